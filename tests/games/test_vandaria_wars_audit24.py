"""Vandaria Wars, audit 24: job types, honor and faction requirements, elements, Territory / Relic
/ Rune (the rulings are scenarios under scenarios/vandaria-wars/rulings-audit24)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from click.testing import CliRunner

from judge.app import load_scenario_text
from judge.cli.main import cli
from judge.errors import UnsupportedMechanic

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
def test_a_skill_reading_the_job_named_on_summoning_reads_the_kept_job(
        tmp_path: Path, skill: str) -> None:
    """"Pilih 1 tipe job" paid as a Follower is summoned (VW REG.14.a), read by a skill of that
    Follower in play: the static skill gave +1 ATK to every Follower (the Sergeant, of no job,
    too) and the triggered one to none; audit 24 made it exit 3, and audit 35 keeps the job with
    the card in play (engine/named.py): only the knight gets +1 ATK."""
    path = tmp_path / "sergeant.yaml"
    path.write_text(SERGEANT.replace("TEXT", f"    abilities:\n      - {skill}")
                    + "  - {by: alice, do: pass}\n  - {by: bob, do: pass}\n")
    result = CliRunner().invoke(cli, ["resolve", "--json", str(path)])
    assert result.exit_code == 0, result.output
    import json

    final = json.loads(result.output)["final"]["objects"]
    assert final["squire"]["stats"]["atk"] == 2 and final["sgt"]["stats"]["atk"] == 1


def test_the_summons_own_text_still_reads_the_job_named_for_it(tmp_path: Path) -> None:
    """The card's own text resulting with its summon reads the job named for that summon (VW
    REG.14.a): ruled, only the knight gets +1 ATK."""
    path = tmp_path / "sergeant.yaml"
    path.write_text(SERGEANT.replace("TEXT", f"    {DRILL}"))
    result = CliRunner().invoke(cli, ["resolve", "--json", str(path)])
    assert result.exit_code == 0, result.output
    assert "Squire (squire): ATK +1" in result.output
    assert "Drill Sergeant (sgt): ATK +1" not in result.output


#: A Force of Will resonator naming a race as it is played ("choose: race"), in play.
FOW_NAMER = """\
game: force-of-will
turn: {player: alice, phase: main, number: 3}
players:
  alice: {life: 4000}
  bob: {life: 4000}
cards:
  Herald:
    type: resonator
    cost: {fire: 1, choose: {race: any}}
    stats: {atk: 100, def: 100}
TEXT
objects:
  - {id: herald, card: Herald, owner: alice, zone: field}
"""
FOW_BOOST = "{modify: {target: {each: {type: resonator, chosen: [race]}}, stats: {atk: 100}}}"


@pytest.mark.parametrize("text", [
    # the card's own text reads the race an ability's cost names (an ability of the card in
    # play reading the race named as it was played is read since audit 35: engine/named.py)
    f"    effect: [{FOW_BOOST}]\n    abilities:\n      - {{name: Call, kind: activated, "
    "cost: {exhaust: self, choose: {race: any}}, effect: [{draw: {count: 1}}]}"])
def test_a_name_read_by_another_text_is_exit_3_in_every_game(text: str) -> None:
    """The card reader's check (judge/scenario/cards.py `check_chosen`), not one game's: the
    name is kept with the play or ability whose cost named it."""
    named = FOW_NAMER.replace("cost: {fire: 1, choose: {race: any}}", "cost: {fire: 1}")
    with pytest.raises(UnsupportedMechanic) as info:
        load_scenario_text(named.replace("TEXT", text), "t.yaml")
    assert "reads the race named for another of the card's costs" in str(info.value.problem)


def test_an_ability_reading_its_own_named_value_loads() -> None:
    text = ("    abilities:\n      - {name: Call, kind: activated, cost: {exhaust: self, "
            f"choose: {{race: any}}}}, effect: [{FOW_BOOST}]}}")
    load_scenario_text(FOW_NAMER.replace("TEXT", text), "t.yaml")
