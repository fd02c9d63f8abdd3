"""Every bundled scenario loaded and resolved once per test process, for the tests that only
read its ruling (the views, the JSON schema, the citations): each of them resolving all of
them again cost two to three seconds of CPU a module. tests/conftest.py keeps the modules that
read these in one unit of work, so one process resolves them."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from judge.app import load_scenario, resolve
from judge.engine.resolution import Resolution
from judge.errors import JudgeError
from judge.model.scenario import Scenario

from .conftest import ROOT


@cache
def bundled_ruling(path: Path) -> tuple[Scenario, Resolution] | None:
    """A bundled scenario (a path under scenarios/) and its ruling with the default options,
    loaded by its path from the project's root as a user types it; None when judge refuses it
    (exit 2) or cannot rule on it (exit 3). Read only: the tests share the objects."""
    try:
        sc = load_scenario(str(path.resolve().relative_to(ROOT)))
        return sc, resolve(sc)
    except JudgeError:
        return None
