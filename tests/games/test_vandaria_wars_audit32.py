"""Vandaria Wars, audit 32: audit 31's leftovers, and the filter key `other: true` ("another
Follower", "other Followers you control": not the card whose skill it is) in continuous skills,
triggers, targets and counts; continuous skills, of which the guide says nothing, read under
the house policy VW HP.56 (scenarios/vandaria-wars/rulings-audit32)."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import lead_asked_anew as asked
from ..helpers import lead_of as lead
from ..helpers import resolved_json as ruled

ROOT = Path(__file__).resolve().parents[2]
AUDIT = ROOT / "scenarios" / "vandaria-wars" / "rulings-audit32"


def test_a_continuous_skill_answer_cites_the_house_policy_for_continuous_skills() -> None:
    """"What is the Militia's ATK?" under "Other Followers you control get +1 ATK", with no
    action, cited no rule at all: the guide has none for continuous skills, and the answer now
    cites judge's reading of them, VW HP.56."""
    data = ruled(AUDIT / "other-followers-get-the-bonus-not-the-captain.yaml")
    facts = {f["fact"].split(" has ")[0]: f for f in data["answer"]}
    militia = facts["Sample Militia (militia)"]
    assert "+1 ATK from Banner of Banner Captain (captain)" in militia["fact"], militia
    assert militia["citations"] == ["VW HP.56"], militia
    # the default reads no policy where no card with one is exhausted
    assert "static.exhausted" not in data.get("policies", {}), data.get("policies")


def test_an_exhausted_captain_under_while_ready_says_why_its_skill_is_off() -> None:
    """VW HP.56 `while-ready`: a note names the skill that is off and the policy."""
    findings = ruled(AUDIT / "exhausted-captain-gives-no-bonus-policy.yaml")["findings"]
    notes = [f for f in findings if "does not apply while its card is exhausted" in f["message"]]
    assert len(notes) == 1, findings
    assert notes[0]["citations"] == ["VW HP.56"], notes


@pytest.mark.parametrize("path", [
    AUDIT / "count-of-other-followers-read-as-it-results.yaml",
    ROOT / "scenarios" / "riftbound" / "other" / "other-friendly-units-not-the-captain.yaml",
])
def test_a_count_of_other_objects_says_other(path: Path) -> None:
    """The count "read now" said "the number of your followers = 1" of a count that leaves out
    the card itself (two Followers of Alice's in play, the Warlord one of them): a misleading
    sentence, in every game. It says "your other followers" now."""
    said = " ".join(s["summary"] for s in ruled(path)["steps"])
    assert "(read now: the number of your other " in said, said


def test_another_follower_refused_as_its_own_target_says_other() -> None:
    """The Drillmaster refused as its own skill's target was "not a legal target (follower)",
    though it is a Follower; the reason names "other" now."""
    fact = lead(ruled(AUDIT / "another-follower-target-cannot-be-itself.yaml"))
    assert "Drillmaster (drill) is not a legal target (other follower)" in fact["fact"], fact
    assert fact["citations"] == ["VW HP.30"], fact


def test_a_card_whose_hp_bonus_left_with_the_captain_is_destroyed_before_priority() -> None:
    """The Captain giving "+1 HP" destroyed as the register resulted, the Militia it kept alive
    was destroyed only after priority had been given (a state check after the step "bob
    receives priority"), where VW HP.7 checks before priority is given: the check is made again
    as long as it changes something."""
    steps = ruled(AUDIT / "captain-destroyed-its-hp-bonus-gone-the-militia-destroyed.yaml")[
        "steps"]
    kinds = [(s["kind"], s["summary"]) for s in steps]
    militia = next(i for i, (k, s) in enumerate(kinds)
                   if k == "state_check" and s.startswith("Sample Militia"))
    priority = next(i for i, (k, s) in enumerate(kinds) if "receives priority" in s)
    assert militia < priority, kinds


