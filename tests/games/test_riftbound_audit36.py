"""Riftbound audit 36: the six Riftbound leads that cited no rule (LEADS_CITING_NOTHING) cite
the one that decided; a note read after a fact about the same object says "it", not its name
again (the class across the three games); "What becomes of the combat?" says what ended it
and why; and issue 11's least pinned systems (cost discounts, group targets, split damage,
Bonus Damage, "if you have played", the Expiration Step repeated, setup, multiplayer)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ..helpers import leads_of, ruling

ROOT = Path(__file__).parents[2] / "scenarios"
AUDIT = ROOT / "riftbound/rulings-audit36"


@pytest.mark.parametrize(("name", "lead"), [
    # a note about the object the fact just named says "it", not the name again
    ("riftbound/rulings-audit34/attaching-to-an-exhausted-unit-leaves-it-exhausted.yaml",
     "Yes — Trainee Squire (squire) is exhausted, as at the start: it stays exhausted: "
     "attaching changes neither card's state"),
    ("riftbound/rulings-audit34/taking-a-unit-with-two-equipment-takes-neither.yaml",
     "Guard Blade (guard) is controlled by alice and is attached to Trainee Squire (squire): "
     "it stays alice's: gaining control of Trainee Squire (squire)"),
    ("force-of-will/attach/judgment-keeps-the-card-attached.yaml",
     "Yes — Hearthbound Keepsake (keepsake) is still in alice's item area and is added to "
     "Lyra, Ember Queen (lyra): it stays attached to Lyra, Keeper of Embers (lyra)"),
    ("vandaria-wars/rulings-audit24/faction-rechecked-met-by-another-card-of-it-policy.yaml",
     "Yes — Order Captain (cap1) is still on the field: it still meets its requirements"),
])
def test_a_note_after_a_fact_of_its_object_says_it(name: str, lead: str) -> None:
    """"Guard Blade is exhausted, as at the start: Guard Blade stays exhausted: ..." named the
    object twice in a 70-column line: the note read after the fact is said of "it"."""
    assert leads_of(ROOT / name)[0].sentence.startswith(lead)


@pytest.mark.parametrize(("name", "why"), [
    ("riftbound/combat/stunned-defender-tie-no-result.yaml",
     "as attacking units were recalled in the combat cleanup"),
    ("riftbound/replacements/defending-replaced-no-damage.yaml",
     "as both players still have units there"),
    ("riftbound/rulings/nobody-wins-a-combat-both-sides-die.yaml",
     "as neither player has units there"),
    ("riftbound/replacements/combat-win-replaced.yaml", "as alice's win was replaced"),
    ("riftbound/policies/defender-leaves-combat-ends.yaml",
     "as bob, in it, left the game (house policy RB HP.9)"),
])
def test_a_combat_without_a_result_says_which_case_of_rb_466_3_d(name: str, why: str) -> None:
    """The step "combat at bf-a: the combat has no result" said nothing of which of RB
    466.3.d's cases (or RB 370.1.a.1's replaced win, RB HP.9's leaver) left it without one."""
    res = ruling((ROOT / name).read_text(encoding="utf-8"))
    step = next(st for st in res.steps if "the combat has no result" in st.summary)
    assert step.summary.endswith(why), step.summary


@pytest.mark.parametrize(("name", "lead", "cites"), [
    ("riftbound/rulings-audit35/attacker-concedes-what-becomes-of-the-combat.yaml",
     "The combat at bf-b has no result at step 8, as alice, in it, left the game (house policy "
     "RB HP.9)", ("RB HP.9", "RB 466.3.d")),
    ("riftbound/combat/stunned-defender-tie-no-result.yaml",
     "The combat at bf-a has no result at step 18, as attacking units were recalled in the "
     "combat cleanup", ("RB 466.3.d",)),
])
def test_what_becomes_of_the_combat_says_what_ended_it(name: str, lead: str,
                                                       cites: tuple[str, ...]) -> None:
    """"What becomes of the combat?" was answered "The combat at bf-b has no result, at step 8:
    combat at bf-b: the combat has no result": the step only restated the fact. The reason the
    step gives is said instead, with the rule."""
    first = leads_of(ROOT / name)[0]
    assert first.sentence.startswith(lead), first.sentence
    assert tuple(first.citations[:len(cites)]) == cites


def test_a_grant_that_ended_with_the_turn_is_noted() -> None:
    """A grant lasting this turn that ends in the Expiration Step (RB 317.2.c): a note says
    the unit no longer has the ability, with that rule; nothing said so before."""
    res = ruling((ROOT / "riftbound/granted/spell-granted-ability-ends-with-the-turn.yaml")
                 .read_text(encoding="utf-8"))
    notes = [n for n in res.findings if n.kind == "note" and "no longer has" in n.message]
    assert [(n.message, tuple(n.citations)) for n in notes] == [
        ("Trainee Squire (squire) no longer has “Battle Cry”: the effect that granted it lasted "
         "this turn", ("RB 317.2.c",))]


