"""Every step cites the most specific rule that decides it.

Two checks keep the citations deep:

- Each game maps every engine role (engine/roles.py) to a rule at the depth this table expects
  (`ROLE_DEPTH`: how many rules sit above it), and that rule has no sub-rules unless it is listed
  in `GENERAL` with the reason its own text, not a sub-rule, is what decides.
- Every step of every bundled scenario cites either rules without sub-rules, or a rule together
  with one of its sub-rules, the specific one first (a step that rests on both), or a rule of
  `GENERAL`. A step that cites a rule with sub-rules when one of them is the one that applies
  fails here: cite the sub-rule (through the game's role, or its own tables).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.core import specific_first
from judge.engine.roles import Role
from judge.games import GAMES, find_game
from judge.model.rules import parent_candidates

from .conftest import ROOT, SCENARIOS, each_half, in_half
from .resolved import bundled_ruling

#: game -> role -> how many rules sit above the rule the role cites (`RB 312.1.a`: 2).
ROLE_DEPTH: dict[str, dict[Role, int]] = {
    "vandaria-wars": {
        Role.ABILITY_SOURCE: 1, Role.ACTIVATE: 2, Role.ADDITIONAL_COST: 2, Role.ALL_PASSED: 2,
        Role.CANCEL: 2, Role.CARD_DESTINATION: 0, Role.CHOOSE_X: 2, Role.CONTROL: 0,
        Role.COPY: 1, Role.COST: 2, Role.COST_CHANGE: 1, Role.COST_INCREASE: 1,
        Role.COST_REDUCTION: 1, Role.COST_UNPAID: 2, Role.DRAW: 0, Role.ENTERS_BOARD: 2,
        Role.EXHAUST_COST: 2, Role.EXTRA_RESOURCES_UNPAID: 2, Role.FREE_PLAY: 1,
        Role.GAIN_CONTROL: 1, Role.ITEM_LEFT: 2, Role.LETHAL: 0,
        Role.LOOP: 0, Role.MODES: 2, Role.PASS: 2, Role.PASS_EMPTY: 0, Role.PERMISSION: 1,
        Role.PLAY: 2, Role.PLAY_NOW: 1, Role.PLAY_ZONE: 2, Role.PREVENT: 2, Role.PREVENT_ALL: 2,
        Role.PREVENT_APPLY: 2, Role.PRIORITY: 2, Role.PRIORITY_AFTER_RESOLVE: 2,
        Role.REPLACEMENT: 1, Role.REQUIREMENTS: 2, Role.RESOURCE: 2, Role.RESPONSE: 2,
        Role.RESTRICTION: 1,
        Role.SACRIFICE: 2, Role.STACK_ORDER: 2, Role.TARGET_GONE: 2,
        Role.TARGET_RECHECK: 2, Role.TARGETS: 0, Role.TOKEN: 1, Role.TOKEN_CEASES: 1,
        Role.TRIGGER: 2, Role.TRIGGER_NO_TARGET: 0, Role.TURN: 0, Role.STACK_TOP: 2,
        Role.TRIGGER_COST: 2, Role.TRIGGER_COST_DECLINED: 2,
        # house policies (VW HP.40-42): what a copy keeps, damage to a card without HP, a
        # card that left play read by a skill
        Role.COPY_KEEPS: 0, Role.NO_TOUGHNESS: 0, Role.LAST_KNOWN: 0, Role.SOURCE_GONE: 0,
        Role.ITEM_WAITS: 2, Role.AMOUNT_READ: 2, Role.CONDITION_READ: 2, Role.PLAYED_BEFORE: 2,
        Role.TRIGGER_ORDER: 0,  # VW HP.5: one player's skills triggered at once, their order
        Role.STATIC_ABILITY: 0,  # VW HP.56: the guide has no rule for continuous skills
        Role.NAMED_KEPT: 2,  # VW REG.14.a: the job named as the card was registered
    },
    "force-of-will": {
        Role.ABILITY_RESOLVES: 1, Role.ABILITY_SOURCE: 1, Role.ADDITIONAL_COST: 3,
        Role.ALL_PASSED: 2, Role.AS_LONG_AS: 1, Role.CANCEL: 1, Role.CARD_DESTINATION: 1,
        Role.CHOOSE_X: 2, Role.CONTROL: 1, Role.COPY: 1, Role.COST: 2, Role.COST_CHANGE: 2,
        Role.COST_INCREASE: 3, Role.COST_REDUCTION: 3, Role.COST_UNPAID: 3,
        Role.DAMAGE_INCREASES_FIRST: 2, Role.DESTROYED_DESTINATION: 1, Role.DRAW: 1,
        Role.ENTERS_BOARD: 2,
        Role.EXHAUST_COST: 1, Role.FREE_PLAY: 3, Role.GAIN_CONTROL: 2, Role.GROUP_EFFECT: 1,
        Role.FREE_X: 3, Role.BECOMES_TRAIT: 1, Role.GAINS_STATS: 1, Role.COUNTERS_LEFT_BEHIND: 1,
        Role.IMPOSSIBLE_REPLACEMENT: 2, Role.REPLACED_COST: 3, Role.SKIPPED_PHASE: 1,
        Role.LAYERS: 1, Role.LETHAL: 1,
        Role.LINKED: 1,
        Role.LOOP: 2, Role.LOOP_STOPPED: 2, Role.MODES: 2, Role.NO_RESPONSE: 1,
        Role.ONE_DOUBLING: 3, Role.PASS: 2,
        Role.PASS_EMPTY: 2, Role.PERMISSION: 1, Role.PLAY_NOW: 2, Role.PLAY_ZONE: 1,
        Role.PREVENT: 2, Role.PREVENT_ALL: 2, Role.PREVENT_APPLY: 2, Role.PRIORITY: 1,
        Role.PRIORITY_AFTER_RESOLVE: 2, Role.READ_ON_EXECUTION: 1, Role.REPLACEMENT: 1,
        Role.REPLACEMENT_ONCE: 1, Role.REPLACEMENT_ORDER: 1, Role.RESOURCE: 1,
        Role.OPTIONAL_REPLACEMENT: 1, Role.OPTIONAL_REPLACEMENT_DECLINED: 1,
        Role.LIMITED_REPLACEMENT: 1, Role.LIMITED_ACTIVATION: 1, Role.LIMITED_USE: 1,
        Role.RESTRICTION: 1, Role.SACRIFICE: 1, Role.STACK_ORDER: 2, Role.STATIC_ZONE: 1,
        Role.STATIC_ABILITY: 1, Role.STATIC_CONDITION: 1, Role.ARRIVES_WITH: 1,
        Role.TARGET_GONE: 1, Role.TARGET_RECHECK: 2, Role.TARGET_SELF: 3, Role.TARGETS: 2,
        Role.TIMESTAMP: 2, Role.TOKEN: 2, Role.TOKEN_CEASES: 2, Role.DECK_BOTTOM: 1,
        Role.PLAYED_COPY_GONE: 2, Role.COPY_NOT_PLAYABLE: 2, Role.PLAYED_COPY: 1,
        Role.TRIGGER: 1,
        Role.TRIGGER_CONDITION: 1, Role.TRIGGER_COST: 1, Role.TRIGGER_DECLINED: 2,
        Role.TRIGGER_NO_TARGET: 1, Role.TRIGGER_ORDER: 1, Role.NO_TOUGHNESS: 1,
        Role.ABILITY_KIND: 1, Role.ABILITY_OF_TYPE: 2, Role.DAMAGE_BECOMES: 1,
        Role.WOULD_BE_EVENTS: 2, Role.BECOME_COPY: 1, Role.SAME_SOURCE: 2,
        Role.TAX_SKIPS_RESOURCE: 1, Role.DOUBLING: 2, Role.DURATION_OVER: 1,
        Role.OWNER_ZONE: 1, Role.SAME_STATE: 1, Role.TRIGGER_COUNT: 1, Role.DRAW_EACH: 1,
        Role.HAND_SIZE: 1, Role.TURN_DRAW: 1, Role.STATUS_TRIGGER: 2,
        Role.DISCARD_WATCHED: 1, Role.DELAYED_TRIGGER: 1, Role.DELAYED_WINDOW: 2,
        Role.DAMAGE_FOR_EACH: 2, Role.PLAYER_DAMAGE: 1, Role.KEEPS_PRIORITY: 2,
        Role.LAST_KNOWN: 1,
        Role.EFFECTS_LEFT_BEHIND: 2,
        Role.SEEN_ON_THE_BOARD: 2, Role.MOVER_TRACKS: 2,
        Role.GROUP_MOVE: 1, Role.COPY_KEEPS: 2, Role.COPY_GONE: 1, Role.STAT_BONUS_LAST: 2,
        Role.YOU_IS_CONTROLLER: 1, Role.ABILITY_OF_CONTROLLER: 2, Role.ABILITY_TAKEN: 1,
        Role.LOSES_ABILITIES: 2, Role.GRANT_ENDED: 1, Role.DEPENDENCY: 2,
        Role.PUT_NOT_PLAYED: 1, Role.CONTROL_WHILE: 2, Role.COMBAT_ENDS: 1,
    },
    "riftbound": {
        Role.ATTACKERS_TOTAL: 2, Role.DEFENDERS_TOTAL: 2, Role.ADDS_NO_MIGHT: 2,
        Role.ABILITY_CONDITION: 3, Role.ACTIVATION_CONDITION: 2, Role.ABILITY_CONDITION_LOST: 4,
        Role.ADDITIONAL_COST: 3,
        Role.ALL_PASSED: 1, Role.CANCEL: 2,
        Role.CARD_DESTINATION: 0, Role.TRIGGER_EFFECT_CONDITION: 2, Role.OTHER_COSTS: 1,
        Role.CONDITION: 4, Role.CONTROL: 2, Role.COST: 1, Role.COST_CHANGE: 0,
        Role.COST_INCREASE: 1, Role.COST_REDUCTION: 1, Role.COST_UNPAID: 1, Role.DRAW: 2,
        Role.ENTERS_BOARD: 1, Role.EXHAUST_COST: 1, Role.FREE_PLAY: 3, Role.GAIN_CONTROL: 2,
        Role.LETHAL: 1, Role.LINKED: 4, Role.LINKED_REPLACED: 4, Role.LOOP: 0, Role.MODES: 1,
        Role.PASS: 1, Role.PASS_EMPTY: 2, Role.PERMISSION: 0, Role.PLAY_ZONE: 2,
        Role.PREVENT: 3, Role.PREVENT_ALL: 4, Role.PREVENT_APPLY: 1, Role.PRIORITY: 2,
        Role.PREVENT_VALUE_LOWERED: 1, Role.DISCARD_COST: 1, Role.PLAY_NOTHING: 2,
        Role.PLAY_HIDDEN_DECLINED: 2,
        Role.PRIORITY_AFTER_RESOLVE: 1, Role.REFERENT: 3, Role.NULL_INFO: 3, Role.REPLACED_DEATH: 3,
        Role.PLACE_KEPT: 2,
        Role.LEFT_WITHOUT_DYING: 3,
        Role.MOVED_LOOK_BACK: 3,
        Role.TRIGGER_REFERENT: 3, Role.DURATION_OVER: 3,
        Role.REPLACING_AS_IT_LEAVES: 1,
        Role.REPLACED_EVENT: 3, Role.REPLACED_COST: 2, Role.LAYERS_AGAIN: 1,
        Role.LOSES_ABILITIES: 2, Role.LAYERS: 0, Role.TIMESTAMP: 1, Role.STAT_BONUS_LAST: 2,
        Role.SKIPPED_PHASE: 1, Role.SWAP: 2, Role.SWAP_EQUAL: 2, Role.SWAP_SEPARATE: 2,
        Role.DISCARD_WATCHED: 2, Role.LEFT_STACK_STOPS: 3, Role.DEATH_NOTED: 3,
        Role.REPLACEMENT: 2, Role.REPLACEMENT_ONCE: 1, Role.REPLACEMENT_ORDER: 0,
        Role.RESOURCE: 1, Role.RESTRICTION: 1, Role.YOUR_DAMAGE: 2, Role.DAMAGE_BECOMES: 2,
        Role.STATIC_OFF_BOARD: 1, Role.OWNER_ZONE: 1, Role.NOTHING_DONE: 1,
        Role.INSTRUCTION_TARGETS_GONE: 3,
        Role.ABILITY_DAMAGE_SOURCE: 4, Role.SACRIFICE: 3, Role.STACK_ORDER: 1,
        Role.ABILITY_SOURCE: 1, Role.ABILITY_CONTROL_FIXED: 2, Role.ABILITY_OF_CONTROLLER: 2,
        Role.EFFECTS_LEFT_BEHIND: 1,
        Role.COUNTERS_LEFT_BEHIND: 0,
        Role.ATTACHED_CONTROL_APART: 2, Role.UNPLAYED_NOT_SEEN: 3, Role.SPELL_CONTROL: 1,
        Role.PLAYED_CONTROL: 1, Role.COST_FLOOR: 1,
        Role.ABILITY_TAKEN: 3, Role.CONTROL_WHILE: 1, Role.TRIGGER_AGAIN: 3,
        Role.OWN_DEATH_TRIGGER: 4, Role.COST_DOOMS_TARGET: 1, Role.MAY_AS_IT_RESOLVES: 3,
        Role.FREE_PLAY_ADDED: 3, Role.FREE_PART: 3, Role.FREE_ALL: 2,
        Role.NTH_TIME: 1, Role.NTH_AT_ONCE: 2, Role.EVENT_PLAYER_CONTROLS: 2,
        Role.LIMITED_USE: 3, Role.LIMITED_USE_CHOSEN: 4, Role.LIMITED_USE_DECLINED: 4,
        Role.LIMITED_REPLACEMENT: 1,
        Role.OPTIONAL_REPLACEMENT: 2,
        Role.OPTIONAL_REPLACEMENT_DECLINED: 2,
        Role.STATIC_CONDITION: 2, Role.STATIC_ABILITY: 0, Role.TARGET_GONE: 3, Role.TARGET_KIND: 2,
        Role.TARGET_RECHECK: 3, Role.TARGET_SELF: 2, Role.TARGETS: 1, Role.TOKEN: 0,
        Role.TARGET_CAME_BACK: 3, Role.TARGET_MADE_UNTARGETABLE: 1, Role.TARGET_LEGAL_AGAIN: 3,
        Role.TOKEN_CEASES: 1, Role.DECK_BOTTOM: 2, Role.TRIGGER: 2, Role.TRIGGER_CONDITION: 3,
        Role.TRIGGER_COST: 3,
        Role.TRIGGER_COST_DECLINED: 1, Role.UNPAID_NOT_COUNTERED: 2, Role.TRIGGER_DECLINED: 3,
        Role.TRIGGER_NO_TARGET: 1,
        Role.ACTIVATE_NO_TARGET: 1,
        Role.TRIGGER_ORDER: 2, Role.GROUP_TARGETS: 2, Role.GROUP_RECHECK: 2, Role.GROUP_NONE: 1,
        Role.GROUP_COUNT: 2, Role.COMPONENT_DISCOUNT: 2, Role.DISCOUNT_MINIMUM: 2,
        Role.OPTIONAL_ADDITIONAL_COST: 3, Role.DELAYED_TRIGGER: 1, Role.DELAYED_INDEPENDENT: 0,
        Role.DELAYED_WINDOW: 0, Role.COMBAT_ENDS: 2,
        Role.OPPONENT_CHOSEN: 1, Role.NOT_A_TARGET: 3, Role.NOT_A_TARGET_WITHIN_TARGET: 2,
        Role.SAME_STATE: 2, Role.SAME_STATE_READY: 2, Role.TRIGGER_OPTIONAL: 1,
        Role.REPLACEMENT_ORDER_PLAYER: 1,
        Role.TRIGGER_MUST_CHOOSE: 2, Role.BECOME_COPY: 3, Role.COPY_OWN_TRAITS: 4,
        Role.COPY_OF_A_COPY: 4, Role.PLAYED_COPY_GONE: 0,
        Role.PLAYED_PERMANENT_COPY_GONE: 0,
    },
}

#: game -> rules with sub-rules that a step may cite on their own: their own text decides the
#: step, and their sub-rules cover other cases (cited when one of those applies).
GENERAL: dict[str, dict[str, str]] = {
    "vandaria-wars": {},
    "force-of-will": {
        "FOW 302.3": "a card that changes zones is a new object; the sub-rules are exceptions",
        "FOW 1101.2": "a keyword gained again is had once; 1101.2a-1101.2c are the exceptions "
                      "(several «Melody», «Blessing», «Mantra»)",
        "FOW 910.2c": "doubling multiplies each recipient's damage by 2, once divided; "
                      "910.2c-1 is only one doubling applying (cited when it decides)",
        "FOW 1303.2": "tokens other than gem, crystal, clue and will coin tokens are treated as "
                      "cards; 1303.2a-1303.2b are about choosing and effects on tokens",
        "FOW 405.5": "each player takes five cards, then the mulligans; 405.5a is the mulligan",
        "FOW 906.8": "an effect sets up a delayed automatic ability; 906.8a (once only) and "
                     "906.8b (the card it refers to) are cited where they decide",
        "FOW 502.1": "the beginning of the game happens in the first draw phase, with priority "
                     "only if anything triggered; 502.1a-502.1b limit and order the triggers",
        "FOW 711.2": "playing a rune that is not an addition (a copy); 711.2a is its resolving",
        "FOW 711.3": "playing an addition/rune; 711.3a is it leaving the rune area",
        "FOW 1103.2": "a blocked [Pierce] attacker divides its damage; .a-.b are by what it hit",
        "FOW 104.7": "a number in text means that many or more; 104.7a are its exceptions "
                     "(combined number, X, total cost)",
        "FOW 1120.3": "[Barrier] <information> keeps off only spells and abilities with it; "
                      "1120.3a is <opponent> in a four-player game",
        "FOW 909.1d": "effects that add or remove abilities apply in this layer, in timestamp "
                      "order; 909.1d-1 is about playing one of several instances of a named "
                      "ability",
        "FOW 1019.1": "what discarding is; 1019.1a is a discard a replacement sends elsewhere",
        "FOW 105.3": "\"you\" in an ability is its controller; .a-.c say who controls what "
                     "when no effect changed control",
        "FOW 1307.5": "an alternative card has both halves combined off the chase and out of the "
                      "field; 1307.5a-1307.5c say what combined means for names, cost, types",
        "FOW 1302.2f": "a Shift card is past side up but in the field, on the chase and as it is "
                       "played; -1 is a move by other means, -2 seeing both sides",
        "FOW 1302.3e": "an Inverse card is hope side up in the public areas but the field, the "
                       "chase and the removed area; -1 is a move other than by being played, -2 "
                       "seeing both sides",
        "FOW 1110.4": "an awakened card has its extra text; .a-.b are how that text reads",
        "FOW 1111.2": "banish one resonator per will symbol; .a-.b are several or 'or' symbols",
        "FOW 1112.2": "[Quickcast] plays with priority; 1112.2a is losing it while played",
        "FOW 1115.2": "[Remnant] plays it from the graveyard; 1115.2a is Contract processes",
        "FOW 1118.2": "[Limit]'s counters and trigger; .a-.b are no counters left",
        "FOW 1029.1": "a J/resonator removed from battle is no longer in it; .a-.c are the "
                      "attacker, the blocker and the attacked (cited when one is removed)",
        "FOW 1167.2": "what [Untouchable] means on the chase; 1167.2a is its abilities",
        "FOW 1017.2": "copying an entity makes a token copy; .a-.b are what it keeps and where "
                      "it goes",
        "FOW 1126.2": "what [Inheritance] means; 1126.2a is where the ability works",
        "FOW 1127.2": "[Resonance]'s trigger; 1127.2a is a card only treated as that type",
        "FOW 1137.3": "[Rune] (Number) grants text by the count of revealed runes; 1137.3a "
                      "is the will-symbol form, another condition",
        "FOW 1017.6": "playing a copy of a card; .a-.d are what follows (cited when they decide)",
        "FOW 1024.3": "making a J-ruler astral; .a-.e are J-rulers that cannot be made astral",
        "FOW 1156.3": "a [Fusion] addition stays added though it loses its abilities; 1156.3a is "
                      "what it still gives its J/resonator",
        "FOW 702.1": "playing a resonator, regalia or addition at main timing; 702.1a is runes",
        "FOW 905.5": "an activate ability with a willpower cost is a willpower ability; .a-.b "
                     "are once a turn and cost increases (cited when they decide)",
        "FOW 717.2b": "willpower counters added or removed as it is played; -1 is a +N or 0 "
                      "cost, -2 a will ability (cited when they decide)",
        "FOW 717.2": "the procedure of playing a willpower ability; .a-.b are its steps",
        "FOW 717.1": "willpower abilities at main timing; 717.1a is whose cards",
        "FOW 705.1": "when a judgment may be played; the sub-rules are about one on the chase",
        "FOW 713.1": "a Contract process is played only as its chant or Contract ability resolves, "
                     "with the named ruler in the ruler area; .a-.c: a rested ruler, a called "
                     "stone, the conditions",
        "FOW 714.1": "a Transcend process is played only as the chant or ability asking for it "
                     "resolves; .a-.d: the cards it needs and the J/rulers it cannot use",
        "FOW 705.3a": "the ruler becomes a J-ruler; 705.3a-1 is about 'doing judgment' triggers",
        "FOW 901.1": "the kinds of abilities: a target of another kind than the one asked for "
                     "rests on the list; .a-.c define each kind",
        "FOW 708.2": "a [Trigger] card triggers by being revealed; 708.2a: only once",
        "FOW 708.3": "a triggered [Trigger] card is played; 708.3a: when it cannot be",
        "FOW 718.2": "no passing with a forced attacker; the sub-rules define 'able to attack'",
        "FOW 803.3": "attack or forfeit; the sub-rules define the attacker and the attacked",
        "FOW 803.5": "resting the attacker; 803.5a is when it stops attacking",
        "FOW 804.4": "resting the blocker; 804.4a is when it stops blocking",
        "FOW 806.2": "which attackers deal damage in this step; the sub-rules say to whom",
        "FOW 902.1": "where an ability works; the sub-rules list the zones per card type",
        "FOW 903.2f": "moving to the chase; 903.2f-1 is about continuous effects that follow",
        "FOW 903.2h": "the player picks X; the sub-rules are the cases where rules set it",
        "FOW 903.2i": "choosing targets; the sub-rules are limits on them",
        "FOW 903.2k": "working out the cost as a whole (increases and reductions cite theirs)",
        "FOW 903.2l": "paying the cost; the sub-rules are costs not paid, replaced or willpower",
        "FOW 903.2n": "played by an effect; the sub-rules are several actions and prohibitions",
        "FOW 906.4": "the trigger count; 906.4a is the standby-area exception",
        "FOW 1015.1": "what triggering an automatic ability is (\"triggers only once per "
                      "turn\"); 1015.1a is an effect saying it won't trigger",
        "FOW 906.5": "playing triggered objects; 906.5a is starting over",
        "FOW 906.6": "a triggered object must be played; the sub-rules are exceptions",
        "FOW 909.1": "the order of continuous effects as a whole: which step applies first",
        "FOW 909.4": "effects over 'cards that ...'; 909.4a is the gain-control exception",
        "FOW 910.1": "the original event never happens; 910.1a is hidden replacements",
        "FOW 910.2": "who orders several replacements; the sub-rules are special cases",
        "FOW 910.2d": "replaced by the impossible; 910.2d-1 is an event that cannot happen",
        "FOW 1010.1": "where a destroyed card goes; the sub-rules are J-rulers and rulers",
        "FOW 1017.3": "a copy on the chase is not played; 1017.3c is cited when it leaves",
        "FOW 1024.2": "a destroyed J-ruler becomes astral; the sub-rules are the exceptions",
        "FOW 1304.5": "a 1st form J-ruler plays its [Judgment] as a ruler does; the sub-rules are "
                      "what its resolution does",
        "FOW 1304.5a": "the 1st form becomes its 2nd form; 1304.5a-1 is about 'doing Judgment' "
                       "triggers",
        "FOW 1123.2": "[Bloodlust]: must attack if able; 1123.2a is about attack order",
        "FOW 1204.1": "lethal damage destroys; 1204.1a-b are attribution and survivors",
        "FOW 712.2": "the Revolution Order process and what the spell gains; .a-.d are its "
                     "will, conditions and nature (cited when they decide)",
        "FOW 1046.1": "a will coin produces its will; 1046.1a is a coin listing several",
        "FOW 1037.1": "gaining «Limit Break» creates the token; 1037.1a only names it",
        "FOW 1014.3": "a search finds no card sharing its source's name; 1014.3a is a card put "
                      "into a hidden area unrevealed",
        "FOW 1047.1": "expelling moves the card outside the game; 1047.1a is a card its "
                      "controller does not own",
        "FOW 1117.2": "what [Shift] means: play either side, or shift; 1117.2a is resolving "
                      "the Shift ability",
        "FOW 1119.2": "[Energize] before the game; 1119.2a is rulers without attribute",
        "FOW 1119.4": "a will coin's abilities work in the item area; 1119.4a: nothing changes "
                      "or forbids them",
        "FOW 1143.2": "what [Dive] means; 1143.2a is where its ability works",
        "FOW 1172.2": "the vote of a [Consensus] resonator, addition or regalia as it enters; "
                      "1172.2a is a card entering as a J-ruler or magic stone",
        "FOW 1172.3": "the vote of a [Consensus] chant; 1172.3a is options that target",
    },
    "riftbound": {
        "RB 402.1": "a \"you may\" trigger is accepted or declined as it goes on the chain; "
                    "402.1.a is what declining it does (it is taken off the chain)",
        "RB 434.4": "an attached card takes on its Top-Most Card's location (a gear attached to "
                    "a unit at a battlefield goes there); 434.4.a only adds that this is no move",
        "RB 469": "there are exactly two ways to score, conquering and holding: that nobody "
                  "scored (or a player did not) is decided by the two together; 469.1 and "
                  "469.2 are each way",
        "RB 477": "the order of the layers decides that a Might set (layer 1, 477.1.a.1) "
                  "never undoes an increase (layer 3, 477.3), whichever came first; each "
                  "sub-rule is one layer",
        "RB 143.3.b": "when damage heals; its own text says an ordinary cleanup never heals, "
                      "its sub-rules name the two times it does (the turn's end, a combat's)",
        "RB 204.4.b": "an applied cost is paid as its game action is performed, off the chain; its "
                      "sub-rule (Reaction Add abilities while paying) is cited where one is used",
        "RB 364": "a passive ability states how play goes while it applies (a Might it gives "
                  "is so); 364.1-364.3 say how one is written and that one may be conditional",
        "RB 806.4": "a passive ability grants Action only while its condition holds; 806.4.a is "
                    "a condition only the play itself could make true",
        "RB 813.4": "a passive ability grants Reaction only while its condition holds; 813.4.a "
                    "is a condition only the play itself could make true",
        "RB 355.14.h": "a split with more targets than damage: its controller drops targets; "
                       "355.14.h.1 (v1.4 only) bounds how many, which under v1.3 RB HP.44 reads",
        "RB 430.2": "how channeled runes arrive; 430.2.a (v1.4 only) is that they arrive ready, "
                    "for which a v1.3 ruling cites 430.2 (its cite_instead)",
        "RB 715.4": "no damage dealt, no Bonus Damage (v1.3's text also when the damage was "
                    "reduced to none, RB HP.41); 715.4.a (v1.4 only) is a reduction counting it",
        "RB 143.2.b": "a negative Might counts as 0 when read or added up for combat damage; "
                      "143.2.b.1 is that it is not 0 for the arithmetic that changes it",
        "RB 421.2": "hiding is a discretionary action (your turn, Neutral Open); 421.2.a is "
                    "Hidden letting a card be hidden at all",
        "RB 383.4.e": "an attack trigger triggers when a unit or a player is first designated "
                      "Attacker in a combat (a player's: \"when you attack here\"); 383.4.e.1-3 "
                      "are wording, when it goes on the chain, the name",
        "RB 383.4.f": "a defend trigger triggers when a unit or a player is first designated "
                      "Defender in a combat (a player's: \"when you defend here\"); 383.4.f.1-3 "
                      "are wording, when it goes on the chain, the name",
        "RB 206": "an effect reading a card's cost reads its printed or copied cost, "
                  "whatever was paid; 206.1 is an ability's cost",
        "RB 415.1": "an effect readies an object: it becomes ready, what 'when I ready' waits "
                    "for; 415.1.a-c are how it is shown, and a ready object not readied again",
        "RB 124": "a zone change makes a new object (its attack or defend trigger is checked "
                  "anew in a combat); 124.1-124.2 are what the old one's changes and statuses "
                  "were",
        "RB 313": "focus exists only in a showdown: nobody holds it once a combat's showdown "
                  "has ended (RB 347.2.a) and the combat goes on; 313.1-313.5 are what it "
                  "allows, priority with it and the Neutral state",
        "RB 346": "focus and priority pass when a showdown's chain empties; 346.1 is the "
                  "exception after a trigger's or Add ability's chain (cited under v1.3 for "
                  "RB 347.1.b, which v1.3 lacks)",
        "RB 347": "the focus holder acts in a showdown: v1.3's rule for who gets priority then "
                  "(cited under v1.3 for RB 335.1, which v1.3 lacks); 347.1-347.2 are acting "
                  "and passing",
        "RB 443.2": "a skipped phase is replaced with nothing and play goes on; 443.2.a is "
                    "that nothing triggers on it (cited with it by the replaced event's role)",
        "RB 383.1": "a trigger on \"the [Nth] time\" something happens; 383.1.a is its wording, "
                    "383.1.b the condition met several times at once (cited when it decides)",
        "RB 477.1.b.1": "becoming a copy, a layer-1 effect; 477.1.b.1.a-b are what is copied "
                        "(cited where they decide: a trait kept, a copy of a copy)",
        "RB 329": "cards, tokens and abilities join the chain as its items (a card moved off "
                  "it takes its item along); 329.1-329.3 are pending and finalized items",
        "RB 820.3": "several Repeat instances each paid add an execution; 820.3.a is that "
                    "it is still played once (cited when it decides)",
        "RB 107.3.b": "a facedown zone holds one card; the sub-rules change its capacity",
        "RB 143.4": "units enter exhausted; 143.4.a is Accelerate's exception (cited as 805.6)",
        "RB 144.3": "several units move as one action; the sub-rules are its details",
        "RB 355.10": "a player the text mentions is a target (\"an opponent\" chosen); the "
                     "sub-rules are the exceptions",
        "RB 144.4": "where a standard move may go, as a whole (a refused destination)",
        "RB 144.4.a": "base to battlefield; 144.4.a.1 is the third-player limit",
        "RB 190.4": "gaining control when a showdown or combat ends",
        "RB 477.1.a": "layer 1's traits, the controller among them: an effect that gains control "
                      "(477.1.a.1 is setting Might)",
        "RB 191.4.a": "an ability's controller; 191.4.a.1 is a source outside the board",
        "RB 194.2": "winning; 194.2.a-b are several players at the Victory Score",
        "RB 194.4": "points never go below 0 (a loss beyond them stops at 0); 194.4.a-b are a "
                    "player already at 0",
        "RB 195": "the last player in the game wins; 195.1 is an effect making one lose",
        "RB 425.1.c": "a countered item's costs stay paid; 425.1.c.1 is additional costs too",
        "RB 423.1": "stunning gives the stunned state; 423.1.a-b are what the state means",
        "RB 434": "an attach instruction resolving; its sub-rules are cited where one decides "
                  "(434.1.f detaching first, 434.4 the location)",
        "RB 441.2": "Empowered is a state of objects on the board (one that left is not); "
                    "441.2.a is becoming Empowered as an event",
        "RB 055": "do what you can of an instruction; 055.1 is a card none of whose "
                  "instructions can be done",
        "RB 652.5": "the game goes on after a removal; the sub-rules are the removed player's "
                    "turn, focus or priority",
        "RB 315.3.b": "channel 2 runes; 315.3.b.1 is fewer left",
        "RB 323.11": "dropping a stale Contested; 323.11.a is contesting it again",
        "RB 337.1": "finalizing the oldest pending item; the sub-rules are its details",
        "RB 191.2": "a spell's controller is the player controlling it (one taken on the chain "
                    "resolves as the taker's); 191.2.a-c are the choices and costs it makes",
        "RB 356.4.f": "a discount may lower additional costs, to 0 too; 356.4.f.1 is an optional "
                      "one still counting as paid",
        "RB 359.3.f.3": "what a trigger condition names is taken as it triggers; .a is the same "
                        "for delayed triggers (as created), .b a linked ability reading it",
        "RB 383.4.e.2": "attack triggers go on the chain as the designation is given; .a is once "
                        "per combat (cited when a second designation decides), .b the rest of "
                        "the condition",
        "RB 383.4.f.2": "defend triggers go on the chain as the designation is given; .a is once "
                        "per combat (cited when a second designation decides), .b the rest of "
                        "the condition",
        "RB 348.2.a": "the last player standing takes control; 348.2.a.1 is the conquer",
        "RB 356": "working out the total cost as a whole (increases and discounts cite theirs)",
        "RB 356.4": "discounts; the sub-rules are where they come from and how they combine",
        "RB 356.4.c": "a component's discount comes first; 356.4.c.1 is the order within it",
        "RB 416.5": "cards recycled to the Main Deck go in a random order; .a is the Rune Deck",
        "RB 434.1": "attaching links two cards; the sub-rules are what follows (cited when they "
                    "decide)",
        "RB 357.1": "paying Energy and Power; 357.1.a is Add abilities used while paying",
        "RB 357.2": "paying non-standard costs; 357.2.a is a replaced cost",
        "RB 356.2.b": "an optional additional cost the player chose; 356.2.b.1 is a passive's",
        "RB 805.1": "Accelerate is a unit's ability (a unit without it cannot pay it)",
        "RB 808.1.c": "when its permanent dies, its Deathknell effect happens: what a "
                      "Deathknell does; 808.1.c.1 only says that effect is its printed text",
        "RB 805.2": "Accelerate is an optional additional cost; .a-.b are when and what it sets up",
        "RB 805.6": "it enters ready without becoming ready; 805.6.a is what follows from that",
        "RB 807.1.d": "the bonus while an attacker; 807.1.d.1 is how long it lasts",
        "RB 811.6": "a hidden card has Reaction; 811.6.a is who knows it",
        "RB 814.1.d": "the bonus while a defender; 814.1.d.1 is how long it lasts",
        "RB 185": "a token is not a card (what a 'card' check reads); 185.1-3 list likenesses",
        "RB 383.4.c": "what a conquer effect is (Hunt's trigger); the sub-rules are wording",
        "RB 383.4.d": "what a hold effect is (Hunt's trigger); the sub-rules are wording",
        "RB 436.1": "predicting one card; 436.1.a is several",
        "RB 441.1": "empowering gives the state; the sub-rules are an Empowered object's cases",
        "RB 441.1.c": "empowering an Empowered object does nothing; 441.1.c.1 is an effect "
                     "that allows it again",
        "RB 442.1": "disempowering ends the state; 442.1.a is a card not Empowered",
        "RB 719.5": "a top-most card leaving detaches all; 719.5.a is their order",
        "RB 714": "several Bonus Damage instances are summed and applied once; 714.1-714.2 are "
                  "about a negative bonus",
        "RB 824.1.c": "Level text is active at N XP; 824.1.c.1 is a change of its controller",
        "RB 817.2": "each Vision triggers; .a-.b are the choices each one makes",
        "RB 818.2": "the unit is equipped once the attach completes; 818.2.a is referring to it",
        "RB 820.1.d": "what Repeat means as a whole; .1-.2 are how the instructions run again",
        "RB 821.1.c": "what Weaponmaster means as a whole; .1-.7 are its details",
        "RB 829.1.b": "Flow plays it from the trash; .1-.2 are the banishing and the timing",
        "RB 359.2": "a permanent leaves the chain (units and gear cite their own sub-rule)",
        "RB 359.3.f.2": "referents read as the instruction runs; .a is an illegal target",
        "RB 359.3.e.12": "information from an illegal target is null; .a is what stays available",
        "RB 309.1": "a chain makes the Closed state; 309.1.a is what may be played in it",
        "RB 370.1.b": "what a replacement puts in place; 370.1.b.1 is 'as' replacements",
        "RB 372": "the controller of the object acted on orders; 372.1-2 are players, battlefields",
        "RB 383.3.d": "each player orders their own; 383.3.d.1 is across players",
        "RB 402.4": "a trigger without legal choices is removed; the sub-rules are details",
        "RB 404.2": "refusing to pay a trigger's cost; 404.2.a: it is not countered",
        "RB 419.4.a": "play triggers fire as the play completes; 419.4.a.1 is a countered card",
        "RB 425.1.a": "a countered item does nothing; 425.1.a.1 is where a card goes",
        "RB 426.1.b": "one buff at most; the sub-rules restate it and its exception",
        "RB 428.1.a.1": "an active kill, by instruction or cost; the sub-rules are instructions",
        "RB 429.2": "Add abilities resolve as they finalize; cited with 429.2.a where it matters",
        "RB 437.1.b.1": "'prevent the next X damage'; the sub-rules name X",
        "RB 437.2": "prevention replaces the damage; 437.2.a is never below zero",
        "RB 437.3": "the Prevent Value drops by what it prevented; 437.3.a-c are its end, the "
                    "rest carrying on, and All never dropping",
        "RB 428.2": "a killed permanent goes straight to the trash from where it is; 428.2.a-b "
                    "are only from the board and no move",
        "RB 464.2.c.1": "who is the Attacker; the sub-rules are about focus",
        "RB 464.2.c.3": "designations handed out; .a is late arrivals",
        "RB 465.2.c": "the assignment rule itself; its sub-rules are its constraints",
        "RB 465.2.c.4": "no more than lethal while others remain; .a is growing damage",
        "RB 466.3.d": "no result; 466.3.d.1 is staging again",
        "RB 466.5": "control after combat; the sub-rules are its parts",
        "RB 469.1": "a conquer; the sub-rules are teammates and establishing control",
        "RB 440.1": "what a burn is (top of the Main Deck to the trash); 440.1.a is burn "
                    "triggers",
        "RB 444.2": "a player told to pay may pay or decline; the sub-rules are what declining "
                    "does to a play's cost or another cost, and Add abilities while paying",
        "RB 471.1": "a score is worth up to one point; the sub-rules are the Final Point",
        "RB 489.8.c": "in 2v2 control is not shared, so a teammate's object is not \"yours\"; "
                      "the sub-rules are two other cases of it (hiding, moving)",
        "RB 809.1.c": "Deflect's extra Power; 809.1.c.1 is any domain",
        "RB 811.1.d.2": "a hidden card's targets at its battlefield; .a is each target alone",
        "RB 822.3": "Ambush needs your units there as finalizing ends; 822.3.a is another "
                    "permission that may still allow the location",
    },
}


def depth(gid: str, rule_id: str) -> int:
    rules = find_game(gid).data.rules
    return sum(1 for p in parent_candidates(rule_id) if p in rules)


def has_sub_rules(gid: str, rule_id: str) -> bool:
    return bool(find_game(gid).data.children.get(rule_id))


@pytest.mark.parametrize("gid", list(GAMES))
def test_each_role_cites_a_rule_at_its_expected_depth(gid: str) -> None:
    roles = find_game(gid).roles
    assert set(roles) == set(ROLE_DEPTH[gid]), "the table names exactly the roles the game maps"
    wrong = {r.value: (rid, depth(gid, rid), ROLE_DEPTH[gid][r]) for r, rid in roles.items()
             if depth(gid, rid) != ROLE_DEPTH[gid][r]}
    assert not wrong, f"role -> (rule, its depth, expected): {wrong}"


@pytest.mark.parametrize("gid", list(GAMES))
def test_a_role_cites_a_rule_with_sub_rules_only_where_its_own_text_decides(gid: str) -> None:
    roles = find_game(gid).roles
    general = [f"{r.value}: {rid}" for r, rid in roles.items()
               if has_sub_rules(gid, rid) and rid not in GENERAL[gid]]
    assert not general, f"cite the sub-rule that decides: {general}"


@pytest.mark.parametrize("gid", list(GAMES))
def test_the_general_rules_listed_have_sub_rules(gid: str) -> None:
    stale = [rid for rid in GENERAL[gid] if not has_sub_rules(gid, rid)]
    assert not stale, f"no sub-rules (nothing to justify): {stale}"


def general_citations(path: Path) -> list[str]:

    ruled = bundled_ruling(path)
    if ruled is None:
        return []
    sc, res = ruled
    bad = []
    for step in res.steps:
        for i, rid in enumerate(step.citations):
            if not has_sub_rules(sc.game, rid) or rid in GENERAL[sc.game]:
                continue
            if any(rid in parent_candidates(other) for other in step.citations[:i]):
                continue  # general and specific both, the specific first
            bad.append(f"step {step.index} [{step.kind.value}] {rid}: {step.summary[:70]}")
    return bad


@each_half
@pytest.mark.parametrize("gid", list(GAMES))
def test_every_step_of_the_bundled_scenarios_cites_the_deciding_sub_rule(gid: str,
                                                                         half: int) -> None:
    bad = []
    for path in in_half(sorted((SCENARIOS / gid).rglob("*.yaml")), half):  # each_half
        bad += [f"{path.relative_to(ROOT)}: {b}" for b in general_citations(path)]
    assert not bad, "\n".join(bad[:30])


def test_a_step_cites_the_specific_rule_before_the_general_one() -> None:
    assert specific_first(("RB 466.1", "RB 466.1.a.1", "RB 143.3.b")) == (
        "RB 466.1.a.1", "RB 466.1", "RB 143.3.b")
    assert specific_first(("FOW 805.2", "FOW 805.2a", "FOW 1105.2")) == (
        "FOW 805.2a", "FOW 805.2", "FOW 1105.2")
    assert specific_first(("VW REG.4.a", "VW REG.5")) == ("VW REG.4.a", "VW REG.5")


@each_half
@pytest.mark.parametrize("gid", list(GAMES))
def test_every_scenario_expects_the_most_specific_rule(gid: str, half: int) -> None:
    """`expect.cites` names the rule that decides (not a rule above it): a rule with sub-rules
    only where it is one of `GENERAL`, whose own text decides (half of a game's scenarios a
    test: tests/conftest.py each_half)."""

    bad = []
    for path in in_half(sorted((SCENARIOS / gid).rglob("*.yaml")), half):
        ruled = bundled_ruling(path)
        if ruled is None:
            continue
        sc, res = ruled
        cites = list(sc.expect.cites or ()) if sc.expect is not None else []
        if not cites:
            continue
        cited = res.citations
        for rid in cites:
            finer = [c for c in cited if rid in parent_candidates(c)]
            if (finer or has_sub_rules(gid, rid)) and rid not in GENERAL[gid]:
                bad.append(f"{path.relative_to(ROOT)}: {rid} (cited under it: {finer})")
    assert not bad, "\n".join(bad)
