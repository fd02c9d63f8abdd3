"""Attachment (RB 434, RB 716-719) and Equip (RB 818).

- `attach: {target, to}` (RB 434): the card(s) `target` (default: the source) become attached to
  the unit `to` and move to its location (RB 434.4); one attached elsewhere detaches first
  (RB 434.1.f); to its current top-most card nothing more happens (RB 434.1.h). Gear or a unit:
  an attached unit keeps its types (RB 718.5.a), so it is still a unit where its top-most card
  is (it fights there, RB 719.3), with its own text inactive (RB 718.2), and it cannot be moved
  separately (RB 718.5.c). A rune too: attached, its Add abilities are inactive (RB 718.2), it
  goes with the unit, and it is not recalled from a battlefield while attached (RB 323.7). A
  legend or a battlefield: house policy RB HP.8 (attach_fixed; the rules conflict,
  NOT_ATTACHED).
- While attached (object key `attached_to: <unit>`), a card's own text is inactive (RB 718.2:
  its static abilities do not apply, its triggers do not trigger, its abilities cannot be
  activated); its Might Bonus (card key `might_bonus: N`) is added to the unit's Might
  (RB 718.4) and the keywords of its Effect Text (card key `effect_keywords: [...]`) are the
  unit's (RB 718.3), and so are the other abilities of its Effect Text, written under the card's
  `gives:` (engine/granted.py): the unit has them while the card is attached, its controller
  controlling them (RB 718.5.e-f: control of the two is separate).
- The attached card goes where its top-most card goes on the board (RB 719.3.a); when that
  card leaves the board the attached ones detach and stay where they are (RB 719.5): gear left
  at a battlefield is then recalled by a cleanup (RB 323.7).
- Equip [Cost] (RB 818.1.c.2) is "[Cost]: attach this gear to a unit you control": written as
  an activated ability of the gear with `keywords: [equip]`, a target `{type: unit, controller:
  you}` and the effect `attach: {to: $1}`, or as the card key `equip_cost: {...}` from which
  judge writes it (ability_keywords.py); an effect grants Equip with its cost (RB 818.1.c),
  `keyword_keys: {equip_cost: ...}`, and so grants that ability. A gear is Equipment while it
  has Equip, printed or granted (RB 818.1.a, RB 818.5: `is_equipment`); the unit is Equipped
  while Equipment is attached to it (RB 818.3): the filter key `equipped: true`. A grant that
  ends while the gear is attached does not detach it (RB 718.1): its Might Bonus still counts
  (RB 718.4), but without Equip or the Equipment tag it is no Equipment and the unit is no
  longer Equipped by it (RB 818.3.b). Equip an effect grants a unit or a rune attaches "this
  gear" (RB 818.1.c.2), and the card is no gear: house policy RB HP.32 (`equip_of_no_gear`).
"""

from __future__ import annotations

from judge.engine.characteristics import traits as current_traits
from judge.engine.conditions import cited_for
from judge.engine.copies import GONE
from judge.engine.declare import Attachment, Refusal
from judge.engine.effects import refs
from judge.engine.events import EventKind
from judge.engine.replacements import replaced
from judge.engine.trace import StepKind
from judge.games.riftbound import keywords as kw
from judge.games.riftbound.state import ext
from judge.model import effects as fx
from judge.model.args import optional, required
from judge.model.cards import AbilityDef, Cost
from judge.model.effects import arg
from judge.model.filters import Filter
from judge.model.state import (
    GameObject,
    GameState,
    PendingTrigger,
    StackItem,
)
from judge.msg import Msg, phrase, phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


@dataclass(frozen=True)
class Attach(fx.Effect):
    """Attach cards to a unit (RB 434)."""

    kind: ClassVar[str] = "attach"
    to: fx.Ref = arg(required("target", "the unit that becomes the top-most card ($1, an id)"))
    target: fx.Ref = arg(optional("target", "what is attached (default: the source, self)"),
                         "self")


