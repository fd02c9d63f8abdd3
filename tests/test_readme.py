"""The README's examples are real: every ```console block's `$ judge ...` command is run and
its output must match what the README shows. `pytest --update-goldens` rewrites them."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from contextlib import chdir
from pathlib import Path

from click.testing import CliRunner

from judge.cli.entry import fast_resolve_args
from judge.cli.main import cli

from .conftest import ROOT, run_cache

README = ROOT / "README.md"
BLOCK = re.compile(r"```console\n(.*?)```", re.S)


def run(command: str, cache: Path) -> str:
    args = shlex.split(command)
    assert args[0] == "judge", command
    # The run's cache (tests/conftest.py): the search index is built once, not per command, and
    # not again when another test of the run has built it.
    env = {"COLUMNS": "100", "NO_COLOR": "1", "TERM": "dumb", "JUDGE_CACHE_DIR": str(cache),
           "JUDGE_CACHE": None, "JUDGE_SEARCH_CACHE": None}
    if fast_resolve_args(args[1:]) is not None:
        # `judge resolve FILE --json` as the installed command runs it: its fast path, which
        # never reaches the click CLI (judge/cli/entry.py), in a process of its own
        done = subprocess.run([sys.executable, "-m", "judge", *args[1:]], cwd=ROOT,
                              env={k: v for k, v in {**os.environ, **env}.items()
                                   if v is not None},
                              capture_output=True, text=True, timeout=120)
        out, code = done.stdout + done.stderr, done.returncode
    else:
        # the click CLI as `judge` calls it (judge/cli/main.py: main), in this process: a
        # process a command cost ~0.25 s CPU of start-up, 22 commands
        with chdir(ROOT):
            result = CliRunner().invoke(cli, args[1:], prog_name="judge", env=env,
                                        catch_exceptions=False)
        out, code = result.stdout + result.stderr, result.exit_code
    if code:
        out += f"[exit {code}]\n"
    return "\n".join(line.rstrip() for line in out.rstrip("\n").splitlines()) + "\n"


def render(block: str, cache: Path) -> str:
    """The block with each command's output replaced by what the command prints now."""
    out, command = [], None
    lines = block.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("$ judge "):
            command = line[2:]
            out.append(line)
            i += 1
            while i < len(lines) and not lines[i].startswith("$ "):
                i += 1  # skip the old output
            out.append(run(command, cache).rstrip("\n"))
        else:
            out.append(line)
            i += 1
    return "\n".join(out) + "\n"


def test_readme_examples_show_real_output(update_goldens: bool) -> None:
    text = README.read_text(encoding="utf-8")
    fresh = BLOCK.sub(lambda m: "```console\n" + render(m.group(1), run_cache()) + "```", text)
    if update_goldens:
        README.write_text(fresh, encoding="utf-8")
        return
    assert fresh == text, "README examples differ from real output; run pytest --update-goldens"


def test_readme_opens_with_the_two_commands_and_ci_runs_the_second() -> None:
    text = README.read_text(encoding="utf-8")
    commands = re.findall(r"^    (python3 -m venv .*)$", text, re.M)
    assert len(commands) >= 2 and "judge resolve" in commands[0] and "pytest" in commands[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert commands[1] in ci
    assert text.index(commands[1]) < 800, "the two commands open the README"
