""""Does her Order Captain stay in play?" after the Order card that met its faction requirement
left led with "Yes — Order Captain is still on the field", citing nothing: no step touched it.
Vandaria Wars now notes why, with the rule: under VW HP.16 `on-summon` the requirement is read
only as a card is summoned, so it stays though no longer met; under `continuous` it was read
again and is still met (another Order card). The lead takes the note and its rules."""

from __future__ import annotations

from .leads import leads


def test_a_requirement_checked_only_on_summoning_says_why_the_card_stays() -> None:
    lead = leads("vandaria-wars/requirements/requirements-checked-only-on-summoning.yaml")[0]
    assert lead.subject.id == "captain" and lead.verdict == "Yes", lead.sentence
    assert "checked only as a card is summoned" in lead.sentence
    assert lead.citations[:1] == ("VW HP.16",), lead.citations


def test_a_requirement_checked_again_and_still_met_says_so() -> None:
    lead = leads("vandaria-wars/rulings-audit24/"
                 "faction-rechecked-met-by-another-card-of-it-policy.yaml")[0]
    assert lead.verdict == "Yes" and "still meets its requirements" in lead.sentence, \
        lead.sentence
    assert lead.citations[:1] == ("VW HP.16",), lead.citations
