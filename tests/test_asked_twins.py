"""Twins: a bundled question asked again in Indonesian (Vandaria Wars) or Thai (Riftbound) in
other words must get the Yes or No of its English twin (or the opposite, where the twin asks
the opposite: "survive" of "destroyed"). judge/engine/asked.py reads them into English."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge import app
from judge.engine.asked import in_english
from judge.record import replace

SCENARIOS = Path(__file__).parents[1] / "scenarios"
PRAYER_NO_SAVE = SCENARIOS / "vandaria-wars/rulings-audit26/prayer-does-not-stop-a-destroy.yaml"
PRAYER_SAVES = SCENARIOS / \
    "vandaria-wars/rulings-audit26/prayer-in-answer-to-battle-damage-prevents-it.yaml"
SUMMON_REFUSED = SCENARIOS / \
    "vandaria-wars/rulings-audit41/summoning-a-relic-in-answer-refused-asked-in-indonesian.yaml"
SECOND_OATH = SCENARIOS / \
    "vandaria-wars/rulings-audit48/honor-threshold-second-oath-allowed-asked-in-indonesian.yaml"
WARDEN_KILLED = SCENARIOS / \
    "riftbound/rulings-audit9/negative-might-adds-nothing-to-the-combat-total.yaml"
SPROUT_LIVES = SCENARIOS / \
    "riftbound/rulings-audit34/zero-might-unit-without-damage-does-not-die.yaml"
SHIELD_KILLED = SCENARIOS / \
    "riftbound/rulings-audit49/shield-defender-with-damage-needs-the-rest-of-its-lethal.yaml"


def verdicts(path: Path, question: str) -> list[str | None]:
    """The Yes or No (None: neither) of each fact that leads the answer to `question`, asked
    instead of the scenario's own (its scene kept)."""
    scenario = app.load_scenario(path)
    answer = app.resolve(replace(scenario, question=question)).answer or ()
    return [m.group(1) if (m := re.match(r"(Yes|No)\b", f.sentence)) else None for f in answer]


def asked_with_its_scene(path: Path, asked: str) -> str:
    """The scenario's question with its last question replaced by `asked`."""
    question = app.load_scenario(path).question
    return re.sub(r"[^.?]*\?\s*$", " " + asked, question).strip()


@pytest.mark.parametrize(("path", "destroyed"), [(PRAYER_NO_SAVE, True), (PRAYER_SAVES, False)])
@pytest.mark.parametrize(("asked", "of_destroyed"), [
    ("Is Trader Male destroyed?", True), ("Apakah Trader Male hancur?", True),
    ("Apakah Trader Male mati?", True), ("Apakah Trader Male dihancurkan?", True),
    ("Does Trader Male survive?", False), ("Apakah Trader Male bertahan?", False),
    ("Apakah Trader Male tetap di permainan?", False), ("Apakah Trader Male selamat?", False),
    ("Apakah Trader Male masih di permainan?", False),
    # not read on main (no Yes or No): alive, still there, already, in the end
    ("Apakah Trader Male masih hidup?", False), ("Apakah Trader Male masih ada di field?", False),
    ("Apakah Trader Male sudah hancur?", True), ("Apakah Trader Male akhirnya hancur?", True),
])
def test_indonesian_twins_of_destroyed_and_survives(path: Path, destroyed: bool, asked: str,
                                                   of_destroyed: bool) -> None:
    """Pinned as right: hancur, mati (destroyed) answer as "Is it destroyed?"; bertahan, tetap
    di permainan, selamat, masih di permainan (survives, stays) the opposite (VW: the Prayer
    that does not stop a destroy, and the one that prevents the battle damage)."""
    said = "Yes" if destroyed == of_destroyed else "No"
    assert verdicts(path, asked_with_its_scene(path, asked))[0] == said


@pytest.mark.parametrize("asked", [
    "Bisakah Bob men-summon Sample Mine sebagai respon?",
    "Bolehkah Bob men-summon Sample Mine sebagai respon?",
    "Apakah Bob boleh men-summon Sample Mine sebagai respon?",
    "Apakah Bob bisa men-summon Sample Mine sebagai respon?",
    "Apakah Bob diizinkan men-summon Sample Mine sebagai respon?",
    "Apakah Bob diperbolehkan men-summon Sample Mine sebagai respon?",
])
def test_indonesian_can_and_may_twins(asked: str) -> None:
    """Pinned as right: bisakah, bolehkah, apakah ... boleh / bisa all ask "can": the same No
    (a Relic is never summoned in answer, VW REG.15)."""
    assert verdicts(SUMMON_REFUSED, asked_with_its_scene(SUMMON_REFUSED, asked))[0] == "No"


