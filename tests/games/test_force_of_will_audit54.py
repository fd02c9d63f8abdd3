"""Force of Will audit 54 (scenarios/force-of-will/rulings-audit54/): probes a judge at a table
would bring, and audit 53's leftovers."""

from __future__ import annotations

import pytest

from tests.helpers import ruling, scenario_text, scenario_text_without_expect

AUDIT54 = "force-of-will/rulings-audit54/"
BARRIER = AUDIT54 + "barrier-does-not-protect-its-ability-on-the-chase.yaml"
WHERE = AUDIT54 + "where-is-it-is-not-guessed-between-two-cards.yaml"
EXPLODE = AUDIT54 + "explode-with-all-damage-prevented.yaml"
ECHO = "force-of-will/rulings-audit46/untouchable-chant-cannot-be-copied-by-a-targeting-chant.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_the_ability_is_the_one_ability_on_the_chase(expect: bool) -> None:
    """FOW 1012.1: "Is the ability cancelled?" of the Warded Gunner's Shoot, which Alice's
    Ability Snuff cancelled ([Barrier] protects the card, not its ability on the chase). Judge
    led with the Snuff's own graveyard, no Yes: "the ability" named no item (only "the
    <card type>" did). It is now the one ability of the ruling."""
    text = scenario_text(BARRIER) if expect else scenario_text_without_expect(BARRIER)
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith(
        "Yes — Shoot (gunner.shoot) is cancelled by Ability Snuff (snuff)"), lead.sentence
    assert lead.citations[:1] == ("FOW 1012.1",), lead.citations


def test_the_ability_of_two_is_not_guessed() -> None:
    """With two abilities in the ruling, "the ability" does not say which: no Yes for one."""
    text = scenario_text_without_expect(BARRIER).replace(
        "  bob: {life: 4000, fire: 1}", "  bob: {life: 4000, fire: 2}").replace(
        "  - {by: bob, do: pass}\n",
        "  - {by: bob, do: activate, object: gunner, ability: Shoot, targets: [squire]}\n"
        "  - {by: bob, do: pass}\n")
    assert text.count("do: activate") == 2
    lead = next(f for f in ruling(text).answer if f.lead)
    assert not lead.sentence.startswith("Yes"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_where_is_it_is_not_guessed_between_two_cards(expect: bool) -> None:
    """FOW 1204.1 (audit 53's leftover): "Where is it?" after "Bob's Gale Hawk and his Stone
    Sentinel are on the field. ... Alice hits it with Quick Spark." was led by the Spark's own
    graveyard (without `expect:`) or by the Hawk's destruction alone (with it), a guess of
    which card "it" is. Now the answer says the question does not tell which, and where
    each is (no Yes or No is said: none was asked)."""
    text = scenario_text(WHERE) if expect else scenario_text_without_expect(WHERE)
    lead = [f for f in ruling(text).answer if f.lead]
    assert lead[0].sentence.startswith(
        "The question does not tell which of Gale Hawk (hawk), Stone Sentinel (sentinel) "
        "\"it\" is; Gale Hawk (hawk) is destroyed at step 7"), lead[0].sentence
    assert "no Yes or No" not in lead[0].sentence
    assert lead[0].citations[:1] == ("FOW 1204.1",), lead[0].citations
    assert [f.subject.id for f in lead[:2]] == ["hawk", "sentinel"]


def test_where_is_it_of_one_card_named_is_that_card() -> None:
    """With the Gale Hawk alone named, "it" is the Hawk: where it went leads, as before."""
    text = scenario_text_without_expect(WHERE).replace(
        "Bob's Gale Hawk and his Stone Sentinel are on the field.",
        "Bob's Gale Hawk is on the field.")
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("Gale Hawk (hawk) is destroyed"), lead.sentence


def test_what_was_tried_and_refused_answers_is_it_copied() -> None:
    """FOW 1167.2 (audit 53's leftover): "Bob tries to copy it with Echo Chant. Is it copied?"
    of an [Untouchable] chant: without `expect:` the answer was led by "Echo Chant (echo) is
    still in bob's hand", not by the refusal of the play tried. Now the refusal leads, as with
    `expect:`."""
    lead = next(f for f in ruling(scenario_text_without_expect(ECHO)).answer if f.lead)
    assert lead.sentence.startswith(
        "No — Action 3 (bob plays Echo Chant) is rejected at step 4: Unstoppable Blaze (blaze) "
        "has [Untouchable]"), lead.sentence
    assert lead.citations[:1] == ("FOW 1167.2",), lead.citations


def test_a_prevented_battle_damage_cites_the_prevention_first() -> None:
    """FOW 1018.1b: the Golem whose damage is all prevented blocks the [Explode] Beetle and is
    not destroyed. The No ("still on the field and has no damage: Stone Skin prevented the 300
    damage ...") cited the battle's damage (806.2a, 806.2d), the prevention's rule behind them
    in its step: the prevention, which decided it, now comes first."""
    lead = next(f for f in ruling(scenario_text(EXPLODE)).answer if f.lead)
    assert lead.sentence.startswith("No — Golem (golem) is still on the field and has no "
                                    "damage: Stone Skin (skin) prevented"), lead.sentence
    assert lead.citations[:1] == ("FOW 1018.1b",), lead.citations
