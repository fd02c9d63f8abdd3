"""[Call of Valhalla] (FOW 1187): "if this card would be destroyed, expel it instead; if you do,
search your deck for a Valkyrie card with total cost (Number) or less and play it without paying
its cost, then shuffle your deck" (1187.2).

What a file writes: `keywords: [call_of_valhalla]` and its number `call_of_valhalla: 3`. judge
gives the card the static ability `Valhalla`, a replacement of its own destruction (910):
whatever destroys it (an effect, battle damage, the rule process of 1204), it is expelled instead:
moved outside the game (1047.1; judge's zone `expelled`), so it is not put into a graveyard
and nothing "when destroyed" triggers. Then its controller searches their deck:

- the Valkyrie found is said by `decisions: {<card id>: {choices: {valhalla: <deck card id>}}}`,
  or `valhalla: none`: a deck is hidden, so a player may fail to find one even if there is one
  (1014.2). Without a decision judge finds the first one in the deck's order and says so;
- a card found is a card with the race or trait `Valkyrie` in its owner's deck, of total cost
  (the sum of its will cost) the number or less, and not sharing a name with the expelled card
  (1014.3: the text does not name it); any other is a bad decision (exit 2);
- the card found is played at once without paying its cost (it goes on the chase, 903.2n);
- then the deck is shuffled (1021.1): its order is chance, and judge keeps the order the file
  lists, or its reverse, by house policy FOW HP.4 (`deck.shuffle_order`).

A J-ruler with [Call of Valhalla] is expelled only if its player still controls another non-token
J/ruler (a ruler in a ruler area, or a J-ruler in the field: [Tag], [Partner]); otherwise it
cannot be expelled (1047.3). Its destruction is a move from the field to the ruler area (1010.1),
replaced by a move that cannot happen: so it is put into its owner's graveyard (910.2d, first
case), and, not expelled, its player does not search ("if you do").
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.characteristics import traits
from judge.engine.declare import EffectDecl
from judge.engine.replacements import Replace
from judge.games.force_of_will.investigate import face_down_on_shuffle
from judge.games.force_of_will.state import DECK, EXPELLED
from judge.games.force_of_will.wardens import (
    bound_elsewhere_goes_to_graveyard,
    to_graveyard_warden_side_up,
)
from judge.model.args import Arg, required
from judge.model.cards import AbilityDef, CardDef
from judge.model.effects import Effect, arg
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase, phrases, said_of
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

#: The ability's name, also in the ids of what it makes (a name without English words: an id is
#: shown untranslated in every language).
VALHALLA = "Valhalla"
VALKYRIE = "Valkyrie"
#: What a file writes to find nothing (FOW 1014.2).
NOTHING = "none"

VALHALLA_CARD_KEYS: dict[str, Arg] = {
    "call_of_valhalla": Arg("int", minimum=0, doc="with [Call of Valhalla]: the highest total "
                            "cost of the Valkyrie card searched for (FOW 1187.2)"),
}
VALHALLA_CHOICE_KEYS: dict[str, Arg] = {
    "valhalla": Arg("str", doc="[Call of Valhalla], under the expelled card's id in "
                    "`decisions:`: the id of the Valkyrie card found in the deck, or `none` "
                    "(FOW 1187.2, 1014.2)"),
}


@dataclass(frozen=True)
class ValhallaCall(Effect):
    """Expel the card instead of destroying it; if that happens, search, play, shuffle (FOW
    1187.2; internal: only the card's Call of Valhalla ability makes it)."""

    kind: ClassVar[str] = "valhalla_call"
    total: int = arg(required("int", "the highest total cost searched for", minimum=0))


def total_cost(card: CardDef) -> int:
    """The sum of the will symbols of its cost (FOW 202.1: total cost)."""
    return sum(n for _, n in card.cost.resources)


def run_call(t: Table, item: StackItem, e: ValhallaCall) -> str | None:
    card = t.state.objects.get(item.source or "")
    if card is None or card.zone != "field":
        return None
    if bound_elsewhere_goes_to_graveyard(t, card):
        return _warden_side_to_graveyard(t, card, item)
    if _never_expelled(t, card):
        return _kept_by_321_2(t, card, item)
    if _unexpellable(t, card):
        return _to_graveyard(t, card, item)
    player = card.controller
    name = t.name(card.id)
    t.move(card, EXPELLED, cause=item.id, how="expelled")  # outside the game (FOW 1047.1)
    said: list[str] = [phrase(Msg("{object} is expelled (outside the game)", object=name))]
    found = _found(t, card, player, e.total)
    if found is None:
        said.append(phrase(Msg("{player} finds no Valkyrie card of total cost {n} or less",
                               player=player, n=e.total)))
    else:
        played = t.play_now(player, found, free=True, cause=item.id)
        if isinstance(played, str):
            said.append(phrase(Msg("{player} finds {object}, which is not played: {why}",
                                   player=player, object=t.name(found.id), why=said_of(played))))
        else:
            said.append(phrase(Msg("{player} finds {object} and plays it without paying its cost",
                                   player=player, object=t.name(found.id))))
    hidden = face_down_on_shuffle(t, player)  # FOW 1170.8: turned face down first
    if hidden is not None:
        said.append(hidden)
    said.append(_shuffle(t, player))
    # cited last: the play of the card found is a step of its own, before this one
    t.cite_also_rule("FOW 1187.2")
    t.cite_also_rule("FOW 1047.1")
    if card.owner != player:
        t.cite_also_rule("FOW 1047.1a")  # it goes outside the game to its owner's side
    return phrases(said)


def _never_expelled(t: Table, card: GameObject) -> bool:
    """House policy FOW HP.9: whether a non-token J-ruler may be expelled at all. `never` keeps
    321.2 whole: it moves to no zone outside the game."""
    if not card.card.is_type("j_ruler") or card.token:
        return False
    t.cite_also_rule(t.policy_id("expel.j_ruler"))
    return t.policy_is("expel.j_ruler", "never")


def _kept_by_321_2(t: Table, card: GameObject, item: StackItem) -> str:
    """FOW 910.2d: its destruction, replaced by an expel that cannot happen (321.2, house policy
    FOW HP.9 `never`), puts it into the graveyard; not expelled, nothing is searched for."""
    t.move(card, t.graveyard_of(card), cause=item.id)
    t.cite_also_rule("FOW 321.2")
    t.cite_also_rule("FOW 910.2d")
    return phrase(Msg("{object} would be expelled, but a J-ruler is never expelled by an effect "
                      "(house policy {policy}): its move to the ruler area, replaced by one that "
                      "cannot happen, puts it into its owner's graveyard instead, and nothing is "
                      "searched for", object=t.name(card.id),
                      policy=t.policy_id("expel.j_ruler")))


def _unexpellable(t: Table, card: GameObject) -> bool:
    """FOW 1047.3: a non-token J-ruler can be expelled only if its player would still control a
    non-token J/ruler (a ruler in a ruler area, or a J-ruler in the field)."""
    if not card.card.is_type("j_ruler") or card.token:
        return False
    others = [o for o in t.state.objects.values() if o.id != card.id and
              o.controller == card.controller and not o.token and
              ((o.zone == "ruler_area" and o.card.is_type("ruler")) or
               (o.zone == "field" and o.card.is_type("j_ruler")))]
    if others:
        t.cite_also_rule("FOW 1047.3")  # another J/ruler stays: it can be expelled
        return False
    return True


def _to_graveyard(t: Table, card: GameObject, item: StackItem) -> str:
    """FOW 910.2d: destroying a J-ruler moves it from the field to the ruler area (1010.1); the
    replacement would move it outside the game instead, which cannot happen (1047.3): so it is
    put into the graveyard. It was not expelled, so "if you do" does not happen: no search, no
    shuffle."""
    t.move(card, t.graveyard_of(card), cause=item.id)
    t.cite_also_rule("FOW 1047.3")
    t.cite_also_rule("FOW 910.2d")
    return phrase(Msg("{object} would be expelled, but cannot be: {player} would then control "
                      "no J/ruler; "
                      "its move to the ruler area, replaced by one that cannot happen, puts it "
                      "into its owner's graveyard instead, and nothing is searched for",
                      object=t.name(card.id), player=card.controller))


def _warden_side_to_graveyard(t: Table, card: GameObject, item: StackItem) -> str:
    """House policy FOW HP.7 (`graveyard`): a J-ruler with a warden side moves to no zone but the
    field (321.2), so the expel replacing its destruction cannot happen and it is put into its
    owner's graveyard warden side up instead (910.2d, as 1010.1 destroys it); not expelled,
    nothing is searched for."""
    name = t.name(card.id)
    to_graveyard_warden_side_up(t, card, cause=item.id)
    policy = t.policy_id("warden_j_ruler.leaves")
    for rule in (policy, "FOW 321.2", "FOW 910.2d", "FOW 1010.1"):
        t.cite_also_rule(rule)
    return phrase(Msg("{object} would be expelled, but a J-ruler with a warden side moves to no "
                      "zone but the field: it is put into its owner's graveyard warden side up "
                      "instead (house policy {policy}), and nothing is searched for",
                      object=name, policy=policy))


def candidates(t: Table, expelled: GameObject, player: str, total: int) -> list[GameObject]:
    """The cards the search may find, in the deck's order: Valkyrie cards of total cost `total`
    or less (FOW 1187.2), not sharing a name with the card whose effect it is (FOW 1014.3)."""
    deck = [t.state.objects[i] for i in deck_ids(t, player)]
    return [o for o in deck if VALKYRIE in traits(o) and total_cost(o.card) <= total
            and o.card.name != expelled.card.name]


def deck_ids(t: Table, player: str) -> list[str]:
    """The cards of the player's deck, top first."""
    return [i for i in t.state.ordered.get((player, DECK), [])
            if i in t.state.objects and t.state.objects[i].zone == DECK]


def _found(t: Table, expelled: GameObject, player: str, total: int) -> GameObject | None:
    """The card its player finds: the decision's, or the first one (FOW 1014.2: they may find
    none, a deck being hidden)."""
    options = candidates(t, expelled, player, total)
    if any(VALKYRIE in traits(t.state.objects[i]) and t.state.objects[i].card.name ==
           expelled.card.name for i in deck_ids(t, player)):
        t.cite_also_rule("FOW 1014.3")  # one of its own name is there, and cannot be found
    chosen = t.decision(expelled.id, "choices", "valhalla")
    if chosen is None:
        return options[0] if options else None
    if chosen == NOTHING:
        t.cite_also_rule("FOW 1014.2")
        return None
    picked = next((o for o in options if o.id == chosen), None)
    if picked is None:
        t.bad_decision((expelled.id, "choices", "valhalla"), f"{chosen!r} is not a Valkyrie "
                       f"card of total cost {total} or less in {player}'s deck that does not "
                       f"share a name with {t.name(expelled.id)} (FOW 1187.2, 1014.3); "
                       f"those are: {', '.join(o.id for o in options) or NOTHING}")
    return picked


def _shuffle(t: Table, player: str) -> str:
    """FOW 1021.1: the deck's order becomes chance; FOW HP.4 says which order judge goes on
    with."""
    deck = deck_ids(t, player)
    t.cite_also_rule("FOW 1021.1a")  # the deck, a zone, shuffled whole
    if len(deck) < 2:
        return phrase(Msg("{player} shuffles their deck", player=player))
    t.cite_also_rule(t.policy_id("deck.shuffle_order"))
    if t.policy_is("deck.shuffle_order", "reversed"):
        t.state.ordered[(player, DECK)] = list(reversed(deck))
        t.changed()
        return phrase(Msg("{player} shuffles their deck (a random order: judge reverses it, "
                          "house policy {policy})", player=player, policy="FOW HP.4"))
    return phrase(Msg("{player} shuffles their deck (a random order: judge keeps the order the "
                      "file lists, house policy {policy})", player=player, policy="FOW HP.4"))


CALL = EffectDecl(ValhallaCall, run_call, "expel this instead; search for a Valkyrie of total "
                  "cost {total} or less and play it free", internal=True)


def valhalla_ability(card: CardDef) -> AbilityDef | None:
    """FOW 1187.2: the card's replacement of its own destruction."""
    total = card.get("call_of_valhalla")
    if "call_of_valhalla" not in card.keywords or not isinstance(total, int):
        return None
    return AbilityDef(name=VALHALLA, kind="static", keywords=("call_of_valhalla",), effect=(
        Replace(event="destroyed", object="self", instead=(ValhallaCall(total),)),))


def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> CardDef:
    total = card.get("call_of_valhalla")
    has = "call_of_valhalla" in card.keywords
    if has and total is None:
        problem(("cards", name), "[Call of Valhalla] needs its number, e.g. `call_of_valhalla: "
                "3` (FOW 1187.2)")
    elif total is not None and not has:
        problem(("cards", name, "call_of_valhalla"), "`call_of_valhalla:` is the number of "
                f"[Call of Valhalla], which {name} does not have (`keywords: "
                "[call_of_valhalla]`)")
    ability = valhalla_ability(card)
    if ability is not None and card.ability(VALHALLA) is None:
        return replace(card, abilities=(*card.abilities, ability))
    return card
