"""Vandaria Wars, audit 42: audit 41's leftovers (War Rite aimed at the Follower sacrificed for
it: the lead cites VW HP.30, whose other option would have refused that target) and the
register's edges asked in Indonesian (scenarios/vandaria-wars/rulings-audit42)."""
from __future__ import annotations

from pathlib import Path

import pytest

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


EMBER = AUDIT / "ember-element-cost-not-paid-with-gold-asked-in-indonesian-with-an-aside.yaml"
ORDERS = AUDIT / "battle-orders-option-1-unaffordable-asked-in-indonesian-with-an-aside.yaml"


@pytest.mark.parametrize(("path", "start", "rule"), [
    (EMBER, "No — Action 1 (alice summons Ember) is rejected at step 1: alice cannot pay 1 "
            "element (has 0)", "VW REG.13.b"),
    # its Option-1's own cost refused it: that rule first (audit 47)
    (ORDERS, "No — Action 1 (alice summons Battle Orders) is rejected at step 1: alice cannot "
             "pay 2 gold (has 1)", "VW REG.14.b")])
@pytest.mark.parametrize("with_expect", [True, False])
def test_an_indonesian_question_with_an_aside_gets_its_no(tmp_path: Path, path: Path,
                                                          start: str, rule: str,
                                                          with_expect: bool) -> None:
    """"Bisakah Alice menggunakan Ember (biaya 1 element) ke Trader Male milik Bob?" and
    "Bisakah Alice men-summon Battle Orders dengan Option-1 (Bayar 1 gold: tarik 2 kartu)?"
    got no Yes or No: an aside in brackets was not read (and its colon cut the question in
    two), nor "Option-1", the card's own word for its choice (VW REG.14.b)."""
    if not with_expect:
        path = tmp_path / "s.yaml"
        path.write_text(text_before_expect(ORDERS if "orders" in start.casefold() else EMBER),
                        encoding="utf-8")
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith(start)
    assert lead["citations"][0] == rule


@pytest.mark.parametrize(("question", "english"), [
    ("Bisakah Alice menggunakan Ember (biaya 1 element) ke Trader Male milik Bob?",
     "Can Alice use Ember (cost 1 element) to Bob's Trader Male?"),
    ("Alice punya 1 gold. Bisakah Alice men-summon Battle Orders dengan Option-1 (Bayar 1 gold: "
     "tarik 2 kartu)?",
     "Alice punya 1 gold. Can Alice summon Battle Orders with Option-1 (pay 1 gold: draw 2 "
     "card)?"),
    ("Bisakah Alice men-summon Battle Orders dengan Option-1?",
     "Can Alice summon Battle Orders with Option-1?"),
    # the subject in brackets, read as before
    ("Bisakah (Alice) menggunakan Ember?", "Can Alice use Ember?"),
    # a negation in the aside, a word not known in it, an aside not closed: left as written
    # (never a Yes or No read past them)
    ("Bisakah Alice menggunakan Ember (tidak membayar element)?", None),
    ("Bisakah Alice menggunakan Ember (tanpa biaya)?", None),
    ("Bisakah Alice menggunakan Ember (biaya 1 element?", None)])
def test_an_aside_is_read_in_its_brackets(question: str, english: str | None) -> None:
    from judge.engine.asked import in_english

    names = ["Alice", "Bob", "Ember", "Trader Male", "Battle Orders"]
    assert in_english(question, names) == (question if english is None else english)
