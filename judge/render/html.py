"""HTML pages from Jinja2 templates (judge/render/templates): the ruling page shared by `judge
explain --format html` (one self-contained file) and `judge site` (a page of a static site), and
the site's other pages. Autoescaping is on for every template: any text from a scenario file or a
rulebook reaches the page escaped (and with control characters made visible, judge/render/safe.py
`xml`). Jinja2 is imported here only, and this module only by the commands that write HTML, never
on the resolve path (tests/architecture/test_startup.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import jinja2
from markupsafe import Markup

from judge.engine.words import Words
from judge.lang import name
from judge.lookup.prose import Explanation, Sentence
from judge.lookup.rules import MENTION
from judge.msg import Msg, say, word
from judge.render.layout import Layout
from judge.render.safe import xml
from judge.render.svg import to_svg

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.engine.resolution import Resolution
    from judge.msg import Translator

#: The notice every page carries: the short one on top, the whole one at the foot.
SHORT_NOTICE = "Unofficial: not affiliated with any publisher."
NOTICE = ("Unofficial. judge is not affiliated with any publisher; rule texts are paraphrases "
          "in our own words under the official numbers.")

_ENV: list[jinja2.Environment] = []


def env() -> jinja2.Environment:
    if not _ENV:
        e = jinja2.Environment(loader=jinja2.PackageLoader("judge.render", "templates"),
                               autoescape=True, trim_blocks=True, lstrip_blocks=True,
                               undefined=jinja2.StrictUndefined,
                               # judge's own templates do not change while it runs: not two
                               # stats of them for every page `judge site` writes
                               auto_reload=False)
        e.filters["t"] = text
        e.globals["notice"] = NOTICE
        e.globals["short_notice"] = SHORT_NOTICE
        e.globals["language"] = lambda code: name(code, native=True)
        _ENV.append(e)
    return _ENV[0]


def text(value: object) -> Markup:
    """Any value from a file as page text: escaped, control characters shown."""
    return Markup(xml(value))


def asset(name: str) -> str:
    """A file of judge/render/templates (the stylesheet, the search script) as text."""
    loader = env().loader
    assert loader is not None
    return loader.get_source(env(), name)[0]


def anchor(rule_id: str) -> str:
    """The fragment of a rule on its page: `RB 340.4.a` -> `RB_340.4.a`."""
    return "".join(ch if ch.isalnum() or ch in ".-" else "_" for ch in rule_id)


@dataclass(frozen=True)
class Links:
    """Where a rule id points: `href(id)` or None (not a rule of this site or page)."""

    href: Callable[[str], str | None]

    def linked(self, body: str) -> Markup:
        """`body` escaped, each rule id mentioned in it a link to that rule."""
        out: list[str] = []
        at = 0
        for m in MENTION.finditer(body):
            rid = m.group().rstrip(".")
            target = self.href(rid)
            if target is None:
                continue
            out.append(xml(body[at:m.start()]))
            out.append(f'<a class="rid" href="{xml(target)}">{xml(rid)}</a>')
            at = m.start() + len(rid)
        out.append(xml(body[at:]))
        return Markup("".join(out))

    def sentence(self, s: Sentence, titles: dict[str, str]) -> Markup:
        """A sentence of the prose with its citations as links before the final full stop."""
        if not s.cites:
            return text(s.text)
        body = s.text[:-1] if s.text.endswith(".") else s.text
        cites = []
        for c in s.cites:
            target = self.href(c)
            label = xml(c).replace(" ", "&nbsp;")
            cites.append(f'<a class="cite" href="{xml(target)}" title="{xml(titles.get(c, c))}">'
                         f"{label}</a>" if target else label)
        return Markup(f"{xml(body)} ({', '.join(cites)}).")


def board(res: Resolution, tr: Translator | None = None) -> list[dict[str, Any]]:
    """The starting board, zone by zone: what the question is asked about, in the game's own
    words (engine/words.py: `alice's main deck`, `Sunken Plaza (bf-a)`), as the terminal view
    says it (judge/render/text.py); `tr`: in the language of that catalogue."""
    words = res.words
    zones: dict[str, list[dict[str, Any]]] = {}
    for oid, obj in res.initial.get("objects", {}).items():
        bits = []
        if obj.get("damage"):
            bits.append(say(Msg("{n} damage", n=obj["damage"]), tr))
        if obj.get("exhausted"):
            bits.append(say(word(words.exhausted), tr))
        if obj.get("stats"):
            bits.append(" ".join(f"{say(word(words.stat(k)), tr)} {words.value(v)}"
                                 for k, v in obj["stats"].items()))
        zones.setdefault(zone_heading(res, obj["zone"], obj.get("owner"), tr), []).append(
            {"id": oid, "card": obj.get("card", oid), "bits": ", ".join(bits)})
    return [{"zone": z, "objects": objs} for z, objs in zones.items()]


def zone_heading(res: Resolution, zone: str, owner: str | None,
                 tr: Translator | None = None) -> str:
    """`alice's hand`, `bob's field`; the stack and a named zone (a battlefield) by name."""
    if zone == res.stack_word or ":" in zone:
        return say(word(res.zone_name(zone)), tr)
    return say(Msg("{owner}'s {zone}", owner=owner or "?", zone=word(res.zone_name(zone))), tr)


def ruling_page(ex: Explanation, graph: dict[str, Any], stack: list[str], *,
                res: Resolution | None = None, site: dict[str, Any] | None = None,
                rule_href: Callable[[str], str | None] | None = None,
                laid: Layout | None = None, tr: Translator | None = None,
                lang: str = "en") -> str:
    """The ruling as one HTML page: the question, the answer first, the board, the sequence with
    linked citations, the nuances, the graph and the rules cited. Without `site`: one file with
    its stylesheet inline and the citations linked to the rules printed at its end. `res`: the
    ruling, for its starting board and the game's words (without it: no board, plain words)."""
    cited = {r.id for r in ex.rules}
    links = Links(rule_href or (lambda rid: f"#{anchor(rid)}" if rid in cited else None))
    titles = {r.id: r.title for r in ex.rules}
    words = res.words if res is not None else Words()
    return env().get_template("ruling.html").render(
        ex=ex, links=links, titles=titles, words=words, h=headings(words, tr), lang=lang,
        svg=Markup(to_svg(graph, stack, laid=laid, outcomes=words.outcomes)),
        board=board(res, tr) if res is not None else [], anchor=anchor, site=site,
        css=Markup(asset("site.css")) if site is None else None,
        waiting=stack)


def headings(words: Words, tr: Translator | None) -> dict[str, str]:
    """The ruling page's headings and labels in the language of `tr` (None: English)."""
    from judge.msg import Msg, say, word

    return {
        "question": say(Msg("Question:"), tr), "ruling": say(Msg("Ruling"), tr),
        "board": say(Msg("The board"), tr), "sequence": say(Msg("Sequence"), tr),
        "steps": say(Msg("steps {first}-{last}:"), tr),
        "no_steps": say(Msg("No step: nothing is played, passed or {resolved}; the ruling reads "
                            "the board as it stands.", resolved=word(words.resolved)), tr),
        "nuances": say(Msg("Nuances"), tr),
        "graph": say(Msg("How the effects depend on each other"), tr),
        "waiting": say(Msg("Still waiting (did not {resolve}):",
                           resolve=word(words.resolve[0])), tr),
        "rules": say(Msg("Rules cited"), tr),
    }


def page(template: str, **context: Any) -> str:
    return env().get_template(template).render(anchor=anchor, **context)

