"""Damage that cannot be prevented, redirected by a replacement: whether it still cannot be at
its new recipient no rule of Riftbound or Vandaria Wars says (Force of Will reads it by house
policy FOW HP.59). judge treated it as preventable there without a word; it is now an honest
"cannot rule" (exit 3) naming it."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text, resolve
from judge.errors import UnsupportedMechanic

REDIRECTED = """\
game: riftbound
title: Damage that cannot be prevented, redirected
turn: {player: alice, phase: main, number: 3}
players:
  alice: {energy: 3}
  bob: {energy: 3}
cards:
  Searing Bolt:
    type: spell
    targets: [{type: unit}]
    effect: [{damage: {target: $1, amount: 2, unpreventable: UNPREVENTABLE}}]
  Bodyguard:
    type: unit
    stats: {might: 5}
    abilities:
      - {name: Cover, kind: static,
         effect: [{replace: {event: damaged, object: {each: {type: unit, controller: you}},
                             redirect: self}}]}
objects:
  - {id: guard, card: Bodyguard, owner: bob, zone: base}
  - {id: page, card: Trainee Squire, owner: bob, zone: base}
chain:
  - {id: bolt, card: Searing Bolt, controller: alice, targets: [page]}
actions:
  - {by: alice, do: pass}
  - {by: bob, do: pass}
"""


def test_redirected_damage_that_cannot_be_prevented_is_an_honest_cannot_rule() -> None:
    with pytest.raises(UnsupportedMechanic) as caught:
        resolve(load_scenario_text(REDIRECTED.replace("UNPREVENTABLE", "true"), "r.yaml"))
    assert "redirected by a replacement" in caught.value.problem.message


def test_redirected_damage_that_can_be_prevented_is_ruled() -> None:
    res = resolve(load_scenario_text(REDIRECTED.replace("UNPREVENTABLE", "false"), "r.yaml"))
    assert res.final["objects"]["guard"]["damage"] == 2
