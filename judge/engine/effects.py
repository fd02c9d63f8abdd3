"""Executors of the core effect vocabulary. Each does one thing to the state through the
resolver's board operations and returns a short phrase for the step summary."""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.characteristics import matches
from judge.engine.events import EventKind
from judge.engine.roles import Role
from judge.model import effects as fx
from judge.model.state import Modifier, Shield, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


def refs(r: Table, item: StackItem, ref: fx.Ref) -> list[str]:
    """The ids a reference names now. Illegal targets are left out (the game decided before
    resolution whether the item resolves at all)."""
    state = r.state
    if isinstance(ref, fx.Each):
        # Without a zone (or `board`) the filter means objects in play; with one, any object there.
        pool = r.board if ref.filter.zone in (None, "board") else state.objects
        return [oid for oid in list(pool)
                if matches(state, r.game, state.objects[oid], ref.filter, item.controller)]
    if ref.startswith("$"):
        i = int(ref[1:]) - 1
        if i >= len(item.targets) or not r.target_legal(item, i):
            return []
        return [item.targets[i].id]
    if ref == "self":
        return [item.source] if item.source else []
    if ref == "controller":
        return [item.controller]
    if ref == "opponent":
        return state.opponents(item.controller)[:1]
    if ref in state.objects or ref in state.players:
        return [ref]
    return []


def _objects(r: Table, item: StackItem, ref: fx.Ref) -> list[str]:
    return [i for i in refs(r, item, ref) if i in r.state.objects]


def damage(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.Damage)
    source = item.source
    if e.source is not None:
        source = item.source if e.source == "self" else e.source
    done = []
    for tid in refs(r, item, e.target):
        target = r.state.objects.get(tid)
        if target is not None and not r.game.can_be_damaged(r.state, target):
            done.append(f"no damage to {r.name(tid)} (it cannot be damaged)")
            continue
        dealt = r.deal_damage(tid, e.amount, source=source, item=item.id, cause=item.id)
        done.append(f"{dealt} damage to {r.name(tid)}" if dealt == e.amount
                    else f"{e.amount} damage to {r.name(tid)} ({dealt} after prevention)")
    return "deals " + ", ".join(done) if done else None


def prevent(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.Prevent)
    names = []
    for tid in refs(r, item, e.target):
        obj = r.state.objects.get(tid)
        r.state.shields.append(Shield(tid, obj.incarnation if obj else -1, e.amount, item.id))
        names.append(r.name(tid))
    if not names:
        return None
    r.cite_also(Role.PREVENT)
    amount = "all damage" if e.amount is None else f"the next {e.amount} damage"
    return f"{amount} that would be dealt to {', '.join(names)} this turn will be prevented"


def destroy(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.Destroy)
    names = []
    for oid in _objects(r, item, e.target):
        obj = r.obj(oid)
        if r.game.vocab.is_board(obj.zone):
            r.destroy(obj, cause=item.id)
            names.append(r.name(oid))
    return f"destroys {', '.join(names)}" if names else None


def move_zone(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.MoveZone)
    names = []
    for oid in _objects(r, item, e.target):
        r.move(r.obj(oid), e.to, cause=item.id, position=e.position)
        names.append(r.name(oid))
    return f"puts {', '.join(names)} into {e.to}" if names else None


def modify(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.Modify)
    names = []
    for oid in _objects(r, item, e.target):
        obj = r.obj(oid)
        obj.modifiers.append(Modifier(item.id, e.stats, e.set_stats, e.traits, e.set_traits,
                                      e.keywords, e.duration))
        obj.last_change = item.id
        names.append(r.name(oid))
    if not names:
        return None
    parts = [f"{k} {v:+d}" for k, v in e.stats] + [f"{k} = {v}" for k, v in e.set_stats]
    if e.set_traits is not None:
        parts.append("becomes " + "/".join(e.set_traits))
    parts += [f"gains {t}" for t in (*e.traits, *e.keywords)]
    return f"{', '.join(names)}: {', '.join(parts)}"


def gain(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.Gain)
    out = []
    for pid in refs(r, item, e.player):
        if pid not in r.state.players:
            continue
        res = r.state.players[pid].resources
        for key, n in e.resources:
            res[key] = res.get(key, 0) + n
        out.append(f"{pid} gains " + ", ".join(f"{n} {k}" for k, n in e.resources))
    return "; ".join(out) or None


def pay(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.Pay)
    out = []
    for pid in refs(r, item, e.player):
        if pid not in r.state.players:
            continue
        res = r.state.players[pid].resources
        for key, n in e.resources:
            res[key] = max(0, res.get(key, 0) - n)
        out.append(f"{pid} pays " + ", ".join(f"{n} {k}" for k, n in e.resources))
    return "; ".join(out) or None


def draw(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.Draw)
    out = []
    for pid in refs(r, item, e.player):
        if pid in r.state.players:
            n = r.draw(pid, e.count, cause=item.id)
            out.append(f"{pid} draws {n} card{'s' if n != 1 else ''}")
    return "; ".join(out) or None


def cancel(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.Cancel)
    out = []
    for tid in refs(r, item, e.target):
        victim = r.state.item(tid)
        if victim is not None and victim is not item:
            r.cancel_item(victim, by=item)
            r.cite_also(Role.CANCEL)
            out.append(f"cancels {r.name(tid)}")
    return ", ".join(out) or None


def _flag(r: Table, item: StackItem, ref: fx.Ref, exhausted: bool) -> list[str]:
    names = []
    for oid in _objects(r, item, ref):
        obj = r.obj(oid)
        if obj.exhausted != exhausted:
            obj.exhausted = exhausted
            kind = EventKind.EXHAUSTED if exhausted else EventKind.READIED
            r.emit(kind, f"{r.name(oid)} {kind.value}", obj=oid, player=obj.controller,
                   cause=item.id)
            names.append(r.name(oid))
    return names


def exhaust(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.Exhaust)
    names = _flag(r, item, e.target, True)
    return f"exhausts {', '.join(names)}" if names else None


def ready(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.Ready)
    names = _flag(r, item, e.target, False)
    return f"readies {', '.join(names)}" if names else None


def heal(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.Heal)
    names = []
    for oid in _objects(r, item, e.target):
        if r.obj(oid).damage:
            r.obj(oid).damage = 0
            names.append(r.name(oid))
    return f"heals {', '.join(names)}" if names else None


def counter(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, fx.Counter)
    names = []
    for oid in _objects(r, item, e.target):
        c = r.obj(oid).counters
        c[e.name] = max(0, c.get(e.name, 0) + e.amount)
        names.append(r.name(oid))
    return f"{e.amount:+d} {e.name} counter on {', '.join(names)}" if names else None


EXECUTORS: dict[type[fx.Effect], Callable[[Table, StackItem, fx.Effect], str | None]] = {
    fx.Damage: damage, fx.Prevent: prevent, fx.Destroy: destroy, fx.MoveZone: move_zone,
    fx.Modify: modify, fx.Gain: gain, fx.Pay: pay, fx.Draw: draw, fx.Cancel: cancel,
    fx.Exhaust: exhaust, fx.Ready: ready, fx.Heal: heal, fx.Counter: counter,
}
