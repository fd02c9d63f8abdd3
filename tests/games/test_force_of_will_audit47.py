"""Force of Will audit 47 (scenarios/force-of-will/rulings-audit47/): a part of a question asking
of a player ("Does he get the will?") is answered by a fact of that player, whatever `expect:`
names, or said without a Yes or No; never by another subject's Yes or No."""

from __future__ import annotations

import pytest

from tests.helpers import leads_of, ruling, scenario_text

AUDIT46 = ("force-of-will/rulings-audit46/a-will-ability-still-works-while-a-card-cannot-be-"
           "chased.yaml")
AUDIT47 = "force-of-will/rulings-audit47/"


def _with_expect(name: str, expect: str) -> str:
    """Bundled scenario `name` with its `expect:` (its last key) replaced by `expect`."""
    return scenario_text(name).split("expect:\n")[0] + expect


@pytest.mark.parametrize("name", [
    "will-ability-asked-of-him-with-only-objects-expected.yaml",
    "will-ability-asked-of-him-with-only-the-refusal-expected.yaml",
    "will-ability-asked-of-him-with-the-board-but-not-him-expected.yaml",
])
def test_he_gets_the_will_whatever_expect_names(name: str) -> None:
    """FOW 907.3, 1008.2: "Does he get the will, and is Quick Spark played?" with an `expect:`
    naming the Stone, the Spark or the refusal but not Bob was answered "No" in its first part,
    by the Spark's refusal or its place in his hand (the only subjects with a Yes or No): he
    does get the will; Bob, whose will the part names, is asked of whatever `expect:` names."""
    leads = leads_of(AUDIT47 + name)
    assert leads[0].sentence.startswith("Yes — bob has 1 fire (from 0), at step 5"), \
        leads[0].sentence
    assert leads[0].citations[:1] == ("FOW 907.3",), leads[0].citations
    assert leads[1].sentence.startswith("No — Action 4 (bob plays Quick Spark) is rejected"), \
        leads[1].sentence
    assert "FOW 1008.2" in leads[1].citations, leads[1].citations


@pytest.mark.parametrize("expect", [
    "expect:\n  objects:\n    stone: {exhausted: true}\n",
    "expect:\n  objects:\n    squire: {zone: graveyard}\n",
    "expect:\n  resolved: [flare]\n",
    "expect:\n  objects:\n    spark: {zone: hand}\n",
])
def test_no_part_asked_of_him_takes_another_subject_s_no(expect: str) -> None:
    """The same of an `expect:` naming any one other thing: the first part is his will (Yes),
    and no lead says "No" of anything but the Spark's play."""
    leads = [f for f in ruling(_with_expect(AUDIT46, expect)).answer if f.lead]
    assert leads[0].sentence.startswith("Yes — bob has 1 fire (from 0)"), leads[0].sentence
    assert all("Quick Spark" in f.sentence for f in leads if f.sentence.startswith("No")), \
        [f.sentence for f in leads]


def test_a_part_asked_of_one_player_gets_no_yes_or_no_from_the_other_s_fact() -> None:
    """RB 471.1: "What happens at the Ridge, and does Bob score on Alice's turn?" answered its
    second part "No — alice still has 2 points": Alice's total says nothing of whether Bob
    scores (he did, at step 39, the first part's fact). A part asking of a player takes no Yes
    or No from another player's fact, an action that is not theirs, or a card it does not name."""
    leads = leads_of("riftbound/rulings-audit27/showdown-staged-during-a-combat-begins-after-it-"
                     "and-scores-off-turn.yaml")
    assert not any(f.sentence.startswith("No") for f in leads), [f.sentence for f in leads]
    assert leads[0].sentence.startswith("Bob has 3 points (from 2), at step 39"), leads[0].sentence


def test_with_bob_in_expect_or_without_expect_it_stays_yes() -> None:
    """Audit 46's file itself (Bob's will in `expect:`) and the file without `expect:` were
    right and stay so."""
    assert leads_of(AUDIT46)[0].sentence.startswith("Yes — bob has 1 fire (from 0)")
    text = scenario_text(AUDIT46).split("expect:\n")[0]
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("Yes — bob has 1 fire (from 0)"), lead.sentence


@pytest.mark.parametrize("expect", ["expect:\n  rejected: [3]\n",
                                    "expect:\n  objects:\n    squire: {zone: graveyard}\n"])
def test_she_is_the_one_player_named_other_than_as_an_owner(expect: str) -> None:
    """FOW 903.2l: "Alice plays Sudden Flare at Bob's Squire. Does she spend her fire will, and
    is Quick Spark played?" ("her fire will" names no card, so no card says who "she" is) was
    answered in its first part by Bob's Spark refused ("No — Action 4 (bob plays Quick Spark)
    ..."), or not at all: "she" is the one player the question names other than as an owner,
    Alice, who paid her fire for the Flare (Yes)."""
    text = _with_expect(AUDIT46, expect).replace(
        scenario_text(AUDIT46).split("question: >-\n")[1].split("source:")[0],
        "  Alice plays Sudden Flare at Bob's Squire. Does she spend her fire will, and is Quick\n"
        "  Spark played?\n")
    leads = [f for f in ruling(text).answer if f.lead]
    assert leads[0].sentence.startswith("Yes — alice has 0 fire (from 1), when alice plays "
                                        "Sudden Flare (flare) at step 1"), leads[0].sentence


def test_a_refused_play_says_no_yes_or_no_of_another_card_a_part_names() -> None:
    """FOW 1008.2, 1204.1: "Does Bob get the will, and is the Squire destroyed?" with `expect:`
    naming only Bob's refused Quick Spark answered its second part "No — Action 4 (bob plays
    Quick Spark) is rejected": the Squire is destroyed (by the Flare); the refusal answers a
    part asking of the Spark or of playing, not of another card (answer
    `_asks_of_another_card`)."""
    leads = leads_of(AUDIT47 + "a-refused-spark-says-nothing-of-the-squire-it-aimed-at.yaml")
    assert leads[0].sentence.startswith("Yes — bob has 1 fire (from 0)"), leads[0].sentence
    assert not any(f.sentence.startswith("No — Action 4") for f in leads), \
        [f.sentence for f in leads]
