"""Swap (RB 433), a keyword action: two objects' values of a stat trade places. The difference
is found, then the lower is raised and the higher lowered by it, as two separate changes that
later changes do not recalculate (RB 433.1.a-b); equal values change nothing (RB 433.1.c).
Riftbound's own effect: the other games define no such action, so there it is no effect kind.
"""

from __future__ import annotations

from judge.engine.refs import refs
from judge.engine.roles import Role
from judge.model import effects as fx
from judge.model.args import optional, required
from judge.model.effects import arg
from judge.model.state import Modifier, StackItem
from judge.msg import Items, Msg, phrase, word
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class Swap(fx.Effect):
    """Two objects' values of a stat trade places (RB 433): the difference is found, then the
    lower is raised and the higher lowered by it, as two separate changes (RB 433.1.a-b)."""

    kind: ClassVar[str] = "swap"
    target: fx.Ref = arg(required("target", "one object: $1, self or an id"))
    with_: fx.Ref = arg(required("target", "the other object"), key="with")
    stat: str = arg(required("str", "the stat whose values trade places, e.g. might"))
    duration: str = arg(optional("duration", "how long the two changes last"), "turn")


def run_swap(r: Table, item: StackItem, e: Swap) -> str | None:
    """Swap: each value read as the instruction is carried out, with every change already on
    it; then one change raises the lower and another lowers the higher by their difference
    (RB 433.1.b), each its own effect that later changes do not recalculate (RB 433.1.a).
    Equal values: nothing (RB 433.1.c). Nothing moves: a swap of values is no move."""
    from judge.engine.characteristics import stat
    from judge.engine.effects import unreduced
    from judge.engine.words import stat_word

    pair = [i for ref in (e.target, e.with_) for i in refs(r, item, ref)
            if i in r.state.objects]
    if len(pair) != 2 or pair[0] == pair[1]:
        return None  # one side gone or not a single object: no two values to trade
    objs = [r.obj(oid) for oid in pair]
    read = [stat(r.state, r.game, o, e.stat) for o in objs]
    values = [v for v in read if v is not None]
    if len(values) != 2:
        return None  # one has no such stat: no value to trade
    diff = abs(values[0] - values[1])
    said = word(stat_word(e.stat))  # the game's word for it (RB: Might)
    if not diff:
        r.cite_also_optional(Role.SWAP_EQUAL)
        return phrase(Msg("{objects}: their {stat} is the same; nothing changes",
                          objects=", ".join(r.name(o.id) for o in objs), stat=said))
    r.cite_also_optional(Role.SWAP)
    parts = []
    for obj, value, other in zip(objs, values, reversed(values), strict=True):
        change = diff if value < other else -diff
        # the lower half, replaced ("if my Might would be reduced"), is not made; the other
        # half stands as it was found (RB 433.1.a, RB 370.1.b)
        made = unreduced(r, item, obj, Modifier(item.id, ((e.stat, change),),
                                                duration=e.duration, timestamp=r.tick()))
        if made is None:
            r.cite_also_optional(Role.SWAP_SEPARATE)
            continue
        obj.modifiers.append(made)
        obj.last_change = item.id
        parts.append(Msg("{object}: {stat} {n}", object=r.name(obj.id), stat=said,
                         n=f"{change:+d}"))
    r.changed()
    return phrase(Msg("swap: {changes}", changes=Items(parts, commas=True)))
