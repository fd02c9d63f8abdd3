"""The declarations of the plug-in contract: an effect kind and a verb, each declared once.

An `EffectDecl` ties an effect record (its `arg(...)` fields: names, types, defaults, docs) to
the function that carries it out and to the phrase that describes it. A `Verb` is a player action
(`{by: p, do: verb, ...}`): its arguments and what it does. The engine's own (the core effects in
engine/effects.py, pass / play / activate in engine/actions.py) and every game's are the same kind
of record; the loader, the JSON Schema and the docs are generated from them, never from a second
list.
"""

from __future__ import annotations

from judge.model.args import Arg
from judge.model.cards import Cost
from judge.model.effects import Effect, declared_args
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from judge.engine.table import Table
    from judge.model.scenario import Action
    from judge.model.state import StackItem


@dataclass(frozen=True)
class Refusal:
    """Why an action is illegal now: the reason in plain words and the rules that forbid it."""

    reason: str
    citations: tuple[str, ...]


@dataclass(frozen=True)
class PlayPlan:
    """What playing a card or activating an ability costs now, as the timing rules worked it
    out (a check returns it; it stashes nothing): the cost to pay (before a card's additional
    cost), and notes for the payment and the steps that follow (e.g. abilities its player will
    use while paying; copied into the stack item's `extra`). `citations`: the rules under which
    the timing rules allow it now, which the play step cites (empty: the reporting policy's
    `play_citations`). `extra`: additional costs the game's rules add to this play beyond the
    card's own (an optional additional cost its player chose to pay, a mandatory one another
    card imposes): paid with the card's additional cost, so still paid when the card is played
    without paying its cost (RB 356.1.b.3)."""

    cost: Cost
    notes: tuple[tuple[str, object], ...] = ()
    citations: tuple[str, ...] = ()
    extra: Cost | None = None
    #: Reductions the game's own rules make to this play (a keyword that lowers the cost as the
    #: card is played, e.g. FOW 1162.2): applied with the other reductions, after every
    #: increase (FOW 903.2k-4), each with what the play step calls it.
    less: tuple[tuple[str, int, str], ...] = ()

    def note(self, key: str, default: object = None) -> object:
        return dict(self.notes).get(key, default)


@dataclass(frozen=True)
class EffectDecl:
    """One effect kind: its record, what it does, and how it reads.

    `run(table, item, effect)` does it and returns a short phrase for the step ("deals 3 damage to
    Trader Male"), or None if it did nothing. `rest` names the argument that takes every key the
    others do not (`{gain: {gold: 1}}`: the resources). `phrase` describes the effect in the docs
    and in `explain` ("deal {amount} damage to {target}")."""

    record: type[Effect]
    run: Callable[[Table, StackItem, Any], str | None]
    phrase: str = ""
    rest: str | None = None
    internal: bool = False  # made by the game's own procedures only: no file may write it

    @property
    def kind(self) -> str:
        return self.record.kind

    @property
    def doc(self) -> str:
        return " ".join((self.record.__doc__ or "").split())

    #: Choices a game adds to one of the arguments (an argument name -> the extra choices), and
    #: those it removes.
    more: tuple[tuple[str, tuple[str, ...]], ...] = ()
    less: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def args(self) -> dict[str, Arg]:
        declared = declared_args(self.record)
        for name, extra in self.more:
            declared[name] = replace(declared[name], choices=declared[name].choices + extra)
        for name, gone in self.less:
            declared[name] = replace(declared[name], choices=tuple(
                c for c in declared[name].choices if c not in gone))
        return declared

    def replacing(self, run: Callable[[Table, StackItem, Any], str | None],
                  phrase: str = "") -> EffectDecl:
        """The same effect kind carried out a game's own way (e.g. Force of Will's destroy)."""
        return EffectDecl(self.record, run, phrase or self.phrase, self.rest, self.internal,
                          self.more, self.less)

    def narrowing(self, arg: str, *choices: str) -> EffectDecl:
        """The same effect kind without some of the core's choices for one argument, where a
        game has no such thing (e.g. Riftbound has no attack or block to forbid)."""
        return EffectDecl(self.record, self.run, self.phrase, self.rest, self.internal,
                          self.more, (*self.less, (arg, choices)))

    def widening(self, arg: str, *choices: str) -> EffectDecl:
        """The same effect kind taking choices of a game's own for one argument (e.g. the things
        Force of Will's `forbid` may forbid beyond the core's)."""
        return EffectDecl(self.record, self.run, self.phrase, self.rest, self.internal,
                          (*self.more, (arg, choices)), self.less)


@dataclass(frozen=True)
class Verb:
    """A player action verb: its arguments and what it does on the table. `with_priority=False`:
    the verb is not taken with priority and checks its own timing (e.g. a battle declaration the
    non-turn player makes while the turn player holds priority); an open choice still gates it."""

    name: str
    doc: str
    args: dict[str, Arg]
    run: Callable[[Table, Action], None]
    with_priority: bool = True


def effects_table(*decls: EffectDecl) -> dict[str, EffectDecl]:
    """Effect declarations by kind (each kind once)."""
    out: dict[str, EffectDecl] = {}
    for d in decls:
        if d.kind in out:
            raise ValueError(f"effect kind {d.kind!r} is declared twice")
        out[d.kind] = d
    return out