#: RB 818.1.a: equipment is gear with the Equipment tag (a trait here), or with Equip; it is
#: attached to a unit on the board, and RB 718.2: an attached card's own text is inactive.
#: RB 434.1: a unit or a rune may be the card attached too (a legend or battlefield: exit 3).
EQUIPMENT = Attachment(types=("gear",), traits=("equipment",), keywords=("equip",),
                       text_inactive=True, attaches_any=True, also_types=("unit", "rune"),
                       bonus_keys=("might_bonus", "effect_keywords"),
                       stat_keys=(("might_bonus", "might"),), keywords_key="effect_keywords",
                       keyword_values_key="effect_keyword_values",
                       gives_abilities=True, gives_rule="RB 718.3")


def is_equipment(obj: GameObject) -> bool:
    """RB 818.1.a: gear with the Equipment tag (a trait here), or with Equip, as it is now: an
    Equip an effect grants it counts (RB 818.5: having Equip is one of the gear's
    characteristics, checked even while its own text is inactive, RB 818.5.a)."""
    return obj.card.is_type(*EQUIPMENT.types) and (
        any(t in current_traits(obj) for t in EQUIPMENT.traits)
        or has_equip(obj))


#: The name of Equip's ability (RB 818.1.c.2).
EQUIP = "Equip"


def equip_ability(cost: Cost) -> AbilityDef:
    """RB 818.1.c.2: "Equip [Cost]" is "[Cost]: attach this gear to a unit you control"; the
    unit is a target (RB 818.1.b.1). Built from a card's `equip_cost` or from the cost an
    effect granting Equip carries (ability_keywords.py: `keyword_keys: {equip_cost: ...}`,
    RB 818.1.c)."""
    return AbilityDef(name=EQUIP, kind="activated", cost=cost, keywords=("equip",),
                      targets=(Filter(types=("unit",), controller="you"),),
                      effect=(Attach(to="$1"),))


def run_attach(t: Table, item: StackItem, e: Attach) -> str | None:
    """RB 434.1, RB 434.4: link each card to the unit and move it to the unit's location."""
    hosts = [o for i in refs(t, item, e.to) if (o := t.state.objects.get(i)) is not None
             and t.game.vocab.is_board(o.zone) and o.card.is_type("unit")]
    if not hosts:
        return None
    host = hosts[0]
    out = []
    for oid in refs(t, item, e.target):
        obj = t.state.objects.get(oid)
        if obj is None or obj.id == host.id or not t.game.vocab.is_board(obj.zone):
            continue
        if obj.card.is_type(*NOT_ATTACHED):
            out.append(attach_fixed(t, item, obj, host))
            continue
        if not obj.card.is_type("gear", "unit", "rune"):
            raise not_modelled(t, obj)
        if by_its_equip(item, obj) and not obj.card.is_type("gear") and \
                (nothing := equip_of_no_gear(t, obj, host)) is not None:
            out.append(nothing)
            continue
        if not obj.card.is_type("gear"):
            t.cite_also_rule("RB 718.5.a")  # a unit or rune attached keeps its types
        if obj.card.is_type("rune"):
            t.cite_also_rule("RB 718.2")  # its Add abilities are inactive while attached
        if obj.card.gives:
            t.cite_also_rule("RB 718.3")  # its Effect Text's abilities are now the unit's
        out.append(attach_one(t, item, obj, host))
        if t.static_sources:
            # a static ability of the unit (or the one it now has) that reads its Might is
            # ordered among its changes, the Might Bonus one of them (RB 479.2, RB 477.3.e)
            t.refresh_layers()
            for rule in dict.fromkeys(c for rules in t.stat_dependents.get(host.id, {}).values()
                                      for c in rules):
                t.cite_also_rule(rule)
    return phrases(out)


