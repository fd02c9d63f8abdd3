"""Riftbound audit 28: the answer about a unit taken in another player's base cites the recall
that puts it in its controller's base (RB 323.7), not the step that took it; a file may start
with a unit that changed hands at a battlefield (`arrived_as`, RB HP.47); and the edges of
showdowns, scoring, combat damage and cleanups the audit pinned."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario_text
from judge.engine.resolution import Resolution
from judge.errors import InputError

from ..helpers import ruling

AUDIT = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit28"
AUDIT27 = Path(__file__).parents[2] / "scenarios/riftbound/rulings-audit27"


def _text(name: str, folder: Path = AUDIT) -> str:
    return (folder / name).read_text(encoding="utf-8").split("expect:")[0]


def _lead(res: Resolution, oid: str) -> tuple[str, int | None, tuple[str, ...]]:
    fact = next(f for f in res.answer if f.subject.id == oid)
    return fact.sentence, fact.step, tuple(fact.citations)


def test_the_answer_about_a_unit_taken_in_base_cites_its_recall() -> None:
    res = ruling(_text("taken-in-the-owners-base-is-recalled-to-the-takers-base.yaml", AUDIT27))
    said, step, cites = _lead(res, "warden")
    recall = next(s for s in res.steps if "RB 323.7" in s.citations)
    assert step == recall.index and cites[0] == "RB 323.7", said
    assert "ends in alice's base" in said


def test_the_answer_about_a_unit_given_back_in_base_cites_the_recall_home() -> None:
    res = ruling(_text("taken-for-the-turn-in-base-goes-back-to-the-owners-base.yaml", AUDIT27))
    said, step, cites = _lead(res, "warden")
    recalls = [s for s in res.steps if "RB 323.7" in s.citations]
    assert step == recalls[-1].index and cites[0] == "RB 323.7", said
    assert "ends in bob's base" in said and "still" not in said


_CHANGED = "changed-hands-in-the-file-contests-nothing-until-another-unit-arrives.yaml"
_WARDEN = '  - {id: warden, card: Stone Warden, owner: bob, zone: "battlefield:bf-a", ' \
    'arrived_as: alice}\n'


def test_a_file_may_start_with_a_unit_that_changed_hands_at_a_battlefield() -> None:
    res = ruling(_text(_CHANGED))
    first = res.steps[0]
    assert "RB HP.47" in first.citations and "does not contest" in first.summary
    assert "arrived_as" not in res.final["objects"]["warden"]


def test_without_arrived_as_the_state_is_still_refused() -> None:
    text = _text(_CHANGED)
    assert _WARDEN in text
    with pytest.raises(InputError, match="arrived_as"):
        load_scenario_text(text.replace(", arrived_as: alice", ""), "<test>")


@pytest.mark.parametrize(("old", "new", "why"), [
    ("arrived_as: alice}", "arrived_as: bob}", "arrived under its controller"),
    ('zone: "battlefield:bf-a", arrived_as', "zone: base, arrived_as", "only a unit at a"),
    ("arrived_as: alice}", "arrived_as: carol}", "is not a player"),
])
def test_arrived_as_that_would_change_nothing_is_an_error(old: str, new: str, why: str) -> None:
    text = _text(_CHANGED).replace(_WARDEN, _WARDEN.replace(old, new))
    with pytest.raises(InputError, match=why):
        load_scenario_text(text, "<test>")


def test_arrived_as_where_its_controller_holds_the_battlefield_is_an_error() -> None:
    text = _text(_CHANGED).replace("control: {bf-a: alice}", "control: {bf-a: bob}")
    with pytest.raises(InputError, match="its controller controls bf-a"):
        load_scenario_text(text, "<test>")


def test_a_might_set_where_an_increase_applies_cites_the_layer_order() -> None:
    res = ruling(_text("might-set-after-an-increase-still-gets-the-increase.yaml"))
    hexed = next(s for s in res.steps if s.item == "hex" and s.kind.value == "resolve")
    assert "RB 477" in hexed.citations
    assert res.final["objects"]["squire"]["stats"]["might"] == 3


def test_a_refused_assignment_says_the_shield_counts_toward_lethal() -> None:
    res = ruling(_text("tank-with-shield-given-only-its-printed-might-is-refused.yaml"))
    refused = next(s for s in res.steps if s.kind.value == "reject")
    assert "Shield Golem (golem) needs 4" in refused.summary
    assert "RB 814.1.c" in refused.citations


def test_a_final_point_conquer_with_every_battlefield_scored_says_so() -> None:
    res = ruling(_text("two-conquers-in-a-turn-the-second-wins.yaml"))
    last = [s for s in res.steps if s.kind.value == "score"][-1]
    assert "the final point" in last.summary and "RB 471.1.b.1" in last.citations


def test_v13_a_copy_after_a_might_set_takes_the_copied_might_v14_keeps_the_set() -> None:
    v13 = ruling(_text("v13-copy-after-a-might-set-takes-the-copied-might.yaml"))
    v14 = ruling(_text("copy-after-a-might-set-keeps-the-set-might.yaml"))
    assert v13.final["objects"]["squire"]["stats"]["might"] == 5
    assert v14.final["objects"]["squire"]["stats"]["might"] == 1
    assert "RB 480.3" in v13.citations


def test_nobody_is_said_to_hold_focus_on_a_combat_deathknells_chain() -> None:
    res = ruling(_text("combat-deathknell-targets-the-attacker-after-its-recall.yaml"))
    said = " ".join(str(f.message) for f in res.findings)
    assert "still holds focus" not in said
    assert res.final["objects"]["brute"]["zone"] == "base"
