"""Vandaria Wars: the register.

What makes it different (rules in rulebook/vandaria-wars/rules.yaml):
- after anything is registered, priority goes round starting with the active player (VW REG.3);
- one unbroken round of passes results the *whole* register, top-down, locked (VW REG.4-5);
- skills triggered while it results open a new register, active afterwards (VW REG.6);
- a skill with an illegal target does not result at all (VW REG.8);
- gold / element skills result at once, even mid-register (VW REG.10);
- only skills and Actions respond; summoning never does (VW REG.15);
- battle damage is one register object, then the active player gets priority (VW REG.2, 9).
Everything the guide leaves open is a house policy (VW HP.*) that a scenario can switch.
"""

from __future__ import annotations

from judge.engine.declare import Verb
from judge.engine.effects import Damage, Gain
from judge.engine.roles import Role
from judge.engine.rulebook import Refusal, Rulebook, Vocabulary
from judge.engine.trace import StepKind
from judge.model.args import Arg
from judge.model.cards import CardDef
from judge.model.scenario import Action, Scenario
from judge.model.state import GameObject, GameState, PendingTrigger, StackItem
from judge.record import dataclass, field

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

if TYPE_CHECKING:
    from judge.engine.table import Table

PERMANENTS = ("territory", "follower", "relic", "rune")


@dataclass
class VWState:
    locked: bool = False  # VW REG.5: the register is resulting
    next_register: list[StackItem] = field(default_factory=list)  # VW REG.6
    had_combat: bool = False  # the resulting register held battle damage (VW REG.9)


def ext(state: GameState) -> VWState:
    assert isinstance(state.ext, VWState)
    return state.ext


def attack(r: Table, action: Action) -> None:
    """`{do: attack, attackers: [ids], target: id, assign: [{from, to, amount}]}` (VW HP.9)."""
    g, state = r.game, r.state
    player = action.by
    cites = ("VW HP.9",)
    if player != state.turn_player or state.phase != "main" or state.stack:
        r.refuse("only the active player may attack, in their main phase, on an empty register",
                 *cites)
    attackers = [r.obj(str(a)) for a in action.get("attackers") or ()]  # type: ignore[attr-defined]
    if not attackers:
        r.refuse("an attack needs at least one attacking Follower", *cites)
    for a in attackers:
        if a.controller != player or a.zone != "field" or not a.card.is_type("follower"):
            r.refuse(f"{r.name(a.id)} is not a Follower {player} controls in play", *cites)
        if a.exhausted:
            r.refuse(f"{r.name(a.id)} is exhausted and cannot attack", *cites)
    target = r.obj(str(action.get("target")))
    if target.controller == player or target.zone != "field" or not target.card.is_type(
            "follower", "territory"):
        r.refuse(f"{r.name(target.id)} is not an opposing Follower or Territory in play", *cites)
    effects: list[Damage] = []
    assign = action.get("assign")
    if assign:
        for src, dst, amount in assign:  # type: ignore[attr-defined]
            effects.append(Damage(dst, amount, src))
    else:
        for a in attackers:
            effects.append(Damage(target.id, r.stat(a, "atk") or 0, a.id))
        strike_back = r.policy_is("battle.strike_back", "strike-back")
        if strike_back and target.card.is_type("follower"):
            effects.append(Damage(attackers[0].id, r.stat(target, "atk") or 0, target.id))
    for a in attackers:
        a.exhausted = True
    item = StackItem(id=state.new_id("combat"), kind="combat", controller=player,
                     name="Battle damage", source=None, effect=tuple(effects))
    r.node(f"action:{action.index}", "action", f"{player} attacks")
    r.push(item)
    from judge.engine.trace import Relation

    r.link(f"action:{action.index}", item.id, Relation.CAUSES)
    dist = ", ".join(f"{e.amount} from {r.name(e.source)} to {r.name(str(e.target))}"
                     for e in effects)
    r.step(StepKind.ACTION, f"{player} attacks {r.name(target.id)} with "
           f"{', '.join(r.name(a.id) for a in attackers)}; the battle damage ({dist}) goes on top "
           f"of the register as one object, {item.id}", ("VW REG.2", *cites),
           actor=player, item=item.id)
    g.after_put_on_stack(r, item)


