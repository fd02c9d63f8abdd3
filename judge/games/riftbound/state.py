"""Riftbound's own game state (the typed record in `state.ext`) and the questions the rules ask
of the board.

The engine knows stacks, objects and players; Riftbound adds battlefields that players control
or contest, a showdown (or combat) that may be in progress with one player holding focus,
pending chain items that are not finalized yet, and what each player has scored this turn.
Everything here is plain data plus read-only queries; the modules that change it cite the rules.
`RBState.from_scenario` reads the record from a scenario's `state:` and board.
"""

from __future__ import annotations

from judge.engine.rulebook import GameRecord, Shown, ongoing
from judge.model.cards import given_ability
from judge.model.scenario import ObjectSpec, Scenario
from judge.model.state import GameObject, GameState, PendingTrigger
from judge.record import dataclass, field

BF_PREFIX = "battlefield:"
FACEDOWN_PREFIX = "facedown:"
#: RB 134.2: the six domains; Power has one (RB 163.2.a), and a cost may ask for Power of one.
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
#: RB 167: what empties from the rune pool: Energy (RB 163.1), Power of any domain (`power`: it
#: pays a Power cost of any domain, RB 163.2.b, RB 135.2.e.5.b) and Power of each domain.
RUNE_POOL = ("energy", "power", *DOMAINS)


@dataclass
class Showdown:
    """A showdown in progress at a battlefield; a combat is a showdown with designations.

    `step` follows the combat steps (RB 463): `showdown` (players act with focus), `damage`
    (RB 465: attacker, then defender, assign their Might) and `resolution` (RB 466)."""

    at: str  # battlefield id
    combat: bool
    focus: str | None
    attacker: str | None = None
    defender: str | None = None
    step: str = "showdown"
    combat_id: str | None = None
    assign_queue: list[str] = field(default_factory=list)
    assignments: dict[str, dict[str, int]] = field(default_factory=dict)
    #: (rule, units): the Tank or Backline order rule that decided which units of an
    #: assignment took their lethal damage (combat.decided_by_order), read as it was made.
    ordered: list[tuple[str, tuple[str, ...] | None]] = field(default_factory=list)
    recalled: bool = False  # RB 466.1.a.2: attackers were recalled in the combat cleanup
    cleanup_due: bool = False  # RB 466.1: combat damage is done; the combat cleanup comes next
    designated: set[tuple[str, int]] = field(default_factory=set)  # (id, incarnation) RB 383.4
    #: (id, incarnation, designation): a unit's attack and defend triggers each fire the first
    #: time it gets that designation in the combat (RB 383.4.e, RB 383.4.f), checked once a
    #: combat (RB 383.4.e.2.a, RB 383.4.f.2.a): a defender taken mid-combat still attacks.
    designated_as: set[tuple[str, int, str]] = field(default_factory=set)
    #: Units whose attacking or defending was replaced, kept without a designation for the rest
    #: of the combat (RB HP.19 `whole-combat`).
    kept_out: set[tuple[str, int]] = field(default_factory=set)
    #: The designations its players got in this combat (RB 464.2.c.3: `attacker`, `defender`):
    #: "when you attack / defend here" triggers once, the first time (RB 383.4.e-f).
    players_designated: set[str] = field(default_factory=set)
    #: RB 464.2.b: triggers of the start of its showdown went on the chain before the attack
    #: and defend triggers of its designations (RB 464.2.c), which resolve before them.
    began_triggers: bool = False


@dataclass
class PendingPlay:
    """RB 354.2-354.3: a card an effect began to play while that effect resolved: it is on the
    chain, pending, and is taken through the rest of the play (choices, cost, legality) only
    once the resolution has ended, in turn with the other pending items (RB 337.1.b)."""

    source: str  # the card (or the copy) being played
    controller: str
    free: bool | str  # as play_now's `free`
    cause: str  # the resolving item whose effect plays it
    came_from: str  # the zone it left for the chain (a failed play rewinds to it, RB 358)
    #: the battlefield its effect was hidden at, where a unit it plays enters (RB 811.1.d.3)
    hidden_at: str | None = None


