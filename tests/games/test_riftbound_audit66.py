"""Riftbound audit 66: rules no bundled scenario cited, each ruled from the rules first, and the
leftovers of audit 65: "Does Alice draw?" of a Draw Phase draw after a Burn Out led with her
points (no card was in her deck as the ruling began), and of a skipped Draw Phase cited no
rule; "May Alice decline to pay?" of a Tithe she paid, or could not pay, led with "Yes — Action
1 (alice plays Tithe) is allowed" (whether she may play it), and "May Alice decline to
block?" did too; "Does Alice have focus?" outside a showdown gave no Yes or No (RB 313.5)."""

from __future__ import annotations

import pytest

from ..helpers import first_lead_asked

AUDIT = "riftbound/rulings-audit66"
PAID = "riftbound/rulings-audit20/cost-within-instructions-paid-with-a-rune.yaml"
SHORT = "riftbound/rulings-audit20/cost-within-instructions-unpaid-no-effect.yaml"
DECLINED = ("riftbound/rulings-audit22/cost-within-instructions-declined-though-payable-buys-"
            "nothing.yaml")


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["= Does Alice draw?", "= Does Alice still draw?",
                                   "= Does Alice draw a card?"])
def test_a_draw_phase_draw_after_a_burn_out_is_a_yes(asked: str, expect: bool) -> None:
    """Her Main Deck was empty: she burns out, then still draws (RB 315.4.b.2); it led with
    "Alice still has 3 points"."""
    lead = first_lead_asked(f"{AUDIT}/draw-phase-burn-out-then-still-draws.yaml", asked,
                            expect=expect)
    assert lead.sentence.startswith("Yes — alice draws 1 card: Trainee Squire (t1)"), \
        lead.sentence
    assert lead.citations[0] == "RB 315.4.b.2", lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_a_skipped_draw_phase_is_a_no_by_the_skip(expect: bool) -> None:
    """"Does Alice draw?" where her Draw Phase was skipped: No, by the step that skipped it and
    its rule (RB 443.2); it said only that her top card stayed, citing nothing."""
    lead = first_lead_asked(f"{AUDIT}/draw-phase-skipped-no-draw.yaml", "= Does Alice draw?",
                            expect=expect)
    assert lead.sentence.startswith("No — at step 16, alice's draw phase is skipped"), \
        lead.sentence
    assert "RB 443.2" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["= Does Alice have focus?", "= Does Alice hold focus?",
                                   "= Does Bob have focus?", "= Does Alice still hold focus?"])
def test_no_focus_outside_a_showdown_is_a_no(asked: str, expect: bool) -> None:
    """Nobody holds focus in a Neutral State (RB 313.5): No, citing it; it gave "Nobody holds
    focus." with no No and no rule."""
    lead = first_lead_asked(f"{AUDIT}/focus-none-outside-a-showdown.yaml", asked,
                            expect=expect)
    assert lead.sentence.startswith("No — nobody holds focus"), lead.sentence
    assert lead.citations == ("RB 313.5",), lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_focus_after_the_showdown_ended_is_a_no(expect: bool) -> None:
    lead = first_lead_asked(f"{AUDIT}/focus-gone-once-the-showdown-ends.yaml",
                            "= Does Alice have focus?", expect=expect)
    assert lead.sentence.startswith("No — nobody holds focus, at step 8"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "said"), [
    (PAID, "Yes — alice may decline it: at step 5, Tithe (tithe) resolves: alice pays 2 Energy"),
    (SHORT, "Yes — alice may decline it: at step 4, Tithe (tithe) resolves: alice cannot pay 2 "
            "Energy in full"),
])
def test_may_she_decline_to_pay_a_payment_she_made(name: str, said: str, expect: bool) -> None:
    """RB 444.2.b: the payment of a cost within instructions is hers to decline though it is
    not written "you may"; asked of one she paid (or could not pay), it led with the play of
    the card ("Yes — Action 1 (alice plays Tithe) is allowed")."""
    lead = first_lead_asked(name, "= May Alice decline to pay?", expect=expect)
    assert lead.sentence.startswith(said), lead.sentence
    assert lead.citations[0] == "RB 444.2.b", lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("name", [PAID, SHORT, DECLINED])
