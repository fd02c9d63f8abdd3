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
