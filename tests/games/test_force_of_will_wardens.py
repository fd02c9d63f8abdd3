"""Wardens (FOW 705.3a, 716-717, 905.5, 1205.5-1205.9, 1309): what a file must say about them,
and the house policies where the rules are silent (a blocked magic stone with [Pierce] at a
warden, FOW HP.10; a J-ruler with a warden side sent elsewhere than its graveyard, FOW HP.7). The
scenario files in scenarios/force-of-will/wardens/ pin the rulings."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import assert_rejected, ruling
from .test_force_of_will import fow

GATE = "Keeper of the Ashen Gate"


def _problems(text: str) -> list[str]:
    with pytest.raises(InputError) as err:
        load_scenario_text(text, "f.yaml")
    return [str(p) for p in err.value.problems]


def test_a_warden_names_its_initial_willpower() -> None:
    problems = _problems(fow("", cards="  W: {type: warden, cost: {fire: 1}}\n"))
    assert any("initial willpower" in p and "1309.1b" in p for p in problems)


def test_willpower_costs_name_activated_abilities_with_a_symbol() -> None:
    problems = _problems(fow("", cards=(
        "  W: {type: warden, willpower: 2, willpower_costs: {Nope: '+1', Vow: 'two'},\n"
        "      abilities: [{name: Vow, kind: activated, effect: [{draw: {count: 1}}]}]}\n")))
    assert any("no activated ability named 'Nope'" in p for p in problems)
    assert any("\"+N\", \"-N\" or 0" in p for p in problems)


def test_a_willpower_ability_has_no_other_cost() -> None:
    problems = _problems(fow("", cards=(
        "  W: {type: warden, willpower: 2, willpower_costs: {Vow: '-1'},\n"
        "      abilities: [{name: Vow, kind: activated, cost: {fire: 1},\n"
        "                   effect: [{draw: {count: 1}}]}]}\n")))
    assert any("symbol alone" in p for p in problems)


def test_only_wardens_have_willpower_abilities_and_counters() -> None:
    problems = _problems(fow("""
objects:
  - {id: k, card: Knight, owner: alice, zone: field, counters: {willpower: 1}}
""", cards="  R: {type: resonator, stats: {atk: 1, def: 1}, willpower_costs: {}}\n"))
    assert any("only a warden or a J-ruler with a warden side has willpower abilities" in p
               for p in problems)
    assert any("willpower counters are put only on wardens" in p for p in problems)


def test_a_warden_is_never_in_the_field() -> None:
    problems = _problems(fow(f"""
objects:
  - {{id: w, card: {GATE}, owner: alice, zone: field}}
"""))
    assert any("321.8" in p for p in problems)


@pytest.mark.parametrize(("policy", "left"), [(None, 2), ("one", 2), ("total-cost", 3)])
def test_a_blocked_pierce_magic_stone_at_a_warden_follows_house_policy(policy: str | None,
                                                                       left: int) -> None:
    """FOW 1103.2b names J-rulers and tokens (one counter) and otherwise the total cost; a magic
    stone resonator (806.2c: one) it does not name: house policy FOW HP.10 (default one)."""
    text = fow(f"""
objects:
  - {{id: k, card: Piercer, owner: alice, zone: field}}
  - {{id: wall, card: Wall, owner: bob, zone: field}}
  - {{id: w, card: {GATE}, owner: bob, zone: ruler_area, counters: {{willpower: 3}}}}
actions:
  - {{by: alice, do: attack, attacker: k, target: w}}
  - {{by: bob, do: block, blocker: wall}}
then: resolve
""", cards="  Piercer: {type: resonator, types: [magic_stone, resonator], keywords: [pierce], "
               "stats: {atk: 1500, def: 500}}\n")
    if policy is not None:
        text = f"policies: {{pierce.magic_stone_at_warden: {policy}}}\n" + text
    res = ruling(text)
    assert res.final["objects"]["w"]["counters"] == {"willpower": left}
    assert "FOW HP.10" in res.citations


def test_an_unblocked_attack_at_a_warden_deals_no_damage_to_its_player() -> None:
    """FOW 806.2c: counters instead of damage; a resonator with ATK 0 removes exactly one."""
    res = ruling(fow(f"""
objects:
  - {{id: k, card: Zero, owner: alice, zone: field}}
  - {{id: w, card: {GATE}, owner: bob, zone: ruler_area, counters: {{willpower: 3}}}}
actions:
  - {{by: alice, do: attack, attacker: k, target: w}}
then: resolve
""", cards="  Zero: {type: resonator, cost: {fire: 3}, stats: {atk: 0, def: 500}}\n"))
    assert res.final["objects"]["w"]["counters"] == {"willpower": 2}
    assert res.final["players"]["bob"]["life"] == 4000


def test_attacking_ones_own_warden_is_refused_not_unsupported() -> None:
    res = ruling(fow(f"""
objects:
  - {{id: k, card: Knight, owner: alice, zone: field}}
  - {{id: w, card: {GATE}, owner: alice, zone: ruler_area, counters: {{willpower: 3}}}}
actions:
  - {{by: alice, do: attack, attacker: k, target: w}}
"""))
    assert_rejected(res, [0])


def test_a_warden_with_judgment_names_its_j_ruler_side() -> None:
    """FOW 1309.1, 705.3a: a warden with [Judgment] needs its J-ruler side named."""
    problems = _problems(fow("""
objects:
  - {id: w, card: W, owner: alice, zone: ruler_area, counters: {willpower: 3}}
