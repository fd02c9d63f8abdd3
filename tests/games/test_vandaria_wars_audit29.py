"""Vandaria Wars, audit 29: Option- modes, the additional cost forms, job types, honor and faction,
elements, Territory / Relic / Rune leaving play mid-register, and audit 28's open item (the "still
in play when ... triggers" reader with two skills of one name, and "when it results")
(scenarios/vandaria-wars/rulings-audit29)."""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

from ..helpers import lead_asked_anew as asked
from ..helpers import lead_of as lead
from ..helpers import resolved_json as ruled

ROOT = Path(__file__).resolve().parents[2]
AUDIT = ROOT / "scenarios" / "vandaria-wars" / "rulings-audit29"


def test_every_audit_29_scenario_holds() -> None:
    result = CliRunner().invoke(cli, ["test", str(AUDIT)])
    assert result.exit_code == 0, result.output


def test_element_short_beside_an_additional_cost_names_the_action_that_waits() -> None:
    """"Bayar 1 element" refused while Alice's own Essence Draw, which gains element, waits in
    the register (VW HP.33): the refusal said only "cannot pay 1 element (has 0)". The waiting
    item was named for a card's own cost, not where an additional cost was part of the sum."""
    fact = lead(ruled(AUDIT / "element-gained-by-an-action-waits-and-pays-no-answer.yaml"))
    assert fact["fact"].startswith(
        "No — Action 4 (alice summons Rune Bolt) is rejected at step 7: alice cannot pay 1 "
        "element (has 0) (Essence Draw gives it only as it results, later)"), fact["fact"]
    assert fact["citations"][0] == "VW HP.33", fact["citations"]


@pytest.mark.parametrize("question", [
    "May Alice answer with Rune Bolt before Essence Draw results?",
    "May Alice use Rune Bolt before Essence Draw results?",
])
def test_may_she_before_an_item_results_asks_of_her_play(question: str, tmp_path: Path) -> None:
    """"May Alice answer with Rune Bolt before Essence Draw results?" was answered "Yes —
    Action 1 (alice summons Essence Draw) is allowed": the item of the time clause was read as
    the one asked of."""
    fact = asked(AUDIT / "element-gained-by-an-action-waits-and-pays-no-answer.yaml", question,
                 tmp_path)
    assert fact["fact"].startswith("No — Action 4 (alice summons Rune Bolt) is rejected"), \
        fact["fact"]


@pytest.mark.parametrize("question", [
    "Does Alice pay another gold for Gun Shot?",
    "Does Alice have to pay more gold for Gun Shot once the Ledger is destroyed?",
    "Does Alice pay another gold, and does Gun Shot result?",
    "Does Alice pay 1 more gold for Gun Shot?",
    "Apakah Alice membayar gold lagi untuk Gun Shot?",
    "Apakah Alice harus membayar gold tambahan untuk Gun Shot?",
])
def test_paying_again_after_a_reduction_leaves_play_is_no(question: str, tmp_path: Path) -> None:
    """The Ledger's "1 gold less" destroyed in answer: "Does Alice pay another gold?" was "Yes —
    alice has 0 gold (from 1)". The cost was settled as Gun Shot was registered (VW REG.13.b)."""
    fact = asked(AUDIT / "relic-cost-reduction-destroyed-after-the-action-was-paid.yaml",
                 question, tmp_path)
    assert fact["fact"].startswith("No — alice pays for Gun Shot (gs): 1 gold"), fact["fact"]
    assert "and nothing more" in fact["fact"]
    assert fact["citations"] == ["VW REG.13.b"], fact["citations"]


def test_target_protected_in_answer_says_which_restriction() -> None:
    """A target a restriction made in answer keeps off was "no longer legal", no reason said."""
    fact = lead(ruled(AUDIT / "option-target-protected-in-answer-no-other-option.yaml"))
    assert ("its target Sample Knight (knight) is no longer legal: Sample Knight (knight) cannot "
            "be targeted by Action cards: Sanctuary (sanct) forbids it") in fact["fact"], \
        fact["fact"]


def test_target_you_control_taken_over_is_said_in_english() -> None:
    """"it is no longer a your follower": the filter's "you" is the item's controller."""
    fact = lead(ruled(AUDIT / "option-target-you-control-taken-in-answer.yaml"))
    assert "it is no longer a follower alice controls" in fact["fact"], fact["fact"]
    assert "a your" not in fact["fact"]


