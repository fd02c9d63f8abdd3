"""What start-up need not build: a regular expression compiled the first time it is used, so a
module whose patterns serve only some commands (the answer's question words) does not compile
them on every start-up; and a module imported the first time one of its names is read
(`LaterModule`: the answer's rarer question readers, engine/readers.py). Bench: cold start,
counted in instructions."""

from __future__ import annotations

import functools
import importlib
import re
import sys

TYPE_CHECKING = False
if TYPE_CHECKING:
    from types import ModuleType
    from typing import Any


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


class LazyPattern(LazyRe):
    """LazyRe that also answers any other attribute of the pattern (PyYAML reads `pattern`,
    `sub`, ... of some): compiled on first use. Handed out by `lazy_import`."""

    __slots__ = ()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.compiled, name)

    # With the compiled pattern's whole signature (json's decoder calls `match(s, pos)`).
    def search(self, string: str, *args: int) -> re.Match[str] | None:
        return self.compiled.search(string, *args)

    def match(self, string: str, *args: int) -> re.Match[str] | None:
        return self.compiled.match(string, *args)


def lazy_import(name: str) -> None:
    """Import the module `name` with every `re.compile` its modules run at import deferred to
    the pattern's first use (a LazyPattern), so a pattern it never uses is never compiled. The
    real `re.compile` is back when this returns; a module imported earlier is left as it is."""
    if name in sys.modules:
        return
    compile_now = re.compile
    re.compile = LazyPattern  # type: ignore[assignment]
    try:
        __import__(name)
    finally:
        re.compile = compile_now


@functools.lru_cache(maxsize=64)
def _lowered(text: str) -> str:
    """`text` lowered, once for the many patterns that look at one question in a row."""
    return text.lower()


class RareRe(LazyRe):
    """A `LazyRe` most texts cannot match: every match holds one of the strings `needs`, so a
    text holding none of them is not searched, and the pattern is not compiled for it (the
    answer's time clauses and quoted card text, ~1.5M instructions to compile apiece, for a
    question with no comma and no quote). Under `re.I` the strings are lower case and are looked
    for in the text lowered, only where the text is ASCII: `re.I` also matches a few letters
    outside it with ASCII ones ('ſ' with 's', 'K' with 'k'), which lowering does not."""

    __slots__ = ("_fold", "_needs")

    def __init__(self, pattern: str, flags: int = 0, *, needs: tuple[str, ...]) -> None:
        super().__init__(pattern, flags)
        self._needs = needs
        # (a flag's `&` is a call into enum.Flag: asked once here, not on every text)
        self._fold = bool(flags & re.I)

    def may_match(self, string: str) -> bool:
        """False only where no match is possible (no string of `needs` in `string`)."""
        if self._fold:
            if not string.isascii():
                return True
            string = _lowered(string)
        return any(need in string for need in self._needs)

    def search(self, string: str) -> re.Match[str] | None:
        return self.compiled.search(string) if self.may_match(string) else None

    def match(self, string: str) -> re.Match[str] | None:
        return self.compiled.match(string) if self.may_match(string) else None

    def sub(self, repl: str, string: str, count: int = 0) -> str:
        return self.compiled.sub(repl, string, count=count) if self.may_match(string) else string


class LaterModule:
    """Stands for the module `name` until one of its names is read, then imports it once: a
    module only some runs need stays out of start-up, and its caller still names it as a module.
    The caller binds the real module for the type checker and this stand-in at run time:

        if TYPE_CHECKING:
            from judge.engine import readers
        else:
            readers = LaterModule("judge.engine.readers")
    """

    __slots__ = ("_module", "_name")

    def __init__(self, name: str) -> None:
        self._name = name
        self._module: ModuleType | None = None

    def __getattr__(self, attr: str) -> Any:
        module = self._module
        if module is None:
            module = self._module = importlib.import_module(self._name)
        return getattr(module, attr)


@functools.lru_cache(maxsize=2048)
def cached_pattern(source: str, flags: int = 0) -> re.Pattern[str]:
    """`re.compile(source, flags)` of a pattern built from a game's words or a card's name,
    compiled once a process: re's own cache keeps 512 patterns, and a pass over the bundled
    rulings builds thousands (each zone word asked of every object, ~2 ms CPU a compile of the
    longer ones), so the same pattern was compiled again and again as others pushed it out."""
    return re.compile(source, flags)


def may_hold(text: str, word: str) -> bool:
    """False only where `word` cannot be found in `text` by a case-blind search (re.I) of the
    word escaped: the pattern built around it need not be compiled for a text that does not
    hold it. Only where both are ASCII: `re.I` also matches a few letters outside it with
    ASCII ones ('ſ' with 's', 'K' with 'k'), which lowering does not."""
    if not (text.isascii() and word.isascii()):
        return True
    return word.lower() in _lowered(text)
