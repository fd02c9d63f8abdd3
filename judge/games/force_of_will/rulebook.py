"""Force of Will (Comprehensive Rules ver. 12.7): what a scenario may say, and which policies
rule it.

What makes it different (rules in rulebook/force-of-will/rules.yaml, cited as `FOW 605.1a`):
- whoever plays something keeps priority (FOW 605.1a); two passes in a row resolve only the top of
  the chase, then the turn player gets priority (FOW 605.1b); on an empty chase they end the
  priority sequence and the game advances (the engine's default stack; `chase.Chase`);
- main timing (FOW 701.2) gates resonators, additions, regalia, chants, judgment, standby, calling
  a stone and battle (FOW 604.2); [Quickcast] and activate abilities need only priority (604.1)
  (`timing.MainTiming`);
- will pays costs, its free part with any will (FOW 1003; `will.WillPayment`); will abilities never
  use the chase (FOW 907.3); nor do starting a battle or the standby area;
- each priority sequence runs rule processes, then triggered objects one at a time, the turn
  player's first (FOW 602-603); an automatic [Trigger] card triggers once (FOW 708.2a)
  (`processes.RuleProcesses`, `chase.Chase`);
- an illegal target is skipped and the rest still happens: nothing fizzles as a whole (FOW 903.3a),
  except an addable addition, which goes to the graveyard (FOW 1002.1a);
- battle: one attacker, one blocker, first strike for the attacker only (FOW 800); the attack and
  block declarations are choices only one player answers (`battle`); the turn and the battle move
  on in `turn.FowTurn`.
Where 12.7 is ambiguous, a house policy (FOW HP.*) decides, switchable per scenario.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.board import DAMAGE_COUNT_KEYS
from judge.engine.characteristics import keywords as keywords_of
from judge.engine.copies import BECOME_COPY_PRINTED
from judge.engine.declare import Verb
from judge.engine.entering import ENTERING_CARD_KEYS
from judge.engine.events import EventKind
from judge.engine.limited import USE_COUNT_KEYS
from judge.engine.policies import ObjectRules
from judge.engine.roles import Role
from judge.engine.rulebook import (
    EmptyDeck,
    HostGrant,
    IllegalTargets,
    ItemGuard,
    ItemShield,
    MovedInstead,
    NeverSacrificed,
    ObjectMark,
    ResourceKinds,
    ResourceRound,
    Rulebook,
    StatBonus,
    TargetShield,
    TriggersFrom,
    Vocabulary,
)
from judge.games.force_of_will import battle_verbs as battles
from judge.games.force_of_will import rulers, validation
from judge.games.force_of_will.ability_keywords import (
    ABILITY_CARD_KEYS,
    IMPLIED_TRIGGERS,
    HasCounter,
)
from judge.games.force_of_will.alternative import (
    ALTERNATIVE_CARD_KEYS,
    ALTERNATIVE_CHOICE_KEYS,
    ALTERNATIVE_OBJECT_KEYS,
    HALF,
    HALVES,
    WHOLE_AGAIN,
    combined_matched,
    copy_refusal,
    half_of,
    half_shown,
    halves_at_start,
    is_half,
    play_now_half,
    whole_again_after,
)
from judge.games.force_of_will.attach import attached_to_j_ruler
from judge.games.force_of_will.chaining import (
    CHAINING_CARD_KEYS,
    CHAINING_OBJECT_KEYS,
    CHAINING_STATE_KEYS,
)
from judge.games.force_of_will.chase import Chase
from judge.games.force_of_will.combatants import MUST_BE_ATTACKER_KEYS
from judge.games.force_of_will.conditional import AS_PLAYED, CONDITIONS, GODS_ART_STATE_KEYS
from judge.games.force_of_will.consensus import CONSENSUS_CARD_KEYS, NEVER_VOTES, Vote, Votes
from judge.games.force_of_will.contract import CONTRACT_CARD_KEYS, CONTRACT_PRINTED
from judge.games.force_of_will.cost_keywords import COST_CARD_KEYS, COST_CHOICE_KEYS
from judge.games.force_of_will.divided import DIVIDE_CHOICE_KEYS
from judge.games.force_of_will.effects import EFFECTS
from judge.games.force_of_will.extension import (
    EXTENSION_RULE_NOTE,
    MORE_THAN_ONE_NOTE,
    extension_area_kept,
)
from judge.games.force_of_will.fate import FATE_CARD_KEYS
from judge.games.force_of_will.force import FORCE_CARD_KEYS, ForceCommand
from judge.games.force_of_will.fusion import (
    FUSED,
    FUSION_CARD_KEYS,
    FUSION_CHOICE_KEYS,
    FUSION_PRINTED,
)
from judge.games.force_of_will.game_start import (
    GAME_START_CARD_KEYS,
    GAME_START_ZONES,
    OUTSIDE_GAME,
)
from judge.games.force_of_will.guidance import Guidance
from judge.games.force_of_will.inverse import (
    HOPE_AGAIN,
    INVERSE_CARD_KEYS,
    INVERSE_CHOICE_KEYS,
    INVERSE_EVENTS,
    INVERSE_OBJECT_KEYS,
    INVERTED,
    despair_matched,
    is_side_up,
    side_shown,
    side_up_copied,
    side_up_stat_rules,
)
from judge.games.force_of_will.inverse import SIDE_UP as INVERSE_SIDE_UP
from judge.games.force_of_will.inverse import SIDES as INVERSE_SIDES
from judge.games.force_of_will.inverse import side_not_up_rule as inverse_side_not_up
from judge.games.force_of_will.inverse import side_of as inverse_side_of
from judge.games.force_of_will.inverse import sides_at_start as inverse_sides_at_start
from judge.games.force_of_will.investigate import INVESTIGATE_CARD_KEYS
from judge.games.force_of_will.item_tokens import (
    ITEM_TOKEN_CARD_KEYS,
    ITEM_TOKEN_CHOICE_KEYS,
)
from judge.games.force_of_will.items import (
    BANISH,
    ITEM_AREA,
    ITEM_CARD_KEYS,
    ITEM_CHOICE_KEYS,
    LIMIT_BREAK_CARD_KEYS,
    WILL_COIN,
)
from judge.games.force_of_will.keyword_grants import ONCE
from judge.games.force_of_will.keyword_keys import GRANT_KEYS
from judge.games.force_of_will.keywords import (
    KEYWORD_CARD_KEYS,
    KEYWORDS,
    OPPONENT_BARRIER,
    TRIGGER_RULES,
    UNIMPLEMENTED,
)
from judge.games.force_of_will.legend import LEGEND_CARD_KEYS, LEGEND_OBJECT_KEYS, Legend
from judge.games.force_of_will.mobilize import MOBILIZE_PRINTED, mobilize
from judge.games.force_of_will.names import name_has, named
from judge.games.force_of_will.oath import OATH_CARD_KEYS, OATH_CHOICE_KEYS
from judge.games.force_of_will.outside import (
    HIDDEN_ZONES,
    OUTSIDE_CITATIONS,
    OUTSIDE_STATE_KEYS,
    reveal_refusal,
)
from judge.games.force_of_will.play_keywords import (
    PLAY_CARD_KEYS,
    PLAY_CHOICE_KEYS,
    STEALTH,
)
from judge.games.force_of_will.potential import FILTER_KEY_RULES as POTENTIAL_RULES
from judge.games.force_of_will.potential import FILTER_KEYS as POTENTIAL_KEYS
from judge.games.force_of_will.potential import TABLE_FILTERS as POTENTIAL_FILTERS
from judge.games.force_of_will.processes import RuleProcesses
from judge.games.force_of_will.reincarnation import (
    REINCARNATED,
    REINCARNATION_CARD_KEYS,
    REINCARNATION_CHOICE_KEYS,
    REINCARNATION_PRINTED,
    STACKED,
)
from judge.games.force_of_will.remove_from_battle import is_attacking, is_blocking
from judge.games.force_of_will.revolution import (
    ORDER_AREA,
    ORDERED,
    REVOLUTION_CARD_KEYS,
    REVOLUTION_CHOICE_KEYS,
)
from judge.games.force_of_will.runes import DIVINITY_KEY
from judge.games.force_of_will.shift import PAST_SIDE, SHIFT_CARD_KEYS, SHIFT_CHOICE_KEYS
from judge.games.force_of_will.solo_mode import SOLO_MODE_CARD_KEYS
from judge.games.force_of_will.stacks import STACK_CARD_KEYS, STACK_OBJECT_KEYS, TRINITY_NOTE
from judge.games.force_of_will.state import (
    ATTRIBUTE_WORDS,
    ATTRIBUTES,
    ATTRIBUTES_KEY,
    CARD_TYPES,
    DECK,
    ENTITY_TYPES,
    EXPELLED,
    PERMANENTS,
    PROCESS_NOTES,
    SHARES_J_RULER_ATTRIBUTE,
    STEPS,
    TAKEN_THIS_TURN,
    WILL,
    FowState,
    entered_the_field_this_turn,
    implied_attributes,
    is_addable_addition,
    shares_attribute_with_j_ruler,
    still_astral,
    token_chosen,
)
from judge.games.force_of_will.stranger import (
    STRANGER_CARD,
    STRANGER_CARD_KEYS,
    STRANGER_FILTER_KEYS,
    STRANGER_FILTER_RULES,
    is_stranger_card,
    stranger_matched,
)
from judge.games.force_of_will.subrulers import (
    BEFORE_THE_GAME_NOTES,
    SUBRULER_CARD_KEYS,
    SUBRULER_OBJECT_KEYS,
    expel_target_refusal,
    replaced_to_ruler_area,
)
from judge.games.force_of_will.timing import MainTiming, standby, untriggered_automatic_card
from judge.games.force_of_will.totals import FILTER_KEY_RULES as TOTALS_RULES
from judge.games.force_of_will.totals import (
    counters_at_least,
    counters_exactly,
    counters_of_at_least,
    counters_of_exactly,
    total_cost_at_least,
    total_cost_is,
)
from judge.games.force_of_will.transcend import TRANSCEND_CARD_KEYS, TRANSCEND_CHOICE_KEYS
from judge.games.force_of_will.turn import FowTurn
from judge.games.force_of_will.two_face import (
    SIDE_UP,
    TWO_FACE_CARD_KEYS,
    TWO_FACE_OBJECT_KEYS,
    side_not_up_rule,
    side_of,
)
from judge.games.force_of_will.two_face import SIDES as TWO_FACE_SIDES
from judge.games.force_of_will.valhalla import VALHALLA_CARD_KEYS, VALHALLA_CHOICE_KEYS
from judge.games.force_of_will.wardens import WARDEN_CARD_KEYS, warden_process, willpower_ability
from judge.games.force_of_will.will import WillPayment
from judge.games.force_of_will.will_paid import (
    COPY_PAID_ZERO,
    COPY_PAID_ZERO_RULE,
    COPY_PAID_ZERO_RULES,
    COST_PAID,
    PAID,
    PAID_ACTUAL,
    PAID_ACTUAL_AT_MOST,
    PAID_AT_MOST,
    PLAYED_FREE,
    X_PAID,
    paid_actual_at_least,
    paid_at_least,
)
from judge.games.force_of_will.will_paid import FILTER_KEY_RULES as PAID_RULES
from judge.games.force_of_will.will_paid import OBJECT_KEYS as PAID_KEYS
from judge.games.force_of_will.will_paid import TABLE_FILTERS as PAID_FILTERS
from judge.games.force_of_will.words import WORDS
from judge.model.args import Arg, map_of
from judge.model.scenario import Scenario
from judge.model.state import GameObject, GameState
from judge.msg import Msg

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.conditions import GameCondition, GameQuantity
    from judge.engine.table import Table
    from judge.model.cards import When


#: The types a magic stone may gain that 321.5b-c weigh, and the printed types of 321.3.
GAINED_BY_STONES = ("resonator", "addition", "regalia")


def addition_put_in(rules: ObjectRules, obj: GameObject, zone: str) -> str:
    """FOW 1002.2b: an addable addition without [Bestow] that an effect puts into the field
    from anywhere but the chase is added, without targeting, to an entity of the type its
    text names that its player chooses (with none, it stays where it is): judge does not
    model that choice, and put in added to nothing it would wrongly go to the graveyard
    (1207.1). With [Bestow] it enters on its own (1002.3a)."""
    if zone != "field" or obj.zone in ("field", rules.game.stack_zone) or \
            not is_addable_addition(obj) or "bestow" in keywords_of(obj):
        return ""
    return (f"{obj.card.name} ({obj.id}), an addable addition, put into the field by an "
            "effect from outside the chase is added to an entity of the type its text names "
            "that its player chooses, or stays where it is with none (FOW 1002.2b): judge "
            "does not model that")


class Permanents(ObjectRules):
    """The engine marks what entered the field this turn (FOW 803.3a, 905.3); an addable addition
    enters the field added to the card it targets (FOW 1002.1a)."""

    entered_mark = "entered_this_turn"
    #: FOW 209.5a: "a fire resonator", written `traits: [fire]` (a trait naming an attribute),
    #: is one with fire among its attributes: those of its cost's will symbols (209.2), or an
    #: attribute an effect gave it as a trait; `traits: [void]`, one with none (209.3).
    implied_traits = (implied_attributes,)
    implied_trait_rules: ClassVar[dict[str, tuple[str, ...]]] = {
        **{a: ("FOW 209.5a", "FOW 209.2") for a in ATTRIBUTES}, "void": ("FOW 209.3",),
        "mono-attribute": ("FOW 209.5b",), "dual-attribute": ("FOW 209.5c",),
        "multi-attribute": ("FOW 209.5d",), "non-attribute": ("FOW 209.5e",)}
    #: FOW 1120.6: text about cards with [Barrier] also reaches a card with [Barrier] <info>.
    keyword_filter_rules: ClassVar[dict[str, tuple[str, ...]]] = {"barrier": ("FOW 1120.6",)}
    #: FOW 1020.1: a card that becomes an attribute loses its attributes, not its races, and
    #: one that becomes a race keeps its attributes (a `set_traits` naming both, or none,
    #: replaces both).
    trait_kind_apart = ATTRIBUTE_WORDS

    #: FOW 803.3a, 905.3 against 1181.2: a card taken this turn has not been under its
    #: controller since the turn began (it carries the entered mark), but it did not enter the
    #: field: text asking "entered the field this turn" ([Aegis], a filter) does not see it.
    taken_mark = TAKEN_THIS_TURN
    #: FOW 1102.6: "Fairy cards with [Awakening]", no zone named, are Fairy cards in all zones.
    all_zones_keywords = frozenset({"awakening", "inheritance", "dive", "reincarnation",
                                    "solarisation"})
    all_zones_rule = "FOW 1102.6"
    #: FOW 1019.2a: "discard your hand" with no card in it is still discarded.
    empty_hand_discard_rule = "FOW 1019.2a"
    #: FOW 1020.4: an ordered card that "becomes" [A/B] keeps what its order gives it.
    kept_values_rule = "FOW 1020.4"
    entered_zones = ("field",)
    attach_types = ("addition",)
    attach_phrase = "{card} enters the {zone} added to {host}"
    #: FOW 1102.3: granted the same [Primal Roar] by two effects, an object has it once.
    granted_once = ONCE
    granted_once_rule = "FOW 1102.3"
    attach_rule = ("in Force of Will only an addition that targets a card (an addable addition, "
                   "FOW 1002.1a) is added to one, in the field")

    entries_unmodelled = (addition_put_in,)
    #: FOW 1032.1: a card attached to a J/ruler is held in its controller's item area
    #: (attach.py); nothing else but an addable addition is attached (FOW 1002.1a).
    held_attach_zones = ("item_area",)
    #: FOW 1307.4: `half: <name>`, an alternative card that is that half (in the field or on the
    #: chase), however it came to be. FOW 1032.2: `attached_to_j_ruler: true`, a card attached
    #: to a J/ruler; FOW 203.3-203.4:
    #: `named` (exactly that name) and `name_has` (those words in its name).
    #: FOW 104.7-104.7a, 204.5: `total_cost`, `total_cost_or_more`, `counter_count`,
    #: `counter_count_exactly`, `counters_of`, `counters_of_exactly` (totals.py).
    filters: ClassVar[dict[str, Callable[[GameState, GameObject, object], bool]]] = {
        "attached_to_j_ruler": attached_to_j_ruler, "named": named, "name_has": name_has,
        "total_cost": total_cost_is, "total_cost_or_more": total_cost_at_least,
        "counter_count": counters_at_least, "counter_count_exactly": counters_exactly,
        "counters_of": counters_of_at_least, "counters_of_exactly": counters_of_exactly,
        PAID: paid_at_least, PAID_ACTUAL: paid_actual_at_least,
        STRANGER_CARD: is_stranger_card, "entered_this_turn": entered_the_field_this_turn,
        "attacking": is_attacking, "blocking": is_blocking, HALF: is_half,
        INVERSE_SIDE_UP: is_side_up}
    #: FOW 104.9: `potential_cost`, `potential_cost_or_less`, `potential_cost_exactly`: the
    #: cost a card would have now, read through the ruling (the cost changes in force:
    #: potential.py).
    table_filters: ClassVar[dict[str, Callable[[Table, GameObject, object], bool]]] = {
        **POTENTIAL_FILTERS, **PAID_FILTERS}
    #: FOW 209.4: `shares_attribute_with_j_ruler: you`, a card sharing an attribute with the
    #: J/rulers you control, all their attributes together.
    player_filters: ClassVar[dict[str, Callable[[GameState, GameObject, str], bool]]] = {
        SHARES_J_RULER_ATTRIBUTE: shares_attribute_with_j_ruler}
    #: FOW 909.3a: a static ability that changes its card's stats by an amount read from them
    #: depends on the other changes of them, and applies after them (continuous.py).
    stat_filter_rules: ClassVar[tuple[str, ...]] = ("FOW 909.3a",)
    #: Cited where a condition or a count asks them, of a card anywhere.
    filter_key_rules: ClassVar[dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {
        "named": (("FOW 203.4",), ("FOW 203.4",)),
        # FOW 1110.3-1110.4: text that asks whether the card was awakened
        "awakened": (("FOW 1110.3", "FOW 1110.4"), ("FOW 1110.3", "FOW 1110.4")),
        "name_has": (("FOW 203.3a", "FOW 203.3b"), ("FOW 203.3a", "FOW 203.3b")),
        **TOTALS_RULES, **PAID_RULES, **POTENTIAL_RULES, **STRANGER_FILTER_RULES,
        SHARES_J_RULER_ATTRIBUTE: (("FOW 209.4",), ("FOW 209.4",))}
    filter_only: ClassVar[frozenset[str]] = frozenset({"attached_to_j_ruler", "named", "name_has",
                                                       SHARES_J_RULER_ATTRIBUTE,
                                                       *TOTALS_RULES, *POTENTIAL_RULES,
                                                       STRANGER_CARD, "attacking", "blocking",
                                                       PAID_AT_MOST, PAID_ACTUAL_AT_MOST,
                                                       PLAYED_FREE})
    #: A new object keeps nothing (FOW 302.3) and is placed recovered unless an effect says
    #: otherwise (303.1b), so a rested card put into the hand and played again enters
    #: recovered; except that a card played awakened enters the field awakened (FOW 1110.4),
    #: and one played by [Raid] keeps what it gained as it entered (1196.2); a chained card
    #: stays chained (FOW 1160.2).
    new_objects_ready = True
    #: A card's own "as this card enters the field" effects (FOW 702.3b, counters first), then
    #: "enters the field rested / with counters" (702.3c), before it is seen entering (702.3e).
    as_enters_rules = ("FOW 702.3b", "FOW 702.3c")
    as_enters_first = ("counter",)
    kept_entering: ClassVar[dict[str, tuple[str, ...]]] = {
        "field": ("awakened", "raided", "chained", PAID, PAID_ACTUAL, X_PAID,
                  COST_PAID)}

    #: FOW 1305.2: an effect may put a stranger card into the deck during the game.
    entry_card_rules: ClassVar[dict[str, dict[str, str]]] = {DECK: {STRANGER_CARD: "FOW 1305.2"}}
    #: FOW 1024.4: a ruler whose last astral counter is removed is still astral.
    counters_gone_said: ClassVar[dict[str, Callable[[Table, GameObject],
                                                    tuple[Msg, str] | None]]] = {
        "astral": still_astral}
    #: FOW 1024.4: a ruler whose astral counter moved away and came back (713.3b, 1010.1) was
    #: astral all along, by its name.
    counters_outlasted: ClassVar[dict[str, str]] = {"astral": "FOW 1024.4"}
    #: FOW 1303.2a: a token in the field is chosen as a card there; 1305.3: text naming a card
    #: type reaches the stranger cards of that type.
    #: 1302.3d: an Inverse card despair side up is read as that side only.
    match_readers = (token_chosen, stranger_matched, combined_matched, despair_matched)
    read_readers = (stranger_matched, combined_matched, despair_matched)
    #: 1302.3d: an amount reading the stat of an Inverse card despair side up reads that side's.
    stat_readers = (side_up_stat_rules,)
    #: 1302.3d: becoming a copy of an Inverse card despair side up copies that side.
    copied_readers = (side_up_copied,)


class ForceOfWill(Rulebook):
    id = "force-of-will"
    name = "Force of Will"
    aliases = ("fow", "fowtcg")
    prefix = "FOW"
    stack_word = "chase"
    prose = WORDS
    #: "as long as this card is in the field" of a control change is `until_source_leaves`
    #: (FOW 909.4a's third example; 909.8: not made if the card has left as it resolves)
    #: "during your next recovery phase" of a prohibition is `next_recovery_phase` (turn.py, FOW
    #: 1031.2: a skipped one does not count)
    durations = ("turn", "permanent", "battle", "until_source_leaves", "next_recovery_phase")
    #: [Explode] 1106.2, [Bane] 1138.2 ...: what each automatic keyword's ability does.
    keyword_trigger_rules = frozenset(TRIGGER_RULES.values())
    #: Every play or activation moves to the chase (FOW 903.2f) and its player keeps priority
    #: (FOW 605.1a, timing.put_on_chase): what kind of step it was, not why it was allowed; a
    #: willpower ability resolves by its own rule (FOW 717.3), a frame as any ability's 707.3.
    frame_rules = frozenset({"FOW 903.2f", "FOW 605.1a", "FOW 717.3"})
    #: "as long as this card is in the field": in the field, not the board; a J-ruler destroyed
    #: or sent to its ruler area leaves the field (1010.1), the same object all along (302.3)
    source_stays_in = ("field",)
    #: FOW 909.4: an effect over "cards that ..." covers every card that meets the condition,
    #: however late it starts to, and stops covering one that no longer does.
    group_effects_follow = True
    #: FOW 909.1d: an effect may add an ability to an object, a static one too ("target
    #: resonator gains 'this card's ATK is increased to 700'"): the object has it as its own,
    #: its change applying in the later steps it belongs to (909.1g, 909.3a).
    effects_grant_statics = "FOW 909.1d"
    #: FOW 910.2c-1: of several effects doubling one damage event, only one applies.
    doublings_stack = False
    #: FOW 910.2a: damage increases first, then the receiver's prevention and other changes.
    damage_increases_first = True
    #: What a replaced event leaves behind (910.1; engine/unplayed.py): a rest cost replaced still
    #: counts as paid (903.2l-2: the rules answer, no policy); FOW HP.18-19, a play or an activation
    #: replaced once paid for (903.2l-2, 903.2o) or as it begins; FOW HP.38-39, an attack or a block
    #: replaced once what it costs is done and the card rested (803.5, 804.4) or as it is declared
    #: (the rules are silent on each). A card's entering the field replaced is read by the rules: it
    #: stays where it was (910.1), from the chase to the graveyard (702.3a). FOW HP.13, a resolution
    #: replaced: neither resolved nor cancelled, or a cancel by the replacement.
    replaced_readings: ClassVar[dict[str, tuple[str, str] | None]] = {
        "exhausted": None,
        "played": ("replace.card_play", "unplayed"),
        "activated": ("replace.activation", "unactivated"),
        "entered": None,
        "attacked": ("replace.attack", "not-declared"),
        "blocked": ("replace.block", "not-declared"),
        "resolved": ("replace.resolution", "cancelled")}
    #: A will ability's resolution replaced (it resolves at once off the chase, 907.3): read by
    #: the rules, no policy: it never happens (910.1), and the ability was played all the same
    #: (903.2o); never on the chase, it is not cancelled (1012.1).
    at_once_replaced_rules = ("FOW 910.1", "FOW 907.3", "FOW 903.2o")
    #: FOW HP.14: card text about a card's cancel or resolution does not watch its copy on the
    #: chase (a copy is not its card, 1017.3), or, by `watched`, watches it as the card.
    copy_watched_policy = ("replace.copy", "watched")
    #: FOW HP.16: a "becomes" of more than the damage is an increase (910.2a names no kind).
    damage_becomes_policy = ("replace.damage_becomes", "by-amount")
    #: FOW 910.2f, HP.59: redirected damage that could not be prevented.
    unpreventable_redirected_policy = ("damage.unpreventable_redirected", "still-unpreventable")
    #: FOW HP.60: a status automatic object whose state still holds as it leaves the chase
    #: triggers again (`while-true`) or only once its state has stopped holding (906.9a).
    status_again_policy = ("trigger.status_again", "while-true")
    #: FOW 906.6b: a [Trigger] or [Stealth] card's player chooses each time its condition is met
    hidden_decline_times = True
    #: FOW HP.26: a prevention effect whose prevention a replacement replaced is used up or not
    prevention_replaced_policy = ("replace.prevention", "spent")
    #: FOW HP.66: a "you may pay ... instead" its controller cannot pay in full (FOW 1003.4)
    #: cannot be chosen, so the event it would replace happens.
    unpayable_instead_policy = ("replace.unpayable_instead", "cannot-choose", ("FOW 1003.4",))
    #: FOW 909.1g: setting ATK/DEF and adding to it are one step, applied in timestamp order
    #: (909.3b); the newer value replaces the older (909.6).
    stat_changes_by_timestamp = True
    # which of several sources whose damage a destroyed card had it counts as destroyed by
    # (1204.1a does not say): FOW HP.65
    destroyer_policy = ("destroyed_by.several_sources", {"every-source": "every",
                                                         "last-damage": "last",
                                                         "cannot-rule": "cannot"})
    # "This ability triggers only once per turn": a use is its triggering (1015.1), which
    # raises its trigger count (906.4)
    limited_use_at_trigger = ("FOW 1015.1", "FOW 906.4")
    # cards put into the field at once see each other enter (702.3e)
    entered_together_rules = ("FOW 702.3e",)
    timing_permission_rules = ("FOW 717.1",)  # a willpower ability at main timing
    new_object_rules = ("FOW 302.3",)  # a card that moved is a new object
    vocab = Vocabulary(
        stack_words=("chase",),
        card_types=CARD_TYPES,
        permanent_types=PERMANENTS,
        stats=("atk", "def"),
        resources=(*WILL, "life"),
        #: FOW 910.2g: "the first damage dealt to you this turn" counts from what came before.
        player_keys=DAMAGE_COUNT_KEYS,
        trigger_hows=rulers.TRIGGER_HOWS,
        keywords=KEYWORDS,
        # FOW 304-320 (and 1412.1a, Valhalla rules): every zone the rules name.
        zones=("hand", "main_deck", "magic_stone_deck", "field", "ruler_area", "graveyard",
               "removed", "standby", "chase", "rune_area", "item_area", "extra_deck",
               "stranger_deck", "order_area", "shinobi_ex_area", "possession_ex_area",
               "armament_ex_deck", "crew_ex_deck", "treasury_ex_deck", "extension_rule_area",
               "lifebreak_area", "expelled", OUTSIDE_GAME, STACKED),
        # FOW 902.1c: an extension rule's abilities are active in the extension rule area, where
        # it stays (321.6): judge keeps it on the board, so they work there like a ruler's.
        # FOW 304-320: what each zone is, cited where a card stayed in it all the ruling
        zone_rules={"main_deck": "FOW 304.1", "magic_stone_deck": "FOW 305.1",
                    "hand": "FOW 306.1", "field": "FOW 307.1", "ruler_area": "FOW 308.1",
                    "graveyard": "FOW 309.1", "standby": "FOW 310.1", "removed": "FOW 311.1",
                    "item_area": "FOW 313.1", "extra_deck": "FOW 314.1",
                    "rune_area": "FOW 315.1", "stranger_deck": "FOW 316.1",
                    "order_area": "FOW 317.1", "extension_rule_area": "FOW 320.1"},
        board_zones=("field", "ruler_area", "extension_rule_area"),
        ordered_zones=("main_deck", "magic_stone_deck", "graveyard", "standby",
                       "lifebreak_area"),
        # FOW 315.2: hidden; a played rune is turned up (711.2). FOW 322.3: outside the game is
        # a hidden area, where a card text puts goes face down (an expelled card is revealed, in
        # the zone `expelled`, 1047.1).
        face_down_zones=("rune_area", OUTSIDE_GAME),
        # FOW 313.3, 1032.1: a card in an item area is in its controller's (a J/ruler's).
        controlled_zones=("item_area",),
        unmodelled_zones={
            STACKED: "a card stacked below another in the field is no entity (FOW 1045.2): "
                     "judge puts one there only through [Reincarnation] (FOW 1161.2); a "
                     "scenario counts the cards below with the object key `stacked: N`, and "
                     "card text puts a card there with `put_under` only (FOW 1045.1): it "
                     "cannot name the zone, send cards there or look for cards there yet",
        },
        # FOW 322.2, 1047.1: expelled cards are outside the game, revealed; only text naming
        # them (`zone: expelled`, 321.10) reaches them, never "any zone".
        outside_zones=(EXPELLED, OUTSIDE_GAME),
        # FOW 313: card text may count or choose what is in an item area (its tokens, cards
        # attached to a J/ruler and any other card put there).
        filter_zones=("item_area",),
        # `setup`: the game before its first turn (FOW 405, game_start.py).
        phases=("draw", "recovery", "main", "end", "setup"),
        steps=STEPS,
        # No Defender designation, no attaching announced and no target chosen as an event.
        events=tuple(e.value for e in EventKind if e not in (
            EventKind.DEFENDED, EventKind.ATTACHED, EventKind.DETACHED, EventKind.CHOSEN,
            EventKind.REDUCED)),
        # FOW 1030.2: "when this card inverts" (inverse.py).
        game_events=INVERSE_EVENTS,
        # FOW 909.1d: an effect that takes abilities away announces the losing (engine/lost.py);
        # FOW 901.3: an ability granted for a duration that ends is not "lost".
        # FOW 302.6a-302.6c: an effect may spell out that a card goes into another player's zone
        # (an opponent's card into your hand); FOW HP.47: that player controls it there.
        foreign_zone_rules=("FOW 302.6a", "FOW 302.6b", "FOW 302.6c"),
        foreign_zone_control="foreign_zone.control",
        # FOW 105.3b: an ability's controller is its card's; FOW HP.58: one waiting on the
        # chase follows its card when the card changes control.
        ability_control="control.ability_on_chase",
        # FOW HP.48-HP.52: the losses of abilities the rules leave open (engine/lost.py).
        loss_readings={"self_dependent": "loss.self_dependent", "earlier_step":
                       "loss.earlier_step", "static_seen": "loss.static_seen",
                       "replaced": "replace.lost_ability", "stacked": "stacked.kept_loss"},
        toughness_stat="def",
        # FOW 910.1: a rest or a recovery replaced by an effect, a cost or the recovery phase
        # (engine/replacements.py; a rest cost, [Mastery]'s and [Mobilize]'s too, is paid all the
        # same, 903.2l-2); a rest to attack, block or [Protect] by FOW HP.42, to call a magic stone
        # by 710.1 (rests.py). A card's entering the field, a play, an activation, an attack or a
        # block (`replaced_readings`); a Contract regalia turning over to enter as a J-ruler by FOW
        # HP.40 (contract.py). A cancel (1012.1) replaced, a spell's or an ability's, never
        # happens: it stays on the chase. A resolution replaced never happens: FOW HP.13 reads
        # what it leaves behind. Will produced (`produced`, engine/producing.py): its amount
        # changed or replaced, keeping its source (910.2f).
        # FOW 1031: a phase replaced is skipped (turn.py); what waits for a skipped end phase,
        # "until end of turn" effects and damage (505.5), waits for the next one (1031.2). The
        # rules skip phases only: a step of one replaced is exit 3.
        skippable_phases=("draw", "recovery", "main", "end"),
        phase_skip_unmodelled="a step replaced (skipped): Force of Will's rules skip whole phases "
                              "only (FOW 1031.1), and what a phase would still do without one "
                              "of its steps they do not say",
        # FOW 502.1: the game begins as its first draw phase does, the turn sequence's start
        # and no event an effect brings about: "at the beginning of the game" only triggers on it.
        no_replacement={"game_started": "the game's beginning cannot be replaced: it is the start "
                                        "of the first draw phase's turn sequence, not an event "
                                        "a replacement effect can change; \"at the beginning of "
                                        "the game\" abilities only trigger on it (FOW 502.1)"},
        replaceable_events=("damaged", "destroyed", "moved", "drawn", "exhausted", "readied",
                            "entered", "played", "activated", "attacked", "blocked",
                            "cancelled", "resolved", "produced", "left", "phase_started",
                            "prevented", "lost_ability",
                            # FOW 910.1, 1019.1: a discard (a move from the hand to the
                            # graveyard) replaced by `instead` does not happen
                            "discarded",
                            # FOW 910.1, 1030.2: an Inverse card's inverting, likewise
                            "inverted"),
        deck_zone="main_deck",
        object_keys={
            "entered_this_turn": Arg("bool", doc="it entered the field this turn, so it cannot "
                                          "attack or pay a rest cost without [Swiftness] "
                                          "(FOW 803.3a, 905.3)"),
            "set_this_turn": Arg("bool", doc="put into the standby area this turn: it can "
                                      "neither trigger nor be played this turn (FOW 708.5)"),
            "awakened": Arg("bool", doc="played awakened ([Awakening], FOW 1110.4): on a card "
                                 "on the chase or an entity in the field; text reads it as "
                                 "`{is: self, matches: {awakened: true}}`"),
            "attacking": Arg("bool", doc="filters only: the attacking J/resonator of the battle "
                             "in progress (FOW 803.5, 803.5a; not once removed from battle, "
                             "1029.1a)"),
            "blocking": Arg("bool", doc="filters only: the blocking J/resonator of the battle "
                            "in progress (FOW 804.4, 804.4a; not once removed from battle, "
                            "1029.1b)"),
            "attached_to_j_ruler": Arg("bool", doc="filters only: a card in its controller's "
                                       "item area attached to a J/ruler (FOW 1032.2)"),
            "named": Arg("str", doc="filters only: a card with exactly that name, not one with "
                         "that name as a part of its name (FOW 203.4)"),
            "name_has": Arg("str", doc="filters only: a card with that word (or words in a row) "
                            "in its name, its possessive form and a part of a hyphenated "
                            "compound counting too (FOW 203.3a-203.3b)"),
            SHARES_J_RULER_ATTRIBUTE: Arg("str", choices=("you", "opponent"), doc="filters "
                                          "only: a card that shares an attribute with the "
                                          "J/rulers that player controls, every attribute of "
                                          "all of them together (FOW 209.4); a void card or "
                                          "void J/rulers share none (FOW 209.3)"),
            "total_cost": Arg("int", minimum=0, doc="filters only: a card of exactly that "
                              "total cost (FOW 104.7a); X counts as its chosen value on the "
                              "chase, 0 elsewhere (FOW 204.5b)"),
            "total_cost_or_more": Arg("int", minimum=0, doc="filters only: a card of that "
                                      "total cost or higher (FOW 104.7a)"),
            "counter_count": Arg("int", minimum=1, doc="filters only: a card with that many "
                                 "counters of any kind or more (FOW 104.7)"),
            "counter_count_exactly": Arg("int", minimum=0, doc="filters only: a card with "
                                         "exactly that many counters of any kind (FOW 104.7)"),
            "counters_of": map_of(Arg("int", minimum=1), doc="filters only: a card with that "
                                  "many counters of each kind named or more, e.g. {charge: 2} "
                                  "(FOW 104.7)"),
            "counters_of_exactly": map_of(Arg("int", minimum=0), doc="filters only: a card "
                                          "with exactly that many counters of each kind "
                                          "named (FOW 104.7)"),
            "enraged": Arg("int", minimum=1, doc="the turn number in which it was the target "
                                "of an [Enraging] ability: that turn it must block if able and "
                                "can block while rested (FOW 1186.2)"),
            "raided": Arg("bool", doc="an entity played by [Raid] this game (FOW 1196.2): it has "
                               "[Swiftness] and returns to its owner's hand at end of turn"),
            # a "once each turn" replacement's uses earlier in the turn (FOW 104.1, 910.3)
            **USE_COUNT_KEYS,
            **PAID_KEYS,
            **POTENTIAL_KEYS,
            **STRANGER_FILTER_KEYS,
            **SUBRULER_OBJECT_KEYS,
            **CHAINING_OBJECT_KEYS,
            **LEGEND_OBJECT_KEYS,
            **STACK_OBJECT_KEYS,
            **ALTERNATIVE_OBJECT_KEYS,
            **TWO_FACE_OBJECT_KEYS,
            **INVERSE_OBJECT_KEYS,
        },
        item_choice_keys={**ALTERNATIVE_CHOICE_KEYS, **INVERSE_CHOICE_KEYS},
        choice_keys={**PLAY_CHOICE_KEYS, **REVOLUTION_CHOICE_KEYS, **ITEM_CHOICE_KEYS,
                     **SHIFT_CHOICE_KEYS, **ALTERNATIVE_CHOICE_KEYS, **FUSION_CHOICE_KEYS,
                     **COST_CHOICE_KEYS,
                     **VALHALLA_CHOICE_KEYS, **OATH_CHOICE_KEYS,
                     **ITEM_TOKEN_CHOICE_KEYS, **REINCARNATION_CHOICE_KEYS,
                     **TRANSCEND_CHOICE_KEYS, **DIVIDE_CHOICE_KEYS},
        card_keys={
            ATTRIBUTES_KEY: Arg("strings", choices=(*ATTRIBUTES, "void"), doc=(
                "the attributes its attribute section shows (FOW 209.2), for a card whose cost "
                "does not show them (a ruler, a J-ruler, a token): `[fire, water]`; `[void]`: "
                "none (209.3). A card with a cost has the attributes of its will symbols; of one "
                "with neither judge cannot tell, and a filter that asks it an attribute (or "
                "`void`, mono-attribute, ...) is exit 3")),
            "j_ruler": Arg("str", doc="on a ruler or a warden: the card name of its J-ruler "
                           "side"),
            "ruler": Arg("str", doc="on a J-ruler: the card name of its ruler side"),
            "judgment_cost": Arg("map", doc="on a ruler (or warden) with [Judgment]: the will "
                                      "paid to play its judgment process, e.g. {fire: 1, free: 2} "
                                      "or {fire: x} (X chosen as it is played, FOW 705.2a); "
                                      "also on a colossal ruler's 1st form J-ruler (FOW 1304.5)"),
            "judgment_conditions": Arg("condition", doc="on a ruler (or warden) with "
                                       "[Judgment]: the conditions printed in its [Judgment] "
                                       "section, which must hold as the judgment process is "
                                       "played (FOW 705.2b); `you` is its player, `this card` "
                                       "the ruler"),
            "second_form": Arg("str", doc="on the 1st form J-ruler of a colossal ruler, with "
                               "[Judgment]: the card name of its 2nd form J-ruler (FOW 1304.2)"),
            **CONTRACT_CARD_KEYS,
            **TRANSCEND_CARD_KEYS,
            **KEYWORD_CARD_KEYS,
            **PLAY_CARD_KEYS,
            **REVOLUTION_CARD_KEYS,
            **GAME_START_CARD_KEYS,
            **ITEM_CARD_KEYS,
            **LIMIT_BREAK_CARD_KEYS,
            **VALHALLA_CARD_KEYS,
            **INVESTIGATE_CARD_KEYS,
            **STRANGER_CARD_KEYS,
            **REINCARNATION_CARD_KEYS,
            **OATH_CARD_KEYS,
            **ITEM_TOKEN_CARD_KEYS,
            **SUBRULER_CARD_KEYS,
            **SHIFT_CARD_KEYS,
            **ALTERNATIVE_CARD_KEYS,
            **TWO_FACE_CARD_KEYS,
            **INVERSE_CARD_KEYS,
            **FATE_CARD_KEYS,
            **CHAINING_CARD_KEYS,
            **FORCE_CARD_KEYS,
            **LEGEND_CARD_KEYS,
            **SOLO_MODE_CARD_KEYS,
            **STACK_CARD_KEYS,
            **FUSION_CARD_KEYS,
            **CONSENSUS_CARD_KEYS,
            **COST_CARD_KEYS,
            **ABILITY_CARD_KEYS,
            "divinity": DIVINITY_KEY,
            **WARDEN_CARD_KEYS,
            **MUST_BE_ATTACKER_KEYS,
            **ENTERING_CARD_KEYS,
        },
        state_keys={
            "attacker": Arg("object", doc="battle in progress: the attacking J/resonator"),
            "attacked": Arg("str", doc="battle in progress: the attacked player or object id"),
            "blocker": Arg("object", doc="battle in progress: the blocking J/resonator"),
            "block_declared": Arg("bool", doc="battle in progress: the block choice was made "
                                       "(implied by `blocker`)"),
            "struck_first": Arg("bool", doc="battle in progress: the attacker dealt its damage "
                                     "in the first strike step (default: inferred)"),
            "opponent_acted": Arg("bool", doc="battle in progress: the non-turn player played a "
                                       "spell or ability in it (FOW 803.6)"),
            "battles_closed": Arg("bool", doc="the turn player forfeited an unchallenged battle "
                                       "this turn (FOW 803.6)"),
            "called_stone": Arg("bool", doc="the turn player called a magic stone this turn"),
            "judgment_played": Arg("bool", doc="the turn player played a judgment process this "
                                        "turn"),
            **CHAINING_STATE_KEYS,
            **OUTSIDE_STATE_KEYS,
            "drawn_this_turn": Arg("strings", doc="the players who have drawn a card this turn "
                                        "(an opponent's draw lets [Ambush] be used, FOW 1174.2)"),
            "played_spell_this_turn": Arg("strings", doc="the players who played a spell this "
                                               "turn before the file starts ([Torrent], FOW "
                                               "1124.2)"),
            "entity_to_graveyard_this_turn": Arg("strings", doc="the players an entity of whose "
                                                      "was put into a graveyard from the field "
                                                      "this turn ([Revenge], FOW 1144.2)"),
            "cards_to_graveyard_this_turn": Arg("int", minimum=0, doc="how many cards were "
                                                     "put into graveyards this turn, from "
                                                     "anywhere but a removed area, before the "
                                                     "file starts ([Graverberate], FOW 1192.2)"),
            "gods_art_resolved_this_turn": Arg("strings", doc="the players whose God's Art "
                                                    "ability resolved this turn ([Fallen], FOW "
                                                    "1147.2)"),
            **GODS_ART_STATE_KEYS,
            "extra_turns": Arg("strings", doc="the players who gained an additional turn this "
                                "turn before the file starts, earliest first (FOW 1025)"),
        },
        expect_keys={
            "extra_turns": Arg("strings", doc="the additional turns gained and still waiting, "
                                "by player, earliest first (FOW 1025; [] none)"),
        },
    )
    roles: ClassVar[dict[Role, str]] = {
        Role.PRIORITY: "FOW 601.1", Role.COST: "FOW 903.2l", Role.EXHAUST_COST: "FOW 1013.3",
        Role.TARGETS: "FOW 903.2i", Role.TARGET_RECHECK: "FOW 903.3a",
        Role.CONTROL: "FOW 707.2", Role.PLAY_ZONE: "FOW 702.2", Role.LETHAL: "FOW 1204.1",
        Role.PREVENT: "FOW 1018.1a", Role.CANCEL: "FOW 1012.1", Role.STACK_ORDER: "FOW 605.1b",
        Role.CARD_DESTINATION: "FOW 703.3", Role.ENTERS_BOARD: "FOW 702.3a",
        Role.DESTROYED_DESTINATION: "FOW 1010.1",
        Role.DRAW: "FOW 1009.1", Role.DRAW_EACH: "FOW 1009.2", Role.LOOP: "FOW 1301.1c",
        Role.LOOP_STOPPED: "FOW 1301.1a",
        Role.TRIGGER: "FOW 906.5",
        Role.ABILITY_SOURCE: "FOW 906.10", Role.RESOURCE: "FOW 907.3", Role.MODES: "FOW 903.2g",
        Role.ABILITY_RESOLVES: "FOW 707.3", Role.RESTRICTION: "FOW 104.4",
        Role.REPLACEMENT: "FOW 910.1", Role.COST_CHANGE: "FOW 903.2k",
        Role.FREE_PLAY: "FOW 903.2k-2", Role.CHOOSE_X: "FOW 903.2h",
        Role.FREE_X: "FOW 903.2h-1", Role.BECOMES_TRAIT: "FOW 1020.1",
        Role.GAINS_STATS: "FOW 1020.3",
        Role.TRIGGER_COST: "FOW 906.6", Role.PERMISSION: "FOW 104.1",
        Role.TOKEN: "FOW 1303.1c", Role.COMBAT_ENDS: "FOW 807.4",
        Role.TOKEN_CEASES: "FOW 1303.3a", Role.DECK_BOTTOM: "FOW 304.2",
        Role.COPY: "FOW 1017.3", Role.PLAY_NOW: "FOW 903.2n",
        Role.PLAYED_COPY_GONE: "FOW 1017.6a", Role.COPY_NOT_PLAYABLE: "FOW 1017.6d",
        Role.PLAYED_COPY: "FOW 1017.6",
        Role.GAIN_CONTROL: "FOW 909.4a", Role.ADDITIONAL_COST: "FOW 903.2k-3",
        # An instruction referring to "that card" of one that did not happen has nothing to act
        # on: the impossible part of an effect is skipped (104.2). No rule says in general that
        # an instruction whose "if" is not met is not carried out (Role.CONDITION): unmapped.
        Role.LINKED: "FOW 104.2",
        Role.READ_ON_EXECUTION: "FOW 908.1", Role.TRIGGER_CONDITION: "FOW 906.4",
        Role.GROUP_EFFECT: "FOW 909.4", Role.ARRIVES_WITH: "FOW 909.5", Role.LAYERS: "FOW 909.1",
        Role.TIMESTAMP: "FOW 909.3b",
        Role.DEPENDENCY: "FOW 909.3a",
        Role.STATIC_ZONE: "FOW 902.1", Role.AS_LONG_AS: "FOW 909.8",
        Role.STATIC_ABILITY: "FOW 904.1", Role.STATIC_CONDITION: "FOW 904.1",
        Role.REPLACEMENT_ORDER: "FOW 910.2", Role.REPLACEMENT_ONCE: "FOW 910.3",
        # FOW 910.3: a replacement must be applied unless the effect itself lets its player
        # decline it ("you may ... instead"): "you", its controller (105.3), decides event by
        # event, and one declined was not applied. "Once each turn" is card text limiting 910.3's
        # every-time application (104.1): it counts the events it was applied to this turn, so
        # a declined one keeps its use.
        Role.OPTIONAL_REPLACEMENT: "FOW 910.3", Role.OPTIONAL_REPLACEMENT_DECLINED: "FOW 910.3",
        Role.LIMITED_REPLACEMENT: "FOW 104.1",
        # "Play this ability only once per turn": card text limiting 903.1's activation with
        # priority (104.1); each activation played is a use, whatever becomes of it after
        Role.LIMITED_ACTIVATION: "FOW 104.1",
        # "This ability triggers only once per turn" on an automatic ability: card text (104.1)
        # limiting its triggering, which 1015.1 defines as meeting its condition so that its
        # trigger count goes up (906.4): met again once used up, it does not trigger; one that
        # triggered and could not be played (906.6) or was cancelled has been used
        Role.LIMITED_USE: "FOW 104.1",
        Role.ONE_DOUBLING: "FOW 910.2c-1", Role.DAMAGE_INCREASES_FIRST: "FOW 910.2a",
        Role.NO_RESPONSE: "FOW 1008.2", Role.TRIGGER_ORDER: "FOW 603.2",
        Role.IMPOSSIBLE_REPLACEMENT: "FOW 910.2d",
        Role.SKIPPED_PHASE: "FOW 1031.1",  # a phase replaced does nothing: skipped
        Role.REPLACED_COST: "FOW 903.2l-2",  # a rest cost replaced is paid all the same
        Role.OWNER_ZONE: "FOW 302.5", Role.SAME_STATE: "FOW 104.3",
        Role.TRIGGER_COUNT: "FOW 906.4", Role.DAMAGE_FOR_EACH: "FOW 1007.3a",
        Role.PLAYER_DAMAGE: "FOW 1007.2", Role.KEEPS_PRIORITY: "FOW 605.1a",
        Role.STATUS_TRIGGER: "FOW 906.9a",  # a status automatic object (906.9)
        Role.DISCARD_WATCHED: "FOW 1019.3",  # a discard trigger: as the card leaves the hand
        Role.DELAYED_TRIGGER: "FOW 906.8",  # an effect set up a delayed automatic ability
        Role.DELAYED_WINDOW: "FOW 505.5b",  # "this turn": it ends with until-end-of-turn effects
        Role.LAST_KNOWN: "FOW 911.1", Role.EFFECTS_LEFT_BEHIND: "FOW 302.3b",
        # counters cease as a card leaves the field (or a ruler or order area) for elsewhere
        Role.COUNTERS_LEFT_BEHIND: "FOW 1022.4",
        Role.SEEN_ON_THE_BOARD: "FOW 906.7b", Role.MOVER_TRACKS: "FOW 302.3a",
        Role.GROUP_MOVE: "FOW 302.8", Role.COPY_KEEPS: "FOW 1017.3d",
        Role.COPY_GONE: "FOW 1017.4", Role.STAT_BONUS_LAST: "FOW 909.1h",
        Role.YOU_IS_CONTROLLER: "FOW 105.3", Role.ABILITY_OF_CONTROLLER: "FOW 105.3b",
        # an ability on the chase has a controller as a card does, which an effect may change
        # (105.3: "unless an effect has changed control"); taken, its "you" is the taker
        Role.ABILITY_TAKEN: "FOW 105.3",
        # The sub-rule that decides each kind of step.
        Role.PASS: "FOW 605.1c", Role.ALL_PASSED: "FOW 605.1b", Role.PASS_EMPTY: "FOW 605.1b",
        Role.PRIORITY_AFTER_RESOLVE: "FOW 605.1b", Role.SACRIFICE: "FOW 1011.1",
        Role.TARGET_SELF: "FOW 903.2i-1", Role.TARGET_GONE: "FOW 302.3",
        Role.COST_UNPAID: "FOW 903.2l-1", Role.COST_INCREASE: "FOW 903.2k-3",
        Role.COST_REDUCTION: "FOW 903.2k-4", Role.PREVENT_ALL: "FOW 1018.1b",
        Role.PREVENT_APPLY: "FOW 1018.1a", Role.TRIGGER_DECLINED: "FOW 906.6b",
        Role.TRIGGER_NO_TARGET: "FOW 603.3", Role.NO_TOUGHNESS: "FOW 1007.4",
        Role.ABILITY_KIND: "FOW 901.1", Role.ABILITY_OF_TYPE: "FOW 901.1e",
        Role.DAMAGE_BECOMES: "FOW 1018.2", Role.WOULD_BE_EVENTS: "FOW 910.2g",
        Role.SAME_SOURCE: "FOW 910.2f", Role.HAND_SIZE: "FOW 306.3", Role.TURN_DRAW: "FOW 502.4",
        Role.BECOME_COPY: "FOW 1017.5", Role.TAX_SKIPS_RESOURCE: "FOW 907.7",
        Role.DURATION_OVER: "FOW 909.8", Role.DOUBLING: "FOW 910.2c",
        Role.LOSES_ABILITIES: "FOW 909.1d", Role.GRANT_ENDED: "FOW 901.3",
        Role.PUT_NOT_PLAYED: "FOW 1041.1",
        # a control change "for as long as" a condition lasts its stated duration, ending the
        # first time the condition does not hold
        Role.CONTROL_WHILE: "FOW 901.2b",
    }
    verbs: ClassVar[dict[str, Verb]] = {
        "battle": Verb("battle", "initiate a battle at main timing; it does not use the chase "
                       "(FOW 704)", {}, battles.battle),
        "attack": Verb("attack", "declare an attack (FOW 803.3); at main timing or earlier in the "
                       "battle it also stands for initiating it and every player passing until "
                       "the declaration", {
                           "attacker": Arg("object", True, "a recovered J/resonator you have "
                                               "controlled since the start of the turn"),
                           "target": Arg("id", True, "the opponent, or a rested "
                                             "J/resonator of theirs ([Precision]: recovered too)"),
                       }, battles.attack, with_priority=False),
        "forfeit": Verb("forfeit", "forfeit the attack (FOW 803.3)", {}, battles.forfeit_verb,
                        with_priority=False),
        "block": Verb("block", "declare a blocker (FOW 804.3-804.4); earlier in the battle it also "
                      "stands for every player passing until the block declaration", {
                          "blocker": Arg("object", True, "a recovered J/resonator of the "
                                             "non-turn player, not the attacked object"),
                      }, battles.block, with_priority=False),
        "no_block": Verb("no_block", "decline to block (FOW 804.3)", {}, battles.no_block,
                         with_priority=False),
        "judgment": Verb("judgment", "play the judgment process of your ruler or warden, or "
                         "of a colossal ruler's 1st form J-ruler (FOW 705, 1304.5)", {
            "ruler": Arg("object", True, "a recovered ruler, or a warden, with [Judgment] in "
                             "your ruler area, or a 1st form J-ruler with [Judgment] you "
                             "control in the field"),
            "choices": Arg("map", False, "`{x: n}`: the X of a [Judgment] cost with an X, "
                           "1 or more (FOW 705.2a, 903.2h)"),
        }, rulers.judgment),
        "mobilize": Verb("mobilize", "play the [Mobilize] ability of your regalia: rest a "
                         "recovered card of its type (or a ruler or entity of its race); it "
                         "becomes a resonator until end of turn (FOW 1129.3-1129.4)", {
                             "object": Arg("object", True, "your regalia with [Mobilize] in "
                                               "the field"),
                             "rest": Arg("object", True, "the recovered card you rest"),
                         }, mobilize),
        "warden": Verb("warden", "play the warden process of a warden card in your hand: it "
                       "goes into your ruler area with its willpower counters (FOW 716)", {
                           "card": Arg("object", True, "a warden card in your hand"),
                       }, warden_process),
        "willpower": Verb("willpower", "play a willpower ability of your warden: add or remove "
                          "its willpower counters, then it goes on the chase (FOW 717, 905.5)", {
                              "object": Arg("object", True, "a warden you control in your "
                                                "ruler area"),
                              "ability": Arg("str", True, "the willpower ability's name"),
                              "targets": Arg("targets", False, "its targets"),
                              "choices": Arg("map", False, "its mode, as it is played"),
                          }, willpower_ability),
        "call_stone": Verb("call_stone", "call a magic stone: rest your ruler or J-ruler, put the "
                           "top card of your magic stone deck into the field (FOW 710)", {
                               "ruler": Arg("object", False, "the ruler or J-ruler to rest "
                                                "(default: the first recovered one)"),
                           }, rulers.call_stone),
        "standby": Verb("standby", "pay 2 will and put a card from your hand face down into your "
                        "standby area (FOW 706)", {
                            "card": Arg("object", True, "a card in your hand"),
                        }, standby),
    }
    effects = EFFECTS
    #: Conditional-text keywords' conditions (conditional.py).
    conditions: ClassVar[tuple[type[GameCondition], ...]] = (
        ForceCommand, Legend, *CONDITIONS, HasCounter, Guidance, Vote)
    #: FOW 1172.2-1172.3: how many players chose an option in a [Consensus] vote (consensus.py).
    quantities: ClassVar[tuple[type[GameQuantity], ...]] = (Votes,)
    #: FOW 1172.3a: a [Consensus] chant's own targets come before its options' (consensus.py).
    modes_after_targets = ("consensus",)
    #: [Enter] and [Resonance] are their own trigger conditions (ability_keywords.py).
    implied_triggers: ClassVar[dict[str, When | None]] = IMPLIED_TRIGGERS
    #: FOW 1192.2: [Graverberate] counts the cards put into graveyards this turn, not from a
    #: removed area; FOW 1017.3d: a copy keeps what its spell's conditional texts read.
    counted_arrivals = (("graveyard", ("removed", "graveyard")),)
    copy_keeps = (AS_PLAYED,)
    #: FOW 104.9, 1017.3a-1017.3b, 1017.3d: a copy of a spell reading the will its card was
    #: played paying reads none, or the original's (FOW HP.54, `copy.will_paid`).
    copy_paid_keys = (PAID, PAID_ACTUAL)
    copy_paid_policy = ("copy.will_paid", "copied")
    #: FOW 1017.3b: text about spells played paying N will or less reads a copy as played
    #: paying zero, whatever the policy.
    copy_paid_zero = COPY_PAID_ZERO
    copy_paid_zero_rule = COPY_PAID_ZERO_RULE
    copy_paid_zero_rules = COPY_PAID_ZERO_RULES
    unimplemented: ClassVar[dict[str, str]] = UNIMPLEMENTED

    players = (2, 2)
    too_few_players = "Force of Will is played by two players (FOW 102.1)"
    trigger_costs = "must pay"  # FOW 906.6: a triggered object must be played
    sacrifice_word = "banishing"  # FOW 1011.1: a banished card goes to its owner's graveyard
    #: FOW 1011.1: rulers, sub-rulers, wardens and extension rules are never banished, nor is a
    #: J-ruler unless it is ordered or a token, so none of them pays a banish cost.
    never_sacrificed = (
        NeverSacrificed(("ruler", "sub_ruler", "warden", "extension_rule"), "FOW 1011.1"),
        NeverSacrificed(("j_ruler",), "FOW 1011.1", but_tokens=True,
                        but_with=(ORDERED, REINCARNATED)))
    #: FOW 1302.4e: a Contract chant reaches the field only by its Contract process (which turns
    #: it J-ruler side up first, contract.turn_over_chant): any other way, an effect putting it
    #: there or a replacement sending it there, it is not moved. The specific rule decides
    #: before 321.4, which would expel a chant put into the field. A token of one counts as a
    #: card (1303.2): created into the field, it is not put there, so it never exists.
    #: FOW 321.4: a chant put into a magic stone deck, the field or a ruler area is expelled
    #: instead, however it got there (an effect, a replacement); a Contract chant too, but for
    #: the field.
    #: FOW 321.3a: a resonator, addition or regalia that would move to a ruler area does not;
    #: a regalia with a sub-ruler side goes there as its sub-ruler side ([Fate], 1178.3, 1302.5b).
    #: FOW 321.5a: nor does a magic stone.
    #: FOW 1303.2: a token (not a gem, crystal, clue or will coin) is treated as a card, its
    #: printed type the one its effect gave (1303.1a): each rule sends it too, and one sent off the
    #: field ceases to exist (1303.3a).
    #: FOW 321.5b-c: a magic stone that gained the resonator, addition or regalia type goes to
    #: the magic stone deck instead of a deck (same place) or a hand (its top); FOW 321.3b: a
    #: resonator, addition or regalia that gained the magic stone type goes to the deck instead
    #: of the magic stone deck. judge's only way to gain a type is becoming a copy under FOW
    #: HP.22 `own`.
    #: FOW HP.20, HP.23: a Contract or transcended J-ruler a replacement effect sends to a ruler
    #: area meets the policy as for an effect's own move there.
    #: FOW HP.11: a card that is not an extension rule put into an extension rule area stays
    #: where it is (or, a chant, is expelled: extension.extension_area_kept).
    replaced_moves = (replaced_to_ruler_area,)
    moved_instead = (*extension_area_kept(vocab.card_types),
                     MovedInstead(("chant",), ("field",), "", "FOW 1302.4e",
                                  only_with=("contract",), tokens="FOW 1303.2",
                                  says=Msg("{object} is a Contract chant: it reaches the field "
                                           "only by its Contract process, so it is not "
                                           "moved").id),
                     MovedInstead(("chant",), ("magic_stone_deck", "field", "ruler_area"),
                                  "expelled", "FOW 321.4", tokens="FOW 1303.2"),
                     MovedInstead(("resonator", "addition", "regalia"), ("ruler_area",), "",
                                  "FOW 321.3a", but_with=("sub_ruler_side",), tokens="FOW 1303.2"),
                     MovedInstead(("magic_stone",), ("ruler_area",), "", "FOW 321.5a",
                                  tokens="FOW 1303.2"),
                     MovedInstead(("magic_stone",), ("main_deck",), "magic_stone_deck",
                                  "FOW 321.5b", gained=GAINED_BY_STONES, tokens="FOW 1303.2"),
                     MovedInstead(("magic_stone",), ("hand",), "magic_stone_deck",
                                  "FOW 321.5c", gained=GAINED_BY_STONES, tokens="FOW 1303.2"),
                     MovedInstead(GAINED_BY_STONES, ("magic_stone_deck",), "main_deck",
                                  "FOW 321.3b", gained=("magic_stone",), tokens="FOW 1303.2"))
    #: FOW HP.22: which printed type a card that became a copy of another has for 321 (above).
    copy_printed_policy = "copy.printed_type"
    #: FOW 1047.4: only a player who controls a card expels it; another player's replacement
    #: effect that would expel it replaces the move with one that cannot happen (910.2d).
    controllers_only_into = (("expelled", "FOW 1047.4"),)
    #: FOW 308.6: a card put into a player's ruler area is put there under that player's
    #: control (as it arrives: control taken later of a card already there stays taken).
    holder_controls_in = (("ruler_area", "FOW 308.6"),)
    #: FOW 302.3, 302.3b: between the field and a ruler area a card stays the same card (its
    #: orientation kept), but the effects applied to it where it was are not applied to it now.
    board_moves_leave_effects = "FOW 302.3b"
    #: FOW 1303.3a: a token that moves from one area to another ceases to exist there, the field
    #: and a ruler area included (a token J-ruler destroyed, 1010.1).
    tokens_cease_between_board_zones = True
    #: FOW 910.2f: the rest of a sequence about the card of a replaced action does not happen.
    replaced_sequence_rule = "FOW 910.2f"
    #: FOW 1047.3 (its last clause: an expel cost), 1047.4: "expel a card from your graveyard"
    #: as a cost takes cards of the payer's own graveyard, moved outside the game revealed.
    graveyard_cost = ("expel", "expelling", "expelled", "FOW 1047.3")
    stat_multiple = 100  # FOW 909.1i: ATK and DEF rounded up to multiples of 100
    stat_multiple_rule = "FOW 909.1i"
    impossible_move_zone = "graveyard"  # FOW 910.2d
    taxes_skip_resources = True  # FOW 907.7
    #: FOW 907.1a: an activate ability that needs no target and produces will is a will
    #: ability; FOW 907.1b: so is any will-producing activate ability of a magic stone; no other
    #: activate ability is one. (Automatic will abilities, FOW 907.1d, say `kind: triggered`.)
    #: FOW 1167.2: a card with [Untouchable], or one of its abilities, on the chase cannot be
    #: cancelled, targeted or moved by spells or abilities; FOW 1167.2a: an ability has it when
    #: its source has it, wherever the source is; FOW 1167.3: once it resolves, a replacement
    #: of its movement applies to it normally.
    item_shields = (ItemShield("untouchable", ("FOW 1167.2",), Msg(
        "{item}{whose} has [Untouchable]: spells and abilities cannot {what} it on the chase"),
        ability_rules=("FOW 1167.2a",), moved_anyway=("FOW 1167.3",)),)
    resource_kinds = ResourceKinds(
        gains=WILL,
        gains_none="by FOW 907.1 a will ability produces will; this one produces none, so it is "
                   "not `kind: resource` (write `kind: activated`)",
        untargeted=True, targets_allowed_on=("magic_stone",),
        targets_message="by FOW 907.1a a will ability needs no target (only a magic stone's may "
                        "have one, FOW 907.1b); this one targets, so it is not `kind: resource` "
                        "(write `kind: activated`)",
        must_be="by FOW 907.1a an activate ability that needs no target and produces will is a "
                "will ability, which resolves at once without using the chase (FOW 907.3): "
                "write `kind: resource`",
        must_be_on=(("magic_stone", "by FOW 907.1b a will-producing activate ability of a "
                     "magic stone is a will ability, even one producing will only under an "
                     "additional requirement, and it resolves at once without using the chase "
                     "(FOW 907.3): write `kind: resource`"),),
        requirements_allowed_on=("magic_stone",), requirement_rules=("FOW 907.1b",),
        not_one_rules=("FOW 907.1a",),
        requirement_message="by FOW 907.1a an activate ability that produces will only under "
                            "an additional requirement (its `if:`, or a \"you may\") is not a "
                            "will ability (a magic stone's would be, FOW 907.1b): it uses the "
                            "chase; write `kind: activated`",
        rules=("FOW 907.3", "FOW 707.2"),
        verb="is a will ability and resolves at once, without using the chase",
        restarts_round=("will.passes", "resets"))
    #: FOW 907.3: a will ability does not use the chase; it resolves as soon as it is played,
    #: and is not a chase item, so it is not listed among the resolved items. Does taking one
    #: break a run of passes (FOW 605.1a vs 605.1b)? The house policy FOW HP.1 decides.
    resource_round = ResourceRound(
        restarted=(Msg("{player} took an action (a will ability), so the pass before it no "
                       "longer counts: two passes in a row are needed again"), ("FOW 605.1a",)),
        kept=(Msg("a will ability does not use the chase, so the pass before it still counts as "
                  "the first of two in a row"), ("FOW 907.3",)),
        listed=False)
    #: FOW 803.6: whether the non-turn player played a spell or ability in this battle (any of
    #: them: a will ability too).
    acted_mark = ("battle", "opponent_acted")
    #: FOW 903.3a: illegal targets are skipped and everything else still happens, even when
    #: every target is illegal; FOW 1002.1a: an addable addition (an addition that targets as it
    #: is played) whose target is illegal goes to its owner's graveyard instead of entering.
    #: FOW 1202.2: having to draw from a deck too small loses only in one's own draw phase (at
    #: the next rule process, FowState.deck_out); elsewhere the draw just does as much as it can
    #: (FOW 104.2).
    empty_deck = EmptyDeck(
        ("FOW 1202.2",), Msg("{player} must draw from an empty deck in their draw phase: they "
                             "lose at the next rule process").id, phase="draw", marks="deck_out",
        elsewhere=Msg("{player}'s deck is empty: no card is drawn, and outside their draw phase "
                      "that is not a loss").id, elsewhere_rules=("FOW 1202.2", "FOW 104.2"))
    #: The attacking and the blocking J/resonator say so while they are in the field.
    #: One removed from battle no longer is (FOW 1029.1a-1029.1b).
    object_marks = (ObjectMark("attacking", named_by=("battle", "attacker_in_battle"),
                               zone="field"),
                    ObjectMark("blocking", named_by=("battle", "blocker_in_battle"),
                               zone="field"),
                    # FOW 1307.4, 1307.3b: the half an alternative card is, in the field or on
                    # the chase, however it came there (the object key `half:` as a file says it)
                    ObjectMark(HALF, read=half_shown),
                    # FOW 1302.3a: the side an Inverse card is up on, wherever it is
                    ObjectMark(INVERSE_SIDE_UP, read=side_shown))
    #: FOW 1022.3, 909.1h: "<A>/<B>" counters on a J/resonator, applied after every other
    #: change to values and before rounding (909.1i).
    stat_bonuses = (StatBonus(split=("atk", "def"), types=("resonator", "j_ruler")),)
    #: FOW 712.2: an ordered resonator spell cannot be cancelled or moved to another zone.
    item_guards = (ItemGuard("revolution_order", ("FOW 712.2",), (
        ("cancel", Msg("{item} is an ordered resonator spell: it cannot be cancelled")),
        ("move", Msg("{item} is an ordered resonator spell: it cannot be moved to any zone but "
                     "the field")))),
        # FOW 705.2d, 716.2a: a judgment or warden process is neither a spell nor an ability
        *(ItemGuard(PROCESS_NOTES[kind], (rule,), (("cancel", says), ("move", says)))
          for kind, rule, says in (
              # (said after the item's name: "... is not cancelled: it is ...")
              ("judgment", "FOW 705.2d", Msg("it is a judgment process: neither a spell nor an "
                                             "ability, so effects that affect spells or "
                                             "abilities do not touch it")),
              ("warden", "FOW 716.2a", Msg("it is a warden process: neither a spell nor an "
                                           "ability, so effects that affect spells or abilities "
                                           "do not touch it")))))
    #: FOW 1120.2: [Barrier] keeps the spells and abilities of other players from targeting
    #: its card, FOW 1120.3 [Barrier] <Chant> (`barrier: [chant]`) only those of its types;
    #: FOW 1181.2: [Aegis], spells with [Quickcast] and abilities of entities that
    #: entered this turn under another player's control. (A player's [Aegis], 1181.3, has no
    #: way to be written: players have no keywords in a file.) FOW 1167.2: a card with
    #: [Untouchable] on the chase (`item_shields`) cannot be targeted either.
    #: FOW 322.3: outside the game, only its owner sees a face-down card (outside.py).
    hidden_zones = HIDDEN_ZONES
    outside_citations = OUTSIDE_CITATIONS
    # FOW 308.4-308.5: "ruler" / "warden" with no zone are cards of that type in a ruler area (a
    # J-ruler in the field is neither); FOW 202.2c: "ruler" and "J/ruler" never mean a sub-ruler
    not_of_type_citations: ClassVar[dict[tuple[str, str], tuple[str, ...]]] = {
        ("ruler", "j_ruler"): ("FOW 308.4",),
        ("warden", "j_ruler"): ("FOW 308.5",),
        ("ruler", "sub_ruler"): ("FOW 202.2c",),
        ("j_ruler", "sub_ruler"): ("FOW 202.2c",)}
    target_shields = (
        TargetShield("barrier", ("FOW 1120.2",), Msg(
            "{name} has [Barrier]: it cannot be targeted by the spells and abilities of {by}, "
            "who does not control it").id, others=True, narrowed_by="barrier",
            narrowed_says=Msg("{name} has [Barrier] <{types}>: {by}'s {types} {source} cannot "
                              "target it").id, narrowed_rules=("FOW 1120.3",),
            # FOW 1120.3a: [Barrier] <opponent> is plain [Barrier] in a two-player game
            plain_value=OPPONENT_BARRIER, plain_rules=("FOW 1120.3a",)),
        TargetShield("aegis", ("FOW 1181.2",), Msg(
            "{name} has [Aegis]: a spell with [Quickcast] cannot target it").id,
            spells_with="quickcast"),
        TargetShield("aegis", ("FOW 1181.2",), Msg(
            "{name} has [Aegis]: the ability of {source}, an entity {controller} does not "
            "control that entered the field this turn, cannot target it").id,
            abilities_of=(ENTITY_TYPES, "entered_this_turn")),
    )
    #: FOW 1120.4, 1181.3: [Barrier] and [Aegis] on a player (player_keywords.py): the same
    #: keywords read against the player ("they do not control"), citing the player's rule.
    player_shields = (
        TargetShield("barrier", ("FOW 1120.4",), Msg(
            "{name} has [Barrier]: {name} cannot be targeted by the spells and abilities of "
            "{by}").id, others=True, narrowed_says=Msg(
            "{name} has [Barrier] <{types}>: {source} cannot target {name}").id,
            narrowed_rules=("FOW 1120.5",)),
        TargetShield("aegis", ("FOW 1181.3",), Msg(
            "{name} has [Aegis]: a spell with [Quickcast], or an ability of an entity {name} "
            "does not control that entered the field this turn, cannot target {name}").id,
            spells_with="quickcast", abilities_of=(ENTITY_TYPES, "entered_this_turn")),
    )
    #: "You have [Barrier]": a static ability's player keywords (player_keywords.py).
    static_kinds: ClassVar[dict[str, tuple[str, str, tuple[str, ...]]]] = {
        "player_keywords": ("give players keywords", "player", ("duration",))}
    #: FOW 1306.2: a two face ruler's object names its side up (`ruler_side`, required); FOW
    #: 1307.3-1307.4: an alternative card's its half (`half`: required on the chase, and in the
    #: field, which validation asks; anywhere else it is the whole card); FOW 1302.3a, 1302.3e:
    #: an Inverse card's its side up (`inverse_side`: required on the chase, and in the field
    #: and the removed area, which validation asks; anywhere else its hope side).
    written_parts = ((TWO_FACE_SIDES, SIDE_UP, True, True, side_of),
                     (HALVES, HALF, False, True, half_of),
                     (INVERSE_SIDES, INVERSE_SIDE_UP, False, True, inverse_side_of))
    #: FOW 1030.2: "when this card inverts" is its turn from the hope side to the despair side.
    #: FOW 1050.1: "when a card leaves" an area is its move from that area to any other (to
    #: the hand or the removed area as much as to the graveyard).
    #: FOW 502.1: "at the beginning of the game" is the game's first draw phase beginning.
    trigger_event_rules: ClassVar[dict[tuple[str, str], tuple[str, ...]]] = {
        (INVERTED, "self"): ("FOW 1030.2",), (INVERTED, ""): ("FOW 1030.2",),
        (EventKind.GAME_STARTED.value, ""): ("FOW 502.1",),
        (EventKind.LEFT.value, "self"): ("FOW 1050.1",),
        (EventKind.LEFT.value, ""): ("FOW 1050.1",)}
    #: The turn's phases and the battle's steps, whose "at the beginning of" conditions happen
    #: as each begins: FOW 502.2 the draw phase (and the turn), 503.2 the recovery phase, 504.1
    #: the main phase, 505.1 the end phase, 505.3 "at end of turn" after it; 802.1 the battle,
    #: 803.1 the declare attack step, 804.1 the declare block step; 807.1: "at the end of
    #: battle" is the beginning of its end of battle step.
    phase_trigger_rules: ClassVar[dict[str, tuple[str, ...]]] = {
        "draw": ("FOW 502.2",), "recovery": ("FOW 503.2",), "main": ("FOW 504.1",),
        "end": ("FOW 505.1",), "end_of_turn": ("FOW 505.3",),
        "beginning_of_battle": ("FOW 802.1",), "declare_attack": ("FOW 803.1",),
        "declare_block": ("FOW 804.1",), "end_of_battle": ("FOW 807.1",)}
    #: FOW 1307.3c: an object becoming a copy of a whole alternative card is not modelled.
    copy_guards = (copy_refusal,)
    #: FOW HP.62: an ability of a two face ruler's side not up (the rules are silent, 1302.1a).
    #: FOW 1302.3d: an ability of an Inverse card's side not up (only the side up counts).
    absent_ability_rules = (side_not_up_rule, inverse_side_not_up)
    #: FOW 1307.3: an alternative card an effect plays is the half its player chose.
    play_now_faces = (play_now_half,)
    #: FOW 906.2a: an effect that plays a card (even without paying its cost) cannot play an
    #: automatic [Trigger] card, whose conditions have not been met.
    play_now_guards = (untriggered_automatic_card,)
    #: FOW 1307.4, 1307.3b: an alternative card in the field or on the chase as one half.
    #: FOW 1302.3a, 1302.3d: an Inverse card despair side up at the start.
    opening_says = (halves_at_start, inverse_sides_at_start)
    #: FOW 1307.5: a half cancelled is whole again in the graveyard.
    left_unresolved_says = (whole_again_after,)
    #: FOW 1047.3: a player's last J/ruler is no target of an effect expelling it; FOW 1014.4: no
    #: effect reveals a card from outside the game sharing a name with the card that made it.
    target_guards = (expel_target_refusal, reveal_refusal)
    #: A new object (FOW 302.3) out of the field and the chase is past side up (FOW 1302.2f-1,
    #: saying so: shift.on_event) and a [Fusion] addition its printed card again (FOW 1156.2).
    #: FOW 1161.2: a card stacked on top by [Reincarnation] is its printed card out of the field.
    #: A card that became a copy is its own card again first (FOW 1017.5), then its own sides.
    #: FOW 1302.4a: a Contract J-ruler out of the field is its Contract side again.
    #: FOW 1307.5: a half of an alternative card out of the field and the chase is the whole
    #: card again, both halves combined.
    #: FOW 1302.3e-1: an Inverse card moved (other than by being played) is hope side up.
    printed_again = (BECOME_COPY_PRINTED, PAST_SIDE, WHOLE_AGAIN, FUSION_PRINTED,
                     REINCARNATION_PRINTED, MOBILIZE_PRINTED, CONTRACT_PRINTED, HOPE_AGAIN)
    #: FOW 1156.2, 1156.3a: a fused addition gives the J/resonator it is added to its ATK and
    #: DEF (even once it lost its abilities) and its keyword abilities other than [Fusion], and
    #: its abilities besides keywords as granted abilities (engine/granted.py).
    #: FOW 1161.2: a granted [Reincarnation] reads its name and cost from the grant.
    granted_keyword_keys = GRANT_KEYS
    #: FOW 1101.4: «Mythic» cannot be lost unless the effect removing abilities names it;
    #: FOW 1102.7: nor can [Divinity] (with its number).
    keywords_kept_on_loss: ClassVar[dict[str, str]] = {"mythic": "FOW 1101.4",
                                                       "divinity": "FOW 1102.7"}
    host_grants = (HostGrant(FUSED, ("atk", "def"), "fusion", printed=FUSION_PRINTED,
                             except_keywords=("fusion",), abilities_of="fusion"),)
    #: FOW 1114.2-1114.3: a [Stealth] card's condition is met only in its owner's standby area,
    #: not the turn it was put there; FOW 708.2, 708.5, 906.4a: an automatic [Trigger] card
    #: triggers from its owner's hand or standby area, not from the standby area the turn it
    #: was put there; FOW 708.2a: either waits to be played once triggered.
    #: FOW 1017.6b-1017.6c: a copy an effect played counts as played without paying its cost,
    #: paying zero will, for a trigger watching such plays (will_paid.py).
    trigger_reading_rules = frozenset({"FOW 1017.6b", "FOW 1017.6c"})
    #: FOW 603.2: triggered abilities played together go on the chase the turn player's
    #: first, each player's in the order they choose: the rule of the order they resolve in
    #: (newest first, 605.1b, says only that the order held), where it placed two of them
    #: put on the chase in one run (`_Facts.order_rules`)
    trigger_order_rules = frozenset({"FOW 603.2"})
    #: FOW 902.1a-902.1c: where each kind of card's abilities work.
    static_zone_rules: ClassVar[dict[str, str]] = {
        **dict.fromkeys(("resonator", "j_ruler", "addition", "regalia", "magic_stone"),
                        "FOW 902.1a"),
        **dict.fromkeys(("ruler", "sub_ruler", "warden"), "FOW 902.1b"),
        "extension_rule": "FOW 902.1c"}
    triggers_from = (TriggersFrom("stealth", ("standby",), ability=STEALTH,
                                  fresh=("standby", "set_this_turn"),
                                  fresh_rules=("FOW 1114.3",)),
                     TriggersFrom("trigger", ("hand", "standby"),
                                  fresh=("standby", "set_this_turn"),
                                  fresh_rules=("FOW 708.5", "FOW 906.4a")),
                     # FOW 502.1b: "at the beginning of the game" from the hand or ruler area.
                     TriggersFrom("", GAME_START_ZONES, event="game_started"),
                     # FOW 1019.3, 906.7a: "when this card is discarded" ("put into your
                     # graveyard from your hand") works as the card leaves the hand, seen where
                     # it went (1019.1a: a replacement may have sent it elsewhere).
                     TriggersFrom("", ("graveyard", "removed"), event="discarded", own=True,
                                  rules=("FOW 1019.3",), waits_once=False))
    #: FOW 1019.1: any move of a card from a hand to a graveyard discards it.
    discard_move = ("hand", "graveyard")
    discard_replaced_rules = ("FOW 1019.1a",)
    #: FOW 906.8a: a delayed automatic ability triggers once only (`delayed`, 906.8).
    delayed_once_rules = ("FOW 906.8a",)
    #: Keywords that acted before the game say so (FOW 1145.1, 1155.2, 1164.2, 1119.2 ...), then
    #: whether each [Trinity] text exists (FOW 1165.2-1165.4).
    opening_notes = (*BEFORE_THE_GAME_NOTES, TRINITY_NOTE, EXTENSION_RULE_NOTE, MORE_THAN_ONE_NOTE,
                     NEVER_VOTES)
    illegal_targets = IllegalTargets(partial=True, rules=("FOW 903.3a",), whole_card=(
        "addition", ("FOW 1002.1a", "FOW 1405.2b", "FOW 702.3a")))
    more_players = ("games of three or more players follow the separate multiplayer (ABC) rules; "
                    "judge rules two-player games (FOW 102.1)")
    #: Resolving a judgment process (FOW 705.3a; the same card, turned, FOW 302.3; a colossal
    #: 1st form's, FOW 705.3b, the same card in every form, 1304.6) or a warden
    #: process (FOW 716.3, its outcome citing 716.3a or 716.3b), and an
    #: automatic [Trigger] card, which goes where its kind goes once played as a spell (FOW 708.6).
    item_citations: ClassVar[dict[str, tuple[str, ...]]] = {"judgment": ("FOW 705.3a",
                                                                         "FOW 302.3"),
                                                            "warden": ("FOW 716.3",),
                                                            rulers.COLOSSAL_KIND: (
                                                                "FOW 705.3b", "FOW 1304.6")}
    keyword_citations: ClassVar[dict[str, str]] = {"trigger": "FOW 708.6"}
    keyword_ability_citations: ClassVar[dict[str, str]] = validation.NUMBERED_RULES
    keyword_resolution_citations: ClassVar[dict[str, str]] = TRIGGER_RULES
    #: FOW 1156.3: a [Fusion] addition stays added even if it loses its abilities; 1156.3a:
    #: its J/resonator keeps the ATK and DEF it gives through that loss.
    staying_rules: ClassVar[dict[str, tuple[str, ...]]] = {
        "zone": ("FOW 1156.3",), "attached_to": ("FOW 1156.3",),
        "stats": ("FOW 1156.3a",), "atk": ("FOW 1156.3a",), "def": ("FOW 1156.3a",)}
    #: FOW 1022.4: counters stay on a card moving between the field, a ruler area and an order
    #: area (a new card all the same, 302.3, but for the moves 302.3 names).
    counters_kept_within: ClassVar[tuple[str, ...]] = ("field", "ruler_area", ORDER_AREA)
    #: FOW 313.1, 313.3: a card put into an item area is under that player's control; it is
    #: neither a token nor attached, and its abilities are not active there (902.1).
    zone_entry_citations: ClassVar[dict[str, tuple[str, ...]]] = {
        ITEM_AREA: ("FOW 313.1", "FOW 313.3", "FOW 902.1"),
        # FOW 317.5: likewise a card put into an order area; only an order card there is an
        # "order" (317.4).
        ORDER_AREA: ("FOW 317.5", "FOW 317.4", "FOW 902.1"),
        # FOW 1041.1: a card an effect puts into the field is under the effect's controller's
        # control, and it was not played (a "when ... plays" ability does not see it).
        "field": ("FOW 1041.1",),
        # FOW 1004.1: a card removed from the game goes to the removed area (not a graveyard).
        "removed": ("FOW 1004.1",)}
    zone_entry_kinds = frozenset({"removed"})
    put_under_effect_controller = "FOW 307.7"
    deck_order_policies = ("deck.shuffle_order", "mulligan.shuffle", "reincarnation.ordered_below")
    state_type = FowState

    stack_rules = Chase
    timing_rules = MainTiming
    payment_rules = WillPayment
    turn_rules = FowTurn
    check_rules = RuleProcesses
    object_rules = Permanents
    #: FOW 1046.2a, 1119.4a: card text cannot prohibit a will coin token's will ability.
    unprohibitable: ClassVar[dict[str, tuple[str, ...]]] = {WILL_COIN: (BANISH,)}
    modelled_in: ClassVar[dict[str, tuple[str, ...]]] = {
        # FOW 322, 502.1b: any card a player has outside the game, for its "at the beginning
        # of the game" abilities.
        OUTSIDE_GAME: vocab.card_types}

    def validate(self, scenario: Scenario,
                 problem: Callable[[tuple[str | int, ...], str], None]) -> None:
        """Steps, a battle in progress, ruler sides and what judge cannot rule yet (
        wardens): validation.py."""
        validation.validate(self, scenario, problem)
