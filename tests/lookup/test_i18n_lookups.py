"""What `judge rule` and `judge search` say of their own in each language: both read the search
index of rules and rulings, so they run with the look-up tests, in the process that builds that
index once a run (tests/conftest.py SHARED_UNITS), after the rendered views kept the rulings it
indexes. In tests/test_i18n.py, among the rendered views, whichever ran first built it there
while half of the rulings were not kept yet, resolving them again (~14 s of the suite's CPU)."""

from __future__ import annotations

import pytest

from ..test_i18n import LANGS, _cli, _english_left


@pytest.fixture(autouse=True)
def at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    from ..conftest import ROOT

    monkeypatch.chdir(ROOT)


RULE_LABELS = ("Parents:", "Children:", "Refers to:", "Referred by:", "Terms:", "Editions:",
               "Language:", "Switch:", "Options:", "Source:", "Rulings citing")
RULE_WORDS = (" rule · rulebook ", " policy · rulebook ", "default edition", ", under ",
              "no text for this rule yet", "the same in every edition", "(default):")


@pytest.mark.parametrize("lang", LANGS)
def test_the_rule_display_says_its_labels_in_the_language(lang: str) -> None:
    """`judge rule --lang`: the labels (`Parents:`, `Options:` ...), the rulebook line, the chain
    and the notes are said from messages; English keeps them word for word (a policy with its
    options, a rule with parents and children, one the other language has no text for)."""
    for rule in ("VW HP.1", "RB 315.1.b", "FOW 605.1b"):
        english = _cli("rule", rule, "--lang", "en", "--also", "th")
        said = _cli("rule", rule, "--lang", lang, "--also", "th")
        assert "Parents:" in english and "Editions:" in english
        for line in said.splitlines():
            assert not line.startswith(RULE_LABELS), f"{rule} ({lang}): {line!r}"
            assert not any(w in line for w in RULE_WORDS), f"{rule} ({lang}): {line!r}"



#: `judge search`'s own words in English: none may be left in another language (the rules'
#: titles are the index's, and so is a ruling's one-line answer, in each language).
SEARCH_WORDS = (' rule for "', ' rules for "', ' ruling for "', ' rulings for "',
                "no rule matches", "matching some of", "Rulings (scenarios", "Question:",
                "Answer:", "(cites ", "[glossary:", "[synonyms:", "; glossary:", "; synonyms:",
                "nor any ruling")
#: Queries that bring every kind of line: a glossary word with rulings, a cross-game synonym,
#: one term that matches nothing (rules matching some terms), nothing at all.
SEARCHES = (("เชน",), ("stack",), ("efek", "emas"), ("chain", "zzqqxx"), ("zzqqxx",),
            ("register", "option"))


@pytest.mark.parametrize("lang", LANGS)
def test_search_says_its_own_lines_in_the_language(lang: str) -> None:
    """`judge search --lang id|th`: the count line, the glossary and synonym labels, the
    rulings' heading and labels and the no-match line are said from messages; English keeps
    them word for word; a ruling's one-line answer is the index's in that language (never the
    English marked `[en: ...]`)."""
    env = {"COLUMNS": "200"}
    english = "".join(_cli("search", *q, "--lang", "en", env=env) for q in SEARCHES)
    for w in SEARCH_WORDS:
        if w not in ("; glossary:", "; synonyms:", " ruling for \"", " rule for \""):
            assert w in english, w  # each is printed, so the test below can fail
    for q in SEARCHES:
        said = _cli("search", *q, "--lang", lang, env=env)
        lines = said.splitlines()
        games = "vandaria-wars, riftbound, force-of-will"
        head = lines[0].replace(" ".join(q), " ").replace(games, " ")
        assert not _english_left(head, []), f"{q} ({lang}): {lines[0]!r}"
        for line in lines:
            assert not any(w in line for w in SEARCH_WORDS), f"{q} ({lang}): {line!r}"
            assert "[en: " not in line, f"{q} ({lang}): {line!r}"
        answers = [ln for ln in lines if ln.lstrip().startswith(("Jawaban:", "คำตอบ:"))]
        assert bool(answers) == ("Answer:" in _cli("search", *q, "--lang", "en", env=env)), q
