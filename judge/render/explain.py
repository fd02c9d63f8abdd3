"""The prose of a ruling (judge/lookup/prose.py) as plain text, Markdown or one self-contained
HTML page (inline CSS and SVG graph, no external references). Rendering only: every sentence
comes from the Explanation."""

from __future__ import annotations

import textwrap
from typing import Any

from judge.lookup.prose import Explanation, Sentence
from judge.render.ids import NBSP, keep_ids
from judge.render.safe import inline

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.resolution import Resolution

WIDTH = 88


def numbered(s: Sentence) -> str:
    """A Sequence sentence's number: the trace step it tells (`6.`), or the run of steps
    (`1-2.`); a finding after the steps has none."""
    if s.steps is None:
        return "-"
    first, last = s.steps
    return f"{first}." if first == last else f"{first}-{last}."


def cited(s: Sentence, fmt: str = "({})") -> str:
    """The sentence with its rules before the final full stop: `... in that order (VW REG.4).`"""
    text = inline(s.text)
    if not s.cites:
        return text
    body = text[:-1] if text.endswith(".") else text
    ids = ", ".join(inline(c).replace(" ", NBSP) for c in s.cites)
    return f"{body} {fmt.format(ids)}."


# ----- text --------------------------------------------------------------------------------------
def to_text(ex: Explanation, width: int = WIDTH) -> str:
    def para(text: str, indent: str = "  ", first: str | None = None) -> list[str]:
        return [line.replace(NBSP, " ") for line in textwrap.wrap(
            keep_ids(inline(text)), width=width, initial_indent=first or indent,
            subsequent_indent=indent, break_on_hyphens=False)]

    lines = [*para(ex.title, "", ""), *para(ex.header, "", ""), ""]
    if ex.question:
        lines += [*para(f"Question: {ex.question}", "", ""), ""]
    lines.append("Ruling")
    lines += para(" ".join(cited(s) for s in (*ex.answer, *ex.ruling)))
    lines += ["", "Sequence"]
    labels = [numbered(s) for s in ex.sequence]
    pad = max((len(x) for x in labels), default=0)
    for label, s in zip(labels, ex.sequence, strict=True):
        lead = f"  {label:>{pad}} " if pad else "  "
        lines += para(cited(s), " " * len(lead), lead)
    lines += ["", "Nuances"]
    for s in ex.nuances:
        lines += para(cited(s), "    ", "  - ")
    lines += ["", "Rules cited"]
    for r in ex.rules:
        lines += para(f"{r.id.replace(' ', NBSP)}  {r.title}. {r.text}", "    ", "  ")
    return "\n".join(lines) + "\n"


# ----- markdown ----------------------------------------------------------------------------------
def md(text: str) -> str:
    """Escape what Markdown would read as markup (ids like state_checks, [brackets], <tags>);
    control characters shown, line breaks as spaces (judge/render/safe.py)."""
    text = inline(text)
    for ch in "\\`*_[]<>#|~":
        text = text.replace(ch, "\\" + ch)
    return text


def to_markdown(ex: Explanation) -> str:
    def sentence(s: Sentence) -> str:
        if not s.cites:
            return md(s.text)
        body = s.text[:-1] if s.text.endswith(".") else s.text
        return f"{md(body)} *({', '.join(md(c) for c in s.cites)})*."

    out = [f"# {md(ex.title)}", "", f"*{md(ex.header)}*", ""]
    if ex.question:
        out += [f"**Question:** {md(ex.question)}", ""]
    out += ["## Ruling", "", " ".join(f"**{sentence(s)}**" for s in ex.answer)]
    if ex.ruling:
        out[-1] = (out[-1] + " " + " ".join(sentence(s) for s in ex.ruling)).strip()
    out += ["", "## Sequence", ""]
    # Numbered as the trace numbers its steps (a list would renumber them 1, 2, 3 ...).
    out += [f"- **{md(numbered(s))}** {sentence(s)}" for s in ex.sequence]
    out += ["", "## Nuances", ""]
    out += [f"- {sentence(s)}" for s in ex.nuances]
    out += ["", "## Rules cited", ""]
    out += [f"- **{md(r.id)}** {md(r.title)}. {md(r.text)}" for r in ex.rules]
    return "\n".join(out) + "\n"


# ----- html ------------------------------------------------------------------------------------
def to_html(ex: Explanation, stack: list[str] | None = None, *,
            graph: dict[str, Any] | None = None, res: Resolution | None = None) -> str:
    """One self-contained page (stylesheet and SVG graph inline, no script, no outside address):
    the template of `judge site`'s ruling pages (judge/render/html.py). `graph` is the graph of
    `judge graph` (engine.graph.graph_data); without it, the explanation's own. `res`: the
    ruling, for its starting board and the game's words (without it, no board)."""
    from judge.render.html import ruling_page

    return ruling_page(ex, graph if graph is not None else ex.graph, list(stack or []), res=res)
