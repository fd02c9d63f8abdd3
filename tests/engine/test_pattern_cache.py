"""The answer's patterns built from names and game words (judge/lazyre.py: cached_pattern,
may_hold; engine/answer.py: _named without a pattern for an ASCII question): each short cut
finds exactly what the pattern it stands in for finds, so no lead depends on it."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from judge.engine.answer import _named, _word
from judge.lazyre import cached_pattern, may_hold

#: Letters the bounds of a word and a case-blind search tell apart, and a few beyond ASCII
#: ('ſ' and 'K' match 's' and 'k' under re.I; 'İ' lowers to two characters).
ALPHABET = "aAbB-_ 0.'?sSkKſKİıé"
texts = st.text(alphabet=ALPHABET, max_size=24)
words = st.text(alphabet=ALPHABET, min_size=1, max_size=4)


@given(texts, words)
def test_a_word_is_named_exactly_where_its_pattern_finds_it(text: str, word: str) -> None:
    assert _named(text, word) == (_word(word).search(text) is not None)


def test_a_word_inside_a_longer_word_or_id_is_not_named() -> None:
    assert _named("Does the Squire survive?", "squire")
    assert not _named("Does the Squires' Banner stay?", "squire")
    assert not _named("Is bf-a-2 conquered?", "bf-a")
    assert _named("Is bf-a conquered?", "BF-A")


@given(texts, words)
def test_may_hold_is_false_only_where_no_case_blind_search_finds_the_word(
        text: str, word: str) -> None:
    if not may_hold(text, word):
        assert re.search(re.escape(word), text, re.I) is None


def test_a_cached_pattern_is_compiled_once_and_is_the_pattern() -> None:
    first = cached_pattern(r"\bgo(?:es)? to the graveyard\b", re.I)
    assert first is cached_pattern(r"\bgo(?:es)? to the graveyard\b", re.I)
    assert first.pattern == r"\bgo(?:es)? to the graveyard\b" and first.flags & re.I
    assert cached_pattern(r"\bgo(?:es)? to the graveyard\b") is not first
