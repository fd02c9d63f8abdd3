"""Card pools (`cards_from:`, `--cards FILE`): read as strictly as a scenario file, their cards
validated by the same reader, every problem located in the pool file itself, and a card two pools
define an error unless the scenario's own `cards:` says which one it means."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from judge.app import load_scenario, resolve
from judge.errors import InputError
from judge.scenario import yamlsafe
from judge.scenario.whatif import WhatIf

from ..conftest import ROOT

POOL = """pool: Test set
game: vandaria-wars
cards:
  Squire: {type: follower, cost: {gold: 1}, stats: {atk: 1, hp: 1}}
  Bolt:
    type: action
    cost: {gold: 1}
    targets: [{type: follower}]
    effect: [{damage: {target: $1, amount: 2}}]
"""
BOARD = """game: vandaria-wars
cards_from: [{pools}]
turn: {{player: alice, phase: main}}
players:
  alice: {{gold: 1}}
  bob: {{}}
objects:
  - {{id: sq, card: Squire, owner: bob, zone: field}}
  - {{id: bolt, card: Bolt, owner: alice, zone: hand}}
actions:
  - {{by: alice, do: play, card: bolt, targets: [sq]}}
"""


def board(tmp_path: Path, *pools: str, extra: str = "") -> Path:
    path = tmp_path / "scenarios" / "board.yaml"
    path.parent.mkdir(exist_ok=True)
    path.write_text(BOARD.format(pools=", ".join(pools)) + extra, encoding="utf-8")
    return path


def pool(tmp_path: Path, name: str, text: str = POOL) -> Path:
    path = tmp_path / "sets" / name
    path.parent.mkdir(exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def problems(path: Path, what_if: WhatIf | None = None) -> list[str]:
    with pytest.raises(InputError) as info:
        load_scenario(path, what_if)
    return [str(p) for p in info.value.problems]


def test_a_pool_is_found_relative_to_the_scenario_and_its_cards_rule(tmp_path: Path) -> None:
    pool(tmp_path, "base.yaml")
    res = resolve(load_scenario(board(tmp_path, "../sets/base.yaml")))
    assert res.final["objects"]["sq"]["zone"] == "graveyard"


def test_the_example_in_the_docs_passes() -> None:
    from judge.testing import run_file

    assert run_file(str(ROOT / "docs/examples/card-pool/board.yaml")).status == "pass"


def test_a_missing_pool_is_located_where_the_scenario_names_it(tmp_path: Path) -> None:
    path = board(tmp_path, "../sets/nope.yaml")
    found = problems(path)
    assert found[0].startswith(f"{path}:2:14: cards_from[0]: cannot read card pool ")
    assert "No such file or directory" in found[0]


def test_a_folder_or_a_device_is_no_pool(tmp_path: Path) -> None:
    (tmp_path / "sets").mkdir()
    assert "is a folder, not a file" in problems(board(tmp_path, "../sets"))[0]
    assert "not a regular file" in problems(board(tmp_path, "/dev/zero"))[0]
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    assert "not a regular file" in problems(board(tmp_path, str(fifo)))[0]


def test_problems_in_a_pool_point_into_the_pool(tmp_path: Path) -> None:
    bad = pool(tmp_path, "bad.yaml", POOL.replace("stats: {atk: 1, hp: 1}",
                                                  "stats: {atk: 1, hp: 1, spd: 2}")
               + "  Extra: {type: action, effect: [{damag: {amount: 1}}]}\n")
    found = problems(board(tmp_path, "../sets/bad.yaml"))
    assert found == [
        f"{bad}:4:68: cards.Squire.stats.spd: unknown stat 'spd'; expected one of: atk, hp",
        f"{bad}:10:35: cards.Extra.effect[0].damag: unknown effect kind 'damag' (did you mean "
        "'damage'?)"]


def test_a_pool_obeys_the_scenario_files_yaml_safety(tmp_path: Path) -> None:
    pool(tmp_path, "tag.yaml", POOL.replace("Squire: {", "Squire: !!python/object {"))
    assert "!!python/object is not supported" in problems(board(tmp_path, "../sets/tag.yaml"))[0]
    pool(tmp_path, "dup.yaml", POOL + "  Squire: {type: follower}\n")
    assert "duplicate key" in problems(board(tmp_path, "../sets/dup.yaml"))[0]
    bomb = (ROOT / "tests/data/invalid/billion-laughs.yaml").read_text(encoding="utf-8")
    pool(tmp_path, "bomb.yaml", bomb)
    assert "expands to more than" in problems(board(tmp_path, "../sets/bomb.yaml"))[0]
    pool(tmp_path, "bin.yaml", "pool: x\n")
    (tmp_path / "sets" / "bin.yaml").write_bytes(b"pool: \xff\n")
    assert "not UTF-8" in problems(board(tmp_path, "../sets/bin.yaml"))[0]


def test_an_oversized_pool_is_refused(tmp_path: Path) -> None:
    pool(tmp_path, "big.yaml", "notes: " + "x" * (yamlsafe.MAX_FILE_BYTES + 10) + "\n")
    assert "larger than" in problems(board(tmp_path, "../sets/big.yaml"))[0]


def test_a_pool_for_another_game_is_refused(tmp_path: Path) -> None:
    other = pool(tmp_path, "fow.yaml", POOL.replace("vandaria-wars", "fow"))
    found = problems(board(tmp_path, "../sets/fow.yaml"))
    assert found[0] == (f"{other}:2:1: game: this card pool is for Force of Will; the scenario "
                        "is Vandaria Wars")


def test_a_pool_needs_its_keys(tmp_path: Path) -> None:
    bare = pool(tmp_path, "bare.yaml", "pool: x\ngame: vw\ncard: {}\n")
    found = problems(board(tmp_path, "../sets/bare.yaml"))
    assert f"{bare}:3:1: card: unknown key (did you mean 'cards'?)" in found
    assert f"{bare}:1:1: missing required key 'cards'" in found


def test_a_card_two_pools_define_is_an_error_at_the_second(tmp_path: Path) -> None:
    pool(tmp_path, "a.yaml")
    second = pool(tmp_path, "b.yaml", "pool: b\ngame: vw\ncards:\n  Bolt: {type: action}\n")
    found = problems(board(tmp_path, "../sets/a.yaml", "../sets/b.yaml"))
    assert found == [f"{second}:4:3: cards.Bolt: card 'Bolt' is defined twice: also at "
                     f"{tmp_path / 'sets' / 'a.yaml'}:5:3 (define it under the scenario's own "
                     "`cards:` to say which one is meant)"]


def test_the_scenarios_own_cards_win_over_every_pool(tmp_path: Path) -> None:
    pool(tmp_path, "a.yaml")
    pool(tmp_path, "b.yaml", "pool: b\ngame: vw\ncards:\n  Bolt: {type: action}\n")
    path = board(tmp_path, "../sets/a.yaml", "../sets/b.yaml", extra=(
        "cards:\n  Bolt: {type: action, targets: [{type: follower}], "
        "effect: [{damage: {target: $1, amount: 5}}]}\n"))
    res = resolve(load_scenario(path))
    assert res.final["objects"]["sq"]["zone"] == "graveyard"
    assert "5 damage" in " ".join(s.summary for s in res.steps)


def test_the_same_file_twice_is_one_pool(tmp_path: Path) -> None:
    base = pool(tmp_path, "base.yaml")
    path = board(tmp_path, "../sets/base.yaml")
    load_scenario(path, WhatIf.parse(cards=(str(base),)))


def test_cards_switch_problems_name_the_switch(tmp_path: Path) -> None:
    path = board(tmp_path, "../sets/base.yaml")
    pool(tmp_path, "base.yaml")
    found = problems(path, WhatIf.parse(cards=(str(tmp_path / "none.yaml"),)))
    assert found[0].startswith(f"--cards {tmp_path / 'none.yaml'}:1:1: cannot read card pool")


def test_a_pool_file_is_checked_as_a_pool_and_skipped_by_test(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from judge.cli.main import cli

    good = pool(tmp_path, "good.yaml")
    bad = pool(tmp_path, "bad.yaml", POOL + "  Token Maker: {type: action, effect: "
                                            "[{create: {card: Nothing Such}}]}\n")
    result = CliRunner().invoke(cli, ["check", str(good)])
    assert result.exit_code == 0, result.stdout
    result = CliRunner().invoke(cli, ["check", str(bad)])
    assert result.exit_code == 2
    assert "no card named 'Nothing Such' in this pool or in the Vandaria Wars" in result.stdout
    result = CliRunner().invoke(cli, ["test", str(good)])
    assert result.exit_code == 0 and "SKIP" in result.stdout
    result = CliRunner().invoke(cli, ["resolve", str(good)])
    assert result.exit_code == 2 and "this is a card pool, not a scenario" in result.stderr


def test_too_many_pools_are_refused(tmp_path: Path) -> None:
    pool(tmp_path, "base.yaml")
    path = board(tmp_path, *["../sets/base.yaml"] * 65)
    assert "card pools; judge reads at most 64" in problems(path)[0]
