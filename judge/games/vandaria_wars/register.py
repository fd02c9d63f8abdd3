"""The register (VW REG.1-15): what differs from the engine's default stack.

- after anything is registered, priority goes round starting with the active player (VW REG.3.a,
  3.b);
- one unbroken round of passes results the *whole* register, top-down, locked (VW REG.4.a, 4.b,
  5);
- skills triggered while it results wait for a new register, opened afterwards (VW REG.6.a, 6.b);
- a skill with an illegal target does not result at all (VW REG.8.a, 8.b; VW HP.6 for several);
- gold / element skills result at once, even mid-register (VW REG.10.b);
- a failed item's costs stay paid unless house policy VW HP.8 says otherwise.
"""

from __future__ import annotations

from judge.engine.conditions import COST_UNPAID, Condition, after_cost, holds, said
from judge.engine.policies import CardMovedPolicy, StackRules, gains_any
from judge.engine.reasons import Reason
from judge.engine.stackops import slug
from judge.engine.trace import Relation, StepKind
from judge.games.vandaria_wars.rules import lethal_cards, settled
from judge.games.vandaria_wars.state import PERMANENTS, ext
from judge.model.cards import mode_named
from judge.model.state import PendingTrigger, StackItem
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.policies import StateChecks
    from judge.engine.table import Table


#: The house policy that says when lethal damage is checked in a resulting register.
STATE_CHECK_TIMING = "VW HP.7"


def targets_wait(t: Table, pt: PendingTrigger) -> bool:
    """VW HP.48 `as-it-opens`: a triggered skill that targets (not a gold or element skill,
    which results at once, VW REG.10.b) waits for the new register without its targets."""
    ability = pt.ability
    targets = ability.targets or any(m.targets for m in ability.modes)
    return bool(targets) and ability.kind != "resource" and not gains_any(
        ability.effect, t.game.resource_gains) and \
        t.policy_is("triggers.new_register_targets", "as-it-opens")


