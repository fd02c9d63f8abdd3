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


def test_a_word_that_is_no_yaml_bool_or_null_is_a_string_without_the_resolver() -> None:
    text = "targets: [wall]\nt: on\nu: Off\nv: NULL\nw: y\nx: tomato\nn: No\no: Ok\nf:\n"
    data = load_text(text, "t.yaml").data
    assert data == {"targets": ["wall"], "t": True, "u": False, "v": None, "w": "y",
                    "x": "tomato", "n": False, "o": "Ok", "f": None}


def test_the_quick_flow_depth_check_never_lets_a_deep_file_through() -> None:
    import random

    from judge.scenario.yamlsafe import _flow_depth_at_most

    def deepest(text: str) -> int:
        depth = top = 0
        for ch in text:
            if ch in "[{":
                depth += 1
                top = max(top, depth)
            elif ch in "]}":
                depth = max(0, depth - 1)
        return top

    rng = random.Random(7)
    for _ in range(3000):
        text = "".join(rng.choice("[]{}a\n") for _ in range(rng.randint(0, 30)))
        limit = rng.randint(0, 5)
        if _flow_depth_at_most(text, limit):
            assert deepest(text) <= limit, (text, limit)
    assert _flow_depth_at_most("[a]\n" * 1000, 1)
    assert not _flow_depth_at_most("[" * 3 + "]" * 3, 2)


def test_pyyaml_gets_the_c_datetime_and_every_later_import_the_real_module() -> None:
    # PyYAML imported with `datetime` served by `_datetime` (its pure-Python half never run,
    # ~1-2% of a small ruling's instructions); its timestamps are the same types, and the
    # module is out of sys.modules again, so `import datetime` afterwards is the real one.
    import subprocess
    import sys

    code = ("import sys; import judge.scenario.lazyyaml as ly; "
            "before = 'datetime' in sys.modules; "
            "d = ly.yaml.load('a: 2001-12-14\\nb: 2001-12-14 21:59:43', "
            "Loader=ly.yaml.CSafeLoader); "
            "import datetime; "
            "print(before, ly.yaml.constructor.datetime.__name__, datetime.__name__, "
            "hasattr(datetime, '__all__'), d['a'] == datetime.date(2001, 12, 14), "
            "d['b'] == datetime.datetime(2001, 12, 14, 21, 59, 43), "
            "ly.yaml.safe_dump(d['a']).startswith('2001-12-14'))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "_datetime", "datetime", "True", "True", "True", "True"]
