"""Riftbound audit 59: audit 58's leftovers (a kill the Tank or Backline order decided told by
the cleanup alone) and new card-text probes."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import BUNDLED, facts_of, file_without_expect, leads_of

AUDIT = BUNDLED / "riftbound/rulings-audit59"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "rule"), [
    ("tank-order-decides-which-defender-dies", "RB 815.1.b"),
    ("backline-order-decides-which-defender-dies", "RB 826.3"),
])
def test_a_kill_the_order_decided_cites_it_beside_lethal(name: str, rule: str, expect: bool,
                                                         tmp_path: Path) -> None:
    """4 Might into a Tank (3) and a 2-Might unit, or 3 into a Backline unit (2) and a 2-Might
    unit: the order decided which unit took its lethal (either could have died), so the kill
    cites it, beside the lethal rule (RB 323.5), not the cleanup alone."""
    path = AUDIT / f"{name}.yaml"
    leads = leads_of(path if expect else file_without_expect(path, tmp_path))
    assert leads[0].sentence.startswith("Yes — "), leads[0].sentence
    assert leads[0].citations == (rule, "RB 323.5"), leads[0].citations


def test_the_order_is_not_cited_where_every_unit_got_its_lethal() -> None:
    """5 Might into a Tank (3) and a Backline unit (2): any legal order kills both, so the
    order decided nothing of the Rear Archer's death: its kill is told by the lethal rule."""
    leads = leads_of("riftbound/rulings-audit57/assault-kills-the-tank-then-the-backline-unit.yaml")
    assert leads[0].citations[0] == "RB 323.5", leads[0].citations
    assert not {"RB 815.1.b", "RB 826.3"} & set(leads[0].citations), leads[0].citations


def test_a_shield_tank_keeps_its_shield_and_lethal_rules() -> None:
    """A Tank whose lethal Shield raised (4): the Shield rule and the lethal rule tell its kill,
    the order is not put before them (audit 58's try made it worse)."""
    leads = leads_of(BUNDLED / "riftbound/rulings-audit28" /
                     "tank-with-shield-takes-its-shielded-might-first.yaml")
    golem = next(f for f in leads if f.sentence.startswith("Shield Golem"))
    assert golem.citations[:2] == ("RB 814.1.c", "RB 323.5"), golem.citations


@pytest.mark.parametrize("expect", [True, False])
def test_quick_draw_attach_is_told_by_quick_draw(expect: bool, tmp_path: Path) -> None:
    """"Does the Pistol attach?" of a Quick Pistol played onto a unit: its Quick-Draw trigger
    attached it (RB 819.1.d); it cited the Equipped state the attaching leaves (RB 818.3.b),
    which says what the unit is, not why the gear attached."""
    path = BUNDLED / "riftbound/rulings-audit37" / \
        "quick-draw-attaches-to-a-unit-you-control-but-do-not-own.yaml"
    leads = leads_of(path if expect else file_without_expect(path, tmp_path))
    assert leads[0].sentence.startswith("Yes — Quick Pistol (pistol)"), leads[0].sentence
    assert leads[0].citations[0] == "RB 819.1.d", leads[0].citations
    assert "RB 818.3.b" not in leads[0].citations, leads[0].citations


def test_quick_draw_pays_no_equip_cost() -> None:
    """Quick Pistol (1 Energy, Equip 2) played with 3 Energy: only its cost is paid (RB 357.1),
    2 Energy left; its Quick-Draw attaches it with no Equip cost (RB 819.1.d)."""
    leads = leads_of(AUDIT / "quick-draw-attaches-without-paying-equip.yaml")
    assert leads[0].sentence.startswith("Alice has 2 Energy (from 3)"), leads[0].sentence


