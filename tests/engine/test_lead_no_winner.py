""""Does she win?" was answered "No — nobody wins: the game goes on" with no reason and no rule
(8 bundled leads). The fact now says what the ruling recorded of it: a final point drawn instead
(RB 471.1.b.1), the game going on without a player who lost (RB 652.5), a loop stopped by a
house policy (RB HP.5, VW HP.13), and a tie at the Victory Score, which Riftbound's cleanup now
notes as its win check finds it (RB 194.2.b: it was noted only at the Expiration Step)."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("riftbound/rulings/final-point-needs-a-created-battlefield-scored-too.yaml",
     "nobody wins: the game goes on: at step 11, the point would be alice's final point, but "
     "alice has not scored pit this turn: alice draws a card instead",
     ("RB 471.1.b.1", "RB 471.1.b")),
    ("riftbound/cleanup/tie-at-victory-score-goes-on.yaml",
     "alice and bob are tied at or above the Victory Score", ("RB 194.2.b",)),
    ("riftbound/outcome/ffa3-an-effect-loses-the-game-others-play-on.yaml",
     "at step 8, the game goes on without carol", ("RB 652.5",)),
    ("vandaria-wars/loops/endless-mandatory-triggers-stopped.yaml",
     "The loop is stopped here; the game is not decided", ("VW HP.13",)),
])
def test_a_game_that_goes_on_says_why_nobody_won(path: str, said: str,
                                                 cites: tuple[str, ...]) -> None:
    res = resolve(load_scenario(str(SCENARIOS / path)))
    lead = next(f for f in res.answer if f.lead)
    assert lead.subject.kind == "winner" and said in lead.sentence, lead.sentence
    assert lead.citations == cites


def test_a_tie_found_by_a_cleanup_is_cited() -> None:
    res = resolve(load_scenario(str(SCENARIOS / "riftbound/cleanup/"
                                                 "tie-at-victory-score-goes-on.yaml")))
    assert "RB 194.2.b" in res.citations
