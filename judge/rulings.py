"""One resolution of a scenario file, kept for every command that reads its ruling.

`judge test`, the search index (judge/lookup/index.py) and `judge site` each resolve every
bundled ruling; without this, a library of 1,600 files was resolved three times over (4.5, 8
and 17 s of CPU at load 5), and again on each run though nothing had changed. What each of them
takes from a resolution is small and plain, so it is kept on disk, one entry per file, all of a
cache folder's in one SQLite file (`rulings/entries.sqlite`, one row a file, written a hundred
rows a transaction by the commands that keep many: Entries):

- `ruling`: what the search index stores of it (game, title, question, card names and tags,
  cited rules, the one-line answer in English and in each catalogued language), or null for a
  file judge cannot rule on (the index leaves it out);
- `outcome`: what `judge test` prints for it, only when it passed or was skipped (a failure,
  an error or a file judge cannot rule on is worked out again: its messages name the file as
  typed and speak the reader's language);
- the ruling's page of `judge site` and what the rest of the site needs of it are kept apart,
  in one file for each chunk of rulings of a site (PageStore, under `pages/`, by what a page
  depends on besides the ruling: the games' list, the `dot` program that laid out its graph,
  this judge), each page under its ruling's entry and its place in the site: a build writes
  ~20 files, not one entry rewritten for each of ~1,900 rulings.

Whichever command resolves a file first writes what it can from that one resolution (the site
writes all three; the index the first two; `judge test`, which resolves without working out
the answer, the outcome only), and the others read it instead of resolving again.

An entry is never trusted blindly, as judge/cache.py's are not:

- it is keyed by the file's real path and the SHA-256 of its bytes, of the rulebook data of
  every built-in game (every file of its data folder, and the common glossary) and of judge's
  own files (judge/cache.py's code_key, its templates and assets included): a changed
  scenario, rulebook or judge is a different entry; a ruling of a plug-in game (its code is not
  judge's) and a file that names card pools (`cards_from:`: other files) are never kept;
- its header names all of these and must match exactly, and its payload carries its CRC-32
  and size, checked before it is read; each part read must have the shape written, else the
  file is resolved again;
- writing an entry replaces the row of the same file (an older version's, another judge's);
- a database error (a damaged or foreign file) removes the file and starts an empty one.

Switched off with the other caches (`JUDGE_CACHE=0`), or alone with `JUDGE_RULINGS_CACHE=0`.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import zlib
from contextlib import contextmanager
from functools import cache

from judge.cache import cache_root, code_key, entry_bytes, entry_data, read_entry, write_entry

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Container, Iterator
    from typing import Any

    from judge.engine.resolution import Resolution
    from judge.model.scenario import Scenario
    from judge.testing import Outcome

FORMAT = 1  # bump when what an entry holds changes shape
FOLDER = "rulings"
#: What `judge test` may take from an entry: outcomes whose messages name no file.
KEPT_OUTCOMES = ("pass", "skip")
#: Sites whose pages are kept (PageStore, by their site_key): the latest.
PAGES = 4
PAGE_FOLDER = "pages"


# ----- the entry of a file -----------------------------------------------------------------------
def _root() -> str | None:
    if os.environ.get("JUDGE_RULINGS_CACHE", "1").strip().lower() in ("0", "no", "off", "false"):
        return None
    root = cache_root()
    return None if root is None else os.path.join(root, FOLDER)


@cache
def judge_key() -> str:
    """SHA-256 of the rulebook data of every built-in game and of judge's own files: what a
    ruling depends on besides its file. Worked out once a process (~20 ms)."""
    from judge.games import GAMES, find_game
    from judge.lookup.glossary import common_path

    h = hashlib.sha256(f"rulings:{FORMAT}".encode())
    for gid in GAMES:
        folder = str(find_game(gid).data.dir)
        h.update(f"\0game:{gid}".encode())
        for here, dirs, files in os.walk(folder):
            dirs.sort()
            for name in sorted(files):
                with open(os.path.join(here, name), "rb") as fh:
                    h.update(f"\0{os.path.relpath(os.path.join(here, name), folder)}:".encode()
                             + fh.read())
    common = common_path()
    if common.is_file():
        h.update(b"\0common:" + common.read_bytes())
    h.update(b"\0code:" + code_key(everything=True).encode("utf-8", "surrogateescape"))
    return h.hexdigest()


class Read:
    """A scenario file read once: its bytes (None: not a readable regular file), which are both
    what is parsed (judge/app.py's load_scenario_bytes) and what its entry is keyed by, and
    `where` its entry is (_kept). A command that resolves a file and keeps what it found reads
    it once, not once to look its entry up and again to parse it and to keep."""

    __slots__ = ("data", "path", "where")

    def __init__(self, path: str) -> None:
        self.path = path
        self.data: bytes | None = None
        if os.path.isfile(path):
            try:
                with open(path, "rb") as fh:
                    self.data = fh.read()
            except OSError:
                pass
        self.where = _entry_of(path, self.data) if self.data is not None else None


def _kept(path: str) -> tuple[str, dict[str, Any]] | None:
    """(entry name, its header) for a scenario file, or None when it is not kept (caching
    off, not a readable regular file, or a file that names card pools)."""
    if _root() is None:
        return None
    return Read(path).where


def _entry_of(path: str, source: bytes) -> tuple[str, dict[str, Any]] | None:
    """_kept of a file whose bytes are `source`."""
    root = _root()
    if root is None or b"cards_from" in source:  # other files' cards: not in the key
        return None
    real = os.path.realpath(path)
    header = {"format": FORMAT, "path": real, "source": hashlib.sha256(source).hexdigest(),
              "judge": judge_key()}
    # Named by its path (readable; its prefix, the path's CRC-32, names a site's pages of the
    # same file: PageStore.prune) and its key.
    tail = re.sub(r"\W", "_", real[-50:], flags=re.ASCII)
    prefix = f"{zlib.crc32(real.encode('utf-8', 'surrogateescape')):08x}-"
    digest = hashlib.sha256(json.dumps(header, sort_keys=True).encode()).hexdigest()[:20]
    return f"{prefix}{digest}-{tail}", header


def entry(path: str) -> dict[str, Any]:
    """The verified entry of a scenario file (empty when there is none to trust)."""
    where = _kept(path)
    return _payload(where) if where is not None else {}


def _payload(where: tuple[str, dict[str, Any]]) -> dict[str, Any]:
    entries = _entries()
    raw = entries.read(where[1]["path"]) if entries is not None else None
    found = entry_data(raw, where[1]) if raw is not None else None
    return found[0] if found is not None and isinstance(found[0], dict) else {}


def keep(path: str, **parts: Any) -> None:
    """Add `parts` to the entry of a scenario file (the parts it holds stay)."""
    where = _kept(path)
    if where is not None:
        _keep(where, _payload(where), parts)


def _keep(where: tuple[str, dict[str, Any]], payload: dict[str, Any], parts: dict[str, Any]
          ) -> None:
    """Write the entry `where` as `payload` (what it held) with `parts` added: it replaces
    whatever its file's entry held (another version of the file, another judge's)."""
    entries = _entries()
    if entries is None:
        return
    try:
        raw = entry_bytes(where[1], {**payload, **parts})
    except (TypeError, ValueError):
        return
    entries.write(where[1]["path"], raw)


# ----- where the entries are: one SQLite file ----------------------------------------------------
#: The entries of a cache folder, one row a scenario file (by its real path). One file, not one
#: file an entry: a site's first build wrote ~2,600 entries, each a file created, renamed into
#: place and its folder listed to prune the one it replaced (~1.5 s of system time where opening
#: a file costs 0.2-0.4 ms); now a few transactions, and a file's row replaces its old one.
ENTRIES = "entries.sqlite"
#: The shape of ENTRIES' table (its user_version); a file of another shape is replaced.
SCHEMA = 1
#: Entries written in a `kept_together` block are held back and written this many at a time.
FLUSH = 100


class Entries:
    """The entries of one cache folder (ENTRIES), opened when first read or written, in this
    process only (a connection is never used across a fork: _entries). Any database error
    (a damaged or foreign file) removes the file and starts an empty one, once a process;
    after that this process keeps nothing. Every entry read is still checked (entry_data)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.db: sqlite3.Connection | None = None
        self.tries = 2  # an open, and one more after a damaged file was removed
        self.pending: dict[str, bytes] = {}
        self.together = 0

    def read(self, key: str) -> bytes | None:
        if key in self.pending:
            return self.pending[key]
        db = self._open()
        if db is None:
            return None
        try:
            row = db.execute("SELECT data FROM entry WHERE path = ?", (key,)).fetchone()
        except sqlite3.OperationalError:  # locked past its timeout, a full disk: not kept
            return None
        except sqlite3.Error:
            self._damaged()
            return None
        return row[0] if row is not None and isinstance(row[0], bytes) else None

    def write(self, key: str, raw: bytes) -> None:
        self.pending[key] = raw
        if not self.together or len(self.pending) >= FLUSH:
            self.flush()

    def flush(self) -> None:
        rows, self.pending = list(self.pending.items()), {}
        db = self._open() if rows else None
        if db is None:
            return
        try:
            with db:  # one transaction: every row or none
                db.executemany("INSERT OR REPLACE INTO entry (path, data) VALUES (?, ?)", rows)
        except sqlite3.OperationalError:
            pass  # locked past its timeout, a full disk: caching is an optimisation only
        except sqlite3.Error:
            self._damaged()  # a damaged file: these rows are not kept, the next start afresh

    def _open(self) -> sqlite3.Connection | None:
        while self.db is None and self.tries > 0:
            self.tries -= 1
            try:
                self.db = _connect(self.path)
            except NotOurs:
                _remove_database(self.path)
            else:
                if self.db is None:  # cannot be opened now: nothing kept by this process
                    self.tries = 0
        return self.db

    def _damaged(self) -> None:
        if self.db is not None:
            self.db.close()
            self.db = None
        _remove_database(self.path)


