"""The one-line answer a search hit shows for a ruling (`judge search`).

It is the answer `judge resolve` gives first (engine/answer.py), on one line; a ruling whose
answer says nothing falls back to its whole verdict (what resolved, what did not and why, what
was rejected, what is left, who won) without the house-policy line. The search index stores
what this returns.
"""

from __future__ import annotations

from judge.engine.resolution import Resolution

#: A hit's answer is cut to this many characters (a ruling of many items says much).
MAX_CHARS = 240


def one_line_answer(res: Resolution) -> str:
    from judge.render.verdict import verdict_lines

    # The answer's own sentences when it has some (what a hit must say); else the verdict.
    lines = [ln for ln in verdict_lines(res) if not ln.startswith("House policies applied")]
    lead = sum(1 for f in res.answer if f.lead)
    if lead:
        lines = lines[:lead]
    text = " ".join(" ".join(lines).split())
    return text if len(text) <= MAX_CHARS else text[:MAX_CHARS - 1].rstrip() + "…"
