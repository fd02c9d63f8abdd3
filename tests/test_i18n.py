"""The message catalogues (judge/i18n, docs/languages.md): complete, current and compiled; and
every bundled scenario's `judge explain` in English, Indonesian and Thai, with no template key
left, no English outside marked fall-backs, and the same citations in every language."""

from __future__ import annotations

import gettext
import re
import shutil
import subprocess
from dataclasses import fields, replace
from functools import cache
from pathlib import Path

import pytest

from judge.cli.explain import localized_policies, localized_rules
from judge.games import find_game
from judge.i18n import CATALOGUED, catalog, mo_path, po_path, translator
from judge.i18n.catalog import Entry, compile_po, problems, read_po, write_po
from judge.lookup.prose import Context, Explanation, explain
from judge.model.rules import Rule
from judge.msg import English, Items, Msg, say, word
from judge.render.explain import to_html, to_markdown, to_text
from judge.ruledata import GameData

from .conftest import by_folder, each_half, each_scenario, in_half, run_cache, scenario_half
from .rendered import ALL, views
from .resolved import bundled_ruling

LANGS = ("id", "th")
_EXTRACTED: list[Entry] = []


def extract() -> list[Entry]:
    """judge.i18n.catalog.extract, parsed once a run (extracted_once_a_run), a fresh copy each
    call: the code does not change while tests run. An entry holds strings, a flag and lists of
    strings: a new entry with new lists is as deep a copy as copy.deepcopy's."""
    if not _EXTRACTED:
        assert [f.name for f in fields(Entry)] == [
            "msgid", "context", "plural", "msgstr", "fuzzy", "refs", "comments"], \
            "an Entry field this copy does not know of: copy it below"
        _EXTRACTED.extend(extracted_once_a_run())
    return [replace(e, msgstr=list(e.msgstr), refs=list(e.refs), comments=list(e.comments))
            for e in _EXTRACTED]


def extracted_once_a_run() -> list[Entry]:
    """The messages of judge's code, extracted by the first process of the run that asks and
    kept in the run's cache folder (tests/conftest.py run_cache) for the other: the catalogue
    tests fall in both halves of the rendered views (tests/conftest.py half_of_test), so both
    test processes parsed every module of judge for the same messages (~1.5 s CPU each). The
    folder is made new for each run, so a changed message is extracted again by the next."""
    import fcntl
    import pickle

    kept = run_cache() / "i18n-messages.pickle"
    with (run_cache() / ".i18n-messages.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if kept.is_file():
            return pickle.loads(kept.read_bytes())  # type: ignore[no-any-return]
        entries = _extract()
        kept.write_bytes(pickle.dumps(entries))
        return entries


_extract = catalog.extract


@pytest.fixture(autouse=True)
def extracted_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """problems() extracts too: it reads the same messages."""
    monkeypatch.setattr(catalog, "extract", extract)


# ----- the catalogues -----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", CATALOGUED)
def test_catalogue_is_complete_and_its_mo_current(lang: str) -> None:
    """Every message the code says is translated, none fuzzy, each with the English's
    placeholders, and the shipped .mo is the .po compiled (python -m judge.i18n.catalog)."""
    assert problems(lang) == []


def test_a_fuzzy_or_missing_message_is_a_problem(tmp_path: Path, monkeypatch:
                                                 pytest.MonkeyPatch) -> None:
    """The completeness check is not vacuous: a fuzzy entry, an empty one and a dropped one are
    each reported."""
    header, entries = read_po(po_path("id"))
    broken = [e for e in entries if e.msgid not in ("Ruling", "Sequence")]
    first = next(e for e in broken if e.msgid == "Nuances")
    first.fuzzy = True
    other = next(e for e in broken if e.msgid == "Rules cited")
    other.msgstr = [""]
    po, mo = tmp_path / "judge.po", tmp_path / "judge.mo"
    write_po(str(po), header, broken)
    mo.write_bytes(compile_po(str(po)))
    monkeypatch.setattr("judge.i18n.catalog.po_path", lambda lang: str(po))
    monkeypatch.setattr("judge.i18n.catalog.mo_path", lambda lang: str(mo))
    found = "\n".join(problems("id"))
    assert "'Nuances': fuzzy" in found
    assert "'Rules cited': not translated" in found
    assert "'Ruling': missing" in found and "'Sequence': missing" in found


def test_a_wrong_placeholder_is_a_problem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                          ) -> None:
    header, entries = read_po(po_path("th"))
    for e in entries:
        if e.msgid == "{player} passes":
            e.msgstr = ["{pemain} ผ่าน"]
    po = tmp_path / "judge.po"
    write_po(str(po), header, entries)
    monkeypatch.setattr("judge.i18n.catalog.po_path", lambda lang: str(po))
    assert any("placeholders ['pemain']" in p for p in problems("th"))


