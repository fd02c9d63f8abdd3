"""Every kind of bad input is one located line and exit 2: never exit 4, never a silent guess.

YAML tags and their literals, numbers too large to use or print, bytes that are not UTF-8,
control characters, tabs used for indentation, and paths that are not regular files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.app import load_scenario, load_scenario_text
from judge.cli.main import cli
from judge.errors import InputError
from judge.scenario.yamlsafe import MAX_FILE_BYTES, load_text

from ..conftest import ROOT

FOW = (ROOT / "scenarios/force-of-will/chase/contract-one-item-per-round.yaml").read_text(
    encoding="utf-8")


def problems(text: str, name: str = "t.yaml") -> list[str]:
    with pytest.raises(InputError) as info:
        load_scenario_text(text, name)
    return [str(p) for p in info.value.problems]


def with_title(value: str) -> str:
    return FOW.replace("title: One round of passes resolves one chase item", f"title: {value}")


# ----- tags --------------------------------------------------------------------------------------
@pytest.mark.parametrize(("value", "message"), [
    ("!!int abc", "'abc' is not a valid !!int value"),
    ("!!float abc", "'abc' is not a valid !!float value"),
    ("!!bool maybe", "'maybe' is not a valid !!bool value"),
    ("!!null q", "'q' is not a valid !!null value"),
    ("!!binary AAAA", "the YAML tag !!binary is not supported"),
    ("!!timestamp tomorrow", "the YAML tag !!timestamp is not supported"),
    ("!custom x", "the YAML tag !custom is not supported"),
    ("!!python/object:os.system x", "the YAML tag !!python/object:os.system is not supported"),
    ("!!str {a: 1}", "the YAML tag !!str is not supported on a mapping"),
    ("!!map [1]", "the YAML tag !!map is not supported on a list"),
    ("!!set {a, b}", "the YAML tag !!set is not supported on a mapping"),
    ("!!omap [a: 1]", "the YAML tag !!omap is not supported on a list"),
])
def test_a_tag_that_is_not_a_plain_core_tag_or_does_not_fit_its_value_is_refused_located(
        value: str, message: str) -> None:
    found = problems(with_title(value))
    assert found == [f"t.yaml:5:8: title: {message}" + found[0].split(message, 1)[1]]


@pytest.mark.parametrize(("value", "read"), [
    ("!!str 12", "12"), ("!!int 12", 12), ("!!int 0x1F", 31), ("!!float 1.5", 1.5),
    ("!!float 1", 1.0), ("!!bool true", True), ("!!null ~", None), ("=", "="), ("<<", "<<"),
    ("2026-01-01", "2026-01-01"), ("!!map {a: 1}", {"a": 1}), ("!!seq [1]", [1])])
def test_core_tags_that_fit_their_value_are_read(value: str, read: object) -> None:
    assert load_text(f"a: {value}\n", "t.yaml").data == {"a": read}


def test_a_tagged_key_that_does_not_fit_is_one_problem() -> None:
    found = problems(FOW.replace("players:", "!!int abc: 1\nplayers:", 1))
    assert len(found) == 1 and "'abc' is not a valid !!int value" in found[0]


# ----- numbers -----------------------------------------------------------------------------------
@pytest.mark.parametrize("number", ["9" * 5000, "0x" + "f" * 4000, "-" + "1" * 41])
def test_a_number_too_long_to_convert_or_print_is_refused_located(number: str) -> None:
    found = problems(FOW.replace("bob: {life: 4000}", f"bob: {{life: {number}}}"))
    assert len(found) == 1
    assert found[0].startswith("t.yaml:11:15: players.bob.life: a number of ")


@pytest.mark.parametrize("number", ["1000000000001", "-1000000000001", "0xffffffffffff"])
def test_a_number_beyond_ten_to_the_twelve_is_out_of_range(number: str) -> None:
    found = problems(FOW.replace("bob: {life: 4000}", f"bob: {{life: {number}}}"))
    assert found == [f"t.yaml:11:9: players.bob.life: {int(number, 0)} is out of range: a "
                     "number here is at most 10^12 in size"]


def test_a_huge_hexadecimal_number_is_refused_by_check_not_when_printed(tmp_path: Path) -> None:
    path = tmp_path / "hex.yaml"
    path.write_text(FOW.replace("bob: {life: 4000}", "bob: {life: 0x" + "f" * 3000 + "}"),
                    encoding="utf-8")
    for command in ("check", "resolve"):
        result = CliRunner().invoke(cli, [command, str(path), "--json"][:3 if command ==
                                                                         "resolve" else 2])
        assert result.exit_code == 2, result.output
        assert "players.bob.life: a number of 3002 characters is too long" in result.output


# ----- encodings, control characters, tabs --------------------------------------------------------
def test_bytes_that_are_not_utf8_are_located_by_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "latin1.yaml"
    path.write_bytes(FOW.replace("title: One", "title: Caf\xe9 One").encode("latin-1"))
    with pytest.raises(InputError) as info:
        load_scenario(path)
    assert [str(p) for p in info.value.problems] == [
        f"{path}:5:11: not UTF-8 text: byte 0xe9 (invalid continuation byte); save the file "
        "as UTF-8"]


def test_the_column_of_a_bad_byte_counts_characters_not_bytes(tmp_path: Path) -> None:
    path = tmp_path / "mixed.yaml"
    path.write_bytes("a: ทิ้ง".encode() + b"\xff\n")
    with pytest.raises(InputError) as info:
        load_scenario(path)
    assert str(info.value.problems[0]).startswith(f"{path}:1:8: not UTF-8 text: byte 0xff")


@pytest.mark.parametrize(("char", "line", "col"), [("\x07", 5, 11), ("\x1b", 5, 8),
                                                   ("\x00", 5, 20), ("\x85", 5, 8)])
def test_a_control_character_is_one_located_line(char: str, line: int, col: int) -> None:
    at = {11: "One" + char, 8: char + "One", 20: "One round of" + char}[col]
    text = with_title(at.replace(char, char) + " x")
    if char == "\x85":  # NEL is a line break to YAML: allowed; the title just ends there
        with pytest.raises(InputError):  # (and what follows is then not valid YAML)
            load_text(text, "t.yaml")
        return
    found = problems(text)
    assert found == [f"t.yaml:{line}:{col}: control character U+{ord(char):04X} is not allowed "
                     "in a YAML file (write it as an escape inside double quotes if it is meant)"]


@pytest.mark.parametrize("text", [
    "game: vandaria-wars\nturn:\n\tplayer: alice\n",
    "game: vandaria-wars\nturn:\n  player: alice\n\t  phase: main\n",
    "a:\n  - x\n\t- y\n",
])
def test_a_tab_used_for_indentation_is_named_plainly(text: str) -> None:
    found = problems(text)
    assert len(found) == 1
    assert found[0].endswith(": a tab is used for indentation; YAML indents with spaces only")


def test_every_parse_error_is_a_single_line() -> None:
    for text in ("a: [\n", "a: 'x\n", "a: b: c\n", "- a\nb: c\n", "{a: 1, a: 2}\n"):
        for line in problems(text):
            assert "\n" not in line and line.startswith("t.yaml:")


# ----- files that are not files -------------------------------------------------------------------
def test_a_device_is_refused_without_reading_it() -> None:
    result = CliRunner().invoke(cli, ["resolve", "/dev/zero"])
    assert result.exit_code == 2
    assert result.stderr == ("/dev/zero:1:1: not a regular file (a device, pipe or socket); give "
                             "a file, or `-` for standard input\n")


def test_a_named_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    done = subprocess.run([sys.executable, "-m", "judge", "resolve", str(fifo), "--json"],
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 2 and "not a regular file" in done.stderr


def test_a_folder_given_as_a_file_is_one_located_line(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["explain", str(tmp_path)])
    assert result.exit_code == 2
    assert result.stderr == f"{tmp_path}:1:1: is a folder, not a file\n"


@pytest.mark.parametrize("command", [["resolve", "-", "--json"], ["resolve", "-"],
                                     ["check", "-"], ["test", "-"], ["explain", "-"],
                                     ["graph", "-"], ["why", "-", "zap-2"]])
def test_a_dash_reads_the_scenario_from_standard_input(command: list[str]) -> None:
    done = subprocess.run([sys.executable, "-m", "judge", *command], input=FOW,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip()


def test_standard_input_has_the_same_size_limit() -> None:
    big = "notes: " + "x" * (MAX_FILE_BYTES + 10) + "\n"
    done = subprocess.run([sys.executable, "-m", "judge", "resolve", "-", "--json"], input=big,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr == f"<stdin>:1:1: file is larger than {MAX_FILE_BYTES} bytes\n"


def test_an_endless_standard_input_is_read_only_to_the_limit() -> None:
    with open("/dev/zero", "rb") as zero:
        done = subprocess.run([sys.executable, "-m", "judge", "check", "-"], stdin=zero,
                              capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout.startswith(f"<stdin>:1:1: file is larger than {MAX_FILE_BYTES} bytes")


def test_a_problem_known_only_by_its_file_still_reads_file_line_col() -> None:
    from judge.errors import Problem

    assert str(Problem("f.yaml", 0, 0, "expect.cites[0]", "no rule")) == \
        "f.yaml:1:1: expect.cites[0]: no rule"
    assert str(Problem("f.yaml", 0, 0, "", "is a folder")) == "f.yaml:1:1: is a folder"
    assert str(Problem("f.yaml", 4, 9, "turn", "bad")) == "f.yaml:4:9: turn: bad"
