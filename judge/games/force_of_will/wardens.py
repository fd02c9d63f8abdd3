"""Wardens (FOW 716-717, 905.5, 1205.7, 1309): the warden process, willpower counters and
willpower abilities.

What a file writes: a warden card is `type: warden` with its cost (`cost:`, paid to play its
warden process, 716.2), its initial willpower (`willpower: 4`, 1309.1b) and its willpower
abilities: activated abilities (no `cost:` of their own) named in `willpower_costs:` with the
symbol printed to their left, e.g. `willpower_costs: {Ember Vow: "+1", Last Rite: "-3",
Stillness: 0}` (1309.1a, 905.5). A warden in a ruler area carries its willpower as
`counters: {willpower: N}`.

What judge rules:

- `{do: warden, card: id}`: at main timing the turn player shows a warden card in their hand,
  pays its cost and puts its warden process on the chase (716.1-716.2); it is neither a spell
  nor an ability (716.2a). Resolving, the card goes from the hand into its player's ruler area,
  warden side up, with its initial willpower in willpower counters (716.3a); a card no longer
  in that hand (a new object, 302.3) makes the process end with nothing done (716.3b).
- `{do: willpower, object: id, ability: name}`: at main timing (717.1), on a warden its player
  controls (717.1a) in a ruler area (902.1b), once a turn per card (905.5a, 717.2a): a "-N" cost
  needs N willpower counters, a "+N" or "0" cost can always be paid (717.2b, 717.2b-1); the
  counters are added or removed and the ability goes on the chase (717.2b, 903.2l-3). No cost
  increase or added cost for activate abilities applies (905.5b): the willpower symbol is the
  whole cost. `do: activate` is refused for it. One that is also a will ability (`kind:
  resource`, 907.1a) resolves as soon as it is played, without the chase (717.2b-2, 907.3).
- only a warden's own effects add or remove willpower counters (716.4): a `counter` effect
  naming them from another card's text changes nothing.
- the rule process of 1205.7 (1309.2): a warden in a ruler area with no willpower counters goes
  to its owner's graveyard; damage dealt to a warden is none at all (no DEF, 1007.4); of a
  player's wardens sharing a name all but one go to the graveyard (1205.9; `decisions:
  {wardens: {order: [id]}}` names the one kept, else the one there longest).

- a warden in an opponent's ruler area may be attacked (803.3b, 308.5); unblocked, the attacker
  removes willpower counters instead of dealing damage: as many as its total cost, or exactly one
  for a J-ruler, a token, a magic stone resonator or ATK 0 or less (805.2c, 806.2c; an X in its
  cost counts as 0 there, 204.5b), and the warden deals no damage back (806.2d: it is no
  J/resonator). Blocked with [Pierce], damage left after the blocker's share removes its total
  cost, or one for a J-ruler or token (1103.2b).
- a warden with [Judgment] (`j_ruler:` its J-ruler side, which names it back with `warden:`):
  `do: judgment` as for a ruler, not after a willpower ability of it that turn (705.1); it stays
  a warden if its player controls its namesake J-ruler with a warden side, else it enters the
  field J-ruler side up with its willpower counters (705.3a). Such a J-ruler plays willpower
  abilities in the field (905.5), is never astral (1024.2c, 1024.3e) and, destroyed or at DEF 0,
  goes to the graveyard warden side up (1010.1, 1205.5).

An effect moving such a J-ruler leaves it in the field (321.2, subrulers.kept_in_place).

Out of the field it is warden side up (1302.6a); sent to a zone other than its graveyard another
way (e.g. [Call of Valhalla]'s expel), house policy FOW HP.7 says where it goes.

A blocked magic stone resonator with [Pierce] at a warden (1103.2b names only J-rulers and
tokens for exactly one) is house policy FOW HP.10.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.costs import actual_cost
from judge.engine.declare import EffectDecl
from judge.engine.effects import Counter
from judge.engine.events import Event, EventKind
from judge.engine.groups import spec_at
from judge.engine.stackops import slug
from judge.engine.trace import Relation, StepKind
from judge.engine.unplayed import not_activated, replaced_as_it_begins, replaced_once_paid
from judge.games.force_of_will.state import (
    PROCESS_NOTES,
    ext,
    kept_of_same_name,
    main_timing_refusal,
    put_on_chase_by,
)
from judge.model.args import Arg
from judge.model.cards import CardDef, Cost
from judge.model.effects import Effect
from judge.model.scenario import Action, Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, amounts, phrase
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

WARDEN = "warden"
#: The counters a warden carries (FOW 716.3a, 1309.1b).
WILLPOWER = "willpower"
#: The card key of a warden's initial willpower and of its willpower abilities' costs.
INITIAL = "willpower"
COSTS = "willpower_costs"

#: The card key of a J-ruler's warden side (FOW 1302.6, 1309.1).
SIDE = "warden"

WARDEN_CARD_KEYS: dict[str, Arg] = {
    SIDE: Arg("str", doc="on a J-ruler: the card name of its warden side (FOW 1302.6); the "
              "warden names it back with `j_ruler:`"),
    INITIAL: Arg("int", minimum=0, doc="on a warden: its initial willpower, the willpower "
                 "counters it enters its ruler area with (FOW 716.3a, 1309.1b)"),
    COSTS: Arg("map", doc="on a warden: its willpower abilities by name, each with the "
               "willpower cost printed to its left: \"+1\", \"-3\" or 0 (FOW 905.5, 1309.1a)"),
}


# ----- what a warden card says --------------------------------------------------------------------
def is_warden(obj: GameObject) -> bool:
    return obj.card.is_type(WARDEN)


def has_warden_side(card: CardDef) -> bool:
    """FOW 1302.6: a J-ruler whose other side is a warden (card key `warden:`)."""
    return card.is_type("j_ruler") and card.get(SIDE) is not None


def has_willpower_abilities(obj: GameObject) -> bool:
    """FOW 905.5: wardens and J-rulers with a warden side have willpower abilities."""
    return is_warden(obj) or has_warden_side(obj.card)


def parse_cost(raw: object) -> int | None:
    """A willpower symbol: "+N", "-N" or 0 (an int is taken as written); None if it is none."""
    if isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str):
        text = raw.strip()
        body = text[1:] if text[:1] in "+-" else text
        if body.isdigit() and (text[:1] in "+-" or body == "0"):
            return int(text)
    return None


def willpower_cost(card: CardDef, ability: str) -> int | None:
    """FOW 905.5: the willpower cost of one of the card's abilities, if it is a willpower
    ability."""
    raw = card.get(COSTS)
    if not isinstance(raw, dict) or ability not in raw:
        return None
    return parse_cost(raw[ability])


def symbol(n: int) -> str:
    return f"{n:+d}" if n else "0"


# ----- the warden process -------------------------------------------------------------------------
def warden_process(r: Table, action: Action) -> None:
    """`{do: warden, card: id}`: play the warden process of a warden card in your hand (FOW
    716.1-716.2)."""
    state = r.state
    player = action.by
    card = r.obj(str(action.get("card")))
    r.check(main_timing_refusal(state, player, Msg("a warden process"), "FOW 716.1",
                                "FOW 604.2c"))
    if card.holder != player or card.zone != "hand" or not is_warden(card):
        r.refuse(phrase(Msg("{object} is not a warden card in {player}'s hand",
                            object=r.name(card.id), player=player)), "FOW 716.1", "FOW 716.2")
    cost = card.card.cost
    r.check(r.game.payment.cost_refusal(state, player, cost))
    # -- legal: now change the state --
    r.game.payment.pay(state, player, cost)
    item = StackItem(id=state.new_id(f"{card.id}.warden"), kind="warden", controller=player,
                     name=phrase(Msg("Warden process of {card}", card=card.card.name)),
                     source=card.id,
                     effect=(WardenProcess(incarnation=card.incarnation),))
    item.extra["paid"] = dict(cost.resources)
    item.extra[PROCESS_NOTES["warden"]] = True  # neither a spell nor an ability (FOW 716.2a)
    put_on_chase_by(r, action, Msg("{player} plays a warden process", player=player), item)
    said = Msg("{player} shows {card} and plays its warden process, paying {paid}: it goes on "
               "the chase as {item} (it is neither a spell nor an ability)",
               paid=amounts(cost.resources, r.game.words.resources)) if cost.resources else Msg(
        "{player} shows {card} and plays its warden process: it goes on the chase as {item} (it "
        "is neither a spell nor an ability)")
    said.args.update(player=player, card=r.name(card.id), item=item.id)
    r.step(StepKind.ACTION, said, ("FOW 716.2", "FOW 716.2a"), actor=player, item=item.id)
    r.game.stack.after_put_on_stack(r, item)


@dataclass(frozen=True)
class WardenProcess(Effect):
    """What a warden process on the chase does (FOW 716.3); only the `warden` verb makes it: it
    is neither a spell nor an ability (FOW 716.2a). `incarnation`: the shown card's, so that the
    same card back in the hand as a new object (FOW 302.3) is not it."""

    kind: ClassVar[str] = "warden_process"
    incarnation: int = 0


def resolve_warden(r: Table, item: StackItem, e: WardenProcess) -> str | None:
    """FOW 716.3a: the shown card goes from its player's hand into their ruler area, warden side
    up, with its initial willpower in willpower counters; FOW 716.3b: if it is no longer that
    card in that hand, the process ends and nothing happens."""
    card = r.state.objects.get(item.source or "")
    if card is None or card.zone != "hand" or card.holder != item.controller or \
            card.incarnation != e.incarnation:
        r.cite_also_rule("FOW 716.3b")
        return phrase(Msg("the shown warden card is no longer in {player}'s hand: the process "
                          "ends and nothing happens", player=item.controller))
    r.cite_also_rule("FOW 716.3a")
    r.move(card, "ruler_area", cause=item.id)
    card.controller = item.controller
    n = card.card.get(INITIAL)
    count = n if isinstance(n, int) else 0
    card.counters[WILLPOWER] = count
    return phrase(Msg("{card} goes from {player}'s hand into their ruler area, warden side up, "
                      "with {n} willpower counters", card=r.name(card.id),
                      player=item.controller, n=count))


WARDEN_PROCESS = EffectDecl(WardenProcess, resolve_warden, "the warden process", internal=True)


# ----- willpower abilities ------------------------------------------------------------------------
def willpower_ability(r: Table, action: Action) -> None:
    """`{do: willpower, object: id, ability: name, targets?, choices?}`: play a willpower ability
    (FOW 717.1-717.2, 905.5-905.5b)."""
    state, x = r.state, ext(r.state)
    player = action.by
    obj = r.obj(str(action.get("object")))
    name = str(action.get("ability"))
    ability = obj.card.ability(name)
    cost = willpower_cost(obj.card, name)
    if ability is None or cost is None:
        r.refuse(phrase(Msg("{object} has no willpower ability named {ability}",
                            object=r.name(obj.id), ability=name)), "FOW 905.5", "FOW 1309.1a")
    assert ability is not None and cost is not None
    r.check(main_timing_refusal(state, player, Msg("a willpower ability"), "FOW 717.1",
                                "FOW 604.2f"))
    if obj.controller != player:
        r.refuse(phrase(Msg("{player} may play willpower abilities only of cards they control; "
                            "{object} is {controller}'s", player=player, object=r.name(obj.id),
                            controller=obj.controller)), "FOW 717.1a")
    if has_warden_side(obj.card):
        if obj.zone != "field":
            r.refuse(phrase(Msg("the abilities of {object}, a J-ruler, work only in the field",
                                object=r.name(obj.id))), "FOW 902.1")
    elif obj.zone != "ruler_area":
        r.refuse(phrase(Msg("the abilities of {object}, a warden, work only in a ruler area",
                            object=r.name(obj.id))), "FOW 902.1b")
    if obj.id in x.willpower_used:
        r.refuse(phrase(Msg("{player} already played a willpower ability of {object} this turn",
                            player=player, object=r.name(obj.id))), "FOW 905.5a", "FOW 717.2a")
    have = obj.counters.get(WILLPOWER, 0)
    if have + cost < 0:
        r.refuse(phrase(Msg("{object} has {n} willpower counter; the cost {cost} needs {need}",
                            plural="{object} has {n} willpower counters; the cost {cost} needs "
                            "{need}", object=r.name(obj.id), n=have, cost=symbol(cost),
                            need=-cost)),
                 "FOW 717.2b", "FOW 903.2l-3")
    r.check(r.forbidden("activate", obj=obj, player=player))
    choices = action.mapping("choices")
    specs, effects, mode = r.chosen_mode(ability, choices)
    probe = StackItem(id=obj.id, kind="ability", controller=player, name=name, source=obj.id,
                      effect=effects, ability=ability)
    targets = r.check_targets(player, specs, action.ids("targets"), exclude=None,
                              choices=choices, item=probe)
    # FOW 905.5b first where a tax on activate abilities did not apply to it: it decided that
    # the ability could be paid as printed
    rules = (*(("FOW 905.5b",) if untaxed(r, player, obj) else ()),
             "FOW 717.2b", "FOW 905.5", "FOW 717.2b-1" if cost >= 0 else "FOW 903.2l-3",
             # FOW 717.1: main timing allowed it (last: it says nothing of the counters paid)
             "FOW 717.1")
    counters = willpower_paid(cost, r.name(obj.id), have)
    # FOW 910.1: its play replaced, as it begins (FOW HP.19 `unactivated`: nothing paid) ...
    if replaced_as_it_begins(r, "activated", obj):
        return
    # -- legal: now change the state --
    obj.counters[WILLPOWER] = have + cost
    # ... or once paid (`costs-paid`): the counters stay changed, and it was never played, so
    # the once-a-turn play (717.2a) is not used
    def paid() -> None:
        r.step(StepKind.COST, Msg("{player} {counters} to play its willpower ability {ability} "
                                  "({cost})", player=player, counters=counters, ability=name,
                                  cost=symbol(cost)), rules, actor=player)

    if replaced_once_paid(r, "activated", obj, paid):
        not_activated(r, obj)
        return
    x.willpower_used.add(obj.id)
    will = ability.kind == "resource"  # FOW 717.2b-2: also a will ability (907.1)
    item = StackItem(
        id=state.new_id(f"{obj.id}.{slug(name)}"), kind="ability", controller=player, name=name,
        source=obj.id, effect=effects, target_specs=specs,
        targets=tuple(r.lock(t, spec_at(specs, i)) for i, t in enumerate(targets)),
        choices=({**choices, "mode": mode} if mode else choices), ability=ability,
        keywords=ability.keywords, resource=will,
        extra={"resolution_rules": ("FOW 717.3",)})  # FOW 717.3, not 707.3: its own rule
    plays = Msg("{player} plays {card}", player=player, card=name)
    if will:
        r.node(action.node, "action", plays)
        r.link(action.node, item.id, Relation.CAUSES)
    else:
        put_on_chase_by(r, action, plays, item)
    r.emit(EventKind.ACTIVATED, plays, obj=obj.id, player=player,
           item=item.id, cause=action.node)
    if will:  # it does not use the chase: it resolves as soon as it is played (907.3)
        r.step(StepKind.ACTIVATE, Msg("{player} {counters} and plays its willpower ability "
                                      "{ability} ({cost}), also a will ability: it resolves at "
                                      "once", player=player, counters=counters, ability=name,
                                      cost=symbol(cost)),
               (*rules, "FOW 717.2b-2"), actor=player, item=item.id)
        r.game.stack.resource_ability(r, item)
        return
    r.step(StepKind.ACTIVATE, Msg("{player} {counters} and plays its willpower ability {ability} "
                                  "({cost}) as {item}", player=player, counters=counters,
                                  ability=name, cost=symbol(cost), item=item.id),
           rules, actor=player, item=item.id)
    r.game.stack.after_put_on_stack(r, item)


def untaxed(t: Table, player: str, obj: GameObject) -> bool:
    """FOW 905.5b: whether an increase of (or an added cost to) activate abilities is in force
    that a willpower ability does not pay: what an ordinary activate ability of the card with no
    cost of its own would cost now."""
    return bool(actual_cost(t, player, Cost(), Cost(), obj, of="activate").resources)


def activate_refusal(t: Table, obj: GameObject, ability_name: str) -> str | None:
    """FOW 905.5, 717.2: a willpower ability is played by its own procedure (`do: willpower`),
    never as an ordinary activate ability."""
    if willpower_cost(obj.card, ability_name) is None:
        return None
    return phrase(Msg("{ability} of {object} is a willpower ability: it is played with "
                      "`do: willpower` (its cost is willpower counters)", ability=ability_name,
                      object=t.name(obj.id)))


# ----- battle ------------------------------------------------------------------------------------
def is_attackable_warden(obj: GameObject, player: str) -> bool:
    """FOW 803.3b, 308.5: a warden in an opponent's ruler area may be the attacked object."""
    return is_warden(obj) and obj.zone == "ruler_area" and obj.controller != player


