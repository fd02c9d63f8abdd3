""""Does Bob take damage?" after his blocker took all of a [Pierce] attacker's damage was
answered "No — bob still has 4000 life", with no reason and no rule. A player's life or points
that stayed as they were now come with the step that says why: the replacement that prevented
the damage to them (FOW 910.2: the prevention applied first), an instruction for them that did
not happen (FOW 1152.2: [Union Seven] text that does not exist; FOW 903.3a: an illegal target
gives no information), or, asked of their life or damage after a battle, the battle's damage
step (FOW 1103.2: where [Pierce] sent the damage) or the step that ended it first (FOW 805.1: no
attacker left). A question about who took the damage, or how much life was lost, keeps its
own answer. A card nothing changed says likewise what left it alone: the resolution of what was
aimed at it (its instruction's condition not met), an amount read as 0, the battle it fought
in dealing no damage (FOW 806.2c: a warden attacked), or the battle it was attacked in dealing
its damage to a blocker instead (FOW 806.2a, FOW 1103.2b)."""

from __future__ import annotations

import pytest

from .leads import assert_lead, leads


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("force-of-will/keywords/pierce-unblocked-attack-on-a-resonator.yaml",
     "No — bob still has 4000 life: at step 18, battle damage ([Pierce] changes nothing: it is "
     "not blocked", ("FOW 1103.2",)),
    ("force-of-will/rulings-audit11/pierce-short-of-the-blockers-def-passes-nothing.yaml",
     "No — bob still has 4000 life: at step 19, battle damage ([Pierce]: of its 400 damage, 400 "
     "is assigned to Bramble Wall", ("FOW 1103.2a",)),
    # an attack at a warden deals it no damage and takes willpower counters (FOW 806.2c)
    ("force-of-will/wardens/attacking-a-warden-removes-willpower.yaml",
     "No — bob still has 4000 life: at step 18, battle damage: Ash Raider (raider) deals no "
     "damage to Keeper of the Ashen Gate (keeper), a warden", ("FOW 806.2c",)),
    # the warden attacked keeps its willpower: the blocker took the damage (FOW 806.2a), all
    # of it as [Pierce]'s controller assigned it (FOW 1103.2b)
    ("force-of-will/wardens/blocked-attack-at-a-warden-keeps-its-willpower.yaml",
     "Keeper of the Ashen Gate (keeper) is still in bob's ruler area and has 2 willpower "
     "counters: battle damage: Ash Raider (raider) deals 800 battle damage to Wall (wall)",
     ("FOW 806.2a",)),
    ("force-of-will/wardens/pierce-all-assigned-to-the-blocker-leaves-the-warden.yaml",
     "No — Keeper of the Ashen Gate (keeper) is still in bob's ruler area and has 3 willpower "
     "counters: battle damage ([Pierce]: of its 1500 damage, 1500 is assigned to Wall (wall)",
     ("FOW 1103.2b",)),
    ("force-of-will/rulings-audit10/attacker-taken-mid-battle-stops-attacking.yaml",
     "No — bob still has 4000 life: at step 21, there is no attacking J/resonator: the battle "
     "goes straight to its end", ("FOW 805.1",)),
    ("force-of-will/replacement-order/prevention-before-instead.yaml",
     "No — bob still has 4000 life: at step 13, 2 replacement effects apply", ("FOW 910.2a",)),
    ("force-of-will/keywords/union-seven-machine-needs-seven-different-names.yaml",
     "No — alice still has 3000 life: at step 6, Assembly Line (line) resolves: alice draws 1 "
     "card; its gain instruction does not happen", ("FOW 1152.2",)),
    # a will ability's resolution replaced by a draw (FOW 910.1)
    ("force-of-will/replacements/will-ability-resolution-replaced.yaml",
     "No — alice still has 0 fire: at step 2, Produce fire will (stone.produce-fire-will) would "
     "resolve; instead, alice draws 1 card", ("FOW 910.1",)),
    ("force-of-will/rulings/illegal-target-gives-no-information.yaml",
     "Bob loses no life (still 4000), when Retribution (retribution) resolves at step 11",
     ("FOW 903.3a",)),
])
def test_a_life_that_stayed_says_why(path: str, said: str, cites: tuple[str, ...]) -> None:
    assert_lead(path, said, cites)


