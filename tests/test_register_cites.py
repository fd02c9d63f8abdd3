"""The answer cites the rule that decides the order it tells (engine/answer.py: stack_of): the
items of one register result from the top down (VW REG.4.b), but a skill triggered as a
register results waits for a new register, which becomes active only once the old one has
finished (VW REG.6.a-b): across registers, that decides, not the top-down order of one."""

from __future__ import annotations

import pytest

from .conftest import SCENARIOS
from .helpers import ruling

VW = SCENARIOS / "vandaria-wars"


def lead_cites(name: str) -> tuple[str, ...]:
    res = ruling((VW / name).read_text(encoding="utf-8"))
    return tuple(next(f for f in res.answer if f.lead).citations)


@pytest.mark.parametrize(("name", "first", "without"), [
    # three registers of one item each: the top-down order decides nothing
    ("rulings/each-new-register-opens-after-the-last.yaml", "VW REG.6.a", "VW REG.4.b"),
    # two Sparks in one register, their Alarm in a new one: REG.6 first, REG.4.b beside it
    ("citations/registers-result-one-after-another.yaml", "VW REG.6.a", None),
    # one register, nothing triggered: the top-down order alone
    ("citations/one-register-results-top-down.yaml", "VW REG.4.b", "VW REG.6.b"),
])
def test_the_order_is_cited_by_the_rule_that_decides_it(name: str, first: str,
                                                         without: str | None) -> None:
    cites = lead_cites(name)
    assert cites[0] == first, cites
    assert without not in cites, cites


def test_two_items_of_one_register_keep_the_top_down_rule_beside_the_new_register() -> None:
    cites = lead_cites("citations/registers-result-one-after-another.yaml")
    assert {"VW REG.6.b", "VW REG.4.b"} <= set(cites), cites



@pytest.mark.parametrize(("name", "rule"), [
    ("systems/relic-summoned-enters-play.yaml", "VW REG.1.e"),  # it enters play as it results
    ("draw/draw-from-empty-deck-does-nothing.yaml", "VW HP.17"),  # an empty deck draws nothing
])
def test_an_item_alone_in_its_register_is_not_cited_by_the_top_down_order(name: str,
                                                                          rule: str) -> None:
    """One item in the register: which results first decides nothing, what it did does."""
    cites = lead_cites(name)
    assert cites[0] == rule and "VW REG.4.b" not in cites, cites
