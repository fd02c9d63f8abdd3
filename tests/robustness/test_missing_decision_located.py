"""A decision judge may not guess and the file does not give is a located problem (exit 2),
found by the random-actions fuzz test: in 2v2, a play of a card naming `opponent` without
`choices: {opponent: ...}` was refused at line 0 (no location), under a `decisions:` path the
file never wrote."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text, resolve
from judge.errors import InputError

from ..conftest import SCENARIOS

TWO_V_TWO = (SCENARIOS / "riftbound/2v2/an-opponent-is-one-of-two.yaml").read_text(
    encoding="utf-8")


def test_a_play_that_does_not_say_which_opponent_is_located_at_the_play() -> None:
    text = TWO_V_TWO.replace(", choices: {opponent: dave}}", "}")
    assert text != TWO_V_TWO
    line = text.splitlines().index("  - {by: alice, do: play, card: boon}") + 1
    with pytest.raises(InputError) as exc:
        resolve(load_scenario_text(text, "no-opponent.yaml"))
    [problem] = exc.value.problems
    assert (problem.line, problem.path) == (line, "decisions.boon.choices.opponent")
    assert problem.col >= 1 and "2 opponents (bob, dave)" in problem.message


def test_a_written_decision_entry_is_still_where_the_problem_is_located() -> None:
    text = TWO_V_TWO.replace(", choices: {opponent: dave}}", "}") + \
        "decisions:\n  boon: {choices: {opponent: carol}}\n"
    with pytest.raises(InputError) as exc:
        resolve(load_scenario_text(text, "teammate.yaml"))
    [problem] = exc.value.problems
    assert problem.line == len(text.splitlines()) and "not an opponent" in problem.message


DISCARD = (SCENARIOS / "riftbound/card-text/discard-then-draw-the-player-picks.yaml").read_text(
    encoding="utf-8")


def test_a_discard_the_player_picks_and_the_file_does_not_name_is_located() -> None:
    """RB 422.1.a: with more cards in hand than asked, the discarding player picks; judge does
    not pick for them (it was no effect at all before: a `discard` instruction was exit 2)."""
    text = DISCARD.replace("decisions:\n  restock: {choices: {discard: [sq1, sq2]}}\n", "")
    assert text != DISCARD
    with pytest.raises(InputError) as exc:
        resolve(load_scenario_text(text, "no-pick.yaml"))
    [problem] = exc.value.problems
    assert problem.path == "decisions.restock.choices.discard"
    assert "picks 2 of the 3 cards" in problem.message


def test_a_discard_naming_a_card_not_in_hand_is_located() -> None:
    text = DISCARD.replace("discard: [sq1, sq2]", "discard: [sq1, d1]")
    with pytest.raises(InputError) as exc:
        resolve(load_scenario_text(text, "not-in-hand.yaml"))
    [problem] = exc.value.problems
    assert problem.path == "decisions.restock.choices.discard" and "sq2" in problem.message
