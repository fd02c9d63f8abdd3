"""`judge site`: the built tree read as files (no browser): valid HTML, SVG that is XML, every
internal link resolving, nothing from outside, text from files escaped, scripts only on the
search page, the rules linked to each other, to their rulings and policies."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit
from xml.etree import ElementTree

import pytest

from judge.games import find_game

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source",
        "track", "wbr"}


class Page(HTMLParser):
    """Tags checked for balance; links, ids and scripts collected; SVGs cut out as text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.links: list[str] = []
        self.ids: set[str] = set()
        self.scripts = 0
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(str(a["id"]))
        for key in ("href", "src"):
            if a.get(key):
                self.links.append(str(a[key]))
        if tag == "script":
            self.scripts += 1
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else '-'}> "
                               f"at line {self.getpos()[0]}")
            if tag in self.stack:
                while self.stack and self.stack.pop() != tag:
                    pass
            return
        self.stack.pop()

    def close(self) -> None:
        super().close()
        if self.stack:
            self.errors.append(f"unclosed: {self.stack}")


#: What HTMLParser reads as markup in the site's pages (FastPage): a comment or a declaration;
#: an end tag (1); a <script> or <style> with its attributes (2, 3), its text up to its end tag
#: not markup; any other start tag with its attributes (4, 5), where a quoted value may hold `>`.
_ATTRIBUTES = r"""([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)"""
MARKUP = re.compile(r"<(?:!--.*?-->|![^>]*>|/([a-zA-Z][^\s/>]*)[^>]*>"
                    rf"|(script|style)\b{_ATTRIBUTES}>.*?</\2\s*>"
                    rf"|([a-zA-Z][^\s/>]*){_ATTRIBUTES}>)", re.S | re.I)
#: What Page.handle_starttag reads of a tag's attributes (a tag with none of them: its name).
READ = re.compile(r"(?:^|\s)(?:id|href|src)(?:\s|=|$)", re.I)
ATTRIBUTE = re.compile(r"""([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?""")


class FastPage(Page):
    """A page read as Page reads it with HTMLParser (the same tags, in order, the same links,
    ids, scripts and errors: test_the_fast_reading_is_the_parsers_on_every_page), in one
    pass of one pattern: HTMLParser took ~6 s of CPU over the site's ~3,500 pages."""

    def feed(self, data: str) -> None:
        self.data = data
        stack, tags, starts = self.stack, self.tags, self.handle_starttag
        for m in MARKUP.finditer(data):
            end, raw, raw_rest, tag, rest = m.groups()
            if end is not None:
                end = end.lower()
                if stack and stack[-1] == end:  # (handle_endtag's usual case, without its call)
                    stack.pop()
                elif end not in VOID:
                    self.at = m.start()
                    self.handle_endtag(end)
            elif raw is not None:  # its text is not markup: its end tag follows at once
                starts(raw.lower(), attributes(raw_rest))
                stack.pop()
            elif tag is not None:
                tag = tag.lower()
                if rest.endswith("/"):
                    self.handle_startendtag(tag, attributes(rest))
                elif tag == "script" or READ.search(rest):
                    starts(tag, attributes(rest))
                else:  # no attribute handle_starttag reads: it, without its call
                    tags.append(tag)
                    if tag not in VOID:
                        stack.append(tag)

    def getpos(self) -> tuple[int, int]:
        """Where the tag read last begins (the line an error names), as HTMLParser says it."""
        line = self.data.count("\n", 0, self.at) + 1
        return line, self.at - (self.data.rfind("\n", 0, self.at) + 1)

    def close(self) -> None:
        if self.stack:
            self.errors.append(f"unclosed: {self.stack}")


def attributes(text: str) -> list[tuple[str, str | None]]:
    """A tag's attributes as HTMLParser gives them: names in lower case, values unquoted with
    their character references undone, None for one without a value."""
    if not text or text.isspace():
        return []
    out: list[tuple[str, str | None]] = []
    for m in ATTRIBUTE.finditer(text):
        value = next((v for v in m.groups()[1:] if v is not None), None)
        if value is not None and "&" in value:
            value = html.unescape(value)
        out.append((m.group(1).lower(), value))
    return out


