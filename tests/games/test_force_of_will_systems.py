"""Force of Will's systems beyond the keyword chapter's simple keywords (Revolution Order and
order cards, FOW 712 and 1148-1149; sub-rulers, will coin tokens, [Shift] ...): what a file must
say with them and the honest "cannot rule" where the rules or judge stop. The scenario files in
scenarios/force-of-will/systems/ pin the rulings."""

from __future__ import annotations

import pytest

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import assert_cites, assert_rejected, ruling
from .test_force_of_will import fow

MARSHAL = """  Marshal: {type: ruler, keywords: [revolution_order], revolution_order: {fire: 1},
            order: Decree}
  Decree: {type: order}
  Vanguard: {type: resonator, cost: {fire: 1}, stats: {atk: 500, def: 500}}
"""


def test_revolution_order_needs_its_order_side() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Marshal: {type: ruler, keywords: [revolution_order], "
                                         "revolution_order: {fire: 1}}\n"), "f.yaml")
    assert any("order: <card name>" in str(p) for p in err.value.problems)


def test_an_order_side_must_be_an_order_card() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Marshal: {type: ruler, keywords: [revolution_order], "
                                         "revolution_order: {}, order: Knight}\n"), "f.yaml")
    assert any("no card of type `order`" in str(p) for p in err.value.problems)


def test_revolution_names_abilities_of_the_card() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  V: {type: resonator, keywords: [revolution], "
                                         "revolution: [Surge], stats: {atk: 1, def: 1}}\n"),
                           "f.yaml")
    assert any("no ability named 'Surge'" in str(p) for p in err.value.problems)


def test_an_ordered_j_ruler_returned_to_the_hand_sends_its_order_card_back() -> None:
    """FOW 321.2: it goes to the hand as its printed card; FOW 1208.1: its order card, ordering
    nothing, returns to the ruler area as a ruler (a rule process, not an order of 1010.1)."""
    text = fow("""
objects:
  - {id: m, card: Marshal, owner: alice, zone: ruler_area}
  - {id: v, card: Vanguard, owner: alice, zone: hand}
  - {id: g, card: Gust, owner: bob, zone: hand}
actions:
  - {by: alice, do: play, card: v, choices: {revolution_order: m}}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: bob, do: play, card: g, targets: [v]}
""", fire=2, cards=MARSHAL + "  Gust: {type: chant, keywords: [quickcast], targets: "
               "[{type: j_ruler}], effect: [{move_zone: {target: $1, to: hand}}]}\n")
    res = ruling(text)
    assert res.final["objects"]["v"]["zone"] == "hand"
    assert res.final["objects"]["m"]["zone"] == "ruler_area"
    assert res.final["objects"]["m"]["card"] == "Marshal"
    assert "FOW 1208.1" in res.citations and "FOW 321.2" in res.citations


def test_a_reduction_larger_than_an_ordered_spells_cost_leaves_the_orders_will() -> None:
    """FOW 712.2d: effects on the spell do not touch the process's will: fire 2 less on a fire 1
    spell makes the spell free, and the order's fire 1 is still paid."""
    text = fow("""
objects:
  - {id: m, card: Marshal, owner: alice, zone: ruler_area}
  - {id: v, card: Vanguard, owner: alice, zone: hand}
  - {id: c, card: Cheap, owner: alice, zone: field}
actions:
  - {by: alice, do: play, card: v, choices: {revolution_order: m}}
""", fire=2, cards=MARSHAL + "  Cheap: {type: regalia, abilities: [{name: Thrift, kind: static, "
               "effect: [{cost_change: {target: {each: {type: resonator, zone: any}}, "
               "less: {fire: 2}}}]}]}\n")
    r = ruling(text)
    assert not r.rejected
    assert r.final["players"]["alice"]["fire"] == 1
    assert "FOW 712.2d" in r.citations


def test_an_order_card_at_the_start_needs_its_ruler_side() -> None:
    """FOW 712.3a: an order card in an order area is the order side of one ruler."""
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("objects: [{id: d, card: Lone, owner: alice, zone: order_area}]\n",
                               cards="  Lone: {type: order}\n"), "f.yaml")
    assert any("no ruler names 'Lone'" in str(p) for p in err.value.problems)


def test_an_order_card_at_the_start_orders_nothing_and_returns() -> None:
    """FOW 1208.1: with no ordered J-ruler, the order card goes back as its ruler."""
    res = ruling(fow("objects: [{id: d, card: Decree, owner: alice, zone: order_area}]\n"
                     "actions: [{by: alice, do: pass}]\n", cards=MARSHAL))
    assert res.final["objects"]["d"]["zone"] == "ruler_area"
    assert res.final["objects"]["d"]["card"] == "Marshal"
    assert "FOW 1208.1" in res.citations


def test_an_ordered_j_rulers_order_stays_while_it_orders() -> None:
    """FOW 1208.1 leaves an order card that orders a J-ruler where it is."""
    res = ruling(fow("""
objects:
  - {id: m, card: Marshal, owner: alice, zone: ruler_area}
  - {id: v, card: Vanguard, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: v, choices: {revolution_order: m}}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
""", fire=2, cards=MARSHAL))
    assert res.final["objects"]["m"]["zone"] == "order_area"
    assert "FOW 1208.1" not in res.citations


