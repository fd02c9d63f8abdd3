"""Vandaria Wars, audit 40: audit 39's leftovers (VW HP.59 cited where it decides a target's
legality; a condition read as its item results citing VW REG.1.c) and the register's edges
(scenarios/vandaria-wars/rulings-audit40)."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import BUNDLED, lead_of, resolved_json, text_before_expect

AUDIT = BUNDLED / "vandaria-wars" / "rulings-audit40"
AUDIT39 = BUNDLED / "vandaria-wars" / "rulings-audit39"


@pytest.mark.parametrize("name", [
    "blessing-on-a-holy-paladin-made-a-mage-in-answer-does-not-result",
    "blessing-on-a-holy-paladin-made-a-mage-in-answer-results-policy",
])
def test_a_target_whose_kind_the_policy_decided_cites_it(name: str) -> None:
    """Whether the Paladin made a mage is still Holy, so still a legal target of a Blessing,
    is VW HP.59's: the Blessing's fizzle (default) and its result (`attribute-only`) led citing
    VW REG.8.a alone, the policy only at the Schooling's step."""
    assert lead_of(resolved_json(AUDIT39 / f"{name}.yaml"))["citations"] == [
        "VW HP.59", "VW REG.8.a"]


def test_a_target_no_option_keeps_does_not_cite_the_policy() -> None:
    """A Knight made Dark is not Holy under any option of VW HP.59: the fizzle is VW REG.8.a's
    alone, though the Corruption's own step cites the policy (it keeps the faction)."""
    data = resolved_json(AUDIT / "blessing-on-a-knight-made-dark-in-answer-fizzles-under-every-"
                                 "option.yaml")
    assert lead_of(data)["citations"] == ["VW REG.8.a"]
    fizzle = next(s for s in data["steps"] if s["kind"] == "fizzle")
    assert "VW HP.59" not in fizzle["citations"]


def test_a_condition_read_as_its_item_results_cites_it() -> None:
    """Ambush's "if it is exhausted" is read as it results (VW REG.1.c: nothing of it happened
    while it waited), after Bob exhausted the Miner for its gold skill: the lead cited VW
    REG.4.b alone (the gold skill resulted at once, VW REG.10.b, not by the register's order)."""
    lead = lead_of(resolved_json(AUDIT39 / "ambush-reads-the-follower-exhausted-for-its-gold-"
                                           "skill-in-answer.yaml"))
    assert lead["fact"].startswith("Yes — alice draws 1 card")
    assert lead["citations"] == ["VW REG.1.c"]


def test_if_its_cost_was_paid_is_not_read_as_the_board() -> None:
    """"If its cost was paid" is decided by the additional cost paid on registering (VW
    REG.14.a), not read from the board as the item results: no VW REG.1.c there."""
    data = resolved_json(BUNDLED / "vandaria-wars" / "rulings-audit15" /
                         "copy-of-a-sacrifice-action-pays-nothing.yaml")
    assert "its condition" in lead_of(data)["fact"]
    assert all("VW REG.1.c" not in s["citations"] for s in data["steps"])


def test_where_the_card_went_is_not_said_with_what_its_if_read() -> None:
    """War Council's "if you control a Territory", read as it results, says what it did, not
    where its card went: that fact cites VW HP.8 alone."""
    data = resolved_json(BUNDLED / "vandaria-wars" / "rulings-audit37" /
                         "option-if-territory-razed-in-answer-draws-nothing.yaml")
    went = next(f for f in data["answer"] if f["fact"].startswith(
        "War Council (council) ends in alice's graveyard"))
    assert went["citations"] == ["VW HP.8"]


REDUCE = AUDIT / "reduce-in-answer-to-a-blessing-results-first-the-knight-ends-with-atk-3.yaml"


def test_a_stat_set_before_an_addition_cites_the_order() -> None:
    """Reduce ("its ATK becomes 1") in answer to a Blessing (+2 ATK) results first: the Knight
    ends with ATK 3, and which item resulted last decided it (VW REG.4.b). A setting is no
    number that adds up in any order; the lead cited VW REG.8.a alone."""
    lead = lead_of(resolved_json(REDUCE))
    assert lead["fact"].startswith("Sample Knight (knight) has ATK 3, when Sample Blessing")
    assert lead["citations"][0] == "VW REG.4.b"


