"""Riftbound audit 61: questions answered with a Yes or No with their `expect:` block but not
without it (a judge's own file has none), whose lead without it was about something else:
each asked again with the block removed, in the file's words and in others of the same
class."""

from __future__ import annotations

import pytest

from ..helpers import leads_asked

CALL = "riftbound/rulings-audit22/play-a-unit-from-your-hand-may-be-declined.yaml"
RIFT = "riftbound/rulings/replayed-unit-loses-its-temporary-changes.yaml"
VOLLEY = "riftbound/keywords/repeat-paid-executes-twice.yaml"
TOTEM = "riftbound/rulings-audit32/passive-minimum-is-read-again-after-a-plus-2.yaml"
HUSH = "force-of-will/rulings-audit31/atk-increased-to-450-lost-with-its-abilities.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "Must she play one of them?",
    "Does she have to play one of them?",
    # audit 63: the player named outranked the spell (her Energy led)
    "Must Alice play Stone Warden?",
    # audit 64: the spell's fact led, with no No (taken for another subject's than Alice's)
    "Is Alice required to play a unit?",
    "Does Alice have to play the Squire?",
])
def test_must_she_play_asks_what_the_spell_did(asked: str, expect: bool) -> None:
    """"Must she play one of them?" of Call to Arms with no `expect:` led "Call to Arms ends
    in alice's trash": the part names no card, and the spell was read as the card, not as what
    it did as it resolved. No: she declined, the instruction naming a kind of card among her
    hidden cards (RB 128.6.a)."""
    lead = leads_asked(CALL, asked, expect=expect)[0]
    assert lead.sentence.startswith("No — Call to Arms (call) resolves at step 5: alice "
                                    "declines to play"), lead.sentence
    assert lead.citations[0] == "RB 128.6.a", lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "What is its Might, and is it Empowered?",
    "How much Might does it have, and is it still Empowered?",
])
def test_its_might_after_it_was_acted_on(asked: str, expect: bool) -> None:
    """"Alice's Time Rift banishes it and she plays it again. What is its Might, and is it
    Empowered?" with no `expect:` led with the Time Rift: "its" was read of the sentence just
    before, whose "it" the Rift acts on (and "she plays it again" was not read as acting on
    it). "it" is the Channeler, a new object once played again: No, not Empowered, Might 2
    (RB 124.1)."""
    lead = leads_asked(RIFT, asked, expect=expect)[0]
    assert lead.sentence.startswith("No — Ember Channeler (chan)"), lead.sentence
    assert "has Might 2" in lead.sentence, lead.sentence


def test_its_might_after_a_sentence_that_ends_in_a_quote() -> None:
    """'Bob's Gloom Totem says "... to a minimum of 1." Alice's Trainee Squire (2 Might) is at
    1. She plays Surge (...) on it. What is its Might?': the sentence that names "it" is the
    Squire's, not the Totem's quote before it (RB 477.3.b)."""
    lead = leads_asked(TOTEM, "What is its Might?", expect=False)[0]
    assert lead.sentence.startswith("Trainee Squire (squire) has Might 1"), lead.sentence


def test_its_atk_after_a_sentence_acting_on_it_with_a_quote() -> None:
    """'Bob plays Hush on it: "Target resonator loses all its abilities ...". What is its
    ATK ...?' (Force of Will): "it" is the Knight, not the Hush that acts on it."""
    lead = leads_asked(HUSH, "= Alice's Steadfast Knight (300/300) has \"This card's ATK is "
                       "increased to 450.\" Bob plays Hush on it: \"Target resonator loses all "
                       "its abilities until end of turn.\" What is its ATK?", expect=False)[0]
    assert lead.sentence.startswith("Steadfast Knight (knight) has ATK 300"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "Does her 2-damage spell kill a 4-Might unit, and how many cards has she played?",
    "Does the 4-Might unit die?",
])
def test_a_unit_described_by_its_might(asked: str, expect: bool) -> None:
    """"Does her 2-damage spell kill a 4-Might unit?" with no `expect:` led "Twin Volley ends
    in alice's trash": a unit told by its Might and type was read as no card. The one unit of
    4 Might there is asked of: Yes, the Repeat's second 2 damage kills it (RB 820.1.d)."""
    lead = leads_asked(VOLLEY, asked, expect=expect)[0]
    assert lead.sentence.startswith("Yes — Stone Warden (warden) is killed at step 6"), \
        lead.sentence


def test_a_might_no_unit_has_describes_none() -> None:
    """"Does the 7-Might unit die?": no unit there has 7 Might, so none is asked of by it (the
    Warden's death is no answer to it)."""
    leads = leads_asked(VOLLEY, "Does the 7-Might unit die?", expect=False)
    assert not any(f.sentence.startswith("Yes — Stone Warden") for f in leads), leads
