"""`other: true` in a filter ("another resonator", "other friendly units"): not the object whose
card or ability it is. Bound where judge reads the filter for an object (targets, `each:`
instructions and counts, static abilities' groups, triggers, costs); anywhere else judge does
not know whose card it is, so it cannot rule (exit 3) rather than count the card itself."""

from __future__ import annotations

import pytest

from judge.app import load_scenario, load_scenario_text, resolve
from judge.engine.resolution import Resolution
from judge.errors import UnsupportedMechanic
from judge.model.filters import Filter

from ..conftest import SCENARIOS


def bundled(name: str) -> Resolution:
    """The ruling of a bundled scenario (`game/folder/file.yaml` under scenarios/)."""
    return resolve(load_scenario(str(SCENARIOS / name)))


def board(name: str, ability: str) -> str:
    """Alice's resonator `name` with a static `ability` over other resonators, her Squire, and
    Bob's Doom ("destroy target resonator") played at TARGET."""
    return f"""
game: force-of-will
turn: {{player: bob, phase: main, number: 4}}
players: {{alice: {{life: 4000}}, bob: {{life: 4000}}}}
cards:
  {name}:
    type: resonator
    stats: {{atk: 300, def: 300}}
    abilities: [{ability}]
  Squire: {{type: resonator, stats: {{atk: 200, def: 300}}}}
  Doom:
    type: chant
    keywords: [quickcast]
    targets: [{{type: resonator}}]
    effect: [{{destroy: {{target: $1}}}}]
objects:
  - {{id: {name.lower()}, card: {name}, owner: alice, zone: field}}
  - {{id: squire, card: Squire, owner: alice, zone: field}}
  - {{id: doom, card: Doom, owner: bob, zone: hand}}
actions:
  - {{by: bob, do: play, card: doom, targets: [TARGET]}}
  - {{by: bob, do: pass}}
  - {{by: alice, do: pass}}
"""


BOARD = board("Guardian", "{name: Shelter, kind: static, effect: [{replace: {event: destroyed, "
              "object: {each: {type: resonator, other: true}}, instead: [{gain: {life: 100}}]}}]}")
WARDED = board("Warden", "{name: Cover, kind: static, effect: [{forbid: {action: be_targeted, "
               "target: {each: {type: resonator, controller: you, other: true}}, by: "
               "opponent}}]}")


@pytest.mark.parametrize(("target", "zone", "life"), [("squire", "field", 4100),
                                                      ("guardian", "graveyard", 4000)])
def test_a_static_replacement_over_other_resonators_leaves_out_its_own_card(
        target: str, zone: str, life: int) -> None:
    """"If another resonator would be destroyed, instead you gain 100 life": the Squire is
    kept, the Guardian itself is destroyed."""
    res = resolve(load_scenario_text(BOARD.replace("TARGET", target), "guardian.yaml"))
    assert res.final["objects"][target]["zone"] == zone
    assert res.final["players"]["alice"]["life"] == life


@pytest.mark.parametrize("target", ["squire", "warden"])
def test_another_where_judge_does_not_read_it_for_an_object_is_ruled_or_cannot_be(
        target: str) -> None:
    """"Other resonators you control cannot be targeted by your opponent": the Squire is
    protected and the Warden itself is not; where the filter would be read with no object to
    leave out, exit 3 naming `other` (never the card counted, nor the key ignored)."""
    try:
        res = resolve(load_scenario_text(WARDED.replace("TARGET", target), "warden.yaml"))
    except UnsupportedMechanic as exc:
        assert "other: true" in str(exc.problem)
        return
    rejected = [r.action for r in res.rejected]
    assert rejected == ([0] if target == "squire" else [])


def test_a_filter_is_bound_once_to_the_object_it_is_read_for() -> None:
    other = Filter(types=("resonator",), other=True)
    assert other.apart_from("a").apart == "a"
    assert other.apart_from("a").apart_from("b").apart == "a"  # bound where first read
    assert Filter(types=("resonator",)).apart_from("a") == Filter(types=("resonator",))


SACRIFICE = """
game: force-of-will
turn: {player: alice, phase: main, number: 4}
players: {alice: {life: 4000}, bob: {life: 4000}}
cards:
  Ritualist:
    type: resonator
    stats: {atk: 300, def: 300}
    abilities:
      - {name: Offer, kind: activated, cost: {sacrifice: {type: resonator, other: true}},
         effect: [{draw: {count: 1}}]}
  Squire: {type: resonator, stats: {atk: 200, def: 300}}
objects:
  - {id: rit, card: Ritualist, owner: alice, zone: field}
  - {id: squire, card: Squire, owner: alice, zone: field}
  - {id: top, card: Squire, owner: alice, zone: main_deck}
actions:
  - {by: alice, do: activate, object: rit, ability: Offer, choices: {sacrifice: squire}}
"""


@pytest.mark.parametrize(("paid_with", "rejected"), [("squire", []), ("rit", [0])])
def test_another_in_a_cost_is_bound_to_the_object_whose_ability_it_is(
        paid_with: str, rejected: list[int]) -> None:
    """"Sacrifice another resonator": a cost's filter was read with no object to leave out
    (exit 3, naming `other`); it is now bound to the object whose ability it is (audit 33), so
    the Squire pays it and the Ritualist itself cannot."""
    res = resolve(load_scenario_text(SACRIFICE.replace("sacrifice: squire",
                                                       f"sacrifice: {paid_with}"),
                                     "ritualist.yaml"))
    assert [r.action for r in res.rejected] == rejected


def test_may_she_target_it_is_asked_of_the_try_that_targets_what_is_named() -> None:
    """Two activations of one ability, at itself (refused) and at the Squire (allowed): "May
    she target the Drillmaster itself?" led with the second's Yes, both naming the Drillmaster
    as what is activated; what follows "target" tells them apart."""
    res = bundled("force-of-will/other/may-she-target-itself-asked-of-the-try-at-itself.yaml")
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("No — Action 1 (alice activates Drillmaster's Drill) is "
                                    "rejected"), lead.sentence


def test_a_sacrifice_cost_with_nothing_to_choose_says_so() -> None:
    """"Banish another resonator" of a player's only resonator was refused as "one must be
    chosen as it is played", though none could be: it says she has none to choose."""
    res = bundled("force-of-will/rulings-audit33/"
                  "banish-another-resonator-with-none-other-cannot-activate.yaml")
    assert [r.text for r in res.rejected] == [
        "its cost is banishing another resonator you control, and alice has none to choose"]


def test_a_sacrifice_of_another_players_object_by_one_with_none_says_she_has_none() -> None:
    """Alice, with no Follower, names Bob's Knight for "sacrifice a Follower": that it is Bob's
    and that she has none of her own to choose, not "one must be chosen as it is played"."""
    res = bundled("vandaria-wars/costs/sacrifice-with-no-follower-rejected.yaml")
    assert [r.text for r in res.rejected] == [
        "its cost is sacrificing one of your followers (Sample Knight (knight) is bob's), and "
        "alice has none to choose"]


def test_a_stat_change_as_cards_write_it_is_kept_when_a_question_is_read() -> None:
    """"Apakah Banner Captain mendapat +1 ATK?" had no Ya or Tidak ("+1 ATK" was no word the
    Indonesian reader knew); the English question's No."""
    res = bundled("vandaria-wars/rulings-audit32/captain-gets-its-bonus-asked-in-indonesian.yaml")
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("No — Banner Captain (captain) has ATK 2:"), lead.sentence
    assert lead.citations == ("VW HP.56",)
