"""Every scenario of every game, resolved with the invariants checked after every step, twice:
the second ruling must be byte-identical to the first (determinism)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.app import load_scenario, resolve
from judge.errors import InputError, UnsupportedMechanic

from ..conftest import ROOT, SCENARIOS
from .invariants import InvariantChecker

FILES = sorted(SCENARIOS.rglob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_invariants_hold_after_every_step_and_rulings_are_deterministic(path: Path) -> None:
    try:
        scenario = load_scenario(path)
    except (InputError, UnsupportedMechanic):
        pytest.skip("not a resolvable scenario")
    checker = InvariantChecker()
    first = resolve(scenario, observer=checker)
    assert checker.steps == len(first.steps)
    again = resolve(load_scenario(path))
    assert json.dumps(first.to_json(), sort_keys=False) == json.dumps(again.to_json(),
                                                                       sort_keys=False)
