"""What may be played or activated now: the four states and the timing keywords (RB 308-310,
RB 155, RB 358.4, RB 806, RB 813), plus where cards come from and what they cost (Hidden, Ambush,
Deflect).

Two independent bits gate every play (RB 308-309): in a Showdown state only Action and Reaction
cards and abilities may be used; in a Closed state (a chain exists) only Reaction ones. In a
Neutral Open state, by default, only the turn player in their Main Phase (RB 310.1.a, RB 155).
Priority (and, in a showdown, focus) is checked before any of this (RB 312-313, chain.py).

Each check only answers: what a play owes (RB 356), the Add abilities that will pay for it, the
rules that says so and where a permanent will enter come back as the `PlayPlan` (payment.py).
"""

from __future__ import annotations

from judge.engine.characteristics import keyword_costs
from judge.engine.copies import COPIED_FROM
from judge.engine.declare import PLAN_RULES, PLAY_TIMING, PlayPlan, Refusal
from judge.engine.groups import spec_at
from judge.engine.paying import WHILE_PAYING
from judge.engine.policies import HolderRule, TimingRules
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.control import (
    chosen_destination_refusal,
    cost_empties_location,
    destination,
    forbidden_location,
    location_zone,
    unit_location_ok,
)
from judge.games.riftbound.empower import empower_refusal
from judge.games.riftbound.equip import attached_refusal, changes_own_activations
from judge.games.riftbound.payment import (
    deflect_added_up,
    deflect_idle,
    deflect_spared,
    deflect_surcharge,
    owed,
    plan_adds,
    total_cost,
    waive_of,
)
from judge.games.riftbound.repeat import (
    TIMES,
    ability_repeat,
    chosen_costs,
    instances,
    paying,
    repeat_targets,
    targets_each,
)
from judge.games.riftbound.state import (
    DOMAINS,
    HIDDEN_AT,
    OPTIONAL_PAID,
    PLAYED_FROM,
    bf_of,
    chain_exists,
    ext,
    facedown_bf,
)
from judge.model.cards import AbilityDef, Cost
from judge.model.filters import EarlierTarget
from judge.model.scenario import Action
from judge.model.state import GameObject, Permission, StackItem
from judge.msg import Msg, Said, phrase, said_of
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import ClassVar

    from judge.engine.table import Table
    from judge.model.filters import Filter
    from judge.model.state import GameState, TargetLock


class RiftTiming(TimingRules):
    """RB 308-310: the four states; RB 419: where cards are played from; RB 356: what they
    cost."""

    #: RB 135.2.e.6.c (v1.4): the Power of a multi-domain card's own domain ([C], e.g. of
    #: Accelerate) is Power of any one of its domains; v1.3 (RB 135.2.e.6.b): of any domain.
    many_domains: ClassVar[str] = "one of them"

    #: RB 144.1.a: a standard move is only ever the turn player's own, in their Main Phase,
    #: whoever holds priority.
    turn_player_verbs: ClassVar[Mapping[str, tuple[Msg, str]]] = {
        "move": (Msg("a standard move is only possible in your own Main Phase"), "RB 144.1.a")}
    #: RB 312.2.a, RB 316.5: in a Neutral Open Main Phase the turn player has priority, so
    #: nobody else may act then.
    holder_rule: ClassVar[HolderRule | None] = HolderRule("state", "neutral-open", "main",
                                                          "RB 312.2.a")

    def plan_play(self, t: Table, player: str, obj: GameObject, action: Action
                  ) -> Refusal | PlayPlan:
        """RB 419: from the hand or the Champion Zone, a hidden card from its facedown zone;
        then timing (RB 308-310), where a unit or gear goes (RB 355.2.a, RB 149) and what it
        owes."""
        flow = flow_cost(t, obj, action)
        if isinstance(flow, Refusal):
            return flow
        zones = play_zones(obj) + self.zones_allowed(t, player, obj) + (
            ("trash",) if flow is not None else ())
        allowed = t.permission(player, obj)
        return self.zone_refusal(t, obj, zones) or chosen_destination_refusal(
            t, obj.card.effect, action.ids("targets")) or play_plan(
            t, player, obj, action, any_time=self.any_time(t, player, obj),
            free=allowed is not None and allowed.free, many_domains=self.many_domains,
            flow=flow, instead=for_cost(allowed, action)
            if flow is None and facedown_bf(obj.zone) is None else None)

    def plan_activation(self, t: Table, player: str, obj: GameObject, ability: AbilityDef,
                        action: Action) -> Refusal | PlayPlan:
        """RB 191: only the abilities of what you control; RB 145.2, RB 151.2, RB 381: by
        default in your Main Phase in a Neutral Open state; Action and Reaction widen that; a
        Reaction Add ability may be used whenever you hold priority (RB 429.3)."""
        refusal = self.activate_refusal(t, player, obj, ability) or \
            attached_refusal(t, obj, ability) or empower_refusal(t, obj, ability) or \
            chosen_destination_refusal(t, ability.effect, action.ids("targets"))
        if refusal is not None:
            return refusal
        if not t.game.vocab.is_board(obj.zone):
            return Refusal(phrase(Msg("{object} is not on the board, so its abilities cannot be "
                                      "activated",
                                      object=t.name(obj.id))), ("RB 381",))
        refusal = timing_refusal(t, player, action_kw="action" in ability.keywords,
                                 reaction_kw="reaction" in ability.keywords,
                                 what=phrase(Msg("{source}'s {ability}", source=t.name(obj.id),
                                                 ability=ability.name)),
                                 default_rules=rules_for_ability(obj, ability), ability=True)
        x = action.mapping("choices").get("x")
        closed, showdown = chain_exists(t.state), ext(t.state).showdown is not None
        timing: tuple[str, ...] = ()
        if closed and "reaction" in ability.keywords:
            timing = ("RB 813.1.c.2",)
        elif showdown and "action" in ability.keywords:
            timing = ("RB 806.1.c.2",)
        elif showdown and "reaction" in ability.keywords:
            timing = ("RB 813.1.b",)
        if refusal is not None:
            return refusal
        invited = invitation(t, player, obj, True)
        timing = (*timing, *(invited if isinstance(invited, tuple) else ()))
        again = ability_repeat(t, player, obj, ability, action.mapping("choices"))
        if isinstance(again, Refusal):
            return again
        each = targets_each(t, player, obj, action.mapping("choices"), len(again[0]),
                            ability.targets, exclude=None, modes=ability.modes)
        if isinstance(each, Refusal):
            return each
        chosen = chosen_each_time(action.ids("targets"), again[0], again[1], each)
        plan = plan_payment(t, player, obj, ability.cost, None, chosen, None,
                            of="activate", x=x if isinstance(x, int) else None, timing=timing,
                            optional=again[0])
        if again[1]:
            plan = replace(plan, notes=(*plan.notes, ("repeat_targets", again[1])))
        if each:
            plan = replace(plan, notes=(*plan.notes, ("repeat_targets_each", each)))
        plan = repeat_times(plan, again[0])
        own_text = {"equip": "RB 818.1.c.4", "empower": "RB 827.1.c.3"}
        for keyword, rule in own_text.items():
            if keyword in ability.keywords and changes_own_activations(obj):
                # RB 818.1.c.4, RB 827.1.c.3: the card's text that changes its Equip or
                # Empower cost counts as it is paid.
                noted = any(k == PLAN_RULES for k, _ in plan.notes)
                plan = replace(plan, notes=tuple((k, (*v, rule)) if k == PLAN_RULES
                                                 and isinstance(v, tuple) else (k, v)
                                                 for k, v in plan.notes) + (
                    () if noted else ((PLAN_RULES, (rule,)),)))
        return plan


