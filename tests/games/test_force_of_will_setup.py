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


# ----- "as the game starts" (FOW 405.6a-405.6b, house policy FOW HP.12) ---------------------------
STARTS = ("cards:\n  Up: {type: ruler, as_game_starts: [{gain: {life: 100}}]}\n"
          "  Double: {type: ruler, as_game_starts: [{gain: {life: 1000}}]}\n")


def test_as_the_game_starts_effects_apply_in_the_order_chosen() -> None:
    """FOW 405.6a: in any order: the decision names it; without one the file's order, said."""
    board = ("  - {id: u, card: Up, owner: alice, zone: ruler_area}\n"
             "  - {id: d, card: Double, owner: alice, zone: ruler_area}\n")
    plain = ruling(setup(more=board + STARTS))
    said = [s.summary for s in plain.steps if "in the order" in s.summary]
    assert said and "judge chose the file's order" in said[0] and said[0].index("(u)") < \
        said[0].index("(d)")
    chosen = ruling(setup(more=board + STARTS + "decisions:\n  as_game_starts: {order: "
                          "[d, u]}\n"))
    said = [s.summary for s in chosen.steps if "in the order" in s.summary]
    assert said[0].index("(d)") < said[0].index("(u)") and "judge chose" not in said[0]
    assert chosen.final["players"]["alice"]["life"] == 5100


def test_as_the_game_starts_needs_no_chase_and_no_priority() -> None:
    """FOW 405.6a: applied at once: the chase stays empty and the first turn goes on."""
    res = ruling(setup(more="  - {id: u, card: Up, owner: alice, zone: ruler_area}\n" + STARTS))
    assert res.final["turn"]["phase"] == "main"
    assert res.final["players"]["alice"]["life"] == 4100
    assert "FOW 405.6a" in res.citations


# ----- cards outside the game (FOW 322, 502.1b) ---------------------------------------------------
def test_a_trigger_from_outside_the_game_may_be_declined() -> None:
    """FOW 906.6b: outside the game is hidden, so its player may choose not to trigger it."""
    more = ("  - {id: o, card: Far Onlooker, owner: alice, zone: outside_game}\n"
            "decisions:\n  o: {decline: true}\n")
    res = ruling(setup(more=more))
    assert any("a card they have outside the game" in s.summary for s in res.steps)
    assert res.final["players"]["alice"]["life"] == 4000
