"""Keyword abilities of chapter 11 that are, or make, an ability of their card: [Evolution] (FOW
1116), [Inheritance] (1126), [Resonance] (1127), [Enter] (1140), [Overgrowth] (1176) and
[Necrobloom] (1190); and the condition a card's text reads counters with.

What a file writes:
- [Enter] (`keywords: [enter]` on the card): each triggered ability with `keywords: [enter]` is
  "[Enter] >>> text", that is "when this card enters the field >>> text" (1140.2): it writes no
  `when:` (`Rulebook.implied_triggers`). A card may have several (1140.1);
- [Resonance] (`keywords: [resonance]`, `resonance: Fire Magic Stone`): each triggered ability
  with `keywords: [resonance]` is "whenever a card with that magic stone type enters the field
  under your control >>> text" (1127.2); judge reads a magic stone type as a trait, which any
  card may have (1127.2a), the card itself too (1127.3);
- [Evolution] (`keywords: [evolution]`, `evolution: {fire: 1}`): the card has the activate
  ability `Evolution`, "(cost): if this card has no evolution counter, put one on it" (1116.2);
- [Inheritance] (`keywords: [inheritance]` on an activated ability): the ability is played only
  from its card in its owner's hand, and discarding the card is part of its cost (1126.2,
  1126.2a);
- [Overgrowth] (`keywords: [overgrowth]`): a chant puts X [+100/+100] counters on each
  J/resonator as it resolves, X being one more than the spells with [Overgrowth] its controller
  already resolved this turn (1176.3); another card enters the field with X counters and puts X
  on each other J/resonator, X being the spells with [Overgrowth] its controller resolved this
  turn (1176.2, 1176.4: judge enters cards one at a time, so the multiplier is 1);
- [Necrobloom] (`keywords: [necrobloom]`): whenever its owner banishes a magic stone (puts one
  they control into the graveyard as a cost, 1011.1), an automatic ability of the card in their
  graveyard triggers: if they have played no spell with [Necrobloom] this turn, they play it
  from the graveyard without paying its cost (1190.2);
- `{has_counter: evolution}` (`at_least: n`): the card has n (default 1) or more counters of
  that name, the condition Evolution's and similar text reads.
"""

from __future__ import annotations

from judge.engine.characteristics import keywords
from judge.engine.conditions import GameCondition, Instruction
from judge.engine.copies import PlayNow
from judge.engine.effects import Counter
from judge.engine.events import Event, EventKind
from judge.engine.trace import StepKind
from judge.games.force_of_will.banish import BANISHED, banished_by_another
from judge.games.force_of_will.counters import PLUS
from judge.games.force_of_will.keyword_keys import card_cost
from judge.games.force_of_will.moontide import MOONTIDE, moontide_ability
from judge.games.force_of_will.state import ext, is_entity
from judge.model.args import Arg, optional, required
from judge.model.cards import AbilityDef, CardDef, When
from judge.model.effects import arg
from judge.model.filters import Filter
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase, word
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

#: FOW 1140.2: "[Enter] >>> (Text)" is "when this card enters the field >>> (Text)"; FOW
#: 1127.2: [Resonance]'s event, its magic stone type added from the card key (with_resonance).
IMPLIED_TRIGGERS: dict[str, When | None] = {
    "enter": When(event="entered", object="self", filter=Filter(zone="field")),
    "resonance": When(event="entered", filter=Filter(zone="field", controller="you")),
    "guidance": None,  # FOW 1146: triggered as guidance counters are put (guidance.py)
}
ABILITY_CARD_KEYS: dict[str, Arg] = {
    "evolution": Arg("map", doc="with [Evolution]: the cost of its Evolution ability, e.g. "
                     "{fire: 1} (FOW 1116.2)"),
    "moontide": Arg("map", doc="with [Moontide]: the cost of its Moontide ability, e.g. "
                    "{water: 1} (FOW 1189.2)"),
    "resonance": Arg("str", doc="with [Resonance]: the magic stone type (a trait, e.g. `Fire "
                     "Magic Stone`) whose entering triggers its abilities with `keywords: "
                     "[resonance]` (FOW 1127.2)"),
}
ABILITY_NEEDS = {"evolution": "its cost, e.g. `evolution: {fire: 1}`",
                 "moontide": "its cost, e.g. `moontide: {water: 1}`",
                 "resonance": "its magic stone type, e.g. `resonance: Fire Magic Stone`"}
