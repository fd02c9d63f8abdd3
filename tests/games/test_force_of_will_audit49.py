"""Force of Will audit 49 (scenarios/force-of-will/rulings-audit49/): audit 48's leftovers, worst
first: ", and in what order ..." after a yes/no part is a part of its own."""

from __future__ import annotations

from judge.engine.answer import questions
from tests.helpers import leads_of, ruling, scenario_text

AUDIT48 = "force-of-will/rulings-audit48/"


def _without_expect(name: str) -> str:
    return scenario_text(name).split("expect:\n")[0]


def _leads(text: str) -> list[tuple[str, tuple[str, ...]]]:
    return [(f.sentence, f.citations) for f in ruling(text).answer if f.lead]


def test_a_part_asking_in_what_order_after_a_yes_no_part_is_its_own() -> None:
    """", and in what order do the Sparks and the Lance resolve?" after a yes/no part was read
    into it, so without `expect:` the order was no lead of its own."""
    q = ("Does the will ability go on the chase, and in what order do the Sparks and the Lance "
         "resolve?")
    assert questions(q) == ["Does the will ability go on the chase",
                            "in what order do the Sparks and the Lance resolve?"]
    leads = [s for s, _ in _leads(_without_expect(
        AUDIT48 + "a-will-ability-between-two-sparks-never-joins-the-chase.yaml"))]
    assert leads[0].startswith("No — Produce fire will (stone.produce-fire-will)"), leads
    assert leads[1].startswith("Quick Spark (spark2), Quick Spark (spark1) and Flame Lance "
                               "(lance) resolve in that order"), leads


def test_in_what_state_after_a_wh_part_is_its_own() -> None:
    """Riftbound: "Who holds focus then, and in what state is the turn?" answered its second
    part only in the facts after the lead: the showdown's state is now a lead."""
    leads = [f.sentence for f in leads_of(
        "riftbound/rulings-audit16/combat-showdown-goes-on-after-the-last-defender-dies.yaml")]
    assert leads[0].startswith("Bob holds focus"), leads
    assert leads[1].startswith("The game is in the Showdown Open state"), leads


def test_a_bare_in_which_order_part_asks_the_order_without_expect() -> None:
    """Vandaria Wars: "How much damage does the Trader take, and in which order?" without
    `expect:` answered its second part by where a Gun Shot ended: "in which order?" standing
    alone after the comma asks the order things resulted in, as `expect: resolved` does (not
    "What happens, and in what order?", whose facts of what happened say their own order)."""
    name = "vandaria-wars/entering-the-register/a-skill-put-in-by-an-effect.yaml"
    leads = [s for s, _ in _leads(_without_expect(name))]
    assert leads[1].startswith("Echo (echo), Gun Shot (shot.copy) and Gun Shot (shot) result in "
                               "that order"), leads
