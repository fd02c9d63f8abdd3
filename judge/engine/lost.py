"""Abilities an effect takes away: "it loses all abilities" (FOW 909.1d: an effect that adds or
removes abilities; FOW 901.3: an ability granted for a duration that ends is not lost).

What a file writes: `modify: {target: ..., loses_abilities: true}`, with a duration like any
`modify`. While the change applies the object has none of its card's abilities and keywords,
and none that changes with an earlier timestamp granted it; an ability or keyword granted
later applies (the changes apply in timestamp order within their layer: FOW 909.1d, 909.3).
When the change ends its abilities are back (the same object). As an object moved to another
zone is a new object, the change does not follow it and the card it is there has them all.

How: while a loss applies, the object's card is its card without abilities and keywords
(`stripped`), its own card held under the card key `LOST_FROM` (as a card that became a copy
holds its own: engine/copies.py), so every reader of the card's abilities (triggers,
activation, static abilities, the games' keywords) sees that it has none; the grants are read
after the last loss (`after_loss`). The loss is an event (`lost_ability`) for each object that
had an ability to lose; a grant that ends is not one (FOW 901.3).

Where the change would cover a group that follows the rules of continuous effects (FOW 909.4:
"resonators lose all abilities") or last "while" a condition holds, judge does not rule: the
dependencies of a loss among static abilities (FOW 909.2) are not modelled (exit 3).
"""

from __future__ import annotations

from judge.engine.events import EventKind
from judge.engine.roles import Role
from judge.model.cards import CardDef
from judge.model.state import GameObject
from judge.msg import Msg
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import NoReturn

    from judge.engine.table import Table
    from judge.model.state import Modifier

#: The card key under which an object that lost its abilities holds its own card.
LOST_FROM = "lost_from"


def stripped(card: CardDef, keyword_keys: frozenset[str]) -> CardDef:
    """`card` without abilities or keywords (nor the card keys its keywords read: a number, a
    cost), holding itself under LOST_FROM."""
    return replace(card, abilities=(), keywords=(), extra=(
        *((k, v) for k, v in card.extra if k not in keyword_keys), (LOST_FROM, card)))


def keyword_keys(t: Table) -> frozenset[str]:
    """The card keys a keyword of the game reads (Rulebook.granted_keyword_keys, and a numbered
    keyword's X under its name)."""
    game = t.game
    return frozenset((*(k for keys in game.granted_keyword_keys.values() for k in keys),
                      *game.numbered_keywords))


def after_loss(changes: Sequence[Modifier]) -> Sequence[Modifier]:
    """The changes that can grant abilities or keywords now: those after the latest change that
    takes them all away (FOW 909.1d: in timestamp order)."""
    for i in range(len(changes) - 1, -1, -1):
        if changes[i].loses_all:
            return changes[i + 1:]
    return changes


def cannot_rule(t: Table, why: str) -> NoReturn:
    from judge.errors import Problem, UnsupportedMechanic

    raise UnsupportedMechanic(Problem(t.scenario.file, 0, 0, "effect.loses_abilities", why))


def lose_all(t: Table, losing: list[tuple[GameObject, bool]], cause: str) -> None:
    """A change that takes all abilities away now applies to each object of `losing`: each
    loses its abilities; those that had any (the flag, read before the change) are announced
    losing them."""
    rules = t.game.cite_optional(Role.LOSES_ABILITIES)
    if not rules:
        cannot_rule(t, f"an effect that takes abilities away: no rule of {t.game.name} says how "
                       "an object loses its abilities, and judge does not guess")
    for rule in rules:
        t.cite_also_rule(rule)
    keys = keyword_keys(t)
    for obj, had in losing:
        if obj.card.get(LOST_FROM) is None:
            obj.card = stripped(obj.card, keys)
        if had:
            t.emit(EventKind.LOST_ABILITY, Msg("{object} loses its abilities",
                                               object=t.name(obj.id)),
                   obj=obj.id, player=obj.controller, cause=cause)


def regain(obj: GameObject) -> bool:
    """No change that takes abilities away applies to `obj` any more: its card has them again
    (an ability that comes back is not gained by an effect). Whether it got them back."""
    own = obj.card.get(LOST_FROM)
    if not isinstance(own, CardDef) or any(m.loses_all for m in obj.modifiers):
        return False
    obj.card = own
    return True
