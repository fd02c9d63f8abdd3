""""Is Bob's exhausted Militia ready in his turn?" was answered "No — Sample Militia (militia)
is exhausted", and "Is the Trader damaged?" after the Sniper's skill was replaced "No — Trader
Male (trader) is still on the field and has no damage": no reason, no rule. An object still
exhausted (rested) says the step that skipped its controller's phase that readies it (RB
443.2, FOW 1031.1, VW OV.1); an object nothing reached says the replacement that took the place
of the play or use aimed at it (VW OV.1)."""

from __future__ import annotations

import pytest

from .leads import assert_lead


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("vandaria-wars/replacements/start-phase-replaced-skipped.yaml",
     "No — Sample Militia (militia) is exhausted: instead of bob's start phase beginning, bob "
     "gains 1 gold: it is skipped", ("VW OV.1",)),
    ("riftbound/replacements/awaken-phase-skipped-nothing-readies.yaml",
     "No — Trainee Squire (squire) is exhausted: bob's awaken phase is skipped", ("RB 443.2",)),
    ("force-of-will/rulings/recovery-skipped-twice-skips-two-recoveries.yaml",
     "Yes — Ember Squire (squire) is rested: alice's recovery phase is skipped", ("FOW 1031.1",)),
])
def test_still_exhausted_says_the_phase_skipped(path: str, said: str,
                                                cites: tuple[str, ...]) -> None:
    assert_lead(path, said, cites)


@pytest.mark.parametrize("path", [
    "vandaria-wars/replacements/skill-use-replaced-costs-paid.yaml",
    "vandaria-wars/replacements/skill-use-replaced-nothing-paid.yaml",
])
def test_untouched_target_says_the_use_replaced(path: str) -> None:
    # "Is her gold spent, is the Trader damaged, and does she draw?": the Trader's fact says why
    # (its gold and her draw lead)
    from judge.app import load_scenario, resolve

    from ..conftest import SCENARIOS

    answer = resolve(load_scenario(str(SCENARIOS / path))).answer
    trader = next(f for f in answer if f.subject.id == "trader")
    assert trader.sentence.startswith(
        "Trader Male (trader) is still on the field and has no damage: instead of Sniper "
        "(sniper)'s skill being used, alice draws 1 card"), trader.sentence
    assert "VW OV.1" in trader.citations
