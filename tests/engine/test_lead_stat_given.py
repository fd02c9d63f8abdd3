""""Does the Devotee get +1 Might?" of a unit at Might 6 from 3 led with its Might and no Yes or
No: the net change (+3) is not the +1 asked, nor none, and a +3 may hold a +1. Where the changes
to the stat add up to its value now from the printed one it had at the start, they say whether
one of them was that +1: here only its Heavy Maul's +3 (Weaponmaster does not choose its unit,
RB 821.1.c.6), so No."""

from __future__ import annotations

from .leads import leads


def test_no_change_of_the_amount_asked_is_a_no() -> None:
    found = leads("riftbound/rulings/weaponmaster-does-not-choose-its-unit.yaml")
    assert found[0].subject.id == "devotee", found[0].sentence
    assert found[0].verdict == "No", found[0].sentence
