"""Force of Will audit 42 (scenarios/force-of-will/rulings-audit42/): inverse cards (FOW
1302.3-1302.3e-2), "when this card inverts" (1030.2) and inverting one (1030.1, 1302.3c), which
before this audit a file could not write (`inverse_sides:` was an unknown card key, and `invert`
of anything but a two face ruler was exit 3 naming 1302.3). What a file may get wrong is a
located error (exit 2); where the rules are silent judge names a house policy (FOW HP.63) or
cannot rule (exit 3), never a side it picks."""

from __future__ import annotations

import pytest

from judge.errors import InputError, UnsupportedMechanic
from tests.helpers import assert_cites, ruling, scenario_text

AUDIT = "force-of-will/rulings-audit42/"
INVERT = AUDIT + "invert-turns-an-inverse-card-to-its-despair-side.yaml"
TRIGGER = AUDIT + "when-this-card-inverts-triggers-as-it-turns-to-despair.yaml"
DESPAIR = AUDIT + "inverting-a-card-already-despair-side-up-leaves-it-so.yaml"
HAND = AUDIT + "played-from-the-hand-it-is-its-hope-side.yaml"
ENTRY = "  Maiden of Dawn and Dusk: {type: resonator, inverse_sides: [Dawn Maiden, Dusk Maiden]}"
MAIDEN = ("  - {id: maiden, card: Maiden of Dawn and Dusk, owner: alice, zone: field,\n"
          "     inverse_side: Dawn Maiden, exhausted: true, counters: {\"+100/+100\": 1}}")


def _with(name: str, **subs: str) -> str:
    text = scenario_text(name).split("expect:")[0]
    for old, new in subs.items():
        old = {"entry": ENTRY, "maiden": MAIDEN}.get(old, old)
        assert old in text, old
        text = text.replace(old, new)
    return text


# ----- how an Inverse card is written (FOW 1302.3) ------------------------------------------------
@pytest.mark.parametrize(("entry", "message"), [
    (ENTRY.replace("[Dawn Maiden, Dusk Maiden]", "[Dusk Maiden, Dawn Maiden]"),
     r"inverse_sides\[0\]: 'Dusk Maiden' has the race or trait Inverse: it is the despair side"),
    (ENTRY.replace("[Dawn Maiden, Dusk Maiden]", "[Dawn Maiden, Eclipse]"),
     r"inverse_sides\[1\]: 'Eclipse' has no race or trait Inverse"),
    (ENTRY.replace("[Dawn Maiden, Dusk Maiden]", "[Dawn Maiden, Dawn Maiden]"),
     r"cards\.Maiden of Dawn and Dusk\.inverse_sides: an Inverse card has two sides"),
    (ENTRY.replace("}", ", keywords: [swiftness]}"),
     r"cards\.Maiden of Dawn and Dusk\.keywords: an Inverse card's information is its sides'"),
    (ENTRY.replace("type: resonator", "type: chant"),
     r"cards\.Maiden of Dawn and Dusk\.type: 'chant' is not the type of its hope side"),
])
def test_an_inverse_card_is_its_hope_and_despair_sides(entry: str, message: str) -> None:
    """FOW 1302.3: the despair side is the one with Inverse; the card is nothing but its sides."""
    with pytest.raises(InputError, match=message):
        ruling(_with(INVERT, entry=entry))


