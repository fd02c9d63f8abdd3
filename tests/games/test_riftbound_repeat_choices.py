"""RB 820.2.a: the choices of a Repeat execution may differ from the first: another mode
(`repeat_mode`), a "you may" decided apart (`decisions: {<item>: {again: {...}}}`)."""

from __future__ import annotations

import pytest

from judge.errors import InputError

from ..helpers import ruling

HEAD = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 2}, bob: {}}
objects:
  - {id: vv, card: Volley or Verse, owner: alice, zone: hand}
  - {id: st, card: Second Thoughts, owner: alice, zone: hand}
  - {id: a-top, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: a-next, card: Trainee Squire, owner: alice, zone: main_deck}
"""


@pytest.mark.parametrize(("choices", "why"), [
    ("{mode: verse, repeat_mode: volley}", "pay the Repeat cost"),
    ("{mode: verse, repeat: true, repeat_mode: sonnet}", "has no mode sonnet"),
])
def test_a_repeat_mode_is_checked_as_the_spell_is_played(choices: str, why: str) -> None:
    r = ruling(HEAD + f"""
actions:
  - {{by: alice, do: play, card: vv, choices: {choices}}}
""")
    assert [x.action for x in r.rejected] == [0]
    assert why in r.rejected[0].text


def test_a_you_may_of_the_second_execution_follows_the_first_unless_decided_apart() -> None:
    r = ruling(HEAD + """
actions:
  - {by: alice, do: play, card: st, choices: {repeat: true}}
decisions:
  st: {choices: {drew: false}}
""")
    assert r.final["objects"]["a-top"]["zone"] == "main_deck"  # neither execution draws


def test_an_again_decision_never_asked_is_an_error() -> None:
    """Without Repeat paid there is no second execution: `again` changed nothing."""
    with pytest.raises(InputError, match=r"decisions\.st\.again\.drew: never used"):
        ruling(HEAD + """
actions:
  - {by: alice, do: play, card: st}
decisions:
  st: {again: {drew: false}}
""")
