"""Vandaria Wars, audit 56: audit 55's leftovers. A Follower sacrificed for a cost cites what
sent it where it went (VW HP.39 for whose graveyard, VW REG.14.a), not the gold paid beside it
(scenarios/vandaria-wars/rulings-audit56)."""
from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.engine.answer import Fact
from judge.record import replace

from ..helpers import BUNDLED

AUDIT = "vandaria-wars/rulings-audit56"
A55 = "vandaria-wars/rulings-audit55"
TAKEN = f"{AUDIT}/sacrificed-taken-follower-to-a-summon-whose-graveyard.yaml"
TAKEN_ID = f"{AUDIT}/sacrificed-taken-follower-to-a-summon-whose-graveyard-asked-in-indonesian.yaml"
OATH = f"{A55}/korbankan-a-taken-follower-goes-to-its-owners-graveyard.yaml"
OATH_ID = f"{A55}/korbankan-a-taken-follower-goes-to-its-owners-graveyard-asked-in-indonesian.yaml"


def leads(name: str, expect: bool) -> list[Fact]:
    sc = load_scenario(BUNDLED / name)
    return [f for f in resolve(sc if expect else replace(sc, expect=None)).answer if f.lead]


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("name", [TAKEN, TAKEN_ID, OATH, OATH_ID])
def test_a_taken_follower_sacrificed_cites_whose_graveyard_first(name: str,
                                                                 expect: bool) -> None:
    """"Whose graveyard does the Outrider go to?" of Bob's Follower Alice sacrificed: Bob's, by
    VW HP.39's reading, cited first, then the sacrifice's rule (VW REG.14.a); the lead cited the
    gold paid beside it (VW REG.13.b) first and not VW HP.39."""
    lead = leads(name, expect)[0]
    assert "ends in bob's graveyard" in lead.sentence, lead.sentence
    assert lead.citations == ("VW HP.39", "VW REG.14.a"), lead.citations


@pytest.mark.parametrize(("name", "first"), [
    ("vandaria-wars/costs/additional-cost-paid-on-registering.yaml", ("VW REG.14.a",)),
    ("force-of-will/citations/banishing-as-an-additional-cost.yaml", ("FOW 1011.1",)),
    ("riftbound/citations/kill-as-an-additional-cost.yaml", ("RB 428.1.a.1",))])
def test_a_card_paid_as_a_cost_cites_how_it_was_paid(name: str, first: tuple[str, ...]) -> None:
    """The fact of a Follower sacrificed (a resonator banished, a unit killed) for a cost: the
    rule of that payment decides where it went, not the rule of the gold (fire, Energy) paid
    with it, which came first (VW REG.13.b; FOW 903.2k-3; RB 356.2.a.1)."""
    sc = load_scenario(BUNDLED / name)
    facts = [f for f in resolve(sc).answer if f.subject.kind == "object" and
             "(its additional cost)" in f.sentence]
    assert facts, [f.sentence for f in resolve(sc).answer]
    assert facts[0].citations[:1] == first, (facts[0].sentence, facts[0].citations)
    assert "VW REG.13.b" not in facts[0].citations, facts[0].citations
