"""judge/render/text.py:Grid measures its columns of Text itself, for speed: the widths it gives
must be the widths Rich's own Table measures, at every width, or the text view would change."""

from __future__ import annotations

import pytest
from rich.table import Table
from rich.text import Text

from judge.render.ids import NBSP
from judge.render.text import Grid, KeepIds, make_console

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
