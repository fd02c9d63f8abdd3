"""`judge explain FILE --compare`: every house-policy and edition variant beside the ruling, as a
table of what differs, each cell read from a re-resolution (the same as the what-if switch)."""

from __future__ import annotations

import json

from click.testing import CliRunner

from judge.app import load_scenario, resolve
from judge.cli.main import cli
from judge.lookup.compare import compare

from ..conftest import ROOT
from .conftest import PRAYER

NO_REFUND = str(ROOT / "scenarios/vandaria-wars/costs/failed-skill-no-refund.yaml")
V13 = str(ROOT / "scenarios/riftbound/combat/v13-stunned-defender-tie-defender-wins.yaml")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_each_variant_is_the_ruling_its_switch_gives() -> None:
    scenario = load_scenario(NO_REFUND)
    cmp = compare(scenario, resolve(scenario))
    labels = [v.label for v in cmp.variants]
    assert labels == ["VW HP.8 failed.refund=refund", "VW HP.7 state_checks.timing=after-register"]
    assert [v.label for v in cmp.differing] == ["VW HP.8 failed.refund=refund"]
    assert [v.label for v in cmp.same] == ["VW HP.7 state_checks.timing=after-register"]
    assert cmp.aspects == ["alice: gold"] and cmp.cells == [["0", "2"]]
    code, out, _ = run("resolve", NO_REFUND, "--json", *cmp.differing[0].switch.split(" ", 1))
    assert code == 0 and json.loads(out)["final"]["players"]["alice"]["gold"] == 2


def test_editions_are_compared_too() -> None:
    code, out, _ = run("explain", V13, "--compare")
    assert code == 0
    assert "edition v1.4" in out and "defender-won" in out and "no-result" in out


def test_compare_text_markdown_html_and_a_ruling_no_variant_changes() -> None:
    code, out, _ = run("explain", NO_REFUND, "--compare")
    assert code == 0 and "What differs:" in out and "alice: gold" in out
    assert "The same outcome as given: VW HP.7 state_checks.timing=after-register." in out
    code, out, _ = run("explain", NO_REFUND, "--compare", "--format", "markdown")
    assert code == 0 and "| alice: gold | 0 | 2 |" in out
    code, out, _ = run("explain", NO_REFUND, "--compare", "--format", "html")
    assert code == 0 and "<td>2</td>" in out and out.startswith("<!DOCTYPE html>")
    code, out, _ = run("explain", PRAYER, "--compare")
    assert code == 0 and "No variant changes the outcome." in out


def test_compare_starts_from_the_what_if_switches() -> None:
    code, out, _ = run("explain", NO_REFUND, "--compare", "--policy", "failed.refund=refund")
    assert code == 0
    assert "(what if: --policy failed.refund=refund)" in " ".join(out.split())
    assert "VW HP.8 failed.refund=no-refund" in out


def test_a_narrow_terminal_splits_the_table_and_wraps_cells() -> None:
    result = CliRunner().invoke(cli, ["explain", NO_REFUND, "--compare"],
                                env={"COLUMNS": "40"})
    assert result.exit_code == 0
    assert all(len(line) <= 40 for line in result.stdout.splitlines())
