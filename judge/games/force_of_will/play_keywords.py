"""Keyword abilities that change how a card is played (CR 12.7 chapter 11): [Awakening] (FOW
1110), [Incarnation] (1111), [Stealth] (1114), [Remnant] (1115), [Bestow] (1121), [Ambush]
(1174), [Ibka] (1191), [Kernlos] (1195) and [Raid] (1196).

What a file writes:
- `keywords: [awakening]` with `awakening: {fire: 1}` (its cost); playing it with `choices:
  {awaken: true}` pays that cost too and the card is awakened: the object key `awakened`, read
  by its text as `if: {is: self, matches: {awakened: true}}` (1110.3-1110.4);
- `keywords: [incarnation]` with `incarnation: [fire, water]` (one resonator of each attribute;
  `fire/water` for "fire or water"); playing it with `choices: {incarnation: [ids]}` banishes
  those resonators instead of paying its cost (1111.2);
- `keywords: [remnant]`: it may be played from its owner's graveyard, and then it is removed from
  the game when it would leave the chase (1115.2);
- `keywords: [ambush]` with `ambush: {free: 1}`: from the standby area, once the opponent has
  drawn a card this turn, it is played for that cost, even the turn it was set (1174.2-1174.3);
- `keywords: [stealth]` with one triggered ability named `Stealth`, whose `when:` is the
  condition: from the standby area, not the turn it was set, it is played free when the condition
  is met (1114.2-1114.3; `decisions: {<id>: {decline: true}}` keeps it hidden);
- `keywords: [bestow]` with `bestow: {free: 1}`: the card has the activate ability `Bestow`
  ("pay the cost: add this card to target resonator", main timing only, 1121.2);
- `keywords: [ibka]` with `ibka: {darkness: 1}`: it may be played from its owner's graveyard for
  that cost (1191.2);
- `keywords: [kernlos]`: the card has no attribute, and the will symbols of its cost that its
  player lacks the will for are paid with void will (1195.2);
- `keywords: [raid]` with `raid: {fire: 1}`: playing it with `choices: {raid: true}` pays that
  cost instead of its own; the entity it becomes is `raided`: it has [Swiftness] and returns to
  its owner's hand at end of turn (1196.2; `keywords.RAID_RETURN`).
"""

from __future__ import annotations

from itertools import permutations

from judge.engine.characteristics import keywords
from judge.engine.declare import EffectDecl, PlayPlan, Refusal
from judge.engine.refs import refs
from judge.engine.trace import StepKind
from judge.games.force_of_will.keyword_keys import card_cost, keyword_cost, keyword_value
from judge.games.force_of_will.state import (
    ATTRIBUTES,
    attributes,
    ext,
    is_entity,
    main_timing_refusal,
)
from judge.games.force_of_will.will import add_costs
from judge.games.force_of_will.will_paid import AWAKENING_WILL
from judge.model.args import Arg, required
from judge.model.cards import AbilityDef, CardDef, Cost
from judge.model.effects import Effect, Ref, arg
from judge.model.filters import Filter
from judge.model.state import GameObject, Replacement, StackItem
from judge.msg import Items, Msg, phrase
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


#: The card keys of these keywords.
PLAY_CARD_KEYS: dict[str, Arg] = {
    "awakening": Arg("map", doc="with [Awakening]: the cost paid on top of its cost to play it "
                     "awakened, e.g. {fire: 1} (FOW 1110.2)"),
    "incarnation": Arg("strings", doc="with [Incarnation]: the attribute of each resonator "
                       "banished instead of paying its cost, e.g. [fire] or [fire/water] "
                       "(FOW 1111.2)"),
    "ambush": Arg("map", doc="with [Ambush]: its cost when played from the standby area, e.g. "
                  "{free: 1} (FOW 1174.2)"),
    "bestow": Arg("map", doc="with [Bestow]: the cost of its Bestow ability (FOW 1121.2)"),
    "ibka": Arg("map", doc="with [Ibka]: its cost when played from the graveyard, e.g. "
                "{darkness: 1} (FOW 1191.2)"),
    "raid": Arg("map", doc="with [Raid]: the cost paid instead of its own to play it by [Raid] "
                "(`choices: {raid: true}`), e.g. {fire: 1} (FOW 1196.2)"),
}
PLAY_NEEDS = {"awakening": "its cost, e.g. `awakening: {fire: 1}`",
              "incarnation": "the attributes of the resonators it banishes, e.g. "
                             "`incarnation: [fire]`",
              "ambush": "its cost, e.g. `ambush: {free: 1}`",
              "bestow": "its cost, e.g. `bestow: {free: 1}`",
              "ibka": "its cost, e.g. `ibka: {darkness: 1}`",
              "raid": "its cost, e.g. `raid: {fire: 1}`"}
