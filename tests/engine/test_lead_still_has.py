""""Does she still have that will in her main phase?" was answered "Alice has 0 fire ..." with
no No; "In Bob's turn, does the Warden still have damage, and has Alice the Energy?" led with
Alice's Energy, the second question's subject, and no answer about the Warden. "Has Alice the
Energy?" is a question of its own; "have damage" asks whether any is marked; "have that will",
"has he the gold" whether the player has any of the resource the game's word names."""

from .leads import leads


def test_still_have_that_will_is_no_with_its_clearance() -> None:
    first = leads("force-of-will/turn/recovery-phase-window-only-with-triggers.yaml")[0]
    assert first.sentence.startswith("No — alice has 0 fire, at step 12: will clearance")
    assert first.citations == ("FOW 503.4",)


def test_the_warden_first_then_her_energy() -> None:
    first, second = leads(
        "riftbound/rulings-audit17/expiration-step-again-heals-and-empties-the-pool.yaml")[:2]
    assert first.sentence.startswith("No — Stone Warden (warden) is still in alice's base and "
                                     "has no damage, at step 10: every unit is healed")
    assert "RB 317.2.b" in first.citations
    assert second.sentence.startswith("No — alice has 1 XP (from 0) and 0 Energy")


def test_has_he_the_gold_is_yes() -> None:
    first = leads("vandaria-wars/resources/gold-and-draw-skill-results-at-once.yaml")[0]
    assert first.sentence.startswith("Yes — bob has 1 gold (from 0), at step 2")
