"""Vandaria Wars, audit 56: audit 55's leftovers. A Follower sacrificed for a cost cites what
sent it where it went (VW HP.39 for whose graveyard, VW REG.14.a), not the gold paid beside it;
"she" after a clause whose subject is one player is that player; two Indonesian questions in
one sentence are each answered; a card's name is no trait asked of it; and a "Not one of them"
names the cards the ruling changed (scenarios/vandaria-wars/rulings-audit56)."""
from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.engine.answer import Fact
from judge.record import replace

from ..helpers import BUNDLED, leads_asked

AUDIT = "vandaria-wars/rulings-audit56"
A55 = "vandaria-wars/rulings-audit55"
TAKEN = f"{AUDIT}/sacrificed-taken-follower-to-a-summon-whose-graveyard.yaml"
TAKEN_ID = f"{AUDIT}/sacrificed-taken-follower-to-a-summon-whose-graveyard-asked-in-indonesian.yaml"
OATH = f"{A55}/korbankan-a-taken-follower-goes-to-its-owners-graveyard.yaml"
OATH_ID = f"{A55}/korbankan-a-taken-follower-goes-to-its-owners-graveyard-asked-in-indonesian.yaml"
SHE = f"{AUDIT}/she-after-a-clause-whose-subject-is-alice.yaml"
TWO_ID = f"{AUDIT}/two-questions-in-one-sentence-asked-in-indonesian.yaml"
BAYAR_ID = f"{A55}/bayar-x-gold-cancelled-gold-stays-paid-no-draw-asked-in-indonesian.yaml"
COUNTED = f"{A55}/korbankan-then-followers-counted-as-it-results.yaml"
COUNTED_ID = f"{A55}/korbankan-then-followers-counted-as-it-results-asked-in-indonesian.yaml"
ATK_ALONE = f"{A55}/which-followers-are-destroyed-expect-checks-atk-alone.yaml"
JOB = "vandaria-wars/costs/choose-a-job-type.yaml"


def leads(name: str, expect: bool) -> list[Fact]:
    sc = load_scenario(BUNDLED / name)
    return [f for f in resolve(sc if expect else replace(sc, expect=None)).answer if f.lead]


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("name", [TAKEN, TAKEN_ID, OATH, OATH_ID])
def test_a_taken_follower_sacrificed_cites_whose_graveyard_first(name: str,
                                                                 expect: bool) -> None:
    """"Whose graveyard does the Outrider go to?" of Bob's Follower Alice sacrificed: Bob's, by
    VW HP.39's reading, cited first, then the sacrifice's rule (VW REG.14.a); the lead cited the
    gold paid beside it (VW REG.13.b) first and not VW HP.39."""
    lead = leads(name, expect)[0]
    assert "ends in bob's graveyard" in lead.sentence, lead.sentence
    assert lead.citations == ("VW HP.39", "VW REG.14.a"), lead.citations


@pytest.mark.parametrize(("name", "first"), [
    ("vandaria-wars/costs/additional-cost-paid-on-registering.yaml", ("VW REG.14.a",)),
    ("force-of-will/citations/banishing-as-an-additional-cost.yaml", ("FOW 1011.1",)),
    ("riftbound/citations/kill-as-an-additional-cost.yaml", ("RB 428.1.a.1",))])
def test_a_card_paid_as_a_cost_cites_how_it_was_paid(name: str, first: tuple[str, ...]) -> None:
    """The fact of a Follower sacrificed (a resonator banished, a unit killed) for a cost: the
    rule of that payment decides where it went, not the rule of the gold (fire, Energy) paid
    with it, which came first (VW REG.13.b; FOW 903.2k-3; RB 356.2.a.1)."""
    sc = load_scenario(BUNDLED / name)
    facts = [f for f in resolve(sc).answer if f.subject.kind == "object" and
             "(its additional cost)" in f.sentence]
    assert facts, [f.sentence for f in resolve(sc).answer]
    assert facts[0].citations[:1] == first, (facts[0].sentence, facts[0].citations)
    assert "VW REG.13.b" not in facts[0].citations, facts[0].citations


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("asked", [
    "",
    "= Alice has 4 gold. Alice uses Deep Study (cost 1), \"Bayar x gold. Jika demikian, draw X "
    "cards\", with X = 3. Bob answers with Sample Dispel on Deep Study. How much gold does Alice "
    "have, and how many cards does she draw?"], ids=["she-uses", "alice-uses"])
def test_she_after_a_clause_whose_subject_is_alice(asked: str, expect: bool) -> None:
    """The question names Alice and Bob: "she" after "How much gold does Alice have," is Alice,
    who draws none, Deep Study cancelled (VW REG.12.b). It was read as no one, and the part led
    with where Deep Study went."""
    lead = leads_asked(SHE, asked, expect) if asked else leads(SHE, expect)
    assert len(lead) == 2 and lead[1].sentence == (
        "Alice draws 0 cards: at step 10, Sample Dispel (dispel) results: cancels Deep Study "
        "(study)"), [f.sentence for f in lead]
    assert lead[1].citations[:1] == ("VW REG.12.b",), lead[1].citations


