"""Force of Will audit 34 (scenarios/force-of-will/rulings-audit34/): audit 33's leads that cited
a nearby rule, not the one that decided (a trigger removed for want of a target, a static whose
condition came to hold, a trigger whose "another" leaves out its own card), and edges of the
card-text rules of chapters 9 to 11 that no scenario cited; and what the scenarios' expect
cannot pin: which rule a lead cites first and what it says."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.engine.answer import Fact
from judge.errors import UnsupportedMechanic
from tests.helpers import ruling

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


def _lead(name: str) -> Fact:
    res = ruling((SCENARIOS / name).read_text(encoding="utf-8"))
    return next(f for f in res.answer if f.lead)


def _fact(name: str, says: str) -> Fact:
    """The answer's fact that says `says` (a lead or not)."""
    res = ruling((SCENARIOS / name).read_text(encoding="utf-8"))
    return next((f for f in res.answer if says in f.sentence), res.answer[0])


@pytest.mark.parametrize(("name", "says", "cites"), [
    # its enter trigger was removed for want of a target (603.3): what it would have done never
    # happened; its entering (702.3a) only says when it arrived
    ("force-of-will/rulings-audit33/herald-enter-trigger-with-no-other-resonator-has-no-target"
     ".yaml", "at step 7, Herald (herald)'s Fanfare triggered but has no legal target",
     ("FOW 603.3", "FOW 702.3a")),
    # the Squire's arrival made the Captain's condition hold: a static applies while its
    # condition holds (904.1); "fire" (209.5a) only says what the condition reads
    ("force-of-will/rulings-audit33/fire-captain-boosted-only-with-another-fire-resonator.yaml",
     "+200 ATK from Kindred of Blaze Captain (blaze)", ("FOW 904.1", "FOW 209.5a")),
    # its own arrival is not another resonator's: the trigger condition was not met (906.4)
    ("force-of-will/rulings-audit33/lone-warden-replayed-is-not-another-to-itself.yaml",
     "its Welcome watches only others, not Gate Warden (w1) itself",
     ("FOW 906.4", "FOW 702.3a")),
    # a trigger removed for want of a target: the removal (603.3), not which player's first
    ("force-of-will/rulings-audit26/enter-ability-with-only-an-untargetable-choice-is-not-"
     "played.yaml", "it is removed", ("FOW 603.3", "FOW 603.2")),
    ("vandaria-wars/rulings-audit32/enter-skill-another-follower-none-left-is-removed.yaml",
     "Recruiter (recruiter)'s Rally triggered but has no legal target", ("VW HP.34",
                                                                          "VW REG.1.e")),
])
def test_audit_33_leads_cite_the_rule_that_decided(name: str, says: str,
                                                   cites: tuple[str, ...]) -> None:
    """Audit 33's leftover: these leads cited the step nearby (the card's entering, the
    attribute rules read by a condition, which player's trigger is chosen first)."""
    lead = _lead(name)
    assert says in lead.sentence, lead.sentence
    assert lead.citations == cites, lead


@pytest.mark.parametrize(("name", "says", "cites"), [
    # the blocker its [First Strike] damage destroyed before the normal damage step dealt none
    ("force-of-will/rulings/explode-blocker-killed-by-first-strike.yaml",
     "has no damage: at step 21, rule process: Powder Imp (imp)", ("FOW 1105.2", "FOW 1204.1a")),
    ("force-of-will/rulings-audit18/first-strike-destroys-a-bane-blocker-before-it-strikes.yaml",
     "has no damage: at step 21, rule process: Night Viper (viper)",
     ("FOW 1105.2", "FOW 1204.1a")),
    # [First Strike] opened the step, though [Pierce] split the damage in it
    ("force-of-will/rulings-audit27/first-strike-pierce-blocker-dies-before-it-strikes.yaml",
     "has no damage: at step 21", ("FOW 1105.2", "FOW 1204.1a")),
    # of the two Phoenixes the question names, the one put into the graveyard, not destroyed
    ("force-of-will/rulings/mythic-duplicate-is-not-destroyed.yaml",
     "no ability of Mythic Phoenix (second) triggers: at step 7", ("FOW 1205.8",)),
    # the play it watches happened, paying its cost: its condition was not met
    ("force-of-will/rulings-audit22/trigger-card-from-the-hand-was-played-paying-its-cost.yaml",
     "which does not meet its Tithe's trigger condition", ("FOW 708.4", "FOW 906.4")),
    ("force-of-will/rulings-audit22/trigger-card-from-the-standby-area-was-played-paying-its-"
     "cost-policy-paid.yaml", "which does not meet its Tithe's trigger condition",
     ("FOW HP.57", "FOW 708.2")),
    # declined from the hand (906.6b)
    ("force-of-will/setup/game-start-trigger-declined-from-the-hand.yaml",
     "at step 7, alice chooses not to play", ("FOW 906.6b",)),
    # the replacement watching the card does not watch its copy (HP.14)
    ("force-of-will/replacements/copy-cancel-not-watched-by-card-text.yaml",
     "a replacement effect watching Quick Spark (spark) does not watch it",
     ("FOW HP.14", "FOW 1017.3")),
])
def test_leads_that_cited_nothing_cite_the_rule_that_decided(name: str, says: str,
                                                             cites: tuple[str, ...]) -> None:
    """Force of Will's entries of LEADS_CITING_NOTHING (tests/test_answer.py) that now say why
    and cite the rule that decided; they were "... has no damage", "no ability of ...
    triggers", "Alice still has 4000 life", citing nothing (and a fact beside a lead, of the
    same kind)."""
    fact = _fact(name, says)
    assert says in fact.sentence, fact.sentence
    assert fact.citations == cites, fact


