"""Which language judge speaks to its user, decided in one place for every command.

The order: an explicit choice (`--lang`), then `JUDGE_LANG`, then the locale the way GNU gettext
reads it (`LANGUAGE`, a colon-separated list of preferences, unless the locale is C/POSIX; then
`LC_ALL`, `LC_MESSAGES`, `LANG`, the first one set), then English. A locale in a language judge
does not speak (`fr_FR.UTF-8`) means English; a `--lang` or `JUDGE_LANG` judge does not know is a
usage error, since the user asked for it by name.

Only the standard library's `os`: this module is for the commands that print rule texts or prose,
and `judge resolve --json` never imports it (tests/architecture/test_startup.py).
"""

from __future__ import annotations

import os

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Mapping

#: The languages judge knows: code -> (English name, the language's own name).
LANGUAGES: dict[str, tuple[str, str]] = {
    "en": ("English", "English"),
    "id": ("Indonesian", "Bahasa Indonesia"),
    "th": ("Thai", "ภาษาไทย"),
}
DEFAULT = "en"
#: Other ways to name a language: ISO 639-2/3 codes, Java's old `in` for Indonesian, names.
ALIASES: dict[str, str] = {
    "eng": "en", "english": "en",
    "in": "id", "ind": "id", "indonesian": "id", "indonesia": "id", "bahasa": "id",
    "bahasa indonesia": "id",
    "tha": "th", "thai": "th", "ไทย": "th", "ภาษาไทย": "th",
}
#: Where a choice can come from, in the order they are consulted.
SOURCES = ("--lang", "JUDGE_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "default")


class Choice:
    """The language chosen and where the choice came from (one of SOURCES)."""

    __slots__ = ("lang", "source")

    def __init__(self, lang: str, source: str) -> None:
        self.lang = lang
        self.source = source

    def __repr__(self) -> str:
        return f"Choice({self.lang!r}, {self.source!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Choice) and (self.lang, self.source) == (other.lang, other.source)

    def __hash__(self) -> int:
        return hash((self.lang, self.source))


def code(text: str) -> str | None:
    """The supported language a name, code or locale stands for, or None: `th`, `TH`,
    `th_TH.UTF-8`, `th-TH`, `tha`, `Thai` -> `th`; `in_ID` -> `id`; `fr_FR`, `C` -> None."""
    t = " ".join(text.strip().casefold().split())
    if t in LANGUAGES:
        return t
    if t in ALIASES:
        return ALIASES[t]
    base = t.split(".")[0].split("@")[0].replace("-", "_").split("_")[0]
    if base in LANGUAGES:
        return base
    return ALIASES.get(base)


def known() -> str:
    """`en (English), id (Indonesian), th (Thai)`, for messages."""
    return ", ".join(f"{c} ({names[0]})" for c, names in LANGUAGES.items())


def _asked(value: str, where: str) -> str:
    lang = code(value)
    if lang is None:
        from judge.errors import UsageError

        raise UsageError(f"{where}: unknown language {value.strip()!r}; judge speaks {known()}")
    return lang


def resolve(explicit: str | None = None, environ: Mapping[str, str] | None = None) -> Choice:
    """The language to speak: `explicit` (the `--lang` value) if given, else the environment's
    (see the module docstring). Raises judge.errors.UsageError for an unknown `--lang` or
    `JUDGE_LANG`."""
    env = os.environ if environ is None else environ
    if explicit is not None and explicit.strip():
        return Choice(_asked(explicit, "--lang"), "--lang")
    own = env.get("JUDGE_LANG", "").strip()
    if own:
        return Choice(_asked(own, "JUDGE_LANG"), "JUDGE_LANG")
    locale_var = next((v for v in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(v, "").strip()),
                      None)
    locale = env.get(locale_var, "").strip() if locale_var else ""
    plain = locale.split(".")[0] in ("", "C", "POSIX")
    if not plain:  # GNU gettext ignores LANGUAGE under the C locale (or none set)
        for entry in env.get("LANGUAGE", "").split(":"):
            lang = code(entry) if entry.strip() else None
            if lang is not None:
                return Choice(lang, "LANGUAGE")
    if locale_var is not None:
        return Choice(DEFAULT if plain else code(locale) or DEFAULT, locale_var)
    return Choice(DEFAULT, "default")


def name(lang: str, native: bool = False) -> str:
    """`th` -> `Thai` (or `ภาษาไทย`); an unknown code is returned as it is."""
    names = LANGUAGES.get(lang)
    return lang if names is None else names[1 if native else 0]
