"""What a Riftbound scenario file may say (contract, section 7, plus judge's extensions) and how
the engine's generic checks cite Riftbound's rules."""

from __future__ import annotations

from judge.engine.events import EventKind
from judge.engine.limited import USE_COUNT_KEYS
from judge.engine.roles import Role
from judge.engine.rulebook import CostPart, Vocabulary
from judge.games.riftbound.events import RIFT_EVENTS
from judge.games.riftbound.keywords import IMPLEMENTED
from judge.games.riftbound.state import DOMAINS, RUNE_POOL
from judge.model.args import Arg
from judge.msg import Msg

#: `setup` is the start of the game before the first turn (RB 116-118: mulligan.py); it comes
#: first in the turn's sequence (turn.py) but last here, so a new turn begins with Awaken.
PHASES = ("awaken", "beginning", "channel", "draw", "main", "ending", "setup")
STEPS = ("beginning_step", "scoring_step", "ending_step", "expiration_step")
STATES = ("neutral-open", "neutral-closed", "showdown-open", "showdown-closed")

#: Battlefields are locations on the board (`battlefield:<id>`); a battlefield's facedown zone
#: (`facedown:<id>`) holds hidden cards face down, which are not at any location and are not
#: objects in play (RB 107.3), so judge keeps it off the board.
VOCAB = Vocabulary(
    stack_words=("chain",),
    free_parts=("energy", "power", "all"),
    # RB 356.1.b.2: a play without paying its Energy cost still pays its Power, and the other
    # way round; X is a part of the Energy.
    cost_parts={
        "energy": CostPart(("energy",), x=True, said=Msg("without paying its Energy cost"),
                           played=Msg("played without paying its Energy cost")),
        "power": CostPart(tuple(r for r in RUNE_POOL if r != "energy"), x=False,
                          said=Msg("without paying its Power cost"),
                          played=Msg("played without paying its Power cost"))},
    card_types=("legend", "champion", "unit", "spell", "gear", "rune", "battlefield"),
    permanent_types=("unit", "gear"),
    stats=("might",),
    resources=(*RUNE_POOL, "points", "xp"),
    keywords=IMPLEMENTED,
    zones=("hand", "main_deck", "rune_deck", "base", "trash", "banishment", "chain",
           "champion_zone", "legend_zone"),
    # RB 107.1, RB 108: what each zone is, cited where a card stayed in it all the ruling
    zone_rules={"hand": "RB 108.7.a", "trash": "RB 108.2.a", "main_deck": "RB 108.4.a",
                "rune_deck": "RB 108.5.a", "banishment": "RB 108.6.a",
                "champion_zone": "RB 108.3.a", "base": "RB 107.1.a"},
    board_zones=("base", "legend_zone", "battlefield"),
    # RB 107.1.c, RB 323.7: a permanent is kept in its controller's base (one standing in
    # another's for a moment is marked `held_by`, control.py)
    controlled_zones=("base",),
    ordered_zones=("main_deck", "rune_deck"),
    phases=PHASES,
    steps=STEPS,
    # No blockers in Riftbound: every unit present fights (RB 464.2.c), so no `blocked` event.
    # `reduced` is watched by replacement effects only (RB 370.1): judge announces none.
    events=tuple(e.value for e in EventKind
                 if e not in (EventKind.BLOCKED, EventKind.GAME_STARTED, EventKind.PRODUCED,
                              EventKind.LOST_ABILITY, EventKind.REDUCED)),
    # Its own: conquering, holding, scoring, Empowered, Mighty, stuns, showdowns, combats won.
    game_events=RIFT_EVENTS,
    # RB 443.1.a, 443.1.a.2: a skip acts on a phase or a step of the turn (RB 443.2: replaced
    # with nothing); what a skipped Expiration Step leaves is RB HP.30's (turn.py).
    skippable_phases=(*(p for p in PHASES if p != "setup"), *STEPS),
    # RB 370.1.a: any event may be replaced; judge replaces these (engine/replacements.py).
    replaceable_events=("damaged", "destroyed", "moved", "drawn", "exhausted", "readied",
                        "scored", "empowered", "held", "conquered", "attached",
                        "played", "activated", "entered", "detached", "attacked", "defended",
                        "cancelled", "resolved", "left", "phase_started", "prevented",
                        "mighty", "stunned", "discarded", "reduced", "combat_won"),
    # RB 370.1.a (RB 443.1.a.1): an event is a game action done or a game object changing state;
    # choosing targets is a step of playing (RB 355, RB 355.7), neither of those.
    no_replacement={"chosen": "a choice of target cannot be replaced: choosing targets is a step "
                              "of playing the card (RB 355, RB 355.7), not a game action (RB "
                              "412-444) nor a game object changing state, and only those make "
                              "events (RB 370.1.a); a Targeting Effect triggers as the item that "
                              "targets goes on the chain (RB 383.4.b.2): to replace the play, "
                              "watch `played`"},
    # Why a replaced showdown beginning stays exit 3 (docs/games/riftbound.md, Not implemented).
    unread_replaced={"showdown_started": (
        "a showdown's beginning replaced never begins (RB 370.1.a.1), yet the showdown stays "
        "staged while its battlefield stays contested by a player with units there (RB 323.8.a), "
        "so every later cleanup in a Neutral Open state would begin it again (RB 323.12); the "
        "Core Rules do not say whether a combat staged there still opens without its first step, "
        "the combat showdown (RB 344.1, RB 464.1), nor what becomes of a showdown still staged as "
        "the turn ends, and no card or ruling replaces one")},
    toughness_stat="might",
    hand_zone="hand",
    deck_zone="main_deck",
    graveyard_zone="trash",
    zone_prefixes=("battlefield", "facedown"),
    face_down_zones=("facedown",),
    item_filter_keys=("energy_cost_at_most",),
    object_keys={
        "stunned": Arg("bool", doc="stunned: adds no Might to combat damage (RB 423)"),
        "designation": Arg("str", doc="attacker or defender, during a combat (RB 464)",
                           choices=("attacker", "defender")),
        "hidden_turn": Arg("int", doc="a facedown card: the turn number it was hidden on "
                                "(RB 811; default: an earlier turn)"),
        "empowered": Arg("bool", doc="Empowered (RB 441.2, v1.4): set by `empower`, or on a "
                                 "starting board", rule="RB 441.2"),
        "equipped": Arg("bool", doc="filters only: equipment is attached to it (RB 818.3)"),
        "token": Arg("bool", doc="filters only: it is a token, not a card (RB 185)"),
        "energy_cost_at_most": Arg("int", minimum=0, doc="filters only: its printed (or "
                                   "copied) Energy cost is at most this, whatever was paid to "
                                   "play it (RB 206)"),
        "mighty": Arg("bool", doc="filters only: a unit with 5 or more Might (RB 708): its "
                              "current Might on the board (RB 710), its printed Might "
                              "elsewhere (RB 711)"),
        "at": Arg("str", doc="filters only: where the object is: battlefield (any), base, "
                       "battlefield:<id>, or (a target's filter) $n: where the n-th target, "
                       "chosen before it, is (\"a unit there\", RB 355)", earlier_ok=True),
        "arrived_as": Arg("str", doc="a unit at a battlefield that changed hands there (taken "
                          "there, or given back there): the player under whose control it "
                          "arrived there (RB 190.3.a: changing hands is no arrival). The first "
                          "cleanup reads it by house policy RB HP.47 (default: it contests "
                          "nothing; default: its controller)"),
        "marked_by": Arg("map", keys=Arg("str"), of=Arg("int", minimum=1),
                         doc="who marked the damage it starts with (RB 142.3.a), by player: "
                             "`{alice: 1}`; at most its `damage` in all (default: nobody named)"),
        **USE_COUNT_KEYS,  # "once each turn" abilities used before the file's moment (RB 383.3.e)
    },
    choice_keys={
        "location": Arg("str", doc="where a unit or gear is played: base (default) or "
                              "battlefield:<id> (RB 143.4, RB 149)"),
        "accelerate": Arg("bool", doc="pay the unit's Accelerate cost, 1 Energy and 1 Power of "
                                "its domain, so it enters ready (RB 805)"),
        "flow": Arg("bool", doc="a spell with Flow in the trash: false plays it from there by "
                          "another permission, not for its Flow cost (default true, RB 829)"),
        "flow_instance": Arg("int", minimum=1, doc="a spell with several Flow costs "
                             "(`flow_costs`) played with Flow: the one that applies, by number "
                             "from 1 (RB 829.1.c.3; default 1)"),
        "for_cost": Arg("bool", doc="a card a permission lets its player play \"for [Cost]\" "
                              "(`allow: {..., for: {...}}`): false pays its own base cost "
                              "instead (default true, RB 356.1.a)"),
        "optional_cost": Arg("bool", doc="pay the card's own optional additional cost "
                                   "(`optional_cost`) as it is played (RB 356.2.b.1)"),
        "repeat": Arg("bool", doc="pay the spell's Repeat cost (`repeat_cost`), so its "
                            "instructions are carried out once more (RB 820)"),
        "opponent": Arg("str", doc="with several opponents (FFA): the one the card's "
                              "`opponent` names, a target chosen as it is played (RB 355.10)"),
        "repeat_targets": Arg("targets", doc="with `repeat: true`: the targets of the "
                                    "additional execution, chosen as it is played (RB 820.2.a; "
                                    "default: the same as the first)"),
        "repeat_targets_each": Arg("list", of=Arg("targets"), doc="with several Repeat "
                                   "instances paid: the targets of each additional execution, "
                                   "one list per instance paid, in order (RB 820.2.a, RB "
                                   "820.3; an empty list: the same as the first)"),
        "repeat_instances": Arg("list", of=Arg("int", minimum=1), doc="a spell with several "
                                "Repeat instances (`repeat_costs`): the instances whose cost "
                                "is paid, by number from 1, each once (RB 820.1.c.2-3, RB "
                                "820.3); `repeat: true` alone pays the first"),
        "repeat_mode": Arg("str", doc="with `repeat: true` on a modal spell: the mode of the "
                                "additional execution, by name or number, chosen as it is "
                                "played (RB 820.2.a; default: the same as the first)"),
    },
    activate_choice_keys={
        "repeat": Arg("bool", doc="pay the Repeat cost of an ability with Repeat (its card's "
                            "`repeat_cost`), so its instructions are carried out once more "
                            "(RB 820.1.a, v1.4)"),
        "repeat_targets": Arg("targets", doc="with `repeat: true`: the targets of the "
                                    "additional execution (RB 820.2.a; default: the same)"),
        "repeat_targets_each": Arg("list", of=Arg("targets"), doc="with several Repeat "
                                   "instances paid: each additional execution's targets, one "
                                   "list per instance paid (RB 820.2.a, RB 820.3)"),
        "repeat_instances": Arg("list", of=Arg("int", minimum=1), doc="an ability with several "
                                "Repeat instances (`repeat_costs`): the instances whose cost "
                                "is paid, by number from 1 (RB 820.1.c.2, RB 820.3)"),
        "repeat_mode": Arg("str", doc="with `repeat: true` on a modal ability: the mode of the "
                                "additional execution (RB 820.2.a; default: the same)"),
        "opponent": Arg("str", doc="with several opponents (FFA): the one the ability's "
                              "`opponent` names, a target chosen as it is played (RB 355.10)"),
    },
    card_keys={
        "works_from": Arg("map", keys=Arg("str"), of=Arg("str", choices=(
            "trash", "hand", "banishment", "main_deck")), doc="RB 385.2: a triggered ability "
            "that says where it works off the board (\"when you conquer, you may discard 1 to "
            "return this from your trash to your hand\"): its name -> the zone (trash, hand, "
            "banishment, main_deck); it triggers only while the card is there"),
        "keyword_values": Arg("map", doc="X of numbered keywords, e.g. {assault: 2, "
                                   "deflect: 1} (default 1)"),
        "flow_cost": Arg("cost", doc="a spell with Flow (v1.4): its Flow cost, paid in place of "
                               "its cost from the trash (RB 829.1.c), e.g. {energy: 1} or "
                               "{energy: 1, discard: 1}"),
        "flow_costs": Arg("list", of=Arg("cost"), doc="a spell with several instances of Flow "
                          "(RB 829.1.c.3): each one's Flow cost, in place of `flow_cost`; "
                          "`choices: {flow_instance: 2}` applies the second (default the "
                          "first)"),
        "optional_cost": Arg("cost", doc="the card's own optional additional cost, \"you may "
                                   "pay [1] as an additional cost to play me\" (RB 356.2.b.1): "
                                   "paid with `choices: {optional_cost: true}`; "
                                   "`if: {paid_optional: true}` reads whether it was chosen"),
        "repeat_cost": Arg("cost", doc="a spell with Repeat: its Repeat cost, e.g. {energy: 2} "
                                 "or {discard: 1} (RB 820.1.c)"),
        "repeat_costs": Arg("list", of=Arg("cost"), doc="several instances of Repeat (RB "
                            "820.3): each one's cost, in order, in place of `repeat_cost`; "
                            "`choices: {repeat_instances: [1, 2]}` pays those"),
        "empower_cost": Arg("cost", doc="a card with Empower (v1.4): its Empower cost, for "
                                  "which judge writes the ability \"[Cost]: Empower this\" "
                                  "(RB 827.1.c.1), e.g. {energy: 1}"),
        "equip_cost": Arg("cost", doc="a gear with Equip: its Equip cost, for which judge "
                                "writes the ability \"[Cost]: attach this gear to a unit you "
                                "control\" (RB 818.1.c.2), e.g. {energy: 1}; an effect granting "
                                "Equip carries it (`keyword_keys: {equip_cost: ...}`)"),
        "bonus_damage": Arg("int", doc="a permanent: its controller's spells and abilities "
                                 "deal this much Bonus Damage to each target (RB 715)"),
        "bonus_damage_while": Arg("condition", doc="its Bonus Damage applies only while this "
                                        "holds (read as the damage is dealt, the permanent "
                                        "being the source: RB 715)"),
        "bonus_damage_to": Arg("filter", doc="its Bonus Damage is dealt only to targets that "
                                     "match (e.g. units at its battlefield: RB 715.2)"),
        "bonus_damage_by": Arg("str", doc="whose spells and abilities its Bonus Damage is "
                                     "for: `controller` (default) or `any` player's (a "
                                     "battlefield's \"spells and abilities deal 1 Bonus Damage "
                                     "to units here\", Void Gate: RB 053.3, RB 713)",
                               choices=("controller", "any")),
        "might_bonus": Arg("int", doc="equipment: its Might Bonus, added to the Might of the "
                                "unit it is attached to (RB 718.4)"),
        "effect_keywords": Arg("strings", doc="equipment: the keywords of its Effect Text, "
                                    "which the unit it is attached to has (RB 718.3)"),
        "effect_keyword_values": Arg("map", doc="equipment: X of the numbered keywords among "
                                          "its `effect_keywords`, e.g. {assault: 2} (default "
                                          "1; RB 718.3, RB 807.1.b)"),
        "domains": Arg("strings", doc="the card's domains (RB 134): fury, calm, mind, body, "
                            "chaos, order; none for a domainless card (a token, RB 185.3.b)",
                       choices=DOMAINS),
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
        "victory_score": Arg("int", doc="points needed to win (default: the mode's, 8; 11 in "
                                  "2v2: RB 194.3, RB 489.3)"),
        "mode": Arg("str", doc="the Mode of Play (RB 484-489): duel or match (2 players), "
                          "ffa3 (3), ffa4 or 2v2 (4; in 2v2 the first and third players in "
                          "turn order are a team, the second and fourth the other: RB 489.5.c.1). "
                          "Default: by the number of players",
                    choices=("duel", "match", "ffa3", "ffa4", "2v2")),
        "scoring_step": Arg("map", doc="2v2: at this turn's Scoring Step, `control: {bf: "
                                 "player or null}` and `occupied: {bf: [players]}` (RB 469.1.a, "
                                 "RB 489.8.b, RB 489.8.g.1; default: as the file's board shows "
                                 "them now)"),
        "played": Arg("map", doc="player -> the cards they played (finalized) earlier this "
                            "turn, by id (RB 419.4.b: Legion, \"if you have played\"); the "
                            "cards on the file's chain count too"),
        "chain_origin": Arg("str", doc="what opened the chain in the file: player or trigger "
                                 "(default: from its bottom item; RB 346.1)",
                            choices=("player", "trigger")),
    },
    expect_keys={
        "focus": Arg("any", doc="who holds focus (null: nobody)", rule="RB 313.5"),
        "state": Arg("str", doc="the state: neutral-open, neutral-closed, showdown-open or "
                          "showdown-closed", choices=STATES,
                     choice_rules=(("neutral-open", "RB 310.1"), ("neutral-closed", "RB 310.2"),
                                   ("showdown-open", "RB 310.3"),
                                   ("showdown-closed", "RB 310.4"))),
        "control": Arg("map", doc="battlefield -> controller (null: uncontrolled)"),
        "contested": Arg("map", doc="battlefield -> contesting player (null: not contested)"),
        "staged": Arg("map", doc="battlefield -> showdown | combat staged (null: none)"),
        "showdown": Arg("any", doc="null, or the showdown in progress (keys compared "
                             "partially: at, combat, focus, attacker, defender, step)"),
        "scored": Arg("map", doc="player -> battlefields scored this turn"),
        "pending": Arg("strings", doc="pending chain items (source.ability), oldest first"),
        "combats": Arg("any", doc="combat results in order: [{at, result, winner, ...}]"),
        "scores": Arg("any", doc="scoring in order: [{player, battlefield, how, point}]"),
        "teams": Arg("any", doc="2v2: the two teams, each in turn order"),
        "winning_team": Arg("strings", doc="2v2: the team that won (RB 489.6.a)"),
        "removed": Arg("strings", doc="the players who conceded and left the game, in order "
                            "(RB 651, RB 651.4)"),
    },
)

