"""The answer's question words are compiled when a question is read, not when judge starts:
18 patterns compiled at import were some 5M instructions of every `judge resolve` (bench: cold
start, which then missed its 6x target)."""

from __future__ import annotations

import re
import subprocess
import sys

from judge.engine import answer
from judge.lazyre import LazyPattern, LazyRe, RareRe


def test_the_answer_module_compiles_no_pattern_at_import() -> None:
    compiled = [name for name, value in vars(answer).items() if isinstance(value, re.Pattern)]
    assert compiled == []
    assert sum(isinstance(v, LazyRe) for v in vars(answer).values()) >= 18


def test_a_lazy_pattern_finds_what_the_compiled_one_finds() -> None:
    lazy, now = LazyRe(r"\bdraws?\b(?:\s+(\d+))?", re.I), re.compile(r"\bdraws?\b(?:\s+(\d+))?",
                                                                       re.I)
    for text in ("Does she draw 2?", "who DRAWS", "drawn", ""):
        got, want = lazy.search(text), now.search(text)
        assert (got and got.groups()) == (want and want.groups())
        assert bool(lazy.match(text)) == bool(now.match(text))


def test_a_rare_pattern_finds_what_the_compiled_one_finds() -> None:
    # Not compiled for a text without what it needs; under re.I, a text outside ASCII is
    # searched whatever it holds ('ſ' matches 's' under re.I, and 'ſ'.lower() is not 's').
    rare = RareRe(r",?\s+(?:once|as soon as)\s+\w+(?:\s+\w+)+\s*(?=[?.!]?\s*$)", re.I,
                  needs=("once", "as soon as"))
    now = re.compile(rare._args[0], re.I)
    for text in ("Does it resolve?", "Does it, ONCE both pass?", "Does it, aſ ſoon as both pass?",
                 "Does it as soon as both pass?", ""):
        assert rare.sub("", text, count=1) == now.sub("", text, count=1)
        assert bool(rare.search(text)) == bool(now.search(text))
        assert bool(rare.match(text)) == bool(now.match(text))
    assert rare._compiled is not None
    quoted = RareRe(r"\"[^\"]*\"|“[^”]*”", needs=('"', "“"))
    assert quoted.sub("", "Does it trigger?") == "Does it trigger?" and quoted._compiled is None
    assert quoted.sub("", 'Is “draw 2” it?') == "Is  it?"


def test_a_lazy_pattern_takes_the_compiled_patterns_positions() -> None:
    # json's decoder binds `WHITESPACE.match` at import and calls it with a position.
    lazy, now = LazyPattern(r"[ \t\n\r]*"), re.compile(r"[ \t\n\r]*")
    for pos in (0, 2, 5):
        assert lazy.match("ab   [1]", pos).end() == now.match("ab   [1]", pos).end()  # type: ignore[union-attr]
        assert lazy.search("ab   [1]", pos).end() == now.search("ab   [1]", pos).end()  # type: ignore[union-attr]


def test_json_on_the_resolve_path_compiles_only_the_patterns_it_uses() -> None:
    # judge.lazyjson: the C encoder and scanner never use the escapes or the number pattern
    # (bench: cold start, 231.5M -> 229.3M instructions with the two patterns below).
    probe = """
import judge.lazyjson, json, json.encoder, json.scanner
assert json.loads(' {"a": [1, 2.5, "\\\\u00e9"]} ') == {"a": [1, 2.5, "\\u00e9"]}
assert json.dumps({"a": "\\u00e9"}, ensure_ascii=False) == '{"a": "\\u00e9"}'
assert json.encoder.ESCAPE._compiled is None and json.scanner.NUMBER_RE._compiled is None
"""
    subprocess.run([sys.executable, "-c", probe], check=True)
