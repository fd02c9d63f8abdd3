""""Who survives?", "Which resonators are destroyed?": asked of every card the fight or the
effect touched, as "each" is; one card's fate alone left the other's unsaid."""

from __future__ import annotations

import pytest

from .leads import leads


@pytest.mark.parametrize(("path", "said"), [
    ("vandaria-wars/battle/attacked-follower-strikes-back.yaml",
     ["Sample Militia (mine) is destroyed at step 6", "Sample Militia (theirs) is destroyed"]),
    ("vandaria-wars/battle/battle-damage-one-way.yaml",
     ["Sample Militia (theirs) is destroyed at step 6", "Sample Militia (mine) is still on the "
      "field"]),
    ("riftbound/granted/shield-3-granted-to-a-shield-unit.yaml",
     ["Oak Shieldbearer (bearer) is still at Sunken Plaza", "Iron Sentinel (sentinel) is killed"]),
    ("force-of-will/rulings-audit17/entered-this-turn-text-does-not-see-a-card-taken-this-"
     # (the card it is true of first: "Which resonators are destroyed?")
     "turn.yaml", ["Ember Squire (squire) is destroyed at step 17", "Raging Brute (brute) is "
                   "still on the field"]),
])
def test_who_survives_says_each_card_the_fight_touched(path: str, said: list[str]) -> None:
    sentences = [f.sentence for f in leads(path)]
    assert len(sentences) == len(said), sentences
    for sentence, start in zip(sentences, said, strict=True):
        assert sentence.startswith(start), sentences


@pytest.mark.parametrize(("path", "said"), [
    # was "Hoard Crown (h8) is still in alice's hand", a card that did not go there
    ("force-of-will/discard/hand-size-discards-only-what-it-may.yaml",
     ["Tide Study (h6) ends in alice's graveyard", "Tide Study (h7) ends in alice's graveyard"]),
    # was one of the two
    ("riftbound/top-of-deck/top-two-cards-into-the-trash.yaml",
     ["Trainee Squire (a1) ends in alice's trash", "Trainee Squire (a2) ends in alice's trash"]),
])
def test_which_go_to_a_zone_says_each_card_that_went(path: str, said: list[str]) -> None:
    sentences = [f.sentence for f in leads(path)]
    assert len(sentences) == len(said), sentences
    for sentence, start in zip(sentences, said, strict=True):
        assert sentence.startswith(start), sentences
