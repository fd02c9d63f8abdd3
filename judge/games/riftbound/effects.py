"""Riftbound's own effect kinds (documented in docs/games/riftbound.md), and `draw` with Burn Out.

| effect | arguments | rule |
| --- | --- | --- |
| `move` | target, to (`base`, `battlefield:<id>` or `<id>`) | RB 449: a move by an effect |
| `recall` | target | RB 455-458: back to base, not a move |
| `stun` | target | RB 423: adds no Might to combat damage |
| `buff` | target | RB 426: +1 Might counter, at most one |
| `double_might` | target | RB 432: +its current Might this turn |
| `draw` | player, count | RB 413, RB 431: as the core `draw`, burning out on an empty deck |
"""

from __future__ import annotations

from judge.engine.effects import refs
from judge.engine.rulebook import ArgSpec, EffectSpec
from judge.games.riftbound.control import destination, effect_move, recall
from judge.model import effects as fx
from judge.model.state import Modifier, StackItem
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

if TYPE_CHECKING:
    from judge.engine.table import Table


@dataclass(frozen=True)
class Move(fx.Effect):
    kind: ClassVar[str] = "move"
    target: fx.Ref
    to: str


@dataclass(frozen=True)
class Recall(fx.Effect):
    kind: ClassVar[str] = "recall"
    target: fx.Ref


@dataclass(frozen=True)
class Stun(fx.Effect):
    kind: ClassVar[str] = "stun"
    target: fx.Ref


@dataclass(frozen=True)
class Buff(fx.Effect):
    kind: ClassVar[str] = "buff"
    target: fx.Ref


@dataclass(frozen=True)
class DoubleMight(fx.Effect):
    kind: ClassVar[str] = "double_might"
    target: fx.Ref


def _objects(r: Table, item: StackItem, ref: fx.Ref) -> list[str]:
    return [i for i in refs(r, item, ref) if i in r.state.objects]


def run_move(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, Move)
    out = [effect_move(r, r.obj(oid), destination(e.to), item.id)
           for oid in _objects(r, item, e.target)]
    return "; ".join(o for o in out if o) or None


def run_recall(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, Recall)
    names = []
    for oid in _objects(r, item, e.target):
        obj = r.obj(oid)
        if r.game.vocab.is_board(obj.zone) and obj.zone != "base":
            recall(r, obj, ("RB 455",))
            names.append(r.name(oid))
    return f"recalls {', '.join(names)}" if names else None


def run_stun(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    assert isinstance(e, Stun)
    names = []
    for oid in _objects(r, item, e.target):
        obj = r.obj(oid)
        if r.game.vocab.is_board(obj.zone) and not obj.extra.get("stunned"):
            obj.extra["stunned"] = True
            obj.last_change = item.id
            names.append(r.name(oid))
    return f"stuns {', '.join(names)}" if names else None


def run_buff(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    """RB 426: a unit holds at most one buff; buffing a buffed unit does nothing."""
    assert isinstance(e, Buff)
    names = []
    for oid in _objects(r, item, e.target):
        obj = r.obj(oid)
        if obj.card.is_type("unit") and not obj.counters.get("buff"):
            obj.counters["buff"] = 1
            names.append(r.name(oid))
    return f"buffs {', '.join(names)} (+1 Might)" if names else None


def run_double(r: Table, item: StackItem, e: fx.Effect) -> str | None:
    """RB 432: doubling Might gives +X this turn, X being its Might now (at least 0)."""
    assert isinstance(e, DoubleMight)
    out = []
    for oid in _objects(r, item, e.target):
        obj = r.obj(oid)
        now = max(0, r.stat(obj, "might") or 0)
        obj.modifiers.append(Modifier(item.id, (("might", now),), duration="turn"))
        obj.last_change = item.id
        out.append(f"{r.name(oid)} gets +{now} Might this turn")
    return "; ".join(out) or None


def _target(values: dict[str, object]) -> fx.Ref:
    t = values.get("target", "?")
    return t if isinstance(t, str | fx.Each) else "?"


TARGET = {"target": ArgSpec("target", True, "what it applies to ($1, self, an id, {each: ...})")}

EFFECTS: dict[str, EffectSpec] = {
    "move": EffectSpec(Move, "move a unit to a location (RB 449)", {
        **TARGET, "to": ArgSpec("str", True, "base, battlefield:<id> or a battlefield id")},
        lambda v: Move(_target(v), str(v.get("to", "base"))), run_move),
    "recall": EffectSpec(Recall, "recall a permanent to its base; not a move (RB 455)", TARGET,
                         lambda v: Recall(_target(v)), run_recall),
    "stun": EffectSpec(Stun, "stun a unit: it adds no Might to combat damage (RB 423)", TARGET,
                       lambda v: Stun(_target(v)), run_stun),
    "buff": EffectSpec(Buff, "give a unit a buff: +1 Might, at most one (RB 426)", TARGET,
                       lambda v: Buff(_target(v)), run_buff),
    "double_might": EffectSpec(DoubleMight, "double a unit's Might this turn (RB 432)", TARGET,
                               lambda v: DoubleMight(_target(v)), run_double),
}
