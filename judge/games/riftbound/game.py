"""Riftbound: the `Rulebook` subclass, declarations and the policies that make it (Core Rules
v1.4), and v1.3 as what differs.

- chain.py: the chain with pending and finalized items, one resolution at a time, priority and
  the choices open between actions (RB 328-348); pending.py: its operations
- showdown.py, combat.py: focus, showdowns, combat steps and damage assignment (RB 341-348,
  RB 459-466)
- cleanup.py: the ordered cleanup tasks and the events the rules act on (RB 319-324)
- control.py: movement, recalls, contested and control (RB 144, RB 190, RB 445-458)
- scoring.py: conquer, hold, the final point, winning, drawing and Burn Out (RB 193-196,
  RB 413, RB 431, RB 467-472)
- turn.py: the six phases (RB 315-317); timing.py: the four states, timing keywords and what a
  play owes; payment.py: the rune pool and Add abilities used while paying
- objects.py, report.py: Might, `at:` filters, how permanents enter; citations and `final.game`
- state.py: the typed record (`RBState`); setup.py: checking a scenario file
"""

from __future__ import annotations

from judge.engine.copies import BECOME_COPY_PRINTED, Copyable
from judge.engine.declare import EffectDecl, Verb
from judge.engine.rulebook import (
    IllegalTargets,
    ObjectMark,
    PlayedWith,
    ResourceKinds,
    Rulebook,
    StatBonus,
    TriggersFrom,
)
from judge.games.riftbound.applied_costs import UNCONTROLLED_OPPONENTS
from judge.games.riftbound.chain import ADDS, Chain, ChainV13
from judge.games.riftbound.cleanup import Cleanup, CleanupV13
from judge.games.riftbound.control import held_by
from judge.games.riftbound.effects import EFFECTS
from judge.games.riftbound.equip import EQUIPMENT, text_active_again
from judge.games.riftbound.keywords import GRANT_KEYS, NUMBERED, UNIMPLEMENTED
from judge.games.riftbound.objects import RiftObjects
from judge.games.riftbound.payment import RunePool, RunePoolV13
from judge.games.riftbound.pending import KEYWORD_TRIGGER_RULES, TRIGGER_ORDER_RULES
from judge.games.riftbound.repeat import TIMES as REPEAT_TIMES
from judge.games.riftbound.report import RiftReport
from judge.games.riftbound.setup import validate
from judge.games.riftbound.state import RBState
from judge.games.riftbound.terms import CONDITIONS, QUANTITIES
from judge.games.riftbound.timing import RiftTiming, RiftTimingV13
from judge.games.riftbound.turn import RiftTurn, RiftTurnV13
from judge.games.riftbound.verbs import VERBS
from judge.games.riftbound.vocab import ROLES, ROLES_V13, VOCAB
from judge.games.riftbound.words import WORDS
from judge.model.scenario import Scenario
from judge.msg import Msg

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import ClassVar

    from judge.engine.conditions import GameCondition, GameQuantity

