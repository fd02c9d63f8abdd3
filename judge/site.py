"""`judge site OUTDIR`: the rules and the verified rulings as a static site that works offline
(from `file://` or any static host; no server, no network, no CDN).

    index.html                      games, languages, every ruling
    search.html, assets/            the offline search (a prebuilt index in a script file)
    <game>/rules[.<lang>].html      every rule under its number, ids linked, rulings and
                                    house policies listed under each rule
    <game>/policies[.<lang>].html   house policies and their options
    <game>/editions.html            editions, renumbered stretches, rules that differ
    rulings/<game>/<path>.html      one page per ruling (judge/render/html.py `ruling_page`)

Rulings are resolved in a pool of processes (each one explained as `judge explain` does, the
variants of its house policies included): the figure of bench/run.py is the whole build.
"""

from __future__ import annotations

import gc
import json
import os
import shutil
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from judge.errors import JudgeError

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.rulings import PageStore, Read

BUNDLED = Path(__file__).resolve().parent.parent / "scenarios"


@dataclass(frozen=True)
class Job:
    file: str
    url: str  # the page's path in the site, from its root
    shown: str  # the file as the page names it: from its folder, never a path of this machine


@dataclass
class Published:
    """What the rest of the site needs from a ruling page (its HTML is written by the worker)."""

    url: str
    file: str
    game: str
    title: str
    question: str
    answer: str
    cites: list[str]
    error: str = ""


@dataclass
class Report:
    pages: int = 0
    rulings: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)


def collect(dirs: Iterable[Path]) -> list[tuple[Path, Path]]:
    """(file, the folder it was found under) for every scenario file, sorted."""
    out: list[tuple[Path, Path]] = []
    for d in dirs:
        if d.is_file():
            out.append((d, d.parent))
            continue
        out += [(p, d) for p in sorted(d.rglob("*.yaml")) + sorted(d.rglob("*.yml"))]
    return out


def jobs(files: list[tuple[Path, Path]], bundled: Path | None) -> list[Job]:
    taken: set[str] = set()
    out = []
    for path, root in files:
        rel = path.relative_to(root).with_suffix("")
        base = "rulings/" + ("/".join(rel.parts) if root == bundled
                             else f"{root.name}/{'/'.join(rel.parts)}")
        safe = "".join(ch if ch.isalnum() or ch in "-_/." else "-" for ch in base)
        url, n = f"{safe}.html", 2
        while url in taken:
            url, n = f"{safe}-{n}.html", n + 1
        taken.add(url)
        shown = "/".join(("scenarios" if root == bundled else root.name, *rel.parts))
        out.append(Job(str(path), url, shown + path.suffix))
    return out


def rel_root(url: str) -> str:
    return "../" * url.count("/")


@cache
def rule_url(game: str, rule_id: str, lang: str = "en") -> str:
    """A rule's place in the site: on its game's rules page, or the policies page for a house
    policy. Worked out once a process for each rule (the rulebooks do not change while a site
    is built): the pages and the search index ask ~60,000 times."""
    from judge.games import find_game
    from judge.render.html import anchor

    suffix = "" if lang == "en" else f".{lang}"
    rule = find_game(game).data.rules.get(rule_id)
    page = "policies" if rule is not None and rule.kind == "policy" else "rules"
    return f"{game}/{page}{suffix}.html#{anchor(rule_id)}"


# ----- the rulings (in worker processes) ---------------------------------------------------------
@dataclass
class Resolved:
    job: Job
    pub: Published
    ex: Any = None
    res: Any = None
    rules: Any = None
    scenario: Any = None
    read: Read | None = None


def resolve_ruling(job: Job, read: Read | None = None) -> Resolved:
    """The scenario resolved and explained as `judge explain` does (variants included);
    `read`: its file as already read (judge/rulings.py), parsed from those very bytes."""
    from judge.app import load_scenario, load_scenario_bytes, resolve

    try:
        if read is not None and read.data is not None:
            scenario = load_scenario_bytes(job.file, read.data)
        else:
            scenario = load_scenario(job.file)
        res = resolve(scenario)
    except JudgeError as exc:
        return _refused(job, exc)
    return explained(job, scenario, res, read)


