"""Force of Will audit 43 (scenarios/force-of-will/rulings-audit43/): a keyword ability printed
in a Solo Mode card's bottom text box (FOW 1308.1), which before this audit a file could not write
(`solo_mode:` named abilities only, exit 2). It is named in `solo_mode:` as the card's
`keywords:` write it, and exists only while its player's Solo Mode is engaged (1308.2b), not
while it is disabled (1308.2a). What a file may get wrong about it is a located error (exit 2)."""

from __future__ import annotations

import pytest

from judge.errors import InputError
from tests.helpers import assert_cites, leads_of, ruling, scenario_text

BASE = "force-of-will/rulings-audit43/bottom-box-flying-counts-with-one-ruler.yaml"
OFF = ("force-of-will/rulings-audit43/bottom-box-flying-does-not-exist-with-a-ruler-and-a-j-"
       "ruler.yaml")


def _text(old: str = "", new: str = "", base: str = BASE) -> str:
    text = scenario_text(base)
    if old:
        assert old in text, old
        text = text.replace(old, new)
    return text


def test_engaged_the_bottom_box_keyword_exists_and_the_lead_cites_1308_2b() -> None:
    res = ruling(_text())
    assert res.final["objects"]["duelist"]["stats"]["atk"] == 600
    assert_cites(res, "FOW 1308.2b")
    assert leads_of(BASE)[0].citations == ("FOW 904.1", "FOW 1308.2b")


def test_disabled_the_bottom_box_keyword_does_not_exist_and_the_lead_cites_1308_2a() -> None:
    res = ruling(_text(base=OFF))
    assert res.final["objects"]["duelist"]["stats"]["atk"] == 400
    assert leads_of(OFF)[0].citations == ("FOW 1308.2a",)


def test_a_bottom_box_ability_stopping_is_led_by_1308_2a() -> None:
    """Solo Mode turned off during the ruling: the lead cites 1308.2a, the rule that decides,
    first (before this audit audit 40's token scenario led with 904.1 and 1308.2b)."""
    for name in ("force-of-will/rulings-audit43/token-j-ruler-entering-takes-a-bottom-box-"
                 "flying-away.yaml",
                 "force-of-will/rulings-audit40/token-j-ruler-entering-disables-solo-mode.yaml"):
        assert leads_of(name)[0].citations[:1] == ("FOW 1308.2a",), name


def test_a_keyword_granted_by_a_later_static_ability_meets_an_earlier_flyers_pump() -> None:
    """FOW 909.1d before 909.1g: a keyword a static ability grants applies before the values
    changed, whatever the timestamps (before this audit a Banner earlier on the board than the
    card granting itself [Flying] missed it: ATK 400)."""
    text = _text("    keywords: [flying]\n    solo_mode: [flying]\n",
                 "    abilities: [{name: Wings, kind: static, effect: [{modify: {target: self, "
                 "keywords: [flying]}}]}]\n")
    text = text.replace("  cites: [FOW 1308.2b]\n", "")
    assert ruling(text).final["objects"]["duelist"]["stats"]["atk"] == 600


def test_a_keyword_the_card_does_not_have_is_a_located_error() -> None:
    with pytest.raises(InputError, match=r"cards\.Sky Duelist\.solo_mode\[0\]: Sky Duelist has "
                       "no ability named 'pierce' and no such keyword"):
        ruling(_text("solo_mode: [flying]", "solo_mode: [pierce]"))


def test_a_keyword_with_more_than_its_word_is_a_located_error() -> None:
    """[Quickcast] changes how the card is played, not what it has once in the field: granting
    it to the card while Solo Mode is engaged is not what the bottom box says; not writable."""
    text = _text("keywords: [flying]\n    solo_mode: [flying]",
                 "keywords: [flying, quickcast]\n    solo_mode: [quickcast]")
    with pytest.raises(InputError, match=r"cards\.Sky Duelist\.solo_mode\[0\]: \[Quickcast\] in "
                       "a bottom text box cannot be written"):
        ruling(text)


def test_a_name_that_is_both_an_ability_and_a_keyword_is_a_located_error() -> None:
    text = _text("    solo_mode: [flying]\n", "    solo_mode: [flying]\n    abilities: [{name: "
                 "flying, kind: static, effect: [{modify: {target: self, stats: {def: 100}}}]}]\n")
    with pytest.raises(InputError, match=r"cards\.Sky Duelist\.solo_mode\[0\]: 'flying' is both "
                       "an ability and a keyword"):
        ruling(text)


def test_a_target_refused_for_want_of_a_bottom_box_keyword_is_led_by_1308_2a() -> None:
    """Before this audit the refusal cited 903.2i alone, not why the card lacked [Flying]."""
    name = ("force-of-will/rulings-audit43/solo-mode-disabled-a-bottom-box-flying-is-no-legal-"
            "target.yaml")
    assert leads_of(name)[0].citations[:1] == ("FOW 1308.2a",)
