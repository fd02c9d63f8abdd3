"""A count a step says of a player, asked "how many": "How many runes does Bob channel on turn
3?" led with Alice's Second Wind resolving (the additional turn), and "on his first turn" with
where one of the runes ended; the lead is now the step that says how many, in the turn asked,
with its rules (RB 485.7: the second player's first turn channels three)."""

from __future__ import annotations

from .leads import assert_lead, lead_asked

EXTRA_TURN = "riftbound/rulings-audit18/extra-turn-is-no-first-turn.yaml"


def test_the_turn_asked_picks_the_step_that_counts() -> None:
    assert_lead(EXTRA_TURN, "At step 41: bob channels 3 runes", ("RB 485.7",))


def test_a_players_first_turn() -> None:
    assert_lead("riftbound/turn/second-player-channels-three.yaml",
                "At step 2: bob channels 3 runes", ("RB 485.7",))
    assert_lead("riftbound/turn/second-player-later-channels-two.yaml",
                "At step 2: bob channels 2 runes", ("RB 315.3.b",))


def lead_of(question: str) -> str:
    return lead_asked(EXTRA_TURN, question).sentence


def test_each_players_count_in_their_own_turn() -> None:
    assert lead_of("How many runes does Alice channel on turn 2?").startswith(
        "At step 21: alice channels 2 runes")
    # turn 1, the file's, is her first: the ruling begins in its Main Phase, past her channel
    assert lead_of("How many runes does Alice channel on her second turn?").startswith(
        "At step 21: alice channels 2 runes")
    assert "channels" not in lead_of("How many runes does Alice channel on her first turn?")


def test_a_turn_in_which_nothing_is_counted_is_not_answered_by_another_turn() -> None:
    for question in ("How many runes does Bob channel on turn 7?",
                     "How many runes does Bob channel on his second turn?"):
        assert "channels" not in lead_of(question), question
