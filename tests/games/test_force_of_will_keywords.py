"""Force of Will's keyword abilities (CR 12.7 chapter 11): what a file must say with them, and
claims the scenario files in scenarios/force-of-will/keywords/ do not pin one at a time."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import assert_cites, assert_rejected, assert_resolved, ruling, zone
from .test_force_of_will import fow


def test_a_keyword_needs_its_number_or_cost() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Raider: {type: resonator, keywords: [limit], "
                                         "stats: {atk: 100, def: 100}}\n"), "f.yaml")
    assert any("limit: 2" in str(p) for p in err.value.problems)


def test_a_keyword_number_without_its_keyword_is_an_error() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Raider: {type: resonator, mobilize: {fire: 1}, "
                                         "stats: {atk: 100, def: 100}}\n"), "f.yaml")
    assert any("cards.Raider.mobilize" in str(p) for p in err.value.problems)


def test_mobilize_of_a_regalia_names_a_type_or_race_not_a_cost() -> None:
    """FOW 1129.3-1129.4: a regalia's [Mobilize] rests a card of a type or race (exit 2 for a
    will cost; it was exit 3 before regalia [Mobilize] was ruled)."""
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Banner: {type: regalia, keywords: [mobilize], "
                                         "mobilize: {fire: 1}}\n"), "f.yaml")
    assert any("cards.Banner.mobilize" in str(p) and "1129.3" in str(p)
               for p in err.value.problems)


def test_a_mobilized_regalia_rests_only_a_card_of_its_type() -> None:
    """FOW 1129.3: the cost rests a recovered card of the named type the player controls."""
    res = ruling(fow("""
objects:
  - {id: e, card: Engine, owner: alice, zone: field}
  - {id: s, card: Stone, owner: alice, zone: field}
actions:
  - {by: alice, do: mobilize, object: e, rest: s}
""", cards="  Engine: {type: regalia, keywords: [mobilize], mobilize: {type: resonator}, "
               "stats: {atk: 500, def: 500}}\n  Stone: {type: magic_stone}\n"))
    assert_rejected(res, [0])
    assert "FOW 1129.3" in res.rejected[0].citations


def test_explode_needs_battle_damage() -> None:
    """FOW 1106.2: an ability's damage from a resonator with [Explode] destroys nothing."""
    res = ruling(fow("""
objects:
  - {id: beetle, card: Beetle, owner: alice, zone: field}
  - {id: wall, card: Wall, owner: bob, zone: field}
actions:
  - {by: alice, do: activate, object: beetle, ability: Spit, targets: [wall]}
""", cards="""  Beetle:
    type: resonator
    keywords: [explode]
    stats: {atk: 300, def: 300}
    abilities:
      - {name: Spit, kind: activated, targets: [{type: resonator}],
         effect: [{damage: {target: $1, amount: 100}}]}
"""))
    assert list(res.resolved) == ["beetle.spit"]
    assert res.final["objects"]["beetle"]["zone"] == "field"
    assert res.final["objects"]["wall"]["damage"] == 100


def test_bane_does_not_trigger_on_damage_to_a_player() -> None:
    """FOW 1138.2: only a J/resonator dealt damage is destroyed."""
    res = ruling(fow("""
objects:
  - {id: viper, card: Viper, owner: alice, zone: field}
actions:
  - {by: alice, do: attack, attacker: viper, target: bob}
""", cards="  Viper: {type: resonator, keywords: [bane], stats: {atk: 100, def: 300}}\n"))
    assert list(res.resolved) == []
    assert res.final["players"]["bob"]["life"] == 3900


def test_only_one_protect_applies_in_a_battle() -> None:
    """FOW 1168.3: the first protector chosen takes the attack; a second is never asked."""
    text = fow("""
objects:
  - {id: knight, card: Knight, owner: alice, zone: field}
  - {id: p1, card: Aegis Squire, owner: bob, zone: field}
  - {id: p2, card: Aegis Squire, owner: bob, zone: field}
actions:
  - {by: alice, do: attack, attacker: knight, target: bob}
decisions:
  p1: {choices: {protect: true}}
  p2: {choices: {protect: true}}
""")
    with pytest.raises(InputError, match="p2"):
        ruling(text)


PIERCED = """
objects:
  - {id: lancer, card: Thornback Lancer, owner: alice, zone: field}
  - {id: wall, card: Wall, owner: bob, zone: field}
actions:
  - {by: alice, do: attack, attacker: lancer, target: bob}
  - {by: bob, do: block, blocker: wall}
decisions:
  lancer: {choices: {pierce: CHOSEN}}
"""


@pytest.mark.parametrize("chosen", ["100", "150", "900", "-100"])
def test_a_pierce_choice_the_rules_do_not_allow_is_a_located_error(chosen: str) -> None:
    """FOW 1103.2a: at least the blocker's capacity (here 800), in hundreds, at most all the
    attacker's damage. judge swapped a choice below the capacity (or not in hundreds) for the
    least one, with a note: a decision that cannot be followed is the file's error."""
    with pytest.raises(InputError) as caught:
        ruling(fow(PIERCED.replace("CHOSEN", chosen)))
    [problem] = caught.value.problems
    assert problem.path == "decisions.lancer.choices.pierce" and problem.line > 1
    assert "FOW 1103.2a" in problem.message


