"""Vandaria Wars, audit 35: the value named for a card's own cost ("Pilih 1 tipe job", VW
REG.14.a) kept by the card in play for its skills to read (engine/named.py), the same for Force
of Will's "choose a race" as a resonator enters (FOW 702.3b), and a control change during a
battle (VW HP.57) (scenarios/vandaria-wars/rulings-audit35)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from click.testing import CliRunner

from judge.cli.main import cli

if TYPE_CHECKING:
    from pathlib import Path

SERGEANT = """
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 5}
  bob: {gold: 0}
cards:
  Drill Sergeant:
    type: follower
    cost: {gold: 2}
    additional_cost: {choose: {job: any}}
    stats: {atk: 1, hp: 1}
    abilities:
      - SKILL
  Squire: {type: follower, stats: {atk: 1, hp: 1}, traits: [human, knight]}
  Muster:
    type: action
    cost: {gold: 1}
    effect: [{create: {card: Drill Sergeant}}]
objects:
  - {id: sgt, card: Drill Sergeant, owner: alice, zone: ZONE}
  - {id: squire, card: Squire, owner: alice, zone: field}
  - {id: muster, card: Muster, owner: alice, zone: hand}
  - {id: shot, card: Gun Shot, owner: alice, zone: hand}
actions:
ACTIONS
"""
STATIC = ("{name: Drill, kind: static, effect: [{modify: {target: {each: {type: follower, "
          "controller: you, chosen: [job]}}, stats: {atk: 1}}}]}")
ON_LEAVING = ("{name: Drill, kind: triggered, when: {event: destroyed, object: self}, effect: "
              "[{modify: {target: {each: {type: follower, controller: you, chosen: [job]}}, "
              "stats: {atk: 1}}}]}")
SUMMON = "  - {by: alice, do: play, card: sgt, choices: {job: knight}}\n" \
         "  - {by: alice, do: pass}\n  - {by: bob, do: pass}"


def _run(tmp_path: Path, skill: str, zone: str, actions: str, *flags: str) -> tuple[int, str]:
    path = tmp_path / "sergeant.yaml"
    path.write_text(SERGEANT.replace("SKILL", skill).replace("ZONE", zone)
                    .replace("ACTIONS", actions))
    result = CliRunner().invoke(cli, ["resolve", *flags, str(path)])
    return result.exit_code, result.output


def test_a_summoned_card_keeps_its_job_for_its_continuous_skill(tmp_path: Path) -> None:
    """Was exit 3 (audit 24): the job named as the card was summoned is now kept by it in play
    (VW REG.14.a), and its continuous skill reaches the knight only."""
    code, out = _run(tmp_path, STATIC, "hand", SUMMON, "--json")
    assert code == 0, out
    import json

    final = json.loads(out)["final"]["objects"]
    assert final["squire"]["stats"]["atk"] == 2 and final["sgt"]["stats"]["atk"] == 1


def test_a_card_on_the_starting_board_keeps_no_job(tmp_path: Path) -> None:
    """A file cannot say which job was named for a card already in play: exit 3, named."""
    code, out = _run(tmp_path, STATIC, "field", "  - {by: alice, do: pass}")
    assert code == 3, out
    assert "Drill Sergeant (sgt)'s Drill reads the job named as its card was played" in out
    assert "on the starting board" in out


def test_a_token_of_the_card_was_never_summoned(tmp_path: Path) -> None:
    """A token made of the card comes into play without being summoned, so no job was paid
    for it: exit 3, named (not a skill reaching nobody)."""
    code, out = _run(tmp_path, STATIC, "hand", "  - {by: alice, do: play, card: muster}\n"
                     "  - {by: alice, do: pass}\n  - {by: bob, do: pass}")
    assert code == 3, out
    assert "keeps no job: it was not played with that name paid" in out


def test_a_trigger_on_leaving_play_reads_no_job(tmp_path: Path) -> None:
    """Destroyed, the card is a new object in the graveyard and keeps no job: its trigger that
    reads it is exit 3, named, not "nothing happens"."""
    code, out = _run(tmp_path, ON_LEAVING, "hand", SUMMON + "\n  - {by: alice, do: play, card: "
                     "shot, targets: [sgt]}\n  - {by: alice, do: pass}\n  - {by: bob, do: pass}")
    assert code == 3, out
    assert "keeps no job: it is no longer in play" in out


def test_the_card_text_reading_an_abilitys_name_is_still_exit_3(tmp_path: Path) -> None:
    """The other way round (the card's text reading what an ability's cost names) stays exit
    3: that name is kept with the ability's item only."""
    path = tmp_path / "t.yaml"
    text = SERGEANT.replace("    additional_cost: {choose: {job: any}}\n", "").replace(
        "    abilities:\n      - SKILL", "    effect: [{modify: {target: {each: {type: "
        "follower, chosen: [job]}}, stats: {atk: 1}}}]\n    abilities:\n      - {name: Call, "
        "kind: activated, cost: {exhaust: self, choose: {job: any}}, effect: [{draw: "
        "{count: 1}}]}").replace("ZONE", "hand").replace("ACTIONS", "  - {by: alice, do: pass}")
    path.write_text(text)
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 3, result.output
    assert "reads the job named for another of the card's costs" in result.output