def costless_token_chosen(t: Table, obj: GameObject, targets: tuple[str, ...]) -> bool:
    """Whether the card chooses, by a filter on cost (`energy_cost_at_most`), a token that has
    no cost of its own, which counts as 0 (RB 185.3.a.1: objects.energy_cost_at_most)."""
    if not any(dict(spec.extra).get("energy_cost_at_most") is not None
               for spec in obj.card.targets):
        return False
    return any((o := t.state.objects.get(tid)) is not None and o.token and o.copy_of is None
               and o.card.get(COPIED_FROM) is None and o.card.cost.resources for tid in targets)


def inactive_keyword_chosen(t: Table, obj: GameObject, targets: tuple[str, ...]) -> bool:
    """Whether the card chooses, by a keyword ("a gear with Temporary"), an attached card whose
    keyword is only in its inactive printed text: it still has it for that (RB 722.1-722.2)."""
    wanted = {k for spec in obj.card.targets for k in spec.keywords}
    return bool(wanted) and any(
        (o := t.state.objects.get(tid)) is not None and any(
            kw.has(o, k) and not kw.works(t, o, k) for k in wanted) for tid in targets)


def play_zones(obj: GameObject) -> tuple[str, ...]:
    """RB 419: from the hand or the Champion Zone; a hidden card from its facedown zone."""
    zones: tuple[str, ...] = ("hand", "champion_zone")
    if obj.zone.startswith("facedown:") and kw.has(obj, "hidden"):
        zones = (*zones, obj.zone)
    return zones


def timing_refusal(t: Table, player: str, *, action_kw: bool, reaction_kw: bool,
                   what: str, default_rules: tuple[str, ...], ability: bool = False
                   ) -> Refusal | None:
    """The four states (RB 308-310) against the permissions a card or ability has. A refusal
    in a Closed or Showdown state cites first the rule that forbids it by default, a card's
    (RB 331.1.a, RB 343.1.a) or an ability's (RB 331.1.b, RB 343.1.b), then the state's rule
    naming the keyword that would have allowed it (RB 309.1.a, RB 308.1.a)."""
    state = t.state
    # `what` is a card's name (data, said as it is) or a phrase said from its message
    said: object = what.msg if isinstance(what, Said) else what
    if chain_exists(state):
        if not reaction_kw:
            return Refusal(phrase(Msg("a chain exists (Closed state): only Reaction cards and "
                                      "abilities can be played, and {what} has no Reaction",
                                      what=said)),
                           # RB 331.1.a-b: nothing is played in a Closed State by default
                           ("RB 331.1.b" if ability else "RB 331.1.a", "RB 309.1.a", "RB 358.4"))
        return None
    if (showdown := ext(state).showdown) is not None:
        if not (action_kw or reaction_kw):
            # RB 313.1.a: focus lets its holder act, within every other limit on what they play
            focus = ("RB 313.1.a",) if showdown.focus == player else ()
            return Refusal(phrase(Msg("a showdown is going on (Showdown state): only Action or "
                                      "Reaction cards and abilities can be used, and {what} has "
                                      "neither", what=said)),
                           # RB 343.1.a-b: nothing is played in a Showdown State by default
                           ("RB 343.1.b" if ability else "RB 343.1.a", "RB 308.1.a", *focus,
                            "RB 358.4"))
        return None
    if state.phase == "main" and player in state.teammates(state.turn_player):
        return None  # RB 316.5.b.1: on the invitation of the turn player (invitation_rules)
    if player != state.turn_player or state.phase != "main":
        return Refusal(phrase(Msg("in a Neutral Open state {what} can be used only by the turn "
                                  "player in their Main Phase", what=said)),
                       (*default_rules, "RB 310.1.a", "RB 316.5.b"))
    return None


