"""Riftbound audit 38: audit 37's "found, not fixed" (a Hunt that did not trigger, "Does Alice
predict?"), then the least pinned systems at their edges (cost discounts and their order,
split and Bonus Damage, the Expiration Step again, the mulligan, Legion, Repeat, the
multiplayer modes)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import leads_of, ruling, scenario_text

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit38"


@pytest.mark.parametrize(("name", "why"), [
    ("riftbound/rulings-audit21/hunt-unit-elsewhere-gains-nothing-for-a-conquer.yaml",
     "Hunt does not trigger for Trail Hound (hound): not at bf-b as alice conquers it"),
    ("riftbound/rulings-audit37/hunt-unit-killed-in-the-showdown-gains-no-xp.yaml",
     "Hunt does not trigger for Trail Hound (hound), which left bf-b before alice conquered "
     "it"),
    ("riftbound/rulings-audit38/hunt-unit-returned-to-hand-in-the-showdown-gains-no-xp.yaml",
     "Hunt does not trigger for Trail Hound (hound), which left bf-b before alice conquered "
     "it"),
])
def test_xp_not_gained_leads_with_why_hunt_did_not_trigger(name: str, why: str) -> None:
    """"Does Alice gain XP?" of a conquer her Hunt unit was not at (elsewhere, or killed in
    the showdown) led with the point she scored (RB 471.1): the note that Hunt did not
    trigger leads, with RB 383.4.c.2.a; a unit that left the battlefield has a note too."""
    lead = leads_of(ROOT / name)[0]
    assert lead.sentence.startswith("No — alice has ") and lead.sentence.endswith(why)
    assert lead.citations == ("RB 383.4.c.2.a",)


@pytest.mark.parametrize(("name", "step", "rule"), [
    ("vision-token-played-by-an-effect-predicts.yaml", 12, "RB 436.1"),
    ("vision-unit-killed-before-its-vision-resolves-still-predicts.yaml", 18, "RB 436.1"),
])
def test_does_alice_predict_is_answered_by_the_step_she_predicts(name: str, step: int,
                                                                 rule: str) -> None:
    """"Does Alice (still) predict?" led with the resolution order (RB 340.1) or her unit's
    death, without a Yes or No: "predict" is Riftbound's word (Words.player_verbs), read from
    the game's data, and the Vision step that says she predicts answers Yes."""
    lead = leads_of(ROOT / "riftbound/rulings-audit37" / name)[0]
    assert lead.verdict == "Yes" and lead.step == step
    assert "alice predicts 1" in lead.sentence and rule in lead.citations


def test_pay_for_it_reads_the_payment_of_that_object() -> None:
    """"Where is the Maul, and does Alice pay for it?" of a Weaponmaster whose unit was killed
    in answer said Yes, from the 3 Energy paid for the unit itself: nothing was paid for the
    Maul (RB 821.1.c.5), so No."""
    leads = leads_of(AUDIT / "weaponmaster-killed-in-answer-nothing-paid-for-the-equipment.yaml")
    assert [f.verdict for f in leads] == ["", "No"]
    assert "nothing is paid" in leads[0].sentence


@pytest.mark.parametrize(("name", "ids"), [
    ("riftbound/rulings-audit37/token-has-no-domain-until-a-copy-gives-it-one.yaml",
     ["double.token", "horn.sound.token"]),
    ("force-of-will/replacements/leaving-replaced-removed-instead.yaml",
     ["sentinel", "sprite"]),
    ("force-of-will/rulings-audit25/multi-strike-drain-triggers-for-each-hit.yaml",
     ["alice", "bob"]),
])
def test_the_two_tokens_asks_of_each(name: str, ids: list[str]) -> None:
    """"What Might have the two tokens?", "Where do the two resonators go?" led with one of
    them: a number of things asked of is each of them, and no more than that number lead (not
    the Ember Duelist the Reflection token copied)."""
    assert [f.subject.id for f in leads_of(ROOT / name)] == ids


