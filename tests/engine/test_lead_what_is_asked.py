""""How much will does she have when her main phase starts?" was answered "The game is in
alice's main phase": the phase of a time clause at the end of the question outranked her will,
which the question names by the Force of Will word for all her will (fire, water ...), not by
an attribute. "How many evolution counters does it have?" was answered with the wind Alice
paid: "it" is the card the sentence before names, not the player whose will it also names."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("force-of-will/rulings-audit9/will-is-cleared-in-the-recovery-phase.yaml",
     "Alice has 0 fire (from 2), at step 4: will clearance (recovery phase)", ("FOW 503.4",)),
    ("force-of-will/turn/recovery-phase-window-only-with-triggers.yaml",
     "Alice has 0 fire, at step 11: will clearance (recovery phase)", ("FOW 503.4",)),
    ("force-of-will/keywords/evolution-puts-one-counter-only.yaml",
     "Larva (larva) has 1 evolution counter and has ATK 700 DEF 200", ("FOW 1116.2",)),
    # "to the will Alice paid" asks what became of it, not how much she has: the Lance leads
    ("force-of-will/chase/cancelled-chant-goes-to-the-graveyard.yaml",
     "Null Decree (decree) resolves at step 8: cancels Flame Lance (lance)", ("FOW 1012.1",)),
])
def test_the_lead_is_what_the_question_asks(path: str, said: str,
                                            cites: tuple[str, ...]) -> None:
    res = resolve(load_scenario(str(SCENARIOS / path)))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith(said), lead.sentence
    assert set(cites) <= set(lead.citations), lead.citations
