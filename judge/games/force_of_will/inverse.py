"""Inverse cards (FOW 1302.3-1302.3e-2): double-sided cards with a hope side and a despair side.

What a file writes: each side as a card of its own under `cards:`, the despair side the one with
the race or trait `Inverse` (1302.3), and the Inverse card itself as `{type: <its hope side's
type>, inverse_sides: [<hope side>, <despair side>]}` with nothing else (the shape two face
rulers and alternative cards are written in, parts.py). An object of it says the side up,
`inverse_side: <side>`, in the field and the removed area (and `choices: {inverse_side:}` for
one waiting on the chase): without it, or with a name that is no side of it, the file is
invalid (exit 2, located), never a side judge picks. Anywhere else it is hope side up (1302.3e):
`inverse_side:` may say the hope side, and the despair side there is exit 2. Then:
- the object is the side up, that side's information only (1302.3d);
- `invert: {target: ...}` turns one hope side up to its despair side (1030.1), the same card
  where it is, its counters and the effects on it kept (1302.3c); that is "this card inverts"
  (1030.2), the event `inverted`, which a trigger `when: {event: inverted, object: self}` waits
  for. One already despair side up: the rules do not say, house policy FOW HP.63
  (`inverse.invert_despair`). One in a public area but the field, chase and removed area stays
  hope side up (1302.3e); one in a hidden area is exit 3, and so is a spell on the chase (its
  text would turn over as it waits, which judge does not model);
- moving to any zone other than by being played it arrives hope side up (1302.3e-1): a new
  object is its hope side again (`HOPE_AGAIN`), and the ruling says so.
- `remove_inverted: {target: ...}` removes it from the game "inverted" (1030.3): flipped to its
  despair side, it goes to the removed area and stays despair side up there.
Exit 3, where the rules do not say: a "when this card inverts" ability of a hope side or of a two
face ruler's side (1030.2 speaks of the card turning from hope to despair), an ability waiting
for a card to invert as a two face ruler inverts or a card is removed inverted, inverting in a
hidden area, and inverting or removing inverted a copy of a side (1302.1b) or a plain card.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.copies import COPIED_FROM
from judge.engine.declare import EffectDecl
from judge.engine.declare_statics import PrintedAgain
from judge.engine.effects import TARGET, refs
from judge.engine.events import Event, EventDecl
from judge.errors import Problem, UnsupportedMechanic
from judge.games.force_of_will.parts import (
    TwoParts,
    named_parts,
    turned_back,
    written_on_the_whole,
)
from judge.games.force_of_will.two_face import (
    invert_ruler,
    is_two_face,
    sides_of,
    turned_to,
    twin_of,
)
from judge.model.args import Arg
from judge.model.cards import CardDef
from judge.model.effects import Effect, Ref, arg
from judge.model.filters import Filter
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase, phrases, word
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

SIDES = "inverse_sides"
SIDE_UP = "inverse_side"
#: The race or trait that marks the despair side (FOW 1302.3).
INVERSE = "Inverse"
#: The card key (internal) of a despair side up: its hope side, which it is again as a new
#: object (FOW 1302.3e-1).
HOPE = "inverse:hope"
#: The object key (internal) of an Inverse card just turned hope side up again, for the ruling.
TURNED_BACK = "inverse:back"
#: The zones where an Inverse card may be despair side up (FOW 1302.3e).
EITHER_SIDE = ("field", "chase", "removed")
#: Filter keys that read a card's name, and its cost (FOW 1302.3d reads the side up).
NAME_KEYS = frozenset({"named", "name_has"})
COST_KEYS = frozenset({"total_cost", "total_cost_or_more"})
#: The event "this card inverts" (FOW 1030.2).
INVERTED = "inverted"
#: How an Inverse card is written: its two sides, each a card of the file (FOW 1302.3).
SIDES_SHAPE = TwoParts(
    SIDES, "an Inverse card", "sides", "a side", "a plain card", "FOW 1302.3",
    "an Inverse card's information is its sides' (FOW 1302.3d): write `{key}:` on a side")
#: FOW 1302.3e-1: moved other than by being played it arrives hope side up (a new object:
#: ObjectRules.reset_object makes it its hope side again; on_event says so).
HOPE_AGAIN = PrintedAgain(HOPE, (), mark=TURNED_BACK)

INVERSE_CARD_KEYS: dict[str, Arg] = {
    SIDES: Arg("list", of=Arg("str"), doc="an Inverse card: the card names of its hope side and "
               "its despair side (the one with the race or trait `Inverse`), in that order, each "
               "a card under `cards:` (FOW 1302.3); it has nothing else but `type:`, its hope "
               "side's"),
}
INVERSE_OBJECT_KEYS: dict[str, Arg] = {
    SIDE_UP: Arg("str", doc="an object of an Inverse card: the name of its side up, required in "
                 "the field and the removed area (FOW 1302.3a); anywhere else it is its hope "
                 "side (1302.3e), which it may say. In a filter, an Inverse card in the field, "
                 "the chase or the removed area with that side up"),
}
INVERSE_CHOICE_KEYS: dict[str, Arg] = {
    SIDE_UP: Arg("str", doc="an Inverse card waiting on the chase at the start: the name of its "
                 "side up (FOW 1302.3a)"),
}
INVERSE_EVENTS: dict[str, EventDecl] = {
    INVERTED: EventDecl("an Inverse card inverted: it turned from its hope side to its despair "
                        "side (FOW 1030.2); `object: self` on its despair side is \"when this "
                        "card inverts\"", player=False,
                        # FOW 910.1: "if it would invert, instead ...": it does not turn over
                        watched=Msg("a replacement effect watches {watched} inverting "
                                    "({how_long})"),
                        instead=Msg("instead of {who} inverting, {what}"), made_by="invert"),
}


def pair_of(cards: dict[str, CardDef], name: str) -> tuple[CardDef, CardDef] | None:
    """(hope side, despair side) of the Inverse card whose side is the card `name`, else None."""
    if not _any_inverse(cards):
        return None  # (the usual file: read for every object the ruling shows)
    twin = twin_of(cards, name, SIDES)
    if twin is None:
        return None
    sides = sides_of(cards[twin[0]], SIDES)
    hope, despair = cards.get(sides[0]), cards.get(sides[1])
    return (hope, despair) if hope is not None and despair is not None else None


#: Whether a file's cards (by identity, with their count) have an Inverse card: the last asked.
_ASKED: list[tuple[dict[str, CardDef], int, bool]] = []


def _any_inverse(cards: dict[str, CardDef]) -> bool:
    if _ASKED and _ASKED[0][0] is cards and _ASKED[0][1] == len(cards):
        return _ASKED[0][2]
    found = any(c.get(SIDES) is not None for c in cards.values())
    _ASKED[:] = [(cards, len(cards), found)]
    return found


def despair_up(hope: CardDef, despair: CardDef) -> CardDef:
    """The card despair side up: only that side's information (1302.3d), its hope side
    remembered for when it moves (1302.3e-1)."""
    return replace(despair, extra=(*despair.extra, (HOPE, hope)))


def side_of(cards: dict[str, CardDef], card: CardDef, up: object) -> CardDef | None:
    """FOW 1302.3a, 1302.3e: the side of an Inverse card the file says is up, its hope side where
    it says none (checked by validate_scenario); None for a name that is no side of it."""
    sides = sides_of(card, SIDES)
    hope, despair = (cards.get(s) for s in sides) if len(sides) == 2 else (None, None)
    if hope is None or despair is None:
        return None
    if up is None or up == hope.name:
        return hope
    return despair_up(hope, despair) if up == despair.name else None


def side_shown(state: object, obj: GameObject) -> str | None:
    """The side an Inverse card is up on in the field, the chase or the removed area, where it
    may be either (1302.3e), for the ruling's objects (None: it is none, or elsewhere)."""
    if obj.zone not in EITHER_SIDE or is_copy(obj):
        return None  # (a copy of a side is no double-sided card, FOW 1302.1b)
    table = getattr(state, "table", None)
    cards = table.scenario.cards if table is not None else {}
    return obj.card.name if pair_of(cards, obj.card.name) is not None else None


