"""Which restrictions are in force is read once an instruction, however many objects it picks
(judge/engine/stackops.py picked_not_targeted): read once an object, a board of 1,000 objects
under 50 effects took 10 s instead of 1 s (bench/run.py, layers). Counted, not timed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from judge.app import load_scenario, resolve
from judge.engine import restrictions

ROOT = Path(__file__).resolve().parents[2]


def reads_of_restrictions(tmp_path: Path, objects: int, monkeypatch: pytest.MonkeyPatch) -> int:
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import run as bench  # bench/run.py: the layers file the benchmark resolves
    finally:
        sys.path.remove(str(ROOT / "bench"))
    path = tmp_path / f"layers-{objects}.yaml"
    path.write_text(bench.layers_text(objects, 10), encoding="utf-8")
    count = 0
    real = restrictions.in_force

    def counted(t: object) -> object:
        nonlocal count
        count += 1
        return real(t)  # type: ignore[arg-type]

    monkeypatch.setattr(restrictions, "in_force", counted)
    resolve(load_scenario(str(path)))
    return count


def test_restrictions_are_not_read_once_an_object(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    few = reads_of_restrictions(tmp_path, 100, monkeypatch)
    many = reads_of_restrictions(tmp_path, 400, monkeypatch)
    assert many <= few + 10, (few, many)
