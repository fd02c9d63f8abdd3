"""Abilities an effect takes away: "it loses all abilities" (FOW 909.1d: an effect that adds or
removes abilities; FOW 901.3: an ability granted for a duration that ends is not lost).

What a file writes: `modify: {target: ..., loses_abilities: true}` ("loses all abilities") or
`loses_keywords: [flying]` ("loses [Flying]"), with a duration like any `modify`. While the
change applies the object has none of its card's abilities and keywords (or none of the keywords
named, nor the abilities marked with them), and none that changes with an earlier timestamp
granted it; an ability or keyword granted later applies (the changes apply in timestamp order
within their layer: FOW 909.1d, 909.3).
When the change ends its abilities are back (the same object). As an object moved to another
zone is a new object, the change does not follow it and the card it is there has them all.

How: while a loss applies, the object's card is its card without them (`lost_card`), its own
card held under the card key `LOST_FROM` (as a card that became a copy holds its own:
engine/copies.py), so every reader of the card's abilities (triggers, activation, static
abilities, the games' keywords) sees that it has none; the grants are read after the last loss
(`after_loss`, `kept_grants`). The loss is an event (`lost_ability`) for each object that had an
ability to lose; a grant that ends is not one (FOW 901.3).

A change over a group that follows the rules of continuous effects (FOW 909.4: "resonators lose
all abilities", from a spell, an ability or a static ability) or lasting "while" a condition
holds covers the objects it matches as the layers are computed (engine/continuous.py); each
keeps its card without them (`keep_group_losses`), an arrival too (909.5), and the layers are
computed again from the cards as they then are, so the effects of what was lost stop (909.1d).
What the rules leave open the game reads by its house policies (`Vocabulary.loss_readings`,
FOW HP.48-HP.52): a loss that would change what it covers by applying (909.3a: a filter asking
a keyword it takes away, a static ability whose loss covers its own card: `covers`,
`self_kept`), a covered card's static ability of an earlier step (909.1c: `earlier_step`), a
static ability's loss seen by a trigger (`_unannounced`), a replacement of a loss
(`replaced_loss`), a loss kept by a card stacked on top (`kept_on_top`). A game that names no
reading for one does not rule on it (exit 3).
"""

from __future__ import annotations

from judge.engine.events import EventKind
from judge.engine.roles import Role
from judge.model.cards import AbilityDef, CardDef
from judge.model.state import GameObject
from judge.msg import Msg, phrase
from judge.record import replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import NoReturn

    from judge.engine.rulebook import Rulebook
    from judge.engine.table import Table
    from judge.model.effects import Effect
    from judge.model.state import Continuous, Modifier

#: The card key under which an object that lost its abilities holds its own card.
LOST_FROM = "lost_from"
#: The card key of what a card cannot lose in any way, which its game gave it: (ability names,
#: keywords, the rule that says so), e.g. an ordered J-ruler's order abilities (FOW 712.3b).
UNLOSABLE = "unlosable"


def _unlosable(own: CardDef) -> tuple[frozenset[str], frozenset[str], str]:
    raw = own.get(UNLOSABLE)
    if not isinstance(raw, tuple) or len(raw) != 3:
        return frozenset(), frozenset(), ""
    names, keywords, rule = raw
    return frozenset(names), frozenset(keywords), str(rule)


def takes_away(change: Modifier) -> bool:
    """Whether a change takes abilities away: all of them, or keywords."""
    return change.loses_all or bool(change.loses_keywords)


