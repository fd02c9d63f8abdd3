"""Riftbound audit 35: leads that answered something other than what was asked (audit 34's
"found, not fixed") and audit 33's leftovers. "Does X deal combat damage?" is answered by X's
part of its side's total (RB 465.2.a-b; a stunned unit adds none, RB 423.1.b); "What becomes of
the combat?" by the combat's result (RB HP.9, RB 466.3.d); "What becomes of Bob's cards?" by the
cards named by their owner (RB 652.3); "Does the Warden defend?" of a defending replaced by the
replacement first (RB 370.1.a.1); a Legion or Deathknell "+N Might this turn" by the keyword's
rule (RB 812.1.c, RB 808.1.c); a token under a passive by RB 364. A filter's `at: here` is an
honest exit 3 (RB 359.3.f.2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.app import load_scenario_text
from judge.engine.answer import Fact
from judge.errors import UnsupportedMechanic

from ..helpers import ruling

SCENARIOS = Path(__file__).parents[2] / "scenarios/riftbound"
AUDIT = SCENARIOS / "rulings-audit35"


def _leads(path: Path) -> list[Fact]:
    res = ruling(path.read_text(encoding="utf-8"))
    return [f for f in res.answer if f.lead]


@pytest.mark.parametrize(("name", "starts", "cites"), [
    # the asked unit's part of its side's damage, by the side-total rule (not its exhausted state)
    ("rulings-audit35/exhausted-defender-still-deals-combat-damage.yaml",
     "Yes — Stone Warden (warden) is a defender from step 4: it adds to bob's damage, dealt at "
     "step 13", ("RB 465.2.b", "RB 465.2.d")),
    ("rulings/exhausted-unit-moved-by-a-spell-still-fights.yaml",
     "Yes — Iron Colossus (colossus) is an attacker from step 8: it adds to alice's damage",
     ("RB 465.2.a", "RB 465.2.d")),
    ("rulings-audit35/stunned-attacker-adds-no-combat-damage.yaml",
     "No — Iron Colossus (colossus) adds nothing to alice's damage: at step 14", ("RB 423.1.b",)),
    # the combat's fate, not a unit still at its battlefield
    ("rulings-audit35/attacker-concedes-what-becomes-of-the-combat.yaml",
     "The combat at bf-b has no result at step 8", ("RB HP.9", "RB 466.3.d")),
    ("policies/defender-leaves-combat-ends.yaml", "The combat at bf-b has no result at step 7",
     ("RB HP.9", "RB 466.3.d")),
    ("policies/defender-leaves-combat-goes-on.yaml",
     "Alice, attacking, wins the combat at bf-b, at step 13", ("RB 466.3.a", "RB 466.3.b")),
    # cards named by their owner and kind, in the order asked
    ("rulings-audit35/what-becomes-of-a-conceders-cards-named-by-owner.yaml",
     "Spark Bolt (b-hand) ends out of the game, at step 5", ("RB 652.3",)),
    ("concede/ffa3-removed-player-leaves-the-game.yaml",
     "Bulwark Golem (c-unit) ends out of the game, at step 5", ("RB 652.3",)),
    # a defending replaced: said first, No where it never defended, Yes where it did later
    ("rulings-audit35/defending-replaced-and-attacker-killed-never-defends.yaml",
     "No — at step 10, instead of Stone Warden (warden) defending, bob draws 1 card",
     ("RB 370.1.a.1", "RB 370.1.b")),
    ("rulings-audit35/defending-replaced-next-cleanup-defends-later.yaml",
     "Yes — at step 10, instead of Stone Warden (warden) defending, bob draws 1 card; later, at "
     "step 13, Stone Warden (warden) defends", ("RB 370.1.a.1", "RB 323.2.a")),
    ("replacements/defending-replaced-no-damage.yaml",
     "Yes — at step 10, instead of Stone Warden (warden) defending, bob draws 1 card; later, at "
     "step 23", ("RB 370.1.a.1", "RB 464.2.c.3")),
    # the keyword that made the ability go, and the passive over a token
    ("rulings-audit35/legion-target-plus-two-cites-legion.yaml",
     "Stone Warden (warden) has Might 6 (it had Might 4), when Drumbeat", ("RB 812.1.c",
                                                                            "RB 340.1")),
    ("rulings-audit33/legion-other-friendly-units-get-plus-one-not-itself.yaml",
     "Trainee Squire (squire) has Might 3", ("RB 812.1.c", "RB 340.1")),
    ("rulings-audit35/deathknell-plus-one-cites-deathknell.yaml",
     "Stone Warden (warden) has Might 5 (it had Might 4), when Last Rite", ("RB 808.1.c",
                                                                            "RB 406.5")),
    ("rulings-audit33/deathknell-each-other-friendly-unit-gets-plus-one.yaml",
     "Trainee Squire (squire) has Might 3", ("RB 808.1.c", "RB 406.5")),
    ("rulings-audit35/token-under-a-gears-passive-leads-with-the-passive.yaml",
     "Drill Recruit (call.token) has Might 2: Might 1 printed and +1 Might from Rally Cry",
     ("RB 364", "RB 182")),
    ("rulings-audit33/captain-raises-a-token-played-later.yaml",
     "Drill Recruit (horn.sound.token) has Might 2", ("RB 364", "RB 182")),
    ("rulings-audit33/might-for-each-other-friendly-unit-counts-not-itself.yaml",
     "Packleader (leader) has Might 6", ("RB 364", "RB 182")),
    # a rune that pays by exhausting itself, left ready as its controller refused the cost
    ("rulings-audit22/trigger-cost-refused-uses-no-rune.yaml",
     "No — Basic Rune (rune) is ready: Keen Scholar (scholar)'s Study triggered; alice does not "
     "pay its cost", ("RB 404.2", "RB 383.3.b.1")),
])
def test_the_lead_answers_what_is_asked_with_its_deciding_rule(
        name: str, starts: str, cites: tuple[str, ...]) -> None:
    lead = _leads(SCENARIOS / name)[0]
    assert lead.sentence.startswith(starts), lead.sentence
    assert tuple(lead.citations) == cites, lead.citations


def test_the_combats_result_leads_the_second_part() -> None:
    """"Does the Warden defend, is combat damage dealt, and what is the combat's result?": the
    result is the combat's (RB 466.3.d), whatever the file checks."""
    leads = _leads(SCENARIOS / "replacements/defending-replaced-no-damage.yaml")
    assert leads[1].sentence.startswith("The combat at bf-a has no result at step 20"), leads
    assert tuple(leads[1].citations)[-1] == "RB 466.3.d"


