"""Riftbound audit 57: card-text probes a judge meets at a table (Legion after a Repeat, Hunt's
XP turning on a Level, equipment that goes along or stays, Accelerate, Temporary before the
Scoring Step, a unit taken and recalled), and audit 56's leftover of a card never out of its
deck asked "Does the Stone Warden die?" (scenarios/riftbound/rulings-audit57/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario
from judge.engine.answer import Fact

from ..helpers import BUNDLED, facts_of, file_without_expect, leads_asked, leads_of

AUDIT = BUNDLED / "riftbound/rulings-audit57"
LEVEL = AUDIT / "hunt-xp-turns-on-level-after-the-conquer.yaml"
ADEPT = ("Gale Adept (adept) ends at Windswept Ridge (bf-b) and has Might 3 (it had Might 2): "
         "Might 2 printed and +1 Might from Attuned of Gale Adept (adept), when Hunt "
         "(hound.hunt) resolves at step 18")


@pytest.mark.parametrize("expect", [True, False])
def test_a_stat_asked_of_its_possessor_leads_over_a_battlefield_named_after_it(
        expect: bool, tmp_path: Path) -> None:
    """"What is the Adept's Might after she conquers bf-b?" led with bf-b's control (the
    battlefield the clause after the stat names: its fact, like every object's, has the stat
    fields): the card named as the stat's possessor leads, 3 with Hunt's XP (RB 823.1.c.1,
    RB 824.1.c)."""
    leads = leads_of(LEVEL if expect else file_without_expect(LEVEL, tmp_path))
    assert leads[0].sentence.startswith(ADEPT), leads[0].sentence
    assert leads[0].citations[0] == "RB 823.1.c.1", leads[0].citations


@pytest.mark.parametrize("asked", [
    "What is the Might of the Adept after she conquers bf-b?",
    "How much Might does the Adept have after she conquers bf-b?",
    "What is Alice's Gale Adept's Might after she conquers bf-b?"])
@pytest.mark.parametrize("expect", [True, False])
def test_the_stat_possessor_said_in_other_words(asked: str, expect: bool) -> None:
    """The same, the possessor said after the stat ("the Might of the Adept"), as the subject
    of "have", or with the player's possessive before the card's."""
    leads = leads_asked(LEVEL.relative_to(BUNDLED), asked, expect=expect)
    assert leads[0].sentence.startswith(ADEPT), leads[0].sentence


def test_a_stat_of_the_card_asked_first_leads_a_list() -> None:
    """Force of Will's "What is her Stone Sentinel's DEF, and the Phoenix's?" led with the
    Phoenix's DEF (asked second): the Sentinel's, named as the first stat's possessor, leads."""
    facts = facts_of("force-of-will/keywords/reincarnation-the-top-card-has-the-abilities-"
                     "below.yaml")
    assert facts[0].sentence.startswith("Stone Sentinel (sentinel) has DEF 800"), \
        facts[0].sentence
    assert facts[1].sentence.startswith("Phoenix of the Banner (phoenix) ends on the field"), \
        facts[1].sentence


TEMPORARY = AUDIT / "temporary-only-unit-no-hold-to-score.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_no_hold_to_score_says_why(expect: bool, tmp_path: Path) -> None:
    """"Does she score bf-a for holding it?" where Temporary killed her only unit there before
    the Scoring Step (RB 816.1.c) and she lost control of it (RB 190.4.c) was "No — alice still
    has 2 points" citing RB 469, with no why: "holding" was not read as the game's verb of a
    hold (only "hold", "holds"); now it asks whether she held bf-a, as "Does she hold bf-a?"
    does, told by the Scoring Step that held nothing."""
    leads = leads_of(TEMPORARY if expect else file_without_expect(TEMPORARY, tmp_path))
    assert leads[0].sentence == ("No — alice does not hold bf-a: at step 11, alice controls no "
                                 "battlefield: nothing to hold"), leads[0].sentence
    assert leads[0].citations == ("RB 315.2.b.2",), leads[0].citations


def _deck_warden(lead: Fact) -> None:
    assert lead.subject.id == "d1", lead.sentence
    assert lead.sentence.startswith("Stone Warden (d1) "), lead.sentence
    assert "Main Deck" in lead.sentence, lead.sentence
    assert lead.verdict == "", lead.verdict


@pytest.mark.parametrize("name", [
    "riftbound/keywords/vision-instances-trigger-separately.yaml",
    "riftbound/keywords/predict-two-and-no-burn-out.yaml"])
@pytest.mark.parametrize("expect", [True, False])
def test_a_card_never_out_of_its_deck_is_answered_of_itself(name: str, expect: bool) -> None:
    """Audit 56's leftover: "Does the Stone Warden die?" of a Warden that never left its deck
    was led by another card's fact. On this tree (Force of Will audit 60's reading of a card
    asked of itself, merged since) it is said of the Warden asked: where it is, no Yes or No.
    A guard: it passes on main too."""
    assert load_scenario(BUNDLED / name).objects  # the file is there
    _deck_warden(leads_asked(name, "Does the Stone Warden die?", expect=expect)[0])
