"""What may be played or activated now: the four states and the timing keywords (RB 308-310,
RB 155, RB 358.4, RB 806, RB 813), plus where cards come from and what they cost (Hidden, Ambush,
Deflect).

Two independent bits gate every play (RB 308-309): in a Showdown state only Action and Reaction
cards and abilities may be used; in a Closed state (a chain exists) only Reaction ones. In a
Neutral Open state, by default, only the turn player in their Main Phase (RB 310.1.a, RB 155).
Priority (and, in a showdown, focus) is checked before any of this (RB 312-313).
"""

from __future__ import annotations

from judge.engine.rulebook import Refusal
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.chain import deflect_surcharge
from judge.games.riftbound.control import destination, unit_location_ok
from judge.games.riftbound.payment import credit, plan_adds
from judge.games.riftbound.state import (
    CostAdjust,
    bf_of,
    chain_exists,
    ext,
    facedown_bf,
)
from judge.model.cards import AbilityDef, Cost
from judge.model.scenario import Action
from judge.model.state import GameObject, GameState

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table


def current_action(r: Table) -> Action | None:
    """The scripted action being checked (its targets and choices decide Deflect and where a
    unit is played)."""
    i = r.current_action
    return r.scenario.actions[i] if i is not None and i < len(r.scenario.actions) else None


def timing_refusal(r: Table, player: str, *, action_kw: bool, reaction_kw: bool,
                   what: str, default_rules: tuple[str, ...]) -> Refusal | None:
    """The four states (RB 308-310) against the permissions a card or ability has."""
    state = r.state
    if chain_exists(state):
        if not reaction_kw:
            return Refusal(f"a chain exists (Closed state): only Reaction cards and abilities "
                           f"can be played, and {what} has no Reaction", ("RB 309.1.a",
                                                                          "RB 358.4"))
        return None
    if ext(state).showdown is not None:
        if not (action_kw or reaction_kw):
            return Refusal(f"a showdown is going on (Showdown state): only Action or Reaction "
                           f"cards and abilities can be used, and {what} has neither",
                           ("RB 308.1.a", "RB 358.4"))
        return None
    if player != state.turn_player or state.phase != "main":
        return Refusal(f"in a Neutral Open state {what} can be used only by the turn player in "
                       f"their Main Phase", (*default_rules, "RB 310.1.a", "RB 316.5"))
    return None


def play_zones(obj: GameObject) -> tuple[str, ...]:
    """RB 419: from the hand or the Champion Zone; a hidden card from its facedown zone."""
    zones: tuple[str, ...] = ("hand", "champion_zone")
    if obj.zone.startswith("facedown:") and kw.has(obj, "hidden"):
        zones = (*zones, obj.zone)
    return zones


def play_refusal(r: Table, player: str, obj: GameObject) -> Refusal | None:
    state, x = r.state, ext(r.state)
    x.cost_adjust = None
    card = obj.card
    action = current_action(r)
    choices = dict(action.get("choices") or {}) if action else {}  # type: ignore[call-overload]
    targets = [str(t) for t in (action.get("targets") or ())] if action else []  # type: ignore[attr-defined]
    hidden_at = facedown_bf(obj.zone)
    if hidden_at is not None:
        hidden_turn = obj.extra.get("hidden_turn")
        if isinstance(hidden_turn, int) and hidden_turn >= state.turn_number:
            return Refusal(f"{r.name(obj.id)} was hidden this turn: it can be played from the "
                           "next turn on", ("RB 811",))
    permanent = card.is_type("unit", "gear")
    where = "base"
    if card.is_type("unit"):
        where = destination(choices.get("location", "base")) if hidden_at is None else \
            f"battlefield:{hidden_at}"
    reaction = kw.has(obj, "reaction") or hidden_at is not None or (
        kw.has(obj, "ambush") and bf_of(where) is not None)
    refusal = timing_refusal(r, player, action_kw=kw.has(obj, "action"), reaction_kw=reaction,
                             what=r.name(obj.id),
                             default_rules=("RB 155",) if not permanent else ("RB 410",))
    if refusal is not None:
        return refusal
    if card.is_type("unit") and hidden_at is None:
        wrong = unit_location_ok(r, player, obj, where)
        if wrong is not None:
            return Refusal(f"{r.name(obj.id)} cannot be played to {where}: {wrong}",
                           ("RB 355.2.a", "RB 822") if kw.has(obj, "ambush") else
                           ("RB 355.2.a",))
    if card.is_type("gear") and choices.get("location", "base") != "base":
        return Refusal("gear is played to its controller's base", ("RB 149",))
    if hidden_at is not None:
        away = [t for t in targets if (o := state.objects.get(t)) is not None
                and r.game.vocab.is_board(o.zone) and o.zone != f"battlefield:{hidden_at}"]
        if away:
            return Refusal(f"played from hiding, its targets must be at {hidden_at}: "
                           f"{r.name(away[0])} is not", ("RB 811",))
        x.hidden_play[obj.id] = hidden_at
    elif card.is_type("unit"):
        x.hidden_play.pop(obj.id, None)
    printed = r.game.play_cost(r, player, obj)
    adjust_cost(r, player, printed if hidden_at is not None else None, targets,
                total_cost(printed, card.additional_cost))
    return None


