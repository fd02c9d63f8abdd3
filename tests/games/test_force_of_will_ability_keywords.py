"""Force of Will keywords that are abilities of their card (ability_keywords.py): what a file
must write with them."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from .test_force_of_will import fow


def _problems(cards: str) -> list[str]:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards=cards), "f.yaml")
    return [str(p) for p in err.value.problems]


def test_enter_writes_no_when() -> None:
    """FOW 1140.2: [Enter] is its own trigger condition."""
    found = _problems("  Herald: {type: resonator, keywords: [enter], stats: {atk: 1, def: 1}, "
                      "abilities: [{name: B, kind: triggered, keywords: [enter], when: {event: "
                      "entered, object: self}, effect: [{gain: {life: 1}}]}]}\n")
    assert any("writes no `when:`" in p for p in found)


def test_enter_without_its_ability_is_an_error() -> None:
    found = _problems("  Herald: {type: resonator, keywords: [enter], stats: {atk: 1, def: 1}}\n")
    assert any("cards.Herald.keywords" in p and "[Enter] is an ability" in p for p in found)


def test_an_enter_ability_needs_the_card_keyword() -> None:
    found = _problems("  Herald: {type: resonator, stats: {atk: 1, def: 1}, abilities: [{name: "
                      "B, kind: triggered, keywords: [enter], effect: [{gain: {life: 1}}]}]}\n")
    assert any("add enter to its keywords" in p for p in found)


def test_evolution_needs_its_cost() -> None:
    found = _problems("  Larva: {type: resonator, keywords: [evolution], stats: {atk: 1, "
                      "def: 1}}\n")
    assert any("evolution: {fire: 1}" in p for p in found)
