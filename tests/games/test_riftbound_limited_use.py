"""Limited-use triggered abilities, "once each turn" / "N times each turn" (RB 383.3.e,
engine/limited.py; scenarios `limited-use/*`, `policies/limited-use-*`): what the scenarios do
not show, the refusals. Judge rules `each_turn` on a Riftbound v1.4 triggered ability only;
anywhere else it is an honest exit 3 naming it."""

from __future__ import annotations

import pytest

from judge.errors import InputError, UnsupportedMechanic

from ..conftest import SCENARIOS
from ..helpers import assert_cites, ruling

LATER = SCENARIOS / "riftbound/limited-use/once-each-turn-later-death-does-not-trigger.yaml"


def test_a_used_up_trigger_is_said_not_to_trigger() -> None:
    res = ruling(LATER.read_text(encoding="utf-8"))
    assert_cites(res, "RB 383.3.e.1")
    assert [r for r in res.resolved] == ["shot1", "ledger.tally", "shot2"]


def test_the_uses_are_counted_per_object_so_a_second_ledger_draws_too() -> None:
    text = LATER.read_text(encoding="utf-8").replace(
        "  - {id: ledger, card: Grave Ledger, owner: alice, zone: base}\n",
        "  - {id: ledger, card: Grave Ledger, owner: alice, zone: base}\n"
        "  - {id: ledger2, card: Grave Ledger, owner: alice, zone: base}\n")
    res = ruling(text)
    assert list(res.resolved)[:3] == ["shot1", "ledger2.tally", "ledger.tally"]


def test_a_v13_file_cannot_rule_a_limited_use_trigger() -> None:
    text = LATER.read_text(encoding="utf-8").replace("game: riftbound\n",
                                                     "game: riftbound\nedition: v1.3\n")
    with pytest.raises(UnsupportedMechanic, match=r"rule the file as v1\.4"):
        ruling(text)


def test_once_each_turn_on_an_activated_ability_cannot_be_ruled() -> None:
    path = SCENARIOS / "riftbound/keywords/equip-trigger-on-attaching.yaml"
    text = path.read_text(encoding="utf-8").replace(
        "{name: Equip, kind: activated,", "{name: Equip, kind: activated, each_turn: 1,")
    with pytest.raises(UnsupportedMechanic, match="ability of kind activated"):
        ruling(text)


def test_a_game_without_the_rule_cannot_rule_it() -> None:
    path = SCENARIOS / "vandaria-wars/loops/endless-mandatory-triggers-draw.yaml"
    text = path.read_text(encoding="utf-8").replace(
        "{name: Swing, kind: triggered,", "{name: Swing, kind: triggered, each_turn: 1,")
    with pytest.raises(UnsupportedMechanic, match="once each turn"):
        ruling(text)


REPLACED = SCENARIOS / "riftbound/limited-use/once-each-turn-replacement-second-damage-dealt.yaml"
TOTEM = """
cards:
  Warding Totem:
    type: gear
    abilities:
      - {name: Ward, kind: static,
         effect: [{replace: {event: damaged, object: {each: {type: unit, controller: you}},
                             prevent: 2, %s}}]}
objects:
"""


def test_a_limited_use_replacement_is_used_up_for_the_turn() -> None:
    res = ruling(REPLACED.read_text(encoding="utf-8"))
    assert res.final["objects"]["warden"]["damage"] == 2
    assert_cites(res, "RB 371.1")


def test_twice_each_turn_replaces_two_events() -> None:
    text = REPLACED.read_text(encoding="utf-8").replace(
        "objects:\n", TOTEM % "each_turn: 2", 1)
    res = ruling(text)
    assert res.final["objects"]["warden"]["damage"] == 0


def test_a_limited_use_replacement_with_once_says_two_things() -> None:
    text = REPLACED.read_text(encoding="utf-8").replace(
        "objects:\n", TOTEM % "each_turn: 1, once: true", 1)
    with pytest.raises(InputError, match="write one"):
        ruling(text)


def test_a_v13_file_cannot_rule_a_limited_use_replacement() -> None:
    text = REPLACED.read_text(encoding="utf-8").replace("game: riftbound\n",
                                                        "game: riftbound\nedition: v1.3\n")
    with pytest.raises(UnsupportedMechanic, match=r"rule the file as v1\.4"):
        ruling(text)


