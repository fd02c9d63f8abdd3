"""Continuous effects over groups of objects: static abilities and "cards that ..." effects
(FOW 909, RB 473-480), applied through the layers of characteristics.

A continuous effect (`model.state.Continuous`) covers the objects its filter matches *now*, so it
reaches an object that arrives later and leaves one that stops matching (FOW 909.4); a fixed set
(`fixed`, e.g. "gain control of", FOW 909.4a) keeps the objects it was given. Each object keeps the
changes covering it in `obj.continuous`; `characteristics` applies them together with its own
modifiers in timestamp order, by layer: traits (and setting them) before keywords before setting
stats before adding to them (FOW 909.1, RB 477). The filter of a stat-changing effect sees the
traits and types that earlier layers gave (FOW 909.3a, RB 478: the order of dependency those
layers settle).

`refresh` recomputes every object's `continuous` when the state changed since the last time
(`GameState.version`); the resolver calls it after every event and step, and before reading a
stat, so no reader sees a stale value.
"""

from __future__ import annotations

from judge.engine.characteristics import matches
from judge.model.filters import Filter
from judge.model.state import Continuous, GameObject, Modifier, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

#: The kinds of ability that make continuous effects while their object is on the board.
STATIC = "static"


def refresh(t: Table) -> None:
    """Bring every object's `continuous` up to date with the state's version."""
    state = t.state
    if state.layered_at == state.version:
        return
    state.layered_at = state.version
    effects = [c for c in list(state.continuous) if _still_in_force(t, c)]
    effects += statics(t)
    covered: dict[str, list[Modifier]] = {}
    if effects:
        # Trait and type changes first, so that later layers' filters see them (FOW 909.3a).
        early = [c for c in effects if c.change.set_traits is not None or c.change.traits]
        late = [c for c in effects if c not in early]
        for group in (early, late):
            for c in group:
                for obj in covered_by(t, c):
                    covered.setdefault(obj.id, []).append(c.change)
            if group is early and early:
                _apply(t, covered)
    _apply(t, covered)


def _apply(t: Table, covered: dict[str, list[Modifier]]) -> None:
    for obj in t.state.objects.values():
        changes = covered.get(obj.id)
        new = tuple(sorted(changes, key=lambda m: m.timestamp)) if changes else ()
        if new != obj.continuous:
            obj.continuous = new


def covered_by(t: Table, c: Continuous) -> list[GameObject]:
    """The objects a continuous effect covers now."""
    state = t.state
    if c.fixed is not None:
        return [o for oid, inc in c.fixed if (o := state.objects.get(oid)) is not None
                and o.incarnation == inc]
    filt = c.filter or Filter()
    pool = t.board if filt.zone in (None, "board") else state.objects
    return [state.objects[oid] for oid in pool
            if matches(state, t.game, state.objects[oid], filt, c.controller)]


def statics(t: Table) -> list[Continuous]:
    """The continuous effects of static abilities of objects on the board whose conditions
    hold (an inactive one only pauses)."""
    from judge.engine.conditions import Condition

    out = list(t.game.objects.game_statics(t))
    for oid in t.board:
        obj = t.state.objects[oid]
        if not t.game.objects.text_active(obj):
            continue  # e.g. RB 718.2: an attached card's own text does nothing
        for ability in obj.card.abilities:
            if ability.kind != STATIC:
                continue
            seen_from = StackItem(id=f"{oid}.{ability.name}", kind="ability",
                                  controller=obj.controller, name=ability.name, source=oid)
            if isinstance(ability.condition, Condition) and not _holds_now(
                    t, obj, seen_from, ability.condition):
                continue
            for i, effect in enumerate(ability.effect):
                change = _as_change(t, seen_from, effect, obj.since)
                if change is None:
                    continue
                target = getattr(effect, "target", "self")
                filt, fixed = _cover(target, obj)
                out.append(Continuous(f"{oid}.{ability.name}.{i}", obj.controller, oid, change,
                                      filt, fixed, source=oid, ends_when_false=False))
    return out


def _holds_now(t: Table, obj: GameObject, seen_from: StackItem, condition: object) -> bool:
    """Whether a static ability's condition holds now; when that changed since it was last
    looked at, the ruling is told (a static ability with a condition applies while it holds)."""
    from judge.engine.conditions import Condition, condition_rules, holds, said
    from judge.engine.roles import Role

    assert isinstance(condition, Condition)
    now = holds(t, seen_from, condition)
    key = f"{seen_from.id}#{obj.incarnation}"
    before = t.state.static_on.get(key)
    t.state.static_on[key] = now
    if before is not None and before != now:
        how = "applies again" if now else "stops applying"
        t.note(f"{t.name(obj.id)}'s {seen_from.name} {how}: {said(condition)} "
               f"{'holds' if now else 'no longer holds'}",
               (*t.game.cite_optional(Role.STATIC_CONDITION), *condition_rules(condition)))
    return now


def _cover(target: object, obj: GameObject) -> tuple[Filter | None, tuple[tuple[str, int], ...]
                                                     | None]:
    from judge.model.effects import Each

    if isinstance(target, Each):
        return target.filter, None
    return None, ((obj.id, obj.incarnation),)  # `self`: the static ability's own object


def _as_change(t: Table, seen_from: StackItem, effect: object, stamp: int) -> Modifier | None:
    """A static ability's `modify` as the change it makes now (its quantities read now)."""
    from judge.engine.conditions import amount

    if getattr(effect, "kind", "") != "modify":
        return None
    stats = tuple((k, amount(t, seen_from, v)) for k, v in getattr(effect, "stats", ()))
    return Modifier(seen_from.id, stats, getattr(effect, "set_stats", ()),
                    getattr(effect, "traits", ()), getattr(effect, "set_traits", None),
                    getattr(effect, "keywords", ()), "permanent", stamp)


def _still_in_force(t: Table, c: Continuous) -> bool:
    """A "while" effect ends the first time its condition does not hold."""
    from judge.engine.conditions import Condition, holds

    if not isinstance(c.condition, Condition):
        return True
    seen_from = StackItem(id=c.origin, kind="ability", controller=c.controller, name=c.origin,
                          source=c.source)
    if holds(t, seen_from, c.condition):
        return True
    if c.ends_when_false:
        t.state.continuous.remove(c)
    return False
