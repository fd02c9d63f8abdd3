"""Force of Will audit 78: rules of priority and the chase, battle, abilities and rule processes
(FOW 600-1300) that no bundled scenario cited, each ruled from the rules first and asked with and
without the `expect:` block (a judge's own file has none). Each test failed on the code before
its fix, unless it says it is a guard."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked, lead_asked_afresh

AUDIT = "force-of-will/rulings-audit78/"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "rule"), [
    ("after-a-block-the-turn-player-gets-priority.yaml", "FOW 804.6"),
    ("after-no-block-the-turn-player-gets-priority.yaml", "FOW 804.6"),
    ("after-an-attack-the-turn-player-gets-priority.yaml", "FOW 803.7"),
    ("beginning-of-battle-step-opens-with-the-turn-players-priority.yaml", "FOW 802.2"),
    ("declare-block-step-opens-with-the-turn-players-priority.yaml", "FOW 804.2"),
    ("after-battle-damage-the-turn-player-gets-priority.yaml", "FOW 806.3")])
def test_who_gets_priority_in_a_battle(name: str, rule: str, expect: bool) -> None:
    """The battle's priority sequences are given quietly (no step of their own): "Who gets
    priority after Bob blocks?" cited the pass before the block (605.1b), the beginning of
    battle step what triggers as it begins (802.1) or nothing, battle damage the step's opening
    (805.1, 806.1). The rule that gives the turn player priority there now leads."""
    lead = first_lead_asked(AUDIT + name, expect=expect)
    assert lead.sentence.startswith("Alice holds priority"), lead.sentence
    assert lead.citations == (rule,), lead.citations


def test_main_phase_priority_cites_its_own_rule() -> None:
    """Guard: the main phase's opening (504.1, 504.2) is answered by 504.2 alone, the rule that
    gives the turn player priority (audit 70's file)."""
    lead = lead_asked_afresh("force-of-will/rulings-audit70/main-phase-opens-with-the-turn-"
                             "players-priority.yaml", "Who gets priority in the main phase?")
    assert lead.sentence.startswith("Alice holds priority"), lead.sentence
    assert lead.citations == ("FOW 504.2",), lead.citations
