"""Card-language claims pinned after the generated scenarios of tests/robustness/test_fuzz_cards.py
found them broken (each test names what went wrong before)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from judge.app import load_scenario_text, resolve, rulebook_of
from judge.engine.resolver import Resolver

from ..conftest import ROOT

VEILS = """
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 5}
  bob: {gold: 5}
cards:
  Grunt: {type: follower, stats: {atk: 1, hp: 9}}
  Warden:
    type: follower
    stats: {atk: 1, hp: 9}
    abilities:
      - {name: Veil, kind: static,
         effect: [{forbid: {action: be_targeted, target: {each: {type: follower}}}}]}
  Zap:
    type: action
    targets: [{type: follower}]
    effect: [{damage: {target: $1, amount: 1}}]
objects:
  - {id: g, card: Grunt, owner: bob, zone: field}
  - {id: w1, card: Warden, owner: bob, zone: field}
  - {id: w2, card: Warden, owner: bob, zone: field}
  - {id: w3, card: Warden, owner: bob, zone: field}
  - {id: w4, card: Warden, owner: bob, zone: field}
  - {id: z, card: Zap, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: z, targets: [g]}
"""


def test_static_abilities_are_read_in_the_order_their_objects_came_into_the_game() -> None:
    """Before: the objects with static abilities were a set, so which of four restrictions
    "forbids it" depended on string hashing."""
    ruling = resolve(load_scenario_text(VEILS, "veils.yaml"))
    [rejected] = ruling.rejected
    assert "Warden (w1)'s Veil" in rejected.text


def test_a_ruling_does_not_depend_on_the_hash_seed(tmp_path: Path) -> None:
    """The same file under two PYTHONHASHSEED values (which ordered that set differently)
    gives byte-identical JSON."""
    path = tmp_path / "veils.yaml"
    path.write_text(VEILS, encoding="utf-8")
    outputs = set()
    for seed in ("1", "2"):
        done = subprocess.run([sys.executable, "-m", "judge", "resolve", str(path), "--json"],
                              cwd=ROOT, capture_output=True, text=True, timeout=60,
                              env={**os.environ, "PYTHONHASHSEED": seed})
        assert done.returncode == 0, done.stderr
        json.loads(done.stdout)
        outputs.add(done.stdout)
    assert len(outputs) == 1


# ----- replacement effects (engine/replacements.py) ---------------------------------------------
def vw(cards: str, objects: str, stack: str, extra: str = "") -> str:
    return f"""
game: vandaria-wars
turn: {{player: alice, phase: main}}
players:
  alice: {{gold: 5}}
  bob: {{gold: 5}}
cards:
{cards}
  Zap:
    type: action
    targets: [{{type: follower}}]
    effect: [{{damage: {{target: $1, amount: 2}}}}]
objects:
{objects}
register:
{stack}
{extra}"""


def applied(text: str) -> tuple[Any, list[tuple[int, str, tuple[str, ...]]]]:
    """The ruling, and what replacements did (GameState.replacement_log.applied)."""
    scenario = load_scenario_text(text, "<test>")
    resolver = Resolver(scenario, rulebook_of(scenario), max_steps=500)
    ruling = resolver.run()
    assert not ruling.truncated
    return ruling, resolver.state.replacement_log.applied


MIRROR = vw("""  Mirror:
    type: follower
    stats: {atk: 1, hp: 3}
    abilities:
      - {name: Echo, kind: static, effect: [{replace: {event: damaged, object: self,
                                              instead: [{damage: {target: self, amount: 1}}]}}]}
""", "  - {id: m, card: Mirror, owner: alice, zone: field}",
            "  - {id: z, card: Zap, controller: bob, targets: [m]}")


def test_a_replacement_does_not_replace_its_own_result() -> None:
    """FOW 910.3. Before: "instead of being dealt damage, deal 1 damage to it" replaced the 1
    damage too, and so on until Python's recursion limit (an internal error)."""
    ruling, log = applied(MIRROR)
    assert [s.kind.value for s in ruling.steps].count("replace") == 1
    assert ruling.final["objects"]["m"]["damage"] == 1
    assert log == [(1, "m.Echo.replace", ())]


SHIELDS = vw("""  Grunt: {type: follower, stats: {atk: 1, hp: 9}}
  Double:
    type: action
    effect: [{replace: {event: damaged, object: {each: {type: follower}}, double: true}}]
  Shield:
    type: action
    effect: [{replace: {event: damaged, object: {each: {type: follower}}, prevent: 1}}]
""", "  - {id: g, card: Grunt, owner: alice, zone: field}", """\
  - {id: z, card: Zap, controller: bob, targets: [g]}
  - {id: s, card: Shield, controller: bob}
  - {id: d, card: Double, controller: bob}""")


