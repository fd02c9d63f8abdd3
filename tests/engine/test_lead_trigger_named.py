""""Does the Trophy Taker trigger? Does the Bounty Hunter trigger?" answered the second with
"Yes — Trophy triggers": the question named a card whose ability triggered, and the answer took
it for the one asked of. A clause that names its own card is answered of that card."""

from __future__ import annotations

from .leads import leads


def test_each_clause_is_answered_of_the_card_it_names() -> None:
    found = leads("riftbound/kill-credit/combat-kill-is-the-attackers.yaml")
    assert [f.subject.id for f in found] == ["taker", "hunter"], [f.sentence for f in found]
    assert found[0].verdict == "Yes" and found[1].verdict == "No", [f.sentence for f in found]
