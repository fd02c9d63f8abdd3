"""Property: whatever bytes of a cache are damaged, answers stay right. Random byte ranges of the
search index and of cached rulebook entries are flipped, zeroed, cut or overwritten, one byte is
changed, one whole 4 KiB page is overwritten, or the file is replaced by a valid SQLite database
of someone else's; the search results and the ruling must equal the ones computed from a clean
cache."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.cli.main import cli

from ..conftest import FEW_RULINGS, ROOT, small_rulebook

DEEP = os.environ.get("HYPOTHESIS_PROFILE") == "deep"
SCENARIO = "scenarios/vandaria-wars/costs/failed-skill-no-refund.yaml"


@contextmanager
def cache_dir_kept() -> Iterator[None]:
    """JUDGE_CACHE_DIR as it was before the block (the properties point it at their caches)."""
    saved = os.environ.get("JUDGE_CACHE_DIR")
    try:
        yield
    finally:
        if saved is None:
            os.environ.pop("JUDGE_CACHE_DIR", None)
        else:
            os.environ["JUDGE_CACHE_DIR"] = saved


def search(cache: Path) -> tuple[int, str]:
    os.environ["JUDGE_CACHE_DIR"] = str(cache)
    result = CliRunner().invoke(cli, ["search", "register locked", "--json"])
    return result.exit_code, result.stdout


def ruling(cache: Path) -> str:
    done = subprocess.run([sys.executable, "-m", "judge", "resolve", SCENARIO, "--json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={**os.environ, "JUDGE_CACHE_DIR": str(cache)})
    assert done.returncode == 0, done.stderr
    return done.stdout


damage = st.tuples(st.floats(0, 1, exclude_max=True), st.integers(1, 5000),
                   st.sampled_from(["flip", "zero", "cut", "random", "byte", "page", "foreign"]),
                   st.binary(max_size=64))


def foreign_database(path: Path) -> None:
    """A valid SQLite file that judge did not write, where its cache file was."""
    path.unlink()
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE rules (id TEXT, title TEXT)")
        db.execute("INSERT INTO rules VALUES ('RB 1', 'not a rule of ours')")
    db.close()


def spoil(path: Path, how: tuple[float, int, str, bytes]) -> None:
    at, length, kind, junk = how
    if kind == "foreign":
        foreign_database(path)
        return
    data = bytearray(path.read_bytes())
    start = int(len(data) * at)
    end = min(len(data), start + length)
    if kind == "flip":
        data[start:end] = bytes(b ^ 0xFF for b in data[start:end])
    elif kind == "zero":
        data[start:end] = bytes(end - start)
    elif kind == "cut":
        del data[start:]
    elif kind == "byte":  # one changed byte, the smallest damage (a card's hp 3 -> 4)
        if data:
            start = min(start, len(data) - 1)
            data[start] = (data[start] + 1 + length % 255) % 256
    elif kind == "page":  # one whole page of the database (SQLite's default 4 KiB) overwritten
        page = start // 4096 * 4096
        end = min(len(data), page + 4096)
        data[page:end] = ((junk or b"Z") * 4096)[:end - page]
    else:
        data[start:start + len(junk)] = junk
    path.write_bytes(bytes(data))


@pytest.fixture(scope="module", autouse=True)
def small_index() -> Iterator[None]:
    """The index holds a few rulings (conftest.FEW_RULINGS) and the rules of one small game
    (conftest.small_rulebook; the search asks for Vandaria Wars' register): each damaged index
    is rebuilt, and resolving every bundled ruling or indexing the two big rulebooks for each
    rebuild is time spent on nothing this checks. The damaged ranges are placed by fractions
    of the file, so they fall in its header, its schema and its rows at any size."""
    import judge.bundled

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(judge.bundled, "bundled_files", lambda: [str(p) for p in FEW_RULINGS])
        small_rulebook(patch)
        yield


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, tuple[int, str], str]:
    cache = tmp_path_factory.mktemp("clean-cache")
    with cache_dir_kept():
        return cache, search(cache), ruling(cache)


@settings(max_examples=300 if DEEP else 15)
@given(how=damage)
def test_a_damaged_search_index_never_changes_an_answer(
        clean: tuple[Path, tuple[int, str], str], how: tuple[float, int, str, bytes],
        tmp_path_factory: pytest.TempPathFactory) -> None:
    source, good, _ = clean
    cache = tmp_path_factory.mktemp("cache")
    for f in source.glob("search-*"):
        (cache / f.name).write_bytes(f.read_bytes())
    [index] = cache.glob("search-*.sqlite")
    spoil(index, how)
    with cache_dir_kept():
        assert search(cache) == good


@settings(max_examples=60 if DEEP else 4)
@given(how=damage, which=st.integers(0, 50))
def test_a_damaged_rulebook_cache_never_changes_a_ruling(
        clean: tuple[Path, tuple[int, str], str], how: tuple[float, int, str, bytes],
        which: int, tmp_path_factory: pytest.TempPathFactory) -> None:
    source, _, good = clean
    cache = tmp_path_factory.mktemp("cache")
    (cache / "data").mkdir()
    entries = sorted((source / "data").glob("*.json"))
    for f in entries:
        (cache / "data" / f.name).write_bytes(f.read_bytes())
    spoil(cache / "data" / entries[which % len(entries)].name, how)
    assert ruling(cache) == good


def judge_test(cache: Path) -> tuple[int, str]:
    """`judge test` of the few rulings, each as kept in `cache` (judge/rulings.py) or resolved."""
    os.environ["JUDGE_CACHE_DIR"] = str(cache)
    result = CliRunner().invoke(cli, ["test", *(str(p) for p in FEW_RULINGS)])
    return result.exit_code, result.stdout


@pytest.fixture(scope="module")
def kept_rulings(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, tuple[int, str]]:
    """The rulings' entries database as a finished `judge test` process leaves it, and what
    `judge test` says of the few rulings."""
    cache = tmp_path_factory.mktemp("rulings-cache")
    subprocess.run([sys.executable, "-m", "judge", "test", *(str(p) for p in FEW_RULINGS)],
                   cwd=ROOT, capture_output=True, timeout=120, check=True,
                   env={**os.environ, "JUDGE_CACHE_DIR": str(cache)})
    with cache_dir_kept():
        return cache, judge_test(tmp_path_factory.mktemp("no-cache"))


@settings(max_examples=60 if DEEP else 4)
@given(how=damage)
def test_a_damaged_rulings_database_never_changes_an_outcome(
        kept_rulings: tuple[Path, tuple[int, str]], how: tuple[float, int, str, bytes],
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """Whatever bytes of the rulings' entries are damaged, `judge test` says what it says of
    the files resolved afresh, and keeps what it finds again."""
    source, good = kept_rulings
    cache = tmp_path_factory.mktemp("cache")
    (cache / "rulings").mkdir()
    [kept] = (source / "rulings").glob("*.sqlite")
    (cache / "rulings" / kept.name).write_bytes(kept.read_bytes())
    spoil(cache / "rulings" / kept.name, how)
    with cache_dir_kept():
        assert judge_test(cache) == good
        assert judge_test(cache) == good
