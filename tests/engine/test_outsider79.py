"""Outsider round 79: files written by someone who knows only the public scenario contract
(its sections 1-6), for rulings of the three games, that judge refused, ruled wrongly or answered
with a first sentence that is not the answer.

- "Cancel target action" written as the contract reads it, `targets: [{type: action}]` with
  `cancel: {target: $1}` (cancel's target is "a stack item"): judge took the filter as one of an
  object in play, so the cancel "fizzled" (its stack-item target "no longer legal") and the
  action it was to cancel dealt its damage. A plain filter that a `cancel` or `copy` takes is an
  item filter, as `item: true` says.
- The contract's own words for zones (`move_zone ... to: deck`, "graveyard / trash") in a game
  that names them otherwise were refused with the whole list of zones: the message now says
  which zone to write (`main_deck`, `trash`, `banishment`).
- Force of Will's "will (per attribute)" written `will: {fire: 1}` was refused as an unknown
  resource with the list only, and a will ability so written was told it "produces none, so it
  is not `kind: resource` (write `kind: activated`)": the message now says will is written per
  attribute (`fire: 1`), and a `kind:` is not judged from an effect the file got wrong.
- `rested: true` / `tapped: true` (the contract: `exhausted`, "the game may call it rested or
  tapped") now say `did you mean 'exhausted'?`.
- Riftbound's "a unit at a battlefield" written `zone: battlefield` (the contract's zone is
  `battlefield:<id>`) was refused as an unknown zone: it is any battlefield, as `at: battlefield`.
"""

from __future__ import annotations

import pytest
import yaml

from judge.app import load_scenario_text
from judge.errors import InputError

from ..helpers import ruling, scenario_text

VW = "vandaria-wars/outsider79/"
FOW = "force-of-will/outsider79/"
RB = "riftbound/outsider79/"


def refusal(text: str) -> str:
    with pytest.raises(InputError) as caught:
        load_scenario_text(text, "<test>")
    return str(caught.value)


# ----- cancel target action: a stack item, not an object in play ---------------------------------
def test_cancel_of_a_plain_filter_cancels_the_action() -> None:
    res = ruling(scenario_text(VW + "cancel-the-action.yaml"))
    assert list(res.resolved) == ["denial"]
    assert res.final["objects"]["squire"]["damage"] == 0
    assert res.final["objects"]["squire"]["zone"] == "field"


def test_cancel_of_a_plain_filter_is_an_item_filter() -> None:
    card = load_scenario_text(scenario_text(VW + "cancel-the-action.yaml"), "<t>").cards["Denial"]
    assert card.targets[0].item and card.targets[0].types == ("action",)


def test_cancel_of_a_plain_filter_played_by_an_action() -> None:
    text = scenario_text(VW + "cancel-the-action.yaml").replace(
        "  - {id: denial, card: Denial, controller: bob, targets: [shot]}\n", "").replace(
        "  - {id: squire, card: Squire, owner: bob, zone: field}\n",
        "  - {id: squire, card: Squire, owner: bob, zone: field}\n"
        "  - {id: denial, card: Denial, owner: bob, zone: hand}\n"
        "actions:\n  - {by: alice, do: pass}\n"
        "  - {by: bob, do: play, card: denial, targets: [shot]}\n")
    res = ruling(text.split("expect:")[0])
    assert not res.rejected
    assert list(res.resolved) == ["denial"]


def test_cancel_by_an_ability_of_a_plain_filter() -> None:
    res = ruling(scenario_text(RB + "countered-spell-no-play-trigger.yaml"))
    assert list(res.resolved) == ["hexer.hex"]
    assert res.final["objects"]["spark"]["zone"] == "trash"


def test_a_filter_with_a_zone_is_left_as_written() -> None:
    text = scenario_text(VW + "cancel-the-action.yaml").replace(
        "targets: [{type: action}]", "targets: [{type: action, zone: hand}]")
    card = load_scenario_text(text.split("expect:")[0], "<t>").cards["Denial"]
    assert not card.targets[0].item and card.targets[0].zone == "hand"


