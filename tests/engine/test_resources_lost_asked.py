""""Does Alice lose her Energy?" is a yes/no question of the resource it names: whether it went
down at some step (by just the amount asked, where it names one), not "Alice still has 0
Energy" with no Yes or No; life and the game keep their own readers."""

from __future__ import annotations

import pytest

from ..helpers import lead_asked_afresh as lead_asked

PAID = "riftbound/card-text/v13-if-you-do-kill-replaced.yaml"  # Alice pays 1 Energy
UNTOUCHED = "riftbound/rulings-audit10/repeated-burn-out-wins-at-once.yaml"


@pytest.mark.parametrize(("path", "question", "verdict", "said"), [
    (PAID, "Does Alice lose her Energy?", "Yes", "alice has 0 Energy (from 1)"),
    (PAID, "Does Alice lose 1 Energy?", "Yes", "alice has 0 Energy (from 1)"),
    (PAID, "Does Alice lose 7 Energy?", "No", "alice has 0 Energy (from 1)"),
    (PAID, "Does Bob lose any Energy?", "No", "bob still has 0 Energy"),
    (UNTOUCHED, "Does Alice lose her Energy?", "No", "alice still has 0 Energy"),
])
def test_a_resource_lost_is_a_yes_or_no(path: str, question: str, verdict: str,
                                        said: str) -> None:
    lead = lead_asked(path, question)
    assert (lead.verdict, lead.text) == (verdict, lead.text) and said in lead.text, lead.sentence


def test_losing_the_game_is_still_read_as_the_game() -> None:
    lead = lead_asked(UNTOUCHED, "Does Alice lose?")
    assert lead.verdict == "No" and "has not lost" in lead.text, lead.sentence
