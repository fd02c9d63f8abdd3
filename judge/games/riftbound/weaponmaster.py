"""Weaponmaster (RB 821): "when you play me, you may choose an Equipment you control; pay its
Equip cost, reduced by [A], to attach it to me".

- One trigger per instance as the unit's play completes on entering the board (RB 821.1.c.7);
  it is optional: `decisions: {<unit>.weaponmaster: {decline: true}}` declines it.
- The Equipment is chosen as it resolves, not targeted (RB 821.1.c.6):
  `decisions: {<item>: {choices: {equipment: <id>}}}`; without one judge takes the first
  Equipment its controller controls that is not already on this unit and whose cost can be paid,
  and says so.
- The cost is that of its Equip ability (RB 821.1.c.2: its own, else one an effect grants it
  with its cost; with several, RB 818.4, the one `choices: {equip: <ability name>}` names in
  the same decision, else the first) less one Power of any domain ([A]) if it
  has any (RB 821.1.c.3); it is paid with the rune pool and Add abilities (RB 357). No Equip
  ability, or a cost that cannot be paid: it stays where it is (RB 821.1.c.4-5). Paying it is not
  activating the Equip ability (RB 821.1.c.6). Its other parts are paid as if Equip were
  activated (RB 821.1.c.2): exhausting the gear, discarding, killing a unit, naming, X; and an
  attached gear's own text changing that cost counts (RB 725.3).
"""

from __future__ import annotations

from judge.engine.characteristics import matches
from judge.engine.costs import actual_cost
from judge.engine.declare import PlayPlan
from judge.engine.effects import set_exhausted
from judge.engine.granted import gives_any, granted
from judge.engine.paying import WHILE_PAYING, UsedWhilePaying, credit, use_while_paying
from judge.engine.setup import hand_of
from judge.engine.trace import StepKind
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.equip import attach_one, changes_own_activations, is_equipment
from judge.games.riftbound.payment import plan_adds, spend
from judge.model import effects as fx
from judge.model.cards import AbilityDef, Cost
from judge.model.state import GameObject, PendingTrigger, StackItem
from judge.msg import Items, Msg, Said, amounts, phrase, said_of
from judge.record import dataclass, replace

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
        # triggered by the play, as "when you play me" abilities are: together with them
        t.state.pending_triggers.append(PendingTrigger(obj.id, WEAPONMASTER, obj.controller,
                                                       node, 0, obj.id, action=t.game_action))
    t.step(StepKind.TRIGGER, Msg("{object}'s play completes as it enters the board: its "
                                 "Weaponmaster triggers {n} times", object=t.name(obj.id), n=n)
           if n > 1 else Msg("{object}'s play completes as it enters the board: its Weaponmaster "
                             "triggers", object=t.name(obj.id)),
           ("RB 821.1.c", *(("RB 821.1.c.7",) if n > 1 else ())))


def equip_abilities(t: Table, gear: GameObject) -> list[AbilityDef]:
    """Its Equip abilities (RB 818.4: each a separate ability with its own cost): its card's,
    then those effects grant it with their cost (RB 818.1.c; ability_keywords.py), in timestamp
    order."""
    own = [a for a in gear.card.abilities if a.kind == "activated" and "equip" in a.keywords]
    if not gives_any(t):
        return own
    t.refresh_layers()
    return own + [a for a in granted(gear) if a.kind == "activated" and "equip" in a.keywords]


#: The note `cost_less_a` leaves on Weaponmaster's item: whether the Equip cost it worked out
#: last had an [A] to take off (RB 821.1.c.3).
LESS_A = "equip_cost_less_a"


