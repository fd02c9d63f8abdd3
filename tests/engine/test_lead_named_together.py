""""Where do the Phoenix and Lyra go?" led with the Phoenix alone: a judge reading the first
sentence aloud answered half the question. A where/what question of several things named
together leads with each of those it names (and only those: "Where are the Militia and the
Trader?" does not add the spell that sacrificed the Militia)."""

from __future__ import annotations

from .leads import leads


def test_each_thing_named_together_leads() -> None:
    found = leads("force-of-will/keywords/reincarnation-on-a-j-ruler-top-returned-to-the-hand.yaml")
    assert [f.subject.id for f in found] == ["phoenix", "lyra"], [f.sentence for f in found]


def test_only_the_things_named_lead() -> None:
    found = leads("vandaria-wars/rulings-audit7/sacrifice-cost-paid-though-target-recalled.yaml")
    assert [f.subject.id for f in found] == ["militia", "trader"], [f.sentence for f in found]


def test_a_card_put_below_is_answered_beside_the_top_card() -> None:
    found = leads("force-of-will/stacking/card-text-puts-a-card-below-and-it-goes-with-the-"
                  "stack.yaml")
    assert [f.subject.id for f in found] == ["keeper", "pebble"], [f.sentence for f in found]
    assert "FOW 1045.6d" in found[1].citations
