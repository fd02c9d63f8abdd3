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
