"""Keyword abilities that change what playing a card costs (CR 12.7 chapter 11): [Mastery] (FOW
1154), [Solarisation] (1162), [Linkage] (1166) and [Draconic Tithe] (1188).

[Mastery] is an alternative cost: a recovered card is rested instead of paying the card's cost
(903.2k-1). The other three lower the cost as the card is played by moving or discarding cards;
their reductions are the play's own (`PlayPlan.less`), applied with every other reduction after
all increases (903.2k-4), never below nothing. The cards named are moved as the card is put on
the chase, and a step says so, citing the keyword's rule.

What a file writes (a choice on `play`; without it the keyword is not used):
- `keywords: [mastery]` with `mastery: {name: "Lumia"}`, `{race: Knight}` or `{matches:
  filter}` (the card rested: 1154.2-1154.4); `choices: {mastery: <id>}`, a recovered card its
  player controls that fits;
- `keywords: [solarisation]` with `solarisation: 4`; `choices: {solarisation: [ids]}`: that
  many different face-up non-magic-stone cards from its player's removed area sharing an
  attribute with it go to the bottom of the deck, in that order, and it costs that many free
  will less (1162.2);
- `keywords: [linkage]` with `linkage: graveyard` (the zone); `choices: {linkage: [ids]}`: up to
  five cards with different names sharing a race (a trait) with it go from that zone to the
  bottom of the deck, and it costs one attribute will less for each: `choices: {linkage_will:
  [fire, fire]}` says which (1166.3: the same one may be chosen again), else judge takes the
  attribute symbols of its cost in order (1166.2);
- `keywords: [draconic_tithe]`; `choices: {draconic_tithe: [ids]}`: regalia cards discarded from
  its player's hand, at most one per magic stone they control, each lowering the cost by one
  fire and one free will, or one water and one free will: `choices: {draconic_tithe_will:
  [water]}` says which for each, else fire if the cost has fire (1188.2). Will coin tokens are in
  the item area, which judge does not model, so none counts.
"""

from __future__ import annotations

from judge.engine.characteristics import keywords, matches, traits
from judge.engine.declare import PlayPlan, Refusal
from judge.engine.trace import StepKind
from judge.engine.unplayed import rest_cost_paid
from judge.engine.wording import said_filter
from judge.games.force_of_will.keyword_keys import keyword_value
from judge.games.force_of_will.rests import not_rested, rest_card
from judge.games.force_of_will.state import ATTRIBUTES, FREE, attributes
from judge.model.args import Arg
from judge.model.cards import Cost
from judge.model.filters import Filter
from judge.model.state import GameObject, StackItem
from judge.msg import Items, Msg, phrase, word
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.table import Table

COST_CARD_KEYS: dict[str, Arg] = {
    "mastery": Arg("record", doc="with [Mastery]: the card rested instead of paying its cost: "
                   "{name: <part of its name>}, {race: <race or trait>} or {matches: <filter>} "
                   "(FOW 1154.2-1154.4)", fields=(
                       ("name", Arg("str", doc="its name contains this")),
                       ("race", Arg("str", doc="it has this race or trait")),
                       ("matches", Arg("filter", doc="it meets this condition")))),
    "solarisation": Arg("int", minimum=1, doc="with [Solarisation]: how many removed cards it "
                        "puts on the bottom of the deck for as much less free will (FOW 1162.2)"),
    "linkage": Arg("zone", doc="with [Linkage]: the zone it takes cards from (FOW 1166.2)"),
}
COST_NEEDS = {"mastery": "the card it rests, e.g. `mastery: {race: Knight}`",
              "solarisation": "its number, e.g. `solarisation: 4`",
              "linkage": "its zone, e.g. `linkage: graveyard`"}
COST_CHOICE_KEYS: dict[str, Arg] = {
    "mastery": Arg("object", doc="rest this recovered card instead of paying the cost of a "
                   "[Mastery] card (FOW 1154.2)"),
    "solarisation": Arg("objects", doc="the removed cards a [Solarisation] card puts on the "
                        "bottom of the deck (FOW 1162.2)"),
    "linkage": Arg("objects", doc="the cards a [Linkage] card puts on the bottom of the deck "
                   "(FOW 1166.2)"),
    "linkage_will": Arg("strings", doc="the attribute each [Linkage] card lowers the cost by "
                        "(FOW 1166.2-1166.3)"),
    "draconic_tithe": Arg("objects", doc="the regalia cards a [Draconic Tithe] card discards "
                          "from the hand (FOW 1188.2)"),
    "draconic_tithe_will": Arg("strings", doc="for each regalia discarded: fire or water, the "
                               "will it lowers the cost by with one free (FOW 1188.2)"),
}


