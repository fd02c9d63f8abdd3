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
