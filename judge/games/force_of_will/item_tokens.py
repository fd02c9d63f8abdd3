"""Gem, crystal and clue tokens (FOW 1027) and «Dragon Emblem» tokens (FOW 1036) in the item
area (FOW 313).

- "Gain a (attribute) gem/crystal/clue" creates a token of that kind and attribute in its
  player's item area (1027.1): the effect `gain_item_token: {kind: gem, attribute: fire}`. With
  `attribute: any` its player chooses one of the five attributes (never none, 1027.1a):
  `decisions: {<item id>: {choices: {attribute: water}}}`, else judge takes light and says so.
  On the board a file writes such a token as an object in the `item_area` of a card of type
  `gem`, `crystal` or `clue` with `token_attribute: fire`. They have no abilities; card text counts
  them with a filter, e.g. `{count: {type: gem, zone: item_area, controller: you}}`, and the
  token's name says its attribute ("Fire Gem"). Unlike other tokens they are not treated as cards
  (1303.2).
- "Gain «Dragon Emblem» (Characteristic)" creates a no-type token with «Dragon Emblem» of that
  characteristic in its player's item area (1036.1): `gain_dragon_emblem: {characteristic:
  Flame}`; on the board, a card of type `dragon_emblem_token` with `dragon_emblem: Flame`.
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.copies import GONE
from judge.engine.declare import EffectDecl
from judge.model.args import Arg, optional, required
from judge.model.cards import CardDef
from judge.model.effects import Effect, Ref, arg
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase, word
from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

ITEM_AREA = "item_area"
ATTRIBUTES = ("light", "fire", "water", "wind", "darkness")
#: The token kinds of FOW 1027, each a card type of judge's.
KINDS = ("gem", "crystal", "clue")
DRAGON_EMBLEM = "dragon_emblem_token"
ANY = "any"

ITEM_TOKEN_CARD_KEYS: dict[str, Arg] = {
    "token_attribute": Arg("str", choices=ATTRIBUTES, doc="on a gem, crystal or clue token "
                           "(types `gem`, `crystal`, `clue`): its attribute (FOW 1027.1)"),
    "dragon_emblem": Arg("str", doc="on a card of type `dragon_emblem_token` (a no-type token "
                         "with «Dragon Emblem» in an item area): its characteristic (FOW "
                         "1036.1)"),
}
ITEM_TOKEN_CHOICE_KEYS: dict[str, Arg] = {
    "attribute": Arg("str", choices=ATTRIBUTES, doc="\"gain a gem/crystal/clue of any "
                     "attribute\": the attribute chosen (FOW 1027.1a)"),
}




@dataclass(frozen=True)
class GainItemToken(Effect):
    """`gain_item_token: {kind: gem, attribute: fire}`: "gain a (attribute) gem/crystal/clue":
    a token of that kind and attribute in its player's item area; `attribute: any`: its player
    chooses one of the five (FOW 1027.1, 1027.1a)."""

    kind: ClassVar[str] = "gain_item_token"
    token: str = arg(required("str", "gem, crystal or clue", choices=KINDS))
    attribute: str = arg(required("str", "its attribute, or any", choices=(*ATTRIBUTES, ANY)))
    player: Ref = arg(optional("player", "whose item area (default: the effect's controller)"),
                      "controller")


@dataclass(frozen=True)
class GainDragonEmblem(Effect):
    """`gain_dragon_emblem: {characteristic: Flame}`: "Gain «Dragon Emblem» (Characteristic)": a
    no-type token with «Dragon Emblem» of it in its player's item area (FOW 1036.1)."""

    kind: ClassVar[str] = "gain_dragon_emblem"
    characteristic: str = arg(required("str", "the characteristic of «Dragon Emblem»"))
    player: Ref = arg(optional("player", "whose item area (default: the effect's controller)"),
                      "controller")


def item_token(kind: str, attribute: str) -> CardDef:
    """A gem, crystal or clue token's card (FOW 1027.1): its kind, its attribute in its name."""
    return CardDef(name=f"{attribute.title()} {kind.title()}", type=kind,
                   extra=(("token_attribute", attribute),))


def dragon_emblem_token(characteristic: str) -> CardDef:
    """The no-type token with «Dragon Emblem» (FOW 1036.1)."""
    return CardDef(name=f"«Dragon Emblem» {characteristic}", type=DRAGON_EMBLEM,
                   extra=(("dragon_emblem", characteristic),))


