"""Force of Will's own state (kept in `GameState.ext`) and the small questions the rules ask of it.

Everything here is plain data about the game in progress: the battle (FOW 800), what the turn player
has already done this turn (judgment, calling a stone) and rulers that became astral (FOW 1024); and
the questions every part of the game asks: is it main timing (FOW 701.2), is this a J/resonator
(FOW 202.2a), a [Trigger] card (FOW 708), an addable addition (FOW 1002.1a). Prohibitions (FOW
104.4) are the engine's restrictions (engine/restrictions.py).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.declare import Refusal
from judge.engine.rulebook import GameRecord, shown
from judge.engine.trace import Relation
from judge.model.cards import CardDef, Cost
from judge.model.scenario import Action, Scenario
from judge.model.state import GameObject, GameState, PendingTrigger, StackItem
from judge.msg import Msg, phrase, word
from judge.record import dataclass, field

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table
    from judge.model.filters import Filter

#: The main deck's zone, and judge's zone for outside the game, where an expelled card is,
#: revealed (FOW 1047.1, 322).
DECK = "main_deck"
ENTERED_THIS_TURN = "entered_this_turn"
#: Set beside ENTERED_THIS_TURN on a card taken this turn that did not enter the field
#: (engine/control.py, ObjectRules.taken_mark).
TAKEN_THIS_TURN = "taken_this_turn"
EXPELLED = "expelled"

#: Will a player can hold (FOW 907.5-907.6): the five attributes, void and will without attribute.
#: The card types (200s; the tokens and counters-as-cards judge treats as types).
CARD_TYPES = ("ruler", "j_ruler", "resonator", "chant", "addition", "regalia", "rune",
              "magic_stone", "warden", "order", "will_coin", "sub_ruler", "limit_break_token",
              "extension_rule", "gem", "crystal", "clue", "dragon_emblem_token")
ATTRIBUTES = ("light", "fire", "water", "wind", "darkness")
#: FOW 209.2: the card key for the attributes of a card's attribute section (a ruler's icons).
ATTRIBUTES_KEY = "attributes"
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
#: Steps after which the attacker has already dealt first strike damage, if it had it (FOW 805).
AFTER_FIRST_STRIKE = ("first_strike", "normal_damage", "end_of_battle")

ENTITY_TYPES = ("resonator", "j_ruler")  # "J/resonator" (FOW 202.2a)
PERMANENTS = ("resonator", "addition", "regalia", "magic_stone", "j_ruler")

#: The `extra` note of a judgment or warden process on the chase: neither a spell nor an
#: ability (FOW 705.2d, 716.2a), so nothing that affects those cancels or moves it (the
#: rulebook's `item_guards`; a target is refused by judgment_refusal).
PROCESS_NOTES = {"judgment": "judgment_process", "warden": "warden_process"}


@dataclass
class Battle(GameRecord):
    """A battle in progress (FOW 801-807): the current step is `GameState.step`. The ruling shows
    who attacks what and who blocks, even before anyone does."""

    attacker: str | None = shown(None, always=True)
    attacker_incarnation: int = 0
    #: The attack was declared, even if a replacement replaced it (FOW 910.1, HP.38): the
    #: declare attack step does not ask again.
    attack_declared: bool = False
    attacked: str | None = shown(None, always=True)  # a player id or an object id
    attacked_incarnation: int = 0
    blocker: str | None = shown(None, always=True)
    blocker_incarnation: int = 0
    block_declared: bool = False
    blocker_removed_after_damage: bool = False  # the blocker stopped blocking after A struck
    struck_first: bool = False  # the attacker dealt damage in the first strike step (FOW 805)
    protected: bool = False  # a [Protect] ability was used in this battle (FOW 1168.3)
    opponent_acted: bool = False  # the non-turn player played a spell or ability (FOW 803.6)
    #: FOW 1029: the J/resonators (id#incarnation) removed from this battle: no longer
    #: attacking, blocking or attacked (remove_from_battle.py).
    removed: set[str] = field(default_factory=set)

    @property
    def attacker_in_battle(self) -> str | None:
        """The attacker's id, unless it was removed from battle (FOW 1029.1a)."""
        gone = f"{self.attacker}#{self.attacker_incarnation}" in self.removed
        return None if gone else self.attacker

    @property
    def blocker_in_battle(self) -> str | None:
        """The blocker's id, unless it was removed from battle (FOW 1029.1b)."""
        gone = f"{self.blocker}#{self.blocker_incarnation}" in self.removed
        return None if gone else self.blocker


