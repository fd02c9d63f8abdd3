"""Riftbound card-text audit 18: the honest exit-3 edges of what it made writable (the rulings
themselves are scenarios under scenarios/riftbound/rulings-audit18/)."""

from __future__ import annotations

import pytest

from judge.errors import UnsupportedMechanic

from .helpers import ruling

BOARD = """
game: riftbound
title: t
question: q
turn: {player: alice, phase: main, number: 4}
players:
  alice: {energy: 2}
  bob: {energy: 0}
"""


PASSIVE_MINIMUM = """
cards:
  Gloom Totem:
    type: gear
    cost: {energy: 1}
    abilities:
      - {name: Gloom, kind: static, effect: [{modify: {target: {each: {type: unit}},
         stats: {might: -4}, minimum: {might: 1}}}]}
objects:
  - {id: totem, card: Gloom Totem, owner: bob, zone: base}
  - {id: squire, card: Trainee Squire, owner: alice, zone: base}
"""


def test_a_passive_to_a_minimum_of_is_not_snapshotted_but_read_again() -> None:
    """RB 477.3.b (v1.4): only a limit from no passive ability is fixed as applied; a passive
    one is read again whenever Might is (audit 32 models it; it was exit 3): the 2-Might Squire
    is lowered to 1, not by the -4."""
    res = ruling(BOARD + PASSIVE_MINIMUM)
    assert res.final["objects"]["squire"]["stats"]["might"] == 1
    assert "RB 477.3.b" in res.citations


def test_a_passive_to_a_minimum_of_in_v13_is_not_ruled() -> None:
    """v1.3 RB 472.3.b snapshotted a passive ability's limit too, which judge does not model
    for an ability that applies all the time: exit 3, not the -4."""
    with pytest.raises(UnsupportedMechanic, match="to a minimum of"):
        ruling(BOARD.replace("game: riftbound\n", "game: riftbound\nedition: v1.3\n")
               + PASSIVE_MINIMUM)


def test_a_group_to_a_minimum_of_is_not_ruled() -> None:
    """A "to a minimum of" lasting while a condition holds: exit 3 naming it."""
    text = BOARD + """
cards:
  Gloom Wave:
    type: spell
    cost: {energy: 1}
    effect: [{modify: {target: {each: {type: unit, controller: opponent}}, stats: {might: -4},
              minimum: {might: 1}, while: {count: {type: unit}, at_least: 1}}}]
objects:
  - {id: wave, card: Gloom Wave, owner: alice, zone: hand}
  - {id: squire, card: Trainee Squire, owner: bob, zone: base}
actions:
  - {by: alice, do: play, card: wave}
"""
    with pytest.raises(UnsupportedMechanic, match="to a minimum of"):
        ruling(text)


def test_leaving_the_game_with_additional_turns_queued_is_not_ruled() -> None:
    """RB 737 with RB 652.5: what becomes of the queue when a player leaves a game of three
    is not said: exit 3."""
    text = """
game: riftbound
title: t
question: q
turn: {player: alice, phase: main, number: 4}
players:
  alice: {energy: 2}
  bob: {energy: 1}
  carol: {energy: 0}
cards:
  Second Wind:
    type: spell
    cost: {energy: 2}
    effect: [{extra_turn: {}}]
  Forfeit:
    type: spell
    cost: {energy: 1}
    keywords: [reaction]
    effect: [{lose_game: {}}]
objects:
  - {id: wind, card: Second Wind, owner: alice, zone: hand}
  - {id: forfeit, card: Forfeit, owner: bob, zone: hand}
actions:
  - {by: alice, do: play, card: wind}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: carol, do: pass}
  - {by: alice, do: pass}
"""
    res = ruling(text)  # the queue alone is ruled
    assert list(res.resolved) == ["wind"]
    with pytest.raises(UnsupportedMechanic, match="additional turns"):
        ruling(text.replace("  alice: {energy: 2}", "  alice: {energy: 3}").replace(
            "  - {id: wind,", "  - {id: zap, card: Zap, owner: alice, zone: hand}\n"
            "  - {id: csq, card: Trainee Squire, owner: carol, zone: base}\n  - {id: wind,")
            .replace("cards:\n", "cards:\n  Zap:\n    type: spell\n    cost: {energy: 1}\n"
                     "    targets: [{type: unit}]\n"
                     "    effect: [{damage: {target: $1, amount: 1}}]\n")
            .replace("  - {by: carol, do: pass}\n  - {by: alice, do: pass}\n",
                     "  - {by: carol, do: pass}\n  - {by: alice, do: play, card: zap, targets: "
                     "[csq]}\n  - {by: alice, do: pass}\n  - {by: bob, do: play, card: forfeit}\n"))


def test_a_hidden_permanents_play_effect_targeting_elsewhere_is_refused() -> None:
    """RB 811.1.d.2: a hidden permanent's Play Effect chooses its targets at the battlefield
    it was hidden at; the file choosing a unit in a base for it is invalid (exit 2)."""
    from judge.errors import InputError

    from .conftest import ROOT

    text = (ROOT / "scenarios/riftbound/rulings-audit18/hidden-play-effect-targets-at-its-"
            "battlefield.yaml").read_text(encoding="utf-8")
    bad = text.replace("sniper.snipe: {targets: [guard]}", "sniper.snipe: {targets: [far]}")
    with pytest.raises(InputError, match=r"RB 811\.1\.d\.2"):
        ruling(bad)