def is_copy(obj: GameObject) -> bool:
    """A token or a copy of a side of an Inverse card, which is no Inverse card (FOW 1302.1b)."""
    return obj.token or obj.copy_of is not None or obj.card.get(COPIED_FROM) is not None


def is_side_up(state: object, obj: GameObject, value: object) -> bool:
    """The filter `inverse_side: <name>`: an Inverse card with that side up."""
    return side_shown(state, obj) == value


def is_despair(cards: dict[str, CardDef], obj: GameObject) -> bool:
    pair = pair_of(cards, obj.card.name)
    return pair is not None and obj.card.name == pair[1].name


def despair_matched(filt: Filter, obj: GameObject) -> tuple[str, ...]:
    """FOW 1302.3d: an Inverse card despair side up (in the field, the chase or the removed
    area) that a count, a condition or a target's filter reads by its information (a name, a
    cost, a type, a keyword, a race or trait) is read as its despair side only: cited where
    one is found where its hope side would be read otherwise, as 1307.5a-1307.5c are for an
    alternative card (a type both sides have decides nothing)."""
    hope, card = obj.card.get(HOPE), obj.card
    if not isinstance(hope, CardDef) or obj.zone not in EITHER_SIDE or is_copy(obj):
        return ()
    keys = {key for key, _ in filt.extra}
    differs = (filt.types and (card.type, card.types) != (hope.type, hope.types)) or \
        (filt.keywords and set(card.keywords) != set(hope.keywords)) or \
        (filt.traits and set(card.traits) != set(hope.traits)) or \
        keys & NAME_KEYS or (keys & COST_KEYS and card.cost != hope.cost)
    return ("FOW 1302.3d",) if differs else ()


