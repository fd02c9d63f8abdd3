""""She ends her turn: did she draw?" of a Vesper Bell ("at the end of your turn, draw 1") whose
Ending Step was skipped was answered "No — alice does not draw: no ability of Vesper Bell (bell)
triggers": no reason, no rule. An ability that waits for a phase or step that was skipped says
the step that skipped it, with its rules (RB 443.2, FOW 1031.1)."""

from .leads import leads


def test_the_skipped_ending_step_says_why_the_bell_did_not_trigger() -> None:
    first = leads("riftbound/turn/ending-step-skipped-no-end-of-turn-trigger.yaml")[0]
    assert first.sentence == ("No — alice does not draw: no ability of Vesper Bell (bell) "
                              "triggers: at step 3, alice's Ending Step is skipped")
    assert "RB 443.2" in first.citations


def test_the_skipped_draw_phase_says_why_the_watcher_did_not_trigger() -> None:
    first = leads("force-of-will/replacements/draw-phase-skipped-once.yaml")[0]
    assert first.sentence.endswith("no ability of Dawn Watcher (watcher) triggers: at step 15, "
                                   "alice's draw phase is skipped")
    assert "FOW 1031.1" in first.citations
