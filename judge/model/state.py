"""The state of a game in progress.

The state is mutable on purpose and owned by one Resolver: the trace records what changed at each
step instead of a copy of the whole state, so a 10,000-item register resolves in linear time. Every
record the outside world keeps (Step, Resolution) is immutable.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable

from judge.model.cards import AbilityDef, CardDef
from judge.model.effects import Effect, Ref
from judge.model.filters import Filter
from judge.record import dataclass, field

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any


@dataclass
class Modifier:
    """A temporary or lasting change to an object's characteristics, from an effect."""

    source: str  # the item (graph node) that created it
    stats: tuple[tuple[str, int], ...] = ()
    set_stats: tuple[tuple[str, int], ...] = ()
    traits: tuple[str, ...] = ()
    set_traits: tuple[str, ...] | None = None
    keywords: tuple[str, ...] = ()
    duration: str = "turn"
    timestamp: int = 0  # when it began to apply (layers apply changes in timestamp order)
    #: Abilities granted: the object has them while the change applies (engine/granted.py).
    abilities: tuple[AbilityDef, ...] = ()
    #: The card keys a keyword it grants reads (its name, number or cost), where the game
    #: declares them (Rulebook.granted_keyword_keys): FOW 1161.2, a granted [Reincarnation]'s;
    #: and a numbered keyword's X by its name (Rulebook.numbered_keywords: RB 814.2, Shield 3).
    keyword_keys: tuple[tuple[str, object], ...] = ()
    #: It takes all abilities away, printed ones and those granted before it, while it applies
    #: (engine/lost.py, FOW 909.1d).
    loses_all: bool = False
    #: The keywords it takes away (and the abilities marked with them), printed ones and those
    #: granted before it, while it applies (engine/lost.py, FOW 909.1d).
    loses_keywords: tuple[str, ...] = ()
    #: The keywords a loss of all abilities leaves, granted before it or printed, where the
    #: game keeps them through such a loss unless it names them (FOW 1101.4: «Mythic»).
    spares: tuple[str, ...] = ()
    #: The kind of traits the game keeps apart from the others (ObjectRules.trait_kind_apart:
    #: FOW 1020.1, attributes and races), where a `set_traits` replaces only the kind it
    #: names: "its attribute becomes water" keeps its races, "it becomes a Dragon" its
    #: attributes (engine/characteristics.py traits).
    set_apart: frozenset[str] = frozenset()
    #: Limits it lowers a stat to no further than, read again each time the stat is (a passive
    #: ability's "to a minimum of", which is not snapshotted: RB 477.3.b): (stat, minimum).
    floors: tuple[tuple[str, int], ...] = ()


@dataclass
class Continuous:
    """A continuous effect in force over a group of objects (FOW 909, RB 473-480): a static
    ability of an object on the board, or an effect that covers "cards that ..." (FOW 909.4)
    or lasts "while ..." The objects it covers are found again whenever the board changes, so
    it reaches objects that arrive later; a fixed set (`fixed`: id and incarnation) does not."""

    id: str
    controller: str  # whose effect it is: `you` in its filter
    origin: str  # the item or ability that made it (a graph node)
    change: Modifier  # what it does to each object it covers
    filter: Filter | None = None
    fixed: tuple[tuple[str, int], ...] | None = None
    source: str | None = None  # a static ability's object (active while it is on the board)
    condition: object = None  # "while": active only while it holds; it ends once it does not
    ends_when_false: bool = True  # a static ability's condition only pauses it


