"""Look-up tests never touch the user's cache: every test gets the run's cache folder (so the
search index is built once per run, tests/conftest.py), unless it asks for its own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

from ..conftest import ROOT, run_cache

VW = ROOT / "scenarios" / "vandaria-wars"
PRAYER = str(VW / "register/prayer-profit-gun-shot.yaml")
LEFT_PLAY = str(VW / "targets/target-left-play-skill-does-not-result.yaml")
CANCELLED = str(VW / "costs/cancelled-action.yaml")
LETHAL = str(VW / "state-checks/lethal-damage-checked-after-each-item.yaml")
NO_PRIORITY = str(VW / "priority/acting-without-priority-is-rejected.yaml")


@pytest.fixture(scope="session")
def session_cache() -> Path:
    return run_cache()


@pytest.fixture(autouse=True)
def isolated_cache(session_cache: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(session_cache))
    monkeypatch.delenv("JUDGE_SEARCH_CACHE", raising=False)
    monkeypatch.delenv("JUDGE_CACHE", raising=False)
    yield session_cache


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr
