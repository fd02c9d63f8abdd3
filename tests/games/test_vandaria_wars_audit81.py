"""Vandaria Wars, audit 81: card text inside one register, asked in Indonesian. A skill's own
"Korbankan 1 Follower. Jika demikian, ..." read its cost as never paid ("No — alice does not
draw"); "kembali ke tangan Alice" (to Alice's hand) and "dengan mengorbankan Militia" (by
sacrificing it) were unread words, and a card's text quoted in brackets after its name in the
question left it unread (no Yes or No)."""
from __future__ import annotations

import pytest

from judge.engine.asked import in_english

from ..helpers import first_lead_asked as lead
from ..helpers import probe_lead, ruling, scenario_text, zone

AUDIT = "vandaria-wars/rulings-audit81/"

#: each ruling's lead without its `expect:` block (and with it), and its first citations
PROBES = {
    "korbankan-skill-jika-demikian-alice-draws.yaml":
        ("Yes — alice draws 1 card: Trader Male (a-top) ends in alice's hand", ("VW REG.14.a",)),
    "sacrifice-is-not-destruction-the-shield-does-not-return-it.yaml":
        ("No — Sample Militia (militia) ends in alice's graveyard, at step 2: alice pays for "
         "Altar Darah (altar)'s Persembahan: sacrificing Sample Militia (militia), which is not "
         "destroyed", ("VW REG.14.a", "VW HP.39")),
    "shield-returns-a-follower-gun-shot-destroys.yaml":
        ("Yes — Sample Militia (militia) ends in alice's hand, at step 7: instead of Sample "
         "Militia (militia) being destroyed", ("VW OV.1",)),
    "faction-met-by-the-follower-its-cost-sacrifices.yaml":
        ("Yes — Action 1 (alice summons Sumpah Order) is allowed at step 1",
         ("VW REG.13.a", "VW HP.44")),
    # pinned as right on main
    "duel-its-follower-sacrificed-for-an-answer-does-not-result.yaml":
        ("No — Sample Militia (militia) is still on the field and has no damage: Tantangan "
         "Ksatria (duel) does not result: its target Sample Knight (knight) has left play",
         ("VW REG.8.b", "VW HP.6")),
    "duel-amount-read-as-it-results-after-a-curse.yaml":
        ("Sample Militia (militia)", ("VW REG.1.c",)),
    "banner-sacrificed-its-bonus-gone-before-the-duel-results.yaml":
        ("No — Batu Penjaga (stone) is still on the field and has 3 damage", ("VW REG.1.c",)),
    "veil-in-answer-gun-shot-no-longer-legal.yaml":
        ("No — Sample Militia (militia) is still on the field and has no damage: Gun Shot (shot) "
         "does not result", ("VW OV.1", "VW REG.8.a")),
    "holy-condition-lost-in-answer-no-draw.yaml":
        ("Alice draws 0 cards: at step 11, Doa Cahaya (prayer) results: its draw instruction "
         "does not happen", ("VW REG.1.c",)),
    "hero-tomb-trigger-opens-a-new-register.yaml":
        ("Yes — Sample Outrider (outrider) is destroyed at step 15: Dendam (tomb.dendam) dealt "
         "it 1 damage", ("VW HP.7",)),
    "hero-tomb-does-not-trigger-on-a-sacrifice.yaml":
        ("No — Sample Outrider (outrider) is still on the field and has no damage: no ability of "
         "Makam Pahlawan (tomb) triggers", ("VW REG.14.a", "VW HP.39")),
    "gold-read-as-it-results-after-a-mine.yaml":
        ("Yes — Sample Knight (knight) is destroyed at step 9: Tombak Emas (spear) dealt it 3 "
         "damage at step 8 (read now: your gold = 3)", ("VW HP.7", "VW REG.1.c")),
    "option-korbankan-target-gone-the-sacrifice-stays.yaml":
        ("No — alice does not draw: Pilihan Perang (orders) does not result at step 12: its "
         "target Sample Knight (knight) has left play", ("VW REG.8.b",)),
}


