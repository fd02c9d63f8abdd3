"""Declared types of what a scenario file may say: the one type language of judge's declarations.

Every argument of an effect, a verb or a trigger, every filter key and every game-specific key of
objects, players, cards, stack items, `state:` and `expect:` is declared as an `Arg`. From that one
declaration the scenario loader parses and checks the value (judge/scenario/args.py: one reader per
kind), the JSON Schema is generated (judge/schema.py) and the docs list it; nothing else names the
keys again. Kinds are a small closed set:

| kind | value |
| --- | --- |
| `target` | `$1`, `self`, `controller`, `opponent`, an object or player id, or `{each: filter}` |
| `player` | `controller`, `opponent` or a player id (a reference, read when it happens) |
| `player_id` | a player id of the scenario |
| `object` | an object id of the scenario (`self` where `self_ok`) |
| `id` | an object or a player id |
| `objects`, `targets` | a list of object ids; of object or player ids |
| `item` | the id of a stack item |
| `int` | a whole number (`minimum` / `maximum`) |
| `bool`, `str` (`choices`), `strings` (`choices`) | |
| `free` | true or false, or a part of the cost the game names (`Vocabulary.free_parts`) |
| `card_types` | card types of the game |
| `traits` | trait names (races, factions, jobs): one name spelt two ways is an error |
| `zone`, `stats`, `resources`, `keywords`, `duration` | checked against the game's vocabulary |
| `filter` | an object filter |
| `by` | a word (`choices`), or an item filter (`item: true` implied): the spells and abilities |
| `amount` | a whole number, or `all` (read as None) |
| `quantity` | a whole number, or an expression read when it executes (judge/engine/conditions.py) |
| `condition` | a condition (judge/engine/conditions.py) |
| `effects` | a list of effects (as a card's `effect:`) |
| `cost` | a cost, as a card's `cost:` (resources, `exhaust: self`, `discard`, `sacrifice` ...) |
| `assign` | `[{from, to, amount}]`, an explicit damage distribution |
| `map` | a mapping: `keys` and `of` type its keys and values (none: any mapping) |
| `list` | a list whose items are `of` |
| `record` | a mapping with the declared `fields` only |
| `any` | anything YAML can say (avoid: nothing is checked) |
"""

from __future__ import annotations

from judge.record import dataclass

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


#: No default: an optional argument that is absent takes the record's own default.
MISSING: Any = _Missing()

KINDS = ("target", "player", "player_id", "object", "id", "objects", "targets", "item", "int",
         "bool", "str", "strings", "traits", "card_types", "zone", "stats", "resources",
         "cost_resources", "keywords", "duration", "filter", "amount", "assign", "map", "list",
         "record", "any", "quantity", "condition", "effects", "card_name", "cost", "card_keys",
         "free", "replaced_event", "by")


@dataclass(frozen=True)
class Arg:
    """The declared type of one key."""

    kind: str
    required: bool = False
    doc: str = ""
    choices: tuple[str, ...] = ()
    nullable: bool = False  # null is a value (e.g. "uncontrolled"), not "absent"
    minimum: int | None = None
    maximum: int | None = None
    of: Arg | None = None  # the items of a list, the values of a map
    keys: Arg | None = None  # the keys of a map
    fields: tuple[tuple[str, Arg], ...] = ()  # the keys of a record
    default: Any = MISSING  # the value when the key is absent (MISSING: the record's default)
    self_ok: bool = False  # `object`: `self` names the source object
    #: A game's filter key whose value may be `$n`, an earlier target of the same item ("choose
    #: a battlefield; deal 3 to a unit there": `at: $1`), read as the targets are chosen.
    earlier_ok: bool = False
    #: Values judge recognises but does not model (`str`): (value, why), an honest exit 3
    #: naming it rather than "unknown value" (e.g. a replacement of an event `replace` cannot
    #: watch).
    unmodelled: tuple[tuple[str, str], ...] = ()
    #: A game's object flag (`bool`): the rule that says when an object has that state (RB
    #: 441.2: Empowered only once something empowers it), cited where an object never had it.
    #: A key of the game's own state whose value is a player: the rule that says when nobody
    #: holds it (RB 313.5: no focus in a Neutral State), cited where no step gave it a value.
    rule: str = ""
    #: A `str` key of the game's own state with `choices`: the rule that says what each choice
    #: is, by choice (RB `state`: showdown-closed, RB 310.4), cited where a question asks
    #: whether the game is in it ("Is the chain closed?").
    choice_rules: tuple[tuple[str, str], ...] = ()
    #: An `effects` card key that goes on where the card's `effect:` ends (Force of Will's
    #: bottom text box, FOW 1308.1): read with the card's targets, its instructions may name the
    #: labels of `effect:`'s.
    continues_effect: bool = False

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown argument kind {self.kind!r}")

    def describe(self) -> str:
        """How the docs and messages name what is expected."""
        base = {"int": "a whole number", "bool": "true or false", "str": "a word",
                "target": "a target", "player": "a player", "player_id": "a player",
                "object": "an object id", "objects": "a list of object ids", "amount":
                "a whole number or all", "map": "a mapping", "list": "a list",
                "record": "a mapping", "card_keys": "a mapping of card keys",
                "free": "true, false or a part of the cost",
                "by": "a word or a filter of spells and abilities"
                }.get(self.kind, self.kind)
        if self.choices:
            base = "one of " + ", ".join(self.choices) + (
                ", or a filter of spells and abilities" if self.kind == "by" else "")
        return base + (" or null" if self.nullable else "")


def required(kind: str, doc: str = "", **kw: Any) -> Arg:
    return Arg(kind, True, doc, **kw)


def optional(kind: str, doc: str = "", **kw: Any) -> Arg:
    return Arg(kind, False, doc, **kw)


def map_of(value: Arg, keys: Arg | None = None, doc: str = "", **kw: Any) -> Arg:
    return Arg("map", kw.pop("required", False), doc, of=value, keys=keys, **kw)


def list_of(item: Arg, doc: str = "", **kw: Any) -> Arg:
    return Arg("list", kw.pop("required", False), doc, of=item, **kw)


def record(doc: str = "", nullable: bool = False, **fields: Arg) -> Arg:
    return Arg("record", False, doc, nullable=nullable, fields=tuple(fields.items()))