# ----- the contract's words for zones and resources ----------------------------------------------
def test_deck_in_force_of_will_says_main_deck() -> None:
    text = scenario_text(FOW + "back-to-the-deck.yaml").replace("to: main_deck", "to: deck")
    said = refusal(text)
    assert "move_zone.to: unknown zone 'deck'" in said and "`main_deck`" in said


def test_graveyard_in_riftbound_says_trash() -> None:
    text = scenario_text(RB + "lethal-damage-kills.yaml").replace("zone: trash", "zone: trash") \
        .replace("  - {id: sentry, card: Sentry, owner: bob, zone: base}",
                 "  - {id: sentry, card: Sentry, owner: bob, zone: base}\n"
                 "  - {id: old, card: Sentry, owner: bob, zone: graveyard}")
    said = refusal(text)
    assert "objects[1].zone: unknown zone 'graveyard'" in said and "`trash`" in said


def test_will_written_whole_says_per_attribute() -> None:
    text = scenario_text(FOW + "will-ability-no-chase.yaml").replace(
        "effect: [{gain: {fire: 1}}]", "effect: [{gain: {will: {fire: 1}}}]")
    said = refusal(text)
    assert "gain.will: unknown resource 'will': this game counts will per attribute" in said
    assert "`fire: 1`" in said
    assert "kind: activated" not in said  # not told its will ability gains nothing


def test_will_cost_written_whole_says_free() -> None:
    text = scenario_text(FOW + "quickcast-response.yaml").replace(
        "    keywords: [quickcast]\n    targets: [{type: resonator}]\n    effect: [{damage",
        "    keywords: [quickcast]\n    cost: {will: 1}\n    targets: [{type: resonator}]\n"
        "    effect: [{damage")
    said = refusal(text)
    assert "cost.will: unknown cost 'will'" in said and "`free: 1`" in said


@pytest.mark.parametrize("word", ["rested", "tapped"])
def test_rested_says_exhausted(word: str) -> None:
    text = scenario_text(FOW + "rested-spelling.yaml").replace(
        "zone: field, exhausted: true}", f"zone: field, {word}: true}}")
    assert f"objects[0].{word}: unknown key (did you mean 'exhausted'?)" in refusal(text)


# ----- Riftbound: a unit at a battlefield ------------------------------------------------------
def test_zone_battlefield_is_any_battlefield() -> None:
    res = ruling(scenario_text(RB + "target-moved-from-battlefield.yaml"))
    assert list(res.resolved) == ["retreat", "seeker"]
    assert res.final["objects"]["scout"]["damage"] == 0
    assert res.final["objects"]["a-top"]["zone"] == "hand"


def test_zone_battlefield_does_not_reach_a_base() -> None:
    text = scenario_text(RB + "target-moved-from-battlefield.yaml").replace(
        'zone: "battlefield:bf-a"}', "zone: base}")
    res = ruling(text.split("expect:")[0])
    assert res.final["objects"]["scout"]["damage"] == 0  # never a legal target


def test_zone_battlefield_of_an_object_is_still_refused() -> None:
    text = scenario_text(RB + "target-moved-from-battlefield.yaml").replace(
        'zone: "battlefield:bf-a"}', "zone: battlefield}")
    assert "objects[0].zone: unknown zone 'battlefield'" in refusal(text)


# ----- answers read aloud: the first sentence answers the question --------------------------------
def lead(name: str, question: str | None = None) -> str:
    """The first lead sentence of bundled ruling `name`, with its `expect:` (question None) or
    asked `question` afresh without it (as `judge resolve --question` does)."""
    from ..helpers import lead_asked_afresh

    if question is None:
        return next(f for f in ruling(scenario_text(name)).answer if f.lead).sentence
    return lead_asked_afresh(name, question).sentence


FIRST_STRIKE = FOW + "first-strike-kills-blocker.yaml"


@pytest.mark.parametrize("asked", [
    "Does Alice's Duelist survive the battle with Bob's Brute?",
    "Does Alice's Duelist survive Bob's Brute?",
])
def test_a_card_named_with_its_owner_is_asked_of(asked: str) -> None:
    # FOW 1105.2: the first-strike attacker survives; it led "No — Brute is destroyed"
    assert lead(FIRST_STRIKE, asked).startswith("Yes — Duelist (duelist) is still on the field")


