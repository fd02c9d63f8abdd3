"""Force of Will audit 56 (scenarios/force-of-will/rulings-audit56/): probes a judge at a table
would bring, and audit 55's leftovers."""

from __future__ import annotations

import pytest

from tests.helpers import ruling, scenario_text, scenario_text_without_expect

AUDIT56 = "force-of-will/rulings-audit56/"
REDIRECT = AUDIT56 + "prevention-before-a-redirect-to-the-player.yaml"
COUNTER = AUDIT56 + "part-prevented-the-rest-turned-into-a-counter.yaml"


@pytest.mark.parametrize(("path", "expect"), [(REDIRECT, True), (REDIRECT, False),
                                              (COUNTER, True)])
def test_a_change_placed_after_a_prevention_cites_the_order_rule(path: str,
                                                                 expect: bool) -> None:
    """FOW 910.2a: Bob's Guard prevents 200 of Quick Spark's 300, then the 100 left is
    redirected to Bob (3900 life) or turned into a [+100/+100] counter: the rule puts the
    prevention before the redirect or the "instead", whatever order Bob names. The lead (the
    redirect's or the instead's step) cited only 910.1, not the rule that decided what was
    left for it to change."""
    text = scenario_text(path) if expect else scenario_text_without_expect(path)
    lead = next(f for f in ruling(text).answer if f.lead)
    assert "FOW 910.2a" in lead.citations, (lead.sentence, lead.citations)


def test_the_kinds_order_whatever_the_player_names() -> None:
    """The order Bob names (the redirect first) does not move it before the prevention."""
    text = scenario_text(REDIRECT).replace(
        "expect:", "decisions:\n  replacements: {order: [squire, guard]}\nexpect:")
    res = ruling(text)
    lead = next(f for f in res.answer if f.lead)
    assert lead.sentence.startswith("Bob has 3900 life"), lead.sentence
    assert "FOW 910.2a" in lead.citations, lead.citations


TAKEN = AUDIT56 + "leaving-trigger-of-a-taken-resonator-is-its-last-controllers.yaml"
TAKEN25 = ("force-of-will/rulings-audit25/"
           "leaving-trigger-of-a-taken-card-is-its-last-controllers.yaml")


@pytest.mark.parametrize("path", [TAKEN, TAKEN25])
@pytest.mark.parametrize("expect", [True, False])
def test_whose_leaving_trigger_cites_the_card_as_it_was_in_the_field(path: str,
                                                                      expect: bool) -> None:
    """FOW 906.7b, 105.3b: the Martyr, Alice's card that Bob controlled, is destroyed; its "when
    this card is destroyed, you gain 500 life" looks at it as it was in the field, so "you" is
    Bob, though the card went to Alice's graveyard. The lead cited 906.10 (the ability resolves
    though its source left) and 105.3b, which alone, of a card now Alice's, says Alice: the
    rules that decide whose it is now lead, 906.7b first."""
    text = scenario_text(path) if expect else scenario_text_without_expect(path)
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("Bob has "), lead.sentence
    assert lead.citations[:2] == ("FOW 906.7b", "FOW 105.3b"), lead.citations


def test_a_trigger_on_another_event_keeps_its_rules() -> None:
    """A taken card's trigger on another event (its entering) whose card left before it
    resolved did not look at the card leaving: 906.7b is not cited."""
    text = scenario_text(TAKEN).replace("when: {event: destroyed, object: self}",
                                        "when: {event: damaged, object: self}")
    res = ruling(text)
    assert not any("FOW 906.7b" in s.citations for s in res.steps)


DRAIN25 = "force-of-will/rulings-audit25/drain-on-a-taken-blocker-gains-its-controller-life.yaml"


@pytest.mark.parametrize("asked", ["Who gains 500 life?", "Who gains the life?",
                                   "Who gains life?"])
def test_who_gains_life_is_the_player_whose_life_went_up(asked: str) -> None:
    """Without `expect:`, "Who gains 500 life?" was led by "Alice has 4000 life and 0 fire
    (from 1)": Alice paid for her Quick Spark, so her fact changed first, and both facts say
    "life". The player whose life went up now leads."""
    text = scenario_text_without_expect(TAKEN).replace("Who gains 500 life?", asked)
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("Bob has 4500 life (from 4000)"), lead.sentence


@pytest.mark.parametrize("expect", [True, False])
def test_who_gains_life_of_a_drain(expect: bool) -> None:
    """Audit 25's "Who gains life, and how much?" of a taken Leech Knight's [Drain] was led by
    "Alice still has 3000 life" (the battle), with its expect.cites (1135.3) behind: Bob's
    gain, from the Drain, leads."""
    text = scenario_text(DRAIN25) if expect else scenario_text_without_expect(DRAIN25)
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("Bob has 3400 life"), lead.sentence
    assert lead.citations[:1] == ("FOW 1135.3",), lead.citations