@pytest.mark.parametrize("lang", CATALOGUED)
def test_shipped_mo_is_the_po_compiled(lang: str) -> None:
    assert Path(mo_path(lang)).read_bytes() == compile_po(po_path(lang))


@pytest.mark.parametrize("lang", CATALOGUED)
@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext's msgfmt not installed")
def test_gnu_msgfmt_reads_the_po_the_same(lang: str, tmp_path: Path) -> None:
    """Our compiler agrees with GNU msgfmt: both .mo give every message the same translation."""
    out = tmp_path / "gnu.mo"
    subprocess.run(["msgfmt", "--check-format", "-o", str(out), po_path(lang)], check=True)
    with out.open("rb") as fh:
        gnu = gettext.GNUTranslations(fh)
    ours = translator(lang)
    assert ours is not None
    for e in extract():
        if e.plural is not None:
            assert gnu.ngettext(e.msgid, e.plural, 2) == ours.ngettext(e.msgid, e.plural, 2)
        elif e.context is not None:
            assert gnu.pgettext(e.context, e.msgid) == ours.pgettext(e.context, e.msgid)
        else:
            assert gnu.gettext(e.msgid) == ours.gettext(e.msgid)


def test_the_extractor_finds_messages_of_every_form() -> None:
    found = {(e.context, e.msgid, e.plural) for e in extract()}
    assert (None, "{player} passes", None) in found  # Msg("...")
    assert ("word", "register", None) in found  # a game's Words table
    assert ("word", "hand", None) in found  # word("...")
    assert ("list", ", ", None) in found  # pgettext
    assert (None, "{n} {kind} counter", "{n} {kind} counters") in found  # plural=
    # both branches of `Msg("a" if x else "b")`
    assert {(None, "the game is now in {player}'s {phase} phase, turn {turn}", None),
            (None, "the game is in {player}'s {phase} phase, turn {turn}", None)} <= found


# ----- messages -----------------------------------------------------------------------------------
def test_a_translation_may_reorder_the_arguments() -> None:
    th = translator("th")
    said = Msg("{n} {resource}", n=3, resource=word("points"))
    assert say(said) == "3 points"
    assert say(said, th) == "แต้ม 3"  # the number after the noun in Thai


def test_plural_forms() -> None:
    one = Msg("{n} {kind} counter", plural="{n} {kind} counters", n=1, kind="astral")
    two = Msg("{n} {kind} counter", plural="{n} {kind} counters", n=2, kind="astral")
    assert (say(one), say(two)) == ("1 astral counter", "2 astral counters")
    assert say(two, translator("id")) == "2 counter astral"


def test_english_said_once_per_arguments_stays_exact() -> None:
    """say() keeps the English of a message of names and numbers by its templates and arguments
    (msg._ENGLISH): messages alike but for a number's plural, an argument's order, its type
    (1 and '1', 1 and True) or a nested message each say their own text, every time."""
    for _ in range(2):  # once said, then from what was kept
        assert say(Msg("{n} damage to {target}", n=1, target="Wall (wall)")) == \
            "1 damage to Wall (wall)"
        assert say(Msg("{n} card", plural="{n} cards", n=1)) == "1 card"
        assert say(Msg("{n} card", plural="{n} cards", n=2)) == "2 cards"
        assert say(Msg("{n} card", plural="{n} cards", n="1")) == "1 card"
        assert say(Msg("{n} card", plural="{n} cards", n=True)) == "True card"
        assert say(Msg("{a}-{b}", a="x", b="y")) == "x-y"
        assert say(Msg("{a}-{b}", b="x", a="y")) == "y-x"
        assert say(Msg("{a}-{b}", a="x", b=word("points"))) == "x-points"
        assert say(Msg("{{literal}}")) == "{literal}"
        two = Msg("{n} {kind} counter", plural="{n} {kind} counters", n=2, kind="astral")
        assert (say(two), say(two, translator("id"))) == ("2 astral counters", "2 counter astral")


def test_lists_and_fallbacks_in_each_language() -> None:
    items = Items(["Alarm (a)", "Jolt (b)", "Rush (c)"])
    assert say(items) == "Alarm (a), Jolt (b) and Rush (c)"
    assert say(items, translator("id")) == "Alarm (a), Jolt (b) dan Rush (c)"
    assert say(English("bob draws 1 card"), translator("th")) == "[en: bob draws 1 card]"
    assert say(English("bob draws 1 card")) == "bob draws 1 card"


