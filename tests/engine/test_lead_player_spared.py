""""How much life does Bob have?" after a Phoenix whose "deal 300 damage to your opponent" did
not happen (its condition, "if it was played paying one or more will", was not met: FOW 104.9)
was answered "Bob still has 4000 life", with no rule and no reason: the step said what did not
happen without naming Bob, as its instruction named him only as "your opponent". A resolution
now records the players its instructions that did not happen named (Step.spared), and the
answer gives that step for them; never for the other player."""

from __future__ import annotations

from judge.app import load_scenario_text, resolve
from judge.engine.answer import Fact

from .leads import assert_lead

CARD = """game: force-of-will
title: an instruction for a player that does not happen
question: {question}
turn: {{player: alice, phase: main, number: 3}}
players: {{alice: {{life: 4000}}, bob: {{life: 4000}}}}
cards:
  Quiet Omen:
    type: chant
    effect:
      - {instruction}
        if: {{is: self, matches: {{will_paid: 5}}}}
objects:
  - {{id: omen, card: Quiet Omen, owner: alice, zone: hand}}
actions:
  - {{by: alice, do: play, card: omen}}
"""


def lead(question: str, instruction: str) -> Fact:
    text = CARD.format(question=question, instruction=instruction)
    return next(f for f in resolve(load_scenario_text(text)).answer if f.lead)


def test_the_bundled_phoenix() -> None:
    assert_lead("force-of-will/rulings-audit18/incarnation-played-paying-no-will.yaml",
                "Bob still has 4000 life: at step 10, Enter (phoenix.enter) resolves: its "
                "damage instruction does not happen: its condition", ("FOW 104.9",))


def test_the_opponent_it_named() -> None:
    fact = lead("How much life does Bob have?",
                "damage: {target: opponent, amount: 300}")
    assert fact.sentence.startswith("Bob still has 4000 life: at step "), fact.sentence
    assert "its damage instruction does not happen: its condition" in fact.sentence
    assert "FOW 104.9" in fact.citations


def test_the_controller_it_named() -> None:
    fact = lead("How much life does Alice have?",
                "gain: {life: 500}")
    assert fact.sentence.startswith("Alice still has 4000 life: at step "), fact.sentence
    assert "its gain instruction does not happen" in fact.sentence


def test_not_the_player_it_did_not_name() -> None:
    fact = lead("How much life does Alice have?",
                "damage: {target: opponent, amount: 300}")
    assert fact.sentence == "Alice still has 4000 life", fact.sentence
