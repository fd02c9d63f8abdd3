"""A static ability that changes its own card's stats by reading them ("my Might is increased
to 5", "this card's ATK is increased to 500") depends on every other change of those stats
(FOW 909.3a, RB 479.2). Force of Will applied it by its timestamp among "becomes" and "+N"
(909.1g), so a later "ATK becomes 300" overwrote it: 300, citing 909.3b, where the rules give
500; Riftbound read the Might with the decreases already applied, so "increased to 5" under -2
gave 5 where increases before decreases give 3 (RB 477.3.e). And a Riftbound note on any effect
that reads stats cited RB 708 (Mighty) where nothing asked whether a unit is Mighty."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS

FOW = SCENARIOS / "force-of-will/dependency"
RB = SCENARIOS / "riftbound/dependency"


@pytest.mark.parametrize(("path", "oid", "stat", "value", "rule"), [
    (FOW / "atk-increased-to-500-applies-after-a-later-set.yaml", "knight", "atk", 500,
     "FOW 909.3a"),
    (FOW / "atk-increased-to-500-applies-after-a-later-minus-200.yaml", "knight", "atk", 500,
     "FOW 909.3a"),
    (FOW / "atk-increased-to-500-with-plus-200-ends-at-600.yaml", "knight", "atk", 600,
     "FOW 909.3a"),
    (RB / "might-increased-to-5-with-plus-2-ends-at-6.yaml", "recruit", "might", 6, "RB 479.2"),
    (RB / "might-increased-to-5-under-minus-2-ends-at-3.yaml", "recruit", "might", 3,
     "RB 477.3.e.2.a"),
])
def test_a_stat_read_by_its_own_static_ability_is_changed_after_the_others(
        path: object, oid: str, stat: str, value: int, rule: str) -> None:
    res = resolve(load_scenario(str(path)))
    assert res.final["objects"][oid]["stats"][stat] == value
    lead = next(f for f in res.answer if f.lead)
    assert lead.citations[0] == rule, lead.citations
    # the step that changed the stat says which rule orders the change (not only the answer)
    changed = next(s for s in res.steps if s.kind.value == "resolve")
    assert rule in changed.citations


def test_an_amount_read_from_might_cites_no_mighty_rule() -> None:
    res = resolve(load_scenario(str(RB / "might-increased-to-5-with-plus-2-ends-at-6.yaml")))
    assert "RB 708" not in res.citations
    assert "RB 479.2" in res.citations
