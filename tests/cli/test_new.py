"""`judge new GAME [--from FILE] [-o OUT]`: a commented starter scenario that passes `judge check`
(and its own `expect:`), or a copy of a bundled scenario."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli.main import cli
from judge.games import GAMES
from judge.testing import run_file

from ..conftest import ROOT


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("game", [*GAMES, "vw", "fow", "rb"])
def test_the_starter_passes_check_and_its_own_expect(game: str, tmp_path: Path) -> None:
    out = tmp_path / "new.yaml"
    code, stdout, err = run("new", game, "-o", str(out))
    assert code == 0 and stdout == "" and f"wrote {out}" in err
    text = out.read_text(encoding="utf-8")
    for part in ("question:", "players:", "objects:", "actions:", "expect:", "cites:"):
        assert part in text
    assert sum(line.lstrip().startswith("#") or " # " in line for line in text.splitlines()) > 10
    assert run("check", str(out))[0] == 0
    assert run_file(str(out)).status == "pass"
    assert run("new", game)[1] == text  # standard output: the same file


def test_from_copies_a_bundled_scenario_by_name_or_path(tmp_path: Path) -> None:
    original = ROOT / "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml"
    for source in ("prayer-profit-gun-shot", "vandaria-wars/register/prayer-profit-gun-shot",
                   "vandaria-wars/register/prayer-profit-gun-shot.yaml", str(original)):
        out = tmp_path / "copy.yaml"
        code, _, err = run("new", "vandaria-wars", "--from", source, "-o", str(out), "--force")
        assert code == 0, err
        text = out.read_text(encoding="utf-8")
        assert text.startswith("# Started from scenarios/vandaria-wars/register/"
                               "prayer-profit-gun-shot.yaml")
        assert text.endswith(original.read_text(encoding="utf-8"))
        assert run_file(str(out)).status == "pass"


@pytest.mark.parametrize(("args", "message"), [
    (("new", "vw", "--from", "contract-chain-closed-state"),
     "scenarios/riftbound/states/contract-chain-closed-state.yaml:4:1: game: not a "
     "vandaria-wars scenario (it says game: 'riftbound')"),
    (("new", "vw", "--from", "prayer-profit-gun-shoot"),
     "no scenario 'prayer-profit-gun-shoot': not a file, nor a bundled scenario (did you mean "
     "'prayer-profit-gun-shot'?)"),
    (("new", "chess"), "unknown game 'chess'"),
])
def test_bad_requests_are_one_line_and_exit_2(args: tuple[str, ...], message: str) -> None:
    code, out, err = run(*args)
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and message in err


def test_an_existing_file_is_not_overwritten_without_force(tmp_path: Path) -> None:
    out = tmp_path / "mine.yaml"
    out.write_text("precious\n", encoding="utf-8")
    code, _, err = run("new", "rb", "-o", str(out))
    assert code == 2 and "exists" in err and out.read_text(encoding="utf-8") == "precious\n"
    assert run("new", "rb", "-o", str(out), "--force")[0] == 0
    assert "game: riftbound" in out.read_text(encoding="utf-8")
    code, _, err = run("new", "rb", "-o", str(tmp_path))
    assert code == 2 and "is a folder" in err


@pytest.mark.parametrize("game", list(GAMES))
def test_the_starter_validates_against_the_game_schema(game: str) -> None:
    from jsonschema import Draft202012Validator

    from judge.bundled import starter
    from judge.games import find_game
    from judge.scenario.yamlsafe import load_file
    from judge.schema import scenario_schema

    validator = Draft202012Validator(scenario_schema(find_game(game)))
    assert not list(validator.iter_errors(load_file(starter(game)).data))
