"""judge/render/text.py:Grid measures its columns of Text itself, for speed: the widths it gives
must be the widths Rich's own Table measures, at every width, or the text view would change.
And Fitted/KeepIds skip Rich's line breaking where nothing breaks: the same lines as Rich's."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from rich.console import Console
from rich.containers import Lines
from rich.style import Style
from rich.table import Table
from rich.text import Text

from judge.render.ids import NBSP
from judge.render.text import _GLUE, Fitted, Grid, KeepIds, make_console

CELLS = [
    ["1", "[play] alice plays Lightning Bolt targeting bob  RB\u00a0309.1.a, RB\u00a0340", ""],
    ["12", "x", "カード 名前 は 長い"],
    ["", "a\nlonger second line of the cell here", "word"],
    ["123", "averyveryverylongwordwithoutanyspaceatallinsideofitreally", f"A{NBSP}B"],
]


def tables(header: bool) -> list[tuple[Table, Table]]:
    out = []
    for pad_edge in (False, True):
        pair = []
        for cls in (Table, Grid):
            table = cls(box=None, pad_edge=pad_edge, show_header=header, header_style="bold")
            for name in ("n", "text", "more"):
                table.add_column(Text(name), justify="right" if name == "n" else "left")
            for row in CELLS:
                table.add_row(*(KeepIds(c) if i == 1 else Text(c) for i, c in enumerate(row)))
            pair.append(table)
        out.append((pair[0], pair[1]))
    return out


@pytest.mark.parametrize("header", [True, False])
def test_grid_measures_its_columns_as_rich_does(header: bool) -> None:
    for width in (*range(0, 30), 40, 60, 80, 120, 10_000):
        console = make_console(width=max(width, 1), record=True)
        options = console.options.update_width(width)
        for rich_table, grid in tables(header):
            assert grid._calculate_column_widths(console, options) == \
                rich_table._calculate_column_widths(console, options), width
            for column in rich_table.columns:
                assert grid._measure_column(console, options, grid.columns[column._index]) \
                    == rich_table._measure_column(console, options, column), (width, column)


def test_a_column_of_anything_but_text_is_measured_by_rich() -> None:
    console = make_console(width=80, record=True)
    grid, table = Grid(box=None), Table(box=None)
    for t in (grid, table):
        t.add_column("[b]markup[/b] header")
        t.add_row("[i]a cell of markup[/i]")
    assert grid._measure_column(console, console.options, grid.columns[0]) == \
        table._measure_column(console, console.options, table.columns[0])


# ----- wrapping without breaking -----------------------------------------------------------------
#: Blanks (NBSP, the glue, an ideographic space), narrow, wide and zero-width characters (a Thai
#: vowel sign, a zero-width joiner, an emoji selector), tabs and new lines: everything that
#: decides where Rich breaks a line, how wide a line is and what is cropped at its end.
CHARS = st.sampled_from([" ", " ", "a", "b", "-", NBSP, _GLUE, "\u3000", "カ", "ค", "\u0e34",
                         "\u200d", "\ufe0f", "\t", "\n"])
JUSTIFY = st.sampled_from([None, "default", "left", "center", "right", "full"])
OVERFLOW = st.sampled_from([None, "fold", "crop", "ellipsis", "ignore"])


def glued_wrap(text: KeepIds, console: Console, width: int, **kwargs: Any) -> Lines:
    """KeepIds.wrap as it was before it skipped breaking: every NBSP glued, Rich's own wrap."""
    if NBSP not in text.plain:
        return Text.wrap(text, console, width, **kwargs)
    glued = text.copy()
    glued.plain = text.plain.replace(NBSP, _GLUE)
    lines = Text.wrap(glued, console, width, **kwargs)
    for line in lines:
        line.plain = line.plain.replace(_GLUE, " ")
    return lines


def said(lines: Lines) -> list[tuple[object, ...]]:
    return [(line.plain, line.spans, line.style, line.end, line.justify, line.overflow)
            for line in lines]


@given(st.text(CHARS, max_size=40), st.integers(1, 30), JUSTIFY, OVERFLOW,
       st.sampled_from([None, True, False]), st.booleans())
@example("ab\u00a0\u00a0\u00a0", 3, None, "ellipsis", None, False)  # blanks past the width
@example(f"a{NBSP}", 1, "right", None, None, True)  # a no-break space right-justified
def test_text_that_fits_wraps_as_rich_wraps_it(plain: str, width: int, justify: object,
                                               overflow: object, no_wrap: object,
                                               styled: bool) -> None:
    """Fitted and KeepIds skip Rich's line breaking where no line needs breaking: the lines are
    the very lines Text.wrap makes (the glued wrap for KeepIds), styles and all."""
    console = make_console(width=80, record=True)
    kwargs: dict[str, Any] = {"justify": justify, "overflow": overflow, "no_wrap": no_wrap}
    for cls in (Fitted, KeepIds):
        text = cls(plain, style="bold" if styled else "")
        if styled and len(plain) > 2:
            text.stylize(Style(italic=True), 1, len(plain) - 1)
        mine = text.wrap(console, width, **kwargs)
        theirs = (glued_wrap(text, console, width, **kwargs) if isinstance(text, KeepIds)
                  else Text.wrap(text, console, width, **kwargs))
        assert said(mine) == said(theirs), (cls.__name__, plain, width)
