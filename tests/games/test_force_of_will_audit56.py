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

