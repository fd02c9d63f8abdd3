""""What is the Squire's ATK?" under a Saga Knight whose [Legend] 2 is not met said "Squire has
ATK 100" with no rule: nothing changed it. A stat no step changed, which a static ability would
change were its condition met, now says that ability does not apply and cites the rule of the
condition left unmet (FOW 1133.4: none of the [Legend] text exists); the same for a Riftbound
unit's Level and Empowered texts."""

from __future__ import annotations

from .leads import assert_lead, leads


def test_an_unmet_legend_is_why_the_atk_is_printed() -> None:
    assert_lead("force-of-will/rulings-audit22/legend-not-met-the-static-boost-does-not-exist.yaml",
                "Squire (squire) has ATK 100: Saga Knight (knight)'s Saga does not apply: its "
                "condition ([Legend] 2: you have 2 or more revealed Story cards in your extra "
                "deck) is not met", ("FOW 1133.4",))


def test_a_met_condition_says_nothing_of_it() -> None:
    first = leads("force-of-will/rulings-audit22/legend-met-switches-on-a-static-boost.yaml")[0]
    assert "does not apply" not in first.sentence, first.sentence
