"""Force of Will card text added for issue 11 (part B): abilities on the chase as targets (FOW
901.1), "as this enters" (702.3b-c), the n-th damage this turn (910.2g), damage that "becomes" a
number (1018.2, 910.2a), "becomes a copy" (1017.5) and "must be the attacker" (803.3a): what a file
must say, and the honest "cannot rule" where the rules stop. The scenario files pin the rulings."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import assert_cites, assert_rejected, ruling, zone
from .test_force_of_will import fow


def problems(text: str) -> list[str]:
    with pytest.raises(InputError) as err:
        load_scenario_text(text, "f.yaml")
    return [str(p) for p in err.value.problems]


def test_an_ability_filter_needs_item_true() -> None:
    text = fow("", cards="  Hush: {type: chant, targets: [{ability: triggered}], "
                         "effect: [{cancel: {target: $1}}]}\n")
    assert any("needs `item: true`" in p for p in problems(text))


def test_an_ability_filter_names_a_kind_of_ability() -> None:
    text = fow("", cards="  Hush: {type: chant, targets: [{item: true, ability: static}], "
                         "effect: [{cancel: {target: $1}}]}\n")
    assert any("ability" in p for p in problems(text))


def test_an_ability_filter_never_names_a_spell() -> None:
    res = ruling(fow("""
objects:
  - {id: wall, card: Wall, owner: bob, zone: field}
  - {id: hush, card: Hush, owner: bob, zone: hand}
chase:
  - {id: s, card: Spark, controller: alice, targets: [wall]}
priority: bob
actions: [{by: bob, do: play, card: hush, targets: [s]}]
then: stop
""", fire=1, cards="  Hush: {type: chant, keywords: [quickcast], cost: {fire: 1}, targets: "
                   "[{item: true, ability: any}], effect: [{cancel: {target: $1}}]}\n"))
    assert_rejected(res, [0])
    assert_cites(res, "FOW 901.1")


def test_nth_counts_damage_to_a_player_only() -> None:
    text = fow("", cards="  Tree: {type: regalia, abilities: [{name: Ward, kind: static, effect: "
                         "[{replace: {event: damaged, object: self, nth: 1, prevent_all: true}}]}]}"
                         "\n")
    assert any("`nth` counts the damage" in p for p in problems(text))


def test_damage_becoming_less_beside_a_prevention_applies_after_it() -> None:
    """FOW 910.2a orders prevention before capping; FOW HP.16 reads a "becomes 200" of 300
    damage as a cap (it was an exit 3): 100 prevented, and the 200 left becomes 200."""
    text = fow("""
