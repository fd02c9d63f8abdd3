"""Riftbound: focused claims about the chain, states, focus, cleanups, combat, scoring and the
turn. Scenario files pin whole rulings; these tests pin single rules and the failure modes
(invalid input, mechanics judge cannot rule yet)."""

from __future__ import annotations

import json
import textwrap

import pytest
from click.testing import CliRunner

from judge.app import load_scenario_text
from judge.cli.main import cli
from judge.engine.resolution import Resolution
from judge.errors import InputError, UnsupportedMechanic
from judge.games import find_game

from ..helpers import (
    assert_cites,
    assert_fizzled,
    assert_rejected,
    assert_resolved,
    damage,
    ruling,
    zone,
)

HEAD = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
"""


def rb(body: str, *, pre: str = "") -> Resolution:
    """Resolve HEAD + `pre` (unindented top-level keys) + the dedented `body`."""
    return ruling(HEAD + pre + textwrap.dedent(body))


def game(res: Resolution) -> dict[str, object]:
    return res.final.get("game") or {}  # type: ignore[return-value]


SHOWDOWN_AT_B = """
state:
  contested: {bf-b: alice}
  showdown: {at: bf-b, focus: alice}
"""


# ----- the chain -------------------------------------------------------------------------------
def test_unit_resolves_as_it_finalizes_so_nobody_can_respond() -> None:
    res = rb("""
    players: {alice: {energy: 1}, bob: {}}
    objects:
      - {id: sq, card: Trainee Squire, owner: alice, zone: hand}
    actions:
      - {by: alice, do: play, card: sq}
    then: stop
    """)
    assert_resolved(res, ["sq"])
    assert res.final["stack"] == []
    assert zone(res, "sq") == "base" and res.final["objects"]["sq"]["exhausted"] is True
    assert_cites(res, "RB 337.2")


def test_only_the_newest_item_resolves_per_round_of_passes() -> None:
    res = rb("""
    players: {alice: {}, bob: {}}
    objects:
      - {id: w, card: Stone Warden, owner: bob, zone: base}
    chain:
      - {id: b1, card: Spark Bolt, controller: alice, targets: [w]}
      - {id: b2, card: Spark Bolt, controller: bob, targets: [w]}
    actions:
      - {by: bob, do: pass}
      - {by: alice, do: pass}
    then: stop
    """)
    assert_resolved(res, ["b2"])
    assert res.final["stack"] == ["b1"]
    assert res.final["priority"] == "alice"
    assert_cites(res, "RB 340.4")


def test_a_single_pass_moves_priority_without_resolving() -> None:
    res = rb("""
    players: {alice: {}, bob: {}}
    objects:
      - {id: w, card: Stone Warden, owner: bob, zone: base}
    chain:
      - {id: b1, card: Spark Bolt, controller: alice, targets: [w]}
    actions:
      - {by: alice, do: pass}
    then: stop
    """)
    assert_resolved(res, [])
    assert res.final["priority"] == "bob"


def test_illegal_target_skips_only_that_target_and_nothing_fizzles() -> None:
    res = rb("""
    players: {alice: {}, bob: {}}
    cards:
      Twin Bolt:
        type: spell
        targets: [{type: unit}, {type: unit}]
        effect: [{damage: {target: $1, amount: 1}}, {damage: {target: $2, amount: 1}}]
    objects:
      - {id: w1, card: Stone Warden, owner: bob, zone: base}
      - {id: w2, card: Stone Warden, owner: bob, zone: hand}
    chain:
      - {id: twin, card: Twin Bolt, controller: alice, targets: [w1, w1]}
    """)
    assert_resolved(res, ["twin"])
    assert_fizzled(res, [])
    assert damage(res, "w1") == 2


def test_countered_spell_keeps_its_costs_paid() -> None:
    res = rb("""
    players: {alice: {energy: 2}, bob: {energy: 2}}
    objects:
      - {id: w, card: Stone Warden, owner: bob, zone: base}
      - {id: blow, card: Heavy Blow, owner: alice, zone: hand}
      - {id: rebuke, card: Rebuke, owner: bob, zone: hand}
    actions:
      - {by: alice, do: play, card: blow, targets: [w]}
      - {by: alice, do: pass}
      - {by: bob, do: play, card: rebuke, targets: [blow]}
    """)
    assert_fizzled(res, ["blow"])
    assert res.final["players"]["alice"]["energy"] == 0
    assert zone(res, "blow") == "trash"
    # Riftbound has no fizzling: a cancelled card is "countered" (RB 425.1.a), in the JSON
    # ruling's outcome and in the prose alike
    assert res.to_json()["fizzled"][0]["outcome"] == "countered"
    assert res.fizzled[0].text == "countered by Rebuke (rebuke)"
    assert any("counters Heavy Blow" in s.summary for s in res.steps)
    assert not any("cancel" in s.summary or "fizzl" in s.summary for s in res.steps)


# ----- the four states ---------------------------------------------------------------------------
def test_action_cannot_join_an_existing_chain_but_reaction_can() -> None:
    res = rb("""
    priority: alice
    players: {alice: {energy: 2}, bob: {}}
    objects:
      - {id: w, card: Stone Warden, owner: bob, zone: base}
      - {id: strike, card: Swift Strike, owner: alice, zone: hand}
      - {id: bolt, card: Spark Bolt, owner: alice, zone: hand}
    chain:
      - {id: b0, card: Spark Bolt, controller: bob, targets: [w]}
    actions:
      - {by: alice, do: play, card: strike, targets: [w]}
      - {by: alice, do: play, card: bolt, targets: [w]}
    then: stop
    """)
    assert_rejected(res, [0])
    # RB 331.1.a forbids it by default (round cites80), RB 309.1.a names what would allow it
    assert res.rejected[0].citations == ("RB 331.1.a", "RB 309.1.a", "RB 358.4")
    assert res.final["stack"] == ["b0", "bolt"]
    assert game(res)["state"] == "neutral-closed"


def test_player_without_focus_cannot_act_in_a_showdown() -> None:
    res = rb(pre=SHOWDOWN_AT_B, body="""
    players: {alice: {}, bob: {energy: 1}}
    objects:
      - {id: bf-b, card: Windswept Ridge, owner: bob, zone: "battlefield:bf-b"}
      - {id: s, card: Trainee Squire, owner: alice, zone: "battlefield:bf-b"}
      - {id: bolt, card: Spark Bolt, owner: bob, zone: hand}
    actions:
      - {by: bob, do: play, card: bolt, targets: [s]}
    then: stop
    """)
    assert_rejected(res, [0])
    assert "RB 313.2" in res.rejected[0].citations


# ----- focus -------------------------------------------------------------------------------------
def test_focus_passes_when_a_player_opened_chain_empties() -> None:
    res = rb(pre=SHOWDOWN_AT_B, body="""
    players: {alice: {}, bob: {}}
    cards:
      Cry: {type: spell, keywords: [action], effect: [{gain: {energy: 1}}]}
    objects:
      - {id: bf-b, card: Windswept Ridge, owner: bob, zone: "battlefield:bf-b"}
      - {id: s, card: Trainee Squire, owner: alice, zone: "battlefield:bf-b"}
      - {id: cry, card: Cry, owner: alice, zone: hand}
    actions:
      - {by: alice, do: play, card: cry}
      - {by: alice, do: pass}
      - {by: bob, do: pass}
    then: stop
    """)
    assert game(res)["focus"] == "bob" and res.final["priority"] == "bob"
    assert_cites(res, "RB 340.2.a")


def test_focus_stays_after_a_chain_opened_by_a_trigger() -> None:
    res = rb(pre=SHOWDOWN_AT_B, body="""
    players: {alice: {}, bob: {}}
    cards:
      Echo:
        type: unit
        stats: {might: 2}
        abilities:
          - {name: Ring, kind: triggered, when: {event: damaged, object: self},
             effect: [{gain: {energy: 1}}]}
    objects:
      - {id: bf-b, card: Windswept Ridge, owner: bob, zone: "battlefield:bf-b"}
      - {id: s, card: Trainee Squire, owner: alice, zone: "battlefield:bf-b"}
      - {id: echo, card: Echo, owner: bob, zone: base, damage: 0}
    chain:
      - {id: e.ring, ability: Ring, source: echo, controller: bob}
    actions:
      - {by: bob, do: pass}
      - {by: alice, do: pass}
    then: stop
    """)
    assert_resolved(res, ["e.ring"])
    assert game(res)["focus"] == "alice"
    assert_cites(res, "RB 346.1")


def test_add_ability_passes_neither_priority_nor_focus() -> None:
    res = rb(pre=SHOWDOWN_AT_B, body="""
    players: {alice: {}, bob: {}}
    objects:
      - {id: bf-b, card: Windswept Ridge, owner: bob, zone: "battlefield:bf-b"}
      - {id: s, card: Trainee Squire, owner: alice, zone: "battlefield:bf-b"}
      - {id: rune, card: Basic Rune, owner: alice, zone: base}
    actions:
      - {by: alice, do: activate, object: rune, ability: Energy}
    then: stop
    """)
    assert_resolved(res, ["rune.energy"])
    assert game(res)["focus"] == "alice" and res.final["priority"] == "alice"
    assert game(res)["state"] == "showdown-open"


# ----- cleanups ----------------------------------------------------------------------------------
def test_cleanup_never_heals_but_the_expiration_step_does() -> None:
    res = rb("""
    players: {alice: {}, bob: {}}
    objects:
      - {id: w, card: Stone Warden, owner: alice, zone: base, damage: 3}
      - {id: b-top, card: Trainee Squire, owner: bob, zone: main_deck}
    actions:
      - {by: alice, do: pass}
    then: stop
    """)
    steps = [s.summary for s in res.steps]
    assert damage(res, "w") == 0
    assert any("every unit is healed" in s for s in steps)
    heal = next(s for s in res.steps if "every unit is healed" in s.summary)
    assert "RB 317.2.b" in heal.citations


def test_contested_is_applied_once_by_the_first_arrival() -> None:
    res = rb("""
    players: {alice: {}, bob: {}}
    objects:
      - {id: bf-b, card: Windswept Ridge, owner: bob, zone: "battlefield:bf-b"}
      - {id: s, card: Trainee Squire, owner: alice, zone: base}
    actions:
      - {by: alice, do: move, units: [s], to: bf-b}
    then: stop
    """)
    assert game(res)["contested"] == {"bf-b": "alice"}
    assert game(res)["showdown"]["focus"] == "alice"  # type: ignore[index]


def test_runes_at_a_battlefield_are_recalled_only_in_v14() -> None:
    body = """
    players: {alice: {}, bob: {}}
    objects:
      - {id: bf-a, card: Sunken Plaza, owner: alice, zone: "battlefield:bf-a"}
      - {id: g, card: Stone Warden, owner: alice, zone: "battlefield:bf-a"}
      - {id: rune, card: Basic Rune, owner: alice, zone: "battlefield:bf-a"}
    """
    assert zone(rb(body), "rune") == "base"
    assert zone(rb(body, pre="edition: v1.3\n"), "rune") == "battlefield:bf-a"


# ----- combat ------------------------------------------------------------------------------------
COMBAT = """
players: {alice: {}, bob: {}}
cards:
  Big: {type: unit, stats: {might: 5}}
  Small: {type: unit, stats: {might: 3}}