def test_english_needs_no_catalogue() -> None:
    assert translator("en") is None


# ----- every scenario in every language -----------------------------------------------------------
MARKED = re.compile(r"\[en: (?:[^\[\]]|\[[^\[\]]*\])*\]")
KEY = re.compile(r"\{\w*\}")
NUMBER_MARKED = re.compile(r"\[en: -?\d+\]")
RULE_ID = re.compile(r"\b(?:VW|FOW|RB) [A-Z]*[\d.]+[a-z\d.]*\b|\b(?:VW|FOW|RB) HP\.\d+\b|"
                     r"\bVW (?:IN|OV|REG)[\w.]*")
#: English words a sentence of ours would have: none may be left once the marked fall-backs,
#: the data (names, ids) and the rule ids are taken out.
ENGLISH = re.compile(r"\b(the|is|are|was|when|and|has|holds|with|from|into|onto|step|steps|"
                     r"passes|plays|does|not|nobody|its|by|at|on|of|then|receives|resolves|"
                     r"results|wins|game|would)\b", re.I)


def _context(lang: str, views_: object) -> Context:
    sc = views_.scenario  # type: ignore[attr-defined]
    g = find_game(sc.game)
    return Context(localized_rules(g.data, lang), g.roles, _policies_in(sc.game, lang),
                   g.vocab.board_zones, g.stack_word, g.data.default_edition, sc.policies)


@cache
def _policies_in(game: str, lang: str) -> dict[str, Rule]:
    """A game's house policies said in a language, once for this module: judge says them once
    a process (`judge explain` explains one ruling), and saying them again for every ruling in
    each language was a third of explaining it here (~1.5 ms of ~4.5 ms; localized_rules keeps
    its own). Read only: explain looks policies up."""
    return localized_policies(find_game(game).data, lang)


def _data(v: object) -> list[str]:
    """The names and ids of a ruling: never translated, so taken out before looking for
    English (longest first, so a card name goes before a word of it)."""
    res = v.res  # type: ignore[attr-defined]
    sc = v.scenario  # type: ignore[attr-defined]
    names: set[str] = set(sc.players) | {res.file, res.title or "", res.game_name}
    for side in (res.initial, res.final):
        for oid, obj in (side.get("objects") or {}).items():
            names |= {oid, str(obj.get("card") or "")}
    for st in res.steps:
        for n in st.nodes:
            names |= {n.id, n.label if n.kind == "item" else ""}
        names |= {st.item or ""}
    for item in sc.stack:
        names |= {item.id, item.card or "", item.ability or ""}
    for o in sc.objects:
        names |= {o.card, *(a.name for a in getattr(o, "abilities", ()) or ())}
    for card in sc.cards.values():  # a card's other sides are named on it (an order side ...)
        names |= {v for _, v in getattr(card, "extra", ()) if isinstance(v, str)}
    names |= set(res.policies.values()) | set(res.policy_ids.values())
    names |= {res.edition, res.rulebook_version}
    names |= set(sc.policies.values())  # an option the file switches, read or not
    return sorted((n for n in names if n), key=len, reverse=True)


def _marked_labels(res: object, lang: str) -> list[str]:
    """An event's, an action's or a combat's label as another language would show it if it
    had no message: `[en: alice plays Flame Lance]` (none may be printed)."""
    tr = translator(lang)
    return [say(English(str(n.label)), tr) for st in res.steps  # type: ignore[attr-defined]
            for n in st.nodes if n.kind not in ("item", "object")]


def _sentences(ex: Explanation) -> list[tuple[str, str, tuple[str, ...]]]:
    return [(part, s.text, s.cites) for part, ss in (("answer", ex.answer), ("ruling", ex.ruling),
            ("sequence", ex.sequence), ("nuances", ex.nuances)) for s in ss]


def _english_left(text: str, data: list[str]) -> list[str]:
    text = MARKED.sub(" ", text)
    for name in data:
        text = text.replace(name, " ")
    text = RULE_ID.sub(" ", text)
    return ENGLISH.findall(text)


CASES = [p for p in ALL if "invalid" not in p.parts]


@cache
def explained(path: Path, lang: str) -> Explanation:
    """A bundled ruling explained in a language (English: `en`), once for this module."""
    v = views(path)
    assert v is not None
    return explain(v.res, _context(lang, v), [], None if lang == "en" else translator(lang))


