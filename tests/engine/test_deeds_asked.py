""""What does X do?" asks what a stack item did as it resolved, or why it did nothing: its own
resolution leads (judge/engine/answer.py deeds_item_asked), with or without `expect:`, whatever
the question calls it by: its card, the name its process or ability has in the ruling ("the
judgment process", "the [Moontide] ability", "its Vision"), or its kind ("the trigger"). Before,
the lead was the card a spell destroyed before the item resolved, or what was paid for it ("Alice
has 0 fire, at step 1: she plays the judgment process"), which a judge reading it aloud would
take for the answer."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

CASES = [
    # (bundled ruling, the question's last part, how the lead begins)
    ("force-of-will/rulings-audit9/judgment-ruler-destroyed-in-response-does-nothing.yaml",
     None, "Judgment process of Vessa, Ember Warden (vessa.judgment) resolves at step 10: the "
     "ruler is no longer in the ruler area, so nothing happens"),
    ("force-of-will/rulings-audit9/judgment-ruler-destroyed-in-response-does-nothing.yaml",
     "What does Vessa's judgment process do?", "Judgment process of Vessa, Ember Warden "
     "(vessa.judgment) resolves at step 10"),
    ("force-of-will/wardens/warden-discarded-before-its-process-resolves.yaml", None,
     "Warden process of Keeper of the Ashen Gate (keeper.warden) resolves at step 10"),
    ("force-of-will/rulings-audit15/moontide-on-a-rune-copy-makes-no-copy.yaml", None,
     "Moontide (tide.copy.moontide) resolves at step 8: makes no copy"),
    ("riftbound/chain/play-trigger-answered.yaml", None,
     "Searing Welcome (herald.searing-welcome) resolves at step 16: its damage instruction does "
     "not happen"),
    ("riftbound/rulings-audit10/vision-with-an-empty-deck-does-not-burn-out.yaml", None,
     "Vision (seer.vision) resolves at step 10"),
    ("riftbound/chain/target-left-the-battlefield.yaml", None,
     "Void Lance (lance) resolves at step 12: its damage instruction does not happen"),
    ("riftbound/chain/target-left-the-battlefield.yaml", "What does the Lance do?",
     "Void Lance (lance) resolves at step 12: its damage instruction does not happen"),
]


@pytest.mark.parametrize("expect", [True, False], ids=["with-expect", "without"])
@pytest.mark.parametrize(("name", "asked", "lead"), CASES)
def test_what_an_item_does_is_its_own_resolution(name: str, asked: str | None, lead: str,
                                                   expect: bool) -> None:
    fact = first_lead_asked(name, asked, expect=expect)
    assert fact.sentence.startswith(lead), fact.sentence


def test_a_part_naming_no_one_item_is_left_to_the_other_readers() -> None:
    from judge.app import load_scenario, resolve
    from judge.engine.answer import deeds_item_asked
    from tests.conftest import SCENARIOS

    sc = load_scenario(SCENARIOS / "riftbound/turn/channel-from-a-short-rune-deck.yaml")
    res = resolve(sc)
    assert deeds_item_asked("What does her Channel Phase do?", res, sc) is None
    assert deeds_item_asked("What does each do?", res, sc) is None
    assert deeds_item_asked("Who does it?", res, sc) is None
