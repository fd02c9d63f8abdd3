"""Vandaria Wars answers the probes of round 75 found without a Yes or No, or confidently wrong,
asked without `expect:` or `ask:` (a judge at the table writes neither) of bundled rulings, in
the players' three languages.

- "Is Bob still in the game?" ("Apakah Bob masih dalam permainan?", "Bob ยังอยู่ในเกมไหม") of a
  ruler who lost had no Yes or No ("Bob loses the game, at step 5 ..."), and of one who had not
  it said "Carol still has 0 gold": whether a ruler is still in the game is whether they have
  lost (VW IN.1.a: the rulers left play on).
- "Does Alice have 0 honor?" of a ruler with 2 gold and no honor, nothing of it changed, said
  "Alice still has 2 gold": what she has of the resource the question names, not of another.
- "alice มี 0 element ไหม", "... honor ไหม" (Thai) were left unread, with no Yes or No where
  "gold" had one: the game's other resources are words of the Thai reading too.
"""

from __future__ import annotations

import yaml

from judge.app import load_scenario_text, resolve
from judge.engine.answer import Fact

from ..conftest import SCENARIOS


def lead(path: str, question: str) -> Fact:
    """The first lead of bundled ruling `path` asked `question`, with no `expect:` or `ask:`."""
    data = yaml.safe_load((SCENARIOS / path).read_text(encoding="utf-8"))
    data.pop("expect", None)
    data.pop("ask", None)
    data["question"] = question
    text = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    return next(f for f in resolve(load_scenario_text(text, "<test>")).answer if f.lead)


THREE = ("vandaria-wars/rulings-audit64/"
         "three-rulers-one-loses-the-game-goes-on-asked-in-indonesian.yaml")
OVER = "vandaria-wars/rulings-audit64/carol-out-bob-loses-alice-wins.yaml"


def test_a_ruler_who_lost_is_not_still_in_the_game() -> None:
    for q in ("Is Bob still in the game?", "Apakah Bob masih dalam permainan?",
              "Bob ยังอยู่ในเกมไหม"):
        fact = lead(THREE, q)
        assert fact.verdict == "No", (q, fact.sentence)
        assert "VW HP.17" in fact.citations, fact.citations  # the draw from an empty deck
    for q in ("Is Bob out of the game?", "Apakah Bob tersingkir?", "Bob ตกรอบไหม"):
        assert lead(THREE, q).verdict == "Yes", q


def test_a_ruler_who_has_not_lost_is_still_in_the_game() -> None:
    for q in ("Is Carol still in the game?", "Apakah Carol masih dalam permainan?",
              "Carol ยังอยู่ในเกมไหม"):
        fact = lead(THREE, q)
        assert fact.verdict == "Yes", (q, fact.sentence)
        assert "gold" not in fact.sentence, fact.sentence
    assert lead(THREE, "Is Carol eliminated?").verdict == "No"


def test_nobody_is_still_in_a_game_that_is_over() -> None:
    # the winner has not lost, but the game has ended: no Yes or No
    assert lead(OVER, "Is Alice still in the game?").verdict == ""
    assert lead(OVER, "Apakah Bob masih dalam permainan?").verdict == "No"


def test_a_players_card_in_play_is_not_asked_of_the_player() -> None:
    assert "bob loses" not in lead(THREE, "Is Bob's Profit still in play?").sentence.casefold()


COSTS = "vandaria-wars/costs/x-more-than-gold-rejected.yaml"


def test_the_resource_asked_is_the_one_said() -> None:
    fact = lead(COSTS, "Does Alice have 0 honor?")
    assert fact.verdict == "Yes" and "honor" in fact.sentence, fact.sentence
    fact = lead(COSTS, "Apakah Alice punya 1 element?")
    assert fact.verdict == "No" and "element" in fact.sentence, fact.sentence
    assert lead(COSTS, "Does Alice have 2 gold?").verdict == "Yes"


def test_thai_asks_of_element_and_honor() -> None:
    assert lead(COSTS, "alice มี 0 element ไหม").verdict == "Yes"
    assert lead(COSTS, "alice มี 1 honor ไหม").verdict == "No"
