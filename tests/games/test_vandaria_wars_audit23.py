"""Vandaria Wars, audit 23: the gaps it closed (scenarios/vandaria-wars/rulings-audit23)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

if TYPE_CHECKING:
    from pathlib import Path

HERALD = """
game: vandaria-wars
policies: {triggers.own_summon: OPTION}
turn: {player: alice, phase: main}
players:
  alice: {gold: 5}
  bob: {gold: 3}
cards:
  Herald:
    type: follower
    cost: {gold: 1}
    stats: {atk: 1, hp: 1}
    abilities:
      - {name: Fanfare, kind: triggered, when: {event: played, object: self},
         effect: [{draw: {count: 1}}]}
objects:
  - {id: herald, card: Herald, owner: alice, zone: hand}
  - {id: top, card: Trader Male, owner: alice, zone: deck}
actions:
  - {by: alice, do: play, card: herald}
"""


@pytest.mark.parametrize(("option", "drawn"), [("from-the-register", True),
                                               ("in-play-only", False)])
def test_own_summon_skill_follows_house_policy_49(tmp_path: Path, option: str,
                                                  drawn: bool) -> None:
    """"When this card is summoned" was exit 3 (the card waits in the register, VW REG.1.e):
    VW HP.49 decides it, either way citing the policy."""
    path = tmp_path / "herald.yaml"
    path.write_text(HERALD.replace("OPTION", option))
    result = CliRunner().invoke(cli, ["resolve", "--json", str(path)])
    assert result.exit_code == 0, result.output
    assert "VW HP.49" in result.output
    assert ('"top"' in result.output) and (("herald.fanfare" in result.output) == drawn)
