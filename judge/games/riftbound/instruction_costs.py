"""Costs within instructions (RB 740.4.a): "[pay X] to [do Y]" in a spell's or ability's text.

`pay_cost: {energy: 2}` is the cost (the [do X]), `as: paid` names it, and the effect it buys
is `if: {did: paid}` ("pay [2] to draw 2": `[{pay_cost: {energy: 2}, as: paid},
{draw: {count: 2}, if: {did: paid}}]`); "you may pay [1] to ..." adds `optional: true`.

It is a Cost, not the game action of `pay` ("pay 2. If you do, ...": RB 205):

- its controller pays it in full, from the rune pool and with Add abilities (RB 357), or not at
  all: a cost that cannot be paid in full is not paid and its effect does not happen (RB 203,
  RB 203.3), where a short `pay` does what it can (RB 055);
- a spell pays it as it resolves (RB 740.4.a.1); a triggered ability's cost in the first part of
  its effect is its base cost, paid to finalize it (RB 383.3.b, RB 403.1.b.1: the trigger's
  `cost:`), and one in a later part is paid as it resolves (RB 740.4.a.2.a), which is what this
  instruction does in a trigger. Core Rules v1.3 pays a trigger's cost within instructions as it
  is finalized wherever it stands (its RB 742.1.b): in a v1.3 trigger this is exit 3, naming it
  (write it as the trigger's `cost:`).
"""

from __future__ import annotations

from judge.engine.conditions import not_done
from judge.engine.paying import credit, use_while_paying
from judge.games.riftbound.payment import plan_adds, spend
from judge.model import effects as fx
from judge.model.args import required
from judge.model.effects import arg
from judge.model.state import StackItem
from judge.msg import Msg, amounts, phrase
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class PayCost(fx.Effect):
    """The cost of "[pay X] to [do Y]" (RB 740.4.a): paid in full by the item's controller, or
    not at all (RB 203.3)."""

    kind: ClassVar[str] = "pay_cost"
    resources: tuple[tuple[str, int], ...] = arg(required(
        "cost_resources", "resource: amount, the cost its controller pays (energy, power, ...)"))


def run_pay_cost(t: Table, item: StackItem, e: PayCost) -> str | None:
    """RB 740.4.a: pay the cost now, in full, or get nothing from it (RB 203.3)."""
    triggered = item.kind == "ability" and item.ability is not None and \
        item.ability.kind == "triggered"
    if triggered and t.state.edition == "v1.3":
        from judge.engine.lost import cannot_rule

        cannot_rule(t, "a cost within a triggered ability's instructions under v1.3: its RB "
                       "742.1.b (RB 740.4.a.2) pays it as the ability is finalized, wherever it "
                       "stands in the effect; write it as the trigger's `cost:`",
                    key="effect.pay_cost")
    rule = "RB 740.4.a.2.a" if triggered else "RB 740.4.a.1" if item.kind == "card" else \
        "RB 740.4.a"
    player = item.controller
    owes = {k: n for k, n in e.resources if n > 0}
    asked = amounts(list(owes.items()), t.game.words.resources)
    plan = plan_adds(t, player, owes)
    if plan is None:
        t.cite_also_rule(rule)  # v1.3's RB 742.1.a: the effect only if the cost is paid
        if t.state.edition != "v1.3":  # RB 203.3 (v1.4): an impossible cost is not paid
            t.cite_also_rule("RB 203.3")
        return not_done(Msg("{player} cannot pay {cost} in full: a cost is paid whole or not at "
                            "all, so nothing is paid and what it pays for does not happen",
                            player=player, cost=asked))
    spend(t.state.players[player].resources, owes, credit(tuple(plan)))
    use_while_paying(t, player, tuple(plan), item.id)
    t.cite_also_rule(rule)  # after the Add abilities' own steps: it is this step's rule
    return phrase(Msg("{player} pays {cost}, the cost within its instructions", player=player,
                      cost=asked))
