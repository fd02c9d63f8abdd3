""""How many points has she?" after her Scoring Step was skipped led with "Alice still has 2
points", citing nothing. A step that says a player's phase or step is skipped is now one of
those that say why what they have stayed; a trigger the question quotes still says it first
where it has more to say (Dawn Watcher's draw-phase ability not triggering)."""

from __future__ import annotations

from .leads import leads


def test_a_skipped_scoring_step_says_why_the_points_stayed() -> None:
    lead = leads("riftbound/turn/scoring-step-skipped-nothing-held.yaml")[0]
    assert lead.sentence.startswith("Alice still has 2 points: at step 2, alice's Scoring Step "
                                    "is skipped"), lead.sentence
    assert "RB 370.1.a.1" in lead.citations, lead.citations


def test_a_quoted_trigger_still_says_it_first() -> None:
    lead = leads("force-of-will/replacements/draw-phase-skipped-once.yaml")[0]
    assert "no ability of Dawn Watcher (watcher) triggers" in lead.sentence, lead.sentence