class Register(StackRules):
    #: Another card's skill moves a registered card before it results, and the guide does not
    #: say what becomes of what was registered, so house policies do: VW HP.19 for an Action,
    #: of which only the skill is registered (VW REG.12.b; by default the skill results, as a
    #: skill whose source left play does, VW REG.7); VW HP.21 for a summoned card, which is
    #: itself what is registered (VW REG.1.a; by default its summon is cancelled with it,
    #: `summon-results` lets it enter play from where it went, VW REG.1.e).
    card_moved_policies = (
        CardMovedPolicy(("action",), "action.card_moved", "cancelled", "VW REG.12.b"),
        CardMovedPolicy(PERMANENTS, "summon.card_moved", "cancelled", "VW REG.1.a",
                        enters="summon-results"))

    def after_put_on_stack(self, t: Table, item: StackItem) -> None:
        """VW REG.3.b: after registering, priority goes round from the active player; VW HP.10:
        honor spent, where the policy says honor is spent; VW HP.33: an Action that gains gold or
        element results at once, where the policy says so; VW HP.35: X = 0 paid nothing, where
        the policy says so."""
        if x_chosen_zero(t, item) and t.policy_is("costs.x_zero", "not-paid"):
            policy = t.policy_id("costs.x_zero")
            item.outcomes["cost"] = (False, (policy,))
            # what was not paid, and the reading that says so: the "Jika demikian" part's
            # reason names both (engine/conditions.py: COST_UNPAID)
            item.extra[COST_UNPAID] = Msg("X was chosen as 0, and under {policy} paying 0 gold "
                                          "for \"Bayar x gold\" is paying nothing",
                                          policy=policy)
            if option_cost_x(t, item):  # all the Option- does follows its cost (VW HP.46)
                item.effect = tuple(after_cost(e) for e in item.effect)
        if gold_action_at_once(t, item):
            return
        state = t.state
        state.passes = 0
        spend_honor(t, item)
        if state.priority != state.turn_player:
            t.give_priority(state.turn_player, ("VW REG.3.b",),
                            why=Msg("(after anything is registered, priority starts with "
                                    "the active player)"))

    def after_played_by_effect(self, t: Table, item: StackItem) -> None:
        """VW HP.10 `spent`: a card another card's effect summons spends its honor too, as it is
        summoned (VW REG.13.a), like one a player summons."""
        spend_honor(t, item)

    @staticmethod
    def lethal_waits(t: Table) -> bool:
        """Whether an object on the field has lethal damage that no check looks at yet."""
        return any(not settled(t, obj) for obj in lethal_cards(t))

    def resolve_round(self, t: Table) -> None:
        """VW REG.4.a-b, 5, 6.a: the whole register results top-down, locked; triggers wait for a
        new one."""
        state, x = t.state, ext(t.state)
        t.step(StepKind.PRIORITY, Msg("every player has passed in succession: the whole register "
                                      "({n} item) results from the top down and is locked",
                                      plural="every player has passed in succession: the whole "
                                      "register ({n} items) results from the top down and is "
                                      "locked", n=len(state.stack)), ("VW REG.4.a", "VW REG.5"))
        x.locked, x.had_combat = True, False
        checks = self.game.checks
        # VW HP.7 can only matter when more than one item results.
        after_each = len(state.stack) == 1 or t.policy_is("state_checks.timing", "after-each-item")
        changed_by: set[str] = set()  # the items of this register that have resulted
        while state.stack and not state.game_over:
            item = state.stack[-1]
            x.had_combat = x.had_combat or item.kind == "combat"
            if changed_still_legal(t, item, changed_by):
                t.cite_also_rule("VW REG.8.a")  # only a target no longer legal stops it
                for rule in t.kind_kept_by_policy(item, range(len(item.targets))):
                    t.cite_also_rule(rule)  # VW HP.59 kept it of the kind its filter asks
            changed_by.add(item.id)
            below = len(state.stack) - 1
            waited = item.extra.get("waits_by")
            if isinstance(waited, str):  # VW HP.33: a gold Action's gold comes only now,
                t.cite_also_rule(waited)  # as the guide's example lets Profit wait (REG.11.a;
                # `at-once` cites REG.10.b, its other reading); VW HP.52: a summon's, as the
                # card comes into play (REG.1.e, which its result step cites)
                if waited == t.policy_id("resource.action_cards"):
                    t.cite_also_rule("VW REG.11.a")
            if not fails_without_target(t, item) and not condition_lapsed(t, item):
                t.resolve_item(item)
            self.put_in_while_locked(t, below)
            if after_each:
                self.check_until_settled(t, checks)
            elif state.stack and self.lethal_waits(t):
                # VW HP.7 `after-register`: the damage that would destroy it now waits for the
                # register's end; what results next is told with the policy that let it stand.
                t.cite_also_rule(STATE_CHECK_TIMING)
            self.route_triggers(t)
        x.locked = False
        if not after_each:
            self.check_until_settled(t, checks)
            self.route_triggers(t)
        if x.next_register:
            self.open_new_register(t)
        else:
            why = "VW REG.9.b" if x.had_combat else "VW REG.3.b"
            t.give_priority(state.turn_player, (why,), why=Msg("(the register has resulted)"))

    def check_until_settled(self, t: Table, checks: StateChecks) -> None:
        """VW HP.7: the check is made again as long as it changed something, before the next
        item results or priority is given: a card destroyed may take with it what its
        continuous skill gave another (VW HP.56: "+1 HP" gone, that card's damage is now
        lethal), and that card is destroyed by the same check, not only when priority is next
        given. Bounded like the engine's own checks (a loop is ruled, never run forever)."""
        if not checks.run(t):
            return
        rounds = 0  # the checks made again, each because the one before changed something
        while not t.state.game_over and checks.run(t):
            rounds += 1
            if rounds >= self.max_check_rounds:
                t.rule_loop(f"the state checks changed the game {rounds} times in a row "
                            "with nothing for a player to choose: they would go on forever")

    def put_in_while_locked(self, t: Table, below: int) -> None:
        """VW HP.20: what an item's effect put into the register as it resulted (a copy of a
        skill, a card played at once: VW REG.1.b's "put into the register") stays on top of the
        resulting register and results next, or, like a triggered skill (VW REG.6.a), waits for
        a new register."""
        state = t.state
        added = state.stack[below:]
        if not added:
            return
        if t.policy_is("register.put_in", "current-register"):
            t.cite_also_rule(t.policy_id("register.put_in"))  # on the step that results it
            return
        del state.stack[below:]
        ext(state).next_register.extend(added)
        for item in added:
            t.step(StepKind.TRIGGER, Msg("{item} waits for a new register",
                                         item=t.item_label(item)),
                   (t.policy_id("register.put_in"), "VW REG.6.a"), item=item.id,
                   actor=item.controller)

    def route_triggers(self, t: Table) -> None:
        """During a locked register: gold/element skills result at once (VW REG.10.b); every
        other triggered skill goes into the new register (VW REG.6.a). One that targets chooses
        its targets as it triggers, or as the new register opens (VW HP.48)."""
        x = ext(t.state)
        while t.state.pending_triggers:
            # several of one player's skills at once: they choose the order (VW HP.5 keeps
            # each player's in the order they triggered, and these triggered together), which
            # decides what each finds as it triggers (a cost paid with the gold another gives
            # at once, VW REG.10.b); `decisions: {triggers: {order: [...]}}`, else as listed
            for pt in t.ordered_by_choice(t.take_pending_triggers()):
                targets = targets_wait(t, pt)
                if targets:
                    policy = t.policy_id("triggers.new_register_targets")
                    # Its id now: it triggered here, though it chooses its targets only as the
                    # new register opens (`judge why` dates each from its own step).
                    item_id = t.state.new_id(f"{pt.source}.{slug(pt.ability.name)}")
                    x.next_register.append(StackItem(
                        id=pt.source, kind="waiting", controller=pt.controller,
                        name=pt.ability.name, source=pt.source,
                        extra={"trigger": pt, "item_id": item_id}))
                    t.node(item_id, "item", pt.ability.name)
                    t.link(pt.event_node, item_id, Relation.TRIGGERS)
                    t.step(StepKind.TRIGGER, Msg("{card}'s {ability} triggers and waits for a "
                                                 "new register; its targets are chosen as it "
                                                 "opens", card=t.name(pt.source),
                                                 ability=pt.ability.name),
                           ("VW REG.6.a", policy, "VW REG.1.b"), actor=pt.controller,
                           item=item_id)
                    continue
                item = t.trigger_item(pt, ("VW REG.6.a",))
                if item is None or gold_skill_at_once(t, item, pt):
                    continue
                x.next_register.append(item)
                item.extra["trigger"] = pt
                # a skill that targets chose them now, as it triggered (VW HP.48)
                chose = (t.policy_id("triggers.new_register_targets"),) if item.target_specs else ()
                t.announce_trigger(item, pt, Msg("waiting for a new register"),
                                   ("VW REG.6.a", *chose))

    @staticmethod
    def targets_chosen_now(t: Table, items: list[StackItem]) -> list[StackItem]:
        """VW HP.48 `as-it-opens`: the skills that waited for the new register without their
        targets choose them now, among what is legal now (none: VW HP.34, as a skill that
        triggers with no legal target)."""
        out: list[StackItem] = []
        for waiting in items:
            pt = trigger_of(waiting)
            if waiting.kind != "waiting" or pt is None:
                out.append(waiting)
                continue
            item_id = waiting.extra.get("item_id")
            item = t.trigger_item(pt, ("VW REG.6.b", t.policy_id("triggers.new_register_targets")),
                                  item_id if isinstance(item_id, str) else None)
            if item is None:
                continue
            item.extra["trigger"] = pt
            item.extra["triggered_at"] = True  # linked to its event as it triggered
            t.announce_trigger(item, pt, Msg("put into the new register"),
                               ("VW REG.6.b", t.policy_id("triggers.new_register_targets")))
            out.append(item)
        return out

    def open_new_register(self, t: Table) -> None:
        """VW REG.6.b: the skills that waited open a new register (their order: VW HP.5); who
        gets priority in it: the active player after battle damage (VW REG.9.b says so), else
        VW HP.4."""
        state, x = t.state, ext(t.state)
        items = self.targets_chosen_now(t, x.next_register)
        x.next_register = []
        if not items:  # each skill that waited found no legal target as it opened (VW HP.34)
            t.give_priority(state.turn_player, ("VW REG.3.b",),
                            why=Msg("(the register has resulted)"))
            return
        order_cites: tuple[str, ...] = ()
        if len(items) > 1:  # VW HP.5 can only matter with two or more skills
            order_cites = ("VW HP.5",)
        if len(items) > 1 and t.policy_is("register.trigger_order", "active-player-first"):
            triggers = [pt for it in items if (pt := trigger_of(it)) is not None]
            place: dict[PendingTrigger, int] = {}
            # each player's already in the order chosen as they triggered (route_triggers)
            for i, pt in enumerate(t.order_by_turn(triggers, chosen=True)):
                place.setdefault(pt, i)  # as list.index: an equal trigger's first place

            def placed(it: StackItem) -> int:
                # What an effect put in (VW HP.20) keeps its place below the triggered skills.
                pt = trigger_of(it)
                return -1 if pt is None else place[pt]

            items = sorted(items, key=placed)
        for item in items:
            t.push(item)
        top = state.stack[-1]
        who, why = state.turn_player, "VW HP.4"
        if x.had_combat:  # the guide decides here, whatever VW HP.4 says
            why = "VW REG.9.b"
        elif t.policy_is("register.new_priority", "controller"):
            who = top.controller
        names = ", ".join(t.item_label(it) for it in reversed(state.stack))
        t.step(StepKind.PRIORITY, Msg("the register has finished; a new register opens with "
                                      "(top first) {items}", items=names),
               ("VW REG.6.b", *order_cites))
        t.give_priority(who, (why,), why=Msg("(a new register is open)"))

    def put_triggers(self, t: Table) -> None:
        """Outside a resulting register, triggered skills go into the register (VW REG.1.b),
        in the order of VW HP.5; gold/element skills result at once (VW REG.10.b)."""
        pending: list[PendingTrigger] = t.take_pending_triggers()
        if len(pending) > 1 and t.policy_is("register.trigger_order", "active-player-first"):
            pending = t.order_by_turn(pending)
        added = False
        for pt in pending:
            item = t.trigger_item(pt)
            if item is None or gold_skill_at_once(t, item, pt):
                continue
            t.push(item)
            t.announce_trigger(item, pt, Msg("put into the register"), ("VW REG.1.b",))
            added = True
        if added:
            t.state.passes = 0
            if t.state.priority != t.state.turn_player:
                t.give_priority(t.state.turn_player, ("VW REG.3.b",))


