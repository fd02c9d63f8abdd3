"""Vandaria Wars, audit 34: audit 33's leftover ("Where does the Militia go?" of a card
destroyed said "is destroyed ..." without the zone asked), a where question read in Thai, and
the guide's least pinned systems: the battle (attackers and attacked taken in answer, the strike
back, Territories attacked), honor across a register, cancels (batalkan) of what an Action may
not cancel, and questions asked in Indonesian and Thai
(scenarios/vandaria-wars/rulings-audit34)."""
from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.asked import in_english

from ..helpers import lead_of as lead
from ..helpers import resolved_json as ruled

ROOT = Path(__file__).resolve().parents[2]
AUDIT = ROOT / "scenarios" / "vandaria-wars" / "rulings-audit34"


@pytest.mark.parametrize(("name", "zone"), [
    ("militia-taken-and-destroyed-where-does-it-go.yaml", "it ends in alice's graveyard"),
    ("trader-shot-where-does-it-go-asked-in-indonesian.yaml", "it ends in bob's graveyard"),
    ("trader-shot-where-does-it-go-asked-in-thai.yaml", "it ends in bob's graveyard"),
    ("fort-destroyed-where-does-it-go-asked-in-indonesian.yaml", "it ends in bob's graveyard"),
])
def test_where_a_destroyed_card_goes_names_the_zone(name: str, zone: str) -> None:
    """"Where does the Militia go?" of a card destroyed said "is destroyed ..." (and, of one
    taken, who owned it), not where it went: the graveyard went without saying. A where
    question of the card now has its zone said, the owner's graveyard (VW HP.7 still first)."""
    fact = lead(ruled(AUDIT / name))
    assert " is destroyed at step " in fact["fact"] and zone in fact["fact"], fact
    assert fact["citations"][0] == "VW HP.7", fact


def test_where_do_both_go_names_each_zone() -> None:
    """"Where do both go?" asks it of every card: each destroyed one says where it went."""
    said = ruled(AUDIT / "both-battlers-destroyed-where-do-both-go.yaml")["answer"][:2]
    assert [f["fact"].rsplit("; ", 1)[1] for f in said] == [
        "it ends in alice's graveyard.", "it ends in bob's graveyard."], said


@pytest.mark.parametrize("path", [
    ROOT / "scenarios" / "vandaria-wars" / "rulings-audit33" /
    "militia-taken-loses-the-hp-bonus-and-is-destroyed-into-its-owners-graveyard.yaml",
    ROOT / "scenarios" / "riftbound" / "rulings-audit28" /
    "combat-deathknell-targets-the-attacker-after-its-recall.yaml",
])
def test_a_card_not_asked_where_keeps_its_graveyard_unsaid(path: Path) -> None:
    """Not where the question does not ask where (Is the Militia destroyed?), nor where it asks
    where another card is ("Where is the Brute when the Deathknell hits it?" of the Acolyte)."""
    fact = lead(ruled(path))
    assert "ends in" not in fact["fact"], fact


@pytest.mark.parametrize(("thai", "english"), [
    ("Trader ไปที่ไหน", "Where does Trader go?"),
    ("Trader Male อยู่ที่ไหน", "Where is Trader Male?"),
    ("Squire อยู่ไหน", "Where is Squire?"),
    ("Squire ไปไหน", "Where does Squire go?"),
])
def test_a_thai_where_question_of_one_card_is_read(thai: str, english: str) -> None:
    """Thai asked "where" of no card ("Trader ไปที่ไหน" was left unread, and the answer was that
    of "is it destroyed?"): a where question of one named card is read, as Indonesian's is."""
    assert in_english(thai, ("Trader Male", "trader", "Squire", "squire")) == english


def test_a_thai_where_question_of_no_card_stays_unread() -> None:
    """"ใครไปที่ไหน" (who goes where) names no card: not read."""
    assert in_english("ใครไปที่ไหน", ("Trader Male",)) == "ใครไปที่ไหน?"


@pytest.mark.parametrize(("name", "rejected", "rule"), [
    ("dispel-cannot-cancel-a-follower-summon.yaml", "Sample Militia (militia) is not a legal "
     "target (action in register)", "VW HP.30"),
    ("dispel-cannot-cancel-a-triggered-skill-in-the-new-register.yaml", "Rebuke "
     "(warden.rebuke) is not a legal target (action in register)", "VW HP.30"),
])
def test_dispel_cancels_only_an_action(name: str, rejected: str, rule: str) -> None:
    """Sample Dispel cancels an Action in the register: not a Follower being summoned, nor a
    triggered skill waiting in the register it opened (VW REG.6.a)."""
    fact = lead(ruled(AUDIT / name))
    assert fact["fact"].startswith("No — ") and rejected in fact["fact"], fact
    assert fact["citations"] == [rule], fact


