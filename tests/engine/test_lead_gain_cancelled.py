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