class Riftbound(Rulebook):
    id = "riftbound"
    name = "Riftbound"
    aliases = ("rb", "lol-tcg", "league-of-legends")
    prefix = "RB"
    stack_word = "chain"
    prose = WORDS
    vocab = VOCAB
    roles = ROLES
    verbs: ClassVar[dict[str, Verb]] = VERBS
    effects: ClassVar[dict[str, EffectDecl]] = EFFECTS
    unimplemented: ClassVar[dict[str, str]] = UNIMPLEMENTED
    #: Legion, Level, Empowered and "cards you have played this turn" (terms.py).
    conditions: ClassVar[tuple[type[GameCondition], ...]] = CONDITIONS
    quantities: ClassVar[tuple[type[GameQuantity], ...]] = QUANTITIES
    durations = ("turn", "permanent", "combat", "until_source_leaves")
    #: RB 808.1.c: what a Deathknell's ability does (pending.KEYWORD_TRIGGER_RULES)
    keyword_trigger_rules = frozenset(KEYWORD_TRIGGER_RULES.values())
    #: RB 823.1.c.1: what Hunt's ability does as it resolves (its controller gains X XP): the
    #: rule of an XP gain by Hunt, not the chain's newest-first order alone
    keyword_resolution_citations: ClassVar[dict[str, str]] = {"hunt": "RB 823.1.c.1"}
    #: RB 383.3.d.1, RB 464.2.e.1, RB 370.1.a.2: what ordered triggers that joined together
    trigger_order_rules = TRIGGER_ORDER_RULES
    #: The Core Rules (v1.3, v1.4) set no rounding: a card that halves says which way.
    half_rounds = None
    #: RB 359.3.e.7-8: targets are judged as the spell starts resolving; its own instructions
    #: then act on them (riftjudge faq page 161: a unit taken is still recalled).
    targets_fixed_on_resolving = True
    #: RB 477.3.e.2.a, RB 477.3.e.1.a: in layer 3 every increase applies before any decrease.
    stat_increases_first = ("RB 477.3.e.2.a", "RB 477.3.e.1.a")
    top_of_deck = ("RB 431.1.b", "RB 431.1.c")
    #: RB 359.3.e.14.b (v1.4): "if you do" refers to the action itself, so a replaced action
    #: was not done.
    replaced_action_done = False
    #: RB 437.4, RB 417.1.e.1: damage prevented in full was not dealt, so an "if you do" after
    #: it does not happen (part of it prevented, it does: RB 359.3.e.14.c).
    nothing_dealt_rules = ("RB 437.4", "RB 417.1.e.1")
    part_dealt_rules = ("RB 359.3.e.14.c",)
    #: RB 375: a replacement inherits the modifications of the event it replaced (tokens.py).
    replacement_inherits = ("RB 375",)
    players = (2, 4)  # RB 485-489: 1v1, FFA3, FFA4, 2v2
    #: RB 489.8.d: in 2v2 a team shares its points; a player's gain or loss is the team's
    #: (RB 489.8.d.2), and what checks for a player scoring checks their team (RB 489.8.d.3).
    team_resources = ("points",)
    team_events = ("scored",)
    team_rules = ("RB 489.8.d.2",)
    #: RB 818.1.c.2: Equip is "[Cost]: attach this gear to a unit you control": what its target
    #: may be (a unit of Bob's is refused by it, not by the general targeting rule alone).
    keyword_ability_citations: ClassVar[dict[str, str]] = {"equip": "RB 818.1.c.2"}
    #: RB 732: XP is not shared between teammates.
    unshared_rules: ClassVar[dict[str, str]] = {"xp": "RB 732"}
    #: RB 427.2.a: banishing is not killing (a banished Deathknell unit does not trigger it)
    no_death_into: ClassVar[dict[str, str]] = {"banishment": "RB 427.2.a"}
    #: Who gets focus as a combat begins: the Attacker (RB 464.2.d), not only who the Attacker
    #: is (RB 464.2.c.1); as a showdown begins: its contester (RB 345)
    key_deciding_rules: ClassVar[dict[str, tuple[str, ...]]] = {
        "focus": ("RB 464.2.d", "RB 345")}
    #: RB 194.1.c: spells and abilities may tell a player to gain points.
    gain_rules: ClassVar[dict[str, tuple[str, ...]]] = {"points": ("RB 194.1.c",)}
    #: A player's points never go below 0; at 0 a loss does nothing (v1.4 only: under v1.3,
    #: which does not say, citing them is exit 3 naming the rule).
    loss_floor_rules: ClassVar[dict[str, tuple[str, str]]] = {"points": ("RB 194.4",
                                                                          "RB 194.4.a")}
    team_event_rules = ("RB 489.8.d.3",)
    #: RB 489.8.a, RB 316.5.b.1: the turn player may invite their teammate to play a spell or
    #: activate an ability with the turn player's priority (timing.py: spells, not units).
    teammate_verbs = ("play", "activate")
    #: RB 740.1, RB 489.8.e: a teammate's object is friendly; RB 489.2, RB 740.1.b: a teammate
    #: is no opponent, so their object is no enemy's; RB 489.8.c: nor is it yours.
    numbered_keywords: ClassVar[dict[str, str]] = NUMBERED
    granted_keyword_keys: ClassVar[dict[str, tuple[str, ...]]] = GRANT_KEYS
    team_filter_rules: ClassVar[dict[str, tuple[str, ...]]] = {
        "friendly": ("RB 740.1.a", "RB 489.8.e"), "opponent": ("RB 740.1.b", "RB 489.2"),
        "you": ("RB 489.8.c",)}
    too_few_players = "Riftbound needs two players"
    trigger_costs = "may decline"  # RB 383.3.b.1, RB 404.2
    sacrifice_word = "killing"  # RB 428.1.a.1: a kill paid as a cost is an active kill
    cancel_words = ("counters", "countered")  # RB 425.1.a: Riftbound counters; nothing fizzles
    #: RB 429.1: an Add ability puts Energy or Power into the rune pool; RB 429.2: one from an
    #: activated ability resolves the instant it is finalized (`kind: resource`), so it passes
    #: neither priority nor focus and opens no chain that could pass focus (RB 337.2, RB 346.1).
    #: RB 429.2: an Add from a triggered ability resolves the instant it is finalized too
    #: (pending.py): an ability that adds Energy or Power is a resource ability however it came.
    resource_gains = ADDS
    resource_kinds = ResourceKinds(
        gains=ADDS,
        gains_none="by RB 429.1 an Add ability adds Energy or Power; this one adds neither, so "
                   "it is not `kind: resource` (write `kind: activated`)",
        must_be="by RB 429.2 an activated ability that Adds Energy or Power resolves the "
                "instant it is finalized, without waiting on the chain: write `kind: resource`",
        rules=("RB 337.2", "RB 429.2.a"), verb="resolves as it finalizes (an Add ability)")
    #: RB 829.1.b.1: a spell played with Flow is banished as it leaves the chain, resolved or
    #: countered, instead of going to the trash. RB 820.1.d: a spell whose Repeat cost was paid
    #: carries out its instructions one additional time, with the same choices unless the file
    #: gives others (RB 820.2.a: `repeat_targets`, `repeat_mode`, `decisions: {<item>: {again:
    #: {<label>: ...}}}` for a "you may"); it is still one
    #: card played (RB 820.3.a). v1.4: an ability with Repeat too (repeat.py), a triggered one
    #: paying its card's `repeat_cost` as it goes on the chain (RB 820.1.a, RB 820.1.c.1).
    played_with = (
        PlayedWith("flow", ("RB 829.1.b.1",), Msg("{name} is banished instead of going to the "
                   "trash: it was played with Flow").id, leaves_to="banishment"),
        PlayedWith("repeat", ("RB 820.1.d", "RB 820.3.a"), Msg("then, its Repeat cost paid, its "
                   "instructions once more with {which}: {said} (still played once)").id,
                   again=True, own_targets="repeat_targets", own_targets_rule="RB 820.2.a",
                   own_targets_each="repeat_targets_each",
                   own_mode="repeat_mode", times=REPEAT_TIMES,
                   instances_key="repeat_costs", instances_choice="repeat_instances",
                   cost_key="repeat_cost", cost_rules=("RB 820.1.a", "RB 820.1.c.1"),
                   source_grants=("repeat.granted_to_card", "its-abilities"),
                   played_once="RB 820.3.a"),
    )
    #: RB 818.1.a, RB 718.2: equipment is attached to a unit on the board (equip.py).
    attachment = EQUIPMENT
    #: A battlefield shows who controls it (RB 190.2; null: uncontrolled, whatever player its
    #: abilities serve, RB 190.6) and who contests it (RB 190.3).
    object_marks = (
        ObjectMark("controller", listed_in="battlefields", table="control",
                   types=("battlefield",)),
        ObjectMark("contested_by", listed_in="battlefields", table="contested",
                   types=("battlefield",)),
        # RB 107.1, RB 719.3: in another player's base than its controller's (an attached card
        # of another player goes where its Top-Most Card is; a permanent taken in its owner's
        # base, until the cleanup recalls it, RB 323.7): whose
        ObjectMark("held_by", read=held_by))
    #: Might from the unit's own state: a buff (RB 426), Assault while Attacker (RB 807.1),
    #: Shield while Defender (RB 814).
    #: RB 143.2.b: a negative Might counts as 0 whenever an effect reads it.
    stats_read_at_least_zero = ("might",)
    stats_read_at_least_zero_rule = "RB 143.2.b"
    snapshot_limit_rule = "RB 477.3.b"  # "-4 Might, to a minimum of 1" is fixed as applied
    #: v1.4: a passive ability's limit is not snapshotted but read again (RB 477.3.b)
    passive_limit_rule: ClassVar[str | None] = "RB 477.3.b"
    stat_bonuses = (StatBonus("might", counter="buff", rule="RB 703"),
                    StatBonus("might", extra=("designation", "attacker"), keyword="assault",
                              unmet_rule="RB 807.1.d"),
                    StatBonus("might", extra=("designation", "defender"), keyword="shield",
                              unmet_rule="RB 814.1.d"))
    #: RB 359.3.e.1: Riftbound has no fizzle: the item resolves; its illegal targets (RB
    #: 359.3.e.2) are unaffected and only instructions about them are skipped (RB 359.3.e.5).
    illegal_targets = IllegalTargets(partial=True, only_rules=True, rules=(
        "RB 359.3.e.1", "RB 359.3.e.2", "RB 359.3.e.5"))
    #: RB 483.1, RB 484-489: every Mode of Play the Core Rules define has two to four players;
    #: they have no rules for five or more, so neither has judge.
    more_players = ("the Core Rules define Modes of Play for two to four players only "
                    "(RB 484-489): they have no rules for five or more")
    #: What resolving an item with each effect does (cited after the chain's order, RB 340).
    #: A counter cites that the countered item's costs stay paid (RB 425.1.c); that it does
    #: nothing is its role's rule (RB 425.1.a, Role.CANCEL in vocab.py).
    effect_citations: ClassVar[dict[str, str]] = {
        "move": "RB 449.1", "recall": "RB 455", "stun": "RB 423.1", "buff": "RB 426.1.b",
        "double_might": "RB 432.1.a", "cancel": "RB 425.1.c", "destroy": "RB 428.2",
        "damage": "RB 417.1.b", "heal": "RB 418.1", "draw": "RB 413.2.b", "predict": "RB 436",
        "empower": "RB 441", "disempower": "RB 442", "attach": "RB 434", "ready": "RB 415.1"}
    #: A permanent enters the board by its own sub-rule: RB 359.2.c a unit, RB 359.2.d gear.
    enter_citations: ClassVar[dict[str, str]] = {"unit": "RB 359.2.c", "gear": "RB 359.2.d"}
    #: RB 385.2: a triggered ability whose text says it works off the board ("... return this
    #: from your trash to your hand") works there, and only there (card key `works_from:
    #: {<ability>: trash}`); RB 384.2, every other one on the board. RB 370.3: so does a static
    #: ability of replacement effects it names ("while this is in your trash, if ... instead").
    #: RB 190.6.d: on an uncontrolled battlefield "you" (written, or implied as in "draw 1") is
    #: nobody, and those instructions are ignored, though the turn player handles its abilities
    #: (RB 190.6.b).
    unheld_you = ("battlefield", "control", "RB 190.6.d")
    #: RB HP.46: whose opponents an uncontrolled battlefield's ability names (RB 190.6.b or d).
    unheld_opponents = UNCONTROLLED_OPPONENTS
    #: RB 428.5: a kill is credited to the spell or ability whose text killed (428.5.b), or
    #: whose damage killed in a cleanup (428.5.c); in a combat cleanup, to the combat damage's
    #: sources and their controller (428.5.c.2, v1.4 only).
    kill_credit: ClassVar[dict[str, tuple[str, ...]]] = {
        "instruction": ("RB 428.5.b",), "damage": ("RB 428.5.c.1", "RB 428.5.c"),
        "combat": ("RB 428.5.c.2",)}
    #: RB 417.6.b.4 (v1.4): "target unit deals 3" makes that unit's controller responsible for
    #: the damage, whoever controls the spell: they mark it and it is their damage (RB 142.3).
    named_source_responsible: ClassVar[str | None] = "RB 417.6.b.4"
    triggers_from = (TriggersFrom("", (), key="works_from", rules=("RB 385.2",),
                                  waits_once=False, replacement_rules=("RB 370.3",)),)
    #: RB 370.1.a: any event may be replaced; what a replaced play, activation, entering or
    #: resolution leaves behind the Core Rules leave open (RB HP.15-17, RB HP.12). A counter
    #: replaced never happens (RB 370.1.a.1): the item stays on the chain.
    #: RB 369.2, 372: a prevention is one of the replacements its controller orders; where the
    #: order chosen does not place it, RB HP.20.
    prevention_order_policy = ("replace.prevention_order", "began")
    #: RB HP.27: a prevention effect whose prevention a replacement replaced is used up or not
    prevention_replaced_policy = ("replace.prevention", "spent")
    replaced_readings: ClassVar[dict[str, tuple[str, str]]] = {
        "played": ("replace.card_play", "unplayed"),
        "activated": ("replace.activation", "unactivated"),
        "entered": ("replace.entering", "trash"),
        "resolved": ("replace.resolution", "countered")}
    #: RB 337.2, RB 429.2: an Add ability is a chain item finalized and resolved at once; its
    #: resolution replaced never happens (RB 370.1.a.1: no Energy or Power is added), what was
    #: paid stays paid, and it is read as any item's resolution replaced (RB HP.12; the rule
    #: that it never happened is the game's Role.REPLACED_EVENT, cited after).
    at_once_replaced_rules = ("RB 337.2", "RB 429.2")
    at_once_on_stack = True
    #: RB HP.31: card text about a card's counter or resolution does not watch its copy on the
    #: chain (a separate instance, RB 427.3.a; no Main Deck card, RB 052), or, by `watched`,
    #: watches it as the card.
    copy_watched_policy = ("replace.copy", "watched")
    trigger_again_policy = ("trigger_again.several", "once-more")  # RB HP.33
    #: RB 355: a later target's requirement may read an earlier one ("choose a battlefield;
    #: deal 3 to a unit there"); that earlier target illegal on resolution, its information is
    #: null (RB 359.3.e.12), so by default the later one fits nothing there; RB HP.34 may read
    #: the battlefield where it still is.
    earlier_target_policy = ("targets.earlier_illegal", "still-there")
    earlier_target_rules = ("RB 359.3.e.12",)
    #: RB HP.35: a lasting effect over "each unit there" (`each: {at: $1}`) keeps the units
    #: there as it is created, as any resolving `each` does here; `follows` covers whichever
    #: units are there while it lasts.
    each_there_policy = ("each.there_lasting", "follows")
    #: RB HP.37: a continuous effect's Might decrease is no instruction carried out (RB 369),
    #: so "if my Might would be reduced" does not see it; `replaced` replaces a resolving
    #: effect's decrease as it is created.
    continuous_reduced_policy = ("reduced.continuous", "replaced")
    #: RB HP.38: a "once each turn" trigger met again while its uses left are claimed by
    #: triggers of it waiting to be finalized triggers (its uses counted as each is finalized,
    #: RB 383.3.e.2.a); `triggered` claims a use as it triggers.
    limited_use_policy = ("limited.met_again_waiting", "triggered")
    #: "When you win a combat": the player alone left there won it (RB 466.3.a); "when I win a
    #: combat" of a unit there (`object: here`): it shares its controller's result (RB 466.3.c).
    trigger_event_rules: ClassVar[dict[tuple[str, str], tuple[str, ...]]] = {
        ("combat_won", ""): ("RB 466.3.a",),
        ("combat_won", "here"): ("RB 466.3.c",)}
    #: "When I attack, if ...", "When I defend, if ...": their other requirements must hold as
    #: the unit gets its designation, or it does not trigger in that combat (RB 383.4.e.2.b,
    #: RB 383.4.f.2.b), its designation given once a combat (RB 383.4.e.2.a, RB 383.4.f.2.a).
    trigger_condition_rules: ClassVar[dict[str, tuple[str, ...]]] = {
        "attacked": ("RB 383.4.e.2.b",), "defended": ("RB 383.4.f.2.b",)}
    #: RB 477.1.b.1.a: a copy takes the copyable traits (name, super type, type, tags, cost,
    #: domain and Rules Text), not Might nor an equipment's Might Bonus (RB 718.4); a played
    #: copy has no Might of its own (RB HP.24). RB 477.1.b.1.b: an object that became a copy
    #: has what it became as its copyable traits (engine/copies.py); off the board it is its
    #: own card again, a new object (RB 477.1.b.1: a layer-1 effect on the board).
    copyable: ClassVar[Copyable | None] = Copyable(
        own_stats=("might",), own_keys=("might_bonus",), played_policy="copy.played_might")
    printed_again = (BECOME_COPY_PRINTED,)
    #: RB 719.5: a gear detached as its unit left the board works again (its Equip).
    regained_ability_rules = (text_active_again,)
    state_type = RBState
    #: Burn Out's, the mulligan's and a recycle's order of the cards put into a deck (RB HP.n).
    deck_order_policies = ("burnout.order", "mulligan.order", "recycle.order")
    editions: ClassVar[dict[str, type[Rulebook]]] = {}  # filled in below: v1.3

    stack_rules = Chain
    timing_rules = RiftTiming
    payment_rules = RunePool
    turn_rules = RiftTurn
    check_rules = Cleanup
    object_rules = RiftObjects
    report_rules = RiftReport
    #: Every win is found by the cleanup's win check (RB 323.1) against the Victory Score (RB
    #: 194.2): what made this point the last (RB 471.1.a.1) or a team win (RB 489.6.a.3) is
    #: cited after them on its step, and decided it. Every unit the cleanup kills has its death
    #: triggers go pending first (RB 323.4): what killed it is lethal damage (RB 323.5, 142.4.b).
    frame_rules = frozenset({"RB 323.1", "RB 194.2", "RB 323.4"})

    def validate(self, scenario: Scenario,
                 problem: Callable[[tuple[str | int, ...], str], None]) -> None:
        """Riftbound's own keys of a file, checked with their positions (setup.py)."""
        validate(scenario, problem)


