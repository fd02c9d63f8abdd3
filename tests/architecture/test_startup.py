"""The speed rules of `judge resolve FILE --json` as tests, not conventions: the command scripts
and editors call once per scenario loads only what resolving needs (bench/run.py measures what
it costs). A module on this list appearing on the path fails here, with the list of culprits."""

from __future__ import annotations

import subprocess
import sys

import pytest

from .imports import ROOT

#: Standard-library and third-party modules that cost start-up time and that resolving does not
#: need, and judge's own front ends (each is loaded only by the commands that print prose; the
#: JSON's escaping helper, judge.render.safe, is light and is needed).
FORBIDDEN = (
    "typing", "dataclasses", "inspect", "ast", "dis", "tokenize", "pathlib", "hashlib",
    "contextlib", "importlib.util", "importlib.metadata", "argparse", "logging", "textwrap",
    "difflib", "sqlite3", "click", "rich", "networkx", "jsonschema",
    "copy",  # with weakref: 3.0M instructions; only a look back copies an object (engine/core.py)
    "judge.cli.main", "judge.render.text", "judge.render.explain", "judge.render.graphs",
    "judge.render.svg", "judge.render.lookups", "judge.lookup", "judge.schema", "judge.testing",
    "judge.lang",  # languages are for printed rules and prose, never for the JSON
    "gettext", "judge.i18n",  # the message catalogues load only when prose is printed
    "jinja2", "markupsafe", "judge.render.html", "judge.render.layout", "judge.site",
    "judge.cli.site",  # HTML pages: `judge explain --format html` and `judge site` only
)
PROBE = """
import sys
sys.argv = ["judge", "resolve", {path!r}, "--json"]
from judge.cli.entry import main
try:
    main()
except SystemExit as exit:
    assert not exit.code, exit.code
print("\\n".join(sorted(sys.modules)), file=sys.stderr)
"""
ONE_PER_GAME = [
    "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml",
    "scenarios/force-of-will/chase/contract-one-item-per-round.yaml",
    "scenarios/riftbound/states/contract-chain-closed-state.yaml",
]


def modules_loaded(path: str) -> set[str]:
    done = subprocess.run([sys.executable, "-c", PROBE.format(path=path)], cwd=ROOT.parent,
                          capture_output=True, text=True, check=True)
    return set(done.stderr.split())


@pytest.mark.parametrize("path", ONE_PER_GAME)
def test_resolve_json_loads_nothing_it_does_not_need(path: str) -> None:
    loaded = modules_loaded(path)
    culprits = sorted(m for m in loaded if any(m == f or m.startswith(f + ".")
                                               for f in FORBIDDEN))
    assert not culprits, f"the resolve path imports {culprits}"


def test_the_probe_sees_modules_at_all() -> None:
    """Guard against a probe that reports nothing (the test above would pass vacuously)."""
    assert {"judge.engine.resolver", "yaml", "json"} <= modules_loaded(ONE_PER_GAME[0])


LAZY_PROBE = """
import re, sys
sys.argv = ["judge", "resolve", {path!r}, "--json"]
from judge.cli.entry import main
try:
    main()
except SystemExit as exit:
    assert not exit.code, exit.code
import yaml.reader
assert re.compile.__module__ == "re", re.compile  # the real one is back
print(yaml.reader.Reader.NON_PRINTABLE._compiled is None, file=sys.stderr)
"""


@pytest.mark.parametrize("path", ONE_PER_GAME)
def test_pyyamls_costliest_pattern_is_never_compiled_on_the_resolve_path(path: str) -> None:
    """judge.scenario.lazyyaml: PyYAML's pure-Python reader's pattern (about as many
    instructions as starting Python) is compiled only if something uses it; libyaml never does."""
    done = subprocess.run([sys.executable, "-c", LAZY_PROBE.format(path=path)], cwd=ROOT.parent,
                          capture_output=True, text=True, check=True)
    assert done.stderr.split()[-1] == "True"