def adjust_cost(r: Table, player: str, waived: Cost | None, targets: list[str],
                total: Cost) -> None:
    """Hidden: the base Energy and Power are ignored (RB 811); Deflect: extra Power per
    opponent's Deflect target chosen (RB 809.1), still owed when played from hiding; and the
    Reaction Add abilities needed to pay what the pool lacks (RB 357, RB 429.3)."""
    waive = tuple((k, n) for k, n in (waived.resources if waived else ()) if k in
                  ("energy", "power"))
    surcharge = deflect_surcharge(r, player, targets)
    why = (("RB 811",) if waive else ()) + (("RB 809", "RB 356") if surcharge else ())
    adj = CostAdjust(waive, surcharge, why)
    ext(r.state).cost_adjust = adj
    owed, _ = adjusted(r.state, total)
    plan = plan_adds(r, player, dict(owed))
    if plan:
        adj.planned = tuple(plan)
        adj.why = (*adj.why, "RB 429.3")


def total_cost(*costs: Cost | None) -> Cost:
    total: dict[str, int] = {}
    for c in costs:
        for k, n in (c.resources if c is not None else ()):
            total[k] = total.get(k, 0) + n
    return Cost(tuple(total.items()))


def activate_refusal(r: Table, player: str, obj: GameObject, name: str) -> Refusal | None:
    """RB 145.2, RB 151.2, RB 381: by default in your Main Phase in a Neutral Open state; Action
    and Reaction widen that; a Reaction Add ability may be used whenever you hold priority
    (RB 429.3)."""
    x = ext(r.state)
    x.cost_adjust = None
    ability = obj.card.ability(name)
    assert ability is not None
    if not r.game.vocab.is_board(obj.zone):
        return Refusal(f"{r.name(obj.id)} is not on the board, so its abilities cannot be "
                       "activated", ("RB 145.2", "RB 381"))
    refusal = timing_refusal(r, player, action_kw="action" in ability.keywords,
                             reaction_kw="reaction" in ability.keywords,
                             what=f"{r.name(obj.id)}'s {name}",
                             default_rules=rules_for_ability(obj, ability))
    if refusal is not None:
        return refusal
    action = current_action(r)
    targets = [str(t) for t in (action.get("targets") or ())] if action else []  # type: ignore[attr-defined]
    adjust_cost(r, player, None, targets, total_cost(ability.cost))
    return None


def rules_for_ability(obj: GameObject, ability: AbilityDef) -> tuple[str, ...]:
    if ability.kind == "resource":
        return ("RB 429", "RB 381")
    if obj.card.is_type("gear"):
        return ("RB 151.2", "RB 381")
    return ("RB 145.2", "RB 381")


def adjusted(state: GameState, cost: Cost) -> tuple[tuple[tuple[str, int], ...], CostAdjust | None]:
    """The resources actually owed for `cost` under the current adjustment."""
    adj = ext(state).cost_adjust
    if adj is None:
        return cost.resources, None
    total = dict(cost.resources)
    for k, n in adj.waive:
        total[k] = max(0, total.get(k, 0) - n)
    if adj.surcharge:
        total["power"] = total.get("power", 0) + adj.surcharge
    return tuple((k, n) for k, n in total.items() if n), adj


def cost_refusal(state: GameState, player: str, cost: Cost) -> Refusal | None:
    """RB 166, RB 357: the pool, plus Reaction Add abilities usable while paying, must cover the
    Energy and Power owed."""
    have = state.players[player].resources
    owed, adj = adjusted(state, cost)
    extra = credit(adj)
    for res, n in owed:
        if have.get(res, 0) + extra.get(res, 0) < n:
            more = f" (Deflect adds {adj.surcharge} Power)" if adj and adj.surcharge else ""
            return Refusal(f"{player} cannot pay {n} {res}{more}: {have.get(res, 0)} in the rune "
                           "pool and no more from ready Reaction Add abilities",
                           ("RB 357", "RB 166", *(adj.why if adj else ())))
    return None


def pay_resources(state: GameState, player: str, cost: Cost) -> None:
    """Pay from the pool; what it lacks comes from the planned Add abilities, which are used
    right after (payment.use_planned_adds) and bring the pool back to what is left."""
    have = state.players[player].resources
    owed, _ = adjusted(state, cost)
    for res, n in owed:
        have[res] = have.get(res, 0) - n