@dataclass
class Replacement:
    """A replacement effect in force (FOW 910, RB 42x "instead"): when an event of its `event`
    kind would happen to what it watches, something else happens: `instead` effects, or the
    event changed (`double` its damage, `prevent` some, send the object `to` another zone).
    Each applies at most once to one event (FOW 910.3); `once` ones are used up."""

    id: str
    controller: str
    origin: str  # the item or ability that made it (a graph node)
    event: str  # damaged | destroyed | moved | drawn
    filter: Filter | None = None  # the objects it watches (None with fixed / player)
    fixed: tuple[tuple[str, int], ...] | None = None
    player: str | None = None  # for drawn / damaged players: the player it watches
    instead: tuple[Effect, ...] = ()
    double: bool = False
    prevent: int = 0
    to: str | None = None
    zone_from: str | None = None  # moved: only from this zone
    zone_to: str | None = None  # moved: only into this zone
    duration: str = "turn"
    once: bool = False
    source: str | None = None  # a static ability's object
    timestamp: int = 0
    prevent_all: bool = False  # damaged: all of it is prevented (FOW 1018.1b)
    becomes: int | None = None  # damaged: it becomes this much instead, no prevention (1018.2)
    #: damaged (a player): only the n-th damage that would be dealt to them this turn, counting
    #: every damage that would have been dealt, whatever replaced it (FOW 910.2g)
    nth: int | None = None
    #: damaged: the damage is dealt to this object or player instead, by the same source
    redirect: Ref | None = None
    #: phase_started: the phase or step it replaces (skips), of `player`'s turns
    phase: str | None = None
    #: "once / N times each turn" (RB 371.1): it applies to at most that many events a turn
    each_turn: int | None = None
    #: "you may ... instead" (RB 371.2): its controller decides, event by event, whether it
    #: applies (`decisions: {replacements: {decline: ...}}`; by default it does)
    optional: bool = False
    #: A limited-use static ability's replacement: the ability's name (its uses before the
    #: file's moment are the object's `used_this_turn` of that name)
    ability: str = ""
    #: What made it, where a keyword did (FOW 1115.2: "[Remnant]"), and that keyword's rule:
    #: the step where it applies names the keyword and cites the rule that decided the move.
    keyword: str = ""
    rules: tuple[str, ...] = ()


@dataclass
class ReplacementLog:
    """What replacement effects did (engine/replacements.py), kept so that it can be checked:
    FOW 910.3, a replacement effect applies once to one event and cannot replace its own result
    (tests/robustness/invariants.py reads it after every step).

    Each event a replacement could change gets a number (`events` counts them); `applied` holds
    one `(event, replacement id, within)` per replacement that applied, `within` the ids of the
    replacements whose `instead` was being carried out when that event came up (it is their
    result); `active` is that chain now."""

    events: int = 0
    applied: list[tuple[int, str, tuple[str, ...]]] = field(default_factory=list)
    active: list[str] = field(default_factory=list)


@dataclass
class Restriction:
    """Something that may not be done (FOW 104.4: a prohibition beats any permission; RB 054:
    "can't" beats "can"): `action` by a player, or to an object (`be_targeted`, `block` ...),
    or in response to a stack item (`respond`)."""

    id: str
    controller: str
    origin: str
    action: str  # be_targeted | respond | play | activate | attack | block | ready | a game's own
    filter: Filter | None = None  # the objects (or stack items) it protects or binds
    fixed: tuple[tuple[str, int], ...] | None = None
    player: str | None = None  # the player it binds (play, activate ...)
    #: be_targeted: only by `opponent`s of the object's controller, by `ability`, by cards of
    #: a type, or by the stack items an item filter matches (seen from `controller`)
    by: str | Filter | None = None
    duration: str = "turn"
    source: str | None = None  # a static ability's object
    label: str = ""  # what made it, as a ruling names it ("Veiled Knight's Veil")
    #: enter: the zone it may not be put into; play: the zone it may not be played to (None: any)
    zone: str | None = None
    #: be_targeted by a player's keyword (`by`) narrowed to the spells and abilities of these
    #: card types ([Barrier] <Chant> on a player, FOW 1120.5); empty: not narrowed
    types: tuple[str, ...] = ()
    #: the house policy that kept it past the turn it was made for (VW HP.50 `stays`), named
    #: where it forbids something ("" : it lasts as it was made)
    kept_by: str = ""


@dataclass
class CostChange:
    """A change to what playing cards or activating abilities costs (FOW 903.2k-3/-4): `more`
    then `less`, for cards matching `filter` (or the `fixed` objects), played (`of: play`) or
    activated (`of: activate`) by `player` (None: anyone)."""

    id: str
    controller: str
    of: str  # play | activate
    more: tuple[tuple[str, int], ...]
    less: tuple[tuple[str, int], ...]
    filter: Filter | None
    fixed: tuple[tuple[str, int], ...] | None
    player: str | None
    duration: str
    label: str  # what made it, as a ruling names it
    #: A static ability's change whose condition (`while:`) does not hold now: why (in words);
    #: it changes nothing, and the play step says so ("" : it applies).
    idle: str = ""
    rules: tuple[str, ...] = ()  # the game's rules its condition reads (condition_rules)
    #: A reduction "to a minimum of ...": it stops at this much of each resource (RB 356.4.e:
    #: that minimum is this reduction's only).
    minimum: tuple[tuple[str, int], ...] = ()
    #: `additional`: a reduction of the additional costs only, taken off them as they are added,
    #: before any reduction of the total (RB 356.4.c-d); `optional`: of the optional additional
    #: costs only (RB 356.2.b), before those; None: of the total.
    component: str | None = None
    #: "your next ... costs": it ends once a play (or activation) it covered is paid
    once: bool = False