""", cards="  W: {type: warden, willpower: 3, keywords: [judgment]}\n"))
    assert any("j_ruler" in p and "1309.1" in p for p in problems)


def test_a_j_rulers_warden_side_must_name_it_back() -> None:
    """FOW 1302.6: `warden:` names a warden card whose `j_ruler:` is this J-ruler."""
    problems = _problems(fow("""
objects:
  - {id: j, card: J, owner: alice, zone: field}
""", cards=f"  J: {{type: j_ruler, warden: {GATE}, stats: {{atk: 100, def: 100}}}}\n"))
    assert any("cards.J.warden" in p and "1302.6" in p for p in problems)


def test_a_j_ruler_with_a_warden_side_returned_to_the_hand_stays() -> None:
    """FOW 321.2: an effect moves a J-ruler with a warden side to no zone but the field."""
    res = ruling(fow("""
objects:
  - {id: j, card: Cinder Vigil Ascendant, owner: alice, zone: field, counters: {willpower: 1}}
  - {id: s, card: Recall, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: s, targets: [j]}
""", cards="  Recall: {type: chant, targets: [{type: j_ruler}], "
               "effect: [{move_zone: {target: $1, to: hand}}]}\n"))
    assert res.final["objects"]["j"]["zone"] == "field"
    assert "FOW 321.2" in res.citations


def test_a_j_ruler_with_a_warden_side_cannot_pay_a_banish_cost() -> None:
    """FOW 1011.1: a J-ruler that is neither ordered nor a token is never banished, so it is
    not chosen to pay a banish cost (judge once let it, then could not say where it went)."""
    res = ruling(fow("""
objects:
  - {id: j, card: Cinder Vigil Ascendant, owner: alice, zone: field, counters: {willpower: 1}}
  - {id: s, card: Purge, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: s, choices: {sacrifice: j}}
""", cards="  Purge: {type: chant, additional_cost: {sacrifice: {type: j_ruler}}, "
               "effect: [{draw: {count: 1}}]}\n"))
    assert [r.action for r in res.rejected] == [0]
    assert res.final["objects"]["j"]["zone"] == "field"
    assert "FOW 1011.1" in res.rejected[0].citations


def test_a_j_ruler_with_a_warden_side_cannot_be_made_astral() -> None:
    """FOW 1024.3e: the effect does nothing to it; it stays in the field."""
    res = ruling(fow("""
objects:
  - {id: j, card: Cinder Vigil Ascendant, owner: alice, zone: field, counters: {willpower: 1}}
  - {id: s, card: Star Exile, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: s, targets: [j]}
""", cards="  Star Exile: {type: chant, targets: [{type: j_ruler}], "
               "effect: [{make_astral: {target: $1}}]}\n"))
    assert res.final["objects"]["j"]["zone"] == "field"
    assert "FOW 1024.3e" in res.citations


def test_same_named_wardens_of_two_players_both_stay() -> None:
    """FOW 1205.9 counts one player's wardens: the opponent's Keeper does not make a pair."""
    res = ruling(fow(f"""
objects:
  - {{id: a, card: {GATE}, owner: bob, zone: ruler_area, counters: {{willpower: 3}}}}
  - {{id: b, card: {GATE}, owner: alice, zone: hand}}
actions:
  - {{by: alice, do: warden, card: b}}
""", fire=2))
    assert res.final["objects"]["a"]["zone"] == "ruler_area"
    assert res.final["objects"]["b"]["zone"] == "ruler_area"
    assert "FOW 1205.9" not in res.citations


def test_same_named_wardens_of_one_player_keep_one() -> None:
    """FOW 1205.9: the same pair under one player leaves one (the older by default)."""
    res = ruling(fow(f"""
objects:
  - {{id: a, card: {GATE}, owner: alice, zone: ruler_area, counters: {{willpower: 3}}}}
  - {{id: b, card: {GATE}, owner: alice, zone: hand}}
actions:
  - {{by: alice, do: warden, card: b}}
""", fire=2))
    assert res.final["objects"]["a"]["zone"] == "ruler_area"
    assert res.final["objects"]["b"]["zone"] == "graveyard"
    assert "FOW 1205.9" in res.citations


def test_the_same_willpower_ability_twice_in_a_turn_is_refused() -> None:
    """FOW 905.5a: one willpower ability of a warden a turn, even the same one (a 0 cost)."""
    res = ruling(fow(f"""
objects:
  - {{id: w, card: {GATE}, owner: alice, zone: ruler_area, counters: {{willpower: 3}}}}
actions:
  - {{by: alice, do: willpower, object: w, ability: Banked Coals}}
  - {{by: alice, do: pass}}
  - {{by: bob, do: pass}}
  - {{by: alice, do: willpower, object: w, ability: Banked Coals}}
"""))
    assert_rejected(res, [3])
    assert res.final["objects"]["w"]["counters"] == {"willpower": 4}


def test_reincarnation_chosen_onto_a_j_ruler_with_a_warden_side_is_a_bad_decision() -> None:
    """FOW 1161.2: never onto a J-ruler with a warden side; a decision naming one is exit 2."""
    text = fow("""
objects:
  - {id: vigil, card: Warden of the Cinder Vigil, owner: alice, zone: ruler_area,
     counters: {willpower: 2}}
  - {id: echo, card: Echo, owner: alice, zone: hand}
actions:
  - {by: alice, do: judgment, ruler: vigil}
decisions:
  vigil: {choices: {reincarnation: echo}}
""", fire=3, cards="  Echo: {type: resonator, cost: {fire: 2}, stats: {atk: 1, def: 1}, "
               "keywords: [reincarnation], reincarnation: Cinder Vigil Ascendant, "
               "reincarnation_cost: {fire: 1}}\n")
    with pytest.raises(InputError, match=r"1161\.2"):
        ruling(text)
