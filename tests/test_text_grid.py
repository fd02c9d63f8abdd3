"""judge/render/text.py:Grid measures its columns of Text itself, for speed: the widths it gives
must be the widths Rich's own Table measures, at every width, or the text view would change.
And Fitted/KeepIds skip Rich's line breaking where nothing breaks: the same lines as Rich's."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from rich.cells import cell_len
from rich.console import Console
from rich.containers import Lines
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Text

from judge.render.ids import NBSP
from judge.render.text import (
    _GLUE,
    Fitted,
    Grid,
    KeepIds,
    cell_count,
    divide_line,
    make_console,
    strip_control_codes,
)

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


# ----- rendering a cell's one line without Rich's rendering -------------------------------------
#: What a cell of a board or of the steps can say: words, rule ids with their no-break spaces,
#: wide (CJK) and zero-width (Thai vowel signs) characters, markup-looking brackets (text, never
#: markup), blanks of every kind, very long words, nothing at all.
WORDS = st.sampled_from(["", " ", "  ", "a", "word", "[b]", "[/]", "[bold red]x[/]",
                         f"RB{NBSP}309.1.a", NBSP, _GLUE, "\u3000", "カード", "ค\u0e34ด",
                         "\u0e33", "\u200d", "\ufe0f", "\t", "\n",
                         "averyveryverylongwordwithoutanyspaceatall", "漢字漢字漢字"])
CELL_TEXT = st.lists(WORDS, max_size=8).map("".join)
STYLES = st.sampled_from(["", "bold", "dim", "bold red", "italic", "on blue"])
CELL_TYPES = st.sampled_from([Text, Fitted, KeepIds])


@st.composite
def cells(draw: st.DrawFn) -> Text:
    cls = draw(CELL_TYPES)
    text = cls(draw(CELL_TEXT), style=draw(STYLES), justify=draw(JUSTIFY),  # type: ignore[arg-type]
               overflow=draw(st.sampled_from([None, "fold", "crop", "ellipsis"])))
    for _ in range(draw(st.integers(0, 2))):  # spans, as the steps' kind and rule ids have
        start = draw(st.integers(0, len(text)))
        text.stylize(draw(STYLES.filter(bool)), start, draw(st.integers(start, len(text) + 1)))
    if draw(st.booleans()):
        text.append(draw(CELL_TEXT), style=draw(STYLES))
    return text


@st.composite
def table_pairs(draw: st.DrawFn) -> tuple[Table, Grid]:
    """The same random table as Rich's Table and as judge's Grid, shaped as judge's are (no
    box, no footer), every other setting drawn."""
    columns = draw(st.integers(1, 4))
    header, pad_edge = draw(st.booleans()), draw(st.booleans())
    settings = [dict(justify=draw(JUSTIFY),
                     overflow=draw(st.sampled_from(["fold", "crop", "ellipsis"])),
                     no_wrap=draw(st.booleans()), style=draw(STYLES),
                     vertical=draw(st.sampled_from(["top", "middle", "bottom"])))
                for _ in range(columns)]
    rows = draw(st.lists(st.lists(cells(), min_size=columns, max_size=columns), max_size=4))
    heads = [draw(cells()) for _ in range(columns)]
    return both(rows, heads, settings, header=header, pad_edge=pad_edge,
                row_styles=draw(st.lists(STYLES, max_size=2)))


def both(rows: list[list[Text]], heads: list[Text], settings: list[dict[str, Any]], *,
         header: bool = False, pad_edge: bool = False,
         row_styles: list[str] | None = None) -> tuple[Table, Grid]:
    """A table as Rich's Table and as judge's Grid."""
    out = []
    for cls in (Table, Grid):
        table = cls(box=None, pad_edge=pad_edge, show_header=header, header_style="bold",
                    row_styles=row_styles or [])
        for head, setting in zip(heads, settings, strict=True):
            table.add_column(clone(head), **setting)
        for row in rows:
            table.add_row(*map(clone, row))
        out.append(table)
    return out[0], out[1]  # type: ignore[return-value]


def clone(text: Text) -> Text:
    """A copy of the same class (Text.copy makes a Text of a Fitted or KeepIds)."""
    out = type(text)(text.plain, style=text.style, justify=text.justify, overflow=text.overflow,
                     no_wrap=text.no_wrap, end=text.end, tab_size=text.tab_size)
    out._spans[:] = text._spans
    return out


def spanned(cls: type[Text], plain: str, style: str = "") -> Text:
    text = cls(plain, style=style)
    text.stylize("dim italic", len(plain) // 2)
    return text


#: The shapes judge draws: a board (left-justified words, an unstyled column padded by blanks),
#: the steps (a right-justified dim number, a kind in colour and rule ids), Thai and CJK.
JUDGES = both([[spanned(Text, "1."), spanned(KeepIds, f"[play] a  RB{NBSP}309.1.a"),
                Fitted("ค\u0e34ด カ")], [Text("12"), Fitted("x"), Fitted("")]],
              [Text("n"), Text("text"), Text("more")],
              [{"justify": "right", "style": "dim"}, {}, {"justify": "default"}], header=True)
#: A rule id's no-break space, printed as a space; a wide line whose last blank passes the width.
IDS = both([[KeepIds(f"see RB{NBSP}309.1.a"), Fitted("x")]], [Text(""), Text("")], [{}, {}])
PAST = both([[Fitted("漢字 ")], [Text("ab  ")]], [Text("")], [{"justify": "default"}])


@given(table_pairs(), st.integers(1, 60), st.booleans())
@example(JUDGES, 40, False)
@example(JUDGES, 40, True)
@example(JUDGES, 12, False)
@example(IDS, 25, False)
@example(IDS, 20, False)
@example(PAST, 4, False)
def test_grid_renders_its_cells_as_rich_does(pair: tuple[Table, Grid], width: int,
                                             colour: bool) -> None:
    """Grid renders a cell that is one line fitting its width itself (cell_lines: one_line):
    on a colour console the very segments Rich's Table renders for the same table, styles
    included (but an empty segment, which prints nothing: Rich keeps some an unstyled cell
    makes, Grid keeps none); on a console with no colour system, which shows no style, a row of
    such cells is one segment (plain_row) with the very characters of Rich's segments; and on
    both the very characters printed."""
    import io

    def drawn(table: Table) -> tuple[list[list[Segment]], str]:
        console = Console(width=width, file=io.StringIO(), force_terminal=colour,
                          color_system="truecolor" if colour else None, legacy_windows=False,
                          highlight=False)
        lines = [[s for s in line if s.text] for line in console.render_lines(table, pad=False)]
        if not colour:  # no style is shown: the characters of each line
            lines = [[Segment("".join(s.text for s in line))] for line in lines]
        console.print(table)
        return lines, console.file.getvalue()  # type: ignore[attr-defined]

    def outcome(table: Table) -> object:
        try:
            return drawn(table)
        except (IndexError, ZeroDivisionError) as e:  # Rich's own cropping of some lone
            return type(e)  # zero-width marks fails (rich/cells.py: set_cell_size), as a Table
            # does on the same input

    theirs, mine = pair
    assert outcome(mine) == outcome(theirs)


# ----- Rich's control codes, removed without str.translate -------------------------------------
@given(st.text(st.sampled_from(["a", " ", NBSP, "—", "\x07", "\x08", "\x0b", "\x0c", "\r", "\n",
                                "\t", "\x1b", "カ", "\u0e34"]), max_size=30))
@example("RB\u00a0309.1.a\r")
def test_control_codes_are_removed_as_rich_removes_them(plain: str) -> None:
    """judge/render/text.py puts its strip_control_codes where rich.text looks it up: the
    string Rich's own makes, every Text built on it the same (a hostile file's controls are
    made visible before they reach Rich, judge/render/safe.py; this is Rich's own cleaning)."""
    import rich.text
    from rich.control import strip_control_codes as rich_strip

    assert strip_control_codes(plain) == rich_strip(plain)
    assert rich.text.strip_control_codes is strip_control_codes
    assert Text(plain).plain == rich_strip(plain)