@cache
def graphs_laid_out(half: int) -> None:
    """The graphs of the pages below, each in the language its page is drawn in (its labels are
    said in it: PAGE_LANGUAGE), laid
    out by one run of Graphviz (judge/render/layout.py keeps each layout for the process), not
    one `dot` process a page: a page without the ruling draws the explanation's graph with no
    stack and the default words. Those of the half of the scenarios this process renders
    (tests/conftest.py: SCENARIO_HALVES), when its first page is drawn."""
    from judge.engine.words import Words
    from judge.render.layout import layout_many

    drawn = [explained(p, page_language(p)).graph for p in in_half(CASES, half)
             if p in DRAWN and views(p) is not None]
    layout_many([(g, []) for g in drawn], None, [Words().outcomes for _ in drawn])


#: The language each bundled ruling's pages are drawn in below: Indonesian and Thai in turn, so
#: each language draws half of them and every ruling is drawn in one (drawing the text, Markdown
#: and HTML pages in both was two thirds of this module's CPU, ~10 s of the suite; what a page
#: says in a language is checked sentence by sentence in both, on every ruling).
PAGE_LANGUAGE = {p: LANGS[i % len(LANGS)] for i, p in enumerate(CASES)}
#: The rulings whose pages (text, Markdown and HTML, its graph laid out in the language) are
#: also drawn in their page language (every third): a page's own words are its headings, the
#: same on every ruling, and every sentence in it is checked above in both languages on every
#: ruling; drawing the text and Markdown pages for every ruling (text wrapped word by word) was
#: ~4 s of the suite's CPU, the HTML pages with their graphs laid out again ~7 s (every page in
#: English, its graph checked for overlaps, is drawn by tests/test_answer.py and
#: tests/site/test_layout.py).
DRAWN = frozenset(p for i, p in enumerate(CASES) if i % (3 * len(LANGS)) < len(LANGS))


def page_language(path: Path) -> str:
    return PAGE_LANGUAGE[path]


@pytest.mark.parametrize("paths", by_folder(CASES))
def test_explain_in_every_language(paths: tuple[Path, ...]) -> None:
    each_scenario(paths, explained_in_every_language)


def explained_in_every_language(path: Path) -> None:
    graphs_laid_out(scenario_half(path.name))
    v = views(path)
    if v is None:
        pytest.skip("judge cannot rule on it (an honest exit 3)")
    res = v.res
    english = explained(path, "en")
    data = _data(v)
    for lang in LANGS:
        tr = translator(lang)
        ex = explained(path, lang)
        mine, theirs = _sentences(ex), _sentences(english)
        # every citation kept: the same sentences, each with the same rules
        assert [(p, c) for p, _, c in mine] == [(p, c) for p, _, c in theirs], lang
        assert [r.id for r in ex.rules] == [r.id for r in english.rules]
        labels = _marked_labels(res, lang)
        for part, text, _ in mine:
            assert not KEY.search(MARKED.sub("", text)), f"{lang} {part}: template key in {text!r}"
            # a number is its digits in every language ("has stacked 2"), never marked English
            assert not NUMBER_MARKED.search(text), f"{lang} {part}: a number marked: {text!r}"
            assert not any(m in text for m in labels), f"{lang} {part}: English event: {text!r}"
            left = _english_left(text, data)
            assert not left, f"{lang} {part}: English {left} outside a marked fall-back: {text!r}"
        if lang == page_language(path) and path in DRAWN:
            assert "Rules cited" not in to_text(ex, tr=tr)
            assert "Sequence" not in to_markdown(ex, tr)
            assert f'<html lang="{lang}">' in to_html(ex, tr=tr, lang=lang)
        written_in = GameData(v.scenario.game).languages
        for rule in ex.rules:  # a rule is in the language, or marked as English
            fallback = rule.text.startswith("[en: ")
            assert fallback == rule.title.startswith("[en: "), rule.id
            # a rulebook written in the language says every rule a ruling cites in it (Thai
            # Riftbound: the chapters of its turn guide and every other rule a bundled ruling
            # cites); a new one is written in rulebook/<game>/rules.<lang>.yaml and stamped with
            # `python -m judge.lookup.translations GAME LANG --fill`
            assert not (fallback and lang in written_in), f"{lang}: {rule.id} has no {lang} text"