@pytest.mark.parametrize("expect", [False, True], ids=["without-expect", "with-expect"])
@pytest.mark.parametrize("name", sorted(PROBES))
def test_the_probes_lead(name: str, expect: bool) -> None:
    """Each probe ruled from the guide first: its lead, without its `expect:` block and with
    it (a question is answered the same either way), says so under the deciding rule."""
    probe_lead(AUDIT + name, *PROBES[name], expect=expect)


# ----- a skill's own cost and "Jika demikian" (VW REG.14.a) ---------------------------------------

SKILL = """game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 0}
  bob: {gold: 0}
cards:
  Altar:
    type: relic
    abilities:
      - {name: Offer, kind: activated, cost: COST, effect: [{draw: {count: 1}, if: {did: cost}}]}
objects:
  - {id: altar, card: Altar, owner: alice, zone: field}
  - {id: militia, card: Sample Militia, owner: alice, zone: field}
  - {id: a-top, card: Trader Male, owner: alice, zone: deck}
actions:
  - {by: alice, do: activate, object: altar, ability: Offer, choices: {sacrifice: militia}}
"""


@pytest.mark.parametrize("cost", ["{sacrifice: {type: follower, controller: you}}",
                                  "{exhaust: self}"])
def test_a_used_skills_own_cost_was_paid_for_jika_demikian(cost: str) -> None:
    """"[cost]. Jika demikian, ..." of a skill: the cost is paid as it is registered (VW
    REG.14.a), so "if so" holds; it said "its condition (its cost was paid) is not met"."""
    text = SKILL.replace("COST", cost)
    if "exhaust" in cost:
        text = text.replace(", choices: {sacrifice: militia}", "")
    res = ruling(text)
    assert zone(res, "a-top") == "hand"
    assert not any("is not met" in s.summary for s in res.steps), [s.summary for s in res.steps]


def test_the_sacrifice_is_drawn_for_when_the_skill_results() -> None:
    res = ruling(scenario_text(AUDIT + "sacrifice-is-not-destruction-the-shield-does-not-"
                                       "return-it.yaml"))
    assert zone(res, "a-top") == "hand" and zone(res, "militia") == "graveyard"


# ----- "ke tangan Alice", "dengan mengorbankan", a card's text quoted in brackets ---------------

NAMES = ["Militia", "Sumpah Order", "Dig", "Hush", "Alice", "Bob", "alice", "bob"]


@pytest.mark.parametrize(("asked", "english"), [
    ("Apakah Militia kembali ke tangan Alice?", "Does Militia return to Alice's hand?"),
    ("Apakah Militia kembali ke tangan pemiliknya?", "Does Militia return to its owner's hand?"),
    ("Apakah Militia dikembalikan ke tangan Bob?", "Is Militia returned to Bob's hand?"),
    ("Apakah Militia masuk ke graveyard Bob?", "Does Militia go to Bob's graveyard?"),
    ("Follower mana saja yang kembali ke tangan Alice?", "Which Followers return to Alice's hand?"),
    # "di tangan Alice" (in her hand) of a how-many question reads as it did
    ("Berapa kartu di tangan Alice?", "How many cards does Alice have in hand?"),
    ("Bisakah Alice memakai Sumpah Order dengan mengorbankan Militia?",
     "Can Alice use Sumpah Order by sacrificing Militia?"),
    ("Bisakah Alice memakai Sumpah Order (\"Syarat: faction Order. Korbankan 1 Follower.\") "
     "dengan mengorbankan Militia?", "Can Alice use Sumpah Order by sacrificing Militia?"),
    # audit 63's leftover: the card's text in brackets after its name in a "may" question
    ("Bolehkah Bob merespon Dig dengan Hush ('cancel a skill')?", "Can Bob answer Dig with Hush?"),
])
def test_indonesian_read(asked: str, english: str) -> None:
    assert in_english(asked, NAMES, ["alice", "bob"]) == english


