"""Golden transcripts of `judge resolve` (the text view). Refresh with
`pytest --update-goldens` and review the diff like code."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario, resolve, rulebook_of
from judge.render.text import make_console, print_resolution

from .conftest import ROOT

GOLDENS = ROOT / "tests" / "goldens"
CASES = [
    "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml",
    "scenarios/vandaria-wars/targets/holy-follower-turned-dark.yaml",
    "scenarios/vandaria-wars/triggers/new-register-then-resolves.yaml",
    "scenarios/vandaria-wars/summoning/honor-requirement-not-met.yaml",
    "scenarios/vandaria-wars/battle/battle-damage-can-be-answered.yaml",
]


def transcript(relative: str) -> str:
    sc = load_scenario(relative)
    res = resolve(sc)
    console = make_console(width=100, record=True)
    print_resolution(res, rulebook_of(sc).data.rules, console=console)
    return console.export_text()


@pytest.mark.parametrize("relative", CASES, ids=[Path(c).stem for c in CASES])
def test_text_view_matches_golden_transcript(relative: str, update_goldens: bool,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    golden = GOLDENS / (Path(relative).stem + ".txt")
    text = transcript(relative)
    if update_goldens or not golden.exists():
        golden.write_text(text, encoding="utf-8")
    assert text == golden.read_text(encoding="utf-8"), (
        f"{golden.name} differs; if the change is intended, run pytest --update-goldens")
