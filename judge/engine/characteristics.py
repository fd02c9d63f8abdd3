"""Current characteristics of objects (printed values + scenario overrides + modifiers) and the
matching of filters: the questions the rules ask about objects, answered in one place."""

from __future__ import annotations

from operator import attrgetter

from judge.engine.lost import UNLOSABLE, after_loss, spared_grants
from judge.lazyre import LazyRe
from judge.model.cards import Cost
from judge.model.filters import Filter
from judge.model.state import GameObject, GameState, Modifier, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

    from judge.engine.declare import StatBonus
    from judge.engine.rulebook import Rulebook
    from judge.engine.table import Table


def changes(obj: GameObject) -> list[Modifier] | tuple[Modifier, ...]:
    """Every change applying to an object, in timestamp order: its own modifiers (appended as
    they begin) and those of continuous effects covering it (engine/continuous.py keeps them
    in timestamp order); where both have the same timestamp, its own come first."""
    if obj.layering is not None and len(obj.layering) != len(obj.continuous):
        _catch_up(obj)  # the layers are being computed: changes deferred by `cover` count too
    if not obj.continuous:
        return obj.modifiers
    if not obj.modifiers:
        return obj.continuous
    return sorted((*obj.modifiers, *obj.continuous), key=_timestamp)


#: A change's timestamp (read in C: the layers sort tens of thousands of changes).
_timestamp = attrgetter("timestamp")


def stat_order(game: Rulebook, policies: Mapping[str, str]) -> str | None:
    """The order a game's house policy gives changes that set a stat and changes that add to
    it (`Rulebook.stat_order_policy`, VW HP.60), under the scenario's option (`policies`, else
    the default): "timestamp", "settings-first", or "" (not ruled); None where the game's own
    rules fix it (`Rulebook.stat_changes_by_timestamp`)."""
    found = game.stat_order_policy
    if found is None:
        return None
    key, orders = found
    return orders[policies.get(key) or game.data.policies[key].default or ""]


def stats_by_timestamp(game: Rulebook, policies: Mapping[str, str]) -> bool:
    """Whether settings and additions of a stat apply together in timestamp order: the game's
    rules (FOW 909.1g), or its house policy's option (VW HP.60 `timestamp`); else every
    setting applies before every addition."""
    if game.stat_order_policy is None:
        return game.stat_changes_by_timestamp
    return stat_order(game, policies) == "timestamp"


# Traits and keywords are asked for at every filter check, thousands of times while the layers
# are computed. Each object keeps the last answer (`GameObject.traits_memo`, `keywords_memo`)
# with what it was computed from, compared by identity: its card, its traits_extra, its
# `continuous` tuple (a new one at every change; `cover` carries the memo over a change that
# leaves traits or keywords alone) and its modifiers list's length and last entry. The engine
# only ever appends new Modifier records to that list or removes some (the memo keeps the last
# one alive, so its identity is never reused): the same length and the same last entry mean
# the same list.
def _fresh(obj: GameObject, memo: tuple[object, ...]) -> bool:
    """Whether a memo whose `continuous` is the object's was computed from the rest too."""
    mods = obj.modifiers
    if mods:
        return memo[1] == len(mods) and memo[2] is mods[-1] and memo[3] is obj.card \
            and memo[4] is obj.traits_extra
    return memo[1] == 0 and memo[3] is obj.card and memo[4] is obj.traits_extra


def _memo(obj: GameObject, value: tuple[str, ...]) -> tuple[object, ...]:
    mods = obj.modifiers
    return (obj.continuous, len(mods), mods[-1] if mods else None, obj.card, obj.traits_extra,
            value)


#: The objects whose `layering` holds changes `cover` deferred (settle_layering ends it).
_LAYERING: list[GameObject] = []


