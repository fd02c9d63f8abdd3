"""Type swaps in every game's own keys (issue: never an internal error): every declared `state:`
and `expect:` key of every game, every value inside a mapping-valued one, and every argument of
every effect kind a file may write, given a value of each type. Loading and resolving end with
located problems or a ruling, never anything else; a value that fits its key is not refused
here for being of the wrong type.

Deterministic rather than random: the keys are few and each swap is cheap, so all of them are
tried on every run (the random mutations of test_fuzz.py reach only the keys its seeds use)."""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

import pytest
import yaml

from judge.app import load_scenario_text, resolve
from judge.errors import InputError, UnsupportedMechanic
from judge.games import GAMES, find_game

from ..conftest import SCENARIOS
from ..helpers import yaml_text

#: A value of each type YAML can give, and some of the shapes a key may half expect.
VALUES: list[Any] = [None, True, 0, -7, 4.5, "x", "", [], ["x"], [[1]], [{"a": 1}], {},
                     {"a": 1}, {"a": [1]}, {"a": {"b": "c"}}, {"a": None}]

#: One real scenario per game to put the swapped values into.
SEEDS = {
    "vandaria-wars": "vandaria-wars/register/prayer-profit-gun-shot.yaml",
    "force-of-will": "force-of-will/chase/contract-one-item-per-round.yaml",
    "riftbound": "riftbound/focus/contester-gets-focus.yaml",
}
#: Riftbound's seed above has no card of its own: effects go into one that has.
EFFECT_SEEDS = {**SEEDS, "riftbound": "riftbound/chain/no-retargeting.yaml"}


def seed(game: str, seeds: dict[str, str] = SEEDS) -> dict[str, Any]:
    """A fresh copy of a game's seed, to change: each file is read once (PyYAML's pure-Python
    loader read a seed for each of the 146 tests, ~0.8 s CPU in all)."""
    return copy.deepcopy(seed_file(seeds[game]))


