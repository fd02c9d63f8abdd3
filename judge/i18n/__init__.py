"""The message catalogues: judge's generated prose in the players' languages (docs/languages.md).

`translator(lang)` loads `judge/i18n/locale/<lang>/LC_MESSAGES/judge.mo` with the standard
library's gettext, once per process; English needs no catalogue (the message ids are English), so
`translator("en")` is None and nothing is loaded. The `.po` files beside the `.mo` are the
sources; `python -m judge.i18n.catalog` extracts, updates and compiles them
(judge/i18n/catalog.py), and tests/test_i18n.py checks that the shipped `.mo` are current.

Imported only by the commands that print prose (never on `judge resolve --json`'s path).
"""

from __future__ import annotations

import gettext
import os

from judge.msg import TIGHT

TYPE_CHECKING = False  # typing serves annotations only
if TYPE_CHECKING:
    from judge.msg import Translator

DOMAIN = "judge"
LOCALE_DIR = os.path.join(os.path.dirname(__file__), "locale")
#: The languages with a catalogue (English is the message ids themselves).
CATALOGUED = ("id", "th")
#: The languages that write the words of a phrase without spaces between them.
UNSPACED = ("th",)

_loaded: dict[str, gettext.GNUTranslations] = {}


def mo_path(lang: str) -> str:
    return os.path.join(LOCALE_DIR, lang, "LC_MESSAGES", f"{DOMAIN}.mo")


def po_path(lang: str) -> str:
    return os.path.join(LOCALE_DIR, lang, "LC_MESSAGES", f"{DOMAIN}.po")


def translator(lang: str) -> Translator | None:
    """The catalogue of `lang`, or None for English (and for a language with no catalogue)."""
    if lang not in CATALOGUED:
        return None
    if lang not in _loaded:
        with open(mo_path(lang), "rb") as fh:
            _loaded[lang] = gettext.GNUTranslations(fh)
        # Thai writes the words of a phrase without spaces: a one-word Thai argument ("มือ",
        # "ตะแคง") joins the Thai words around it (judge.msg.say), a name keeps its spaces
        setattr(_loaded[lang], TIGHT, lang in UNSPACED)
    return _loaded[lang]
