"""Riftbound's keywords: every keyword judge implements has a scenario whose `expect.cites` names
its rule (or one of its sub-rules), so no keyword is accepted without a ruling that pins it; the
ones it does not implement are an honest "cannot rule" (exit 3)."""

from __future__ import annotations

from functools import cache

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError, UnsupportedMechanic
from judge.games import find_game
from judge.games.riftbound.keywords import IMPLEMENTED, UNIMPLEMENTED
from judge.scenario.yamlsafe import load_file

from ..conftest import SCENARIOS
from ..helpers import assert_cites, ruling

#: The glossary rule of each keyword (RB 804-829).
KEYWORD_RULES = {
    "accelerate": "RB 805", "action": "RB 806", "assault": "RB 807", "deathknell": "RB 808",
    "deflect": "RB 809", "ganking": "RB 810", "hidden": "RB 811", "legion": "RB 812",
    "reaction": "RB 813", "shield": "RB 814", "tank": "RB 815", "temporary": "RB 816",
    "vision": "RB 817", "equip": "RB 818", "quick-draw": "RB 819", "repeat": "RB 820",
    "weaponmaster": "RB 821", "ambush": "RB 822", "hunt": "RB 823", "level": "RB 824",
    "unique": "RB 825", "backline": "RB 826", "empower": "RB 827", "empowered": "RB 828",
    "flow": "RB 829",
}


@cache
def cited_by_scenarios() -> frozenset[str]:
    """Every rule id cited in expect.cites under scenarios/riftbound, read once a process: each
    keyword's test read all of Riftbound's scenario files again (~70 ms a keyword, ~0.2 s under
    load; 4.7 s CPU of a suite run for the module)."""
    cited: set[str] = set()
    for path in (SCENARIOS / "riftbound").rglob("*.yaml"):
        data = load_file(path).data or {}
        expect = data.get("expect") or {}
        cited |= {str(c) for c in expect.get("cites") or ()}
    return frozenset(cited)


def test_every_keyword_of_the_rules_is_implemented_or_refused() -> None:
    assert set(IMPLEMENTED) | set(UNIMPLEMENTED) == set(KEYWORD_RULES)
    assert not set(IMPLEMENTED) & set(UNIMPLEMENTED)
    rules = find_game("riftbound").data.rules
    assert all(rid in rules for rid in KEYWORD_RULES.values())


@pytest.mark.parametrize("keyword", IMPLEMENTED)
def test_an_implemented_keyword_has_a_scenario_citing_its_rule(keyword: str) -> None:
    rule = KEYWORD_RULES[keyword]
    cited = cited_by_scenarios()
    assert any(c == rule or c.startswith(rule + ".") for c in cited), (
        f"{keyword} is implemented, but no scenario under scenarios/riftbound cites {rule} (or a "
        "sub-rule) in expect.cites")


@pytest.mark.parametrize("keyword", sorted(UNIMPLEMENTED))
def test_an_unimplemented_keyword_is_an_honest_cannot_rule(keyword: str) -> None:
    with pytest.raises(UnsupportedMechanic):
        load_scenario_text(f"""
game: riftbound
turn: {{player: alice, phase: main}}
players: {{alice: {{}}, bob: {{}}}}
cards:
  Odd: {{type: unit, keywords: [{keyword}], stats: {{might: 1}}}}
""", "<test>")


def test_a_library_card_brings_the_token_it_names_each_time_it_is_used() -> None:
    """The card library is parsed once per process; a second scenario using a library card
    that plays a token still finds the token's card."""
    text = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {}, bob: {}}
objects:
  - {id: horn, card: Muster Horn, owner: alice, zone: base}
actions:
  - {by: alice, do: activate, object: horn, ability: Sound}
