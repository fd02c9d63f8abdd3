"""Riftbound: the `Rulebook` subclass, wiring the engine's hooks to the rules modules.

- chain.py: pending and finalized items, one resolution at a time, priority (RB 328-340)
- showdown.py, combat.py: focus, showdowns, combat steps and damage assignment (RB 341-348,
  RB 459-466)
- cleanup.py: the ordered cleanup tasks (RB 319-324)
- control.py: movement, recalls, contested and control (RB 144, RB 190, RB 445-458)
- scoring.py: conquer, hold, the final point, winning, Burn Out (RB 193-196, RB 467-472)
- turn.py: the six phases (RB 315-317); timing.py: the four states and timing keywords
"""

from __future__ import annotations

from judge.engine.declare import EffectDecl, Verb
from judge.engine.events import Event, EventKind
from judge.engine.rulebook import Refusal, Rulebook
from judge.engine.trace import StepKind
from judge.games.riftbound import chain, combat, scoring, setup, showdown, timing, turn
from judge.games.riftbound.cleanup import combat_cleanup_if_due, run_cleanup
from judge.games.riftbound.control import apply_contested, location_zone
from judge.games.riftbound.effects import EFFECTS
from judge.games.riftbound.keywords import UNIMPLEMENTED, might_bonus
from judge.games.riftbound.payment import use_planned_adds
from judge.games.riftbound.state import bf_of, chain_exists, ext, four_state
from judge.games.riftbound.verbs import VERBS
from judge.games.riftbound.vocab import ROLES, VOCAB
from judge.model.cards import AbilityDef, Cost
from judge.model.scenario import Action, Scenario
from judge.model.state import GameObject, GameState, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any, ClassVar

if TYPE_CHECKING:
    from judge.engine.table import Table

SETTLE_LIMIT = 100_000
EFFECT_RULES = {"move": "RB 449", "recall": "RB 455", "stun": "RB 423", "buff": "RB 426",
                "double_might": "RB 432", "cancel": "RB 425", "destroy": "RB 428",
                "damage": "RB 417", "heal": "RB 418", "draw": "RB 413"}