@dataclass
class FowState(GameRecord):
    battle: Battle | None = shown(None)
    decision: str | None = shown(None)  # "attack" (FOW 803.3) or "block" (FOW 804.3) is open
    battles_closed: bool = shown(False)  # FOW 803.6: no more battles this turn
    called_stone: bool = False  # FOW 710.1
    judgment_played: bool = False  # FOW 710.1, 705.1
    judged: set[str] = field(default_factory=set)  # rulers whose judgment was played this turn
    #: Objects that left the field or a ruler area since the rule processes last looked: only
    #: then may a card be attached to what is no longer a J/ruler (attach.hosts_gone).
    hosts_moved: set[str] = field(default_factory=set)
    #: Rulers that went through a Revolution Order process this turn (FOW 712.1).
    revolution_ordered: set[str] = field(default_factory=set)
    #: Order cards put into an order area order side up: FOW 1208.1 looks only at these
    #: (revolution.orders_ordering_nothing).
    order_cards: set[str] = field(default_factory=set)
    #: Players who performed a Contract process this turn (FOW 713.4).
    contracted: set[str] = field(default_factory=set)
    #: The traits of the last spell each player played this turn ([Chaining], FOW 1160.2).
    last_spell: dict[str, tuple[str, ...]] = field(default_factory=dict)
    astral_names: set[str] = field(default_factory=set)  # FOW 1024.1 (by name)
    deck_out: set[str] = field(default_factory=set)  # FOW 1202.2
    #: FOW 1202.1, 602.1a: the lowest life (0 or less) each player fell to since the rule
    #: processes last looked, said if their life is above 0 again when they do.
    life_dipped: dict[str, int] = field(default_factory=dict)
    other_side: dict[str, CardDef] = field(default_factory=dict)  # object id -> other face
    cleanup_rounds: int = 0  # FOW 505.5e: how often the final step repeated
    battle_damage_by: str | None = None  # the object dealing battle damage now ([Explode])
    drew_this_turn: set[str] = field(default_factory=set)  # players who drew a card ([Ambush])
    #: Of those, the turn player the file's starting point implies drew in the draw phase (502.4).
    drew_by_rule: set[str] = field(default_factory=set)
    attacks: dict[str, int] = field(default_factory=dict)  # attacks this turn, by attacker
    vileborn_targeted: set[str] = field(default_factory=set)  # id#incarnation, this turn
    #: Conditional text (conditional.py): the spells each player played this turn (id#incarnation,
    #: FOW 1124.4), players whose entity went from the field to a graveyard (1144.2), and whose
    #: God's Art ability resolved (1147.2), this turn.
    spells_played: dict[str, list[str]] = field(default_factory=dict)
    lost_entities: set[str] = field(default_factory=set)
    gods_art_resolved: set[str] = field(default_factory=set)
    #: God's Art abilities put on the chase: item id -> (its player, its name).
    gods_art_items: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: FOW 905.4a: the God's Art names each player played this game (player, name), and
    #: whether one of them resolved (905.4c: one cancelled counts all the same).
    gods_arts_played: dict[tuple[str, str], bool] = field(default_factory=dict)  # resolved?
    #: FOW 1176.2-1176.3: how many spells with [Overgrowth] each player resolved this turn.
    overgrowth_resolved: dict[str, int] = field(default_factory=dict)
    #: FOW 1192.2: cards put into any graveyard this turn from anywhere but a removed area.
    to_graveyard: int = 0
    #: FOW 1146.2: guidance counters before and after each putting, by its event node.
    guidance_put: dict[str, tuple[int, int]] = field(default_factory=dict)
    #: FOW 1189.2: the cards whose [Moontide] ability each player played this turn.
    moontide_used: dict[str, list[str]] = field(default_factory=dict)
    #: The pending triggers as last put in order (chase.play_one_trigger): while nothing new
    #: has triggered they need not be ordered (nor the order told) again.
    in_order: list[PendingTrigger] = field(default_factory=list)
    #: FOW 907.1d: the events of will a will ability produced (will_triggers.py), by node.
    by_will_ability: set[str] = field(default_factory=set)
    #: FOW 1170.2: [Investigate] abilities gained and not yet triggered (player, source id,
    #: number, turn gained), and this turn's reveals, each expelling at end of turn (player,
    #: source id).
    investigate_gained: list[tuple[str, str, int, int]] = field(default_factory=list)
    investigations: list[tuple[str, str]] = field(default_factory=list)
    #: FOW 1180.2: [Oath] delayed abilities waiting for their player's next main phase (player,
    #: source id, name, attributes).
    oaths: list[tuple[str, str, str, tuple[str, ...]]] = field(default_factory=list)
    #: FOW 1161.2, 1045.6d: the cards [Reincarnation] stacked below a card in the field, by the
    #: id of the card on top.
    stacked_below: dict[str, list[str]] = field(default_factory=dict)
    #: FOW 1156.2: each [Fusion] addition in the field and the J/resonator it is added to (id,
    #: incarnation), kept for its leaving (fusion.addition_leaves, house policy FOW HP.28).
    fused_to: dict[str, tuple[str, int]] = field(default_factory=dict)
    #: FOW 905.5a: the wardens whose willpower ability was played this turn.
    willpower_used: set[str] = field(default_factory=set)
    #: FOW 714.3a: the cards stacked below each transcended J-ruler (the J/ruler, then the
    #: resonator), by the id of the J-ruler on top; FOW 714.4: players who transcended this turn.
    transcended: dict[str, list[str]] = field(default_factory=dict)
    transcended_by: set[str] = field(default_factory=set)
    #: FOW 1045.5: cards stacked on top of an entity in the field this turn (not entering it).
    stacked_on: set[str] = field(default_factory=set)
    #: FOW 910.3 (its second example): the replacements that spared each entity (id#incarnation)
    #: from the DEF-0 rule process, while its DEF stays 0 or less (the same situation).
    def_zero_spared: dict[str, list[str]] = field(default_factory=dict)
    #: FOW 104.9: the objects whose potential cost is being worked out now (potential.py): a
    #: cost change whose filter asks it again is circular.
    pricing: set[str] = field(default_factory=set)
    #: FOW 322.1: whether the game is played in a tournament (`state: {tournament: ...}`).
    tournament: bool = True
    #: FOW 1025: the players who gained an additional turn not yet taken, earliest first;
    #: shown in the ruling's `final.game` while one waits (`expect: {extra_turns: [alice]}`).
    extra_turns: list[str] = field(default_factory=list, metadata={"shown": True,
                                                                   "always": False})
    #: FOW 503.1: how many turns each player has begun this game (extra_turns.py).
    turns_taken: dict[str, int] = field(default_factory=dict)
    #: FOW HP.55: whose turn would have come next had the additional turns being taken not been
    #: gained (None: no additional turn is being taken).
    resume_to: str | None = None

    @classmethod
    def from_scenario(cls, scenario: Scenario) -> FowState:
        """What the file says of the turn so far (`state:`), a battle in progress, and what its
        objects imply: an astral ruler's name stays astral (FOW 1024.4); a judgment played this
        turn was the turn player's ruler's (FOW 705.1)."""
        st = scenario.state
        x = cls(battles_closed=bool(st.get("battles_closed")),
                called_stone=bool(st.get("called_stone")),
                judgment_played=bool(st.get("judgment_played")),
                drew_this_turn=set(_strings(st.get("drawn_this_turn")))
                if st.get("drawn_this_turn") is not None else _drew_in_draw_phase(scenario),
                last_spell=_last_spells(st.get("last_spell")),
                spells_played={p: ["earlier"] for p in _strings(st.get("played_spell_this_turn"))},
                lost_entities=set(_strings(st.get("entity_to_graveyard_this_turn"))),
                gods_art_resolved=set(_strings(st.get("gods_art_resolved_this_turn"))),
                to_graveyard=_int(st.get("cards_to_graveyard_this_turn")),
                gods_arts_played=_gods_arts(st.get("gods_arts_played")),
                tournament=st.get("tournament") is not False,
                extra_turns=list(_strings(st.get("extra_turns"))),
                turns_taken=turns_so_far(scenario))
        if st.get("drawn_this_turn") is None:
            x.drew_by_rule = set(x.drew_this_turn)
        for spec in scenario.objects:
            card = scenario.cards[spec.card]
            if card.is_type("ruler") and dict(spec.counters).get("astral"):
                x.astral_names.add(card.name)
            if x.judgment_played and card.is_type("ruler") and \
                    spec.controller == scenario.turn_player:
                x.judged.add(spec.id)
        if scenario.step in BATTLE_STEPS:
            x.battle = battle_in_progress(scenario)
        x.order_cards, x.other_side = _starting_orders(scenario)
        return x


