"""A house policy the scenario switches that the ruling never reads (Resolution.policies holds
those it read) is said in the Nuances to change nothing here: a reader must not think the switch
decided the ruling (lookup/prose.py: _unread_switches). Every game."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

from .conftest import SCENARIOS


def explained(tmp_path: Path, name: str, switch: str, *args: str) -> str:
    text = (SCENARIOS / name).read_text(encoding="utf-8")
    assert "\npolicies:" not in text
    path = tmp_path / "switched.yaml"
    path.write_text(text.replace("\nturn:", f"\npolicies: {{{switch}}}\nturn:", 1),
                    encoding="utf-8")
    out = CliRunner().invoke(cli, ["explain", "--no-variants", str(path), *args])
    assert out.exit_code == 0, out.output
    return " ".join(out.output.split())


@pytest.mark.parametrize(("name", "switch", "said"), [
    ("vandaria-wars/citations/one-register-results-top-down.yaml",
     "battle.summoned_attacks: not-allowed", "VW HP.36"),
    ("force-of-will/chase/cancel-an-automatic-ability.yaml", "mulligan.shuffle: reversed",
     "FOW HP.6"),
    ("riftbound/chain/add-ability-keeps-focus.yaml", "mulligan.order: reversed", "RB HP.6"),
])
def test_a_switch_the_ruling_never_read_is_said_to_change_nothing(
        tmp_path: Path, name: str, switch: str, said: str) -> None:
    nuances = explained(tmp_path, name, switch).split("Nuances", 1)[1]
    assert f"The scenario sets house policy {said} (" in nuances, nuances
    assert "never reads it: the switch changes nothing here" in nuances, nuances


def test_a_switch_the_ruling_read_is_not_said_to_change_nothing(tmp_path: Path) -> None:
    text = explained(tmp_path, "vandaria-wars/citations/one-register-results-top-down.yaml",
                     "state_checks.timing: after-register")
    assert "never reads it" not in text
    assert "The ruling depends on house policy VW HP.7" in text


def test_the_unread_switch_is_said_in_the_players_language(tmp_path: Path) -> None:
    text = explained(tmp_path, "vandaria-wars/citations/one-register-results-top-down.yaml",
                     "battle.summoned_attacks: not-allowed", "--lang", "id")
    assert "VW HP.36" in text and "never reads it" not in text