def invitation(t: Table, player: str, obj: GameObject, spell: bool) -> Refusal | tuple[str, ...]:
    """2v2: a player acting with the priority of their teammate, the turn player, who invites
    them (RB 489.8.a, RB 316.5.b.1): only to play a spell or activate an ability, then with any
    timing the state allows, even without Action or Reaction. The rules it adds to the play's
    citations, or why it is refused."""
    state = t.state
    if state.priority == player or player not in state.teammates(state.turn_player):
        return ()
    if not spell:
        return Refusal(phrase(Msg("{player} acts with the priority of {turn}, their teammate, "
                                  "which lets them play spells and activate abilities only: "
                                  "{object} is no spell", player=player, turn=state.turn_player,
                                  object=t.name(obj.id))), ("RB 489.8.a", "RB 316.5.b.1"))
    return ("RB 489.8.a", "RB 316.5.b.1")


def flow_cost(t: Table, obj: GameObject, action: Action) -> Refusal | Cost | None:
    """RB 829.1.b-c (v1.4): a spell with Flow in its owner's trash may be played from there for
    its Flow cost (card key `flow_cost`), an alternate cost in place of its base cost; judge
    uses Flow for a Flow spell played from the trash unless `choices: {flow: false}` (another
    permission to play it from there). None: not played with Flow."""
    choices = action.mapping("choices")
    wanted = choices.get("flow")
    costs = flow_costs(obj)
    able = obj.zone == "trash" and obj.card.is_type("spell") and kw.has(obj, "flow") \
        and bool(costs)
    if wanted is True and not able:
        return Refusal(phrase(Msg("{object} cannot be played with Flow: that is for a spell with "
                                  "Flow in its owner's trash",
                                  object=t.name(obj.id))), ("RB 829.1.b",))
    if not able or wanted is False:
        return None
    if len(costs) < 2:
        return costs[0]
    # RB 829.1.c.3: several instances of Flow, its player chooses which cost applies.
    which = choices.get("flow_instance", 1)
    if not isinstance(which, int) or isinstance(which, bool) or not 1 <= which <= len(costs):
        return Refusal(phrase(Msg("{object} has {n} Flow cost, no Flow cost {which}",
                                  plural="{object} has {n} Flow costs, no Flow cost {which}",
                                  n=len(costs), object=t.name(obj.id), which=str(which))),
                       ("RB 829.1.c.3",))
    t.cite_also_rule("RB 829.1.c.3")
    return costs[which - 1]


def flow_costs(obj: GameObject) -> list[Cost]:
    """The spell's Flow costs, one per instance of Flow (RB 829.1.c.3): its card's
    `flow_costs`, else its `flow_cost`; then each grant's (`keyword_keys: {flow_cost: ...}`,
    RB 829.1.c: Flow is written with its cost), in timestamp order."""
    return keyword_costs(obj, "flow", "flow_cost", "flow_costs")


def for_cost(allowed: Permission | None, action: Action) -> Cost | None:
    """RB 356.1.a: the cost a permission lets the card be played "for" in place of its base
    cost, unless its player pays the base cost (`choices: {for_cost: false}`). Not for a Flow
    cost or a card played from hidden, whose base cost is ignored (RB 811): of the base cost
    changes, applied in the order the player chooses (RB 356.1), that one comes last."""
    if allowed is None or allowed.for_cost is None or \
            action.mapping("choices").get("for_cost") is False:
        return None
    return Cost(resources=allowed.for_cost)


def elsewhere_by_its_text(state: GameState, specs: tuple[Filter, ...], i: int,
                          targets: tuple[str, ...], hidden_at: str) -> bool:
    """RB 811.1.d.2: played from hiding, a target is chosen at the hidden battlefield unless
    its own restriction makes that impossible ("a unit in a base", "a unit at <another
    battlefield>", "a unit there" of an earlier target elsewhere); each target on its own (RB
    811.1.d.2.a)."""
    spec = spec_at(specs, i)
    if spec is None:
        return False
    there = f"battlefield:{hidden_at}"
    for key, value in spec.given(tuple(targets[:i])).extra:
        if key != "at":
            continue
        if isinstance(value, EarlierTarget):  # "a unit there": where that target is
            place = state.objects.get(value.id) if value.id is not None else None
            if place is not None and place.zone != there:
                return True
        elif value != "battlefield" and str(value) not in (hidden_at, there):
            return True  # "in a base", "at <another battlefield>"
    return False


