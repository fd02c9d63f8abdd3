"""Wording defects a judge reading the answer aloud would notice (each failed before its fix)."""

from __future__ import annotations

from judge.app import load_scenario, resolve
from judge.engine.wording import said_ref
from judge.model.effects import Top
from judge.msg import Msg

from ..conftest import SCENARIOS


def lead(path: str) -> str:
    res = resolve(load_scenario(SCENARIOS / path), answer=True)
    first = res.answer[0]
    return (first.verdict + " " if first.verdict else "") + str(first.said)


def test_which_of_two_same_cards_triggers_is_told_apart_by_where_it_is() -> None:
    """"Which Duelist's ability triggers?" with two Proud Duelists: not the id alone."""
    said = lead("riftbound/rulings/win-a-combat-a-unit-shares-the-result.yaml")
    assert said.startswith("Bow (duelist.bow) triggers at step 24: the ability of Proud "
                           "Duelist (duelist), now at Sunken Plaza (bf-a)"), said


def test_a_return_of_every_spell_is_quoted_only_for_the_spell_asked_about() -> None:
    """FOW 1167.2: the lead says why the Blaze stays, not that Backwash went to its hand."""
    said = lead("force-of-will/rulings/untouchable-spell-is-not-moved-by-a-return-of-every-"
                "spell.yaml")
    assert "stays on the chase" in said and "Backwash (backwash) into" not in said
    assert "its own instructions" not in said


def test_stats_a_card_had_off_the_board_are_its_printed_ones() -> None:
    """It entered already at Might 5: it never had Might 3 on the board (RB HP.26)."""
    res = resolve(load_scenario(SCENARIOS / "riftbound/mighty/enters-already-mighty-not-a-"
                                "change.yaml"), answer=True)
    text = " ".join(str(f.said) for f in res.answer)
    assert "has Might 5 (printed Might 3)" in text and "(it had" not in text


def test_a_card_that_is_now_another_card_has_no_earlier_stats_beside_it() -> None:
    res = resolve(load_scenario(SCENARIOS / "force-of-will/systems/shift-play-the-future-"
                                "side.yaml"), answer=True)
    text = " ".join(str(f.said) for f in res.answer)
    assert "is now Chrono Knight and has ATK 800 DEF 800" in text and "(it had" not in text


def test_the_top_card_is_one_card() -> None:
    assert str(said_ref(Top(1))) == "the top card of your deck"
    assert str(said_ref(Top(2))) == "the top 2 cards of your deck"
    assert isinstance(said_ref(Top(1)), Msg)
