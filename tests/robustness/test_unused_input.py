"""Everything a scenario file says either changes the ruling or is an error: nothing is read and
then silently dropped. Each problem is one located line (exit 2); a mechanic that is named but
not modelled is an honest "cannot rule" (exit 3)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.app import load_scenario_text, resolve
from judge.cli.main import cli
from judge.errors import InputError, UnsupportedMechanic

from ..helpers import ruling

# ----- decisions the resolution never asks for ---------------------------------------------------
#: Spark damages the Watchman, whose Alarm triggers: `watchman.alarm` comes up.
VW_ALARM = """\
game: vandaria-wars
turn: {{player: alice, phase: main}}
players:
  alice: {{gold: 0}}
  bob: {{gold: 0}}
cards:
  Watchman:
    type: follower
    stats: {{atk: 1, hp: 5}}
    abilities:
      - name: Alarm
        kind: triggered
        when: {{event: damaged, object: self}}
{ability}
objects:
  - {{id: watchman, card: Watchman, owner: bob, zone: field}}
  - {{id: militia, card: Sample Militia, owner: bob, zone: field}}
  - {{id: card-1, card: Sample Militia, owner: bob, zone: deck}}
register:
  - {{id: jab, card: Sample Spark, controller: alice, targets: [watchman]}}
{decisions}
{then}"""
DRAW = "        effect: [{draw: {count: 1}}]"
HIT = ("        targets: [{type: follower}]\n"
       "        effect: [{damage: {target: $1, amount: 1}}]")
MAY_HIT = ("        optional: true\n        targets: [{type: follower}]\n"
           "        effect: [{damage: {target: $1, amount: 1}, as: hit, optional: true}]")


def alarm(decisions: str, ability: str = DRAW, then: str = "") -> str:
    return VW_ALARM.format(ability=ability, decisions="decisions:\n" + decisions, then=then)


def problems(text: str) -> list[str]:
    with pytest.raises(InputError) as info:
        resolve(load_scenario_text(text, "t.yaml"))
    return [str(p) for p in info.value.problems]


def test_a_decision_used_by_the_resolution_is_taken() -> None:
    res = ruling(alarm("  watchman.alarm: {targets: [militia]}", HIT))
    assert res.final["objects"]["militia"]["damage"] == 1
    assert ("watchman.alarm", "targets") in res.decisions_asked


def test_a_decision_about_an_id_that_never_comes_up_is_located_with_the_nearest_id() -> None:
    assert problems(alarm("  watchman.alarn: {targets: [militia]}", HIT)) == [
        "t.yaml:23:3: decisions.watchman.alarn: never used: nothing in this resolution asked "
        "for a decision about 'watchman.alarn' (did you mean 'watchman.alarm'?)"]


def test_declining_a_trigger_that_is_not_optional_is_an_error_not_a_no_op() -> None:
    assert problems(alarm("  watchman.alarm: {decline: true}")) == [
        "t.yaml:22:20: decisions.watchman.alarm.decline: never used: watchman.alarm came up, "
        "but it was never up to its controller to decline it (only a trigger with "
        "`optional: true`, or one of a card in a hidden zone where the game lets its player "
        "decline it, as its docs say, may be declined)"]


def test_declining_an_optional_trigger_is_used() -> None:
    res = ruling(alarm("  watchman.alarm: {decline: true}", MAY_HIT))
    assert "watchman.alarm" not in res.resolved
    assert res.final["objects"]["militia"]["damage"] == 0


def test_targets_for_a_trigger_without_targets_are_an_error() -> None:
    assert problems(alarm("  watchman.alarm: {targets: [militia]}")) == [
        "t.yaml:22:20: decisions.watchman.alarm.targets: never used: watchman.alarm came up, "
        "but its targets were never chosen (it has none, or it did not go on the stack)"]


def test_a_choice_no_mode_or_you_may_instruction_uses_is_an_error() -> None:
    found = problems(alarm("  watchman.alarm: {choices: {mode: 2, hit: false, hti: false}}",
                           MAY_HIT))
    assert found == [
        "t.yaml:24:30: decisions.watchman.alarm.choices.mode: never used: watchman.alarm came "
        "up, but it has no modes to choose from",
        "t.yaml:24:51: decisions.watchman.alarm.choices.hti: never used: watchman.alarm came "
        "up, but no \"you may\" instruction of it labelled 'hti' was carried out (a choice "
        "names `mode`, or the `as:` label of an instruction with `optional: true`)"]


def test_a_you_may_choice_is_used() -> None:
    res = ruling(alarm("  watchman.alarm: {choices: {hit: false}}", MAY_HIT))
    assert "watchman.alarm" in res.resolved
    assert res.final["objects"]["militia"]["damage"] == 0


def test_with_then_stop_the_message_says_why_a_later_item_never_comes_up() -> None:
    text = alarm("  watchman.alarm: {targets: [militia]}", HIT, "then: stop").replace(
        "register:\n  - {id: jab, card: Sample Spark, controller: alice, targets: [watchman]}",
        "register:\n  - {id: jab, card: Sample Spark, controller: alice, targets: [watchman]}\n"
        "actions: [{by: alice, do: pass}]")
    (line,) = problems(text)
    assert "never used" in line and "with `then: stop` the resolution ends" in line


def test_a_run_cut_short_by_steps_is_not_checked() -> None:
    scenario = load_scenario_text(alarm("  watchman.alarn: {targets: [militia]}", HIT),
                                  "t.yaml")
    assert resolve(scenario, max_steps=1).truncated
    with pytest.raises(InputError):
        resolve(scenario)


def test_assign_in_a_decision_is_refused_as_it_never_did_anything() -> None:
    with pytest.raises(InputError) as info:
        load_scenario_text(alarm("  watchman.alarm: {assign: [{from: watchman, to: militia, "
                                 "amount: 1}]}"), "t.yaml")
    assert [str(p) for p in info.value.problems] == [
        "t.yaml:22:20: decisions.watchman.alarm.assign: no decision takes a damage assignment: "
        "damage is assigned by the action that deals it (e.g. `assign:` of an attack or assign "
        "action)"]


# Vandaria Wars: its rules say nothing of increases before prevention (Force of Will's 910.2a
# would apply the doubling first whatever the order), so the order decided is what counts.
FOW_REPLACEMENTS = """\
game: vandaria-wars
turn: {player: alice, phase: main}
players:
  alice: {gold: 0}
  bob: {gold: 0}
