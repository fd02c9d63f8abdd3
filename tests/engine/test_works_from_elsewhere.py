"""An ability its text says works from the trash only (RB 385.2, `works_from`), on a card in its
controller's base when its condition is met: a note says it does not trigger there, with that
rule, and "Does the Revenant's ability trigger?" leads with it (it cited nothing before)."""

from __future__ import annotations

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS
from .leads import leads

ON_THE_BOARD = "riftbound/rulings-audit18/trash-trigger-does-not-work-on-the-board.yaml"


def test_a_trash_ability_on_the_board_is_said_not_to_trigger() -> None:
    res = resolve(load_scenario(SCENARIOS / ON_THE_BOARD))
    said = [(str(n.message), tuple(n.citations)) for n in res.findings if n.kind == "note"]
    assert ("Rise of Ashen Revenant (rev) does not trigger: it works only from the trash, and "
            "the card is on the board", ("RB 385.2",)) in said
    lead = leads(ON_THE_BOARD)[0]
    assert lead.verdict == "No" and lead.citations == ("RB 385.2",), lead.sentence


def test_an_object_fact_citing_nothing_takes_the_rules_of_its_not_triggered_note() -> None:
    """"How many limit counters does it have?" of a copy of a [Limit] resonator that attacked
    with none: the fact told its state at the attack and cited nothing; the note that says why
    [Limit] did not trigger gives the rules (FOW 1118.2a, 1118.2b)."""
    lead = leads("force-of-will/rulings-audit18/"
                 "becoming-a-copy-of-a-limit-resonator-gives-no-counters.yaml")[0]
    assert lead.subject.id == "squire" and lead.citations == ("FOW 1118.2a", "FOW 1118.2b")
