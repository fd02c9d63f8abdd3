"""Vandaria Wars, audit 50: probes as a judge at a table would bring them
(scenarios/vandaria-wars/rulings-audit50), and audit 48's two citation leftovers: a destruction
by an amount read as it resulted, a card that stays in play though its honor requirement is no
longer met, a second Oath of Light allowed under VW HP.10 and an Option- with no target that
still results."""
from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.question_language import language_of

from ..helpers import BUNDLED, file_without_expect, lead_asked_anew, lead_of, resolved_json

AUDIT = BUNDLED / "vandaria-wars" / "rulings-audit50"
AUDIT48 = BUNDLED / "vandaria-wars" / "rulings-audit48"
RALLY = AUDIT / "amount-counted-after-a-control-change-above-it.yaml"
BOUNTY = AUDIT / ("gold-skill-triggered-mid-register-feeds-the-amount-below-it-asked-in-"
                  "indonesian.yaml")
WHEEL = AUDIT / ("triggered-option-gaining-gold-results-at-once-mid-register-asked-in-"
                 "indonesian.yaml")
VW = BUNDLED / "vandaria-wars"
VOLLEY = VW / "rulings-audit8" / "amount-read-as-it-results-after-a-draw.yaml"
GUARD = AUDIT / "honor-lost-after-the-summon-resulted-card-stays-asked-in-indonesian.yaml"
PALADIN = VW / "rulings" / "honor-lost-after-summoning-summon-still-results.yaml"
CAPTAIN = VW / "rulings" / "faction-source-gone-summon-still-results.yaml"
OATH = AUDIT48 / "honor-threshold-second-oath-allowed-asked-in-indonesian.yaml"
ORDERS = AUDIT48 / ("option-2-without-a-target-results-though-a-follower-was-recalled-asked-in-"
                    "indonesian.yaml")


@pytest.mark.parametrize("path", [RALLY, BOUNTY, WHEEL, VOLLEY], ids=lambda p: p.stem[:40])
def test_a_destruction_by_an_amount_read_as_it_resulted_cites_that_reading(path: Path) -> None:
    """"Is Sample Knight destroyed?" of a Knight Rally Cry dealt 3, the number of Followers
    Alice controlled as it resulted (her Coup, above it, gave her a third): the lead cited only
    lethal damage (VW HP.7), though the amount read as it results (VW REG.1.c) decided it, as it
    decides the No of a Knight that survives ("... has 2 damage, when Rally Cry results")."""
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("Yes — "), lead["fact"]
    assert " is destroyed at step " in lead["fact"], lead["fact"]
    assert lead["citations"] == ["VW HP.7", "VW REG.1.c"]


def test_a_destruction_by_a_fixed_amount_cites_lethal_damage_alone() -> None:
    """Gun Shot's 3 damage is no amount read as it results: its destruction of the Militia
    (the second fact of the Bounty Board probe) cites lethal damage alone."""
    facts = resolved_json(BOUNTY)["answer"]
    militia = next(f for f in facts if f["subject"] == "militia.zone")
    assert militia["citations"] == ["VW HP.7"]


@pytest.mark.parametrize(("path", "reason"), [
    (GUARD, "Honor Guard requires 2 honor; alice has 0"),
    (PALADIN, "Paladin requires 3 honor; alice has 1"),
    (CAPTAIN, "Order Captain requires the Order faction, which alice does not have"),
], ids=["guard", "paladin", "captain"])
def test_a_card_summoned_whose_requirement_is_no_longer_met_says_why_it_stays(
        path: Path, reason: str) -> None:
    """"Apakah Honor Guard tetap di field?" after Bob's Disgrace took Alice's honor: the lead
    said only that it entered the field (VW REG.1.e), and no note said that its honor
    requirement was no longer met (only a faction requirement was looked at under VW HP.16's
    default); it stays because requirements are checked only as a card is summoned (VW HP.16),
    which the lead now says and cites, then the rule it keeps to (VW REG.13.a: requirements
    are checked on summoning; audit 60: not VW REG.1.e, which says only when it entered)."""
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("Yes — "), lead["fact"]
    assert f"it no longer meets its requirements ({reason}), but they are checked only as a " \
        "card is summoned: it stays in play" in lead["fact"], lead["fact"]
    assert lead["citations"] == ["VW HP.16", "VW REG.13.a"]


