"""Costs within instructions (RB 740.4.a): "[pay X] to [do Y]" in a spell's or ability's text.

`pay_cost: {energy: 2}` is the cost (the [do X]), `as: paid` names it, and the effect it buys
is `if: {did: paid}` ("pay [2] to draw 2": `[{pay_cost: {energy: 2}, as: paid},
{draw: {count: 2}, if: {did: paid}}]`); "you may pay [1] to ..." adds `optional: true`. A cost
of other kinds sits beside the resources: `discard: n` ("discard 1 to ...": the cards named by
the item's decision `choices: {discard: [ids]}` when the hand holds more), `exhaust: self`
("exhaust me to ...", the source on the board) and `recycle: n` ("recycle 2 from your trash
to ...": `choices: {recycle: [ids]}` when the trash holds more). Every part must be payable, or
none is paid: a discard cost needs that many cards in hand (RB 422.3), a recycle cost that many
in the trash (RB 416.3), an exhaust cost a ready source (RB 414.4), where the instructions
`discard` and `exhaust` do what they can (RB 422.4, RB 414.1.c).

It is a Cost, not the game action of `pay` ("pay 2. If you do, ...": RB 205):

- its controller pays it in full, from the rune pool and with Add abilities (RB 357), or not at
  all: a cost that cannot be paid in full is not paid and its effect does not happen (RB 203,
  RB 203.3), where a short `pay` does what it can (RB 055);
- a spell pays it as it resolves (RB 740.4.a.1); a triggered ability's cost in the first part of
  its effect is its base cost, paid to finalize it (RB 383.3.b, RB 403.1.b.1: the trigger's
  `cost:`), and one in a later part is paid as it resolves (RB 740.4.a.2.a), which is what this
  instruction does in a trigger. Core Rules v1.3 pays a trigger's cost within instructions as it
  is finalized wherever it stands (its RB 742.1.b): in a v1.3 trigger this is exit 3, naming it
  (write it as the trigger's `cost:`).
"""

from __future__ import annotations

from judge.engine.conditions import amount, not_done
from judge.engine.paying import credit, use_while_paying
from judge.engine.setup import hand_of
from judge.engine.wording import said_filter
from judge.games.riftbound.payment import plan_adds, settle, spend
from judge.model import effects as fx
from judge.model.args import optional, required
from judge.model.effects import arg
from judge.model.filters import Filter
from judge.model.state import StackItem
from judge.msg import Items, Msg, amounts, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.effects import Pay
    from judge.engine.table import Table


@dataclass(frozen=True)
class PayCost(fx.Effect):
    """The cost of "[pay X] to [do Y]" (RB 740.4.a): paid in full by the item's controller, or
    not at all (RB 203.3)."""

    kind: ClassVar[str] = "pay_cost"
    resources: tuple[tuple[str, int], ...] = arg(required(
        "cost_resources", "resource: amount, the cost its controller pays (energy, power, ...)"))
    discard: int = arg(optional("int", "cards its controller discards as the cost (RB 422.3)",
                                minimum=0), 0)
    exhaust: str | None = arg(optional("str", "`self`: exhausting its source is the cost (RB "
                                       "414.4)", choices=("self",)), None)
    recycle: int = arg(optional("int", "cards of its controller's trash recycled as the cost "
                                "(RB 416.3)", minimum=0), 0)
    kill: Filter | None = arg(optional("filter", "a unit of its controller's it kills as the "
                                       "cost (RB 428.1.a.1): `choices: {kill: id}` names it "
                                       "where more than one could pay"), None)


