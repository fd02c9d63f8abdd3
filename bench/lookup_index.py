"""Measure the search index: build (in memory and cached), open from the cache, query times,
at today's rulebook size and at a synthetic size near the three full rulebooks.

    .venv/bin/python bench/lookup_index.py [--scale N]

Prints one line per figure; docs/lookups.md records the results.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from judge.lookup.glossary import common_path
from judge.lookup.index import open_index
from judge.lookup.rules import registered_books
from judge.lookup.search import Searcher
from judge.ruledata import GameData

QUERIES = ["stack", "prioritas", "pemain aktif", "ตะแคง", "result whole register", "holy",
           "illegal target", "สวัสดี", "a", "register locked"]


def scaled_books(scale: int, folder: Path) -> dict[str, GameData]:
    """Copies of every registered rulebook with each rule repeated `scale` times under new ids,
    so the index holds about scale x today's rules (same text statistics)."""
    import yaml

    books = {}
    for gid, data in registered_books().items():
        for n in range(scale):
            fake = folder / f"{gid}-{n}"
            fake.mkdir(parents=True)
            for name in ("manifest.yaml", "policies.yaml", "glossary.yaml"):
                if (data.dir / name).is_file():
                    (fake / name).write_text((data.dir / name).read_text("utf-8"), "utf-8")
            raw = yaml.safe_load((data.dir / "rules.yaml").read_text("utf-8"))
            (fake / "rules.yaml").write_text(yaml.safe_dump(raw, allow_unicode=True), "utf-8")
            book = GameData(f"{gid}-{n}")
            book.dir = fake
            books[book.game] = book
    return books


def timed(label: str, runs: list[float]) -> None:
    print(f"{label:<46} median {statistics.median(runs):7.2f} ms   min {min(runs):7.2f} ms")


def measure(books: dict[str, GameData] | None, label: str) -> None:
    rules = sum(len(b.rules) for b in (books or registered_books()).values())
    print(f"== {label}: {rules} rules and policies")
    mem = [open_index(books, cache=False) for _ in range(5)]
    timed("build in memory (read YAML + index)", [i.build_ms for i in mem])
    timed("open_index in memory, total", [i.open_ms for i in mem])
    with tempfile.TemporaryDirectory() as tmp:
        built = open_index(books, cache=Path(tmp))
        timed("first use: build + write cache file", [built.open_ms])
        opened = [open_index(books, cache=Path(tmp)) for _ in range(10)]
        assert {i.origin for i in opened} == {"cache"}
        timed("later use: hash data files + open cache", [i.open_ms for i in opened])
        size = built.path.stat().st_size if built.path else 0
        print(f"{'cache file size':<46} {size / 1024:7.1f} KiB")
        searcher = Searcher(opened[-1])
        per_query = []
        for q in QUERIES:
            runs = []
            for _ in range(20):
                t0 = time.perf_counter()
                searcher.search(q)
                runs.append((time.perf_counter() - t0) * 1000)
            per_query.append(statistics.median(runs))
        print(f"{'query (median over ' + str(len(QUERIES)) + ' queries)':<46} median "
              f"{statistics.median(per_query):7.2f} ms   max {max(per_query):7.2f} ms")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--scale", type=int, default=40)
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, common glossary {common_path()}")
    measure(None, "registered rulebooks")
    with tempfile.TemporaryDirectory() as tmp:
        measure(scaled_books(args.scale, Path(tmp)), f"synthetic x{args.scale}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
