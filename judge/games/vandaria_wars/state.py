"""Vandaria Wars' own state (GameState.ext): the register in progress (VW REG.4-6)."""

from __future__ import annotations

from judge.engine.rulebook import GameRecord, ongoing, shown
from judge.model.state import GameState, StackItem
from judge.record import dataclass, field

PERMANENTS = ("territory", "follower", "relic", "rune")


@dataclass
class VWState(GameRecord):
    locked: bool = shown(False)  # VW REG.5: the register is resulting
    next_register: list[StackItem] = ongoing(factory=list, waits=True)  # VW REG.6.a
    had_combat: bool = False  # the resulting register held battle damage (VW REG.9.b)
    #: VW HP.43: each card whose destruction for its lethal damage an "instead" replaced, with
    #: its incarnation, damage and hp then (the same damage does not destroy it again). Kept on
    #: the game's record, not the card: a card's own extras are shown in every ruling.
    survived_lethal: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    #: Each damaged card in play as the last state check left it: its incarnation, damage and
    #: HP, so that a card the next check destroys with no new damage says its HP fell (VW HP.7).
    checked_hp: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    #: VW HP.10 `threshold`: each honor requirement a player met as a card was summoned, by the
    #: card (its id and incarnation): honor kept for the next card is that policy's reading,
    #: cited where `spent` would have left too little (register.py's counterpart pays it).
    honor_met: dict[str, dict[tuple[str, int], int]] = field(default_factory=dict)


def ext(state: GameState) -> VWState:
    assert isinstance(state.ext, VWState)
    return state.ext
