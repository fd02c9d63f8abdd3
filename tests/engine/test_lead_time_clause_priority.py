""""What happens when she next gets priority?" led with "Bob holds priority", citing nothing:
the time clause ending the question says when it asks, not what (as it already did for a phase
or a turn named there). It leads with what happened: the order card's return (FOW 1208.1)."""

from __future__ import annotations

from .leads import leads

ORDER = "force-of-will/systems/order-card-ordering-nothing-returns.yaml"


def test_priority_named_in_a_closing_time_clause_is_not_what_is_asked() -> None:
    found = leads(ORDER)
    assert found[0].subject.id == "decree", found[0].sentence
    assert "FOW 1208.1" in found[0].citations
