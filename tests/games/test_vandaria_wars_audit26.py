"""Vandaria Wars, audit 26: control changes, copies, restrictions, destruction replaced and
end-of-turn durations (scenarios/vandaria-wars/rulings-audit26)."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

if TYPE_CHECKING:
    from pathlib import Path

#: Bob, on his turn, plays Edict (EFFECT, "until end of turn"); the turn ends.
EDICT = """
game: vandaria-wars
policies: {status.end_of_turn: POLICY}
turn: {player: bob, phase: main}
priority: bob
players:
  alice: {gold: 0}
  bob: {gold: 1}
cards:
  Edict:
    type: action
    cost: {gold: 1}
    targets: [{type: follower}]
    effect: [EFFECT]
objects:
  - {id: edict, card: Edict, owner: bob, zone: hand}
  - {id: knight, card: Sample Knight, owner: alice, zone: field}
actions:
  - {by: bob, do: play, card: edict, targets: [knight]}
then: end_of_turn
"""


def ruled(tmp_path: Path, policy: str, effect: str) -> dict[str, object]:
    path = tmp_path / "edict.yaml"
    path.write_text(EDICT.replace("POLICY", policy).replace("EFFECT", effect))
    result = CliRunner().invoke(cli, ["resolve", "--json", str(path)])
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.output)
    return data


@pytest.mark.parametrize("policy", ["reset", "damage-only"])
def test_control_until_end_of_turn_goes_back_under_either_reading_of_house_policy_15(
        tmp_path: Path, policy: str) -> None:
    """The card says "until end of turn" (VW OV.1). VW HP.15 `damage-only` keeps a card's changed
    status past the turn; it kept Bob's control of Alice's Knight for good."""
    data = ruled(tmp_path, policy, "{gain_control: {target: $1, duration: turn}}")
    final = data["final"]
    assert isinstance(final, dict)
    assert final["objects"]["knight"]["controller"] == "alice"
    if policy == "damage-only":
        assert "until end of turn end (control changes" in json.dumps(data["steps"])


def test_a_stat_change_still_stays_under_damage_only(tmp_path: Path) -> None:
    """What `damage-only` is for: the Knight's +2 ATK stays into the next turn."""
    data = ruled(tmp_path, "damage-only", "{modify: {target: $1, stats: {atk: 2}}}")
    final = data["final"]
    assert isinstance(final, dict)
    assert final["objects"]["knight"]["stats"]["atk"] == 5
