"""A small on-disk cache of parsed rulebook data files.

Parsing YAML is the slowest part of starting judge: a rulebook's policies or rules file costs
milliseconds to parse and microseconds to read back as JSON. Each data file gets one cache entry,
and an entry is never trusted blindly:

- it is keyed by the *content* of its source (CRC-32 and size of the bytes, read each time: the
  data files are small), not by a modification time a copy or a checkout can keep;
- it carries a CRC-32 and size of its own payload, checked before the payload is parsed, so a
  cache file changed on disk (one byte is enough to flip a ruling) is parsed again, not used;
- writing an entry removes the entries of the same source that are no longer current.

CRC-32 (zlib, already loaded by the start-up path) rather than hashlib: this guards against
accidents and stale data, not against someone who can write to the user's cache folder, and
importing hashlib alone would cost more than the parse it saves (README: Performance).
Nothing breaks without a cache: an unwritable or damaged cache is ignored.

Where: `$JUDGE_CACHE_DIR`, else `$XDG_CACHE_HOME/judge`, else `~/.cache/judge`.
`JUDGE_CACHE=0` switches caching off.
"""

from __future__ import annotations

import os
import zlib
from collections.abc import Callable

from judge.lazyjson import json

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any

FORMAT = 2  # bump when what is cached changes shape


def cache_root() -> str | None:
    """The cache folder, or None when caching is switched off."""
    if os.environ.get("JUDGE_CACHE", "1").strip().lower() in ("0", "no", "off", "false"):
        return None
    explicit = os.environ.get("JUDGE_CACHE_DIR")
    if explicit:
        return explicit
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "judge")


def cached_data(path: str, parse: Callable[[str], Any]) -> Any:
    """`parse(path)`, or its cached result if the cache holds one for exactly these bytes."""
    root = cache_root()
    if root is None:
        return parse(path)
    try:
        with open(path, "rb") as fh:
            source = fh.read()
    except OSError:
        return parse(path)
    real = os.path.realpath(path)
    # A readable, collision-checked name (the stored path and source check must match).
    tail = "".join(c if c.isalnum() else "_" for c in real[-60:])
    prefix = f"{zlib.crc32(real.encode('utf-8', 'surrogateescape')):08x}-"
    source_check = f"{zlib.crc32(source):08x}{len(source):x}"
    folder = os.path.join(root, "data")
    cache_file = os.path.join(folder, f"{prefix}{source_check}-{tail}.json")
    header = {"format": FORMAT, "path": real, "source": source_check}
    found = read_entry(cache_file, header)
    if found is not None:
        return found[0]
    data = parse(path)
    write_entry(cache_file, header, data)
    prune_entries(folder, prefix, os.path.basename(cache_file))
    return data


def read_entry(cache_file: str, header: dict[str, Any]) -> tuple[Any] | None:
    """(payload,) if the entry is for this source and its payload is intact, else None."""
    try:
        with open(cache_file, "rb") as fh:
            raw = fh.read()
    except OSError:
        return None  # no cache yet: parse again
    return entry_data(raw, header)


def entry_data(raw: bytes, header: dict[str, Any]) -> tuple[Any] | None:
    """(payload,) of an entry's bytes (entry_bytes) if they are for `header` and the payload is
    intact (its CRC-32 and size), else None."""
    try:
        head, _, payload = raw.partition(b"\n")
        stored = json.loads(head)
        if not isinstance(stored, dict):
            return None
        check = stored.pop("payload", None)
        if stored != header or check != f"{zlib.crc32(payload):08x}{len(payload):x}":
            return None
        return (json.loads(payload),)
    except (ValueError, UnicodeDecodeError, AttributeError, TypeError):
        return None  # a damaged entry: parse again


def entry_bytes(header: dict[str, Any], data: Any) -> bytes:
    """An entry as stored: its header (with its payload's CRC-32 and size) on one line, then
    the payload, `data` as JSON (TypeError or ValueError: not JSON data)."""
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    head = json.dumps({**header, "payload": f"{zlib.crc32(payload):08x}{len(payload):x}"},
                      ensure_ascii=True).encode("ascii")
    return head + b"\n" + payload


def write_entry(cache_file: str, header: dict[str, Any], data: Any) -> None:
    try:
        raw = entry_bytes(header, data)
        os.makedirs(os.path.dirname(cache_file), exist_ok=True)
        tmp = f"{cache_file}.{os.getpid()}.tmp"
        with open(tmp, "wb") as fh:
            fh.write(raw)
        os.replace(tmp, cache_file)
    except (OSError, TypeError, ValueError):
        pass  # caching is an optimisation only


def prune_entries(folder: str, prefix: str, current: str) -> None:
    """Remove the entries of the same source (same path prefix) that are not the current one."""
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if name.startswith(prefix) and name != current and not name.endswith(".tmp"):
            try:  # noqa: SIM105 - no contextlib on the start-up path
                os.unlink(os.path.join(folder, name))
            except OSError:
                pass


# ----- judge's own files, as a key -------------------------------------------------------------
def file_stat(path: str) -> str:
    """A file's size and modification time (`-` when it cannot be read)."""
    try:
        st = os.stat(path)
    except OSError:
        return "-"
    return f"{st.st_size}:{st.st_mtime_ns}"


def code_key(everything: bool = False) -> str:
    """judge's own Python files and compiled message catalogues by name, size and mtime (an
    answer is what this code rules, said in each language by those catalogues); `everything`:
    its other files too (the site's templates and assets: judge/rulings.py keeps pages)."""
    import judge

    root = os.path.dirname(os.path.abspath(judge.__file__))
    parts = [getattr(judge, "__version__", "")]
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in ("__pycache__", "rulebook", "scenarios"))
        for name in sorted(files):
            if everything or name.endswith((".py", ".mo")):
                parts.append(f"{os.path.relpath(os.path.join(folder, name), root)}:"
                             f"{file_stat(os.path.join(folder, name))}")
    return "\n".join(parts)
