"""Force of Will: the `produced` event (FOW 907, 910.2f) and a Contract regalia whose entering as
a J-ruler is replaced (FOW 713.3c, house policy FOW HP.40). Each was an exit (2: `produced` was
no event; 3: the regalia's entering replaced) before."""

from __future__ import annotations

import pytest
import yaml

from judge.app import load_scenario_text
from judge.errors import InputError

STONE = """
game: force-of-will
turn: {player: alice, phase: main, number: 3}
players: {alice: {life: 4000}, bob: {life: 4000}}
cards:
  Odd Spring:
    type: regalia
    abilities:
      - {name: Spring, kind: static,
         effect: [{replace: {event: produced, object: {each: {type: magic_stone}}, REPLACE}}]}
objects:
  - {id: spring, card: Odd Spring, owner: alice, zone: field}
  - {id: stone, card: Fire Magic Stone, owner: alice, zone: field}
actions:
  - {by: alice, do: activate, object: stone, ability: Produce fire will}
"""


def _resolve(text: str) -> dict[str, int]:
    from judge.app import resolve

    res = resolve(load_scenario_text(text, "<test>"))
    assert not res.rejected
    players: dict[str, dict[str, int]] = res.final["players"]
    return players["alice"]


def test_a_production_that_becomes_another_amount_fills_the_pool_with_it() -> None:
    """FOW 910.1: what the pool holds (and a payment reads) is the will after the replacement."""
    alice = _resolve(STONE.replace("REPLACE", "becomes: 3"))
    assert alice["fire"] == 3


def test_a_production_replaced_by_another_will_keeps_its_source() -> None:
    """FOW 910.2f: the darkness produced instead is the stone's: a trigger on a magic stone
    producing will sees it (before, `produced` was no event: exit 2)."""
    text = STONE.replace("REPLACE", "instead: [{gain: {darkness: 1}}]")
    text = text.replace("objects:", """  Listener:
    type: resonator
    stats: {atk: 100, def: 100}
    abilities:
      - {name: Listen, kind: triggered, when: {event: produced, filter: {type: magic_stone}},
         effect: [{gain: {life: 100}}]}
objects:
  - {id: listener, card: Listener, owner: alice, zone: field}""")
    text += "  - {by: alice, do: pass}\n  - {by: bob, do: pass}\n"
    alice = _resolve(text)
    assert (alice.get("fire", 0), alice["darkness"], alice["life"]) == (0, 1, 4100)


@pytest.mark.parametrize("replace", ["becomes: 2, instead: [{gain: {darkness: 1}}]", "once: true"])
def test_a_production_replaced_says_one_way_only(replace: str) -> None:
    with pytest.raises(InputError, match="produced will"):
        load_scenario_text(STONE.replace("REPLACE", replace), "<test>")


def test_an_automatic_will_ability_on_will_produced_resolves_at_once() -> None:
    """FOW 907.1d, 907.3: an automatic ability triggered by a will ability that produces will is
    a will ability: it resolves at once, never on the chase (it was exit 3, issue 11)."""
    from judge.app import resolve

    static = ("kind: static,\n         effect: [{replace: {event: produced, object: {each: "
              "{type: magic_stone}}, becomes: 2}}]}")
    automatic = ("kind: triggered,\n         when: {event: produced, filter: {type: "
                 "magic_stone}}, effect: [{gain: {fire: 1}}]}")
    text = STONE.replace("REPLACE", "becomes: 2")
    assert static in text
    res = resolve(load_scenario_text(text.replace(static, automatic) + "then: stop\n", "<test>"))
    assert res.final["players"]["alice"]["fire"] == 2
    assert not res.final["stack"]
    assert "FOW 907.1d" in {c for s in res.steps for c in s.citations}


def test_riftbound_announces_no_production() -> None:
    """Riftbound's Add abilities are its own (RB 163); `produced` is Force of Will's event."""
    from judge.app import load_scenario_text as load

    text = """
game: riftbound
turn: {player: alice, phase: action}
players: {alice: {points: 0}, bob: {points: 0}}
cards:
  Odd:
    type: gear
    abilities:
      - {name: Odd, kind: triggered, when: {event: produced}, effect: [{draw: {count: 1}}]}
"""
    with pytest.raises(InputError, match="produced"):
        load(text, "<test>")


def test_one_darkness_will_is_said_whole() -> None:
    """The answer says "1 darkness", not "1 darknes" (a plural "s" was cut off any resource
    name ending in s: right for "1 point", wrong for a mass noun ending in "ss")."""
    from pathlib import Path

    from judge.app import load_scenario, resolve
    from judge.lookup.prose import explain
    from judge.lookup.variants import policy_variants
    from judge.render import explain as prose

    from ..rendered import context

    sc = load_scenario(Path("scenarios/force-of-will/will/produced-instead-keeps-its-source.yaml"))
    res = resolve(sc)
    text = prose.to_text(explain(res, context(sc), policy_variants(sc, res)), width=200)
    assert "1 darkness (from 0)" in text and "darknes " not in text


REGALIA = "scenarios/force-of-will/contract/hp40-regalia-entering-replaced-ruler-turns-face-up.yaml"


@pytest.mark.parametrize(("option", "pactmaker"), [
    (None, "Tidebound Pactmaker"), ("under-contract", "ruler under contract")])
def test_a_contract_regalia_whose_entering_is_replaced_stays_a_regalia(
        option: str | None, pactmaker: str) -> None:
    """FOW 713.3c, 910.1 with FOW HP.40 (was exit 3): the regalia stays a regalia in the field;
    the ruler under contract turns face up (default) or stays under contract."""
    from pathlib import Path

    from judge.app import resolve

    data = yaml.safe_load(Path(REGALIA).read_text(encoding="utf-8"))
    data.pop("expect")
    if option is not None:
        data["policies"] = {"contract.regalia_entering_replaced": option}
    res = resolve(load_scenario_text(yaml.safe_dump(data, sort_keys=False), "<test>"))
    objects = res.final["objects"]
    assert objects["covenant"]["card"] == "Tidebound Covenant"
    assert objects["pactmaker"]["card"] == pactmaker
    assert res.policies.get("contract.regalia_entering_replaced") == (option or "face-up")