objects:
  - {id: bf-a, card: Sunken Plaza, owner: bob, zone: "battlefield:bf-a"}
  - {id: raider, card: Stone Warden, owner: alice, zone: base}
  - {id: big, card: Big, owner: bob, zone: "battlefield:bf-a"}
  - {id: small, card: Small, owner: bob, zone: "battlefield:bf-a"}
actions:
  - {by: alice, do: move, units: [raider], to: bf-a}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
"""


@pytest.mark.parametrize(("assignment", "legal", "rule"), [
    ("{big: 4}", True, None),
    ("{small: 3, big: 1}", True, None),
    ("{big: 2, small: 2}", False, "RB 465.2.c.3"),
    ("{small: 4}", False, "RB 465.2.c.4"),
    ("{small: 3}", False, "RB 465.2.c"),
])
def test_damage_assignment_follows_lethal_first_and_no_overkill(
        assignment: str, legal: bool, rule: str | None) -> None:
    res = rb(COMBAT + f"  - {{by: alice, do: assign, damage: {assignment}}}\nthen: stop\n")
    assert_rejected(res, [] if legal else [3])
    if rule is not None:
        assert rule in res.rejected[0].citations


def test_assignment_is_only_for_the_damage_step() -> None:
    res = rb("""
    players: {alice: {}, bob: {}}
    objects:
      - {id: w, card: Stone Warden, owner: bob, zone: base}
    actions:
      - {by: alice, do: assign, damage: {w: 1}}
    """)
    assert_rejected(res, [0])
    assert res.rejected[0].citations == ("RB 465.1",)


def test_combat_cleanup_recalls_attackers_when_defenders_remain() -> None:
    res = rb("""
    players: {alice: {}, bob: {}}
    cards:
      Wall: {type: unit, stats: {might: 9}}
    objects:
      - {id: bf-a, card: Sunken Plaza, owner: bob, zone: "battlefield:bf-a"}
      - {id: raider, card: Trainee Squire, owner: alice, zone: base, stats: {might: 1}}
      - {id: wall, card: Wall, owner: bob, zone: "battlefield:bf-a", stunned: true}
    actions:
      - {by: alice, do: move, units: [raider], to: bf-a}
    """)
    assert zone(res, "raider") == "base"
    assert damage(res, "wall") == 0
    assert game(res)["combats"] == [{"at": "bf-a", "attacker": "alice", "defender": "bob",
                                     "result": "no-result", "winner": None}]


def test_stunned_units_add_no_might_but_keep_their_toughness() -> None:
    from judge.engine.resolver import Resolver
    from judge.games.riftbound import keywords as kw

    sc = load_scenario_text(HEAD + textwrap.dedent("""
    players: {alice: {}, bob: {}}
    objects:
      - {id: w, card: Stone Warden, owner: alice, zone: base, stunned: true}
    """), "<test>")
    r = Resolver(sc, find_game("riftbound"))
    w = r.state.objects["w"]
    assert kw.combat_might(r, w) == 0
    assert r.stat(w, "might") == 4


def test_lethal_need_counts_marked_damage_and_prevention() -> None:
    from judge.engine.resolver import Resolver
    from judge.games.riftbound.lethal import NEVER_LETHAL, lethal_need
    from judge.model.state import Shield

    sc = load_scenario_text(HEAD + textwrap.dedent("""
    players: {alice: {}, bob: {}}
    cards:
      Zero: {type: unit, stats: {might: 0}}
    objects:
      - {id: w, card: Stone Warden, owner: alice, zone: base, damage: 1}
      - {id: z, card: Zero, owner: alice, zone: base}
    """), "<test>")
    r = Resolver(sc, find_game("riftbound"))
    w, z = r.state.objects["w"], r.state.objects["z"]
    assert lethal_need(r, w) == 3
    assert lethal_need(r, z) == 1  # RB 142.4.b: lethal damage is never zero
    r.state.shields.append(Shield("w", w.incarnation, 2, "x"))
    assert lethal_need(r, w) == 5
    r.state.shields.append(Shield("z", z.incarnation, None, "x"))
    # RB 437.5.b: prevent All is never lethal, yet the unit can still be dealt damage, so it is
    # not left out of the assignment (RB 465.2.c.10)
    assert lethal_need(r, z) == NEVER_LETHAL


# ----- scoring and winning ------------------------------------------------------------------------
def test_a_tie_at_the_victory_score_is_not_a_win() -> None:
    res = rb("""
    players: {alice: {points: 8}, bob: {points: 8}}
    """)
    assert res.winner is None and res.outcome == "ongoing"


def test_victory_score_can_be_set_by_the_scenario() -> None:
    res = rb("""
    players: {alice: {points: 5}, bob: {points: 2}}
    state: {victory_score: 5}
    """)
    assert res.winner == "alice"


def test_the_battlefield_card_shows_its_real_controller() -> None:
    res = rb("""
    players: {alice: {}, bob: {}}
    objects:
      - {id: bf-a, card: Sunken Plaza, owner: bob, zone: "battlefield:bf-a"}
    """)
    assert res.final["objects"]["bf-a"]["controller"] is None


# ----- the turn ----------------------------------------------------------------------------------
def test_turn_player_passing_in_main_ends_the_turn_and_the_next_begins() -> None:
    res = rb("""
    players: {alice: {energy: 3}, bob: {}}
    objects:
      - {id: b-top, card: Trainee Squire, owner: bob, zone: main_deck}
      - {id: b-unit, card: Trainee Squire, owner: bob, zone: base, exhausted: true}
    actions:
      - {by: alice, do: pass}
    then: stop
    """)
    assert res.final["turn"]["player"] == "bob" and res.final["turn"]["phase"] == "main"
    assert res.final["turn"]["number"] == 4
    assert res.final["players"]["alice"]["energy"] == 0
    assert res.final["objects"]["b-unit"]["exhausted"] is False
    assert zone(res, "b-top") == "hand"
    assert_cites(res, "RB 316.9.a")


# ----- bad input and honest "cannot rule" ---------------------------------------------------------
def test_a_flow_cost_may_discard_but_a_flow_spell_needs_one() -> None:
    """RB 829.1.c.2: a Flow cost may have non-resource parts (it was exit 3 before); a Flow
    spell without its cost is invalid."""
    load_scenario_text(HEAD + textwrap.dedent("""
        players: {alice: {}, bob: {}}
        cards:
          Rising: {type: spell, keywords: [flow], flow_cost: {discard: 1},
                   effect: [{draw: {count: 1}}]}
        """), "<test>")
    with pytest.raises(InputError, match="flow_cost"):
        load_scenario_text(HEAD + textwrap.dedent("""
        players: {alice: {}, bob: {}}
        cards:
          Rising: {type: spell, keywords: [flow], effect: [{draw: {count: 1}}]}
        """), "<test>")


@pytest.mark.parametrize(("body", "why"), [
    ("players: {a: {}, b: {}, c: {}, d: {}, e: {}}\n", "no rules for five or more"),
])
def test_multiplayer_beyond_the_rules_is_an_honest_cannot_rule(body: str, why: str) -> None:
    with pytest.raises(UnsupportedMechanic, match=why):
        load_scenario_text(HEAD.replace("alice", "a") + body, "<test>")


def test_a_unit_an_effect_plays_triggers_before_the_older_deathknell() -> None:
    """RB 354.3, RB 337.1.b: a card an effect plays waits pending until that resolution ends,
    after the Deathknell the resolution triggered first; the unit then enters at once and its
    "when you play me" resolves before the Deathknell (riftboundfaq Baited Hook
    #deathknell-order). Was exit 3 (audit-rb); before that the unit waited on the chain below
    the Deathknell and its play effect never triggered."""
    res = rb("""
    players: {alice: {energy: 1}, bob: {}}
    cards:
      Lure Line:
        type: spell
        cost: {energy: 1}
        targets: [{type: unit, controller: you}]
        effect: [{destroy: {target: $1}}, {play_now: {target: angler, free: true}}]
      Bell Ringer:
        type: unit
        stats: {might: 2}
        abilities:
          - {name: Last Peal, kind: triggered, keywords: [deathknell],
             when: {event: destroyed, object: self}, effect: [{draw: {count: 1}}]}
      Deep Angler:
        type: unit
        cost: {energy: 4}
        stats: {might: 3}
        abilities:
          - {name: Catch, kind: triggered, when: {event: played, object: self},
             effect: [{draw: {count: 1}}]}
    objects:
      - {id: lure, card: Lure Line, owner: alice, zone: hand}
      - {id: ringer, card: Bell Ringer, owner: alice, zone: base}
      - {id: angler, card: Deep Angler, owner: alice, zone: main_deck}
    actions:
      - {by: alice, do: play, card: lure, targets: [ringer]}
    """)
    assert_resolved(res, ["lure", "angler", "angler.catch", "ringer.last-peal"])
    assert_cites(res, "RB 354.3")


def test_a_played_copy_of_a_unit_keeps_no_might_and_its_play_effect_triggers() -> None:
    """RB 477.1.b.1.a: a copy takes the copyable traits, Rules Text among them, not Might.
    `play_now` with `copy: true` was exit 3; a played copy of a unit now enters as a token
    (RB HP.23) with Might 0 (RB HP.24), and its copied "when you play me" triggers."""
    res = rb("""
    players: {alice: {energy: 1}, bob: {}}
    cards:
      Grave Echo:
        type: spell
        cost: {energy: 1}
        targets: [{type: unit, zone: trash, owner: you}]
        effect: [{play_now: {target: $1, copy: true, free: true}}]
      Deep Angler:
        type: unit
        cost: {energy: 4}
        stats: {might: 3}
        abilities:
          - {name: Catch, kind: triggered, when: {event: played, object: self},
             effect: [{draw: {count: 1}}]}
    objects:
      - {id: echo, card: Grave Echo, owner: alice, zone: hand}
      - {id: angler, card: Deep Angler, owner: alice, zone: trash}
      - {id: d1, card: Trainee Squire, owner: alice, zone: main_deck}
    actions:
      - {by: alice, do: play, card: echo, targets: [angler]}
      - {by: alice, do: pass}
      - {by: bob, do: pass}
      - {by: alice, do: pass}
      - {by: bob, do: pass}
    """)
    assert_resolved(res, ["echo", "angler.copy", "angler.copy.catch"])
    copy = res.final["objects"]["angler.copy"]
    assert (copy["zone"], copy["stats"]) == ("base", {"might": 0})
    assert res.final["objects"]["angler"]["zone"] == "trash"
    assert res.final["objects"]["d1"]["zone"] == "hand"
    for rule in ("RB HP.23", "RB HP.24", "RB 477.1.b.1.a"):
        assert_cites(res, rule)


def test_two_v_two_loads_with_its_teams_and_victory_score() -> None:
    """RB 489.3, RB 489.5.c.1: 2v2 was exit 3; now its teams alternate in turn order and its
    Victory Score is 11."""
    res = rb("""
    players: {alice: {}, bob: {}, carol: {}, dan: {}}
    state: {mode: 2v2}
    then: stop
    """)
    assert game(res)["teams"] == [["alice", "carol"], ["bob", "dan"]]
    assert "victory_score" not in game(res)  # the mode's own, 11 (scenarios/riftbound/2v2)


@pytest.mark.parametrize(("policy", "warden_at", "holder"), [
    ("controller-stays", "battlefield:y", "carol"), ("all-recall", "base", None)])
def test_teammates_units_together_follow_house_policy_hp11(policy: str, warden_at: str,
                                                           holder: str | None) -> None:
    """RB 447.2.b: the rules never move a unit where a teammate's are and do not say how such
    units would contest; taking control of one of a teammate's two units there was exit 3.
    House policy RB HP.11 recalls instead (RB 447.2.c): the taken unit always, the controller's
    own by `all-recall` only."""
    res = rb(f"""
    policies: {{team.shared_battlefield: {policy}}}
    players: {{alice: {{energy: 1}}, bob: {{}}, carol: {{}}, dan: {{}}}}
    state: {{mode: 2v2, battlefields: [x, y, z]}}
    cards:
      Turncoat: {{type: spell, cost: {{energy: 1}}, targets: [{{type: unit}}],
                 effect: [{{gain_control: {{target: $1}}}}]}}
    objects:
      - {{id: tc, card: Turncoat, owner: alice, zone: hand}}
      - {{id: c1, card: Stone Warden, owner: carol, zone: 'battlefield:y'}}
      - {{id: c2, card: Trainee Squire, owner: carol, zone: 'battlefield:y'}}
    actions:
      - {{by: alice, do: play, card: tc, targets: [c2]}}
      - {{by: alice, do: pass}}
      - {{by: bob, do: pass}}
      - {{by: carol, do: pass}}
      - {{by: dan, do: pass}}
    then: stop
    """)
    assert_cites(res, "RB HP.11")
    assert_cites(res, "RB 447.2.c")
    objs = res.final["objects"]
    assert objs["c2"]["zone"] == "base"
    assert objs["c1"]["zone"] == warden_at
    assert game(res)["control"]["y"] == holder


def test_teammates_units_together_in_the_file_recall_at_the_first_cleanup() -> None:
    """RB HP.11 applies to a file that starts with teammates' units at one battlefield (it was
    exit 3): nobody controls the contested battlefield, so all of them recall."""
    res = ruling(HEAD.replace("alice", "a") + textwrap.dedent("""
    players: {a: {}, b: {}, c: {}, d: {}}
    state: {mode: 2v2, battlefields: [x, y, z], contested: {x: c}}
    objects:
      - {id: u, card: Trainee Squire, owner: a, zone: 'battlefield:x'}
      - {id: v, card: Trainee Squire, owner: c, zone: 'battlefield:x'}
    then: stop
    """))
    assert_cites(res, "RB HP.11")
    assert {res.final["objects"][o]["zone"] for o in ("u", "v")} == {"base"}


@pytest.mark.parametrize(("body", "where", "message"), [
    ("players: {a: {points: 2}, b: {}, c: {points: 3}, d: {}}\n", "players.c.points",
     "RB 489.8.d.1"),
    ("players: {a: {}, b: {}, c: {}, d: {}}\nstate: {scoring_step: {held: {}}}\n",
     "state.scoring_step", "expected"),
    ("players: {a: {}, b: {}, c: {}, d: {}}\nobjects:\n"
     "  - {id: l1, card: Ember Legend, owner: a, zone: legend_zone}\n"
     "  - {id: l2, card: Ember Legend, owner: c, zone: legend_zone}\n"
     "cards:\n  Ember Legend: {type: legend}\n", "objects[1].card", "RB 489.8.h"),
])
def test_bad_two_v_two_teams_are_reported(body: str, where: str, message: str) -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(HEAD.replace("alice", "a") + "state: {mode: 2v2}\n" + body
                           if "state:" not in body else HEAD.replace("alice", "a") +
                           body.replace("state: {", "state: {mode: 2v2, "), "bad.yaml")
    lines = [str(p) for p in err.value.problems]
    assert any(f": {where}: " in line and message in line for line in lines), lines


def test_a_mode_needs_its_number_of_players() -> None:
    with pytest.raises(InputError, match=r"state\.mode"):
        load_scenario_text(HEAD + "players: {alice: {}, bob: {}}\nstate: {mode: ffa3}\n",
                           "<test>")


def test_three_players_play_ffa3() -> None:
    load_scenario_text(HEAD + "players: {alice: {}, bob: {}, carol: {}}\n", "<test>")


@pytest.mark.parametrize(("body", "where", "message"), [
    ("state: {control: {bf-a: zed}}\n", "state.control.bf-a", "not a player"),
    ("state: {showdown: {at: bf-a, focuss: alice}}\n", "state.showdown.focuss", "unknown key"),
    ("objects:\n  - {id: u, card: Trainee Squire, owner: alice, zone: base, at: base}\n",
     "objects[0].at", "filter key"),
    ("objects:\n  - {id: a, card: Trainee Squire, owner: alice, zone: 'battlefield:x'}\n"
     "  - {id: b, card: Trainee Squire, owner: bob, zone: 'battlefield:x'}\n",
     "state", "both at x"),
    ("chain:\n  - {id: u, card: Trainee Squire, controller: alice}\n", "chain[0]",
     "never waits"),
    ("cards:\n  G: {type: unit, abilities: [{name: B, kind: triggered, when: {event: blocked},"
     " effect: []}]}\n", "cards.G.abilities[0].when.event", "unknown event"),
])
def test_bad_riftbound_state_is_reported_with_its_position(body: str, where: str,
                                                          message: str) -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(HEAD + "players: {alice: {}, bob: {}}\n" + body, "bad.yaml")
    lines = [str(p) for p in err.value.problems]
    assert any(f": {where}: " in line and message in line and line.startswith("bad.yaml:")
               for line in lines), lines


def test_cli_exit_codes_for_riftbound(tmp_path: object) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    bad = tmp_path / "bad.yaml"
    bad.write_text(HEAD + "players: {alice: {}, bob: {}}\nstate: {contested: {bf-a: nobody}}\n")
    todo = tmp_path / "todo.yaml"
    todo.write_text(HEAD + "players: {alice: {}, bob: {}, carol: {}, dan: {}, eve: {}}\n")
    runner = CliRunner()
    assert runner.invoke(cli, ["resolve", str(bad)]).exit_code == 2
    assert runner.invoke(cli, ["resolve", str(todo)]).exit_code == 3


def test_json_ruling_carries_the_game_state() -> None:
    res = rb(pre=SHOWDOWN_AT_B, body="""
    players: {alice: {}, bob: {}}
    objects:
      - {id: bf-b, card: Windswept Ridge, owner: bob, zone: "battlefield:bf-b"}
      - {id: s, card: Trainee Squire, owner: alice, zone: "battlefield:bf-b"}
    then: stop
    """)
    data = json.loads(json.dumps(res.to_json()))
    assert data["final"]["game"]["state"] == "showdown-open"
    assert data["final"]["game"]["showdown"]["focus"] == "alice"


# ----- costs: every cost paid is a step, after the targets are chosen (issue 16) ---------------
BLOOD_PACT = """
players: {alice: {energy: 1}, bob: {energy: 0}}
cards:
  Blood Pact:
    type: spell
    cost: {energy: 1}
    additional_cost: {sacrifice: {type: unit, controller: you}}
    targets: [{type: unit}]
    effect: [{damage: {target: $1, amount: 1}}]
