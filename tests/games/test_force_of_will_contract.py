"""Contract chants and Contract regalia (FOW 713, 1302.4): what a file must write, and the ways
in or out of the field judge does not rule (exit 3, naming the rule). The rulings themselves are
pinned by scenarios/force-of-will/systems/contract-*.yaml."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import assert_cites, ruling
from .test_force_of_will import fow

PACT = ("  Pact: {type: chant, cost: {fire: 1}, contract: Cinder Pactmaker, "
        "contract_side: Cinder Pact Sovereign, effect: [{contract: {}}]}\n")


def test_a_contract_chant_needs_its_j_ruler_side() -> None:
    text = fow("objects: [{id: c, card: Pact, owner: alice, zone: hand}]\n", cards=(
        "  Pact: {type: chant, cost: {fire: 1}, contract: Cinder Pactmaker, "
        "effect: [{contract: {}}]}\n"))
    with pytest.raises(InputError, match=r"cards\.Pact: .*contract_side"):
        load_scenario_text(text, "f.yaml")


def test_a_contract_chant_plays_the_process_from_its_effect() -> None:
    text = fow("objects: [{id: c, card: Pact, owner: alice, zone: hand}]\n", cards=(
        "  Pact: {type: chant, cost: {fire: 1}, contract: Cinder Pactmaker, "
        "contract_side: Cinder Pact Sovereign, effect: [{draw: {count: 1}}]}\n"))
    with pytest.raises(InputError, match=r"`contract: \{\}` in its effect"):
        load_scenario_text(text, "f.yaml")


def test_the_contract_instruction_needs_a_contract_card() -> None:
    text = fow("objects: [{id: c, card: Pact, owner: alice, zone: hand}]\n", cards=(
        "  Pact: {type: chant, cost: {fire: 1}, effect: [{contract: {}}]}\n"))
    with pytest.raises(InputError, match=r"names its ruler"):
        load_scenario_text(text, "f.yaml")


def test_the_j_ruler_side_is_a_j_ruler() -> None:
    text = fow("objects: [{id: c, card: Pact, owner: alice, zone: hand}]\n", cards=(
        "  Pact: {type: chant, cost: {fire: 1}, contract: Cinder Pactmaker, "
        "contract_side: Ember Squire, effect: [{contract: {}}]}\n"))
    with pytest.raises(InputError, match=r"cards\.Pact\.contract_side: no card of type `j_ruler`"):
        load_scenario_text(text, "f.yaml")


def test_only_a_chant_or_regalia_contracts() -> None:
    text = fow("objects: [{id: c, card: Pact, owner: alice, zone: hand}]\n", cards=(
        "  Pact: {type: resonator, cost: {fire: 1}, stats: {atk: 100, def: 100}, "
        "contract: Cinder Pactmaker, contract_side: Cinder Pact Sovereign}\n"))
    with pytest.raises(InputError, match=r"only a Contract chant or a Contract regalia"):
        load_scenario_text(text, "f.yaml")


def _contracted(then: str) -> str:
    return fow("""
objects:
  - {id: maker, card: Cinder Pactmaker, owner: alice, zone: ruler_area}
  - {id: pact, card: Pact, owner: alice, zone: hand}
  - {id: send, card: Send, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: pact}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""" + then, fire=3, cards=PACT + (
        "  Send: {type: chant, cost: {fire: 1}, targets: [{type: j_ruler}], "
        "effect: [{move_zone: {target: $1, to: ruler_area}}]}\n"))


def test_a_contract_j_ruler_moved_to_the_ruler_area_follows_house_policy_hp20_by_default() -> None:
    """FOW 321.2 lets an effect move a J-ruler to a ruler area; 1010.1 and 1205.3 say what becomes
    of a Contract J-ruler only when destroyed or at DEF 0. Without `policies:` the default of
    FOW HP.20 (as-destroyed) rules: the Pact goes to the graveyard, the ruler turns face up."""
    res = ruling(_contracted("""  - {by: alice, do: play, card: send, targets: [pact]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
"""))
    objs = res.final["objects"]
    assert (objs["pact"]["zone"], objs["pact"]["card"]) == ("graveyard", "Pact")
    assert (objs["maker"]["zone"], objs["maker"]["card"]) == ("ruler_area", "Cinder Pactmaker")
    assert_cites(res, "FOW HP.20")
    assert_cites(res, "FOW 321.2")
    assert_cites(res, "FOW 1010.1")


def test_the_contract_process_is_not_played_twice_a_turn_by_a_chant() -> None:
    """FOW 713.4, through two Contract chants (the scenario pins the chant and regalia)."""
    res = ruling(fow("""
objects:
  - {id: maker, card: Cinder Pactmaker, owner: alice, zone: ruler_area}
  - {id: maker2, card: Cinder Pactmaker, owner: alice, zone: ruler_area}
  - {id: p1, card: Pact, owner: alice, zone: hand}
  - {id: p2, card: Pact, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: p1}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: p2}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", fire=3, cards=PACT))
    objs = res.final["objects"]
    assert objs["p1"]["zone"] == "field"
    assert objs["p2"]["zone"] == "graveyard"
    assert objs["maker2"]["card"] == "Cinder Pactmaker"
    assert_cites(res, "FOW 713.4")


def test_a_contract_regalia_keeps_its_own_counters_by_default_house_policy_hp21() -> None:
    """FOW 713.3c is silent on the regalia's own counters; without `policies:` the default of
    FOW HP.21 (kept) rules: it stays in the field, so its counters stay (1022.4)."""
    text = fow("""
objects:
  - {id: maker, card: Tidebound Pactmaker, owner: alice, zone: ruler_area}
  - {id: cov, card: Tidebound Covenant, owner: alice, zone: field, counters: {charge: 1}}
actions:
  - {by: alice, do: activate, object: cov, ability: Contract}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""")
    res = ruling(text.replace("alice: {", "alice: {water: 1, ", 1))
    cov = res.final["objects"]["cov"]
    assert (cov["card"], cov["counters"]) == ("Tidebound Sovereign", {"charge": 1})
    assert_cites(res, "FOW HP.21")
    assert_cites(res, "FOW 713.3c")
    assert_cites(res, "FOW 1022.4")


def test_a_contract_chant_token_created_in_the_field_never_exists() -> None:
    """FOW 1302.4e: a Contract chant put into the field other than by its process is not moved;
    a token counts as a card (1303.2), so one created into the field is never put there. It was
    an exit 3 (the rule names cards)."""
    text = fow("""
objects:
  - {id: maker, card: Cinder Pactmaker, owner: alice, zone: ruler_area}
  - {id: rite, card: Rite, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: rite}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", fire=1, cards=PACT + ("  Rite: {type: chant, cost: {fire: 1}, effect: [{create: {card: "
                           "Pact, player: controller, zone: field}}]}\n"))
    res = ruling(text)
    assert not [o for o in res.final["objects"].values() if o.get("zone") == "field"]
    assert_cites(res, "FOW 1302.4e")
    assert_cites(res, "FOW 1303.2")
