"""A fourth game that lives only in the tests proves the contract: Queue (queuegame/) is a
folder of rulebook data plus one overridden hook (its stack is a queue), registered like any
plug-in through the `judge.games` entry-point group (queuegame.dist-info), and it works end to
end through `judge resolve` and `judge test`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCENARIOS = HERE / "scenarios"


def judge(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(HERE), "JUDGE_CACHE": "0"}
    return subprocess.run([sys.executable, "-m", "judge", *args], capture_output=True, text=True,
                          env=env, timeout=60)


def test_a_plugin_game_resolves_through_the_cli() -> None:
    done = judge("resolve", str(SCENARIOS / "oldest-resolves-first.yaml"), "--json")
    assert done.returncode == 0, done.stderr
    ruling = json.loads(done.stdout)
    assert ruling["game"] == "queue-game"
    assert ruling["resolved"] == ["heal"] and ruling["final"]["stack"] == ["bolt"]
    assert ruling["final"]["objects"]["wolf"]["damage"] == 0


def test_judge_test_runs_the_plugin_games_scenarios() -> None:
    done = judge("test", str(SCENARIOS))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("PASS") == 2


def test_the_plugin_is_found_by_an_alias_and_its_text_view_cites_its_rules() -> None:
    path = SCENARIOS / "queue-empties-oldest-first.yaml"
    done = judge("resolve", str(path))
    assert done.returncode == 0, done.stderr
    assert "QG 3" in done.stdout and "the oldest item resolves" in done.stdout


def test_without_the_plugin_installed_the_game_is_unknown() -> None:
    env = {**os.environ, "JUDGE_CACHE": "0"}
    done = subprocess.run([sys.executable, "-m", "judge", "check",
                           str(SCENARIOS / "oldest-resolves-first.yaml")],
                          capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 2 and "unknown game 'queue-game'" in done.stdout + done.stderr


def test_the_toy_game_overrides_one_hook() -> None:
    sys.path.insert(0, str(HERE))
    try:
        import queuegame

        from judge.engine.policies import StackRules
    finally:
        sys.path.remove(str(HERE))
    overridden = [name for name, value in vars(queuegame.Queue).items()
                  if callable(value) and hasattr(StackRules, name)]
    assert overridden == ["resolve_round"]