def test_a_pierce_choice_within_the_rules_is_followed() -> None:
    res = ruling(fow(PIERCED.replace("CHOSEN", "800")))
    assert res.final["objects"]["wall"]["damage"] == 800


def test_stealth_needs_its_condition() -> None:
    with pytest.raises(InputError, match="Stealth"):
        load_scenario_text(fow("", cards="  Hidden: {type: chant, keywords: [stealth]}\n"))


def test_an_incarnation_symbol_must_be_an_attribute() -> None:
    with pytest.raises(InputError, match="incarnation"):
        load_scenario_text(fow("", cards="  Beast: {type: resonator, keywords: [incarnation], "
                                         "incarnation: [purple], stats: {atk: 1, def: 1}}\n"))


def test_only_an_awakening_card_is_played_awakened() -> None:
    res = ruling(fow("""
objects: [{id: study, card: Study, owner: alice, zone: hand}]
actions: [{by: alice, do: play, card: study, choices: {awaken: true}}]
"""))
    assert [r.action for r in res.rejected] == [0]
    assert res.rejected[0].citations == ("FOW 1110.2",)


def test_incarnation_with_or_takes_either_attribute() -> None:
    """FOW 1111.2b: `fire/water` banishes one resonator of either attribute."""
    res = ruling(fow("""
objects:
  - {id: beast, card: Beast, owner: alice, zone: hand}
  - {id: sprite, card: Sprite, owner: alice, zone: field}
actions: [{by: alice, do: play, card: beast, choices: {incarnation: [sprite]}}]
""", cards="""  Beast: {type: resonator, cost: {fire: 3}, keywords: [incarnation],
          incarnation: [fire/water], stats: {atk: 900, def: 900}}
  Sprite: {type: resonator, cost: {water: 1}, stats: {atk: 100, def: 100}}
"""))
    assert list(res.resolved) == ["beast"]
    assert res.final["objects"]["sprite"]["zone"] == "graveyard"


def test_a_card_that_was_played_awakened_loses_it_when_it_leaves_the_field() -> None:
    res = ruling(fow("""
objects: [{id: paladin, card: Paladin, owner: alice, zone: field, awakened: true}]
chase: [{id: bounce, card: Bounce, controller: bob, targets: [paladin]}]
""", cards="""  Paladin: {type: resonator, keywords: [awakening], awakening: {fire: 1},
            stats: {atk: 100, def: 100}}
  Bounce: {type: chant, targets: [{type: resonator}], effect: [{move_zone: {target: $1, to: hand}}]}
"""))
    assert res.final["objects"]["paladin"]["zone"] == "hand"
    assert "awakened" not in res.final["objects"]["paladin"]


def test_defiant_zero_granted_by_a_spell_cannot_attack() -> None:
    """FOW 1183.3: a spell's one-time grant of [Defiant] (0) carries its number (it was exit 3):
    the knight cannot attack."""
    res = ruling(fow("""
objects:
  - {id: knight, card: Knight, owner: alice, zone: field}
  - {id: dare, card: Dare, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: dare, targets: [knight]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: attack, attacker: knight, target: bob}
""", cards="""  Dare: {type: chant, targets: [{type: resonator}],
         effect: [{modify: {target: $1, keywords: [defiant], keyword_keys: {defiant: 0}}}]}
"""))
    assert [r.action for r in res.rejected] == [3]
    assert "FOW 1183.3" in res.rejected[0].citations


def test_only_a_raid_card_is_played_by_raid() -> None:
    """FOW 1196.2: `choices: {raid: true}` on a card without [Raid] is refused."""
    res = ruling(fow("""
objects:
  - {id: k, card: Knight, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: k, choices: {raid: true}}
""", cards=""))
    assert [r.action for r in res.rejected] == [0]
    assert "FOW 1196.2" in res.rejected[0].citations


def test_a_raid_card_played_for_its_own_cost_has_no_swiftness() -> None:
    """FOW 1196.2: only a card played by [Raid] gains [Swiftness] (803.3a otherwise)."""
    res = ruling(fow("""
objects:
  - {id: r, card: Raider, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: r}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: attack, attacker: r, target: bob}
""", fire=3, cards="""  Raider: {type: resonator, cost: {fire: 3}, keywords: [raid],
           raid: {fire: 1}, stats: {atk: 600, def: 600}}
"""))
    assert [r.action for r in res.rejected] == [3]
    assert res.final["objects"]["r"]["zone"] == "field"


def test_a_granted_keyword_without_its_number_is_incomplete_in_a_conditional_instruction_too(
        ) -> None:
    """FOW 1194.2: a grant of [Primal Roar] inside a conditional instruction still says its
    number (exit 2 without it; it was exit 3)."""
    with pytest.raises(InputError, match=r"1194\.2.*keyword_keys: {primal_roar: "):
        load_scenario_text(fow("", cards="""  Roar: {type: chant, targets: [{type: resonator}],
         effect: [{modify: {target: $1, keywords: [primal_roar]},
                   if: {is: self, matches: {awakened: true}}}]}
"""))


