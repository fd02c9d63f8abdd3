"""Small typed readers over located YAML data that collect problems instead of stopping at one."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from judge.errors import Problem
from judge.scenario.yamlsafe import Located, Path_

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any

    from judge.errors import UnsupportedMechanic
    from judge.model.scenario import Scenario


#: Numbers in a scenario are life totals, damage, costs, counters: none is anywhere near this.
#: Anything larger is a typo or an attack (a loop counting to it, a number too long to print).
MAX_INT = 10**12


def unsupported(sc: Scenario, path: Path_, message: str) -> UnsupportedMechanic:
    """A mechanic of the game judge does not implement yet, located in the file (exit 3), for a
    check made once the scenario is built (its `marks`)."""
    from judge.errors import UnsupportedMechanic
    from judge.scenario.yamlsafe import format_path

    p = path
    while p and p not in sc.marks:
        p = p[:-1]
    line, col = sc.marks.get(p, (1, 1))
    return UnsupportedMechanic(Problem(sc.file, line, col, format_path(path), message))


class Checker:
    def __init__(self, doc: Located) -> None:
        self.doc = doc
        self.problems: list[Problem] = []
        self.unsupported: list[Problem] = []
        #: Trait names as written, with where (`spelt`): checked against each other once the
        #: whole scenario is read (judge/scenario/load.py `_Builder.spellings`).
        #: A name a `choose:` offers or a choice names carries that choice's name: it is a
        #: trait only where a filter reads it (`chosen:`).
        self.trait_names: list[tuple[str, Path_, str | None]] = []

    def bad(self, path: Path_, message: str) -> None:
        self.problems.append(self.doc.problem(path, message))

    def unsupported_mechanic(self, path: Path_, message: str) -> None:
        self.unsupported.append(self.doc.problem(path, message))

    def spelt(self, names: Iterable[str], path: Path_, single: bool = False,
              choice: str | None = None) -> None:
        """Keep trait names read at `path` (a list, or one name where `single`); `choice`: the
        `choose:` they are values of."""
        self.trait_names += [(name, path if single else (*path, i), choice)
                             for i, name in enumerate(names)]

    # ----- shapes ------------------------------------------------------------------------------
    def mapping(self, value: Any, path: Path_, allowed: Iterable[str] = (),
                required: Iterable[str] = (), what: str = "") -> dict[str, Any] | None:
        """A mapping with only `allowed` keys (all allowed if empty) and the `required` ones."""
        if not isinstance(value, dict):
            self.bad(path, f"expected a mapping{' of ' + what if what else ''}, "
                           f"got {type_name(value)}")
            return None
        # a frozenset is taken as it is: a caller checking many entries makes it once
        allowed_set = allowed if isinstance(allowed, frozenset) else set(allowed)
        # every key allowed (the usual entry): one set comparison, not a look-up per key
        if allowed_set and not value.keys() <= allowed_set:
            for key in value:
                if key not in allowed_set:
                    hint = CONTRACT_KEY_WORDS.get(key) if CONTRACT_KEY_WORDS.get(key) in \
                        allowed_set else nearest(key, allowed_set)
                    allowed_list = ", ".join(sorted(allowed_set))
                    self.bad((*path, key), "unknown key" + (
                        f" (did you mean {hint!r}?)" if hint else f"; allowed: {allowed_list}"))
        for key in required:
            if key not in value:
                self.bad(path, f"missing required key {key!r}")
        return value

    def seq(self, value: Any, path: Path_, what: str = "") -> list[Any]:
        if value is None:
            return []
        if not isinstance(value, list):
            of = f" of {what}" if what else ""
            self.bad(path, f"expected a list{of}, got {type_name(value)}")
            return []
        return value

    def string(self, value: Any, path: Path_, choices: Iterable[str] | None = None,
               what: str = "") -> str | None:
        if value.__class__ is str:  # most values: taken as they are
            text = value
        elif isinstance(value, bool) or not isinstance(value, (str, int, float)):
            self.bad(path, f"expected {what or 'a string'}, got {type_name(value)}")
            return None
        else:
            text = str(value)
        if choices is not None:
            options = choices if isinstance(choices, (list, tuple)) else list(choices)
            if text not in options:
                self.bad(path, unknown_said(text, options, what or "value"))
                return None
        return text

    def unknown_zone(self, zone: str, path: Path_, zones: Iterable[str]) -> None:
        """A zone the game does not have: a misspelling is told its nearest zone; a word of the
        contract's own (section 3: `move_zone` "to hand, deck, graveyard, removed") is told the
        game's zone that stands for it (Force of Will's and Riftbound's `main_deck`,
        Riftbound's `trash` and `banishment`), not only the whole list."""
        options = list(zones)
        said = next((z for z in CONTRACT_ZONE_WORDS.get(zone, ()) if z in options), None)
        if said is None:
            self.string(zone, path, options, "zone")
            return
        self.bad(path, f"unknown zone {zone!r}: this game's {zone} is {said!r} (write "
                       f"`{said}`: each game names its zones its own way)")

    def integer(self, value: Any, path: Path_, minimum: int | None = None) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int):
            self.bad(path, f"expected a whole number, got {type_name(value)}")
            return None
        if not -MAX_INT <= value <= MAX_INT:
            self.bad(path, f"{value} is out of range: a number here is at most 10^12 in size")
            return None
        if minimum is not None and value < minimum:
            self.bad(path, f"must be at least {minimum}, got {value}")
            return None
        return value

    def boolean(self, value: Any, path: Path_) -> bool | None:
        if not isinstance(value, bool):
            self.bad(path, f"expected true or false, got {type_name(value)}")
            return None
        return value

    def strings(self, value: Any, path: Path_, choices: Iterable[str] | None = None,
                what: str = "") -> tuple[str, ...]:
        if isinstance(value, str):  # a single value where a list is expected: accept it
            value = [value]
        out = []
        opts = list(choices) if choices is not None else None
        for i, item in enumerate(self.seq(value, path, what or "strings")):
            s = self.string(item, (*path, i), opts, what)
            if s is not None:
                out.append(s)
        return tuple(out)

    def int_map(self, value: Any, path: Path_, keys: Iterable[str] | None = None,
                what: str = "key", signed: bool = False) -> tuple[tuple[str, int], ...]:
        m = self.mapping(value, path)
        if m is None:
            return ()
        out = []
        options = list(keys) if keys is not None else None
        for k, v in m.items():
            if options is not None and k not in options:
                self.bad((*path, k), unknown_said(k, options, what))
                continue
            n = self.integer(v, (*path, k), None if signed else 0)
            if n is not None:
                out.append((k, n))
        return tuple(out)


