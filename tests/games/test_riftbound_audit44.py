"""Riftbound audit 44: audit 43's "found, not fixed" (a game key read at the end of the ruling
whatever moment the question's time clause named, the side-damage No said as another unit's
fact, an assignment breaking two rules refused by one), then the chain, priority and focus, and
the keywords at their edges."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import facts_of as ruling_facts
from ..helpers import file_without_expect, leads_of

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit44"



@pytest.mark.parametrize(("name", "said", "verdict", "cite"), [
    ("focus-once-the-bolt-has-resolved.yaml", "Bob holds focus once step 10 is over", "",
     "RB 340.2.a"),
    ("priority-once-the-bolt-has-resolved.yaml", "Bob holds priority once step 10 is over", "",
     "RB 335.1"),
    ("showdown-not-over-once-the-bolt-has-resolved.yaml",
     "No — a combat is in progress at bf-a", "No", "RB 340.2.a"),
])
@pytest.mark.parametrize("expect", [True, False])
def test_a_game_key_is_read_at_the_moment_the_time_clause_names(
        name: str, said: str, verdict: str, cite: str, expect: bool, tmp_path: Path) -> None:
    """"Who has focus once the Bolt has resolved?": Bob (focus passed as the chain emptied, RB
    340.2.a), not "Nobody holds focus" as the ruling ends (the showdown ended later); "Who has
    priority ...?" Bob, not Alice at the end; "Is the showdown over ...?" No, not "Yes — no
    showdown is in progress" by the step that ended the combat."""
    path = AUDIT / name if expect else file_without_expect(AUDIT / name, tmp_path)
    lead = leads_of(path)[0]
    assert lead.sentence.startswith(said) and lead.verdict == verdict
    assert lead.citations[0] == cite


def test_a_wh_part_after_a_time_clause_asks_the_key(tmp_path: Path) -> None:
    """"Once the Bolt has resolved, who has focus?": a wh-question after its time clause (it was
    read as a yes/no question, and led with the Bolt's place in the trash)."""
    text = (AUDIT / "focus-once-the-bolt-has-resolved.yaml").read_text(encoding="utf-8")
    path = tmp_path / "asked.yaml"
    path.write_text(text.split("\nexpect:")[0].replace(
        "Who has focus once the Bolt has resolved?",
        "Once the Bolt has resolved, who has focus?") + "\n")
    lead = leads_of(path)[0]
    assert lead.sentence.startswith("Bob holds focus once step 10 is over")
    assert lead.verdict == ""


def test_a_moment_judge_does_not_place_is_not_answered_as_the_end(tmp_path: Path) -> None:
    """"Who draws when it resolves, and who gets priority before anyone draws?": "before anyone
    draws" is a moment judge does not place, and the file's other part names one it does:
    Alice's priority as the ruling ends (after the ability resolved) is said as such, not as who
    got priority before it resolved. (The bundled file's "before it does" is placed since audit
    47: the same "it" as the part before, tests/games/test_riftbound_audit47.py.)"""
    text = (ROOT / "riftbound/card-text/ability-taken-on-the-chain-is-its-takers.yaml"
            ).read_text(encoding="utf-8")
    path = tmp_path / "asked.yaml"
    path.write_text(text.replace("who gets priority before it does?",
                                 "who gets priority before anyone draws?"))
    leads = leads_of(path)
    held = next(f for f in leads if f.subject.kind == "priority")
    assert "that is as the ruling ends" in held.sentence and held.verdict == ""


@pytest.mark.parametrize("asked", [
    "Does the Charger's Assault add to Alice's combat damage?",
    "Does the stunned Charger deal combat damage?",
])
def test_the_side_damage_no_is_the_fact_of_the_unit_it_speaks_of(asked: str,
                                                                 tmp_path: Path) -> None:
    """"No — Raging Charger (charger) adds nothing to alice's damage" is the Charger's fact:
    it was given as the fact of the Oak Shieldbearer (the other unit the question's file
    checks), whose own fate then went unsaid."""
    text = (ROOT / "riftbound/rulings-audit43/stunned-attackers-assault-adds-nothing.yaml"
            ).read_text(encoding="utf-8")
    path = tmp_path / "asked.yaml"
    path.write_text(text.replace("Does the Charger's Assault add to Alice's combat damage?",
                                 asked))
    lead = leads_of(path)[0]
    assert lead.subject.id == "charger" and lead.verdict == "No"
    assert lead.citations == ("RB 423.1.b",)
    facts = [f for f in ruling_facts(path) if f.subject.id == "shield"]
    assert facts and "is killed" in facts[0].sentence


def test_an_assignment_breaking_the_tank_order_and_overkill_cites_both() -> None:
    """"2 to the Guard (a Tank needing 3) and 4 to the Archer (2 Might)": the Archer is assigned
    damage before the Tank has lethal (RB 815.1.b), which decides, and more than its lethal
    while the Guard can still take damage (RB 465.2.c.4), cited next; it was refused by RB
    465.2.c.4 alone."""
    lead = leads_of(AUDIT / "overkill-to-the-backline-before-the-tank-breaks-both-rules.yaml")[0]
    assert lead.verdict == "No"
    assert lead.citations[:2] == ("RB 815.1.b", "RB 465.2.c.4")
    assert "before the Tank unit Shield Guard (guard) has lethal damage; besides" in lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_does_she_still_hold_focus_is_answered_by_the_focus(expect: bool,
                                                           tmp_path: Path) -> None:
    """"Does Alice still hold focus?" once the chain she started in the showdown emptied: No,
    Bob holds it (RB 340.2.a), said by the focus, not "No — alice has 0 Energy" (her own fact,
    without `expect:`) nor with no Yes or No (with it)."""
    name = AUDIT / "she-does-not-keep-focus-once-her-chain-empties.yaml"
    lead = leads_of(name if expect else file_without_expect(name, tmp_path))[0]
    assert (lead.subject.kind, lead.subject.id) == ("game", "focus")
    assert lead.verdict == "No" and lead.citations[0] == "RB 340.2.a"


