""""Is it ready on Bob's turn?" with VW HP.1 switched to `none` led with "No — Sample Militia
is exhausted", citing nothing: nothing happened to it. The turn's start now notes that nothing
readies the turn player's cards, with the policy's rule, and the lead takes it."""

from __future__ import annotations

from .leads import leads


def test_cards_left_exhausted_by_the_policy_say_why() -> None:
    lead = leads("vandaria-wars/turn/cards-not-readied.yaml")[0]
    assert lead.subject.id == "militia" and lead.verdict == "No", lead.sentence
    assert "nothing readies bob's cards" in lead.sentence and "stays exhausted" in lead.sentence
    assert lead.citations == ("VW HP.1",), lead.citations