@pytest.mark.parametrize(("path", "said"), [
    (AUDIT / "rally-cry-finds-no-follower-says-the-group.yaml",
     "Rally Cry (cry) results: nothing happens: there are none of your followers now"),
    (ROOT / "scenarios" / "riftbound" / "rulings" / "combat-damage-kills-defenders-together.yaml",
     "Vigil (banner.vigil) resolves: nothing happens: there are none of your units now"),
])
def test_nothing_happens_names_the_empty_group(path: Path, said: str) -> None:
    """"Nothing happens" of one instruction over a group found empty as it resolves named the
    group only where a value was named for it (a job: audit 33); it now names any such group."""
    steps = [s["summary"] for s in ruled(path)["steps"]]
    assert any(said in s for s in steps), steps


@pytest.mark.parametrize("lang", ["thai", "indonesian"])
def test_the_locked_register_asked_in_thai_and_indonesian(lang: str) -> None:
    """"Rebuke result ไหม" / "Apakah Rebuke result?" is answered as "Does Rebuke result?" is:
    No, its target left the register before the register it triggered into opened (VW REG.8.b)."""
    english = lead(ruled(ROOT / "scenarios" / "vandaria-wars" / "rulings-audit27" /
                         "trigger-cannot-answer-an-action-below-it-in-the-locked-register.yaml"))
    asked = lead(ruled(AUDIT / f"rebuke-in-the-locked-register-asked-in-{lang}.yaml"))
    assert asked["fact"] == english["fact"], asked
    assert asked["fact"].startswith("No — Rebuke (warden.rebuke) does not result"), asked


@pytest.mark.parametrize(("name", "yes", "cites"), [
    ("honor-spent-stays-spent-into-her-next-turn-policy.yaml", False, ["VW REG.13.a", "VW HP.10"]),
    # (the second Paladin's 3 honor met again is VW HP.10 `threshold`'s: audit 44)
    ("honor-checked-not-spent-the-second-paladin-next-turn.yaml", True, ["VW REG.13.a",
                                                                        "VW HP.10"]),
])
def test_honor_across_a_turn(name: str, yes: bool, cites: list[str]) -> None:
    """Honor spent (VW HP.10 `spent`) is not back on the next turn (VW HP.53 touches only gold
    and element); honor checked, not spent (the default), is still there."""
    fact = lead(ruled(AUDIT / name))
    assert fact["fact"].startswith("Yes — " if yes else "No — "), fact
    assert fact["citations"] == cites, fact


@pytest.mark.parametrize(("path", "fell"), [
    (ROOT / "scenarios" / "vandaria-wars" / "rulings-audit33" /
     "captain-recalled-the-damaged-militia-is-destroyed.yaml", "from 3 to 2"),
    (ROOT / "scenarios" / "vandaria-wars" / "rulings-audit32" /
     "captain-destroyed-its-hp-bonus-gone-the-militia-destroyed.yaml", "from 3 to 2"),
    (ROOT / "scenarios" / "vandaria-wars" / "rulings-audit33" /
     "rune-giving-minus-hp-comes-into-play-the-damaged-militia-is-destroyed.yaml", "from 2 to 1"),
])
def test_the_state_check_says_the_hp_fell(path: Path, fell: str) -> None:
    """The state check's own step said only "has damage at least HP" of a card no new damage
    made lethal (audit 33's leftover): it now says its HP fell, as the check before read it
    (VW HP.7; the answer names the continuous skill, VW HP.56)."""
    steps = [s["summary"] for s in ruled(path)["steps"] if s["kind"] == "state_check"]
    assert f"Sample Militia (militia) has damage at least HP (its HP fell {fell} with no new " \
        "damage): destroyed" in steps, steps


def test_the_state_check_of_new_damage_says_no_fall() -> None:
    """Damage dealt since the check before decided it: the step is as it was."""
    steps = [s["summary"] for s in ruled(AUDIT / "trader-shot-where-does-it-go-asked-in-"
                                          "indonesian.yaml")["steps"]]
    assert "Trader Male (trader) has damage at least HP: destroyed" in steps, steps