@pytest.mark.parametrize("expect", [True, False])
def test_is_the_chain_closed_reads_the_games_state(expect: bool, tmp_path: Path) -> None:
    """"Is the chain closed?" while Bob's Bolt waits in the showdown: Yes, the game is in the
    Showdown Closed state (RB 310.4); it had no Yes or No (the chain's items, or the Squire's
    move, led)."""
    name = AUDIT / "chain-closed-while-the-bolt-waits-in-the-showdown.yaml"
    leads = leads_of(name if expect else file_without_expect(name, tmp_path))
    assert (leads[0].subject.kind, leads[0].subject.id) == ("game", "state")
    assert leads[0].verdict == "Yes" and leads[0].citations[0] == "RB 310.4"
    assert leads[1].subject.kind == "priority" and leads[1].value == "bob"


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Is the chain open?", "No"),
    ("Is the game in a Neutral state?", "No"),
    ("Is it Showdown Open?", "No"),
    ("Is it Showdown Closed?", "Yes"),
])
def test_each_word_of_the_state_asked_is_read(asked: str, verdict: str, tmp_path: Path) -> None:
    """Every word of a state a yes/no question says is read against the state (RB 310): "Is it
    Showdown Open?" is No in Showdown Closed, though it is a showdown."""
    text = (AUDIT / "chain-closed-while-the-bolt-waits-in-the-showdown.yaml").read_text(
        encoding="utf-8")
    path = tmp_path / "asked.yaml"
    path.write_text(text.split("\nexpect:")[0].replace(
        "Is the chain closed, and who has\n  priority?", asked) + "\n")
    lead = leads_of(path)[0]
    assert lead.subject.id == "state" and lead.verdict == verdict


@pytest.mark.parametrize("expect", [True, False])
def test_equip_onto_an_enemy_unit_is_refused_by_equips_rule(expect: bool,
                                                           tmp_path: Path) -> None:
    """Equip to Bob's Stone Warden: No, by Equip's own rule (a unit you control, RB 818.1.c.2),
    not by the general rule of target restrictions alone (RB 355.9.b)."""
    name = AUDIT / "equip-refused-on-an-enemy-unit-by-equips-own-rule.yaml"
    lead = leads_of(name if expect else file_without_expect(name, tmp_path))[0]
    assert lead.verdict == "No" and lead.citations[0] == "RB 818.1.c.2"


def test_legion_is_not_satisfied_by_the_opponents_card() -> None:
    """Pinned as right: Bob's Spark Bolt played on Alice's turn is no card she played, so her
    Legion Footman costs its full 3 and is refused with 1 Energy (RB 812.1.c)."""
    lead = leads_of(AUDIT / "legion-not-satisfied-by-the-opponents-card-on-her-turn.yaml")[0]
    assert lead.verdict == "No" and lead.citations[0] == "RB 812.1.c"
    assert "which does not hold" in lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_control_once_the_bolt_has_resolved_is_bobs_by_the_showdown_rule(
        expect: bool, tmp_path: Path) -> None:
    """"Does Alice control bf-a once the Bolt has resolved?": No, Bob still does, as control
    cannot change while the showdown is under way (RB 190.4.b), said by the ruling's note, not
    by the Bolt's own rule (the moment's step, which changed nothing of it)."""
    name = AUDIT / "control-unchanged-once-the-bolt-has-resolved-in-the-showdown.yaml"
    lead = leads_of(name if expect else file_without_expect(name, tmp_path))[0]
    assert (lead.subject.kind, lead.subject.id) == ("game", "control")
    assert lead.verdict == "No" and lead.citations[0] == "RB 190.4.b"
    assert "still controls it" in lead.sentence


def test_who_controls_the_battlefield_once_the_bolt_has_resolved(tmp_path: Path) -> None:
    """"Who controls bf-a once the Bolt has resolved?" leads with the game's control (Bob then,
    RB 190.4.b), not the battlefield's own fact as the ruling ends ("controlled by alice, at
    step 21"); "Who controls the Stone Warden ...?" of a unit is not asked of it."""
    text = (AUDIT / "control-unchanged-once-the-bolt-has-resolved-in-the-showdown.yaml"
            ).read_text(encoding="utf-8")
    path = tmp_path / "asked.yaml"
    path.write_text(text.split("\nexpect:")[0].replace(
        "Does Alice control bf-a once the Bolt has resolved?",
        "Who controls bf-a once the Bolt has resolved?") + "\n")
    lead = leads_of(path)[0]
    assert (lead.subject.kind, lead.subject.id) == ("game", "control")
    assert lead.sentence.startswith("Bob controls bf-a once step 10 is over")
    assert lead.citations[0] == "RB 190.4.b"


def test_who_controls_a_unit_is_not_asked_of_the_battlefields(tmp_path: Path) -> None:
    """"Who controls the Warden?" without `expect:` asks of the unit, not of the game's control
    of battlefields ("No battlefield is controlled" led it while "who controls" was read as the
    key whatever it named)."""
    path = tmp_path / "seized.yaml"
    path.write_text((ROOT / "riftbound/rulings-audit41/seized-unit-changes-control-by-a-layer-"
                     "one-effect.yaml").read_text(encoding="utf-8").split("\nexpect:")[0] + "\n")
    lead = leads_of(path)[0]
    assert lead.subject.id == "warden" and "is controlled by alice" in lead.sentence