def willpower_lost(r: Table, attacking: GameObject, *, pierced: bool = False) -> tuple[int, Msg]:
    """FOW 805.2c, 806.2c: an unblocked resonator with ATK 100 or more removes as many willpower
    counters as its total cost (202.1: the sum of its will symbols); a J-ruler, a token, a magic
    stone that is also a resonator or a resonator with ATK 0 or less removes exactly one.
    `pierced`: what a blocked attacker's [Pierce] left (1103.2b), which names only J-rulers and
    tokens for exactly one: a magic stone resonator is house policy FOW HP.10."""
    card = attacking.card
    atk = r.stat(attacking, "atk") or 0
    if pierced and card.is_type("magic_stone") and not card.is_type("j_ruler") and \
            not attacking.token:
        return _pierced_by_a_magic_stone(r, card)
    if card.is_type("j_ruler") or attacking.token or card.is_type("magic_stone") or atk <= 0:
        return 1, Msg("exactly one, as it is a J-ruler, a token, a magic stone or has ATK 0 or "
                      "less")
    n = sum(v for _, v in card.cost.resources)
    if card.cost.x:
        # FOW 204.5b: X is the chosen value only on the chase; an attacker is in the field, so
        # each X in its cost counts as 0.
        r.cite_also_rule("FOW 204.5b")
        return n, Msg("its total cost, {n}, X counting as 0 outside the chase", n=n)
    return n, Msg("its total cost, {n}", n=n)


