"""engine/layerkey.py: a step computes the layers again only when the key of their inputs
differs, so the key must change with anything a filter, condition or quantity may read, even a
change made without an event (a rune turned face up: FOW 711.2), and stay equal otherwise."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from judge.app import load_scenario, rulebook_of
from judge.engine.layerkey import layer_key
from judge.engine.resolver import Resolver
from judge.model.state import GameObject, GameState, Modifier

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
