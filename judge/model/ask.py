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

#: Fields every object has in the ruling (contract, section 5, and judge's additions).
OBJECT_FIELDS = ("zone", "damage", "exhausted", "controller", "owner", "face_down",
                 "attached_to", "traits", "stats", "counters", "card")
#: Subjects that are words, not ids.
WORDS = ("stack", "priority", "winner", "phase", "resolved")
KINDS = ("object", "player", "item", "action", "stack", "priority", "winner", "phase",
         "resolved", "game")


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
            return f"action:{self.id}"
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
    if t.startswith("action:"):
        n = t[7:]
        if not n.isdigit() or int(n) >= known.actions:
            return Unknown(f"there is no action {n} (actions are numbered from 0, as in "
                           f"expect.rejected; this file has {known.actions})")
        return Subject("action", str(int(n)))
    head, _, field = t.partition(".")
    if head in known.players:
        if field and field not in (*known.resources, *known.player_keys, "lost"):
            return _unknown(f"player field {field!r}", field,
                            (*known.resources, *known.player_keys, "lost"))
        return Subject("player", head, (field,) if field else ())
    if t in known.items:  # a card on the stack is an object too: `shot.zone` asks that
        return Subject("item", t)
    if head in known.objects:
        if not field:
            return Subject("object", head)
        if field in known.stats:
            field = f"stats.{field}"
        base = field.split(".", 1)[0]
        if base not in (*OBJECT_FIELDS, *known.object_keys) or (
                base == "stats" and field != "stats" and field[6:] not in known.stats):
            return _unknown(f"object field {field!r}", field,
                            (*OBJECT_FIELDS, *known.object_keys, *known.stats))
        return Subject("object", head, (field,))
    if "." in t or "#" in t:  # an id made on the way: a triggered ability, a copy, a token
        return Subject("item", t)
    return _unknown(f"subject {t!r}: no object, player or stack item has this id, and it is "
                    "not one of the words", t, (*WORDS, *sorted(known.objects),
                                                *sorted(known.players), *known.game_keys))


def _unknown(what: str, text: str, options: Iterable[str]) -> Unknown:
    return Unknown(f"unknown {what}", text, tuple(options))
