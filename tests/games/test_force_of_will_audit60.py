"""Force of Will audit 60: audit 59's leftover of the which-probe, "Is the X destroyed?" / "Does
the X survive?" of a card asked of alone answered by another card's fact (a card in play the
sentence before names led over the card the part names; a word of the name asked named another
card too), and "survive" said No of a card that never was in play."""

from __future__ import annotations

import pytest

from tests.helpers import leads_asked, ruling, scenario_text

KERNLOS = "force-of-will/keywords/kernlos-pays-attribute-cost-with-void.yaml"
FIRST_TURN = "force-of-will/turn/first-turn-skips-recovery.yaml"
BOTTOM_BOX = ("force-of-will/rulings-audit40/bottom-box-trigger-does-not-see-the-j-ruler-that-"
              "disables-it.yaml")
HALF = "force-of-will/rulings-audit38/only-the-chosen-half-s-cost-is-checked.yaml"
FIRST_STRIKE = ("force-of-will/rulings-audit51/a-blocker-struck-first-does-not-destroy-the-"
                "first-strike-attacker.yaml")
FUSION = "force-of-will/systems/fusion-grants-its-abilities.yaml"
TRADER = "vandaria-wars/rulings-audit18/gold-skill-sacrifice-cost-mid-register.yaml"


@pytest.mark.parametrize("asked", ["Is the Fire Drake destroyed?", "Does the Fire Drake survive?"])
def test_a_card_in_hand_is_not_answered_by_the_other_drake(asked: str) -> None:
    """The Fire Drake stayed in her hand (its play refused, FOW 1003.2): it was "No — Void Drake
    (drake) ends on the field" / "Yes — Void Drake ...", the other Drake's place (the word
    "Drake" named it too, and a card in play the sentence before names led). Its own fact
    leads, with no Yes or No (it was never on the field to survive or be destroyed)."""
    lead = leads_asked(KERNLOS, asked)[-1]
    assert lead.subject.id == "plain", lead.sentence
    assert lead.verdict == "", lead.sentence


@pytest.mark.parametrize(("asked", "verdict"), [("Does the Stone Sentinel survive?", "Yes"),
                                                ("Is the Stone Sentinel destroyed?", "No")])
def test_the_sentinel_is_not_answered_by_the_magic_stone(asked: str, verdict: str) -> None:
    """It was "Yes/No — Water Magic Stone (stone) is still on the field", another card's fact:
    the Sentinel's own (still on the field) answers it."""
    lead = leads_asked(FIRST_TURN, asked)[-1]
    assert (lead.subject.id, lead.verdict) == ("rested", verdict), lead.sentence


def test_a_card_in_the_deck_is_not_answered_by_the_token_in_play() -> None:
    """"Does the Ember Squire survive?" of a Squire in her deck was "Yes — Lyra, Ember Queen
    (summon.token) ends on the field"."""
    lead = leads_asked(BOTTOM_BOX, "Does the Ember Squire survive?")[-1]
    assert (lead.subject.id, lead.verdict) == ("top", ""), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_a_chant_in_hand_is_not_answered_by_the_squire_on_the_field(expect: bool) -> None:
    """"Is the Ember Pact destroyed?" of the chant whose play was refused was "No — Ember Squire
    (squire) is still on the field"."""
    lead = leads_asked(HALF, "Is the Ember Pact destroyed?", expect)[-1]
    assert lead.subject.id == "pact", lead.sentence


def test_a_card_that_destroys_another_is_not_what_is_asked_of() -> None:
    """Guard: "Does the Brute destroy the Duelist?" asks of the Duelist (FOW 1105.2), not of the
    Brute named first; the bundled lead is kept."""
    lead = leads_asked(FIRST_STRIKE, "Does the Brute destroy the Duelist?")[0]
    assert (lead.subject.id, lead.verdict) == ("duelist", "No"), lead.sentence
    assert lead.citations[0] == "FOW 1105.2", lead.citations


def test_the_bundled_fusion_ruling_still_leads_with_the_scout() -> None:
    """Guard: "Does the Drake's new ability destroy Bob's Ash Scout?" stays Yes of the Scout."""
    res = ruling(scenario_text(FUSION))
    lead = next(f for f in res.answer if f.lead)
    assert (lead.subject.id, lead.verdict) == ("scout", "Yes"), lead.sentence


def test_survive_says_nothing_of_a_card_never_in_play() -> None:
    """Vandaria Wars (the engine's reading is every game's): "Does Trader Male survive?" of the
    Trader Male still in Bob's deck was "No": it was never on the field to survive; the one on
    the field keeps its Yes (VW REG.11.b)."""
    res = ruling(scenario_text(TRADER))
    facts = {f.subject.id: f for f in res.answer if f.subject.kind == "object"}
    assert facts["tm"].verdict == "Yes", facts["tm"].sentence
    assert facts["bd"].verdict == "", facts["bd"].sentence