#: Steps over all bundled scenarios whose Indonesian or Thai still has an English part (a step
#: recorded without a message, or with a marked `[en: …]` part). It only goes down (issue 14: 0
#: is the goal): lower it as messages replace English, never raise it; a new step that says
#: English fails here until its message is written and translated (python -m judge.i18n.catalog).
# 411 when the i18n3 work landed; 444 after [Limit Break], [Call of Valhalla] (19 steps) and
# Riftbound's Repeat on abilities, split Bonus Damage and attached units (14) arrived in the same
# round with their condition and refusal phrases still English; 422 once [Call of Valhalla]'s
# steps and Force of Will's destroy phrases were said from messages: a ratchet down from here.
# 314 once conditions, filters and references were said from messages (judge/engine/wording.py:
# conditional texts, "since", "read now", instructions not carried out, "every X"); 240 with
# priority, main timing, chain/showdown and payment refusals, Burn Out, Repeat, play-now steps;
# 190 with the battle, timing and keyword refusals of Force of Will, Riftbound and Vandaria Wars;
# 136 with their keyword steps and notes (Revolution Order, Fusion, Shift, Stealth, runes ...);
# 97 with restriction refusals, loops, Limit Break tokens, RB damage assignment and attaching;
# 37 with copies, [Overgrowth], split and Bonus Damage, predict, Empower, groups, control, decks.
# 0 with the last keyword refusals and steps (Untouchable, Defiant, Mastery, Incarnation,
# Revolution Order, runes, Terrifying, Enraging, Mobilize), tokens, permissions, cost changes,
# Consensus, Dive, Fate, Pantheon, Upgrading, counters on entering and readying (issue 14).
ENGLISH_STEPS_CEILING = 0


def english_steps(lang: str, half: int) -> list[str]:
    """Every step of every bundled scenario of one half (tests/conftest.py each_half) that
    `lang` cannot say wholly in its own words."""
    tr = translator(lang)
    out = []
    for path in in_half(CASES, half):  # the rulings only: no view of them rendered here
        ruled = bundled_ruling(path)
        if ruled is None:
            continue
        for st in ruled[1].steps:
            text = say(st.said if st.said is not None else English(st.summary), tr)
            if st.said is None or MARKED.search(text):
                out.append(f"{path.stem} step {st.index}: {text}")
    return out


@each_half
@pytest.mark.parametrize("lang", LANGS)
def test_steps_said_in_english_only_go_down(lang: str, half: int) -> None:
    # the ceiling is 0, so none in each half is none in all
    left = english_steps(lang, half)
    assert len(left) <= ENGLISH_STEPS_CEILING, "\n".join(left[:40])


def test_an_english_step_is_counted() -> None:
    """The count is not vacuous: a step without a message, or with an English part, is English
    in Indonesian; a step said from messages alone is not."""
    tr = translator("id")
    assert MARKED.search(say(English("alice draws 4 card(s)"), tr))
    assert MARKED.search(say(Msg("{player} holds {priority}", player="alice",
                                 priority=English("focus")), tr))
    assert not MARKED.search(say(Msg("{player} holds {priority}", player="alice",
                                     priority=word("priority")), tr))


def test_the_answer_sentence_is_translated_first() -> None:
    """The first sentence a judge reads aloud, in each language (a prevention, VW)."""
    path = next(p for p in ALL if p.name == "prayer-profit-gun-shot.yaml")
    v = views(path)
    assert v is not None
    id_ = explain(v.res, _context("id", v), [], translator("id")).answer[0].text
    th = explain(v.res, _context("th", v), [], translator("th")).answer[0].text
    assert id_.startswith("Ya — Trader Male (trader) masih di field dan tidak menerima damage: "
                          "Prayer (prayer) mencegah 3 damage")
    assert th.startswith("ใช่ — Trader Male (trader) ยังอยู่บนสนาม")  # Thai: no space


def test_entry_keys_are_unique() -> None:
    keys = [e.key for e in extract()]
    assert len(keys) == len(set(keys))
    assert isinstance(extract()[0], Entry)


# ----- the commands -------------------------------------------------------------------------------
PRAYER = "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml"


#: Scenarios whose `judge why` answers take every form: an item resolved, fizzled, cancelled or
#: countered, removed, still waiting (above another, `then: stop`, a finding); an action
#: rejected or taken; and, for each, every object and player of the ruling (a state).
WHY_CASES = ("cancelled-chant-goes-to-the-graveyard", "r21-addition-whose-target-left-goes-to-"
             "the-graveyard", "flying-is-blocked-only-by-flying", "a-trigger-with-no-legal-target",
             "attack-the-player-unblocked", "contract-one-item-per-round",
             "countered-spell-no-play-trigger", "friendly-is-not-an-opponents",
             "trigger-without-target-is-removed", "an-opponent-is-one-of-two",
             "deathknell-killed-as-cost-resolves-first", "cancelled-action",
             "protection-in-response", "cannot-attack", "endless-mandatory-triggers-draw",
             "battle-damage-can-be-answered", "priority-starts-with-the-active-player",
             "trigger-during-resolution-opens-new-register", "prayer-profit-gun-shot",
             "mulligan-then-first-turn", "v13-if-you-do-kill-replaced")
