"""Force of Will audit 78: rules of priority and the chase, battle, abilities and rule processes
(FOW 600-1300) that no bundled scenario cited, each ruled from the rules first and asked with and
without the `expect:` block (a judge's own file has none). Each test failed on the code before
its fix, unless it says it is a guard."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked, lead_asked_afresh

AUDIT = "force-of-will/rulings-audit78/"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "rule"), [
    ("after-a-block-the-turn-player-gets-priority.yaml", "FOW 804.6"),
    ("after-no-block-the-turn-player-gets-priority.yaml", "FOW 804.6"),
    ("after-an-attack-the-turn-player-gets-priority.yaml", "FOW 803.7"),
    ("beginning-of-battle-step-opens-with-the-turn-players-priority.yaml", "FOW 802.2"),
    ("declare-block-step-opens-with-the-turn-players-priority.yaml", "FOW 804.2"),
    ("after-battle-damage-the-turn-player-gets-priority.yaml", "FOW 806.3")])
def test_who_gets_priority_in_a_battle(name: str, rule: str, expect: bool) -> None:
    """The battle's priority sequences are given quietly (no step of their own): "Who gets
    priority after Bob blocks?" cited the pass before the block (605.1b), the beginning of
    battle step what triggers as it begins (802.1) or nothing, battle damage the step's opening
    (805.1, 806.1). The rule that gives the turn player priority there now leads."""
    lead = first_lead_asked(AUDIT + name, expect=expect)
    assert lead.sentence.startswith("Alice holds priority"), lead.sentence
    assert lead.citations == (rule,), lead.citations


def test_main_phase_priority_cites_its_own_rule() -> None:
    """Guard: the main phase's opening (504.1, 504.2) is answered by 504.2 alone, the rule that
    gives the turn player priority (audit 70's file)."""
    lead = lead_asked_afresh("force-of-will/rulings-audit70/main-phase-opens-with-the-turn-"
                             "players-priority.yaml", "Who gets priority in the main phase?")
    assert lead.sentence.startswith("Alice holds priority"), lead.sentence
    assert lead.citations == ("FOW 504.2",), lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_damage_to_a_player_lowers_life_by_1007_2(expect: bool) -> None:
    """"How much life does Bob have after Burn resolves?" cited only the chase (605.1b): the
    rule that damage to a player lowers their life (1007.2) now leads."""
    lead = first_lead_asked(AUDIT + "chant-damage-to-a-player-lowers-their-life.yaml",
                            expect=expect)
    assert lead.sentence.startswith("Bob has 3200 life"), lead.sentence
    assert lead.citations[:1] == ("FOW 1007.2",), lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_life_paid_is_not_damage(expect: bool) -> None:
    """Guard, the edge of 1007.2: life a chant makes its player pay is no damage."""
    lead = first_lead_asked(AUDIT + "life-paid-by-a-chant-is-not-damage.yaml", expect=expect)
    assert lead.sentence.startswith("Alice has 3200 life"), lead.sentence
    assert "FOW 1007.2" not in lead.citations, lead.citations


@pytest.mark.parametrize(("name", "question"), [
    ("force-of-will/rulings/two-messiahs-double-once.yaml", "How much life does Bob have?"),
    ("force-of-will/triggers/r31-trigger-card-triggers-only-once.yaml",
     "How much life does Alice have?")])
def test_bundled_damage_to_a_player_cites_1007_2(name: str, question: str) -> None:
    """The same of a doubled chant's damage and of two hits by a trigger's damage (707.3)."""
    lead = lead_asked_afresh(name, question)
    assert lead.citations[:1] == ("FOW 1007.2",), (lead.sentence, lead.citations)


@pytest.mark.parametrize("expect", [True, False])
def test_is_the_game_a_draw_of_a_loop_nobody_can_stop(expect: bool) -> None:
    """"Is the game a draw?" was read as a card draw asked and led with the order the loop's
    items resolved in (605.1b), no Yes or No: it asks the game's outcome (1301.1c)."""
    lead = first_lead_asked(AUDIT + "loop-nobody-can-stop-the-game-is-a-draw.yaml",
                            expect=expect)
    assert lead.verdict == "Yes", lead.sentence
    assert "draw" in lead.sentence and lead.citations == ("FOW 1301.1c",), lead.citations


def test_is_the_game_a_draw_of_a_loop_its_player_stops() -> None:
    """The edge: a loop its player stopped (1301.1a) leaves the game going on: No."""
    lead = lead_asked_afresh("force-of-will/rulings-audit69/loop-its-player-stops-by-declining-"
                             "a-may.yaml", "Is the game a draw?")
    assert lead.verdict == "No", lead.sentence
    assert "goes on" in lead.sentence, lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_trigger_card_set_this_turn_does_not_trigger(expect: bool) -> None:
    """Guard (906.4a): a [Trigger] card set this turn does not trigger, by the note's rules."""
    lead = first_lead_asked(AUDIT + "trigger-card-set-this-turn-does-not-trigger.yaml",
                            expect=expect)
    assert lead.verdict == "No", lead.sentence
    assert "FOW 906.4a" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_trigger_card_set_last_turn_triggers(expect: bool) -> None:
    """A confident wrong answer: "Does Ambush at the Ford trigger?" of a [Trigger] card revealed
    from the standby area and waiting on the chase was "No — no ability of Ambush at the Ford
    triggers: at step 5, bob revealed Ambush at the Ford ...": the card triggers as itself (its
    trigger step's item is the card, 708.2, 906.2), not through an ability of it."""
    lead = first_lead_asked(AUDIT + "trigger-card-set-last-turn-triggers.yaml", expect=expect)
    assert lead.verdict == "Yes", lead.sentence
    assert lead.citations[:1] == ("FOW 708.2",), lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_trigger_card_discarded_after_it_triggered_did_trigger(expect: bool) -> None:
    """A confident wrong answer: "Did Ambush at the Ford trigger?" of a [Trigger] card that
    triggered and was then discarded for another trigger's cost was "No — no ability of Ambush
    at the Ford triggers: at step 7, ... triggered but has moved since": it triggered, and
    cannot be played (906.10)."""
    lead = first_lead_asked(AUDIT + "trigger-card-discarded-after-it-triggered-still-"
                            "triggered.yaml", expect=expect)
    assert lead.verdict == "Yes", lead.sentence
    assert lead.citations == ("FOW 906.10",), lead.citations


def test_trigger_card_that_cannot_be_played_does_not_resolve() -> None:
    """"Does Ambush at the Ford resolve?" of the same card led with where it ended, no Yes or
    No: never put on the chase, it never resolves (906.10)."""
    lead = lead_asked_afresh("force-of-will/rulings-audit29/trigger-card-discarded-by-another-"
                             "triggers-cost-cannot-be-played.yaml",
                             "Does Ambush at the Ford resolve?")
    assert lead.verdict == "No", lead.sentence
    assert lead.citations == ("FOW 906.10",), lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_trigger_card_with_a_target_is_played(expect: bool) -> None:
    """A confident wrong answer: "Is Snare of Thorns played?" of a [Trigger] card revealed from
    the hand and played as a spell by its trigger (708.3) was "No — Snare of Thorns ends in bob's
    graveyard": an automatic card is played in its trigger step, not in a play step."""
    lead = first_lead_asked(AUDIT + "trigger-card-with-a-target-is-played.yaml", expect=expect)
    assert lead.verdict == "Yes", lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_trigger_card_without_a_target_goes_to_the_graveyard(expect: bool) -> None:
    """906.6a, the edge: it triggered (Yes) but could not be played, and went to the graveyard;
    asked "Is it played?", No."""
    name = AUDIT + "trigger-card-without-a-target-goes-to-the-graveyard.yaml"
    lead = first_lead_asked(name, expect=expect)
    assert lead.verdict == "Yes" and "FOW 906.6a" in lead.citations, lead
    played = lead_asked_afresh(name, "Is Snare of Thorns played?")
    assert played.verdict == "No", played.sentence


@pytest.mark.parametrize(("name", "verdict"), [
    ("imperishable-j-ruler-at-def-zero-still-becomes-astral.yaml", "Yes"),
    ("imperishable-j-ruler-destroyed-by-damage-is-not-astral.yaml", "No")])
def test_imperishable_and_def_zero(name: str, verdict: str) -> None:
    """Guard (1024.5 both ways): "Does Seren become astral?" is Yes at DEF 0, No destroyed."""
    assert first_lead_asked(AUDIT + name).verdict == verdict


@pytest.mark.parametrize("question", [
    "Does Imperishable keep Seren from becoming astral?",
    "Does [Imperishable] stop Seren from becoming astral?",
    "Does her Imperishable prevent Seren from becoming astral?"])
def test_keep_from_is_a_negation_judge_does_not_read(question: str) -> None:
    """A confident wrong answer: "Does Imperishable keep Seren from becoming astral?" of a
    J-ruler at DEF 0 (1024.5) was "Yes — ... has 1 astral counter": the reader read "become
    astral" and not the "keep ... from" around it. It is a negation, which judge does not read:
    the fact, with no Yes or No, as for "Does it fail to ...?"."""
    lead = lead_asked_afresh(AUDIT + "imperishable-j-ruler-at-def-zero-still-becomes-astral.yaml",
                             question)
    assert lead.verdict == "", lead.sentence
    assert "astral counter" in lead.sentence, lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "holder", "rule"), [
    ("after-a-judgment-its-player-keeps-priority.yaml", "Alice", "FOW 605.1a"),
    ("after-a-pass-the-opponent-gets-priority.yaml", "Bob", "FOW 605.1c")])
def test_who_gets_priority_after_an_action(name: str, holder: str, rule: str,
                                           expect: bool) -> None:
    """"Who gets priority after Alice plays her judgment process?" (or calls a stone, or plays
    Burn) was "Alice holds priority" with no rule: she held it all along, so no step changed it.
    The action she took, and the rule that the player who acts keeps priority (605.1a), now say
    it; after her pass, 605.1c (the edge, a guard)."""
    lead = first_lead_asked(AUDIT + name, expect=expect)
    assert lead.sentence.startswith(f"{holder} holds priority"), lead.sentence
    assert lead.citations == (rule,), lead.citations