def spend_honor(t: Table, item: StackItem) -> None:
    """VW HP.10 `spent`: a summoned card's honor requirement is paid like gold, as it goes into
    the register (VW REG.13.a), a step of its own."""
    state = t.state
    honor = dict(state.objects[item.id].card.requirements).get("honor") if (
        item.kind == "card" and item.id in state.objects) else None
    if honor and t.policy_is("honor.model", "spent"):
        if item.extra.get("free"):
            # the card's text lifts its cost (VW OV.1), and honor spent is paid as part of it:
            # the requirement was checked (VW REG.13.a), nothing is spent
            t.step(StepKind.COST, Msg("{player} spends no honor on {item}: it is summoned "
                                      "without paying its cost", player=item.controller,
                                      item=t.item_label(item)),
                   (t.policy_id("honor.model"), "VW OV.1"), actor=item.controller, item=item.id)
            return
        res = state.players[item.controller].resources
        res["honor"] = res.get("honor", 0) - int(str(honor))
        # paid like gold, so given back like gold where VW HP.8 `refund` gives costs back
        paid = item.extra.get("paid")
        if isinstance(paid, dict):
            paid["honor"] = paid.get("honor", 0) + int(str(honor))
        # a step of its own, which the honor spent is dated by (it was the next pass's)
        t.step(StepKind.COST, Msg("{player} spends {n} honor on {item} (honor is spent "
                                  "like gold)", player=item.controller, n=int(str(honor)),
                                  item=t.item_label(item)),
               (t.policy_id("honor.model"),), actor=item.controller, item=item.id)


