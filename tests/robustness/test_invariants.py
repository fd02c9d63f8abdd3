"""Every scenario of every game, resolved with the invariants checked after every step: the
resolution of each bundled scenario that this process makes once for the tests that read every
bundled ruling (tests/resolved.py) is made with the checker, so this module runs with them
(tests/conftest.py: SHARED_UNITS). That the ruling is the same every time it is made is checked
where a scenario is resolved again, by `judge resolve --json`'s path (tests/test_jsondump.py:
a third of them, from every folder)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario_text, resolve

from ..conftest import SCENARIOS, by_folder, each_scenario
from ..resolved import INVARIANTS_BROKEN, bundled_ruling
from .invariants import InvariantChecker

FILES = sorted(SCENARIOS.rglob("*.yaml"))


@pytest.mark.parametrize("paths", by_folder(FILES))
def test_invariants_hold_after_every_step(paths: tuple[Path, ...]) -> None:
    each_scenario(paths, invariants_hold)


def invariants_hold(path: Path) -> None:
    if bundled_ruling(path) is None:
        pytest.skip("not a resolvable scenario")
    broken = INVARIANTS_BROKEN[path]
    assert broken is None, broken


def test_a_broken_invariant_is_found() -> None:
    """The check is not vacuous: a state no step may leave (negative damage) fails it."""
    text = ("game: vandaria-wars\nturn: {player: alice, phase: main}\nplayers: {alice: {gold: "
            "0}, bob: {gold: 0}}\ncards:\n  Ping: {type: action, targets: [{type: territory}], "
            "effect: [{damage: {target: $1, amount: 1}}]}\n  Wall: {type: territory, stats: "
            "{atk: 0, hp: 5}}\nobjects:\n  - {id: wall, card: Wall, owner: bob, zone: field}\n"
            "register:\n  - {id: p, card: Ping, controller: alice, targets: [wall]}\n")
    scenario = load_scenario_text(text, "wall.yaml")
    checker = InvariantChecker()

    def damaged(core: object, step: object) -> None:
        core.state.objects["wall"].damage = -1  # type: ignore[attr-defined]
        checker(core, step)  # type: ignore[arg-type]

    with pytest.raises(AssertionError, match="negative damage"):
        resolve(scenario, observer=damaged)