def _refused(job: Job, exc: JudgeError) -> Resolved:
    why = str(exc).replace(job.file, job.shown)
    return Resolved(job, Published(job.url, job.shown, "", "", "", "", [], error=why))


def explained(job: Job, scenario: Any, res: Any, read: Read | None) -> Resolved:
    """A ruling resolved from the file of `job` (judge's defaults) explained as `judge explain`
    explains it, its variants included, with what its page needs."""
    from judge.games import find_game
    from judge.lookup.prose import Context, explain
    from judge.lookup.variants import policy_variants

    try:
        game = find_game(scenario.game)
        ctx = Context(game.data.rules, game.roles, game.data.policies, game.vocab.board_zones,
                      game.stack_word, game.data.default_edition, scenario.policies)
        # The page names the file from its folder, never as a path of this machine: in its
        # header, and where another option's reading cannot be ruled (the error names the file).
        variants = [replace(v, error=v.error.replace(job.file, job.shown)) if v.error else v
                    for v in policy_variants(scenario, res)]
        ex = explain(res, ctx, variants)
        ex.header = ex.header.replace(str(res.file), job.shown)
    except JudgeError as exc:
        return _refused(job, exc)
    answer = " ".join(s.text for s in (*ex.answer, *ex.ruling))
    cites = list(dict.fromkeys([*res.citations, *(r.id for r in ex.rules)]))
    pub = Published(job.url, job.file, res.game, ex.title, ex.question or "", answer, cites)
    return Resolved(job, pub, ex, res, game.data.rules, scenario, read)


#: Rulings resolved, laid out and written together: a `dot` run's worth (render/layout.py's
#: DOT_BATCH). Only a chunk's resolutions are alive at once: holding a whole site's (1,800 with
#: `--jobs 1`) until the last is written made each of Python's full collections scan them all
#: (1.5 s of a 20 s build). A graph's layout does not depend on the graphs beside it.
CHUNK = 100


#: The pages an earlier build of this site kept (judge/rulings.py PageStore), read once before
#: the pool's workers fork (they inherit it; a worker that does not finds none and resolves).
_STORE: list[PageStore] = []


def _work(args: tuple[list[Job], dict[str, Any], str]
          ) -> tuple[list[Published], dict[str, set[str]]]:
    """Resolve a batch of rulings chunk by chunk (CHUNK), each chunk's graphs laid out at once,
    write their pages and keep them (the page store's files written, with the path prefixes of
    their rulings' entries: PageStore.prune)."""
    from judge.gcpause import paused_gc
    from judge.rulings import kept_together

    batch, nav, out = args
    found: list[Published] = []
    written: dict[str, set[str]] = {}
    with kept_together():  # the rulings' entries, a hundred a transaction
        for i in range(0, len(batch), CHUNK):
            # A chunk's work (explaining, rendering, keeping) leaves few cycles: the
            # collector's ~1,200 passes over a site's chunks cost 0.7 s; one pass after each
            # chunk frees what they left (only a chunk's objects are alive then: the rest is
            # frozen, `rulings`).
            with paused_gc():
                pubs, name, prefixes = _chunk(batch[i:i + CHUNK], nav, out)
            found += pubs
            if name is not None:
                written[name] = prefixes
            gc.collect()  # (with the collector paused or not: build pauses it)
    return found, written


