""""Does Alarm result before Gun Shot?" of two items that both resolved was led with "Alarm
results at step 9" and no Yes or No (audit 25): the question asks the order. Where both
resolved, once each, the order they did answers it; "first", or an item that never resolved,
still gets neither. ("after <item>" is read as a time clause, as "After Gun Shot results, does
Trader survive?" is: not an order asked.)"""

from __future__ import annotations

import pytest

from .leads import lead_asked

REGISTER = "vandaria-wars/register/prayer-profit-gun-shot.yaml"  # Prayer, Profit, Gun Shot


@pytest.mark.parametrize(("question", "said"), [
    ("Does Prayer result before Gun Shot?", "Yes — Prayer (prayer) results at step 4"),
    ("Does Gun Shot result before Prayer?", "No — Gun Shot (shot) results at step 6"),
    ("Does Profit result before Gun Shot?", "Yes — Profit (profit) results at step 5"),
    ("Does Prayer result first?", "Prayer (prayer) results at step 4"),
    ("Apakah Prayer result sebelum Gun Shot?", "Yes — Prayer (prayer) results at step 4"),
    ("Apakah Gun Shot result sebelum Prayer?", "No — Gun Shot (shot) results at step 6"),
])
def test_asked_the_order_of_two_items_that_resolved_the_order_answers(question: str,
                                                                       said: str) -> None:
    assert lead_asked(REGISTER, question).sentence.startswith(said)