cards:
  Wall: {type: follower, stats: {atk: 0, hp: 1000}}
  Zap: {type: action, targets: [{type: follower}],
        effect: [{damage: {target: $1, amount: 300}}]}
  Halve: {type: action, targets: [{type: follower}],
          effect: [{replace: {event: damaged, object: $1, prevent: 200}}]}
  Twice: {type: action, targets: [{type: follower}],
          effect: [{replace: {event: damaged, object: $1, double: true}}]}
objects:
  - {id: wall, card: Wall, owner: bob, zone: field}
register:
  - {id: zap, card: Zap, controller: alice, targets: [wall]}
  - {id: twice, card: Twice, controller: alice, targets: [wall]}
  - {id: halve, card: Halve, controller: bob, targets: [wall]}
"""


@pytest.mark.parametrize(("order", "damage"), [
    ("", 200),  # by default in the order they began: 300 - 200, then doubled
    ("decisions: {replacements: {order: [twice.replace, halve.replace]}}", 400),
    ("decisions: {replacements: {order: [halve.replace, twice.replace]}}", 200),
])
def test_the_order_of_replacement_effects_names_them_and_is_followed(order: str,
                                                                     damage: int) -> None:
    res = ruling(FOW_REPLACEMENTS + order)
    assert res.final["objects"]["wall"]["damage"] == damage


def test_an_order_entry_that_was_never_ordered_is_an_error() -> None:
    text = FOW_REPLACEMENTS.replace("  - {id: halve, card: Halve, controller: bob, "
                                    "targets: [wall]}\n", "")
    assert problems(text + "decisions: {replacements: {order: [twice.replace, zap.replace]}}"
                    ) == [
        "t.yaml:19:13: decisions.replacements: never used: nothing in this resolution asked for "
        "a decision about 'replacements'"]
    text = FOW_REPLACEMENTS + "decisions: {replacements: {order: [twice.replace, zap.replace]}}"
    assert problems(text) == [
        "t.yaml:20:51: decisions.replacements.order[1]: never used: zap.replace was never among "
        "the things ordered or chosen for replacements"]


def test_check_resolves_a_file_with_decisions_to_find_unused_ones(tmp_path: Path) -> None:
    path = tmp_path / "t.yaml"
    path.write_text(alarm("  watchman.alarn: {targets: [militia]}", HIT,
                          "expect: {outcome: ongoing}"), encoding="utf-8")
    done = CliRunner().invoke(cli, ["check", str(path)])
    assert done.exit_code == 2
    assert f"{path}:23:3: decisions.watchman.alarn: never used" in done.output
    done = CliRunner().invoke(cli, ["resolve", "--json", str(path)])
    assert done.exit_code == 2
    done = CliRunner().invoke(cli, ["test", str(path)])
    assert done.exit_code == 2
    assert f"ERROR {path}: {path}:23:3: decisions.watchman.alarn: never used" in done.output


HAND_SIZE = (Path(__file__).resolve().parents[2] / "scenarios/force-of-will/turn/"
             "discard-to-maximum-hand-size.yaml").read_text(encoding="utf-8").split("expect:")[0]


def test_a_card_named_to_discard_that_is_not_discarded_is_an_error() -> None:
    text = HAND_SIZE.replace("order: [h2, h5]", "order: [h2, h5, h7]")
    assert problems(text) == [
        "t.yaml:24:31: decisions.hand_size.order[2]: never used: h7 was never among the things "
        "ordered or chosen for hand_size"]


def test_a_discard_choice_when_nobody_discards_is_an_error() -> None:
    text = HAND_SIZE.replace("  - {id: h9, card: Tide Study, owner: alice, zone: hand}\n", "")
    text = text.replace("  - {id: h8, card: Tide Study, owner: alice, zone: hand}\n", "")
    assert problems(text.replace("order: [h2, h5]", "order: [h2]")) == [
        "t.yaml:22:3: decisions.hand_size: never used: nothing in this resolution asked for a "
        "decision about 'hand_size'"]


# ----- triggers that ask about what their event does not carry -----------------------------------
FOW_WHEN = """\
game: force-of-will
turn: {{player: alice, phase: main}}
players:
  alice: {{life: 4000}}
  bob: {{life: 4000}}