#: A rule's title after its id (`FOW 605.1b ([en: ...])`): an English rulebook's own words.
TITLE = re.compile(r"\(" + MARKED.pattern + r"\)")
#: File syntax (`then: stop`) is written as the file says it, in any language.
SYNTAX = re.compile(r"`[^`]*`")


def _why_lines(path: Path, lang: str) -> list[tuple[str, list[str]]]:
    """`judge why --lang` of every subject of a ruling, as the command prints it (at WIDE)."""
    from judge.lookup.causes import Causes
    from judge.lookup.why import subjects, why
    from judge.render.lookups import why_lines

    from .rendered import WIDE

    v = views(path)
    assert v is not None
    sc, res = v.scenario, v.res
    g = find_game(sc.game)
    rules, tr = localized_rules(g.data, lang), translator(lang)
    out = []
    for subject in [*subjects(res, Causes(res, g.roles), len(sc.actions)),
                    *res.final["objects"], *res.final["players"]]:
        answer = why(res, subject, actions=len(sc.actions), then=sc.then, roles=g.roles,
                     scenario=sc)
        out.append((subject, why_lines(answer, rules, width=WIDE, tr=tr)))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", WHY_CASES)
def test_why_says_its_own_sentences_in_the_language(name: str, lang: str) -> None:
    """`judge why --lang id|th`: the answer, the verdict, the context and the chain of causes
    are said from messages: no English left outside a marked fall-back anywhere, and none
    marked either in judge's own sentences, the events of the chain included (the rules at
    the end are the rulebook's, tested above)."""
    path = next(p for p in CASES if p.stem == name)
    data = _data(views(path))
    heading = say(Msg("Rules:"), translator(lang))
    for subject, lines in _why_lines(path, lang):
        own = lines[:lines.index(heading)] if heading in lines else lines
        for line in own:
            text = SYNTAX.sub(" ", TITLE.sub(" ", line))
            where = f"{name} {subject} ({lang}): {line!r}"
            assert not KEY.search(MARKED.sub("", text)), where
            assert not _english_left(text, data), where
            assert not MARKED.search(text), where  # an event's English label included


def _cli(*args: str, env: dict[str, str] | None = None) -> str:
    from click.testing import CliRunner

    from judge.cli.main import cli

    result = CliRunner().invoke(cli, list(args), catch_exceptions=False, env=env)
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.usefixtures("at_root")
def test_explain_resolve_and_why_take_lang() -> None:
    explained = _cli("explain", PRAYER, "--no-variants", "--lang", "id")
    assert "Ya — Trader Male (trader) masih di field" in explained
    assert "\nUrutan\n" in explained and "\nSequence\n" not in explained
    resolved = _cli("resolve", PRAYER, "--lang", "th")
    assert "ใช่ — Trader Male (trader) ยังอยู่บนสนาม" in resolved and "คำตัดสิน" in resolved
    why = _cli("why", PRAYER, "trader", "--lang", "id")
    assert "Trader Male (trader) masih di field: Prayer (prayer) mencegah 3 damage" in why
    assert "berdasarkan VW REG.11.b" in why


@pytest.mark.usefixtures("at_root")
def test_a_cancel_is_said_passive_in_indonesian() -> None:
    """The game's word for a cancelled item is a participle wherever it is said ("being
    cancelled", "is cancelled", an item's outcome): Indonesian says "dibatalkan", not the active
    "membatalkan" ("Alih-alih Gun Shot membatalkan" read "instead of Gun Shot cancelling"); the
    chain of causes says it passive ("Y dibatalkan oleh X")."""
    replaced = _cli("explain", "scenarios/vandaria-wars/replacements/"
                    "cancel-replaced-stays-and-results.yaml", "--no-variants", "--lang", "id")
    assert "Alih-alih Gun Shot (shot) dibatalkan, alice mengambil 1 kartu" in replaced
    assert "membatalkan," not in replaced
    why = _cli("why", "scenarios/vandaria-wars/costs/cancelled-action.yaml", "shot",
               "--lang", "id")
    assert "Gun Shot (shot) dibatalkan oleh Sample Dispel (dispel)" in why


#: The labels `judge rule` starts a line with, and its own sentences, in English (a rule's own
#: text may be an English fall-back: only judge's words are looked for).
@pytest.mark.usefixtures("at_root")
def test_the_language_comes_from_the_environment_and_json_never_changes() -> None:
    assert "Ya — Trader Male" in _cli("explain", PRAYER, "--no-variants",
                                      env={"JUDGE_LANG": "id"})
    assert "Ya — Trader Male" in _cli("explain", PRAYER, "--no-variants",
                                      env={"JUDGE_LANG": "", "LC_ALL": "id_ID.UTF-8"})
    english = _cli("resolve", PRAYER, "--json")
    assert _cli("resolve", PRAYER, "--json", "--lang", "th") == english
    assert "Trader Male (trader) is still on the field" in english