#: A keyword whose text is an ability the card writes (with `keywords: [<it>]` on it).
ITS_ABILITY = {"enter": ("triggered", "FOW 1140.2"), "resonance": ("triggered", "FOW 1127.2"),
               "inheritance": ("activated", "FOW 1126.2"), "guidance": ("triggered", "FOW 1146.1")}


@dataclass(frozen=True)
class HasCounter(GameCondition):
    """`{has_counter: evolution}`: its card has `at_least` (default 1) counters of that name."""

    kind: ClassVar[str] = "has_counter"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1022.6",)
    has_counter: str = arg(required("str", "the counter's name"))
    at_least: int = arg(optional("int", "how many (default 1)", minimum=1), 1)

    def check(self, t: Table, item: StackItem) -> bool:
        obj = t.state.objects.get(item.source or "")
        return obj is not None and obj.counters.get(self.has_counter, 0) >= self.at_least

    def said(self) -> str:
        if self.at_least > 1:
            return phrase(Msg("this card has {n} or more {counter} counters", n=self.at_least,
                              counter=self.has_counter))
        return phrase(Msg("this card has a {counter} counter", counter=self.has_counter))


# ----- [Evolution] ------------------------------------------------------------------------------
EVOLUTION = "Evolution"


@dataclass(frozen=True)
class NoCounter(GameCondition):
    """Internal: its card has no counter of that name (FOW 1116.2: "if this card has no
    evolution counters on it")."""

    kind: ClassVar[str] = "no_counter"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1116.2",)
    no_counter: str = arg(required("str", "the counter's name"))

    def check(self, t: Table, item: StackItem) -> bool:
        obj = t.state.objects.get(item.source or "")
        return obj is not None and not obj.counters.get(self.no_counter, 0)

    def said(self) -> str:
        return phrase(Msg("this card has no {counter} counter", counter=self.no_counter))


def evolution_ability(card: CardDef) -> AbilityDef | None:
    """FOW 1116.2: "[Evolution] (Cost)" is "(Cost): if this card has no evolution counters on
    it, put an evolution counter on it"."""
    cost = card_cost(card, "evolution")
    if "evolution" not in card.keywords or cost is None:
        return None
    return AbilityDef(name=EVOLUTION, kind="activated", cost=cost, keywords=("evolution",),
                      effect=(Instruction(Counter("self", "evolution", 1),
                                          condition=NoCounter("evolution")),))


def with_abilities(card: CardDef) -> CardDef:
    """The card with the abilities its keywords give it, which the file does not write out:
    [Evolution]'s, and its [Resonance] abilities' magic stone type (FOW 1116.2, 1127.2)."""
    evolution = evolution_ability(card)
    if evolution is not None and card.ability(EVOLUTION) is None:
        card = replace(card, abilities=(*card.abilities, evolution))
    moontide = moontide_ability(card)
    if moontide is not None and card.ability(MOONTIDE) is None:
        card = replace(card, abilities=(*card.abilities, moontide))  # FOW 1189.2
    stone = card.get("resonance")
    if isinstance(stone, str):
        card = replace(card, abilities=tuple(
            replace(a, when=replace(a.when, filter=replace(a.when.filter or Filter(),
                                                           traits=(stone,))))
            if "resonance" in a.keywords and a.when is not None else a
            for a in card.abilities))
    return card


