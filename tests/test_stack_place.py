"""Each game says where a waiting item is, and where an item goes as it joins, in its own words
(engine/words.py: Words.on_stack_said, onto_stack_said): a card waits *on* the chase or the
chain, but *in* the register, and goes *into* it (VW REG.1, REG.15.a): never "on the register"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.games import find_game
from judge.i18n import translator
from judge.msg import say

ROOT = Path(__file__).resolve().parent.parent
POT = ROOT / "judge" / "i18n" / "locale" / "judge.pot"
SCENARIOS = ROOT / "scenarios"


@pytest.mark.parametrize(("game", "on", "onto", "new"), [
    ("vandaria-wars", "in the register", "into the register", "into the new register"),
    ("force-of-will", "on the chase", "onto the chase", "onto the new chase"),
    ("riftbound", "on the chain", "onto the chain", "onto the new chain"),
])
def test_each_game_says_its_own_place_for_the_stack(game: str, on: str, onto: str,
                                                    new: str) -> None:
    w = find_game(game).words
    assert (say(w.on_stack_said()), say(w.onto_stack_said()),
            say(w.onto_stack_said(new=True))) == (on, onto, new)
    assert w.onto_stack() == onto and w.onto_stack(new=True) == new


def test_the_register_is_said_in_the_players_language() -> None:
    w = find_game("vandaria-wars").words
    assert say(w.onto_stack_said(), translator("id")) == "ke dalam register"
    assert say(w.on_stack_said(), translator("id")) == "di register"
    assert say(w.onto_stack_said(), translator("th")) == "เข้าสู่ register"


def _msgids() -> list[str]:
    return re.findall(r'^msgid "(.+)"$', POT.read_text(encoding="utf-8"), re.M)


def test_no_message_puts_every_game_on_its_stack() -> None:
    """No message of the catalogue says "on the {stack}" / "onto the {stack}" for every game
    (Vandaria Wars would read "on the register"): it says `{where}`, the game's own place.
    Left: what is said of the chase alone (FOW 1008.2, attach.py), and a card *played* onto
    the stack (Words.plays: Vandaria Wars summons every card type into the register)."""
    not_vw = {"{object} stays on the {stack}: {why}", "{player} plays {item} onto the {stack}",
              "{player} plays {item} targeting {targets} onto the {stack}"}
    bad = [m for m in _msgids() if re.search(r"\b(?:on|onto) the (?:new )?\{stack\}", m)
           and m not in not_vw]
    assert not bad, bad


def _rendered(path: Path, lang: str = "en") -> str:
    from click.testing import CliRunner

    from judge.cli.main import cli

    out = CliRunner().invoke(cli, ["resolve", str(path), "--lang", lang])
    assert out.exit_code == 0, out.output
    return out.output


@pytest.mark.parametrize("name", [
    "vandaria-wars/triggers/trigger-during-resolution-opens-new-register.yaml",
    "vandaria-wars/rulings/new-register-can-be-answered.yaml",
])
def test_a_waiting_skill_is_in_the_register_not_on_it(name: str) -> None:
    text = " ".join(_rendered(SCENARIOS / name).split())
    assert not re.search(r"\b(?:on|onto) the (?:new )?register\b", text, re.I), text
    assert re.search(r"\b(?:in|into) the register\b", text)
