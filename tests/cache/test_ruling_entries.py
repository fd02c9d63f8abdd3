"""One resolution of a scenario file, kept (judge/rulings.py): `judge test`, the search index and
`judge site` read what another of them worked out from the same bytes under the same judge, and
never an entry that fails its checks (changed file, damaged or foreign entry, another judge)."""

from __future__ import annotations

import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

import judge.rulings
import judge.site
import judge.testing
from judge.app import load_scenario, resolve
from judge.lookup.answer import one_line_answer
from judge.lookup.index import memory_index
from judge.rulings import file_outcome, indexed_ruling

from ..conftest import ROOT, SCENARIOS, SMALL_GAME

PRAYER = SCENARIOS / "vandaria-wars/register/prayer-profit-gun-shot.yaml"
#: A ruling whose answer's lead reads its starting board (engine/answer.py): the index said
#: another answer than `judge resolve` when it resolved without it.
J_RULER = SCENARIOS / "force-of-will/banish/banish-effect-cannot-target-a-j-ruler.yaml"


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "cache"))
    for switch in ("JUDGE_CACHE", "JUDGE_RULINGS_CACHE"):
        monkeypatch.delenv(switch, raising=False)
    return tmp_path / "cache" / "rulings"


@pytest.fixture
def prayer(tmp_path: Path) -> Path:
    """A copy of a bundled ruling that passes (its bytes may be changed)."""
    path = tmp_path / "mine" / "prayer.yaml"
    path.parent.mkdir()
    shutil.copy(PRAYER, path)
    return path


def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files `judge test` runs (rather than reading their kept outcome)."""
    calls: list[str] = []
    run = judge.testing.run_file

    def counting(path: str, what_if: object = None) -> judge.testing.Outcome:
        calls.append(path)
        return run(path)

    monkeypatch.setattr(judge.testing, "run_file", counting)
    return calls


def entries(cache: Path) -> list[bytes]:
    """The entries kept (judge/rulings.py: rows of one SQLite file; none: no file yet)."""
    path = cache / judge.rulings.ENTRIES
    if not path.exists():
        return []
    with closing(sqlite3.connect(path)) as db:
        return sorted(row[0] for row in db.execute("SELECT data FROM entry"))


def put(header: dict[str, object], raw: bytes) -> None:
    """Store `raw` as the entry of the file `header` names, as judge would."""
    entries = judge.rulings._entries()
    assert entries is not None
    entries.write(str(header["path"]), raw)


def test_a_second_judge_test_reads_the_kept_outcome(cache: Path, prayer: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    calls = counted(monkeypatch)
    assert file_outcome(str(prayer)).status == "pass" and len(calls) == 1
    assert file_outcome(str(prayer)).line() == f"PASS {prayer}" and len(calls) == 1
    assert len(entries(cache)) == 1


def test_a_changed_file_is_run_again_and_its_old_entry_goes(cache: Path, prayer: Path,
                                                             monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    calls = counted(monkeypatch)
    file_outcome(str(prayer))
    [old] = entries(cache)
    text = prayer.read_text(encoding="utf-8")
    prayer.write_text(text.replace("expect:", "expect:\n  winner: null", 1), encoding="utf-8")
    assert file_outcome(str(prayer)).status == "pass" and len(calls) == 2
    [new] = entries(cache)
    assert new != old  # one entry a file: the stale one pruned
    prayer.write_text(text.replace("expect:", "expect:\n  stack: [nothing]", 1), encoding="utf-8")
    assert file_outcome(str(prayer)).status == "fail" and len(calls) == 3


@pytest.mark.parametrize("damage", ["payload", "header", "garbage", "shape"])
def test_an_entry_that_fails_its_checks_is_never_used(cache: Path, prayer: Path, damage: str,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """A changed byte (its CRC-32), another file's or judge's entry (its header), a part of
    another shape: the file is run again, its true outcome said and kept."""
    from judge.cache import entry_bytes

    failing = prayer.read_text(encoding="utf-8").replace("expect:", "expect:\n  stack: [x]", 1)
    prayer.write_text(failing, encoding="utf-8")
    assert file_outcome(str(prayer)).status == "fail"  # nothing kept for a failure
    assert not entries(cache)
    where = judge.rulings._kept(str(prayer))
    assert where is not None
    _, header = where
    lie = {"outcome": {"status": "pass", "messages": []}}
    if damage == "payload":
        put(header, entry_bytes(header, {"outcome": {"status": "pasz", "messages": []}}
                                ).replace(b"pasz", b"pass"))
    elif damage == "header":
        put(header, entry_bytes({**header, "judge": "another judge"}, lie))
    elif damage == "garbage":
        put(header, b"\xff\xfe\n\x00")
    else:
        put(header, entry_bytes(header, {"outcome": {"status": "pass", "messages": "none"}}))
    assert len(entries(cache)) == 1
    calls = counted(monkeypatch)
    assert file_outcome(str(prayer)).status == "fail" and len(calls) == 1


def test_what_only_a_run_can_say_is_never_kept(cache: Path, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """A failure (its messages name the file as typed) and a file naming card pools (their
    bytes are not in the key) are run every time."""
    pooled = tmp_path / "pool"
    shutil.copytree(ROOT / "docs/examples/card-pool", pooled)
    calls = counted(monkeypatch)
    for _ in range(2):
        assert file_outcome(str(pooled / "board.yaml")).status == "pass"
    assert len(calls) == 2 and not entries(cache)


def test_switched_off_nothing_is_written(cache: Path, prayer: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("JUDGE_RULINGS_CACHE", "0")
    calls = counted(monkeypatch)
    file_outcome(str(prayer))
    file_outcome(str(prayer))
    assert len(calls) == 2 and not cache.exists()


def test_the_index_says_the_answer_judge_resolve_gives_first(cache: Path) -> None:
    """The index's one-line answer of a ruling is the one of its full resolution (with the
    starting board the answer's lead reads): it said another for 14 bundled rulings."""
    index = memory_index(rulings=[("j-ruler", str(J_RULER))])
    [(said,)] = index.db.execute("SELECT answer FROM rulings").fetchall()
    assert said == one_line_answer(resolve(load_scenario(J_RULER)))
    assert "rejected" in said


