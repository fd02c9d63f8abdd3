"""Discard as an instruction (RB 422): "discard 2, then draw 2".

The discarding player picks the cards (RB 422.1.a): the item's decision
`decisions: {<item>: {choices: {discard: [ids]}}}` names them, needed only when the hand holds
more cards than asked. With fewer, every card in hand is discarded and the rest is ignored, the
effect going on (RB 422.4). Each card discarded is a `discarded` event (its player who
discarded it): triggers on it are carried out once the discard has happened (RB 422.1.b).
"""

from __future__ import annotations

from judge.engine.conditions import Amount, amount
from judge.engine.effects import announce_discard
from judge.engine.refs import refs
from judge.engine.replacements import replaced
from judge.engine.setup import hand_of
from judge.model import effects as fx
from judge.model.args import optional
from judge.model.effects import arg
from judge.model.state import GameObject, StackItem
from judge.msg import Items, Msg, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class Discard(fx.Effect):
    """A player discards cards from their hand (RB 422)."""

    kind: ClassVar[str] = "discard"
    player: fx.Ref = arg(optional("player", "who discards (default: the controller)"),
                         "controller")
    count: Amount = arg(optional("quantity", "X: how many cards (default 1)", minimum=0), 1)


def _picked(t: Table, item: StackItem, hand: list[str], wanted: int) -> list[str]:
    """The cards the player picks (RB 422.1.a): all of a hand no bigger than asked, else the
    `wanted` cards the decision names; a decision missing or naming others is an error."""
    if len(hand) <= wanted:
        return hand
    key = (item.id, "choices", "discard")
    value = t.decision(item.id, "choices", "discard")
    example = "`decisions: {" + item.id + ": {choices: {discard: [...]}}}`"
    if not isinstance(value, list):
        t.bad_decision(key, f"the discarding player picks {wanted} of the {len(hand)} cards in "
                       f"hand ({', '.join(hand)}), RB 422.1.a: name them in {example}")
    ids = [str(v) for v in value]
    if len(set(ids)) != wanted or len(ids) != wanted or any(i not in hand for i in ids):
        t.bad_decision(key, f"name {wanted} different cards of the hand: {', '.join(hand)}")
    t.cite_also_rule("RB 422.1.a")
    return ids


def _discard(t: Table, item: StackItem, obj: GameObject, player: str) -> bool:
    """Discard `obj`, unless a replacement of its discard makes something else happen instead:
    it then stays in the hand, and nothing waiting for a discard triggers (RB 370.1.a.1)."""
    if replaced(t, "discarded", obj, cause=item.id, anywhere=True):
        return False
    t.move(obj, t.graveyard_of(obj), cause=item.id, how="discard")
    announce_discard(t, obj, player, item.id)
    return True


def run_discard(t: Table, item: StackItem, e: Discard) -> str | None:
    out = []
    for pid in refs(t, item, e.player):
        if pid not in t.state.players:
            continue
        wanted = max(0, amount(t, item, e.count))
        hand = hand_of(t, pid)
        picked = _picked(t, item, hand, wanted)
        if len(picked) < wanted:
            t.cite_also_rule("RB 422.4")  # as many as they can; the rest is ignored
        picked = [oid for oid in picked if _discard(t, item, t.obj(oid), pid)]
        if not picked and hand and wanted:
            continue  # every discard replaced: the replacements' steps say what happened
        out.append(phrase(Msg("{player} discards {cards}", player=pid, cards=Items(
            [t.name(o) for o in picked], commas=True)) if picked else
            Msg("{player} has no card in hand to discard", player=pid)))
    return phrases(out)


def discard_picked(t: Table, item: StackItem, player: str, wanted: int) -> list[str]:
    """A discard paid as a cost (RB 422.3: the hand holds enough, checked first): the cards
    the player picks (RB 422.1.a), each discarded unless a replacement makes something else
    happen instead, which still pays it (RB 203.2). The ids picked."""
    picked = _picked(t, item, hand_of(t, player), wanted)
    for oid in picked:
        _discard(t, item, t.obj(oid), player)
    return picked
