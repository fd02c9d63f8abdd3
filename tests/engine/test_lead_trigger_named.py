""""Does the Trophy Taker trigger? Does the Bounty Hunter trigger?" answered the second with
"Yes — Trophy triggers": the question named a card whose ability triggered, and the answer took
it for the one asked of. A clause that names its own card is answered of that card."""

from __future__ import annotations

from .leads import leads


def test_each_clause_is_answered_of_the_card_it_names() -> None:
    found = leads("riftbound/kill-credit/combat-kill-is-the-attackers.yaml")
    assert [f.subject.id for f in found] == ["taker", "hunter"], [f.sentence for f in found]
    assert found[0].verdict == "Yes" and found[1].verdict == "No", [f.sentence for f in found]


def test_a_second_trigger_question_of_a_card_nothing_changed_is_answered() -> None:
    """"Does the Boar enter ready, and does Rally Post trigger?" led with the Boar alone: the
    Post, which nothing changed, had no fact, so its question went unanswered."""
    found = leads("riftbound/rulings-audit9/accelerated-unit-never-becomes-ready.yaml")
    assert [f.subject.id for f in found] == ["boar", "post"], [f.sentence for f in found]
    assert found[1].verdict == "No", found[1].sentence
