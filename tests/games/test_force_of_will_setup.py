"""Force of Will from the setup of a game (FOW 405, 502.1; game_start.py): what a setup file may
not say, and a mulligan decision naming cards outside the player's opening hand, are located
errors (exit 2); a mulligan takes any number of cards; "at the beginning of the game" is Force
of Will's event only."""

from __future__ import annotations

import pytest

from judge.errors import InputError

from ..helpers import ruling

SETUP = """
game: force-of-will
turn: {player: alice, phase: setup%s}
players: {alice: {life: %s}, bob: {}}
objects:
  - {id: a1, card: Tide Study, owner: alice, zone: %s}
%s
%s
"""
DECKS = "\n".join([f"  - {{id: a{i}, card: Tide Study, owner: alice, zone: main_deck}}"
                   for i in range(2, 9)] +
                  [f"  - {{id: b{i}, card: Tide Study, owner: bob, zone: main_deck}}"
                   for i in range(1, 6)])


def setup(turn: str = "", life: int = 4000, zone: str = "main_deck", more: str = "") -> str:
    return SETUP % (turn, life, zone, DECKS, more)


@pytest.mark.parametrize(("turn", "life", "zone", "match"), [
    (", number: 2", 4000, "main_deck", r"turn\.number"),
    ("", 4000, "hand", r"objects\[0\]\.zone"),
    ("", 3000, "main_deck", r"players\.alice\.life: .*FOW 405\.3"),
    (", step: before_draw", 4000, "main_deck", r"turn\.step: the setup has no steps"),
])
def test_a_setup_file_starts_before_turn_one_with_empty_hands(turn: str, life: int, zone: str,
                                                              match: str) -> None:
    with pytest.raises(InputError, match=match):
        ruling(setup(turn, life, zone))


@pytest.mark.parametrize("chosen", ["[b1]", "[a1, a1]", "a1", "[a6]"])
def test_a_mulligan_names_cards_of_the_players_own_opening_hand(chosen: str) -> None:
    with pytest.raises(InputError, match=r"decisions\.mulligan\.choices\.alice"):
        ruling(setup(more="decisions:\n  mulligan: {choices: {alice: " + chosen + "}}"))


def test_a_mulligan_may_change_the_whole_hand() -> None:
    """FOW 405.5a sets no limit (Riftbound's RB 117.1 does: two)."""
    res = ruling(setup(more="decisions:\n  mulligan: {choices: {alice: [a1, a2, a3, a4, a5]}}"))
    hand = sorted(o for o, v in res.final["objects"].items() if v["zone"] == "hand"
                  and o.startswith("a"))
    assert hand == ["a1", "a2", "a6", "a7", "a8"]


def test_without_a_decision_nobody_mulligans_and_the_step_says_so() -> None:
    res = ruling(setup())
    assert res.final["turn"] == {"player": "alice", "phase": "main", "number": 1}
    assert sum("judge chose no mulligan" in s.summary for s in res.steps) == 2


@pytest.mark.parametrize("game", ["riftbound", "vandaria-wars"])
def test_only_force_of_will_has_the_beginning_of_the_game(game: str) -> None:
    from judge.games import find_game

    assert "game_started" not in find_game(game).vocab.events
    assert "game_started" in find_game("force-of-will").vocab.events


def test_a_trigger_on_the_setup_phase_is_a_located_error() -> None:
    """It would never trigger: the setup is no phase that begins (FOW 405, 502.1)."""
    card = ("cards:\n  Early Bird:\n    type: resonator\n    abilities:\n"
            "      - {name: Up, kind: triggered, when: {event: phase_started, phase: setup},"
            " effect: [{draw: {count: 1}}]}")
    with pytest.raises(InputError, match=r"cards\.Early Bird\.abilities\[0\]\.when\.phase"):
        ruling(setup(more=card))