@pytest.mark.parametrize(("name", "lead", "cites"), [
    ("card-text/its-owner-plays-it.yaml",
     "Stone Warden (warden) is controlled by bob, as at the start: bob played it again at step 6",
     ("RB 191.1", "RB 354.3")),
    ("granted/equipment-unattached-gives-nothing.yaml",
     "No — no ability of Warcry Blade (blade) triggers: it is attached to nothing",
     ("RB 718.3",)),
    ("granted/spell-granted-ability-ends-with-the-turn.yaml",
     "No — no ability triggers: Trainee Squire (squire) no longer has “Battle Cry”",
     ("RB 317.2.c",)),
    ("rulings-audit15/attached-assault-unit-adds-no-assault.yaml",
     "No — Bulwark Golem (golem-2) is still at Sunken Plaza (bf-a): it was dealt 2 damage at "
     "step 15, not lethal damage", ("RB 323.5",)),
    ("rulings/replayed-only-unit-keeps-the-battlefield.yaml",
     "No — alice still has 0 points: alice has no units at bf-a but still controls it",
     ("RB 323.6",)),
    ("states/never-empowered-is-not-empowered.yaml",
     "No — Trainee Squire (squire) is not Empowered", ("RB 441.2",)),  # "is it?" (audit 39)
])
def test_the_six_leads_that_cited_nothing_cite_what_decided(name: str, lead: str,
                                                            cites: tuple[str, ...]) -> None:
    """The six Riftbound entries of LEADS_CITING_NOTHING: each lead now says why (a step or a
    note) and cites the rule that decided it."""
    first = leads_of(ROOT / "riftbound" / name)[0]
    assert first.sentence.startswith(lead), first.sentence
    assert tuple(first.citations[:len(cites)]) == cites, first.citations


@pytest.mark.parametrize(("name", "lead"), [
    ("riftbound/rulings-audit36/group-target-killed-in-answer-the-rest-still-die.yaml",
     "Drill Recruit (r2) is killed at step 13, when Cinder Cull (cull) resolves"),
    ("riftbound/targets/group-no-longer-fits-subset.yaml",
     "Drill Recruit (r2) is killed at step 12, when Cinder Cull (cull) resolves"),
])
def test_what_the_cull_kills_is_what_its_resolution_killed(name: str, lead: str) -> None:
    """"What does the Cull kill?" led with a Recruit Bob's own Spark Bolt killed, or one Bob's
    buff saved: the question names the killer, so a unit its resolution destroyed leads."""
    assert leads_of(ROOT / name)[0].sentence.startswith(lead)


def test_nothing_happens_after_a_burn_out_wins_the_game_in_the_setup() -> None:
    """A mulligan's draw that burns out until an opponent wins (RB 431.3.c.1: at once) ends the
    game: judge went on to recycle the set-aside cards and make the other player's mulligan."""
    res = ruling((AUDIT / "mulligan-with-too-few-cards-left.yaml").read_text(encoding="utf-8"))
    kinds = [st.kind.value for st in res.steps]
    assert kinds[-1] == "game_over", kinds
    assert not any("mulligan" in st.summary or "keeps their hand" in st.summary
                   for st in res.steps)


def test_a_mulligan_of_three_is_an_error() -> None:
    """RB 117.1: up to two cards; three is an error located at the decision."""
    from judge.errors import InputError

    with pytest.raises(InputError, match=r"up to 2 cards \(RB 117\.1\)"):
        ruling(MULLIGAN_OF_THREE)


MULLIGAN_OF_THREE = """game: riftbound
title: A mulligan of three cards is refused
question: Alice wants to mulligan three of her four opening cards. May she?
rules: [RB 117.1]
tags: [setup, mulligan]
turn: {player: alice, phase: setup}
players:
  alice: {}
  bob: {}
objects:
  - {id: a1, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: a2, card: Stone Warden, owner: alice, zone: main_deck}
  - {id: a3, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: a4, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: a5, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: a6, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: a7, card: Trainee Squire, owner: alice, zone: main_deck}
  - {id: b1, card: Trainee Squire, owner: bob, zone: main_deck}
  - {id: b2, card: Trainee Squire, owner: bob, zone: main_deck}
  - {id: b3, card: Trainee Squire, owner: bob, zone: main_deck}
  - {id: b4, card: Trainee Squire, owner: bob, zone: main_deck}
decisions:
  mulligan: {choices: {alice: [a1, a2, a3], bob: []}}
"""


def test_a_discount_larger_than_the_energy_left_cites_the_floor() -> None:
    """"Costs 2 Energy less" of a 1-Energy, 1-Fury unit: the Energy goes to 0, not below, and
    the Fury stays (RB 356.6): the ruling cited only the discount rule (RB 356.4)."""
    res = ruling((AUDIT / "energy-discount-leaves-the-power-cost.yaml").read_text(
        encoding="utf-8"))
    assert "RB 356.6" in res.steps[0].citations


@pytest.mark.parametrize(("name", "lead"), [
    ("riftbound/modes/ffa3-last-player-channels-an-extra-rune.yaml",
     "At step 2: carol channels 3 runes"),
    ("riftbound/modes/ffa3-second-player-channels-two.yaml", "At step 2: bob channels 2 runes"),
    ("riftbound/2v2/last-player-channels-an-extra-rune.yaml", "At step 2: dave channels 3 runes"),
    ("riftbound/rulings-audit36/ffa4-third-player-channels-two.yaml",
     "At step 2: carol channels 2 runes"),
])
def test_how_many_runes_after_the_games_setting_is_the_channel_step(name: str, lead: str) -> None:
    """"In a three-player game, how many runes does Carol channel on turn 3?" led with who holds
    priority or the phase: the count's reader read only a question that begins "how many", and
    a player named with no aside ("Bob, going second,", "Dave (fourth in turn order)")."""
    assert leads_of(ROOT / name)[0].sentence.startswith(lead)
