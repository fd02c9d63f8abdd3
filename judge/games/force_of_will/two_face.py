"""Two face rulers (FOW 1306): a ruler card with a ruler on each side.

What a file writes: each ruler side as a card of its own under `cards:` (type `ruler`, its
abilities, attributes ...), and the two face ruler as `{type: ruler, ruler_sides: [<side>,
<side>]}` with nothing else. An object of it says which side is up, `ruler_side: <side>`: in a
file that starts before the game (`phase: setup`) the side its player chose to begin on
(1306.2), later the side showing now. Without it, or with a name that is no side of it, the
file is invalid (exit 2 at the object), never a side judge picks. Then:
- the object is the side up: only that side's name, abilities and other information count
  (the other side is the card's back, as a ruler's J-ruler side is, 303.2a: house policy FOW
  HP.62, the rules being silent, cited where it decides), and `ruler_side`
  in its final state (and in `expect:`) names it;
- `invert: {target: ...}` (the effect: inverse.py) turns a two face ruler to its other ruler side
  (1030.1, `invert_ruler`): the same card
  in the same zone, its orientation, counters and the effects on it unchanged; from then on only
  the new side's abilities count. An Inverse card turns to its despair side (inverse.py, 1302.3);
  inverting anything else is exit 3;
- both sides are ruler sides, so it has no J-ruler side (1306.1): a side with `j_ruler:`,
  [Judgment] or a judgment cost is an invalid file, and a [Judgment] an effect grants it is
  refused (no J-ruler side to turn to, 705.3a).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.games.force_of_will.parts import TwoParts, named_parts, written_on_the_whole
from judge.model.args import Arg
from judge.model.cards import CardDef
from judge.model.scenario import Scenario
from judge.model.state import GameObject
from judge.msg import Msg, phrase

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

SIDES = "ruler_sides"
SIDE_UP = "ruler_side"
#: How a two face ruler is written: its two ruler sides, each a card of the file (FOW 1306.1).
SIDES_SHAPE = TwoParts(
    SIDES, "a two face ruler", "ruler sides", "a side", "a plain ruler", "FOW 1306.1",
    "a two face ruler's information is its sides' (FOW 1306.1): write `{key}:` on a side")

TWO_FACE_CARD_KEYS: dict[str, Arg] = {
    SIDES: Arg("list", of=Arg("str"), doc="a two face ruler: the card names of its two ruler "
               "sides, each a card of type `ruler` under `cards:` (FOW 1306.1); it has nothing "
               "else but `type: ruler`"),
}
TWO_FACE_OBJECT_KEYS: dict[str, Arg] = {
    SIDE_UP: Arg("str", doc="an object of a two face ruler: the name of the ruler side up, the "
                 "one its player chose to begin the game on (FOW 1306.2) or the one it was "
                 "inverted to since (FOW 1030.1); required for one"),
}


def sides_of(card: CardDef, key: str = SIDES) -> tuple[str, ...]:
    """The names of the two sides a card of two sides names under `key` (a two face ruler's
    `ruler_sides`, an Inverse card's `inverse_sides`)."""
    names = card.get(key)
    return tuple(str(n) for n in names) if isinstance(names, tuple) else ()


def twin_of(cards: dict[str, CardDef], side: str, key: str = SIDES) -> tuple[str, str] | None:
    """(the two face ruler, its other side) of a card that is one side of one, else None; with
    `key`, of another card of two sides (an Inverse card, `inverse_sides`)."""
    for name, card in cards.items():
        sides = sides_of(card, key)
        if len(sides) == 2 and side in sides:
            return name, sides[1 - sides.index(side)]
    return None


def side_of(cards: dict[str, CardDef], card: CardDef, up: object) -> CardDef | None:
    """FOW 1306.2: the side of a two face ruler the file says is up (checked by
    validate_objects); None for a name that is no side of it."""
    if str(up) not in sides_of(card):
        return None
    return cards.get(str(up))


def is_two_face(t: Table, obj: GameObject) -> bool:
    return twin_of(t.scenario.cards, obj.card.name) is not None


def side_not_up_rule(t: Table, obj: GameObject, name: str) -> str:
    """FOW HP.62: why a two face ruler has no ability `name` that its side not up has. The rules
    are silent (1302.1a: the "other side is ignored" of double-sided cards, 1302.2e, 1302.3d,
    1302.4c, is not said of rulers; 1306 says nothing of it): by default the side not up is the
    card's back, with no information; the alternative is that judge cannot rule. '' where the
    object is no two face ruler or its other side has no such ability."""
    twin = twin_of(t.scenario.cards, obj.card.name)
    other = t.scenario.cards.get(twin[1]) if twin is not None else None
    if other is None or other.ability(name) is None:
        return ""
    if t.policy_is("two_face.side_not_up", "cannot-rule"):
        from judge.engine.lost import cannot_rule

        cannot_rule(t, f"{t.name(obj.id)} is on its side {obj.card.name}: whether the ability "
                    f"{name!r} of its side not up, {other.name}, may be played the rules do not "
                    f"say (FOW 1306, 1302.1a; house policy "
                    f"{t.policy_id('two_face.side_not_up')} is cannot-rule)",
                    key="cards.ruler_sides", silent=True)
    return t.policy_id("two_face.side_not_up")


def turned_to(t: Table, obj: GameObject, card: CardDef) -> str:
    """`obj` turned over to `card` where it is (FOW 1030.1, 1302.3c): the same object, so the
    changes on it still apply, a loss of abilities too (909.1d): the new side has lost them,
    which the returned phrase says ('' where no loss applies)."""
    from judge.engine.lost import keep_losses, takes_away

    obj.card = card
    lost = any(takes_away(m) for m in (*obj.modifiers, *obj.continuous))
    if lost:
        keep_losses(t, obj)
        t.cite_also_rule("FOW 909.1d")
    t.watch(obj)
    t.changed()
    return phrase(Msg("the change that takes its abilities away still applies, so {now} has "
                      "lost them too", now=card.name)) if lost else ""


# ----- invert (FOW 1030.1) ------------------------------------------------------------------------
def invert_ruler(t: Table, obj: GameObject) -> list[str] | None:
    """FOW 1030.1: a two face ruler inverted turns to its other ruler side, the same card where it
    is, its orientation, counters and the effects on it unchanged; what the ruling says of it.
    None for any other card (the effect `invert`: inverse.py)."""
    twin = twin_of(t.scenario.cards, obj.card.name)
    other = t.scenario.cards.get(twin[1]) if twin is not None else None
    if other is None:
        return None
    was = obj.card.name
    lost = turned_to(t, obj, other)
    obj.extra[SIDE_UP] = other.name
    t.cite_also_rule("FOW 1030.1")
    said = phrase(Msg("{was} ({id}) inverts: it turns to its other ruler side, {now}, the same "
                      "card where it is, its orientation, counters and the effects on it "
                      "unchanged; only {now}'s abilities count now",
                      was=was, id=obj.id, now=other.name))
    return [said, lost] if lost else [said]


# ----- checking a file ----------------------------------------------------------------------------
def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    if card.get(SIDES) is None:
        return
    if not card.is_type("ruler"):
        problem(("cards", name, "type"), "a two face ruler is a ruler (`type: ruler`, FOW 1306.1)")
    path: tuple[str | int, ...] = ("cards", name, SIDES)
    for i, side in named_parts(scenario, name, card, SIDES_SHAPE, problem) or ():
        n = side.name
        if not side.is_type("ruler"):
            problem((*path, i), f"{n!r} is no ruler: both sides of a two face ruler are ruler "
                    "sides (FOW 1306.1)")
        elif side.get("j_ruler") is not None or side.get("judgment_cost") is not None or \
                "judgment" in side.keywords:
            problem((*path, i), f"{n!r} has a J-ruler side or [Judgment]: a two face ruler's "
                    "two sides are both ruler sides, so it has no J-ruler side (FOW 1306.1)")
    written_on_the_whole(name, card, SIDES_SHAPE, problem)


def validate_objects(scenario: Scenario,
                     problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """FOW 1306.2: the file says which ruler side each two face ruler is on (exit 2, located:
    never a side judge picks)."""
    for i, spec in enumerate(scenario.objects):
        card = scenario.cards.get(spec.card)
        if card is None:
            continue
        up = dict(spec.extra).get(SIDE_UP)
        sides = sides_of(card)
        twin = twin_of(scenario.cards, spec.card) if not sides else None
        if twin is not None:
            problem(("objects", i, "card"), f"{spec.card} is a side of the two face ruler "
                    f"{twin[0]}: write `card: {twin[0]}, {SIDE_UP}: {spec.card}` (FOW 1306.2)")
        elif not sides and up is not None:
            problem(("objects", i, SIDE_UP), f"{spec.card} is no two face ruler: it has no "
                    "ruler side to choose (FOW 1306.1)")
        elif sides and up is None:
            problem(("objects", i, "card"), f"{spec.card} is a two face ruler: write the side "
                    f"it is on, `{SIDE_UP}: {sides[0]}` or `{SIDE_UP}: {sides[1]}` (its player "
                    "chooses the side it begins the game on, FOW 1306.2)")
        elif sides and str(up) not in sides:
            problem(("objects", i, SIDE_UP), f"{up!r} is no side of {spec.card}: "
                    f"{' or '.join(sides)} (FOW 1306.2)")
