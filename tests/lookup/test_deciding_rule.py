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
    # VW REG.15.a: an answer to what waits in the register; it cited VW REG.4.b, the order
    # the pile results in, then the register's heading (VW REG), no numbered sentence.
    ("vandaria-wars/register/response-restarts-the-round.yaml", ("VW REG.15.a",)),
    # Each game declares its rule (Role.STACK_TOP); the others keep the stack's order.
    ("force-of-will/card-text/atk-read-when-it-resolves.yaml", ("FOW 605.1b",)),
    ("riftbound/card-text/fully-prevented-hit-is-not-dealt.yaml", ("RB 340.1",)),
])
def test_a_response_cites_the_rule_that_puts_it_on_top(path: str, rule: tuple[str, ...]
                                                       ) -> None:
    assert _said(path, " in response to ") == rule


@pytest.mark.parametrize(("path", "words", "rules"), [
    # VW HP.17: drawing from an empty deck does nothing (the option) or loses; the item's
    # resolution said only the register's order (VW REG.4.b), which orders nothing for an item
    # alone in its register (vw-words13: not cited there at all).
    ("vandaria-wars/draw/draw-from-empty-deck-does-nothing.yaml", "bob draws 0 cards",
     ("VW HP.17",)),
    # (the draw that loses ends the game as Profit results: no resolution step follows the
    # game-over step, which says it, RB 196's principle; the answer names the item with it)
    ("vandaria-wars/draw/draw-from-empty-deck-loses.yaml", "must draw from an empty deck",
     ("VW HP.17",)),
    # ("What happens?" of a game that ended leads with who won: the draw that lost it first,
    # then the rule of who is left, VW IN.1.a; it said "Profit results until the game is over")
    ("vandaria-wars/draw/draw-from-empty-deck-loses.yaml", "wins the game at step 4",
     ("VW HP.17", "VW IN.1.a")),
    # VW REG.6.a-b: the Alarms wait for a new register, in an order VW HP.5 decides; the
    # top-down order of one register (VW REG.4.b) comes after them.
    ("vandaria-wars/triggers/trigger-order-active-player-first.yaml", "results first, at step 12",
     ("VW REG.6.a", "VW REG.6.b", "VW HP.5", "VW REG.4.b")),
    ("vandaria-wars/triggers/new-register-then-resolves.yaml",
     "when Alarm (watchman.alarm#2) results", ("VW REG.6.a", "VW REG.6.b")),
    # VW HP.20: a skill an effect puts into the resulting register waits for a new one.
    ("vandaria-wars/entering-the-register/a-skill-put-in-by-an-effect-new-register.yaml",
     "has 6 damage", ("VW HP.20", "VW REG.6.a")),
    # VW HP.7 `after-register`: the Trader stands with lethal damage until Fortify results.
    ("vandaria-wars/state-checks/lethal-damage-checked-after-register.yaml",
     "is still on the field", ("VW HP.7",)),
    # VW REG.10.b: the gold Dig gave at once, mid-register, is what pays for Prayer.
    ("vandaria-wars/resources/gold-skill-results-at-once.yaml", "Action 2",
     ("VW REG.10.b", "VW REG.15.a")),
])
def test_a_fact_cites_the_rule_that_decided_it_not_the_registers_order(
        path: str, words: str, rules: tuple[str, ...]) -> None:
    assert _said(path, words) == rules
