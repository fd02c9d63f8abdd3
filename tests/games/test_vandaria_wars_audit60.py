"""Vandaria Wars, audit 60: audit 59's leftovers. The new-register "No" to "Does Alarm result
before Bolt?" says the step the new register opened at and cites VW REG.6.b; a card kept in play
though a requirement it met on summoning is no longer met cites VW HP.16 then VW REG.13.a (the
Order Captain, the Mystic Rune, the Paladin), not VW REG.1.e; the Banner's lead says why its
+2 HP came too late (it waited in a new register, VW REG.6.b), in English, Indonesian and Thai;
the guide's Indonesian register and summon verbs are read."""
from __future__ import annotations

import pytest

from judge.i18n import translator
from judge.msg import say

from ..helpers import first_lead_asked as lead

ALARM = "vandaria-wars/triggers/trigger-during-resolution-opens-new-register.yaml"
CAPTAIN = "vandaria-wars/rulings-audit58/faction-met-on-summoning-its-order-follower-shot-in-answer"
RUNE = "vandaria-wars/rulings-audit25/rune-summon-results-though-its-faction-source-left.yaml"
PALADIN = ("vandaria-wars/rulings-audit34/honor-lost-while-the-paladin-waits-where-is-it-asked-"
           "in-thai.yaml")
SPENT = "vandaria-wars/rulings-audit24/honor-spent-then-rechecked-card-stays-policy.yaml"
BANNER = ("vandaria-wars/rulings-audit58/trigger-waits-in-a-new-register-the-knight-it-would-"
          "save-is-shot")




WAITS = ("No — Alarm (watchman.alarm) is still in the register, waiting to result: a new "
         "register opened with it at step 7")


@pytest.mark.parametrize("asked", [None, "Does the Alarm resolve before the Bolt?",
                                   "Apakah Alarm result sebelum Bolt?", "Does Alarm result?"])
def test_a_trigger_waiting_in_a_new_register_says_the_step_it_opened(asked: str | None) -> None:
    """Audit 59's "No" to "Does Alarm result before Bolt?" said "is still in the register,
    waiting to result", with no step and VW REG.1.c: the Alarm waits for the new register that
    opened at step 7, once the locked one had finished (VW REG.6.b), which decides it."""
    f = lead(ALARM, asked)
    assert f.sentence.startswith(WAITS), f.sentence
    assert f.citations == ("VW REG.6.b",), f.citations
    assert f.step == 7


def test_a_trigger_waiting_in_a_new_register_with_expect() -> None:
    """With `expect:` (its `stack:` names the register) the lead already named step 7 under
    VW REG.6.b: unchanged."""
    f = lead(ALARM, expect=True)
    assert f.sentence.startswith("No — the register holds only Alarm (watchman.alarm), at step "
                                 "7"), f.sentence
    assert f.citations == ("VW REG.6.b",), f.citations


@pytest.mark.parametrize("name", [f"{CAPTAIN}.yaml", f"{CAPTAIN}-asked-in-indonesian.yaml", RUNE,
                                  PALADIN])
@pytest.mark.parametrize("expect", [False, True])
def test_a_requirement_no_longer_met_cites_the_check_on_summoning(name: str,
                                                                  expect: bool) -> None:
    """A card whose faction or honor requirement was met as it was summoned and is no longer
    met as it results (its Order Follower shot, the Mystic Seer shot, Alice's honor taken by
    Disgrace) comes into play: requirements are checked only on summoning (VW REG.13.a) under
    VW HP.16's default, which is what decides it; VW REG.1.e (a summoned card enters play as it
    results) was cited in its place."""
    f = lead(name, expect=expect)
    assert "no longer meets its requirements" in f.sentence, f.sentence
    assert f.citations == ("VW HP.16", "VW REG.13.a"), f.citations


def test_a_card_whose_requirement_was_never_in_question_cites_its_entering_play() -> None:
    """Honor spent on summoning under VW HP.16 `continuous`: the Paladin's requirement is not
    unmet as it results (the honor paid is not asked for again), so nothing about a requirement
    is in question: VW REG.1.e (it enters play as it results) still decides."""
    f = lead(SPENT)
    assert f.sentence.startswith("Yes — Paladin (paladin) ends on the field"), f.sentence
    assert f.citations == ("VW REG.1.e",), f.citations


