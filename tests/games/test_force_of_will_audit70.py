"""Force of Will audit 70: rules no bundled scenario cited yet, each ruled from the rules first
and asked with and without the `expect:` block (a judge's own file has none), and the leftovers
of the rounds before (who gets priority as a phase or step opens, counters asked by their kind,
"Is it in Alice's deck?"). Each test failed on the code before its fix."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked, lead_asked_afresh

AUDIT = "force-of-will/rulings-audit70/"


asked = lead_asked_afresh  # (tests/helpers.py)


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "rule"), [
    ("recovery-phase-trigger-opens-the-turn-players-priority.yaml", "FOW 503.3"),
    ("end-phase-trigger-opens-the-turn-players-priority.yaml", "FOW 505.2"),
    ("first-strike-damage-then-the-turn-players-priority.yaml", "FOW 805.3"),
    ("battle-final-step-priority-after-a-boost-ends.yaml", "FOW 807.3b")])
def test_who_gets_priority_as_a_sequence_opens(name: str, rule: str, expect: bool) -> None:
    """A priority sequence that opens only because something triggered as a phase began (503.3,
    505.2), after first strike damage (805.3) or after a battle's effects ended (807.3b) was
    given quietly: "Who gets priority after Dim triggers?" cited the trigger's 503.2 and 603.3,
    or the last pass (605.1b). Its own step now cites the rule that opens it."""
    lead = first_lead_asked(AUDIT + name, expect=expect)
    assert lead.sentence.startswith("Alice holds priority"), lead.sentence
    assert lead.citations == (rule,), lead.citations


KEEPER = "force-of-will/wardens/willpower-needs-main-timing.yaml"


def test_counters_asked_by_their_kind() -> None:
    """"How many astral counters does the Keeper have?" of a Keeper with 3 willpower counters
    led with "has 3 willpower counters"."""
    said = asked(KEEPER, "How many astral counters does Keeper of the Ashen Gate have?").sentence
    assert "no astral counters" in said and "willpower" not in said, said
    said = asked(KEEPER, "How many willpower counters does Keeper of the Ashen Gate have?").sentence
    assert "3 willpower counters" in said, said


HOME = "force-of-will/rulings-audit15/j-ruler-put-into-a-ruler-area-by-another-is-its-owners.yaml"
EMPTY = "force-of-will/rulings-audit69/opponents-draw-phase-empty-deck-is-no-loss.yaml"
STONE = "force-of-will/rulings-audit10/destroyed-rested-j-ruler-cannot-call-a-stone.yaml"


def test_the_deck_asked_is_read() -> None:
    """"Is Lyra in Alice's deck?" had no Yes or No (FOW 304.4: "deck" is the main deck), nor had
    "Is Lyra, Ember Queen in Alice's ruler area?" (the comma of the name ended the clause);
    "Is Ember in Alice's deck?" of Bob's card is No."""
    assert asked(HOME, "Is Lyra, Ember Queen in Alice's deck?").verdict == "No"
    assert asked(HOME, "Is Lyra in Alice's main deck?").verdict == "No"
    assert asked(HOME, "Is Lyra, Ember Queen in Alice's ruler area?").verdict == "Yes"
    assert asked(EMPTY, "Is Ember in Bob's deck?").verdict == "Yes"
    assert asked(EMPTY, "Is Ember in Alice's deck?").verdict == "No"
    assert asked(STONE, "Is Fire Magic Stone in Alice's deck?").verdict == "No"
    assert asked(STONE, "Is Fire Magic Stone in Alice's magic stone deck?").verdict == "Yes"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "verdict"), [
    ("eight-cards-at-the-final-step-discards-one.yaml", "Yes"),
    ("seven-cards-at-the-final-step-keeps-them-all.yaml", "No"),
    ("opponent-over-seven-keeps-his-hand-at-the-final-step.yaml", "No")])
def test_does_she_discard_at_the_end_of_her_turn(name: str, verdict: str,
                                                 expect: bool) -> None:
    """"Does Alice discard a card at the end of her turn?" led with "Alice still has 4000 life"
    (no Yes or No): her discard's step, or the final step that kept her hand (306.3, 505.5d)."""
    lead = first_lead_asked(AUDIT + name, expect=expect)
    assert lead.verdict == verdict, lead.sentence
    assert "FOW 306.3" in lead.citations and "FOW 505.5d" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_bloodlust_with_nothing_to_attack_may_pass(expect: bool) -> None:
    """A [Bloodlust] [Belligerence] card that entered this turn, with no rested J/resonator to
    attack, has no legal attacked object (718.2c): its player may pass. The pass was refused
    (a confident "No"), and without `expect:` the lead was "No — Raging Brawler is still on
    the field"."""
    lead = first_lead_asked(AUDIT + "bloodlust-with-nothing-it-may-attack-need-not-attack.yaml",
                            expect=expect)
    assert lead.verdict == "Yes", lead.sentence
    assert "FOW 718.2c" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_bloodlust_with_a_rested_target_must_attack(expect: bool) -> None:
    """The guard of the fix above: with Bob's rested Guard to attack, the pass is refused."""
    lead = first_lead_asked(AUDIT + "bloodlust-with-a-rested-target-must-attack.yaml",
                            expect=expect)
    assert lead.verdict == "No", lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_a_draw_of_two_triggers_a_draw_watcher_twice_by_1009_2(expect: bool) -> None:
    """"How many times does Insight trigger?" of a draw of two cards: twice, by FOW 1009.2 (one
    card at a time) and 906.4 (the count); it cited only 603.3 and 906.5."""
    lead = first_lead_asked(AUDIT + "drawing-two-cards-is-two-draws-for-a-draw-trigger.yaml",
                            expect=expect)
    assert "triggers 2 times" in lead.sentence, lead.sentence
    assert lead.citations[:2] == ("FOW 1009.2", "FOW 906.4"), lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_become_astral_is_not_the_side_it_turned_to(expect: bool) -> None:
    """"Does it become astral?" of a J-ruler with a warden side sent to the graveyard at DEF 0
    (1024.2c) was "Yes — ... is now Warden of the Cinder Vigil" with `expect:`."""
    lead = first_lead_asked(AUDIT + "warden-side-j-ruler-at-def-zero-is-not-astral.yaml",
                            expect=expect)
    assert lead.verdict == "No", lead.sentence
    assert "FOW 1024.2c" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_the_card_a_draw_phase_trigger_drew_is_not_the_turn_draw(expect: bool) -> None:
    """"Does Alice draw Ember for the turn?" of the Ember her Dawn Sight drew before the turn
    draw (FOW 502.2) was "Yes"; the turn draw (502.4) took Frost, which its step now names."""
    lead = first_lead_asked(AUDIT + "draw-phase-trigger-card-is-not-the-turn-draw.yaml",
                            expect=expect)
    assert lead.verdict == "No", lead.sentence
    frost = first_lead_asked(AUDIT + "draw-phase-trigger-card-is-not-the-turn-draw.yaml",
                             "Does Alice draw Frost for the turn?", expect=expect)
    assert frost.verdict == "Yes" and "draws Frost (frost) for the turn" in frost.sentence, \
        frost.sentence
    which = first_lead_asked(AUDIT + "draw-phase-trigger-card-is-not-the-turn-draw.yaml",
                             "Which card does Alice draw for the turn?", expect=expect)
    assert "Frost (frost)" in which.sentence and "Ember" not in which.sentence, which.sentence
    assert which.citations[0] == "FOW 502.4", which.citations
