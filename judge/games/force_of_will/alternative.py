"""Alternative cards (FOW 1307): one card with two playable halves on one face.

What a file writes: each half as a card of its own under `cards:` (its type, cost, keywords,
abilities, effect, stats), and the alternative card as `{type: <a type of a half>, halves:
[<half>, <half>]}` with nothing else: its characteristics are its halves' (1307.5). Then:
- anywhere but the chase and the field it has both halves combined (1307.5): both names
  (1307.5a: a `named:` filter matches either half's name), the halves' total costs added
  together (1307.5b), every card type, keyword, trait and ability of either half (1307.5c);
- playing it, its player chooses the half, `choices: {half: <name>}` (1307.3): only that half is
  checked to see whether it can be played (its timing, zones, targets, cost) and only that half
  exists on the chase (1307.3a-1307.3b);
- a resonator, regalia or addition half that resolves enters the field with only that half's
  characteristics, cost and ATK/DEF (1307.4, 1307.4a-1307.4c); leaving the field, or the chase
  once it resolved, it has both halves again (1307.5).
An alternative card in the field at the start says its half, `half: <name>` on the object
(1307.4), and one on the chase `choices: {half: <name>}` on the item (1307.3): without it the
file is invalid (exit 2, located). A copy of a half (on the chase, in the field) is a copy of
that half (1307.3b, 1307.4a). One an effect plays (`play_now`), or a played copy of one (which
keeps both halves, 1307.3c), is played as the half the file names under its id, `decisions:
{<id>: {choices: {half: <name>}}}` (1307.3; without it exit 3, a player's choice the file does not
make). Not modelled (an honest exit 3): an object becoming a copy of the whole card, with both
halves.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.declare import PlayPlan, Refusal
from judge.engine.declare_statics import PrintedAgain
from judge.engine.events import Event, EventKind
from judge.engine.trace import StepKind
from judge.errors import Problem, UnsupportedMechanic
from judge.games.force_of_will.parts import TwoParts, named_parts, written_on_the_whole
from judge.games.force_of_will.reincarnation import ALSO_NAMED
from judge.games.force_of_will.shift import side_cost
from judge.model.args import Arg
from judge.model.cards import CardDef, Cost
from judge.model.filters import Filter
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase, word
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

HALVES = "halves"
HALF = "half"
#: The card key (internal) of a half on the chase or in the field: the whole alternative card.
WHOLE = "alternative:whole"
#: The object key (internal) of a card whose half left the field or the chase, for the ruling.
TURNED_BACK = "alternative:back"
#: How an alternative card is written: its two halves, each a card of the file (FOW 1307.1).
HALVES_SHAPE = TwoParts(
    HALVES, "an alternative card", "halves", "a half", "a plain card", "FOW 1307.1",
    "an alternative card's characteristics are its halves' (FOW 1307.5): write `{key}:` on a "
    "half")
#: FOW 1307.5: anywhere but the chase and the field an alternative card is its halves combined
#: (a new object: ObjectRules.reset_object makes it the whole card again).
WHOLE_AGAIN = PrintedAgain(WHOLE, ("field", "chase"), mark=TURNED_BACK)

ALTERNATIVE_CARD_KEYS: dict[str, Arg] = {
    HALVES: Arg("list", of=Arg("str"), doc="an alternative card: the card names of its two "
                "halves, each a card under `cards:` (FOW 1307); it has nothing else but `type:`"),
}
ALTERNATIVE_OBJECT_KEYS: dict[str, Arg] = {
    "half": Arg("str", doc="an alternative card in the field at the start: the name of the "
                "half it is there, a resonator, regalia or addition half (FOW 1307.4); in a "
                "filter, an alternative card that is that half now, in the field or on the "
                "chase (1307.4, 1307.3b)"),
}
ALTERNATIVE_CHOICE_KEYS: dict[str, Arg] = {
    "half": Arg("str", doc="playing an alternative card: the name of the half played (FOW "
                "1307.3)"),
}


def halves_of(t: Table, card: CardDef) -> tuple[CardDef, ...]:
    names = card.get(HALVES)
    if not isinstance(names, tuple):
        return ()
    found = tuple(t.scenario.cards.get(str(n)) for n in names)
    return tuple(c for c in found if c is not None)


def half_face(t: Table, obj: GameObject, choices: dict[str, object]) -> CardDef | None:
    """The half its player chose to play (FOW 1307.3), with the whole card remembered for when it
    leaves the chase or the field (1307.5); None for a card that is no alternative card."""
    chosen = choices.get("half")
    for half in halves_of(t, obj.card):
        if half.name == chosen:
            return replace(half, extra=(*half.extra, (WHOLE, obj.card)))
    return None


#: Filter keys a card's names and total cost answer (FOW 203.4, 104.7a).
NAME_KEYS = frozenset({"named", "name_has"})
COST_KEYS = frozenset({"total_cost", "total_cost_or_more"})


def combined_matched(filt: Filter, obj: GameObject) -> tuple[str, ...]:
    """FOW 1307.5a-1307.5c: an alternative card outside the chase and the field that a count, a
    condition or a target's filter reads by name, total cost, or type, keyword or race, is read
    with both halves combined: the rule for each of those the filter asks."""
    if not isinstance(obj.card.get(HALVES), tuple):
        return ()  # (no alternative card, or one that is a half now, in the field or chase)
    keys = {key for key, _ in filt.extra}
    return (*(("FOW 1307.5a",) if keys & NAME_KEYS else ()),
            *(("FOW 1307.5b",) if keys & COST_KEYS else ()),
            *(("FOW 1307.5c",) if filt.types or filt.keywords or filt.traits else ()))


def is_half(state: object, obj: GameObject, value: object) -> bool:
    """The object key and filter `half: <name>`: an alternative card that is that half now (in
    the field, 1307.4, or on the chase, 1307.3b), as the file put it there or as it was played."""
    return half_shown(state, obj) == value


def half_shown(state: object, obj: GameObject) -> str | None:
    """The half an alternative card is now, for the ruling's objects (None: it is none)."""
    return obj.card.name if isinstance(obj.card.get(WHOLE), CardDef) and \
        obj.zone in ("field", "chase") else None


