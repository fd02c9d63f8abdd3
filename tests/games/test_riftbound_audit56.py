"""Riftbound audit 56: audits 54/55's leftovers (a stat asked after a control change, a name
given a card of each player, "Does she score?" after a sentence naming her as an owner)
(scenarios/riftbound/rulings-audit56/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import file_without_expect, leads_asked, leads_of

SCENARIOS = Path(__file__).parents[2] / "scenarios"
AUDIT = SCENARIOS / "riftbound/rulings-audit56"
MIGHT_AFTER = AUDIT / "might-after-a-control-change-is-dated-by-it.yaml"
SEIZE = "riftbound/rulings-audit53/unit-taken-loses-its-owners-passive-bonus.yaml"
SEIZED = ("Trainee Squire (sq) has Might 2 (it had Might 3) once step 5 is over (Mind Seize "
          "(seize) resolves: bob gains control of Trainee Squire (sq) (until end of turn))")


@pytest.mark.parametrize("expect", [True, False])
def test_might_after_a_control_change_is_read_then_and_dated_by_it(expect: bool,
                                                                   tmp_path: Path) -> None:
    """"What is the Squire's Might after Mind Seize resolves?" led with its death at step 13
    (with `expect:`) or where the Seize went (without): its Might is read once the Seize is
    over, 2 as Bob's unit that Alice's "your units have +1 Might" no longer counts, dated by
    that control change (RB 477.1.a) and the passive's rule (RB 364)."""
    leads = leads_of(MIGHT_AFTER if expect else file_without_expect(MIGHT_AFTER, tmp_path))
    assert leads[0].sentence == SEIZED, leads[0].sentence
    assert leads[0].citations == ("RB 477.1.a", "RB 364"), leads[0].citations


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does the Squire have 2 Might after Mind Seize resolves?", "Yes"),
    ("Does the Squire have 3 Might once Mind Seize has resolved?", "No")])
@pytest.mark.parametrize("expect", [True, False])
def test_an_amount_asked_after_a_control_change(asked: str, verdict: str, expect: bool) -> None:
    """The Yes or No of an amount asked after the Seize reads the Might then (2), said with
    that moment, not the Squire's death."""
    leads = leads_asked(SEIZE, asked, expect=expect)
    assert leads[0].sentence == f"{verdict} — {SEIZED}", leads[0].sentence


def test_might_before_a_control_change_is_unchanged() -> None:
    """"... before Mind Seize resolves?" is read before it, as audit 54 pinned (3, RB 364)."""
    leads = leads_asked(SEIZE, "What is the Squire's Might before Mind Seize resolves?")
    assert leads[0].sentence.startswith("Trainee Squire (sq) has Might 3 before step 5 "), \
        leads[0].sentence
    assert leads[0].citations == ("RB 364",), leads[0].citations


TWO = AUDIT / "a-name-of-a-card-of-each-player-gets-no-single-yes-or-no.yaml"
RECALLED = "riftbound/rulings-audit52/unit-recalled-to-the-base-it-left-is-recalled.yaml"
NO_SINGLE = ("The question names alice's Stone Warden (aw) and bob's Stone Warden (bw) by one "
             "name and does not tell which it asks of: no Yes or No; Stone Warden (aw) ends in "
             "alice's base")


@pytest.mark.parametrize("expect", [True, False])
def test_a_name_of_a_card_of_each_player_never_said_whose(expect: bool, tmp_path: Path) -> None:
    """"Does the Warden die?" of one Stone Warden of each player, the question never saying
    whose, opened with Alice's No (hers was recalled instead, RB 370.1.b) then Bob's Yes: no
    single Yes or No is read aloud, each named with whose it is, then each one's fate."""
    leads = leads_of(TWO if expect else file_without_expect(TWO, tmp_path))
    assert leads[0].sentence.startswith(NO_SINGLE), leads[0].sentence
    assert leads[0].citations[0] == "RB 370.1.b", leads[0].citations
    assert leads[1].sentence.startswith("Stone Warden (bw) is killed at step 24"), \
        leads[1].sentence
    assert leads[1].citations[0] == "RB 323.5", leads[1].citations


@pytest.mark.parametrize("asked", ["= Does the Warden die?", "Does the Warden die?"])
def test_a_bare_name_said_of_each_players_card(asked: str) -> None:
    """With no sentence before it, or after "Alice's Stone Warden attacks Bob's Stone Warden"
    (a possessive before a name of two words, the first a common one, was not read: "Stone"
    hid whose it was), the same: no single Yes or No."""
    leads = leads_asked(RECALLED, asked)
    assert leads[0].sentence.startswith(NO_SINGLE), leads[0].sentence


def test_a_bare_name_after_one_players_card_is_theirs() -> None:
    """"Alice's Stone Warden attacks. Does the Warden die?": the Warden named is hers (audit
    53's reading), her No alone, as before."""
    leads = leads_asked(RECALLED, "= Alice's Stone Warden attacks. Does the Warden die?")
    assert [f.sentence.split(",")[0] for f in leads] == [
        "No — Stone Warden (aw) ends in alice's base"], [f.sentence for f in leads]


SHE = AUDIT / "she-scores-after-a-sentence-naming-her-as-an-owner.yaml"
KEPT = "riftbound/replacements/conquer-replaced-control-kept.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_she_scores_after_a_sentence_naming_her_as_an_owner(expect: bool,
                                                            tmp_path: Path) -> None:
    """"Alice's Trail Hound moves to the empty bf-b. Does she score?" led, without `expect:`,
    with the Hound's move: only a player scores (RB 468), the sentence before names Alice
    alone, so "she" is Alice, whose conquer was replaced (RB 370.1.a.1): No."""
    leads = leads_of(SHE if expect else file_without_expect(SHE, tmp_path))
    assert leads[0].sentence.startswith("No — alice still has 1 point"), leads[0].sentence
    assert leads[0].citations[0] == "RB 370.1.a.1", leads[0].citations


@pytest.mark.parametrize("expect", [True, False])
def test_she_scores_where_the_control_is_kept(expect: bool) -> None:
    """The same of RB HP.14's control-kept option: she keeps bf-b, but scores no point."""
    leads = leads_asked(KEPT, "Does she score?", expect=expect)
    assert leads[0].sentence.startswith("No — alice still has 1 point"), leads[0].sentence
    assert leads[0].citations == ("RB 370.1.a.1", "RB HP.14"), leads[0].citations