@dataclass
class Permission:
    """Card text that lets cards (matching `filter`, or the `fixed` objects) be played beyond
    the rules: at any time their player holds priority, from more `zones`, or for free."""

    id: str
    controller: str
    filter: Filter | None
    fixed: tuple[tuple[str, int], ...] | None
    player: str | None  # who may (None: anyone)
    any_time: bool
    zones: tuple[str, ...]
    free: bool | str  # true: its cost; or the part of it (Vocabulary.free_parts)
    duration: str
    label: str  # what made it, as a ruling names it
    #: "for [Cost]": a cost played for in place of the base cost (RB 356.1.a), or None
    for_cost: tuple[tuple[str, int], ...] | None = None


@dataclass
class ControlChange:
    """`player` controls `object` (that incarnation) for `duration`; `before`: who controlled it
    before any change covered it (FOW 909.4a: fixed when the effect resolves)."""

    id: str
    object: str
    incarnation: int
    player: str
    before: str
    duration: str
    #: the object whose leaving the board ends it (duration `until_source_leaves`: "you control
    #: it until I leave the board", RB 359.3.e.16)
    source: str | None = None
    #: "for as long as ...": it ends the first time this condition (engine/conditions.py) does
    #: not hold, judged from `seen_from`, the item that made it (RB 390.4)
    condition: builtins.object = None  # (`object` is this record's own field)
    seen_from: StackItem | None = None


#: The zone of an object that has ceased to exist (a token off the board, a copy off the stack):
#: no filter matches it (engine/characteristics.py), nothing can move it back (engine/copies.py).
GONE = "nowhere"


