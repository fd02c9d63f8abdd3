"""[Reincarnation] (FOW 1161): '[Reincarnation] "Name" (Cost)': as a card named "Name" enters
the field under your control, you may reveal this card from your hand and pay (Cost); if you do,
it is stacked on top of that card as that card enters, and, while it is in the field with that
card below it, it is of that card's type, has that card's name besides its own and all of that
card's abilities (1161.2).

What a file writes: `keywords: [reincarnation]`, the name `reincarnation: Ember Squire` and the
cost `reincarnation_cost: {fire: 1}` (paid from the will its player has, as the card enters:
nothing can be produced in between). Whether the player does it is their choice, written under
the entering card's id: `decisions: {<id>: {choices: {reincarnation: <hand card id>}}}` (or
`none`); without one they do not, and the ruling notes that they could have. An effect may grant it
to a card (in the hand, where it acts) when the grant says its name and cost:
`modify: {keywords: [reincarnation], keyword_keys: {reincarnation: ..., reincarnation_cost: ...}}`
(Rulebook.granted_keyword_keys); a card with several naming the entering card uses its printed
one, else the first granted.

How judge carries it out, as the card enters:

- the stack enters the field with the revealed card on top: only it is an entity (1045.2), so
  the card below neither triggers its [Enter] abilities nor is seen entering (1045.4-1045.4a):
  what its arrival triggered is withdrawn, and the top card's arrival triggers instead: its own
  [Enter] abilities and those it gains from the card below (it has them as it enters: 1045.4,
  1161.2), and other cards' "whenever ... enters" once;
- the card below is kept in judge's zone `stacked` (no entity, no effects: 1045.3); the top
  card's `stacked` count says one card is below it (1165.3);
- when the top card leaves the field, it alone leaves (1045.6, 1045.6b); the card below goes
  to the same zone, unstacked (1045.6d), and the top card is its printed card again (a new
  object, 302.3).

Never onto a J-ruler with a warden side (1161.2: the step notes why). Onto a J-ruler with a
ruler side: when the top card leaves the field, the J-ruler below goes to the ruler area as a
ruler (1045.6c), not astral (1010.1a); the top card goes where it was sent, but destroyed or at
DEF 0 it would go back to a ruler side it lacks (1010.1, 1205.6): house policy FOW HP.8
(`reincarnation.top_of_j_ruler`) puts it into its owner's graveyard (default) or outside the game
(`expelled`). Onto a J-ruler with no ruler side, the J-ruler below follows 1045.6d, but a printed
one moves to no zone but a ruler area or the field (321.2), so it stays in the field, an entity
again (1045.2); a token one goes and ceases to exist (1303.3a). Onto an ordered J-ruler: the top
card does not become ordered; the ordered card follows 1045.6d as its printed card (321.2), and
whether its order card orders it while it is below is house policy FOW HP.29
(`reincarnation.ordered_below`, revolution.py). Onto a Contract J-ruler (no ruler side either):
when the top card leaves, 1045.6d would send it along, but it is a J-ruler and it was not
destroyed (1045.6b: only the top card is), so 321.2 keeps it in the field, a Contract J-ruler
still, an entity again; the ruler under contract stays under contract (1010.1 and 1205.3 turn it
face up only as its J-ruler leaves the field).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.characteristics import changes
from judge.engine.declare_statics import PrintedAgain
from judge.engine.events import Event, EventKind
from judge.engine.lost import LOST_FROM, after_loss, keep_losses
from judge.engine.trace import StepKind
from judge.games.force_of_will.contract import CONTRACTED
from judge.games.force_of_will.revolution import ORDERED
from judge.games.force_of_will.wardens import has_warden_side
from judge.model.args import Arg
from judge.model.cards import CardDef, Cost
from judge.model.scenario import Scenario
from judge.model.state import GameObject
from judge.msg import Msg, amounts, phrase, said_of
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

KEYWORD = "reincarnation"
COST = "reincarnation_cost"
#: judge's zone for a card stacked below another in the field: no entity (FOW 1045.2).
STACKED = "stacked"
#: What a file writes to reveal nothing.
NOTHING = "none"
#: The card key (internal) of a card stacked on top by [Reincarnation]: its printed card and the
#: id of the card below it.
REINCARNATED = "reincarnation:on"
#: Card keys naming another face of the card below, which the top card does not gain.
OTHER_FACE_KEYS = ("ruler", "warden", "j_ruler", "second_form")
#: Card keys (internal) of what the card below is, not what it has: an ordered J-ruler's order
#: (FOW 712.3b) and a Contract J-ruler's contract (1302.4), which the top card does not become.
STATUS_KEYS = (ORDERED, CONTRACTED)
#: FOW 1161.2: a `modify` granting [Reincarnation] carries its name and cost (keyword_keys).
GRANT_KEYS: dict[str, tuple[str, ...]] = {KEYWORD: (KEYWORD, COST)}
#: The card key (internal) of the names it gains (FOW 1161.2).
ALSO_NAMED = "reincarnation:names"
#: Out of the field it is its printed card again (FOW 302.3, 1161.2 "as long as").
REINCARNATION_PRINTED = PrintedAgain(REINCARNATED, ("field",), at=0)

REINCARNATION_CARD_KEYS: dict[str, Arg] = {
    KEYWORD: Arg("str", doc="with [Reincarnation]: the name of the card it may be stacked on top "
                 "of as that card enters the field (FOW 1161.2)"),
    COST: Arg("map", doc="with [Reincarnation]: the cost paid to reveal it and stack it, e.g. "
              "{fire: 1} (FOW 1161.2)"),
}
REINCARNATION_CHOICE_KEYS: dict[str, Arg] = {
    KEYWORD: Arg("str", doc="[Reincarnation], under the id of a card entering the field: the id "
                 "of the card its controller reveals from their hand and stacks on top of it, "
                 "or `none` (FOW 1161.2)"),
}


def names(card: CardDef) -> tuple[str, ...]:
    """Its name and the names it gained by [Reincarnation] (FOW 1161.2)."""
    gained = card.get(ALSO_NAMED)
    return (card.name, *(gained if isinstance(gained, tuple) else ()))


def _cost(card: CardDef) -> Cost:
    return _cost_of(card.get(COST))


def _cost_of(raw: object) -> Cost:
    items = raw.items() if isinstance(raw, dict) else ()
    return Cost(tuple((str(k), int(v)) for k, v in items if int(v)))


def instances(obj: GameObject) -> list[tuple[str, Cost]]:
    """Its [Reincarnation] abilities, each the name it reads and its cost: the printed one (card
    keys), then each an effect grants it, in the order they began, with the name and cost the
    grant carries (`modify: {keywords: [reincarnation], keyword_keys: {...}}`, 1161.2)."""
    out: list[tuple[str, Cost]] = []
    if KEYWORD in obj.card.keywords and isinstance(obj.card.get(KEYWORD), str):
        out.append((str(obj.card.get(KEYWORD)), _cost(obj.card)))
    for change in after_loss(changes(obj), KEYWORD):  # those lost since do not count
        keys = dict(change.keyword_keys)
        if KEYWORD in change.keywords and isinstance(keys.get(KEYWORD), str):
            out.append((str(keys[KEYWORD]), _cost_of(keys.get(COST))))
    return out


def naming(obj: GameObject, onto: CardDef) -> list[tuple[str, Cost]]:
    """Its [Reincarnation] abilities naming a name of the card entering."""
    called = names(onto)
    return [i for i in instances(obj) if i[0] in called]


def _not_onto_a_warden_side(t: Table, entered: GameObject, options: list[GameObject],
                            chosen: object) -> None:
    """FOW 1161.2: [Reincarnation] stacks only onto a non-(J-ruler with a warden side) card."""
    if chosen is not None and chosen != NOTHING:
        t.bad_decision((entered.id, "choices", KEYWORD), f"{t.name(entered.id)} is a J-ruler "
                       "with a warden side: no card is stacked on it by [Reincarnation] (FOW "
                       "1161.2)")
    t.note(phrase(Msg("{object} has [Reincarnation] naming {object2}, but {object2} is a "
                      "J-ruler with a warden side: it cannot be stacked on it",
                      object=t.name(options[0].id), object2=t.name(entered.id))),
           ("FOW 1161.2",))


# ----- as a card enters -----------------------------------------------------------------------
def on_event(t: Table, event: Event) -> None:
    if event.kind is EventKind.ENTERED and event.zone_to == "field":
        entering(t, event)
    elif event.kind is EventKind.LEFT and event.zone_from == "field":
        unstack(t, event)


def entering(t: Table, event: Event) -> None:
    """FOW 1161.2: a card named "Name" enters the field under a player's control: they may
    reveal a card with [Reincarnation] "Name" from their hand, pay, and stack it on top."""
    entered = t.state.objects.get(event.object or "")
    if entered is None or entered.card.get(REINCARNATED) is not None:
        return  # a stack's top card entering: it is the one stacked, not one to stack onto
    player = entered.controller
    options = [o for o in t.state.objects.values() if o.zone == "hand" and o.holder == player
               and naming(o, entered.card)]
    chosen = t.decision(entered.id, "choices", KEYWORD)
    if options and has_warden_side(entered.card):
        _not_onto_a_warden_side(t, entered, options, chosen)
        return
    if chosen is None or chosen == NOTHING:
        if options:
            t.note(phrase(Msg("{player} may reveal {object} from their hand and put it on top "
                              "of {object2} as it enters ([Reincarnation]); they do not",
                              player=player, object=t.name(options[0].id),
                              object2=t.name(entered.id))), ("FOW 1161.2",))
        return
    top = next((o for o in options if o.id == chosen), None)
    if top is None:
        t.bad_decision((entered.id, "choices", KEYWORD), f"{chosen!r} is not a card in "
                       f"{player}'s hand with [Reincarnation] naming {entered.card.name} "
                       f"(FOW 1161.2); those are: {', '.join(o.id for o in options) or NOTHING}")
    cost = _its_cost(t, top, entered)
    refusal = t.game.payment.cost_refusal(t.state, player, cost) if cost.resources else None
    if refusal is not None:
        t.note(phrase(Msg("{player} cannot pay the [Reincarnation] cost of {object} ({why}): it "
                          "stays in their hand and {object2} enters alone", player=player,
                          object=t.name(top.id), why=said_of(refusal.reason),
                          object2=t.name(entered.id))), ("FOW 1161.2", *refusal.citations))
        return
    if cost.resources:
        t.game.payment.pay(t.state, player, cost)
    stack_onto(t, top, entered, event, cost)


def _its_cost(t: Table, top: GameObject, entered: GameObject) -> Cost:
    """The cost of the [Reincarnation] of `top` that names the entering card: its printed one
    first, else the first an effect granted it (the step cites 1161.2 and says the cost)."""
    found = naming(top, entered.card)
    printed = KEYWORD in top.card.keywords and top.card.get(KEYWORD) in names(entered.card)
    if not printed:
        t.cite_also_rule("FOW 909.1")  # a keyword an effect grants (the layers)
    return found[0][1]


def stack_onto(t: Table, top: GameObject, below: GameObject, event: Event, cost: Cost) -> None:
    """The stack enters with `top` on top: `below` is no entity, its arrival triggers nothing
    (FOW 1045.2, 1045.4a); `top` enters, with the type, names and abilities of `below`."""
    # FOW 1045.4a: what the arrival of the card below triggered is withdrawn
    t.state.pending_triggers = [p for p in t.state.pending_triggers
                                if p.event_node != event.node]
    counters = dict(below.counters)  # e.g. a Contract J-ruler's, from its named ruler (713.3b)
    put_below(t, below)
    top.card = gained(top.card, below.card, below.id)
    top.controller = below.controller
    t.watch(top)
    paid = amounts(cost.resources, t.game.words.resources) if cost.resources else "0"
    t.step(StepKind.EFFECT, Msg("{player} reveals {object} from their hand and pays {cost}: it "
                                "is stacked on top of {object2} as {object2} enters the field "
                                "([Reincarnation]); {object} is the entity, with the type, the "
                                "names and the abilities of {object2}, which is no entity below "
                                "it", player=below.controller, object=t.name(top.id), cost=paid,
                                object2=t.name(below.id)),
           ("FOW 1161.2", "FOW 1045.2", "FOW 1045.3", "FOW 1045.4a"), actor=below.controller)
    from judge.games.force_of_will.state import ext

    ext(t.state).stacked_below[top.id] = [below.id]
    t.move(top, "field", cause=event.node, how="reincarnation")
    top.extra["stacked"] = 1  # FOW 1165.3: the cards stacked below it
    _inherits_counters(t, top, below, counters)
    if below.card.get(ORDERED) is not None and \
            t.policy_is("reincarnation.ordered_below", "still-ordering"):
        policy = t.policy_id("reincarnation.ordered_below")
        t.note(phrase(Msg("{object} is still the ordered card below {object2}: its order card "
                          "keeps ordering it (house policy {policy})", object=t.name(below.id),
                          object2=t.name(top.id), policy=policy)), ("FOW 712.3b", policy))


def _inherits_counters(t: Table, top: GameObject, below: GameObject,
                       counters: dict[str, int]) -> None:
    """FOW 1045.5: a card put into the field stacked on top of an entity inherits its counters
    (the card below, no entity, keeps none: 1045.2)."""
    if not counters:
        return
    for kind, n in counters.items():
        top.counters[kind] = top.counters.get(kind, 0) + n
    t.note(phrase(Msg("{object} takes the counters of {object2}, stacked below it ({counters})",
                      object=t.name(top.id), object2=t.name(below.id),
                      counters=", ".join(f"{n} {kind}" for kind, n in counters.items()))),
           ("FOW 1045.5",))


def gained(card: CardDef, below: CardDef, below_id: str) -> CardDef:
    """FOW 1161.2: the type, names and abilities of the card below, besides its own; the card
    keys its keywords are written with, where it has none of its own. Not the other face of a
    J-ruler below (its `ruler:`): that is the card below's, which 1045.6c turns back to."""
    own = {key for key, _ in card.extra}
    extra = [(k, v) for k, v in below.extra
             if k not in own and k not in (KEYWORD, COST, *OTHER_FACE_KEYS, *STATUS_KEYS)]
    return replace(card, type=below.type, types=below.types,
                   keywords=(*card.keywords, *(k for k in below.keywords
                                               if k not in card.keywords)),
                   abilities=(*card.abilities, *below.abilities),
                   extra=(*card.extra, *extra, (REINCARNATED, (card, below_id)),
                          (ALSO_NAMED, names(below))))


