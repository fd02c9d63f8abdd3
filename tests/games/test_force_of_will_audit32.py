"""Force of Will audit 32 (scenarios/force-of-will/rulings-audit32/): audit 31's leftovers (a
"becomes" of one kind of trait keeping the other, FOW 1020.1; static abilities granted to another
object, 909.1d; "the attribute of your J/ruler" over several, 209.4) and edges no audit pinned;
and what the scenarios' expect cannot pin: exit 3, errors, wording."""

from __future__ import annotations

from pathlib import Path

from judge.engine.resolution import Resolution
from tests.helpers import ruling

AUDIT = Path(__file__).resolve().parents[2] / "scenarios/force-of-will/rulings-audit32"


def _text(name: str) -> str:
    return (AUDIT / name).read_text(encoding="utf-8")


def _atk(res: Resolution, oid: str) -> object:
    return res.final["objects"][oid]["stats"]["atk"]


def test_an_attribute_change_keeps_the_races() -> None:
    """FOW 1020.1 ("loses its original one of that kind"): `set_traits: [water]` took the
    Knight's race away too, so "Knight resonators +200" no longer reached it (400, not 600)."""
    res = ruling(_text("water-knight-made-water-keeps-its-knight-race.yaml"))
    assert _atk(res, "knight") == 600
    assert res.final["objects"]["knight"]["traits"] == ["Knight", "water"]


def test_a_race_change_keeps_a_given_attribute() -> None:
    """FOW 1020.1: "becomes a Dragon" dropped the water an earlier effect gave (400, not 600)."""
    res = ruling(_text("resonator-given-water-then-made-a-dragon-keeps-water.yaml"))
    assert _atk(res, "squire") == 600


def test_a_set_naming_a_race_and_an_attribute_replaces_both() -> None:
    """A `set_traits` naming both kinds ("becomes a water Dragon") replaces both: the Knight is
    no Knight any more."""
    text = _text("water-knight-made-water-keeps-its-knight-race.yaml").replace(
        "set_traits: [water]", "set_traits: [water, Dragon]").replace(
        "traits: [Knight, water], stats: {atk: 600}", "traits: [water, Dragon], stats: {atk: 400}")
    res = ruling(text)
    assert _atk(res, "knight") == 400