def run_pay_cost(t: Table, item: StackItem, e: PayCost) -> str | None:
    """RB 740.4.a: pay the cost now, in full, or get nothing from it (RB 203.3)."""
    triggered = item.kind == "ability" and item.ability is not None and \
        item.ability.kind == "triggered"
    if triggered and t.state.edition == "v1.3":
        from judge.engine.lost import cannot_rule

        cannot_rule(t, "a cost within a triggered ability's instructions under v1.3: its RB "
                       "742.1.b (RB 740.4.a.2) pays it as the ability is finalized, wherever it "
                       "stands in the effect; write it as the trigger's `cost:`",
                    key="effect.pay_cost")
    rule = "RB 740.4.a.2.a" if triggered else "RB 740.4.a.1" if item.kind == "card" else \
        "RB 740.4.a"
    player = item.controller
    owes = {k: n for k, n in e.resources if n > 0}
    asked = amounts(list(owes.items()), t.game.words.resources)
    plan = plan_adds(t, player, owes)
    short = _unpayable(t, item, e, player)
    if plan is None or short:
        t.cite_also_rule(rule)  # v1.3's RB 742.1.a: the effect only if the cost is paid
        if t.state.edition != "v1.3":  # RB 203.3 (v1.4): an impossible cost is not paid
            t.cite_also_rule("RB 203.3")
        if short:
            return not_done(Msg("{player} cannot pay the cost within its instructions in full "
                                "({why}): a cost is paid whole or not at all, so nothing is paid "
                                "and what it pays for does not happen", player=player, why=short))
        return not_done(Msg("{player} cannot pay {cost} in full: a cost is paid whole or not at "
                            "all, so nothing is paid and what it pays for does not happen",
                            player=player, cost=asked))
    said: list[str] = []
    if owes:
        spend(t.state.players[player].resources, owes, credit(tuple(plan)))
        use_while_paying(t, player, tuple(plan), item.id)
        said.append(phrase(Msg("{player} pays {cost}, the cost within its instructions",
                               player=player, cost=asked)))
    said += _pay_others(t, item, e, player)
    t.cite_also_rule(rule)  # after the Add abilities' own steps: it is this step's rule
    return phrases(said)


def _unpayable(t: Table, item: StackItem, e: PayCost, player: str) -> str:
    """Why a part of the cost other than resources cannot be paid now ("" if it can)."""
    if e.discard and len(hand_of(t, player)) < e.discard:
        t.cite_also_rule("RB 422.3")
        return phrase(Msg("a discard cost needs {n} cards in hand, and {player} has {held}",
                          n=e.discard, player=player, held=len(hand_of(t, player))))
    if e.recycle and len(_trash(t, player)) < e.recycle:
        t.cite_also_rule("RB 416.3")
        return phrase(Msg("a recycle cost needs {n} cards in the trash, and {player} has {held}",
                          n=e.recycle, player=player, held=len(_trash(t, player))))
    if e.kill is not None and not _killable(t, item, e.kill, player):
        t.cite_also_rule("RB 428.1.a.1")
        return phrase(Msg("a kill cost needs one of {what} to kill, and {player} has none",
                          what=said_filter(e.kill, plural=True), player=player))
    if e.exhaust == "self":
        source = t.state.objects.get(item.source or "")
        if source is None or source.id not in t.board or source.exhausted:
            t.cite_also_rule("RB 414.4")
            return phrase(Msg("an exhaust cost needs {object} ready on the board",
                              object=t.name(item.source or item.id)))
    return ""


def _pay_others(t: Table, item: StackItem, e: PayCost, player: str) -> list[str]:
    """Discard and exhaust as the cost within instructions (RB 203.1), once all can be paid;
    replaced, each still counts as paid (RB 203.2)."""
    from judge.engine.effects import set_exhausted
    from judge.games.riftbound.discard import discard_picked

    said: list[str] = []
    if e.discard:
        picked = discard_picked(t, item, player, e.discard)
        said.append(phrase(Msg("{player} discards {cards}, the cost within its instructions",
                               player=player,
                               cards=Items([t.name(o) for o in picked], commas=True))))
        t.cite_also_rule("RB 422.3")
    if e.recycle:
        said.append(_recycle(t, item, player, e.recycle))
    if e.kill is not None:
        said.append(_kill(t, item, e.kill, player))
    if e.exhaust == "self":
        source = t.obj(item.source or "")
        set_exhausted(t, source, True, player=player, cause=item.id)
        said.append(phrase(Msg("{player} exhausts {object}, the cost within its instructions",
                               player=player, object=t.name(source.id))))
        t.cite_also_rule("RB 414.4")
    return said


def _trash(t: Table, player: str) -> list[str]:
    """The cards of `player`'s trash, as the file lists them (a battlefield is no card there)."""
    return [o.id for o in t.state.objects.values() if o.owner == player and o.zone == "trash"
            and not o.card.is_type("battlefield")]