objects:
  - {id: g, card: Golem, owner: bob, zone: field}
  - {id: s, card: Spark, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: s, targets: [g]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", fire=0, cards="  Golem: {type: resonator, stats: {atk: 100, def: 1000}, abilities: [{name: A, "
                   "kind: static, effect: [{replace: {event: damaged, object: self, becomes: "
                   "200}}, {replace: {event: damaged, object: self, prevent: 100}}]}]}\n")
    res = ruling(text)
    assert res.final["objects"]["g"]["damage"] == 200
    assert_cites(res, "FOW 910.2a")


def test_a_copy_is_its_own_card_again_in_the_graveyard() -> None:
    res = ruling(fow("""
objects:
  - {id: m, card: Mimic, owner: alice, zone: field}
  - {id: w, card: Wall, owner: bob, zone: field}
  - {id: s, card: Spark, owner: bob, zone: hand}
actions:
  - {by: alice, do: activate, object: m, ability: Mirror, targets: [w]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: bob, do: play, card: s, targets: [m]}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
then: stop
""", cards="  Mimic: {type: resonator, stats: {atk: 100, def: 100}, abilities: [{name: Mirror, "
            "kind: activated, targets: [{type: resonator}], effect: [{become_copy: {of: $1}}]}]}"
            "\n"))
    # a copy of the Wall (DEF 1000) survives 300 damage: it stays in the field, a Wall
    assert res.final["objects"]["m"]["zone"] == "field"
    assert res.final["objects"]["m"]["card"] == "Wall"
    assert_cites(res, "FOW 1017.5")


def test_a_trigger_names_only_a_way_the_game_has() -> None:
    text = fow("", cards="  Bell: {type: regalia, abilities: [{name: B, kind: triggered, when: "
                         "{event: entered, how: summoned}, effect: [{draw: {count: 1}}]}]}\n")
    assert any("way" in p and "judgment" in p for p in problems(text))


def test_a_prevention_shield_applies_before_a_redirect() -> None:
    """FOW 910.2a applies prevention before a redirect, a `prevent` effect too (judge applied it
    after every replacement, and so refused to rule): 100 prevented, the Guard takes 200."""
    text = fow("""
objects:
  - {id: g, card: Guard, owner: bob, zone: field}
  - {id: k, card: Knight, owner: bob, zone: field}
  - {id: s, card: Spark, owner: alice, zone: hand}
  - {id: w, card: Shield, owner: bob, zone: hand}
actions:
  - {by: alice, do: pass}
  - {by: bob, do: play, card: w, targets: [k]}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: alice, do: play, card: s, targets: [k]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", cards="  Guard: {type: resonator, stats: {atk: 100, def: 1000}, abilities: [{name: G, kind: "
            "static, effect: [{replace: {event: damaged, object: {each: {type: resonator, "
            "controller: you}}, redirect: self}}]}]}\n"
            "  Shield: {type: chant, keywords: [quickcast], targets: [{type: resonator}], "
            "effect: [{prevent: {target: $1, amount: 100}}]}\n")
    res = ruling(text)
    assert res.final["objects"]["g"]["damage"] == 200
    assert res.final["objects"]["k"]["damage"] == 0
    assert_cites(res, "FOW 910.2a")


def test_a_j_ruler_with_judgment_must_name_its_second_form() -> None:
    """FOW 705.1 allows it; 705.3b sends it to the colossal rulers' rules (1304): without its
    2nd form named judge could not say what it becomes, so the file is refused (exit 2)."""
    text = fow("""
objects:
  - {id: q, card: Queen, owner: alice, zone: field}
actions:
  - {by: alice, do: judgment, ruler: q}
""", fire=3, cards="  Queen: {type: j_ruler, keywords: [judgment], "
                   "stats: {atk: 1000, def: 1000}}\n")
    with pytest.raises(InputError, match=r"second_form.*1304\.5"):
        load_scenario_text(text, "f.yaml")


def test_a_doing_judgment_trigger_at_a_colossal_second_form_triggers() -> None:
    """FOW 1304.5a-1: becoming the 2nd form is "doing Judgment" (it was exit 3): the Bell
    triggers, though nothing entered the field."""
    text = fow("""
objects:
  - {id: g, card: "Gorran, Waking Colossus", owner: alice, zone: field}
  - {id: bell, card: Coronation Bell, owner: alice, zone: field}
actions:
  - {by: alice, do: judgment, ruler: g}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", fire=3)
    res = ruling(text)
    assert res.final["players"]["alice"]["life"] == 4300
    assert "FOW 1304.5a-1" in res.citations


def test_a_fate_card_at_a_colossal_first_forms_judgment_follows_the_house_policy() -> None:
    """FOW 1178.3 names the judgment process "of a ruler"; a 1st form J-ruler plays one "in the
    same way a ruler would" (1304.5): house policy FOW HP.36 (it was exit 3), by default it
    triggers."""
    text = fow("""
objects:
  - {id: g, card: "Gorran, Waking Colossus", owner: alice, zone: field}
  - {id: crown, card: Crown, owner: alice, zone: field}
actions:
  - {by: alice, do: judgment, ruler: g}
""", fire=3, cards="  Crown: {type: regalia, keywords: [fate], fate: Gorran, "
                   "sub_ruler_side: Crown Relic}\n  Crown Relic: {type: sub_ruler}\n")
    res = ruling(text)
    assert "FOW HP.36" in res.citations


# ----- names (FOW 203.3-203.4) -------------------------------------------------------------------
def test_a_filter_key_by_name_is_no_object_key() -> None:
    # `named` / `name_has` are read by a match function, never from an object: on an object they
    # would change nothing, so they are an error there (as is `attached_to_j_ruler`).
    for key in ("named: Wall", "name_has: Wall", "attached_to_j_ruler: true"):
        text = fow(f"objects: [{{id: wall, card: Wall, owner: bob, zone: field, {key}}}]\n"
                   "actions: []\n")
        assert any("objects[0]" in p for p in problems(text)), key


def test_named_is_the_exact_name_and_name_has_reads_words() -> None:
    from judge.games.force_of_will.names import words
    assert words("Aslan, Lumia's Guardian Beast") == ["aslan", "lumia", "guardian", "beast"]
    assert words("DeLorius, Space-Time Vehicle") == ["delorius", "space", "time", "vehicle"]
    assert "time" not in words("Timeless Ring of Void")


def test_an_ability_that_removes_its_own_source_does_not_cite_906_10() -> None:
    # FOW 906.10 is for an ability whose source left before it resolved; [Explode] destroying its
    # own resonator as it resolves is not that (the ruling cited 906.10 for it).
    from pathlib import Path
    path = Path(__file__).parents[2] / "scenarios/force-of-will/rulings"
    res = ruling((path / "explode-destroys-a-barrier-blocker.yaml").read_text())
    assert_cites(res, "FOW 1106.2")
    assert "FOW 906.10" not in res.citations


def test_only_a_control_change_lasts_as_long_as_its_card_is_in_the_field() -> None:
    """FOW 909.4a's third example ("gain control ... as long as this card is in the field") is
    `until_source_leaves` (it was no FoW duration: exit 2); judge ends only a control change
    so, so any other effect with it is refused (exit 2)."""
    text = fow("", cards="  Hex: {type: chant, targets: [{type: resonator}], effect: "
                         "[{modify: {target: $1, stats: {atk: 100}, "
                         "duration: until_source_leaves}}]}\n")
    assert any("judge ends only a control change" in p for p in problems(text))


def test_a_j_rulers_control_as_long_as_it_is_in_the_field_loads() -> None:
    """A J-ruler's control change "as long as this card is in the field" ends as it leaves the
    field for its ruler area, the same object (FOW 1010.1, 302.3): it rules now (scenarios
    rulings/control-as-long-as-a-j-ruler-*), no exit 3 as it loads."""
    text = fow("", cards="  Tyrant: {type: j_ruler, stats: {atk: 1000, def: 1000}, abilities: "
                         "[{name: Grip, kind: triggered, when: {event: entered, object: self}, "
                         "effect: [{gain_control: {target: {each: {type: resonator, controller: "
                         "opponent}}, duration: until_source_leaves}}]}]}\n")
    assert load_scenario_text(text, "f.yaml") is not None


def test_under_owner_is_only_for_a_card_put_onto_the_board() -> None:
    """`under: owner` overrides FOW 307.7 (the effect's controller) for a card put into the
    field; written for a move elsewhere it would change nothing: an error (exit 2)."""
    text = fow("", cards="  Bury: {type: chant, targets: [{type: resonator}], effect: "
                         "[{move_zone: {target: $1, to: graveyard, under: owner}}]}\n")
    assert any("under: owner" in p for p in problems(text))


def test_barrier_opponent_is_written_alone() -> None:
    """[Barrier] <opponent> (FOW 1120.3a) names whose spells and abilities, not card types:
    written with card types beside it, it is an error (exit 2), not a silent reading."""
    text = fow("", cards="  Warded: {type: resonator, stats: {atk: 100, def: 100}, keywords: "
                         "[barrier], barrier: [opponent, chant]}\n")
    assert any("barrier: [opponent]" in p for p in problems(text))


def test_a_granted_barrier_may_carry_its_card_types() -> None:
    """"Gains [Barrier] <Chant>" (FOW 1120.3) carries its card types under `keyword_keys`;
    a grant of another key there is still an error."""
    ok = fow("", cards="  Veil: {type: chant, targets: [{type: resonator}], effect: [{modify: "
                       "{target: $1, keywords: [barrier], keyword_keys: {barrier: [chant]}}}]}\n")
    assert load_scenario_text(ok, "f.yaml") is not None
    bad = fow("", cards="  Veil: {type: chant, targets: [{type: resonator}], effect: [{modify: "
                        "{target: $1, keywords: [barrier], keyword_keys: {barrier: [wizard]}}}]}\n")
    assert any("wizard" in p for p in problems(bad))


def test_a_trigger_on_losing_an_ability_is_written() -> None:
    """It was exit 3 while judge had no effect that takes abilities away; now `modify` with
    `loses_abilities` announces the losing (FOW 909.1d: engine/lost.py), so the trigger loads."""
    text = fow("", cards="  Mourner: {type: resonator, stats: {atk: 100, def: 100}, abilities: "
                         "[{name: Grief, kind: triggered, when: {event: lost_ability, "
                         "object: self}, effect: [{draw: {count: 1}}]}]}\n")
    assert load_scenario_text(text, "f.yaml") is not None


HUSH_ALL = ("  Hush All: {type: chant, cost: {fire: 1}, effect: [{modify: {target: {each: "
            "{type: resonator}}, loses_abilities: true}}]}\n")


_GRIEF = ("  Mourner: {type: resonator, stats: {atk: 100, def: 100}, abilities: [{name: Grief, "
          "kind: triggered, when: {event: lost_ability, object: self}, effect: [{draw: "
          "{count: 1}}]}]}\n  Flyer: {type: resonator, keywords: [flying], stats: {atk: 100, def: "
          "100}, abilities: [{name: Grief, kind: triggered, when: {event: lost_ability, object: "
          "self}, effect: [{draw: {count: 1}}]}]}\n")


#: Alice plays Hush All with Bob's Flyer on the field and a Knight on top of his deck (drawn
#: only if a Grief triggers).
_HUSH_FLYER = """
objects:
  - {id: hush, card: Hush All, owner: alice, zone: hand}
  - {id: flyer, card: Flyer, owner: bob, zone: field}
  - {id: a1, card: Knight, owner: bob, zone: main_deck}
actions:
  - {by: alice, do: play, card: hush}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
"""


def test_a_loss_of_abilities_over_a_group_covers_the_cards_there_and_later() -> None:
    """"Resonators lose all abilities" is a continuous effect over a class of cards (FOW 909.4):
    it was exit 3; now each resonator there loses them as it resolves (an event for one that
    had some) and one that arrives later has none (909.5)."""
    res = ruling(fow(_HUSH_FLYER, fire=1, cards=HUSH_ALL + _GRIEF))
    assert_cites(res, "FOW 909.4")
    assert zone(res, "a1") == "main_deck"  # Grief was lost with the rest: nothing triggers


def test_a_loss_of_a_keyword_over_a_group_keeps_the_other_abilities() -> None:
    """"Resonators lose [Flying]" (FOW 909.4): the Flyer loses it, an event its Grief, kept,
    sees: bob draws."""
    cards = HUSH_ALL.replace("loses_abilities: true", "loses_keywords: [flying]") + _GRIEF
    res = ruling(fow(_HUSH_FLYER, fire=1, cards=cards))
    assert zone(res, "a1") == "hand"


def test_a_loss_over_the_cards_with_a_keyword_it_takes_covers_them() -> None:
    """"Resonators with [Flying] lose all abilities" (FOW 909.3a, it was exit 3): by FOW HP.48
    `applies` it covers the flyers as its step begins: the Flyer loses its abilities, an event
    its own Grief does not see (it lost it), and stays covered; `not-applied`: it covers none."""
    text = fow("""
objects:
  - {id: hush, card: Hush All, owner: alice, zone: hand}
  - {id: flyer, card: Flyer, owner: bob, zone: field}
actions:
  - {by: alice, do: play, card: hush}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", fire=1, cards=HUSH_ALL.replace("{type: resonator}", "{type: resonator, keywords: [flying]}")
        + _GRIEF.replace("abilities: [{name: Grief", "abilities: [{name: Pride, kind: static, "
                         "effect: [{modify: {target: self, stats: {atk: 200}}}]}, {name: Grief"))
    res = ruling(text)
    assert "FOW HP.48" in res.citations
    assert res.final["objects"]["flyer"]["stats"]["atk"] == 100
    res = ruling(text.replace("objects:", "policies: {loss.self_dependent: not-applied}\nobjects:",
                              1))
    assert res.final["objects"]["flyer"]["stats"]["atk"] == 300


def test_a_static_ability_that_takes_its_own_card_s_abilities_away() -> None:
    """A static ability "this card loses all abilities" takes itself away (909.3a; it was exit
    3): by FOW HP.48 `applies` it goes on applying, so the card has no abilities and the ruling
    ends; `not-applied`: it does not cover its own card."""
    text = fow("""
objects:
  - {id: mute, card: Mute, owner: alice, zone: field}
actions:
  - {by: alice, do: pass}
""", cards="  Mute: {type: resonator, stats: {atk: 100, def: 100}, abilities: [{name: Quiet, "
           "kind: static, effect: [{modify: {target: self, loses_abilities: true}}, {modify: "
           "{target: self, stats: {atk: 200}}}]}]}\n")
    assert ruling(text).final["objects"]["mute"]["stats"]["atk"] == 100
    text = text.replace("objects:", "policies: {loss.self_dependent: not-applied}\nobjects:", 1)
    assert ruling(text).final["objects"]["mute"]["stats"]["atk"] == 300


def test_a_lost_activate_ability_cannot_be_played() -> None:
    """FOW 909.1d: while it has lost its abilities, an object has no activate ability to play."""
    text = fow("""
objects:
  - {id: hush, card: Hush, owner: alice, zone: hand}
  - {id: pump, card: Pumper, owner: alice, zone: field}
actions:
  - {by: alice, do: play, card: hush, targets: [pump]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: activate, object: pump, ability: Pump}
then: stop
""", fire=1, cards="  Hush: {type: chant, cost: {fire: 1}, targets: [{type: resonator}], effect: "
                    "[{modify: {target: $1, loses_abilities: true}}]}\n"
                    "  Pumper: {type: resonator, stats: {atk: 100, def: 100}, abilities: [{name: "
                    "Pump, kind: activated, effect: [{modify: {target: self, stats: "
                    "{atk: 100}}}]}]}\n")
    res = ruling(text)
    assert_rejected(res, [3])
    assert res.final["objects"]["pump"]["stats"]["atk"] == 100


ROBBERY = ("  Robbery: {type: chant, targets: [{type: resonator, zone: graveyard}], effect: "
           "[{move_zone: {target: $1, to: hand, into: you}}]}\n")


ROBBED = """
objects:
  - {id: rob, card: Robbery, owner: alice, zone: hand}
  - {id: knight, card: Knight, owner: bob, zone: graveyard}
actions:
  - {by: alice, do: play, card: rob, targets: [knight]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
"""


def test_a_card_put_into_another_players_zone_goes_there() -> None:
    """FOW 302.6a: "put it into your hand" of an opponent's card from their graveyard puts it
    into your hand, not its owner's (302.6c is for what the effect does not spell out); by FOW
    HP.47 you control it there. (judge said exit 3 before: it kept every card in its owner's
    zones.)"""
    res = ruling(fow(ROBBED, fire=1,
                     cards=ROBBERY.replace("{type: chant,", "{type: chant, cost: {fire: 1},")))
    knight = res.final["objects"]["knight"]
    assert (knight["zone"], knight["owner"], knight["controller"]) == ("hand", "bob", "alice")
    assert {"FOW 302.6a", "FOW HP.47"} <= set(res.citations)


def test_a_card_in_another_players_zone_with_its_owner_in_control() -> None:
    """FOW HP.47 `owner`: its owner still controls it in your hand (it was exit 3 before)."""
    text = fow(ROBBED.replace("objects:", "policies: {foreign_zone.control: owner}\nobjects:"),
               fire=1, cards=ROBBERY.replace("{type: chant,", "{type: chant, cost: {fire: 1},"))
    knight = ruling(text).final["objects"]["knight"]
    assert (knight["zone"], knight["controller"], knight["held_by"]) == ("hand", "bob", "alice")


def test_into_your_zone_of_your_own_card_is_your_zone() -> None:
    """`into: you` of the controller's own card: its owner's zone, theirs too (FOW 302.5)."""
    res = ruling(fow("""
objects:
  - {id: rob, card: Robbery, owner: alice, zone: hand}
  - {id: knight, card: Knight, owner: alice, zone: graveyard}
actions:
  - {by: alice, do: play, card: rob, targets: [knight]}
""", cards=ROBBERY))
    assert zone(res, "knight") == "hand"


def test_into_you_names_a_players_zone() -> None:
    """The field and the chase are no player's zones: `into: you` there is an error (exit 2)."""
    text = fow("", cards="  Lure: {type: chant, targets: [{type: resonator, zone: graveyard}], "
                         "effect: [{move_zone: {target: $1, to: field, into: you}}]}\n")
    assert any("no player's zone" in p for p in problems(text))


def test_a_loss_over_a_group_ends_with_the_turn_and_the_effects_come_back() -> None:
    """The scenario `losing-abilities/a-loss-over-resonators-ends-the-effects-of-what-they-lose`
    run on to the end of the turn: the wave ends (505.5b), the Herder has [Primal Roar] again and
    the Raptor gains +200 ATK from it."""
    from pathlib import Path

    path = (Path(__file__).parents[2] / "scenarios" / "force-of-will" / "losing-abilities" /
            "a-loss-over-resonators-ends-the-effects-of-what-they-lose.yaml")
    text = path.read_text().split("expect:")[0] + "then: end_of_turn\n"
    res = ruling(text)
    assert res.final["objects"]["raptor"]["stats"]["atk"] == 500
    assert res.final["objects"]["herder"]["stats"]["atk"] == 100


_OBELISK = ("  Obelisk: {type: regalia, abilities: [{name: Hush, kind: static, effect: [{modify: "
            "{target: {each: {type: resonator}}, loses_abilities: true}}]}]}\n"
            "  Watcher: {type: regalia, abilities: [{name: See, kind: triggered, when: {event: "
            "lost_ability, filter: {type: resonator}}, effect: [{draw: {count: 1}}]}]}\n")


def test_a_static_loss_on_the_starting_board_is_not_seen_again() -> None:
    """FOW HP.50 `announced` (it was exit 3): a loss seen as it begins, and on the starting
    board it applied already: the Watcher does not trigger; nothing is drawn."""
    text = fow("""
objects:
  - {id: o, card: Obelisk, owner: alice, zone: field}
  - {id: w, card: Watcher, owner: alice, zone: field}
  - {id: f, card: Flyer, owner: bob, zone: field}
actions: [{by: alice, do: pass}, {by: bob, do: pass}]
""", cards=_OBELISK + _GRIEF)
    assert not ruling(text).resolved


def test_a_static_loss_over_resonators_on_a_resonator_settles() -> None:
    """"Resonators lose all abilities" on a resonator takes the ability making it (909.3a; it
    never settled, exit 3): FOW HP.48 `applies` reads it as its step begins."""
    res = ruling(fow("""
objects:
  - {id: m, card: Mute, owner: alice, zone: field}
actions: [{by: alice, do: pass}]
""", cards="  Mute: {type: resonator, stats: {atk: 100, def: 100}, abilities: [{name: Hush, kind: "
           "static, effect: [{modify: {target: {each: {type: resonator}}, loses_abilities: "
           "true}}]}]}\n"))
    assert "FOW HP.48" in res.citations


def test_a_static_loss_covers_a_resonator_that_arrives_later() -> None:
    """FOW 909.5: a Herald put into the field while the Obelisk stays arrives without its
    "when this card enters the field, draw a card": alice does not draw."""
    res = ruling(fow("""
objects:
  - {id: o, card: Obelisk, owner: bob, zone: field}
  - {id: h, card: Herald, owner: alice, zone: hand}
  - {id: put, card: Put, owner: alice, zone: hand}
  - {id: a1, card: Knight, owner: alice, zone: main_deck}
actions:
  - {by: alice, do: play, card: put}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", cards=_OBELISK.split("  Watcher")[0] + "  Herald: {type: resonator, stats: {atk: 100, def: "
        "100}, abilities: [{name: Call, kind: triggered, when: {event: entered, object: self}, "
        "effect: [{draw: {count: 1}}]}]}\n  Put: {type: chant, effect: [{move_zone: {target: h, "
        "to: field}}]}\n"))
    assert zone(res, "h") == "field"
    assert zone(res, "a1") == "main_deck"