@dataclass(eq=False, slots=True)
class GameObject:
    id: str
    card: CardDef
    owner: str
    controller: str
    zone: str
    damage: int = 0
    #: The player whose zone it is in, where an effect put it into a zone of a player who does
    #: not own it (FOW 302.6a-302.6b); None: its owner's (every card off the board, but there).
    held_by: str | None = None
    #: The damage its last hit dealt, while it holds damage: holding more than that, the damage
    #: of earlier hits stayed and added up (VW OV.2.a). Set as damage is dealt (engine/board.py),
    #: cleared with the damage (`remove_damage`).
    last_hit: int = 0
    #: Who marked its damage (RB 142.3.a: the player responsible for each Deal action), by
    #: player, as damage is dealt (engine/board.py); cleared with the damage. Damage it starts
    #: with was marked by nobody the file names.
    marked_by: dict[str, int] = field(default_factory=dict)
    #: Who dealt its last damage, with what (`spell`, `ability`, or `unit` for a unit's combat
    #: damage) and by which item or combat, while it holds damage: a kill it dies of is credited
    #: by it (RB 428.5.c). Set as damage is dealt (engine/board.py).
    damaged_by: tuple[str, str, str] | None = None
    exhausted: bool = False
    face_down: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: str | None = None
    traits_extra: tuple[str, ...] = ()
    stats_override: dict[str, int] = field(default_factory=dict)
    modifiers: list[Modifier] = field(default_factory=list)
    #: The changes of continuous effects covering it now (engine/continuous.py keeps it current).
    continuous: tuple[Modifier, ...] = ()
    #: Bumped at every zone change: the rules of all three games treat an object that changed
    #: zones as a new object, so targets locked on the old incarnation become illegal.
    incarnation: int = 0
    #: The game action of its last zone change (engine/board.py), -1 before any.
    moved_in: int = -1
    #: The graph node of the last change that could affect legality (zone, traits).
    last_change: str | None = None
    extra: dict[str, object] = field(default_factory=dict)
    #: The values named for its card's own costs as it was played and entered the board
    #: ("Pilih 1 tipe job", VW REG.14.a; FOW 702.3b), kept while it stays there and read by its
    #: skills (engine/named.py); `named_for` is the card they were named for (a copy of another
    #: card does not take them). Cleared as it leaves the board: a new object.
    named: dict[str, object] = field(default_factory=dict)
    named_for: CardDef | None = None
    created: bool = False  # created on the way (a token, or a card object for a stack item)
    token: bool = False  # a token, not a card (RB 185): it ceases to exist off the board
    copy_of: str | None = None  # a copy of that card, played (it ceases to exist off the stack)
    since: int = 0  # the layers' timestamp of its arrival on the board (its static abilities')
    #: The layers' timestamp of its last attaching to another card (RB 480.1: what it gives its
    #: host starts to apply then); 0 for one attached on the starting board.
    attached_at: int = 0
    #: When it last arrived in its board zone: (steps recorded, game action) then. Cards one
    #: event puts there share it, arriving together (FOW 1205.8: none has been there longer);
    #: (0, 0) on the starting board.
    arrived: tuple[int, int] = (0, 0)
    #: The abilities effects granted it just before it last left the board: a granted trigger
    #: on its leaving looks back at them (engine/granted.py, RB 383.2.c).
    left_with: tuple[AbilityDef, ...] = ()
    #: Its stats and damage as it last left the board, read by its own abilities afterwards
    #: (FOW 911.1: last known information), while it is still the object it became then.
    left_stats: tuple[tuple[str, int], ...] = ()
    left_as: int = -1  # the incarnation `left_stats` belongs to
    #: The object as it was on the board just before it last left it, where the game has
    #: triggers on leaving look at it there (FOW 906.7b); None elsewhere and before it left.
    left_board_as: GameObject | None = field(default=None, repr=False)
    #: The last traits and keywords computed, with what they were computed from (a cache of
    #: engine/characteristics.py, not part of the object's state).
    traits_memo: tuple[object, ...] | None = field(default=None, repr=False)
    keywords_memo: tuple[object, ...] | None = field(default=None, repr=False)
    #: While the layers are computed: every change covering it so far, in the order they were
    #: applied; `continuous` is brought up to it when read (engine/characteristics.py, cover).
    layering: list[Modifier] | None = field(default=None, repr=False)

    @property
    def holder(self) -> str:
        """The player whose zone it is in, off the board: its owner, but where an effect put it
        into another player's zone (FOW 302.6a-302.6b)."""
        return self.held_by or self.owner

    def remove_damage(self) -> None:
        """All its damage is removed, and with it the record of its last hit."""
        self.damage = 0
        self.last_hit = 0
        self.marked_by.clear()
        self.damaged_by = None

    def damage_added_up(self) -> bool:
        """It holds more damage than its last hit dealt: earlier hits stayed (VW OV.2.a)."""
        return self.damage > self.last_hit


#: A player key: how many times damage was dealt (or would have been, FOW 910.2g) to the player
#: earlier this turn, before the file's moment; a game that counts such events declares it.
DAMAGED_THIS_TURN = "damaged_this_turn"


@dataclass(eq=False)
class Player:
    id: str
    resources: dict[str, int] = field(default_factory=dict)
    lost: bool = False
    extra: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True, slots=True, guard=False)  # made by the thousand: judge/record.py
class TargetLock:
    """A target chosen when the item was put on the stack."""

    id: str  # object or player id
    incarnation: int  # the object's incarnation then (-1 for players)


@dataclass(eq=False, slots=True)
class StackItem:
    """Something on the stack (register, chase, chain): a card being played, an ability, or a
    game object such as the Vandaria Wars combat damage object."""

    id: str
    kind: str  # card | ability | combat | judgment (a game may add more)
    controller: str
    name: str
    source: str | None  # the object: the card itself for a card item, the source for an ability
    effect: tuple[Effect, ...] = ()
    target_specs: tuple[Filter, ...] = ()
    targets: tuple[TargetLock, ...] = ()
    choices: dict[str, object] = field(default_factory=dict)
    ability: AbilityDef | None = None
    keywords: tuple[str, ...] = ()
    depth: int = 0  # trigger generation: 0 for a player's item, parent + 1 for a trigger
    caused_by: str | None = None  # graph node that caused it (an event, for a trigger)
    resource: bool = False  # produces resources (gold, will, energy): resolves at once
    extra: dict[str, object] = field(default_factory=dict)
    trigger_object: str | None = None  # for a triggered ability: what its event happened to
    #: for a triggered ability: where its event moved its object from and to, as it triggered
    trigger_zones: tuple[str | None, str | None] = (None, None)
    #: What its labelled instructions did as it resolved: label -> (it happened, ids affected).
    outcomes: dict[str, tuple[bool, tuple[str, ...]]] = field(default_factory=dict)
    #: Labelled instructions whose action a replacement effect replaced (RB 359.3.e.14.b).
    replaced: set[str] = field(default_factory=set)


