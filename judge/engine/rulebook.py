"""`Rulebook`: the base class every game subclasses.

A game is data (its `rulebook/<game>/` folder: rules, policies, sample cards) plus a subclass of
this class that overrides a few documented hooks: who may act, what may be played now, what a pass
does, how the stack resolves, the state checks, how illegal targets behave, and how the turn
advances. The base class gives a complete default for everything else, so a game only writes what
makes it different. The engine calls only these hooks; it never asks which game it is running.

Hooks receive the `Table` (`r`), which owns the state and the trace and offers the shared
machinery (moving objects, dealing damage, resolving an item, giving priority, recording steps).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property

# The contract's declarations, re-exported: a game imports what it implements from here.
from judge.engine.declare import EffectDecl as EffectDecl
from judge.engine.declare import Refusal as Refusal
from judge.engine.declare import Verb as Verb
from judge.engine.events import Event
from judge.engine.roles import Role
from judge.model.args import Arg
from judge.model.cards import AbilityDef, CardDef, Cost
from judge.model.scenario import Action, ItemSpec, Scenario
from judge.model.state import GameObject, GameState, StackItem
from judge.record import dataclass, field

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

if TYPE_CHECKING:
    from judge.engine.table import Table
    from judge.ruledata import GameData


if TYPE_CHECKING:
    from typing import Protocol

    class Games(Protocol):
        """The registry of games as the scenario loader and the look-ups use it (the CLI hands
        them `judge.games.REGISTRY`; tests may hand them their own)."""

        def game_id(self, name: str) -> str | None: ...
        def find(self, name: str) -> Rulebook: ...
        def ids(self) -> list[str]: ...


@dataclass
class Vocabulary:
    """Everything a scenario file of this game may say (contract, section 6)."""

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
    events: tuple[str, ...] = ()
    toughness_stat: str | None = None
    hand_zone: str = "hand"
    deck_zone: str = "deck"
    graveyard_zone: str = "graveyard"
    zone_prefixes: tuple[str, ...] = ()  # parameterised zones such as `battlefield:<id>`
    object_keys: dict[str, Arg] = field(default_factory=dict)
    player_keys: dict[str, Arg] = field(default_factory=dict)
    item_keys: dict[str, Arg] = field(default_factory=dict)
    card_keys: dict[str, Arg] = field(default_factory=dict)
    state_keys: dict[str, Arg] = field(default_factory=dict)  # top-level `state:` keys
    expect_keys: dict[str, Arg] = field(default_factory=dict)
    ability_kinds: tuple[str, ...] = ("activated", "triggered", "resource")

    def __post_init__(self) -> None:
        # Asked for every object of every filter check: precompute the answers' ingredients.
        self._board = frozenset(self.board_zones)
        self._prefixes = tuple(p + ":" for p in self.zone_prefixes)

    def zone_ok(self, zone: str) -> bool:
        if zone in self.zones:
            return True
        return any(zone.startswith(p) and len(zone) > len(p) for p in self._prefixes)

    def is_board(self, zone: str) -> bool:
        if zone in self._board:
            return True
        return bool(self._prefixes) and zone.startswith(self._prefixes)


class Rulebook:
    """Base class of a game. Subclasses set the class attributes and override hooks.

    One instance serves every scenario of its game, so a rulebook keeps no state of its own:
    everything about a game in progress lives in the GameState (its `ext` record for the game's
    own state)."""

    id: ClassVar[str] = ""
    #: The folder of the game's rulebook data; None: the packaged `rulebook/<id>/`.
    data_dir: ClassVar[str | None] = None
    name: ClassVar[str] = ""
    aliases: ClassVar[tuple[str, ...]] = ()
    prefix: ClassVar[str] = ""  # rule id prefix, e.g. "RB"
    stack_word: ClassVar[str] = "stack"
    vocab: ClassVar[Vocabulary]
    roles: ClassVar[dict[Role, str]] = {}
    #: The game's own action verbs (attack, block, move ...); pass, play and activate are the
    #: engine's (engine/actions.py).
    verbs: ClassVar[dict[str, Verb]] = {}
    #: The game's own effect kinds, and core kinds it carries out its own way.
    effects: ClassVar[dict[str, EffectDecl]] = {}
    #: Keywords / mechanics the game has but judge does not implement yet -> what to say (a
    #: scenario that uses one is an honest "cannot rule", exit 3).
    unimplemented: ClassVar[dict[str, str]] = {}
    durations: ClassVar[tuple[str, ...]] = ("turn", "permanent")

    def __init__(self, data: GameData) -> None:
        self.data = data

    # ----- citations ---------------------------------------------------------------------------
    def cite(self, role: Role) -> str:
        """The rule id this game uses for an engine role (see engine/roles.py)."""
        return self.roles[role]

    @property
    def stack_zone(self) -> str:
        """The zone a card is in while it is on the stack: the game's word for the stack."""
        return self.stack_word

    @cached_property
    def effect_decls(self) -> dict[str, EffectDecl]:
        """Every effect kind a card of this game may use: the core ones, then the game's own
        (which may carry out a core kind its own way)."""
        from judge.engine.effects import CORE_EFFECTS

        return {**CORE_EFFECTS, **self.effects}

    @cached_property
    def all_verbs(self) -> dict[str, Verb]:
        """Every verb a scenario's actions may use: pass, play, activate, then the game's."""
        from judge.engine.actions import CORE_VERBS

        return {**CORE_VERBS, **self.verbs}

    def cost_resources(self) -> tuple[str, ...]:
        """Resource names a cost may use (a game may add e.g. generic will)."""
        return self.vocab.resources

    # ----- setting up --------------------------------------------------------------------------
    def new_ext(self, scenario: Scenario) -> object:
        """The game's own state record (e.g. showdown and focus); None if it needs none."""
        return None

    def validate(self, scenario: Scenario, problem: Callable[[tuple[str | int, ...], str], None],
                 ) -> None:
        """Game-level checks of a loaded scenario (report with `problem(path, message)`)."""

    def start(self, r: Table) -> None:
        """Called once before the first action (after the state is built)."""

    def default_priority(self, state: GameState) -> str | None:
        """Who holds priority when the file does not say: the turn player."""
        return state.turn_player

    # ----- who may act -------------------------------------------------------------------------
    def who_acts(self, state: GameState) -> str | None:
        """The player who must act (pass or do something) now."""
        return state.priority

    def act_refusal(self, r: Table, player: str, action: Action) -> Refusal | None:
        """Whether `player` may take an action at all now (default: they must hold priority)."""
        if r.state.priority != player:
            holder = r.state.priority or "nobody"
            return Refusal(f"{player} does not hold priority ({holder} does)",
                           (self.cite(Role.PRIORITY),))
        return None

    def pass_refusal(self, r: Table, player: str) -> Refusal | None:
        """Whether passing is forbidden (e.g. a forced attack); default: passing is always legal."""
        return None

    # ----- playing and activating --------------------------------------------------------------
    def play_zones(self, obj: GameObject) -> tuple[str, ...]:
        """Zones a card may be played from (default: the hand)."""
        return (self.vocab.hand_zone,)

    def play_cost(self, r: Table, player: str, obj: GameObject) -> Cost:
        """The cost to play this card now (default: its printed cost). A game may waive or change
        it, e.g. for a card played from a zone whose rules say its cost is not paid."""
        return obj.card.cost

    def play_refusal(self, r: Table, player: str, obj: GameObject) -> Refusal | None:
        """Timing and permission for playing a card now (besides priority, costs and targets)."""
        return None

    def activate_refusal(self, r: Table, player: str, obj: GameObject,
                         ability_name: str) -> Refusal | None:
        """Timing for activating an ability now."""
        return None

    def requirement_refusal(self, r: Table, player: str, card: CardDef) -> Refusal | None:
        """Card requirements beyond costs (e.g. honor, faction)."""
        return None

    def cost_refusal(self, state: GameState, player: str, cost: Cost) -> Refusal | None:
        """Whether the player can pay the resources of a cost (default: each one in full)."""
        have = state.players[player].resources
        for res, n in cost.resources:
            if have.get(res, 0) < n:
                return Refusal(f"{player} cannot pay {n} {res} (has {have.get(res, 0)})",
                               (self.cite(Role.COST),))
        return None

    def pay_resources(self, state: GameState, player: str, cost: Cost) -> None:
        have = state.players[player].resources
        for res, n in cost.resources:
            have[res] = have.get(res, 0) - n

    def after_put_on_stack(self, r: Table, item: StackItem) -> None:
        """After a player put something on the stack: who gets priority (default: they keep it)."""
        r.state.passes = 0

    def is_resource(self, item: StackItem) -> bool:
        """Whether an item is a resource ability (resolves at once): default, `kind: resource`."""
        return item.resource

    def resource_ability(self, r: Table, item: StackItem) -> None:
        """A resource ability was activated: default, it takes effect at once, off the stack."""
        r.resolve_at_once(item, (self.cite(Role.RESOURCE),))

    # ----- passing, resolving, advancing -------------------------------------------------------
    def on_pass(self, r: Table, player: str) -> None:
        """What a pass does. Default: priority moves on; when every player has passed in a row
        the top item resolves and the turn player gets priority; on an empty stack the game
        advances."""
        state = r.state
        state.passes += 1
        if state.passes < len(state.players):
            r.give_priority(state.next_player(player), (self.cite(Role.PRIORITY),), quiet=True)
            return
        state.passes = 0
        if state.stack:
            r.resolve_item(state.stack[-1])
            r.give_priority(state.turn_player, (self.cite(Role.PRIORITY),), quiet=True)
        else:
            self.advance(r)

    def settle(self, r: Table) -> None:
        """Run everything automatic (state checks, triggers) until a player must choose."""
        while not r.state.game_over:
            if self.state_checks(r):
                continue
            if r.state.pending_triggers:
                self.put_triggers(r)
                continue
            break

    def state_checks(self, r: Table) -> bool:
        """One pass of the state checks; True if anything changed. Default: lethal damage."""
        return r.destroy_lethal((self.cite(Role.LETHAL),))

    def put_triggers(self, r: Table) -> None:
        """Put pending triggers on the stack: default, the turn player's first, then in turn order
        (so the others' resolve first), each player's in the order they triggered."""
        pending = r.take_pending_triggers()
        for pt in r.order_by_turn(pending):
            r.put_trigger(pt)

    def is_settled(self, state: GameState) -> bool:
        """`then: resolve` stops here: nothing on the stack and nothing pending."""
        return not state.stack and not state.pending_triggers

    def illegal_targets_fizzle(self, r: Table, item: StackItem, illegal: int
                               ) -> tuple[bool, tuple[str, ...]]:
        """With `illegal` of its targets illegal on resolution: does the whole item fail (True),
        or does it resolve and skip those targets (False)? Default: fails only if all are."""
        return illegal == len(item.targets), (self.cite(Role.TARGET_RECHECK),)

    def entry_zone(self, r: Table, item: StackItem, obj: GameObject) -> str:
        """Where a resolving permanent card goes (default: the first board zone)."""
        return self.vocab.board_zones[0]

    def advance(self, r: Table) -> None:
        """Move the game to its next phase or step (turn structure)."""
        phases = self.vocab.phases
        i = phases.index(r.state.phase) if r.state.phase in phases else -1
        if i + 1 < len(phases):
            r.set_phase(phases[i + 1], ())
        else:
            r.next_turn(())

    # ----- events, objects, snapshots ----------------------------------------------------------
    def on_event(self, r: Table, event: Event) -> None:
        """See every event (engine/events.py); e.g. to mark a battlefield contested."""

    def trigger_active(self, state: GameState, obj: GameObject, ability: AbilityDef,
                       event: Event) -> bool:
        """Whether an object's triggered ability can trigger now: on the board, or looking back
        at the moment it left the board (its own destroyed / left triggers)."""
        if self.vocab.is_board(obj.zone):
            return True
        return event.object == obj.id and event.kind.value in ("destroyed", "left")

    def extra_matches(self, state: GameState, obj: GameObject, key: str, value: object) -> bool:
        """A game-specific filter key (e.g. `attacking: true`)."""
        return obj.extra.get(key, False if isinstance(value, bool) else None) == value

    def reset_object(self, obj: GameObject) -> None:
        """An object became a new object (changed zones): clear the game's own state on it."""
        obj.extra.clear()

    def can_be_damaged(self, state: GameState, obj: GameObject) -> bool:
        """Default: only objects with the game's toughness stat can be damaged (e.g. FOW
        1007.4: cards without DEF); a game without one damages anything."""
        tough = self.vocab.toughness_stat
        return tough is None or obj.stats_override.get(tough, obj.card.stat(tough)) is not None

    def build_item(self, r: Table, spec: ItemSpec) -> StackItem:
        """A starting stack item given by the game's own keys (neither card nor ability).
        Default: judge cannot rule on it (exit 3)."""
        from judge.errors import Problem, UnsupportedMechanic

        line, col = (r.scenario.marks.get(spec.path) if r.scenario.marks is not None
                     else None) or (0, 0)
        raise UnsupportedMechanic(Problem(r.scenario.file, line, col, ".".join(
            str(p) for p in spec.path), f"{self.name} does not build stack items from "
            f"{', '.join(k for k, _ in spec.extra) or 'these keys'} yet"))

    def damage_player(self, r: Table, player: str, amount: int) -> None:
        """Damage to a player: default, it loses that much life if the game has life."""
        res = r.state.players[player].resources
        if "life" in res:
            res["life"] -= amount

    def draw_from_empty(self, r: Table, player: str, attempt: int) -> bool:
        """A draw found the deck empty (for the `attempt`-th time in this draw). Return True if
        the game refilled the deck and drawing goes on, False to stop. Default: nothing is
        drawn."""
        return False

    def begin_turn(self, r: Table) -> None:
        """A new turn began (turn player and number already set): start its first phase."""
        r.set_phase(self.vocab.phases[0], ())

    def run_item(self, r: Table, item: StackItem) -> list[str | None]:
        """Do what a resolving item does (default: its effects in order)."""
        return r.run_effects(item, item.effect)

    def resolution_citations(self, r: Table, item: StackItem) -> tuple[str, ...]:
        return (self.cite(Role.STACK_ORDER),)

    def play_citations(self, r: Table, item: StackItem) -> tuple[str, ...]:
        return (self.cite(Role.COST),)

    def after_fizzle(self, r: Table, item: StackItem) -> None:
        """An item left the stack without resolving (failed or cancelled)."""

    def may_activate(self, r: Table, player: str, obj: GameObject) -> bool:
        """Whose abilities a player may activate: default, those of objects they control."""
        return obj.controller == player

    def on_loop(self, r: Table) -> tuple[str, tuple[str, ...]]:
        """A loop of mandatory actions nobody can stop: default, the game is a draw."""
        r.state.outcome = "draw"
        r.state.winner = None
        return "The game is a draw.", (self.cite(Role.LOOP),)

    def object_snapshot(self, state: GameState, obj: GameObject) -> dict[str, object]:
        """Extra keys for an object in the JSON ruling."""
        return {}

    def state_snapshot(self, state: GameState) -> dict[str, object]:
        """The game's own state for the JSON ruling (`final.game`)."""
        return {}

    def check_expect_extra(self, want: dict[str, object], final: dict[str, object]
                           ) -> list[str]:
        """Compare the game's own `expect:` keys; returns mismatch messages."""
        return []

    def stat_bonus(self, state: GameState, obj: GameObject, stat: str) -> int:
        """Extra stat from the game's own state (e.g. Assault while attacking)."""
        return 0

    def end_of_turn_cleanup(self, r: Table) -> None:
        """Damage and "this turn" effects end (each game says when, and cites it)."""
        r.expire_turn_effects(())
