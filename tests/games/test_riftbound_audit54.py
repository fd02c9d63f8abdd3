"""Riftbound audit 54: audit 53's leftovers (a player asked whether she scores where `expect:`
checks no player, "Who scores?" where nobody did, ...) and new probes of card text ruled from
the Core Rules (scenarios/riftbound/rulings-audit54/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import file_without_expect, leads_asked, leads_of

SCENARIOS = Path(__file__).parents[2] / "scenarios"
AUDIT = SCENARIOS / "riftbound/rulings-audit54"
SHOVE = AUDIT / "score-asked-where-expect-checks-no-player.yaml"
SHOVE_NAME = "riftbound/rulings-audit54/score-asked-where-expect-checks-no-player.yaml"
SEIZE_NAME = "riftbound/rulings-audit53/unit-taken-loses-its-owners-passive-bonus.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_does_alice_score_is_yes_by_her_points(expect: bool, tmp_path: Path) -> None:
    """"Does Alice score?" where `expect:` checks no player got no Yes or No (her points were
    not asked of); without `expect:` it said her Energy. A player scores (RB 468): Yes by the
    point her conquer scored (RB 471.1)."""
    leads = leads_of(SHOVE if expect else file_without_expect(SHOVE, tmp_path))
    assert leads[0].sentence.startswith("Yes — alice has 2 points (from 1)"), leads[0].sentence
    assert "RB 471.1" in leads[0].citations


@pytest.mark.parametrize("expect", [True, False])
def test_does_bob_score_is_no_by_his_points_not_his_energy(expect: bool) -> None:
    """Bob spent his Energy on the Shove: his points, which the question asks, did not move
    (it was "No — bob has 1 point and 0 Energy (from 1), when bob plays Shove")."""
    leads = leads_asked(SHOVE_NAME, "Does Bob score?", expect=expect)
    assert leads[0].sentence == "No — bob still has 1 point", leads[0].sentence


@pytest.mark.parametrize("asked", ["Does Alice score?", "Does Bob score?"])
@pytest.mark.parametrize("expect", [True, False])
def test_nobody_scores_as_a_taken_unit_dies(asked: str, expect: bool) -> None:
    """Bob takes Alice's Squire and kills it: nobody scores. "Does Alice score?" led with the
    Squire's death with `expect:` (no Yes or No) and with her Energy without it."""
    leads = leads_asked(SEIZE_NAME, asked, expect=expect)
    assert leads[0].sentence.startswith("No — ") and "0 points" in leads[0].sentence, \
        leads[0].sentence


@pytest.mark.parametrize("asked", ["Who scores?", "Which player scores?", "Who will score?",
                                   "Which units score?"])
@pytest.mark.parametrize("expect", [True, False])
def test_who_scores_where_nobody_did_says_so(asked: str, expect: bool) -> None:
    """"Who scores?" of a ruling where no player's points went up led with the Squire killed,
    which scores nothing: nobody scores, each player's points said."""
    leads = leads_asked(SEIZE_NAME, asked, expect=expect)
    assert leads[0].sentence == ("Nobody scores: alice still has 0 points and bob still has 0 "
                                 "points"), leads[0].sentence


def test_who_scores_where_alice_did_is_still_alice() -> None:
    leads = leads_asked(SHOVE_NAME, "Who scores?", expect=True)
    assert leads[0].sentence.startswith("Alice has 2 points (from 1)"), leads[0].sentence


TAKEN = AUDIT / "taken-unit-killed-who-controlled-it.yaml"
TAKEN_NAME = "riftbound/rulings-audit54/taken-unit-killed-who-controlled-it.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_who_controls_a_taken_unit_then_killed(expect: bool, tmp_path: Path) -> None:
    """"Who controls the Squire?" of a Squire Bob took and killed led with its Might or its
    death: Bob held it from Mind Seize (RB 477.1.a) until it died (RB 323.5), and it is now
    in Alice's trash."""
    leads = leads_of(TAKEN if expect else file_without_expect(TAKEN, tmp_path))
    assert leads[0].sentence == ("Bob controlled Trainee Squire (sq) from step 5 until it left "
                                 "the board at step 13; it is now in alice's trash")
    assert leads[0].citations == ("RB 477.1.a", "RB 323.5")


def test_who_controls_a_unit_killed_never_taken() -> None:
    """A unit its owner held until it was killed: its owner, with no step that gave it them."""
    leads = leads_asked("riftbound/card-text/until-i-leave-the-board-already-left.yaml",
                        "Who controls the Pilferer?")
    assert leads[0].sentence.startswith("Alice controlled Pilferer (pil-a) until it left the "
                                        "board at step 8"), leads[0].sentence


def test_who_controls_a_unit_still_on_the_board_is_as_before() -> None:
    leads = leads_asked("riftbound/card-text/until-i-leave-the-board-already-left.yaml",
                        "Who controls the Lantern?")
    assert leads[0].sentence.startswith("Lantern (lantern) is controlled by bob"), \
        leads[0].sentence


