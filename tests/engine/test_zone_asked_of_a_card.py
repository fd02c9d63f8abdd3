""""Is Fall Back in Alice's trash?" was "No — alice has 0 Energy" and "Is Fall Back in the trash?"
had no Yes: the word "Fall" of the card's name was read as the verb of a destruction asked (a
card never in play is neither destroyed nor spared). "Is Holy Volley in Alice's graveyard?" of a
Volley that did not result was "No" by its item, which did nothing of what it says: where its
card is, its card's fact says. Found by a probe asking bundled rulings where their cards end."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

FALL_BACK = "riftbound/rulings/first-card-moving-its-source-to-base-does-not-trigger.yaml"
VOLLEY = "vandaria-wars/rulings-audit27/every-target-illegal-asked-in-indonesian.yaml"


@pytest.mark.parametrize("asked", ["Is Fall Back in the trash?", "Is Fall Back in Alice's trash?"])
def test_a_verb_inside_a_card_name_is_not_asked(asked: str) -> None:
    lead = first_lead_asked(FALL_BACK, f"= {asked}")
    assert lead.sentence.startswith("Yes — Fall Back (back) ends in alice's trash"), lead.sentence


@pytest.mark.parametrize("asked", ["Is Holy Volley in the graveyard?",
                                   "Is Holy Volley in Alice's graveyard?"])
def test_a_card_that_did_not_result_is_not_said_elsewhere(asked: str) -> None:
    lead = first_lead_asked(VOLLEY, f"= {asked}")
    assert lead.verdict != "No", lead.sentence