def _chunk(batch: list[Job], nav: dict[str, Any], out: str
           ) -> tuple[list[Published], str | None, set[str]]:
    """Resolve a chunk of rulings, lay out all their graphs at once, write their pages; keep
    them, the pages an earlier build kept and were written again included, in one file."""
    from judge.engine.graph import graph_data
    from judge.render.layout import layout_many
    from judge.rulings import Read, page_entry_name, page_key

    store = _STORE[0] if _STORE else None
    keys = {job.url: page_key(job.url, job.shown) for job in batch}
    reads = {job.url: Read(job.file) for job in batch}
    names = {url: page_entry_name(read) for url, read in reads.items()}
    keeping: dict[str, Any] = {}  # the chunk's pages as the store keeps them
    kept: dict[str, Published | None] = {}
    for job in batch:
        found = kept_page(job, keys[job.url], Path(out), reads[job.url], store)
        kept[job.url] = found[0] if found is not None else None
        if found is not None and names[job.url] is not None:
            keeping[f"{names[job.url]}/{keys[job.url]}"] = found[1]
    done = [resolve_ruling(job, reads[job.url]) for job in batch if kept[job.url] is None]
    ok = [d for d in done if d.ex is not None]
    graphs = [graph_data(d.res) for d in ok]
    laid = layout_many([(g, list(d.res.final["stack"])) for g, d in zip(graphs, ok,
                                                                         strict=True)],
                       outcomes=[d.res.words.outcomes for d in ok])
    for d, graph, lay in zip(ok, graphs, laid, strict=True):
        html = ruling_html(d, graph, lay, nav)
        _write(Path(out) / d.job.url, html)
        page = keep_page(d, html)
        if page is not None and names[d.job.url] is not None:
            keeping[f"{names[d.job.url]}/{keys[d.job.url]}"] = page
    made = {d.job.url: d.pub for d in done}
    written = store.write(keeping) if store is not None else None
    prefixes = {n[:n.find("-") + 1] for n in keeping}
    return [kept[job.url] or made[job.url] for job in batch], written, prefixes


def ruling_html(d: Resolved, graph: dict[str, Any], laid: Any, nav: dict[str, Any]) -> str:
    """A ruling's page in the site (`laid`: its graph laid out, None: laid out now)."""
    from judge.render.html import ruling_page

    root = rel_root(d.job.url)
    res, rules = d.res, d.rules

    def href(rid: str) -> str | None:
        return root + rule_url(res.game, rid) if rid in rules else None

    return ruling_page(d.ex, graph, list(res.final["stack"]), res=res,
                       site={**nav, "root": root}, rule_href=href, laid=laid)


def bundled_job(path: Path) -> Job:
    """The job of a bundled scenario (under BUNDLED) in a site that has the bundled rulings."""
    return jobs([(path, BUNDLED)], BUNDLED)[0]


def keep_bundled_page(path: Path, scenario: Any, res: Any) -> Resolved | None:
    """A bundled scenario's ruling, resolved already from its file with judge's defaults
    (`scenario` loaded from `path`, `res` its resolution), explained and its page kept in the
    page store of the site of every game (`judge site` with the bundled rulings, as ruling_page
    draws it): a later build writes that page without resolving the ruling again (the test
    run's views of every bundled ruling keep theirs: its site is then built from them). None:
    caching is off, or judge refuses the ruling's explanation."""
    from judge.engine.graph import graph_data
    from judge.games import available
    from judge.rulings import PageStore, Read, dot_program, page_entry_name, page_key, site_key

    job = bundled_job(path)
    read = Read(job.file)
    name = page_entry_name(read)
    d = explained(job, scenario, res, read)
    if name is None or d.ex is None:
        return d if d.ex is not None else None
    nav = {"games": game_nav(available())}
    page = keep_page(d, ruling_html(d, graph_data(res), None, nav))
    if page is not None:
        PageStore(site_key(nav, dot_program())).write(
            {f"{name}/{page_key(job.url, job.shown)}": page})
    return d


