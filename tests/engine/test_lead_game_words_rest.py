""""Can Alice use the Healer's Shield?" in Force of Will was answered "Field Healer (healer) is
already exhausted, so it cannot be exhausted to pay the cost", and a paid rest cost "exhausting
Signal Tower": words Force of Will does not use (it rests and recovers, FOW 1013.3). The cost is
said in the game's own words (Words.exhausted, Words.exhausting): rested and resting in Force
of Will, exhausted and exhausting in Riftbound and Vandaria Wars."""

from __future__ import annotations

from .leads import leads


def test_a_rest_cost_already_paid_says_rested_in_force_of_will() -> None:
    first = leads("force-of-will/timing/activate-ability-answers-the-chase.yaml")[0]
    assert "Field Healer (healer) is already rested, so it cannot be rested to pay the cost" \
        in first.sentence
    assert "exhaust" not in first.sentence


def test_a_rest_cost_paid_says_resting_in_force_of_will() -> None:
    said = [f.sentence for f in leads(
        "force-of-will/replacements/activation-replaced-costs-paid.yaml")]
    assert any("1 wind; resting Signal Tower (tower)" in s for s in said), said
    assert not any("exhausting" in s for s in said)


def test_riftbound_still_exhausts() -> None:
    said = [f.sentence for f in leads(
        "riftbound/replacements/activation-replaced-costs-stay-paid.yaml")]
    assert any("exhausting Signal Lamp (lamp)" in s for s in said), said
