"""Bonus Damage (RB 712-715): "your spells and abilities deal N Bonus Damage".

Written as the card key `bonus_damage: N` on a permanent: while it is on the board with its text
active, every damage instruction of a spell or ability its controller controls deals N more to
each of its targets, separately (RB 715.1-715.2); the bonus is part of the damage, so prevention
counts it (RB 715.4.a); an instruction that deals no damage gets none (RB 715.4). Combat damage
is no spell's or ability's. Two card keys narrow it: `bonus_damage_while: condition` (it applies
only while the condition holds, read as the damage is dealt, with the permanent as the source:
"while I'm at a battlefield") and `bonus_damage_to: filter` (only to targets that match: "to
units here"); `bonus_damage_by: any` makes it every player's spells' and abilities', not only
its controller's (a battlefield's "spells and abilities deal 1 Bonus Damage to units here").
Instances are summed (RB 714). On a split (split.py) the bonus is added once to
the amount split (RB 715.3); where a bonus only to some targets goes on a split the rules do not
settle: house policy RB HP.7 (split.py). Under v1.3, whose RB 715.4 drops the bonus where the
damage was reduced to none and which does not say a prevention counts it, a prevention that stops
the damage but not the bonus follows house policy RB HP.41 (by default as v1.4: it counts it).
The bonus is part of the damage of its deal action (RB 715): on damage that can't be prevented
(`unpreventable`, RB 054.1) no prevention applies to it either, so none counts it (RB 715.4.a)
and under v1.3 RB HP.41 is not asked.
"""

from __future__ import annotations

from judge.engine.characteristics import matches
from judge.engine.conditions import Condition, amount, holds, note_object
from judge.engine.damage_order import Change, in_order, shields_on
from judge.engine.effects import Damage, damage, dealing_source, refs
from judge.engine.replacements import damage_ahead
from judge.games.riftbound.lethal import dealt_through
from judge.model.filters import Filter
from judge.model.state import Shield, StackItem
from judge.msg import Items, Msg, phrase, phrases, said_of
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table
    from judge.model.state import GameObject


def applies_now(t: Table, obj: GameObject) -> bool:
    """Its Bonus Damage applies now: its text is active and its `bonus_damage_while` holds."""
    if not t.game.objects.text_active(obj):
        return False
    cond = obj.card.get("bonus_damage_while")
    if not isinstance(cond, Condition):
        return True
    probe = StackItem(id=f"{obj.id}.bonus", kind="ability", controller=obj.controller,
                      name=obj.card.name, source=obj.id)
    return holds(t, probe, cond)


def _for(obj: GameObject, player: str) -> bool:
    """Whether `obj`'s Bonus Damage is for `player`'s spells and abilities: its controller's,
    or every player's where its text says "spells and abilities" of anyone (`bonus_damage_by:
    any`: a battlefield's "... deal 1 Bonus Damage to units here", RB 713)."""
    return obj.card.get("bonus_damage_by") == "any" or obj.controller == player


def bonus_sources(t: Table, player: str, target: str | None = None,
                  *, targeted: bool = False, signed: bool = False) -> list[tuple[str, int]]:
    """The permanents of `player` whose Bonus Damage applies now, and how much each gives: to
    `target` (a `bonus_damage_to` filter must match it); with no target, those with no filter,
    or (`targeted`) only those with one. `signed`: a negative one too, which lowers the total
    (RB 714); otherwise only those that raise it."""
    out = []
    for oid in t.board:
        obj = t.state.objects[oid]
        n = obj.card.get("bonus_damage")
        if not _for(obj, player) or not isinstance(n, int) or n == 0 or \
                (n < 0 and not signed) or not applies_now(t, obj):
            continue
        only = obj.card.get("bonus_damage_to")
        if target is None:
            if isinstance(only, Filter) == targeted:
                out.append((oid, n))
            continue
        hit = t.state.objects.get(target)
        if isinstance(only, Filter) and (hit is None or not matches(
                t.state, t.game, hit, only, player)):
            continue
        out.append((oid, n))
    return out


def gone_sources(t: Table, item: StackItem) -> list[str]:
    """The permanents of the item's controller whose Bonus Damage (unconditional, for every
    target) would have applied, that left the board after the item's card was played: RB 715.1
    reads the bonus as the deal action happens, so a source gone before the resolution adds
    none, and the resolution says why (a card item only: its card's move onto the chain dates
    the play)."""
    card = t.state.objects.get(item.source or "") if item.kind == "card" else None
    if card is None:
        return []
    return [oid for oid, obj in t.state.objects.items() if oid not in t.board and
            isinstance(n := obj.card.get("bonus_damage"), int) and n > 0
            and obj.card.get("bonus_damage_to") is None and
            obj.card.get("bonus_damage_while") is None and obj.owner == item.controller and
            obj.left_as == obj.incarnation and obj.moved_in > card.moved_in]


def _between(t: Table, target: str, n: int, *, preventable: bool = True) -> list[Change]:
    """What stands between `target` and damage dealt to it: its replacements and prevention
    effects, in the order they apply (RB 372; a prevention where RB HP.20 puts it). Not
    `preventable` ("this damage can't be prevented", RB 054.1): its replacements only, as the
    board deals it (replacements.replace_damage)."""
    obj = t.state.objects.get(target)
    if obj is None:
        return []
    found = damage_ahead(t, obj)
    if not preventable:
        found = [c for c in found if not (c.prevent or c.prevent_all)]
        return in_order(t, found, target, n, shields=False)[0]
    changes, shielded = in_order(t, found, target, n)
    return changes if shielded else [*changes, *shields_on(t, target)]


