"""A small on-disk cache of parsed rulebook data files.

Parsing YAML is the slowest part of starting judge: a rulebook's policies or rules file costs
milliseconds to parse and microseconds to read back as JSON. Each data file gets one cache file,
named by a hash of its path and stamped with the source's size and modification time, so an
edited rulebook is simply parsed again. Nothing breaks without a cache: an unwritable or damaged
cache is ignored.

Where: `$JUDGE_CACHE_DIR`, else `$XDG_CACHE_HOME/judge`, else `~/.cache/judge`.
`JUDGE_CACHE=0` switches caching off.
"""

from __future__ import annotations

import json
import os
import zlib
from collections.abc import Callable

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any

FORMAT = 1  # bump when what is cached changes shape


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
    """`parse(path)`, or its cached result if the file has not changed since it was cached."""
    root = cache_root()
    if root is None:
        return parse(path)
    try:
        st = os.stat(path)
    except OSError:
        return parse(path)
    stamp = [FORMAT, st.st_size, st.st_mtime_ns]
    real = os.path.realpath(path)
    # A readable, collision-checked name (the stored path must match): no hashlib import, which
    # alone would cost more than the parse it saves.
    tail = "".join(c if c.isalnum() else "_" for c in real[-60:])
    name = f"{zlib.crc32(real.encode('utf-8')):08x}-{tail}"
    cache_file = os.path.join(root, "data", name + ".json")
    try:
        with open(cache_file, encoding="utf-8") as fh:
            entry = json.load(fh)
        if entry.get("stamp") == stamp and entry.get("path") == real:
            return entry["data"]
    except (OSError, ValueError, AttributeError):
        pass  # no cache yet, or a damaged one: parse again
    data = parse(path)
    _write(cache_file, {"stamp": stamp, "path": real, "data": data})
    return data


def _write(cache_file: str, entry: dict[str, Any]) -> None:
    try:
        os.makedirs(os.path.dirname(cache_file), exist_ok=True)
        tmp = f"{cache_file}.{os.getpid()}.tmp"
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(entry, fh, ensure_ascii=False, separators=(",", ":"))
        os.replace(tmp, cache_file)
    except (OSError, TypeError, ValueError):
        pass  # caching is an optimisation only