def _pierced_by_a_magic_stone(r: Table, card: CardDef) -> tuple[int, Msg]:
    """House policy FOW HP.10: 1103.2b removes the attacker's total cost, or exactly one for a
    J-ruler or a token; a magic stone resonator, whose total cost is usually 0, it does not name.
    `one` (the default) counts it as 806.2c does for the same attacker unblocked; `total-cost`
    reads 1103.2b as written."""
    policy = r.policy_id("pierce.magic_stone_at_warden")
    r.cite_also_rule(policy)
    if r.policy_is("pierce.magic_stone_at_warden", "one"):
        r.cite_also_rule("FOW 806.2c")
        return 1, Msg("exactly one, as a magic stone resonator removes unblocked (house policy "
                      "{policy})", policy=policy)
    n = sum(v for _, v in card.cost.resources)
    return n, Msg("its total cost, {n}, as 1103.2b reads for a magic stone resonator (house "
                  "policy {policy})", n=n, policy=policy)


def hit_warden(r: Table, attacking: GameObject, warden: GameObject, *,
               pierced: bool = False) -> str:
    """An unblocked attacker's battle damage process against a warden removes willpower counters
    instead of dealing damage (FOW 805.2c, 806.2c; a battle may change them, 716.4); so does what
    a blocked attacker's [Pierce] left (`pierced`, 1103.2b)."""
    n, why = willpower_lost(r, attacking, pierced=pierced)
    have = warden.counters.get(WILLPOWER, 0)
    warden.counters[WILLPOWER] = max(0, have - n)
    r.changed()
    return phrase(Msg("{attacker} deals no damage to {warden}, a warden: it removes {n} willpower "
                      "counter from it ({why}; {now} left)",
                      plural="{attacker} deals no damage to {warden}, a warden: it removes {n} "
                      "willpower counters from it ({why}; {now} left)",
                      attacker=r.name(attacking.id), warden=r.name(warden.id), n=n, why=why,
                      now=warden.counters[WILLPOWER]))