def test_replacements_apply_in_the_order_they_began_by_default() -> None:
    ruling, log = applied(SHIELDS)
    assert [rid for _, rid, _ in log] == ["d.replace", "s.replace"]
    assert ruling.final["objects"]["g"]["damage"] == 3  # doubled to 4, then 1 prevented


def test_decisions_order_the_replacements_by_what_made_them() -> None:
    """FOW 910.2. Before: `order` had to name ids of the scenario (the loader's check), while
    the engine compared it with replacement ids (`s.replace`): no order could ever apply."""
    ruling, log = applied(SHIELDS + "decisions:\n  replacements: {order: [s, d]}\n")
    assert [rid for _, rid, _ in log] == ["s.replace", "d.replace"]
    assert ruling.final["objects"]["g"]["damage"] == 2  # 1 prevented, then the 1 left doubled


def test_a_static_replacement_keeps_its_id_from_event_to_event() -> None:
    """Before: a static ability's replacement got a new id (`...replace#2`, `#3`) and a new
    timestamp every time an event asked for it, so `order` could not name it and a later one
    always came last."""
    text = vw("""  Ward:
    type: follower
    stats: {atk: 1, hp: 9}
    abilities:
      - {name: Guard, kind: static, effect: [{replace: {event: damaged, object: self,
                                                prevent: 1}}]}
""", "  - {id: w, card: Ward, owner: alice, zone: field}", """\
  - {id: z1, card: Zap, controller: bob, targets: [w]}
  - {id: z2, card: Zap, controller: bob, targets: [w]}""")
    ruling, log = applied(text)
    assert log == [(1, "w.Guard.replace", ()), (2, "w.Guard.replace", ())]
    assert ruling.final["objects"]["w"]["damage"] == 2


def test_state_checks_that_never_end_are_ruled_a_loop() -> None:
    """Before: a unit with lethal damage whose destruction is replaced by more damage to it was
    checked, spared and checked again forever (a million steps: a hang)."""
    text = vw("""  Phoenix:
    type: follower
    stats: {atk: 1, hp: 2}
    abilities:
      - {name: Rebirth, kind: static, effect: [{replace: {event: destroyed, object: self,
                                                  instead: [{damage: {target: self,
                                                                      amount: 1}}]}}]}
""", "  - {id: p, card: Phoenix, owner: alice, zone: field}",
              "  - {id: z, card: Zap, controller: bob, targets: [p]}")
    ruling, log = applied(text)
    assert ruling.steps[-1].kind.value == "loop"
    assert [f.kind for f in ruling.findings] == ["loop"]
    assert ruling.final["objects"]["p"]["zone"] == "field"
    # One replaced destruction as the register resolves Zap, then one per round of state checks
    # until the limit (StackRules.max_check_rounds).
    assert len(log) == 1 + 100


# ----- layers: continuous effects (engine/continuous.py) ----------------------------------------
def atk(ruling: Any, oid: str) -> int:
    return int(ruling.final["objects"][oid]["stats"]["atk"])


def test_a_while_effect_that_lasted_this_turn_comes_off_when_the_turn_ends() -> None:
    """Before: once the last continuous effect ended (and no static ability was on the board)
    the layers were no longer refreshed, so the unit kept its +5 for good."""
    text = vw("""  Grunt: {type: follower, stats: {atk: 1, hp: 9}}
  Pump:
    type: action
    targets: [{type: follower}]
    effect: [{modify: {target: $1, stats: {atk: 5},
                       while: {count: {type: follower}, at_least: 1}}}]
""", "  - {id: g, card: Grunt, owner: alice, zone: field}",
              "  - {id: p, card: Pump, controller: alice, targets: [g]}", "then: end_of_turn")
    ruling, _ = applied(text)
    assert ruling.final["turn"]["number"] == 2
    assert atk(ruling, "g") == 1


def test_a_static_ability_reading_its_own_stat_does_not_feed_on_itself() -> None:
    """"+X ATK, X its ATK": read from scratch, X is its printed 2, however many times the
    layers are computed. Before: each computation read the last one's result (2, 4, 8 ...)."""
    text = vw("""  Echo:
    type: follower
    stats: {atk: 2, hp: 9}
    abilities:
      - {name: Grow, kind: static, effect: [{modify: {target: self,
                                               stats: {atk: {stat: atk, of: self}}}}]}
  Grunt: {type: follower, stats: {atk: 1, hp: 9}}
""", """  - {id: e, card: Echo, owner: alice, zone: field}
  - {id: g, card: Grunt, owner: bob, zone: field}""", """\
  - {id: z1, card: Zap, controller: bob, targets: [g]}
  - {id: z2, card: Zap, controller: bob, targets: [g]}""")
    ruling, _ = applied(text)
    assert len(ruling.steps) > 5
    assert atk(ruling, "e") == 4