cards:
  Wall:
    type: resonator
    stats: {{atk: 0, def: 1000}}
    abilities:
      - {{name: Ping, kind: activated, effect: []}}
      - {{name: Watch, kind: triggered, when: {when}, effect: []}}
objects:
  - {{id: wall, card: Wall, owner: bob, zone: field}}
chase:
  - {{id: wall.ping, ability: Ping, source: wall, controller: bob}}
"""


def load_problems(text: str) -> list[str]:
    with pytest.raises(InputError) as info:
        load_scenario_text(text, "t.yaml")
    return [str(p) for p in info.value.problems]


@pytest.mark.parametrize(("when", "message"), [
    ("{event: phase_started, phase: main, filter: {type: resonator}}",
     "12:82: cards.Wall.abilities[1].when.filter: a phase_started event happens to no object, "
     "so `filter:` could never match"),
    ("{event: prevented, player: you}",
     "12:65: cards.Wall.abilities[1].when.player: a prevented event is no player's, so "
     "`player:` could never match"),
    ("{event: cancelled, player: opponent}",
     "12:65: cards.Wall.abilities[1].when.player: a cancelled event is no player's, so "
     "`player:` could never match"),
    ("{event: resolved, object: wall.ping}",
     "12:64: cards.Wall.abilities[1].when.object: 'wall.ping' is an ability waiting on the "
     "stack, not an object: no event happens to it"),
    ("{event: entered, filter: {player: true}}",
     "12:72: cards.Wall.abilities[1].when.filter.player: a trigger's filter matches the object "
     "its event happens to, so `player: true` could never match (whose event it is: "
     "`when.player`)"),
    ("{event: entered, filter: {item: true}}",
     "12:72: cards.Wall.abilities[1].when.filter.item: a trigger's filter matches the object "
     "its event happens to, so `item: true` could never match"),
    ("{event: entered, nth: 1}",
     "12:63: cards.Wall.abilities[1].when.nth: Force of Will has no rule for a trigger on "
     "\"the Nth time\" something happens"),
    ("{event: entered, by: player}",
     "12:63: cards.Wall.abilities[1].when.by: Force of Will has no rule giving an ability to "
     "the player whose event it is"),
])
def test_a_trigger_asking_what_its_event_does_not_carry_is_located(when: str,
                                                                   message: str) -> None:
    assert load_problems(FOW_WHEN.format(when=when)) == [f"t.yaml:{message}"]


@pytest.mark.parametrize("when", [
    "{event: resolved, object: wall}", "{event: damaged, player: you}",
    "{event: entered, filter: {type: resonator}}", "{event: phase_started, phase: main}",
])
def test_a_trigger_asking_what_its_event_carries_loads(when: str) -> None:
    load_scenario_text(FOW_WHEN.format(when=when), "t.yaml")


VW_WATCH = """\
game: vandaria-wars
turn: {{player: alice, phase: main}}
players:
  alice: {{gold: 0}}
  bob: {{gold: 0}}
cards:
  Watchman:
    type: follower
    stats: {{atk: 1, hp: 5}}
    abilities:
      - {{name: Alarm, kind: triggered, when: {{event: damaged, filter: {filter}}},
         effect: [{{draw: {{count: 1}}}}]}}
objects:
  - {{id: watchman, card: Watchman, owner: bob, zone: field}}
  - {{id: militia, card: Sample Militia, owner: bob, zone: field, exhausted: true}}
  - {{id: card-1, card: Sample Militia, owner: bob, zone: deck}}
register:
  - {{id: jab, card: Sample Spark, controller: alice, targets: [militia]}}