def test_the_site_index_and_judge_test_share_one_resolution(
        cache: Path, prayer: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`judge site` keeps what the index and `judge test` take: they then resolve nothing, and
    the index holds what it holds when it resolves the file itself; a second site build writes
    the same pages without resolving, and a site of other games' list resolves again."""
    first = judge.site.build(tmp_path / "site1", extra=[prayer.parent], bundled=False,
                             games=[SMALL_GAME], workers=1)
    assert first.rulings == 1
    fresh = indexed_ruling(str(prayer))  # from the entry the site wrote
    monkeypatch.setenv("JUDGE_RULINGS_CACHE", "0")
    assert indexed_ruling(str(prayer)) == fresh  # resolved here: the same record
    monkeypatch.delenv("JUDGE_RULINGS_CACHE")

    def no_resolving(*args: object, **kwargs: object) -> object:
        raise AssertionError("resolved again")

    monkeypatch.setattr(judge.site, "resolve_ruling", no_resolving)
    monkeypatch.setattr(judge.testing, "run_file", no_resolving)
    monkeypatch.setattr("judge.app.resolve", no_resolving)
    assert indexed_ruling(str(prayer)) == fresh
    assert file_outcome(str(prayer)).status == "pass"
    second = judge.site.build(tmp_path / "site2", extra=[prayer.parent], bundled=False,
                              games=[SMALL_GAME], workers=1)
    assert second == first
    for page in (tmp_path / "site1").rglob("*.html"):
        assert (tmp_path / "site2" / page.relative_to(tmp_path / "site1")).read_bytes() == \
            page.read_bytes()
    with pytest.raises(AssertionError, match="resolved again"):
        judge.site.build(tmp_path / "site3", extra=[prayer.parent], bundled=False,
                         games=[SMALL_GAME, "riftbound"], workers=1)


def test_a_site_keeps_a_ruling_under_the_bytes_it_parsed(cache: Path, prayer: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """`judge site` reads a ruling's file once: the bytes it parses are the bytes its entry is
    keyed by. A file changed while it was being resolved keeps the ruling of what was parsed
    under the bytes parsed, never under the new bytes (which would be a stale ruling)."""
    import judge.app

    old = prayer.read_bytes()
    new = old.replace(b"title: Prayer, Profit and Gun Shot", b"title: Changed meanwhile")
    assert new != old
    real = judge.app.resolve

    def changing(*args: object, **kwargs: object) -> object:
        prayer.write_bytes(new)  # after it was parsed, before it is kept
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(judge.app, "resolve", changing)
    judge.site.build(cache.parent / "site", ["en"], [prayer.parent], bundled=False, workers=1)
    monkeypatch.setattr(judge.app, "resolve", real)
    assert "ruling" not in judge.rulings.entry(str(prayer))
    prayer.write_bytes(old)
    assert judge.rulings.entry(str(prayer))["ruling"]["title"] == "Prayer, Profit and Gun Shot"


@pytest.mark.parametrize("found", ["garbage", "foreign", "another shape"])
def test_a_database_that_is_not_ours_is_replaced(cache: Path, prayer: Path, found: str,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """A damaged file where the entries' database is, another program's database or ours of
    another shape: nothing is read from it, and it is replaced by one that keeps what follows."""
    path = cache / judge.rulings.ENTRIES
    cache.mkdir(parents=True)
    if found == "garbage":
        path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 5000)
    else:
        with closing(sqlite3.connect(path)) as db:
            if found == "foreign":
                db.execute("CREATE TABLE entry (path TEXT, data BLOB, other INTEGER)")
            else:
                db.execute("CREATE TABLE entry (path TEXT PRIMARY KEY, data BLOB NOT NULL)")
                db.execute(f"PRAGMA user_version = {judge.rulings.SCHEMA + 1}")
            db.commit()
    calls = counted(monkeypatch)
    assert file_outcome(str(prayer)).status == "pass" and len(calls) == 1
    assert file_outcome(str(prayer)).status == "pass" and len(calls) == 1  # kept this time
    assert len(entries(cache)) == 1


def test_the_entries_of_one_file_each_are_removed(cache: Path, prayer: Path) -> None:
    """Entries as judge kept them before the database (one file each in folders named by two
    hex digits) are never read: removed when the database is made."""
    old = cache / "3f" / "3f01abcd-0123-old.json"
    old.parent.mkdir(parents=True)
    old.write_bytes(b"{}\n{}")
    other = cache / "mine"
    other.mkdir()
    file_outcome(str(prayer))
    assert not old.parent.exists() and other.exists()


def test_entries_kept_together_are_written_at_once(cache: Path, prayer: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """In a `kept_together` block (the site, the index, `judge test` of many files) entries are
    written a hundred a transaction, and read back in the block before they are written."""
    calls = counted(monkeypatch)
    with judge.rulings.kept_together():
        assert file_outcome(str(prayer)).status == "pass"
        assert not entries(cache)  # held back
        assert file_outcome(str(prayer)).status == "pass" and len(calls) == 1
    assert len(entries(cache)) == 1


def test_a_site_keeps_its_rulings_in_one_file(cache: Path, tmp_path: Path) -> None:
    """Every ruling a site resolves is kept in the one database, not a file each."""
    mine = tmp_path / "many"
    mine.mkdir()
    for n in range(3):
        text = PRAYER.read_text(encoding="utf-8")
        (mine / f"prayer-{n}.yaml").write_text(text.replace(
            "title: Prayer, Profit and Gun Shot", f"title: Prayer {n}"), encoding="utf-8")
    judge.site.build(tmp_path / "site", extra=[mine], bundled=False, games=[SMALL_GAME],
                     workers=1)
    assert len(entries(cache)) == 3
    kept = {p.name for p in cache.iterdir() if p.is_file()}
    assert kept <= {judge.rulings.ENTRIES, *(judge.rulings.ENTRIES + s for s in ("-wal", "-shm"))}
    for n in range(3):
        ruling = indexed_ruling(str(mine / f"prayer-{n}.yaml"))
        assert ruling is not None and ruling["title"] == f"Prayer {n}"