def lost_card(t: Table, own: CardDef, losses: list[Modifier]) -> CardDef:
    """`own` as it is while `losses` apply: without its abilities and keywords (all of them, or
    the keywords lost and the abilities marked with them), nor the card keys those keywords
    read (a number, a cost), holding `own` under LOST_FROM."""
    game = t.game
    fixed_names, fixed_keywords, rule = _unlosable(own)
    if any(m.loses_all for m in losses):
        # A keyword the game keeps through such a loss goes only when named (FOW 1101.4).
        named = {k for m in losses for k in m.loses_keywords}
        gone = {k for k in own.keywords if k not in game.keywords_kept_on_loss or k in named}
        gone -= fixed_keywords
        kept = {k for k in own.keywords if k not in gone}  # with the keys that say its number
        keys = {*(k for ks in game.granted_keyword_keys.values() for k in ks),
                *game.numbered_keywords, *gone} - {
            k for kw in kept for k in (kw, *game.granted_keyword_keys.get(kw, ()))}
        abilities: tuple[AbilityDef, ...] = tuple(a for a in own.abilities
                                                  if a.name in fixed_names)
    else:
        gone = {k for m in losses for k in m.loses_keywords} - fixed_keywords
        keys = {*gone, *(k for g in gone for k in game.granted_keyword_keys.get(g, ()))}
        abilities = tuple(a for a in own.abilities if not gone.intersection(a.keywords)
                          or a.name in fixed_names)
    if rule and (fixed_names or fixed_keywords.intersection(own.keywords)):
        t.cite_also_rule(rule)  # what it cannot lose stays (FOW 712.3b)
    return replace(own, abilities=abilities, keywords=tuple(k for k in own.keywords
                                                              if k not in gone),
                   extra=(*((k, v) for k, v in own.extra if k not in keys), (LOST_FROM, own)))


def keep_losses(t: Table, obj: GameObject) -> None:
    """`obj`'s card as the changes that take abilities away from it now say: its own card
    where none applies any more (the abilities are back: not gained by an effect)."""
    own = obj.card.get(LOST_FROM)
    own = own if isinstance(own, CardDef) else obj.card
    losses = [m for m in (*obj.modifiers, *obj.continuous) if takes_away(m)]
    obj.card = lost_card(t, own, losses) if losses else own


def keep_group_losses(t: Table, made: Sequence[Continuous], static: frozenset[str],
                      announce: list[GameObject] | None = None,
                      began_out: list[GameObject] | None = None) -> bool:
    """As the layers were computed: each object a continuous effect over a group takes abilities
    away from (FOW 909.4: those its filter matches now, an arrival too, 909.5) has its card
    without them; one it no longer covers has its own back. Whether a card changed: the layers
    are then computed again from the cards as they are (engine/continuous.py). `static`: the
    static abilities that take abilities away, whose loss begins by itself: where a trigger
    would see one, the game's policy says whether it is announced (added to `announce`, for
    the caller to announce once the layers are computed)."""
    state = t.state
    if not state.group_lost and not static and not any(takes_away(c.change) for c in made):
        return False
    now = {oid for oid, obj in state.objects.items()
           if any(takes_away(m) for m in obj.continuous)}
    changed = False
    began: list[GameObject] = []
    for oid in now | state.group_lost:
        obj = state.objects[oid]
        card = obj.card
        keep_losses(t, obj)
        if obj.card.abilities != card.abilities or obj.card.keywords != card.keywords:
            changed = True
            if oid in state.group_lost or oid not in now:
                continue
            began.append(obj)
            if static and not t.starting and \
                    any(m.source in static for m in obj.continuous if takes_away(m)) \
                    and _unannounced(t, obj) and announce is not None:
                announce.append(obj)
    state.group_lost = now
    if began and not t.starting and began_out is not None:
        began_out.extend(began)  # FOW HP.51: the caller says no instruction replaced them
    return changed


def _unannounced(t: Table, obj: GameObject) -> bool:
    """A static ability's loss begins to apply to `obj` as the layers are computed: whether a
    trigger on losing an ability that would see it does, by the game's policy (FOW HP.50);
    exit 3 where the game has none."""
    from judge.engine.events import Event

    if not t.watched_by_a_trigger(Event(EventKind.LOST_ABILITY, "", object=obj.id,
                                        player=obj.controller)):
        return False
    key = t.game.vocab.loss_readings.get("static_seen")
    if not key:
        cannot_rule(t, f"a static ability takes the abilities of {t.name(obj.id)} away, which a "
                       "trigger on losing an ability would see: judge does not announce the "
                       "loss of a static ability as an event")
    t.cite_also_rule(t.policy_id(key))
    return t.policy_is(key, "announced")


def announce_losses(t: Table, losing: Sequence[GameObject]) -> None:
    """FOW HP.50 `announced`: each card a static ability's loss began to cover loses its
    abilities, an event the triggers on losing an ability see (after the layers are computed,
    so the event never interrupts them)."""
    key = t.game.vocab.loss_readings["static_seen"]
    for obj in losing:
        t.note(phrase(Msg("{object} loses its abilities to a static ability as the loss begins "
                          "to apply to it (house policy {policy})", object=t.name(obj.id),
                          policy=t.policy_id(key))),
               (*t.game.cite_optional(Role.LOSES_ABILITIES), t.policy_id(key)))
        t.emit(EventKind.LOST_ABILITY, Msg("{object} loses its abilities", object=t.name(obj.id)),
               obj=obj.id, player=obj.controller)


