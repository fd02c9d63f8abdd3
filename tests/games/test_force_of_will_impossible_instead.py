"""FOW 910.2d: a replacement whose instead cannot be done replaces the event all the same, and
neither happens. The rule process that did not destroy the card said "a replacement effect
applied instead", as if what it would do instead had happened (audit 59's leftover)."""

from __future__ import annotations

from ..helpers import leads_of

MANDATORY = ("force-of-will/rulings-audit59/"
             "mandatory-instead-that-cannot-be-paid-neither-happens.yaml")


def test_an_impossible_instead_is_said_to_make_neither_happen() -> None:
    lead = leads_of(MANDATORY)[0]
    assert lead.sentence.startswith("No — Phoenix Golem (golem) is still on the field"), lead
    assert "replaced that with what cannot be done, so neither happens" in lead.sentence
    assert "applied instead" not in lead.sentence
    assert lead.citations[0] == "FOW 910.2d"
