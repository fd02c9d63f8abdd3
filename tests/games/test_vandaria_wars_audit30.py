"""Vandaria Wars, audit 30: audit 29's leftovers (the battle damage's step answers "Does the Fort
take damage?" of a Territory returned before it resulted; the second-payment reader), then the
guide's battle, lethal damage, turn, draw, enter/leave and "this turn" edges
(scenarios/vandaria-wars/rulings-audit30)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cli.main import cli

from ..helpers import lead_asked_anew as asked
from ..helpers import lead_of as lead
from ..helpers import resolved_json as ruled

ROOT = Path(__file__).resolve().parents[2]
AUDIT = ROOT / "scenarios" / "vandaria-wars" / "rulings-audit30"
AUDIT29 = ROOT / "scenarios" / "vandaria-wars" / "rulings-audit29"


def test_territory_returned_before_the_battle_damage_is_answered_by_the_battle_damage() -> None:
    """Audit 29's leftover: "Does the Fort take damage?" of a Territory returned to the hand
    before the battle damage resulted answered No by Abandon's step (VW REG.4.b): right, but the
    step that shows its share was not dealt (VW REG.9.a, HP.9) was not named, as the battle was
    not read as aimed at the card attacked (only at its attackers)."""
    fact = lead(ruled(
        AUDIT29 / "territory-attacked-returned-before-the-battle-damage-results.yaml"))
    assert fact["fact"].startswith("No — Sample Fort (fort) ends in bob's hand and has no damage, "
                                   "when Abandon (abandon) results at step 9; at step 10, Battle "
                                   "damage (combat) results:"), fact["fact"]
    assert "Sample Militia (militia)'s 2 to Sample Fort (fort) is not dealt" in fact["fact"]
    assert fact["step"] == 10
    assert fact["citations"] == ["VW REG.9.a", "VW HP.9"], fact["citations"]


@pytest.mark.parametrize("question", [
    "Does Alice have to pay for Gun Shot again?",
    "Does Alice pay twice for Gun Shot?",
    "Does Alice pay for Gun Shot twice?",
    "Does Alice pay an additional gold for Gun Shot?",
    "Does Alice pay for Gun Shot a second time?",
    "Does Alice pay again?",
    "Apakah Alice harus membayar ulang Gun Shot?",
    "Apakah Alice membayar Gun Shot dua kali?",
    "Apakah Alice membayar sekali lagi untuk Gun Shot?",
])
def test_a_second_payment_asked_in_more_words(question: str, tmp_path: Path) -> None:
    """Audit 29's leftover: the second-payment reader knew "another", "more", "again", "extra"
    and "a second" up to two words after "pay"; "pay for Gun Shot again", "pay twice", "an
    additional gold", "a second time" (and Indonesian "ulang", "dua kali", "sekali lagi") were
    answered "Yes — alice has 0 gold (from 1)", her gold afterwards. "Does Alice pay again?",
    naming no card, is asked of the one card she paid for."""
    fact = asked(AUDIT29 / "relic-cost-reduction-destroyed-after-the-action-was-paid.yaml",
                 question, tmp_path)
    assert fact["fact"].startswith("No — alice pays for Gun Shot (gs): 1 gold"), fact["fact"]
    assert fact["fact"].endswith("at step 2, and nothing more."), fact["fact"]
    assert fact["citations"] == ["VW REG.13.b"], fact["citations"]


@pytest.mark.parametrize("question", [
    "Does Alice pay gold for another card?",
    "Does Alice pay for Gun Shot, and does Bob pay again?",
])
def test_not_a_second_payment(question: str, tmp_path: Path) -> None:
    """"another" after "for" is another card, and "again" past "and" another clause: neither asks
    of a second payment of Gun Shot, so the answer is not "and nothing more"."""
    fact = asked(AUDIT29 / "relic-cost-reduction-destroyed-after-the-action-was-paid.yaml",
                 question, tmp_path)
    assert "nothing more" not in fact["fact"], fact["fact"]


def test_every_audit_30_scenario_holds() -> None:
    result = CliRunner().invoke(cli, ["test", str(AUDIT)])
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize(("name", "who", "distribution"), [
    # (audit 46: the battle damage's own step says why, the attacker's exhausting no longer
    # after it)
    ("territory-with-atk-does-not-strike-back", "Sample Militia (militia)",
     "is dealt nothing back: Watchtower (tower) is a Territory"),
    ("two-attackers-first-destroyed-in-answer-strike-back-not-redirected",
     "Sample Knight (knight)", "3 from Brute (brute) to Sample Militia (militia)) goes on top"),
])
def test_an_attacker_the_battle_gave_no_damage_is_answered_by_its_distribution(
        name: str, who: str, distribution: str) -> None:
    """"Does the Militia take damage?" of an attacker nothing struck back at (a Territory does
    not strike back; a Follower strikes back at the first attacker only: VW HP.9) said "has no
    damage" citing nothing, or led with another card's damage: the attack's distribution says
    why, under VW HP.9."""
    fact = lead(ruled(AUDIT / f"{name}.yaml"))
    assert fact["fact"].startswith(f"No — {who}"), fact["fact"]
    assert distribution in fact["fact"], fact["fact"]
    assert "VW HP.9" in fact["citations"], fact["citations"]


def test_a_draw_cut_short_by_an_empty_deck_says_so() -> None:
    """"Draw 2" with one card left said only "bob draws 1 card" (citing VW HP.17 with no word
    of it), and "Does Bob lose the game?" had no Yes or No ("Nobody wins: the game goes on")."""
    data = ruled(AUDIT / "draw-two-with-one-card-left-draws-it.yaml")
    step = next(s for s in data["steps"] if s["kind"] == "resolve")
    assert step["summary"].endswith("bob draws 1 card; bob's deck is empty: 1 more card is "
                                    "not drawn"), step["summary"]
    fact = lead(data)
    assert fact["fact"].startswith("No — nobody wins: the game goes on: at step 4, "), fact
    assert fact["citations"] == ["VW HP.17"], fact["citations"]


def test_nothing_drawn_from_an_empty_deck_says_the_card_not_drawn() -> None:
    data = ruled(ROOT / "scenarios" / "vandaria-wars" / "draw" /
                 "draw-from-empty-deck-does-nothing.yaml")
    step = next(s for s in data["steps"] if s["kind"] == "resolve")
    assert step["summary"].endswith("bob draws 0 cards; bob's deck is empty: 1 card is not "
                                    "drawn"), step["summary"]


def test_no_draw_as_a_turn_begins_cites_the_turn() -> None:
    """"Does Bob draw a card as his turn begins?" was "No — bob does not draw: Profit (b1) is
    still in bob's deck", citing nothing: his start phase's step and judge's turn (VW HP.1: no
    draw) say why."""
    fact = lead(ruled(AUDIT / "no-draw-as-a-turn-begins.yaml"))
    assert fact["fact"] == "No — bob does not draw: at step 5, bob's start phase begins.", fact
    assert fact["citations"] == ["VW HP.1"], fact["citations"]


@pytest.mark.parametrize("question", [
    "Does the Trader still have that damage when Bob's turn begins?",
    "Is the damage still on the Trader when Bob's turn begins?",
])
def test_damage_worn_off_asked_with_that_or_the_card(question: str, tmp_path: Path) -> None:
    """"... still have that damage ...?" and "... still on the Trader ...?" got no Yes or No
    (the readers knew "have damage", "have any damage" and "still on it")."""
    fact = asked(AUDIT / "damage-dealt-in-the-end-phase-wears-off-as-the-turn-ends.yaml",
                 "In Alice's end phase her Spark deals 1 damage to Bob's Trader Male. " + question,
                 tmp_path)
    assert fact["fact"].startswith("No — Trader Male (trader) is still on the field and has no "
                                   "damage, at step 9: damage removed"), fact["fact"]
    assert fact["citations"][0] == "VW OV.2.b", fact["citations"]


@pytest.mark.parametrize(("name", "question", "starts"), [
    ("enters-play-skill-of-a-follower-put-in-by-an-action-waits",
     "Does Alice draw before Gun Shot results?",
     "No — alice draws 1 card: Profit (a1) ends in alice's hand, when Tidings (herald.tidings) "
     "results at step 13, only after Gun Shot (shot) results at step 6."),
    ("leaves-play-skill-waits-below-the-rest-of-the-register",
     "Does Bob draw before Gun Shot results?",
     "No — bob draws 1 card: Profit (b1) ends in bob's hand, when Homeward (scout.homeward) "
     "results at step 13, only after Gun Shot (shot) results at step 6."),
    ("leaves-play-skill-waits-below-the-rest-of-the-register",
     "Does Homeward result before Gun Shot?",
     "No — Homeward (scout.homeward) results at step 13: bob draws 1 card, though its source "
     "Homing Scout (scout) is in bob's hand, only after Gun Shot (shot) results at step 6."),
])
def test_before_an_item_results_asks_when(name: str, question: str, starts: str,
                                          tmp_path: Path) -> None:
    """"Does Alice draw before Gun Shot results?" was "Yes — alice draws 1 card ... at step 13",
    though Gun Shot resulted at step 6: the skill that drew waited for a new register (VW
    REG.6.a-b). A "before <item> results" clause of a yes/no question asks when."""
    path = AUDIT / f"{name}.yaml"
    scene = re.search(r"question: >-\n((?:  .*\n)+)", path.read_text(encoding="utf-8"))
    assert scene is not None
    setup = " ".join(scene[1].split()).rsplit(". ", 1)[0] + "."
    fact = asked(path, f"{setup} {question}", tmp_path)
    assert fact["fact"] == starts, fact["fact"]
    assert fact["citations"][0] == "VW REG.6.a", fact["citations"]


def test_a_player_named_only_in_the_time_clause_is_not_asked_of(tmp_path: Path) -> None:
    """"How much gold does Bob have when Alice's turn begins?" led with Alice's gold: Alice is
    named only in the time clause that says when."""
    fact = asked(AUDIT / "start-of-turn-skill-triggers-only-on-its-controllers-turn.yaml",
                 "Bob's turn ends. How much gold does Bob have when Alice's turn begins?",
                 tmp_path)
    assert fact["subject"].startswith("bob"), fact


def test_one_follower_listed_twice_as_an_attacker_is_a_file_error(tmp_path: Path) -> None:
    """`attackers: [militia, militia]` attacked twice and dealt the Militia's 2 twice (4 to the
    Fort): a located file error now (every game's object lists)."""
    path = tmp_path / "twice.yaml"
    path.write_text(
        "game: vandaria-wars\nturn: {player: alice, phase: main}\n"
        "players: {alice: {gold: 0}, bob: {gold: 0}}\nobjects:\n"
        "  - {id: militia, card: Sample Militia, owner: alice, zone: field}\n"
        "  - {id: fort, card: Sample Fort, owner: bob, zone: field}\nactions:\n"
        "  - {by: alice, do: attack, attackers: [militia, militia], target: fort}\n",
        encoding="utf-8")
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    assert result.exit_code == 2, result.output
    assert "actions[0].attackers[1]: 'militia' is listed twice" in result.output, result.output


def test_take_damage_asked_without_expect_reads_the_cards_damage(tmp_path: Path) -> None:
    """"Does the Militia take damage?" of a file whose `expect:` does not name the Militia read
    only what changed on it (exhausted), had no Yes or No from it, and led with the Watchtower's
    2 damage instead."""
    path = AUDIT / "territory-with-atk-does-not-strike-back.yaml"
    text = re.sub(r"\nexpect:\n(?:  .*\n)+", "\n", path.read_text(encoding="utf-8"))
    copy = tmp_path / path.name
    copy.write_text(text, encoding="utf-8")
    fact = lead(ruled(copy))
    assert fact["fact"].startswith("No — Sample Militia (militia) has no damage"), fact["fact"]
    assert "VW HP.9" in fact["citations"], fact["citations"]


def test_an_attack_after_a_cannot_attack_this_turn_names_where_it_ended() -> None:
    """"May the Militia attack on Alice's next turn?" after Bob's "cannot attack this turn" was
    Yes by the attack's step alone (VW HP.9): that the restriction ended with Bob's turn (VW
    OV.2.b, HP.15) decides it."""
    fact = lead(ruled(
        AUDIT / "cannot-attack-this-turn-made-on-the-opponents-turn-is-over-by-hers.yaml"))
    assert fact["fact"].startswith("Yes — Action 10 (alice attacks) is allowed at step 18: "), \
        fact["fact"]
    assert fact["fact"].endswith("; at step 12, effects that last this turn end."), fact["fact"]
    assert fact["citations"] == ["VW OV.2.b", "VW HP.15"], fact["citations"]
