""""Does her Awaken Phase ready it?" of a unit whose own text forbids it led with "No — Stone
Sleeper is exhausted", citing nothing: the turn's ready step, which says it passed over the
unit and why, was no step the answer read for an object left as it was. It is now, with its
rules (RB 315.1.b, RB 054.1: the card's text beats the rules)."""

from __future__ import annotations

from .leads import leads


def test_the_awaken_ready_that_passed_over_the_unit_says_why() -> None:
    lead = leads("riftbound/card-text/cannot-ready-in-awaken.yaml")[0]
    assert lead.subject.id == "sleeper" and lead.verdict == "No", lead.sentence
    assert "cannot ready" in lead.sentence and "RB 054.1" in lead.citations
