"""Riftbound audit 39: audit 38's "found, not fixed" (what a player's zone holds, "does Alice pay
for it?" answered No, an Accelerate cost's discount rule, a Bonus Damage source gone), then
edges of the chain, zones and costs."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import leads_of, ruling, yaml_text

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit39"


@pytest.mark.parametrize(("name", "ids"), [
    ("target-returned-in-answer-is-what-bob-holds.yaml", ["warden", "dazzle"]),
    ("action-spell-refused-on-a-closed-chain-stays-in-hand.yaml", ["gust", "dazzle"]),
    ("goading-herald-draw-is-in-the-opponents-hand.yaml", ["dazzle", "b1"]),
])
def test_what_a_players_hand_holds_is_each_card_there(name: str, ids: list[str]) -> None:
    """"What is in Bob's hand?", "Which cards does Bob hold?" led with his Energy, who holds
    priority or one card of it: each card of his hand as the ruling ends leads, in the game's
    zone words ("is still in bob's hand", "ends in bob's hand")."""
    leads = leads_of(AUDIT / name)
    assert [f.subject.id for f in leads] == ids
    assert all("in bob's hand" in f.sentence for f in leads)


def test_an_empty_hand_is_said_empty() -> None:
    """A hand that ends empty: "nothing is in bob's hand", with the step its last card left
    it (the Rebuke played, RB 354.2), not his Energy."""
    lead, *_ = leads_of(AUDIT / "last-card-played-in-answer-leaves-the-hand-empty.yaml")
    assert lead.sentence.startswith("Nothing is in bob's hand, when bob plays Rebuke")
    assert "RB 354.2" in lead.citations


HAND_ASKED = {
    "vandaria-wars": {
        "game": "vandaria-wars", "title": "t",
        "question": "Profit resolves and Bob draws. What is in Bob's hand?",
        "turn": {"player": "alice", "phase": "main"},
        "players": {"alice": {"gold": 0}, "bob": {"gold": 0}},
        "register": [{"id": "profit", "card": "Profit", "controller": "bob"}],
        "objects": [{"id": "b1", "card": "Profit", "owner": "bob", "zone": "deck"},
                    {"id": "b2", "card": "Profit", "owner": "bob", "zone": "deck"}]},
    "force-of-will": {
        "game": "force-of-will", "title": "t",
        "question": "Alice plays Tide Study and it resolves. What cards are in Alice's hand?",
        "turn": {"player": "alice", "phase": "main", "number": 4},
        "players": {"alice": {"life": 4000, "water": 1}, "bob": {"life": 4000}},
        "objects": [{"id": "study", "card": "Tide Study", "owner": "alice", "zone": "hand"},
                    {"id": "spark", "card": "Quick Spark", "owner": "alice", "zone": "hand"},
                    {"id": "d1", "card": "Ember Squire", "owner": "alice", "zone": "main_deck"},
                    {"id": "d2", "card": "Ember Squire", "owner": "alice", "zone": "main_deck"}],
        "actions": [{"by": "alice", "do": "play", "card": "study"}]},
}


@pytest.mark.parametrize(("game", "ids"), [
    ("vandaria-wars", ["b1"]), ("force-of-will", ["d1", "spark"])])
def test_the_other_games_read_what_a_hand_holds(game: str, ids: list[str]) -> None:
    """The same question of Vandaria Wars and Force of Will (no `expect:`) led with the
    player's gold or water: the cards of the hand lead, drawn ones too, not the deck's."""
    leads = [f for f in ruling(yaml_text(HAND_ASKED[game])).answer if f.lead]
    assert [f.subject.id for f in leads] == ids


def test_her_hand_of_two_players_named_is_one_players() -> None:
    """"Alice ... Bob's Squire. What is in her graveyard?": "her" of two players named is the
    player whose card there the question is most about, not both graveyards."""
    leads = leads_of(ROOT / "force-of-will/rulings-audit38/chant-half-resolves-and-the-card-is-"
                            "whole-in-the-graveyard.yaml")
    assert "squire" not in [f.subject.id for f in leads]


def test_nothing_paid_for_it_is_said_by_the_step_of_that_object() -> None:
    """"Where is the Maul, and does Alice pay for it?" said No rightly but with the Energy she
    paid for the Adept at its play: the No is said by the Maul's step that paid nothing (the
    Weaponmaster's resolution, RB 821.1.c.5)."""
    lead = leads_of(ROOT / "riftbound/rulings-audit38/weaponmaster-killed-in-answer-nothing-paid-"
                           "for-the-equipment.yaml")[1]
    assert lead.sentence == ("No — alice pays nothing for Heavy Maul (maul), when Weaponmaster "
                             "(adept.weaponmaster) resolves at step 18")
    assert lead.citations[0] == "RB 821.1.c.5"


def test_a_countered_spell_was_paid_for() -> None:
    """A countered spell's cost stays paid (RB 425.1): Yes, by the payment as she played it."""
    lead = leads_of(AUDIT / "countered-spell-was-paid-for.yaml")[0]
    assert lead.verdict == "Yes" and lead.citations == ("RB 357.1",)


