"""Expanding command-line paths into scenario files."""

from __future__ import annotations

import sys
from pathlib import Path

from judge.errors import Problem


def scenario_files(paths: tuple[str, ...] | list[str]) -> list[str | Problem]:
    """Files as given (`-`: standard input, once); folders become their *.yaml / *.yml files,
    recursively, sorted. What a folder holds under such a name but cannot be read as a file (a
    broken symbolic link, a pipe, a device, a folder) is named on stderr, not skipped silently.
    A path given by name that cannot be read is a Problem in its place: the command reports it
    as that file's outcome and goes on with the others (each file is ruled on by itself)."""
    out: list[str | Problem] = []
    for raw in paths:
        if raw == "-":
            if "-" in out:
                out.append(Problem("-", 1, 1, "", "standard input can be read only once"))
            else:
                out.append(raw)
            continue
        from judge.bundled import bundled_path

        p = Path(bundled_path(raw) or raw)  # a ruling as `judge search` shows it
        if p.is_dir():
            for f in sorted(p.rglob("*")):
                if f.suffix not in (".yaml", ".yml"):
                    continue
                if f.is_file():
                    out.append(str(f))
                elif f.is_symlink() and not f.exists():
                    skipped(str(f), "a broken symbolic link")
                elif not f.is_dir():  # (a folder named *.yaml: its files are found anyway)
                    skipped(str(f), "not a regular file")
        elif p.exists():
            out.append(str(p))
        elif p.is_symlink():
            out.append(Problem(str(p), 1, 1, "", "a broken symbolic link"))
        else:
            out.append(Problem(str(p), 1, 1, "", "no such file or folder"))
    return out


def skipped(path: str, why: str) -> None:
    from judge.render.safe import inline

    sys.stderr.write(f"judge: skipped {inline(path)}: {why}\n")
