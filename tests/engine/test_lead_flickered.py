""""Who controls the Squire afterwards?" of a unit removed and put back into the field under its
owner's control led with "ends on the field and is controlled by bob", citing nothing: its zone
and controller are those it started with, so no step "changed" them. The step that put it back
decided both (FOW 307.7); the lead is dated by it, with its rules."""

from __future__ import annotations

import pytest

from .leads import leads


@pytest.mark.parametrize("path", [
    "force-of-will/rulings/flicker-returns-under-its-owners-control.yaml",
    "force-of-will/targets/moved-target-followed-by-its-own-effect.yaml"])
def test_a_unit_put_back_is_dated_by_the_step_that_put_it_back(path: str) -> None:
    lead = leads(path)[0]
    assert lead.subject.id == "squire" and lead.step == 3, lead.sentence
    assert "FOW 307.7" in lead.citations
