"""`judge test` asks the resolver for the final board of the objects `expect:` names only
(resolve(..., final_objects=...)); the entries it gets, and so every verdict, are those of the
whole board."""

from __future__ import annotations

from pathlib import Path

from judge.app import load_scenario, resolve
from judge.testing import run_file

from ..conftest import ROOT

PRAYER = ROOT / "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml"


def test_the_named_objects_are_given_as_the_whole_board_gives_them() -> None:
    scenario = load_scenario(PRAYER)
    whole = resolve(scenario, keep_initial=False, answer=False)
    named = resolve(scenario, keep_initial=False, answer=False,
                    final_objects=frozenset({"trader", "bob-top", "nobody"}))
    assert set(named.final["objects"]) == {"trader", "bob-top"}
    assert len(whole.final["objects"]) > 2
    for oid in ("trader", "bob-top"):
        assert named.final["objects"][oid] == whole.final["objects"][oid]
    assert {k: v for k, v in named.final.items() if k != "objects"} == \
        {k: v for k, v in whole.final.items() if k != "objects"}
    assert named.policies == whole.policies and named.citations == whole.citations


def test_judge_test_still_reports_a_wrong_or_missing_object(tmp_path: Path) -> None:
    text = PRAYER.read_text(encoding="utf-8")
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(text.replace("trader: {zone: field, damage: 0}",
                                  "trader: {zone: field, damage: 3}\n    ghost: {zone: hand}"),
                     encoding="utf-8")
    out = run_file(str(wrong))
    assert out.status == "fail"
    assert out.messages == ["objects.trader.damage: expected 3, got 0",
                            "objects.ghost: no such object in the final state"]
    assert run_file(str(PRAYER)).status == "pass"
