"""Expanding command-line paths into scenario files."""

from __future__ import annotations

from pathlib import Path

from judge.errors import InputError, Problem


def scenario_files(paths: tuple[str, ...] | list[str]) -> list[str]:
    """Files as given; folders become their *.yaml / *.yml files, recursively, sorted."""
    out: list[str] = []
    missing: list[Problem] = []
    for raw in paths:
        p = Path(raw)
        if p.is_dir():
            found = sorted(str(f) for f in p.rglob("*") if f.suffix in (".yaml", ".yml")
                           and f.is_file())
            out.extend(found)
        elif p.exists():
            out.append(str(p))
        else:
            missing.append(Problem(str(p), 0, 0, "", "no such file or folder"))
    if missing:
        raise InputError(missing)
    return out
