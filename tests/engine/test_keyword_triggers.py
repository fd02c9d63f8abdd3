"""`Table.queue_trigger`: an automatic ability a game's rules give an object (a keyword's,
which an effect may grant, so no card lists it) waits to be played like any matched trigger."""

from __future__ import annotations

from judge.app import load_scenario_text, rulebook_of
from judge.engine.effects import Destroy
from judge.engine.events import EventKind
from judge.engine.resolver import Resolver
from judge.model.cards import AbilityDef

BOARD = """
game: force-of-will
turn: {player: alice, phase: main, number: 3}
players:
  alice: {life: 4000}
  bob: {life: 4000}
objects:
  - {id: squire, card: Ember Squire, owner: alice, zone: field}
  - {id: wall, card: Stone Sentinel, owner: bob, zone: field}
"""

SMASH = AbilityDef(name="Smash", kind="triggered", effect=(Destroy("it"),))


def test_a_queued_trigger_is_of_the_next_generation_and_names_the_events_object() -> None:
    scenario = load_scenario_text(BOARD, "<test>")
    r = Resolver(scenario, rulebook_of(scenario))
    event = r.emit(EventKind.DAMAGED, "100 damage to wall", obj="wall", player="bob",
                   source="squire", amount=100)
    r.cause_depth = 3  # as if an item of the third generation were resolving
    r.queue_trigger(r.obj("squire"), SMASH, event)
    pending = r.state.pending_triggers[-1]
    assert (pending.source, pending.controller, pending.depth, pending.event_object) == (
        "squire", "alice", 4, "wall")


def test_a_queued_trigger_is_played_and_resolves_like_any_other() -> None:
    scenario = load_scenario_text(BOARD, "<test>")
    r = Resolver(scenario, rulebook_of(scenario))
    event = r.emit(EventKind.DAMAGED, "100 damage to wall", obj="wall", player="bob",
                   source="squire", amount=100)
    r.queue_trigger(r.obj("squire"), SMASH, event)
    r.game.stack.settle(r)
    assert [item.id for item in r.state.stack] == ["squire.smash"]
    r.resolve_item(r.state.stack[-1])
    assert r.obj("wall").zone == "graveyard"