def cover(objects: list[GameObject], change: Modifier) -> None:
    """Add a continuous effect's change to each object's `continuous`, kept in timestamp order
    (after changes of the same timestamp: the order they were added). Traits or keywords the
    change leaves alone keep their memo.

    A change of stats alone is only noted (`GameObject.layering`, in the order applied): the
    filters asked while the layers are computed read traits and keywords, which it leaves
    alone, so `continuous` is rebuilt from the notes once, when read (`changes`) or at the end
    (settle_layering), not one tuple per change and object (50 effects over 1,000 objects made
    the copying quadratic). A stable sort of the notes by timestamp is what inserting each
    change after those of the same or an earlier timestamp gives."""
    noted = _LAYERING
    if change.set_traits is None and not change.traits and not change.keywords:
        for obj in objects:
            acc = obj.layering
            if acc is None:
                obj.layering = acc = list(obj.continuous)
                noted.append(obj)
            acc.append(change)
        return
    keeps_traits = change.set_traits is None and not change.traits
    keeps_keywords = not change.keywords
    for obj in objects:
        acc = obj.layering
        if acc is None:
            obj.layering = acc = list(obj.continuous)
            noted.append(obj)
        have = obj.continuous
        if len(acc) != len(have):
            _catch_up(obj)
            have = obj.continuous
        acc.append(change)
        now = (*have, change) if not have or have[-1].timestamp <= change.timestamp else tuple(
            sorted(acc, key=_timestamp))
        obj.continuous = now
        memo = obj.traits_memo
        if keeps_traits and memo is not None and memo[0] is have:
            obj.traits_memo = (now, *memo[1:])
        memo = obj.keywords_memo
        if keeps_keywords and memo is not None and memo[0] is have:
            obj.keywords_memo = (now, *memo[1:])


def _catch_up(obj: GameObject) -> None:
    """`continuous` from the changes noted so far (all of them changes of stats alone since it
    was last rebuilt, so its traits and keywords memos still hold)."""
    assert obj.layering is not None
    have = obj.continuous
    now = tuple(sorted(obj.layering, key=_timestamp))
    obj.continuous = now
    memo = obj.traits_memo
    if memo is not None and memo[0] is have:
        obj.traits_memo = (now, *memo[1:])
    memo = obj.keywords_memo
    if memo is not None and memo[0] is have:
        obj.keywords_memo = (now, *memo[1:])


def settle_layering() -> None:
    """The layers are computed: every object's `continuous` holds all its changes again."""
    for obj in _LAYERING:
        if obj.layering is not None and len(obj.layering) != len(obj.continuous):
            _catch_up(obj)
        obj.layering = None
    _LAYERING.clear()


def traits(obj: GameObject) -> tuple[str, ...]:
    """Printed traits plus added ones; a `set_traits` change replaces everything before it."""
    memo = obj.traits_memo
    if memo is not None and memo[0] is obj.continuous:
        # _fresh, written out: asked for every object at every scan while the layers are
        # computed (hundreds of thousands of times on a board of 1,000 objects)
        mods = obj.modifiers
        if memo[1] == len(mods) and (not mods or memo[2] is mods[-1]) and \
                memo[3] is obj.card and memo[4] is obj.traits_extra:
            return memo[5]  # type: ignore[return-value]  # slot 5 holds the value memoised: one loosely typed memo shape serves traits and keywords
    current = list(obj.card.traits) + [t for t in obj.traits_extra if t not in obj.card.traits]
    for mod in changes(obj):
        if mod.set_traits is not None:
            current = _set_traits(current, mod.set_traits, mod.set_apart)
        if mod.traits:
            current.extend(t for t in mod.traits if t not in current)
    value = tuple(current)
    obj.traits_memo = _memo(obj, value)
    return value


def _set_traits(current: list[str], new: tuple[str, ...], apart: frozenset[str]) -> list[str]:
    """The traits after a `set_traits`: it replaces those before it, or, where the game keeps a
    kind apart (Modifier.set_apart, FOW 1020.1) and it names only that kind or only the others,
    just those of the kind it names."""
    inside = any(t in apart for t in new)
    if apart and inside != any(t not in apart for t in new):
        kept = [t for t in current if (t in apart) != inside]
        return kept + [t for t in new if t not in kept]
    return list(new)