def plan(t: Table, obj: GameObject, choices: dict[str, object], face: CardDef | None,
         base: PlayPlan) -> Refusal | PlayPlan:
    """FOW 1307.3, 1307.3a: the half chosen is the card played, paying its own cost."""
    if face is None or face.get(WHOLE) is None:
        if "half" in choices:
            return Refusal(f"{t.name(obj.id)} is no alternative card: it has no half to choose",
                           ("FOW 1307.3",))
        if obj.card.get(HALVES) is not None:
            return Refusal(f"{t.name(obj.id)} is an alternative card: its player chooses the "
                           "half they play (`choices: {half: <name>}`)", ("FOW 1307.3",))
        return base
    return replace(base, cost=side_cost(obj, face), notes=(*base.notes, ("alt_half", True)),
                   citations=(*base.citations, "FOW 1307.3", "FOW 1307.3a"), face=face)


def after_play(t: Table, item: StackItem) -> None:
    """FOW 1307.3b: on the chase only the half played exists; the step says so."""
    obj = t.state.objects.get(item.source or "")
    if obj is None or item.kind != "card" or item.extra.get("copy"):
        return  # (a copy of the half on the chase is put there, not played)
    whole = obj.card.get(WHOLE)
    if not isinstance(whole, CardDef):
        return
    t.watch(obj)
    t.step(StepKind.EFFECT, Msg("{name} ({id}) is played as its half {half}: on the chase only "
                                "that half's text exists",
                                name=whole.name, id=obj.id, half=obj.card.name),
           ("FOW 1307.3b",), item=item.id)


def halves_at_start(t: Table) -> None:
    """FOW 1307.4-1307.4b: an alternative card the file puts in the field as one half (`half:`)
    has only that half's characteristics, total cost and ATK/DEF there; FOW 1307.3b: one on the
    chase as one half (`choices: {half:}`) has only that half's text. Said once, as it begins."""
    for obj in t.state.objects.values():
        whole = obj.card.get(WHOLE)
        if not isinstance(whole, CardDef) or obj.zone not in ("field", "chase"):
            continue
        if obj.zone == "field":
            t.note(in_the_field(whole, obj), ("FOW 1307.4", "FOW 1307.4a", "FOW 1307.4b"))
        else:
            t.note(phrase(Msg("{name} ({id}) is on the chase as its half {half}: only that "
                              "half's text exists there",
                              name=whole.name, id=obj.id, half=obj.card.name)), ("FOW 1307.3b",))


def in_the_field(whole: CardDef, obj: GameObject) -> str:
    return phrase(Msg("{name} ({id}) is in the field as its half {half} alone: only that half's "
                      "characteristics, total cost and ATK/DEF",
                      name=whole.name, id=obj.id, half=obj.card.name))


def on_event(t: Table, event: Event) -> None:
    """Say so when a half entered the field alone (1307.4, 1307.4a), and when the card, off the
    chase or out of the field, has both halves again (1307.5)."""
    obj = t.state.objects.get(event.object or "")
    if obj is None:
        return
    if event.kind is EventKind.ENTERED and obj.zone == "field":
        whole = obj.card.get(WHOLE)
        if isinstance(whole, CardDef):
            t.note(in_the_field(whole, obj), ("FOW 1307.4", "FOW 1307.4a", "FOW 1307.4b"))
        return
    if event.kind not in (EventKind.LEFT, EventKind.ENTERED, EventKind.RESOLVED):
        return
    whole_again(t, obj.id)


