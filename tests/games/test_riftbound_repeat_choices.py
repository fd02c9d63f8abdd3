"""RB 820.2.a: the choices of a Repeat execution may differ from the first: another mode
(`repeat_mode`), a "you may" decided apart (`decisions: {<item>: {again: {...}}}`)."""

from __future__ import annotations

import pytest

from judge.errors import InputError

from ..helpers import ruling

HEAD = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 2}, bob: {}}
objects:
  - {id: vv, card: Volley or Verse, owner: alice, zone: hand}
  - {id: st, card: Second Thoughts, owner: alice, zone: hand}
  - {id: a-top, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: a-next, card: Trainee Squire, owner: alice, zone: main_deck}
"""


@pytest.mark.parametrize(("choices", "why"), [
    ("{mode: verse, repeat_mode: volley}", "pay the Repeat cost"),
    ("{mode: verse, repeat: true, repeat_mode: sonnet}", "has no mode sonnet"),
])
def test_a_repeat_mode_is_checked_as_the_spell_is_played(choices: str, why: str) -> None:
    r = ruling(HEAD + f"""
actions:
  - {{by: alice, do: play, card: vv, choices: {choices}}}
""")
    assert [x.action for x in r.rejected] == [0]
    assert why in r.rejected[0].text


def test_a_you_may_of_the_second_execution_follows_the_first_unless_decided_apart() -> None:
    r = ruling(HEAD + """
actions:
  - {by: alice, do: play, card: st, choices: {repeat: true}}
decisions:
  st: {choices: {drew: false}}
""")
    assert r.final["objects"]["a-top"]["zone"] == "main_deck"  # neither execution draws


def test_an_again_decision_never_asked_is_an_error() -> None:
    """Without Repeat paid there is no second execution: `again` changed nothing."""
    with pytest.raises(InputError, match=r"decisions\.st\.again\.drew: never used"):
        ruling(HEAD + """
actions:
  - {by: alice, do: play, card: st}
decisions:
  st: {again: {drew: false}}
""")


SEVERAL = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 3}, bob: {}}
cards:
  Echo Lantern:
    type: gear
    repeat_costs: [{energy: 1}, {energy: 2}]
    abilities:
      - {name: Glow, kind: activated, keywords: [repeat], cost: {exhaust: self},
         effect: [{draw: {count: 1}}]}
objects:
  - {id: lantern, card: Echo Lantern, owner: alice, zone: base}
  - {id: d1, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: d2, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: d3, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: d4, card: Trainee Squire, owner: alice, zone: main_deck}
actions:
  - {by: alice, do: activate, object: lantern, ability: Glow, choices: CHOICES}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
then: stop
"""


@pytest.mark.parametrize(("choices", "drawn", "left"), [
    ("{repeat_instances: [1, 2]}", 3, 0),  # RB 820.3: once more for each instance paid
    ("{repeat: true}", 2, 2),  # the first instance only
    ("{repeat_instances: [2]}", 2, 1),  # RB 820.1.c.2: each paid or not, apart
])
def test_an_ability_with_several_repeat_instances(choices: str, drawn: int, left: int) -> None:
    r = ruling(SEVERAL.replace("CHOICES", choices))
    objects = r.final["objects"]
    assert sum(objects[d]["zone"] == "hand" for d in ("d1", "d2", "d3", "d4")) == drawn
    assert r.final["players"]["alice"]["energy"] == left


def test_an_instance_the_card_does_not_have_is_refused() -> None:
    r = ruling(SEVERAL.replace("CHOICES", "{repeat_instances: [3]}"))
    assert [x.action for x in r.rejected] == [0]
    assert "no instance 3" in r.rejected[0].text


def test_a_triggered_abilitys_instance_it_does_not_have_is_a_bad_decision() -> None:
    """RB 820.3 on a triggered ability: the instances paid are decided as it goes on the
    chain; one the card does not have is a located error (exit 2)."""
    text = SEVERAL.replace("kind: activated, keywords: [repeat], cost: {exhaust: self},",
                           "kind: triggered, keywords: [repeat], when: {event: played, "
                           "object: self},").replace(
        "  - {id: lantern, card: Echo Lantern, owner: alice, zone: base}",
        "  - {id: lantern, card: Echo Lantern, owner: alice, zone: hand}").replace(
        "  - {by: alice, do: activate, object: lantern, ability: Glow, choices: CHOICES}",
        "  - {by: alice, do: play, card: lantern}") + """decisions:
  lantern.glow: {choices: {repeat_instances: [1, 3]}}
"""
    with pytest.raises(InputError, match="repeat_instances: name each instance once"):
        ruling(text.replace("cost: {energy: 0}", ""))


