""""Does Bob take damage?" after his blocker took all of a [Pierce] attacker's damage was
answered "No — bob still has 4000 life", with no reason and no rule. A player's life or points
that stayed as they were now come with the step that says why: the replacement that prevented
the damage to them (FOW 910.2: the prevention applied first), an instruction for them that did
not happen (FOW 1152.2: [Union Seven] text that does not exist; FOW 903.3a: an illegal target
gives no information), or, asked of their life or damage after a battle, the battle's damage
step (FOW 1103.2: where [Pierce] sent the damage) or the step that ended it first (FOW 805.1: no
attacker left). A question about who took the damage, or how much life was lost, keeps its
own answer."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS


def lead(path: str) -> tuple[str, tuple[str, ...]]:
    res = resolve(load_scenario(str(SCENARIOS / path)))
    first = next(f for f in res.answer if f.lead)
    return first.sentence, first.citations


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("force-of-will/keywords/pierce-unblocked-attack-on-a-resonator.yaml",
     "No — bob still has 4000 life: at step 18, battle damage ([Pierce] changes nothing: it is "
     "not blocked", ("FOW 1103.2",)),
    ("force-of-will/rulings-audit11/pierce-short-of-the-blockers-def-passes-nothing.yaml",
     "No — bob still has 4000 life: at step 19, battle damage ([Pierce]: of its 400 damage, 400 "
     "is assigned to Bramble Wall", ("FOW 1103.2a",)),
    ("force-of-will/rulings-audit10/attacker-taken-mid-battle-stops-attacking.yaml",
     "No — bob still has 4000 life: at step 21, there is no attacking J/resonator: the battle "
     "goes straight to its end", ("FOW 805.1",)),
    ("force-of-will/replacement-order/prevention-before-instead.yaml",
     "No — bob still has 4000 life: at step 13, 2 replacement effects apply", ("FOW 910.2a",)),
    ("force-of-will/keywords/union-seven-machine-needs-seven-different-names.yaml",
     "No — alice still has 3000 life: at step 6, Assembly Line (line) resolves: alice draws 1 "
     "card; its gain instruction does not happen", ("FOW 1152.2",)),
    ("force-of-will/rulings/illegal-target-gives-no-information.yaml",
     "Bob loses no life (still 4000), when Retribution (retribution) resolves at step 11",
     ("FOW 903.3a",)),
])
def test_a_life_that_stayed_says_why(path: str, said: str, cites: tuple[str, ...]) -> None:
    sentence, citations = lead(path)
    assert sentence.startswith(said), sentence
    assert set(cites) <= set(citations), citations


@pytest.mark.parametrize(("path", "said"), [
    # "Who takes what damage?": the blocker that took it, not Bob's life
    ("force-of-will/battle/one-blocker-takes-the-damage.yaml",
     "Stone Sentinel (sentinel) is still on the field, has 500 damage"),
    # "Who takes the damage?" of a refused [Protect]: Bob took it; Alice's life is not asked
    ("force-of-will/rest-replaced/protect-rest-replaced-is-refused.yaml",
     "Bob has 3500 life (from 4000)"),
])
def test_a_question_of_who_took_the_damage_keeps_its_answer(path: str, said: str) -> None:
    assert lead(path)[0].startswith(said)
