"""Objects an item was aimed at and did nothing to led with where they stayed, citing nothing:
a granted Equip on a unit that "attaches nothing" (RB HP.32), a gear's own Equip whose target
died first ("nothing happens", RB 359.3.e.2), and "move ... here" whose source left the board
(now said: "does not move ...: Siren is no longer on the board, so "here" is nowhere", RB
359.3.e.6), a [Stealth] card its trigger step says cannot be played (FOW 903.2k-3). Each is
now read as why the object is as it was, with its rules."""

from __future__ import annotations

import pytest

from .leads import leads

CASES = {
    "riftbound/policies/equip-granted-to-a-unit-attaches-nothing.yaml":
        ("attaches nothing", "RB 818.1.c.2"),
    # asked whether it is attached and whether its Energy comes: what stayed, and why
    "riftbound/policies/equip-granted-to-a-rune-attaches-nothing.yaml":
        ("attaches nothing", "RB 818.1.c.2"),
    # a blocker taken before damage: why it has no damage (it stopped blocking, FOW 804.4a)
    "force-of-will/rulings-audit25/blocker-taken-by-the-attacker-stops-blocking.yaml":
        ("is no longer blocking, as it changed control", "FOW 806.2b"),
    "riftbound/rulings/equip-answered-before-it-attaches.yaml":
        ("nothing happens (illegal target skipped", "RB 359.3.e.2"),
    "riftbound/rulings/here-needs-its-source-on-the-board.yaml":
        ('so "here" is nowhere', "RB 359.3.e.6"),
    "riftbound/rulings/this-battlefield-gone-when-the-attacker-is-sent-to-base.yaml":
        ("does not move Sand Soldier (sol-1)", "RB 359.3.e.6"),
    # a trigger step that says the card it would play cannot be (FOW 1114.2 [Stealth], its
    # cost increased, FOW 903.2k-3): "Is the Blade played?"
    "force-of-will/rulings/stealth-still-pays-an-increase.yaml":
        ("cannot be played", "FOW 903.2k-3"),
    # removed from battle, so it takes no battle damage (FOW 1029.1c)
    "force-of-will/rulings-audit18/attacked-resonator-removed-from-battle-takes-no-damage.yaml":
        ("is removed from battle: it is no longer attacked", "FOW 1029.1c"),
}


@pytest.mark.parametrize("path", sorted(CASES))
def test_an_item_that_did_nothing_to_it_says_why(path: str) -> None:
    said, rule = CASES[path]
    lead = leads(path)[0]
    assert said in lead.sentence and rule in lead.citations, (lead.sentence, lead.citations)