def keywords(obj: GameObject) -> tuple[str, ...]:
    if not obj.modifiers and not obj.continuous and obj.layering is None:
        return obj.card.keywords  # nothing changes them (most objects, at every state check)
    memo = obj.keywords_memo
    if memo is not None and memo[0] is obj.continuous and _fresh(obj, memo):
        return memo[5]  # type: ignore[return-value]  # slot 5 holds the value memoised: one loosely typed memo shape serves traits and keywords
    out = list(obj.card.keywords)
    applying = changes(obj)
    after = after_loss(applying)
    if len(after) < len(applying):  # a loss of all abilities: what it spares of earlier grants
        out += [k for k in spared_grants(applying[:len(applying) - len(after)]) if k not in out]
    for mod in after:
        if mod.loses_keywords:  # a keyword it had, printed or granted before, is lost
            out = [k for k in out if k not in mod.loses_keywords]
        if mod.keywords:
            out.extend(k for k in mod.keywords if k not in out)
    value = tuple(out)
    obj.keywords_memo = _memo(obj, value)
    return value


def base_stat(obj: GameObject, name: str) -> int | None:
    if name in obj.stats_override:
        return obj.stats_override[name]
    return obj.card.stat(name)


#: A change to an object's stats as the answer tells it: what made it (a graph node), what it
#: adds and what it sets.
StatPart = tuple[str, tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]


def stat_parts(obj: GameObject) -> tuple[StatPart, ...]:
    """The changes to an object's stats in timestamp order (changes), each with its source: what
    makes a value other than the printed one (the answer's "ATK 400 printed, +100 ATK from
    ...")."""
    return tuple((m.source, m.stats, m.set_stats) for m in changes(obj)
                 if m.stats or m.set_stats)


def applied(base: int, parts: tuple[StatPart, ...], name: str, by_timestamp: bool) -> int:
    """`base` with the changes of `parts` to stat `name` applied as `stat` applies them (the
    game's own bonuses and rounding left out): in timestamp order where setting and adding are
    one kind of change (FOW 909.1g), else every setting (the latest wins) before any addition."""
    value = base
    if by_timestamp:
        for _, add, put in parts:
            value = next((v for k, v in reversed(put) if k == name), value)
            value += sum(v for k, v in add if k == name)
        return value
    for _, _, put in parts:
        value = next((v for k, v in reversed(put) if k == name), value)
    return value + sum(v for _, add, _ in parts for k, v in add if k == name)


def stat(state: GameState, game: Rulebook, obj: GameObject, name: str) -> int | None:
    """The current value: base, then `set_stats` (latest wins), then additions, then the game's
    own bonuses (e.g. Assault while attacking). None if the object has no such stat. A game whose
    setting and adding are one kind of change applies them all in timestamp order instead
    (`Rulebook.stat_changes_by_timestamp`, FOW 909.1g, 909.3b): a later "becomes" overwrites an
    earlier addition."""
    if not obj.modifiers and not obj.continuous and obj.layering is None:
        # Nothing changes it (most objects, asked at every state check): base and bonuses
        # (base_stat written out).
        over = obj.stats_override
        value = over[name] if over and name in over else obj.card.stat(name)
        if value is not None and state.reading_in_step == obj.id:
            return value  # read within FOW 909.1g: no counters, no rounding yet
        return None if value is None else _finished(state, game, obj, name, value)
    value = base_stat(obj, name)
    applying = changes(obj)
    if stats_by_timestamp(game, state.policies):
        if obj.card.get(UNLOSABLE) is not None:
            applying = kept_values_last(obj, applying)
        for mod in applying:  # in timestamp order
            for key, v in mod.set_stats:
                if key == name:
                    value = v
            for key, v in mod.stats:
                if key == name and value is not None:
                    value += v
        if value is None:
            return None
        if state.reading_in_step == obj.id:  # read within 909.1g: no counters, no rounding yet
            return value
        return _finished(state, game, obj, name, value)
    for mod in applying:
        if mod.set_stats:
            for key, v in mod.set_stats:
                if key == name:
                    value = v
    if value is None:
        return None
    # (read for an increase that reads it, the decreases left out: they apply after the
    # increases, RB 477.3.e.2.a)
    increasing = state.reading_increase == obj.id
    if not increasing and any(mod.floors for mod in applying):
        return _floored(state, game, obj, name, value, applying)
    for mod in applying:
        if mod.stats:
            for key, v in mod.stats:
                if key == name and not (increasing and v < 0):
                    value += v
    return _finished(state, game, obj, name, value)


