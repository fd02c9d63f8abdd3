"""Vandaria Wars, audit 25: Option- modes, additional costs, job types, honor and faction,
elements, Territory / Relic / Rune and new registers (scenarios/vandaria-wars/rulings-audit25)."""
from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

if TYPE_CHECKING:
    from pathlib import Path

#: Oath Strike: requires 2 honor and costs 1 gold, with COST as its additional cost.
OATH = """
game: vandaria-wars
policies: {honor.model: MODEL, requirements.costs: ORDER}
turn: {player: alice, phase: main}
players:
  alice: {gold: 3, honor: HONOR}
  bob: {gold: 0}
cards:
  Oath Strike:
    type: action
    cost: {gold: 1}
    requirements: {honor: 2}
    COST
    targets: [{type: follower}]
    effect: [{damage: {target: $1, amount: 2}}]
objects:
  - {id: oath, card: Oath Strike, owner: alice, zone: hand}
  - {id: trader, card: Trader Male, owner: bob, zone: field}
actions:
  - {by: alice, do: play, card: oath, targets: [trader]CHOICES}
"""
ADDITIONAL = "additional_cost: {honor: 1}"
X_HONOR = "additional_cost: {honor: x}"
OPTION = ("modes:\n      - {name: Oath, cost: {honor: 1}, targets: [{type: follower}], "
          "effect: [{damage: {target: $1, amount: 2}}]}\n      - {name: Plain, targets: "
          "[{type: follower}], effect: [{damage: {target: $1, amount: 1}}]}")


def ruled(tmp_path: Path, *, model: str = "threshold", order: str = "before-costs",
          honor: int = 2, cost: str = ADDITIONAL, choices: str = "") -> dict[str, object]:
    text = OATH.replace("MODEL", model).replace("ORDER", order).replace(
        "HONOR", str(honor)).replace("COST", cost).replace("CHOICES", choices)
    if cost == OPTION:  # the modes carry the targets and the damage
        text = text.replace("    targets: [{type: follower}]\n    effect: [{damage: {target: "
                            "$1, amount: 2}}]\n", "")
    path = tmp_path / "oath.yaml"
    path.write_text(text)
    result = CliRunner().invoke(cli, ["resolve", "--json", str(path)])
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.output)
    return data


def honor_left(data: dict[str, object]) -> int:
    final = data["final"]
    assert isinstance(final, dict)
    return int(final["players"]["alice"]["honor"])


@pytest.mark.parametrize(("cost", "choices"), [
    (ADDITIONAL, ""), (X_HONOR, ", choices: {x: 1}"), (OPTION, ", choices: {mode: Oath}")])
def test_honor_spent_beside_an_honor_cost_never_goes_below_zero(
        tmp_path: Path, cost: str, choices: str) -> None:
    """VW HP.10 `spent`: a card's 2 honor requirement is paid like gold as it is summoned, and
    its own "Bayar 1 honor" (an additional cost, an X, an Option-'s own cost, VW REG.14.a-b) is
    paid with it. With 2 honor Alice cannot pay 3: judge checked the requirement against the
    honor before the cost, paid both, and left her with -1 honor."""
    data = ruled(tmp_path, model="spent", cost=cost, choices=choices)
    assert honor_left(data) == 2
    assert data["resolved"] == []
    rejected = json.dumps(data["rejected"])
    assert "requires 2 honor" in rejected and "VW HP.10" in rejected


def test_honor_spent_beside_an_honor_cost_paid_when_there_is_enough(tmp_path: Path) -> None:
    data = ruled(tmp_path, model="spent", honor=3)
    assert honor_left(data) == 0
    assert data["resolved"] == ["oath"]


@pytest.mark.parametrize(("cost", "choices"), [
    (ADDITIONAL, ""), (X_HONOR, ", choices: {x: 1}"), (OPTION, ", choices: {mode: Oath}")])
def test_honor_requirement_met_only_before_the_honor_cost_follows_house_policy_44(
        tmp_path: Path, cost: str, choices: str) -> None:
    """VW HP.44 orders requirements and additional costs, both settled on registering (VW
    REG.13.a, REG.14.a). An honor requirement met only with the honor the card's own cost pays
    was met silently, under `after-costs` too: now `before-costs` names the policy and
    `after-costs` refuses the card."""
    before = ruled(tmp_path, cost=cost, choices=choices)
    assert before["resolved"] == ["oath"] and honor_left(before) == 1
    assert "VW HP.44" in json.dumps(before["steps"][0])
    after = ruled(tmp_path, order="after-costs", cost=cost, choices=choices)
    assert after["resolved"] == [] and honor_left(after) == 2
    assert "VW HP.44" in json.dumps(after["rejected"])


def test_honor_left_over_after_the_cost_needs_no_policy(tmp_path: Path) -> None:
    data = ruled(tmp_path, order="after-costs", honor=3)
    assert data["resolved"] == ["oath"]
    assert "VW HP.44" not in json.dumps(data["steps"])
