"""Current characteristics of objects (printed values + scenario overrides + modifiers) and the
matching of filters: the questions the rules ask about objects, answered in one place."""

from __future__ import annotations

from judge.model.filters import Filter
from judge.model.state import GameObject, GameState, Modifier, StackItem

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from judge.engine.rulebook import Rulebook


def changes(obj: GameObject) -> list[Modifier]:
    """Every change applying to an object, in timestamp order: its own modifiers and those of
    continuous effects covering it (engine/continuous.py)."""
    if not obj.continuous:
        return obj.modifiers
    return sorted((*obj.modifiers, *obj.continuous), key=lambda m: m.timestamp)


def traits(obj: GameObject) -> tuple[str, ...]:
    """Printed traits plus added ones; a `set_traits` change replaces everything before it."""
    current = list(obj.card.traits) + [t for t in obj.traits_extra if t not in obj.card.traits]
    for mod in changes(obj):
        if mod.set_traits is not None:
            current = list(mod.set_traits)
        current.extend(t for t in mod.traits if t not in current)
    return tuple(current)


def keywords(obj: GameObject) -> tuple[str, ...]:
    out = list(obj.card.keywords)
    for mod in changes(obj):
        out.extend(k for k in mod.keywords if k not in out)
    return tuple(out)


def base_stat(obj: GameObject, name: str) -> int | None:
    if name in obj.stats_override:
        return obj.stats_override[name]
    return obj.card.stat(name)


def stat(state: GameState, game: Rulebook, obj: GameObject, name: str) -> int | None:
    """The current value: base, then `set_stats` (latest wins), then additions, then the game's
    own bonuses (e.g. Assault while attacking). None if the object has no such stat. A game whose
    setting and adding are one kind of change applies them all in timestamp order instead
    (`Rulebook.stat_changes_by_timestamp`, FOW 909.1g, 909.3b): a later "becomes" overwrites an
    earlier addition."""
    value = base_stat(obj, name)
    applying = changes(obj)
    if game.stat_changes_by_timestamp:
        for mod in applying:  # in timestamp order
            for key, v in mod.set_stats:
                if key == name:
                    value = v
            for key, v in mod.stats:
                if key == name and value is not None:
                    value += v
        if value is None:
            return None
        return _rounded(game, name, value + game.objects.stat_bonus(state, obj, name))
    for mod in applying:
        for key, v in mod.set_stats:
            if key == name:
                value = v
    if value is None:
        return None
    for mod in applying:
        for key, v in mod.stats:
            if key == name:
                value += v
    return _rounded(game, name, value + game.objects.stat_bonus(state, obj, name))


def _rounded(game: Rulebook, name: str, value: int) -> int:
    """FOW 909.1i: a stat is rounded up to the game's multiple (`Rulebook.stat_multiple`), after
    every change, whichever way the changes apply."""
    step = game.stat_multiple
    if step and value % step and name in game.vocab.stats:
        value += step - value % step
    return value


def matches(state: GameState, game: Rulebook, obj: GameObject, filt: Filter,
            controller: str) -> bool:
    """Does `obj` fit `filt`, seen from `controller` (for `you` / `opponent`)? A filter naming a
    choice must be bound to the choices made first (Filter.bound); unbound it matches nothing."""
    if filt.player or filt.item or filt.chosen or obj.zone == "nowhere":
        return False  # "nowhere": it ceased to exist (engine/copies.py)
    vocab = game.vocab
    if filt.zone is None or filt.zone == "board":
        if not vocab.is_board(obj.zone):
            return False
    elif filt.zone != "any" and obj.zone != filt.zone:
        return False
    if filt.types and not obj.card.is_type(*filt.types):
        return False
    if filt.traits:
        have = traits(obj)
        if any(t not in have for t in filt.traits):
            return False
    if filt.keywords:
        have_kw = keywords(obj)
        if any(k not in have_kw for k in filt.keywords):
            return False
    if filt.controller == "you" and obj.controller != controller:
        return False
    if filt.controller == "opponent" and obj.controller == controller:
        return False
    if filt.owner is not None and (obj.owner == controller) != (filt.owner == "you"):
        return False
    if filt.exhausted is not None and obj.exhausted != filt.exhausted:
        return False
    if filt.damaged is not None and (obj.damage > 0) != filt.damaged:
        return False
    return all(game.objects.extra_matches(state, obj, key, value) for key, value in filt.extra)


def item_matches(state: GameState, item: StackItem, filt: Filter, controller: str) -> bool:
    """Does a stack item fit an `item: true` filter? Types and keywords are its card's (an
    ability matches only filters without types)."""
    if not filt.item:
        return False
    if filt.controller == "you" and item.controller != controller:
        return False
    if filt.controller == "opponent" and item.controller == controller:
        return False
    if filt.types:
        card = state.objects[item.source].card if (
            item.kind == "card" and item.source in state.objects) else None
        if card is None or not card.is_type(*filt.types):
            return False
    return all(k in item.keywords for k in filt.keywords)


def player_matches(filt: Filter, player: str, controller: str) -> bool:
    if not filt.player:
        return False
    if filt.controller == "you":
        return player == controller
    if filt.controller == "opponent":
        return player != controller
    return True


def describe(obj: GameObject) -> str:
    return f"{obj.card.name} ({obj.id})"
