"""Cards written as two parts, each a card of the file: an alternative card's halves (FOW 1307)
and a two face ruler's sides (FOW 1306). The file writes the parts under `cards:` and the card
itself as its type and the key naming them, nothing more; the checks of that shape are one."""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.events import Event, EventKind
from judge.model.cards import CardDef, Cost
from judge.model.scenario import Scenario
from judge.model.state import GameObject
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

Problem = Callable[[tuple[str | int, ...], str], None]


@dataclass(frozen=True)
class TwoParts:
    """How a card made of two parts is named in its errors."""

    key: str  # the card key naming the parts: `halves`, `ruler_sides`
    whole: str  # "an alternative card"
    parts: str  # "halves"
    part: str  # "a half"
    plain: str  # what a part is: "a plain card"
    rule: str  # the rule that makes it two parts: "FOW 1307.1"
    #: Why the card itself says nothing more, and where it goes instead: "an alternative
    #: card's characteristics are its halves' (FOW 1307.5): write `{key}:` on a half"
    written_elsewhere: str


def named_parts(scenario: Scenario, name: str, card: CardDef, shape: TwoParts,
                problem: Problem) -> list[tuple[int, CardDef]] | None:
    """The two parts card `name` names under `shape.key`, each with its place in the list,
    each a card of the file and none itself made of parts (each problem located at its key);
    None where the card has no such key. Fewer than two where a part is missing or wrong."""
    names = card.get(shape.key)
    if names is None:
        return None
    path: tuple[str | int, ...] = ("cards", name, shape.key)
    if not isinstance(names, tuple) or len(names) != 2 or names[0] == names[1]:
        problem(path, f"{shape.whole} has two {shape.parts}, two different card names "
                f"({shape.rule})")
        return []
    found: list[tuple[int, CardDef]] = []
    for i, n in enumerate(names):
        part = scenario.cards.get(str(n))
        if part is None:
            problem((*path, i), f"no card named {n!r} under `cards:`")
        elif part.get(shape.key) is not None:
            problem((*path, i), f"{n!r} is {shape.whole} itself: {shape.part} is {shape.plain}")
        else:
            found.append((i, part))
    return found


def written_on_the_whole(name: str, card: CardDef, shape: TwoParts, problem: Problem) -> bool:
    """Whether the whole card writes more than its type and its parts (each key a problem, at
    that key): its information is its parts'."""
    written = [k for k, v in (("cost", card.cost != Cost()), ("keywords", card.keywords),
                              ("traits", card.traits), ("stats", card.stats),
                              ("abilities", card.abilities), ("effect", card.effect),
                              ("targets", card.targets), ("modes", card.modes),
                              ("types", len(card.types) > 1)) if v]
    written += [k for k, _ in card.extra if k != shape.key]
    for key in written:
        problem(("cards", name, key), shape.written_elsewhere.format(key=key))
    return bool(written)


#: The events after which a card a move turned back into its printed card is said to be so.
MOVES = (EventKind.LEFT, EventKind.ENTERED, EventKind.RESOLVED)


def turned_back(t: Table, event: Event, mark: str) -> tuple[GameObject, object] | None:
    """The object of a move's event that the move turned back into its printed card (a Shift
    card past side up again, an Inverse card hope side up again: PrintedAgain's `mark`), with
    what it was, the mark taken off it so that it is said once; None else."""
    obj = t.state.objects.get(event.object or "")
    if obj is None or event.kind not in MOVES:
        return None
    was = obj.extra.pop(mark, None)
    return None if was is None else (obj, was)
