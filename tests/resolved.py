"""Every bundled scenario loaded and resolved once per test process, for the tests that only
read its ruling (the views, the JSON schema, the citations): each of them resolving all of
them again cost two to three seconds of CPU a module. tests/conftest.py keeps the modules that
read these in one unit of work, so one process resolves them.

What the search index and `judge test` take from each resolution is kept in the run's cache
folder as judge keeps it (judge/rulings.py), so the run's search index and
tests/test_scenarios.py read it instead of resolving every bundled scenario again (~0.6 ms a
ruling to keep; ~5 ms a ruling to resolve again).

Each is resolved with the invariants checked after every step (tests/robustness/invariants.py):
tests/robustness/test_invariants.py reads what the check found here rather than resolving every
bundled scenario once more for it (~4 s of CPU a half of them)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from judge.app import load_scenario, resolve
from judge.engine.resolution import Resolution
from judge.errors import JudgeError
from judge.model.scenario import Scenario
from judge.rulings import keep_resolved

from .conftest import ROOT
from .robustness.invariants import InvariantChecker

#: A bundled scenario's path -> what the invariant check found wrong in its resolution (an
#: assertion's message), or None: every step was checked and none broke an invariant.
INVARIANTS_BROKEN: dict[Path, str | None] = {}


@cache
def bundled_ruling(path: Path) -> tuple[Scenario, Resolution] | None:
    """A bundled scenario (a path under scenarios/) and its ruling with the default options,
    loaded by its path from the project's root as a user types it; None when judge refuses it
    (exit 2) or cannot rule on it (exit 3). Read only: the tests share the objects."""
    try:
        sc = load_scenario(str(path.resolve().relative_to(ROOT)))
    except JudgeError:
        return None
    checker = InvariantChecker()
    try:
        res = resolve(sc, observer=checker)
    except JudgeError:
        return None
    except AssertionError as broken:  # kept for test_invariants; the others read the ruling
        INVARIANTS_BROKEN[path] = str(broken)
        res = resolve(sc)
    else:
        INVARIANTS_BROKEN[path] = None if checker.steps == len(res.steps) else (
            f"the check saw {checker.steps} steps of {len(res.steps)}")
    keep_resolved(str(path), sc, res)
    return sc, res
