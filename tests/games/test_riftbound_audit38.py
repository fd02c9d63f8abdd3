"""Riftbound audit 38: audit 37's "found, not fixed" (a Hunt that did not trigger, "Does Alice
predict?"), then the least pinned systems at their edges (cost discounts and their order,
split and Bonus Damage, the Expiration Step again, the mulligan, Legion, Repeat, the
multiplayer modes)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import leads_of

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit38"


@pytest.mark.parametrize(("name", "why"), [
    ("riftbound/rulings-audit21/hunt-unit-elsewhere-gains-nothing-for-a-conquer.yaml",
     "Hunt does not trigger for Trail Hound (hound): not at bf-b as alice conquers it"),
    ("riftbound/rulings-audit37/hunt-unit-killed-in-the-showdown-gains-no-xp.yaml",
     "Hunt does not trigger for Trail Hound (hound), which left bf-b before alice conquered "
     "it"),
])
def test_xp_not_gained_leads_with_why_hunt_did_not_trigger(name: str, why: str) -> None:
    """"Does Alice gain XP?" of a conquer her Hunt unit was not at (elsewhere, or killed in
    the showdown) led with the point she scored (RB 471.1): the note that Hunt did not
    trigger leads, with RB 383.4.c.2.a; a unit that left the battlefield has a note too."""
    lead = leads_of(ROOT / name)[0]
    assert lead.sentence.startswith("No — alice has ") and lead.sentence.endswith(why)
    assert lead.citations == ("RB 383.4.c.2.a",)
