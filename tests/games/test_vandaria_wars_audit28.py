"""Vandaria Wars, audit 28: the four things audit 27 found and left (a "still in play when ...
triggers" question, VW HP.53's kept gold in the answer, VW HP.50 named in the rejection, VW HP.51
cited on the cost step) and edges of the register (scenarios/vandaria-wars/rulings-audit28)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

from ..helpers import lead_of as lead
from ..helpers import resolved_json as ruled

ROOT = Path(__file__).resolve().parents[2]
AUDIT = ROOT / "scenarios" / "vandaria-wars" / "rulings-audit28"
AUDIT27 = ROOT / "scenarios" / "vandaria-wars" / "rulings-audit27"


def test_every_audit_28_scenario_holds() -> None:
    result = CliRunner().invoke(cli, ["test", str(AUDIT)])
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize(("name", "start", "cites"), [
    ("militia-destroyed-before-thorns-triggers.yaml",
     "No — at step 6, before Thorns (thorn.thorns) triggers at step 7: Sample Militia (militia) "
     "has damage at least HP: destroyed", ["VW HP.7", "VW OV.2.a"]),
    ("militia-still-in-play-when-thorns-triggers-after-register-policy.yaml",
     "Yes — Sample Militia (militia) is still on the field when Thorns (thorn.thorns) triggers "
     "at step 11; it leaves at step 12", ["VW REG.6.a", "VW HP.48", "VW HP.7"]),
    ("militia-still-in-play-when-thorns-triggers-asked-in-indonesian.yaml",
     "Yes — Sample Militia (militia) is still on the field when Thorns (thorn.thorns) triggers "
     "at step 11", ["VW REG.6.a", "VW HP.48", "VW HP.7"]),
])
def test_still_in_play_when_a_skill_triggers_is_answered_yes_or_no(name: str, start: str,
                                                                   cites: list[str]) -> None:
    """Audit 27, found and not fixed: "Is the Militia still in play when Thorns triggers?" led
    with the Militia's destruction and no Yes or No; the "when" clause is what is asked."""
    fact = lead(ruled(AUDIT / name))
    assert fact["fact"].startswith(start), fact["fact"]
    assert all(c in fact["citations"] for c in cites), fact["citations"]


def test_still_in_play_asked_in_indonesian_leads_with_ya() -> None:
    """The reader knew neither "di field" nor "saat" (when): the question was left unread."""
    result = CliRunner().invoke(cli, [
        "resolve", "--lang", "id", "--width", "400",
        str(AUDIT / "militia-still-in-play-when-thorns-triggers-asked-in-indonesian.yaml")])
    assert result.exit_code == 0, result.output
    assert ("Ya — Sample Militia (militia) masih di field ketika Thorns (thorn.thorns) terpicu "
            "pada langkah 11") in result.output, result.output


@pytest.mark.parametrize("path", [
    AUDIT / "gold-dug-and-kept-said-in-how-much-gold.yaml",
    AUDIT27 / "gold-gained-mid-register-kept-into-the-next-turn.yaml",
])
def test_gold_kept_by_house_policy_53_is_said_in_the_answer(path: Path) -> None:
    """Audit 27, found and not fixed: the gold VW HP.53 keeps was said in the end-of-turn note
    only; "how much gold" named the Dig, not the policy that kept the gold into the next turn."""
    fact = lead(ruled(path))
    assert "unspent gold and element stay into the next turn (alice: 1 gold)" in fact["fact"]
    assert "VW HP.53" in fact["citations"]


def test_gold_emptied_leads_with_the_emptying_step() -> None:
    fact = lead(ruled(AUDIT / "gold-dug-and-kept-emptied-as-the-turn-ends-policy.yaml"))
    assert fact["fact"].startswith("Alice has 0 gold, at step 8: unspent gold and element are "
                                   "emptied"), fact["fact"]
    assert "stay into the next turn" not in fact["fact"]


def test_a_gold_gain_of_this_turn_names_no_kept_gold() -> None:
    """A gold question answered within the turn the gold was gained says nothing of its end."""
    data = ruled(AUDIT27 / "summoned-followers-gold-option-comes-as-it-results.yaml")
    assert all("next turn" not in f["fact"] for f in data["answer"])


