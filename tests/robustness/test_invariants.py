"""Every scenario of every game, resolved with the invariants checked after every step; its
ruling must be byte-identical to the one this process resolved once for the tests that read
every bundled ruling (tests/resolved.py; determinism: two resolutions of the file, others in
between), so this module runs with them (tests/conftest.py: SHARED_UNITS)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.app import load_scenario, resolve
from judge.errors import InputError, UnsupportedMechanic

from ..conftest import ROOT, SCENARIOS, by_folder, each_scenario
from ..resolved import bundled_ruling
from .invariants import InvariantChecker

FILES = sorted(SCENARIOS.rglob("*.yaml"))


@pytest.mark.parametrize("paths", by_folder(FILES))
def test_invariants_hold_after_every_step_and_rulings_are_deterministic(
        paths: tuple[Path, ...]) -> None:
    each_scenario(paths, invariants_hold_and_ruling_is_deterministic)


def invariants_hold_and_ruling_is_deterministic(path: Path) -> None:
    try:  # by its path from the root, as tests/resolved.py loads it (the ruling names it)
        scenario = load_scenario(str(path.relative_to(ROOT)))
    except (InputError, UnsupportedMechanic):
        pytest.skip("not a resolvable scenario")
    checker = InvariantChecker()
    first = resolve(scenario, observer=checker)
    assert checker.steps == len(first.steps)
    again = bundled_ruling(path)
    assert again is not None, "resolved once, refused the other time"
    assert json.dumps(first.to_json(), sort_keys=False) == json.dumps(again[1].to_json(),
                                                                       sort_keys=False)
