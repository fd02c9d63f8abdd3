"""RB 829.1.c.3: several instances of Flow, each with its cost; the player chooses which
applies (`flow_instance`, default the first)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import ruling

FLOW = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 3}, bob: {}}
cards:
  Tidal Reprise:
    type: spell
    cost: {energy: 4}
    keywords: [flow]
    flow_costs: [{energy: 3}, {energy: 1}]
    effect: [{draw: {count: 1}}]
objects:
  - {id: reprise, card: Tidal Reprise, owner: alice, zone: trash}
  - {id: d1, card: Trainee Squire, owner: alice, zone: main_deck}
actions:
  - {by: alice, do: play, card: reprise, choices: CHOICES}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
then: stop
"""


@pytest.mark.parametrize(("choices", "left"), [("{}", 0), ("{flow_instance: 2}", 2),
                                               ("{flow_instance: 1}", 0)])
def test_the_flow_cost_chosen_is_paid(choices: str, left: int) -> None:
    r = ruling(FLOW.replace("CHOICES", choices))
    assert r.final["players"]["alice"]["energy"] == left
    assert r.final["objects"]["reprise"]["zone"] == "banishment"


def test_a_flow_cost_the_card_does_not_have_is_refused() -> None:
    r = ruling(FLOW.replace("CHOICES", "{flow_instance: 3}"))
    assert [x.action for x in r.rejected] == [0]
    assert "no Flow cost 3" in r.rejected[0].text


def test_one_flow_cost_in_a_list_is_bad_input() -> None:
    with pytest.raises(InputError, match="two or more Flow costs"):
        load_scenario_text(FLOW.replace("[{energy: 3}, {energy: 1}]", "[{energy: 3}]")
                           .replace("CHOICES", "{}"), "<test>")
