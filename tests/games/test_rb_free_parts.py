"""`free: energy | power | all` (RB 356.1.b.2, RB 356.5.a): Riftbound's parts of a cost an effect
lets a card be played without paying. v1.3 has no RB 356.5.a ("any and all costs"): `all` there
is exit 3 naming it; Force of Will and Vandaria Wars name no parts: the value is exit 2, located."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

HERE = Path(__file__).resolve().parents[2] / "scenarios"
RB = HERE / "riftbound/costs-and-optional-replacements/free-all-increase-not-paid.yaml"


def _run(tmp_path: Path, text: str) -> tuple[int, str]:
    f = tmp_path / "s.yaml"
    f.write_text(text)
    res = CliRunner().invoke(cli, ["resolve", str(f)])
    return res.exit_code, res.output + (res.stderr if res.stderr_bytes is not None else "")


def test_all_under_v13_is_exit_3_naming_the_rule(tmp_path: Path) -> None:
    text = RB.read_text().replace("game: riftbound\n", "game: riftbound\nedition: v1.3\n")
    code, out = _run(tmp_path, text)
    assert code == 3, out
    assert "RB 356.5.a" in out


def test_energy_under_v13_still_rules(tmp_path: Path) -> None:
    src = HERE / "riftbound/costs-and-optional-replacements/free-energy-power-still-paid.yaml"
    text = src.read_text().replace("game: riftbound\n", "game: riftbound\nedition: v1.3\n")
    code, out = _run(tmp_path, text)
    assert code == 0, out


@pytest.mark.parametrize(("src", "written", "part", "line"), [
    ("force-of-will/rulings-audit9/x-is-zero-when-played-without-paying.yaml",
     "free: true}", "free: energy}", 20),
    ("vandaria-wars/card-text/card-lets-a-follower-answer.yaml",
     "any_time: true}", "any_time: true, free: all}", 19),
])
def test_a_part_in_another_game_is_a_located_error(tmp_path: Path, src: str, written: str,
                                                    part: str, line: int) -> None:
    text = (HERE / src).read_text()
    assert written in text
    code, out = _run(tmp_path, text.replace(written, part))
    assert code == 2, out
    assert f"s.yaml:{line}:" in out and "free" in out


def test_every_part_a_game_names_is_declared() -> None:
    """The engine knows no game's cost parts: each part a game lets `free:` name (but `all`,
    every game's) is declared with the resources it leaves unpaid (Vocabulary.cost_parts), and
    each part's resources are the game's."""
    from judge.games import REGISTRY

    for gid in REGISTRY.ids():
        v = REGISTRY.find(gid).vocab
        assert set(v.free_parts) - {"all"} == set(v.cost_parts), gid
        for part in v.cost_parts.values():
            assert part.resources and set(part.resources) <= set(v.resources), gid


def test_without_its_power_cost_x_is_still_paid() -> None:
    """RB 356.1.b.2: X is a part of the Energy: free of the Power, X is paid; free of the
    Energy, X is 0."""
    from judge.engine.costs import x_unpaid
    from judge.games import REGISTRY

    parts = REGISTRY.find("riftbound").vocab.cost_parts
    assert x_unpaid(parts, "energy") and not x_unpaid(parts, "power")
    assert x_unpaid(parts, True) and x_unpaid(parts, "all") and not x_unpaid(parts, False)
