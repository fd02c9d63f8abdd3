"""What-if switches given on the command line: `--policy KEY=OPTION`, `--edition E`,
`--decision ID.FIELD=VALUE`, `--cards FILE`, `--question TEXT` and `--ask SUBJECT` (README:
What if).

Each switch is the same as editing the scenario file: it is written into the file's data before
the loader reads it, so it is validated by the very code that validates the file. A problem with
what a switch wrote is reported against the switch, not the file: `--policy KEY=OPTION:1:COL:
key.path: message`, the column pointing into the switch's own text (its key, its value, or the
item of a list value), exit 2 like any invalid input.
"""

from __future__ import annotations

import re

from judge.errors import InputError, Problem
from judge.record import dataclass
from judge.scenario.yamlsafe import Path_, format_path

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any

    from judge.engine.rulebook import Rulebook

#: The parts of a `decisions:` entry a `--decision` may set (docs/scenario-format.md, section 8).
FIELDS = ("targets", "choices", "decline", "pay", "order")
LISTS = ("targets", "order")
TRUE, FALSE = ("true", "yes", "on"), ("false", "no", "off")
_INDEX = re.compile(r"\[(\d+)\]")


@dataclass(frozen=True)
class Switch:
    """One what-if switch: `flag` as named on the command line, `text` its argument, the key
    `path` it writes in the scenario's data, the `value`, and where the value starts in `text`
    (1-based), with the start of each item of a list value."""

    flag: str
    text: str
    path: Path_
    value: object
    value_col: int = 1
    item_cols: tuple[int, ...] = ()

    @property
    def label(self) -> str:
        return f"{self.flag} {self.text}" if self.text else self.flag

    def col(self, rest: str) -> int:
        """The column of the part of the switch a problem at `path` + `rest` is about."""
        found = re.match(r"\.(\d+)", rest)
        if found and self.item_cols:
            i = int(found.group(1))
            if i < len(self.item_cols):
                return self.item_cols[i]
        return self.value_col


