"""A clone stands alone: no document points outside the repository, the distribution has a name
of its own (the command stays `judge`), `--version` works, and CI runs exactly what the README
promises."""

from __future__ import annotations

import re
import tomllib

from click.testing import CliRunner

from judge.cli.main import DISTRIBUTION, cli

from .conftest import ROOT

DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def test_no_document_refers_to_files_outside_the_repository() -> None:
    for doc in DOCS:
        text = doc.read_text(encoding="utf-8")
        assert "../shared" not in text and "shared/spec" not in text, doc.name


def test_every_relative_link_of_a_document_exists() -> None:
    for doc in DOCS:
        for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", doc.read_text(encoding="utf-8")):
            assert (doc.parent / target).exists(), f"{doc.name}: {target}"


def test_the_distribution_is_named_tcg_judge_and_installs_the_judge_command() -> None:
    meta = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert meta["name"] == DISTRIBUTION == "tcg-judge"
    assert meta["scripts"] == {"judge": "judge.cli.entry:script"}
    assert meta["requires-python"] == ">=3.11"


def test_version_works() -> None:
    result = CliRunner().invoke(cli, ["--version"])
    assert result.exit_code == 0
    assert re.fullmatch(r"judge, version \d+\.\d+\.\d+\S*\n", result.output)


def test_the_readme_states_the_python_version_install_and_completion() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "Python ≥ 3.11" in text
    assert "pipx install tcg-judge" in text
    assert "_JUDGE_COMPLETE=bash_source judge" in text


def test_ci_runs_the_readmes_test_command_then_ruff_and_mypy() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    test_command = re.findall(r"^    (python3 -m venv .*pytest.*)$", text, re.M)[0]
    commands = [line for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
                if line and not line.startswith(("#", "set ", "cd "))]
    # First the browser the site's tests open (tests/site/test_browser.py), when it is missing.
    assert commands == [".ci/install-browser", test_command,
                        ".venv/bin/ruff check judge tests bench", ".venv/bin/mypy"]


def test_shell_completion_is_clicks() -> None:
    result = CliRunner().invoke(cli, [], prog_name="judge",
                                env={"_JUDGE_COMPLETE": "bash_source"})
    assert "_judge_completion" in result.output
