"""Vandaria Wars, audit 59: questions that got their Yes or No only with their `expect:` block
(a judge's own file has none), each asked again without it, in other words and in Indonesian:
"Does the Dispel she registered earlier result?" of an `ask:` naming the card, "Does the
damage happen?" of a skill made on the way, "Is the other still hit?" of two targets one of
which left, "Does Alarm result before Bolt?" of a trigger waiting in a new register."""
from __future__ import annotations

import pytest

from ..helpers import first_lead_asked as lead

DISPEL = "vandaria-wars/rulings-audit8/second-dispel-target-already-cancelled.yaml"
ZEALOT = "vandaria-wars/rulings/sacrifice-the-skills-own-follower.yaml"
ALL_OR_NOTHING = "vandaria-wars/targets/partial-targets-all-or-nothing.yaml"
PER_TARGET = "vandaria-wars/targets/partial-targets-per-target.yaml"
ALARM = "vandaria-wars/triggers/trigger-during-resolution-opens-new-register.yaml"




@pytest.mark.parametrize("asked", [
    None, "Does the first Dispel still result?", "Does it still resolve?",
    "Apakah Dispel pertama tetap result?", "Apakah Dispel itu tetap result?"])
def test_the_dispel_an_ask_names_is_asked_as_the_item(asked: str | None) -> None:
    """`ask: [dispel1]` of a Dispel Alice plays, "Does the Dispel she registered earlier
    result?": without `expect:` the id was read as the card (it led "Sample Dispel (dispel1)
    ends in alice's graveyard", no Yes or No); the question asks whether the skill results, and
    it does not: its target Prayer is no longer in the register (VW REG.8.b)."""
    f = lead(DISPEL, asked)
    assert f.sentence == ("No — Sample Dispel (dispel1) does not result at step 15: its target "
                          "Prayer (prayer) is no longer in the register (it is in bob's "
                          "graveyard)"), f.sentence
    assert f.citations[:1] == ("VW REG.8.b",), f.citations


def test_the_first_dispel_with_expect_is_unchanged() -> None:
    """"the first Dispel" names which Dispel, not an order asked: its Yes or No, with `expect:`
    too (it was lost there as well, read as "results first")."""
    f = lead(DISPEL, "Does the first Dispel resolve?", expect=True)
    assert f.sentence.startswith("No — Sample Dispel (dispel1) does not result at step 15"), \
        f.sentence


@pytest.mark.parametrize("asked", [
    None, "Is the damage still dealt?", "Apakah damage-nya tetap terjadi?"])
def test_the_damage_of_the_skill_the_question_names(asked: str | None) -> None:
    """"Alice uses her Zealot's Last Stand, sacrificing the Zealot itself ... Does the damage
    happen?": without `expect:` the skill's item, made as it is used, was no subject, and the
    sacrificed Zealot led with no Yes or No. The skill results though its source left play
    (VW REG.7)."""
    f = lead(ZEALOT, asked)
    assert f.sentence == ("Yes — Last Stand (zealot.last-stand) results at step 6: deals 2 "
                          "damage to Trader Male (trader), though its source Zealot (zealot) is "
                          "in alice's graveyard"), f.sentence
    assert f.step == 6 and f.citations[:1] == ("VW REG.7",), f.citations


@pytest.mark.parametrize("asked", [
    None, "Does the other one take damage?", "Is the other target dealt damage?",
    "Apakah yang lain tetap terkena damage?"])
def test_the_other_target_all_or_nothing(asked: str | None) -> None:
    """Twin Shot's two targets, the Trader returned to hand: "Is the other still hit?" asks of
    the Militia, which no name in the question gives. All or nothing (VW HP.6, the default):
    Twin Shot does not result, so the Militia is not hit (VW REG.8.b)."""
    f = lead(ALL_OR_NOTHING, asked)
    assert f.sentence == ("No — Sample Militia (militia) has no damage: Twin Shot (twin) does "
                          "not result: its target Trader Male (trader) has left play (it is in "
                          "bob's hand)"), f.sentence


@pytest.mark.parametrize("asked", [
    None, "Does the other one take damage?", "Apakah yang lain tetap terkena damage?"])
