"""Thai is written without spaces between words: a zone phrase or a state word said in Thai
joins the Thai beside it, and one in English keeps its spaces (judge/msg.py `_tight`)."""

from __future__ import annotations

from judge.i18n import translator
from judge.msg import Msg, say, word


def _th(msg: Msg) -> str:
    return say(msg, translator("th"))


def test_a_thai_zone_word_joins_the_thai_around_it() -> None:
    hand = Msg("{owner}'s {zone}", zone=word("hand"), owner="alice")
    assert _th(hand) == "มือของ alice"
    assert _th(Msg("puts {object} into {zone}", object="Recruit", zone=hand)) == \
        "ส่ง Recruit ไปที่มือของ alice"


def test_an_english_zone_word_keeps_its_spaces() -> None:
    trash = Msg("{owner}'s {zone}", zone=word("trash"), owner="alice")
    assert _th(Msg("puts {object} into {zone}", object="Recruit", zone=trash)) == \
        "ส่ง Recruit ไปที่ trash ของ alice"


def test_a_thai_state_word_joins_the_thai_before_it() -> None:
    assert _th(Msg("is {state}", state=word("exhausted"))) == "อยู่ในสถานะตะแคง"


def test_other_languages_keep_the_template_as_it_is() -> None:
    hand = Msg("{owner}'s {zone}", zone=word("hand"), owner="alice")
    assert " " in say(hand, translator("id"))
    assert str(hand) == "alice's hand"


def test_a_thai_instruction_word_joins_the_thai_around_it() -> None:
    said = _th(Msg("its {kind} instruction does not happen: its condition ({condition}) is not met",
                   kind=word("damage"), condition="x"))
    assert said.startswith("คำสั่งดาเมจของมัน")


def test_an_option_word_in_latin_letters_keeps_its_space() -> None:
    """Vandaria Wars says a mode as its cards print it, "Option-Volley" (Latin letters):
    "เลือก Option-Volley", never "เลือกOption-Volley" (the Thai template spaces the placeholder
    off; `_tight` joins only Thai)."""
    from judge.games.vandaria_wars.words import WORDS

    said = _th(Msg("{player} chooses {mode} for {item}", player="Alice",
                   mode=WORDS.mode_said("Volley"), item="Twin Volley (volley)"))
    assert "เลือก Option-Volley" in said, said
    said = _th(Msg(" with {mode}", mode=WORDS.mode_said("Volley")))
    assert "เลือก Option-Volley" in said, said


def test_vandaria_wars_thai_rules_never_break_a_line_inside_a_thai_phrase() -> None:
    """A folded YAML text (`>-`) reads a line break as a space: between two Thai letters that is
    a space inside a phrase ("ค่าใช้ จ่าย"), so the Thai rules fold only at their own spaces."""
    import itertools
    import re

    from .conftest import ROOT

    lines = (ROOT / "rulebook" / "vandaria-wars" / "rules.th.yaml").read_text(
        encoding="utf-8").split("\n")
    thai = re.compile("[\u0e00-\u0e7f]")
    broken = [n + 1 for n, (a, b) in enumerate(itertools.pairwise(lines))
              if a.rstrip() and b.strip() and thai.match(a.rstrip()[-1])
              and thai.match(b.strip()[0]) and b.startswith("      ")]
    assert broken == [], f"rules.th.yaml lines {broken[:10]} break inside a Thai phrase"
