"""FOW 907.2, 1003.5: a player asked to pay will may play will abilities certain to produce it.
judge refused such a payment ("will must be produced before it is paid", citing 907.2, which
says the opposite): a resonator with a recovered Fire Magic Stone beside it and no will in the
pool was "rejected", and "unless its controller pays [1]" cancelled the chant (audit 26). Which
will abilities a player plays is their choice, which judge does not make: such a payment is an
honest "cannot rule" naming it. Where no will ability they have could make it up, the refusal
stands; will produced first (an `activate` action) pays as before."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text, resolve
from judge.errors import UnsupportedMechanic

from ..conftest import SCENARIOS

PLAY = """\
game: force-of-will
title: A resonator and a magic stone
turn: {{player: alice, phase: main}}
players:
  alice: {{}}
  bob: {{}}
objects:
  - {{id: stone, card: {stone}, owner: alice, zone: field{rested}}}
  - {{id: squire, card: Ember Squire, owner: alice, zone: hand}}
actions:
{actions}"""
PLAYED = "  - {by: alice, do: play, card: squire}\n"


def ruled(stone: str = "Fire Magic Stone", rested: str = "", actions: str = PLAYED) -> object:
    return resolve(load_scenario_text(PLAY.format(stone=stone, rested=rested, actions=actions),
                                      "will.yaml"))


def test_a_cost_a_ready_stone_could_pay_is_the_players_choice_not_a_refusal() -> None:
    with pytest.raises(UnsupportedMechanic) as caught:
        ruled()
    assert caught.value.choice and caught.value.problem.file == "will.yaml"
    assert "FOW 907.2, FOW 1003.5" in caught.value.problem.message


@pytest.mark.parametrize(("stone", "rested"), [
    ("Fire Magic Stone", ", exhausted: true"),  # rested already: it produces nothing now
    ("Water Magic Stone", ""),  # water pays no fire symbol (FOW 1003.2)
])
def test_a_cost_no_will_ability_could_make_up_is_still_refused(stone: str, rested: str) -> None:
    res = ruled(stone, rested)
    assert res.rejected and "FOW 1003.4" in res.rejected[0].citations


def test_will_produced_first_pays_as_before() -> None:
    res = ruled(actions="  - {by: alice, do: activate, object: stone, ability: Produce fire will}\n"
                + PLAYED)
    assert not res.rejected and res.final["objects"]["squire"]["zone"] == "field"


def test_unless_its_controller_pays_with_a_ready_stone_is_the_players_choice() -> None:
    text = (SCENARIOS / "force-of-will/card-text/unless-pays-free-will-without-will.yaml"
            ).read_text(encoding="utf-8").replace(
        "  - {id: sentinel, card: Stone Sentinel, owner: bob, zone: field}\n",
        "  - {id: sentinel, card: Stone Sentinel, owner: bob, zone: field}\n"
        "  - {id: stone, card: Fire Magic Stone, owner: alice, zone: field}\n")
    with pytest.raises(UnsupportedMechanic):
        resolve(load_scenario_text(text, "unless.yaml"))


AT_A_COST = """\
game: force-of-will
title: A resonator that banishes a resonator for will
turn: {player: alice, phase: main}
players:
  alice: {}
  bob: {}
cards:
  Ash Sprite:
    type: resonator
    stats: {atk: 100, def: 100}
    abilities:
      - {name: Burn Out, kind: resource, cost: COST, effect: [{gain: {WILL: 1}}]}
objects:
  - {id: sprite, card: Ash Sprite, owner: alice, zone: field}
  - {id: squire, card: Ember Squire, owner: alice, zone: hand}
  - {id: old, card: Ember Squire, owner: alice, zone: graveyard}
actions:
  - {by: alice, do: play, card: squire}
"""


@pytest.mark.parametrize("cost", [
    "{sacrifice: {type: resonator, controller: you}}",  # "banish a resonator: produce [fire]"
    "{exhaust: self, expel: 1}",
])
def test_a_will_ability_with_a_further_cost_is_the_players_choice_not_a_refusal(
        cost: str) -> None:
    """A will ability that asks more than resting its card (a banish, cards expelled from the
    graveyard) may be played while paying as much as a magic stone's (FOW 907.2, 1003.5):
    judge refused the Squire, saying "no ready will ability of theirs could produce the
    rest", while Alice could banish her Sprite for the fire will."""
    text = AT_A_COST.replace("COST", cost).replace("WILL", "fire")
    with pytest.raises(UnsupportedMechanic) as caught:
        resolve(load_scenario_text(text, "cost.yaml"))
    assert caught.value.choice
    assert "at a further cost (Ash Sprite (sprite): Burn Out)" in caught.value.problem.message


@pytest.mark.parametrize("cost", [
    "{exhaust: self, expel: 2}",  # one card in her graveyard
    "{exhaust: self, discard: 2}",  # only the Squire in hand
    # The Squire is on the chase before its cost is paid (FOW 903.2f, 903.2l): nothing is left
    # in her hand to discard, and the Sprite is no Knight, nor an addition; judge counted any
    # card in hand and any object she controls, and answered "cannot rule".
    "{exhaust: self, discard: 1}",
    "{sacrifice: {type: resonator, controller: you, traits: [Knight]}}",
    "{sacrifice: {type: addition, controller: you}}",
])
def test_a_will_ability_whose_further_cost_cannot_be_paid_leaves_the_refusal(cost: str) -> None:
    text = AT_A_COST.replace("COST", cost).replace("WILL", "fire")
    res = resolve(load_scenario_text(text, "cost.yaml"))
    assert res.rejected and "FOW 1003.4" in res.rejected[0].citations


def test_a_will_ability_at_a_cost_producing_what_is_not_owed_leaves_the_refusal() -> None:
    text = AT_A_COST.replace("COST", "{sacrifice: {type: resonator, controller: you}}") \
        .replace("WILL", "water")  # water pays no fire symbol (FOW 1003.2)
    res = resolve(load_scenario_text(text, "cost.yaml"))
    assert res.rejected and "FOW 1003.4" in res.rejected[0].citations


def test_what_the_cost_itself_discards_cannot_pay_the_will_ability_too() -> None:
    """A chant whose additional cost discards a card, played with one other card in hand:
    that card pays the chant's discard, so the Sprite's "discard a card" has nothing left to
    discard (judge counted every card in the hand and answered "cannot rule")."""
    text = AT_A_COST.replace("COST", "{exhaust: self, discard: 1}").replace("WILL", "fire") \
        .replace("cards:\n", "cards:\n  Dark Bargain:\n    type: chant\n    cost: {fire: 1}\n"
                 "    additional_cost: {discard: 1}\n    effect: [{draw: {count: 1}}]\n", 1) \
        .replace("  - {id: squire, card: Ember Squire, owner: alice, zone: hand}",
                 "  - {id: bargain, card: Dark Bargain, owner: alice, zone: hand}\n"
                 "  - {id: squire, card: Ember Squire, owner: alice, zone: hand}") \
        .replace("  - {by: alice, do: play, card: squire}",
                 "  - {by: alice, do: play, card: bargain, choices: {discard: [squire]}}")
    res = resolve(load_scenario_text(text, "cost.yaml"))
    assert res.rejected and "FOW 1003.4" in res.rejected[0].citations
