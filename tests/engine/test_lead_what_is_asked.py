""""How much will does she have when her main phase starts?" was answered "The game is in
alice's main phase": the phase of a time clause at the end of the question outranked her will,
which the question names by the Force of Will word for all her will (fire, water ...), not by
an attribute. "How many evolution counters does it have?" was answered with the wind Alice
paid: "it" is the card the sentence before names, not the player whose will it also names.
"What happens in her Draw Phase?" was answered "The game is in alice's main phase": the phase a
question is asked within, like a time clause ending it, is when, not what, it asks. "What does
Ember Colossus (4 Energy, 2 Fury) cost her?" was read only up to the comma in its parenthesis."""

from __future__ import annotations

import pytest

from .leads import assert_lead


@pytest.mark.parametrize(("path", "said", "cites"), [
    ("force-of-will/rulings-audit9/will-is-cleared-in-the-recovery-phase.yaml",
     "Alice has 0 fire (from 2), at step 4: will clearance (recovery phase)", ("FOW 503.4",)),
    ("force-of-will/turn/recovery-phase-window-only-with-triggers.yaml",
     "No — alice has 0 fire, at step 12: will clearance (recovery phase)", ("FOW 503.4",)),
    ("force-of-will/keywords/evolution-puts-one-counter-only.yaml",
     "Larva (larva) has 1 evolution counter and has ATK 700 (it had ATK 200)", ("FOW 1116.2",)),
    # "What happens in her Draw Phase?": the draw (Burn Out), not that the game is now in her
    # main phase; the phase a question is asked within is when, not what, it asks
    ("riftbound/turn/burn-out-order-policy.yaml",
     "Trainee Squire (t1) ends in alice's Main Deck, at step 2: alice must draw from an empty "
     "Main Deck: Burn Out", ()),
    ("riftbound/turn/main-phase-empties-the-rune-pool.yaml",
     "Alice has 0 Energy (from 2) and 0 Power (from 1), at step 4: every rune pool empties", ()),
    # "Whose turn is it?" is still the turn
    ("riftbound/concede/ffa3-turn-player-leaves-next-turn-begins.yaml",
     "The game is in bob's main phase, turn 5", ()),
    # "What does Ember Colossus (4 Energy, 2 Fury) cost her?": the comma in the parenthesis does
    # not end the question's clause
    ("riftbound/costs-and-optional-replacements/free-energy-increase-still-paid.yaml",
     "Alice pays for Ember Colossus (colossus): 2 Fury Power, 1 Energy", ()),
    # "to the will Alice paid" asks what became of it, not how much she has: the Lance leads
    # (its own fate: "its target" is the Lance's, the card the clause names before it)
    ("force-of-will/chase/cancelled-chant-goes-to-the-graveyard.yaml",
     "Flame Lance (lance) is cancelled by Null Decree (decree) at step 8", ("FOW 1012.1",)),
])
def test_the_lead_is_what_the_question_asks(path: str, said: str,
                                            cites: tuple[str, ...]) -> None:
    assert_lead(path, said, cites)


def test_which_objects_a_change_reached_leads_with_one_it_reached() -> None:
    # "Which of her Followers get +1 ATK?" of the Drillmaster whose Muster named knight: the
    # Squire it pumped, not the Drillmaster the question names (a merchant, unchanged), which
    # led with "Drillmaster (drill) has ATK 1 HP 2" and no rule.
    assert_lead("vandaria-wars/rulings/job-named-by-a-followers-skill.yaml",
                "Squire (squire) has ATK 2 (it had ATK 1)")


def test_their_stats_lead_with_the_ones_that_changed() -> None:
    # "What are their ATK and DEF once it resolves?" of four resonators: the Rex and the Raptor
    # its [Primal Roar] pumps, not the Knight the question names and nothing changed ("Knight
    # (knight) has ATK 500 DEF 500", citing nothing)
    assert_lead("force-of-will/keywords/primal-roar-pumps-your-dinosaurs.yaml",
                "Roaring Rex (rex) has ATK 700 DEF 500", ("FOW 1194.2",))


def test_a_granted_static_ability_cites_its_keyword_beside_the_grant() -> None:
    # Warcry granted the Herder [Primal Roar]: the Raptor's ATK cited only FOW 605.1b
    assert_lead("force-of-will/keywords/primal-roar-granted-with-its-number.yaml",
                "Little Raptor (raptor) has ATK 500 DEF 300", ("FOW 1194.2",))
