"""Riftbound audit 37: "What does the Cull kill?" names each unit the Cull killed (up to the
answer's limit), and issue 11's least pinned systems (domains of Power, tokens, multiplayer
turn order and scoring, Hunt, Level and XP, Weaponmaster, Quick-Draw, Vision, Accelerate)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.answer import Fact

from ..helpers import ruling

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit37"


def _leads(path: Path) -> list[Fact]:
    res = ruling(path.read_text(encoding="utf-8"))
    return [f for f in res.answer if f.lead]


@pytest.mark.parametrize(("name", "killed"), [
    ("riftbound/rulings-audit36/group-target-killed-in-answer-the-rest-still-die.yaml",
     ("Drill Recruit (r2)", "Trainee Squire (squire)")),
    ("riftbound/targets/group-no-longer-fits-judge-picks.yaml",
     ("Drill Recruit (r1)", "Drill Recruit (r2)")),
    ("riftbound/targets/group-no-longer-fits-subset.yaml",
     ("Drill Recruit (r2)", "Drill Recruit (r3)", "Drill Recruit (r4)")),
])
def test_what_the_cull_kills_names_each_it_killed(name: str, killed: tuple[str, ...]) -> None:
    """"What does the Cull kill?" of a Cull that killed two led with one of them alone, which
    reads as all it did: each unit its resolution destroyed leads, and no other."""
    leads = _leads(ROOT / name)
    assert tuple(f.sentence.split(" is killed")[0] for f in leads) == killed
    assert all("when Cinder Cull (cull) resolves" in f.sentence for f in leads)