def play_plan(t: Table, player: str, obj: GameObject, action: Action, *,
              any_time: bool = False, free: bool | str = False,
              many_domains: str = "one of them", flow: Cost | None = None,
              instead: Cost | None = None) -> Refusal | PlayPlan:
    """Playing a card now: a hidden card from the next turn on, at its battlefield (RB 811);
    the four states, with Hidden and Ambush as Reaction (RB 822); a unit to its controller's
    base or a battlefield they control (RB 355.2.a), gear to the base (RB 149); Accelerate's
    optional additional cost if its player pays it (RB 805)."""
    state = t.state
    card = obj.card
    choices = action.mapping("choices")
    targets = action.ids("targets")
    hidden_at = facedown_bf(obj.zone)
    if hidden_at is not None:
        hidden_turn = obj.extra.get("hidden_turn")
        if isinstance(hidden_turn, int) and hidden_turn >= state.turn_number:
            return Refusal(phrase(Msg("{object} was hidden this turn: it can be played from the "
                                      "next turn on",
                                      object=t.name(obj.id))), ("RB 811.1.b",))
    permanent = card.is_type("unit", "gear")
    where = "base"
    if card.is_type("unit"):
        where = destination(choices.get("location", "base")) if hidden_at is None else \
            f"battlefield:{hidden_at}"
    # `any_time`: card text lets it be played whenever its player could play a Reaction.
    granted = conditional_timing(t, player, obj, action)
    reaction = kw.has(obj, "reaction") or kw.has(obj, "quick-draw") or hidden_at is not None \
        or any_time or "reaction" in granted or (
        kw.has(obj, "ambush") and bf_of(where) is not None)
    invited = invitation(t, player, obj, card.is_type("spell"))
    if isinstance(invited, Refusal):
        return invited
    refusal = timing_refusal(t, player, action_kw=kw.has(obj, "action") or "action" in granted,
                             reaction_kw=reaction,
                             what=t.name(obj.id),
                             default_rules=("RB 155",) if not permanent else ("RB 410.1.a",))
    if refusal is not None and kw.has(obj, "ambush") and bf_of(where) is None:
        # RB 822.1.b-c: Ambush gives Reaction only to a play to a battlefield; played to base
        # the unit keeps its own timing (riftboundfaq Ambush #ambush-base).
        return Refusal(phrase(Msg("{why} (Ambush gives Reaction only when it is played to a "
                                  "battlefield where you control units)",
                                  why=said_of(refusal.reason))),
                       (*refusal.citations, "RB 822.1.c"))
    if refusal is not None and (idle := idle_grant(t, player, obj, granted)):
        if play_read_grant(obj, idle):
            # RB 806.4.b, RB 813.4.b: the play could only make it true, and this one does not
            # by Check Legality: everything done to play it is undone
            return Refusal(phrase(Msg("{why} (its own {keyword} only if its play makes its "
                                      "condition true, which this play does not)",
                                      why=said_of(refusal.reason), keyword=idle.title())),
                           (*refusal.citations, *(("RB 813.4.a", "RB 813.4.b")
                                                  if idle == "reaction" else
                                                  ("RB 806.4.a", "RB 806.4.b"))))
        # RB 806.4, RB 813.4: it has the keyword only while its condition holds
        return Refusal(phrase(Msg("{why} (its own {keyword} only while its condition holds, "
                                  "which it does not now)", why=said_of(refusal.reason),
                                  keyword=idle.title())),
                       (*refusal.citations, "RB 813.4" if idle == "reaction" else "RB 806.4"))
    if refusal is not None:
        return refusal
    permission = (*permission_rules(t, obj, hidden_at is not None, any_time, bf_of(where),
                                    granted), *invited)
    if card.is_type("unit") and hidden_at is None:
        wrong = unit_location_ok(t, player, obj, where)
        if wrong is not None:
            return Refusal(phrase(Msg("{object} cannot be played to {zone}: {why}",
                                      object=t.name(obj.id),
                                      zone=t.game.words.zone_said(where, t.name),
                                      why=said_of(wrong))),
                           ("RB 355.2.a", "RB 822.1.b") if kw.has(obj, "ambush") else
                           ("RB 355.2.a",))
        emptied = cost_empties_location(t, player, where, choices, kw.has(obj, "ambush"))
        if emptied is not None:
            return emptied
        if choices.get("sacrifice") and bf_of(where) is not None:
            permission = (*permission, "RB 355.2.a")  # still hers though the cost kills there
    if card.is_type("unit"):
        banned = forbidden_location(t, player, obj, location_zone(where))
        if banned is not None:
            return banned
    if card.is_type("spell") and _adds(card.effect):
        permission = (*permission, "RB 429.2.b")  # it waits on the chain, no Add ability
    if card.is_type("gear") and choices.get("location", "base") != "base":
        return Refusal(phrase(Msg("gear is played to its controller's base")), ("RB 149.2",))
    enters = None
    if hidden_at is not None:
        away = [(o, elsewhere_by_its_text(state, card.targets, i, targets, hidden_at))
                for i, o in enumerate(targets) if (x := state.objects.get(o)) is not None
                and t.game.vocab.is_board(x.zone) and x.zone != f"battlefield:{hidden_at}"]
        if any(text for _, text in away):  # chosen elsewhere as its own restriction says
            permission = (*permission, "RB 811.1.d.2", "RB 811.1.d.2.a")
        away = [(o, text) for o, text in away if not text]
        if away:
            return Refusal(phrase(Msg("played from hiding, its targets must be at {hidden_at}: "
                                      "{object} is not",
                                      hidden_at=hidden_at, object=t.name(away[0][0]))),
                           ("RB 811.1.d.2", "RB 811.1.d.2.a"))
    if card.is_type("unit"):  # RB 359: where it was played to; RB 811: hidden, at its battlefield
        # `where`, as checked above: `location: bf-a` (a bare id, as `move` takes) was accepted
        # there but read here as no battlefield, so the unit entered its base instead
        enters = location_zone(where)
    elif card.is_type("gear") and hidden_at is not None:
        # RB 811.1.d.1.a: played from Hidden, gear too enters where it was hidden (not the
        # base, RB 149.2); a cleanup then recalls it if nothing holds it there (RB 323.7)
        enters = f"battlefield:{hidden_at}"
        permission = (*permission, "RB 811.1.d.1.a")
    optional: list[tuple[str, Cost, tuple[str, ...]]] = []
    if choices.get("accelerate"):
        chosen = accelerate_cost(t, player, obj, many_domains)
        if isinstance(chosen, Refusal):
            return chosen
        optional.append(("accelerate", *chosen))
    if choices.get("optional_cost"):
        own = own_optional_cost(t, obj)
        if isinstance(own, Refusal):
            return own
        optional.append(("optional_cost", own, ()))
    if paying(choices):
        again = repeat_cost(t, obj)
        if isinstance(again, Refusal):
            return again
        paid = chosen_costs(t, obj, choices)
        if isinstance(paid, Refusal):
            return paid
        optional += [("repeat", cost, ()) for cost in paid]
    others = repeat_targets(t, player, obj, choices)
    if isinstance(others, Refusal):
        return others
    each = targets_each(t, player, obj, choices, sum(1 for o in optional if o[0] == "repeat"))
    if isinstance(each, Refusal):
        return each
    chosen_x = choices.get("x")
    # RB 829.1.b: Flow lets it be played from the trash (the play step's rule); RB 829.1.c.1:
    # its Flow cost, an alternative cost, replaces the base cost (the cost step's: what is
    # paid, "Does it cost 2 less?", is that cost, no reduction)
    alternative: tuple[str, ...] = ()
    if flow is not None:
        permission = (*permission, "RB 829.1.b")
        alternative = ("RB 829.1.c.1",
                       *(("RB 829.1.c.2",) if replace(flow, resources=()) != Cost() else ()))
    if instead is not None:  # RB 356.1.a: played "for [Cost]": that replaces the base costs
        permission = (*permission, "RB 356.1.a")
    plan = plan_payment(t, player, obj, flow if flow is not None else instead
                        if instead is not None else card.cost,
                        card.additional_cost, chosen_each_time(targets, optional, others, each),
                        card.cost if hidden_at is not None else None, enters,
                        x=chosen_x if isinstance(chosen_x, int) else None, free=free,
                        optional=optional, timing=permission, alternative=alternative)
    if others:
        plan = replace(plan, notes=(*plan.notes, ("repeat_targets", others)))
    if each:
        plan = replace(plan, notes=(*plan.notes, ("repeat_targets_each", each)))
    plan = repeat_times(plan, optional)
    plan = replace(plan, notes=(*plan.notes, (PLAYED_FROM, obj.zone)))  # RB 419.1.a
    if hidden_at is not None and not permanent:  # RB 811.1.d.3: the units it plays enter there
        plan = replace(plan, notes=(*plan.notes, (HIDDEN_AT, hidden_at)))
    return plan if flow is None else replace(plan, notes=(*plan.notes, ("flow", True)))