def fails_without_target(t: Table, item: StackItem) -> bool:
    """VW HP.34 `registered`: a triggered skill that went into the register with no legal
    target does not result when its turn comes, as one whose target is no longer legal (VW
    REG.8.a). True if it failed so."""
    missing = item.extra.get("no_target")
    if not isinstance(missing, (str, Msg)):
        return False
    del t.state.stack[-1]
    t.fizzle(item, Reason.ILLEGAL_TARGETS,
             phrase(Msg("it has no legal target for {spec}", spec=missing)),
             (t.policy_id("triggers.no_target"), "VW REG.8.a"))
    return True


def condition_lapsed(t: Table, item: StackItem) -> bool:
    """VW HP.47: a skill usable only while a condition holds (`while:`) whose condition no
    longer holds as it results: by default it results all the same (it was checked as it was
    used, as a card's requirements are as it is summoned, VW REG.13.a), the step naming the
    policy; `on-result` has it not result, as a target no longer legal (VW REG.8.a). True if it
    did not result."""
    ability = item.ability
    if item.kind != "ability" or ability is None or ability.kind != "activated" or \
            not isinstance(ability.condition, Condition) or holds(t, item, ability.condition):
        return False
    policy = t.policy_id("skills.condition")
    if not t.policy_is("skills.condition", "on-result"):
        t.cite_also_rule(policy)  # on the step that results it
        return False
    del t.state.stack[-1]
    t.fizzle(item, Reason.CONDITION,
             phrase(Msg("it may be used only while {condition}, which no longer holds",
                        condition=said(ability.condition))), (policy,))
    return True