objects:
  - {id: acolyte, card: Ember Acolyte, owner: alice, zone: base}
  - {id: warden, card: Stone Warden, owner: bob, zone: base}
  - {id: pact, card: Blood Pact, owner: alice, zone: hand}
"""


def test_a_unit_killed_as_a_cost_is_a_cost_step_after_the_play_step() -> None:
    res = rb(pre=BLOOD_PACT, body="""
    actions:
      - {by: alice, do: play, card: pact, targets: [warden], choices: {sacrifice: acolyte}}
    then: stop
    """)
    kinds = [s.kind.value for s in res.steps]
    assert kinds[:2] == ["play", "cost"], kinds  # targets chosen (RB 355), then paid (RB 357)
    cost = res.steps[1]
    assert "killing Ember Acolyte (acolyte)" in cost.summary
    assert "RB 428.1.a.1" in cost.citations and "RB 357.2" in cost.citations


def test_an_unchosen_kill_cost_is_refused_in_plain_words() -> None:
    res = rb(pre=BLOOD_PACT, body="""
    actions:
      - {by: alice, do: play, card: pact, targets: [warden]}
    """)
    assert_rejected(res, [0])
    reason = res.rejected[0].text
    assert "your unit you control" not in reason
    assert reason.startswith("its cost is killing one of your units"), reason


def test_contested_is_told_after_the_move_and_a_running_showdown_is_not_staged() -> None:
    """Issue 16: "becomes contested" follows the move that caused it, and the final state does
    not show a showdown staged where it is already running."""
    from ..conftest import SCENARIOS

    path = SCENARIOS / "riftbound/movement/standard-move-exhausts-and-contests.yaml"
    res = ruling(path.read_text())
    kinds = [(s.kind.value, s.summary.split(" ")[1]) for s in res.steps[:2]]
    assert kinds == [("action", "moves"), ("state_check", "becomes")], kinds
    assert game(res)["showdown"] is not None
    shown = CliRunner().invoke(cli, ["resolve", str(path)], env={"COLUMNS": "200"}).output
    assert "step showdown" in shown and "staged: bf-b" not in shown


def test_opponent_with_several_opponents_needs_the_choice() -> None:
    """In FFA a card's `opponent` is a target chosen as it is played (RB 355.10): without the
    choice the file is incomplete (exit 2, naming the choice), never the first one silently;
    a player who is no opponent is refused the same way; the chosen one is the one affected."""
    text = HEAD + """players: {alice: {energy: 1}, bob: {}, carol: {}}