class VandariaWars(Rulebook):
    id = "vandaria-wars"
    name = "Vandaria Wars"
    aliases = ("vw", "vandaria")
    prefix = "VW"
    stack_word = "register"
    vocab = Vocabulary(
        stack_words=("register",),
        card_types=("territory", "follower", "relic", "rune", "action"),
        permanent_types=PERMANENTS,
        stats=("atk", "hp"),
        resources=("gold", "element", "honor"),
        keywords=(),
        zones=("hand", "deck", "field", "graveyard", "register"),
        board_zones=("field",),
        ordered_zones=("deck",),
        phases=("start", "main", "end"),
        toughness_stat="hp",
        player_keys={"factions": Arg("strings", doc="factions the player declares (VW HP.11)")},
    )
    roles: ClassVar[dict[Role, str]] = {
        Role.PRIORITY: "VW REG.3", Role.COST: "VW REG.13", Role.EXHAUST_COST: "VW REG.14",
        Role.TARGETS: "VW REG.14", Role.TARGET_RECHECK: "VW REG.8", Role.CONTROL: "VW HP.14",
        Role.PLAY_ZONE: "VW REG.12", Role.LETHAL: "VW HP.7", Role.PREVENT: "VW REG.11",
        Role.CANCEL: "VW REG.12", Role.STACK_ORDER: "VW REG.4", Role.CARD_DESTINATION: "VW HP.8",
        Role.ENTERS_BOARD: "VW REG.1", Role.DRAW: "VW HP.17", Role.LOOP: "VW HP.13",
        Role.TRIGGER: "VW REG.1", Role.ABILITY_SOURCE: "VW REG.7", Role.RESOURCE: "VW REG.10",
        Role.MODES: "VW REG.14",
    }
    verbs: ClassVar[dict[str, Verb]] = {
        "attack": Verb("attack", "attack an opposing Follower or Territory (VW HP.9)", {
            "attackers": Arg("objects", True, "your ready Followers"),
            "target": Arg("object", True, "an opposing Follower or Territory in play"),
            "assign": Arg("assign", False, "explicit distribution of the battle damage"),
        }, attack),
    }

    # ----- setting up --------------------------------------------------------------------------
    def new_ext(self, scenario: Scenario) -> object:
        return VWState()

    def validate(self, scenario: Scenario, problem: object) -> None:
        if len(scenario.players) < 2:
            problem(("players",), "Vandaria Wars needs at least two players")  # type: ignore[operator]

    # ----- what may be done now ----------------------------------------------------------------
    def play_refusal(self, r: Table, player: str, obj: GameObject) -> Refusal | None:
        state = r.state
        if obj.card.is_type(*PERMANENTS):
            if state.stack:
                return Refusal(f"summoning a {obj.card.type} cannot respond to the register",
                               ("VW REG.15", "VW HP.2"))
            if player != state.turn_player:
                return Refusal("only the active player summons", ("VW HP.2",))
            if r.policy_is("summon.timing", "main") and state.phase != "main":
                return Refusal(f"cards are summoned in the main phase (it is the "
                               f"{state.phase} phase)", ("VW HP.2",))
            return None
        # VW HP.3 only matters for another player's Action on an empty register.
        if not state.stack and player != state.turn_player and (
                r.policy_is("action.timing", "own-turn-or-response")):
            return Refusal("on an empty register only the active player may use an Action",
                           ("VW HP.3",))
        return None

    def activate_refusal(self, r: Table, player: str, obj: GameObject,
                         ability_name: str) -> Refusal | None:
        if obj.zone != "field":
            return Refusal(f"{r.name(obj.id)} is not in play, so its skills cannot be used",
                           ("VW HP.14",))
        return None

    def may_activate(self, r: Table, player: str, obj: GameObject) -> bool:
        if r.policy_is("skills.user", "owner"):
            return obj.owner == player
        return obj.controller == player

    def requirement_refusal(self, r: Table, player: str, card: CardDef) -> Refusal | None:
        for key, value in card.requirements:
            if key == "honor":
                have = r.state.players[player].resources.get("honor", 0)
                need = int(value)  # type: ignore[call-overload]
                r.policy("honor.model")  # the ruling depends on what honor is (VW HP.10)
                if have < need:
                    return Refusal(f"{card.name} requires {need} honor; {player} has {have}",
                                   ("VW REG.13", "VW HP.10"))
            elif key == "faction":
                wanted = [value] if isinstance(value, str) else list(value)  # type: ignore[call-overload]
                for faction in wanted:
                    if not self.has_faction(r, player, str(faction)):
                        return Refusal(f"{card.name} requires the {faction} faction, which "
                                       f"{player} does not have", ("VW REG.13", "VW HP.11"))
        return None

    def has_faction(self, r: Table, player: str, faction: str) -> bool:
        declared = r.state.players[player].extra.get("factions") or ()
        if faction in declared:  # type: ignore[operator]
            return True
        if r.policy_is("faction.source", "declared"):
            return False
        from judge.engine.characteristics import traits

        return any(r.state.objects[o].controller == player and faction in traits(
            r.state.objects[o]) for o in r.board)

    # ----- the register ------------------------------------------------------------------------
    def after_put_on_stack(self, r: Table, item: StackItem) -> None:
        """VW REG.3: after registering, priority goes round from the active player."""
        state = r.state
        state.passes = 0
        honor = dict(state.objects[item.id].card.requirements).get("honor") if (
            item.kind == "card") else None
        if honor and r.policy_is("honor.model", "spent"):
            res = state.players[item.controller].resources
            res["honor"] = res.get("honor", 0) - int(honor)  # type: ignore[call-overload]
        if state.priority != state.turn_player:
            r.give_priority(state.turn_player, ("VW REG.3",),
                            why=" (after anything is registered, priority starts with the "
                                "active player)")

    def is_resource(self, item: StackItem) -> bool:
        """VW REG.10 names these by what they do: skills that gain or produce gold or element."""
        if item.resource:
            return True
        return item.kind == "ability" and any(
            isinstance(e, Gain) and any(k in ("gold", "element") and n > 0 for k, n in e.resources)
            for e in item.effect)

    def resource_ability(self, r: Table, item: StackItem) -> None:
        """VW REG.10: registered, but it results at once; VW HP.12: the round goes on."""
        r.resolve_at_once(item, ("VW REG.10", "VW HP.12"),
                          verb="enters the register and results at once")
        if r.policy_is("resource.passes", "restarts-round"):
            r.state.passes = 0

    def on_pass(self, r: Table, player: str) -> None:
        state = r.state
        state.passes += 1
        if state.passes < len(state.players):
            r.give_priority(state.next_player(player), ("VW REG.3",), quiet=True)
            return
        state.passes = 0
        if state.stack:
            self.result_register(r)
        else:
            self.advance(r)

    def result_register(self, r: Table) -> None:
        """VW REG.4-6: the whole register results top-down, locked; triggers wait for a new one."""
        state, x = r.state, ext(r.state)
        r.step(StepKind.PRIORITY, f"every player has passed in succession: the whole register "
               f"({len(state.stack)} item{'s' if len(state.stack) != 1 else ''}) results from "
               "the top down and is locked", ("VW REG.4", "VW REG.5"))
        x.locked, x.had_combat = True, False
        # VW HP.7 can only matter when more than one item results.
        after_each = len(state.stack) == 1 or r.policy_is("state_checks.timing", "after-each-item")
        while state.stack and not state.game_over:
            item = state.stack[-1]
            x.had_combat = x.had_combat or item.kind == "combat"
            r.resolve_item(item)
            if after_each:
                self.state_checks(r)
            self.route_triggers(r)
        x.locked = False
        if not after_each:
            self.state_checks(r)
            self.route_triggers(r)
        if x.next_register:
            self.open_new_register(r)
        else:
            why = "VW REG.9" if x.had_combat else "VW REG.3"
            r.give_priority(state.turn_player, (why,), why=" (the register has resulted)")

    def route_triggers(self, r: Table) -> None:
        """During a locked register: gold/element skills result at once (VW REG.10); every other
        triggered skill goes into the new register (VW REG.6)."""
        x = ext(r.state)
        while r.state.pending_triggers:
            for pt in r.take_pending_triggers():
                item = r.trigger_item(pt, ("VW REG.6",))
                if item is None or self.gold_skill_at_once(r, item, pt):
                    continue
                x.next_register.append(item)
                item.extra["trigger"] = pt
                r.announce_trigger(item, pt, "waiting for a new register", ("VW REG.6",))

    @staticmethod
    def gold_skill_at_once(r: Table, item: StackItem, pt: PendingTrigger) -> bool:
        """VW REG.10: a triggered gold/element skill results the moment it triggers, locked
        register or not. True if it was one."""
        if not item.resource:
            return False
        r.announce_trigger(item, pt, "a gold/element skill", ("VW REG.10",))
        r.resolve_at_once(item, ("VW REG.10",), verb="results at once")
        return True

    def open_new_register(self, r: Table) -> None:
        state, x = r.state, ext(r.state)
        items = x.next_register
        x.next_register = []
        order_cites: tuple[str, ...] = ()
        if len(items) > 1:  # VW HP.5 can only matter with two or more skills
            order_cites = ("VW HP.5",)
        if len(items) > 1 and r.policy_is("register.trigger_order", "active-player-first"):
            triggers = [it.extra["trigger"] for it in items]
            order = r.order_by_turn(triggers)  # type: ignore[arg-type]
            items = sorted(items, key=lambda it: order.index(it.extra["trigger"]))  # type: ignore[arg-type]
        for item in items:
            r.push(item)
        top = state.stack[-1]
        who = state.turn_player
        if r.policy_is("register.new_priority", "controller"):
            who = top.controller
        names = ", ".join(r.item_label(it) for it in reversed(state.stack))
        r.step(StepKind.PRIORITY, f"the register has finished; a new register opens with "
               f"(top first) {names}", ("VW REG.6", *order_cites))
        r.give_priority(who, ("VW HP.4",), why=" (a new register is open)")

    def put_triggers(self, r: Table) -> None:
        pending: list[PendingTrigger] = r.take_pending_triggers()
        if len(pending) > 1 and r.policy_is("register.trigger_order", "active-player-first"):
            pending = r.order_by_turn(pending)
        added = False
        for pt in pending:
            item = r.trigger_item(pt)
            if item is None or self.gold_skill_at_once(r, item, pt):
                continue
            r.push(item)
            r.announce_trigger(item, pt, "put into the register", ("VW REG.1",))
            added = True
        if added:
            r.state.passes = 0
            if r.state.priority != r.state.turn_player:
                r.give_priority(r.state.turn_player, ("VW REG.3",))

    def state_checks(self, r: Table) -> bool:
        changed = r.destroy_lethal(("VW HP.7",))
        with_requirements = [o for o in r.board if r.state.objects[o].card.requirements]
        if with_requirements and r.policy_is("requirements.recheck", "continuous"):
            for oid in with_requirements:
                obj = r.state.objects[oid]
                refusal = self.requirement_refusal(r, obj.controller, obj.card)
                if refusal is not None:
                    r.move(obj, "graveyard")
                    r.step(StepKind.STATE_CHECK, f"{r.name(oid)} no longer meets its "
                           f"requirements ({refusal.reason}): put into the graveyard",
                           ("VW OV.3", "VW HP.16", *refusal.citations))
                    changed = True
        return changed

    def illegal_targets_fizzle(self, r: Table, item: StackItem, illegal: int
                               ) -> tuple[bool, tuple[str, ...]]:
        """VW REG.8; VW HP.6 decides for an item with several targets."""
        if len(item.targets) == 1:
            return True, ("VW REG.8",)
        if r.policy_is("targets.partial", "all-or-nothing"):
            return illegal > 0, ("VW REG.8", "VW HP.6")
        return illegal == len(item.targets), ("VW REG.8", "VW HP.6")

    def run_item(self, r: Table, item: StackItem) -> list[str | None]:
        if item.kind == "combat":
            # VW HP.9: damage from or to a card that left play is not dealt.
            live = tuple(e for e in item.effect if isinstance(e, Damage)
                         and self.in_play(r, e.source) and self.in_play(r, str(e.target)))
            return r.run_effects(item, live) or ["no battle damage is dealt"]
        return r.run_effects(item, item.effect)

    @staticmethod
    def in_play(r: Table, oid: str | None) -> bool:
        return oid is not None and oid in r.board

    def resolution_citations(self, r: Table, item: StackItem) -> tuple[str, ...]:
        cites = ["VW REG.4"]
        if item.kind == "combat":
            cites += ["VW REG.9", "VW HP.9"]
        if item.kind == "ability" and item.source is not None and item.source not in r.board:
            cites.append("VW REG.7")
        if item.kind == "card" and item.source and r.state.objects[item.source].card.is_type(
                *PERMANENTS):
            cites.append("VW REG.1")
        if item.kind == "card" and item.source and r.state.objects[item.source].card.is_type(
                "action"):
            cites.append("VW HP.8")
        return tuple(cites)

    def play_citations(self, r: Table, item: StackItem) -> tuple[str, ...]:
        cites = ["VW REG.1"]
        obj = r.state.objects.get(item.source or "")
        if item.kind == "card" and obj is not None:
            cites += ["VW REG.12"] if obj.card.is_type("action") else []
            cites.append("VW REG.13")
            if obj.card.additional_cost or obj.card.modes:
                cites.append("VW REG.14")
            if len(r.state.stack) > 1:
                cites.append("VW REG.15")
        elif item.ability is not None and (item.ability.modes or not item.ability.cost.is_free):
            cites.append("VW REG.14")
        return tuple(cites)

    def after_fizzle(self, r: Table, item: StackItem) -> None:
        paid = item.extra.get("paid") or {}
        if paid and r.policy_is("failed.refund", "refund"):
            res = r.state.players[item.controller].resources
            for key, n in paid.items():  # type: ignore[attr-defined]
                res[key] = res.get(key, 0) + n
            if paid:
                r.note(f"the cost of {item.id} is given back", ("VW HP.8",))

    # ----- turn structure (VW HP.1) ------------------------------------------------------------
    def advance(self, r: Table) -> None:
        state = r.state
        if state.phase == "start":
            r.set_phase("main", ("VW HP.1",))
        elif state.phase == "main":
            r.set_phase("end", ("VW HP.1",))
        else:
            self.end_of_turn_cleanup(r)
            r.next_turn(("VW HP.1",))
            return
        r.give_priority(state.turn_player, ("VW REG.3",), quiet=True)

    def begin_turn(self, r: Table) -> None:
        state = r.state
        r.set_phase("start", ("VW HP.1",))
        if r.policy_is("turn.start_ready", "ready"):
            readied = [oid for oid in r.board if state.objects[oid].controller ==
                       state.turn_player and state.objects[oid].exhausted]
            for oid in readied:
                state.objects[oid].exhausted = False
            if readied:
                r.step(StepKind.EFFECT, f"{state.turn_player}'s cards are readied: "
                       f"{', '.join(r.name(o) for o in readied)}", ("VW HP.1",))
        r.give_priority(state.turn_player, ("VW REG.3",), quiet=True)

    def end_of_turn_cleanup(self, r: Table) -> None:
        """VW OV.2: damage wears off; VW HP.15: so do this-turn effects (by default)."""
        if r.policy_is("status.end_of_turn", "reset"):
            r.expire_turn_effects(("VW OV.2", "VW HP.15"))
        else:
            for oid in r.board:
                r.state.objects[oid].damage = 0
            r.state.shields.clear()
            r.step(StepKind.EFFECT, "damage is removed from every card", ("VW OV.2", "VW HP.15"))

    def draw_from_empty(self, r: Table, player: str, attempt: int) -> bool:
        if r.policy_is("draw.empty_deck", "lose"):
            r.state.players[player].lost = True
            others = r.state.opponents(player)
            if len(others) == 1:
                r.state.winner, r.state.outcome = others[0], "win"
            r.step(StepKind.GAME_OVER, f"{player} must draw from an empty deck and loses",
                   ("VW HP.17",))
        return False

    def on_loop(self, r: Table) -> tuple[str, tuple[str, ...]]:
        if r.policy_is("loop.outcome", "stop"):
            return "The loop is stopped here; the game is not decided.", ("VW HP.13",)
        r.state.outcome, r.state.winner = "draw", None
        return "The game is a draw.", ("VW HP.13",)

    def is_settled(self, state: GameState) -> bool:
        return not state.stack and not state.pending_triggers and not ext(state).next_register

    def state_snapshot(self, state: GameState) -> dict[str, object]:
        return {"locked": ext(state).locked} if ext(state).locked else {}