def _ids(value: object) -> list[str]:
    return [str(v) for v in value] if isinstance(value, (list, tuple)) else []


def plan(t: Table, player: str, obj: GameObject, choices: dict[str, object],
         base: PlayPlan) -> Refusal | PlayPlan:
    """What these keywords change about playing `obj` (`base`: the plan so far)."""
    kws = keywords(obj)
    planned = base
    for key, keyword, step in (("mastery", "mastery", _mastery),
                               ("solarisation", "solarisation", _solarisation),
                               ("linkage", "linkage", _linkage),
                               ("draconic_tithe", "draconic_tithe", _draconic_tithe)):
        if choices.get(key) is None:
            continue
        title = keyword.replace("_", " ").title()
        if keyword not in kws:
            return Refusal(phrase(Msg("{object} has no [{title}]: it cannot be played by it",
                                      object=t.name(obj.id), title=title)),
                           (RULES[keyword],))
        result = step(t, player, obj, choices, planned)
        if isinstance(result, Refusal):
            return result
        planned = result
    return planned


RULES = {"mastery": "FOW 1154.2", "solarisation": "FOW 1162.2", "linkage": "FOW 1166.2",
         "draconic_tithe": "FOW 1188.2"}


def _noted(base: PlayPlan, key: str, value: object, rules: tuple[str, ...],
           less: tuple[tuple[str, int, str], ...] = (), cost: Cost | None = None) -> PlayPlan:
    return replace(base, cost=base.cost if cost is None else cost,
                   notes=(*base.notes, (key, value)),
                   citations=tuple(dict.fromkeys((*base.citations, *rules))),
                   less=(*base.less, *less))


# ----- [Mastery] --------------------------------------------------------------------------------
def _mastery(t: Table, player: str, obj: GameObject, choices: dict[str, object],
             base: PlayPlan) -> Refusal | PlayPlan:
    """FOW 1154.2-1154.4: rest a recovered card you control that fits, rather than pay the
    card's cost (an alternative cost, 903.2k-1)."""
    rest = t.state.objects.get(str(choices["mastery"]))
    spec = keyword_value(t, obj, "mastery")  # printed or granted (`keyword_keys: {mastery: ...}`)
    rule = _mastery_rule(spec)
    if rest is None or rest.zone not in ("field", "ruler_area") or \
            rest.controller != player or rest.id == obj.id:
        return Refusal(phrase(Msg("{object} is not a card {player} controls, so it cannot be "
                                  "rested for [Mastery]",
                                  object=t.name(str(choices['mastery'])), player=player)), (rule,))
    if rest.exhausted:
        return Refusal(phrase(Msg("{object} is rested: [Mastery] rests a recovered card",
                                  object=t.name(rest.id))), (rule,))
    if not _fits(t, player, rest, spec):
        return Refusal(phrase(Msg("{object} is not the card {card}'s [Mastery] asks for "
                                  "({wanted})", object=t.name(rest.id), card=t.name(obj.id),
                                  wanted=_says(spec))), (rule,))
    return _noted(base, "mastery", rest.id, (rule, "FOW 903.2k-1"), cost=Cost())


def _mastery_rule(spec: object) -> str:
    if isinstance(spec, dict) and "race" in spec:
        return "FOW 1154.3"
    if isinstance(spec, dict) and "matches" in spec:
        return "FOW 1154.4"
    return "FOW 1154.2"


def _fits(t: Table, player: str, obj: GameObject, spec: object) -> bool:
    if not isinstance(spec, dict):
        return False
    if isinstance(spec.get("name"), str) and spec["name"] not in obj.card.name:
        return False
    if isinstance(spec.get("race"), str) and spec["race"] not in traits(obj):
        return False
    filt = spec.get("matches")
    return not isinstance(filt, Filter) or matches(t.state, t.game, obj, filt.anywhere(), player)


def _says(spec: object) -> Msg | str:
    """The card [Mastery] asks for, in words (a name and a race are the card's own words)."""
    if not isinstance(spec, dict):
        return Msg("nothing")
    if isinstance(spec.get("name"), str):
        return Msg("named \"{name}\"", name=spec["name"])
    if isinstance(spec.get("race"), str):
        return Msg("a {race}", race=spec["race"])
    filt = spec.get("matches")
    return said_filter(filt) if isinstance(filt, Filter) else Msg("nothing")


