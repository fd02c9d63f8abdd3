"""FOW 321.3c, 321.5d: "Put target entity on top (or bottom) of its owner's deck or magic stone
deck" moves each card according to its card type: a card printed as a magic stone to the top (or
bottom) of the magic stone deck (321.5d), any other to the deck (321.3c). One effect,
`to_own_deck: {target: $1, position: top|bottom}`; the move is then `move_zone`'s, so the other
rules of 321 (a ruler or J-ruler that moves to no deck, 321.1-321.2; a token, 1303.3a) still
apply. For a card that became a copy of another, which printed type counts is house policy FOW
HP.22 (`copy.printed_type`), as for every rule of 321; it is cited where the two differ."""

from __future__ import annotations

from judge.engine.copies import COPIED_FROM
from judge.engine.declare import EffectDecl
from judge.engine.effects import TARGET, MoveZone
from judge.engine.refs import refs
from judge.games.force_of_will.subrulers import moved
from judge.model.args import optional
from judge.model.cards import CardDef
from judge.model.effects import Effect, Ref, arg
from judge.model.state import GameObject, StackItem
from judge.msg import phrases
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

MAIN_DECK, STONE_DECK = "main_deck", "magic_stone_deck"


@dataclass(frozen=True)
class ToOwnDeck(Effect):
    """Put it on top (or bottom) of its owner's deck or magic stone deck, by its card type (FOW
    321.3c, 321.5d)."""

    kind: ClassVar[str] = "to_own_deck"
    target: Ref = arg(TARGET)
    position: str = arg(optional("str", "top or bottom of the deck its card type names",
                                 choices=("top", "bottom")), "top")


def printed_card(t: Table, obj: GameObject) -> CardDef:
    """The card whose printed type counts: its own, or for a copy the one HP.22 names (cited
    only where the card it became and its own are of different decks)."""
    own = obj.card.get(COPIED_FROM)
    if not isinstance(own, CardDef) or own.is_type("magic_stone") == obj.card.is_type(
            "magic_stone"):
        return obj.card
    t.cite_also_rule(t.policy_id("copy.printed_type"))  # FOW HP.22
    return own if t.policy_is("copy.printed_type", "own") else obj.card


def deck_by_type(t: Table, obj: GameObject) -> str:
    """FOW 321.5d: a magic stone goes to the magic stone deck; 321.3c: a resonator, addition or
    regalia to the deck, as does any other card (a J-ruler then stays, 321.2, in `moved`)."""
    card = printed_card(t, obj)
    if card.is_type("magic_stone"):
        t.cite_also_rule("FOW 321.5d")
        return STONE_DECK
    if card.is_type("resonator", "addition", "regalia"):  # the cards 321.3 speaks of
        t.cite_also_rule("FOW 321.3c")
    return MAIN_DECK  # any other card is no magic stone: the deck, as the text says


def run_to_own_deck(t: Table, item: StackItem, e: ToOwnDeck) -> str | None:
    out = []
    for oid in refs(t, item, e.target):
        obj = t.state.objects.get(oid)
        if obj is None:
            continue
        out.append(moved(t, item, MoveZone(oid, deck_by_type(t, obj), e.position), [oid],
                         (item.controller,)))
    return phrases([o for o in out if o])


TO_OWN_DECK = EffectDecl(ToOwnDeck, run_to_own_deck,
                         "put {target} on the {position} of its owner's deck or magic stone deck")
