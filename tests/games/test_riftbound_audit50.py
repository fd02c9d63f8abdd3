"""Riftbound audit 50: a draw asked of the card (or ability) that made it, other words for the
bundled questions (metamorphic probes), and audit 49's leftovers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ..helpers import file_without_expect, lead_asked_anew, lead_of, leads_of, resolved_json

SCENARIOS = Path(__file__).parents[2] / "scenarios"
SCRIBE = SCENARIOS / "riftbound/card-text/if-in-the-effect-read-on-resolution.yaml"
RESTOCK_NOT_MET = ("alice draws no card from {source}: Restock (scribe.restock) resolves at "
                   "step 13: its draw instruction does not happen: its condition (the number of "
                   "your objects in hand is at most 1) is not met")


@pytest.mark.parametrize("expect", [True, False])
def test_the_scribes_ability_drew_nothing(expect: bool, tmp_path: Path) -> None:
    """"Does the Scribe's ability still draw her a card?" where Restock's "if you have one or
    fewer cards in hand" was read as it resolved (RB 383.2.b) after Quick Study drew her two:
    the lead was "Yes — alice draws 2 cards ... when Quick Study (study) resolves", a
    confident wrong Yes told by another card's draw. The Scribe's own resolution says No."""
    lead = leads_of(SCRIBE if expect else file_without_expect(SCRIBE, tmp_path))[0]
    assert lead.verdict == "No", lead.sentence
    assert lead.sentence.startswith(
        "No — " + RESTOCK_NOT_MET.format(source="Hoarding Scribe (scribe)")), lead.sentence
    assert "RB 383.2.b" in lead.citations


@pytest.mark.parametrize(("question", "source"), [
    ("Does Restock still draw her a card?", "Restock"),
    ("Does the Scribe draw her a card?", "Hoarding Scribe (scribe)"),
    ("Does Alice draw a card from the Scribe's ability?", "Hoarding Scribe (scribe)"),
    ("Does Alice draw from Restock?", "Restock"),
])
def test_the_draw_of_the_source_asked_of_in_other_words(question: str, source: str,
                                                        tmp_path: Path) -> None:
    """The same No whichever words name the source: the ability by its name, the card, or
    what she draws "from" (each led with Quick Study's two cards, Yes)."""
    lead = lead_asked_anew(SCRIBE, question, tmp_path)
    assert lead["fact"].startswith("No — " + RESTOCK_NOT_MET.format(source=source)), \
        lead["fact"]


@pytest.mark.parametrize("question", ["Does Alice draw from Quick Study?",
                                      "Does Quick Study draw her two cards?"])
def test_the_source_that_drew_still_says_yes(question: str, tmp_path: Path) -> None:
    """Of the card that did draw, the Yes stands (its draw, RB 413.2.b)."""
    lead = lead_asked_anew(SCRIBE, question, tmp_path)
    assert lead["fact"].startswith("Yes — alice draws 2 cards"), lead["fact"]


HOMESICK = SCENARIOS / "riftbound/turn/beginning-effects-before-scoring.yaml"
HOMESICK_SAYS = ("Alice's only unit at bf-a says \"At the start of your Beginning Phase, recall "
                 "me\". ")
UNCONTROLLED = ("bf-a is uncontrolled, at step 8: alice has no units at bf-a: bf-a becomes "
                "uncontrolled")


def asked_anew(path: Path, question: str, tmp_path: Path) -> dict[str, Any]:
    """The lead of `path` asked `question` instead of its one-line question."""
    text = path.read_text(encoding="utf-8")
    start = text.index("\nquestion: ") + 1
    end = text.index("\n", start)
    copy = tmp_path / path.name
    copy.write_text(text[:start] + "question: " + json.dumps(question) + text[end:],
                    encoding="utf-8")
    return lead_of(resolved_json(copy))


@pytest.mark.parametrize(("question", "verdict"), [
    ("Does she lose bf-a?", "Yes"),
    ("Does Alice lose bf-a?", "Yes"),
    ("Does she lose control of bf-a?", "Yes"),
    ("Does Bob lose bf-a?", "No"),
    ("Does she control bf-a?", "No"),
    ("Does she keep control of bf-a?", "No"),
    ("Does she keep control of Sunken Plaza?", "No"),
])
def test_losing_a_battlefield_is_its_control_not_the_game(question: str, verdict: str,
                                                          tmp_path: Path) -> None:
    """"Does she lose bf-a?" after her only unit there was recalled (RB 190.4.c: bf-a becomes
    uncontrolled) led "No — alice still has 2 points": read as losing the game, a confident
    wrong No. Losing a key of the game's own state (a battlefield's control) is asked of that
    entry, as it was and as it ends; "she" is the one player the question names, and the
    battlefield may be named by its card (each lost its Yes or No on main)."""
    lead = asked_anew(HOMESICK, HOMESICK_SAYS + question, tmp_path)
    assert lead["fact"] == f"{verdict} — {UNCONTROLLED}.", lead["fact"]


def test_losing_the_game_is_still_the_game(tmp_path: Path) -> None:
    """"Does she lose?" names no battlefield: whether she lost the game (she did not)."""
    lead = asked_anew(HOMESICK, HOMESICK_SAYS + "Does she lose?", tmp_path)
    assert lead["fact"].startswith("No — alice still has 2 points"), lead["fact"]


SHIELD = SCENARIOS / "riftbound/rulings-audit9/shield-gives-an-attacker-nothing.yaml"
GIANT_LIVES = ("Giant (giant) is still at Sunken Plaza (bf-a): it was dealt 5 damage at step "
               "16, not lethal damage")


@pytest.mark.parametrize("expect", [True, False])
def test_a_players_unit_asked_by_its_type_is_theirs(expect: bool, tmp_path: Path) -> None:
    """"Alice attacks bf-a with Oak Shieldbearer ... Bob defends with a 6-Might unit. Does
    Bob's unit die?" led "Yes — Oak Shieldbearer (oak) is killed": Alice's card, the one the
    question names, a confident wrong Yes of another player's unit. "Bob's unit" asks of a
    card of Bob's: his Giant, dealt 5 (2 + 3, Shield adding nothing to an attacker, RB
    814.1.c), not lethal to its 6 Might (RB 323.5)."""
    lead = leads_of(SHIELD if expect else file_without_expect(SHIELD, tmp_path))[0]
    assert lead.sentence.startswith(f"No — {GIANT_LIVES}"), lead.sentence
    assert lead.citations[:1] == ("RB 323.5",)


@pytest.mark.parametrize(("question", "said"), [
    ("Does Bob's 6-Might unit die?", f"No — {GIANT_LIVES}"),
    ("Does Bob's unit survive?", f"Yes — {GIANT_LIVES}"),
    ("Is Bob's unit killed?", f"No — {GIANT_LIVES}"),
    ("Does Alice's unit die?", "Yes — Oak Shieldbearer (oak) is killed at step 17"),
])
def test_a_players_unit_in_other_words(question: str, said: str, tmp_path: Path) -> None:
    """The same card whichever words ask of it (each of Bob's was Oak Shieldbearer's fate)."""
    lead = lead_asked_anew(SHIELD, "Alice attacks bf-a with Oak Shieldbearer (2 Might, Shield) "
                           "and a 3-Might unit. Bob defends with a 6-Might unit. " + question,
                           tmp_path)
    assert lead["fact"].startswith(said), lead["fact"]


def test_both_of_a_players_units_are_theirs(tmp_path: Path) -> None:
    """"... and do both of Bob's units die?" (audit 49's damaged Warden) without `expect:` was
    answered "Yes — Stone Warden (aw) is killed", Alice's attacking Warden of the same name;
    it is Bob's Warden that the part asks of (killed by 1 more damage, RB 465.2.c.4)."""
    path = SCENARIOS / ("riftbound/rulings-audit49/"
                        "damaged-unit-needs-only-its-remaining-lethal-before-the-backline.yaml")
    second = leads_of(file_without_expect(path, tmp_path))[1]
    assert second.sentence.startswith("Yes — Stone Warden (warden) is killed at step 15"), \
        second.sentence


@pytest.mark.parametrize(("question", "said"), [
    ("unit ของ Bob ตายไหม", f"No — {GIANT_LIVES}"),
    ("unit ของ Bob รอดไหม", f"Yes — {GIANT_LIVES}"),
    ("unit ของ Bob ถูกฆ่าไหม", f"No — {GIANT_LIVES}"),
    ("Oak Shieldbearer ของ Alice ตายไหม", "Yes — Oak Shieldbearer (oak) is killed at step 17"),
])
def test_a_players_unit_asked_in_thai(question: str, said: str, tmp_path: Path) -> None:
    """Thai says the owner last ("unit ของ Bob": Bob's unit); the question was read from "ของ"
    on, "Does of Bob die?", its subject lost, and led "Yes — Oak Shieldbearer (oak) is
    killed", Alice's card. It is read "Does Bob's unit die?", as in English."""
    lead = lead_asked_anew(SHIELD, "Alice attacks bf-a with Oak Shieldbearer (2 Might, Shield) "
                           "and a 3-Might unit. Bob defends with a 6-Might unit. " + question,
                           tmp_path)
    assert lead["fact"].startswith(said), lead["fact"]
