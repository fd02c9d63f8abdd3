""""Does its 'at the end of your turn, if I'm at a battlefield' ability go on the chain?" was
answered "No — no ability of Chorus Keeper goes onto the chain", citing nothing: the note that
says why it did not trigger (RB 383.2.a.1: the "if" is part of its condition) answers "Does it
trigger?", and now answers whether it goes on the stack too, with its rule."""

from __future__ import annotations

from .leads import leads


def test_the_note_why_it_did_not_trigger_says_why_nothing_went_on_the_chain() -> None:
    found = leads("riftbound/card-text/trigger-if-not-met-no-trigger.yaml")
    assert found[0].verdict == "No", found[0].sentence
    assert "does not trigger: its condition also needs" in found[0].sentence, found[0].sentence
    assert found[0].citations == ("RB 383.2.a.1",), found[0].citations