BANNER = AUDIT / "might-before-a-control-change-by-the-owners-passive.yaml"
BANNER_NAME = "riftbound/rulings-audit54/might-before-a-control-change-by-the-owners-passive.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_might_before_the_seize_leads_by_the_passive(expect: bool, tmp_path: Path) -> None:
    """"What is the Squire's Might before Mind Seize resolves?" led with the Seize's resolution
    (without `expect:`) or the Squire's death: 3 then, by Alice's passive (RB 364)."""
    leads = leads_of(BANNER if expect else file_without_expect(BANNER, tmp_path))
    assert leads[0].subject.id == "sq"
    assert leads[0].sentence.startswith("Trainee Squire (sq) has Might 3 before step 5"), \
        leads[0].sentence
    assert leads[0].citations == ("RB 364",)


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does the Squire have 3 Might before Mind Seize resolves?", "Yes"),
    ("Does the Squire have 2 Might before Mind Seize resolves?", "No")])
@pytest.mark.parametrize("expect", [True, False])
def test_might_amount_before_the_seize_cites_the_passive(asked: str, verdict: str,
                                                         expect: bool) -> None:
    """The Yes or No rests on the Banner's passive (RB 364), not the later kill (RB 323.5)."""
    leads = leads_asked(BANNER_NAME, asked, expect=expect)
    assert leads[0].sentence.startswith(f"{verdict} — Trainee Squire (sq) has Might 3"), \
        leads[0].sentence
    assert leads[0].citations == ("RB 364",)


GUARD_NAME = "riftbound/rulings-audit53/might-amount-asked-yes-or-no-in-the-combat.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_amount_asked_with_no_moment_says_it_is_read_as_the_ruling_ends(expect: bool) -> None:
    """"Does the Guard have 3 Might?" with no time clause, of a Guard with 3 while it attacked
    (RB 807.1.c) and 2 once the combat's designations were removed (RB 466.7.a): a bare "No"
    by its Might 2, where the question may mean the combat. Read as the ruling ends, as every
    state asked with no time clause is, and now said so, with when it had 3."""
    lead = leads_asked(GUARD_NAME, "Does the Guard have 3 Might?", expect=expect)[0]
    assert lead.sentence.startswith("No — Twin-Stance Guard (guard) ends at Sunken Plaza (bf-a) "
                                    "and has Might 2"), lead.sentence
    assert lead.sentence.endswith("that is as the ruling ends (the question names no moment): "
                                  "it had Might 3 once step 4 was over"), lead.sentence


def test_the_amount_it_ends_with_is_yes_said_as_the_ruling_ends() -> None:
    lead = leads_asked(GUARD_NAME, "Does the Guard have 2 Might?")[0]
    assert lead.sentence.startswith("Yes — ") and lead.sentence.endswith(
        "that is as the ruling ends (the question names no moment, and its Might changed "
        "during the ruling)"), lead.sentence


def test_an_amount_that_never_changed_is_said_as_before() -> None:
    """The Squire Bob's Guard killed kept its Might: no word of the moment."""
    lead = leads_asked(GUARD_NAME, "Does Bob's Trainee Squire have 2 Might?")[0]
    assert "as the ruling ends" not in lead.sentence, lead.sentence


def test_a_step_quoted_after_its_number_is_not_capitalised() -> None:
    """"... at step 10: The control that came with the conquer is replaced too" (RB HP.14
    no-control): a step's text after "at step N:" is a clause, as every other step's is."""
    from ..helpers import facts_of

    said = [f.sentence for f in facts_of(SCENARIOS / "riftbound/replacements/"
                                         "conquer-replaced-no-control.yaml")]
    assert any("at step 10: the control that came with the conquer" in s for s in said), said
    assert not any(": The control" in s for s in said), said


@pytest.mark.parametrize(("name", "verdicts"), [
    # RB HP.14 no-control: the conquer and its control replaced: none of the three holds
    ("conquer-replaced-no-control.yaml", ["No", "No"]),
    # RB HP.14 control-kept (the default): she keeps control of bf-b, so one holds
    ("conquer-replaced-control-kept.yaml", ["Yes"])])
def test_either_or_list_of_three_gets_its_yes_or_no(name: str, verdicts: list[str]) -> None:
    """"Does she control it, score, or gain XP?" got no Yes or No: each reading ("Does she
    control it?") was read against the whole question, where it is not, so "she" stood for
    nobody. Each reading now reads its own question: No where none holds (each No said), Yes
    where she controls bf-b."""
    leads = leads_of(SCENARIOS / "riftbound/replacements" / name)
    assert [f.verdict for f in leads] == verdicts, [f.sentence for f in leads]
    assert leads[0].subject.id == "control"


HOLD_NAME = "riftbound/scoring/hold-in-the-beginning-phase.yaml"


@pytest.mark.parametrize(("asked", "lead"), [
    ("Who scores?", "Alice holds bf-a and scores a point, at step 4"),
    ("Does Alice score?", "Yes — alice has 4 points (from 3), at step 4"),
    ("Does Bob score?", "No — bob still has 2 points")])
def test_scoring_asked_of_a_hold_in_the_beginning_phase(asked: str, lead: str) -> None:
    """Pinned: Alice holds bf-a as her Beginning Phase's scoring comes (RB 471.1)."""
    leads = leads_asked(HOLD_NAME, asked)
    assert leads[0].sentence.startswith(lead), leads[0].sentence


def test_who_scores_of_a_unit_taken_for_the_turn_is_nobody() -> None:
    leads = leads_asked("riftbound/rulings-audit26/taken-for-the-turn-returns-in-the-"
                        "expiration-step.yaml", "Who scores?")
    assert leads[0].sentence.startswith("Nobody scores: "), leads[0].sentence
