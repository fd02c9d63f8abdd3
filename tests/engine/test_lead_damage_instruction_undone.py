""""Does Bob's Ember Squire take damage?" of Dawn Herald ("[Enter] if this card was awakened,
400 damage to a resonator") played without awakening was answered "No — Ember Squire (squire)
is still on the field and has no damage": no reason, no rule. The one resolution whose damage
instruction did not happen says why, with its rules (FOW 1110.3), though it names no object."""

from __future__ import annotations

import pytest

from .leads import assert_lead


@pytest.mark.parametrize("path", [
    "force-of-will/rulings-audit11/awakening-not-paid-ignores-the-awakened-text.yaml",
    "force-of-will/rulings-audit16/awakening-put-into-the-field-is-not-awakened.yaml",
])
def test_the_damage_that_did_not_happen_says_its_condition(path: str) -> None:
    assert_lead(path, "No — Ember Squire (squire) is still on the field and has no damage: Enter "
                "(herald.enter) resolves: its damage instruction does not happen: its condition "
                "(this card is an object (awakened)) is not met", ("FOW 1110.3",))


def test_asked_of_the_item_the_damage_that_did_not_happen_says_its_target_is_gone() -> None:
    # "Does the Blow hit Bob's other unit instead?": the question names the spell, not the
    # unit; its one target left, and no other is chosen (RB 359.3.e.2)
    assert_lead("riftbound/chain/no-retargeting.yaml",
                "No — Trainee Squire (squire) is still in bob's base and has no damage: Heavy "
                "Blow (blow) resolves: its damage instruction does not happen: its target Stone "
                "Warden (warden) (it is in bob's hand) is no longer legal",
                ("RB 359.3.e.2", "RB 359.3.e.5"))
