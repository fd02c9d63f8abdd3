"""A card's types as the ruling ends: `final.objects` gives `types` where an effect changed them
(a regalia mobilized into a resonator until end of turn, FOW 1129.3-1129.4), `expect:` may
pin them (its card's own where none changed them), and the answer reads "Is the Bulwark still a
resonator?" as a question about them. Before, `final.objects` had no types, so no file could
pin a type change and the answer said only the resolution, with no Yes or No."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario, resolve
from judge.engine.answer import GameSaid
from judge.engine.words import Words
from judge.games import find_game
from judge.record import replace
from judge.testing import run_file

from ..conftest import ROOT

KEYWORDS = ROOT / "scenarios/force-of-will/keywords"
ENDS = KEYWORDS / "mobilize-regalia-ends-at-end-of-turn.yaml"
THIS_TURN = KEYWORDS / "mobilize-regalia-is-a-resonator-this-turn.yaml"


def test_types_are_given_where_an_effect_changed_them_only() -> None:
    scenario = load_scenario(ENDS)
    mid = resolve(scenario, max_steps=4, keep_initial=False, answer=False)
    assert sorted(mid.final["objects"]["bulwark"]["types"]) == ["regalia", "resonator"]
    assert "types" not in mid.final["objects"]["sylvan"]  # its card's own: not repeated
    end = resolve(scenario, keep_initial=False, answer=False)
    assert "types" not in end.final["objects"]["bulwark"]  # a regalia only again (505.5b)


def test_expect_pins_types_in_any_order_and_reads_the_cards_own(tmp_path: Path) -> None:
    assert run_file(str(ENDS)).status == "pass"  # `types: [regalia]`: the card's own
    assert run_file(str(THIS_TURN)).status == "pass"  # `[resonator, regalia]`: any order
    wrong = tmp_path / "wrong.yaml"
    wrong.write_text(ENDS.read_text(encoding="utf-8").replace(
        "bulwark: {types: [regalia]}", "bulwark: {types: [regalia, resonator]}"),
        encoding="utf-8")
    out = run_file(str(wrong))
    assert out.messages == ["objects.bulwark.types: expected ['regalia', 'resonator'], "
                            "got ['regalia']"]


def test_a_type_the_game_lacks_is_a_located_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(ENDS.read_text(encoding="utf-8").replace(
        "bulwark: {types: [regalia]}", "bulwark: {types: [resonatr]}"), encoding="utf-8")
    out = run_file(str(bad))
    assert out.status == "error"
    assert out.messages[0].startswith(f"{bad}:")
    assert "expect.objects.bulwark.types[0]: unknown card type 'resonatr'" in out.messages[0]


@pytest.mark.parametrize(("question", "asked"), [
    ("Is the Bulwark still a resonator once her turn ends?", "resonator"),
    ("Is the Bulwark a resonator?", "resonator"),
    ("Does it stay a regalia?", "regalia"),
    ("Is Lyra a J-ruler now?", "j ruler"),
    ("Is the Knight destroyed by a resonator?", None),
    ("Does the resonator survive?", None),
    ("Is the Knight dealt damage by a J-ruler?", None),
])
def test_a_type_is_asked_after_is_a_not_after_a_preposition(question: str,
                                                            asked: str | None) -> None:
    said = GameSaid(Words(), find_game("force-of-will").vocab.card_types)
    found = said.type_asked.search(question)
    assert (found["type"].casefold().replace("-", " ") if found else None) == asked


@pytest.mark.parametrize(("path", "lead"), [
    (ENDS, "No — Treant Bulwark (bulwark) is a regalia card, at step 13: effects that last "
           "until end of turn end"),
    (THIS_TURN, "Yes — War Engine (engine) is a regalia and resonator card, when Mobilize "
                "(engine.mobilize) resolves at step 4"),
])
def test_the_answer_says_the_types_asked_with_and_without_expect(path: Path, lead: str) -> None:
    scenario = load_scenario(path)
    for which in (scenario, replace(scenario, expect=None)):
        first = resolve(which).answer[0]
        assert first.sentence.startswith(lead)


def test_the_board_and_a_policys_other_reading_say_the_types_in_the_games_words() -> None:
    from judge.lookup.variants import policy_variants
    from judge.render.text import object_state

    mid = resolve(load_scenario(THIS_TURN), max_steps=4, keep_initial=False, answer=False)
    assert "regalia/resonator" in object_state(mid.final["objects"]["engine"], mid.words)
    ordered = load_scenario(ROOT / "scenarios/force-of-will/rulings-audit21/"
                                   "ordered-resonator-whose-ruler-left-still-becomes-a-j-ruler.yaml")
    (variant,) = policy_variants(ordered, resolve(ordered))
    assert any("types resonator (instead of J-ruler)" in d for d in variant.differences)
