"""Force of Will audit 50 (scenarios/force-of-will/rulings-audit50/): audit 49's leftovers,
worst first: which of several sources whose damage a destroyed card had it counts as destroyed
by (FOW 1204.1a does not say) is a house policy, FOW HP.65, cited where it decides."""

from __future__ import annotations

import pytest

from judge.testing import run_file
from tests.helpers import BUNDLED, ruling, scenario_text, scenario_text_without_expect

AUDIT50 = "force-of-will/rulings-audit50/"
EVERY = AUDIT50 + "a-spark-whose-damage-the-flare-made-lethal-destroys-the-squire-policy-" \
                  "every-source.yaml"
LAST = AUDIT50 + "a-spark-whose-damage-the-flare-made-lethal-does-not-destroy-the-squire-" \
                 "policy-last-damage.yaml"



def _asking(name: str, question: str) -> str:
    """The file `name`, without its `expect:`, asking `question` instead."""
    head, rest = scenario_text_without_expect(name).split("question: >-\n", 1)
    body = rest.split("\nsource:", 1)[1]
    return f"{head}question: >-\n  {question}\nsource:{body}"


@pytest.mark.parametrize("expect", [True, False])
def test_every_source_of_damage_counts_as_destroying_it_by_default(expect: bool) -> None:
    """FOW 1204.1a, HP.65 every-source: the Spark's 300, then the Flare's 500, at the 400-DEF
    Squire: "Does the Quick Spark destroy the Squire?" is Yes, and the house policy that read
    it so is cited and recorded (judge answered Yes by a reading it did not name)."""
    res = ruling(scenario_text(EVERY) if expect else scenario_text_without_expect(EVERY))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("Yes — Ember Squire (squire) is destroyed"), lead.sentence
    assert lead.citations[:2] == ("FOW 1204.1a", "FOW HP.65"), lead.citations
    assert res.policies.get("destroyed_by.several_sources") == "every-source", res.policies


@pytest.mark.parametrize("expect", [True, False])
def test_only_the_last_damage_s_source_counts_under_the_alternative(expect: bool) -> None:
    """FOW 1204.1a, HP.65 last-damage: only the Flare, whose damage made it lethal, destroyed
    it: "Does the Quick Spark destroy the Squire?" is No, said with what it counts as
    destroyed by."""
    res = ruling(scenario_text(LAST) if expect else scenario_text_without_expect(LAST))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("No — "), lead.sentence
    assert "counts as destroyed by Sudden Flare (flare), not by Quick Spark (spark)" in \
        lead.sentence, lead.sentence
    assert lead.citations[:2] == ("FOW 1204.1a", "FOW HP.65"), lead.citations
    assert res.policies.get("destroyed_by.several_sources") == "last-damage", res.policies


@pytest.mark.parametrize("name", [EVERY, LAST])
def test_the_flare_destroys_it_under_either_option(name: str) -> None:
    """FOW 1204.1a: the source of the last damage counts as destroying it either way."""
    res = ruling(_asking(name, "Does the Sudden Flare destroy the Squire?"))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("Yes — Ember Squire (squire) is destroyed"), lead.sentence


def test_the_policy_is_not_asked_where_no_part_names_a_destroyer() -> None:
    """HP.65 decides only what a card counts as destroyed by: "Is the Squire destroyed?"
    depends on no policy."""
    res = ruling(_asking(EVERY, "Is the Squire destroyed?"))
    assert "destroyed_by.several_sources" not in res.policies, res.policies
    assert "FOW HP.65" not in next(f for f in res.answer if f.lead).citations


def test_one_source_of_damage_asks_no_policy() -> None:
    """With the Flare's damage alone (no Spark played) there is one source: no policy."""
    text = _asking(EVERY, "Does the Sudden Flare destroy the Squire?").replace(
        "  - {by: alice, do: play, card: spark, targets: [squire]}\n"
        "  - {by: alice, do: pass}\n  - {by: bob, do: pass}\n", "")
    res = ruling(text)
    assert "destroyed_by.several_sources" not in res.policies, res.policies
    assert next(f for f in res.answer if f.lead).sentence.startswith("Yes — "), res.answer


@pytest.mark.parametrize("name", [EVERY, LAST])
def test_judge_test_finds_the_policy_the_lead_cites(name: str) -> None:
    """`judge test` gives the final board of only the objects `expect:` names: the Spark a
    part names as the destroyer was not found there, so the answer it looked for a missing
    cite in did not cite HP.65 where `judge resolve`'s did."""
    out = run_file(str(BUNDLED / name))
    assert out.status == "pass", out.messages


REFUSED = "force-of-will/rulings-audit49/a-refused-spark-does-not-destroy-the-squire-the-flare-" \
          "destroyed.yaml"


@pytest.mark.parametrize("name", [LAST, REFUSED])
@pytest.mark.parametrize("expect", [True, False])
def test_a_no_for_another_destroyer_says_that_reason_first(name: str, expect: bool) -> None:
    """FOW 1204.1a: "No — Ember Squire (squire) is destroyed at step 11: ...; it counts as
    destroyed by Sudden Flare (flare), not by Quick Spark (spark)" opened with the destruction,
    which reads as a Yes, before the reason for the No: the reason now comes first."""
    res = ruling(scenario_text(name) if expect else scenario_text_without_expect(name))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith(
        "No — Ember Squire (squire) counts as destroyed by Sudden Flare (flare), not by Quick "
        "Spark (spark); it is destroyed at step "), lead.sentence
    assert lead.citations[0] == "FOW 1204.1a", lead.citations
