"""RB 428.5: a kill is credited to a player and to a spell, an ability or combat damage; a trigger
may wait for one (`when: {event: destroyed, killer: you, killed_with: spell}`), pinned by
scenarios/riftbound/kill-credit. Here what is refused: a kill v1.3 credits to nobody it says
(combat, no RB 428.5.c.2 there) is an honest exit 3, and a game whose rules credit no kill
refuses the keys (exit 2)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text, resolve
from judge.errors import InputError, UnsupportedMechanic

from ..conftest import SCENARIOS

COMBAT = SCENARIOS / "riftbound/kill-credit/combat-kill-is-the-attackers.yaml"


def test_a_combat_kill_under_v13_cannot_be_ruled() -> None:
    text = COMBAT.read_text(encoding="utf-8").replace("game: riftbound\n",
                                                      "game: riftbound\nedition: v1.3\n")
    with pytest.raises(UnsupportedMechanic, match="combat damage: the rules of this edition"):
        resolve(load_scenario_text(text, "<test>"))


def test_a_kill_is_only_a_destroyed_events() -> None:
    text = COMBAT.read_text(encoding="utf-8").replace(
        "when: {event: destroyed, filter: {type: unit}, killer: you},",
        "when: {event: moved, filter: {type: unit}, killer: you},")
    with pytest.raises(InputError, match="only it is credited"):
        load_scenario_text(text, "<test>")


def test_a_game_that_credits_no_kill_refuses_the_keys() -> None:
    text = (SCENARIOS / "force-of-will/rulings/put-into-the-field-is-not-played.yaml").read_text(
        encoding="utf-8")
    bad = text.replace("when: {event: played, player: opponent, filter: {type: resonator, "
                       "zone: any}}", "when: {event: destroyed, killer: you}")
    assert bad != text
    with pytest.raises(InputError, match="credit no kill"):
        load_scenario_text(bad, "<test>")


def test_a_death_of_damage_dealt_before_the_last_resolution_cannot_be_ruled() -> None:
    """RB 428.5.c credits a cleanup's death to the spell or ability that damaged the unit and
    resolved just before: a unit damaged by one spell that dies as another lowers its Might has
    no such spell, and a trigger waiting for a kill is an honest exit 3, not the first spell's."""
    text = (SCENARIOS / "riftbound/kill-credit/spell-damage-kill-is-the-spells.yaml").read_text(
        encoding="utf-8")
    text = text.replace("  - {id: squire, card: Trainee Squire, owner: bob, zone: base}",
                        "  - {id: squire, card: Trainee Squire, owner: bob, zone: base, "
                        "stats: {might: 3}}")
    text = text.replace("cards:\n", "cards:\n  Sap:\n    type: spell\n    cost: {energy: 0}\n"
                        "    targets: [{type: unit}]\n"
                        "    effect: [{modify: {target: $1, stats: {might: -1}, "
                        "duration: turn}}]\n", 1)
    text = text.replace("  - {id: a1, card: Trainee Squire, owner: alice, zone: main_deck}",
                        "  - {id: a1, card: Trainee Squire, owner: alice, zone: main_deck}\n"
                        "  - {id: sap, card: Sap, owner: alice, zone: hand}")
    text = text.replace("  - {by: alice, do: play, card: bolt, targets: [squire]}",
                        "  - {by: alice, do: play, card: bolt, targets: [squire]}\n"
                        "  - {by: alice, do: pass}\n  - {by: bob, do: pass}\n"
                        "  - {by: alice, do: play, card: sap, targets: [squire]}")
    with pytest.raises(UnsupportedMechanic, match="a kill by earlier damage"):
        resolve(load_scenario_text(text, "<test>"))