#: Why judge does not attach a legend or a battlefield: the rules that would conflict.
NOT_ATTACHED = {
    "legend": "RB 434.4 would put it at the unit's location, but a Champion Legend never "
              "leaves the Legend Zone and another legend exists only there or banished "
              "(RB 107.4.d, RB 107.4.d.2); the Core Rules do not say which rule gives way",
    "battlefield": "RB 434.4 would put it at the unit's location, but a battlefield is a "
                   "location itself (RB 107.2.b); the Core Rules do not say what becomes of "
                   "that location and what is there",
}


#: The rule of its own zone that keeps it where it is.
FIXED_RULE = {"legend": ("RB 107.4.d", "RB 107.4.d.2"), "battlefield": ("RB 107.2.b",)}


def attach_fixed(t: Table, item: StackItem, obj: GameObject, host: GameObject) -> str:
    """RB 434.1 links any two cards on the board, but RB 434.4 would move a legend out of the
    Legend Zone (RB 107.4.d) or a battlefield, itself a location (RB 107.2.b), to the unit's
    location; the Core Rules do not say which gives way (NOT_ATTACHED). House policy RB HP.8:
    by default the rule of its zone wins and it is not attached at all (`stays`); `in-place`
    attaches it without moving it: its text is inactive (RB 718.2), it never goes with the
    unit (RB 719.3.a gives way too), and it detaches when the unit leaves the board
    (RB 719.5)."""
    kind = next(k for k in FIXED_RULE if obj.card.is_type(k))
    for rule in ("RB HP.8", "RB 434.1", *FIXED_RULE[kind]):
        t.cite_also_rule(rule)
    if not t.policy_is("attach.fixed_card", "in-place"):
        said = Msg("{object} is a legend: it is not attached to {host} and stays where it is",
                   object=t.name(obj.id), host=t.name(host.id)) if kind == "legend" else \
            Msg("{object} is a battlefield: it is not attached to {host} and stays where it is",
                object=t.name(obj.id), host=t.name(host.id))
        return phrase(said)
    if obj.attached_to == host.id:
        return phrase(Msg("{object} is already attached to {object2}: nothing more happens",
                          object=t.name(obj.id), object2=t.name(host.id)))
    if replaced(t, "attached", obj, cause=item.id):  # RB 370.1.a.1: it never happens
        for rule in ("RB 434.1", "RB 370.1.a.1"):
            t.cite_also_rule(rule)
        return phrase(Msg("{object} is not attached to {host}", object=t.name(obj.id),
                          host=t.name(host.id)))
    before = obj.attached_to
    if before is not None and (kept := detach_first(t, obj, before, host, item.id)):
        return kept
    obj.attached_to = host.id
    obj.last_change = item.id
    t.state.version += 1  # its own text is now inactive (RB 718.2)
    announce(t, obj, EventKind.ATTACHED, host.id, item.id)
    t.cite_also_rule("RB 718.2")
    return phrase(Msg("attaches {object} to {host}, leaving it where it is (its text is now "
                      "inactive)", object=t.name(obj.id), host=t.name(host.id)))


def equip_of_no_gear(t: Table, obj: GameObject, host: GameObject) -> str | None:
    """An Equip an effect granted a unit or a rune resolves (Equip is on gear, RB 818.1.a, and
    attaches "this gear", RB 818.1.c.2; the rules do not say what another card's does): house
    policy RB HP.32. By default (`nothing`) that part cannot be done, so it is skipped and the
    ability resolves attaching nothing (RB 055, RB 055.1): what it says. `attaches`: the card
    attaches to the unit as the gear would (RB 434.1): None, the caller attaches it."""
    t.cite_also_rule("RB HP.32")
    if t.policy_is("equip.granted_to_other", "attaches"):
        return None
    for rule in ("RB 818.1.c.2", "RB 055"):
        t.cite_also_rule(rule)
    return phrase(Msg("{object} is no gear, so its Equip attaches nothing to {host} (it "
                      "attaches \"this gear\")", object=t.name(obj.id), host=t.name(host.id)))