@pytest.mark.parametrize("path", [
    AUDIT27 / "card-restriction-this-turn-stays-as-status-policy.yaml",
    AUDIT / "gun-shot-rejected-by-a-restriction-kept-past-its-turn-asked-in-indonesian.yaml",
])
def test_a_rejection_by_a_restriction_kept_past_its_turn_names_house_policy_50(
        path: Path) -> None:
    """Audit 27, found and not fixed: under VW HP.50 `stays` the rejected Gun Shot cited VW OV.1
    and HP.30, and the policy that kept Veil's restriction only in the end-of-turn note."""
    data = ruled(path)
    reject = next(s for s in data["steps"] if s["kind"] == "reject")
    assert "VW HP.50" in reject["citations"], reject
    assert "a restriction kept past the turn it was made for (VW HP.50)" in reject["summary"]


def test_a_restriction_for_the_turn_still_in_it_names_no_policy(tmp_path: Path) -> None:
    """Within its own turn the restriction is as it was made: the rejection names no policy."""
    text = (AUDIT27 / "card-restriction-this-turn-stays-as-status-policy.yaml").read_text()
    body = text.split("expect:")[0]
    # Bob answers Veil in Alice's own turn instead of waiting for his
    body = body.replace("  - {by: alice, do: play, card: veil, targets: [knight]}\n",
                        "  - {by: alice, do: play, card: veil, targets: [knight]}\n"
                        "  - {by: alice, do: pass}\n  - {by: bob, do: pass}\n"
                        "  - {by: alice, do: pass}\n"
                        "  - {by: bob, do: play, card: shot, targets: [knight]}\n", 1)
    path = tmp_path / "veil.yaml"
    path.write_text(body)
    result = CliRunner().invoke(cli, ["resolve", "--json", str(path)])
    data = json.loads(result.output)
    rejects = [s for s in data["steps"] if s["kind"] == "reject"]
    assert rejects and "VW HP.50" not in rejects[0]["citations"], rejects


@pytest.mark.parametrize("name", [
    "cost-counts-the-follower-its-own-sacrifice-takes.yaml",
    "cost-worked-out-after-its-own-sacrifice-policy.yaml",
])
def test_house_policy_51_is_cited_on_the_cost_step_that_says_it(name: str) -> None:
    """Audit 27, found and not fixed: VW HP.51 was cited on the summon step (the cost is worked
    out before it is recorded), not on the cost step whose note names the reading."""
    steps = ruled(AUDIT27 / name)["steps"]
    play = next(s for s in steps if s["kind"] == "play")
    cost = next(s for s in steps if s["kind"] == "cost")
    assert "VW HP.51" in cost["citations"] and "(VW HP.51)" in cost["summary"]
    assert "VW HP.51" not in play["citations"]


@pytest.mark.parametrize(("name", "start"), [
    ("two-players-skills-open-a-register-active-player-acts-first.yaml",
     "Alice holds priority, at step 9: alice receives priority (a new register is open)"),
    ("two-players-skills-open-a-register-controller-of-the-top-acts-first-policy.yaml",
     "Bob holds priority, at step 9: bob receives priority (a new register is open)"),
    ("two-players-skills-open-a-register-who-acts-first-asked-in-indonesian.yaml",
     "Bob holds priority, at step 9"),
    ("new-register-opened-by-the-opponents-skill-results-then-the-active-player-acts-policy"
     ".yaml", "Alice holds priority, at step 15: alice receives priority (the register has "
     "resulted)"),
])
def test_who_holds_priority_on_a_register_a_trigger_opened_leads_with_priority(
        name: str, start: str) -> None:
    """"...; his Alarm and Alice's Toll both trigger. With ..., who holds priority when it
    opens?" led with the Spark's result: the "it" read the sentence before, which names the
    Spark; a who-holds-priority question leads with who holds it."""
    fact = lead(ruled(AUDIT / name))
    assert fact["fact"].startswith(start), fact["fact"]
    assert not fact["fact"].startswith(("Yes", "No"))


@pytest.mark.parametrize(("name", "start"), [
    ("action-and-skill-answer-each-other-in-the-new-register.yaml",
     "No — Trader Male (trader) is destroyed at step 20"),
    ("action-and-skill-answer-each-other-asked-in-indonesian.yaml",
     "No — Trader Male (trader) is destroyed at step 20"),
])
def test_an_action_and_a_skill_answer_each_other_in_a_new_register(name: str,
                                                                   start: str) -> None:
    """Thorns opened a new register (VW REG.6.a); Prayer answered it and Hush cancelled the
    Prayer there (VW REG.12.b), and the new register ended with the active player's priority."""
    data = ruled(AUDIT / name)
    assert lead(data)["fact"].startswith(start), lead(data)["fact"]
    steps = data["steps"]
    opened = next(s["index"] for s in steps if "a new register opens" in s["summary"])
    hush = next(s for s in steps if s["kind"] == "activate")
    assert hush["index"] > opened
    assert "cancels Prayer (prayer)" in json.dumps(steps)
