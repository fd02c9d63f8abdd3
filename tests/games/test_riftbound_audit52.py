"""Riftbound audit 52: audit 51's leftovers (a state asked "in the combat", the rule behind an
allowed move, "she" after a sentence beginning with Bob) and "which units ...?" questions
(scenarios/riftbound/rulings-audit52/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import file_without_expect, leads_asked, leads_of

SCENARIOS = Path(__file__).parents[2] / "scenarios"
AUDIT = SCENARIOS / "riftbound/rulings-audit52"
GUARD = AUDIT / "might-asked-in-the-combat-is-its-attacking-might.yaml"
GUARD_NAME = "riftbound/rulings-audit52/might-asked-in-the-combat-is-its-attacking-might.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_might_asked_in_the_combat_is_its_might_as_its_damage_is_dealt(
        expect: bool, tmp_path: Path) -> None:
    """"What is the Guard's Might in the combat?" of a Guard with Assault 1 that attacked: 3
    while it was an attacker (RB 807.1.c, RB 807.1.d), as the combat damage was dealt; it was
    answered with the 2 it has once the designations are removed (RB 466.7.a), a confident
    wrong number. The combat is placed at the step its damage was dealt."""
    leads = leads_of(GUARD if expect else file_without_expect(GUARD, tmp_path))
    assert leads[0].subject.id == "guard"
    assert "has Might 3 (it had Might 2) once step 15 is over (combat damage is dealt " \
        "simultaneously" in leads[0].sentence
    assert "has Might 2" not in leads[0].sentence.split("; later,")[0]
    # what Assault gives (RB 807.1.c) decided it, then being an attacker (RB 807.1.d)
    assert leads[0].citations[:1] == ("RB 807.1.c",) and "RB 807.1.d" in leads[0].citations


@pytest.mark.parametrize("asked", ["What is the Guard's Might during combat?",
                                   "What is the Guard's Might in the combat damage step?"])
def test_might_asked_during_combat_in_other_words(asked: str) -> None:
    leads = leads_asked(GUARD_NAME, asked, expect=False)
    assert "has Might 3" in leads[0].sentence and leads[0].subject.id == "guard"


def test_might_asked_during_the_showdown_is_said_unplaced_with_no_number_as_then() -> None:
    """A showdown is no moment judge places (a state may change within it): the Might as the
    ruling ends is said as such, not as the Might then."""
    leads = leads_asked(GUARD_NAME, "What is the Guard's Might during the showdown?",
                        expect=False)
    assert leads[0].subject.id == "guard" and not leads[0].verdict
    assert "judge does not place the moment" in leads[0].sentence
    assert "changed during the ruling" in leads[0].sentence


RECALLED = AUDIT / "unit-recalled-to-the-base-it-left-is-recalled.yaml"
RECALLED_NAME = "riftbound/rulings-audit52/unit-recalled-to-the-base-it-left-is-recalled.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_unit_recalled_to_the_base_it_left_is_recalled(expect: bool, tmp_path: Path) -> None:
    """"Is her Warden recalled?" of a Warden that moved from her base to attack and was
    recalled there instead of dying (RB 370.1.b): it started and ends in her base, which was
    read as never sent there: "No" with `expect:`, and without it "No — Stone Warden (bw) is
    killed" (the other Warden's fate, its zone fact not said): confident wrong Noes."""
    leads = leads_of(RECALLED if expect else file_without_expect(RECALLED, tmp_path))
    assert leads[0].verdict == "Yes" and leads[0].subject.id == "aw"
    assert leads[0].citations[0] == "RB 370.1.b"


@pytest.mark.parametrize("expect", [True, False])
def test_which_units_are_recalled_is_asked_of_each_unit(expect: bool) -> None:
    """"Which units are recalled?" led Last Stand's resolution (with `expect:`) or the
    battlefield left to nobody (without it): now Alice's Warden."""
    leads = leads_asked(RECALLED_NAME, "Which units are recalled?", expect=expect)
    assert leads[0].subject.id == "aw" and "ends in alice's base" in leads[0].sentence


@pytest.mark.parametrize("asked", ["Which units die?", "ยูนิตไหนตาย", "Which units go to the trash?"])
def test_which_units_names_no_battlefield_nor_spell(asked: str) -> None:
    """"Which units die?" without `expect:` listed Sunken Plaza (a battlefield, whose control
    changed) among them, "Which units go to the trash?" Last Stand (a spell): a card of another
    type than the word the question names is none of them."""
    leads = leads_asked(RECALLED_NAME, asked, expect=False)
    assert leads[0].subject.id == "bw"
    assert not any(f.subject.id in ("bf-a", "stand") for f in leads)
