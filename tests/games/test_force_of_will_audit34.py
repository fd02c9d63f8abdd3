"""Force of Will audit 34 (scenarios/force-of-will/rulings-audit34/): audit 33's leads that cited
a nearby rule, not the one that decided (a trigger removed for want of a target, a static whose
condition came to hold, a trigger whose "another" leaves out its own card), and edges of the
card-text rules of chapters 9 to 11 that no scenario cited; and what the scenarios' expect
cannot pin: which rule a lead cites first and what it says."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.answer import Fact
from tests.helpers import ruling

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def _lead(name: str) -> Fact:
    res = ruling((SCENARIOS / name).read_text(encoding="utf-8"))
    return next(f for f in res.answer if f.lead)


@pytest.mark.parametrize(("name", "says", "cites"), [
    # its enter trigger was removed for want of a target (603.3): what it would have done never
    # happened; its entering (702.3a) only says when it arrived
    ("force-of-will/rulings-audit33/herald-enter-trigger-with-no-other-resonator-has-no-target"
     ".yaml", "at step 7, Herald (herald)'s Fanfare triggered but has no legal target",
     ("FOW 603.3", "FOW 702.3a")),
    # the Squire's arrival made the Captain's condition hold: a static applies while its
    # condition holds (904.1); "fire" (209.5a) only says what the condition reads
    ("force-of-will/rulings-audit33/fire-captain-boosted-only-with-another-fire-resonator.yaml",
     "+200 ATK from Kindred of Blaze Captain (blaze)", ("FOW 904.1", "FOW 209.5a")),
    # its own arrival is not another resonator's: the trigger condition was not met (906.4)
    ("force-of-will/rulings-audit33/lone-warden-replayed-is-not-another-to-itself.yaml",
     "its Welcome watches only others, not Gate Warden (w1) itself",
     ("FOW 906.4", "FOW 702.3a")),
    # a trigger removed for want of a target: the removal (603.3), not which player's first
    ("force-of-will/rulings-audit26/enter-ability-with-only-an-untargetable-choice-is-not-"
     "played.yaml", "it is removed", ("FOW 603.3", "FOW 603.2")),
    ("vandaria-wars/rulings-audit32/enter-skill-another-follower-none-left-is-removed.yaml",
     "Recruiter (recruiter)'s Rally triggered but has no legal target", ("VW HP.34",
                                                                          "VW REG.1.e")),
])
def test_audit_33_leads_cite_the_rule_that_decided(name: str, says: str,
                                                   cites: tuple[str, ...]) -> None:
    """Audit 33's leftover: these leads cited the step nearby (the card's entering, the
    attribute rules read by a condition, which player's trigger is chosen first)."""
    lead = _lead(name)
    assert says in lead.sentence, lead.sentence
    assert lead.citations == cites, lead
