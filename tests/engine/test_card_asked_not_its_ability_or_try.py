""""Does Vengeance Totem have 0 damage?" was "No — Vengeance (totem.vengeance) does not result":
the ability's name, said only inside its source card's whole name, made its item answer a
question of the card. "Is Knight Tithe in Alice's graveyard?" of a first summon refused (the
file's `ask:` leads with it) and a second that resulted was "No — Action 1 ... is rejected": a
refused try answered where the card is. Found by the state probe (seed 43: 2 wrong of 697)."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

TOTEM = ("vandaria-wars/rulings-audit45/"
         "follower-sacrificed-in-the-new-register-its-trigger-target-gone-asked-in-indonesian.yaml")
TITHE = ("vandaria-wars/rulings-audit36/"
         "sacrifice-of-the-job-named-with-it-priest-refused-knight-paid.yaml")


@pytest.mark.parametrize(("name", "asked", "verdicts"), [
    (TOTEM, "Does Vengeance Totem have 0 damage?", {"Yes"}),
    (TOTEM, "Does Vengeance result?", {"No"}),
    (TITHE, "Is Knight Tithe in Alice's graveyard?", {"", "Yes"}),
])
def test_a_card_asked_is_not_answered_by_its_ability_or_a_refused_try(
        name: str, asked: str, verdicts: set[str]) -> None:
    lead = first_lead_asked(name, f"= {asked}")
    assert lead.verdict in verdicts, lead.sentence
