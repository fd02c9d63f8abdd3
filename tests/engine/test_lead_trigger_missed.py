""""Does Alice lose 500 life?" of a Cursed Idol ("when this is destroyed, ...") that was banished
was answered "No — alice still has 4000 life: no ability of Cursed Idol triggers", with no reason
and no rule. An ability the question quotes that never triggered is now told with what happened
to its card instead, and that step's rule: the card was banished, not destroyed (FOW 1011.1), it
stayed rested rather than becoming rested (FOW 104.3), it had lost its abilities (FOW 909.1d), it
was attached again to the unit it was on (RB 434.1.h), or its attack was already checked in this
combat (RB 383.4.e.2.a); what kind of event it was leads the rules (RB 359.2.c: a unit played
to a battlefield enters it, it does not move there). A card nothing happened to keeps the plain
answer. "Her Sentry says ..., her Lookout ..., her Steward .... Which trigger?" was answered with
her points: it asks which of the cards the question names triggered."""

from __future__ import annotations

import pytest

from .leads import assert_lead, leads

NOT = "no ability of {} triggers: at step {}, "


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("force-of-will/rulings/banished-is-not-destroyed.yaml",
     "No — alice still has 4000 life: " + NOT.format("Cursed Idol (idol)", 3)
     + "Offering (offering) resolves: banishes Cursed Idol", ("FOW 1011.1",)),
    ("force-of-will/rulings/rest-again-is-not-becoming-rested.yaml",
     "No — bob still has 4000 life: " + NOT.format("Watchful Owl (owl)", 3)
     + "Sleep Dust (dust) resolves: Watchful Owl (owl) stays rested", ("FOW 104.3",)),
    ("force-of-will/losing-abilities/its-own-trigger-on-losing-is-lost-with-it.yaml",
     "No — bob still has 4000 life: " + NOT.format("Proud Mourner (mourner)", 5),
     ("FOW 909.1d",)),
    ("riftbound/rulings-audit15/reattaching-to-the-same-unit-does-nothing.yaml",
     "No — alice does not draw: " + NOT.format("Oath Blade (blade)", 5), ("RB 434.1.h",)),
    ("riftbound/rulings/attack-trigger-once-per-combat.yaml",
     "No — alice does not draw: " + NOT.format("Ardent Scout (scout)", 17),
     ("RB 383.4.e.2.a",)),
])
def test_the_step_that_happened_to_the_card_instead(path: str, said: str,
                                                     cites: tuple[str, ...]) -> None:
    assert_lead(path, said, cites)


def test_a_card_nothing_happened_to_keeps_the_plain_answer() -> None:
    # Watchful Sentry watches Bob's plays; nothing happens to the Sentry itself: no step of its
    # own is named, only the put that is no play (FOW 1041.1, test_lead_countered_not_played)
    first = leads("force-of-will/rulings/put-into-the-field-is-not-played.yaml")[0]
    assert first.sentence.rstrip(".") == \
        "No — alice does not draw: no ability of Watchful Sentry (sentry) triggers: at step 3, " \
        "Call to Arms (call) resolves: puts Ember Squire (squire) into the field"


def test_which_trigger_of_the_cards_the_question_names() -> None:
    first = leads("riftbound/rulings-audit9/hold-effects-of-units-present-or-of-the-player.yaml")
    assert [f.sentence.split(" triggers")[0] for f in first[:2]] == [
        "Watch (sentry.watch)", "Tithe (steward.tithe)"]


def test_which_trigger_joins_first_asks_the_order() -> None:
    first = leads("riftbound/chain/triggers-of-two-instructions-join-in-event-order.yaml")[0]
    assert "resolve in that order" in first.sentence, first.sentence


@pytest.mark.parametrize("expect", [True, False], ids=["with-expect", "without"])
@pytest.mark.parametrize("asked", [None, "Which of these triggers?", "Which of the two trigger?"])
def test_which_of_them_trigger_is_which_trigger(asked: str | None, expect: bool) -> None:
    # "Her Quartermaster (...) and her Outrider (...) are elsewhere. Which of them trigger?":
    # "them" is the cards the sentence before names; the part read with that sentence no longer
    # began with "which", and its lead was the card Supply drew, not Supply triggering
    from tests.helpers import first_lead_asked

    lead = first_lead_asked("riftbound/rulings-audit9/when-you-conquer-triggers-from-base.yaml",
                            asked, expect=expect)
    assert lead.sentence.startswith("Supply (qm.supply) triggers at step 13"), lead.sentence