"""
    for _ in range(2):
        res = ruling(text)
        assert res.final["objects"]["horn.sound.token"]["zone"] == "base"


JAB = ("abilities: [{name: Jab, kind: activated, keywords: [repeat], cost: {exhaust: self}, "
       "effect: [{draw: {count: 1}}]}]")


@pytest.mark.parametrize(("card", "why"), [
    ("{type: gear, keywords: [repeat], repeat_cost: {energy: 1}}", "list repeat under those"),
    ("{type: gear, " + JAB + "}", "needs `repeat_cost`"),
    ("{type: gear, repeat_cost: {energy: 1}}", "neither the card nor one of its abilities"),
    ("{type: gear, repeat_cost: {energy: 1}, abilities: [{name: S, kind: static, keywords: "
     "[repeat], effect: []}]}", "activated or triggered"),
])
def test_repeat_on_abilities_is_written_on_the_ability(card: str, why: str) -> None:
    """RB 820.1.a (v1.4): Repeat is on spells and abilities; a card whose abilities have it
    lists it on them and gives the card's `repeat_cost`; anything else is a located error."""
    with pytest.raises(InputError, match=why):
        load_scenario_text(f"""
game: riftbound
turn: {{player: alice, phase: main}}
players: {{alice: {{}}, bob: {{}}}}
cards:
  Odd: {card}
""", "<test>")


def test_repeat_on_an_ability_in_a_v13_file_is_an_honest_cannot_rule() -> None:
    """v1.3 RB 820.1.a puts Repeat on spells only: an ability with it is not v1.3's."""
    with pytest.raises(UnsupportedMechanic, match=r"v1\.4"):
        load_scenario_text("""
game: riftbound
edition: v1.3
turn: {player: alice, phase: main}
players: {alice: {}, bob: {}}
cards:
  Odd: {type: gear, repeat_cost: {energy: 1}, """ + JAB + """}
""", "<test>")


def test_a_trigger_cannot_pay_a_repeat_it_does_not_have() -> None:
    """The trigger's decision `repeat: true` needs an ability with Repeat (RB 820.1.a)."""
    with pytest.raises(InputError, match="no repeat cost"):
        ruling("""
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 3}, bob: {}}
objects:
  - {id: acolyte, card: Ember Acolyte, owner: alice, zone: base}
  - {id: squire, card: Trainee Squire, owner: bob, zone: base}
  - {id: blow, card: Heavy Blow, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: blow, targets: [acolyte]}
decisions:
  acolyte.last-spark: {choices: {repeat: true}}
""")


@pytest.mark.parametrize("keyword", ["empower", "empowered", "flow"])
def test_v14_keywords_in_a_v13_file_are_an_honest_cannot_rule(keyword: str) -> None:
    """RB 827-829 are new in Core Rules v1.4: v1.3's rules cannot rule on them."""
    with pytest.raises(UnsupportedMechanic, match=r"v1\.4"):
        load_scenario_text(f"""
game: riftbound
edition: v1.3
turn: {{player: alice, phase: main}}
players: {{alice: {{}}, bob: {{}}}}
cards:
  Odd: {{type: spell, keywords: [{keyword}], effect: [{{draw: {{count: 1}}}}]}}
""", "<test>")


@pytest.mark.parametrize(("choices", "why"), [
    ("{repeat_targets: [warden]}", "pay the Repeat cost"),  # no Repeat paid
    ("{repeat: true, repeat_targets: [warden, warden]}", "needs 1 target"),
    ("{repeat: true, repeat_targets: [volley2]}", "not a legal target"),
])
def test_repeat_targets_are_checked_as_the_spell_is_played(choices: str, why: str) -> None:
    """RB 820.2: the Repeat execution's targets are chosen as it is played, legal like any."""
    res = ruling(f"""
game: riftbound
turn: {{player: alice, phase: main, number: 3}}
players: {{alice: {{energy: 3}}, bob: {{}}}}
objects:
  - {{id: volley, card: Twin Volley, owner: alice, zone: hand}}
  - {{id: volley2, card: Twin Volley, owner: alice, zone: hand}}
  - {{id: warden, card: Stone Warden, owner: bob, zone: base}}
actions:
  - {{by: alice, do: play, card: volley, targets: [warden], choices: {choices}}}
""")
    assert res.rejected and why in res.rejected[0].text


