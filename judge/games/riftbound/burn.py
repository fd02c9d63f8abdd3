"""Burn as an instruction (RB 440, v1.4): "burn 2" puts the top cards of its player's Main
Deck straight into their trash, one action (RB 440.1). More than the deck holds: the player
burns the whole deck, burns out, then burns the rest from the refilled deck (RB 440.4, RB
431.1.b). Core Rules v1.3 has no Burn (added in v1.4): there it is exit 3.
"""

from __future__ import annotations

from judge.engine.conditions import Amount, amount
from judge.engine.refs import refs
from judge.games.riftbound.scoring import move_from_deck
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


@dataclass(frozen=True)
class Burn(fx.Effect):
    """A player burns cards from the top of their Main Deck (RB 440)."""

    kind: ClassVar[str] = "burn"
    player: fx.Ref = arg(optional("player", "who burns (default: the controller)"),
                         "controller")
    count: Amount = arg(optional("quantity", "X: how many cards (default 1)", minimum=0), 1)


def run_burn(t: Table, item: StackItem, e: Burn) -> str | None:
    """RB 440.1, RB 440.4: burn the top X of each player's Main Deck, burning out when short."""
    if t.state.edition == "v1.3":
        from judge.engine.lost import cannot_rule

        cannot_rule(t, "Burn is a game action of Core Rules v1.4 (RB 440); v1.3 has none",
                    key="effect.burn")
    deck = t.game.vocab.deck_zone
    out = []
    for pid in refs(t, item, e.player):
        if pid not in t.state.players:
            continue
        wanted = max(0, amount(t, item, e.count))
        if not wanted:
            continue
        short = len(t.state.ordered.get((pid, deck), ())) < wanted

        def burn(n: int, pid: str = pid) -> str | None:
            top = list(t.state.ordered.get((pid, deck), ()))[:n]
            for oid in top:
                t.move(t.obj(oid), t.graveyard_of(t.obj(oid)), cause=item.id, how="burn")
            return phrase(Msg("{player} burns {cards}", player=pid,
                              cards=Items([t.name(o) for o in top], commas=True)))

        out += move_from_deck(t, pid, wanted, burn, (t.item_label(item), ("RB 440.4",)))
        t.cite_also_rule("RB 440.1")  # after a Burn Out's own step: this step's rules
        if short:
            t.cite_also_rule("RB 440.4")  # the whole deck, Burn Out, then the rest
    return phrases(out)
