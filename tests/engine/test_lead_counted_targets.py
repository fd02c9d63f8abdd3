""""May she name three Recruits? And two?" of two tries of Pack Strike (three Recruits refused,
two allowed) led "Yes — Action 2 is allowed" for the first part and said nothing of the second:
how many targets of a card each try names tells them apart, each part answered by its own try,
in order (RB 355.14.c decides the refusal)."""

from __future__ import annotations

from .leads import leads


def test_each_part_is_answered_by_the_try_with_that_many_targets() -> None:
    first, second = leads("riftbound/card-text/target-limit-read-from-an-earlier-target.yaml")
    assert first.sentence.startswith("No — Action 1 (alice plays Pack Strike) is rejected")
    assert first.citations[0] == "RB 355.14.c"
    assert second.sentence.startswith("Yes — Action 2 (alice plays Pack Strike) is allowed")