def equip_cost(t: Table, gear: GameObject, player: str, item: StackItem, unit: GameObject
               ) -> tuple[Cost | None, str]:
    """RB 821.1.c.2: the cost of an Equip ability of the gear less [A] (`cost_less_a`), None if
    it has none (RB 821.1.c.4). With several (RB 818.4) the one its controller names,
    `decisions: {<item>: {choices: {equip: <ability name>}}}`, else the first whose cost can
    be paid (its own before granted ones), whose name is returned second to be said ("" where
    judge chose nothing)."""
    abilities = equip_abilities(t, gear)
    name = t.decision(item.id, "choices", "equip")
    if name is not None:
        found = next((a for a in abilities if a.name == name), None)
        if found is None:
            t.bad_decision((item.id, "choices", "equip"), f"{name!r} is not an Equip ability "
                           f"of {gear.id} ({', '.join(a.name for a in abilities) or 'none'})")
        return cost_less_a(t, gear, player, item, found), ""
    if len(abilities) < 2:
        return (cost_less_a(t, gear, player, item, abilities[0]) if abilities else None), ""
    costs = [(a, cost_less_a(t, gear, player, item, a)) for a in abilities]
    ability, _ = next(((a, c) for a, c in costs
                          if _payable(t, item, player, c, gear, unit) is not None), costs[0])
    return cost_less_a(t, gear, player, item, ability), ability.name  # LESS_A of this one


def cost_less_a(t: Table, gear: GameObject, player: str, item: StackItem, ability: AbilityDef
                ) -> Cost:
    """RB 821.1.c.2-3: an Equip ability's cost, as the cost changes that apply to activating
    it make it (RB 818.1.c.4; an attached gear's own text too, RB 725.3), X as its controller
    chooses it (`decisions: {<item>: {choices: {x: n}}}`, else 0), less one Power of any domain
    if it has any. Its parts beyond Energy and Power (exhausting, discarding, killing, naming)
    are kept for `pay_other_parts`."""
    own = gear.attached_to is not None and changes_own_activations(gear)
    x = None
    if ability.cost.x:
        chosen = t.decision(item.id, "choices", "x")
        if chosen is not None and (not isinstance(chosen, int) or chosen < 0):
            t.bad_decision((item.id, "choices", "x"), "X is a whole number, 0 or more")
        x = chosen if isinstance(chosen, int) else 0
    actual = actual_cost(t, player, ability.cost, Cost(), gear, of="activate", x=x,
                         own_text=own)
    if actual.notes and changes_own_activations(gear):
        # RB 818.1.c.4: its own text changed the Equip cost it pays; attached, RB 725.3 lets
        # Weaponmaster see that text though it is otherwise inactive (RB 718.2).
        t.cite_also_rule("RB 725.3" if own else "RB 818.1.c.4")
    owes = dict(actual.resources)
    # RB 821.1.c.3: reduced by [A] only; a cost without [A] (a domain's Power is not) is paid in
    # full, which the step says (LESS_A notes which it was)
    item.extra[LESS_A] = owes.get("power", 0) > 0
    if owes.get("power", 0) > 0:
        owes["power"] -= 1
    c = ability.cost
    if c.from_graveyard:
        from judge.engine.lost import cannot_rule

        cannot_rule(t, "an Equip cost that moves cards from the trash, paid as Weaponmaster "
                       "attaches (RB 821.1.c.2)", key="cost.from_graveyard")
    # (every part of the cost but its resources as the card has it: a kill of two units, or of
    # several kinds, is not read as one)
    return replace(c, resources=tuple((k, n) for k, n in owes.items() if n > 0))


def victim(t: Table, item: StackItem, player: str, cost: Cost, unit: GameObject
           ) -> tuple[GameObject | None, bool]:
    """RB 821.1.c.2: what an Equip cost that kills a unit kills: the unit its controller names
    (`decisions: {<item>: {choices: {sacrifice: id}}}`), else the first that fits other than the
    unit with Weaponmaster (said); second: whether judge chose it."""
    assert cost.sacrifice is not None
    if cost.sacrifice_more or cost.sacrifice_count != 1:
        from judge.engine.lost import cannot_rule

        # (a guess at which units it kills would be a silently simplified cost)
        cannot_rule(t, "an Equip cost that kills more than one unit, or units of several "
                       "kinds, chosen as Weaponmaster attaches (RB 821.1.c.2): judge kills "
                       "one unit for it", key="cost.sacrifice")
    fits = [o for oid in t.board if (o := t.state.objects[oid]).controller == player
            and matches(t.state, t.game, o, cost.sacrifice, player)]
    chosen = t.decision(item.id, "choices", "sacrifice")
    if chosen is None:
        return next((o for o in fits if o.id != unit.id), None), True
    picked = next((o for o in fits if o.id == chosen), None)
    if picked is None:
        t.bad_decision((item.id, "choices", "sacrifice"), f"{chosen!r} is not something "
                       f"{player} controls that the cost may kill "
                       f"({', '.join(o.id for o in fits) or 'none'})")
    return picked, False


