"""FOW 1047.3 (its last clause), 1047.4: an expel cost, `expel: n`, takes cards of the payer's own
graveyard (choices: {expel: [ids]}). The scenario files scenarios/force-of-will/costs/expel-cost-*
pin the rulings; these pin what a file may write."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import assert_rejected, ruling, zone
from .test_force_of_will import fow

TOLL = ("  Toll: {type: chant, cost: {fire: 1}, additional_cost: {expel: 2}, "
        "effect: [{draw: {count: 1}}]}\n")
SPARKLE = "  Sparkle: {type: chant, cost: {fire: 1}, effect: [{draw: {count: 1}}]}\n"


def problems(text: str) -> list[str]:
    with pytest.raises(InputError) as info:
        load_scenario_text(text, "t.yaml")
    return [str(p) for p in info.value.problems]


def test_too_few_cards_of_your_graveyard_do_not_pay_it() -> None:
    res = ruling(fow("""
objects:
  - {id: g1, card: Wall, owner: alice, zone: graveyard}
  - {id: t, card: Toll, owner: alice, zone: hand}
actions: [{by: alice, do: play, card: t, choices: {expel: [g1, g1]}}]
then: stop
""", fire=1, cards=TOLL))
    assert_rejected(res, [0])  # the same card twice is one card
    assert zone(res, "g1") == "graveyard"
    assert res.rejected[0].citations == ("FOW 1047.3",)


def test_a_card_outside_the_graveyard_does_not_pay_it() -> None:
    res = ruling(fow("""
objects:
  - {id: g1, card: Wall, owner: alice, zone: graveyard}
  - {id: w, card: Wall, owner: alice, zone: field}
  - {id: t, card: Toll, owner: alice, zone: hand}
actions: [{by: alice, do: play, card: t, choices: {expel: [g1, w]}}]
then: stop
""", fire=1, cards=TOLL))
    assert_rejected(res, [0])
    assert zone(res, "w") == "field"


def test_a_choice_to_expel_for_a_card_with_no_expel_cost_is_an_error() -> None:
    text = fow("""
objects:
  - {id: g1, card: Wall, owner: alice, zone: graveyard}
  - {id: s, card: Sparkle, owner: alice, zone: hand}
actions: [{by: alice, do: play, card: s, choices: {expel: [g1]}}]
""", fire=1, cards=SPARKLE)
    assert any(p.endswith("actions[0].choices.expel: Sparkle has no expel cost to choose for")
               for p in problems(text))


def test_an_expel_cost_is_a_whole_number() -> None:
    text = fow("objects: []\n", cards=TOLL.replace("{expel: 2}", "{expel: two}"))
    assert any("additional_cost.expel: expected a whole number" in p for p in problems(text))


def test_a_game_with_no_expel_cost_refuses_the_key() -> None:
    """Only a game that declares the cost (Rulebook.graveyard_cost) reads `expel:` in a cost."""
    text = """\
game: riftbound
turn: {player: alice, phase: main, number: 3}
cards:
  Toll: {type: spell, cost: {expel: 1}, effect: [{draw: {count: 1}}]}
objects: []
"""
    assert any("cards.Toll.cost.expel: unknown cost" in p for p in problems(text))