cards:
  Taunt: {type: spell, cost: {energy: 1}, effect: [{draw: {player: opponent, count: 1}}]}
objects:
  - {id: taunt, card: Taunt, owner: alice, zone: hand}
  - {id: b1, card: Trainee Squire, owner: bob, zone: main_deck}
  - {id: c1, card: Trainee Squire, owner: carol, zone: main_deck}
actions:
  - {by: alice, do: play, card: taunt}
"""
    with pytest.raises(InputError, match=r"choices: \{opponent: id\}"):
        ruling(text)
    with pytest.raises(InputError, match="alice is not an opponent"):
        ruling(text.replace("card: taunt}", "card: taunt, choices: {opponent: alice}}"))
    res = ruling(text.replace("card: taunt}", "card: taunt, choices: {opponent: carol}}"))
    assert zone(res, "c1") == "hand" and zone(res, "b1") == "main_deck"
    assert any("RB 355.10" in s.citations for s in res.steps)


@pytest.mark.parametrize(("card", "zone", "why"), [
    ("{type: legend}", "legend_zone", "RB 107.4.d"),
    ("{type: battlefield}", "'battlefield:odd'", "RB 107.2.b"),
])
@pytest.mark.parametrize("policy", ["stays", "in-place"])
def test_attaching_a_legend_or_battlefield_follows_house_policy_hp8(
        card: str, zone: str, why: str, policy: str) -> None:
    """RB 434.1 attaches any two cards, but RB 434.4 would move a legend out of the Legend Zone
    (RB 107.4.d) or a battlefield, itself a location, to the unit's location: the rules do not
    settle it, so house policy RB HP.8 decides (it was exit 3); either way the card stays in its
    zone (a rune is attached: scenarios keywords/)."""
    body = f"""
    policies: {{attach.fixed_card: {policy}}}
    players: {{alice: {{energy: 1}}, bob: {{}}}}
    cards:
      Odd: {card}
      Binding: {{type: spell, cost: {{energy: 1}}, targets: [{{type: unit}}],
                 effect: [{{attach: {{target: odd, to: $1}}}}]}}
    objects:
      - {{id: odd, card: Odd, owner: alice, zone: {zone}}}
      - {{id: squire, card: Trainee Squire, owner: alice, zone: base}}
      - {{id: b, card: Binding, owner: alice, zone: hand}}
    actions:
      - {{by: alice, do: play, card: b, targets: [squire]}}
    """
    res = rb(body)
    cited = {c for s in res.steps for c in s.citations}
    assert {"RB HP.8", why} <= cited
    odd = res.final["objects"]["odd"]
    assert odd["zone"] == zone.strip("'")
    assert odd.get("attached_to") == ("squire" if policy == "in-place" else None)


# ----- conceding (RB 649-652) -------------------------------------------------------------------
THREE = "players: {alice: {energy: 1}, bob: {}, carol: {}}\n"


@pytest.mark.parametrize(("policy", "showdown_left"), [("goes-on", True), ("ends", False)])
def test_a_combatant_leaving_follows_house_policy_hp9(policy: str, showdown_left: bool) -> None:
    """RB 652.5.b: the Defender's removal during a combat was exit 3; house policy RB HP.9
    decides: the combat goes on (default) or ends at once without a result."""
    res = rb(f"""
    policies: {{leave.combatant: {policy}}}
    objects:
      - {{id: a1, card: Trainee Squire, owner: alice, zone: 'battlefield:bf-b'}}
      - {{id: b1, card: Trainee Squire, owner: bob, zone: 'battlefield:bf-b'}}
    actions:
      - {{by: bob, do: concede}}
    then: stop
    """, pre=THREE + """state:
  contested: {bf-b: alice}
  showdown: {at: bf-b, combat: true, attacker: alice, defender: bob, focus: alice}