def test_the_other_target_per_target(asked: str | None) -> None:
    """The same under VW HP.6's per-target option: the Militia is still hit, as Twin Shot
    results at step 8."""
    f = lead(PER_TARGET, asked)
    assert f.sentence == ("Yes — Sample Militia (militia) has 1 damage, when Twin Shot (twin) "
                          "results at step 8"), f.sentence
    assert f.step == 8


@pytest.mark.parametrize("asked", ["Does the other survive?", "Apakah yang satunya bertahan?"])
def test_the_other_survives(asked: str) -> None:
    """"Does the other survive?" of the same Militia: Yes, it is still on the field."""
    assert lead(ALL_OR_NOTHING, asked).sentence.startswith(
        "Yes — Sample Militia (militia) is still on the field")


#: (audit 60: the step the new register opened at, and the Bolt that resulted before it)
ALARM_WAITS = ("No — Alarm (watchman.alarm) is still in the register, waiting to result: a new "
               "register opened with it at step 7, only after Sample Spark (bolt) results at "
               "step 6")


@pytest.mark.parametrize(("asked", "said"), [
    (None, ALARM_WAITS),
    ("Does the Alarm resolve before the Bolt?", ALARM_WAITS),
    ("Apakah Alarm result sebelum Bolt?", ALARM_WAITS),
    ("Does Bolt result before Alarm?",
     "Yes — Sample Spark (bolt) results at step 6: deals 1 damage to Sample Militia (militia)"),
    ("Apakah Bolt result sebelum Alarm?",
     "Yes — Sample Spark (bolt) results at step 6: deals 1 damage to Sample Militia (militia)")])
def test_a_trigger_waiting_in_a_new_register_results_after(asked: str | None, said: str) -> None:
    """Jab triggers the Watchman's Alarm while the register results: the Alarm waits in a new
    register opened once this one has finished (VW REG.6.a-b), so it does not result before
    Bolt, and Bolt results before it. Without `expect:` the question of order was left with no
    Yes or No (a resolved_in_order of two items that both resulted, only)."""
    assert lead(ALARM, asked).sentence == said


def test_after_of_a_trigger_still_waiting_is_not_said() -> None:
    """"Does Alarm result after Bolt?": the ruling stops with Alarm still waiting, and whether
    it ever results is not for this ruling to say: no Yes or No."""
    assert not lead(ALARM, "Does Alarm result after Bolt?").sentence.startswith(("Yes", "No"))


GUN_SHOTS = "vandaria-wars/rulings-audit7/destroyed-replaced-to-hand-second-shot-fails.yaml"


@pytest.mark.parametrize(("asked", "expect", "said"), [
    ("Does the second Gun Shot result?", False,
     "Yes — Gun Shot (shot2) ends in alice's graveyard, when Gun Shot (shot2) results at step 8"),
    ("Apakah Gun Shot kedua result?", False,
     "Yes — Gun Shot (shot2) ends in alice's graveyard, when Gun Shot (shot2) results at step 8"),
    ("Does the second Gun Shot result?", True,
     "Yes — Gun Shot (shot2) results at step 8: deals 3 damage to Escape Artist (artist)"),
    ("Does the first Gun Shot result?", False,
     "No — Gun Shot (shot1) ends in alice's graveyard, when Gun Shot (shot1) does not result at "
     "step 11"),
    ("Does the first Gun Shot result?", True,
     "No — Gun Shot (shot1) ends in alice's graveyard, when Gun Shot (shot1) does not result at "
     "step 11")])
def test_the_nth_of_two_cards_of_one_name(asked: str, expect: bool, said: str) -> None:
    """Two Gun Shots at the Escape Artist: the second results first and the Artist goes back to
    hand, so the first has no target (VW REG.8.b). "Does the second Gun Shot result?" without
    `expect:` led "No — Gun Shot (shot1) ... does not result": the first one's No, a confident
    wrong answer; "the first Gun Shot" names the one registered first, not an order asked."""
    f = lead(GUN_SHOTS, "= Alice uses Gun Shot on Bob's Escape Artist, then answers her own Gun "
             f"Shot with a second one on it. {asked}", expect)
    assert f.sentence == said, f.sentence
