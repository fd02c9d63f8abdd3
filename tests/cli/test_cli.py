"""The CLI: every command, its exit codes and its error messages (README: Exit codes)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

from ..conftest import ROOT

PRAYER = str(ROOT / "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml")
INVALID = ROOT / "tests/data/invalid"


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


# ----- resolve -----------------------------------------------------------------------------------
def test_resolve_prints_steps_citations_final_state_verdict_and_rules() -> None:
    code, out, _ = run("resolve", PRAYER)
    assert code == 0
    for expected in ("Starting board", "Steps", "Final state", "Verdict", "Rules cited",
                     "VW REG.4", "Prayer (prayer) results", "Resulted, in order: prayer, "
                     "profit, shot."):
        assert expected in out


def test_resolve_json_is_exactly_the_contract_object() -> None:
    code, out, err = run("resolve", PRAYER, "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    for key in ("schema", "game", "rulebook", "steps", "resolved", "fizzled", "rejected",
                "final", "winner", "graph"):
        assert key in data
    assert data["schema"] == "judge.ruling/1"
    assert data["resolved"] == ["prayer", "profit", "shot"]
    assert data["final"]["objects"]["trader"] == {**data["final"]["objects"]["trader"],
                                                  "zone": "field", "damage": 0}
    assert {"source": "prayer", "target": "shot", "relation": "prevents"}.items() <= next(
        e for e in data["graph"]["edges"] if e["relation"] == "prevents"
        and e["source"] == "prayer").items()
    for step in data["steps"]:
        assert {"index", "kind", "summary", "citations"} <= set(step)


def test_resolve_json_is_byte_identical_across_runs() -> None:
    assert run("resolve", PRAYER, "--json")[1] == run("resolve", PRAYER, "--json")[1]


def test_resolve_steps_option_stops_after_n_steps() -> None:
    code, out, _ = run("resolve", PRAYER, "--json", "--steps", "2")
    data = json.loads(out)
    assert code == 0
    assert [s["index"] for s in data["steps"]] == [1, 2]
    assert data["truncated"] is True
    assert data["resolved"] == []


def test_resolve_missing_file_is_exit_2_with_one_line() -> None:
    code, out, err = run("resolve", "no-such-file.yaml")
    assert code == 2 and out == ""
    assert err.strip() == "no-such-file.yaml:1:1: cannot read file: No such file or directory"


# ----- check -------------------------------------------------------------------------------------
def test_check_lists_every_problem_with_location_and_key_path() -> None:
    code, out, _ = run("check", str(INVALID / "many-problems.yaml"))
    assert code == 2
    lines = out.strip().splitlines()
    name = str(INVALID / "many-problems.yaml")
    assert lines == [
        f"{name}:3:23: turn.phase: unknown phase 'mian' (did you mean 'main'?)",
        f"{name}:11:15: cards.Gun Shot.effect[0].damge: unknown effect kind 'damge' "
        "(did you mean 'damage'?)",
        f"{name}:15:61: register[0].targets[0]: no object with id 'tradr'",
        f"{name}:16:1: expct: unknown key (did you mean 'expect'?)",
        "1 file checked: problems found",
    ]


@pytest.mark.parametrize(("name", "fragment"), [
    ("bad-syntax.yaml", ":3:8: invalid YAML"),
    ("duplicate-key.yaml", ":6:3: players.alice: duplicate key"),
    ("empty.yaml", "the file is empty"),
    ("not-a-mapping.yaml", "expected a mapping of scenario keys, got a list"),
    ("unknown-game.yaml", "game: unknown game 'magic-the-gathering'"),
    ("billion-laughs.yaml", "YAML aliases expanding without bound"),
])
def test_check_rejects_bad_files_with_a_clear_line(name: str, fragment: str) -> None:
    code, out, err = run("check", str(INVALID / name))
    assert code == 2
    assert fragment in out
    assert "Traceback" not in out + err


def test_check_accepts_valid_files_and_folders() -> None:
    code, out, err = run("check", str(ROOT / "scenarios/vandaria-wars"))
    assert code == 0 and err == ""
    assert out.endswith("files checked: no problems\n") and len(out.splitlines()) == 1


# ----- test --------------------------------------------------------------------------------------
def test_test_passes_a_folder_with_one_line_per_file() -> None:
    code, out, _ = run("test", str(ROOT / "scenarios/vandaria-wars/register"))
    assert code == 0
    lines = out.strip().splitlines()
    assert lines[-1] == "4 pass"
    assert lines[:-1] and all(line.startswith("PASS ") for line in lines[:-1])


def test_test_reports_a_mismatch_and_exits_1(tmp_path: Path) -> None:
    text = Path(PRAYER).read_text(encoding="utf-8").replace(
        "resolved: [prayer, profit, shot]", "resolved: [shot, profit, prayer]")
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(text, encoding="utf-8")
    code, out, _ = run("test", str(wrong))
    assert code == 1
    assert out.startswith(f"FAIL {wrong}: resolved: expected ['shot', 'profit', 'prayer'], "
                          "got ['prayer', 'profit', 'shot']")


def test_test_invalid_file_exits_2() -> None:
    code, out, _ = run("test", str(INVALID / "duplicate-key.yaml"))
    assert code == 2 and out.startswith("ERROR ")


# ----- graph -------------------------------------------------------------------------------------
@pytest.mark.parametrize("fmt", ["tree", "dot", "mermaid", "json"])
def test_graph_formats_show_the_prevention(fmt: str) -> None:
    code, out, _ = run("graph", PRAYER, "--format", fmt)
    assert code == 0
    assert "prevents" in out
    if fmt == "json":
        data = json.loads(out)
        assert {"nodes", "edges"} <= set(data)
    if fmt == "dot":
        assert out.startswith("digraph judge {")
    if fmt == "mermaid":
        assert out.startswith("flowchart LR")


# ----- games -------------------------------------------------------------------------------------
def test_games_lists_each_rulebook_with_editions_and_sources() -> None:
    code, out, _ = run("games", "--json")
    assert code == 0
    games = {g["id"]: g for g in json.loads(out)}
    vw = games["vandaria-wars"]
    assert vw["stack_word"] == "register" and vw["editions"] and vw["sources"]
    code, text, _ = run("games")
    assert code == 0 and "Vandaria Wars" in text


# ----- errors ------------------------------------------------------------------------------------
def test_internal_error_is_exit_4_without_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    import judge.engine.resolver as resolver

    def boom(*_: object, **__: object) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(resolver, "resolve", boom)
    code, _out, err = run("resolve", PRAYER)
    assert code == 4
    assert "internal error: RuntimeError: boom" in err and "Traceback" not in err
    with pytest.raises(RuntimeError):
        CliRunner().invoke(cli, ["resolve", PRAYER, "--debug"], catch_exceptions=False)


def test_unknown_command_is_a_usage_error() -> None:
    result = CliRunner().invoke(cli, ["frobnicate"])
    assert result.exit_code == 2


def test_a_reader_closing_the_pipe_early_is_not_an_error(tmp_path: Path) -> None:
    import subprocess
    import sys

    from tests.robustness.test_limits import register

    big = tmp_path / "big.yaml"  # a long text ruling, written line by line by rich
    big.write_text(register(300), encoding="utf-8")
    judge = subprocess.Popen([sys.executable, "-m", "judge", "resolve", str(big)],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert judge.stdout is not None and judge.stderr is not None
    judge.stdout.readline()
    judge.stdout.close()  # like `| head -1`
    err = judge.stderr.read().decode()
    assert judge.wait(timeout=60) == 0
    assert "internal error" not in err and "Traceback" not in err


def test_a_choice_the_file_does_not_make_is_no_missing_mechanic(tmp_path: Path) -> None:
    """Two «Mythic» duplicates on the starting board: which stays is their controller's choice
    (FOW 1205.8), which judge does not make for them. Exit 3 said "[cannot rule: not
    implemented yet]" after "say which with `decisions: ...`": a judge read that the rule was
    missing; it is the choice."""
    text = (ROOT / "scenarios/force-of-will/wardens/"
            "j-ruler-with-a-warden-side-mythic-duplicate-warden-side-up.yaml").read_text()
    assert "  mythic: {order: [first]}" in text
    path = tmp_path / "no-choice.yaml"
    path.write_text(text.replace("  mythic: {order: [first]}", "  {}").replace(
        "decisions:\n  {}", "decisions: {}"), encoding="utf-8")
    code, _, err = run("resolve", str(path))
    assert code == 3
    assert "its controller chooses which one stays (FOW 1205.8-1205.9)" in err
    assert err.rstrip().endswith("[cannot rule: a player's choice the file does not make]")
