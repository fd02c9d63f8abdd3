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


CANCELLED = "vandaria-wars/costs/cancelled-action.yaml"
VOLLEY = "vandaria-wars/rulings-audit27/every-target-illegal-per-target-nothing-happens-policy.yaml"


@pytest.mark.parametrize(("ruling", "asked", "verdict"), [
    (CANCELLED, "Apakah register kosong?", "Yes"), (CANCELLED, "register ว่างไหม?", "Yes"),
    (CHAIN, "chain ว่างไหม?", "No")])
def test_the_stack_asked_empty_in_indonesian_and_thai(ruling: str, asked: str,
                                                      verdict: str) -> None:
    f = first_lead_asked(ruling, "= " + asked)
    assert (f.subject.kind, f.verdict) == ("stack", verdict)


@pytest.mark.parametrize(("ruling", "asked", "verdict"), [
    (CANCELLED, "Is Gun Shot still in the register?", "No"),
    (CANCELLED, "Gun Shot ยังอยู่ใน register ไหม?", "No"),
    (CHAIN, "Study ยังอยู่ใน chain ไหม?", "Yes")])
def test_a_card_asked_still_on_the_stack_in_thai(ruling: str, asked: str, verdict: str) -> None:
    assert first_lead_asked(ruling, "= " + asked).verdict == verdict


def test_where_a_card_the_file_put_on_the_stack_ends_asked_yes_or_no() -> None:
    # a file's register item whose targets were all gone: its card goes to the graveyard;
    # asked so, the place first (it was answered by what its item did, with no Yes)
    f = first_lead_asked(VOLLEY, "= Is Holy Volley in Alice's graveyard?")
    assert f.verdict == "Yes"
    assert str(f.sentence).startswith("Yes — Holy Volley (volley) ends in alice's graveyard; ")


@pytest.mark.parametrize("asked", ["Berapa kartu di tangan Alice?", "alice มีการ์ดในมือกี่ใบ?",
                                   "alice มีการ์ดกี่ใบ?"])
def test_the_cards_in_a_hand_asked_in_indonesian_and_thai(asked: str) -> None:
    f = first_lead_asked(CANCELLED if asked[0] == "B" else CHAIN, "= " + asked)
    assert str(f.sentence).startswith("Alice has ")
    assert "in their hand" in str(f.sentence)
