"""The engine cites a game's optional card-language roles where they decide something, and tells
the judge what did not happen (a trigger held back by its "if", a static ability switching off).
Riftbound maps every such role (games/riftbound/vocab.py); its scenarios in
scenarios/riftbound/card-text/ pin whole rulings."""

from __future__ import annotations

import textwrap

from judge.app import load_scenario_text, resolve
from judge.engine.resolution import Resolution
from judge.engine.roles import Role
from judge.games import find_game

HEAD = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
"""


def rb(body: str) -> Resolution:
    return resolve(load_scenario_text(HEAD + textwrap.dedent(body)))


def rule(role: Role) -> str:
    return find_game("riftbound").roles[role]


def test_a_trigger_held_back_by_its_if_is_a_note_citing_the_rule() -> None:
    res = rb("""
    players: {alice: {}, bob: {}}
    cards:
      Keeper:
        type: unit
        stats: {might: 3}
        abilities:
          - name: Hymn
            kind: triggered
            when: {event: exhausted, object: self, if: {is: self, matches: {at: battlefield}}}
            effect: [{draw: {count: 1}}]
      Tire:
        type: spell
        targets: [{type: unit}]
        effect: [{exhaust: {target: $1}}]
    objects:
      - {id: keeper, card: Keeper, owner: alice, zone: base}
      - {id: a1, card: Trainee Squire, owner: alice, zone: main_deck}
    chain:
      - {id: tire, card: Tire, controller: alice, targets: [keeper]}
    """)
    assert res.resolved == ("tire",)
    notes = [f for f in res.findings if "does not trigger" in f.message]
    assert notes and rule(Role.TRIGGER_CONDITION) in notes[0].citations


def test_a_static_ability_switching_off_is_a_note_citing_the_rule() -> None:
    res = rb("""
    players: {alice: {}, bob: {}}
    cards:
      Keeper:
        type: unit
        stats: {might: 3}
        abilities:
          - name: Hoard
            kind: static
            while: {count: {zone: hand, controller: you}, at_least: 1}
            effect: [{modify: {target: self, stats: {might: 2}}}]
      Toss:
        type: spell
        targets: [{type: unit, zone: hand}]
        effect: [{move_zone: {target: $1, to: trash}}]
    objects:
      - {id: keeper, card: Keeper, owner: alice, zone: base}
      - {id: held, card: Trainee Squire, owner: alice, zone: hand}
    chain:
      - {id: toss, card: Toss, controller: alice, targets: [held]}
    """)
    assert res.final["objects"]["keeper"]["stats"]["might"] == 3
    notes = [f for f in res.findings if "stops applying" in f.message]
    assert notes and rule(Role.STATIC_CONDITION) in notes[0].citations


def test_an_amount_read_as_the_instruction_runs_cites_the_referent_rule() -> None:
    res = rb("""
    players: {alice: {}, bob: {}}
    cards:
      Echo:
        type: spell
        targets: [{type: unit}]
        effect: [{draw: {count: {stat: might, of: $1}}}]
    objects:
      - {id: sq, card: Trainee Squire, owner: alice, zone: base}
      - {id: a1, card: Trainee Squire, owner: alice, zone: main_deck}
      - {id: a2, card: Trainee Squire, owner: alice, zone: main_deck}
    chain:
      - {id: echo, card: Echo, controller: alice, targets: [sq]}
    """)
    step = next(s for s in res.steps if s.item == "echo" and s.kind.value == "resolve")
    assert "read now" in step.summary and rule(Role.REFERENT) in step.citations
