"""Vandaria Wars, audit 55: "Which Followers are destroyed?" of a ruling whose `expect:` (or whose
question's card text) names the cards' ATK alone says "Not one of them" as the file without
`expect:` does, never a fact of ATK; and card-text probes asked as a judge at a table would
(scenarios/vandaria-wars/rulings-audit55)."""
from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.record import replace

from ..helpers import BUNDLED, leads_asked

AUDIT = "vandaria-wars/rulings-audit55"
ATK_ALONE = f"{AUDIT}/which-followers-are-destroyed-expect-checks-atk-alone.yaml"
ATK_ALONE_ID = f"{AUDIT}/which-followers-are-destroyed-expect-checks-atk-alone-asked-in-" \
    "indonesian.yaml"
JOB = "vandaria-wars/costs/choose-a-job-type.yaml"
MUSTER = "vandaria-wars/rulings-audit35/named-job-a-skills-own-choice-reads-its-own-job.yaml"
TITHE = "vandaria-wars/rulings/x-gold-plus-base-cost-cannot-be-paid.yaml"
BAYAR = f"{AUDIT}/bayar-x-gold-cancelled-gold-stays-paid-no-draw.yaml"
BAYAR_ID = f"{AUDIT}/bayar-x-gold-cancelled-gold-stays-paid-no-draw-asked-in-indonesian.yaml"


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize(("name", "asked"), [
    (ATK_ALONE, "Which Followers are destroyed?"),
    (ATK_ALONE_ID, "Follower mana saja yang hancur?"),
    (ATK_ALONE, "Which of Alice's Followers are destroyed?")])
def test_none_destroyed_where_expect_checks_atk_alone(name: str, asked: str,
                                                      expect: bool) -> None:
    """Spark's 1 damage results first (VW REG.4.b) and the Knight, HP 3, survives it; the
    Blessing then makes it ATK 5. With `expect:` checking ATK alone the lead was "Sample Knight
    (knight) has ATK 5 ...", a fact that does not say whether it was destroyed."""
    lead = leads_asked(name, asked, expect)[0]
    assert lead.sentence.startswith(
        "Not one of them: Sample Knight (knight) is still on the field"), lead.sentence
    assert "1 damage" in lead.sentence, lead.sentence
    assert lead.citations[:1] == ("VW REG.4.b",) and not lead.verdict, lead.citations


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_none_destroyed_of_a_rally_that_names_a_job(expect: bool) -> None:
    """Audit 52 left it: "Which Followers are destroyed?" where `expect:` checks only ATK led with
    Rally's resolution (the Squire's +1 ATK); without `expect:` it said "Not one of them"."""
    lead = leads_asked(JOB, "Which Followers are destroyed?", expect)[0]
    assert lead.sentence.startswith("Not one of them: Squire (squire) is still on the field"), \
        lead.sentence
    assert lead.citations[:1] == ("VW REG.4.b",), lead.citations


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_a_card_no_fact_is_of_is_read_where_it_is(expect: bool) -> None:
    """The question's own card text ("+1 ATK") made every fact one of ATK, with or without
    `expect:`, and the Drill Sergeant summoned had none: "Which Followers are destroyed?" led
    with "Acolyte (aco) has ATK 2". Where each Follower is says none was (the Drill Sergeant,
    read whole, is not named since audit 58: the ruling only brought it into play)."""
    lead = leads_asked(MUSTER, "Which Followers are destroyed?", expect)[0]
    assert lead.sentence.startswith("Not one of them: Acolyte (aco) is still on the field"), \
        lead.sentence
    assert "Drill Sergeant" not in lead.sentence, lead.sentence
    assert lead.citations[:1] == ("VW REG.4.b",), lead.citations


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_none_destroyed_in_a_part_after_another(expect: bool) -> None:
    """"May she use Fire Tithe with X = 3? Which Followers are destroyed?": with `expect:` (the
    Knight's damage alone) the last part led with nothing; without it, "Not one of them"."""
    lead = leads_asked(TITHE, "Which Followers are destroyed?", expect)
    assert lead[0].sentence.startswith("No — Action 1 (alice summons Fire Tithe) is rejected"), \
        lead[0].sentence
    assert len(lead) == 2 and lead[1].sentence.startswith(
        "Not one of them: Sample Knight (knight) is still on the field and has 2 damage"), \
        [f.sentence for f in lead]


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("name", [BAYAR, BAYAR_ID])
def test_a_cancelled_action_draws_no_card(name: str, expect: bool) -> None:
    """"Bayar x gold. Jika demikian, draw X cards" cancelled by Bob's Dispel: the gold stays
    paid (VW REG.14.a, VW HP.8) and "How many cards does Alice draw?" is none, said with the
    step that cancelled it (VW REG.12.b); it led with where Deep Study went (its graveyard)."""
    sc = load_scenario(BUNDLED / name)
    lead = [f for f in resolve(sc if expect else replace(sc, expect=None)).answer if f.lead]
    assert lead[0].sentence.startswith("Alice has 0 gold (from 4)"), lead[0].sentence
    assert len(lead) == 2 and lead[1].sentence == (
        "Alice draws 0 cards: at step 10, Sample Dispel (dispel) results: cancels Deep Study "
        "(study)"), [f.sentence for f in lead]
    assert lead[1].citations[:1] == ("VW REG.12.b",), lead[1].citations


GONE = f"{AUDIT}/target-gone-the-action-does-not-result-no-draw.yaml"
GONE_ID = f"{AUDIT}/target-gone-the-action-does-not-result-no-draw-asked-in-indonesian.yaml"


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("name", [GONE, GONE_ID])
def test_an_action_whose_target_left_draws_no_card_and_says_why(name: str, expect: bool) -> None:
    """Scout Report's target recalled in answer: it does not result (VW REG.8.b), its draw with
    it. "Alice draws 0 cards: Trader Male (a1) is still in alice's deck" said no why, no rule."""
    sc = load_scenario(BUNDLED / name)
    lead = [f for f in resolve(sc if expect else replace(sc, expect=None)).answer if f.lead]
    assert lead[0].sentence.startswith(
        "Alice draws 0 cards: at step 11, Scout Report (report) does not result: its target "
        "Sample Knight (knight) has left play"), lead[0].sentence
    assert lead[0].citations[:1] == ("VW REG.8.b",), lead[0].citations
