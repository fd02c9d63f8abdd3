"""The event contract.

Every change the rules care about is announced as one `Event`. The resolver hands each event to
(1) the trigger matcher, which queues a `PendingTrigger` for every triggered ability whose `when:`
matches and whose source is active, and (2) the game's `on_event` hook. Handlers never change the
event; they may queue triggers or change the game's own state. An event is also a node of the
dependency graph (`Event.node`), so whatever it causes can point back at it.
"""

from __future__ import annotations

from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from enum import StrEnum

    from judge.msg import Msg
else:  # the same behaviour judge uses, cheaper to create (judge/enums.py)
    from judge.enums import StrEnum


class EventKind(StrEnum):
    """The events the engine announces (`when: {event: ...}`; the value is the scenario-file
    spelling). A game announces its own as well, each declared once in its rulebook
    (`Vocabulary.game_events`): the engine matches, replaces and documents them by that
    declaration and knows none of them."""

    ENTERED = "entered"  # an object entered the board (field, base, battlefield)
    LEFT = "left"  # an object left the board
    DESTROYED = "destroyed"  # an object was destroyed / killed / died
    DAMAGED = "damaged"  # an object or player was dealt damage (after prevention, more than 0)
    EXHAUSTED = "exhausted"  # an object became exhausted (rested, tapped)
    READIED = "readied"  # an object became ready (recovered, untapped)
    PLAYED = "played"  # a card was played (put on the stack)
    ACTIVATED = "activated"  # an ability was activated: not playing its card (FOW 903.1)
    RESOLVED = "resolved"  # a stack item resolved
    PHASE_STARTED = "phase_started"  # a phase (or step) began; `phase` names it
    DRAWN = "drawn"  # a player drew a card
    PREVENTED = "prevented"  # damage was prevented
    CANCELLED = "cancelled"  # a stack item was cancelled / countered
    ATTACKED = "attacked"  # an object was declared as an attacker / got the Attacker designation
    BLOCKED = "blocked"  # an object was declared as a blocker
    DEFENDED = "defended"  # an object got the Defender designation
    MOVED = "moved"  # an object moved between board locations
    ATTACHED = "attached"  # a card became attached to another
    DETACHED = "detached"  # a card stopped being attached
    CHOSEN = "chosen"  # an object was chosen as a target ("when you choose")
    GAME_STARTED = "game_started"  # the game began: "at the beginning of the game" (FOW 502.1)
    PRODUCED = "produced"  # a player produced will; its source is the object (FOW 907, 910.2f)
    DISCARDED = "discarded"  # a card was discarded from a hand
    LOST_ABILITY = "lost_ability"  # an effect took an object's abilities away (FOW 909.1d)
    REDUCED = "reduced"  # an effect lowered a stat of an object ("give me -1 ATK")


@dataclass(frozen=True)
class EventDecl:
    """What an event kind carries: whether it happens to an object (so a trigger on it may name
    `object:` or a `filter:`), whether it is some player's (`player:` you / opponent) and whether
    it names a phase (`phase:`). A trigger may ask only about what its event carries."""

    doc: str
    object: bool = True
    phase: bool = False
    player: bool = True
    #: A game's own event that card text may replace, with `instead` only (something else
    #: happens; the event does not): how a replacement watching it is said, with `{watched}`
    #: and `{how_long}`, and how what happens instead is said, with `{who}`, `{what}` and,
    #: for an event at a place, `{where}`. None: no replacement effect can watch it.
    watched: Msg | None = None
    instead: Msg | None = None
    #: The effect kind whose result is the event (`stun` for `stunned`): a replacement's own
    #: `instead` doing it is not replaced again by it (FOW 910.3, RB 370.2).
    made_by: str = ""
    #: A player's event at a place that a question may ask about with a verb of its own
    #: ("Does she hold bf-a?": `asked` "hold"): the game-state entry whose keys are the places
    #: (`places`) and the argument of the event's label naming the place it happened at
    #: (`place_arg`). The answer tells whether she did by the events, not by what they gave.
    asked: str = ""
    places: str = ""
    place_arg: str = ""
    #: How the answer says she did not (with `{player}`, `{where}`, `{step}` and `{what}`: the
    #: step that said why); None: the answer leads with her fact as it is.
    denied: Msg | None = None
    #: How the game's steps say, in judge's words, that the event did not happen for a player
    #: (regular expressions: "no conquer"), so that the answer can name that step as why.
    not_done: tuple[str, ...] = ()


