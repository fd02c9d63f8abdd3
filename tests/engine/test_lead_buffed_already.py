""""What is its Might?" of a unit buffed already that a spell buffs again led with its Might,
citing nothing: the resolution said only what else the spell did. Riftbound's buff now says
the unit already has one and nothing is added (RB 426.1.b.1), and the lead takes that step. The
buff still did not happen: "if it was buffed this way" stays unmet (that ruling unchanged)."""

from __future__ import annotations

from .leads import leads


def test_a_second_buff_says_nothing_is_added() -> None:
    lead = leads("riftbound/card-text/second-buff-does-nothing.yaml")[0]
    assert "already has a buff, so nothing is added" in lead.sentence, lead.sentence
    assert lead.citations[:1] == ("RB 426.1.b.1",), lead.citations


def test_a_buff_of_a_buffed_unit_still_did_not_happen() -> None:
    found = leads("riftbound/rulings/buff-an-already-buffed-unit-was-not-buffed-this-way.yaml")
    assert found[1].sentence.startswith("No — alice does not draw"), found[1].sentence
