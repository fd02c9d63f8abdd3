""""Which card does she draw?" after an effect shuffled her deck: which card was on top is
chance, which judge reads by a house policy (FOW HP.4, `deck.shuffle_order`); the lead cited
only the resolution that drew (FOW 605.1b), now the policy that decided the card first."""

from __future__ import annotations

import pytest

from .leads import assert_lead


@pytest.mark.parametrize(("name", "card"), [("listed", "First Page (d1)"),
                                            ("reversed", "Second Page (d2)")])
def test_the_shuffle_order_policy_decides_which_card_is_drawn(name: str, card: str) -> None:
    assert_lead(f"force-of-will/keywords/call-of-valhalla-shuffle-order-{name}.yaml",
                f"Alice draws 1 card: {card} ends in alice's hand", ("FOW HP.4",))
