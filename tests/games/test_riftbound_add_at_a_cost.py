"""RB 429.3: a Reaction Add ability may be used while paying, whatever it costs. judge planned
only those whose cost is at most exhausting their card, for a fixed amount, and treated one
with an X cost as free: a gear's "[X], exhaust: add 1 Energy" paid Spark Bolt's Energy with
nothing paid for X. One that asks more (X, a discard, a resource) is now the player's choice,
which judge does not make (an honest "cannot rule" naming it) where it could make up what the
pool lacks; a play nothing could pay for is still refused."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text, resolve
from judge.errors import UnsupportedMechanic

PLAY = """\
game: riftbound
title: A gear's Add ability at a cost
turn: {player: alice, phase: main, number: 3}
players:
  alice: {energy: 0}
  bob: {}
cards:
  Power Cell:
    type: gear
    cost: {energy: 1}
    abilities:
      - {name: Charge, kind: resource, keywords: [KEYWORDS], cost: COST,
         effect: [{gain: {GAIN: 1}}]}
objects:
  - {id: cell, card: Power Cell, owner: alice, zone: base}
  - {id: foe, card: Trainee Squire, owner: bob, zone: base}
  - {id: spare, card: Trainee Squire, owner: alice, zone: hand}
  - {id: bolt, card: Spark Bolt, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: bolt, targets: [foe]}
"""


def ruled(cost: str, gain: str = "energy", keywords: str = "reaction") -> object:
    text = PLAY.replace("COST", cost).replace("GAIN", gain).replace("KEYWORDS", keywords)
    return resolve(load_scenario_text(text, "add.yaml"))


@pytest.mark.parametrize("cost", ["{exhaust: self, energy: x}", "{exhaust: self, discard: 1}"])
def test_an_add_ability_at_a_further_cost_is_the_players_choice(cost: str) -> None:
    with pytest.raises(UnsupportedMechanic) as caught:
        ruled(cost)
    assert caught.value.choice
    message = caught.value.problem.message
    assert "RB 429.3" in message and "(Power Cell (cell): Charge)" in message


def test_an_add_ability_at_no_further_cost_is_still_planned() -> None:
    res = ruled("{exhaust: self}")
    assert not res.rejected  # type: ignore[attr-defined]
    assert res.final["objects"]["cell"]["exhausted"]  # type: ignore[attr-defined]


@pytest.mark.parametrize("cost", [
    "{exhaust: self, discard: 3}",  # two cards in hand, the Bolt one of them
    # the Bolt leaves the hand as it is played (RB 354, RB 357): one card, the Squire, to discard;
    # judge counted the Bolt too and answered "cannot rule"
    "{exhaust: self, discard: 2}",
    "{exhaust: self, sacrifice: {type: unit, controller: you}}",  # a gear, no unit of hers
])
def test_an_add_ability_whose_further_cost_cannot_be_paid_leaves_the_refusal(cost: str) -> None:
    res = ruled(cost)
    assert res.rejected  # type: ignore[attr-defined]


def test_a_sacrifice_of_the_kind_asked_is_the_players_choice() -> None:
    with pytest.raises(UnsupportedMechanic) as caught:
        ruled("{exhaust: self, sacrifice: {type: gear, controller: you}}")  # the cell itself
    assert caught.value.choice


@pytest.mark.parametrize(("gain", "keywords"), [
    ("fury", "reaction"),  # Power pays no Energy (RB 163.2)
    ("energy", "action"),  # not a Reaction: not used while paying (RB 429.3)
])
def test_an_add_ability_that_could_not_pay_it_leaves_the_refusal(gain: str,
                                                                 keywords: str) -> None:
    res = ruled("{exhaust: self, energy: x}", gain, keywords)
    assert res.rejected  # type: ignore[attr-defined]
