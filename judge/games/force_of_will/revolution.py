"""Revolution Order (FOW 712, [Revolution Order] 1148), [Revolution] (1149), order cards and the
order area (FOW 317).

What a file writes:
- a ruler with `keywords: [revolution_order]`, `revolution_order: {fire: 1}` (the will of its
  [Revolution Order] section, FOW 712.2a; `{}` for none) and `order: <card name>`, its order side
  (a card of type `order`, whose abilities the ordered card gains, FOW 712.3b);
- playing a resonator with `choices: {revolution_order: <ruler id>}` orders it (FOW 903.2d);
- a card with `keywords: [revolution]` and `revolution: [<ability name>, ...]`: those abilities
  are its [Revolution] text, which exists only while it is ordered in the field (FOW 1149.2-1149.3).

An ordered J-ruler is the resonator card turned J-ruler: judge gives its object a card of type
`j_ruler` with the order's abilities and its [Revolution] text, and the printed card back once it
leaves the field. The order card waits in its owner's `order_area` (a new object there); one
that orders no card (a file may start with one there) goes back to the ruler area as its ruler
(rule process 1208.1). Card text putting an order card into the ruler area puts it there as a
ruler, and its J-ruler becomes a non-ordered resonator (1040.1); one card text sends into the
field follows house policy FOW HP.32 (`order_card.to_field`), anywhere else FOW HP.31
(`order_card.leaves_order_area`).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.characteristics import keywords
from judge.engine.conditions import Condition, holds, said_words
from judge.engine.declare import PlayPlan, Refusal
from judge.engine.events import Event, EventKind
from judge.engine.lost import UNLOSABLE
from judge.engine.trace import StepKind
from judge.games.force_of_will.state import (
    ext,
    main_timing_refusal,
    named_side,
    printed_and_source,
    sub_ruler_rules,
)
from judge.games.force_of_will.will import add_costs
from judge.games.force_of_will.will_paid import REVOLUTION_WILL
from judge.model.args import Arg
from judge.model.cards import AbilityDef, CardDef, Cost
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, amounts, phrase, word
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

ORDER_AREA = "order_area"
#: The card key (internal: judge's own, never a file's) of an ordered J-ruler's card: the printed
#: card and the order card's object id.
ORDERED = "ordered:"
#: The card key (internal) where a card's [Revolution] abilities wait while it is not ordered.
REVOLUTION_TEXT = "revolution:text"
#: How an ordered J-ruler leaves the field by the rules that say where its order goes.
LEAVES = "ordered J-ruler leaves"
#: How a ruler goes into the order area by its Revolution Order process (FOW 712.3a).
ORDERING = "ordered"

REVOLUTION_CARD_KEYS: dict[str, Arg] = {
    "revolution_order": Arg("map", doc="on a ruler with [Revolution Order]: the will paid to play "
                            "its Revolution Order process, e.g. {fire: 1} ({} for none) "
                            "(FOW 712.2a, 1148.2)"),
    "order": Arg("str", doc="on a ruler with [Revolution Order]: the card name of its order side "
                 "(a card of type `order`), whose abilities the ordered card gains (FOW 712.3b)"),
    "revolution_conditions": Arg("condition", doc="on a ruler with [Revolution Order]: the "
                                 "conditions printed in its [Revolution Order] section, which "
                                 "must hold as the process is played (FOW 712.2b); `you` is the "
                                 "player ordering, `this card` the ruler"),
    "revolution": Arg("strings", doc="with [Revolution]: the names of the card's abilities that "
                      "are its [Revolution] text, which exists only while it is ordered in the "
                      "field (FOW 1149.2-1149.3)"),
}
REVOLUTION_NEEDS = {"revolution_order": "its cost, e.g. `revolution_order: {fire: 1}` ({} for "
                                        "none), and its order side, `order: <card name>`",
                    "revolution": "the names of the abilities that are its [Revolution] text, "
                                  "e.g. `revolution: [Surge]`"}
REVOLUTION_CHOICE_KEYS: dict[str, Arg] = {
    "revolution_order": Arg("object", doc="play a resonator ordered: the recovered ruler with "
                            "[Revolution Order] in your ruler area whose Revolution Order process "
                            "is played with it (FOW 712, 903.2d)"),
}


# ----- the file's cards ---------------------------------------------------------------------------
def revolution_cost(card: CardDef) -> Cost:
    raw = card.get("revolution_order") or {}
    assert isinstance(raw, dict)
    return Cost(tuple((str(k), int(v)) for k, v in raw.items() if int(v)))


def without_revolution_text(card: CardDef) -> CardDef:
    """FOW 1149.3: while the card is not ordered in the field its [Revolution] text does not
    exist: the named abilities are kept aside on the card until it is ordered."""
    names = card.get("revolution")
    if "revolution" not in card.keywords or not isinstance(names, tuple) or \
            card.get(REVOLUTION_TEXT) is not None:
        return card
    aside = tuple(a for a in card.abilities if a.name in names)
    rest = tuple(a for a in card.abilities if a.name not in names)
    return replace(card, abilities=rest, extra=(*card.extra, (REVOLUTION_TEXT, aside)))


def is_ordered(obj: GameObject) -> bool:
    """An ordered J-ruler in the field (FOW 712.3b, 1149.2)."""
    return obj.zone == "field" and obj.card.get(ORDERED) is not None


def _ordered_parts(obj: GameObject) -> tuple[CardDef, str]:
    return printed_and_source(obj, ORDERED)


# ----- playing ------------------------------------------------------------------------------------
def plan(t: Table, player: str, obj: GameObject, choices: dict[str, object],
         base: PlayPlan) -> Refusal | PlayPlan:
    """FOW 903.2d, 712.1-712.2a: a resonator may be played ordered by a recovered ruler with
    [Revolution Order] in its player's ruler area that has not gone through a Revolution Order
    process this turn; its will is paid beside the spell's cost (712.2a; 712.2d: it is no part of
    the spell, so the card played without paying its cost still pays it)."""
    chosen = choices.get("revolution_order")
    if chosen is None:
        return base
    ruler = t.state.objects.get(str(chosen))
    name = t.name(str(chosen))
    why: tuple[Msg, tuple[str, ...]] | None = None
    if not obj.card.is_type("resonator"):
        why = (Msg("{object} is not a resonator: only a resonator spell is ordered",
                   object=t.name(obj.id)), ("FOW 903.2d", "FOW 712.1"))
    elif ruler is None or ruler.zone != "ruler_area" or ruler.controller != player or \
            not ruler.card.is_type("ruler"):
        why = (Msg("{object} is not a ruler in {player}'s ruler area", object=name,
                   player=player), (*sub_ruler_rules(ruler), "FOW 712.1", "FOW 1148.2"))
    elif "revolution_order" not in keywords(ruler):
        why = (Msg("{object} has no [Revolution Order]", object=name), ("FOW 1148.2",))
    elif ruler.exhausted:
        why = (Msg("{object} is rested: a Revolution Order process needs a recovered ruler",
                   object=name), ("FOW 712.1", "FOW 1148.2"))
    elif ruler.id in ext(t.state).revolution_ordered:
        why = (Msg("{object} has already gone through a Revolution Order process this turn",
                   object=name), ("FOW 712.1",))
    elif t.scenario.cards.get(str(ruler.card.get("order") or "")) is None:
        why = (Msg("{object} names no order side (card key `order`)", object=name),
               ("FOW 712.3a",))
    elif (unmet := _conditions_unmet(t, player, ruler)) is not None:
        why = (Msg("the conditions of the [Revolution Order] of {object} ({condition}) are not "
                   "met", object=name, condition=unmet), ("FOW 712.2b", "FOW 712.1"))
    if why is not None:
        return Refusal(phrase(why[0]), why[1])
    assert ruler is not None
    conditioned = ("FOW 712.2b",) if ruler.card.get("revolution_conditions") is not None else ()
    extra = revolution_cost(ruler.card)
    changed = bool(extra.resources) and _cost_changed(t, player, obj)
    # FOW 712.2d: the process is no part of the spell: a change to the spell's cost (an
    # increase, or a reduction however large, with X or an additional cost) never reaches its
    # will, which is paid apart (712.2a), also for a spell played without paying its cost.
    will = sum(n for kind, n in extra.resources if kind != "life")
    # 712.1: what lets the process be played, priority and a recovered ruler with [Revolution
    # Order]: no main timing is asked, which decides a play outside it (a [Quickcast] resonator
    # ordered in the opponent's turn) and leads its citations there
    outside = ("FOW 712.1",) if main_timing_refusal(t.state, player, "") is not None else ()
    inside = () if outside else ("FOW 712.1",)
    return replace(base, notes=(*base.notes, ("revolution_order", ruler.id),
                                *(((REVOLUTION_WILL, will),) if will else ())),
                   citations=(*outside, *conditioned, *base.citations, "FOW 903.2d", "FOW 712.2",
                              *(("FOW 712.2a",) if extra.resources else ()),
                              *(("FOW 712.2d",) if changed else ()), *inside),
                   apart=add_costs(base.apart, extra) if base.apart is not None else extra)


def _conditions_unmet(t: Table, player: str, ruler: GameObject) -> Msg | None:
    """FOW 712.2b: the conditions printed in the ruler's [Revolution Order] section (card key
    `revolution_conditions`), read as the process would be played, seen from the player
    ordering with the ruler as "this card": their words where they do not hold, else None."""
    written = ruler.card.get("revolution_conditions")
    if not isinstance(written, Condition):
        return None
    asking = StackItem(id=f"{ruler.id}.revolution-order", kind="ability", controller=player,
                       name=ruler.card.name, source=ruler.id)
    return None if holds(t, asking, written) else said_words(written)


def after_play(t: Table, item: StackItem) -> None:
    """FOW 712.2: once ordered, the spell cannot be chased, cancelled, or moved anywhere but the
    field (`chase_refusal`; the rulebook's `item_guards`); the ruler is remembered as having
    gone through a Revolution Order process this turn (712.1)."""
    ruler_id = item.extra.get("revolution_order")
    if ruler_id is None:
        return
    ruler = t.obj(str(ruler_id))
    ext(t.state).revolution_ordered.add(ruler.id)
    paid = revolution_cost(ruler.card).resources
    cost: str | Msg = Msg(", paying {amounts}",
                          amounts=amounts(paid, t.game.words.resources)) if paid else ""
    t.step(StepKind.EFFECT, Msg("{controller} plays the Revolution Order process of "
                                       "{object}{cost}: {object2} is ordered; players cannot "
                                       "chase to it, and it cannot be cancelled or moved to any "
                                       "zone but the field",
                                       controller=item.controller, object=t.name(ruler.id),
                                       cost=cost, object2=t.name(item.source or '')),
           ("FOW 712.2", *(("FOW 712.2a",) if paid else ()), "FOW 712.2d"),
           actor=item.controller, item=item.id)


def chase_refusal(t: Table, action_verb: str, resource: bool) -> Refusal | None:
    """FOW 712.2: players cannot chase to an ordered resonator spell: while one is on the chase
    nothing may be played onto it (a will ability does not use the chase, 907.3)."""
    if action_verb not in ("play", "activate", "judgment", "mobilize") or resource:
        return None
    ordered = next((i for i in t.state.stack if i.extra.get("revolution_order")), None)
    if ordered is None:
        return None
    return Refusal(phrase(Msg("{object} is an ordered resonator spell: players cannot chase to it",
                              object=t.item_label(ordered))), ("FOW 712.2",))


# ----- resolving ----------------------------------------------------------------------------------
def resolve_ordered(t: Table, item: StackItem) -> str | None:
    """FOW 712.3a: the ruler, if still in its ruler area, goes into its owner's order area order
    side up; FOW 712.3b: the resonator becomes a J-ruler with its cost and the order's abilities
    (and, ordered in the field, its [Revolution] text, 1149.2) and enters the field as one."""
    ruler_id = item.extra.get("revolution_order")
    obj = t.state.objects.get(item.source or "")
    if ruler_id is None or obj is None:
        return None
    ruler = t.obj(str(ruler_id))
    order = t.scenario.cards.get(str(ruler.card.get("order") or ""))
    # FOW HP.56 (revolution_order.ruler_gone): a ruler that left the ruler area before the
    # spell resolved is not moved (712.3a); by default 712.3b still makes it a J-ruler
    gone = ruler.zone != "ruler_area"
    if order is None or (gone and not t.policy_is("revolution_order.ruler_gone", "j-ruler")):
        t.cite_also_rule("FOW 712.3a")
        if gone and order is not None:
            t.cite_also_rule(t.policy_id("revolution_order.ruler_gone"))
        return (phrase(Msg("{object} is no longer in the ruler area: it is not put into the order "
                           "area, and the resonator gains no order",
                           object=t.name(ruler.id))))
    ruler_name = t.name(ruler.id)
    if not gone:
        ext(t.state).other_side[ruler.id] = ruler.card
        t.move(ruler, ORDER_AREA, cause=item.id, how=ORDERING)
        ruler.card = order
        ext(t.state).order_cards.add(ruler.id)
        t.watch(ruler)
    printed = obj.card
    revolution = printed.get(REVOLUTION_TEXT)
    gained = (*order.abilities, *(revolution if isinstance(revolution, tuple) else ()))
    # The order's keyword abilities are abilities too, with the card keys that give their
    # numbers or names (e.g. [Force Command]'s).
    from_order = tuple((k, v) for k, v in order.extra if printed.get(k) is None)
    obj.card = replace(printed, type="j_ruler", types=("j_ruler",),
                       abilities=(*printed.abilities, *gained),
                       keywords=tuple(dict.fromkeys((*printed.keywords, *order.keywords))),
                       extra=(*printed.extra, *from_order,
                              (ORDERED, (printed, "" if gone else ruler.id)),
                              # the abilities gained cannot be lost in any way (FOW 712.3b)
                              (UNLOSABLE, (tuple(a.name for a in order.abilities),
                                           tuple(order.keywords), "FOW 712.3b"))))
    t.watch(obj)
    t.cite_also_rule("FOW 712.3a")
    t.cite_also_rule("FOW 712.3b")
    if revolution:
        t.cite_also_rule("FOW 1149.2")
    names: str | Msg = ", ".join(a.name for a in gained) or Msg("none")
    if gone:  # FOW HP.56: 712.3b is carried out though 712.3a could not be
        t.cite_also_rule(t.policy_id("revolution_order.ruler_gone"))
        return phrase(Msg("{ruler} is no longer in the ruler area, so it does not go into the "
                          "order area; {object} still becomes a J-ruler, gains the order's "
                          "abilities ({abilities}) and enters the field as a J-ruler, ordered "
                          "by no order card (house policy {policy})", ruler=ruler_name,
                          object=t.name(obj.id), abilities=names,
                          policy=t.policy_id("revolution_order.ruler_gone")))
    return phrase(Msg("{ruler} goes into {player}'s order area order side up ({order}); {object} "
                      "becomes a J-ruler, gains the order's abilities and its [Revolution] text "
                      "({abilities}) and enters the field as a J-ruler" if revolution else
                      "{ruler} goes into {player}'s order area order side up ({order}); {object} "
                      "becomes a J-ruler, gains the order's abilities ({abilities}) and enters "
                      "the field as a J-ruler", ruler=ruler_name, player=ruler.controller,
                      order=order.name, object=t.name(obj.id), abilities=names))


# ----- leaving the field --------------------------------------------------------------------------
def leaves_ordered(t: Table, obj: GameObject, *, cause: str | None) -> None:
    """FOW 1010.1 (destroyed), 1205.2 (DEF 0 or less): an ordered J-ruler is put into its owner's
    graveyard, and its order card into its owner's ruler area ruler side up. It never becomes
    astral (1024.2a)."""
    printed, order_id = _ordered_parts(obj)
    t.move(obj, t.graveyard_of(obj), cause=cause, how=LEAVES)
    obj.card = printed
    t.watch(obj)
    order = t.state.objects.get(order_id)
    if order is not None and order.zone == ORDER_AREA:
        back_to_ruler_area(t, order, cause)


def back_to_ruler_area(t: Table, order: GameObject, cause: str | None) -> bool:
    """FOW 1010.1, 1208.1: the order card goes into its owner's ruler area ruler side up (the
    same card, keeping its orientation: 302.3)."""
    ruler = ext(t.state).other_side.get(order.id)
    if ruler is None:
        return False
    ext(t.state).order_cards.discard(order.id)
    ext(t.state).other_side[order.id] = order.card
    # FOW 302.3: the same card, keeping its orientation (and its counters, 1022.4)
    rested = order.exhausted
    t.move(order, "ruler_area", cause=cause)
    order.exhausted = rested
    order.card = ruler
    t.watch(order)
    return True


def orders_ordering_nothing(t: Table) -> bool:
    """FOW 1208.1 (a rule process): an order card in an order area that orders no card goes
    back to the ruler area as a ruler. One that card text took out of the order area follows
    house policy FOW HP.31 (`taken_out`)."""
    orders = ext(t.state).order_cards
    if not orders:
        return False
    changed = False
    for oid in sorted(orders):
        order = t.state.objects.get(oid)
        if order is not None and order.zone != ORDER_AREA:
            changed = taken_out(t, order) or changed
            continue
        if order is None or _ordering(t, oid) is not None:
            continue
        name = t.name(oid)
        if back_to_ruler_area(t, order, None):
            changed = True
            t.step(StepKind.STATE_CHECK, Msg("rule process: {object} is an order card that orders "
                                             "no card: it returns to {player}'s ruler area as a "
                                             "ruler ({ruler})", object=name,
                                             player=order.owner, ruler=order.card.name),
                   ("FOW 1208.1", "FOW 302.3"))
    return changed


def _ordering(t: Table, order_id: str) -> GameObject | None:
    """The ordered J-ruler in the field an order card orders (FOW 712.3b), if any; or the one
    stacked below another card by [Reincarnation] (`_ordered_below`)."""
    for oid in t.board:
        obj = t.state.objects[oid]
        parts = obj.card.get(ORDERED) if obj.zone == "field" else None
        if isinstance(parts, tuple) and str(parts[1]) == order_id:
            return obj
    return _ordered_below(t, order_id)


def _ordered_below(t: Table, order_id: str) -> GameObject | None:
    """An ordered J-ruler stacked below another card by [Reincarnation] is no entity in the field
    (FOW 1045.2), yet it is still the ordered card, whose J-ruler type and gained abilities
    nothing removes (712.3b); the rules do not say whether its order card orders it then (1208.1).
    House policy FOW HP.29 (`reincarnation.ordered_below`): by default it does, so the order
    card stays in the order area until the card leaves the stack (1045.6d); `returns`: it
    orders nothing, and the rule process of 1208.1 returns it to the ruler area at once."""
    for below in ext(t.state).stacked_below.values():
        for oid in below:
            obj = t.state.objects.get(oid)
            parts = obj.card.get(ORDERED) if obj is not None and obj.zone == "stacked" else None
            if not isinstance(parts, tuple) or str(parts[1]) != order_id:
                continue
            if t.policy_is("reincarnation.ordered_below", "returns"):
                t.cite_also_rule(t.policy_id("reincarnation.ordered_below"))
                t.cite_also_rule("FOW 1045.2")
                return None
            return obj  # the stacking said so (reincarnation.stack_onto)
    return None


def taken_out(t: Table, order: GameObject) -> bool:
    """An order card card text took out of the order area to a zone other than the ruler area
    (FOW 1040.1 rules that one: `put_as_ruler`). The CR does not say what it is there: house
    policy FOW HP.31 (`order_card.leaves_order_area`). `stays` (the default): it stays there as
    its ruler card (an "order" is one in an order area, 317.4); `returns`: it is an order card
    ordering nothing, which the rule process of 1208.1 returns to the ruler area. Either way
    its J-ruler keeps what it gained (712.3b). Whether the state changed."""
    if order.zone == "field":
        return _in_the_field(t, order)
    policy = t.policy_id("order_card.leaves_order_area")
    name, zone = t.name(order.id), order.zone
    ordered = _unlink(t, order.id)
    if t.policy_is("order_card.leaves_order_area", "returns"):
        back_to_ruler_area(t, order, None)
        t.step(StepKind.STATE_CHECK, Msg("rule process: {object}, an order card card text put "
                                         "into the {zone}, orders no card: it returns to "
                                         "{player}'s ruler area as a ruler ({ruler}) (house "
                                         "policy {policy})", object=name, zone=word(zone),
                                         player=order.owner, ruler=order.card.name,
                                         policy=policy),
               ("FOW 1208.1", policy, *(("FOW 712.3b",) if ordered else ())))
        return True
    ext(t.state).order_cards.discard(order.id)
    ruler = ext(t.state).other_side.get(order.id)
    if ruler is not None:
        ext(t.state).other_side[order.id] = order.card
        order.card = ruler
        t.watch(order)
    t.note(phrase(Msg("{object}, an order card card text took out of the order area, stays in "
                      "the {zone} as its ruler card ({ruler}) (house policy {policy})",
                      object=name, zone=word(zone), ruler=order.card.name, policy=policy)),
           (policy, "FOW 317.4"))
    if ordered is not None:
        t.note(phrase(Msg("{object} stays a J-ruler with the abilities it gained from its "
                          "order, which it cannot lose", object=t.name(ordered.id))),
               ("FOW 712.3b",))
    return True


def order_card_to_field(t: Table, order: GameObject) -> str | None:
    """Card text puts an order card into the field: the rules give it no place there (the field
    holds J-rulers, resonators, additions, regalia and magic stones, FOW 307.1) and say nothing
    of what it would be. House policy FOW HP.32 (`order_card.to_field`). `stays` (the default):
    it does not move, as a card whose other side is printed a ruler moves to no zone but a
    graveyard or a ruler area (321.1); `enters`: it enters the field ordering no card, and the
    rule process of 1208.1 returns it to its owner's ruler area as a ruler (`_in_the_field`).
    Why it stays, or None (it moves)."""
    policy = t.policy_id("order_card.to_field")
    if t.policy_is("order_card.to_field", "enters"):
        return None
    t.cite_also_rule(policy)
    t.cite_also_rule("FOW 307.1")
    t.cite_also_rule("FOW 321.1")
    return phrase(Msg("{object} is an order card: the field holds none, and its other side is a "
                      "ruler, which moves only to a graveyard or a ruler area, so it stays "
                      "(house policy {policy})", object=t.name(order.id), policy=policy))


def _in_the_field(t: Table, order: GameObject) -> bool:
    """House policy FOW HP.32 `enters`: the order card card text put into the field orders no
    card there, so the rule process of FOW 1208.1 returns it to its owner's ruler area as a ruler
    (the field and the ruler area keep it the same object, 302.3); the J-ruler it ordered keeps
    what it gained (712.3b)."""
    policy = t.policy_id("order_card.to_field")
    name = t.name(order.id)
    ordered = _unlink(t, order.id)
    back_to_ruler_area(t, order, None)
    t.step(StepKind.STATE_CHECK, Msg("rule process: {object}, an order card card text put into "
                                     "the field, orders no card: it returns to {player}'s ruler "
                                     "area as a ruler ({ruler}) (house policy {policy})",
                                     object=name, player=order.owner, ruler=order.card.name,
                                     policy=policy),
           ("FOW 1208.1", policy, "FOW 302.3", *(("FOW 712.3b",) if ordered else ())))
    return True


def _unlink(t: Table, order_id: str) -> GameObject | None:
    """The ordered J-ruler the order card ordered, which no order card orders any more: leaving
    the field, it sends none back (FOW 1010.1, 1205.2 name the order card ordering it)."""
    obj = _ordering(t, order_id)
    if obj is None:
        return None
    printed, _ = _ordered_parts(obj)
    obj.card = replace(obj.card, extra=tuple((k, (printed, "") if k == ORDERED else v)
                                             for k, v in obj.card.extra))
    t.watch(obj)
    return obj


def put_as_ruler(t: Table, event: Event) -> bool:
    """FOW 1040.1: card text put an order card into the ruler area: it is there ruler side up in
    its owner's ruler area, and the J-ruler it ordered stops being a J-ruler: a non-ordered
    resonator in the field (the effect saying nothing else about it)."""
    oid = event.object or ""
    order = t.state.objects.get(oid)
    if event.kind is not EventKind.ENTERED or event.zone_from != ORDER_AREA or \
            event.zone_to != "ruler_area" or oid not in ext(t.state).order_cards or \
            order is None:
        return False
    ruler = ext(t.state).other_side.get(oid)
    ordered = _ordering(t, oid)
    ext(t.state).order_cards.discard(oid)
    if ruler is not None:
        ext(t.state).other_side[oid] = order.card
        order.card = ruler
    order.controller = order.owner
    t.watch(order)
    t.cite_also_rule("FOW 1040.1")
    if ordered is None:
        return True
    printed, _ = _ordered_parts(ordered)
    ordered.card = printed
    t.watch(ordered)
    t.changed()
    t.note(phrase(Msg("{order}, an order card, is put into the ruler area as a ruler: {object} "
                      "stops being a J-ruler and is a non-ordered resonator in the field",
                      order=t.name(oid), object=t.name(ordered.id))),
           ("FOW 1040.1",))
    return True


def on_event(t: Table, event: Event) -> None:
    """An ordered J-ruler that leaves the field is its printed card again (a new object, FOW
    302.3). Destruction and the DEF rule process send its order card back at once (1010.1,
    1205.2, `leaves_ordered`); any other way out moves it as its printed type does (321.2), and
    its order card, then ordering nothing, goes back by the rule process of 1208.1
    (`orders_ordering_nothing`)."""
    if put_as_ruler(t, event):
        return
    obj = t.state.objects.get(event.object or "")
    if event.kind is EventKind.ENTERED and event.zone_to == "field" and obj is not None and \
            obj.card.get(ORDERED) is None and revolution_abilities(obj.card):
        names = ", ".join(a.name for a in revolution_abilities(obj.card))
        t.note(phrase(Msg("{object} enters the field without being ordered: its [Revolution] text "
                          "({objects}) does not exist",
                          object=t.name(obj.id), objects=names)), ("FOW 1149.3",))
        return
    if event.kind is EventKind.LEFT and event.zone_to == ORDER_AREA and event.how != ORDERING \
            and obj is not None and obj.counters:
        t.cite_also_rule("FOW 1022.4")  # it keeps its counters there
    if event.kind is not EventKind.LEFT or event.zone_from != "field" or event.how == LEAVES:
        return
    if obj is None or obj.card.get(ORDERED) is None:
        return
    name = t.name(obj.id)
    printed, _ = _ordered_parts(obj)
    obj.card = printed
    t.watch(obj)
    t.note(phrase(Msg("{object}, an ordered J-ruler, leaves the field for {zone}: an ordered card "
                      "moves as its printed card type does, and is its printed card there",
                      object=name, zone=event.zone_to or "")), ("FOW 321.2",))


def revolution_abilities(card: CardDef) -> tuple[AbilityDef, ...]:
    text = card.get(REVOLUTION_TEXT)
    return text if isinstance(text, tuple) else ()


# ----- checking a file ----------------------------------------------------------------------------
def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None],
                  library: Callable[[str], CardDef | None]) -> CardDef:
    """The keys of [Revolution Order] and [Revolution] go with their keywords; the order side is
    a card of type `order`. Returns the card with its [Revolution] text set aside (1149.3)."""
    for key, needs in REVOLUTION_NEEDS.items():
        written = card.get(key) is not None
        title = key.replace("_", " ").title()
        if key in card.keywords and not written:
            problem(("cards", name), f"[{title}] needs {needs}")
        elif written and key not in card.keywords:
            problem(("cards", name, key), f"`{key}:` goes with the keyword [{title}], which "
                    f"{name} does not have (`keywords: [{key}]`)")
    order = card.get("order")
    if order is not None:
        if "revolution_order" not in card.keywords or not card.is_type("ruler"):
            problem(("cards", name, "order"), "only a ruler with [Revolution Order] names an order "
                    "side")
        else:
            named_side(scenario, order, library, problem, ("cards", name, "order"),
                       f"no card named {order!r} under `cards:` or in the Force of Will card "
                       "library", lambda side: None if side.is_type("order") else
                       f"{order!r} is no card of type `order`")
    elif "revolution_order" in card.keywords and card.get("revolution_order") is not None:
        problem(("cards", name), "[Revolution Order] needs its order side, `order: <card name>`")
    if card.get("revolution_conditions") is not None and "revolution_order" not in card.keywords:
        problem(("cards", name, "revolution_conditions"), "`revolution_conditions:` goes with "
                f"the keyword [Revolution Order], which {name} does not have "
                "(`keywords: [revolution_order]`)")
    if "revolution_order" in card.keywords and not card.is_type("ruler"):
        problem(("cards", name, "keywords"), "[Revolution Order] is held by rulers (FOW 1148.1)")
    names = card.get("revolution")
    if isinstance(names, tuple) and "revolution" in card.keywords:
        for i, ability in enumerate(names):
            if card.ability(str(ability)) is None:
                problem(("cards", name, "revolution", i), f"{name} has no ability named "
                        f"{ability!r}")
    return without_revolution_text(card)


def _cost_changed(t: Table, player: str, obj: GameObject) -> bool:
    from judge.engine.costs import _covers, in_force

    return any(_covers(t, c, "play", player, obj) and not c.idle for c in in_force(t, obj))


def validate_objects(scenario: Scenario,
                     problem: Callable[[tuple[str | int, ...], str], None],
                     library_rulers: Callable[[str], list[CardDef]]) -> None:
    """An order card a file starts with in an order area (FOW 317.1) has a ruler side: the one
    ruler whose `order:` names it, under `cards:` or in the card library (which it is added
    from). Any other card may be there too (317.5)."""
    for i, spec in enumerate(scenario.objects):
        card = scenario.cards.get(spec.card)
        if spec.zone != ORDER_AREA or card is None or not card.is_type("order"):
            continue
        own = [c for c in scenario.cards.values()
               if c.is_type("ruler") and c.get("order") == card.name]
        found = own or library_rulers(card.name)
        if len(found) != 1:
            who = "several rulers name" if found else "no ruler names"
            problem(("objects", i, "card"), f"{who} {card.name!r} as their order side (`order: "
                    f"{card.name}`): an order card in an order area is the order side of one "
                    "ruler (FOW 712.3a)")
        elif not own:
            scenario.cards[found[0].name] = found[0]

