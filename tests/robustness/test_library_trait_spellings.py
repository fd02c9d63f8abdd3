"""The card libraries of the rulebooks spell each trait one way: the scenario loader leaves the
names a library card asks for unchecked (it is read once a process, judge/scenario/load.py
`library_card`), trusting this test."""

from __future__ import annotations

from typing import Any

import pytest

from judge.games import GAMES, find_game
from judge.scenario.load import _spelling_key as key


def _asked(raw: Any) -> list[str]:
    """Every trait name a card's text asks for or grants (a `traits:` below its top level)."""
    if isinstance(raw, dict):
        return [str(t) for k, v in raw.items() for t in (
            (v if isinstance(v, list) else [v]) if k == "traits" else _asked(v))]
    if isinstance(raw, list):
        return [t for v in raw for t in _asked(v)]
    return []


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_every_trait_a_library_card_names_is_spelt_as_the_cards_print_it(gid: str) -> None:
    cards = find_game(gid).data.cards
    printed = {str(t) for raw in cards.values() if isinstance(raw, dict)
               for t in raw.get("traits") or ()}
    by_key = {key(t): t for t in printed}
    wrong = sorted({(name, by_key[key(name)]) for raw in cards.values()
                    if isinstance(raw, dict)
                    for name in _asked({k: v for k, v in raw.items() if k != "traits"})
                    if name not in printed and key(name) in by_key})
    assert not wrong, wrong
