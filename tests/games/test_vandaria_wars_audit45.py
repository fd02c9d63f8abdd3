"""Vandaria Wars, audit 45: audit 44's leftovers (a reach a job named left empty has words of
its own; a destruction by the damage of a skill whose source had left play cites VW REG.7) and
the guide's edges asked in Indonesian and Thai (scenarios/vandaria-wars/rulings-audit45)."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import BUNDLED, lead_of, resolved_json

VW = BUNDLED / "vandaria-wars"
AUDIT = VW / "rulings-audit45"
A44 = VW / "rulings-audit44"
RALLY = A44 / ("rally-names-knight-squire-made-a-priest-in-answer-gets-nothing-asked-in-"
               "indonesian.yaml")


def test_a_reach_a_job_named_left_empty_says_so_behind_an_if_so() -> None:
    """Rally ("Pilih 1 tipe job. Jika demikian, Follower-Follower dengan job itu ... +1 ATK"),
    knight named, the Squire made a priest in answer: the lead said "Rally results: nothing
    happens", never why. Its instruction stood behind "Jika demikian" (an `if:`), so the
    words a reach left empty has were not found; now said, with the job named."""
    lead = lead_of(resolved_json(RALLY))
    assert lead["fact"] == ("No — Squire (squire) has ATK 1: at step 12, Rally (rally) results: "
                            "nothing happens: alice controls no knight follower now (job knight "
                            "named as it was played).")
    assert lead["citations"] == ["VW REG.14.a", "VW REG.1.c"]


@pytest.mark.parametrize(("path", "said"), [
    # no "if": said before, as "none of your (the chosen job) followers", never the job
    (VW / "rulings-audit25" / "job-named-that-no-follower-has-still-results.yaml",
     "nothing happens: alice controls no merchant follower now (job merchant named as it was "
     "played)"),
    # the only knight sacrificed for Blood Oath's own cost: "nothing happens" alone before
    (VW / "rulings-audit25" / "job-named-of-the-only-follower-sacrificed-reaches-none.yaml",
     "nothing happens: alice controls no knight follower now (job knight named as it was "
     "played)"),
])
def test_a_reach_a_job_named_left_empty_names_the_job(path: Path, said: str) -> None:
    assert said in lead_of(resolved_json(path))["fact"]


def test_a_condition_that_failed_says_so_not_that_the_reach_is_empty(tmp_path: Path) -> None:
    """An `if:` that does not hold says its own reason; the empty reach is not said for it."""
    text = RALLY.read_text(encoding="utf-8").split("\nexpect:")[0].replace(
        "if: {did: cost}", "if: {is: self, matches: {type: follower}}")
    path = tmp_path / "s.yaml"
    path.write_text(text + "\n", encoding="utf-8")
    fact = lead_of(resolved_json(path))["fact"]
    assert "controls no knight" not in fact