def not_modelled(t: Table, obj: GameObject) -> Exception:
    """Attaching a card judge does not model: one neither gear, unit nor rune (a legend or
    battlefield never gets here: RB HP.8, attach_fixed): exit 3."""
    from judge.errors import Problem, UnsupportedMechanic

    path = ("cards", obj.card.name)
    marks = t.scenario.marks or {}
    line, col = marks.get(path) or (0, 0)
    return UnsupportedMechanic(Problem(t.scenario.file, line, col, ".".join(path),
                                       f"attaching {t.name(obj.id)}, a {obj.card.type} "
                                       "(RB 434.1): judge attaches gear, units and runes only"))


def cannot_move_alone(t: Table, obj: GameObject) -> Refusal | None:
    """RB 718.5.c: an attached card cannot be moved apart from its top-most card (it goes
    where that card goes, RB 719.3.a)."""
    if obj.attached_to is None:
        return None
    return Refusal(phrase(Msg("{object} is attached to {object2}: it cannot be moved separately "
                              "from it",
                              object=t.name(obj.id), object2=t.name(obj.attached_to))),
                   ("RB 718.5.c",))


def attach_one(t: Table, item: StackItem, obj: GameObject, host: GameObject) -> str:
    """RB 434.1, RB 434.4: link one card to `host`, at its location."""
    if obj.attached_to == host.id:
        t.cite_also_rule("RB 434.1.h")
        return (phrase(Msg("{object} is already attached to {object2}: nothing more happens",
                           object=t.name(obj.id), object2=t.name(host.id))))
    if replaced(t, "attached", obj, cause=item.id):
        # RB 370.1.a.1: the attaching never happens, nor the detaching it causes (RB 434.1.f)
        for rule in ("RB 434.1", "RB 370.1.a.1"):
            t.cite_also_rule(rule)
        return phrase(Msg("{object} is not attached to {host}", object=t.name(obj.id),
                          host=t.name(host.id)))
    before = obj.attached_to
    # RB 434.1.f: it detaches from where it was first
    if before is not None and (kept := detach_first(t, obj, before, host, item.id)):
        return kept
    if obj.zone != host.zone:
        t.move(obj, host.zone, cause=item.id, how="attach")
        # it takes on its Top-Most Card's location: said of the card that moved alone (not
        # of the unit's Might, which its bonus decided)
        t.cite_also_rule("RB 434.4")
        cited_for(item, ("RB 434.4",), (obj.id,))
    obj.attached_to = host.id
    obj.attached_at = t.tick()  # what it gives the host starts to apply now (RB 480.1)
    obj.last_change = item.id
    t.state.version += 1  # its Might Bonus and Effect Text now apply to the host
    announce(t, obj, EventKind.ATTACHED, host.id, item.id)
    t.cite_also_rule("RB 434.1")
    if obj.exhausted or host.exhausted:
        t.cite_also_rule("RB 434.5")  # attaching changes neither card's state: exhausted stays
        for card in (c for c in (obj, host) if c.exhausted):  # said where a reader looks for it
            t.note(phrase(Msg("{object} stays exhausted: attaching changes neither card's "
                              "state", object=t.name(card.id))), ("RB 434.5",))
    if obj.card.get("might_bonus"):
        t.cite_also_rule("RB 434.1.d")  # its Might Bonus now counts for the unit
    if obj.card.get("effect_keywords"):
        t.cite_also_rule("RB 434.1.c")  # its Effect Text is the unit's
    if before:
        t.cite_also_rule("RB 434.1.f")
    if is_equipment(obj):
        # RB 818.2: attached by its Equip (printed or granted), the unit is Equipped by it;
        # by its own Quick-Draw's trigger, that keyword attached it (RB 819.1.d), not the
        # Equipped state the attaching leaves; else RB 818.3.b.
        t.cite_also_rule("RB 818.2" if by_its_equip(item, obj) else
                         "RB 819.1.d" if by_its_quick_draw(item, obj) else "RB 818.3.b")
    elif has_equip(obj):  # a unit or rune an effect granted Equip (RB HP.32 `attaches`)
        t.cite_also_rule("RB 818.3.c")
    attaches = Msg("attaches {object} to {host} {place}", object=t.name(obj.id),
                   host=t.name(host.id), place=t.place_said(host.zone, host.owner))
    if before:
        attaches = Msg("{what} (detached from {object})", what=attaches, object=t.name(before))
    return phrase(attaches)


