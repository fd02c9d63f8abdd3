"""Which language a scenario's question is asked in, told apart cheaply: every ruling's answer
asks it, while reading a question in Indonesian or Thai into English (judge/engine/asked.py,
its lexicons) is needed only for the few questions not in English, so that module stays off the
path of `judge resolve` for the rest."""

from __future__ import annotations

import re

from judge.lazyre import LazyRe

_THAI_CHAR = LazyRe(r"[\u0E00-\u0E7F]")
_INDONESIAN_MARK = LazyRe(r"\b(?:apakah|bisakah|dapatkah|bolehkah|masih|siapa|berapa|"
                          r"bagaimana|kenapa|mengapa|atau tidak|apa yang|di ?mana|ke ?mana|"
                          r"mana\s+(?:saja\s+)?(?:milik\s+[\w-]+\s+)?yang|milik\s+[\w-]+\s+mana)\b",
                          re.I)

#: A question asked without a question word, as players say it at a table: "Trader Male
#: hancur?" (destroyed?), "Knight-nya selamat?" (does it survive?). The Indonesian word for
#: what befalls the card ends the question, which no English question ends with.
_INDONESIAN_ENDING = LazyRe(r"\b(?:hancur|mati|dibunuh|dihancurkan|bertahan|selamat|"
                            r"(?:di|dalam) permainan)\s*\?", re.I)


def language_of(question: str) -> str:
    """`th` for a question in Thai script, `id` for one with Indonesian question words, or
    that ends with the Indonesian word for what befalls the card, else `en` (read as it is)."""
    if _THAI_CHAR.search(question):
        return "th"
    return "id" if _INDONESIAN_MARK.search(question) or _INDONESIAN_ENDING.search(question) \
        else "en"
