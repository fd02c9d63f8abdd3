"""Vandaria Wars, audit 33: audit 32's leftovers (the leads of a continuous skill that stopped
reaching a card, of a triggered skill removed for want of a target, of "how much damage does
each deal?"), the two Vandaria Wars leads that cited no rule, and the guide's least pinned
systems: additional costs of every form, Option- modes, honor and faction, elements, Territory /
Relic / Rune, and questions asked in Indonesian (scenarios/vandaria-wars/rulings-audit33)."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import lead_of as lead
from ..helpers import resolved_json as ruled

ROOT = Path(__file__).resolve().parents[2]
AUDIT = ROOT / "scenarios" / "vandaria-wars" / "rulings-audit33"
VW = ROOT / "scenarios" / "vandaria-wars"


def test_each_gold_burst_says_what_it_dealt() -> None:
    """"How much damage does each deal?" of Gold Burst and its copy answered of the Trader
    alone (the original's target): each item now says what it dealt, the copy first (it
    resulted first, VW HP.20), each amount read as it resulted (VW REG.1.c)."""
    said = ruled(VW / "rulings-audit31" / "copy-of-gold-burst-reads-its-own-controllers-"
                 "gold.yaml")["answer"][:2]
    assert [f["fact"].split(" (read now")[0] for f in said] == [
        "Gold Burst (burst.copy) results at step 5: deals 3 damage to Sample Knight (knight)",
        "Gold Burst (burst) results at step 7: deals 1 damage to Trader Male (trader)"], said
    assert all("VW REG.1.c" in f["citations"] for f in said), said


@pytest.mark.parametrize("path", [
    VW / "rulings-audit32" / "enter-skill-another-follower-none-left-is-removed.yaml",
    AUDIT / "recruiter-with-no-target-asked-in-indonesian.yaml",
])
def test_a_stat_not_given_is_said_by_the_skill_removed(path: Path) -> None:
    """"Does the Recruiter get +1 ATK?" of one whose "another target Follower" skill was
    removed for want of a target led with its coming into play (VW REG.1.e): the removal says
    why, under the reading that removed it (VW HP.34)."""
    fact = lead(ruled(path))
    assert fact["fact"].startswith("No — Recruiter (recruiter) ends on the field"), fact
    assert "at step 7, Recruiter (recruiter)'s Rally triggered but has no legal target for " \
        "other follower: it is removed" in fact["fact"], fact
    assert fact["citations"][0] == "VW HP.34", fact


@pytest.mark.parametrize(("path", "went"), [
    (VW / "rulings-audit32" / "captain-destroyed-its-hp-bonus-gone-the-militia-destroyed.yaml",
     "went to alice's graveyard at step 7"),
    (AUDIT / "captain-recalled-the-damaged-militia-is-destroyed.yaml",
     "went to alice's hand at step 6"),
])
def test_a_card_destroyed_once_a_bonus_left_says_the_captain_left(path: Path,
                                                                   went: str) -> None:
    """The Militia destroyed once the Captain's "+1 HP" was gone led with the bare state check
    ("has damage at least HP: destroyed", VW HP.7, OV.2.a): it now says its HP fell because the
    Captain left, under VW HP.7 and the reading of continuous skills (VW HP.56)."""
    fact = lead(ruled(path))
    assert f"Shield Wall of Shield Captain (captain) no longer applies to it, as Shield " \
        f"Captain (captain) {went}, and its 2 damage is at least its HP 2" in fact["fact"], fact
    assert fact["citations"][:2] == ["VW HP.7", "VW HP.56"], fact


@pytest.mark.parametrize(("path", "why"), [
    (VW / "rulings-audit32" / "militia-taken-is-no-longer-one-of-the-captains.yaml",
     "as control changed at step 6"),
    (AUDIT / "captain-recalled-the-militias-atk-falls-by-the-continuous-skill.yaml",
     "as Banner Captain (captain) went to alice's hand at step 6"),
])
def test_a_stat_fallen_as_a_continuous_skill_stopped_leads_with_it(path: Path,
                                                                   why: str) -> None:
    """The Militia taken over, asked its ATK, led with the control change (VW OV.1) and did
    not say why its ATK fell: the Banner no longer reaches it, by VW HP.56 first."""
    fact = lead(ruled(path))
    assert f"Banner of Banner Captain (captain) no longer applies to it, {why}" in \
        fact["fact"], fact
    assert fact["citations"][0] == "VW HP.56", fact


@pytest.mark.parametrize(("name", "cites", "said"), [
    ("rulings-audit23/triggered-skill-cost-paid-as-it-triggers-before-gold-below-it-results.yaml",
     ["VW REG.14.a", "VW HP.33"],
     "Toll Warden (warden)'s Toll triggered but its cost cannot be paid"),
    ("rulings/job-lost-in-answer-no-bonus.yaml", ["VW REG.14.a", "VW REG.1.c"],
     "Rally the Ranks (rally) results: nothing happens: alice controls no knight follower now "
     "(job knight named as it was played)"),
])
def test_leads_that_cited_nothing_cite_what_decided(name: str, cites: list[str],
                                                    said: str) -> None:
    """Two Vandaria Wars leads cited no rule (tests/test_answer.py LEADS_CITING_NOTHING): "Is
    Bob's Outrider destroyed?" of a Toll whose cost could not be paid as it triggered, and "Does
    the Squire get +1 ATK?" of a Rally the Ranks that found no Follower of the job named. Each
    now says why by the step that did nothing, and cites the rules that decided it."""
    fact = lead(ruled(VW / name))
    assert said in fact["fact"], fact
    assert fact["citations"] == cites, fact


@pytest.mark.parametrize(("name", "first", "second"), [
    ("copy-of-gold-burst-each-asked-in-indonesian.yaml",
     "Gold Burst (burst.copy) results at step 5: deals 3 damage to Sample Knight (knight)",
     "Gold Burst (burst) results at step 7: deals 1 damage to Trader Male (trader)"),
    ("two-gun-shots-one-prevented-how-much-each-deals.yaml",
     "Gun Shot (shot2) results at step 12: deals 3 damage to Sample Militia (militia)",
     "Gun Shot (shot1) results at step 15: deals 3 damage to Trader Male (trader) (0 after "
     "prevention)"),
])
def test_what_each_deals_is_answered_of_each_item(name: str, first: str, second: str) -> None:
    """"Berapa damage yang diberikan masing-masing?" was left unread ("masing-masing", each,
    was no word the reader knew) and "How much damage does each Gun Shot deal?" (a name between
    "each" and "deal") answered of the Trader alone: each item now says what it dealt."""
    said = [f["fact"] for f in ruled(AUDIT / name)["answer"][:2]]
    assert said[0].startswith(first) and said[1].startswith(second), said


def test_each_in_a_yes_or_no_indonesian_question_is_left_unread() -> None:
    """"Apakah keduanya hancur?" (are both destroyed?) would ask one Yes or No of two cards:
    "each" and "both" are read only in a who, what or how-much question."""
    from judge.engine.asked import in_english

    assert in_english("Apakah keduanya hancur?", ["Bob"]) == "Apakah keduanya hancur?"
    assert in_english("Berapa damage yang diberikan masing-masing?", []) == \
        "How much damage does each deal?"


def test_a_card_destroyed_as_a_minus_hp_skill_came_into_play_says_so() -> None:
    """A Rune's "-1 HP" coming into play destroys a damaged Militia: the lead said only "has
    damage at least HP" (VW HP.7, OV.2.a); it now says which skill lowered its HP from when."""
    fact = lead(ruled(AUDIT / "rune-giving-minus-hp-comes-into-play-the-damaged-militia-is-"
                              "destroyed.yaml"))
    assert "Chill of Frost Sigil (sigil) applies to it from step 6, and its 1 damage is at " \
        "least its HP 1" in fact["fact"], fact
    assert fact["citations"][:2] == ["VW HP.7", "VW HP.56"], fact


