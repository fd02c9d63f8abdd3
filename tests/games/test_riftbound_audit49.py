"""Riftbound audit 49: probes a judge at a table would bring (scenarios/riftbound/
rulings-audit49/), audit 48's leftovers, and the lead of a state read at a moment, said in the
game's words."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import file_without_expect, leads_of

SCENARIOS = Path(__file__).parents[2] / "scenarios"
AUDIT = SCENARIOS / "riftbound/rulings-audit49"
ARCHIVIST = SCENARIOS / \
    "riftbound/rulings-audit47/unit-exhausted-once-its-ability-resolved-readied-later.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_a_state_at_a_moment_is_said_as_it_was_then(expect: bool, tmp_path: Path) -> None:
    """"Is the Archivist exhausted once Recall has resolved?" of an Archivist exhausted for its
    cost (RB 414.4) and readied later (RB 415.1): the lead read "Yes — at step 6, the moment
    the question's time clause names, Archivist (arch) was not as it is as the ruling ends:
    Archivist (arch) is ready ...", the state then never said. It now says the state at that
    moment, then the later change."""
    lead = leads_of(ARCHIVIST if expect else file_without_expect(ARCHIVIST, tmp_path))[0]
    assert lead.verdict == "Yes" and lead.citations == ("RB 414.4",)
    assert lead.sentence.startswith(
        "Yes — Archivist (arch) is exhausted once step 5 is over (Recall (arch.recall) "
        "resolves")
    assert "; later, Archivist (arch) is ready, when Invigorate (vig) resolves at step 11" in \
        lead.sentence
    assert "ruling ends" not in lead.sentence


def test_a_state_before_a_moment_is_said_before_it(tmp_path: Path) -> None:
    """Asked before Invigorate resolves, the Archivist was exhausted then: "Yes — Archivist
    (arch) is exhausted before step 11 (...)", the moment before the step the clause names."""
    path = tmp_path / "asked.yaml"
    path.write_text(ARCHIVIST.read_text(encoding="utf-8").replace(
        "once Recall has resolved", "before Invigorate resolves"), encoding="utf-8")
    lead = leads_of(path)[0]
    assert lead.verdict == "Yes"
    assert lead.sentence.startswith("Yes — Archivist (arch) is exhausted before step 11 (")


@pytest.mark.parametrize("expect", [True, False])
def test_focus_asked_is_answered_whatever_expect_checks(expect: bool, tmp_path: Path) -> None:
    """"Who has focus once Dazzle has resolved?" with an `expect:` that checks no focus (the
    showdown is over as the ruling ends): it led with Dazzle's resolution, the part unanswered,
    though without `expect:` it led with the focus. A wh-part asking who holds a key of the
    game's own state now asks it whatever `expect:` checks, as priority does (RB 340.2.a)."""
    path = AUDIT / "stunned-attacker-after-the-defenders-dazzle-deals-nothing.yaml"
    lead = leads_of(path if expect else file_without_expect(path, tmp_path))[0]
    assert lead.subject.kind == "game" and lead.subject.id == "focus"
    assert lead.sentence.startswith("Alice holds focus once step 12 is over")
    assert lead.citations[0] == "RB 340.2.a"


@pytest.mark.parametrize("name", [
    "damaged-unit-needs-only-its-remaining-lethal-before-the-backline.yaml",
    "shield-defender-with-damage-needs-the-rest-of-its-lethal.yaml"])
def test_lethal_that_counts_marked_damage_is_cited(name: str) -> None:
    """An assignment giving a damaged unit less than its Might as its lethal (1 to a 4-Might
    Warden with 3 damage; 2 to a 3-Might Shield defender with 1) is allowed because lethal
    counts the damage already marked (RB 465.2.c.4): it was cited by RB 465.2.c alone."""
    lead = leads_of(AUDIT / name)[0]
    assert lead.verdict == "Yes" and "RB 465.2.c.4" in lead.citations