PURGE = """
objects:
  - {{id: m, card: Marshal, owner: alice, zone: ruler_area}}
  - {{id: v, card: Vanguard, owner: alice, zone: hand}}
  - {{id: g, card: Purge, owner: bob, zone: hand}}
  - {{id: s, card: Slay, owner: bob, zone: hand}}
actions:
  - {{by: alice, do: play, card: v, choices: {{revolution_order: m}}}}
  - {{by: alice, do: pass}}
  - {{by: bob, do: pass}}
  - {{by: alice, do: pass}}
  - {{by: bob, do: play, card: g, targets: [m]}}
  - {{by: bob, do: pass}}
  - {{by: alice, do: pass}}{slay}
"""
SLAY = """
  - {by: alice, do: pass}
  - {by: bob, do: play, card: s, targets: [v]}
  - {by: bob, do: pass}
  - {by: alice, do: pass}"""


def _purge_cards(to: str) -> str:
    return MARSHAL + ("  Purge: {type: chant, keywords: [quickcast], targets: [{type: order, "
                      "zone: order_area}], effect: [{move_zone: {target: $1, to: " + to + "}}]}\n"
                      "  Slay: {type: chant, keywords: [quickcast], targets: [{type: j_ruler}], "
                      "effect: [{destroy: {target: $1}}]}\n")


def test_an_order_card_put_into_the_field_by_card_text_stays_then_orders_on() -> None:
    """FOW HP.32 `stays` (it was exit 3): the order card does not move (307.1, 321.1), and its
    J-ruler, destroyed later, sends it back to the ruler area as a ruler (1010.1)."""
    res = ruling(fow(PURGE.format(slay=SLAY), fire=2, cards=_purge_cards("field")))
    assert not res.rejected
    assert res.final["objects"]["m"]["zone"] == "ruler_area"
    assert res.final["objects"]["v"]["zone"] == "graveyard"
    assert_cites(res, "FOW HP.32")
    assert_cites(res, "FOW 1010.1")


def test_an_ordered_j_ruler_whose_order_card_was_sent_away_sends_none_back() -> None:
    """FOW HP.31 `stays`: the order card stays in the graveyard as its ruler card (it was exit
    3); destroyed later, the J-ruler it ordered goes to the graveyard and no order card comes
    back to the ruler area (1010.1 names the order card ordering it: there is none)."""
    res = ruling(fow(PURGE.format(slay=SLAY), fire=2, cards=_purge_cards("graveyard")))
    assert res.final["objects"]["m"]["zone"] == "graveyard"
    assert res.final["objects"]["m"]["card"] == "Marshal"
    assert res.final["objects"]["v"]["zone"] == "graveyard"
    assert_cites(res, "FOW HP.31")


def test_a_card_from_the_field_into_the_order_area_keeps_its_counters() -> None:
    """FOW 1022.4: between the field, a ruler area and an order area counters stay; into the
    graveyard they go."""
    text = fow("""
objects:
  - {id: k, card: Knight, owner: alice, zone: field, counters: {"+100/+100": 2}}
chase:
  - {id: s, card: S, controller: alice, targets: [k]}
""", cards="  S: {type: chant, targets: [{type: resonator}], effect: [{move_zone: {target: $1, "
           "to: %s}}]}\n")
    kept = ruling(text % "order_area")
    assert kept.final["objects"]["k"]["zone"] == "order_area"
    assert kept.final["objects"]["k"]["counters"] == {"+100/+100": 2}
    assert "FOW 1022.4" in kept.citations and "FOW 317.5" in kept.citations
    gone = ruling(text % "graveyard")
    assert not gone.final["objects"]["k"].get("counters")


def test_the_order_is_paid_beside_the_spells_cost() -> None:
    """FOW 712.2a: the process's will is paid too: 1 fire is not enough for both."""
    text = """
objects:
  - {id: m, card: Marshal, owner: alice, zone: ruler_area}
  - {id: v, card: Vanguard, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: v, choices: {revolution_order: m}}
"""
    short = ruling(fow(text, fire=1, cards=MARSHAL))
    assert_rejected(short, [0])
    enough = ruling(fow(text, fire=2, cards=MARSHAL))
    assert not enough.rejected
    assert enough.final["players"]["alice"]["fire"] == 0
    assert enough.final["objects"]["m"]["zone"] == "order_area"


# ----- will coin tokens and [Energize] (FOW 1046, 1119) ------------------------------------------
COIN = "  Coin: {type: will_coin, will_coin: [fire]}\n"


def test_any_card_may_start_in_the_item_area_with_its_abilities_inactive() -> None:
    """FOW 313.1 ("etc."), 313.3: a card neither a token nor attached may be in an item area,
    under that player's control; FOW 902.1a: a resonator's static ability works only in the
    field, so it gives nothing from there."""
    res = ruling(fow("""
objects:
  - {id: c, card: Captain, owner: alice, zone: item_area}
  - {id: k, card: Knight, owner: alice, zone: field}
actions: [{by: alice, do: pass}]
""", cards="  Captain: {type: resonator, stats: {atk: 100, def: 100}, abilities: [{name: Rally, "
           "kind: static, effect: [{modify: {target: {each: {type: resonator, controller: you}},"
           " stats: {atk: 100}}}]}]}\n"))
    assert res.final["objects"]["c"]["zone"] == "item_area"
    base = ruling(fow("objects: [{id: k, card: Knight, owner: alice, zone: field}]\n"
                      "actions: [{by: alice, do: pass}]\n"))
    assert res.final["objects"]["k"]["stats"] == base.final["objects"]["k"]["stats"]


LB_TOKEN = "  Volley LB: {type: limit_break_token, limit_break_of: Volley}\n"


def test_a_limit_break_token_is_in_an_item_area() -> None:
    """FOW 1037.1: gaining «Limit Break» creates the token in an item area."""
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("objects: [{id: t, card: Volley LB, owner: alice, zone: field}]\n",
                               cards=LB_TOKEN), "f.yaml")
    assert any("«Limit Break» token is in an item area" in str(p) for p in err.value.problems)


