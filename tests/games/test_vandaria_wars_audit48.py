"""Vandaria Wars, audit 48: probes asked in Indonesian (scenarios/vandaria-wars/rulings-audit48):
a skill asked of by its card's name ("skill Catapult", "Catapult's skill") and a requirement said
in an aside ("(syarat faction Mystic)")."""
from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.asked import in_english

from ..helpers import BUNDLED, file_without_expect, lead_asked_anew, lead_of, resolved_json

AUDIT = BUNDLED / "vandaria-wars" / "rulings-audit48"
CATAPULT = AUDIT / ("relic-skill-asked-by-its-card-still-results-after-the-relic-is-destroyed-"
                    "asked-in-indonesian.yaml")
AVENGER = AUDIT / "trigger-target-recalled-before-its-new-register-asked-in-indonesian.yaml"
MYSTIC = AUDIT / ("supporting-faction-declared-does-not-meet-mystic-asked-in-indonesian-with-an-"
                  "aside.yaml")


@pytest.mark.parametrize("bare", [False, True])
def test_a_skill_asked_by_its_cards_name_is_answered_yes(tmp_path: Path, bare: bool) -> None:
    """"Apakah skill Catapult tetap result?" asks whether the Catapult's skill (Hurl) still
    results though the Catapult was destroyed in answer (VW REG.7): it was read "Does Catapult
    still result?", of the card, and led with the Catapult's destruction, with no Yes."""
    path = file_without_expect(CATAPULT, tmp_path) if bare else CATAPULT
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("Yes — Hurl (catapult.hurl) results at step 11"), lead["fact"]
    assert lead["citations"][0] == "VW REG.7"


@pytest.mark.parametrize("question", [
    "Does Catapult's skill still result?",
    "Does the skill of the Catapult still result?",
    "Apakah skill Hurl tetap result?",
    "Does Hurl's skill still result?",
])
def test_the_skill_asked_in_other_words(tmp_path: Path, question: str) -> None:
    """The same question in English, and the skill named by its own name."""
    lead = lead_asked_anew(CATAPULT, question, tmp_path)
    assert lead["fact"].startswith("Yes — Hurl (catapult.hurl) results"), lead["fact"]


def test_a_skill_of_a_card_that_does_not_result_is_answered_no(tmp_path: Path) -> None:
    """Avenger's Last Rites, whose target left play before its new register (VW REG.8.b)."""
    lead = lead_asked_anew(AVENGER, "Apakah skill Avenger result?", tmp_path)
    assert lead["fact"].startswith("No — Last Rites (avenger.last-rites) does not result"), \
        lead["fact"]
    assert lead["citations"] == ["VW REG.8.b"]


def test_skill_before_a_name_is_read_as_that_cards_skill() -> None:
    """"skill X" is X's skill; "skill Hurl milik Catapult" names the skill and its card."""
    names = ["Catapult", "Hurl"]
    assert in_english("Apakah skill Catapult tetap result?", names) == \
        "Does Catapult's skill still result?"
    assert in_english("Apakah skill Hurl milik Catapult tetap result?", names) == \
        "Does Catapult's Hurl still result?"


def test_a_whom_question_of_a_cards_skill_is_not_a_yes_or_no(tmp_path: Path) -> None:
    """A who or whom question of the skill is not read as asking whether it results."""
    lead = lead_asked_anew(CATAPULT, "Whom does Catapult's skill damage?", tmp_path)
    assert not lead["fact"].startswith(("Yes", "No")), lead["fact"]


@pytest.mark.parametrize("bare", [False, True])
def test_a_faction_requirement_said_in_an_aside_is_read(tmp_path: Path, bare: bool) -> None:
    """"Bisakah Alice men-summon Mystic Seer (syarat faction Mystic)?": the aside's words were
    not in the lexicon, so the question was left unread and the refusal led with no No."""
    path = file_without_expect(MYSTIC, tmp_path) if bare else MYSTIC
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("No — Action 1 (alice summons Mystic Seer) is rejected"), \
        lead["fact"]
    assert lead["citations"] == ["VW REG.13.a"]


def test_a_question_of_two_alternatives_of_a_cards_skill_is_not_a_yes_or_no(
        tmp_path: Path) -> None:
    """"Does Catapult's skill result, or does it wait?" asks which, not whether: a first try
    answered Force of Will's "Does the Well's ability resolve at once, or go on the chase?"
    (without `expect:`) "No — Well up is still on the chase"."""
    lead = lead_asked_anew(CATAPULT, "Does Catapult's skill result at once, or wait for the "
                           "passes?", tmp_path)
    assert not lead["fact"].startswith(("Yes", "No")), lead["fact"]


@pytest.mark.parametrize("bare", [False, True])
def test_damage_asked_of_a_follower_gone_before_the_skill_aimed_at_it(tmp_path: Path,
                                                                       bare: bool) -> None:
    """"Apakah Sample Militia menerima damage?" of a Follower returned to the hand before Last
    Rites, aimed at it, resulted: it led with the move (VW REG.4.b), and without `expect:`
    with no No; the damage was not dealt because the skill's target had left play (VW
    REG.8.b)."""
    path = file_without_expect(AVENGER, tmp_path) if bare else AVENGER
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("No — Sample Militia (militia) ends in alice's hand"), \
        lead["fact"]
    assert "at step 17, Last Rites (avenger.last-rites) does not result" in lead["fact"]
    assert lead["citations"] == ["VW REG.8.b"]
