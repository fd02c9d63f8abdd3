""""Who wins the combat, ...?" is answered first by the combat's result, not by a player's
unchanged points (the lead was "Alice still has 0 points." because the question names Alice's
unit); a question that asks where a unit goes first still gets that first."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario_text, resolve
from judge.lookup.answer import one_line_answer

ROOT = Path(__file__).resolve().parents[2] / "scenarios" / "riftbound"


@pytest.mark.parametrize(("path", "lead"), [
    ("combat/v13-stunned-defender-tie-defender-wins.yaml",
     "Bob, defending, wins the combat at bf-a"),
    ("combat/stunned-defender-tie-no-result.yaml", "The combat at bf-a has no result"),
])
def test_who_wins_the_combat_leads_with_its_result(path: str, lead: str) -> None:
    res = resolve(load_scenario_text((ROOT / path).read_text(encoding="utf-8"), path))
    assert one_line_answer(res).startswith(lead), one_line_answer(res)


def test_where_asked_first_stays_first() -> None:
    path = "keywords/hidden-unit-enters-at-its-battlefield.yaml"
    res = resolve(load_scenario_text((ROOT / path).read_text(encoding="utf-8"), path))
    assert one_line_answer(res).startswith("Lurking Guard (lurker) ends at Sunken Plaza"), \
        one_line_answer(res)
