"""Riftbound audit 43: audit 42's "found, not fixed" (no damage from a stunned side said by the
damage step, a player's amount said by a trigger nobody asked of, "is mighty" in lower case), then
the chain and combat at their edges."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import facts_of, file_without_expect, leads_of

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit43"



@pytest.mark.parametrize(("name", "oid", "total"), [
    ("stunned-only-defender-deals-the-attacker-no-damage.yaml", "charger", "RB 465.2.b"),
    ("stunned-lone-attacker-deals-the-defender-no-damage.yaml", "golem", "RB 465.2.a"),
])
@pytest.mark.parametrize("expect", [True, False])
def test_no_damage_from_a_side_whose_units_are_stunned(name: str, oid: str, total: str,
                                                       expect: bool, tmp_path: Path) -> None:
    """"Does the Charger take damage?" of an attacker whose only defender is stunned (and the
    same of a defender whose only attacker is): No, because a stunned unit adds no Might to its
    side's damage (RB 423.1.b), said by the step that totals it. It was said by the damage step
    (RB 465.2.d), which dealt only the asked unit's own damage."""
    path = AUDIT / name if expect else file_without_expect(AUDIT / name, tmp_path)
    lead = leads_of(path)[0]
    assert lead.subject.id == oid and lead.verdict == "No"
    assert lead.citations == ("RB 423.1.b", total)
    assert "stunned: adds no Might" in lead.sentence


def test_a_player_amount_nobody_asked_is_not_said_by_an_untriggered_ability(
        tmp_path: Path) -> None:
    """"How much damage does the Warden take, and does it die?" of a Warden a repeated Jab
    killed, with no `expect:`: Bob's Energy, which the question does not ask, is not said with
    "no ability of Echoing Duelist triggers" (the Duelist's own trigger, never about to change
    it)."""
    bare = file_without_expect(
        ROOT / "riftbound/rulings-audit42/repeated-ability-gets-bonus-damage-each-time.yaml",
        tmp_path)
    facts = facts_of(bare)
    assert not any("no ability of" in f.sentence for f in facts)
    assert facts[0].subject.id == "warden" and facts[0].verdict == "Yes"


def test_mighty_is_written_as_the_rules_write_it() -> None:
    """"Is the Adept Mighty?": the state is written with a capital, as RB 708 writes it (it
    was "is mighty")."""
    lead = leads_of(ROOT / "riftbound/rulings-audit42/weaponmaster-blade-makes-the-adept-"
                    "mighty.yaml")[0]
    assert "and is Mighty" in lead.sentence and lead.citations[0] == "RB 708"


@pytest.mark.parametrize("asked", [
    "Does the Charger's Assault add to Alice's combat damage?",
    "Does the stunned Charger deal combat damage?",
])
def test_a_stunned_attackers_assault_adds_nothing(asked: str, tmp_path: Path) -> None:
    """Of a stunned Raging Charger (Assault 2) moved with a Stone Warden against a Shield
    defender: No, it adds nothing to Alice's damage, by RB 423.1.b alone. "... add to Alice's
    combat damage?" had no Yes or No (it led with Alice's Energy and points), and "deal combat
    damage" cited Bob's Shield (RB 814.1.c), a keyword of the other side, beside it."""
    name = AUDIT / "stunned-attackers-assault-adds-nothing.yaml"
    text = name.read_text(encoding="utf-8")
    path = tmp_path / "asked.yaml"
    path.write_text(text.replace("Does the Charger's Assault add to Alice's combat damage?",
                                 asked))
    lead = leads_of(path)[0]
    assert lead.verdict == "No" and lead.citations == ("RB 423.1.b",)
    assert lead.sentence.startswith("No — Raging Charger (charger) adds nothing to alice's")


def test_a_shield_tank_needs_its_lethal_with_shield_first() -> None:
    """Pinned as right: "2 to the Guard and 2 to the Archer" of a Tank with Shield 1 (3 while it
    defends) is refused, as the Tank is not yet assigned lethal (RB 815.1.b, RB 465.2.c.6)."""
    lead = leads_of(AUDIT / "shield-tank-needs-lethal-with-its-shield-before-the-backline.yaml")[0]
    assert lead.verdict == "No" and "needs 3" in lead.sentence
    assert lead.citations[:2] == ("RB 815.1.b", "RB 465.2.c.6")


def test_no_combat_damage_after_the_defender_died_in_the_showdown() -> None:
    """"Does her Squire take damage?" of an attacker whose only defender a Bolt killed in the
    showdown: No, by the step that says no combat damage was dealt (RB 465.1, one side had no
    units left there); it said "has no damage, as at the start" and cited nothing."""
    lead = leads_of(AUDIT / "defender-killed-in-the-showdown-no-combat-damage.yaml")[0]
    assert lead.subject.id == "squire" and lead.verdict == "No"
    assert "no combat damage at bf-a" in lead.sentence and lead.citations[0] == "RB 465.1"
