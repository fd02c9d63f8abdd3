"""Force of Will audit 28 (scenarios/force-of-will/rulings-audit28/): automatic abilities,
"triggers only once per turn", rule processes, replacements and timing; what the scenarios'
expect cannot pin."""

from __future__ import annotations

from pathlib import Path

from tests.helpers import ruling

AUDIT = Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit28"


def _text(name: str) -> str:
    return (AUDIT / name).read_text(encoding="utf-8")


def test_once_per_turn_on_an_automatic_ability_is_ruled() -> None:
    """`each_turn` on a FOW automatic ability was exit 3 ("the rules do not say whether a use
    is its triggering or its resolving"); FOW 1015.1 says what triggering is, so "this ability
    triggers only once per turn" is ruled: the second arrival does not trigger it."""
    res = ruling(_text("once-per-turn-trigger-second-entry-does-not-trigger.yaml"))
    assert res.final["players"]["alice"]["life"] == 4200
    notes = [f for f in res.findings if "does not trigger" in str(f.message)]
    assert notes and {"FOW 104.1", "FOW 1015.1"} <= set(notes[0].citations), notes


def test_a_use_is_the_triggering_not_the_play() -> None:
    """A triggered ability that could not be played (no legal target, FOW 906.6) has used its
    one triggering: the trigger that could not be played cites the limit, and the later
    arrival, with a legal target there, does not trigger it."""
    res = ruling(_text("once-per-turn-trigger-that-could-not-be-played-is-used.yaml"))
    removed = next(s for s in res.steps if "no legal target" in str(s.summary))
    assert "FOW 1015.1" in removed.citations, removed.citations
    assert res.final["objects"]["sentinel"]["damage"] == 0


def test_an_activate_ability_used_before_the_file_is_back_next_turn() -> None:
    """`used_this_turn` of a FOW activate ability was kept past the turn's end (judge dropped it
    only where the game limits triggered abilities), so the ability was refused next turn."""
    res = ruling(_text("once-per-turn-activate-ability-used-before-the-file-is-back-next-turn"
                       ".yaml"))
    assert not res.rejected, res.rejected
    assert res.final["players"]["alice"]["life"] == 4400


def test_a_watcher_destroyed_with_another_sees_it_in_either_order() -> None:
    """FOW 906.7b: cards destroyed at the same time are looked at as they were in the field.
    Judge moved them one at a time, so the Grave Warden saw the Squire's destruction only when
    the file listed the Squire first (600 life) and not otherwise (300)."""
    text = _text("watcher-destroyed-with-another-sees-it-destroyed.yaml")
    first = "  - {id: warden, card: Grave Warden, owner: alice, zone: field}\n"
    second = "  - {id: squire, card: Ember Squire, owner: alice, zone: field}\n"
    swapped = text.replace(first + second, second + first)
    assert swapped != text
    for version in (text, swapped):
        res = ruling(version)
        assert res.final["players"]["alice"]["life"] == 4600
        toll = [s for s in res.steps if "Toll triggers" in str(s.summary)]
        assert len(toll) == 2, toll
    res = ruling(text)  # the Warden, gone first, saw the Squire as it was in the field
    assert any("FOW 906.7b" in s.citations for s in res.steps
               if "Toll triggers" in str(s.summary)), res.steps


def test_a_stones_conditional_will_ability_must_be_a_will_ability() -> None:
    """FOW 907.1b: a magic stone's will-producing ability is a will ability even under an
    additional requirement; `kind: activated` of one would put it on the chase: an error now
    (judge accepted it, and refused `kind: resource` saying it "produces none")."""
    import pytest

    from judge.errors import InputError

    text = _text("magic-stone-will-ability-with-a-requirement-resolves-at-once.yaml")
    bad = text.replace("kind: resource", "kind: activated")
    assert bad != text
    with pytest.raises(InputError, match=r"FOW 907.1b.*kind: resource"):
        ruling(bad)


def test_another_cards_conditional_will_ability_is_not_one() -> None:
    """FOW 907.1a: another card's ability producing will only under a requirement is not a will
    ability; `kind: resource` of it is refused naming that rule (it said "produces none")."""
    import pytest

    from judge.errors import InputError

    text = _text("magic-stone-will-ability-with-a-requirement-resolves-at-once.yaml")
    bad = text.replace("    type: magic_stone\n    abilities:",
                       "    type: resonator\n    stats: {atk: 100, def: 100}\n    abilities:")
    assert bad != text
    with pytest.raises(InputError, match=r"FOW 907.1a.*additional requirement"):
        ruling(bad)
    ok = ruling(bad.replace("kind: resource", "kind: activated").replace(
        "  - {by: alice, do: play, card: squire}\n", "").replace(
        "  rejected: []\n  resolved: [squire]", "  resolved: [stone.pact]"))
    assert "stone.pact" in ok.resolved
