"""Riftbound audit 55: audit 54's leftovers (the rule cited where nobody scores, the rule of a
control change's end cited where it ended, ...) (scenarios/riftbound/rulings-audit55/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import file_without_expect, leads_of

SCENARIOS = Path(__file__).parents[2] / "scenarios"
AUDIT = SCENARIOS / "riftbound/rulings-audit55"
NOBODY = AUDIT / "nobody-scores-cites-the-ways-to-score.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_nobody_scores_cites_the_two_ways_to_score(expect: bool, tmp_path: Path) -> None:
    """"Who scores?" where nobody did said so with no rule cited: a player scores only by
    conquering or holding (RB 469), and neither happened."""
    leads = leads_of(NOBODY if expect else file_without_expect(NOBODY, tmp_path))
    assert leads[0].sentence == ("Nobody scores: alice still has 0 points and bob still has 0 "
                                 "points"), leads[0].sentence
    assert leads[0].citations == ("RB 469",), leads[0].citations
