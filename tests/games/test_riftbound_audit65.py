"""Riftbound audit 65: rules no bundled scenario cited, each ruled from the rules first and
asked as a judge would ask it, with and without its `expect:` block (a judge's own file has
none); and audit 64's leftovers: "May Alice decline to draw?" of Tithe's "pay [2] to draw 2"
was read as whether she may play Tithe (RB 444.2.b: she may decline to pay, and then draws
nothing), "What does the Deathknell do?" of one removed for want of a target led with the
spell that killed its card (RB 402.4), and Force of Will's "Can she play Snare of Thorns with
Arcane Echo?" gave the right fact with no No (FOW 906.2a)."""

from __future__ import annotations

import pytest

from ..helpers import first_lead_asked

AUDIT = "riftbound/rulings-audit65"
TITHE = ("riftbound/rulings-audit22/cost-within-instructions-declined-though-payable-buys-"
         "nothing.yaml")
REMOVED = "riftbound/rulings-audit29/deathknell-with-no-enemy-unit-is-removed.yaml"
WIPED = "rulings-audit65/both-sides-wiped-out-nobody-loses-the-combat.yaml"
ECHO = "force-of-will/rulings-audit68/free-play-does-not-play-an-untriggered-trigger-card.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "May Alice decline to draw?",
    "Can she decline to draw?",
    "Can Alice refuse to draw 2?",
])
def test_declining_what_a_payment_buys_is_declining_the_payment(asked: str,
                                                                 expect: bool) -> None:
    """"May Alice decline to draw?" of Tithe's "pay [2] to draw 2", declined: Yes, she may
    decline to pay, and then its draw does not happen (RB 444.2.b), not "Yes — Action 1 (alice
    plays Tithe) is allowed" (whether she may play it, not asked)."""
    lead = first_lead_asked(TITHE, asked, expect=expect)
    assert lead.sentence.startswith("Yes — alice may decline to pay, and then its draw "
                                    "instruction does not happen: at step 4, Tithe (tithe) "
                                    "resolves: alice declines to pay 2 Energy"), lead.sentence
    assert lead.citations[0] == "RB 444.2.b", lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    None,
    "What does its Deathknell do?",
    "What does the Last Spark do?",
    "What does the trigger do?",
])
def test_a_removed_deathknell_says_what_became_of_it(asked: str | None, expect: bool) -> None:
    """"What does the Deathknell do?" of a Deathknell with no enemy unit to target: it is
    removed (RB 402.4), said by the step that removed it, not Heavy Blow's resolution nor the
    Acolyte's death (it never became an item, so no resolution says what it did)."""
    lead = first_lead_asked(REMOVED, asked, expect=expect)
    assert lead.sentence.startswith("At step 8, Ember Acolyte (acolyte)'s Last Spark triggered "
                                    "but has no legal target for an opponent's unit: it is "
                                    "removed"), lead.sentence
    assert lead.citations[0] == "RB 402.4", lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "Can she play Snare of Thorns with Arcane Echo?",
    "Does Arcane Echo play Snare of Thorns?",
    "Can Alice play Snare of Thorns?",
])
def test_a_card_an_effect_could_not_play_is_a_no(asked: str, expect: bool) -> None:
    """"Can she play Snare of Thorns with Arcane Echo?" of a [Trigger] card whose condition
    has not been met: No, by the resolution that says it is not played (FOW 906.2a); it gave
    the fact with no No."""
    lead = first_lead_asked(ECHO, asked, expect=expect)
    assert lead.sentence.startswith("No — at step 3: Arcane Echo (echo) resolves: Snare of "
                                    "Thorns (snare) is not played"), lead.sentence
    assert lead.citations[0] == "FOW 906.2a", lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    None,
    "Is Breaker countered?",
    "Was the ability cancelled?",
])
def test_a_trigger_left_unpaid_is_not_countered(asked: str | None, expect: bool) -> None:
    """"Is the ability countered?" of Breaker aimed at a Deflect unit, its Power declined: No,
    it left without joining the chain, which is no countering (RB 404.2.a first); it led with
    the Brute's resolution, with no Yes or No."""
    lead = first_lead_asked(f"{AUDIT}/trigger-unpaid-for-deflect-is-not-countered.yaml", asked,
                            expect=expect)
    assert lead.sentence.startswith("No — at step 5, Breaker (brute.breaker) would target a "
                                    "Deflect unit and alice does not pay 1 Power"), lead.sentence
    assert lead.citations[0] == "RB 404.2.a", lead.citations


