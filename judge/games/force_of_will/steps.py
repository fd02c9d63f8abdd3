"""Entering a step and opening the turn player's priority sequence: shared by the turn (FOW 500)
and the battle (FOW 800)."""

from __future__ import annotations

from judge.engine.events import EventKind
from judge.engine.trace import StepKind
from judge.msg import Msg, word

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


def enter_step(r: Table, step: str, citations: tuple[str, ...]) -> None:
    """A battle (or turn) step begins: its "at the beginning of" conditions happen."""
    state = r.state
    state.step = step
    label = r.game.words.phase(step)  # "declare attack step"
    r.emit(EventKind.PHASE_STARTED, Msg("{phase} begins", phase=word(label)), phase=step,
           player=state.turn_player)
    r.step(StepKind.PHASE, Msg("{player}'s {phase} begins", player=state.turn_player,
                               phase=word(label)), citations)


def priority_to_turn_player(r: Table, rule: str) -> None:
    state = r.state
    state.passes = 0
    r.give_priority(state.turn_player, (rule,), quiet=True)