def put_below(t: Table, obj: GameObject) -> None:
    """FOW 1045.2-1045.3: a card stacked below is no entity and applies no effect; it did not
    move (1045.5: stacking is no zone change), so nothing sees it leave. Also a Transcend's
    stack (714.3, transcend.py)."""
    t.board.pop(obj.id, None)
    obj.zone = STACKED
    obj.remove_damage()
    obj.modifiers.clear()
    if obj.card.get(LOST_FROM) is not None:  # no entity: a loss stays with the entity it was
        keep_losses(t, obj)
    obj.counters.clear()
    obj.attached_to = None
    obj.extra.clear()  # no entity: no mark of having entered (FOW 1045.2)
    obj.incarnation += 1
    t.changed()


def unstack(t: Table, event: Event) -> None:
    """FOW 1045.6, 1045.6b, 1045.6d: the top card alone leaves the field; the cards below go to
    the zone it goes to, unstacked, except a J-ruler with a ruler side (1045.6c)."""
    from judge.games.force_of_will.state import ext

    for oid in ext(t.state).stacked_below.pop(event.object or "", []):
        obj = t.state.objects.get(oid)
        if obj is not None and obj.zone == STACKED:
            unstack_card(t, obj, event)


def unstack_card(t: Table, obj: GameObject, event: Event) -> None:
    """FOW 1045.6c-1045.6d: one card below a top card that left the field (`event`): a J/ruler
    with a ruler side goes to the ruler area as a ruler; any other card to the zone the top card
    went to, unstacked, but a printed J-ruler moves to no zone but a ruler area or the field
    (321.2), and a card that does not move stays in the field. Also a transcended stack's cards
    when its J-ruler leaves other than destroyed or at DEF 0 (transcend.py)."""
    zone = event.zone_to or ""
    side = obj.card if obj.card.is_type("ruler") else \
        ruler_side(t, obj) if obj.card.is_type("j_ruler") else None
    if side is not None:
        _back_to_the_ruler_area(t, obj, side, event)
        return
    if zone == "ruler_area" and obj.card.get(CONTRACTED) is not None:
        _contract_j_ruler_to_ruler_area(t, obj, event)
        return
    if _printed_j_ruler(obj) and zone not in ("field", "ruler_area"):
        _stays_in_the_field(t, obj, event, zone)
        return
    t.move(obj, zone, cause=event.node, how="unstacked")
    if obj.zone == STACKED:  # a rule kept it from moving there (e.g. 321.3a): it stays
        _back_in_the_field(t, obj)
        t.step(StepKind.EFFECT, Msg("{object}, stacked below {object2}, does not go to {zone} with "
                                    "it: it stays in the field, unstacked, and is an entity again",
                                    object=t.name(obj.id), object2=t.name(event.object or ""),
                                    zone=t.into_said(zone, obj.owner)),
               ("FOW 1045.6d", "FOW 1045.2"))
        return
    _printed_again(t, obj)
    cease_if_token(t, obj)
    t.step(StepKind.EFFECT, Msg("{object}, stacked below {object2}, goes to {zone} with it, "
                                "unstacked", object=t.name(obj.id),
                                object2=t.name(event.object or ""),
                                zone=t.into_said(zone, obj.owner)),
           ("FOW 1045.6d", "FOW 1045.6"))


