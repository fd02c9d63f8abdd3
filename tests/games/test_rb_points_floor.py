"""RB 194.4: points never go below 0 (RB 194.4.a: at 0 a loss does nothing). A payment of points
is said as it was (all the player had, or nothing), citing the rule; v1.3 does not state the floor,
so a ruling that needs it is exit 3 naming the rule, never a guess."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from judge.cli.main import cli

SCORING = Path(__file__).resolve().parents[2] / "scenarios/riftbound/scoring"


def _resolve(tmp_path: Path, text: str) -> tuple[int, str]:
    f = tmp_path / "s.yaml"
    f.write_text(text)
    res = CliRunner().invoke(cli, ["resolve", str(f)])
    return res.exit_code, res.output + (res.stderr if res.stderr_bytes is not None else "")


def test_a_short_payment_says_what_was_paid(tmp_path: Path) -> None:
    code, out = _resolve(tmp_path, (SCORING / "points-never-below-zero.yaml").read_text())
    assert code == 0, out
    assert "bob pays 1 point, all they had of 2 points" in " ".join(out.split())
    assert "bob pays 2 points" not in out


def test_a_payment_within_the_points_cites_no_floor(tmp_path: Path) -> None:
    text = (SCORING / "points-never-below-zero.yaml").read_text()
    code, out = _resolve(tmp_path, text.replace("points: 1}", "points: 5}").replace(
        "players: {bob: {points: 0}}", "players: {bob: {points: 3}}").replace(
        "  cites: [RB 194.4]\n", ""))
    assert code == 0, out
    assert "bob pays 2 points" in out and "RB 194.4" not in out


def test_under_v13_the_floor_is_exit_3_naming_it(tmp_path: Path) -> None:
    for name, rule in (("points-never-below-zero.yaml", "RB 194.4"),
                       ("losing-points-at-zero-does-nothing.yaml", "RB 194.4.a")):
        text = (SCORING / name).read_text().replace("game: riftbound\n",
                                                     "game: riftbound\nedition: v1.3\n")
        code, out = _resolve(tmp_path, text)
        assert code == 3, out
        assert f"{rule} (" in out and "v1.3" in out
