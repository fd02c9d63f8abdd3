""""How many runes and cards does Bob have in his first Main Phase?" led with who held priority:
no fact counted what a player has. Each thing asked is counted now, with the step that made it
so: the runes he controls on the board (RB 485.7: three on the second player's first turn),
the cards in his hand."""

from __future__ import annotations

from .leads import lead_asked, leads

SETUP = "riftbound/setup/from-the-setup-next-phase-to-the-second-turn.yaml"


def test_each_thing_asked_is_counted_with_the_step_that_made_it_so() -> None:
    runes, cards = leads(SETUP)[:2]
    assert runes.sentence.startswith("Bob has 3 runes in their base, since step 32: bob "
                                     "channels 3 runes"), runes.sentence
    assert runes.citations[0] == "RB 485.7"
    assert cards.sentence.startswith("Bob has 5 cards in their hand, since step 34: bob draws"), \
        cards.sentence


def lead_of(question: str) -> str:
    return lead_asked(SETUP, question).sentence


def test_a_thing_nothing_in_the_ruling_is_leaves_the_answer_as_it_was() -> None:
    # no card is a counter, a gem: judge cannot count it, and says nothing it cannot
    assert "has" not in lead_of("How many gems does Bob have?").split(",")[0]
    assert lead_of("How many cards does Alice have?").startswith("Alice has 5 cards in their "
                                                                 "hand")


def test_a_place_or_a_moment_it_does_not_read_is_not_answered_from_the_hand() -> None:
    """"How many cards does Alice have in her deck / left / at the start of her turn?", "How
    many runes does Bob have at Sunken Plaza?": the
    count reads the hand and the board as the ruling ends, so these keep the answer they had
    (a count of her hand would be a confident wrong answer)."""
    for question in ("How many cards does Alice have in her deck?",
                     "How many cards does Alice have left?",
                     "How many cards does Alice have at the start of her turn?",
                     "How many runes does Bob have at Sunken Plaza?"):
        assert "Alice has" not in lead_of(question), question
    assert lead_of("How many cards does Alice have in hand?").startswith("Alice has 5 cards")