# ----- who may change willpower counters ----------------------------------------------------------
def changes_willpower(t: Table, item: StackItem, e: Counter) -> str | None:
    """FOW 716.4: willpower counters are added or removed only by the effects of warden cards
    (or J-rulers with a warden side) that say so; None if this effect may change them."""
    if e.name != WILLPOWER:
        return None
    source = t.state.objects.get(item.source or "")
    if source is not None and has_willpower_abilities(source):
        return None
    t.cite_also_rule("FOW 716.4")
    return phrase(Msg("no willpower counters change: only the effects of a warden add or remove "
                      "them, and {source} is no warden",
                      source=t.name(source.id) if source is not None else item.name))


# ----- a J-ruler with a warden side ---------------------------------------------------------------
#: The `how` of its move to the graveyard, warden side up (FOW 1010.1, 1205.5).
BACK_TO_WARDEN = "J-ruler with a warden side leaves"


def warden_side_of(r: Table, obj: GameObject) -> CardDef | None:
    """The warden card a J-ruler with a warden side turns back into (FOW 1302.6)."""
    if not has_warden_side(obj.card):
        return None
    known = ext(r.state).other_side.get(obj.id)
    return known if known is not None else r.scenario.cards.get(str(obj.card.get(SIDE)))


def to_graveyard_warden_side_up(r: Table, obj: GameObject, *, cause: str | None) -> None:
    """FOW 1010.1 (destroyed), 1205.5 (DEF 0 or less): a J-ruler with a warden side leaves the
    field and is put into its owner's graveyard warden side up; it never becomes astral
    (1024.2c)."""
    side = warden_side_of(r, obj)
    r.move(obj, r.graveyard_of(obj), cause=cause, how=BACK_TO_WARDEN)
    _turned_warden_side_up(r, obj, side)


