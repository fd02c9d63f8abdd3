""""Alice's Gale Hawk attacks Bob, who blocks with his own Gale Hawk. Alice then plays Clip
Wings on Bob's Hawk. Is her Hawk still blocked?" was answered "Gale Hawk (hawk) is destroyed at
step 26", no Yes or No and a rule of another subject (FOW 1204.1, destruction). Whether an
attacker is blocked is told by the step that blocked it, with its rules (FOW 804.3), Yes where
no later step says it is blocked no more."""

from .leads import leads


def test_is_her_hawk_still_blocked_is_yes_by_the_block() -> None:
    first = leads("force-of-will/rulings/blocker-losing-flying-still-blocks.yaml")[0]
    assert first.sentence.startswith("Yes — at step 15, bob blocks Gale Hawk (hawk) with Gale "
                                     "Hawk (bob-hawk)"), first.sentence
    assert "FOW 804.3" in first.citations
