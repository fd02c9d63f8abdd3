""""Who controls Lyra in the ruler area?" after Bob's Homeward put Alice's J-ruler, which he
controlled, into the ruler area was answered "... is controlled by alice, when Homeward resolves
at step 5" citing only the chase's resolution rule (FOW 605.1b). The step right after the move
says why the controller changed (FOW 308.6: a card put into a ruler area comes under that
player's control); the answer now gives it and its rule, beside the rule of where the card went
when the question asks that too."""

from __future__ import annotations

import pytest

from .leads import leads

REPORT = "is put into the ruler area: it comes under alice's control there, not bob's"


@pytest.mark.parametrize(("path", "cites"), [
    ("j-ruler-put-into-a-ruler-area-by-another-is-its-owners.yaml", ("FOW 308.6",)),
    # asked where it goes too: the rule that sent it there first (FOW 1205.6, FOW 1010.1a)
    ("j-ruler-at-def-zero-under-another-returns-to-its-owner.yaml",
     ("FOW 1205.6", "FOW 308.6")),
    # made astral: 1024.3 (not 1010.1a, the rule of a destroyed J-ruler becoming astral)
    ("j-ruler-made-astral-under-another-returns-to-its-owner.yaml",
     ("FOW 1024.3", "FOW 308.6")),
])
def test_the_step_that_says_why_the_controller_changed(path: str,
                                                       cites: tuple[str, ...]) -> None:
    first = leads(f"force-of-will/rulings-audit15/{path}")[0]
    assert "is controlled by alice" in first.sentence and REPORT in first.sentence, \
        first.sentence
    assert first.citations == cites
