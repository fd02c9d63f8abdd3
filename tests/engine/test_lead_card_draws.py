""""Does the Ledger draw both times?" was answered "Yes — alice draws 3 cards: Trainee Squire
(a4) is still in alice's Main Deck": every draw of its player (her draw phase's too), told by a
card she did not draw. The card the question makes the drawer is counted now, at the steps its
abilities resolved and drew; "both times" asks two."""

from __future__ import annotations

from .leads import assert_lead, lead_asked

AGAIN = "riftbound/limited-use/once-each-turn-again-next-turn.yaml"


def test_the_card_asked_of_is_counted_at_the_steps_it_drew() -> None:
    assert_lead(AGAIN, "Yes — alice draws 2 cards from Grave Ledger (ledger), at steps 11 and 44",
                ("RB 413.2.b",))


def test_both_times_asks_two() -> None:
    lead = lead_asked(AGAIN, "Does the Ledger draw three times?")
    assert lead.sentence.startswith("No — alice draws 2 cards from Grave Ledger"), lead.sentence
