"""RB 465.1: no combat damage unless attacking and defending units both remain. The step says
why, as it is: a side with no units left there, or (RB HP.19 `whole-combat`) a side whose unit
is still there but lost its designation when its defending was replaced: "only one side still
has units there" was said of a battlefield where both sides had units."""

from __future__ import annotations

from judge.app import load_scenario, resolve
from judge.engine.trace import StepKind

from ..conftest import SCENARIOS


def _why_no_damage(name: str) -> list[str]:
    res = resolve(load_scenario(str(SCENARIOS / "riftbound" / name)))
    return [st.summary for st in res.steps
            if st.kind == StepKind.COMBAT and st.summary.startswith("no combat damage at")]


def test_a_defender_replaced_leaves_its_unit_there_but_not_a_defender() -> None:
    assert _why_no_damage("replacements/defending-replaced-no-damage.yaml") == [
        "no combat damage at bf-a: bob's units there are not defenders"]


def test_a_side_with_no_units_left_is_said_so() -> None:
    said = _why_no_damage("combat/attacker-alone-conquers.yaml")
    assert said == ["no combat damage at bf-a: only one side still has units there"]
