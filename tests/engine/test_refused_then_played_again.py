""""Does Knight Tithe result?" of a first summon refused (its sacrifice could not pay the cost)
and a second that resulted was "No — Action 1 (alice summons Knight Tithe) is rejected": the
refusal of one try says nothing of whether the card resulted (found by a probe asking Indonesian
yes/no questions of 120 Vandaria Wars rulings: "Apakah Knight Tithe result?", and "Apakah Oath
Strike result?" of a summon refused for want of honor and made again once the honor came)."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

TITHE = ("vandaria-wars/rulings-audit36/"
         "sacrifice-of-the-job-named-with-it-priest-refused-knight-paid.yaml")
OATH = "vandaria-wars/rulings-audit22/honor-from-a-skill-still-in-the-register-does-not-count.yaml"


@pytest.mark.parametrize(("name", "asked"), [
    (TITHE, "Does Knight Tithe result?"),
    (TITHE, "Apakah Knight Tithe result?"),
    (OATH, "Apakah Oath Strike result?"),
])
def test_a_refused_try_says_nothing_of_a_card_that_resulted(name: str, asked: str) -> None:
    lead = first_lead_asked(name, f"= {asked}")
    assert lead.verdict != "No", lead.sentence