def _player(t: Table, item: StackItem, ref: Ref) -> str | None:
    from judge.engine.refs import refs

    players = [p for p in refs(t, item, ref) if p in t.state.players]
    return players[0] if players else None


def _create(t: Table, item: StackItem, player: str, card: CardDef, base: str) -> GameObject:
    token = GameObject(id=t.state.new_id(f"{item.id}.{base}"), card=card, owner=player,
                       controller=player, zone=GONE, created=True, token=True)
    t.add_object(token)
    t.move(token, ITEM_AREA, cause=item.id, how="created")  # under that player's control (313.3)
    return token


def run_gain_item_token(t: Table, item: StackItem, e: GainItemToken) -> str | None:
    player = _player(t, item, e.player)
    if player is None:
        return None
    attribute = e.attribute
    if attribute == ANY:
        t.cite_also_rule("FOW 1027.1a")
        chosen = t.decision(item.id, "choices", "attribute")
        attribute = str(chosen) if chosen is not None else ATTRIBUTES[0]
        if chosen is None:
            t.note(f"{player} chooses the attribute of the {e.token} it gains: judge takes "
                   f"{ATTRIBUTES[0]} (set `decisions: {{{item.id}: {{choices: {{attribute: "
                   "...}}}}` to choose)", ("FOW 1027.1a",))
    token = _create(t, item, player, item_token(e.token, attribute), e.token)
    t.cite_also_rule("FOW 1027.1")
    return phrase(_gained(e.token, player, t.name(token.id), attribute))


def _gained(kind: str, player: str, token: str, attribute: str) -> Msg:
    if kind == "gem":
        return Msg("{player} gains {token}: a {attribute} gem token in their item area",
                   player=player, token=token, attribute=word(attribute))
    if kind == "crystal":
        return Msg("{player} gains {token}: a {attribute} crystal token in their item area",
                   player=player, token=token, attribute=word(attribute))
    return Msg("{player} gains {token}: a {attribute} clue token in their item area",
               player=player, token=token, attribute=word(attribute))


def run_gain_dragon_emblem(t: Table, item: StackItem, e: GainDragonEmblem) -> str | None:
    player = _player(t, item, e.player)
    if player is None:
        return None
    token = _create(t, item, player, dragon_emblem_token(e.characteristic), "emblem")
    t.cite_also_rule("FOW 1036.1")
    return phrase(Msg("{player} gains {token}: a no-type token in their item area",
                      player=player, token=t.name(token.id)))


GAIN_ITEM_TOKEN = EffectDecl(GainItemToken, run_gain_item_token,
                             "gain a {attribute} {token}")
GAIN_DRAGON_EMBLEM = EffectDecl(GainDragonEmblem, run_gain_dragon_emblem,
                                "gain «Dragon Emblem» {characteristic}")


def validate_card(name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    attribute, emblem = card.get("token_attribute"), card.get("dragon_emblem")
    if card.is_type(*KINDS) and attribute is None:
        problem(("cards", name), "a gem, crystal or clue token needs its attribute, e.g. "
                "`token_attribute: fire` (FOW 1027.1)")
    elif attribute is not None and not card.is_type(*KINDS):
        problem(("cards", name, "token_attribute"), "`token_attribute:` is said of a gem, "
                "crystal or clue token (types `gem`, `crystal`, `clue`, FOW 1027.1)")
    if card.is_type(DRAGON_EMBLEM) and emblem is None:
        problem(("cards", name), "a «Dragon Emblem» token needs its characteristic, e.g. "
                "`dragon_emblem: Flame` (FOW 1036.1)")
    elif emblem is not None and not card.is_type(DRAGON_EMBLEM):
        problem(("cards", name, "dragon_emblem"), "`dragon_emblem:` is said of a «Dragon "
                "Emblem» token, a card of type `dragon_emblem_token` (FOW 1036.1)")


def validate_objects(scenario: Scenario,
                     problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """These tokens are in an item area (FOW 1027.1, 1036.1)."""
    for i, spec in enumerate(scenario.objects):
        card = scenario.cards.get(spec.card)
        if card is not None and card.is_type(*KINDS, DRAGON_EMBLEM) and spec.zone != ITEM_AREA:
            problem(("objects", i, "zone"), f"a {card.type.replace('_', ' ')} is in an item "
                    "area (FOW 1027.1, 1036.1)")