class RiftboundV13(Riftbound):
    """Core Rules v1.3, as it differs from v1.4: the chain (a recall does not void a combat's
    result), the cleanup (its steps, what is recalled, which staged showdown starts, focus on
    converting), the turn (when rune pools empty and stuns end), "if you do" after a replaced
    action, and the Power of a multi-domain card's own domain (any domain: Accelerate)."""

    stack_rules = ChainV13
    check_rules = CleanupV13
    timing_rules = RiftTimingV13
    turn_rules = RiftTurnV13
    payment_rules = RunePoolV13
    #: v1.3 RB 359.3.e.14.b: a replaced action does not affect the later linked instruction,
    #: with no exception for "if you do".
    replaced_action_done = True
    #: v1.3 credits no combat kill (its RB 428.5 has no 428.5.c.2): a trigger waiting for a
    #: kill that combat damage made is an honest exit 3 there.
    kill_credit: ClassVar[dict[str, tuple[str, ...]]] = {
        "instruction": ("RB 428.5.b",), "damage": ("RB 428.5.c",)}
    #: v1.3 has no RB 417.6.b.4: the item's controller stays responsible for its damage.
    named_source_responsible = None
    roles = ROLES_V13
    #: v1.3 RB 472.1.b.1: a copy took every trait, Rules Text and Might alike, in layer 1 with
    #: "Might becomes N" (RB 472.1.a.1), by timestamp (RB 475).
    copyable = None
    copy_sets_stats = True
    #: v1.3 RB 472.3.b snapshotted the limits of passive abilities too, which judge does not
    #: model for a passive ability that applies all the time: exit 3.
    passive_limit_rule = None


Riftbound.editions = {"v1.3": RiftboundV13}
