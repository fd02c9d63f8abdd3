"""Card language claims pinned after Riftbound's card-text scenarios found them wrong (each test
failed before its fix)."""

from __future__ import annotations

import textwrap

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

RB_HEAD = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 1}, bob: {}}
"""


def rb_text(body: str) -> str:
    return RB_HEAD + textwrap.dedent(body)


def test_resources_nested_under_their_argument_name_are_refused_not_dropped() -> None:
    """`{gain: {resources: {xp: 1}}}` was read as a gain of nothing: the key that names the
    catch-all argument was left out of it and never reported (a silent wrong ruling)."""
    text = rb_text("""
    cards:
      Small Favor:
        type: spell
        effect: [{gain: {resources: {xp: 1}}}]
    objects:
      - {id: favor, card: Small Favor, owner: alice, zone: hand}
    """)
    with pytest.raises(InputError, match="resources"):
        load_scenario_text(text)
