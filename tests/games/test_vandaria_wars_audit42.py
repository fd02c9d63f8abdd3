"""Vandaria Wars, audit 42: audit 41's leftovers (War Rite aimed at the Follower sacrificed for
it: the lead cites VW HP.30, whose other option would have refused that target) and the
register's edges asked in Indonesian (scenarios/vandaria-wars/rulings-audit42)."""
from __future__ import annotations

from pathlib import Path

from ..helpers import BUNDLED, lead_of, resolved_json, text_before_expect

AUDIT = BUNDLED / "vandaria-wars" / "rulings-audit42"
KORBANKAN = AUDIT / (
    "korbankan-sacrificed-target-asked-in-indonesian-cites-when-targets-are-chosen.yaml")
RECALLED = AUDIT / "gun-shot-target-recalled-in-answer-does-not-result-asked-in-indonesian.yaml"


def test_a_target_sacrificed_for_its_own_cost_cites_when_targets_are_chosen() -> None:
    """War Rite aimed at the Militia sacrificed for it does not result (VW REG.8.b); that the
    Militia could be chosen at all is VW HP.30's default (targets chosen before the costs are
    paid): its other option refuses that target. The lead cited VW REG.8.b alone and said only
    that the target had left play."""
    lead = lead_of(resolved_json(KORBANKAN))
    assert lead["fact"].startswith("No — War Rite (rite) does not result")
    assert "given up for its own cost, after being chosen as its target" in lead["fact"]
    assert lead["citations"][:2] == ["VW REG.8.b", "VW HP.30"]


def test_a_target_that_left_play_otherwise_does_not_cite_the_policy() -> None:
    """Gun Shot whose target Bob returned to his hand in answer: not given up for its cost, so
    VW HP.30 decides nothing and is not cited in the lead."""
    lead = lead_of(resolved_json(RECALLED))
    assert lead["fact"].startswith("No — Gun Shot (shot) does not result")
    assert "given up" not in lead["fact"]
    assert lead["citations"] == ["VW REG.8.b"]


def test_the_korbankan_lead_reads_the_same_without_expect(tmp_path: Path) -> None:
    """Without `expect:` the lead is the same sentence with the same rules."""
    path = tmp_path / "s.yaml"
    path.write_text(text_before_expect(KORBANKAN), encoding="utf-8")
    with_expect, without = lead_of(resolved_json(KORBANKAN)), lead_of(resolved_json(path))
    assert (without["fact"], without["citations"]) == (with_expect["fact"],
                                                       with_expect["citations"])
