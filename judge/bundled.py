"""Where the files judge ships live: the bundled scenarios (the libraries of rulings) and the
starter scenarios of `judge new`, inside the installed package or in the repository."""

from __future__ import annotations

import os

HERE = os.path.dirname(os.path.abspath(__file__))  # the judge package


def scenarios_root() -> str:
    """The bundled scenarios: `judge/scenarios` in an installed wheel, else the repository's
    top-level `scenarios/` folder."""
    packaged = os.path.join(HERE, "scenarios")
    return packaged if os.path.isdir(packaged) else os.path.join(os.path.dirname(HERE),
                                                                   "scenarios")


def starter(game: str) -> str:
    """The starter scenario `judge new GAME` writes (it may not exist for a plug-in game)."""
    return os.path.join(HERE, "starters", f"{game}.yaml")


def bundled_files() -> list[str]:
    """Every bundled scenario file, sorted, as paths."""
    root = scenarios_root()
    out = []
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        out += [os.path.join(folder, f) for f in sorted(files) if f.endswith((".yaml", ".yml"))]
    return sorted(out)
