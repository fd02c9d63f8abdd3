"""Vandaria Wars, audit 45: audit 44's leftovers (a reach a job named left empty has words of
its own; a destruction by the damage of a skill whose source had left play cites VW REG.7) and
the guide's edges asked in Indonesian and Thai (scenarios/vandaria-wars/rulings-audit45)."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import BUNDLED, file_without_expect, lead_asked_anew, lead_of, resolved_json

VW = BUNDLED / "vandaria-wars"
AUDIT = VW / "rulings-audit45"
A44 = VW / "rulings-audit44"
RALLY = A44 / ("rally-names-knight-squire-made-a-priest-in-answer-gets-nothing-asked-in-"
               "indonesian.yaml")
ARCHER = A44 / "archer-recalled-before-its-skill-results-skill-still-results-asked-in-thai.yaml"


def test_a_reach_a_job_named_left_empty_says_so_behind_an_if_so() -> None:
    """Rally ("Pilih 1 tipe job. Jika demikian, Follower-Follower dengan job itu ... +1 ATK"),
    knight named, the Squire made a priest in answer: the lead said "Rally results: nothing
    happens", never why. Its instruction stood behind "Jika demikian" (an `if:`), so the
    words a reach left empty has were not found; now said, with the job named."""
    lead = lead_of(resolved_json(RALLY))
    assert lead["fact"] == ("No — Squire (squire) has ATK 1: at step 12, Rally (rally) results: "
                            "nothing happens: alice controls no knight follower now (job knight "
                            "named as it was played).")
    assert lead["citations"] == ["VW REG.14.a", "VW REG.1.c"]


@pytest.mark.parametrize(("path", "said"), [
    # no "if": said before, as "none of your (the chosen job) followers", never the job
    (VW / "rulings-audit25" / "job-named-that-no-follower-has-still-results.yaml",
     "nothing happens: alice controls no merchant follower now (job merchant named as it was "
     "played)"),
    # the only knight sacrificed for Blood Oath's own cost: "nothing happens" alone before
    (VW / "rulings-audit25" / "job-named-of-the-only-follower-sacrificed-reaches-none.yaml",
     "nothing happens: alice controls no knight follower now (job knight named as it was "
     "played)"),
])
def test_a_reach_a_job_named_left_empty_names_the_job(path: Path, said: str) -> None:
    assert said in lead_of(resolved_json(path))["fact"]


def test_a_condition_that_failed_says_so_not_that_the_reach_is_empty(tmp_path: Path) -> None:
    """An `if:` that does not hold says its own reason; the empty reach is not said for it."""
    text = RALLY.read_text(encoding="utf-8").split("\nexpect:")[0].replace(
        "if: {did: cost}", "if: {is: self, matches: {type: follower}}")
    path = tmp_path / "s.yaml"
    path.write_text(text + "\n", encoding="utf-8")
    fact = lead_of(resolved_json(path))["fact"]
    assert "controls no knight" not in fact


@pytest.mark.parametrize("path", [
    ARCHER,
    VW / "rulings-audit43" / "keg-sacrificed-for-its-own-skill-still-results-asked-in-thai.yaml",
    VW / "rulings-audit29" / "relic-skill-results-after-the-relic-is-shattered.yaml",
])
def test_a_kill_by_a_skill_whose_source_left_play_cites_that_it_still_results(
        path: Path) -> None:
    """The Archer returned to Alice's hand before its Arrow results: "Is the Outrider
    destroyed?" cited VW HP.7 alone, though the Arrow dealt its damage only because a skill
    does not depend on its source (VW REG.7). Now lethal damage first, then VW REG.7."""
    assert lead_of(resolved_json(path))["citations"] == ["VW HP.7", "VW REG.7"]


def test_a_skill_above_its_own_card_in_the_register_does_not_cite_its_source_gone() -> None:
    """Marksman's own Aim results above Marksman, still in the register: its source never was
    in play, so nothing left; the kill cites lethal damage alone."""
    path = VW / "rulings-audit23" / (
        "own-summon-skill-with-a-cost-and-a-target-chosen-as-it-is-registered.yaml")
    assert lead_of(resolved_json(path))["citations"] == ["VW HP.7"]


SECOND = A44 / "second-honor-action-same-turn-honor-not-spent-asked-in-thai.yaml"


@pytest.mark.parametrize(("question", "english"), [
    # the subject said once, before: "... แล้วใช้ ..." (and then uses ...)
    ("Alice มี honor 2 ใช้ Oath of Light (ต้องการ honor 2) ใส่ Trader Male แล้วใช้ Oath of "
     "Light ใบที่สอง ใส่ Sample Militia ได้ไหม",
     "Can Alice use the second Oath of Light on Sample Militia?"),
    ("Alice ใช้ Oath of Light ใส่ Trader Male แล้ว ใช้ Oath of Light ใบที่สอง ได้ไหม",
     "Can Alice use the second Oath of Light?"),
    # the one who acted last goes on: Bob
    ("Alice ใช้ Oath of Light ใส่ Trader Male แล้ว Bob ใช้ Sample Dispel แล้วใช้ Oath of Light "
     "ได้ไหม", "Can Bob use Oath of Light?"),
])
def test_a_thai_subject_left_out_after_then_is_the_one_that_acted(question: str,
                                                                   english: str) -> None:
    """Thai leaves out a subject said before: "... แล้วใช้ Oath of Light ใบที่สอง ... ได้ไหม"
    had no subject, so the question was left as written and got no Yes or No."""
    from judge.engine.asked import in_english

    names = ("Oath of Light", "Alice", "Bob", "Sample Militia", "Trader Male", "Sample Dispel")
    assert in_english(question, names) == english


def test_a_thai_subject_left_out_is_not_guessed() -> None:
    """What is asked was not done by the one who acted: the Trader survives, not Alice; left
    as written."""
    from judge.engine.asked import in_english

    question = "Alice ใช้ Oath of Light ใส่ Trader Male แล้วรอดไหม"
    assert in_english(question, ("Oath of Light", "Alice", "Trader Male")) == question + "?"


def test_a_thai_subject_left_out_gets_its_yes(tmp_path: Path) -> None:
    """Audit 44's second Oath asked with its subject left out had no Yes or No."""
    lead = lead_asked_anew(SECOND, "Alice มี honor 2 ใช้ Oath of Light (ต้องการ honor 2) ใส่ "
                           "Trader Male แล้วใช้ Oath of Light ใบที่สอง ใส่ Sample Militia ได้ไหม",
                           tmp_path)
    assert lead["fact"].startswith("Yes — Action 2 (alice summons Oath of Light) is allowed at "
                                   "step 3")
    # (audit 50: the requirement checked as it is summoned, VW REG.13.a, read under VW HP.10,
    # decided it, not that an Action may answer, VW REG.15.a)
    assert lead["citations"] == ["VW REG.13.a", "VW HP.10"]