def by_its_equip(item: StackItem, obj: GameObject) -> bool:
    """Whether `item` is an activation of an Equip ability of `obj`, its own or one an effect
    grants it (RB 818.2: the unit is then equipped by it)."""
    return item.source == obj.id and item.ability is not None \
        and "equip" in item.ability.keywords


def by_its_quick_draw(item: StackItem, obj: GameObject) -> bool:
    """Whether `item` is the Quick-Draw trigger of `obj` (RB 819.1.d: "when you play this,
    attach it to a unit you control")."""
    return item.source == obj.id and item.ability is not None \
        and "quick-draw" in item.ability.keywords


def detach_first(t: Table, obj: GameObject, before: str, host: GameObject, cause: str
                 ) -> str | None:
    """RB 434.1.f: attached elsewhere, `obj` first detaches from `before`. If a replacement
    replaces that (RB 370.1.a.1), house policy RB HP.18: by default (`kept`) it stays attached
    there, and since no card is under two at once (RB 718.5.d) the attaching does not happen:
    what the effect says of it, returned; `released`: it comes off without a detaching."""
    if not replaced(t, "detached", obj, cause=cause):
        obj.attached_to = None
        announce(t, obj, EventKind.DETACHED, before, cause)
        return None
    t.cite_also_rule("RB HP.18")
    if t.policy_is("replace.detaching", "released"):
        obj.attached_to = None  # no detaching happened: nothing triggers on one
        t.state.version += 1
        return None
    t.cite_also_rule("RB 434.1.f")
    t.cite_also_rule("RB 718.5.d")
    return phrase(Msg("{object} stays attached to {before}: it cannot be attached to {host} too",
                      object=t.name(obj.id), before=t.name(before), host=t.name(host.id)))


def announce(t: Table, obj: GameObject, kind: EventKind, host: str, cause: str | None
             ) -> None:
    """It attached or detached: the event triggers wait for. Its own text triggering on it
    exists then, inactive or not (RB 725.1 attaching, RB 725.2 detaching: cleanup.py)."""
    label = Msg("{object} attaches to {host}" if kind is EventKind.ATTACHED else
                "{object} detaches from {host}", object=t.name(obj.id), host=t.name(host))
    t.emit(kind, label, obj=obj.id, player=obj.controller,
           source=host, cause=cause)
    own = any(a.kind == "triggered" and a.when is not None and a.when.event == kind.value
              and a.when.object == "self" for a in obj.card.abilities)
    if own:
        t.cite_also_rule("RB 725.1" if kind is EventKind.ATTACHED else "RB 725.2")


def attached_to(state: GameState, host: str) -> list[GameObject]:
    return [o for o in state.objects.values() if o.attached_to == host]


def is_equipped(state: GameState, obj: GameObject, value: object) -> bool:
    """`equipped: true|false` (RB 818.3.b: one or more Equipment attached to it; RB 818.3.c:
    a card with Equip, which an effect may grant a unit or a rune)."""
    return any(is_equipment(o) or has_equip(o)
               for o in attached_to(state, obj.id)) == bool(value)


def has_equip(obj: GameObject) -> bool:
    """It has Equip, printed or granted, whatever its type (RB 818.3.c, RB 818.5)."""
    return any(kw.has(obj, k) for k in EQUIPMENT.keywords)


