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

from judge.lazyre import LazyPattern as LazyPattern  # re-exported: its name here before
from judge.lazyre import lazy_import

lazy_import("yaml")
import yaml as yaml  # noqa: E402  (already imported above, with lazy patterns)
