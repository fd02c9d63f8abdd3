"""A combat damage assignment cites the keyword rule that put a unit first or last: a Tank given
its lethal before the units without Tank (RB 815.1.b), a Backline unit after those without it
(RB 826.3), whether the player or judge (RB HP.2) chose it; before, only RB 465.2.c was cited,
though the Tank decided where the damage went."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS


def assignment_cites(path: str) -> list[tuple[str, tuple[str, ...]]]:
    res = resolve(load_scenario(SCENARIOS / path), answer=False)
    return [(str(st.actor), st.citations) for st in res.steps if "assigns combat damage"
            in st.summary]


@pytest.mark.parametrize(("path", "player", "rule"), [
    ("riftbound/combat/tank-takes-lethal-first.yaml", "alice", "RB 815.1.b"),  # chosen by HP.2
    ("riftbound/rulings-audit9/stunned-tank-still-takes-lethal-first.yaml", "alice",
     "RB 815.1.b"),
    ("riftbound/combat/backline-last.yaml", "alice", "RB 826.3"),
])
def test_the_keyword_that_ordered_the_assignment_is_cited(path: str, player: str,
                                                          rule: str) -> None:
    cites = dict(assignment_cites(path))[player]
    assert rule in cites and "RB 465.2.c" in cites


def test_no_keyword_rule_where_no_unit_has_it() -> None:
    for _, cites in assignment_cites("riftbound/combat/auto-assignment-listed-order.yaml"):
        assert "RB 815.1.b" not in cites and "RB 826.3" not in cites