def test_a_verb_ending_its_clause_asks_no_game_subject() -> None:
    """"the unit Alice controls at his battlefield" / "the unit she controls," describe a unit:
    the battlefields' control is not what is asked (it led ffa3 with no rule)."""
    for name in ("concede/ffa3-removed-player-leaves-the-game.yaml",
                 "rulings-audit35/what-becomes-of-a-conceders-cards-named-by-owner.yaml"):
        assert _leads(SCENARIOS / name)[0].subject.kind == "object"


HERE = (SCENARIOS / "rulings-audit33/other-friendly-units-at-a-battlefield-not-the-captain.yaml"
        ).read_text(encoding="utf-8")


def test_a_passive_over_units_here_is_an_honest_cannot_rule() -> None:
    """RB 359.3.f.2 defines "here" (where the ability's own card is as it is read): judge reads
    no source's place in a filter, and a battlefield's id would not follow a unit that moves,
    so `at: here` is exit 3 naming it, not a file error (exit 2) nor a silent battlefield."""
    text = HERE.replace('at: "battlefield:bf-a"', "at: here")
    assert text != HERE
    with pytest.raises(UnsupportedMechanic, match=r"`at: here`.*RB 359\.3\.f\.2"):
        load_scenario_text(text, "<test>")


def test_the_battlefields_id_still_rules() -> None:
    res = ruling(HERE)
    assert res.final["objects"]["near"]["stats"]["might"] == 3