def test_honor_paid_as_a_cost_is_not_read_again(tmp_path: Path) -> None:
    """Under VW HP.10 `spent` honor is paid as the card is summoned, a cost settled then: the
    honor a player has afterwards asks nothing of the card (no note, the lead as before)."""
    path = tmp_path / GUARD.name
    path.write_text(GUARD.read_text(encoding="utf-8").split("\nexpect:")[0] +
                    "\npolicies: {honor.model: spent}\n", encoding="utf-8")
    lead = lead_of(resolved_json(path))
    assert "no longer meets its requirements" not in lead["fact"], lead["fact"]


def test_a_second_oath_allowed_under_the_honor_threshold_cites_the_requirement() -> None:
    """Audit 48's honor probe (and audit 49's leftover): the second Oath of Light is allowed
    because its honor requirement, checked as it is summoned (VW REG.13.a), reads honor as a
    threshold (VW HP.10); the lead cited VW REG.15.a (an Action may answer) before VW HP.10."""
    lead = lead_of(resolved_json(OATH))
    assert lead["fact"].startswith("Yes — Action 2 (alice summons Oath of Light) is allowed")
    assert lead["citations"] == ["VW REG.13.a", "VW HP.10"]


def test_an_option_with_no_target_still_results_cites_the_option_chosen() -> None:
    """Audit 48's Option-2 probe: Field Orders' Option-2 (a draw), chosen as it was registered
    (VW REG.14.b), aims at nothing Bob's answer could make illegal; the lead cited only the
    register's order (VW REG.4.b)."""
    lead = lead_of(resolved_json(ORDERS))
    assert lead["fact"].startswith("Yes — Field Orders (orders) results at step 12"), lead["fact"]
    assert lead["citations"] == ["VW REG.14.b", "VW REG.4.b"]


SHRINE = AUDIT / "two-players-skills-prevention-below-the-damage-in-the-new-register.yaml"
PRAYER = VW / "rulings-audit26" / "prayer-below-gun-shot-results-too-late.yaml"


@pytest.mark.parametrize(("path", "gone", "order"), [
    (SHRINE, "at step 19, Shelter (shrine.shelter) does not result: its target Trader Male "
             "(trader) has left play", "VW HP.5"),
    (PRAYER, "at step 12, Prayer (prayer) does not result: its target Trader Male (trader) has "
             "left play", "VW REG.4.b"),
], ids=["new-register", "register"])
def test_a_prevention_below_the_damage_says_it_came_too_late(
        path: Path, gone: str, order: str) -> None:
    """"Does Trader Male survive?" of a Trader Male whose prevention waited below the damage:
    Bob's Grudge, above Alice's Shelter in the new register both opened (VW HP.5: the active
    player's skills go in first), or Alice's Gun Shot answering Bob's Prayer (VW REG.4.b). The
    lead cited lethal damage alone (VW HP.7) and did not say that the prevention aimed at it
    then did not result, its target gone (VW REG.8.b): the order decided it."""
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("No — Trader Male (trader) is destroyed at step "), lead["fact"]
    assert gone in lead["fact"], lead["fact"]
    assert lead["citations"] == ["VW HP.7", order]


RALLY48 = AUDIT48 / "amount-counted-as-it-results-after-an-answer-asked-in-indonesian.yaml"
SCENE = ("Alice punya 3 Follower dan men-summon Rally Cry ke Sample Knight milik Bob (HP 3). Bob "
         "merespon dengan Gun Shot ke Trader Male milik Alice. ")


@pytest.mark.parametrize("asked", [
    "Apakah Sample Knight masuk graveyard?",
    "Apakah Sample Knight masuk ke graveyard?",
    "Does Sample Knight go to the graveyard?",
    "Is Sample Knight put into the graveyard?",
    "Is Sample Knight in the graveyard?",
])
def test_the_graveyard_asked_of_a_card_that_stayed_is_no(tmp_path: Path, asked: str) -> None:
    """Audit 49's and asked1's leftover: "Does X go to the graveyard?" of a Knight that stayed
    on the field (Rally Cry dealt it 2, not lethal to its 3 HP) had no No: the fact said only its
    damage, the field that changed, so the reader of the zone asked never saw its zone (a
    judge's own file: no `expect:` naming its zone)."""
    lead = lead_asked_anew(file_without_expect(RALLY48, tmp_path), SCENE + asked, tmp_path)
    assert lead["fact"].startswith("No — Sample Knight (knight) is still on the field and has 2 "
                                   "damage"), lead["fact"]