#: Every engine role but optional ones Riftbound's citations do without: a resolving ability
#: cites the chain's order (RB 340) and its effects' rules; with its source gone from the board
#: it still resolves, a chain item of its own executed like a spell (RB 406.5; riftboundfaq
#: Abilities #source-removal).
ROLES: dict[Role, str] = {
    Role.PRIORITY: "RB 312.1.a", Role.COST: "RB 357.1", Role.EXHAUST_COST: "RB 414.4",
    Role.TARGETS: "RB 355.8", Role.TARGET_RECHECK: "RB 359.3.e.1",
    Role.CONTROL: "RB 191.4.a", Role.PLAY_ZONE: "RB 419.1.a", Role.LETHAL: "RB 323.5",
    Role.PREVENT: "RB 437.1.b.1", Role.CANCEL: "RB 425.1.a", Role.STACK_ORDER: "RB 340.1",
    Role.CARD_DESTINATION: "RB 157", Role.ENTERS_BOARD: "RB 359.2", Role.DRAW: "RB 413.1.a",
    Role.LOOP: "RB HP.5", Role.TRIGGER: "RB 383.3.c", Role.RESOURCE: "RB 429.2",
    Role.MODES: "RB 355.3", Role.ABILITY_SOURCE: "RB 406.5",
    Role.ABILITY_CONTROL_FIXED: "RB 191.4.b",
    # a taken unit's ability is its taker's ("you" too): its source's controller's, RB 191.4.a
    Role.ABILITY_OF_CONTROLLER: "RB 191.4.a",
    # a new object in another zone: temporary changes to it are gone (riftboundfaq Temporal
    # Breach #replayed-unit-state)
    Role.EFFECTS_LEFT_BEHIND: "RB 124.1",
    Role.COUNTERS_LEFT_BEHIND: "RB 748",  # a buff too (RB 705)
    # the equipment of a unit taken stays its controller's (riftboundfaq Equipment
    # #equipment-control-change)
    Role.ATTACHED_CONTROL_APART: "RB 718.5.f",
    # a spell taken on the chain resolves as its new controller's (riftboundfaq Rebuttal
    # #play-trigger-controller)
    Role.SPELL_CONTROL: "RB 191.2", Role.PLAYED_CONTROL: "RB 191.1",
    # an ability taken on the chain is its taker's: enemies are judged against them (an ability
    # on the chain is a game object, RB 123, whose control is the same status as any, RB 192.1)
    Role.ABILITY_TAKEN: "RB 359.3.f.4",
    # "you control it for as long as ...": a delayed passive ability whose window the effect
    # states, ending the first time its condition does not hold
    Role.CONTROL_WHILE: "RB 390.4",
    # "your Deathknells trigger an additional time": each trigger its own pending item
    # (riftboundfaq Karthus, Eternal #countering-dual-deathknells)
    Role.TRIGGER_AGAIN: "RB 808.1.d.2",
    # a kill instruction puts the unit's own-death triggers pending before it moves
    # (riftboundfaq Baited Hook #karthus-deathknell-timing)
    Role.OWN_DEATH_TRIGGER: "RB 428.1.a.1.b",
    # a unit killed as a cost must not be the unit the card targets while another can be
    # killed (the Core Rules' own example)
    Role.COST_DOOMS_TARGET: "RB 357.3",
    # "then you may ..." in a triggered ability: decided as it resolves (riftboundfaq Abilities
    # #optional-trigger-decision)
    Role.MAY_AS_IT_RESOLVES: "RB 383.3.a.3",
    # a countered card sets off no "when ... plays" (riftboundfaq Abandoned Hall #countered-spell)
    Role.UNPLAYED_NOT_SEEN: "RB 419.4.a.1",
    # ignoring its cost, its additional costs and increases are still paid (riftboundfaq Costs
    # and Payments #ignored-costs)
    Role.FREE_PLAY_ADDED: "RB 356.1.b.3",
    # "without paying its Energy (Power) cost": that part of the base cost only (RB 356.1.b.2);
    # "without paying its cost" as "ignoring any and all costs": the total cost is 0 (v1.4)
    Role.FREE_PART: "RB 356.1.b.2",
    Role.FREE_ALL: "RB 356.5.a",
    Role.NTH_TIME: "RB 383.1",  # "the [Nth] time" plus an event
    Role.NTH_AT_ONCE: "RB 383.1.b",  # met several times at once, it triggers once
    # "once each turn" / "N times each turn": performed at most that many times a turn; a
    # "you may" one chosen as it finalizes, and declined then it can be performed later
    Role.LIMITED_USE: "RB 383.3.e.1",
    Role.LIMITED_USE_CHOSEN: "RB 383.3.e.2.a",
    Role.LIMITED_USE_DECLINED: "RB 383.3.e.2.b",
    # ... on a replacement: that many events each turn, then no more that turn
    Role.LIMITED_REPLACEMENT: "RB 371.1",
    Role.OPTIONAL_REPLACEMENT: "RB 371.2.a",
    Role.OPTIONAL_REPLACEMENT_DECLINED: "RB 371.2.b",
    # "when a player plays a spell, they may ...": that player controls it (RB 190.6.c)
    Role.EVENT_PLAYER_CONTROLS: "RB 190.6.c",
    # ----- card text: conditions, referents, linked instructions ------------------------------
    # An instruction's complement includes the condition it is done under (v1.4 only).
    Role.CONDITION: "RB 135.2.b.5.a",
    # An "if" right after the trigger condition belongs to it (v1.3 numbers it 383.3.e).
    Role.TRIGGER_CONDITION: "RB 383.2.a.1",
    Role.STATIC_CONDITION: "RB 364.3.a",  # passive abilities can be conditional ("while")
    Role.STATIC_ABILITY: "RB 364",  # a passive ability states what is so while it applies
    Role.REFERENT: "RB 359.3.f.2",  # "here", "my", "its": checked as the instruction runs
    # "that battlefield" of "when I move to a battlefield": taken as the condition is met
    Role.TRIGGER_REFERENT: "RB 359.3.f.3",
    # "until I leave the board": over when its source leaves (never made if it has left)
    Role.DURATION_OVER: "RB 359.3.e.16",
    Role.REPLACING_AS_IT_LEAVES: "RB 370.4",  # it replaces deaths it dies together with
    Role.PLACE_KEPT: "RB 190.4.a",  # its controller keeps a battlefield while they have units
    Role.NULL_INFO: "RB 359.3.e.12",  # read from an illegal target: null, the calculation ignored
    Role.LINKED: "RB 359.3.e.14.a",  # the earlier linked instruction must have happened
    Role.LINKED_REPLACED: "RB 359.3.e.14.b",  # its action replaced: the later one still ...
    # ----- replacement effects and restrictions -----------------------------------------------
    Role.REPLACEMENT: "RB 370.1.b",  # events put in place of the event (v1.3: 370.1.a)
    Role.REPLACEMENT_ORDER: "RB 372",  # v1.4: the controller of the object acted on orders
    Role.REPLACEMENT_ORDER_PLAYER: "RB 372.1",  # a player acted on orders their own
    Role.REPLACEMENT_ONCE: "RB 370.2",  # once to an event, including what replaced it
    Role.ATTACKERS_TOTAL: "RB 465.2.a",  # the Attacker's damage: its attacking units' Might
    Role.DEFENDERS_TOTAL: "RB 465.2.b",  # the Defender's: its defending units' Might
    Role.ADDS_NO_MIGHT: "RB 423.1.b",  # a stunned unit adds no Might to its side's damage
    Role.REPLACED_DEATH: "RB 808.1.d.1",  # no trash, no own-death trigger
    Role.LEFT_WITHOUT_DYING: "RB 808.1.d.1",  # never in the trash: no own-death trigger
    Role.REPLACED_EVENT: "RB 370.1.a.1",  # it never happened: nothing triggers on it
    Role.SKIPPED_PHASE: "RB 443.2",  # a phase replaced is replaced with nothing; play goes on
    Role.REPLACED_COST: "RB 357.2.a",  # an exhaust or discard cost replaced is paid
    Role.RESTRICTION: "RB 054.1",  # can't beats can
    # a card that leaves the board under another player's control goes to its owner's hand,
    # trash or deck, never its controller's
    Role.OWNER_ZONE: "RB 056.2",
    Role.NOTHING_DONE: "RB 055.1",  # a fully impossible card still resolves
    Role.INSTRUCTION_TARGETS_GONE: "RB 359.3.e.7",  # all its targets gone: not carried out
    # exhausting what is exhausted, readying what is ready: nothing happens, so nothing
    # waiting for it becoming so triggers
    Role.SAME_STATE: "RB 414.1.c", Role.SAME_STATE_READY: "RB 415.1.c",
    Role.YOUR_DAMAGE: "RB 142.3.b",  # "your damage": what you marked (v1.4; v1.3 has none)
    Role.STATIC_OFF_BOARD: "RB 365.1",  # a passive works only on the board
    Role.ABILITY_DAMAGE_SOURCE: "RB 417.6.b.2.a",  # an ability's card deals its damage too
    # "the damage becomes N" is a replacement but no Prevent: damage is prevented only where an
    # effect says to prevent it, so "can't be prevented" does not stop it
    Role.DAMAGE_BECOMES: "RB 437.6.a",
    Role.LAYERS_AGAIN: "RB 476.2",  # a granted passive that modifies joins the next pass
    # "loses all abilities", "loses Assault": layer 2 removes abilities (engine/lost.py), in
    # timestamp order with those it gives (RB 480)
    Role.LOSES_ABILITIES: "RB 477.2.a",
    # "Might becomes N" is layer 1 (RB 477.1.a.1), "+N Might" layer 3: a set never undoes an
    # increase, whichever came first; two sets of one layer go by timestamp (RB 480.3)
    Role.LAYERS: "RB 477", Role.TIMESTAMP: "RB 480.3",
    Role.STAT_BONUS_LAST: "RB 477.3.a",  # a buff's +1 is layer-3 arithmetic after a set
    # A triggered or activated ability with `while:` is how a dependent keyword's ability is
    # written (terms.py): inactive until its condition is met.
    Role.ABILITY_CONDITION: "RB 727.1.b.2",  # active while its condition holds
    Role.ACTIVATION_CONDITION: "RB 377.2.b",  # "use only while ...": true to activate it
    # an activated dependent ability already on the chain goes on though it went inactive
    Role.ABILITY_CONDITION_LOST: "RB 727.1.c.3.a",
}
#: Costs (RB 356: base changes, increases, then discounts, never below 0; 383.3.b.1: a trigger's
#: cost is paid to finalize it; 404.2: its controller may refuse).
ROLES |= {Role.MOVED_LOOK_BACK: "RB 359.3.e.13"}  # "the killed unit's Might": as it was there
ROLES |= {Role.SWAP: "RB 433.1.b", Role.SWAP_EQUAL: "RB 433.1.c",
          Role.SWAP_SEPARATE: "RB 433.1.a"}  # Swap: a keyword action
