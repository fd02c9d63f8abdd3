"""Riftbound audit 47: audit 46's "found, not fixed" (the moment of "when it resolves" placed at
the card the sentence before names, where "it" is the ability that card took; "before it does"
not placed), worst first."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import file_without_expect, leads_of

ROOT = Path(__file__).parents[2] / "scenarios/riftbound"
AUDIT = ROOT / "rulings-audit47"



@pytest.mark.parametrize("expect", [True, False])
def test_it_of_that_ability_is_the_ability_taken(expect: bool, tmp_path: Path) -> None:
    """"Bob answers with Sleight of Hand, gaining control of that ability. Does Bob hold
    priority once it has resolved?": "it" is the Archivist's ability (the phrase pointing back
    at it ends the sentence before), not Sleight of Hand; once it resolved, the chain was empty
    and the turn player Alice held priority (RB 312.2.a). It was placed at Sleight of Hand's
    resolution, after which Bob held it (RB 340.4): a confident wrong Yes."""
    path = AUDIT / "priority-once-the-taken-ability-has-resolved.yaml"
    lead = leads_of(path if expect else file_without_expect(path, tmp_path))[0]
    assert lead.subject.kind == "priority"
    assert lead.verdict == "No"
    assert lead.citations == ("RB 312.2.a",)


@pytest.mark.parametrize("name", ["card-text/ability-taken-on-the-chain-is-its-takers.yaml",
                                  "card-text/v13-ability-taken-on-the-chain-is-its-takers.yaml"])
@pytest.mark.parametrize("expect", [True, False])
def test_before_it_does_is_placed_at_the_same_item(
        name: str, expect: bool, tmp_path: Path) -> None:
    """"Who draws when it resolves, and who gets priority before it does?": "it" of "before it
    does" is the "it" of the part before (the ability Bob took), so the moment is placed: before
    it resolved Bob held priority, as the controller of the newest item (RB 340.4). It was said
    as the ruling ends (Alice's, RB 312.2.a) with a note that the moment was not placed."""
    path = ROOT / name
    leads = leads_of(path if expect else file_without_expect(path, tmp_path))
    assert leads[0].subject.kind == "object" and "Bob draws" in leads[0].sentence
    assert leads[1].subject.kind == "priority"
    assert leads[1].sentence.startswith("Bob holds priority before step 12")
    assert leads[1].citations == ("RB 340.4",)


@pytest.mark.parametrize("expect", [True, False])
def test_a_third_part_asked_gets_its_own_lead(expect: bool, tmp_path: Path) -> None:
    """"Whose combat trigger resolves first, who has focus after the combat chain, and who has
    it after Alice's Action resolves?": each part its own lead; the third (Bob's focus once the
    Action's chain emptied, RB 340.2.a) was no lead, as only two facts led any answer."""
    path = ROOT / "combat/combat-chain-defender-first.yaml"
    leads = leads_of(path if expect else file_without_expect(path, tmp_path))
    assert [f.subject.kind for f in leads] == ["resolved", "game", "game"]
    assert leads[1].sentence.startswith("Alice holds focus once step 15 is over")
    assert leads[2].sentence.startswith("Bob holds focus, at step 22")
    assert leads[2].citations[0] == "RB 340.2.a"


@pytest.mark.parametrize(("name", "said"), [
    ("vandaria-wars/replacements/summon-replaced-cancelled.yaml", "Alice draws 1 card"),
    ("force-of-will/replacements/willpower-ability-replaced-nothing-paid.yaml",
     "Yes — alice draws 1 card"),
    ("riftbound/replacements/card-play-replaced-stays-in-hand.yaml", "Alice draws 1 card"),
])
def test_a_third_part_is_answered_in_every_game(name: str, said: str) -> None:
    """"Where is it, is her gold spent, and how many cards does she draw?": the third part
    leads with the draw the replacement gave instead (it followed unasked-for, as the card that
    ended in her hand, with no count and no Yes or No)."""
    leads = leads_of(ROOT.parent / name)
    assert len(leads) == 3
    assert leads[2].sentence.startswith(said)


@pytest.mark.parametrize("expect", [True, False])
def test_a_state_asked_at_a_moment_is_not_read_as_the_end(expect: bool, tmp_path: Path) -> None:
    """"Is the Archivist exhausted once Recall has resolved?" of an Archivist exhausted for
    Recall's cost (RB 414.4) and readied later by Invigorate (RB 415.1): it was "No —
    Archivist (arch) is ready", its state as the ruling ends, a confident wrong No. The Yes or
    No reads its state at that moment (after step 6: exhausted), and says the end was other."""
    path = AUDIT / "unit-exhausted-once-its-ability-resolved-readied-later.yaml"
    lead = leads_of(path if expect else file_without_expect(path, tmp_path))[0]
    assert lead.subject.id == "arch"
    assert lead.verdict == "Yes"
    assert lead.sentence.startswith("Yes — Archivist (arch) is exhausted once step 5 is over")


def test_a_state_unchanged_after_the_moment_keeps_its_no(tmp_path: Path) -> None:
    """Asked once Invigorate has resolved, the Archivist's state then is its state as the
    ruling ends: "No — ... is ready" (RB 415.1), as before."""
    path = tmp_path / "asked.yaml"
    path.write_text((AUDIT / "unit-exhausted-once-its-ability-resolved-readied-later.yaml")
                    .read_text(encoding="utf-8").replace("once Recall has resolved",
                                                         "once Invigorate has resolved"))
    lead = leads_of(path)[0]
    assert lead.verdict == "No" and lead.citations == ("RB 415.1",)
