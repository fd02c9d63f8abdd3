"""Force of Will audit 29 (scenarios/force-of-will/rulings-audit29/): optional automatic
abilities of cards in hidden zones (906.6b), automatic objects whose card moved before they were
played (906.10), status automatic objects (906.9) and "this damage cannot be prevented" against
the prevention and replacement rules (910, 1018); what the scenarios' expect cannot pin."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import InputError
from judge.testing import run_file
from tests.helpers import ruling

AUDIT = Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit29"


def _text(name: str) -> str:
    return (AUDIT / name).read_text(encoding="utf-8")


def test_every_audit_scenario_passes() -> None:
    for path in sorted(AUDIT.glob("*.yaml")):
        result = run_file(str(path))
        assert result.status == "pass", result.line()


def test_a_trigger_card_moved_back_into_a_playable_zone_is_not_played() -> None:
    """FOW 906.10, 302.3: judge checked only that a triggered [Trigger] card was still in a zone
    it may be played from, so one returned from the standby area to the hand after triggering
    was played from the hand, "revealed from the hand when its condition was met"."""
    res = ruling(_text("trigger-card-moved-from-standby-to-hand-after-triggering-cannot-be-"
                       "played.yaml"))
    step = next(s for s in res.steps if "has moved since" in str(s.summary))
    assert "FOW 906.10" in step.citations
    assert not any("revealed" in str(s.summary) for s in res.steps), res.steps
    assert res.final["objects"]["ford"]["zone"] == "hand"


def test_this_card_is_the_card_as_it_triggered() -> None:
    """FOW 906.10, 302.3: an ability took its source as it was when put onto the chase, so a
    card a rule process destroyed between its triggering and its playing was still "this card"
    and was returned from the graveyard; a card its own trigger event moved still is."""
    res = ruling(_text("trigger-whose-card-was-destroyed-before-it-was-played-does-not-return-"
                       "it.yaml"))
    assert res.final["objects"]["imp"]["zone"] == "graveyard"
    res = ruling(_text("destroyed-trigger-returns-the-card-it-saw-destroyed.yaml"))
    assert res.final["objects"]["imp"]["zone"] == "hand"


def test_declining_a_public_cards_trigger_is_an_error() -> None:
    """FOW 906.6: only a hidden card's automatic ability may be declined; `decline` of a field
    card's is an error, and the message names the hidden-zone cards that may be declined."""
    text = _text("trigger-card-discarded-by-another-triggers-cost-cannot-be-played.yaml")
    bad = text.replace("  scribe.scrawl: {choices: {discard: [ford]}}",
                       "  scribe.scrawl: {choices: {discard: [ford]}, decline: true}")
    assert bad != text
    with pytest.raises(InputError, match=r"decline: never used.*\[Stealth\]"):
        ruling(bad)
