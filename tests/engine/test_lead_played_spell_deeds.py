"""A spell the actions play, asked what it does ("What does the Cleave do?", "Does it deal its 2
damage twice?"), is answered with no `expect:` by what it did as it resolved, as `expect:`
naming its item answers it; before, the lead was where its card ended ("Moon Cleave ends in
alice's trash"), which says nothing of what it did. A question of the damage a card takes from
it ("How much damage is the Golem dealt?") still asks of that card."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.record import replace

from ..conftest import SCENARIOS


def lead_without_expect(path: str) -> str:
    scenario = load_scenario(SCENARIOS / path)
    return resolve(replace(scenario, expect=None)).answer[0].sentence


@pytest.mark.parametrize(("path", "lead"), [
    ("riftbound/keywords/repeat-cost-discard.yaml",
     "Yes — Echo Shot (shot) resolves at step 5: deals 2 damage to Stone Warden (warden); then, "
     "its Repeat cost paid"),
    ("riftbound/targets/there-unit-moved-away-mistargeted.yaml",
     "Moon Cleave (cleave) resolves at step 13: its damage instruction does not happen"),
    ("vandaria-wars/targets/target-sent-to-the-subdeck-skill-does-not-result.yaml",
     "Gun Shot (shot) does not result at step 10: its target Trader Male (trader) has left play"),
    ("force-of-will/keywords/barrier-granted-in-response.yaml",
     "Quick Spark (spark) resolves at step 11: its damage instruction does not happen"),
])
def test_what_a_played_spell_does_is_its_resolution(path: str, lead: str) -> None:
    assert lead_without_expect(path).startswith(lead)


@pytest.mark.parametrize(("path", "lead"), [
    ("force-of-will/replacements/optional-prevention-declined.yaml",
     "Golem (golem) has 500 damage"),
    ("riftbound/rulings-audit29/unpreventable-zero-damage-gets-no-bonus.yaml",
     "Trainee Squire (squire) is still in bob's base and has no damage"),
])
def test_the_damage_a_card_takes_from_it_is_still_asked_of_that_card(path: str,
                                                                     lead: str) -> None:
    assert lead_without_expect(path).startswith(lead)
