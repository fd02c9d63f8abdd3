"""Vandaria Wars, audit 41: audit 40's leftovers (a stat set after an addition: VW HP.60, its
options followed by the engine's ordering switch, a static skill's "becomes" checked too) and
the card text's edges (scenarios/vandaria-wars/rulings-audit41)."""
from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import BUNDLED, lead_of, resolved_json, text_before_expect

AUDIT = BUNDLED / "vandaria-wars" / "rulings-audit41"
YOKE = AUDIT / "yoke-relic-summoned-after-a-blessing-sets-the-knight-to-atk-1.yaml"
REDUCE = AUDIT / "reduce-results-after-a-blessing-the-knight-ends-with-atk-1.yaml"


def _exit_code(tmp_path: Path, text: str) -> tuple[int, str]:
    from click.testing import CliRunner

    from judge.cli.main import cli

    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(cli, ["resolve", str(path)])
    return result.exit_code, result.output


def test_a_static_becomes_after_an_addition_follows_the_policy() -> None:
    """A Relic's static "every Follower's ATK becomes 1" arriving after a Blessing's +2 was
    read in the engine's order (settings first: ATK 3) with no rule or policy for it (audit 40
    looked at a resolving setting only). Under VW HP.60's default the later "becomes" stands,
    and the policy is cited where it decided."""
    data = resolved_json(YOKE)
    lead = lead_of(data)
    assert lead["fact"].startswith("Sample Knight (knight) has ATK 1 (it had ATK 3)")
    assert "VW HP.60" in lead["citations"]
    assert {"key": "stats.set_and_added", "id": "VW HP.60", "option": "timestamp"} in \
        data["policies"]


@pytest.mark.parametrize("path", [YOKE, REDUCE])
def test_a_setting_after_an_addition_is_not_ruled_under_not_ruled(tmp_path: Path,
                                                                   path: Path) -> None:
    """VW HP.60 `not-ruled`: judge stops, naming the stat and the policy that may choose, for
    a static skill's setting as for a resolving one."""
    text = text_before_expect(path).replace(
        "turn:", "policies: {stats.set_and_added: not-ruled}\nturn:", 1)
    code, output = _exit_code(tmp_path, text)
    assert code == 3, output
    assert "ATK is set after an addition to it began" in output
    assert "VW HP.60" in output


def test_a_setting_before_an_addition_does_not_cite_the_policy() -> None:
    """Reduce in answer to a Blessing results first: the setting comes before the addition,
    which reads the same under every option of VW HP.60, so the policy is neither recorded
    nor cited."""
    data = resolved_json(BUNDLED / "vandaria-wars" / "rulings-audit40" /
                         "reduce-in-answer-to-a-blessing-results-first-the-knight-ends-with-"
                         "atk-3.yaml")
    assert all("VW HP.60" not in s["citations"] for s in data["steps"])
    assert all(p["id"] != "VW HP.60" for p in data["policies"])


def test_a_value_made_up_settings_first_says_the_setting_first() -> None:
    """Where every setting applies before every addition (RB 477's layers), the made-up
    value said the parts in their timestamp order, "+3 Might from Steadfast ... and Might set
    to 2 by Shrink", which does not add up to 5 as read; the setting is said first."""
    lead = lead_of(resolved_json(BUNDLED / "riftbound" / "rulings-audit31" /
                                 "increased-to-5-after-a-set-in-layer-1-ends-at-5.yaml"))
    assert "Might 4 printed, Might set to 2 by Shrink (shrink) and +3 Might" in lead["fact"]


def test_a_restriction_whose_card_a_waiting_item_targets_cites_that_it_waits() -> None:
    """Gun Shot refused while the Shatter aimed at the Ward Totem waits: the Totem still forbids
    because nothing of the Shatter has happened yet (VW REG.1.c), which decides as much as the
    card's "cannot" (VW OV.1); the lead cited VW OV.1, VW HP.30 and did not say it."""
    lead = lead_of(resolved_json(BUNDLED / "vandaria-wars" / "rulings-audit40" /
                                 "ward-totem-waits-while-its-shatter-waits-gun-shot-refused.yaml"))
    assert lead["citations"][:2] == ["VW OV.1", "VW REG.1.c"]
    assert "Shatter (shatter), aimed at Ward Totem (totem), is still in the register" in \
        lead["fact"]


