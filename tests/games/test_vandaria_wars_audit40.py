"""Vandaria Wars, audit 40: audit 39's leftovers (VW HP.59 cited where it decides a target's
legality; a condition read as its item results citing VW REG.1.c) and the register's edges
(scenarios/vandaria-wars/rulings-audit40)."""
from __future__ import annotations

import pytest

from ..helpers import BUNDLED, lead_of, resolved_json

AUDIT = BUNDLED / "vandaria-wars" / "rulings-audit40"
AUDIT39 = BUNDLED / "vandaria-wars" / "rulings-audit39"


@pytest.mark.parametrize("name", [
    "blessing-on-a-holy-paladin-made-a-mage-in-answer-does-not-result",
    "blessing-on-a-holy-paladin-made-a-mage-in-answer-results-policy",
])
def test_a_target_whose_kind_the_policy_decided_cites_it(name: str) -> None:
    """Whether the Paladin made a mage is still Holy, so still a legal target of a Blessing,
    is VW HP.59's: the Blessing's fizzle (default) and its result (`attribute-only`) led citing
    VW REG.8.a alone, the policy only at the Schooling's step."""
    assert lead_of(resolved_json(AUDIT39 / f"{name}.yaml"))["citations"] == [
        "VW HP.59", "VW REG.8.a"]


def test_a_target_no_option_keeps_does_not_cite_the_policy() -> None:
    """A Knight made Dark is not Holy under any option of VW HP.59: the fizzle is VW REG.8.a's
    alone, though the Corruption's own step cites the policy (it keeps the faction)."""
    data = resolved_json(AUDIT / "blessing-on-a-knight-made-dark-in-answer-fizzles-under-every-"
                                 "option.yaml")
    assert lead_of(data)["citations"] == ["VW REG.8.a"]
    fizzle = next(s for s in data["steps"] if s["kind"] == "fizzle")
    assert "VW HP.59" not in fizzle["citations"]
