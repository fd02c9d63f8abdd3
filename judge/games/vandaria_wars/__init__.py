"""Vandaria Wars: the register.

What makes it different (rules in rulebook/vandaria-wars/rules.yaml; the code in this package):
- after anything is registered, priority goes round starting with the active player (VW REG.3.a,
  3.b);
- one unbroken round of passes results the *whole* register, top-down, locked (VW REG.4.a, 4.b,
  5);
- skills triggered while it results open a new register, active afterwards (VW REG.6.a, 6.b);
- a skill with an illegal target does not result at all (VW REG.8.a; its target gone: 8.b);
- gold / element skills result at once, even mid-register (VW REG.10.b);
- only skills and Actions respond; summoning never does (VW REG.15.a, 15.b);
- battle damage is one register object, then the active player gets priority (VW REG.2, 9.a,
  9.b).
Everything the guide leaves open is a house policy (VW HP.*) that a scenario can switch.
"""

from __future__ import annotations

from judge.engine.declare import effects_table
from judge.engine.declare_statics import TriggersFrom
from judge.engine.effects import CORE_EFFECTS
from judge.engine.events import EventKind
from judge.engine.roles import Role
from judge.engine.rulebook import (
    EmptyDeck,
    IllegalTargets,
    Refund,
    ResourceKinds,
    Rulebook,
    Verb,
    Vocabulary,
)
from judge.games.vandaria_wars.battle import BATTLE, attack
from judge.games.vandaria_wars.register import Register
from judge.games.vandaria_wars.rules import VWChecks, VWObjects, VWPayment, VWTiming, VWTurn
from judge.games.vandaria_wars.state import PERMANENTS, VWState
from judge.games.vandaria_wars.words import WORDS
from judge.model.args import Arg
from judge.msg import Msg

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

__all__ = ["VandariaWars"]

# The kinds of traits VW HP.59 `each-kind` keeps apart (a job is any trait of neither)
_ATTRIBUTES = frozenset({"holy", "dark"})  # VW REG.8.a
_ALLEGIANCES = frozenset({"human", "frameless", "order", "chaos", "prosper", "noble",
                          "mystic", "eden", "reigner"})  # VW IN.2

# A faction requirement, or a faction a player declares, names a faction: not an alliance
# (VW IN.2.a) nor an attribute (VW REG.8.a)
_NOT_A_FACTION = {
    **{a: (f"the {a.title()} alliance", "VW IN.2.a") for a in ("human", "frameless")},
    **{a: (f"a Follower's attribute, {a.title()}", "VW REG.8.a") for a in ("holy", "dark")}}