@pytest.mark.parametrize(("question", "lead"), [
    ("Does the Banner Captain get +1 ATK?", "No — Banner Captain (captain) has ATK 2: "),
    ("What is the Captain's ATK?", "Banner Captain (captain) has ATK 2: "),
    ("Berapa ATK Banner Captain?", "Banner Captain (captain) has ATK 2: "),
])
def test_the_captain_says_its_own_other_skill_leaves_it_out(question: str, lead: str,
                                                            tmp_path: Path) -> None:
    """The Captain with "Other Followers you control get +1 ATK" was "No — Banner Captain has
    ATK 2 HP 3." citing nothing: that its own skill covers only the others says why, under the
    rule by which it applies (VW HP.56; FOW 904.1 in Force of Will, RB 364 in Riftbound: the
    same answer, Resolver.left_out_by_its_own)."""
    fact = asked(AUDIT / "other-followers-get-the-bonus-not-the-captain.yaml", question, tmp_path)
    assert fact["fact"] == lead + "its own Banner covers only the others.", fact["fact"]
    assert fact["citations"] == ["VW HP.56"], fact


@pytest.mark.parametrize("name", ["battle-damage-taken-led-by-the-damage-not-the-destruction",
                                  "battle-damage-taken-asked-in-indonesian"])
def test_take_damage_from_the_attacker_is_led_by_the_damage_dealt(name: str) -> None:
    """Audit 31's leftover: "Does the Trader take damage from the Militia?" led with the state
    check's destruction (VW HP.7), not the battle damage that was dealt (VW REG.9.a); with the
    Militia's strike-back damage in the ruling it led with the Militia's damage, the card
    named after "from", a confident wrong lead."""
    fact = lead(ruled(AUDIT / f"{name}.yaml"))
    assert fact["fact"] == ("Yes — Trader Male (trader) is dealt 2 damage by Battle damage "
                            "(combat) at step 5, and is destroyed at step 6."), fact["fact"]
    assert "VW REG.9.a" in fact["citations"], fact


def test_a_ban_on_relic_skills_is_said_in_the_games_words() -> None:
    """Audit 31's leftover: the step said "players cannot activate abilities of an opponent's
    relic"; a Vandaria Wars skill is used (VW REG.1.b)."""
    steps = ruled(AUDIT / "relic-skill-refused-after-the-ban-said-in-the-games-words.yaml")[
        "steps"]
    said = " ".join(s["summary"] for s in steps)
    assert "players cannot use skills of an opponent's relic (until end of turn)" in said, said
    assert "activate" not in said, said


def test_indonesian_where_and_two_questions_in_one_sentence_are_read() -> None:
    from judge.engine.asked import in_english

    names = ["Squire", "Peer", "Bob", "Alice"]
    assert in_english("Di mana Squire?", names) == "Where is Squire?"
    assert in_english("Squire ada di mana?", names) == "Where is Squire?"
    assert in_english("Ke mana Squire pergi?", names) == "Where does Squire go?"
    assert in_english("Di mana Squire milik Bob?", names) == "Where is Bob's Squire?"
    assert in_english("Apakah Peer result, dan apakah Bob menarik kartu?", names) == \
        "Does Peer result, and does Bob draw?"


def test_two_indonesian_questions_in_one_sentence_each_lead() -> None:
    facts = ruled(AUDIT / "two-questions-in-one-indonesian-sentence-both-answered.yaml")[
        "answer"]
    assert facts[0]["fact"].startswith("Yes — Peer (lens.peer) results at step 11"), facts[0]
    assert facts[1]["fact"].startswith("Yes — bob draws 1 card"), facts[1]


def test_where_is_the_squire_in_indonesian_is_answered_as_in_english() -> None:
    fact = lead(ruled(AUDIT / "where-is-the-squire-asked-in-indonesian.yaml"))
    assert fact["fact"].startswith("Phoenix Squire (squire) is still on the field: at step 7"), \
        fact["fact"]
    assert fact["citations"] == ["VW OV.1", "VW HP.55"], fact
