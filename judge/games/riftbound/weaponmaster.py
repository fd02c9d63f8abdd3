"""Weaponmaster (RB 821): "when you play me, you may choose an Equipment you control; pay its
Equip cost, reduced by [A], to attach it to me".

- One trigger per instance as the unit's play completes on entering the board (RB 821.1.c.7);
  it is optional: `decisions: {<unit>.weaponmaster: {decline: true}}` declines it.
- The Equipment is chosen as it resolves, not targeted (RB 821.1.c.6):
  `decisions: {<item>: {choices: {equipment: <id>}}}`; without one judge takes the first
  Equipment its controller controls that is not already on this unit and whose cost can be paid,
  and says so.
- The cost is that of its Equip ability (RB 821.1.c.2) less one Power of any domain ([A]) if it
  has any (RB 821.1.c.3); it is paid with the rune pool and Add abilities (RB 357). No Equip
  ability, or a cost that cannot be paid: it stays where it is (RB 821.1.c.4-5). Paying it is not
  activating the Equip ability (RB 821.1.c.6). With Weaponmaster in a file, an Equip cost beyond
  Energy and Power is an honest "cannot rule" (setup.py).
"""

from __future__ import annotations

from judge.engine.costs import actual_cost
from judge.engine.declare import PlayPlan
from judge.engine.events import EventKind
from judge.engine.paying import WHILE_PAYING, UsedWhilePaying, credit, use_while_paying
from judge.engine.trace import StepKind
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.equip import attach_one, changes_own_activations, is_equipment
from judge.games.riftbound.payment import plan_adds, spend
from judge.model import effects as fx
from judge.model.cards import AbilityDef, Cost
from judge.model.state import GameObject, PendingTrigger, StackItem
from judge.msg import Msg, phrase, said_of
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class Weaponmaster(fx.Effect):
    """Weaponmaster's effect: attach an Equipment you control to the source, paying its Equip
    cost less [A] (RB 821.1.c)."""

    kind: ClassVar[str] = "weaponmaster"


WEAPONMASTER = AbilityDef(name="Weaponmaster", kind="triggered", effect=(Weaponmaster(),),
                          keywords=("weaponmaster",), optional=True)


def weaponmaster_triggers(t: Table, obj: GameObject, node: str) -> None:
    """RB 821.1.c, RB 821.1.c.7: a unit with Weaponmaster was played: each instance triggers."""
    if not (t.game.vocab.is_board(obj.zone) and obj.card.is_type("unit")
            and kw.has(obj, "weaponmaster")):
        return
    n = kw.instances(obj, "weaponmaster")
    for _ in range(n):
        t.state.pending_triggers.append(PendingTrigger(obj.id, WEAPONMASTER, obj.controller,
                                                       node, 0, obj.id))
    t.step(StepKind.TRIGGER, Msg("{object}'s play completes as it enters the board: its "
                                 "Weaponmaster triggers {n} times", object=t.name(obj.id), n=n)
           if n > 1 else Msg("{object}'s play completes as it enters the board: its Weaponmaster "
                             "triggers", object=t.name(obj.id)),
           ("RB 821.1.c", *(("RB 821.1.c.7",) if n > 1 else ())))


def equip_cost(t: Table, gear: GameObject, player: str) -> Cost | None:
    """RB 821.1.c.2-3: its Equip ability's cost, as the cost changes that apply to activating
    it make it (RB 818.1.c.4, RB 725.3), less one Power of any domain if it has any."""
    ability = next((a for a in gear.card.abilities if a.kind == "activated"
                    and "equip" in a.keywords), None)
    if ability is None:
        return None
    if gear.attached_to is not None and changes_own_activations(gear):
        # RB 725.3: Weaponmaster sees the attached gear's own text changing its Equip cost,
        # which is otherwise inactive (RB 718.2): not modelled.
        raise unsupported_here(t, gear)
    actual = actual_cost(t, player, ability.cost, Cost(), gear, of="activate")
    if actual.notes and changes_own_activations(gear):
        t.cite_also_rule("RB 818.1.c.4")  # its own text changed the Equip cost it pays
    owes = dict(actual.resources)
    if owes.get("power", 0) > 0:
        owes["power"] -= 1
    return Cost(tuple((k, n) for k, n in owes.items() if n > 0),
                exhaust_self=ability.cost.exhaust_self, discard=ability.cost.discard)


def unsupported_here(t: Table, gear: GameObject) -> Exception:
    from judge.errors import Problem, UnsupportedMechanic

    path = ("cards", gear.card.name, "abilities")
    marks = t.scenario.marks or {}
    line, col = marks.get(path) or marks.get(path[:2]) or (0, 0)
    return UnsupportedMechanic(Problem(
        t.scenario.file, line, col, ".".join(path), f"Weaponmaster paying the Equip cost of "
        f"{t.name(gear.id)}, which is attached and whose own inactive text changes that cost "
        "(RB 725.3): not implemented"))


