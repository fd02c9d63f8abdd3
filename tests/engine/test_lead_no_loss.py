""""Does she lose?" after drawing from an empty deck outside her draw phase led with "No —
alice has not lost", citing nothing: no step changed her. The step that says it is no loss
(FOW 1202.2: decking loses only in one's own draw phase) is now read as why, its deciding rule
first."""

from __future__ import annotations

from .leads import leads


def test_an_empty_deck_outside_the_draw_phase_is_no_loss() -> None:
    lead = leads("force-of-will/turn/r35-empty-deck-outside-the-draw-phase.yaml")[0]
    assert lead.sentence.startswith("No — alice has not lost: at step 3"), lead.sentence
    assert lead.citations[:1] == ("FOW 1202.2",), lead.citations
