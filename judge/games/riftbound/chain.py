"""The chain, priority and focus (RB 328-348): HOT FEPR.

Items on the chain are Pending until their controller takes them through the play steps, then
Finalized (RB 328-329). Items played by an action arrive finalized (their costs are paid as the
action is taken); triggered abilities arrive pending and are finalized oldest first, choosing
their targets then (RB 337, RB 355.5.b). Units, gear and Add abilities resolve the moment they
finalize, so nobody can respond to them (RB 337.2). Everything else waits until every player has
passed in a row; then only the newest item resolves, and priority goes to the controller of the
newest remaining item (RB 339, RB 340.4).

Priority is granted afresh (`ext.regrant`) whenever the chain changes; `grant_priority` runs once
everything automatic has settled (RB 334: outstanding tasks first).
"""

from __future__ import annotations

from judge.engine.trace import StepKind
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.payment import plan_adds, use_planned_adds
from judge.games.riftbound.state import CostAdjust, chain_exists, ext
from judge.model.state import PendingTrigger, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table

PRIORITY_WHY = {
    "played": ("RB 337.4",),
    "finalized": ("RB 337.4",),
    "resolved": ("RB 340.4",),
    "chain-empty": ("RB 335.1",),
    "showdown": ("RB 313", "RB 335.1"),
    "phase": ("RB 312.2.a", "RB 316.5"),
}


# ----- pending items ---------------------------------------------------------------------------
def collect_triggers(r: Table) -> bool:
    """Triggered abilities whose condition was met join the chain as pending items; across
    players the turn player's go first, so they resolve last (RB 383.3, RB 383.3.d)."""
    pending = r.take_pending_triggers()
    if not pending:
        return False
    queue_pending(r, r.order_by_turn(pending), ("RB 383.3.d",))
    return True


def queue_pending(r: Table, ordered: list[PendingTrigger], order_cites: tuple[str, ...]
                  ) -> None:
    x = ext(r.state)
    x.pending.extend(ordered)
    names = ", ".join(f"{r.name(pt.source)}'s {pt.ability.name}" for pt in ordered)
    several = len({pt.controller for pt in ordered}) > 1
    cites = ("RB 383.3", "RB 328", *(order_cites if several else ()))
    r.step(StepKind.TRIGGER, f"pending on the chain, oldest first: {names}", cites)


def finalize_oldest_pending(r: Table) -> None:
    """RB 337: the oldest pending item is finalized by its controller (targets chosen now);
    RB 402.4: one without legal choices is removed instead."""
    state, x = r.state, ext(r.state)
    pt = x.pending.pop(0)
    was_empty = not state.stack
    item = r.trigger_item(pt, ("RB 337", "RB 402.4"))
    if item is None:
        return
    if not pay_deflect_for_trigger(r, item):
        return
    if item.resource:  # RB 337.2, RB 429: an Add ability resolves the moment it finalizes
        r.announce_trigger(item, pt, "finalized", ("RB 337",))
        r.resolve_at_once(item, ("RB 337.2", "RB 429"), verb="resolves as it finalizes")
        return
    if was_empty and x.chain_origin is None:
        x.chain_origin = "trigger"  # RB 346.1: this chain will not pass focus when it empties
    r.push(item)
    r.announce_trigger(item, pt, "finalized on the chain", ("RB 337",))
    x.regrant = "finalized"


def pay_deflect_for_trigger(r: Table, item: StackItem) -> bool:
    """RB 809: choosing an opponent's Deflect unit as a target costs extra Power, for triggered
    abilities too; a trigger whose controller cannot pay it is removed (RB 402.4)."""
    extra = deflect_surcharge(r, item.controller, [t.id for t in item.targets])
    if not extra:
        return True
    res = r.state.players[item.controller].resources
    plan = plan_adds(r, item.controller, {"power": extra})
    if plan is None:
        r.step(StepKind.TRIGGER, f"{item.name} ({item.id}) would target a Deflect unit but "
               f"{item.controller} cannot pay {extra} Power: it is removed",
               ("RB 809", "RB 402.4"), actor=item.controller)
        return False
    res["power"] = res.get("power", 0) - extra
    x = ext(r.state)
    x.cost_adjust = CostAdjust(planned=tuple(plan))
    use_planned_adds(r, item.controller, item.id)
    x.cost_adjust = None
    r.note(f"{item.controller} pays {extra} Power for Deflect to finalize {item.id}",
           ("RB 809",))
    return True


