"""Abilities granted by an effect (engine/granted.py): what a file may write, and what stays an
honest "cannot rule" (exit 3)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError, UnsupportedMechanic

from ..helpers import ruling

HEAD = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 1}, bob: {}}
cards:
"""


def test_a_granted_static_that_modifies_applies_through_the_layers() -> None:
    """It was exit 3 (issue 11); RB 476.2: the layers apply again with it, from the grant on."""
    r = ruling(HEAD + """
  Odd:
    type: spell
    cost: {energy: 1}
    keywords: [action]
    targets: [{type: unit}]
    effect: [{modify: {target: $1, abilities: [Aura]}}]
    gives: [{name: Aura, kind: static, effect: [{modify: {target: self, stats: {might: 1}}}]}]
objects:
  - {id: squire, card: Trainee Squire, owner: alice, zone: base}
  - {id: odd, card: Odd, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: odd, targets: [squire]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
then: stop
""")
    assert r.final["objects"]["squire"]["stats"]["might"] == 3  # 2 printed, +1


def test_a_granted_ability_must_be_in_the_cards_gives() -> None:
    with pytest.raises(InputError, match="not an ability in this card's `gives:`"):
        load_scenario_text(HEAD + """
  Odd:
    type: spell
    targets: [{type: unit}]
    effect: [{modify: {target: $1, abilities: [Nope]}}]
""", "<test>")


def test_a_card_does_not_have_the_abilities_it_gives() -> None:
    """`gives:` abilities are not the card's own: the spell's object cannot activate one."""
    r = ruling(HEAD + """
  Odd Relic:
    type: gear
    gives: [{name: Rally, kind: activated, effect: [{draw: {count: 1}}]}]
objects:
  - {id: relic, card: Odd Relic, owner: alice, zone: base}
  - {id: a-top, card: Trainee Squire, owner: alice, zone: main_deck}
actions:
  - {by: alice, do: activate, object: relic, ability: Rally}
""")
    assert [x.action for x in r.rejected] == [0]


def test_the_granted_ability_is_named_as_the_objects_when_refused() -> None:
    """Asking for an ability an object lacks lists the granted ones too."""
    r = ruling(HEAD + """
  Banner:
    type: gear
    traits: [equipment]
    gives: [{name: Rally, kind: activated, effect: [{draw: {count: 1}}]}]
objects:
  - {id: squire, card: Trainee Squire, owner: alice, zone: base}
  - {id: banner, card: Banner, owner: alice, zone: base, attached_to: squire}
actions:
  - {by: alice, do: activate, object: squire, ability: Nope}
""")
    assert "(it has: Rally)" in r.rejected[0].text


def test_a_missing_granted_name_is_located_at_the_name() -> None:
    where = r"<test>:10:53: cards\.Odd\.effect\[0\]\.modify\.abilities\[1\]: 'Nope'"
    with pytest.raises(InputError, match=where):
        load_scenario_text(HEAD + """
  Odd:
    type: spell
    targets: [{type: unit}]
    effect: [{modify: {target: $1, abilities: [Cry, Nope]}}]
    gives: [{name: Cry, kind: activated, effect: [{draw: {count: 1}}]}]
""", "<test>")


@pytest.mark.parametrize("effect", ["win_game", "lose_game"])
def test_winning_or_losing_by_an_effect_in_a_v13_file_is_an_honest_cannot_rule(
        effect: str) -> None:
    """RB 193-196 (winning, RB 195-195.1) are new in Core Rules v1.4: v1.3 has no rule."""
    with pytest.raises(UnsupportedMechanic, match=r"v1\.4 \(RB 195"):
        load_scenario_text(HEAD.replace("game: riftbound", "game: riftbound\nedition: v1.3")
                           + f"""
  Odd:
    type: spell
    effect: [{{{effect}: {{}}}}]
""", "<test>")


CHAIN = HEAD + """
  Rally Pennant:
    type: gear
    traits: [equipment]
    gives:
      - {name: Rally, kind: triggered, when: {event: attacked, object: self},
         targets: [{type: unit, controller: you}], effect: [{draw: {count: 1}}]}
objects:
  - {id: squire, card: Trainee Squire, owner: alice, zone: base}
  - {id: pennant, card: Rally Pennant, owner: alice, zone: base, attached_to: squire}
  - {id: a-top, card: Trainee Squire, owner: alice, zone: main_deck}
chain:
  - {id: cry, ability: Rally, source: squire, controller: alice, targets: [squire]}
actions:
  - {by: alice, do: pass}
  - {by: bob, do: pass}
then: stop
"""


def test_a_chain_item_may_name_a_granted_ability() -> None:
    """Issue 11 bug: the file's chain named an ability the source has only by a grant (RB
    718.3: the attached gear's Effect Text) and the loader refused it (exit 2)."""
    r = ruling(CHAIN)
    assert list(r.resolved) == ["cry"]
    assert r.final["objects"]["a-top"]["zone"] == "hand"


def test_a_granted_trigger_on_the_chain_opened_it() -> None:
    """RB 346.1: a chain whose first item is a triggered ability (a granted one too) was
    opened by a trigger, not by a player."""
    from judge.games.riftbound.state import chain_origin

    assert chain_origin(load_scenario_text(CHAIN, "<test>")) == "trigger"


def test_a_chain_item_naming_an_ability_not_granted_at_the_start_is_located() -> None:
    """The pennant is not attached: the squire has no Rally when the file begins."""
    text = CHAIN.replace(", attached_to: squire}", "}")
    with pytest.raises(InputError, match=r"<test>:\d+:\d+: chain\[0\]\.ability: .*Rally"):
        ruling(text)


