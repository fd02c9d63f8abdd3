"""A bounded worst case (issue "Trust: a bounded worst case"): files that explode end quickly,
with a finding that says why, and loop detection costs little however large the stack grows.
The two files of the issue are bench inputs (bench/inputs/); bench/run.py times every shape of
adversarial file against the 2 s / 300 MB target."""

from __future__ import annotations

import random
import time

import pytest

from judge.app import load_scenario, load_scenario_text, resolve
from judge.engine import core
from judge.engine.resolver import Resolver
from judge.games import find_game
from judge.model.state import StackItem
from judge.record import replace

from ..conftest import ROOT

INPUTS = ROOT / "bench" / "inputs"


def cpu(fn: object) -> float:
    start = time.process_time()
    assert callable(fn)
    fn()
    return time.process_time() - start


def test_twenty_triggers_answering_one_event_stop_at_a_limit_quickly() -> None:
    """Before: 37 s and 2.8 GB (every resolution fingerprinted the whole chase, and the chase
    grew by 19 items each time) on the way to a depth of 2,000."""
    scenario = load_scenario(INPUTS / "twenty-triggers.yaml")
    res = None

    def run() -> None:
        nonlocal res
        res = resolve(scenario)

    assert cpu(run) < 5.0
    assert res is not None
    limits = [f for f in res.findings if f.kind == "limit"]
    assert limits and "would hold more than" in limits[0].message
    assert res.cut_short and res.outcome == "ongoing"


def test_the_burn_out_loop_is_ruled_as_the_loop_that_ends_in_a_win() -> None:
    """Before: a million Burn Out steps (16 s, 2.5 GB) and a step-limit finding. RB 431.3.a:
    every retry burns out again until an opponent reaches the Victory Score; he then wins at
    once (RB 431.3.c.1)."""
    res = resolve(load_scenario(INPUTS / "burn-out-loop.yaml"))
    loops = [f for f in res.findings if f.kind == "loop"]
    assert len(loops) == 1 and "RB 431.3.a" in loops[0].citations
    assert not [f for f in res.findings if f.kind == "limit"]
    assert res.winner == "bob" and res.outcome == "win"
    assert res.final["players"]["bob"]["points"] == 1_000_000_000
    assert len(res.steps) < 10
    assert "RB 431.3.c.1" in res.citations


BURN = """game: riftbound
turn: {player: alice, phase: main}
players: {alice: {energy: 0, points: %d}, bob: {energy: 0, points: %d}}
cards:
  Insight: {type: spell, effect: [{draw: {count: 1}}]}
chain:
  - {id: insight, card: Insight, controller: alice}
"""


@pytest.mark.parametrize(("alice", "bob", "more"), [(0, 0, 7), (3, 7, 1), (7, 2, 5)])
def test_repeated_burn_outs_give_points_until_the_rival_leads(alice: int, bob: int,
                                                             more: int) -> None:
    """After the first Burn Out (1 point), `more` retries: enough for the Victory Score (8) and
    more points than Alice (RB 194.2)."""
    res = resolve(load_scenario_text(BURN % (alice, bob), "burn.yaml"))
    assert res.final["players"]["bob"]["points"] == bob + 1 + more
    assert res.winner == "bob"
    loop = next(s for s in res.steps if s.kind.value == "loop")
    assert f"{more} more Burn Out" in loop.summary


def limits(**changes: float) -> core.Limits:
    return replace(core.Limits(steps=100_000, stack=100_000, trigger_depth=100, seconds=60,
                               megabytes=10_000), **changes)


REGISTER = """game: vandaria-wars
turn: {player: alice, phase: main}
players: {alice: {gold: 0}, bob: {gold: 0}}
cards:
  Ping: {type: action, targets: [{type: territory}], effect: [{damage: {target: $1, amount: 1}}]}
  Wall: {type: territory, stats: {atk: 0, hp: 1000000000}}
objects:
  - {id: wall, card: Wall, owner: bob, zone: field}
register:
""" + "".join(f"  - {{id: p{i}, card: Ping, controller: alice, targets: [wall]}}\n"
              for i in range(200))


def test_the_time_budget_ends_the_resolution_with_a_finding() -> None:
    res = resolve(load_scenario_text(REGISTER, "register.yaml"), limits=limits(seconds=0))
    assert [f.kind for f in res.findings] == ["limit"]
    assert "time budget" in res.findings[0].message
    assert len(res.resolved) < 200 and res.cut_short