def test_a_limit_break_token_names_its_card() -> None:
    """FOW 1037.1a: the token's name is the one the effect gives."""
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Nameless: {type: limit_break_token}\n"), "f.yaml")
    assert any("limit_break_of: Ember Knight" in str(p) for p in err.value.problems)
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Odd: {type: chant, limit_break_of: Volley}\n"),
                           "f.yaml")
    assert any("`limit_break_token`" in str(p) for p in err.value.problems)


def test_a_limit_break_token_may_start_in_the_item_area() -> None:
    load_scenario_text(fow("objects: [{id: t, card: Volley LB, owner: alice, zone: item_area}]\n",
                           cards=LB_TOKEN))


def test_a_will_coin_is_in_an_item_area() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("objects: [{id: c, card: Coin, owner: alice, zone: field}]\n",
                               cards=COIN), "f.yaml")
    assert any("item area" in str(p) for p in err.value.problems)


def test_a_prohibition_does_not_stop_a_will_coin() -> None:
    """FOW 1119.4a: card text cannot forbid the coin's will ability: it is played all the same
    (it was exit 3 before), and another card's activate ability stays forbidden."""
    res = ruling(fow("""
objects:
  - {id: c, card: Coin, owner: alice, zone: item_area}
  - {id: w, card: Warden Rune, owner: bob, zone: field}
actions:
  - {by: alice, do: activate, object: c, ability: Banish}
""", cards=COIN + "  Warden Rune: {type: regalia, abilities: [{name: Hush, kind: static, "
               "effect: [{forbid: {action: activate, player: opponent}}]}]}\n"))
    assert_rejected(res, [])
    assert res.final["objects"]["c"]["zone"] != "item_area"
    assert "FOW 1119.4a" in res.citations


def test_a_will_coin_with_two_wills_needs_the_choice() -> None:
    res = ruling(fow("""
objects: [{id: c, card: Twin, owner: alice, zone: item_area}]
actions: [{by: alice, do: activate, object: c, ability: Banish}]
""", cards="  Twin: {type: will_coin, will_coin: [fire, water]}\n"))
    assert_rejected(res, [0])
    assert res.final["objects"]["c"]["zone"] == "item_area"


# ----- sub-rulers and rulers (FOW 202.2c, 321.1, 321.7, 1044, 1158) -------------------------------
FORGE = """  Forge: {type: sub_ruler, keywords: [upgrading], upgrading: [Edge],
           abilities: [{name: Edge, kind: static, effect: [{modify: {
             target: {each: {type: resonator, controller: you}}, stats: {atk: 100}}}]}]}
  Recall: {type: chant, keywords: [quickcast], targets: [{zone: ruler_area}],
           effect: [{move_zone: {target: $1, to: hand}}]}
  Lord: {type: ruler}
"""


def test_upgrading_text_does_not_exist_until_upgraded() -> None:
    """FOW 1158.3; and a file may say it is upgraded already (1044.1)."""
    body = "objects:\n  - {{id: f, card: Forge, owner: alice, zone: ruler_area{up}}}\n" \
           "  - {{id: k, card: Knight, owner: alice, zone: field}}\n"
    plain = ruling(fow(body.format(up=""), cards=FORGE))
    assert plain.final["objects"]["k"]["stats"]["atk"] == 500
    upgraded = ruling(fow(body.format(up=", upgraded: true"), cards=FORGE))
    assert upgraded.final["objects"]["k"]["stats"]["atk"] == 600


def test_a_sub_ruler_and_a_ruler_do_not_move_to_the_hand() -> None:
    """FOW 321.7: a sub-ruler moves only to a ruler area; FOW 321.1: a ruler only to a graveyard
    or a ruler area."""
    for who in ("f", "l"):
        res = ruling(fow(f"""
objects:
  - {{id: f, card: Forge, owner: alice, zone: ruler_area}}
  - {{id: l, card: Lord, owner: alice, zone: ruler_area}}
  - {{id: r, card: Recall, owner: alice, zone: hand}}
actions: [{{by: alice, do: play, card: r, targets: [{who}]}}]
""", fire=1, cards=FORGE))
        assert res.final["objects"][who]["zone"] == "ruler_area"
        assert ("FOW 321.7" if who == "f" else "FOW 321.1") in res.citations


def test_a_sub_ruler_starts_in_a_ruler_area() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("objects: [{id: f, card: Forge, owner: alice, zone: hand}]\n",
                               cards=FORGE), "f.yaml")
    assert any("321.7" in str(p) for p in err.value.problems)


# ----- [Shift] (FOW 1117, 1302.2) ---------------------------------------------------------------
def test_the_shift_ability_needs_main_timing() -> None:
    """FOW 1117.2: the Shift ability only at main timing: not on the opponent's turn."""
    res = ruling(fow("""
objects: [{id: c, card: Chrono Squire, owner: bob, zone: field}]
actions:
  - {by: alice, do: pass}
  - {by: bob, do: activate, object: c, ability: Shift}
""", fire=2))
    assert_rejected(res, [1])
    assert res.final["objects"]["c"]["card"] == "Chrono Squire"


SHIFT_CHANTS = ("  Past: {type: chant, keywords: [shift], shift: {fire: 1}, future_side: Future,"
                " cost: {fire: 1}, effect: [{draw: {count: 1}}]}\n  Future: {type: chant, cost: "
                "{fire: 2}, effect: [{draw: {count: 2}}]}\n")
SHIFT_PLAY = """
objects:
  - {id: p, card: Past, owner: alice, zone: hand}
  - {id: d1, card: Knight, owner: alice, zone: main_deck}
  - {id: d2, card: Knight, owner: alice, zone: main_deck}
actions: [{by: alice, do: play, card: p, choices: {side: future}}]
then: resolve
"""


