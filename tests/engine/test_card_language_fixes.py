"""Card-language claims pinned after the generated scenarios of tests/robustness/test_fuzz_cards.py
found them broken (each test names what went wrong before)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from judge.app import load_scenario_text, resolve

from ..conftest import ROOT

VEILS = """
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 5}
  bob: {gold: 5}
cards:
  Grunt: {type: follower, stats: {atk: 1, hp: 9}}
  Warden:
    type: follower
    stats: {atk: 1, hp: 9}
    abilities:
      - {name: Veil, kind: static,
         effect: [{forbid: {action: be_targeted, target: {each: {type: follower}}}}]}
  Zap:
    type: action
    targets: [{type: follower}]
    effect: [{damage: {target: $1, amount: 1}}]
objects:
  - {id: g, card: Grunt, owner: bob, zone: field}
  - {id: w1, card: Warden, owner: bob, zone: field}
  - {id: w2, card: Warden, owner: bob, zone: field}
  - {id: w3, card: Warden, owner: bob, zone: field}
  - {id: w4, card: Warden, owner: bob, zone: field}
  - {id: z, card: Zap, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: z, targets: [g]}
"""


def test_static_abilities_are_read_in_the_order_their_objects_came_into_the_game() -> None:
    """Before: the objects with static abilities were a set, so which of four restrictions
    "forbids it" depended on string hashing."""
    ruling = resolve(load_scenario_text(VEILS, "veils.yaml"))
    [rejected] = ruling.rejected
    assert "Warden (w1)'s Veil" in rejected.text


def test_a_ruling_does_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    """The same file under two PYTHONHASHSEED values (which ordered that set differently)
    gives byte-identical JSON."""
    path = tmp_path / "veils.yaml"
    path.write_text(VEILS, encoding="utf-8")
    outputs = set()
    for seed in ("1", "2"):
        done = subprocess.run([sys.executable, "-m", "judge", "resolve", str(path), "--json"],
                              cwd=ROOT, capture_output=True, text=True, timeout=60,
                              env={**os.environ, "PYTHONHASHSEED": seed})
        assert done.returncode == 0, done.stderr
        json.loads(done.stdout)
        outputs.add(done.stdout)
    assert len(outputs) == 1