@pytest.mark.parametrize(("name", "first"), [
    ("riftbound/rulings-audit36/played-check-another-siege-ram-counts.yaml", "RB 356.4"),
    ("riftbound/rulings/playing-a-hidden-card-satisfies-legion.yaml", "RB 812.1.c"),
    ("riftbound/rulings-audit11/increase-before-discount-reaches-zero.yaml", "RB 356.3"),
    ("force-of-will/keywords/linkage-one-attribute-less-per-card.yaml", "FOW 1166.2"),
    ("vandaria-wars/rulings-audit27/cost-worked-out-after-its-own-sacrifice-policy.yaml",
     "VW HP.51"),
])
def test_what_a_discounted_card_costs_cites_the_discount_first(name: str, first: str) -> None:
    """"What does the Ram cost?" of a payment a reduction changed led with the payment's own
    rule (RB 357.1) alone: what changed the cost (its play's cost-change, keyword or policy
    rule: RB 356.4, RB 812.1.c Legion, VW HP.51) is cited first, then the payment's."""
    lead = next(f for f in leads_of(ROOT / name) if " pays for " in f.sentence)
    assert lead.citations[0] == first, lead.citations


@pytest.mark.parametrize(("name", "said"), [
    ("rulings-audit38/bonus-damage-to-each-target-left-after-one-is-gone.yaml",
     "deals 3 damage to Stone Warden (warden) (2 + 1 Bonus Damage from Fire Sprite (sprite)) "
     "(illegal target skipped"),
    ("rulings-audit16/bonus-damage-of-two-sources-adds-up.yaml",
     "(1 + 3 Bonus Damage from Fiery Adept (adept), Flame Idol (idol))"),
])
def test_bonus_damage_to_one_target_is_not_said_to_each(name: str, said: str) -> None:
    """A deal action with one target (or one left, the other illegal) said its Bonus Damage
    went "to each target": that is said of several only (RB 715.2); one is RB 715.1."""
    res = ruling(scenario_text(ROOT / "riftbound" / name))
    text = " ".join(st.summary for st in res.steps)
    assert said in text and "to each target" not in text


def test_a_recycled_card_the_draws_leave_alone_is_dated_by_its_recycling() -> None:
    """Bob's mulligan recycled b1 to the bottom of his deck; his first draw took the one card
    above it, and the answer dated b1, now "the only card", by that draw: a card above it drawn
    does not move it, so the mulligan (RB 117) says where it is."""
    name = "mulligan-second-player-then-next-phase-draws-above-the-recycled.yaml"
    lead = leads_of(AUDIT / name)[0]
    assert lead.step == 5 and "bob mulligans" in lead.sentence
    assert lead.citations[0] == "RB 117.3"  # recycled (it cited RB 117.1-117.2, set aside, drawn)


def test_does_bob_predict_of_alices_vision_is_no() -> None:
    """"Does Bob predict?" of Alice's Vision, the chain empty as the ruling ends: No, by the
    step that says Alice predicted (the "predict" reader reads the player asked)."""
    lead = leads_of(AUDIT / "vision-is-the-controllers-prediction-not-the-opponents.yaml")[0]
    assert lead.verdict == "No" and "alice predicts 1" in lead.sentence


def test_pay_for_the_equipment_weaponmaster_attaches_is_yes() -> None:
    """Its Weaponmaster paid 1 Energy for the Maul as it resolved (RB 821.1.c.3): Yes, by
    that step, not the 3 Energy paid for the Adept."""
    leads = leads_of(AUDIT / "weaponmaster-pays-for-the-equipment-it-attaches.yaml")
    assert leads[1].verdict == "Yes" and "Weaponmaster (adept.weaponmaster)" in leads[1].sentence


@pytest.mark.parametrize("name", [
    "riftbound/2v2/burn-out-point-goes-to-the-opposing-team.yaml",
    "riftbound/modes/ffa3-burn-out-chooses-an-opponent.yaml",
    "riftbound/rulings-audit38/burn-out-twice-in-one-draw-gives-a-point-each-time.yaml",
])
def test_a_burn_out_point_cites_the_opponents_point(name: str) -> None:
    """A player's points after a Burn Out cited RB 431.1.a and RB 431.2.b (the trash
    recycled): the point an opponent gains is RB 431.2.c."""
    lead = next(f for f in leads_of(ROOT / name) if "points" in f.sentence)
    assert "RB 431.2.c" in lead.citations


def test_still_alive_is_asked_yes_or_no() -> None:
    """"Is the Squire still alive on Bob's turn?" led without Yes or No: "alive" asks whether
    it is still on the board, as "survive" does."""
    lead = leads_of(AUDIT / "expiration-step-heals-before-a-this-turn-buff-ends.yaml")[0]
    assert lead.verdict == "Yes" and "still in alice's base" in lead.sentence
