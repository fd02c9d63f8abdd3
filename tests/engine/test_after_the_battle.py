"""A question asked "after the battle" (the combat) is read once it has ended (Role.COMBAT_ENDS:
FOW 807.4, RB 466.7.a): in Force of Will the end of battle step's passes come before the
effects that lasted until the end of the battle end (FOW 807.3a), so the moment right after
the damage step is still inside the battle. "Does the Squire have 700 ATK after the battle?"
was a confident wrong Yes (its ATK as the damage was dealt)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import ruling

SCENARIOS = Path(__file__).parents[2] / "scenarios"
ATK_AFTER = SCENARIOS / "force-of-will/battle/atk-asked-after-the-battle-is-read-once-it-ended.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("question", [
    "Does the Squire have 700 ATK after the battle?",
    "Is the Squire's ATK 700 after the battle?"])
def test_an_atk_asked_after_the_battle_is_its_atk_once_the_battle_ended(
        question: str, expect: bool) -> None:
    text = ATK_AFTER.read_text(encoding="utf-8")
    text = text.replace("Does the Squire have\n  700 ATK after the battle?", question)
    assert question in text
    lead = next(f for f in ruling(text if expect else text.split("\nexpect:")[0]).answer
                if f.lead)
    assert lead.sentence.startswith("No — Ember Squire (squire) has ATK 400"), lead.sentence
    assert "FOW 807.3a" in lead.citations, lead.citations
