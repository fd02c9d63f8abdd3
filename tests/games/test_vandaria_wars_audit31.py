"""Vandaria Wars, audit 31: audit 30's leftovers (a draw of 0 from an empty deck under VW HP.17
`lose`, two skills of one name told apart by whose, a start-of-turn skill on the other player's
turn, "the Scout's Homeward"), asked in English and Indonesian; then the guide's costs paid while
a register is open, control and copies, "cannot" against an Action already registered, amounts
read as an item results and several replacement effects on one event
(scenarios/vandaria-wars/rulings-audit31)."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import lead_asked_anew as asked
from ..helpers import lead_of as lead
from ..helpers import resolved_json as ruled

ROOT = Path(__file__).resolve().parents[2]
AUDIT = ROOT / "scenarios" / "vandaria-wars" / "rulings-audit31"
AUDIT30 = ROOT / "scenarios" / "vandaria-wars" / "rulings-audit30"


@pytest.mark.parametrize("name", ["draw-zero-from-an-empty-deck-asked-in-indonesian-policy",
                                  "../rulings-audit30/draw-zero-from-an-empty-deck-loses-nothing-"
                                  "policy"])
def test_a_draw_of_zero_from_an_empty_deck_says_why_it_is_no_loss(name: str) -> None:
    """"Does Bob lose the game?" after "draw 1 for each Follower you control" read 0, under VW
    HP.17 `lose`, was "No — bob has not lost" citing nothing; the draw's step now says that no
    card was to be drawn, citing the policy ("Apakah Bob kalah dalam permainan?" read too)."""
    fact = lead(ruled(AUDIT / f"{name}.yaml"))
    assert fact["fact"].startswith("No — bob has not lost: at step 4, Muster Call (call) "
                                   "results: bob draws 0 cards; bob's deck is empty, but no "
                                   "card is to be drawn: that is not a loss"), fact["fact"]
    # (the count of Followers read as it results: VW REG.1.c)
    assert fact["citations"] == ["VW HP.17", "VW REG.1.c"], fact["citations"]


def test_a_draw_of_zero_under_the_default_policy_says_nothing_of_a_loss(tmp_path: Path) -> None:
    """Under VW HP.17 `nothing` no draw from an empty deck is a loss, so a draw of 0 says no
    more than it did."""
    text = (AUDIT30 / "draw-zero-from-an-empty-deck-loses-nothing-policy.yaml").read_text(
        encoding="utf-8").replace("policies: {draw.empty_deck: lose}\n", "")
    path = tmp_path / "zero.yaml"
    path.write_text(text, encoding="utf-8")
    steps = ruled(path)["steps"]
    assert not any("not a loss" in st["summary"] for st in steps), steps


NO_TITHE = ("No — no ability of Tax Hall (bhall) triggers: at step 5, alice's start phase "
            "begins; Tithe waits for bob's start phase.")


@pytest.mark.parametrize("question", [
    "Does Bob's Tithe trigger as Alice's turn begins?",
    "Does Bob's Tithe trigger?",
    "Does Bob's Tax Hall trigger?",
    "Apakah Tithe milik Bob trigger saat giliran Alice dimulai?",
    "Apakah Tax Hall milik Bob trigger?",
])
def test_bobs_start_of_turn_skill_on_alices_turn_is_no_by_her_phase(question: str,
                                                                    tmp_path: Path) -> None:
    """"Does Bob's Tithe trigger ...?" of two Tithes told apart by whose had no Yes or No, and
    with the Tithe that resulted in `expect:` was even "Yes — Tithe (ahall.tithe) triggers"
    (Alice's); "Does Bob's Tax Hall trigger?" was No citing nothing. Now No by the step that
    began Alice's start phase (VW HP.1), naming the phase Bob's Tithe waits for."""
    fact = asked(AUDIT / "bobs-tithe-does-not-trigger-as-alices-turn-begins.yaml",
                 "Bob's turn ends. Alice and Bob each have a Tax Hall. " + question, tmp_path)
    assert fact["fact"] == NO_TITHE, fact["fact"]
    assert fact["citations"] == ["VW HP.1"], fact["citations"]


@pytest.mark.parametrize("question", ["Does Alice's Tithe trigger?",
                                      "Apakah Tithe milik Alice trigger?"])
def test_alices_start_of_turn_skill_is_yes(question: str, tmp_path: Path) -> None:
    fact = asked(AUDIT / "bobs-tithe-does-not-trigger-as-alices-turn-begins.yaml",
                 "Bob's turn ends. Alice and Bob each have a Tax Hall. " + question, tmp_path)
    assert fact["fact"].startswith("Yes — Tithe (ahall.tithe) triggers at step 6"), fact["fact"]


@pytest.mark.parametrize(("question", "starts"), [
    ("Does the Scout's Homeward result before Gun Shot?",
     "No — Homeward (scout.homeward) results at step 13: bob draws 1 card, though its source "
     "Homing Scout (scout) is in bob's hand, only after Gun Shot (shot) results at step 6."),
    ("Apakah Homeward milik Scout result sebelum Gun Shot?",
     "No — Homeward (scout.homeward) results at step 13: bob draws 1 card, though its source "
     "Homing Scout (scout) is in bob's hand, only after Gun Shot (shot) results at step 6."),
    ("Does the Scout's Homeward trigger?",
     "Yes — Homeward (scout.homeward) triggers at step 5"),
])
def test_the_scouts_homeward_is_the_skill(question: str, starts: str, tmp_path: Path) -> None:
    """"the Scout's Homeward" was read as the Scout (its move), not the skill Homeward: the
    item reader allowed "the" or "X's" before a name, not both."""
    fact = asked(AUDIT / "the-scouts-homeward-results-only-after-gun-shot.yaml",
                 "Alice's Recall returns Bob's Homing Scout over her Gun Shot. " + question,
                 tmp_path)
    assert fact["fact"].startswith(starts), fact["fact"]


@pytest.mark.parametrize(("name", "starts"), [
    ("amount-of-damage-read-after-the-atk-lowered-in-answer",  # "does it survive?": Yes
     "Yes — Sample Knight (knight) is still on the field and has 1 damage, when Mirror Strike "
     "(strike) "
     "results at step 11; it has ATK 1 HP 3 (it had ATK 3 HP 3), when Humble (humble) results "
     "at step 10"),
    ("gold-read-as-the-action-results-after-gold-spent-in-answer",
     "At step 13, Gold Burst (burst) results: deals 2 damage to Sample Knight (knight) (read "
     "now: your gold = 2)"),
])
def test_an_amount_read_as_it_results_cites_that_nothing_happened_while_it_waited(
        name: str, starts: str) -> None:
    """Mirror Strike's "equal to its ATK" after Humble lowered it in answer led citing only VW
    REG.8.a (its target changed, still legal): the amount is read as the Action results, since
    nothing of a registered item happens while it waits (VW REG.1.c), which now decides it."""
    fact = lead(ruled(AUDIT / f"{name}.yaml"))
    assert fact["fact"].startswith(starts), fact["fact"]
    assert fact["citations"][0] == "VW REG.1.c", fact["citations"]


def test_a_replacements_own_instead_does_not_cite_the_register(tmp_path: Path) -> None:
    """What a replacement effect does instead ("exhaust it") is no registered item: its step
    does not cite VW REG.1.c, whatever it refers to."""
    steps = ruled(AUDIT / "two-guard-relics-one-destruction-replaced-once.yaml")["steps"]
    step = next(st for st in steps if st["kind"] == "replace")
    assert "VW REG.1.c" not in step["citations"], step


@pytest.mark.parametrize(("name", "squire", "drawn"), [
    ("destruction-replaced-by-a-return-then-the-leaving-replaced", "field", "hand"),
    ("destruction-replaced-by-a-return-not-replaced-again-policy", "hand", "deck"),
])
def test_what_an_instead_brings_about_is_replaced_again_by_policy(name: str, squire: str,
                                                                  drawn: str) -> None:
    """A Phoenix Squire's return to the hand instead of its destruction, watched by "if a
    Follower you control would leave play, draw 1 card instead": the Anchor replaced it without
    a word, and the Squire's step said "nothing happens". VW HP.55 names the reading now, cited
    where another replacement would apply to what an "instead" brings about."""
    data = ruled(AUDIT / f"{name}.yaml")
    final = data["final"]["objects"]
    assert (final["squire"]["zone"], final["b1"]["zone"]) == (squire, drawn)
    fact = lead(data)
    assert "VW HP.55" in fact["citations"], fact
    if squire == "field":
        assert fact["fact"].endswith("instead of Phoenix Squire (squire) being destroyed, what it "
                                     "would do is itself replaced."), fact["fact"]


@pytest.mark.parametrize(("name", "starts"), [
    ("gag-order-in-answer-asked-in-indonesian", "Yes — Gun Shot (shot) results at step 11"),
    ("warded-follower-taken-in-answer-asked-in-indonesian",
     "No — Mend (mend) does not result at step 11: its target Warded Squire (squire) is no "
     "longer legal"),
    ("honor-requirement-not-met-asked-in-indonesian",
     "No — Action 2 (alice summons Oath Strike) is rejected at step 3"),
    ("relic-taken-its-gold-skill-asked-in-indonesian",
     "Alice has 1 gold, at step 9: Dig (mine.dig) enters the register and results at once"),
])
def test_questions_asked_in_indonesian(name: str, starts: str) -> None:
    """"Apakah Gun Shot tetap result?" and "Siapa yang mendapat gold?" were left unread (the
    reader knew neither "tetap", still, nor "mendapat", gains); the others pin the Ya / Tidak."""
    fact = lead(ruled(AUDIT / f"{name}.yaml"))
    assert fact["fact"].startswith(starts), fact["fact"]


def test_indonesian_still_and_gain_are_read() -> None:
    from judge.engine.asked import in_english

    names = ["Gun Shot", "Alice", "Bob"]
    assert in_english("Apakah Gun Shot tetap result?", names) == "Does Gun Shot still result?"
    assert in_english("Siapa yang mendapat gold?", names) == "Who gains gold?"
    assert in_english("Siapa yang memperoleh prioritas?", names) == "Who gets priority?"


@pytest.mark.parametrize("question", ["Does the Trader take the Militia's damage?",
                                      "Does the Trader still take damage from the Militia?"])
def test_take_the_attackers_damage_is_a_yes(question: str, tmp_path: Path) -> None:
    """"Does the Trader take the Militia's damage?" had no Yes or No: the readers of "take
    damage" allowed "the", "its", "any" and "battle" before "damage", not a possessive."""
    fact = asked(AUDIT / "cannot-attack-given-in-answer-to-the-battle-damage.yaml",
                 "Alice's Militia attacks Bob's Trader Male; Bob answers with Halt on the "
                 "Militia. " + question, tmp_path)
    # (audit 32: led by the step that dealt the damage, VW REG.9.a, not the destruction after)
    assert fact["fact"].startswith("Yes — Trader Male (trader) is dealt 2 damage by Battle "
                                   "damage (combat) at step 10, and is destroyed at step 11"), \
        fact["fact"]
    assert "VW REG.9.a" in fact["citations"], fact


def test_a_cannot_summon_made_in_answer_says_it_does_not_undo_the_action_below() -> None:
    """"Does Gun Shot result?" after Gag Order in answer was Yes citing only VW REG.4.b: no step
    said that a restriction on summoning does not reach an Action summoned before it. A note
    says so now and the result cites VW REG.13.a (checked as it is summoned)."""
    data = ruled(AUDIT / "gag-order-in-answer-does-not-stop-the-gun-shot-below.yaml")
    fact = lead(data)
    assert fact["fact"].startswith("Yes — Gun Shot (shot) results at step 11"), fact["fact"]
    assert fact["citations"][0] == "VW REG.13.a", fact["citations"]
    notes = [f["message"] for f in data["findings"] if f["kind"] == "note"]
    assert "Gag Order (gag), made while Gun Shot waited, does not undo it: it was already " \
           "summoned" in notes, notes


def test_a_cannot_summon_without_a_zone_binds_the_hand() -> None:
    """A `forbid: {action: play}` whose `each` filter named no zone looked for the cards on the
    field, where none is summoned from: it bound nothing while its step said it did (Alice
    summoned Gun Shot after Gag Order). It names the cards wherever they are summoned from."""
    data = ruled(AUDIT / "cannot-summon-actions-binds-the-cards-in-the-hand.yaml")
    fact = lead(data)
    assert fact["fact"].startswith("No — Action 5 (alice summons Gun Shot) is rejected at step "
                                   "10: alice cannot summon Gun Shot (shot): Gag Order (gag) "
                                   "forbids it"), fact["fact"]