BANNER_LEAD = ("Yes — Sample Knight (knight) is destroyed at step 11: Gun Shot (shot) dealt it 3 "
               "damage at step 10 and its HP is 3; Remembrance (banner.remembrance), aimed at it, "
               "waited for a new register, which opened only at step 13: at step 18, Remembrance "
               "(banner.remembrance) does not result")


@pytest.mark.parametrize("name", [f"{BANNER}.yaml", f"{BANNER}-asked-in-indonesian.yaml"])
@pytest.mark.parametrize("expect", [False, True])
def test_the_banner_lead_says_its_hp_waited_in_a_new_register(name: str, expect: bool) -> None:
    """Bob's Memorial Banner triggers as the Spark destroys his Recruit, aimed at the Knight,
    but its +2 HP waits for a new register, active only once the locked one has finished (VW
    REG.6.b): Gun Shot destroys the Knight first. The lead said only the lethal damage (VW
    HP.7), not why the +2 HP came too late."""
    f = lead(name, expect=expect)
    assert f.sentence.startswith(BANNER_LEAD), f.sentence
    assert f.citations == ("VW HP.7", "VW REG.6.b"), f.citations


@pytest.mark.parametrize(("lang", "said"), [
    ("id", "Remembrance (banner.remembrance), yang diarahkan ke kartu itu, menunggu register "
           "baru, yang baru terbuka pada langkah 13: pada langkah 18"),
    ("th", "Remembrance (banner.remembrance) ที่เล็งไปที่การ์ดนั้น รอ register ใหม่ "
           "ซึ่งเปิดขึ้นเมื่อขั้นที่ 13 เท่านั้น: ที่ขั้นที่ 18")])
def test_the_banner_lead_is_translated(lang: str, said: str) -> None:
    """The new clause, in Indonesian and Thai (the register is the guide's word in both)."""
    shown = say(lead(f"{BANNER}-asked-in-indonesian.yaml").said, translator(lang))
    assert said in shown and "[en:" not in shown, shown


def test_the_new_register_clause_is_translated() -> None:
    """The Alarm's new clause, in Indonesian."""
    shown = say(lead(ALARM).said, translator("id"))
    assert "register baru terbuka berisi item itu pada langkah 7" in shown, shown


DISPEL = "vandaria-wars/rulings-audit8/second-dispel-target-already-cancelled.yaml"


@pytest.mark.parametrize("asked", [
    "Apakah Dispel yang ia daftarkan lebih dulu result?",
    "Apakah Dispel yang Alice daftarkan lebih dulu tetap result?",
    "Apakah Dispel yang di-register lebih dulu result?",
    "Apakah Dispel yang ter-register lebih dulu result?",
    "Apakah Dispel yang ia gunakan lebih dahulu result?",
    "Apakah Dispel yang digunakan duluan result?"])
def test_the_guides_register_verbs_are_read(asked: str) -> None:
    """`ask: [dispel1]`, asked in Indonesian with a verb of the scene after "yang" ("the
    Dispel she registered earlier"): the question was left unread (no Yes or No), "daftarkan"
    (register) and the guide's "ter-register", "digunakan" unknown, and no "yang" clause read
    after a card's name. Its item does not result: its target Prayer is gone (VW REG.8.b)."""
    f = lead(DISPEL, asked)
    assert f.sentence.startswith("No — Sample Dispel (dispel1) does not result at step 15"), \
        f.sentence
    assert f.citations[:1] == ("VW REG.8.b",), f.citations


@pytest.mark.parametrize(("said", "read"), [
    ("Apakah Dispel yang ia daftarkan lebih dulu result?",
     "Does the Dispel registered earlier result?"),
    ("Apakah Dispel yang Bob summon belakangan result?",
     "Does the Dispel Bob summoned later result?"),
    ("Apakah Knight di-summon?", "Is Knight summoned?"),
    ("Apakah Knight didaftarkan?", "Is Knight registered?"),
    ("Apakah Dispel yang lain tetap result?", "Does Dispel the other still result?")])
def test_the_register_and_summon_verbs_read_into_english(said: str, read: str) -> None:
    """The guide's Indonesian register and summon verbs, and "yang" + who + such a verb after
    a card's name, read as English says them ("yang lain", the other, as before)."""
    from judge.engine.asked import in_english
    assert in_english(said, ["Dispel", "Knight", "Bob", "Alice"], ["bob", "alice"]) == read
