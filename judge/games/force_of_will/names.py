"""Force of Will filters by name (FOW 203.3-203.4).

- `named: "Hansel"`: a card with exactly that name (203.4; 203.3 without "in its name"): a card
  named "Hansel and Gretel" is not one. A name a card gained by [Reincarnation] counts (1161.2).
- `name_has: "Lumia"`: a card with that word, or those words in a row, in its name (203.3a),
  its possessive form and a part of a hyphenated compound counting too (203.3b): "Lumia's Rage"
  and "Space-Time Vehicle" have "Lumia" and "Time" in their names, "Timeless Ring" has not
  "Time". Words are compared without regard to case.
"""

from __future__ import annotations

import re

from judge.games.force_of_will.reincarnation import names
from judge.model.state import GameObject, GameState

_POSSESSIVE = re.compile(r"['’]s?$")


def named(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `named`: a card with exactly that name (FOW 203.4)."""
    return str(value) in names(obj.card)


def name_has(state: GameState, obj: GameObject, value: object) -> bool:
    """The filter key `name_has`: a card with those words in its name (FOW 203.3a-203.3b)."""
    wanted = words(str(value))
    return bool(wanted) and any(_in_a_row(wanted, words(name)) for name in names(obj.card))


def words(name: str) -> list[str]:
    """A name's words as 203.3b reads them: a possessive is its word, and each part of a
    hyphenated compound is a word."""
    out: list[str] = []
    for word in re.split(r"[\s,.:;!?\"()]+", name.casefold()):
        out += [part for part in _POSSESSIVE.sub("", word).split("-") if part]
    return out


def _in_a_row(wanted: list[str], have: list[str]) -> bool:
    n = len(wanted)
    return any(have[i:i + n] == wanted for i in range(len(have) - n + 1))
