"""Vandaria Wars, audit 30: audit 29's leftovers (the battle damage's step answers "Does the Fort
take damage?" of a Territory returned before it resulted; the second-payment reader), then the
guide's battle, lethal damage, turn, draw, enter/leave and "this turn" edges
(scenarios/vandaria-wars/rulings-audit30)."""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

ROOT = Path(__file__).resolve().parents[2]
AUDIT = ROOT / "scenarios" / "vandaria-wars" / "rulings-audit30"
AUDIT29 = ROOT / "scenarios" / "vandaria-wars" / "rulings-audit29"


def ruled(path: Path, *more: str) -> dict[str, Any]:
    result = CliRunner().invoke(cli, ["resolve", "--json", *more, str(path)])
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.output)
    return data


def lead(data: dict[str, Any]) -> dict[str, Any]:
    answer: list[dict[str, Any]] = data["answer"]
    return answer[0]


def asked(path: Path, question: str, tmp_path: Path) -> dict[str, Any]:
    """The scenario at `path` with another question."""
    text = re.sub(r"question: >-\n(?:  .*\n)+", "question: " + json.dumps(question) + "\n",
                  path.read_text(encoding="utf-8"))
    copy = tmp_path / path.name
    copy.write_text(text, encoding="utf-8")
    return lead(ruled(copy))


def test_territory_returned_before_the_battle_damage_is_answered_by_the_battle_damage() -> None:
    """Audit 29's leftover: "Does the Fort take damage?" of a Territory returned to the hand
    before the battle damage resulted answered No by Abandon's step (VW REG.4.b): right, but the
    step that shows its share was not dealt (VW REG.9.a, HP.9) was not named, as the battle was
    not read as aimed at the card attacked (only at its attackers)."""
    fact = lead(ruled(
        AUDIT29 / "territory-attacked-returned-before-the-battle-damage-results.yaml"))
    assert fact["fact"].startswith("No — Sample Fort (fort) ends in bob's hand and has no damage, "
                                   "when Abandon (abandon) results at step 9; at step 10, Battle "
                                   "damage (combat) results:"), fact["fact"]
    assert "Sample Militia (militia)'s 2 to Sample Fort (fort) is not dealt" in fact["fact"]
    assert fact["step"] == 10
    assert fact["citations"] == ["VW REG.9.a", "VW HP.9"], fact["citations"]


@pytest.mark.parametrize("question", [
    "Does Alice have to pay for Gun Shot again?",
    "Does Alice pay twice for Gun Shot?",
    "Does Alice pay for Gun Shot twice?",
    "Does Alice pay an additional gold for Gun Shot?",
    "Does Alice pay for Gun Shot a second time?",
    "Does Alice pay again?",
    "Apakah Alice harus membayar ulang Gun Shot?",
    "Apakah Alice membayar Gun Shot dua kali?",
    "Apakah Alice membayar sekali lagi untuk Gun Shot?",
])
def test_a_second_payment_asked_in_more_words(question: str, tmp_path: Path) -> None:
    """Audit 29's leftover: the second-payment reader knew "another", "more", "again", "extra"
    and "a second" up to two words after "pay"; "pay for Gun Shot again", "pay twice", "an
    additional gold", "a second time" (and Indonesian "ulang", "dua kali", "sekali lagi") were
    answered "Yes — alice has 0 gold (from 1)", her gold afterwards. "Does Alice pay again?",
    naming no card, is asked of the one card she paid for."""
    fact = asked(AUDIT29 / "relic-cost-reduction-destroyed-after-the-action-was-paid.yaml",
                 question, tmp_path)
    assert fact["fact"].startswith("No — alice pays for Gun Shot (gs): 1 gold"), fact["fact"]
    assert fact["fact"].endswith("at step 2, and nothing more."), fact["fact"]
    assert fact["citations"] == ["VW REG.13.b"], fact["citations"]


@pytest.mark.parametrize("question", [
    "Does Alice pay gold for another card?",
    "Does Alice pay for Gun Shot, and does Bob pay again?",
])
def test_not_a_second_payment(question: str, tmp_path: Path) -> None:
    """"another" after "for" is another card, and "again" past "and" another clause: neither asks
    of a second payment of Gun Shot, so the answer is not "and nothing more"."""
    fact = asked(AUDIT29 / "relic-cost-reduction-destroyed-after-the-action-was-paid.yaml",
                 question, tmp_path)
    assert "nothing more" not in fact["fact"], fact["fact"]
