"""A card whose play asks its player to choose the same thing twice as a cost ("Pilih 1 tipe
job" as an additional cost and again in its chosen Option-) read one `choices: {job: ...}` for
both, so two different jobs could not be named: a card silently simplified (audit 25). It is a
located error where the second is written; two Option-s asking it each (only one is chosen)
stay one choice and load."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

CARD = """\
game: vandaria-wars
title: Two job choices
turn: {{player: alice, phase: main}}
players:
  alice: {{gold: 3}}
  bob: {{gold: 0}}
cards:
  Double Muster:
    type: action
    cost: {cost}
    additional_cost: {additional}
    modes:
      - {{name: Drill, cost: {mode}, effect: [{{draw: {{count: 1}}}}]}}
      - {{name: Rest, cost: {other}, effect: [{{draw: {{count: 1}}}}]}}
objects:
  - {{id: m, card: Double Muster, owner: alice, zone: hand}}
  - {{id: d, card: Sample Militia, owner: alice, zone: deck}}
actions:
  - {{by: alice, do: play, card: m, choices: {{mode: Drill, job: knight}}}}
"""
JOB = "{choose: {job: [knight, priest]}}"
GOLD = "{gold: 1}"


@pytest.mark.parametrize(("cost", "additional", "mode", "line", "said"), [
    (GOLD, JOB, JOB, 13, "its additional_cost asks one too"),
    (JOB, JOB, GOLD, 11, "its cost asks one too"),
])
def test_a_choice_asked_twice_for_one_play_is_refused_where_the_second_is(
        cost: str, additional: str, mode: str, line: int, said: str) -> None:
    text = CARD.format(cost=cost, additional=additional, mode=mode, other=GOLD)
    with pytest.raises(InputError) as caught:
        load_scenario_text(text, "muster.yaml")
    (problem,) = caught.value.problems
    assert problem.line == line and said in problem.message, problem
    assert problem.path.endswith("choose.job")


def test_a_choice_asked_by_two_modes_is_one_choice() -> None:
    text = CARD.format(cost=GOLD, additional=GOLD, mode=JOB, other=JOB)
    assert load_scenario_text(text, "muster.yaml").cards
