"""Every view of every bundled scenario, rendered once per test session: `judge resolve`'s text
view, `judge explain` as text, Markdown and HTML, `judge why` for every subject it knows, and
`judge graph` as a tree, Graphviz dot and Mermaid. Tests read them as a user would."""

from __future__ import annotations

import gc
import html
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.measure import Measurement

from judge.engine.graph import graph_data
from judge.engine.resolution import Resolution
from judge.games import find_game
from judge.lookup.causes import Causes
from judge.lookup.prose import Context, Explanation, explain
from judge.lookup.variants import policy_variants
from judge.lookup.why import subjects, why
from judge.model.rules import Rule
from judge.model.scenario import Scenario
from judge.render import explain as prose
from judge.render import graphs
from judge.render.layout import layout_many
from judge.render.lookups import why_lines
from judge.render.text import make_console, print_resolution
from judge.site import keep_bundled_page

from .conftest import SCENARIOS, in_half, scenario_half
from .resolved import bundled_ruling

ALL = sorted(p for p in SCENARIOS.rglob("*.yaml"))
WIDE = 10_000  # no wrapping: a rule's title or text stays on one line, to be taken out whole
#: A run of spaces or of a box's horizontal line: at WIDE, the text view is a hundred kilobytes
#: of a box's padding and borders around a few kilobytes of words, which every test then scans.
PADDING = re.compile(r"  +|──+")


def unpadded(text: str) -> str:
    """A rendered box with each run of padding or border kept as one character: the same words,
    the same word boundaries, the lines where they were (what the tests read of it)."""
    return PADDING.sub(lambda m: m.group()[0], text)


class _Collect(Console):
    """A console that keeps what is printed on it, unrendered."""

    def __init__(self) -> None:
        super().__init__(width=WIDE, force_terminal=False, color_system=None,
                         legacy_windows=False, highlight=False)
        self.printed: list[Any] = []

    def print(self, *objects: Any, **options: Any) -> None:  # type: ignore[override]
        assert not options, options  # print_resolution prints each part as it is
        self.printed += objects


def text_view(res: Resolution, rules: dict[str, Rule]) -> str:
    """`judge resolve`'s text view with no line wrapped, unpadded: what print_resolution prints,
    rendered as wide as its widest part measures (Rich wraps nothing narrower than its
    measure), not at WIDE: the same text once unpadded (compared on every bundled ruling when
    this came in), a fifth less CPU than padding every line to WIDE columns."""
    parts = _Collect()
    print_resolution(res, rules, console=parts)
    width = max(Measurement.get(parts, parts.options, p).maximum for p in parts.printed)
    console = make_console(width=width, record=True)
    for p in parts.printed:
        console.print(p)
    return unpadded(console.export_text())


@dataclass(frozen=True)
class Views:
    scenario: Scenario
    res: Resolution
    explanation: Explanation
    outputs: dict[str, str]  # view name -> what it prints


def context(sc: Scenario) -> Context:
    g = find_game(sc.game)
    return Context(g.data.rules, g.roles, g.data.policies, g.vocab.board_zones, g.stack_word,
                   g.data.default_edition, sc.policies)


@cache
def laid_out(half: int) -> None:
    """The graphs of the rulings of one half of the bundled scenarios (tests/conftest.py:
    SCENARIO_HALVES) laid out by one run of Graphviz (judge/render/layout.py keeps each layout
    for the process), when the first view of that half is rendered: a run of `dot` for each
    scenario's HTML view cost more than laying all of them out at once, and a process renders
    the views of its half only (each process laid out both halves: ~5 s CPU, half of it unused;
    and it resolved both: ~10 s CPU)."""
    done = [r for _, r in filter(None, map(bundled_ruling, in_half(ALL, half)))]
    keep_every_layout()
    layout_many([(graph_data(r), list(r.final["stack"])) for r in done], None,
                [r.words.outcomes for r in done])
    kept_for_the_session()


def keep_every_layout() -> None:
    """The layouts this process makes are all kept (judge/render/layout.py keeps 2,048 and then
    starts again): a process lays out every bundled ruling's graph here, and test_i18n the
    graphs of its half in three languages, ~2,000 in all; past the bound every page drawn
    after the store was emptied ran `dot` again for its one graph (-n 0 ran both halves)."""
    from judge.render import layout

    layout._LAID_OUT_MAX = max(layout._LAID_OUT_MAX, 8 * len(ALL))


