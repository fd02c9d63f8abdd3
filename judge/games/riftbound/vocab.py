"""What a Riftbound scenario file may say (contract, section 6, plus judge's extensions) and how
the engine's generic checks cite Riftbound's rules."""

from __future__ import annotations

from judge.engine.events import EventKind
from judge.engine.roles import Role
from judge.engine.rulebook import Vocabulary
from judge.games.riftbound.keywords import IMPLEMENTED
from judge.model.args import Arg

PHASES = ("awaken", "beginning", "channel", "draw", "main", "ending")
STEPS = ("beginning_step", "scoring_step", "ending_step", "expiration_step")
STATES = ("neutral-open", "neutral-closed", "showdown-open", "showdown-closed")

#: Battlefields are locations on the board (`battlefield:<id>`); a battlefield's facedown zone
#: (`facedown:<id>`) holds hidden cards face down, which are not at any location and are not
#: objects in play (RB 107.3), so judge keeps it off the board.
VOCAB = Vocabulary(
    stack_words=("chain",),
    card_types=("legend", "champion", "unit", "spell", "gear", "rune", "battlefield"),
    permanent_types=("unit", "gear"),
    stats=("might",),
    resources=("energy", "power", "points", "xp"),
    keywords=IMPLEMENTED,
    zones=("hand", "main_deck", "rune_deck", "base", "trash", "banishment", "chain",
           "champion_zone", "legend_zone"),
    board_zones=("base", "legend_zone", "battlefield"),
    ordered_zones=("main_deck", "rune_deck"),
    phases=PHASES,
    steps=STEPS,
    # No blockers in Riftbound: every unit present fights (RB 464.2.c), so no `blocked` event.
    events=tuple(e.value for e in EventKind if e is not EventKind.BLOCKED),
    toughness_stat="might",
    hand_zone="hand",
    deck_zone="main_deck",
    graveyard_zone="trash",
    zone_prefixes=("battlefield", "facedown"),
    face_down_zones=("facedown",),
    object_keys={
        "stunned": Arg("bool", doc="stunned: adds no Might to combat damage (RB 423)"),
        "designation": Arg("str", doc="attacker or defender, during a combat (RB 464)",
                           choices=("attacker", "defender")),
        "hidden_turn": Arg("int", doc="a facedown card: the turn number it was hidden on "
                                "(RB 811; default: an earlier turn)"),
        "at": Arg("str", doc="filters only: where the object is: battlefield (any), base, or "
                       "battlefield:<id>"),
    },
    card_keys={
        "keyword_values": Arg("map", doc="X of numbered keywords, e.g. {assault: 2, "
                                   "deflect: 1} (default 1)"),
    },
    state_keys={
        "battlefields": Arg("strings", doc="the battlefields in play, in order (default: every "
                                 "battlefield the file mentions); the turn player's pick when "
                                 "several showdowns or combats are staged is the first"),
        "control": Arg("map", doc="battlefield -> the player who controls it, or null "
                            "(default: the only player with units there, else uncontrolled)"),
        "contested": Arg("map", doc="battlefield -> the player who contested it (RB 190.3)"),
        "showdown": Arg("map", doc="a showdown in progress: {at, focus, combat: bool, "
                             "attacker, defender}"),
        "scored": Arg("map", doc="player -> battlefields scored this turn (RB 470)"),
        "victory_score": Arg("int", doc="points needed to win (default 8, RB 194.3)"),
        "chain_origin": Arg("str", doc="what opened the chain in the file: player or trigger "
                                 "(default: from its bottom item; RB 346.1)",
                            choices=("player", "trigger")),
    },
    expect_keys={
        "focus": Arg("any", doc="who holds focus (null: nobody)"),
        "state": Arg("str", doc="the state: neutral-open, neutral-closed, showdown-open or "
                          "showdown-closed", choices=STATES),
        "control": Arg("map", doc="battlefield -> controller (null: uncontrolled)"),
        "contested": Arg("map", doc="battlefield -> contesting player (null: not contested)"),
        "staged": Arg("map", doc="battlefield -> showdown | combat staged (null: none)"),
        "showdown": Arg("any", doc="null, or the showdown in progress (keys compared "
                             "partially: at, combat, focus, attacker, defender, step)"),
        "scored": Arg("map", doc="player -> battlefields scored this turn"),
        "pending": Arg("strings", doc="pending chain items (source.ability), oldest first"),
        "combats": Arg("any", doc="combat results in order: [{at, result, winner, ...}]"),
        "scores": Arg("any", doc="scoring in order: [{player, battlefield, how, point}]"),
    },
)

#: Every engine role but optional ones Riftbound's citations do without: a resolving ability
#: cites the chain's order (RB 340) and its effects' rules, whether its source is there or not.
ROLES: dict[Role, str] = {
    Role.PRIORITY: "RB 312", Role.COST: "RB 357", Role.EXHAUST_COST: "RB 414",
    Role.TARGETS: "RB 355.8", Role.TARGET_RECHECK: "RB 359.3.e", Role.CONTROL: "RB 191",
    Role.PLAY_ZONE: "RB 419", Role.LETHAL: "RB 323.5", Role.PREVENT: "RB 437",
    Role.CANCEL: "RB 425", Role.STACK_ORDER: "RB 340", Role.CARD_DESTINATION: "RB 157",
    Role.ENTERS_BOARD: "RB 359", Role.DRAW: "RB 413", Role.LOOP: "RB HP.5",
    Role.TRIGGER: "RB 383", Role.RESOURCE: "RB 429",
    Role.MODES: "RB 355", Role.RESTRICTION: "RB 054.1",
}