@pytest.fixture
def at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    from .conftest import ROOT

    monkeypatch.chdir(ROOT)


@pytest.mark.usefixtures("at_root")
@pytest.mark.parametrize("lang", LANGS)
def test_games_says_its_labels_in_the_language(lang: str) -> None:
    """`judge games --lang id|th`: the row labels, the aliases, counts, version, default edition
    and the languages line are said from messages (names, editions and sources are data)."""
    env = {"COLUMNS": "200"}
    english = _cli("games", "--lang", "en", env=env)
    words = ("(aliases:", "rules and policies", "house policies)", "the rest in English",
             "(default)", " version ")
    # `stack` is the Indonesian guide's own word too (`Register adalah stack ...`)
    labels = ("rule ids", "languages", "rulebook", "edition", "source") + (
        ("stack",) if lang == "th" else ())
    for w in words:
        assert w in english, w
    said = _cli("games", "--lang", lang, env=env)
    for line in said.splitlines():
        cell = line.strip("│ ")
        assert not any(w in line for w in words), f"{lang}: {line!r}"
        assert not cell.startswith(labels), f"{lang}: {line!r}"
    assert _cli("games", "--json", "--lang", lang) == _cli("games", "--json")


# ----- event labels and the graph -----------------------------------------------------------------
#: The kinds of graph node whose label is judge's words (an item's and an object's are names).
WORDED = ("event", "action", "combat")


def _plain_labels(source: str) -> list[str]:
    """Every `emit(kind, label, ...)` and `node(id, kind, label)` call in `source` whose label is
    a plain string (a literal or an f-string): English no language can say."""
    import ast

    out = []
    for call in ast.walk(ast.parse(source)):
        if not isinstance(call, ast.Call) or not isinstance(call.func, ast.Attribute):
            continue
        at = {"emit": 1, "node": 2}.get(call.func.attr)
        if at is None or len(call.args) <= at:
            continue
        label = call.args[at]
        if isinstance(label, ast.JoinedStr) or (
                isinstance(label, ast.Constant) and isinstance(label.value, str)):
            out.append(f"{call.lineno}: {ast.unparse(label)}")
    return out


def test_every_event_label_in_the_code_is_a_message() -> None:
    """An event's (or an action's, a combat's) label is a `Msg` with its arguments, said in the
    reader's language when printed (judge/engine/core.py `emit`). A plain str still works, shown
    `[en: ...]` outside English: this is what fails when one is added, e.g. a game's new event
    written `t.emit(EventKind.X, f"{name} does it")` (write `Msg("{object} does it", object=name)`
    and translate it: python -m judge.i18n.catalog update)."""
    from .conftest import ROOT

    sources = {path: path.read_text(encoding="utf-8")
               for path in sorted((ROOT / "judge").rglob("*.py"))}
    plain = [f"{path.relative_to(ROOT)}:{found}" for path, source in sources.items()
             if _may_call_emit_or_node(source) for found in _plain_labels(source)]
    assert not plain, "an event label written as English text:\n" + "\n".join(plain)


def _may_call_emit_or_node(source: str) -> bool:
    """Whether a module's text can hold an `x.emit(...)` or `x.node(...)` call: the attribute's
    name is written in it (Python reads a non-ASCII name as its NFKC form, so a module with any
    non-ASCII character is parsed whatever it spells). Parsing every module of judge was ~1.5 s
    CPU; about half of them (by size) say neither name."""
    return not source.isascii() or "emit" in source or "node" in source


def test_a_plain_label_in_the_code_is_found() -> None:
    """The scan above is not vacuous: it finds an f-string and a literal, not a message."""
    assert _plain_labels('r.emit(EventKind.X, f"{a} b", obj=a)\nt.node("n", "event", "c d")\n'
                         't.emit(EventKind.X, Msg("{a} b", a=a))\nt.node("n", "item", name)\n'
                         ) == ["1: f'{a} b'", "2: 'c d'"]
    # and the modules it skips unparsed can hold neither call
    assert _may_call_emit_or_node("r.emit(k, 'x')") and _may_call_emit_or_node("t.node(1)")
    assert _may_call_emit_or_node("t.\uff45mit(k, 'x')")  # NFKC: the name emit
    assert not _may_call_emit_or_node("say(k, 'x')\nt.edge(1)\n")


