""""Whose turn comes next?" after Alice's "take an additional turn after this one" was answered
"The game is in alice's draw phase (before the draw), turn 6, since step 18", citing the rule of
the draw phase (FOW 502.3): not why it is her turn. A question of whose turn it is now gives the
step that began the turn and its rules: an additional turn (FOW 1025.1, RB 735, RB 737), the
house policy of whose turn follows one (FOW HP.55), a player leaving (RB 652.5.a.1)."""

from __future__ import annotations

import pytest

from .leads import assert_lead


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("force-of-will/rulings-audit18/additional-turn-comes-right-after-this-one.yaml",
     "The game is in alice's draw phase (before the draw), turn 6: at step 16, turn 6 begins: "
     "alice is the turn player", ("FOW 1025.1",)),
    ("force-of-will/rulings-audit18/additional-turn-given-to-the-opponent-policy-resume.yaml",
     "The game is in bob's draw phase (before the draw), turn 7: at step 39, turn 7 begins: "
     "bob is the turn player", ("FOW HP.55",)),
    ("riftbound/rulings-audit18/extra-turn-in-an-opponents-turn-keeps-the-order.yaml",
     "The game is in alice's main phase, turn 6: at step 41, turn 6 begins", ("RB 737",)),
])
def test_whose_turn_is_told_by_the_step_that_began_it(path: str, said: str,
                                                       cites: tuple[str, ...]) -> None:
    assert_lead(path, said, cites)