def named(t: Table, item: StackItem, cost: Cost) -> list[tuple[str, str, bool]]:
    """RB 821.1.c.2: what an Equip cost names (`choose:`): the file's choice (`decisions:
    {<item>: {choices: {<name>: value}}}`), else its first option (said); with no options the
    file must name it (exit 2). (name, value, whether judge chose it)."""
    out = []
    for name, options in cost.choose:
        value = t.decision(item.id, "choices", name)
        if value is None and options:
            out.append((name, options[0], True))
            continue
        if not isinstance(value, str) or (options and value not in options):
            among = f" (one of {', '.join(options)})" if options else ""
            t.bad_decision((item.id, "choices", name), f"the Equip cost names a {name}: say "
                           f"which{among}")
        out.append((name, str(value), False))
    return out


def _payable(t: Table, item: StackItem, player: str, cost: Cost, gear: GameObject,
             unit: GameObject) -> tuple[UsedWhilePaying, ...] | None:
    """The Add abilities the resources need, or None if the cost cannot be paid: its resources,
    exhausting the gear (it must be ready), discarding (enough cards in hand), killing (a unit
    that fits)."""
    if cost.exhaust_self and gear.exhausted:
        return None
    if cost.discard and len(hand_of(t, player)) < cost.discard:
        return None
    if cost.sacrifice is not None and victim(t, item, player, cost, unit)[0] is None:
        return None
    adds = tuple(plan_adds(t, player, dict(cost.resources)) or ())
    refusal = t.game.payment.cost_refusal(t.state, player, cost,
                                          PlayPlan(cost, ((WHILE_PAYING, adds),)))
    return None if refusal is not None else adds


def pay_other_parts(t: Table, item: StackItem, player: str, gear: GameObject, cost: Cost,
                    unit: GameObject) -> list[Msg]:
    """RB 821.1.c.2, RB 818.1.c.3: an Equip cost's parts beyond Energy and Power: exhausting
    the gear; discarding, as `decisions: {<item>: {choices: {discard: [ids]}}}` says, else the
    first cards of the hand in the file's order (said); killing a unit (`victim`, an active kill
    as a cost: RB 428.1.a.1); naming (`named`). What each part says."""
    said: list[Msg] = []
    if cost.exhaust_self:
        set_exhausted(t, gear, True, player=player, cause=item.id)  # paid even if replaced
        said.append(Msg("exhausting {object}", object=t.name(gear.id)))
    if cost.discard:
        hand = hand_of(t, player)
        chosen = t.decision(item.id, "choices", "discard")
        auto = chosen is None
        if chosen is None:
            picked = hand[:cost.discard]
        else:
            picked = [str(c) for c in chosen] if isinstance(chosen, (list, tuple)) else []
            if len(picked) != cost.discard or any(c not in hand for c in picked) or \
                    len(set(picked)) != len(picked):
                t.bad_decision((item.id, "choices", "discard"), f"name {cost.discard} "
                               f"different card(s) of {player}'s hand ({', '.join(hand)})")
        for cid in picked:
            card = t.state.objects[cid]
            t.move(card, t.graveyard_of(card), cause=item.id, how="cost")
        cards = Items([t.name(c) for c in picked], commas=True)
        said.append(Msg("discarding {cards} (chosen automatically: the first in the hand; set "
                        "`decisions: {{{item}: {{choices: {{discard: [...]}}}}}}`)",
                        cards=cards, item=item.id) if auto else
                    Msg("discarding {cards}", cards=cards))
    if cost.sacrifice is not None:
        dead, auto = victim(t, item, player, cost, unit)
        assert dead is not None  # _payable checked it
        t.move(dead, t.graveyard_of(dead), cause=item.id, how="cost")
        said.append(Msg("killing {object} (chosen automatically: the first other than this "
                        "unit; set `decisions: {{{item}: {{choices: {{sacrifice: id}}}}}}`)",
                        object=t.name(dead.id), item=item.id) if auto else
                    Msg("killing {object}", object=t.name(dead.id)))
    for name, value, auto in named(t, item, cost):
        said.append(Msg("naming {value} as the {name} (chosen automatically: the first "
                        "option)", value=value, name=name) if auto else
                    Msg("naming {value} as the {name}", value=value, name=name))
    if said:
        t.cite_also_rule("RB 818.1.c.3")
    return said