class VandariaWars(Rulebook):
    id = "vandaria-wars"
    name = "Vandaria Wars"
    aliases = ("vw", "vandaria")
    prefix = "VW"
    stack_word = "register"
    prose = WORDS
    # VW REG.4.b orders a register's items; REG.4.a is what results them
    order_rule_only_orders = True
    # VW REG.6: only a skill triggering as a register results opens a new one
    new_stack_rule = "VW REG.6"
    # VW REG.1.e: a summoned card enters play only as it results; waiting, no skill changes it
    # (an Action waiting, VW REG.12.b, has nothing a change could reach either)
    changes_reach_stack = False
    # the guide speaks of no card's owner or controller: whose a card is asked as (VW HP.62)
    whose_asked_policy = "cards.whose_asked"
    # "Pilih 1 tipe job" names a job type; the guide's alliances, factions (VW IN.2) and the
    # Holy / Dark of its target example (VW REG.8.a) are card traits too, but no job
    not_choosable: ClassVar[dict[str, dict[str, tuple[str, str]]]] = {"job": {
        **{a: (f"the {a.title()} alliance", "VW IN.2.a") for a in ("human", "frameless")},
        **{f: (f"a Human faction, {f.title()}", "VW IN.2.b")
           for f in ("order", "chaos", "prosper", "noble")},
        **{f: (f"a Frameless faction, {f.title()}", "VW IN.2.c")
           for f in ("mystic", "eden", "reigner")},
        **{a: (f"a Follower's attribute, {a.title()}", "VW REG.8.a") for a in ("holy", "dark")},
    }, "faction": _NOT_A_FACTION,  # a faction requirement (VW REG.13.a, HP.11)
        "factions": _NOT_A_FACTION}  # the factions a player declares (VW HP.11)
    #: VW IN.2.a: a player sides with one alliance; the factions they declare are of it
    one_group_of: ClassVar[dict[str, tuple[dict[str, frozenset[str]], str]]] = {
        "factions": ({"Human": frozenset({"order", "chaos", "prosper", "noble"}),
                      "Frameless": frozenset({"mystic", "eden", "reigner"})}, "VW IN.2.a")}
    vocab = Vocabulary(
        stack_words=("register",),
        card_types=("territory", "follower", "relic", "rune", "action"),
        permanent_types=PERMANENTS,
        stats=("atk", "hp"),
        resources=("gold", "element", "honor"),
        # The guide prints no keyword; "may attack the turn it comes into play" is card text
        # that lifts VW HP.36 `not-allowed` (judge/games/vandaria_wars/battle.py).
        keywords=("haste",),
        # VW REG.8.b: a card leaves play "returned to the hand or subdeck"; what the subdeck is
        # beyond that the guide does not say (docs/games/vandaria-wars.md).
        zones=("hand", "deck", "subdeck", "field", "graveyard", "register"),
        board_zones=("field",),
        ordered_zones=("deck",),
        phases=("start", "main", "end"),
        # One board zone (nothing moves between locations) and no blocks or designations: only
        # the events the engine announces for every game, and `attacked` (a Follower attacks:
        # VW HP.9, VW HP.18).
        events=tuple(e.value for e in EventKind if e not in (
            EventKind.MOVED, EventKind.BLOCKED, EventKind.DEFENDED,
            EventKind.ATTACHED, EventKind.DETACHED, EventKind.CHOSEN,
            EventKind.GAME_STARTED, EventKind.PRODUCED, EventKind.DISCARDED,
            EventKind.LOST_ABILITY, EventKind.REDUCED)),
        toughness_stat="hp",
        # VW HP.58: whose a skill waiting in the register is once its card changes controller
        ability_control="control.ability_in_register",
        # "When this card is summoned": the card is then in the register, not in play (VW
        # REG.1.e); whether its skills work there is VW HP.49's (`triggers_from` below). A
        # cancelled or drawn card's own skill: nothing in the guide says a card there has one.
        unmodelled_own_events={
            "cancelled": "a card's own skill that triggers as it is cancelled (dibatalkan): the "
                         "card is then in the register, neither in hand nor in play (VW "
                         "REG.12.b), and the guide does not say whether its skills work there, "
                         "so judge cannot say whether it triggers",
            "drawn": "a card's own skill that triggers as it is drawn: the card is then in the "
                     "hand, not in play, and the guide does not say whether its skills work "
                     "there, so judge cannot say whether it triggers"},
        # VW OV.1: a card's "instead" replaces an event; what a replaced exhausting, readying,
        # entering, summon, skill use, attack or cancel leaves behind the guide does not say (VW
        # HP.23-28: engine/unplayed.py, battle.py). The other events judge announces are an
        # honest exit 3 (docs/games/vandaria-wars.md).
        # VW HP.1's phases are judge's own: what a replaced one leaves behind is VW HP.31's.
        skippable_phases=("start", "main", "end"),
        replaceable_events=("damaged", "destroyed", "moved", "drawn", "exhausted", "readied",
                            "entered", "played", "activated", "attacked", "cancelled",
                            "resolved", "left", "phase_started", "prevented"),
        player_keys={"factions": Arg("traits", doc="factions the player declares (VW HP.11)")},
        requirement_keys={
            "honor": Arg("int", doc="honor the player needs (VW REG.13.a, HP.10)", minimum=0),
            "faction": Arg("traits", doc="the faction (or any of the factions) the player "
                                          "needs (VW REG.13.a, HP.11)"),
        },
    )
    roles: ClassVar[dict[Role, str]] = {
        # Each role cites the sentence of the guide that decides it (the ids split the guide's
        # paragraphs into sentences: docs/games/vandaria-wars.md).
        Role.PRIORITY: "VW REG.3.a", Role.COST: "VW REG.13.b", Role.EXHAUST_COST: "VW REG.1.b",
        # When targets are chosen the guide does not say (house policy).
        Role.TARGETS: "VW HP.30", Role.TARGET_RECHECK: "VW REG.8.a",
        Role.CONTROL: "VW HP.14", Role.PLAY_ZONE: "VW REG.12.a", Role.LETHAL: "VW HP.7",
        Role.PREVENT: "VW REG.11.b", Role.CANCEL: "VW REG.12.b", Role.STACK_ORDER: "VW REG.4.b",
        Role.CARD_DESTINATION: "VW HP.8", Role.ENTERS_BOARD: "VW REG.1.e",
        Role.DRAW: "VW HP.17", Role.LOOP: "VW HP.13", Role.TRIGGER: "VW REG.1.b",
        Role.ABILITY_SOURCE: "VW REG.7", Role.RESOURCE: "VW REG.10.b",
        Role.ITEM_WAITS: "VW REG.1.c",
        # An amount an item reads ("equal to its ATK") is read as it results: nothing of it
        # happened while it waited (VW REG.1.c).
        Role.AMOUNT_READ: "VW REG.1.c",
        # and so is a condition on the board ("if it is exhausted"); not "if its cost was
        # paid", which the additional cost paid on registering decides (VW REG.14.a)
        Role.CONDITION_READ: "VW REG.1.c",
        # one player's skills that trigger at once: their order, theirs to choose (house policy)
        Role.TRIGGER_ORDER: "VW HP.5",
        Role.MODES: "VW REG.14.b", Role.TURN: "VW HP.1", Role.PLAY: "VW REG.1.a",
        Role.ACTIVATE: "VW REG.1.b", Role.RESPONSE: "VW REG.15.a",
        # An answer goes into the register while what it answers waits there (VW REG.15.a: a
        # player with priority answers what waits); REG.4.b is only the order it results in.
        # Not the register's heading (VW REG): a step cites the numbered sentence.
        Role.STACK_TOP: "VW REG.15.a",
        # A card's "cannot" or "instead" overrides the basic rules: the golden rule.
        Role.RESTRICTION: "VW OV.1", Role.REPLACEMENT: "VW OV.1",
        Role.COST_CHANGE: "VW OV.1", Role.FREE_PLAY: "VW OV.1",
        # "Bayar x gold. Jika demikian ...": X is an additional cost settled on registering.
        Role.CHOOSE_X: "VW REG.14.a",
        # A triggered skill's cost is the guide's "[cost]. Jika demikian, [effect]": an
        # additional cost paid as it is registered, which its player may leave unpaid ("if so").
        Role.TRIGGER_COST: "VW REG.14.a", Role.TRIGGER_COST_DECLINED: "VW REG.14.a",
        Role.PERMISSION: "VW OV.1", Role.TOKEN: "VW OV.1",
        Role.TOKEN_CEASES: "VW OV.1",
        Role.COPY: "VW OV.1", Role.PLAY_NOW: "VW OV.1", Role.GAIN_CONTROL: "VW OV.1",
        Role.STATIC_ABILITY: "VW HP.56", Role.NAMED_KEPT: "VW REG.14.a",
        # What a copy keeps of the original (its Option-, X, job named, targets) and whether its
        # additional cost counts as paid: the guide is silent (house policy).
        Role.COPY_KEEPS: "VW HP.40",
        # A card without HP (a Relic, a Rune) dealt damage: the guide is silent (house policy).
        Role.NO_TOUGHNESS: "VW HP.41",
        # A card that left play read by a skill (its source's stat, VW REG.7; the card whose
        # leaving triggered it): as it was in play, by house policy.
        Role.LAST_KNOWN: "VW HP.42",
        # A target not of the required kind as it is chosen: no role of its own, so the rule that
        # targets are legal when chosen decides (VW HP.30); VW REG.8.a's Holy/Dark illustration
        # is about a target that became illegal by the time it results.
        Role.ADDITIONAL_COST: "VW REG.14.a",
        # What has resulted can no longer be answered (VW REG.1.d).
        Role.ITEM_LEFT: "VW REG.1.d",
        # The sentence that decides each kind of step.
        # Honor and faction requirements are checked as a card is summoned (VW REG.13.a),
        # before its gold is paid (VW REG.13.b).
        Role.REQUIREMENTS: "VW REG.13.a",
        # so a "cannot summon" made while a card waits in the register does not undo its summon
        Role.PLAYED_BEFORE: "VW REG.13.a",
        Role.PASS: "VW REG.3.a", Role.ALL_PASSED: "VW REG.4.a", Role.PASS_EMPTY: "VW HP.1",
        Role.PRIORITY_AFTER_RESOLVE: "VW REG.3.b", Role.SACRIFICE: "VW REG.14.a",
        Role.TARGET_GONE: "VW REG.8.b", Role.COST_UNPAID: "VW REG.13.b",
        # A skill's source that left play: the skill still results (VW REG.7), and what its
        # "this card" then names is the house policy (VW HP.42), not the target rule (REG.8.b).
        Role.SOURCE_GONE: "VW HP.42",
        # "Bayar x gold. Jika demikian": gold paid on registering beside the card's cost.
        Role.EXTRA_RESOURCES_UNPAID: "VW REG.14.a",
        # A skill that triggers with no legal target: the guide is silent (house policy).
        Role.TRIGGER_NO_TARGET: "VW HP.34",
        Role.COST_INCREASE: "VW OV.1", Role.COST_REDUCTION: "VW OV.1",
        Role.PREVENT_ALL: "VW REG.11.b", Role.PREVENT_APPLY: "VW REG.11.b",
    }
    verbs: ClassVar[dict[str, Verb]] = {
        "attack": Verb("attack", "attack an opposing Follower or Territory (VW HP.9)", {
            "attackers": Arg("objects", True, "your ready Followers"),
            "target": Arg("object", True, "an opposing Follower or Territory in play"),
            "assign": Arg("assign", False, "explicit distribution of the battle damage"),
        }, attack),
    }
    #: "Cannot be targeted by Actions" (VW OV.1): `forbid`'s `by:` may name the Action card.
    effects = effects_table(BATTLE, CORE_EFFECTS["forbid"].widening("by", "action"))
    too_few_players = "Vandaria Wars needs at least two players"
    #: VW REG.10.a names them by what they do: skills that gain gold or element.
    resource_gains = ("gold", "element")
    #: VW REG.10.b: a skill that gains gold or element results at once (a resource ability); no
    #: other skill does. Triggered skills say nothing of it and are classed by what they gain
    #: (StackRules.is_resource).
    resource_kinds = ResourceKinds(
        gains=resource_gains,
        gains_none="by VW REG.10.b only a skill that gains gold or element results at once; "
                   "this one gains neither, so it is not `kind: resource` (write "
                   "`kind: activated`)",
        must_be="by VW REG.10.b a skill that gains gold or element results at once, even in the "
                "middle of a register: write `kind: resource`",
        # VW REG.10.a-b: registered, but it results at once; VW HP.12: the round goes on.
        rules=("VW REG.10.b", "VW HP.12"), verb="enters the register and results at once",
        restarts_round=("resource.passes", "restarts-round"), registered=True)
    #: VW HP.17: a player who must draw from an empty deck loses (house policy).
    empty_deck = EmptyDeck(("VW HP.17",),
                           Msg("{player} must draw from an empty deck and loses").id,
                           policy=("draw.empty_deck", "lose"))
    # VW IN.1.a: the one ruler left wins; with two or more left after a loss, play goes on
    standing_rules = ("VW IN.1.a",)
    #: VW REG.12.b: a used Action is neither in the hand nor in play while registered; VW
    #: REG.1.e: a summoned card enters play only as it results. Either decides why text asking
    #: for a card in play cannot name one waiting in the register.
    on_stack_citations: ClassVar[dict[str, tuple[str, ...]]] = {
        "action": ("VW REG.12.b",),
        **dict.fromkeys(("territory", "follower", "relic", "rune"), ("VW REG.1.e",))}
    #: VW REG.8.a (no longer legal) or VW REG.8.b (left play), whichever made its targets
    #: illegal, fail a skill; VW HP.6 decides for an item with several targets. VW REG.8.b
    #: speaks of a target that left play: one chosen in a graveyard that moved on is no longer
    #: legal (VW REG.8.a).
    illegal_targets = IllegalTargets(several=("targets.partial", "all-or-nothing", "VW HP.6"),
                                     gone_from_play=True)
    #: VW HP.8: a failed item's costs are given back only where the policy says so.
    refund = Refund("failed.refund", "refund", "VW HP.8")
    #: VW HP.22: the guide says nothing of how several changes to one damage are ordered (VW
    #: OV.1 only lets a card's "instead" override the basic rules): the damaged card's controller
    #: orders them, those the order does not place as they began (or a prevention last).
    damage_order_policy = ("replace.damage_order", "began")
    #: VW HP.34: a skill that triggers with no legal target is removed, or (`registered`) goes
    #: into the register and does not result there (VW REG.8.a; register.py).
    trigger_no_target_policy = ("triggers.no_target", "registered")
    #: VW HP.30: targets are chosen before the additional costs are paid, or (`after-costs`)
    #: once they are, so a Follower sacrificed for the cost cannot be one
    targets_after_costs_policy = ("targets.chosen", "after-costs")
    #: VW HP.39: whether a Follower sacrificed for an additional cost ("Korbankan 1 Follower",
    #: VW REG.14.a) is destroyed (hancur, as VW REG.8.b names a way of leaving play)
    sacrifice_destroys_policy = ("sacrifice.destroyed", "destroyed")
    #: VW HP.51: a cost counting what its own additional cost sacrifices (REG.13.b, REG.14.a
    #: settle both as it is registered, in no order the guide gives).
    sacrificed_counted_policy = ("costs.sacrificed_counted", "not-counted")
    #: VW HP.40: whether a copy of a registered item whose additional cost was paid ("[cost].
    #: Jika demikian", VW REG.14.a) counts it as paid (the copy keeps what was chosen for the
    #: original as it was registered: its Option-, X, the job named, its targets)
    copy_cost_policy = ("copy.cost", "as-original")
    #: The guide names no copies: a copy of a summon (a Territory, Follower, Relic or Rune
    #: waiting in the register, VW REG.1.e) is an honest exit 3, never a copy that silently
    #: does nothing (audit 26)
    copy_of_permanent_unsaid = True
    #: A destroyed card leaves play (hancur, VW REG.8.b); one a restriction keeps out of the
    #: graveyard the guide never speaks of: an honest exit 3 (audit 26)
    destroyed_kept_out_unsaid = True
    #: VW REG.13.b says the card's gold cost is paid as it is summoned; an additional cost
    #: ("Bayar X gold. Jika demikian") or a triggered skill's "[cost]. Jika demikian" is VW
    #: REG.14.a's alone (audit 44)
    cost_rule_own_only = True
    #: VW HP.41: whether a card without HP (a Relic, a Rune) is dealt damage (marked, never
    #: lethal): the guide speaks of damage only on Followers and Territories (VW OV.2.b, REG.9.a)
    no_toughness_policy = ("damage.without_hp", "dealt")
    #: VW HP.7: a card "whose damage is at least its hp" is destroyed, so a Follower or
    #: Territory whose HP an effect lowers to 0 is, with no damage (0 is at least 0).
    zero_toughness_lethal = True
    #: VW HP.54: whether 0 damage (a 0-ATK attacker's) is dealt: the guide never says
    zero_damage_policy = ("damage.zero", "dealt")
    #: VW HP.55: whether what a card's "instead" brings about (a return to the hand instead of
    #: a destruction) is replaced again by another "instead" watching it: the guide never says
    chained_replacement_policy = ("replace.chained", "not-replaced")
    # VW HP.59: whether making a Follower Holy or Dark keeps its alliance, faction and job
    # (`attribute-only`), and whether naming its job keeps its alliance and faction too
    # (`each-kind`: attributes; alliances and factions, VW IN.2; a job is any other trait)
    attribute_set_policy = ("traits.attribute_set", {
        "attribute-only": (_ATTRIBUTES,), "each-kind": (_ATTRIBUTES, _ALLEGIANCES)})
    #: VW HP.56: a continuous skill ("other Followers you control get +1 ATK"), of which the
    #: guide says nothing, holds while its card is in play; whether also while it is exhausted
    static_exhausted_policy = ("static.exhausted", "while-ready")
    #: VW HP.42: a card that left play, read by a skill, as it was there or as it is now
    last_known_policy = ("left_play.reads", "as-it-is")
    #: VW HP.45: whether a gold or element skill, registered but resulting at once (VW REG.10),
    #: answers an item whose text forbids answers.
    resource_response_policy = ("resource.responds", "response")
    #: VW HP.46: an Option- whose own cost cannot be paid is refused, or (`chosen-unpaid`)
    #: chosen all the same, its cost unpaid and what it does not happening
    option_cost_policy = ("modes.cost_unpaid", "chosen-unpaid")
    # VW HP.60: the guide orders no stat changes; the house policy's option says whether a later
    # "becomes" overwrites an earlier addition (timestamp), comes before it (settings-first) or
    # is not ruled on (exit 3)
    stat_order_policy = ("stats.set_and_added", {"timestamp": "timestamp",
                                                 "settings-first": "settings-first",
                                                 "not-ruled": ""})
    #: VW HP.32: a prevention effect whose prevention a replacement replaced is used up or not
    prevention_replaced_policy = ("replace.prevention", "spent")
    #: VW HP.31: whether a replaced start phase still readies (the phases are judge's own)
    skipped_phase_actions: ClassVar[dict[str, tuple[str, str]]] = {
        "start": ("replace.phase", "readies")}
    #: What a replaced event leaves behind, where the guide is silent (engine/unplayed.py):
    #: VW HP.23, a cost paid by exhausting a card whose exhausting is replaced stays paid, or
    #: cannot be paid; VW HP.24, a card whose entering play is replaced stays where it was (a
    #: summon resulting: to the graveyard, as a cancelled one), or goes to the graveyard; VW
    #: HP.25-26, a summon (`played`) or a skill's use (`activated`) replaced once its costs are
    #: paid, as a cancelled one (VW REG.12.b, HP.8), or as it begins, nothing paid.
    #: VW HP.28, a registered card's cancel replaced never happens (it stays in the register and
    #: results in its turn), or the item is cancelled all the same (a skill's, its source
    #: watched, alike). VW HP.29, an item's result replaced: it does not result, neither resulted
    #: nor cancelled, or cancelled by the replacement.
    replaced_readings: ClassVar[dict[str, tuple[str, str]]] = {
        "exhausted": ("replace.rest_cost", "refused"),
        "entered": ("replace.entering", "graveyard"),
        "played": ("replace.summon", "unsummoned"),
        "activated": ("replace.skill_use", "unused"),
        "cancelled": ("replace.cancel", "cancelled"),
        "resolved": ("replace.result", "cancelled")}
    item_citations: ClassVar[dict[str, tuple[str, ...]]] = {"combat": ("VW REG.9.a", "VW HP.9")}
    type_citations: ClassVar[dict[str, str]] = {"action": "VW REG.12.b"}
    state_type = VWState

    stack_rules = Register
    timing_rules = VWTiming
    turn_rules = VWTurn
    check_rules = VWChecks
    #: VW REG.14.a: a skill's "[cost]. Jika demikian, [effect]" is paid as it is registered, a
    #: triggered one's too; "if so": its player may leave it unpaid, and then nothing happens.
    trigger_costs = "may decline"
    #: VW HP.49: "when this card is summoned" triggers from the register, where the card waits
    #: as it is summoned (VW REG.13.a, REG.1.e), by default; `in-play-only`: not at all.
    triggers_from: ClassVar[tuple[TriggersFrom, ...]] = (
        TriggersFrom("", ("register",), event="played", own=True,
                     rules=("VW HP.49", "VW REG.1.e"),
                     waits_once=False, policy=("triggers.own_summon", "from-the-register")),)
    object_rules = VWObjects
    payment_rules = VWPayment