def permission_rules(t: Table, obj: GameObject, hidden: bool, any_time: bool,
                     at_bf: str | None, granted: frozenset[str] = frozenset()
                     ) -> tuple[str, ...]:
    """The keyword that lets a card be played now, outside the default timing: Reaction in a
    Closed state (RB 813.1.c.1), Action (or Reaction, RB 813.1.b) in a showdown (RB 806.1.c.1);
    Reaction from Hidden (RB 811.6) or from Ambush (RB 822.1.b); either granted by its own
    passive ability while a condition holds (`granted`: RB 806.4, RB 813.4). Unique changes
    nothing in play (RB 825.4)."""
    out: tuple[str, ...] = ("RB 825.4",) if kw.has(obj, "unique") else ()
    closed, showdown = chain_exists(t.state), ext(t.state).showdown is not None
    if not (closed or showdown) or any_time:
        return out
    if hidden:
        return (*out, "RB 811.6")
    if kw.has(obj, "reaction"):
        return (*out, "RB 813.1.c.1" if closed else "RB 813.1.b")
    if "reaction" in granted:
        return (*out, "RB 813.4", *(("RB 813.4.a",) if play_read_grant(obj, "reaction")
                                    else ()), "RB 813.1.c.1" if closed else "RB 813.1.b")
    if "action" in granted and not closed and not kw.has(obj, "action"):
        return (*out, "RB 806.4", *(("RB 806.4.a",) if play_read_grant(obj, "action")
                                    else ()), "RB 806.1.c.1")
    if kw.has(obj, "quick-draw"):  # RB 819.1.b: it has Reaction inherently
        return (*out, "RB 819.1.b", "RB 813.1.c.1" if closed else "RB 813.1.b")
    if kw.has(obj, "ambush") and at_bf is not None and not (showdown and kw.has(obj, "action")):
        return (*out, "RB 822.1.b")
    if kw.has(obj, "action") and not closed:
        return (*out, "RB 806.1.c.1")
    return out


