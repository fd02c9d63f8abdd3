"""The prose of a ruling (judge/lookup/prose.py) as plain text, Markdown or one self-contained
HTML page (inline CSS and SVG graph, no external references). Rendering only: every sentence
comes from the Explanation."""

from __future__ import annotations

import textwrap

from judge.lookup.prose import Explanation, Sentence
from judge.msg import Msg, say
from judge.render.ids import NBSP, keep_ids
from judge.render.safe import inline, xml

TYPE_CHECKING = False
if TYPE_CHECKING:
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
def to_text(ex: Explanation, width: int = WIDTH, tr: Translator | None = None) -> str:
    def para(text: str, indent: str = "  ", first: str | None = None) -> list[str]:
        return [line.replace(NBSP, " ") for line in textwrap.wrap(
            keep_ids(inline(text)), width=width, initial_indent=first or indent,
            subsequent_indent=indent, break_on_hyphens=False)]

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


# ----- html --------------------------------------------------------------------------------------
CSS = """
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;
color:#222}
h1{font-size:1.5rem;margin-bottom:.2rem}.meta{color:#666;margin-top:0}
.question{background:#f6f6f6;border-left:4px solid #888;padding:.5rem 1rem}
a.cite{font-size:.85em;color:#245;text-decoration:none;border-bottom:1px dotted #245}
figure{overflow-x:auto;margin:1rem 0}dt{font-weight:bold}dd{margin:0 0 .6rem 1.5rem}
ol li,ul li{margin:.2rem 0}li.note{list-style:none}.range{color:#666}
strong.answer{font-weight:600}
"""


def _anchor(rule_id: str) -> str:
    return "rule-" + "".join(ch if ch.isalnum() else "-" for ch in rule_id)


def to_html(ex: Explanation, stack: list[str] | None = None,
            outcomes: dict[str, str] | None = None, tr: Translator | None = None,
            lang: str = "en") -> str:
    """`outcomes`: how the game says each item outcome in the graph (`resolved` -> `resulted`)."""
    from judge.render.svg import to_svg

    titles = {r.id: r.title for r in ex.rules}
    escape = xml  # every text from a file or a rulebook: escaped, control characters shown

    def sentence(s: Sentence) -> str:
        if not s.cites:
            return escape(s.text)
        body = s.text[:-1] if s.text.endswith(".") else s.text
        links = ", ".join(f'<a class="cite" href="#{_anchor(c)}" title="{escape(titles.get(c, c))}'
                          f'">{escape(c)}</a>' for c in s.cites)
        return f"{escape(body)} ({links})."

    parts = ["<!DOCTYPE html>", f'<html lang="{escape(lang)}">', "<head>", '<meta charset="utf-8">',
             f"<title>{escape(ex.title)}</title>", f"<style>{CSS}</style>", "</head>", "<body>",
             f"<h1>{escape(ex.title)}</h1>", f'<p class="meta">{escape(ex.header)}</p>']
    if ex.question:
        label, _, _ = say(QUESTION, tr).partition("{question}")
        parts.append(f'<p class="question"><strong>{escape(label.strip())}</strong> '
                     f'{escape(ex.question)}</p>')
    parts += [f"<h2>{escape(say(RULING, tr))}</h2>", '<p class="ruling">'
              + " ".join(f'<strong class="answer">{sentence(s)}</strong>' for s in ex.answer)
              + (" " if ex.answer and ex.ruling else "")
              + " ".join(sentence(s) for s in ex.ruling) + "</p>",
              f"<h2>{escape(say(SEQUENCE, tr))}</h2>", '<ol class="sequence">']
    # Each item carries the number of the trace step it tells (`value`), so the list numbers
    # as `judge resolve` does; a run of passes shows its range.
    for s in ex.sequence:
        if s.steps is None:
            parts.append(f'<li class="note">{sentence(s)}</li>')
        elif s.steps[0] == s.steps[1]:
            parts.append(f'<li value="{s.steps[0]}">{sentence(s)}</li>')
        else:
            steps = say(Msg("steps {first}-{last}:", first=s.steps[0], last=s.steps[1]), tr)
            parts.append(f'<li value="{s.steps[0]}"><span class="range">{escape(steps)}'
                         f'</span> {sentence(s)}</li>')
    parts += ["</ol>", f"<h2>{escape(say(NUANCES, tr))}</h2>", "<ul>"]
    parts += [f"<li>{sentence(s)}</li>" for s in ex.nuances]
    parts += ["</ul>", f"<h2>{escape(say(GRAPH, tr))}</h2>",
              f"<figure>{to_svg(ex.graph, stack, outcomes)}</figure>",
              f"<h2>{escape(say(RULES, tr))}</h2>", "<dl>"]
    for r in ex.rules:
        parts.append(f'<dt id="{_anchor(r.id)}">{escape(r.id)} {escape(r.title)}</dt>'
                     f"<dd>{escape(r.text)}</dd>")
    parts += ["</dl>", "</body>", "</html>"]
    return "\n".join(parts) + "\n"