def test_a_future_side_with_spell_text_is_played_with_that_text() -> None:
    """FOW 903.2b, 1302.2e: played future side up, the spell is its future side: its text
    (draw two) resolves, not the past side's, and it is past side up in the graveyard
    (1302.2f)."""
    res = ruling(fow(SHIFT_PLAY, fire=2, cards=SHIFT_CHANTS))
    assert not res.rejected
    assert res.final["objects"]["d1"]["zone"] == "hand"
    assert res.final["objects"]["d2"]["zone"] == "hand"
    assert res.final["objects"]["p"]["zone"] == "graveyard"
    assert res.final["objects"]["p"]["card"] == "Past"


def test_a_future_side_that_cannot_be_paid_leaves_the_card_past_side_up() -> None:
    """An illegal play changes nothing (FOW 903.2m): the card stays past side up in the hand."""
    res = ruling(fow(SHIFT_PLAY.replace("then: resolve\n", ""), fire=1, cards=SHIFT_CHANTS))
    assert_rejected(res, [0])
    assert res.final["objects"]["p"]["card"] == "Past"
    assert res.final["objects"]["p"]["zone"] == "hand"


RESPONSE = """
objects:
  - {id: p, card: Past, owner: alice, zone: hand}
  - {id: d1, card: Knight, owner: alice, zone: main_deck}
  - {id: d2, card: Knight, owner: alice, zone: main_deck}
chase:
  - {id: w, card: Wait, controller: bob}
actions: [{by: alice, do: play, card: p, choices: {side: %s}}]
"""
WAIT = "  Wait: {type: chant, effect: [{draw: {count: 1}}]}\n"


def test_the_side_played_decides_the_timing() -> None:
    """FOW 903.2b, 1302.2f: played future side up, the card is that side as it is played: a
    future side with [Quickcast] may answer a spell on the chase, its past side may not."""
    cards = SHIFT_CHANTS.replace("Future: {type: chant,", "Future: {type: chant, "
                                 "keywords: [quickcast],") + WAIT
    future = ruling(fow(RESPONSE % "future", fire=2, cards=cards))
    assert not future.rejected
    assert "FOW 709.1" in future.citations
    past = ruling(fow(RESPONSE % "past", fire=2, cards=cards))
    assert_rejected(past, [0])


def test_a_past_side_quickcast_does_not_lend_its_timing_to_the_future_side() -> None:
    cards = SHIFT_CHANTS.replace("Past: {type: chant,", "Past: {type: chant, "
                                 "keywords: [shift, quickcast],").replace(
        "keywords: [shift], shift", "shift") + WAIT
    assert not ruling(fow(RESPONSE % "past", fire=2, cards=cards)).rejected
    assert_rejected(ruling(fow(RESPONSE % "future", fire=2, cards=cards)), [0])


def test_a_future_side_with_trigger_played_from_the_hand_pays_both_its_costs() -> None:
    """FOW 708.4, 1302.2e: a future side with [Trigger] played from the hand pays its own cost and
    its [Trigger] cost (it was exit 3); the past side's [Trigger] cost is not that side's."""
    cards = SHIFT_CHANTS.replace("Future: {type: chant,", "Future: {type: chant, "
                                 "keywords: [trigger], additional_cost: {fire: 1},")
    res = ruling(fow(SHIFT_PLAY, fire=3, cards=cards))
    assert res.final["players"]["alice"]["fire"] == 0
    assert res.final["objects"]["d2"]["zone"] == "hand"  # the future side's text: draw two
    past_only = SHIFT_CHANTS.replace("keywords: [shift],", "keywords: [shift, trigger], "
                                     "additional_cost: {fire: 1},")
    res = ruling(fow(SHIFT_PLAY, fire=3, cards=past_only))
    assert res.final["players"]["alice"]["fire"] == 1  # the future side's 2, no [Trigger] cost


def test_which_sides_remnant_lets_a_future_side_be_played_from_the_graveyard() -> None:
    """FOW HP.33 (it was exit 3): `side-played` (default) reads the side chosen, so only a future
    side's [Remnant] lets it be played future side up from the graveyard; `side-in-zone` reads
    the past side, up there (1302.2f)."""
    graveyard = SHIFT_PLAY.replace("zone: hand", "zone: graveyard")
    past = SHIFT_CHANTS.replace("keywords: [shift],", "keywords: [shift, remnant],")
    future = SHIFT_CHANTS.replace("Future: {type: chant,", "Future: {type: chant, "
                                  "keywords: [remnant],")
    policy = "policies: {shift.one_side_keyword: side-in-zone}\n"
    for cards, by_default in ((past, False), (future, True)):
        res = ruling(fow(graveyard, fire=2, cards=cards))
        assert bool(res.rejected) is not by_default
        assert_cites(res, "FOW HP.33")
        res = ruling(fow(policy + graveyard, fire=2, cards=cards))
        assert bool(res.rejected) is by_default


# ----- [Chaining] (FOW 1160) ----------------------------------------------------------------------
def test_chaining_reads_the_last_spell_of_a_scenario_that_starts_mid_turn() -> None:
    """FOW 1160.2: the Dragon spell played before the file's board still counts."""
    body = """
state: {{last_spell: {{alice: [{trait}]}}}}
objects:
  - {{id: i, card: Chained Inferno, owner: alice, zone: hand}}
  - {{id: g, card: Wall, owner: bob, zone: field}}
actions: [{{by: alice, do: play, card: i, targets: [g]}}]
"""
    after_dragon = ruling(fow(body.format(trait="Dragon"), fire=1))
    assert after_dragon.final["objects"]["g"]["damage"] == 500
    after_other = ruling(fow(body.format(trait="Elf"), fire=1))
    assert after_other.final["objects"]["g"]["damage"] == 200


