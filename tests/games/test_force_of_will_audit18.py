"""Force of Will audit 18 (scenarios/force-of-will/rulings-audit18/): what the scenarios' expect
cannot pin: a wrong `extra_turns` player is an invalid file, and the turn counting behind 503.1."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import InputError
from tests.helpers import ruling

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit18"


def test_an_additional_turn_of_no_player_is_an_invalid_file() -> None:
    """FOW 1025: `state: {extra_turns: [...]}` names players; another name is exit 2, located."""
    text = (SCENARIOS / "turn-after-an-additional-turn-is-the-opponents-first.yaml"
            ).read_text(encoding="utf-8")
    wrong = text.replace("state: {extra_turns: [alice]}", "state: {extra_turns: [carol]}")
    assert wrong != text
    with pytest.raises(InputError, match=r"state\.extra_turns\[0\]: no player with id 'carol'"):
        ruling(wrong)


def test_without_the_additional_turn_the_second_turn_is_bobs_first() -> None:
    """FOW 503.1, 505.6: the same file without the additional turn: turn 2 is Bob's first turn
    (his recovery phase skipped) and turn 3 Alice's second, so the passes that reached Bob's
    main phase with it now reach Alice's: a check that the counting is the turns each player
    began, not a special case of the additional turn."""
    text = (SCENARIOS / "turn-after-an-additional-turn-is-the-opponents-first.yaml"
            ).read_text(encoding="utf-8")
    plain = text.replace("state: {extra_turns: [alice]}\n", "")
    assert plain != text
    res = ruling(plain)
    skipped = [s for s in res.steps if "FOW 503.1" in s.citations]
    assert any("bob" in s.summary for s in skipped)
    assert not any("alice" in s.summary and "first turn" in s.summary for s in skipped)