RELIC = AUDIT / ("relic-skill-if-counting-relics-its-own-relic-shattered-in-answer-asked-in-"
                 "thai.yaml")


def test_an_if_not_met_as_it_results_leads_before_that_the_skill_results_at_all() -> None:
    """Radiance ("if you control a Relic, +2 ATK") results though Bob shattered its Altar, the
    only Relic (VW REG.7), and its "if" fails as it is read then (VW REG.1.c). The No cited VW
    REG.7 first, which says only that the skill results at all; what it did not do was decided
    by the condition read as it resulted."""
    lead = lead_of(resolved_json(RELIC))
    assert lead["fact"].startswith("No — Sample Militia (militia) has ATK 2: Radiance "
                                   "(altar.radiance) results: its stat change instruction does "
                                   "not happen: its condition (the number of your relics is at "
                                   "least 1) is not met, though its source Sun Altar (altar) is "
                                   "in alice's graveyard")
    assert lead["citations"] == ["VW REG.1.c", "VW REG.7"]


@pytest.mark.parametrize(("name", "fact", "cites"), [
    ("rune-skill-if-met-by-element-gained-at-once-mid-register-asked-in-indonesian.yaml",
     "Yes — Sample Militia (militia) is destroyed at step 9: Surge (well.surge) dealt it 2 "
     "damage at step 8 and its HP is 2.", ["VW HP.7"]),
    ("fort-dealt-battle-damage-trigger-opens-a-new-register-militia-destroyed-asked-in-thai.yaml",
     "Yes — Sample Militia (militia) is destroyed at step 13: Alarm Bolt (tower.alarm-bolt) "
     "dealt it 2 damage at step 12 and its HP is 2.", ["VW HP.7"]),
    ("follower-sacrificed-in-the-new-register-its-trigger-target-gone-asked-in-indonesian.yaml",
     "No — Vengeance (totem.vengeance) does not result at step 17: its target Sample Militia "
     "(militia) has left play (it is in alice's graveyard): it was given up for the cost of "
     "Last Rites (rites).", ["VW REG.8.b"]),  # (audit 46: why it left play)
    ("action-answers-own-gun-shot-subject-left-out-asked-in-thai.yaml",
     "Yes — Action 2 (alice summons Profit) is allowed at step 3: alice summons Profit (profit) "
     "into the register.", ["VW REG.15.a", "VW REG.12.b"]),
])
def test_the_probes_leads(name: str, fact: str, cites: list[str]) -> None:
    """Pinned: Spring's element, made at once while Surge waited (VW REG.10.b), meets Surge's
    "if" as it results (VW REG.1.c); the Fort's battle damage triggers the Tower into a new
    register (VW REG.6.a), which finishes the attacker; the Militia sacrificed in the new
    register takes Vengeance's target away (VW REG.14.a, REG.8.b); an Action on top of one's
    own Gun Shot, asked in Thai with the subject said once (VW REG.15.a)."""
    lead = lead_of(resolved_json(AUDIT / name))
    assert (lead["fact"], lead["citations"]) == (fact, cites)


def test_the_fort_is_dealt_its_damage_and_strikes_nothing_back() -> None:
    data = resolved_json(AUDIT / ("fort-dealt-battle-damage-trigger-opens-a-new-register-"
                                  "militia-destroyed-asked-in-thai.yaml"))
    battle = next(s for s in data["steps"] if s["summary"].startswith("Battle damage (combat)"))
    assert "Sample Fort (fort) is a Territory, and only an attacked Follower strikes back" in \
        battle["summary"]
    bolt = next(s for s in data["steps"] if "Alarm Bolt triggers" in s["summary"])
    assert bolt["citations"][0] == "VW REG.6.a"
    assert bolt["index"] > battle["index"]


@pytest.mark.parametrize("path", sorted(AUDIT.glob("*.yaml")), ids=lambda p: p.stem)
def test_each_lead_reads_the_same_without_expect(tmp_path: Path, path: Path) -> None:
    """What the file says, not what it expects, decides the answer."""
    without = lead_of(resolved_json(file_without_expect(path, tmp_path)))
    with_ = lead_of(resolved_json(path))
    assert (without["fact"], without["citations"]) == (with_["fact"], with_["citations"])
