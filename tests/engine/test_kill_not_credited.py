"""A kill a "when you kill a unit with a spell" trigger waits for, credited to another player or
made another way, is said: a note names why it does not trigger with the rule that credits the
kill (RB 428.5.c.1 for a spell's damage, RB 428.5.c.2 in combat), and the answer leads with it.
Before, "Does Alice draw?" led with "no ability of Bounty Hunter triggers", citing nothing."""

from __future__ import annotations

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS
from .leads import leads

BOB_KILLS = "riftbound/kill-credit/another-players-spell-kill-is-not-yours.yaml"
IN_COMBAT = "riftbound/kill-credit/combat-kill-is-the-attackers.yaml"


def notes(path: str) -> list[tuple[str, tuple[str, ...]]]:
    res = resolve(load_scenario(SCENARIOS / path))
    return [(str(n.message), tuple(n.citations)) for n in res.findings if n.kind == "note"]


def test_a_kill_credited_to_another_player_is_said() -> None:
    assert ("Bounty of Bounty Hunter (hunter) does not trigger: bob killed Trainee Squire "
            "(squire)", ("RB 428.5.c.1", "RB 428.5.c")) in notes(BOB_KILLS)
    lead = leads(BOB_KILLS)[0]
    assert lead.verdict == "No" and "RB 428.5.c.1" in lead.citations, lead.sentence


def test_a_kill_made_another_way_is_said() -> None:
    said = [m for m, rules in notes(IN_COMBAT) if "Bounty Hunter" in m]
    assert said == ["Bounty of Bounty Hunter (hunter) does not trigger: Trainee Squire "
                    "(squire) was killed by combat, not by a spell"]