def _floored(state: GameState, game: Rulebook, obj: GameObject, name: str, value: int,
             applying: Sequence[Modifier]) -> int:
    """`value` (after the settings) with the additions, where a change lowers it "to a minimum
    of" N read as it applies (a passive ability's limit, not snapshotted: RB 477.3.b): every
    increase first, the game's own bonuses among them (a buff, Assault), then the decreases in
    timestamp order (RB 477.3.e), one with a limit lowering the value no further than it (and
    not at all where it is at or below it already)."""
    value += game.objects.stat_bonus(state, obj, name)
    for mod in applying:
        for key, v in mod.stats:
            if key == name and v > 0:
                value += v
    for mod in applying:
        floor = next((n for k, n in mod.floors if k == name), None)
        for key, v in mod.stats:
            if key == name and v < 0:
                value = value + v if floor is None else max(value + v, min(value, floor))
    step = game.stat_multiple
    if step and value % step and name in game.vocab.stats:
        value += step - value % step
    return value


def kept_values_last(obj: GameObject, applying: Sequence[Modifier]) -> list[Modifier]:
    """The changes in timestamp order, but those of the abilities `obj` cannot lose (an ordered
    J-ruler's order's, engine/lost.py UNLOSABLE) after the others: a "becomes" never overwrites
    what they give (FOW 1020.4)."""
    raw = obj.card.get(UNLOSABLE)
    names = raw[0] if isinstance(raw, tuple) and raw else ()
    own = {f"{obj.id}.{n}" for n in names if isinstance(n, str)}
    return [m for m in applying if m.source not in own] + \
        [m for m in applying if m.source in own]


def _finished(state: GameState, game: Rulebook, obj: GameObject, name: str, value: int) -> int:
    """The game's own bonuses, then its rounding (FOW 909.1i: up to a multiple of 100)."""
    value += game.objects.stat_bonus(state, obj, name)
    step = game.stat_multiple
    if step and value % step and name in game.vocab.stats:
        value += step - value % step
    return value


def looks_in(game: Rulebook, filt: Filter) -> str | None:
    """The zone a filter looks in: the one it names; naming none, in play (None), or every zone
    ("any") where it asks a race or trait with one of the game's `all_zones_keywords` and names
    no card type (FOW 1102.6)."""
    if filt.zone is not None:
        return filt.zone
    kws = game.objects.all_zones_keywords
    if kws and filt.traits and filt.keywords and not filt.types and \
            not kws.isdisjoint(filt.keywords):
        return "any"
    return None


def matches(state: GameState, game: Rulebook, obj: GameObject, filt: Filter,
            controller: str) -> bool:
    """Does `obj` fit `filt`, seen from `controller` (for `you` / `opponent`)? A filter naming a
    choice must be bound to the choices made first (Filter.bound); unbound it matches nothing."""
    if filt.player or filt.item or filt.chosen or obj.zone == "nowhere":
        return False  # "nowhere": it ceased to exist (engine/copies.py)
    vocab = game.vocab
    zone = filt.zone
    if zone is None and filt.keywords and filt.traits:  # (rare: no call on the hot path)
        zone = looks_in(game, filt)
    if zone is None or zone == "board":
        if not vocab.is_board(obj.zone):
            return False
    elif obj.zone != zone and (zone != "any" or obj.zone in vocab.outside_zones):
        return False
    if filt.types and not obj.card.is_type(*filt.types):
        return False
    if filt.traits:
        have = traits(obj)
        if any(t not in have for t in filt.traits) and not _implied(game, obj, filt.traits, have):
            return False
    if filt.keywords:
        have_kw = keywords(obj)
        if any(k not in have_kw for k in filt.keywords):
            return False
    if filt.controller is not None and not controlled_as(state, obj.controller, filt.controller,
                                                         controller):
        return False
    if filt.owner is not None and (obj.owner == controller) != (filt.owner == "you"):
        return False
    if filt.exhausted is not None and obj.exhausted != filt.exhausted:
        return False
    if filt.damaged is not None and (obj.damage > 0) != filt.damaged:
        return False
    if filt.other and obj.id == _apart(filt):
        return False
    if not filt.extra:  # most filters: no game-specific key (and no generator to make)
        return True
    return all(game.objects.extra_matches(state, obj, key, value, controller)
               for key, value in filt.extra)