#: The choices a `play` may make for them.
PLAY_CHOICE_KEYS: dict[str, Arg] = {
    "awaken": Arg("bool", doc="play an [Awakening] card awakened, paying its awakening cost "
                  "too (FOW 1110.2)"),
    "incarnation": Arg("objects", doc="the resonators banished to play an [Incarnation] card "
                       "instead of paying its cost (FOW 1111.2)"),
    "raid": Arg("bool", doc="play a [Raid] card paying its raid cost instead of its own; it "
                "gains [Swiftness] and returns to its owner's hand at end of turn (FOW 1196.2)"),
}


# ----- playing: zones, timing, cost -------------------------------------------------------------
def extra_zones(obj: GameObject) -> tuple[str, ...]:
    """FOW 1115.2: [Remnant] cards may be played from their owner's graveyard; FOW 1174.2:
    [Ambush] cards from the standby area."""
    kws = keywords(obj)
    return (*(("graveyard",) if "remnant" in kws or "ibka" in kws else ()),
            *(("standby",) if "ambush" in kws else ()))


def by_ambush(obj: GameObject) -> bool:
    """Played from the standby area by [Ambush] (a [Trigger] card there is played as such)."""
    return obj.zone == "standby" and "ambush" in keywords(obj) and "trigger" not in \
        obj.card.keywords


def ambush_refusal(t: Table, player: str, obj: GameObject) -> Refusal | None:
    """FOW 1174.2: only once an opponent has drawn a card this turn; it is played as a triggered
    object, so whenever its player holds priority (judge's reading of when a player reveals it),
    even the turn it was set (1174.3)."""
    drew = ext(t.state).drew_this_turn
    if not any(p in drew for p in t.state.opponents(player)):
        return Refusal(phrase(Msg("{object} has [Ambush]: it can be played from the standby area "
                                  "only once an opponent has drawn a card this turn, and none has",
                                  object=t.name(obj.id))),
                       ("FOW 1174.2",))
    return None


def plan(t: Table, player: str, obj: GameObject, choices: dict[str, object],
         base: PlayPlan) -> Refusal | PlayPlan:
    """What these keywords change about playing `obj` (`base`: the plan without them)."""
    cost, notes, cites = base.cost, list(base.notes), list(base.citations)
    kws = keywords(obj)
    if by_ambush(obj):
        cost = keyword_cost(t, obj, "ambush") or Cost()
        notes.append(("ambush", True))
        cites += ["FOW 1174.2", "FOW 1174.3"]
        if ext(t.state).drew_by_rule & set(t.state.opponents(player)):
            cites.append("FOW 502.4")  # the opponent drew in their draw phase, before the file
    elif obj.zone == "graveyard" and "ibka" in kws and \
            "graveyard" not in t.game.timing.zones_allowed(t, player, obj):
        cost = keyword_cost(t, obj, "ibka") or Cost()  # FOW 1191.2: its [Ibka] cost
        cites.append("FOW 1191.2")
    elif obj.zone == "graveyard" and "remnant" in kws and \
            "graveyard" not in t.game.timing.zones_allowed(t, player, obj):
        notes.append(("remnant", True))
        cites.append("FOW 1115.2")
    if choices.get("raid") is True:
        raid = keyword_cost(t, obj, "raid")
        if "raid" not in kws or raid is None:
            return Refusal(phrase(Msg("{object} has no [Raid]: it cannot be played by it",
                                      object=t.name(obj.id))),
                           ("FOW 1196.2",))
        cost = raid  # an alternative cost: the card's own cost is not paid (903.2k-1)
        notes.append(("raided", True))
        cites += ["FOW 1196.2", "FOW 903.2k-1"]
    if choices.get("incarnation") is not None:
        banished = choices["incarnation"]
        refusal = incarnation_refusal(t, player, obj, banished)
        if refusal is not None:
            return refusal
        banished = tuple(str(i) for i in banished) if isinstance(banished, (list, tuple)) else ()
        cost = Cost()  # an alternative cost: the card's own cost is not paid (903.2k-1)
        notes.append(("incarnation", banished))
        cites += ["FOW 1111.2", "FOW 903.2k-1"]
    if choices.get("awaken") is True:
        extra = keyword_cost(t, obj, "awakening")
        if "awakening" not in kws or extra is None:
            return Refusal(phrase(Msg("{object} has no [Awakening]: it cannot be played awakened",
                                      object=t.name(obj.id))),
                           ("FOW 1110.2",))
        cost = add_costs(cost, extra)
        notes.append(("awakened", True))
        # an additional cost (1110.2): left out of the will paid for its total cost (104.9)
        notes.append((AWAKENING_WILL, sum(n for kind, n in extra.resources if kind != "life")))
        cites += ["FOW 1110.2", "FOW 903.2k-3"]
    if "kernlos" in kws:
        paid_with_void = kernlos(t.state.players[player].resources, cost)
        if paid_with_void != cost:
            cost = paid_with_void
            cites.append("FOW 1195.2")
    return replace(base, cost=cost, notes=tuple(notes), citations=tuple(dict.fromkeys(cites)))


