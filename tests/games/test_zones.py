"""Every zone a game's rules name is in its vocabulary, listed here with the rule that names it
(docs/games/<game>.md says what each means in judge)."""

from __future__ import annotations

import re

import pytest

from judge.app import load_scenario_text, resolve
from judge.errors import InputError
from judge.games import find_game

#: game -> zone (or zone prefix, `battlefield:<id>`) -> the rule that names it.
ZONES: dict[str, dict[str, str]] = {
    "vandaria-wars": {
        "hand": "VW REG.12.a", "deck": "VW HP.17", "subdeck": "VW REG.8.b",
        "field": "VW REG.7", "graveyard": "VW HP.8", "register": "VW REG.1.a",
    },
    "force-of-will": {
        "main_deck": "FOW 304", "magic_stone_deck": "FOW 305", "hand": "FOW 306",
        "field": "FOW 307", "ruler_area": "FOW 308", "graveyard": "FOW 309",
        "standby": "FOW 310", "removed": "FOW 311", "chase": "FOW 312", "item_area": "FOW 313",
        "extra_deck": "FOW 314", "rune_area": "FOW 315", "stranger_deck": "FOW 316",
        "order_area": "FOW 317", "shinobi_ex_area": "FOW 318.2",
        "possession_ex_area": "FOW 318.3", "armament_ex_deck": "FOW 319.4",
        "crew_ex_deck": "FOW 319.5", "treasury_ex_deck": "FOW 319.6",
        "extension_rule_area": "FOW 320", "lifebreak_area": "FOW 1412.1a",
        "expelled": "FOW 1047.1", "stacked": "FOW 1045.2", "outside_game": "FOW 322",
    },
    "riftbound": {
        "base": "RB 107.1", "battlefield": "RB 107.2", "facedown": "RB 107.3",
        "legend_zone": "RB 107.4", "chain": "RB 108.1", "trash": "RB 108.2",
        "champion_zone": "RB 108.3", "main_deck": "RB 108.4", "rune_deck": "RB 108.5",
        "banishment": "RB 108.6", "hand": "RB 108.7",
    },
}
#: Words a rule uses for a zone judge names otherwise: the guide's "in play" is the field.
WORDS = {("vandaria-wars", "field"): "play", ("force-of-will", "expelled"): "expel",
         ("force-of-will", "stacked"): "stack"}
#: The rules of each rulebook that define its zones, one rule per zone (or per kind of zone).
ZONE_SECTIONS = {
    "force-of-will": r"FOW 3(0[4-9]|1\d|20)",
    "riftbound": r"RB 10[78]\.\d+",
}


@pytest.mark.parametrize("gid", list(ZONES))
def test_the_vocabulary_has_exactly_the_zones_the_rules_name(gid: str) -> None:
    vocab = find_game(gid).vocab
    assert sorted((*vocab.zones, *vocab.zone_prefixes)) == sorted(ZONES[gid])


@pytest.mark.parametrize("gid", list(ZONES))
def test_each_zone_is_named_by_its_rule(gid: str) -> None:
    rules = find_game(gid).data.rules
    for zone, rid in ZONES[gid].items():
        rule = rules[rid]
        words = f"{rule.title} {rule.text}".lower().replace("-", " ")
        named = WORDS.get((gid, zone), zone).split("_")
        named = [w for w in named if w not in ("ex", "zone")]
        assert all(w in words for w in named), f"{rid} does not name the {zone}: {words!r}"


@pytest.mark.parametrize("gid", list(ZONE_SECTIONS))
def test_every_zone_the_rulebook_defines_is_listed(gid: str) -> None:
    """A zone heading of the rules without a zone in judge fails here: add the zone."""
    rules = find_game(gid).data.rules
    listed = set(ZONES[gid].values())
    defined = [rid for rid in rules if re.fullmatch(ZONE_SECTIONS[gid], rid)]
    assert defined
    missing = [rid for rid in defined if rid not in listed
               and not any(x.startswith(rid + ".") for x in listed)]
    assert not missing, f"zones the rules define that judge lacks: {missing}"


