"""load_text builds an ordinary document's values straight from libyaml's events
(yamlsafe._quick_values) and leaves anything else to the composer and builder, which locate
every problem. Both must give the same values: these tests compare the two on every YAML file
the project ships and on documents chosen to sit on each edge of the quick path."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.errors import InputError
from judge.scenario import yamlsafe
from judge.scenario.yamlsafe import _Builder, _compose, _quick_values, load_text

ROOT = Path(__file__).resolve().parents[2]


def built(text: str) -> tuple[str, Any]:
    """What the composer and builder make of `text`: ("ok", values) or ("problem", ...)."""
    try:
        root = _compose(text)
    except Exception as exc:  # any refusal counts as a refusal here
        return "problem", type(exc).__name__
    if root is None:
        return "ok", None
    builder = _Builder("f")
    try:
        data = builder.build(root, ())
    except InputError as exc:
        return "problem", str(exc)
    return ("problem", builder.problems) if builder.problems else ("ok", data)


def same_values(a: Any, b: Any) -> bool:
    """Equal, with the same types all the way down (1 and True and 1.0 are not the same)."""
    return type(a) is type(b) and repr(a) == repr(b)


SHIPPED = sorted(p for folder in ("scenarios", "rulebook", "judge/starters", "tests")
                 for p in (ROOT / folder).rglob("*.yaml"))


def test_the_quick_path_reads_every_shipped_file_as_the_builder_does() -> None:
    quick = 0
    for path in SHIPPED:
        text = path.read_text(encoding="utf-8")
        got = _quick_values(text)
        if got is None:
            continue
        quick += 1
        kind, want = built(text)
        assert kind == "ok" and same_values(got[0], want), path
    assert quick > len(SHIPPED) * 0.9  # the quick path is the usual one


EDGES = [
    "a: 1\nb: yes\nc: ~\nd: 1.5\ne: 2020-01-01\nf: '1'\n",
    "1: x\ntrue: y\n1.5: z\n",  # keys that are not strings become strings
    # the words and numbers the quick path types itself, and their neighbours it leaves to PyYAML
    "- y\n- n\n- Y\n- N\n- yes\n- NO\n- True\n- oFF\n- Off\n- ~\n- ''\n- 0\n- 00\n- 007\n"
    "- 08\n- 10\n- \uff11\n- 1_0\n- 12:30\n- " + "9" * 40 + "\n",
    "- =\n- <<\n- 0x1F\n- .inf\n- -.5\n- +1\n- 0o17\n- 1_000\n- no\n- On\n",
    "a: [1, {b: [c, ~]}]\nd: {}\ne: []\n",
    "a: null\nb: Null\nc: NULL\nd: ''\ne:\n",
    "a:\n  - b: |\n      text\n  - 'q'\n  - \"r\"\n",
    "a: b\n...\n",
    "%YAML 1.1\n---\na: 1\n",
    "just a string\n",
    "x: " + "[" * 120 + "]" * 120,  # deeper than the quick path goes
]

REFUSED_OR_SPECIAL = [
    "a: &x 1\nb: *x\n",  # aliases
    "a: 1\na: 2\n",  # a duplicate key
    "1: a\n'1': b\n",  # a duplicate once the key is a string
    "<<: {a: 1}\n",  # a merge key
    "? [a]\n: 1\n",  # a key that is not a plain value
    "~: 1\n",  # a null key
    "a: !!int 3\n", "a: !foo x\n", "a: ! x\n",  # tags
    "",  # no document
    "---\na: 1\n---\nb: 2\n",  # two documents
    "key: value\n\tbad: tab\n", "a: [1\n", "\x07",  # parse errors
    "a: 123456789012345678901234567890123456789012345\n",  # a number too long
]


@pytest.mark.parametrize("text", EDGES + REFUSED_OR_SPECIAL)
def test_every_edge_reads_the_same_either_way(text: str) -> None:
    got = _quick_values(text)
    kind, want = built(text)
    if got is not None:
        assert kind == "ok" and same_values(got[0], want)
    else:
        assert text in REFUSED_OR_SPECIAL or text.startswith("x: [")


@pytest.mark.parametrize("text", REFUSED_OR_SPECIAL)
def test_what_the_quick_path_leaves_is_left_to_the_builder(text: str) -> None:
    assert _quick_values(text) is None


def test_the_node_budget_is_counted_as_the_builder_counts_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(yamlsafe, "MAX_NODES", 50)  # both paths read the limit when they run
    for exactly in ("- 1\n" * 49,  # the list and its items: 50 values
                    "a:\n" + "  - [x]\n" * 24):  # the mapping, the list, 24 lists of one
        assert _quick_values(exactly) is not None
        assert built(exactly)[0] == "ok"
        over = exactly + ("- 1\n" if exactly.startswith("-") else "  - y\n")
        assert _quick_values(over) is None
        with pytest.raises(InputError, match="more than 50 values"):
            load_text(over, "f")


def test_pyyaml_keeps_its_own_event_classes_around_a_quick_load() -> None:
    """The light event classes stand in only while the quick path reads events."""
    import yaml
    from yaml import _yaml

    for text in ("a: [1, {b: c}]\n", "a: &x 1\nb: *x\n", "a: [1\n"):
        _quick_values(text)
        assert _yaml.ScalarEvent is yaml.events.ScalarEvent
        assert _yaml.MappingEndEvent is yaml.events.MappingEndEvent
        assert [type(e).__name__ for e in yaml.parse("a: 1", Loader=yaml.CSafeLoader)][-4] == \
            "ScalarEvent"


def test_positions_are_found_after_a_quick_load() -> None:
    doc = load_text("a:\n  b: [1, 2]\n  c: x\n", "f.yaml")
    assert doc.data == {"a": {"b": [1, 2], "c": "x"}}
    assert doc.marks[("a", "c")] == (3, 3)
    assert doc.marks.get(("a", "b", 1)) == (2, 10)
    assert ("a", "z") not in doc.marks
    assert doc.where(("a", "z")) == (1, 1)


scalars = st.one_of(st.sampled_from(["1", "-2", "0x1f", "1.5", "yes", "no", "~", "null", "",
                                     "'q'", '"d"', "<<", "=", "2020-01-01", "a b", "on"]),
                    st.from_regex(r"[a-z][a-z0-9_]{0,6}", fullmatch=True))


def _render(value: Any, indent: int) -> str:
    """A block-style YAML text of generated values (scalars are written as YAML text)."""
    pad = " " * indent
    entries = value.items() if isinstance(value, dict) else (("-", v) for v in value)
    out = ""
    for key, item in entries:
        head = f"{pad}{key}" if key == "-" else f"{pad}{key}:"
        if isinstance(item, (dict, list)) and item:
            out += head + "\n" + _render(item, indent + 2)
        elif isinstance(item, (dict, list)):
            out += f"{head} {'{}' if isinstance(item, dict) else '[]'}\n"
        else:
            out += f"{head} {item}\n"
    return out


trees = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(scalars, inner, max_size=4)), max_leaves=20)


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(scalars, trees, min_size=1, max_size=4))
def test_generated_documents_read_the_same_either_way(doc: dict[str, Any]) -> None:
    text = _render(doc, 0)
    got = _quick_values(text)
    kind, want = built(text)
    if got is not None:
        assert kind == "ok" and same_values(got[0], want), text
    else:
        assert kind == "problem" or getattr(yamlsafe, "_CParser", None) is None, text