@dataclass(frozen=True)
class PlayedAs:
    """What a card's play chose and recorded as it was finalized, kept for the card's own
    Play Effects (RB 383.4.a): the zone it was played from (RB 419.1.a; a hidden card's is its
    facedown zone, RB 811.1.c.3) and whether its own optional additional cost was chosen
    (RB 356.4.f.1: chosen is paid)."""

    source: str  # the card played
    came_from: str | None
    optional_paid: bool
    player: str = ""  # who played it ("you paid", read by another card's ability: RB HP.36)


@dataclass
class RBState(GameRecord):
    battlefields: list[str] = field(default_factory=list)  # in play, in the order of the file
    control: dict[str, str | None] = field(default_factory=dict)  # RB 190.2
    contested: dict[str, str] = field(default_factory=dict)  # battlefield -> contester, RB 190.3
    showdown: Showdown | None = ongoing(None)
    pending: list[PendingTrigger | PendingPlay] = ongoing(factory=list, waits=True)  # RB 328
    chain_origin: str | None = None  # player | trigger: what opened the chain (RB 346.1)
    regrant: str | None = None  # why priority must be granted afresh when things settle
    scored: dict[str, list[str]] = field(default_factory=dict)  # RB 470: this turn
    victory_score: int = 8  # RB 194.3
    #: The Mode of Play (RB 484-489): duel, match, ffa3, ffa4, 2v2.
    mode: str = "duel"
    #: 2v2's two teams, in turn order (RB 489.2, RB 489.5.c.1: turns alternate teams, so the
    #: first and third players in Turn Order are teammates, and the second and fourth).
    teams: tuple[tuple[str, ...], ...] = ()
    #: 2v2 (RB 469.1.a, RB 489.8.b, RB 489.8.g.1): at this turn's Scoring Step, who controlled
    #: each battlefield and which players had units there.
    scoring_control: dict[str, str | None] = field(default_factory=dict)
    scoring_units: dict[str, list[str]] = field(default_factory=dict)
    staged: dict[str, str] = field(default_factory=dict)  # battlefield -> showdown | combat
    combats: list[dict[str, object]] = field(default_factory=list)  # results, RB 466
    scores: list[dict[str, object]] = field(default_factory=list)  # RB 471
    played: dict[str, tuple[str, str | None]] = field(default_factory=dict)  # item -> player, obj
    #: RB 419.4.b: what each player finalized this turn, oldest first: (player, object, whether
    #: it is a card; a token is not, RB 185).
    finalized: list[tuple[str, str, bool]] = field(default_factory=list)
    countered: set[str] = field(default_factory=set)  # cards countered this turn (v1.3 419.4.b)
    completing_play: str | None = None  # RB 419.4.a: the play now completing
    #: What each card's play recorded (RB 419.1.a, RB 356.4.f.1), by its chain item while the
    #: play goes on, then by the event of its completed play, which its Play Effects name as
    #: their cause (RB 359.3.f.3: taken when the trigger condition is met).
    played_as: dict[str, PlayedAs] = field(default_factory=dict)
    #: RB 419.1.a: each permanent a play put on the board, by its incarnation there, and what
    #: that play recorded, for its own passive abilities that read it (RB 806.4.a, RB 813.4.a).
    entered_played: dict[str, tuple[int, PlayedAs]] = field(default_factory=dict)
    #: RB 805.2.b, RB 805.6: units whose Accelerate cost was paid: they enter ready (a delayed
    #: replacement of entering exhausted).
    enters_ready: set[str] = field(default_factory=set)
    #: RB 375: a unit token's play is being replaced, to enter ready (True) or exhausted
    #: (False): a unit token the replacement plays instead inherits that. None: no such play.
    inherit_ready: bool | None = None
    #: RB 719.5: the cards (id#incarnation) that detached where they were as the card they were
    #: attached to left the board: their own text, inactive while attached (RB 718.2), works
    #: again, which an activation of one of their abilities cites.
    detached_by_leaving: set[str] = field(default_factory=set)
    #: RB 107.1, RB 323.7, RB 190.3.a: under whose control each object in a base or at a
    #: battlefield arrived there (by its incarnation there), or was last recalled to its base:
    #: whose base it stands in, and whether a unit changed hands where it stands (RB HP.47).
    #: One taken where it stood and not yet seen arrived under the controller it had before.
    arrived_as: dict[str, tuple[int, str]] = field(default_factory=dict)
    #: RB 709: the Might of each unit on the board (id#incarnation) at the last cleanup, to
    #: tell when one becomes Mighty (cleanup.py); key "": the starting board was seen.
    mighty: dict[str, int] = field(default_factory=dict)
    destroying: set[str] = field(default_factory=set)
    #: RB 317.2.f: a chain item was finalized and resolved (or countered) during this
    #: Expiration Step, so the step starts again when it is over.
    expiration_again: bool = False
    dying_now: set[str] = field(default_factory=set)  # RB 383.2.c
    #: RB 383.4.c.2.a: the units that left the board from each battlefield's zone this turn,
    #: with their controller as they left (oldest first), for the note that a Hunt unit gone
    #: before the conquer or hold was not there.
    left_from: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    #: Battlefields that became contested during the action or resolution now being recorded
    #: (battlefield, player, unit): told after the step of the move that caused it.
    contest_news: list[tuple[str, str, str]] = field(default_factory=list)
    #: Players who conceded and left the game, in the order they left (RB 651, RB 651.4).
    removed: list[str] = field(default_factory=list)
    #: RB HP.10 `finish-first`: the turn player left while a chain or showdown was open; the
    #: next player in Turn Order, whose turn begins once both are over (RB 652.5.a.1).
    turn_after: str | None = None
    #: RB 735-738: the additional turns queued straight after this one, the next last (one
    #: created later is taken first); whose turn the queue goes on from once they are over;
    #: whether this turn is one; how many were taken (no player's first turn, RB 485.7).
    extra_turns: list[str] = field(default_factory=list)
    resume_after: str | None = None
    extra_now: bool = False
    extra_taken: int = 0

    @classmethod
    def from_scenario(cls, scenario: Scenario) -> RBState:
        """The record as the file gives it: control defaults to the only player with units at a
        battlefield that is not contested or in a showdown (RB 190.2)."""
        st = scenario.state
        x = cls(battlefields=battlefields(scenario))
        x.mode = mode_of(scenario)
        x.victory_score = int(as_int(st.get("victory_score")) or VICTORY_SCORE[x.mode])
        if x.mode == "2v2":
            ids = list(scenario.players)
            x.teams = (tuple(ids[0::2]), tuple(ids[1::2]))
        x.contested = {str(k): str(v) for k, v in as_map(st.get("contested")).items()
                       if v is not None}
        raw_sd = st.get("showdown")
        if isinstance(raw_sd, dict):
            x.showdown = showdown_from(scenario, raw_sd, x)
        given = as_map(st.get("control"))
        for bf in x.battlefields:
            if bf in given:
                x.control[bf] = None if given[bf] is None else str(given[bf])
                continue
            owners = unit_owners_at(scenario, bf, arrived=True)
            busy = bf in x.contested or (x.showdown is not None and x.showdown.at == bf)
            x.control[bf] = owners[0] if len(owners) == 1 and not busy else None
        x.scored = {str(p): [str(b) for b in as_list(bfs)]
                    for p, bfs in as_map(st.get("scored")).items()}
        x.chain_origin = chain_origin(scenario)
        x.finalized = played_before(scenario)
        if x.teams:
            at_scoring(scenario, x)
        return x


