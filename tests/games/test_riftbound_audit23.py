"""Riftbound audit 23: replacement effects that work from the trash (RB 370.3) and who marked the
damage a unit starts the file with (RB 142.3.a, for RB 142.4.c)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import InputError, UnsupportedMechanic

from ..helpers import ruling

AUDIT = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit23"


def _text(name: str) -> str:
    return (AUDIT / name).read_text(encoding="utf-8").split("expect:")[0]


MARKED = "damage-marked-before-the-file-by-you-is-lethal-under-any-damage.yaml"
TRASH = "trash-replacement-saves-a-unit-dying-later.yaml"


def test_starting_damage_without_who_marked_it_under_any_damage_is_still_exit_3() -> None:
    with pytest.raises(UnsupportedMechanic, match="marked_by"):
        ruling(_text(MARKED).replace(", marked_by: {alice: 1}", ""))


@pytest.mark.parametrize("marks, message", [
    ("{alice: 2}", "more damage than the 1 it starts with"),
    ("{carol: 1}", "'carol' is not a player"),
])
def test_marked_by_must_name_players_and_at_most_the_damage(marks: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        ruling(_text(MARKED).replace("marked_by: {alice: 1}", f"marked_by: {marks}"))


def test_starting_damage_marked_by_the_banners_player_is_lethal() -> None:
    res = ruling(_text(MARKED))
    assert res.final["objects"]["warden"]["zone"] == "trash"


def test_works_from_cannot_name_a_static_ability_that_is_not_replacements() -> None:
    text = _text(TRASH).replace(
        "effect: [{replace: {event: destroyed, object: {each: {type: unit, controller: you}},\n"
        "                             instead: [{move_zone: {target: it, to: hand}}]}}]",
        "effect: [{modify: {target: {each: {type: unit, controller: you}}, stats: {might: 1}}}]")
    with pytest.raises(InputError, match="static one of replacement effects"):
        ruling(text)


def test_a_trash_replacement_saves_a_unit_and_cites_rb_370_3() -> None:
    res = ruling(_text(TRASH))
    assert res.final["objects"]["warden"]["zone"] == "hand"
    assert any("RB 370.3" in s.citations for s in res.steps)


UNHELD = "uncontrolled-battlefields-draw-has-no-you-and-is-ignored.yaml"


@pytest.mark.parametrize(("option", "drawn"), [(None, "main_deck"), ("nobody", "main_deck"),
                                               ("turn-player", "hand")])
def test_an_uncontrolled_battlefields_opponent_follows_rb_hp_46(option: str | None,
                                                                 drawn: str) -> None:
    """RB 190.6.d makes its "you" nobody while RB 190.6.b counts the turn player as its
    controller: whose opponent "an opponent draws 1" names was exit 3; house policy RB HP.46
    reads it (default: nobody's, so nobody draws; `turn-player`: Bob, Alice's opponent)."""
    text = _text(UNHELD).replace("effect: [{draw: {count: 1}}]}",
                                 "effect: [{draw: {count: 1, player: opponent}}]}")
    if option is not None:
        text = text.replace("turn: {player: alice",
                            f"policies: {{uncontrolled.opponents: {option}}}\n"
                            "turn: {player: alice")
    res = ruling(text)
    assert res.final["objects"]["b1"]["zone"] == drawn
    assert res.final["objects"]["a1"]["zone"] == "main_deck"
    assert any("RB HP.46" in s.citations for s in res.steps)


def test_a_controlled_battlefields_draw_is_its_controllers() -> None:
    text = _text(UNHELD).replace("  battlefields: [well]", "  battlefields: [well]\n"
                                 "  control: {well: bob}").replace(
        "  - {id: scout, card: Scout, owner: alice, zone: base}",
        "  - {id: scout, card: Scout, owner: alice, zone: base}\n"
        "  - {id: keeper, card: Scout, owner: bob, zone: \"battlefield:well\"}")
    res = ruling(text)
    assert res.final["objects"]["b1"]["zone"] == "hand"
    assert res.final["objects"]["a1"]["zone"] == "main_deck"


def test_a_resolution_whose_you_is_nobody_says_why_nothing_happens() -> None:
    """RB 190.6.d: Echo Hall's "draw 1" on an uncontrolled battlefield draws for nobody; its
    resolution said only "nothing happens"."""
    from judge.app import load_scenario, resolve

    from ..conftest import SCENARIOS

    res = resolve(load_scenario(str(
        SCENARIOS / "riftbound/rulings/uncontrolled-battlefield-ability-is-the-turn-players.yaml")))
    step = next(s for s in res.steps if s.kind.value == "resolve" and s.item == "hall.echo")
    assert step.summary.endswith('resolves: nothing happens: nobody controls Echo Hall (hall), '
                                 'so its "you" is no player'), step.summary