def cease_if_token(t: Table, obj: GameObject) -> None:
    """FOW 1303.3a: a token that moves (here: from below a stack, judge's zone `stacked`, which is
    no board zone the engine watches) arrives there and then ceases to exist."""
    if obj.token:
        from judge.engine.copies import GONE

        obj.zone = GONE
        t.cite_also_rule("FOW 1303.3a")


def _printed_j_ruler(obj: GameObject) -> bool:
    """A J-ruler 321.2 holds back: not a token, not ordered (it moves as its printed type) and not
    a J-ruler only by [Reincarnation] (1161.2: its printed type is another)."""
    return obj.card.is_type("j_ruler") and not obj.token and obj.card.get(ORDERED) is None and \
        obj.card.get(REINCARNATED) is None


def _stays_in_the_field(t: Table, obj: GameObject, event: Event, zone: str) -> None:
    """FOW 1045.6d would send a J-ruler with no ruler side below the leaving top card to the zone
    it goes to, unstacked, but a printed J-ruler (no token, not ordered) moves to no zone but a
    ruler area or the field (321.2): it does not move. It stays in the field, the only card left
    of the stack and so an entity again (1045.2); it did not leave nor enter the field (1045.6),
    so nothing sees it enter."""
    _back_in_the_field(t, obj)
    if obj.card.get(CONTRACTED) is not None:
        t.step(StepKind.EFFECT, Msg("{object}, a Contract J-ruler stacked below {object2}, would "
                                    "go to {zone} with it, but it was not destroyed and a J-ruler "
                                    "moves to no zone but a ruler area or the field: it stays in "
                                    "the field, unstacked, an entity again and still a Contract "
                                    "J-ruler, and the ruler under contract stays under contract",
                                    object=t.name(obj.id), object2=t.name(event.object or ""),
                                    zone=t.into_said(zone, obj.owner)),
               ("FOW 1045.6d", "FOW 1045.6b", "FOW 321.2", "FOW 1045.2"))
        return
    t.step(StepKind.EFFECT, Msg("{object}, a J-ruler with no ruler side stacked below {object2}, "
                                "would go to {zone} with it, but a J-ruler moves to no zone but a "
                                "ruler area or the field: it stays in the field, unstacked, and "
                                "is an entity again", object=t.name(obj.id),
                                object2=t.name(event.object or ""),
                                zone=t.into_said(zone, obj.owner)),
           ("FOW 1045.6d", "FOW 321.2", "FOW 1045.2"))


