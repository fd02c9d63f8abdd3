"""[Enraging] (FOW 1186): "whenever this card attacks >>> target J/resonator must block this turn
if able, and it gains 'this card can block while rested' until end of turn" (1186.2).

An automatic ability judge gives the card (it can be granted, so it is read from the card's
current keywords as it attacks); its target is chosen like any triggered ability's (`decisions:
{<card id>.enraging: {targets: [id]}}`, else the first legal one). The J/resonator it resolves on
is *enraged* this turn (object key `enraged`: the turn number): it may block while rested, and
while it can block the non-turn player may not decline to block, nor block with another card;
left to itself the block declaration blocks with it.
"""

from __future__ import annotations

from judge.engine.characteristics import keywords
from judge.engine.declare import EffectDecl, Refusal
from judge.engine.events import Event, EventKind
from judge.engine.refs import refs
from judge.games.force_of_will.state import ENTITY_TYPES
from judge.model.args import required
from judge.model.cards import AbilityDef
from judge.model.effects import Effect, Ref, arg
from judge.model.filters import Filter
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class Enrage(Effect):
    """The target must block this turn if able and may block while rested (FOW 1186.2;
    internal: only [Enraging]'s ability makes it)."""

    kind: ClassVar[str] = "enrage"
    target: Ref = arg(required("target", "the J/resonator"))


def run_enrage(t: Table, item: StackItem, e: Enrage) -> str | None:
    hit = refs(t, item, e.target)
    if not hit:
        return None
    obj = t.obj(hit[0])
    obj.extra["enraged"] = t.state.turn_number
    t.changed()
    return (phrase(Msg("{object} must block this turn if able, and can block while rested until "
                       "end of turn",
                       object=t.name(obj.id))))


ENRAGE = EffectDecl(Enrage, run_enrage, "{target} must block this turn if able", internal=True)

#: FOW 1186.2: the automatic ability.
ENRAGING = AbilityDef(name="Enraging", kind="triggered", keywords=("enraging",),
                      targets=(Filter(types=ENTITY_TYPES),), effect=(Enrage("$1"),))


def on_attack(t: Table, event: Event) -> None:
    """FOW 1186.2: a card with [Enraging] triggers as it attacks."""
    obj = t.state.objects.get(event.object or "")
    if event.kind is EventKind.ATTACKED and obj is not None and "enraging" in keywords(obj):
        t.queue_trigger(obj, ENRAGING, event)


def enraged(t: Table, obj: GameObject) -> bool:
    """It was the target of an [Enraging] ability this turn (as this object)."""
    return obj.extra.get("enraged") == t.state.turn_number


def forced_blockers(t: Table, able: list[GameObject]) -> list[GameObject]:
    """Of the J/resonators that can block, those that must (FOW 1186.2)."""
    return [o for o in able if enraged(t, o)]


def forced_block_refusal(t: Table, able: list[GameObject], blocking: GameObject | None
                         ) -> Refusal | None:
    """FOW 1186.2: while an enraged J/resonator can block, its controller must block with it
    (declining, or blocking with another, would leave it not blocking though able)."""
    must = forced_blockers(t, able)
    if not must or (blocking is not None and blocking in must):
        return None
    names = ", ".join(t.name(o.id) for o in must)
    what = Msg("{object} cannot block instead", object=t.name(blocking.id)) \
        if blocking is not None else Msg("declining to block is not allowed")
    return Refusal(phrase(Msg("{objects} must block this turn if able ([Enraging]) and can block, "
                              "so {what}",
                              objects=names, what=what)),
                   ("FOW 1186.2",))
