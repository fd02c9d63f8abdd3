"""An object a spell was aimed at and left as it was: the spell's resolution says it did nothing
("nothing is attached", "nothing is removed from battle", "no willpower counters change")
without naming the object. The lead cited nothing; it now names that resolution and its rule."""

from __future__ import annotations

import pytest

from .leads import leads


@pytest.mark.parametrize(("path", "oid", "said", "rule"), [
    ("force-of-will/attach/no-j-ruler-to-attach-to.yaml", "keepsake", "nothing is attached",
     "FOW 1032.1"),
    ("force-of-will/rulings-audit18/remove-from-battle-outside-a-battle-does-nothing.yaml",
     "squire", "nothing is removed from battle", "FOW 1029.1"),
    ("force-of-will/wardens/willpower-counters-only-by-a-warden.yaml", "keeper",
     "no willpower counters change", "FOW 716.4")])
def test_what_a_spell_aimed_at_it_did_not_do_says_why(path: str, oid: str, said: str,
                                                      rule: str) -> None:
    lead = leads(path)[0]
    assert lead.subject.id == oid and said in lead.sentence, lead.sentence
    assert rule in lead.citations


@pytest.mark.parametrize(("path", "subject", "said", "rule"), [
    ("riftbound/card-text/control-for-as-long-as-already-over.yaml", "sq",
     "its effect is not created", "RB 390.4"),
    ("riftbound/rulings-audit20/v13-split-more-targets-than-damage-drops-as-needed.yaml", "r1",
     "ceased to be a target", "RB 355.14.h"),
    ("riftbound/rulings-audit22/told-to-pay-energy-he-has-declines-and-it-is-ignored.yaml",
     "bob", "declines to pay", "RB 444.2")])
def test_what_did_not_happen_to_it_names_its_step(path: str, subject: str, said: str,
                                                  rule: str) -> None:
    """A control effect never created (its "as long as" already over), a target dropped from a
    split (more targets than damage), a payment declined: each lead cited nothing."""
    lead = leads(path)[0]
    assert lead.subject.id == subject and said in lead.sentence, lead.sentence
    assert rule in lead.citations