@pytest.mark.parametrize(("name", "said"), [
    ("captain-taken-the-damaged-militia-is-destroyed.yaml", "as control changed at step 6"),
    ("militia-taken-loses-the-hp-bonus-and-is-destroyed-into-its-owners-graveyard.yaml",
     "as control changed at step 6"),
    ("relic-giving-hp-shattered-the-damaged-militia-is-destroyed.yaml",
     "as Bulwark Banner (banner) went to alice's graveyard at step 6"),
    ("captain-sacrificed-for-a-cost-the-damaged-militia-dies-before-the-action-results.yaml",
     "as Shield Captain (captain) went to alice's graveyard at step 2"),
])
def test_a_hp_bonus_gone_by_control_or_leaving_says_why(name: str, said: str) -> None:
    """The Militia taken from the Captain's side (its destruction was told as "when Seize
    results", the item the state check followed) and the Relic or Captain gone: each lead says
    the +1 HP no longer applies, and why."""
    fact = lead(ruled(AUDIT / name))
    assert f"no longer applies to it, {said}" in fact["fact"], fact
    assert fact["citations"][:2] == ["VW HP.7", "VW HP.56"], fact


def test_the_militia_dies_as_the_sacrifice_is_paid_not_when_the_action_results() -> None:
    """"Korbankan 1 Follower" is paid as Last Rites is registered (VW REG.14.a): the Captain's
    +1 HP is gone then, and the Militia is destroyed by the check made before priority is
    given (VW HP.7), with Last Rites still waiting in the register."""
    data = ruled(AUDIT / "captain-sacrificed-for-a-cost-the-damaged-militia-dies-before-the-"
                         "action-results.yaml")
    kinds = [s["kind"] for s in data["steps"]]
    assert kinds == ["play", "cost", "state_check"], kinds
    assert "rites" not in data["resolved"], data["resolved"]