@pytest.mark.parametrize("asked", ["Is Tidecaller Brute countered?"])
def test_the_unit_whose_trigger_was_left_unpaid_is_not_what_is_asked(asked: str) -> None:
    """The card whose trigger was left unpaid is asked of itself: it resolved."""
    lead = first_lead_asked(f"{AUDIT}/trigger-unpaid-for-deflect-is-not-countered.yaml", asked)
    assert lead.sentence.startswith("No — Tidecaller Brute (brute) resolves"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_the_draw_phase_draw_after_a_burn_out_cites_its_rule(expect: bool) -> None:
    """Alice's Main Deck empty in her Draw Phase: she burns out, then still draws 1 (RB
    315.4.b.2, RB 315.4.b.1); the draw cited only the Draw Phase's own draw (RB 315.4.a)."""
    lead = first_lead_asked(f"{AUDIT}/burn-out-in-the-draw-phase-then-still-draws.yaml",
                            expect=expect)
    assert lead.sentence.startswith("Spark Bolt (t1) ends in alice's hand, at step 3: alice "
                                    "draws 1 card"), lead.sentence
    assert lead.citations[:2] == ("RB 315.4.b.2", "RB 315.4.b.1"), lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked", "start"), [
    ("combat/attacker-alone-conquers.yaml", "Does Alice win the combat?",
     "Yes — alice, attacking, wins the combat at bf-a"),
    ("combat/attacker-alone-conquers.yaml", "Does Bob lose the combat?",
     "Yes — alice, attacking, wins the combat at bf-a"),
    ("combat/attacker-alone-conquers.yaml", "Does Bob win the combat?",
     "No — alice, attacking, wins the combat at bf-a"),
    ("combat/attacker-alone-conquers.yaml", "Does Alice lose the combat at bf-a?",
     "No — alice, attacking, wins the combat at bf-a"),
    (WIPED, None,
     "No — the combat at bf-a has no result at step 18, as neither player has units there"),
    (WIPED, "Does Alice win the combat?",
     "No — the combat at bf-a has no result at step 18, as neither player has units there"),
])
def test_a_player_asked_to_win_or_lose_a_combat(name: str, asked: str | None, start: str,
                                                expect: bool) -> None:
    """"Does Alice win the combat?" of a combat she won was a confident "No — nobody wins: the
    game goes on" without `expect:` (the game's winner read), and "Does Bob lose the combat?"
    led with his Energy: by the combat's result (RB 466.3.a-b; no result, RB 466.3.d: neither
    won nor lost)."""
    lead = first_lead_asked(f"riftbound/{name}", asked, expect=expect)
    assert lead.sentence.startswith(start), lead.sentence
    assert lead.citations[0].startswith("RB 466.3"), lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked", "start"), [
    (f"{AUDIT}/accelerate-not-paid-enters-exhausted.yaml", None,
     "No — at step 3, Charging Boar (boar) resolves: it enters the base, exhausted"),
    (f"{AUDIT}/accelerate-not-paid-enters-exhausted.yaml", "Does it enter the board ready?",
     "No — at step 3, Charging Boar (boar) resolves: it enters the base, exhausted"),
    (f"{AUDIT}/accelerate-not-paid-enters-exhausted.yaml", "Does the Boar enter exhausted?",
     "Yes — at step 3, Charging Boar (boar) resolves: it enters the base, exhausted"),
    ("riftbound/keywords/accelerate-enters-ready.yaml", "= Does the Boar enter exhausted?",
     "No — at step 3, Charging Boar (boar) resolves: it enters the base, ready"),
])
def test_how_a_unit_enters_is_its_state_as_it_entered(name: str, asked: str | None, start: str,
                                                      expect: bool) -> None:
    """"Does the Boar enter ready?" of a Boar played without its Accelerate was a confident
    "Yes — ... ends in alice's base and is exhausted" (whether it entered, read): by its
    state as it entered (RB 143.4; ready with Accelerate paid, RB 805.1.a)."""
    lead = first_lead_asked(name, asked, expect=expect)
    assert lead.sentence.startswith(start), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_a_banished_deathknell_unit_did_not_die_by_the_banish_rule(expect: bool) -> None:
    """A Deathknell unit banished by a spell: its Deathknell does not trigger, first because
    banishing is not killing (RB 427.2.a), then the game's rule that a card that never reaches
    the trash has no own-death trigger (RB 808.1.d.1, which alone was cited)."""
    lead = first_lead_asked(f"{AUDIT}/banished-deathknell-unit-does-not-die.yaml",
                            expect=expect)
    assert "it did not die, so its own death triggers do not trigger" in lead.sentence, \
        lead.sentence
    assert lead.citations[:2] == ("RB 427.2.a", "RB 808.1.d.1"), lead.citations


NOT_PAID = ("= Alice plays Charging Boar (Accelerate) for its 2 Energy and chooses not to pay the "
            "Accelerate cost. ")
PAID = "= Alice plays Charging Boar with Accelerate. "


@pytest.mark.parametrize(("name", "asked", "verdict"), [
    (f"{AUDIT}/accelerate-not-paid-enters-exhausted.yaml", f"{NOT_PAID}Does Alice pay for "
     "Accelerate?", "No"),
    (f"{AUDIT}/accelerate-not-paid-enters-exhausted.yaml", f"{NOT_PAID}Is the Accelerate cost "
     "paid?", "No"),
    (f"{AUDIT}/accelerate-not-paid-enters-exhausted.yaml", f"{NOT_PAID}Does Alice pay Power?", ""),
    (f"{AUDIT}/accelerate-not-paid-enters-exhausted.yaml", f"{NOT_PAID}Does Alice pay Energy?",
     "Yes"),
    ("riftbound/keywords/accelerate-enters-ready.yaml", f"{PAID}Does Alice pay for Accelerate?",
     "Yes"),
    ("riftbound/keywords/accelerate-enters-ready.yaml", f"{PAID}Does Alice pay Power?", "Yes"),
    ("riftbound/keywords/accelerate-enters-ready.yaml", f"{PAID}Does she pay 1 Power?", "Yes"),
])
def test_an_optional_cost_and_power_asked_of_a_payment(name: str, asked: str,
                                                       verdict: str) -> None:
    """"Does Alice pay for Accelerate?" of a Boar played without it was a confident "Yes" (the
    Energy she paid for the Boar read), and "Does Alice pay Power?" a "Yes" of that Energy, and
    a "No" of the Fury Power she paid with Accelerate: an optional cost named by its keyword is
    asked of its choice (RB 805.1.a); "Power" is every Power (Fury Power too); a resource the
    player's fact does not hold gives no Yes or No."""
    lead = first_lead_asked(name, asked)
    assert lead.verdict == verdict, lead.sentence