@pytest.mark.parametrize(("name", "asked", "said"), [
    ("sacrifice-is-not-destruction-the-shield-does-not-return-it.yaml",
     "Apakah Militia itu kembali ke tangan Alice?", "No — "),
    ("shield-returns-a-follower-gun-shot-destroys.yaml",
     "Apakah Militia itu kembali ke tangan Alice?", "Yes — "),
    ("shield-returns-a-follower-gun-shot-destroys.yaml",
     "Apakah Militia kembali ke tangan pemiliknya?", "Yes — "),
    ("shield-returns-a-follower-gun-shot-destroys.yaml",
     "Apakah Militia kembali ke tangan Bob?", "No — "),
    ("faction-met-by-the-follower-its-cost-sacrifices.yaml",
     "Bisakah Alice memakai Sumpah Order dengan mengorbankan Militia itu?", "Yes — "),
])
def test_asked_in_indonesian_has_its_yes_or_no(name: str, asked: str, said: str) -> None:
    f = lead(AUDIT + name, f"= {asked}")
    assert f.sentence.startswith(said), f.sentence


# ----- "Does Bob get his Knight back?": a card got back, not what was paid ----------------------

@pytest.mark.parametrize(("name", "asked"), [
    ("option-korbankan-target-gone-the-sacrifice-stays.yaml", "Does Bob get his Knight back?"),
    ("option-korbankan-target-gone-the-sacrifice-stays.yaml",
     "Apakah Bob mendapatkan kembali Sample Knight?"),
    ("shield-returns-a-follower-gun-shot-destroys.yaml", "Does Alice get the Militia back?"),
])
def test_a_card_got_back_is_not_answered_by_the_players_gold(name: str, asked: str) -> None:
    """The Knight (the Militia) is back in its owner's hand; the question was answered "No —
    bob has 0 gold (from 1)", read as whether his gold came back."""
    f = lead(AUDIT + name, f"= {asked}")
    assert not f.sentence.startswith("No — "), f.sentence


@pytest.mark.parametrize("asked", ["Does Alice get her gold back?", "Does Alice get 1 gold back?",
                                   "Does Alice get anything back?",
                                   "Does Alice get back what she paid?"])
def test_what_was_paid_got_back_is_still_answered(asked: str) -> None:
    f = lead(AUDIT + "option-korbankan-target-gone-the-sacrifice-stays.yaml", f"= {asked}")
    assert f.sentence.startswith("No — alice has 0 gold (from 1)"), f.sentence


# ----- more register interactions: a cost paid on registering, then the amount as it results ----

MORE = {
    "bayar-gold-then-damage-equal-to-gold-left.yaml":
        ("Sample Knight (knight)", ("VW REG.14.a", "VW REG.1.c")),
    "pilih-job-count-read-after-a-sacrifice-in-answer.yaml":
        ("Alice draws 1 card: Trader Male (a2) ends in alice's hand, when Panggilan Ksatria "
         "(call) results at step 10", ("VW REG.14.a", "VW REG.1.c")),
    "skill-reads-atk-of-its-follower-sacrificed-in-answer.yaml":
        ("Yes — Sample Knight (knight) is destroyed at step 10: Panah (archer.panah), whose "
         "source Pemanah Order (archer) was in alice's graveyard by then, dealt it 3 damage",
         ("VW HP.7", "VW HP.42", "VW REG.7")),
    "trigger-cost-paid-with-gold-of-an-answer-that-resulted-first.yaml":
        ("Yes — alice draws 1 card: Trader Male (a-top) ends in alice's hand, when Warisan "
         "(tomb.warisan) results", ("VW REG.6.a", "VW REG.6.b")),
    # the No was "Panen (harvest) results at step 12: alice gains 1 gold" (VW HP.33): the card
    # the question names, not why the trigger drew nothing
    "trigger-cost-not-paid-with-gold-of-an-action-still-waiting.yaml":
        ("No — alice does not draw: at step 11, Makam Emas (tomb)'s Warisan triggered but its "
         "cost cannot be paid", ("VW REG.14.a", "VW HP.33")),
}


@pytest.mark.parametrize("expect", [False, True], ids=["without-expect", "with-expect"])
@pytest.mark.parametrize("name", sorted(MORE))
def test_more_probes_lead(name: str, expect: bool) -> None:
    probe_lead(AUDIT + name, *MORE[name], expect=expect)
