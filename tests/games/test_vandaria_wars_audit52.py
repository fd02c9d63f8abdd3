"""Vandaria Wars, audit 52: audit 51's leftovers (scenarios/vandaria-wars/rulings-audit52). A
"which cards ...?" question true of no card says so; whose a card is where owner and controller
differ is VW HP.62's (both options pinned); "their owners' hands" is read; "Does Grudge result
before Shelter?" of a Shelter that never resulted keeps no Yes or No and says why."""
from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.record import replace

from ..helpers import BUNDLED, leads_asked

AUDIT = "vandaria-wars/rulings-audit52"
NONE = f"{AUDIT}/which-of-bobs-followers-get-1-atk-none-of-them.yaml"
MINE = f"{AUDIT}/which-of-alices-followers-returned-the-taken-one-was-bobs-asked-in-indonesian.yaml"
OWNER = f"{AUDIT}/which-of-alices-followers-returned-owner-policy.yaml"
RECALL = ("vandaria-wars/rulings-audit51/followers-returned-to-hand-each-to-its-owner-asked-in-"
          "indonesian.yaml")
JOB = "vandaria-wars/costs/choose-a-job-type.yaml"
SHELTER = ("vandaria-wars/rulings-audit50/two-players-skills-prevention-below-the-damage-in-the-"
           "new-register.yaml")


def _led(name: str, asked: str, expect: bool = True) -> list[str]:
    return [f.subject.id for f in leads_asked(name, asked, expect) if f.subject.kind == "object"]


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("asked", ["Which of Bob's Followers get +1 ATK?",
                                   "Follower milik Bob mana yang mendapat +1 ATK?"])
def test_which_of_bobs_followers_none_of_them(asked: str, expect: bool) -> None:
    """Audit 51's leftover: "Which of Bob's Followers get +1 ATK?" where none did led with
    Alice's Squire, the one that did, as though it were his. Bob's Hedge Knight, of the job
    named (VW REG.14.a) but not hers, stays ATK 1: none of his Followers gets it."""
    lead = leads_asked(NONE, asked, expect)[0]
    assert lead.sentence.startswith("Not one of them: Hedge Knight (hedge) has ATK 1"), \
        lead.sentence
    assert lead.verdict == "" and lead.citations[0] == "VW REG.14.a"


def test_a_player_with_no_card_of_the_type_has_none() -> None:
    lead = leads_asked(JOB, "Which of Bob's Followers get +1 ATK?")[0]
    assert lead.sentence == "Not one: bob has no follower", lead.sentence


def test_which_followers_are_destroyed_none_of_them_of_their_zones() -> None:
    """Without `expect:` each Follower's zone is a fact: none of them is destroyed."""
    lead = leads_asked(JOB, "Which Followers are destroyed?", expect=False)[0]
    assert lead.sentence.startswith("Not one of them: Squire (squire) is still on the field"), \
        lead.sentence


def test_none_where_the_facts_checked_cannot_say() -> None:
    """With `expect:` checking ATK alone, no fact it asks for says whether a Follower was
    destroyed: audit 52 let the facts lead; audit 55 reads where each card is, as the file
    without `expect:` does (tests/games/test_vandaria_wars_audit55.py)."""
    lead = leads_asked(JOB, "Which Followers are destroyed?")[0]
    assert lead.sentence.startswith("Not one of them: Squire (squire) is still on the field"), \
        lead.sentence


def test_which_followers_get_it_still_leads_with_the_ones_that_did() -> None:
    assert _led(NONE, "Which Followers get +1 ATK?") == ["squire"]


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("asked", ["Which of Alice's Followers are returned to hand?",
                                   "Follower mana saja milik Alice yang kembali ke tangan?"])
def test_the_taken_follower_was_bobs_under_the_default(asked: str, expect: bool) -> None:
    """Audit 51's leftover: the Squire Bob took from Alice and Recall returned to her hand was
    listed both as hers and as his. Under VW HP.62's default it was Bob's while in play, as
    it was returned: none of Alice's Followers returns, and the policy is cited."""
    lead = leads_asked(MINE, asked, expect)[0]
    assert lead.sentence.startswith("Not one of them: Squire (squire) is still on the field"), \
        lead.sentence
    assert "VW HP.62" in lead.citations


def test_the_taken_follower_is_bobs_under_the_default_and_cites_the_policy() -> None:
    lead = leads_asked(RECALL, "Which of Bob's Followers are returned to hand?")
    assert [f.subject.id for f in lead] == ["taken", "brute", "guard"]
    assert list(lead[0].citations) == ["VW REG.4.b", "VW HP.62"]
    assert "VW HP.62" not in lead[1].citations  # Bob's own Brute: the policy decided nothing


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_the_taken_follower_is_alices_under_owner(expect: bool) -> None:
    assert _led(OWNER, "Which of Alice's Followers are returned to hand?", expect) == ["taken"]
    lead = leads_asked(OWNER, "Which of Alice's Followers are returned to hand?", expect)[0]
    assert list(lead.citations) == ["VW REG.4.b", "VW HP.62"]


def test_under_owner_the_taken_follower_does_not_lead_bobs() -> None:
    """"Which of Bob's Followers ...?" under `owner`: the Squire is Alice's, not led first."""
    lead = leads_asked(OWNER, "Which of Bob's Followers are returned to hand?")[0]
    assert lead.subject.id != "taken", lead.sentence