def conditional_timing(t: Table, player: str, obj: GameObject,
                       action: Action | None = None) -> frozenset[str]:
    """RB 806.4, RB 813.4: Action or Reaction a card's own passive ability grants it while a
    condition holds ("while you control a Mighty unit, I have Reaction": a static ability with
    `while:` and `modify: {target: self, keywords: [reaction]}`), read as it is played (its
    Check Legality) from wherever it is played; on the board its layers grant it already. A
    condition that reads the play itself (its X, its optional cost paid, where it is played
    from) is read from this play's choices: it can only come true once the card is on the
    chain, and the play may go ahead if it does by Check Legality (RB 806.4.a, RB 813.4.a),
    else it is undone (RB 806.4.b, RB 813.4.b)."""
    if t.game.vocab.is_board(obj.zone):
        return frozenset()
    from judge.engine.conditions import Condition, holds

    out: set[str] = set()
    for ability, kws in _self_timing_grants(obj):
        seen_from = StackItem(id=f"{obj.id}.{ability.name}", kind="ability", controller=player,
                              name=ability.name, source=obj.id)
        if action is not None and _reads_the_play(ability.condition):
            seen_from = _as_played(obj, player, action)
        if isinstance(ability.condition, Condition) and \
                not holds(t, seen_from, ability.condition):
            continue
        out |= kws
    return frozenset(out)


def _as_played(obj: GameObject, player: str, action: Action) -> StackItem:
    """The card's chain item as this play would make it, for a condition that reads the play
    (RB 806.4.a, RB 813.4.a): its X, its own optional cost chosen, the zone it is played from
    (RB 419.1.a)."""
    choices = action.mapping("choices")
    x = choices.get("x")
    extra: dict[str, object] = {PLAYED_FROM: obj.zone}
    if choices.get("optional_cost"):
        extra[OPTIONAL_PAID] = True
    return StackItem(id=obj.id, kind="card", controller=player, name=obj.card.name,
                     source=obj.id, choices={"x": x} if isinstance(x, int) else {"x": 0},
                     extra=extra)


def play_read_grant(obj: GameObject, keyword: str) -> bool:
    """Whether the card's own grant of `keyword` reads its play (RB 806.4.a, RB 813.4.a)."""
    return any(_reads_the_play(a.condition) for a, kws in _self_timing_grants(obj)
               if keyword in kws)


def _self_timing_grants(obj: GameObject) -> list[tuple[AbilityDef, set[str]]]:
    """The card's own passive abilities granting it Action or Reaction, with which."""
    from judge.engine.effects import Modify

    out = []
    for ability in obj.card.abilities:
        if ability.kind != "static":
            continue
        kws = {k for e in ability.effect if isinstance(e, Modify) and e.target == "self"
               for k in e.keywords} & {"action", "reaction"}
        if kws:
            out.append((ability, kws))
    return out


def _adds(effects: tuple[object, ...]) -> bool:
    """Whether instructions add Energy or Power (RB 429.2.b: a spell doing so is no Add
    ability)."""
    from judge.engine.effects import Gain
    from judge.games.riftbound.state import RUNE_POOL

    return any(isinstance(e, Gain) and any(k in RUNE_POOL for k, _ in e.resources)
               for e in effects)


#: Conditions that read the play itself, true only once the card is on the chain.
_PLAY_KINDS = frozenset({"paid_optional", "played_from", "x"})


def _reads_the_play(c: object) -> bool:
    """Whether condition `c` reads the card's own play (RB 806.4.a, RB 813.4.a)."""
    from judge.engine.conditions import AllOf, AnyOf, Compare, Not

    if isinstance(c, Compare):
        return _reads_the_play(c.quantity) or _reads_the_play(c.value)
    if isinstance(c, (AllOf, AnyOf)):
        return any(_reads_the_play(p) for p in (c.all if isinstance(c, AllOf) else c.any))
    if isinstance(c, Not):
        return _reads_the_play(c.not_)
    return getattr(c, "kind", None) in _PLAY_KINDS


def idle_grant(t: Table, player: str, obj: GameObject, granted: frozenset[str]) -> str:
    """The keyword ("reaction" first) a card's own passive ability would grant it but does not
    now, its condition unmet (RB 806.4, RB 813.4); "" if none."""
    if t.game.vocab.is_board(obj.zone):
        return ""
    idle = {k for _, kws in _self_timing_grants(obj) for k in kws} - granted
    return "reaction" if "reaction" in idle else "action" if "action" in idle else ""


