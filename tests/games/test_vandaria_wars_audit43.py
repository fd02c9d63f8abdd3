"""Vandaria Wars, audit 43: audit 42's leftovers (when an element cost is paid: VW HP.61; a
mode's own cost said in the game's words, "Option-1") and the guide's edges asked in Indonesian
and Thai (scenarios/vandaria-wars/rulings-audit43)."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import BUNDLED, lead_of, resolved_json, text_before_expect

AUDIT = BUNDLED / "vandaria-wars" / "rulings-audit43"
SPENT = AUDIT / ("element-spent-on-registering-ember-leaves-none-for-an-answer-asked-in-"
                 "indonesian.yaml")


def _exit_code(tmp_path: Path, text: str) -> tuple[int, str]:
    from click.testing import CliRunner

    from judge.cli.main import cli

    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    return result.exit_code, result.output


def test_an_element_cost_refused_cites_the_policy_that_pays_it_on_registering() -> None:
    """Ember's element was spent as it was registered, so Ward Spark in answer is refused. The
    guide's VW REG.13.b names the gold cost only: an element cost paid then is VW HP.61's
    reading, cited beside it and recorded as applied."""
    data = resolved_json(SPENT)
    lead = lead_of(data)
    assert lead["fact"].startswith("No — Action 4 (alice summons Ward Spark) is rejected")
    assert lead["citations"] == ["VW REG.13.b", "VW HP.61"]
    assert {"key": "costs.element", "id": "VW HP.61", "option": "on-registering"} in \
        data["policies"]
    paid = next(s for s in data["steps"] if s["kind"] == "cost")
    assert paid["citations"] == ["VW REG.13.b", "VW HP.61"]


VW = BUNDLED / "vandaria-wars"
ADDITIONAL = VW / "rulings" / "element-additional-cost-cannot-be-paid.yaml"
OPTION = VW / "rulings-audit17" / "option-element-cost-not-paid-with-gold.yaml"


@pytest.mark.parametrize("path", [
    SPENT,
    VW / "rulings-audit25" / "rune-summoned-with-exactly-enough-element.yaml",
])
def test_an_element_cost_is_not_ruled_under_not_ruled(tmp_path: Path, path: Path) -> None:
    """VW HP.61 `not-ruled`: judge stops on a card whose own cost asks for element (an Action
    refused for it, a Rune whose element is paid), naming the policy."""
    text = text_before_expect(path)
    text = text.replace("policies: {costs.element: on-registering}\n", "")
    text = text.replace("turn:", "policies: {costs.element: not-ruled}\nturn:", 1)
    code, output = _exit_code(tmp_path, text)
    assert code == 3, output
    assert "element" in output and "VW HP.61" in output


@pytest.mark.parametrize("path", [ADDITIONAL, OPTION])
def test_an_additional_element_cost_is_the_guides_under_either_option(tmp_path: Path,
                                                                      path: Path) -> None:
    """An additional cost ("Bayar 1 element. Jika demikian") or an Option-'s own one is paid
    on registering by the guide's own words (VW REG.14.a): refused alike under `not-ruled`,
    and VW HP.61 is neither cited nor applied."""
    for text in (text_before_expect(path), text_before_expect(path).replace(
            "turn:", "policies: {costs.element: not-ruled}\nturn:", 1)):
        path_ = tmp_path / "s.yaml"
        path_.write_text(text, encoding="utf-8")
        data = resolved_json(path_)
        lead = lead_of(data)
        assert "is rejected" in lead["fact"] and "VW REG.14.a" in lead["citations"]
        assert "VW HP.61" not in lead["citations"]
        assert all(p["id"] != "VW HP.61" for p in data["policies"])


def test_a_cost_without_element_neither_records_nor_cites_the_policy() -> None:
    """Gun Shot's gold cost is VW REG.13.b's own: VW HP.61 is neither cited nor applied."""
    data = resolved_json(BUNDLED / "vandaria-wars" / "rulings-audit42" /
                         "prayer-in-answer-results-first-trader-survives-asked-in-indonesian.yaml")
    assert all("VW HP.61" not in s["citations"] for s in data["steps"])
    assert all(p["id"] != "VW HP.61" for p in data["policies"])


BATTLE_ORDERS = VW / "rulings-audit42" / (
    "battle-orders-option-1-unaffordable-asked-in-indonesian-with-an-aside.yaml")
TOLL = VW / "triggered-options" / "option-cost-unpayable-chosen-unpaid-policy.yaml"


def test_a_modes_own_cost_refused_says_the_option_as_the_card_prints_it() -> None:
    """Battle Orders' "Option-1: Bayar 1 gold" refused was said "with the Option 1's own
    cost": the card prints "Option-1" (VW REG.14.b), so the game's words (Words.mode_named)
    say it so."""
    lead = lead_of(resolved_json(BATTLE_ORDERS))
    assert lead["fact"].endswith("alice cannot pay 2 gold (has 1), with Option-1's own cost.")


def test_a_mode_named_option_1_by_the_file_is_not_said_twice() -> None:
    """Toll's mode named "Option-1" in the file was said "the Option Option-1"."""
    lead = lead_of(resolved_json(TOLL))
    assert ": Option-1 was chosen without paying its own cost, as VW HP.46 lets it be" in \
        lead["fact"]
    assert "Option Option" not in lead["fact"]


