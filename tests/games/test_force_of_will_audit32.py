"""Force of Will audit 32 (scenarios/force-of-will/rulings-audit32/): audit 31's leftovers (a
"becomes" of one kind of trait keeping the other, FOW 1020.1; static abilities granted to another
object, 909.1d; "the attribute of your J/ruler" over several, 209.4) and edges no audit pinned;
and what the scenarios' expect cannot pin: exit 3, errors, wording."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.resolution import Resolution
from judge.errors import InputError, UnsupportedMechanic
from tests.helpers import ruling

AUDIT = Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit32"


def _text(name: str) -> str:
    return (AUDIT / name).read_text(encoding="utf-8")


def _atk(res: Resolution, oid: str) -> object:
    return res.final["objects"][oid]["stats"]["atk"]


def test_an_attribute_change_keeps_the_races() -> None:
    """FOW 1020.1 ("loses its original one of that kind"): `set_traits: [water]` took the
    Knight's race away too, so "Knight resonators +200" no longer reached it (400, not 600)."""
    res = ruling(_text("water-knight-made-water-keeps-its-knight-race.yaml"))
    assert _atk(res, "knight") == 600
    assert res.final["objects"]["knight"]["traits"] == ["Knight", "water"]


def test_a_race_change_keeps_a_given_attribute() -> None:
    """FOW 1020.1: "becomes a Dragon" dropped the water an earlier effect gave (400, not 600)."""
    res = ruling(_text("resonator-given-water-then-made-a-dragon-keeps-water.yaml"))
    assert _atk(res, "squire") == 600


def test_a_set_naming_a_race_and_an_attribute_replaces_both() -> None:
    """A `set_traits` naming both kinds ("becomes a water Dragon") replaces both: the Knight is
    no Knight any more."""
    text = _text("water-knight-made-water-keeps-its-knight-race.yaml").replace(
        "set_traits: [water]", "set_traits: [water, Dragon]").replace(
        "traits: [Knight, water], stats: {atk: 600}", "traits: [water, Dragon], stats: {atk: 400}")
    res = ruling(text)
    assert _atk(res, "knight") == 400


def test_a_granted_static_ability_applies_as_the_object_s_own() -> None:
    """FOW 909.1d: granting a static ability was exit 3; "gains 'this card's ATK is increased
    to 700'" now applies in 909.1g, read after a later +200 (909.3a), and the grant cites
    909.1d."""
    res = ruling(_text("granted-atk-increased-to-700-applies-after-a-boost.yaml"))
    assert _atk(res, "squire") == 700
    grant = next(s for s in res.steps if s.kind == "resolve")
    assert "FOW 909.1d" in grant.citations


def test_a_granted_static_is_lost_to_a_later_loss() -> None:
    """FOW 909.1d, 909.3: a later "loses all abilities" takes the granted static away."""
    res = ruling(_text("granted-static-lost-to-a-later-loss-of-all-abilities.yaml"))
    assert _atk(res, "squire") == 300


def test_a_static_granted_after_the_loss_applies() -> None:
    """Timestamp order within 909.1d: granted after "loses all abilities", it applies."""
    text = _text("granted-static-lost-to-a-later-loss-of-all-abilities.yaml").replace(
        """  - {by: alice, do: play, card: resolve, targets: [squire]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: bob, do: play, card: hush, targets: [squire]}
  - {by: bob, do: pass}
  - {by: alice, do: pass}""", """  - {by: alice, do: pass}
  - {by: bob, do: play, card: hush, targets: [squire]}
  - {by: bob, do: pass}
  - {by: alice, do: pass}
  - {by: alice, do: play, card: resolve, targets: [squire]}
  - {by: alice, do: pass}
  - {by: bob, do: pass}""").replace("resolved: [resolve, hush]", "resolved: [hush, resolve]"
                                    ).replace("atk: 300", "atk: 700")
    res = ruling(text)
    assert _atk(res, "squire") == 700


def test_a_group_grant_reaches_a_later_resonator_and_never_lowers() -> None:
    """FOW 909.4, 909.3a: each resonator has its own copy, reading its own ATK."""
    res = ruling(_text("regalia-granting-a-static-to-each-resonator-reaches-a-later-one.yaml"))
    assert (_atk(res, "squire"), _atk(res, "brute")) == (500, 800)


