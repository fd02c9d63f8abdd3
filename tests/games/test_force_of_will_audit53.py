"""Force of Will audit 53 (scenarios/force-of-will/rulings-audit53/): audit 52's leftovers,
worst first."""

from __future__ import annotations

import pytest

from tests.helpers import ruling, scenario_text, scenario_text_without_expect

AUDIT53 = "force-of-will/rulings-audit53/"
DESTROYED = AUDIT53 + "it-is-not-guessed-between-two-cards-for-a-destruction.yaml"



@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Is it destroyed?", "Does it survive?",
                                   "Is it in his graveyard?"])
def test_it_is_not_guessed_between_two_cards_for_a_zone(expect: bool, asked: str) -> None:
    """FOW 1204.1: "Bob's Gale Hawk and his Stone Sentinel are on the field. ... Alice hits it
    with Quick Spark. Is it destroyed?": the question does not tell which card "it" is. Judge
    answered "Yes — Gale Hawk (hawk) is destroyed" (or "No" to "Does it survive?"), of one of
    them by chance: of the Sentinel the answer is the other one. Now it says so, with what
    each has, and no Yes or No."""
    text = scenario_text(DESTROYED) if expect else scenario_text_without_expect(DESTROYED)
    res = ruling(text.replace("Is it destroyed?", asked))
    lead = [f for f in res.answer if f.lead]
    assert lead[0].sentence.startswith(
        "The question does not tell which of Gale Hawk (hawk), Stone Sentinel (sentinel) "
        "\"it\" is: no Yes or No; Gale Hawk (hawk) is destroyed at step 7"), lead[0].sentence
    assert lead[0].citations[:1] == ("FOW 1204.1",), lead[0].citations
    assert not any(f.verdict for f in lead), [f.sentence for f in lead]
    assert [f.subject.id for f in lead] == ["hawk", "sentinel"]
    assert "still on the field" in lead[1].sentence, lead[1].sentence


def test_one_card_named_is_it() -> None:
    """With the Gale Hawk alone named, "it" is the Hawk: its Yes, as before."""
    text = scenario_text_without_expect(DESTROYED).replace(
        "Bob's Gale Hawk and his Stone Sentinel are on the field.",
        "Bob's Gale Hawk is on the field.")
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("Yes — Gale Hawk (hawk) is destroyed"), lead.sentence


def test_the_card_expect_names_is_it_for_a_zone() -> None:
    """An `expect:` that names only one of the two cards tells which "it" is: its Yes or No."""
    text = scenario_text(DESTROYED).replace(
        "    sentinel: {zone: field, damage: 0}\n", "")
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("Yes — Gale Hawk (hawk) is destroyed"), lead.sentence


LYRA = "force-of-will/rulings-audit36/healed-ruler-stays-rested.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_the_no_opens_with_the_field_its_part_asks(expect: bool) -> None:
    """FOW 1024.6, 1024.7: "Is it recovered, and what counters does it have?" of the healed
    astral ruler Lyra: the No answers the first part, but opened with what the second asks
    ("No — Lyra ... is still in alice's ruler area and has 1 charge counter ...; it is
    rested"). Now what the first part asks, kept from the start, opens the fact."""
    text = scenario_text(LYRA) if expect else scenario_text_without_expect(LYRA)
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith(
        "No — Lyra, Keeper of Embers (lyra) is rested, as at the start; it "), lead.sentence
    assert lead.sentence.endswith(
        "has 1 charge counter, when Rekindle (rekindle) resolves at step 5"), lead.sentence


def test_what_the_step_changed_opens_where_it_is_asked_first() -> None:
    """Asked the counters first ("Does it have a charge counter, and is it recovered?"), what
    the step changed still opens the fact, as before."""
    text = scenario_text_without_expect(LYRA).replace(
        "Is it\n  recovered, and what counters does it have?",
        "Does it\n  have a charge counter, and is it recovered?")
    assert "Does it" in text
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("Yes — Lyra, Keeper of Embers (lyra) has 1 charge counter"), \
        lead.sentence


RB_MOVED = "riftbound/rulings/exhausted-defender-moved-by-a-battlefield-ability.yaml"


def test_a_state_word_before_one_name_tells_it_apart_for_a_zone() -> None:
    """"... Bob chooses the exhausted Squire. Does it go to base?" (RB 449): the sentence
    names the Sentry too, but the state word before the Squire's name sets it apart: its Yes,
    with or without `expect:`, not "the question does not tell which"."""
    lead = next(f for f in ruling(scenario_text_without_expect(RB_MOVED)).answer if f.lead)
    assert lead.sentence.startswith("Yes — Trainee Squire (tired) ends in bob's base"), \
        lead.sentence


VW_RALLY = ("vandaria-wars/rulings-audit38/"
            "militia-rallied-in-answer-to-its-battle-damage-each-change-at-its-step.yaml")


def test_what_stayed_opens_only_the_fact_of_the_card_the_first_part_asks() -> None:
    """"Is the Militia exhausted, what ATK does it have, and how much damage does the Fort
    take?": the first part asks of the Militia, so the Fort's fact, which answers the damage
    asked of it, still opens with that damage, not with what it kept."""
    lead = [f for f in ruling(scenario_text_without_expect(VW_RALLY)).answer if f.lead]
    fort = next(f for f in lead if f.subject.id == "fort")
    assert fort.sentence.startswith("Sample Fort (fort) has 2 damage"), fort.sentence
