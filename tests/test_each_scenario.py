"""tests/conftest.py's each_scenario: a check of every bundled ruling, run a folder a test,
still checks every scenario and says each that failed; it cannot pass over a failure."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import SCENARIOS, by_folder, each_scenario, scenario_half

GROUP = tuple(sorted((SCENARIOS / "vandaria-wars/register").glob("*.yaml")))[:3]


def test_every_scenario_is_checked_and_each_failure_said() -> None:
    seen: list[Path] = []

    def check(path: Path) -> None:
        seen.append(path)
        assert path != GROUP[0], "the first is wrong"
        if path == GROUP[1]:
            raise KeyError("not an assertion")

    with pytest.raises(pytest.fail.Exception) as failed:
        each_scenario(GROUP, check)
    assert seen == list(GROUP)
    said = str(failed.value)
    assert said.startswith("2 of 3 scenarios failed")
    assert f"{GROUP[0].relative_to(SCENARIOS)}: the first is wrong" in said
    assert f"{GROUP[1].relative_to(SCENARIOS)}:\nTraceback" in said and "KeyError" in said
    assert str(GROUP[2].relative_to(SCENARIOS)) not in said


def test_a_group_is_skipped_only_if_every_scenario_is() -> None:
    def skip_first(path: Path) -> None:
        if path == GROUP[0]:
            pytest.skip("exit 3")

    each_scenario(GROUP, skip_first)  # two checked: passes
    with pytest.raises(pytest.skip.Exception):
        each_scenario(GROUP, lambda path: pytest.skip("exit 3"))


def test_each_bundled_scenario_is_in_exactly_one_group_of_its_half() -> None:
    paths = sorted(SCENARIOS.rglob("*.yaml"))
    groups = by_folder(paths)
    grouped = [p for g in groups for p in g.values[0]]
    assert sorted(grouped) == paths
    for g in groups:
        assert all(g.id.endswith(f"-half{scenario_half(p.name)}") for p in g.values[0])
