"""A regular expression compiled the first time it is used: a module whose patterns serve only
some commands (the answer's question words) does not compile them on every start-up (bench:
cold start, counted in instructions)."""

from __future__ import annotations

import re


class LazyRe:
    """`re.compile(pattern, flags)`, deferred to the first `search` or `match`."""

    __slots__ = ("_args", "_compiled")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self._args = (pattern, flags)
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(*self._args)
        return self._compiled

    def search(self, string: str) -> re.Match[str] | None:
        return self.compiled.search(string)

    def match(self, string: str) -> re.Match[str] | None:
        # PyYAML's resolver calls this once a typed-looking scalar (scenario/lazyyaml.py):
        # the compiled pattern read directly, without the property's call.
        compiled = self._compiled
        if compiled is None:
            compiled = self.compiled
        return compiled.match(string)