def run_weaponmaster(t: Table, item: StackItem, e: Weaponmaster) -> str | None:
    """RB 821.1.c: choose an Equipment, pay its Equip cost less [A], attach it to this unit."""
    unit = t.state.objects.get(item.source or "")
    if unit is None or not t.game.vocab.is_board(unit.zone):
        # the unit left the board before this resolved: there is nothing to attach to, so any
        # Equipment stays where it is and nothing is paid (RB 821.1.c.5)
        t.cite_also_rule("RB 821.1.c.5")
        stays = [oid for oid in t.board if (o := t.state.objects[oid]).controller ==
                 item.controller and is_equipment(o)]
        if not stays:
            return phrase(Msg("{unit} has left the board: no Equipment can be attached to it, "
                              "so each stays where it is and nothing is paid",
                              unit=t.name(item.source or "")))
        return phrase(Msg("{unit} has left the board: {objects} cannot be attached to it and "
                          "stays where it is; nothing is paid", plural="{unit} has left the "
                          "board: {objects} cannot be attached to it and stay where they are; "
                          "nothing is paid", n=len(stays), unit=t.name(item.source or ""),
                          objects=Items([t.name(g) for g in stays], commas=True)))
    player = item.controller
    mine = [o for oid in t.board if (o := t.state.objects[oid]).controller == player
            and is_equipment(o) and o.attached_to != unit.id]
    chosen = t.decision(item.id, "choices", "equipment")
    t.cite_also_rule("RB 821.1.c")
    auto = chosen is None
    if chosen is not None:
        gear = next((o for o in mine if o.id == chosen), None)
        there = t.state.objects.get(str(chosen))
        if gear is None and there is not None and there.attached_to == unit.id and \
                there.controller == player and is_equipment(there):
            # RB 821.1.d: another instance attached it to this unit already; this one resolves
            # on its own, and it cannot attach to the unit it is on: it stays (RB 821.1.c.5)
            t.cite_also_rule("RB 821.1.d")
            t.cite_also_rule("RB 821.1.c.5")
            return phrase(Msg("{object} is already attached to {unit}: it stays, nothing is "
                              "paid", object=t.name(there.id), unit=t.name(unit.id)))
        if gear is None:
            t.bad_decision((item.id, "choices", "equipment"), f"{chosen!r} is not Equipment "
                           f"{player} controls on the board, apart from this unit's: "
                           f"{', '.join(o.id for o in mine) or 'none'}")
    else:
        gear = next((o for o in mine if (c := equip_cost(t, o, player, item, unit)[0]) is not None
                     and _payable(t, item, player, c, o, unit) is not None), None)
        if gear is None:
            return _nothing_to_attach(t, player, unit, bool(mine))
    cost, picked = equip_cost(t, gear, player, item, unit)
    if cost is None:
        t.cite_also_rule("RB 821.1.c.4")
        return _chosen(Msg("{object} has no Equip cost, so it cannot be paid: it stays",
                           object=t.name(gear.id)), auto, item, picked)
    adds = _payable(t, item, player, cost, gear, unit)
    if adds is None:
        t.cite_also_rule("RB 821.1.c.5")
        return _chosen(Msg("{player} cannot pay {object}'s Equip cost less [A]: it stays",
                           player=player, object=t.name(gear.id)), auto, item, picked)
    spend(t.state.players[player].resources, dict(cost.resources), credit(adds))
    use_while_paying(t, player, adds, f"{t.name(gear.id)}'s Equip cost")
    t.cite_also_rule("RB 821.1.c.3")
    if cost.x or cost.sacrifice is not None or cost.choose:
        t.cite_also_rule("RB 821.1.c.2")  # X, a kill, a name: as if Equip were activated
    parts: list[Msg | Said] = [amounts(cost.resources, t.game.words.resources)
                               if cost.resources else Msg("no Energy or Power")]
    if cost.x:
        parts.append(Msg("X = {x}", x=t.decision(item.id, "choices", "x") or 0))
    parts += pay_other_parts(t, item, player, gear, cost, unit)
    paid = Items(parts, commas=True)
    if not t.game.vocab.is_board(unit.zone):  # its own cost killed it (RB 821.1.c.5)
        t.cite_also_rule("RB 821.1.c.5")
        return _chosen(Msg("{player} pays {paid} ({how}), but {unit} has left the board: "
                           "{object} cannot be attached to it and stays",
                           player=player, paid=paid, how=_how_reduced(item), unit=t.name(unit.id),
                           object=t.name(gear.id)), auto, item, picked)
    attached = attach_one(t, item, gear, unit)
    # RB 821.1.c.6: no Equip activated, no unit chosen ("when you choose me" stays silent:
    # riftboundfaq Equipment #equipment-unit-selection)
    t.cite_also_rule("RB 821.1.c.6")
    return _chosen(Msg("{player} pays {paid} ({how}): {attached}", player=player, paid=paid,
                       how=_how_reduced(item), attached=said_of(attached)), auto, item, picked)