@pytest.mark.parametrize(("maiden", "message"), [
    ("  - {id: maiden, card: Maiden of Dawn and Dusk, owner: alice, zone: field}",
     r"objects\[0\]\.card: Maiden of Dawn and Dusk is an Inverse card in the field: write the "
     r"side up"),
    ("  - {id: maiden, card: Maiden of Dawn and Dusk, owner: alice, zone: removed}",
     r"objects\[0\]\.card: .* is an Inverse card in the removed: write the side up"),
    ("  - {id: maiden, card: Maiden of Dawn and Dusk, owner: alice, zone: graveyard, "
     "inverse_side: Dusk Maiden}",
     r"objects\[0\]\.inverse_side: in the graveyard an Inverse card is hope side up, Dawn Maiden"),
    ("  - {id: maiden, card: Maiden of Dawn and Dusk, owner: alice, zone: hand, "
     "inverse_side: Dusk Maiden}",
     r"objects\[0\]\.inverse_side: in the hand an Inverse card is hope side up, Dawn Maiden "
     r"\(FOW 405\.1a, 1302\.3e-1\)"),
    ("  - {id: maiden, card: Maiden of Dawn and Dusk, owner: alice, zone: field, "
     "inverse_side: Noon Maiden}",
     r"objects\[0\]\.inverse_side: 'Noon Maiden' is no side of Maiden of Dawn and Dusk"),
    ("  - {id: maiden, card: Dusk Maiden, owner: alice, zone: field}",
     r"objects\[0\]\.card: Dusk Maiden is a side of the Inverse card Maiden of Dawn and Dusk"),
    ("  - {id: maiden, card: Eclipse, owner: alice, zone: field, inverse_side: Eclipse}",
     r"objects\[0\]\.inverse_side: Eclipse is no Inverse card"),
])
def test_the_file_says_the_side_up_never_judge(maiden: str, message: str) -> None:
    """FOW 1302.3a, 1302.3e: in the field, chase and removed area the file says the side up
    (located, exit 2); anywhere else it is the hope side."""
    with pytest.raises(InputError, match=message):
        ruling(_with(INVERT, maiden=maiden))


def test_a_hope_side_said_in_the_hand_is_accepted() -> None:
    text = _with(HAND, **{"zone: hand}": "zone: hand, inverse_side: Dawn Maiden}"})
    assert ruling(text).final["objects"]["maiden"]["card"] == "Dawn Maiden"


CHASED = """  alice: {life: 4000}
  bob: {life: 4000}
cards:
%s
  Dawn Maiden: {type: resonator, stats: {atk: 500, def: 500}}
  Dusk Maiden: {type: resonator, traits: [Inverse], stats: {atk: 1200, def: 800}}
stack:
  - {id: maiden, card: Maiden of Dawn and Dusk, controller: alice%s}
then: resolve
"""


def _chased(choices: str) -> str:
    head = scenario_text(HAND).split("players:")[0]
    return head + "players:\n" + CHASED % (ENTRY, choices)


def test_an_inverse_card_on_the_chase_says_its_side() -> None:
    with pytest.raises(InputError, match=r"stack\[0\]\.card: Maiden of Dawn and Dusk is an "
                       r"Inverse card in the chase: write the side up, `choices: \{inverse_side"):
        ruling(_chased(""))


def test_resolving_despair_side_up_it_arrives_hope_side_up() -> None:
    """FOW 1302.3e-1: only a move by being played keeps the side; resolving is no playing
    (1302.2f-1 names resolving for Shift cards, 1302.3e-1 does not): read as written."""
    res = ruling(_chased(", choices: {inverse_side: Dusk Maiden}"))
    assert res.final["objects"]["maiden"]["zone"] == "field"
    assert res.final["objects"]["maiden"]["card"] == "Dawn Maiden"
    assert_cites(res, "FOW 1302.3e-1")


# ----- inverting (FOW 1030.1-1030.2, 1302.3c, HP.63) ----------------------------------------------
def test_inverting_keeps_the_card_its_counters_and_rest() -> None:
    res = ruling(scenario_text(INVERT))
    maiden = res.final["objects"]["maiden"]
    assert (maiden["card"], maiden["exhausted"], maiden["counters"]) == (
        "Dusk Maiden", True, {"+100/+100": 1})
    assert_cites(res, "FOW 1302.3c")


def test_the_inverts_trigger_cites_1030_2() -> None:
    res = ruling(scenario_text(TRIGGER))
    assert res.final["players"]["bob"]["life"] == 3500
    assert_cites(res, "FOW 1030.2")


