"""An effect that reads Might ("friendly Mighty units have -2 Might") and stops fitting the unit
once applied (RB HP.25): the ruling says what became of it under the house policy, and "What
Might has the Colossus?" with the effect removed leads with that note and RB HP.25; it said
"has Might 6" citing nothing, as if the Tithe Stone did nothing."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS
from .leads import leads


@pytest.mark.parametrize(("option", "said"), [
    ("removed", "no longer applies to Stone Colossus (colossus)"),
    ("kept", "still applies to Stone Colossus (colossus)")])
def test_the_ruling_says_what_became_of_an_effect_that_no_longer_fits(option: str,
                                                                      said: str) -> None:
    res = resolve(load_scenario(SCENARIOS / f"riftbound/mighty/no-longer-mighty-{option}.yaml"))
    notes = [(str(n.message), tuple(n.citations)) for n in res.findings if n.kind == "note"]
    assert any(said in m and rules == ("RB HP.25",) for m, rules in notes), notes


def test_the_answer_says_why_the_removed_effect_left_its_might() -> None:
    lead = leads("riftbound/mighty/no-longer-mighty-removed.yaml")[0]
    assert "no longer applies" in lead.sentence and lead.citations == ("RB HP.25",)
