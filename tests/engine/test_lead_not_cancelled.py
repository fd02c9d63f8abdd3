""""Bob's Null Ward triggers ... Bob targets the Vanguard. Is it cancelled?" was answered "No —
Vanguard of the Uprising ends on the field, when it resolves at step 11", citing what its
resolution did: not why nothing cancelled it. The resolution aimed at it that says it could not
be cancelled now answers, with its rule (FOW 712.2: an ordered spell cannot be cancelled); an
answer that already gives that step (FOW 1167.2 [Untouchable]) is left as it was."""

from __future__ import annotations

from .leads import assert_lead


def test_the_resolution_that_could_not_cancel_it() -> None:
    assert_lead("force-of-will/rulings/ordered-spell-cannot-be-cancelled-by-a-trigger.yaml",
                "No — at step 7, Ward (ward.ward) resolves: Vanguard of the Uprising (vanguard) "
                "is not cancelled", ("FOW 712.2",))


def test_a_keyword_that_shields_it_is_said_once() -> None:
    assert_lead("force-of-will/rulings/untouchable-survives-a-cancel-of-every-spell.yaml",
                "No — at step 8, Great Silence (silence) resolves: Unstoppable Blaze (blaze) is "
                "not cancelled: Unstoppable Blaze (blaze) has [Untouchable]: spells and "
                "abilities cannot cancel it on the chase; Unstoppable Blaze (blaze) ends in",
                ("FOW 1167.2",))
