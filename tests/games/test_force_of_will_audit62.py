"""Force of Will audit 62: audit 61's leftovers (the copy file's "Does Alice draw a card?" citing
nothing; a field said twice, "has no damage and has no damage"), then card-text probes a judge
at a table would bring, each ruled from the Comprehensive Rules before judge was run on it."""

from __future__ import annotations

import pytest

from judge.engine.answer import Fact
from tests.helpers import leads_asked, ruling, scenario_text, scenario_text_without_expect


def leads(name: str, expect: bool) -> list[Fact]:
    """The lead facts of a bundled file, with its `expect:` or without it (a judge's own)."""
    text = scenario_text(name) if expect else scenario_text_without_expect(name)
    return [f for f in ruling(text).answer if f.lead]


def facts(name: str, expect: bool) -> list[Fact]:
    """Every fact of a bundled file's answer, with its `expect:` or without it."""
    text = scenario_text(name) if expect else scenario_text_without_expect(name)
    return list(ruling(text).answer)


BOTH_BURN = "force-of-will/rulings-audit62/original-and-copy-in-the-damage-mode-draw-nothing.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_no_draw_of_an_original_and_its_copy_cites_the_mode_chosen(expect: bool) -> None:
    """"Does Alice draw a card?" where Twin Choice and Echo Chant's copy of it both resolved in
    the damage mode: No, by the step that chose that mode as the original was played (FOW
    903.2g), which the copy keeps (1017.3d). It was "No — alice does not draw: Ember Squire (d1)
    is still in alice's main deck", citing nothing (audit 61's leftover)."""
    lead = leads(BOTH_BURN, expect)[0]
    assert lead.verdict == "No", lead.sentence
    assert lead.step == 2, lead.sentence
    assert lead.citations == ("FOW 903.2g", "FOW 1017.3d"), lead.citations


COPY_NO_DRAW = "force-of-will/rulings-audit61/copy-of-a-damage-mode-does-not-draw.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_the_copy_asked_alone_is_still_answered_by_its_resolution(expect: bool) -> None:
    """(guard) "Does the copy draw a card?" of the same board stays No by the copy's own
    resolution (step 12, 1017.3d), audit 61's fix: the mode's step answers only where no one
    resolution is asked of."""
    lead = leads(COPY_NO_DRAW, expect)[0]
    assert (lead.verdict, lead.step) == ("No", 12), lead.sentence
    assert lead.citations[:1] == ("FOW 1017.3d",), lead.citations


WATCHTOWER = ("vandaria-wars/rulings-audit30/opponents-attack-skill-goes-below-the-battle-"
              "damage.yaml")


def test_a_field_asked_by_its_word_and_by_destroyed_is_said_once() -> None:
    """"Is the Militia destroyed by the battle damage or by the Watchtower?" without `expect:`:
    the Watchtower's fact said "is still on the field, has no damage and has no damage" (the
    question asked its damage by the word "damage" and again by "destroyed"); each field is said
    once (an engine reading, so of every game)."""
    tower = next(f for f in facts(WATCHTOWER, False) if f.subject.id == "tower")
    assert str(tower.sentence).count("no damage") == 1, tower.sentence


AUDIT = "force-of-will/rulings-audit62/"
LANCE = AUDIT + "copy-destroys-the-target-the-original-does-nothing.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Does the original Flame Lance deal damage?",
                                   "Does Flame Lance deal damage?"])
def test_the_original_whose_copy_destroyed_its_target_deals_no_damage(
        asked: str, expect: bool) -> None:
    """Flame Lance copied by Echo Chant: the copy (1017.3d: the same target) destroys the
    Golem, so the original's target is no longer legal as it resolves and nothing is done to it
    (FOW 903.3a). With `expect:` (which watches the Lance's zone) it was "Yes — Flame Lance
    (lance) ends in alice's graveyard": the copy's damage names the card as its source and was
    counted as the card's. Now No by the original's resolution, as without `expect:`."""
    lead = leads_asked(LANCE, f"= Alice plays Flame Lance at Bob's Golem and copies it with "
                              f"Echo Chant. {asked}", expect)[0]
    assert (lead.subject.id, lead.verdict, lead.step) == ("lance", "No", 16), lead.sentence
    assert "FOW 903.3a" in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_the_copy_still_deals_its_damage(expect: bool) -> None:
    """(guard) "Does the copy deal damage?" of the same board: Yes, by the copy's resolution."""
    lead = leads_asked(LANCE, "Does the copy deal damage?", expect)[0]
    assert (lead.verdict, lead.step) == ("Yes", 11), lead.sentence


