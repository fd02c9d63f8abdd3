"""Force of Will audit 53 (scenarios/force-of-will/rulings-audit53/): audit 52's leftovers,
worst first."""

from __future__ import annotations

import pytest

from tests.helpers import ruling, scenario_text

AUDIT53 = "force-of-will/rulings-audit53/"
DESTROYED = AUDIT53 + "it-is-not-guessed-between-two-cards-for-a-destruction.yaml"


def _without_expect(name: str) -> str:
    return scenario_text(name).split("expect:\n")[0]


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Is it destroyed?", "Does it survive?",
                                   "Is it in his graveyard?"])
def test_it_is_not_guessed_between_two_cards_for_a_zone(expect: bool, asked: str) -> None:
    """FOW 1204.1: "Bob's Gale Hawk and his Stone Sentinel are on the field. ... Alice hits it
    with Quick Spark. Is it destroyed?": the question does not tell which card "it" is. Judge
    answered "Yes — Gale Hawk (hawk) is destroyed" (or "No" to "Does it survive?"), of one of
    them by chance: of the Sentinel the answer is the other one. Now it says so, with what
    each has, and no Yes or No."""
    text = scenario_text(DESTROYED) if expect else _without_expect(DESTROYED)
    res = ruling(text.replace("Is it destroyed?", asked))
    lead = [f for f in res.answer if f.lead]
    assert lead[0].sentence.startswith(
        "The question does not tell which of Gale Hawk (hawk), Stone Sentinel (sentinel) "
        "\"it\" is: no Yes or No; Gale Hawk (hawk) is destroyed at step 7"), lead[0].sentence
    assert lead[0].citations[:1] == ("FOW 1204.1",), lead[0].citations
    assert not any(f.verdict for f in lead), [f.sentence for f in lead]
    assert [f.subject.id for f in lead] == ["hawk", "sentinel"]
    assert "still on the field" in lead[1].sentence, lead[1].sentence


def test_one_card_named_is_it() -> None:
    """With the Gale Hawk alone named, "it" is the Hawk: its Yes, as before."""
    text = _without_expect(DESTROYED).replace(
        "Bob's Gale Hawk and his Stone Sentinel are on the field.",
        "Bob's Gale Hawk is on the field.")
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("Yes — Gale Hawk (hawk) is destroyed"), lead.sentence


def test_the_card_expect_names_is_it_for_a_zone() -> None:
    """An `expect:` that names only one of the two cards tells which "it" is: its Yes or No."""
    text = scenario_text(DESTROYED).replace(
        "    sentinel: {zone: field, damage: 0}\n", "")
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("Yes — Gale Hawk (hawk) is destroyed"), lead.sentence
