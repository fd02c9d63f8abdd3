"""Paying costs from the rune pool, using Reaction Add abilities while paying (RB 166, RB 357,
RB 429.3).

Energy and Power are spent from the rune pool, but a player may use Reaction Add abilities (a
basic rune's "exhaust: add 1 Energy", "recycle: add 1 Power") in the middle of paying. So a play
is legal when the pool plus such abilities cover its cost. When the scenario did not use them
beforehand, judge uses the player's ready ones in board order, as few as needed, and records each
use as its own step; a scenario that wants particular runes activates them first.
"""

from __future__ import annotations

from judge.engine.effects import Gain, MoveZone
from judge.engine.events import EventKind
from judge.engine.stackops import slug
from judge.games.riftbound.state import RUNE_POOL, CostAdjust, PlannedAdd, ext
from judge.model.cards import AbilityDef
from judge.model.state import GameObject, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


def gains(ability: AbilityDef) -> dict[str, int]:
    out: dict[str, int] = {}
    for e in ability.effect:
        if isinstance(e, Gain) and e.player == "controller":
            for res, n in e.resources:
                out[res] = out.get(res, 0) + n
    return out


def leaves_board(ability: AbilityDef) -> bool:
    return any(isinstance(e, MoveZone) and e.target == "self" for e in ability.effect)


def usable_while_paying(obj: GameObject, ability: AbilityDef) -> bool:
    """RB 429.3: a Reaction Add ability whose only cost is exhausting its ready source (or none)."""
    c = ability.cost
    return (ability.kind == "resource" and "reaction" in ability.keywords and not c.resources
            and c.sacrifice is None and not c.discard and not (c.exhaust_self and obj.exhausted))


def plan_adds(r: Table, player: str, owed: dict[str, int]) -> list[PlannedAdd] | None:
    """The Add abilities needed to cover what the pool lacks; [] if nothing is lacking, None if
    even they cannot cover it."""
    have = r.state.players[player].resources
    short = {res: n - have.get(res, 0) for res, n in owed.items()
             if res in RUNE_POOL and n > have.get(res, 0)}
    if not short:
        return []
    plan: list[PlannedAdd] = []
    exhausted: set[str] = set()
    gone: set[str] = set()
    for res in RUNE_POOL:  # Energy first: a rune may be exhausted, then recycled for Power
        for oid in list(r.board):
            if short.get(res, 0) <= 0:
                break
            obj = r.state.objects[oid]
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


def credit(adj: CostAdjust | None) -> dict[str, int]:
    out: dict[str, int] = {}
    for p in (adj.planned if adj is not None else ()):
        for k, n in p.gives:
            out[k] = out.get(k, 0) + n
    return out


def use_planned_adds(r: Table, player: str, for_what: str) -> None:
    """Carry out the Add abilities planned for a payment, each as its own step (RB 357)."""
    adj = ext(r.state).cost_adjust
    if adj is None or not adj.planned:
        return
    for p in adj.planned:
        obj = r.state.objects[p.source]
        ability = obj.card.ability(p.ability)
        assert ability is not None
        if ability.cost.exhaust_self:
            obj.exhausted = True
            r.emit(EventKind.EXHAUSTED, f"{r.name(obj.id)} exhausted", obj=obj.id, player=player)
        item = StackItem(id=r.state.new_id(f"{obj.id}.{slug(ability.name)}"), kind="ability",
                         controller=player, name=ability.name, source=obj.id,
                         effect=ability.effect, ability=ability, keywords=ability.keywords,
                         resource=True)
        r.resolve_at_once(item, ("RB 357", "RB 429.3", "RB 337.2"),
                          verb=f"is used while paying for {for_what} and resolves at once")
    adj.planned = ()