def kept_page(job: Job, key: str, out: Path, read: Read, store: PageStore | None
              ) -> tuple[Published, dict[str, Any]] | None:
    """A ruling's page as an earlier build of this site wrote it from the same bytes under the
    same judge (judge/rulings.py PageStore), written again, with the page as kept; None when
    there is none to trust."""
    page = store.page(read, key) if store is not None else None
    if page is None:
        return None
    pub = page["pub"]
    texts = [pub.get(k) for k in ("game", "title", "question", "answer")]
    cites = pub.get("cites")
    if not (all(isinstance(t, str) for t in texts) and isinstance(cites, list)
            and all(isinstance(c, str) for c in cites)):
        return None
    _write(out / job.url, page["html"])
    game, title, question, answer = texts
    return Published(job.url, job.file, game, title, question, answer, list(cites)), page


def keep_page(d: Resolved, html: str) -> dict[str, Any] | None:
    """What the search index and `judge test` take from the resolution, kept in its file's
    entry unless it holds them already (judge/rulings.py), and the page as its site's page
    store keeps it (None: its ruling is not kept)."""
    from judge.rulings import keep_resolved

    if d.read is None or d.read.where is None:
        return None
    keep_resolved(d.read, d.scenario, d.res)
    pub = {"game": d.pub.game, "title": d.pub.title, "question": d.pub.question,
           "answer": d.pub.answer, "cites": d.pub.cites}
    return {"pub": pub, "html": html}


def preload(games: list[str]) -> None:
    """Load what every ruling needs once, before the pool forks: the workers inherit it."""
    from judge.games import find_game
    from judge.render.html import env

    for module in ("judge.app", "judge.lookup.prose", "judge.lookup.variants",
                   "judge.engine.graph", "judge.render.layout"):
        __import__(module)
    for gid in games:
        data = find_game(gid).data
        _ = data.rules, data.policies
    env().get_template("ruling.html")


def rulings(all_jobs: list[Job], nav: dict[str, Any], out: Path, workers: int
            ) -> list[Published]:
    preload([g["id"] for g in nav["games"]])
    # What is loaded now (rulebooks, templates) outlives every ruling: out of the collector's
    # scans while they are resolved (a full scan is ~0.2 s), and, in the pool's workers, shared
    # with the parent instead of copied when a scan touches it. Thawed after.
    from judge.rulings import PageStore, dot_program, site_key

    store = PageStore(site_key(nav, dot_program())).load()
    _STORE[:] = [store]
    # A program that froze objects of its own (the test suite keeps every bundled ruling's
    # views frozen) keeps them so: thawing at the end would hand all of them back to the
    # collector, whose every full pass then walks them again (the suite's ~20 builds each
    # began with a full pass over ~1 GB of views thawed by the one before).
    ours = gc.get_freeze_count() == 0
    if ours:
        gc.collect()
        gc.freeze()
    try:
        found, written = _rulings(all_jobs, nav, out, workers)
    finally:
        if ours:
            gc.unfreeze()
        _STORE.clear()
    store.prune(written)
    return found


def _rulings(all_jobs: list[Job], nav: dict[str, Any], out: Path, workers: int
             ) -> tuple[list[Published], dict[str, set[str]]]:
    if workers <= 1 or len(all_jobs) < 8:
        return _work((all_jobs, nav, str(out)))
    batches = [all_jobs[i::workers * 4] for i in range(workers * 4)]
    found: list[Published] = []
    written: dict[str, set[str]] = {}
    # Each worker sets aside what it inherits (gc.freeze): its collection after each chunk
    # (_work) then walks only what the chunk made. A parent that froze what it holds (`rulings`)
    # leaves nothing to set aside; one that had frozen objects of its own (the test suite, with
    # every bundled ruling's views made since) had each of the ~40 chunks' passes walk its
    # whole heap again in both workers (~15 s of the suite's CPU).
    with ProcessPoolExecutor(max_workers=workers, initializer=gc.freeze) as pool:
        for part, files in pool.map(_work, [(b, nav, str(out)) for b in batches]):
            found += part
            written.update(files)
    order = {j.url: i for i, j in enumerate(all_jobs)}
    return sorted(found, key=lambda p: order[p.url]), written


