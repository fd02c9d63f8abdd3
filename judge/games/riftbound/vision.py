"""Predict (RB 436) and Vision (RB 817): looking at the top of the Main Deck and recycling.

- `predict: {count: X}` (X 1 when not given, RB 436.3.a): its controller looks at the top X
  cards of their Main Deck (as many as there are, never a Burn Out: RB 436.4) and recycles any
  of them to the bottom (RB 416); the rest go back on top in the order they choose (RB 436.1.a).
  The choice is the item's decision: `decisions: {<item>: {choices: {recycle: [ids]}}}`
  (`true`: all, `false`: none; default: none, said in the step) and `top: [ids]` for the order
  of the rest (default: as they were).
- Vision: "when this is played, predict" (RB 817.1.b); the trigger is the permanent entering
  the board as its play completes (RB 817.1.c); every instance triggers on its own
  (RB 817.2), each with its own choice (RB 817.2.a).
"""

from __future__ import annotations

from judge.engine.conditions import SPARED, amount, spared_players
from judge.engine.effects import refs
from judge.engine.trace import StepKind
from judge.games.riftbound import keywords as kw
from judge.model import effects as fx
from judge.model.args import optional
from judge.model.cards import AbilityDef
from judge.model.effects import arg
from judge.model.state import GameObject, PendingTrigger, StackItem
from judge.msg import Items, Msg, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.conditions import Amount
    from judge.engine.table import Table


@dataclass(frozen=True)
class Predict(fx.Effect):
    """Predict X (RB 436): look at the top X cards of your Main Deck, recycle any of them."""

    kind: ClassVar[str] = "predict"
    player: fx.Ref = arg(optional("player", "who predicts (default: the controller)"),
                         "controller")
    count: Amount = arg(optional("quantity", "X: how many cards (default 1, RB 436.3.a)",
                                 minimum=0), 1)


def _chosen(t: Table, item: StackItem, key: str, seen: list[str]) -> list[str] | None:
    """The ids a decision lists under `choices.<key>` (true: all, false: none), in its order;
    None when the file does not say. An id not among the cards seen is a bad decision."""
    value = t.decision(item.id, "choices", key)
    if value is None:
        return None
    if isinstance(value, bool):
        return list(seen) if value else []
    if not isinstance(value, list):
        t.bad_decision((item.id, "choices", key), "expected true, false or a list of card ids")
    ids = [str(v) for v in value]
    wrong = [i for i in ids if i not in seen]
    if wrong or len(set(ids)) != len(ids):
        t.bad_decision((item.id, "choices", key), f"{(wrong or ids)[0]!r} is not one of the "
                       f"cards predicted ({', '.join(seen) or 'none'}), or is named twice")
    return ids


def run_predict(t: Table, item: StackItem, e: Predict) -> str | None:
    """RB 436.1: look at the top X, recycle the chosen ones (RB 416: to the bottom, in the
    order chosen), the rest back on top in the chosen order (RB 436.1.a); fewer cards than X:
    as many as there are (RB 436.4), no Burn Out (RB 436.4.a)."""
    out: list[str] = []
    deck = t.game.vocab.deck_zone
    for pid in refs(t, item, e.player):
        if pid not in t.state.players:
            continue
        pile = list(t.state.ordered.get((pid, deck), ()))
        wanted = amount(t, item, e.count)
        seen = pile[:max(0, wanted)]
        if seen:  # (none seen: what looking is does not say why nothing happened)
            t.cite_also_rule("RB 436.1.a" if wanted > 1 else "RB 436.1")  # several: 436.1.a
        if len(seen) < wanted:
            t.cite_also_rule("RB 436.4.a")  # as many as there are, and never a Burn Out
        if not seen:
            out.append(phrase(Msg("{player} predicts with an empty Main Deck: nothing happens "
                                  "(no Burn Out)", player=pid)))
            # the point a Burn Out would give each opponent never comes: why their points stay
            # as they were (Step.spared, read by the answer)
            item.extra[SPARED] = tuple(dict.fromkeys((*spared_players(item),
                                                      *t.state.opponents(pid))))
            continue
        recycled = _chosen(t, item, "recycle", seen)
        said_default = recycled is None
        recycled = recycled or []
        rest = [o for o in seen if o not in recycled]
        top = _chosen(t, item, "top", rest)
        if top is not None and set(top) != set(rest):
            t.bad_decision((item.id, "choices", "top"), "list every predicted card that is not "
                           f"recycled, in the order from the top: {', '.join(rest) or 'none'}")
        order = top if top is not None else rest
        if len(recycled) > 1:  # RB 416.5: together, in a random order: house policy RB HP.45
            if t.policy_is("recycle.order", "reversed"):
                recycled = list(reversed(recycled))
            t.cite_also_rule("RB 416.5")
            t.cite_also_rule(t.policy_id("recycle.order"))
        # Within one zone no card changes zone (no event): the pile is reordered in place,
        # the first listed on top, the recycled ones at the bottom in the order chosen.
        t.state.ordered[(pid, deck)] = [*order, *pile[len(seen):], *recycled]
        if recycled:
            t.cite_also_rule("RB 416.1.a")  # a Main Deck card: to its bottom
        what = Msg("recycles {cards} to the bottom",
                   cards=Items([t.name(o) for o in recycled], commas=True)) if recycled else \
            Msg("keeps it on top", plural="keeps them on top", n=len(seen))
        if len(recycled) > 1:
            what = Msg("{what}, in that order from the top (a random order: house policy "
                       "RB HP.45)", what=what)
        if said_default:
            what = Msg("{what} (no decision given: nothing recycled; set {example} to recycle)",
                       what=what,
                       example="`decisions: {" + item.id + ": {choices: {recycle: [...]}}}`")
        out.append(phrase(Msg("{player} predicts {count}: looks at {cards} and {what}",
                              player=pid, count=len(seen),
                              cards=Items([t.name(o) for o in seen], commas=True), what=what)))
    return phrases(out)


#: RB 817.1.b: Vision is "when this is played, predict".
VISION = AbilityDef(name="Vision", kind="triggered", effect=(Predict(),), keywords=("vision",))


def vision_triggers(t: Table, obj: GameObject, node: str) -> None:
    """RB 817.1.c, RB 817.2: a permanent with Vision entered the board as its play completed:
    each instance of Vision triggers separately."""
    if not t.game.vocab.is_board(obj.zone) or not kw.has(obj, "vision"):
        return
    n = kw.instances(obj, "vision")
    for _ in range(n):
        # triggered by the play, with its "when you play me" abilities (RB 370.1.a.2)
        t.state.pending_triggers.append(PendingTrigger(obj.id, VISION, obj.controller, node, 0,
                                                       obj.id, action=t.game_action))
    t.step(StepKind.TRIGGER, Msg("{object}'s play completes as it enters the board: its Vision "
                                 "triggers {n} times, once per instance", object=t.name(obj.id),
                                 n=n) if n > 1 else
           Msg("{object}'s play completes as it enters the board: its Vision triggers",
               object=t.name(obj.id)),
           ("RB 817.1.b", "RB 817.1.c", *(("RB 817.2",) if n > 1 else ())))
