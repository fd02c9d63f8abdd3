"""[Guidance] (FOW 1146): "[Guidance] (N): (Text)", part of an automatic ability "whenever one or
more guidance counters are put on this card >>> ...", means "as this ability is played, if the
card had fewer than N guidance counters before they were put and has N or more after, it is
played with (Text)" (1146.2).

What a file writes: a triggered ability with `keywords: [guidance]` and no `when:` (judge
triggers it as guidance counters are put on its card by a `counter` effect: no event kind says
so), whose instructions carry `if: {guidance: N}`; the card lists `guidance` too. Several
[Guidance] texts may be played together (1146.3), in the order written: write them from the
lowest N (1146.3a). When none would be played, the ability is not played at all (1146.3b), and
the ruling notes it. The counts before and after are those of the event, so reading them as the
ability resolves gives what it was played with.
"""

from __future__ import annotations

from judge.engine.conditions import GameCondition
from judge.engine.effects import Counter
from judge.engine.effects import counter as core_counter
from judge.engine.events import Event, EventKind
from judge.engine.refs import refs
from judge.engine.trace import Relation
from judge.games.force_of_will.state import ext
from judge.model.args import required
from judge.model.cards import AbilityDef
from judge.model.effects import arg
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase
from judge.record import dataclass, nested_records

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

GUIDANCE = "guidance"


@dataclass(frozen=True)
class Guidance(GameCondition):
    """`{guidance: N}`: the guidance counters just put on its card took it from fewer than N to
    N or more (FOW 1146.2)."""

    kind: ClassVar[str] = "guidance"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1146.2",)
    guidance: int = arg(required("int", "N", minimum=1))

    def check(self, t: Table, item: StackItem) -> bool:
        seen = ext(t.state).guidance_put.get(item.caused_by or "")
        return seen is not None and crosses(seen, self.guidance)

    def said(self) -> str:
        return phrase(Msg("[Guidance] ({n}): the guidance counters reached {n}", n=self.guidance))


def crosses(seen: tuple[int, int], n: int) -> bool:
    before, after = seen
    return before < n <= after


def thresholds(ability: AbilityDef) -> list[int]:
    """The N of each [Guidance] text of the ability."""
    return [r.guidance for r in nested_records(ability.effect) if isinstance(r, Guidance)]


def run_counter(t: Table, item: StackItem, e: Counter) -> str | None:
    """Put the counters (the core's way), then trigger the [Guidance] abilities of each card that
    got guidance counters (FOW 1146.1-1146.2)."""
    if e.name != GUIDANCE:
        return core_counter(t, item, e)
    before = {oid: t.obj(oid).counters.get(GUIDANCE, 0) for oid in refs(t, item, e.target)
              if oid in t.state.objects}
    said = core_counter(t, item, e)
    for oid, was in before.items():
        obj = t.state.objects[oid]
        now = obj.counters.get(GUIDANCE, 0)
        if now > was:
            trigger(t, item, obj, (was, now))
    return said


def trigger(t: Table, item: StackItem, obj: GameObject, seen: tuple[int, int]) -> None:
    """FOW 1146.2-1146.3b: each [Guidance] ability of the card triggers; one that would be
    played with no text is not played."""
    for ability in obj.card.abilities:
        if ability.kind != "triggered" or GUIDANCE not in ability.keywords:
            continue
        node = t.node(t.state.new_id(f"{obj.id}.guidance"), "event",
                      Msg("{n} guidance counters put on {object} (from {before} to {after})",
                          n=seen[1] - seen[0], object=t.name(obj.id), before=seen[0],
                          after=seen[1]))
        t.link(item.id, node, Relation.CAUSES)
        active = [n for n in thresholds(ability) if crosses(seen, n)]
        if not active:
            t.note(f"{t.name(obj.id)}'s {ability.name} would be played with no [Guidance] text "
                   f"(its counters went from {seen[0]} to {seen[1]}), so it is not played",
                   ("FOW 1146.3b",))
            continue
        ext(t.state).guidance_put[node] = seen
        t.queue_trigger(obj, ability, Event(EventKind.PLAYED, node, object=obj.id))