def follow_host(t: Table, host: GameObject, node: str) -> None:
    """RB 719.3.a: the cards attached to a unit that moved on the board go with it."""
    for obj in attached_to(t.state, host.id):
        if obj.zone != host.zone and obj.card.is_type(*NOT_ATTACHED):
            stays_in_place(t, obj, host)
        elif obj.zone != host.zone:
            t.move(obj, host.zone, cause=node, how="attached")
            t.step(StepKind.STATE_CHECK, phrase(Msg(
                "{object} goes with {host} to {zone}: it is attached to it", object=t.name(obj.id),
                host=t.name(host.id), zone=t.game.words.zone_said(host.zone, t.name))),
                ("RB 719.3.a",))


def stays_in_place(t: Table, obj: GameObject, host: GameObject) -> None:
    """House policy RB HP.8 `in-place` (the only way a legend or a battlefield is attached):
    it stays where it is when its unit moves (its own zone's rule wins over RB 719.3.a)."""
    kind = next(k for k in FIXED_RULE if obj.card.is_type(k))
    t.policy("attach.fixed_card")  # the ruling depends on it
    t.note(phrase(Msg("{object} stays {place}: attached where it is, it does not go with {host}",
                      object=t.name(obj.id), place=t.place(obj.zone, obj.owner),
                      host=t.name(host.id))),
           (t.policy_id("attach.fixed_card"), *FIXED_RULE[kind]))


def fixed_attachment_problem(card_type: str, in_place: bool, zone: str, oid: str) -> str:
    """Why a file may not start with a legend or a battlefield attached (empty: it may): house
    policy RB HP.8 attaches one only under `in-place`, and then where it is, in its own zone."""
    if not in_place:
        return (f"a {card_type} is never attached under house policy RB HP.8 (`stays`, the "
                f"default): {NOT_ATTACHED[card_type]}; a file may start with one attached "
                "only under `policies: {attach.fixed_card: in-place}`")
    own = "legend_zone" if card_type == "legend" else f"battlefield:{oid}"
    if zone != own:
        return (f"under house policy RB HP.8 `in-place` an attached {card_type} stays in its "
                f"own zone ({own}): it is never at the unit's location")
    return ""


def detach_all(t: Table, host: GameObject) -> None:
    """RB 719.5: the top-most card left the board: what was attached detaches and stays."""
    for obj in attached_to(t.state, host.id):
        if replaced(t, "detached", obj):
            kept_or_released(t, obj, host)
            continue
        obj.attached_to = None
        t.state.version += 1
        ext(t.state).detached_by_leaving.add(f"{obj.id}#{obj.incarnation}")
        announce(t, obj, EventKind.DETACHED, host.id, None)
        t.cite_also_rule("RB 719.5")  # the step that detached it says by which rule
        t.note(f"{t.name(obj.id)} detaches from {t.name(host.id)} and stays "
               f"{t.place(obj.zone, obj.owner)}",
               ("RB 719.5",))


def text_active_again(t: Table, obj: GameObject, name: str) -> str:
    """RB 719.5 where `obj`'s own ability `name` is activated after `obj` detached as the card
    it was attached to left the board: its own text, inactive while attached (RB 718.2), works
    again by that rule (an Iron Blade's Equip after its unit died); '' elsewhere."""
    if obj.attached_to is not None or obj.card.ability(name) is None:
        return ""
    return "RB 719.5" if f"{obj.id}#{obj.incarnation}" in ext(t.state).detached_by_leaving \
        else ""


