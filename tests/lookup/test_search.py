"""`judge search`: ranking, glossaries, cross-game synonyms, Thai, JSON, cache."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

import pytest

from judge.lookup.glossary import fold, load_groups
from judge.lookup.index import open_index
from judge.lookup.rules import registered_books
from judge.lookup.search import MARK_ON, Searcher, parse
from judge.ruledata import GameData

from .conftest import run

#: Indonesian words of the Vandaria Wars register passage (seed 000) judges look up.
SEED_TERMS = ["register", "result", "di-result", "respon", "merespon", "prioritas",
              "pemain aktif", "pass", "summon", "terkunci", "register baru", "tertrigger",
              "dibatalkan", "syarat", "biaya tambahan", "jika demikian", "option", "korbankan"]


@pytest.fixture(scope="module")
def searcher(session_cache: Path) -> Searcher:
    """The everyday index, from the look-up tests' session cache (built there once: an index
    built in memory for this module indexed every bundled ruling again, ~3 s CPU). An index
    built in memory is searched in test_switching_the_cache_off_builds_in_memory."""
    index = open_index(cache=session_cache)
    assert index.origin in ("built", "cache")
    return Searcher(index)


def ids(searcher: Searcher, query: str, game: str | None = None) -> list[str]:
    return [h.id for h in searcher.search(query, game).hits]


# ----- ranking and glossaries --------------------------------------------------------------------
@pytest.mark.parametrize(("query", "first"), [
    ("prioritas", "VW REG.3.a"), ("terkunci", "VW REG.5"), ("register baru", "VW REG.6.a"),
    ("jika demikian", "VW REG.14.a"), ("korbankan", "VW REG.14.a"),
    ("dibatalkan", "VW REG.12.b"), ("pemain aktif", "VW REG.3.b"),
    ("kartu selalu benar", "VW OV.1"), ("whole register", "VW REG.4.a"),
    ("Gun Shot", "VW REG.11"),
])
def test_the_rule_a_term_names_ranks_first(searcher: Searcher, query: str, first: str) -> None:
    assert ids(searcher, query)[0] == first


@pytest.mark.parametrize("term", SEED_TERMS)
def test_every_indonesian_term_of_the_seed_leads_to_its_rules(searcher: Searcher,
                                                              term: str) -> None:
    data = GameData("vandaria-wars")
    entries = [e for e in data.glossary if fold(e["term"]) == fold(term)]
    assert entries, f"{term!r} is missing from rulebook/vandaria-wars/glossary.yaml"
    found = ids(searcher, term, "vandaria-wars")
    for rid in entries[0]["rules"]:
        assert rid in found, f"{term} -> {rid} not in results {found}"


def test_a_glossary_hit_says_which_term_led_to_the_rule(searcher: Searcher) -> None:
    hit = searcher.search("prioritas").hits[0]
    assert hit.via == ["glossary: prioritas"]


@pytest.mark.parametrize("word", ["stack", "chase", "chain", "register"])
def test_stack_register_chase_and_chain_are_one_word(searcher: Searcher, word: str) -> None:
    assert ids(searcher, word, "vandaria-wars")[0] == "VW REG"


@pytest.mark.parametrize("word", ["rested", "tapped", "exhausted"])
def test_rested_exhausted_and_tapped_are_one_word(searcher: Searcher, word: str) -> None:
    assert set(ids(searcher, word, "vandaria-wars")[:2]) == {"VW HP.1", "VW HP.9"}


@pytest.mark.skipif("force-of-will" not in registered_books(),
                    reason="rulebook/force-of-will is not registered yet")
def test_a_games_own_word_ranks_its_rules_above_another_games_synonym(
        searcher: Searcher) -> None:
    games = [h.game for h in searcher.search("chase", limit=100).hits]
    assert games[0] == "force-of-will"
    assert "vandaria-wars" in games  # the register is still found, as a synonym, lower


def test_resolve_finds_the_rules_that_say_result(searcher: Searcher) -> None:
    assert "VW REG.4.a" in ids(searcher, "resolve")[:5]


def test_only_rules_matching_every_term_are_listed_when_there_are_some(
        searcher: Searcher) -> None:
    res = searcher.search("register locked", limit=50)
    assert res.match == "all" and res.hits[0].id == "VW REG.5"
    assert all(h.terms == 2 for h in res.hits)


def test_rules_matching_some_terms_are_listed_when_none_matches_all(searcher: Searcher) -> None:
    res = searcher.search("holy locked", limit=50)
    assert res.match == "any"
    assert {"VW REG.5", "VW REG.8"} <= {h.id for h in res.hits}


@pytest.mark.parametrize("word", ["the", "a", "attacker", "pass", "prioritas", "chase"])
def test_as_typed_is_the_terms_own_words_however_it_is_computed(searcher: Searcher,
                                                                word: str) -> None:
    # A term without synonyms takes its docs minus those matching it only in the glossary
    # column (fast for "the"); it must be exactly the docs matching it in their own words.
    term = searcher.expand(word)
    _, direct, own = searcher.match_term(term)
    plain = set(searcher.lookup([term.text], own_words=True))
    assert direct == plain | own


@pytest.mark.parametrize(("query", "game"), [
    ("does the attacker survive", None), ("the rule of the chase", "force-of-will"),
    ("holy locked", None), ("a the of", "riftbound"), ("stack", None)])
def test_only_the_docs_that_can_make_the_list_are_ranked(searcher: Searcher, query: str,
                                                        game: str | None) -> None:
    # Ranking every doc any term matches, by the documented keys, gives the same list.
    res = searcher.search(query, game, limit=5)
    terms = res.terms
    keys = []
    found = [searcher.match_term(t) for t in terms]
    for doc, m in searcher.meta.items():
        if (game and m[0] != game) or m[3] == "ruling":
            continue
        hits = [(f, t) for f, t in zip(found, terms, strict=True) if doc in f[0]]
        if hits:
            keys.append((-len(hits), -sum(doc in f[1] for f, _ in hits),
                         -sum(doc in f[2] for f, _ in hits), -sum(doc in t.lead for _, t in hits),
                         -sum(f[0][doc] for f, _ in hits), doc))
    full = [k for k in keys if -k[0] == len(terms)]
    assert [h.doc for h in res.hits] == [k[5] for k in sorted(full or keys)[:5]]


class Scored:
    """A connection that counts the rows each bm25 query returns (the scores computed)."""

    def __init__(self, db: Any) -> None:
        self.db, self.rows = db, 0

    def execute(self, sql: str, *args: Any) -> Any:
        cursor = self.db.execute(sql, *args)
        if "bm25(" not in sql:
            return cursor
        rows = cursor.fetchall()
        self.rows += len(rows)
        return _Rows(rows)


class _Rows(list):  # type: ignore[type-arg]
    def fetchall(self) -> list[Any]:
        return list(self)


@pytest.mark.parametrize(("query", "game"), [
    ("does the attacker survive", None), ("the rule of the chase", "force-of-will"),
    ("result whole register", None), ("kartu yang dikorbankan", None)])
def test_several_terms_score_only_the_docs_that_can_make_the_list(
        searcher: Searcher, query: str, game: str | None) -> None:
    # Of several terms, bm25 (most of a query's cost) scores only the docs that can be listed:
    # "does the attacker survive" scored all 2,159 docs with "does" (its slowest query in
    # bench/run.py); the same hits, scores included, either way.
    plain = searcher.search(query, game)
    counted = Searcher(searcher.index)
    counted.db = Scored(searcher.db)  # type: ignore[assignment]
    res = counted.search(query, game)
    assert [(h.doc, h.score) for h in res.hits + res.rulings] == \
        [(h.doc, h.score) for h in plain.hits + plain.rulings]
    rule_docs, ruling_docs = counted.candidates(*_matched(counted, res.terms), game, 10)
    assert counted.db.rows <= len(res.terms) * 2 * (len(rule_docs) + len(ruling_docs))


class Planned:
    """A connection that keeps the query plan of every statement run on it."""

    def __init__(self, db: Any) -> None:
        self.db, self.plans = db, []  # type: ignore[var-annotated]

    def execute(self, sql: str, *args: Any) -> Any:
        plan = self.db.execute("EXPLAIN QUERY PLAN " + sql, *args).fetchall()
        self.plans.append((sql, [str(row[3]) for row in plan]))
        return self.db.execute(sql, *args)


@pytest.mark.parametrize("query", ["does the attacker survive", "register locked", "stack",
                                   "pemain aktif"])
def test_a_search_reads_no_table_whole_and_matches_each_fts_term_once(searcher: Searcher,
                                                                      query: str) -> None:
    # A ruling's cited rules were found by reading all 9,000 rows of ruling_cites (no index on
    # its doc), and "which of these docs hold the words" asked the full-text index once per doc
    # (`rowid IN (...)` beside MATCH: FTS5 plan `=M`, the term's whole list read again for each
    # doc, and so were the highlighted pieces): together two thirds of the SQL time of the
    # bench's slowest query. The synonyms of a word joined a whole table to it too.
    planned = Searcher(searcher.index)
    planned.db = Planned(searcher.db)  # type: ignore[assignment]
    planned.search("warm up")  # what a searcher reads once (its phrases, its documents' list)
    planned.db.plans.clear()
    assert planned.search(query).hits
    for sql, plan in planned.db.plans:
        for step in plan:
            # (the games' table is its three rows: read whole, as meant)
            assert not re.match(r"SCAN (?!\w+ VIRTUAL TABLE|games\b)", step), (sql, step)
            assert not re.search(r"VIRTUAL TABLE INDEX \d+:=", step), (sql, step)


def _matched(searcher: Searcher, terms: list[Any]) -> tuple[Any, int]:
    from collections import Counter

    matched: Counter[int] = Counter()
    for term in terms:
        matched.update(searcher.match_term(term, ranked=False)[0].keys())
    return matched, len(terms)


def test_multi_word_glossary_terms_are_read_as_one_term() -> None:
    assert parse("pemain aktif pass", {"pemain aktif"}) == ["pemain aktif", "pass"]
    assert parse('"whole register" holy', set()) == ["whole register", "holy"]


def test_snippets_highlight_the_matched_words(searcher: Searcher) -> None:
    # VW REG.5 and RB 355.15 ("Choices are locked") both hold it in their titles; since the
    # Vandaria Wars rules carry a Thai text too (a longer row for bm25) the Riftbound one leads
    hits = searcher.search("locked").hits
    hit = next(h for h in hits[:2] if h.id == "VW REG.5")
    assert f"{MARK_ON}locked" in hit.snippet


@pytest.mark.parametrize("query", ['"', "AND OR NOT", "NEAR(register", "reg*", "a:b", "'-"])
def test_fts_syntax_in_a_query_is_searched_as_text_never_an_error(searcher: Searcher,
                                                                   query: str) -> None:
    searcher.search(query)  # no exception


# ----- Thai --------------------------------------------------------------------------------------
def test_thai_query_with_no_match_in_vandaria_wars_returns_nothing_gracefully() -> None:
    code, out, err = run("search", "สวัสดี", "--game", "vw")
    assert code == 0 and out == ""
    assert "no rule matches" in err
    code, out, _ = run("search", "สวัสดี", "--json")
    assert code == 0 and json.loads(out)["results"] == [] and json.loads(out)["match"] == "none"


def test_a_thai_cross_game_word_finds_the_vandaria_wars_rules(searcher: Searcher) -> None:
    # ตะแคง (turn a card sideways) is the Riftbound guide's word for exhausting.
    assert set(ids(searcher, "ตะแคง", "vandaria-wars")[:2]) == {"VW HP.1", "VW HP.9"}


@pytest.fixture(scope="module")
def thai_book(tmp_path_factory: pytest.TempPathFactory) -> Searcher:
    """A one-game rulebook with Thai paraphrases written as Thai is: no spaces between words."""
    root = tmp_path_factory.mktemp("thai")
    game = root / "thai-test"
    game.mkdir()
    (game / "manifest.yaml").write_text(
        "id: thai-test\nname: Thai test\nprefix: TT\nversion: '1'\n", encoding="utf-8")
    (game / "rules.yaml").write_text("""rules:
  - id: TT 1
    title: เฟสหลัก
    text: หลังจากนั้นเฟสนี้ไม่มีโครงสร้างอะไรเลยตราบใดที่คุณถือไพรออริตี้อยู่
  - id: TT 2
    title: การตั้งการ์ด
    text: ตั้งทุกการ์ดที่คุณคุมอยู่กลับขึ้นมารูนที่จ่ายไปก็ตั้งขึ้นด้วยกำลังทำ
  - id: TT 3
    title: Ending
    text: The turn ends and every unit heals.
