"""The step in which units die (RB 323.4-323.5) cites RB 808.1.d.2, an own-death trigger pending
before the card moves, only where a dying unit has one ("when I die", Deathknell's): a unit
watching others die ("when a unit dies", "when another friendly unit dies") does not see its own
death (RB 383.2.c), so that rule decided nothing there and was cited as a nearby one."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS

OWN_DEATH = "RB 808.1.d.2"


def death_step_cites(name: str) -> tuple[str, ...]:
    res = resolve(load_scenario(str(SCENARIOS / "riftbound" / name)))
    [step] = [s for s in res.steps if "RB 323.5" in s.citations][:1]
    return step.citations


@pytest.mark.parametrize("name", [
    "rulings-audit33/another-friendly-unit-its-own-death-is-not-another.yaml",
    "rulings-audit33/another-friendly-unit-dying-with-it-does-not-trigger.yaml",
    "cleanup/dying-together-sees-nothing.yaml",
    "rulings/dying-with-another-unit-does-not-see-it-die.yaml",
])
def test_a_unit_watching_others_die_is_no_own_death_trigger(name: str) -> None:
    assert OWN_DEATH not in death_step_cites(name)


def test_a_deathknell_on_a_dying_unit_is_cited() -> None:
    assert OWN_DEATH in death_step_cites("chain/deathknell-killed-by-spell-resolves-after.yaml")
