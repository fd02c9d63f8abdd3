"""engine/layerkey.py: a step computes the layers again only when the key of their inputs
differs, so the key must change with anything a filter, condition or quantity may read, even a
change made without an event (a rune turned face up: FOW 711.2), and stay equal otherwise."""

from __future__ import annotations

import inspect
from collections.abc import Callable

import pytest

from judge.app import load_scenario, rulebook_of
from judge.engine import layerkey
from judge.engine.layerkey import layer_key
from judge.engine.resolver import Resolver
from judge.model.state import GameObject, GameState, Modifier, Player

from ..conftest import SCENARIOS

RUNE = SCENARIOS / "force-of-will" / "keywords" / "rune-will-symbols-each-need-their-rune.yaml"


def _state() -> GameState:
    scenario = load_scenario(str(RUNE))
    resolver = Resolver(scenario, rulebook_of(scenario))
    resolver.run(keep_initial=False)
    return resolver.state


def _first(state: GameState) -> GameObject:
    return next(iter(state.objects.values()))


CHANGES: dict[str, Callable[[GameState], None]] = {
    "face up or down": lambda s: setattr(_first(s), "face_down", not _first(s).face_down),
    "a zone": lambda s: setattr(_first(s), "zone", "graveyard"),
    "damage": lambda s: setattr(_first(s), "damage", _first(s).damage + 1),
    "a mark in extra": lambda s: _first(s).extra.__setitem__("attacking", True),
    "a counter": lambda s: _first(s).counters.__setitem__("+100/+100", 1),
    "a modifier": lambda s: _first(s).modifiers.append(Modifier("x", (("atk", 1),))),
    "a player's life": lambda s: next(iter(s.players.values())).resources.__setitem__("life", 1),
    "the phase": lambda s: setattr(s, "phase", "end"),
    "the game's own state": lambda s: s.ext.judged.add("someone"),  # type: ignore[attr-defined]
}


@pytest.mark.parametrize("name", CHANGES)
def test_the_key_changes_with_what_the_layers_read(name: str) -> None:
    state = _state()
    before = layer_key(state)
    CHANGES[name](state)
    assert layer_key(state) != before


def test_the_key_stays_equal_when_nothing_changed() -> None:
    state = _state()
    before = layer_key(state)
    state.version += 1  # bookkeeping the layers write or keep is not an input
    state.static_on["x"] = True
    assert layer_key(state) == before


#: Fields of an object or player the key leaves out, each for a reason: its id (the key's
#: entry is the object itself), what the layers' computation writes (its outputs), and
#: `left_with`, read only by the trigger matcher on the object's own leaving (engine/granted.py),
#: and `left_stats` / `left_as`, the last known stats of an object off the board, read only by
#: its own abilities' quantities (engine/conditions.py, FOW 911.1), never by the layers, and
#: `left_board_as`, the object as it left the board, read only by the trigger matcher on its
#: leaving (engine/core.py, FOW 906.7b), and `last_hit`, the damage of its last hit, read only
#: by a game's state check on lethal damage (VW OV.2.a: damage that added up), never by the layers,
#: and `arrived`, when it came to its board zone, read only by a rule process choosing which
#: duplicate stays (FOW 1205.8-1205.9: the one there longest), never by the layers, and
#: `marked_by`, who marked its damage, read only by a game's check on lethal damage (RB 142.3.a,
#: RB 142.4.c), never by the layers, and `damaged_by`, who dealt its last damage with what, read
#: only as a kill it dies of is credited (RB 428.5.c), never by the layers, and `moved_in`, the
#: game action of its last zone change, read only as a triggered ability is put on the stack
#: (its card moved since it triggered, FOW 906.10, 302.3), never by the layers.
KEY_LEAVES_OUT = {
    "GameObject": {"id", "continuous", "traits_memo", "keywords_memo", "layering", "left_with",
                   "left_stats", "left_as", "left_board_as", "last_hit", "arrived",
                   "marked_by", "damaged_by", "moved_in"},
    "Player": {"id"},
}


@pytest.mark.parametrize("record", [GameObject, Player])
def test_every_field_is_in_the_key_or_left_out_for_a_reason(record: type) -> None:
    """A field added to GameObject or Player later must be put in the key (or named above with
    its reason): left out silently, a change of it alone would leave the layers stale, and a
    ruling read from stale layers is a confident wrong answer."""
    source = inspect.getsource(layerkey.layer_key)
    prefix = "o." if record is GameObject else "p."
    missing = {name for name in record.__record_fields__ if prefix + name not in source}
    assert missing == KEY_LEAVES_OUT[record.__name__]
