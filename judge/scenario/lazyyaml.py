"""PyYAML, imported with its regular expressions compiled when first used, not at import.

`import yaml` compiles about thirty regular expressions in its class bodies; one of them alone
(the pure-Python reader's class of printable characters, every range up to U+10FFFF) costs about
as many instructions as starting Python. judge parses with libyaml (yaml.CSafeLoader), which
never uses that expression, and the resolver's typed-scalar expressions are needed only for the
first characters a file really has. So while PyYAML's modules run, `re.compile` hands out a
stand-in that compiles its pattern on first use and then behaves as the compiled pattern does
(every attribute is the real pattern's). Nothing else is changed: the real `re.compile` is back
before this module finishes, and a PyYAML imported earlier by someone else is used as it is.
"""

from __future__ import annotations

import re
import sys

from judge.lazyre import LazyRe

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class LazyPattern(LazyRe):
    """LazyRe that also answers any other attribute of the pattern (PyYAML reads `pattern`,
    `sub`, ... of some): compiled on first use."""

    __slots__ = ()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.compiled, name)


def _import_yaml() -> None:
    if "yaml" in sys.modules:
        return
    compile_now = re.compile
    re.compile = LazyPattern  # type: ignore[assignment]
    try:
        import yaml  # noqa: F401
    finally:
        re.compile = compile_now


_import_yaml()
import yaml as yaml  # noqa: E402  (already imported above, with lazy patterns)