def test_a_condition_sees_the_traits_an_earlier_layer_gave() -> None:
    """A static ability that gives every follower `holy` applies first (traits, FOW 909.3a);
    one whose condition counts holy followers applies after and sees them, from the first
    computation on."""
    text = vw("""  Priest:
    type: follower
    stats: {atk: 1, hp: 9}
    abilities:
      - {name: Bless, kind: static, effect: [{modify: {target: {each: {type: follower}},
                                                traits: [holy]}}]}
  Zealot:
    type: follower
    stats: {atk: 1, hp: 9}
    abilities:
      - {name: Fervor, kind: static, while: {count: {traits: [holy]}, at_least: 2},
         effect: [{modify: {target: self, stats: {atk: 3}}}]}
""", """  - {id: z, card: Zealot, owner: alice, zone: field}
  - {id: p, card: Priest, owner: alice, zone: field}""", "  []")
    ruling, _ = applied(text)
    assert atk(ruling, "z") == 4
    assert "holy" in ruling.final["objects"]["z"]["traits"]


def test_a_riftbound_draw_replaced_by_something_else_is_done() -> None:
    """Before: Riftbound's draw tried again until a card was drawn, so a draw that a
    replacement turned into something else was replaced again, forever."""
    text = """
game: riftbound
turn: {player: alice, phase: main}
players:
  alice: {energy: 0}
  bob: {energy: 0}
cards:
  Scholar:
    type: unit
    stats: {might: 2}
    abilities:
      - {name: Study, kind: static, effect: [{replace: {event: drawn, player: controller,
                                                 instead: [{gain: {energy: 1}}]}}]}
  Insight: {type: spell, keywords: [action], effect: [{draw: {count: 2}}]}
  Filler: {type: unit, stats: {might: 1}}
objects:
  - {id: s, card: Scholar, owner: alice, zone: base}
  - {id: d1, card: Filler, owner: alice, zone: main_deck}
  - {id: d2, card: Filler, owner: alice, zone: main_deck}
chain:
  - {id: i, card: Insight, controller: alice}
"""
    ruling, log = applied(text)
    assert [rid for _, rid, _ in log] == ["s.Study.replace.alice"] * 2
    assert ruling.final["players"]["alice"]["energy"] == 2
    assert ruling.final["objects"]["d1"]["zone"] == "main_deck"


def test_a_riftbound_action_a_restriction_refuses_cites_can_t_beats_can() -> None:
    """Every refused action cites the rule that refuses it. Before: Riftbound named no rule for
    restrictions, so "alice cannot play ...: ... forbids it" cited nothing."""
    text = """
game: riftbound
turn: {player: alice, phase: main}
players:
  alice: {energy: 0}
  bob: {energy: 0}
cards:
  Warden:
    type: unit
    stats: {might: 2}
    abilities:
      - {name: Hush, kind: static, effect: [{forbid: {action: play, player: opponent}}]}
  Insight: {type: spell, keywords: [action], effect: [{gain: {energy: 1}}]}
objects:
  - {id: w, card: Warden, owner: bob, zone: base}
  - {id: i, card: Insight, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: i}
"""
    ruling, _ = applied(text)
    [rejected] = ruling.rejected
    assert "forbids it" in rejected.text
    assert rejected.citations == ("RB 054.1",)


def test_then_next_phase_stops_once_a_riftbound_turn_has_moved_on() -> None:
    """Before: Riftbound moves through its phases while settling, so the resolver, which asks
    after settling whether the phase changed, found the main phase of the next turn, then of
    the one after ... until someone won, or forever where a replacement kept the decks full."""
    text = """
game: riftbound
turn: {player: alice, phase: main}
players:
  alice: {energy: 0}
  bob: {energy: 0}
cards:
  Filler: {type: unit, stats: {might: 1}}
objects:
  - {id: d1, card: Filler, owner: alice, zone: main_deck}
  - {id: d2, card: Filler, owner: bob, zone: main_deck}
then: next_phase
"""
    ruling, _ = applied(text)
    assert ruling.outcome == "ongoing"
    assert ruling.final["turn"]["number"] == 2
