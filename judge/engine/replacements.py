"""Replacement effects (FOW 910; RB "instead"): when an event would happen, something else happens.

Replacements in force live in `GameState.replacements` (made by a resolving `replace` effect) or
come from static abilities of objects on the board. The board operations ask here before they do
an event (`damaged`, `destroyed`, `moved`, `drawn`):

- the replacements that watch it apply in the order the affected object's controller (or the
  affected player) chooses (FOW 910.2; `decisions: {replacements: {order: [ids]}}`, each named
  by the stack item that made it or the object whose static ability it is), by default in the
  order they began, each at most once to one event (FOW 910.3);
- a replacement never applies to an event its own `instead` brings about (FOW 910.3: it cannot
  replace its own result), so "instead, deal 1 damage to it" does not recurse forever;
- where the game says so only one doubling applies to one event (FOW 910.2c-1);
- an event replaced by `instead` does not happen at all: a destruction replaced is not a
  destruction, so nothing "when destroyed / dies" triggers (RB 808.1.d.1).

Each replacement that applies is a step of its own, citing the game's rule, and the graph links
what made it to what it replaced (`replaces`). `GameState.replaced` records every application
(the event's number, the replacement, the replacements whose result the event is), so that the
two rules above can be checked after every step (tests/robustness/invariants.py).

A static ability's replacement is made afresh whenever it is asked for, with the same id every
time (`<object>.<ability>.replace`, `.replace.<n>` for its n-th effect) and its object's
timestamp, like its continuous effects (engine/continuous.py).
"""

from __future__ import annotations

from judge.engine.characteristics import matches
from judge.engine.roles import Role
from judge.engine.trace import Relation, StepKind
from judge.model.args import optional, required
from judge.model.effects import Each, Effect, Ref, arg
from judge.model.filters import Filter
from judge.model.state import GameObject, Replacement, StackItem
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class Replace(Effect):
    """A replacement effect (FOW 910; "instead"): when the `event` would happen to what it
    watches, `instead` effects happen (`it` names the object or player), or the event changes:
    its damage doubled or partly prevented, or the object sent `to` another zone."""

    kind: ClassVar[str] = "replace"
    event: str = arg(required("str", "damaged | destroyed | moved | drawn",
                              choices=("damaged", "destroyed", "moved", "drawn")))
    object: Ref | None = arg(optional("target", "the object(s) it watches: $1, self, an id, "
                                      "or {each: filter} (also those that arrive later)"), None)
    player: Ref | None = arg(optional("player", "the player it watches (drawn, damaged)"), None)
    instead: tuple[Effect, ...] = arg(optional("effects", "what happens instead"), ())
    double: bool = arg(optional("bool", "damaged: the damage is doubled"), False)
    prevent: int = arg(optional("int", "damaged: this much of it is prevented", minimum=1), 0)
    to: str | None = arg(optional("zone", "moved: the zone it goes to instead"), None)
    zone_from: str | None = arg(optional("zone", "moved: only when it leaves this zone"), None,
                                key="from")
    zone_to: str | None = arg(optional("zone", "moved: only when it would go to this zone"),
                              None, key="into")
    duration: str = arg(optional("duration", "how long it lasts"), "turn")
    once: bool = arg(optional("bool", "it applies once, then ends"), False)


def replace(r: Table, item: StackItem, e: Replace) -> str | None:
    made = make(r, item, e)
    if not made:
        return None
    r.state.replacements.extend(made)
    r.changed()
    what = {"damaged": "being dealt damage", "destroyed": "being destroyed",
            "moved": "moving", "drawn": "drawing"}[e.event]
    watched = ", ".join(r.name(i) for m in made for i, _ in (m.fixed or ())) or (
        e.object.filter.describe() if isinstance(e.object, Each) else
        ", ".join(m.player or "" for m in made))
    return f"a replacement effect watches {watched} {what} ({e.duration})"