def test_a_replaced_destruction_is_why_its_death_trigger_did_not_trigger() -> None:
    """'What happens?' of a Phoenix Guard whose destruction was replaced: Bob's life is as it
    was because the replacement (910.1) kept its death trigger from triggering, not the
    resolution that would have destroyed it (which cites only the chase's order)."""
    res = ruling((SCENARIOS / "force-of-will/card-text/replaced-destruction-triggers-nothing.yaml"
                  ).read_text(encoding="utf-8"))
    bob = next(f for f in res.answer if f.subject.id == "bob")
    assert "at step 3, instead of Phoenix Guard (guard) being destroyed" in bob.sentence
    assert bob.citations == ("FOW 910.1",)


AUDIT = SCENARIOS / "force-of-will/rulings-audit34"


def test_a_trigger_discard_cost_with_a_choice_the_file_does_not_make_is_cannot_rule() -> None:
    """A triggered ability has to be played if it can be (906.6); its discard cost with one
    card to discard was said to be "cannot be paid" for want of a `choices:` (a confident
    wrong ruling). With one card there is no choice; with two, which is the player's choice:
    exit 3 naming the decision, never a ruling."""
    text = (AUDIT / "trigger-discard-cost-with-one-card-in-hand-is-paid-with-it.yaml").read_text(
        encoding="utf-8").split("\nexpect:")[0]
    two = text.replace("  - {id: d1,", "  - {id: page2, card: Heirloom Page, owner: alice, "
                       "zone: hand}\n  - {id: d1,")
    with pytest.raises(UnsupportedMechanic, match=r"rummager\.rummage.*choices: \{discard"):
        ruling(two)
    chosen = ruling(two + "\ndecisions:\n  rummager.rummage: {choices: {discard: [page2]}}\n")
    assert chosen.final["objects"]["page2"]["zone"] == "graveyard"
    assert chosen.final["objects"]["page"]["zone"] == "hand"


def test_a_copy_a_restriction_keeps_from_being_played_cites_the_restriction() -> None:
    """A play by an effect that a restriction forbids said so, citing nothing of it: its
    resolution now cites the restriction (104.4) and, of a copy, that a copy not played stops
    existing (1017.6d)."""
    res = ruling((AUDIT / "copy-played-under-a-chant-restriction-is-not-played.yaml").read_text(
        encoding="utf-8"))
    step = next(s for s in res.steps if "is not played" in s.summary)
    assert {"FOW 104.4", "FOW 1017.6d"} <= set(step.citations), step


@pytest.mark.parametrize(("name", "says", "cites"), [
    # destroyed? of one taken in response and then left alone: the later step says why
    ("force-of-will/rulings-audit34/taking-the-target-makes-an-opponents-only-target-illegal"
     ".yaml", "as at the start: at step 11, Hex Bolt (bolt) resolves",
     ("FOW 903.3a", "FOW 909.4a")),
    # a [Trigger] card kept hidden: the step that says it was not revealed
    ("force-of-will/rulings-audit34/trigger-card-with-no-legal-target-stays-hidden-in-the-"
     "standby-area.yaml", "is still in bob's standby area: bob does not reveal",
     ("FOW 708.2", "FOW 906.6b")),
    ("force-of-will/rulings-audit29/trigger-card-declined-stays-hidden-in-the-hand.yaml",
     "is still in bob's hand: bob does not reveal", ("FOW 708.2", "FOW 906.6b")),
])
def test_a_card_left_alone_says_the_step_that_left_it(name: str, says: str,
                                                      cites: tuple[str, ...]) -> None:
    """Facts that said only where a card is, or cited only the control change beside it, now
    say the step that left it as it was, with that step's rule."""
    fact = _fact(name, says)
    assert says in fact.sentence, fact.sentence
    assert fact.citations == cites, fact


@pytest.mark.parametrize(("name", "first"), [
    ("force-of-will/rulings-audit34/trigger-discard-cost-cannot-be-paid-with-a-card-that-cannot-"
     "be-discarded.yaml", "FOW 104.4"),
    ("riftbound/rulings/owner-who-cannot-play-leaves-the-unit-banished.yaml", "RB 054.1"),
    ("riftbound/play-restrictions/effect-cannot-play-a-unit-there.yaml", "RB 054.1"),
])
def test_a_step_a_restriction_decided_leads_with_the_restriction(name: str, first: str) -> None:
    """A step saying "... cannot ...: X forbids it" was led by how a play is undone (RB 358.5)
    or by the trigger's cost rule with which player's trigger came first (FOW 603.2): the
    restriction decided it (FOW 104.4, RB 054.1). (A play by an effect that a restriction
    forbids now cites it, which made this visible: tests/test_catalogue.py.)"""
    assert _lead(name).citations[0] == first
