"""Force of Will audit 63: audit 62's leftovers ("Does the Squire still have +300 ATK?" with
no Yes or No; the pump probes citing how the Squire entered the field, not the rule that
decides its ATK; the No to "dealt damage twice" without why the original dealt none; the
expel and impossible-replacement files' destination without 910.2d)."""

from __future__ import annotations

import pytest

from judge.engine.answer import Fact
from tests.helpers import leads_asked, ruling, scenario_text, scenario_text_without_expect


def leads(name: str, expect: bool) -> list[Fact]:
    """The lead facts of a bundled file, with its `expect:` or without it (a judge's own)."""
    text = scenario_text(name) if expect else scenario_text_without_expect(name)
    return [f for f in ruling(text).answer if f.lead]


AUDIT = "force-of-will/rulings-audit63/"
KEPT = AUDIT + "pump-is-not-kept-by-a-card-played-again.yaml"
HAD = AUDIT + "class-pump-is-had-by-a-resonator-played-after-it.yaml"
LOST = ("force-of-will/rulings-audit62/pump-until-end-of-turn-is-lost-when-the-card-is-"
        "played-again.yaml")
CLASS = "force-of-will/rulings-audit62/class-pump-reaches-a-resonator-played-after-it.yaml"


@pytest.mark.parametrize("expect", [True, False])
def test_a_card_played_again_does_not_still_have_the_pump(expect: bool) -> None:
    """"Does the Squire still have +300 ATK?" of a Squire Battle Cry pumped, returned to hand
    and played again: No, it is a new object (FOW 302.3b) with none of the old one's changes.
    It was no Yes or No ("have" a change was not read as asking one)."""
    lead = leads(KEPT, expect)[0]
    assert lead.verdict == "No", lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_a_resonator_played_after_a_class_pump_has_it(expect: bool) -> None:
    """"Does the Squire have +200 ATK?" of a Squire played after Rally ("resonators you control
    gain +200 ATK"): Yes, the effect covers a card that fits it later (FOW 909.4). It was no
    Yes or No."""
    lead = leads(HAD, expect)[0]
    assert lead.verdict == "Yes", lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked", "verdict"), [
    (LOST, "Does the Squire keep the +300 ATK?", "No"),
    (LOST, "Does the Squire have +300 ATK?", "No"),
    (LOST, "Does the Squire have +200 ATK?", "No"),
    (CLASS, "Does the Squire still have +200 ATK?", "Yes"),
    (CLASS, "Does the Squire have +300 ATK?", "No"),
])
def test_a_change_had_is_read_from_what_makes_the_stat(
        name: str, asked: str, verdict: str, expect: bool) -> None:
    """A change "had" or "kept" is Yes where a change the card has as the ruling ends adds just
    that, No where nothing changes the stat, or where the changes add another amount (the
    +200 of Rally is not "+300": No since audit 64, it had no Yes or No)."""
    lead = leads_asked(name, asked, expect)[0]
    assert lead.verdict == verdict, lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Does the Squire get +300 ATK?",
                                   "What is the Squire's ATK?"])
def test_guard_the_get_and_what_questions_are_unchanged(asked: str, expect: bool) -> None:
    """(guard) "Does it get +300 ATK?" stays No, and "What is its ATK?" has no Yes or No."""
    lead = leads_asked(LOST, asked, expect)[0]
    assert lead.verdict == ("No" if "get" in asked else ""), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize(("name", "asked", "first"), [
    (CLASS, "What is the Squire's ATK?", "FOW 909.4"),
    (CLASS, "Does the Squire have +200 ATK?", "FOW 909.4"),
    (LOST, "What is the Squire's ATK?", "FOW 302.3b"),
    (LOST, "Does the Squire still have +300 ATK?", "FOW 302.3b"),
])
def test_the_pump_probes_cite_the_rule_that_decides_the_atk(
        name: str, asked: str, first: str, expect: bool) -> None:
    """The Squire's ATK of one played after Rally ("resonators you control gain +200 ATK"):
    the effect covers a card that comes to fit it (FOW 909.4); of one pumped, returned and
    played again: the pump stays behind as it changes zones (FOW 302.3b). With `expect:` both
    cited only the rule it entered the field by (FOW 702.3a), the class pump without it too."""
    lead = leads_asked(name, asked, expect)[0]
    assert lead.citations[0] == first, lead.citations


LANCE = "force-of-will/rulings-audit62/copy-destroys-the-target-the-original-does-nothing.yaml"


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("asked", ["Is the Golem dealt damage twice?",
                                   "Does the Golem take damage twice?"])
def test_dealt_twice_no_cites_why_the_original_dealt_none(asked: str, expect: bool) -> None:
    """"Is the Golem dealt damage twice?" of a Golem the copy of Flame Lance destroyed before
    the original resolved: No, and the rule by which the original did nothing, its target no
    longer legal (FOW 903.3a), is cited first; it cited only why the Golem was destroyed."""
    lead = leads_asked(LANCE, asked, expect)[0]
    assert lead.verdict == "No", lead.sentence
    assert lead.citations[0] == "FOW 903.3a", lead.citations


@pytest.mark.parametrize("expect", [True, False])
def test_guard_dealt_twice_yes_cites_no_undone_deal(expect: bool) -> None:
    """(guard) Twin Choice and its copy both dealing damage: "dealt damage twice" stays Yes
    and cites no skipped target."""
    lead = leads_asked("force-of-will/rulings-audit61/copy-of-a-damage-mode-does-not-draw.yaml",
                       "Is the Golem dealt damage twice?", expect)[0]
    assert lead.verdict == "Yes", lead.sentence
    assert "FOW 903.3a" not in lead.citations, lead.citations


@pytest.mark.parametrize("expect", [True, False])
@pytest.mark.parametrize("name", [
    "force-of-will/card-text/r19-impossible-replacement-goes-to-the-graveyard.yaml",
    "force-of-will/expel/expel-instead-of-a-card-you-do-not-control.yaml"])
def test_where_a_card_goes_past_an_impossible_replacement_cites_it(name: str,
                                                                   expect: bool) -> None:
    """"Where does the Sentinel go?" of a Sentinel destroyed whose move to the removed area
    (or outside the game) cannot happen: its graveyard, by the rule that a replacement that
    cannot happen is not applied (FOW 910.2d, the files' `expect.cites`); it cited 1010.1
    (where a destroyed card goes) after why it was destroyed (1204.1), not 910.2d."""
    lead = leads(name, expect)[0]
    assert lead.citations[:2] == ("FOW 1204.1", "FOW 910.2d"), lead.citations
