"""Permissions: card text that lets a card be played where or when the rules would not, or for
nothing (the card wins over the rules: VW OV.1, FOW 104.1; a prohibition still beats it: FOW
104.4, RB 054, engine/restrictions.py).

An `allow` effect, or a static ability, lets its controller (or anyone) play the cards it covers
at any time they hold priority (`any_time`: "may be played as a response / at any time"), from
other zones (`from`: "you may play it from your graveyard"), or without paying their cost
(`free`; additional costs are still paid: FOW 903.2k-2, RB 356.1.b.3). A card's own ability
that allows playing itself works from wherever the card is: that is when it matters.

A game's timing rules ask `t.permission(player, obj)` while planning a play (the engine cannot
know which of a game's refusals is about timing and which about zones).
"""

from __future__ import annotations

from judge.engine.characteristics import matches
from judge.engine.roles import Role
from judge.engine.wording import said_filter
from judge.model.args import optional, required
from judge.model.effects import Effect, Ref, arg
from judge.model.state import GameObject, Permission, StackItem
from judge.msg import Items, Msg, phrase, word
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import ClassVar

    from judge.engine.declare import CostPart
    from judge.engine.table import Table


@dataclass(frozen=True)
class Allow(Effect):
    """A permission to play the cards `target` names: at any time its player holds priority
    (`any_time`), from other zones (`from`), or without paying their cost (`free`)."""

    kind: ClassVar[str] = "allow"
    target: Ref = arg(required("target", "the card(s): self, an id, $1 or {each: filter} (a "
                                         "card matches wherever it is)"))
    any_time: bool = arg(optional("bool", "played at any time its player holds priority, as a "
                                          "response too"), False)
    zones: tuple[str, ...] = arg(optional("strings", "zones it may also be played from"), (),
                                 key="from")
    free: bool | str = arg(optional("free", "played without paying its cost (additional costs "
                                            "are still paid); or the part of it the game "
                                            "names (Riftbound: energy, power, all)"), False)
    player: str = arg(optional("str", "who may: you (default) or any", choices=("you", "any")),
                      "you")
    duration: str = arg(optional("duration", "how long it lasts"), "turn")
    for_cost: tuple[tuple[str, int], ...] | None = arg(optional(
        "cost_resources", "played for this cost in place of its base cost (RB 356.1.a: \"you "
        "may play me for [1]\"); its player may pay the base cost instead"), None, key="for")


def allow(r: Table, item: StackItem, e: Allow) -> str | None:
    made = _make(r, item, e)
    if made is None:
        return None
    r.state.permissions.append(made)
    r.cite_also_optional(Role.PERMISSION)
    return phrase(Msg("{allowed} ({lasting})", allowed=_words(r, made),
                      lasting=lasting(e.duration)))


def most_free(frees: tuple[bool | str, ...], parts: Mapping[str, CostPart]) -> bool | str:
    """Several permissions that cover one play, together: any and all costs beats the cost,
    which beats one part of it (every part the game declares together is the cost: RB's
    Energy and Power parts)."""
    if "all" in frees:
        return "all"
    named = {f for f in frees if isinstance(f, str)}
    if True in frees or (parts and named >= set(parts)):
        return True
    return next(iter(sorted(named)), False)


def free_said(free: bool | str, parts: Mapping[str, CostPart]) -> Msg:
    """How a step says what `free` leaves unpaid."""
    part = parts.get(free) if isinstance(free, str) else None
    return part.said if part is not None else Msg("ignoring any and all of its costs") \
        if free == "all" else Msg("without paying its cost")


def lasting(duration: str) -> Msg:
    """How long an effect of `duration` lasts, as a step says it (\"this turn\")."""
    return {"turn": Msg("this turn"), "permanent": Msg("for the rest of the game")}.get(
        duration, Msg("until the end of the {duration}", duration=word(duration)))