def kept_for_the_session() -> None:
    """What this process has built so far is kept until it ends (the rulings, the views): moved
    out of the garbage collector's sight (gc.freeze, which costs nothing), so that its full
    collections no longer walk objects that cannot be garbage (a worker spent ~10% of its CPU
    in the collector; test_answer alone: 1.82 s -> 1.23 s)."""
    gc.freeze()


@cache
def views(path: Path) -> Views | None:
    """Every view of one scenario (None: judge cannot rule on it, an honest exit 3)."""
    ruled = bundled_ruling(path)
    if ruled is None:
        return None
    sc, res = ruled
    laid_out(scenario_half(path.name))
    g = find_game(sc.game)
    # explained as `judge site` explains it, and its page kept for the run's site (built later
    # from the pages kept: tests/site/conftest.py), not resolved and explained there again
    kept = keep_bundled_page(path, sc, res)
    ex = kept.ex if kept is not None else explain(res, context(sc), policy_variants(sc, res))
    out = {"resolve": text_view(res, g.data.rules), "explain": prose.to_text(ex, width=WIDE),
           "markdown": prose.to_markdown(ex),
           "html": prose.to_html(ex, list(res.final["stack"]), graph=graph_data(res), res=res),
           "tree": "\n".join(graphs.tree_lines(res)), "dot": graphs.to_dot(res),
           "mermaid": graphs.to_mermaid(res)}
    causes = Causes(res, g.roles)
    lines: list[str] = []
    for subject in subjects(res, causes, len(sc.actions)):
        answer = why(res, subject, actions=len(sc.actions), then=sc.then, roles=g.roles)
        lines += why_lines(answer, g.data.rules, width=WIDE)
    out["why"] = "\n".join(lines)
    kept_for_the_session()
    return Views(sc, res, ex, out)


def judges_words(v: Views, view: str) -> str:
    """What judge itself says in a view: the file's own words (its title, question, ids, card
    and ability names, printed text, path) and the rulebook's (rule titles and paraphrases)
    taken out, Markdown's escapes and HTML's entities undone."""
    text = v.outputs[view]
    for cut in ("\nRules cited\n", "## Rules cited", "<h2>Rules cited</h2>", "\nRules:\n"):
        text = text.split(cut)[0]
    if view == "markdown":
        text = text.replace("\\", "")
    if view == "html":  # what a reader sees: the text, not the markup (the stylesheet, and a
        # tag's attributes: a tooltip `title=` holds a rule's title; `class` and `data-*` name
        # the graph's states and relations as its JSON does, for the stylesheet and the tests)
        text = re.sub(r"<style\b.*?</style>", " ", text, flags=re.S)
        text = html.unescape(re.sub(r"<[^>]*>", " ", text))
    if view == "dot":  # node ids are the graph's syntax, not words
        text = "\n".join(re.sub(r'^\s*"(?:[^"\\]|\\.)*"(\s*->\s*"(?:[^"\\]|\\.)*")?', "", line)
                         for line in text.splitlines())
    sc = v.scenario
    rules = find_game(sc.game).data.rules
    own: set[str] = {sc.title, sc.question or "", sc.file, str(Path(sc.file).name)}
    own |= set(sc.players) | {o.id for o in sc.objects} | {i.id for i in sc.stack}
    own |= set(v.res.final["objects"]) | {n["id"] for n in v.explanation.graph["nodes"]}
    for name, card in sc.cards.items():
        own |= {name} | {a.name for a in card.abilities}
    for rid in rule_ids_in(text, sc.game):  # only the rules the view names can lend it words
        if rid in rules:
            own |= {rules[rid].title, rules[rid].text}
    for s in sorted((x for x in own if x), key=len, reverse=True):
        text = text.replace(s, "·")
    return text


@cache
def _rule_id_pattern(game: str) -> re.Pattern[str]:
    prefixes = sorted({rid.split(" ", 1)[0] for rid in find_game(game).data.rules})
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, prefixes))}) [\w.-]+")


def rule_ids_in(text: str, game: str) -> set[str]:
    """The ids of the rules a text names, with every rule above each ("RB 359.3.e" names RB 359
    and RB 359.3 too): a view shows a rule's title beside its id. Looking up only these instead
    of replacing every title and paraphrase of the rulebook in every view (thousands of
    replacements a view) keeps what is checked the same: a rule the text does not name lends
    it no words."""
    out: set[str] = set()
    for m in _rule_id_pattern(game).finditer(text):
        rid = m.group().rstrip(".-")
        head, _, tail = rid.partition(" ")
        parts = tail.split(".")
        out |= {f"{head} {'.'.join(parts[:i])}" for i in range(1, len(parts) + 1)}
    return out