def test_the_other_card_named_with_its_owner() -> None:
    said = lead(FIRST_STRIKE, "Does Bob's Brute survive the battle with Alice's Duelist?")
    assert said.startswith("No — Brute (brute) is destroyed")


STUDENT = RB + "played-spell-triggers.yaml"


@pytest.mark.parametrize("asked", [
    "Does the Student get +1 Might when Alice's Spark resolves?",
    "Does the Student get +1 Might when Alice plays Spark?",
])
def test_when_names_what_sets_off_the_trigger(asked: str) -> None:
    # RB 419.4.a: "when you play a spell, give me +1 Might" of a Spark played: Yes (it was
    # "No — Student has Might 2 once step 4 is over; later ... Might 3")
    assert lead(STUDENT, asked).startswith("Yes — Student (student) has Might 3")


def test_once_still_asks_the_moment() -> None:
    # "once ... has resolved" asks of the moment, which the trigger's change came after
    said = lead(STUDENT, "What is the Student's Might once Alice's Spark has resolved?")
    assert "Might 2 once step 4 is over" in said


def test_a_countered_spell_still_no() -> None:
    assert lead(RB + "countered-spell-no-play-trigger.yaml").startswith(
        "No — Student (student) has Might 2")


RAIDER = RB + "play-trigger-after-unit-enters.yaml"


def test_a_player_named_in_an_opening_time_clause_is_not_asked_of() -> None:
    # it led "Alice has 1 Energy (from 3)": Alice is named only in "After Alice plays ..."
    assert lead(RAIDER).startswith("Raider (raider) ends in alice's base")


WATCHERS = FOW + "simultaneous-enter-triggers.yaml"


@pytest.mark.parametrize("asked", [
    None,
    "Whose Watcher ability resolves first?",
    "Whose trigger resolves first?",
    "Whose Watcher ability resolves first when Alice's Squire enters the field?",
])
def test_whose_resolves_first_says_whose(asked: str | None) -> None:
    # FOW 603.2: the turn player's trigger goes on the chase first, so Bob's resolves first
    said = lead(WATCHERS, asked)
    assert said.startswith("Bob's Watch (b-watch.watch) resolves first, at step 9, before "
                           "alice's Watch (a-watch.watch) at step 13")


MARTYR = VW + "trigger-opens-new-register.yaml"


@pytest.mark.parametrize("asked", [None, "Does the Martyr's Last Word resolve before or after "
                                         "Bob's Tax?"])
def test_before_or_after_says_which_without_yes_or_no(asked: str | None) -> None:
    # VW REG.6.a: the trigger waits for a new register, after the Tax (it led "No — ...")
    said = lead(MARTYR, asked)
    assert said.startswith("Last Word (martyr.last-word) results at step 12")
    assert "only after Tax (tax)" in said and not said.startswith(("Yes", "No"))


@pytest.mark.parametrize("name", [VW + "cancel-the-action.yaml", VW + "target-leaves-play.yaml"])
def test_the_item_asked_of_leads_with_expect_as_without(name: str) -> None:
    # with `expect:` it led with Denial's / Recall's own resolution, with no Yes or No
    asked = yaml.safe_load(scenario_text(name))["question"]
    assert lead(name) == lead(name, asked)
    assert lead(name).startswith("No — Gun Shot (shot)")


DECK_EMPTY = FOW + "deck-empty-in-main-phase.yaml"


def test_losing_asked_with_a_time_clause() -> None:
    # FOW 1202.2: a draw from an empty deck outside the draw phase is no loss (it led "No —
    # alice still has 4000 life", citing nothing; with `expect:` checking her life it still
    # does: left, docs/games/force-of-will.md)
    asked = "Does Alice lose the game when Insight resolves with her deck empty?"
    assert lead(DECK_EMPTY, asked).startswith("No — alice has not lost: at step 3, alice's deck "
                                              "is empty")


def test_no_damage_to_another_card_says_why() -> None:
    # RB 359.3.e.5: the Bolt's only target was gone; it hit nothing else (it cited no rule)
    f = next(f for f in ruling(scenario_text(RB + "no-retarget-after-bounce.yaml")).answer
             if f.lead)
    assert f.sentence.startswith("No — Bolt (bolt) deals no damage to Brute (other): at step 7")
    assert "RB 359.3.e.5" in f.citations

