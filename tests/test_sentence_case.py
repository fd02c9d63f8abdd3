"""Sentences open with a capital, ids do not (`bf-a`, `#3`), and a reduplicated Indonesian word is
a word ("Alih-alih", it stayed "alih-alih"). A replacement step read inside a sentence ("at step
8, instead of ...") is not capitalised mid-sentence (it said "at step 8, Instead of")."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from judge.cli.main import cli
from judge.msg import cap

SCENARIO = "scenarios/force-of-will/replacements/attack-replaced-not-declared.yaml"


@pytest.mark.parametrize(("text", "expected"), [
    ("alice passes", "Alice passes"), ("bf-a is contested", "bf-a is contested"),
    ("#3 resolves", "#3 resolves"), ("alih-alih Knight menyerang", "Alih-alih Knight menyerang"),
    ("masing-masing, x", "Masing-masing, x")])
def test_cap(text: str, expected: str) -> None:
    assert cap(text) == expected


def _explain(*args: str) -> str:
    result = CliRunner().invoke(cli, ["explain", *args, SCENARIO], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return " ".join(result.output.split())


def test_a_replacement_inside_a_sentence_is_not_capitalised() -> None:
    english = _explain()
    assert "at step 8, instead of Knight (knight) attacking" in english
    assert "8. Instead of Knight (knight) attacking" in english  # its own sentence: a capital
    assert "8. Alih-alih Knight (knight) menyerang" in _explain("--lang", "id")


def test_a_sequence_stopped_by_a_replaced_step_does_not_say_its_kind_twice() -> None:
    """FOW 910.2f: "its move instruction does not happen: its move instruction was replaced"
    read as if one instruction stopped itself; the earlier one is "the ... before it"."""
    result = CliRunner().invoke(cli, ["explain", "scenarios/force-of-will/rulings/"
                                      "flicker-replaced-stops-the-return.yaml"],
                                env={"COLUMNS": "200"})
    said = " ".join(result.output.split())
    assert result.exit_code == 0, result.output
    assert ("its move instruction does not happen: the move instruction before it was "
            "replaced by another event, which ends the sequence for that card") in said
