"""Regular expressions compiled once per machine, not once per run.

Python compiles a regular expression in Python code (re/_parser.py, re/_compiler.py) into a
program of integers that its C engine runs. For `judge resolve FILE --json` on a small scenario
with a question, compiling the ~45 patterns the answer asks costs about 26M of the process's
~238M instructions (bench/run.py: cold start). The program depends only on the pattern, its
flags and the Python that compiled it, so the `judge` command keeps the programs it compiled
in its cache folder and builds each pattern from its program next time, through the same C
call `re._compiler.compile` ends with. Every `re` call of the process gets it (judge's own,
PyYAML's, json's): the command (judge/cli/entry.script) swaps `re._compiler.compile` for
`compile` below; `re` keeps its own in-memory cache in front of it as before.

The cached file is never trusted blindly (judge/cache.py's rules):

- it is one file per Python and command (its full version string, its regular expression
  engine's MAGIC and code size, all in the file's name and checked again inside), so a program
  is only ever given to the engine that wrote it;
- it carries a CRC-32 and size of its payload, checked before the payload is read; a program
  the engine refuses (it checks every program's structure) is compiled again;
- it holds at most MAX_PATTERNS patterns, the most recently used (patterns built from a
  scenario's card names would otherwise grow it without end, and a large file costs more to
  read than it saves).

Only Python versions whose `re._compiler.compile` this mirrors (3.11 to 3.13: the same lines in
each) use it; any other Python compiles as usual. Nothing breaks without the cache: a damaged,
foreign or unwritable one is ignored, `JUDGE_CACHE=0` switches it off with the other caches.
"""

from __future__ import annotations

import marshal
import os
import re  # noqa: F401 - with it, the modules this reads from sys.modules (_sre, re._compiler)
import sys
import zlib

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from re import Pattern
    from typing import Any

FORMAT = 1  # bump when what is cached changes shape
#: At most this many patterns a file: reading one back costs about 15K instructions a pattern
#: (400 of them, 6M: more than the compiling it saves for a small ruling), so each command
#: keeps its own file (`judge resolve`'s patterns are not pushed out by `judge site`'s).
MAX_PATTERNS = 150
#: The Pythons whose re/_compiler.py `compile` ends as `_program` and `_built` say.
MIRRORED = ((3, 11), (3, 12), (3, 13))
_DEBUG = 128  # re.DEBUG: such a pattern prints its program as it compiles; never cached

#: A pattern's program: (flags with the pattern's inline flags, groups - 1, group names, code).
Program = tuple[int, int, dict[str, int], list[int]]

_stdlib_compile: Any = None  # re._compiler.compile, kept by `install`
_programs: dict[tuple[str, int], Program] | None = None  # read from the file on first need
_added = False  # a program compiled in this process and not in the file yet
_command = "judge"  # the command whose file it is (`install`)


def _engine() -> str:
    _sre: Any = sys.modules["_sre"]  # (loaded with `re`; it has no type stubs)

    return f"{FORMAT}|{sys.version}|{_sre.MAGIC}|{_sre.CODESIZE}|{_sre.MAXREPEAT}"


def install(command: str = "") -> None:
    """Compile the process's regular expressions through the cache (once; the `judge`
    command's process only), in the file of `command` (its first argument: `resolve`)."""
    global _stdlib_compile, _command
    _command = command if command.isascii() and command.isalpha() and len(command) < 20 \
        else "other"
    if _stdlib_compile is not None or sys.version_info[:2] not in MIRRORED or _file() is None:
        return
    _compiler: Any = sys.modules["re._compiler"]
    _stdlib_compile = _compiler.compile
    _compiler.compile = compile


def compile(p: Any, flags: int = 0) -> Pattern[Any]:
    """re._compiler.compile, the program of a text pattern read from the cache if it is there."""
    if type(p) is not str or type(flags) is not int or flags & _DEBUG:
        return _stdlib_compile(p, flags)  # type: ignore[no-any-return]  # the stdlib's, untyped
    programs = _programs if _programs is not None else _load()
    key = (p, flags)
    program = programs.pop(key, None)  # (put back last: the most recently used are kept)
    if program is not None:
        try:
            built = _built(p, program)
        except (TypeError, ValueError, RuntimeError, OverflowError, IndexError):
            program = None  # a program this engine refuses: compiled again below
        else:
            programs[key] = program
            return built
    program = _program(p, flags)
    programs[key] = program
    global _added
    _added = True
    return _built(p, program)


def _program(pattern: str, flags: int) -> Program:
    """What re._compiler.compile gives the engine for `pattern` (its parse, then its code)."""
    parsed = sys.modules["re._parser"].parse(pattern, flags)
    # (its opcodes are named ints: written as plain ones)
    code = [int(op) for op in sys.modules["re._compiler"]._code(parsed, flags)]
    state = parsed.state
    return int(flags | state.flags), state.groups - 1, dict(state.groupdict), code


def _built(pattern: str, program: Program) -> Pattern[str]:
    """The compiled pattern, made as re._compiler.compile makes it from its program."""
    _sre: Any = sys.modules["_sre"]

    flags, groups, groupindex, code = program
    indexgroup: list[str | None] = [None] * (groups + 1)
    for name, i in groupindex.items():
        indexgroup[i] = name
    return _sre.compile(pattern, flags, code, groups, groupindex,  # type: ignore[no-any-return]
                        tuple(indexgroup))


def _file() -> str | None:
    from judge.cache import cache_root

    root = cache_root()
    if root is None:
        return None
    return os.path.join(root, "regex",
                        f"{zlib.crc32(_engine().encode()):08x}-{_command}.marshal")


def _read(path: str) -> dict[tuple[str, int], Program]:
    """The programs of the cache file, or none if it is missing, damaged or another engine's."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read()
        head, payload = raw[:17], raw[17:]
        if head != f"{zlib.crc32(payload):08x}{len(payload):08x}\n".encode()[:17]:
            return {}
        engine, programs = marshal.loads(payload)
    except (OSError, ValueError, EOFError, TypeError):
        return {}
    if engine != _engine() or not isinstance(programs, dict):
        return {}
    return programs


def _load() -> dict[tuple[str, int], Program]:
    global _programs
    path = _file()
    _programs = _read(path) if path is not None else {}
    return _programs


def save() -> None:
    """Write the programs compiled in this process that the file lacks (merged with what
    another process wrote meanwhile), the most recently used MAX_PATTERNS of them."""
    global _added
    path = _file()
    if not _added or _programs is None or path is None:
        return
    _added = False
    merged = {**_read(path), **_programs}  # ours last: the most recent
    kept = dict(list(merged.items())[-MAX_PATTERNS:])
    try:
        payload = marshal.dumps((_engine(), kept))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        tmp = f"{path}.{os.getpid()}.tmp"
        with open(tmp, "wb") as fh:
            fh.write(f"{zlib.crc32(payload):08x}{len(payload):08x}\n".encode()[:17] + payload)
        os.replace(tmp, path)
        _prune(os.path.dirname(path), os.path.basename(path).split("-")[0] + "-")
    except (OSError, ValueError):
        pass  # caching is an optimisation only


def _prune(folder: str, current: str) -> None:
    """Remove the files of another Python or engine (or an older layout): only this one's are
    read again here."""
    for name in os.listdir(folder):
        if not name.startswith(current) and not name.endswith(".tmp"):
            try:  # noqa: SIM105 - no contextlib on the start-up path
                os.unlink(os.path.join(folder, name))
            except OSError:
                pass