def test_the_policy_pair_reads_differently() -> None:
    """Switching VW HP.62 changes the answer of the same board (the scenario pair)."""
    sc = load_scenario(BUNDLED / MINE)
    default = [f.sentence for f in resolve(sc).answer if f.lead]
    owner = [f.sentence for f in resolve(replace(sc, policies={
        "cards.whose_asked": "owner"})).answer if f.lead]
    assert default[0].startswith("Not one of them") and owner[0].startswith("Squire (taken)")


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("asked", ["Which Followers are returned to their owners' hands?",
                                   "Which Followers return to their owners' hands?"])
def test_their_owners_hands_in_the_plural(asked: str, expect: bool) -> None:
    """Audit 51's leftover: "to their owners' hands" (the zone in the plural) was not read: the
    taken Squire alone led."""
    assert sorted(_led(RECALL, asked, expect)) == ["brute", "guard", "taken"]


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("asked", ["= Does Grudge result before Shelter?",
                                   "= Apakah Grudge result sebelum Shelter?"])
def test_grudge_before_a_shelter_that_never_resulted_says_why_no_yes(
        asked: str, expect: bool) -> None:
    """Audit 51's leftover, decided: no Yes or No (a Yes says Shelter resulted after it, a No
    that Grudge did not come first); the lead now says why, with the rule that stopped Shelter
    (VW REG.8.b) and the order of the new register (VW HP.5). Without `expect:` it led with
    Grudge's resolution alone, with `expect:` with Shelter's."""
    lead = leads_asked(SHELTER, asked, expect)[0]
    assert lead.verdict == ""
    assert lead.sentence.startswith("At step 15, Grudge (totem.grudge) results"), lead.sentence
    assert "at step 19, Shelter (shrine.shelter) does not result" in lead.sentence
    assert lead.sentence.endswith("the question presumes that both result, and only Grudge "
                                  "(totem.grudge) does")
    assert list(lead.citations) == ["VW REG.8.b", "VW HP.5"]


def test_shelter_before_grudge_is_still_no() -> None:
    lead = leads_asked(SHELTER, "= Does Shelter result before Grudge?", expect=False)[0]
    assert lead.verdict == "No"


def test_the_scenarios_exist() -> None:
    for name in (NONE, MINE, OWNER, OATH):
        assert (BUNDLED / name).is_file()


SEIZED = "vandaria-wars/rulings-audit38/knight-taken-stays-holy.yaml"
CAPTAIN = "vandaria-wars/rulings-audit33/captain-taken-the-damaged-militia-is-destroyed.yaml"


def test_a_card_the_policy_leaves_out_is_named_not_counted() -> None:
    """Probe of every bundled ruling: "Which of Alice's Followers survive?" of a Knight Bob
    seized said "Not one: alice has no follower", where her own Knight survives under his
    control: now the Knight is named as not counted, by VW HP.62."""
    lead = leads_asked(SEIZED, "Which of Alice's Followers survive?", expect=False)[0]
    assert lead.sentence == ("Not one of them; not counted: Sample Knight (knight), which alice "
                             "did not control the last time it was in play"), lead.sentence
    assert list(lead.citations) == ["VW HP.62"]


def test_not_counted_beside_the_ones_that_did_not() -> None:
    lead = leads_asked(CAPTAIN, "Which of Alice's Followers survive?", expect=False)[0]
    assert lead.sentence.startswith("Not one of them: Sample Militia (militia) is destroyed")
    assert lead.sentence.endswith("; not counted: Shield Captain (captain), which alice did "
                                  "not control the last time it was in play"), lead.sentence
    assert list(lead.citations) == ["VW HP.7", "VW HP.62"]


OATH = f"{AUDIT}/korbankan-which-followers-go-to-the-graveyard-asked-in-indonesian.yaml"


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_korbankan_the_follower_sacrificed_on_registering_goes(expect: bool) -> None:
    """Card-text probe (pinned): "Korbankan 1 Follower. Jika demikian" is paid as Blood Oath
    is registered (VW REG.14.a): the Militia goes to the graveyard though the Oath never
    results (its target recalled, VW REG.8.b); Bob's Knight went to his hand, none of his."""
    lead = leads_asked(OATH, "Follower mana saja milik Alice yang masuk graveyard?", expect)
    assert [f.subject.id for f in lead] == ["militia"]
    assert "VW REG.14.a" in lead[0].citations
    bobs = leads_asked(OATH, "Follower mana saja milik Bob yang masuk graveyard?", expect)[0]
    assert bobs.sentence.startswith("Not one of them: Sample Knight (knight) ends in bob's hand")


ORDERS = "vandaria-wars/costs/option-chosen-on-registering.yaml"


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize(("asked", "said"), [
    ("Which of Alice's Followers are destroyed?", "Not one: alice has no follower"),
    ("Follower mana saja milik Alice yang hancur?", "Not one: alice has no follower"),
])
def test_option_chosen_on_registering_none_of_hers(asked: str, said: str, expect: bool) -> None:
    """Card-text probe (pinned): Field Orders' Option- chosen as it is registered (VW REG.14.b)
    destroys Bob's Trader Male; Alice has no Follower, so none of hers is destroyed."""
    assert leads_asked(ORDERS, asked, expect)[0].sentence == said
    assert _led(ORDERS, "Which Followers are destroyed?", expect) == ["trader"]
