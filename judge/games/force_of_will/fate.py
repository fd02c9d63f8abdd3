"""[Fate] (FOW 1178) and Arcane Item regalia, double-sided cards with a regalia side and a
sub-ruler side (FOW 1302.5).

What a file writes: the regalia side, with `keywords: [fate]`, `fate: <name>` (the name its
[Fate] looks for) and `sub_ruler_side: <card name>` (its sub-ruler side, a card of type
`sub_ruler`). Then, in the field (1178.3): whenever its owner plays the judgment process of a
ruler with that name in its name, its automatic ability triggers ("players cannot chase to this
ability"); resolving, if its player still owns and controls it in the field and controls no
sub-ruler sharing a name with it, it turns over and goes into the ruler area sub-ruler side up
(1302.5b). Its form "from outside the game" (1178.2) acts at the beginning of the game: a file
states the board after it.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.characteristics import keywords
from judge.engine.declare import EffectDecl, Refusal
from judge.engine.events import Event, EventKind
from judge.engine.trace import Relation
from judge.games.force_of_will.state import named_side
from judge.model.args import Arg
from judge.model.cards import AbilityDef, CardDef
from judge.model.effects import Effect
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

FATE_CARD_KEYS: dict[str, Arg] = {
    "fate": Arg("str", doc="with [Fate]: the name its [Fate] looks for in a ruler's name "
                "(FOW 1178.3)"),
    "sub_ruler_side": Arg("str", doc="on the regalia side of an Arcane Item (with [Fate]): the "
                          "card name of its sub-ruler side (FOW 1302.5)"),
}


@dataclass(frozen=True)
class FateFlip(Effect):
    """Turn the source over into the ruler area, sub-ruler side up (FOW 1178.3; internal: only
    [Fate] makes it)."""

    kind: ClassVar[str] = "fate_flip"


FATE = AbilityDef(name="Fate", kind="triggered", effect=(FateFlip(),), keywords=("fate",))


def on_judgment(t: Table, ruler: GameObject, item: StackItem) -> None:
    """FOW 1178.3: a judgment process of a ruler with the name in its name triggers the [Fate]
    of each such card its player owns and controls in the field."""
    player = item.controller
    for obj in list(t.state.objects.values()):
        name = obj.card.get("fate")
        if obj.zone != "field" or "fate" not in keywords(obj) or not isinstance(name, str) or \
                obj.owner != player or obj.controller != player or name not in ruler.card.name:
            continue
        node = t.node(f"{item.id}:fate:{obj.id}", "event",
                      Msg("{player} plays the judgment process of {ruler}", player=player,
                          ruler=t.name(ruler.id)))
        t.link(item.id, node, Relation.CAUSES)
        t.queue_trigger(obj, FATE, Event(EventKind.PLAYED, node, object=ruler.id, item=item.id,
                                         player=player))


def run_fate(t: Table, item: StackItem, e: FateFlip) -> str | None:
    """FOW 1178.3, 1302.5b: if its player still owns and controls it in the field and controls
    no sub-ruler sharing a name with it, it goes into the ruler area sub-ruler side up."""
    obj = t.state.objects.get(item.source or "")
    player = item.controller
    t.cite_also_rule("FOW 1178.3")
    if obj is None or obj.zone != "field" or obj.owner != player or obj.controller != player:
        return "nothing happens: the card is no longer in the field under its owner's control"
    side = t.scenario.cards.get(str(obj.card.get("sub_ruler_side") or ""))
    if side is None:
        return None
    names = {obj.card.name, side.name}
    twin = next((o for o in t.state.objects.values() if o.zone == "ruler_area"
                 and o.controller == player and o.card.is_type("sub_ruler")
                 and o.card.name in names), None)
    if twin is not None:
        return phrase(Msg("nothing happens: {player} controls the sub-ruler {object2}, which "
                          "shares a name with {object}", player=player,
                          object2=t.name(twin.id), object=t.name(obj.id)))
    regalia = obj.card
    t.move(obj, "ruler_area", cause=item.id)
    obj.card = side
    t.watch(obj)
    t.changed()
    t.cite_also_rule("FOW 1302.5b")
    return phrase(Msg("{object} turns over and goes into {player}'s ruler area sub-ruler side "
                      "up, as {name}", object=f"{regalia.name} ({obj.id})", player=player,
                      name=side.name))


FATE_FLIP = EffectDecl(FateFlip, run_fate, "turn this card over into the ruler area, sub-ruler "
                       "side up", internal=True)


def chase_refusal(t: Table) -> Refusal | None:
    """FOW 1178.3: players cannot chase to a [Fate] ability."""
    waiting = next((i for i in t.state.stack if i.kind == "ability" and "fate" in i.keywords
                    and i.name == FATE.name), None)
    if waiting is None:
        return None
    return Refusal(phrase(Msg("{object} is a [Fate] ability: players cannot chase to it",
                              object=t.item_label(waiting))),
                   ("FOW 1178.3",))


# ----- checking a file ----------------------------------------------------------------------------
def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None],
                  library: Callable[[str], CardDef | None]) -> None:
    has = "fate" in card.keywords
    for key, needs in (("fate", "the name it looks for, e.g. `fate: Lyra`"),
                       ("sub_ruler_side", "its sub-ruler side, `sub_ruler_side: <card name>`")):
        written = card.get(key) is not None
        if has and not written:
            problem(("cards", name), f"[Fate] needs {needs}")
        elif written and not has:
            problem(("cards", name, key), f"`{key}:` goes with the keyword [Fate], which {name} "
                    "does not have (`keywords: [fate]`)")
    if has and not card.is_type("regalia"):
        problem(("cards", name, "keywords"), "[Fate] is on the regalia side of an Arcane Item "
                "(FOW 1302.5)")
    side_name = card.get("sub_ruler_side")
    if has and side_name is not None:
        missing = (f"no card of type `sub_ruler` named {side_name!r} under `cards:` or in the "
                   "Force of Will card library")
        named_side(scenario, side_name, library, problem, ("cards", name, "sub_ruler_side"),
                   missing, lambda side: None if side.is_type("sub_ruler") else missing)
