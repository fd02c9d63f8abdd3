""""What damage does the Knight deal?" after what it attacked was destroyed was answered
"Knight is still on the field and has no damage": its own damage, not what it dealt. "How much
damage does it deal?" of an X spell was answered with the gold she paid, and "How much does it
deal?" with the Repeat cost she paid. A question of the
damage a card deals, or of who takes it, is now answered by the damage it dealt (the step, and
its rules: the rule that gave X its value first, FOW 903.2h-4 / VW REG.14.a), or by the step
that says it dealt none and why (FOW 806.2b); "How is the damage dealt?" by the one step that
dealt it (RB 355.14.h.1, a split); "How does judge assign Alice's damage?" by her assignment,
citing the house policy that chose it for her (RB HP.2)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS
from .leads import assert_lead, leads


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("force-of-will/battle/attacked-resonator-gone-no-damage.yaml",
     "Knight (knight) deals no damage: at step 25, no battle damage is dealt in the normal "
     "battle resolution step (Knight (knight) has nothing left to deal damage to)",
     ("FOW 806.2b",)),
    ("force-of-will/battle/blocker-removed-before-damage.yaml",
     "Knight (knight) deals 500 damage to bob at step 25", ("FOW 806.2b",)),
    # "it": the first card the sentence before names (the Drake, not the Sentinel it targets);
    # the resolution of what it played says the damage with how X was read
    ("force-of-will/rulings-audit9/x-resonator-enter-ability-uses-the-x-paid.yaml",
     "At step 10, Enter (drake.enter) resolves: deals 200 damage to Stone Sentinel (sentinel) "
     "(read now: X × 100 = 200)", ("FOW 903.2h-4",)),
    ("vandaria-wars/costs/pay-x-gold.yaml",
     "At step 6, Gold Fury (fury) results: deals 3 damage to Sample Knight (knight) (since its "
     "cost was paid) (read now: X = 3)", ("VW REG.14.a",)),
    # "How much does it deal?", without the word damage (RB 820.3.a: Repeat, played once)
    ("riftbound/policies/repeat-granted-to-a-card-triggered-its-abilities.yaml",
     "At step 10, Flare (adept.flare) resolves: deals 1 damage to Stone Warden (warden); then, "
     "its Repeat cost paid, its instructions once more", ("RB 820.1.d",)),
    ("riftbound/rulings/split-equal-to-a-might-reduced-before-resolution.yaml",
     "At step 12, Pack Strike (strike) resolves: deals 2 damage split: 1 to Drill Recruit (r2), "
     "1 to Drill Recruit (r3)", ("RB 355.14.h.1",)),
    ("riftbound/combat/auto-assignment-listed-order.yaml",
     "At step 12, alice assigns combat damage (chosen automatically", ("RB HP.2",)),
    # "Who takes the damage?" with no card named: the one step that dealt it
    ("force-of-will/targets/cancelled-target-its-controller-as-it-was-on-the-chase.yaml",
     "At step 13, Tide Rebuke (rebuke) resolves: cancels Ember Dart (dart); deals 500 damage to "
     "alice", ()),
    ("riftbound/combat/auto-assignment-most-kills.yaml",
     "At step 12, alice assigns combat damage (chosen automatically", ("RB HP.2",)),
])
def test_the_damage_a_card_deals_is_the_answer(path: str, said: str,
                                              cites: tuple[str, ...]) -> None:
    assert_lead(path, said, cites)


def test_who_is_dealt_damage_after_a_sentence_that_said_it_keeps_the_next_fact() -> None:
    # "Is the Sentinel rested, and who takes what damage?": the first sentence already gives the
    # battle damage step; the second is not that step again
    said = [f.sentence for f in leads("force-of-will/rest-replaced/"
                                      "block-rest-replaced-block-stands.yaml")]
    assert len(said) == 2 and not said[1].startswith("At step 20, battle damage"), said
    # "... and who is dealt damage?" after a replaced block: bob, by the battle damage step
    said = [f.sentence for f in leads("force-of-will/replacements/"
                                      "block-replaced-not-declared.yaml")]
    assert said[1].startswith("At step 21, battle damage: Knight (knight) deals 500 battle "
                              "damage to bob"), said


def test_an_assignment_with_no_choice_cites_no_house_policy() -> None:
    # one unit that damage can kill: RB 465.2.c alone decides where the damage goes
    path = SCENARIOS / "riftbound/combat/auto-assignment-listed-order.yaml"
    res = resolve(load_scenario(str(path)))
    bob = next(st for st in res.steps if st.actor == "bob" and "assigns" in st.summary)
    assert "RB HP.2" not in bob.citations, bob


def test_which_units_take_damage_is_the_step_that_dealt_it() -> None:
    # "Which units take damage?" of "deal 2 to each unit there": both, not the first one
    assert_lead("riftbound/each-there/deal-damage-to-each-unit-there.yaml",
                "At step 5, Tremor (tremor) resolves: deals 2 damage to Stone Warden (warden), 2 "
                "damage to Trainee Squire (near)")


def test_how_her_damage_is_assigned_is_the_step_that_dealt_it() -> None:
    # "How is her damage assigned?" (a possessive before "damage", not only "the"): the combat
    # damage step, not the cleanup that healed the attacker afterwards
    assert_lead("riftbound/combat/tank-takes-lethal-first.yaml",
                "At step 15, combat damage is dealt simultaneously: 2 to Small Golem (golem), 4 "
                "to Guard (guard), 5 to Brute (brute)")