# ----- [Solarisation] ---------------------------------------------------------------------------
def _solarisation(t: Table, player: str, obj: GameObject, choices: dict[str, object],
                  base: PlayPlan) -> Refusal | PlayPlan:
    """FOW 1162.2: exactly N different face-up non-magic-stone cards from your removed area
    sharing an attribute with the card go to the bottom of your deck: it costs N less."""
    n = keyword_value(t, obj, "solarisation")
    ids = _ids(choices["solarisation"])
    name = t.name(obj.id)
    if not isinstance(n, int) or len(ids) != n or len(set(ids)) != n:
        return Refusal(phrase(Msg("{object}'s [Solarisation] ({n}) moves {n} different physical "
                                  "cards; {n2} named",
                                  object=name, n=n, n2=len(set(ids)))), ("FOW 1162.2",))
    mine = set(attributes(obj.card))
    for oid in ids:
        card = t.state.objects.get(oid)
        if card is None or card.zone != "removed" or card.holder != player or card.face_down \
                or card.card.is_type("magic_stone") or not mine & set(attributes(card.card)):
            return Refusal(phrase(Msg("{object} is not a face-up non-magic-stone card in "
                                      "{player}'s removed area sharing an attribute with {object2}",
                                      object=t.name(oid), player=player, object2=name)),
                           ("FOW 1162.2",))
    return _noted(base, "solarisation", tuple(ids), ("FOW 1162.2",),
                  less=((FREE, n, f"[Solarisation] ({n})"),))


# ----- [Linkage] --------------------------------------------------------------------------------
def _linkage(t: Table, player: str, obj: GameObject, choices: dict[str, object],
             base: PlayPlan) -> Refusal | PlayPlan:
    """FOW 1166.2-1166.3: up to five cards with different names sharing a race with the card,
    from the named zone to the bottom of the deck; one attribute will less for each."""
    zone = keyword_value(t, obj, "linkage")
    ids = _ids(choices["linkage"])
    name = t.name(obj.id)
    if len(ids) > 5 or len(set(ids)) != len(ids):
        return Refusal(phrase(Msg("{object}'s [Linkage] moves up to five different cards; {n} "
                                  "named",
                                  object=name, n=len(ids))), ("FOW 1166.2",))
    races = set(traits(obj))
    names: set[str] = set()
    for oid in ids:
        card = t.state.objects.get(oid)
        if card is None or card.zone != zone or card.holder != player or \
                not races & set(traits(card)):
            return Refusal(phrase(Msg("{object} is not a card in {player}'s {zone} sharing a race "
                                      "with {object2}",
                                      object=t.name(oid), player=player, zone=word(str(zone)),
                                      object2=name)), ("FOW 1166.2",))
        if card.card.name in names:
            return Refusal(phrase(Msg("the cards for [Linkage] must have different names: two are "
                                      "named {name}",
                                      name=card.card.name)), ("FOW 1166.2",))
        names.add(card.card.name)
    wills = _wills(choices.get("linkage_will"), len(ids), base.cost)
    if isinstance(wills, str):
        return Refusal(wills, ("FOW 1166.2", "FOW 1166.3"))
    less = tuple((w, 1, "[Linkage]") for w in wills)
    return _noted(base, "linkage", tuple(ids), ("FOW 1166.2", *(("FOW 1166.3",) if len(
        set(wills)) < len(wills) else ())), less=less)


def _wills(chosen: object, n: int, cost: Cost) -> tuple[str, ...] | str:
    """The attribute each card lowers the cost by: as chosen, else the cost's attribute symbols
    in order (then the first attribute)."""
    if chosen is not None:
        wills = tuple(_ids(chosen))
        if len(wills) != n or any(w not in ATTRIBUTES for w in wills):
            return f"`linkage_will` names one attribute ({', '.join(ATTRIBUTES)}) per card"
        return wills
    symbols = [k for k, m in cost.resources if k in ATTRIBUTES for _ in range(m)]
    return tuple((symbols + [ATTRIBUTES[0]] * n)[:n])


