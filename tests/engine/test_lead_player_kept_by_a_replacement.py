""""Does Alice get water will?" after her Keeper's willpower ability was replaced with a draw was
answered "Alice still has 0 water": no reason, no rule. A player's resource that stayed as it
was says the replacement that took the place of the activation that would have given or cost
it (FOW 910.1, RB 370.1.b)."""

from __future__ import annotations

import pytest

from .leads import leads


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("force-of-will/replacements/willpower-ability-replaced-nothing-paid.yaml",
     "No — alice still has 0 water: at step 1, instead of Keeper of the Wellspring (keeper)'s "
     "ability being activated, alice draws 1 card", ("FOW 910.1",)),
    ("riftbound/replacements/activation-replaced-nothing-paid.yaml",
     "No — alice still has 1 Energy: at step 1, instead of Signal Lamp (lamp)'s ability being "
     "activated, alice draws 1 card", ("RB 370.1.b",)),
])
def test_a_resource_kept_says_the_activation_replaced(path: str, said: str,
                                                      cites: tuple[str, ...]) -> None:
    fact = next(f for f in leads(path) if f.subject.kind == "player")
    assert fact.sentence.startswith(said), fact.sentence
    assert set(cites) <= set(fact.citations)
