"""Vandaria Wars, audit 36: the job named for a card on the starting board (`choices:` of an
object, VW REG.14.a, engine/named.py) and the leads citing it; the systems of the guide least
pinned (scenarios/vandaria-wars/rulings-audit36)."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

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
    additional_cost: {choose: {job: JOBS}}
    stats: {atk: 1, hp: 1}
    abilities:
      - {name: Drill, kind: static, effect: [{modify: {target: {each: {type: follower,
          controller: you, chosen: [job]}}, stats: {atk: 1}}}]}
  Squire: {type: follower, stats: {atk: 1, hp: 1}, traits: [human, knight]}
objects:
  - {id: sgt, card: Drill Sergeant, owner: alice, zone: ZONE, choices: NAMED}
  - {id: squire, card: Squire, owner: alice, zone: field}
actions:
  - {by: alice, do: pass}
then: stop
ask: [squire.atk]
"""


def _run(tmp_path: Path, named: str, zone: str = "field", jobs: str = "any",
         *flags: str) -> tuple[int, str]:
    path = tmp_path / "sergeant.yaml"
    path.write_text(SERGEANT.replace("NAMED", named).replace("ZONE", zone)
                    .replace("JOBS", jobs))
    result = CliRunner().invoke(cli, ["resolve", *flags, str(path)])
    return result.exit_code, result.output


def test_a_starting_board_card_keeps_the_job_its_entry_names(tmp_path: Path) -> None:
    """Was exit 3 (audit 35: no key gave it one): `choices: {job: knight}` says what was named
    as it was summoned before the file began, and its continuous skill reads it; the lead cites
    the naming's rule (VW REG.14.a) beside the skill's (VW HP.56)."""
    code, out = _run(tmp_path, "{job: knight}", "field", "any", "--json")
    assert code == 0, out
    doc = json.loads(out)
    assert doc["final"]["objects"]["squire"]["stats"]["atk"] == 2
    lead = doc["answer"][0]
    assert {"VW HP.56", "VW REG.14.a"} <= set(lead["citations"])


def test_another_job_named_reaches_nobody(tmp_path: Path) -> None:
    code, out = _run(tmp_path, "{job: priest}", "field", "any", "--json")
    assert code == 0, out
    assert json.loads(out)["final"]["objects"]["squire"]["stats"]["atk"] == 1


