"""Force of Will audit 65: questions that got a Yes or No with their `expect:` block and none
without it (a judge's own file has no `expect:`): the answer must come from the question's
words and the ruling alone."""

from __future__ import annotations

import pytest

from tests.helpers import leads_asked

WITHER = "force-of-will/rule-processes/j-ruler-def-zero-goes-astral-despite-imperishable.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Where does it go, and is it astral?", "Is it astral?",
                                   "Where does the J-ruler go?", "What happens to it?",
                                   "Is Alice's J-ruler astral?"])
def test_a_j_ruler_described_by_its_type_beside_the_spell_named(asked: str,
                                                                expect: bool) -> None:
    """"Wither takes Alice's Imperishable J-ruler to DEF 0. Where does it go, and is it
    astral?": the J-ruler goes back to her ruler area and becomes astral (FOW 1205.6, 1109.3).
    The question names no card but Wither, the spell acting on it; without `expect:` the
    J-ruler it describes by its type was not asked of (the question named a card on the
    chase), and the lead was "Alice still has 4000 life"."""
    lead = leads_asked(WITHER, asked, expect)[0]
    assert lead.subject.id == "seren", lead.sentence
    assert "FOW 1205.6" in lead.citations, lead.citations
    if asked.startswith("Is"):
        assert lead.verdict == "Yes", lead.sentence


GOLEM = "force-of-will/rulings-audit56/part-prevented-the-rest-turned-into-a-counter.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("asked", "verdict"), [
    ("How much damage is on the Golem, and does it get a counter?", "Yes"),
    ("Does it get a counter?", "Yes"),
    ("How much damage is on the Golem?", ""),
    ("How much damage does the Golem take?", ""),
    ("Does it have damage?", "No"),
])
def test_a_golem_whose_damage_became_a_counter_is_asked_of(asked: str, verdict: str,
                                                          expect: bool) -> None:
    """Guard prevents 200 of Quick Spark's 300 to the Golem; the 100 left becomes a
    [+100/+100] counter (FOW 910.2a): no damage, one counter. Without `expect:` "How much
    damage is on the Golem?" was led by Guard's resolution (a fact of the whole Golem was read
    as of no field), and "Does it get a counter?" was "No — Guard resolves" ("it" read in the
    sentence "Bob resolved Guard (...) on it, then Alice hits it with Quick Spark", which acts
    on it twice and names no card it is)."""
    lead = leads_asked(GOLEM, asked, expect)[0]
    assert lead.subject.id == "golem", lead.sentence
    assert lead.verdict == verdict, lead.sentence
    assert "FOW 910.2a" in lead.citations, lead.citations


SENTINEL = ("force-of-will/rulings-audit28/once-per-turn-trigger-that-could-not-be-played-is-"
            "used.yaml")


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("asked", "verdict"), [
    ("Is the Sentinel dealt damage?", "No"),
    ("Does the Sentinel take damage?", "No"),
    ("Does the Sentinel have damage?", "No"),
    ("How much damage is on the Sentinel?", ""),
])
def test_a_resonator_that_entered_from_the_chase_is_asked_its_damage(
        asked: str, verdict: str, expect: bool) -> None:
    """Spite Herald's once-per-turn trigger was used by the first Squire (no target then,
    FOW 906.6, 1015.1): Bob's Stone Sentinel, which entered from the chase after, is dealt
    nothing. Without `expect:` the Sentinel was asked of only as its chase item, and the lead
    was its resolution ("it enters the field"), with no Yes or No."""
    lead = leads_asked(SENTINEL, asked, expect)[0]
    assert lead.subject.id == "sentinel", lead.sentence
    assert lead.verdict == verdict, lead.sentence
    assert "FOW 1015.1" in lead.citations, lead.citations


