"""Riftbound audit 48: audit 47's "found, not fixed" (a Yes that read one of two things a part
asks; a state read at a moment cited by the change after it; a No of damage never dealt cited
by the damaged card's own move), worst first."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import file_without_expect, leads_of

SCENARIOS = Path(__file__).parents[2] / "scenarios"
AUDIT = SCENARIOS / "riftbound/rulings-audit48"



@pytest.mark.parametrize("expect", [True, False])
def test_a_part_asking_two_things_leads_with_each(expect: bool, tmp_path: Path) -> None:
    """"... can Alice play an addition? A regalia? After the battle, can she?": the last part
    asks both again; the addition was allowed, the regalia then refused (the chase was not
    empty, FOW 701.2). It led "Yes" by the addition alone, the regalia's refusal following as
    if not asked: a Yes that read half the part. With no room for a fourth lead, the part now
    leads with no Yes or No; the refusal follows."""
    path = SCENARIOS / "force-of-will/timing/addition-and-regalia-need-main-timing.yaml"
    leads = [f for f in leads_of(path if expect else file_without_expect(path, tmp_path)) if f.lead]
    assert [(f.subject.id, f.verdict) for f in leads] == [
        ("0", "No"), ("1", "No"), ("9", "")]


@pytest.mark.parametrize("expect", [True, False])
def test_two_cards_asked_with_or_each_lead(expect: bool, tmp_path: Path) -> None:
    """"After the Bolt resolves, may Alice add Dazzle (Action), or Spark Bolt (Reaction), to her
    chain?": Dazzle refused (RB 309.1.a), her Spark Bolt allowed right after; the No of Dazzle
    alone led, the Bolt's play following with no Yes."""
    path = SCENARIOS / \
        "riftbound/rulings-audit28/focus-holder-cannot-add-an-action-to-her-own-chain.yaml"
    leads = [f for f in leads_of(path if expect else file_without_expect(path, tmp_path)) if f.lead]
    assert [(f.subject.id, f.verdict) for f in leads[:2]] == [("5", "No"), ("6", "Yes")]


@pytest.mark.parametrize("expect", [True, False])
def test_state_at_a_moment_cites_the_change_before_it(expect: bool, tmp_path: Path) -> None:
    """"Is the Archivist still exhausted after Recall has resolved?" of an Archivist exhausted
    for the Recall's cost (RB 414.4) and readied later (RB 415.1): Yes, read then, cited by the
    exhausting cost, not the readying after the moment (it was cited RB 415.1)."""
    path = AUDIT / "unit-still-exhausted-after-its-cost-readied-later.yaml"
    lead = leads_of(path if expect else file_without_expect(path, tmp_path))[0]
    assert lead.subject.id == "arch" and lead.verdict == "Yes"
    assert lead.citations == ("RB 414.4",)


@pytest.mark.parametrize("expect", [True, False])
def test_damage_never_dealt_cites_the_replaced_play(expect: bool, tmp_path: Path) -> None:
    """"... the Ambush triggers. ... is the Pup dealt damage?": No; the Ambush's play was
    replaced by the Hushing Edict's life gain (FOW 910.1), so it never resolved. The No was
    cited by the Pup's own resolution (FOW 702.3a), which says nothing of the damage."""
    path = SCENARIOS / \
        "force-of-will/replacements/trigger-card-play-replaced-goes-to-graveyard.yaml"
    leads = leads_of(path if expect else file_without_expect(path, tmp_path))
    pup = next(f for f in leads if f.subject.id == "pup" and f.verdict)
    assert pup.verdict == "No"
    assert pup.citations == ("FOW 910.1",)
    assert "instead of Ambush at the Ford (ford) being played" in pup.sentence
