""""Alice leaves its gold unpaid. Does she draw a card?" said "No — alice does not draw: Trader
Male is still in alice's deck" with no rule: the lead is the step where she left the triggered
skill's cost unpaid, so it never joined the register (VW REG.14.a)."""

from __future__ import annotations

from .leads import assert_lead


def test_a_trigger_left_unpaid_is_why_she_does_not_draw() -> None:
    assert_lead("vandaria-wars/rulings-audit23/triggered-skill-cost-left-unpaid-does-nothing.yaml",
                "No — alice does not draw: at step 9, Toll Warden (warden)'s Toll triggered; "
                "alice does not pay its cost", ("VW REG.14.a",))


def test_an_option_left_unpaid_likewise() -> None:
    assert_lead("vandaria-wars/triggered-options/option-cost-left-unpaid-does-nothing.yaml",
                "No — alice does not draw: at step 6,", ("VW REG.14.a",))
