""""How much life does each have?" was answered with Alice's life alone, and "Where does each
card of the stack go?" with the top card alone: a question asked of each of several leads now
with one sentence for each (up to three) that the question names, that shares the first one's
name, or that a step changed, of the same sort as the first. A question of each that another
question follows keeps the next sentence for that one."""

from __future__ import annotations

import pytest

from .leads import leads


@pytest.mark.parametrize(("path", "starts"), [
    ("force-of-will/keywords/reunited-with-a-ruler-of-that-name.yaml",
     ["Alice has 3600 life (from 3000)", "Bob has 3100 life (from 3000)"]),
    ("force-of-will/systems/transcend-to-the-ruler-area-policy-as-destroyed.yaml",
     ["Ascendant Elder (elder) ends among alice's cards outside the game",
      "Grove Regent (regent) ends in alice's ruler area",
      "Antler Scout (scout) ends expelled (outside the game)"]),
    # two cards of one name: "Where does each chant go?"
    ("force-of-will/expel/chant-moved-to-a-ruler-area-or-stone-deck-is-expelled.yaml",
     ["Old Spell (first) ends expelled", "Old Spell (second) ends expelled"]),
    ("riftbound/card-text/swap-trades-current-might.yaml",
     ["Trainee Squire (squire) is still in alice's base and has Might 1",
      "Harbor Urchin (urchin) is still at Sunken Plaza (bf-a) and has Might 4"]),
    # "Where do both end up, and does Bob lose life?": the second question keeps its sentence
    ("force-of-will/rulings/multi-strike-with-explode-strikes-once.yaml",
     ["Powder Duelist (duelist) is destroyed at step 24", "No — bob still has 4000 life"]),
])
def test_a_question_of_each_answers_each(path: str, starts: list[str]) -> None:
    said = [f.sentence for f in leads(path)]
    assert len(said) == len(starts), said
    for sentence, start in zip(said, starts, strict=True):
        assert sentence.startswith(start), (sentence, start)


def test_an_untouched_card_the_question_does_not_name_is_not_one_of_each() -> None:
    # "Where does each go?" of two Ember Surges: not the Trainee Squire one of them aimed at
    said = [f.sentence for f in leads("riftbound/keywords/flow-countered-is-banished-too.yaml")]
    assert not any(s.startswith("Trainee Squire") for s in said), said
