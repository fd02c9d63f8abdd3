"""Limits end with a clear error or finding, quickly, instead of exhausting the machine."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from judge.app import load_scenario, load_scenario_text, resolve
from judge.engine import core
from judge.errors import InputError
from judge.record import replace
from judge.scenario import yamlsafe

from ..conftest import ROOT

HEAD = """game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 0}
  bob: {gold: 0}
cards:
  Ping: {type: action, targets: [{type: territory}], effect: [{damage: {target: $1, amount: 1}}]}
  Wall: {type: territory, stats: {atk: 0, hp: 1000000000}}
objects:
  - {id: wall, card: Wall, owner: bob, zone: field}
"""


def register(n: int) -> str:
    return HEAD + "register:\n" + "".join(
        f"  - {{id: p{i}, card: Ping, controller: alice, targets: [wall]}}\n" for i in range(n))


def test_an_oversized_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    big.write_text("notes: " + "x" * (yamlsafe.MAX_FILE_BYTES + 10) + "\n", encoding="utf-8")
    start = time.perf_counter()
    with pytest.raises(InputError, match="larger than"):
        load_scenario(big)
    assert time.perf_counter() - start < 1.0


def test_a_small_file_is_read_without_setting_aside_the_whole_size_limit(
        tmp_path: Path) -> None:
    """Reading asked for MAX_FILE_BYTES + 1 bytes at once: 8 MiB set aside for every file."""
    import tracemalloc

    small = tmp_path / "small.yaml"
    small.write_text("notes: hi\n", encoding="utf-8")
    tracemalloc.start()
    try:
        _name, text = yamlsafe.read_text(small)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert text == "notes: hi\n" and peak < 64 * 1024


def test_a_file_longer_than_it_claims_is_read_to_the_limit() -> None:
    """The size a file claims (a file still being written, /proc) sizes the first read only."""
    import io

    data = b"x" * 5000
    assert yamlsafe._read_at_most(io.BytesIO(data), 10) == data
    assert yamlsafe._read_at_most(io.BytesIO(data), 0) == data
    assert yamlsafe._read_at_most(io.BytesIO(data), 5000) == data
    assert yamlsafe._read_at_most(io.BytesIO(data), 99999) == data


def test_an_alias_bomb_fails_fast() -> None:
    start = time.perf_counter()
    with pytest.raises(InputError, match="aliases expanding without bound"):
        load_scenario(ROOT / "tests/data/invalid/billion-laughs.yaml")
    assert time.perf_counter() - start < 5.0


@pytest.mark.parametrize("text", [
    "notes: " + "[" * 5000 + "]" * 5000 + "\n",
    "notes:\n" + "".join("  " * i + f"k{i}:\n" for i in range(1, 400)),
])
def test_absurd_nesting_is_refused(text: str) -> None:
    with pytest.raises(InputError, match="nesting deeper"):
        load_scenario_text(HEAD + text, "deep.yaml")


def test_a_register_beyond_the_stack_limit_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(core, "MAX_FILE_STACK", 5)
    with pytest.raises(InputError, match="at most 5"):
        load_scenario_text(register(6), "big-register.yaml")


def limits(**changes: float) -> core.Limits:
    return replace(core.Limits(steps=1000, stack=1000, trigger_depth=100, seconds=60,
                               megabytes=1000), **changes)


def test_pushing_beyond_the_stack_limit_ends_with_a_finding(
        monkeypatch: pytest.MonkeyPatch) -> None:
    scenario = load_scenario_text(register(5), "register.yaml")
    monkeypatch.setattr(core, "MAX_STACK", 0)  # the file's 5 items, and no more
    text = HEAD.replace("objects:", """  Echo:
    type: territory
    stats: {atk: 0, hp: 1000000000}
    abilities:
      - {name: Echo, kind: triggered, when: {event: damaged, object: self},
         effect: [{damage: {target: self, amount: 1}}, {damage: {target: self, amount: 1}}]}
objects:
  - {id: echo, card: Echo, owner: bob, zone: field}""") + "register:\n  - {id: p, card: Ping, " \
        "controller: alice, targets: [echo]}\n"
    res = resolve(load_scenario_text(text, "echo.yaml"))
    assert any(f.kind == "limit" for f in res.findings) or any(
        f.kind == "loop" for f in res.findings)
    assert len(resolve(scenario).resolved) == 5


def test_the_step_limit_ends_with_a_finding() -> None:
    res = resolve(load_scenario_text(register(50), "register.yaml"), limits=limits(steps=10))
    assert len(res.steps) == 10
    assert [f.kind for f in res.findings] == ["limit"]
    assert res.cut_short


def test_a_budget_spent_before_the_resolution_is_not_spent_again() -> None:
    """`Limits.spent` (the `judge` command's start-up) comes out of the time budget: a budget
    already spent stops the resolution at the clock's first look; none spent lets it finish."""
    scenario = load_scenario_text(register(50), "register.yaml")
    spent = resolve(scenario, limits=limits(seconds=60, spent=time.process_time() + 60))
    assert [f.kind for f in spent.findings] == ["limit"] and len(spent.resolved) < 50
    assert len(resolve(scenario, limits=limits(seconds=60)).resolved) == 50


def test_the_judge_command_takes_its_start_up_from_the_budget(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`judge resolve FILE --json` as its own process (json_ruling's `whole_process`): the CPU
    time spent before the file is read counts against the file's budget; loading does not, and
    an in-process caller keeps the whole budget."""
    import judge.app
    from judge.cli.entry import json_ruling

    path = tmp_path / "register.yaml"
    path.write_text(register(3), encoding="utf-8")
    given: list[core.Limits | None] = []
    real = judge.app.resolve

    def resolving(scenario: Any, **kw: Any) -> Any:
        given.append(kw["limits"])
        return real(scenario, **kw)

    monkeypatch.setattr(judge.app, "resolve", resolving)
    before = time.process_time()
    assert len(json_ruling(str(path), whole_process=True).resolved) == 3
    assert len(json_ruling(str(path)).resolved) == 3
    whole, alone = given
    assert whole is not None and alone is None
    assert whole.spent > 0 and before <= whole.spent <= time.process_time()
    assert whole.seconds == core.Limits.for_scenario(load_scenario(str(path))).seconds


def test_the_limits_grow_with_what_the_file_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    """A large honest file is never cut short: its items and actions widen the limits."""
    monkeypatch.setattr(core, "MAX_STEPS", 10)
    monkeypatch.setattr(core, "MAX_STACK", 0)
    res = resolve(load_scenario_text(register(50), "register.yaml"))
    assert len(res.resolved) == 50 and not res.findings


def test_a_runaway_trigger_chain_is_ruled_a_loop_without_recursion(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Damage keeps growing, so no state repeats: the depth limit must end it."""
    monkeypatch.setattr(core, "MAX_TRIGGER_DEPTH", 60)
    text = HEAD.replace("objects:", """  Echo:
    type: territory
    stats: {atk: 0, hp: 1000000000}
    abilities:
      - {name: Echo, kind: triggered, when: {event: damaged, object: self},
         effect: [{damage: {target: self, amount: 1}}]}
objects:
  - {id: echo, card: Echo, owner: bob, zone: field}""") + "register:\n  - {id: p, card: Ping, " \
        "controller: alice, targets: [echo]}\n"
    res = resolve(load_scenario_text(text, "echo.yaml"))
    loops = [f for f in res.findings if f.kind == "loop"]
    assert loops and "never ends" in loops[0].message
    assert res.outcome == "draw"
    assert res.final["objects"]["echo"]["damage"] >= 60
