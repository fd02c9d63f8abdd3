""""Who draws from Echo Hall?" of an uncontrolled battlefield whose "draw 1" has no "you" (RB
190.6.d: nobody draws) led with the card Quick Study drew ("Trainee Squire ends in alice's hand,
when Quick Study resolves"): what the question names drew no one, so the lead is its
resolution, and the rule that decided it."""

from __future__ import annotations

from .leads import assert_lead


def test_what_the_question_names_drew_no_one() -> None:
    assert_lead("riftbound/rulings/uncontrolled-battlefield-ability-is-the-turn-players.yaml",
                "Nobody draws from Echo Hall: at step 11, Echo (hall.echo) resolves",
                ("RB 190.6.d",))