"""


@pytest.mark.parametrize(("filter_", "triggers"), [
    ("{owner: you}", True), ("{owner: opponent}", False),
    ("{exhausted: true}", True), ("{exhausted: false}", False),
    ("{damaged: true}", True), ("{damaged: false}", False),
])
def test_every_key_of_a_trigger_filter_is_matched(filter_: str, triggers: bool) -> None:
    res = ruling(VW_WATCH.format(filter=filter_))
    assert ("watchman.alarm" in res.resolved) is triggers


# ----- attached_to -------------------------------------------------------------------------------
ADDITION = (Path(__file__).resolve().parents[2] / "scenarios/force-of-will/targets/"
            "addition-leaves-with-its-host.yaml").read_text(encoding="utf-8").split("chase:")[0]
BLADE = "  - {id: blade, card: Ember Blade, owner: alice, zone: field, attached_to: squire}"


def unsupported(text: str) -> str:
    with pytest.raises(UnsupportedMechanic) as info:
        load_scenario_text(text, "t.yaml")
    return str(info.value.problem)


def test_an_addable_addition_in_the_field_is_attached() -> None:
    scenario = load_scenario_text(ADDITION, "t.yaml")
    assert next(o for o in scenario.objects if o.id == "blade").attached_to == "squire"


@pytest.mark.parametrize(("line", "message"), [
    ("  - {id: blade, card: Ember Blade, owner: alice, zone: field, attached_to: blade}",
     "an object cannot be attached to itself"),
    ("  - {id: blade, card: Ember Blade, owner: alice, zone: field, attached_to: deck-top}\n"
     "  - {id: deck-top, card: Ember Squire, owner: alice, zone: main_deck}",
     "'deck-top' is not on the board (it is in main_deck): only an object on the board has "
     "cards attached to it"),
    ("  - {id: blade, card: Ember Squire, owner: alice, zone: field, attached_to: squire}",
     "in Force of Will only an addition that targets a card (an addable addition, FOW 1002.1a) "
     "is added to one, in the field"),
    ("  - {id: blade, card: Ember Blade, owner: alice, zone: hand, attached_to: squire}",
     "in Force of Will only an addition that targets a card (an addable addition, FOW 1002.1a) "
     "is added to one, in the field"),
])
def test_an_attachment_force_of_will_does_not_have_is_located(line: str, message: str) -> None:
    (found,) = load_problems(ADDITION.replace(BLADE, line))
    assert found.startswith("t.yaml:14:") and found.endswith(
        f": objects[1].attached_to: {message}")


def test_an_attachment_to_an_item_on_the_stack_is_an_error() -> None:
    text = ADDITION.replace("attached_to: squire", "attached_to: lance") + (
        "chase:\n  - {id: lance, card: Flame Lance, controller: bob, targets: [squire]}\n")
    (found,) = load_problems(text)
    assert found.endswith("objects[1].attached_to: 'lance' is on the chase, not an object on "
                          "the board")


def test_vandaria_wars_has_no_attachments() -> None:
    text = VW_WATCH.format(filter="{owner: you}").replace(
        "zone: field, exhausted: true}", "zone: field, attached_to: watchman}")
    (found,) = load_problems(text)
    assert found == ("t.yaml:15:66: objects[1].attached_to: Vandaria Wars has no attachments: "
                     "the guide never attaches one card to another")


def test_riftbound_a_legend_starts_attached_only_as_house_policy_rb_hp8_allows() -> None:
    """RB 434.1: any gear may be attached (equipment or not), a unit or a rune too. A legend
    attached to a unit (RB 434.4 against RB 107.4.d; the rules are silent) follows house policy
    RB HP.8: under `stays`, the default, none is ever attached, so a file with one is invalid
    (it was exit 3); under `in-place` it is attached where it is, in the Legend Zone."""
    text = """\
game: riftbound
turn: {player: alice, phase: main}
players: {alice: {}, bob: {}}
cards:
  Blade: {type: gear}
objects:
  - {id: warden, card: Stone Warden, owner: alice, zone: base}
  - {id: blade, card: Blade, owner: alice, zone: base, attached_to: warden}
"""
    scenario = load_scenario_text(text, "t.yaml")
    assert next(o for o in scenario.objects if o.id == "blade").attached_to == "warden"
    squire = text.replace("card: Blade, owner", "card: Trainee Squire, owner")
    assert next(o for o in load_scenario_text(squire, "t.yaml").objects
                if o.id == "blade").attached_to == "warden"
    legend = text.replace("Blade: {type: gear}", "Blade: {type: legend}").replace(
        "zone: base, attached_to", "zone: legend_zone, attached_to")
    said = problems(legend)
    assert len(said) == 1 and said[0].startswith(
        "t.yaml:8:63: objects[1].attached_to: a legend is never attached under house policy "
        "RB HP.8 (`stays`, the default)"), said
    in_place = legend + "policies: {attach.fixed_card: in-place}\n"
    assert next(o for o in load_scenario_text(in_place, "t.yaml").objects
                if o.id == "blade").attached_to == "warden"
    at_base = in_place.replace("zone: legend_zone, attached_to", "zone: base, attached_to")
    assert problems(at_base) == [
        "t.yaml:8:56: objects[1].attached_to: under house policy RB HP.8 `in-place` an "
        "attached legend stays in its own zone (legend_zone): it is never at the unit's "
        "location"]


def test_riftbound_equipment_on_the_board_is_attached() -> None:
    """RB 818: equipment (the Equipment tag) may start attached to a unit."""
    text = """\
game: riftbound
turn: {player: alice, phase: main}
players: {alice: {}, bob: {}}
cards:
  Blade: {type: gear, traits: [equipment]}
objects:
  - {id: warden, card: Stone Warden, owner: alice, zone: base}
  - {id: blade, card: Blade, owner: alice, zone: base, attached_to: warden}
