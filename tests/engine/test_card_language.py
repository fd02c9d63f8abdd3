"""The card language's edges that scenario files cannot pin: what a file may not say (located
errors, honest "cannot rule") and the plain words a ruling reads aloud."""

from __future__ import annotations

import textwrap

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import ruling

VW = textwrap.dedent("""\
    game: vandaria-wars
    title: t
    turn: {player: alice, phase: main}
    players:
      alice: {gold: 5}
      bob: {gold: 0}
    """)
FOW = textwrap.dedent("""\
    game: force-of-will
    title: t
    turn: {player: alice, phase: main, number: 5}
    players:
      alice: {life: 4000}
      bob: {life: 4000}
    """)


def problems(text: str) -> list[str]:
    with pytest.raises(InputError) as err:
        load_scenario_text(text, "bad.yaml")
    return [str(p) for p in err.value.problems]


@pytest.mark.parametrize("ability", [
    "{name: W, kind: triggered, when: {event: entered}, cost: {gold: 1},\n"
    "   effect: [{draw: {count: 1}}]}",
    "{name: W, kind: triggered, when: {event: entered},\n"
    "   modes: [{name: A, cost: {gold: 1}, effect: [{draw: {count: 1}}]},\n"
    "           {name: B, effect: [{draw: {count: 2}}]}]}",
], ids=["its own cost", "an Option- with its own cost"])
def test_a_triggered_skill_with_a_cost_loads_in_vandaria_wars(ability: str) -> None:
    """VW REG.14.a: a triggered skill's cost is an additional cost paid as it is registered; an
    Option- of one with a cost of its own is chosen and paid then too (VW REG.14.b: scenarios
    vandaria-wars/triggered-options; it was exit 3)."""
    ability = ability.replace("\n", "\n                ")
    load_scenario_text(VW + textwrap.dedent("""\
        cards:
          Watcher:
            type: follower
            stats: {atk: 1, hp: 1}
            abilities:
              - """) + ability + "\n", "t.yaml")


def test_refusing_a_trigger_cost_is_an_error_where_the_rules_forbid_it() -> None:
    found = problems(FOW + "decisions:\n  squire.x: {pay: false}\n")
    assert any(": decisions.squire.x.pay: " in p and "cannot be refused" in p for p in found)


def test_a_filter_of_the_chosen_job_needs_a_choose_cost() -> None:
    found = problems(VW + textwrap.dedent("""\
        cards:
          Rally:
            type: action
            effect: [{modify: {target: {each: {chosen: [job]}}, stats: {atk: 1}}}]
        """))
    assert any("cards.Rally.effect[0].modify.target.each.chosen" in p and "choose" in p
               for p in found), found


@pytest.mark.parametrize(("condition", "words"), [
    ("{count: {type: follower, controller: you}, at_least: 2}",
     "the number of your followers is at least 2"),
    ("{stat: atk, of: $1, more_than: {half: {resource: gold}}}",
     "the ATK of its target is more than half your gold"),
    ("{is: $1, matches: {traits: [holy]}}", "its target is holy"),
    ("{turn: opponent}", "it is an opponent's turn"),
    ("{phase: main}", "it is the main phase"),
    ("{not: {any: [{turn: you}, {phase: end}]}}",
     "not (it is your turn or it is the end phase)"),
])
def test_a_condition_that_fails_is_named_in_plain_words(condition: str, words: str) -> None:
    res = ruling(VW + textwrap.dedent(f"""\
        cards:
          Test:
            type: action
            targets: [{{type: follower}}]
            effect: [{{draw: {{count: 1}}, if: {{not: {condition}}}}}]
        objects:
          - {{id: k, card: Sample Knight, owner: bob, zone: field}}
          - {{id: t, card: Test, owner: alice, zone: hand}}
          - {{id: d, card: Sample Knight, owner: alice, zone: deck}}
        actions:
          - {{by: alice, do: play, card: t, targets: [k]}}
        """))
    summaries = " ".join(s.summary for s in res.steps)
    assert f"its condition (not ({words})) is not met" in summaries or \
        f"(since not ({words}))" in summaries, summaries


def test_an_amount_read_on_resolution_is_shown_with_what_it_read() -> None:
    res = ruling(VW + textwrap.dedent("""\
        cards:
          Surge:
            type: action
            targets: [{type: follower}]
            effect: [{damage: {target: $1, amount: {plus: [1, {count: {type: follower}}]}}}]
        objects:
          - {id: k, card: Sample Knight, owner: bob, zone: field}
          - {id: t, card: Surge, owner: alice, zone: hand}
        actions:
          - {by: alice, do: play, card: t, targets: [k]}
        """))
    resolve = next(s.summary for s in res.steps if s.kind.value == "resolve")
    assert "deals 2 damage" in resolve
    assert "(read now: 1 + the number of followers = 2)" in resolve
