""""Does Alice's Banner get summoned?" was answered "No — alice has 1 gold (from 2)": the
player named as the Banner's owner was read as the one asked of, and "get" as what she gets
(a confident wrong answer: the Banner entered play). A player named only as whose something is
is not asked of, and "get" before what is done to something ("get summoned", "gets
destroyed") asks of that thing, never of a player's resources: "Does the Banner get summoned?"
is read as "Is the Banner summoned?"."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text, resolve

from ..helpers import BANNER_SUMMONED


def lead(question: str) -> str:
    text = BANNER_SUMMONED.format(question=question, requirements="{}")
    res = resolve(load_scenario_text(text, "banner.yaml"))
    return next(f for f in res.answer if f.lead).sentence


@pytest.mark.parametrize(("question", "said"), [
    # "get" saying what is done to it asks what "Is it summoned?" asks
    ("Does Alice's Banner get summoned?", "Yes — Action 1 (alice summons Banner) is allowed"),
    ("Did the Banner get summoned?", "Yes — Action 1 (alice summons Banner) is allowed"),
    # Alice named as the Banner's owner: nothing of her gold is asked
    ("Does Alice's Banner get 2 gold?", "Banner (banner) ends on the field"),
])
def test_a_player_named_as_an_owner_or_a_thing_done_to_gets_no_no_of_her_gold(
        question: str, said: str) -> None:
    assert lead(question).startswith(said), lead(question)


@pytest.mark.parametrize(("question", "verdict"), [
    ("Does Alice get gold?", "No"),  # she paid one: asked of her, still answered
    ("Does Alice get back her gold?", "No"),
])
def test_a_question_asked_of_the_player_is_still_answered(question: str, verdict: str) -> None:
    assert lead(question).startswith(f"{verdict} — alice has 1 gold (from 2)")