def test_decline_to_block_is_not_answered_by_the_play(name: str, expect: bool) -> None:
    """"May Alice decline to block?" of Tithe: the ruling has no block; the payment's
    resolution leads with no Yes or No, not "Yes — Action 1 (alice plays Tithe) is allowed"."""
    lead = first_lead_asked(name, "= May Alice decline to block?", expect=expect)
    assert lead.sentence.startswith("Tithe (tithe) resolves at step"), lead.sentence


def test_a_v13_tithe_decline_is_no_yes_by_the_play(tmp_path: object) -> None:
    """In v1.3 (no RB 444.2.b) "May Alice decline to pay?" finds no decline reader: the play
    allowed is said with no Yes (it was "Yes — Action 1 ... is allowed")."""
    import yaml

    from judge.app import load_scenario_text, resolve

    from ..helpers import BUNDLED

    data = yaml.safe_load((BUNDLED / PAID).read_text(encoding="utf-8"))
    data["edition"] = "v1.3"
    data["question"] = "May Alice decline to pay?"
    del data["expect"]
    res = resolve(load_scenario_text(yaml.safe_dump(data, sort_keys=False), str(BUNDLED / PAID)))
    lead = next(f for f in res.answer if f.lead)
    assert not lead.sentence.startswith(("Yes", "No")), lead.sentence


def _steps_citing(name: str, rule: str) -> list[str]:
    from ..helpers import BUNDLED, ruling

    res = ruling((BUNDLED / name).read_text(encoding="utf-8"))
    return [st.summary for st in res.steps if rule in st.citations]


@pytest.mark.parametrize(("name", "said"), [
    ("taken-unit-killed-goes-to-its-owners-trash.yaml", "has lethal damage and dies"),
    ("taken-unit-returned-goes-to-its-owners-hand.yaml", "Homeward Gust (gust) resolves"),
])
def test_a_taken_card_goes_to_its_owners_zone_by_rb_056_2(name: str, said: str) -> None:
    """A card Bob controls but Alice owns, killed or returned to hand, goes to Alice's zone
    (RB 056.2): the step that put it there cites it (it cited only the kill or the move)."""
    steps = _steps_citing(f"{AUDIT}/{name}", "RB 056.2")
    assert len(steps) == 1 and said in steps[0], steps


def test_an_own_unit_killed_cites_no_owner_zone_rule() -> None:
    """The edge: a unit killed under its owner's control goes to the same trash either way."""
    assert not _steps_citing(f"{AUDIT}/damage-equal-to-might-kills.yaml", "RB 056.2")


def test_a_card_with_nothing_to_do_still_resolves_by_rb_055_1() -> None:
    """Scorched Ground with no enemy unit resolves doing nothing (RB 055.1), its lead citing
    it; it cited only the damage rule."""
    lead = first_lead_asked(f"{AUDIT}/impossible-spell-still-resolves.yaml", expect=True)
    assert lead.sentence.startswith("Yes — Scorched Ground (scorch) resolves at step 5: "
                                    "nothing happens"), lead.sentence
    assert lead.citations[0] == "RB 055.1", lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does she burn out?", "Yes"), ("Does Alice burn out?", "Yes"), ("Does Bob burn out?", "No"),
])
def test_does_she_burn_out_is_told_by_the_burn_out(asked: str, verdict: str,
                                                   expect: bool) -> None:
    """"Does she burn out?" of a Draw Phase draw from an empty deck: by the Burn Out's step (RB
    431.1.a); it led "Nothing resolves" (audit 65's leftover)."""
    lead = first_lead_asked(f"{AUDIT}/draw-phase-burn-out-then-still-draws.yaml", asked,
                            expect=expect)
    assert lead.sentence.startswith(f"{verdict} — at step 2, alice must draw from an empty Main "
                                    "Deck: Burn Out"), lead.sentence
    assert lead.citations[0] == "RB 431.1.a", lead.citations


