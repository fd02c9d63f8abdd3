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


#: Test modules that read every bundled scenario's rendered views (tests/rendered.py, cached per
#: process): run in one process, the views are rendered once instead of once per module.
SHARED_VIEWS = ("tests/test_answer.py", "tests/test_game_words.py", "tests/test_i18n.py")


def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object | None:
    """pytest-xdist's `loadfile` (pyproject's addopts), with the modules of SHARED_VIEWS as one
    unit of work. Any other --dist keeps xdist's own scheduler."""
    if config.getoption("dist", None) != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling  # type: ignore[import-untyped]

    class SharedViews(LoadFileScheduling):  # type: ignore[misc]  # xdist ships no types
        def _split_scope(self, nodeid: str) -> str:
            scope = super()._split_scope(nodeid)
            return "rendered views" if scope in SHARED_VIEWS else scope

    return SharedViews(config, log)


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
