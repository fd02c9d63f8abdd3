"""A validated scenario: what the loader hands the resolver (validate at the edge, trust inside)."""

from __future__ import annotations

from judge.model.ask import Subject, action_node
from judge.model.cards import CardDef
from judge.record import dataclass, field

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any


@dataclass(frozen=True, slots=True)
class ObjectSpec:
    id: str
    card: str
    owner: str
    controller: str
    zone: str
    damage: int = 0
    exhausted: bool = False
    face_down: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: str | None = None
    traits: tuple[str, ...] = ()
    stats: tuple[tuple[str, int], ...] = ()
    #: values named for its card's own `choose:` costs as it was played before the file
    #: began (`choices: {job: knight}`, engine/named.py)
    choices: tuple[tuple[str, object], ...] = ()
    extra: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class ItemSpec:
    """A stack item given in the file (already on the stack: its costs were paid)."""

    id: str
    controller: str
    card: str | None = None
    ability: str | None = None
    source: str | None = None
    targets: tuple[str, ...] = ()
    choices: tuple[tuple[str, object], ...] = ()
    extra: tuple[tuple[str, object], ...] = ()
    path: tuple[str | int, ...] = ()


@dataclass(frozen=True, slots=True)
class Action:
    """`{by, do, ...}`: the verb's arguments stay as validated plain data in `args`."""

    index: int
    by: str
    verb: str
    args: tuple[tuple[str, object], ...] = ()
    path: tuple[str | int, ...] = ()

    @property
    def node(self) -> str:
        """Its name in the graph, the trace's causes and `judge why` (`action:0`)."""
        return action_node(self.index)

    def get(self, key: str, default: object = None) -> object:
        for k, v in self.args:
            if k == key:
                return v
        return default

    def mapping(self, key: str) -> dict[str, object]:
        """A `map` argument (validated by the loader), empty when not given."""
        value = self.get(key)
        return dict(value) if isinstance(value, dict) else {}

    def ids(self, key: str) -> tuple[str, ...]:
        """An `objects` / `targets` argument (validated by the loader), empty when not given."""
        value = self.get(key)
        if isinstance(value, str):
            return (value,)
        return tuple(str(v) for v in value) if isinstance(value, (tuple, list)) else ()


@dataclass(frozen=True, slots=True)
class Expect:
    """The expected ruling; every field optional (None = not checked)."""

    resolved: tuple[str, ...] | None = None
    fizzled: tuple[str, ...] | None = None
    rejected: tuple[int, ...] | None = None
    stack: tuple[str, ...] | None = None
    priority: str | None = None
    priority_given: bool = False  # `priority: null` is a real expectation
    phase: str | None = None
    winner: str | None = None
    winner_given: bool = False
    players: dict[str, dict[str, object]] | None = None
    objects: dict[str, dict[str, object]] | None = None
    cites: tuple[str, ...] | None = None  # extension: rule ids the ruling must cite
    outcome: str | None = None  # extension: ongoing | win | draw
    extra: dict[str, object] = field(default_factory=dict)  # game-specific expectations
    #: extension: the items whose resolution a replacement replaced (among `fizzled`, with the
    #: outcome `replaced`), in order
    replaced: tuple[str, ...] | None = None


@dataclass(frozen=True, slots=True)
class Scenario:
    file: str
    game: str
    title: str
    question: str | None
    source: str | None
    turn_player: str
    phase: str
    step: str | None
    turn_number: int
    priority: str | None
    players: dict[str, dict[str, object]]
    cards: dict[str, CardDef]
    objects: tuple[ObjectSpec, ...]
    stack: tuple[ItemSpec, ...]
    actions: tuple[Action, ...]
    then: str
    expect: Expect | None
    policies: dict[str, str]
    edition: str
    decisions: dict[str, dict[str, object]]
    state: dict[str, object]  # game-specific starting state (e.g. a battle in progress)
    #: Positions of key paths in the file (judge.scenario.yamlsafe.Marks: `in`, `.get`, `[]`).
    marks: Any = field(default=None, repr=False)
    #: `rules:`: the rule ids the scenario is about (checked to exist, like `expect.cites`).
    rules: tuple[str, ...] = ()
    #: `ask:`: the subjects of the question's answer (judge/model/ask.py; empty: derived from
    #: `expect:`, else from what the question names).
    ask: tuple[Subject, ...] = ()
    #: The command line's what-if switches written into it (judge.scenario.whatif.WhatIf), or
    #: None: the file as written.
    what_if: Any = field(default=None, repr=False)
    #: `tags:`: labels the file gives itself (the rulings search indexes them).
    tags: tuple[str, ...] = ()

    @property
    def what_if_labels(self) -> tuple[str, ...]:
        """The what-if switches as typed (`--policy KEY=OPTION` ...), for the ruling's header."""
        return tuple(self.what_if.labels) if self.what_if else ()
