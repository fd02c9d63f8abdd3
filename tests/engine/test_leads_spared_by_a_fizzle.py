""""Is the other still hit?" when the item that targeted it did not result (its other target
left play, VW HP.6 all or nothing; its target no longer legal, VW REG.8.a): the answer said only
"No - Sample Militia has no damage.", citing nothing, as if nothing had happened. It now says why:
the step where the item left without resolving, and that step's rules. Likewise an object an item
resolved at without doing it ("alice may not expel Stone Sentinel, which bob controls, so it
stays"; "cannot discard Pebble: Mind Lock forbids it"; "its damage instruction does not happen")."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.lookup.answer import one_line_answer

CASES = {
    "scenarios/vandaria-wars/targets/partial-targets-all-or-nothing.yaml": (
        "No — Sample Militia (militia) has no damage: Twin Shot (twin) does not result: its "
        "target Trader Male (trader) has left play", "VW HP.6"),
    "scenarios/vandaria-wars/rulings-audit7/prayer-on-a-holy-only-target-turned-dark.yaml": (
        "No — Sample Knight (knight) is still on the field and has ATK 3: Sample Blessing "
        "(blessing) does not result", "VW REG.8.a"),
    "scenarios/force-of-will/expel/expel-a-card-you-do-not-control-stays.yaml": (
        "No — Stone Sentinel (sentinel) is still on the field: Banishing Decree (decree) resolves: "
        "alice may not expel Stone Sentinel (sentinel), which bob controls", "FOW 1047.4"),
    "scenarios/force-of-will/discard/an-effect-that-discards-is-forbidden-too.yaml": (
        "Pebble (pebble) is still in alice's hand: Mind Rot (rot) resolves: alice cannot discard "
        "Pebble (pebble): Mind Lock (lock)'s Lock forbids it", "FOW 104.4"),
    # an item another item cancelled (dibatalkan): the canceller's resolution says why
    "scenarios/vandaria-wars/rulings-audit15/cancelled-action-trigger-waits-for-a-new-register"
    ".yaml": ("No — Trader Male (trader) has no damage: Sample Dispel (dispel) results: cancels "
              "Gun Shot (shot)", "VW REG.12.b"),
    # "What does the Spark do?": its own resolution leads since Riftbound audit 41, saying why
    "scenarios/force-of-will/keywords/barrier-granted-in-response.yaml": (
        "Quick Spark (spark) resolves at step 11: its damage instruction does not happen",
        "FOW 1120.2"),
}


@pytest.mark.parametrize("path", sorted(CASES))
def test_an_object_an_item_never_reached_says_why(path: str) -> None:
    lead = one_line_answer(resolve(load_scenario(path)))
    start, rule = CASES[path]
    assert lead.startswith(start), lead
    assert rule in lead.split(" (", 1)[1] if " (" in lead else False, lead


def test_an_object_nothing_targeted_says_nothing_more() -> None:
    """Where nothing that targeted it left the stack, the fact says no fizzle (the turn's own
    note, that nothing readied it, is why: test_lead_not_readied.py)."""
    lead = one_line_answer(resolve(load_scenario(
        "scenarios/vandaria-wars/turn/cards-not-readied.yaml")))
    assert lead.startswith("No — Sample Militia (militia) is exhausted"), lead
    assert "target" not in lead and "fizzl" not in lead, lead


@pytest.mark.parametrize(("path", "start", "rule"), [
    ("scenarios/riftbound/scoring/one-score-per-battlefield-per-turn.yaml",
     "No — alice still has 4 points: at step 12, no conquer: alice has already scored bf-a this "
     "turn", "RB 470"),
    ("scenarios/riftbound/replacements/score-replaced-by-a-draw.yaml",
     "No — alice still has 3 points: at step 4, instead of alice scoring a point, alice draws 1 "
     "card", "RB 370.1.a.1"),
    ("scenarios/vandaria-wars/short-payments/must-pay-gold-without-it-nothing.yaml",
     "Bob still has 1 gold: at step 5, Toll (toll) results: bob cannot pay 2 gold", "VW HP.38")])
def test_a_player_nothing_changed_says_what_did_not_happen(path: str, start: str,
                                                           rule: str) -> None:
    """"Does she score again? No - alice still has 4 points." cited nothing: the score step
    that gave no point (or the replacement that took it) says why, with its rules."""
    lead = one_line_answer(resolve(load_scenario(path)))
    assert lead.startswith(start) and rule in lead, lead


@pytest.mark.parametrize(("path", "start", "rule"), [
    ("scenarios/force-of-will/triggers/trigger-card-set-this-turn-does-not-trigger.yaml",
     "No — Ambush at the Ford (ford) does not trigger: it was put into bob's standby area this "
     "turn", "FOW 906.4a"),
    ("scenarios/riftbound/rulings/dying-with-another-unit-does-not-see-it-die.yaml",
     "No — Rally of Vigil Captain (captain) does not trigger for Militia Squire (squire)",
     "RB 383.2.c.2")])
def test_a_trigger_that_did_not_trigger_says_the_rule_that_kept_it(path: str, start: str,
                                                                   rule: str) -> None:
    """"Does it trigger?" answered "No - no ability of Ambush at the Ford triggers." (or the
    last step that happened to it) though the ruling's own note said why, citing the rule."""
    lead = one_line_answer(resolve(load_scenario(path)))
    assert lead.startswith(start) and rule in lead, lead