def test_keyword_keys_must_belong_to_a_keyword_the_modify_grants() -> None:
    """FOW 1161.2: `keyword_keys` carries the name and cost of the [Reincarnation] the same
    `modify` grants; beside another keyword, or naming another key, it is a located error."""
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="""  Gift: {type: chant, targets: [{type: resonator}],
         effect: [{modify: {target: $1, keywords: [flying],
                            keyword_keys: {reincarnation: Scout, limit: 2}}}]}
"""), "f.yaml")
    said = [str(p) for p in err.value.problems]
    assert any("keyword_keys.reincarnation" in p and "no card key" in p for p in said)
    assert any("keyword_keys.limit" in p for p in said)


def test_a_granted_reincarnation_with_its_keys_stacks() -> None:
    """FOW 1161.2: a one-time grant to a card in the hand carrying the name and cost."""
    res = ruling(fow("""
objects:
  - {id: gift, card: Gift, owner: alice, zone: hand}
  - {id: bird, card: Bird, owner: alice, zone: hand}
chase:
  - {id: scout, card: Scout, controller: alice}
actions:
  - {by: alice, do: play, card: gift, targets: [bird]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
decisions: {scout: {choices: {reincarnation: bird}}}
""", fire=2, cards=REINCARNATION + """  Gift: {type: chant, keywords: [quickcast], cost: {fire: 1},
         targets: [{type: resonator, zone: hand}],
         effect: [{modify: {target: $1, keywords: [reincarnation],
                            keyword_keys: {reincarnation: Scout, reincarnation_cost: {fire: 1}}}}]}
  Bird: {type: resonator, cost: {fire: 3}, stats: {atk: 100, def: 100}}
"""))
    assert zone(res, "bird") == "field" and zone(res, "scout") == "stacked"
    assert res.final["players"]["alice"]["fire"] == 0


def test_reincarnation_carried_by_a_given_ability_is_an_incomplete_file() -> None:
    """FOW 1161.2: [Reincarnation] is always written with its name and cost, so a grant says
    them; an ability under `gives:` cannot: exit 2, saying how (it was exit 3)."""
    with pytest.raises(InputError, match=r"1161\.2.*keyword_keys"):
        load_scenario_text(fow("", cards="""  Gift: {type: chant, targets: [{type: resonator}],
         effect: [{modify: {target: $1, abilities: [Reborn]}}],
         gives: [{name: Reborn, kind: activated, keywords: [reincarnation],
                  effect: [{draw: {count: 1}}]}]}
"""))


def test_reincarnation_granted_without_its_name_and_cost_is_an_incomplete_file() -> None:
    """FOW 1161.2: a `modify` granting [Reincarnation] without `keyword_keys` leaves out what
    the keyword always says: exit 2, located on the card (it was exit 3)."""
    with pytest.raises(InputError, match=r"cards\.Gift.*1161\.2.*keyword_keys"):
        load_scenario_text(fow("", cards="""  Gift: {type: chant, targets: [{type: resonator}],
         effect: [{modify: {target: $1, keywords: [reincarnation]}}]}
"""))


@pytest.mark.parametrize(("keyword", "rule"), [("defiant", r"1183\.2"), ("vileborn", r"1185\.2"),
                                             ("solarisation", r"1162\.2"),
                                             ("linkage", r"1166\.2"),
                                             ("awakening", r"1110\.2"), ("ambush", r"1174\.2"),
                                             ("ibka", r"1191\.2"), ("raid", r"1196\.2"),
                                             ("incarnation", r"1111\.2"),
                                             ("limit", r"1118\.2"), ("mana", r"1122\.2"),
                                             ("mobilize", r"1129\.2"),
                                             ("mastery", r"1154\.2"),
                                             ("evolution", r"1116\.2"), ("bestow", r"1121\.2"),
                                             ("moontide", r"1189\.2"),
                                             ("call_of_valhalla", r"1187\.2"),
                                             ("primal_roar", r"1194\.2"),
                                             ("investigate", r"1170\.2"),
                                             ("resonance", r"1127\.2")])
def test_a_keyword_granted_without_its_number_is_an_incomplete_file(keyword: str, rule: str
                                                                   ) -> None:
    """FOW 1183.2, 1185.2, 1162.2, 1166.2: card text granting one of these prints its number
    (or zone), so a `modify` granting it without `keyword_keys` is exit 2 saying how (it was
    exit 3)."""
    with pytest.raises(InputError, match=rf"cards\.Gift.*{rule}.*keyword_keys: {{{keyword}: "):
        load_scenario_text(fow("", cards=f"""  Gift: {{type: chant, targets: [{{type: resonator}}],
         effect: [{{modify: {{target: $1, keywords: [{keyword}]}}}}]}}
"""))