def whole_again_after(t: Table, item: StackItem) -> None:
    """FOW 1307.5: a half cancelled or failing to resolve is whole again where its card went."""
    whole_again(t, item.source)


def whole_again(t: Table, oid: str | None) -> None:
    """FOW 1307.5: say so once, when the card that was one half has both halves again."""
    obj = t.state.objects.get(oid or "")
    was = obj.extra.pop(TURNED_BACK, None) if obj is not None else None
    if obj is None or was is None:
        return
    t.note(phrase(Msg("{object} was only its half {was} there; in the {zone} it has both "
                      "halves again",
                      object=t.name(obj.id), was=was, zone=word(obj.zone))),
           ("FOW 1307.5",))


# ----- checking a file ----------------------------------------------------------------------------
def combined(name: str, card: CardDef, halves: tuple[CardDef, CardDef]) -> CardDef:
    """FOW 1307.5-1307.5c: the card with both halves combined."""
    types = tuple(dict.fromkeys(t for h in halves for t in h.every_type()))
    if card.type in types:
        types = (card.type, *(t for t in types if t != card.type))
    resources: dict[str, int] = {}
    for h in halves:
        for kind, n in h.cost.resources:
            resources[kind] = resources.get(kind, 0) + n
    x = tuple(dict.fromkeys(k for h in halves for k in h.cost.x))
    return replace(
        card, type=types[0], types=types if len(types) > 1 else (),
        cost=Cost(tuple(resources.items()), x=x),
        keywords=tuple(dict.fromkeys(k for h in halves for k in h.keywords)),
        traits=tuple(dict.fromkeys(k for h in halves for k in h.traits)),
        abilities=tuple(a for h in halves for a in h.abilities),
        extra=(*card.extra, (ALSO_NAMED, tuple(h.name for h in halves))))


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> CardDef:
    named = named_parts(scenario, name, card, HALVES_SHAPE, problem)
    if named is None:
        return card
    halves = [half for _, half in named]
    written = written_on_the_whole(name, card, HALVES_SHAPE, problem)
    if len(halves) != 2 or written:
        return card
    pair = (halves[0], halves[1])
    if not any(card.type in h.every_type() for h in pair):
        problem(("cards", name, "type"), f"{card.type!r} is no type of either half (FOW 1307.5c)")
        return card
    return combined(name, card, pair)


