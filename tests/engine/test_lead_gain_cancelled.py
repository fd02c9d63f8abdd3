""""Does Alice gain life?" after her Toll ("you gain 300 life") was cancelled led with "No —
alice still has 4000 life", citing nothing. The one item of hers that would have made her gain
was cancelled: the step that cancelled it says why, with its rule (FOW 1012.1)."""

from __future__ import annotations

from .leads import leads


def test_the_cancel_of_her_gain_says_why_her_life_is_unchanged() -> None:
    first = leads("force-of-will/chase/cancel-an-automatic-ability.yaml")[0]
    assert first.verdict == "No", first.sentence
    assert "Hush the Echo (hush) resolves: cancels Toll (acolyte.toll)" in first.sentence, \
        first.sentence
    assert first.citations[:1] == ("FOW 1012.1",), first.citations


def test_a_cancelled_resonator_whose_enter_ability_would_gain_names_the_cancel() -> None:
    """"Does Alice gain life?" of Herald of Dawn ("[Enter]: gain 400 life") cancelled on the
    chase: it never entered, so its ability never triggered (FOW 702.3e); No with the step that
    cancelled it (FOW 1012.1), where it cited nothing."""
    lead = leads("force-of-will/rulings/cancelled-resonator-never-enters.yaml")[0]
    assert lead.verdict == "No" and "cancels Herald of Dawn" in lead.sentence
    assert lead.citations == ("FOW 1012.1",)