FOW = """\
game: force-of-will
turn: {player: alice, phase: main}
players: {alice: {life: 4000}, bob: {life: 4000}}
cards:
  Wall: {type: resonator, stats: {atk: 0, def: 1000}}
  Send: {type: chant, effect: [{move_zone: {target: wall, to: %s}}]}
objects:
  - {id: wall, card: Wall, owner: bob, zone: field}
  - {id: send, card: Send, owner: alice, zone: hand}
"""


@pytest.mark.parametrize("zone", ["extra_deck", "stranger_deck", "shinobi_ex_area",
                                  "lifebreak_area", "treasury_ex_deck", "rune_area"])
def test_a_zone_whose_cards_do_nothing_is_accepted(zone: str) -> None:
    load_scenario_text(FOW % zone, "t.yaml")


@pytest.mark.parametrize(("zone", "rule"), [("item_area", "FOW 313.3"),
                                            ("order_area", "FOW 317.5")])
def test_card_text_may_put_a_card_into_the_item_or_order_area(zone: str, rule: str) -> None:
    """FOW 313.3, 317.5: the card goes there under its owner's control."""
    text = FOW % zone + "actions:\n  - {by: alice, do: play, card: send}\n"
    res = resolve(load_scenario_text(text, "t.yaml"))
    assert rule in res.citations


def test_a_card_put_into_an_extension_rule_area_stays_where_it_is() -> None:
    """FOW 320.1, house policy FOW HP.11 (default `stays`): the area is kept for an extension
    rule; another card an effect would put there does not move (it was an honest exit 3)."""
    text = FOW % "extension_rule_area" + "actions:\n  - {by: alice, do: play, card: send}\n"
    res = resolve(load_scenario_text(text, "t.yaml"))
    assert res.final["objects"]["wall"]["zone"] == "field"
    assert "FOW 320.1" in res.citations and "FOW HP.11" in res.citations


def test_expelling_is_ruled_and_a_last_j_ruler_stays() -> None:
    """FOW 1047.1: an effect may expel a resonator; FOW 1047.3 (house policy FOW HP.9, default
    while-another): a player's last J/ruler is not expelled, it stays."""
    res = resolve(load_scenario_text(FOW % "expelled", "t.yaml"))
    assert "FOW 1047.1" not in res.citations  # nothing played yet: the file is accepted
    text = (FOW % "expelled").replace("Wall: {type: resonator", "Wall: {type: j_ruler") + \
        "actions:\n  - {by: alice, do: play, card: send}\n"
    res = resolve(load_scenario_text(text, "t.yaml"))
    assert res.final["objects"]["wall"]["zone"] == "field"
    assert "FOW 1047.3" in res.citations and "FOW HP.9" in res.citations


def test_a_last_j_ruler_cannot_be_the_target_of_an_expel_effect() -> None:
    """FOW 1047.3: such a J/ruler cannot be targeted by an expel effect in the first place: the
    play is refused (it was exit 3)."""
    text = (FOW % "expelled").replace("Wall: {type: resonator", "Wall: {type: j_ruler").replace(
        "Send: {type: chant, effect: [{move_zone: {target: wall",
        "Send: {type: chant, targets: [{type: j_ruler}], effect: [{move_zone: {target: $1") + \
        "actions:\n  - {by: alice, do: play, card: send, targets: [wall]}\n"
    res = resolve(load_scenario_text(text, "t.yaml"))
    assert [r.action for r in res.rejected] == [0] and "FOW 1047.3" in res.citations
    assert res.final["objects"]["wall"]["zone"] == "field"


def test_an_object_in_the_item_area_attached_to_a_resonator_is_an_invalid_file() -> None:
    """FOW 1032.1: only a J/ruler has cards attached to it from an item area (exit 2, located)."""
    text = (FOW % "graveyard") + "  - {id: coin, card: Wall, owner: bob, zone: item_area, " \
                                 "attached_to: wall}\n"
    with pytest.raises(InputError) as info:
        load_scenario_text(text, "t.yaml")
    assert "FOW 1032.1" in str(info.value) and "objects[2].attached_to" in str(info.value)


def test_the_vandaria_wars_subdeck_is_a_zone() -> None:
    text = """\
game: vandaria-wars
turn: {player: alice, phase: main}
players: {alice: {gold: 0}, bob: {gold: 0}}
objects:
  - {id: m, card: Sample Militia, owner: bob, zone: subdeck}
"""
    assert load_scenario_text(text, "t.yaml").objects[0].zone == "subdeck"
