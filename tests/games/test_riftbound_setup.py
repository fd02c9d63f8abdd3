"""Riftbound from the start of a game (RB 116-118, mulligan.py): what a setup file may not say,
and a mulligan decision that breaks RB 117.1, are located errors (exit 2)."""

from __future__ import annotations

import pytest

from judge.errors import InputError

from ..helpers import ruling

SETUP = """
game: riftbound
turn: {player: alice, phase: setup%s}
players: {alice: {}, bob: {}}
objects:
  - {id: a1, card: Trainee Squire, owner: alice, zone: %s}
  - {id: a2, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: a3, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: a4, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: a5, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: b1, card: Trainee Squire, owner: bob, zone: main_deck}
  - {id: b2, card: Trainee Squire, owner: bob, zone: main_deck}
  - {id: b3, card: Trainee Squire, owner: bob, zone: main_deck}
  - {id: b4, card: Trainee Squire, owner: bob, zone: main_deck}
  - {id: b5, card: Trainee Squire, owner: bob, zone: main_deck}
%s
"""


@pytest.mark.parametrize(("turn", "zone", "match"), [
    (", number: 2", "main_deck", r"turn\.number"),
    ("", "hand", r"objects\[0\]\.zone"),
])
def test_a_setup_file_starts_before_turn_one_with_empty_hands(turn: str, zone: str,
                                                              match: str) -> None:
    with pytest.raises(InputError, match=match):
        ruling(SETUP % (turn, zone, ""))


@pytest.mark.parametrize("aside", ["[a1, a2, a3]", "[b1]", "[a1, a1]", "a1"])
def test_a_mulligan_sets_aside_up_to_two_of_the_players_own_hand(aside: str) -> None:
    with pytest.raises(InputError, match=r"decisions\.mulligan\.choices\.alice"):
        ruling(SETUP % ("", "main_deck", "decisions:\n  mulligan: {choices: {alice: "
                        + aside + "}}"))


def test_without_a_decision_nobody_mulligans_and_the_step_says_so() -> None:
    res = ruling(SETUP % ("", "main_deck", ""))
    assert res.final["turn"] == {"player": "alice", "phase": "main", "number": 1}
    assert sum("judge chose no mulligan" in s.summary for s in res.steps) == 2
