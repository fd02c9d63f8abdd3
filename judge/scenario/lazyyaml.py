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

import sys

from judge.lazyre import LazyPattern as LazyPattern  # re-exported: its name here before
from judge.lazyre import lazy_import


def _import_yaml() -> None:
    """`import yaml`, its `datetime` the C module `_datetime` where nothing imported datetime
    yet: datetime.py runs its whole pure-Python implementation before replacing it with the C
    one (`from _datetime import *`), 2% of a small ruling's instructions, while PyYAML uses
    only the types, which are the C module's own (`datetime.date is _datetime.date`). Only
    PyYAML's modules see it: `datetime` is taken out of sys.modules again, so any later
    `import datetime` gets the real module."""
    if "yaml" in sys.modules or "datetime" in sys.modules:
        lazy_import("yaml")
        return
    _datetime = __import__("_datetime")  # (no type stubs: the C half of datetime)
    sys.modules["datetime"] = _datetime
    try:
        lazy_import("yaml")
    finally:
        if sys.modules.get("datetime") is _datetime:
            del sys.modules["datetime"]


_import_yaml()
import yaml as yaml  # noqa: E402  (already imported above, with lazy patterns)