#: Every event kind, declared once (docs, schema and the loader's checks of `when:` read it).
EVENTS: dict[str, EventDecl] = {
    EventKind.ENTERED: EventDecl("an object entered the board (field, base, battlefield)"),
    EventKind.LEFT: EventDecl("an object left the board"),
    EventKind.DESTROYED: EventDecl("an object was destroyed / killed / died"),
    EventKind.DAMAGED: EventDecl("an object or a player was dealt damage (more than 0, after "
                                 "prevention)"),
    EventKind.EXHAUSTED: EventDecl("an object became exhausted (rested, tapped)"),
    EventKind.READIED: EventDecl("an object became ready (recovered, untapped)"),
    EventKind.PLAYED: EventDecl("a card was played (not an ability activated: `activated`)"),
    EventKind.ACTIVATED: EventDecl("an ability of the object was activated (playing the card is "
                                   "`played`)"),
    EventKind.RESOLVED: EventDecl("a stack item resolved"),
    EventKind.PHASE_STARTED: EventDecl("a phase or step began (`phase:` names it)",
                                       object=False, phase=True),
    EventKind.DRAWN: EventDecl("a player drew a card (the card is the object)"),
    EventKind.PREVENTED: EventDecl("damage to an object was prevented", player=False),
    EventKind.CANCELLED: EventDecl("a stack item was cancelled / countered", player=False),
    EventKind.ATTACKED: EventDecl("an object was declared an attacker / became an Attacker"),
    EventKind.BLOCKED: EventDecl("an object was declared a blocker"),
    EventKind.DEFENDED: EventDecl("an object became a Defender"),
    EventKind.MOVED: EventDecl("an object moved between board locations"),
    EventKind.ATTACHED: EventDecl("a card became attached to a unit (the attached card is the "
                                  "object)"),
    EventKind.DETACHED: EventDecl("a card stopped being attached (the card is the object)"),
    EventKind.CHOSEN: EventDecl("an object was chosen as a target of a spell or ability once it "
                                "was finalized (the target is the object; the player is who "
                                "chose it)"),
    EventKind.GAME_STARTED: EventDecl("the game began: its first turn starts from the setup "
                                      "(\"at the beginning of the game\")", object=False,
                                      player=False),
    EventKind.PRODUCED: EventDecl("a player produced will (the object is its source, the card "
                                  "whose ability or effect produced it; the player is who "
                                  "produced it; the amount how much)"),
    EventKind.DISCARDED: EventDecl("a card was discarded from a hand to the trash, by a cost or "
                                   "an effect (the card is the object; the player is who "
                                   "discarded it)"),
    EventKind.LOST_ABILITY: EventDecl("an effect took the object's abilities away (`modify` with "
                                      "`loses_abilities`); an ability granted for a duration that "
                                      "ends is not lost"),
    EventKind.REDUCED: EventDecl("an instruction lowered a stat of an object (a `modify` by a "
                                 "negative amount, a swap's lower half): watched by replacement "
                                 "effects only (\"if my Might would be reduced\", RB 370.1), no "
                                 "trigger"),
}


@dataclass(frozen=True, slots=True, guard=False)  # made by the thousand: judge/record.py
class Event:
    kind: str  # an EventKind, or one of the game's own events (Vocabulary.game_events)
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
    #: a destroyed event's kill credit, where the game's rules credit kills (Rulebook.
    #: kill_credit): (the player credited, with what: `spell` | `ability` | `combat`, and how:
    #: `instruction` | `damage` | `combat`)
    credit: tuple[str, str, str] | None = None