class WhatIf:
    """The what-if switches of one command line (empty: the file as written)."""

    def __init__(self, switches: tuple[Switch, ...] = (), cards: tuple[str, ...] = ()) -> None:
        self.switches = switches
        self.cards = cards  # `--cards FILE`: card pools added to the file's `cards_from:`
        #: Paths a switch created as a whole (a `decisions:` entry the file did not have):
        #: a problem reported at that very path is the switch's.
        self.created: dict[Path_, Switch] = {}
        #: The switches as given (before `apply` read policy ids as keys), for the header.
        self.given = switches

    def __bool__(self) -> bool:
        return bool(self.given or self.cards)

    @property
    def labels(self) -> tuple[str, ...]:
        """The switches as typed, for the ruling's header."""
        return (*(s.label for s in self.given), *(f"--cards {c}" for c in self.cards))

    # ----- reading the command line ------------------------------------------------------------
    @classmethod
    def parse(cls, policies: tuple[str, ...] = (), edition: str | None = None,
              decisions: tuple[str, ...] = (), cards: tuple[str, ...] = (),
              question: str | None = None, ask: tuple[str, ...] = ()) -> WhatIf:
        """The switches as given; a switch that is not even of the form `KEY=VALUE` is an
        InputError (every such problem, each located in its switch). `--question` asks another
        question of the same board (a table asks several); `--ask` names its subjects."""
        problems: list[Problem] = []
        out: list[Switch] = []
        for text in policies:
            key, value = _split(text, "--policy", "KEY=OPTION", problems)
            if key is not None:
                out.append(Switch("--policy", text, ("policies", key), value, _value_col(text)))
        if edition is not None:
            if not edition.strip():
                problems.append(Problem(f"--edition {edition}", 1, 1, "edition",
                                        "give an edition name (`judge games` lists them)"))
            else:
                out.append(Switch("--edition", edition, ("edition",), edition))
        for text in decisions:
            switch = _decision(text, problems)
            if switch is not None:
                out.append(switch)
        if question is not None:
            if not question.strip():
                problems.append(Problem("--question", 1, 1, "question",
                                        "give the question to answer"))
            else:
                out.append(Switch("--question", question, ("question",), question.strip()))
        if ask:
            out.append(Switch("--ask", ", ".join(ask), ("ask",), list(ask),
                              item_cols=_ask_cols(ask)))
        if problems:
            raise InputError(problems)
        return cls(tuple(out), tuple(cards))

    # ----- writing into the file's data --------------------------------------------------------
    def apply(self, top: dict[str, Any], game: Rulebook) -> tuple[WhatIf, list[Problem]]:
        """Write every switch into one file's top-level mapping, as if the file said it; the
        switches as applied to that file (to locate its problems) and the problems found on the
        way. A `--policy` may name the policy by its key or its rule id (`VW HP.7`); one naming
        no policy of the game is reported here, against the switch."""
        problems: list[Problem] = []
        applied: list[Switch] = []
        bound = WhatIf((), self.cards)
        paths = {s.path for s in self.switches}
        if ("question",) in paths:
            # a new question of the same board is answered from its own words, as a judge's
            # file with neither key is: the file's `ask:` names the subjects of its own
            # question, and what its `expect:` checks would be taken for what is asked
            top.pop("expect", None)
            if ("ask",) not in paths:
                top.pop("ask", None)
        for s in self.switches:
            if s.path[0] == "policies":
                key = _policy_key(str(s.path[1]), game)
                if key is None:
                    problems.append(_unknown_policy(s, game))
                    continue
                s = Switch(s.flag, s.text, ("policies", key), s.value, s.value_col)
            _write(top, s, bound.created)
            applied.append(s)
        bound.switches = tuple(applied)
        bound.given = self.switches
        return bound, problems

    # ----- problems ----------------------------------------------------------------------------
    def locate(self, path: str) -> tuple[Switch, int] | None:
        """The switch that wrote what a problem at `path` (as formatted) is about, and the
        column in it; None when the file said it."""
        p = _dotted(path)
        found: tuple[Switch, int] | None = None
        for s in self.switches:  # the last switch writing a path wins, as it did when applied
            prefix = _dotted(format_path(s.path))
            if p == prefix or p.startswith(prefix + "."):
                found = (s, s.col(p[len(prefix):]))
        if found is None:
            for created, s in self.created.items():
                if p == _dotted(format_path(created)):
                    return s, 1  # the entry as a whole: its id, at the switch's start
        return found

    def relocate(self, problems: list[Problem]) -> list[Problem]:
        """Problems about what a switch wrote, located in the switch instead of the file."""
        out = []
        for p in problems:
            hit = self.locate(p.path) if p.path else None
            if hit is None:
                out.append(p)
            else:
                out.append(Problem(hit[0].label, 1, hit[1], p.path, p.message))
        return out


def _ask_cols(ask: tuple[str, ...]) -> tuple[int, ...]:
    """Where each subject starts in the `--ask` label (the subjects joined by ", ")."""
    cols, at = [], 1
    for text in ask:
        cols.append(at)
        at += len(text) + 2
    return tuple(cols)


def _unknown_policy(s: Switch, game: Rulebook) -> Problem:
    from judge.scenario.check import nearest

    known = game.data.policies
    hint = nearest(str(s.path[1]), [*known, *(p.id for p in known.values())])
    return Problem(s.label, 1, 1, format_path(s.path),
                   f"unknown policy {s.path[1]!r} in {game.name}"
                   + (f" (did you mean {hint!r}?)" if hint else
                      f"; expected one of: {', '.join(known) or 'none'}"))


def _value_col(text: str) -> int:
    """Where the value of `KEY=VALUE` starts (1-based)."""
    return len(text) - len(text.partition("=")[2].lstrip()) + 1


def _dotted(path: str) -> str:
    """`decisions.x.order[1]` and `decisions.x.order.1` read the same."""
    return _INDEX.sub(lambda m: "." + m.group(1), path)


def _split(text: str, flag: str, form: str, problems: list[Problem]
           ) -> tuple[str | None, str]:
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        problems.append(Problem(f"{flag} {text}", 1, 1, "",
                                f"expected {form} (e.g. {flag} {_EXAMPLES[flag]})"))
        return None, ""
    return key.strip(), value.strip()