def _words(t: Table, p: Permission) -> Msg:
    what: Msg | Items | str = Items([t.name(i) for i, _ in p.fixed], commas=True) if p.fixed \
        else said_filter(p.filter) if p.filter is not None else Msg("it")
    how: list[Msg] = []
    if p.any_time:
        how.append(Msg("at any time its player holds priority"))
    if p.zones:
        zones: Msg = word(p.zones[0])  # a zone key, said in the game's words where it has one
        for zone in p.zones[1:]:
            zones = Msg("{first} or {second}", first=zones, second=word(zone))
        how.append(Msg("from {zones}", zones=zones))
    if p.free:
        how.append(free_said(p.free, t.game.vocab.cost_parts))
    if p.for_cost is not None:
        how.append(Msg("for {cost} in place of its cost", cost=Items(
            [Msg("{n} {resource}", n=n, resource=word(res)) for res, n in p.for_cost],
            commas=True)))
    return Msg("{what} may be played {how}", what=what,
               how=Items(how, commas=True) if how else Msg("as usual"))


def _make(t: Table, item: StackItem, e: Allow, duration: str | None = None,
          label: str = "") -> Permission | None:
    from judge.engine.refs import covered_set

    covered = covered_set(t, item, e.target)
    if covered is None:
        return None
    filt, fixed = covered
    return Permission(t.state.new_id(f"{item.id}.allow"), item.controller, filt, fixed,
                      None if e.player == "any" else item.controller, e.any_time, e.zones,
                      e.free, duration or e.duration, label or t.item_label(item), e.for_cost)


def in_force(t: Table, obj: GameObject) -> list[Permission]:
    """The permissions now: made by effects, of static abilities on the board, and of `obj`'s
    own abilities that allow playing itself (wherever it is)."""
    from judge.engine.conditions import Condition, holds

    found = list(t.state.permissions)
    sources = [o for o in t.static_sources if o in t.board and o != obj.id]
    if obj.id in t.static_sources:
        sources.append(obj.id)
    from judge.engine.costs import static_abilities
    from judge.engine.granted import effect_granted_statics

    # RB 718.2-718.3: not an attached card's own text, but what it gives its host
    holding = [pair for oid in sources if (source := t.state.objects.get(oid)) is not None
               for pair in static_abilities(t, source)]
    holding += effect_granted_statics(t)  # granted by an effect: the object's own
    for holder, ability in holding:
        if not any(isinstance(effect, Allow) for effect in ability.effect):
            continue  # no permission in it: its condition need not (and may not) be read now
        oid = holder.id
        seen_from = StackItem(id=f"{oid}.{ability.name}", kind="ability",
                              controller=holder.controller, name=ability.name, source=oid)
        if isinstance(ability.condition, Condition) and not holds(t, seen_from,
                                                                  ability.condition):
            continue
        for effect in ability.effect:
            if not isinstance(effect, Allow):
                continue
            if oid == obj.id and oid not in t.board and effect.target != "self":
                continue  # away from the board only "this card may be played ..." works
            made = _make(t, seen_from, effect, "static", f"{t.name(oid)}'s {ability.name}")
            if made is not None:
                found.append(made)
    return found


def permission(t: Table, player: str, obj: GameObject) -> Permission | None:
    """What card text lets `player` do in playing `obj` now, all permissions that cover it
    together (None: nothing beyond the rules)."""
    if not (t.state.permissions or t.static_sources):
        return None
    covering = [p for p in in_force(t, obj) if _covers(t, p, player, obj)]
    if not covering:
        return None
    return Permission(covering[0].id, covering[0].controller, None,
                      tuple((i, n) for p in covering for i, n in (p.fixed or ())), player,
                      any(p.any_time for p in covering),
                      tuple(z for p in covering for z in p.zones),
                      most_free(tuple(p.free for p in covering), t.game.vocab.cost_parts),
                      covering[0].duration,
                      "; ".join(p.label for p in covering),
                      next((p.for_cost for p in covering if p.for_cost is not None), None))


def _covers(t: Table, p: Permission, player: str, obj: GameObject) -> bool:
    if p.player is not None and p.player != player:
        return False
    if p.fixed is not None:
        return (obj.id, obj.incarnation) in p.fixed
    if p.filter is None:
        return False
    anywhere = p.filter.anywhere()
    return matches(t.state, t.game, obj, anywhere, p.controller)
