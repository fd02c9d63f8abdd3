""""During the combat at bf-a, which phase is it?" led with "The game is in alice's main phase",
citing nothing: no step changed the phase. A phase the ruling began and ended in is now cited
by the rule of that phase (the game's `phase_rules`: RB 316.1, the Main Phase)."""

from __future__ import annotations

from .leads import leads


def test_a_phase_no_step_changed_cites_its_own_rule() -> None:
    lead = leads("riftbound/turn/combat-is-not-a-phase.yaml")[0]
    assert lead.sentence.startswith("The game is in alice's main phase"), lead.sentence
    assert lead.citations == ("RB 316.1",), lead.citations


def test_priority_handed_on_by_a_pass_is_dated_by_that_pass() -> None:
    """"Who has priority?" after a pass that handed it on (recorded after the pass's step, RB
    339.2) said "Bob holds priority", citing nothing."""
    second = leads("riftbound/focus/passing-priority-keeps-focus.yaml")[1]
    assert second.sentence.startswith("Bob holds priority, when alice passes at step 2"), \
        second.sentence
    assert second.citations == ("RB 339.2",), second.citations