@pytest.mark.parametrize("expect", [True, False])
def test_a_conquer_asked_of_another_battlefield_names_it(expect: bool, tmp_path: Path) -> None:
    """"Does she conquer bf-a?" of one who moved to and conquered bf-b was "No — alice has 1
    point (from 0), at step 15: alice scores 1 point for bf-b (conquer) ...": her points, which
    name bf-b, not bf-a, and the scoring rule (RB 471.1). The No names bf-a, told by the
    conquer she did make (RB 469.1), the battlefield asked of read from the part asked (the
    whole question names bf-b too)."""
    path = BUNDLED / "riftbound/rulings-audit58" / \
        "conquer-asked-of-the-battlefield-she-did-not-move-to.yaml"
    leads = leads_of(path if expect else file_without_expect(path, tmp_path))
    assert leads[0].sentence == "No — alice does not conquer bf-a: at step 14, alice conquers " \
        "bf-b", leads[0].sentence
    assert leads[0].citations[0] == "RB 469.1", leads[0].citations


@pytest.mark.parametrize("expect", [True, False])
def test_an_attached_card_that_moved_cites_where_it_went(expect: bool, tmp_path: Path) -> None:
    """A card attached to a unit elsewhere takes on the unit's location (RB 434.4), which no
    step cited: "Where is the Iron Blade?" of one equipped from the base onto a unit at bf-a,
    and a unit attached to one at a battlefield, were told by the attach alone. Said of the card
    that moved, not of the unit's Might (its bonus, RB 434.1.d)."""
    path = AUDIT / "equip-onto-a-unit-at-a-battlefield-takes-the-gear-there.yaml"
    facts = leads_of(path if expect else file_without_expect(path, tmp_path))
    assert facts[0].sentence.startswith("Iron Blade (blade) ends at Sunken Plaza (bf-a)"), \
        facts[0].sentence
    assert "RB 434.4" in facts[0].citations[:2], facts[0].citations
    unit = leads_of(BUNDLED / "riftbound/keywords/attach-a-unit-goes-to-its-top-most-card.yaml")
    assert unit[0].citations[0] == "RB 434.4", unit[0].citations


def test_the_units_might_is_not_told_by_where_the_gear_went() -> None:
    """The Squire's Might 4 is the Blade's Might Bonus (RB 434.1.d), not where the Blade went."""
    facts = facts_of(AUDIT / "equip-onto-a-unit-at-a-battlefield-takes-the-gear-there.yaml")
    might = next(f for f in facts if f.sentence.startswith("Trainee Squire (squire) has Might 4"))
    assert "RB 434.4" not in might.citations, might.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("name", [
    "rulings-audit57/repeat-paid-spell-triggers-when-you-play-once.yaml",
    "rulings-audit15/repeat-spell-sets-off-a-play-trigger-once.yaml",
])
def test_a_single_play_trigger_of_a_repeated_spell_cites_played_once(
        name: str, expect: bool, tmp_path: Path) -> None:
    """"How many cards does she draw?" of "when you play a spell, draw 1" that saw a spell whose
    Repeat ran its instructions twice: 1, as the spell was played once (RB 820.3.a), which
    decided it; it cited the draw alone (RB 413.2.b)."""
    path = BUNDLED / "riftbound" / name
    leads = leads_of(path if expect else file_without_expect(path, tmp_path))
    assert leads[0].sentence.startswith("Alice draws 1 card"), leads[0].sentence
    assert leads[0].citations == ("RB 820.3.a", "RB 413.2.b"), leads[0].citations


def test_tokens_a_repeated_spell_plays_are_each_a_play() -> None:
    """Its Repeat playing a token twice: each token is a play of its own (RB 820.1.d.1), so
    "when you play a unit, draw 1" draws 2; "played once" is not why."""
    facts = facts_of(BUNDLED / "riftbound/rulings-audit15" /
                     "repeat-plays-a-token-twice-each-one-a-play.yaml")
    drew = next(f for f in facts if f.sentence.startswith("Alice draws 2 cards"))
    assert "RB 820.3.a" not in drew.citations, drew.citations
