"""The `judge` entry point.

`judge resolve FILE --json` is what scripts, editors and regression runners call once per
scenario, so its start-up time matters most (bench/run.py: cold start). Importing click alone
costs more than everything judge does for a small scenario, so that exact command line is run
without click; anything else (other commands, --help, other options, odd spellings) goes through
the click CLI. tests/cli/test_fast_path.py proves both give byte-identical output and exit codes.
"""

from __future__ import annotations

import gc
import os
import sys

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.resolution import Resolution
    from judge.scenario.whatif import WhatIf


def fast_resolve_args(argv: list[str]) -> tuple[str, int | None, bool] | None:
    """(file, steps, debug) if argv is `resolve FILE --json [--steps N] [--debug]` in any
    order, else None."""
    debug = False
    while argv and argv[0] == "--debug":  # `judge --debug resolve ...`
        argv, debug = argv[1:], True
    if not argv or argv[0] != "resolve":
        return None
    file, steps, as_json = None, None, False
    rest = argv[1:]
    i = 0
    while i < len(rest):
        arg = rest[i]
        if arg == "--json":
            as_json = True
        elif arg == "--debug":
            debug = True
        elif arg == "--steps" and i + 1 < len(rest) and rest[i + 1].isdigit():
            steps = int(rest[i + 1])
            i += 1
        elif arg.startswith("--steps=") and arg[8:].isdigit():
            steps = int(arg[8:])
        elif (arg.startswith("-") and arg != "-") or file is not None:
            return None  # anything unusual: let click parse (and explain) it
        else:
            file = arg
        i += 1
    if not as_json or file is None:
        return None
    return file, steps, debug


def resolve_json(file: str, steps: int | None, what_if: WhatIf | None = None) -> int:
    """`judge resolve FILE --json`: the contract's ruling object on stdout. The cyclic garbage
    collector is paused throughout, imports and writing included (a ruling is many small
    objects and no cycle worth collecting: its repeated scans cost more than the work), and the
    ruling is encoded by judge.render.jsondump (the same text as `json.dumps(..., indent=2)`,
    faster)."""
    from judge.gcpause import paused_gc

    with paused_gc():
        # The imports too: they build thousands of functions, classes and tables, and the
        # collector's automatic passes over them cost instructions for no cycle worth
        # collecting (with the writing below: 235.0M -> 224.8M for a small scenario).
        from judge.render.jsondump import ruling_pieces
        from judge.render.safe import json_text

        text = ruling_pieces(json_ruling(file, steps, what_if, whole_process=_exit_when_written),
                             escape=json_text)
        # Written while still paused: the first pass of a collector enabled again scans every
        # object made while it was paused (imports, scenario, ruling).
        for piece in text:  # in pieces, and the newline apart: no copy of a large ruling
            write_in_slices(piece)
        sys.stdout.write("\n")
        sys.stdout.flush()
    if _exit_when_written:
        # The program itself (`script`), its ruling written and flushed: end the process now,
        # without taking apart the objects of the ruling one by one and then the interpreter
        # (about 1% of a 10,000-item register's whole process in instructions: 8,018M ->
        # 7,947M). Only here: an in-process caller of `main` gets its SystemExit, and an error
        # takes the usual way out.
        sys.stderr.flush()
        from judge import recache

        recache.save()
        os._exit(0)
    return 0


#: The most of a piece written at once. The stream encodes what it is given in one copy, so
#: a 5 MB piece (a 10,000-item register's graph) would take 5 MB of fresh memory, which the
#: process faults in page by page; a slice at a time reuses the memory of the one before.
WRITE_SLICE = 1 << 18


def write_in_slices(piece: str) -> None:
    """Write `piece` to standard output, a slice of at most WRITE_SLICE characters at a time
    (the same text)."""
    if len(piece) <= WRITE_SLICE:
        sys.stdout.write(piece)
        return
    for start in range(0, len(piece), WRITE_SLICE):
        sys.stdout.write(piece[start:start + WRITE_SLICE])


def json_ruling(file: str, steps: int | None = None, what_if: WhatIf | None = None, *,
                whole_process: bool = False) -> Resolution:
    """The ruling `judge resolve FILE --json` writes: resolved without a copy of the starting
    board (only the text and prose views show it), its answer the one every view gives
    (tests/test_jsondump.py holds it to the text view's on every bundled scenario).
    `whole_process`: the process is this file's alone (the `judge` command): its start-up comes
    out of the time budget (Limits.spent)."""
    # So a file stopped by the budget ends within it as a whole process (the bench's worst
    # adversarial files: 2 s). Loading is not taken from it: it grows with the file, as the
    # allowance per item does, and a large honest file is never cut short.
    from time import process_time

    from judge.app import load_scenario, resolve
    from judge.engine.core import Limits

    started = process_time() if whole_process else 0.0
    scenario = load_scenario(file, what_if)
    limits = Limits.for_scenario(scenario, spent=started) if whole_process else None
    return resolve(scenario, max_steps=steps, keep_initial=False, limits=limits)


#: Set by `script` (the installed `judge` command, `python -m judge`), never by `main`.
_exit_when_written = False


def main() -> None:
    fast = fast_resolve_args(sys.argv[1:])
    if fast is not None:
        from judge.cli.guard import guarded

        file, steps, debug = fast
        sys.exit(guarded(debug, lambda: resolve_json(file, steps)))
    if _exit_when_written:
        gc.enable()  # paused by `script` for the fast path only
    from judge.cli.main import main as click_main

    click_main()


def script() -> None:
    """The `judge` command itself (pyproject's console script, `python -m judge`): `main`, but
    once `judge resolve FILE --json` has written its ruling the process ends at once
    (resolve_json), and its regular expressions are compiled through judge/recache.py. Code
    that calls `main` in its own process keeps its SystemExit and its `re`."""
    global _exit_when_written
    _exit_when_written = True
    # The cyclic garbage collector paused from the very start: its automatic passes over the
    # thousands of functions, classes and tables the imports build (judge's modules, the regular
    # expressions' cache below, the rulebook data) found no cycle worth collecting and cost 5%
    # of a small ruling's instructions (233.8M -> 221.9M). `main` starts it again for any
    # command but `judge resolve FILE --json`, whose process ends once its ruling is written.
    gc.disable()
    from judge import recache

    # its regular expressions built from the cache's programs, one file per command
    recache.install(next((a for a in sys.argv[1:] if not a.startswith("-")), ""))
    try:
        main()
    finally:
        recache.save()