class NotOurs(Exception):
    """The file where the entries' database is is not one of ours: another shape, damaged."""


def _connect(path: str) -> sqlite3.Connection | None:
    """The entries' database at `path`, made if there is none; None if it cannot be opened
    (a read-only folder, locked past its timeout); NotOurs if the file is not one of ours."""
    db = None
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        # Commits are not synced to disk (a cache: a lost entry is resolved again, a torn one
        # fails its check); WAL lets `judge test` read while a site's worker writes.
        db = sqlite3.connect(path, timeout=30.0)
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version != SCHEMA:
            if version or db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]:
                raise NotOurs(path)
            db.execute("PRAGMA journal_mode = WAL")
            _remove_one_file_an_entry(os.path.dirname(path))
            with db:
                db.execute("CREATE TABLE IF NOT EXISTS entry (path TEXT PRIMARY KEY, "
                           "data BLOB NOT NULL) WITHOUT ROWID")
                db.execute(f"PRAGMA user_version = {SCHEMA}")
        db.execute("PRAGMA synchronous = OFF")
        return db
    except (OSError, sqlite3.OperationalError):
        if db is not None:
            db.close()
        return None
    except (sqlite3.Error, NotOurs) as exc:
        if db is not None:
            db.close()
        raise NotOurs(path) from exc


