"""Force of Will's own state (kept in `GameState.ext`) and the small questions the rules ask of it.

Everything here is plain data about the game in progress: the battle (FOW 800), what the turn player
has already done this turn (judgment, calling a stone), prohibitions in force (FOW 104.4), automatic
[Trigger] cards already triggered (FOW 708.2a) and rulers that became astral (FOW 1024).
"""

from __future__ import annotations

from judge.model.cards import CardDef
from judge.model.state import GameObject, GameState
from judge.record import dataclass, field

#: Will a player can hold (FOW 907.5-907.6): the five attributes, void and will without attribute.
ATTRIBUTES = ("light", "fire", "water", "wind", "darkness")
WILL = (*ATTRIBUTES, "void", "attributeless")
#: The cost key for the free (generic) part of a cost: payable with any will (FOW 1003.2).
FREE = "free"

BATTLE_STEPS = ("beginning_of_battle", "declare_attack", "declare_block", "first_strike",
                "normal_damage", "end_of_battle")
DRAW_STEPS = ("before_draw", "after_draw")
END_STEPS = ("end_of_turn", "end_priority", "cleanup")
STEPS = (*DRAW_STEPS, *BATTLE_STEPS, *END_STEPS)
STEP_PHASE = {**{s: "draw" for s in DRAW_STEPS}, **{s: "main" for s in BATTLE_STEPS},
              **{s: "end" for s in END_STEPS}}

ENTITY_TYPES = ("resonator", "j_ruler")  # "J/resonator" (FOW 202.2a)


@dataclass
class Prohibition:
    """`forbid` effect in force (FOW 104.4): `action` may not be done by `player` or to `target`."""

    action: str
    player: str | None  # a player id, or None for every player
    target: str | None  # an object id (its incarnation below), or None
    incarnation: int
    duration: str  # turn | permanent
    source: str


@dataclass
class Battle:
    """A battle in progress (FOW 801-807): the current step is `GameState.step`."""

    attacker: str | None = None
    attacker_incarnation: int = 0
    attacked: str | None = None  # a player id or an object id
    attacked_incarnation: int = 0
    blocker: str | None = None
    blocker_incarnation: int = 0
    block_declared: bool = False
    blocker_removed_after_damage: bool = False  # the blocker stopped blocking after A struck
    struck_first: bool = False  # the attacker dealt damage in the first strike step (FOW 805)
    opponent_acted: bool = False  # the non-turn player played a spell or ability (FOW 803.6)


@dataclass
class FowState:
    battle: Battle | None = None
    decision: str | None = None  # "attack" (FOW 803.3) or "block" (FOW 804.3): a declaration
    battles_closed: bool = False  # FOW 803.6: no more battles this turn
    called_stone: bool = False  # FOW 710.1
    judgment_played: bool = False  # FOW 710.1, 705.1
    judged: set[str] = field(default_factory=set)  # rulers whose judgment was played this turn
    astral_names: set[str] = field(default_factory=set)  # FOW 1024.1 (by name)
    prohibitions: list[Prohibition] = field(default_factory=list)
    triggered_cards: set[str] = field(default_factory=set)  # FOW 708.2a
    deck_out: set[str] = field(default_factory=set)  # FOW 1202.2
    other_side: dict[str, CardDef] = field(default_factory=dict)  # object id -> other face
    cleanup_rounds: int = 0  # FOW 505.5e: how often the final step repeated


def ext(state: GameState) -> FowState:
    assert isinstance(state.ext, FowState)
    return state.ext


def in_battle(state: GameState) -> bool:
    return ext(state).battle is not None


def is_entity(obj: GameObject) -> bool:
    """A J/resonator (FOW 202.2a)."""
    return obj.card.is_type(*ENTITY_TYPES)


def has_main_timing(state: GameState, player: str) -> bool:
    """FOW 701.2: the turn player has priority, in their main phase, not in a battle, and the
    chase is empty."""
    return (player == state.turn_player and state.priority == player and state.phase == "main"
            and not in_battle(state) and ext(state).decision is None and not state.stack)


def is_first_turn_of(state: GameState) -> bool:
    """FOW 503.1: the turn player's first turn. Turn numbers count the game's turns (1 = the first
    player's first turn, 2 = the second player's first turn)."""
    return state.turn_number <= len(state.players)


def other_player(state: GameState, player: str) -> str:
    return state.next_player(player)


def forbidden(state: GameState, action: str, *, player: str | None = None,
              obj: GameObject | None = None) -> Prohibition | None:
    """A prohibition in force that forbids `action` (for `player`, or to `obj`)."""
    for p in ext(state).prohibitions:
        if p.action != action:
            continue
        if p.target is not None:
            if obj is not None and obj.id == p.target and obj.incarnation == p.incarnation:
                return p
            continue
        if p.player is None or p.player == player:
            return p
    return None