def watching(t: Table, event: str, obj: GameObject | None = None, player: str | None = None,
             zone_from: str | None = None, zone_to: str | None = None) -> list[Replacement]:
    """The replacements in force that watch this event, in the order they apply: as
    `decisions: {replacements: {order: [...]}}` names them (by their id, the item that made them
    or the object whose static ability they are), then in the order they began. None of those
    whose `instead` is being carried out (FOW 910.3: this event is their result)."""
    active = t.state.replaced.active
    found = [r for r in (*t.state.replacements, *static_replacements(t))
             if r.event == event and r.id not in active
             and _watches(t, r, obj, player, zone_from, zone_to)]
    if len(found) < 2:
        return found
    chosen = t.scenario.decisions.get("replacements", {}).get("order")
    order = [str(x) for x in chosen] if isinstance(chosen, tuple | list) else []
    rank = {rid: i for i, rid in enumerate(order)}
    last = len(rank)

    def named(r: Replacement) -> int:
        return min(rank.get(r.id, last), rank.get(r.origin, last),
                   rank.get(r.source or "", last))

    return sorted(found, key=lambda r: (named(r), r.timestamp))


def _watches(t: Table, r: Replacement, obj: GameObject | None, player: str | None,
             zone_from: str | None, zone_to: str | None) -> bool:
    if r.zone_from is not None and zone_from != r.zone_from:
        return False
    if r.zone_to is not None and zone_to != r.zone_to:
        return False
    if r.player is not None:
        return player == r.player and obj is None
    if obj is None:
        return False
    if r.fixed is not None:
        return (obj.id, obj.incarnation) in r.fixed
    if r.filter is None:
        return False
    return matches(t.state, t.game, obj, r.filter, r.controller)


def static_replacements(t: Table) -> list[Replacement]:
    """Replacements of static abilities of objects on the board (while their condition holds)."""
    from judge.engine.conditions import Condition, holds

    out: list[Replacement] = []
    for oid in t.static_sources:
        obj = t.state.objects.get(oid)
        if obj is None or oid not in t.board:
            continue
        for ability in obj.card.abilities:
            if ability.kind != "static":
                continue
            seen_from = StackItem(id=f"{oid}.{ability.name}", kind="ability",
                                  controller=obj.controller, name=ability.name, source=oid)
            if isinstance(ability.condition, Condition) and not holds(t, seen_from,
                                                                      ability.condition):
                continue
            first = True
            for i, effect in enumerate(ability.effect):
                if effect.kind == "replace":
                    rid = f"{seen_from.id}.replace" + ("" if first else f".{i}")
                    first = False
                    out.extend(make(t, seen_from, effect, duration="static", rid=rid,
                                    timestamp=obj.since))
    return out


def make(t: Table, item: StackItem, e: Effect, duration: str | None = None,
         rid: str | None = None, timestamp: int | None = None) -> list[Replacement]:
    """The replacements a `replace` effect sets up for an item (engine/effects.py: Replace);
    a static ability gives its own stable `rid` and `timestamp` (static_replacements)."""
    from judge.engine.refs import refs

    assert isinstance(e, Replace)
    base = rid if rid is not None else t.state.new_id(f"{item.id}.replace")
    stamp = timestamp if timestamp is not None else t.tick()

    def one(suffix: str = "", filt: Filter | None = None,
            fixed: tuple[tuple[str, int], ...] | None = None,
            player: str | None = None) -> Replacement:
        return Replacement(base + suffix, item.controller, item.id, e.event, filt, fixed,
                           player, e.instead, e.double, e.prevent, e.to, e.zone_from, e.zone_to,
                           duration or e.duration, e.once, item.source, stamp)

    if e.player is not None:
        return [one(f".{p}", player=p) for p in refs(t, item, e.player) if p in t.state.players]
    if isinstance(e.object, Each):
        return [one(filt=e.object.filter)]
    ids = [i for i in refs(t, item, e.object or "self") if i in t.state.objects]
    fixed = tuple((i, t.state.objects[i].incarnation) for i in ids)
    return [one(fixed=fixed)] if fixed else []


