""""Whom does the Herald's ability damage?" led with Alice's life and cited only the ability's
resolution (FOW 707.3); the damage is told by the step that dealt it, and the keyword that
narrowed whom it could target ([Aegis], FOW 1181.3) is cited first. The general rules of
playing a card are no such rule."""

from __future__ import annotations

from .leads import assert_lead, lead_asked


def test_whom_an_ability_damages_cites_the_keyword_that_narrowed_its_target() -> None:
    path = "force-of-will/rulings-audit22/player-with-aegis-is-no-target-for-an-enter-ability-" \
           "of-an-arrival.yaml"
    assert_lead(path, "At step 10, Herald (herald.herald) resolves: deals 300 damage to alice",
                ("FOW 1181.3", "FOW 707.3"))


def test_which_unit_a_played_spell_hits_cites_no_rule_of_playing() -> None:
    lead = lead_asked("riftbound/rulings/choose-a-friendly-unit-on-the-opponents-turn.yaml",
                      "Which unit does Spark Bolt hit?")
    assert lead.sentence.startswith("At step 19, Spark Bolt (bolt) resolves: deals 2 damage to "
                                    "Trainee Squire"), lead.sentence
    assert "RB 354.2" not in lead.citations, lead.citations
