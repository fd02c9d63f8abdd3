"""The item area (FOW 313) and its will coin tokens: [Energize] (FOW 1119) and "gain a will coin
token" (FOW 1046).

[Energize] acts before the game: the player who is not first begins with a will coin token in
their item area (1119.2). A file states the board as it is then: the rulers' `keywords:
[energize]` and the coin, an object `{zone: item_area}` whose card is of type
`will_coin` with `will_coin: [fire]`, the will it may produce (two or more: its player chooses
one as it is banished, 1119.3a-1, 1046.1a). judge gives the coin its ability "Banish this: produce
one of that will" (`do: activate, ability: Banish`): a will ability, which resolves at once
(907.3); the coin goes to the graveyard and ceases to exist (1011.1, 1303.3a). It works in the
item area (1119.4, 1046.2), and card text can neither change nor forbid it (1119.4a, 1046.2a).
Gem, crystal, clue and «Dragon Emblem» tokens are item_tokens.py's; cards attached to a J/ruler
attach.py's. Any other card may be put into an item area too (313.1 lists what it holds with
"etc."): under that player's control (313.3), attached to nothing, its abilities not active
there (902.1).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.copies import GONE
from judge.engine.declare import EffectDecl, Refusal
from judge.engine.lost import UNLOSABLE
from judge.engine.producing import produce
from judge.engine.replacements import watching
from judge.games.force_of_will.state import ATTRIBUTES
from judge.model.args import Arg, optional, required
from judge.model.cards import AbilityDef, CardDef, Cost
from judge.model.effects import Effect, Ref, arg
from judge.model.scenario import Scenario
from judge.model.state import GameObject, GameState, StackItem
from judge.msg import Items, Msg, amounts, phrase, word
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

ITEM_AREA = "item_area"
WILL_COIN = "will_coin"
#: judge's card type for "a no-type token with «Limit Break»" (FOW 1037.1): a marker read only
#: by [Limit Break] (FOW 1157), never a card type any other rule sees.
LIMIT_BREAK_TOKEN = "limit_break_token"
BANISH = "Banish"
#: The will a coin may produce: an attribute or void (FOW 1046.1, 1119.2), or a number (below).
COIN_WILL = (*ATTRIBUTES, "void")
#: Produced will without attribute (FOW 907.5), what a number on a will coin produces.
ATTRIBUTELESS = "attributeless"

ITEM_CARD_KEYS: dict[str, Arg] = {
    "will_coin": Arg("strings", doc="on a card of type `will_coin` (a will coin token in the "
                     "item area): the will it may produce as it is banished, e.g. [fire] or "
                     "[fire, water] (its player chooses one, `choices: {will: fire}`) "
                     "(FOW 1046.1, 1119.2-1119.3a); a number is an [Energize] symbol that is a "
                     "number: that many will without attribute (FOW 1119.3a-2)"),
}
LIMIT_BREAK_CARD_KEYS: dict[str, Arg] = {
    "limit_break_of": Arg("str", doc="on a card of type `limit_break_token` (a no-type token "
                          "with «Limit Break» in an item area): the card name it has, which "
                          "[Limit Break] cards of that name look for (FOW 1037.1a, 1157.2)"),
}
ITEM_CHOICE_KEYS: dict[str, Arg] = {
    "will": Arg("str", doc="banishing a will coin token that lists two or more wills: the one "
                "it produces (FOW 1119.3a-1, 1046.1a)"),
}


@dataclass(frozen=True)
class CoinWill(Effect):
    """Banish the will coin token and produce one of its will (FOW 1046.1, 1119.2; internal:
    only a coin's Banish ability makes it)."""

    kind: ClassVar[str] = "coin_will"
    wills: tuple[str, ...] = arg(required("strings", "the will it may produce"))


def run_coin_will(t: Table, item: StackItem, e: CoinWill) -> str | None:
    """The coin goes to its owner's graveyard and ceases to exist (FOW 1011.1, 1303.3a); its
    controller produces the will chosen (FOW 1119.3a-1)."""
    coin = t.state.objects.get(item.source or "")
    chosen = chosen_will(item.choices, e.wills)
    if coin is None or coin.zone != ITEM_AREA or chosen is None:
        return None
    coin.token = True  # a will coin is a token, not a card (FOW 1303.2, 1119.2)
    t.move(coin, t.graveyard_of(coin), cause=item.id, how="cost")  # banished (FOW 1011.1)
    t.move(coin, GONE, cause=item.id, how="ceases to exist")  # FOW 1303.3a
    t.cite_also_rule("FOW 1303.3a")
    t.cite_also_rule("FOW 1046.1")
    t.cite_also_rule("FOW 1119.4")  # its ability works in the item area
    number = chosen.isdigit()  # FOW 1119.3a-2, 907.5: that many will without attribute
    will = [(ATTRIBUTELESS, int(chosen))] if number else [(chosen, 1)]
    made = produce(t, item, item.controller, will, coin,
                   replaceable=_coin_will_replaceable(t, item.controller, coin))
    if made is None:
        return phrase(Msg("{object} is banished and ceases to exist", object=t.name(coin.id)))
    if number:
        t.cite_also_rule("FOW 1119.3a-2")
        t.cite_also_rule("FOW 907.5")
        if made == will:
            return phrase(Msg("{object} is banished and ceases to exist; {controller} produces "
                              "{n} will without attribute (its [Energize] symbol is a number)",
                              object=t.name(coin.id), controller=item.controller, n=will[0][1]))
    elif made == will:
        return phrase(Msg("{object} is banished and ceases to exist; {controller} produces 1 "
                          "{chosen} will", object=t.name(coin.id), controller=item.controller,
                          chosen=word(chosen)))
    return phrase(Msg("{object} is banished and ceases to exist; {controller} produces {will}",
                      object=t.name(coin.id), controller=item.controller,
                      will=amounts(made, t.game.words.resources)))


def _coin_will_replaceable(t: Table, player: str, coin: GameObject) -> bool:
    """House policy FOW HP.41 (`will_coin.produced_replaced`): card text cannot modify or forbid
    a will coin's will ability (1046.2a, 1119.4a), and the rules do not say whether a replacement
    of the will it produces modifies it. `unchanged` (the default): the coin produces the will
    its ability says, and no replacement applies to it; `replaced`: the production is an event
    like any other, which a replacement may replace (910.1, 910.2f)."""
    watched = [*watching(t, "produced", coin), *watching(t, "produced", None, player)]
    if not watched:
        return True
    policy = t.policy_id("will_coin.produced_replaced")
    t.cite_also_rule(policy)
    if t.policy_is("will_coin.produced_replaced", "replaced"):
        return True
    t.cite_also_rule("FOW 1046.2a")
    t.note(phrase(Msg("a replacement effect watches will {player} produces, but card text cannot "
                      "change a will coin's will ability: {object} produces its will as it says "
                      "(house policy {policy})", player=player, object=t.name(coin.id),
                      policy=policy)), ("FOW 1046.2a", policy))
    return False


COIN_WILL_EFFECT = EffectDecl(CoinWill, run_coin_will, "banish this will coin: produce one of "
                              "{wills}", internal=True)


@dataclass(frozen=True)
class GainLimitBreak(Effect):
    """`gain_limit_break: {name: Blaze Knight}`: "Gain «Limit Break» (Card Name)": a no-type
    token with «Limit Break» of that name is created in its player's item area (FOW 1037.1,
    1037.1a)."""

    kind: ClassVar[str] = "gain_limit_break"
    name: str = arg(required("str", "the card name the token has (FOW 1037.1a)"))
    player: Ref = arg(optional("player", "whose item area (default: the effect's controller)"),
                      "controller")


def limit_break_token(name: str) -> CardDef:
    """The token's card: no card type judge's rules read, the name given (FOW 1037.1a)."""
    return CardDef(name=f"«Limit Break» {name}", type=LIMIT_BREAK_TOKEN,
                   extra=(("limit_break_of", name),))


def run_gain_limit_break(t: Table, item: StackItem, e: GainLimitBreak) -> str | None:
    from judge.engine.refs import refs

    players = [p for p in refs(t, item, e.player) if p in t.state.players]
    if not players:
        return None
    token = GameObject(id=t.state.new_id(f"{item.id}.limit_break"), card=limit_break_token(e.name),
                       owner=players[0], controller=players[0], zone=GONE, created=True,
                       token=True)
    t.add_object(token)
    t.move(token, ITEM_AREA, cause=item.id, how="created")  # under that player's control (313.3)
    t.cite_also_rule("FOW 1037.1")
    return phrase(Msg("{player} gains «Limit Break» {name}: a no-type token in their item area",
                      player=players[0], name=e.name))


GAIN_LIMIT_BREAK = EffectDecl(GainLimitBreak, run_gain_limit_break,
                              "gain «Limit Break» {name}")


def chosen_will(choices: dict[str, object], wills: tuple[str, ...]) -> str | None:
    if len(wills) == 1:
        return wills[0]
    picked = choices.get("will")
    return picked if isinstance(picked, str) and picked in wills else None


def is_coin(obj: GameObject) -> bool:
    return obj.card.is_type(WILL_COIN)


def coin_ability(card: CardDef) -> AbilityDef | None:
    """FOW 1046.1, 1119.2: "Banish this card: produce (one of the listed will)"."""
    wills = card.get("will_coin")
    if not card.is_type(WILL_COIN) or not isinstance(wills, tuple) or not wills:
        return None
    return AbilityDef(name=BANISH, kind="resource", cost=Cost(),
                      effect=(CoinWill(tuple(str(w) for w in wills)),))


# ----- playing its ability ------------------------------------------------------------------------
def coin_refusal(t: Table, obj: GameObject, ability: AbilityDef,
                 choices: dict[str, object]) -> Refusal | None:
    """FOW 1119.4, 1046.2: a coin's ability works in the item area only; FOW 1119.3a-1: with two
    or more wills listed, its player chooses one."""
    if not is_coin(obj) or ability.name != BANISH:
        return None
    if obj.zone != ITEM_AREA:
        return Refusal(phrase(Msg("{object} is a will coin token: its ability works only in an "
                                  "item area; it is in {zone}",
                                  object=t.name(obj.id), zone=word(obj.zone))),
                       ("FOW 1119.4", "FOW 1046.2"))
    wills = tuple(str(w) for w in (obj.card.get("will_coin") or ()))  # type: ignore[attr-defined]
    if chosen_will(choices, wills) is None:
        # the choice is written as the scenario file says it (a key and a will, never words)
        return Refusal(phrase(Msg("{object} produces one of {wills}: choose which "
                                  "(`choices: {{will: {will}}}`)", object=t.name(obj.id),
                                  wills=Items([word(w) for w in wills], commas=True),
                                  will=wills[0])), ("FOW 1119.3a-1", "FOW 1046.1a"))
    return None


def unprohibitable(t: Table, player: str, obj: GameObject, ability: AbilityDef) -> None:
    """FOW 1119.4a, 1046.2a: card text can neither change nor forbid a will coin's will ability:
    a prohibition that would stop it does not (the engine skips it: `unprohibitable`); the
    ruling notes that one was ignored."""
    if not is_coin(obj) or ability.name != BANISH:
        return
    from judge.engine.restrictions import describe, forbidding

    ban = forbidding(t, "activate", obj=obj, player=player)
    if ban is None:
        return
    t.note(phrase(Msg("{why}, but card text cannot prohibit the will ability of {object}, a will "
                      "coin token: it is played all the same", why=describe(t, ban),
                      object=t.name(obj.id))), ("FOW 1119.4a", "FOW 1046.2a"))


# ----- checking a file ----------------------------------------------------------------------------
def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> CardDef:
    """A will coin names the will it produces, and gets its Banish ability; a «Limit Break»
    token names the card it goes with."""
    _validate_limit_break_token(name, card, problem)
    wills = card.get("will_coin")
    if card.is_type(WILL_COIN):
        if not isinstance(wills, tuple) or not wills:
            problem(("cards", name), "a will coin token needs the will it produces, e.g. "
                    "`will_coin: [fire]` (FOW 1046.1)")
            return card
        for i, will in enumerate(wills):
            if str(will).isdigit():  # FOW 1119.3a-2: that many will without attribute
                if int(str(will)) < 1:
                    problem(("cards", name, "will_coin", i), "a number on a will coin is how "
                            "many will it produces: 1 or more (FOW 1119.3a-2)")
                continue
            if will not in COIN_WILL:
                problem(("cards", name, "will_coin", i), f"expected one of {', '.join(COIN_WILL)}"
                        " or a number (FOW 1119.3a-2: that many will without attribute)")
        ability = coin_ability(card)
        if ability is not None and card.ability(BANISH) is None:
            # FOW 1046.2a, 1119.4a: card text cannot modify its will ability, so no loss of
            # abilities takes it away
            return replace(card, abilities=(*card.abilities, ability),
                           extra=(*card.extra, (UNLOSABLE, ((BANISH,), (), "FOW 1046.2a"))))
    elif wills is not None:
        problem(("cards", name, "will_coin"), "only a card of type `will_coin` (a will coin "
                "token) produces will by being banished")
    return card


def _validate_limit_break_token(name: str, card: CardDef,
                                problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    named = card.get("limit_break_of")
    if card.is_type(LIMIT_BREAK_TOKEN) and not named:
        problem(("cards", name), "a «Limit Break» token needs the card name it has, e.g. "
                "`limit_break_of: Ember Knight` (FOW 1037.1a)")
    elif named is not None and not card.is_type(LIMIT_BREAK_TOKEN):
        problem(("cards", name, "limit_break_of"), "`limit_break_of:` is said of a «Limit "
                "Break» token, a card of type `limit_break_token` (FOW 1037.1)")


def validate_objects(scenario: Scenario,
                     problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """A will coin token is a token in an item area (FOW 1046.1, 1119.2)."""
    for i, spec in enumerate(scenario.objects):
        card = scenario.cards.get(spec.card)
        if card is None or not card.is_type(WILL_COIN, LIMIT_BREAK_TOKEN):
            continue
        if spec.zone != ITEM_AREA:
            what = "will coin" if card.is_type(WILL_COIN) else "«Limit Break»"
            problem(("objects", i, "zone"), f"a {what} token is in an item area (FOW "
                    f"{'1046.1' if card.is_type(WILL_COIN) else '1037.1'})")


def limit_break_names(state: GameState, player: str) -> set[str]:
    """The names of the «Limit Break» tokens `player` controls in their item area (FOW 1037.2,
    313.3: what is put there is under that player's control)."""
    return {str(o.card.get("limit_break_of") or o.card.name) for o in state.objects.values()
            if o.zone == ITEM_AREA and o.controller == player
            and o.card.is_type(LIMIT_BREAK_TOKEN)}
