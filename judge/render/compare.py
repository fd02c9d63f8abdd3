"""`judge explain --compare` as plain text (a table that wraps its cells to the width, in several
tables side by side when the variants do not fit in one), Markdown or a self-contained HTML page.
Rendering only: every cell comes from the Comparison (judge/lookup/compare.py)."""

from __future__ import annotations

import textwrap

from judge.lookup.compare import Comparison, Variant
from judge.render.explain import md
from judge.render.safe import inline, xml

MIN_COLUMN = 10
MAX_ASPECT = 24


def _intro(cmp: Comparison) -> list[str]:
    return [cmp.title, cmp.file, f"As given: {cmp.base}"]


def _notes(cmp: Comparison) -> list[str]:
    out = []
    if not cmp.variants:
        out.append("The ruling depends on no house policy, and the rulebook has one edition: "
                   "there is nothing to compare.")
    elif not cmp.differing:
        out.append("No variant changes the outcome.")
    if cmp.same and cmp.differing:
        out.append("The same outcome as given: " + ", ".join(v.label for v in cmp.same) + ".")
    for v in cmp.variants:
        if v.error is not None:
            out.append(f"{v.label}: cannot be ruled ({v.error}).")
    return out


# ----- text --------------------------------------------------------------------------------------
def to_text(cmp: Comparison, width: int = 88) -> str:
    lines = [ln for x in _intro(cmp) for ln in textwrap.wrap(
        inline(x), width=width, subsequent_indent="  ", break_on_hyphens=False)]
    shown = cmp.differing
    if shown:
        lines += ["", "What differs:"]
        lines += _tables(cmp, shown, width)
    notes = _notes(cmp)
    if notes:
        lines.append("")
        for note in notes:
            lines += textwrap.wrap(inline(note), width=width, subsequent_indent="  ",
                                   break_on_hyphens=False)
    return "\n".join(lines) + "\n"


def _tables(cmp: Comparison, shown: list[Variant], width: int) -> list[str]:
    aspect_w = min(MAX_ASPECT, max([len(inline(a)) for a in cmp.aspects] + [6]))
    per_table = max(1, (width - aspect_w - 2) // (MIN_COLUMN + 2) - 1)  # beside "as given"
    out: list[str] = []
    for start in range(0, len(shown), per_table):
        chunk = list(range(start, min(len(shown), start + per_table)))
        n = len(chunk) + 1
        col_w = max(8, (width - aspect_w - 2 * n) // n)
        headers = ["", "as given", *(shown[i].label for i in chunk)]
        rows = [[cmp.aspects[r], cmp.cells[r][0], *(cmp.cells[r][i + 1] for i in chunk)]
                for r in range(len(cmp.aspects))]
        widths = [aspect_w] + [col_w] * n
        if out:
            out.append("")
        out += _row(headers, widths)
        out.append("  ".join("-" * w for w in widths).rstrip())
        for row in rows:
            out += _row(row, widths)
    return out


def _row(cells: list[str], widths: list[int]) -> list[str]:
    wrapped = [textwrap.wrap(inline(c), width=w, break_on_hyphens=False) or [""]
               for c, w in zip(cells, widths, strict=True)]
    height = max(len(w) for w in wrapped)
    out = []
    for i in range(height):
        parts = [(w[i] if i < len(w) else "").ljust(width)
                 for w, width in zip(wrapped, widths, strict=True)]
        out.append("  ".join(parts).rstrip())
    return out


# ----- markdown ----------------------------------------------------------------------------------
def to_markdown(cmp: Comparison) -> str:
    title, file, base = _intro(cmp)
    out = [f"# {md(title)}", "", f"*{md(file)}*", "", f"**{md(base)}**", ""]
    shown = cmp.differing
    if shown:
        out += ["| | as given | " + " | ".join(md(v.label) for v in shown) + " |",
                "|---" * (len(shown) + 2) + "|"]
        for aspect, row in zip(cmp.aspects, cmp.cells, strict=True):
            out.append(f"| {md(aspect)} | " + " | ".join(md(c) for c in row) + " |")
        out.append("")
    out += [f"- {md(note)}" for note in _notes(cmp)]
    return "\n".join(out).rstrip("\n") + "\n"


# ----- html --------------------------------------------------------------------------------------
CSS = """
body{font:15px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;
color:#222}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.3rem .6rem;
text-align:left;vertical-align:top}th{background:#f4f4f4}.meta{color:#666}
"""


def to_html(cmp: Comparison) -> str:
    title, file, base = _intro(cmp)
    parts = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
             f"<title>{xml(title)}</title>", f"<style>{CSS}</style>", "</head>", "<body>",
             f"<h1>{xml(title)}</h1>", f'<p class="meta">{xml(file)}</p>',
             f"<p>{xml(base)}</p>"]
    shown = cmp.differing
    if shown:
        parts.append("<table><tr><th></th><th>as given</th>"
                     + "".join(f"<th>{xml(v.label)}</th>" for v in shown) + "</tr>")
        for aspect, row in zip(cmp.aspects, cmp.cells, strict=True):
            parts.append(f"<tr><th>{xml(aspect)}</th>"
                         + "".join(f"<td>{xml(c)}</td>" for c in row) + "</tr>")
        parts.append("</table>")
    notes = _notes(cmp)
    if notes:
        parts += ["<ul>", *(f"<li>{xml(n)}</li>" for n in notes), "</ul>"]
    parts += ["</body>", "</html>"]
    return "\n".join(parts) + "\n"
