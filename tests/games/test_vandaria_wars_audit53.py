"""Vandaria Wars, audit 53: card-text probes ruled from the guide first (a "Jika" condition, an
amount read as the register results, a continuous bonus ending mid-register, a "cannot be used"
restriction, a discard cost, a control change; scenarios/vandaria-wars/rulings-audit53), and a
card named bare after the question named it as one player's."""
from __future__ import annotations

import pytest

from ..helpers import leads_asked

AUDIT = "vandaria-wars/rulings-audit53"
SQUIRE = f"{AUDIT}/the-knight-after-bobs-knight-is-his-not-her-squire.yaml"
CONDITION = f"{AUDIT}/condition-checked-as-it-results.yaml"


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_the_knight_after_bobs_knight_is_his(expect: bool) -> None:
    """"Is the Knight destroyed?" after "Alice uses War Cry on Bob's Knight" asks of Bob's
    Knight. Without `expect:` judge answered "Yes — Sample Knight (squire) is destroyed", her
    Squire (a Sample Knight the question calls the Squire) that Gun Shot destroyed: a confident
    Yes of the wrong card. His Knight took nothing: War Cry's condition did not hold as it
    resulted (VW REG.1.c)."""
    lead = leads_asked(SQUIRE, "Is the Knight destroyed?", expect)[0]
    assert lead.sentence.startswith("No — Sample Knight (knight) is still on the field"), \
        lead.sentence
    assert "VW REG.1.c" in lead.citations


@pytest.mark.parametrize("asked", ["Does the Knight take damage?",
                                   "Apakah Knight terkena damage?"])
def test_the_knight_without_expect_is_bobs(asked: str) -> None:
    lead = leads_asked(CONDITION, asked, expect=False)[0]
    assert lead.sentence.startswith("No — Sample Knight (knight) "), lead.sentence



STAY = f"{AUDIT}/which-of-bobs-followers-stay-owner-policy-not-one.yaml"
VETERAN = f"{AUDIT}/is-bobs-veteran-returned-not-alices.yaml"
LISTED = f"{AUDIT}/are-the-brute-and-alices-veteran-returned-no.yaml"
BATTLE = "vandaria-wars/battle/battle-damage-can-be-answered.yaml"


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_which_of_bobs_followers_stay_under_owner_not_one(expect: bool) -> None:
    """Audit 52's leftover: under VW HP.62 `owner`, with `expect:` checking none of Bob's own
    Followers, "Which of Bob's Followers stay on the field?" led with Recall's step and then
    Alice's Squire. Each Follower of the file is now asked of, as without `expect:`."""
    lead = leads_asked(STAY, "Which of Bob's Followers stay on the field?", expect)[0]
    assert lead.sentence.startswith("Not one of them: Brute (brute) ends in bob's hand"), \
        lead.sentence
    assert lead.citations[:2] == ("VW REG.4.b", "VW HP.62")


def test_which_of_bobs_followers_are_returned_with_expect() -> None:
    lead = leads_asked(STAY, "Which of Bob's Followers are returned to hand?")
    assert [f.subject.id for f in lead[:2]] == ["brute", "guard"], [f.sentence for f in lead]


@pytest.mark.parametrize("asked", ["Is Bob's Veteran returned to hand?",
                                   "Does Bob's Veteran go to his hand?"])
def test_bobs_veteran_returned_not_alices(asked: str) -> None:
    """With `expect:` checking Alice's Veteran alone, "Is Bob's Veteran returned to hand?"
    was "No — Veteran (veteran) is still on the field", hers: a move to a zone is now a card's
    fate asked, and the one card it names (his) is asked of (VW REG.4.b)."""
    lead = leads_asked(VETERAN, asked)[0]
    assert lead.sentence.startswith("Yes — Veteran (guard) ends in bob's hand"), lead.sentence


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("asked", ["Are the Brute and Alice's Veteran returned to hand?",
                                   "Are Alice's Veteran and the Brute returned to hand?"])
def test_a_list_of_cards_is_yes_only_of_each(asked: str, expect: bool) -> None:
    """Without `expect:` "Are the Brute and Alice's Veteran returned to hand?" was "Yes —
    Brute (brute) ends in bob's hand", the first card alone: her Veteran stays (Recall returns
    her opponent's Followers, VW REG.4.b), so No."""
    lead = leads_asked(LISTED, asked, expect)[0]
    assert lead.sentence.startswith("No — Veteran (veteran) is still on the field"), \
        lead.sentence


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_a_list_of_cards_each_true_is_yes(expect: bool) -> None:
    lead = leads_asked(LISTED, "Are the Brute and Bob's Veteran returned to hand?", expect)[0]
    assert lead.sentence.startswith("Yes — Brute (brute) ends in bob's hand"), lead.sentence


def test_two_cards_of_one_name_listed_each_said() -> None:
    """"Are Brute and Veteran returned to hand?" of two Veterans (one returned, one not): no
    single Yes of the Brute alone; each Veteran's own fate is said. The name is one a card of
    each player has and the question never says whose, so no Yes or No opens it (Vandaria
    Wars audit 54's reading, which Riftbound audit 56 applies wherever the question does not
    tell which: it opened with "Yes — Veteran (guard) ends in bob's hand")."""
    lead = leads_asked(LISTED, "Are Brute and Veteran returned to hand?")
    said = [f.sentence for f in lead[:2]]
    assert not any(f.verdict for f in lead[:2]), said
    assert said[0].startswith("The question names bob's Veteran (guard) and alice's Veteran "
                              "(veteran) by one name") and "no Yes or No" in said[0] and \
        "Veteran (guard) ends in bob's hand" in said[0], said
    assert said[1].startswith("Veteran (veteran) is still on the field"), said


def test_a_possessive_two_words_before_a_name_is_not_whose_it_is() -> None:
    """"Alice's Knight attacks Trader Male; ... Does the Trader survive?": the Trader is not
    read as Alice's from the sentence before (a possessive right before the name only)."""
    lead = leads_asked(BATTLE, "Does the Trader survive?", expect=False)[0]
    assert lead.sentence.startswith("Yes — Trader Male (trader) is still on the field and has "
                                    "no damage"), lead.sentence


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_a_card_nothing_moved_cites_the_resolution_that_passed_it_over(expect: bool) -> None:
    """Audit 52's leftover: "No — Veteran (veteran) is still on the field" cited no rule.
    Recall moved the other Followers of the board (VW REG.4.b), not Alice's own: that says why."""
    lead = leads_asked(LISTED, "Is Alice's Veteran returned to hand?", expect)[0]
    assert lead.sentence.startswith("No — Veteran (veteran) is still on the field: Recall "
                                    "(recall) results: puts Brute (brute) into bob's hand"), \
        lead.sentence
    assert lead.citations[:1] == ("VW REG.4.b",), lead.citations
