"""Every scenario file with `expect:` is a test (scenarios/ and the contract's own examples)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.testing import run_file

from .conftest import ROOT, SCENARIOS, SHARED_EXAMPLES

FILES = sorted(SCENARIOS.rglob("*.yaml"))
EXAMPLES = sorted(SHARED_EXAMPLES.glob("*.yaml")) if SHARED_EXAMPLES.is_dir() else []


def _id(path: Path) -> str:
    return str(path.relative_to(ROOT.parent if path.is_relative_to(ROOT.parent) else ROOT))


@pytest.mark.parametrize("path", FILES, ids=[_id(p) for p in FILES])
def test_scenario_ruling_matches_expectation(path: Path) -> None:
    outcome = run_file(str(path))
    assert outcome.status in ("pass", "skip"), outcome.line()


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_contract_example_ruling_matches_expectation(path: Path) -> None:
    outcome = run_file(str(path))
    if outcome.status == "error" and "unknown game" in outcome.line():
        pytest.skip("game not implemented yet")
    assert outcome.status == "pass", outcome.line()


def test_every_scenario_carries_an_expected_ruling() -> None:
    missing = [str(p) for p in FILES if "expect:" not in p.read_text(encoding="utf-8")
               and "/invalid/" not in str(p)]
    assert not missing, f"scenarios without expect: {missing}"
