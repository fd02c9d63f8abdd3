""""Is the Berserker destroyed before it deals its damage to Bob?" of a Berserker destroyed at the
end of battle (step 25, its damage dealt at step 18) was "Yes": the Yes read whether it was
destroyed and left out the order the clause asks (found by Force of Will audit 68, a confident
wrong answer). A Yes that the order contradicts is now a No saying when the damage was dealt,
where that combat's damage is the ruling's only damage (moments.order_with_damage_contradicted);
of damage judge does not place, or where other damage could be "the damage", no Yes or No
(order_with_damage_unread); the order agreeing, the Yes stays."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

BERSERKER = "force-of-will/rulings-audit68/end-of-battle-trigger-after-the-damage.yaml"


@pytest.mark.parametrize("expect", [True, False], ids=["with-expect", "without"])
@pytest.mark.parametrize(("asked", "said"), [
    ("= Is the Berserker destroyed before it deals its damage to Bob?",
     "No — Reckless Berserker (berserker) is destroyed at step 25, when Burn Out "
     "(berserker.burn-out) resolves; the damage is dealt at step 18"),
    ("= Does Burn Out trigger before the battle damage?",
     "No — Burn Out (berserker.burn-out) triggers at step 22; the damage is dealt at step 18"),
    ("= Is the Berserker destroyed after it deals its damage to Bob?",
     "Yes — Reckless Berserker (berserker) is destroyed at step 25"),
    ("= Does Burn Out trigger after the battle damage?",
     "Yes — Burn Out (berserker.burn-out) triggers at step 22"),
])
def test_a_yes_keeps_the_order_its_clause_asks(asked: str, said: str, expect: bool) -> None:
    lead = first_lead_asked(BERSERKER, asked, expect=expect)
    assert lead.sentence.startswith(said), lead.sentence


#: Rampage deals 700 damage to the Sentinel (destroyed at step 14) before the battle damage
#: (step 26): "the damage" of a question may then be Rampage's as well as the battle's.
RAMPAGE = "force-of-will/battle/r07-attack-trigger-resolves-before-blocks.yaml"
#: The file's own sentence before its question: which of Bob's two Stone Sentinels it asks of.
SAID_BEFORE = "Alice's Mad Knight attacks; its attack ability targets Bob's Sentinel."


@pytest.mark.parametrize(("asked", "verdict"), [
    ("= Is the Sentinel destroyed after the battle damage?", ""),
    ("= Is the Sentinel destroyed before the battle damage?", "Yes"),
])
def test_no_is_said_only_where_the_combat_damage_is_the_only_damage(asked: str, verdict: str
                                                                     ) -> None:
    lead = first_lead_asked(RAMPAGE, asked.replace("= ", f"= {SAID_BEFORE} ", 1), then="resolve")
    assert lead.sentence.startswith("Stone Sentinel (sentinel) is destroyed at step 14") or \
        lead.sentence.startswith("Yes — Stone Sentinel (sentinel)"), lead.sentence
    assert lead.verdict == verdict, lead.sentence