def _turned_warden_side_up(r: Table, obj: GameObject, side: CardDef | None) -> None:
    """Out of the field a warden is always warden side up (FOW 1302.6a): no damage, no
    willpower counters of the J-ruler left behind."""
    obj.remove_damage()
    obj.counters.pop(WILLPOWER, None)
    if side is not None:
        ext(r.state).other_side[obj.id] = obj.card
        obj.card = side
        r.watch(obj)


def namesake_j_ruler(r: Table, player: str, warden: GameObject) -> GameObject | None:
    """FOW 705.3a: a J-ruler with a warden side that `player` controls in the field sharing a name
    with the J-ruler side of `warden`."""
    name = warden.card.get("j_ruler")
    for oid in r.board:
        obj = r.state.objects[oid]
        if obj.zone == "field" and obj.controller == player and has_warden_side(obj.card) and \
                obj.card.name == name:
            return obj
    return None


def on_event(t: Table, event: Event) -> None:
    """FOW 321.2: a J-ruler card leaves the field only when destroyed (1010.1) or by a rule
    process (1205.5), and an effect moves it nowhere but the field (subrulers.kept_in_place).
    Out of the field it is warden side up (1302.6a). Any other way out (the «Mythic» rule process,
    1205.8; a replacement's move) is house policy FOW HP.7 where it is bound for a zone other than
    its graveyard: `graveyard` (the default) puts it there, as 1010.1 and 1205.5 do,
    `destination` leaves it where it went."""
    if event.kind is not EventKind.LEFT or event.zone_from != "field" or \
            event.how == BACK_TO_WARDEN:
        return
    obj = t.state.objects.get(event.object or "")
    if obj is None or not has_warden_side(obj.card):
        return
    name = t.name(obj.id)
    _turned_warden_side_up(t, obj, warden_side_of(t, obj))
    if obj.zone == t.graveyard_of(obj):
        t.note(phrase(Msg("{object}, a J-ruler with a warden side, leaves the field for its "
                          "owner's graveyard: it is there warden side up", object=name)),
               ("FOW 1302.6a",))
        return
    policy = t.policy_id("warden_j_ruler.leaves")
    if t.policy_is("warden_j_ruler.leaves", "destination"):
        t.note(phrase(Msg("{object}, a J-ruler with a warden side, leaves the field for {zone}: "
                          "it stays there, warden side up (house policy {policy})", object=name,
                          zone=obj.zone, policy=policy)), (policy, "FOW 321.2", "FOW 1302.6a"))
        return
    t.move(obj, t.graveyard_of(obj), cause=obj.last_change, how=BACK_TO_WARDEN)
    t.note(phrase(Msg("{object}, a J-ruler with a warden side, would leave the field for {zone}, "
                      "which it moves to no zone but the field: it is put into its owner's "
                      "graveyard warden side up instead, as when destroyed (house policy "
                      "{policy})", object=name, zone=event.zone_to or "", policy=policy)),
           (policy, "FOW 321.2", "FOW 1010.1", "FOW 1302.6a"))