def pairing_problems(name: str, card: CardDef) -> list[tuple[tuple[str | int, ...], str]]:
    """The card lists [Enter], [Resonance] or [Inheritance] and writes its text as an ability
    with that keyword; one without the other is an error."""
    out: list[tuple[tuple[str | int, ...], str]] = []
    for keyword, (kind, rule) in ITS_ABILITY.items():
        marked = [a for a in card.abilities if keyword in a.keywords]
        title = keyword.title()
        if keyword in card.keywords and not any(a.kind == kind for a in marked):
            out.append((("cards", name, "keywords"), f"[{title}] is an ability of the card: "
                        f"write its text as a {kind} ability with `keywords: [{keyword}]` "
                        f"({rule})"))
        if marked and keyword not in card.keywords:
            out.append((("cards", name, "keywords"), f"an ability of {name} is [{title}] "
                        f"text, so the card has the keyword: add {keyword} to its keywords"))
        for i, a in enumerate(card.abilities):
            if keyword in a.keywords and a.kind != kind:
                out.append((("cards", name, "abilities", i), f"[{title}] is a {kind} ability "
                            f"({rule}), not {a.kind}"))
    return out


# ----- [Inheritance] ----------------------------------------------------------------------------
def inheritance(ability: AbilityDef) -> bool:
    return "inheritance" in ability.keywords


def inheritance_refusal(t: Table, player: str, obj: GameObject) -> str | None:
    """FOW 1126.2a: an [Inheritance] ability is played only while its card is in its owner's
    hand (its cost discards it, 1126.2)."""
    if obj.zone == "hand" and obj.owner == player:
        return None
    return (phrase(Msg("{object}'s [Inheritance] ability is played only from {player}'s hand; the "
                       "card is in {zone}",
                       object=t.name(obj.id), player=player, zone=word(obj.zone))))


def discard_for_inheritance(t: Table, item: StackItem) -> None:
    """FOW 1126.2: discarding the card is part of the cost, paid as the ability is played."""
    obj = t.state.objects.get(item.source or "")
    if item.kind != "ability" or item.ability is None or not inheritance(item.ability) or \
            obj is None or obj.zone != "hand":
        return
    t.move(obj, t.graveyard_of(obj), cause=item.id)
    t.step(StepKind.COST, Msg("{controller} discards {object} to play its [Inheritance] "
                                     "ability",
                                     controller=item.controller, object=t.name(obj.id)),
           ("FOW 1126.2",), actor=item.controller, item=item.id)


# ----- [Overgrowth] -----------------------------------------------------------------------------
def overgrowth_resolved(t: Table, event: Event) -> None:
    """FOW 1176.3: a chant with [Overgrowth] puts X [+100/+100] counters on each J/resonator
    as it resolves (judge: as its resolution ends), X one more than the spells with
    [Overgrowth] its controller already resolved this turn; every spell with [Overgrowth] that
    resolves is counted (1176.2)."""
    obj = t.state.objects.get(event.object or "")
    if event.kind is not EventKind.RESOLVED or obj is None or event.player is None or \
            "overgrowth" not in obj.card.keywords or not obj.card.is_type("chant"):
        return  # another card is counted as it enters the field (overgrowth_entered)
    counted = ext(t.state).overgrowth_resolved
    player = event.player
    before = counted.get(player, 0)
    counted[player] = n = before + 1
    hit = _entities(t)
    for o in hit:
        o.counters[PLUS] = o.counters.get(PLUS, 0) + n
    t.changed()
    t.step(StepKind.EFFECT, phrase(Msg(
        "[Overgrowth]: {object} puts {counters} on each J/resonator ({names}): {player} resolved "
        "{spells} with [Overgrowth] this turn", object=t.name(obj.id), counters=_counters(n),
        names=_names(t, hit), player=player,
        spells=Msg("{n} other spell", plural="{n} other spells", n=before))),
        ("FOW 1176.3", "FOW 1022.3"), item=event.item)