@pytest.mark.parametrize("asked", ["= Does anyone have focus?", "= Does anybody hold focus?"])
def test_does_anyone_have_focus_is_a_yes_or_no(asked: str) -> None:
    """"Does anyone have focus?": whether any player holds it (No outside a showdown, RB
    313.5); it gave the fact with no Yes or No."""
    lead = first_lead_asked(f"{AUDIT}/focus-none-outside-a-showdown.yaml", asked)
    assert lead.sentence.startswith("No — nobody holds focus"), lead.sentence


def test_an_allowed_hide_cites_the_discretionary_action() -> None:
    """"May she hide Veiled Trap?" allowed: the step cites RB 421.2 (hiding is a discretionary
    action) and RB 811.1.c.2 (no chain opens); it cited RB 421.1 and RB 811.1.c.1 only
    (audit 65's leftover)."""
    steps = _steps_citing("riftbound/rulings-audit65/hiding-in-a-neutral-open-state-is-"
                          "allowed.yaml", "RB 421.2")
    assert steps and "hides Veiled Trap" in steps[0], steps
    assert _steps_citing("riftbound/rulings-audit65/hiding-in-a-neutral-open-state-is-"
                         "allowed.yaml", "RB 811.1.c.2") == steps


@pytest.mark.parametrize(("name", "cited"), [
    ("riftbound/rulings-audit65/target-gone-its-instruction-skipped-the-draw-happens.yaml", True),
    (f"{AUDIT}/two-targets-one-gone-its-instruction-skipped.yaml", True),
    (f"{AUDIT}/damage-equal-to-might-kills.yaml", False),
])
def test_an_instruction_whose_every_target_is_gone_cites_rb_359_3_e_7(name: str,
                                                                       cited: bool) -> None:
    """RB 359.3.e.7: an instruction every target of which is illegal as its spell resolves is
    not carried out (it cited RB 359.3.e.5 alone, audit 65's leftover)."""
    assert bool(_steps_citing(name, "RB 359.3.e.7")) is cited


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "said", "rule"), [
    ("attacker-who-loses-the-combat-does-not-conquer.yaml", "bob wins the combat", "RB 466.3.a"),
    ("attacker-with-no-combat-result-does-not-conquer.yaml", "the combat has no result",
     "RB 466.3.d"),
])
def test_an_attacker_who_did_not_win_does_not_conquer(name: str, said: str, rule: str,
                                                       expect: bool) -> None:
    """"Does Alice conquer bf-a?" of a combat she attacked in and did not win: No by the
    combat's result (RB 466.3), not "alice still has 0 Energy" (audit 65's leftover)."""
    lead = first_lead_asked(f"{AUDIT}/{name}", expect=expect)
    assert lead.sentence.startswith(f"No — at step 18, combat at bf-a: {said}"), lead.sentence
    assert lead.citations[0] == rule, lead.citations


def test_a_negative_might_asked_as_had_is_not_said_no() -> None:
    """"Does Ember Thrower have -1 Might?" of a Thrower at Might -1 by Sap's -3: read as its
    Might it is Yes, as a change it has No; it was a confident "No" (found by the state
    property test as this round's new files moved its sample)."""
    name = "riftbound/rulings-audit9/negative-might-deals-no-damage.yaml"
    lead = first_lead_asked(name, "= Does Ember Thrower have -1 Might?")
    assert not lead.sentence.startswith(("Yes", "No")), lead.sentence
    lead = first_lead_asked(name, "= Does Ember Thrower still have -3 Might?")
    assert lead.sentence.startswith("Yes"), lead.sentence