ROLES |= {Role.DISCARD_WATCHED: "RB 422.1.b"}  # "when you discard": after the discard
ROLES |= {Role.LEFT_STACK_STOPS: "RB 359.3.e.15"}  # off the chain as it resolves: it stops
ROLES |= {Role.DEATH_NOTED: "RB 808.1.d.3"}  # "when I die ... my Might": as it died
ROLES |= {Role.COST_CHANGE: "RB 356", Role.FREE_PLAY: "RB 356.1.b.1",
          Role.COST_INCREASE: "RB 356.3", Role.COST_REDUCTION: "RB 356.4",
          Role.COST_UNPAID: "RB 358.2",
          Role.TRIGGER_COST: "RB 383.3.b.1", Role.TRIGGER_COST_DECLINED: "RB 404.2",
          Role.UNPAID_NOT_COUNTERED: "RB 404.2.a",  # "Is it countered?": no, removed
          # Card text that lets a card be played beyond the rules wins (RB 002); tokens leave
          # no trace off the board (RB 186.1); control of objects (RB 191).
          Role.PERMISSION: "RB 002", Role.TOKEN: "RB 182", Role.TOKEN_CEASES: "RB 186.1",
          Role.DECK_BOTTOM: "RB 416.1.a",
          # RB 477.1.b: copy effects, in layer 1; a copy takes only the copyable traits, and a
          # copy of a copy what that one became
          Role.BECOME_COPY: "RB 477.1.b.1", Role.COPY_OWN_TRAITS: "RB 477.1.b.1.a",
          Role.COPY_OF_A_COPY: "RB 477.1.b.1.b", Role.PLAYED_COPY_GONE: "RB HP.22",
          Role.PLAYED_PERMANENT_COPY_GONE: "RB HP.23",
          # an effect that changes an object's controller changes one of its traits, in layer 1
          # (RB 477.1.a names the controller among them); RB 191 is who controls what one
          # played, hid or created, not a change of control
          Role.GAIN_CONTROL: "RB 477.1.a", Role.TARGET_KIND: "RB 355.9.b",
          Role.ADDITIONAL_COST: "RB 356.2.a.1", Role.TRIGGER_ORDER: "RB 383.3.d"}
