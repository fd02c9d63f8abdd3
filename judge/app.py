"""The application layer: wires the registry of games (judge.games) to the scenario loader,
the engine and the look-ups, so that none of those imports a game.

    YAML -> Scenario -> resolve(scenario, rulebook) -> Resolution -> renderers

The CLI, `judge test` and the tests call these; library users may call the layers directly with
a registry of their own.
"""

from __future__ import annotations

import os

# Imported once here, not in each function: `judge test` calls these for every file, and a
# `from module import name` in a function pays the import machinery's look-ups at every call.
# Every caller of this module loads, resolves or both, so nothing here is extra for any command.
# The modules, not their functions: a function is looked up in its module at each call, as the
# imports in the functions did (a test may put another in its place).
from judge import games
from judge.engine import resolver
from judge.engine.resolution import Resolution
from judge.errors import InputError, Problem, UnsupportedMechanic
from judge.model.scenario import Scenario
from judge.record import replace
from judge.scenario import load

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable

    from judge.engine.core import Core, Limits
    from judge.engine.rulebook import Rulebook
    from judge.engine.trace import Step
    from judge.scenario.whatif import WhatIf


def load_scenario(path: str | os.PathLike[str], what_if: WhatIf | None = None) -> Scenario:
    """Load and validate a scenario file against the rulebook of its game; `what_if`: the
    command line's switches (`--policy`, `--edition`, `--decision`, `--cards`), the same as
    editing the file."""
    if not os.path.exists(path):  # a bundled ruling named as `judge search` shows it
        from judge.bundled import bundled_path

        path = bundled_path(os.fspath(path)) or path
    return load.load_scenario(path, games.REGISTRY, what_if)


def load_scenario_bytes(path: str, data: bytes) -> Scenario:
    """load_scenario of a file whose bytes are already read (judge/rulings.py's `Read`): the
    bytes parsed are the bytes its kept ruling is keyed by."""
    return load.load_scenario_bytes(path, data, games.REGISTRY)


def load_scenario_text(text: str, name: str = "<text>", what_if: WhatIf | None = None
                       ) -> Scenario:
    return load.load_scenario_text(text, games.REGISTRY, name, what_if)


def rulebook_of(scenario: Scenario) -> Rulebook:
    """The rulebook a loaded scenario is ruled under."""
    return games.find_game(scenario.game)


def resolve(scenario: Scenario, *, max_steps: int | None = None,
            observer: Callable[[Core, Step], None] | None = None,
            keep_initial: bool = True, check_decisions: bool = True,
            limits: Limits | None = None, answer: bool = True,
            final_objects: frozenset[str] | None = None) -> Resolution:
    """Resolve a loaded scenario under its game's rulebook (engine.resolver.resolve). A
    `decisions:` entry the resolution never asked for is an InputError (exit 2), unless
    `check_decisions` is False (a what-if variant of the file, which may take another path).
    `limits`: judge's safety limits and budget (default: those for the scenario's size).
    `answer`: work out the answer to the question (engine/answer.py); `judge test` does not
    need it. `final_objects`: the only objects the final board gives (None: all of them)."""
    if scenario.what_if:  # a problem with what a switch wrote is located in the switch
        try:
            res = resolver.resolve(scenario, rulebook_of(scenario), max_steps=max_steps,
                                   observer=observer, keep_initial=keep_initial,
                                   limits=limits, answer=answer, final_objects=final_objects)
        except InputError as exc:
            raise InputError(scenario.what_if.relocate(exc.problems)) from None
        except UnsupportedMechanic as exc:
            raise UnsupportedMechanic(scenario.what_if.relocate([exc.problem])[0]) from None
    else:
        try:
            res = resolver.resolve(scenario, rulebook_of(scenario), max_steps=max_steps,
                                   observer=observer, keep_initial=keep_initial, limits=limits,
                                   answer=answer, final_objects=final_objects)
        except UnsupportedMechanic as exc:
            if exc.problem.file:
                raise
            # raised where only the game state is at hand (a game's payment): its file
            raise UnsupportedMechanic(replace(exc.problem, file=scenario.file),
                                      choice=exc.choice, silent=exc.silent) from None
    if check_decisions and scenario.decisions:
        from judge.scenario.decisions import unused_decisions

        problems = unused_decisions(scenario, res)
        if problems:
            if scenario.what_if:
                problems = scenario.what_if.relocate(problems)
            raise InputError(problems)
    return res


def cites_problems(scenario: Scenario) -> list[Problem]:
    return list(load.cites_problems(scenario, rulebook_of(scenario)))
