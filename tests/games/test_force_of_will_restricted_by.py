"""A `be_targeted` restriction limited by what targets (`forbid: {..., by: <item filter>}`) and
Force of Will's optional and "once each turn" replacements (FOW 910.3, 104.1): what the files in
scenarios/force-of-will/restrictions/ and replacements/ pin, plus what a file may not say."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario_text, resolve
from judge.errors import InputError

from ..helpers import ruling

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios/force-of-will"
CHANTS = (SCENARIOS / "restrictions/cannot-be-targeted-by-chants-refuses-a-chant.yaml"
          ).read_text(encoding="utf-8")
WARD = "by: {type: chant}"
ONCE = (SCENARIOS / "replacements/once-each-turn-prevention-second-damage-dealt.yaml"
        ).read_text(encoding="utf-8")


def problems(text: str) -> list[str]:
    with pytest.raises(InputError) as info:
        resolve(load_scenario_text(text, "t.yaml"))
    return [str(p) for p in info.value.problems]


def test_a_chant_ward_refuses_the_chant_and_names_what_it_forbids() -> None:
    res = ruling(CHANTS)
    assert [r.action for r in res.rejected] == [0]
    assert "cannot be targeted by Chant cards" in str(res.rejected[0].text)
    assert res.final["objects"]["golem"]["damage"] == 300


def test_the_filter_reads_the_keys_of_an_item_filter() -> None:
    """`{ability: any}`: Lance (a chant) may target it now, and Snipe (an ability) may not."""
    res = ruling(CHANTS.replace(WARD, "by: {ability: any}"))
    assert [r.action for r in res.rejected] == [1]
    assert res.final["objects"]["golem"]["damage"] == 500


def test_yours_and_an_opponents_are_seen_from_the_restrictions_controller() -> None:
    """Bob's Golem: "by chants you control" leaves Alice's chant free to target it (500 and
    300 damage destroy it, DEF 800); "by chants your opponent controls" does not."""
    res = ruling(CHANTS.replace(WARD, "by: {type: chant, controller: you}"))
    assert not res.rejected
    assert res.final["objects"]["golem"]["zone"] == "graveyard"
    res = ruling(CHANTS.replace(WARD, "by: {type: chant, controller: opponent}"))
    assert [r.action for r in res.rejected] == [0]
    assert "Chant cards an opponent controls" in str(res.rejected[0].text)


@pytest.mark.parametrize(("by", "says"), [
    ("{type: chant, item: true}", "forbid.by.item: `by:` names spells and abilities"),
    ("{type: chant, zone: hand}", "forbid.by.zone: a filter with `item: true` is matched by"),
    ("chant", "forbid.by: "),
])
def test_a_by_filter_says_only_what_an_item_filter_reads(by: str, says: str) -> None:
    found = problems(CHANTS.replace(WARD, f"by: {by}"))
    assert len(found) == 1 and says in found[0], found


def test_by_on_another_action_is_an_error() -> None:
    text = CHANTS.replace("{forbid: {action: be_targeted, target: self, by: {type: chant}}}",
                          "{forbid: {action: activate, target: self, by: {type: chant}}}")
    found = problems(text)
    assert len(found) == 1 and "is for `action: be_targeted` only" in found[0], found


def test_once_each_turn_without_optional_is_used_up_too() -> None:
    """Not a "you may" one: the first Lance's damage is prevented, the second's is not."""
    res = ruling(ONCE.replace(", optional: true", ""))
    assert res.final["objects"]["golem"]["damage"] == 700
    assert "FOW 104.1" in res.citations


def test_without_once_each_turn_it_applies_to_both() -> None:
    res = ruling(ONCE.replace("each_turn: 1, ", ""))
    assert res.final["objects"]["golem"]["damage"] == 400
