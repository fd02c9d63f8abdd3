"""Trait names (races, factions, jobs) are matched as written: one name spelt two ways in a file
would match nothing and rule as if no card had it, a confident wrong ruling. Each spelling that
differs from the cards' (by case, spaces, hyphens or underscores) is a located error instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario, load_scenario_text
from judge.errors import InputError

#: Grove Warden needs Mystic or Eden; Alice declares Eden (scenario
#: requirements/faction-one-of-several, which rules that she may summon it).
WARDEN = """\
game: vandaria-wars
turn: {{player: alice, phase: main}}
players:
  alice: {{gold: 2, factions: [{declared}]}}
  bob: {{gold: 0}}
cards:
  Grove Warden:
    type: follower
    cost: {{gold: 2}}
    requirements: {{faction: [mystic, {required}]}}
    stats: {{atk: 2, hp: 2}}
    traits: [eden]
objects:
  - {{id: warden, card: Grove Warden, owner: alice, zone: hand}}
actions:
  - {{by: alice, do: play, card: warden}}
"""


def problems(text: str) -> list[str]:
    with pytest.raises(InputError) as info:
        load_scenario_text(text, "t.yaml")
    return [str(p) for p in info.value.problems]


def test_one_spelling_throughout_loads() -> None:
    load_scenario_text(WARDEN.format(declared="eden", required="eden"), "t.yaml")


def test_a_declared_faction_spelt_unlike_the_cards_is_an_error() -> None:
    # Before: `Eden` met no requirement written `eden`, and Alice could not summon it.
    assert problems(WARDEN.format(declared="Eden", required="eden")) == [
        "t.yaml:4:31: players.alice.factions[0]: 'Eden': the cards write this name 'eden', and "
        "names are matched as written, so this one matches no card"]


def test_a_required_faction_spelt_unlike_the_cards_is_an_error() -> None:
    found = problems(WARDEN.format(declared="eden", required="EDEN"))
    assert len(found) == 1 and found[0].startswith(
        "t.yaml:10:38: cards.Grove Warden.requirements.faction[1]: 'EDEN': the cards write")


def test_two_spellings_no_card_prints_are_an_error_at_the_second() -> None:
    # No card has Mystic: both spellings are only asked for, and would never match each other.
    text = WARDEN.format(declared="eden", required="eden").replace(
        "factions: [eden]", "factions: [eden, Mystic]")
    found = problems(text)
    assert len(found) == 1 and "'mystic' is written 'Mystic' at line 4" in found[0], found


@pytest.mark.parametrize("spelling", ["sky knight", "Sky-Knight", "sky_knight"])
def test_spaces_hyphens_and_underscores_count_as_the_same_name(spelling: str) -> None:
    text = WARDEN.format(declared="eden", required="eden").replace(
        "traits: [eden]", "traits: [eden, Sky Knight]").replace(
        "requirements: {faction: [mystic, eden]}",
        f"requirements: {{faction: [mystic, eden]}}\n    targets: [{{traits: [{spelling}]}}]")
    assert any("the cards write this name 'Sky Knight'" in p for p in problems(text))


def test_a_granted_trait_spelt_unlike_the_filter_asking_for_it_is_an_error() -> None:
    # A grant adds `zombie`; the filter asks for `Zombie`: the granted unit would never match.
    text = WARDEN.format(declared="eden", required="eden").replace(
        "traits: [eden]",
        "traits: [eden]\n    effect:\n      - modify: {target: self, traits: [zombie]}\n"
        "      - destroy: {target: {each: {traits: [Zombie]}}}")
    found = problems(text)
    assert len(found) == 1 and "'Zombie' is written 'zombie'" in found[0], found


def test_every_bundled_scenario_spells_each_name_one_way() -> None:
    # The check runs on every load: the bundled files load as before.
    root = Path(__file__).resolve().parents[2] / "scenarios" / "vandaria-wars" / "requirements"
    for path in sorted(root.glob("*.yaml")):
        load_scenario(path)


def test_a_choice_no_filter_reads_is_no_trait() -> None:
    # Riftbound's "name a domain" (Oath Banner's Equip) names no trait: a card of the file with
    # the trait `Calm` is no second spelling of the domain `calm`.
    path = Path(__file__).resolve().parents[2] / "scenarios" / "riftbound" / "keywords" / \
        "weaponmaster-equip-cost-names-a-choice.yaml"
    text = path.read_text(encoding="utf-8").replace(
        "    traits: [equipment]\n", "    traits: [equipment, Calm]\n", 1)
    assert "Calm" in text
    load_scenario_text(text, "t.yaml")


def test_a_choice_a_filter_reads_is_a_trait() -> None:
    # "Followers of the chosen job": the job `Knight` offered where the cards print `knight`
    # would never match them.
    text = WARDEN.format(declared="eden", required="eden").replace(
        "    traits: [eden]\n",
        "    traits: [eden, knight]\n    additional_cost: {choose: {job: [Knight, priest]}}\n"
        "    effect: [{modify: {target: {each: {type: follower, chosen: [job]}}, "
        "stats: {atk: 1}}}]\n")
    found = problems(text)
    assert len(found) == 1 and "'Knight': the cards write this name 'knight'" in found[0], found
