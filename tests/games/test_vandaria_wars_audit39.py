"""Vandaria Wars, audit 39: audit 38's leftovers (what a change naming a Follower's job keeps,
VW HP.59 `each-kind`; the Purify lead's rule) and the register's edges
(scenarios/vandaria-wars/rulings-audit39)."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import BUNDLED, lead_of, resolved_json

AUDIT = BUNDLED / "vandaria-wars" / "rulings-audit39"
PALADIN = AUDIT / "paladin-made-a-mage-keeps-its-faction-and-attribute-policy.yaml"


@pytest.mark.parametrize(("name", "traits"), [
    ("paladin-made-a-mage-is-a-mage-and-nothing-else", "mage"),
    ("paladin-made-a-mage-keeps-only-its-attribute-policy", "holy, mage"),
    ("paladin-made-a-mage-keeps-its-faction-and-attribute-policy", "human, order, holy, mage"),
])
def test_what_a_job_change_keeps_is_named(name: str, traits: str) -> None:
    """A change naming only a Follower's job took its alliance and faction under both options
    of VW HP.59, a reading the guide does not make: `each-kind` keeps them, and each option is
    cited where it decides."""
    fact = lead_of(resolved_json(AUDIT / f"{name}.yaml"))
    assert f"has the traits {traits}, when Sample Schooling" in fact["fact"]
    assert fact["citations"] == ["VW HP.59"]


def _variant(tmp_path: Path, old: str, new: str, policy: str | None = None) -> dict[str, object]:
    text = PALADIN.read_text(encoding="utf-8").split("expect:")[0].replace(old, new)
    if policy is not None:
        text = text.replace("policies: {traits.attribute_set: each-kind}",
                            f"policies: {{traits.attribute_set: {policy}}}")
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return resolved_json(path)


def test_a_job_change_of_a_follower_without_an_attribute_names_the_policy(
        tmp_path: Path) -> None:
    """A Human knight of Order with no attribute made a mage: `replaces-all` and
    `attribute-only` agree (a mage), `each-kind` does not (a Human mage of Order), so the
    default names VW HP.59; it did not, its options then agreeing."""
    data = _variant(tmp_path, "traits: [human, order, knight, holy]",
                    "traits: [human, order, knight]", "replaces-all")
    assert any("VW HP.59" in s["citations"] for s in data["steps"])


def test_each_kind_keeps_what_a_faction_change_does_not_name(tmp_path: Path) -> None:
    """Made a Follower of Chaos, the Paladin keeps its job and attribute and loses Order and
    Human (alliance and faction are one kind: a faction belongs to its alliance, VW IN.2)."""
    data = _variant(tmp_path, "set_traits: [mage]", "set_traits: [human, chaos]")
    assert data["final"]["objects"]["paladin"]["traits"] == ["knight", "holy", "human", "chaos"]


def test_options_agreeing_name_no_policy(tmp_path: Path) -> None:
    """A change naming every kind (Dark, Chaos, a mage) replaces everything under each option."""
    data = _variant(tmp_path, "set_traits: [mage]", "set_traits: [human, chaos, dark, mage]")
    assert not any("VW HP.59" in s["citations"] for s in data["steps"])


@pytest.mark.parametrize(("path", "lead"), [
    (BUNDLED / "vandaria-wars" / "rulings-audit38" /
     "purify-in-answer-results-first-the-corruption-last-leaves-it-dark.yaml",
     "No — Sample Knight (knight) has the traits dark, when Sample Corruption (corrupt) results "
     "at step 11."),
    # the Corruption under it changed nothing (the Knight was Dark already): the order decided
    (AUDIT / "corruption-in-answer-results-first-the-purify-last-makes-it-holy.yaml",
     "Yes — Fallen Knight (knight) has the traits holy, when Purify (purify) results at step 11."),
])
def test_what_results_last_in_a_register_cites_the_order(path: Path, lead: str) -> None:
    """Two items of one register making a Follower Holy and Dark: which resulted last decided
    what it is (VW REG.4.b, top down), which the lead did not cite (VW REG.8.a alone: its target
    changed but still legal, which decides only that it resulted)."""
    fact = lead_of(resolved_json(path))
    assert fact["fact"] == lead
    assert fact["citations"] == ["VW REG.4.b", "VW REG.8.a"]


def test_changes_that_add_up_do_not_cite_the_order() -> None:
    """Damage dealt by two items of one register adds up whatever their order: not cited."""
    lead = lead_of(resolved_json(BUNDLED / "vandaria-wars" / "replacements" /
                                 "prevention-replaced-kept.yaml"))
    assert "VW REG.4.b" not in lead["citations"]


def test_it_asked_after_a_wh_part_is_the_object_that_part_was_answered_with() -> None:
    """"How much damage does the Knight take, and does it survive?": the Knight's fact answered
    the first part, so the second got the next fact, the Militia recalled in answer, and its
    "No" (it left the field): a confident wrong answer to whether the Knight survives."""
    answer = resolved_json(AUDIT / "volley-counts-followers-as-it-results-after-one-recalled"
                                   ".yaml")["answer"]
    assert answer[0]["fact"] == ("Yes — Sample Knight (knight) is still on the field and has 2 "
                                 "damage, when Muster Volley (volley) results at step 11.")
    # the count read as it results (VW REG.1.c) after the Recall above it (VW REG.4.b, audit 40)
    assert answer[0]["citations"] == ["VW REG.1.c", "VW REG.4.b"]
    assert not any(f["fact"].startswith(("No", "Yes")) for f in answer[1:])


@pytest.mark.parametrize(("path", "first", "second"), [
    # "... and is it astral or rested?" asks which: no Yes or No
    (BUNDLED / "force-of-will" / "rulings-audit15" /
     "imperishable-j-ruler-under-another-returns-to-its-owner.yaml", "Iron Queen (queen) is", ""),
    # "... and is the other rested?": of the other Shieldbearer
    (BUNDLED / "force-of-will" / "rulings" / "only-one-protect-a-battle.yaml",
     "Shieldbearer (first) has 500 damage", "No — Shieldbearer (second)"),
    # "... and does the Squire survive?" names a card: of that one, not the drawn Squire
    (BUNDLED / "riftbound" / "rulings" / "choose-a-friendly-unit-on-the-opponents-turn.yaml",
     "Alice draws 1 card", "Yes — Trainee Squire (squire)"),
])
def test_a_part_that_does_not_ask_of_it_keeps_its_own_fact(path: Path, first: str,
                                                           second: str) -> None:
    answer = resolved_json(path)["answer"]
    assert answer[0]["fact"].startswith(first)
    if second:
        assert answer[1]["fact"].startswith(second)


@pytest.mark.parametrize(("path", "verdict"), [
    (BUNDLED / "vandaria-wars" / "rulings-audit31" /
     "amount-of-damage-read-after-the-atk-lowered-in-answer.yaml", "Yes — "),
    (BUNDLED / "force-of-will" / "rulings-audit36" /
     "warden-side-j-ruler-cannot-be-made-astral.yaml", "No — "),
    (BUNDLED / "riftbound" / "rulings-audit18" / "minimum-might-is-snapshotted.yaml", "No — "),
])
def test_the_three_games_answer_it_alike(path: Path, verdict: str) -> None:
    """"..., and does it survive?" / "is it astral?" / "does it die?" had no Yes or No."""
    assert lead_of(resolved_json(path))["fact"].startswith(verdict)


def test_thai_gets_is_not_can() -> None:
    """"Militia ได้รับ +2 ATK ไหม" (does the Militia get +2 ATK?) was read with "ได้", can: no
    Yes or No; "ได้รับ", gets, is now a verb of its own."""
    lead = lead_of(resolved_json(AUDIT / "rally-for-your-own-follower-asked-in-thai.yaml"))
    assert lead["fact"].startswith("No — Sample Militia (mil) has ATK 2: Rally for Her Own (rally) "
                                   "does not result")
    assert lead["citations"] == ["VW REG.8.a"]


@pytest.mark.parametrize(("name", "lead"), [
    ("blessing-on-a-holy-paladin-made-a-mage-in-answer-does-not-result",
     "No — Sample Paladin (paladin) has ATK 3: Sample Blessing (blessing) does not result: its "
     "target Sample Paladin (paladin) is no longer legal: it is no longer a holy follower."),
    ("blessing-on-a-holy-paladin-made-a-mage-in-answer-results-policy",
     "Yes — Sample Paladin (paladin) has ATK 5 (it had ATK 3), when Sample Blessing (blessing) "
     "results at step 11."),
    ("ambush-reads-the-follower-exhausted-for-its-gold-skill-in-answer",
     "Yes — alice draws 1 card: Sample Militia (ad1) ends in alice's hand, when Ambush (ambush) "
     "results at step 8."),
    ("tithe-bell-trigger-cost-unpayable-mid-register-draws-nothing",
     "No — alice does not draw: at step 8, Tithe Bell (bell)'s Toll triggered but its cost cannot "
     "be paid (alice cannot pay 1 gold (has 0)): it is not put into the register."),
])
def test_the_audits_edges_lead_as_pinned(name: str, lead: str) -> None:
    assert lead_of(resolved_json(AUDIT / f"{name}.yaml"))["fact"] == lead
