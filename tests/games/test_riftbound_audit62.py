"""Riftbound audit 62: "What is its Might in combat?" asked of a unit the sentence before
names and then acts on twice ("on it", "moves it"), and "Does its discount still apply?" of a
play refused, with no `expect:` block (a judge's own file has none): each asked again with
the block removed, in the file's words and in others of the same class."""

from __future__ import annotations

import pytest

from ..helpers import leads_asked

AFTER = "riftbound/rulings-audit32/assault-given-after-the-loss-applies.yaml"
BEFORE = "riftbound/rulings-audit32/assault-given-before-the-loss-is-lost.yaml"
BY_NAME = "riftbound/rulings-audit32/lost-by-name-assault-keeps-its-other-abilities.yaml"
EQUIP = "riftbound/keywords/equip-attached-static-inactive.yaml"
HEX = "riftbound/rulings-audit31/increased-to-5-attacking-with-assault-under-minus-2-ends-at-4.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "= Alice plays Silence (\"a unit loses all abilities this turn\") on her Raging Charger "
    "(3 Might, Assault 2), then Charge! (\"give a unit Assault 2 this turn\") on it, then "
    "moves it to bf-b, where Bob's Stone Warden is. What is its Might in combat?",
    "= Alice plays Silence on her Raging Charger, then Charge! on it, then moves it to bf-b. "
    "How much Might does it have in combat?",
    "= Alice plays Silence on her Raging Charger. What is its Might in combat?",
])
def test_its_might_of_the_unit_a_spell_is_played_on(asked: str, expect: bool) -> None:
    """"... then Charge! (...) on it, then moves it to bf-b ...": "Charge!" ends no sentence
    (what follows goes on with it), and "its" is the Charger the spells are played on, not
    Silence or Charge! (which have no Might), nor the battlefield it moved to. Without
    `expect:` it led "Windswept Ridge (bf-b) is still at ..." or with a spell's trash. The
    Assault given after the loss counts: 3 + 2 (RB 477.2.a, RB 807)."""
    lead = leads_asked(AFTER, asked, expect=expect)[0]
    assert lead.sentence.startswith("Raging Charger (charger)"), lead.sentence
    assert "has Might 5" in lead.sentence, lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_its_might_unchanged_is_said(expect: bool) -> None:
    """"Alice plays Charge! (...) on her Trainee Squire (2 Might), then Silence (...) on it,
    then moves it to bf-b, where Bob's Stone Warden is. What is its Might in combat?": the
    Squire, named before "it" (not the Warden named after it), and its Might, which no step
    changed (it led with a spell's trash, then with the Squire's move, its Might unsaid): the
    Assault given before the loss is lost (RB 477.2.a)."""
    lead = leads_asked(BEFORE, "What is its Might in combat?", expect=expect)[0]
    assert lead.sentence.startswith("Trainee Squire (squire) has Might 2"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_its_might_past_a_sentence_acting_on_it_twice(expect: bool) -> None:
    """'Alice's Steadfast Recruit (...) has "My Might is increased to 5." She plays Disarm
    (...) on it, then moves it to bf-b, .... What is its Might in combat?': the sentence
    acting on "it" twice names no card "it" is (Disarm acts on it); the one before names the
    Recruit. Losing Assault by name keeps its other abilities: Might 5 (RB 477.2.a)."""
    lead = leads_asked(BY_NAME, "What is its Might in combat?", expect=expect)[0]
    assert lead.sentence.startswith("Steadfast Recruit (recruit) has Might 5"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_its_might_after_a_sentence_whose_subject_is_it(expect: bool) -> None:
    """"Alice plays Sapping Hex (...) on her Steadfast Recruit (...). It moves to bf-b, where
    Bob's Stone Warden is. What is its Might as combat begins?": "It" names nothing itself, so
    "its" is the Recruit the sentence before names, not the Warden named after "It" (it led
    "Windswept Ridge (bf-b) is still at ..."): the increases first (4 + 2, "increased to 5"
    adding nothing), then the -2: Might 4 (RB 477.3.e, RB 807.1.d)."""
    lead = leads_asked(HEX, "What is its Might as combat begins?", expect=expect)[0]
    assert lead.sentence.startswith("Steadfast Recruit (recruit)"), lead.sentence
    assert "has Might 4" in lead.sentence, lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "Does its discount still apply?",
    "= Alice's Thrift Charm is attached to her Squire. Is its discount active?",
])
def test_discount_of_attached_gear_asked_of_the_play_refused(asked: str, expect: bool) -> None:
    """"Alice's cost-reducing equipment is attached to a unit. Does its discount still
    apply?" with no `expect:` led "Alice still has 0 Energy" (or with the Squire's zone): no
    card was paid for, and the play refused for its cost says it. No: an attached gear's
    static ability is inactive, so her 1-Energy Spark is refused (RB 721.2, RB 358.2)."""
    lead = leads_asked(EQUIP, asked, expect=expect)[0]
    assert lead.sentence.startswith("No — Action 1 (alice plays Spark) is rejected"), \
        lead.sentence