ATTACH_ANY = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 2}, bob: {}}
cards:
  Tether: {type: spell, cost: {energy: 1}, targets: [%s, {type: unit, controller: you}],
           effect: [{attach: {target: $1, to: $2}}]}
  Shove: {type: spell, cost: {energy: 1}, targets: [{type: unit}],
          effect: [{move: {target: $1, to: base}}]}
objects:
  - {id: bf-a, card: Sunken Plaza, owner: alice, zone: "battlefield:bf-a"}
  - {id: duelist, card: Echoing Duelist, owner: alice, zone: "battlefield:bf-a"}
  - {id: squire, card: Trainee Squire, owner: alice, zone: "battlefield:bf-a"}
  - {id: rune, card: Basic Rune, owner: alice, zone: base}
  - {id: tether, card: Tether, owner: alice, zone: hand}
  - {id: shove, card: Shove, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: tether, targets: [%s, squire]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: shove, targets: [duelist]}
"""


def test_a_move_effect_does_not_move_an_attached_unit_alone() -> None:
    """RB 718.5.c: an effect that moves the attached unit alone does not move it."""
    res = ruling(ATTACH_ANY % ("{type: unit, controller: you}", "duelist"))
    assert res.final["objects"]["duelist"]["zone"] == "battlefield:bf-a"
    step = next(s for s in res.steps if "cannot be moved separately" in s.summary)
    assert "RB 718.5.c" in step.citations


def test_attaching_a_rune_joins_the_unit() -> None:
    """RB 434.1 links any two cards: a rune (exit 3 before) joins its unit at the battlefield
    and stays there while attached (RB 323.7 recalls only unattached runes)."""
    res = ruling(ATTACH_ANY % ("{type: rune, controller: you}", "rune"))
    assert res.final["objects"]["rune"]["zone"] == "battlefield:bf-a"
    assert res.final["objects"]["rune"]["attached_to"] == "squire"


GRANT = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 1}, bob: {}}
cards:
  Boon: {type: spell, cost: {energy: 1}, targets: [{type: unit}],
         effect: [{modify: {target: $1, keywords: [%s], keyword_keys: %s}}]}
objects:
  - {id: squire, card: Trainee Squire, owner: alice, zone: base}
"""


@pytest.mark.parametrize(("keywords", "keys", "why"), [
    ("assault", "{assault: 0}", r"keyword_keys\.assault: must be at least 1"),
    ("shield", "{shield: two}", r"keyword_keys\.shield: expected a whole number"),
    ("assault", "{shield: 2}", r"keyword_keys\.shield: `shield` is no card key"),
    ("tank", "{tank: 2}", r"keyword_keys\.tank: `tank` is no card key"),
])
def test_a_granted_numbered_keyword_carries_a_whole_number_of_its_own(
        keywords: str, keys: str, why: str) -> None:
    """RB 807.1.b, RB 814.1.b, RB 809.1.b, RB 823.1.c: Assault, Shield, Deflect and Hunt are
    written with a number X of at least 1; a grant writes it under `keyword_keys:` by the name
    of a keyword it grants (exit 2 otherwise, located; before, any `keyword_keys` was exit 2)."""
    with pytest.raises(InputError, match=why):
        load_scenario_text(GRANT % (keywords, keys), "g.yaml")



def test_an_equipments_numbered_keyword_is_one_of_its_effect_keywords() -> None:
    """RB 718.3: `effect_keyword_values` gives the X of keywords of the Effect Text
    (`effect_keywords`), each a numbered one, at least 1: otherwise exit 2, located."""
    with pytest.raises(InputError) as err:
        load_scenario_text("""
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {}, bob: {}}
cards:
  Dirk: {type: gear, traits: [equipment], effect_keywords: [assault, tank],
         effect_keyword_values: {assault: 0, shield: 2, tank: 1}}
objects:
  - {id: dirk, card: Dirk, owner: alice, zone: base}
""", "d.yaml")
    said = [str(p) for p in err.value.problems]
    assert any("effect_keyword_values.assault" in p and "at least 1" in p for p in said)
    assert any("effect_keyword_values.shield" in p and "effect_keywords" in p for p in said)
    assert any("effect_keyword_values.tank" in p and "take a number" in p for p in said)


