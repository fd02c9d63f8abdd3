"""Force of Will (Comprehensive Rules ver. 12.7): the chase.

What makes it different (rules in rulebook/force-of-will/rules.yaml, cited as `FOW 605.1a`):
- whoever plays something keeps priority (FOW 605.1a); two passes in a row resolve only the top of
  the chase, then the turn player gets priority (FOW 605.1b); on an empty chase they end the
  priority sequence and the game advances;
- main timing (FOW 701.2) gates resonators, additions, regalia, chants, judgment, standby, calling
  a stone and battle (FOW 604.2); [Quickcast] and activate abilities need only priority (604.1);
- will abilities never use the chase (FOW 907.3); nor do starting a battle or the standby area;
- each priority sequence runs rule processes, then triggered objects one at a time, the turn
  player's first (FOW 602-603); an automatic [Trigger] card triggers once (FOW 708.2a);
- an illegal target is skipped and the rest still happens: nothing fizzles as a whole (FOW 903.3a),
  except an addable addition, which goes to the graveyard (FOW 1002.1a);
- battle: one attacker, one blocker, first strike for the attacker only (FOW 800).
Where 12.7 is ambiguous, a house policy (FOW HP.*) decides, switchable per scenario.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.declare import Verb
from judge.engine.events import Event, EventKind
from judge.engine.roles import Role
from judge.engine.rulebook import Refusal, Rulebook, Vocabulary
from judge.engine.trace import StepKind
from judge.games.force_of_will import battle_verbs as battles
from judge.games.force_of_will import chase, combatants, rulers, timing, turn, validation, will
from judge.games.force_of_will.effects import EFFECTS
from judge.games.force_of_will.processes import is_addable_addition
from judge.games.force_of_will.state import (
    BATTLE_STEPS,
    FREE,
    STEPS,
    WILL,
    Battle,
    FowState,
    ext,
    forbidden,
    has_main_timing,
    in_battle,
)
from judge.model.args import Arg
from judge.model.cards import AbilityDef, Cost
from judge.model.scenario import Action, Scenario
from judge.model.state import GameObject, GameState, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

if TYPE_CHECKING:
    from judge.engine.table import Table

#: Verbs that are not taken "with priority": the battle declarations check their own timing.
DECLARATION_VERBS = {"attack": ("attack", "forfeit", "pass"),
                     "block": ("block", "no_block", "pass")}
PERMANENTS = ("resonator", "addition", "regalia", "magic_stone", "j_ruler")


class ForceOfWill(Rulebook):
    id = "force-of-will"
    name = "Force of Will"
    aliases = ("fow", "fowtcg")
    prefix = "FOW"
    stack_word = "chase"
    durations = ("turn", "permanent", "battle")
    vocab = Vocabulary(
        stack_words=("chase",),
        card_types=("ruler", "j_ruler", "resonator", "chant", "addition", "regalia", "rune",
                    "magic_stone", "warden"),
        permanent_types=PERMANENTS,
        stats=("atk", "def"),
        resources=(*WILL, "life"),
        keywords=("quickcast", "trigger", "first_strike", "flying", "swiftness", "precision",
                  "judgment", "eternal", "imperishable", "bloodlust"),
        zones=("hand", "main_deck", "magic_stone_deck", "field", "ruler_area", "graveyard",
               "removed", "standby", "chase", "rune_area"),
        board_zones=("field", "ruler_area"),
        ordered_zones=("main_deck", "magic_stone_deck", "graveyard", "standby"),
        phases=("draw", "recovery", "main", "end"),
        steps=STEPS,
        toughness_stat="def",
        deck_zone="main_deck",
        object_keys={
            "entered_this_turn": Arg("bool", doc="it entered the field this turn, so it cannot "
                                          "attack or pay a rest cost without [Swiftness] "
                                          "(FOW 803.3a, 905.3)"),
            "set_this_turn": Arg("bool", doc="put into the standby area this turn: it can "
                                      "neither trigger nor be played this turn (FOW 708.5)"),
        },
        card_keys={
            "j_ruler": Arg("str", doc="on a ruler: the card name of its J-ruler side"),
            "ruler": Arg("str", doc="on a J-ruler: the card name of its ruler side"),
            "judgment_cost": Arg("map", doc="on a ruler with [Judgment]: the will paid to play "
                                      "its judgment process, e.g. {fire: 1, free: 2}"),
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
        },
    )
    roles: ClassVar[dict[Role, str]] = {
        Role.PRIORITY: "FOW 601.1", Role.COST: "FOW 903.2l", Role.EXHAUST_COST: "FOW 1013.3",
        Role.TARGETS: "FOW 903.2i", Role.TARGET_RECHECK: "FOW 903.3a",
        Role.CONTROL: "FOW 707.2", Role.PLAY_ZONE: "FOW 702.2", Role.LETHAL: "FOW 1204.1",
        Role.PREVENT: "FOW 1018.1", Role.CANCEL: "FOW 1012.1", Role.STACK_ORDER: "FOW 605.1b",
        Role.CARD_DESTINATION: "FOW 703.3", Role.ENTERS_BOARD: "FOW 702.3a",
        Role.DRAW: "FOW 1009.1", Role.LOOP: "FOW 1301.1c", Role.TRIGGER: "FOW 906.5",
        Role.ABILITY_SOURCE: "FOW 906.10", Role.RESOURCE: "FOW 907.3", Role.MODES: "FOW 903.2g",
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
                       }, battles.attack),
        "forfeit": Verb("forfeit", "forfeit the attack (FOW 803.3)", {}, battles.forfeit_verb),
        "block": Verb("block", "declare a blocker (FOW 804.3-804.4); earlier in the battle it also "
                      "stands for every player passing until the block declaration", {
                          "blocker": Arg("object", True, "a recovered J/resonator of the "
                                             "non-turn player, not the attacked object"),
                      }, battles.block),
        "no_block": Verb("no_block", "decline to block (FOW 804.3)", {}, battles.no_block),
        "judgment": Verb("judgment", "play the judgment process of your ruler (FOW 705)", {
            "ruler": Arg("object", True, "a recovered ruler with [Judgment] in your ruler "
                             "area"),
        }, rulers.judgment),
        "call_stone": Verb("call_stone", "call a magic stone: rest your ruler or J-ruler, put the "
                           "top card of your magic stone deck into the field (FOW 710)", {
                               "ruler": Arg("object", False, "the ruler or J-ruler to rest "
                                                "(default: the first recovered one)"),
                           }, rulers.call_stone),
        "standby": Verb("standby", "pay 2 will and put a card from your hand face down into your "
                        "standby area (FOW 706)", {
                            "card": Arg("object", True, "a card in your hand"),
                        }, timing.standby),
    }
    effects = EFFECTS
    unimplemented: ClassVar[dict[str, str]] = {
        "pierce": "[Pierce] damage assignment (FOW 1103)",
        "explode": "[Explode] (FOW 1106)",
        "bane": "[Bane] (FOW 1138)",
        "multi_strike": "[Multi Strike] (FOW 1169)",
        "protect": "[Protect] (FOW 1168)",
        "limit": "[Limit] counters (FOW 1118)",
        "barrier": "[Barrier] targeting restrictions (FOW 1120)",
        "awakening": "[Awakening] additional costs (FOW 1110)",
        "incarnation": "[Incarnation] alternative costs (FOW 1111)",
        "remnant": "[Remnant] (FOW 1115)",
        "stealth": "[Stealth] (FOW 1114)",
        "ambush": "[Ambush] (FOW 1174)",
        "bestow": "[Bestow] (FOW 1121)",
        "divinity": "runes and [Divinity] (FOW 711)",
        "revolution_order": "Revolution Order (FOW 712)",
        "energize": "[Energize] will coin tokens (FOW 1119)",
        "mobilize": "[Mobilize] (FOW 1129)",
    }

    # ----- setting up --------------------------------------------------------------------------
    def new_ext(self, scenario: Scenario) -> object:
        x = FowState()
        st = scenario.state
        x.battles_closed = bool(st.get("battles_closed"))
        x.called_stone = bool(st.get("called_stone"))
        x.judgment_played = bool(st.get("judgment_played"))
        if scenario.step in BATTLE_STEPS:
            b = Battle(attacker=_opt_str(st.get("attacker")), attacked=_opt_str(st.get("attacked")),
                       blocker=_opt_str(st.get("blocker")))
            b.block_declared = bool(st.get("block_declared")) or b.blocker is not None or \
                scenario.step in ("first_strike", "normal_damage", "end_of_battle")
            b.opponent_acted = bool(st.get("opponent_acted"))
            x.battle = b
        return x

    def start(self, r: Table) -> None:
        state, x = r.state, ext(r.state)
        for obj in state.objects.values():
            if obj.card.is_type("ruler") and obj.counters.get("astral"):
                x.astral_names.add(obj.card.name)  # FOW 1024.4: astral goes by name
            if x.judgment_played and obj.card.is_type("ruler") and \
                    obj.controller == state.turn_player:
                x.judged.add(obj.id)
        b = x.battle
        if b is not None:
            given = r.scenario.state.get("struck_first")
            attacking = state.objects.get(b.attacker or "")
            inferred = attacking is not None and "first_strike" in attacking.card.keywords and \
                state.step in ("first_strike", "normal_damage", "end_of_battle")
            b.struck_first = bool(given) if given is not None else inferred

    def validate(self, scenario: Scenario,
                 problem: Callable[[tuple[str | int, ...], str], None]) -> None:
        validation.validate(self, scenario, problem)

    # ----- who may act -------------------------------------------------------------------------
    def act_refusal(self, r: Table, player: str, action: Action) -> Refusal | None:
        state, x = r.state, ext(r.state)
        if x.decision is not None:
            decider = state.priority
            allowed = DECLARATION_VERBS[x.decision]
            what = "attack or forfeit" if x.decision == "attack" else "block or not"
            rule = "FOW 803.3" if x.decision == "attack" else "FOW 804.3"
            if player != decider or action.verb not in allowed:
                return Refusal(f"{decider} must now {what} ({', '.join(allowed)}); this is not a "
                               "priority window, so nothing else can be done", (rule,))
            return None
        if action.verb in ("attack", "forfeit", "block", "no_block"):
            return None  # these verbs check their own timing
        judged = _judgment_aimed_at(r, action)
        if judged is not None:
            return Refusal(f"{judged.name} ({judged.id}) is a judgment process: it is neither a "
                           "spell nor an ability, so effects that affect spells or abilities "
                           "cannot touch it", ("FOW 705.2d",))
        return super().act_refusal(r, player, action)

    def pass_refusal(self, r: Table, player: str) -> Refusal | None:
        """FOW 718.2: at main timing a player may not pass while a J/resonator of theirs that must
        attack (e.g. [Bloodlust], FOW 1123.2) can attack legally; FOW 803.3: nor forfeit, which a
        pass at the attack declaration means."""
        x = ext(r.state)
        if x.decision == "attack":
            return combatants.forfeit_refusal(r, player)
        if not has_main_timing(r.state, player) or x.battles_closed or \
                forbidden(r.state, "battle", player=player) is not None:
            return None  # FOW 718.2: only a J/resonator that can attack legally forces a battle
        required = combatants.required_attackers(r, player)
        if not required:
            return None
        names = ", ".join(r.name(o.id) for o in required)
        return Refusal(f"{names} must attack if able and can attack legally, so {player} may not "
                       "pass at main timing: they must initiate a battle and attack with it",
                       ("FOW 718.2", "FOW 1123.2"))

    # ----- playing and activating --------------------------------------------------------------
    def play_zones(self, obj: GameObject) -> tuple[str, ...]:
        return timing.play_zones(obj)

    def play_cost(self, r: Table, player: str, obj: GameObject) -> Cost:
        return timing.play_cost(obj)

    def play_refusal(self, r: Table, player: str, obj: GameObject) -> Refusal | None:
        return timing.play_refusal(r, player, obj)

    def activate_refusal(self, r: Table, player: str, obj: GameObject,
                         ability_name: str) -> Refusal | None:
        return timing.activate_refusal(r, player, obj, ability_name)

    def cost_resources(self) -> tuple[str, ...]:
        return (*self.vocab.resources, FREE)

    def cost_refusal(self, state: GameState, player: str, cost: Cost) -> Refusal | None:
        return will.cost_refusal(state, player, cost)

    def pay_resources(self, state: GameState, player: str, cost: Cost) -> None:
        will.pay(state, player, cost)

    def after_put_on_stack(self, r: Table, item: StackItem) -> None:
        """FOW 605.1a: the player who put it there keeps priority; a new sequence starts."""
        r.state.passes = 0
        chase.note_played(r, item.controller)
        obj = r.state.objects.get(item.source or "") if item.kind == "card" else None
        if obj is not None:
            obj.face_down = False  # FOW 903.2a: a standby card is turned face up to be played

    def resource_ability(self, r: Table, item: StackItem) -> None:
        will.resolve_will_ability(r, item)

    # ----- passing, resolving, advancing -------------------------------------------------------
    def on_pass(self, r: Table, player: str) -> None:
        chase.on_pass(r, player)

    def settle(self, r: Table) -> None:
        chase.settle(r)

    def is_settled(self, state: GameState) -> bool:
        """`then: resolve` stops on an empty chase with nothing pending, outside a battle (a battle
        in progress is run to its end)."""
        return not state.stack and not state.pending_triggers and not in_battle(state)

    def illegal_targets_fizzle(self, r: Table, item: StackItem, illegal: int
                               ) -> tuple[bool, tuple[str, ...]]:
        """FOW 903.3a: illegal targets are skipped and everything else still happens, even when
        every target is illegal; FOW 1002.1a: an addable addition whose target is illegal goes to
        its owner's graveyard instead of entering the field."""
        source = r.state.objects.get(item.source or "")
        if item.kind == "card" and source is not None and is_addable_addition(source):
            return True, ("FOW 1002.1a", "FOW 1405.2b", "FOW 702.3a")
        return False, ("FOW 903.3a",)

    def run_item(self, r: Table, item: StackItem) -> list[str | None]:
        if item.kind == "judgment":
            return rulers.resolve_judgment(r, item)
        phrases = r.run_effects(item, item.effect)
        source = r.state.objects.get(item.source or "")
        if item.kind == "card" and source is not None and is_addable_addition(source) and \
                item.targets:
            host = item.targets[0].id
            r.move(source, "field", cause=item.id)
            source.attached_to = host
            phrases.append(f"{r.name(source.id)} enters the field added to {r.name(host)}")
        return phrases

    def entry_zone(self, r: Table, item: StackItem, obj: GameObject) -> str:
        return "field"

    def advance(self, r: Table) -> None:
        turn.advance(r)

    def begin_turn(self, r: Table) -> None:
        turn.begin_turn(r)

    def end_of_turn_cleanup(self, r: Table) -> None:
        turn.final_step(r)

    def draw_from_empty(self, r: Table, player: str, attempt: int) -> bool:
        """FOW 1202.2: having to draw from a deck too small loses only in one's own draw phase;
        elsewhere the draw just does as much as it can (FOW 104.2)."""
        state = r.state
        if state.phase == "draw" and player == state.turn_player:
            ext(state).deck_out.add(player)
            r.step(StepKind.EFFECT, f"{player} must draw from an empty deck in their draw "
                   "phase: they lose at the next rule process", ("FOW 1202.2",), actor=player)
        else:
            r.step(StepKind.EFFECT, f"{player}'s deck is empty: no card is drawn, and outside "
                   "their draw phase that is not a loss", ("FOW 104.2", "FOW 1202.2"),
                   actor=player)
        return False

    # ----- citations ---------------------------------------------------------------------------
    def resolution_citations(self, r: Table, item: StackItem) -> tuple[str, ...]:
        cites = ["FOW 605.1b"]
        source = r.state.objects.get(item.source or "")
        if item.kind == "judgment":
            cites += ["FOW 705.3a", "FOW 302.3"]
        elif item.kind == "card" and source is not None:
            if "trigger" in source.card.keywords:
                cites.append("FOW 708.6")
            elif source.card.is_type(*PERMANENTS):
                cites.append("FOW 702.3a")
            else:
                cites.append("FOW 703.3")
        elif item.kind == "ability":
            cites.append("FOW 707.3")
            if source is not None and source.zone not in self.vocab.board_zones:
                cites.append("FOW 906.10")
        return tuple(cites)

    def play_citations(self, r: Table, item: StackItem) -> tuple[str, ...]:
        source = r.state.objects.get(item.source or "")
        if item.kind != "card" or source is None:
            return ("FOW 707.2", "FOW 903.2", "FOW 605.1a")
        if "quickcast" in item.keywords:
            rule = "FOW 709.1"
        elif "trigger" in item.keywords:
            rule = "FOW 708.4"
        elif source.card.is_type("chant"):
            rule = "FOW 703.2"
        else:
            rule = "FOW 702.2"
        return (rule, "FOW 903.2", "FOW 605.1a")

    # ----- events and snapshots ----------------------------------------------------------------
    def on_event(self, r: Table, event: Event) -> None:
        if event.kind == EventKind.ENTERED and event.zone_to == "field" and event.object:
            obj = r.state.objects.get(event.object)
            if obj is not None:
                obj.extra["entered_this_turn"] = True  # FOW 803.3a, 905.3
        chase.mark_triggered_cards(r)

    def trigger_active(self, state: GameState, obj: GameObject, ability: AbilityDef,
                       event: Event) -> bool:
        if timing.is_automatic_card(obj):
            return chase.trigger_card_active(state, obj)
        return super().trigger_active(state, obj, ability, event)

    def object_snapshot(self, state: GameState, obj: GameObject) -> dict[str, object]:
        b = ext(state).battle
        if b is None:
            return {}
        if obj.id == b.attacker and obj.zone == "field":
            return {"attacking": True}
        if obj.id == b.blocker and obj.zone == "field":
            return {"blocking": True}
        return {}

    def state_snapshot(self, state: GameState) -> dict[str, object]:
        x = ext(state)
        out: dict[str, object] = {}
        if x.battle is not None:
            b = x.battle
            out["battle"] = {"attacker": b.attacker, "attacked": b.attacked, "blocker": b.blocker}
        if x.decision is not None:
            out["decision"] = x.decision
        if x.battles_closed:
            out["battles_closed"] = True
        return out


def _judgment_aimed_at(r: Table, action: Action) -> StackItem | None:
    """A judgment process on the chase that an action's targets name: by its item id, or by its
    ruler where the target must be on the chase (FOW 705.2d)."""
    targets = [str(t) for t in action.get("targets") or ()]  # type: ignore[attr-defined]
    if not targets:
        return None
    specs: tuple[object, ...] = ()
    source = r.state.objects.get(str(action.get("card") or action.get("object") or ""))
    if source is not None and action.verb == "play":
        specs = source.card.targets
    elif source is not None and action.verb == "activate":
        ability = source.card.ability(str(action.get("ability")))
        specs = ability.targets if ability is not None else ()
    for i, tid in enumerate(targets):
        on_chase = i < len(specs) and getattr(specs[i], "zone", None) == "chase"
        for item in r.state.stack:
            if item.kind == "judgment" and (item.id == tid or (on_chase and item.source == tid)):
                return item
    return None


def _opt_str(value: object) -> str | None:
    return None if value is None else str(value)
