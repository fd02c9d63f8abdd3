"""Structured reasons: why an item left the stack without resolving, why an action was refused.

Renderers and look-ups (`why`, `explain`, the graph) read these records, never the wording of a
message: rewording a sentence cannot change what they conclude.
"""

from __future__ import annotations

from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from enum import StrEnum
else:  # the same behaviour judge uses, cheaper to create (judge/enums.py)
    from judge.enums import StrEnum


class Reason(StrEnum):
    """Why a stack item did not resolve (the `reason` kind of a `Fizzle`)."""

    ILLEGAL_TARGETS = "illegal_targets"  # its targets were no longer legal when it would resolve
    CANCELLED = "cancelled"  # an effect cancelled / countered it
    REPLACED = "replaced"  # a replacement effect replaced its resolution (FOW 910.1, RB 370.1.a)
    CONDITION = "condition"  # a condition it was used under no longer held (VW HP.47)


@dataclass(frozen=True)
class Fizzle:
    """An item that left the stack without resolving."""

    item: str
    reason: Reason
    text: str  # the reason in plain words (the JSON ruling's `reason`)
    citations: tuple[str, ...]
    by: str | None = None  # the item that cancelled it
    culprits: tuple[str, ...] = ()  # the targets that had become illegal
    outcome: str = "fizzled"  # the game's word for it: "fizzled", or "countered", "cancelled";
    # "replaced": its resolution was replaced (`by` names what replaced it)

    @property
    def cancelled(self) -> bool:
        return self.reason is Reason.CANCELLED


@dataclass(frozen=True)
class Rejection:
    """A scripted action the rules forbade: nothing changed."""

    action: int  # index into the scenario's actions (0-based)
    text: str
    citations: tuple[str, ...]
