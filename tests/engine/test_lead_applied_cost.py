""""What does she pay?" and "Must she pay?" of a move an applied cost does not charge (RB 204.4)
led with "alice still has 1 Energy", citing nothing: no step said the cost was looked at. The
move now says why it costs nothing (a step), and the answer leads with that step and its rule."""

from __future__ import annotations

from .leads import assert_lead, leads


def test_one_unit_moved_pays_nothing_for_each_unit_beyond_the_first() -> None:
    assert_lead("riftbound/rulings-audit22b/applied-cost-one-unit-beyond-none-pays-nothing.yaml",
                "Alice pays nothing for the applied cost of Toll Keeper (keeper): it counts only "
                "the units moving beyond the first, and 1 moves", ("RB 204.4.a",))


def test_its_controller_pays_nothing_for_a_cost_of_its_opponents() -> None:
    path = "riftbound/rulings-audit23/controlled-battlefields-applied-cost-its-controller-pays-" \
           "nothing.yaml"
    first = leads(path)[0]
    assert first.verdict == "No", first.sentence
    assert "it is for alice's opponents only" in first.sentence, first.sentence
    assert "RB 204.4.a" in first.citations, first.citations
