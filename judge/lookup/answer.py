"""The one-line answer a search hit shows for a ruling (`judge search`).

It is the answer `judge resolve` gives first (engine/answer.py), on one line; a ruling whose
answer says nothing falls back to its whole verdict (what resolved, what did not and why, what
was rejected, what is left, who won) without the house-policy line. The search index stores
what this returns, in English and in each language of the catalogues (judge/lookup/index.py).
"""

from __future__ import annotations

from judge.engine.resolution import Resolution

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.msg import Translator

#: A hit's answer is cut to this many characters (a ruling of many items says much).
MAX_CHARS = 240


def one_line_answer(res: Resolution, tr: Translator | None = None) -> str:
    """The answer in the language of `tr` (None: English)."""
    from judge.render.verdict import answer_lines, verdict_lines

    # The answer's own sentences when it has some (what a hit must say: the verdict's first
    # lines, the rest of it is not said); else the verdict, without its last line, the house
    # policies', when it has one (render/verdict.py).
    lines = answer_lines(res, tr)
    if not lines:
        lines = verdict_lines(res, tr=tr)
        if res.policies:
            lines = lines[:-1]
    text = " ".join(" ".join(lines).split())
    return text if len(text) <= MAX_CHARS else text[:MAX_CHARS - 1].rstrip() + "…"