# ----- [Legend] (FOW 1133) ---------------------------------------------------------------
def test_legend_text_needs_enough_revealed_story_cards() -> None:
    """FOW 1133.3-1133.4: one revealed Story card is not two; a hidden one does not count."""
    body = """
objects:
  - {{id: s, card: Legendary Scribe, owner: alice, zone: field}}
  - {{id: t1, card: Tale of the First Flame, owner: alice, zone: extra_deck, revealed: true}}
  - {{id: t2, card: Tale of the First Flame, owner: alice, zone: extra_deck{second}}}
"""
    one = ruling(fow(body.format(second="")))
    assert one.final["objects"]["s"]["stats"]["atk"] == 400
    two = ruling(fow(body.format(second=", revealed: true")))
    assert two.final["objects"]["s"]["stats"]["atk"] == 700


# ----- [Dive] (FOW 1143) -----------------------------------------------------------------
def test_a_dive_ability_works_only_from_the_hand_or_the_removed_area() -> None:
    res = ruling(fow("""
objects: [{id: d, card: Cyber Diver, owner: alice, zone: field}]
actions: [{by: alice, do: activate, object: d, ability: Dive}]
""").replace("fire: 0}", "fire: 0, water: 1}"))
    assert_rejected(res, [0])
    assert "FOW 1143.2a" in res.citations


def test_a_removed_dive_card_needs_its_cyberbrain_counter() -> None:
    body = """
objects: [{{id: d, card: Cyber Diver, owner: alice, zone: removed{counter}}}]
actions: [{{by: alice, do: play, card: d}}]
"""
    without = ruling(fow(body.format(counter="")).replace("fire: 0}", "fire: 0, water: 2}"))
    assert_rejected(without, [0])
    with_it = ruling(fow(body.format(counter=", counters: {cyberbrain: 1}"))
                     .replace("fire: 0}", "fire: 0, water: 2}"))
    assert not with_it.rejected
    assert with_it.final["objects"]["d"]["zone"] == "field"


# ----- [Fusion] (FOW 1156) -------------------------------------------------------------------
def test_fusion_needs_a_j_resonator_of_its_race() -> None:
    res = ruling(fow("""
objects:
  - {id: w, card: Dragonbond Whelp, owner: alice, zone: hand}
  - {id: k, card: Knight, owner: alice, zone: field}
actions: [{by: alice, do: play, card: w, choices: {fusion: k}}]
""", fire=1))
    assert_rejected(res, [0])


def test_every_static_kind_the_card_language_accepts_is_one_a_host_gains() -> None:
    """FOW 1156.2: a [Fusion] card's J/resonator gains all its non-[Fusion] abilities. judge gives
    a host the static abilities of the kinds in GIVEN_STATIC_KINDS; a static kind the card
    language accepted beyond those would be gained silently as nothing (a wrong ruling), so the
    two lists are the same (it was an exit 3 at play that no valid card could reach)."""
    from judge.engine.granted import GIVEN_STATIC_KINDS
    from judge.scenario.cards import STATIC_KINDS

    assert set(STATIC_KINDS) == set(GIVEN_STATIC_KINDS)


