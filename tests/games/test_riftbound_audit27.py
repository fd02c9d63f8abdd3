"""Riftbound audit 27: a permanent taken in another player's base is recalled to its controller's
base by the next cleanup (RB 107.1, RB 323.7), what is attached going with it (RB 719.3); a
combat's foreign hidden cards are removed after control is established (RB 466.5.c); a unit that
changes hands at a battlefield contests it only under house policy RB HP.47."""

from __future__ import annotations

from pathlib import Path

from judge.engine.resolution import Resolution

from ..helpers import ruling

AUDIT = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit27"


def _text(name: str) -> str:
    return (AUDIT / name).read_text(encoding="utf-8").split("expect:")[0]


def _index(res: Resolution, needle: str) -> int:
    return next(i for i, s in enumerate(res.steps) if needle in s.summary)


def test_a_unit_taken_in_its_owners_base_is_recalled_by_the_cleanup() -> None:
    res = ruling(_text("taken-in-the-owners-base-is-recalled-to-the-takers-base.yaml"))
    recalls = [s for s in res.steps if "RB 323.7" in s.citations]
    assert len(recalls) == 1
    assert "recalled to alice's base (it stood in bob's base)" in recalls[0].summary
    assert res.final["objects"]["warden"].get("held_by") is None


def test_it_goes_back_to_its_owners_base_when_the_change_ends() -> None:
    res = ruling(_text("taken-for-the-turn-in-base-goes-back-to-the-owners-base.yaml"))
    said = [s.summary for s in res.steps if "RB 323.7" in s.citations]
    assert len(said) == 2 and "to bob's base" in said[1]


def test_an_attached_card_goes_with_its_unit_and_is_not_recalled_alone() -> None:
    res = ruling(_text("equipment-on-a-unit-taken-in-base-goes-with-it.yaml"))
    assert [s for s in res.steps if "RB 323.7" in s.citations and "Iron Blade" in s.summary] == []
    blade = res.final["objects"]["blade"]
    assert blade["attached_to"] == "squire" and blade["held_by"] == "bob"


def test_a_combats_foreign_hidden_card_goes_after_control_and_before_the_conquer() -> None:
    res = ruling(_text("hidden-card-at-a-conquered-battlefield-removed-after-control.yaml"))
    trashed = _index(res, "facedown at bf-a, is trashed")
    assert _index(res, "bob establishes control of bf-a") < trashed < _index(res, "conquers")
    assert "RB 466.5.c" in res.steps[trashed].citations


def test_a_unit_given_back_at_an_enemy_battlefield_is_said_not_to_contest_it() -> None:
    res = ruling(_text("control-returned-at-an-enemy-battlefield-does-not-contest-it.yaml"))
    said = [s for s in res.steps if "RB HP.47" in s.citations]
    assert len(said) == 1 and "does not contest" in said[0].summary
    assert not res.final["game"].get("contested")
