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


def test_a_loss_trigger_when_a_grant_ends_names_the_end_of_turn() -> None:
    """"Does Grim Witness trigger?" ("whenever a resonator loses an ability") as an ability
    granted until end of turn ends: No, with the step that ended it and FOW 901.3 (a grant that
    ends is no loss); it cited nothing."""
    lead = leads("force-of-will/losing-abilities/a-grant-ending-is-not-losing.yaml")[0]
    assert lead.subject.id == "witness" and lead.verdict == "No", lead.sentence
    assert "FOW 901.3" in lead.citations


def test_a_play_trigger_of_a_card_put_into_the_field_names_the_put() -> None:
    """"Does Alice draw?" (Watchful Sentry: "whenever your opponent plays a resonator") of a
    resonator Call to Arms put into the field: No, with the step that put it and FOW 1041.1
    (put is not played); it cited nothing."""
    lead = leads("force-of-will/rulings/put-into-the-field-is-not-played.yaml")[0]
    assert lead.verdict == "No" and lead.citations == ("FOW 1041.1",), lead.sentence
