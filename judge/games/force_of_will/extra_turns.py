"""Additional turns (FOW 1025) and whose turn comes next (FOW 505.6).

- `extra_turn: {player: controller}`: "(you) take an additional turn after this one": the player
  gains an additional turn (FOW 1025). A file that starts after one was gained says so with the
  state key `extra_turns: [alice]` (earliest gained first).
- As the current turn is over (the final step done, 505.5, or the end phase skipped, 1031.1),
  the player who gained the earliest additional turn still waiting takes it: they are the turn
  player again and the turn goes as usual (1025.1); several are taken one after another in the
  order they were gained (1025.2). With none waiting the other player's turn begins (505.6), so
  after an additional turn the turn goes to the player who did not take it.
- "The turn player's first turn" (503.1: no recovery phase) counts the turns each player has
  taken, not the game's turn number: an additional turn on the game's first turn is not the
  second player's first turn, and the turn after it is.
"""

from __future__ import annotations

from judge.engine.declare import EffectDecl
from judge.engine.effects import refs
from judge.games.force_of_will.state import ext
from judge.model.args import optional
from judge.model.effects import Effect, Ref, arg
from judge.model.state import GameState, StackItem
from judge.msg import Msg, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

#: The state key: the additional turns gained before the file starts, earliest first.
STATE_KEY = "extra_turns"


@dataclass(frozen=True)
class ExtraTurn(Effect):
    """`extra_turn: {player: controller}`: the player takes an additional turn after this one
    (FOW 1025.1)."""

    kind: ClassVar[str] = "extra_turn"
    player: Ref = arg(optional("player", "who takes the additional turn (default: the "
                               "controller)"), "controller")


def run_extra_turn(t: Table, item: StackItem, e: ExtraTurn) -> str | None:
    out = []
    for pid in refs(t, item, e.player):
        if pid in t.state.players:
            ext(t.state).extra_turns.append(pid)
            t.changed()
            out.append(phrase(Msg("{player} will take an additional turn after this one",
                                  player=pid)))
    t.cite_also_rule("FOW 1025.1")
    return phrases(out)


EXTRA_TURN = EffectDecl(ExtraTurn, run_extra_turn, "{player} takes an additional turn")


def next_turn(t: Table, citations: tuple[str, ...]) -> None:
    """FOW 505.6: the next turn begins; FOW 1025.1-1025.2: the earliest additional turn gained
    and still waiting comes first, its player the turn player again. After additional turns,
    FOW HP.55 (`extra_turn.order`) says whose turn comes: the other player's, as after any turn
    (`alternate`, 505.6's words), or the player's whose turn would have come had none been taken
    (`resume`)."""
    x = ext(t.state)
    waiting = x.extra_turns
    if waiting:
        player = waiting.pop(0)
        if x.resume_to is None:  # the turn that would have come next: kept for FOW HP.55
            x.resume_to = t.state.next_player(t.state.turn_player)
        rules = ("FOW 1025.1", "FOW 1025.2") if waiting else ("FOW 1025.1",)
        t.next_turn(rules, player)
        return
    resume, x.resume_to = x.resume_to, None
    if resume is None:
        t.next_turn(citations)
        return
    policy = t.policy_id("extra_turn.order")
    if t.policy_is("extra_turn.order", "resume"):
        t.next_turn((*citations, "FOW 1025.1", policy), resume)
    else:
        t.next_turn((*citations, policy))


def began(state: GameState) -> None:
    """A new turn began (not the game's first, begun by the setup): its player has taken one
    more turn."""
    taken = ext(state).turns_taken
    taken[state.turn_player] = taken.get(state.turn_player, 0) + 1