def test_without_the_key_it_is_still_exit_3(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(SERGEANT.replace(", choices: NAMED", "").replace("JOBS", "any")
                    .replace("ZONE", "field"))
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 3, result.output
    assert "`choices:`" in result.output


def test_a_value_its_options_do_not_allow_is_an_error(tmp_path: Path) -> None:
    code, out = _run(tmp_path, "{job: mage}", "field", "[knight, priest]")
    assert code == 2, out
    assert "objects[0].choices.job" in out and "knight" in out


def test_a_name_its_card_does_not_make_is_an_error(tmp_path: Path) -> None:
    code, out = _run(tmp_path, "{race: elf}")
    assert code == 2, out
    assert "objects[0].choices.race" in out and "Drill Sergeant names no race" in out


def test_a_card_with_no_choose_cost_names_nothing(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    path.write_text(SERGEANT.replace("NAMED", "{job: knight}").replace("ZONE", "field")
                    .replace("JOBS", "any").replace("card: Drill Sergeant", "card: Squire"))
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 2, result.output
    assert "none of its own costs has a `choose:`" in result.output


def test_only_an_object_on_the_board_keeps_one(tmp_path: Path) -> None:
    code, out = _run(tmp_path, "{job: knight}", "hand")
    assert code == 2, out
    assert "objects[0].choices" in out and "only an object on the board keeps" in out


def test_not_a_mapping_is_an_error(tmp_path: Path) -> None:
    code, out = _run(tmp_path, "knight")
    assert code == 2, out
    assert "objects[0].choices" in out


def test_the_choices_key_is_in_the_schema() -> None:
    result = CliRunner().invoke(cli, ["schema", "--game", "vandaria-wars"])
    assert result.exit_code == 0, result.output
    assert '"choices"' in result.output


def test_a_final_object_has_no_choices_field(tmp_path: Path) -> None:
    """`choices:` is of the starting board only: an expectation of it compares nothing."""
    path = tmp_path / "s.yaml"
    path.write_text(SERGEANT.replace("NAMED", "{job: knight}").replace("ZONE", "field")
                    .replace("JOBS", "any")
                    + "expect:\n  objects: {sgt: {choices: {job: knight}}}\n")
    result = CliRunner().invoke(cli, ["check", str(path)])
    assert result.exit_code == 2, result.output


def test_force_of_will_a_starting_resonator_keeps_the_race_its_entry_names() -> None:
    """The key is the engine's, not Vandaria Wars' only: a Force of Will resonator in the field
    whose "choose a race" was paid before the file began (FOW 702.3b) reads it."""
    from .test_vandaria_wars_audit35 import FOW

    text = FOW.replace("{id: herald, card: Herald, owner: alice, zone: hand}",
                       "{id: herald, card: Herald, owner: alice, zone: field, "
                       "choices: {race: Elf}}").replace(
        "  - {by: alice, do: play, card: herald, choices: {race: Elf}}\n"
        "  - {by: alice, do: pass}\n  - {by: bob, do: pass}\nMORE", "  - {by: alice, do: pass}")
    result = CliRunner().invoke(cli, ["resolve", "--json", "-"], input=text)
    assert result.exit_code == 0, result.output
    final = json.loads(result.output)["final"]["objects"]
    assert final["elf"]["stats"]["atk"] == 200 and final["guard"]["stats"]["atk"] == 100


def test_a_follower_of_another_job_is_told_why_it_is_not_reached() -> None:
    """"Squire has ATK 1" said nothing of why the Sergeant's skill, whose job was named
    priest, leaves the knight out: the lead now says so, citing the naming (VW REG.14.a)."""
    from pathlib import Path

    from ..helpers import lead_of, resolved_json

    path = Path(__file__).resolve().parents[2] / "scenarios" / "vandaria-wars" / \
        "rulings-audit36" / "named-job-starting-board-asked-in-thai.yaml"
    lead = lead_of(resolved_json(path))
    assert "Drill reaches only those of the job named as its card was played, priest" in \
        lead["fact"]
    assert lead["citations"] == ["VW REG.14.a", "VW HP.56"]


def _bundled(name: str) -> Path:
    from pathlib import Path

    return Path(__file__).resolve().parents[2] / "scenarios" / "vandaria-wars" / \
        "rulings-audit36" / f"{name}.yaml"


def test_a_sacrifice_of_the_job_named_with_it_is_paid_with_that_job() -> None:
    """"Korbankan 1 Follower of that job" was refused whatever was sacrificed: the sacrifice's
    filter was never given the job named (it matched no Follower). The knight pays it now, the
    priest still does not (VW REG.14.a)."""
    from ..helpers import resolved_json

    doc = resolved_json(_bundled("sacrifice-of-the-job-named-with-it-priest-refused-knight-paid"))
    assert [r["action"] for r in doc["rejected"]] == [0] and doc["resolved"] == ["tithe"]
    assert "knight followers (Acolyte (aco) is not)" in doc["rejected"][0]["reason"]


def test_a_triggers_sacrifice_of_the_named_job_reads_the_job_its_card_keeps() -> None:
    """A triggered skill's "Korbankan 1 Follower of the named job" said its cost could not be
    paid ("a \\0unchosen you control") and dropped the skill; it reads the job its card keeps."""
    from ..helpers import resolved_json

    doc = resolved_json(_bundled("named-job-starting-board-trigger-sacrifice-of-that-job"))
    assert doc["resolved"] == ["aco", "keeper.vow"]
    assert "unchosen" not in json.dumps(doc["steps"])
