"""Force of Will audit 16 (scenarios/force-of-will/rulings-audit16/): what the scenarios' expect
cannot pin (an honest exit 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import InputError, UnsupportedMechanic
from tests.helpers import ruling

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios/force-of-will"


def test_mythic_tokens_entering_together_have_no_longest_one() -> None:
    """FOW 1205.8: two «Mythic» tokens one instruction makes enter the field together, so none
    has been there longest; without Alice's choice judge cannot rule. It once kept
    'the one in the field longest', telling them apart by the order it made them in."""
    text = (SCENARIOS / "rulings-audit15/mythic-tokens-entering-together-keep-one.yaml"
            ).read_text(encoding="utf-8")
    without = text.replace("decisions:\n  mythic: {order: [stars.token#2]}\n", "")
    assert without != text
    with pytest.raises(UnsupportedMechanic, match="together") as err:
        ruling(without)
    assert "decisions: {mythic:" in str(err.value)
    assert "1205.8" in str(err.value)


def test_a_divinity_grant_without_its_number_says_how_to_write_it() -> None:
    """FOW 1136.2: "gains [Divinity]" always says its number; a grant without it is exit 2 naming
    `keyword_keys: {divinity: ...}` (adding [Divinity] to the numbered grants once crashed this
    message with a KeyError)."""
    text = (SCENARIOS / "rulings-audit16/divinity-gained-by-a-ruler-without-it.yaml"
            ).read_text(encoding="utf-8")
    without = text.replace("              keyword_keys: {divinity: 2}\n", "")
    assert without != text
    with pytest.raises(InputError, match=r"FOW 1136\.2: its number") as err:
        ruling(without)
    assert "keyword_keys: {divinity: ...}" in str(err.value)
