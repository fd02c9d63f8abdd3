"""Additional turns (RB 734-738): "take a turn after this".

- `extra_turn: {player}` (default: the controller): RB 735: the player gets a temporary
  additional turn, slotted into the turn queue straight after the turn now being played.
- RB 736-737: the turn order itself does not change: once the additional turns are over, the
  queue goes on from the turn they were inserted after (an additional turn of Alice's after Bob's
  turn is followed by Alice's own regular turn).
- RB 738: several are inserted in the order the effects creating them happened, each straight
  after the current turn, so the one created last is taken first.
- An additional turn is no player's first turn of the game (RB 485.7: the player going last
  channels one more rune in their first turn only).
"""

from __future__ import annotations

from judge.games.riftbound.outcome import in_game
from judge.games.riftbound.state import ext
from judge.model import effects as fx
from judge.model.args import optional
from judge.model.effects import arg
from judge.model.state import StackItem
from judge.msg import Msg, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class ExtraTurn(fx.Effect):
    """The player takes a turn after this one (RB 735)."""

    kind: ClassVar[str] = "extra_turn"
    player: fx.Ref = arg(optional("player", "who takes it (default: the controller)"),
                         "controller")


def run_extra_turn(t: Table, item: StackItem, e: ExtraTurn) -> str | None:
    """RB 735, RB 738: each player named gets an additional turn straight after this one (the
    one created last comes first)."""
    x = ext(t.state)
    out = []
    for pid in in_game(t, item, e.player):
        if x.extra_turns:
            t.cite_also_rule("RB 738")  # inserted before the ones created earlier
        x.extra_turns.append(pid)
        t.cite_also_rule("RB 735")
        out.append(phrase(Msg("{player} takes an additional turn after this one", player=pid)))
    return phrases(out) if out else None


def next_in_queue(t: Table) -> tuple[str, tuple[str, ...]]:
    """Whose turn comes next, and the rules that say so beside RB 317.3: the additional turn
    created last (RB 735, RB 738), else the next player in Turn Order after the turn the
    additional turns were inserted after (RB 737), else after the turn player."""
    state, x = t.state, ext(t.state)
    if x.extra_turns:
        if x.resume_after is None:
            x.resume_after = state.turn_player  # the queue goes on from here afterwards
        x.extra_now = True
        x.extra_taken += 1
        return x.extra_turns.pop(), ("RB 735", "RB 737")
    x.extra_now = False
    after, x.resume_after = x.resume_after or state.turn_player, None
    if after != state.turn_player:
        return state.next_player(after), ("RB 737",)  # the queue goes on as before
    return state.next_player(after), ()


def leaving_with_extra_turns(t: Table) -> None:
    """A player leaving a game of three or four while additional turns are queued: the Core
    Rules do not say what becomes of the queue (RB 652.5 passes the turn on, RB 737 keeps the
    order): an honest exit 3."""
    x = ext(t.state)
    if not x.extra_turns and x.resume_after is None:
        return
    from judge.errors import Problem, UnsupportedMechanic

    raise UnsupportedMechanic(Problem(
        t.scenario.file, 0, 0, "actions", "a player leaving the game while additional turns "
        "are queued (RB 737, RB 652.5) is not implemented: what becomes of the queue"))