ASCENDANT = "force-of-will/rulings-audit36/warden-side-j-ruler-cannot-be-made-astral.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("asked", "verdict"), [
    ("Where is it afterwards, and is it astral?", "No"),
    ("Where does it go, and does it get an astral counter?", "No"),
    ("Is it astral?", "No"),
    ("Where is it?", ""),
])
def test_the_card_played_on_is_it_not_the_spell(asked: str, verdict: str,
                                                expect: bool) -> None:
    """"Bob plays Star Exile (...) on Alice's Cinder Vigil Ascendant, a J-ruler with a warden
    side. Where is it afterwards, and is it astral?": the Ascendant stays on the field, not
    astral (FOW 1024.3e). Without `expect:` "it" was read as Star Exile ("ends in bob's
    graveyard"); and a fact of where it is (said without what did not change) gave "is it
    astral?" no Yes or No."""
    lead = leads_asked(ASCENDANT, asked, expect)[0]
    assert lead.subject.id == "ascendant", lead.sentence
    assert lead.verdict == verdict, lead.sentence
    assert "FOW 1024.3e" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_guard_a_spell_asked_whether_it_resolves_is_still_it(expect: bool) -> None:
    """(guard) "Does it resolve?" after "Bob plays Star Exile (...) on ...": the spell."""
    lead = leads_asked(ASCENDANT, "Does it resolve?", expect)[0]
    assert lead.subject.id == "exile", lead.sentence


LANCE = "force-of-will/rulings-audit62/copy-destroys-the-target-the-original-does-nothing.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Does the Golem take damage from Flame Lance?",
                                   "Is the Golem dealt damage by Flame Lance?",
                                   "Does the Golem take 500 damage from Flame Lance?"])
def test_the_golem_takes_no_damage_from_the_original(asked: str, expect: bool) -> None:
    """Audit 64's leftover: Flame Lance copied by Echo Chant; the copy's 500 destroys the
    Golem, and the original, its target gone, does nothing (FOW 903.3a, 1017.3). Asked of
    the Golem as what took the damage, it was still "Yes — Golem is dealt 500 damage by Flame
    Lance (lance.copy)"; now No by the original's own resolution, as "Does Flame Lance deal
    damage to the Golem?" is."""
    lead = leads_asked(LANCE, asked, expect)[0]
    assert (lead.verdict, lead.step) == ("No", 16), lead.sentence
    assert "FOW 903.3a" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Does the Golem take damage from the copy?",
                                   "Was the Golem dealt 500 damage by the copy?"])
def test_guard_the_golem_takes_damage_from_the_copy(asked: str, expect: bool) -> None:
    """(guard) asked of the copy, it did: Yes."""
    lead = leads_asked(LANCE, asked, expect)[0]
    assert lead.verdict == "Yes", lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["How much damage does Flame Lance deal?",
                                   "What damage does Flame Lance deal to the Golem?"])
def test_how_much_damage_the_original_deals(asked: str, expect: bool) -> None:
    """Audit 64's leftover: "How much damage does Flame Lance deal?" was led by its copy's
    500 ("Flame Lance (lance.copy) resolves: deals 500 damage"); the original dealt none, its
    target gone (FOW 903.3a)."""
    lead = leads_asked(LANCE, asked, expect)[0]
    assert "deals no damage" in lead.sentence and lead.step == 16, lead.sentence
    assert "FOW 903.3a" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["How much damage does the copy deal?",
                                   "How much damage does the copy of Flame Lance deal?"])
def test_guard_how_much_damage_the_copy_deals(asked: str, expect: bool) -> None:
    """(guard) the copy dealt 500 (FOW 1017.3d)."""
    lead = leads_asked(LANCE, asked, expect)[0]
    assert "500 damage" in lead.sentence and lead.step == 11, lead.sentence


COVENANT = "force-of-will/systems/contract-once-per-turn.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Does the Covenant turn over?", "Does Tidebound Covenant flip?",
                                   "Is the Covenant turned over?"])
def test_a_covenant_that_did_not_turn_over(asked: str, expect: bool) -> None:
    """Alice contracted once this turn (Pact of Cinders): the Contract of Tidebound Covenant
    does nothing, and the Covenant stays as it is (FOW 713.4). Without `expect:` its fact said
    only that it is rested (its card, unchanged, left unsaid), so "Does the Covenant turn
    over?" got no Yes or No."""
    lead = leads_asked(COVENANT, asked, expect)[0]
    assert (lead.subject.id, lead.verdict) == ("covenant", "No"), lead.sentence
