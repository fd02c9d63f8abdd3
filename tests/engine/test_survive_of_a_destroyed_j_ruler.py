""""Does Lyra survive?" of a J-ruler destroyed by Flame Lance, back in the ruler area as its
ruler (FOW: a J-ruler put into a graveyard goes to the ruler area instead), was "Yes — Lyra,
Ember Queen (lyra) is destroyed at step 7": "survive" read whether its card ends on a board, and
the ruler area is one (found by a probe asking in Thai "Lyra รอดไหม" of bundled rulings). A card
destroyed did not survive, wherever its card is now; "Is Lyra destroyed?" keeps its Yes."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

LYRA = "force-of-will/rulings-audit13/j-ruler-returns-under-its-owners-control.yaml"


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does Lyra survive?", "No"),
    ("Is Lyra still alive?", "No"),
    ("Lyra รอดไหม", "No"),
    ("Is Lyra destroyed?", "Yes"),
])
def test_a_destroyed_j_ruler_did_not_survive(asked: str, verdict: str) -> None:
    lead = first_lead_asked(LYRA, f"= {asked}")
    assert lead.verdict == verdict, lead.sentence
    assert "is destroyed at step 7" in lead.sentence, lead.sentence
