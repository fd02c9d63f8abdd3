"""A game-state map of entries by object (Riftbound control, by battlefield) asked of some of its
entries ("Who controls bf-b?") is said of those entries, with the step that last changed them;
it listed every battlefield ("bf-a is uncontrolled; alice controls bf-b"). A map of a record's
fields (a showdown: at, focus) is said whole."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve
from judge.record import replace

from ..conftest import SCENARIOS


@pytest.mark.parametrize(("path", "lead"), [
    ("riftbound/rulings/token-played-to-an-empty-battlefield-contests-it.yaml",
     "Alice controls bf-b, at step 13: alice establishes control of bf-b"),
    ("riftbound/rulings/battlefield-scored-by-each-player-once.yaml",
     "Bob controls bf-b, at step 29"),
    ("riftbound/costs/kill-cost-may-take-one-of-two-units-where-it-is-played.yaml",
     "Alice controls bf-a"),
])
def test_the_entries_asked_of_are_said(path: str, lead: str) -> None:
    scenario = load_scenario(SCENARIOS / path)
    # (with no `expect:`, control is a subject where the question asks who controls: the first)
    for which in (scenario, replace(scenario, expect=None))[:2 if "token" in path else 1]:
        said = [f.sentence for f in resolve(which).answer if "controls bf-" in f.sentence
                or "uncontrolled" in f.sentence]
        assert said and said[0].startswith(lead) and ";" not in said[0].split(",")[0]


def test_a_showdowns_fields_are_said_whole() -> None:
    scenario = load_scenario(SCENARIOS / "riftbound/rulings-audit29/"
                             "focus-holder-named-while-the-combat-showdown-goes-on.yaml")
    assert any("in progress at bf-a" in f.sentence for f in resolve(scenario).answer)
