"""Riftbound audit 55: audit 54's leftovers (the rule cited where nobody scores, the rule of a
control change's end cited where it ended, ...) (scenarios/riftbound/rulings-audit55/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import file_without_expect, leads_asked, leads_of

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


TAKEN = AUDIT / "taken-for-the-turn-control-ends-in-the-expiration-step.yaml"
AUDIT26 = (SCENARIOS / "riftbound/rulings-audit26"
           / "taken-for-the-turn-returns-in-the-expiration-step.yaml")


@pytest.mark.parametrize("path", [TAKEN, AUDIT26])
@pytest.mark.parametrize("expect", [True, False])
def test_control_for_the_turn_ends_in_the_expiration_step(path: Path, expect: bool,
                                                           tmp_path: Path) -> None:
    """"Who controls the Warden in Bob's turn?" of a Warden Alice took for her turn led with
    its recall to Bob's base (RB 323.7): Bob has it again from the Expiration Step's end of
    "this turn" effects (RB 317.2.c), which the lead says and cites."""
    leads = leads_of(path if expect else file_without_expect(path, tmp_path))
    assert leads[0].sentence == ("Bob controls Stone Warden (warden) again from step 13: effects "
                                 "that last this turn end; it is in bob's base"), leads[0].sentence
    assert leads[0].citations[0] == "RB 317.2.c", leads[0].citations


SEIZE_NAME = "riftbound/rulings-audit53/unit-taken-loses-its-owners-passive-bonus.yaml"
SHOVE_NAME = "riftbound/rulings-audit54/score-asked-where-expect-checks-no-player.yaml"


@pytest.mark.parametrize(("name", "asked", "lead"), [
    (SEIZE_NAME, "Does Alice score?", "No — alice still has 0 points"),
    (SEIZE_NAME, "Does Bob score?", "No — bob still has 0 points"),
    (SHOVE_NAME, "Does Bob score?", "No — bob still has 1 point")])
@pytest.mark.parametrize("expect", [True, False])
def test_a_player_who_did_not_score_cites_the_ways_to_score(name: str, asked: str, lead: str,
                                                            expect: bool) -> None:
    """"Does Alice score?" where her points did not go up was a No citing no rule: a player
    scores only by conquering or holding (RB 469), as "Nobody scores" cites it."""
    leads = leads_asked(name, asked, expect=expect)
    assert leads[0].sentence == lead, leads[0].sentence
    assert leads[0].citations == ("RB 469",), leads[0].citations