# ----- the events -------------------------------------------------------------------------------
def replace_damage(t: Table, target: str, amount: int, cause: str | None) -> int:
    """Damage about to be dealt to `target`: the amount after its replacements (0 if an
    `instead` replaced it)."""
    obj = t.state.objects.get(target)
    doubled = False
    found = watching(t, "damaged", obj, None if obj else target)
    event = _event(t) if found else 0
    for r in found:
        if amount <= 0:
            break
        if r.double:
            if doubled and not t.game.doublings_stack:
                _step(t, r, cause, f"{_what(t, r)} would double the damage to {t.name(target)} "
                      "again, but only one doubling applies to one event")
                continue
            doubled = True
            amount *= 2
            _applied(t, r, event)
            _step(t, r, cause, f"{_what(t, r)} doubles the damage to {t.name(target)}: "
                  f"{amount} instead of {amount // 2}")
        elif r.prevent:
            stopped = min(amount, r.prevent)
            amount -= stopped
            _applied(t, r, event)
            _step(t, r, cause, f"{_what(t, r)} prevents {stopped} of the damage to "
                  f"{t.name(target)}")
        elif r.instead:
            _applied(t, r, event)
            what = _instead(t, r, target)
            _step(t, r, cause, f"instead of being dealt {amount} damage, {what}")
            amount = 0
        _used(t, r)
    return amount


def replace_destroy(t: Table, obj: GameObject, cause: str | None) -> str | None:
    """`obj` is about to be destroyed: None if it is (its destination may have changed: see
    `replace_move`), else what happened instead (RB 808.1.d.1: a replaced death is no death)."""
    found = watching(t, "destroyed", obj)
    event = _event(t) if found else 0
    for r in found:
        if r.instead:
            _applied(t, r, event)
            what = _instead(t, r, obj.id)
            _step(t, r, cause, f"instead of {t.name(obj.id)} being destroyed, {what}")
            _used(t, r)
            return what
    return None


def replace_move(t: Table, obj: GameObject, zone: str, cause: str | None) -> str:
    """`obj` is about to move to `zone`: the zone it goes to instead, if a replacement says."""
    found = watching(t, "moved", obj, zone_from=obj.zone, zone_to=zone)
    event = _event(t) if found else 0
    for r in found:
        if r.to is not None and r.to != zone:
            _applied(t, r, event)
            _step(t, r, cause, f"{t.name(obj.id)} would go to {zone}: it goes to {r.to} "
                  "instead")
            _used(t, r)
            return r.to
    return zone


def replace_draw(t: Table, player: str, cause: str | None) -> bool:
    """`player` is about to draw a card: True if something else happened instead."""
    found = watching(t, "drawn", None, player)
    event = _event(t) if found else 0
    for r in found:
        if r.instead:
            _applied(t, r, event)
            what = _instead(t, r, player)
            _step(t, r, cause, f"instead of drawing, {what}")
            _used(t, r)
            return True
    return False


# ----- helpers ----------------------------------------------------------------------------------
def _what(t: Table, r: Replacement) -> str:
    return t.name(r.source) if r.source else r.origin


def _event(t: Table) -> int:
    """A number for an event replacements watch (GameState.replaced)."""
    log = t.state.replaced
    log.events += 1
    return log.events


def _applied(t: Table, r: Replacement, event: int) -> None:
    log = t.state.replaced
    log.applied.append((event, r.id, tuple(log.active)))


def _instead(t: Table, r: Replacement, affected: str) -> str:
    """Carry out what happens instead; meanwhile `r` watches nothing (FOW 910.3: what happens
    now is its result, which it cannot replace)."""
    ctx = StackItem(id=f"{r.origin}.instead", kind="ability", controller=r.controller,
                    name="replacement", source=r.source, trigger_object=affected)
    active = t.state.replaced.active
    active.append(r.id)
    try:
        phrases = t.run_effects(ctx, r.instead)
    finally:
        active.pop()
    return "; ".join(p for p in phrases if p) or "nothing happens"


def _used(t: Table, r: Replacement) -> None:
    if r.once and r in t.state.replacements:
        t.state.replacements.remove(r)
        t.changed()


def _step(t: Table, r: Replacement, cause: str | None, summary: str) -> None:
    t.link(r.origin, cause, Relation.REPLACES)
    t.cite_also_optional(Role.REPLACEMENT)
    t.step(StepKind.REPLACE, summary[:1].upper() + summary[1:])