def test_repeat_costs_and_repeat_cost_together_are_bad_input() -> None:
    from judge.app import load_scenario_text

    text = SEVERAL.replace("    repeat_costs:", "    repeat_cost: {energy: 1}\n    repeat_costs:")
    with pytest.raises(InputError, match="not both"):
        load_scenario_text(text.replace("CHOICES", "{}"), "<test>")


EACH = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 4}, bob: {}}
cards:
  Triple Volley:
    type: spell
    cost: {energy: 1}
    keywords: [repeat]
    repeat_costs: [{energy: 1}, {energy: 2}]
    targets: [{type: unit}]
    effect: [{damage: {target: $1, amount: 2}}]
objects:
  - {id: volley, card: Triple Volley, owner: alice, zone: hand}
  - {id: w1, card: Stone Warden, owner: bob, zone: base}
  - {id: w2, card: Stone Warden, owner: bob, zone: base}
actions:
  - {by: alice, do: play, card: volley, targets: [w1], choices: CHOICES}
"""


@pytest.mark.parametrize(("choices", "why"), [
    ("{repeat_instances: [1, 2], repeat_targets_each: [[w2]]}", "one list of targets for each"),
    ("{repeat_instances: [1], repeat_targets_each: [[w2], [w1]]}", "1 paid, 2 given"),
    ("{repeat_targets_each: [[w2]]}", "0 paid, 1 given"),
    ("{repeat_instances: [1, 2], repeat_targets: [w2], repeat_targets_each: [[w2], [w1]]}",
     "give the Repeat executions' targets once"),
    ("{repeat_instances: [1, 2], repeat_targets_each: [[w2], [volley]]}",
     "not a legal target for the Repeat execution"),
])
def test_each_repeat_executions_targets_are_checked_as_it_is_played(choices: str,
                                                                    why: str) -> None:
    """RB 820.2.a, RB 820.3: one list per instance paid, each legal as it is played."""
    r = ruling(EACH.replace("CHOICES", choices))
    assert [x.action for x in r.rejected] == [0]
    assert why in r.rejected[0].text


def test_an_empty_list_repeats_at_the_first_target() -> None:
    r = ruling(EACH.replace("CHOICES", "{repeat_instances: [1, 2], repeat_targets_each: "
                                       "[[], [w2]]}") + """
  - {by: alice, do: pass}
  - {by: bob, do: pass}
then: stop
""")
    assert r.final["objects"]["w1"]["zone"] == "trash"  # 2 + 2 damage: its Might is 4
    assert r.final["objects"]["w2"]["damage"] == 2


TRIGGERED = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 5}, bob: {}}
cards:
  Twice-Echoing Duelist:
    type: unit
    cost: {energy: 3}
    stats: {might: 3}
    repeat_costs: [{energy: 1}, {energy: 1}]
    abilities:
      - {name: Riposte, kind: triggered, keywords: [repeat], when: {event: played, object: self},
         targets: [{type: unit, controller: opponent}], effect: [{damage: {target: $1, amount: 1}}]}
objects:
  - {id: duelist, card: Twice-Echoing Duelist, owner: alice, zone: hand}
  - {id: w1, card: Stone Warden, owner: bob, zone: base}
actions:
  - {by: alice, do: play, card: duelist}
decisions:
  duelist.riposte: {targets: [w1], choices: CHOICES}
"""


@pytest.mark.parametrize(("choices", "why"), [
    ("{repeat_instances: [1, 2], repeat_targets_each: [[w1]]}", "one list of targets for each"),
    ("{repeat_instances: [1, 2], repeat_targets_each: [[w1], [duelist]]}", "not a legal target"),
    ("{repeat: true, repeat_targets: [duelist]}", "not a legal target"),
])
def test_a_triggered_abilitys_repeat_targets_are_checked(choices: str, why: str) -> None:
    """RB 820.2.a: chosen as it goes on the chain, each legal there (exit 2 at the decision:
    before, `repeat_targets` of a triggered ability was never read)."""
    with pytest.raises(InputError, match=why):
        ruling(TRIGGERED.replace("CHOICES", choices))
