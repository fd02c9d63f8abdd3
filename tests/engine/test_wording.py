"""The condition sub-language (judge/engine/wording.py): filters, references, quantities and
conditions said as messages. Their English is what `Filter.describe` and `describe_ref` say
(the JSON and the English views must not change), and another language says them in its own
order with nothing left in English."""

from __future__ import annotations

import itertools
import re

import pytest

from judge.engine.conditions import (
    AllOf,
    Compare,
    CountOf,
    Did,
    Is,
    Not,
    PhaseIs,
    Plus,
    StatOf,
    TurnOf,
    XValue,
    _said,
    said_words,
    words,
)
from judge.engine.refs import describe_ref
from judge.engine.wording import said_filter, said_filter_of_whose, said_ref
from judge.i18n import translator
from judge.model.effects import Each, PlayerOf, That
from judge.model.filters import Filter, TargetGroup
from judge.msg import English, Items, Msg, say


def _filters() -> list[Filter]:
    # "friendly" (yours or a teammate's, RB 489) too: it was said as a bare "unit" (issue 14)
    out = [Filter(player=True, controller=c) for c in (None, "you", "opponent", "friendly")]
    out += [Filter(item=True, controller=c, types=t)
            for c in (None, "you", "opponent", "friendly")
            for t in ((), ("spell",))]
    for types, controller, exhausted, damaged, traits, owner, zone, extra, keywords in \
            itertools.product(((), ("resonator",), ("unit", "gear")),
                              (None, "you", "opponent", "friendly"),
                              (None, True, False), (None, True), ((), ("Knight", "fire")),
                              (None, "opponent"), (None, "hand", "any"),
                              ((), (("attacking", True), ("equipped", False), ("at", "base"))),
                              ((), ("Flying", "Swiftness"))):
        out.append(Filter(types=types, controller=controller, exhausted=exhausted,
                          damaged=damaged, traits=traits, owner=owner, zone=zone, extra=extra,
                          keywords=keywords))
    out.append(Filter(types=("unit",), chosen=("job",)))
    out += [Filter(types=("unit",), controller="opponent", group=g) for g in (
        TargetGroup(), TargetGroup(up_to=3), TargetGroup(up_to=XValue(True), total="might",
                                                         at_most=4))]
    return out


def test_a_filter_says_in_english_what_it_described() -> None:
    for f in _filters():
        for plural in (False, True):
            assert say(said_filter(f, plural)) == f.describe(plural), f


def test_every_x_of_yours_keeps_its_english() -> None:
    """FOW 909.4's "every resonator of yours": whose after the noun, as before."""
    f = Filter(types=("resonator",), controller="you", exhausted=False)
    assert say(said_filter_of_whose(f)) == "ready resonator of yours"
    assert say(said_filter_of_whose(Filter(types=("resonator",), controller="opponent"))) == \
        "resonator of an opponent"
    assert say(said_filter_of_whose(Filter(player=True, controller="you"))) == "you"


@pytest.mark.parametrize("ref", ["self", "controller", "opponent", "trigger", "it", "here", "$1",
                                 "$2", "bob", Each(Filter(types=("unit",))),
                                 PlayerOf("controller", "$1"), That("returned")])
def test_a_reference_says_what_it_described(ref: object) -> None:
    assert say(said_ref(ref)) == describe_ref(ref)  # type: ignore[arg-type]


CONDITIONS = [
    (Compare(CountOf(Filter(types=("resonator",), controller="you")), "at_least", 2),
     "the number of your resonators is at least 2"),
    (Compare(Plus((StatOf("atk", "$1"), 100)), "more_than", XValue(True)),
     "(the ATK of its target + 100) is more than X"),
    (Is("self", Filter(exhausted=False)), "this card is ready"),
    (Is("$1", Filter(types=("resonator",))), "its target is a resonator"),
    (Is("self", Filter(extra=(("awakened", True),))), "this card is an object (awakened)"),
    (AllOf((TurnOf("you"), PhaseIs("main"))), "it is your turn and it is the main phase"),
    (Not(Did("cost")), "not (its cost was paid)"),
    (Did("paid"), "`paid` happened"),
]


@pytest.mark.parametrize(("condition", "english"), CONDITIONS)
def test_a_condition_in_words_and_in_another_language(condition: object, english: str) -> None:
    assert words(condition) == english  # type: ignore[arg-type]
    for lang in ("id", "th"):
        said = say(said_words(condition), translator(lang))  # type: ignore[arg-type]
        assert "[en:" not in said and said != english, (lang, said)


def test_a_translation_puts_the_noun_first() -> None:
    """Indonesian says the noun before its qualities ("resonator yang ready milikmu"): the
    modifiers wrap it, they are not English words put side by side."""
    f = Filter(types=("resonator",), controller="you", exhausted=False)
    assert say(said_filter(f), translator("id")) == "resonator yang ready milikmu"
    assert re.match(r"resonator ", say(said_filter(f), translator("th")))


def test_a_game_condition_without_a_message_stays_marked() -> None:
    """A game's condition said as plain English (no message yet) is shown marked, not passed
    off as translated."""
    assert say(_said("the moon is full"), translator("id")) == "[en: the moon is full]"
    assert isinstance(Items([]), Items) and isinstance(Msg("x"), Msg) and English("a")


def test_a_plural_of_a_type_ending_in_a_consonant_and_y_ends_in_ies() -> None:
    """'the number of your territories', not 'territorys' (Vandaria Wars' Territory)."""
    from judge.engine.wording import said_filter
    from judge.model.filters import Filter
    from judge.msg import say

    f = Filter(types=("territory",), controller="you")
    assert f.describe(plural=True) == "your territories"
    assert say(said_filter(f, plural=True)) == "your territories"
