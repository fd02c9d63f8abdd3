""""Alice controls bf-a, Sample Rockslide Pass. May she play a Trainee Squire there? To her
base?" was answered "Yes — Action 2 ... is allowed" first: the play to her base, the second
question's, as if it answered the first; "there" is the place the sentence before names, so
the play to bf-a (refused) answers the first. "Bob's Disarm kills an equipped unit. May it
choose Alice's Warden? Her Squire with the Blade?" answered its second question with where the
Squire ends: a fragment asks as the question before was read (its "it" is the Disarm), so the
play that chose the Squire answers it."""

from .leads import leads


def test_there_is_the_place_the_sentence_before_names() -> None:
    first, second = leads("riftbound/play-restrictions/units-cannot-be-played-here.yaml")[:2]
    assert first.sentence.startswith("No — Action 1 (alice plays Trainee Squire) is rejected")
    assert "RB 355.2.a" in first.citations
    assert second.sentence.startswith("Yes — Action 2 (alice plays Trainee Squire) is allowed")


def test_a_fragment_asks_as_the_question_before_was_read() -> None:
    first, second = leads("riftbound/keywords/equip-equipped-filter.yaml")[:2]
    assert first.sentence.startswith("No — Action 1 (bob plays Disarm) is rejected")
    assert second.sentence.startswith("Yes — Action 2 (bob plays Disarm) is allowed"), \
        second.sentence
