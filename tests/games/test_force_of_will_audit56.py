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
