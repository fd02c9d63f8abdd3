"""The condition sub-language: what a filter, a reference, a quantity and a condition say, as
messages (judge/msg.py) a translation may reorder, never English pieces put side by side.

Each modifier of a filter wraps what it modifies (`your {what}`, `ready {what}`, `{what} in
{zone}`), so English reads as before ("your ready resonator in hand") while Indonesian or Thai
put the noun first ("resonator yang ready milikmu"). The English of every message here is the
text `Filter.describe` and `describe_ref` say (tests/engine/test_wording.py compares them);
quantities and conditions are said by `conditions.said_words` with these.
"""

from __future__ import annotations

from judge.model.effects import Each, PlayerOf, Ref, That, Top
from judge.model.filters import FILTER_SAID, EarlierTarget, Filter, TargetGroup, earlier_ref
from judge.msg import WORD, Items, Msg, word
from judge.record import replace


# ----- filters ------------------------------------------------------------------------------------
def type_said(card_type: str) -> str:
    """A card type as a file writes it (`j_ruler`, `sub_ruler`) said as a word: "J-ruler",
    "sub-ruler" (a one-letter part is a capital, as the games print it)."""
    return "-".join(part.upper() if len(part) == 1 else part for part in card_type.split("_"))


def _noun(f: Filter, plural: bool) -> str | Msg:
    noun: str | Msg = "/".join(type_said(t) for t in f.types) if f.types else Msg("object")
    if plural and isinstance(noun, str) and len(noun) > 1 and noun.endswith("y") and \
            noun[-2] not in "aeiou":
        # "territory": "territories", not "territorys" (the languages without a plural say
        # the noun as it is)
        return Msg("{stem}ies", context="plural", stem=noun[:-1])
    return Msg("{noun}s", context="plural", noun=noun) if plural else noun


def _adjectives(f: Filter, what: str | Msg | None) -> str | Msg | None:
    """`what` with the filter's qualities before it in English (traits, chosen values, damaged,
    ready; the nearest to the noun first). None: no noun (`is ready`)."""
    for name in reversed(f.chosen):
        what = Msg("(the chosen {name}) {what}", name=name, what=what) if what is not None \
            else Msg("(the chosen {name})", name=name)
        # a trait is a card's own word (a race, an attribute): said as it is written
    for trait in reversed(f.traits):
        what = Msg("{trait} {what}", trait=trait, what=what) if what is not None else trait
    if f.damaged is not None:
        if what is None:
            what = Msg("damaged") if f.damaged else Msg("undamaged")
        else:
            what = Msg("damaged {what}", what=what) if f.damaged else \
                Msg("undamaged {what}", what=what)
    if f.other:  # "another": not the object whose card or ability it is, said as the card says
        what = Msg("other {what}", what=what) if what is not None else Msg("other")
    if f.exhausted is not None:
        if what is None:
            what = Msg("exhausted") if f.exhausted else Msg("ready")
        else:
            what = Msg("exhausted {what}", what=what) if f.exhausted else \
                Msg("ready {what}", what=what)
    return what


def _whose(f: Filter, what: str | Msg | None) -> str | Msg | None:
    if f.controller == "you":
        return Msg("your {what}", what=what) if what is not None else Msg("your")
    if f.controller == "opponent":
        return Msg("an opponent's {what}", what=what) if what is not None else \
            Msg("an opponent's")
    if f.controller == "friendly":  # yours or a teammate's (RB 489)
        return Msg("friendly {what}", what=what) if what is not None else Msg("friendly")
    return what