#: What a reader of implied traits returns for an object whose information it cannot read (a
#: FOW ruler whose card says neither a cost nor its `attributes:`).
UNKNOWN_TRAITS = "?"


class UnknownTraits(Exception):
    """A filter asked an object a trait its game reads from information its card does not give
    (FOW 209.2: a ruler's attributes, with no `attributes:`); the resolution says it cannot
    rule (exit 3), naming the card, rather than rule that it has none."""

    def __init__(self, card: str, wanted: Sequence[str]) -> None:
        super().__init__(card, tuple(wanted))
        self.card = card
        self.wanted = tuple(wanted)


def _implied(game: Rulebook, obj: GameObject, wanted: Sequence[str], have: Sequence[str]
             ) -> bool:
    """Whether `obj` has every trait of `wanted` once the traits its game finds in its other
    information are counted too (ObjectRules.implied_traits: FOW 209.5a, a card's attributes).
    Where that information is not given and decides, UnknownTraits."""
    readers = game.objects.implied_traits
    if not readers:
        return False
    held = tuple(have)
    implied = {t for read in readers for t in read(obj, held)}
    missing = [t for t in wanted if t not in have and t not in implied]
    if missing and UNKNOWN_TRAITS in implied and any(
            t in game.objects.implied_trait_rules for t in missing):
        raise UnknownTraits(obj.card.name, [t for t in missing
                                            if t in game.objects.implied_trait_rules])
    return not missing


def select(state: GameState, game: Rulebook, ids: Iterable[str], filt: Filter,
           controller: str, *, board: bool = False) -> list[GameObject]:
    """The objects among `ids` that fit `filt`, in order: what `matches` says of each, with
    each question of the filter asked of all of them in turn (the cheap ones first), not
    once per object. The layers scan the whole board this way for every effect. `board`:
    the ids are the board index (objects on the board, so a filter's zone is not asked)."""
    if filt.player or filt.item:
        return []
    objects = state.objects
    out = [objects[i] for i in ids]
    zone = filt.zone
    if zone is None and filt.keywords and filt.traits:  # (rare: no call on the hot path)
        zone = looks_in(game, filt)
    if zone is None or zone == "board":
        if not board:
            on_board = game.vocab.is_board
            out = [o for o in out if on_board(o.zone)]
    elif zone != "any":
        out = [o for o in out if o.zone == zone]
    elif game.vocab.outside_zones:
        outside = game.vocab.outside_zones
        out = [o for o in out if o.zone not in outside]
    if filt.controller == "you":
        out = [o for o in out if o.controller == controller]
    elif filt.controller is not None:
        allies = set(state.team(controller)) if state.teams else {controller}
        friendly = filt.controller == "friendly"
        out = [o for o in out if (o.controller in allies) == friendly]
    if filt.owner is not None:
        mine = filt.owner == "you"
        out = [o for o in out if (o.owner == controller) == mine]
    if filt.exhausted is not None:
        exhausted = filt.exhausted
        out = [o for o in out if o.exhausted == exhausted]
    if filt.damaged is not None:
        damaged = filt.damaged
        out = [o for o in out if (o.damage > 0) == damaged]
    if filt.types:
        types = filt.types
        # CardDef.is_type written out for the usual card of one type (asked of every object)
        out = [o for o in out if (o.card.type in types if len(o.card.types) <= 1
                                  else o.card.is_type(*types))]
    for wanted in filt.traits:
        out = [o for o in out if wanted in traits(o) or _implied(game, o, (wanted,), traits(o))]
    for wanted in filt.keywords:
        out = [o for o in out if wanted in keywords(o)]
    for key, value in filt.extra:
        extra = game.objects.extra_matches
        out = [o for o in out if extra(state, o, key, value, controller)]
    if filt.other:
        apart = _apart(filt)
        out = [o for o in out if o.id != apart]
    return out


