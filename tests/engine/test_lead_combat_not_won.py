""""Does Victor's Banner trigger?" ("when you win a combat") led with No citing nothing where
the combat had no result: nothing named the Banner, so no step said why. The game declares how
its steps say a combat was not won (EventDecl.not_done of `combat_won`), and the answer names
that step and its rule (RB 466.3.d; RB 370.1.a.1 where the win was replaced)."""

from __future__ import annotations

import pytest

from .leads import leads


@pytest.mark.parametrize(("path", "banner", "rule"), [
    ("riftbound/rulings/nobody-wins-a-combat-both-sides-die.yaml", "banner", "RB 466.3.d"),
    ("riftbound/rulings/win-a-combat-not-after-the-attackers-are-recalled.yaml", "flag",
     "RB 466.3.d"),
    ("riftbound/replacements/combat-win-replaced.yaml", "duelist", "RB 370.1.a.1"),
])
def test_a_combat_nobody_won_says_why_its_trigger_did_not(path: str, banner: str,
                                                         rule: str) -> None:
    lead = leads(path)[0]
    assert lead.subject.id == banner and lead.verdict == "No", lead.sentence
    assert "the combat has no result" in lead.sentence and rule in lead.citations