def test_a_fusion_cards_static_ability_works_from_the_host() -> None:
    """FOW 1156.2: the host gains it and the addition keeps it: "this card gains +100 ATK" on
    the host is about the host (it was an honest cannot-rule before)."""
    res = ruling(fow("""
objects:
  - {id: w, card: Whelp, owner: alice, zone: hand}
  - {id: d, card: Crimson Drake, owner: alice, zone: field}
actions:
  - {by: alice, do: play, card: w, choices: {fusion: d}}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", cards="  Whelp: {type: resonator, keywords: [fusion], fusion: Dragon, stats: {atk: 100, "
           "def: 100}, abilities: [{name: Roar, kind: static, effect: [{modify: {target: self, "
           "stats: {atk: 100}}}]}]}\n"))
    assert not res.rejected
    assert res.final["objects"]["d"]["stats"]["atk"] == 800


@pytest.mark.parametrize("when", ["{event: left}", "{event: left, object: d}"])
def test_a_fusion_cards_trigger_on_another_leaving_is_granted(when: str) -> None:
    """FOW 1156.2: one as another object leaves the board is granted too (as the addition
    itself leaves, house policy FOW HP.28 says whether the host sees it); it was an honest
    cannot-rule before."""
    res = ruling(fow("""
objects:
  - {id: w, card: Whelp, owner: alice, zone: hand}
  - {id: d, card: Crimson Drake, owner: alice, zone: field}
actions:
  - {by: alice, do: play, card: w, choices: {fusion: d}}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", cards="  Whelp: {type: resonator, keywords: [fusion], fusion: Dragon, stats: {atk: 1, "
           "def: 1}, abilities: [{name: Watch, kind: triggered, when: " + when + ", "
           "effect: [{draw: {count: 1}}]}]}\n"))
    assert not res.rejected
    assert res.final["objects"]["w"]["attached_to"] == "d"


def test_a_fused_hosts_granted_activated_ability_rests_the_host() -> None:
    """FOW 1156.2: the J/resonator gains the addition's activated ability and plays it itself."""
    res = ruling(fow("""
objects:
  - {id: w, card: Whelp, owner: alice, zone: hand}
  - {id: d, card: Crimson Drake, owner: alice, zone: field}
  - {id: top, card: Knight, owner: alice, zone: main_deck}
actions:
  - {by: alice, do: play, card: w, choices: {fusion: d}}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: activate, object: d, ability: Study}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", fire=1, cards="  Whelp: {type: resonator, cost: {fire: 1}, keywords: [fusion], "
                   "fusion: Dragon, stats: {atk: 1, def: 1}, abilities: [{name: Study, kind: "
                   "activated, cost: "
                   "{exhaust: self}, effect: [{draw: {count: 1}}]}]}\n"))
    assert not res.rejected
    assert res.final["objects"]["d"]["exhausted"] is True
    assert res.final["objects"]["top"]["zone"] == "hand"


def test_a_sub_rulers_divinity_alone_lets_no_rune_be_played() -> None:
    """FOW 711.1, 1136.2: only a J/ruler's [Divinity] lets runes be played; a sub-ruler's only
    adds to the remaining divinity (711.4)."""
    res = ruling(fow("""
objects:
  - {id: keeper, card: Keeper, owner: alice, zone: ruler_area}
  - {id: r, card: Rune, owner: alice, zone: rune_area, face_down: true}
actions: [{by: alice, do: play, card: r}]
""", fire=1, cards="  Keeper: {type: sub_ruler, keywords: [divinity], divinity: 3}\n"
                   "  Rune: {type: chant, types: [chant, rune], cost: {fire: 1}, divinity: 1, "
                   "effect: [{draw: {count: 1}}]}\n"))
    assert_rejected(res, [0])
    assert "FOW 711.1" in res.citations


# ----- [Consensus] (FOW 1172) ------------------------------------------------------------------
def test_consensus_performs_the_option_both_players_chose() -> None:
    res = ruling(fow("""
objects:
  - {id: council, card: Council of Embers, owner: alice, zone: hand}
actions: [{by: alice, do: play, card: council}]
decisions: {council: {choices: {alice: B, bob: B}}}
""", fire=1))
    assert res.final["players"]["alice"]["life"] == 4500


def test_consensus_on_a_resonator_needs_its_text_after_the_vote() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Voter: {type: resonator, keywords: [consensus], "
                                         "stats: {atk: 1, def: 1}}\n"), "f.yaml")
    assert any("consensus: [<effects>]" in str(p) for p in err.value.problems)


def test_consensus_text_needs_the_keyword_and_the_vote_is_read_only_after_it() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards=(
            "  Voter: {type: resonator, stats: {atk: 1, def: 1}, consensus: [{draw: {count: 1}}]}\n"
            "  Reader: {type: chant, effect: [{gain: {life: {votes: A}}}]}\n")), "f.yaml")
    said = [str(p) for p in err.value.problems]
    assert any("needs `keywords: [consensus]`" in p for p in said)
    assert any("only a card with [Consensus] has one" in p for p in said)


def test_consensus_on_a_ruler_never_votes() -> None:
    """FOW 1172.2-1172.3 vote as a resonator, addition or regalia enters the field or a chant
    resolves; a ruler does neither as a ruler (321.1), so its [Consensus] never votes and the
    ruling says so (it was an honest cannot-rule before)."""
    res = ruling(fow("""
objects:
  - {id: v, card: Voter, owner: alice, zone: ruler_area}
actions: [{by: alice, do: pass}]
""", cards="  Voter: {type: ruler, keywords: [consensus], consensus: [{draw: {count: 1}}]}\n"))
    assert any("its [Consensus] does nothing" in f.message for f in res.findings)
    assert "FOW 1172.2" in res.citations and not res.rejected


def test_consensus_on_a_resonator_votes_from_its_controller() -> None:
    """FOW 1172.2: the vote starts with the card's controller (a chant's with the next player);
    the text after it reads how many chose A."""
    res = ruling(fow("""
objects:
  - {id: herald, card: Herald of the Assembly, owner: alice, zone: hand}
actions: [{by: alice, do: play, card: herald}]
decisions: {herald: {choices: {bob: A, alice: A}}}
""", fire=2))
    assert res.final["players"]["alice"]["life"] == 4400
    assert any("from its controller: alice A, bob A" in s.summary for s in res.steps)


def test_consensus_keeps_only_the_voted_options_targets() -> None:
    """FOW 1172.3a: both targets chosen as it is played; B wins, so only B's target is hit."""
    res = ruling(fow("""
objects:
  - {id: verdict, card: Two Courts Decide, owner: alice, zone: hand}
  - {id: sentinel, card: Stone Sentinel, owner: bob, zone: field}
  - {id: squire, card: Ember Squire, owner: alice, zone: field}
actions: [{by: alice, do: play, card: verdict, targets: [sentinel, squire]}]
decisions: {verdict: {choices: {alice: B, bob: B}}}
""", fire=1))
    assert res.final["objects"]["sentinel"]["zone"] == "field"
    assert res.final["objects"]["squire"]["damage"] == 300
    assert "FOW 1172.3a" in res.citations


def test_consensus_on_the_chase_from_the_start_takes_every_options_targets() -> None:
    """FOW 1172.3a: a [Consensus] chant a file starts on the chase was played with the targets
    of every option (A's, then B's); the loader counted only A's and refused the file."""
    res = ruling(fow("""
objects:
  - {id: sentinel, card: Stone Sentinel, owner: bob, zone: field}
  - {id: squire, card: Ember Squire, owner: alice, zone: field}
chase:
  - {id: verdict, card: Two Courts Decide, controller: alice, targets: [sentinel, squire]}
decisions: {verdict: {choices: {alice: B, bob: B}}}
"""))
    assert res.final["objects"]["sentinel"]["zone"] == "field"
    assert res.final["objects"]["squire"]["damage"] == 300
    assert "FOW 1172.3a" in res.citations


def test_consensus_on_the_chase_with_too_few_targets_is_a_located_error() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("""
objects:
  - {id: sentinel, card: Stone Sentinel, owner: bob, zone: field}
chase:
  - {id: verdict, card: Two Courts Decide, controller: alice, targets: [sentinel]}
"""), "f.yaml")
    assert any("chase[0].targets" in str(p) and "1 given" in str(p)
               for p in err.value.problems)


def test_a_moded_item_with_no_mode_named_is_still_counted_on_its_first_mode() -> None:
    """The loader counts a moded stack item with no mode named after the game's checks (for
    [Consensus]); an ordinary moded card is still counted on its first mode then."""
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("""
objects:
  - {id: sentinel, card: Stone Sentinel, owner: bob, zone: field}
  - {id: squire, card: Ember Squire, owner: alice, zone: field}
chase:
  - {id: pick, card: Pick, controller: alice, targets: [sentinel, squire]}
""", cards="  Pick: {type: chant, modes: [{name: One, targets: [{type: resonator}], effect: "
           "[{destroy: {target: $1}}]}, {name: Two, effect: [{draw: {count: 1}}]}]}\n"),
            "f.yaml")
    assert [str(p).split(": ", 1)[1] for p in err.value.problems] == [
        "chase[0].targets: Pick has 1 target (resonator); 2 given"]


def test_consensus_targets_outside_its_options_come_first() -> None:
    """FOW 1172.3a: the chant's own targets are chosen for every option; an option's `$1` names
    the chant's first (before, a chant with its own targets was an exit 3)."""
    res = ruling(fow("""
objects:
  - {id: poll, card: Poll, owner: alice, zone: hand}
  - {id: sentinel, card: Stone Sentinel, owner: bob, zone: field}
actions: [{by: alice, do: play, card: poll, targets: [sentinel]}]
decisions: {poll: {choices: {alice: B, bob: B}}}
""", cards=(
        "  Poll: {type: chant, keywords: [consensus], targets: [{type: resonator}], modes: ["
        "{name: A, effect: [{destroy: {target: $1}}]}, {name: B, effect: [{damage: {target: $1, "
        "amount: 100}}]}, {name: Tie, effect: [{draw: {count: 1}}]}]}\n")))
    assert res.final["objects"]["sentinel"]["damage"] == 100
    assert "FOW 1172.3a" in res.citations


def test_a_numbered_will_coin_produces_that_many_will_without_attribute() -> None:
    """FOW 1119.3a-2, 907.5 (it was exit 3): a number is how many will, 1 or more."""
    res = ruling(fow("objects: [{id: c, card: Coin2, owner: alice, zone: item_area}]\n"
                     "actions: [{by: alice, do: activate, object: c, ability: Banish}]\n",
                     cards="  Coin2: {type: will_coin, will_coin: [3]}\n"))
    assert res.final["players"]["alice"]["attributeless"] == 3
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Coin0: {type: will_coin, will_coin: [0]}\n"))
    assert any("1119.3a-2" in str(p) for p in err.value.problems)


# ----- extension rules (FOW 1159, 320, 321.6, 902.1c) --------------------------------------------
LAW = """  Law: {type: extension_rule, keywords: [extension_rule],
        abilities: [{name: Toll, kind: activated, cost: {free: 0},
                     effect: [{gain: {life: 100}}]}]}
"""


def test_an_extension_rule_starts_in_its_area_only() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("objects:\n  - {id: law, card: Law, owner: alice, zone: "
                               "main_deck}\n", cards=LAW), "f.yaml")
    assert any("1159.2" in str(p) for p in err.value.problems)


