"""Force of Will audit 69: rules no bundled scenario cited yet (the turn's phases, chapter 5,
and the rules that decide a ruling at the table), each ruled from the rules first and asked with
and without the `expect:` block (a judge's own file has none): the lead must cite the rule that
decided it."""

from __future__ import annotations

import pytest

from tests.helpers import first_lead_asked

AUDIT = "force-of-will/rulings-audit69/"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "ability", "rule"), [
    ("draw-phase-trigger-before-the-turn-draw.yaml", "Dawn Sight", "FOW 502.2"),
    ("recovery-phase-trigger-before-the-recovery.yaml", "Dim", "FOW 503.2"),
    ("main-phase-trigger-as-the-main-phase-begins.yaml", "Rally", "FOW 504.1"),
    ("end-phase-trigger-when-it-triggers.yaml", "Toll", "FOW 505.1"),
    ("end-of-turn-trigger-after-end-phase-triggers.yaml", "Last Light", "FOW 505.3")])
def test_when_a_phase_trigger_triggers(name: str, ability: str, rule: str,
                                       expect: bool) -> None:
    """"When does Dawn Sight trigger?" (an "at the beginning of your draw phase" ability): the
    step it triggered at, led by the rule that makes its condition happen as that phase begins
    (FOW 502.2, 503.2, 504.1, 505.1), as audit 68 did for the battle's steps; the trigger step
    cited only how it joined the chase (603.2, 603.3, 906.5)."""
    lead = first_lead_asked(AUDIT + name, expect=expect)
    assert lead.sentence.startswith(f"{ability} (") and " triggers at step " in lead.sentence, \
        lead.sentence
    assert lead.citations[0] == rule, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_an_attack_outside_main_timing_is_refused_by_main_timing(expect: bool) -> None:
    """An attack in the end phase: no battle can be initiated without main timing (FOW 704.1,
    604.2b), the rule the refusal of the `battle` action cites; the `attack` shorthand cited
    803.3 (declaring the attack in its step) in its place."""
    lead = first_lead_asked(AUDIT + "battle-needs-main-timing.yaml", expect=expect)
    assert lead.verdict == "No", lead.sentence
    assert "FOW 604.2b" in lead.citations and "FOW 803.3" not in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_a_j_ruler_leaving_the_field_loses_its_damage_by_its_rule(expect: bool) -> None:
    """Seren (300 damage) destroyed and returned by [Imperishable]: she has no damage, by FOW
    1007.7 (a J-ruler that leaves the field has its damage removed), which judge applied
    without citing it."""
    lead = first_lead_asked(AUDIT + "j-ruler-leaving-the-field-loses-its-damage.yaml",
                            expect=expect)
    assert "has no damage" in lead.sentence, lead.sentence
    assert "FOW 1007.7" in lead.citations, lead.citations


def test_a_game_start_trigger_cites_the_games_beginning() -> None:
    """First Light ("at the beginning of the game") triggers by FOW 502.1, as the game's first
    draw phase begins, before Dawn Watch ("at the beginning of your draw phase", 502.2): its
    trigger step cited only how it joined the chase (603.2, 603.3, 906.5)."""
    from judge.engine.trace import StepKind
    from tests.helpers import ruling, scenario_text

    res = ruling(scenario_text(AUDIT + "game-start-triggers-before-the-first-draw-phase-"
                               "triggers.yaml"))
    triggers = [s for s in res.steps if s.kind == StepKind.TRIGGER]
    assert ["FOW 502.1" in s.citations for s in triggers] == [True, False], \
        [s.citations for s in triggers]
    assert "FOW 502.2" in triggers[1].citations, triggers[1].citations


LOOP_STOPPED = AUDIT + "loop-its-player-stops-by-declining-a-may.yaml"


def test_a_loop_through_a_may_is_no_draw() -> None:
    """Bob's Pendulum loops only because Bob takes its "you may rest it" each time: he can stop
    it (FOW 1301.1a: he says how many times it runs), so it is no loop of mandatory actions and
    no draw (1301.1c). Without the file's decision judge cannot rule (exit 3, a choice the file
    does not make); it called the game a draw, taking the "may" for him every time: a confident
    wrong answer."""
    from judge.errors import UnsupportedMechanic
    from tests.helpers import ruling, scenario_text_without_expect

    text = scenario_text_without_expect(LOOP_STOPPED).replace(
        "decisions:\n  pendulum.return#3: {choices: {rest: false}}\n", "")
    with pytest.raises(UnsupportedMechanic, match="can stop it"):
        ruling(text)


