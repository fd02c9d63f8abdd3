"""`judge resolve FILE --json` runs without click (start-up, judge/cli/entry.py); it must be
indistinguishable from the click command: same bytes on stdout and stderr, same exit code."""

from __future__ import annotations

import io
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli import entry
from judge.cli.entry import fast_resolve_args
from judge.cli.main import cli

from ..conftest import ROOT, SCENARIOS

INVALID = sorted((ROOT / "tests/data/invalid").glob("*.yaml"))
#: Every 14th bundled scenario (~230, of every game and kind) and every refused file: what is
#: compared is the command's plumbing (arguments, output, exit code), which a scenario's content
#: does not change; every 7th was 4.5 s of the suite's CPU for the same paths through it.
SAMPLE = sorted(SCENARIOS.rglob("*.yaml"))[::14] + INVALID
#: Of these, the ones also run as a real `python -m judge` process (the process's own stdout,
#: stderr and exit code: encoding, flushing): a ruling of each game and each kind of refused
#: file; every one runs judge's entry point in this process (the same code, without a
#: process's start-up each: a quarter of the sample ran as processes, 34 more of them).
IN_A_PROCESS = {next(p for p in SAMPLE if p.is_relative_to(SCENARIOS / game))
                for game in ("vandaria-wars", "force-of-will", "riftbound")} | set(INVALID)


def via_fast_path(args: list[str]) -> tuple[int, str, str]:
    done = subprocess.run([sys.executable, "-m", "judge", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout, done.stderr


def via_entry_point(args: list[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    """`python -m judge ARGS` (judge/__main__.py) run in this process."""
    monkeypatch.setattr(sys, "argv", ["judge", *args])
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err), pytest.raises(SystemExit) as done:
        entry.main()
    code = done.value.code
    return code if isinstance(code, int) else 1, out.getvalue(), err.getvalue()


def via_click(args: list[str]) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, args)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("path", SAMPLE, ids=[p.name for p in SAMPLE])
def test_fast_path_and_click_give_the_same_ruling(path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    args = ["resolve", str(path.relative_to(ROOT)), "--json"]
    assert fast_resolve_args(args) is not None
    monkeypatch.chdir(ROOT)
    clicked = via_click(args)
    assert via_entry_point(args, monkeypatch) == clicked
    if path in IN_A_PROCESS:
        assert via_fast_path(args) == clicked


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


def python(code: str) -> subprocess.CompletedProcess[str]:
    """`python -c code` from the project's root, its output captured."""
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)


def test_the_fast_path_does_not_import_click() -> None:
    code = ("import sys; sys.argv = ['judge', 'resolve', "
            "'scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml', '--json']\n"
            "from judge.cli.entry import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "assert 'click' not in sys.modules, 'click imported'\n"
            "assert 'rich' not in sys.modules and 'networkx' not in sys.modules\n")
    done = python(code)
    assert done.returncode == 0, done.stderr


def test_the_judge_command_ends_its_process_once_the_ruling_is_written() -> None:
    """`script` (the installed command, `python -m judge`) ends the process as soon as the
    ruling is flushed, skipping the interpreter's teardown (an exit hook never runs), with the
    whole ruling on stdout and exit code 0; `main` called in a process returns by SystemExit."""
    file = "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml"
    code = ("import atexit, sys\n"
            "atexit.register(lambda: print('teardown', file=sys.stderr))\n"
            f"sys.argv = ['judge', 'resolve', {file!r}, '--json']\n"
            "from judge.cli.entry import {name}\n"
            "try:\n    {name}()\nexcept SystemExit as exit:\n"
            "    print('SystemExit', exit.code, file=sys.stderr)\n")
    fast = subprocess.run([sys.executable, "-c", code.format(name="script")], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    usual = subprocess.run([sys.executable, "-c", code.format(name="main")], cwd=ROOT,
                           capture_output=True, text=True, timeout=60)
    assert (fast.returncode, fast.stderr) == (0, "")
    assert usual.stderr.split() == ["SystemExit", "0", "teardown"]
    assert fast.stdout == usual.stdout == via_click(["resolve", file, "--json"])[1]


def test_the_judge_command_pauses_the_collector_for_the_fast_path_only() -> None:
    """`script` pauses the cyclic garbage collector from the start (the imports' automatic
    passes cost 5% of a small ruling's instructions); every other command runs with it on,
    since `judge test` or `judge site` over many files must not hold their cycles."""
    probe = ("import gc, sys\n"
             "import judge.cli.main as m\n"
             "m.main = lambda: print('collector on' if gc.isenabled() else 'collector off')\n"
             "from judge.cli import entry\n"
             "sys.argv = ['judge', 'games']\n"
             "entry.script()\n")
    done = python(probe)
    assert done.stdout == "collector on\n", done.stderr
    fast = python("import gc, sys\n"
                  "from judge.cli import entry\n"
                  "entry.resolve_json = lambda *a, **k: print('collector on' if gc.isenabled() "
                  "else 'collector off') or 0\n"
                  "sys.argv = ['judge', 'resolve', 'x.yaml', '--json']\n"
                  "entry.script()\n")
    assert fast.stdout == "collector off\n", fast.stderr