# ----- [Draconic Tithe] -------------------------------------------------------------------------
def _draconic_tithe(t: Table, player: str, obj: GameObject, choices: dict[str, object],
                    base: PlayPlan) -> Refusal | PlayPlan:
    """FOW 1188.2: discard up to X regalia cards (X: the magic stones you control); each lowers
    the cost by one fire and one free will, or one water and one free will."""
    ids = _ids(choices["draconic_tithe"])
    stones = sum(1 for o in t.state.objects.values() if o.zone == "field" and
                 o.controller == player and o.card.is_type("magic_stone"))
    if len(ids) > stones or len(set(ids)) != len(ids):
        return Refusal(phrase(Msg("[Draconic Tithe] discards at most one regalia per magic stone "
                                  "{player} controls ({stones}); {n} named",
                                  player=player, stones=stones, n=len(ids))), ("FOW 1188.2",))
    for oid in ids:
        card = t.state.objects.get(oid)
        if card is None or card.zone != "hand" or card.holder != player or \
                not card.card.is_type("regalia"):
            return Refusal(phrase(Msg("{object} is not a regalia card in {player}'s hand",
                                      object=t.name(oid), player=player)),
                           ("FOW 1188.2",))
        banned = t.forbidden("discard", obj=card, player=player)  # FOW 104.4
        if banned is not None:
            return banned
    chosen = choices.get("draconic_tithe_will")
    have = dict(base.cost.resources)
    wills = tuple(_ids(chosen)) if chosen is not None else \
        tuple("fire" if have.get("fire") else "water" for _ in ids)
    if len(wills) != len(ids) or any(w not in ("fire", "water") for w in wills):
        return Refusal(phrase(Msg("`draconic_tithe_will` names fire or water for each regalia "
                                  "discarded")),
                       ("FOW 1188.2",))
    less = tuple(r for w in wills for r in ((w, 1, "[Draconic Tithe]"),
                                            (FREE, 1, "[Draconic Tithe]")))
    return _noted(base, "draconic_tithe", tuple(ids), ("FOW 1188.2",), less=less)


# ----- as the card is put on the chase ----------------------------------------------------------
def after_play(t: Table, item: StackItem) -> None:
    """Rest the card [Mastery] named; move the cards [Solarisation] and [Linkage] named to the
    bottom of the deck, in the order given; discard the regalia [Draconic Tithe] named."""
    if item.kind != "card":
        return
    who, name = item.controller, t.name(item.source)
    rested = item.extra.get("mastery")
    if isinstance(rested, str) and rested in t.state.objects:
        obj = t.state.objects[rested]
        said = Msg("{who} rests {object} instead of paying {object2}'s cost ([Mastery])")
        if not rest_card(t, obj, who, cause=item.id):
            rest_cost_paid(t)  # a rest cost replaced still counts as paid (FOW 903.2l-2)
            said = Msg("{who} pays {object2}'s cost by resting {object} ([Mastery]; {why})",
                       why=not_rested(t, obj))
        said.args.update(who=who, object=t.name(rested), object2=name)
        t.step(StepKind.COST, said,
               (_mastery_rule(keyword_value(t, t.obj(item.source or ""), "mastery")),
                               "FOW 903.2k-1"), actor=who, item=item.id)
    for key, rule in (("solarisation", "FOW 1162.2"), ("linkage", "FOW 1166.2")):
        moved = item.extra.get(key)
        if not isinstance(moved, tuple) or not moved:
            continue
        for oid in moved:
            t.move(t.obj(str(oid)), "main_deck", cause=item.id, position="bottom")
        cards = Items([t.name(str(o)) for o in moved], commas=True)
        t.step(StepKind.COST, Msg("{player} puts {cards} on the bottom of their deck for {card}'s "
                                  "[Solarisation]", player=who, cards=cards, card=name)
               if key == "solarisation" else
               Msg("{player} puts {cards} on the bottom of their deck for {card}'s [Linkage]",
                   player=who, cards=cards, card=name), (rule,), actor=who, item=item.id)
    discarded = item.extra.get("draconic_tithe")
    if isinstance(discarded, tuple) and discarded:
        for oid in discarded:
            card = t.obj(str(oid))
            t.move(card, t.graveyard_of(card), cause=item.id)
        t.step(StepKind.COST, Msg("{player} discards {cards} for {card}'s [Draconic Tithe]",
                                  player=who, cards=Items([t.name(str(o)) for o in discarded],
                                                          commas=True), card=name),
               ("FOW 1188.2",), actor=who, item=item.id)