class OtherUnbound(Exception):
    """An `other: true` filter read where judge does not know whose card or ability it is
    ("another resonator" in a place no object reads it for); the resolution says it cannot
    rule (exit 3) rather than count the object itself."""


def own_object(game: Rulebook, state: GameState, oid: str | None, played: bool) -> str | None:
    """The object an `other` filter of an item is read apart from: `oid`, its card or the
    object whose ability it is; None (unbound: exit 3 when read) where `played` (a card item)
    and the card is no permanent, a spell: it is no object among those its filter reads, so
    its "each other unit" means other than what its text named (its target), not the spell,
    and judge will not read it as "each unit"."""
    obj = state.objects.get(oid) if played and oid is not None else None
    if obj is not None and not obj.card.is_type(*game.vocab.permanent_types):
        return None
    return oid


def _apart(filt: Filter) -> str:
    """The object an `other` filter leaves out (Filter.apart_from bound it where it is read)."""
    if filt.apart is None:
        raise OtherUnbound
    return filt.apart


def item_matches(state: GameState, item: StackItem, filt: Filter, controller: str,
                 game: Rulebook | None = None) -> bool:
    """Does a stack item fit an `item: true` filter? Types, traits and keywords are its card's
    (an ability matches only filters without types and traits, unless the filter asks for
    abilities, whose are their source card's); the traits as `matches` reads them, the game's
    own readings of a card's information among them ("fire chants": FOW 209.5a, the will
    symbols of its cost); the game's own keys (`filt.extra`, those of
    `Vocabulary.item_filter_keys`) are matched against a card item's card, never an ability."""
    if not filt.item:
        return False
    if filt.controller is not None and not controlled_as(state, item.controller, filt.controller,
                                                         controller):
        return False
    if filt.ability is not None and not ability_of_kind(item, filt.ability):
        return False
    if filt.types:
        # An ability's types are its source card's ("a resonator ability": FOW 901.1e).
        kind = "ability" if filt.ability is not None else "card"
        card = state.objects[item.source].card if (
            item.kind == kind and item.source in state.objects) else None
        if card is None or not card.is_type(*filt.types):
            return False
    if filt.traits:
        kind = "ability" if filt.ability is not None else "card"
        source = state.objects.get(item.source or "") if item.kind == kind else None
        if source is None:
            return False
        have = traits(source)
        if any(t not in have for t in filt.traits) and (
                game is None or not _implied(game, source, filt.traits, have)):
            return False
    if filt.extra:
        source = state.objects.get(item.source or "") if item.kind == "card" else None
        if source is None or game is None or not all(
                game.objects.extra_matches(state, source, k, v, controller)
                for k, v in filt.extra):
            return False
    return all(k in item.keywords for k in filt.keywords)


def ability_of_kind(item: StackItem, kind: str) -> bool:
    """Is a stack item an ability (not a card, nor a game's own object such as a judgment
    process) of this kind (`any`, `activated`, `triggered`)?"""
    if item.kind != "ability" or item.ability is None:
        return False
    return kind == "any" or item.ability.kind == kind


def controlled_as(state: GameState, whose: str, wanted: str, controller: str) -> bool:
    """Is something of `whose` "yours", "friendly" or "an opponent's", seen from `controller`?
    Friendly is yours or a teammate's; an opponent's (an enemy's) is neither (RB 740.1)."""
    if wanted == "you" or not state.teams:  # without teams, friendly is yours
        return (whose == controller) == (wanted != "opponent")
    allied = state.allied(controller, whose)
    return allied if wanted == "friendly" else not allied


def player_matches(state: GameState, filt: Filter, player: str, controller: str) -> bool:
    if not filt.player:
        return False
    standing = state.players.get(player)
    if standing is not None and standing.lost:  # no longer in the game (VW IN.1.a)
        return False
    if filt.controller is not None:
        return controlled_as(state, player, filt.controller, controller)
    return True


