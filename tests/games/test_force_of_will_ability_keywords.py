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


def test_moontide_of_a_second_card_in_a_turn_follows_the_house_policy() -> None:
    """FOW 1189.2a: "play only one [Moontide] ability per turn" does not say whether it counts
    each card's or all of a player's: house policy FOW HP.34, by default each card's, so a
    second card's is played (it was exit 3), the ruling naming the policy."""
    from judge.app import resolve

    sc = load_scenario_text(fow("""
objects:
  - {id: b1, card: Tide Bolt, owner: alice, zone: hand}
  - {id: b2, card: Tide Bolt, owner: alice, zone: hand}
  - {id: golem, card: Golem, owner: bob, zone: field}
actions:
  - {by: alice, do: play, card: b1, targets: [golem]}
  - {by: alice, do: activate, object: b1, ability: Moontide}
  - {by: alice, do: play, card: b2, targets: [golem]}
  - {by: alice, do: activate, object: b2, ability: Moontide}
""", cards="""  Tide Bolt: {type: chant, keywords: [moontide, quickcast], moontide: {free: 1},
              targets: [{type: resonator}], effect: [{damage: {target: $1, amount: 100}}]}
  Golem: {type: resonator, stats: {atk: 100, def: 1000}}
""", fire=4))
    res = resolve(sc)
    assert not res.rejected
    assert res.final["objects"]["golem"]["damage"] == 400
    assert res.policies == {"moontide.once_per_turn": "per-card"}


def test_moontide_on_a_runes_played_copy_says_it_is_a_copy() -> None:
    """FOW 711.2, 1189.2a: the spell a rune puts on the chase is its copy, and [Moontide] copies
    only "if this spell is not a copy": no copy, and the step says why (judge said the spell was
    no longer on the chase)."""
    from judge.app import resolve

    sc = load_scenario_text(fow("""
objects:
  - {id: mother, card: Rune Mother, owner: alice, zone: ruler_area}
  - {id: tide, card: Tide Rune, owner: alice, zone: rune_area, face_down: true}
actions:
  - {by: alice, do: play, card: tide}
  - {by: alice, do: activate, object: tide.copy, ability: Moontide}
""", cards="""  Rune Mother: {type: ruler, keywords: [divinity], divinity: 3}
  Tide Rune: {type: chant, types: [chant, rune], divinity: 1, keywords: [moontide],
              moontide: {free: 1}, effect: [{gain: {life: 100}}]}
""", fire=2))
    res = resolve(sc)
    said = next(s.summary for s in res.steps if s.item == "tide.copy.moontide"
                and "makes no copy" in s.summary)
    assert "is a copy" in said and "no longer" not in said
    assert list(res.resolved) == ["tide.copy.moontide", "tide"]