def _starting_orders(scenario: Scenario) -> tuple[set[str], dict[str, CardDef]]:
    """An order card a file starts with in an order area (FOW 317.1): its ruler side is the
    ruler whose `order:` names it (the file's checks found exactly one)."""
    orders: set[str] = set()
    sides: dict[str, CardDef] = {}
    for spec in scenario.objects:
        card = scenario.cards[spec.card]
        if spec.zone != "order_area" or not card.is_type("order"):
            continue
        ruler = next((c for c in scenario.cards.values()
                      if c.is_type("ruler") and c.get("order") == card.name), None)
        if ruler is not None:
            orders.add(spec.id)
            sides[spec.id] = ruler
    return orders, sides


def is_astral(t: Table, obj: GameObject) -> bool:
    """FOW 1024.1: astral goes by the ruler's name (1024.4), or an astral counter on a ruler.
    A J-ruler holding an astral counter moved from its astral ruler is not astral by it: a
    Contract J-ruler (713.3b, 1024.2b), or the J-ruler transcended on top of it (1045.2 keeps
    the counters; 1024.3c)."""
    return obj.card.name in ext(t.state).astral_names or bool(
        obj.counters.get("astral") and obj.card.is_type("ruler"))


def still_astral(t: Table, obj: GameObject) -> tuple[Msg, str] | None:
    """FOW 1024.4: a ruler whose last astral counter an effect removes is still astral (astral
    follows its name; only healing, 1024.6, ends it)."""
    if not obj.card.is_type("ruler") or not is_astral(t, obj):
        return None
    return Msg("{name} is still astral: astral goes by its name, and only healing ends it",
               name=t.name(obj.id)), "FOW 1024.4"