def test_who_gains_what_no_player_gained_keeps_the_order() -> None:
    """Of a resource no player gained ("Who gains fire?"), no player's fact is moved ahead."""
    text = scenario_text_without_expect(TAKEN).replace("Who gains 500 life?", "Who gains fire?")
    lead = next(f for f in ruling(text).answer if f.lead)
    assert not lead.sentence.startswith("Bob"), lead.sentence


NO_LONGER = AUDIT56 + "target-no-longer-damaged-is-not-destroyed.yaml"
RESTED26 = ("force-of-will/rulings-audit26/"
            "rested-target-recovered-in-response-is-no-longer-legal.yaml")
ETERNAL27 = ("force-of-will/rulings-audit27/"
             "explode-on-an-eternal-attacker-destroys-only-the-blocker.yaml")
KEPT_VW16 = "vandaria-wars/rulings-audit16/destroyed-instead-exhausted-keeps-its-damage.yaml"
TAKEN34 = ("force-of-will/rulings-audit34/"
           "taking-the-target-makes-an-opponents-only-target-illegal.yaml")


@pytest.mark.parametrize(("path", "why", "rule"), [
    (NO_LONGER, "at step 11, Finish Off (finish) resolves: its destroy instruction does not "
     "happen: its target Golem (golem) (it is on the field) is no longer legal", "FOW 903.3a"),
    (RESTED26, "at step 7, Ambush Strike (strike) resolves: its destroy instruction does not "
     "happen", "FOW 903.3a"),
    (ETERNAL27, "at step 23, Explode (golem.explode) resolves", "FOW 1106.2"),
    (KEPT_VW16, "at step 9, Stone Guard (guard) was not destroyed and keeps its damage",
     "VW HP.43"),
])
@pytest.mark.parametrize("expect", [True, False])
def test_not_destroyed_says_the_later_step_that_left_it_there(path: str, why: str, rule: str,
                                                              expect: bool) -> None:
    """"Is the Golem destroyed?" of one whose damage Bob's Mend removed before Alice's Finish
    Off ("destroy target damaged resonator") resolved: the lead was "No — Golem is still on
    the field and has no damage, when Mend resolves" (FOW 1007.6b), the step that changed it,
    not why it was not destroyed: the Finish Off found it no longer a legal target (903.3a).
    A later step that left the object where it was (a destroy that did not happen, an
    [Eternal] card its own [Explode] could not destroy, VW HP.43's Guard the same damage does
    not destroy again) now says why, and its rule leads."""
    text = scenario_text(path) if expect else scenario_text_without_expect(path)
    lead = next(f for f in ruling(text).answer if f.lead)
    assert why in lead.sentence, lead.sentence
    assert lead.citations[:1] == (rule,), lead.citations


def test_the_step_that_left_it_is_said_once() -> None:
    """Where the fact already says that step (a field kept "as at the start"), it is not said
    again."""
    lead = next(f for f in ruling(scenario_text(TAKEN34)).answer if f.lead)
    assert lead.sentence.count("at step 11, Hex Bolt (bolt) resolves") == 1, lead.sentence


INSTEAD = AUDIT56 + "prevention-before-an-instead-on-the-same-damage.yaml"
UNPAID = AUDIT56 + "trigger-whose-cost-cannot-be-paid-is-not-played.yaml"


@pytest.mark.parametrize(("asked", "verdict"), [
    ("Does the Golem get a counter?", "No"), ("Does the Golem get a [+100/+100] counter?", "No"),
    ("Does the Golem have a counter?", "No"), ("Does the Golem get any counters?", "No")])
def test_a_counter_asked_of_in_the_singular(asked: str, verdict: str) -> None:
    """"Does the Golem get a counter?" (Shelter prevented all the damage its "instead" would
    have turned into a counter) had no Yes or No: only "counters" was read as the noun."""
    text = scenario_text(INSTEAD).replace("Does the Golem get a counter?", asked)
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.verdict == verdict, lead.sentence


def test_counter_the_verb_is_not_a_counter_asked() -> None:
    """"Does Bob counter it?" names no counter of the Golem: not read as one."""
    from judge.engine.answer import COUNTER_NOUN

    assert not COUNTER_NOUN.search("does bob counter it?")
    assert COUNTER_NOUN.search("does it keep its counters?")


@pytest.mark.parametrize("expect", [True, False])
def test_untouched_by_a_trigger_whose_cost_was_not_paid(expect: bool) -> None:
    """FOW 906.6: "Is Bob's Squire dealt damage?" of the one resonator Bob controls, which the
    Cinder Herald's "[Enter] >>> pay one fire will: deal 300 damage to target resonator" could
    have targeted; Alice had no will, so the trigger was not put on the chase. The lead was "No
    — Squire is still on the field and has no damage", citing nothing; that step now says
    why, and its rule leads."""
    text = scenario_text(UNPAID) if expect else scenario_text_without_expect(UNPAID)
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("No — Squire (squire) "), lead.sentence
    assert "has no damage: Cinder Herald (herald)'s Flare Up triggered but its cost cannot be " \
        "paid" in lead.sentence, lead.sentence
    assert lead.citations[:1] == ("FOW 906.6",), lead.citations