def side_up_stat_rules(obj: GameObject, stat: str) -> tuple[str, ...]:
    """FOW 1302.3d: an Inverse card despair side up whose `stat` (its ATK dealing battle damage)
    is printed otherwise on its hope side has the despair side's, the rule that decided the
    amount; nothing for any other object."""
    hope = obj.card.get(HOPE)
    if not isinstance(hope, CardDef) or obj.zone not in EITHER_SIDE or is_copy(obj):
        return ()
    return ("FOW 1302.3d",) if hope.stat(stat) != obj.card.stat(stat) else ()


def side_up_copied(obj: GameObject) -> tuple[str, ...]:
    """FOW 1302.3d: an Inverse card despair side up (in the field, the chase or the removed
    area) has only that side's information, so what becomes a copy of it copies that side
    (1017.5), not the card its hope side would make it; nothing for any other object."""
    hope = obj.card.get(HOPE)
    if not isinstance(hope, CardDef) or obj.zone not in EITHER_SIDE or is_copy(obj):
        return ()
    return ("FOW 1302.3d",)


def side_not_up_rule(t: Table, obj: GameObject, name: str) -> str:
    """FOW 1302.3d: why an Inverse card has no ability `name` that its side not up has: only the
    side up's information counts. '' where it is no Inverse card or its other side has none."""
    pair = pair_of(t.scenario.cards, obj.card.name)
    if pair is None or is_copy(obj):
        return ""
    other = pair[1] if obj.card.name == pair[0].name else pair[0]
    return "FOW 1302.3d" if other.ability(name) is not None else ""


def sides_at_start(t: Table) -> None:
    """FOW 1302.3a, 1302.3d: an Inverse card the file puts despair side up (in the field, the
    chase or the removed area) has only its despair side's information. Said once, as the
    ruling begins."""
    for obj in t.state.objects.values():
        hope = obj.card.get(HOPE)
        if isinstance(hope, CardDef) and obj.zone in EITHER_SIDE:
            t.note(phrase(Msg("{id} is an Inverse card despair side up, {side}: only that side's "
                              "information counts (its hope side, {hope}, is ignored)",
                              id=obj.id, side=obj.card.name, hope=hope.name)),
                   ("FOW 1302.3a", "FOW 1302.3d"))


