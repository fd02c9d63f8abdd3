""""Does Lone Pup's Howl trigger?" of Alice's two Lone Pups, one saved by Stasis Glass (its Howl
did not trigger) and one that died (its Howl did), was "No — no ability of Lone Pup (pup1)
triggers", then "Yes" of the other: read aloud, the first sentence answered for a card the
question may not mean. Two cards of one name were said to be either only where they were two
players' (audit 36); two of one player's are either too, unless the sentences before tell of one
alone or the part sets one apart by a word before its name ("the silenced Mythic Dragon")."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

PUPS = "riftbound/rulings/hourglass-saves-one-of-two-dying-together.yaml"
DRAGONS = "force-of-will/rulings-audit11/mythic-survives-losing-all-abilities.yaml"


@pytest.mark.parametrize("asked", [
    "Does Lone Pup's Howl trigger?",
    "Alice has a Lone Pup at bf-a and another in her base. Does Lone Pup's Howl trigger?",
])
def test_either_of_one_players_namesakes_gets_no_yes_or_no(asked: str) -> None:
    lead = first_lead_asked(PUPS, f"= {asked}")
    assert lead.verdict == "", lead.sentence
    assert lead.sentence.startswith("The question names alice's Lone Pup (pup1) and alice's "
                                    "Lone Pup (pup2) by one name"), lead.sentence


@pytest.mark.parametrize(("name", "asked", "said"), [
    (PUPS, "Alice has a Lone Pup at bf-a. Does the Lone Pup's Howl trigger?",
     "No — no ability of Lone Pup (pup1) triggers"),
    (DRAGONS, None, "No — Mythic Dragon (dragon) ends in alice's graveyard"),
])
def test_the_one_told_of_or_set_apart_keeps_its_answer(name: str, asked: str | None,
                                                       said: str) -> None:
    lead = first_lead_asked(name, None if asked is None else f"= {asked}")
    assert lead.sentence.startswith(said), lead.sentence