""")
    assert_cites(res, "RB HP.9")
    assert (game(res).get("showdown") is not None) is showdown_left
    assert res.final["objects"]["a1"]["zone"] == "battlefield:bf-b"


@pytest.mark.parametrize("combatant", ["goes-on", "ends"])
@pytest.mark.parametrize("turn_open", ["finish-first", "clears"])
def test_attacking_turn_player_leaving_ends_the_combat_once(combatant: str,
                                                            turn_open: str) -> None:
    """The turn player is the Attacker and concedes: RB HP.10 and RB HP.9 both speak; the
    combat is over exactly once (`clears` ended it before RB HP.9 looked: it once ended it
    again), and then it is Bob's turn."""
    res = rb(f"""
    policies: {{leave.combatant: {combatant}, leave.turn_open: {turn_open}}}
    objects:
      - {{id: a1, card: Trainee Squire, owner: alice, zone: 'battlefield:bf-b'}}
      - {{id: b1, card: Trainee Squire, owner: bob, zone: 'battlefield:bf-b'}}
    actions:
      - {{by: alice, do: concede}}
      - {{by: bob, do: pass}}
      - {{by: carol, do: pass}}
    then: stop
    """, pre=THREE + """state:
  contested: {bf-b: alice}
  showdown: {at: bf-b, combat: true, attacker: alice, defender: bob, focus: alice}
""")
    assert len(game(res)["combats"]) == 1  # type: ignore[arg-type]
    assert res.final["turn"]["player"] == "bob"
    assert_cites(res, "RB HP.10")
    assert ("RB HP.9" in res.citations) is (turn_open == "finish-first")