@dataclass(frozen=True)
class PendingTrigger:
    """A triggered ability whose condition was met, waiting to be put on the stack."""

    source: str  # object id
    ability: AbilityDef
    controller: str
    event_node: str  # the event that met the condition
    depth: int
    event_object: str | None = None
    #: Where its event moved its object from and to, taken as it triggered: the places a
    #: "there" / "that battlefield" of the trigger condition names (RB 359.3.f.3).
    event_zones: tuple[str | None, str | None] = (None, None)
    #: Which game action its event came from: events of one instruction (or one action, one
    #: state check) are simultaneous, those of different instructions are not (RB 370.1.a.2).
    action: int = 0
    #: The rules by which its event fit its filter (FOW 906.7b: a card leaving the field seen
    #: as it was there), cited on its trigger step.
    rules: tuple[str, ...] = ()
    #: A "once / N times each turn" ability's: the key its uses are counted under as it
    #: triggered (engine/limited.py), its object then and the turn.
    limit_key: tuple[str, int, str, int] | None = None
    #: Its source's incarnation as it triggered (-1: not taken): an automatic card moved since,
    #: even back into a zone it may be played from, is a new object and cannot be played
    #: (FOW 906.10, 302.3).
    source_incarnation: int = -1
    #: The rules that put it where it is among the triggers that joined the stack with it (RB
    #: 383.3.d.1: several players' in turn order; RB 370.1.a.2: events one after another),
    #: cited on its trigger step: beside those, they decided when it resolved
    #: (Rulebook.trigger_order_rules).
    order_rules: tuple[str, ...] = ()

    def source_moved_since(self, obj: GameObject) -> bool:
        """Whether its source `obj` changed zones after it triggered, by a later game action
        than the one that met its condition: a new object then (FOW 302.3, 906.10). A move by
        that very action (a "when this card is destroyed" ability's own destruction) is the
        event it looks at, and the ability follows its card there."""
        return 0 <= self.source_incarnation != obj.incarnation and obj.moved_in != self.action


@dataclass(frozen=True)
class DelayedTrigger:
    """A delayed triggered ability an effect created (RB 390.2: "this turn, when ..."): it
    belongs to no object (RB 392), triggers for `controller` while its window (`duration`)
    lasts, and is the `ability` of its source's card's `gives:`."""

    id: str
    controller: str
    source: str  # the object whose effect created it (its card holds the ability's text)
    ability: AbilityDef
    duration: str
    label: str  # what created it, as a ruling names it


@dataclass
class Shield:
    """A prevention effect: damage to `target` this turn is prevented (remaining None = all)."""

    target: str
    incarnation: int
    remaining: int | None
    source_item: str
    #: the timestamp when it was made: it began after every change stamped so far (a game
    #: whose rules order prevention among replacements reads when each began)
    since: int = 0


@dataclass
class Choice:
    """A choice a player must make before anything else happens (a battle declaration, a combat
    damage assignment): only they act, and only with `verbs`; a pass takes the choice's default
    (`decline(table, player)`)."""

    player: str
    verbs: tuple[str, ...]
    decline: Callable[[Any, str], None]
    not_yours: tuple[str, tuple[str, ...]]  # why another player cannot act now, and the rules
    not_that: tuple[str, tuple[str, ...]]  # why this player cannot do something else now
    passing: tuple[str, ...] = ()  # the rules that say what a pass does while it is open


