""""In the normal step, does the Wall deal damage to the Duelist?" was led without Yes or No:
a question opening with a time phrase other than "as/after/when" ("In the normal step,",
"Then,") was read whole, so no reader of yes/no questions knew it; and read, "No" came with the
Wall's own fact ("is still on the field and has no damage"), not with the step that says no
damage was dealt back and why (FOW 804.5b, FOW HP.3)."""

from __future__ import annotations

from judge.app import load_scenario, resolve
from judge.engine.answer import asked_clause

from ..conftest import SCENARIOS


def test_a_time_phrase_before_the_question_is_not_what_it_asks() -> None:
    assert asked_clause("In the normal step, does the Wall deal damage to the Duelist?") == \
        "does the Wall deal damage to the Duelist?"
    assert asked_clause("Then, is it rested?") == "is it rested?"
    # a clause that is the question itself stays
    assert asked_clause("Is it in the field, and is it rested?") == \
        "Is it in the field, and is it rested?"


def test_no_damage_dealt_back_is_said_by_the_step_that_withheld_it() -> None:
    res = resolve(load_scenario(str(SCENARIOS / "force-of-will/battle/"
                                                 "hp3-first-strike-then-no-strike-back.yaml")))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("No — Wall (wall) deals no damage to Duelist of the Dawn "
                                    "(duelist): at step 25, "), lead.sentence
    assert lead.citations == ("FOW 804.5b", "FOW HP.3")
