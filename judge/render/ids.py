"""Rule ids stay on one line: `RB 309.1.a` is never printed as `RB` / `309.1.a`.

Every renderer wraps text; the space inside a rule id is written as a no-break space while lines
are broken (textwrap breaks only at ASCII whitespace; Rich needs judge/render/text.py:KeepIds),
then printed as a plain space, so what a judge copies is the id as `judge rule` takes it."""

from __future__ import annotations

import re

from judge.render.safe import inline

NBSP = "\u00a0"
#: The space inside a rule id mentioned in running text (`VW REG.4`, `FOW 605.1b`, `RB 340.4`).
ID_SPACE = re.compile(r"\b(VW|FOW|RB) (?=[A-Z]*\.?[0-9])")


def keep_ids(text: str) -> str:
    """The text with the space inside each rule id made a no-break space."""
    return ID_SPACE.sub(lambda m: m.group(1) + NBSP, text)


def rule_id(rid: str) -> str:
    """A rule id that wraps as one word in a KeepIds text."""
    return inline(rid).replace(" ", NBSP)