def test_the_graveyard_asked_of_a_card_destroyed_is_still_yes(tmp_path: Path) -> None:
    """Its twin of the Trader Male Gun Shot destroyed."""
    lead = lead_asked_anew(file_without_expect(RALLY48, tmp_path),
                           SCENE + "Apakah Trader Male masuk graveyard?", tmp_path)
    assert lead["fact"].startswith("Yes — Trader Male (trader) is destroyed at step 11"), \
        lead["fact"]


@pytest.mark.parametrize(("asked", "said"), [
    ("Sample Knight hancur?", "No — Sample Knight (knight) is still on the field"),
    ("Trader Male hancur?", "Yes — Trader Male (trader) is destroyed at step 11"),
    ("Trader Male mati?", "Yes — Trader Male (trader) is destroyed at step 11"),
    ("Sample Knight selamat?", "Yes — Sample Knight (knight) is still on the field"),
])
def test_an_indonesian_question_without_apakah_is_read(
        tmp_path: Path, asked: str, said: str) -> None:
    """Asked1's leftover: "X hancur?" as players say it, without "Apakah", was not taken as
    Indonesian (no question word), so it was left unread: no Yes or No."""
    assert language_of(SCENE + asked) == "id"
    lead = lead_asked_anew(file_without_expect(RALLY48, tmp_path), SCENE + asked, tmp_path)
    assert lead["fact"].startswith(said), lead["fact"]


@pytest.mark.parametrize("question", [
    "Is Trader Male destroyed?",
    "Alice's Sample Knight (Korbankan 1 Follower) survives?",
    "Does the hancur counter stay?",
])
def test_an_english_question_stays_english(question: str) -> None:
    """Only the Indonesian word ending the question marks it: an English one, a card's
    Indonesian text quoted in it or a word inside it leaves it English."""
    assert language_of(question) == "en"


TAX = AUDIT / "trigger-bayar-1-gold-that-cannot-be-paid-asked-in-indonesian.yaml"
TAX_SCENE = ("Alice punya Tax Office dan memakai Gun Shot ke Sample Militia milik Bob dengan 2 "
             "gold terakhirnya. ")


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does Levy result?", "No"),
    ("Apakah Levy result?", "No"),
    ("Does Tax Office's skill result?", "No"),
    ("Apakah skill Tax Office result?", "No"),
    ("Does Levy trigger?", "Yes"),
])
def test_a_skill_that_triggered_but_could_not_be_paid_does_not_result(
        tmp_path: Path, asked: str, verdict: str) -> None:
    """"Does Levy result?" of Tax Office's skill, whose "Bayar 1 gold. Jika demikian" Alice
    could not pay as it triggered (VW REG.14.a): it was never registered, so it never results.
    The question led with the Militia's destruction and had no Yes or No: no fact is of the
    skill, which is no item."""
    lead = lead_asked_anew(file_without_expect(TAX, tmp_path), TAX_SCENE + asked, tmp_path)
    assert lead["fact"].startswith(f"{verdict} — at step 8, Tax Office (office)'s Levy triggered "
                                   "but its cost cannot be paid"), lead["fact"]
    assert lead["citations"][0] == "VW REG.14.a"


RAISE = AUDIT / "target-in-the-graveyard-moved-away-is-no-longer-legal-asked-in-indonesian.yaml"


def test_a_target_chosen_in_the_graveyard_that_moved_is_no_longer_legal() -> None:
    """Raise aims at a Follower in Alice's graveyard, which Bob's Exile puts on top of her deck
    first: Raise does not result, its target no longer legal (VW REG.8.a). The lead said so and
    cited VW REG.8.b, a target that left play, which a card in a graveyard never was in."""
    lead = lead_of(resolved_json(RAISE))
    assert lead["fact"].startswith("No — Raise (raise) does not result at step 11: its target "
                                   "Trader Male (g1) is no longer legal"), lead["fact"]
    assert lead["citations"] == ["VW REG.8.a"]
