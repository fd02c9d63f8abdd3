"""Start-up stays lean: the look-up machinery is loaded only by the look-up commands."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .conftest import PRAYER

#: Runs each command in turn in one fresh process, printing after each the modules of interest
#: loaded so far (one line a command).
PROBE = """
import sys
from click.testing import CliRunner
from judge.cli.main import cli
for args in {commands!r}:
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    print(" ".join(sorted(m for m in sys.modules if m.split(".")[0] in
          ("sqlite3", "rich", "networkx") or m.startswith("judge.lookup"))))
"""


def loaded(*commands: list[str], cache: Path | None = None) -> list[set[str]]:
    """The modules loaded by the end of each command, the commands run in turn in one fresh
    process: a module a later command loads is in its set whether or not an earlier command
    loaded it first, so what each loads is checked as well as in a process of its own (one
    process for `rule` and `search` saves a start of Python, judge and the rulebooks)."""
    env = {**os.environ, **({"JUDGE_CACHE_DIR": str(cache)} if cache is not None else {})}
    out = subprocess.run([sys.executable, "-c", PROBE.format(commands=list(commands))],
                         capture_output=True, text=True, check=True, env=env).stdout
    lines = out.split("\n")[:-1]
    assert len(lines) == len(commands), out
    return [set(line.split()) for line in lines]


def test_resolve_json_loads_no_sqlite_rich_networkx_or_lookup_code() -> None:
    assert loaded(["resolve", PRAYER, "--json"]) == [set()]


def test_rule_and_search_load_neither_rich_nor_networkx(tmp_path: Path) -> None:
    # An empty cache: the search index is built (every bundled ruling's answer said) in the
    # process by `rule`, as on a fresh machine (with a built index this path was never taken);
    # `search` then opens the index it built.
    commands = (["rule", "VW REG.4"], ["search", "register"])
    for args, mods in zip(commands, loaded(*commands, cache=tmp_path / "fresh"), strict=True):
        assert not {m for m in mods if m.split(".")[0] in ("rich", "networkx")}, (args, mods)
        assert "judge.lookup.index" in mods, (args, mods)  # the index was opened
