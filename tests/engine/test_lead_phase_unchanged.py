""""During the combat at bf-a, which phase is it?" led with "The game is in alice's main phase",
citing nothing: no step changed the phase. A phase the ruling began and ended in is now cited
by the rule of that phase (the game's `phase_rules`: RB 316.1, the Main Phase)."""

from __future__ import annotations

from .leads import leads


def test_a_phase_no_step_changed_cites_its_own_rule() -> None:
    lead = leads("riftbound/turn/combat-is-not-a-phase.yaml")[0]
    assert lead.sentence.startswith("The game is in alice's main phase"), lead.sentence
    assert lead.citations == ("RB 316.1",), lead.citations
