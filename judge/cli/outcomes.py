"""Exit codes of commands that run many files (`judge check`, `judge test`): each file is ruled
on by itself, and the run's exit code is the worst of them."""

from __future__ import annotations

#: From harmless to worst: ok, cannot rule yet, a ruling differs, invalid input, internal error.
SEVERITY = (0, 3, 1, 2, 4)


def worst(a: int, b: int) -> int:
    return a if SEVERITY.index(a) >= SEVERITY.index(b) else b


def internal_error(path: str, exc: BaseException) -> str:
    """The one line for a file that hit a bug in judge (the run goes on with the next file)."""
    return (f"{path}: internal error: {type(exc).__name__}: {exc} (run again with --debug for "
            "the traceback)")
