"""Riftbound card-text audit 20: the honest exit-3 edge of a cost within instructions (the
rulings themselves are scenarios under scenarios/riftbound/rulings-audit20/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import UnsupportedMechanic

from .helpers import ruling

SCENARIOS = Path(__file__).parent.parent / "scenarios" / "riftbound" / "rulings-audit20"


def test_a_later_cost_within_a_trigger_is_not_ruled_under_v13() -> None:
    """v1.3's RB 742.1.b (RB 740.4.a.2) pays a trigger's cost within instructions as it is
    finalized, wherever it stands: a `pay_cost` in a v1.3 trigger's effect is exit 3 naming it,
    never a payment on resolution."""
    text = (SCENARIOS / "trigger-later-cost-within-instructions-paid-on-resolution.yaml"
            ).read_text()
    text = text.replace("game: riftbound\n", "game: riftbound\nedition: v1.3\n", 1)
    with pytest.raises(UnsupportedMechanic, match=r"742\.1\.b"):
        ruling(text)


def test_a_spell_cost_within_instructions_is_ruled_under_v13() -> None:
    """A spell's cost within instructions is paid on resolution in v1.3 too (its RB 742.1.a)."""
    text = (SCENARIOS / "cost-within-instructions-unpaid-no-effect.yaml").read_text()
    text = text.replace("game: riftbound\n", "game: riftbound\nedition: v1.3\n", 1)
    res = ruling(text)
    assert res.final["players"]["alice"]["energy"] == 1
    assert "RB 740.4.a.1" in res.citations


def test_a_conditional_reaction_only_its_play_could_meet_reads_the_play() -> None:
    """RB 813.4.a-b: a Reaction granted "while X is 1 or more" can only come true once the card
    is on the chain with its X chosen: judge reads the play's own X (no X chosen is 0), so the
    play is undone naming RB 813.4.b, never exit 3 (rulings-audit21 pins X chosen both ways)."""
    text = (SCENARIOS / "conditional-reaction-condition-unmet-refused.yaml").read_text()
    text = text.replace("while: {count: {type: unit, controller: you, mighty: true}, "
                        "at_least: 1}", "while: {x: true, at_least: 1}")
    assert "{x: true" in text
    text = text.replace("cites: [RB 813.4, RB 309.1.a]", "cites: [RB 813.4.b]")
    res = ruling(text)
    assert "RB 813.4.b" in res.citations
