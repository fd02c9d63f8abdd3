"""A trigger's cost its controller declines (RB 404.2) is said in the game's words and the
reader's language (bug, issue 11: it was `Cost.describe`'s English, "1 energy" in every
language, where the cost step says "1 Energy")."""

from __future__ import annotations

from pathlib import Path

from judge.engine.policies import said_whole_cost
from judge.engine.trace import StepKind
from judge.games import find_game
from judge.i18n import translator
from judge.model.cards import Cost
from judge.model.filters import Filter
from judge.msg import say

from ..helpers import ruling

SCENARIO = Path(__file__).parents[2] / "scenarios/riftbound/costs/trigger-cost-refused.yaml"


def _declined_step_said(lang: str) -> str:
    r = ruling(SCENARIO.read_text(encoding="utf-8"))
    step = next(s for s in r.steps if s.kind == StepKind.TRIGGER and "does not pay" in s.summary)
    assert step.said is not None
    return say(step.said, translator(lang))


def test_the_declined_cost_is_said_with_the_games_word_for_energy() -> None:
    assert "its cost (1 Energy)" in _declined_step_said("en")
    assert "(1 Energy)" in _declined_step_said("id")
    assert "(energy 1)" in _declined_step_said("th")  # as its cost step says it


def test_every_part_of_a_cost_is_said_in_the_readers_language() -> None:
    game = find_game("riftbound")
    cost = Cost((("energy", 2),), exhaust_self=True, sacrifice=Filter(types=("unit",)), discard=1)
    english = say(said_whole_cost(cost, game), None)
    assert english == "2 Energy, exhausting this, killing unit, discarding 1"
    assert "meng-exhaust kartu ini" in say(said_whole_cost(cost, game), translator("id"))
    assert "ตะแคงใบนี้" in say(said_whole_cost(cost, game), translator("th"))
