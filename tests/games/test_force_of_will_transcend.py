"""The Transcend process (FOW 714) and card text reaching cards outside the game (FOW 322): what a
file must write, and the ways out of the field the CR is silent on (house policies). The
rulings themselves are pinned by scenarios/force-of-will/systems/transcend-*.yaml and
outside-the-game-*.yaml."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import assert_cites, ruling
from .test_force_of_will import fow

RITE = ("  Rite: {type: chant, cost: {fire: 1}, transcend: Elf, "
        "targets: [{type: resonator, controller: you}], effect: [{transcend: {target: $1}}]}\n")


def _transcended(then: str = "", regent: str = "Grove Regent", zone: str = "ruler_area",
                 more: str = "", decisions: str = "") -> str:
    return fow(f"""
objects:
  - {{id: regent, card: {regent}, owner: alice, zone: {zone}}}
  - {{id: scout, card: Antler Scout, owner: alice, zone: field}}
  - {{id: elder, card: Ascendant Elder, owner: alice, zone: outside_game}}
  - {{id: rite, card: Rite, owner: alice, zone: hand}}
{more}actions:
  - {{by: alice, do: play, card: rite, targets: [scout]}}
  - {{by: alice, do: pass}}
  - {{by: bob, do: pass}}
{then}{decisions}""", fire=3, cards=RITE + (
        "  Send: {type: chant, cost: {fire: 1}, targets: [{type: j_ruler}], "
        "effect: [{move_zone: {target: $1, to: ruler_area}}]}\n"
        "  Elf Lord: {type: j_ruler, traits: [Elf], stats: {atk: 500, def: 500}}\n"))


def test_a_card_asking_to_transcend_writes_the_instruction() -> None:
    """It was an exit 3 naming FOW 714; now the card key needs the instruction."""
    text = fow("objects: [{id: c, card: Rite, owner: alice, zone: hand}]\n", cards=(
        "  Rite: {type: chant, cost: {fire: 1}, transcend: Elf, "
        "effect: [{draw: {count: 1}}]}\n"))
    with pytest.raises(InputError, match=r"cards\.Rite\.transcend: .*transcend: \{target: \$1\}"):
        load_scenario_text(text, "f.yaml")


def test_the_transcend_instruction_needs_the_race() -> None:
    text = fow("objects: [{id: c, card: Rite, owner: alice, zone: hand}]\n", cards=(
        "  Rite: {type: chant, cost: {fire: 1}, targets: [{type: resonator}], "
        "effect: [{transcend: {target: $1}}]}\n"))
    with pytest.raises(InputError, match=r"cards\.Rite: .*`transcend: <race>`"):
        load_scenario_text(text, "f.yaml")


def test_a_decision_naming_a_card_that_cannot_be_revealed_is_an_error() -> None:
    with pytest.raises(InputError, match=r"decisions\.rite\.choices\.transcend: 'scout' is not"):
        ruling(_transcended(decisions="decisions:\n  rite: {choices: {transcend: scout}}\n"))


def test_transcending_stacks_the_cards() -> None:
    res = ruling(_transcended())
    objs = res.final["objects"]
    assert (objs["elder"]["zone"], objs["regent"]["zone"], objs["scout"]["zone"]) == \
        ("field", "stacked", "stacked")
    assert_cites(res, "FOW 714.3b")


def test_a_transcended_j_ruler_sent_to_the_ruler_area_is_taken_apart_by_default() -> None:
    """It was an exit 3 (1010.1 and 1205.4 say what becomes of the stack only when destroyed or
    at DEF 0); house policy FOW HP.23 `as-destroyed` takes it apart as 1010.1 does."""
    text = _transcended("""  - {by: alice, do: play, card: send, targets: [elder]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", more="  - {id: send, card: Send, owner: alice, zone: hand}\n")
    res = ruling(text)
    objs = res.final["objects"]
    assert (objs["elder"]["zone"], objs["regent"]["zone"], objs["scout"]["zone"]) == \
        ("outside_game", "ruler_area", "expelled")
    assert_cites(res, "FOW HP.23")


def test_transcending_with_a_j_ruler_without_a_ruler_side_stacks_it() -> None:
    """It was an exit 3; 1010.1 and 1205.4 say how such a stack is taken apart."""
    res = ruling(_transcended(regent="Elf Lord", zone="field"))
    objs = res.final["objects"]
    assert (objs["elder"]["zone"], objs["regent"]["zone"]) == ("field", "stacked")


@pytest.mark.parametrize(("tournament", "cited", "not_cited"), [
    ("", "FOW 322.1b", "FOW 322.1a"),
    ("state: {tournament: false}\n", "FOW 322.1a", "FOW 322.1b"),
])
def test_which_cards_are_outside_the_game(tournament: str, cited: str, not_cited: str) -> None:
    """FOW 322.1a-322.1b: the sideboard in a tournament (the default), else the collection."""
    res = ruling(tournament + fow("""
objects:
  - {id: k, card: Knight, owner: alice, zone: outside_game}
  - {id: f, card: Fetch, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: f, targets: [k]}
""", fire=1, cards=("  Fetch: {type: chant, cost: {fire: 1}, targets: [{type: resonator, "
                    "zone: outside_game}], effect: [{move_zone: {target: $1, to: hand}}]}\n")))
    assert res.final["objects"]["k"]["zone"] == "hand"
    assert cited in res.citations
    assert not_cited not in res.citations


def test_no_chase_names_an_ability_of_the_card() -> None:
    """FOW 1008.2, 502.1b: `no_chase:` names abilities the card has."""
    text = fow("objects: [{id: c, card: Hush, owner: alice, zone: field}]\n", cards=(
        "  Hush: {type: resonator, stats: {atk: 100, def: 100}, no_chase: [Quiet], "
        "abilities: [{name: Loud, kind: activated, effect: [{draw: {count: 1}}]}]}\n"))
    with pytest.raises(InputError, match=r"cards\.Hush\.no_chase\[0\]: Hush has no ability"):
        load_scenario_text(text, "f.yaml")


def test_a_stack_transcended_on_a_reincarnation_stack_counts_every_card_below() -> None:
    """FOW 1165.3: the top J-ruler's `stacked` count is every card below it, the [Reincarnation]
    card's own card below too (714.3a stacks the resonator below the J/ruler's stack)."""
    from pathlib import Path

    path = Path(__file__).parents[2] / "scenarios" / "force-of-will" / "systems" / \
        "transcend-on-a-reincarnation-stack-destroyed.yaml"
    text = path.read_text()
    text = text[:text.index("  - {by: bob, do: play, card: doom")] + "expect: {}\n"
    text = text.replace("  - {by: alice, do: pass}\nexpect: {}", "expect: {}")
    objs = ruling(text).final["objects"]
    assert (objs["elder"]["zone"], objs["elder"]["stacked"]) == ("field", 3)
    assert {objs[o]["zone"] for o in ("reborn", "regent", "scout")} == {"stacked"}


def test_a_j_ruler_transcended_twice_is_taken_apart_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    """FOW 1010.1: destroyed, the top J-ruler and any J-ruler with no ruler side beneath it go
    outside the game face down, the J/ruler with a ruler side to the ruler area, every other card
    below is expelled. (A second Transcend process needs another turn, 714.4, which a scenario's
    actions cannot reach: the once-per-turn check is lifted here.)"""
    from judge.games.force_of_will import transcend

    monkeypatch.setattr(transcend, "_cannot_now", lambda t, player: None)
    text = _transcended("""  - {by: alice, do: play, card: rite2, targets: [scout2]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: doom, targets: [elder2]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", more=("  - {id: scout2, card: Antler Scout, owner: alice, zone: field}\n"
           "  - {id: elder2, card: Ascendant Elder, owner: alice, zone: outside_game}\n"
           "  - {id: rite2, card: Rite, owner: alice, zone: hand}\n"
           "  - {id: doom, card: Doom, owner: alice, zone: hand}\n"),
        decisions="decisions:\n  rite: {choices: {transcend: elder}}\n"
                  "  rite2: {choices: {transcend: elder2}}\n")
    text = text.replace("  Send:", "  Doom: {type: chant, cost: {fire: 1}, targets: [{type: "
                        "j_ruler}], effect: [{destroy: {target: $1}}]}\n  Send:")
    res = ruling(text)
    objs = res.final["objects"]
    assert [(objs[o]["zone"], objs[o].get("face_down")) for o in ("elder2", "elder")] == \
        [("outside_game", True)] * 2
    assert (objs["regent"]["zone"], objs["scout"]["zone"], objs["scout2"]["zone"]) == \
        ("ruler_area", "expelled", "expelled")