@dataclass
class GameState:
    game: str
    turn_player: str
    phase: str
    step: str | None = None
    turn_number: int = 1
    priority: str | None = None
    players: dict[str, Player] = field(default_factory=dict)  # in turn order
    objects: dict[str, GameObject] = field(default_factory=dict)  # in scenario order
    #: Cards that arrived in each zone a game counts (Rulebook.counted_arrivals).
    arrivals: dict[str, int] = field(default_factory=dict)
    ordered: dict[tuple[str, str], list[str]] = field(default_factory=dict)  # (owner, zone)
    stack: list[StackItem] = field(default_factory=list)  # bottom first
    passes: int = 0  # consecutive passes since the last action
    shields: list[Shield] = field(default_factory=list)
    pending_triggers: list[PendingTrigger] = field(default_factory=list)
    winner: str | None = None
    outcome: str = "ongoing"  # ongoing | win | draw
    policies: dict[str, str] = field(default_factory=dict)
    edition: str = ""
    ext: object = None  # the game's own state record (see each game module)
    choice: Choice | None = None  # a choice a player must make before anything else
    continuous: list[Continuous] = field(default_factory=list)  # effects over groups
    replacements: list[Replacement] = field(default_factory=list)
    #: Replacement effects being applied now (their `instead` is being done): none applies
    #: again to the events that replace its event (FOW 910.3, RB 370.2).
    applying: list[str] = field(default_factory=list)
    #: The objects and players whose event an `instead` replaced, in order (an instruction
    #: reads what was added while it was carried out: was its action replaced?).
    replaced: list[str] = field(default_factory=list)
    #: How many times damage would have been dealt to each player this turn, replaced or not
    #: (FOW 910.2g: "the first damage dealt to you this turn" counts would-be events).
    damage_counts: dict[str, int] = field(default_factory=dict)
    #: "The [Nth] time ... each turn" triggers: how many times each ability's condition was met
    #: this turn, by (object, incarnation, ability, turn number), with the game action that met
    #: it last (RB 383.1, RB 383.1.b: several at once count once).
    nth_counts: dict[tuple[str, int, str, int], tuple[int, int]] = field(
        default_factory=dict)
    #: "Once / N times each turn" triggers (RB 383.3.e): by (object, incarnation, ability, turn
    #: number), how many times each was performed (finalized onto the stack) and how many have
    #: triggered and wait to be (engine/limited.py).
    limited_uses: dict[tuple[str, int, str, int], int] = field(default_factory=dict)
    limited_waiting: dict[tuple[str, int, str, int], int] = field(default_factory=dict)
    #: "Once / N times each turn" replacements (RB 371.1): how many events each has replaced,
    #: by (replacement, its source's incarnation, turn number) (engine/replacements.py).
    limited_replacements: dict[tuple[str, int, int], int] = field(default_factory=dict)
    #: "You may ... instead" replacements (RB 371.2.a): how many events each was offered, and
    #: the decision for an event being asked about (by replacement and the event's subject),
    #: kept until the event is carried out so that every look at one event decides it once.
    optional_offers: dict[str, int] = field(default_factory=dict)
    optional_pending: dict[tuple[str, str, str, int], bool] = field(default_factory=dict)
    replacement_log: ReplacementLog = field(default_factory=ReplacementLog)  # what they did
    restrictions: list[Restriction] = field(default_factory=list)
    cost_changes: list[CostChange] = field(default_factory=list)
    #: Delayed triggered abilities effects created, in the order they were created (RB 390.2).
    delayed: list[DelayedTrigger] = field(default_factory=list)
    permissions: list[Permission] = field(default_factory=list)
    control_changes: list[ControlChange] = field(default_factory=list)
    #: Static abilities with a condition, by "<object>.<ability>#<incarnation>": whether it held
    #: when last looked at (a change is told: engine/continuous.py).
    static_on: dict[str, bool] = field(default_factory=dict)
    #: Status automatic abilities (FOW 906.9), by "<object>.<ability>#<incarnation>": whether
    #: their state held when last looked at: "" (no), "holding", "told" (held, and a note said it
    #: does not trigger again: engine/core.py `status_triggers`).
    status_held: dict[str, str] = field(default_factory=dict)
    timestamp: int = 0  # the clock of layers: each change's timestamp is the next tick
    version: int = 0  # bumped by every change the layers may depend on
    layered_at: int = -1  # the version obj.continuous was computed for
    #: The ruling under way (engine/table.py's Table), not part of the game: a game's filter
    #: key that reads through it (Policies.table_filters: FOW 104.9, the cost a card would
    #: have, with the changes now in force) asks it. Set as the starting state is built.
    table: Any = field(default=None, repr=False)
    #: The objects a continuous effect over a group took abilities away from at the last
    #: computation of the layers (engine/lost.py: keep_group_losses).
    group_lost: set[str] = field(default_factory=set)
    #: While the layers are computed, the objects each filter matches (engine/refs.py: scan).
    scans: dict[tuple[object, str], list[GameObject]] | None = None
    #: While the increase a static ability makes to its own card's stats by reading them is
    #: worked out ("my Might is increased to 5"), that card's id: in a game that applies
    #: increases before decreases (RB 477.3.e) its stats are read without the decreases.
    reading_increase: str = ""
    #: While the change a static ability makes to its own card's stats by reading them is
    #: worked out in a game that applies stat changes in timestamp order within one step (FOW
    #: 909.1g), that card's id: its stats are read as they stand in that step, before the
    #: game's bonuses (counters, 909.1h) and rounding (909.1i), which come after every such
    #: change.
    reading_in_step: str = ""
    counters: dict[str, int] = field(default_factory=dict)  # for stable generated ids
    #: The id of every item ever put on the stack (those on it now among them): `new_id`
    #: looks for a clash on the stack only when the id was ever there.
    stack_seen: set[str] = field(default_factory=set)
    #: Player -> team, in a game played in teams (Riftbound 2v2, RB 489.2); empty: every player
    #: plays alone. Teammates are not opponents, and what they control is friendly (RB 740.1).
    teams: dict[str, int] = field(default_factory=dict)

    @property
    def player_ids(self) -> list[str]:
        return list(self.players)

    @property
    def game_over(self) -> bool:
        return self.outcome != "ongoing"

    @property
    def in_game(self) -> list[str]:
        """The players still in the game, in turn order: not those who have lost (VW IN.1.a:
        with three rulers or more, the others play on without the one who lost)."""
        return [p for p, pl in self.players.items() if not pl.lost]

    def opponents(self, player: str) -> list[str]:
        """Every other player still in the game, except a teammate (RB 489.2: two opponents
        and one teammate)."""
        if not self.teams:
            return [p for p in self.in_game if p != player]
        team = self.teams.get(player)
        return [p for p in self.in_game if p != player and self.teams.get(p) != team]

    def teammates(self, player: str) -> list[str]:
        """The other players on `player`'s team (none when nobody plays in teams)."""
        if not self.teams or player not in self.teams:
            return []
        team = self.teams[player]
        return [p for p in self.players if p != player and self.teams.get(p) == team]

    def allied(self, one: str | None, other: str | None) -> bool:
        """The same player, or teammates: what they control is friendly (RB 740.1.a)."""
        if one == other:
            return True
        return bool(self.teams) and one in self.teams and self.teams.get(other or "") == \
            self.teams[one]

    def team(self, player: str) -> list[str]:
        """`player` and their teammates, in turn order."""
        return [p for p in self.players if self.allied(player, p)]

    def next_player(self, player: str) -> str:
        """The next player in turn order still in the game: one who has lost takes no turn and
        gets no priority (VW IN.1.a)."""
        ids = self.player_ids
        at = ids.index(player)
        for k in range(1, len(ids) + 1):
            nxt = ids[(at + k) % len(ids)]
            if not self.players[nxt].lost:
                return nxt
        return ids[(at + 1) % len(ids)]

    def passes_over_lost(self, player: str) -> bool:
        """Whether the player after `player` in turn order has lost, so that the turn or
        priority passes over them to the next still in the game (VW IN.1.a)."""
        ids = self.player_ids
        return self.players[ids[(ids.index(player) + 1) % len(ids)]].lost

    def item(self, item_id: str) -> StackItem | None:
        for it in reversed(self.stack):
            if it.id == item_id:
                return it
        return None

    def new_id(self, base: str) -> str:
        """A stable id for something created on the way: `base`, then `base#2`, `base#3` ..."""
        n = self.counters.get(base, 0) + 1
        self.counters[base] = n
        candidate = base if n == 1 else f"{base}#{n}"
        while candidate in self.objects or (candidate in self.stack_seen and
                                            self.item(candidate) is not None):
            n += 1
            self.counters[base] = n
            candidate = f"{base}#{n}"
        return candidate
