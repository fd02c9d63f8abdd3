"""VW HP.54: whether 0 damage is dealt, which the guide never says. Under `dealt` a 0 dealt to
a player is damage to a player, which Vandaria Wars has nothing to lower: an honest "cannot
rule", as any damage to a player is; under `not-dealt` nothing is dealt and nothing to rule."""

from __future__ import annotations

import pytest

from judge.errors import UnsupportedMechanic

from ..helpers import ruling

SHOT = """
game: vandaria-wars
title: zero to a player
turn: {{player: alice, phase: main}}
policies: {{damage.zero: {option}}}
players:
  alice: {{gold: 0}}
  bob: {{gold: 0}}
cards:
  Nothing Shot: {{type: action, effect: [{{damage: {{target: opponent, amount: 0}}}}]}}
register:
  - {{id: s, card: Nothing Shot, controller: alice}}
then: resolve
"""


def test_zero_damage_dealt_to_a_player_is_damage_to_a_player() -> None:
    with pytest.raises(UnsupportedMechanic, match="0 damage would be dealt to the player bob"):
        ruling(SHOT.format(option="dealt"))


def test_zero_damage_not_dealt_to_a_player_is_nothing_and_names_the_policy() -> None:
    res = ruling(SHOT.format(option="not-dealt"))
    assert list(res.resolved) == ["s"]
    assert "VW HP.54" in next(s for s in res.steps if s.item == "s" and
                              s.kind.value == "resolve").citations