def type_name(value: Any) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"a boolean ({str(value).lower()})"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return f"the string {value!r}"
    if isinstance(value, int):
        return f"the number {value}"
    return f"a {type(value).__name__} ({value!r})"


#: The contract's own words for zones (its sections 2-3: a deck, "graveyard / trash",
#: "hand, deck, graveyard, removed ...") and the zones that stand for them in a game that names
#: them otherwise, the first a game has being the one.
CONTRACT_ZONE_WORDS: dict[str, tuple[str, ...]] = {
    "deck": ("main_deck",),
    "graveyard": ("trash",),
    "trash": ("graveyard",),
    "removed": ("banishment",),
}


#: Keys an author may write in the game's own word for what the contract spells otherwise
#: (contract section 2: `exhausted`, "the game may call it rested or tapped").
CONTRACT_KEY_WORDS: dict[str, str] = {"rested": "exhausted", "tapped": "exhausted"}


#: A resource the contract names for a game that counts it in parts, each its own key (contract
#: section 6: Force of Will's "will (per attribute)"), and those parts.
PER_PART_RESOURCES: dict[str, tuple[str, ...]] = {
    "will": ("light", "fire", "water", "wind", "darkness", "void", "attributeless"),
}


def unknown_said(word: object, options: Sequence[str], what: str) -> str:
    """Why `word` is not one of `options`: its nearest option, or a resource written whole
    where the game counts it per part ("will" for Force of Will's will of each attribute),
    or the whole list."""
    hint = nearest(str(word), options)
    if hint:
        return f"unknown {what} {word!r} (did you mean {hint!r}?)"
    parts = [p for p in PER_PART_RESOURCES.get(str(word), ()) if p in options]
    if what in ("resource", "cost") and parts:
        return (f"unknown {what} {word!r}: this game counts {word} per attribute, each its "
                f"own key, as `{parts[1 % len(parts)]}: 1` (one of: {', '.join(parts)})"
                + (f"; `free: 1` is 1 {word} of any attribute" if "free" in options else ""))
    return f"unknown {what} {word!r}; expected one of: {', '.join(options)}"


def nearest(word: str, options: Iterable[str]) -> str | None:
    """The closest option to a misspelt word, if one is close enough to suggest (judge/fuzzy.py:
    the one matcher of words, names and ids)."""
    from judge.fuzzy import closest

    return closest(word, options)
