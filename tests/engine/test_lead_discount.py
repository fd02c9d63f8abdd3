""""Under v1.3, Alice's Spark Bolt was countered; is Legion Footman's discount active?" was
answered "Yes — Spark Bolt is cancelled by Rebuke at step 8": the statement before the
semicolon was read as what was asked, and the discount was never looked at. What comes before
a semicolon that a question follows is what happened; a question of a card's discount is
answered by that card's payment, Yes where a reduction changed it (the rules of the play that
changed its cost first: RB 812.1.c Legion, RB HP.43). A card whose play was refused keeps the
refusal as its answer."""

from __future__ import annotations

import pytest

from .leads import assert_lead

PAID = "Yes — alice pays for Legion Footman (footman): 1 Energy (-2 Energy: Legion Footman"


@pytest.mark.parametrize(("path", "cites"), [
    ("riftbound/keywords/legion-counts-a-countered-card.yaml", ("RB 812.1.c",)),
    ("riftbound/rulings-audit18/v13-legion-after-a-countered-card-by-policy.yaml",
     ("RB 812.1.c", "RB HP.43")),
])
def test_a_discount_is_answered_by_the_payment(path: str, cites: tuple[str, ...]) -> None:
    assert_lead(path, PAID, cites)


def test_a_refused_play_keeps_its_refusal() -> None:
    assert_lead("riftbound/keywords/legion-not-satisfied-by-a-token.yaml",
                "No — Action 4 (alice plays Legion Footman) is rejected at step 7",
                ("RB 812.1.c",))


def test_a_cost_n_gold_less_is_asked_of_the_payment() -> None:
    """"Does Gun Shot cost 1 gold less?" (two words between "cost" and "less") was answered
    "Yes — alice has 0 gold (from 3)", her gold at the end; it asks of the payment, No where no
    reduction changed it (the Treasurer giving it waits in the register, VW REG.1.e), with the
    payment's own rule, not the rules of the play that changed nothing."""
    assert_lead("vandaria-wars/rulings-audit20/"
                "cost-reduction-of-a-follower-still-in-the-register.yaml",
                "No — alice pays for Gun Shot (gs): 2 gold", ("VW REG.13.b",))