def test_still_in_play_when_two_skills_of_one_name_trigger() -> None:
    """Audit 28, found and not fixed: two Thornbacks' Thorns left the reader without an answer."""
    fact = lead(ruled(AUDIT / "militia-still-in-play-when-two-thorns-trigger.yaml"))
    assert fact["fact"].startswith(
        "Yes — Sample Militia (militia) is still on the field when Thorns (thorn1.thorns) "
        "triggers at step 7 (and when Thorns (thorn2.thorns) triggers at step 8); it leaves at "
        "step 15"), fact["fact"]


def test_still_in_play_when_it_results(tmp_path: Path) -> None:
    """Audit 28, found and not fixed: "... when Thorns results?" was left to the other readers."""
    fact = lead(ruled(AUDIT / "militia-gone-before-thorns-results.yaml"))
    assert fact["fact"].startswith(
        "No — at step 6, before Thorns (thorn.thorns) results at step 13: Sample Militia "
        "(militia) has damage at least HP: destroyed"), fact["fact"]
    yes = asked(AUDIT / "militia-still-in-play-when-two-thorns-trigger.yaml",
                "Is the Militia still in play when Thorns results?", tmp_path)
    assert yes["fact"].startswith(
        "Yes — Sample Militia (militia) is still on the field when Thorns (thorn2.thorns) "
        "results at step 14; it leaves at step 15"), yes["fact"]


def test_still_in_play_when_it_results_asked_in_indonesian() -> None:
    result = CliRunner().invoke(cli, [
        "resolve", "--lang", "id", "--width", "400",
        str(AUDIT / "militia-gone-before-thorns-results-asked-in-indonesian.yaml")])
    assert result.exit_code == 0, result.output
    assert "Tidak — pada langkah 6, sebelum Thorns (thorn.thorns) result pada langkah 13" in \
        result.output, result.output


BASE = """\
game: vandaria-wars
title: t
question: May she?
turn: {player: alice, phase: main}
players:
  alice: {gold: 2, element: 2}
  bob: {gold: 0}
"""


@pytest.mark.parametrize(("body", "where", "message"), [
    ("""cards:
  Rally the Ranks:
    type: action
    cost: {gold: 1}
    additional_cost: {choose: {job: [knight, priest, merchant]}}
    effect: [{draw: {count: 1}}]
objects:
  - {id: rally, card: Rally the Ranks, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: rally, choices: {job: archer}}
""", "actions[0].choices.job", "unknown job of Rally the Ranks 'archer'"),
    ("""cards:
  Flame Rune:
    type: rune
    cost: {gold: 1, fire: 1}
objects:
  - {id: rune, card: Flame Rune, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: rune}
""", "cards.Flame Rune.cost.fire", "unknown cost 'fire'"),
])
def test_a_job_not_offered_and_an_element_of_a_kind_are_file_errors(
        body: str, where: str, message: str, tmp_path: Path) -> None:
    """"Pilih 1 tipe job" names one of the jobs the card offers (VW REG.14.a), and the guide's
    element is one resource with no kinds (VW REG.10.a): a job it does not offer, or a cost in
    "fire" element, is a located file error (exit 2), never a ruling on a guess."""
    path = tmp_path / "s.yaml"
    path.write_text(BASE + body, encoding="utf-8")
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 2, result.output
    assert where in result.output and message in result.output, result.output


@pytest.mark.parametrize(("name", "says"), [
    ("honor-spent-on-a-cancelled-action-stays-spent-policy.yaml",
     "Oath Strike (oath) is cancelled, and what was paid for it is not given back"),
    ("option-relic-target-returned-option-cost-not-given-back.yaml",
     "Shatter Orders (orders) does not result, and what was paid for it is not given back"),
])
def test_what_was_paid_for_an_item_that_did_not_result_names_the_refund_policy(
        name: str, says: str) -> None:
    """"How much honor does Alice have?" of an Action cancelled after she paid: the payment,
    and not that VW HP.8 keeps it spent (the policy was only in the list of those applied)."""
    fact = lead(ruled(AUDIT / name))
    assert says in fact["fact"], fact["fact"]
    assert "VW HP.8" in fact["citations"], fact["citations"]


def test_refund_policy_gives_it_back_and_says_no_such_thing(tmp_path: Path) -> None:
    path = AUDIT / "honor-spent-on-a-cancelled-action-stays-spent-policy.yaml"
    copy = tmp_path / path.name
    copy.write_text(path.read_text(encoding="utf-8").replace(
        "policies: {honor.model: spent}", "policies: {honor.model: spent, failed.refund: refund}"
    ).replace("players: {alice: {honor: 0, gold: 0}}", "players: {alice: {honor: 2, gold: 1}}"),
        encoding="utf-8")
    fact = lead(ruled(copy))
    assert "not given back" not in fact["fact"], fact["fact"]
