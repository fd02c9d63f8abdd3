"""A triggered skill's Option- with a cost of its own (VW REG.14.a-b: chosen and paid as the skill
is registered) was exit 3. Pinned by scenarios/vandaria-wars/triggered-options; here what is
refused as bad input: an Option- whose cost cannot be paid under the default of VW HP.46, and a
file that does not say which Option- a skill whose Option-s cost takes."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text, resolve
from judge.errors import InputError

from ..conftest import SCENARIOS

HERE = SCENARIOS / "vandaria-wars/triggered-options"
UNPAYABLE = HERE / "option-cost-unpayable-chosen-unpaid-policy.yaml"
PAID = HERE / "option-cost-paid-as-the-skill-is-registered.yaml"


def test_an_unpayable_option_is_refused_by_default_naming_the_policy() -> None:
    text = UNPAYABLE.read_text(encoding="utf-8").replace(
        "policies: {modes.cost_unpaid: chosen-unpaid}\n", "")
    with pytest.raises(InputError, match=r"Option-1's own cost cannot be paid .* VW HP\.46"):
        resolve(load_scenario_text(text, "<test>"))


def test_the_file_says_which_costly_option_a_skill_takes() -> None:
    text = PAID.read_text(encoding="utf-8").replace(
        "decisions:\n  warden.toll: {choices: {mode: Option-1}}\n", "")
    with pytest.raises(InputError, match="costs of their own: say which one"):
        resolve(load_scenario_text(text, "<test>"))


def test_a_free_option_of_such_a_skill_costs_nothing() -> None:
    text = PAID.read_text(encoding="utf-8").replace("mode: Option-1", "mode: Option-2")
    res = resolve(load_scenario_text(text, "<test>"))
    assert res.final["players"]["alice"]["gold"] == 3
    assert res.final["objects"]["top"]["zone"] == "deck"
