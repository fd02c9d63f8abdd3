"""A card its own instructions move off the stack stays where they put it (bug, issue 11: it
was then moved again, to the graveyard / trash, or banished by Flow, RB 829.1.b.1)."""

from __future__ import annotations

from ..helpers import ruling

SPELL = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 4}, bob: {}}
cards:
  Homing Note:
    type: spell
    cost: {energy: 1}
    effect: [{draw: {count: 1}}, {move_zone: {target: self, to: hand}}]
objects:
  - {id: note, card: Homing Note, owner: alice, zone: hand}
  - {id: d1, card: Trainee Squire, owner: alice, zone: main_deck}
actions:
  - {by: alice, do: play, card: note}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
then: stop
"""


def test_a_spell_returning_itself_to_hand_stays_there() -> None:
    r = ruling(SPELL)
    assert list(r.resolved) == ["note"]
    assert r.final["objects"]["note"]["zone"] == "hand"


def test_a_spell_that_does_not_move_itself_still_goes_to_the_trash() -> None:
    r = ruling(SPELL.replace(", {move_zone: {target: self, to: hand}}", ""))
    assert r.final["objects"]["note"]["zone"] == "trash"
