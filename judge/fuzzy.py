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


def similarity(word: str, option: str) -> float:
    """0..1: difflib's ratio of the two, or SOUNDS_ALIKE if higher and they sound alike."""
    from difflib import SequenceMatcher

    ratio = SequenceMatcher(None, option, word).ratio()
    if ratio < SOUNDS_ALIKE and min(len(word), len(option)) >= 3:
        key = sound(word)
        if len(key) >= 2 and key == sound(option):
            return SOUNDS_ALIKE
    return ratio


def ranked(word: str, options: Iterable[str], limit: int | None = None,
           cutoff: float = 0.0, fold: bool = False) -> list[str]:
    """Options by similarity to `word`, best first (ties: as difflib breaks them, the larger
    string first), those at least `cutoff` similar; `fold` compares case-insensitively."""
    key = word.casefold() if fold else word
    scored = []
    for opt in dict.fromkeys(options):
        s = similarity(key, opt.casefold() if fold else opt)
        if s >= cutoff:
            scored.append((s, opt))
    scored.sort(reverse=True)
    out = [opt for _, opt in scored]
    return out if limit is None else out[:limit]


def closest(word: object, options: Iterable[str], cutoff: float = CUTOFF) -> str | None:
    """The one option to suggest for a misspelt word, if any is close enough."""
    found = ranked(str(word), options, limit=1, cutoff=cutoff)
    return found[0] if found else None