def test_a_granted_prohibition_keeps_a_chant_off() -> None:
    """FOW 909.1d, 903.2i: the granted "cannot be targeted by opponents' chants" refuses Scorch."""
    res = ruling(_text("granted-untargetable-static-keeps-a-chant-from-targeting.yaml"))
    assert [r.action for r in res.rejected] == [4]


def test_a_granted_static_of_another_kind_is_still_exit_3() -> None:
    """A granted static ability of a kind no granted static makes (a player's keyword) is
    still exit 3, named: judge does not read it from an object that was given it."""
    text = _text("granted-untargetable-static-keeps-a-chant-from-targeting.yaml").replace(
        "effect: [{forbid: {action: be_targeted, target: self, by: {type: chant, controller: "
        "opponent}}}]", "effect: [{player_keywords: {player: controller, keywords: [barrier]}}]")
    with pytest.raises(UnsupportedMechanic, match="granting a static ability"):
        ruling(text)


_KIN = "attribute-of-your-j-rulers-counts-every-j-ruler-together.yaml"


def test_the_attribute_of_your_j_rulers_is_all_of_them_together() -> None:
    """FOW 209.4 could not be written (a filter reads each card): `shares_attribute_with_j_ruler:
    you` reads every attribute of all the J/rulers you control; void shares none (209.3); the
    answer cites 209.4."""
    res = ruling(_text(_KIN))
    assert [_atk(res, o) for o in ("squire", "sprite", "hawk", "golem")] == [600, 400, 300, 500]
    assert "FOW 209.4" in res.citations


def test_the_j_ruler_of_the_other_player_with_opponent() -> None:
    """`opponent` reads the J/rulers of the filter's controller's opponent: Bob controls none."""
    res = ruling(_text(_KIN).replace("shares_attribute_with_j_ruler: you",
                                     "shares_attribute_with_j_ruler: opponent").replace(
        "squire: {stats: {atk: 600}}", "squire: {stats: {atk: 400}}").replace(
        "sprite: {stats: {atk: 400}}", "sprite: {stats: {atk: 200}}").replace(
        "  cites: [FOW 209.4]\n", ""))
    assert (_atk(res, "squire"), _atk(res, "sprite")) == (400, 200)


def test_a_j_ruler_whose_attributes_are_not_given_is_exit_3() -> None:
    """A ruler with no cost and no `attributes:`: judge cannot read what it shares (exit 3,
    naming it), rather than rule it shares nothing."""
    with pytest.raises(UnsupportedMechanic, match="Sea Oracle"):
        ruling(_text(_KIN).replace("    attributes: [water]\n", ""))


def test_an_unknown_value_is_an_error() -> None:
    """The key names a player as the filter sees them: `you` or `opponent`."""
    with pytest.raises(InputError, match="shares_attribute_with_j_ruler"):
        ruling(_text(_KIN).replace("shares_attribute_with_j_ruler: you",
                                   "shares_attribute_with_j_ruler: alice"))


def test_a_block_of_a_flyer_cites_1107_2() -> None:
    """FOW 1107.2 decides that a [Flying] attacker may be blocked by this blocker (given
    [Flying] in the declare attack step); the block's step cited only 804.3-804.5a."""
    res = ruling(_text("flying-attacker-blocked-by-a-resonator-given-flying-in-the-attack-"
                       "step.yaml"))
    block = next(s for s in res.steps if s.kind == "combat" and "blocks" in str(s.summary))
    assert "FOW 1107.2" in block.citations
    assert res.final["objects"]["hawk"]["zone"] == "graveyard"


def test_a_target_sharing_your_j_ruler_attribute_is_read_from_the_chant_s_player() -> None:
    """FOW 209.4, 903.2i: the refusal says what the target must be, in words, and cites 209.4
    (the filter key's rule), as does the play that chose a legal one."""
    res = ruling(_text("target-sharing-your-j-ruler-attribute-read-from-the-player-who-plays-"
                       "it.yaml"))
    reject = next(s for s in res.steps if s.kind == "reject")
    assert "shares an attribute with a J/ruler controlled by you" in str(reject.summary)
    assert "FOW 209.4" in reject.citations
    assert res.final["objects"]["squire"]["zone"] == "graveyard"


