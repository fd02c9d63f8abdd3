""""Is Snipe refused?" of a play judge refused was answered "No — Action 2 ... is rejected":
the Yes or No of "may she?" given to a question that asks the other way round (a confident
wrong answer, audit 26). Asked whether an action is refused, rejected or not allowed, the
answer is Yes where it was; asked which of the two, neither."""

from __future__ import annotations

import pytest

from .leads import lead_asked

ASTRAL = "force-of-will/rulers/astral-ruler-cannot-do-judgment.yaml"


@pytest.mark.parametrize(("question", "verdict"), [
    ("Is her judgment process refused?", "Yes"),
    ("Is the judgment process rejected?", "Yes"),
    ("Is the judgment process not allowed?", "Yes"),
    ("Is the judgment process allowed?", "No"),
    ("Can she play its judgment process?", "No"),
])
def test_asked_whether_it_is_refused_a_refused_play_is_a_yes(question: str, verdict: str) -> None:
    lead = lead_asked(ASTRAL, question)
    assert lead.sentence.startswith(f"{verdict} — Action 1 (alice plays the judgment process) "
                                    "is rejected at step 1"), lead.sentence


def test_asked_whether_refused_or_allowed_there_is_no_yes_or_no() -> None:
    lead = lead_asked(ASTRAL, "Is the judgment process refused or allowed?")
    assert lead.sentence.startswith("Action 1 (alice plays the judgment process) is rejected")
