"""The built site opened in a real browser (headless Chromium, Debian's `chromium`; .ci/run
installs it when missing). A check page at the root of a copy of the site loads the pages in a
360 px wide frame (every page but the rulings' own, of which those most at risk and a fifth of
the others: browsed_rulings) and writes what it measured, after the pages' scripts ran, into its
DOM, which `--dump-dom` prints: no horizontal overflow at 360 px, each ruling's answer, steps
and graph (no two nodes overlapping, no label cut or over another), the search finding rules by
English, Indonesian and Thai words as `judge search` does. Skipped, saying so, only where no
Chromium can be found."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from ..conftest import ROOT

BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
CHECK_JS = Path(__file__).resolve().parent / "check.js"
TERMS = yaml.safe_load((ROOT / "tests/data/search_terms.yaml").read_text(encoding="utf-8"))
#: Typed into the search page itself (results read from its DOM): English, Indonesian, Thai.
TYPED = {"en": "mulligan", "id": "mengorbankan", "th": "จั่วการ์ดได้ไหม"}


def browser() -> str | None:
    return next((b for b in map(shutil.which, BROWSERS) if b), None)


def run_checks(site: Path, tmp: Path, pages: list[str], queries: list[str],
               typed: list[str]) -> dict:  # type: ignore[type-arg]
    exe = browser()
    if exe is None:
        pytest.skip("no Chromium on this machine (apt-get install chromium; .ci/run does)")
    copy = tmp / "site"
    shutil.copytree(site, copy)
    shutil.copy(CHECK_JS, copy / "check.js")
    setup = json.dumps({"pages": pages, "queries": queries, "dom": typed}, ensure_ascii=True)
    # The pages' texts in one script, read by one request (check.js: a request a page cost
    # ~9 s of Chromium's CPU in the browser process).
    texts = {p: (copy / p).read_text(encoding="utf-8") for p in pages}
    (copy / "pages.js").write_text(f"window.PAGES = {json.dumps(texts, ensure_ascii=True)};\n",
                                   encoding="ascii")
    (copy / "check.html").write_text(
        '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><pre id="out">'
        f"pending</pre><script>window.CHECK = {setup};</script>"
        '<script src="pages.js"></script><script src="check.js"></script></body></html>',
        encoding="utf-8")
    done = subprocess.run([exe, "--headless=new", "--no-sandbox", "--disable-gpu",
                           "--hide-scrollbars", "--allow-file-access-from-files",
                           "--virtual-time-budget=600000", "--dump-dom",
                           (copy / "check.html").as_uri()],
                          capture_output=True, text=True, timeout=600)
    found = re.search(r'<pre id="out">(.*?)</pre>', done.stdout, re.S)
    assert found, done.stderr[-2000:]
    text = html.unescape(found.group(1))
    assert not text.startswith(("pending", "ERROR")), text[:500]
    return json.loads(text)  # type: ignore[no-any-return]


#: How many ruling pages each measure of risk puts first into the browser (browsed_rulings).
MOST_AT_RISK = 200
#: Of the other ruling pages, every STRIDE-th (in the order of their paths) is browsed too.
STRIDE = 12
TAG = re.compile(r"<[^>]*>")


def browsed_rulings(site: Path) -> list[str]:
    """The ruling pages opened in Chromium: those most likely to break where a browser lays
    them out, by each measure of risk (the longest run of text without a blank, which only the
    stylesheet's wrapping keeps from scrolling sideways at 360 px: a path, an id, a long card
    name; the most nodes in the graph; the most edge labels, which may collide), the
    MOST_AT_RISK first of each, and every STRIDE-th of the others in path order (~670 of
    ~3,440; 1,173 with 300 at risk and every fifth: ~9 s of the suite's CPU more). Chromium
    spends ~6 ms of CPU a page and the test ~12 ms reading each: every ruling page was ~18 s of
    the suite's CPU, more than a tenth of its two minutes, outside what a test's process counts.
    What the others would show is checked for every page elsewhere: balanced HTML and XML
    SVG (test_site.py), every graph laid out without overlaps or cut labels by the same
    measures of text (test_layout.py), the answer first on every ruling's page
    (tests/test_answer.py). The pages differ only in their text, not in their markup."""
    pages = sorted((site / "rulings").rglob("*.html"))
    risk: dict[Path, tuple[int, int, int]] = {}
    for page in pages:
        text = page.read_text(encoding="utf-8")
        words = TAG.sub(" ", text.split("<body", 1)[-1]).split()
        risk[page] = (max(map(len, words), default=0), text.count('class="node'),
                      text.count("edge-label"))
    chosen = set(pages[::STRIDE])
    for measure in range(3):
        ranked = sorted(pages, key=lambda page: -risk[page][measure])
        chosen |= set(ranked[:MOST_AT_RISK])
    return sorted(str(p.relative_to(site)) for p in chosen)


@pytest.fixture(scope="module")
def measured(site: Path, tmp_path_factory: pytest.TempPathFactory) -> dict:  # type: ignore[type-arg]
    rulings = browsed_rulings(site)
    others = ["index.html", "search.html", *(str(p.relative_to(site)) for p in sorted(
        site.glob("*/*.html")) if not str(p).startswith(str(site / "rulings")))]
    queries = [*TERMS["th"], *TERMS["id"]]
    return run_checks(site, tmp_path_factory.mktemp("browser"), rulings + others, queries,
                      list(TYPED.values()))


def test_no_page_scrolls_sideways_at_360_px(measured: dict) -> None:  # type: ignore[type-arg]
    wide = {url: r["scrollWidth"] for url, r in measured["pages"].items()
            if r["scrollWidth"] > 360}
    assert not wide, wide
    assert all(r["scrollWidth"] <= 360 for r in measured["dom"].values())


def test_every_ruling_page_shows_the_answer_the_steps_and_a_readable_graph(
        measured: dict) -> None:  # type: ignore[type-arg]
    rulings = {u: r for u, r in measured["pages"].items() if u.startswith("rulings/")}
    assert len(rulings) > 300
    for url, r in rulings.items():
        assert r["answer"], url
        assert r["steps"] > 0 or r["noSteps"], url
        assert not r["problems"], (url, r["problems"][:5])
        if r["svg"]:
            assert r["figureWidth"] <= 360, url  # the graph scrolls inside its own box
    drawn = [r for r in rulings.values() if r["svg"]]
    assert len(drawn) > 250 and sum(r["nodes"] for r in drawn) > 1000
    assert sum(r["steps"] > 0 for r in rulings.values()) > 300
    assert any(r["waiting"] for r in drawn)  # an item still waiting is drawn as such


def test_the_search_page_finds_rules_by_english_indonesian_and_thai_words(
        measured: dict) -> None:  # type: ignore[type-arg]
    from judge.lookup.index import open_index
    from judge.lookup.search import Searcher

    searcher = Searcher(open_index())
    for lang, q in TYPED.items():
        wanted = searcher.search(q, None, 1).hits[0].id
        assert measured["dom"][q]["ids"][:1] == [wanted], (lang, q, measured["dom"][q])


def test_the_search_page_lists_first_what_judge_search_lists_first(
        measured: dict) -> None:  # type: ignore[type-arg]
    table = {**TERMS["th"], **TERMS["id"]}
    first = {q: (measured["search"][q] or [None])[0] for q in table}
    wrong = {q: (first[q], want) for q, want in table.items() if first[q] != want}
    top3 = [q for q, want in table.items() if want in measured["search"][q][:3]]
    # The browser's ranking is a simpler one than SQLite's bm25: every word finds its rule
    # among the first three, and nearly every one first.
    assert len(top3) == len(table), {q: wrong[q] for q in table if q not in top3}
    assert len(wrong) <= len(table) // 10, wrong
