"""Force of Will (CR 12.7): focused claims about the chase, main timing, will, triggers, targets,
battle and the turn. Scenario files in scenarios/force-of-will/ pin the full rulings; these tests
pin the mechanics one at a time, in a few lines each."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.engine.trace import StepKind
from judge.errors import InputError, UnsupportedMechanic
from judge.games import find_game
from judge.model.cards import Cost
from judge.model.rules import parent_candidates
from judge.record import replace

from ..helpers import assert_cites, assert_fizzled, assert_rejected, assert_resolved, ruling, zone

HEADER = """\
game: force-of-will
turn: {{player: alice, phase: {phase}, number: {number}{step}}}
players:
  alice: {{life: 4000, fire: {fire}}}
  bob: {{life: 4000, fire: {fire}}}
cards:
  Spark: {{type: chant, keywords: [quickcast], targets: [{{type: resonator}}],
          effect: [{{damage: {{target: $1, amount: 300}}}}]}}
  Study: {{type: chant, effect: [{{draw: {{count: 1}}}}]}}
  Knight: {{type: resonator, stats: {{atk: 500, def: 500}}}}
  Wall: {{type: resonator, stats: {{atk: 300, def: 1000}}}}
{cards}"""


def fow(body: str, *, phase: str = "main", step: str | None = None, number: int = 3,
        fire: int = 0, cards: str = "") -> str:
    """A two-player scenario: the common cards (plus `cards`, indented card lines) and `body`."""
    return HEADER.format(phase=phase, number=number, fire=fire, cards=cards,
                         step=f", step: {step}" if step else "") + body


# ----- the chase and priority (FOW 605) ----------------------------------------------------------
def test_two_passes_resolve_only_the_top_item_then_the_turn_player_has_priority() -> None:
    res = ruling(fow("""
objects: [{id: wall, card: Wall, owner: bob, zone: field}]
chase:
  - {id: a, card: Spark, controller: alice, targets: [wall]}
  - {id: b, card: Spark, controller: bob, targets: [wall]}
priority: bob
actions: [{by: bob, do: pass}, {by: alice, do: pass}]
then: stop
"""))
    assert_resolved(res, ["b"])
    assert res.final["stack"] == ["a"]
    assert res.final["priority"] == "alice"
    assert_cites(res, "FOW 605.1b")


def test_a_player_who_plays_something_keeps_priority() -> None:
    res = ruling(fow("""
objects:
  - {id: wall, card: Wall, owner: bob, zone: field}
  - {id: s, card: Spark, owner: alice, zone: hand}
actions: [{by: alice, do: play, card: s, targets: [wall]}]
then: stop
"""))
    assert res.final["priority"] == "alice"
    assert_cites(res, "FOW 605.1a")


def test_two_passes_on_an_empty_chase_move_the_game_to_the_end_phase() -> None:
    res = ruling(fow("actions: [{by: alice, do: pass}, {by: bob, do: pass}]\nthen: stop\n"))
    assert res.final["turn"]["phase"] == "end"
    assert res.final["turn"]["step"] == "end_priority"


# ----- main timing (FOW 701.2) -------------------------------------------------------------------
def test_a_chant_without_quickcast_is_rejected_outside_main_timing() -> None:
    res = ruling(fow("""
objects: [{id: s, card: Study, owner: alice, zone: hand}]
actions: [{by: alice, do: play, card: s}]
then: stop
""", phase="end"))
    assert_rejected(res, [0])
    assert "FOW 701.2" in res.rejected[0].citations and "FOW 703.1" in res.rejected[0].citations


def test_a_quickcast_chant_needs_only_priority() -> None:
    res = ruling(fow("""
objects:
  - {id: wall, card: Wall, owner: alice, zone: field}
  - {id: s, card: Spark, owner: bob, zone: hand}
priority: bob
actions: [{by: bob, do: play, card: s, targets: [wall]}]
then: stop
"""))
    assert_rejected(res, [])
    assert res.final["stack"] == ["s"]


# ----- will (FOW 907, 1003) ----------------------------------------------------------------------
STONE = """\
  Stone: {type: magic_stone, abilities: [{name: Fire, kind: resource, cost: {exhaust: self},
          effect: [{gain: {fire: 1}}]}]}
