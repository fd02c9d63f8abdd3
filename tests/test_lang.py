"""Which language judge speaks (judge/lang.py): `--lang`, then JUDGE_LANG, then the locale as
GNU gettext reads it, then English."""

from __future__ import annotations

import pytest

from judge.errors import UsageError
from judge.lang import Choice, code, resolve


# ----- choosing the language ---------------------------------------------------------------------
@pytest.mark.parametrize(("text", "lang"), [
    ("th", "th"), ("TH", "th"), ("th_TH.UTF-8", "th"), ("th-TH", "th"), ("tha", "th"),
    ("Thai", "th"), ("ไทย", "th"), ("id", "id"), ("id_ID.UTF-8", "id"), ("in_ID", "id"),
    ("Indonesian", "id"), ("bahasa", "id"), ("en_GB.UTF-8", "en"), ("english", "en"),
    ("fr_FR.UTF-8", None), ("C", None), ("C.UTF-8", None), ("POSIX", None), ("", None),
])
def test_a_language_is_known_by_its_code_name_or_locale(text: str, lang: str | None) -> None:
    assert code(text) == lang


@pytest.mark.parametrize(("explicit", "env", "choice"), [
    ("th", {"JUDGE_LANG": "id", "LANG": "id_ID.UTF-8"}, Choice("th", "--lang")),
    (None, {"JUDGE_LANG": "id", "LANG": "th_TH.UTF-8"}, Choice("id", "JUDGE_LANG")),
    (None, {"LC_ALL": "th_TH.UTF-8", "LANG": "id_ID.UTF-8"}, Choice("th", "LC_ALL")),
    (None, {"LC_MESSAGES": "id_ID.UTF-8", "LANG": "th_TH"}, Choice("id", "LC_MESSAGES")),
    (None, {"LANG": "th_TH.UTF-8"}, Choice("th", "LANG")),
    (None, {"LANG": "fr_FR.UTF-8"}, Choice("en", "LANG")),  # a language judge does not speak
    (None, {"LANG": "C.UTF-8"}, Choice("en", "LANG")),
    (None, {}, Choice("en", "default")),
    # GNU gettext's LANGUAGE: a list of preferences, ignored under the C locale
    (None, {"LANGUAGE": "fr:th:en", "LANG": "en_US.UTF-8"}, Choice("th", "LANGUAGE")),
    (None, {"LANGUAGE": "th", "LANG": "C.UTF-8"}, Choice("en", "LANG")),
    (None, {"LANGUAGE": "th"}, Choice("en", "default")),
    (None, {"LANGUAGE": "fr", "LANG": "id_ID.UTF-8"}, Choice("id", "LANG")),
    ("", {"JUDGE_LANG": " ", "LANG": "th_TH.UTF-8"}, Choice("th", "LANG")),
])
def test_the_language_is_lang_then_judge_lang_then_the_locale_then_english(
        explicit: str | None, env: dict[str, str], choice: Choice) -> None:
    assert resolve(explicit, env) == choice


@pytest.mark.parametrize(("explicit", "env", "where"), [
    ("klingon", {}, "--lang"), (None, {"JUDGE_LANG": "xx"}, "JUDGE_LANG"),
])
def test_a_language_asked_for_by_name_that_judge_does_not_speak_is_a_usage_error(
        explicit: str | None, env: dict[str, str], where: str) -> None:
    with pytest.raises(UsageError, match=where):
        resolve(explicit, env)
