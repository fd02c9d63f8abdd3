"""The generated JSON Schemas: current in docs/schema/, and every scenario file and every JSON
ruling validates against them."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import jsonschema_rs
import pytest
from jsonschema import Draft202012Validator

from judge.games import GAMES, find_game
from judge.scenario.yamlsafe import load_file
from judge.schema import pool_schema, ruling_schema, scenario_schema

from .conftest import CONTRACT_EXAMPLES, ROOT, SCENARIOS, each_half, in_half
from .resolved import bundled_ruling

DOCS = ROOT / "docs" / "schema"


def check_schema(schema: dict[str, object]) -> None:
    """Draft202012Validator.check_schema(schema), with a `$defs` met before checked once: a
    game's scenario and card-pool schemas carry the same `$defs` (the card, its effects and
    conditions: 95% of each schema), and checking them against the metaschema twice cost ~1.5 s
    CPU a game. The metaschema checks each definition as a schema of its own (`$defs`:
    additionalProperties `$dynamicRef: #meta`) and a `$ref` only as a URI reference, so the
    schema without its `$defs`, plus its `$defs` under an empty schema, is the same check."""
    Draft202012Validator.check_schema({k: v for k, v in schema.items() if k != "$defs"})
    _check_defs(json.dumps(schema.get("$defs", {}), sort_keys=True))


@cache
def _check_defs(defs: str) -> None:
    Draft202012Validator.check_schema({"$defs": json.loads(defs)})


def _check_current(path: Path, data: dict[str, object], update: bool) -> None:
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    if update or not path.exists():
        path.write_text(text, encoding="utf-8")
        return
    assert path.read_text(encoding="utf-8") == text, (
        f"{path.name} is out of date; run pytest --update-goldens and review the diff")


@pytest.mark.parametrize("gid", list(GAMES))
def test_scenario_schema_in_docs_is_current(gid: str, update_goldens: bool) -> None:
    schema = scenario_schema(find_game(gid))
    check_schema(schema)
    _check_current(DOCS / f"{gid}.scenario.schema.json", schema, update_goldens)


@pytest.mark.parametrize("gid", list(GAMES))
def test_card_pool_schema_in_docs_is_current(gid: str, update_goldens: bool) -> None:
    schema = pool_schema(find_game(gid))
    check_schema(schema)
    _check_current(DOCS / f"{gid}.pool.schema.json", schema, update_goldens)


def test_the_example_card_pool_validates_and_a_scenario_is_no_pool() -> None:
    pool = load_file(ROOT / "docs/examples/card-pool/base-set.yaml").data
    validator = Draft202012Validator(pool_schema(find_game(pool["game"])))
    assert not list(validator.iter_errors(pool))
    board = load_file(ROOT / "docs/examples/card-pool/board.yaml").data
    assert list(validator.iter_errors(board))


def test_ruling_schema_in_docs_is_current(update_goldens: bool) -> None:
    schema = ruling_schema()
    check_schema(schema)
    _check_current(DOCS / "ruling.schema.json", schema, update_goldens)


def _files(gid: str) -> list[Path]:
    return sorted((SCENARIOS / gid).rglob("*.yaml"))  # the contract's examples among them


def bulk_validator(schema: dict[str, object]) -> jsonschema_rs.Draft202012Validator:
    """A validator for every bundled file or ruling: jsonschema-rs, a compiled implementation of
    the same draft (2020-12), ~70x faster than jsonschema's (which took ~15 s of the suite's CPU
    over the 3,900 scenario files and their rulings). jsonschema stays the reference: it checks
    each schema against the metaschema, the small cases below, and agrees with this one on a
    file of every folder and on files that must fail (test_both_validators_agree)."""
    return jsonschema_rs.Draft202012Validator(as_json(schema))


def as_json(data: object) -> object:
    """`data` as JSON text gives it, which is what a schema describes: the compiled validator
    takes plain values only (judge's enums are str subclasses)."""
    return json.loads(json.dumps(data))


def problems(validator: jsonschema_rs.Draft202012Validator, name: str, data: object) -> list[str]:
    return [f"{name}: {'.'.join(map(str, e.instance_path))}: {e.message}"
            for e in validator.iter_errors(as_json(data))]


@pytest.mark.parametrize("gid", list(GAMES))
def test_every_scenario_file_validates_against_its_game_schema(gid: str) -> None:
    validator = bulk_validator(scenario_schema(find_game(gid)))
    bad = [p for path in _files(gid) for p in problems(validator, path.name, load_file(path).data)]
    assert not bad, "\n".join(bad[:20])


@each_half
@pytest.mark.parametrize("gid", list(GAMES))
def test_every_json_ruling_validates_against_the_ruling_schema(gid: str, half: int) -> None:
    validator = bulk_validator(ruling_schema())
    bad = []
    for path in in_half(_files(gid), half):  # tests/conftest.py each_half
        ruled = bundled_ruling(path)
        assert ruled is not None, path
        bad += problems(validator, path.name, ruled[1].to_json())
    assert not bad, "\n".join(bad[:20])


def first_of_each_folder() -> list[Path]:
    seen: dict[Path, Path] = {}
    for path in sorted(SCENARIOS.rglob("*.yaml")):
        seen.setdefault(path.parent, path)
    return list(seen.values())


def test_both_validators_agree() -> None:
    """The bulk validator (jsonschema-rs) finds what jsonschema finds: nothing in the first file
    of every folder of bundled scenarios and in its ruling, the same places in files that must
    fail (a misspelt key, a wrong type, a value out of its enum), and in a ruling broken the
    same ways."""
    files = first_of_each_folder()
    assert len(files) > 100
    for gid in GAMES:
        schema = scenario_schema(find_game(gid))
        ours, reference = bulk_validator(schema), Draft202012Validator(schema)
        for path in (p for p in files if p.is_relative_to(SCENARIOS / gid)):
            data = load_file(path).data
            assert not problems(ours, path.name, data) and not list(reference.iter_errors(data))
    schema = scenario_schema(find_game("vandaria-wars"))
    bad = load_file(ROOT / "tests/data/invalid/many-problems.yaml").data
    assert found_by_both(schema, bad) and found_by_both(schema, {**bad, "turn": 5})
    ruled = bundled_ruling(CONTRACT_EXAMPLES[0])
    assert ruled is not None
    ruling = ruled[1].to_json()
    assert not found_by_both(ruling_schema(), ruling)
    assert found_by_both(ruling_schema(), {**ruling, "steps": [{"index": "one"}]})
    assert found_by_both(ruling_schema(), {**ruling, "extra": True})


def found_by_both(schema: dict[str, object], data: object) -> set[str]:
    """Where both validators find a problem (the instance paths), failing if they differ."""
    ours = {"/".join(map(str, e.instance_path))
            for e in bulk_validator(schema).iter_errors(as_json(data))}
    reference = {"/".join(map(str, e.absolute_path))
                 for e in Draft202012Validator(schema).iter_errors(data)}
    assert ours == reference
    return ours


def test_schema_rejects_what_the_loader_rejects() -> None:
    validator = Draft202012Validator(scenario_schema(find_game("vandaria-wars")))
    bad = load_file(ROOT / "tests/data/invalid/many-problems.yaml").data
    messages = [e.message for e in validator.iter_errors(bad)]
    assert any("expct" in m for m in messages)


def test_schema_accepts_the_player_references_the_loader_accepts() -> None:
    """A player argument may be `{controller_of: ref}` or `{owner_of: ref}` ("its controller
    draws 2"); the schema allowed only a string, so valid files failed to validate."""
    from judge.app import load_scenario_text

    text = """
game: riftbound
turn: {player: alice, phase: main}
players: {alice: {}, bob: {}}
cards:
  Hidden Edge:
    type: spell
    targets: [{type: unit}]
    effect:
      - {draw: {player: {controller_of: $1}, count: 2}}
      - {gain: {player: {owner_of: $1}, xp: 1}}
"""
    load_scenario_text(text)  # the loader accepts it
    import yaml

    validator = Draft202012Validator(scenario_schema(find_game("riftbound")))
    errors = [e.message for e in validator.iter_errors(yaml.safe_load(text))]
    assert not errors, errors


def test_schema_accepts_quantities_where_the_loader_reads_them() -> None:
    """`modify` stats and `gain` resources take a quantity each ("+Might equal to its Might");
    the schema allowed only whole numbers there, so valid files failed to validate."""
    from judge.app import load_scenario_text

    text = """
game: riftbound
turn: {player: alice, phase: main}
players: {alice: {}, bob: {}}
cards:
  Death Pact:
    type: spell
    targets: [{type: unit}, {type: unit}]
    effect:
      - {modify: {target: $2, stats: {might: {stat: might, of: $1}}}}
      - {gain: {energy: {count: {type: unit, controller: you}}}}
"""
    load_scenario_text(text)  # the loader accepts it
    import yaml

    validator = Draft202012Validator(scenario_schema(find_game("riftbound")))
    errors = [e.message for e in validator.iter_errors(yaml.safe_load(text))]
    assert not errors, errors


def _effect_errors(effect: str) -> list[tuple[str, str]]:
    import yaml

    text = ("game: riftbound\nturn: {player: alice, phase: main}\nplayers: {alice: {}, bob: {}}"
            f"\ncards:\n  Jab:\n    type: spell\n    targets: [{{type: unit}}]\n    effect:\n"
            f"      - {effect}\n")
    validator = Draft202012Validator(scenario_schema(find_game("riftbound")))
    return [(".".join(map(str, e.absolute_path)), e.message)
            for e in validator.iter_errors(yaml.safe_load(text))]


def test_an_instruction_is_exactly_one_effect_and_a_wrong_argument_is_named() -> None:
    """One instruction is one effect key with `if`, `as` and `optional` beside it: two effect
    keys, none, or a key no effect has are refused; a wrong argument of a known effect is
    reported at its own path (the schema holds every effect's arguments in one object)."""
    assert _effect_errors("{damage: {target: $1, amount: 2}, as: hit, optional: true}") == []
    assert _effect_errors("{damage: {target: $1, amount: 2}, draw: {count: 1}}")
    assert _effect_errors("{as: hit}")
    assert [p for p, _ in _effect_errors("{damge: {target: $1, amount: 2}}")] == [
        "cards.Jab.effect.0", "cards.Jab.effect.0"]  # not an effect key, and no effect key
    assert sorted(_effect_errors("{damage: {target: $1, amont: 2}}")) == [
        ("cards.Jab.effect.0.damage", "'amount' is a required property"),
        ("cards.Jab.effect.0.damage", "Additional properties are not allowed ('amont' was "
         "unexpected)")]