# ----- invert (FOW 1030.1-1030.2, 1302.3c) --------------------------------------------------------
def invert(t: Table, obj: GameObject) -> str | None:
    """Invert `obj` if it is an Inverse card (1030.1): hope side up it turns to its despair side,
    the same card where it is, its counters and the effects on it kept (1302.3c), and that is
    "this card inverts" (1030.2), unless a replacement makes something else happen instead
    (910.1). None where `obj` is no Inverse card."""
    pair = pair_of(t.scenario.cards, obj.card.name)
    if pair is None:
        return None
    hope, despair = pair
    name = t.name(obj.id)
    if is_copy(obj):
        raise UnsupportedMechanic(Problem(
            t.scenario.file, 0, 0, "effect.invert", f"inverting {name}, a copy of a side of an "
            "Inverse card: a copy of a double-sided card is no double-sided card (FOW 1302.1b), "
            "and what inverting it does the rules do not say"), silent=True)
    if obj.zone not in EITHER_SIDE:
        if obj.zone != "graveyard":  # (the other zones are hidden areas, or hold no such card)
            raise UnsupportedMechanic(Problem(
                t.scenario.file, 0, 0, "effect.invert", f"inverting {name} in the "
                f"{obj.zone}: the rules place an Inverse card hope side up in the public areas "
                "other than the field, the chase and the removed area (FOW 1302.3e) and say "
                "nothing of one inverted there"))
        t.cite_also_rule("FOW 1302.3e")
        return phrase(Msg("{object} is in the {zone}, where an Inverse card is always hope side "
                          "up: it stays so", object=name, zone=word(obj.zone)))
    if obj.zone == t.game.stack_zone:
        raise UnsupportedMechanic(Problem(
            t.scenario.file, 0, 0, "effect.invert", f"inverting {name} on the chase: the spell "
            "would have only its other side's information from then on (FOW 1302.3d), its text "
            "included, and judge does not turn a spell's text over as it waits"))
    if obj.card.name == despair.name:
        return despair_inverted(t, obj, hope, despair)
    from judge.engine.replacements import replaced

    if replaced(t, INVERTED, obj):  # FOW 910.1: it never inverts; its step says what instead
        t.cite_also_rule("FOW 910.1")
        return phrase(Msg("{object} does not invert: something else happened instead, and it "
                          "stays hope side up", object=name))
    lost = turned_to(t, obj, despair_up(hope, despair))
    obj.extra[SIDE_UP] = despair.name
    # What decides the facts of the card inverted (an answer cites two): the same card with its
    # counters and the effects on it (1302.3c), only the despair side's information (1302.3d);
    # then what inverting is (1030.1).
    t.cite_also_rule("FOW 1302.3c")
    t.cite_also_rule("FOW 1302.3d")
    t.cite_also_rule("FOW 1030.1")
    said = phrase(Msg("{was} ({id}) inverts: it turns to its despair side, {now}, the same card "
                      "where it is, its counters and the effects on it unchanged; only {now}'s "
                      "information counts now", was=hope.name, id=obj.id, now=despair.name))
    t.emit(INVERTED, Msg("{object} inverts", object=name), obj=obj.id)
    return phrases([said, lost]) if lost else said


def watched(t: Table, obj: GameObject, how: str) -> None:
    """FOW 1030.2 makes "inverts" the turn from a hope side to a despair side in place: whether an
    ability waiting for a card to invert sees a two face ruler turn to its other ruler side, or an
    Inverse card removed from the game inverted (1030.3), the rules do not say. Where a card of
    the file has one (not "this card": only a despair side's is read, validate_card), exit 3."""
    for card in t.scenario.cards.values():
        for ability in card.abilities:
            when = ability.when
            if when is not None and when.event == INVERTED and when.object != "self":
                raise UnsupportedMechanic(Problem(
                    t.scenario.file, 0, 0, "effect.invert", f"{t.name(obj.id)} is {how}, and "
                    f"{card.name}'s {ability.name} waits for a card to invert: whether that is "
                    "\"inverting\" for it (FOW 1030.2 speaks of turning from the hope side to the "
                    "despair side), the rules do not say"), silent=True)


