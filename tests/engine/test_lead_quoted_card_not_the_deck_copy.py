""""Alice's Ember Tutor has 'When this card enters the field, pay [R]: draw a card'. She plays
it with her only fire will. Does she draw?" was answered "No — alice does not draw: Ember Tutor
(top) is still in alice's main deck": the copy of the card waiting in her deck, not the one she
played, and no rule. The card the question quotes is the one outside the deck; its trigger
that could not be paid says why (FOW 603.3)."""

from .leads import leads


def test_the_tutor_played_not_its_copy_in_the_deck() -> None:
    first = leads("force-of-will/rulings/automatic-ability-cost-unpaid-is-not-played.yaml")[0]
    assert first.sentence.startswith("No — alice does not draw: at step 7, Ember Tutor (tutor)'s "
                                     "Lesson triggered but its cost cannot be paid")
    assert "FOW 906.6" in first.citations  # the unpaid cost decides it (expect.cites)
    assert "(top)" not in first.sentence


def test_the_knight_played_not_its_copy_in_the_deck() -> None:
    first = leads("riftbound/mighty/already-mighty-does-not-become-mighty.yaml")[0]
    assert first.sentence.startswith("No — alice does not draw: no ability of Ember Knight "
                                     "(knight) triggers")
    assert "(a-top)" not in first.sentence