def kernlos(have: dict[str, int], cost: Cost) -> Cost:
    """FOW 1195.2: the attribute cost of a [Kernlos] spell may be paid with void will. Judge
    pays each attribute symbol with its own will while there is some, and the symbols left over
    with void, as far as the player has void will beyond what those need (paying a symbol with
    void or with its attribute leaves the same will for the rest of the cost)."""
    void = have.get("void", 0) - dict(cost.resources).get("void", 0)
    out: list[tuple[str, int]] = []
    to_void = 0
    for kind, n in cost.resources:
        short = max(0, n - have.get(kind, 0)) if kind in ATTRIBUTES else 0
        short = min(short, max(0, void - to_void))
        to_void += short
        if n - short:
            out.append((kind, n - short))
    if not to_void:
        return cost
    merged = dict(out)
    merged["void"] = merged.get("void", 0) + to_void
    return replace(cost, resources=tuple(merged.items()))


def incarnation_refusal(t: Table, player: str, obj: GameObject, banished: object
                        ) -> Refusal | None:
    """FOW 1111.2-1111.2b: one resonator the player controls for each symbol (`fire/water`: one
    of those), sharing an attribute with it; FOW 1011.1-1011.2: banished from the field."""
    name = t.name(obj.id)
    symbols = keyword_value(t, obj, "incarnation")
    if "incarnation" not in keywords(obj) or not isinstance(symbols, tuple):
        return Refusal(phrase(Msg("{object} has no [Incarnation]",
                                  object=name)), ("FOW 1111.2",))
    ids = [str(i) for i in banished] if isinstance(banished, (list, tuple)) else []
    if len(ids) != len(symbols) or len(set(ids)) != len(ids):
        return Refusal(phrase(Msg("{object}'s [Incarnation] banishes {n} different resonator "
                                  "({symbols}); {named} named",
                                  plural="{object}'s [Incarnation] banishes {n} different "
                                  "resonators ({symbols}); {named} named",
                                  object=name, n=len(symbols), symbols=Items(symbols, commas=True),
                                  named=str(len(ids)))), ("FOW 1111.2", "FOW 1111.2a"))
    for oid in ids:
        o = t.state.objects.get(oid)
        if o is None or o.zone != "field" or o.controller != player or \
                not o.card.is_type("resonator") or o.id == obj.id:
            return Refusal(phrase(Msg("{object} is not a resonator {player} controls in the "
                                      "field, so it cannot be banished for [Incarnation]",
                                      object=t.name(oid), player=player)),
                           ("FOW 1111.2", "FOW 1011.2"))
    options = [tuple(s.split("/")) for s in symbols]
    for order in permutations(ids):
        if all(set(attributes(t.obj(o).card)) & set(want) for o, want in zip(
                order, options, strict=True)):
            return None
    return Refusal(phrase(Msg("the resonators named for {object}'s [Incarnation] do not each "
                              "share an attribute with one of its symbols ({symbols})",
                              object=name, symbols=Items(symbols, commas=True))),
                   ("FOW 1111.2", "FOW 1111.2a", "FOW 1111.2b", "FOW 209.2"))


def incarnation_rules(symbols: object) -> tuple[str, ...]:
    """The rules an [Incarnation] payment follows: 1111.2, with 1111.2a when it has several
    symbols (a resonator for each) and 1111.2b when a symbol offers a choice (`fire/water`)."""
    found = symbols if isinstance(symbols, tuple) else ()
    return ("FOW 1111.2",
            *(("FOW 1111.2a",) if len(found) > 1 else ()),
            *(("FOW 1111.2b",) if any("/" in str(s) for s in found) else ()))