def _after(f: Filter, what: str | Msg) -> str | Msg:
    """`what` with what the filter says after the noun in English (keywords, owner, a game's
    own keys, where)."""
    if f.keywords:
        what = Msg("{what} with {keywords}", what=what, keywords=Items(f.keywords, commas=True))
    if f.owner == "you":
        what = Msg("{what} you own", what=what)
    elif f.owner == "opponent":
        what = Msg("{what} an opponent owns", what=what)
    for key, value in f.extra:  # a game's own key, in words: `(equipped)`, `(not x)`
        name = word(key.replace("_", " "))
        if key in FILTER_SAID:  # "a resonator that was played paying 1 or more will"
            what = Msg("{what} that {predicate}", what=what, predicate=_predicate(key, value))
        elif key == "at" and isinstance(value, (str, EarlierTarget)):
            what = Msg("{what} {where}", what=what, where=_at(value))
        elif isinstance(value, bool):
            what = Msg("{what} ({key})", what=what, key=name) if value else \
                Msg("{what} (not {key})", what=what, key=name)
        elif isinstance(value, dict):  # a mapping in words, never its Python form
            what = Msg("{what} ({key}: {value})", what=what, key=name,
                       value=", ".join(f"{k} {v}" for k, v in value.items()))
        else:
            what = Msg("{what} ({key}: {value})", what=what, key=name, value=str(value))
    if f.zone == "any":
        what = Msg("{what} anywhere", what=what)
    elif f.zone:
        # a zone's words, never its key (`item area`, not `item_area`)
        what = Msg("{what} in {zone}", what=what, zone=word(f.zone.replace("_", " ")))
    return what


def _predicate(key: str, value: object) -> Msg:
    """A game's own filter key as the game says what a matching object did or is
    (Words.filters)."""
    return Msg(FILTER_SAID[key], context=WORD, value=str(value))


def _at(where: str | EarlierTarget) -> Msg:
    """Where an `at` key puts an object, as a place: "at a battlefield", "in its base", "at
    bf-a" (Riftbound's locations, RB 053.3), never "(at: battlefield)"; `$n`: where an earlier
    target is ("there", RB 355)."""
    n = where.n if isinstance(where, EarlierTarget) else earlier_ref(where)
    if n is not None:
        return Msg("at the same place as target {n}", n=n)
    assert isinstance(where, str)
    if where == "battlefield":
        return Msg("at a battlefield")
    if where == "base":
        return Msg("in its base")
    return Msg("at {place}", place=where.split(":", 1)[-1])


def _has_after(f: Filter) -> bool:
    return bool(f.keywords or f.owner or f.extra or f.zone)


def said_group(g: TargetGroup, objects: Msg | str) -> Msg:
    """"any number of units with total might 4 or less" (TargetGroup.describe)."""
    if g.up_to is None:
        out = Msg("any number of {objects}", objects=objects)
    elif isinstance(g.up_to, int):
        out = Msg("up to {n} {objects}", n=g.up_to, objects=objects)
    else:
        out = Msg("up to as many as its limit allows {objects}", objects=objects)
    if g.total is not None and g.at_most is not None:
        out = Msg("{what} with total {stat} {n} or less", what=out, stat=word(g.total),
                  n=g.at_most)
    return out


def said_on_the(f: Filter, what: Msg | str, where: Msg) -> Msg:
    """An item filter's words with where the game says an item waits (`on the chase`, `in
    the register`: Words.on_stack_said)."""
    if f.controller == "you":
        return Msg("your {what} {where}", what=what, where=where)
    if f.controller == "opponent":
        return Msg("an opponent's {what} {where}", what=what, where=where)
    if f.controller == "friendly":
        return Msg("a friendly {what} {where}", what=what, where=where)
    return Msg("{what} {where}", what=what, where=where)


def said_ability(f: Filter) -> Msg:
    """The ability an `item` filter with `ability:` names: of its kind, and "of a <type>" for
    an ability whose source must be of a type."""
    kind = Msg("triggered ability") if f.ability == "triggered" else \
        Msg("activated ability") if f.ability == "activated" else Msg("ability")
    return Msg("{ability} of a {type}", ability=kind, type="/".join(f.types)) if f.types \
        else kind


