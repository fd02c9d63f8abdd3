"""Force of Will audit 30 (scenarios/force-of-will/rulings-audit30/): status automatic abilities
(FOW 906.9, 906.9a), written `when: {state: <condition>}`, and what the scenarios' expect cannot
pin: the errors of the new key, its schema, and the notes that say why one does not trigger."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.resolution import Resolution
from judge.errors import InputError
from judge.games import find_game
from judge.schema import scenario_schema
from tests.helpers import ruling

AUDIT = Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit30"
STATE = "when: {state: {resource: life, at_most: 1000}}"


def _text(name: str) -> str:
    return (AUDIT / name).read_text(encoding="utf-8")


def _notes(res: Resolution) -> list[str]:
    return [str(f.message) for f in res.findings if f.kind == "note"]


def test_a_status_trigger_triggers_once_as_its_state_comes_to_hold() -> None:
    """FOW 906.9a: no status automatic ability could be written (audit 29); written now, it
    triggers as its state comes to hold, once, citing 906.9a on its trigger step."""
    res = ruling(_text("status-trigger-triggers-once-while-its-state-holds.yaml"))
    triggers = [s for s in res.steps if "triggers" in str(s.summary)]
    assert len(triggers) == 1, res.steps
    assert "FOW 906.9a" in triggers[0].citations


def test_the_state_holding_again_while_the_first_waits_is_said() -> None:
    """FOW 906.9a: its state stopping and holding again within one resolution, while the first
    waits, triggers nothing, and a note says why."""
    res = ruling(_text("status-trigger-does-not-trigger-again-while-the-first-waits.yaml"))
    assert any("already triggered" in n for n in _notes(res)), _notes(res)


def test_a_state_changed_by_an_instruction_without_an_event_is_seen() -> None:
    """FOW 906.9a: a state is looked at after each instruction, not only after events: a life
    gain (no event of its own) made the state stop holding, and the damage after it made it
    hold again, so it triggers again."""
    res = ruling(_text("status-trigger-triggers-again-once-its-state-stopped-and-held-again."
                       "yaml"))
    assert sum("triggers" in str(s.summary) for s in res.steps) == 2


@pytest.mark.parametrize("name", [
    "status-trigger-still-holding-after-it-resolves-policy-default.yaml",
    "status-trigger-still-holding-after-it-resolves-policy-switched.yaml"])
def test_the_policy_is_named_both_ways(name: str) -> None:
    """FOW HP.60: whether a status trigger whose state still holds as it leaves the chase
    triggers again is the house policy's; the ruling depends on it either way."""
    res = ruling(_text(name))
    assert "trigger.status_again" in res.policies


def test_state_with_an_event_is_an_error() -> None:
    """A status trigger watches no event: `event:` (or any other key) beside `state:` is an
    error, located at that key."""
    text = _text("status-trigger-triggers-once-while-its-state-holds.yaml")
    bad = text.replace(STATE, "when: {state: {resource: life, at_most: 1000}, event: damaged}")
    assert bad != text
    with pytest.raises(InputError, match=r"when\.event: a trigger on a state"):
        ruling(bad)


def test_state_must_be_a_condition() -> None:
    text = _text("status-trigger-triggers-once-while-its-state-holds.yaml")
    bad = text.replace(STATE, "when: {state: 3}")
    with pytest.raises(InputError, match=r"when\.state"):
        ruling(bad)


def test_a_game_without_status_triggers_reports_state_as_an_error() -> None:
    """Riftbound's and Vandaria Wars' rules have no ability that triggers on a state: `state:`
    there is an error, not a trigger that never fires."""
    text = """
game: riftbound
title: t
turn: {player: alice, phase: main, number: 3}
players:
  alice: {points: 0}
  bob: {points: 0}
cards:
  Watcher:
    type: unit
    stats: {might: 2}
    abilities:
      - name: Look
        kind: triggered
        when: {state: {resource: points, at_least: 3}}
        effect: [{draw: {count: 1}}]
objects:
  - {id: w, card: Watcher, owner: alice, zone: base}
"""
    with pytest.raises(InputError, match=r"when\.state: .*no ability that triggers on a state"):
        ruling(text)