class Riftbound(Rulebook):
    id = "riftbound"
    name = "Riftbound"
    aliases = ("rb", "lol-tcg", "league-of-legends")
    prefix = "RB"
    stack_word = "chain"
    vocab = VOCAB
    roles = ROLES
    verbs: ClassVar[dict[str, Verb]] = VERBS
    effects: ClassVar[dict[str, EffectDecl]] = EFFECTS
    unimplemented: ClassVar[dict[str, str]] = UNIMPLEMENTED
    durations = ("turn", "permanent", "combat")

    # ----- setting up --------------------------------------------------------------------------
    def new_ext(self, scenario: Scenario) -> object:
        return setup.build_ext(scenario)

    def validate(self, scenario: Scenario, problem: Any) -> None:
        setup.validate(scenario, problem)

    def start(self, r: Table) -> None:
        setup.start(r)

    def default_priority(self, state: GameState) -> str | None:
        """RB 337.4: the controller of the newest chain item; in a showdown the focus holder
        (RB 313); otherwise the turn player (RB 312.2.a)."""
        if state.stack:
            return state.stack[-1].controller
        sd = ext(state).showdown
        if sd is not None:
            return sd.focus
        return state.turn_player

    # ----- who may act -------------------------------------------------------------------------
    def who_acts(self, state: GameState) -> str | None:
        sd = ext(state).showdown
        if sd is not None and sd.step == "damage" and sd.assign_queue:
            return sd.assign_queue[0]
        return state.priority

    def act_refusal(self, r: Table, player: str, action: Action) -> Refusal | None:
        state = r.state
        sd = ext(state).showdown
        if sd is not None and sd.step == "damage" and sd.assign_queue:
            who = sd.assign_queue[0]
            if player != who:
                return Refusal(f"{who} is assigning combat damage now", ("RB 465.2",))
            if action.verb not in ("assign", "pass"):
                return Refusal("combat damage is being assigned: assign it (or pass to let judge"
                               " assign it)", ("RB 465", "RB 465.2"))
            return None
        if state.priority != player and sd is not None and sd.step == "showdown" and \
                not chain_exists(state):
            return Refusal(f"{player} does not have focus ({sd.focus} does)",
                           ("RB 313", "RB 312"))
        return super().act_refusal(r, player, action)

    # ----- playing and activating --------------------------------------------------------------
    def play_zones(self, obj: GameObject) -> tuple[str, ...]:
        return timing.play_zones(obj)

    def play_refusal(self, r: Table, player: str, obj: GameObject) -> Refusal | None:
        return timing.play_refusal(r, player, obj)

    def activate_refusal(self, r: Table, player: str, obj: GameObject,
                         ability_name: str) -> Refusal | None:
        return timing.activate_refusal(r, player, obj, ability_name)

    def cost_refusal(self, state: GameState, player: str, cost: Cost) -> Refusal | None:
        return timing.cost_refusal(state, player, cost)

    def pay_resources(self, state: GameState, player: str, cost: Cost) -> None:
        timing.pay_resources(state, player, cost)

    def after_put_on_stack(self, r: Table, item: StackItem) -> None:
        chain.after_put_on_stack(r, item)

    def resource_ability(self, r: Table, item: StackItem) -> None:
        """RB 337.2, RB 429: an Add ability resolves as it finalizes; it passes neither priority
        nor focus and opens no chain that could pass focus (RB 346.1)."""
        x = ext(r.state)
        if x.cost_adjust is not None and x.cost_adjust.planned:
            use_planned_adds(r, item.controller, r.item_label(item))
        x.cost_adjust = None
        r.resolve_at_once(item, ("RB 337.2", "RB 429", "RB 429.2.a"),
                          verb="resolves as it finalizes (an Add ability)")

    # ----- passing, resolving, settling --------------------------------------------------------
    def on_pass(self, r: Table, player: str) -> None:
        state = r.state
        sd = ext(state).showdown
        if sd is not None and sd.step == "damage":
            combat.assign(r, player, None)
            combat_cleanup_if_due(r)
            return
        state.passes += 1
        if state.stack:
            if state.passes < len(state.players):
                chain.pass_priority_on(r, player)
            else:
                chain.resolve_newest(r)
            return
        if sd is not None and sd.step == "showdown":
            if state.passes >= len(state.players):
                showdown.end_showdown(r)
                combat_cleanup_if_due(r)
            else:
                showdown.pass_focus(r, player)
            return
        state.passes = 0
        if state.phase == "main":
            r.step(StepKind.PHASE, f"{player} ends the Main Phase: the turn goes to its Ending "
                   "Phase", ("RB 316.9",), actor=player)
        turn.advance(r)

    def settle(self, r: Table) -> None:
        """HOT FEPR (RB 334): triggers join the chain as pending items; an emptied chain Opens;
        cleanups repeat until nothing changes; then pending items are finalized oldest first.
        Outside the Main Phase an empty chain lets the game move on (RB 335.1)."""
        state, x = r.state, ext(r.state)
        rounds = 0
        while not state.game_over:
            rounds += 1
            if rounds > SETTLE_LIMIT:
                r.finding("limit", f"the automatic processing did not settle in {SETTLE_LIMIT} "
                          "rounds")
                break
            if chain.collect_triggers(r) or chain.close_empty_chain(r) or run_cleanup(r):
                continue
            if x.pending:
                chain.finalize_oldest_pending(r)
                continue
            sd = x.showdown
            if sd is not None and sd.step == "resolution" and not chain_exists(state):
                combat.finish_combat(r, sd)
                continue
            if state.phase != "main" and sd is None and not chain_exists(state):
                turn.advance(r)
                continue
            break
        if x.regrant is not None and not state.game_over:
            chain.grant_priority(r)

    def is_settled(self, state: GameState) -> bool:
        return not chain_exists(state) and ext(state).showdown is None and state.phase == "main"

    def illegal_targets_fizzle(self, r: Table, item: StackItem, illegal: int
                               ) -> tuple[bool, tuple[str, ...]]:
        """RB 359.3.e: Riftbound has no fizzle: the item resolves; illegal targets are
        unaffected and only instructions about them are skipped."""
        return False, ("RB 359.3.e", "RB 359.3.e.5", "RB 359.3.e.10")

    def run_item(self, r: Table, item: StackItem) -> list[str | None]:
        obj = r.state.objects.get(item.source or "")
        if item.kind == "card" and obj is not None and obj.card.is_type("unit", "gear"):
            where = self.entry_zone(r, item, obj)
            how = "exhausted (RB 143.4)" if obj.card.is_type("unit") else "ready (RB 149)"
            return [f"it enters {where}, {how}", *r.run_effects(item, item.effect)]
        return r.run_effects(item, item.effect)

    def entry_zone(self, r: Table, item: StackItem, obj: GameObject) -> str:
        """RB 359: a unit enters at the location chosen as it was played (RB 355.2.a), gear at
        its controller's base (RB 149)."""
        if obj.card.is_type("unit"):
            return location_zone(str(item.choices.get("location", "base")))
        return "base"

    def advance(self, r: Table) -> None:
        turn.advance(r)

    def draw_from_empty(self, r: Table, player: str, attempt: int) -> bool:
        """RB 431: drawing from an empty Main Deck burns out, which refills it."""
        return scoring.refill_by_burn_out(r, player, attempt)

    def begin_turn(self, r: Table) -> None:
        from judge.games.riftbound.control import set_control

        x = ext(r.state)
        for bf in x.battlefields:  # RB 190.6: uncontrolled battlefields serve the turn player
            if x.control.get(bf) is None:
                set_control(r, bf, None)
        turn.enter(r, "awaken", None)

    # ----- events ------------------------------------------------------------------------------
    def on_event(self, r: Table, event: Event) -> None:
        x = ext(r.state)
        oid = event.object
        obj = r.state.objects.get(oid) if oid else None
        if event.kind == EventKind.DESTROYED and oid:
            x.destroying.add(oid)
        elif event.kind == EventKind.LEFT and obj is not None:
            if oid in x.destroying:
                x.destroying.discard(oid)
            elif event.zone_to == "trash" and obj.card.is_type("unit", "gear"):
                # RB 428: put into the trash from the board (a kill as a cost) is a death.
                r.emit(EventKind.DESTROYED, f"{r.name(obj.id)} dies", obj=obj.id,
                       player=obj.controller, cause=event.node)
                x.destroying.discard(obj.id)
        elif event.kind == EventKind.ENTERED and obj is not None:
            if obj.card.is_type("unit"):
                obj.exhausted = True  # RB 143.4: units enter exhausted
            apply_contested(r, obj)
        elif event.kind == EventKind.MOVED and obj is not None:
            apply_contested(r, obj)
        elif event.kind == EventKind.RESOLVED and event.item in x.played:
            self.complete_play(r, event.item)

    def complete_play(self, r: Table, item_id: str) -> None:
        """RB 419.4.a: "when you play" triggers fire when the play completes (a spell resolves,
        a permanent enters); a countered card never completes."""
        x = ext(r.state)
        player, source = x.played.pop(item_id)
        x.completing_play = item_id
        try:
            r.emit(EventKind.PLAYED, f"{player} has played {r.name(source)}", obj=source,
                   player=player, item=item_id)
        finally:
            x.completing_play = None

    def trigger_active(self, state: GameState, obj: GameObject, ability: AbilityDef,
                       event: Event) -> bool:
        x = ext(state)
        if event.kind == EventKind.PLAYED and x.completing_play != event.item:
            return False  # RB 419.4.a: not until the play completes
        if event.kind == EventKind.MOVED and event.how == "recall":
            return False  # RB 456: a recall is not a move
        if obj.id in x.dying_now and not (event.object == obj.id and ability.when is not None
                                          and ability.when.object == "self"):
            return False  # RB 383.2.c: leaving at that moment, only its own "when I die" sees it
        return super().trigger_active(state, obj, ability, event)

    def reset_object(self, obj: GameObject) -> None:
        """RB 124: a new object forgets its statuses; a card leaving a facedown zone (played from
        hiding) is face up from then on."""
        obj.extra.clear()
        obj.face_down = False

    def extra_matches(self, state: GameState, obj: GameObject, key: str, value: object) -> bool:
        if key == "at":
            where = str(value)
            if where == "battlefield":
                return bf_of(obj.zone) is not None
            if where == "base":
                return obj.zone == "base"
            return obj.zone == (where if where.startswith("battlefield:") else
                                f"battlefield:{where}")
        if key == "stunned":
            return bool(obj.extra.get("stunned")) == bool(value)
        return super().extra_matches(state, obj, key, value)

    def stat_bonus(self, state: GameState, obj: GameObject, stat: str) -> int:
        return might_bonus(state, obj) if stat == "might" else 0

    # ----- citations ---------------------------------------------------------------------------
    def resolution_citations(self, r: Table, item: StackItem) -> tuple[str, ...]:
        cites = ["RB 340"]
        obj = r.state.objects.get(item.source or "")
        if item.kind == "card" and obj is not None:
            cites.append("RB 359" if obj.card.is_type("unit", "gear") else "RB 157")
        cites += [EFFECT_RULES[e.kind] for e in item.effect if e.kind in EFFECT_RULES]
        return tuple(dict.fromkeys(cites))

    def play_citations(self, r: Table, item: StackItem) -> tuple[str, ...]:
        cites = ["RB 354", "RB 357"]
        if len(r.state.stack) > 1 or ext(r.state).pending:
            cites.append("RB 358.4")
        adj = ext(r.state).cost_adjust
        if adj is not None:
            cites += adj.why
        return tuple(cites)

    def on_loop(self, r: Table) -> tuple[str, tuple[str, ...]]:
        if r.policy_is("loop.outcome", "stop"):
            return "The loop is stopped here; the game is not decided.", ("RB HP.5",)
        r.state.outcome, r.state.winner = "draw", None
        return "The game is a draw.", ("RB HP.5",)

    # ----- snapshots and expectations ----------------------------------------------------------
    def object_snapshot(self, state: GameState, obj: GameObject) -> dict[str, object]:
        if obj.card.is_type("battlefield") and obj.id in ext(state).battlefields:
            x = ext(state)
            return {"controller": x.control.get(obj.id), "contested_by": x.contested.get(obj.id)}
        return {}

    def state_snapshot(self, state: GameState) -> dict[str, object]:
        """`final.game`: the state bits always; the rest only when there is something to say."""
        x = ext(state)
        sd = x.showdown
        out: dict[str, object] = {"state": four_state(state)}
        if sd is not None:
            out["focus"] = sd.focus
            out["showdown"] = {"at": sd.at, "combat": sd.combat, "focus": sd.focus,
                               "attacker": sd.attacker, "defender": sd.defender,
                               "step": sd.step}
        extras: dict[str, object] = {
            "control": {bf: x.control.get(bf) for bf in x.battlefields},
            "contested": dict(x.contested),
            "staged": dict(x.staged),
            "scored": {p: list(b) for p, b in x.scored.items() if b},
            "pending": [f"{pt.source}.{pt.ability.name}" for pt in x.pending],
            "combats": list(x.combats),
            "scores": list(x.scores),
        }
        out.update({k: v for k, v in extras.items() if v})
        if x.victory_score != 8:
            out["victory_score"] = x.victory_score
        return out

    def check_expect_extra(self, want: dict[str, object], final: dict[str, object]
                           ) -> list[str]:
        from judge.games.riftbound.expect import mismatches

        return mismatches(want, final)
