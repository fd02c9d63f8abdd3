"""`judge explain` cites the rule that decides each sentence of its Ruling, not a nearby one (a
judge reads the Ruling's first sentence aloud)."""

from __future__ import annotations

import pytest

from ..conftest import SCENARIOS
from .test_explain import explanation


def _said(path: str, words: str) -> tuple[str, ...]:
    """The rules of the first Ruling (or answer) sentence saying `words`."""
    ex = explanation(str(SCENARIOS / path))
    return next(s.cites for s in (*ex.answer, *ex.ruling) if words in s.text)


@pytest.mark.parametrize(("path", "rule"), [
    # VW REG: the register is a pile that answers build up on; it cited VW REG.4.b, the order
    # the pile results in.
    ("vandaria-wars/register/response-restarts-the-round.yaml", ("VW REG",)),
    # Each game declares its rule (Role.STACK_TOP); the others keep the stack's order.
    ("force-of-will/card-text/atk-read-when-it-resolves.yaml", ("FOW 605.1b",)),
    ("riftbound/card-text/fully-prevented-hit-is-not-dealt.yaml", ("RB 340.1",)),
])
def test_a_response_cites_the_rule_that_puts_it_on_top(path: str, rule: tuple[str, ...]
                                                       ) -> None:
    assert _said(path, " in response to ") == rule