@pytest.mark.parametrize(("name", "says"), [
    ("order-decree-scene-with-a-negation-asked-in-thai", "Yes — "),
    ("order-decree-refused-without-the-faction-scene-negation-asked-in-thai", "No — "),
])
def test_a_thai_negation_in_the_scene_leaves_the_question_read(name: str, says: str) -> None:
    """"Alice ไม่มีการ์ด Order ในสนาม ... Alice ใช้ Order Decree ได้ไหม": the "ไม่" (not) of the
    scene before the question left it unread, no Yes or No; the question is its own sentence,
    opening with its subject."""
    assert lead_of(resolved_json(AUDIT / f"{name}.yaml"))["fact"].startswith(says)


def test_a_negation_in_the_thai_question_itself_is_still_not_read() -> None:
    """"Alice ใช้ Order Decree ไม่ได้ใช่ไหม" (Alice cannot use it, right?): the negation is the
    question's own, which judge does not read: no Yes or No."""
    from judge.engine.asked import in_english

    names = ("Alice", "Order Decree")
    assert in_english("Alice ใช้ Order Decree ไม่ได้ใช่ไหม", names) == \
        "Alice ใช้ Order Decree ไม่ได้ใช่ไหม?"  # (as written, the "?" Thai leaves out)
    assert in_english("Alice ไม่มีการ์ด Order ในสนาม Alice ใช้ Order Decree ได้ไหม", names) == \
        "Can Alice use Order Decree?"


@pytest.mark.parametrize(("name", "says"), [
    # "Bisakah Bob men-summon Sample Mine sebagai respon?": "sebagai respon" (as a response)
    ("summoning-a-relic-in-answer-refused-asked-in-indonesian", "No — "),
    # "Alice เลือก Option-1 ของ Storm Call ได้ไหม": "เลือก" (choose), "Option-1", and the
    # scene's last number ("ได้ element 1") not read as the question's subject
    ("element-from-a-rune-mid-register-pays-the-option-asked-in-thai", "Yes — "),
    # "... ตอบด้วย Sample Dispel Alice ได้ gold คืนไหม": the gold between "ได้" and "คืน" (get
    # back), after a scene ending with a card's name (not read as one subject with "Alice")
    ("option-gold-dispelled-alice-gets-no-gold-back-asked-in-thai", "No — "),
])
def test_a_question_asked_as_a_player_asks_it_gets_its_yes_or_no(name: str, says: str) -> None:
    """Two questions a player asks in Indonesian and Thai got no Yes or No, where the same
    question in English gets it."""
    assert lead_of(resolved_json(AUDIT / f"{name}.yaml"))["fact"].startswith(says)


@pytest.mark.parametrize(("path", "cites"), [
    # Chaos declared, no Order card in play: refused under both options of VW HP.11
    (AUDIT / "order-decree-refused-without-the-faction-scene-negation-asked-in-thai.yaml",
     ["VW REG.13.a"]),
    (BUNDLED / "vandaria-wars" / "rulings" / "faction-of-an-opponents-follower-does-not-count.yaml",
     ["VW REG.13.a"]),
    # `declared`, her own card of the faction in play: the default would have met it
    (BUNDLED / "vandaria-wars" / "summoning" / "faction-must-be-declared.yaml",
     ["VW REG.13.a", "VW HP.11"]),
])
def test_a_faction_refusal_cites_the_policy_only_where_its_options_part_ways(
        path: Path, cites: list[str]) -> None:
    """A faction requirement refused cited VW HP.11 (a card in play or a declared faction)
    wherever it was refused, though no card of the faction in play means both options refuse
    (11 bundled leads); as audit 40 left a met one uncited where the options agree."""
    assert lead_of(resolved_json(path))["citations"][:2] == cites