def test_a_stat_set_over_an_earlier_addition_is_not_ruled(tmp_path: Path) -> None:
    """The other way round (the Blessing answering Reduce, so the +2 begins first and the ATK
    is set after it) judge answered ATK 3, applying its engine's order (settings first) that
    no rule of the guide gives: whether the +2 still counts is not said, so exit 3, named.
    Since audit 41 that is VW HP.60's `not-ruled` option (its default, `timestamp`, rules ATK
    1: rulings-audit41/reduce-results-after-a-blessing-the-knight-ends-with-atk-1)."""
    from click.testing import CliRunner

    from judge.cli.main import cli

    text = text_before_expect(REDUCE).replace(
        "turn: {player: alice", "policies: {stats.set_and_added: not-ruled}\nturn: {player: bob")
    actions = text[text.index("actions:"):text.index("then:")]
    text = text.replace(actions, """actions:
  - {by: bob, do: play, card: reduce, targets: [knight]}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: blessing, targets: [knight]}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
""")
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 3, result.output
    assert "ATK is set after an addition to it began" in result.output


@pytest.mark.parametrize("name", [
    "option-gold-paid-then-dispelled-not-given-back-asked-in-indonesian",
    "option-gold-paid-then-dispelled-not-given-back-asked-in-thai",
])
def test_given_back_asked_in_indonesian_and_thai_gets_its_no(name: str) -> None:
    """"Apakah gold Alice dikembalikan?" and "gold ของ Alice ถูกคืนไหม" (is Alice's gold given
    back?) were left unread, no Yes or No, where "Is Alice's gold given back?" gets its No:
    "dikembalikan" and "ถูกคืน" are read as "given back"."""
    lead = lead_of(resolved_json(AUDIT / f"{name}.yaml"))
    assert lead["fact"].startswith("No — alice has 0 gold (from 2)")
    assert "VW HP.8" in lead["citations"]


@pytest.mark.parametrize("name", [
    "drill-call-names-knight-the-paladin-schooled-in-answer-gets-nothing",
    "drill-call-names-knight-the-paladin-schooled-in-answer-gets-nothing-asked-in-thai",
])
def test_a_stat_asked_of_a_follower_the_named_item_passed_over_says_that_item(name: str) -> None:
    """"Does the Paladin get +1 ATK from Drill Call?" of a Drill Call that named knight and
    found the Paladin a mage as it resulted: "No — ... has ATK 3." cited no rule and named no
    step. It now says the resolution that reached only the Squire, under the rules of the job
    named (VW REG.14.a) and of what it does being read as it results (VW REG.1.c); in Thai,
    "จาก" (from) is read."""
    lead = lead_of(resolved_json(AUDIT / f"{name}.yaml"))
    assert lead["fact"] == ("No — Sample Paladin (paladin) has ATK 3: at step 12, Drill Call "
                            "(drill) results: Squire (squire): ATK +1.")
    assert lead["citations"] == ["VW REG.14.a", "VW REG.1.c"]


@pytest.mark.parametrize("name", [
    "blood-pact-sacrifice-does-not-ring-the-mourning-bell",
    "blood-pact-sacrifice-does-not-ring-the-mourning-bell-asked-in-thai",
])
def test_a_trigger_a_sacrifice_does_not_set_off_says_the_policy(name: str) -> None:
    """"Does the Mourning Bell trigger?" ("when a Follower you control is destroyed") of a
    Follower sacrificed for Blood Pact led "No — no ability of Mourning Bell triggers.", citing
    nothing: the sacrifice is no destruction by VW HP.39's default, which decided it. It now
    says the step that paid the cost, under VW REG.14.a and the policy."""
    lead = lead_of(resolved_json(AUDIT / f"{name}.yaml"))
    assert lead["fact"].startswith("No — no ability of Mourning Bell (bell) triggers: at step 2, "
                                   "alice pays for Blood Pact (pact): sacrificing Sample Militia "
                                   "(militia), which is not destroyed")
    assert lead["citations"] == ["VW REG.14.a", "VW HP.39"]