def despair_inverted(t: Table, obj: GameObject, hope: CardDef, despair: CardDef) -> str:
    """FOW HP.63: inverting an Inverse card already despair side up. 1030.1 turns it to its
    despair side, where it is; 1030.2 makes "inverts" the turn from hope to despair only; no rule
    turns one back. By default it stays despair side up and does not invert (`stays`); `hope`
    turns it over to its hope side (no "inverts", 1030.2); `cannot-rule` is exit 3."""
    policy = t.policy_id("inverse.invert_despair")
    name = t.name(obj.id)
    if t.policy_is("inverse.invert_despair", "cannot-rule"):
        from judge.engine.lost import cannot_rule

        cannot_rule(t, f"inverting {name}, already despair side up: what happens the rules do "
                    f"not say (FOW 1030.1, 1030.2; house policy {policy} is cannot-rule)",
                    key="effect.invert", silent=True)
    t.cite_also_rule(policy)
    if t.policy_is("inverse.invert_despair", "hope"):
        lost = turned_to(t, obj, hope)
        obj.extra[SIDE_UP] = hope.name
        said = phrase(Msg("{was} ({id}) is already despair side up: it turns over to its hope "
                          "side, {now}, the same card where it is, its counters and the effects "
                          "on it unchanged (that is not inverting)",
                          was=despair.name, id=obj.id, now=hope.name))
        return (phrases([said, lost]) or said) if lost else said
    return phrase(Msg("{object} is already despair side up: it stays so, and does not invert",
                      object=name))


@dataclass(frozen=True)
class Invert(Effect):
    """`invert: {target: ...}`: "invert this card" (FOW 1030.1): an Inverse card turns to its
    despair side, a two face ruler to its other ruler side (two_face.py)."""

    kind: ClassVar[str] = "invert"
    target: Ref = arg(TARGET)


def run_invert(t: Table, item: StackItem, e: Invert) -> str | None:
    out: list[str] = []
    for oid in refs(t, item, e.target):
        obj = t.state.objects.get(oid)
        if obj is None:
            continue
        said = invert(t, obj)  # an Inverse card (FOW 1030.1, 1302.3c)
        if said is not None:
            out.append(said)
            continue
        if is_two_face(t, obj):
            watched(t, obj, "a two face ruler inverting")  # no "inverts" event (FOW 1030.2)
        ruled = invert_ruler(t, obj)
        if ruled is None:
            raise UnsupportedMechanic(Problem(
                t.scenario.file, 0, 0, "effect.invert", f"inverting {t.name(oid)}: only a two "
                "face ruler (to its other ruler side) and an Inverse card (to its despair side) "
                "invert (FOW 1030.1): what inverting any other card does, the rules do not "
                "say"), silent=True)
        out.extend(ruled)
    return phrases(out) if out else None


INVERT = EffectDecl(Invert, run_invert, "invert {target}")


# ----- removed inverted (FOW 1030.3) --------------------------------------------------------------
@dataclass(frozen=True)
class RemoveInverted(Effect):
    """`remove_inverted: {target: ...}`: "remove it from the game inverted" (FOW 1030.3): an
    Inverse card flips to its despair side and goes to its owner's removed area, despair side
    up there (the "unless stated otherwise" of 1302.3e-1)."""

    kind: ClassVar[str] = "remove_inverted"
    target: Ref = arg(TARGET)


