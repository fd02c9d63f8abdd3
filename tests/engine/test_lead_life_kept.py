"""Why a player's life stayed as it was, in the lead: "How much life does Bob lose?" of a
[Protect] that made the Shieldbearer the attacked object said "Bob loses no life (still 4000)"
and cited nothing; "Does Bob take damage?" of a spell whose amount read an illegal target's ATK
said "No — bob still has 4000 life" with no rule. Each now says the step that kept it so and
its rule."""

from __future__ import annotations

from .leads import assert_lead


def test_how_much_life_lost_of_none_says_where_the_battle_damage_went() -> None:
    assert_lead("force-of-will/rulings-audit17/pierce-at-a-protector-unblocked-deals-it-all.yaml",
                "Bob loses no life (still 4000): at step 19, battle damage", ("FOW 806.2d",))


def test_how_much_life_lost_in_a_normal_step_with_nothing_left_to_hit() -> None:
    assert_lead("force-of-will/rulings-audit17/multi-strike-after-destroying-a-protector-hits-"
                "nothing.yaml", "Bob loses no life (still 4000): at step", ("FOW 1169.2",))


def test_an_amount_read_from_an_illegal_target_is_why_no_damage() -> None:
    assert_lead("force-of-will/card-text/illegal-target-atk-is-not-read.yaml",
                "No — bob still has 4000 life: at step 7, Vengeance (vengeance) resolves: "
                "deals 0 damage to bob", ("FOW 903.3a",))



def test_life_after_a_battle_whose_attacker_was_removed() -> None:
    """"How much life does Bob have after the battle?" said "Bob still has 4000 life" with no
    rule: the battle went to its end with no attacker (FOW 805.1)."""
    assert_lead("force-of-will/rulings-audit18/attacker-removed-from-battle-deals-no-damage.yaml",
                "Bob still has 4000 life: at step 21, there is no attacking J/resonator",
                ("FOW 805.1",))


def test_asked_who_blocks_first_the_blocker_still_leads() -> None:
    """A life explained by the battle does not push ahead of what the question asks first."""
    assert_lead("force-of-will/keywords/enraging-forces-a-rested-blocker.yaml",
                "Guard (guard) is still on the field and has 500 damage")