def test_only_an_extension_rule_is_in_the_extension_rule_area() -> None:
    """FOW 320.1: a file starting with another card there is invalid (it was exit 3)."""
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("objects:\n  - {id: s, card: Ember Squire, owner: alice, zone: "
                               "extension_rule_area}\n", cards=LAW), "f.yaml")
    assert any("320.1" in str(p) for p in err.value.problems)


def test_an_extension_rule_needs_its_keyword() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  Law: {type: extension_rule}\n"), "f.yaml")
    assert any("1159.1" in str(p) for p in err.value.problems)


def test_two_extension_rules_of_one_player_were_allowed_and_both_work() -> None:
    """FOW 320.2: more than one only where something allows it; the file's board is as setup
    made it (1159.2), so it was allowed, and the ruling says so (it was exit 3)."""
    res = ruling(fow("objects:\n  - {id: a, card: Law, owner: alice, zone: "
                     "extension_rule_area}\n  - {id: b, card: Law, owner: alice, "
                     "zone: extension_rule_area}\nactions:\n  - {by: alice, do: activate, "
                     "object: b, ability: Toll}\n", cards=LAW))
    assert not res.rejected
    assert res.final["players"]["alice"]["life"] == 4100
    assert_cites(res, "FOW 320.2")


def test_an_extension_rules_activate_ability_is_played_from_its_area() -> None:
    """FOW 902.1c: its abilities are active in the extension rule area."""
    res = ruling(fow("objects:\n  - {id: law, card: Law, owner: alice, zone: "
                     "extension_rule_area}\nactions:\n  - {by: alice, do: activate, object: "
                     "law, ability: Toll}\n", cards=LAW))
    assert not res.rejected
    assert res.final["players"]["alice"]["life"] == 4100


# ----- gem, crystal, clue and «Dragon Emblem» tokens (FOW 1027, 1036) ----------------------------
def test_a_gem_token_needs_its_attribute() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  G: {type: gem}\n"), "f.yaml")
    assert any("token_attribute: fire" in str(p) for p in err.value.problems)


def test_a_gem_token_is_in_an_item_area() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("objects:\n  - {id: g, card: G, owner: alice, zone: field}\n",
                               cards="  G: {type: gem, token_attribute: fire}\n"), "f.yaml")
    assert any("1027.1" in str(p) for p in err.value.problems)