def token_chosen(filt: Filter, obj: GameObject) -> tuple[str, ...]:
    """FOW 1303.2a: a token in the field is chosen as cards in the field are."""
    return ("FOW 1303.2a",) if obj.token and obj.zone == "field" else ()


def astral_rules(obj: GameObject) -> tuple[str, ...]:
    """The rules by which `obj`, astral (is_astral), is astral: 1024.1; with no astral counter
    on it (removed, or never on this card), first 1024.4: astral follows the name, and only
    healing ends it."""
    return ("FOW 1024.1",) if obj.counters.get("astral") else ("FOW 1024.4", "FOW 1024.1")


def battle_in_progress(scenario: Scenario) -> Battle:
    """The battle a file starts in (`state:` keys): a blocker, or a step past the block
    declaration, means the block choice was made; whether the attacker already struck first is
    given, or inferred from [First Strike] and the step (FOW 805)."""
    st = scenario.state
    b = Battle(attacker=_opt_str(st.get("attacker")), attacked=_opt_str(st.get("attacked")),
               blocker=_opt_str(st.get("blocker")))
    b.block_declared = bool(st.get("block_declared")) or b.blocker is not None or \
        scenario.step in AFTER_FIRST_STRIKE
    b.opponent_acted = bool(st.get("opponent_acted"))
    given = st.get("struck_first")
    spec = next((o for o in scenario.objects if o.id == b.attacker), None)
    inferred = spec is not None and scenario.step in AFTER_FIRST_STRIKE and any(
        k in scenario.cards[spec.card].keywords for k in ("first_strike", "multi_strike"))
    b.struck_first = bool(given) if given is not None else inferred
    return b


