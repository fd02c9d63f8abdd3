"""Start-up stays lean: the look-up machinery is loaded only by the look-up commands."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from judge.games import GAMES

from ..conftest import FEW_RULINGS, SCENARIOS
from .conftest import PRAYER

#: Runs each command in turn in one fresh process, printing after each the modules of interest
#: loaded so far (one line a command).
PROBE = """
import sys
from click.testing import CliRunner
from judge.cli.main import cli
few = {few!r}
if few:
    import judge.bundled
    judge.bundled.bundled_files = lambda: few
for args in {commands!r}:
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 0, result.output
    print(" ".join(sorted(m for m in sys.modules if m.split(".")[0] in
          ("sqlite3", "rich", "networkx") or m.startswith("judge.lookup"))))
"""


def loaded(*commands: list[str], cache: Path | None = None,
           few: list[str] | None = None) -> list[set[str]]:
    """The modules loaded by the end of each command, the commands run in turn in one fresh
    process: a module a later command loads is in its set whether or not an earlier command
    loaded it first, so what each loads is checked as well as in a process of its own (one
    process for `rule` and `search` saves a start of Python, judge and the rulebooks)."""
    env = {**os.environ, **({"JUDGE_CACHE_DIR": str(cache)} if cache is not None else {})}
    out = subprocess.run([sys.executable, "-c", PROBE.format(commands=list(commands),
                                                             few=few or [])],
                         capture_output=True, text=True, check=True, env=env).stdout
    lines = out.split("\n")[:-1]
    assert len(lines) == len(commands), out
    return [set(line.split()) for line in lines]


def test_resolve_json_loads_no_sqlite_rich_networkx_or_lookup_code() -> None:
    assert loaded(["resolve", PRAYER, "--json"]) == [set()]


def test_rule_and_search_load_neither_rich_nor_networkx(tmp_path: Path) -> None:
    # An empty cache: the search index is built (the bundled rulings' answers said) in the
    # process by `rule`, as on a fresh machine (with a built index this path was never taken);
    # `search` then opens the index it built. A ruling of each game stands for the 2,500
    # bundled ones (resolving them all was 8 s of the suite's CPU): the index is built the same
    # way, and the engine the rulings are resolved by imports neither (tests/architecture/
    # test_layers.py reads every import of it, those inside functions too).
    commands = (["rule", "VW REG.4"], ["search", "register"])
    few = [str(p) for p in FEW_RULINGS]
    assert {p.relative_to(SCENARIOS).parts[0] for p in FEW_RULINGS} == set(GAMES)
    for args, mods in zip(commands, loaded(*commands, cache=tmp_path / "fresh", few=few),
                          strict=True):
        assert not {m for m in mods if m.split(".")[0] in ("rich", "networkx")}, (args, mods)
        assert "judge.lookup.index" in mods, (args, mods)  # the index was opened