"""


def test_a_will_ability_resolves_at_once_and_is_no_chase_item() -> None:
    res = ruling(fow("""
objects: [{id: st, card: Stone, owner: alice, zone: field}]
actions: [{by: alice, do: activate, object: st, ability: Fire}]
then: stop
""", cards=STONE))
    assert_resolved(res, [])
    assert res.final["players"]["alice"]["fire"] == 1
    assert any(s.kind == StepKind.RESOURCE for s in res.steps)
    assert_cites(res, "FOW 907.3")


@pytest.mark.parametrize(("option", "resolved"), [("resets", []), ("keeps", ["s"])])
def test_house_policy_hp1_decides_whether_a_will_ability_breaks_the_passes(
        option: str, resolved: list[str]) -> None:
    res = ruling(fow(f"""
objects:
  - {{id: st, card: Stone, owner: bob, zone: field}}
  - {{id: wall, card: Wall, owner: alice, zone: field}}
chase: [{{id: s, card: Spark, controller: bob, targets: [wall]}}]
policies: {{will.passes: {option}}}
actions:
  - {{by: alice, do: pass}}
  - {{by: bob, do: activate, object: st, ability: Fire}}
  - {{by: bob, do: pass}}
then: stop
""", cards=STONE))
    assert_resolved(res, resolved)
    assert res.policies == {"will.passes": option}


def payment_plan(have: dict[str, int], cost: Cost) -> dict[str, int] | None:
    return find_game("force-of-will").payment.plan(have, cost)


def test_the_free_part_of_a_cost_is_paid_last_with_will_no_symbol_needs() -> None:
    plan = payment_plan({"fire": 2, "water": 1, "attributeless": 1},
                        Cost((("fire", 1), ("free", 2))))
    assert plan == {"fire": 2, "attributeless": 1}


def test_a_cost_is_paid_in_full_or_not_at_all() -> None:
    assert payment_plan({"fire": 1, "water": 1}, Cost((("water", 2),))) is None
    assert payment_plan({"fire": 1}, Cost((("fire", 1), ("free", 1)))) is None


@pytest.mark.parametrize(("cost", "words", "rule"), [
    ("{life: 5000}", "alice cannot pay 5000 life (has 4000)", "FOW 105.4a"),
    ("{fire: 1, free: 1}", "alice cannot pay 1 fire + 1 free will (has 1 fire), and no ready "
     "will ability of theirs could produce the rest", "FOW 1003.5"),
])
def test_a_cost_that_cannot_be_paid_is_refused_life_on_its_own_first(cost: str, words: str,
                                                                      rule: str) -> None:
    """FOW 105.4a, 1003.4: life is paid on its own, in full or not at all (the declared
    `PaidApart`), will as a whole (`CannotPay`); FOW 903.2l-1: either way it is not played."""
    res = ruling(fow("""
