"""Riftbound audit 42: audit 41's "found, not fixed" (a survival said by the heal, what a player
targets, a card kept on top by Vision, a Flow replay's cost), then card text at its edges."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import leads_of

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit42"


@pytest.mark.parametrize(("name", "oid", "bonus"), [
    ("rulings-audit41/assault-attacker-survives-damage-below-its-combat-might.yaml", "charger",
     "RB 807.1.c"),
    ("rulings-audit42/shield-defender-survives-damage-equal-to-its-printed-might.yaml", "shield",
     "RB 814.1.c"),
])
def test_survival_is_said_by_why_the_damage_was_not_lethal(name: str, oid: str,
                                                           bonus: str) -> None:
    """"Does the Charger survive?" of an attacker dealt 3 at Might 3 + Assault 2, and of a
    Shield defender dealt its printed Might: Yes, because the damage was not lethal against the
    Might its designation raised (RB 142.4.b and the keyword's rule), not because the combat
    cleanup later healed it (it led with RB 466.1.a.1)."""
    lead = leads_of(ROOT / "riftbound" / name)[0]
    assert lead.subject.id == oid and lead.verdict == "Yes"
    assert lead.citations[:2] == ("RB 142.4.b", bonus)
    assert "not lethal" in lead.sentence
