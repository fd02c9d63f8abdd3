"""Bonus Damage (RB 715): "your spells and abilities deal N Bonus Damage".

Written as the card key `bonus_damage: N` on a permanent: while it is on the board with its text
active, every damage instruction of a spell or ability its controller controls deals N more to
each of its targets, separately (RB 715.1-715.2); the bonus is part of the damage, so prevention
counts it (RB 715.4.a); an instruction that deals no damage gets none (RB 715.4). Combat damage
is no spell's or ability's. Bonus Damage under a condition, or only to some targets (a
battlefield's), is not modelled: write the card without it.
"""

from __future__ import annotations

from judge.engine.conditions import amount
from judge.engine.effects import Damage, damage
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table
    from judge.model.state import StackItem


def bonus_sources(t: Table, player: str) -> list[tuple[str, int]]:
    """The permanents of `player` with Bonus Damage, active now, and how much each gives."""
    out = []
    for oid in t.board:
        obj = t.state.objects[oid]
        n = obj.card.get("bonus_damage")
        if obj.controller == player and isinstance(n, int) and n > 0 and \
                t.game.objects.text_active(obj):
            out.append((oid, n))
    return out


def run_damage(t: Table, item: StackItem, e: Damage) -> str | None:
    """RB 715: the core `damage`, with the Bonus Damage of its controller's permanents added to
    the amount it deals to each target, when it deals any (RB 715.4)."""
    if item.kind not in ("card", "ability"):
        return damage(t, item, e)
    sources = bonus_sources(t, item.controller)
    n = amount(t, item, e.amount)  # RB 359.3.f.2: read once
    if not sources or n <= 0:
        if sources:
            t.cite_also_rule("RB 715.4")
        return damage(t, item, e)
    bonus = sum(k for _, k in sources)
    t.cite_also_rule("RB 715.1")
    t.cite_also_rule("RB 715.2")
    said = damage(t, item, replace(e, amount=n + bonus))
    names = ", ".join(t.name(oid) for oid, _ in sources)
    return f"{said} ({n} + {bonus} Bonus Damage from {names}, to each target)" if said else None
