"""Force of Will's conditional-text keywords (conditional.py): a card lists the keyword and
writes the text after it with the keyword's condition, and the condition is read as the card is
played for its own instructions."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import ruling
from .test_force_of_will import fow


def test_a_conditional_keyword_without_its_condition_is_an_error() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Verse: {type: chant, keywords: [seal], "
                                         "effect: [{draw: {count: 1}}]}\n"), "f.yaml")
    assert any("cards.Verse.keywords" in str(p) and "{seal: ...}" in str(p)
               for p in err.value.problems)


def test_a_condition_without_its_keyword_is_an_error() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Verse: {type: chant, effect: [{draw: {count: 1}, "
                                         "if: {depths: true}}]}\n"), "f.yaml")
    assert any("add depths to its keywords" in str(p) for p in err.value.problems)


def test_the_played_text_is_kept_when_the_condition_stops_holding() -> None:
    """FOW 1134.2: [Null] is read as the card is played; a card Bob makes Alice draw before it
    resolves does not take the text away (an `if:` read on resolution would)."""
    res = ruling(fow("""
objects:
  - {id: palm, card: Palm, owner: alice, zone: hand}
  - {id: gift, card: Gift, owner: bob, zone: hand}
  - {id: top, card: Gift, owner: alice, zone: main_deck}
actions:
  - {by: alice, do: play, card: palm}
  - {by: alice, do: pass}
  - {by: bob, do: play, card: gift}
""", fire=1, cards="""  Palm: {type: chant, cost: {fire: 1}, keywords: ["null", quickcast],
         effect: [{gain: {life: 500}, if: {"null": true}}]}
  Gift: {type: chant, keywords: [quickcast], effect: [{draw: {count: 1, player: opponent}}]}
"""))
    assert list(res.resolved) == ["gift", "palm"]
    assert res.final["objects"]["top"]["zone"] == "hand"
    assert res.final["players"]["alice"]["life"] == 4500


def test_a_condition_the_rule_gives_whole_is_written_by_the_keywords_name() -> None:
    """FOW 1134.2: `if: "null"` is read as `{"null": true}` (the rule gives the condition); the
    text it marks is the card's to say, so a keyword with no marked text asks for the mark (and
    YAML's bare null is no condition at all: an error, never text without its condition)."""
    cards = """  Palm: {type: chant, cost: {fire: 1}, keywords: ["null"],
         effect: [{gain: {life: 500}, if: "null"}]}
"""
    res = ruling(fow("""
objects: [{id: palm, card: Palm, owner: alice, zone: hand}]
actions: [{by: alice, do: play, card: palm}]
then: resolve
""", fire=1, cards=cards))
    assert res.final["players"]["alice"]["life"] == 4500
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards=cards.replace('if: "null"', "if: null")), "f.yaml")
    assert any("got nothing (null)" in str(p) for p in err.value.problems)
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards=cards.replace(', if: "null"', "")), "f.yaml")
    assert any('mark that text `if: "null"`' in str(p) for p in err.value.problems)


def test_a_condition_that_reads_a_printed_value_needs_it_written() -> None:
    """FOW 1128.2: [Seal] reads the card's number, which its name alone does not give."""
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Verse: {type: chant, keywords: [seal], "
                                         "effect: [{draw: {count: 1}, if: seal}]}\n"), "f.yaml")
    assert any("the condition seal needs what it reads" in str(p) for p in err.value.problems)
