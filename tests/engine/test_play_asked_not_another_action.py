""""Can Alice play Ward?" of a ruling where she played the Ward and later assigned combat damage
that was refused (RB: the Tank unit first) was "No — Action 7 (alice assigns combat damage) is
rejected": a refusal of an action that plays nothing answered whether she can play a card (found
by a probe asking "Can <player> play <card>?" of the plays of 200 bundled rulings, this one
wrong). Such an action says nothing of it now; asked of itself, its No stays."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

WARD = "riftbound/rulings-audit9/v13-prevention-counts-in-the-lethal-assigned.yaml"


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Can Alice play Ward?", ""),
    ("Can Alice assign 3 damage to the Guard?", "No"),
])
def test_a_refused_assignment_says_nothing_of_a_play(asked: str, verdict: str) -> None:
    lead = first_lead_asked(WARD, f"= {asked}")
    assert lead.verdict == verdict, lead.sentence