def bonus_dropped(t: Table, target: str, n: int, bonus: int, *,
                  preventable: bool = True) -> bool:
    """Whether `target` gets none of its `bonus` on `n` damage. v1.4: never; a prevention or
    reduction counts the bonus in the damage it stops (RB 437.1.a.1, RB 715.4.a, cited where
    one does). v1.3, which does not say so and drops the bonus where the damage was reduced to
    none (its RB 715.4): where what stands between stops all `n` but not `n + bonus`, house
    policy RB HP.41 decides (by default, `counted`, as v1.4). Damage that can't be prevented
    (not `preventable`) passes every prevention with its bonus: only other replacements count."""
    changes = _between(t, target, n, preventable=preventable) if n > 0 else []
    if not changes or dealt_through(t, changes, n + bonus) >= n + bonus:
        return False
    if t.state.edition != "v1.3":
        t.cite_also_rule("RB 715.4.a")
        if any(isinstance(c, Shield) or c.prevent or c.prevent_all for c in changes):
            t.cite_also_rule("RB 437.1.a.1")  # a prevention among them
        return False
    if dealt_through(t, changes, n) > 0 or dealt_through(t, changes, n + bonus) == 0:
        return False
    t.cite_also_rule("RB 715.4")
    t.cite_also_rule(t.policy_id("bonus.v13_prevented"))
    return t.policy_is("bonus.v13_prevented", "none-dealt")


def run_damage(t: Table, item: StackItem, e: Damage) -> str | None:
    """RB 715: the core `damage`, with the Bonus Damage of its controller's permanents added to
    the amount it deals to each target, each counted for that target (RB 715.2), when it deals
    any (RB 715.4)."""
    if item.kind not in ("card", "ability"):
        return damage(t, item, e)
    n = amount(t, item, e.amount)  # RB 359.3.f.2: read once
    targets = refs(t, item, e.target)
    per = {tid: bonus_sources(t, item.controller, tid, signed=True) for tid in targets}
    nothing = [src for src in per.values() if src and sum(k for _, k in src) <= 0]
    if nothing:
        # RB 714, RB 714.2: summed to nothing, or less, no Bonus Damage applies to the deal
        t.cite_also_rule("RB 714.2" if any(sum(k for _, k in src) < 0 for src in nothing)
                         else "RB 714")
        per = {tid: src if sum(k for _, k in src) > 0 else [] for tid, src in per.items()}
        if not any(per.values()):
            said = damage(t, item, e)
            return phrase(Msg("{said} (no Bonus Damage: {sources} total {total})",
                              said=said_of(said), sources=Items(
                                  [t.name(oid) for oid, _ in nothing[0]], commas=True),
                              total=sum(k for _, k in nothing[0]))) if said else None
    # damage that can't be prevented: this instruction's, or its source's or player's by a
    # restriction (RB 054.1, RB 142.3.b)
    preventable = not (any(per.values()) and (e.unpreventable or t.damage_unpreventable(
        dealing_source(t, item, e), item.id)))
    per = {tid: [] if src and bonus_dropped(t, tid, n, sum(k for _, k in src),
                                            preventable=preventable) else src
           for tid, src in per.items()}
    if not any(per.values()) or n <= 0:
        if any(per.values()):
            t.cite_also_rule("RB 715.4")
        said = damage(t, item, e)
        gone = gone_sources(t, item) if n > 0 else []
        if not said or not gone:
            return said
        # "deals 2 damage to Stone Warden (no Bonus Damage from Fire Sprite (sprite): it left
        # the board before this resolved)", RB 715.1
        t.cite_also_rule("RB 715.1")
        left = Items([t.name(oid) for oid in gone], commas=True)
        for tid in targets:  # the answer's damage fact of each target says it too
            note_object(item, tid, Msg("no Bonus Damage from {sources}: gone from the board "
                                       "before this resolved", sources=left))
        return phrase(Msg("{said} (no Bonus Damage from {sources}: gone from the board before "
                          "this resolved)", said=said_of(said), sources=left))
    t.cite_also_rule("RB 715.1")
    if any(len(src) > 1 for src in per.values()):
        t.cite_also_rule("RB 714")  # several instances on one deal: summed, applied once
    if len(targets) > 1:
        t.cite_also_rule("RB 715.2")
    if any(t.state.objects[oid].zone.startswith("battlefield:") for src in per.values()
           for oid, _ in src):
        t.cite_also_rule("RB 053.3")  # a battlefield's "to units here": units at it
    if len({sum(k for _, k in src) for src in per.values()}) == 1:  # the same to each
        sources = next(iter(per.values()))
        bonus = sum(k for _, k in sources)
        said = damage(t, item, replace(e, amount=n + bonus))
        # "to each target" only of several: one target left (the rest illegal) is one
        # target's bonus (RB 715.1)
        return phrase(Msg("{said} ({n} + {bonus} Bonus Damage from {sources}, to each target)"
                          if len(targets) > 1 else
                          "{said} ({n} + {bonus} Bonus Damage from {sources})",
                          said=said_of(said), n=n, bonus=bonus,
                          sources=Items([t.name(oid) for oid, _ in sources], commas=True))) \
            if said else None
    out = []
    for tid, sources in per.items():  # a bonus to some targets only: each its own deal
        bonus = sum(k for _, k in sources)
        said = damage(t, item, replace(e, target=tid, amount=n + bonus))
        if said:
            out.append(phrase(Msg("{said} ({n} + {bonus} Bonus Damage from {sources})",
                                  said=said_of(said), n=n, bonus=bonus,
                                  sources=Items([t.name(oid) for oid, _ in sources],
                                                commas=True))) if bonus else said)
    return phrases(out)
