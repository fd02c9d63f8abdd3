"""Producing resources (FOW 907: will): the one event every production goes through.

A game whose events include `produced` (Force of Will) produces the resources its resource
abilities gain (`Rulebook.resource_kinds.gains`: will). Every way judge adds them to a pool goes
here: a will ability's or a spell's `gain`, and a game's own producers (FoW's will coins). The
production asks its replacements first (`replace: {event: produced}`: `becomes` another amount,
or `instead`), so what a payment later reads is the will after them, and then announces the
`produced` event with its source as the object (a trigger `when: {event: produced}`). A
production done instead of another is the same kind of action: it keeps the original's source
(FOW 910.2f), so "if a [fire] magic stone produced will" still sees the stone.
"""

from __future__ import annotations

from judge.engine.events import EventKind
from judge.engine.replacements import REPLACES, replace_produce
from judge.engine.roles import Role
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, amounts

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

PRODUCED = EventKind.PRODUCED.value
#: How a production happened when a resource ability (a will ability) produced it, the event's
#: `how`: a game whose automatic abilities on it are resource abilities reads it (FOW 907.1d).
BY_RESOURCE_ABILITY = "resource-ability"


def produced_kinds(t: Table) -> tuple[str, ...]:
    """The resources a gain of which is a production: the game's resource abilities' gains,
    where the game announces productions (its events include `produced`)."""
    kinds = t.game.resource_kinds
    return kinds.gains if kinds is not None and PRODUCED in t.game.vocab.events else ()


def production_source(t: Table, item: StackItem) -> GameObject | None:
    """What produces the will an item gains: its source; inside a replacement of a production,
    the replaced production's source (FOW 910.2f: the same kind of action keeps its source)."""
    if item.extra.get(REPLACES) == PRODUCED:
        t.cite_also_optional(Role.SAME_SOURCE)
        return t.state.objects.get(item.trigger_object or "")
    return t.state.objects.get(item.source or "")


def produce(t: Table, item: StackItem, player: str, will: list[tuple[str, int]],
            source: GameObject | None, replaceable: bool = True
            ) -> list[tuple[str, int]] | None:
    """`player` produces `will` from `source`: after its replacements (none where
    `replaceable` is False), it is added to the pool and the `produced` event is announced.
    Returns the will produced, or None when a replacement did something else instead."""
    if not any(n > 0 for _, n in will):
        return will  # nothing produced (gaining 0 is said as it is)
    will = [(kind, n) for kind, n in will if n > 0]
    if replaceable and (t.state.replacements or t.static_sources) \
            and PRODUCED in t.game.vocab.replaceable_events:
        changed = replace_produce(t, player, source, will, item.id)
        if changed is None:
            return None
        will = [(kind, n) for kind, n in changed if n > 0]
        if not will:
            return will
    pool = t.state.players[player].resources
    for kind, n in will:
        pool[kind] = pool.get(kind, 0) + n
    t.emit(EventKind.PRODUCED, Msg("{player} produces {will}", player=player,
                                   will=amounts(will, t.game.words.resources)),
           obj=source.id if source is not None else None, player=player, item=item.id,
           source=source.id if source is not None else None,
           amount=sum(n for _, n in will), cause=item.id,
           how=BY_RESOURCE_ABILITY if item.resource else "")
    return will
