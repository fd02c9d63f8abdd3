"""Damage that cannot be prevented, redirected by a replacement: whether it still cannot be at
its new recipient no rule of Riftbound or Vandaria Wars says (Force of Will reads it by house
policy FOW HP.59). judge treated it as preventable there without a word; where a prevention
waits at the new recipient it is now an honest "cannot rule" (exit 3) naming it, and where none
does the question does not arise."""

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
      HIDE
objects:
  - {id: guard, card: Bodyguard, owner: bob, zone: base}
  - {id: page, card: Trainee Squire, owner: bob, zone: base}
chain:
  - {id: bolt, card: Searing Bolt, controller: alice, targets: [page]}
actions:
  - {by: alice, do: pass}
  - {by: bob, do: pass}
"""


#: A prevention at the Bodyguard: "prevent all damage that would be dealt to me".
HIDE = ("- {name: Hide, kind: static, effect: [{replace: {event: damaged, object: self, "
        "prevent_all: true}}]}")


def ruled(unpreventable: str, hide: str) -> object:
    text = REDIRECTED.replace("UNPREVENTABLE", unpreventable).replace("HIDE", hide)
    return resolve(load_scenario_text(text, "r.yaml"))


def test_redirected_to_a_prevention_it_is_an_honest_cannot_rule() -> None:
    with pytest.raises(UnsupportedMechanic) as caught:
        ruled("true", HIDE)
    assert "redirected by a replacement" in caught.value.problem.message


@pytest.mark.parametrize(("unpreventable", "hide", "damage"), [
    ("true", "", 2),  # no prevention at the Bodyguard: the question does not arise
    ("false", "", 2),
    ("false", HIDE, 0),  # damage that can be prevented is, at its new recipient
])
def test_otherwise_it_is_ruled(unpreventable: str, hide: str, damage: int) -> None:
    res = ruled(unpreventable, hide)
    assert res.final["objects"]["guard"]["damage"] == damage  # type: ignore[attr-defined]