#: The sub-rule that decides each kind of step.
ROLES |= {Role.PASS: "RB 339.2", Role.ALL_PASSED: "RB 339.1", Role.PASS_EMPTY: "RB 316.9.a",
          Role.PRIORITY_AFTER_RESOLVE: "RB 340.4", Role.SACRIFICE: "RB 428.1.a.1",
          Role.TARGET_SELF: "RB 355.9.c", Role.TARGET_GONE: "RB 359.3.e.2",
          # RB 359.3.e.4: a target that went to a non-board zone and came back is another
          # object, illegal though it fits the requirements again
          Role.TARGET_CAME_BACK: "RB 359.3.e.4",
          # RB 758.1: a target made untargetable by the item after it was chosen is mistargeted
          Role.TARGET_MADE_UNTARGETABLE: "RB 758.1",
          # RB 359.3.e.3: a target that stopped fitting and fits again counts as legal
          Role.TARGET_LEGAL_AGAIN: "RB 359.3.e.3",
          Role.PREVENT_ALL: "RB 437.1.b.1.b", Role.PREVENT_APPLY: "RB 437.2",
          # RB 437.3: what a Prevent Value prevented comes off it; the rest carries on
          Role.PREVENT_VALUE_LOWERED: "RB 437.3",
          # RB 422.3: "discard 2" as a cost needs two cards in hand that can be discarded
          Role.DISCARD_COST: "RB 422.3",
          # RB 419.3.c: told to play something with nothing eligible, nothing happens
          Role.PLAY_NOTHING: "RB 419.3.c",
          # RB 128.6.a: "play a unit from your hand" names a kind of Secret or Private card, so
          # its player may ignore it (v1.4; v1.3 has no such rule)
          Role.PLAY_HIDDEN_DECLINED: "RB 128.6.a",
          Role.TRIGGER_DECLINED: "RB 383.3.a.2", Role.TRIGGER_NO_TARGET: "RB 402.4",
          Role.TRIGGER_OPTIONAL: "RB 402.1", Role.TRIGGER_MUST_CHOOSE: "RB 402.4.b",
          Role.ACTIVATE_NO_TARGET: "RB 402.3",
          # An "if" in a triggered ability's instructions is part of its Effect, read as it
          # resolves (RB 383.2.a.1 is the one right after the trigger condition).
          Role.TRIGGER_EFFECT_CONDITION: "RB 383.2.b",
          # Kills, discards and choices are non-standard costs, paid in the cost step too.
          Role.OTHER_COSTS: "RB 357.2",
          Role.GROUP_TARGETS: "RB 355.11.a", Role.GROUP_RECHECK: "RB 355.11.b",
          Role.GROUP_NONE: "RB 355.13", Role.GROUP_COUNT: "RB 355.14.c",
          Role.OPPONENT_CHOSEN: "RB 355.10", Role.NOT_A_TARGET: "RB 355.10.d.1",
          Role.NOT_A_TARGET_WITHIN_TARGET: "RB 355.10.b",
          Role.COMPONENT_DISCOUNT: "RB 356.4.c", Role.DISCOUNT_MINIMUM: "RB 356.4.e",
          Role.COST_FLOOR: "RB 356.6",
          Role.OPTIONAL_ADDITIONAL_COST: "RB 356.2.b.1",
          Role.DELAYED_TRIGGER: "RB 390.2", Role.DELAYED_INDEPENDENT: "RB 392",
          Role.DELAYED_WINDOW: "RB 391"}
ROLES |= {Role.COMBAT_ENDS: "RB 466.7.a"}  # the combat ends: designations removed

#: Core Rules v1.3 has no general rule on an instruction's condition (RB 135.2.b.5 is new in
#: v1.4), nor on counters leaving the board (RB 748), nor on declining to act on hidden cards
#: an instruction names by their kind (RB 128.6), nor on a "you may" trigger accepted or declined
#: as it goes on the chain (RB 402.1); every other role has the same number (the v1.4 one, which
#: the rule's `editions` note maps to v1.3's where they differ).
ROLES_V13: dict[Role, str] = {r: rid for r, rid in ROLES.items()
                              if r not in (Role.CONDITION, Role.COUNTERS_LEFT_BEHIND,
                                           Role.PLAY_HIDDEN_DECLINED, Role.TRIGGER_OPTIONAL)}