def describe(obj: GameObject) -> str:
    return f"{obj.card.name} ({obj.id})"


#: A stat counter's name: "+A/+B" (FOW 1022.3), A for the first stat, B for the second.
STAT_COUNTER = LazyRe(r"^([+-]\d+)/([+-]\d+)$")  # compiled when a counter is read


def keyword_x(obj: GameObject, keyword: str, printed: bool = True) -> int:
    """X of a numbered keyword (Rulebook.numbered_keywords), its instances added up (RB 807.2,
    RB 814.2): the printed X (card key `keyword_values`, 1 if not given) plus each grant's X
    (its `keyword_keys`, 1 if not given), for as long as the grant applies. `printed=False`:
    the printed text does not work now (an attached card's, RB 718.2), so only the grants."""
    total = 0
    if printed and keyword in obj.card.keywords:
        values = obj.card.get("keyword_values") or {}
        assert isinstance(values, dict)
        total += int(values.get(keyword, 1))
    for x, _ in keyword_grants(obj, keyword, keyword):
        assert x is None or isinstance(x, int)  # a whole number, read on loading
        total += 1 if x is None else x
    return total


def keyword_grants(obj: GameObject, keyword: str, key: str) -> list[tuple[object, Modifier]]:
    """Each change applying to `obj` that grants `keyword`, in timestamp order, with what it
    carries under `key` of its `keyword_keys` (None if it does not say): a grant's number or
    cost (Rulebook.numbered_keywords, granted_keyword_keys)."""
    return [(dict(c.keyword_keys).get(key), c) for c in after_loss(changes(obj), keyword)
            if keyword in c.keywords]


def keyword_costs(obj: GameObject, keyword: str, cost_key: str, instances_key: str = ""
                  ) -> list[Cost]:
    """The costs of a keyword always written with one (Rulebook.granted_keyword_keys: RB 820.1.c
    Repeat, RB 829.1.c Flow), one per instance (RB 820.3, RB 829.1.c.3): the card's own
    (printed_costs), then each grant's (granted_costs). The one place a keyword's cost is read,
    so a granted instance is paid like a printed one."""
    return printed_costs(obj, cost_key, instances_key) + granted_costs(obj, keyword, cost_key)


def printed_costs(obj: GameObject, cost_key: str, instances_key: str = "") -> list[Cost]:
    """A keyword's costs its card prints: one per instance under `instances_key` (several
    instances), else its one `cost_key`."""
    many = obj.card.get(instances_key) if instances_key else None
    one = obj.card.get(cost_key)
    return [c for c in many if isinstance(c, Cost)] if isinstance(many, tuple) and many \
        else [one] if isinstance(one, Cost) else []


def granted_costs(obj: GameObject, keyword: str, cost_key: str) -> list[Cost]:
    """The cost of each instance of `keyword` an effect grants `obj`, carried under `cost_key`
    of the grant's `keyword_keys`, in timestamp order."""
    return [c for c, _ in keyword_grants(obj, keyword, cost_key) if isinstance(c, Cost)]


def declared_bonus(bonus: StatBonus, obj: GameObject, stat: str, printed: bool = True) -> int:
    """What one declared stat bonus (declare.StatBonus) adds to `stat` of `obj` now; a keyword's
    from its grants only where its printed text does not work (`printed=False`, RB 718.2)."""
    if bonus.split is not None and not obj.counters:
        return 0  # asked first: most objects have no counters (the type is the dearer question)
    if bonus.types and not obj.card.is_type(*bonus.types):
        return 0
    if bonus.split is not None:
        if stat not in bonus.split:
            return 0
        group = bonus.split.index(stat) + 1
        total = 0
        for name, n in obj.counters.items():
            m = STAT_COUNTER.match(name) if name[:1] in ("+", "-") else None
            if m is not None and n > 0:
                total += int(m.group(group)) * n
        return total
    if stat != bonus.stat:
        return 0
    if bonus.counter:
        return bonus.amount if obj.counters.get(bonus.counter, 0) > 0 else 0
    if bonus.extra is not None:
        key, value = bonus.extra
        return keyword_x(obj, bonus.keyword, printed) if obj.extra.get(key) == value else 0
    return 0