def test_a_skill_it_gives_another_card_is_still_exit_3(tmp_path: Path) -> None:
    """An ability the card gives another card (`gives:`) reading the card's own name stays
    exit 3: it is that other card's, which named nothing."""
    path = tmp_path / "t.yaml"
    text = SERGEANT.replace("    abilities:\n      - SKILL", "    gives:\n      - " + STATIC) \
        .replace("ZONE", "hand").replace("ACTIONS", "  - {by: alice, do: pass}")
    path.write_text(text)
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 3, result.output
    assert "the card's given ability reads the job named for another" in result.output


FOW = """
game: force-of-will
turn: {player: alice, phase: main, number: 3}
players:
  alice: {life: 4000, fire: 1, water: 1}
  bob: {life: 4000}
cards:
  Herald:
    type: resonator
    cost: {fire: 1, choose: {race: any}}
    stats: {atk: 100, def: 100}
    abilities:
      - name: Call
        kind: static
        effect: [{modify: {target: {each: {type: resonator, chosen: [race]}},
                           stats: {atk: 100}}}]
  Elf Scout: {type: resonator, stats: {atk: 100, def: 100}, traits: [Elf]}
  Human Guard: {type: resonator, stats: {atk: 100, def: 100}, traits: [Human]}
  Mirror Mask:
    type: chant
    cost: {water: 1}
    targets: [{type: resonator, controller: you}, {type: resonator}]
    effect: [{become_copy: {target: $1, of: $2}}]
objects:
  - {id: herald, card: Herald, owner: alice, zone: hand}
  - {id: elf, card: Elf Scout, owner: alice, zone: field}
  - {id: guard, card: Human Guard, owner: alice, zone: field}
  - {id: mask, card: Mirror Mask, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: herald, choices: {race: Elf}}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
MORE
"""


def test_force_of_will_a_resonator_keeps_the_race_chosen_as_it_entered() -> None:
    """FOW 702.3b: what is chosen as a resonator enters is part of it in the field; its
    continuous ability reads the race chosen (the Elf gets +100, the Human not)."""
    import json

    result = CliRunner().invoke(cli, ["resolve", "--json", "-"],
                                input=FOW.replace("MORE", ""))
    assert result.exit_code == 0, result.output
    final = json.loads(result.output)["final"]["objects"]
    assert final["elf"]["stats"]["atk"] == 200 and final["guard"]["stats"]["atk"] == 100


def test_force_of_will_a_copy_takes_no_race_chosen() -> None:
    """A resonator that becomes a copy of the Herald takes its printed text (FOW 1017.5), not
    the race chosen for the Herald as it entered: which resonators its copied ability reaches is
    exit 3, named, not a silent "none"."""
    more = ("  - {by: alice, do: play, card: mask, targets: [guard, herald]}\n"
            "  - {by: alice, do: pass}\n  - {by: bob, do: pass}")
    result = CliRunner().invoke(cli, ["resolve", "-"], input=FOW.replace("MORE", more))
    assert result.exit_code == 3, result.output
    assert "keeps no race: it is a copy of another card" in result.output


def test_the_lead_says_the_static_part_of_a_rise_the_step_began() -> None:
    """"Acolyte has ATK 3 (it had ATK 1), when Knighting results" credited Knighting's +1 ATK
    with the whole rise: Knighting also made it a knight, which the Sergeant's continuous skill
    reaches (VW HP.56). The lead now says what the ATK adds up from, with that reading's rule."""
    from pathlib import Path

    from ..helpers import lead_of, resolved_json

    path = Path(__file__).resolve().parents[2] / "scenarios" / "vandaria-wars" / \
        "rulings-audit35" / "named-job-follower-made-a-knight-later-is-reached.yaml"
    lead = lead_of(resolved_json(path))
    assert "+1 ATK from Drill of Drill Sergeant (sgt) and +1 ATK from Knighting" in lead["fact"]
    assert lead["citations"] == ["VW REG.4.b", "VW HP.56"]


def test_a_copy_of_the_summon_naming_a_job_stays_exit_3(tmp_path: Path) -> None:
    """Vandaria Wars has no copy of a card in play, and the guide names no copies: a copy of
    the Sergeant's summon waiting in the register (which would have to say whether the copy
    keeps the job named) stays an honest "cannot rule" (audit 26), named."""
    path = tmp_path / "echo.yaml"
    text = SERGEANT.replace("SKILL", STATIC).replace("ZONE", "hand").replace(
        "  Muster:\n", "  Echo:\n    type: action\n    cost: {gold: 1}\n    targets: [{item: "
        "true}]\n    effect: [{copy: {target: $1}}]\n  Muster:\n").replace(
        "  - {id: muster, card: Muster, owner: alice, zone: hand}\n",
        "  - {id: echo, card: Echo, owner: alice, zone: hand}\n").replace(
        "ACTIONS", "  - {by: alice, do: play, card: sgt, choices: {job: knight}}\n"
        "  - {by: alice, do: play, card: echo, targets: [sgt]}")
    path.write_text(text)
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 3, result.output
    assert "a copy of Drill Sergeant" in result.output
