"""Force of Will audit 67: rules no bundled scenario cited yet (chapters 7, 9, 10), each ruled
from the rules first and asked with and without the `expect:` block (a judge's own file has
none): the lead must cite the rule that decided it."""

from __future__ import annotations

import pytest

from judge.errors import UnsupportedMechanic
from tests.helpers import first_lead_asked, leads_of, ruling

AUDIT = "force-of-will/rulings-audit67/"


@pytest.mark.parametrize("expect", [True, False])
def test_removed_from_the_game_cites_the_removed_area(expect: bool) -> None:
    """'Remove target resonator from the game': the Brute goes to Bob's removed area, not his
    graveyard (FOW 1004.1); the lead cited only the chase's order (605.1b)."""
    lead = first_lead_asked(AUDIT + "removed-from-the-game-is-not-the-graveyard.yaml",
                            expect=expect)
    assert lead.verdict == "No", lead.sentence
    assert lead.citations[0] == "FOW 1004.1", lead.citations


@pytest.mark.parametrize("name", ["rulings/flicker-returns-under-its-owners-control.yaml",
                                  "targets/moved-target-followed-by-its-own-effect.yaml",
                                  "rulings-audit26/target-removed-and-returned-in-response-is-"
                                  "a-new-object.yaml"])
def test_a_card_removed_and_put_back_ends_in_the_field_by_its_own_rules(name: str) -> None:
    """(guard) a card removed and put back into the field in one resolution ends in the field:
    the removed area's rule (1004.1) is not why it is where it ends."""
    lead = leads_of("force-of-will/" + name)[0]
    assert "FOW 1004.1" not in lead.citations, (lead.sentence, lead.citations)


@pytest.mark.parametrize("expect", [True, False])
def test_gains_plus_and_minus_cites_gains(expect: bool) -> None:
    """A card that gains [+200/-200] has its ATK changed by 200 and its DEF by -200 (FOW
    1020.3): 600/200; the lead cited only the chase's order (605.1b)."""
    lead = first_lead_asked(AUDIT + "gains-plus-and-minus-changes-atk-and-def-apart.yaml",
                            expect=expect)
    assert "ATK 600 DEF 200" in lead.sentence, lead.sentence
    assert lead.citations[0] == "FOW 1020.3", lead.citations


def test_what_decided_the_amount_still_comes_first() -> None:
    """(guard) half the target's ATK read as it resolves, rounded up (909.1i, 908.1): the
    rules of the amount lead, 1020.3 only says what kind of change it was."""
    lead = leads_of("force-of-will/rulings/half-atk-bonus-is-rounded-up.yaml")[0]
    assert lead.citations[:2] == ("FOW 909.1i", "FOW 908.1"), lead.citations


def test_a_draw_beside_a_pump_is_not_cited_by_gains() -> None:
    """(guard) a player's draw at the step that also pumped a card: a player has no ATK."""
    name = "copy-of-an-opponents-ability-you-draw-and-its-card-grows.yaml"
    drew = [f for f in leads_of("force-of-will/rulings-audit27/" + name) if "draws" in f.sentence]
    assert drew and "FOW 1020.3" not in drew[0].citations, [f.citations for f in drew]


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [None, "Does Toll Keeper's ability trigger?"])
def test_returned_to_the_hand_is_leaving_the_field(asked: str | None, expect: bool) -> None:
    """"Whenever a resonator leaves the field" triggers on a Scout returned to the hand (FOW
    1050.1: leaving is any move from the area); the lead cited 603.3 and 906.5."""
    lead = first_lead_asked(AUDIT + "leaving-the-field-for-the-hand-is-leaving.yaml", asked,
                            expect)
    assert lead.verdict == "Yes", lead.sentence
    assert "FOW 1050.1" in lead.citations, lead.citations


LIMIT = "force-of-will/rulings-audit64/limit-card-without-counters-still-blocks.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Does Limit trigger?", "Does [Limit] trigger?"])
def test_does_limit_trigger_is_of_the_card_with_limit(asked: str, expect: bool) -> None:
    """Audit 66's leftover: the [Limit] Guard with no counter left blocks, and [Limit] does not
    trigger (FOW 1118.2a); without `expect:` the lead was "no ability of Knight triggers" (the
    attacker, whose card has no [Limit])."""
    lead = first_lead_asked(LIMIT, asked, expect)
    assert lead.subject.id == "guard", lead.sentence
    assert lead.verdict == "No", lead.sentence
    assert "FOW 1118.2a" in lead.citations, lead.citations