objects: [{id: s, card: Toll, owner: alice, zone: hand}]
actions: [{by: alice, do: play, card: s}]
then: stop
""", fire=1, cards=f"  Toll: {{type: chant, cost: {cost}, effect: [{{draw: {{count: 1}}}}]}}\n"))
    assert_rejected(res, [0])
    assert words in res.rejected[0].text
    assert rule in res.rejected[0].citations and "FOW 903.2l-1" in res.rejected[0].citations


def test_a_free_cost_is_said_as_free_will_in_the_players_language() -> None:
    """FOW 204.2, 1003.2: a cost's number is its free cost, paid with free will of any kind.
    The paying step said "1 fire, 1 free" (the file's key), and "1 bebas" in Indonesian: amounts
    did not use the game's Words; now they do (Words.resources, `free` -> free will)."""
    from judge.i18n import translator
    from judge.msg import say

    res = ruling(fow("""
objects: [{id: s, card: Toll, owner: alice, zone: hand}]
actions: [{by: alice, do: play, card: s}]
then: stop
""", fire=2, cards="  Toll: {type: chant, cost: {fire: 1, free: 1}, "
           "effect: [{draw: {count: 1}}]}\n"))
    step = next(st for st in res.steps if st.kind == StepKind.COST)
    assert step.summary.endswith(": 1 fire, 1 free will"), step.summary
    assert step.said is not None
    assert say(step.said, translator("id")).endswith("1 will bebas"), say(step.said,
                                                                         translator("id"))


# ----- targets (FOW 903.3a, 1002.1a) -------------------------------------------------------------
def test_a_spell_whose_every_target_is_gone_still_resolves_the_rest() -> None:
    res = ruling(fow("""
objects:
  - {id: wall, card: Wall, owner: bob, zone: graveyard}
  - {id: top, card: Study, owner: alice, zone: main_deck}
chase: [{id: i, card: Insight, controller: alice, targets: [wall]}]
""", cards="""  Insight: {type: chant, targets: [{type: resonator}],
            effect: [{damage: {target: $1, amount: 300}}, {draw: {count: 1}}]}
"""))
    assert_resolved(res, ["i"])
    assert_fizzled(res, [])
    assert zone(res, "top") == "hand"
    assert_cites(res, "FOW 903.3a")


def test_an_addable_addition_with_an_illegal_target_goes_to_the_graveyard() -> None:
    res = ruling(fow("""
objects: [{id: wall, card: Wall, owner: bob, zone: graveyard}]
chase: [{id: blade, card: Ember Blade, controller: alice, targets: [wall]}]
"""))
    assert_fizzled(res, ["blade"])
    assert zone(res, "blade") == "graveyard"
    assert_cites(res, "FOW 1002.1a")


# ----- triggers (FOW 603, 708) -------------------------------------------------------------------
def test_a_trigger_card_already_triggered_does_not_trigger_again() -> None:
    res = ruling(fow("""
objects:
  - {id: k1, card: Knight, owner: alice, zone: main_deck}
  - {id: k2, card: Knight, owner: alice, zone: main_deck}
  - {id: ford, card: Ambush at the Ford, owner: bob, zone: standby}
chase: [{id: d, card: Muster, controller: alice}]
""", cards="""  Muster: {type: chant, effect: [{move_zone: {target: {each: {type: resonator,
                                                                zone: main_deck}}, to: field}}]}
"""))
    assert_resolved(res, ["d", "ford"])
    played = [s for s in res.steps if s.kind == StepKind.TRIGGER and "(ford)" in s.summary]
    assert len(played) == 1
    assert_cites(res, "FOW 708.3")


# ----- battle (FOW 800) --------------------------------------------------------------------------
def test_first_strike_belongs_to_the_attacker_only() -> None:
    res = ruling(fow("""
objects:
  - {id: knight, card: Knight, owner: alice, zone: field}
  - {id: striker, card: Striker, owner: bob, zone: field}
actions:
  - {by: alice, do: attack, attacker: knight, target: bob}
  - {by: bob, do: block, blocker: striker}
""", cards="  Striker: {type: resonator, keywords: [first_strike], stats: {atk: 500, def: 500}}\n"))
    assert zone(res, "knight") == "graveyard" and zone(res, "striker") == "graveyard"
    assert not any(s.summary.startswith("first strike damage") for s in res.steps)


def test_a_pass_at_the_attack_declaration_forfeits_and_closes_battles() -> None:
    res = ruling(fow("""
objects: [{id: knight, card: Knight, owner: alice, zone: field}]
actions:
  - {by: alice, do: battle}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
then: stop
"""))
    assert res.final["game"]["battles_closed"] is True
    assert_cites(res, "FOW 803.6")


def test_a_bloodlust_attacker_forbids_forfeiting() -> None:
    res = ruling(fow("""
objects: [{id: hound, card: Hound, owner: alice, zone: field}]
actions:
  - {by: alice, do: battle}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: forfeit}
then: stop
""", cards="  Hound: {type: resonator, keywords: [bloodlust], stats: {atk: 400, def: 200}}\n"))
    assert_rejected(res, [5])
    assert "FOW 1123.2" in res.rejected[0].citations


def test_the_json_ruling_shows_a_battle_in_progress() -> None:
    res = ruling(fow("""
objects:
  - {id: knight, card: Knight, owner: alice, zone: field}
  - {id: wall, card: Wall, owner: bob, zone: field}
actions: [{by: alice, do: attack, attacker: knight, target: bob}]
then: stop
"""))
    assert res.final["game"]["battle"] == {"attacker": "knight", "attacked": "bob",
                                           "blocker": None}
    assert res.final["objects"]["knight"]["attacking"] is True


# ----- rulers and the turn -----------------------------------------------------------------------
def test_a_destroyed_j_ruler_goes_back_to_its_ruler_area_astral() -> None:
    res = ruling(fow("""
objects: [{id: lyra, card: "Lyra, Ember Queen", owner: alice, zone: field, damage: 1000}]
then: stop
"""))
    lyra = res.final["objects"]["lyra"]
    assert lyra["zone"] == "ruler_area" and lyra["card"] == "Lyra, Keeper of Embers"
    assert lyra["counters"] == {"astral": 1}
    assert_cites(res, "FOW 1010.1a")


def test_drawing_from_an_empty_deck_loses_only_in_the_draw_phase() -> None:
    in_main = ruling(fow("chase: [{id: s, card: Study, controller: alice}]\n"))
    assert in_main.winner is None
    in_draw = ruling(fow("actions: [{by: alice, do: pass}, {by: bob, do: pass}]\n",
                         phase="draw", step="before_draw", number=5))
    assert in_draw.winner == "bob"
    assert_cites(in_draw, "FOW 1202.2")


# ----- input: exit 2 and exit 3 ------------------------------------------------------------------
@pytest.mark.parametrize("keyword", sorted(find_game("force-of-will").unimplemented))
def test_an_unimplemented_keyword_is_an_honest_cannot_rule(keyword: str) -> None:
    reason = find_game("force-of-will").unimplemented[keyword]
    with pytest.raises(UnsupportedMechanic) as err:
        load_scenario_text(fow("objects: [{id: p, card: Godling, owner: alice, zone: field}]\n",
                               cards=f"  Godling: {{type: resonator, keywords: ['{keyword}']}}\n"))
    assert reason.split(":")[0] in str(err.value)


def test_three_players_are_cannot_rule() -> None:
    with pytest.raises(UnsupportedMechanic, match="two-player"):
        load_scenario_text(fow("").replace("  bob:", "  carol: {life: 4000}\n  bob:"))


def test_bad_battle_state_gives_one_located_line_per_problem() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("state: {attacked: nobody, struck_first: true}\n"), "f.yaml")
    lines = [str(p) for p in err.value.problems]
    assert all(line.startswith("f.yaml:") for line in lines)
    assert any("state.attacked" in line and "nobody" in line for line in lines)
    assert any("battle step" in line for line in lines)