def test_a_granted_cost_or_attribute_is_checked_like_a_printed_one() -> None:
    """A grant's `keyword_keys` cost names will kinds with whole numbers, and its [Incarnation]
    attributes are attributes (FOW 1110.2, 1111.2): else a located exit 2."""
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="""  Gift: {type: chant, targets: [{type: resonator}],
         effect: [{modify: {target: $1, keywords: [raid, incarnation, mobilize, evolution],
                            keyword_keys: {raid: {gold: 1}, incarnation: [pink],
                                           mobilize: {gold: 1}, evolution: {gold: 1}}}}]}
"""), "f.yaml")
    said = [str(p) for p in err.value.problems]
    assert any("keyword_keys.evolution.gold" in p and "will kind" in p for p in said)
    assert any("keyword_keys.mobilize.gold" in p and "will kind" in p for p in said)
    assert any("keyword_keys.raid.gold" in p and "will kind" in p for p in said)
    assert any("keyword_keys.incarnation[0]" in p and "attribute" in p for p in said)


def test_a_grants_keyword_keys_are_read_as_the_card_keys_they_stand_for() -> None:
    """A grant's [Mastery] (condition) is a filter as a printed one is (FOW 1154.4): kept as
    written, a mapping, it would have let any card be rested."""
    from judge.engine.effects import Modify

    scenario = load_scenario_text(fow("", cards="""  Gift: {type: chant, targets: [{type: chant}],
         effect: [{modify: {target: $1, keywords: [mastery],
                            keyword_keys: {mastery: {matches: {type: resonator}}}}}]}
"""))
    modify = scenario.cards["Gift"].effect[0]
    assert isinstance(modify, Modify) and modify.keyword_keys is not None
    spec = modify.keyword_keys["mastery"]
    assert isinstance(spec, dict) and not isinstance(spec["matches"], dict)


def test_resonance_text_granted_without_its_magic_stone_type_is_an_incomplete_file() -> None:
    """FOW 1127.2: a `modify` naming [Resonance] text under `gives:` without the magic stone
    type would trigger on every card entering: exit 2 saying how (it was exit 3)."""
    with pytest.raises(InputError, match=r"cards\.Horn.*1127\.2.*keyword_keys: {resonance: "):
        load_scenario_text(fow("", cards="""  Horn: {type: chant, targets: [{type: regalia}],
         gives: [{name: Kindle, kind: triggered, keywords: [resonance],
                  effect: [{gain: {life: 100}}]}],
         effect: [{modify: {target: $1, abilities: [Kindle]}}]}
"""))


def test_every_numbered_keyword_granted_is_ruled_not_refused() -> None:
    """Issue 11: every keyword written with a number or cost is granted with it (keyword_keys),
    so no grant of one is exit 3 any more. [Barrier]'s card types are written only when it is
    narrowed (FOW 1120.3): a bare grant is plain [Barrier], no keyword missing its number."""
    from judge.games.force_of_will.keyword_keys import GRANT_KEYS, KEYS_OPTIONAL
    from judge.games.force_of_will.validation import NUMBERED_RULES

    assert set(NUMBERED_RULES) == set(GRANT_KEYS) - set(KEYS_OPTIONAL)


def test_every_keyword_a_grant_gives_its_number_says_what_it_is() -> None:
    from judge.games.force_of_will.keyword_keys import GRANT_KEYS, KEYS_OPTIONAL
    from judge.games.force_of_will.validation import KEYWORD_SAYS

    assert set(KEYWORD_SAYS) == set(GRANT_KEYS) - set(KEYS_OPTIONAL)


def test_the_numbered_keywords_all_have_their_rule() -> None:
    from judge.games.force_of_will.ability_keywords import ABILITY_NEEDS
    from judge.games.force_of_will.cost_keywords import COST_NEEDS
    from judge.games.force_of_will.keywords import KEYWORD_NEEDS
    from judge.games.force_of_will.play_keywords import PLAY_NEEDS
    from judge.games.force_of_will.validation import NUMBERED_RULES, OWN_NUMBER_KEYWORDS

    assert set(NUMBERED_RULES) == {*KEYWORD_NEEDS, *PLAY_NEEDS, *COST_NEEDS, *ABILITY_NEEDS,
                                   *OWN_NUMBER_KEYWORDS}


def test_aegis_is_skipped_by_the_trigger_of_an_entity_that_just_entered() -> None:
    """FOW 1181.2: a triggered ability of an opposing entity that entered this turn picks its
    first legal target, and a card with [Aegis] is not one."""
    res = ruling(fow("""
objects:
  - {id: aegis, card: Aegis Knight, owner: bob, zone: field}
  - {id: plain, card: Knight, owner: bob, zone: field}
  - {id: bomber, card: Bomber, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: bomber}
""", fire=1, cards="""  Aegis Knight: {type: resonator, keywords: [aegis],
                 stats: {atk: 500, def: 500}}
  Bomber:
    type: resonator
    cost: {fire: 1}
    stats: {atk: 100, def: 100}
    abilities:
      - {name: Blast, kind: triggered, when: {event: entered, object: self},
         targets: [{type: resonator, controller: opponent}],
         effect: [{damage: {target: $1, amount: 200}}]}
"""))
    assert res.final["objects"]["aegis"]["damage"] == 0
    assert res.final["objects"]["plain"]["damage"] == 200


