"""Empower and Disempower (RB 441-442) and the Empower keyword (RB 827), Core Rules v1.4.

- `empower: {target}`: the objects become Empowered, a state of objects on the board (RB 441.2);
  one already Empowered stays so and nothing more happens (RB 441.1.c). The state is the object
  key `empowered: true` (a starting board may give it; leaving the board ends it, as every
  state of an object on the board: a new object, RB 441.2).
- `disempower: {target}`: the Empowered state ends; on one not Empowered it does nothing
  (RB 442.1.a.1).
- Empower [Cost] (RB 827.1.c.1) is "[Cost]: Empower this. Play only if not Empowered": the card
  lists `empower` and writes that activated ability with `keywords: [empower]` and the effect
  `empower: {target: self}`; judge refuses to activate it while its source is Empowered.
  Empowered's text (RB 828) is written with the condition `{empowered: true}` (terms.py).
"""

from __future__ import annotations

from judge.engine.declare import Refusal
from judge.engine.effects import refs
from judge.engine.replacements import replaced
from judge.games.riftbound.events import RiftEvent
from judge.model import effects as fx
from judge.model.args import required
from judge.model.cards import AbilityDef, Cost
from judge.model.effects import arg
from judge.model.state import GameObject, StackItem
from judge.msg import Items, Msg, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

TARGET = required("target", "what it applies to ($1, self, an id, {each: ...})")


@dataclass(frozen=True)
class Empower(fx.Effect):
    """Empower objects on the board (RB 441)."""

    kind: ClassVar[str] = "empower"
    target: fx.Ref = arg(TARGET)


@dataclass(frozen=True)
class Disempower(fx.Effect):
    """End the Empowered state of objects (RB 442)."""

    kind: ClassVar[str] = "disempower"
    target: fx.Ref = arg(TARGET)


def _on_board(t: Table, item: StackItem, ref: fx.Ref) -> list[GameObject]:
    return [o for i in refs(t, item, ref) if (o := t.state.objects.get(i)) is not None
            and t.game.vocab.is_board(o.zone)]


def run_empower(t: Table, item: StackItem, e: Empower) -> str | None:
    """RB 441.1: each becomes Empowered; RB 441.1.c: one already Empowered, nothing more."""
    done, already = [], []
    present = _on_board(t, item, e.target)
    for obj in present:
        if obj.extra.get("empowered"):
            already.append(t.name(obj.id))
            continue
        if replaced(t, "empowered", obj, cause=item.id):
            continue  # it does not become Empowered (RB 370.1.a.1)
        obj.extra["empowered"] = True
        obj.last_change = item.id
        done.append(t.name(obj.id))
        became_empowered(t, obj, item.id)
    if present:  # (none on the board: what it is is not why nothing became Empowered)
        t.cite_also_rule("RB 441.1")
    out: list[str] = [phrase(Msg("{objects} becomes Empowered", plural="{objects} become "
                                 "Empowered", n=len(done), objects=Items(done, commas=True)))
                      ] if done else []
    # RB 441.2: Empowered is a state of objects on the board; one that left is not empowered
    # (riftboundfaq Empower #removed-source-trigger).
    named = refs(t, item, e.target) or ([item.source] if e.target == "self" and item.source
                                         else [])  # `self` gone from the board names nothing
    gone = [t.name(i) for i in named if (o := t.state.objects.get(i)) is not None
            and not t.game.vocab.is_board(o.zone)]
    if gone:
        t.cite_also_rule("RB 441.2")
        out.append(phrase(Msg("{objects} is not on the board: it does not become Empowered",
                              plural="{objects} are not on the board: they do not become "
                              "Empowered", n=len(gone), objects=Items(gone, commas=True))))
    if already:
        t.cite_also_rule("RB 441.1.c")
        out.append(phrase(Msg("{objects} already Empowered: nothing more happens",
                              objects=Items(already, commas=True))))
    return phrases(out)


def became_empowered(t: Table, obj: GameObject, cause: str) -> None:
    """It became Empowered: the event "when I become Empowered" waits for. Its Empowered text
    is active in time to trigger on it (RB 828.1.d, RB 725.4): the trigger's `while:` is read
    as the event happens, the state already changed."""
    waiting = len(t.state.pending_triggers)
    t.emit(RiftEvent.EMPOWERED, Msg("{object} becomes Empowered", object=t.name(obj.id)),
           obj=obj.id,
           player=obj.controller, cause=cause)
    if any(pt.source == obj.id and pt.ability.condition is not None
           for pt in t.state.pending_triggers[waiting:]):
        t.cite_also_rule("RB 828.1.d")


def run_disempower(t: Table, item: StackItem, e: Disempower) -> str | None:
    """RB 442.1: the Empowered state ends; RB 442.1.a.1: on one not Empowered, nothing."""
    done = []
    for obj in _on_board(t, item, e.target):
        if obj.extra.pop("empowered", None):
            obj.last_change = item.id
            done.append(t.name(obj.id))
    t.cite_also_rule("RB 442.1" if done else "RB 442.1.a.1")
    return phrase(Msg("{objects} no longer Empowered", objects=Items(done, commas=True))) \
        if done else None


def empower_refusal(t: Table, obj: GameObject, ability: AbilityDef) -> Refusal | None:
    """RB 827.1.c.1: an Empower ability is played only if its source is not Empowered."""
    if "empower" in ability.keywords and obj.extra.get("empowered"):
        return Refusal(phrase(Msg("{object} is already Empowered: its Empower ability can be "
                                  "activated only while it is not",
                                  object=t.name(obj.id))), ("RB 827.1.c.1", "RB 441.1.b"))
    return None


def has_empower_ability(abilities: tuple[AbilityDef, ...]) -> bool:
    """RB 827.1.c.1: the keyword is an activated ability that empowers its source."""
    return any(a.kind == "activated" and "empower" in a.keywords
               and any(isinstance(e, Empower) and e.target == "self" for e in a.effect)
               for a in abilities)


#: The name of the ability the keyword is, where judge writes it (a grant's, a printed
#: `empower_cost`'s).
EMPOWER = "Empower"


def empower_ability(cost: Cost) -> AbilityDef:
    """RB 827.1.c.1: "Empower [Cost]" is "[Cost]: Empower this. Play only if not Empowered"
    (the refusal: empower_refusal); its source becomes Empowered, not a target (RB 827.1.b.1)."""
    return AbilityDef(name=EMPOWER, kind="activated", cost=cost, keywords=("empower",),
                      effect=(Empower(target="self"),))
