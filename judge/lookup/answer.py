"""The one-line answer a search hit shows for a ruling (`judge search`).

It is the verdict `judge resolve` prints (the answer to the question first, engine/answer.py; then
what resolved, what did not and why, what was rejected, what is left, who won), on one line
without the house-policy line: the search index stores what this returns.
"""

from __future__ import annotations

from judge.engine.resolution import Resolution

#: A hit's answer is cut to this many characters (a ruling of many items says much).
MAX_CHARS = 240


def one_line_answer(res: Resolution) -> str:
    from judge.render.text import verdict_lines

    lines = [ln for ln in verdict_lines(res) if not ln.startswith("House policies applied")]
    text = " ".join(" ".join(lines).split())
    return text if len(text) <= MAX_CHARS else text[:MAX_CHARS - 1].rstrip() + "…"