def test_a_static_becomes_water_keeps_the_races_and_cites_1020_1() -> None:
    """FOW 1020.1 through a static ability's `set_traits` (continuous._as_change): the Knight
    keeps its race; the step where the static first reaches it cites 1020.1."""
    res = ruling(_text("static-making-resonators-water-keeps-their-races.yaml"))
    assert _atk(res, "knight") == 600
    step = next(s for s in res.steps if s.kind == "resolve")
    assert "FOW 1020.1" in step.citations


def test_a_copy_does_not_take_a_granted_static() -> None:
    """FOW 1017.5: the copy is the printed Squire, without the static granted to the original."""
    res = ruling(_text("copy-of-a-resonator-given-a-static-does-not-have-it.yaml"))
    assert (_atk(res, "squire"), _atk(res, "sentinel")) == (700, 300)


def test_the_other_order_of_two_preventions_spends_the_ward_first() -> None:
    """FOW 910.2: Bob's other order (the Ward first) spends the Ward on the first Jab; the second
    deals 200 past the Golem's 100."""
    text = _text("two-preventions-on-one-damage-the-recipient-orders-them.yaml").replace(
        "order: [golem, ward]", "order: [ward, golem]").replace("damage: 100}", "damage: 200}")
    res = ruling(text)
    assert res.final["objects"]["golem"]["damage"] == 200


def test_unpreventable_damage_passes_a_static_prevention_only_once() -> None:
    """FOW 104.4: the Lance's 300 passes the Golem's static; Jab's is lowered to 200 (500)."""
    res = ruling(_text("unpreventable-damage-passes-a-static-prevention-a-later-jab-does-"
                       "not.yaml"))
    assert res.final["objects"]["golem"]["damage"] == 500


def test_a_count_of_cards_sharing_your_j_ruler_attribute() -> None:
    """FOW 209.4 in a count ("draw a card for each resonator you control that shares an
    attribute with a J/ruler you control"): read from the item's controller, fire and water of
    Alice's two J/rulers: the Squire and the Sprite, two cards."""
    text = _text(_KIN).replace(
        "effect: [{draw: {count: 1}}]",
        "effect: [{draw: {count: {count: {type: resonator, controller: you, "
        "shares_attribute_with_j_ruler: you}}}}]").replace(
        "  - {id: d1, card: Void Golem, owner: alice, zone: main_deck}\n",
        "  - {id: d1, card: Void Golem, owner: alice, zone: main_deck}\n"
        "  - {id: d2, card: Void Golem, owner: alice, zone: main_deck}\n"
        "  - {id: d3, card: Void Golem, owner: alice, zone: main_deck}\n")
    res = ruling(text)
    zones = [res.final["objects"][d]["zone"] for d in ("d1", "d2", "d3")]
    assert sorted(zones) == ["hand", "hand", "main_deck"]


def test_a_granted_prevention_static_lowers_damage() -> None:
    """FOW 909.1d, 1018.1a: a static `replace` granted by an effect (exit 3 before) prevents as
    the object's own: the Golem given "prevent 100 of damage to this card" takes 200 of 300."""
    text = _text("granted-untargetable-static-keeps-a-chant-from-targeting.yaml").replace(
        "effect: [{forbid: {action: be_targeted, target: self, by: {type: chant, controller: "
        "opponent}}}]", "effect: [{replace: {event: damaged, object: self, prevent: 100}}]"
    ).replace("rejected: [4]", "rejected: []").replace("damage: 0}", "damage: 200}").replace(
        "  cites: [FOW 909.1d]\n", "  cites: [FOW 1018.1a]\n").replace(
        "{by: bob, do: play, card: scorch, targets: [squire]}",
        "{by: bob, do: play, card: scorch, targets: [squire]}\nthen: resolve").replace(
        "resolved: [veil]", "resolved: [veil, scorch]").replace(
        "{id: squire, card: Ember Squire, owner: alice, zone: field}",
        "{id: squire, card: Stone Sentinel, owner: alice, zone: field}")
    res = ruling(text)
    assert res.final["objects"]["squire"]["damage"] == 200
