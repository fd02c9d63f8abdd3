"""Riftbound audit 22b: optional replacements (RB 371.2), effects that change lethal damage (RB
142.4.c) and applied costs (RB 204.4): the edges judge answers with an honest exit 3 rather than
a guess, and the per-event decision of an optional replacement."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import InputError, UnsupportedMechanic

from ..helpers import ruling

AUDIT = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit22b"


def _text(name: str) -> str:
    return (AUDIT / name).read_text(encoding="utf-8")


def test_an_optional_replacement_declined_at_every_event_never_applies() -> None:
    text = _text("optional-prevention-declined-keeps-its-once-each-turn-use.yaml")
    res = ruling(text.replace("decline: {charm: [1]}", "decline: [charm]"))
    assert res.final["objects"]["warden"]["zone"] == "trash"  # 1, then 3: lethal at Might 4


def test_an_optional_replacement_declined_at_a_second_event_it_never_reaches_is_an_error() -> None:
    # Applied at the first event, the once-each-turn prevention is used up and never could apply
    # to a second: declining it there declines nothing, which the file must hear (it passed
    # silently before, the ruling applying it at the first).
    text = _text("optional-prevention-declined-keeps-its-once-each-turn-use.yaml")
    with pytest.raises(InputError, match="never could apply to an event number 2"):
        ruling(text.replace("decline: {charm: [1]}", "decline: {charm: [2]}"))


def test_an_optional_damage_replacement_counted_in_a_combat_assignment_cannot_be_ruled() -> None:
    text = _text("combat-any-damage-you-mark-is-lethal-one-each.yaml").replace(
        "  Raider: {type: unit, stats: {might: 2}}",
        "  Raider: {type: unit, stats: {might: 2}}\n"
        "  Shield Charm:\n    type: gear\n    abilities:\n"
        "      - {name: Ward, kind: static, effect: [{replace: {event: damaged, object: "
        "{each: {type: unit, controller: you}}, prevent: 1, optional: true}}]}").replace(
        "  - {id: banner, card: Venom Banner, owner: alice, zone: base}",
        "  - {id: banner, card: Venom Banner, owner: alice, zone: base}\n"
        "  - {id: charm, card: Shield Charm, owner: bob, zone: base}")
    with pytest.raises(UnsupportedMechanic, match="counted ahead of the damage"):
        ruling(text)


def test_lethal_any_in_a_v13_file_cannot_be_ruled() -> None:
    text = _text("any-damage-you-mark-kills-an-enemy-unit.yaml").replace(
        "game: riftbound\n", "game: riftbound\nedition: v1.3\n")
    with pytest.raises(UnsupportedMechanic, match=r"RB 142\.4\.c"):
        ruling(text)


def test_lethal_any_over_damage_the_file_starts_with_cannot_be_ruled() -> None:
    text = _text("any-damage-you-mark-kills-an-enemy-unit.yaml").replace(
        "{id: warden, card: Stone Warden, owner: bob, zone: base}",
        "{id: warden, card: Stone Warden, owner: bob, zone: base, damage: 1}")
    with pytest.raises(UnsupportedMechanic, match="who marked it"):
        ruling(text)


def test_an_uncontrolled_battlefields_own_applied_cost_follows_rb_hp_46() -> None:
    """It was exit 3 (RB 190.6.b and RB 190.6.d pull apart on whose opponents pay); house
    policy RB HP.46 reads it: by default nobody's opponents, so the mover pays nothing, said."""
    text = _text("applied-cost-paid-to-move-two-units-here.yaml").replace(
        "  Toll Keeper:\n    type: unit\n    stats: {might: 3}\n",
        "  Toll Keeper:\n    type: battlefield\n").replace(
        '  - {id: bridge, card: Sunken Plaza, owner: bob, zone: "battlefield:bridge"}\n'
        '  - {id: keeper, card: Toll Keeper, owner: bob, zone: "battlefield:bridge"}',
        '  - {id: bridge, card: Toll Keeper, owner: bob, zone: "battlefield:bridge"}')
    res = ruling(text)
    assert any("RB HP.46" in st.citations and "pays nothing" in st.summary for st in res.steps)
