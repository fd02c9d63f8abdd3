""""Does Rampage resolve after Bob declares blockers?" of a Rampage that resolved at step 12, in
the declare attack step, before any block (FOW 803.7), was "Yes": the Yes read that it resolved
and left out the order its clause asks, a confident wrong answer. A part that ends on a "before"
or "after" clause naming a moment of the turn's structure judge does not place (a step, a phase,
a block, the battle before it begins) now has no Yes or No (moments.order_unplaced); a clause
judge places (an item resolving, the combat's end) or one that opens the part keeps its Yes."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

#: Mad Knight attacks; its Rampage resolves at step 12, the Sentinel is destroyed at step 14,
#: the declare block step begins at step 17 and the battle ends at step 32.
RAMPAGE = "force-of-will/battle/r07-attack-trigger-resolves-before-blocks.yaml"
#: The file's own sentence before its question: which of Bob's two Stone Sentinels it asks of.
SAID_BEFORE = "Alice's Mad Knight attacks; its attack ability targets Bob's Sentinel."


@pytest.mark.parametrize("asked", [
    "Does Rampage resolve after Bob declares blockers?",
    "Is the Sentinel destroyed after the declare block step?",
    "Does Rampage resolve before the battle?",
])
def test_an_order_with_an_unplaced_moment_has_no_yes(asked: str) -> None:
    lead = first_lead_asked(RAMPAGE, f"= {SAID_BEFORE} {asked}", then="resolve")
    assert lead.verdict == "", lead.sentence
    assert " at step 1" in lead.sentence, lead.sentence  # the fact itself, dated, is still said


@pytest.mark.parametrize("asked", [
    "After Bob declines to block, is the Sentinel destroyed?",
    "Is the Sentinel destroyed after Rampage resolves?",
    "Is the Sentinel destroyed after the combat?",
])
def test_a_placed_or_opening_clause_keeps_its_yes(asked: str) -> None:
    lead = first_lead_asked(RAMPAGE, f"= {SAID_BEFORE} {asked}", then="resolve")
    assert lead.verdict == "Yes", lead.sentence


@pytest.mark.parametrize(("asked", "verdict", "said"), [
    # an opening "before" clause is read as the same clause ending the part (asked_clause
    # leaves it out of what the readers read): both were a confident wrong "Yes"
    ("Before Rampage resolves, is the Sentinel destroyed?", "No",
     "only after Rampage (knight.rampage) resolves at step 12"),
    ("Before Rampage resolves, does Bob lose life?", "No",
     "only after Rampage (knight.rampage) resolves at step 12"),
    ("Before Rampage resolves, is the Knight rested?", "Yes",
     "before Rampage (knight.rampage) resolves at step 12"),
    ("Before the battle, is the Sentinel destroyed?", "", "at step 14"),
])
def test_an_opening_before_clause_is_read(asked: str, verdict: str, said: str) -> None:
    lead = first_lead_asked(RAMPAGE, f"= {SAID_BEFORE} {asked}", then="resolve")
    assert lead.verdict == verdict, lead.sentence
    assert said in lead.sentence, lead.sentence