def _payable(t: Table, player: str, cost: Cost, gear: GameObject
             ) -> tuple[UsedWhilePaying, ...] | None:
    """The Add abilities the resources need, or None if the cost cannot be paid: its resources,
    exhausting the gear (it must be ready), discarding (enough cards in hand)."""
    if cost.exhaust_self and gear.exhausted:
        return None
    if cost.discard and len(hand_of(t, player)) < cost.discard:
        return None
    adds = tuple(plan_adds(t, player, dict(cost.resources)) or ())
    refusal = t.game.payment.cost_refusal(t.state, player, cost,
                                          PlayPlan(cost, ((WHILE_PAYING, adds),)))
    return None if refusal is not None else adds


def hand_of(t: Table, player: str) -> list[str]:
    return [o.id for o in t.state.objects.values() if o.owner == player and o.zone == "hand"]


def pay_other_parts(t: Table, item: StackItem, player: str, gear: GameObject, cost: Cost
                    ) -> str:
    """RB 821.1.c.2, RB 818.1.c.3: an Equip cost's parts beyond Energy and Power: exhausting
    the gear; discarding, as `decisions: {<item>: {choices: {discard: [ids]}}}` says, else the
    first cards of the hand in the file's order (said)."""
    said = []
    if cost.exhaust_self:
        gear.exhausted = True
        t.emit(EventKind.EXHAUSTED, f"{t.name(gear.id)} exhausted", obj=gear.id, player=player,
               cause=item.id)
        said.append(f"exhausting {t.name(gear.id)}")
    if cost.discard:
        hand = hand_of(t, player)
        chosen = t.decision(item.id, "choices", "discard")
        if chosen is None:
            picked, how = hand[:cost.discard], " (chosen automatically: the first in the hand; " \
                f"set `decisions: {{{item.id}: {{choices: {{discard: [...]}}}}}}`)"
        else:
            picked = [str(c) for c in chosen] if isinstance(chosen, (list, tuple)) else []
            if len(picked) != cost.discard or any(c not in hand for c in picked) or \
                    len(set(picked)) != len(picked):
                t.bad_decision((item.id, "choices", "discard"), f"name {cost.discard} "
                               f"different card(s) of {player}'s hand ({', '.join(hand)})")
            how = ""
        for cid in picked:
            card = t.state.objects[cid]
            t.move(card, t.graveyard_of(card), cause=item.id, how="cost")
        said.append(f"discarding {', '.join(t.name(c) for c in picked)}{how}")
    if said:
        t.cite_also_rule("RB 818.1.c.3")
    return "".join(f", {s}" for s in said)


def run_weaponmaster(t: Table, item: StackItem, e: Weaponmaster) -> str | None:
    unit = t.state.objects.get(item.source or "")
    if unit is None or not t.game.vocab.is_board(unit.zone):
        return None
    player = item.controller
    mine = [o for oid in t.board if (o := t.state.objects[oid]).controller == player
            and is_equipment(o.card) and o.attached_to != unit.id]
    chosen = t.decision(item.id, "choices", "equipment")
    t.cite_also_rule("RB 821.1.c")
    if chosen is not None:
        gear = next((o for o in mine if o.id == chosen), None)
        if gear is None:
            t.bad_decision((item.id, "choices", "equipment"), f"{chosen!r} is not Equipment "
                           f"{player} controls on the board, apart from this unit's: "
                           f"{', '.join(o.id for o in mine) or 'none'}")
        said = ""
    else:
        gear = next((o for o in mine if (c := equip_cost(t, o, player)) is not None
                     and _payable(t, player, c, o) is not None), None)
        if gear is None:
            return phrase(Msg("{player} has no Equipment whose Equip cost could be paid: nothing "
                              "happens",
                              player=player))
        said = (f" (no decision given: the first that can be paid; set `decisions: {{{item.id}"
                ": {choices: {equipment: ...}}}`)")
    cost = equip_cost(t, gear, player)
    if cost is None:
        t.cite_also_rule("RB 821.1.c.4")
        return phrase(Msg("{object} has no Equip cost, so it cannot be paid: it stays{said}",
                          object=t.name(gear.id), said=said_of(said)))
    adds = _payable(t, player, cost, gear)
    if adds is None:
        t.cite_also_rule("RB 821.1.c.5")
        return phrase(Msg("{player} cannot pay {object}'s Equip cost less [A]: it stays{said}",
                          player=player, object=t.name(gear.id), said=said_of(said)))
    spend(t.state.players[player].resources, dict(cost.resources), credit(adds))
    use_while_paying(t, player, adds, f"{t.name(gear.id)}'s Equip cost")
    t.cite_also_rule("RB 821.1.c.3")
    others = pay_other_parts(t, item, player, gear, cost)
    paid = (", ".join(f"{n} {k}" for k, n in cost.resources) or "no Energy or Power") + others
    return f"{player} pays {paid} (its Equip cost less [A]): " + attach_one(t, item, gear, unit) \
        + said
