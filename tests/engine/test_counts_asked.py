""""How many"/"how much" asked of a player: the count or amount asked, first. Found by a probe
asking bundled rulings (expect: removed) the numbers their final state says: "How many cards
are in Alice's hand?" led with another player's hand or with her gold (the place read as
another than the hand), "... have in her hand?" too, "Alice has 0 cards: ." said an empty list,
and "How much life does Alice have?" said "1 fire and 4000 life"."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

TAKEN = "riftbound/rulings/spell-taken-on-the-chain-is-played-by-its-taker.yaml"
PIERCE = "force-of-will/keywords/pierce-controller-chooses-the-split.yaml"
BARRIER = "force-of-will/player-barrier/barrier-chant-keeps-off-a-chant.yaml"


@pytest.mark.parametrize("asked", [
    "How many cards are in Alice's hand?", "How many cards does Alice have in her hand?",
    "How many cards does Alice have?", "How many cards are there in Alice's hand?"])
def test_the_cards_in_the_hand_asked(asked: str) -> None:
    f = first_lead_asked(TAKEN, "= " + asked)
    assert (f.subject.kind, f.subject.id) == ("player", "alice")
    assert str(f.sentence).startswith("Alice has 2 cards in their hand")


def test_another_players_hand() -> None:
    f = first_lead_asked(TAKEN, "= How many cards are in Bob's hand?")
    assert str(f.sentence).startswith("Bob has 1 card in their hand")


def test_an_empty_hand_says_none_and_no_empty_list() -> None:
    f = first_lead_asked(PIERCE, "= How many cards are in Alice's hand?")
    assert str(f.sentence) == "Alice has 0 cards in their hand"


def test_another_place_is_not_counted_as_the_hand() -> None:
    f = first_lead_asked(TAKEN, "= How many cards does Bob have in his deck?")
    assert "in their hand" not in str(f.sentence)


def test_the_amount_asked_alone_where_nothing_changed() -> None:
    assert str(first_lead_asked(BARRIER, "= How much life does Alice have?").sentence) == \
        "Alice still has 4000 life"
    # the pool named too: the will in it
    assert str(first_lead_asked(
        BARRIER, "= How much life and will does Alice have?").sentence) == \
        "Alice still has 4000 life and 1 fire"


LIFE_AT_ZERO = "force-of-will/rulings-audit10/life-at-zero-mid-resolution-is-not-yet-a-loss.yaml"
SCORED = "riftbound/rulings-audit64/attack-trigger-requirement-read-as-it-attacks.yaml"


def test_the_amount_asked_alone_where_others_changed_too() -> None:
    # was "Alice has 0 darkness (from 1) and 400 life (from 300)": the will she paid first
    assert str(first_lead_asked(LIFE_AT_ZERO, "= How much life does Alice have?").sentence
               ).startswith("Alice has 400 life (from 300), when Blood Bargain")
    # was "Alice has 0 Energy (from 1) and 1 point (from 0)"
    assert str(first_lead_asked(SCORED, "= How many points does Alice have?").sentence
               ).startswith("Alice has 1 point (from 0), at step 27")
    # two amounts asked in two parts, the first naming no one: both, as asked
    assert str(first_lead_asked(
        SCORED, "= How many points and how much Energy does Alice have?").sentence
               ).startswith("Alice has 1 point (from 0) and 0 Energy (from 1)")


RECRUIT = "riftbound/rulings-audit18/minimum-might-at-the-limit-lowers-nothing.yaml"


def test_a_cards_amount_asked_alone_with_its_own_step() -> None:
    # was "Drill Recruit (rec) has 1 damage, when Zap resolves at step 18; it has Might 4"
    assert str(first_lead_asked(RECRUIT, "= How much Might does Drill Recruit have?").sentence
               ).startswith("Drill Recruit (rec) has Might 4 (it had Might 1), when Rally")
    both = str(first_lead_asked(
        RECRUIT, "= How much damage and Might does Drill Recruit have?").sentence)
    assert "1 damage" in both and "Might 4" in both
