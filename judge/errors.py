"""The one exception hierarchy of judge; each class maps to an exit status (README: Exit codes).

0 resolved, 1 a ruling differs from `expect`, 2 invalid input, 3 a mechanic the rulebook does not
implement, 4 an internal error. Only the CLI turns these into exit codes and messages.
"""

from __future__ import annotations

from judge.record import dataclass


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an input, located as precisely as the input allows."""

    file: str
    line: int  # 1-based; 0 when unknown
    col: int  # 1-based; 0 when unknown
    path: str  # key path such as `stack[2].targets[0]`; "" for the whole file
    message: str

    def __str__(self) -> str:
        """`file:line:col: key.path: message`, always located: a problem known only by its
        file (line 0) points at the file's start, so every line reads the same way."""
        where = f"{self.file}:{self.line or 1}:{self.col or 1 if self.line else 1}"
        return f"{where}: {self.path}: {self.message}" if self.path else f"{where}: {self.message}"


class JudgeError(Exception):
    """Base class; exit status 4 (internal) unless a subclass says otherwise."""

    exit_code = 4


class InputError(JudgeError):
    """The file or the command is invalid (exit 2); carries every problem found."""

    exit_code = 2

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = sorted(problems, key=lambda p: (p.file, p.line, p.col))
        super().__init__("\n".join(str(p) for p in problems))


class UsageError(JudgeError):
    """A command-line argument is wrong (exit 2)."""

    exit_code = 2


class UnsupportedMechanic(JudgeError):
    """The scenario needs a mechanic the rulebook does not implement yet (exit 3); or, with
    `choice`, a choice the rules leave to a player and the file does not make, which judge
    will not make for them (FOW 1205.8: which of two «Mythic» duplicates that arrived together
    stays); or, with `silent`, something the file asks that the rules of its game or edition
    do not say (a decline no rule of the edition allows nor forbids)."""

    exit_code = 3

    def __init__(self, problem: Problem, choice: bool = False, silent: bool = False) -> None:
        self.problem = problem
        self.choice = choice
        self.silent = silent
        super().__init__(str(problem))

    @property
    def label(self) -> str:
        """What the command line says after the problem: why judge does not rule."""
        if self.silent:
            return "cannot rule: the rules do not say"
        return "cannot rule: a player's choice the file does not make" if self.choice else \
            "cannot rule: not implemented yet"


class RuleIdError(JudgeError):
    """Code cited a rule id that is not in the rulebook: a bug in judge itself (exit 4)."""


def format_path(path: tuple[str | int, ...]) -> str:
    """`('stack', 2, 'targets', 0)` -> `stack[2].targets[0]` (a located problem's key path: the
    loader's and the engine's, which checks ids made on the way as an action is taken)."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out
