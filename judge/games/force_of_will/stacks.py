"""Stacked cards, as far as judge models them: [Trinity] (FOW 1165).

A card in the field with cards stacked below it says how many with the object key `stacked: 3`
(face-up and face-down cards alike, 1165.3); those cards are no entities and do nothing
(1045.2-1045.3), so judge keeps no object for them, and the count goes with the card while it is
that object. The processes of the rules that stack cards keep it: Transcend (714.3, transcend.py:
two cards more below the new top card) and [Reincarnation] (1161.2: one); the stack leaving the
field takes it apart (1045.6, reincarnation.py). A card's own instruction "put target card from
your graveyard under this card" (1045.1) is `put_under: {target: $1, under: self}`: the card is
no entity below (1045.2), counted in `stacked`, and goes with the stack as it leaves (1045.6d).
One from the field or into a stack outside the field (1045.6f, the ruler area) is exit 3.

[Trinity]: `keywords: [trinity]` and `trinity: [<ability names>]`: those abilities exist only
while the card is in the field with three or more cards stacked below it (1165.2-1165.4).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.conditions import GameCondition, gate_abilities, not_done
from judge.engine.declare import EffectDecl
from judge.engine.declare_statics import OpeningNote
from judge.model.args import Arg, optional, required
from judge.model.cards import CardDef
from judge.model.effects import Effect, Ref, arg
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Items, Msg, phrase
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

STACK_CARD_KEYS: dict[str, Arg] = {
    "trinity": Arg("strings", doc="with [Trinity]: the names of the abilities that exist only "
                   "while the card is in the field with three or more cards stacked below it "
                   "(FOW 1165.2)"),
}
STACK_OBJECT_KEYS: dict[str, Arg] = {
    "stacked": Arg("int", minimum=0, doc="a card in the field: how many cards are stacked below "
                   "it, face up or face down (FOW 1045, 1165.3)"),
}


@dataclass(frozen=True)
class Trinity(GameCondition):
    """The condition judge puts on a card's [Trinity] abilities (internal; FOW 1165.2-1165.4)."""

    kind: ClassVar[str] = "trinity"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1165.2", "FOW 1165.3", "FOW 1165.4")
    trinity: bool = arg(required("bool", "true"))

    def check(self, t: Table, item: StackItem) -> bool:
        obj = t.state.objects.get(item.source or "")
        stacked = obj.extra.get("stacked") if obj is not None else None
        return obj is not None and obj.zone == "field" and isinstance(stacked, int) and \
            stacked >= 3

    def said(self) -> str:
        return phrase(Msg("[Trinity]: three or more cards are stacked below this card in the "
                          "field"))


@dataclass(frozen=True)
class PutUnder(Effect):
    """`put_under: {target: $1, under: self}`: put cards (from a zone outside the field) below an
    entity in the field, stacked (FOW 1045.1): no entity there (1045.2), counted among the cards
    below it (`stacked`), going with the stack as it leaves (1045.6d)."""

    kind: ClassVar[str] = "put_under"
    target: Ref = arg(required("target", "the cards put below"))
    under: Ref = arg(optional("target", "the entity in the field they go below (default: "
                                        "self)"), "self")


def run_put_under(t: Table, item: StackItem, e: PutUnder) -> str | None:
    from judge.engine.lost import cannot_rule
    from judge.engine.refs import refs
    from judge.games.force_of_will.reincarnation import STACKED
    from judge.games.force_of_will.state import ext

    tops = [o for o in refs(t, item, e.under) if o in t.state.objects]
    if len(tops) != 1 or t.obj(tops[0]).zone != "field":
        return not_done(Msg("its stacking instruction does not happen: nothing in the field to "
                            "put cards below"))
    top = t.obj(tops[0])
    cards = [t.obj(o) for o in refs(t, item, e.target) if o in t.state.objects]
    if any(t.game.vocab.is_board(c.zone) for c in cards):
        cannot_rule(t, "a card put below another from the field (FOW 1045.1): what leaving the "
                    "field to join a stack leaves behind is not modelled", "effect.put_under")
    below = ext(t.state).stacked_below.setdefault(top.id, [])
    for card in cards:
        t.move(card, STACKED, cause=item.id, how="stacked")
        below.append(card.id)
    already = top.extra.get("stacked")
    count = len(cards) + (already if isinstance(already, int) else 0)
    top.extra["stacked"] = count
    trinity_counts(t, top, count)
    t.cite_also_rule("FOW 1045.1")
    t.cite_also_rule("FOW 1045.2")
    return phrase(Msg("puts {cards} below {top}, stacked: no entity there ({n} below it now)",
                      cards=Items([t.name(c.id) for c in cards]), top=t.name(top.id),
                      n=count))


PUT_UNDER = EffectDecl(PutUnder, run_put_under, "put {target} below {under}")


def trinity_counts(t: Table, top: GameObject, under: int) -> None:
    """A process stacked `under` cards below `top` (Transcend, 714.3): where it has [Trinity],
    the ruling says whether its text now exists (1165.2-1165.4)."""
    if "trinity" not in top.card.keywords:
        return
    if under >= 3:
        t.cite_also_rule("FOW 1165.2")
        said = Msg("{object} has {n} cards stacked below it: its [Trinity] text exists",
                   object=t.name(top.id), n=under)
    else:
        t.cite_also_rule("FOW 1165.4")
        said = Msg("{object} has {n} cards stacked below it: its [Trinity] text does not exist",
                   object=t.name(top.id), n=under)
    t.cite_also_rule("FOW 1165.3")
    t.note(phrase(said), ("FOW 1165.2" if under >= 3 else "FOW 1165.4", "FOW 1165.3"))


def with_trinity(card: CardDef) -> CardDef:
    names = card.get("trinity")
    if "trinity" not in card.keywords or not isinstance(names, tuple):
        return card
    gate = Trinity(True)

    return gate_abilities(card, names, gate)


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> CardDef:
    names = card.get("trinity")
    if "trinity" in card.keywords and names is None:
        problem(("cards", name), "[Trinity] needs the names of the abilities that are its text, "
                "e.g. `trinity: [Triad]`")
    elif names is not None and "trinity" not in card.keywords:
        problem(("cards", name, "trinity"), f"`trinity:` goes with the keyword [Trinity], which "
                f"{name} does not have (`keywords: [trinity]`)")
    for i, ability in enumerate(names if isinstance(names, tuple) else ()):
        if card.ability(str(ability)) is None:
            problem(("cards", name, "trinity", i), f"{name} has no ability named {ability!r}")
    return with_trinity(card)


def validate_objects(scenario: Scenario,
                     problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    for i, spec in enumerate(scenario.objects):
        if dict(spec.extra).get("stacked") is not None and spec.zone != "field":
            problem(("objects", i, "stacked"), "cards are stacked below a card in the field "
                    f"(FOW 1045); this one is in {spec.zone}")


#: FOW 1165.2-1165.4: the ruling says, for each card with [Trinity] in the field as the file
#: starts, whether its text exists (the continuous effect would otherwise change its stats
#: silently): TurnRules.start.
TRINITY_NOTE = OpeningNote(
    "trinity", ("FOW 1165.2", "FOW 1165.3"), "{name} has {n} card{s} stacked below it: its "
    "[Trinity] text exists", zones=("field",), count=("stacked", 3),
    else_says="{name} has {n} card{s} stacked below it: its [Trinity] text does not exist",
    else_rules=("FOW 1165.4", "FOW 1165.3"))
