"""The one way judge matches a misspelt word, name or id against the ones it knows.

Similarity is difflib's ratio (what `get_close_matches` uses), raised for words that *sound*
alike: `lite` is nearer `light` than `life` for a player, though one letter apart from `life`.
The sound key is a small English skeleton (gh and ph folded, vowels dropped), used only to rank
suggestions, never to accept an input: a suggestion is always shown as "did you mean ...?".

Used by the scenario checker (unknown keys and values), the rule index (nearest rule ids) and
the command line. Imports difflib only when a suggestion is actually computed (it is not on the
start-up path of a valid file).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

TYPE_CHECKING = False  # difflib is imported only when a suggestion is computed
if TYPE_CHECKING:
    from difflib import SequenceMatcher

#: Suggest a word only when it is at least this similar (the checker's long-standing cutoff).
CUTOFF = 0.75
#: The similarity given to two words that sound alike but are spelt further apart.
SOUNDS_ALIKE = 0.9

_FOLDS = (("ght", "t"), ("gh", ""), ("ph", "f"), ("ck", "k"), ("qu", "kw"), ("x", "ks"),
          ("z", "s"), ("c", "k"))


def sound(word: str) -> str:
    """A rough English sound skeleton: `light` and `lite` -> `lt`, `life` -> `lf`."""
    w = "".join(ch for ch in word.casefold() if ch.isalnum())
    for a, b in _FOLDS:
        w = w.replace(a, b)
    if not w:
        return ""
    out = w[0]
    for ch in w[1:]:
        if ch in "aeiouy" or ch == out[-1]:
            continue
        out += ch
    return out


#: The options a word is matched against are the same few lists (a game's keywords, a
#: mapping's keys): their sound keys are kept.
_sound_cached = lru_cache(maxsize=4096)(sound)


def similarity(word: str, option: str) -> float:
    """0..1: difflib's ratio of the two, or SOUNDS_ALIKE if higher and they sound alike."""
    from difflib import SequenceMatcher

    return _rated(SequenceMatcher(None, option, word), _sound_of(word), option, 0.0)


def _sound_of(word: str) -> str | None:
    """The sound key two words are compared by (None: too short to sound alike)."""
    key = sound(word) if len(word) >= 3 else ""
    return key if len(key) >= 2 else None


def _rated(matcher: SequenceMatcher[str], key: str | None, option: str, cutoff: float
           ) -> float:
    """similarity() of a word (its sound `key`) and `option` for a matcher of the two (its
    second sequence the word, analysed once for every option); below `cutoff` only as "below"
    (0.0): difflib's cheap upper bounds rule most options out without the full comparison, and
    only sounding alike can then lift one above it."""
    if cutoff and matcher.real_quick_ratio() < cutoff and matcher.quick_ratio() < cutoff:
        return SOUNDS_ALIKE if cutoff <= SOUNDS_ALIKE and _alike(key, option) else 0.0
    ratio = matcher.ratio()
    return SOUNDS_ALIKE if ratio < SOUNDS_ALIKE and _alike(key, option) else ratio


def _alike(key: str | None, option: str) -> bool:
    return key is not None and len(option) >= 3 and key == _sound_cached(option)


def ranked(word: str, options: Iterable[str], limit: int | None = None,
           cutoff: float = 0.0, fold: bool = False) -> list[str]:
    """Options by similarity to `word`, best first (ties: as difflib breaks them, the larger
    string first), those at least `cutoff` similar; `fold` compares case-insensitively."""
    from difflib import SequenceMatcher

    word = word.casefold() if fold else word
    matcher = SequenceMatcher(None, "", word)
    key = _sound_of(word)
    scored = []
    for opt in dict.fromkeys(options):
        option = opt.casefold() if fold else opt
        matcher.set_seq1(option)
        s = _rated(matcher, key, option, cutoff)
        if s >= cutoff:
            scored.append((s, opt))
    scored.sort(reverse=True)
    out = [opt for _, opt in scored]
    return out if limit is None else out[:limit]


def closest(word: object, options: Iterable[str], cutoff: float = CUTOFF) -> str | None:
    """The one option to suggest for a misspelt word, if any is close enough."""
    found = ranked(str(word), options, limit=1, cutoff=cutoff)
    return found[0] if found else None