def deflect_surcharge(r: Table, player: str, targets: list[str]) -> int:
    """RB 809.1: X extra Power each time an opponent's Deflect X object is chosen as a target."""
    total = 0
    for tid in targets:
        obj = r.state.objects.get(tid)
        if obj is not None and obj.controller != player and r.game.vocab.is_board(obj.zone):
            total += kw.amount(obj, "deflect") if kw.has(obj, "deflect") else 0
    return total


# ----- putting items on the chain --------------------------------------------------------------
def after_put_on_stack(r: Table, item: StackItem) -> None:
    """A player's card or ability arrived on the chain, finalized. Units and gear resolve at once
    (RB 337.2); anything else waits, its controller holding priority (RB 337.4)."""
    state, x = r.state, ext(r.state)
    state.passes = 0
    if x.chain_origin is None:
        x.chain_origin = "player"
    x.played[item.id] = (item.controller, item.source)
    if x.cost_adjust is not None and x.cost_adjust.planned:
        use_planned_adds(r, item.controller, r.item_label(item))
    if x.cost_adjust is not None:  # what was really paid (Hidden, Deflect)
        paid = dict(item.extra.get("paid") or {})  # type: ignore[call-overload]
        for k, n in x.cost_adjust.waive:
            paid[k] = max(0, paid.get(k, 0) - n)
        if x.cost_adjust.surcharge:
            paid["power"] = paid.get("power", 0) + x.cost_adjust.surcharge
        item.extra["paid"] = {k: n for k, n in paid.items() if n}
        x.cost_adjust = None
    hidden_at = x.hidden_play.pop(item.id, None)
    if hidden_at is not None:  # RB 811: a hidden permanent enters at its battlefield
        item.choices["location"] = f"battlefield:{hidden_at}"
    x.regrant = "played"
    obj = state.objects.get(item.source or "")
    if item.kind == "card" and obj is not None and obj.card.is_type("unit", "gear"):
        r.resolve_item(item, ("RB 337.2", "RB 359"))


# ----- passing and resolving -------------------------------------------------------------------
def resolve_newest(r: Table) -> None:
    """RB 339-340: every player passed in a row: the newest item resolves, and only it."""
    state = r.state
    state.passes = 0
    r.resolve_item(state.stack[-1], ("RB 339", "RB 340"))
    ext(state).regrant = "resolved"


def pass_priority_on(r: Table, player: str) -> None:
    """RB 339: a pass with others still to pass moves priority to the next player."""
    r.give_priority(r.state.next_player(player), ("RB 339",), quiet=True)


def close_empty_chain(r: Table) -> bool:
    """RB 340.2: the chain is empty, the state Opens. In a showdown focus passes to the next
    player, unless a triggered ability opened that chain (RB 340.2.a, RB 346, RB 346.1)."""
    state, x = r.state, ext(r.state)
    if x.chain_origin is None or chain_exists(state):
        return False
    origin, x.chain_origin = x.chain_origin, None
    x.regrant = "chain-empty"
    sd = x.showdown
    if sd is None or sd.step != "showdown" or sd.focus is None:
        return True
    if origin == "player":
        new = state.next_player(sd.focus)
        r.step(StepKind.PRIORITY, f"the chain is empty: the showdown is Open again and focus "
               f"passes from {sd.focus} to {new}", ("RB 340.2.a", "RB 346", "RB 347.1.b"),
               actor=new)
        sd.focus = new
    else:
        r.step(StepKind.PRIORITY, f"the chain is empty: a triggered ability opened it, so "
               f"{sd.focus} keeps focus", ("RB 346.1", "RB 340.2.a"), actor=sd.focus)
    return True


def grant_priority(r: Table) -> None:
    """Priority after things settled: the controller of the newest chain item (RB 337.4,
    RB 340.4); on an empty chain the focus holder in a showdown, else the turn player
    (RB 335.1). Nobody holds it while combat damage is being assigned (RB 465)."""
    state, x = r.state, ext(r.state)
    reason, x.regrant = x.regrant or "chain-empty", None
    state.passes = 0
    sd = x.showdown
    if sd is not None and sd.step == "damage":
        state.priority = None
        return
    if state.stack:
        who: str | None = state.stack[-1].controller
        cites = PRIORITY_WHY.get(reason, ("RB 337.4",))
        why = " (the controller of the newest item on the chain)"
    elif sd is not None and sd.step == "showdown":
        who, cites, why = sd.focus, PRIORITY_WHY["showdown"], " (the focus holder)"
    else:
        who, cites, why = state.turn_player, PRIORITY_WHY["phase"], " (the turn player)"
    quiet = who == state.priority and reason == "played"
    r.give_priority(who, cites, quiet=quiet, why=why)
