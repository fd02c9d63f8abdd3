""""Does she still control bf-a?" of an empty battlefield while the chain holds an item led with
"Yes — alice controls bf-a", citing nothing, though a note says why (RB 323.6, RB 309.1: the
control check runs only in an Open state). The lead now carries that note and its rules; a note
no longer true at the end (a unit of hers played there later) is not taken."""

from __future__ import annotations

import pytest

from .leads import leads


@pytest.mark.parametrize("path", [
    "riftbound/cleanup/control-kept-while-the-chain-is-open.yaml",
    "riftbound/rulings/empty-battlefield-kept-while-the-chain-holds-an-item.yaml"])
def test_control_kept_while_the_chain_holds_an_item_says_why(path: str) -> None:
    lead = leads(path)[0]
    assert lead.verdict == "Yes" and "still controls it" in lead.sentence, lead.sentence
    assert lead.citations == ("RB 323.6", "RB 309.1")


def test_a_note_no_longer_true_at_the_end_is_not_the_reason() -> None:
    found = leads("riftbound/rulings/deathknell-plays-a-unit-where-its-unit-died.yaml")
    assert not any("still controls it" in f.sentence for f in found)


@pytest.mark.parametrize("path", [
    "riftbound/cleanup/bounced-contester-no-conquer.yaml",
    "riftbound/cleanup/v13-bounced-contester-stays-contested.yaml"])
def test_control_no_step_changed_is_dated_by_the_step_that_says_so(path: str) -> None:
    """"Who controls bf-b?" after its showdown ended with nobody's units there: the step that
    says control does not change (RB 348.2.a), where it led with "bf-b is uncontrolled"."""
    lead = leads(path)[0]
    assert "control does not change" in lead.sentence and "RB 348.2.a" in lead.citations
