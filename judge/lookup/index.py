"""The full-text index of every rulebook and of the rulings (SQLite FTS5, standard library).

Two FTS5 tables over one content table of rules: `words` (unicode61 + porter) ranks English and
Indonesian by word; `grams` (trigram) finds any substring of 3+ characters, which is what Thai needs
(it is written without spaces, so unicode61 sees a whole sentence as one token). A rule's texts in
the players' languages (rules.<lang>.yaml) are columns of the same row, so a rule is found in any
of its languages and listed once. A third, `stems`, holds the Indonesian words of each rule as their
candidate roots (judge/lookup/normalize.py), so `dikorbankan` finds `mengorbankan`; `stemmed` maps
each root to the glossary and synonym words it comes from. Glossary terms and cross-game synonyms
are stored with the rules they lead to, so a search needs no YAML at all.

The index is built from the rulebook data at first use and cached as one SQLite file under the user
cache dir, named by a hash of the data files (a changed rulebook gets a new file; stale ones are
removed). A cached file is never trusted blindly: its meta table must name the same data hash, and
a sidecar `.check` file records the CRC-32 and size of the whole database file, verified on every
open (about a millisecond per megabyte), so a damaged page, a flipped byte range or a foreign
SQLite file is rebuilt instead of answering wrongly; a database error during a search falls back
to an index built in memory. Set JUDGE_CACHE_DIR to move the cache, or JUDGE_CACHE=0 (every
cache) or JUDGE_SEARCH_CACHE=0 (this one) to build in memory.
Figures are in docs/lookups.md.

The rulings are scenario files (every bundled one, and those of any folder `judge search
--rulings DIR` names): each is loaded and resolved once, when the index is built (or read from
what `judge site`, `judge test` or an earlier index kept of the same bytes: judge/rulings.py),
and stored as a document of kind `ruling` in the same tables (title, question, card names and
tags, cited rules), with its file, question, one-line answer (judge/lookup/answer.py: in
English, and in each language of the catalogues in `ruling_answers`, so a search shows it in the
reader's language) and cited rules beside it. The cache key covers them by each file's path,
size and modification time, and judge's own code the same way (an answer is what judge rules,
so a changed engine is a changed index): reading every scenario's bytes on each search would
cost more than the search itself.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
import tempfile
import time
import unicodedata
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from judge.cache import code_key, file_stat
from judge.lookup.glossary import Group, common_path, fold, game_terms, load_groups
from judge.lookup.normalize import is_thai, stem_text, stems
from judge.ruledata import GameData

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any

#: Bumped whenever the schema or what goes into it changes, so old cache files are not reused.
INDEX_VERSION = "10"
DATA_FILES = ("manifest.yaml", "rules.yaml", "policies.yaml", "glossary.yaml")
COLUMNS = ("title", "text", "terms", "glossary", "ltitle", "ltext")

SCHEMA = """
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE games(id TEXT PRIMARY KEY, name TEXT, prefix TEXT, ord INTEGER);
CREATE TABLE docs(id INTEGER PRIMARY KEY, game TEXT, rule_id TEXT, kind TEXT,
                  title TEXT, text TEXT, terms TEXT, glossary TEXT, ltitle TEXT, ltext TEXT);
CREATE VIRTUAL TABLE words USING fts5(title, text, terms, glossary, ltitle, ltext, content='docs',
    content_rowid='id', tokenize='porter unicode61 remove_diacritics 2');
CREATE VIRTUAL TABLE grams USING fts5(title, text, terms, glossary, ltitle, ltext, content='docs',
    content_rowid='id', tokenize='trigram');
CREATE VIRTUAL TABLE stems USING fts5(title, text, glossary,
    tokenize='unicode61 remove_diacritics 2');
CREATE TABLE titles(doc INTEGER, lang TEXT, title TEXT, PRIMARY KEY (doc, lang));
CREATE TABLE glossary(game TEXT, folded TEXT, term TEXT, lang TEXT, rule_id TEXT, via TEXT,
                      pos INTEGER);
