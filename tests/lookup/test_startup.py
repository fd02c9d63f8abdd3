"""Start-up stays lean: the look-up machinery is loaded only by the look-up commands."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .conftest import PRAYER

PROBE = """
import sys
from click.testing import CliRunner
from judge.cli.main import cli
result = CliRunner().invoke(cli, {args!r})
assert result.exit_code == 0, result.output
print(" ".join(sorted(m for m in sys.modules if m.split(".")[0] in
      ("sqlite3", "rich", "networkx") or m.startswith("judge.lookup"))))
"""


def loaded(*args: str, cache: Path | None = None) -> set[str]:
    env = {**os.environ, **({"JUDGE_CACHE_DIR": str(cache)} if cache is not None else {})}
    out = subprocess.run([sys.executable, "-c", PROBE.format(args=list(args))],
                         capture_output=True, text=True, check=True, env=env).stdout
    return set(out.split())


def test_resolve_json_loads_no_sqlite_rich_networkx_or_lookup_code() -> None:
    assert loaded("resolve", PRAYER, "--json") == set()


def test_rule_and_search_load_neither_rich_nor_networkx(tmp_path: Path) -> None:
    # An empty cache: the search index is built (every bundled ruling's answer said) in the
    # process, as on a fresh machine; with a built index this path was never taken.
    for args in (("rule", "VW REG.4"), ("search", "register")):
        mods = loaded(*args, cache=tmp_path / "fresh")
        assert not {m for m in mods if m.split(".")[0] in ("rich", "networkx")}, mods