def pages(texts: dict[Path, str], reader: type[Page] = FastPage) -> dict[Path, Page]:
    out = {}
    for f, text in texts.items():
        p = reader()
        p.feed(text)
        p.close()
        out[f] = p
    return out


@pytest.fixture(scope="module")
def texts(site: Path) -> dict[Path, str]:
    """Every page of the site, read once for the module (~70 MB: each check below read them
    all again, ~0.4 s of CPU a reading)."""
    return {f: f.read_text(encoding="utf-8") for f in sorted(site.rglob("*.html"))}


def test_the_fast_reading_is_the_parsers(site: Path) -> None:
    """FastPage reads what HTMLParser reads (Page): the same tags in order, links, ids, scripts
    and errors, on a page of each kind (the index, the search page, each game's rules,
    policies and editions pages, the smallest rules page, at ~1 MB: the others hold the same
    markup over 3-5 MB, ~0.2 s each to parse) and every 40th ruling page (they differ in their
    text, not their markup), and on broken markup."""
    files = sorted(site.rglob("*.html"))
    rulings = [f for f in files if "rulings" in f.relative_to(site).parts]
    others = [f for f in files if "rulings" not in f.relative_to(site).parts]
    rules = min((f for f in others if f.name == "rules.html"), key=lambda f: f.stat().st_size)
    sample = [rules, *(f for f in others if not f.name.startswith("rules.")), *rulings[::40]]
    broken = ("<html><body>\n<p><b>x</p>\n<!-- <i> --><br/><input hidden a='' b=c "
              "d=\"&amp;\" ID=x><SCRIPT src='s.js'>if (a<b) {}</script></div></body>")
    for text in [*(f.read_text(encoding="utf-8") for f in sample), broken]:
        slow, fast = Page(), FastPage()
        for p in (slow, fast):
            p.feed(text)
            p.close()
        assert [slow.tags, slow.links, slow.ids, slow.scripts, slow.errors] == \
            [fast.tags, fast.links, fast.ids, fast.scripts, fast.errors]
    assert len(sample) > 90 and slow.errors and slow.links == ["s.js"]


@pytest.fixture(scope="module")
def parsed(texts: dict[Path, str]) -> dict[Path, Page]:
    return pages(texts)


def test_every_page_is_balanced_html_and_every_svg_is_xml(site: Path, texts: dict[Path, str],
                                                          parsed: dict[Path, Page]) -> None:
    bad = [f"{f.relative_to(site)}: {e}" for f, p in parsed.items() for e in p.errors]
    assert not bad, "\n".join(bad[:20])
    svgs = 0
    for f, text in texts.items():
        if "rulings" not in f.relative_to(site).parts:
            continue
        for svg in re.findall(r"<svg.*?</svg>", text, re.S):
            ElementTree.fromstring(svg)
            svgs += 1
    assert svgs > 200


def test_every_internal_link_resolves(site: Path, parsed: dict[Path, Page]) -> None:
    missing = []
    # Each page's folder and link path resolved once: the 865 pages hold ~66,000 links to a
    # few hundred files, and resolving a path asks the file system for each of its folders.
    resolved: dict[tuple[Path, str], tuple[Path, bool]] = {}
    for f, p in parsed.items():
        for link in p.links:
            parts = urlsplit(link)
            assert not parts.scheme and not parts.netloc, f"{f}: outside reference {link}"
            if parts.path:
                key = (f.parent, parts.path)
                if key not in resolved:
                    path = (f.parent / unquote(parts.path)).resolve()
                    resolved[key] = path, path.is_file()
                target, exists = resolved[key]
            else:
                target, exists = f, f.is_file()
            if not exists:
                missing.append(f"{f.relative_to(site)}: {link}")
            elif parts.fragment and target.suffix == ".html" and \
                    unquote(parts.fragment) not in parsed[target].ids:
                missing.append(f"{f.relative_to(site)}: {link} (no such id)")
    assert not missing, f"{len(missing)} broken:\n" + "\n".join(missing[:20])


#: What would load something from outside the site: a link or source to another host, a
#: stylesheet import, a CSS `url()` to another host. Four patterns, each beginning with its own
#: words (one pattern of the four alternatives has none and took ~1.2 s of CPU over the pages).
OUTSIDE = tuple(re.compile(p) for p in (r'src="(?:https?:)?//', r'href="(?:https?:)?//',
                                         r"@import", r"url\(\s*['\"]?(?:https?:)?//"))


