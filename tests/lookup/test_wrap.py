"""The lookups' line wrapper (judge/render/lookups.py `wrap`) ends on any width and text."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.render.lookups import wrap


def test_a_width_no_wider_than_the_indent_ends() -> None:
    """`wrap("\\t", 1)` looped forever: the blank run left an empty chunk that textwrap asked to
    cut again and again. Run apart, so a loop fails the test instead of hanging the suite."""
    code = ("from judge.render.lookups import wrap\n"
            "print(wrap('\\t', 1), wrap('\\t\\t x \\t', 2, first='Because: '))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['  '] ['Because: x']"


@pytest.mark.parametrize("width", [1, 2, 3, 8, 12])
def test_every_line_keeps_a_letter_after_its_indent(width: int) -> None:
    for line in wrap("Because the Gun Shot resulted, the Trader took damage", width,
                     first="Because: ")[1:]:
        assert line.startswith("  ") and len(line) > 2, line


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet=" \t\n\r\x0b\x0c\xa0\u2028abc-().,", max_size=40),
       width=st.integers(3, 40), first=st.sampled_from([None, "", "Because: "]))
def test_lines_are_textwraps_lines(text: str, width: int, first: str | None) -> None:
    """`wrap` leaves textwrap's whitespace replacement out where there is nothing for it to
    replace (a str.translate, slow beyond ASCII): the lines of the Wrapper with it on."""
    from judge.render.ids import NBSP, keep_ids
    from judge.render.lookups import INDENT, Wrapper
    from judge.render.safe import inline

    said = keep_ids(inline(text))
    lead = INDENT if first is None else first
    room = max(width, len(lead) + 1, len(INDENT) + 1)
    theirs = Wrapper(width=room, initial_indent=lead, subsequent_indent=INDENT,
                     break_on_hyphens=False).wrap(said)
    assert wrap(text, width, INDENT, first) == \
        ([line.replace(NBSP, " ") for line in theirs] or [INDENT])
