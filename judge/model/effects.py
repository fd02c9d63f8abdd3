"""What an effect is, as data: the base record, target references, and how an effect record
declares its arguments.

Cards are data: an effect is a record, parsed when the file loads (an unknown kind is a load
error with its line, never a surprise half-way through a resolution). Each effect kind is declared
once, as its record with `arg(...)` fields plus an executor (judge/engine/effects.py for the
effects every game understands, a game's own module for its own): the loader, the JSON Schema, the
docs and the prose all read that one declaration.

A target reference (`Ref`) is one of: `$1`, `$2`, ... (the item's chosen targets), `self` (the
source object), `controller`, `opponent`, `trigger` / `it`, `here`, an object or player id,
`Each(filter)` (every object matching a filter, chosen by the rules rather than targeted),
`PlayerOf` (`{controller_of: ...}`, `{owner_of: ...}`) or `That` (`{that: label}`); what each names
is engine/refs.py's, and docs/scenario-format.md section 12's.
"""

from __future__ import annotations

from judge.model.args import MISSING, Arg
from judge.model.filters import Filter
from judge.record import dataclass, field, fields

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any, ClassVar


@dataclass(frozen=True)
class Each:
    """Every object that matches `filter` when the effect happens (not a target)."""

    filter: Filter


@dataclass(frozen=True)
class PlayerOf:
    """The controller (or owner) of what another reference names, read when the instruction
    executes: "its controller draws 2"."""

    relation: str  # controller | owner
    of: Ref


@dataclass(frozen=True)
class That:
    """What an earlier instruction of the same item (labelled `as: <label>`) affected: "that
    unit", "the damaged unit". If that instruction was skipped, so is this one."""

    label: str


@dataclass(frozen=True)
class Top:
    """The top `top` cards of its controller's Main Deck (or deck) as the instruction executes
    (RB 359.3.f.2): "the top 2 cards of your Main Deck". Fewer there: what there is, as the
    game's rules say (Rulebook.top_of_deck: RB 431.1.b-c)."""

    top: int


Ref = str | Each | PlayerOf | That | Top


@dataclass(frozen=True)
class Effect:
    """Base of every effect record; `kind` is the key used in scenario files."""

    kind: ClassVar[str] = ""
    #: Whether the effect does to its target what a `sacrifice:` cost does (FOW 1011.1: banish):
    #: what the game never lets be sacrificed (Rulebook.never_sacrificed) cannot be its target.
    sacrifices: ClassVar[bool] = False


def arg(spec: Arg, default: Any = MISSING, key: str | None = None) -> Any:
    """A field of an effect record and its declared type (`default`: when the file omits it;
    `key`: the file's name for it where the field's own name cannot be, e.g. `is`)."""
    meta = {"arg": spec, "key": key}
    if default is MISSING:
        return field(metadata=meta)
    return field(default=default, metadata=meta)


def declared_args(record: type[Effect]) -> dict[str, Arg]:
    """The declared arguments of an effect record by the file's key, in field order."""
    return {f.metadata["key"] or f.name: f.metadata["arg"] for f in fields(record)
            if "arg" in f.metadata}


def build(record: type[Effect], values: dict[str, object]) -> Effect:
    """A record from values keyed as the file keys them (`declared_args`)."""
    names = {f.metadata["key"] or f.name: f.name for f in fields(record) if "arg" in f.metadata}
    return record(**{names[k]: v for k, v in values.items()})
