"""`judge explain --lang id` of Vandaria Wars rulings: the Ruling opens with the answer, in the
game's words (register, result, dibatalkan), citing the rule that decided it; nothing is said
twice."""

from __future__ import annotations

import re

from .conftest import VW, run

MOVED = str(VW / "action-card/action-card-moved-skill-still-results.yaml")
MOVED_CANCELLED = str(VW / "action-card/action-card-moved-skill-cancelled.yaml")


def ruling(path: str) -> str:
    code, out, err = run("explain", "--lang", "id", "--no-variants", path)
    assert code == 0 and err == ""
    text = out.split("\nRuling\n", 1)[1].split("\nUrutan\n", 1)[0]
    return " ".join(text.split())


def sentences(text: str) -> list[str]:
    return re.split(r"(?<=\))\. ", text)


def test_an_action_card_sent_back_to_the_hand_is_not_still_there() -> None:
    """It went hand -> register -> hand: the answer is what its skill did and where the card
    stayed (VW HP.19), not 'masih di tangan' (still in the hand) as though it never moved."""
    text = ruling(MOVED)
    # "Does Gun Shot's skill still result ...?": Yes (Ya), by what it did
    assert text.startswith("Ya — Gun Shot (shot) result pada langkah 11")
    assert "tetap di tangan milik alice (VW HP.19, VW REG.12.b)" in sentences(text)[0]
    assert "masih di tangan" not in text


def test_a_cancelled_action_card_is_answered_once_with_where_its_card_is() -> None:
    text = ruling(MOVED_CANCELLED)
    first = sentences(text)[0]
    assert first.startswith("Tidak — Gun Shot (shot) dibatalkan oleh Recall Order (recall)")
    assert "kartunya kembali di tangan milik alice" in first
    said = sentences(text)
    assert len(said) == len(set(said)), said  # the cause "ditaruh di register ..." told once
    assert text.count("ditaruh di register untuk merespon") == 1


def test_gold_paid_on_registering_cites_the_rule_on_paying() -> None:
    """The gold a player has left was paid as the card was registered: VW REG.13.b, not the
    rules on summoning (VW REG.1.a, REG.12.b)."""
    text = ruling(MOVED)
    assert "Alice memiliki 0 gold (dari 2), ketika alice men-summon Gun Shot (shot) pada " \
           "langkah 1 (VW REG.13.b)" in text
