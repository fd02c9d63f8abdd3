"""Riftbound audit 45: audit 44's "found, not fixed" (priority at a moment judge places answered
Yes but never No), then edges probed."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import leads_of

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit45"
PRIORITY = AUDIT / "alice-does-not-get-priority-once-her-bolt-has-resolved.yaml"


def _bare(text: str, tmp_path: Path) -> Path:
    """The file's text without its `expect:` (what a judge's own file would be)."""
    bare = tmp_path / "no-expect.yaml"
    bare.write_text(text.split("\nexpect:")[0] + "\n")
    return bare


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does Alice get priority once the Bolt has resolved?", "No"),
    ("Does Alice hold priority after the Bolt has resolved?", "No"),
    ("Does Bob get priority when the Bolt has resolved?", "Yes"),
])
@pytest.mark.parametrize("expect", [True, False])
def test_priority_at_a_placed_moment_is_yes_or_no(
        asked: str, verdict: str, expect: bool, tmp_path: Path) -> None:
    """One player holds priority at a moment judge places (RB 340.2.a passed focus, and with it
    priority, to Bob as Alice's showdown chain emptied): a player asked of it by name is
    answered No as well as Yes, with `expect:` and without it (where Alice's own Energy and
    points led with a wrong Yes)."""
    text = PRIORITY.read_text(encoding="utf-8").replace(
        "Does Alice get priority once the Bolt has resolved?", asked)
    path = tmp_path / "asked.yaml"
    path.write_text(text)
    lead = leads_of(path if expect else _bare(text, tmp_path))[0]
    assert lead.subject.kind == "priority"
    assert lead.verdict == verdict
    assert lead.sentence.startswith(f"{verdict} — bob holds priority once step 10 is over")


def test_priority_at_no_placed_moment_is_not_a_no(tmp_path: Path) -> None:
    """"Does Alice get priority before and after she plays?" names no moment judge places: no
    No is said of the player who holds it as the ruling ends (another may have had it on the
    way)."""
    text = PRIORITY.read_text(encoding="utf-8").replace(
        "Does Alice get priority once the Bolt has resolved?",
        "Does Bob get priority once it is in play?")
    lead = leads_of(_bare(text, tmp_path))[0]
    assert lead.verdict != "No"


COMBAT_CHAIN = ROOT / "riftbound/combat/combat-chain-defender-first.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_who_has_focus_after_the_combat_chain_is_a_part_of_its_own(
        expect: bool, tmp_path: Path) -> None:
    """"Whose combat trigger resolves first, who has focus after the combat chain, and ...?":
    the second question is a part of its own (it was read with the first, and the focus as the
    ruling ends, Bob's after Alice's Action, led), placed at the moment the chain the combat's
    triggers opened emptied: Alice keeps focus, as a triggered ability opened it (RB 346.1)."""
    text = COMBAT_CHAIN.read_text(encoding="utf-8")
    lead = leads_of(COMBAT_CHAIN if expect else _bare(text, tmp_path))[1]
    assert lead.sentence.startswith("Alice holds focus once step 15 is over")
    assert lead.citations[0] == "RB 346.1"


def test_a_relative_who_clause_does_not_split_a_question() -> None:
    """"Who attacks Bob, who has focus, first?": a relative clause (a comma after it) is no
    question of its own; "..., what is its Might?" is not split either (only a question of who)."""
    from judge.engine.answer import questions

    assert questions("Who attacks Bob, who has focus, first?") == [
        "Who attacks Bob, who has focus, first?"]
    assert questions("Who wins, who controls bf-a?") == ["Who wins", "who controls bf-a?"]