def test_a_copied_keyword_that_triggered_is_still_asked_of_the_copy() -> None:
    """(guard) "Does the Deathknell trigger?" of a Reflection that copied a Deathknell unit:
    the token's copy triggered (RB 808.1), and the original's card is not asked instead."""
    lead = first_lead_asked("riftbound/copies/reflection-has-the-copied-deathknell.yaml")
    assert lead.verdict == "Yes", lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_only_a_resonator_can_be_ordered(expect: bool) -> None:
    """(pinned) Revolution Order is chosen only as a resonator is played (FOW 903.2d)."""
    lead = first_lead_asked(AUDIT + "only-a-resonator-can-be-ordered.yaml", expect=expect)
    assert lead.verdict == "No", lead.sentence
    assert lead.citations[0] == "FOW 903.2d", lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_a_rested_stone_cannot_make_up_the_will(expect: bool) -> None:
    """(pinned) will abilities may be played while paying (FOW 1003.5), but a rested stone has
    none to play: the chant cannot be paid for (1003.4)."""
    lead = first_lead_asked(AUDIT + "rested-stone-cannot-make-up-the-will-while-paying.yaml",
                            expect=expect)
    assert lead.verdict == "No", lead.sentence
    assert "FOW 1003.5" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_a_cards_counter_is_one_on_that_card(expect: bool) -> None:
    """(pinned) "If this card has a charge counter": the counters on another card of hers are
    not its own (FOW 1022.6), so Alice draws nothing."""
    lead = first_lead_asked(AUDIT + "a-cards-counter-is-one-on-that-card.yaml", expect=expect)
    assert lead.verdict == "No", lead.sentence
    assert "FOW 1022.6" in lead.citations, lead.citations


CALL_TO_ARMS = """
game: force-of-will
title: An addition put into the field by an effect
question: >-
  Alice plays Call to Arms ("Put an addition from your hand into the field") on her Blade Charm
  (an addition that targets a resonator); her Ember Squire is in the field. Where does Blade
  Charm end?
turn: {player: alice, phase: main, number: 3}
players:
  alice: {life: 4000, fire: 1}
  bob: {life: 4000}
cards:
  Blade Charm: {type: addition, cost: {fire: 1}, targets: [{type: resonator}]}
  Call to Arms:
    type: chant
    cost: {fire: 1}
    effect: [{move_zone: {target: charm, to: field}}]
objects:
  - {id: squire, card: Ember Squire, owner: alice, zone: field}
  - {id: charm, card: Blade Charm, owner: alice, zone: hand}
  - {id: call, card: Call to Arms, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: call}
"""


def test_an_addable_addition_put_into_the_field_is_an_honest_exit_3() -> None:
    """FOW 1002.2b: an addable addition an effect puts into the field from outside the chase is
    added (without targeting) to an entity of the type it names that its player chooses, or
    stays where it is: judge put it in added to nothing, and the rule process sent it to the
    graveyard (1207.1), a confident wrong answer. It is now exit 3 naming the rule."""
    with pytest.raises(UnsupportedMechanic, match=r"FOW 1002\.2b"):
        ruling(CALL_TO_ARMS)


def test_an_addition_with_bestow_put_into_the_field_enters_on_its_own() -> None:
    """(guard) with [Bestow] it enters on its own, added to nothing (1002.3a): ruled."""
    text = CALL_TO_ARMS.replace("Blade Charm: {type: addition, cost: {fire: 1}, targets: "
                                "[{type: resonator}]}",
                                "Blade Charm: {type: addition, cost: {fire: 1}, "
                                "keywords: [bestow], bestow: {fire: 1}, "
                                "targets: [{type: resonator}]}")
    assert "bestow" in text
    res = ruling(text)
    assert res.final["objects"]["charm"]["zone"] == "field"


@pytest.mark.parametrize("expect", [True, False])
def test_a_wardens_abilities_work_only_in_a_ruler_area(expect: bool) -> None:
    """(pinned) a warden in the graveyard has no willpower ability to play (FOW 902.1b)."""
    lead = first_lead_asked(AUDIT + "warden-abilities-work-only-in-the-ruler-area.yaml",
                            expect=expect)
    assert lead.verdict == "No", lead.sentence
    assert lead.citations[0] == "FOW 902.1b", lead.citations
