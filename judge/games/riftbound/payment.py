"""Paying costs from the rune pool, using Reaction Add abilities while paying (RB 166, RB 357,
RB 429.3), and what a cost owes (RB 356: Hidden waives the base cost, Deflect adds Power).

Energy and Power are spent from the rune pool, but a player may use Reaction Add abilities (a
basic rune's "exhaust: add 1 Energy", "recycle: add 1 Power") in the middle of paying. So a play
is legal when the pool plus such abilities cover its cost. When the scenario did not use them
beforehand, judge uses the player's ready ones in board order, as few as needed, and records each
use as its own step; a scenario that wants particular runes activates them first.

The timing rules work out what a play owes and which Add abilities pay for it; they return that
as the play's `PlayPlan` (its cost, and the notes `adds`, `why`, `surcharge`), which the engine
copies into the chain item: payment reads the plan, the chain reads the item. Nothing is kept
in the state between the check and the payment.
"""

from __future__ import annotations

from judge.engine.declare import PlayPlan, Refusal
from judge.engine.effects import Gain, MoveZone
from judge.engine.events import EventKind
from judge.engine.policies import Payment
from judge.engine.stackops import slug
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.state import RUNE_POOL, PlannedAdd
from judge.model.cards import AbilityDef, Cost
from judge.model.state import GameObject, GameState, StackItem
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


class RunePool(Payment):
    """RB 166, RB 357: Energy and Power from the rune pool, and from the Reaction Add abilities
    the play's plan uses while paying (the default `pay` lets the pool owe what they will add)."""

    def cost_refusal(self, state: GameState, player: str, cost: Cost,
                     plan: PlayPlan | None = None) -> Refusal | None:
        """RB 166, RB 357: the pool, plus Reaction Add abilities usable while paying, must cover
        the Energy and Power owed (`cost`: what the plan worked out, RB 356)."""
        have = state.players[player].resources
        extra = credit(adds_of(plan.note("adds") if plan else None))
        why = citations_of(plan.note("why") if plan else None)
        surcharge = plan.note("surcharge", 0) if plan else 0
        for res, n in cost.resources:
            if n and have.get(res, 0) + extra.get(res, 0) < n:
                more = f" (Deflect adds {surcharge} Power)" if surcharge else ""
                return Refusal(f"{player} cannot pay {n} {res}{more}: {have.get(res, 0)} in the "
                               "rune pool and no more from ready Reaction Add abilities",
                               ("RB 358.2", "RB 166.2", *why))
        return None


# ----- what a cost owes (RB 356) ---------------------------------------------------------------
def owed(total: Cost, waived: Cost | None, surcharge: int) -> tuple[tuple[str, int], ...]:
    """The resources actually owed: Hidden ignores the base Energy and Power (RB 811), Deflect
    adds Power (RB 809.1); nothing owed of a resource is left out."""
    out = dict(total.resources)
    for k, n in waive_of(waived):
        out[k] = max(0, out.get(k, 0) - n)
    if surcharge:
        out["power"] = out.get("power", 0) + surcharge
    return tuple((k, n) for k, n in out.items() if n)


def waive_of(waived: Cost | None) -> tuple[tuple[str, int], ...]:
    return tuple((k, n) for k, n in (waived.resources if waived else ()) if k in RUNE_POOL)


def total_cost(*costs: Cost | None) -> Cost:
    total: dict[str, int] = {}
    for c in costs:
        for k, n in (c.resources if c is not None else ()):
            total[k] = total.get(k, 0) + n
    return Cost(tuple(total.items()))


def plan_cost(printed: Cost, owes: tuple[tuple[str, int], ...], additional: Cost | None) -> Cost:
    """The cost a play's plan gives: the printed one (exhausting, sacrificing ...) owing the
    resources worked out, less the card's additional cost, which the engine adds back: that
    brings back exactly `owes`, in its order."""
    extra = dict(additional.resources) if additional else {}
    return replace(printed, resources=tuple((k, n - extra.get(k, 0)) for k, n in owes))


def deflect_surcharge(t: Table, player: str, targets: tuple[str, ...] | list[str]) -> int:
    """RB 809.1: X extra Power each time an opponent's Deflect X object is chosen as a target."""
    total = 0
    for tid in targets:
        obj = t.state.objects.get(tid)
        if obj is not None and obj.controller != player and t.game.vocab.is_board(obj.zone):
            total += kw.amount(obj, "deflect") if kw.has(obj, "deflect") else 0
    return total