def _last_spells(raw: object) -> dict[str, tuple[str, ...]]:
    """`state: {last_spell: {alice: [Dragon]}}` ([Chaining], FOW 1160.2)."""
    if not isinstance(raw, dict):
        return {}
    return {str(p): _strings(v) if isinstance(v, (list, tuple)) else (str(v),)
            for p, v in raw.items()}


def _gods_arts(raw: object) -> dict[tuple[str, str], bool]:
    """`state: {gods_arts_played: {alice: [...]}}`: each (player, name) played earlier in the
    game (FOW 905.4a); whether it resolved does not matter any more (905.4c)."""
    if not isinstance(raw, dict):
        return {}
    return {(str(p), str(n)): True for p, names in raw.items() for n in _strings(names)}


def _drew_in_draw_phase(scenario: Scenario) -> set[str]:
    """FOW 502.4: a file that starts after the draw phase of any turn but the game's first (whose
    draw 502.4 skips) and does not say who drew this turn (`drawn_this_turn`) has the turn player
    having drawn there ([Ambush] asks it, 1174.2)."""
    if scenario.turn_number > 1 and scenario.phase in ("recovery", "main", "end"):
        return {scenario.turn_player}
    return set()


def _strings(value: object) -> tuple[str, ...]:
    return tuple(str(v) for v in value) if isinstance(value, (tuple, list)) else ()


