"""The event contract.

Every change the rules care about is announced as one `Event`. The resolver hands each event to
(1) the trigger matcher, which queues a `PendingTrigger` for every triggered ability whose `when:`
matches and whose source is active, and (2) the game's `on_event` hook. Handlers never change the
event; they may queue triggers or change the game's own state. An event is also a node of the
dependency graph (`Event.node`), so whatever it causes can point back at it.
"""

from __future__ import annotations

from enum import StrEnum

from judge.record import dataclass


class EventKind(StrEnum):
    """Trigger events (`when: {event: ...}`); the value is the scenario-file spelling."""

    ENTERED = "entered"  # an object entered the board (field, base, battlefield)
    LEFT = "left"  # an object left the board
    DESTROYED = "destroyed"  # an object was destroyed / killed / died
    DAMAGED = "damaged"  # an object or player was dealt damage (after prevention, more than 0)
    EXHAUSTED = "exhausted"  # an object became exhausted (rested, tapped)
    READIED = "readied"  # an object became ready (recovered, untapped)
    PLAYED = "played"  # a card was played (put on the stack) or an ability activated
    RESOLVED = "resolved"  # a stack item resolved
    PHASE_STARTED = "phase_started"  # a phase (or step) began; `phase` names it
    DRAWN = "drawn"  # a player drew a card
    PREVENTED = "prevented"  # damage was prevented
    CANCELLED = "cancelled"  # a stack item was cancelled / countered
    ATTACKED = "attacked"  # an object was declared as an attacker / got the Attacker designation
    BLOCKED = "blocked"  # an object was declared as a blocker
    DEFENDED = "defended"  # an object got the Defender designation
    MOVED = "moved"  # an object moved between board locations
    CONQUERED = "conquered"  # a player gained control of a battlefield (Riftbound)
    HELD = "held"  # a player held a battlefield (Riftbound)
    SCORED = "scored"  # a player scored a point


@dataclass(frozen=True)
class Event:
    kind: EventKind
    node: str  # graph node id, e.g. `e12:damaged`
    object: str | None = None  # the object it happened to
    player: str | None = None  # the player it happened to (or who did it)
    source: str | None = None  # the object that caused it (damage source, mover)
    item: str | None = None  # the stack item that caused it
    amount: int = 0
    phase: str | None = None
    zone_from: str | None = None
    zone_to: str | None = None
    how: str = ""  # how it happened, when the rules tell ways apart (e.g. `recall`, not a move)