def test_he_of_his_squire_counts_his_draw_phase_draw() -> None:
    """"... is his exhausted Squire ready, and how many cards has he drawn?": he is Bob, whose
    Squire the question calls his; his draw phase drew 1 (RB 315.4.a). Without `expect:` the
    part led with "Bob still has 0 Energy"; read as Bob's, it said "Bob draws 0 cards: ... bob
    draws 1 card" (a draw phase's draw was not counted)."""
    lead = leads("riftbound/replacements/awaken-phase-skipped-nothing-readies.yaml", False)
    assert len(lead) == 2 and lead[1].sentence.startswith(
        "Bob draws 1 card: Trainee Squire (b-top) ends in bob's hand"), \
        [f.sentence for f in lead]


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_she_is_not_the_player_whose_sentence_calls_her_so(expect: bool) -> None:
    """"Bob kills her Squire ..., then her Warden .... How many cards does she draw?": not Bob,
    the subject of the sentence before, which says "her" of Alice's cards."""
    lead = leads("riftbound/limited-use/once-each-turn-later-death-does-not-trigger.yaml", expect)
    assert lead[0].sentence.startswith("Alice draws 1 card"), [f.sentence for f in lead]


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize(("name", "asked", "drawn"), [
    (TWO_ID, "", "Alice draws 2 cards: Trader Male (a1) and Trader Male (a2)"),
    (BAYAR_ID, "= Alice punya 4 gold. Ia memakai Deep Study (cost 1), \"Bayar x gold. Jika "
     "demikian, draw X kartu\", dengan X = 3. Bob membalas dengan Sample Dispel pada Deep Study. "
     "Berapa gold Alice sekarang, dan berapa kartu yang Alice draw?", "Alice draws 0 cards")])
def test_two_indonesian_questions_in_one_sentence(name: str, asked: str, drawn: str,
                                                  expect: bool) -> None:
    """"Berapa gold Alice sekarang, dan berapa kartu yang Alice draw?": each question of the
    sentence is read as its own; the second was lost (only ", dan apakah ..." was split)."""
    lead = leads_asked(name, asked, expect) if asked else leads(name, expect)
    assert len(lead) == 2 and lead[0].sentence.startswith("Alice has "), \
        [f.sentence for f in lead]
    assert lead[1].sentence.startswith(drawn), lead[1].sentence


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("name", [COUNTED, COUNTED_ID])
def test_a_cards_name_is_no_trait_asked(name: str, expect: bool) -> None:
    """"Is the Knight destroyed?" of Sample Knight beside a Squire of the knight job: "Knight"
    is the card's name, not the job asked of it. Without `expect:` the lead went on "it has the
    traits human, order, holy, as at the start"."""
    lead = leads(name, expect)[0]
    assert lead.sentence == ("No — Sample Knight (knight) is still on the field and has 2 "
                             "damage, when Blood Price (price) results at step 6"), lead.sentence


def test_another_cards_name_is_no_trait_asked() -> None:
    """"Are the Golem and the Knight destroyed?": the Warden Knight's name asks no trait of the
    Bomb Golem, nor of the Knight ("it has the traits none" was said of each)."""
    lead = leads("force-of-will/rulings/explode-with-its-damage-prevented.yaml", False)
    assert not any("traits" in f.sentence for f in lead), [f.sentence for f in lead]


def test_a_job_asked_of_a_card_by_its_name_is_still_asked() -> None:
    """"Is the Knight still a knight?": the second "knight" is the job asked (VW HP.59)."""
    lead = leads_asked(COUNTED, "Is the Knight still a knight?", False)[0]
    assert "traits human, order, holy" in lead.sentence, lead.sentence


@pytest.mark.parametrize(("name", "kept", "left"), [
    (JOB, "Squire (squire) is still on the field and has ATK 2", "Acolyte"),
    (ATK_ALONE, "Sample Knight (knight) is still on the field, has 1 damage", "Trader Male")])
def test_not_one_of_them_names_the_cards_the_ruling_changed(name: str, kept: str,
                                                            left: str) -> None:
    """"Which Followers are destroyed?" where `expect:` checks ATK alone and no card's fact has
    a step: the cards the ruling changed (Rally's +1 ATK), not a Follower nothing touched
    beside them, which the "Not one of them" listed too."""
    lead = leads_asked(name, "Which Followers are destroyed?", True)[0]
    assert lead.sentence.startswith(f"Not one of them: {kept}"), lead.sentence
    assert left not in lead.sentence, lead.sentence


ORDERS = f"{AUDIT}/option-chosen-target-gone-no-switch-to-the-draw.yaml"
TWO_SPARKS = f"{AUDIT}/damage-of-an-earlier-register-stays-for-the-turn.yaml"
ARCHER = f"{AUDIT}/skill-results-though-its-follower-was-shot.yaml"


def indonesian(name: str) -> str:
    return name.replace(".yaml", "-asked-in-indonesian.yaml")


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize(("name", "said", "rules"), [
    (ORDERS, "No — alice does not draw: Field Orders (orders) does not result at step 12: its "
     "target Sample Militia (militia) has left play (it is in bob's hand)", ("VW REG.8.b",)),
    (TWO_SPARKS, "Yes — Sample Militia (militia) is destroyed at step 12: Sample Spark (s2) "
     "dealt it 1 damage at step 11 (2 in all) and its HP is 2", ("VW HP.7", "VW OV.2.a")),
    (ARCHER, "Yes — Sample Militia (militia) is destroyed at step 13: Volley (archer.volley), "
     "whose source Archer (archer) was in alice's graveyard by then, dealt it 2 damage at step "
     "12 and its HP is 2", ("VW HP.7", "VW REG.7"))], ids=["option", "two-sparks", "archer"])
@pytest.mark.parametrize("lang", ["en", "id"])
def test_card_text_probes(name: str, said: str, rules: tuple[str, ...], lang: str,
                          expect: bool) -> None:
    """Card-text probes ruled from the guide before judge was run: an Option- chosen on
    registering whose target left play does not become the other Option (VW REG.14.b, REG.8.b);
    damage of an earlier register stays for the turn (VW OV.2.a); a skill results though the
    Follower that used it was destroyed first (VW REG.7). Pinned as right."""
    lead = leads(name if lang == "en" else indonesian(name), expect)[0]
    assert lead.sentence == said and lead.citations == rules, (lead.sentence, lead.citations)
