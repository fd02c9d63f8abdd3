"""Commands over many files rule on each file by itself: one file that trips a bug in judge is
reported (exit 4 for it) and the run goes on; the summary is printed on stdout; the exit code is
the worst of all files. `--debug` works before or after the command."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

import judge.scenario.load
import judge.testing
from judge.cli.main import cli
from judge.cli.outcomes import worst

from ..conftest import ROOT, SCENARIOS

REGISTER = SCENARIOS / "vandaria-wars" / "register"
INVALID = ROOT / "tests" / "data" / "invalid"


def folder(tmp_path: Path) -> Path:
    target = tmp_path / "lib"
    shutil.copytree(REGISTER, target)
    return target


def boom_on(monkeypatch: pytest.MonkeyPatch, module: object, name: str, marker: str) -> None:
    real = getattr(module, name)

    def fake(path: object, *args: object, **kwargs: object) -> object:
        if marker in str(path):
            raise ZeroDivisionError("a bug in judge")
        return real(path, *args, **kwargs)

    monkeypatch.setattr(module, name, fake)


def test_test_goes_on_after_an_internal_error_and_exits_4(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    lib = folder(tmp_path)
    boom_on(monkeypatch, judge.testing, "run_file", "prayer-profit")
    result = CliRunner().invoke(cli, ["test", str(lib)])
    lines = result.stdout.splitlines()
    assert result.exit_code == 4
    assert len(lines) == 5 and lines[-1] == "3 pass, 1 internal error"
    bad = [line for line in lines if "prayer-profit" in line]
    assert bad == [f"ERROR {lib}/prayer-profit-gun-shot.yaml: internal error: ZeroDivisionError:"
                   " a bug in judge (run again with --debug for the traceback)"]
    assert "Traceback" not in result.output


def test_check_goes_on_after_an_internal_error_and_exits_4(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    lib = folder(tmp_path)
    boom_on(monkeypatch, judge.scenario.load, "load_scenario", "one-pass")
    result = CliRunner().invoke(cli, ["check", str(lib), str(INVALID / "duplicate-key.yaml")])
    lines = result.stdout.splitlines()
    assert result.exit_code == 4
    assert lines[0].startswith(f"{lib}/one-pass-resolves-nothing.yaml: internal error: ")
    assert any(":6:3: players.alice: duplicate key" in line for line in lines)
    assert lines[-1] == "5 files checked: judge failed (internal error)"


def test_with_debug_the_internal_error_shows_its_traceback(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    lib = folder(tmp_path)
    boom_on(monkeypatch, judge.testing, "run_file", "prayer-profit")
    for args in (["test", str(lib), "--debug"], ["--debug", "test", str(lib)]):
        result = CliRunner().invoke(cli, args)
        assert isinstance(result.exception, ZeroDivisionError), args


@pytest.mark.parametrize("args", [["--debug", "resolve", "x.yaml"],
                                  ["resolve", "--debug", "x.yaml"],
                                  ["resolve", "x.yaml", "--debug"]])
def test_debug_is_accepted_before_or_after_the_command(args: list[str]) -> None:
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 2 and "No such option" not in result.output


def test_the_exit_code_of_a_run_is_the_worst_of_its_files() -> None:
    assert worst(0, 3) == 3 and worst(3, 1) == 1 and worst(1, 2) == 2 and worst(2, 4) == 4
    assert worst(2, 3) == 2 and worst(4, 0) == 4


def test_test_quiet_prints_its_summary_on_stdout() -> None:
    result = CliRunner().invoke(cli, ["test", "-q", str(REGISTER)])
    assert result.exit_code == 0
    assert result.stdout == "4 pass\n" and result.stderr == ""


def test_check_prints_its_summary_on_stdout() -> None:
    result = CliRunner().invoke(cli, ["check", str(REGISTER)])
    assert result.stdout == "4 files checked: no problems\n" and result.stderr == ""


def test_broken_links_and_non_files_in_a_folder_are_named_on_stderr(tmp_path: Path) -> None:
    lib = folder(tmp_path)
    (lib / "gone.yaml").symlink_to(tmp_path / "nowhere.yaml")
    os.mkfifo(lib / "pipe.yaml")
    result = CliRunner().invoke(cli, ["test", str(lib)])
    assert result.exit_code == 0
    assert result.stderr.splitlines() == [f"judge: skipped {lib}/gone.yaml: a broken symbolic link",
                                          f"judge: skipped {lib}/pipe.yaml: not a regular file"]
    assert result.stdout.splitlines()[-1] == "4 pass"


def test_a_broken_link_given_by_name_is_a_located_problem(tmp_path: Path) -> None:
    link = tmp_path / "gone.yaml"
    link.symlink_to(tmp_path / "nowhere.yaml")
    result = CliRunner().invoke(cli, ["check", str(link)])
    assert result.exit_code == 2
    assert result.stdout == f"{link}:1:1: a broken symbolic link\n1 file checked: problems found\n"


def test_a_path_that_cannot_be_read_is_that_files_outcome_and_the_run_goes_on(
        tmp_path: Path) -> None:
    lib = folder(tmp_path)
    gone, link = tmp_path / "nowhere.yaml", tmp_path / "gone.yaml"
    link.symlink_to(gone)
    checked = CliRunner().invoke(cli, ["check", str(gone), str(lib), str(link)])
    lines = checked.stdout.splitlines()
    assert checked.exit_code == 2
    assert lines == [f"{gone}:1:1: no such file or folder", f"{link}:1:1: a broken symbolic link",
                     "6 files checked: problems found"]
    tested = CliRunner().invoke(cli, ["test", str(gone), str(lib), "-", "-"], input="")
    lines = tested.stdout.splitlines()
    assert tested.exit_code == 2
    assert lines[0] == f"ERROR {gone}: {gone}:1:1: no such file or folder"
    assert lines[-2:] == ["ERROR -: -:1:1: standard input can be read only once",
                          "4 pass, 3 error"]