# ----- Add abilities used while paying (RB 357, RB 429.3) --------------------------------------
def gains(ability: AbilityDef) -> dict[str, int]:
    """What an Add ability adds, where it says a fixed amount (one read when it resolves is not
    planned ahead: usable_while_paying)."""
    out: dict[str, int] = {}
    for e in ability.effect:
        if isinstance(e, Gain) and e.player == "controller":
            for res, n in e.resources:
                if isinstance(n, int):
                    out[res] = out.get(res, 0) + n
    return out


def fixed_gains(ability: AbilityDef) -> bool:
    return all(isinstance(n, int) for e in ability.effect if isinstance(e, Gain)
               for _, n in e.resources)


def leaves_board(ability: AbilityDef) -> bool:
    return any(isinstance(e, MoveZone) and e.target == "self" for e in ability.effect)


def usable_while_paying(obj: GameObject, ability: AbilityDef) -> bool:
    """RB 429.3: a Reaction Add ability whose only cost is exhausting its ready source (or none)."""
    c = ability.cost
    return (ability.kind == "resource" and "reaction" in ability.keywords and not c.resources
            and c.sacrifice is None and not c.discard and not (c.exhaust_self and obj.exhausted)
            and fixed_gains(ability))


def plan_adds(t: Table, player: str, owes: dict[str, int]) -> list[PlannedAdd] | None:
    """The Add abilities needed to cover what the pool lacks; [] if nothing is lacking, None if
    even they cannot cover it."""
    have = t.state.players[player].resources
    short = {res: n - have.get(res, 0) for res, n in owes.items()
             if res in RUNE_POOL and n > have.get(res, 0)}
    if not short:
        return []
    plan: list[PlannedAdd] = []
    exhausted: set[str] = set()
    gone: set[str] = set()
    for res in RUNE_POOL:  # Energy first: a rune may be exhausted, then recycled for Power
        for oid in list(t.board):
            if short.get(res, 0) <= 0:
                break
            obj = t.state.objects[oid]
            if obj.controller != player or oid in gone:
                continue
            for ability in obj.card.abilities:
                got = gains(ability)
                if got.get(res, 0) <= 0 or not usable_while_paying(obj, ability):
                    continue
                if ability.cost.exhaust_self and oid in exhausted:
                    continue
                if any(p.source == oid and p.ability == ability.name for p in plan):
                    continue
                plan.append(PlannedAdd(oid, ability.name, tuple(got.items())))
                for k, n in got.items():
                    short[k] = short.get(k, 0) - n
                if ability.cost.exhaust_self:
                    exhausted.add(oid)
                if leaves_board(ability):
                    gone.add(oid)
                break
    if any(n > 0 for n in short.values()):
        return None
    return plan


def adds_of(note: object) -> tuple[PlannedAdd, ...]:
    """The planned Add abilities of a plan's (or an item's) `adds` note."""
    return tuple(p for p in note if isinstance(p, PlannedAdd)) if isinstance(note, tuple) else ()


def citations_of(note: object) -> tuple[str, ...]:
    """The rules of a plan's (or an item's) `why` note."""
    return tuple(str(c) for c in note) if isinstance(note, tuple) else ()


def credit(planned: tuple[PlannedAdd, ...]) -> dict[str, int]:
    out: dict[str, int] = {}
    for p in planned:
        for k, n in p.gives:
            out[k] = out.get(k, 0) + n
    return out


def use_planned_adds(t: Table, player: str, planned: tuple[PlannedAdd, ...],
                     for_what: str) -> None:
    """Carry out the Add abilities planned for a payment, each as its own step (RB 357)."""
    for p in planned:
        obj = t.state.objects[p.source]
        ability = obj.card.ability(p.ability)
        assert ability is not None
        if ability.cost.exhaust_self:
            obj.exhausted = True
            t.emit(EventKind.EXHAUSTED, f"{t.name(obj.id)} exhausted", obj=obj.id, player=player)
        item = StackItem(id=t.state.new_id(f"{obj.id}.{slug(ability.name)}"), kind="ability",
                         controller=player, name=ability.name, source=obj.id,
                         effect=ability.effect, ability=ability, keywords=ability.keywords,
                         resource=True)
        t.resolve_at_once(item, ("RB 357.1.a", "RB 429.3.a"),
                          verb=f"is used while paying for {for_what} and resolves at once")


def use_adds_of(t: Table, item: StackItem) -> None:
    """The Add abilities a play's plan used while paying, once it is on the chain (RB 357)."""
    planned = adds_of(item.extra.get("adds"))
    if planned:
        use_planned_adds(t, item.controller, planned, t.item_label(item))
