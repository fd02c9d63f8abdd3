"""Turning judge's errors into messages and exit codes: the one mapping every command (and the
click-free fast path) uses. Imports nothing heavy (no click)."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable


def _err(line: str) -> None:
    """One line on stderr; whatever it quotes from a file or the command line is made visible
    rather than obeyed (judge/render/safe.py)."""
    from judge.render.safe import inline

    sys.stderr.write(inline(line) + "\n")


def guarded(debug: bool, body: Callable[[], int | None],
            passthrough: tuple[type[BaseException], ...] = ()) -> int:
    """Run `body`; return its exit code, or the code of the error it raised (after one line
    per problem on stderr). `passthrough` errors are re-raised (e.g. click's own)."""
    from judge.errors import InputError, JudgeError, UnsupportedMechanic

    try:
        return body() or 0
    except InputError as exc:
        for p in exc.problems:
            _err(str(p))
        return exc.exit_code
    except UnicodeEncodeError as exc:
        if debug:
            raise
        # stdout cannot encode what was printed (a non-UTF-8 locale): a setting, not a bug.
        _err(f"judge: cannot write {exc.object[exc.start:exc.end]!r} in the output encoding "
             f"{exc.encoding}; set PYTHONIOENCODING=utf-8 or a UTF-8 locale")
        return 2
    except UnsupportedMechanic as exc:
        _err(f"{exc.problem}  [{exc.label}]")
        return exc.exit_code
    except JudgeError as exc:
        if debug:
            raise
        _err(f"judge: {exc}")
        return exc.exit_code
    except BrokenPipeError:
        # The reader stopped early (`judge ... | head`): not an error of judge. Point stdout
        # at /dev/null so the interpreter's final flush cannot fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        raise
    except Exception as exc:
        if debug or isinstance(exc, passthrough):
            raise
        _err(f"judge: internal error: {type(exc).__name__}: {exc} "
             "(run again with --debug for the traceback)")
        return 4
