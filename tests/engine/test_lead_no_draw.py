""""Gale Dancer ("when I move, draw 1") is played to bf-a. Does Alice draw?" was answered "No —
alice does not draw: Trainee Squire (a-top) is still in alice's Main Deck": where her deck's
top card is, not why. Where the question names one card whose triggered ability draws, the
answer now says what became of that ability: the note that says why it did not trigger, with
its rules (RB 812.1.c Legion, RB 383.3.e.1 once each turn, FOW 1146.3b [Guidance]), or that it
never triggered and what happened to its card instead; a step that says the player does not
draw (RB 489.7) says it first. A
player's life nothing changed says the same of the trigger the question quotes."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, resolve

from ..conftest import SCENARIOS


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("riftbound/keywords/legion-play-trigger-needs-another-card.yaml",
     "alice does not draw: Legion Herald (herald)'s Rally Cry does not trigger: it works only "
     "while Legion", ("RB 727.1.b.2", "RB 812.1.c")),
    ("riftbound/limited-use/once-each-turn-used-before-the-file-starts.yaml",
     "Tally of Grave Ledger (ledger) does not trigger: it is performed at most once each turn",
     ("RB 383.3.e.1",)),
    ("force-of-will/keywords/guidance-with-no-text-is-not-played.yaml",
     "Revelation would be played with no [Guidance] text", ("FOW 1146.3b",)),
    ("riftbound/rulings/played-to-a-battlefield-is-no-move.yaml",
     "alice does not draw: no ability of Gale Dancer (dancer) triggers: at step 3, Gale Dancer "
     "(dancer) resolves: it enters Sunken Plaza (bf-a)", ("RB 359.2.c", "RB 337.2")),
    # the step that says she does not, and its rule: the first player skips that draw
    ("riftbound/2v2/first-player-skips-first-draw.yaml",
     "at step 2, alice goes first and does not draw in their first Draw Phase", ("RB 489.7",)),
    # of a player's life: the quoted trigger never fired (FOW 1011.1: banished, not destroyed)
    ("force-of-will/rulings/banished-is-not-destroyed.yaml",
     "alice still has 4000 life: no ability of Cursed Idol (idol) triggers: at step 3, "
     "Offering (offering) resolves: banishes Cursed Idol (idol)", ("FOW 1011.1",)),
])
def test_a_draw_that_did_not_happen_says_what_became_of_the_ability(
        path: str, said: str, cites: tuple[str, ...]) -> None:
    res = resolve(load_scenario(str(SCENARIOS / path)))
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("No — ") and said in lead.sentence, lead.sentence
    assert lead.citations == cites
    assert "still in" not in lead.sentence
