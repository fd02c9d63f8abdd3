""""How much XP has Carol?" after her teammate gained 2 XP led with "Carol still has 1 XP",
citing nothing. A game declares what a team does not share (Rulebook.unshared_rules: RB 732,
XP); a gain of it by a player with teammates says so, naming them, with that rule, and the
answer reads that step as why the teammate's total stayed."""

from __future__ import annotations

from .leads import leads


def test_xp_a_teammate_gained_is_not_carols() -> None:
    lead = leads("riftbound/2v2/xp-is-not-shared.yaml")[0]
    assert lead.sentence.startswith("Carol still has 1 XP: at step 7"), lead.sentence
    assert "which their team (carol) does not share" in lead.sentence
    assert lead.citations[:1] == ("RB 732",), lead.citations