def test_vileborn_triggers_when_a_triggered_ability_targets_it() -> None:
    """FOW 1185.2: a triggered ability's target counts too (it is chosen as the ability is put
    on the chase); the Vileborn card's controller's opponent loses the life."""
    res = ruling(fow("""
objects:
  - {id: fiend, card: Fiend, owner: bob, zone: field}
  - {id: bomber, card: Bomber, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: bomber}
""", fire=1, cards="""  Fiend: {type: resonator, keywords: [vileborn], vileborn: 3,
          stats: {atk: 500, def: 500}}
  Bomber:
    type: resonator
    cost: {fire: 1}
    stats: {atk: 100, def: 100}
    abilities:
      - {name: Blast, kind: triggered, when: {event: entered, object: self},
         targets: [{type: resonator, controller: opponent}],
         effect: [{damage: {target: $1, amount: 200}}]}
"""))
    assert list(res.resolved) == ["bomber", "fiend.vileborn", "bomber.blast"]
    assert res.final["players"]["alice"]["life"] == 3700
    assert res.final["players"]["bob"]["life"] == 4000


def test_a_kernlos_resonator_has_no_attribute_to_share_for_incarnation() -> None:
    """FOW 1195.2: a [Kernlos] card has no attribute, so it cannot be banished for [Incarnation]
    (1111.2a) although its cost has a water symbol."""
    res = ruling(fow("""
objects:
  - {id: beast, card: Beast, owner: alice, zone: hand}
  - {id: sprite, card: Sprite, owner: alice, zone: field}
actions: [{by: alice, do: play, card: beast, choices: {incarnation: [sprite]}}]
""", cards="""  Beast: {type: resonator, cost: {water: 3}, keywords: [incarnation],
          incarnation: [water], stats: {atk: 900, def: 900}}
  Sprite: {type: resonator, cost: {water: 1}, keywords: [kernlos], stats: {atk: 100, def: 100}}
"""))
    assert [r.action for r in res.rejected] == [0]
    assert res.final["objects"]["sprite"]["zone"] == "field"


def test_kernlos_pays_with_void_only_the_symbols_the_player_lacks() -> None:
    """FOW 1195.2: the attribute will the player has pays its own symbols; void pays the rest,
    as far as there is void; without void the cost is unchanged (and refused as usual)."""
    from judge.games.force_of_will.play_keywords import kernlos
    from judge.model.cards import Cost

    cost = Cost((("fire", 2), ("water", 1), ("free", 1)))
    assert dict(kernlos({"fire": 1, "water": 1, "void": 3}, cost).resources) == \
        {"fire": 1, "water": 1, "free": 1, "void": 1}
    assert dict(kernlos({"void": 1}, cost).resources) == \
        {"fire": 1, "water": 1, "free": 1, "void": 1}
    assert kernlos({"fire": 2, "water": 1}, cost) == cost


def test_blood_trail_after_one_attack_gives_nothing() -> None:
    """FOW 1182.2: with one attack this turn, the card enters without counters or [Swiftness],
    so it cannot attack the turn it entered (803.3a)."""
    res = ruling(fow("""
objects:
  - {id: k1, card: Knight, owner: alice, zone: field}
  - {id: s, card: Stalker, owner: alice, zone: hand}
actions:
  - {by: alice, do: attack, attacker: k1, target: bob}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: s}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: attack, attacker: s, target: bob}
""", fire=1, cards="""  Stalker: {type: resonator, cost: {fire: 1}, keywords: [blood_trail],
            stats: {atk: 400, def: 400}}
"""))
    assert [r.action for r in res.rejected] == [14]
    assert not res.final["objects"]["s"].get("counters")
    assert "FOW 1182.2" in res.citations


def test_untouchable_is_not_cancelled_by_an_untargeted_cancel() -> None:
    """FOW 1167.2: "cancel each spell" passes over a card with [Untouchable] on the chase, and
    the ruling says why."""
    res = ruling(fow("""
objects:
  - {id: wall, card: Wall, owner: bob, zone: field}
  - {id: blaze, card: Blaze, owner: alice, zone: hand}
  - {id: purge, card: Purge, owner: bob, zone: hand}
actions:
  - {by: alice, do: play, card: blaze, targets: [wall]}
  - {by: alice, do: pass}
  - {by: bob, do: play, card: purge}
""", fire=1, cards="""  Blaze: {type: chant, cost: {fire: 1}, keywords: [untouchable],
          targets: [{type: resonator}], effect: [{damage: {target: $1, amount: 500}}]}
  Purge: {type: chant, keywords: [quickcast],
          effect: [{cancel: {target: {each: {zone: chase, controller: opponent}}}}]}
"""))
    assert list(res.resolved) == ["purge", "blaze"]
    assert res.final["objects"]["wall"]["damage"] == 500
    assert "FOW 1167.2" in res.citations