@pytest.mark.parametrize(("name", "cites"), [
    ("riftbound/rulings-audit38/fury-power-discount-pays-the-accelerate-power.yaml",
     ("RB 805.1.a.1", "RB 356.4.f", "RB 356.4")),
    ("riftbound/card-text/optional-cost-discount-cuts-accelerate.yaml",
     ("RB 805.1.a.1", "RB 356.4.c", "RB 356.2.b.1")),
    ("riftbound/rulings-audit27/power-discount-on-your-spells-pays-deflect.yaml",
     ("RB 809.1.c.1", "RB 356.4.f", "RB 356.4")),
])
def test_a_keywords_cost_a_discount_lowered_cites_the_discount(name: str,
                                                               cites: tuple[str, ...]) -> None:
    """An Accelerate (or Deflect) cost a discount lowered cited the keyword's three rules and
    left the discount out: the keyword's first rule, then what changed the cost (the discount
    rule's own sub-rule the payment cites, RB 356.4.f, RB 356.4.c), then the rest."""
    lead = next(f for f in leads_of(ROOT / name) if "pays for" in f.sentence)
    assert lead.citations == cites


def test_a_bonus_damage_source_gone_is_said_why_no_bonus_was_added() -> None:
    """A Bonus Damage source that left the board after the spell was played adds none (RB
    715.1), and nothing said so: the resolution says it ("no Bonus Damage from Fire Sprite
    (sprite): gone from the board before this resolved") and cites RB 715.1, which the damage
    fact cites first."""
    lead = leads_of(AUDIT / "bonus-damage-source-returned-to-hand-adds-none.yaml")[0]
    assert "(no Bonus Damage from Fire Sprite (sprite): gone from the board" in lead.sentence
    assert lead.citations[0] == "RB 715.1"
    killed = leads_of(ROOT / "riftbound/rulings-audit38/bonus-damage-gone-with-its-unit-before-"
                             "the-spell-resolves.yaml")[0]
    assert killed.citations[0] == "RB 715.1"


def test_a_bonus_damage_source_gone_before_the_play_is_not_named() -> None:
    """A Sprite already in the trash as the spell is played was never a source for it: the
    resolution names no Bonus Damage at all."""
    text = (AUDIT / "bonus-damage-source-returned-to-hand-adds-none.yaml").read_text(
        encoding="utf-8")
    text = text.replace("{id: sprite, card: Fire Sprite, owner: alice, zone: base}",
                        "{id: sprite, card: Fire Sprite, owner: alice, zone: trash}")
    text = text.split("actions:")[0] + (
        "actions:\n  - {by: alice, do: play, card: blow, targets: [warden]}\n")
    res = ruling(text)
    assert not any("Bonus Damage" in str(st.summary) for st in res.steps)


@pytest.mark.parametrize(("name", "sentence", "rule"), [
    ("riftbound/rulings-audit39/token-returned-to-hand-leaves-it-empty.yaml",
     "Nothing is in alice's hand, when Homeward Gust (gust) resolves at step 11", "RB 186.1"),
    ("force-of-will/rulings-audit15/rune-copy-returned-to-the-hand-ceases-to-exist.yaml",
     "Nothing is in alice's hand, when Rewind (rewind) resolves at step 9", "FOW 1017.6a"),
])
def test_a_hand_a_card_ceased_to_exist_on_the_way_to_is_empty(name: str, sentence: str,
                                                              rule: str) -> None:
    """A token returned to its owner's hand (RB 186.1), a rune's copy sent there: nothing is
    in the hand, by the step that sent it there, not by the card that left it before."""
    lead = leads_of(ROOT / name)[0]
    assert lead.sentence == sentence and lead.citations[0] == rule


@pytest.mark.parametrize(("name", "ids"), [
    ("repeat-draws-twice-into-the-hand.yaml", ["d1", "d2"]),
    ("killed-unit-goes-to-its-owners-trash-not-the-casters.yaml", ["warden"]),
    ("killed-unit-leaves-the-other-in-the-base.yaml", ["oak"]),
    ("legion-herald-first-card-draws-nothing-into-the-hand.yaml", ["dazzle"]),
])
def test_what_a_zone_holds_afterwards_is_each_card_there(name: str, ids: list[str]) -> None:
    """"Which cards does Alice hold afterwards?" led with her Energy (a time word after the
    verb kept the question from being read); "What is in Bob's trash?" is his trash only
    (RB 108.2.a), not Alice's Heavy Blow in hers."""
    assert [f.subject.id for f in leads_of(AUDIT / name)] == ids


def test_a_card_drawn_again_is_dated_by_the_draw_that_left_it_there() -> None:
    """"Which cards are in her hand when her first turn begins?" of a mulligan that shuffled a
    drawn card back and drew it again: it ends in her hand by the mulligan (step 3, FOW
    405.5a), not by the opening draw it left (the zone read at each step's end was the same)."""
    lead = leads_of(ROOT / "force-of-will/setup/mulligan-shuffle-order-listed.yaml")[0]
    assert lead.subject.id == "a1" and lead.step == 3 and lead.citations[0] == "FOW 405.5a"