def test_a_dragon_emblem_token_needs_its_characteristic() -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow("", cards="  E: {type: dragon_emblem_token}\n"), "f.yaml")
    assert any("dragon_emblem: Flame" in str(p) for p in err.value.problems)


def test_a_gem_of_any_attribute_is_light_without_a_choice() -> None:
    """FOW 1027.1a: an attribute is always chosen; judge takes the first and says so."""
    res = ruling(fow("chase:\n  - {id: h, card: H, controller: alice}\n",
                     cards="  H: {type: chant, effect: [{gain_item_token: {token: clue, "
                     "attribute: any}}]}\n"))
    assert res.final["objects"]["h.clue"]["card"] == "Light Clue"
    assert "FOW 1027.1a" in res.citations


def test_card_text_puts_a_card_into_its_owners_item_area_under_their_control() -> None:
    """FOW 313.3: an opponent's resonator goes into its owner's item area, under its owner's
    control, and leaves the field."""
    res = ruling(fow("""
objects:
  - {id: k, card: Knight, owner: bob, zone: field}
chase:
  - {id: s, card: S, controller: alice, targets: [k]}
""", cards="  S: {type: chant, targets: [{type: resonator}], effect: [{move_zone: {target: $1, "
           "to: item_area}}]}\n"))
    assert res.final["objects"]["k"]["zone"] == "item_area"
    assert res.final["objects"]["k"]["controller"] == "bob"
    assert "FOW 313.3" in res.citations


# ----- cards attached to a J/ruler (FOW 313.3, 1032) ---------------------------------------------
ATTACHED = """\
  - {id: lyra, card: "Lyra, Keeper of Embers", owner: alice, zone: ruler_area}
  - {id: k, card: Knight, owner: alice, %s zone: item_area, attached_to: lyra}
"""


def test_a_card_attached_to_a_j_ruler_may_start_in_the_item_area() -> None:
    """FOW 1032.1: a card of any type is held in the item area attached to a J/ruler."""
    scenario = load_scenario_text(fow("objects:\n" + ATTACHED % ""))
    assert [o.attached_to for o in scenario.objects] == [None, "lyra"]


def test_a_card_attached_to_a_j_ruler_is_under_its_controller() -> None:
    """FOW 313.3: a card attached to Alice's ruler is in Alice's item area, under her control."""
    with pytest.raises(InputError, match=r"objects\[1\]\.controller.*313\.3"):
        load_scenario_text(fow("objects:\n" + ATTACHED % "controller: bob,"))


def test_attaching_to_a_card_that_is_no_j_ruler_does_nothing() -> None:
    """FOW 1032.1: `attach` names a J/ruler; a resonator in `to` gets nothing attached."""
    res = ruling(fow("""\
objects:
  - {id: k, card: Knight, owner: alice, zone: field}
  - {id: k2, card: Knight, owner: alice, zone: field}
  - {id: s, card: Bind, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: s}
""", cards="  Bind: {type: chant, effect: [{attach: {card: k, to: k2}}]}\n"))
    assert res.final["objects"]["k"]["zone"] == "field"
    assert "FOW 1032.1" in res.citations


def test_a_spell_attaching_itself_follows_the_house_policy() -> None:
    """A chant goes to the graveyard after resolving (FOW 703.3); one that attached itself
    (1032.1) stays attached by house policy FOW HP.35's default (it was exit 3), even to a ruler
    in the ruler area."""
    res = ruling(fow("""\
objects:
  - {id: lyra, card: "Lyra, Keeper of Embers", owner: alice, zone: ruler_area}
  - {id: s, card: Bind, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: s}
""", cards="  Bind: {type: chant, effect: [{attach: {card: self, to: lyra}}]}\n"))
    assert res.final["objects"]["s"]["zone"] == "item_area"
    assert "FOW HP.35" in res.citations


# ----- God's Art played before the file starts (FOW 905.4a) -------------------------------------
_VESTA = ("  Vesta: {type: j_ruler, stats: {atk: 1000, def: 1000}, abilities: [{name: \"God's Art "
          "Flare\", kind: activated, cost: {fire: 1}, effect: [{gain: {life: 100}}]}]}\n")


def test_a_gods_art_played_in_an_earlier_turn_is_not_played_again() -> None:
    res = ruling(fow("""
state: {gods_arts_played: {alice: ["God's Art Flare"]}}
objects: [{id: v, card: Vesta, owner: alice, zone: field}]
actions: [{by: alice, do: activate, object: v, ability: "God's Art Flare"}]
""", fire=1, cards=_VESTA))
    assert_rejected(res, [0])
    assert_cites(res, "FOW 905.4a")


def test_the_other_players_gods_art_does_not_spend_hers() -> None:
    res = ruling(fow("""
state: {gods_arts_played: {bob: ["God's Art Flare"]}}
objects: [{id: v, card: Vesta, owner: alice, zone: field}]
actions: [{by: alice, do: activate, object: v, ability: "God's Art Flare"}]
""", fire=1, cards=_VESTA))
    assert_rejected(res, [])


@pytest.mark.parametrize(("played", "says"), [
    ("{alice: [Flare]}", "is not a God's Art"),
    ("{carol: [\"God's Art Flare\"]}", "carol"),
])
def test_gods_arts_played_names_a_player_and_a_gods_art(played: str, says: str) -> None:
    with pytest.raises(InputError) as err:
        load_scenario_text(fow(f"state: {{gods_arts_played: {played}}}\n", cards=_VESTA),
                           "f.yaml")
    assert any(says in str(p) for p in err.value.problems)
