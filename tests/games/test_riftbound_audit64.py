"""Riftbound audit 64: rules of the play chapters no bundled scenario cited, each ruled from the
rules first and asked as a judge would ask it, with and without its `expect:` block (a judge's
own file has none): an attack or defend trigger whose other requirement fails as the unit gets
its designation does not trigger in that combat, though it holds later (RB 383.4.e.2.b,
RB 383.4.f.2.b); and audit 63's leftovers: "Is Alice required to play a unit?" of Call to Arms
gave no Yes or No, and "May she decline to pay?" of Tithe's "pay [2] to draw 2" was read as
whether she may play Tithe (RB 444.2.b)."""

from __future__ import annotations

import pytest

from ..helpers import first_lead_asked

AUDIT = "riftbound/rulings-audit64"
TITHE = ("riftbound/rulings-audit22/cost-within-instructions-declined-though-payable-buys-"
         "nothing.yaml")


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked", "start", "rule"), [
    ("defend-trigger-requirement-read-as-it-defends", None,
     "No — Sentinel (sentinel)'s Brace does not trigger: ", "RB 383.4.f.2.b"),
    ("defend-trigger-requirement-read-as-it-defends", "Does Bob draw a card?",
     "No — bob does not draw: Sentinel (sentinel)'s Brace does not trigger: ", "RB 383.4.f.2.b"),
    ("attack-trigger-requirement-read-as-it-attacks", None,
     "No — Vanguard (vanguard)'s Charge does not trigger: ", "RB 383.4.e.2.b"),
])
def test_a_combat_trigger_requirement_is_read_as_the_designation_is_given(
        name: str, asked: str | None, start: str, rule: str, expect: bool) -> None:
    """"When I defend, if you have one or fewer cards in hand": two cards in hand as it
    defends, one after a spell played in the combat: it does not trigger in that combat (RB
    383.4.f.2.b; RB 383.4.e.2.b of an attack trigger). The ruling was right but cited only
    the general "if" of a trigger condition (RB 383.2.a.1), not the rule that decides it."""
    lead = first_lead_asked(f"{AUDIT}/{name}.yaml", asked, expect=expect)
    assert lead.sentence.startswith(start), lead.sentence
    assert lead.citations[:2] == (rule, "RB 383.2.a.1"), lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    None,
    "May Alice decline to pay?",
    "Can she refuse to pay the 2?",
    "Could Alice refuse it?",
])
def test_a_payment_within_instructions_may_be_declined(asked: str | None, expect: bool) -> None:
    """"May she decline to pay, and what happens then?" of Tithe's "pay [2] to draw 2", Alice
    with 3 Energy, declined: Yes, by the resolution where she declined (RB 444.2.b), not "Yes —
    Action 1 (alice plays Tithe) is allowed" (whether she may play the spell, not asked)."""
    lead = first_lead_asked(TITHE, asked, expect=expect)
    assert lead.sentence.startswith("Yes — alice may decline it: at step 4, Tithe (tithe) "
                                    "resolves: alice declines to pay 2 Energy"), lead.sentence
    assert lead.citations[0] == "RB 444.2.b", lead.citations


@pytest.mark.parametrize("asked", ["May Alice decline to block?", "Can Alice play Tithe?"])
def test_a_declined_payment_answers_only_of_paying(asked: str) -> None:
    """The declined payment says nothing of another deed declined ("decline to block", no
    instruction it bought) nor of the play itself ("decline to draw", the draw it bought, is
    answered by audit 65)."""
    lead = first_lead_asked(TITHE, asked)
    assert "declines to pay" not in lead.sentence.split(":")[0], lead.sentence
    assert not lead.sentence.startswith("Yes — alice may decline it"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [None, "May Alice activate Signal?"])
def test_an_ability_usable_only_at_a_battlefield_is_refused_in_base(asked: str | None,
                                                                    expect: bool) -> None:
    """"Use this ability only while I'm at a battlefield", its unit in base: refused by RB
    377.2.b (an activated ability's limit on when it is used must hold to activate it), not by
    RB 727.1.b.2 (an ability dependent on a Level condition), which it cited."""
    lead = first_lead_asked(f"{AUDIT}/ability-usable-only-at-a-battlefield-refused-in-base.yaml",
                            asked, expect=expect)
    assert lead.sentence.startswith("No — Action 1 (alice activates Scout Captain's Signal) is "
                                    "rejected at step 1"), lead.sentence
    assert lead.citations == ("RB 377.2.b",), lead.citations