@pytest.mark.parametrize("policy", ["finish-first", "clears"])
@pytest.mark.parametrize(("pre", "body", "resolved"), [
    ("", """
    objects:
      - {id: bolt, card: Spark Bolt, owner: alice, zone: hand}
      - {id: sq, card: Trainee Squire, owner: bob, zone: base}
    actions:
      - {by: alice, do: play, card: bolt, targets: [sq]}
      - {by: alice, do: concede}
    """, False),
    (SHOWDOWN_AT_B, """
    objects:
      - {id: scout, card: Trainee Squire, owner: alice, zone: 'battlefield:bf-b'}
      - {id: b1, card: Trainee Squire, owner: bob, zone: 'battlefield:bf-b'}
    actions:
      - {by: alice, do: concede}
    """, True),
])
def test_turn_player_leaving_with_something_open_follows_house_policy_hp10(
        pre: str, body: str, resolved: bool, policy: str) -> None:
    """RB 652.5.a.1: the turn player's removal while a chain or showdown is open was exit 3;
    house policy RB HP.10 decides. A chain of only their own items is countered whole
    (RB 652.4), so the next turn begins at once either way; a showdown is finished first
    (focus to Bob, who with Carol passes) or ended at once, and then it is Bob's turn."""
    passes = ("      - {by: bob, do: pass}\n      - {by: carol, do: pass}\n"
              if resolved and policy == "finish-first" else "")
    res = rb(body.rstrip() + "\n" + passes +
             f"    policies: {{leave.turn_open: {policy}}}\n    then: stop\n",
             pre=THREE + pre.lstrip("\n"))
    if resolved:
        assert_cites(res, "RB HP.10")
    assert game(res).get("showdown") is None
    assert res.final["turn"]["player"] == "bob"
    assert_rejected(res, [])


def test_a_removed_player_concedes_no_more() -> None:
    """RB 651.3: a player who left can no longer act; conceding again is refused."""
    res = rb("""
    actions:
      - {by: carol, do: concede}
      - {by: carol, do: concede}
    then: stop
    """, pre=THREE)
    assert_rejected(res, [1])
    assert_cites(res, "RB 651.3")
    assert game(res)["removed"] == ["carol"]
    assert "carol" not in res.final["players"]


def test_a_card_that_left_with_its_player_did_not_cease_to_exist() -> None:
    """RB 652.3: the cards of a removed player leave the game with them; they are cards, not
    tokens, so the ruling says where they are (out of the game), not that they ceased to
    exist (the wording of a token or copy off the board, RB 185)."""
    result = CliRunner().invoke(cli, [
        "explain", "scenarios/riftbound/concede/ffa3-removed-player-leaves-the-game.yaml"])
    assert result.exit_code == 0, result.output
    assert "Bulwark Golem (c-unit) ends out of the game" in " ".join(result.output.split())
    assert "ceased to exist" not in result.output