def test_the_house_policy_cannot_rule_is_exit_3() -> None:
    text = scenario_text(DESPAIR).split("expect:")[0].replace(
        "rules: [FOW HP.63, FOW 1030.2]",
        "rules: [FOW HP.63, FOW 1030.2]\npolicies: {inverse.invert_despair: cannot-rule}")
    with pytest.raises(UnsupportedMechanic, match=r"already despair side up.*HP\.63"):
        ruling(text)


def test_a_hope_side_s_inverts_trigger_is_exit_3() -> None:
    """FOW 1030.2: which side's "when this card inverts" sees the turn, the rules do not say;
    judge reads it on the despair side only."""
    text = scenario_text(TRIGGER).split("expect:")[0]
    text = text.replace("  Dawn Maiden: {type: resonator, stats: {atk: 500, def: 500}}\n", "")
    text = text.replace("  Dusk Maiden:\n    type: resonator\n    traits: [Inverse]\n",
                        "  Dusk Maiden: {type: resonator, traits: [Inverse]}\n"
                        "  Dawn Maiden:\n    type: resonator\n")
    with pytest.raises(UnsupportedMechanic, match=r"Dawn Maiden is the hope side of an Inverse "
                       r"card.*1030\.2"):
        ruling(text)


def test_a_two_face_ruler_s_inverts_trigger_is_exit_3() -> None:
    text = scenario_text("force-of-will/rulings-audit39/invert-turns-a-two-face-ruler-to-its-"
                         "other-ruler-side.yaml").split("expect:")[0]
    old = "  Waning Twin:\n    type: ruler\n    abilities:\n"
    assert old in text
    text = text.replace(old, old + "      - name: Turned\n        kind: triggered\n        "
                        "when: {event: inverted, object: self}\n        effect: [{draw: "
                        "{count: 1}}]\n", 1)
    with pytest.raises(UnsupportedMechanic, match=r"a side of a two face ruler.*1030\.2"):
        ruling(text)


def test_inverting_one_in_the_hand_is_exit_3() -> None:
    """FOW 1302.3e speaks of public areas; an Inverse card inverted in a hidden one, the rules
    do not say."""
    text = _with(INVERT, maiden="  - {id: maiden, card: Maiden of Dawn and Dusk, owner: alice, "
                 "zone: hand}", **{"targets: [{type: resonator}]":
                                   "targets: [{type: resonator, zone: hand}]"})
    with pytest.raises(UnsupportedMechanic, match=r"inverting .* in the hand.*1302\.3e"):
        ruling(text)


def test_a_two_face_ruler_inverting_under_a_watcher_is_exit_3() -> None:
    """FOW 1030.2: whether a two face ruler turning to its other ruler side is "inverting" for an
    ability waiting for a card to invert, the rules do not say."""
    text = scenario_text("force-of-will/rulings-audit39/invert-turns-a-two-face-ruler-to-its-"
                         "other-ruler-side.yaml").split("expect:")[0]
    old = "  Golem: {type: resonator, stats: {atk: 1000, def: 1000}}\n"
    assert old in text
    text = text.replace(old, old + "  Moon Watcher:\n    type: resonator\n    abilities:\n      - "
                        "name: Watch\n        kind: triggered\n        when: {event: inverted}\n"
                        "        effect: [{gain: {life: 300}}]\n", 1)
    with pytest.raises(UnsupportedMechanic, match=r"is a two face ruler inverting.*Watch.*1030\.2"):
        ruling(text)


def test_an_ability_neither_side_has_still_cites_activating() -> None:
    text = scenario_text(AUDIT + "an-ability-of-the-despair-side-is-refused-while-hope-side-up"
                         ".yaml").split("expect:")[0].replace("ability: Dusk Strike",
                                                              "ability: Dawn Strike")
    res = ruling(text)
    assert "FOW 1302.3d" not in res.citations
    assert_cites(res, "FOW 707.2")