def _nothing_to_attach(t: Table, player: str, unit: GameObject, others: bool) -> str:
    """Why an automatic Weaponmaster attaches nothing: Equipment elsewhere whose cost cannot be
    paid; none but what is on this unit already, which stays (RB 821.1.d, RB 821.1.c.5); or no
    Equipment at all."""
    if others:
        return phrase(Msg("{player} has no Equipment whose Equip cost could be paid: nothing "
                          "happens", player=player))
    on = [oid for oid in t.board if (o := t.state.objects[oid]).controller == player
          and is_equipment(o) and o.attached_to == unit.id]
    if not on:
        theirs = [oid for oid in t.board if (o := t.state.objects[oid]).controller != player
                  and o.owner == player and is_equipment(o)]
        if theirs:
            # "an Equipment they control" (RB 821.1.c): one of theirs another player controls
            # cannot be chosen; it stays where it is
            return phrase(Msg("{player} controls no Equipment: {objects}, which they own, "
                              "is controlled by another player and stays where it is; nothing "
                              "happens", plural="{player} controls no Equipment: {objects}, "
                              "which they own, are controlled by other players and stay where "
                              "they are; nothing happens", n=len(theirs), player=player,
                              objects=Items([t.name(o) for o in theirs], commas=True)))
        return phrase(Msg("{player} controls no Equipment: nothing happens", player=player))
    t.cite_also_rule("RB 821.1.d")
    t.cite_also_rule("RB 821.1.c.5")
    return phrase(Msg("{player}'s only Equipment, {objects}, is already attached to {unit}: it "
                      "stays, nothing is paid", plural="{player}'s only Equipment, {objects}, "
                      "are already attached to {unit}: they stay, nothing is paid",
                      player=player, n=len(on), objects=Items([t.name(o) for o in on],
                                                             commas=True),
                      unit=t.name(unit.id)))


def _how_reduced(item: StackItem) -> Msg:
    """How the Equip cost paid was reduced (RB 821.1.c.3): by [A], or not at all."""
    if item.extra.get(LESS_A):
        return Msg("its Equip cost less [A]")
    return Msg("its Equip cost in full: it has no [A] to take off")


def _chosen(said: Msg, auto: bool, item: StackItem, picked: str = "") -> str:
    """The step's words, with how the Equipment, and among its several Equip abilities the one
    paid for (`picked`), were chosen when the file did not say."""
    if picked:
        said = Msg("{said} (several Equip costs and no decision given: {ability}'s, the first "
                   "that can be paid; set `decisions: {{{item}: {{choices: {{equip: ...}}}}}}`)",
                   said=said, ability=picked, item=item.id)
    if not auto:
        return phrase(said)
    return phrase(Msg("{said} (no decision given: the first that can be paid; set "
                      "`decisions: {{{item}: {{choices: {{equipment: ...}}}}}}`)", said=said,
                      item=item.id))