@pytest.mark.parametrize(("keyword", "why"), [
    ("flow", r"grants Flow without its cost.*keyword_keys: \{flow_cost: "),
    ("repeat", r"grants Repeat without its cost \(RB 820\.1\.c.*keyword_keys: \{repeat_cost: "),
    ("equip", r"grants Equip without its cost \(RB 818\.1\.c.*keyword_keys: \{equip_cost: "),
    ("empower", r"grants Empower without its cost \(RB 827\.1\.c.*keyword_keys: \{empower_cost: "),
])
def test_a_keyword_written_with_a_cost_is_granted_with_it(keyword: str, why: str) -> None:
    """RB 829.1.c, 820.1.c, 818.1.c, 827.1.c: these keywords are always written with a cost;
    a grant without it was ruled as a keyword with none (a Flow spell refused from the trash):
    now exit 2, saying how to write its cost."""
    with pytest.raises(InputError, match=why):
        load_scenario_text(GRANT.replace(", keyword_keys: %s", "") % keyword, "g.yaml")


def test_keyword_keys_under_gives_are_checked_too() -> None:
    """A `modify` in an ability under `gives:` (an Equipment's static for its unit) is checked
    like any other: a key of a keyword it does not grant with a number is exit 2 (it was read
    and ignored)."""
    with pytest.raises(InputError, match=r"gives\[0\]\.effect\[0\]\.modify\.keyword_keys\.tank"):
        load_scenario_text("""
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {}, bob: {}}
cards:
  Buckler:
    type: gear
    traits: [equipment]
    gives:
      - {name: Brace, kind: static,
         effect: [{modify: {target: self, keywords: [tank], keyword_keys: {tank: 2}}}]}
objects:
  - {id: squire, card: Trainee Squire, owner: alice, zone: base}
  - {id: b, card: Buckler, owner: alice, zone: base, attached_to: squire}
""", "b.yaml")


REPEAT_BANNER = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 6}, bob: {energy: 0}}
cards:
  Echo Banner:
    type: gear
    abilities:
      - {name: Echoes, kind: static,
         effect: [{modify: {target: {each: {type: unit, controller: you}}, keywords: [repeat],
                            keyword_keys: {repeat_cost: {energy: 1}}}}]}
objects:
  - {id: banner, card: Echo Banner, owner: alice, zone: base}
  - {id: duelist, card: Echoing Duelist, owner: alice, zone: %s}
  - {id: squire, card: Trainee Squire, owner: bob, zone: base}
actions:
  - %s
decisions:
  duelist.riposte: {targets: [squire], choices: {repeat: true}}
"""


@pytest.mark.parametrize(("zone", "action", "energy"), [
    ("base", "{by: alice, do: activate, object: duelist, ability: Jab, targets: [squire], "
             "choices: {repeat: true}}", 5),
    ("hand", "{by: alice, do: play, card: duelist}", 2),
])
@pytest.mark.parametrize("policy", ["card-only", "its-abilities"])
def test_repeat_granted_to_a_card_whose_ability_pays_repeat_follows_rb_hp_29(
        zone: str, action: str, energy: int, policy: str) -> None:
    """RB 820.1.a: spells and abilities carry Repeat, a permanent none of its own: whether a
    Repeat granted to a unit is one more instance of its abilities' Repeat (RB 820.3) the
    rules do not say (it was exit 3). Both places an ability pays it (an activation, a trigger
    going on the chain) follow house policy RB HP.29 and cite it; `repeat: true` pays the
    first instance, the ability's own, either way."""
    text = REPEAT_BANNER % (zone, action)
    if zone == "base":  # no trigger: no decision for one
        text = text[:text.index("decisions:")]
    if policy != "card-only":
        text += f"policies: {{repeat.granted_to_card: {policy}}}\n"
    res = ruling(text)
    assert_cites(res, "RB HP.29")
    assert res.final["players"]["alice"]["energy"] == energy
    assert res.final["objects"]["squire"]["zone"] == "trash"