def run_remove_inverted(t: Table, item: StackItem, e: RemoveInverted) -> str | None:
    from judge.engine.effects import MoveZone, move_zone

    cards = t.scenario.cards
    flipped: dict[str, tuple[CardDef, CardDef]] = {}
    for oid in refs(t, item, e.target):
        obj = t.state.objects.get(oid)
        if obj is None:
            continue
        pair = pair_of(cards, obj.card.name)
        if pair is None or is_copy(obj):
            raise UnsupportedMechanic(Problem(
                t.scenario.file, 0, 0, "effect.remove_inverted", f"removing {t.name(oid)} from "
                "the game inverted: it is no Inverse card (a copy of one is none either, FOW "
                "1302.1b), so it has no despair side to flip to (FOW 1030.3), and what happens "
                "the rules do not say"), silent=True)
        watched(t, obj, "removed from the game inverted")
        flipped[oid] = pair
        obj.card = pair[1]  # despair side up as it moves: not turned back (1302.3e-1)
    said = move_zone(t, item, MoveZone(target=e.target, to="removed"))
    out = []
    for oid, (hope, despair) in flipped.items():
        obj = t.state.objects[oid]
        if obj.zone != "removed":  # a replacement sent it elsewhere: moved, it is hope side up
            obj.card = hope
            t.watch(obj)
            continue
        obj.card = despair_up(hope, despair)
        obj.extra[SIDE_UP] = despair.name
        t.watch(obj)
        t.cite_also_rule("FOW 1030.3")
        out.append(phrase(Msg("{was} ({id}) is removed from the game inverted: it is despair side "
                              "up, {now}, in the removed area", was=hope.name, id=oid,
                              now=despair.name)))
    return phrases([*([said] if said else []), *out]) or None


REMOVE_INVERTED = EffectDecl(RemoveInverted, run_remove_inverted,
                             "remove {target} from the game inverted")


def on_event(t: Table, event: Event) -> None:
    """FOW 1302.3e-1: say so when an Inverse card that was despair side up arrived hope side up
    in its new zone."""
    found = turned_back(t, event, TURNED_BACK)
    if found is None:
        return
    obj, was = found
    t.cite_also_rule("FOW 1302.3e-1")  # the move's step: it arrived hope side up
    if obj.zone == "removed":
        said = Msg("{object} moved despair side up ({was}); in the removed area it is hope side "
                   "up again", object=t.name(obj.id), was=was)
    else:
        said = Msg("{object} moved despair side up ({was}); in the {zone} it is hope side up "
                   "again", object=t.name(obj.id), was=was, zone=word(obj.zone))
    # (1302.3e: always so in a public area but the field, the chase and the removed area)
    t.note(phrase(said), ("FOW 1302.3e-1", *(("FOW 1302.3e",) if obj.zone == "graveyard" else ())))


# ----- checking a file ----------------------------------------------------------------------------
def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    named = named_parts(scenario, name, card, SIDES_SHAPE, problem)
    if named is None:
        _inverts_watched(name, card, problem, scenario)
        return
    path: tuple[str | int, ...] = ("cards", name, SIDES)
    for i, side in named:
        inverse = INVERSE in side.traits
        if i == 0 and inverse:
            problem((*path, 0), f"{side.name!r} has the race or trait {INVERSE}: it is the "
                    "despair side, written second (`inverse_sides: [<hope side>, <despair "
                    "side>]`, FOW 1302.3)")
        elif i == 1 and not inverse:
            problem((*path, 1), f"{side.name!r} has no race or trait {INVERSE}: the despair "
                    f"side is the one with it (`traits: [{INVERSE}]`, FOW 1302.3)")
        elif side.is_type("ruler", "j_ruler"):
            problem((*path, i), f"{side.name!r} is a {side.type}: an Inverse card is a "
                    "double-sided card, which no ruler is (FOW 1302.1, 1302.1a)")
        elif any(side.get(k) is not None for k in ("future_side", "halves", "j_ruler", SIDES)) \
                or twin_of(scenario.cards, side.name) is not None:
            problem((*path, i), f"{side.name!r} is a side or part of another card of two "
                    "sides or parts: a side of an Inverse card is a plain card (FOW 1302.3)")
    if written_on_the_whole(name, card, SIDES_SHAPE, problem):
        return
    if len(named) == 2 and not named[0][1].is_type(card.type):
        problem(("cards", name, "type"), f"{card.type!r} is not the type of its hope side, "
                f"{named[0][1].name} ({named[0][1].type}), the side it is up on outside the "
                "field (FOW 1302.3e)")


