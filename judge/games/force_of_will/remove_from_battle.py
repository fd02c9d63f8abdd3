"""Remove from battle (FOW 1029).

`remove_from_battle: {target: $1}`: each J/resonator the reference names that is in the battle in
progress stops being in it (1029.1): the attacking J/resonator is no longer attacking (1029.1a:
with no attacker the battle goes to its end step, 805.1, 806.1), the blocking one no longer
blocking (1029.1b: as one that left the field, 804.4a, the attacker is no longer blocked), and the
attacked one no longer attacked (1029.1c: the attacker deals it no damage, and it deals none
back). The card stays where it is, rested as it was. Outside a battle, or for a card that is not
in it, nothing happens. Each is kept by its incarnation in `Battle.removed`; combatants.py asks it.
"""

from __future__ import annotations

from judge.engine.declare import EffectDecl
from judge.engine.effects import TARGET, refs
from judge.games.force_of_will.state import ext
from judge.model.effects import Effect, Ref, arg
from judge.model.state import GameObject, GameState, StackItem
from judge.msg import Msg, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class RemoveFromBattle(Effect):
    """`remove_from_battle: {target: $1}`: "remove target J/resonator from battle" (FOW
    1029.1)."""

    kind: ClassVar[str] = "remove_from_battle"
    target: Ref = arg(TARGET)


def run_remove(t: Table, item: StackItem, e: RemoveFromBattle) -> str | None:
    from judge.games.force_of_will.combatants import attacked_object, attacker, blocker

    battle = ext(t.state).battle
    out = []
    for oid in refs(t, item, e.target):
        obj = t.state.objects.get(oid)
        if battle is None or obj is None:
            continue
        role = None
        if (fighter := attacker(t)) is not None and fighter.id == oid:
            role, rule = Msg("{object} is removed from battle: it is no longer attacking",
                             object=t.name(oid)), "FOW 1029.1a"
        elif (fighter := blocker(t)) is not None and fighter.id == oid:
            role, rule = Msg("{object} is removed from battle: it is no longer blocking",
                             object=t.name(oid)), "FOW 1029.1b"
        elif attacked_object(t) == oid:
            role, rule = Msg("{object} is removed from battle: it is no longer attacked",
                             object=t.name(oid)), "FOW 1029.1c"
        if role is None:
            continue
        battle.removed.add(f"{oid}#{obj.incarnation}")
        t.changed()
        t.cite_also_rule(rule)
        out.append(phrase(role))
    if not out:
        t.cite_also_rule("FOW 1029.1")
        return phrase(Msg("nothing is removed from battle: no J/resonator it names is in a "
                          "battle"))
    return phrases(out)


REMOVE = EffectDecl(RemoveFromBattle, run_remove, "remove {target} from battle")


def _in_battle(state: GameState, obj: GameObject, oid: str | None, incarnation: int) -> bool:
    """`obj` is that J/resonator of the battle in progress, in the field and not removed from
    battle (FOW 1029.1)."""
    battle = ext(state).battle
    return battle is not None and oid == obj.id and incarnation == obj.incarnation and \
        obj.zone == "field" and f"{obj.id}#{obj.incarnation}" not in battle.removed


def is_attacking(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `attacking`: "attacking J/resonator", the attacker of the battle in
    progress under the turn player's control (FOW 803.5, 803.5a)."""
    b = ext(state).battle
    yes = b is not None and obj.controller == state.turn_player and \
        _in_battle(state, obj, b.attacker, b.attacker_incarnation)
    return yes is value


def is_blocking(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `blocking`: "blocking J/resonator", the blocker of the battle in progress
    under the non-turn player's control (FOW 804.4, 804.4a)."""
    b = ext(state).battle
    yes = b is not None and obj.controller != state.turn_player and \
        _in_battle(state, obj, b.blocker, b.blocker_incarnation)
    return yes is value
