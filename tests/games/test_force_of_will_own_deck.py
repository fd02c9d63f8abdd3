"""FOW 321.3c, 321.5d: `to_own_deck` ("put target entity on top (or bottom) of its owner's deck
or magic stone deck") moves each card by its card type. Scenarios: rulers/*-by-type,
copies/magic-stone-copy-of-a-resonator-to-own-deck-by-type*."""

from __future__ import annotations

from ..helpers import ruling, zone
from .test_force_of_will import fow
from .test_force_of_will_banish import JUDGE

RECALL = ("  Recall: {type: chant, targets: [{zone: field}], effect: [{to_own_deck: "
          "{target: $1, position: bottom}}, {draw: {count: 1}}]}\n")


def test_bottom_puts_a_resonator_under_the_deck() -> None:
    res = ruling(fow("""
objects:
  - {id: w, card: Wall, owner: alice, zone: field}
  - {id: d1, card: Knight, owner: alice, zone: main_deck}
  - {id: r, card: Recall, owner: alice, zone: hand}
actions: [{by: alice, do: play, card: r, targets: [w]}]
""", cards=RECALL))
    assert zone(res, "w") == "main_deck"  # under the Knight, which is drawn
    assert zone(res, "d1") == "hand"
    assert "FOW 321.3c" in res.citations


def test_a_j_ruler_stays_in_the_field() -> None:
    """321.2: a J-ruler moves to no deck; 321.3c is about resonators, additions and regalia."""
    res = ruling(fow("""
objects:
  - {id: q, card: Queen, owner: alice, zone: field}
  - {id: d1, card: Knight, owner: alice, zone: main_deck}
  - {id: r, card: Recall, owner: alice, zone: hand}
actions: [{by: alice, do: play, card: r, targets: [q]}]
""", cards=RECALL + JUDGE))
    assert zone(res, "q") == "field"
    assert "FOW 321.2" in res.citations
    assert "FOW 321.3c" not in res.citations