def _recycle(t: Table, item: StackItem, player: str, wanted: int) -> str:
    """RB 416.3, RB 416.6: recycle `wanted` cards the player picks from their trash (the
    item's decision `choices: {recycle: [ids]}` where the trash holds more) to the bottom of
    their Main Deck (RB 416.1.a); several go in a random order (RB 416.5): house policy RB
    HP.45 gives judge one."""
    trash = _trash(t, player)
    key = (item.id, "choices", "recycle")
    picked = trash
    if len(trash) > wanted:
        value = t.decision(item.id, "choices", "recycle")
        ids = [str(v) for v in value] if isinstance(value, list) else []
        if len(set(ids)) != wanted or len(ids) != wanted or any(i not in trash for i in ids):
            t.bad_decision(key, f"the player picks {wanted} of the {len(trash)} cards in the "
                           f"trash ({', '.join(trash)}), RB 416.6: name them in `decisions: "
                           f"{{{item.id}: {{choices: {{recycle: [...]}}}}}}`")
        picked = ids
    order = list(reversed(picked)) if len(picked) > 1 and \
        t.policy_is("recycle.order", "reversed") else picked
    for oid in order:
        t.move(t.obj(oid), "main_deck", position="bottom", cause=item.id)
    t.cite_also_rule("RB 416.3")
    t.cite_also_rule("RB 416.1.a")
    said = Msg("{player} recycles {cards} from the trash, the cost within its instructions",
               player=player, cards=Items([t.name(o) for o in order], commas=True))
    if len(order) > 1:
        t.cite_also_rule("RB 416.5")
        t.cite_also_rule(t.policy_id("recycle.order"))
        said = Msg("{what}, in that order from the top (a random order: house policy RB HP.45)",
                   what=said)
    return phrase(said)


def _killable(t: Table, item: StackItem, spec: Filter, player: str) -> list[str]:
    """The objects on the board `player` controls that a kill cost of `spec` may kill."""
    from judge.engine.characteristics import matches

    return [o.id for o in t.state.objects.values() if o.controller == player
            and o.id in t.board and matches(t.state, t.game, o, spec, player)]


def _kill(t: Table, item: StackItem, spec: Filter, player: str) -> str:
    """RB 428.1.a.1: kill the unit its player picks (`choices: {kill: id}` where more than one
    could pay) as the cost; a kill a replacement turns into something else still pays it (RB
    203.2), and its own-death triggers go pending before it moves (RB 428.1.a.1.b)."""
    can = _killable(t, item, spec, player)
    chosen = can[0] if len(can) == 1 else t.decision(item.id, "choices", "kill")
    if chosen not in can:
        t.bad_decision((item.id, "choices", "kill"), f"the player picks one of {', '.join(can)} "
                       f"to kill for the cost: name it in `decisions: {{{item.id}: {{choices: "
                       "{kill: <id>}}}}`")
    obj = t.obj(str(chosen))
    name = t.name(obj.id)
    t.destroy(obj, cause=item.id)
    t.cite_also_rule("RB 428.1.a.1")
    return phrase(Msg("{player} kills {object}, the cost within its instructions",
                      player=player, object=name))


def run_pay(t: Table, item: StackItem, e: Pay) -> str | None:
    """The core `pay` (RB 444), its payer using Add abilities while paying: v1.4 RB 444.2.c lets
    a player told to pay activate Reaction Add abilities (a rune's "exhaust: add 1 Energy"),
    which resolve at once, so one whose pool is short pays with them when they cover it (in
    board order, as few as needed, as a play's cost: `plan_adds`). Ones that cannot cover it
    are not used, and the payment is short of it (RB HP.39). v1.3 has no such rule for an
    effect's payment (its RB 429.3 speaks of costs): exit 3 where they would matter."""
    from judge.engine.effects import pay, refs

    asked = {k: amount(t, item, n) for k, n in e.resources}
    for pid in refs(t, item, e.player):
        if pid not in t.state.players:
            continue
        owes = {k: n for k, n in asked.items() if n > 0}
        plan = plan_adds(t, pid, owes)
        if not plan:
            continue
        if t.state.edition == "v1.3":
            from judge.engine.lost import cannot_rule

            cannot_rule(t, "a payment an effect makes a player short of it in the rune pool, with "
                           "ready Add abilities that would cover it: Core Rules v1.3 lets them be "
                           "used while paying a cost (RB 429.3), and an effect's payment is no "
                           "cost; v1.4 allows it (RB 444.2.c)", key="effect.pay")
        t.cite_also_rule("RB 444.2.c")  # the rule of the Add abilities' own steps
        use_while_paying(t, pid, tuple(plan), t.item_label(item))
        assert not settle(t.state.players[pid].resources, owes)[1], "plan_adds covers it"
    return pay(t, item, e)
