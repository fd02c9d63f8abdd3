"""The trace: one record of a resolution that every view is rendered from.

The resolver appends a `Step` for everything that happens. The terminal view, the JSON ruling, the
prose explanation and the dependency graph are all built from these records and nothing else, so
they cannot disagree with each other.

Graph facts travel in the steps: a step may introduce a graph `node` and carry `links` between
nodes. Node ids are item ids (`shot`), action ids (`action:0`) and event ids (`e12:damage`).
"""

from __future__ import annotations

from judge.msg import Msg, Said
from judge.record import dataclass, field

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from enum import StrEnum
    from typing import Any
else:  # the same behaviour judge uses, cheaper to create (judge/enums.py)
    from judge.enums import StrEnum


class StepKind(StrEnum):
    """What kind of thing a step records (each value is the `kind` in JSON)."""

    PASS = "pass"  # a player passed priority
    PLAY = "play"  # a card was played: put on the stack (register, chase, chain)
    ACTIVATE = "activate"  # an ability was activated and put on the stack
    CHOICE = "choice"  # a choice fixed as a card or ability went on the stack (mode, name)
    COST = "cost"  # a cost was paid for something put on the stack (resources, exhaust, kill...)
    TRIGGER = "trigger"  # a triggered ability was put on the stack (or into a new register)
    RESOURCE = "resource"  # a resource ability took effect at once, without waiting
    RESOLVE = "resolve"  # a stack item resolved
    FIZZLE = "fizzle"  # a stack item left the stack without resolving
    CANCEL = "cancel"  # a stack item was cancelled / countered by an effect
    REJECT = "reject"  # an action the rules forbid; nothing changed
    STATE_CHECK = "state_check"  # a rule process / state check / cleanup changed something
    PRIORITY = "priority"  # priority (or focus) moved by a rule rather than by a pass
    PHASE = "phase"  # the game moved to another phase or step
    ACTION = "action"  # a game-specific action (attack, block, move, judgment ...)
    COMBAT = "combat"  # a combat or battle procedure step
    SCORE = "score"  # points were scored
    EFFECT = "effect"  # a lasting effect began or ended (prevention, expiry)
    REPLACE = "replace"  # a replacement effect applied: an event happened otherwise
    GAME_OVER = "game_over"  # a player won or the game was drawn
    #: a player lost the game and the others play on (VW IN.1.a: three rulers, one out)
    PLAYER_LOST = "player_lost"
    LOOP = "loop"  # a loop of mandatory actions was detected and ruled on
    LIMIT = "limit"  # a safety limit stopped the resolution


class Relation(StrEnum):
    """Edge kinds of the dependency graph."""

    RESPONDS_TO = "responds_to"  # an item was put on the stack above (in response to) another
    CAUSES = "causes"  # an item or action caused an event
    TRIGGERS = "triggers"  # an event met a trigger condition: the event triggered the item
    PREVENTS = "prevents"  # a prevention effect (item) stopped damage from another item
    MAKES_ILLEGAL = "makes_illegal"  # an event made an item's target illegal
    CANCELS = "cancels"  # an item cancelled / countered another item
    DESTROYS = "destroys"  # a state check destroyed an object because of an event (damage)
    ENABLES = "enables"  # an event provided what a later action needed (e.g. resources)
    REPLACES = "replaces"  # a replacement effect changed what would have happened
    COPIES = "copies"  # an item put a copy of another item on the stack
    #: a static ability changes an object's characteristics while it applies (its stats, traits,
    #: keywords: FOW 904.1, RB 364), from the step after which it first did
    MODIFIES = "modifies"


@dataclass(frozen=True, slots=True, guard=False)  # made by the thousand: judge/record.py
class Link:
    source: str
    target: str
    relation: Relation


@dataclass(frozen=True, slots=True, guard=False)  # made by the thousand: judge/record.py
class Node:
    id: str
    kind: str  # item | action | event | object | combat | ability
    #: An item's or object's name (data, never translated); an event's, an action's or a
    #: combat's words as a message, said in the reader's language only when printed (never on
    #: the resolve path: engine/graph.py says the labels of the nodes a ruling shows). A plain
    #: str there is English judge has no message for: another language marks it `[en: ...]`.
    label: str | Msg
    event: str = ""  # for an event node: its EventKind value
    #: For an event node, what it happened to and how much (the answer and `why` read these,
    #: never the label): the object, the player, the amount, the source object.
    obj: str = ""
    player: str = ""
    amount: int = 0
    source: str = ""
    #: For a static ability's node: the rules by which it changes what it modifies (a
    #: keyword's own, FOW 1194.2; else the game's rule of static abilities: Relation.MODIFIES).
    rules: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, guard=False)  # made by the thousand: judge/record.py
