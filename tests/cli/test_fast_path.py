"""`judge resolve FILE --json` runs without click (start-up, judge/cli/entry.py); it must be
indistinguishable from the click command: same bytes on stdout and stderr, same exit code."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli.entry import fast_resolve_args
from judge.cli.main import cli

from ..conftest import ROOT, SCENARIOS

INVALID = sorted((ROOT / "tests/data/invalid").glob("*.yaml"))
SAMPLE = sorted(SCENARIOS.rglob("*.yaml"))[::7] + INVALID


def via_fast_path(args: list[str]) -> tuple[int, str, str]:
    done = subprocess.run([sys.executable, "-m", "judge", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout, done.stderr


def via_click(args: list[str]) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, args)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("path", SAMPLE, ids=[p.name for p in SAMPLE])
def test_fast_path_and_click_give_the_same_ruling(path: Path) -> None:
    args = ["resolve", str(path.relative_to(ROOT)), "--json"]
    assert fast_resolve_args(args) is not None
    assert via_fast_path(args) == via_click(args)


def test_fast_path_honours_steps_in_both_spellings() -> None:
    file = "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml"
    for args in (["resolve", "--json", "--steps", "2", file], ["resolve", file, "--steps=2",
                                                                "--json"]):
        assert fast_resolve_args(args) == (file, 2, False)
        assert via_fast_path(args) == via_click(args)


@pytest.mark.parametrize("args", [
    ["resolve", "f.yaml"], ["resolve", "--json"], ["resolve", "a.yaml", "b.yaml", "--json"],
    ["resolve", "f.yaml", "--json", "--width", "80"], ["resolve", "--help", "--json"],
    ["test", "f.yaml", "--json"], [], ["resolve", "f.yaml", "--json", "--steps", "-1"],
])
def test_anything_else_goes_through_click(args: list[str]) -> None:
    assert fast_resolve_args(args) is None


def test_the_fast_path_does_not_import_click() -> None:
    code = ("import sys; sys.argv = ['judge', 'resolve', "
            "'scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml', '--json']\n"
            "from judge.cli.entry import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "assert 'click' not in sys.modules, 'click imported'\n"
            "assert 'rich' not in sys.modules and 'networkx' not in sys.modules\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
