"""Riftbound audit 58: audit 57's leftovers ("Does she conquer bf-b?" told by all her resources
rather than her conquer)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import BUNDLED, file_without_expect, leads_of

ACCELERATE = BUNDLED / "riftbound/rulings-audit57/accelerate-paid-unit-moves-and-conquers.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_does_she_conquer_is_told_by_her_conquer(expect: bool, tmp_path: Path) -> None:
    """"Does she conquer bf-b?" of a Charging Boar, Accelerate paid, moved at once to the empty
    bf-b was "Yes — alice has 0 Energy (from 3), 0 Fury Power (from 1) and 1 point ...": all
    her resources, her points only saying a score. The step she conquered bf-b at tells it, with
    the conquer's rule (RB 469.1)."""
    leads = leads_of(ACCELERATE if expect else file_without_expect(ACCELERATE, tmp_path))
    assert leads[0].sentence == "Yes — alice conquers bf-b at step 14", leads[0].sentence
    assert leads[0].citations[0] == "RB 469.1", leads[0].citations


OTHER = BUNDLED / "riftbound/rulings-audit58" / \
    "conquer-asked-of-the-battlefield-she-did-not-move-to.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_a_battlefield_she_did_not_conquer_is_still_no(expect: bool, tmp_path: Path) -> None:
    """The same play asked of bf-a, which she never moved to: No, not a Yes by her conquer of
    bf-b (a Yes alone is told by the conquer's step)."""
    leads = leads_of(OTHER if expect else file_without_expect(OTHER, tmp_path))
    assert leads[0].sentence.startswith("No — "), leads[0].sentence
    # (not a Yes by her conquer of bf-b: the No names bf-a, audit 59)
    assert leads[0].sentence.startswith("No — alice does not conquer bf-a"), leads[0].sentence


def test_a_conquer_asked_with_its_point_keeps_the_point() -> None:
    """"Does he conquer bf-a and score a point?" is told by the point he scored for bf-a's
    conquer, which answers both (the conquer alone would leave the point unsaid)."""
    leads = leads_of("riftbound/rulings/surprise-defender-wins-and-conquers.yaml")
    assert leads[0].sentence.startswith("Yes — bob has 1 point (from 0)"), leads[0].sentence
    assert "(conquer)" in leads[0].sentence, leads[0].sentence
