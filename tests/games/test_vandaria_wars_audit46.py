"""Vandaria Wars, audit 46: audit 45's leftovers (a target given up for another item's cost
says so; a kill by a skill whose source left says where the source was; a Territory's lead
ends with its reason) and the guide's edges asked in Indonesian and Thai
(scenarios/vandaria-wars/rulings-audit46)."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import BUNDLED, file_without_expect, lead_of, resolved_json

VW = BUNDLED / "vandaria-wars"
AUDIT = VW / "rulings-audit46"
TWIN = AUDIT / "two-korbankan-costs-give-up-both-targets-of-twin-volley-asked-in-indonesian.yaml"


@pytest.mark.parametrize(("path", "said"), [
    # Vengeance, its target sacrificed in the new register for Last Rites' additional cost
    (VW / "rulings-audit45" / ("follower-sacrificed-in-the-new-register-its-trigger-target-gone-"
                               "asked-in-indonesian.yaml"),
     "its target Sample Militia (militia) has left play (it is in alice's graveyard): it was "
     "given up for the cost of Last Rites (rites)"),
    # Gun Shot, its target sacrificed in answer for Last Rites
    (VW / "rulings-audit25" / "sacrificed-only-follower-in-answer-gun-shot-does-not-result.yaml",
     "has left play (it is in alice's graveyard): it was given up for the cost of Last Rites "
     "(rites)"),
    # Gun Shot, its target sacrificed for a Relic's skill's cost (not an Action's)
    (VW / "rulings-audit29" / ("gold-skill-sacrifice-takes-gun-shots-target-and-pays-an-"
                               "answer.yaml"),
     "has left play (it is in bob's graveyard): it was given up for the cost of Offering "
     "(altar.offering)"),
])
def test_a_target_given_up_for_another_items_cost_says_so(path: Path, said: str) -> None:
    """Audit 42 said why a target left play only where it was given up for its own item's
    cost; a Follower sacrificed for another item's cost (Last Rites, a Relic's Offering) was
    said only to have left play. The class: any cost of any item (VW REG.14.a), said with the
    failure (VW REG.8.b), which stays the rule cited."""
    lead = lead_of(resolved_json(path))
    assert said in lead["fact"], lead["fact"]
    assert lead["citations"] == ["VW REG.8.b"]


def test_its_own_cost_is_still_said_as_its_own() -> None:
    """A target given up for its own item's cost keeps audit 42's words and VW HP.30."""
    lead = lead_of(resolved_json(VW / "rulings" / "sacrificed-follower-was-the-target.yaml"))
    assert "given up for its own cost, after being chosen as its target" in lead["fact"]
    assert "for the cost of" not in lead["fact"]


def test_two_targets_given_up_for_one_items_two_costs() -> None:
    """Blood Pact's cost and its additional cost each sacrifice a Follower ("Korbankan" twice):
    both targets of Twin Volley. Said once: the place ("in alice's graveyard" twice before) and
    the item; and with every target gone, VW HP.6 (which decides only where some are legal)
    is not cited nor recorded as applied."""
    data = resolved_json(TWIN)
    lead = lead_of(data)
    assert lead["fact"] == (
        "No — Twin Volley (volley) does not result at step 11: its targets Trader Male (trader), "
        "Sample Militia (militia) have left play (they are in alice's graveyard): they were "
        "given up for the cost of Blood Pact (pact).")
    assert lead["citations"] == ["VW REG.8.b"]
    assert all(p["id"] != "VW HP.6" for p in data["policies"])


@pytest.mark.parametrize("name", [
    "every-target-illegal-asked-in-indonesian.yaml",
    "every-target-illegal-per-target-nothing-happens-policy.yaml",
])
def test_every_target_illegal_cites_no_several_targets_policy(name: str) -> None:
    """Holy Volley, one Knight recalled and the other made Dark: it fails under either option
    of VW HP.6, which was cited all the same; the two rules that made each target illegal
    decide (VW REG.8.b, REG.8.a)."""
    lead = lead_of(resolved_json(VW / "rulings-audit27" / name))
    assert lead["citations"] == ["VW REG.8.b", "VW REG.8.a"]


@pytest.mark.parametrize(("path", "said"), [
    (VW / "rulings-audit44" / ("archer-recalled-before-its-skill-results-skill-still-results-"
                               "asked-in-thai.yaml"),
     "Arrow (archer.arrow), whose source Sample Archer (archer) was in alice's hand by then, "
     "dealt it 1 damage at step 11"),
    (VW / "rulings-audit29" / "relic-skill-results-after-the-relic-is-shattered.yaml",
     "Bolt (ballista.bolt), whose source Ballista (ballista) was in alice's graveyard by then, "
     "dealt it 2 damage"),
    (BUNDLED / "riftbound" / "rulings-audit28" / ("deathknell-after-a-sweep-finishes-a-damaged-"
                                                  "survivor.yaml"),
     "Last Spark (acolyte.last-spark), whose source Ember Acolyte (acolyte) was in bob's trash "
     "by then, dealt it 2 damage at step 12 (4 in all)"),
])
def test_a_kill_by_a_skill_whose_source_left_says_where_the_source_was(
        path: Path, said: str) -> None:
    """Audit 45 cited VW REG.7 (RB 406.5) beside lethal damage, but only the step said where
    the source was: the lead now says it, so the rule it cites has its words."""
    facts = [f["fact"] for f in resolved_json(path)["answer"]]
    assert any(said in f for f in facts), facts


@pytest.mark.parametrize(("path", "reason"), [
    (VW / "rulings-audit43" / ("militia-attacks-the-fort-takes-nothing-back-asked-in-"
                               "indonesian.yaml"),
     "Sample Fort (fort) is a Territory, and only an attacked Follower strikes back."),
    (VW / "rulings-audit30" / "territory-with-atk-does-not-strike-back.yaml",
     "Watchtower (tower) is a Territory, and only an attacked Follower strikes back."),
])
def test_a_territorys_lead_ends_with_its_reason(path: Path, reason: str) -> None:
    """"Does the Militia take damage from the Fort?" said why not, then "; it is still on the
    field and is exhausted, at step 1: alice attacks ...", which nobody asked. The lead now
    ends with the reason (VW REG.9.a, HP.9)."""
    lead = lead_of(resolved_json(path))
    assert lead["fact"].endswith(reason), lead["fact"]
    assert "exhausted" not in lead["fact"]
    assert lead["citations"] == ["VW REG.9.a", "VW HP.9"]


@pytest.mark.parametrize(("name", "fact", "cites"), [
    ("honor-spent-then-regained-in-one-turn-second-oath-allowed-asked-in-thai.yaml",
     "Yes — Action 3 (alice summons Oath of Light) is allowed at step 6: alice summons Oath of "
     "Light (oath2) targeting Sample Militia (militia) into the register.",
     # the requirement the Levy's honor met (audit 47): it was the answer's VW REG.15.a
     ["VW REG.10.b", "VW REG.13.a"]),
    ("option-target-recalled-in-answer-option-does-not-result-asked-in-indonesian.yaml",
     "No — Field Orders (orders) does not result at step 12: its target Sample Knight (knight) "
     "has left play (it is in alice's hand).", ["VW REG.8.b"]),
    ("rune-element-paid-for-one-option-not-for-a-second-asked-in-indonesian.yaml",
     "No — Action 3 (alice summons Storm Call) is rejected at step 6: alice cannot pay 1 "
     "element (has 0), with Option-1's own cost.",
     # the rule that refused first (audit 47): it was last
     ["VW REG.14.b", "VW HP.46", "VW REG.13.b", "VW REG.14.a"]),
])
def test_the_probes_leads(name: str, fact: str, cites: list[str]) -> None:
    """Pinned: honor spent like gold (VW HP.10 `spent`) and regained at once by a gold skill
    (VW REG.10.b) meets the second Oath's requirement as it is summoned (VW REG.13.a); an
    Option-'s target recalled in answer: it does not result (VW REG.8.b); a Rune's one element
    pays one Option-1, and the second is refused (VW REG.14.b, HP.46)."""
    lead = lead_of(resolved_json(AUDIT / name))
    assert (lead["fact"], lead["citations"]) == (fact, cites)


@pytest.mark.parametrize("path", sorted(AUDIT.glob("*.yaml")), ids=lambda p: p.stem)
def test_each_lead_reads_the_same_without_expect(tmp_path: Path, path: Path) -> None:
    """What the file says, not what it expects, decides the answer."""
    without = lead_of(resolved_json(file_without_expect(path, tmp_path)))
    with_ = lead_of(resolved_json(path))
    assert (without["fact"], without["citations"]) == (with_["fact"], with_["citations"])