def _inverts_watched(name: str, card: CardDef,
                     problem: Callable[[tuple[str | int, ...], str], None],
                     scenario: Scenario) -> None:
    """FOW 1030.2: "when this card inverts" is read on the despair side, the card once it
    inverted; on a hope side or on a two face ruler's side (which has no hope or despair side)
    the rules do not say what it means: exit 3."""
    for ability in card.abilities:
        when = ability.when
        if when is None or when.event != INVERTED:
            continue
        pair = pair_of(scenario.cards, name)
        if pair is not None and pair[1].name == name:
            continue
        if pair is None and twin_of(scenario.cards, name) is None:
            continue  # a card watching other cards invert
        what = "the hope side of an Inverse card" if pair is not None else \
            "a side of a two face ruler"
        raise UnsupportedMechanic(Problem(
            scenario.file, 0, 0, f"cards.{name}.abilities", f"{name} is {what}: what \"when "
            "this card inverts\" (FOW 1030.2: turning from the hope side to the despair side) "
            "means of its ability, the rules do not say; judge reads it on a despair side "
            "only"), silent=True)


def validate_scenario(scenario: Scenario,
                      problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """FOW 1302.3a, 1302.3e: the file says the side up of an Inverse card in the field, the
    removed area (`inverse_side:` on the object) and on the chase (`choices: {inverse_side:}`
    on the item); anywhere else it is hope side up. Exit 2, located, never a side judge picks."""
    inverse = {n: c for n, c in scenario.cards.items() if c.get(SIDES) is not None}
    for i, spec in enumerate(scenario.objects):
        up = dict(spec.extra).get(SIDE_UP)
        card = inverse.get(spec.card)
        at: tuple[str | int, ...] = ("objects", i, SIDE_UP)
        if card is None:
            twin = twin_of(scenario.cards, spec.card, SIDES)
            if twin is not None:
                problem(("objects", i, "card"), f"{spec.card} is a side of the Inverse card "
                        f"{twin[0]}: write `card: {twin[0]}, {SIDE_UP}: {spec.card}` (FOW 1302.3)")
            elif up is not None:
                problem(at, f"{spec.card} is no Inverse card: it has no hope or despair side "
                        "(FOW 1302.3)")
            continue
        if spec.zone == "chase":
            raise UnsupportedMechanic(Problem(
                scenario.file, 0, 0, f"objects[{i}]", f"{spec.card} is an Inverse card on the "
                "chase as an object: write it under `stack:` with `choices: {inverse_side: "
                "<side>}` (FOW 1302.3a)"))
        _check_side(card, spec.card, up, spec.zone in EITHER_SIDE, spec.zone,
                    ("objects", i, "card"), at, problem)
    for i, item in enumerate(scenario.stack):
        up = dict(item.choices).get(SIDE_UP)
        at = ("stack", i, "choices", SIDE_UP)
        card = inverse.get(item.card or "")
        if card is None:
            if up is not None:
                problem(at, f"{item.card or 'an ability'} is no Inverse card: it has no hope "
                        "or despair side (FOW 1302.3)")
            continue
        _check_side(card, str(item.card), up, True, "chase", ("stack", i, "card"), at, problem)


def _check_side(card: CardDef, name: str, up: object, either: bool, zone: str,
                card_at: tuple[str | int, ...], at: tuple[str | int, ...],
                problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    sides = sides_of(card, SIDES)
    if len(sides) != 2:
        return
    if up is None:
        if either:
            how = "choices: {inverse_side: <side>}" if zone == "chase" else \
                "inverse_side: <side>"
            problem(card_at, f"{name} is an Inverse card in the {zone}: write the side up, "
                    f"`{how}` ({' or '.join(sides)}; FOW 1302.3a)")
        return
    if str(up) not in sides:
        problem(at, f"{up!r} is no side of {name}: {' or '.join(sides)} (FOW 1302.3)")
    elif not either and up == sides[1]:
        # a public area (1302.3e); a hidden one it began the game in or reached by a move,
        # each hope side up (405.1a, 1302.3e-1)
        why = "FOW 1302.3e" if zone == "graveyard" else "FOW 405.1a, 1302.3e-1"
        problem(at, f"in the {zone} an Inverse card is hope side up, {sides[0]} ({why})")