def test_every_rule_id_has_its_parents_in_the_rulebook() -> None:
    rules = find_game("force-of-will").data.rules
    missing = [f"{rid} -> {p}" for rid in rules if not rid.startswith("FOW HP")
               for p in parent_candidates(rid) if p not in rules]
    assert not missing, missing


def test_no_battle_damage_is_explained_by_what_happened() -> None:
    """Issue 16: prose never claims an event that did not happen. An attacker whose attacked
    resonator left the field dealt no damage at all: not "already dealt its damage"."""
    from ..conftest import SCENARIOS

    text = (SCENARIOS / "force-of-will/battle/attacked-resonator-gone-no-damage.yaml").read_text()
    res = ruling(text)
    step = next(s for s in res.steps if s.summary.startswith("no battle damage"))
    assert "already dealt" not in step.summary
    assert "nothing left to deal damage to" in step.summary
def test_a_rested_card_that_left_the_field_enters_again_recovered() -> None:
    """FOW 302.3, 303.1b: a card that changes zones is a new card, placed recovered; judge kept
    a bounced rested card rested, so it re-entered the field rested."""
    res = ruling(fow("""
objects:
  - {id: k, card: Knight, owner: alice, zone: field, exhausted: true}
  - {id: r, card: Recall, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: r, targets: [k]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: k}
""", fire=2, cards="""  Recall: {type: chant, cost: {fire: 1}, targets: [{type: resonator}],
           effect: [{move_zone: {target: $1, to: hand}}]}
"""))
    assert res.final["objects"]["k"]["zone"] == "field"
    assert not res.final["objects"]["k"].get("exhausted")


# ----- zone movement restrictions (FOW 321.4) ----------------------------------------------------
def test_a_chant_put_into_the_field_by_a_replacement_is_expelled() -> None:
    """FOW 321.4 binds the move as replacements leave it: the resolving chant, sent to the field
    instead of the graveyard, goes outside the game (it ended in the field before)."""
    res = ruling(fow("""
objects: [{id: echo, card: Echo, owner: alice, zone: hand}]
actions: [{by: alice, do: play, card: echo}]
""", fire=1, cards=("  Echo: {type: chant, cost: {fire: 1}, effect: [{replace: {event: moved, "
                    "object: self, into: graveyard, to: field}}]}\n")))
    assert zone(res, "echo") == "expelled"
    assert_cites(res, "FOW 321.4")


