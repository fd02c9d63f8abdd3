"""Riftbound audit 33: `other: true` in Riftbound's contexts (passives, "when another friendly
unit dies" with deaths together, Deathknell, equipment's Effect Text, tokens, counts read as
they resolve, targets) and a spell's "each other unit", which judge will not rule as "each
unit"; audit 32's leftovers: a buffed unit's untouched Might cites the buff (RB 703), "Does its
Temporary trigger?" is a Yes, a passive's limit that stopped a decrease is said."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.errors import UnsupportedMechanic

from ..helpers import ruling

AUDIT = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit33"
AUDIT32 = AUDIT.parent / "rulings-audit32"


def _text(name: str, folder: Path = AUDIT) -> str:
    return (folder / name).read_text(encoding="utf-8").split("expect:")[0]


def _lead(name: str, folder: Path = AUDIT) -> tuple[str, tuple[str, ...]]:
    res = ruling((folder / name).read_text(encoding="utf-8"))  # (what expect: watches)
    lead = next(f for f in res.answer if f.lead)
    return lead.sentence, tuple(lead.citations)


SPELL = """
game: riftbound
title: A spell's "each other unit" is not ruled as "each unit"
question: >-
  Alice plays Chain Spark ("Deal 3 to a unit. Deal 1 to each other unit.") at Bob's Stone
  Warden. How much damage is the Warden dealt?
rules: [RB 359.3.f]
turn: {player: alice, phase: main, number: 3}
players:
  alice: {energy: 2}
  bob: {energy: 0}
cards:
  Chain Spark:
    type: spell
    cost: {energy: 2}
    text: "Invented stand-in: Deal 3 to a unit. Deal 1 to each other unit."
    targets: [{type: unit}]
    effect:
      - {damage: {target: $1, amount: 3}}
      - {damage: {target: {each: {type: unit, other: true}}, amount: 1}}
objects:
  - {id: spark, card: Chain Spark, owner: alice, zone: hand}
  - {id: warden, card: Stone Warden, owner: bob, zone: base}
  - {id: squire, card: Trainee Squire, owner: bob, zone: base}
actions:
  - {by: alice, do: play, card: spark, targets: [warden]}
then: resolve
"""


def test_a_spells_each_other_unit_is_an_honest_cannot_rule() -> None:
    # it dealt the target 3 and then 1 more, "other" leaving out only the spell itself
    with pytest.raises(UnsupportedMechanic, match="other than what its text named"):
        ruling(SPELL)


def test_a_spells_another_target_is_an_honest_cannot_rule() -> None:
    text = SPELL.replace("targets: [{type: unit}]",
                         "targets: [{type: unit}, {type: unit, other: true}]").replace(
        "targets: [warden]", "targets: [warden, squire]")
    with pytest.raises(UnsupportedMechanic, match="other: true"):
        ruling(text)


def test_a_permanents_each_other_unit_still_rules() -> None:
    # a Deathknell's "each other friendly unit": its unit is a permanent, left out
    res = ruling(_text("deathknell-each-other-friendly-unit-gets-plus-one.yaml"))
    assert res.final["objects"]["squire"]["stats"]["might"] == 3


def test_dying_together_says_why_another_friendly_units_trigger_does_not_trigger() -> None:
    # the note looked for what it watches on the board only (a filter naming no zone), after
    # both had left it: the lead cited the death, not RB 383.2.c
    sentence, cites = _lead("another-friendly-unit-dying-with-it-does-not-trigger.yaml")
    assert sentence.startswith("No — Vigil of Grave Watcher (watcher) does not trigger for "
                               "Trainee Squire (squire)"), sentence
    assert cites == ("RB 383.2.c.2", "RB 383.2.c")


def test_a_refused_another_target_says_other() -> None:
    # "is not a legal target (your unit)" of a unit of hers: the reason left out
    sentence, _ = _lead("another-friendly-unit-target-cannot-be-itself.yaml")
    assert "(your other unit)" in sentence, sentence


def test_its_own_passive_over_other_units_is_why_its_might_is_printed() -> None:
    sentence, cites = _lead("other-friendly-units-at-a-battlefield-not-the-captain.yaml")
    assert sentence == ("Field Captain (captain) has Might 3: its own Command covers only the "
                        "others"), sentence
    assert cites == ("RB 364",)


def test_a_buffed_unit_nothing_changed_cites_the_buff() -> None:
    # audit 32: "has 1 buff counter and has Might 3" cited nothing
    sentence, cites = _lead("lost-abilities-keep-the-buff.yaml", AUDIT32)
    assert "has Might 3" in sentence
    assert cites == ("RB 703",)


def test_does_its_temporary_trigger_is_yes() -> None:
    # audit 32: answered with what the chain holds, no Yes
    sentence, _ = _lead("temporary-lost-this-turn-does-its-temporary-trigger-yes.yaml")
    assert sentence.startswith("Yes — Temporary (sprite.temporary) triggers"), sentence
    sentence, _ = _lead("temporary-lost-for-good-does-its-temporary-trigger-no.yaml")
    assert sentence.startswith("No — Temporary does not trigger"), sentence


def test_a_passive_limit_that_stopped_a_decrease_is_said() -> None:
    # audit 32: "Trainee Squire (squire) has Might 1." with no why
    res = ruling((AUDIT32 / "passive-minimum-lowers-each-unit-only-to-1.yaml").read_text(
        encoding="utf-8"))
    said = {f.subject.id: f.sentence for f in res.answer}
    assert said["squire"] == ("Trainee Squire (squire) has Might 1: Might 2 printed and -3 "
                              "Might from Gloom of Gloom Totem (totem), stopped at its minimum "
                              "of 1"), said["squire"]
    # the Warden's -3 from 4 is not stopped: its sum says it
    assert said["warden"].endswith("-3 Might from Gloom of Gloom Totem (totem)"), said["warden"]
    # a buff beside it is not among the parts: nothing is said rather than a short sum
    assert said["buffed"] == "Trainee Squire (buffed) has Might 1", said["buffed"]