#: Each Mode of Play and its number of players (RB 485.1, RB 486.1, RB 487.1, RB 488.1,
#: RB 489.1); the default for a player count is the first mode with it.
MODES = {"duel": 2, "match": 2, "ffa3": 3, "ffa4": 4, "2v2": 4}
#: The First Turn Process of each mode (RB 485.7, RB 486.7, RB 487.7, RB 488.7, RB 489.7).
FIRST_TURN = {"duel": "RB 485.7", "match": "RB 486.7", "ffa3": "RB 487.7", "ffa4": "RB 488.7",
              "2v2": "RB 489.7"}
#: The Victory Score of each mode (RB 485.3, RB 486.3, RB 487.3, RB 488.3, RB 489.3).
VICTORY_SCORE = {"duel": 8, "match": 8, "ffa3": 8, "ffa4": 8, "2v2": 11}
#: Where the First Player skips their first draw (RB 487.7, RB 488.7, RB 489.7).
NO_FIRST_DRAW = ("ffa3", "ffa4", "2v2")
MODE_RULES = {"duel": "485", "match": "486", "ffa3": "487", "ffa4": "488", "2v2": "489"}


def mode_of(scenario: Scenario) -> str:
    """The file's `state.mode`, else the mode its number of players plays."""
    given = scenario.state.get("mode")
    if isinstance(given, str) and given in MODES:
        return given
    n = len(scenario.players)
    return next((m for m, k in MODES.items() if k == n), "duel")


