"""`judge explain --compare` as plain text (a table that wraps its cells to the width, in several
tables side by side when the variants do not fit in one), Markdown or a self-contained HTML page.
Rendering only: every cell comes from the Comparison (judge/lookup/compare.py)."""

from __future__ import annotations

import textwrap

from judge.lookup.compare import Comparison, Variant
from judge.msg import Msg, Said, say
from judge.render.explain import md
from judge.render.safe import inline, xml

TYPE_CHECKING = False  # typing serves annotations only
if TYPE_CHECKING:
    from judge.msg import Translator

MIN_COLUMN = 10
MAX_ASPECT = 24


def _s(text: str, tr: Translator | None) -> str:
    """A cell, a label or the base in the language of `tr`: a phrase said from its message,
    anything else (ids, values, switches as typed) as it is."""
    return say(text.msg, tr) if tr is not None and isinstance(text, Said) else text


def _intro(cmp: Comparison, tr: Translator | None = None) -> list[str]:
    return [cmp.title, cmp.file, say(Msg("As given: {base}", base=_s(cmp.base, tr)), tr)]


def _notes(cmp: Comparison, tr: Translator | None = None) -> list[str]:
    out = []
    if not cmp.variants:
        out.append(say(Msg("The ruling depends on no house policy, and the rulebook has one "
                           "edition: there is nothing to compare."), tr))
    elif not cmp.differing:
        out.append(say(Msg("No variant changes the outcome."), tr))
    if cmp.same and cmp.differing:
        out.append(say(Msg("The same outcome as given: {variants}.", variants=", ".join(
            _s(v.label, tr) for v in cmp.same)), tr))
    for v in cmp.variants:
        if v.error is not None:
            out.append(say(Msg("{variant}: cannot be ruled ({why}).", variant=_s(v.label, tr),
                               why=v.error), tr))
    return out


# ----- text --------------------------------------------------------------------------------------
def to_text(cmp: Comparison, width: int = 88, tr: Translator | None = None) -> str:
    lines = [ln for x in _intro(cmp, tr) for ln in textwrap.wrap(
        inline(x), width=width, subsequent_indent="  ", break_on_hyphens=False)]
    shown = cmp.differing
    if shown:
        lines += ["", say(Msg("What differs:"), tr)]
        lines += _tables(cmp, shown, width, tr)
    notes = _notes(cmp, tr)
    if notes:
        lines.append("")
        for note in notes:
            lines += textwrap.wrap(inline(note), width=width, subsequent_indent="  ",
                                   break_on_hyphens=False)
    return "\n".join(lines) + "\n"


def _tables(cmp: Comparison, shown: list[Variant], width: int, tr: Translator | None = None
            ) -> list[str]:
    aspect_w = min(MAX_ASPECT, max([len(inline(_s(a, tr))) for a in cmp.aspects] + [6]))
    per_table = max(1, (width - aspect_w - 2) // (MIN_COLUMN + 2) - 1)  # beside "as given"
    out: list[str] = []
    for start in range(0, len(shown), per_table):
        chunk = list(range(start, min(len(shown), start + per_table)))
        n = len(chunk) + 1
        col_w = max(8, (width - aspect_w - 2 * n) // n)
        headers = ["", say(Msg("as given"), tr), *(_s(shown[i].label, tr) for i in chunk)]
        rows = [[_s(c, tr) for c in (cmp.aspects[r], cmp.cells[r][0],
                                     *(cmp.cells[r][i + 1] for i in chunk))]
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
def to_markdown(cmp: Comparison, tr: Translator | None = None) -> str:
    title, file, base = _intro(cmp, tr)
    out = [f"# {md(title)}", "", f"*{md(file)}*", "", f"**{md(base)}**", ""]
    shown = cmp.differing
    if shown:
        out += [f"| | {say(Msg('as given'), tr)} | " + " | ".join(
            md(_s(v.label, tr)) for v in shown) + " |", "|---" * (len(shown) + 2) + "|"]
        for aspect, row in zip(cmp.aspects, cmp.cells, strict=True):
            out.append(f"| {md(_s(aspect, tr))} | " + " | ".join(md(_s(c, tr)) for c in row)
                       + " |")
        out.append("")
    out += [f"- {md(note)}" for note in _notes(cmp, tr)]
    return "\n".join(out).rstrip("\n") + "\n"


# ----- html --------------------------------------------------------------------------------------
CSS = """
body{font:15px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;
color:#222}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:.3rem .6rem;
text-align:left;vertical-align:top}th{background:#f4f4f4}.meta{color:#666}
"""


def to_html(cmp: Comparison, tr: Translator | None = None, lang: str = "en") -> str:
    title, file, base = _intro(cmp, tr)
    parts = ["<!DOCTYPE html>", f'<html lang="{xml(lang)}">', "<head>", '<meta charset="utf-8">',
             f"<title>{xml(title)}</title>", f"<style>{CSS}</style>", "</head>", "<body>",
             f"<h1>{xml(title)}</h1>", f'<p class="meta">{xml(file)}</p>',
             f"<p>{xml(base)}</p>"]
    shown = cmp.differing
    if shown:
        parts.append(f"<table><tr><th></th><th>{xml(say(Msg('as given'), tr))}</th>"
                     + "".join(f"<th>{xml(_s(v.label, tr))}</th>" for v in shown) + "</tr>")
        for aspect, row in zip(cmp.aspects, cmp.cells, strict=True):
            parts.append(f"<tr><th>{xml(_s(aspect, tr))}</th>"
                         + "".join(f"<td>{xml(_s(c, tr))}</td>" for c in row) + "</tr>")
        parts.append("</table>")
    notes = _notes(cmp, tr)
    if notes:
        parts += ["<ul>", *(f"<li>{xml(n)}</li>" for n in notes), "</ul>"]
    parts += ["</body>", "</html>"]
    return "\n".join(parts) + "\n"
