"""A game's own filter keys in its words (Words.filters): Force of Will's "if this card was played
paying one or more will" (FOW 104.9, `is: self, matches: {will_paid: 1}`) was said "its condition
(this card is an object (will paid: 1)) is not met"; it is now "this card was played paying 1 or
more will", after a noun "a resonator that was played paying 2 or more will", the same in the
JSON's English (Filter.describe) and said in Indonesian and Thai with no English left."""

from __future__ import annotations

import judge.games.force_of_will.words  # noqa: F401 - registers Force of Will's filter words
from judge.app import load_scenario, resolve
from judge.engine.wording import said_filter, said_is
from judge.i18n import translator
from judge.model.filters import Filter
from judge.msg import say

from ..conftest import SCENARIOS

PAID = Filter(extra=(("will_paid", 1),))


def test_a_condition_on_the_will_paid() -> None:
    assert str(said_is("self", PAID)) == "this card was played paying 1 or more will"
    assert str(said_is("self", Filter(extra=(("will_paid_actual", 3),)))) == \
        "this card was played paying 3 or more will in all"


def test_after_a_noun_and_in_the_json() -> None:
    f = Filter(types=("resonator",), extra=(("will_paid", 2),))
    assert str(said_filter(f)) == f.describe() == \
        "resonator that was played paying 2 or more will"


def test_in_indonesian_and_thai() -> None:
    assert say(said_is("self", PAID), translator("id")) == \
        "kartu ini dimainkan dengan membayar 1 will atau lebih"
    thai = say(said_is("self", PAID), translator("th"))
    assert "ถูกเล่นโดยจ่าย will 1 หรือมากกว่า" in thai and "played" not in thai


def test_the_ruling_says_it() -> None:
    res = resolve(load_scenario(str(
        SCENARIOS / "force-of-will/rulings-audit18/incarnation-played-paying-no-will.yaml")))
    assert any("its condition (this card was played paying 1 or more will) is not met"
               in st.summary for st in res.steps)
