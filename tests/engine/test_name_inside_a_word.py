""""Is Stone Warden in Alice's trash?" was "Yes — Ward (ward) ends in alice's trash": the card
name "Ward" was found inside "Warden" and the question read as asking of the Ward (found by a
probe asking bundled rulings where their cards end, their stats, damage and control: 839
questions, this one wrong). A card's name is now read as words of their own, or their plural
("both Stone Wardens"); an ability's item still by its name within a word ("Murmur" of the
Murmuring Well's, a bundled lead that stays)."""

from __future__ import annotations

import pytest

from judge.engine.answer import _says_name
from tests.helpers import first_lead_asked

WARD = "riftbound/rulings-audit30/enemy-spell-makes-my-unit-deal-damage-that-is-my-damage.yaml"


@pytest.mark.parametrize(("asked", "said"), [
    ("Is Stone Warden in Alice's trash?", "No — Stone Warden (warden) is still in alice's base"),
    ("Is Ward in Alice's trash?", "Yes — Ward (ward) ends in alice's trash"),
])
def test_a_name_inside_another_word_is_not_said(asked: str, said: str) -> None:
    lead = first_lead_asked(WARD, f"= {asked}")
    assert lead.sentence.startswith(said), lead.sentence


@pytest.mark.parametrize(("text", "name", "says"), [
    ("is stone warden in alice's trash?", "ward", False),
    ("is the ward in the trash?", "ward", True),
    ("do both stone wardens die?", "stone warden", True),
    ("does ward's shield hold?", "ward", True),
    ("is the awarded card drawn?", "ward", False),
])
def test_says_name(text: str, name: str, says: bool) -> None:
    assert _says_name(text, name) is says


@pytest.mark.parametrize(("name", "asked"), [
    # "Dusk" of the Dusk Watcher is each time Endless Dusk's, waiting on the chase
    ("force-of-will/turn/end-phase-skipped-policy-effects-end-with-the-turn.yaml",
     "Is Endless Dusk in Bob's graveyard?"),
    # "Study" of the Study Bell is Quick Study's
    ("riftbound/copies/copy-resolving-not-seen-by-card-trigger.yaml",
     "Is Quick Study in Bob's trash?"),
])
def test_a_word_of_anothers_whole_name_does_not_answer(name: str, asked: str) -> None:
    lead = first_lead_asked(name, f"= {asked}")
    assert lead.verdict != "No", lead.sentence
