"""The banish effect (FOW 1011): card text that says "banish" puts the card into its owner's
graveyard (1011.1), which is not the same as putting it there (`move_zone`): rulers, sub-rulers,
wardens, extension rules and J-rulers that are neither ordered nor tokens are never banished, so
they are never its target (the engine refuses them as it refuses them for a banish cost:
Rulebook.never_sacrificed, Effect.sacrifices) nor taken by a banish of a group (`each:`).

What a file writes: `{banish: {target: $1}}` (or `{each: filter}`, `self`, an id).
"""

from __future__ import annotations

from judge.engine.declare import EffectDecl, sacrifice_bar
from judge.engine.effects import TARGET
from judge.engine.refs import refs
from judge.model.effects import Effect, Ref, arg
from judge.model.state import StackItem
from judge.msg import Msg, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

#: The `how` of the move a banish effect makes (its events carry it: [Necrobloom], 1190.2, asks
#: who banished): by the card's controller, or by another player (`banish_by:<player>`).
BANISHED = "banish"
BANISHED_BY_ANOTHER = "banish_by:"


def banished_by_another(how: str) -> str | None:
    """The player who banished a card they did not control (1011.2), from its move's `how`."""
    return how[len(BANISHED_BY_ANOTHER):] if how.startswith(BANISHED_BY_ANOTHER) else None


@dataclass(frozen=True)
class Banish(Effect):
    """Banish: put the card into its owner's graveyard (FOW 1011.1)."""

    kind: ClassVar[str] = "banish"
    sacrifices: ClassVar[bool] = True
    target: Ref = arg(TARGET)


def run_banish(t: Table, item: StackItem, e: Banish) -> str | None:
    """FOW 1011.1: each card goes to its owner's graveyard, except those that are never
    banished, which stay where they are (a group effect does not take them)."""
    out = []
    for oid in refs(t, item, e.target):
        obj = t.state.objects.get(oid)
        if obj is None:
            continue
        bar = sacrifice_bar(t.game.never_sacrificed, obj)
        if bar is not None:
            t.cite_also_rule(bar.rule)
            out.append(phrase(Msg("{object} can never be banished, so it stays",
                                  object=t.name(oid))))
            continue
        t.cite_also_rule("FOW 1011.1")
        how = BANISHED if item.controller == obj.controller else \
            BANISHED_BY_ANOTHER + item.controller
        t.move(obj, t.graveyard_of(obj), cause=item.id, how=how)
        out.append(phrase(Msg("banishes {object} (into its owner's graveyard)",
                              object=t.name(oid))))
    return phrases(out)


BANISH = EffectDecl(Banish, run_banish, "banish {target}")