def own_card(obj: GameObject) -> CardDef:
    """`obj`'s own card, without the changes that take abilities away from it."""
    own = obj.card.get(LOST_FROM)
    return own if isinstance(own, CardDef) else obj.card


def _makes_loss(ability: AbilityDef) -> bool:
    return ability.kind == "static" and any(
        getattr(e, "loses_abilities", False) or getattr(e, "loses_keywords", ())
        for e in ability.effect)


def _changes_traits(effect: object) -> bool:
    return bool(getattr(effect, "traits", ()) or getattr(effect, "set_traits", None) is not None)


def self_kept(t: Table, obj: GameObject) -> list[tuple[AbilityDef, int, Effect]]:
    """FOW HP.48 `applies`: the static abilities of `obj`'s own card that take abilities away,
    which `obj` lost to their own loss alone: their losses go on applying (909.3a: what a loss
    covers is read as its step begins), each (ability, index, its loss alone: the parts of other
    steps are those of a lost ability, `earlier_step`). Another loss covering `obj` takes them
    away as usual. A static ability's change has the source `<object>.<ability>`
    (engine/continuous.py)."""
    if LOST_FROM not in dict(obj.card.extra) or any(takes_away(m) for m in obj.modifiers):
        return []
    sources = {m.source for m in obj.continuous if takes_away(m)}
    if len(sources) != 1:
        return []
    kept = [a for a in own_card(obj).abilities if _makes_loss(a)
            and f"{obj.id}.{a.name}" in sources and a not in obj.card.abilities]
    key = t.game.vocab.loss_readings.get("self_dependent")
    if not kept or not key or not t.policy_is(key, "applies"):
        return []
    t.cite_also_rule(t.policy_id(key))
    return [(a, i, replace(e, stats=(), set_stats=(), traits=(), set_traits=None, keywords=(),
                           abilities=(), keyword_keys=None))
            for a in kept for i, e in enumerate(a.effect) if getattr(e, "kind", "") == "modify"
            and (getattr(e, "loses_abilities", False) or getattr(e, "loses_keywords", ()))]


def earlier_step(t: Table, obj: GameObject) -> list[tuple[AbilityDef, int, Effect]]:
    """FOW HP.49: the parts of `obj`'s lost static abilities that change races, types or traits
    (909.1c), each (ability, index, effect without its parts of later steps, 909.2), where the
    game's policy keeps them applying; none by its other reading. Exit 3 where the game has no
    reading for it."""
    if LOST_FROM not in dict(obj.card.extra):
        return []
    lost = [(a, i, e) for a in own_card(obj).abilities
            if a.kind == "static" and a not in obj.card.abilities
            for i, e in enumerate(a.effect) if getattr(e, "kind", "") == "modify"
            and _changes_traits(e)]
    if not lost:
        return []
    key = t.game.vocab.loss_readings.get("earlier_step")
    if not key:
        cannot_rule(t, f"a loss takes abilities away from {t.name(obj.id)}, whose static ability "
                       "changes races or traits, which apply before the loss does (a trait "
                       "change's layer or step comes first): whether that part still applies, "
                       "the rules do not say")
    t.cite_also_rule(t.policy_id(key))
    if not t.policy_is(key, "applies"):
        return []
    for rule in t.game.cite_optional(Role.LOSES_ABILITIES):
        t.cite_also_rule(rule)
    return [(a, i, replace(e, stats=(), set_stats=(), keywords=(), abilities=(),
                           keyword_keys=None, loses_abilities=False, loses_keywords=()))
            for a, i, e in lost]


def asks_what_it_takes(change: Modifier, keywords: Sequence[str]) -> bool:
    """Whether a loss over the cards with `keywords` takes one of them away (909.3a: applying it
    changes what it covers)."""
    return bool(keywords) and (change.loses_all or bool(set(keywords) & set(change.loses_keywords)))