def _remove_database(path: str) -> None:
    for name in (path, path + "-wal", path + "-shm", path + "-journal"):
        try:  # noqa: SIM105 - a file that is not there is what is wanted
            os.unlink(name)
        except OSError:
            pass


def _remove_one_file_an_entry(folder: str) -> None:
    """The entries as judge kept them before ENTRIES, one file each in 256 folders named by
    two hex digits: never read again, removed when the database is made."""
    import shutil

    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        if re.fullmatch(r"[0-9a-f]{2}", name):
            shutil.rmtree(os.path.join(folder, name), ignore_errors=True)


_ENTRIES: dict[tuple[str, int], Entries] = {}


def _entries() -> Entries | None:
    """This cache folder's entries, for this process (None: caching off)."""
    root = _root()
    if root is None:
        return None
    key = (root, os.getpid())
    if key not in _ENTRIES:
        _ENTRIES[key] = Entries(os.path.join(root, ENTRIES))
    return _ENTRIES[key]


@contextmanager
def kept_together() -> Iterator[None]:
    """Entries written in the block are written a hundred at a time (FLUSH), each hundred in one
    transaction, and the rest as it ends; the block reads what it wrote."""
    entries = _entries()
    if entries is None:
        yield
        return
    entries.together += 1
    try:
        yield
    finally:
        entries.together -= 1
        if not entries.together:
            entries.flush()