def overgrowth_entered(t: Table, event: Event) -> None:
    """FOW 1176.2, 1176.4: a J/resonator, addition, regalia or magic stone with [Overgrowth]
    enters the field with X [+100/+100] counters and puts X on each other J/resonator, X the
    spells with [Overgrowth] its controller resolved this turn. Judge's reading: a card that
    enters from the chase enters as it resolves, so its own resolution is counted after its X
    (1176.3 adds "plus one" for chants only)."""
    obj = t.state.objects.get(event.object or "")
    if event.kind is not EventKind.ENTERED or event.zone_to != "field" or obj is None or \
            "overgrowth" not in keywords(obj) or obj.card.is_type("chant"):
        return
    counted = ext(t.state).overgrowth_resolved
    n = counted.get(obj.controller, 0)
    if event.zone_from == "chase":  # it was a spell with [Overgrowth], resolving now
        counted[obj.controller] = n + 1
    if n == 0:
        t.note(phrase(Msg("{object} enters the field, but {controller} resolved no spell with "
                          "[Overgrowth] this turn: [Overgrowth] puts no counters",
                          object=t.name(obj.id), controller=obj.controller)), ("FOW 1176.2",))
        return
    others = [o for o in _entities(t) if o.id != obj.id]
    for o in (*others, obj):  # 1176.4: itself too, whatever its type
        o.counters[PLUS] = o.counters.get(PLUS, 0) + n
    t.changed()
    t.step(StepKind.EFFECT, phrase(Msg(
        "[Overgrowth]: {object} enters the field with {counters} and puts as many on each other "
        "J/resonator ({names}): {player} resolved {spells} with [Overgrowth] this turn before it "
        "(judge's reading: a card entering as it resolves does not count itself)",
        object=t.name(obj.id), counters=_counters(n), names=_names(t, others) or Msg("none"),
        player=obj.controller, spells=Msg("{n} spell", plural="{n} spells", n=n))),
        ("FOW 1176.2", "FOW 1176.4", "FOW 1022.3"))


def _entities(t: Table) -> list[GameObject]:
    return [t.state.objects[o] for o in t.board if t.state.objects[o].zone == "field"
            and is_entity(t.state.objects[o])]


def _counters(n: int) -> Msg:
    return Msg("{n} [+100/+100] counter", plural="{n} [+100/+100] counters", n=n)


def _names(t: Table, objs: list[GameObject]) -> str:
    return ", ".join(t.name(o.id) for o in objs)


# ----- [Necrobloom] -----------------------------------------------------------------------------
@dataclass(frozen=True)
class NoNecrobloomPlayed(GameCondition):
    """Internal: its controller has played no spell with [Necrobloom] this turn (FOW 1190.2)."""

    kind: ClassVar[str] = "no_necrobloom_played"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1190.2",)
    no_necrobloom_played: bool = arg(required("bool", "true"))

    def check(self, t: Table, item: StackItem) -> bool:
        return not necrobloom_played(t, item.controller)

    def said(self) -> str:
        return phrase(Msg("you have played no spell with [Necrobloom] this turn"))


def necrobloom_played(t: Table, player: str) -> bool:
    """Whether `player` played a spell with [Necrobloom] this turn (FowState.spells_played)."""
    for key in ext(t.state).spells_played.get(player, ()):
        obj = t.state.objects.get(key.split("#")[0])
        if obj is not None and "necrobloom" in obj.card.keywords:
            return True
    return False


#: FOW 1190.2: "whenever you banish a magic stone >>> if you haven't played any spell with
#: [Necrobloom] this turn, play this card from your graveyard without paying its cost".
NECROBLOOM = AbilityDef(name="Necrobloom", kind="triggered", keywords=("necrobloom",), effect=(
    Instruction(PlayNow("self", free=True), condition=NoNecrobloomPlayed(True)),))


def on_banish(t: Table, event: Event) -> None:
    """FOW 1190.2, 1011.1: a magic stone a player banished (put into the graveyard as a cost, or
    by a banish effect of theirs) triggers each card with [Necrobloom] in that player's
    graveyard. "Whenever you banish a magic stone" asks who banished it, not whose it was: a
    player who banishes another's magic stone (an effect that lets them, 1011.2) triggers their
    own [Necrobloom] cards, and the stone's controller, who did not banish it, none."""
    stone = t.state.objects.get(event.object or "")
    banisher = banished_by_another(event.how)
    if banisher is None and event.how in ("cost", BANISHED):
        banisher = event.player
    if event.kind is not EventKind.LEFT or event.zone_from != "field" or \
            event.zone_to != "graveyard" or banisher is None or \
            stone is None or not stone.card.is_type("magic_stone"):
        return
    for obj in list(t.state.objects.values()):
        if obj.zone == "graveyard" and obj.holder == banisher and obj.id != stone.id and \
                "necrobloom" in obj.card.keywords:
            t.queue_trigger(obj, NECROBLOOM, event)