def bound_elsewhere_goes_to_graveyard(t: Table, obj: GameObject) -> bool:
    """House policy FOW HP.7 (default `graveyard`): a J-ruler with a warden side that a
    replacement would move out of the field to a zone other than its graveyard cannot move there
    (321.2): it is put into its owner's graveyard warden side up instead (910.2d, 1010.1)."""
    return has_warden_side(obj.card) and t.policy_is("warden_j_ruler.leaves", "graveyard")


# ----- rule processes -----------------------------------------------------------------------------
def warden_without_willpower(r: Table) -> bool:
    """FOW 1205.7, 1309.2: a warden, warden side up in a ruler area, with no willpower counters
    goes to its owner's graveyard."""
    gone = [r.state.objects[oid] for oid in list(r.board)
            if _warden_side_up(r.state.objects[oid])
            and r.state.objects[oid].counters.get(WILLPOWER, 0) <= 0]
    for obj in gone:
        name = r.name(obj.id)
        r.move(obj, r.graveyard_of(obj), cause=obj.last_change)
        obj.counters.pop(WILLPOWER, None)
        r.step(StepKind.STATE_CHECK, Msg("rule process: {object}, a warden in the ruler area, "
                                         "has no willpower counters: it is put into its owner's "
                                         "graveyard", object=name), ("FOW 1205.7", "FOW 1309.2"))
    return bool(gone)


