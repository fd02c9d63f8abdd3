"""Force of Will audit 39 (scenarios/force-of-will/rulings-audit39/): two face rulers (FOW 1306,
1030.1), which before this audit a file could not write (`ruler_sides:` was an unknown card key),
and audit 38's leftovers of alternative cards (1307): one in the field or on the chase at the
start (exit 3 before), a copy of one (any copy effect in the file was exit 3), a play of one by
an effect (the whole card was played and expelled: a confident wrong ruling), and the label of
its play. What a file may get wrong is a located error (exit 2); what judge does not model is an
honest exit 3, never a ruling on the card as if it were plain."""

from __future__ import annotations

import pytest

from judge.errors import InputError, UnsupportedMechanic
from tests.helpers import (
    BUNDLED,
    assert_cites,
    assert_rejected,
    leads_of,
    resolved_json,
    ruling,
    scenario_text,
    zone,
)

AUDIT = "force-of-will/rulings-audit39/"
INVERT = AUDIT + "invert-turns-a-two-face-ruler-to-its-other-ruler-side.yaml"
FIELD = AUDIT + "the-resonator-half-in-the-field-at-the-start-is-whole-again-in-the-graveyard.yaml"
CHASE = AUDIT + "the-chant-half-on-the-chase-at-the-start-resolves-as-that-half.yaml"
PAID = AUDIT + "the-half-is-paid-for-though-the-whole-card-costs-more.yaml"
REFUSED = "force-of-will/rulings-audit38/only-the-chosen-half-s-cost-is-checked.yaml"
TWINS = "  - {id: twins, card: Moon Twins, owner: alice, zone: ruler_area, ruler_side: Waxing Twin}"


def _with(name: str, **subs: str) -> str:
    text = scenario_text(name).split("expect:")[0]
    for old, new in subs.items():
        old = {"twins": TWINS, "entry": "  Moon Twins: {type: ruler, ruler_sides: [Waxing Twin, "
               "Waning Twin]}", "waxing": "  Waxing Twin:\n    type: ruler\n",
               "pact": "  - {id: pact, card: Ember Pact, owner: alice, zone: field, half: "
               "Ember Hound}", "item": "choices: {half: Ember Rain}",
               "stroke": "    effect: [{destroy: {target: $1}}]"}.get(old, old)
        assert old in text, old
        text = text.replace(old, new)
    return text


# ----- two face rulers (FOW 1306) -----------------------------------------------------------------
def test_the_side_up_is_the_card_and_inverting_turns_it() -> None:
    """FOW 1306.2, 1030.1: the object is the side the file says; inverted, the other side."""
    res = ruling(scenario_text(INVERT))
    assert res.final["objects"]["twins"]["card"] == "Waning Twin"
    assert_cites(res, "FOW 1030.1")


@pytest.mark.parametrize(("twins", "message"), [
    ("  - {id: twins, card: Moon Twins, owner: alice, zone: ruler_area}",
     r"objects\[0\]\.card: Moon Twins is a two face ruler: write the side"),
    (TWINS.replace("ruler_side: Waxing Twin", "ruler_side: Full Twin"),
     r"objects\[0\]\.ruler_side: 'Full Twin' is no side of Moon Twins"),
    (TWINS.replace("card: Moon Twins", "card: Waxing Twin").replace(", ruler_side: Waxing Twin",
                                                                     ""),
     r"objects\[0\]\.card: Waxing Twin is a side of the two face ruler Moon Twins"),
])
def test_the_file_says_the_side_never_judge(twins: str, message: str) -> None:
    """FOW 1306.2: the side it begins on is its player's choice: the file's, located."""
    with pytest.raises(InputError, match=message):
        ruling(_with(INVERT, twins=twins))


def test_a_side_named_on_a_plain_card_is_an_error() -> None:
    with pytest.raises(InputError, match=r"objects\[1\]\.ruler_side: Golem is no two face"):
        ruling(_with(INVERT, **{"  - {id: golem, card: Golem, owner: bob, zone: field}":
                                "  - {id: golem, card: Golem, owner: bob, zone: field, "
                                "ruler_side: Golem}"}))