"""
    scenario = load_scenario_text(text, "t.yaml")
    assert next(o for o in scenario.objects if o.id == "blade").attached_to == "warden"


# ----- kind: the rules decide what is a resource ability -----------------------------------------
KIND = {
    "vandaria-wars": ("players: {alice: {gold: 0}, bob: {gold: 0}}", "relic", "field"),
    "force-of-will": ("players: {alice: {life: 4000}, bob: {life: 4000}}", "{type}", "field"),
    "riftbound": ("players: {alice: {}, bob: {}}", "gear", "base"),
}


def kind_card(game: str, ability: str, card_type: str = "") -> str:
    players, ctype, zone = KIND[game]
    return f"""\
game: {game}
turn: {{player: alice, phase: main}}
{players}
cards:
  Thing:
    type: {card_type or ctype.replace("{type}", "regalia")}
    abilities:
      - {ability}
objects:
  - {{id: thing, card: Thing, owner: alice, zone: {zone}}}
"""


@pytest.mark.parametrize(("game", "ability", "card_type", "message"), [
    ("vandaria-wars", "{name: Dig, kind: activated, effect: [{gain: {gold: 1}}]}", "",
     "by VW REG.10.b a skill that gains gold or element results at once, even in the middle of a "
     "register: write `kind: resource`"),
    ("vandaria-wars", "{name: Dig, kind: resource, effect: [{gain: {honor: 1}}]}", "",
     "by VW REG.10.b only a skill that gains gold or element results at once; this one gains "
     "neither, so it is not `kind: resource` (write `kind: activated`)"),
    ("force-of-will", "{name: Tap, kind: activated, effect: [{gain: {fire: 1}}]}", "",
     "by FOW 907.1a an activate ability that needs no target and produces will is a will "
     "ability, which resolves at once without using the chase (FOW 907.3): write "
     "`kind: resource`"),
    ("force-of-will", "{name: Tap, kind: activated, targets: [{type: resonator}], "
     "effect: [{gain: {fire: 1}}]}", "magic_stone",
     "by FOW 907.1b a will-producing activate ability of a magic stone is a will ability, "
     "even one producing will only under an additional requirement, and it resolves at once "
     "without using the chase (FOW 907.3): write `kind: resource`"),
    ("force-of-will", "{name: Tap, kind: resource, effect: [{gain: {life: 100}}]}", "",
     "by FOW 907.1 a will ability produces will; this one produces none, so it is not "
     "`kind: resource` (write `kind: activated`)"),
    ("force-of-will", "{name: Tap, kind: resource, targets: [{type: resonator}], "
     "effect: [{gain: {fire: 1}}]}", "",
     "by FOW 907.1a a will ability needs no target (only a magic stone's may have one, "
     "FOW 907.1b); this one targets, so it is not `kind: resource` (write `kind: activated`)"),
    ("riftbound", "{name: Tap, kind: activated, effect: [{gain: {energy: 1}}]}", "",
     "by RB 429.2 an activated ability that Adds Energy or Power resolves the instant it is "
     "finalized, without waiting on the chain: write `kind: resource`"),
    ("riftbound", "{name: Tap, kind: resource, effect: [{draw: {count: 1}}]}", "",
     "by RB 429.1 an Add ability adds Energy or Power; this one adds neither, so it is not "
     "`kind: resource` (write `kind: activated`)"),
])
def test_a_kind_the_rules_contradict_is_an_error_naming_the_rule(game: str, ability: str,
                                                                 card_type: str,
                                                                 message: str) -> None:
    (found,) = load_problems(kind_card(game, ability, card_type))
    assert found.startswith("t.yaml:8:") and found.endswith(
        f": cards.Thing.abilities[0].kind: {message}")


@pytest.mark.parametrize(("game", "ability", "card_type"), [
    ("vandaria-wars", "{name: Dig, kind: resource, effect: [{gain: {element: 1}}]}", ""),
    ("vandaria-wars", "{name: Dig, kind: activated, effect: [{gain: {honor: 1}}]}", ""),
    ("vandaria-wars", "{name: Dig, kind: triggered, when: {event: damaged, object: self}, "
     "effect: [{gain: {gold: 1}}]}", ""),
    ("force-of-will", "{name: Tap, kind: resource, effect: [{gain: {water: 1}}]}", ""),
    ("force-of-will", "{name: Tap, kind: activated, targets: [{type: resonator}], "
     "effect: [{gain: {fire: 1}}]}", ""),
    ("force-of-will", "{name: Tap, kind: resource, targets: [{type: resonator}], "
     "effect: [{gain: {fire: 1}}]}", "magic_stone"),
    ("riftbound", "{name: Tap, kind: resource, effect: [{gain: {power: 1}}]}", ""),
    ("riftbound", "{name: Tap, kind: activated, effect: [{gain: {points: 1}}]}", ""),
])
def test_a_kind_the_rules_agree_with_loads(game: str, ability: str, card_type: str) -> None:
    load_scenario_text(kind_card(game, ability, card_type), "t.yaml")


# ----- keys that were read and then dropped ------------------------------------------------------
def test_rules_the_file_pins_must_exist(tmp_path: Path) -> None:
    path = tmp_path / "t.yaml"
    path.write_text(VW_WATCH.format(filter="{owner: you}")
                    + "rules: [VW REG.8, VW REG.88]\n", encoding="utf-8")
    done = CliRunner().invoke(cli, ["check", str(path)])
    assert done.exit_code == 2
    assert f"{path}:19:19: rules[1]: no rule 'VW REG.88' in the Vandaria Wars rulebook" \
        in done.output


def test_a_card_on_the_stack_with_a_source_is_an_error() -> None:
    text = VW_WATCH.format(filter="{owner: you}").replace(
        "{id: jab, card: Sample Spark, controller: alice, targets: [militia]}",
        "{id: jab, card: Sample Spark, source: militia, controller: alice, targets: [militia]}")
    assert load_problems(text) == [
        "t.yaml:18:35: register[0].source: a card on the stack is its own source: `source:` goes "
        "with `ability:` (an ability of that object)"]


@pytest.mark.parametrize("kind", ["activated", "resource"])
def test_optional_on_an_ability_that_does_not_trigger_is_an_error(kind: str) -> None:
    text = kind_card("vandaria-wars", f"{{name: Dig, kind: {kind}, optional: true, "
                                      "effect: [{gain: {gold: 1}}]}")
    found = [p for p in load_problems(text) if ".optional:" in p]
    assert found == [
        "t.yaml:8:46: cards.Thing.abilities[0].optional: only a triggered ability is optional "
        "(its controller may decline it as it triggers); an activated one is optional anyway, "
        "and an instruction may say `optional: true`".replace(":46:", f":{29 + len(kind)}:")]


HONOR = (Path(__file__).resolve().parents[2] / "scenarios/vandaria-wars/summoning/"
         "honor-requirement-not-met.yaml").read_text(encoding="utf-8").split("expect:")[0]


@pytest.mark.parametrize(("requirements", "message"), [
    ("{honor: abc}", "16:20: cards.Paladin.requirements.honor: expected a whole number, got the "
                     "string 'abc'"),
    ("{honour: 3}", "16:20: cards.Paladin.requirements.honour: unknown requirement 'honour' "
                    "(did you mean 'honor'?)"),
])
def test_a_requirement_is_read_as_the_game_declares_it(requirements: str, message: str) -> None:
    text = HONOR.replace("requirements: {honor: 3}", f"requirements: {requirements}")
    assert load_problems(text) == [f"t.yaml:{message}"]


def test_requirements_in_a_game_without_them_are_an_error() -> None:
    text = kind_card("force-of-will", "{name: Tap, kind: activated, effect: []}").replace(
        "    type: regalia\n", "    type: regalia\n    requirements: {honor: 2}\n")
    assert load_problems(text) == [
        "t.yaml:7:5: cards.Thing.requirements: Force of Will cards have no `requirements:` that "
        "judge reads (a card's cost, timing and targets are checked as it is played)"]


# ----- choices say only what is asked ------------------------------------------------------------
SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"
OPTION = (SCENARIOS / "vandaria-wars/costs/option-chosen-on-registering.yaml").read_text(
    encoding="utf-8").split("expect:")[0]
OATH = (SCENARIOS / "vandaria-wars/costs/additional-cost-paid-on-registering.yaml").read_text(
    encoding="utf-8").split("then:")[0]


@pytest.mark.parametrize(("choices", "message"), [
    ("{sacrifice: militia, discard: [militia]}",
     "24:88: actions[0].choices.discard: Blood Oath has no discard cost to choose for"),
    ("{sacrifice: militia, mode: 1}",
     "24:88: actions[0].choices.mode: Blood Oath has no modes to choose from"),
    ("{sacrifice: militia, x: 2}",
     "24:88: actions[0].choices.x: Blood Oath has no X: nothing it does reads `{x: true}` and "
     "no cost of it is X"),
    ("{sacrifice: militia, sacrifise: militia}",
     "24:88: actions[0].choices.sacrifise: unknown choice 'sacrifise' (did you mean "
     "'sacrifice'?)"),
])
def test_a_play_choice_nothing_asks_for_is_an_error(choices: str, message: str) -> None:
    text = OATH.replace("choices: {sacrifice: militia}", f"choices: {choices}")
    assert load_problems(text) == [f"t.yaml:{message}"]


def test_a_play_choice_that_is_asked_for_loads() -> None:
    load_scenario_text(OATH, "t.yaml")
    load_scenario_text(OPTION, "t.yaml")


@pytest.mark.parametrize(("choices", "message"), [
    ("{mode: stryke}", "register[0].choices.mode: unknown mode of Field Orders 'stryke' (did you "
                       "mean 'strike'?)"),
    ("{mode: strike, sacrifice: trader}",
     "register[0].choices.sacrifice: Field Orders is already on the stack, its costs paid: a "
     "choice made while paying changes nothing"),
])
def test_a_choice_of_an_item_on_the_stack_that_changes_nothing_is_an_error(
        choices: str, message: str) -> None:
    text = OPTION.replace(
        "actions:\n  - {by: alice, do: play, card: orders, targets: [trader], "
        "choices: {mode: strike}}",
        f"register:\n  - {{id: orders-1, card: Field Orders, controller: alice, "
        f"targets: [trader], choices: {choices}}}")
    (found,) = load_problems(text)
    assert found.endswith(message)


def test_a_decision_naming_a_mode_the_trigger_does_not_have_is_an_error() -> None:
    modal = ("        modes:\n"
             "          - {name: one, targets: [{type: follower}], "
             "effect: [{damage: {target: $1, amount: 1}}]}\n"
             "          - {name: two, effect: [{draw: {count: 1}}]}")
    assert problems(alarm("  watchman.alarm: {choices: {mode: three}}", modal)) == [
        "t.yaml:24:30: decisions.watchman.alarm.choices.mode: Alarm has no mode 'three' (its "
        "modes: one, two)"]
    res = ruling(alarm("  watchman.alarm: {choices: {mode: two}}", modal))
    assert res.final["objects"]["card-1"]["zone"] == "hand"


@pytest.mark.parametrize(("filter_", "message"), [
    ("{player: true, type: follower}",
     "cards.Zap.targets[0].type: a filter with `player: true` is matched by `controller` only, "
     "so `type:` would be ignored"),
    # (`traits` is read of an item's card since FOW audit 31: "fire chants")
    ("{item: true, exhausted: true}",
     "cards.Zap.targets[0].exhausted: a filter with `item: true` is matched by `type`, "
     "`traits`, `keywords`, `controller` and `ability` only, so `exhausted:` would be ignored"),
])
def test_a_filter_key_a_player_or_item_filter_ignores_is_an_error(filter_: str,
                                                                  message: str) -> None:
    text = kind_card("vandaria-wars", "{name: Dig, kind: activated, effect: []}").replace(
        "cards:\n", f"cards:\n  Zap: {{type: action, targets: [{filter_}], effect: []}}\n")
    (found,) = load_problems(text)
    assert found.endswith(message)


@pytest.mark.parametrize(("game", "zone", "error"), [
    ("vandaria-wars", "graveyard", True), ("vandaria-wars", "deck", False),
    ("force-of-will", "graveyard", False), ("force-of-will", "removed", True),
])
def test_a_position_in_a_zone_that_keeps_no_order_is_an_error(game: str, zone: str,
                                                              error: bool) -> None:
    effect = f"{{move_zone: {{target: self, to: {zone}, position: bottom}}}}"
    text = kind_card(game, f"{{name: Dig, kind: activated, effect: [{effect}]}}")
    if not error:
        load_scenario_text(text, "t.yaml")
        return
    (found,) = load_problems(text)
    assert found.endswith(f"cards.Thing.abilities[0].effect[0].move_zone.position: the {zone} "
                          "keeps no order, so a card put there has no top or bottom")


def test_an_event_without_an_object_refuses_when_object_in_riftbound() -> None:
    text = kind_card("riftbound", "{name: Cheer, kind: triggered, when: {event: scored, "
                                  "object: self}, effect: []}")
    (found,) = load_problems(text)
    assert found == ("t.yaml:8:62: cards.Thing.abilities[0].when.object: a scored event happens "
                     "to no object, so `object:` could never match")


@pytest.mark.parametrize(("game", "event"), [
    ("vandaria-wars", "blocked"), ("vandaria-wars", "moved"), ("vandaria-wars", "scored"),
    ("force-of-will", "conquered"), ("force-of-will", "defended"),
    # Riftbound's Targeting Effects (RB 383.4.b) only: nothing announces a choice elsewhere
    ("force-of-will", "chosen"), ("vandaria-wars", "chosen"),
    # Riftbound's combat result (RB 466.3.a) only
    ("force-of-will", "combat_won"), ("vandaria-wars", "combat_won"),
])
def test_a_trigger_on_an_event_the_game_never_announces_is_an_error(game: str,
                                                                     event: str) -> None:
    text = kind_card(game, f"{{name: Cheer, kind: triggered, when: {{event: {event}}}, "
                           "effect: []}")
    (found,) = load_problems(text)
    assert f"cards.Thing.abilities[0].when.event: unknown event {event!r}" in found


def test_a_vandaria_wars_trigger_on_attacking_loads() -> None:
    """Was exit 3 (the attack announced no event); now each attacker attacks and its skills go
    into the register as VW HP.18 says (scenarios/vandaria-wars/battle/attack-skill-*)."""
    text = kind_card("vandaria-wars", "{name: Cheer, kind: triggered, when: {event: attacked, "
                                      "object: self}, effect: []}")
    assert load_scenario_text(text, "t.yaml").cards["Thing"].abilities[0].name == "Cheer"


def test_a_stack_item_with_more_targets_than_it_declares_is_an_error() -> None:
    text = VW_WATCH.format(filter="{owner: you}").replace("targets: [militia]}",
                                                          "targets: [militia, watchman]}")
    assert load_problems(text) == [
        "t.yaml:18:54: register[0].targets: Sample Spark has 1 target (follower); 2 given"]


def test_a_decision_with_more_targets_than_the_trigger_has_is_an_error() -> None:
    assert problems(alarm("  watchman.alarm: {targets: [militia, watchman]}", HIT)) == [
        "t.yaml:23:20: decisions.watchman.alarm.targets: Alarm has 1 target (follower); "
        "2 given"]


def test_a_card_cost_that_exhausts_the_card_is_an_error() -> None:
    text = kind_card("vandaria-wars", "{name: Dig, kind: activated, effect: []}").replace(
        "    type: relic\n", "    type: relic\n    cost: {gold: 1, exhaust: self}\n")
    assert load_problems(text) == [
        "t.yaml:7:21: cards.Thing.cost.exhaust: a card is not exhausted to play it: "
        "`exhaust: self` is the cost of an ability of an object on the board"]


@pytest.mark.parametrize(("keys", "message"), [
    ("j_ruler: Lyra, Ember Queen", "cards.Thing.j_ruler: only a ruler names its J-ruler side: "
                                   "Thing is no ruler, so nothing would read it"),
    ("ruler: Lyra, Keeper of Embers", "cards.Thing.ruler: only a J-ruler names its ruler side: "
                                      "Thing is no j-ruler, so nothing would read it"),
])
def test_a_force_of_will_side_key_on_another_card_type_is_an_error(keys: str,
                                                                    message: str) -> None:
    text = kind_card("force-of-will", "{name: Tap, kind: activated, effect: []}").replace(
        "    type: regalia\n", f"    type: regalia\n    {keys}\n")
    (found,) = load_problems(text)
    assert found.endswith(message)


def test_a_judgment_cost_without_judgment_is_an_error() -> None:
    text = kind_card("force-of-will", "{name: Tap, kind: activated, effect: []}").replace(
        "    type: regalia\n", "    type: ruler\n    judgment_cost: {fire: 1}\n")
    (found,) = load_problems(text)
    assert found.endswith("cards.Thing.judgment_cost: only a ruler with [Judgment] (`keywords: "
                          "[judgment]`) has a judgment cost")


def test_a_barrier_narrowed_without_barrier_is_an_error() -> None:
    # FOW 1120.3: `barrier: [chant]` narrows the card's own [Barrier]; without one it would be
    # read by nothing
    text = kind_card("force-of-will", "{name: Tap, kind: activated, effect: []}").replace(
        "    type: regalia\n", "    type: regalia\n    barrier: [chant]\n")
    (found,) = load_problems(text)
    assert found.endswith("cards.Thing.barrier: only a card with [Barrier] (`keywords: "
                          "[barrier]`) has it narrowed to card types ([Barrier] <Chant>, "
                          "FOW 1120.3)")


def test_a_next_recovery_phase_other_than_a_prohibition_is_an_error() -> None:
    # judge ends only a `forbid` at the end of its controller's next recovery phase (turn.py)
    text = kind_card("force-of-will", "{name: Tap, kind: activated, effect: [{modify: {target: "
                     "self, stats: {atk: 100}, duration: next_recovery_phase}}]}", "resonator")
    (found,) = load_problems(text)
    assert found.endswith("cards.Thing: `modify` with duration next_recovery_phase: judge ends "
                          "only a prohibition (`forbid`) at the end of its controller's next "
                          "recovery phase")


def test_state_in_a_game_without_state_keys_is_an_error() -> None:
    text = kind_card("vandaria-wars", "{name: Dig, kind: activated, effect: []}")
    assert load_problems(text + "state: {attacker: thing}\n") == [
        "t.yaml:11:9: state.attacker: Vandaria Wars keeps no game state of its own: `state:` "
        "has nothing to set"]


@pytest.mark.parametrize(("key", "message"), [
    ("entered_this_turn", "only an object in the field entered the field this turn; this one is "
                          "in hand"),
    ("set_this_turn", "only an object in the standby was put into the standby area this turn; "
                      "this one is in hand"),
])
def test_a_force_of_will_this_turn_mark_off_its_zone_is_an_error(key: str, message: str) -> None:
    text = kind_card("force-of-will", "{name: Tap, kind: activated, effect: []}").replace(
        "zone: field}", f"zone: hand, {key}: true}}")
    (found,) = load_problems(text)
    assert found.endswith(f"objects[0].{key}: {message}")


OPTIONAL_PREVENTION = (Path(__file__).resolve().parents[2] / "scenarios/riftbound/rulings-audit22b/"
                       "optional-prevention-declined-keeps-its-once-each-turn-use.yaml"
                       ).read_text(encoding="utf-8").split("expect:")[0]


@pytest.mark.parametrize("events", ["[3]", "[1, 3]"])
def test_declining_an_optional_replacement_at_an_event_that_never_comes_is_located(
        events: str) -> None:
    """RB 371.2.a: `decline: {maker: [n]}` names the n-th event the replacement could apply to;
    one that never comes declined nothing (it was silently unused before)."""
    text = OPTIONAL_PREVENTION.replace("decline: {charm: [1]}", f"decline: {{charm: {events}}}")
    found = problems(text)
    assert len(found) == 1
    assert "decisions.replacements.decline.charm[" in found[0]
    assert "never could apply to an event number 3" in found[0]


def test_declining_an_optional_replacement_at_an_event_that_comes_is_used() -> None:
    assert ruling(OPTIONAL_PREVENTION) is not None