def at_scoring(sc: Scenario, x: RBState) -> None:
    """2v2: who controlled and occupied each battlefield at this turn's Scoring Step (RB
    469.1.a, RB 489.8.g.1), as `state.scoring_step` gives it; a file that starts after that
    step and does not say is taken to show it unchanged (the control and units it gives now).
    A file that starts before it has it recorded when the step comes (scoring.hold_all)."""
    given = as_map(sc.state.get("scoring_step"))
    control = as_map(given.get("control"))
    units = as_map(given.get("occupied"))
    for bf in x.battlefields:
        x.scoring_control[bf] = (None if control[bf] is None else str(control[bf])) \
            if bf in control else x.control.get(bf)
        x.scoring_units[bf] = [str(p) for p in as_list(units[bf])] if bf in units \
            else unit_owners_at(sc, bf)


def ext(state: GameState) -> RBState:
    assert isinstance(state.ext, RBState)
    return state.ext


# ----- reading a scenario ----------------------------------------------------------------------
def as_map(value: object) -> dict[str, object]:
    return dict(value) if isinstance(value, dict) else {}


def as_list(value: object) -> list[object]:
    return list(value) if isinstance(value, (list, tuple)) else []


def as_int(value: object) -> int:
    return value if isinstance(value, int) else 0


def battlefields(sc: Scenario) -> list[str]:
    """Every battlefield in play: `state.battlefields` first, then any the file mentions."""
    out: list[str] = []

    def add(bf: object) -> None:
        if isinstance(bf, str) and bf and bf not in out:
            out.append(bf)

    st = sc.state
    for bf in as_list(st.get("battlefields")):
        add(bf)
    for spec in sc.objects:
        card = sc.cards.get(spec.card)
        if card is not None and card.is_type("battlefield"):
            add(spec.id)
        add(bf_of(spec.zone))
        add(facedown_bf(spec.zone))
    for key in ("control", "contested"):
        for bf in as_map(st.get(key)):
            add(bf)
    showdown = st.get("showdown")
    if isinstance(showdown, dict):
        add(showdown.get("at"))
    return out


