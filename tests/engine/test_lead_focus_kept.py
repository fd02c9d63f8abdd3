""""Who has focus?" after its holder passed priority on a chain led with "Alice holds focus",
citing nothing: no step changed it. Riftbound now notes that a pass on a chain keeps focus (RB
313), and a game-state value a note says was kept is answered with that note and its rule."""

from __future__ import annotations

from .leads import leads


def test_focus_kept_through_a_pass_cites_rb_313() -> None:
    lead = leads("riftbound/focus/passing-priority-keeps-focus.yaml")[0]
    assert lead.sentence.startswith("Alice holds focus: alice passes priority but still holds "
                                    "focus"), lead.sentence
    assert lead.citations == ("RB 313",), lead.citations
