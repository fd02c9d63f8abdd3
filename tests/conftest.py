"""Shared fixtures and domain asserts for judge's tests."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# Property tests: deterministic and quick in CI; HYPOTHESIS_PROFILE=deep explores far more
# (20,000 cases a test; HYPOTHESIS_EXAMPLES=N to change it).
settings.register_profile("ci", max_examples=120, derandomize=True, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("deep", max_examples=int(os.environ.get("HYPOTHESIS_EXAMPLES", 20_000)),
                          deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "scenarios"
#: The scenario contract's three worked examples, bundled (docs/scenario-format.md).
CONTRACT_EXAMPLES = [
    SCENARIOS / "vandaria-wars/register/prayer-profit-gun-shot.yaml",
    SCENARIOS / "force-of-will/chase/contract-one-item-per-round.yaml",
    SCENARIOS / "riftbound/states/contract-chain-closed-state.yaml",
]


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-goldens", action="store_true",
                     help="rewrite the golden transcripts instead of comparing with them")


@pytest.fixture(autouse=True)
def english_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every test sees judge speak English, whatever the locale of the machine running it
    (judge/lang.py); tests of other languages ask for them."""
    monkeypatch.setenv("JUDGE_LANG", "en")


#: The rulings a cache-damage test indexes: rebuilding the index is what those tests check, and
#: indexing every bundled ruling resolves each of them (seconds a rebuild), so they index these.
FEW_RULINGS = [*CONTRACT_EXAMPLES,
               SCENARIOS / "vandaria-wars/costs/failed-skill-no-refund.yaml"]


@pytest.fixture
def few_rulings(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search index holds only FEW_RULINGS as the bundled rulings."""
    import judge.bundled

    monkeypatch.setattr(judge.bundled, "bundled_files", lambda: [str(p) for p in FEW_RULINGS])


@pytest.fixture
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-goldens"))
