"""`Rulebook`: the plug-in contract. A game is its rulebook data (`rulebook/<game>/`: rules,
house policies, sample cards) plus a subclass of `Rulebook` that declares what a scenario of the
game may say (vocabulary, roles, verbs, effects, its own state) and names the policies where its
rules differ from the defaults (engine/policies.py: stack and priority, timing, payment, the turn,
state checks, objects, reporting). The engine calls only those; it never asks which game it runs.

Hooks receive the `Table` (engine/table.py): the operations the rules need, not the resolver.
docs/adding-a-game.md walks through writing one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cached_property

# The contract's declarations, re-exported: a game imports what it implements from here.
from judge.engine.declare import Attachment as Attachment
from judge.engine.declare import CostPart as CostPart
from judge.engine.declare import EffectDecl as EffectDecl
from judge.engine.declare import EmptyDeck as EmptyDeck
from judge.engine.declare import IllegalTargets as IllegalTargets
from judge.engine.declare import ItemShield as ItemShield
from judge.engine.declare import MovedInstead as MovedInstead
from judge.engine.declare import NeverSacrificed as NeverSacrificed
from judge.engine.declare import ObjectMark as ObjectMark
from judge.engine.declare import PlayedWith as PlayedWith
from judge.engine.declare import Refund as Refund
from judge.engine.declare import Refusal as Refusal
from judge.engine.declare import ResourceKinds as ResourceKinds
from judge.engine.declare import Shown as Shown
from judge.engine.declare import StatBonus as StatBonus
from judge.engine.declare import Verb as Verb
from judge.engine.declare_statics import HostGrant as HostGrant
from judge.engine.declare_statics import ItemGuard as ItemGuard
from judge.engine.declare_statics import OpeningNote as OpeningNote
from judge.engine.declare_statics import PrintedAgain as PrintedAgain
from judge.engine.declare_statics import ResourceRound as ResourceRound
from judge.engine.declare_statics import TargetShield as TargetShield
from judge.engine.declare_statics import TriggersFrom as TriggersFrom
from judge.engine.events import EVENTS, EventDecl, EventKind
from judge.engine.policies import (
    ObjectRules,
    Payment,
    Reporting,
    StackRules,
    StateChecks,
    TimingRules,
    TurnRules,
)
from judge.engine.roles import Role
from judge.engine.words import Words
from judge.model.args import Arg
from judge.model.cards import CardDef
from judge.model.scenario import Scenario
from judge.record import dataclass, field, fields

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any, ClassVar

if TYPE_CHECKING:
    from judge.engine.conditions import GameCondition, GameQuantity
    from judge.engine.copies import Copyable
    from judge.engine.declare import Refusal
    from judge.engine.table import Table
    from judge.model.state import GameObject, StackItem

    #: FOW 1047.3, 1014.4: `Rulebook.target_guards`.
    TargetGuard = Callable[[Table, GameObject, StackItem | None], Refusal | None]
    #: FOW 1306.2, 1307.3-1307.4: `Rulebook.written_parts` (cards, the card, the part named;
    #: None where it names none of its parts).
    PartOf = Callable[[dict[str, CardDef], CardDef, object], CardDef | None]
    from judge.model.cards import When
    from judge.model.state import GameState
    from judge.ruledata import GameData


if TYPE_CHECKING:
    from typing import Protocol

    class Games(Protocol):
        """The registry of games as the scenario loader and the look-ups use it (the CLI hands
        them `judge.games.REGISTRY`; tests may hand them their own)."""

        def game_id(self, name: str) -> str | None: ...
        def find(self, name: str) -> Rulebook: ...
        def ids(self) -> list[str]: ...


class GameRecord:
    """Base of a game's own state record (`GameState.ext`): plain declared fields, read from a
    scenario by `from_scenario` (default: all defaults). Fields whose metadata says `shown`
    appear in the ruling's `final.game` when they hold something (Reporting.state_snapshot); a
    shown field holding a record of its own (e.g. a battle in progress) appears as that record's
    shown fields. Fields whose metadata says `ongoing` hold something in progress, which `then:
    resolve` waits for (`busy`, StackRules.is_settled). Entries no one field holds as shown
    (computed from the whole game state, e.g. Riftbound's four states) are declared in
    `computed`; they come first, in their order."""

    computed: ClassVar[tuple[Shown, ...]] = ()
    #: The teams of a game played in teams, in turn order (GameState.teams is built from them);
    #: empty: every player plays alone. A record's own field of the same name fills it.
    teams: tuple[tuple[str, ...], ...] = ()

    @classmethod
    def from_scenario(cls, scenario: Scenario) -> GameRecord:
        return cls()

    def snapshot(self, state: GameState | None = None) -> dict[str, object]:
        out: dict[str, object] = {}
        if state is not None:
            for entry in self.computed:
                value = entry.read(state)
                if entry.shows(state, value):
                    out[entry.key] = value
        for name, always in _declared(type(self)).shown:
            value = getattr(self, name)
            if value or always:
                out[name] = value.snapshot() if isinstance(value, GameRecord) else value
        return out

    def busy(self) -> bool:
        """Whether an `ongoing` field holds something (e.g. a showdown, items waiting to join
        the stack): the game is not settled while it does."""
        return any(getattr(self, name) for name in _declared(type(self)).ongoing)

    def waiting(self) -> int:
        """How many items wait in the fields declared `ongoing(..., waits=True)` to be put on
        the stack (StackRules.waiting: judge's limit on waiting items counts them)."""
        return sum(len(getattr(self, name)) for name in _declared(type(self)).waits)


class _Declared:
    """Which fields of a GameRecord class are shown, ongoing or waiting (read from their
    metadata once per class: the snapshot and the settled check ask at every step)."""

    __slots__ = ("ongoing", "shown", "waits")

    def __init__(self, cls: type) -> None:
        declared = fields(cls)
        self.shown = tuple((f.name, bool(f.metadata.get("always"))) for f in declared
                           if f.metadata.get("shown"))
        self.ongoing = tuple(f.name for f in declared if f.metadata.get("ongoing"))
        self.waits = tuple(f.name for f in declared if f.metadata.get("waits"))


_DECLARED: dict[type, _Declared] = {}


def _declared(cls: type) -> _Declared:
    found = _DECLARED.get(cls)
    if found is None:
        found = _DECLARED[cls] = _Declared(cls)
    return found


def shown(default: object, *, always: bool = False) -> Any:
    """A field of a game's state record that the ruling shows when it holds something (`always`:
    even when it holds nothing, e.g. a battle's blocker before anyone blocks)."""
    return field(default=default, metadata={"shown": True, "always": always})


def ongoing(default: object = None, *, factory: Callable[[], object] | None = None,
            waits: bool = False) -> Any:
    """A field of a game's state record that holds something in progress while it is not empty
    (e.g. a showdown, pending items): `then: resolve` goes on until it is (GameRecord.busy).
    Why: a game whose stack is not its only unfinished business needs no is_settled of its own.
    `waits`: a list of items waiting to be put on the stack (a new register, pending chain
    items), counted by GameRecord.waiting."""
    meta = {"ongoing": True, "waits": waits}
    if factory is not None:
        return field(default_factory=factory, metadata=meta)
    return field(default=default, metadata=meta)


@dataclass
class Vocabulary:
    """Everything a scenario file of this game may say (contract, section 7)."""

    stack_words: tuple[str, ...]
    card_types: tuple[str, ...]
    permanent_types: tuple[str, ...]
    stats: tuple[str, ...]
    resources: tuple[str, ...]
    keywords: tuple[str, ...]
    zones: tuple[str, ...]
    board_zones: tuple[str, ...]
    ordered_zones: tuple[str, ...]
    phases: tuple[str, ...]
    steps: tuple[str, ...] = ()
    #: The engine's events the game announces (a trigger may wait for one); empty: every one.
    events: tuple[str, ...] = ()
    #: The game's own events, each declared once (engine/events.py EventDecl): its code
    #: announces them, a trigger may wait for one, and a replacement may watch one whose
    #: declaration says how (RB 370.1.a). The engine knows none of them by name.
    game_events: Mapping[str, EventDecl] = field(default_factory=dict)
    #: Events of the game's rules that judge does not announce: a trigger waiting for one is an
    #: honest "cannot rule" (exit 3) saying this.
    unmodelled_events: dict[str, str] = field(default_factory=dict)
    #: Events a card's own triggered ability (`object: self`) may not wait for, with what to
    #: say: an honest "cannot rule" (exit 3) where the rules leave open whether the card has
    #: its abilities where it then is (Vandaria Wars: its own summon, the card in the register).
    unmodelled_own_events: dict[str, str] = field(default_factory=dict)
    #: Ways an event can happen that a trigger may ask for (`when: {how: ...}`; the `how` its
    #: event carries), each with what it means and the rule cited as it triggers: FOW
    #: 705.3a-1, `judgment`.
    trigger_hows: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: The events card text may replace (`replace: {event: ...}`) as this game's rules allow;
    #: one `replace` can watch but the game does not list is an honest "cannot rule" (exit 3).
    replaceable_events: tuple[str, ...] = ("damaged", "destroyed", "moved", "drawn")
    #: The phases (or steps) a replacement of `phase_started` may skip (engine/replacements.py
    #: phase_replaced, asked by the game's turn code); another phase or step of the game is an
    #: honest exit 3 saying `phase_skip_unmodelled`.
    skippable_phases: tuple[str, ...] = ()
    phase_skip_unmodelled: str = ""
    #: Why card text can replace none of some events (engine/replacements.py NOT_REPLACEABLE),
    #: in this game's rules: `replace` naming one is bad input (exit 2) saying this.
    #: (An event not listed: engine/replacements.py no_replacement.)
    no_replacement: dict[str, str] = field(default_factory=dict)
    #: Why this game's rules leave open what some events, replaced, would leave behind: said
    #: after the engine's own "not implemented" for a `replace` watching one (exit 3), so the
    #: file's author sees the rules that stop judge (RB 370.1.a.1: a showdown's beginning).
    unread_replaced: dict[str, str] = field(default_factory=dict)
    toughness_stat: str | None = None
    #: The rule that says what a zone is (RB 108.7.a "one hand per player", FOW 306.1): cited
    #: by "What is in Bob's hand?" of a card that was there all along, which no step decided.
    zone_rules: dict[str, str] = field(default_factory=dict)
    hand_zone: str = "hand"
    deck_zone: str = "deck"
    graveyard_zone: str = "graveyard"
    zone_prefixes: tuple[str, ...] = ()  # parameterised zones such as `battlefield:<id>`
    #: Zones (or zone prefixes) whose cards are face down: a card that becomes a new object by
    #: changing zones is face up unless it goes into one (BoardOps.move).
    face_down_zones: tuple[str, ...] = ()
    #: Zones the game's rules name whose cards act in ways judge does not model: a file that
    #: puts or sends anything there is an honest "cannot rule" (exit 3) saying this.
    unmodelled_zones: dict[str, str] = field(default_factory=dict)
    #: Where the game's rules let an effect spell out a zone of a player who does not own the
    #: card (`move_zone` with `into: you`): the rules that decide where it goes, the card coming
    #: from another player's zone, the card another player controls, and otherwise (its
    #: owner's zone), e.g. FOW 302.6a, 302.6b, 302.6c; empty: the game's card language has no
    #: `into:` (exit 2).
    foreign_zone_rules: tuple[str, ...] = ()
    #: The house policy (key) on who controls a card in another player's zone: `holder`, the
    #: player whose zone it is (as judge rules), or another option judge cannot rule on (exit 3).
    foreign_zone_control: str = ""
    #: The house policy (key) on whether an ability waiting on the stack changes controller
    #: with its card (option `follows-card`: its controller is its card's, FOW 105.3b read as
    #: written; any other: the player who played it keeps it), where the rules do not say;
    #: empty: it stays its player's (RB 191.4.b says so).
    ability_control: str = ""
    #: The house policies (keys) by which the game reads the losses of abilities its rules leave
    #: open (engine/lost.py), by what they decide: `self_dependent` (a loss whose applying would
    #: change what it covers, 909.3a), `earlier_step` (a covered card's static ability of an
    #: earlier step, 909.1c), `static_seen` (a static ability's loss seen by a trigger),
    #: `replaced` (a replacement of a loss, 901.2c), `stacked` (a loss a card stacked on top
    #: keeps, 1045.5). One not named is an honest exit 3.
    loss_readings: dict[str, str] = field(default_factory=dict)
    #: Zones outside the game: `zone: any` does not reach into them, only a filter naming one
    #: does (FOW 322.2: a card "in any zone" is never one outside the game).
    outside_zones: tuple[str, ...] = ()
    #: Zones a card is in as its controller's, not its owner's (FOW 313.3, 1032.1: an item
    #: area): the answer says whose by control.
    controlled_zones: tuple[str, ...] = ()
    #: Zones of `unmodelled_zones` a filter may still look in (card text counting or choosing
    #: what is there): everything judge lets a file put there is modelled; only sending cards
    #: there is not (FOW 313: tokens of the item area counted by card text).
    filter_zones: tuple[str, ...] = ()
    object_keys: dict[str, Arg] = field(default_factory=dict)
    player_keys: dict[str, Arg] = field(default_factory=dict)
    item_keys: dict[str, Arg] = field(default_factory=dict)
    #: Keys of `object_keys` a filter with `item: true` may use, matched against the card of a
    #: card on the stack (never an ability): Riftbound's `energy_cost_at_most` ("counter a
    #: spell that costs 2 or less", RB 206).
    item_filter_keys: tuple[str, ...] = ()
    card_keys: dict[str, Arg] = field(default_factory=dict)
    #: Keys a `play` action's `choices:` may carry beyond the engine's (`mode`, `sacrifice`,
    #: `discard`, `x`), e.g. Riftbound's `location`.
    choice_keys: dict[str, Arg] = field(default_factory=dict)
    #: Of `choice_keys`, those a card already waiting on the stack as the file begins still
    #: carries (`stack:` items' `choices:`), a choice that says what it is there: FOW's `half`
    #: (an alternative card is one half on the chase, 1307.3b).
    item_choice_keys: dict[str, Arg] = field(default_factory=dict)
    #: The game's own choices on activating an ability (`choices:` of `do: activate`).
    activate_choice_keys: dict[str, Arg] = field(default_factory=dict)
    #: What a card's `requirements:` may ask of the player who plays it (e.g. Vandaria Wars'
    #: honor and faction); empty: the game's cards have none, and the key is an error.
    requirement_keys: dict[str, Arg] = field(default_factory=dict)
    state_keys: dict[str, Arg] = field(default_factory=dict)  # top-level `state:` keys
    expect_keys: dict[str, Arg] = field(default_factory=dict)
    ability_kinds: tuple[str, ...] = ("activated", "triggered", "resource", "static")
    #: The parts of a cost `free:` (allow, play_now) may name besides true/false, e.g.
    #: Riftbound's energy, power and all (RB 356.1.b.2, RB 356.5.a); empty: only true/false.
    free_parts: tuple[str, ...] = ()
    #: What each of those parts but `all` leaves unpaid and how it is said (CostPart).
    cost_parts: Mapping[str, CostPart] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # Asked for every object of every filter check: precompute the answers' ingredients.
        self._board = frozenset(self.board_zones)
        self._prefixes = tuple(p + ":" for p in self.zone_prefixes)
        # A parameterised zone is on the board when its prefix is named among the board zones
        # (`battlefield` for `battlefield:<id>`), or when no board zone names a prefix.
        named = tuple(p + ":" for p in self.zone_prefixes if p in self._board)
        self._board_prefixes = named or self._prefixes
        self._face_down = frozenset(self.face_down_zones)
        self._face_down_prefixes = tuple(p + ":" for p in self.face_down_zones)

    def announced(self) -> tuple[str, ...]:
        """Every event a trigger of this game may wait for: the engine's it announces, then
        its own."""
        return (*(self.events or tuple(e.value for e in EventKind)), *self.game_events)

    def event_decl(self, event: str) -> EventDecl | None:
        """What `event` carries, as the engine or the game declares it (None: neither does)."""
        found = EVENTS.get(event)
        return found if found is not None else self.game_events.get(event)

    def zone_ok(self, zone: str) -> bool:
        if zone in self.zones:
            return True
        return any(zone.startswith(p) and len(zone) > len(p) for p in self._prefixes)

    def is_board(self, zone: str) -> bool:
        if zone in self._board:
            return True
        return bool(self._board_prefixes) and zone.startswith(self._board_prefixes)

    def is_face_down(self, zone: str) -> bool:
        """Whether cards in `zone` are face down (`face_down_zones`, a name or a prefix)."""
        if zone in self._face_down:
            return True
        return bool(self._face_down_prefixes) and zone.startswith(self._face_down_prefixes)


class Rulebook:
    """Base class of a game: declarations, and the policy classes the engine calls.

    One instance serves every scenario of its game (and edition), so a rulebook keeps no state
    of its own: everything about a game in progress lives in the GameState (its `ext` record for
    the game's own state)."""

    # ----- identity and data -------------------------------------------------------------------
    id: ClassVar[str] = ""
    #: The folder of the game's rulebook data; None: the packaged `rulebook/<id>/`.
    data_dir: ClassVar[str | None] = None
    name: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    prefix: ClassVar[str] = ""  # rule id prefix, e.g. "RB"
    stack_word: ClassVar[str] = "stack"
    vocab: ClassVar[Vocabulary]
    #: How the game's players say things in prose (engine/words.py); None: the defaults, with
    #: the game's stack word.
    prose: ClassVar[Words | None] = None
    roles: ClassVar[dict[Role, str]] = {}
    #: The game's own action verbs (attack, block, move ...); pass, play and activate are the
    #: engine's (engine/actions.py).
    verbs: ClassVar[dict[str, Verb]] = {}
    #: The game's own effect kinds, and core kinds it carries out its own way.
    effects: ClassVar[dict[str, EffectDecl]] = {}
    #: The game's own condition and quantity kinds (engine/conditions.py: GameCondition,
    #: GameQuantity), written in card text beside the core's (`{legion: true}`).
    conditions: ClassVar[tuple[type[GameCondition], ...]] = ()
    quantities: ClassVar[tuple[type[GameQuantity], ...]] = ()
    #: Keywords / mechanics the game has but judge does not implement yet -> what to say (a
    #: scenario that uses one is an honest "cannot rule", exit 3).
    unimplemented: ClassVar[dict[str, str]] = {}
    #: Keywords whose card's `modes:` come after the card's own `targets:`: each mode's `$n`
    #: counts the card's targets first, then its own (FOW 1172.3a: a [Consensus] chant's
    #: targets chosen for whichever option is voted). The game's own reading of such a card
    #: puts those targets on its item (the engine's `mode_of` reads a mode's targets only).
    modes_after_targets: ClassVar[tuple[str, ...]] = ()
    #: Whether cost increases of activated abilities skip resource abilities (FOW 907.7).
    taxes_skip_resources: ClassVar[bool] = False
    #: A triggered ability's cost (`cost:` on it): None, the game's rules give triggers no
    #: cost (a file that writes one cannot be ruled); "may decline": paid as it goes on the
    #: stack, and its controller may refuse (RB 404.2); "must pay": paid as it is played, and
    #: only a trigger that cannot be paid is not played (FOW 906.6).
    trigger_costs: ClassVar[str | None] = None
    #: Keyword abilities that are their own trigger condition: a triggered ability whose
    #: `keywords:` names one has that `when:` and writes none (FOW 1140.2: "[Enter] >>> text"
    #: is "when this card enters the field >>> text"); None: the game's rules trigger it
    #: themselves, on something no event kind names (FOW 1146: guidance counters put).
    implied_triggers: ClassVar[dict[str, When | None]] = {}
    #: Zones whose arrivals the engine counts (GameState.arrivals, by zone), each with the zones
    #: an arrival from does not count; tokens and played copies are no cards. The game resets
    #: the count when its rules say (FOW 1192.2: cards put into graveyards this turn, not from
    #: a removed area).
    counted_arrivals: ClassVar[tuple[tuple[str, tuple[str, ...]], ...]] = ()
    #: A move between two zones off the board that is a discard by whatever instruction makes
    #: it, (from, to): the move announces the discard (effects.announce_discard), so what
    #: waits for one sees it (FOW 1019.1: to discard is to move a card from one's hand to
    #: one's graveyard; FOW 1019.1a: one a replacement sends elsewhere still counts). A cost
    #: that discards announces its own. None: only the game's discard effects and costs do.
    discard_move: ClassVar[tuple[str, str] | None] = None
    #: The rules cited where a replacement sent a discarded card elsewhere and it still counts
    #: as discarded (FOW 1019.1a).
    discard_replaced_rules: ClassVar[tuple[str, ...]] = ()
    #: The rules by which a delayed triggered ability triggers once only and is then gone (FOW
    #: 906.8a); empty: it triggers every time while its window lasts (RB 391).
    delayed_once_rules: ClassVar[tuple[str, ...]] = ()
    #: The prefixes of a stack item's `extra` keys a copy of it keeps beyond its choices and
    #: targets (FOW 1017.3d: whether its conditional texts were met).
    copy_keeps: ClassVar[tuple[str, ...]] = ()
    #: Whether the rules say nothing of a copy of a permanent card waiting on the stack (a
    #: summon: Vandaria Wars' guide names no copies at all), so copying one is an honest exit 3
    #: rather than a copy that silently ceases to exist (where the rules say what such a copy
    #: is, FOW 1017.3c, it follows them).
    copy_of_permanent_unsaid: ClassVar[bool] = False
    #: Whether the rules say nothing of a card destroyed that a restriction keeps out of its
    #: graveyard ("cannot be put into a graveyard"): where the rules make destroying a way of
    #: leaving play (VW REG.8.b) and say no more, such a destruction is an honest exit 3 rather
    #: than a card both destroyed (its "when destroyed" triggering) and still in play.
    destroyed_kept_out_unsaid: ClassVar[bool] = False
    #: Whether the rule of paying costs (Role.COST) speaks of a card's own cost only (VW
    #: REG.13.b: "the gold cost is paid then", of the card summoned), so a cost step paying
    #: only an additional cost ("Bayar X gold. Jika demikian", a triggered skill's "[cost].
    #: Jika demikian": VW REG.14.a) cites that cost's rule alone. False where the rule covers
    #: every cost paid (FOW 903.2l, RB 357.1).
    cost_rule_own_only: ClassVar[bool] = False
    durations: ClassVar[tuple[str, ...]] = ("turn", "permanent")
    #: Whether a `modify` changes a card waiting on the stack (FOW 1167.2: a chant given
    #: [Untouchable] on the chase). False where the rules have a card there only wait to come
    #: into play (VW REG.1.e: the step says it does not change it).
    changes_reach_stack: ClassVar[bool] = True
    #: Words a player's `choose:` of a name cannot name, each with what it is instead and the
    #: rule that says so: a file naming one is an error (Vandaria Wars: "Pilih 1 tipe job"
    #: names a job type, never an alliance, a faction or an attribute, VW IN.2).
    not_choosable: ClassVar[dict[str, dict[str, tuple[str, str]]]] = {}
    #: The rules by which the players left once one loses decide whether one of them wins
    #: (Vandaria Wars: the one ruler left wins, VW IN.1.a), cited where "Does she win?" is
    #: answered after a player lost: with one left, the winner; with more, the game goes on.
    standing_rules: ClassVar[tuple[str, ...]] = ()
    #: Player keys whose names must all come from one group, with the groups and the rule that
    #: says so: a file naming two groups is an error (Vandaria Wars: a player sides with one
    #: alliance, so the factions they declare are all Human or all Frameless, VW IN.2.a).
    one_group_of: ClassVar[dict[str, tuple[dict[str, frozenset[str]], str]]] = {}
    #: The zones a source must stay in for a change lasting "until it leaves" (duration
    #: `until_source_leaves`); empty: the board. FOW: the field ("as long as this card is in
    #: the field", 909.4a), which a J-ruler leaves for its ruler area as the same object (302.3).
    source_stays_in: ClassVar[tuple[str, ...]] = ()
    #: How many players the rules judge implements cover: (minimum, maximum or None). Fewer is
    #: an invalid file; more is an honest "cannot rule" saying `more_players`.
    players: ClassVar[tuple[int, int | None]] = (2, None)
    too_few_players: ClassVar[str] = ""
    more_players: ClassVar[str] = ""
    #: Resources whose gain makes an ability a resource ability (it does not wait on the
    #: stack), decided from what it does, whatever `kind:` the file gives.
    resource_gains: ClassVar[tuple[str, ...]] = ()
    #: Which abilities are resource abilities (StackRules.kind_contradiction); None: none are.
    resource_kinds: ClassVar[ResourceKinds | None] = None
    #: What illegal targets do to an item on resolution (StackRules.targets_fail).
    illegal_targets: ClassVar[IllegalTargets] = IllegalTargets()
    #: The house policy that gives a failed item's costs back, if any (StackRules.after_fizzle).
    refund: ClassVar[Refund | None] = None
    #: Keywords that keep an item on the stack from being targeted, cancelled or moved
    #: (`ItemShield`). Read by ObjectRules.item_refusal.
    item_shields: ClassVar[tuple[ItemShield, ...]] = ()
    #: What an item played with an option changes as it resolves (`PlayedWith`: where it goes
    #: as it leaves the stack, or its instructions once more). Read by StackRules.leave_zone
    #: and run_item.
    played_with: ClassVar[tuple[PlayedWith, ...]] = ()
    #: Whether an effect that changes "every X" covers X that arrive later (FOW 909.4: a
    #: continuous effect over cards that meet a condition) or only those there as it resolves.
    group_effects_follow: ClassVar[bool] = False
    #: Whether a target still legal as its item begins to resolve stays so for each of the
    #: item's instructions while it is the same object (RB 359.3.e.7-8: judged "when the spell
    #: starts resolving"), rather than being checked again at every instruction: "gain control
    #: of an enemy unit, then recall it" recalls the unit no longer an enemy.
    targets_fixed_on_resolving: ClassVar[bool] = False
    #: The rules that say what "the top N cards of your deck" (`{top: N}`) does with fewer left
    #: (RB 431.1.b: a move burns out, RB 431.1.c: a look does not); a game without them has no
    #: such reference (a file writing it is an error).
    top_of_deck: ClassVar[tuple[str, ...]] = ()
    #: Whether several doublings of one event all apply (FOW 910.2c-1: only one does).
    doublings_stack: ClassVar[bool] = True
    #: Whether replacements that increase damage apply before those that prevent or change it,
    #: whatever order they began in or the player chose (FOW 910.2a).
    damage_increases_first: ClassVar[bool] = False
    #: The house policy (key, option) under whose option a replacement making damage "become"
    #: more than it was is an increase (FOW 910.2a, HP.16; engine/damage_order.py); None: the
    #: game's rules give it no kind of its own.
    damage_becomes_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, option) under whose option damage that cannot be prevented still
    #: cannot be once a replacement redirects it (FOW HP.59); None: the game's rules do not
    #: say, and such a redirection is an honest "cannot rule" (exit 3).
    unpreventable_redirected_policy: ClassVar[tuple[str, str] | None] = None
    #: A status trigger (`when: {state: ...}`, Role.STATUS_TRIGGER) whose state still holds as
    #: it leaves the stack: (policy key, the option under which it triggers again); None: only
    #: once its state has stopped holding and holds again (engine/core.py `status_triggers`).
    status_again_policy: ClassVar[tuple[str, str] | None] = None
    #: Whether a card in a hidden zone whose condition is met may be declined some times and
    #: revealed at others (`decisions: {<card>: {decline: [n, ...]}}`: FOW 906.6b, the player
    #: chooses each time); where False a list there is an error.
    hidden_decline_times: ClassVar[bool] = False
    #: The house policy (key, option) under whose option a prevention effect the player's
    #: order does not place goes among the replacements of the same damage in the order they
    #: began, rather than after them (RB 369.2, 372; HP.20). None: after them.
    prevention_order_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, option) by which a prevention effect whose prevention a replacement
    #: replaced is used up all the same (engine/replacements.py prevention_replaced); None: the
    #: game's rules say it is not (the prevention never happened).
    prevention_replaced_policy: ClassVar[tuple[str, str] | None] = None
    #: A phase whose turn-based actions still happen when a replacement skips it, while the house
    #: policy (key, option) says so (TurnRules.skip_phase; VW HP.31: the start phase's readying).
    skipped_phase_actions: ClassVar[dict[str, tuple[str, str]]] = {}
    #: Where the game's rules say nothing of how the changes to one damage are ordered: the
    #: house policy (key, option) by which the affected object's controller orders them as RB 372
    #: does, a prevention among them, one the order does not place among them in the order they
    #: began under its option `option`, else after them (VW HP.22; engine/damage_order.py). None
    #: (and no rule of the game orders them): a redirect or a "becomes" beside another change is
    #: exit 3.
    damage_order_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, option) under whose option a triggered ability with no legal
    #: target for one of its targets still goes on the stack, to fail as it resolves, instead of
    #: being removed as it triggers (VW HP.34). None: removed (FOW 603.3, RB 402.4).
    trigger_no_target_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, option) under whose option targets are chosen once the costs
    #: are paid, so an object sacrificed for the cost cannot be one of them (VW HP.30). None:
    #: the game's own rules decide (Role.COST_DOOMS_TARGET where it has one).
    targets_after_costs_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, option) under whose option an object sacrificed for a cost (the
    #: `sacrifice:` cost) is destroyed, where the game's rules do not say whether it is (VW
    #: HP.39); the policy is named wherever something waits for that destruction. None: it is
    #: only put into its owner's graveyard (the game's own word for it: `sacrifice_word`).
    sacrifice_destroys_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, option) under whose option a play's cost is worked out once the
    #: objects its own `sacrifice:` cost takes have left, so what counts them ("1 less for each
    #: follower you control") no longer does (VW HP.51); the step says which when it mattered.
    #: None: worked out before anything is paid, as the game's rules say (FOW 903.2k, RB 357).
    sacrificed_counted_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, option) under whose option an object without the game's toughness
    #: stat (`ObjectRules.can_be_damaged`) is dealt damage all the same, marked on it but never
    #: lethal, where the game's rules do not say whether such a card can be damaged (VW HP.41: a
    #: Relic or a Rune has no HP); the policy is named wherever such damage comes up. None: it
    #: is dealt no damage (Role.NO_TOUGHNESS cites the rule that says so, FOW 1007.4).
    no_toughness_policy: ClassVar[tuple[str, str] | None] = None
    #: Whether an object on the board whose toughness stat an effect lowers to 0 or less is
    #: destroyed by the game's lethal-damage check with no damage at all ("damage at least its
    #: HP": 0 is at least 0). False: only damage is lethal (the game has its own rule, or none).
    zero_toughness_lethal: ClassVar[bool] = False
    #: The house policy (key, option) under whose option damage of 0 is dealt (an event a
    #: "when dealt damage" trigger sees, no damage marked), where the game's rules do not say
    #: whether 0 damage is dealt (VW HP.54); the policy is named wherever 0 damage comes up.
    #: None: 0 damage is no damage (RB 437 says so; FOW deals an amount, never 0).
    zero_damage_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, option) under whose option what a replacement effect's "instead"
    #: brings about is not replaced again by the other replacement effects that watch it, where
    #: the game's rules do not say (VW HP.55); the policy is named wherever another would apply.
    #: None: each other replacement applies once to it in turn (FOW 910.3, RB 370.2 say so).
    chained_replacement_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, {option: kinds}) under whose options a `set_traits` replaces only
    #: the kinds of traits it names and keeps the others, where the game's rules do not say (VW
    #: HP.59: Holy and Dark, its attributes; under `each-kind` also its alliances and factions):
    #: each option lists the closed kinds it keeps apart, a trait of none of them being of one
    #: more kind (a job); an option not listed replaces all. The policy is named wherever its
    #: options part ways for an object a one-shot change reaches. None: the game's
    #: `ObjectRules.trait_kind_apart` decides (FOW 1020.1), or a `set_traits` replaces all.
    attribute_set_policy: ClassVar[
        tuple[str, dict[str, tuple[frozenset[str], ...]]] | None] = None
    #: The house policy (key, option) under whose option a static ability that changes objects
    #: (stats, traits) does not apply while its own object is exhausted, where the game's rules
    #: have no rule for static abilities at all (VW HP.56: the guide has none); the policy is
    #: read wherever an exhausted object has one. None: exhausting it changes nothing.
    static_exhausted_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, option) under whose option a resource ability counts as a
    #: response, so text that forbids responding to a waiting item stops it too, where the
    #: game's rules do not say (VW HP.45: a gold skill is registered, VW REG.10.a); the policy is
    #: named wherever such a restriction meets one. None: it never counts as one.
    resource_response_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, option) under whose option a mode whose own cost cannot be paid
    #: ("Option-1: Bayar 1 gold: ...") may still be chosen: nothing of that cost is paid and
    #: nothing the mode does happens, where the game's rules do not say (VW HP.46); the policy
    #: is named wherever such a cost cannot be paid. None: the mode cannot be chosen then, as
    #: any cost that cannot be paid refuses the play.
    option_cost_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, option, rules) under whose option a "you may pay ... instead"
    #: replacement (an optional one whose `instead` opens with its controller's payment) cannot
    #: be chosen by a controller who cannot make that payment in full, so the event happens,
    #: where the game's rules do not say (FOW HP.66; the rules: that a payment is made in full
    #: or not at all, FOW 1003.4); the policy is named wherever such a payment cannot be made.
    #: None: it is applied by default, the payment made as it can be.
    unpayable_instead_policy: ClassVar[tuple[str, str, tuple[str, ...]] | None] = None
    #: The house policy (key, option) under whose option a card that has left the board is read
    #: as it is now, not as it was there (Role.LAST_KNOWN), where the game's rules do not say
    #: (VW HP.42); None: as Role.LAST_KNOWN says (FOW 911.1).
    last_known_policy: ClassVar[tuple[str, str] | None] = None
    #: The house policy (key, option) under whose option a copy of a stack item whose additional
    #: cost was paid counts that cost as paid too, so "[cost]. If so, ..." happens for it, where
    #: the game's rules do not say (VW HP.40); under the other option nothing was paid for the
    #: copy, and the condition's failure names the policy. None: a copy paid nothing.
    copy_cost_policy: ClassVar[tuple[str, str] | None] = None
    #: The object keys that say what was paid to play a card (FOW 104.9: `will_paid`), and the
    #: house policy (key, option) under which a copy of its spell on the stack reads them as
    #: paid for the original (FOW HP.54); under its other option, and with no policy, a copy
    #: was played paying nothing (engine/conditions.py paid_as_copy).
    copy_paid_keys: ClassVar[tuple[str, ...]] = ()
    copy_paid_policy: ClassVar[tuple[str, str] | None] = None
    #: Filter keys for which the rules themselves say what a copy of a spell was played
    #: paying, zero (FOW 1017.3b: "played paying N will or less"), whatever the policy above:
    #: the filter key and the object keys it reads; and the rule cited.
    copy_paid_zero: ClassVar[dict[str, tuple[str, ...]]] = {}
    copy_paid_zero_rule: ClassVar[str | None] = None
    #: The rule cited for one of those keys where it is another (FOW 1017.3a: "played without
    #: paying its cost"), by filter key.
    copy_paid_zero_rules: ClassVar[dict[str, str]] = {}
    #: Whether changes that set a stat and changes that add to it apply together in timestamp
    #: order (FOW 909.1g, 909.3b) rather than every setting before every addition.
    stat_changes_by_timestamp: ClassVar[bool] = False
    #: A house policy choosing that order, for a game whose rules give none (Vandaria Wars: VW
    #: HP.60): its key and, by option, the order it stands for: "timestamp" (as above: a later
    #: "becomes" overwrites an earlier addition), "settings-first" (every setting before every
    #: addition, whatever their order) or "" (judge does not rule on a setting that follows an
    #: addition: exit 3). The scenario's option then decides how a value is made up, read
    #: through `characteristics.stats_by_timestamp`; None: the flag above, whatever the
    #: scenario says. What depends on what among static abilities that read stats (FOW 909.3a,
    #: engine/continuous.py) stays the flag's: the game's rules, not the policy, give that.
    stat_order_policy: ClassVar[tuple[str, dict[str, str]] | None] = None
    #: Where a card destroyed by damage counts as destroyed by its source (FOW 1204.1a) and the
    #: rules do not say which of several sources whose damage it had: the house policy's key
    #: and, for each of its options, whether every source of damage dealt it counts
    #: ("every") or only the source of the last damage, that made it lethal ("last"), or
    #: judge cannot rule where that decides ("cannot", exit 3). None: every source counts, and
    #: no policy is asked.
    destroyer_policy: ClassVar[tuple[str, dict[str, str]] | None] = None
    #: The house policy whose option says whose a card is where a question asks of one player's
    #: cards ("Which of Alice's Followers ...?") and its owner and controller differ (VW HP.62):
    #: its key, whose options are `controller` (the player whose it was while in play) and
    #: `owner`. None: either player's (its controller as the ruling starts or as it ends).
    whose_asked_policy: ClassVar[str | None] = None
    #: Where every increase of a stat applies before any decrease, the rules that say so (RB
    #: 477.3.e.1.a, 477.3.e.2.a): an increase a static ability makes by reading its own card's
    #: stats ("my Might is increased to 5") reads them without the decreases, and cites them
    #: where that changed it (engine/continuous.py).
    stat_increases_first: ClassVar[tuple[str, ...]] = ()
    #: Whether "if you do" counts an action a replacement effect replaced as done (RB
    #: 359.3.e.14.b: not in Riftbound v1.4, which says such a reference is to the action itself).
    replaced_action_done: ClassVar[bool] = True
    #: The rules by which damage prevented in full was never dealt (RB 437.4, RB 417.1.e.1):
    #: "deal 3 ...; if you do, ..." does not go on after a damage instruction that dealt no
    #: damage to anything, though one that dealt part of it does (RB 359.3.e.14.c). Empty: a
    #: damage instruction carried out is done, whatever was prevented.
    nothing_dealt_rules: ClassVar[tuple[str, ...]] = ()
    #: The rules by which "if you do" after damage part of which was prevented still happens
    #: (RB 359.3.e.14.c: it asks whether the action was done, not how): cited where it did.
    part_dealt_rules: ClassVar[tuple[str, ...]] = ()
    #: The rules by which what a replacement does instead inherits the modifications of the
    #: event it replaced (RB 375: a token played ready, replaced by two, gives two ready ones):
    #: where a step cites them, they decided how its result came, before the replacement's own.
    replacement_inherits: ClassVar[tuple[str, ...]] = ()
    #: The rules that allow an action at the timing it was taken (FOW 717.1: a willpower ability
    #: at main timing): its step cites them last (they say nothing of what it did), and "May
    #: she ...?" answered "allowed" leads with them, the rule that allowed it.
    timing_permission_rules: ClassVar[tuple[str, ...]] = ()
    #: The rule that stops the rest of a sequence about a card whose action a replacement
    #: effect replaced ("remove it from the game, then put it into the field": the removal
    #: replaced, it is not put into the field; FOW 910.2f): an instruction naming that card by
    #: `{that: label}` then does not happen for it. None: it does (the card where it is now).
    replaced_sequence_rule: ClassVar[str | None] = None
    #: How "half" rounds in this game's card text (up or down); None where the rules set no
    #: rounding, so each card says (a `half` must then give `round:`). `half_rounds_rule`: the
    #: rule that says so (None: judge's reading, and a ruling that rounds says so).
    half_rounds: ClassVar[str | None] = "down"
    half_rounds_rule: ClassVar[str | None] = None
    #: Where an object goes when a replacement would move it somewhere it cannot go (FOW
    #: 910.2d: the graveyard); None: neither the move nor the replacement happens.
    impossible_move_zone: ClassVar[str | None] = None
    #: The game's word for putting an object you control into the graveyard as a cost (the
    #: `sacrifice:` cost): Riftbound kills it (RB 428.1.a.1), Force of Will banishes it (FOW
    #: 1011.1), Vandaria Wars sacrifices it ("korbankan", VW REG.14.a).
    sacrifice_word: ClassVar[str] = "sacrificing"
    #: The cost that moves cards from the payer's own graveyard, as (the cost's and choice's key,
    #: the word said of paying it, the zone they go to, its rule): FOW "expel a card from your
    #: graveyard" is `expel: n`, to `expelled` (1047.1, 1047.3). None: the game has no such cost
    #: (the key is unknown there, exit 2).
    graveyard_cost: ClassVar[tuple[str, str, str, str] | None] = None
    #: What a `sacrifice:` cost may never take, whatever its filter says (FOW 1011.1).
    never_sacrificed: ClassVar[tuple[NeverSacrificed, ...]] = ()
    #: The game's own rules for a move a replacement effect makes instead (replace_move), as
    #: for an effect's own move there: each says whether it took over (moved the object, or
    #: kept it where it is, and said so), e.g. FOW HP.20 and HP.23 for a J-ruler with no ruler
    #: side sent to a ruler area.
    replaced_moves: ClassVar[tuple[Callable[[Table, GameObject, str, str | None], bool], ...]] = ()
    #: Cards that go elsewhere than the zone they would be put into, by their printed type
    #: (FOW 321.4); the engine applies them after replacement effects (BoardOps.move).
    moved_instead: ClassVar[tuple[MovedInstead, ...]] = ()
    #: Zones a card is put into only by a player who controls it, each with its rule (FOW 1047.4:
    #: a player may not expel cards they do not control): another player's replacement effect
    #: sending a card there replaces the move with one that cannot happen (replace_move).
    controllers_only_into: ClassVar[tuple[tuple[str, str], ...]] = ()
    #: Board zones a card put into comes under the control of the player whose zone it is,
    #: whoever controlled it before, each with its rule (FOW 308.6: a ruler area). It holds as
    #: the card arrives (BoardOps.move), not as a check: control taken of a card already there
    #: stays taken.
    holder_controls_in: ClassVar[tuple[tuple[str, str], ...]] = ()
    #: The rule under which a move between two board zones leaves behind the effects applied to
    #: the card where it was, though it stays the same object (FOW 302.3, 302.3b: a J-ruler put
    #: into its ruler area, a ruler put into the field by judgment); None: they go with it.
    board_moves_leave_effects: ClassVar[str | None] = None
    #: Whether a token that moves from one board zone to another ceases to exist there, as one
    #: moved off the board does (FOW 1303.3a: from any area to another; a token J-ruler
    #: destroyed is put into its ruler area, 1010.1, and is gone); False: it moves on.
    tokens_cease_between_board_zones: ClassVar[bool] = False
    #: The house policy (its key) that says which printed card type `moved_instead` reads for a
    #: card that became a copy of another (engine/copies.py): `copied`, the card it became, or
    #: `own`, its own printed card, the copied types then being ones it gained by an effect
    #: (FOW HP.22). None: the card it is now.
    copy_printed_policy: ClassVar[str | None] = None
    #: What a copy takes of the card it copies (`become_copy`, a played copy): None, the whole
    #: printed card (FOW 1017.1, 1017.5); else only the copyable traits, those the declaration
    #: names staying the copy's own (`Copyable`, RB 477.1.b.1.a: not Might).
    copyable: ClassVar[Copyable | None] = None
    #: A copy's stats are set in the same layer as a "becomes N", in timestamp order (v1.3 RB
    #: 472.1.a.1, RB 472.1.b.1, RB 475: a copy made after "its Might becomes 1" takes the
    #: copied Might), where settings otherwise all come before additions: the copy is then a
    #: setting of the stats it takes, at its timestamp (engine/copies.py).
    copy_sets_stats: ClassVar[bool] = False
    #: How the game reads what a replaced play, activation, entering or declaration (an attack,
    #: a block) leaves behind (engine/unplayed.py): the house policy (its key) where its rules
    #: leave it open, with its option that differs from the engine's default, or None where its
    #: rules answer (the engine's default reading). For `played`, `activated`, `attacked` and
    #: `blocked` the other option applies the replacement as the process begins, before anything
    #: is paid (by default once the costs are paid, a card going to the graveyard as a cancelled
    #: one); for `entered`, the card goes to the graveyard (by default it stays where it was,
    #: from the stack to the graveyard). RB HP.15-17; FOW HP.18-19, HP.38-39, and 910.1/702.3a
    #: for `entered`. For `exhausted`, a rest cost replaced: the cost cannot be paid (by
    #: default it stays paid, the card not exhausted: VW HP.23; FOW 903.2l-2 says it is paid).
    replaced_readings: ClassVar[Mapping[str, tuple[str, str] | None]] = {}
    #: The rules by which the game reads the resolution of an ability that takes effect at once
    #: off the stack (a resource ability) replaced (engine/unplayed.py: `at_once_replaced`; FOW
    #: 907.3, 910.1, 903.2o); empty where judge has not read it (an honest exit 3).
    at_once_replaced_rules: ClassVar[tuple[str, ...]] = ()
    #: Whether such an ability is a stack item all the same (RB 337.2: an Add ability is
    #: finalized on the chain and resolves at once), so its resolution replaced is read as any
    #: item's (`replaced_readings["resolved"]`, RB HP.12) after `at_once_replaced_rules`, and
    #: its resolving is an event a trigger may wait for; False where it is never on the stack
    #: (FOW 907.3: not cancelled, 1012.1, FOW HP.13 not asked).
    at_once_on_stack: ClassVar[bool] = False
    #: Whether the game's stack-order rule (Role.STACK_ORDER) says only in which order items
    #: resolve (VW REG.4.b: top down; a round of passes resolving them is REG.4.a), so that an
    #: item alone in its stack is not cited by it (engine/answer.py); False where that rule is
    #: also what resolves the item (RB 340.1).
    order_rule_only_orders: ClassVar[bool] = False
    #: The rule by which only triggers open a new stack after the one resolving (VW REG.6: a
    #: skill that triggers as the register results opens a new register): where the game has
    #: one, "Is a new register opened?" of a register that resulted with nothing triggering is
    #: a No by it (engine/answer.py); "" where the game has no such rule (no No is said).
    new_stack_rule: ClassVar[str] = ""
    #: How the game reads a replacement watching a card whose copy on the stack is cancelled or
    #: resolves (engine/unplayed.py: `copy_watched`): the house policy (its key) and its option
    #: by which the text watches the copy as its card (by default it does not: the copy is not
    #: the card, FOW 1017.3); None where judge has not read it (an honest exit 3).
    copy_watched_policy: ClassVar[tuple[str, str] | None] = None
    #: How several "trigger an additional time" static abilities covering one triggered
    #: ability add up (engine/extra_triggers.py): the house policy (its key) and its option by
    #: which together they make it trigger only as many more times as the largest says; by
    #: default (or None, where the rules need no policy) each adds its own.
    trigger_again_policy: ClassVar[tuple[str, str] | None] = None
    #: A target whose requirement reads an earlier target of the same item ("a unit there",
    #: `at: $1`), rechecked as the item resolves when that earlier target is illegal: by default
    #: it reads nothing (the information is null), so it fits nothing; under this (policy key,
    #: option) it reads the earlier object where it still is, the same object on the board.
    earlier_target_policy: ClassVar[tuple[str, str] | None] = None
    #: (policy key, option): a Might (stat) decrease a continuous effect makes, a passive
    #: ability's or one lasting "while ...", watched by a replacement of `reduced`: the rules
    #: say a replacement steps in as a game effect is carried out (RB 369) and not whether such
    #: a decrease is one. Under this option a resolving effect's decrease is replaced as it is
    #: created (the unit is left out of it); else no replacement sees it. None: exit 3.
    continuous_reduced_policy: ClassVar[tuple[str, str] | None] = None
    #: (policy key, option): a "once / N times each turn" trigger (engine/limited.py) met again
    #: while every use it has left is claimed by a trigger of it waiting to be finalized: under
    #: this option it does not trigger (a use is claimed as it triggers); else it triggers,
    #: and one finalized after the uses are gone is taken off. None: the game has no such
    #: question (its rules have no limited-use trigger, or its default reading only).
    limited_use_policy: ClassVar[tuple[str, str] | None] = None
    #: The rules by which a use of a "once / N times each turn" trigger is its triggering, not
    #: its being put on the stack (FOW 1015.1, 906.4: "this ability triggers only once per
    #: turn", and to trigger is to meet the condition, which raises its trigger count): each
    #: time it triggers is a use, whatever becomes of it after (not played, cancelled), and
    #: met again once used up it does not trigger. Empty: a use is the trigger put on the
    #: stack (RB 383.3.e.1: one not finalized leaves its use).
    limited_use_at_trigger: ClassVar[tuple[str, ...]] = ()
    #: The rules by which cards one game action puts onto the board together each see the
    #: others enter (FOW 702.3e: abilities that trigger on a card entering trigger once it is
    #: there), whatever order judge moves them in. Empty: a card sees those that entered before
    #: it only.
    entered_together_rules: ClassVar[tuple[str, ...]] = ()
    #: The rules by which a card that moved to another zone is a new object (FOW 302.3): cited
    #: where that gives a limited-use trigger its uses again in the turn it used them up.
    new_object_rules: ClassVar[tuple[str, ...]] = ()
    #: (event kind, the trigger's `object` word: "" or "here") -> the rules by which such an
    #: event is the triggered ability's own (RB 466.3.a: the player alone left wins the
    #: combat; RB 466.3.c: a unit there shares its controller's win, "when I win a combat"):
    #: cited by the trigger step, and what an answer about the trigger leads with, before how
    #: the ability joined the stack (RB 337.1), which says nothing of why it triggered.
    trigger_event_rules: ClassVar[dict[tuple[str, str], tuple[str, ...]]] = {}
    #: phase or step -> the rules by which "at the beginning of" it (or "at the end of" a step
    #: that is its end) is when a triggered ability on its start triggers (FOW 802.1, 807.1):
    #: cited by the trigger step and led with, as trigger_event_rules.
    phase_trigger_rules: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: event kind -> the rules by which a trigger's "if" right after its condition, not holding
    #: as that event happens, keeps it from triggering for the rest of a window though it holds
    #: later (RB 383.4.f.2.b: a defend trigger's other requirements are read as the unit gets
    #: the Defender designation, once a combat): cited, first, by the note that it did not.
    trigger_condition_rules: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: The rules by which a trigger's filter reads its event's object otherwise than as it is
    #: (FOW 1017.6b: a copy an effect played counts as played without paying its cost), where
    #: the filter cites one: cited by the trigger step, and what an answer about the trigger
    #: leads with, as trigger_event_rules.
    trigger_reading_rules: ClassVar[frozenset[str]] = frozenset()
    #: The rules by which triggers that joined the stack together were put on it in an order
    #: (RB 383.3.d.1: several players', the turn player's first; RB 370.1.a.2: one event after
    #: another; RB 464.2.e.1: the Attacker's first, the Defender's last), cited on a trigger's
    #: step where they ordered it (PendingTrigger.order_rules): an answer of the order its
    #: items resolved in cites them before the stack's order (newest first), which alone says
    #: nothing of why one was above another.
    trigger_order_rules: ClassVar[frozenset[str]] = frozenset()
    #: card type -> the rule that says where that type's abilities work (FOW 902.1a: a
    #: resonator's, on the field), cited in place of Role.STATIC_ZONE's general rule as a card
    #: with static abilities leaves the board: the sub-rule of its kind of card.
    static_zone_rules: ClassVar[dict[str, str]] = {}
    #: (policy key, option): a lasting effect over "each unit there" (`{each: {at: $1}}`, a
    #: value naming the item's target) covers whichever units are there while it lasts when the
    #: policy has that option; else those there as it is created. None: no such value.
    each_there_policy: ClassVar[tuple[str, str] | None] = None
    #: The rules cited when a later target's requirement reads an earlier target found illegal
    #: as the item resolves (RB 359.3.e.12: its information is null).
    earlier_target_rules: ClassVar[tuple[str, ...]] = ()
    #: The game's own words for an item an effect takes off the stack without resolving (verb,
    #: participle): Force of Will and Vandaria Wars cancel it (FOW 1012.1, "dibatalkan" VW
    #: REG.12), Riftbound counters it (RB 425.1.a). The JSON ruling's `fizzled` entries carry the
    #: participle as `outcome`; one whose targets became illegal is "fizzled".
    cancel_words: ClassVar[tuple[str, str]] = ("cancels", "cancelled")
    #: Bonuses to stats from an object's own state (ObjectRules.stat_bonus), declared.
    stat_bonuses: ClassVar[tuple[StatBonus, ...]] = ()
    #: Stats rounded up to a multiple after every change (FOW 909.1i: ATK and DEF to 100s).
    stat_multiple: ClassVar[int | None] = None
    #: The rule that rounds them, cited where a change that is not such a multiple was rounded.
    stat_multiple_rule: ClassVar[str | None] = None
    #: The rule that fixes a stat change's "to a minimum of N" as the change is applied (RB
    #: 477.3.b: snapshotting), or None where the game has none (a `modify` with `minimum` is
    #: then exit 3).
    snapshot_limit_rule: ClassVar[str | None] = None
    #: The rule that a static ability's "to a minimum of N" is not fixed but read again whenever
    #: the stat is (RB 477.3.b, v1.4), or None where the game or edition says nothing of it or
    #: fixes it too (v1.3 RB 472.3.b: judge does not model fixing a static ability's limit): a
    #: static `modify` with `minimum` is then exit 3.
    passive_limit_rule: ClassVar[str | None] = None
    #: Stats that count as no less than 0 when an effect reads them, whatever their arithmetic
    #: value, and the rule cited where that changed a reading (RB 143.2.b: a negative Might).
    stats_read_at_least_zero: ClassVar[tuple[str, ...]] = ()
    stats_read_at_least_zero_rule: ClassVar[str | None] = None
    #: Citations the default reporting adds (engine/policies.py: Reporting): for resolving an
    #: item of a kind (`{"combat": (...)}`), a card with a keyword (instead of where it goes),
    #: an item with an effect kind; for playing a card of a type.
    item_citations: ClassVar[dict[str, tuple[str, ...]]] = {}
    keyword_citations: ClassVar[dict[str, str]] = {}
    #: The rule that says what ability a keyword is ("[Bestow] (cost)" is "(cost): add this
    #: card to target resonator", FOW 1121.2): it decides which targets that ability may take.
    keyword_ability_citations: ClassVar[dict[str, str]] = {}
    #: The rule that says what a keyword's automatic ability does, cited as it resolves (FOW
    #: 1106.2: [Explode] destroys both), beside why it triggered (its trigger step's).
    keyword_resolution_citations: ClassVar[dict[str, str]] = {}
    effect_citations: ClassVar[dict[str, str]] = {}
    type_citations: ClassVar[dict[str, str]] = {}
    #: Rules the game cites on every step of a kind beside its roles, which say only what kind
    #: of step it was (FOW 903.2f: what is played moves to the chase; FOW 605.1a: its player
    #: keeps priority): an answer cites them after the rules that decided the step, like the
    #: roles of roles.FRAME_ROLES.
    frame_rules: ClassVar[frozenset[str]] = frozenset()
    #: Zones between which a card keeps its counters even as a new object (FOW 1022.4: the
    #: field, a ruler area and an order area); every other move off the board removes them.
    counters_kept_within: ClassVar[tuple[str, ...]] = ()
    #: The rules an effect that puts a card into a zone cites, by zone (`move_zone`): whose
    #: control it is under there and what it does there (FOW 313.3, 317.5).
    zone_entry_citations: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: By zone, the rule that a card an effect sends there from the board has not died (RB
    #: 427.2.a: banishing is not killing), cited before the game's rule that its own death
    #: triggers do not trigger (Role.LEFT_WITHOUT_DYING).
    no_death_into: ClassVar[dict[str, str]] = {}
    #: By key of the game's own state, the rules that decide who holds it, cited first where
    #: the step that gave it cites them behind others ("Who holds focus?" as a combat begins:
    #: RB 464.2.d, the Attacker gets focus, before RB 464.2.c.1, who the Attacker is).
    key_deciding_rules: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: The zones of `zone_entry_citations` whose rule says only what kind of move it was (FOW
    #: 1004.1: removed from the game is put into the removed area): an answer cites it after
    #: the rules that decided the step (FOW 1030.3: removed inverted).
    zone_entry_kinds: ClassVar[frozenset[str]] = frozenset()
    #: The rule by which a card an effect puts onto the board from elsewhere comes under the
    #: effect's controller (FOW 307.7, 1041.1), read by `move_zone`; None: it keeps the
    #: controller it had (its owner, off the board).
    put_under_effect_controller: ClassVar[str | None] = None
    #: The house policies (keys) that decide the order of a deck where the rules leave it to
    #: chance (a shuffle, cards put under it in an order their owner picks): "Which card does
    #: she draw?" is decided by the one a ruling read before the draw (FOW HP.4).
    deck_order_policies: ClassVar[tuple[str, ...]] = ()
    #: Numbered keywords (characteristics.keyword_x): a card prints X under the card key
    #: `keyword_values` (1 if not, RB 807.1.b.3), a `modify` granting one writes its X under
    #: `keyword_keys:` by the keyword's name (`{shield: 3}`; 1 if not), and the instances an
    #: object has add up. Each with the rule that says they add up (RB 807.2 Assault, RB 814.2
    #: Shield), cited by a `modify` granting it to an object that has it already.
    numbered_keywords: ClassVar[dict[str, str]] = {}
    #: Keywords a loss of "all abilities" does not take away, each with the rule that says so
    #: (FOW 1101.4: «Mythic» is lost only to an effect naming it, `loses_keywords: [mythic]`).
    keywords_kept_on_loss: ClassVar[dict[str, str]] = {}
    #: A permanent card type's own rule for entering the board, cited by its resolution instead
    #: of Role.ENTERS_BOARD (RB 359.2.c a unit, 359.2.d gear); the first type the card has.
    enter_citations: ClassVar[dict[str, str]] = {}
    #: A kind of card attached on the board without targeting (ObjectRules.attaches).
    attachment: ClassVar[Attachment | None] = None
    #: The rule by which an effect may give an object a static ability (FOW 909.1d: abilities
    #: are added in their own step, and the one added applies as the object's own, in the
    #: later steps it belongs to), where the game has one: a `gives:` static ability then
    #: applies as its object's own (engine/granted.py; one that modifies joins the layers from
    #: the grant's timestamp, continuous._granted_statics). None: only an attached card's
    #: (`attachment`, RB 718.3), else exit 3.
    effects_grant_statics: ClassVar[str | None] = None
    #: What drawing from an empty deck does (TurnRules.draw_from_empty); None: nothing.
    empty_deck: ClassVar[EmptyDeck | None] = None
    #: Keys the ruling shows on objects the game's own record names (Reporting.object_snapshot).
    object_marks: ClassVar[tuple[ObjectMark, ...]] = ()
    #: Notes of an item's play that keep it from being cancelled, moved or targeted
    #: (`ItemGuard`, FOW 712.2). Read by ObjectRules.item_refusal, after `item_shields`.
    item_guards: ClassVar[tuple[ItemGuard, ...]] = ()
    #: Keywords that keep an object from being targeted by some spells and abilities
    #: (`TargetShield`, FOW 1120.2, 1181.2). Read by ObjectRules.target_refusal.
    target_shields: ClassVar[tuple[TargetShield, ...]] = ()
    #: Keywords a player may have that keep some spells and abilities from targeting them
    #: (`TargetShield` of a player: `others`, `spells_with`, `abilities_of` read against the
    #: player, not a controller; FOW 1120.4 [Barrier], 1181.3 [Aegis]). A player has one as a
    #: restriction whose `by` is its keyword (engine/restrictions.py `player_shield`), made by
    #: the game's own effect that grants it.
    player_shields: ClassVar[tuple[TargetShield, ...]] = ()
    #: A game's own effect kinds a static ability may make, beside the core's
    #: (scenario/cards.py STATIC_KINDS): kind -> (in words, the key naming what it is about,
    #: the keys of a lasting effect it cannot have). One about `player` may name the controller
    #: or the opponent. Its effect is a restriction while the ability works
    #: (`as_restrictions`, engine/restrictions.py: FOW 1120.4, a player's [Barrier]).
    static_kinds: ClassVar[dict[str, tuple[str, str, tuple[str, ...]]]] = {}
    #: Hidden areas whose face-down cards only their owner sees, by zone: the rules that say so
    #: (FOW 322.3). Another player cannot choose such a card as a target. Read by
    #: ObjectRules.target_refusal.
    hidden_zones: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: The game's own rules that forbid a target beyond keywords: each a check of the object and
    #: of the item that targets it, with its targets (why not, or None; FOW 1047.3: a last
    #: J/ruler as an expel effect's target; 1014.4: a card of the effect's name from outside
    #: the game). Read by ObjectRules.target_refusal, as a target is chosen and as it resolves.
    target_guards: ClassVar[tuple[TargetGuard, ...]] = ()
    #: Zones outside the game (`Vocabulary.outside_zones`), by zone: the rules that keep text
    #: naming another zone from reaching a card there, cited when a target there is refused
    #: (FOW 321.10: expelled cards; 322.2: "any zone").
    outside_citations: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: A card type text names with no zone, by (type asked, type of the card refused): the rule
    #: saying the word does not mean that card, cited first when the target is refused (FOW
    #: 308.4: "ruler" is a card of the ruler type in a ruler area, so a J-ruler in the field is
    #: none; FOW 202.2c: a sub-ruler is no ruler).
    not_of_type_citations: ClassVar[dict[tuple[str, str], tuple[str, ...]]] = {}
    #: A card on the stack, by card type: the rule that says it is in no other zone while it
    #: waits there (VW REG.12.b: a used Action is neither in the hand nor in play; VW REG.1.e: a
    #: summoned card enters play only as it results), cited instead of the rule on a target's
    #: kind when text asking for a card elsewhere names it (ActionOps.on_stack_rules).
    on_stack_citations: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Cards that are another card for a while and that card again as a new object elsewhere
    #: (`PrintedAgain`, FOW 1302.2f-1, 1156.2). Read by ObjectRules.reset_object, in order.
    printed_again: ClassVar[tuple[PrintedAgain, ...]] = ()
    #: Attached cards that give the card they are attached to stats and keywords (`HostGrant`,
    #: FOW 1156.2). Read by ObjectRules.makes_statics and game_statics.
    host_grants: ClassVar[tuple[HostGrant, ...]] = ()
    #: Keywords a `modify` may grant with the card keys they read (their name, number or cost),
    #: written under `keyword_keys:` beside `keywords:`, and those keys: FOW 1161.2, a granted
    #: [Reincarnation] "Name" (Cost). A `keyword_keys:` naming any other key is an error.
    granted_keyword_keys: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Cards whose triggered abilities trigger off the board, and from where (`TriggersFrom`,
    #: FOW 708.2, 1114.2). Read by StateChecks.trigger_active, the first that covers one.
    triggers_from: ClassVar[tuple[TriggersFrom, ...]] = ()
    #: Objects whose abilities have no "you" while nobody holds them, declared as data: (card
    #: type, the field of the game's record mapping such an object's id to its controller, the
    #: rule). An ability of such an object resolving while that field names nobody refers to no
    #: player by "you" (its `controller` reference), so those instructions are ignored (RB
    #: 190.6.d: an uncontrolled battlefield's "draw 1"), whoever puts it on the stack.
    unheld_you: ClassVar[tuple[str, str, str] | None] = None
    #: How the game's rules credit a kill, by how it came (`instruction`: a spell's or
    #: ability's text, `damage`: lethal damage of a spell or ability, `combat`: combat damage),
    #: each with its rules, the most specific first (RB 428.5.b; 428.5.c.1, 428.5.c; 428.5.c.2): a
    #: trigger may then wait for a kill by a player, with a spell (`when: {event: destroyed,
    #: killer: you, killed_with: spell}`). Empty: the game credits no kill. A way missing is an
    #: honest exit 3 where a trigger asks.
    kill_credit: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: The rule that makes the controller of a source an instruction names ("target unit deals
    #: 3") responsible for its damage, not the controller of the item that names it (RB
    #: 417.6.b.4): who marks it (RB 142.3.a), whose damage it is (RB 142.3.b) and whose kill
    #: (RB 428.5.c.1). None: the item's controller is (an edition without the rule too).
    named_source_responsible: ClassVar[str | None] = None
    #: The house policy that says whose opponents such an object's ability names while nobody
    #: holds it, and the rule cited with its option `turn-player` (the turn player's, who
    #: handles its abilities: RB HP.46, RB 190.6.b); its option `nobody`: it has none, as it
    #: has no "you". None: an honest exit 3 saying so.
    unheld_opponents: ClassVar[tuple[str, str] | None] = None
    #: What the ruling says before the first action of keywords on the starting board
    #: (`OpeningNote`, FOW 1145.1, 1165.2). Read by TurnRules.start.
    opening_notes: ClassVar[tuple[OpeningNote, ...]] = ()
    #: What else the ruling says of the starting board before the first action, each a function
    #: of the ruling (FOW 1307.4: an alternative card in the field as one half). Read by
    #: TurnRules.start.
    opening_says: ClassVar[tuple[Callable[[Table], None], ...]] = ()
    #: Cards of two parts an object or a stack item of the file is written as one part of
    #: (`card_as_written`): by the card key that makes a card one, the key naming the part (an
    #: object key; a stack item's choice), whether an object must name it and whether a stack
    #: item must, and the part named. FOW 1306.2: a two face ruler's side (`ruler_sides`,
    #: `ruler_side`); 1307.3-1307.4: an alternative card's half (`halves`, `half`); 1302.3a,
    #: 1302.3e: an Inverse card's side (`inverse_sides`, `inverse_side`; the part function is
    #: given None where the file need not name it and says nothing).
    written_parts: ClassVar[tuple[tuple[str, str, bool, bool, PartOf], ...]] = ()
    #: Checks before a copy of a card is made (`played`: a copy played at once, else an object
    #: becoming one), each raising UnsupportedMechanic where the game's rules for copying such a
    #: card are not modelled (FOW 1307.3c: an object becoming a copy of a whole alternative
    #: card). Read by engine/copies.py.
    copy_guards: ClassVar[tuple[Callable[[Table, CardDef, bool], None], ...]] = ()
    #: Why an object has no ability of a name its card has elsewhere, each a function of the
    #: ruling, the object and the name giving the rule or house policy id that decides ('' where
    #: it does not apply): FOW HP.62, an ability of a two face ruler's side not up. Read by
    #: ActionOps.do_activate, which cites it instead of the rule of activating.
    absent_ability_rules: ClassVar[tuple[Callable[[Table, GameObject, str], str], ...]] = ()
    #: Why an object's own ability works again that did not earlier in the ruling, each a
    #: function of the ruling, the object and the ability's name giving the rule that decides
    #: ('' where it does not apply): RB 719.5, a gear detached as its unit left the board, its
    #: own text active again. Read by ActionOps.do_activate, which cites it with the activation.
    regained_ability_rules: ClassVar[tuple[Callable[[Table, GameObject, str], str], ...]] = ()
    #: The face a card an effect plays is played as, each a function of the ruling, the card
    #: and the choices the file's `decisions:` give under its id (of
    #: `Vocabulary.item_choice_keys`): FOW 1307.3, an alternative card's half. Read by
    #: TimingRules.play_now_face; the first that names one decides.
    #: What else forbids a card an effect plays now, whatever the timing (read by the default
    #: TimingRules.play_now_refusal): FOW 906.2a, an automatic [Trigger] card whose trigger
    #: condition has not been met is not played by an effect, even without paying its cost.
    play_now_guards: ClassVar[tuple[Callable[[Table, str, GameObject], Refusal | None], ...]] = ()
    play_now_faces: ClassVar[tuple[Callable[[Table, GameObject, dict[str, object]],
                                            CardDef | None], ...]] = ()
    #: What the ruling says once a card item left the stack without resolving (cancelled or
    #: failed), each a function of the ruling and the item (FOW 1307.5: a half whole again in
    #: the graveyard). Read by StackRules.after_fizzle.
    left_unresolved_says: ClassVar[tuple[Callable[[Table, StackItem], None], ...]] = ()
    #: What the ruling says of a run of passes a resource ability breaks, and whether one is
    #: listed as resolved (`ResourceRound`, FOW HP.1, 907.3). Read by StackRules.resource_ability.
    resource_round: ClassVar[ResourceRound | None] = None
    #: A path of attributes in the game's record to a flag the engine sets when a player other
    #: than the turn player puts something on the stack or takes a resource ability, while the
    #: record holds what the path leads through (FOW 803.6: `("battle", "opponent_acted")`).
    acted_mark: ClassVar[tuple[str, ...]] = ()
    #: Abilities no prohibition stops, by card type: the abilities' names (FOW 1046.2a, 1119.4a:
    #: card text cannot prohibit a will coin token's will ability). Read by `do_activate`.
    unprohibitable: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Card types judge models in a zone `Vocabulary.unmodelled_zones` otherwise says it does
    #: not (FOW 1046, 1119: will coin tokens in the item area): an object of one may start there.
    modelled_in: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Resources a team shares (Riftbound 2v2's points, RB 489.8.d): a gain or loss of one
    #: player is their team's, so teammates always hold the same amount (`gain`, `pay`, and the
    #: game's own code through `Table.add_shared`). Teams come from the record (GameRecord.teams).
    team_resources: ClassVar[tuple[str, ...]] = ()
    #: Events that, when they happen to a player, count as happening to each of their teammates
    #: for a trigger that waits for `player: you` (RB 489.8.d.3: a team gains points together).
    team_events: ClassVar[tuple[str, ...]] = ()
    #: The rules cited when a trigger sees a teammate's `team_events` event as its player's.
    team_event_rules: ClassVar[tuple[str, ...]] = ()
    #: Resource -> the rules an effect's gain of it cites (RB 194.1.c: an effect's points).
    gain_rules: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Resource -> (the rule that a loss of it stops at 0, the rule that a loss at 0 does
    #: nothing), cited when a payment takes less than asked (RB 194.4, RB 194.4.a: points).
    loss_floor_rules: ClassVar[dict[str, tuple[str, str]]] = {}
    #: The rules cited when a team shares a gain or loss of a `team_resources` resource.
    team_rules: ClassVar[tuple[str, ...]] = ()
    #: Resource -> the rule that a team does not share it (RB 732: XP): a gain of it by a
    #: player with teammates says so, naming them, with that rule.
    unshared_rules: ClassVar[dict[str, str]] = {}
    #: The rules that say what a keyword's triggered ability does (FOW 1106.2 [Explode]),
    #: cited as it triggers: what it did as it resolved was decided by that rule, which the
    #: answer cites first (engine/answer.py).
    keyword_trigger_rules: ClassVar[frozenset[str]] = frozenset()
    #: Object field -> the rules that say an object stays where it is through what a step did
    #: to it (FOW 1156.3: a [Fusion] addition stays added though it loses its abilities): asked
    #: where it is, the answer leads with that later step, not the move that put it there.
    #: A stat field's rule (FOW 1156.3a: its J/resonator keeps the ATK and DEF it gives) is
    #: read of a step acting on an object attached to the one asked of.
    staying_rules: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: The rules that decide whether a teammate's object is `you`r own, `friendly` or an
    #: `opponent`'s, cited when a target of one of those filters is a teammate's (RB 740.1).
    team_filter_rules: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Verbs a player may take while their teammate, the turn player, holds priority: the turn
    #: player invites them to act with it (RB 489.8.a: spells and abilities). The game's timing
    #: still decides what may be done then (TimingRules.act_refusal lets them through).
    teammate_verbs: ClassVar[tuple[str, ...]] = ()
    #: The game's own state record (GameState.ext); None if it needs none.
    state_type: ClassVar[type[GameRecord] | None] = None
    #: Edition id -> the rulebook class for it, stating only what differs from this one.
    editions: ClassVar[dict[str, type[Rulebook]]] = {}

    # ----- policies: the hooks, grouped (engine/policies.py) -----------------------------------
    stack_rules: ClassVar[type[StackRules]] = StackRules
    timing_rules: ClassVar[type[TimingRules]] = TimingRules
    payment_rules: ClassVar[type[Payment]] = Payment
    turn_rules: ClassVar[type[TurnRules]] = TurnRules
    check_rules: ClassVar[type[StateChecks]] = StateChecks
    object_rules: ClassVar[type[ObjectRules]] = ObjectRules
    report_rules: ClassVar[type[Reporting]] = Reporting

    def __init__(self, data: GameData) -> None:
        self.data = data
        self.stack = self.stack_rules(self)
        self.timing = self.timing_rules(self)
        self.payment = self.payment_rules(self)
        self.turn = self.turn_rules(self)
        self.checks = self.check_rules(self)
        self.objects = self.object_rules(self)
        self.report = self.report_rules(self)

    def for_edition(self, edition: str) -> Rulebook:
        """The rulebook for an edition of this game: this one, or the edition's own class (built
        once, sharing this one's data)."""
        cls = self.editions.get(edition)
        if cls is None or isinstance(self, cls):
            return self
        cache = self.__dict__.setdefault("_editions", {})
        if edition not in cache:
            cache[edition] = cls(self.data)
        found: Rulebook = cache[edition]
        return found

    def in_another_edition(self, rules_of: Callable[[Rulebook], tuple[str, ...]]) -> str:
        """Where another edition of this game has the rules this one lacks, said for an honest
        "cannot rule": " (in edition v1.4: RB 444.2)" from what `rules_of` finds in each other
        edition's rulebook; "" if none has them. Built only on that path: an edition's rulebook
        is small, and the engine names no game or edition itself."""
        default = next(c for c in type(self).__mro__ if c not in self.editions.values())
        for name, cls in {self.data.default_edition: default, **self.editions}.items():
            if cls is not type(self) and (rules := rules_of(cls(self.data))):
                return f" (in edition {name}: {', '.join(rules)})"
        return ""

    # ----- citations ---------------------------------------------------------------------------
    def cite(self, role: Role) -> str:
        """The rule id this game uses for an engine role (see engine/roles.py)."""
        return self.roles[role]

    def cite_optional(self, role: Role) -> tuple[str, ...]:
        """The game's rule for an optional role, or nothing if its rules have none."""
        rule = self.roles.get(role)
        return (rule,) if rule else ()

    @cached_property
    def words(self) -> Words:
        """The game's prose vocabulary (`prose`, or the defaults with its stack word)."""
        return self.prose or Words(stack=self.stack_word)

    @cached_property  # read at every move and target check: a plain attribute once read
    def stack_zone(self) -> str:
        """The zone a card is in while it is on the stack: the game's word for the stack."""
        return self.stack_word

    @cached_property
    def checked_as_played(self) -> frozenset[str]:
        """The effect kinds whose choices are checked as a card is played (EffectDecl.
        check_played): a play whose item has none of them asks nothing more."""
        return frozenset(k for k, d in self.effect_decls.items() if d.check_played is not None)

    @cached_property
    def effect_decls(self) -> dict[str, EffectDecl]:
        """Every effect kind a card of this game may use: the core ones, then the game's own
        (which may carry out a core kind its own way)."""
        from judge.engine.effects import CORE_EFFECTS

        return {**CORE_EFFECTS, **self.effects}

    @cached_property
    def written_effects(self) -> dict[str, EffectDecl]:
        """The effect kinds a scenario file may write (not the game's internal ones)."""
        return {k: d for k, d in self.effect_decls.items() if not d.internal}

    @cached_property
    def all_verbs(self) -> dict[str, Verb]:
        """Every verb a scenario's actions may use: pass, play, activate, then the game's."""
        from judge.engine.actions import CORE_VERBS

        return {**CORE_VERBS, **self.verbs}

    def cost_resources(self) -> tuple[str, ...]:
        """Resource names a cost may use."""
        return self.payment.resources()

    # ----- reading a scenario ------------------------------------------------------------------
    def unmodelled_object(self, zone: str, card: object) -> str:
        """Why judge cannot rule on a file whose object of `card` (a CardDef, or None when the
        card is unknown) starts in `zone`: the zone's reason in `vocab.unmodelled_zones`, or ""
        when the game models that object there (a card of a type `modelled_in` lists for the
        zone: FOW, a will coin token in the item area)."""
        types = self.modelled_in.get(zone, ())
        if types and isinstance(card, CardDef) and card.is_type(*types):
            return ""
        return self.vocab.unmodelled_zones.get(zone, "")

    def card_as_written(self, cards: dict[str, CardDef], name: str, said: dict[str, object],
                        *, stack: bool = False) -> CardDef | None:
        """The card an object of the file (`said`: its object keys) or a card waiting on the
        stack (`stack`; `said`: its choices) starts as: the card named, unless the game reads a
        side or a part of it off what the file says (FOW: a two face ruler's side, 1306.2; an
        alternative card's half, 1307.3-1307.4; an Inverse card's side, its hope side where the
        file need not say, 1302.3e). None: the file does not say which, or says what is none
        (the game's checks report it, located; the loader checks nothing of it meanwhile)."""
        card = cards[name]
        for key, names, on_objects, on_stack, part in self.written_parts:
            if card.get(key) is None:
                continue
            value = said.get(names)
            if value is None and (on_stack if stack else on_objects):
                return None
            # (where the file need not name it, the part the game reads when it does not, if
            # any: FOW 1302.3e, an Inverse card's hope side; else the card named)
            return part(cards, card, value) or (card if value is None else None)
        return card

    def new_ext(self, scenario: Scenario) -> object:
        """The game's own state record, read from the scenario (`state_type.from_scenario`)."""
        return None if self.state_type is None else self.state_type.from_scenario(scenario)

    def validate(self, scenario: Scenario, problem: Callable[[tuple[str | int, ...], str], None],
                 ) -> None:
        """Game-level checks of a loaded scenario (report with `problem(path, message)`), after
        the player count (`players`)."""

    def check_players(self, scenario: Scenario,
                      problem: Callable[[tuple[str | int, ...], str], None]) -> None:
        """Fewer players than the game needs is an invalid file; more than judge implements is
        an honest "cannot rule" (exit 3)."""
        least, most = self.players
        n = len(scenario.players)
        if n < least:
            problem(("players",), self.too_few_players or
                    f"{self.name} needs at least {least} players")
        elif most is not None and n > most:
            from judge.errors import Problem, UnsupportedMechanic

            line, col = scenario.marks.get(("players",), (1, 1)) if scenario.marks else (1, 1)
            raise UnsupportedMechanic(Problem(scenario.file, line, col, "players",
                                              self.more_players or f"judge rules {self.name} "
                                              f"games of at most {most} players"))
