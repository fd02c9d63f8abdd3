"""Riftbound card-text audit 21: the honest edges of a card's own passive ability that reads its
play (the rulings themselves are scenarios under scenarios/riftbound/rulings-audit21/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import UnsupportedMechanic

from .helpers import ruling

SCENARIOS = Path(__file__).parent.parent / "scenarios" / "riftbound" / "rulings-audit21"


def test_a_passive_reading_its_play_on_a_unit_no_play_put_there_is_not_ruled() -> None:
    """RB 419.1.a: "if you paid the additional cost, I have +2 Might" on a unit the file puts on
    the board names no play to read: exit 3, never a guess either way."""
    text = (SCENARIOS / "passive-might-reads-its-own-optional-cost-paid.yaml").read_text()
    text = text.replace("zone: hand}", "zone: base}", 1)
    text = text.replace("  - {by: alice, do: play, card: warden, choices: {optional_cost: true}}",
                        "  - {by: alice, do: pass}")
    assert "zone: base}" in text and "do: pass" in text
    with pytest.raises(UnsupportedMechanic, match="no play is named"):
        ruling(text)


def test_a_passive_reading_its_play_still_reads_it_turns_later() -> None:
    """The unit keeps what its play recorded while it stays the same object on the board: the
    +2 Might still holds into the next turn (RB 419.1.a, RB 356.4.f.1)."""
    text = (SCENARIOS / "passive-might-reads-its-own-optional-cost-paid.yaml").read_text()
    text = text.replace("then: stop\n", "")
    text = text.replace("  - {by: alice, do: play, card: warden, choices: {optional_cost: true}}",
                        "  - {by: alice, do: play, card: warden, choices: {optional_cost: true}}\n"
                        "  - {by: alice, do: pass}")
    res = ruling(text)
    assert res.final["turn"]["player"] == "bob"  # Alice's turn ended
    assert res.final["objects"]["warden"]["stats"]["might"] == 4


def test_burn_is_not_ruled_under_v13() -> None:
    """Burn is a game action of Core Rules v1.4 (RB 440): a v1.3 file that burns is exit 3,
    never a ruling under rules that do not have it."""
    text = (SCENARIOS / "burn-two-from-a-full-deck-triggers-no-burn-out.yaml").read_text()
    text = text.replace("game: riftbound\n", "game: riftbound\nedition: v1.3\n", 1)
    with pytest.raises(UnsupportedMechanic, match=r"RB 440"):
        ruling(text)


def test_a_burn_that_burns_out_says_so_between_its_two_burns() -> None:
    # "alice burns Spark Bolt (d1); alice burns Spark Bolt (d1), Trainee Squire (t1)" read as
    # burning one card twice: the Burn Out between them was only a step before this one.
    from judge.app import load_scenario, resolve

    res = resolve(load_scenario(str(SCENARIOS /
                                    "burn-more-than-the-deck-burns-out-then-the-rest.yaml")))
    step = next(s for s in res.steps if s.kind.value == "resolve")
    assert "alice burns Spark Bolt (d1); alice burns out (the trash is recycled into the Main " \
        "Deck); alice burns Spark Bolt (d1), Trainee Squire (t1)" in step.summary, step.summary


@pytest.mark.parametrize("cost", [
    "sacrifice: [{type: unit, controller: you}, {type: gear, controller: you}]",
    "sacrifice: {type: unit, controller: you, count: 2}"])
def test_an_equip_cost_killing_several_under_weaponmaster_is_not_ruled(cost: str) -> None:
    """RB 821.1.c.2: Weaponmaster's Equip cost kills what its controller names; judge chose one
    unit for it, so a cost of several kinds (a list, round 21) read only its first kind."""
    from judge.app import load_scenario_text, resolve

    path = Path(__file__).parent.parent / "scenarios/riftbound/keywords/" \
        "weaponmaster-equip-cost-kills-a-unit.yaml"
    text = path.read_text().replace("sacrifice: {type: unit, controller: you}", cost, 1)
    with pytest.raises(UnsupportedMechanic):
        resolve(load_scenario_text(text, str(path)))