def self_dependent(t: Table) -> str:
    """FOW HP.48: how the game reads a loss that changes what it covers (`applies`,
    `not-applied`); exit 3 where it has no reading."""
    key = t.game.vocab.loss_readings.get("self_dependent")
    if not key:
        cannot_rule(t, "a loss of abilities that changes what it covers by applying (over the "
                       "cards with a keyword it takes away, or a static ability whose loss "
                       "covers its own card): a dependency on itself judge does not model")
    t.cite_also_rule(t.policy_id(key))
    return "applies" if t.policy_is(key, "applies") else "not-applied"


def kept_through_loss(game: Rulebook, loses_all: bool, named: Sequence[str]) -> tuple[str, ...]:
    """The keywords a loss of all abilities leaves (`Modifier.spares`): those the game keeps
    through it that it does not name (FOW 1101.4: «Mythic» is lost only when named)."""
    if not loses_all:
        return ()
    return tuple(k for k in game.keywords_kept_on_loss if k not in named)


def spared_grants(before: Sequence[Modifier]) -> list[str]:
    """The keywords granted by `before` (the changes up to and with the latest loss of all
    abilities, in timestamp order) that every loss among them spared (FOW 1101.4: a granted
    «Mythic» stays through "loses all abilities" as a printed one does)."""
    kept: list[str] = []
    for m in before:
        if m.loses_all:
            kept = [k for k in kept if k in m.spares]
        if m.loses_keywords:
            kept = [k for k in kept if k not in m.loses_keywords]
        kept += [k for k in m.keywords if k not in kept]
    return kept


def after_loss(changes: Sequence[Modifier], keyword: str | None = None) -> Sequence[Modifier]:
    """The changes that can grant abilities or keywords now (`keyword`: that keyword): those
    after the latest change that takes them away (FOW 909.1d: in timestamp order)."""
    for i in range(len(changes) - 1, -1, -1):
        spared = keyword is not None and keyword in changes[i].spares  # FOW 1101.4, 1102.7
        if (changes[i].loses_all and not spared) or \
                (keyword is not None and keyword in changes[i].loses_keywords):
            return changes[i + 1:]
    return changes


def lost_after(obj: GameObject, stamp: int, ability: AbilityDef) -> bool:
    """Whether a change taking abilities away from `obj`, later than `stamp`, takes `ability`
    (granted at `stamp`) away: all abilities, or a keyword it is marked with (FOW 909.1d, RB
    477.2.a: in timestamp order within the layer)."""
    return any(m.timestamp > stamp and (m.loses_all or set(ability.keywords) & set(
        m.loses_keywords)) for m in (*obj.modifiers, *obj.continuous))


def kept_grants(changes: Sequence[Modifier]) -> list[tuple[Modifier, tuple[AbilityDef, ...]]]:
    """Each change granting abilities, with those it grants that no later change took away
    (all abilities, or the keyword an ability is marked with), in timestamp order."""
    out: list[tuple[Modifier, tuple[AbilityDef, ...]]] = []
    for change in after_loss(changes):
        if change.loses_keywords:
            gone = set(change.loses_keywords)
            out = [(m, tuple(a for a in given if not gone.intersection(a.keywords)))
                   for m, given in out]
        if change.abilities:
            out.append((change, change.abilities))
    return out


def cannot_rule(t: Table, why: str, key: str = "effect.loses_abilities",
                choice: bool = False, silent: bool = False) -> NoReturn:
    """Exit 3 naming what judge does not rule on; `key`: the card-language key that asks it
    (a loss of abilities unless said); `choice`: a player's choice the file does not make;
    `silent`: what the file asks, the rules of its game or edition do not say."""
    from judge.errors import Problem, UnsupportedMechanic

    raise UnsupportedMechanic(Problem(t.scenario.file, 0, 0, key, why), choice=choice,
                              silent=silent)


def lose(t: Table, losing: list[tuple[GameObject, bool]], cause: str) -> None:
    """A change that takes abilities away now applies to each object of `losing`: each loses
    them; those that had one (the flag, read before the change) are announced losing it."""
    rules = t.game.cite_optional(Role.LOSES_ABILITIES)
    if not rules:
        cannot_rule(t, f"an effect that takes abilities away: no rule of {t.game.name} says how "
                       "an object loses its abilities, and judge does not guess")
    for rule in rules:
        t.cite_also_rule(rule)
    for obj, had in losing:
        keep_losses(t, obj)
        if had:
            t.emit(EventKind.LOST_ABILITY, Msg("{object} loses its abilities",
                                               object=t.name(obj.id)),
                   obj=obj.id, player=obj.controller, cause=cause)


