"""Caches are verified before use: a changed byte in a cached rulebook entry or in the search
index is never used (the entry is parsed again, the index rebuilt), answers stay right, and old
entries of a source are pruned."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from judge.cache import cached_data
from judge.cli.main import cli
from judge.lookup.index import open_index
from judge.lookup.search import Searcher

from ..conftest import FEW_RULINGS, ROOT, small_rulebook

POLICIES = ROOT / "rulebook" / "vandaria-wars" / "policies.yaml"


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, few_rulings: None) -> Path:
    """A cache folder of the test's own; the search indexes in it hold FEW_RULINGS and one
    small game's rules (conftest.small_rulebook): most tests below rebuild one."""
    small_rulebook(monkeypatch)
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("JUDGE_CACHE", raising=False)
    monkeypatch.delenv("JUDGE_SEARCH_CACHE", raising=False)
    return tmp_path / "cache"


def entries(cache: Path) -> list[Path]:
    return sorted((cache / "data").glob("*.json"))


# ----- rulebook data cache -----------------------------------------------------------------------
def test_a_changed_byte_in_a_cached_entry_is_never_used(cache: Path, tmp_path: Path) -> None:
    source = tmp_path / "data.yaml"
    source.write_text("hp: 7\nname: Wall\n", encoding="utf-8")
    calls: list[str] = []

    def parse(p: str) -> object:
        calls.append(p)
        return {"hp": 7, "name": "Wall"}

    assert cached_data(str(source), parse) == {"hp": 7, "name": "Wall"}
    assert cached_data(str(source), parse) == {"hp": 7, "name": "Wall"} and len(calls) == 1
    [entry] = entries(cache)
    entry.write_bytes(entry.read_bytes().replace(b'"hp":7', b'"hp":9'))
    assert cached_data(str(source), parse) == {"hp": 7, "name": "Wall"} and len(calls) == 2


@pytest.mark.parametrize("damage", [b"", b"garbage", b'{"format": 2}\n{}', b"\xff\xfe\n\x00"])
def test_a_damaged_or_foreign_entry_is_parsed_again(cache: Path, tmp_path: Path,
                                                    damage: bytes) -> None:
    source = tmp_path / "data.yaml"
    source.write_text("a: 1\n", encoding="utf-8")
    cached_data(str(source), lambda p: {"a": 1})
    [entry] = entries(cache)
    entry.write_bytes(damage)
    assert cached_data(str(source), lambda p: {"a": 1}) == {"a": 1}


def test_a_source_changed_with_the_same_size_and_time_is_parsed_again(
        cache: Path, tmp_path: Path) -> None:
    source = tmp_path / "data.yaml"
    source.write_text("a: 1\n", encoding="utf-8")
    stamp = os.stat(source)
    assert cached_data(str(source), lambda p: {"a": 1}) == {"a": 1}
    source.write_text("a: 2\n", encoding="utf-8")
    os.utime(source, ns=(stamp.st_atime_ns, stamp.st_mtime_ns))
    assert cached_data(str(source), lambda p: {"a": 2}) == {"a": 2}


def test_entries_of_a_source_that_are_not_current_are_pruned(cache: Path, tmp_path: Path) -> None:
    source = tmp_path / "data.yaml"
    other = tmp_path / "other.yaml"
    other.write_text("b: 1\n", encoding="utf-8")
    cached_data(str(other), lambda p: {"b": 1})
    for n in range(5):
        source.write_text(f"a: {n}\n", encoding="utf-8")
        cached_data(str(source), lambda p, n=n: {"a": n})
    assert len(entries(cache)) == 2


def test_a_tampered_rulebook_cache_does_not_change_a_ruling(cache: Path) -> None:
    file = "scenarios/vandaria-wars/costs/failed-skill-no-refund.yaml"

    def ruling() -> str:
        done = subprocess.run([sys.executable, "-m", "judge", "resolve", file, "--json"],
                              cwd=ROOT, capture_output=True, text=True, timeout=60,
                              env={**os.environ, "JUDGE_CACHE_DIR": str(cache)})
        assert done.returncode == 0, done.stderr
        return done.stdout

    before = ruling()
    [policies] = [p for p in entries(cache) if "policies" in p.name and "vandaria" in p.name]
    text = policies.read_bytes()
    assert b'"default":"no-refund"' in text
    policies.write_bytes(text.replace(b'"default":"no-refund"', b'"default":"refund"'))
    assert ruling() == before


