"""Pausing Python's cyclic garbage collector around allocation-heavy work.

Loading a scenario and resolving it allocate many small objects that form no reference cycles
worth collecting mid-way; the collector's repeated full scans of a growing heap make a 20,000-item
register cost more than twice a 10,000-item one. Pausing it for the duration (and restoring the
previous state after) keeps the work linear; anything left is collected afterwards as usual.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused_gc() -> Iterator[None]:
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
