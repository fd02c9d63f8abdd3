""""Is the other still hit?" when the item that targeted it did not result (its other target
left play, VW HP.6 all or nothing; its target no longer legal, VW REG.8.a): the answer said only
"No - Sample Militia has no damage.", citing nothing, as if nothing had happened. It now says why:
the step where the item left without resolving, and that step's rules. Likewise an object an item
resolved at without doing it ("alice may not expel Stone Sentinel, which bob controls, so it
stays"; "cannot discard Pebble: Mind Lock forbids it"; "its damage instruction does not happen")."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.lookup.answer import one_line_answer

CASES = {
    "scenarios/vandaria-wars/targets/partial-targets-all-or-nothing.yaml": (
        "No — Sample Militia (militia) has no damage: Twin Shot (twin) does not result: its "
        "target Trader Male (trader) has left play", "VW HP.6"),
    "scenarios/vandaria-wars/rulings-audit7/prayer-on-a-holy-only-target-turned-dark.yaml": (
        "No — Sample Knight (knight) is still on the field and has ATK 3 HP 3: Sample Blessing "
        "(blessing) does not result", "VW REG.8.a"),
    "scenarios/force-of-will/expel/expel-a-card-you-do-not-control-stays.yaml": (
        "No — Stone Sentinel (sentinel) is still on the field: Banishing Decree (decree) resolves: "
        "alice may not expel Stone Sentinel (sentinel), which bob controls", "FOW 1047.4"),
    "scenarios/force-of-will/discard/an-effect-that-discards-is-forbidden-too.yaml": (
        "Pebble (pebble) is still in alice's hand: Mind Rot (rot) resolves: alice cannot discard "
        "Pebble (pebble): Mind Lock (lock)'s Lock forbids it", "FOW 104.4"),
    "scenarios/force-of-will/keywords/barrier-granted-in-response.yaml": (
        "Knight (knight) has no damage: Quick Spark (spark) resolves: its damage instruction does "
        "not happen", "FOW 1120.2"),
}


@pytest.mark.parametrize("path", sorted(CASES))
def test_an_object_an_item_never_reached_says_why(path: str) -> None:
    lead = one_line_answer(resolve(load_scenario(path)))
    start, rule = CASES[path]
    assert lead.startswith(start), lead
    assert rule in lead.split(" (", 1)[1] if " (" in lead else False, lead


def test_an_object_nothing_targeted_says_nothing_more() -> None:
    """Where nothing that targeted it left the stack, the fact stays as it was."""
    lead = one_line_answer(resolve(load_scenario(
        "scenarios/vandaria-wars/turn/cards-not-readied.yaml")))
    assert lead == "No — Sample Militia (militia) is exhausted.", lead