# ----- search index ------------------------------------------------------------------------------
@pytest.fixture(scope="session")
def built_index(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A cache folder holding the search index of FEW_RULINGS and of one small game's rules
    (as `cache`), built once for the session: each test below damages a copy of it and checks
    judge rebuilds it."""
    import judge.bundled

    folder = tmp_path_factory.mktemp("built-index")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("JUDGE_CACHE_DIR", str(folder))
        mp.delenv("JUDGE_CACHE", raising=False)
        mp.delenv("JUDGE_SEARCH_CACHE", raising=False)
        mp.setattr(judge.bundled, "bundled_files", lambda: [str(p) for p in FEW_RULINGS])
        small_rulebook(mp)
        assert open_index().origin == "built"
    return folder


@pytest.fixture
def indexed(cache: Path, built_index: Path) -> Path:
    """`cache` with its own copy of the built search index (and of its check sidecar), as the
    first search of a test would have left it."""
    cache.mkdir(parents=True, exist_ok=True)
    for path in built_index.glob("search-*"):
        shutil.copy2(path, cache / path.name)
    assert open_index().origin == "cache"
    return cache


def index_file(cache: Path) -> Path:
    [path] = cache.glob("search-*.sqlite")
    return path


def answer(query: str = "register locked") -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["search", query, "--json"])
    return result.exit_code, result.stdout


def flip(path: Path, at: float, length: int) -> None:
    data = bytearray(path.read_bytes())
    start = int(len(data) * at)
    for i in range(start, min(len(data), start + length)):
        data[i] ^= 0xFF
    path.write_bytes(bytes(data))


@pytest.mark.parametrize(("at", "length"), [(0.0, 100), (0.3, 1), (0.5, 4096), (0.9, 37),
                                            (0.999, 1)])
def test_a_damaged_index_is_rebuilt_and_answers_right(indexed: Path, at: float,
                                                      length: int) -> None:
    good = answer()
    assert good[0] == 0
    flip(index_file(indexed), at, length)
    assert answer() == good
    assert answer() == good  # and stays right


def test_a_foreign_sqlite_file_in_the_index_place_is_rebuilt(indexed: Path) -> None:
    good = answer()
    path = index_file(indexed)
    path.unlink()
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE meta(key TEXT, value TEXT)")
    db.execute("INSERT INTO meta VALUES ('version', '6')")
    db.commit()
    db.close()
    assert answer() == good


def test_an_index_whose_title_was_garbled_in_place_is_not_used(indexed: Path) -> None:
    good = answer()
    path = index_file(indexed)
    data = path.read_bytes()
    assert b"A resolving register is locked" in data
    path.write_bytes(data.replace(b"A resolving register is locked",
                                  b"A resolving register is LOCKED"))
    assert answer() == good


def test_a_missing_sidecar_means_rebuild(indexed: Path) -> None:
    good = answer()
    next(indexed.glob("search-*.check")).unlink()
    assert answer() == good
    assert list(indexed.glob("search-*.check"))


def test_a_database_error_during_a_search_falls_back_to_memory(
        cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    good = answer()
    real = Searcher.search
    calls = []

    def failing(self: Searcher, *args: object, **kwargs: object) -> object:
        calls.append(self.index.origin)
        if self.index.origin != "memory":
            raise sqlite3.DatabaseError("database disk image is malformed")
        return real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Searcher, "search", failing)
    assert answer() == good
    assert calls == ["cache", "memory"]


def test_an_unwritable_cache_still_answers(cache: Path) -> None:
    cache.parent.mkdir(parents=True, exist_ok=True)
    cache.write_text("not a folder", encoding="utf-8")
    index = open_index()
    assert index.origin == "memory"
    shutil.rmtree(cache, ignore_errors=True)
