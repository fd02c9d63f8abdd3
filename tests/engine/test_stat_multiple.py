"""`Rulebook.stat_multiple`: a stat is rounded up to the game's multiple after every change,
also in a game whose settings and additions apply in timestamp order (FOW 909.1g, 909.1i)."""

from __future__ import annotations

from ..helpers import ruling


def test_atk_is_rounded_up_to_a_multiple_of_100_after_an_addition() -> None:
    res = ruling("""
game: force-of-will
turn: {player: alice, phase: main, number: 3}
players:
  alice: {life: 4000}
  bob: {life: 4000}
cards:
  Pump: {type: chant, targets: [{type: resonator}],
         effect: [{modify: {target: $1, stats: {atk: 50}}}]}
  Sap: {type: chant, targets: [{type: resonator}],
        effect: [{modify: {target: $1, stats: {def: -150}}}]}
objects:
  - {id: squire, card: Ember Squire, owner: alice, zone: field}
chase:
  - {id: pump, card: Pump, controller: alice, targets: [squire]}
  - {id: sap, card: Sap, controller: alice, targets: [squire]}
""")
    assert res.final["objects"]["squire"]["stats"] == {"atk": 500, "def": 300}
