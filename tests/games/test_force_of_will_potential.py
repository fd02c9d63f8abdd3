"""FOW 104.9's potential cost ("that you would have to pay N will for"): the filter keys
`potential_cost`, `potential_cost_or_less` and `potential_cost_exactly`, read through the ruling
under way (the cost changes in force), and the honest "cannot rule" where its player's
commitment decides. The scenario files `card-text/potential-cost-*` pin the rulings."""

from __future__ import annotations

import pytest

from judge.errors import UnsupportedMechanic

from ..helpers import assert_cites, ruling, zone
from .test_force_of_will import fow

_CARDS = """\
  Reaver: {type: resonator, cost: {fire: 1, free: 3}, keywords: [raid], raid: {fire: 1},
           stats: {atk: 700, def: 700}}
  Ogre: {type: resonator, cost: {fire: 1, free: 2}, stats: {atk: 900, def: 900}}
  Muster: {type: chant, cost: {fire: 1}, effect: [{move_zone: {target: {each: {type: resonator,
           zone: hand, controller: you, %s}}, to: field}}]}
"""


def _muster(key: str, hand: str = "ogre", card: str = "Ogre", more: str = "") -> str:
    return fow(f"""
objects:
  - {{id: {hand}, card: {card}, owner: alice, zone: hand}}
  - {{id: m, card: Muster, owner: alice, zone: hand}}
{more}actions: [{{by: alice, do: play, card: m}}]
""", fire=1, cards=_CARDS % key)


@pytest.mark.parametrize(("key", "moved"), [
    ("potential_cost: 3", True), ("potential_cost: 4", False),
    ("potential_cost_or_less: 3", True), ("potential_cost_or_less: 2", False),
    ("potential_cost_exactly: 3", True), ("potential_cost_exactly: 2", False),
])
def test_the_potential_cost_is_the_cost_of_playing_it_now(key: str, moved: bool) -> None:
    res = ruling(_muster(key))
    assert zone(res, "ogre") == ("field" if moved else "hand")
    assert_cites(res, "FOW 104.9")


def test_a_reduction_in_force_now_counts() -> None:
    tutor = ("  - {id: t, card: Tutor, owner: alice, zone: field}\n")
    text = _muster("potential_cost_or_less: 2", more=tutor).replace(
        "cards:\n", "cards:\n  Tutor: {type: resonator, stats: {atk: 100, def: 100}, abilities: "
        "[{name: Lesson, kind: static, effect: [{cost_change: {target: {each: {}}, "
        "less: {free: 1}}}]}]}\n", 1)
    assert zone(ruling(text), "ogre") == "field"


def test_an_alternative_cost_that_changes_the_answer_is_its_players_commitment() -> None:
    """[Raid] costs 1, its own cost 4: "2 or less" holds only if Alice commits to [Raid]
    (104.9: she may, and must then play it so), which judge does not keep."""
    with pytest.raises(UnsupportedMechanic, match="commit"):
        ruling(_muster("potential_cost_or_less: 2", "r", "Reaver"))


def test_a_cost_change_that_asks_the_cost_it_changes_is_circular() -> None:
    text = _muster("potential_cost: 1",
                   more="  - {id: t, card: Miser, owner: alice, zone: field}\n")
    text = text.replace("cards:\n", "cards:\n  Miser: {type: resonator, stats: {atk: 100, def: "
                        "100}, abilities: [{name: Thrift, kind: static, effect: [{cost_change: "
                        "{target: {each: {potential_cost: 3}}, less: {free: 1}}}]}]}\n", 1)
    with pytest.raises(UnsupportedMechanic, match="circular"):
        ruling(text)


def test_a_cost_made_by_choices_judge_does_not_price_cannot_be_ruled() -> None:
    text = _muster("potential_cost: 1", "c", "Convoker").replace(
        "cards:\n", "cards:\n  Convoker: {type: resonator, cost: {fire: 1}, keywords: [convoke], "
        "stats: {atk: 100, def: 100}}\n", 1)
    with pytest.raises(UnsupportedMechanic, match="convoke"):
        ruling(text)