@pytest.mark.parametrize(("path", "said"), [
    # "Who takes what damage?": the battle's damage step (tests/engine/test_lead_damage_dealt.py),
    # not a player's life the question does not ask
    ("force-of-will/battle/one-blocker-takes-the-damage.yaml",
     "At step 19, battle damage: Knight (knight) deals 500 battle damage to Stone Sentinel"),
    # "Who takes the damage?" of a refused [Protect]: Bob took it; Alice's life is not asked
    ("force-of-will/rest-replaced/protect-rest-replaced-is-refused.yaml",
     "At step 19, battle damage: Knight (knight) deals 500 battle damage to bob"),
])
def test_a_question_of_who_took_the_damage_is_not_a_life_kept(path: str, said: str) -> None:
    assert_lead(path, said)


@pytest.mark.parametrize(("path", "said", "cites"), [
    # the resolution of what was aimed at it, which does not name it: its instruction's
    # condition was not met (FOW 908.1)
    ("force-of-will/card-text/instruction-about-a-skipped-one.yaml",
     "No — Stone Sentinel (sentinel) is still on the field: Recall (recall) resolves: its move "
     "instruction does not happen: its condition", ("FOW 908.1",)),
    # an amount read as 0 (X is 0 when played without paying its cost; ATK read as 0)
    ("force-of-will/rulings-audit9/x-is-zero-when-played-without-paying.yaml",
     "Stone Sentinel (sentinel) is still on the field and has no damage: Fireburst (burst) "
     "resolves: deals 0 damage to Stone Sentinel (sentinel)", ()),
    ("vandaria-wars/rulings-audit15/source-recalled-skill-reads-it-as-it-is-policy.yaml",
     "No — Sample Knight (knight) is still on the field: Volley (archer.volley) results: deals 0 "
     "damage to Sample Knight (knight)", ("VW HP.42",)),
    # the battle it fought in dealt no damage (VW REG.9.a: its defender was destroyed first)
    ("vandaria-wars/rulings-audit7/attacker-shoots-the-defender-first-no-strike-back.yaml",
     "No — Sample Militia (militia) is still on the field and has no damage: Battle damage "
     "(combat) results: no battle damage is dealt", ("VW REG.9.a",)),
    # "would destroy ..., but a replacement effect applied instead": its "if you do" did not
    ("riftbound/card-text/if-you-do-kill-replaced.yaml",
     "No — Stone Warden (warden) has Might 4: Death Pact (pact) resolves: would destroy Warded "
     "Squire (squire), but a replacement effect applied instead", ("RB 359.3.e.14.b",)),
    # its own ability's instruction about what is asked did not happen (FOW 1116.2)
    ("force-of-will/rulings/evolution-counter-from-elsewhere-stops-it.yaml",
     "Larva (larva) has 1 evolution counter: Evolution (larva.evolution) resolves: its counter "
     "instruction does not happen", ("FOW 1116.2",)),
    ("riftbound/rulings/alone-condition-in-the-effect-checked-on-resolution.yaml",
     "No — Lone Prowler (prowler) has Might 3: Prey (prowler.prey) resolves: its stat change "
     "instruction does not happen", ("RB 383.2.b",)),
])
def test_a_card_nothing_changed_says_what_left_it_alone(
        path: str, said: str, cites: tuple[str, ...]) -> None:
    assert_lead(path, said, cites)


def test_a_battle_step_that_names_the_card_as_dealer_is_not_why_it_was_not_dealt_damage() -> None:
    # "Does the Duelist survive?" with [First Strike] against an [Explode] blocker: the normal
    # step's "no battle damage is dealt (Dawn Duelist already dealt its damage ...)" is of the
    # damage it dealt, not of why none was dealt to it. Why is that its [First Strike] damage
    # destroyed the Imp before the normal damage step (1105.2, 1204.1a: FOW audit 34; the lead
    # said nothing of why before)
    [first] = leads("force-of-will/rulings/explode-blocker-killed-by-first-strike.yaml")
    assert first.sentence == ("Yes — Dawn Duelist (duelist) is still on the field and has no "
                              "damage: at step 21, rule process: Powder Imp (imp) has damage "
                              "equal to or more than DEF: destroyed")
    assert first.citations == ("FOW 1105.2", "FOW 1204.1a")