def test_a_job_named_follower_taken_in_answer_is_answered_by_the_rally() -> None:
    """"Does the Squire get +1 ATK?" of the knight Bob took in answer led with the control
    change and cited nothing that decided the ATK: the Rally that found no knight of Alice's
    as it resulted says why (VW REG.14.a, REG.1.c)."""
    fact = lead(ruled(AUDIT / "job-named-follower-taken-in-answer-gets-nothing.yaml"))
    assert "at step 11, Rally the Ranks (rally) results: nothing happens: alice controls no " \
        "knight follower now (job knight named as it was played)" in fact["fact"], fact
    assert fact["citations"] == ["VW REG.14.a", "VW REG.1.c"], fact


def test_a_stat_a_waiting_runes_skill_would_change_says_it_waits() -> None:
    """"What is the Militia's ATK?" while Ember Totem ("Followers you control get +1 ATK")
    waits in the register cited nothing: the Totem still waiting says why (VW REG.1.c)."""
    fact = lead(ruled(AUDIT / "rune-giving-atk-waits-in-the-register-gives-nothing-yet.yaml"))
    assert fact["fact"] == "Sample Militia (militia) has ATK 2: Ember Totem (totem) is " \
        "still in the register, waiting to result.", fact
    assert fact["citations"] == ["VW REG.1.c"], fact


@pytest.mark.parametrize(("name", "lead_starts"), [
    ("option-hp-bonus-comes-too-late-for-the-militia-checked-after-each-item.yaml",
     "No — Sample Militia (militia) is destroyed at step 12: Shield Wall of Shield Captain "
     "(captain) no longer applies to it"),
    ("option-hp-bonus-in-time-for-the-militia-checked-after-the-register-policy.yaml",
     "Yes — Sample Militia (militia) is still on the field and has HP 3"),
])
def test_an_option_hp_bonus_against_the_captain_leaving_under_each_check(
        name: str, lead_starts: str) -> None:
    """Option-Brace (+1 HP, chosen on registering, VW REG.14.b) waits below the Recall that
    takes the Captain's +1 HP: checked after each item (VW HP.7) the Militia dies before Brace
    results; checked only after the register, Brace holds it."""
    assert lead(ruled(AUDIT / name))["fact"].startswith(lead_starts)


def test_a_copy_played_without_paying_cites_its_own_rule() -> None:
    """Once "How much damage does each deal?" led with what each Wild Surge dealt, the copy's
    "since this card was played without paying its cost" cited FOW 1017.3b (a copy counts as
    paid with zero will), a neighbour of the rule that decides it: FOW 1017.3a (a copy counts
    as played without paying its cost). Each filter key now cites its own rule."""
    fact = lead(ruled(ROOT / "scenarios" / "force-of-will" / "rulings-audit21" /
                      "copy-of-a-spell-counts-as-played-without-paying-its-cost.yaml"))
    assert fact["citations"] == ["FOW 903.2k-2", "FOW 1017.3a"], fact


def test_still_in_play_is_answered_yes_or_no() -> None:
    """"Is the Captain still in play?" of an Order Captain put into the graveyard by the
    re-check of VW HP.16 got no Yes or No: it is read as "stay in play" is."""
    fact = lead(ruled(AUDIT / "faction-rechecked-the-other-order-card-taken-policy.yaml"))
    assert fact["fact"].startswith("No — Order Captain (captain) ends in alice's graveyard"), fact