def accelerate_cost(t: Table, player: str, obj: GameObject, many_domains: str
                    ) -> Refusal | tuple[Cost, tuple[str, ...]]:
    """RB 805.1.a: Accelerate's optional additional cost, 1 Energy and 1 Power of the unit's
    domain: of its one domain (RB 805.1.a.1), of any domain if it has none (RB 805.1.a.2); of a
    multi-domain unit, of any one of its domains (v1.4, RB 135.2.e.6.c: judge takes the first
    the player can pay, in the card's order) or of any domain (v1.3)."""
    if not (obj.card.is_type("unit") and kw.has(obj, "accelerate")):
        return Refusal(phrase(Msg("{object} has no Accelerate, so there is no Accelerate cost to "
                                  "pay (choices: {{accelerate: true}} is for a unit with "
                                  "Accelerate)",
                                  object=t.name(obj.id))),
                       ("RB 805.1", "RB 805.2"))
    raw = obj.card.get("domains") or ()
    domains = [str(d) for d in raw] if isinstance(raw, (tuple, list)) else []
    # RB 805.4: Accelerate twice (printed and granted) is one optional cost, paid once
    once: tuple[str, ...] = ("RB 805.4",) if kw.instances(obj, "accelerate") > 1 else ()
    if not domains:
        return Cost((("energy", 1), ("power", 1))), ("RB 805.1.a.2", *once)
    if len(domains) > 1 and many_domains == "any":
        return Cost((("energy", 1), ("power", 1))), ("RB 805.1.a.2", "RB 135.2.e.6.b", *once)
    why: tuple[str, ...] = ("RB 805.1.a.1",) + (("RB 135.2.e.6.c",) if len(domains) > 1
                                                 else ()) + once
    for d in domains:
        if plan_adds(t, player, {"energy": 1, d: 1}) is not None:
            return Cost((("energy", 1), (d, 1))), why
    return Cost((("energy", 1), (domains[0], 1))), why


def own_optional_cost(t: Table, obj: GameObject) -> Refusal | Cost:
    """RB 356.2.b.1: the card's own "you may pay [cost] as an additional cost to play me" (card
    key `optional_cost`), added only if its player chose to pay it as they play it."""
    cost = obj.card.get("optional_cost")
    if not isinstance(cost, Cost):
        return Refusal(phrase(Msg("{object} has no optional additional cost to pay (choices: "
                                  "{{optional_cost: true}} is for a card with `optional_cost`)",
                                  object=t.name(obj.id))), ("RB 356.2.b.1",))
    return cost


def repeat_cost(t: Table, obj: GameObject) -> Refusal | None:
    """RB 820.1.c.1: a spell's Repeat cost (card key `repeat_cost`, or one per instance in
    `repeat_costs`), an optional additional cost its player chose to pay as they play it: a
    refusal if it has none."""
    if not (obj.card.is_type("spell") and kw.has(obj, "repeat")) or not instances(obj):
        return Refusal(phrase(Msg("{object} has no Repeat cost to pay (choices: {{repeat: true}} "
                                  "is for a spell with Repeat and its `repeat_cost`)",
                                  object=t.name(obj.id))), ("RB 820.1",))
    return None


def repeat_times(plan: PlayPlan, optional: list[tuple[str, Cost, tuple[str, ...]]]
                 ) -> PlayPlan:
    """RB 820.3: with several Repeat costs paid, the instructions run once more for each (the
    play notes how many: repeat.TIMES)."""
    n = sum(1 for name, _, _ in optional if name == "repeat")
    if n < 2:
        return plan
    notes = tuple((k, (*v, "RB 820.3")) if k == PLAN_RULES and isinstance(v, tuple) else (k, v)
                  for k, v in plan.notes)
    return replace(plan, notes=(*notes, (TIMES, n)))


def discounted_additional(additional: Cost, owes: dict[str, int]) -> tuple[str, ...]:
    """RB 356.4.f: a discount may lower additional costs too, even to 0; cited where it
    certainly did: less of a resource is owed than the additional costs alone ask (a "1 Power
    less" paying Deflect's Power: riftboundfaq Applied Researchers #other-spell-costs)."""
    return ("RB 356.4.f",) if any(owes.get(res, 0) < n for res, n in additional.resources
                                  if n > 0) else ()


def chosen_each_time(targets: tuple[str, ...],
                     optional: list[tuple[str, Cost, tuple[str, ...]]],
                     others: tuple[TargetLock, ...],
                     each: tuple[tuple[TargetLock, ...], ...]) -> tuple[str, ...]:
    """Every choice of a target the play makes, once per execution: the first execution's, then
    for each Repeat instance paid its own targets (`repeat_targets_each`, else
    `repeat_targets`), or the first ones chosen again (RB 820.2: the repeated execution's
    choices are made as it is played, even where they are the same). Deflect is paid for each
    (RB 809.1.c: each time the object is chosen)."""
    out = list(targets)
    repeats = sum(1 for name, _, _ in optional if name == "repeat")
    for n in range(repeats):
        own = each[n] if n < len(each) and each[n] else others
        out += [lock.id for lock in own] if own else list(targets)
    return tuple(out)


