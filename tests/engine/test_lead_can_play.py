"""'Can Bob play Hidden Blade?' is answered Yes or No, with the step that played the card or
said it could not be played and that step's rules, not with where the card ends."""

from .leads import leads


def test_a_card_that_cannot_be_played_is_a_no_with_its_rule() -> None:
    first = leads("force-of-will/rulings/stealth-without-a-legal-target-stays-hidden.yaml")[0]
    assert first.verdict == "No"
    assert "cannot be played" in first.sentence
    # 906.6: a triggered object that cannot be played is not; not 906.6a, whose automatic card
    # goes to the graveyard (the Blade stays hidden in the standby area)
    assert {"FOW 1114.2", "FOW 906.6"} <= set(first.citations)
    assert "FOW 906.6a" not in first.citations


def test_enough_to_play_it_is_a_yes_with_the_play() -> None:
    first = leads("force-of-will/rulings/incarnation-or-banishes-one-of-either.yaml")[0]
    assert first.verdict == "Yes"
    assert "plays Tidal Phoenix" in first.sentence
    assert "FOW 1111.2" in first.citations
