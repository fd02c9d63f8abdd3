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


def priority_to_turn_player(r: Table, rule: str, why: Msg | None = None) -> None:
    """The turn player's priority sequence opens, by `rule`; said as a step of its own where
    `why` says why it opens (a sequence that opens only because something triggered, FOW 502.2,
    503.3, 505.2, 505.3, 807.3b, or after first strike damage, 805.3: the rule that says who acts
    first there is cited where it decides it), else given quietly (every phase and step has one)."""
    state = r.state
    state.passes = 0
    r.give_priority(state.turn_player, (rule,), quiet=why is None, why=why or "")


def priority_for_triggers(r: Table, rule: str, phase: str) -> None:
    """FOW 502.2, 503.3, 505.2: a phase whose priority sequence opens only because something
    triggered as it began; the turn player receives priority (FOW 602.1: the triggered abilities
    are then played within the sequence)."""
    priority_to_turn_player(r, rule, Msg("(the turn player: something triggered as the {phase} "
                                         "phase began)", phase=word(r.game.words.phase(phase))))