def test_the_memory_budget_ends_the_resolution_with_a_finding(
        monkeypatch: pytest.MonkeyPatch) -> None:
    grows = iter(range(0, 10**9, 200))  # the process grows by 200 MB between two looks
    monkeypatch.setattr(core, "peak_memory_mb", lambda: float(next(grows)))
    res = resolve(load_scenario_text(REGISTER, "register.yaml"), limits=limits(megabytes=150))
    assert [f.kind for f in res.findings] == ["limit"]
    assert "memory budget" in res.findings[0].message


FAN = """game: vandaria-wars
turn: {player: alice, phase: main}
players: {alice: {gold: 0}, bob: {gold: 0}}
cards:
  Ping: {type: action, targets: [{type: territory}], effect: [{damage: {target: $1, amount: 1}}]}
  Echo:
    type: territory
    stats: {atk: 0, hp: 1000000000}
    abilities:
%s
objects:
  - {id: echo, card: Echo, owner: bob, zone: field}
register:
  - {id: p, card: Ping, controller: alice, targets: [echo]}
"""


def test_a_new_register_that_would_grow_without_end_stops_at_the_limit() -> None:
    """Vandaria Wars keeps triggered skills for the next register, off the stack: they count
    towards the limit of items waiting (20, 400, 8,000 ... before)."""
    abilities = "\n".join(f"      - {{name: E{i}, kind: triggered, when: {{event: damaged, "
                          "object: self}, effect: [{damage: {target: self, amount: 1}}]}"
                          for i in range(20))
    scenario = load_scenario_text(FAN % abilities, "fan.yaml")
    res = resolve(scenario, limits=limits(stack=1000))
    assert [f.kind for f in res.findings if f.kind != "note"] == ["limit"]
    assert len(res.steps) < 1500


def test_the_state_is_fingerprinted_once_per_generation(monkeypatch: pytest.MonkeyPatch) -> None:
    """The skills of one generation (2, 4, 8 ... in a register each) are fingerprinted once."""
    abilities = "\n".join(f"      - {{name: E{i}, kind: triggered, when: {{event: damaged, "
                          "object: self}, effect: [{damage: {target: self, amount: 1}}]}"
                          for i in range(2))
    scenario = load_scenario_text(FAN % abilities, "fan.yaml")
    depths: list[int] = []
    original = Resolver.fingerprint

    def counted(self: Resolver, item: StackItem) -> int:
        depths.append(item.depth)
        return original(self, item)

    monkeypatch.setattr(Resolver, "fingerprint", counted)
    res = resolve(scenario, limits=limits(stack=5000))
    assert res.cut_short
    assert len(depths) >= 3 and len(depths) == len(set(depths))


def test_the_stack_hash_follows_every_change_of_the_stack() -> None:
    """stack_hash is kept up to date from what changed; it must always equal the hash of the
    whole stack computed afresh, whatever was pushed, removed or reordered."""
    scenario = load_scenario_text(REGISTER, "register.yaml")
    resolver = Resolver(scenario, find_game("vandaria-wars"))
    stack = resolver.state.stack
    pool = list(stack)
    rng = random.Random(7)

    def afresh() -> int:
        running = 0
        for it in stack:
            running = hash((running, it.name, it.source, it.controller))
        return running

    for n in range(2000):
        op = rng.random()
        if op < 0.4 and pool:
            stack.append(pool.pop(rng.randrange(len(pool))))
        elif op < 0.7 and stack:
            pool.append(stack.pop())
        elif op < 0.8 and stack:
            pool.append(stack.pop(rng.randrange(len(stack))))
        elif op < 0.9 and len(stack) > 1:
            i, j = rng.randrange(len(stack)), rng.randrange(len(stack))
            stack[i], stack[j] = stack[j], stack[i]
        else:
            stack.append(StackItem(id=f"new{n}", kind="ability", controller="bob",
                                   name=f"N{n % 3}", source="wall"))
        assert resolver.stack_hash() == afresh()


def test_explain_does_not_re_resolve_a_ruling_cut_short() -> None:
    """Each house-policy variant of a ruling stopped at a limit would stop there too: `explain`
    says so instead of re-resolving (it stays within a few times `resolve`)."""
    from judge.lookup.variants import CUT_SHORT, policy_variants

    scenario = load_scenario_text(REGISTER, "register.yaml")
    res = resolve(scenario, limits=limits(steps=20))
    variants = policy_variants(scenario, res)
    assert variants and all(v.error == CUT_SHORT for v in variants)


def test_explain_re_resolves_within_its_time_budget() -> None:
    from judge.lookup.variants import OUT_OF_TIME, policy_variants

    scenario = load_scenario_text(REGISTER, "register.yaml")
    res = resolve(scenario)
    assert not res.cut_short
    variants = policy_variants(scenario, res, seconds=0)
    assert variants and all(v.error == OUT_OF_TIME for v in variants)
    assert all(v.error is None for v in policy_variants(scenario, res, seconds=60))
