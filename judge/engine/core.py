"""The resolver's shared core: state, trace, graph buffers, events and limits.

`Resolver` is assembled from small parts (board operations, stack operations, player actions);
each part subclasses `Core`, which holds what they all share.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from operator import attrgetter

from judge.engine.characteristics import matches, stat
from judge.engine.events import Event, EventKind
from judge.engine.reasons import Fizzle, Rejection
from judge.engine.roles import Role
from judge.engine.trace import Finding, Link, Node, Relation, Step, StepKind, Trace
from judge.model.cards import STATE_TRIGGER, AbilityDef
from judge.model.filters import Filter
from judge.model.scenario import Scenario
from judge.model.state import Continuous, GameObject, GameState, PendingTrigger, StackItem
from judge.msg import Items, Msg, named, phrase, said_of, word
from judge.record import dataclass

#: An object's id (Core._static_reach reads many at once).
_OBJECT_ID = attrgetter("id")

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time

if TYPE_CHECKING:
    from typing import Any, NoReturn

    from judge.engine.resolution import Frozen
    from judge.engine.rulebook import Rulebook
    from judge.engine.table import Table
    from judge.model.cards import When

#: Safety limits: a resolution ends with a finding instead of running away. Each is far beyond
#: what a real game reaches, and the step and stack limits grow with what the file itself gives
#: (the items of its stack and its actions), so a large honest file (a register of 10,000
#: items, bench/run.py) is never cut short, while a small file that explodes stops early.
MAX_STEPS = 10_000  # steps of a resolution, plus STEPS_PER_ITEM for each item and action given
STEPS_PER_ITEM = 10
MAX_STACK = 1_000  # items waiting (on the stack or to be put there), plus those the file gives
MAX_FILE_STACK = 50_000  # items a file's stack may hold (the loader refuses more)
LOOP_CHECK_DEPTH = 8  # start fingerprinting trigger-caused resolutions at this generation
MAX_TRIGGER_DEPTH = 100  # a chain of triggers longer than this is ruled a runaway loop
#: The budget of one resolution: CPU time and growth of the process's peak memory, plus an
#: allowance per item and action the file gives. Running out ends the resolution with a finding
#: of kind `limit` (never a crash): the last guard, for whatever the limits above do not foresee.
TIME_BUDGET_S = 1.0
#: An item resolves in ~0.14 ms of CPU (a register of 20,000: 2.8 s on the 2-core CI machine):
#: 0.1 ms an item left it short by a hair, and the benchmark's 20,000-item register stopped at
#: the budget when the machine was a little slower. 0.3 ms keeps twice that; a 64 KB file of
#: the shortest items (~2,600) is allowed 1.8 s of CPU (bench/run.py's adversarial target is
#: 2 s).
TIME_PER_ITEM_S = 0.000_3
#: Each state check and layer computation looks at every object, so a large board earns time
#: too: the budget stops runaway files, not a big board played out (1,000 objects: +1 s).
TIME_PER_OBJECT_S = 0.001
MEMORY_BUDGET_MB = 150
MEMORY_PER_ITEM_MB = 0.01
BUDGET_EVERY = 32  # steps and events between two looks at the clock (x8 for memory)


#: How a note says what a kill was made with (Event.credit's `spell` | `ability` | `combat`).
KILLED_WITH = {"spell": Msg("a spell"), "ability": Msg("an ability"), "combat": Msg("combat")}


@dataclass(frozen=True, slots=True)
class Limits:
    """The limits of one resolution (see the constants above)."""

    steps: int
    stack: int
    trigger_depth: int
    seconds: float
    megabytes: float
    #: CPU time the process had spent before this file was read (the `judge` command's own
    #: start-up, one process per file: judge/cli/entry.json_ruling), taken from `seconds`, so
    #: that the budget bounds the whole process there.
    spent: float = 0.0

    @classmethod
    def for_scenario(cls, scenario: Scenario, spent: float = 0.0) -> Limits:
        given = len(scenario.stack) + len(scenario.actions)
        board = TIME_PER_OBJECT_S * len(scenario.objects)
        return cls(steps=MAX_STEPS + STEPS_PER_ITEM * given, stack=MAX_STACK + given,
                   trigger_depth=MAX_TRIGGER_DEPTH,
                   seconds=TIME_BUDGET_S + TIME_PER_ITEM_S * given + board,
                   megabytes=MEMORY_BUDGET_MB + MEMORY_PER_ITEM_MB * given, spent=spent)


def peak_memory_mb() -> float | None:
    """The process's peak resident memory so far, in MB (None where it cannot be read)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - not on Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    import sys

    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def specific_first(cites: tuple[str, ...]) -> tuple[str, ...]:
    """A step that rests on a general rule and on one of its sub-rules cites both, the specific
    one first: each sub-rule moves to just before the first rule above it that is cited."""
    if len(cites) < 2:
        return cites
    found = _SPECIFIC_FIRST.get(cites)
    if found is not None:
        return found
    from judge.model.rules import parent_candidates

    out = list(cites)
    for rid in cites:
        parents = parent_candidates(rid)
        above = [i for i, other in enumerate(out) if other in parents]
        if above and above[0] < out.index(rid):
            out.remove(rid)
            out.insert(above[0], rid)
    if len(_SPECIFIC_FIRST) < _SPECIFIC_FIRST_MAX:
        _SPECIFIC_FIRST[cites] = found = tuple(out)
        return found
    return tuple(out)


#: Answers of specific_first by the citations asked of it: steps cite the same few lists (every
#: pass, every resolution of a register's items), and the answer depends on the ids alone.
#: Bounded, so that a long-running process (`judge site`, `judge serve`) cannot grow it forever.
_SPECIFIC_FIRST: dict[tuple[str, ...], tuple[str, ...]] = {}
_SPECIFIC_FIRST_MAX = 4096


class Stop(Exception):
    """Raised to end a resolution early: game over, a limit, a loop, or `--steps N`."""