@pytest.mark.parametrize("paths", by_folder(CASES))
def test_every_event_of_a_ruling_is_said_in_each_language(paths: tuple[Path, ...]) -> None:
    """Every event, action and combat node of every bundled ruling has a message for a label (a
    game's code, not only judge's engine: the scan above reads literals, this reads what ran),
    and in Indonesian and Thai it is said with no English part marked."""
    each_scenario(paths, events_said_in_each_language)


def events_said_in_each_language(path: Path) -> None:
    v = views(path)
    if v is None:
        pytest.skip("judge cannot rule on it (an honest exit 3)")
    data = _data(v)
    for st in v.res.steps:
        for n in st.nodes:
            if n.kind not in WORDED:
                continue
            assert isinstance(n.label, Msg) or hasattr(n.label, "msg"), f"{n.id}: {n.label!r}"
            for lang in LANGS:
                text = say(n.label, translator(lang))
                assert not MARKED.search(text), f"{n.id} ({lang}): {text!r}"
                assert not KEY.search(text), f"{n.id} ({lang}): {text!r}"
                assert not _english_left(text, data), f"{n.id} ({lang}): {text!r}"


#: `judge graph`'s own words in English: none may be left in another language.
GRAPH_WORDS = (" nodes, ", " edges", "(responds to ", "causes: ", "triggers: ", "prevents: ",
               "[resolved]", "[resulted]", "did not ", " moves from ")


@cache
def _english_graph(rel: str, fmt: str, *lang_en: str) -> str:
    """`judge graph` in English (no option, or `--lang en`), once for this module: the test
    below compares each language's graph with it."""
    return _cli("graph", rel, "--format", fmt, *lang_en)


@pytest.mark.usefixtures("at_root")
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", WHY_CASES[:8])
def test_graph_says_its_labels_and_lines_in_the_language(name: str, lang: str) -> None:
    """`judge graph --lang id|th` in every format: the node labels, the relations, the outcomes
    and the tree's first line are said from messages, no English sentence of judge's own left
    (marked or not) once names and ids are taken out; JSON keys, ids and relation names stay
    English; English itself is unchanged by the option."""
    import json

    path = next(p for p in CASES if p.stem == name)
    data = _data(views(path))
    rel = str(path.relative_to(Path.cwd()))
    for fmt in ("tree", "mermaid", "dot", "json"):
        english = _english_graph(rel, fmt)
        assert _english_graph(rel, fmt, "--lang", "en") == english
        said = _cli("graph", rel, "--format", fmt, "--lang", lang)
        if fmt == "tree":
            assert " nodes, " in english.splitlines()[0]
        if fmt == "json":
            mine, theirs = json.loads(said), json.loads(english)
            assert [(n["id"], n["kind"]) for n in mine["nodes"]] == [
                (n["id"], n["kind"]) for n in theirs["nodes"]]
            assert mine["edges"] == theirs["edges"]  # relations are names
            texts = [n["label"] for n in mine["nodes"]]
        else:
            texts = [re.sub(r"#(\d+);", lambda m: chr(int(m.group(1))), line)
                     for line in said.splitlines()]
        for text in texts:
            where = f"{name} {fmt} ({lang}): {text!r}"
            assert not MARKED.search(text), where
            assert not any(w in text for w in GRAPH_WORDS), where
            assert not _english_left(text.replace("digraph judge", " "), data), where


#: A zone or the stack inside a Thai message: a name, as the catalog writes it apart.
THAI_ZONE_TIGHT = re.compile(r"[\u0e00-\u0e7f]\{(?:zone|zones|zone_from|zone_to|stack|"
                             r"stack_word|own|other)\}|\{(?:zone|zones|zone_from|zone_to|stack|"
                             r"stack_word|own|other)\}[\u0e00-\u0e7f]")


def test_thai_writes_a_zone_apart_from_the_words_around_it() -> None:
    """Thai separates phrases, not words, with a space, and a name or zone inside Thai UI text
    stands apart ("ของ {owner}", "จาก {zone}" in most messages); 22 messages wrote it tight
    ("ใน{zone}ของ {owner}"), so the same zone read "ในสนามของ alice" in one sentence and
    "จาก สนาม" in the next. The catalogue keeps them apart, and the renderer joins a one-word
    Thai zone to the Thai words beside it (judge.msg._tight): "จากสนาม", "ในมือของ alice"."""
    _, entries = read_po(po_path("th"))
    tight = [s for e in entries for s in e.msgstr if THAI_ZONE_TIGHT.search(s)]
    assert not tight, tight
