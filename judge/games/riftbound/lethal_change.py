"""Effects that change how much damage is lethal (RB 142.4.c): a static ability saying "any
amount of damage you mark is enough to kill enemy units" makes any damage that player marked
(RB 142.3.a: the player responsible for the deal) lethal for the units it covers, whatever their
Might. Written `lethal_any: {target: {each: filter}, by: you}` in a static ability; the cleanup
kills by it (RB 323.5). Damage the file starts with was marked by nobody it names: a unit
holding some under such an effect is exit 3, as is a combat assignment to a unit it covers
(RB 465.2.c counts lethal damage, and who will mark it is the assigning side's)."""

from __future__ import annotations

from judge.model import effects as fx
from judge.model.args import optional, required
from judge.model.effects import arg
from judge.model.state import GameObject, StackItem
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class LethalAny(fx.Effect):
    """A static ability's effect (RB 142.4.c): any amount of damage `by` marked on the units
    `target` names is lethal for them."""

    kind: ClassVar[str] = "lethal_any"
    target: fx.Ref = arg(required("target", "the units it covers: self, or {each: filter} "
                                            "(\"enemy units\": {each: {type: unit, controller: "
                                            "opponent}})"))
    by: str = arg(optional("str", "whose marked damage is enough: you (the ability's "
                                  "controller, default) or any player", choices=("you", "any")),
                  "you")


def run_lethal_any(t: Table, item: StackItem, e: LethalAny) -> str | None:
    """Only a static ability says it (scenario/cards.py refuses it anywhere else)."""
    from judge.errors import Problem, UnsupportedMechanic

    raise UnsupportedMechanic(Problem(t.scenario.file, 0, 0, "effect", f"{item.name}: "
                                      "lethal_any is written only as a static ability"))


def lethal_markers(t: Table, obj: GameObject) -> list[tuple[str, str]]:
    """The players whose marked damage is lethal for `obj` by an effect (RB 142.4.c), each with
    the object whose static ability says so ("" for any player's)."""
    from judge.engine.characteristics import matches
    from judge.games.riftbound.applied_costs import statics_of
    from judge.model.effects import Each

    out: list[tuple[str, str]] = []
    for src, source, e, _ in statics_of(t, LethalAny):  # as replacements read them
        assert isinstance(e, LethalAny)
        covered = obj.id == source.id if e.target == "self" else (
            isinstance(e.target, Each) and e.target.filter is not None
            and matches(t.state, t.game, obj, e.target.filter, source.controller))
        if covered:
            out.append(("" if e.by == "any" else source.controller, src.id))
    return out


def lethal_by_effect(t: Table, obj: GameObject) -> str | None:
    """The object whose static ability makes the damage on `obj` lethal though its Might is not
    reached (RB 142.4.c), or None. Damage the file starts with, whose marker it does not name,
    is exit 3 where such an effect covers the unit."""
    if obj.damage <= 0 or t.is_lethal(obj):
        return None
    markers = lethal_markers(t, obj)
    if not markers:
        return None
    if sum(obj.marked_by.values()) < obj.damage:
        from judge.engine.lost import cannot_rule

        cannot_rule(t, f"{t.name(obj.id)} holds damage the file starts with, and who marked it "
                    "(RB 142.3.a) is not given, yet an effect makes damage lethal by who marked "
                    "it (RB 142.4.c): give the object `marked_by: {<player>: n}`",
                    key="effect.lethal_any")
    for player, source in markers:
        if (obj.marked_by.get(player, 0) if player else sum(obj.marked_by.values())) > 0:
            return source
    from judge.msg import Msg, phrase

    for player, source in markers:  # a player's only: another marked the damage
        t.note(phrase(Msg("{source} makes any damage {player} marks lethal for {object}, but "
                          "{player} did not mark its damage: its lethal damage is still its "
                          "Might", source=t.name(source), player=player,
                          object=t.name(obj.id))), ("RB 142.4.c", "RB 142.3.a"))
    return None