def test_a_game_without_the_rule_cannot_rule_a_limited_use_replacement() -> None:
    path = SCENARIOS / "vandaria-wars/replacements/damage-order-prevention-as-it-began.yaml"
    text = path.read_text(encoding="utf-8").replace(
        "redirect: militia, duration: turn}", "redirect: militia, duration: turn, each_turn: 1}")
    with pytest.raises(UnsupportedMechanic, match="once each turn"):
        ruling(text)


def test_a_v13_file_cannot_rule_a_granted_limited_use_trigger() -> None:
    text = LATER.read_text(encoding="utf-8").replace("game: riftbound\n",
                                                     "game: riftbound\nedition: v1.3\n")
    text = text.replace("objects:\n", """  Vigil Banner:
    type: gear
    gives:
      - {name: Tally, kind: triggered, each_turn: 1, when: {event: destroyed, object: self},
         effect: [{draw: {count: 1}}]}
objects:
""", 1)
    text = text.replace("  - {id: ledger, card: Grave Ledger, owner: alice, zone: base}\n",
                        "  - {id: ledger, card: Vigil Banner, owner: alice, zone: base}\n")
    with pytest.raises(UnsupportedMechanic, match=r"rule the file as v1\.4"):
        ruling(text)


BEFORE = SCENARIOS / "riftbound/limited-use/once-each-turn-used-before-the-file-starts.yaml"


def test_a_use_before_the_files_moment_counts() -> None:
    res = ruling(BEFORE.read_text(encoding="utf-8"))
    assert res.final["objects"]["a1"]["zone"] == "main_deck"
    assert_cites(res, "RB 383.3.e.1")


def test_without_the_earlier_use_the_ledger_draws() -> None:
    """The key changes the ruling: without it the Ledger triggers and draws."""
    text = BEFORE.read_text(encoding="utf-8").replace(", used_this_turn: {Tally: 1}}", "}")
    res = ruling(text)
    assert res.final["objects"]["a1"]["zone"] == "hand"


@pytest.mark.parametrize(("used", "message"), [
    ("{Toll: 1}", "has no \"once / N times each turn\" ability named 'Toll'"),
    ("{Tally: 2}", "Tally is performed at most 1 time each turn, not 2"),
])
def test_a_use_count_that_could_not_be_is_a_located_error(used: str, message: str) -> None:
    text = BEFORE.read_text(encoding="utf-8").replace("used_this_turn: {Tally: 1}",
                                                      f"used_this_turn: {used}")
    with pytest.raises(InputError, match=message):
        ruling(text)


def test_a_use_before_the_files_moment_is_forgotten_as_the_turn_changes() -> None:
    """`used_this_turn` is this turn's: on the next turn the Ledger has its use again."""
    text = (SCENARIOS / "riftbound/limited-use/once-each-turn-again-next-turn.yaml").read_text(
        encoding="utf-8")
    text = text.replace("zone: base}\n  - {id: shot1",
                        "zone: base, used_this_turn: {Tally: 1}}\n  - {id: shot1")
    assert "used_this_turn" in text
    text = text[:text.index("actions:")] + """actions:
  - {by: bob, do: play, card: shot1, targets: [u1]}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: shot2, targets: [u2]}
"""
    res = ruling(text)
    assert list(res.resolved) == ["shot1", "rune.energy", "shot2", "ledger.tally"]


def test_a_replacement_used_before_the_files_moment_does_not_apply() -> None:
    """`used_this_turn` names a static ability whose replacement is limited too: used up, both
    Spark Bolts deal their 2 and the Warden (Might 4) dies."""
    text = REPLACED.read_text(encoding="utf-8").replace(
        "{id: totem, card: Warding Totem, owner: alice, zone: base}",
        "{id: totem, card: Warding Totem, owner: alice, zone: base, used_this_turn: {Ward: 1}}")
    assert "used_this_turn" in text
    res = ruling(text)
    assert res.final["objects"]["warden"]["zone"] == "trash"


def test_a_replacement_used_more_often_than_it_may_be_is_an_error() -> None:
    text = REPLACED.read_text(encoding="utf-8").replace(
        "{id: totem, card: Warding Totem, owner: alice, zone: base}",
        "{id: totem, card: Warding Totem, owner: alice, zone: base, used_this_turn: {Ward: 2}}")
    with pytest.raises(InputError, match="Ward is performed at most 1 time each turn, not 2"):
        ruling(text)
