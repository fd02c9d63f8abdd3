""""Does the Watcher draw Alice a card?" of Tithe Watcher ("When a unit is played, if you paid
its additional cost, draw 1") was answered "No — alice does not draw: Trainee Squire (a1) is
still in alice's Main Deck": her deck's top card, no rule. The question names the card, not its
ability: the ability of the card it names whose draw's condition was not met says why, with its
rules (RB 383.2.b)."""

from __future__ import annotations

import pytest

from .leads import assert_lead


@pytest.mark.parametrize(("path", "said"), [
    ("riftbound/play-record/other-card-reads-the-play-an-opponent-paid.yaml",
     "No — alice does not draw: Collect (collector.collect) resolves at step 9: its draw "
     "instruction does not happen: its condition (you paid its optional additional cost) is not "
     "met"),
    ("riftbound/play-record/play-effect-played-from-champion-zone-is-not-from-the-hand.yaml",
     "No — alice does not draw: Homecoming (scout.homecoming) resolves at step 9: its draw "
     "instruction does not happen: its condition (it was played from your hand) is not met"),
])
def test_the_named_cards_ability_says_its_condition_was_not_met(path: str, said: str) -> None:
    assert_lead(path, said, ("RB 383.2.b",))


def test_a_spell_gone_mid_resolution_says_the_rest_is_not_carried_out() -> None:
    """"Fleeting Insight says 'return me to your hand, then draw 1'. Does she draw?" was
    answered with her deck's top card; the note that its card left the chain as it resolved
    says why (RB 359.3.e.15)."""
    assert_lead("riftbound/rulings-audit21/spell-returned-to-hand-mid-resolution-stops.yaml",
                "No — alice does not draw: Fleeting Insight (insight) left the chain as it "
                "resolved: the rest of its instructions are not carried out", ("RB 359.3.e.15",))