# ----- the rules ---------------------------------------------------------------------------------
def game_nav(games: list[str]) -> list[dict[str, str]]:
    from judge.games import find_game

    out = []
    for gid in games:
        data = find_game(gid).data
        out.append({"id": gid, "dir": gid, "short": str(data.manifest.get("name", gid)),
                    "prefix": str(data.manifest.get("prefix", ""))})
    return out


def languages_of(gid: str, wanted: list[str]) -> list[str]:
    from judge.games import find_game

    have = find_game(gid).data.languages
    return [lang for lang in wanted if lang == "en" or lang in have]


def switch(langs: list[str], current: str, page: str) -> list[dict[str, Any]]:
    from judge.lang import name

    if len(langs) < 2:
        return []
    return [{"code": lg, "name": name(lg, native=True), "current": lg == current,
             "href": page + ("" if lg == "en" else f".{lg}") + ".html"} for lg in langs]


def depth(data: Any, rid: str) -> int:
    n, current = 0, data.parent(rid)
    while current is not None and n < 8:
        n, current = n + 1, data.parent(current)
    return n


def rule_pages(gid: str, langs: list[str], pubs: list[Published], nav: dict[str, Any],
               out: Path) -> int:
    from judge.games import find_game
    from judge.lookup.rules import MENTION
    from judge.lookup.translations import localize
    from judge.render.html import Links, page

    data = find_game(gid).data
    rules = data.rules
    cited_by: dict[str, list[Published]] = {}
    for p in pubs:
        if p.game == gid:
            for c in p.cites:
                cited_by.setdefault(c, []).append(p)
    policies_of: dict[str, list[str]] = {}
    for pol in data.policies.values():
        texts = [pol.text, *(t for _, t in pol.options), *pol.see]
        for text in texts:
            for rid in MENTION.findall(text):
                rid = rid.rstrip(".")
                if rid in rules and pol.id not in policies_of.get(rid, []):
                    policies_of.setdefault(rid, []).append(pol.id)
    site = {**nav, "root": "../"}
    written = 0
    for lang in langs:
        suffix = "" if lang == "en" else f".{lang}"
        def href(rid: str, lang: str = lang) -> str | None:
            return "../" + rule_url(gid, rid, lang) if rid in rules else None

        links = Links(href)
        entries: list[dict[str, Any]] = []
        for rule in rules.values():
            shown = localize(data, rule, lang)
            entries.append({"rule": shown.rule, "fallback": shown.fallback, "stale": shown.stale,
                            "depth": depth(data, rule.id),
                            "rulings": [{"href": "../" + p.url, "title": p.title}
                                        for p in cited_by.get(rule.id, [])],
                            "policies": policies_of.get(rule.id, [])})
        common = {"site": site, "lang": lang, "game": data.manifest, "gid": gid,
                  "links": links, "suffix": suffix}
        _write(out / gid / f"rules{suffix}.html", page(
            "rules.html", entries=[e for e in entries if e["rule"].kind != "policy"],
            switch=switch(langs, lang, "rules"), **common))
        _write(out / gid / f"policies{suffix}.html", page(
            "policies.html", entries=[e for e in entries if e["rule"].kind == "policy"],
            switch=switch(langs, lang, "policies"), **common))
        written += 2
    edited = [r for r in rules.values() if r.editions]
    _write(out / gid / "editions.html", page(
        "editions.html", site=site, lang="en", game=data.manifest, gid=gid, switch=[],
        links=Links(lambda rid: "../" + rule_url(gid, rid) if rid in rules else None),
        renumbered=list(data.manifest.get("renumbered", []) or []), edited=edited))
    return written + 1


#: Folders `_write` made (or found) in this build: one mkdir for each, not for each page
#: (emptied as a build begins: `prepare` removes the old folders).
_MADE: set[Path] = set()


