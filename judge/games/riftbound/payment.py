"""Paying costs from the rune pool, using Reaction Add abilities while paying (RB 166, RB 357,
RB 429.3), Power by domain (RB 134, RB 163), and what a cost owes (RB 356: Hidden waives the base
cost, Deflect adds Power).

Energy and Power are spent from the rune pool, but a player may use Reaction Add abilities (a
basic rune's "exhaust: add 1 Energy", "recycle: add 1 Power") in the middle of paying. So a play
is legal when the pool plus such abilities cover its cost. When the scenario did not use them
beforehand, judge uses the player's ready ones in board order, as few as needed, and records each
use as its own step; a scenario that wants particular runes activates them first.

**Domains.** Power has a domain (RB 163.2.a). A cost of `fury: 1` asks for 1 Power of the Fury
domain; `power: 1` asks for 1 Power of any domain (RB 135.2.e.5.a). In a rune pool, `fury` is Fury
Power and `power` is Power that pays a cost of any domain (RB 163.2.b, RB 135.2.e.5.b). A domain's
cost is paid with that domain's Power first, then with Power of any domain; a cost of any domain
with what Power is left, each domain's before the universal (`settle`).

The timing rules work out what a play owes and which Add abilities pay for it; they return that
as the play's `PlayPlan` (its cost, and the notes `adds`, `why`, `surcharge`), which the engine
copies into the chain item: payment reads the plan, the chain reads the item. Nothing is kept
in the state between the check and the payment.
"""

from __future__ import annotations

from judge.engine.costs import total_cost as total_cost
from judge.engine.declare import PlayPlan, Refusal
from judge.engine.effects import Gain, MoveZone
from judge.engine.events import EventKind
from judge.engine.policies import Payment
from judge.engine.stackops import slug
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.state import DOMAINS, RUNE_POOL, PlannedAdd
from judge.model.cards import AbilityDef, Cost
from judge.model.state import GameObject, GameState, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Mapping

    from judge.engine.table import Table


class RunePool(Payment):
    """RB 166, RB 357: Energy and Power from the rune pool, and from the Reaction Add abilities
    the play's plan uses while paying; Power by domain (RB 163.2, `settle`)."""

    def plan(self, have: dict[str, int], cost: Cost) -> dict[str, int] | None:
        """RB 163.2: what each pool resource pays, a domain's Power paying its own domain's
        cost and any domain's; None if the pool falls short."""
        spent, short = settle(have, dict(cost.resources))
        return None if short else spent

    def cost_refusal(self, state: GameState, player: str, cost: Cost,
                     plan: PlayPlan | None = None) -> Refusal | None:
        """RB 166, RB 357: the pool, plus Reaction Add abilities usable while paying, must cover
        the Energy and Power owed (`cost`: what the plan worked out, RB 356), Power by domain
        (RB 163.2)."""
        have = state.players[player].resources
        extra = credit(adds_of(plan.note("adds") if plan else None))
        why = citations_of(plan.note("why") if plan else None)
        surcharge = plan.note("surcharge", 0) if plan else 0
        _, short = settle(pooled(have, extra), dict(cost.resources))
        if short:
            res, n = next(iter(short.items()))
            owed_n = dict(cost.resources).get(res, n)
            more = f" (Deflect adds {surcharge} Power)" if surcharge else ""
            domain = (" (Power of that domain, or Power of any domain)" if res in DOMAINS
                      else "")
            return Refusal(f"{player} cannot pay {owed_n} {res}{more}{domain}: "
                           f"{have.get(res, 0)} in the rune pool and no more from ready "
                           "Reaction Add abilities",
                           ("RB 358.2", "RB 166.2", *(("RB 163.2",) if res in DOMAINS else ()),
                            *why))
        return None

    def pay(self, state: GameState, player: str, cost: Cost,
            plan: PlayPlan | None = None) -> None:
        """RB 357: pay from the pool and what the plan's Add abilities will add while paying
        (they follow as their own steps: until then the pool owes what they add)."""
        spend(state.players[player].resources, dict(cost.resources),
              credit(adds_of(plan.note("adds") if plan else None)))


def settle(have: Mapping[str, int], owes: Mapping[str, int]
           ) -> tuple[dict[str, int], dict[str, int]]:
    """How a pool pays what is owed (RB 163): Energy with Energy; a domain's Power with that
    domain's, then with Power of any domain (`power`); a cost of any domain (`power`) with each
    domain's Power left, in the order of RB 134.2, then with Power of any domain; anything else
    (XP spent, RB 730.2) with itself. Returns what each resource spends and what is still
    short, by the cost's resource."""
    left = {k: max(0, n) for k, n in have.items()}
    spent: dict[str, int] = {}
    short: dict[str, int] = {}

    def take(res: str, n: int) -> int:
        got = min(n, left.get(res, 0))
        if got:
            left[res] -= got
            spent[res] = spent.get(res, 0) + got
        return n - got

    for res, n in owes.items():
        if res == "power" or n <= 0:
            continue
        rest = take(res, n)  # Energy, a domain's Power, or what is not in the pool (XP)
        if res in DOMAINS:
            rest = take("power", rest)
        if rest:
            short[res] = rest
    rest = owes.get("power", 0)
    for res in (*DOMAINS, "power"):
        if rest <= 0:
            break
        rest = take(res, rest)
    if rest > 0:
        short["power"] = rest
    return spent, short


def spend(have: dict[str, int], owes: Mapping[str, int], adding: Mapping[str, int]) -> None:
    """Take a payment out of a pool that `adding` will still add to (what Add abilities used
    while paying give, RB 357): the pool may owe what they will add."""
    spent, short = settle(pooled(have, adding), owes)
    assert not short, "cost_refusal must be checked first"
    for res, n in spent.items():
        have[res] = have.get(res, 0) - n


def pooled(have: Mapping[str, int], extra: Mapping[str, int]) -> dict[str, int]:
    out = dict(have)
    for k, n in extra.items():
        out[k] = out.get(k, 0) + n
    return out


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
    """The Add abilities needed to cover what the pool lacks (RB 357, RB 429.3); [] if nothing
    is lacking, None if even they cannot cover it. Energy first (a rune may be exhausted for
    Energy, then recycled for Power), then each domain's Power, then Power of any domain; in
    board order, each only if it lessens what is lacking (RB 163.2: a domain's Power)."""
    have = t.state.players[player].resources
    _, short = settle(have, owes)
    if not short:
        return []
    plan: list[PlannedAdd] = []
    exhausted: set[str] = set()
    gone: set[str] = set()
    got: dict[str, int] = {}
    for res in ("energy", *DOMAINS, "power"):
        for oid in list(t.board):
            if short.get(res, 0) <= 0:
                break
            obj = t.state.objects[oid]
            if obj.controller != player or oid in gone:
                continue
            for ability in obj.card.abilities:
                gives = gains(ability)
                if not gives or not usable_while_paying(obj, ability):
                    continue
                if ability.cost.exhaust_self and oid in exhausted:
                    continue
                if any(p.source == oid and p.ability == ability.name for p in plan):
                    continue
                _, after = settle(pooled(have, pooled(got, gives)), owes)
                if after.get(res, 0) >= short.get(res, 0):
                    continue  # it adds nothing this part of the cost lacks
                plan.append(PlannedAdd(oid, ability.name, tuple(gives.items())))
                got = pooled(got, gives)
                short = after
                if ability.cost.exhaust_self:
                    exhausted.add(oid)
                if leaves_board(ability):
                    gone.add(oid)
                break
    if short:
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
