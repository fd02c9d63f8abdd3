""""Does anything trigger?" of an ability that triggered and was removed at once for want of a
legal target (RB 402.4) is Yes, said by the step that removed it: judge answered "No - no ability
triggers" beside that very step, contradicting itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario_text, resolve
from judge.lookup.answer import one_line_answer

ROOT = Path(__file__).resolve().parents[2]
REMOVED = "riftbound/rulings-leads/a-trigger-removed-for-want-of-a-target-did-trigger.yaml"


def _text(path: str) -> str:
    return (ROOT / "scenarios" / path).read_text(encoding="utf-8")


@pytest.mark.parametrize("keep_initial", [True, False])  # False: as `judge resolve --json` does
def test_a_removed_trigger_did_trigger(keep_initial: bool) -> None:
    res = resolve(load_scenario_text(_text(REMOVED), REMOVED), keep_initial=keep_initial)
    lead = one_line_answer(res)
    assert lead.startswith("Yes — at step 5: Flame Herald (herald)'s Searing Welcome triggered but "
                           "has no legal target"), lead
    assert "(RB 402.4)" in lead


def test_nothing_triggering_is_still_no() -> None:
    text = _text(REMOVED).replace("when: {event: played, object: self}",
                                  "when: {event: destroyed, object: self}")
    res = resolve(load_scenario_text(text.replace("  cites: [RB 402.4]\n", ""), REMOVED))
    assert one_line_answer(res).startswith("No — no ability triggers"), one_line_answer(res)