@cache
def seed_file(path: str) -> dict[str, Any]:
    data = yaml.safe_load((SCENARIOS / path).read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


#: Put where a swapped value goes, in the seed written once (see `with_value`).
HOLE = "__swapped_value__"


def with_hole(data: dict[str, Any]) -> str:
    """The seed written once with HOLE where the swapped values go: writing the whole seed (and
    copying it) for each of some 6,000 values was most of what these tests cost."""
    text = yaml_text(data)
    assert text.count(HOLE) == 1
    return text


def with_value(text: str, value: Any) -> str:
    """The seed with `value` in its hole, written in flow style (JSON is YAML's flow style)."""
    return text.replace(HOLE, json.dumps(value))


def outcome(text: str) -> str:
    """What judge makes of a file: 'ruled', 'refused' (every problem located) or 'unsupported';
    anything else (an internal error) fails the test."""
    try:
        resolve(load_scenario_text(text, "swap.yaml"))
    except InputError as exc:
        assert exc.problems
        for p in exc.problems:
            assert p.line >= 1 and p.col >= 1 and p.message, f"no location: {p}"
        return "refused"
    except UnsupportedMechanic:
        return "unsupported"
    return "ruled"


def swapped(values: list[Any], ids: list[str]) -> list[Any]:
    """Each value, and each value under each of `ids` (a mapping keyed by a real id)."""
    return [*values, *({i: v} for i in ids for v in values)]


def game_keys() -> list[tuple[str, str, str]]:
    out = []
    for game in GAMES:
        vocab = find_game(game).vocab
        out += [(game, "state", k) for k in vocab.state_keys]
        out += [(game, "expect", k) for k in vocab.expect_keys]
    return out


@pytest.mark.parametrize(("game", "section", "key"), game_keys(),
                         ids=lambda v: str(v))
def test_a_game_key_of_any_type_is_a_located_problem_or_a_ruling(game: str, section: str,
                                                                 key: str) -> None:
    base = seed(game)
    ids = [*base["players"], *(o["id"] for o in base.get("objects", []))]
    base.setdefault(section, {})[key] = HOLE
    text = with_hole(base)
    for value in swapped(VALUES, ids):
        outcome(with_value(text, value))


def effect_args() -> list[tuple[str, str]]:
    return [(game, kind) for game in GAMES
            for kind in find_game(game).written_effects]


@pytest.mark.parametrize(("game", "kind"), effect_args(), ids=lambda v: str(v))
def test_an_effect_argument_of_any_type_is_a_located_problem_or_a_ruling(game: str,
                                                                         kind: str) -> None:
    from judge.model.effects import declared_args

    base = seed(game, EFFECT_SEEDS)
    decl = find_game(game).written_effects[kind]
    card = next(name for name, c in base["cards"].items() if "effect" in c)
    shapes: list[Any] = [*VALUES]
    for name in declared_args(decl.record):
        shapes += [{name: v} for v in VALUES]
    base["cards"][card]["effect"] = [{kind: HOLE}]
    text = with_hole(base)
    for args in shapes:
        outcome(with_value(text, args))


def test_riftbound_state_and_expect_values_of_the_wrong_shape_are_refused() -> None:
    """The issue's own cases: a mapping where a player is expected, a list for focus."""
    for section, key, value in [("state", "control", {"bf-b": {"x": 1}}),
                                ("state", "contested", {"bf-b": ["alice"]}),
                                ("state", "showdown", {"at": "bf-b", "focus": {"a": 1}}),
                                ("state", "showdown", {"at": [1]}),
                                ("expect", "focus", ["alice"]),
                                ("expect", "focus", {"a": 1}),
                                ("expect", "staged", {"bf-b": 5}),
                                ("expect", "scored", {"alice": 5}),
                                ("expect", "showdown", {"at": "bf-b", "combat": 7})]:
        data = seed("riftbound")
        data.setdefault(section, {})[key] = value
        assert outcome(yaml_text(data)) == "refused", (section, key, value)


def test_actions_that_are_not_a_list_with_an_expected_rejection_is_one_problem() -> None:
    data = seed("force-of-will")
    data["actions"] = 5
    data["expect"] = {"rejected": [0]}
    with pytest.raises(InputError) as exc:
        load_scenario_text(yaml.safe_dump(data), "swap.yaml")
    assert [p.path for p in exc.value.problems] == ["actions"]


#: Shapes a card key that holds a cost or a number may half expect ({attribute: amount}).
COST_SHAPES: list[Any] = [{"fire": []}, {"fire": "x"}, {"fire": 1.5}, {"fire": True},
                          {"water": {"b": 1}}, [1, 2], "1"]


def card_keys() -> list[tuple[str, str]]:
    return [(game, key) for game in GAMES for key in sorted(find_game(game).vocab.card_keys)]


@pytest.mark.parametrize(("game", "key"), card_keys(), ids=lambda v: str(v))
def test_a_card_key_of_any_type_is_a_located_problem_or_a_ruling(game: str, key: str) -> None:
    """A game's own card keys (`moontide: {water: [1]}` was an internal error: its cost was
    read before the file's check had said where it was wrong), on a card that has the keyword
    of the same name where there is one."""
    base = seed(game, EFFECT_SEEDS)
    card = next(name for name, c in base["cards"].items() if "effect" in c)
    base["cards"][card][key] = HOLE
    base["cards"][card]["keywords"] = sorted({*base["cards"][card].get("keywords", []), key})
    text = with_hole(base)
    for value in [*VALUES, *COST_SHAPES]:
        outcome(with_value(text, value))


@pytest.mark.parametrize("key", ["raid", "evolution", "moontide", "awakening", "ambush", "bestow",
                                 "ibka"])
def test_a_printed_keyword_cost_of_the_wrong_shape_is_refused_where_it_is(key: str) -> None:
    """`raid: {fire: []}` loaded and was read as a cost when the card was played (an internal
    error the deep fuzz found): every keyword whose card key is a cost is checked as the file
    is read, located."""
    text = ("game: force-of-will\nturn: {player: alice, phase: main, number: 3}\n"
            "players: {alice: {life: 4000, fire: 5}, bob: {life: 4000}}\ncards:\n  X:\n"
            f"    type: resonator\n    keywords: [{key}]\n    {key}: {{fire: []}}\n"
            "    stats: {atk: 100, def: 100}\nobjects:\n"
            "  - {id: x, card: X, owner: alice, zone: hand}\n")
    with pytest.raises(InputError) as caught:
        load_scenario_text(text, "cost.yaml")
    assert [p.path for p in caught.value.problems] == [f"cards.X.{key}.fire"], \
        [str(p) for p in caught.value.problems]
    assert all(p.line == 8 for p in caught.value.problems)