@pytest.mark.parametrize(("lang", "said"), [
    ("id", "bersama cost Option-1 sendiri"),
    ("th", "เมื่อรวม cost ของ Option-1 เอง"),
])
def test_the_option_is_said_so_in_indonesian_and_thai(lang: str, said: str) -> None:
    """The translations keep the card's "Option-1" as the game term it is."""
    from click.testing import CliRunner

    from judge.cli.main import cli

    out = CliRunner().invoke(cli, ["resolve", "--lang", lang, str(BATTLE_ORDERS)]).output
    assert said in " ".join(out.replace("│", " ").split())


def test_a_game_that_names_no_mode_says_the_mode_and_its_name() -> None:
    """Force of Will and Riftbound print no mode names: a mode is still "the mode 1"."""
    from judge.engine.words import Words
    from judge.msg import phrase

    said = Words().mode_said("1")
    assert not isinstance(said, str) and phrase(said) == "the mode 1"


WAITING = AUDIT / ("militia-waiting-in-the-register-meets-no-order-requirement-asked-in-"
                   "indonesian.yaml")


@pytest.mark.parametrize("path", [
    WAITING, VW / "rulings" / "faction-not-met-by-a-follower-still-registered.yaml"])
def test_a_faction_card_waiting_in_the_register_is_said_not_in_play(path: Path) -> None:
    """Order Decree refused while Alice's Militia (Order) waits in the register said only that
    she "does not have" the faction: the card she counts on is not in play until it results (VW
    REG.1.e), which is now said and cited after VW REG.13.a; the faction is written as the
    guide names it (VW IN.2.b: Order)."""
    lead = lead_of(resolved_json(path))
    assert "requires the Order faction, which alice does not have (Sample Militia (militia) " \
        "is still in the register, waiting to result" in lead["fact"]
    assert lead["citations"] == ["VW REG.13.a", "VW REG.1.e"]


def test_an_action_card_of_the_faction_waiting_is_no_card_that_would_enter_play(
        tmp_path: Path) -> None:
    """An Action card never enters play (VW REG.12.b): one of the faction waiting in the
    register is not said as a card that will."""
    text = text_before_expect(WAITING).replace(
        "  - {id: militia, card: Sample Militia, owner: alice, zone: hand}",
        "  - {id: militia, card: Order Call, owner: alice, zone: hand}").replace(
        "cards:\n", "cards:\n  Order Call:\n    type: action\n    cost: {gold: 1}\n"
        "    traits: [order]\n    effect: [{draw: {count: 1}}]\n", 1)
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    lead = lead_of(resolved_json(path))
    assert "requires the Order faction" in lead["fact"]
    assert "still in the register" not in lead["fact"]
    assert lead["citations"] == ["VW REG.13.a"]


FORT = AUDIT / "militia-attacks-the-fort-takes-nothing-back-asked-in-indonesian.yaml"


@pytest.mark.parametrize("path", [
    FORT, VW / "rulings-audit30" / "territory-with-atk-does-not-strike-back.yaml"])
def test_an_attacker_a_territory_does_not_strike_back_is_said_why(path: Path) -> None:
    """"Does the Militia take damage from the Fort?" was answered "No — Sample Militia has no
    damage, as at the start: alice attacks ..." by the attack's distribution alone: the battle
    damage's step now says the attacker is dealt nothing back, as the attacked card is a
    Territory and only an attacked Follower strikes back (VW HP.9), and the lead is that step."""
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("No — Sample Militia (militia) has no damage, as at the "
                                   "start: Battle damage (combat) results: deals 2 damage to ")
    assert "Sample Militia (militia) is dealt nothing back: " in lead["fact"]
    assert "is a Territory, and only an attacked Follower strikes back" in lead["fact"]
    assert lead["citations"] == ["VW REG.9.a", "VW HP.9"]


def test_one_way_battle_says_nothing_of_striking_back(tmp_path: Path) -> None:
    """Under VW HP.9 `one-way` nothing strikes back: the Territory is not singled out."""
    text = text_before_expect(FORT).replace("turn:", "policies: {battle.strike_back: "
                                            "one-way}\nturn:", 1)
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    data = resolved_json(path)
    assert all("dealt nothing back" not in s["summary"] for s in data["steps"])


TITHE = AUDIT / "tithe-bell-gold-trigger-results-at-once-before-profit-asked-in-indonesian.yaml"


def test_an_item_resulting_only_after_a_gold_skill_says_so_with_its_rule() -> None:
    """"Does Profit result before the Tithe?" of a gold skill that triggered in the locked
    register and resulted at once (VW REG.10.b) was "No — Profit results at step 12: alice draws
    1 card (VW REG.4.b)": a skill named in "before ..." was never read. The No now says when the
    Tithe resulted, first, with the rule that made it result at once."""
    lead = lead_of(resolved_json(TITHE))
    assert lead["fact"] == ("No — Profit (profit) results at step 12: alice draws 1 card, only "
                            "after Tithe (bell.tithe) results at step 11.")
    assert lead["citations"] == ["VW REG.10.b", "VW REG.4.b"]


def test_the_tithe_asked_in_english_reads_the_same(tmp_path: Path) -> None:
    """The same question in English, a skill named after "before": the same No."""
    text = text_before_expect(TITHE)
    start, end = text.index("question: >-"), text.index("source:")
    path = tmp_path / "s.yaml"
    path.write_text(text[:start] + "question: Alice uses Profit and then Gun Shot. Does Profit "
                    "result before the Tithe?\n" + text[end:], encoding="utf-8")
    lead = lead_of(resolved_json(path))
    assert lead["fact"].startswith("No — Profit (profit) results at step 12")
    assert "only after Tithe (bell.tithe) results at step 11" in lead["fact"]
