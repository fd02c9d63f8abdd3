"""A trigger asked of a card by one of its abilities' names: the card the question names as
the ability's, and that ability's trigger. [Reincarnation] stacks the Phoenix on the Scout
(FOW 1161.2); only the top card is the entity and has the Scout's abilities (FOW 1045.2), and
only it triggers (FOW 1045.4a): its gained Scouting triggers, the Scout's own does not."""

from __future__ import annotations

from tests.helpers import first_lead_asked

RULING = "force-of-will/keywords/reincarnation-stacks-on-the-entering-card.yaml"


def test_the_ability_gained_by_the_card_named_triggers() -> None:
    # was "No — no ability of Scout of Dawn (scout) triggers": the ability's name found the
    # card whose own text has it (the Scout below), not the card the question names
    f = first_lead_asked(RULING, "= Does Phoenix of the Second Dawn's Scouting trigger?")
    assert f.verdict == "Yes"
    assert f.subject.id == "phoenix"
    assert "Scouting (phoenix.scouting) triggers" in str(f.sentence)  # not its Rebirth


def test_the_card_below_does_not_trigger() -> None:
    f = first_lead_asked(RULING, "= Does Scout of Dawn's Scouting trigger?")
    assert (f.verdict, f.subject.id) == ("No", "scout")


def test_the_cards_own_ability_asked_by_name() -> None:
    f = first_lead_asked(RULING, "= Does Phoenix of the Second Dawn's Rebirth trigger?")
    assert f.verdict == "Yes"
    assert "Rebirth (phoenix.rebirth) triggers" in str(f.sentence)