@given(CELL_TEXT)
@example("a b\x1ccd")  # a line break to splitlines, not to split
@example("")
def test_text_is_measured_as_rich_measures_it(plain: str) -> None:
    """cell_count() and Fitted's measure count printable ASCII a cell a character without Rich's
    cell_len: the same widths as Rich's, for every word and line a cell can hold."""
    console = make_console(width=80, record=True)
    assert cell_count(plain) == cell_len(plain)
    for cls in (Fitted, KeepIds):
        mine = cls(plain).__rich_measure__(console, console.options)
        assert mine == Text.__rich_measure__(Text(plain), console, console.options)


@given(st.lists(st.sampled_from(["a", "word", " ", "  ", NBSP, _GLUE, f"RB{NBSP}309.1.a", "—",
                                 "\t", "\n", "カ", "averyveryverylongwordwithoutspaces"]),
                max_size=12).map("".join), st.integers(1, 30), st.booleans())
@example("ab cd", 2, True)  # a word as wide as the line
def test_lines_break_where_rich_breaks_them(plain: str, width: int, fold: bool) -> None:
    """judge/render/text.py:divide_line counts one-cell characters as characters: the very
    offsets Rich's divide_line gives, folding and cropping included (those go Rich's way)."""
    import rich.text
    from rich._wrap import divide_line as rich_divide_line

    assert divide_line(plain, width, fold) == rich_divide_line(plain, width, fold)
    assert rich.text.divide_line is divide_line