def test_untouchable_is_not_moved_off_the_chase_by_an_effect() -> None:
    """FOW 1167.2-1167.3: an effect cannot move an [Untouchable] card off the chase; it still
    leaves as it finishes resolving."""
    res = ruling(fow("""
objects:
  - {id: wall, card: Wall, owner: bob, zone: field}
  - {id: blaze, card: Blaze, owner: alice, zone: hand}
  - {id: bounce, card: Bounce, owner: bob, zone: hand}
actions:
  - {by: alice, do: play, card: blaze, targets: [wall]}
  - {by: alice, do: pass}
  - {by: bob, do: play, card: bounce}
""", fire=1, cards="""  Blaze: {type: chant, cost: {fire: 1}, keywords: [untouchable],
          targets: [{type: resonator}], effect: [{damage: {target: $1, amount: 500}}]}
  Bounce: {type: chant, keywords: [quickcast],
           effect: [{move_zone: {target: {each: {zone: chase, controller: opponent}},
                                 to: hand}}]}
"""))
    assert list(res.resolved) == ["bounce", "blaze"]
    assert res.final["objects"]["blaze"]["zone"] == "graveyard"
    assert "FOW 1167.2" in res.citations


# ----- [Call of Valhalla] (FOW 1187) -------------------------------------------------------------
VALHALLA = """  Maiden: {type: resonator, traits: [Valkyrie], cost: {fire: 2},
           keywords: [call_of_valhalla], call_of_valhalla: 3, stats: {atk: 600, def: 600}}
  Rider: {type: resonator, traits: [Valkyrie], cost: {fire: 2}, stats: {atk: 800, def: 800}}
  Smite: {type: chant, targets: [{type: resonator}], effect: [{destroy: {target: $1}}]}
"""
VALHALLA_BOARD = """
objects:
  - {id: maiden, card: Maiden, owner: alice, zone: field}
  - {id: twin, card: Maiden, owner: alice, zone: main_deck}
  - {id: rider, card: Rider, owner: alice, zone: main_deck}
  - {id: smite, card: Smite, owner: alice, zone: hand}
actions: [{by: alice, do: play, card: smite, targets: [maiden]}]
"""


def test_call_of_valhalla_plays_the_valkyrie_chosen() -> None:
    res = ruling(fow(VALHALLA_BOARD + "decisions: {maiden: {choices: {valhalla: rider}}}\n",
                     cards=VALHALLA))
    assert zone(res, "maiden") == "expelled"
    assert zone(res, "rider") == "field"
    assert_cites(res, "FOW 1187.2")


def test_call_of_valhalla_cannot_find_a_card_of_its_own_name() -> None:
    """FOW 1014.3: the text does not name the card, so a card sharing its name is not found."""
    with pytest.raises(InputError, match=r"1014\.3"):
        ruling(fow(VALHALLA_BOARD + "decisions: {maiden: {choices: {valhalla: twin}}}\n",
                   cards=VALHALLA))


def test_call_of_valhalla_needs_its_number() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  M: {type: resonator, keywords: [call_of_valhalla], "
                                         "stats: {atk: 1, def: 1}}\n"), "f.yaml")
    assert any("call_of_valhalla: 3" in str(p) for p in err.value.problems)


def test_call_of_valhalla_on_the_last_j_ruler_puts_it_into_the_graveyard() -> None:
    """FOW 1047.3: a J-ruler whose player would then control no J/ruler cannot be expelled; its
    destruction (a move to the ruler area, 1010.1) replaced by a move that cannot happen puts it
    into the graveyard (910.2d), and nothing is searched for. It was exit 3."""
    text = fow(VALHALLA_BOARD.replace("card: Maiden, owner: alice, zone: field",
                                      "card: Valk, owner: alice, zone: field"),
               cards=VALHALLA + "  Valk: {type: j_ruler, traits: [Valkyrie], keywords: "
               "[call_of_valhalla], call_of_valhalla: 3, stats: {atk: 600, def: 600}}\n"
               ).replace("{type: resonator}]", "{type: j_ruler}]")
    res = ruling(text)
    assert zone(res, "maiden") == "graveyard"
    assert zone(res, "rider") == "main_deck"
    assert_cites(res, "FOW 1047.3")
    assert_cites(res, "FOW 910.2d")


# ----- [Investigate] (FOW 1170) ------------------------------------------------------------------
def test_investigate_needs_its_number() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  S: {type: resonator, keywords: [investigate], "
                                         "stats: {atk: 1, def: 1}}\n"), "f.yaml")
    assert any("investigate: 2" in str(p) for p in err.value.problems)


def test_an_investigate_number_needs_the_keyword() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  S: {type: resonator, investigate: 2, "
                                         "stats: {atk: 1, def: 1}}\n"), "f.yaml")
    assert any("[Investigate]" in str(p) for p in err.value.problems)


