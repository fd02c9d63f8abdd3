"""The answer to "does my 'when I win a combat' trigger?" is led by the rule that made the win
the ability's own (RB 466.3.a: the player alone left wins; RB 466.3.c: a unit there shares its
controller's result), not by how the ability joined the chain (RB 337.1)."""

from __future__ import annotations

import pytest

from ..conftest import SCENARIOS
from ..helpers import ruling


@pytest.mark.parametrize(("name", "rule"), [
    ("riftbound/rulings/win-a-combat-a-unit-shares-the-result.yaml", "RB 466.3.c"),
    ("riftbound/rulings/the-defender-wins-a-combat-too.yaml", "RB 466.3.a"),
    ("riftbound/rulings/v13-win-a-combat-defender-after-a-recall.yaml", "RB 466.3.a"),
])
def test_a_win_a_combat_trigger_is_led_by_the_combat_result_rule(name: str, rule: str) -> None:
    res = ruling((SCENARIOS / name).read_text(encoding="utf-8"))
    first = next(f for f in res.answer if f.lead)
    assert "triggers at step" in first.sentence, first.sentence
    assert first.citations[0] == rule, first.citations
