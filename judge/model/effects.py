"""The closed vocabulary of effects (scenario contract, section 3), as typed records.

Cards are data: an effect is one of these records, parsed when the file loads (an unknown kind is a
load error with its line, never a surprise half-way through a resolution). Games may add effect
kinds of their own by subclassing `Effect` and registering a parser and an executor.

A target reference (`Ref`) is one of: `$1`, `$2`, ... (the item's chosen targets), `self` (the
source object), `controller`, `opponent`, an object or player id, or `Each(filter)`: every object
matching a filter, chosen by the rules rather than targeted.
"""

from __future__ import annotations

from judge.model.filters import Filter
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar


@dataclass(frozen=True)
class Each:
    """Every object that matches `filter` when the effect happens (not a target)."""

    filter: Filter


Ref = str | Each


@dataclass(frozen=True)
class Effect:
    """Base of every effect record; `kind` is the key used in scenario files."""

    kind: ClassVar[str] = ""


@dataclass(frozen=True)
class Damage(Effect):
    """Deal `amount` damage to an object (or a player, which usually loses life)."""

    kind: ClassVar[str] = "damage"
    target: Ref
    amount: int
    source: str | None = None  # the object dealing it; default: the item's source


@dataclass(frozen=True)
class Prevent(Effect):
    """Damage that would be dealt to the target this turn is prevented (`amount None` = all)."""

    kind: ClassVar[str] = "prevent"
    target: Ref
    amount: int | None


@dataclass(frozen=True)
class Destroy(Effect):
    """Put it into its owner's graveyard / trash."""

    kind: ClassVar[str] = "destroy"
    target: Ref


@dataclass(frozen=True)
class MoveZone(Effect):
    """Move an object to another zone (hand, deck, graveyard, removed ...)."""

    kind: ClassVar[str] = "move_zone"
    target: Ref
    to: str
    position: str = "top"  # for ordered zones: top | bottom


@dataclass(frozen=True)
class Modify(Effect):
    """Change characteristics: `stats` are added (negative lowers), `set_stats` replace values,
    `traits` are added, `set_traits` replace the traits, `keywords` are granted."""

    kind: ClassVar[str] = "modify"
    target: Ref
    stats: tuple[tuple[str, int], ...] = ()
    set_stats: tuple[tuple[str, int], ...] = ()
    traits: tuple[str, ...] = ()
    set_traits: tuple[str, ...] | None = None
    keywords: tuple[str, ...] = ()
    duration: str = "turn"  # turn | permanent (a game may add e.g. combat)


@dataclass(frozen=True)
class Gain(Effect):
    """A player gains resources (gold, will, energy, points ...)."""

    kind: ClassVar[str] = "gain"
    player: Ref
    resources: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Pay(Effect):
    """A player pays (loses) resources, as much as they have."""

    kind: ClassVar[str] = "pay"
    player: Ref
    resources: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Draw(Effect):
    """A player draws cards from the top of their deck."""

    kind: ClassVar[str] = "draw"
    player: Ref
    count: int


@dataclass(frozen=True)
class Cancel(Effect):
    """Remove a stack item without resolving it (its card goes to the graveyard / trash)."""

    kind: ClassVar[str] = "cancel"
    target: Ref


@dataclass(frozen=True)
class Exhaust(Effect):
    """Exhaust (rest, tap) an object."""

    kind: ClassVar[str] = "exhaust"
    target: Ref


@dataclass(frozen=True)
class Ready(Effect):
    """Ready (recover, untap) an object."""

    kind: ClassVar[str] = "ready"
    target: Ref


@dataclass(frozen=True)
class Heal(Effect):
    """Remove all damage from an object (extension)."""

    kind: ClassVar[str] = "heal"
    target: Ref


@dataclass(frozen=True)
class Counter(Effect):
    """Put (or with a negative amount remove) counters on an object (extension)."""

    kind: ClassVar[str] = "counter"
    target: Ref
    name: str
    amount: int


#: Every effect kind every game understands; games add their own through `Rulebook.extra_effects`.
CORE_EFFECTS: tuple[type[Effect], ...] = (
    Damage, Prevent, Destroy, MoveZone, Modify, Gain, Pay, Draw, Cancel, Exhaust, Ready, Heal,
    Counter,
)