def test_a_trigger_that_could_have_aimed_elsewhere_is_not_the_why() -> None:
    """With two resonators of Bob's it could have targeted, that trigger is not said to be why
    this one was untouched (it may never have been aimed at it)."""
    text = scenario_text_without_expect(UNPAID).replace(
        "  - {id: squire, card: Squire, owner: bob, zone: field}\n",
        "  - {id: squire, card: Squire, owner: bob, zone: field}\n"
        "  - {id: squire2, card: Squire, owner: bob, zone: field}\n")
    lead = next(f for f in ruling(text).answer if f.lead)
    assert "Flare Up" not in lead.sentence, lead.sentence


AWAKENING11 = "force-of-will/rulings-audit11/awakening-not-paid-ignores-the-awakened-text.yaml"
JUDGMENT_X = "force-of-will/judgment-x/the-j-ruler-reads-the-x-paid-in-its-judgment.yaml"


@pytest.mark.parametrize(("path", "lead_opens"), [
    (UNPAID, "No — Squire (squire) "),
    (AWAKENING11, "No — Ember Squire (squire) is still on the field and has no damage"),
    (JUDGMENT_X, "Stone Sentinel (sentinel) has 200 damage"),
])
def test_a_player_named_only_as_whose_the_card_is(path: str, lead_opens: str) -> None:
    """"Does Bob's Ember Squire take damage?", "How much damage does Bob's Stone Sentinel
    take?" without `expect:` were led by Bob's own life ("No — bob still has 4000 life", "Bob
    loses no life"): a player named only as whose the card is counted as much as one asked
    of. The card asked of leads."""
    lead = next(f for f in ruling(scenario_text_without_expect(path)).answer if f.lead)
    assert lead.sentence.startswith(lead_opens), lead.sentence


def test_a_player_asked_of_still_leads() -> None:
    """"Does Bob take damage?" asks of Bob: his life leads."""
    text = scenario_text_without_expect(UNPAID).replace(
        "Is Bob's 300/300\n  Squire dealt damage?", "Does Bob take damage?")
    lead = next(f for f in ruling(text).answer if f.lead)
    assert lead.sentence.startswith("No — bob still has 4000 life"), lead.sentence


AWAKENED = AUDIT56 + "copy-of-an-awakened-chant-is-awakened.yaml"


@pytest.mark.parametrize(("path", "first"), [
    ("force-of-will/rulings/copy-of-an-x-chant-keeps-x.yaml", "FOW 1017.3d"),
    ("force-of-will/rulings-audit27/copy-of-an-x-spell-keeps-x-and-its-target.yaml",
     "FOW 1017.3d"),
    ("force-of-will/rulings/copy-of-an-awakened-spell-is-awakened.yaml", "FOW 1017.3d"),
])
def test_damage_a_copy_dealt_cites_what_the_copy_kept(path: str, first: str) -> None:
    """FOW 1017.3d (audit 55's leftover): "Bulwark Golem has 600 damage, when Scaled Blast
    resolves" cited 908.1 alone, though 300 of it the copy dealt by the X it kept; the rule of
    what a copy keeps now leads such a fact (not Vandaria Wars' house policy for copies, VW
    HP.40, whose options are of what was paid: tests/lookup/test_deciding_rule.py)."""
    lead = next(f for f in ruling(scenario_text(path)).answer if f.lead)
    assert lead.citations[:1] == (first,), (lead.sentence, lead.citations)


@pytest.mark.parametrize("expect", [True, False])
def test_destroyed_partly_by_a_copy_cites_what_the_copy_kept(expect: bool) -> None:
    """The Golem destroyed by Flare's 600 and its awakened copy's 600: 1204.1, then 1017.3d."""
    text = scenario_text(AWAKENED) if expect else scenario_text_without_expect(AWAKENED)
    # (audit 57: the copy's own resolution, which deals 600 damage to Golem (golem), answers
    # "How much damage does the copy deal" first; the Golem's destruction is the second lead)
    lead = next(f for f in ruling(text).answer
                if f.lead and "Golem (golem) is destroyed" in f.sentence)
    assert lead.citations[:2] == ("FOW 1204.1", "FOW 1017.3d"), lead.citations


def test_damage_no_copy_dealt_does_not_cite_it() -> None:
    """Rally Blast's 200 (no copy on the chase): 908.1, and no 1017.3d."""
    path = "force-of-will/rulings-audit54/amount-counted-as-the-chant-resolves.yaml"
    res = ruling(scenario_text(path))
    assert all("FOW 1017.3d" not in f.citations for f in res.answer)
