"""The layers of judge, read from the import graph (tests/architecture/imports.py):

    model  <-  engine  <-  scenario (the loader)  <-  games  <-  app, lookup, cli
                                                                  render (the engine's records,
                                                                  the look-ups' answers)

The engine owns the plug-in contract and knows no game; the model is pure data; scenario files
are read against a rulebook handed in (a registry), and renderers get rule texts handed in; a game
never reaches into another game. Imports under `if TYPE_CHECKING:` count too (they are what a
reader must know to follow the code), except that an annotation may name a type of its own layer.
"""

from __future__ import annotations

from functools import cache

import networkx as nx
import pytest

from .imports import Edge, edges


@cache
def every_edge() -> tuple[Edge, ...]:
    """Read when a test first asks, not as the module is collected: both test processes collect
    every module, and parsing all of judge's modules cost each of them a second."""
    return tuple(edges())


#: What each layer may import (a prefix matches a module and its submodules).
ALLOWED: dict[str, tuple[str, ...]] = {
    "judge.model": ("judge.model", "judge.record", "judge.enums", "judge.errors"),
    "judge.engine": ("judge.engine", "judge.model", "judge.record", "judge.enums", "judge.errors",
                     "judge.gcpause", "judge.ruledata", "judge.msg", "judge.lazyre"),
    "judge.scenario": ("judge.scenario", "judge.engine", "judge.model", "judge.record",
                       "judge.enums", "judge.errors", "judge.gcpause", "judge.ruledata",
                       "judge.fuzzy", "judge.msg", "judge.lazyre"),
    "judge.render": ("judge.render", "judge.engine", "judge.model", "judge.record", "judge.enums",
                     "judge.errors", "judge.lookup", "judge.fuzzy", "judge.lang", "judge.msg",
                     "judge.lazyjson"),
    # Sentences as message ids and arguments: a leaf (no import at all), the engine records them.
    "judge.msg": ("judge.msg",),
    # Patterns compiled on first use: a leaf (only re).
    "judge.lazyre": ("judge.lazyre",),
    # The standard json, its patterns compiled on first use: only lazyre below it.
    "judge.lazyjson": ("judge.lazyjson", "judge.lazyre"),
    # The catalogues: gettext at run time, their build tools; only messages below them.
    "judge.i18n": ("judge.i18n", "judge.msg"),
    # Which language to speak: a leaf any front end may ask (only os, and errors for a bad name).
    "judge.lang": ("judge.lang", "judge.errors"),
    "judge.ruledata": ("judge.ruledata", "judge.model", "judge.errors", "judge.cache",
                       "judge.scenario.yamlsafe", "judge.lazyre"),
}
NEVER_FROM_A_GAME = ("judge.cli", "judge.render", "judge.lookup", "judge.app", "judge.testing")


def _within(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


@pytest.mark.parametrize("layer", list(ALLOWED))
def test_each_layer_imports_only_what_is_below_it(layer: str) -> None:
    bad = [e for e in every_edge()
           if _within(e.source, (layer,)) and not _within(e.target, ALLOWED[layer])]
    assert not bad, "\n".join(f"{e.source}:{e.line} imports {e.target}" for e in bad)


def test_a_game_imports_no_front_end_and_no_other_game() -> None:
    bad: list[Edge] = []
    for e in every_edge():
        if not e.source.startswith("judge.games.") or e.source == "judge.games":
            continue
        game = ".".join(e.source.split(".")[:3])
        other_game = e.target.startswith("judge.games.") and not _within(e.target, (game,))
        if other_game or _within(e.target, NEVER_FROM_A_GAME):
            bad.append(e)
    assert not bad, "\n".join(f"{e.source}:{e.line} imports {e.target}" for e in bad)


def test_no_import_loops_among_imports_that_run() -> None:
    g = nx.DiGraph((e.source, e.target) for e in every_edge() if not e.typing_only)
    loops = [sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1]
    assert not loops, loops


def test_no_import_loops_inside_a_game_package_at_all() -> None:
    g = nx.DiGraph((e.source, e.target) for e in every_edge()
                   if e.source.startswith("judge.games.") and e.target.startswith("judge.games."))
    loops = [sorted(c) for c in nx.strongly_connected_components(g) if len(c) > 1]
    assert not loops, loops
