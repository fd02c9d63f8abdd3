"""Vandaria Wars, audit 47: audit 46's leftovers (an Option-'s own cost refused cites the rule
that refused first; the honor probe's lead) (scenarios/vandaria-wars/rulings-audit47)."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import BUNDLED, file_without_expect, lead_of, resolved_json

VW = BUNDLED / "vandaria-wars"
RUNE = VW / "rulings-audit46" / ("rune-element-paid-for-one-option-not-for-a-second-asked-in-"
                                 "indonesian.yaml")

#: Every bundled refusal of an Option- whose own cost cannot be paid (VW REG.14.b, HP.46).
HONOR = VW / "rulings-audit46" / ("honor-spent-then-regained-in-one-turn-second-oath-allowed-"
                                  "asked-in-thai.yaml")
GOLD = VW / "rulings-audit47" / "gold-skill-pays-a-second-oath-whose-honor-was-there-all-along.yaml"

OPTION_COST_REFUSED = [
    RUNE,
    VW / "rulings-audit17" / "option-cost-unpayable-refused.yaml",
    VW / "rulings-audit17" / "option-element-cost-not-paid-with-gold.yaml",
    VW / "rulings-audit42" / ("battle-orders-option-1-unaffordable-asked-in-indonesian-with-an-"
                              "aside.yaml"),
]


@pytest.mark.parametrize("path", OPTION_COST_REFUSED, ids=lambda p: Path(p).stem)
def test_an_option_refused_for_its_own_cost_cites_the_option_rule_first(path: Path) -> None:
    """The refusal listed four rules with the deciding one last (VW REG.13.b, REG.14.a, HP.46,
    REG.14.b): the rule for choosing an Option- frames every play step, so the lead put it
    after the others. Here it refused: the Option-'s own cost, chosen as it is registered,
    could not be paid (VW REG.14.b), and VW HP.46 `refused` says the summon is refused; why
    the cost could not be paid (VW REG.13.b, REG.14.a) follows."""
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("No — Action "), lead["fact"]
    assert "own cost" in lead["fact"]
    assert lead["citations"] == ["VW REG.14.b", "VW HP.46", "VW REG.13.b", "VW REG.14.a"]


def test_the_refusals_step_cites_the_option_rule_first() -> None:
    """The reject step cites the rules in the same order as the lead."""
    data = resolved_json(RUNE)
    step = next(s for s in data["steps"] if s["kind"] == "reject")
    assert step["citations"][:2] == ["VW REG.14.b", "VW HP.46"]


def test_the_rune_refusal_reads_the_same_without_expect(tmp_path: Path) -> None:
    """The lead reads the question and the ruling, not `expect:`."""
    lead = lead_of(resolved_json(file_without_expect(RUNE, tmp_path)))
    assert lead["citations"][0] == "VW REG.14.b"


@pytest.mark.parametrize("bare", [False, True])
def test_honor_given_at_once_for_a_requirement_cites_the_requirement(tmp_path: Path,
                                                                     bare: bool) -> None:
    """Tithe Hall's Levy gave 2 honor at once while the first Oath waited (VW REG.10.b), and
    the second Oath's honor requirement, checked as it is summoned (VW REG.13.a), was met by
    it: the lead cited VW REG.15.a (an Action may answer), which its step cites beside the
    requirement. It now cites the requirement the skill's gain met."""
    path = file_without_expect(HONOR, tmp_path) if bare else HONOR
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("Yes — Action 3 (alice summons Oath of Light) is allowed")
    assert lead["citations"] == ["VW REG.10.b", "VW REG.13.a"]


def test_gold_given_at_once_for_the_cost_still_cites_the_answer() -> None:
    """Pinned: where the skill gives only gold (the cost's, VW REG.13.b) and the honor was
    there all along, the requirement decided nothing the skill did: VW REG.10.b, REG.15.a."""
    lead = lead_of(resolved_json(GOLD))
    assert lead["citations"] == ["VW REG.10.b", "VW REG.15.a"]