def test_nothing_comes_from_outside(site: Path, texts: dict[Path, str]) -> None:
    for f in site.rglob("*"):
        if f.suffix in (".html", ".css", ".js"):
            text = texts[f] if f in texts else f.read_text(encoding="utf-8")
            assert not any(p.search(text) for p in OUTSIDE), f
    bad = ['<a href="//x">', '<img src="https://x">', "@import 'x'", "url( 'http://x')"]
    assert all(any(p.search(b) for p in OUTSIDE) for b in bad)  # (each form is still found)


def test_only_the_search_page_needs_javascript(parsed: dict[Path, Page], site: Path) -> None:
    scripted = sorted(str(f.relative_to(site)) for f, p in parsed.items() if p.scripts)
    assert scripted == ["search.html"]
    ruling = site / "rulings/vandaria-wars/register/prayer-profit-gun-shot.html"
    html = ruling.read_text(encoding="utf-8")  # all of it in the file, no script needed
    assert 'id="answer"' in html and "<svg" in html and 'class="steps"' in html


def test_text_from_files_is_escaped(site: Path) -> None:
    page = next((site / "rulings").rglob("hostile.html")).read_text(encoding="utf-8")
    assert "<script>" not in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "&lt;b&gt;Trader&lt;/b&gt;" in page and "&lt;/svg&gt;" in page
    index = (site / "index.html").read_text(encoding="utf-8")
    assert "broken.yaml" in index and "<script>" not in index  # listed as not published


@pytest.mark.parametrize("gid", ["vandaria-wars", "riftbound", "force-of-will"])
def test_every_rule_is_on_its_page_under_its_number(gid: str, parsed: dict[Path, Page],
                                                    site: Path) -> None:
    from judge.render.html import anchor

    data = find_game(gid).data
    rules_page = parsed[site / gid / "rules.html"]
    policies_page = parsed[site / gid / "policies.html"]
    for rule in data.rules.values():
        page = policies_page if rule.kind == "policy" else rules_page
        assert anchor(rule.id) in page.ids, rule.id


def test_ids_inside_a_rule_link_to_that_rule_and_rules_list_rulings(site: Path) -> None:
    from judge.lookup.rules import MENTION
    from judge.render.html import anchor

    html = (site / "riftbound/rules.html").read_text(encoding="utf-8")
    rules = find_game("riftbound").data.rules
    naming = [(r, m) for r in rules.values() if r.kind == "rule"
              for m in MENTION.findall(r.text) if m in rules and rules[m].kind == "rule"]
    assert len(naming) >= 5
    for rule, named in naming[:50]:
        section = html[html.index(f'id="{anchor(rule.id)}"'):]
        section = section[:section.index("</section>")]
        assert (f'<a class="rid" href="../riftbound/rules.html#{anchor(named)}">{named}</a>'
                in section), (rule.id, named)
    vw = (site / "vandaria-wars/rules.html").read_text(encoding="utf-8")
    reg4 = vw[vw.index('id="VW_REG.4.a"'):]  # the sentence of the guide a ruling cites
    reg4 = reg4[:reg4.index("</section>")]
    assert "Rulings citing it" in reg4 and "prayer-profit-gun-shot.html" in reg4
    policies = (site / "riftbound/policies.html").read_text(encoding="utf-8")
    assert "(default)" in policies and "RB_464.2.d" in policies


def test_the_languages_built_have_a_switch(site: Path, parsed: dict[Path, Page]) -> None:
    th = (site / "riftbound/rules.th.html").read_text(encoding="utf-8")
    assert 'lang="th"' in th and "โฟกัส" in th and 'href="rules.html"' in th
    assert (site / "vandaria-wars/rules.id.html").is_file()
    assert not (site / "force-of-will/rules.th.html").exists()  # no Thai text to show
    fow = (site / "force-of-will/rules.html").read_text(encoding="utf-8")
    assert 'class="langs"' not in fow


def test_editions_list_the_renumbered_rules(site: Path) -> None:
    html = (site / "riftbound/editions.html").read_text(encoding="utf-8")
    assert "Renumbered rules" in html and "Setup Process" in html and "v1.3" in html