def _warden_side_up(obj: GameObject) -> bool:
    return obj.zone == "ruler_area" and is_warden(obj)


#: The decision naming which of a player's same-named wardens stays (FOW 1205.9).
DUPLICATES = "wardens"


def duplicate_wardens(r: Table) -> bool:
    """FOW 1205.9: a player with two or more wardens of one name, warden side up in the ruler
    area, puts all but one of them into their owners' graveyards (not destruction). Which one
    stays is the player's choice: `decisions: {wardens: {order: [id]}}` names the one kept;
    else the one in the ruler area longest stays (judge's default, as for «Mythic», 1205.8)."""
    groups: dict[tuple[str, str], list[GameObject]] = {}
    for oid in r.board:
        obj = r.state.objects[oid]
        if _warden_side_up(obj):
            groups.setdefault((obj.controller, obj.card.name), []).append(obj)
    changed = False
    for (player, name), same in groups.items():
        if len(same) < 2:
            continue
        kept, how = kept_of_same_name(r, same, DUPLICATES, Msg(
            "the one in the ruler area longest, by default (`decisions: {{wardens: {{order: "
            "[id]}}}}` names the one kept)"))
        gone = [o for o in same if o is not kept]
        for obj in gone:
            r.move(obj, r.graveyard_of(obj), cause=obj.last_change)
            obj.counters.pop(WILLPOWER, None)
        r.step(StepKind.STATE_CHECK, Msg("rule process: {player} has {count} wardens named "
                                         "{name} in the ruler area: {kept} stays ({how}) and "
                                         "{gone} goes to the graveyard (not destroyed)",
                                         plural="rule process: {player} has {count} wardens "
                                         "named {name} in the ruler area: {kept} stays ({how}) "
                                         "and {gone} go to the graveyard (not destroyed)",
                                         player=player, count=len(same), name=name,
                                         kept=r.name(kept.id), how=how, n=len(gone),
                                         gone=", ".join(r.name(o.id) for o in gone)),
               ("FOW 1205.9",))
        changed = True
    return changed