def said_filter(f: Filter, plural: bool = False, where: Msg | None = None) -> Msg | str:
    """What `f.describe(plural)` says, as a message; `where`: where the game says an item
    waits (`in the register`), said for an item filter (else "on the stack")."""
    if f.group is not None:
        return said_group(f.group, said_filter(replace(f, group=None), plural=True))
    if f.player:
        return Msg("you") if f.controller == "you" else Msg("an opponent") \
            if f.controller == "opponent" else Msg("you or a teammate") \
            if f.controller == "friendly" else Msg("a player")
    if f.item:
        what = said_ability(f) if f.ability is not None else \
            "/".join(type_said(t) for t in f.types) if f.types else Msg("card or ability")
        for trait in reversed(f.traits):  # "fire chant": a card's own word, as written
            what = Msg("{trait} {what}", trait=trait, what=what)
        if where is not None:
            return said_on_the(f, what, where)
        if f.controller == "you":
            return Msg("your {what} on the stack", what=what)
        if f.controller == "opponent":
            return Msg("an opponent's {what} on the stack", what=what)
        if f.controller == "friendly":
            return Msg("a friendly {what} on the stack", what=what)
        return Msg("{what} on the stack", what=what)
    core = _adjectives(f, _noun(f, plural))  # ("other" among them: _adjectives)
    assert core is not None  # qualities of a noun are a phrase
    out = _whose(f, _after(f, core))
    assert out is not None
    return out


def said_filter_of_whose(f: Filter) -> Msg | str:
    """"resonator of yours": an "every X" effect names whose after the noun (FOW 909.4)."""
    if f.group is None and not f.player:
        if f.controller == "you":
            return Msg("{what} of yours", what=said_filter(replace(f, controller=None)))
        if f.controller == "opponent":
            return Msg("{what} of an opponent", what=said_filter(replace(f, controller=None)))
    return said_filter(f)


def said_is(ref: Ref, f: Filter) -> Msg:
    """"this card is a resonator", "its target is ready" (an `is` condition)."""
    of = said_ref(ref)
    if f == Filter(extra=tuple((k, v) for k, v in f.extra if k == "at")) and f.extra and \
            isinstance(f.extra[0][1], str):
        return Msg("{object} is {where}", object=of, where=_at(f.extra[0][1]))  # "I'm at a bf"
    if f.extra and f == Filter(extra=f.extra) and all(k in FILTER_SAID for k, _ in f.extra):
        # "this card was played paying 1 or more will", not "this card is an object that ..."
        return Msg("{object} {predicate}", object=of,
                   predicate=Items(_predicate(k, v) for k, v in f.extra))
    if not f.types and not _has_after(f) and f.group is None and not f.player and not f.item:
        alone = _whose(f, _adjectives(f, None))
        if alone is not None:
            return Msg("{object} is {what}", object=of, what=alone)
    what = said_filter(f)
    english = what if isinstance(what, str) else str(what)
    if english[:1] in "aeiou":
        return Msg("{object} is an {what}", object=of, what=what)
    return Msg("{object} is a {what}", object=of, what=what)


# ----- references ---------------------------------------------------------------------------------
def said_ref(ref: Ref) -> Msg | str:
    """What `describe_ref` says, as a message (an id is said as it is)."""
    if isinstance(ref, Each):
        return Msg("each {what}", what=said_filter(ref.filter))
    if isinstance(ref, PlayerOf):
        return Msg("the {relation} of {object}", relation=word(ref.relation),
                   object=said_ref(ref.of))
    if isinstance(ref, That):
        return Msg("what `{label}` affected", label=ref.label)
    if isinstance(ref, Top):
        return Msg("the top card of your deck", plural="the top {n} cards of your deck",
                   n=ref.top)  # "the top 1 cards" read wrong
    if ref.startswith("$") and ref[1:].isdigit():
        n = int(ref[1:])
        return Msg("its target") if n == 1 else Msg("its target #{n}", n=n)
    known = _REFS.get(ref)
    return known if known is not None else ref


_REFS = {"self": Msg("this card"), "controller": Msg("you"), "opponent": Msg("the opponent"),
         "trigger": Msg("that object"), "it": Msg("that object"),
         "here": Msg("this location"), "trigger_to": Msg("that location"),
         "trigger_from": Msg("that location")}
