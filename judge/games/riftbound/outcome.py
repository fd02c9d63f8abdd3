"""Card text that wins or loses the game (RB 195-196).

- `win_game: {player}` (default: the controller): RB 195: an effect may tell a player they win;
  the game then ends (RB 196). In 2v2 their team wins with them (RB 489.6: a team wins or loses
  together).
- `lose_game: {player}` (default: the controller): RB 195.1: the player is removed from the game
  at once, as a conceding player is (RB 649-652, concede.py): with one other player left, that
  player wins (RB 651.1); in 2v2 their teammate loses with them (RB 651.4, RB 489.6.a.2); with
  three or four players the others play on (RB 652).
"""

from __future__ import annotations

from judge.engine.effects import refs
from judge.engine.trace import StepKind
from judge.games.riftbound.concede import leave_game
from judge.games.riftbound.state import ext
from judge.model import effects as fx
from judge.model.args import optional
from judge.model.effects import arg
from judge.model.state import StackItem
from judge.msg import Items, Msg, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

PLAYER = optional("player", "the player (default: the controller)")


@dataclass(frozen=True)
class WinGame(fx.Effect):
    """The player wins the game (RB 195)."""

    kind: ClassVar[str] = "win_game"
    player: fx.Ref = arg(PLAYER, "controller")


@dataclass(frozen=True)
class LoseGame(fx.Effect):
    """The player loses the game: removed from it at once (RB 195.1)."""

    kind: ClassVar[str] = "lose_game"
    player: fx.Ref = arg(PLAYER, "controller")


def in_game(t: Table, item: StackItem, ref: fx.Ref) -> list[str]:
    """The players a reference names who are still in the game (RB 651.3: one removed no
    longer counts)."""
    gone = ext(t.state).removed
    return [p for p in refs(t, item, ref) if p in t.state.players and p not in gone]


def run_win_game(t: Table, item: StackItem, e: WinGame) -> str | None:
    """RB 195, RB 196: the player wins and the game ends; a 2v2 team wins together
    (RB 489.6.a.3)."""
    state = t.state
    players = in_game(t, item, e.player)
    if not players or state.game_over:
        return None
    winner = players[0]
    state.winner, state.outcome = winner, "win"
    mates = state.teammates(winner)
    if mates:
        said = Msg("{player} wins the game, and so does their team ({players})", player=winner,
                   players=Items(mates, commas=True))
        cites: tuple[str, ...] = ("RB 195", "RB 196", "RB 489.6.a.3")
    else:
        said = Msg("{player} wins the game", player=winner)
        cites = ("RB 195", "RB 196")
    t.step(StepKind.GAME_OVER, said, cites, actor=winner)
    return phrase(Msg("{player} wins the game", player=winner))


def run_lose_game(t: Table, item: StackItem, e: LoseGame) -> str | None:
    """RB 195.1: each player named loses the game and is removed from it at once, as a
    conceding player is (RB 649-652)."""
    out = []
    for player in in_game(t, item, e.player):
        if t.state.game_over:
            break
        if t.state.priority == player:
            # The item resolves because every player passed: no one holds priority while it
            # does, so the removal hands none on (RB 652.5.c); the resolution gives it after.
            t.state.priority = None
        t.step(StepKind.EFFECT, Msg("{player} loses the game and is removed from it",
                                    player=player), ("RB 195.1", "RB 651.3"), actor=player)
        leave_game(t, player, team_rule="RB 489.6.a.2")
        out.append(phrase(Msg("{player} loses the game", player=player)))
    return phrases(out)
