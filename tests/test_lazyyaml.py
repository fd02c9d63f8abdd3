"""PyYAML's patterns compiled on first use (judge/scenario/lazyyaml.py) behave as compiled ones."""

from __future__ import annotations

import re

from judge.scenario.lazyyaml import LazyPattern, yaml
from judge.scenario.yamlsafe import load_text


def test_a_lazy_pattern_compiles_on_first_use_and_then_answers_as_the_pattern() -> None:
    lazy = LazyPattern(r"[0-9]+", re.ASCII)
    assert lazy._compiled is None
    found = lazy.match("123x")
    assert found is not None and found.group() == "123"
    assert lazy.pattern == "[0-9]+" and lazy.flags & re.ASCII
    assert lazy._compiled is re.compile(r"[0-9]+", re.ASCII)


def test_the_real_compile_is_back_after_pyyaml_is_imported() -> None:
    assert re.compile("a") is re.compile("a")  # re's cache: a real compiled pattern
    assert isinstance(re.compile("a"), re.Pattern)


def test_typed_scalars_still_resolve_through_the_lazy_patterns() -> None:
    text = "a: 12\nb: 0x1F\nc: 1.5\nd: true\ne: ~\nf: 2026-01-01\ng: .inf\nh: '7'\n"
    data = load_text(text, "t.yaml").data
    assert data["a"] == 12 and data["b"] == 31 and data["c"] == 1.5 and data["d"] is True
    assert data["e"] is None and data["h"] == "7"
    assert yaml.safe_load("x: [1, no, 3.0]") == {"x": [1, False, 3.0]}


def test_a_control_character_is_still_found_by_the_readers_pattern() -> None:
    from yaml.reader import Reader

    assert Reader.NON_PRINTABLE.search("ok\x07") is not None