def kept_or_released(t: Table, obj: GameObject, host: GameObject) -> None:
    """`obj`'s detaching from `host`, which left the board, was replaced (RB 370.1.a.1). House
    policy RB HP.18: by default (`kept`) it stays attached, so it goes where its top-most card
    went (RB 718.5.c), into its own owner's zone of that kind; `released`: it stays where it
    is, unattached, but no detaching happened."""
    t.cite_also_rule("RB HP.18")
    if t.policy_is("replace.detaching", "released"):
        obj.attached_to = None
        t.state.version += 1
        t.step(StepKind.STATE_CHECK, Msg("{object} is no longer attached to {host}, which left "
                                         "the board, but it did not detach: it stays {place}",
                                         object=t.name(obj.id), host=t.name(host.id),
                                         place=t.place_said(obj.zone, obj.owner)),
               ("RB HP.18", "RB 719.5"))
        return
    zone = host.zone if host.zone != GONE else t.graveyard_of(obj)
    t.move(obj, zone, how="attached")
    t.step(StepKind.STATE_CHECK, Msg("{object} stays attached to {host} and goes with it into "
                                     "{zone}", object=t.name(obj.id), host=t.name(host.id),
                                     zone=t.into_said(obj.zone, obj.owner)),
           ("RB HP.18", "RB 718.5.c"))


def attached_refusal(t: Table, obj: GameObject, ability: AbilityDef) -> Refusal | None:
    """RB 718.2, RB 721.2: an attached card's own abilities cannot be activated. RB 718.2 makes
    its printed text inactive only: an ability an effect grants it (a granted Equip, which
    attaches it elsewhere, RB 434.1.f) can be."""
    if obj.attached_to is not None and ability in obj.card.abilities:
        return Refusal(phrase(Msg("{object} is attached to {object2}: its own text is inactive, "
                                  "so its abilities cannot be activated",
                                  object=t.name(obj.id), object2=t.name(obj.attached_to))),
                       ("RB 718.2",
                                                                             "RB 721.2"))
    return None


#: RB 819.1.d: Quick-Draw's trigger, "when you play this, attach it to a unit you control"; the
#: unit is chosen as the trigger goes on the chain (`decisions: {<gear>.quick-draw: {targets}}`).
QUICK_DRAW = AbilityDef(name="Quick-Draw", kind="triggered",
                        targets=(Filter(types=("unit",), controller="you"),),
                        effect=(Attach(to="$1"),), keywords=("quick-draw",))


def quick_draw_trigger(t: Table, obj: GameObject, node: str) -> None:
    """RB 819.1.d: a gear with Quick-Draw was played (its play completes as it enters the
    board): the trigger, once however many instances it has (RB 819.2)."""
    if not t.game.vocab.is_board(obj.zone) or not kw.has(obj, "quick-draw"):
        return
    # triggered by the play, with its "when you play me" abilities (RB 370.1.a.2)
    t.state.pending_triggers.append(PendingTrigger(obj.id, QUICK_DRAW, obj.controller, node, 0,
                                                   obj.id, action=t.game_action))
    t.step(StepKind.TRIGGER, Msg("{object}'s play completes as it enters the board: its "
                                 "Quick-Draw triggers (attach it to a unit you control)",
                                 object=t.name(obj.id)),
           ("RB 819.1.d", *(("RB 819.2",) if kw.instances(obj, "quick-draw") > 1 else ())))


def changes_own_activations(obj: GameObject) -> bool:
    """Its card has a static ability changing what activating its own abilities costs (an Equip
    cost changed by the gear's own text: RB 818.1.c.4)."""
    from judge.engine.costs import ChangeCost

    return any(a.kind == "static" and any(
        isinstance(e, ChangeCost) and e.of == "activate" and e.target == "self"
        for e in a.effect) for a in obj.card.abilities)


def has_equip_ability(abilities: tuple[AbilityDef, ...]) -> bool:
    """RB 818.1.c.2: Equip is an activated ability that attaches the gear to a unit."""
    return any(a.kind == "activated" and "equip" in a.keywords
               and any(isinstance(e, Attach) and e.target == "self" for e in a.effect)
               for a in abilities)
