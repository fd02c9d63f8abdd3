"""RB HP.37: a continuous effect's Might decrease watched by "if my Might would be reduced"
(RB 369, RB 370.1). By default no replacement sees it (scenarios
`replacements/might-decrease-*-not-replaced`); under `replaced` a resolving effect's decrease
is replaced as it is created (`replacements/might-decrease-while-replaced-policy`), and a
passive ability's stays an honest exit 3: it has no moment to carry out the instruction."""

from __future__ import annotations

import pytest

from judge.errors import UnsupportedMechanic

from ..conftest import SCENARIOS
from ..helpers import ruling

PASSIVE = SCENARIOS / "riftbound/replacements/might-decrease-passive-not-replaced.yaml"


def test_a_passive_decrease_is_not_replaced_by_default() -> None:
    res = ruling(PASSIVE.read_text(encoding="utf-8"))
    assert res.final["objects"]["warlord"]["stats"]["might"] == 5


def test_a_passive_decrease_replaced_cannot_be_ruled() -> None:
    text = PASSIVE.read_text(encoding="utf-8").replace(
        "rules: [RB HP.37, RB 369]\n",
        "rules: [RB HP.37, RB 369]\npolicies: {reduced.continuous: replaced}\n")
    with pytest.raises(UnsupportedMechanic, match="a passive ability lowers it"):
        ruling(text)