@pytest.mark.parametrize(("entry", "message"), [
    ("  Moon Twins: {type: ruler, ruler_sides: [Waxing Twin, Waxing Twin]}",
     r"cards\.Moon Twins\.ruler_sides: a two face ruler has two ruler sides"),
    ("  Moon Twins: {type: ruler, ruler_sides: [Waxing Twin, Golem]}",
     r"ruler_sides\[1\]: 'Golem' is no ruler"),
    ("  Moon Twins: {type: ruler, ruler_sides: [Waxing Twin, Waning Twin], keywords: [bane]}",
     r"cards\.Moon Twins\.keywords: a two face ruler's information is its sides'"),
    ("  Moon Twins: {type: resonator, ruler_sides: [Waxing Twin, Waning Twin]}",
     r"cards\.Moon Twins\.type: a two face ruler is a ruler"),
    # targets or modes on the whole card were accepted and read by nothing (the checks of a
    # card written as two parts are now alternative cards' too: judge/games/force_of_will/parts.py)
    ("  Moon Twins: {type: ruler, ruler_sides: [Waxing Twin, Waning Twin], targets: [{type: "
     "resonator}]}", r"cards\.Moon Twins\.targets: a two face ruler's information is its sides'"),
])
def test_a_two_face_ruler_is_its_two_ruler_sides(entry: str, message: str) -> None:
    """FOW 1306.1: a ruler card with two ruler sides, and nothing of its own."""
    with pytest.raises(InputError, match=message):
        ruling(_with(INVERT, entry=entry))


def test_a_side_with_a_j_ruler_side_is_an_error() -> None:
    """FOW 1306.1: both sides are ruler sides: no J-ruler side, no [Judgment]."""
    with pytest.raises(InputError, match=r"ruler_sides\[0\]: 'Waxing Twin' has a J-ruler side"):
        ruling(_with(INVERT, waxing="  Waxing Twin:\n    type: ruler\n    j_ruler: Golem\n"))


def test_inverting_anything_else_is_exit_3() -> None:
    """FOW 1030.1: only a two face ruler and an Inverse card (audit 42) invert: inverting a
    plain resonator is no ruling."""
    text = _with("force-of-will/rulings-audit39/an-opponent-s-chant-inverts-a-two-face-ruler.yaml",
                 **{"targets: [{type: ruler}]": "targets: [{type: resonator}]",
                    "targets: [twins]": "targets: [golem]"})
    with pytest.raises(UnsupportedMechanic, match=r"only a two face ruler.*Inverse card.*1030\.1"):
        ruling(text)


def test_an_activation_is_labelled_by_the_side_it_was_taken_on() -> None:
    """The verdict names the ability's card as it was when activated, not the side it was
    inverted to since (it said "alice activates Waning Twin's Wane")."""
    leads = leads_of(AUDIT + "an-inverted-two-face-ruler-stays-rested-with-its-counters.yaml")
    assert "alice activates Waxing Twin's Wane" in leads[0].text


# ----- alternative cards at the start (FOW 1307.3-1307.4) -----------------------------------------
def test_a_half_in_the_field_at_the_start_is_that_half() -> None:
    res = ruling(_with(FIELD))
    assert zone(res, "pact") == "graveyard"
    assert res.final["objects"]["pact"]["card"] == "Ember Pact"
    assert_cites(res, "FOW 1307.4")


@pytest.mark.parametrize(("pact", "message"), [
    ("  - {id: pact, card: Ember Pact, owner: alice, zone: field, half: Ember Rain}",
     r"objects\[0\]\.half: 'Ember Rain' is a chant half: only a resonator"),
    ("  - {id: pact, card: Ember Pact, owner: alice, zone: field, half: Ember Storm}",
     r"objects\[0\]\.half: 'Ember Storm' is no half of Ember Pact"),
    ("  - {id: pact, card: Ember Pact, owner: alice, zone: hand, half: Ember Hound}",
     r"objects\[0\]\.half: only in the field or on the chase is Ember Pact one half"),
])
def test_the_half_in_the_field_is_checked(pact: str, message: str) -> None:
    """FOW 1307.4: only a resonator, regalia or addition half is in the field; FOW 1307.5:
    anywhere else the card is both halves."""
    with pytest.raises(InputError, match=message):
        ruling(_with(FIELD, pact=pact))


def test_a_half_named_on_a_plain_card_is_an_error() -> None:
    with pytest.raises(InputError, match=r"objects\[1\]\.half: Fell Stroke is no alternative"):
        ruling(_with(FIELD, **{"zone: hand}": "zone: hand, half: Fell Stroke}"}))


@pytest.mark.parametrize(("item", "message"), [
    ("choices: {}", r"stack\[0\]\.card: Ember Pact is an alternative card on the chase: write "
                    r"which half"),
    ("choices: {half: Ember Storm}", r"stack\[0\]\.choices\.half: 'Ember Storm' is no half"),
])
def test_the_half_on_the_chase_is_checked(item: str, message: str) -> None:
    """FOW 1307.3: on the chase it is the half its player chose: the file says which."""
    with pytest.raises(InputError, match=message):
        ruling(_with(CHASE, item=item))