# ----- what each command takes from it -----------------------------------------------------------
def _strings(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _answers_complete(value: Any) -> bool:
    from judge.i18n import CATALOGUED

    return (isinstance(value, dict) and set(value) == {"en", *CATALOGUED}
            and all(isinstance(v, str) for v in value.values()))


def _is_ruling(value: Any) -> bool:
    """The shape `ruling_of` writes (a damaged or foreign part is not read)."""
    from judge.games import GAMES

    return (isinstance(value, dict) and value.get("game") in GAMES
            and all(isinstance(value.get(k), str) for k in ("title", "question"))
            and all(_strings(value.get(k)) for k in ("cards", "tags", "cites"))
            and _answers_complete(value.get("answers")))


def ruling_of(scenario: Scenario, res: Resolution) -> dict[str, Any]:
    """What the search index stores of a resolved scenario (its file's name is the index's)."""
    from judge.i18n import CATALOGUED, translator
    from judge.lookup.answer import one_line_answer

    cites = list(dict.fromkeys([*(scenario.expect.cites or () if scenario.expect else ()),
                                *scenario.rules]))
    cards = sorted({o.card for o in scenario.objects} |
                   {i.card for i in scenario.stack if i.card})
    return {"game": scenario.game, "title": scenario.title, "question": scenario.question or "",
            "cards": cards, "tags": list(scenario.tags), "cites": cites,
            "answers": {"en": one_line_answer(res),
                        **{lang: one_line_answer(res, translator(lang)) for lang in CATALOGUED}}}


def indexed_ruling(path: str, games: Container[str] | None = None) -> dict[str, Any] | None:
    """What the search index stores of a scenario file (ruling_of), or None for a file judge
    cannot rule on: from the file's entry, else resolved once (and kept, with its outcome).
    `games`: the games indexed (a file of another is not resolved: None)."""
    from judge.app import load_scenario, resolve
    from judge.errors import JudgeError
    from judge.games import GAMES

    kept = entry(path)
    if "ruling" in kept and (kept["ruling"] is None or _is_ruling(kept["ruling"])):
        return kept["ruling"]  # type: ignore[no-any-return]
    try:
        scenario = load_scenario(path)
    except (JudgeError, RecursionError, MemoryError):
        return None  # not kept: its game unknown, a plug-in's may come to read it
    if games is not None and scenario.game not in games:
        return None
    try:
        # With its starting board, as `judge resolve` and the site resolve it: the answer's
        # lead reads it (engine/answer.py), and without it 14 bundled rulings' one-line
        # answers in the index were not the ones `judge resolve` gives first.
        res = resolve(scenario, check_decisions=False)
    except JudgeError:
        if scenario.game in GAMES:
            keep(path, ruling=None)  # the same bytes under the same judge: refused again
        return None
    except (RecursionError, MemoryError):  # this machine's limits, not the file's
        return None
    ruling = ruling_of(scenario, res)
    if scenario.game in GAMES:
        keep(path, ruling=ruling, **outcome_part(path, scenario, res))
    return ruling


def keep_resolved(file: str | Read, scenario: Scenario, res: Resolution, **parts: Any) -> None:
    """Keep `parts` (a site's page) and, unless the entry holds them already, what the search
    index and `judge test` take from the same resolution (`file`: its path, or the Read whose
    bytes were resolved)."""
    from judge.games import GAMES

    path = file.path if isinstance(file, Read) else file
    where = file.where if isinstance(file, Read) else _kept(file)
    if where is None or scenario.game not in GAMES:
        return
    payload = _payload(where)
    if not _is_ruling(payload.get("ruling")):
        parts = {**parts, "ruling": ruling_of(scenario, res), **outcome_part(path, scenario, res)}
    if parts:  # else the entry holds all of it already: not written again
        _keep(where, payload, parts)


def outcome_part(path: str, scenario: Scenario, res: Resolution) -> dict[str, Any]:
    """The outcome `judge test` prints for a file resolved by another command (with its answer
    and every object of the final board: `expect:` reads only the objects it names), as a part
    to keep; empty when it is not kept (KEPT_OUTCOMES)."""
    from judge.testing import expected_outcome

    outcome = expected_outcome(path, scenario, res)
    if outcome.status not in KEPT_OUTCOMES:
        return {}
    return {"outcome": {"status": outcome.status, "messages": list(outcome.messages)}}


def file_outcome(path: str) -> Outcome:
    """`judge test` of one file as written (no what-if switches): its kept outcome, else run
    (and kept when it passed or was skipped)."""
    from judge.games import GAMES
    from judge.testing import Outcome, run_file

    where = _kept(path)
    payload = _payload(where) if where is not None else {}
    kept = payload.get("outcome")
    if (isinstance(kept, dict) and kept.get("status") in KEPT_OUTCOMES
            and _strings(kept.get("messages"))):
        return Outcome(path, kept["status"], list(kept["messages"]))
    outcome = run_file(path)
    if where is not None and outcome.status in KEPT_OUTCOMES and outcome.game in (*GAMES, ""):
        _keep(where, payload,
              {"outcome": {"status": outcome.status, "messages": list(outcome.messages)}})
    return outcome


def dot_program() -> str:
    """The `dot` program that lays out the graphs, as a page's key names it (`-`: none)."""
    import shutil

    dot = shutil.which("dot")
    try:
        st = os.stat(dot) if dot else None
    except OSError:
        st = None
    return f"{os.path.realpath(dot)}:{st.st_size}:{st.st_mtime_ns}" if dot and st else "-"


def page_key(*parts: Any) -> str:
    """The key of a ruling's page in its site's PageStore: what the page depends on besides the
    ruling and the site (its place in the site)."""
    text = json.dumps(list(parts), sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def site_key(nav: Any, drawn: str) -> str:
    """What every page of a site depends on besides its ruling: the games' list (`nav`), the
    `dot` program that lays out the graphs (`drawn`: dot_program()) and this judge."""
    text = json.dumps([FORMAT, nav, drawn, judge_key()], sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


class PageStore:
    """The ruling pages a site kept (`judge site`): one file for each chunk of rulings, each
    page (its `html`, and `pub`: what the rest of the site needs of it) under its ruling's
    entry name (its file's real path and the SHA-256 of its bytes, of the rulebooks and of
    judge: `Read.where`) and its page_key, `<entry name>/<page key>`. Each file is checked as
    an entry is (read_entry: its header names the site, its payload's CRC-32 and size) and
    each page's shape before it is used."""

    def __init__(self, key: str) -> None:
        root = _root()
        self.key = key
        self.folder = None if root is None else os.path.join(root, PAGE_FOLDER, key)
        self.header = {"format": FORMAT, "site": key}
        self.pages: dict[str, Any] = {}
        self.files: dict[str, set[str]] = {}  # file -> the path prefixes of its pages' entries

    def load(self) -> PageStore:
        """Read every file of the site's folder (none yet: no page)."""
        try:
            names = sorted(os.listdir(self.folder)) if self.folder is not None else []
        except OSError:
            names = []
        for name in names:
            if name.endswith(".json"):
                found = read_entry(os.path.join(self.folder or "", name), self.header)
                if found is not None and isinstance(found[0], dict):
                    self.pages.update(found[0])
                    self.files[name] = {_prefix(n) for n in found[0]}
        return self

    def page(self, file: Read, key: str) -> dict[str, Any] | None:
        """The page kept for the ruling read as `file`, at the place `key` (page_key)."""
        if file.where is None:
            return None
        page = self.pages.get(f"{file.where[0]}/{key}")
        if isinstance(page, dict) and isinstance(page.get("html"), str) and \
                isinstance(page.get("pub"), dict):
            return page
        return None

    def write(self, pages: dict[str, Any]) -> str | None:
        """Keep a chunk's pages (`pages`: `<entry name>/<page key>` -> {html, pub}) in one
        file; its name (None: not kept)."""
        if self.folder is None or not pages:
            return None
        name = hashlib.sha256("\0".join(sorted(pages)).encode(
            "utf-8", "surrogateescape")).hexdigest()[:20] + ".json"
        write_entry(os.path.join(self.folder, name), self.header, pages)
        return name

    def prune(self, written: dict[str, set[str]]) -> None:
        """Remove the site's files this build replaced (`written`: file -> the path prefixes
        of its pages' entries; a file not written again that holds a page of a ruling written
        now), and the folders of all but the latest PAGES sites. A build of other rulings
        under the same site key (another folder's) leaves the others' pages."""
        import shutil

        if self.folder is None:
            return
        now = set().union(*written.values()) if written else set()
        try:
            for name, prefixes in self.files.items():
                if name not in written and prefixes & now:
                    os.unlink(os.path.join(self.folder, name))
            parent = os.path.dirname(self.folder)
            sites = sorted((os.path.join(parent, n) for n in os.listdir(parent)),
                           key=os.path.getmtime, reverse=True)
            for old in sites[PAGES:]:
                if old != self.folder:
                    shutil.rmtree(old, ignore_errors=True)
        except OSError:
            pass  # caching is an optimisation only


def page_entry_name(file: Read) -> str | None:
    """The name a ruling's page is kept under in a PageStore (None: not kept)."""
    return None if file.where is None else file.where[0]


def _prefix(name: str) -> str:
    """An entry name's prefix, the same for every entry of a file (its real path's CRC-32)."""
    return name[:name.find("-") + 1]
