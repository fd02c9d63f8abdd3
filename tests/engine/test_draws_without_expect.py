""""Does Alice draw a card?" of a file with no `expect:` (as a judge writes one at the table)
was answered of what the question names, the player: "Alice still has 0 gold", no Yes or No,
as no card of her deck was a subject of the answer. The cards of the deck of each player the
question names are (answer._deck_cards_asked), and the draw readers read them."""

from __future__ import annotations

import re

import pytest

from ..helpers import ruling, scenario_text

MOURNER = ("vandaria-wars/rulings-audit37/"
           "mourner-taken-while-its-trigger-waits-still-draws-for-alice.yaml")
GRAVE = "force-of-will/rulings-audit38/both-halves-combined-in-the-graveyard.yaml"


def asked(name: str, question: str) -> str:
    """The lead of a bundled ruling asked `question`, its `expect:` taken away."""
    text = re.sub(r"(?ms)^question:.*?(?=^\w)", f"question: {question!r}\n", scenario_text(name))
    res = ruling(re.sub(r"(?ms)^expect:.*", "", text))
    return next(f for f in res.answer if f.lead).sentence


@pytest.mark.parametrize(("name", "question", "lead"), [
    (MOURNER, "Does Alice draw a card?", "Yes — alice draws 1 card: Sample Militia (ad1) ends in "
     "alice's hand, when Grief (mourn.grief) results at step 21"),
    (MOURNER, "Does Bob draw?", "No — bob does not draw"),
    (GRAVE, "How many cards does Alice draw?", "Alice draws 3 cards: Tide Study (a1), Tide Study "
     "(a2) and Tide Study (a3), when Grave Reading (reading) resolves at step 5"),
])
def test_a_draw_is_answered_without_expect(name: str, question: str, lead: str) -> None:
    assert asked(name, question).startswith(lead)
