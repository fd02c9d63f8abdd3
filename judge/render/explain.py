"""The prose of a ruling (judge/lookup/prose.py) as plain text, Markdown or one self-contained
HTML page (inline CSS and SVG graph, no external references). Rendering only: every sentence
comes from the Explanation."""

from __future__ import annotations

import re
import textwrap
from typing import Any

from judge.lookup.prose import Explanation, Sentence
from judge.msg import Msg, say
from judge.render.ids import NBSP, keep_ids
from judge.render.safe import inline

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.resolution import Resolution
    from judge.msg import Translator

WIDTH = 88
#: The headings, as the catalogues say them.
RULING, SEQUENCE, NUANCES, RULES = Msg("Ruling"), Msg("Sequence"), Msg("Nuances"), \
    Msg("Rules cited")
QUESTION = Msg("Question: {question}")
GRAPH = Msg("How the effects depend on each other")


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
#: What textwrap turns into a space before it wraps (its `replace_whitespace`, `expand_tabs`).
_TURNED = re.compile("[\t\n\x0b\x0c\r]")


def wrapped(text: str, width: int, first: str, indent: str) -> list[str]:
    """`text` wrapped as `textwrap.wrap(text, width, initial_indent=first, subsequent_indent=
    indent, break_on_hyphens=False)` does. A text that fits on its first line, begins and ends
    with a word and holds no whitespace textwrap would change is that line as it is, without
    textwrap's chunking: most of a long ruling's sentences (a ruling of 2,600 passes is 3,300
    paragraphs, and textwrap was a third of `explain`'s own work on it)."""
    turned = _TURNED.search(text) is not None
    if text and len(first) + len(text) <= width and not text[0].isspace() and \
            not text[-1].isspace() and not turned:
        return [first + text]
    # Nothing to turn into a space: textwrap's str.translate left out (~0.2 ms for a sentence
    # holding a rule id's no-break space, a str.translate with a dict beyond ASCII).
    return textwrap.wrap(text, width=width, initial_indent=first, subsequent_indent=indent,
                         break_on_hyphens=False, replace_whitespace=turned)


def to_text(ex: Explanation, width: int = WIDTH, tr: Translator | None = None) -> str:
    def para(text: str, indent: str = "  ", first: str | None = None) -> list[str]:
        return [line.replace(NBSP, " ") for line in wrapped(
            keep_ids(inline(text)), width, first or indent, indent)]

    lines = [*para(ex.title, "", ""), *para(ex.header, "", ""), ""]
    if ex.question:
        lines += [*para(say(Msg("Question: {question}", question=ex.question), tr), "", ""),
                  ""]
    lines.append(say(RULING, tr))
    lines += para(" ".join(cited(s) for s in (*ex.answer, *ex.ruling)))
    lines += ["", say(SEQUENCE, tr)]
    labels = [numbered(s) for s in ex.sequence]
    pad = max((len(x) for x in labels), default=0)
    for label, s in zip(labels, ex.sequence, strict=True):
        lead = f"  {label:>{pad}} " if pad else "  "
        lines += para(cited(s), " " * len(lead), lead)
    lines += ["", say(NUANCES, tr)]
    for s in ex.nuances:
        lines += para(cited(s), "    ", "  - ")
    lines += ["", say(RULES, tr)]
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


def to_markdown(ex: Explanation, tr: Translator | None = None) -> str:
    def sentence(s: Sentence) -> str:
        if not s.cites:
            return md(s.text)
        body = s.text[:-1] if s.text.endswith(".") else s.text
        return f"{md(body)} *({', '.join(md(c) for c in s.cites)})*."

    out = [f"# {md(ex.title)}", "", f"*{md(ex.header)}*", ""]
    if ex.question:
        label = say(QUESTION, tr).partition("{question}")[0].strip()
        out += [f"**{md(label)}** {md(ex.question)}", ""]
    out += [f"## {say(RULING, tr)}", "", " ".join(f"**{sentence(s)}**" for s in ex.answer)]
    if ex.ruling:
        out[-1] = (out[-1] + " " + " ".join(sentence(s) for s in ex.ruling)).strip()
    out += ["", f"## {say(SEQUENCE, tr)}", ""]
    # Numbered as the trace numbers its steps (a list would renumber them 1, 2, 3 ...).
    out += [f"- **{md(numbered(s))}** {sentence(s)}" for s in ex.sequence]
    out += ["", f"## {say(NUANCES, tr)}", ""]
    out += [f"- {sentence(s)}" for s in ex.nuances]
    out += ["", f"## {say(RULES, tr)}", ""]
    out += [f"- **{md(r.id)}** {md(r.title)}. {md(r.text)}" for r in ex.rules]
    return "\n".join(out) + "\n"


# ----- html ------------------------------------------------------------------------------------
def to_html(ex: Explanation, stack: list[str] | None = None, *,
            graph: dict[str, Any] | None = None, res: Resolution | None = None,
            tr: Translator | None = None, lang: str = "en") -> str:
    """One self-contained page (stylesheet and SVG graph inline, no script, no outside address):
    the template of `judge site`'s ruling pages (judge/render/html.py). `graph` is the graph of
    `judge graph` (engine.graph.graph_data); without it, the explanation's own. `res`: the
    ruling, for its starting board and the game's words (without it, no board). `tr`, `lang`:
    the catalogue and code of the language the page is in (the headings; the sentences of `ex`
    are in it already)."""
    from judge.render.html import ruling_page

    return ruling_page(ex, graph if graph is not None else ex.graph, list(stack or []), res=res,
                       tr=tr, lang=lang)
