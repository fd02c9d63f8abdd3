"""Every scenario file with `expect:` is a test (scenarios/, the contract's worked examples
among them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.rulings import file_outcome
from judge.testing import run_file

from .conftest import CONTRACT_EXAMPLES, ROOT, SCENARIOS

FILES = sorted(SCENARIOS.rglob("*.yaml"))
EXAMPLES = CONTRACT_EXAMPLES


def _id(path: Path) -> str:
    return str(path.relative_to(ROOT.parent if path.is_relative_to(ROOT.parent) else ROOT))


@pytest.mark.parametrize("path", FILES, ids=[_id(p) for p in FILES])
def test_scenario_ruling_matches_expectation(path: Path) -> None:
    # As `judge test` runs it: the outcome of this run's resolution of the file when the run
    # kept one (tests/resolved.py, the search index: judge/rulings.py keeps passes only), else
    # resolved here; a failure is always worked out again.
    outcome = file_outcome(str(path))
    assert outcome.status in ("pass", "skip"), outcome.line()


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_contract_example_ruling_matches_expectation(path: Path) -> None:
    """The contract's worked examples are bundled, so they run in any clone (never skipped)."""
    text = path.read_text(encoding="utf-8")
    assert "contract" in text and "expect:" in text
    outcome = run_file(str(path))
    assert outcome.status == "pass", outcome.line()


def test_every_scenario_carries_an_expected_ruling() -> None:
    missing = [str(p) for p in FILES if "expect:" not in p.read_text(encoding="utf-8")
               and "/invalid/" not in str(p)]
    assert not missing, f"scenarios without expect: {missing}"