def test_every_page_carries_the_notice_and_a_viewport(texts: dict[Path, str]) -> None:
    for f, text in texts.items():
        assert "Unofficial: not affiliated" in text and "Unofficial. judge" in text, f
        assert 'name="viewport"' in text, f


def test_explain_html_uses_the_same_template_and_graph(site: Path) -> None:
    import subprocess
    import sys

    from ..conftest import ROOT

    f = "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml"
    done = subprocess.run([sys.executable, "-m", "judge", "explain", f, "--format", "html"],
                          cwd=ROOT, capture_output=True, text=True, check=True)
    page = done.stdout
    built = (site / "rulings/vandaria-wars/register/prayer-profit-gun-shot.html").read_text(
        encoding="utf-8")
    svg = re.search(r"<svg.*?</svg>", page, re.S)
    assert svg is not None and svg.group() in built
    assert 'id="answer"' in page and 'class="steps"' in page and "<script" not in page


def test_a_folder_judge_did_not_write_is_never_emptied(tmp_path: Path) -> None:
    import subprocess
    import sys

    from ..conftest import ROOT

    mine = tmp_path / "notes"
    mine.mkdir()
    (mine / "keep.txt").write_text("mine", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "judge", "site", str(mine), "--no-bundled"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert (mine / "keep.txt").read_text(encoding="utf-8") == "mine"


def test_a_rebuild_leaves_no_page_of_a_ruling_gone_since(tmp_path: Path) -> None:
    from judge.site import build

    from ..conftest import ROOT

    rulings = tmp_path / "club"
    rulings.mkdir()
    prayer = ROOT / "scenarios/vandaria-wars/register/prayer-profit-gun-shot.yaml"
    (rulings / "a.yaml").write_text(prayer.read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "out"
    build(out, ["en"], [rulings], bundled=False, workers=1)
    assert (out / "rulings/club/a.html").is_file()
    (rulings / "a.yaml").rename(rulings / "b.yaml")
    build(out, ["en"], [rulings], bundled=False, workers=1)
    assert not (out / "rulings/club/a.html").exists() and (out / "rulings/club/b.html").is_file()


def test_no_page_names_a_path_of_this_machine(texts: dict[Path, str]) -> None:
    """A ruling's page names its file from its folder (`scenarios/...`): also where another
    option of a house policy cannot be ruled and the error names the file."""
    from ..conftest import ROOT

    here = str(ROOT)
    assert [f.name for f, text in texts.items() if here in text] == []


def test_the_search_index_is_the_same_whatever_the_hash_seed(site: Path) -> None:
    """The Indonesian stems' word lists come out sorted, not in a set's order (which varies
    from run to run): two builds write the same search index."""
    import json

    text = (site / "assets/search-index.js").read_text(encoding="utf-8")
    index = json.loads(text.removeprefix("window.JUDGE_INDEX = ").removesuffix(";\n")
                       .replace("<\\/", "</"))
    stemmed = index["stemmed"]
    assert stemmed and all(words == sorted(words) for words in stemmed.values())


def test_pages_do_not_depend_on_how_rulings_are_chunked(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """`judge site` resolves, lays out and writes its rulings a chunk at a time (site.CHUNK):
    every page is the same as when all of them go together, and the collector is left as found
    (nothing the build froze stays frozen; what the process froze before stays so)."""
    import gc

    import judge.site
    from judge.site import build

    from ..conftest import ROOT

    monkeypatch.setenv("JUDGE_RULINGS_CACHE", "0")
    folder = ROOT / "scenarios/force-of-will/banish"
    pages: list[dict[str, bytes]] = []
    kept = [object()]  # frozen as the suite freezes its views (tests/rendered.py)
    gc.freeze()
    for chunk in (1000, 2):
        monkeypatch.setattr(judge.site, "CHUNK", chunk)
        out = tmp_path / f"out{chunk}"
        build(out, ["en"], [folder], bundled=False, workers=1)
        # the build thawed nothing (get_objects sees every object the collector tracks, and
        # none it keeps frozen)
        assert gc.get_freeze_count() > 0 and not any(o is kept for o in gc.get_objects())
        pages.append({str(f.relative_to(out)): f.read_bytes() for f in out.rglob("*.html")})
    assert len(pages[0]) > 6 and pages[0] == pages[1]
