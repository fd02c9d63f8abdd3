"""What a scenario's question asks about: the subjects of its answer (`ask:`,
docs/scenario-format.md section 6). A subject is written as a short string; `parse` reads one
against the ids the file defines, and the answer (engine/answer.py) says one fact about each.

    trader            an object: where it ends and what changed on it
    trader.zone       one of its fields: zone, damage, exhausted, controller, owner, face_down,
                      attached_to, traits, stats, stats.<stat> (or just <stat>), counters,
                      counters.<name>, or a key of the game's own objects
    alice             a player: every resource, life or point total that changed
    alice.gold        one of them (or `lost`)
    shot              a stack item: whether it resolved, did not resolve, was cancelled or waits
    action:0          whether action 0 (its index under `actions:`, as in `expect.rejected`) was
                      allowed or rejected
    stack             what is left on the stack (the game's word works too: register, chase, chain)
    priority          who holds priority; `winner`: who won (or the draw); `phase`: where the
                      game is; `resolved`: the order in which the items resolved
    focus             a key of the game's own state (Riftbound: focus, state, control ...)
"""

from __future__ import annotations

from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Iterable

#: Fields every object has in the ruling (contract, section 5, and judge's additions), and
#: its keywords (printed and granted, as the answer reads them).
OBJECT_FIELDS = ("zone", "damage", "exhausted", "controller", "owner", "face_down",
                 "attached_to", "traits", "stats", "counters", "card", "keywords", "types")
#: The fields with parts of their own: `stats.atk`, `counters.astral`.
SUBFIELDS = ("stats", "counters")
#: Subjects that are words, not ids.
WORDS = ("stack", "priority", "winner", "phase", "resolved")
KINDS = ("object", "player", "item", "action", "stack", "priority", "winner", "phase",
         "resolved", "game")
#: What an action is called in `ask:`, in `judge why` and in the graph and the trace's causes:
#: `action:N`, N its index in the file's `actions:` (from 0, as `expect.rejected` counts them).
ACTION_PREFIX = "action:"


def action_node(index: int) -> str:
    """The name of the file's action `index` (`action:0`)."""
    return f"{ACTION_PREFIX}{index}"


def action_index(name: str) -> int | None:
    """The index of the action `name` names (`action:3`: 3); None for any other name."""
    if not name.startswith(ACTION_PREFIX):
        return None
    n = name[len(ACTION_PREFIX):]
    return int(n) if n.isdigit() else None


@dataclass(frozen=True)
class Subject:
    """One thing the answer speaks about. `fields`: the object's or player's fields the answer
    states (empty: those that changed)."""

    kind: str
    id: str = ""
    fields: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        """The subject as `ask:` and the JSON answer spell it."""
        if self.kind == "action":
            return action_node(int(self.id))
        if self.kind in ("object", "player"):
            return self.id + "".join(f".{f}" for f in self.fields[:1]) if len(self.fields) < 2 \
                else self.id
        if self.kind in ("item", "game"):
            return self.id
        return self.kind


@dataclass(frozen=True)
class Known:
    """What a subject may name in one scenario: its ids and the game's words."""

    objects: frozenset[str]
    players: frozenset[str]
    items: frozenset[str]  # ids on the stack at the start (cards and abilities)
    actions: int
    stack_words: tuple[str, ...]
    stats: tuple[str, ...]
    resources: tuple[str, ...]
    object_keys: tuple[str, ...]
    player_keys: tuple[str, ...]
    game_keys: tuple[str, ...]
    #: ids the file names of objects made during the ruling (a token, a copy): expect.objects
    named: frozenset[str] = frozenset()
    #: ... and of stack items made during it: under expect.resolved, fizzled or stack, decisions
    named_items: frozenset[str] = frozenset()
    #: The ids a stack item of an ability of the file's objects would be made with
    #: (`<object id>.<ability name as an id>`: `ringer.last-peal`), named or not under `expect:`
    abilities: frozenset[str] = frozenset()


@dataclass(frozen=True)
class Unknown:
    """Why a text names no subject: a message, and the options nearest to `text` may be
    suggested from (the loader does)."""

    message: str
    text: str = ""
    options: tuple[str, ...] = ()


