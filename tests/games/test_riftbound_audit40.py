"""Riftbound audit 40: audit 39's "found, not fixed" (a card kept in hand whose play was refused,
the Bonus Damage source gone in the damage fact, what an opening hand is made of), then card
text at its edges."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.answer import ZONE_MADE

from ..helpers import leads_of

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit40"


def test_a_card_kept_in_hand_by_a_refused_play_cites_the_refusal() -> None:
    """"Which cards does Bob hold?" of a Homeward Gust whose play on a closed chain was refused:
    it is still in his hand because the play was refused (RB 309.1.a, RB 358.4), not because
    of what a hand is (RB 108.7.a, still cited for the Dazzle he never tried to play)."""
    gust, dazzle = leads_of(ROOT / "riftbound/rulings-audit39/action-spell-refused-on-a-closed-"
                                   "chain-stays-in-hand.yaml")
    assert gust.subject.id == "gust" and gust.citations == ("RB 331.1.a", "RB 309.1.a",
                                                            "RB 358.4")
    assert dazzle.citations == ("RB 108.7.a",)


def test_the_damage_fact_says_why_no_bonus_damage_was_added() -> None:
    """"How much damage does the Warden take?" of a Warden a Spark Bolt hit after its Fire
    Sprite was killed: the damage fact itself says no Bonus Damage came from the Sprite, gone
    (RB 715.1), not only the resolution step."""
    lead, = leads_of(ROOT / "riftbound/rulings-audit38/bonus-damage-gone-with-its-unit-before-"
                            "the-spell-resolves.yaml")
    assert lead.sentence == (
        "Stone Warden (warden) is still in bob's base and has 2 damage, when Spark Bolt (a-bolt) "
        "resolves at step 13 (no Bonus Damage from Fire Sprite (sprite): gone from the board "
        "before this resolved)")
    assert lead.citations[0] == "RB 715.1"


def test_which_cards_make_her_opening_hand_asks_what_the_hand_holds() -> None:
    """"Which cards make her opening hand?" (a verb other than is/are/have/hold) led with one
    card drawn: it asks what the hand holds, each card there leading (up to the answer's
    three), as "Which cards are in her hand?" does."""
    leads = leads_of(ROOT / "force-of-will/rulings-audit17/stranger-deck-of-ten-stays-out-of-"
                            "the-opening-hand.yaml")
    assert [f.subject.id for f in leads] == ["a1", "a5", "a2"]
    assert all("ends in alice's hand" in f.sentence for f in leads)


@pytest.mark.parametrize("question", [
    "Which cards make up Bob's hand?", "What cards form her starting hand?",
    "Which cards compose his hand now?"])
def test_zone_made_of_reads_the_zone(question: str) -> None:
    """The verbs of a zone's makeup read the zone and its player, an opening or starting hand
    being the hand."""
    m = ZONE_MADE.match(question)
    assert m is not None and m["zone"] == "hand"


def test_an_empty_zone_of_an_ambiguous_her_is_said_empty() -> None:
    """"What is in her hand?" of a question naming Alice and Bob, neither holding a card as the
    ruling ends, led with where the Bolt went: nothing is in either hand, by the play that
    emptied the last (RB 354.2)."""
    lead, = leads_of(AUDIT / "last-card-played-leaves-either-hand-empty.yaml")
    assert lead.sentence == ("Nothing is in alice's hand and in bob's hand, when alice plays "
                             "Spark Bolt (bolt) at step 1")
    assert lead.citations[0] == "RB 354.2"


def test_who_wins_of_a_combat_is_the_combats_result() -> None:
    """"Who dies, and who wins?" of a combat in a game that goes on: "who wins" asks the
    combat's winner (RB 466.3.a), not a unit the combat killed (it led with the Golem's death
    twice over)."""
    leads = leads_of(AUDIT / "combat-tank-and-backline-split-of-two-attackers.yaml")
    assert [f.subject.id for f in leads] == ["golem", "combats"]
    assert leads[1].sentence.startswith("Bob, defending, wins the combat at bf-a")
    assert leads[1].citations[0] == "RB 466.3.a"


@pytest.mark.parametrize(("name", "rule"), [
    ("riftbound/rulings-audit40/legion-herald-after-a-token-and-a-card.yaml", "RB 812.1.c"),
    ("riftbound/keywords/legion-play-trigger-after-a-card.yaml", "RB 812.1.c"),
    ("riftbound/keywords/empowered-when-i-become-empowered.yaml", "RB 828.1.c"),
    ("riftbound/rulings/token-deathknell-still-resolves.yaml", "RB 808.1.c"),
])
def test_a_draw_a_keyword_made_trigger_cites_the_keyword_first(name: str, rule: str) -> None:
    """"Does the Herald draw?" of a Legion Herald played after another card: Yes, and Legion
    (RB 812.1.c: another card was played, so the ability worked) decided it, not only what a
    draw is (RB 413.2.b), as its No cites Legion where no card came first."""
    lead = leads_of(ROOT / name)[0]
    assert lead.verdict == "Yes" and lead.citations[0] == rule


def test_can_she_equip_asks_the_activation_of_equip() -> None:
    """"Can she then equip the Blade to her other Squire?": the activated ability's name said as
    the verb after "can" asks its activation (Yes, allowed), not what she paid for it (it led
    with her Energy)."""
    lead = leads_of(AUDIT / "equip-again-after-its-unit-died.yaml")[0]
    assert lead.subject.kind == "action" and lead.subject.id == "3"
    assert lead.verdict == "Yes"


@pytest.mark.parametrize(("name", "verdict", "rule"), [
    ("legion-herald-after-a-token-alone-draws-nothing.yaml", "No", "RB 812.1.c"),
    ("combat-archer-before-tank-refused.yaml", "No", "RB 465.2.c.6"),
    ("taken-unit-on-the-chain-target-stays-legal.yaml", "", "RB 477.1.a"),
    ("repeat-first-target-returned-the-repeat-still-deals.yaml", "Yes", "RB 323.5"),
])
def test_pinned_leads(name: str, verdict: str, rule: str) -> None:
    """Leads judge had right, pinned: a token leaves Legion off (RB 185, RB 812.1.c); damage on
    the Backline unit before the Tank's lethal is refused (RB 465.2.c.6); a unit seized in
    answer is its new controller's (RB 477.1.a since audit 41: a control change is a layer-1
    trait effect; RB 191 says who controls what one played)."""
    lead = leads_of(AUDIT / name)[0]
    assert lead.verdict == verdict and rule in lead.citations


def test_damage_a_played_copy_dealt_cites_the_bonus_not_the_copys_fate() -> None:
    """A copy of Spark Bolt played from the trash deals 2 + 1 Bonus Damage (Fire Sprite): the
    Warden's damage fact cited first that a played copy ceases to exist (RB HP.22), which says
    where the copy went, not what the damage came to (RB 715.1)."""
    lead, = leads_of(AUDIT / "played-copy-of-a-spell-gets-bonus-damage.yaml")
    assert lead.citations[0] == "RB 715.1" and "RB HP.22" not in lead.citations
