"""Riftbound audit 63: rules of the play chapters no bundled scenario cited, each ruled from the
rules first and asked as a judge would ask it, with and without its `expect:` block (a judge's
own file has none): a trigger with a legal target cannot be declined (RB 402.4.b), a "you may"
one can (RB 402.1), exhausting an exhausted unit or readying a ready one does nothing to trigger
on (RB 414.1.c, RB 415.1.c), "kill all units at a battlefield" targets no unit
(RB 355.10.b), a player orders the replacements of their own draw (RB 372.1); and audit 61's
"Must Alice play Stone Warden?", which led with her Energy."""

from __future__ import annotations

import pytest

from ..helpers import first_lead_asked, leads_of

AUDIT = "riftbound/rulings-audit63"
MUST = f"{AUDIT}/trigger-with-a-legal-target-cannot-be-declined.yaml"
MAY = f"{AUDIT}/you-may-trigger-can-be-declined.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    None,
    "May she decline to deal the 2 damage?",
    "Can Alice refuse to deal the damage?",
    "Could she opt out of dealing it?",
])
def test_a_trigger_with_a_legal_target_cannot_be_declined(asked: str | None,
                                                          expect: bool) -> None:
    """"May she decline to deal the 2 damage?" of Hot Shot's "When you play me, deal 2 to a
    unit", her own Squire the only other unit: No, a trigger that is no "you may" one must
    choose a legal target where there is one (RB 402.4.b). It was read as whether she may play
    the Hot Shot: a confident "Yes — Action 1 (alice plays Hot Shot) is allowed"."""
    lead = first_lead_asked(MUST, asked, expect=expect)
    assert lead.sentence.startswith("No — alice may not decline it: "), lead.sentence
    assert "targeting Trainee Squire (squire)" in lead.sentence, lead.sentence
    assert lead.citations[0] == "RB 402.4.b", lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [None, "Can Alice refuse it?"])
def test_a_you_may_trigger_can_be_declined(asked: str | None, expect: bool) -> None:
    """The same of "When you play me, you may deal 2 to a unit", declined: Yes, a "you may"
    trigger is accepted or declined as it is put on the chain (RB 402.1), told by the step
    that declined it, which put no item on the chain."""
    lead = first_lead_asked(MAY, asked, expect=expect)
    assert lead.sentence.startswith("Yes — alice may decline it: "), lead.sentence
    assert lead.citations[0] == "RB 402.1", lead.citations


def test_a_may_question_of_a_play_is_still_the_play() -> None:
    """"Can she play it?" of the same file asks of the play, not of the trigger."""
    lead = first_lead_asked(MUST, "Can Alice play Hot Shot?")
    assert lead.sentence.startswith("Yes — Action 1 (alice plays Hot Shot) is allowed"), \
        lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "start", "rule"), [
    ("exhausting-an-exhausted-unit-triggers-nothing",
     "No — no ability of Tripwire (trip) triggers: ", "RB 414.1.c"),
    ("readying-a-ready-unit-triggers-nothing",
     "No — alice does not draw: no ability of Rally Horn (horn) triggers: ", "RB 415.1.c"),
])
def test_left_as_it_was_it_does_not_become_so(name: str, start: str, rule: str,
                                               expect: bool) -> None:
    """An exhausted unit exhausted again, a ready unit readied again: nothing happens (RB
    414.1.c, RB 415.1.c), so the trigger waiting for it becoming so does not trigger; the
    lead said so with no rule, and a readying cited no rule at all."""
    lead = first_lead_asked(f"{AUDIT}/{name}.yaml", expect=expect)
    assert lead.sentence.startswith(start), lead.sentence
    assert "so it does not become" in lead.sentence, lead.sentence
    assert lead.citations[0] == rule, lead.citations


def test_the_same_state_rule_is_cited_only_where_a_trigger_waits() -> None:
    """Last Stand's "heal it, exhaust it, recall it" of an exhausted unit: no trigger waits
    for it becoming exhausted, so RB 414.1.c decides nothing and the recall (RB 458.1) still
    tells where it ends; Force of Will's rested-again Owl keeps FOW 104.3."""
    recalled = leads_of("riftbound/rulings-audit52/unit-recalled-to-the-base-it-left-is-"
                        "recalled.yaml")[0]
    assert recalled.citations == ("RB 370.1.b", "RB 458.1"), recalled.citations
    owl = leads_of("force-of-will/rulings/rest-again-does-not-trigger.yaml")[0]
    assert owl.citations == ("FOW 104.3",), owl.citations


@pytest.mark.parametrize("expect", [True, False])
def test_kill_all_units_at_a_battlefield_targets_no_unit(expect: bool) -> None:
    """Cave-In ("kill all units at a battlefield") on bf-a kills Bob's Ruin Stalker, which
    Alice's spells cannot choose: the battlefield is its target, no unit is (RB 355.10.b), not
    the rule of objects picked by characteristics alone (RB 355.10.d.1)."""
    lead = first_lead_asked(f"{AUDIT}/kill-all-units-at-a-battlefield-targets-no-unit.yaml",
                            expect=expect)
    assert lead.sentence.startswith("Yes — Ruin Stalker (stalker) is killed"), lead.sentence
    assert lead.citations[0] == "RB 355.10.b", lead.citations


def test_every_unit_picked_by_characteristics_keeps_its_rule() -> None:
    """"Stun each enemy unit" chooses no battlefield: its untargetable unit is still told by
    RB 355.10.d.1."""
    lead = leads_of("riftbound/rulings/untargetable-unit-hit-by-an-each-effect.yaml")[0]
    assert lead.citations[0] == "RB 355.10.d.1", lead.citations



@pytest.mark.parametrize("expect", [True, False])
def test_a_player_orders_the_replacements_of_their_own_draw(expect: bool) -> None:
    """Alice's Lucky Charm and Bob's Hex Totem both replace Alice's draw: she, the player acted
    on, orders them (RB 372.1), not the controller of an object (RB 372, which it cited
    alone); with the Charm first she gains the point and the Totem has nothing to replace."""
    lead = first_lead_asked(f"{AUDIT}/player-orders-the-replacements-of-their-own-draw.yaml",
                            expect=expect)
    assert lead.sentence.startswith("Yes — alice has "), lead.sentence
    assert "3 points (from 2)" in lead.sentence, lead.sentence
    assert "alice orders them" in lead.sentence, lead.sentence
    assert lead.citations == ("RB 370.1.b", "RB 372.1"), lead.citations
