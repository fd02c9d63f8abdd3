"""Counters that change ATK and DEF (FOW 1022.3, 909.1h, 1203): a counter named
"<modifier A>/<modifier B>", e.g. `+100/+100` or `-100/-100` (a file writes
`{counter: {target: $1, name: "+100/+100", amount: 2}}`), gives a J/resonator that much ATK
and DEF per counter while it is one. Counters apply after every other continuous effect on
values (909.1h), then ATK and DEF are rounded (909.1i); that is where the engine adds a game's
own stat bonus (`ObjectRules.stat_bonus`).

The rule process of 1203.1-1203.2 takes a [+100/+100] and a [-100/-100] counter off together
until only one kind is left.
"""

from __future__ import annotations

import re

from judge.engine.trace import StepKind
from judge.msg import Msg

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

#: FOW 1022.3: the name of a counter that modifies ATK/DEF.
STAT_COUNTER = re.compile(r"^([+-]\d+)/([+-]\d+)$")
PLUS, MINUS = "+100/+100", "-100/-100"


def cancel_counters(t: Table) -> bool:
    """FOW 1203.1-1203.2: a card in the field or a ruler area with both [+100/+100] and
    [-100/-100] counters loses one of each at the same time until one kind is left (all of
    both, if there were as many)."""
    changed = False
    for oid in list(t.board):
        obj = t.state.objects[oid]
        if not obj.counters:
            continue
        plus, minus = obj.counters.get(PLUS, 0), obj.counters.get(MINUS, 0)
        gone = min(plus, minus)
        if gone <= 0:
            continue
        for name, left in ((PLUS, plus - gone), (MINUS, minus - gone)):
            if left:
                obj.counters[name] = left
            else:
                obj.counters.pop(name, None)
        t.changed()
        changed = True
        t.step(StepKind.STATE_CHECK, Msg("rule process: {object} had {plus} [+100/+100] and "
                                         "{minus} [-100/-100] counters: {n} of each is removed",
                                         plural="rule process: {object} had {plus} [+100/+100] "
                                         "and {minus} [-100/-100] counters: {n} of each are "
                                         "removed", object=t.name(oid), plus=plus, minus=minus,
                                         n=gone),
               ("FOW 1203.1", "FOW 1203.2") if plus == minus else ("FOW 1203.1",))
    return changed
