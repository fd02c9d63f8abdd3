"""Riftbound audit 28: the answer about a unit taken in another player's base cites the recall
that puts it in its controller's base (RB 323.7), not the step that took it; a file may start
with a unit that changed hands at a battlefield (`arrived_as`, RB HP.47); and the edges of
showdowns, scoring, combat damage and cleanups the audit pinned."""

from __future__ import annotations

from pathlib import Path

from judge.engine.resolution import Resolution

from ..helpers import ruling

AUDIT = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit28"
AUDIT27 = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit27"


def _text(name: str, folder: Path = AUDIT) -> str:
    return (folder / name).read_text(encoding="utf-8").split("expect:")[0]


def _lead(res: Resolution, oid: str) -> tuple[str, int | None, tuple[str, ...]]:
    fact = next(f for f in res.answer if f.subject.id == oid)
    return fact.sentence, fact.step, tuple(fact.citations)


def test_the_answer_about_a_unit_taken_in_base_cites_its_recall() -> None:
    res = ruling(_text("taken-in-the-owners-base-is-recalled-to-the-takers-base.yaml", AUDIT27))
    said, step, cites = _lead(res, "warden")
    recall = next(s for s in res.steps if "RB 323.7" in s.citations)
    assert step == recall.index and cites[0] == "RB 323.7", said
    assert "ends in alice's base" in said


def test_the_answer_about_a_unit_given_back_in_base_cites_the_recall_home() -> None:
    res = ruling(_text("taken-for-the-turn-in-base-goes-back-to-the-owners-base.yaml", AUDIT27))
    said, step, cites = _lead(res, "warden")
    recalls = [s for s in res.steps if "RB 323.7" in s.citations]
    assert step == recalls[-1].index and cites[0] == "RB 323.7", said
    assert "ends in bob's base" in said and "still" not in said