def unit_owners_at(sc: Scenario, bf: str, arrived: bool = False) -> list[str]:
    """The players who control units at `bf`, in turn order; `arrived`: the players under whose
    control they arrived there (`arrived_as`, a unit that changed hands there: RB HP.47)."""
    zone = f"battlefield:{bf}"
    present = {arrived_as_given(s) if arrived else s.controller for s in sc.objects
               if s.zone == zone and not s.face_down
               and (c := sc.cards.get(s.card)) is not None and c.is_type("unit")}
    return [p for p in sc.players if p in present]


def arrived_as_given(spec: ObjectSpec) -> str:
    """Under whose control the file says `spec` arrived where it stands (`arrived_as`): its
    controller unless it says another player."""
    given = dict(spec.extra).get("arrived_as")
    return given if isinstance(given, str) else spec.controller


def showdown_from(sc: Scenario, raw: dict[str, object], x: RBState) -> Showdown:
    """`state.showdown`: who attacks and defends default from who contested the battlefield."""
    at = str(raw.get("at"))
    players = list(sc.players)
    owners = unit_owners_at(sc, at)
    combat = bool(raw.get("combat", len(owners) > 1))
    attacker = str(raw.get("attacker") or x.contested.get(at) or raw.get("focus")
                   or sc.turn_player)
    defender = raw.get("defender") or next((p for p in players if p != attacker), None)
    x.contested.setdefault(at, attacker)
    focus = raw.get("focus") or (attacker if combat else x.contested.get(at))
    return Showdown(at=at, combat=combat, focus=str(focus),
                    attacker=attacker if combat else None,
                    defender=str(defender) if combat and defender else None,
                    combat_id="combat" if combat else None)


def played_before(sc: Scenario) -> list[tuple[str, str, bool]]:
    """RB 419.4.b: the cards played this turn before the file's moment: `state.played` (player
    -> the ids of the cards they played, wherever those are now), then the cards on the file's
    chain (finalized, RB 328-329). (A token played is no card, RB 185: a file lists none.)"""
    out = [(str(p), str(oid), True)
           for p, ids in as_map(sc.state.get("played")).items() for oid in as_list(ids)]
    out += [(spec.controller, spec.id, True) for spec in sc.stack if spec.card]
    return out


def chain_origin(sc: Scenario) -> str | None:
    """RB 346.1: whether the file's chain was opened by a triggered ability (its bottom item)."""
    if not sc.stack:
        return None
    given = sc.state.get("chain_origin")
    if isinstance(given, str):
        return given
    bottom = sc.stack[0]
    if bottom.ability is not None and bottom.source is not None:
        spec = next((o for o in sc.objects if o.id == bottom.source), None)
        card = sc.cards.get(spec.card) if spec else None
        ability = (card.ability(bottom.ability) if card else None) or given_ability(
            sc.cards, bottom.ability)  # a granted one (RB 718.3)
        if ability is not None and ability.kind == "triggered":
            return "trigger"
    return "player"


# ----- locations -------------------------------------------------------------------------------
def bf_zone(bf: str) -> str:
    return BF_PREFIX + bf


def bf_of(zone: str) -> str | None:
    """The battlefield a zone belongs to (`battlefield:x` -> x), else None."""
    return zone[len(BF_PREFIX):] if zone.startswith(BF_PREFIX) else None


#: A spell played from Hidden: the battlefield it was hidden at (its item's `extra`), where the
#: units it plays enter (RB 811.1.d.3).
HIDDEN_AT = "hidden_at"
#: The note a play leaves on its chain item: the zone its card was played from (RB 419.1.a).
PLAYED_FROM = "played_from"
#: The note a play's plan leaves on its item when the card's own optional cost was chosen.
OPTIONAL_PAID = "optional_cost"


def facedown_bf(zone: str) -> str | None:
    return zone[len(FACEDOWN_PREFIX):] if zone.startswith(FACEDOWN_PREFIX) else None


def location_of(zone: str, text: str) -> str | None:
    """Read a destination: `base`, `battlefield:x` or a bare battlefield id `x`."""
    if text == "base" or text.startswith(BF_PREFIX):
        return text
    return bf_zone(text) if text else None


