"""FOW 1011.1: what can never be banished, as a cost (`sacrifice:`) or by a banish effect. The
scenario files in scenarios/force-of-will/banish/ pin the rulings."""

from __future__ import annotations

from ..conftest import SCENARIOS
from ..helpers import assert_rejected, ruling, zone
from .test_force_of_will import fow
from .test_force_of_will_systems import MARSHAL

PACT = ("  Pact: {type: chant, cost: {fire: 1}, additional_cost: {sacrifice: {type: [j_ruler, "
        "ruler, sub_ruler, warden, resonator]}}, effect: [{draw: {count: 1}}]}\n")
JUDGE = ("  Keeper: {type: ruler, keywords: [judgment], judgment_cost: {fire: 1}, j_ruler: Queen}\n"
         "  Queen: {type: j_ruler, stats: {atk: 1000, def: 1000}, ruler: Keeper}\n")


def test_a_j_ruler_cannot_pay_a_banish_cost() -> None:
    """Before the fix, the J-ruler went to the graveyard to pay the cost."""
    res = ruling(fow("""
objects:
  - {id: q, card: Queen, owner: alice, zone: field}
  - {id: p, card: Pact, owner: alice, zone: hand}
actions: [{by: alice, do: play, card: p, choices: {sacrifice: q}}]
then: stop
""", fire=1, cards=PACT + JUDGE))
    assert_rejected(res, [0])
    assert zone(res, "q") == "field"
    assert "FOW 1011.1" in res.rejected[0].citations


def test_a_ruler_cannot_pay_a_banish_cost() -> None:
    res = ruling(fow("""
objects:
  - {id: k, card: Keeper, owner: alice, zone: ruler_area}
  - {id: p, card: Pact, owner: alice, zone: hand}
actions: [{by: alice, do: play, card: p, choices: {sacrifice: k}}]
then: stop
""", fire=1, cards=PACT + JUDGE))
    assert_rejected(res, [0])
    assert zone(res, "k") == "ruler_area"


def test_an_ordered_j_ruler_is_not_held_back_from_a_banish_cost() -> None:
    """FOW 1011.1 lets an ordered J-ruler be banished; it goes to the graveyard as its printed
    card (321.2), and its order card, ordering nothing, returns to the ruler area (1208.1)."""
    text = fow("""
objects:
  - {id: m, card: Marshal, owner: alice, zone: ruler_area}
  - {id: v, card: Vanguard, owner: alice, zone: hand}
  - {id: p, card: Pact, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: v, choices: {revolution_order: m}}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: play, card: p, choices: {sacrifice: v}}
""", fire=3, cards=MARSHAL + PACT)
    res = ruling(text)
    assert zone(res, "v") == "graveyard" and zone(res, "m") == "ruler_area"
    assert "FOW 1208.1" in res.citations


def test_a_banish_effect_refuses_a_ruler_as_its_target_only_where_it_banishes_it() -> None:
    """The refusal is for the target the banish effect names: the same ruler may be the target
    of another effect of the card."""
    cards = JUDGE + ("  Twin: {type: chant, targets: [{type: j_ruler}, {type: resonator}], "
                     "effect: [{damage: {target: $1, amount: 100}}, {banish: {target: $2}}]}\n"
                     "  Bad: {type: chant, targets: [{type: j_ruler}], "
                     "effect: [{banish: {target: $1}}]}\n")
    res = ruling(fow("""
objects:
  - {id: q, card: Queen, owner: bob, zone: field}
  - {id: w, card: Wall, owner: bob, zone: field}
  - {id: t, card: Twin, owner: alice, zone: hand}
  - {id: b, card: Bad, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: b, targets: [q]}
  - {by: alice, do: play, card: t, targets: [q, w]}
then: stop
""", cards=cards))
    assert_rejected(res, [0])
    assert res.final["stack"] == ["t"]


def test_a_stone_banished_by_its_controllers_opponent_triggers_the_banishers_necrobloom(
) -> None:
    """FOW 1190.2 "whenever you banish": the banisher's [Necrobloom] cards, not the stone
    controller's, trigger (it was exit 3)."""
    cards = ("  Breaker: {type: chant, targets: [{type: magic_stone}], "
             "effect: [{banish: {target: $1}}]}\n"
             "  Stone: {type: magic_stone}\n"
             "  Wraith: {type: resonator, cost: {fire: 3}, keywords: [necrobloom], "
             "stats: {atk: 400, def: 400}}\n")
    text = fow("""
objects:
  - {id: s, card: Stone, owner: bob, zone: field}
  - {id: w, card: Wraith, owner: alice, zone: graveyard}
  - {id: b, card: Breaker, owner: alice, zone: hand}
actions:
  - {by: alice, do: play, card: b, targets: [s]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
""", cards=cards)
    res = ruling(text)
    assert zone(res, "w") == "field" and zone(res, "s") == "graveyard"
    assert "FOW 1190.2" in res.citations


def test_a_warden_cannot_pay_a_banish_cost() -> None:
    res = ruling(fow("""
objects:
  - {id: k, card: Keeper of the Ashen Gate, owner: alice, zone: ruler_area,
     counters: {willpower: 3}}
  - {id: p, card: Pact, owner: alice, zone: hand}
actions: [{by: alice, do: play, card: p, choices: {sacrifice: k}}]
then: stop
""", fire=1, cards=PACT))
    assert_rejected(res, [0])
    assert zone(res, "k") == "ruler_area"
    assert "FOW 1011.1" in res.rejected[0].citations


def test_a_def_zero_move_replaced_is_not_said_to_happen() -> None:
    """FOW 910.1, 1205.1: the Golem's move to the graveyard was replaced (Bob gained 100 life
    instead), yet the rule process's step said "it is put into its owner's graveyard" while it
    stayed in the field. It now says the move was replaced and the Golem stays; the next rule
    process (FOW 910.3) is the one that puts it there."""
    res = ruling((SCENARIOS / "force-of-will/rulings/"
                  "leave-the-field-replacement-applies-once-at-zero-def.yaml").read_text(
                      encoding="utf-8"))
    said = [st.summary for st in res.steps if st.summary.startswith("rule process:")]
    assert said[0].endswith("made something else happen instead: it stays in the field"), said
    assert said[1].endswith("it is put into its owner's graveyard (it is not destroyed)"), said