def test_a_trigger_paying_a_repeat_only_its_card_is_granted_is_exit_2_naming_rb_hp_29() -> None:
    """RB HP.29 `card-only` (default): a triggered ability without Repeat of its own has no
    Repeat cost to pay though its card is granted Repeat; the file asking to pay one is invalid
    (exit 2), and the message names the policy that decided it."""
    text = REPEAT_BANNER.replace("Echoing Duelist", "Spark Adept") % (
        "hand", "{by: alice, do: play, card: duelist}")
    text = text.replace("duelist.riposte", "duelist.flare").replace("cards:\n", """cards:
  Spark Adept:
    type: unit
    cost: {energy: 2}
    stats: {might: 2}
    abilities:
      - {name: Flare, kind: triggered, when: {event: played, object: self},
         targets: [{type: unit, controller: opponent}],
         effect: [{damage: {target: $1, amount: 1}}]}
""")
    with pytest.raises(InputError, match=r"Flare has no repeat cost to pay \(an effect grants "
                       r"repeat to duelist, which house policy RB HP\.29 reads as the card's"):
        ruling(text)


EMPOWER_COST = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 3}, bob: {energy: 0}}
cards:
  Ember Seed: {type: unit, cost: {energy: 1}, stats: {might: 1}, %s}
objects:
  - {id: seed, card: Ember Seed, owner: alice, zone: base}
actions:
  - {by: alice, do: activate, object: seed, ability: Empower}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
"""


def test_a_printed_empower_cost_is_the_empower_ability() -> None:
    """RB 827.1.c.1: "Empower [Cost]" is "[Cost]: Empower this": a card giving `empower_cost`
    has that ability (the one a grant's `keyword_keys: {empower_cost: ...}` gives)."""
    res = ruling(EMPOWER_COST % "keywords: [empower], empower_cost: {energy: 2}")
    assert list(res.resolved) == ["seed.empower"]
    assert res.final["objects"]["seed"]["empowered"] is True
    assert res.final["players"]["alice"]["energy"] == 1


@pytest.mark.parametrize(("card", "why"), [
    ("empower_cost: {energy: 2}", r"empower_cost: .*needs `keywords: \[empower\]`"),
    ("keywords: [empower], empower_cost: {energy: 2}, abilities: [{name: Empower, kind: "
     "activated, keywords: [empower], cost: {energy: 1}, effect: [{empower: {target: self}}]}]",
     r"empower_cost: the card writes its Empower ability"),
])
def test_an_empower_cost_is_read_or_an_error(card: str, why: str) -> None:
    """A printed `empower_cost` is read as the Empower ability; without Empower, or beside an
    Empower ability the card writes, it would say nothing: exit 2."""
    with pytest.raises(InputError, match=why):
        load_scenario_text(EMPOWER_COST % card, "e.yaml")


EQUIP_COST = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 3}, bob: {energy: 0}}
cards:
  Bronze Spear: {type: gear, cost: {energy: 1}, might_bonus: 2, %s}
objects:
  - {id: spear, card: Bronze Spear, owner: alice, zone: base}
  - {id: squire, card: Trainee Squire, owner: alice, zone: base}
