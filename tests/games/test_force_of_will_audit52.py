"""Force of Will audit 52 (scenarios/force-of-will/rulings-audit52/): audit 51's leftovers,
worst first."""

from __future__ import annotations

import pytest

from tests.helpers import ruling, scenario_text

AUDIT52 = "force-of-will/rulings-audit52/"
UNTOLD = AUDIT52 + "it-is-not-guessed-between-two-cards-in-play.yaml"


def _without_expect(name: str) -> str:
    return scenario_text(name).split("expect:\n")[0]


@pytest.mark.parametrize("expect", [True, False])
def test_it_is_not_guessed_between_two_cards_in_play(expect: bool) -> None:
    """"Bob's Ember Squire and his Stone Sentinel are recovered on the field. ... Alice hits it
    with Quick Spark. Is it rested?": the question does not tell which card "it" is. Judge
    answered "No — Stone Sentinel (sentinel) is recovered", of one of them, right only because
    both are recovered: now it says so, with what each has, and no Yes or No."""
    res = ruling(scenario_text(UNTOLD) if expect else _without_expect(UNTOLD))
    lead = [f for f in res.answer if f.lead]
    assert lead[0].sentence.startswith(
        "The question does not tell which of Ember Squire (squire), Stone Sentinel (sentinel) "
        "\"it\" is: no Yes or No; Ember Squire (squire) is recovered, as at the start"), \
        lead[0].sentence
    assert not any(f.verdict for f in lead), [f.sentence for f in lead]
    assert [f.subject.id for f in lead] == ["squire", "sentinel"]
    assert "is recovered" in lead[1].sentence, lead[1].sentence


def test_the_card_expect_names_is_it() -> None:
    """An `expect:` that names only one of the two cards tells which "it" is: its Yes or No."""
    text = scenario_text(UNTOLD).replace(
        "    sentinel: {zone: field, exhausted: false, damage: 0}\n", "")
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("No — Ember Squire (squire) is recovered"), lead.sentence


def test_a_state_word_before_one_name_still_tells_it_apart() -> None:
    """"Bob's recovered Ember Squire and his Stone Sentinel ...": the state word before the
    Squire's name sets it apart (audit 48's reading): a Yes or No of it, as before."""
    text = _without_expect(UNTOLD).replace(
        "Bob's Ember Squire and his Stone Sentinel are recovered on the field.",
        "Bob's recovered Ember Squire and his Stone Sentinel are on the field.")
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("No — Ember Squire (squire)"), lead.sentence