class Core:
    state: GameState
    game: Rulebook
    scenario: Scenario
    trace: Trace
    #: The assembled resolver, as the rulebook's hooks see it (engine/table.py): each part of
    #: the resolver alone is not a Table, the whole is.
    table: Table

    def __init__(self) -> None:
        self.limits = Limits(MAX_STEPS, MAX_STACK, MAX_TRIGGER_DEPTH, TIME_BUDGET_S,
                             MEMORY_BUDGET_MB)
        self._ticks = 0
        self._deadline = float("inf")
        self._memory_base: float | None = None
        self._findings_seen: set[Finding] = set()  # the findings so far, for `note`
        self._findings_upto = 0
        self._layer_key: tuple[object, ...] | None = None  # the layers' inputs when last computed
        #: The rules by which the event being matched fit a trigger's filter (FOW 906.7b: the
        #: card as it was on the board): cited on that trigger's step, not on the event's.
        self.fit_rules: list[str] = []
        self._nodes: list[Node] = []
        #: What each static ability's `modify` covered when the layers were last computed (its
        #: object's id, the ability's name, the objects): continuous.py writes it, `step` draws
        #: each object it reached for the first time (Relation.MODIFIES).
        self.static_covered: dict[str, tuple[str, AbilityDef, list[GameObject]]] = {}
        #: The objects whose stats a static ability of their own changes by reading them, when
        #: the layers were last computed: by object, each such ability (its change's source)
        #: with the rules that order it among the other changes (FOW 909.3a, RB 479.2; RB
        #: 477.3.e where it was read before the decreases): effects.py cites them on a step
        #: that changes those stats, the answer where they make up a value.
        self.stat_dependents: dict[str, dict[str, tuple[str, ...]]] = {}
        #: The continuous settings of a stat over an earlier addition already cited as their
        #: house policy's (VW HP.60): object id, the setting's source, the stat (continuous.py
        #: cites each once, on the step where it began).
        self.stat_orders_told: set[tuple[str, str, str]] = set()
        #: The objects each static ability was drawn reaching (their ids), by ability.
        self._static_told: dict[str, set[str]] = {}
        #: Each stack item's name as it was put on the stack, kept after it left (`name`).
        self._item_names: dict[str, str] = {}
        self._links: list[Link] = []
        self._cites: list[str] = []
        #: Steps to record right after the next one: what a rule made of a move as it happened
        #: (BoardOps._under_its_holder: FOW 308.6), said once the move's own step is told.
        self.reports_after: list[Callable[[], tuple[StepKind, Msg, tuple[str, ...]]]] = []
        #: The rules the scenario's edition does not have, each with the rules it cites instead
        #: (GameData.absent_in); empty under the default edition, whose numbers the ids are.
        self.absent_rules: dict[str, tuple[str, ...]] = {}
        self._event_count = 0
        #: True while the layers are computed for the starting board (Resolver.run).
        self.starting = False
        #: Counts game actions: a new one starts at each instruction a resolving item carries
        #: out and after it (stackops.run_effects); triggers remember theirs (RB 370.1.a.2).
        self.game_action = 0
        #: Objects with static abilities that left the board, each with the game action it left
        #: in: what one action does to several objects happens at once (RB 370.1.a.2), so their
        #: statics still count for what that action triggers (engine/extra_triggers.py).
        self.left_statics: dict[str, int] = {}
        #: Objects with abilities that trigger on a card leaving the board, that left it, each
        #: with the game action it left in (FOW 906.7b: `left_together`).
        self.left_watchers: dict[str, int] = {}
        #: The entering events of the game action in progress, each with its action: what
        #: enters with them sees them (BoardOps.entered_together, Rulebook.entered_together_rules).
        self.arrivals: list[tuple[int, Event]] = []
        #: The node of the move that ended each incarnation of an object (object id,
        #: incarnation): what made a target locked on that incarnation illegal, though the
        #: object has moved again since (left play, then came back: VW REG.8.b).
        self.ended_by: dict[tuple[str, int], str | None] = {}
        #: Each object given up (sacrificed) for a cost as an item was registered (object id,
        #: incarnation): the label of the item whose cost it paid (VW REG.14.a): why a target of
        #: another item left play, said where that item does not result (VW REG.8.b).
        self.given_for_cost: dict[tuple[str, int], str] = {}
        #: True while a "you may" instruction its player chose is carried out (its payment,
        #: short, is Payment.pays_short's `chosen` case: its "if you do" asks whether it was).
        self.chosen_instruction = False
        #: The player of each "you may" instruction carried out with no decision of the file
        #: saying so (judge took it, `_chosen`'s default), in order: a loop through one is no
        #: loop of mandatory actions (StackOps.check_loop).
        self.mays_by_default: list[str] = []
        #: The trigger generation at which each triggered ability (name, source) first resolved:
        #: one resolving again deeper in its own chain of triggers is going round a loop
        #: (conditions.py: declining its "you may" stops it, FOW 1301.1a).
        self.first_resolved_depth: dict[tuple[str, str | None], int] = {}
        self.resolved: list[str] = []
        self.fizzled: list[Fizzle] = []
        self.rejected: list[Rejection] = []
        #: The name of the card each play or activate action named, as it was taken: its label
        #: names the card as it was then, not the face it was played as (FOW 903.2b: a Shift
        #: side, 1307.3: a half) nor the side it was inverted to since (FOW 1030.1)
        self.played_as: dict[int, str] = {}
        self.current_action: int | None = None
        #: Every `decisions:` path the resolution asked for (`decision`): an entry of the file
        #: it never asked for changed nothing, which judge reports instead of ignoring.
        self.decisions_asked: set[tuple[str, ...]] = set()
        #: `--steps N` ended on a pass: the ruling as it stood right after that step, for the
        #: case where what follows the pass records steps of its own (see `pass_then_stop`).
        self.frozen: Frozen | None = None

    # ----- the file's decisions ----------------------------------------------------------------
    def decision(self, key: str, *path: str, default: object = None) -> object:
        """What the file's `decisions:` says under `key` (an item id, or a name such as
        `replacements`) at `path` (`("targets",)`, `("choices", "mode")` ...), else `default`.
        Asking is recorded: the ruling knows which entries mattered. A path may end in one id
        of a list (`("order", id)`) to record that this entry of the list mattered."""
        self.decisions_asked.add((key, *path))
        value: object = self.scenario.decisions.get(key, default)
        for part in path:
            if value is default:
                break
            value = value.get(part, default) if isinstance(value, dict) else default
        return value

    def bad_decision(self, path: tuple[str, ...], message: str) -> NoReturn:
        """A `decisions:` entry that cannot be followed (e.g. a mode the item does not have), or
        one that is missing where judge may not guess: the file is invalid, located at the entry
        or its nearest written parent; with no `decisions:` at all, at the action that played
        the item the entry is about, else at the file's first line (exit 2: never unlocated)."""
        from judge.errors import InputError, Problem

        full = ("decisions", *path)
        marks = self.scenario.marks
        # the entry, else its nearest located parent
        found = marks.nearest(full) if marks is not None else None
        if found is None and marks is not None:
            found = marks.get(self._action_about(path[0] if path else None) or (), (1, 1))
        line, col = found or (1, 1)
        raise InputError([Problem(self.scenario.file, line, col, ".".join(full), message)])

    def _action_about(self, item: str | None) -> tuple[str | int, ...] | None:
        """The path of the action being taken, else of the first action naming `item`."""
        actions = self.scenario.actions
        if self.current_action is not None and self.current_action < len(actions):
            return actions[self.current_action].path or ("actions", self.current_action)
        for i, action in enumerate(actions):
            if item is not None and item in (action.get("card"), action.get("object"),
                                             action.get("item")):
                return action.path or ("actions", i)
        return None

    # ----- trace and graph ---------------------------------------------------------------------
    def node(self, node_id: str, kind: str, label: str | Msg, event: str = "", *, obj: str = "",
             player: str = "", amount: int = 0, source: str = "") -> str:
        self._nodes.append(Node(node_id, kind, label, event, obj, player, amount, source))
        if kind == "item" and isinstance(label, str):
            self._item_names.setdefault(node_id, label)
        return node_id

    def link(self, source: str | None, target: str | None, relation: Relation) -> None:
        if source and target and source != target:
            self._links.append(Link(source, target, relation))

    def cite_also(self, role: Role) -> None:
        """Add the game's rule for `role` to the next step's citations (for effect executors,
        e.g. prevention cites the prevention rule)."""
        self._cites.append(self.game.cite(role))

    def new_game_action(self) -> None:
        """What follows is a game action of its own, not simultaneous with what came before (a
        rule process, performed in the order its game lists them: FOW 1201.1)."""
        self.game_action += 1

    def cite_also_optional(self, role: Role) -> None:
        """Add the game's rule for an optional role, if its rules have one (engine/roles.py)."""
        self._cites.extend(self.game.cite_optional(role))

    def cite_prevention(self, everything: bool) -> None:
        """A prevention applied to damage being dealt: the game's rule for a prevention of all
        the damage, or for one that lowers it by an amount (the general prevention rule where
        the game maps neither)."""
        g = self.game
        role = Role.PREVENT_ALL if everything else Role.PREVENT_APPLY
        self._cites.extend(g.cite_optional(role) or (g.cite(Role.PREVENT),))

    def cites_also(self, rule_id: str) -> bool:
        """Whether the next step will cite `rule_id` as something that happened since the last
        step asked (cite_also_*)."""
        return rule_id in self._cites

    def cite_also_rule(self, rule_id: str) -> None:
        """Add one of the game's own rule ids to the next step's citations (for a game's effect
        executors, which cite rules no engine role names)."""
        self._cites.append(rule_id)

    def cited(self) -> tuple[str, ...]:
        """The rules the next step will cite so far as something that happened (cite_also_*)."""
        return tuple(self._cites)

    def steps_since(self, mark: int) -> tuple[Step, ...]:
        """The steps recorded after the first `mark` ones (`len(steps_since(0))` is a mark):
        what a process that asked something of the engine got said meanwhile."""
        return tuple(self.trace.steps[mark:])

    def buffered_events(self) -> int:
        """How many nodes the next step will carry so far (a mark for `touched_since`)."""
        return len(self._nodes)

    def touched_since(self, mark: int) -> tuple[str, ...] | None:
        """The objects and players the events buffered since `mark` (buffered_events) happened
        to; None where a step was recorded in between (what came before it is not known)."""
        if mark > len(self._nodes):
            return None
        return tuple(dict.fromkeys(x for n in self._nodes[mark:] if n.kind == "event"
                                   for x in (n.obj, n.player) if x))

    def step(self, kind: StepKind, summary: str | Msg, citations: tuple[str, ...] | list[str] = (),
             *, actor: str | None = None, item: str | None = None, auto: bool = False,
             reason: str | None = None, detail: str | None = None, hold: bool = False,
             undone: tuple[str, ...] = (), spared: tuple[str, ...] = (),
             notes: tuple[tuple[str, Msg], ...] = (),
             instruction_rules: tuple[tuple[str, tuple[str, ...] | None], ...] = ()) -> Step:
        """Record a step, carrying every node, link and citation buffered since the last one.
        A step is recorded once what it describes has happened; with `--steps N` the resolution
        stops right after the N-th, so the board shown is the board after step N."""
        trace = self.trace
        recorded, most = len(trace.steps), trace.max_steps  # (Trace.full, without its call)
        if self.frozen is not None or (most is not None and recorded >= most):
            raise Stop("step limit")  # this would be step N + 1
        if recorded >= self.limits.steps:
            self.stop_at_limit(f"stopped after {self.limits.steps} steps, judge's limit for this "
                               "file (a real game never takes so many)")
        self._ticks += 1  # spend(), without a call in the usual case
        if kind in (StepKind.GAME_OVER, StepKind.PLAYER_LOST) and item is None and \
                self.resolving_items:
            # the game ended while an item resolved (RB 196): the step names it, as its
            # resolution step would have (none follows the game-over step)
            going = self.resolving_items[-1]
            item = going.id
            label = going.id if going.name == going.id else named(going.name, going.id)
            summary = Msg("{item} {resolves}: {what}", item=label,
                          resolves=word(self.game.words.resolves), what=said_of(summary))
        if not self._ticks % BUDGET_EVERY:
            self.look_at_budget()
        if self.state.control_changes:
            self._end_lapsed_control()
        nodes, links = tuple(self._nodes), tuple(self._links)
        if self._cites:
            cites = specific_first(tuple(dict.fromkeys((*citations, *self._cites))))
        else:  # the usual case: a step's own citations, given without repeats
            cites = tuple(citations)
            if len(cites) > 1:
                cites = specific_first(tuple(dict.fromkeys(cites)))
        if self.absent_rules:
            cites = self.in_edition(cites)
        self._nodes.clear()
        self._links.clear()
        self._cites.clear()
        self.refresh_layers_after_step()
        if self.static_covered:
            nodes, links, asked, arrived = self._static_reach(nodes, links)
            if asked:  # what a static ability's group asks by the game's own rules (209.5a)
                cites = tuple(dict.fromkeys((*cites, *asked)))
            if arrived:  # an object entering where a static changes its stats (FOW 909.5)
                summary = Msg("{what}; {arrivals}", what=said_of(summary), arrivals=Items(
                    [Msg("{object} arrives with {ability} applied to it", object=self.name(oid),
                         ability=label) for oid, label in arrived]))
                cites = tuple(dict.fromkeys((*cites, *self.game.cite_optional(
                    Role.ARRIVES_WITH))))
        step = trace.add(kind, summary, citations=cites, nodes=nodes, links=links,
                              action=self.current_action, actor=actor, item=item, auto=auto,
                              reason=reason, detail=detail, undone=undone, spared=spared,
                              notes=notes, instruction_rules=instruction_rules)
        if self.observer is not None:
            self.observer(self, step)
        if self.answer_watch is not None:
            self.answer_watch(self, step)
        if most is not None and len(trace.steps) >= most and not hold:  # (Trace.full)
            raise Stop("step limit")
        if self.reports_after:
            reports, self.reports_after = self.reports_after, []
            for report in reports:  # (told as things are then: a card turned over is named so)
                kind_after, said, rules = report()
                self.step(kind_after, said, rules, item=item)
        return step

    def _static_reach(self, nodes: tuple[Node, ...], links: tuple[Link, ...]
                      ) -> tuple[tuple[Node, ...], tuple[Link, ...], tuple[str, ...],
                                 list[tuple[str, Msg]]]:
        """The step's nodes and links with an edge from each static ability to each object its
        `modify` reaches for the first time as the step is recorded ("Primal Roar of Roaring
        Rex (rex)" modifies the Saurian Tyrant once the Rex entered): the graph shows what the
        layers, which no step records, did to an object. The ability is a node of its own the
        first time (kind `ability`, with its rules), an object no step named one with its name.
        Not its own card: an edge into the card's id would read as one into the item that
        played it, and the answer's sum says what it does to its card. (The objects reached are
        told apart by id alone, in sets: this runs at every step of a board of statics.)
        Also each object that entered the board at this step and a static ability changing
        stats first reached, with the ability's label: it arrives with the change applied
        (FOW 909.5), which the step then says, where it decides its stats."""
        from judge.engine.continuous import group_trait_rules, trait_change_rules

        told = self._static_told
        new_nodes: list[Node] = []
        new_links: list[Link] = []
        asked: list[str] = []
        arrived: list[tuple[str, Msg]] = []
        entered = {n.obj for n in nodes if n.kind == "event" and n.event == "entered"}
        for sid, (owner, ability, covered) in self.static_covered.items():
            seen = told.get(sid)
            reached = set(map(_OBJECT_ID, covered))
            reached.discard(owner)
            fresh = reached - seen if seen is not None else reached
            if not fresh:
                continue
            if seen is None:  # its first edge: the ability's node
                from judge.engine.continuous import static_rules

                seen = told[sid] = set()
                new_nodes.append(Node(sid, "ability", Msg(
                    "{ability} of {object}", ability=ability.name, object=self.name(owner)),
                    "", owner, "", 0, "", static_rules(self.game, ability)))
                # its object entering the board at this step brought it in
                new_links += [Link(n.id, sid, Relation.ENABLES) for n in nodes
                              if n.kind == "event" and n.event == "entered" and n.obj == owner]
            seen |= fresh
            if fresh & entered and _changes_stats(ability):
                label = Msg("{ability} of {object}", ability=ability.name,
                            object=self.name(owner))
                arrived += [(o.id, label) for o in covered if o.id in fresh & entered]
            # a trait its group asks that the game finds in a card's other information, by the
            # game's rule (FOW 209.5a: "fire resonators", by the will symbols of their cost)
            asked += group_trait_rules(self.game, ability)
            asked += trait_change_rules(self.game, ability)  # FOW 1020.1
            for obj in covered:  # in the order the layers cover them
                oid = obj.id
                if oid in fresh:
                    fresh.discard(oid)
                    if oid not in self._item_names:  # named by its card, not its bare id
                        new_nodes.append(Node(oid, "object", self.name(oid), "", oid, "", 0,
                                              ""))
                    new_links.append(Link(sid, oid, Relation.MODIFIES))
        if not new_links:
            return nodes, links, (), []
        return (*nodes, *new_nodes), (*links, *new_links), tuple(asked), arrived

    def in_edition(self, cites: tuple[str, ...]) -> tuple[str, ...]:
        """`cites` as the scenario's edition has them, so that a ruling cites only rules of its
        own edition: a rule the edition does not have gives way to the rules that decide the
        same there (its `cite_instead`); one with nothing in its place is a mechanic of the
        newer rules only, which judge does not run under this edition (exit 3 naming it)."""
        absent = self.absent_rules
        if not any(c in absent for c in cites):
            return cites
        out: list[str] = []
        for c in cites:
            instead = absent.get(c)
            if instead is None:
                out.append(c)
            elif instead:
                out.extend(instead)
            else:
                self.not_in_edition(c)
        return specific_first(tuple(dict.fromkeys(out)))

    def not_in_edition(self, rule_id: str) -> NoReturn:
        from judge.errors import Problem, UnsupportedMechanic

        sc, rule = self.scenario, self.game.data.rule(rule_id)
        title = f" ({rule.title})" if rule and rule.title else ""
        raise UnsupportedMechanic(Problem(
            sc.file, 0, 0, "edition", f"{rule_id}{title} is not in edition {sc.edition} of the "
            f"rules, and nothing there decides the same: judge does not rule on it under "
            f"{sc.edition}"))

    def pass_then_stop(self, pass_on: Callable[[], None]) -> None:
        """`--steps N` ended on a pass (recorded before priority moves on): the board shown must
        be the board after it. What the pass does without a step of its own (priority passes
        quietly to the next player) belongs to it; if what follows records a step (the round
        ends, an item resolves), that is step N + 1 and the ruling is the one right after the
        pass."""
        from judge.engine.resolution import Frozen, snapshot

        whole: Any = self  # the assembled Resolver, of which Core is a part
        self.frozen = Frozen(snapshot(whole), tuple(self.resolved), tuple(self.fizzled),
                             tuple(self.rejected), self.state.winner, self.state.outcome)
        pass_on()  # raises Stop (frozen kept) at its first step
        self.frozen = None
        raise Stop("step limit")

    # ----- limits ------------------------------------------------------------------------------
    def start_budget(self, limits: Limits) -> None:
        """The resolution begins: its limits, and the clock of its budget starts."""
        self.limits = limits
        self._deadline = time.process_time() + limits.seconds - limits.spent

    def spend(self) -> None:
        """Every step and event spends a little of the budget: now and then (BUDGET_EVERY) the
        clock and the memory are looked at, and a resolution past its budget stops."""
        self._ticks += 1
        if not self._ticks % BUDGET_EVERY:
            self.look_at_budget()

    def look_at_budget(self) -> None:
        """The clock (and, one time in 8, the memory) of the budget, looked at now (`spend`)."""
        if time.process_time() > self._deadline:
            self.stop_at_limit(f"stopped after {self.limits.seconds:.1f} s of CPU time, judge's "
                               "time budget for this file")
        if self._ticks % (8 * BUDGET_EVERY) == 0:
            peak = peak_memory_mb()
            if peak is None:
                return
            if self._memory_base is None:
                self._memory_base = peak
            elif peak - self._memory_base > self.limits.megabytes:
                self.stop_at_limit(f"stopped after using {self.limits.megabytes:.0f} MB more "
                                   "memory, judge's memory budget for this file")

    def stop_at_limit(self, why: str) -> NoReturn:
        """One of judge's own limits (not a rule of the game) ends the resolution here: the
        ruling says so in a finding of kind `limit` and shows the game as it stands."""
        self.trace.findings.append(Finding("limit", why))
        raise Stop("limit")

    def room_for_waiting(self, more: int = 1) -> None:
        """`more` items are about to wait to be put on the stack, or to go on it: stop at the
        limit of items waiting (Limits.stack) instead of growing without end."""
        state = self.state
        waiting = len(state.stack) + len(state.pending_triggers) + \
            self.game.stack.waiting(state)
        if waiting + more > self.limits.stack:
            self.stop_at_limit(f"the {self.game.stack_word} and the abilities waiting to go on "
                               f"it would hold more than {self.limits.stack} items, judge's "
                               "limit for this file (a real game never holds so many)")

    # ----- events ------------------------------------------------------------------------------
    def emit(self, kind: str, label: Msg | str, *, obj: str | None = None,
             player: str | None = None, source: str | None = None, item: str | None = None,
             amount: int = 0, phase: str | None = None, zone_from: str | None = None,
             zone_to: str | None = None, cause: str | None = None, how: str = "",
             credit: tuple[str, str, str] | None = None) -> Event:
        """Announce an event: it becomes a graph node (caused by `cause`), may trigger abilities,
        and is shown to the game's `on_event` hook. `label`: what happened, as a message with
        its arguments (`Msg("{object} destroyed", object=...)`), said in the reader's language
        when a graph or `why` prints it, never here; a plain str is English only (shown marked
        `[en: ...]` in another language; tests/test_i18n.py fails on one in judge's code)."""
        self._event_count += 1
        self._ticks += 1  # spend(), without a call in the usual case
        if not self._ticks % BUDGET_EVERY:
            self.look_at_budget()
        value = str.__str__(kind)  # an EventKind's value, without the property's call
        node_id = f"e{self._event_count}:{value}"
        self._nodes.append(Node(node_id, "event", label, value, obj or "", player or "", amount,
                                source or ""))
        if cause:  # link(), without its call: a cause is never the event it causes
            self._links.append(Link(cause, node_id, Relation.CAUSES))
        event = Event(kind, node_id, obj, player, source, item, amount, phase, zone_from, zone_to,
                      how, credit)
        state = self.state
        state.version += 1
        if state.continuous or self.static_sources or state.layered_at >= 0:
            self.refresh_layers()  # (its own test, asked here first: most boards have none)
        # What match_triggers looks through, asked first: most files have no trigger at all
        # (`_gives` None: not worked out yet, which match_triggers does)
        if self._watchers or self._gives is not False or self.looks_back or state.delayed:
            self.match_triggers(event)
            if self.has_status_triggers and not self._looking_at_states:
                self.status_triggers(node_id)  # a state the event changed (FOW 906.9a)
        if kind is EventKind.ENTERED:
            self.mark_entered(event)
        checks = self.game.checks
        if checks.sees_events:  # (the default hook does nothing)
            checks.on_event(self.table, event)
        return event

    def mark_entered(self, event: Event) -> None:
        """An object entered the board: it carries the game's "entered this turn" mark
        (ObjectRules.entered_mark) until the next turn begins."""
        rules = self.game.objects
        obj = self.state.objects.get(event.object or "")
        zone = event.zone_to
        if rules.entered_mark is None or obj is None or zone is None:
            return
        if zone in rules.entered_zones or (not rules.entered_zones and
                                           self.game.vocab.is_board(zone)):
            obj.extra[rules.entered_mark] = True

    def match_triggers(self, event: Event) -> None:
        state = self.state
        kind = str.__str__(event.kind)  # its value, without the property's call
        for oid in self._watchers.get(kind, ()):
            obj = state.objects.get(oid)
            if obj is None:
                continue
            for ability in obj.card.abilities:
                when = ability.when
                if ability.kind != "triggered" or when is None or when.event != kind:
                    continue
                who = when.object  # "when this / that object ...": when_matches would say no;
                if who is not None and who != "here" and \
                        event.object != (obj.id if who == "self" else who):
                    continue  # asked first, as the cheapest (574 watchers of their own damage)
                self.match_trigger(obj, ability, event)
        if self.left_watchers:
            self.left_together(event, kind)
        gives = self._gives  # the property, once it has been worked out
        if gives is None:
            gives = self.gives_abilities
        if gives:
            from judge.engine.granted import granted_rules, granted_triggers

            for obj, ability in list(granted_triggers(self.table, kind)):
                if self.match_trigger(obj, ability, event):
                    for rule in granted_rules(self.table, obj, ability):
                        self.cite_also_rule(rule)
        elif self.looks_back:  # a copy that left the board, as it was there (board.py)
            from judge.engine.granted import LEAVING, looking_back

            if kind in LEAVING:
                for obj, ability in list(looking_back(self.table, kind)):
                    self.match_trigger(obj, ability, event)
        if state.delayed:  # created by effects, of no object (RB 392: engine/delayed.py)
            from judge.engine.delayed import delayed_on

            for obj, d in delayed_on(self.table, kind):
                if self.match_trigger(obj, d.ability, event, controller=d.controller):
                    self.cite_also_optional(Role.DELAYED_INDEPENDENT)
                    if d.controller != obj.controller:  # its "you" stayed its creator's
                        self.cite_also_optional(Role.ABILITY_CONTROL_FIXED)
                    if self.game.delayed_once_rules and d in state.delayed:
                        state.delayed.remove(d)  # it triggers once only (FOW 906.8a)
                        for rule in self.game.delayed_once_rules:
                            self.cite_also_rule(rule)

    #: Whether the status triggers are being looked at now (no look starts inside another).
    _looking_at_states: bool = False
    _status_any: bool | None = None

    @property
    def has_status_triggers(self) -> bool:
        """Whether any card of the file has or gives a status automatic ability (`when:
        {state: ...}`): if not, no state is ever looked at (worked out once)."""
        if self._status_any is None:
            self._status_any = any(
                a.when is not None and a.when.state is not None
                for card in self.scenario.cards.values() for a in (*card.abilities, *card.gives))
        return self._status_any

    def status_triggers(self, cause: str | None = None) -> None:
        """Status automatic abilities (`when: {state: ...}`, FOW 906.9) looked at after every
        event and before anything is put on the stack: one whose state has come to hold
        triggers, unless it is already triggered or on the stack (FOW 906.9a: a note says
        so). Whether it was holding is kept by object and ability (`GameState.status_held`), so
        that it triggers as its state comes to hold; one that left the stack while its state
        still held triggers again at once only under the game's house policy
        (`Rulebook.status_again_policy`, FOW HP.60 `while-true`). `cause`: the event that may
        have changed the state."""
        if not self.has_status_triggers or self._looking_at_states:
            return
        ids = self._watchers.get(STATE_TRIGGER, ())
        self._looking_at_states = True
        try:
            pairs = [(obj, a) for oid in list(ids) if (obj := self.state.objects.get(oid))
                     is not None for a in obj.card.abilities
                     if a.kind == "triggered" and a.when is not None and a.when.state is not None]
            if self.gives_abilities:
                from judge.engine.granted import granted_triggers

                pairs.extend(granted_triggers(self.table, STATE_TRIGGER))
            for obj, ability in pairs:
                self.status_trigger(obj, ability, cause)
        finally:
            self._looking_at_states = False

    def status_trigger(self, obj: GameObject, ability: AbilityDef, cause: str | None) -> None:
        """One status automatic ability looked at (`status_triggers`)."""
        state = self.state
        when = ability.when
        assert when is not None and when.state is not None
        key = f"{obj.id}.{ability.name}#{obj.incarnation}"
        probe = Event(STATE_TRIGGER, "", obj.id)
        holds = self.game.checks.trigger_active(state, obj, ability, probe) and \
            self.condition_met(obj, ability, probe, when.state)
        held = state.status_held.get(key, "")  # "": not holding; "holding"; "told": said so
        if not holds:
            state.status_held[key] = ""
            return
        waiting = any(p.source == obj.id and p.ability.name == ability.name
                      for p in state.pending_triggers) or any(
            i.kind == "ability" and i.source == obj.id and i.name == ability.name
            for i in state.stack)
        rules = self.game.cite_optional(Role.STATUS_TRIGGER)
        if waiting:
            if not held:  # it came to hold again while the first waits
                self.note(phrase(Msg("{ability} of {object} does not trigger again: it is "
                                     "already triggered", ability=ability.name,
                                     object=self.name(obj.id))), rules)
            state.status_held[key] = held or "holding"
            return
        policy = self.game.status_again_policy
        if held and (policy is None or not self.table.policy_is(*policy)):
            if held == "holding":  # it has not stopped holding since it came to hold
                self.note(phrase(Msg("{ability} of {object} does not trigger again: its state "
                                     "has held since it last came to hold",
                                     ability=ability.name, object=self.name(obj.id))),
                          (*rules, *((self.table.policy_id(policy[0]),) if policy else ())))
                state.status_held[key] = "told"
            return
        state.status_held[key] = "holding"
        if held:  # it left the stack while its state held: triggers again, by the policy
            assert policy is not None
            rules = (*rules, self.table.policy_id(policy[0]))
        from judge.engine.conditions import Condition, said_words

        assert isinstance(when.state, Condition)  # (the reader keeps only a condition)

        self._event_count += 1
        node_id = f"e{self._event_count}:{STATE_TRIGGER}"
        label = Msg("{object} sees that {state}", object=self.name(obj.id),
                    state=said_words(when.state))
        self._nodes.append(Node(node_id, "event", label, STATE_TRIGGER, obj.id))
        if cause:
            self._links.append(Link(cause, node_id, Relation.CAUSES))
        self.match_trigger(obj, ability, Event(STATE_TRIGGER, node_id, obj.id),
                           looked_back=rules)

    def left_together(self, event: Event, kind: str) -> None:
        """Cards that left the board in this game action, with abilities that trigger on a card
        leaving it, see the others that left with them, as they were there (FOW 906.7b: cards
        moved at the same time are looked at as they were in the field; so "whenever another
        resonator you control is destroyed" of one destroyed with the others sees them, whatever
        order judge moves them in). Its own leaving it saw as it happened."""
        state = self.state
        for oid, action in list(self.left_watchers.items()):
            if action != self.game_action:  # left in an earlier action: nothing more to see
                del self.left_watchers[oid]
                continue
            obj = state.objects.get(oid)
            was = obj.left_board_as if obj is not None else None
            if oid == event.object or obj is None or \
                    was is None or self.game.vocab.is_board(obj.zone):
                continue
            for ability in was.card.abilities:
                when = ability.when
                if ability.kind == "triggered" and when is not None and when.event == kind \
                        and not self.game.checks.trigger_active(state, obj, ability, event):
                    self.match_trigger(was, ability, event, looked_back=self.game.cite_optional(
                        Role.SEEN_ON_THE_BOARD))

    def watched_by_a_trigger(self, event: Event) -> bool:
        """Whether a triggered ability on the board (its own or granted) waits for `event`, as
        far as its object, way, activity and filter go (nothing is triggered: a copy's counter
        or resolution asks it of its card, engine/unplayed.py `copy_event_object`)."""
        kind = str.__str__(event.kind)
        pairs = [(obj, a) for oid in self._watchers.get(kind, ())
                 if (obj := self.state.objects.get(oid)) is not None for a in obj.card.abilities
                 if a.kind == "triggered" and a.when is not None and a.when.event == kind]
        if self.gives_abilities:
            from judge.engine.granted import granted_triggers

            pairs.extend(granted_triggers(self.table, kind))
        return any(self.event_fits(obj, a, event) for obj, a in pairs)

    def event_fits(self, obj: GameObject, ability: AbilityDef, event: Event, *,
                   controller: str | None = None) -> bool:
        """Whether `event` is what `obj`'s triggered ability waits for: its object, the way it
        happened, the ability active, its player, phase and filter (not yet its conditions).
        `controller`: a delayed trigger's, of no object (RB 392), always active; its "you" is
        that player, fixed as it was created (RB 191.4.b), not whoever controls `obj` now."""
        when = ability.when
        assert when is not None
        if not self.its_object(obj, when, event):
            return False
        if when.how is not None and event.how != when.how:
            return False  # it happened some other way
        if controller is None and not self.game.checks.trigger_active(self.state, obj,
                                                                       ability, event):
            return False
        return self.when_matches(obj, when.object, when.filter, when.phase, when.player, event,
                                 you=controller) and (
            (when.killer is None and when.killed_with is None)
            or self.kill_credited(when, event, controller or obj.controller))

    @staticmethod
    def its_object(obj: GameObject, when: When, event: Event) -> bool:
        """Whether `event` happened to the object the trigger condition `when` names, if it
        names one (`self`: `obj` itself; `here`: read by the game)."""
        who = when.object
        return who is None or who == "here" or event.object == (obj.id if who == "self" else who)

    def not_the_killer(self, when: When, player: str, you: str) -> bool:
        """Whether a kill credited to `player` is not the one "when you kill" (or "when an
        opponent kills") asks, `you` the trigger's "you" (RB 428.5)."""
        return (when.killer == "you" and player != you) or (when.killer == "opponent" and (
            player == you or self.state.allied(player, you)))

    def note_works_elsewhere(self, obj: GameObject, ability: AbilityDef, event: Event) -> None:
        """A card on the board whose ability its text says works from another zone only
        (declare_statics.TriggersFrom `key`: RB 385.2, "... return this from your trash"),
        whose condition was met: a note says it does not trigger there, with that rule."""
        when = ability.when
        if when is None or not self.game.vocab.is_board(obj.zone):
            return
        rule = next((r for r in self.game.triggers_from
                     if r.key and r.covers(obj.card, ability)), None)
        zones = rule.zones_for(obj.card, ability) if rule is not None else ()
        if rule is None or not zones or obj.zone in zones:
            return
        if self.its_object(obj, when, event) and self.when_matches(
                obj, when.object, when.filter, when.phase, when.player, event):
            where = Items([self.game.words.zone_said(z) for z in zones], commas=True)
            self.note(phrase(Msg("{ability} of {object} does not trigger: it works only from "
                                 "the {zones}, and the card is on the board",
                                 ability=ability.name, object=self.name(obj.id), zones=where)),
                      rule.rules)

    def note_kill_not_credited(self, obj: GameObject, ability: AbilityDef, event: Event
                               ) -> None:
        """A kill the trigger waits for ("when you kill a unit with a spell") that happened but
        is credited to another player, or made another way (Event.credit): a note says it does
        not trigger and why, with the rule that credits the kill (Rulebook.kill_credit)."""
        when = ability.when
        credit = event.credit
        if when is None or credit is None or (when.killer is None and when.killed_with is None):
            return
        player, with_, how = credit
        rules = self.game.kill_credit.get(how)
        you = obj.controller
        if not rules or not self.when_matches(obj, when.object, when.filter, when.phase,
                                              when.player, event, you=you):
            return
        victim = self.name(str(event.object))
        if when.killed_with is not None and with_ != when.killed_with and \
                with_ in KILLED_WITH and when.killed_with in KILLED_WITH:
            why = Msg("{victim} was killed by {what}, not by {asked}", victim=victim,
                      what=KILLED_WITH[with_], asked=KILLED_WITH[when.killed_with])
        elif self.not_the_killer(when, player, you):
            why = Msg("{player} killed {victim}", player=player, victim=victim)
        else:
            return
        self.note(phrase(Msg("{ability} of {object} does not trigger: {why}",
                             ability=ability.name, object=self.name(obj.id), why=why)), rules)

    def kill_credited(self, when: When, event: Event, you: str) -> bool:
        """Whether a kill is credited as the trigger asks (`killer`, `killed_with`: Event.credit,
        Rulebook.kill_credit), `you` its "you"; the rule that credits it is cited. A kill
        credited in a way the game's rules (of this edition) do not credit is an honest exit 3;
        one credited to nothing (a death no spell, ability or combat made) matches no such
        trigger."""
        credit = event.credit
        if credit is None:
            return False
        player, with_, how = credit
        rules = self.game.kill_credit.get(how)
        if rules is None:
            from judge.engine.lost import cannot_rule

            cannot_rule(self.table, f"a kill by {how} damage: the rules of this edition do "
                        "not say whom it is credited to", "when.killer")
        if when.killed_with is not None and with_ != when.killed_with:
            return False
        if self.not_the_killer(when, player, you):
            return False
        for rule in rules or ():
            self.cite_also_rule(rule)
        return True

    def note_fresh(self, obj: GameObject, ability: AbilityDef, event: Event) -> None:
        """A card that triggers off the board, whose condition was met where it was put this
        turn (declare_statics.TriggersFrom `fresh`: FOW 708.5, 1114.3): a note says it does not
        trigger, and why."""
        when = ability.when
        assert when is not None
        for rule in self.game.triggers_from:
            if rule.fresh is None or not rule.fresh_rules or not rule.covers(obj.card, ability):
                continue
            if obj.zone != rule.fresh[0] or not obj.extra.get(rule.fresh[1]):
                return
            if not self.its_object(obj, when, event):
                return
            if self.when_matches(obj, when.object, when.filter, when.phase, when.player, event):
                zone = self.game.words.into_said(obj.zone, obj.owner, board=False,
                                                 name=self.name)
                self.note(phrase(Msg("{object} does not trigger: it was put into {zone} this "
                                     "turn", object=self.name(obj.id), zone=zone)),
                          rule.fresh_rules)
            return

    def match_trigger(self, obj: GameObject, ability: AbilityDef, event: Event, *,
                      controller: str | None = None, looked_back: tuple[str, ...] = ()
                      ) -> bool:
        """Whether `obj`'s triggered ability on this kind of event triggers (its own, or one
        granted: engine/granted.py); if so it waits to be put on the stack, controlled by the
        object's controller now. `controller`: a delayed trigger's (engine/delayed.py), which
        `obj` only created: active wherever `obj` is. `looked_back`: the rules by which `obj`,
        as it was on the board, sees an event of the game action it left in (`left_together`)."""
        state = self.state
        when = ability.when
        assert when is not None
        self.fit_rules = list(looked_back)
        if not self.event_fits(obj, ability, event, controller=controller):
            if controller is None:
                self.note_fresh(obj, ability, event)
                self.note_kill_not_credited(obj, ability, event)
                self.note_works_elsewhere(obj, ability, event)
            return False
        # The rule by which this event is the ability's (Rulebook.trigger_event_rules)
        self.fit_rules += self.game.trigger_event_rules.get(
            (str.__str__(event.kind), when.object or ""), ())
        # ... or by which the beginning (or end) of its phase or step is when it triggers
        # (Rulebook.phase_trigger_rules: FOW 807.1, "at the end of battle")
        if event.kind == EventKind.PHASE_STARTED and event.phase:
            self.fit_rules += self.game.phase_trigger_rules.get(event.phase, ())
        # ... and the rule by which it triggers off the board, where a declaration says so
        # (Rulebook.triggers_from: RB 385.2, an ability that works from the trash)
        self.fit_rules += next((r.rules for r in self.game.triggers_from
                                if r.covers(obj.card, ability)), ())
        if ability.condition is not None and not self.condition_met(
                obj, ability, event, ability.condition):
            # An ability that works only while its condition holds cannot trigger now.
            from judge.engine.conditions import said, unmet_cited, unmet_first, unmet_reasons

            seen_from = StackItem(id=f"{obj.id}.{ability.name}", kind="ability",
                                  controller=obj.controller, name=ability.name, source=obj.id,
                                  trigger_object=event.object)
            self.note(phrase(Msg("{object}'s {ability} does not trigger: it works only while "
                                 "{condition}, which does not hold", object=self.name(obj.id),
                                 ability=ability.name, condition=said(ability.condition))),
                      unmet_cited(self.game.cite_optional(Role.ABILITY_CONDITION),
                                   unmet_first(ability.condition, ability=True),
                                   unmet_reasons(ability.condition, self.table, seen_from)))
            return False
        if when.condition is not None and not self.condition_met(obj, ability, event,
                                                                 when.condition):
            # RB 383.2.a.1: an "if" right after the condition is part of it. The note names
            # the part of it that failed, in words, not the event's internal name.
            from judge.engine.conditions import AllOf, condition_rules, said

            parts = when.condition.all if isinstance(when.condition, AllOf) else (
                when.condition,)
            failed = [c for c in parts if not self.condition_met(obj, ability, event, c)] or \
                list(parts)
            self.note(f"{self.name(obj.id)}'s {ability.name} does not trigger: its condition "
                      f"also needs that {' and that '.join(said(c) for c in failed)}, which "
                      "does not hold",
                      (*self.game.trigger_condition_rules.get(str.__str__(event.kind), ()),
                       *self.game.cite_optional(Role.TRIGGER_CONDITION),
                       *condition_rules(when.condition)))
            return False
        if when.nth is not None and not self.nth_time(obj, ability, when.nth):
            return False
        limit_key = None
        if ability.each_turn is not None:  # RB 383.3.e.1: "once each turn"
            from judge.engine.limited import may_trigger

            limit_key = may_trigger(self.table, obj, ability)
            if limit_key is None:
                return False
        if when.how is not None:  # the rule that says that way meets it
            self.cite_also_rule(self.game.vocab.trigger_hows[when.how][1])
        depth = self.cause_depth + 1
        self.room_for_waiting()
        if any(p.source == obj.id and p.ability is ability for p in state.pending_triggers):
            self.cite_also_optional(Role.TRIGGER_COUNT)  # met again: it triggers once more
            if event.kind == EventKind.DRAWN:
                # met by each card of one draw of several: each card is a draw of its own
                self.cite_also_optional(Role.DRAW_EACH)
        controller = controller or obj.controller
        if when.by == "player" and event.player is not None:  # "they": the event's player
            controller = event.player
        pending = PendingTrigger(obj.id, ability, controller, event.node, depth,
                                 event.object, (event.zone_from, event.zone_to),
                                 self.game_action, tuple(self.fit_rules), limit_key,
                                 obj.incarnation)
        state.pending_triggers.append(pending)
        if ability.keywords and self.static_sources:  # "... trigger an additional time"
            from judge.engine.extra_triggers import additional_triggers

            gone = [o for oid, action in self.left_statics.items() if action ==
                    self.game_action and (o := state.objects.get(oid)) is not None]
            state.pending_triggers += [pending] * additional_triggers(self.table, obj, ability,
                                                                      gone)
        return True

    def nth_time(self, obj: GameObject, ability: AbilityDef, nth: int) -> bool:
        """"The [Nth] time ... each turn": this is the Nth time this turn its condition is
        met (RB 383.1). Met several times at once by one game action, only the first of them
        counts as the Nth (RB 383.1.b: it triggers once); the others are said not to trigger."""
        state = self.state
        key = (obj.id, obj.incarnation, ability.name, state.turn_number)
        count, action = state.nth_counts.get(key, (0, -1))
        at_once = count > 0 and action == self.game_action
        state.nth_counts[key] = (count + 1, self.game_action)
        if count + 1 == nth:
            return True
        role = Role.NTH_AT_ONCE if at_once and count + 1 == nth + 1 else Role.NTH_TIME
        self.note(phrase(Msg("{ability} of {object} does not trigger: it triggers only when "
                             "its condition is met for the Nth time this turn (N = {nth}), "
                             "and this is time {count}",
                             ability=ability.name, object=self.name(obj.id), nth=nth,
                             count=count + 1)), self.game.cite_optional(role))
        return False

    def queue_trigger(self, obj: GameObject, ability: AbilityDef, event: Event) -> None:
        """An automatic ability the game's rules give `obj` without its card listing it (a
        keyword's, e.g. FOW 1138 [Bane]: "whenever this deals damage to a J/resonator") has
        triggered on `event`: it waits to be played like one the engine matched, of the next
        generation (loop checks count it), its `trigger` / `it` naming the event's object. Why:
        a keyword can be granted by an effect, so its ability cannot be written on the card."""
        self.state.pending_triggers.append(
            PendingTrigger(obj.id, ability, obj.controller, event.node, self.cause_depth + 1,
                           event.object, (event.zone_from, event.zone_to), self.game_action))

    def condition_met(self, obj: GameObject, ability: AbilityDef, event: Event,
                      condition: object) -> bool:
        """A trigger's own condition, seen from its source as the event happens."""
        from judge.engine.conditions import Condition, holds

        assert isinstance(condition, Condition)
        seen_from = StackItem(id=f"{obj.id}.{ability.name}", kind="ability",
                              controller=obj.controller, name=ability.name, source=obj.id,
                              trigger_object=event.object)
        return holds(self.table, seen_from, condition)

    def when_matches(self, obj: GameObject, who: str | None, filt: Filter | None,
                     phase: str | None, player: str | None, event: Event, *,
                     you: str | None = None) -> bool:
        """Whether `event` fits a trigger condition of `obj`'s; "you" in it is `you` (a delayed
        trigger's controller, RB 191.4.b), else `obj`'s controller."""
        you = you or obj.controller
        if who == "self" and event.object != obj.id:
            return False
        if who == "here" and (":" not in obj.zone or event.object != obj.zone.split(":", 1)[1]):
            return False  # "when a showdown begins here": at the location the source is at
        if who not in (None, "self", "here") and event.object != who:
            return False
        if phase is not None and event.phase != phase:
            return False
        if player == "you" and event.player != you:
            if not (event.kind in self.game.team_events
                    and self.state.allied(event.player, you)):
                return False
            for rule in self.game.team_event_rules:  # a team's gain is each teammate's
                self.cite_also_rule(rule)
        if player == "opponent" and (event.player is None
                                     or self.state.allied(event.player, you)):
            return False
        if filt is not None:
            target = self.state.objects.get(event.object or "")
            if target is None:
                return False
            filt = filt.apart_from(obj.id)  # "whenever another ...": not its own object
            # "a Follower of the named job": its card's (engine/named.py); that the object fits
            # the job its card keeps, named as it was played, decided it (VW REG.14.a)
            kept = self.game.cite_optional(Role.NAMED_KEPT) if filt.chosen else ()
            if filt.chosen:
                from judge.engine.named import bound_for

                filt = bound_for(self.table, obj, filt, "trigger")
            was = self.as_it_left(target, event)
            if was is not None:  # FOW 906.7b: it is looked at as it was on the board
                if not matches(self.state, self.game, was, filt.anywhere(), you):
                    return False
                now = copied(target)
                now.controller = target.owner  # in its new zone, its owner's (302.3, 105.3a)
                if not matches(self.state, self.game, now, filt.anywhere(), you):
                    self.fit_rules += self.game.cite_optional(Role.SEEN_ON_THE_BOARD)  # as it was
                return True
            read = len(self._cites)
            if not matches(self.state, self.game, target, filt.anywhere(), you):
                return False
            # how the filter read the event's object otherwise than as it is (FOW 1017.6b: a
            # played copy counts as played without paying its cost) decided that it fits
            self.fit_rules += [c for c in self._cites[read:]
                               if c in self.game.trigger_reading_rules]
            if event.kind in (EventKind.DESTROYED, EventKind.ENTERED) and \
                    self.game.vocab.is_board(target.zone) and \
                    self.game.cite_optional(Role.SEEN_ON_THE_BOARD) and \
                    not matches(self.state, self.game, bare(target), filt.anywhere(),
                                you):
                # destroyed (still on the board as it is looked at) or entered: it fits only as
                # it is here, with what effects and counters give it here (FOW 906.7b)
                self.fit_rules += self.game.cite_optional(Role.SEEN_ON_THE_BOARD)
            # the game's rules for its own keys the filter asks (FOW 104.9: the will paid)
            self.fit_rules += self.game.objects.filter_rules(filt, target.zone)
            self.fit_rules += kept
        return True

    def as_it_left(self, target: GameObject, event: Event) -> GameObject | None:
        """`target` as it was on the board, if `event` is its leaving the board and the game's
        triggers look at a card leaving as it was there (FOW 906.7b); else None."""
        was = target.left_board_as
        if was is None or event.kind != EventKind.LEFT or \
                was.incarnation != target.incarnation - 1:
            return None
        return was

    @property
    def watchers(self) -> dict[str, list[str]]:
        """Event kind -> ids of objects whose cards have a triggered ability on it."""
        return self._watchers

    def watch(self, obj: GameObject) -> None:
        card = obj.card
        if self.game.objects.makes_statics(card):
            self.static_sources[obj.id] = None  # the layers must be refreshed for it
        if card.gives and any(a.kind == "static" for a in card.gives):
            # it may grant one (engine/granted.py): the checks for static abilities must run
            self.static_sources[obj.id] = None
        for ability in obj.card.abilities:
            if ability.kind == "static":
                self.static_sources[obj.id] = None
            if ability.kind == "triggered" and ability.when is not None:
                ids = self._watchers.setdefault(ability.when.event, [])
                if obj.id not in ids:
                    ids.append(obj.id)

    _watchers: dict[str, list[str]]
    #: Objects with static abilities (their effects: continuous.py), in the order they came into
    #: the game: a dict, not a set, so that what is read from them never depends on the
    #: interpreter's string hashing (PYTHONHASHSEED), and every ruling is reproducible.
    static_sources: dict[str, None]
    _gives: bool | None = None
    #: Whether an object left the board as a copy, with triggered abilities it had only there
    #: (BoardOps.look_back_at_copy): its leaving events look back at them.
    looks_back: bool = False

    @property
    def gives_abilities(self) -> bool:
        """Whether any card of the file gives abilities (engine/granted.py), by `gives:` or as
        a card its game declares gives its host its abilities (HostGrant.abilities_of): if not,
        nothing is ever granted and the trigger path skips granted abilities at no cost."""
        if self._gives is None:
            kinds = tuple(g.abilities_of for g in self.game.host_grants if g.abilities_of)
            self._gives = any(card.gives or (card.abilities and any(
                k in card.keywords for k in kinds)) for card in self.scenario.cards.values())
        return self._gives
    cause_depth: int = 0  # trigger generation of the item now resolving
    #: The card items now resolving, newest last (stackops.resolve_item): off the stack, yet
    #: their cards are still there, so another instruction moving such a card off it is a move
    #: its play's replacement applies to (board.py off_stack, RB 829.1.b.1).
    resolving_cards: tuple[StackItem, ...] = ()
    #: Every item now resolving, newest last (cards and abilities): what deals damage as it
    #: resolves, found without looking through the stack (board.py dealer).
    resolving_items: tuple[StackItem, ...] = ()
    #: Called after every step with the resolver and the step (tests check invariants with it).
    observer: Callable[[Core, Step], None] | None = None
    #: Reads the answer's subjects after every step (engine/answer.py), when an answer is asked.
    answer_watch: Callable[[Core, Step], None] | None = None

    # ----- small helpers -----------------------------------------------------------------------
    def obj(self, oid: str) -> GameObject:
        return self.state.objects[oid]

    def stat(self, obj: GameObject, name: str) -> int | None:
        state = self.state
        # (refresh_layers' own test, asked here first, as `emit` does: most boards have none)
        if state.layered_at != state.version and (
                state.continuous or self.static_sources or state.layered_at >= 0):
            self.refresh_layers()
        return stat(state, self.game, obj, name)

    def name(self, oid: str | None) -> str:
        """A readable name for an object, item or player id."""
        if oid is None:
            return "nothing"
        o = self.state.objects.get(oid)
        if o is not None:
            return f"{o.card.name} ({oid})" if o.card.name != oid else oid
        # A stack item, there or gone: "Dig (mine.dig) is not a legal target", not "mine.dig"
        # (an ability that resulted at once, asked for afterwards).
        label = self._item_names.get(oid)
        return f"{label} ({oid})" if label and label != oid else oid

    def zone_name(self, zone: str) -> str:
        """A zone in the game's words (`main deck`, `Sunken Plaza (bf-a)`): engine/words.py."""
        return self.game.words.zone(zone, self.name)

    def place(self, zone: str, owner: str | None = None) -> str:
        """Where something in `zone` is, in the game's words: `on the field`, `in bob's hand`."""
        return self.game.words.place(zone, owner, board=self.game.vocab.is_board(zone),
                                     name=self.name)

    def into(self, zone: str, owner: str | None = None) -> str:
        """A zone as where something goes, in the game's words: `the field`, `bob's graveyard`."""
        return self.game.words.into(zone, owner, board=self.game.vocab.is_board(zone),
                                    name=self.name)

    def place_said(self, zone: str, owner: str | None = None) -> Msg:
        """`place` as a message (judge/msg.py)."""
        return self.game.words.place_said(zone, owner, board=self.game.vocab.is_board(zone),
                                          name=self.name)

    def into_said(self, zone: str, owner: str | None = None) -> Msg:
        """`into` as a message (judge/msg.py)."""
        return self.game.words.into_said(zone, owner, board=self.game.vocab.is_board(zone),
                                         name=self.name)

    def note(self, message: str, citations: tuple[str, ...] = ()) -> None:
        """A note for the judge (once: a note read again, e.g. by a static ability at every
        change, is not repeated)."""
        note = Finding("note", message, citations)
        findings, seen = self.trace.findings, self._findings_seen
        if self._findings_upto < len(findings):  # findings only grow: take in the new ones
            seen.update(findings[self._findings_upto:])
        if note not in seen:
            findings.append(note)
            seen.add(note)
        self._findings_upto = len(findings)

    # ----- layers: continuous effects (engine/continuous.py) ---------------------------------
    def tick(self) -> int:
        """The next timestamp of the layers (a change begins to apply now)."""
        self.state.timestamp += 1
        self.state.version += 1
        return self.state.timestamp

    def changed(self) -> None:
        """Something the layers may depend on changed: continuous effects are found again."""
        self.state.version += 1

    def refresh_layers(self, key: tuple[object, ...] | None = None) -> None:
        """Bring `obj.continuous` up to date, when any continuous effect is in force or was at
        the last refresh (`layered_at` >= 0: its changes must be taken off the objects).
        `key`: the layers' inputs now (engine/layerkey.py), if already taken."""
        state = self.state
        if state.continuous or self.static_sources or state.layered_at >= 0:
            from judge.engine.continuous import refresh

            if state.layered_at != state.version:
                from judge.engine.layerkey import layer_key

                self._layer_key = key if key is not None else layer_key(state)
            refresh(self.table)

    def _end_lapsed_control(self) -> None:
        """What this step did may have ended a control change "for as long as" a condition
        (engine/control.py), judged on the board as it is now: the step cites why, a note says
        who controls what now."""
        if all(c.condition is None for c in self.state.control_changes):
            return
        from judge.engine.control import end_lapsed_control

        self.refresh_layers_after_step()
        back = end_lapsed_control(self.table)
        if back:
            self.note(f"a control change lasting while its condition held has ended: "
                      f"{', '.join(back)} (the latest change still in force, else its "
                      "controller before them)", self.game.cite_optional(Role.CONTROL_WHILE))

    def refresh_layers_after_step(self) -> None:
        """A step is recorded: the layers are computed again if anything they are computed
        from changed since they last were (engine/layerkey.py; a step mostly follows the event
        that made it, after which they were computed already)."""
        state = self.state
        if not (state.continuous or self.static_sources or state.layered_at >= 0):
            state.version += 1
            return
        from judge.engine.layerkey import layer_key

        key = layer_key(state)
        if state.layered_at == state.version and key == self._layer_key:
            return
        state.version += 1
        self.refresh_layers(key)

    def add_continuous(self, effect: Continuous) -> None:
        """A continuous effect begins (a "while" effect, or one over "cards that ...")."""
        self.state.continuous.append(effect)
        self.changed()
        self.refresh_layers()

    def finding(self, kind: str, message: str, citations: tuple[str, ...] = ()) -> None:
        """Something the judge must be told beyond the steps: a loop, a limit, a note."""
        self.trace.findings.append(Finding(kind, message, citations))


def bare(obj: GameObject) -> GameObject:
    """`obj` without what the board gives it (effects, counters, damage, orientation, control
    by another than its owner): as it would be once it has left (FOW 302.3, 302.3b, 1022.4;
    off the board a card is its owner's, 105.3a, 302.5), to tell whether a trigger saw it only
    as it was there."""
    out = copied(obj)
    out.controller = obj.owner
    out.modifiers, out.continuous, out.counters = [], (), {}
    out.damage, out.exhausted = 0, False
    out.traits_memo = out.keywords_memo = None
    return out


def copied(obj: GameObject) -> GameObject:
    """`copy.copy(obj)`, with `copy` imported on first use: only a look at an object as it was
    or would be (as it left the board, a Force of Will card's other side) needs it, and
    importing it (with `weakref`) costs 1.3% of a cold `judge resolve --json` that never does
    (bench/run.py: cold start, counted in instructions; tests/architecture/test_startup.py)."""
    import copy

    return copy.copy(obj)


def _changes_stats(ability: AbilityDef) -> bool:
    """Does a static ability's effect change stats (a `modify` with `stats` or `set_stats`)?"""
    return any(getattr(e, "stats", ()) or getattr(e, "set_stats", ()) for e in ability.effect)