actions:
  - {by: alice, do: activate, object: spear, ability: Equip, targets: [squire]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
"""


def test_a_printed_equip_cost_is_the_equip_ability() -> None:
    """RB 818.1.c.2: "Equip [Cost]" is "[Cost]: attach this gear to a unit you control": a gear
    giving `equip_cost` has that ability (the one a grant's `keyword_keys: {equip_cost: ...}`
    gives), and is Equipment (RB 818.1.a)."""
    res = ruling(EQUIP_COST % "keywords: [equip], equip_cost: {energy: 2}")
    assert list(res.resolved) == ["spear.equip"]
    assert res.final["objects"]["spear"]["attached_to"] == "squire"
    assert res.final["objects"]["squire"]["stats"]["might"] == 4
    assert res.final["players"]["alice"]["energy"] == 1
    assert_cites(res, "RB 818.2")


@pytest.mark.parametrize(("card", "why"), [
    ("equip_cost: {energy: 2}", r"equip_cost: .*needs `keywords: \[equip\]`"),
    ("keywords: [equip], equip_cost: {energy: 2}, abilities: [{name: Equip, kind: activated, "
     "keywords: [equip], cost: {energy: 1}, targets: [{type: unit, controller: you}], "
     "effect: [{attach: {to: $1}}]}]", r"equip_cost: the card writes its Equip ability"),
])
def test_an_equip_cost_is_read_or_an_error(card: str, why: str) -> None:
    """A printed `equip_cost` is read as the Equip ability; without Equip, or beside an Equip
    ability the card writes, it would say nothing: exit 2."""
    with pytest.raises(InputError, match=why):
        load_scenario_text(EQUIP_COST % card, "e.yaml")


EQUIP_GRANTED_TO_A_UNIT = """
game: riftbound
turn: {player: alice, phase: main, number: 3}
players: {alice: {energy: 3}, bob: {energy: 0}}
cards:
  Boon: {type: spell, cost: {energy: 1}, targets: [{type: unit}],
         effect: [{modify: {target: $1, keywords: [equip],
                            keyword_keys: {equip_cost: {energy: 1}}}}]}
objects:
  - {id: boon, card: Boon, owner: alice, zone: hand}
  - {id: squire, card: Trainee Squire, owner: alice, zone: base}
  - {id: warden, card: Stone Warden, owner: alice, zone: base}
actions:
  - {by: alice, do: play, card: boon, targets: [squire]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: activate, object: squire, ability: Equip (granted), targets: [warden]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
"""


@pytest.mark.parametrize(("policy", "attached"), [(None, None), ("attaches", "warden")])
def test_equip_granted_to_a_unit_follows_hp32(policy: str | None, attached: str | None) -> None:
    """RB 818.1.a, RB 818.1.c.2: Equip is on gear and attaches "this gear"; what one granted to
    a unit does the rules do not say (it was exit 3): RB HP.32, by default it attaches nothing
    (RB 055), or (`attaches`) the unit attaches to the chosen unit (RB 434.1). Its cost is paid
    either way."""
    text = EQUIP_GRANTED_TO_A_UNIT
    if policy is not None:
        text += f"policies: {{equip.granted_to_other: {policy}}}\n"
    res = ruling(text)
    assert list(res.resolved) == ["boon", "squire.equip-granted"]
    assert res.final["objects"]["squire"].get("attached_to") == attached
    assert res.final["players"]["alice"]["energy"] == 1
    assert_cites(res, "RB HP.32")


@pytest.mark.parametrize(("keyword", "keys"), [("empower", "{empower_cost: {energy: 2}}"),
                                               ("flow", "{flow_cost: {energy: 1}}")])
def test_a_v14_keyword_granted_in_a_v13_file_is_an_honest_cannot_rule(keyword: str,
                                                                      keys: str) -> None:
    """RB 827-829 are new in Core Rules v1.4: granted by card text, as printed, v1.3's rules
    cannot rule on them (a grant was ruled with v1.4's rules)."""
    with pytest.raises(UnsupportedMechanic, match=r"v1\.4"):
        ruling(f"""
game: riftbound
edition: v1.3
turn: {{player: alice, phase: main, number: 3}}
players: {{alice: {{energy: 3}}, bob: {{energy: 0}}}}
cards:
  Rite:
    type: spell
    cost: {{energy: 1}}
    targets: [{{type: unit}}]
    effect: [{{modify: {{target: $1, keywords: [{keyword}], keyword_keys: {keys}}}}}]
objects:
  - {{id: sq, card: Trainee Squire, owner: alice, zone: base}}
""")