def _back_in_the_field(t: Table, obj: GameObject) -> None:
    """A card below that does not move stays in the field, unstacked: an entity again (FOW
    1045.2); it neither left nor entered the field (1045.6), so nothing sees it enter."""
    obj.zone = "field"
    t.board[obj.id] = None
    t.watch(obj)
    t.changed()


def _contract_j_ruler_to_ruler_area(t: Table, obj: GameObject, event: Event) -> None:
    """A Contract J-ruler below a top card that went to a ruler area (1045.6d; 321.2 lets a
    J-ruler go there): it has no ruler side, so house policy FOW HP.20 rules, as for an effect
    moving it there (contract.contracted_to_ruler_area); where it does not move, it stays in the
    field, an entity again."""
    from judge.games.force_of_will.contract import contracted_to_ruler_area

    said = contracted_to_ruler_area(t, obj, event.node)
    if obj.zone == STACKED:
        _back_in_the_field(t, obj)
    t.step(StepKind.EFFECT, Msg("{object} was stacked below {object2}, which went to {zone}: "
                                "{said}", object=t.name(obj.id), object2=t.name(event.object or ""),
                                zone=t.into_said("ruler_area", obj.owner), said=said),
           ("FOW 1045.6d", "FOW 321.2", t.policy_id("contract.j_ruler_to_ruler_area")))


