""""Is the Berserker destroyed before it deals its damage to Bob?" of a Berserker destroyed at the
end of battle (step 25, its damage dealt at step 18) was "Yes": the Yes read whether it was
destroyed and left out the order the clause asks (found by Force of Will audit 68, a confident
wrong answer). A Yes that the order contradicts, or of damage judge does not place, is now said
with no Yes or No (judge/engine/moments.py order_with_damage_unread); the order agreeing, the
Yes stays."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

BERSERKER = "force-of-will/rulings-audit68/end-of-battle-trigger-after-the-damage.yaml"


@pytest.mark.parametrize("expect", [True, False], ids=["with-expect", "without"])
@pytest.mark.parametrize(("asked", "said"), [
    ("= Is the Berserker destroyed before it deals its damage to Bob?",
     "Reckless Berserker (berserker) is destroyed at step 25"),
    ("= Does Burn Out trigger before the battle damage?",
     "Burn Out (berserker.burn-out) triggers at step 22"),
    ("= Is the Berserker destroyed after it deals its damage to Bob?",
     "Yes — Reckless Berserker (berserker) is destroyed at step 25"),
    ("= Does Burn Out trigger after the battle damage?",
     "Yes — Burn Out (berserker.burn-out) triggers at step 22"),
])
def test_a_yes_keeps_the_order_its_clause_asks(asked: str, said: str, expect: bool) -> None:
    lead = first_lead_asked(BERSERKER, asked, expect=expect)
    assert lead.sentence.startswith(said), lead.sentence