def test_a_loop_its_player_stops_goes_on_with_the_game() -> None:
    """Bob declines the third time: the loop stops there and the game goes on."""
    from tests.helpers import ruling, scenario_text

    res = ruling(scenario_text(LOOP_STOPPED))
    assert res.outcome != "draw" and res.winner is None


def test_a_loop_of_mandatory_triggers_is_still_a_draw() -> None:
    """(guard) With "rest it" mandatory, nobody can stop the loop: a draw (FOW 1301.1c)."""
    from tests.helpers import ruling, scenario_text

    res = ruling(scenario_text(AUDIT + "loop-nobody-can-stop-is-a-draw.yaml"))
    assert res.outcome == "draw"


def test_a_loop_through_a_may_trigger_is_no_draw() -> None:
    """The same loop where Return itself is a "you may" triggered ability (`optional: true`):
    Bob can decline it, so judge cannot rule without his decision, never a draw."""
    from judge.errors import UnsupportedMechanic
    from tests.helpers import ruling, scenario_text_without_expect

    text = scenario_text_without_expect(LOOP_STOPPED).replace(
        "decisions:\n  pendulum.return#3: {choices: {rest: false}}\n", "").replace(
        "{name: Return, kind: triggered,", "{name: Return, kind: triggered, optional: true,"
    ).replace("optional: true, as: rest}", "}")
    with pytest.raises(UnsupportedMechanic, match="can stop it"):
        ruling(text)


#: Bob holds nine cards as Alice's turn ends (no bundled file: its lead, the card still in his
#: hand, cites no rule yet, which the bundled files' leads must).
NON_TURN_PLAYER_HAND = """# 505.5d, 306.3: only the TURN player discards down to seven.
game: force-of-will
title: The non-turn player does not discard down to seven at the end of the turn
question: >-
  Bob has nine cards in hand as Alice's turn ends. How many cards must Bob discard in the final
  step?
source: "CR 12.7 505.5d, 306.3"
rules: [FOW 505.5d, FOW 306.3]
turn: {player: alice, phase: end, step: end_priority, number: 3}
players:
  alice: {life: 4000}
  bob: {life: 4000}
objects:
  - {id: top, card: Tide Study, owner: bob, zone: main_deck}
  - {id: h1, card: Tide Study, owner: bob, zone: hand}
  - {id: h2, card: Tide Study, owner: bob, zone: hand}
  - {id: h3, card: Tide Study, owner: bob, zone: hand}
  - {id: h4, card: Tide Study, owner: bob, zone: hand}
  - {id: h5, card: Tide Study, owner: bob, zone: hand}
  - {id: h6, card: Tide Study, owner: bob, zone: hand}
  - {id: h7, card: Tide Study, owner: bob, zone: hand}
  - {id: h8, card: Tide Study, owner: bob, zone: hand}
  - {id: h9, card: Tide Study, owner: bob, zone: hand}
actions:
  - {by: alice, do: pass}
  - {by: bob, do: pass}
then: stop
"""


def test_the_non_turn_player_keeps_a_hand_over_seven() -> None:
    """Bob (nine cards) at the end of Alice's turn keeps them all: only the turn player discards
    down to seven (FOW 505.5d, 306.3). judge kept them, and said nothing: the ruling now says
    why, citing 505.5d."""
    from tests.helpers import ruling

    res = ruling(NON_TURN_PLAYER_HAND)
    said = [s for s in res.steps if "keeps all 9 cards" in str(s.summary)]
    assert said and "FOW 505.5d" in said[0].citations, [str(s.summary) for s in res.steps]


@pytest.mark.parametrize("name", ["drawing-two-from-one-card-outside-the-draw-phase.yaml",
                                  "opponents-draw-phase-empty-deck-is-no-loss.yaml"])
def test_does_she_lose_the_game_is_answered_by_the_loss(name: str) -> None:
    """"Does Alice lose the game?" with no `expect:` (a judge's own file): whether she lost,
    with the step that says why not (FOW 1202.2); it was "No — alice has 0 water (from 1)" (the
    will the draw spell cost) and "No — alice still has 4000 life"."""
    lead = first_lead_asked(AUDIT + name)
    assert lead.sentence.startswith("No — alice has not lost"), lead.sentence
    assert lead.citations[0] == "FOW 1202.2", lead.citations


def test_what_happens_in_a_loop_is_the_draw() -> None:
    """"What happens?" of the Pendulum loop with no `expect:`: the game is a draw (FOW
    1301.1c), the news, not the Nudge's resolution the loop began with."""
    lead = first_lead_asked(AUDIT + "loop-nobody-can-stop-is-a-draw.yaml")
    assert lead.sentence.startswith("The game is a draw"), lead.sentence
    assert lead.citations[0] == "FOW 1301.1c", lead.citations
