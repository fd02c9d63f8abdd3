"""`expect.objects` names only fields a ruling's object can hold, and a mark the object does not
carry reads as false: before, `keywords:` or a misspelt field was accepted and always failed
`judge test`, and `stunned: false` failed on a unit that was not stunned (the ruling leaves
unset marks out)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text, resolve
from judge.engine.expect import mismatches
from judge.errors import InputError

RB = """\
game: riftbound
title: one unit
turn: {{player: alice, phase: main}}
players: {{alice: {{}}, bob: {{}}}}
objects:
  - {{id: squire, card: Trainee Squire, owner: alice, zone: base}}
actions: []
expect:
  objects: {{squire: {{{fields}}}}}
"""


def failures(fields: str) -> list[str]:
    scenario = load_scenario_text(RB.format(fields=fields), "t.yaml")
    assert scenario.expect is not None
    return mismatches(scenario.expect, resolve(scenario))


@pytest.mark.parametrize(("field", "said"), [
    ("keywords: [temporary]", "allowed: at, attached_to"),  # the fields it may name
    ("zonee: base", "did you mean 'zone'?")])
def test_a_field_no_object_holds_is_a_located_error(field: str, said: str) -> None:
    with pytest.raises(InputError) as info:
        failures(f"zone: base, {field}")
    (problem,) = [str(p) for p in info.value.problems]
    assert problem.startswith("t.yaml:9:") and "expect.objects.squire." in problem
    assert "unknown key" in problem and said in problem


def test_a_mark_the_object_does_not_carry_is_false() -> None:
    assert failures("zone: base, stunned: false") == []
    assert failures("zone: base, stunned: true") == [
        "objects.squire.stunned: expected True, got None"]


DECK = RB.replace("zone: base}}\n", "zone: main_deck}}\n  - {{id: seer, card: Mist Seer, "
                  "owner: alice, zone: main_deck}}\n")


def deck_failures(fields: str) -> list[str]:
    scenario = load_scenario_text(DECK.format(fields=fields), "t.yaml")
    assert scenario.expect is not None
    return mismatches(scenario.expect, resolve(scenario))


@pytest.mark.parametrize(("position", "holds"), [
    ("top", True), ("bottom", False), ("1", True), ("2", False),
    ("{from_top: 1}", True), ("{from_bottom: 2}", True), ("{from_bottom: 1}", False)])
def test_a_deck_position_is_read_from_the_top_or_from_the_bottom(position: str,
                                                                 holds: bool) -> None:
    """The file's deck is listed top first (the Squire on top of the Seer): `position:` says
    where a card is in it as a ruling does (final.objects' position)."""
    assert (deck_failures(f"zone: main_deck, position: {position}") == []) is holds


@pytest.mark.parametrize("position", ["middle", "0", "{from_top: 1, under: 2}", "[1]"])
def test_a_position_that_names_no_place_is_a_located_error(position: str) -> None:
    with pytest.raises(InputError) as info:
        deck_failures(f"zone: main_deck, position: {position}")
    problems = [str(p) for p in info.value.problems]
    assert problems and all(p.startswith("t.yaml:10:") and "expect.objects.squire.position"
                            in p for p in problems), problems


def test_a_card_out_of_its_deck_has_no_position() -> None:
    assert failures("zone: base, position: top") == [
        "objects.squire.position: expected {'from_top': 1}, got None"]