def plan_payment(t: Table, player: str, obj: GameObject, printed: Cost,
                 additional: Cost | None, targets: tuple[str, ...], waived: Cost | None,
                 enters: str | None = None, *, of: str = "play", x: int | None = None,
                 free: bool | str = False,
                 optional: list[tuple[str, Cost, tuple[str, ...]]] | None = None,
                 timing: tuple[str, ...] = (), alternative: tuple[str, ...] = ()) -> PlayPlan:
    """What a play owes and how it is paid (RB 356): the base cost, whose Energy and Power are
    ignored when hidden (RB 811) or played free (RB 356.1.b.1); additional costs the rules add,
    paid even then (RB 356.1.b.3, `PlayPlan.extra`): Deflect's extra Power per opponent's
    Deflect target chosen (RB 809.1, mandatory), optional ones the player chose (`optional`:
    Accelerate); then cost changes (RB 356.3-356.4, worked out as the engine will); and the
    Reaction Add abilities needed to pay what the pool lacks (RB 357, RB 429.3). Notes: `adds`,
    `why` (the rules applied, first those of an `alternative` cost paid in place of the base
    cost: Flow's, RB 829.1.c.1), `surcharge`, `enters`, and each optional cost's name."""
    from judge.engine.costs import actual_cost, free_role

    waive = waive_of(waived)
    surcharge = deflect_surcharge(t, player, targets)
    # The timing rules are the play step's (`timing` note); the rest are the cost step's.
    # RB 809.1.c.1: the Power Deflect adds may be of any domain, whatever the spell's
    why = alternative + (("RB 811.1.b",) if waive else ()) + (
        ("RB 809.1.c", "RB 356.2.a.2", "RB 809.1.d", "RB 809.1.c.1") if surcharge else ())
    # (RB 356.2.a.2: a playing player's Deflect Power is a mandatory additional cost, not
    # declined as a trigger's may be, RB 404.2)
    if deflect_added_up(t, player, targets):
        why = (*why, "RB 809.2")  # a Deflect given to a Deflect object adds up
    if deflect_spared(t, player, targets) and "RB 809.1.c" not in why:
        why = (*why, "RB 809.1.c")  # a friendly Deflect target: only opponents pay it
    if deflect_idle(t, targets):
        why = (*why, "RB 718.2", "RB 809.1.c")  # attached: its printed Deflect is inactive
    if of == "play" and costless_token_chosen(t, obj, targets):
        why = (*why, "RB 185.3.a.1")  # "costs N or less" chose a token: its cost counts as 0
    if of == "play" and inactive_keyword_chosen(t, obj, targets):
        why = (*why, "RB 722.2")  # "a gear with Temporary" chose one whose text is inactive
    if free:  # RB 356.1.b.1: its base Energy and Power costs are set to zero; RB 356.1.b.2:
        # one of them; RB 356.5.a: the total cost, additional costs included, is [0]
        rule = t.game.cite_optional(free_role(free))
        # "any and all costs" decides the whole total, whatever Deflect or others added: first
        why = (*rule, *why) if free == "all" else (*why, *rule)
    if of == "play" and not waive and not obj.zone.startswith("facedown:") \
            and kw.has(obj, "hidden"):
        why = (*why, "RB 811.3")  # a Hidden card not hidden: played as usual, its cost paid
    base = replace(printed, resources=owed(printed, waived, 0))
    parts = [Cost((("power", surcharge),))] if surcharge else []
    notes: list[tuple[str, object]] = []
    for name, cost, rules in optional or ():
        parts.append(cost)
        notes.append((name, cost.resources))
        why = (*why, *OPTIONAL_RULES.get(name, ()), *rules)
    extra = total_cost(*parts) if parts else None
    chosen = total_cost(*(cost for _, cost, _ in optional)) if optional else None
    actual = actual_cost(t, player, base, total_cost(additional, extra), obj, of=of, x=x,
                         free=free, optional=chosen)
    owes = dict(actual.resources)
    why = (*why, *power_rules(owes), *discounted_additional(total_cost(additional, extra), owes))
    adds = plan_adds(t, player, owes)
    if adds:
        notes.append((WHILE_PAYING, tuple(adds)))
        why = (*why, "RB 357.1.a")
    notes += [(PLAN_RULES, why), (PLAY_TIMING, timing), ("surcharge", surcharge)]
    if enters is not None:
        notes.append(("enters", enters))
    return PlayPlan(base, tuple(notes), extra=extra, optional=chosen)


#: The rules of the optional additional costs a player may choose to pay as they play a card.
OPTIONAL_RULES: dict[str, tuple[str, ...]] = {
    "accelerate": ("RB 805.1.a", "RB 805.2", "RB 356.2.b"),
    "repeat": ("RB 820.1.c.1", "RB 356.2.b"),
    "optional_cost": ("RB 356.2.b.1",),
}


def power_rules(owes: dict[str, int]) -> tuple[str, ...]:
    """RB 163.2: Power of a domain pays that domain's cost (universal Power too, RB 163.2.b);
    RB 135.2.e.5.a: Power of any domain pays an [A] cost."""
    out: tuple[str, ...] = ()
    if any(owes.get(d) for d in DOMAINS):
        out += ("RB 163.2", "RB 163.2.b")
    if owes.get("power"):
        out += ("RB 135.2.e.5.a",)
    return out


class RiftTimingV13(RiftTiming):
    """Core Rules v1.3: [C] on a multi-domain card is Power of any domain (v1.3 RB 135.2.e.6.b,
    RB 805.1.a.2)."""

    many_domains = "any"


def rules_for_ability(obj: GameObject, ability: AbilityDef) -> tuple[str, ...]:
    if ability.kind == "resource":
        return ("RB 429.3", "RB 381")
    if obj.card.is_type("gear"):
        return ("RB 151.2", "RB 381")
    return ("RB 145.2", "RB 381")
