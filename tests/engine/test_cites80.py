"""Round cites80: rulings that were right but cited a nearby rule instead of the deciding one
(Riftbound audit 77, Force of Will audit 78), and "Does Scout of Dawn trigger?" without a Yes or
No beside Phoenix of the Second Dawn. Each test failed on the code before its fix, unless it
says it is a guard."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked, lead_asked_afresh

RB = "riftbound/rulings-cites80/"
FOW = "force-of-will/rulings-cites80/"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "rule"), [
    # RB 331.1.a-b: nothing is played in a Closed State by default (cited RB 309.1.a alone)
    ("action-spell-on-an-open-chain-refused.yaml", "RB 331.1.a"),
    ("plain-ability-on-an-open-chain-refused.yaml", "RB 331.1.b"),
    # RB 343.1.b: no ability is activated in a Showdown State by default (cited RB 308.1.a)
    ("plain-ability-in-a-showdown-refused.yaml", "RB 343.1.b"),
    # RB 826.4.a: Backline keeps the lethal-first rule (cited RB 826.3 alone)
    ("backline-before-the-front-units-lethal-refused.yaml", "RB 826.4.a")])
def test_riftbound_refusals_lead_with_the_rule_that_forbids_them(name: str, rule: str,
                                                                 expect: bool) -> None:
    lead = first_lead_asked(RB + name, expect=expect)
    assert lead.sentence.startswith("No"), lead.sentence
    assert lead.citations[0] == rule, lead.citations


def test_a_spell_refused_in_a_showdown_cites_its_default_rule() -> None:
    """RB 343.1.a: the card's counterpart of 343.1.b (states/plain-spell-in-a-showdown)."""
    lead = lead_asked_afresh("riftbound/states/plain-spell-in-a-showdown.yaml",
                             "Can she play Heavy Blow?")
    assert lead.sentence.startswith("No"), lead.sentence
    assert lead.citations[0] == "RB 343.1.a", lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_several_tanks_lead_with_their_own_rule(expect: bool) -> None:
    """RB 815.1.c.2 (damage may go to any of several Tanks first) was cited by the step, but the
    lead cited RB 815.1.b (audit 77's file)."""
    lead = first_lead_asked("riftbound/rulings-audit77/several-tanks-take-lethal-in-any-order.yaml",
                            expect=expect)
    assert lead.sentence.startswith("Yes"), lead.sentence
    assert lead.citations[0] == "RB 815.1.c.2", lead.citations


@pytest.mark.parametrize("name", ["reincarnation-cost-unpaid-the-card-enters-alone.yaml",
                                  "reincarnation-not-revealed-the-card-enters-alone.yaml"])
def test_scout_of_dawn_is_not_read_as_phoenix_of_the_second_dawn(name: str) -> None:
    """"Dawn", a word of Phoenix of the Second Dawn's name, is a word of Scout of Dawn's, whose
    card was on the chase (not among the objects whose names were taken out): the question
    named both, and had no Yes or No."""
    lead = lead_asked_afresh("force-of-will/keywords/" + name, "Does Scout of Dawn trigger?")
    assert lead.sentence.startswith("Yes — Scouting (scout.scouting) triggers"), lead.sentence


@pytest.mark.parametrize("name", ["reincarnation-stacks-on-the-entering-card.yaml",
                                  "reincarnation-top-card-leaves-and-the-card-below-follows.yaml"])
def test_a_card_stacked_below_gives_no_yes_or_no_by_its_name(name: str) -> None:
    """Guard against a confident answer: the top card had the Scout's name too while stacked
    (FOW 1045.2), so "Does Scout of Dawn trigger?" asks of either; it was "Yes — Rebirth ..."
    in the second file by the word "Dawn" alone."""
    lead = lead_asked_afresh("force-of-will/keywords/" + name, "Does Scout of Dawn trigger?")
    assert not lead.sentence.startswith(("Yes", "No")), lead.sentence


def test_scout_of_dawn_asked_by_its_ability_still_yes_when_stacked() -> None:
    """Guard: asked by the ability's name, the Phoenix's gained Scouting is Yes."""
    lead = lead_asked_afresh("force-of-will/keywords/reincarnation-stacks-on-the-entering-"
                             "card.yaml", "Does Scouting trigger?")
    assert lead.sentence.startswith("Yes — Scouting (phoenix.scouting)"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("name", [FOW + "willpower-minus-ability-at-main-timing-allowed.yaml",
                                  "force-of-will/rulings-audit78/willpower-at-main-timing-"
                                  "allowed.yaml"])
def test_an_allowed_willpower_ability_cites_main_timing(name: str, expect: bool) -> None:
    """FOW 717.1 allows a willpower ability at main timing; the lead cited 717.2b (paying)."""
    lead = first_lead_asked(name, expect=expect)
    assert lead.sentence.startswith("Yes"), lead.sentence
    assert lead.citations[0] == "FOW 717.1", lead.citations


@pytest.mark.parametrize("name", [
    "wardens/willpower-plus-cost-always-payable.yaml",
    "wardens/j-ruler-with-a-warden-side-plays-willpower-in-the-field.yaml",
    "replacements/willpower-ability-replaced-costs-paid.yaml"])
def test_willpower_counter_leads_keep_their_rules(name: str) -> None:
    """Guard: a fact about the counters paid does not lead with 717.1 (the permission is cited
    last by the step, first only in the 'allowed' answer)."""
    lead = first_lead_asked("force-of-will/" + name, expect=True)
    assert "FOW 717.1" not in lead.citations, lead.citations


def test_an_activation_tax_that_does_not_apply_is_cited() -> None:
    """FOW 905.5b decided that Ember Vow could be played with no will under Toll Collector;
    the lead cited 717.2b-1 and 717.2b."""
    lead = first_lead_asked("force-of-will/wardens/willpower-ability-ignores-activation-tax.yaml")
    assert lead.sentence.startswith("Yes"), lead.sentence
    assert "FOW 905.5b" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_a_loop_its_player_stopped_is_no_draw_by_1301_1a(expect: bool) -> None:
    """"Is the game a draw?" of a loop its player stopped by declining a "you may" was No with no
    rule: 1301.1a (that player says how many times it runs) decides it."""
    lead = first_lead_asked(FOW + "loop-its-player-stopped-is-no-draw.yaml", expect=expect)
    assert lead.sentence.startswith("No"), lead.sentence
    assert lead.citations[0] == "FOW 1301.1a", lead.citations


def test_a_loop_nobody_can_stop_still_cites_1301_1c() -> None:
    """Guard: the loop nobody can stop is a draw by 1301.1c (audit 78's file)."""
    lead = first_lead_asked("force-of-will/rulings-audit78/loop-nobody-can-stop-the-game-is-a-"
                            "draw.yaml")
    assert lead.sentence.startswith("Yes"), lead.sentence
    assert "FOW 1301.1c" in lead.citations, lead.citations