# ----- [Oath] (FOW 1180) -------------------------------------------------------------------------
def test_oath_needs_its_name_and_attributes() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  P: {type: chant, keywords: [oath], oath: Pact, "
                                         "effect: [{draw: {count: 1}}]}\n"), "f.yaml")
    assert any("oath_will: [fire, water]" in str(p) for p in err.value.problems)


def test_oath_names_at_most_two_attributes() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  P: {type: chant, keywords: [oath], oath: Pact, "
                                         "oath_will: [fire, water, wind], "
                                         "effect: [{draw: {count: 1}}]}\n"), "f.yaml")
    assert any("one or two attributes" in str(p) for p in err.value.problems)


def test_oath_keys_need_the_keyword() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  P: {type: chant, oath: Pact, "
                                         "effect: [{draw: {count: 1}}]}\n"), "f.yaml")
    assert any("belongs to [Oath]" in str(p) for p in err.value.problems)


def test_oath_cannot_play_a_card_without_its_oath() -> None:
    """FOW 1180.2: only a card with [Oath] of that name in the removed area can be named."""
    from ..conftest import ROOT

    text = (ROOT / "scenarios/force-of-will/keywords/"
            "oath-waits-for-its-players-next-main-phase.yaml").read_text(encoding="utf-8")
    with pytest.raises(InputError, match=r"1180\.2"):
        ruling(text.replace("choices: {oath: none}", "choices: {oath: bell}"))


# ----- [Reincarnation] (FOW 1161) ----------------------------------------------------------------
REINCARNATION = """  Scout: {type: resonator, cost: {fire: 1}, stats: {atk: 200, def: 200}}
  Heir: {type: j_ruler, stats: {atk: 900, def: 900}}
  Phoenix: {type: resonator, cost: {fire: 2}, keywords: [reincarnation], reincarnation: Scout,
            reincarnation_cost: {fire: 1}, stats: {atk: 700, def: 700}}
  Other: {type: resonator, cost: {fire: 2}, keywords: [reincarnation], reincarnation: Heir,
          reincarnation_cost: {fire: 1}, stats: {atk: 700, def: 700}}
"""
REINCARNATION_BOARD = """
objects:
  - {id: phoenix, card: Phoenix, owner: alice, zone: hand}
  - {id: other, card: Other, owner: alice, zone: hand}
chase:
  - {id: scout, card: Scout, controller: alice}
actions: [{by: alice, do: pass}, {by: bob, do: pass}]
"""


def test_reincarnation_stacks_and_the_card_takes_the_type_names_and_abilities() -> None:
    res = ruling(fow(REINCARNATION_BOARD + "decisions: {scout: {choices: {reincarnation: "
                     "phoenix}}}\n", fire=1, cards=REINCARNATION))
    assert zone(res, "phoenix") == "field"
    assert zone(res, "scout") == "stacked"
    assert_cites(res, "FOW 1161.2")


def test_reincarnation_reveals_only_a_card_naming_the_entering_card() -> None:
    """FOW 1161.2: '[Reincarnation] "Name"' stacks only on a card named Name."""
    with pytest.raises(InputError, match=r"1161\.2"):
        ruling(fow(REINCARNATION_BOARD + "decisions: {scout: {choices: {reincarnation: other}}}\n",
                   fire=1, cards=REINCARNATION))


def test_reincarnation_on_a_j_ruler_with_no_ruler_side_stacks() -> None:
    """FOW 1161.2: any J-ruler but one with a warden side may be stacked on; with no ruler side
    1045.6c does not apply, and 1045.6d with 321.2 say what happens as the top card leaves (it
    was an honest cannot-rule before)."""
    res = ruling(fow(REINCARNATION_BOARD.replace("card: Scout, controller", "card: Heir, "
                                                 "controller") +
                     "decisions: {scout: {choices: {reincarnation: other}}}\n", fire=1,
                     cards=REINCARNATION))
    assert zone(res, "scout") == "stacked" and zone(res, "other") == "field"


def test_reincarnation_stacks_on_a_contract_regalia_turned_over() -> None:
    """FOW 713.3c, 1161.2: a Contract regalia turns over and enters the field as a J-ruler, and a
    card with [Reincarnation] naming its J-ruler side is stacked on top (it was an exit 3: where
    the Contract J-ruler goes as the top card leaves; 321.2 keeps it, see the scenarios
    keywords/reincarnation-on-a-contract-j-ruler-*)."""
    from pathlib import Path

    path = Path(__file__).parents[2] / "scenarios" / "force-of-will" / "systems" / \
        "contract-regalia-turns-over-recovered.yaml"
    text = path.read_text().replace("  - {id: covenant,", "  - {id: reborn, card: Reborn, owner: "
                                    "alice, zone: hand}\n  - {id: covenant,")
    text = text.replace("objects:\n", "cards:\n  Reborn: {type: resonator, cost: {water: 3}, "
                        "keywords: [reincarnation], reincarnation: Tidebound Sovereign, "
                        "reincarnation_cost: {}, stats: {atk: 100, def: 100}}\n"
                        "decisions: {covenant: {choices: {reincarnation: reborn}}}\nobjects:\n", 1)
    res = ruling(text)
    assert (zone(res, "reborn"), zone(res, "covenant")) == ("field", "stacked")
    assert_cites(res, "FOW 1161.2")