""", encoding="utf-8")
    (game / "glossary.yaml").write_text("""terms:
  - {term: ฮีล, lang: th, rules: [TT 3], note: heal}
""", encoding="utf-8")
    data = GameData("thai-test")
    data.dir = game
    return Searcher(open_index({"thai-test": data}, root / "none.yaml", cache=False))


def test_a_thai_word_inside_an_unspaced_sentence_is_found(thai_book: Searcher) -> None:
    res = thai_book.search("โครงสร้าง")  # "structure", in the middle of TT 1's sentence
    assert [h.id for h in res.hits] == ["TT 1"]
    assert f"{MARK_ON}โครงสร้าง" in res.hits[0].snippet


def test_a_thai_word_found_in_one_rule_only(thai_book: Searcher) -> None:
    assert [h.id for h in thai_book.search("จ่าย").hits] == ["TT 2"]  # "pay"


def test_a_two_letter_thai_word_is_found_by_scanning(thai_book: Searcher) -> None:
    assert [h.id for h in thai_book.search("คุ").hits] == ["TT 1", "TT 2"]


def test_a_thai_glossary_term_leads_to_an_english_rule(thai_book: Searcher) -> None:
    hits = thai_book.search("ฮีล").hits
    assert hits[0].id == "TT 3" and hits[0].via == ["glossary: ฮีล"]


def test_thai_sara_am_typed_either_way_matches(thai_book: Searcher) -> None:
    decomposed = "ก\u0e4d\u0e32ลัง"  # NIKHAHIT + SARA AA, as some keyboards type SARA AM
    assert [h.id for h in thai_book.search(decomposed).hits] == ["TT 2"]
    assert [h.id for h in thai_book.search("กำลัง").hits] == ["TT 2"]


def test_a_thai_word_absent_from_the_book_finds_nothing(thai_book: Searcher) -> None:
    assert thai_book.search("สวัสดี").hits == []


def _riftbound_thai_terms() -> list[dict[str, object]]:
    books = registered_books()
    if "riftbound" not in books:
        return []
    return [e for e in books["riftbound"].glossary if e.get("lang") == "th"]


@pytest.mark.skipif(not _riftbound_thai_terms(),
                    reason="rulebook/riftbound (with a Thai glossary) is not registered yet")
def test_every_thai_term_of_the_riftbound_glossary_finds_its_rules(searcher: Searcher) -> None:
    rules = registered_books()["riftbound"].rules
    for entry in _riftbound_thai_terms():
        wanted = [r for r in entry["rules"] if r in rules]  # type: ignore[attr-defined]
        found = ids(searcher, str(entry["term"]), "riftbound")
        assert any(r in found for r in wanted), f"{entry['term']} -> {wanted}: got {found}"


@pytest.mark.skipif(not _riftbound_thai_terms(),
                    reason="rulebook/riftbound (with a Thai glossary) is not registered yet")
def test_a_thai_word_inside_a_riftbound_glossary_phrase_is_found(searcher: Searcher) -> None:
    longest = max(_riftbound_thai_terms(), key=lambda e: len(str(e["term"])))
    term = str(longest["term"])
    inner = term[1:-1] if len(term) > 5 else term  # a piece inside the unspaced phrase
    found = ids(searcher, inner, "riftbound")
    assert any(r in found for r in longest["rules"])  # type: ignore[attr-defined]


# ----- data checks -------------------------------------------------------------------------------
def test_every_glossary_entry_of_every_registered_game_maps_to_existing_rules() -> None:
    for gid, data in registered_books().items():
        for entry in data.glossary:
            assert {"term", "lang", "rules"} <= set(entry), f"{gid}: {entry}"
            bad = [r for r in entry["rules"] if r not in data.rules]
            assert not bad, f"{gid} glossary {entry['term']!r} -> unknown {bad}"


def test_cross_game_synonyms_map_only_to_rules_that_exist() -> None:
    books = registered_books()
    for group in load_groups():
        for gid, rule_ids in group.rules:
            if gid in books:
                bad = [r for r in rule_ids if r not in books[gid].rules]
                assert not bad, f"glossary-common {group.concept}: {gid} -> unknown {bad}"


# ----- the command -------------------------------------------------------------------------------
def test_search_prints_ranked_rules_with_snippets() -> None:
    code, out, _ = run("search", "pemain", "aktif")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith('3 rules for "pemain aktif"') or "pemain aktif" in lines[0]
    assert " 1. VW REG.3" in out and "«" in out  # piped output marks highlights with «»


def test_search_json_shape() -> None:
    code, out, _ = run("search", "stack", "--json", "--limit", "2", "--game", "vw")
    assert code == 0
    data = json.loads(out)
    assert data["schema"] == "judge.search/1" and data["match"] == "all"
    assert data["terms"][0]["searched_as"][:4] == ["stack", "register", "chase", "chain"]
    assert len(data["results"]) == 2
    first = data["results"][0]
    assert {"rank", "game", "id", "title", "kind", "score", "snippet", "via"} <= set(first)
    assert first["id"] == "VW REG" and first["rank"] == 1


def test_search_unknown_game_exits_2() -> None:
    code, _, err = run("search", "stack", "--game", "chess")
    assert code == 2 and "unknown game" in err


def test_search_with_nothing_to_search_exits_2() -> None:
    code, _, err = run("search", "?!")
    assert code == 2 and "nothing to search" in err


def test_search_stats_report_the_index_on_stderr() -> None:
    code, out, err = run("search", "stack", "--stats")
    assert code == 0 and "index:" in err and "query" in err and "index:" not in out


# ----- the cache ---------------------------------------------------------------------------------
@pytest.mark.usefixtures("few_rulings")  # what is cached matters, not how much
def test_the_index_is_built_once_then_opened_from_the_cache(tmp_path: Path) -> None:
    first = open_index(cache=tmp_path)
    second = open_index(cache=tmp_path)
    assert (first.origin, second.origin) == ("built", "cache")
    assert first.path == second.path and len(list(tmp_path.glob("search-*.sqlite"))) == 1
    assert Searcher(second).search("prioritas").hits[0].id == "VW REG.3.a"


@pytest.mark.usefixtures("few_rulings")  # what is cached matters, not how much
def test_changed_data_gets_a_new_index_and_the_stale_one_goes(tmp_path: Path) -> None:
    common = tmp_path / "common.yaml"
    common.write_text("groups: []\n", encoding="utf-8")
    cache = tmp_path / "cache"
    first = open_index(common=common, cache=cache)
    common.write_text("groups: [{concept: x, words: [stack, pile]}]\n", encoding="utf-8")
    second = open_index(common=common, cache=cache)
    assert second.origin == "built" and second.path != first.path
    assert [p.name for p in cache.glob("search-*.sqlite")] == [second.path.name]  # type: ignore[union-attr]


def test_a_changed_message_catalogue_changes_the_code_key() -> None:
    """The index stores each ruling's answer in every language of the catalogues: a new `.mo`
    (translations changed) is a changed index, as a changed engine is."""
    from judge.lookup.index import code_key

    key = code_key()
    for lang in ("id", "th"):
        assert f"i18n/locale/{lang}/LC_MESSAGES/judge.mo:" in key.replace(os.sep, "/")


@pytest.mark.usefixtures("few_rulings")  # what is cached matters, not how much
@pytest.mark.parametrize("switch", ["JUDGE_SEARCH_CACHE", "JUDGE_CACHE"])
def test_switching_the_cache_off_builds_in_memory(monkeypatch: pytest.MonkeyPatch,
                                                  switch: str) -> None:
    monkeypatch.setenv(switch, "0")
    index = open_index()
    assert index.origin == "memory"
    # and it finds what a cached index finds (the ranking tests above search the cached one)
    assert [h.id for h in Searcher(index).search("prioritas").hits[:1]] == ["VW REG.3.a"]
    assert "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml" in [
        h.id for h in Searcher(index).search("Prayer Profit Gun Shot").rulings]


@pytest.mark.usefixtures("few_rulings")  # what is cached matters, not how much
def test_an_unwritable_cache_dir_falls_back_to_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert open_index(cache=blocker / "sub").origin == "memory"


@pytest.mark.usefixtures("few_rulings")  # what is cached matters, not how much
def test_a_cache_dir_with_spaces_and_url_characters_works(tmp_path: Path) -> None:
    odd = tmp_path / "my cache #1 ?x"
    assert open_index(cache=odd).origin == "built"
    assert open_index(cache=odd).origin == "cache"


@pytest.mark.parametrize(("query", "sub", "parent"), [
    ("whole register", "VW REG.4.a", "VW REG.4"),
    ("summoning never answers", "VW REG.15.b", "VW REG.15"),
])
def test_a_sub_rule_the_query_singles_out_ranks_above_its_parent(
        searcher: Searcher, query: str, sub: str, parent: str) -> None:
    found = ids(searcher, query, "vandaria-wars")
    assert sub in found and found.index(sub) < found.index(parent) if parent in found \
        else sub in found


def test_a_query_matching_many_sub_rules_keeps_their_parent_first(searcher: Searcher) -> None:
    assert ids(searcher, "register", "vandaria-wars")[0] == "VW REG"


def test_an_indonesian_snippet_does_not_run_on_into_the_thai_of_the_same_rule(
        searcher: Searcher) -> None:
    """Vandaria Wars rules carry Indonesian and Thai texts in one column (index.py): a piece
    matched in the Indonesian stops where the Thai begins."""
    for hit in searcher.search("register baru").hits[:2]:
        assert f"{MARK_ON}" in hit.snippet and not re.search("[\u0e00-\u0e7f]", hit.snippet), \
            hit.snippet