def test_an_expel_whose_by_names_no_player_expels_nothing() -> None:
    """FOW 1047.4: only a player expels; `by` naming an object (a target) names no player, so
    the card stays and the step says so, rather than a blank player name."""
    text = fow("""
objects:
  - {id: wall, card: Wall, owner: bob, zone: field}
chase: [{id: writ, card: Writ, controller: alice, targets: [wall]}]
""", cards=("  Writ: {type: chant, targets: [{type: resonator}], effect: [{expel: "
            "{target: $1, by: $1}}]}\n"))
    res = ruling(text)
    assert zone(res, "wall") == "field"
    assert any("names no player to expel it" in str(s.summary) for s in res.steps)


def test_an_instead_that_expels_another_players_card_puts_it_into_the_graveyard() -> None:
    """FOW 1047.4, 910.2d: Alice's replacement "if a resonator would be destroyed, expel it
    instead" on Bob's resonator: Alice may not expel it, and its destruction, replaced by a move
    that cannot happen, puts it into its owner's graveyard (it was exit 3; before that it stayed
    in the field, neither destroyed nor expelled)."""
    text = fow("""
objects:
  - {id: gate, card: Gate, owner: alice, zone: field}
  - {id: wall, card: Wall, owner: bob, zone: field}
chase: [{id: doom, card: Doom, controller: alice, targets: [wall]}]
""", cards=("  Gate: {type: regalia, abilities: [{name: Gate, kind: static, effect: [{replace: "
            "{event: destroyed, object: {each: {type: resonator}}, instead: [{move_zone: "
            "{target: it, to: expelled}}]}}]}]}\n"
            "  Doom: {type: chant, targets: [{type: resonator}], effect: [{destroy: "
            "{target: $1}}]}\n"))
    res = ruling(text)
    assert res.final["objects"]["wall"]["zone"] == "graveyard"
    assert "FOW 1047.4" in res.citations and "FOW 910.2d" in res.citations
    own = text.replace("{id: wall, card: Wall, owner: bob", "{id: wall, card: Wall, owner: alice")
    res = ruling(own)  # her own resonator: she expels it
    assert zone(res, "wall") == "expelled"


CHANT_TOKEN = """
objects: [{id: rite, card: Rite, owner: alice, zone: hand}]
actions: [{by: alice, do: play, card: rite}]
"""
CHANT_TOKEN_CARDS = ("  Rite: {type: chant, cost: {fire: 1}, effect: [{create: {card: Husk}}]}\n"
                     "  Husk: {type: chant, cost: {fire: 1}, effect: [{draw: {count: 1}}]}\n")


def test_a_chant_token_created_in_the_field_is_expelled_and_ceases_to_exist() -> None:
    """FOW 1303.2: a token is treated as a card, its printed type the one its effect gave
    (1303.1a); so 321.4 expels a chant token put into the field, and having moved it ceases to
    exist (1303.3a). It was exit 3 before ("321.4 names cards")."""
    res = ruling(fow(CHANT_TOKEN, fire=1, cards=CHANT_TOKEN_CARDS))
    for rule in ("FOW 321.4", "FOW 1303.2", "FOW 1303.3a"):
        assert_cites(res, rule)
    assert zone(res, "rite.token") not in ("field", "expelled")


def test_a_type_rule_must_say_how_it_treats_tokens() -> None:
    """A game's MovedInstead names cards of a type; without the rule that treats a token of the
    type as a card (FOW 1303.2: `tokens`) a token's move would be left unruled. Every game
    declares one (judge had an exit 3 for a declaration without it that no game reached), and
    a declaration without it is refused as it is made."""
    for m in type(find_game("force-of-will")).moved_instead:
        assert m.tokens == "FOW 1303.2", m.rule
    m = next(m for m in type(find_game("force-of-will")).moved_instead
             if m.rule == "FOW 1302.4e")
    with pytest.raises(ValueError, match=r"FOW 1302\.4e: name the rule .*tokens"):
        replace(m, tokens="")