# ----- objects ---------------------------------------------------------------------------------
def is_unit(obj: GameObject) -> bool:
    return obj.card.is_type("unit") and not obj.face_down


def units_at(state: GameState, bf: str, player: str | None = None) -> list[GameObject]:
    """Units at a battlefield (RB 170: occupied), optionally only one player's."""
    zone = bf_zone(bf)
    return [o for o in state.objects.values() if o.zone == zone and is_unit(o)
            and (player is None or o.controller == player)]


def players_with_units(state: GameState, bf: str) -> list[str]:
    present = {o.controller for o in units_at(state, bf)}
    return [p for p in state.players if p in present]


def battlefield_object(state: GameState, bf: str) -> GameObject | None:
    obj = state.objects.get(bf)
    return obj if obj is not None and obj.card.is_type("battlefield") else None


# ----- the four states (RB 308-310) ------------------------------------------------------------
def chain_exists(state: GameState) -> bool:
    """RB 331: a chain exists (the state is Closed) while it holds any item, pending or not."""
    return bool(state.stack or ext(state).pending or state.pending_triggers)


def in_showdown(state: GameState) -> bool:
    return ext(state).showdown is not None


def four_state(state: GameState) -> str:
    """neutral-open, neutral-closed, showdown-open or showdown-closed (RB 308, RB 309)."""
    first = "showdown" if in_showdown(state) else "neutral"
    return f"{first}-{'closed' if chain_exists(state) else 'open'}"


def ongoing_at(state: GameState, bf: str) -> bool:
    sd = ext(state).showdown
    return sd is not None and sd.at == bf


# ----- what a ruling shows of it (`final.game`) ------------------------------------------------
def _focus(state: GameState) -> object:
    sd = ext(state).showdown
    return sd.focus if sd is not None else None


def _showdown(state: GameState) -> object:
    sd = ext(state).showdown
    return None if sd is None else {"at": sd.at, "combat": sd.combat, "focus": sd.focus,
                                    "attacker": sd.attacker, "defender": sd.defender,
                                    "step": sd.step}


def _control(state: GameState) -> object:
    x = ext(state)
    return {bf: x.control.get(bf) for bf in x.battlefields}


def _scored(state: GameState) -> object:
    return {p: list(b) for p, b in ext(state).scored.items() if b}


def _pending(state: GameState) -> object:
    return [pt.source if isinstance(pt, PendingPlay) else f"{pt.source}.{pt.ability.name}"
            for pt in ext(state).pending]


def _victory_changed(state: GameState) -> bool:
    x = ext(state)  # RB 194.3: the mode's Victory Score unless the file says otherwise
    return x.victory_score != VICTORY_SCORE[x.mode]


def _winning_team(state: GameState) -> object:
    return state.team(state.winner) if state.winner is not None and state.teams else None


#: `final.game` (Reporting.state_snapshot): which of the four states the game is in, always (RB
#: 308-310); who holds focus and the showdown while one is in progress (RB 313); the rest only
#: when there is something to say.
RBState.computed = (
    Shown("state", four_state, always=True),
    Shown("focus", _focus, when=in_showdown),
    Shown("showdown", _showdown, when=in_showdown),
    Shown("control", _control),
    Shown("contested", lambda state: dict(ext(state).contested)),
    Shown("staged", lambda state: dict(ext(state).staged)),
    Shown("scored", _scored),
    Shown("pending", _pending),
    Shown("combats", lambda state: list(ext(state).combats)),
    Shown("scores", lambda state: list(ext(state).scores)),
    Shown("victory_score", lambda state: ext(state).victory_score, when=_victory_changed),
    Shown("teams", lambda state: [list(t) for t in ext(state).teams]),
    Shown("winning_team", _winning_team),
    Shown("removed", lambda state: list(ext(state).removed)),
)