def _printed_again(t: Table, obj: GameObject) -> None:
    """An ordered J-ruler unstacked out of the field moves as its printed card (FOW 321.2) and is
    that card again (302.3); its order card, then ordering nothing, goes back by the rule
    process of 1208.1."""
    parts = obj.card.get(ORDERED)
    if isinstance(parts, tuple) and isinstance(parts[0], CardDef):
        obj.card = parts[0]
        t.watch(obj)
        t.cite_also_rule("FOW 321.2")


# ----- a J-ruler with a ruler side below (FOW 1045.6c) --------------------------------------------
def ruler_side(t: Table, obj: GameObject) -> CardDef | None:
    """The ruler side of a J-ruler (FOW 1010.1: what it turns back to), or None."""
    from judge.games.force_of_will.state import ext

    known = ext(t.state).other_side.get(obj.id)
    if known is not None and known.is_type("ruler"):
        return known
    name = obj.card.get("ruler")
    card = t.scenario.cards.get(str(name)) if name else None
    return card if card is not None and card.is_type("ruler") else None


def on_top_of_a_j_ruler(t: Table, obj: GameObject) -> bool:
    """Whether `obj` is the top card of a stack with a J-ruler below it (FOW 1045.6c)."""
    from judge.games.force_of_will.state import ext

    if obj.card.get(REINCARNATED) is None:
        return False
    below = [t.state.objects.get(oid) for oid in ext(t.state).stacked_below.get(obj.id, [])]
    return any(o is not None and o.zone == STACKED and o.card.is_type("j_ruler") for o in below)