def _int(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _opt_str(value: object) -> str | None:
    return None if value is None else str(value)


def ext(state: GameState) -> FowState:
    assert isinstance(state.ext, FowState)
    return state.ext


def in_battle(state: GameState) -> bool:
    return ext(state).battle is not None


def is_entity(obj: GameObject) -> bool:
    """A J/resonator (FOW 202.2a)."""
    card = obj.card  # (CardDef.is_type inlined: every rule process asks it of every object)
    if len(card.types) <= 1:
        return card.type in ENTITY_TYPES
    return any(t in ENTITY_TYPES for t in card.types)


def has_main_timing(state: GameState, player: str) -> bool:
    """FOW 701.2: the turn player has priority, in their main phase, not in a battle, and the
    chase is empty."""
    return (player == state.turn_player and state.priority == player and state.phase == "main"
            and not in_battle(state) and ext(state).decision is None and not state.stack)





def kept_of_same_name(r: Table, same: list[GameObject], key: str,
                      default: Msg) -> tuple[GameObject, Msg]:
    """FOW 1205.8-1205.9: the one of several same-named objects its player keeps, and how it was
    chosen: the one `decisions: {<key>: {order: [id]}}` names, else the one there longest
    (judge's default, as in the CR's example), said by `default`."""
    chosen = r.decision(key, "order")
    wanted = [str(i) for i in chosen] if isinstance(chosen, (tuple, list)) else []
    kept = next((o for o in same if o.id in wanted), None)
    if kept is None:
        first = min(same, key=lambda o: (o.arrived, o.since))
        together = [o for o in same if o.arrived == first.arrived]
        if len(together) > 1:  # none has been there longer: only the player's choice says
            from judge.engine.lost import cannot_rule

            where = "on the starting board" if first.arrived == (0, 0) else \
                "by one event, together"
            cannot_rule(r, f"{', '.join(o.id for o in together)} came to the {first.zone} "
                           f"{where}, so none has been there longest: its controller chooses "
                           "which one stays (FOW 1205.8-1205.9); say which with "
                           f"`decisions: {{{key}: {{order: [<object id>]}}}}`",
                        key=f"decisions.{key}", choice=True)
        return first, default
    r.decision(key, "order", kept.id)  # this entry of the choice mattered
    return kept, Msg("as they chose")


def main_timing_refusal(state: GameState, player: str, what: str | Msg, *rules: str
                        ) -> Refusal | None:
    """Refusal citing FOW 701.2 (and `rules`) if it is not main timing for `player`."""
    why: list[Msg] = []
    if player != state.turn_player:
        why.append(Msg("it is {player}'s turn", player=state.turn_player))
    elif state.phase != "main":
        why.append(Msg("it is the {phase} phase", phase=word(state.phase)))
    if in_battle(state) or ext(state).decision is not None:
        why.append(Msg("a battle is in progress"))
    if state.stack:
        why.append(Msg("the chase is not empty ({n} item)", plural="the chase is not empty ({n} "
                       "items)", n=len(state.stack)))
    if state.priority != player and not why:
        why.append(Msg("{player} does not hold priority", player=player))
    if not why:
        return None
    but = why[0]
    for more in why[1:]:
        but = Msg("{a} and {b}", a=but, b=more)
    return Refusal(phrase(Msg("{what} needs main timing (the turn player holds priority in their "
                              "main phase, no battle is in progress and the chase is empty), but "
                              "{why}", what=what, why=but)), ("FOW 701.2", *rules))


def sub_ruler_rules(obj: GameObject | None) -> tuple[str, ...]:
    """FOW 202.2c: what says "ruler" or "J/ruler" never means a sub-ruler; cited first where a
    sub-ruler is refused as one (to call a magic stone, for a judgment or Revolution Order)."""
    return ("FOW 202.2c",) if obj is not None and obj.card.is_type("sub_ruler") else ()


def is_first_turn_of(state: GameState) -> bool:
    """FOW 503.1: the turn player's first turn: the turns each player has begun are counted
    (the file's turn number implies them, 1 = the first player's first turn, 2 = the second
    player's; an additional turn, FOW 1025, is one more of its player's: extra_turns.py)."""
    return ext(state).turns_taken.get(state.turn_player, 1) <= 1


def turns_so_far(scenario: Scenario) -> dict[str, int]:
    """How many turns each player has begun, as the file's turn number implies (the players
    alternating from the game's first turn): the turn player's (turn + 1) // 2, the other's
    turn // 2."""
    n = scenario.turn_number
    return {p: (n + 1) // 2 if p == scenario.turn_player else n // 2 for p in scenario.players}


def other_player(state: GameState, player: str) -> str:
    return state.next_player(player)


# ----- kinds of cards ----------------------------------------------------------------------------
def is_trigger_card(obj: GameObject) -> bool:
    return "trigger" in obj.card.keywords


def is_automatic_card(obj: GameObject) -> bool:
    """FOW 708.1a: a [Trigger] card written "[Trigger] (condition) >>> (effect)": in judge, a card
    with keyword `trigger` and a triggered ability (its `when:` is the condition)."""
    return is_trigger_card(obj) and any(a.kind == "triggered" for a in obj.card.abilities)


def own_cost(obj: GameObject) -> Cost:
    """What playing the card costs besides its additional cost: FOW 708.4, a [Trigger] card played
    from the standby area does not pay its own cost (its pre-colon [Trigger] cost, the card's
    `additional_cost`, is still paid)."""
    if obj.zone == "standby" and is_trigger_card(obj):
        return Cost()
    return obj.card.cost


def attributes(card: CardDef) -> tuple[str, ...]:
    """FOW 209.2-209.3: a card's attributes are those of the will symbols in its cost, or of
    the icons of its attribute section where the card says them (`attributes: [fire]`, a
    ruler's; `[void]`: none); FOW 1195.2: a card with [Kernlos] has none."""
    if "kernlos" in card.keywords:
        return ()
    return shown_attributes(card)


def shown_attributes(card: CardDef) -> tuple[str, ...]:
    """The attributes a card shows, its attribute section's or its cost's will symbols (FOW
    209.2), whatever its [Kernlos] says of them (1195.2)."""
    shown = card.get(ATTRIBUTES_KEY)
    if isinstance(shown, (tuple, list)):
        return tuple(a for a in ATTRIBUTES if a in shown)
    return tuple(a for a in ATTRIBUTES if any(k == a for k, _ in card.cost.resources))


def attributes_known(card: CardDef) -> bool:
    """Whether judge can read a card's attributes: its cost shows them (none in it: void,
    FOW 209.3), or the card says them (`attributes:`); a card with no cost that says none (a
    ruler) has attribute icons judge cannot see."""
    return bool(card.cost.resources) or card.get(ATTRIBUTES_KEY) is not None or \
        "kernlos" in card.keywords


#: The trait names that set a card's attributes where a `set_traits` names one (FOW 909.1c).
ATTRIBUTE_WORDS = frozenset((*ATTRIBUTES, "void"))
#: FOW 209.5b-209.5e: the words that count a card's attributes, written as traits a filter asks
#: (`traits: [mono-attribute, water]`: "a mono-attribute water card"), each with the counts it
#: fits.
ATTRIBUTE_COUNT_WORDS: dict[str, Callable[[int], bool]] = {
    "mono-attribute": lambda n: n == 1,
    "dual-attribute": lambda n: n == 2,
    "multi-attribute": lambda n: n >= 2,
    "non-attribute": lambda n: n == 0,
}


def implied_attributes(obj: GameObject, have: tuple[str, ...]) -> tuple[str, ...]:
    """The attributes a filter finds on an object besides its traits (FOW 209.5a: "a fire card"
    is any card with fire among its attributes): its card's own, unless an effect replaced its
    attributes (909.1c, 909.6: "its attribute becomes water", a `set_traits` naming an attribute
    or `void`, or none at all, leaves it those the change names and later ones add; one naming
    only races, "becomes a Dragon", leaves its attributes); `void` (FOW 209.3: "void" names no
    attribute) for one
    judge knows has none; and the words that count them (209.5b-209.5e: mono-, dual-, multi-,
    non-attribute), where judge knows them all. [Kernlos] is read from the object's keywords
    now (1195.2: while it has it, none)."""
    from judge.engine.characteristics import UNKNOWN_TRAITS, changes, keywords

    card = obj.card
    replaced = any(m.set_traits is not None and (
        not m.set_traits or any(t in ATTRIBUTE_WORDS for t in m.set_traits)) for m in changes(obj))
    kernlos = "kernlos" in keywords(obj)
    own = () if replaced or kernlos else shown_attributes(card)
    known = replaced or kernlos or attributes_known(card)
    if not known:  # a ruler whose icons the file does not say: what an effect gave it, and
        return (UNKNOWN_TRAITS,)  # a filter asking any other cannot be answered (exit 3)
    held = {*own, *(a for a in ATTRIBUTES if a in have)}
    count = tuple(w for w, fits in ATTRIBUTE_COUNT_WORDS.items() if fits(len(held)))
    return (*own, *(("void",) if not held else ()), *count)


#: The filter key of FOW 209.4 ("shares an attribute with a J/ruler you control").
SHARES_J_RULER_ATTRIBUTE = "shares_attribute_with_j_ruler"
#: FOW 202.2b-202.2c: a J/ruler is a ruler or a J-ruler, never a sub-ruler.
J_RULER_TYPES = ("ruler", "j_ruler")


def _attributes_of(obj: GameObject) -> set[str]:
    """Every attribute of an object now (209.5a's reading: its traits naming one and those its
    card shows unless an effect replaced them); UnknownTraits where judge cannot read them."""
    from judge.engine.characteristics import UNKNOWN_TRAITS, UnknownTraits, traits

    have = traits(obj)
    implied = implied_attributes(obj, have)
    if UNKNOWN_TRAITS in implied:
        raise UnknownTraits(obj.card.name, ("attribute",))
    return {a for a in ATTRIBUTES if a in have or a in implied}


def shares_attribute_with_j_ruler(state: GameState, obj: GameObject, player: str) -> bool:
    """The filter key `shares_attribute_with_j_ruler: you` (or `opponent`): a card with an
    attribute among those of the J/rulers that player controls, all of them counted together
    (FOW 209.4), in the ruler area or the field; a void card, or a player whose J/rulers are
    void, shares none (209.3). A J/ruler (or the card) whose attributes judge cannot read (a
    ruler whose card says no `attributes:`) is exit 3, naming it."""
    pool: set[str] = set()
    for ruler in state.objects.values():
        if ruler.controller == player and ruler.zone in ("ruler_area", "field") and \
                ruler.card.is_type(*J_RULER_TYPES):
            pool |= _attributes_of(ruler)
    return bool(pool) and bool(pool & _attributes_of(obj))


def is_addable_addition(obj: GameObject) -> bool:
    """FOW 1002.1a: an addition that targets a card as it is played is an addable addition."""
    return obj.card.is_type("addition") and bool(obj.card.targets)


def put_on_chase_by(t: Table, action: Action, what: Msg, item: StackItem) -> None:
    """`action` puts `item` on the chase: the action's node in the graph (labelled `what`), the
    item pushed, and the action linked as its cause (a judgment process, FOW 705.2; a warden
    process, 716.2; a willpower ability, 717.2)."""
    node = action.node
    t.node(node, "action", what)
    t.push(item)
    t.link(node, item.id, Relation.CAUSES)


def printed_and_source(obj: GameObject, key: str) -> tuple[CardDef, str]:
    """What a card key that turned a card into another holds (an ordered J-ruler, FOW 712.3b;
    a Contract J-ruler, FOW 713.3b): the printed card it was and the id of the card that made it
    so (its order card, its ruler under contract)."""
    parts = obj.card.get(key)
    assert isinstance(parts, tuple)
    printed, source_id = parts
    assert isinstance(printed, CardDef)
    return printed, str(source_id)


def named_side(scenario: Scenario, side_name: object, library: Callable[[str], CardDef | None],
               problem: Callable[[tuple[str | int, ...], str], None], path: tuple[str | int, ...],
               missing: str, refuse: Callable[[CardDef], str | None] | None = None
               ) -> CardDef | None:
    """The other side a card key names (a Contract card's J-ruler side, an Arcane Item's
    sub-ruler side, an order side, a Shift card's future side), from the file's `cards:` or the
    card library: added to the file's cards when it is one, else `missing` or what `refuse`
    says of it is reported at `path`."""
    side = scenario.cards.get(str(side_name)) or library(str(side_name))
    why = missing if side is None else refuse(side) if refuse is not None else None
    if side is None or why is not None:
        problem(path, why or missing)
        return None
    scenario.cards[str(side_name)] = side
    return side


def entered_the_field_this_turn(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `entered_this_turn`: the card entered the field this turn (FOW 1181.2),
    which neither a card its controller took this turn did (it only carries the mark that keeps
    it from attacking, FOW 803.3a) nor one stacked on top of an entity (FOW 1045.5)."""
    entered = bool(obj.extra.get(ENTERED_THIS_TURN)) and not obj.extra.get(TAKEN_THIS_TURN) \
        and obj.id not in ext(state).stacked_on
    return entered is value
