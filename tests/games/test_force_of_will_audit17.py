"""Force of Will audit 17 (scenarios/force-of-will/rulings-audit17/): what the scenarios' expect
cannot pin, the invalid files (exit 2) at the edges of a rule."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import InputError
from tests.helpers import ruling

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios/force-of-will"
STRANGER_SETUP = (SCENARIOS / "rulings-audit17"
                  / "stranger-deck-of-ten-stays-out-of-the-opening-hand.yaml")


def _setup() -> str:
    return STRANGER_SETUP.read_text(encoding="utf-8")


def _invalid(text: str, rule: str) -> None:
    with pytest.raises(InputError) as err:
        ruling(text)
    assert rule in str(err.value), str(err.value)


def test_a_stranger_deck_of_nine_is_invalid() -> None:
    """FOW 402.7a: a stranger deck has none or exactly ten cards."""
    text = _setup()
    fewer = text.replace("  - {id: s10, card: Stray 10, owner: alice, zone: stranger_deck}\n", "")
    assert fewer != text
    _invalid(fewer.replace("    s10: {zone: stranger_deck}\n", ""), "FOW 402.7a)")


def test_a_stranger_deck_without_a_stranger_ruler_is_invalid() -> None:
    """FOW 402.7a-1: none of the starting rulers has [Stranger], so the stranger deck is empty."""
    text = _setup()
    plain = text.replace("card: Wanderer Regent", "card: \"Lyra, Keeper of Embers\"")
    assert plain != text
    _invalid(plain, "FOW 402.7a-1")


def test_a_plain_card_in_the_stranger_deck_is_invalid() -> None:
    """FOW 402.7: a stranger deck holds stranger cards only."""
    text = _setup()
    plain = text.replace("{id: s10, card: Stray 10,", "{id: s10, card: Stone Sentinel,")
    assert plain != text
    _invalid(plain, "FOW 402.7)")


def test_three_of_a_name_in_the_stranger_deck_is_invalid() -> None:
    """FOW 402.7b: at most two cards of a name in a stranger deck."""
    text = _setup()
    three = text.replace("{id: s3, card: Stray 3,", "{id: s3, card: Stray Hound,")
    assert three != text
    _invalid(three, "FOW 402.7b")


def test_a_stranger_card_in_the_deck_before_the_game_is_invalid() -> None:
    """FOW 1305.2: before the game a stranger card is in the stranger deck, never the deck;
    during the game an effect may put one there (no problem then)."""
    text = _setup()
    moved = text.replace("{id: a6, card: Tide Study,", "{id: a6, card: Stray Hound,")
    assert moved != text
    _invalid(moved, "FOW 1305.2")
    mid_game = (SCENARIOS / "rulings-audit17/stranger-resonator-text-reaches-stranger-cards-only"
                ".yaml").read_text(encoding="utf-8")
    in_deck = mid_game.replace("{id: top2, card: Stone Sentinel,", "{id: top2, card: Stray Hound,")
    assert in_deck != mid_game
    ruling(in_deck)


def test_stranger_without_its_number_says_how_to_write_it() -> None:
    """FOW 1142.2: [Stranger] is written with its number (`stranger: 10`)."""
    text = _setup().replace("cards:\n", "cards:\n  Lost Regent: {type: ruler, keywords: "
                            "[stranger]}\n", 1)
    with pytest.raises(InputError, match="stranger: 10"):
        ruling(text)