def _ruler_side_below(t: Table, obj: GameObject) -> bool:
    from judge.games.force_of_will.state import ext

    below = [t.state.objects.get(oid) for oid in ext(t.state).stacked_below.get(obj.id, [])]
    return any(o is not None and o.zone == STACKED and o.card.is_type("j_ruler")
               and ruler_side(t, o) is not None for o in below)


def top_of_a_j_ruler_leaves(t: Table, obj: GameObject, *, cause: str | None) -> Msg:
    """The top card of a stack with a J-ruler below, a J-ruler by type only (FOW 1161.2), is
    destroyed or has DEF 0: 1010.1 and 1205.6 would put it into the ruler area ruler side up,
    but it has no ruler side (a printed resonator never goes there, 321.3a). House policy FOW
    HP.8 says where it goes: its owner's graveyard (default) or outside the game (as the top
    J-ruler of a transcended stack, 1010.1, 1205.4). The J-ruler below goes to the ruler area as
    a ruler (1045.6c, `unstack`)."""
    policy = t.policy_id("reincarnation.top_of_j_ruler")
    name = t.name(obj.id)
    if t.policy_is("reincarnation.top_of_j_ruler", "expelled"):
        t.move(obj, "expelled", cause=cause, how="expelled")
        t.cite_also_rule("FOW 1047.1")
        where = Msg("outside the game (expelled), as a transcended J-ruler's top card is")
    else:
        t.move(obj, t.graveyard_of(obj), cause=cause)
        where = Msg("its owner's graveyard, as its printed card")
    t.cite_also_rule(policy)
    # FOW 1045.6c for a J-ruler below with a ruler side, else 1045.6d (`unstack`)
    t.cite_also_rule("FOW 1045.6c" if _ruler_side_below(t, obj) else "FOW 1045.6d")
    return Msg("{object}, a J-ruler only while a J-ruler is stacked below it, has no ruler side "
               "to go back to: it is put into {where} (house policy {policy})", object=name,
               where=where, policy=policy)


