"""What the layers of continuous effects are computed from, as one value that compares equal
only when none of it changed (engine/continuous.py computes the layers from the state alone).

The resolver brings the layers up to date after every event and every step. A step mostly
follows the event that made it, with nothing changed in between, and on a large board under
many effects each computation costs tens of milliseconds (bench/run.py, the layers board). So
a step compares this key with the one taken when the layers were last computed and computes
them again only when it differs. The key is a copy of everything in the game state that a
filter, a condition or a quantity may read: every object's and player's fields (mutable ones
copied), the turn, and the game's own state record; the records in the state's lists are
compared by value (the stack's items by identity). Too much in it only
costs a computation that was not needed; nothing is left out on purpose.
"""

from __future__ import annotations

from operator import attrgetter

from judge.model.state import GameState
from judge.record import FIELD_READERS, field_reader

#: Values that cannot change once made: kept as they are (a tuple, as the records use it,
#: holds such values: a filter's keys, a fixed set of ids).
_PLAIN = (str, int, float, bool, type(None), bytes, tuple, frozenset)
_PLAIN_CLASSES = frozenset(_PLAIN)

#: The GameState fields the layers' computation writes or that only bookkeep: the key leaves
#: them out (a refresh writing them must not make the next step compute the layers again).
_OUTPUTS = frozenset({"version", "layered_at", "scans", "static_on", "counters", "stack_seen",
                      "replacement_log", "objects", "players", "timestamp"})


def frozen(value: object) -> object:
    """`value` as a value that stays as it is now, even if the original changes later."""
    # By exact class first (a set look-up, not a chain of isinstance calls), a record's fields
    # read at once (record.field_reader), and no call at all for a plain value inside: the key
    # is taken at every step, and a game's state record holds dozens of mostly empty fields. A
    # subclass (an enum is a str) takes the general way (_frozen_any), to the same result.
    cls = value.__class__
    if cls in _PLAIN_CLASSES:
        return value
    if cls is list:
        items: list[object] = value  # type: ignore[assignment]
        return tuple([v if v.__class__ in _PLAIN_CLASSES else frozen(v) for v in items]
                     ) if items else ()
    if cls is dict:
        pairs: dict[object, object] = value  # type: ignore[assignment]
        return tuple([(k, v if v.__class__ in _PLAIN_CLASSES else frozen(v))
                      for k, v in pairs.items()]) if pairs else ()
    if cls is set:
        names: set[object] = value  # type: ignore[assignment]
        return frozenset(names)  # of ids and names
    read = FIELD_READERS[cls] if cls in FIELD_READERS else field_reader(cls)
    if read is None:
        return _frozen_any(value)
    # a record (judge.record.dataclass): which record, and its fields
    return (value, *[v if v.__class__ in _PLAIN_CLASSES else frozen(v) for v in read(value)])


def _frozen_any(value: object) -> object:
    """`frozen` of a value of any class, subclasses included."""
    if isinstance(value, _PLAIN):
        return value
    if isinstance(value, list):
        return tuple(frozen(v) for v in value)
    if isinstance(value, dict):
        return tuple((k, frozen(v)) for k, v in value.items())
    if isinstance(value, set):
        return frozenset(value)  # of ids and names
    fields = getattr(type(value), "__record_fields__", None)
    if fields is not None:  # a record (judge.record.dataclass): its fields, and which record
        return (value, *(frozen(getattr(value, name)) for name in fields))
    return value  # anything else (a card, a rulebook's declaration) is compared as it is


def layer_key(state: GameState) -> tuple[object, ...]:
    """The layers' inputs as they are now (see the module docstring)."""
    objects = [(o, o.zone, o.controller, o.owner, o.held_by, o.card, o.damage, o.exhausted,
                o.face_down, o.attached_to, o.incarnation, o.traits_extra, o.copy_of, o.token,
                o.created, o.since, o.attached_at, o.last_change, len(o.modifiers),
                o.modifiers[-1] if o.modifiers else None,
                tuple(o.counters.items()) if o.counters else None,
                frozen(o.extra) if o.extra else None,
                tuple(o.stats_override.items()) if o.stats_override else None,
                # what its card's costs named, read by its static abilities (engine/named.py)
                tuple(o.named.items()) if o.named else None, o.named_for)
               for o in state.objects.values()]
    players = [(p, tuple(p.resources.items()), p.lost, frozen(p.extra) if p.extra else None)
               for p in state.players.values()]
    rest = [v if v.__class__ in _PLAIN_CLASSES else frozen(v) for v in _read_fields(state)]
    return (tuple(objects), tuple(players), tuple(state.stack), tuple(state.pending_triggers),
            tuple(rest))


#: Compared by identity: the items waiting (a large stack copied at every step would cost more
#: than the layers; no filter, condition or quantity reads inside a stack item).
_BY_IDENTITY = frozenset({"stack", "pending_triggers"})
_FIELDS = tuple(name for name in getattr(GameState, "__record_fields__", {})
                if name not in _OUTPUTS and name not in _BY_IDENTITY)
_read_fields = attrgetter(*_FIELDS)