def validate_scenario(scenario: Scenario,
                      problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """Which half an alternative card in the field (1307.4) or on the chase (1307.3) at the start
    is, the file says (`half:` on the object, `choices: {half:}` on the chase item), and a play's
    `half:` choice names a half of the card played (exit 2, located: never a half judge picks)."""
    alternative = {n: c for n, c in scenario.cards.items() if c.get(HALVES) is not None}
    for i, spec in enumerate(scenario.objects):
        half = dict(spec.extra).get(HALF)
        at: tuple[str | int, ...] = ("objects", i, HALF)
        card = alternative.get(spec.card)
        if card is None:
            if half is not None:
                problem(at, f"{spec.card} is no alternative card: it has no half (FOW 1307.1)")
            continue
        if spec.zone == "chase":
            raise UnsupportedMechanic(Problem(
                scenario.file, 0, 0, f"objects[{i}]", f"{spec.card} is an alternative card on "
                "the chase as an object: write it under `stack:` with `choices: {half: <name>}` "
                "(FOW 1307.3)"))
        _check_half(scenario, card, spec.card, half, spec.zone == "field", ("objects", i, "card"),
                    at, problem)
    for i, item in enumerate(scenario.stack):
        half = dict(item.choices).get(HALF)
        at = ("stack", i, "choices", HALF)
        card = alternative.get(item.card or "")
        if card is None:
            if half is not None:
                problem(at, f"{item.card or 'an ability'} is no alternative card: it has no half "
                        "to choose (FOW 1307.3)")
            continue
        _check_half(scenario, card, str(item.card), half, True, ("stack", i, "card"), at,
                    problem, chase=True)
    by_id = {spec.id: spec.card for spec in scenario.objects}
    for action in scenario.actions:
        if action.verb != "play":
            continue
        name = by_id.get(str(action.get("card")))
        half = action.mapping("choices").get(HALF)
        i = action.index
        if name is None:
            continue
        halves = scenario.cards[name].get(HALVES) if name in scenario.cards else None
        if halves is None and half is not None:
            problem(("actions", i, "choices", HALF), f"{name} is no alternative card: it has "
                    "no half to choose (FOW 1307.3)")
        elif isinstance(halves, tuple) and half is None:
            problem(("actions", i, "card"), f"{name} is an alternative card: write the half "
                    f"played, `choices: {{half: {halves[0]}}}` (FOW 1307.3)")
        elif isinstance(halves, tuple) and half not in halves:
            problem(("actions", i, "choices", HALF), f"{half!r} is no half of {name}: "
                    f"{' or '.join(map(str, halves))} (FOW 1307.3)")


#: FOW 1307.4: the types of the halves that enter the field.
PERMANENT_HALVES = ("resonator", "regalia", "addition")


def _check_half(scenario: Scenario, card: CardDef, name: str, half: object, one_half: bool,
                card_at: tuple[str | int, ...], at: tuple[str | int, ...],
                problem: Callable[[tuple[str | int, ...], str], None], *,
                chase: bool = False) -> None:
    """An alternative card is one half on the chase (1307.3, 1307.3b) and in the field
    (1307.4), both halves anywhere else (1307.5)."""
    names = card.get(HALVES)
    halves = tuple(str(h) for h in names) if isinstance(names, tuple) else ()
    if not one_half:
        if half is not None:
            problem(at, f"only in the field or on the chase is {name} one half; elsewhere it has "
                    "both halves combined (FOW 1307.5)")
        return
    if half is None:
        how, where, rule = ("choices: {half: <name>}", "on the chase", "1307.3") if chase \
            else ("half: <name>", "in the field", "1307.4")
        problem(card_at, f"{name} is an alternative card {where}: write which half it is, "
                f"`{how}` ({' or '.join(halves)}; FOW {rule})")
        return
    if str(half) not in halves:
        problem(at, f"{half!r} is no half of {name}: {' or '.join(halves)} (FOW 1307.3)")
        return
    if not chase:
        printed = scenario.cards.get(str(half))
        if printed is not None and not printed.is_type(*PERMANENT_HALVES):
            problem(at, f"{half!r} is a {printed.type} half: only a resonator, regalia or "
                    "addition half enters the field (FOW 1307.4)")


def half_of(cards: dict[str, CardDef], card: CardDef, chosen: object) -> CardDef | None:
    """The half the file says an alternative card in the field or on the chase is (checked by
    validate_scenario), the whole card remembered for when it leaves (1307.5); None for a name
    that is no half of it."""
    names = card.get(HALVES)
    if chosen is None or not isinstance(names, tuple) or chosen not in names:
        return None
    half = cards.get(str(chosen))
    return None if half is None else replace(half, extra=(*half.extra, (WHOLE, card)))


def copy_refusal(t: Table, card: CardDef, played: bool) -> None:
    """An object becoming a copy of a whole alternative card (both halves, out of the field and
    the chase): what such a copy is in the field the rules do not say (1307.3c speaks of a copy
    a player may play, which keeps both halves, and is ruled: `play_now_half`); exit 3. A copy
    of one half, on the chase (1307.3b) or in the field (1307.4a), is a copy of that half and is
    ruled."""
    if played or card.get(HALVES) is None:
        return
    raise UnsupportedMechanic(Problem(
        t.scenario.file, 0, 0, "effect.become_copy", f"becoming a copy of {card.name}, an "
        "alternative card with both halves (out of the field and the chase): a copy keeps both "
        "halves (FOW 1307.3c), and what an object in the field with both is, judge does not "
        "model"))


def play_now_half(t: Table, obj: GameObject, choices: dict[str, object]) -> CardDef | None:
    """FOW 1307.3: the half of an alternative card an effect plays, its player's choice, which
    the file makes under the card's id (`decisions: {<id>: {choices: {half: <name>}}}`);
    without it, or with a name that is no half of it, exit 3 (never the whole card played).
    None for any other card."""
    halves = obj.card.get(HALVES)
    if not isinstance(halves, tuple):
        return None
    face = half_face(t, obj, choices)
    if face is not None:
        t.cite_also_rule("FOW 1307.3")
        t.cite_also_rule("FOW 1307.3a")  # only the half is checked (its targets, its cost)
        if obj.copy_of:  # a played copy keeps both halves, its player choosing one (1307.3c)
            t.cite_also_rule("FOW 1307.3c")
        return face
    said = choices.get(HALF)
    why = f"{said!r} is no half of it: " if said is not None else ""
    raise UnsupportedMechanic(Problem(
        t.scenario.file, 0, 0, f"decisions.{obj.id}.choices.half", f"an effect plays "
        f"{t.name(obj.id)}, an alternative card: {why}its player chooses the half they play "
        f"(FOW 1307.3), `decisions: {{{obj.id}: {{choices: {{half: <name>}}}}}}` "
        f"({' or '.join(map(str, halves))})"), choice=True)
