""""Does the Watcher draw Alice a card?" of Tithe Watcher ("When a unit is played, if you paid
its additional cost, draw 1") was answered "No — alice does not draw: Trainee Squire (a1) is
still in alice's Main Deck": her deck's top card, no rule. The question names the card, not its
ability: the ability of the card it names whose draw's condition was not met says why, with its
rules (RB 383.2.b)."""

from __future__ import annotations

import pytest

from .leads import assert_lead, leads


@pytest.mark.parametrize(("path", "said"), [
    ("riftbound/play-record/other-card-reads-the-play-an-opponent-paid.yaml",
     "No — alice draws no card from Tithe Watcher (collector): Collect (collector.collect) "
     "resolves at step 9: its draw "
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


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("force-of-will/chase/spell-moved-off-the-chase-never-resolves.yaml",
     "No — alice does not draw: at step 8, Recoil (recoil) resolves: puts Quick Study (study) "
     "into alice's hand: it left the chase and never resolves", ("FOW 312.1",)),
    ("riftbound/keywords/flow-moved-off-the-chain-by-another-card.yaml",
     "No — alice does not draw: at step 9, Recoil (recoil) resolves: puts Homing Reprise "
     "(reprise) into alice's banishment instead of alice's hand: it left the chain and never "
     "resolves", ()),
])
def test_a_spell_moved_off_the_stack_never_resolves(path: str, said: str,
                                                     cites: tuple[str, ...]) -> None:
    """"Does Alice still draw?" after Recoil returned her Quick Study to her hand was answered
    with her deck's top card; the resolution that took it off the stack says why."""
    fact = next(f for f in leads(path) if "does not draw" in f.sentence)
    assert fact.sentence.startswith(said), fact.sentence
    assert set(cites) <= set(fact.citations)
