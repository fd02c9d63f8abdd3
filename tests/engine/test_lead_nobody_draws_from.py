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


def test_does_anyone_draw_of_a_draw_that_had_no_you() -> None:
    """"Does anyone draw?" said "No — alice does not draw: Trainee Squire is still in alice's
    Main Deck", one player of two, and no rule: nobody drew, and the Well's resolution says why
    (RB 190.6.d)."""
    assert_lead("riftbound/rulings-audit23/uncontrolled-battlefields-draw-has-no-you-and-is-"
                "ignored.yaml", "No — nobody draws: at step 8, Whisper (well.whisper) resolves: "
                "nothing happens", ("RB 190.6.d",))