CREATE TABLE synonyms(concept TEXT, folded TEXT, word TEXT);
CREATE TABLE stemmed(stem TEXT, folded TEXT, PRIMARY KEY (stem, folded));
CREATE INDEX glossary_folded ON glossary(folded);
CREATE INDEX synonyms_folded ON synonyms(folded);
CREATE INDEX synonyms_concept ON synonyms(concept);
CREATE INDEX docs_rule ON docs(game, rule_id);
CREATE TABLE rulings(doc INTEGER PRIMARY KEY, file TEXT, question TEXT, answer TEXT);
CREATE TABLE ruling_answers(doc INTEGER, lang TEXT, answer TEXT, PRIMARY KEY (doc, lang));
CREATE TABLE ruling_cites(doc INTEGER, game TEXT, rule_id TEXT);
CREATE INDEX ruling_cites_rule ON ruling_cites(game, rule_id);
CREATE INDEX ruling_cites_doc ON ruling_cites(doc);
"""
#: What a ruling's cited rules are called in the index (the glossary column of its document).
RULING = "ruling"


@dataclass
class Index:
    db: sqlite3.Connection
    origin: str  # "cache" (opened a cached file) | "built" (built and cached) | "memory"
    build_ms: float  # time to read the rulebooks and build (0 when opened from the cache)
    open_ms: float  # time from the call to a usable index
    path: Path | None = None


def nfc(text: str) -> str:
    """The one form text is indexed and searched in: NFKC, so that Thai SARA AM typed as one
    character or as NIKHAHIT + SARA AA, or full-width Latin, compare equal."""
    return unicodedata.normalize("NFKC", text)


def data_key(books: dict[str, GameData], common: Path,
             rulings: list[tuple[str, str]] | None = None) -> str:
    """A hash of every file the index is built from: the rulebook data by its bytes (not
    parsed: cheap on each run), the rulings and judge's code by path, size and mtime."""
    h = hashlib.sha256(INDEX_VERSION.encode())
    if rulings:
        h.update(b"\0rulings")
        for shown, path in rulings:
            h.update(f"\0{shown}\0{file_stat(path)}".encode("utf-8", "surrogateescape"))
        h.update(code_key().encode())
    for gid, data in books.items():
        h.update(f"\0game:{gid}".encode())
        names = [*DATA_FILES, *(f"rules.{lang}.yaml" for lang in data.languages[1:])]
        for name in names:
            p = data.dir / name
            h.update(f"\0{name}:".encode())
            if p.is_file():
                h.update(p.read_bytes())
    if common.is_file():
        h.update(b"\0common:" + common.read_bytes())
    return h.hexdigest()[:20]


def ruling_files(dirs: Iterable[str] = (), bundled: bool = True) -> list[tuple[str, str]]:
    """(name shown, path) of every ruling to index: the bundled scenarios (shown as
    `scenarios/...`), then the *.yaml / *.yml files under each of `dirs` (shown as found)."""
    from judge.bundled import bundled_files, scenarios_root

    out: list[tuple[str, str]] = []
    if bundled:
        # each is under the top folder, which is absolute and normal (os.path.relpath of each,
        # the same names, was a third of opening a cached index: ~10 ms of `judge search`)
        top = os.path.dirname(scenarios_root())
        head = os.path.join(top, "")
        out += [(f[len(head):] if f.startswith(head) else os.path.relpath(f, top), f)
                for f in bundled_files()]
    for d in dirs:
        for folder, subdirs, files in os.walk(d):
            subdirs.sort()
            for name in sorted(files):
                if name.endswith((".yaml", ".yml")):
                    path = os.path.join(folder, name)
                    if os.path.isfile(path):
                        out.append((path, path))
    return out