def after_play(t: Table, item: StackItem) -> None:
    """Once the card is on the chase: banish what [Incarnation] named, mark it awakened, and
    set up [Remnant]'s replacement."""
    obj = t.state.objects.get(item.source or "")
    if item.kind != "card" or obj is None:
        return
    banished = item.extra.get("incarnation")
    if isinstance(banished, tuple):
        for oid in banished:
            victim = t.obj(str(oid))
            t.move(victim, t.graveyard_of(victim), cause=item.id, how="cost")  # banished
        t.step(StepKind.EFFECT, Msg("{player} banishes {objects} to play {object} by "
                                    "[Incarnation], instead of paying its cost",
                                    player=item.controller, objects=Items(
                                        [t.name(str(o)) for o in banished], commas=True),
                                    object=t.name(obj.id)),
               (*incarnation_rules(keyword_value(t, obj, "incarnation")), "FOW 1011.1"),
               actor=item.controller, item=item.id)
    if item.extra.get("awakened"):
        obj.extra["awakened"] = True
        t.step(StepKind.EFFECT, Msg("{object} is played awakened: its text for an awakened "
                                           "card applies",
                                           object=t.name(obj.id)),
               ("FOW 1110.2", "FOW 1110.4"), item=item.id)
    if item.extra.get("raided"):
        obj.extra["raided"] = True
        t.step(StepKind.EFFECT, Msg("{object} is played by [Raid]: as it enters the field "
                                           "it gains [Swiftness] and \"at end of turn, return this "
                                           "card to its owner's hand\"",
                                           object=t.name(obj.id)),
               ("FOW 1196.2",), item=item.id)
    if item.extra.get("remnant"):
        t.state.replacements.append(Replacement(
            t.state.new_id(f"{item.id}.remnant"), item.controller, item.id, "moved",
            fixed=((obj.id, obj.incarnation),), to="removed", zone_from=t.game.stack_zone,
            duration="permanent", once=True, timestamp=t.tick(), keyword="[Remnant]",
            rules=("FOW 1115.2",)))
        t.changed()
        t.step(StepKind.EFFECT, Msg("{object} was played from the graveyard by [Remnant]: "
                                           "if it would leave the chase, it is removed from the "
                                           "game instead",
                                           object=t.name(obj.id)),
               ("FOW 1115.2",), item=item.id)


# ----- [Stealth] ----------------------------------------------------------------------------------
STEALTH = "Stealth"


def is_stealth(obj: GameObject, ability: AbilityDef) -> bool:
    """The triggered ability that stands for a [Stealth] card's condition."""
    return ability.name == STEALTH and ability.kind == "triggered" and \
        "stealth" in obj.card.keywords


# ----- [Bestow] -----------------------------------------------------------------------------------
BESTOW = "Bestow"


@dataclass(frozen=True)
class BestowTo(Effect):
    """Add the source card to the target resonator (FOW 1121.2-1121.3; internal: only the Bestow
    ability a card with [Bestow] has makes it)."""

    kind: ClassVar[str] = "bestow_to"
    target: Ref = arg(required("target", "the resonator it is added to"))


def run_bestow(t: Table, item: StackItem, e: BestowTo) -> str | None:
    """FOW 1121.2-1121.3: the card is added to the resonator, if both are still in the field."""
    card = t.state.objects.get(item.source or "")
    hosts = refs(t, item, e.target)
    if card is None or card.zone != "field" or not hosts:
        return phrase(Msg("nothing is added: the card or its target is no longer in the field"))
    card.attached_to = hosts[0]
    t.changed()
    return phrase(Msg("{object} is added to {object2}",
                      object=t.name(card.id), object2=t.name(hosts[0])))


BESTOW_TO = EffectDecl(BestowTo, run_bestow, "add this card to {target}", internal=True)


def bestow_ability(card: CardDef) -> AbilityDef | None:
    """FOW 1121.2: "[Bestow] (cost)" is "(cost): add this card to target resonator"."""
    cost = card_cost(card, "bestow")
    if "bestow" not in card.keywords or cost is None:
        return None
    return AbilityDef(name=BESTOW, kind="activated", cost=cost,
                      targets=(Filter(types=("resonator",)),), effect=(BestowTo("$1"),),
                      keywords=("bestow",))


def with_bestow(card: CardDef) -> CardDef:
    """The card with its Bestow ability, which the file does not write out."""
    ability = bestow_ability(card)
    if ability is None or card.ability(BESTOW) is not None:
        return card
    return replace(card, abilities=(*card.abilities, ability))


def bestow_refusal(t: Table, player: str, obj: GameObject, ability: AbilityDef
                   ) -> Refusal | None:
    """FOW 1121.2: the Bestow ability is played only at main timing."""
    if ability.name != BESTOW or "bestow" not in ability.keywords:
        return None
    return main_timing_refusal(t.state, player, "[Bestow]", "FOW 1121.2")


def may_stay_unattached(obj: GameObject) -> bool:
    """FOW 1121.4: an addable addition with [Bestow] may be in the field added to no card."""
    return "bestow" in keywords(obj) and obj.attached_to is None and not is_entity(obj)
