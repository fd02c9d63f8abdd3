"""Force of Will audit 11 (scenarios/force-of-will/rulings-audit11/): what the scenarios' expect
cannot pin, the answer's lead and the rules it cites."""

from __future__ import annotations

from pathlib import Path

from tests.helpers import ruling

AUDIT = Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit11"


def _lead(name: str) -> tuple[str, tuple[str, ...]]:
    res = ruling((AUDIT / name).read_text(encoding="utf-8"))
    lead = next(f for f in res.answer if f.lead)
    return lead.sentence, tuple(lead.citations)


def test_does_bob_lose_leads_with_the_loss() -> None:
    """'Bob has 300 life ... Does Bob lose?' led "Yes — bob has -200 life" citing 605.1b (the
    resolution); the game ended by the rule process of FOW 1202.1, which the lead now cites."""
    sentence, cites = _lead("life-to-zero-by-a-chant-loses.yaml")
    assert sentence.startswith("Yes — "), sentence
    assert "wins the game" in sentence, sentence
    assert "FOW 1202.1" in cites, cites


def test_what_happens_to_its_counters_is_the_cards_fate() -> None:
    """'What happens to its counters?' led with Vanishing Wind's resolution; the card's fate
    answers it: in the hand with no counters (FOW 1022.4)."""
    sentence, cites = _lead("counters-leave-with-a-return-to-the-hand.yaml")
    assert sentence.startswith("Ember Squire (squire) ends in alice's hand and has no counters"), \
        sentence
    assert "FOW 1022.4" in cites, cites


def test_a_barrier_targeted_by_its_controller_cites_why() -> None:
    """FOW 1120.2: [Barrier] keeps off only other players; the allowed play cites it."""
    sentence, cites = _lead("barrier-own-chant-may-target.yaml")
    assert sentence.startswith("Yes — "), sentence
    assert "FOW 1120.2" in cites, cites