def parse(text: str, known: Known) -> Subject | Unknown:
    """The subject `text` names, or why it names none."""
    t = text.strip()
    if t in WORDS:
        return Subject(t)
    if t in known.stack_words:
        return Subject("stack")
    if t in known.game_keys:
        return Subject("game", t)
    if t.startswith(ACTION_PREFIX):
        n = t[len(ACTION_PREFIX):]
        if not n.isdigit() or int(n) >= known.actions:
            return Unknown(f"there is no action {n} (actions are numbered from 0, as in "
                           f"expect.rejected; this file has {known.actions})")
        return Subject("action", str(int(n)))
    if t in known.items:  # a card on the stack is an object too: `shot.zone` asks that
        return Subject("item", t)
    # An id may hold dots (`sentry.alarm`, a token `mask.token`): every split into an id the
    # file names and a field of it is a reading; the longest id first.
    cuts = [i for i, c in enumerate(t) if c == "."][::-1]
    readings: list[Subject] = []
    wrong: Unknown | None = None
    for head, field in ((t[:i], t[i + 1:]) for i in cuts):
        found = _of_id(head, field, known)
        if isinstance(found, Subject):
            readings.append(found)
        elif found is not None and wrong is None:
            wrong = found
    if t in known.players:
        readings.insert(0, Subject("player", t))
    elif t in known.named_items:
        readings.insert(0, Subject("item", t))
    elif t in known.objects or t in known.named:
        readings.insert(0, Subject("object", t))
    if len(readings) == 1:
        return readings[0]
    if readings:
        return Unknown(f"{t!r} can be read {len(readings)} ways: " + "; ".join(
            _reading(r) for r in readings) + "; ask of one field of the object to say which "
            "(`<id>.zone`)")
    head, _, last = t.rpartition(".")
    if head and last in _fields(known) and not _of_file(head, known):
        return Unknown(f"{t!r} names no id of the file: the field {last!r} of {head!r}, an "
                       "object made during the ruling, or a stack item? Name it under "
                       "expect.objects (an object) or expect.resolved (an item)")
    if wrong is not None and t.split("#", 1)[0] not in known.abilities:
        return wrong
    if "." in t or "#" in t:  # an id made on the way: a triggered ability, a copy, a token
        return Subject("item", t)
    return _unknown(f"subject {t!r}: no object, player or stack item has this id, and it is "
                    "not one of the words", t, (*WORDS, *sorted(known.objects),
                                                *sorted(known.players), *known.game_keys))


def _of_id(head: str, field: str, known: Known) -> Subject | Unknown | None:
    """`head` read as an id of the file with `field` one of its fields: the subject, why the
    field is none of its fields, or None when `head` is no id of the file."""
    if head in known.players:
        if field not in (*known.resources, *known.player_keys, "lost"):
            return _unknown(f"player field {field!r}", field,
                            (*known.resources, *known.player_keys, "lost"))
        return Subject("player", head, (field,))
    if head not in known.objects and head not in known.named:
        return None
    if field in known.stats:
        field = f"stats.{field}"
    base, _, sub = field.partition(".")
    if base not in (*OBJECT_FIELDS, *known.object_keys) or (sub and base not in SUBFIELDS) or (
            base == "stats" and sub and sub not in known.stats):
        return _unknown(f"object field {field!r}", field,
                        (*OBJECT_FIELDS, *known.object_keys, *known.stats))
    return Subject("object", head, (field,))


def _fields(known: Known) -> tuple[str, ...]:
    """Every field an object or a player has."""
    return (*OBJECT_FIELDS, *known.object_keys, *known.stats, *known.resources,
            *known.player_keys, "lost")


def _of_file(t: str, known: Known) -> bool:
    """Whether `t` is an id the file defines or names."""
    return t in known.players or t in known.objects or t in known.items or \
        t in known.named or t in known.named_items


def _reading(s: Subject) -> str:
    what = {"player": "the player", "item": "the stack item"}.get(s.kind, "the object")
    return f"{what} {s.id!r}" if not s.fields else f"the field {s.fields[0]!r} of {what} {s.id!r}"


def _unknown(what: str, text: str, options: Iterable[str]) -> Unknown:
    return Unknown(f"unknown {what}", text, tuple(options))