def test_the_schema_has_state_only_where_the_rules_have_status_triggers() -> None:
    def when_of(game: str) -> object:
        schema = scenario_schema(find_game(game))
        return str(schema)

    assert "a status automatic ability" in when_of("force-of-will")
    assert "a status automatic ability" not in when_of("riftbound")


def test_a_hidden_cards_decline_names_the_times_it_is_declined() -> None:
    """FOW 906.6b: a [Trigger] card's `decline: true` covered every time its condition was met
    in a file (audit 29); `decline: [n, ...]` declines the n-th times only, and it is revealed
    the others."""
    res = ruling(_text("trigger-card-declined-the-first-time-revealed-the-second.yaml"))
    said = [str(s.summary) for s in res.steps]
    assert any("does not reveal" in s for s in said), said
    assert any("revealed" in s and "squire2" in s for s in said), said


def test_a_time_never_reached_is_an_unused_decision() -> None:
    """A time the card's condition was never met at declines nothing: an error at that entry
    (revealed the first time, the card is played and gone, so a second time never comes)."""
    text = _text("trigger-card-declined-the-first-time-revealed-the-second.yaml")
    for said, where, nth in (("decline: [1, 3], targets: [squire2]", 1, "3rd"),
                             ("decline: [2], targets: [squire1]", 0, "2nd")):
        bad = text.replace("decline: [1], targets: [squire2]", said)
        with pytest.raises(InputError, match=rf"decisions\.ford\.decline\[{where}\]: never "
                           rf"used: .*{nth}"):
            ruling(bad)


def test_a_list_of_times_on_an_optional_abilitys_item_is_an_error() -> None:
    """Each time an optional ability triggers is an item with its own id: a list of times under
    one is an error (exit 2), not a decline of every time."""
    text = _text("optional-status-trigger-declined-does-not-trigger-again-while-its-state-"
                 "holds.yaml")
    bad = text.replace("idol.rally: {decline: true}", "idol.rally: {decline: [1]}")
    assert bad != text
    with pytest.raises(InputError, match=r"idol\.rally\.decline: each time"):
        ruling(bad)


def test_a_list_of_times_is_an_error_where_no_hidden_card_is_declined() -> None:
    """Riftbound's decisions take `decline: true` only: a list there is an error."""
    text = """
game: riftbound
title: t
turn: {player: alice, phase: main, number: 3}
players:
  alice: {points: 0}
  bob: {points: 0}
decisions:
  x: {decline: [1]}
"""
    with pytest.raises(InputError, match=r"decisions\.x\.decline: expected true or false"):
        ruling(text)


def test_a_list_of_times_for_a_game_start_ability_is_an_error() -> None:
    """An "at the beginning of the game" ability triggers once: a list of times is an error."""
    path = AUDIT.parent / "setup/game-start-trigger-declined-from-the-hand.yaml"
    text = path.read_text(encoding="utf-8")
    bad = text.replace("decline: true", "decline: [1]")
    assert bad != text
    with pytest.raises(InputError, match=r"decline: an \"at the beginning of the game\""):
        ruling(bad)


def test_a_delayed_status_ability_is_an_honest_cannot_rule() -> None:
    """A delayed automatic ability created from a status ability of `gives:` would never be
    looked at (judge looks at the states of abilities objects have): exit 3, not nothing."""
    from judge.errors import UnsupportedMechanic

    text = """
game: force-of-will
title: t
turn: {player: alice, phase: main, number: 5}
players:
  alice: {life: 4000}
  bob: {life: 1200}
cards:
  Vow:
    type: chant
    gives:
      - name: Later
        kind: triggered
        when: {state: {resource: life, at_most: 1000}}
        effect: [{gain: {life: 300}}]
    effect: [{delayed: {ability: Later}}]
objects:
  - {id: vow, card: Vow, owner: alice, zone: hand}
"""
    with pytest.raises(UnsupportedMechanic, match=r"delayed automatic ability that watches"):
        ruling(text)