def _write(path: Path, text: str) -> None:
    if path.parent not in _MADE:
        path.parent.mkdir(parents=True, exist_ok=True)
        _MADE.add(path.parent)
    path.write_text(text, encoding="utf-8")


# ----- the search index --------------------------------------------------------------------------
def search_index(games: list[str], langs: list[str], pubs: list[Published]) -> dict[str, Any]:
    """What search.js needs: one entry per rule, policy and ruling (its folded text in every
    language built, keywords and the glossary words that lead to it), the glossaries (word ->
    rules, the first one first, as `judge search` ranks them), the cross-game synonym groups, the
    Indonesian affixes and the Thai words to split a query with (judge/lookup/normalize.py)."""
    from judge.games import find_game
    from judge.lookup import normalize as nz
    from judge.lookup.glossary import fold, game_terms, load_groups
    from judge.lookup.translations import title

    docs: list[list[Any]] = []
    doc_of: dict[tuple[str, str], int] = {}
    gloss: dict[str, list[int]] = {}
    lead: dict[str, list[int]] = {}
    words: set[str] = set()
    for gid in games:
        data = find_game(gid).data
        g_langs = languages_of(gid, langs)
        terms_of: dict[str, list[str]] = {}
        for t in game_terms(data):
            for rid in t.rules:
                terms_of.setdefault(rid, []).append(t.term)
        for rule in data.rules.values():
            titles = {lg: title(data, rule, lg) for lg in g_langs}
            texts = [rule.id, rule.title, rule.text, *rule.terms, *terms_of.get(rule.id, []),
                     *(t for _, t in rule.options)]
            stems = ""
            for lg in g_langs[1:]:
                tr = data.translation(lg).get(rule.id)
                if tr is not None:
                    texts += [tr.title, tr.text]
                    if lg == "id":
                        stems = nz.stem_text(f"{tr.title} {tr.text} {' '.join(rule.terms)}")
            doc_of[(gid, rule.id)] = len(docs)
            docs.append([rule_url(gid, rule.id), gid, rule.id, rule.title,
                         {lg: t for lg, t in titles.items() if lg != "en" and t != rule.title},
                         rule.kind, fold(" ".join(texts)), stems])
        for t in game_terms(data):
            key = fold(t.term)
            words.add(key)
            ids = [doc_of[(gid, r)] for r in t.rules if (gid, r) in doc_of]
            gloss.setdefault(key, [])
            gloss[key] += [i for i in ids if i not in gloss[key]]
            if ids:
                lead.setdefault(key, []).append(ids[0])
    groups = [[fold(w) for w in g.words] for g in load_groups()]
    for g in groups:
        words.update(g)
    for p in pubs:
        if not p.error:
            docs.append([p.url, p.game, "", p.title, {}, "ruling",
                         fold(f"{p.title} {p.question} {p.answer} {' '.join(p.cites)}"), ""])
    stemmed: dict[str, list[str]] = {}
    for w in sorted(words):  # a set's order varies between runs; the site does not
        if " " not in w and w.isalpha() and not nz.is_thai(w):
            for root in nz.stems(w):
                stemmed.setdefault(root, []).append(w)
    thai = sorted({w for w in words if nz.is_thai(w) and " " not in w} | set(nz.THAI_WORDS))
    return {
        "docs": docs, "gloss": gloss, "lead": lead, "groups": groups, "stemmed": stemmed,
        "thai": thai, "stop": sorted(nz.THAI_STOPWORDS),
        "affix": {"min": nz.MIN_ROOT, "particles": nz.PARTICLES,
                  "possessives": nz.POSSESSIVES, "suffixes": nz.SUFFIXES,
                  "plain": nz.PLAIN_PREFIXES, "nasal": nz.NASAL},
        "following": "".join(sorted(nz.THAI_FOLLOWING)),
        "leading": "".join(sorted(nz.THAI_LEADING)),
        "games": {gid: str(find_game(gid).data.manifest.get("name", gid)) for gid in games},
    }


