""""Does anything resolve?" after one pass was answered "No — the chase holds only Quick Spark"
with no reason and no rule; the stack's fact now says why its newest item waits: not every
player has passed in succession (the rule of what everyone's pass would do, FOW 605.1b / VW
REG.4.a), and where an action since the first pass started the round again, that step and its
rules (FOW 605.1a with FOW HP.1, VW HP.12)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("force-of-will/chase/single-pass-resolves-nothing.yaml",
     "the chase holds only Quick Spark (spark): not every player has passed in succession: "
     "only alice passed (at step 1)", ("FOW 605.1b", "FOW 605.1c")),
    ("vandaria-wars/priority/three-players-two-passes-resolve-nothing.yaml",
     "only alice and bob passed (at steps 1-2)", ("VW REG.4.a", "VW REG.3.a")),
    ("force-of-will/will/hp1-will-ability-breaks-the-passes.yaml",
     "not every player has passed in succession since step 4 (bob took an action (a will "
     "ability), so the pass before it no longer counts", ("FOW HP.1", "FOW 605.1a")),
    ("vandaria-wars/resources/gold-skill-restarts-the-round.yaml",
     "since step 3 (Dig (mine.dig) enters the register and results at once", ("VW REG.10.b",
                                                                             "VW HP.12")),
])
def test_a_waiting_item_says_who_has_not_passed(path: str, said: str,
                                                cites: tuple[str, ...]) -> None:
    res = resolve(load_scenario(str(SCENARIOS / path)))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("No — ") and said in lead.sentence, lead.sentence
    assert lead.citations == cites


def test_an_item_the_last_step_put_there_says_no_pass() -> None:
    # The ruling ends as a skill is used and paid for, on no pass: the register holds it, and
    # nothing is said of passes that never came.
    res = resolve(load_scenario(str(SCENARIOS / "vandaria-wars/entering-the-register/"
                                                 "a-used-skill-waits-in-the-register.yaml")))
    stack = [f for f in res.answer if f.subject.kind == "stack"]
    assert stack and res.final["stack"]
    assert not any("passed in succession" in f.sentence for f in stack)
