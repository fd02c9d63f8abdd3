"""Force of Will audit 66: audit 65's and 64's leftovers, each asked without the `expect:`
block too (a judge's own file has none): the answer must come from the question's words and
the ruling alone."""

from __future__ import annotations

import pytest

from tests.helpers import leads_asked

GOLEM = "force-of-will/rulings-audit56/part-prevented-the-rest-turned-into-a-counter.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Is it dealt damage?", "Does it take damage?"])
def test_it_is_the_golem_not_its_owner(asked: str, expect: bool) -> None:
    """'Bob's Golem says "...". Bob resolved Guard (...) on it, then Alice hits it with Quick
    Spark for 300. Is it dealt damage?': "it" is the Golem (no damage: a counter instead, FOW
    910.2a); without `expect:` it was "No — bob still has 4000 life" (Bob named only as the
    Golem's owner; "it" is never a player)."""
    lead = leads_asked(GOLEM, asked, expect)[0]
    assert lead.subject.id == "golem", lead.sentence
    assert lead.verdict == "No", lead.sentence
    assert "FOW 910.2a" in lead.citations, lead.citations


TRANSCEND = "force-of-will/systems/transcend-in-the-field-keeps-the-orientation.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Is the J-ruler on top rested, and does it keep the damage?",
                                   "Is the J-ruler on top rested?", "Is the card on top rested?"])
def test_the_j_ruler_on_top_is_the_one_that_transcended(asked: str, expect: bool) -> None:
    """Transcending a rested J-ruler with 300 damage in the field: the J-ruler put on top keeps
    its orientation and damage (FOW 714.3c, 1045.5). Without `expect:` the part was answered of
    the Regent the question names, now stacked below ("on top" not read), with no Yes or No."""
    lead = leads_asked(TRANSCEND, asked, expect)[0]
    assert lead.subject.id == "elder", lead.sentence
    assert lead.verdict == "Yes", lead.sentence


LANCE = "force-of-will/rulings-audit62/copy-destroys-the-target-the-original-does-nothing.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Does the copy deal damage to the Golem?",
                                   "Does the copy deal 500 damage to the Golem?"])
def test_the_copy_named_by_no_card_name(asked: str, expect: bool) -> None:
    """Echo Chant's copy of Flame Lance destroys the Golem (FOW 1017.3d): "the copy", named by
    no card's name, is the one copy on the chase (it got no Yes or No)."""
    lead = leads_asked(LANCE, asked, expect)[0]
    assert lead.verdict == "Yes", lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_the_original_still_deals_none(expect: bool) -> None:
    """(guard) the original did nothing, its target gone (FOW 903.3a)."""
    lead = leads_asked(LANCE, "Does Flame Lance deal damage to the Golem?", expect)[0]
    assert lead.verdict == "No", lead.sentence


BLOCKS = "force-of-will/rulings-audit64/limit-card-without-counters-still-blocks.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does the Guard block the Knight?", "Yes"),
    ("Does the Knight attack Bob?", "Yes"),
    ("Does the Knight attack Alice?", ""),
    ("Does the Knight attack the Guard?", ""),
])
def test_a_block_or_attack_asked_with_whom(asked: str, verdict: str, expect: bool) -> None:
    """A [Limit] card with no counters left still blocks (FOW 1118.2b): "Does the Guard block
    the Knight?" (not "can") got no Yes or No; whom it names must be whom it did it to (Alice
    attacks, she is not attacked: no Yes)."""
    lead = leads_asked(BLOCKS, asked, expect)[0]
    assert lead.verdict == verdict, lead.sentence