def groups(pubs: list[Published]) -> list[tuple[str, list[Published]]]:
    """Rulings by the folder they came from (`battle`, `register` ...), in the order found."""
    out: dict[str, list[Published]] = {}
    for p in pubs:
        parts = p.url.split("/")
        out.setdefault("/".join(parts[2:-1]) or parts[1], []).append(p)
    return list(out.items())


# ----- the whole site ----------------------------------------------------------------------------
MARKER = ".judge-site"


def prepare(out: Path) -> None:
    """An empty folder, or one an earlier `judge site` wrote (its marker file says so): the old
    pages go, so a ruling removed since leaves no page behind. Any other folder is refused:
    judge never deletes what it did not write."""
    from judge.errors import UsageError

    if out.exists() and not out.is_dir():
        raise UsageError(f"{out}: not a folder")
    if out.is_dir() and any(out.iterdir()):
        if not (out / MARKER).is_file():
            raise UsageError(f"{out}: the folder is not empty and is no judge site; give an "
                             "empty or new folder")
        for child in out.iterdir():
            if child.is_dir():
                shutil.rmtree(child)
            else:
                child.unlink()
    _MADE.clear()
    out.mkdir(parents=True, exist_ok=True)
    (out / MARKER).write_text("written by `judge site`; rebuilt in full each time\n",
                              encoding="utf-8")

def build(out: Path, langs: list[str] | None = None, extra: list[Path] | None = None,
          games: list[str] | None = None, bundled: bool = True,
          workers: int | None = None) -> Report:
    """The whole site in `out`, the cyclic collector paused throughout: what the build holds
    lives until it ends, and each chunk of rulings is collected after it is written (_work)."""
    from judge.gcpause import paused_gc

    with paused_gc():
        return _build(out, langs, extra, games, bundled, workers)


def _build(out: Path, langs: list[str] | None, extra: list[Path] | None,
           games: list[str] | None, bundled: bool, workers: int | None) -> Report:
    from judge.games import available
    from judge.render.html import asset, page
    from judge.render.safe import json_text

    gids = games or available()
    from judge.lang import LANGUAGES

    langs = langs or list(LANGUAGES)
    if "en" not in langs:
        langs = ["en", *langs]  # every rule has its English; a translation falls back to it
    prepare(out)
    nav = {"games": game_nav(gids)}
    files = collect([BUNDLED] if bundled and BUNDLED.is_dir() else [])
    roots: list[Path] = list(extra or [])
    files += collect(roots)
    all_jobs = jobs(files, BUNDLED if bundled else None)
    pubs = rulings(all_jobs, nav, out, workers or os.cpu_count() or 1)
    report = Report(rulings=sum(1 for p in pubs if not p.error))
    report.skipped = [(p.file, p.error) for p in pubs if p.error]
    pubs = [p for p in pubs if not p.error and p.game in gids]
    for gid in gids:
        report.pages += rule_pages(gid, languages_of(gid, langs), pubs, nav, out)
    (out / "assets").mkdir(exist_ok=True)
    _write(out / "assets" / "site.css", asset("site.css"))
    _write(out / "assets" / "search.js", asset("search.js"))
    index = search_index(gids, langs, pubs)
    _write(out / "assets" / "search-index.js", "window.JUDGE_INDEX = " + json_text(
        json.dumps(index, ensure_ascii=False, separators=(",", ":"))).replace(
        "</", "<\\/") + ";\n")
    root_site = {**nav, "root": ""}
    by_game = [{"game": g, "rulings": [p for p in pubs if p.game == g["id"]],
                "groups": groups([p for p in pubs if p.game == g["id"]]),
                "langs": languages_of(g["id"], langs)} for g in nav["games"]]
    _write(out / "index.html", page("index.html", site=root_site, lang="en", switch=[],
                                    games=by_game, skipped=report.skipped))
    _write(out / "search.html", page("search.html", site=root_site, lang="en", switch=[]))
    report.pages += 2 + report.rulings
    return report