def cache_dir() -> Path | None:
    """Where cached indexes live; None when caching is switched off."""
    for switch in ("JUDGE_CACHE", "JUDGE_SEARCH_CACHE"):  # every cache, or this one only
        if os.environ.get(switch, "1").strip().lower() in ("0", "no", "off", "false"):
            return None
    explicit = os.environ.get("JUDGE_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "judge"


def open_index(books: dict[str, GameData] | None = None, common: Path | None = None,
               *, cache: Path | bool = True, rulings: Iterable[str] = (),
               bundled: bool = True) -> Index:
    """The search index of `books` (default: every registered game) and of the rulings (the
    bundled scenarios unless `bundled` is False, and those under the folders `rulings`), from
    the cache if it holds one for exactly this data, else built (and cached when a cache dir is
    usable). `cache`: True for the user cache dir, a folder, or False to build in memory."""
    from judge.lookup.rules import registered_books

    t0 = time.perf_counter()
    books = registered_books() if books is None else books
    common = common_path() if common is None else common
    dirs = [os.path.abspath(d) for d in rulings]
    files = ruling_files(dirs, bundled)
    where = cache_dir() if cache is True else (cache if isinstance(cache, Path) else None)
    if where is None:
        return memory_index(books, common, t0, files)
    key = data_key(books, common, files)
    # The index of the bundled rulings, or of these extra folders too: kept apart, so using
    # --rulings DIR does not throw away the everyday index.
    kind = "search" if not dirs else "search-dirs-" + hashlib.sha256(
        "\0".join(dirs).encode("utf-8", "surrogateescape")).hexdigest()[:8]
    path = where / f"{kind}-{key}.sqlite"
    if path.is_file():
        cached = _open_verified(path, key)
        if cached is not None:
            return Index(cached, "cache", 0.0, _ms(t0), path)
    try:
        base = _everyday(books, common, where) if dirs and bundled else None
        try:
            if base is None:
                ms = _build_file(path, books, common, key, files, kind)
            else:  # the bundled rulings are the base's: only the folders' are added
                ms = _build_file(path, books, common, key, ruling_files(dirs, bundled=False),
                                 kind, base=base)
        finally:
            if base is not None:
                base.close()
        built = _open_verified(path, key)
    except (OSError, sqlite3.DatabaseError):  # read-only home, full disk ...: memory answers
        built = None
    if built is None:
        return memory_index(books, common, t0, files)
    return Index(built, "built", ms, _ms(t0), path)


def _everyday(books: dict[str, GameData], common: Path, where: Path) -> sqlite3.Connection | None:
    """The everyday index (rules and bundled rulings) from the cache folder, built there if it
    is not: an index with --rulings folders starts as its copy and adds only their rulings, so
    `judge search --rulings DIR` no longer resolves every bundled scenario again (~5 s CPU on
    1,300 of them) where the everyday index is at hand. None when it is only in memory."""
    index = open_index(books, common, cache=where)
    return index.db if index.path is not None else None


def memory_index(books: dict[str, GameData] | None = None, common: Path | None = None,
                 t0: float | None = None, rulings: list[tuple[str, str]] | None = None
                 ) -> Index:
    """An index built in memory: no file to trust. `rulings`: (name shown, path) of the
    rulings to index (default: the bundled scenarios)."""
    from judge.lookup.rules import registered_books

    t0 = time.perf_counter() if t0 is None else t0
    books = registered_books() if books is None else books
    common = common_path() if common is None else common
    db = sqlite3.connect(":memory:")
    ms = build(db, books, load_groups(common), ruling_files() if rulings is None else rulings)
    return Index(db, "memory", ms, _ms(t0))


def _check_file(path: Path) -> Path:
    return path.with_name(path.name + ".check")


def file_check(path: Path) -> str:
    """`crc32:size` of a whole file, as the sidecar records it."""
    data = path.read_bytes()
    return f"{zlib.crc32(data):08x}:{len(data)}"


def _open_verified(path: Path, key: str) -> sqlite3.Connection | None:
    """The cached index, read-only, if its bytes are the ones written (the sidecar's CRC-32
    and size) and it is an index of this very data (meta: version and data hash); else None,
    and the file is removed so that it is rebuilt."""
    try:
        expected = _check_file(path).read_text(encoding="ascii").strip()
        if file_check(path) != expected:
            raise ValueError("changed since it was written")
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            meta = dict(db.execute("SELECT key, value FROM meta").fetchall())
            if meta.get("version") != INDEX_VERSION or meta.get("data") != key:
                raise ValueError("an index of other data")
        except BaseException:
            db.close()
            raise
        return db
    except (OSError, ValueError, sqlite3.DatabaseError):
        for stale in (path, _check_file(path)):
            with contextlib.suppress(OSError):
                stale.unlink(missing_ok=True)
        return None


def _ms(t0: float) -> float:
    return (time.perf_counter() - t0) * 1000


def _build_file(path: Path, books: dict[str, GameData], common: Path, key: str = "",
                rulings: list[tuple[str, str]] | None = None, kind: str = "search",
                base: sqlite3.Connection | None = None) -> float:
    """Build into a temporary file and rename it into place (with its sidecar check), so a
    reader never sees half an index and two processes building at once do no harm. `base`: an
    index of the same books to start from (a copy of it) and extend with `rulings`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".search-", suffix=".tmp", dir=path.parent)
    os.close(fd)
    check_tmp = tmp + ".check"
    try:
        db = sqlite3.connect(tmp)
        try:
            if base is None:
                ms = build(db, books, load_groups(common), rulings or [])
            else:
                ms = extend(db, base, books, rulings or [])
            db.execute("INSERT OR REPLACE INTO meta VALUES ('data', ?)", (key,))
            db.commit()
        finally:
            db.close()
        Path(check_tmp).write_text(file_check(Path(tmp)), encoding="ascii")
        os.replace(tmp, path)
        os.replace(check_tmp, _check_file(path))
    finally:
        for leftover in (tmp, check_tmp):
            if os.path.exists(leftover):
                os.unlink(leftover)
    for stale in [*path.parent.glob(f"{kind}-*.sqlite"), *path.parent.glob(f"{kind}-*.check")]:
        if stale.name.startswith("search-dirs-") and not kind.startswith("search-dirs-"):
            continue  # another kind of index (with --rulings folders): not this one's to prune
        if stale not in (path, _check_file(path)):
            stale.unlink(missing_ok=True)
    return ms


def build(db: sqlite3.Connection, books: dict[str, GameData], groups: list[Group],
          rulings: list[tuple[str, str]] | None = None) -> float:
    """Fill an empty database with the index (the rules of `books`, and the rulings: (name
    shown, path) of scenario files); returns the milliseconds it took."""
    t0 = time.perf_counter()
    db.executescript(SCHEMA)
    db.execute("INSERT INTO meta VALUES ('version', ?)", (INDEX_VERSION,))
    leads: dict[tuple[str, str], list[str]] = {}  # (game, rule id) -> words that lead to it
    for order, (gid, data) in enumerate(books.items()):
        db.execute("INSERT INTO games VALUES (?, ?, ?, ?)",
                   (gid, str(data.manifest.get("name", gid)),
                    str(data.manifest.get("prefix", "")), order))
        for term in game_terms(data):
            for pos, rid in enumerate(term.rules):
                db.execute("INSERT INTO glossary VALUES (?, ?, ?, ?, ?, ?, ?)",
                           (gid, fold(term.term), term.term, term.lang, rid, "glossary", pos))
                leads.setdefault((gid, rid), []).append(
                    nfc(term.term + (f" ({term.note})" if term.note else "")))
        for group in groups:
            for rid in group.rules_for(gid):
                if rid not in data.rules:
                    continue
                for word in group.words:
                    db.execute("INSERT INTO glossary VALUES (?, ?, ?, ?, ?, ?, ?)",
                               (gid, fold(word), nfc(word), "", rid, f"common:{group.concept}",
                                1))
                leads.setdefault((gid, rid), []).extend(nfc(w) for w in group.words)
    for group in groups:
        db.executemany("INSERT INTO synonyms VALUES (?, ?, ?)",
                       [(group.concept, fold(w), nfc(w)) for w in group.words])
    known = {r[0] for r in db.execute("SELECT folded FROM glossary UNION SELECT folded FROM "
                                      "synonyms")}
    db.executemany("INSERT OR IGNORE INTO stemmed VALUES (?, ?)",
                   [(stem, word) for word in known if " " not in word and not is_thai(word)
                    for stem in stems(word)])
    db.executemany("INSERT INTO docs(game, rule_id, kind, title, text, terms, glossary, ltitle, "
                   "ltext) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", _docs(books, leads))
    if rulings:
        _rulings(db, books, rulings)
    db.execute("INSERT INTO words(words) VALUES ('rebuild')")
    db.execute("INSERT INTO grams(grams) VALUES ('rebuild')")
    _stems_and_titles(db, books)
    db.commit()
    return (time.perf_counter() - t0) * 1000


def extend(db: sqlite3.Connection, base: sqlite3.Connection, books: dict[str, GameData],
           rulings: list[tuple[str, str]]) -> float:
    """Fill an empty database with a copy of the index `base` (of the same `books`) and the
    rulings of `rulings` after its own: the same rows, in the same order, as `build` of both
    lists of rulings writes (the rulings come after the rules and touch no table the rules fill
    but `docs`, whose full-text tables are rebuilt). Returns the milliseconds it took."""
    t0 = time.perf_counter()
    base.backup(db)
    if rulings:
        _rulings(db, books, rulings)
        db.execute("INSERT INTO words(words) VALUES ('rebuild')")
        db.execute("INSERT INTO grams(grams) VALUES ('rebuild')")
    db.commit()
    return (time.perf_counter() - t0) * 1000


def _stems_and_titles(db: sqlite3.Connection, books: dict[str, GameData]) -> None:
    """The `stems` rows (the Indonesian words of each rule, as candidate roots: its Indonesian
    title and text, its Indonesian glossary terms, and its keywords in a game whose guide is
    Indonesian) and the `titles` rows (each rule's title in each language)."""
    doc_ids = {(g, r): d for d, g, r in db.execute("SELECT id, game, rule_id FROM docs")}
    stem_rows = []
    title_rows = []
    for gid, data in books.items():
        indonesian_book = str(data.manifest.get("language", "")) == "id"
        terms_by_rule: dict[str, list[str]] = {}
        for term in game_terms(data):
            if term.lang == "id":
                for rid in term.rules:
                    terms_by_rule.setdefault(rid, []).append(term.term)
        tr_id = data.translation("id")
        for lang in data.languages[1:]:
            for rid, other in data.translation(lang).items():
                if (gid, rid) in doc_ids and other.title:
                    title_rows.append((doc_ids[(gid, rid)], lang, nfc(other.title)))
        for rid, rule in data.rules.items():
            words = [*terms_by_rule.get(rid, []), *(rule.terms if indonesian_book else ())]
            tr = tr_id.get(rid)
            if tr is None and not words:
                continue
            text = " ".join([tr.text, *(t for _, t in tr.options)]) if tr else ""
            stem_rows.append((doc_ids[(gid, rid)], stem_text(tr.title if tr else ""),
                              stem_text(text), stem_text(" ".join(words))))
    db.executemany("INSERT INTO stems(rowid, title, text, glossary) VALUES (?, ?, ?, ?)",
                   stem_rows)
    db.executemany("INSERT INTO titles VALUES (?, ?, ?)", title_rows)


def _docs(books: dict[str, GameData], leads: dict[tuple[str, str], list[str]]
          ) -> Iterable[tuple[str, str, str, str, str, str, str, str, str]]:
    for gid, data in books.items():
        translations = [data.translation(lang) for lang in data.languages[1:]]
        for rule in data.rules.values():
            extra = [f"{n}: {t}" for n, t in rule.options] + [f"{e}: {t}" for e, t in rule.editions]
            text = " ".join([rule.text, *extra])
            mine = [tr[rule.id] for tr in translations if rule.id in tr]
            ltitle = " ; ".join(t.title for t in mine if t.title)
            ltext = " ; ".join(" ".join([t.text, *(f"{n}: {o}" for n, o in t.options)])
                               for t in mine)
            yield (gid, rule.id, rule.kind, nfc(rule.title), nfc(text),
                   nfc(" ; ".join(rule.terms)),
                   " ; ".join(dict.fromkeys(leads.get((gid, rule.id), []))),
                   nfc(ltitle), nfc(ltext))


def _rulings(db: sqlite3.Connection, books: dict[str, GameData],
             files: list[tuple[str, str]]) -> None:
    """Each scenario file of a game in `books`, loaded and resolved, as a document of kind
    `ruling`: title; question; card names and tags; cited rules (`expect.cites` and `rules:`).
    A file judge cannot rule on (invalid, not implemented, a card pool) is left out."""
    from judge.i18n import CATALOGUED
    from judge.rulings import indexed_ruling, kept_together

    with kept_together():  # the rulings kept here, a hundred a transaction
        for shown, path in files:
            _ruling(db, shown, indexed_ruling(path, books), books, CATALOGUED)


def _ruling(db: sqlite3.Connection, shown: str, ruling: dict[str, Any] | None,
            books: dict[str, GameData], langs: tuple[str, ...]) -> None:
    """A ruling's document (`shown`: its file's name), unless judge cannot rule on the file
    (None). Resolved once for every command that reads it (judge/rulings.py): kept from `judge
    site` or `judge test` of the same bytes under the same judge, or kept here."""
    if ruling is None or ruling["game"] not in books:
        return
    game, cites = ruling["game"], ruling["cites"]
    cur = db.execute(
        "INSERT INTO docs(game, rule_id, kind, title, text, terms, glossary, ltitle, ltext) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, '', '')",
        (game, shown, RULING, nfc(ruling["title"]), nfc(ruling["question"]),
         nfc(" ; ".join([*ruling["cards"], *ruling["tags"]])), " ; ".join(cites)))
    doc = cur.lastrowid
    db.execute("INSERT INTO rulings VALUES (?, ?, ?, ?)",
               (doc, shown, ruling["question"], ruling["answers"]["en"]))
    db.executemany("INSERT INTO ruling_answers VALUES (?, ?, ?)",
                   [(doc, lang, ruling["answers"][lang]) for lang in langs])
    db.executemany("INSERT INTO ruling_cites VALUES (?, ?, ?)",
                   [(doc, game, rid) for rid in cites])
