"""Will: producing it (will abilities, FOW 907), paying it (FOW 1003) and clearing it (FOW 503.4,
505.5c).

A player's produced will is kept as resources, one per kind of will (`light`, `fire`, `water`,
`wind`, `darkness`, `void`, `attributeless`). A cost names the will symbols it needs by the same
keys plus `free`, the generic part any will can pay (FOW 1003.2).
"""

from __future__ import annotations

from judge.engine.rulebook import Refusal
from judge.engine.trace import StepKind
from judge.games.force_of_will.state import ATTRIBUTES, FREE, WILL, ext, in_battle
from judge.model.cards import Cost
from judge.model.state import GameState, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.table import Table

#: Will spent on the free part of a cost first: the kinds no symbol could ask for.
FREE_ORDER_FIRST = ("attributeless", "void")


def payment_plan(have: dict[str, int], cost: Cost) -> dict[str, int] | None:
    """How much of each resource pays `cost`, or None if it cannot be paid in full (FOW 1003.4).

    Symbols are paid with will of that kind; the free part with any will: will without attribute
    and void first, then the attribute with the most will left (judge's deterministic choice of
    the payment the player would make; see docs/games/force-of-will.md)."""
    plan: dict[str, int] = {}
    left = dict(have)
    free = 0
    for res, n in cost.resources:
        if res == FREE:
            free += n
            continue
        if left.get(res, 0) < n:
            return None
        left[res] = left.get(res, 0) - n
        plan[res] = plan.get(res, 0) + n
    by_amount = sorted(ATTRIBUTES, key=lambda a: -left.get(a, 0))
    for res in (*FREE_ORDER_FIRST, *by_amount):
        if free <= 0:
            break
        take = min(free, left.get(res, 0))
        if take:
            left[res] -= take
            plan[res] = plan.get(res, 0) + take
            free -= take
    return plan if free <= 0 else None


def add_costs(*costs: Cost) -> Cost:
    """The resources of several costs together (a card's cost plus its additional cost)."""
    total: dict[str, int] = {}
    for cost in costs:
        for res, n in cost.resources:
            total[res] = total.get(res, 0) + n
    return Cost(tuple(total.items()))


def describe_cost(cost: Cost) -> str:
    return " + ".join(f"{n} {res}" for res, n in cost.resources) or "nothing"


def describe_pool(have: dict[str, int]) -> str:
    parts = [f"{have[k]} {k}" for k in WILL if have.get(k)]
    return ", ".join(parts) or "no will"


def cost_refusal(state: GameState, player: str, cost: Cost) -> Refusal | None:
    """FOW 1003.4: a cost is paid in full or not at all; produce the will first (FOW 907.2)."""
    have = state.players[player].resources
    if "life" in dict(cost.resources) and have.get("life", 0) < dict(cost.resources)["life"]:
        return Refusal(f"{player} cannot pay {dict(cost.resources)['life']} life (has "
                       f"{have.get('life', 0)})", ("FOW 105.4a", "FOW 1003.4"))
    will_cost = Cost(tuple((k, n) for k, n in cost.resources if k != "life"))
    if payment_plan(have, will_cost) is None:
        return Refusal(f"{player} cannot pay {describe_cost(will_cost)} (has "
                       f"{describe_pool(have)}); will must be produced before it is paid",
                       ("FOW 1003.4", "FOW 907.2"))
    return None


def pay(state: GameState, player: str, cost: Cost) -> None:
    """Pay a cost already checked by `cost_refusal` (FOW 1003.1)."""
    have = state.players[player].resources
    plan = payment_plan(have, Cost(tuple((k, n) for k, n in cost.resources if k != "life")))
    assert plan is not None, "cost_refusal must be checked first"
    for res, n in plan.items():
        have[res] -= n
    for res, n in cost.resources:
        if res == "life":
            have["life"] = have.get("life", 0) - n


def resolve_will_ability(r: Table, item: StackItem) -> None:
    """FOW 907.3: a will ability does not use the chase; it resolves as soon as it is played. It
    is not a chase item, so it is not listed among the resolved items."""
    state = r.state
    r.resolve_at_once(item, ("FOW 907.3", "FOW 707.2"), record=False,
                      verb="is a will ability and resolves at once, without using the chase")
    if in_battle(state) and item.controller != state.turn_player:
        battle = ext(state).battle
        assert battle is not None
        battle.opponent_acted = True  # FOW 803.6: any ability played in this battle counts
    if not state.passes:
        return
    # FOW 605.1a vs 605.1b: does taking a will ability break a run of passes? (FOW HP.1)
    if r.policy_is("will.passes", "resets"):
        state.passes = 0
        r.step(StepKind.PRIORITY, f"{item.controller} took an action (a will ability), so the "
               "pass before it no longer counts: two passes in a row are needed again",
               ("FOW 605.1a", r.policy_id("will.passes")), actor=item.controller)
    else:
        r.step(StepKind.PRIORITY, "a will ability does not use the chase, so the pass before it "
               "still counts as the first of two in a row",
               ("FOW 907.3", r.policy_id("will.passes")), actor=item.controller)


def clear_will(r: Table, citations: tuple[str, ...], when: str) -> None:
    """All produced will ceases to exist (FOW 503.4, 505.5c; FOW 503.1 on a first turn)."""
    cleared = []
    for p in r.state.players.values():
        had = {k: p.resources[k] for k in WILL if p.resources.get(k)}
        if had:
            cleared.append(f"{p.id}'s {describe_pool(had)}")
        for k in WILL:
            if k in p.resources:
                p.resources[k] = 0
    what = "; ".join(cleared) if cleared else "no produced will was left"
    r.step(StepKind.EFFECT, f"will clearance ({when}): produced will ceases to exist ({what})",
           citations)
