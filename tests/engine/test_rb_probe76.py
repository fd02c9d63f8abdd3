"""Riftbound answers the probes of round 76 found wrong, asked without `expect:` or `ask:` (a
judge at the table writes neither) of bundled rulings:

- "Which units are ready?" of a ruling whose one unit on the board stayed ready but took damage
  led with the order two spells resolved in: a unit's unchanged state was said only of a card
  the question names, so no unit's fact could say Yes; "Which units are exhausted?" of one with
  no exhausted unit did not say "Not one" either (the which-cards reading, doc 6a).
- "Whose turn is it?" of a ruling with a card whose id is `turn` (Turnabout) was answered by
  where that card ended, "Turnabout (turn) ends in alice's trash", on bob's turn: the game's
  word "turn" read as the id (RB 315: the turn player).
- "What is Trainee Squire's Might?" of a Squire a later step dealt 2 damage led "has 2 damage,
  ...; it has Might 3": an amount of a card asked as "what is" is said first, as "how much" is.
- Thai "Stone Warden มี Might 5 ไหม" (has it 5 Might?) was left unread, with no Yes or No, where
  "มีดาเมจ 2 ไหม" had one: Might (the loan, or ไมท์) was no word of the Thai lexicon.
"""

from __future__ import annotations

from ..helpers import leads_asked_afresh

leads = leads_asked_afresh  # (tests/helpers.py)


SHROUD = "riftbound/policies/there-battlefield-illegal-still-there.yaml"
ZERO = "riftbound/rulings-audit9/zero-might-without-damage-survives.yaml"
TURNABOUT = "riftbound/rulings-audit26/flow-spell-taken-on-the-chain-is-still-banished.yaml"


def test_which_units_are_ready_names_the_ready_unit() -> None:
    first = leads(SHROUD, "Which units are ready?")[0]
    assert first.subject.id == "warden", first.sentence
    assert "is ready" in first.sentence, first.sentence


def test_which_units_are_exhausted_of_none_says_not_one() -> None:
    for path in (SHROUD, ZERO):
        said = leads(path, "Which units are exhausted?")[0].sentence
        assert said.startswith("Not one"), said


def test_which_units_are_ready_in_thai() -> None:
    first = leads(SHROUD, "ยูนิตไหนตั้ง")[0]
    assert first.subject.id == "warden", first.sentence


def test_whose_turn_is_not_a_card_whose_id_is_turn() -> None:
    first = leads(TURNABOUT, "Whose turn is it?")[0]
    assert first.subject.kind == "phase", first.sentence
    assert "bob" in first.sentence.casefold(), first.sentence


QUICK_DRAW = "riftbound/rulings-audit11/quick-draw-gear-played-as-a-reaction.yaml"


def test_what_is_its_might_leads_with_the_might() -> None:
    # (a later step dealt it 2 damage: "has 2 damage, ...; it has Might 3" said 2 first)
    for q in ("What is Trainee Squire's Might?", "What is the Might of Trainee Squire?",
              "What Might does Trainee Squire have?", "How much Might does Trainee Squire have?"):
        said = leads(QUICK_DRAW, q)[0].sentence
        assert said.startswith("Trainee Squire (squire) has Might 3"), (q, said)


TIE = "riftbound/combat/stunned-defender-tie-no-result.yaml"


def test_thai_might_amount_is_read() -> None:
    assert leads(TIE, "Stone Warden มี Might 5 ไหม")[0].verdict == "No"
    assert leads(TIE, "Stone Warden มีไมท์ 4 ไหม")[0].verdict == "Yes"
    said = leads(TIE, "Stone Warden มี Might เท่าไหร่")[0].sentence
    assert said.startswith("Stone Warden (striker) has Might 4"), said