def set_apart(t: Table, set_traits: tuple[str, ...] | None) -> frozenset[str]:
    """What a change with `set_traits` keeps apart (Modifier.set_apart): the game's kind of
    traits (FOW 1020.1), or, where the game's house policy reads it (VW HP.59), the kinds its
    option keeps (named by `cite_attribute_set` where it decides)."""
    apart = t.game.objects.set_apart(set_traits)
    policy = t.game.attribute_set_policy
    if apart or not set_traits or policy is None:
        return apart
    key, options = policy
    for option, kinds in options.items():
        if t.policy_is(key, option):
            return _kinds_apart(set_traits, kinds)
    return apart


def _kinds_apart(set_traits: tuple[str, ...], kinds: tuple[frozenset[str], ...]
                 ) -> frozenset[str]:
    """The traits a change keeps apart where each of `kinds` (closed) and the traits of none of
    them (a job: open) are kinds of their own: those of the kinds it names, or, where it names
    the open kind, those of the closed kinds it does not name (what it keeps)."""
    named = [k for k in kinds if any(x in k for x in set_traits)]
    if all(any(x in k for k in kinds) for x in set_traits):
        return frozenset().union(*named)
    return frozenset().union(*(k for k in kinds if k not in named))


def attribute_set_decides(t: Table, obj: GameObject, wanted: tuple[str, ...]) -> bool:
    """Whether the game's house policy on what a `set_traits` keeps (VW HP.59) decides whether
    `obj` has every trait of `wanted` (a target's filter: "target Holy Follower"): the changes
    it has had would leave it them under one of its options and not under another (a Holy
    Paladin made a mage is Holy under `attribute-only`, not under `replaces-all`), never where
    every option agrees (a Holy Knight made Dark is not Holy under any)."""
    policy = t.game.attribute_set_policy
    if policy is None or not wanted or (not obj.modifiers and not obj.continuous):
        return False
    applying = changes(obj)
    if not any(m.set_traits is not None and not t.game.objects.set_apart(m.set_traits)
               for m in applying):
        return False
    kinds_of = (None, *policy[1].values())  # None: the default, a change replaces all
    return len({all(x in _traits_under(t, obj, applying, kinds) for x in wanted)
                for kinds in kinds_of}) > 1


def _traits_under(t: Table, obj: GameObject, applying: Iterable[Modifier],
                  kinds: tuple[frozenset[str], ...] | None) -> list[str]:
    """`obj`'s traits (as `traits` reads them) had each change the game's house policy reads
    (VW HP.59) kept apart the kinds of one of its options (None: none, it replaces all)."""
    current = list(obj.card.traits) + [x for x in obj.traits_extra if x not in obj.card.traits]
    for mod in applying:
        if mod.set_traits is not None:
            apart = mod.set_apart if t.game.objects.set_apart(mod.set_traits) else \
                frozenset() if kinds is None else _kinds_apart(mod.set_traits, kinds)
            current = _set_traits(current, mod.set_traits, apart)
        if mod.traits:
            current.extend(x for x in mod.traits if x not in current)
    return current


def cite_attribute_set(t: Table, objs: Iterable[GameObject],
                       set_traits: tuple[str, ...] | None) -> None:
    """Name the game's house policy on what a `set_traits` keeps (VW HP.59) where its options
    part ways for one of `objs`: the traits it would have differ between them (a change naming
    only Dark of a Follower that has a faction or a job, one naming only its job of a Follower
    with an attribute or a faction)."""
    policy = t.game.attribute_set_policy
    if policy is None or not set_traits or t.game.objects.set_apart(set_traits):
        return
    key, options = policy
    aparts: set[frozenset[str]] = {frozenset()} | {
        _kinds_apart(set_traits, k) for k in options.values()}
    if any(len({tuple(_set_traits(list(traits(obj)), set_traits, a)) for a in aparts}) > 1
           for obj in objs):
        t.cite_also_rule(t.policy_id(key))
