"""Vandaria Wars, audit 54: a card name the question gives a card of each player ("Alice's Knight
and Bob's Knight ... Is the Knight destroyed?") gets no single Yes or No, and "Knight milik Bob"
is read as Bob's Knight (scenarios/vandaria-wars/rulings-audit54)."""
from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.record import replace

from ..helpers import BUNDLED, leads_asked

AUDIT = "vandaria-wars/rulings-audit54"
BOTH = f"{AUDIT}/the-knight-of-both-players-gets-no-yes-or-no.yaml"
BOTH_ID = f"{AUDIT}/the-knight-of-both-players-gets-no-yes-or-no-asked-in-indonesian.yaml"
MILIK = f"{AUDIT}/the-knight-after-knight-milik-bob-is-his-not-her-squire.yaml"
KORBANKAN = "vandaria-wars/rulings-audit52/korbankan-which-followers-go-to-the-graveyard-" \
    "asked-in-indonesian.yaml"
AMBIGUOUS = "The question names bob's Sample Knight (bknight) and alice's Sample Knight " \
    "(aknight) by one name and does not tell which it asks of: no Yes or No; Sample Knight " \
    "(bknight) is destroyed"


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize(("name", "asked"), [(BOTH, "Is the Knight destroyed?"),
                                             (BOTH, "Does the Knight survive?"),
                                             (BOTH_ID, "Apakah Knight hancur?")])
def test_the_knight_of_both_players_gets_no_yes_or_no(name: str, asked: str,
                                                      expect: bool) -> None:
    """"Alice's Knight and Bob's Knight are on the field. Alice uses Gun Shot on Bob's Knight.
    Is the Knight destroyed?" opened with "Yes — Sample Knight (bknight) is destroyed", his
    alone: "the Knight" may be hers, which took nothing. No Yes or No; each one's fate said."""
    lead = leads_asked(name, asked, expect)
    assert lead[0].sentence.startswith(AMBIGUOUS) and not lead[0].verdict, lead[0].sentence
    assert lead[0].citations[:1] == ("VW HP.7",), lead[0].citations
    assert lead[1].sentence.startswith("Sample Knight (aknight) is still on the field") and \
        not lead[1].verdict, lead[1].sentence


@pytest.mark.parametrize(("name", "asked", "said"), [
    (BOTH, "Is Bob's Knight destroyed?", "Yes — Sample Knight (bknight) is destroyed"),
    (BOTH, "Is Alice's Knight destroyed?", "No — Sample Knight (aknight) is still on the field"),
    (BOTH_ID, "Apakah Knight milik Bob hancur?", "Yes — Sample Knight (bknight) is destroyed"),
    (BOTH_ID, "Apakah Knight milik Alice hancur?",
     "No — Sample Knight (aknight) is still on the field")])
def test_the_knight_named_as_ones_own_gets_its_yes_or_no(name: str, asked: str,
                                                          said: str) -> None:
    """A part that says whose Knight it asks of has that Knight's Yes or No alone."""
    lead = leads_asked(name, asked, expect=False)[0]
    assert lead.sentence.startswith(said), lead.sentence


def test_one_players_knight_named_before_is_that_ones() -> None:
    """Only Bob's Knight named before: "the Knight" is his (audit 53's reading), its Yes."""
    lead = leads_asked(BOTH, "= Alice uses Gun Shot on Bob's Knight. Is the Knight destroyed?",
                       expect=False)[0]
    assert lead.sentence.startswith("Yes — Sample Knight (bknight) is destroyed"), lead.sentence


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_knight_milik_bob_is_bobs(expect: bool) -> None:
    """Audit 53's ruling asked in Indonesian: "... pada Knight milik Bob ... Bob membalas dengan
    Gun Shot pada Squire. Apakah Knight hancur?" opened with "Yes — Sample Knight (squire) is
    destroyed", her Squire: "Knight milik Bob" was not read as his. No: War Cry's condition did
    not hold as it resulted (VW REG.1.c)."""
    lead = leads_asked(MILIK, "Apakah Knight hancur?", expect)[0]
    assert lead.sentence.startswith("No — Sample Knight (knight) is still on the field"), \
        lead.sentence
    assert "VW REG.1.c" in lead.citations


def test_knight_nya_is_his_knight_as_his_is() -> None:
    """"Knight milik Bob" read as Bob's must not leave it the only place naming a Knight:
    "Recall pada Knight-nya" (his Knight) is read as "his" is. Without it Alice's Knight, one
    of her Followers asked of, fell from the second fact to the last of audit 52's "Follower
    mana saja milik Alice yang masuk graveyard?" (it stays on the field)."""
    sc = load_scenario(BUNDLED / KORBANKAN)
    facts = resolve(replace(sc, expect=None)).answer
    assert facts[1].sentence.startswith("Sample Knight (veteran) is still on the field"), \
        [f.sentence for f in facts]
