"""The step and rule a fact is pinned on are the ones that decided it (DEVELOPERS.md: cite the
deciding rule, not a nearby one)."""

from __future__ import annotations

from judge.app import load_scenario, resolve
from judge.engine.trace import StepKind

from ..conftest import SCENARIOS


def test_what_a_replacement_did_instead_is_its_step_recall_included() -> None:
    """RB 370.1: Stasis Glass is destroyed, and the Pup healed, exhausted and recalled, instead
    of the Pup dying; the recall is part of that step (no step of its own before it), and the
    Glass's fact is pinned on it, citing the replacement (RB 370.1.b) first."""
    res = resolve(load_scenario(str(
        SCENARIOS / "riftbound/rulings/hourglass-saves-one-of-two-dying-together.yaml")))
    replace = next(s for s in res.steps if s.kind == StepKind.REPLACE)
    assert "recalls Lone Pup (pup1)" in replace.summary
    assert not any("is recalled" in s.summary for s in res.steps)
    assert replace.citations[0] == "RB 370.1.b" and "RB 455" in replace.citations
    glass = next(f for f in res.answer if f.subject.id == "glass")
    assert glass.step == replace.index and glass.citations[0] == "RB 370.1.b"


def test_a_stun_of_the_event_object_cites_that_it_is_no_target() -> None:
    """RB 355.10.d.1: "stun it" (the unit just played) chooses nothing, so "can't be chosen by
    enemy abilities" does not stop it; the resolving step says so."""
    res = resolve(load_scenario(str(
        SCENARIOS / "riftbound/rulings/stun-of-the-unit-just-played-is-no-target.yaml")))
    stun = next(s for s in res.steps if s.kind == StepKind.RESOLVE and "stuns" in s.summary)
    assert "RB 355.10.d.1" in stun.citations