@pytest.mark.parametrize(("question", "english"), [
    ("Warden ยังอยู่บนกระดานไหม", "Is Warden still on the board?"),
    ("Warden ของ Bob ยังอยู่บนกระดานไหม", "Is Bob's Warden still on the board?"),
    ("Sprout ยังอยู่ในเกมไหม", "Is Sprout still in play?"),
])
def test_thai_still_on_the_board_is_read(question: str, english: str) -> None:
    """"ยังอยู่บนกระดาน" (still on the board), "ยังอยู่ในเกม" (still in play): not read on main
    (no Yes or No where "รอดไหม" has one)."""
    assert in_english(question, ("Warden", "Sprout", "Bob")) == english


@pytest.mark.parametrize(("path", "name", "killed"), [
    (WARDEN_KILLED, "Warden ของ Bob", True), (SPROUT_LIVES, "Sprout", False)])
@pytest.mark.parametrize(("ending", "of_killed"), [
    ("ตายไหม", True), ("ถูกทำลายไหม", True), ("รอดไหม", False), ("ยังอยู่บนกระดานไหม", False),
    ("ยังอยู่ในเกมไหม", False),
    # not read on main: still alive, survives (two more ways), leaves the field, will die
    ("ยังมีชีวิตอยู่ไหม", False), ("รอดชีวิตไหม", False), ("อยู่รอดไหม", False),
    ("ออกจากสนามไหม", True), ("จะตายไหม", True)])
def test_thai_twins_of_dies_and_survives(path: Path, name: str, killed: bool, ending: str,
                                         of_killed: bool) -> None:
    """The Thai twins of "Does it die?" and of "Does it survive?" (RB: Bob's Warden killed in
    combat, RB 323.5; the 0-Might Sprout with no damage lives)."""
    said = "Yes" if killed == of_killed else "No"
    assert verdicts(path, asked_with_its_scene(path, f"{name} {ending}"))[0] == said


@pytest.mark.parametrize(("second", "said"), [
    ("Shieldbearer รอดไหม", "No"), ("Shieldbearer ยังอยู่บนกระดานไหม", "No"),
    ("Shieldbearer ตายไหม", "Yes")])
def test_a_thai_question_after_one_with_its_question_mark(second: str, said: str) -> None:
    """"Squire ตายไหม? Shieldbearer รอดไหม": Thai asks with its ending and often writes no
    "?"; where an earlier question had one, the last was left unread (no Yes or No for it; and
    after an English question its answer led "Yes — Oak Shieldbearer (shield) is killed" to
    "does it survive?", a confident wrong Yes). Each is read now (RB 323.5: its 2 damage and
    the 1 it had are lethal to its 3 Might)."""
    assert verdicts(SHIELD_KILLED, f"Squire ตายไหม? {second}")[:2] == ["Yes", said]
    english = "Can Alice assign 2 to the Shieldbearer and 2 to the Squire?"
    assert verdicts(SHIELD_KILLED, f"{english} {second}")[:2] == ["Yes", said]


@pytest.mark.parametrize("asked", [
    "Bisakah ia memakai Oath of Light kedua ke Sample Militia?",
    "Apakah ia boleh memakai Oath of Light kedua ke Sample Militia?",
    "Apakah ia diizinkan memakai Oath of Light kedua ke Sample Militia?",
    "Apakah Alice diizinkan memakai Oath of Light kedua ke Sample Militia?",
])
def test_allowed_to_asks_can(asked: str) -> None:
    """"Apakah Alice diizinkan memakai ...?" (is she allowed to use ...?) asks what "boleh"
    asks; it was read "Is Alice allowed use ...", which the readers do not know: no Yes or No
    where "Bisakah ia ..." has one (Yes: her 2 honor still meet the second Oath's threshold)."""
    assert verdicts(SECOND_OATH, asked_with_its_scene(SECOND_OATH, asked))[0] == "Yes"
    assert in_english("Apakah Ember diizinkan?", ("Ember",)) == "Is Ember allowed?"
