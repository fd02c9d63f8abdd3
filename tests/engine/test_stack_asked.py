"""Whether the stack is empty, and whether a card is still on it, asked in the game's word for
the stack or as "the stack": a Yes or No by what waits on it as the ruling ends. A probe of the
stack (items asked of bundled rulings, expect: removed) found these answered with no Yes or No
("Vileborn and Quick Spark resolve in that order", "Quick Spark ends in bob's graveyard")."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

EMPTIED = "force-of-will/keywords/vileborn-granted-with-its-number.yaml"
WAITING = "force-of-will/rulings/free-play-still-pays-an-increase.yaml"
CHAIN = "riftbound/rulings/hidden-play-still-pays-an-opponents-increase.yaml"
REGISTER = "vandaria-wars/rulings-audit17/option-cost-paid-on-registering.yaml"


@pytest.mark.parametrize(("ruling", "asked", "verdict"), [
    (EMPTIED, "Is the chase empty?", "Yes"), (EMPTIED, "Is the stack empty?", "Yes"),
    (EMPTIED, "Is anything left on the chase?", "No"),
    (WAITING, "Is the chase empty?", "No"), (WAITING, "Is the stack empty?", "No"),
    (CHAIN, "Is anything still on the chain?", "Yes"), (CHAIN, "Is the chain empty?", "No"),
    (REGISTER, "Is the register empty?", "No")])
def test_the_stack_asked_empty_or_not(ruling: str, asked: str, verdict: str) -> None:
    f = first_lead_asked(ruling, "= " + asked)
    assert (f.subject.kind, f.verdict) == ("stack", verdict)


def test_another_games_word_for_the_stack_is_not_read() -> None:
    # "chain" is Riftbound's word: of Force of Will it names nothing judge may say No to
    assert first_lead_asked(EMPTIED, "= Is the chain empty?").verdict == ""


@pytest.mark.parametrize(("ruling", "asked", "verdict"), [
    (EMPTIED, "Is Quick Spark still on the chase?", "No"),
    (WAITING, "Is the Lance still on the chase?", "Yes")])
def test_a_card_asked_still_on_the_stack(ruling: str, asked: str, verdict: str) -> None:
    assert first_lead_asked(ruling, "= " + asked).verdict == verdict
