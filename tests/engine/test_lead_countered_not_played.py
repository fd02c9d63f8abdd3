""""Does the Scholar trigger?" ("when you play a spell") of a spell Bob countered led with No
citing nothing. A countered card was never played (RB 419.4.a.1): the step that countered it
cites that rule, and the answer names it as why."""

from __future__ import annotations

from .leads import leads

COUNTERED = "riftbound/chain/countered-spell-no-play-trigger.yaml"


def test_a_play_trigger_of_a_countered_spell_names_the_counter() -> None:
    lead = leads(COUNTERED)[0]
    assert lead.subject.id == "scholar" and lead.verdict == "No", lead.sentence
    assert "counters Heavy Blow" in lead.sentence and "RB 419.4.a.1" in lead.citations
