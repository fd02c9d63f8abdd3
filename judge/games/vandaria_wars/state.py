"""Vandaria Wars' own state (GameState.ext): the register in progress (VW REG.4-6)."""

from __future__ import annotations

from judge.engine.rulebook import GameRecord, ongoing, shown
from judge.model.state import GameState, StackItem
from judge.record import dataclass

PERMANENTS = ("territory", "follower", "relic", "rune")


@dataclass
class VWState(GameRecord):
    locked: bool = shown(False)  # VW REG.5: the register is resulting
    next_register: list[StackItem] = ongoing(factory=list, waits=True)  # VW REG.6.a
    had_combat: bool = False  # the resulting register held battle damage (VW REG.9.b)


def ext(state: GameState) -> VWState:
    assert isinstance(state.ext, VWState)
    return state.ext
