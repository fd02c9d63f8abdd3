"""A gold-short refusal while the player's own gold Action still waits in the register (VW HP.33,
`waits`): the refusal said only "alice cannot pay 1 gold (has 0)" under the rule that the cost
is paid as it is registered (VW REG.13.b), not why the gold she was given is not there yet. It
says so now, and the house policy that made the Action wait decides it."""

from __future__ import annotations

from judge.app import load_scenario, load_scenario_text, resolve

from ..conftest import SCENARIOS

WAITS = SCENARIOS / "vandaria-wars/rulings/gold-action-waits-by-default.yaml"


def test_the_refusal_names_the_action_that_gives_the_gold_later_and_its_policy() -> None:
    res = resolve(load_scenario(str(WAITS)))
    step = next(s for s in res.steps if s.kind.value == "reject")
    assert step.summary.endswith("alice cannot pay 1 gold (has 0) (Windfall gives it only as "
                                 "it results, later)"), step.summary
    assert step.citations[:2] == ("VW HP.33", "VW REG.13.b"), step.citations


def test_no_note_where_the_action_already_gave_it_or_none_waits() -> None:
    text = WAITS.read_text(encoding="utf-8")
    # the Action gains no gold: its waiting has nothing to do with the refusal
    res = resolve(load_scenario_text(text.replace("effect: [{gain: {gold: 2}}]",
                                                  "effect: [{draw: {count: 1}}]"), "<test>"))
    step = next(s for s in res.steps if s.kind.value == "reject")
    assert "gives it only" not in step.summary and "VW HP.33" not in step.citations