EXPLODE = AUDIT + "explode-against-an-attacked-resonator.yaml"
SENTINEL = ("force-of-will/rulings-audit9/pierce-into-a-blocker-after-the-attacked-resonator-"
            "left.yaml")


@pytest.mark.parametrize("name,oid", [(EXPLODE, "wall"), (SENTINEL, "sentinel")])
def test_a_card_that_left_the_field_is_neither_rested_nor_recovered(name: str, oid: str) -> None:
    """A resonator rested as the file began and destroyed (or returned to its owner's hand):
    without `expect:` its fact ended "; it is recovered" ("Stone Sentinel (sentinel) ends in bob's
    hand and is recovered"), the card's state compared across its leaving the field. Off the
    field a card is neither rested nor recovered: nothing is said of it."""
    fact = next(f for f in facts(name, False) if f.subject.id == oid)
    text = str(fact.sentence)
    assert "recovered" not in text and "rested" not in text, text


@pytest.mark.parametrize("expect", [True, False])
def test_explode_destroys_an_attacked_resonator(expect: bool) -> None:
    """(pin) [Explode] needs battle damage to a resonator, blocked or not: the unblocked Bomber
    damages the attacked Wall (500 of 800 DEF) and both are destroyed (FOW 1106.2)."""
    lead = leads(EXPLODE, expect)[0]
    assert (lead.subject.id, lead.verdict) == ("wall", "Yes"), lead.sentence
    assert lead.citations[:1] == ("FOW 1106.2",), lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("name,asked,verdict", [
    (LANCE, "Is the Golem dealt damage twice?", "No"),
    (LANCE, "Does the Golem take damage twice?", "No"),
    (LANCE, "Is the Golem dealt damage once?", "Yes"),
    (COPY_NO_DRAW, "Is the Golem dealt damage twice?", "Yes"),
    (COPY_NO_DRAW, "Is the Golem dealt damage three times?", "No"),
])
def test_how_many_times_a_card_is_dealt_damage(name: str, asked: str, verdict: str,
                                               expect: bool) -> None:
    """"Is the Golem dealt damage twice?" of a Golem the copy of Flame Lance destroyed before
    the original resolved (its target gone, FOW 903.3a: dealt damage once) was "Yes — Golem
    (golem) is dealt 500 damage by Flame Lance (lance.copy) at step 11": the times asked were
    not read. Twin Choice and its copy (300 each, the Golem destroyed after both) dealt it
    damage twice."""
    lead = leads_asked(name, asked, expect)[0]
    assert (lead.subject.id, lead.verdict) == ("golem", verdict), lead.sentence


TAKEN = AUDIT + "taken-until-end-of-turn-and-destroyed-goes-to-its-owners-graveyard.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked,verdict", [
    ("Does the Golem go to Alice's graveyard?", "No"),
    ("Is the Golem in Alice's graveyard?", "No"),
    ("Does the Golem go to Bob's graveyard?", "Yes"),
    ("Does the Golem go to its owner's graveyard?", "Yes"),
])
def test_whose_graveyard_a_taken_resonator_goes_to(asked: str, verdict: str,
                                                   expect: bool) -> None:
    """Bob's Golem, taken by Alice until end of turn and destroyed by her Flame Lance, goes to
    its owner's graveyard (FOW 1010.1). "Does the Golem go to Alice's graveyard?" was "Yes —
    Golem (golem) is destroyed ...": the zone asked was read without whose it is. The fact now
    says where it ends ("it ends in bob's graveyard") where the question names whose."""
    lead = leads_asked(TAKEN, asked, expect)[0]
    assert (lead.subject.id, lead.verdict) == ("golem", verdict), lead.sentence
    if "Alice" in asked:
        assert "bob's graveyard" in str(lead.sentence), lead.sentence
        assert lead.citations == ("FOW 1204.1", "FOW 1010.1"), lead.citations


POLICY = ("force-of-will/systems/contract-j-ruler-replaced-to-the-ruler-area-policy-as-"
          "destroyed.yaml")


def test_where_a_destroyed_card_goes_does_not_displace_a_house_policy() -> None:
    """(guard) Where the question asks where a destroyed card went, its lead cites 1010.1 after
    why it was destroyed, but never in place of the house policy that decided where it went
    (FOW HP.20 kept)."""
    lead = leads(POLICY, True)[0]
    assert "FOW HP.20" in lead.citations, lead.citations
