"""Vandaria Wars, audit 57: audit 56's leftovers. Whether a Follower sacrificed for a cost is
destroyed is VW HP.39's reading, cited first and listed as applied, and under its `destroyed`
option the Follower is destroyed though nothing waits for it; "Berapa kartu yang ia draw?" reads
"ia" as the one player of the clause before (scenarios/vandaria-wars/rulings-audit57)."""
from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.engine.answer import Fact
from judge.engine.resolution import Resolution
from judge.record import replace

from ..helpers import BUNDLED

AUDIT = "vandaria-wars/rulings-audit57"
WHICH = f"{AUDIT}/which-followers-are-destroyed-of-one-sacrificed.yaml"
WHICH_ID = f"{AUDIT}/which-followers-are-destroyed-of-one-sacrificed-asked-in-indonesian.yaml"
DESTROYED = f"{AUDIT}/is-a-sacrificed-follower-destroyed-under-the-destroyed-reading.yaml"
A55 = "vandaria-wars/rulings-audit55"
COUNTED = f"{A55}/korbankan-then-followers-counted-as-it-results.yaml"


def ruling(name: str, expect: bool) -> Resolution:
    sc = load_scenario(BUNDLED / name)
    return resolve(sc if expect else replace(sc, expect=None))


def leads(name: str, expect: bool) -> list[Fact]:
    return [f for f in ruling(name, expect).answer if f.lead]


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize("name", [WHICH, WHICH_ID])
def test_a_sacrificed_follower_is_not_destroyed_by_hp39(name: str, expect: bool) -> None:
    """"Which Followers are destroyed?" of the Militia sacrificed to summon Blood Knight: not
    one, by VW HP.39's reading (`not-destroyed`), cited first and listed among the policies
    applied; the lead cited only VW REG.14.a (when the cost is paid)."""
    res = ruling(name, expect)
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("Not one of them: Sample Militia (militia) ends in alice's "
                                    "graveyard"), lead.sentence
    assert lead.citations == ("VW HP.39", "VW REG.14.a"), lead.citations
    assert res.policies.get("sacrifice.destroyed") == "not-destroyed", res.policies


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_under_the_destroyed_reading_a_sacrifice_is_a_destruction(expect: bool) -> None:
    """Under VW HP.39 `destroyed`, "Is the Militia destroyed?" of one sacrificed with nothing
    waiting for a destruction: Yes, at the cost step (it said No, the Militia only moved)."""
    lead = leads(DESTROYED, expect)[0]
    assert lead.sentence.startswith("Yes — Sample Militia (militia) is destroyed at step 2: "
                                    "alice pays for Blood Knight"), lead.sentence
    assert "when Blood Knight (bk) results" not in lead.sentence, lead.sentence
    assert lead.citations[:1] == ("VW HP.39",), lead.citations


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
def test_another_cards_destruction_asked_does_not_cite_hp39_for_the_sacrifice(
        expect: bool) -> None:
    """"Is the Knight destroyed?" beside the Militia sacrificed to damage it: the Militia's
    fact is not asked whether it is destroyed, and keeps the sacrifice's rule alone."""
    facts = [f for f in ruling(COUNTED, expect).answer if f.subject.id == "militia"]
    assert facts and facts[0].citations == ("VW REG.14.a",), [
        (f.sentence, f.citations) for f in facts]


IA = f"{AUDIT}/ia-after-a-clause-naming-alice-asked-in-indonesian.yaml"


@pytest.mark.parametrize("expect", [True, False], ids=["expect", "own-file"])
@pytest.mark.parametrize(("name", "said"), [
    (IA, "Alice draws 2 cards: Trader Male (a1) and Trader Male (a2)")])
def test_ia_after_a_clause_naming_one_player_is_that_player(name: str, said: str,
                                                            expect: bool) -> None:
    """"Berapa kartu yang ia draw?": "ia" is the one player of the clause just before (Alice in
    "Berapa gold Alice sekarang, dan ..."); it was not read, and the draw part had no lead."""
    assert any(f.sentence.startswith(said) for f in leads(name, expect)), [
        f.sentence for f in leads(name, expect)]


@pytest.mark.parametrize(("question", "read"), [
    ("Alice punya 4 gold. Bob membalas. Berapa gold Alice sekarang, dan berapa kartu yang ia "
     "draw?", "Alice"),
    ("Alice punya 4 gold. Bob membalas dengan Spark pada Trader Male milik Alice. Berapa kartu "
     "yang ia draw?", "Bob"),
    ("Alice dan Bob punya 4 gold. Berapa kartu yang ia draw?", None)])
def test_ia_counted_reads_the_clause_before(question: str, read: str | None) -> None:
    """The clause just before "ia" tells who it is (an owner after "milik" is not its
    subject); where it names both players, "ia" is left as written."""
    from judge.engine.asked import _ia_counted

    out = _ia_counted(question, ("alice", "bob"))
    assert out.endswith(f"yang {read or 'ia'} draw?"), out