class Step:
    index: int
    kind: StepKind
    summary: str
    citations: tuple[str, ...] = ()
    actor: str | None = None
    item: str | None = None
    action: int | None = None  # index into the scenario's actions
    nodes: tuple[Node, ...] = ()
    links: tuple[Link, ...] = ()
    auto: bool = False  # a pass made for a player by `then: resolve`
    reason: str | None = None  # for fizzle / reject: why
    detail: str | None = None  # for resolve / resource: what its effects did
    #: The summary as a message id and its arguments (judge/msg.py), when the code that wrote
    #: the step gave one: a renderer says it in the user's language; else the summary is
    #: English only, and another language shows it marked as such.
    said: Msg | None = None
    #: For resolve: the kinds of the instructions it could not carry out at all (an effect
    #: that said `conditions.NotDone`: "they cannot transcend"), in the order it tried them.
    undone: tuple[str, ...] = ()
    #: For resolve: the players an instruction of it that did not happen named (its `you`,
    #: its `opponent`, a player by id): why their life or points stayed as they were (the
    #: answer), where the step's words need not name them.
    spared: tuple[str, ...] = ()
    #: For resolve: what an instruction of it said of an object beside what it did, why an
    #: amount is what it is ("no Bonus Damage from Fire Sprite (sprite): gone from the board
    #: before this resolved", RB 715.1), as (object id, message): the answer says it after a
    #: fact of that object the step decided, which the step's own words alone would not.
    notes: tuple[tuple[str, Msg], ...] = ()
    #: For resolve: the rules cited for one instruction of the item with a condition, the
    #: condition's (FOW 1308.2b: a Solo Mode chant's bottom box, its player's Solo Mode
    #: engaged) and its kind's (RB 413.2.b, a draw), each with the objects and players that
    #: instruction acted on (None: not known, or cited for another reason too). The answer
    #: cites such a rule for a fact of those, not for one of an object only another
    #: instruction changed (the damage its top box dealt). For cost: each rule with what it
    #: was cited for, where the cost sacrificed something (the gold is the item's, the
    #: sacrifice's rule and whose graveyard it went to the sacrificed card's: VW REG.14.a).
    instruction_rules: tuple[tuple[str, tuple[str, ...] | None], ...] = ()


class _SaidWhenRead:
    """`Step.summary`: a step written as a message (`said`) is said in English the first time
    its summary is read, not as it is recorded. `judge test` compares a ruling with its
    `expect:` and reads no summary: saying every step's message cost it a tenth of its time.
    What is read is the same text as before, and the record behaves as before (equality,
    hashing, `replace` and `repr` all read the field through this)."""

    def __init__(self, slot: Any) -> None:
        self.slot = slot  # the field's own slot (Step is slotted), which holds the value

    def __set__(self, step: Step, value: str | Msg) -> None:
        self.slot.__set__(step, value)

    def __get__(self, step: Step | None, owner: type | None = None) -> Any:
        if step is None:
            return self
        value = self.slot.__get__(step, owner)
        if type(value) is not str:  # a Msg, said now, once
            value = str(value)
            self.slot.__set__(step, value)
        return value


# after the record took its fields: in front of the slot it made for `summary`
setattr(Step, "summary", _SaidWhenRead(Step.__dict__["summary"]))  # noqa: B010


@dataclass(frozen=True)
class Finding:
    """Something the judge must be told about beyond the steps: a loop, a limit, a policy choice."""

    kind: str  # loop | limit | note
    message: str
    citations: tuple[str, ...] = ()


@dataclass
class Trace:
    steps: list[Step] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    max_steps: int | None = None  # `--steps N`: stop recording (and resolving) after N steps

    @property
    def full(self) -> bool:
        return self.max_steps is not None and len(self.steps) >= self.max_steps

    def add(self, kind: StepKind, summary: str | Msg, *,
            citations: tuple[str, ...] | list[str] = (),
            actor: str | None = None, item: str | None = None, action: int | None = None,
            nodes: tuple[Node, ...] | list[Node] = (), links: tuple[Link, ...] | list[Link] = (),
            auto: bool = False, reason: str | None = None, detail: str | None = None,
            undone: tuple[str, ...] = (), spared: tuple[str, ...] = (),
            notes: tuple[tuple[str, Msg], ...] = (),
            instruction_rules: tuple[tuple[str, tuple[str, ...] | None], ...] = ()) -> Step:
        said: Msg | None
        if isinstance(summary, Msg):
            said = summary  # said in English when the summary is first read (_SaidWhenRead)
        else:  # a phrase said already keeps its message for the renderers (msg.Said)
            said, summary = (summary.msg if isinstance(summary, Said) else None), str(summary)
        step = Step(len(self.steps) + 1, kind, summary, tuple(citations),  # type: ignore[arg-type]  # a Msg is said when read (_SaidWhenRead)
                    actor, item, action, tuple(nodes), tuple(links), auto, reason, detail, said,
                    undone, spared, notes, instruction_rules)
        self.steps.append(step)
        return step
