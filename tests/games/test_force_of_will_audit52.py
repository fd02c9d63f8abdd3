"""Force of Will audit 52 (scenarios/force-of-will/rulings-audit52/): audit 51's leftovers,
worst first."""

from __future__ import annotations

import pytest

from tests.helpers import ruling, scenario_text, scenario_text_without_expect

AUDIT52 = "force-of-will/rulings-audit52/"
UNTOLD = AUDIT52 + "it-is-not-guessed-between-two-cards-in-play.yaml"



@pytest.mark.parametrize("expect", [True, False])
def test_it_is_not_guessed_between_two_cards_in_play(expect: bool) -> None:
    """"Bob's Ember Squire and his Stone Sentinel are recovered on the field. ... Alice hits it
    with Quick Spark. Is it rested?": the question does not tell which card "it" is. Judge
    answered "No — Stone Sentinel (sentinel) is recovered", of one of them, right only because
    both are recovered: now it says so, with what each has, and no Yes or No."""
    res = ruling(scenario_text(UNTOLD) if expect else scenario_text_without_expect(UNTOLD))
    lead = [f for f in res.answer if f.lead]
    assert lead[0].sentence.startswith(
        "The question does not tell which of Ember Squire (squire), Stone Sentinel (sentinel) "
        "\"it\" is: no Yes or No; Ember Squire (squire) is recovered, as at the start"), \
        lead[0].sentence
    assert not any(f.verdict for f in lead), [f.sentence for f in lead]
    assert [f.subject.id for f in lead] == ["squire", "sentinel"]
    assert "is recovered" in lead[1].sentence, lead[1].sentence


def test_the_card_expect_names_is_it() -> None:
    """An `expect:` that names only one of the two cards tells which "it" is: its Yes or No."""
    text = scenario_text(UNTOLD).replace(
        "    sentinel: {zone: field, exhausted: false, damage: 0}\n", "")
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("No — Ember Squire (squire) is recovered"), lead.sentence


def test_a_state_word_before_one_name_still_tells_it_apart() -> None:
    """"Bob's recovered Ember Squire and his Stone Sentinel ...": the state word before the
    Squire's name sets it apart (audit 48's reading): a Yes or No of it, as before."""
    text = scenario_text_without_expect(UNTOLD).replace(
        "Bob's Ember Squire and his Stone Sentinel are recovered on the field.",
        "Bob's recovered Ember Squire and his Stone Sentinel are on the field.")
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("No — Ember Squire (squire)"), lead.sentence


BLOODLUST = "force-of-will/rulings-audit27/bloodlust-defiant-must-attack-again-while-it-may.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_after_a_second_attack_she_may_pass_is_said_at_that_moment(expect: bool) -> None:
    """FOW 718.2 ([Bloodlust]), 718.2d: "After it attacks Bob once, may she pass at main
    timing? And after a second attack?": the second part asks the same pass, later; it was led
    by the first attack's Yes (a moment before the one asked). Now by her pass at main timing
    after the second battle, allowed by the rule that refused the first (718.2)."""
    text = scenario_text(BLOODLUST)
    res = ruling(text if expect else text.split("expect:\n")[0])
    lead = [f for f in res.answer if f.lead]
    assert lead[0].sentence.startswith("No — Action 12 (alice passes) is rejected"), \
        lead[0].sentence
    assert lead[1].sentence == "Yes — Action 24 (alice passes) is allowed at step 50: alice " \
                               "passes", lead[1].sentence
    assert lead[1].citations == ("FOW 718.2d", "FOW 718.2"), lead[1].citations


def test_a_pass_allowed_in_a_battle_is_not_the_pass_asked() -> None:
    """Without her pass at main timing after the second battle, no pass answers the second
    part: a pass in the battle (605.1c alone, not checked by [Bloodlust]) is another window's,
    never its Yes."""
    text = scenario_text(BLOODLUST).split("expect:\n")[0].replace(
        "  - {by: alice, do: pass}\n  - {by: bob, do: pass}\nthen: stop", "then: stop")
    lead = [f for f in ruling(text).answer if f.lead]
    assert not any("passes) is allowed" in f.sentence for f in lead), [f.sentence for f in lead]


R05 = "force-of-will/triggers/r05-turn-players-triggers-go-first.yaml"
CHOSEN = "force-of-will/triggers/own-triggers-in-the-order-chosen.yaml"


@pytest.mark.parametrize("name", [R05, CHOSEN])
@pytest.mark.parametrize("expect", [True, False])
def test_the_order_triggers_resolve_in_cites_the_rule_that_ordered_them(name: str,
                                                                        expect: bool) -> None:
    """FOW 603.2: triggered abilities played together go on the chase the turn player's first,
    each player's in the order they choose; "In what order do the abilities resolve?" cited
    only the chase's newest first (605.1b), which says nothing of why one was above the other
    (as Riftbound's audit 46 cites RB 383.3.d.1)."""
    text = scenario_text(name)
    res = ruling(text if expect else text.split("expect:\n")[0])
    order = next(f for f in res.answer if "resolve in that order" in f.sentence)
    assert order.citations[:2] == ("FOW 603.2", "FOW 605.1b"), order.citations


def test_a_trigger_put_on_the_chase_alone_is_not_ordered_by_the_rule() -> None:
    """One trigger, with a chant played over it later: its trigger step cites FOW 603.2 as every
    trigger's does, but 603.2 placed no two of the items, and is not cited for their order."""
    res = ruling(scenario_text(
        "force-of-will/triggers/automatic-ability-resolves-after-its-source-left.yaml"))
    order = next(f for f in res.answer if "resolve in that order" in f.sentence)
    assert "FOW 603.2" not in order.citations, order.citations
