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


def bundled_path(name: str) -> str | None:
    """The bundled file or folder `name` means when it does not exist from the working folder
    and reads the way `judge search` and `judge rule` show a bundled ruling
    (`scenarios/<game>/...`), so `judge explain` of a hit follows in one command wherever judge
    is installed; else None. A file of that name in the working folder always wins."""
    parts = name.replace("\\", "/").split("/")
    if len(parts) < 2 or parts[0] != "scenarios" or ".." in parts or os.path.exists(name):
        return None
    found = os.path.join(scenarios_root(), *parts[1:])
    return found if os.path.exists(found) else None
