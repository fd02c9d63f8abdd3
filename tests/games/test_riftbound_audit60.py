"""Riftbound audit 60: questions answered with a Yes or No with their `expect:` block but not
without it (a judge's own file has none): each asked again with the block removed, in the
file's words and in others of the same class."""

from __future__ import annotations

import pytest

from ..helpers import leads_asked

BLADE = "riftbound/rulings-audit37/weaponmaster-cannot-take-equipment-the-opponent-controls.yaml"
RUNE = "riftbound/policies/equip-granted-to-a-rune-attaches-nothing.yaml"
MIXER = "riftbound/rulings/deathknell-chooses-a-unit-that-died-with-it.yaml"
KEEPER = "riftbound/card-text/trigger-if-met-then-gone-still-resolves.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "Does the Blade attach to the Adept?",
    "Is the Blade attached to the Adept?",
    "Does the Iron Blade get attached to Blade Adept?",
    "Does Weaponmaster attach the Blade to the Adept?",
])
def test_does_the_card_attach_is_asked_of_the_card_attached(asked: str, expect: bool) -> None:
    """"Does the Blade attach to the Adept?" with no `expect:` led with the Adept's play, and
    the Blade's fact said where it is, not whether it is attached ("attach" was no word for
    it, and a card attached to nothing has no entry to say): No, the Blade is not attached,
    Weaponmaster finding no Equipment Alice controls (RB 821.1.c); not a No of the Adept, the
    unit the Blade would be attached to."""
    lead = leads_asked(BLADE, asked, expect=expect)[0]
    assert lead.sentence.startswith("No — Iron Blade (blade)"), lead.sentence
    assert "is not attached to anything" in lead.sentence, lead.sentence
    assert lead.citations[0] == "RB 821.1.c", lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "Is the rune attached, and does she get the Energy?",
    "Is Basic Rune attached to anything, and does she get the Energy?",
])
def test_is_the_rune_attached_without_expect(asked: str, expect: bool) -> None:
    """"Is the rune attached?" of a rune given Equip (a card attached to nothing): it led
    with the rune exhausted for its Energy, with no Yes or No; it is not attached: its Equip
    attaches nothing, the rune being no gear (RB HP.32)."""
    leads = leads_asked(RUNE, asked, expect=expect)
    assert leads[0].sentence.startswith("No — Basic Rune (rune) is not attached to anything"), \
        leads[0].sentence
    assert leads[1].sentence.startswith("Yes — alice has 1 Energy"), leads[1].sentence


def test_a_card_asked_of_by_another_part_is_not_said_attached() -> None:
    """"Is anything attached, is the Squire equipped?": the Squire, asked whether it is
    equipped, is not said to be attached to nothing (the part asking "attached" names it
    not)."""
    leads = leads_asked("riftbound/policies/equip-granted-to-a-unit-attaches-nothing.yaml",
                        "= Is anything attached, is the Squire equipped, and is her Energy spent?",
                        expect=False)
    assert leads[0].sentence.startswith("No — Trainee Squire (squire)"), leads[0].sentence
    assert "attached" not in leads[0].sentence.split(":")[0], leads[0].sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "May the Mixer's Deathknell return the Squire?",
    "Can the Grave Mixer's Deathknell return the Squire to her hand?",
    "May the Mixer's ability choose the Squire?",
])
def test_an_ability_named_by_its_card_asks_of_what_it_acts_on(asked: str,
                                                              expect: bool) -> None:
    """"May the Mixer's Deathknell return the Squire?" with no `expect:` led with the Mixer's
    death (named only as whose ability acts), with no Yes or No: Yes, the Squire, which died in
    the same cleanup, is returned (RB 323.4: the Deathknell's target is chosen as it goes on
    the chain, the Squire already in the trash)."""
    lead = leads_asked(MIXER, asked, expect=expect)[0]
    assert lead.sentence.startswith("Yes — Trainee Squire (squire) ends in alice's hand"), \
        lead.sentence


def test_the_cards_own_ability_asked_still_asks_of_it() -> None:
    """"Does the Mixer's Deathknell trigger?" names no other card: the ability it asks of."""
    lead = leads_asked(MIXER, "Does the Mixer's Deathknell trigger?", expect=False)[0]
    assert lead.sentence.startswith("Yes — Last Brew (mixer.last-brew) triggers"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("asked", "said"), [
    ("Are Alice's runes readied?", "Yes — Basic Rune (r1) is ready"),
    ("Are Alice's runes ready?", "Yes — Basic Rune (r1) is ready"),
    ("Are Alice's runes still exhausted?", "No — Basic Rune (r1) is ready"),
])
def test_a_players_cards_asked_of_by_their_type_in_the_plural(asked: str, said: str,
                                                              expect: bool) -> None:
    """"Are Alice's runes readied?" with no `expect:` read her runes not at all ("<player>'s
    <type>" read only of her one card of the type) and led with her Energy: each of her runes
    on the board is asked of; the trigger still resolves though the Keeper is gone (RB
    383.2.b)."""
    lead = leads_asked(KEEPER, asked, expect=expect)[0]
    assert lead.sentence.startswith(said), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", [
    "Can Grave Mixer's Deathknell target the Squire?",
    "May the Mixer's Deathknell target the Squire?",
])
def test_a_trigger_may_target_a_card_that_died_before_it_went_on_the_chain(
        asked: str, expect: bool) -> None:
    """"Can the Mixer's Deathknell target the Squire?" was a confident "No — ... ends in
    alice's hand, when Last Brew resolves at step 12, before Last Brew triggers at step 8":
    read as a target that left the board before the trigger chose it (FOW 602.1b), though this
    one targets a unit in the trash, which it chose there and resolved with (RB 355.5.b)."""
    lead = leads_asked(MIXER, asked, expect=expect)[0]
    assert lead.sentence.startswith("Yes — Trainee Squire (squire) ends in alice's hand"), \
        lead.sentence
    assert "before Last Brew" not in lead.sentence, lead.sentence