def _back_to_the_ruler_area(t: Table, obj: GameObject, side: CardDef, event: Event) -> None:
    """FOW 1045.6c: the J-ruler stacked below goes to the ruler area as a ruler, ruler side up;
    it was below a J-ruler with no ruler side, so it does not become astral (1010.1a)."""
    from judge.games.force_of_will.state import ext

    name = t.name(obj.id)
    t.move(obj, "ruler_area", cause=event.node, how="unstacked")
    t.watch(obj)
    if side is obj.card:  # a ruler stacked from the ruler area (714.3a) is ruler side up already
        t.step(StepKind.EFFECT, Msg("{object}, a ruler stacked below {object2}, goes back to "
                                    "{player}'s ruler area, unstacked and not astral", object=name,
                                    object2=t.name(event.object or ""), player=obj.owner),
               ("FOW 1045.6c", "FOW 1010.1a"))
        return
    ext(t.state).other_side[obj.id] = obj.card
    obj.card = side
    t.step(StepKind.EFFECT, Msg("{object}, a J-ruler stacked below {object2}, goes to {player}'s "
                                "ruler area as a ruler, ruler side up ({ruler}), unstacked and "
                                "not astral", object=name, object2=t.name(event.object or ""),
                                player=obj.owner, ruler=side.name),
           ("FOW 1045.6c", "FOW 1010.1a"))


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    has = KEYWORD in card.keywords
    for key, example in ((KEYWORD, "`reincarnation: Ember Squire`"),
                         (COST, "`reincarnation_cost: {fire: 1}`")):
        written = card.get(key) is not None
        if has and not written:
            problem(("cards", name), f"[Reincarnation] needs its {example} (FOW 1161.2)")
        elif written and not has:
            problem(("cards", name, key), f"`{key}:` goes with the keyword [Reincarnation], which "
                    f"{name} does not have (`keywords: [reincarnation]`)")