def test_a_chain_item_naming_no_ability_given_anywhere_is_still_bad_input() -> None:
    with pytest.raises(InputError, match=r"chain\[0\]\.ability: unknown ability"):
        load_scenario_text(CHAIN.replace("ability: Rally", "ability: Nope"), "<test>")


def test_an_attached_gears_static_that_modifies_applies_to_its_unit() -> None:
    """RB 718.3: a static ability in an equipment's Effect Text is its unit's while attached
    (exit 3 before: granting a static ability was not modelled)."""
    r = ruling(HEAD + """
  Iron Brace:
    type: gear
    traits: [equipment]
    gives: [{name: Braced, kind: static, effect: [{modify: {target: self, stats: {might: 2}}}]}]
objects:
  - {id: squire, card: Trainee Squire, owner: alice, zone: base}
  - {id: brace, card: Iron Brace, owner: alice, zone: base, attached_to: squire}
then: stop
""")
    assert r.final["objects"]["squire"]["stats"]["might"] == 4  # 2 printed, +2
    assert r.final["objects"]["brace"].get("stats", {}).get("might") is None


def test_an_attached_gears_cost_change_is_its_units() -> None:
    """RB 718.3: "my abilities cost 1 less" from an equipment's Effect Text changes what the
    unit's own abilities cost while attached."""
    r = ruling(HEAD + """
  Thrift Band:
    type: gear
    traits: [equipment]
    gives: [{name: Thrift, kind: static,
             effect: [{cost_change: {target: self, of: activate, less: {energy: 1}}}]}]
  Drill Sergeant:
    type: unit
    stats: {might: 2}
    abilities:
      - {name: Drill, kind: activated, cost: {energy: 2}, effect: [{draw: {count: 1}}]}
objects:
  - {id: sarge, card: Drill Sergeant, owner: alice, zone: base}
  - {id: band, card: Thrift Band, owner: alice, zone: base, attached_to: sarge}
  - {id: a-top, card: Trainee Squire, owner: alice, zone: main_deck}
actions:
  - {by: alice, do: activate, object: sarge, ability: Drill}
then: stop
""")
    assert not r.rejected  # 2 less 1: Alice's 1 Energy pays it
    assert r.final["players"]["alice"]["energy"] == 0


def test_an_attached_gears_prohibition_and_replacement_are_its_units() -> None:
    """RB 718.3: "I don't ready" and "if I would die, recall me instead" from an equipment's
    Effect Text are the unit's while attached."""
    r = ruling(HEAD + """
  Stasis Cuff:
    type: gear
    traits: [equipment]
    gives:
      - {name: Stay, kind: static, effect: [{forbid: {action: ready, target: self}}]}
      - {name: Ward, kind: static,
         effect: [{replace: {event: destroyed, object: self, instead: [{recall: {target: self}}]}}]}
  Snuff:
    type: spell
    cost: {energy: 1}
    targets: [{type: unit}]
    effect: [{ready: {target: $1}}, {destroy: {target: $1}}]
objects:
  - {id: bf-a, card: Sunken Plaza, owner: bob, zone: "battlefield:bf-a"}
  - {id: squire, card: Trainee Squire, owner: alice, zone: "battlefield:bf-a", exhausted: true}
  - {id: cuff, card: Stasis Cuff, owner: alice, zone: "battlefield:bf-a", attached_to: squire}
  - {id: snuff, card: Snuff, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: snuff, targets: [squire]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
then: stop
""")
    squire = r.final["objects"]["squire"]
    assert squire["zone"] == "base"  # recalled instead of dying
    assert squire["exhausted"] is True  # it did not ready


def test_a_static_ability_an_effect_grants_forbids_as_the_objects_own() -> None:
    """A granted static ability that forbids (exit 3 before) applies to the object that has
    it: the Squire given "I can't move" by a spell cannot make a standard move."""
    r = ruling(HEAD.replace("energy: 1", "energy: 2") + """
  Odd:
    type: spell
    cost: {energy: 1}
    keywords: [action]
    targets: [{type: unit}]
    effect: [{modify: {target: $1, abilities: [Ward]}}]
    gives: [{name: Ward, kind: static, effect: [{forbid: {action: move, target: self}}]}]
objects:
  - {id: bf-a, card: Sunken Plaza, owner: bob, zone: "battlefield:bf-a"}
  - {id: odd, card: Odd, owner: alice, zone: hand}
  - {id: squire, card: Trainee Squire, owner: alice, zone: base}
actions:
  - {by: alice, do: play, card: odd, targets: [squire]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: move, units: [squire], to: bf-a}
""")
    assert [x.action for x in r.rejected] == [3]
    assert r.final["objects"]["squire"]["zone"] == "base"


def test_a_loss_of_abilities_in_a_game_without_its_rule_cannot_be_ruled() -> None:
    """`loses_abilities` is the engine's (FOW 909.1d, RB 477.2.a); a game that maps no rule for
    it (Role.LOSES_ABILITIES) does not guess how its objects lose abilities: exit 3. (Riftbound
    was the example until audit 32 mapped RB 477.2.a, layer 2; Vandaria Wars maps none.)"""
    text = """
game: vandaria-wars
title: t
question: q
turn: {player: alice, phase: main}
players:
  alice: {gold: 0}
  bob: {gold: 0}
cards:
  Hush:
    type: action
    targets: [{type: follower}]
    effect: [{modify: {target: $1, loses_abilities: true}}]
objects:
  - {id: trader, card: Trader Male, owner: bob, zone: field}
register:
  - {id: hush, card: Hush, controller: alice, targets: [trader]}
"""
    with pytest.raises(UnsupportedMechanic, match="loses its abilities"):
        ruling(text)