# ----- copies and plays by an effect (FOW 1307.3, 1307.3c) ----------------------------------------
PLAY_BY_EFFECT = """game: force-of-will
title: probe
turn: {player: alice, phase: main, number: 5}
priority: alice
players:
  alice: {life: 4000, fire: 1}
  bob: {life: 4000}
cards:
  Ember Pact: {type: resonator, halves: [Ember Hound, Ember Rain]}
  Ember Hound: {type: resonator, cost: {fire: 1}, stats: {atk: 400, def: 400}}
  Ember Rain:
    type: chant
    cost: {fire: 2}
    targets: [{type: resonator}]
    effect: [{damage: {target: $1, amount: 500}}]
  Free Cast: {type: chant, cost: {fire: 1}, effect: [EFFECT]}
objects:
  - {id: pact, card: Ember Pact, owner: alice, zone: ZONE}
  - {id: fc, card: Free Cast, owner: alice, zone: hand}
  - {id: squire, card: Ember Squire, owner: bob, zone: field}
actions:
  - {by: alice, do: play, card: fc}
then: resolve
"""


def test_an_alternative_card_played_by_an_effect_without_its_half_is_exit_3() -> None:
    """FOW 1307.3: its player chooses the half, a choice the file makes under `decisions:`
    (scenario an-effect-plays-an-alternative-card-as-the-half-its-player-chose); without it,
    exit 3 saying how to write it. Judge once played the whole card, which then had no text
    and was expelled (a ruling on the card as if it were plain)."""
    text = PLAY_BY_EFFECT.replace("EFFECT", "{play_now: {target: pact, free: true}}")
    with pytest.raises(UnsupportedMechanic, match=r"chooses the half they play \(FOW 1307\.3\), "
                       r"`decisions: \{pact: \{choices: \{half: <name>\}\}\}`") as caught:
        ruling(text.replace("ZONE", "hand"))
    assert caught.value.choice
    with pytest.raises(UnsupportedMechanic, match=r"'Ember Storm' is no half of it"):
        ruling(text.replace("ZONE", "hand") + "decisions:\n  pact: {choices: {half: Ember "
               "Storm}}\n")


def test_a_played_copy_of_the_whole_card_asks_its_half() -> None:
    """FOW 1307.3c: a played copy keeps both halves; its player chooses one, under the copy's id
    (scenario a-played-copy-of-an-alternative-card-keeps-both-halves); without it, exit 3."""
    text = PLAY_BY_EFFECT.replace("EFFECT", "{play_now: {target: pact, free: true, copy: true}}")
    with pytest.raises(UnsupportedMechanic, match=r"decisions: \{pact\.copy: \{choices: \{half"):
        ruling(text.replace("ZONE", "graveyard"))


def test_becoming_a_copy_of_the_whole_card_is_exit_3() -> None:
    """FOW 1307.3c, 1307.5: out of the field the card is both halves; an object in the field
    becoming a copy of that is not modelled (a copy of its half in the field is:
    becoming-a-copy-of-a-half-...)."""
    text = PLAY_BY_EFFECT.replace("EFFECT", "{become_copy: {target: squire, of: pact}}")
    with pytest.raises(UnsupportedMechanic, match=r"1307\.3c"):
        ruling(text.replace("ZONE", "graveyard"))


# ----- the play's label and its lead -----------------------------------------------------------
def test_the_play_is_labelled_by_the_card_not_the_half() -> None:
    """The action node named the half (`alice plays Ember Hound (action 1)`) once the half had
    entered the field; the verdict named the card: now both name the card."""
    data = resolved_json(BUNDLED / "force-of-will/rulings-audit38/"
                         "resonator-half-enters-with-its-own-characteristics.yaml")
    labels = [n["label"] for n in data["graph"]["nodes"] if n["id"] == "action:0"]
    assert labels == ["alice plays Ember Pact (action 1)"]


def test_a_refused_half_s_lead_cites_the_payment_rules() -> None:
    """The half's own cost decided: the lead cites the payment rules, not 1307.3a (the whole
    card could not have been paid for either)."""
    lead = leads_of(REFUSED)[0]
    assert "FOW 903.2l-1" in lead.citations and "FOW 1307.3a" not in lead.citations


def test_an_allowed_half_s_lead_cites_1307_3a() -> None:
    """Where only the half's cost could be paid (the whole card's could not), 1307.3a decides."""
    lead = leads_of(PAID)[0]
    assert "FOW 1307.3a" in lead.citations
    assert "alice plays Ember Pact" in lead.text


@pytest.mark.parametrize(("half", "rejected"), [("Ember Hound", []), ("Ember Rain", [0])])
def test_the_half_filter_reads_the_half_the_card_is(half: str, rejected: list[int]) -> None:
    """`half: <name>` as a filter: the half the alternative card is in the field (1307.4)."""
    text = _with(FIELD, **{"    targets: [{type: resonator}]":
                           f"    targets: [{{type: resonator, half: {half}}}]"})
    assert_rejected(ruling(text), rejected)