# ----- checking a file ----------------------------------------------------------------------------
def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """A warden names its initial willpower; `willpower_costs:` names the card's own activate
    abilities (`kind: activated`, or `kind: resource` for one that is also a will ability,
    717.2b-2), each with a "+N", "-N" or 0 and no other cost (FOW 1309.1a-1309.1b)."""
    warden = card.is_type(WARDEN)
    raw = card.get(COSTS)
    if warden and card.get(INITIAL) is None:
        problem(("cards", name), "a warden needs its initial willpower, e.g. `willpower: 4` "
                "(FOW 1309.1b)")
    if not warden and not has_warden_side(card) and raw is not None:
        problem(("cards", name, COSTS), "only a warden or a J-ruler with a warden side has "
                f"willpower abilities (FOW 905.5); {name} is neither")
        return
    _check_sides(scenario, name, card, problem)
    if raw is None:
        return
    if not isinstance(raw, dict):
        problem(("cards", name, COSTS), "a map of ability name to willpower cost, e.g. "
                "{Ember Vow: \"+1\", Last Rite: \"-3\"}")
        return
    for ability_name, written in raw.items():
        where = ("cards", name, COSTS, str(ability_name))
        ability = card.ability(str(ability_name))
        if ability is None or ability.kind not in ("activated", "resource"):
            problem(where, f"{name} has no activated ability named {ability_name!r}")
        elif parse_cost(written) is None:
            problem(where, f"a willpower cost is \"+N\", \"-N\" or 0, not {written!r} (FOW "
                    "1309.1a)")
        elif not ability.cost.is_free:
            problem(where, "a willpower ability's cost is its willpower symbol alone (FOW "
                    "1309.1a): write no `cost:` on it")


def _check_sides(scenario: Scenario, name: str, card: CardDef,
                 problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """FOW 1302.6, 1309.1: a warden with [Judgment] names its J-ruler side (`j_ruler:`), a J-ruler
    with a warden side names its warden (`warden:`), and the two name each other."""
    if card.is_type(WARDEN) and "judgment" in card.keywords and card.get("j_ruler") is None:
        problem(("cards", name), "a warden with [Judgment] names its J-ruler side, e.g. "
                "`j_ruler: <card name>` (FOW 1309.1, 705.3a)")
    side = card.get(SIDE)
    if side is None:
        return
    if not card.is_type("j_ruler"):
        problem(("cards", name, SIDE), "only a J-ruler has a warden side (FOW 1302.6)")
        return
    other = scenario.cards.get(str(side))
    if other is None or not other.is_type(WARDEN) or other.get("j_ruler") != name:
        problem(("cards", name, SIDE), f"{side!r} is not a warden card whose `j_ruler:` is "
                f"{name!r} (FOW 1302.6)")


def validate_objects(scenario: Scenario,
                     problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """FOW 321.8, 1302.6a: a warden card is never in the field warden side up; willpower
    counters are on wardens and their J-ruler sides only (FOW 1309.1b-1309.1c)."""
    for i, spec in enumerate(scenario.objects):
        card = scenario.cards.get(spec.card)
        if card is None:
            continue
        if card.is_type(WARDEN) and spec.zone == "field":
            problem(("objects", i, "zone"), "a warden card never moves to the field (FOW "
                    "321.8); only its J-ruler side is there")
        if dict(spec.counters).get(WILLPOWER) and not card.is_type(WARDEN) and \
                not has_warden_side(card):
            problem(("objects", i, "counters", WILLPOWER), "willpower counters are put only on "
                    "wardens and J-rulers with a warden side (FOW 716.3a, 1309.1b-1309.1c)")


def willpower_paid(cost: int, name: object, have: int) -> Msg:
    """How a willpower ability's cost changes its warden's counters (FOW 717.2b), said with the
    count in the singular or the plural."""
    if cost > 0:
        return Msg("adds {n} willpower counter to {object} ({now} now)",
                   plural="adds {n} willpower counters to {object} ({now} now)", n=cost,
                   object=name, now=have + cost)
    if cost < 0:
        return Msg("removes {n} willpower counter from {object} ({now} now)",
                   plural="removes {n} willpower counters from {object} ({now} now)", n=-cost,
                   object=name, now=have + cost)
    return Msg("pays its willpower cost 0 ({object} keeps {n} willpower counter)",
               plural="pays its willpower cost 0 ({object} keeps {n} willpower counters)",
               n=have, object=name)