def test_a_card_on_top_of_a_j_ruler_is_banished_as_its_printed_type() -> None:
    """FOW 1161.2: a J-ruler only while stacked on one, it is no printed J-ruler, so a banish
    takes it (1011.1); the J-ruler below goes to the ruler area as a ruler (1045.6c)."""
    from pathlib import Path

    path = Path(__file__).parents[2] / "scenarios" / "force-of-will" / "keywords" / \
        "reincarnation-on-a-j-ruler-destroyed-policy-graveyard.yaml"
    text = path.read_text().replace("effect: [{destroy: {target: $1}}]",
                                    "effect: [{banish: {target: $1}}]")
    res = ruling(text)
    assert_rejected(res, [])
    assert zone(res, "phoenix") == "graveyard" and zone(res, "lyra") == "ruler_area"
    assert_cites(res, "FOW 1011.1")
    assert_cites(res, "FOW 1045.6c")
    assert "FOW HP.8" not in res.citations  # not destroyed: no house policy


def test_reincarnation_needs_its_name_and_cost() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  P: {type: resonator, keywords: [reincarnation], "
                                         "stats: {atk: 1, def: 1}}\n"), "f.yaml")
    said = " ".join(str(p) for p in err.value.problems)
    assert "reincarnation: Ember Squire" in said and "reincarnation_cost" in said


def test_a_regalias_mobilize_cannot_chase_to_an_ordered_spell() -> None:
    """FOW 712.2: nobody may chase to an ordered resonator spell, a [Mobilize] ability too."""
    res = ruling(fow("""
objects:
  - {id: m, card: Marshal of the Uprising, owner: alice, zone: ruler_area}
  - {id: v, card: Vanguard of the Uprising, owner: alice, zone: hand}
  - {id: e, card: Engine, owner: bob, zone: field}
  - {id: s, card: Ember Squire, owner: bob, zone: field}
actions:
  - {by: alice, do: play, card: v, choices: {revolution_order: m}}
  - {by: alice, do: pass}
  - {by: bob, do: mobilize, object: e, rest: s}
""", fire=3, cards="  Engine: {type: regalia, keywords: [mobilize], mobilize: {type: resonator}, "
               "stats: {atk: 500, def: 500}}\n"))
    assert_rejected(res, [2])
    assert "FOW 712.2" in res.rejected[0].citations


def test_the_same_primal_roar_granted_twice_pumps_once() -> None:
    """FOW 1102.3: an object granted the same [Primal Roar] (1) by two effects has it once, so
    the Dinosaur gains +100 ATK, not +200 (was exit 3)."""
    res = ruling(fow("""
objects:
  - {id: herder, card: Herder, owner: alice, zone: field}
  - {id: w1, card: Warcry, owner: alice, zone: hand}
  - {id: w2, card: Warcry, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: w1, targets: [herder]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: w2, targets: [herder]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", fire=2, cards="""  Warcry: {type: chant, cost: {fire: 1}, targets: [{type: resonator}],
         effect: [{modify: {target: $1, keywords: [primal_roar],
                            keyword_keys: {primal_roar: 1}}}]}
  Herder: {type: resonator, traits: [Dinosaur], stats: {atk: 100, def: 100}}
"""))
    assert_resolved(res, ["w1", "w2"])
    assert res.final["objects"]["herder"]["stats"]["atk"] == 200
    assert_cites(res, "FOW 1102.3")


def test_a_printed_call_of_valhalla_keeps_its_number_beside_a_granted_one() -> None:
    """FOW 1102.3, house policy FOW HP.37 (`first`): a card printing [Call of Valhalla] (1)
    granted [Call of Valhalla] (3) finds a Valkyrie of total cost 1 or less, not 3."""
    res = ruling(fow("""
objects:
  - {id: maiden, card: Maiden, owner: alice, zone: field}
  - {id: rider, card: Rider, owner: alice, zone: main_deck}
  - {id: gift, card: Gift, owner: alice, zone: hand}
  - {id: smite, card: Smite, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: gift, targets: [maiden]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: smite, targets: [maiden]}
""", cards="""  Gift: {type: chant, targets: [{type: resonator}],
         effect: [{modify: {target: $1, keywords: [call_of_valhalla],
                            keyword_keys: {call_of_valhalla: 3}}}]}
  Smite: {type: chant, targets: [{type: resonator}], effect: [{destroy: {target: $1}}]}
  Maiden: {type: resonator, traits: [Valkyrie], keywords: [call_of_valhalla],
           call_of_valhalla: 1, stats: {atk: 600, def: 600}}
  Rider: {type: resonator, cost: {light: 1, free: 2}, traits: [Valkyrie],
          stats: {atk: 800, def: 800}}
"""))
    assert zone(res, "maiden") == "expelled"
    assert zone(res, "rider") == "main_deck"
    assert "FOW HP.37" in res.citations