_EXAMPLES = {"--policy": "state_checks.timing=after-register",
             "--decision": "replacements.order=a,b"}


def _decision(text: str, problems: list[Problem]) -> Switch | None:
    """`ID.FIELD=VALUE`: FIELD is `targets`, `decline`, `pay`, `order` or `choices.NAME`; the
    id may itself hold dots (`scholar.study`, a generated id)."""
    key, value = _split(text, "--decision", "ID.FIELD=VALUE", problems)
    if key is None:
        return None
    parts = key.split(".")
    label = f"--decision {text}"
    value_col = _value_col(text)
    path: Path_
    if len(parts) >= 3 and parts[-2] == "choices":
        item, field, name = ".".join(parts[:-2]), "choices", parts[-1]
        path = ("decisions", item, "choices", name)
    elif len(parts) >= 2 and parts[-1] in FIELDS and parts[-1] != "choices":
        item, field = ".".join(parts[:-1]), parts[-1]
        path = ("decisions", item, field)
    else:
        from judge.scenario.check import nearest

        last = parts[-1]
        at = len(key) - len(last) + 1
        hint = nearest(last, FIELDS) if len(parts) >= 2 else None
        what = ("FIELD must be one of targets, decline, pay, order, choices.NAME"
                if len(parts) >= 2 else "expected ID.FIELD=VALUE")
        problems.append(Problem(label, 1, at if len(parts) >= 2 else 1, "decisions",
                                f"{what}" + (f" (did you mean {hint!r}?)" if hint else "")
                                + " (e.g. --decision replacements.order=a,b, "
                                  "--decision scholar.study.pay=false)"))
        return None
    if not item:
        problems.append(Problem(label, 1, 1, "decisions", "the id before the field is empty"))
        return None
    converted: object
    item_cols: tuple[int, ...] = ()
    if field in LISTS or (item, field) == ("replacements", "decline"):  # RB 371.2.a: ids
        converted, item_cols = _list(value, value_col)
    elif field in ("decline", "pay"):
        converted = _boolean(value)
    else:
        converted = _scalar(value)
    return Switch("--decision", text, path, converted, value_col, item_cols)


def _list(value: str, start: int) -> tuple[list[str], tuple[int, ...]]:
    """`a,b, c` -> ['a', 'b', 'c'] and where each item starts."""
    items: list[str] = []
    cols: list[int] = []
    at = 0
    for part in value.split(","):
        stripped = part.strip()
        if stripped:
            items.append(stripped)
            cols.append(start + at + (len(part) - len(part.lstrip())))
        at += len(part) + 1
    return items, tuple(cols)


def _boolean(value: str) -> object:
    low = value.lower()
    if low in TRUE:
        return True
    if low in FALSE:
        return False
    return value  # the loader says it is not true or false


def _scalar(value: str) -> object:
    """A choice's value as YAML would read it: true/false, a whole number, else text."""
    low = value.lower()
    if low in ("true", "false"):
        return low == "true"
    if re.fullmatch(r"[+-]?\d{1,12}", value):
        return int(value)
    return value


def _policy_key(name: str, game: Rulebook) -> str | None:
    """A policy's key, from its key or its rule id in any spelling (`VW HP.7`, `vw hp.7`)."""
    known = game.data.policies
    if name in known:
        return name
    folded = " ".join(name.replace("-", " ").split()).casefold()
    for key, rule in known.items():
        if rule.id.casefold() == folded or rule.id.replace(" ", "").casefold() == \
                folded.replace(" ", ""):
            return key
    return None


def _write(top: dict[str, Any], s: Switch, created: dict[Path_, Switch]) -> None:
    """Set `s.path` in the data to `s.value`, making the mappings on the way (a mapping the
    file has is kept, with the switch's key added or replaced)."""
    node: Any = top
    for depth, part in enumerate(s.path[:-1]):
        nxt = node.get(part) if isinstance(node, dict) else None
        if not isinstance(nxt, dict):
            if nxt is not None:
                return  # the file's own value is not a mapping: the loader reports it
            nxt = {}
            node[part] = nxt
            if depth >= 1:
                created.setdefault(tuple(s.path[:depth + 1]), s)
        node = nxt
    node[s.path[-1]] = s.value