def test_removing_a_plain_card_inverted_is_exit_3() -> None:
    """FOW 1030.3: a card with no despair side cannot flip to it; what happens the rules do not
    say."""
    text = scenario_text(AUDIT + "removed-inverted-it-is-despair-side-up-in-the-removed-area"
                         ".yaml").split("expect:")[0]
    text = text.replace("  - {id: maiden, card: Maiden of Dawn and Dusk, owner: alice, zone: "
                        "field, inverse_side: Dawn Maiden}",
                        "  - {id: maiden, card: Golem, owner: alice, zone: field}")
    text = text.replace("cards:\n", "cards:\n  Golem: {type: resonator, stats: {atk: 1000, def: "
                        "1000}}\n", 1)
    with pytest.raises(UnsupportedMechanic, match=r"removing Golem.*inverted.*1030\.3"):
        ruling(text)


def test_inverting_a_spell_on_the_chase_is_exit_3() -> None:
    """FOW 1302.3d: a spell inverted on the chase would have its despair side's text from then
    on; judge does not turn a waiting spell's text over: no ruling on the hope side's text."""
    text = _chased(", choices: {inverse_side: Dawn Maiden}").replace(
        "  Dusk Maiden: {type: resonator, traits: [Inverse], stats: {atk: 1200, def: 800}}\n",
        "  Dusk Maiden: {type: resonator, traits: [Inverse], stats: {atk: 1200, def: 800}}\n"
        "  Eclipse:\n    type: chant\n    keywords: [quickcast]\n    targets: [{zone: chase}]\n"
        "    effect: [{invert: {target: $1}}]\n")
    text = text.replace("then: resolve\n", "objects:\n  - {id: eclipse, card: Eclipse, owner: "
                        "alice, zone: hand}\nactions:\n  - {by: alice, do: play, card: eclipse, "
                        "targets: [maiden]}\nthen: resolve\n")
    with pytest.raises(UnsupportedMechanic, match=r"inverting .* on the chase.*1302\.3d"):
        ruling(text)


def test_inverting_a_copy_of_a_side_is_exit_3() -> None:
    """FOW 1302.1b: a card that becomes a copy of a side of an Inverse card is no double-sided
    card: it has no despair side of its own to turn to, and judge does not rule it did."""
    text = scenario_text(INVERT).split("expect:")[0]
    text = text.replace("  Eclipse:\n", "  Golem: {type: resonator, stats: {atk: 1000, def: 1000}}"
                        "\n  Mimicry:\n    type: chant\n    targets: [{type: resonator, named: "
                        "Golem}, {type: resonator, named: Dawn Maiden}]\n    effect: [{become_copy:"
                        " {target: $1, of: $2}}]\n  Eclipse:\n", 1)
    text = text.replace("  - {id: eclipse,", "  - {id: golem, card: Golem, owner: alice, zone: "
                        "field}\n  - {id: mimicry, card: Mimicry, owner: alice, zone: hand}\n"
                        "  - {id: eclipse,", 1)
    text = text.replace("  - {by: alice, do: play, card: eclipse, targets: [maiden]}",
                        "  - {by: alice, do: play, card: mimicry, targets: [golem, maiden]}\n"
                        "  - {by: alice, do: pass}\n  - {by: bob, do: pass}\n"
                        "  - {by: alice, do: play, card: eclipse, targets: [golem]}")
    with pytest.raises(UnsupportedMechanic, match=r"a copy of a side of an Inverse card.*1302\.1b"):
        ruling(text)


def test_an_inverse_card_is_no_ruler() -> None:
    """FOW 1302.1a: rulers are no double-sided cards, so no Inverse card is a ruler."""
    text = _with(INVERT, **{"  Dawn Maiden: {type: resonator,": "  Dawn Maiden: {type: ruler,"},
                 entry=ENTRY.replace("type: resonator", "type: ruler"))
    with pytest.raises(InputError, match=r"inverse_sides\[0\]: 'Dawn Maiden' is a ruler: an "
                       r"Inverse card is a double-sided card, which no ruler is"):
        ruling(text)