def gold_action_at_once(t: Table, item: StackItem) -> bool:
    """VW HP.33: an Action card whose skill gains gold or element (VW REG.10.a's words, "every
    skill", beside VW REG.12.b's "only its skill is in the register") results as soon as it is
    registered, or waits like any Action, as the guide's worked example lets Profit wait (VW
    REG.11.a); VW HP.52: so does a summoned Territory, Follower, Relic or Rune whose Option-
    gains them, or it waits as a summon does and comes into play with them (VW REG.1.e). True if
    it resulted."""
    if item.kind != "card" or not gains_any(item.effect, t.game.resource_gains):
        return False
    obj = t.state.objects.get(item.id)
    if obj is None:
        return False
    # VW HP.52: a summoned Territory, Follower, Relic or Rune whose Option- gains gold or
    # element, read alike (`as-it-results`: it waits, as a summon does, VW REG.1.e)
    if obj.card.is_type("action"):
        at_once = t.policy_is("resource.action_cards", "at-once")
        policy = t.policy_id("resource.action_cards")
    else:
        at_once = t.policy_is("resource.summon_options", "at-once")
        policy = t.policy_id("resource.summon_options")
    if not at_once:
        item.extra["waits_by"] = policy  # said as it results
        return False
    t.resolve_item(item, ("VW REG.10.b", policy))
    # As after a gold skill (VW HP.12), the round of passes goes on unless the policy restarts it.
    if t.state.passes and t.policy_is("resource.passes", "restarts-round"):
        t.state.passes = 0
    return True


def gold_skill_at_once(t: Table, item: StackItem, pt: PendingTrigger) -> bool:
    """VW REG.10.b: a triggered gold/element skill results the moment it triggers, locked register
    or not. True if it was one."""
    if not item.resource or item.extra.get("no_target") is not None:  # VW HP.34: it fails
        return False
    t.announce_trigger(item, pt, Msg("a gold/element skill"), ("VW REG.10.a",))
    t.resolve_at_once(item, ("VW REG.10.b",), verb="results at once")
    return True


def trigger_of(item: StackItem) -> PendingTrigger | None:
    """The trigger of a skill waiting for a new register; None for what an effect put in
    (VW HP.20)."""
    pt = item.extra.get("trigger")
    return pt if isinstance(pt, PendingTrigger) else None


def changed_still_legal(t: Table, item: StackItem, changed_by: set[str]) -> bool:
    """Whether an item above `item` in the resulting register changed one of its targets (a
    trait, its controller) and every target is still legal: VW REG.8.a then decides that it
    results, as a target that is no longer legal would stop it."""
    objects = t.state.objects
    for lock in item.targets:  # (a loop, not a generator: asked of every item that results)
        obj = objects.get(lock.id)
        if obj is not None and obj.last_change in changed_by:
            return all(t.target_legal(item, i) for i in range(len(item.targets)))
    return False


def x_chosen_zero(t: Table, item: StackItem) -> bool:
    """Whether `item`'s additional cost is only "Bayar x gold" with X chosen as 0 (VW
    REG.14.a; whether that counts as paid: VW HP.35): a card's own, or the chosen Option-'s
    own cost (a card's or a skill's, VW HP.46), whichever it has."""
    if item.choices.get("x") != 0:
        return False
    obj = t.state.objects.get(item.id) if item.kind == "card" else None
    source = item.ability if item.kind == "ability" else obj.card if obj is not None else None
    chosen = mode_named(source.modes, item.choices.get("mode")) if source is not None and \
        source.modes else None
    costs = [c for c in (obj.card.additional_cost if obj is not None else None,
                         chosen.cost if chosen is not None else None)
             if c is not None and not c.is_free]
    return bool(costs) and all(
        c.x and not (c.resources or c.sacrifice or c.discard or c.choose or c.exhaust_self
                     or c.from_graveyard) for c in costs)


def option_cost_x(t: Table, item: StackItem) -> bool:
    """Whether the chosen Option- of `item` has an X cost of its own ("Option-2: Bayar x gold:
    ..."): everything that Option- does follows that cost."""
    obj = t.state.objects.get(item.id) if item.kind == "card" else None
    source = item.ability if item.kind == "ability" else obj.card if obj is not None else None
    chosen = mode_named(source.modes, item.choices.get("mode")) if source is not None else None
    return chosen is not None and chosen.cost is not None and bool(chosen.cost.x)
