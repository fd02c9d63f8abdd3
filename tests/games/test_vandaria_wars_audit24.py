"""Vandaria Wars, audit 24: job types, honor and faction requirements, elements, Territory / Relic
/ Rune (the rulings are scenarios under scenarios/vandaria-wars/rulings-audit24)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

if TYPE_CHECKING:
    from pathlib import Path

SERGEANT = """
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 3}
  bob: {gold: 0}
cards:
  Drill Sergeant:
    type: follower
    cost: {gold: 2}
    additional_cost: {choose: {job: any}}
    stats: {atk: 1, hp: 1}
TEXT
  Squire: {type: follower, stats: {atk: 1, hp: 1}, traits: [human, knight]}
objects:
  - {id: sgt, card: Drill Sergeant, owner: alice, zone: hand}
  - {id: squire, card: Squire, owner: alice, zone: field}
actions:
  - {by: alice, do: play, card: sgt, choices: {job: knight}}
"""
DRILL = ("effect: [{modify: {target: {each: {type: follower, controller: you, chosen: [job]}}, "
         "stats: {atk: 1}}}]")


@pytest.mark.parametrize("skill", [
    f"{{name: Drill, kind: static, {DRILL}}}",
    f"{{name: Drill, kind: triggered, when: {{event: entered, object: self}}, {DRILL}}}"])
def test_a_skill_reading_the_job_named_on_summoning_is_an_honest_cannot_rule(
        tmp_path: Path, skill: str) -> None:
    """"Pilih 1 tipe job" paid as a Follower is summoned (VW REG.14.a), read by a skill of that
    Follower in play: judge keeps the job with the summon only, so the static skill gave +1 ATK
    to every Follower (the Sergeant, of no job, too) and the triggered one to none. Now exit 3
    naming it."""
    path = tmp_path / "sergeant.yaml"
    path.write_text(SERGEANT.replace("TEXT", f"    abilities:\n      - {skill}"))
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 3, result.output
    assert "skill Drill reads the job named for another of the card's costs" in result.output


def test_the_summons_own_text_still_reads_the_job_named_for_it(tmp_path: Path) -> None:
    """The card's own text resulting with its summon reads the job named for that summon (VW
    REG.14.a): ruled, only the knight gets +1 ATK."""
    path = tmp_path / "sergeant.yaml"
    path.write_text(SERGEANT.replace("TEXT", f"    {DRILL}"))
    result = CliRunner().invoke(cli, ["resolve", "--json", str(path)])
    assert result.exit_code == 0, result.output
    assert "Squire (squire): ATK +1" in result.output
    assert "Drill Sergeant (sgt): ATK +1" not in result.output
