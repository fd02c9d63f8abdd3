"""Plain-text views of look-ups (`judge rule`, `judge search`): lines for the terminal, no rich.
Highlights are bold when stdout is a colour terminal, otherwise «marked» so they survive a pipe."""

from __future__ import annotations

import re
import textwrap

from judge.lookup.rules import RuleContext
from judge.lookup.search import MARK_OFF, MARK_ON, Results
from judge.lookup.translations import Shown
from judge.lookup.why import Answer
from judge.model.rules import Rule
from judge.msg import Items, Msg, cap, say
from judge.render.ids import NBSP, keep_ids
from judge.render.safe import inline

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.msg import Translator

INDENT = "  "


class Wrapper(textwrap.TextWrapper):
    """textwrap, except that a word too long for a line (Thai runs whole clauses together) is
    cut between two Thai words where it can, and never between a letter and its vowel or tone
    mark (judge/lookup/normalize.py: break_at)."""

    def _handle_long_word(self, reversed_chunks: list[str], cur_line: list[str], cur_len: int,
                          width: int) -> None:
        from judge.lookup.normalize import break_at

        chunk = reversed_chunks[-1]
        if not chunk:  # nothing left of it (a run of blanks dropped): cutting it never ends
            reversed_chunks.pop()
            return
        end = break_at(chunk, max(width - cur_len, 1))
        if self.break_long_words or not cur_line:
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]


def wrap(text: str, width: int, indent: str = INDENT, first: str | None = None) -> list[str]:
    """Wrapped lines of one paragraph: control characters shown (judge/render/safe.py), no line
    break inside a rule id (textwrap breaks only at ASCII whitespace) nor inside a Thai letter."""
    said = keep_ids(inline(text))
    lead = indent if first is None else first
    width = max(width, len(lead) + 1, len(indent) + 1)  # room for a letter after either indent
    if fits_one_line(said, width - len(lead)):
        return [(lead + said).replace(NBSP, " ")]
    # Nothing to turn into a space: textwrap's str.translate left out (judge/render/explain.py)
    lines = Wrapper(width=width, initial_indent=lead, subsequent_indent=indent,
                    break_on_hyphens=False,
                    replace_whitespace=_UNLIKE_A_SPACE.search(said) is not None).wrap(said)
    return [line.replace(NBSP, " ") for line in lines] or [indent]


#: What textwrap turns into a space or breaks a line at besides a space (and a tab, expanded).
_UNLIKE_A_SPACE = re.compile(r"[\t\n\x0b\x0c\r]")


def fits_one_line(text: str, room: int) -> bool:
    """Whether textwrap gives `text` back whole on its first line, as it is: it fits, and there
    is nothing for textwrap to change (a tab or line break to make a space; a blank at its end
    to drop). Then its line is the text after the first indent, without the cost of textwrap's
    splitting it into words and joining them again (`judge why` wraps every sentence)."""
    return (0 < len(text) <= room and not text[-1].isspace()
            and _UNLIKE_A_SPACE.search(text) is None)


def head(label: str) -> str:
    """A row's label (`Parents:`), padded to the column the values start in (at least one
    space after a longer label, as a translation's may be)."""
    return f"{label + ':':<12} "


def listing(label: str, rules: list[Rule], width: int, titles: dict[str, str] | None = None
            ) -> list[str]:
    """`Label:  ID  title` rows, the label only on the first (`titles`: id -> the title to show,
    e.g. in another language)."""
    if not rules:
        return [f"{head(label)}-"]
    pad = max(len(r.id) for r in rules)
    out = []
    for i, r in enumerate(rules):
        head_ = head(label) if i == 0 else " " * 13
        shown = (titles or {}).get(r.id, r.title)
        out.append(clip(inline(f"{head_}{r.id:<{pad}}  {shown}"), width))
    return out


def clip(line: str, width: int) -> str:
    """Cut a line to the width without collapsing its alignment spaces (textwrap.shorten would)."""
    return line if len(line) <= width else line[:width - 1] + "…"


def language_line(shown: Shown, tr: Translator | None = None) -> str:
    """What language the text is in, and why when it is not the one asked for."""
    from judge.lang import name

    label = head(say(Msg("Language"), tr))
    if shown.fallback:
        # in another language, each language by its own name (`ภาษาไทย`)
        return label + say(Msg("{english} - no {language} text for this rule yet (the English "
                               "paraphrase is shown)", english=name("en", tr is not None),
                               language=name(shown.wanted, tr is not None)), tr)
    line = label + f"{name(shown.lang, native=True)} ({shown.lang})"
    if shown.stale:
        line += say(Msg(" - written from an earlier English text: check the English below"), tr)
    return line


def rule_lines(ctx: RuleContext, width: int = 88, tr: Translator | None = None) -> list[str]:
    """`judge rule`: the rule in the first language of `ctx.texts` (English if none), then in
    each other language asked for, then its relatives, terms and editions. `tr`: the catalogue
    of the language judge's own words (labels, headings) are said in (None: English)."""
    first = ctx.texts[0] if ctx.texts else None
    r = first.rule if first else ctx.rule
    kind = Msg("house policy") if r.kind == "policy" else Msg("rule")
    editions = Items([str(e.get("id")) for e in ctx.editions], commas=True) if ctx.editions \
        else ctx.default_edition
    lines = [*wrap(f"{r.id}  {r.title}", width, INDENT, ""),
             *wrap(cap(say(Msg("{game} {kind} · rulebook {version} · default edition {edition} "
                               "(editions: {editions})", game=ctx.game_name, kind=kind,
                               version=ctx.version, edition=ctx.default_edition,
                               editions=editions), tr)), width, INDENT, "")]
    if ctx.edition is not None:  # `--edition E`: first, whether E has the rule
        lines += wrap(say(edition_said(ctx, ctx.edition), tr), width, INDENT, "")
    if ctx.parents:  # the chain a citation sits in: the rule, then each rule above it
        lines += wrap(ctx.chain if tr is None else _chain(ctx, tr), width, INDENT, "")
    if first is not None and (first.lang != "en" or first.wanted != "en"):
        lines += wrap(language_line(first, tr), width, " " * 13, "")
    if r.source:
        lines += wrap(say(Msg("Source: {source}", source=r.source), tr), width, INDENT, "")
    lines.append("")
    lines += wrap(r.text, width)
    if r.kind == "policy":
        lines += ["", f"{head(say(Msg('Switch'), tr))}policies: {{{r.key}: <option>}}",
                  say(Msg("Options:"), tr)]
        for name, text in r.options:
            mark = say(Msg(" (default)"), tr) if name == r.default else ""
            lines += wrap(f"{name}{mark}: {text}", width, INDENT + "  ")
    shown = {first.lang} if first else set()
    for other in ctx.texts[1:]:
        if other.lang in shown and not other.fallback:  # English beside an English fallback
            continue
        shown.add(other.lang)
        lines += ["", *also_lines(other, width, tr)]
    lines.append("")
    lines += listing(say(Msg("Parents"), tr), ctx.parents, width, ctx.titles)
    lines += listing(say(Msg("Children"), tr), ctx.children, width, ctx.titles)
    lines += listing(say(Msg("Refers to"), tr), ctx.refers_to, width, ctx.titles)
    lines += listing(say(Msg("Referred by"), tr), ctx.referred_by, width, ctx.titles)
    seen: dict[str, str] = {}
    for t in [*r.terms, *ctx.terms]:  # once each, whatever its case: the first spelling
        seen.setdefault(t.casefold(), t)
    terms = list(seen.values())
    if terms:
        lines += wrap(", ".join(terms), width, " " * 13, head(say(Msg("Terms"), tr)))
    editions_label = head(say(Msg("Editions"), tr))
    for i, (edition, text) in enumerate(r.editions):
        lines += wrap(f"{edition}: {text}", width, " " * 15,
                      editions_label if i == 0 else " " * 13)
        if edition in ctx.not_in:
            lines += wrap(say(instead_said(ctx, edition), tr), width, " " * 15, " " * 15)
    if not r.editions:
        lines += wrap(say(Msg("the same in every edition of this rulebook"), tr), width,
                      " " * 13, editions_label)
    if ctx.rulings:
        lines += ["", say(Msg("Rulings citing {rule}:", rule=r.id), tr)]
        for file, title in ctx.rulings:
            lines += wrap(f"{file}  {title}", width, "    ", INDENT)
    return lines


def instead_said(ctx: RuleContext, edition: str) -> Msg:
    """What a ruling under `edition`, which lacks the rule, cites in its place."""
    instead = ctx.not_in[edition]
    if instead:
        return Msg("a ruling under {edition} cites {rules} instead", edition=edition,
                   rules=Items(list(instead), commas=True))
    return Msg("judge does not rule on it under {edition} (exit 3)", edition=edition)


def edition_said(ctx: RuleContext, edition: str) -> Msg:
    """`judge rule --edition E`: whether E has the rule, and how it differs there."""
    if edition in ctx.not_in:
        return Msg("Not in edition {edition}: {instead}", edition=edition,
                   instead=instead_said(ctx, edition))
    differs = dict(ctx.rule.editions).get(edition)
    if differs:
        return Msg("In edition {edition}: {differs}", edition=edition, differs=differs)
    return Msg("In edition {edition}, as shown", edition=edition)


def _chain(ctx: RuleContext, tr: Translator) -> str:
    """`RuleContext.chain` in another language: each rule above with its title as shown."""
    out: object = ctx.rule.id
    for p in ctx.parents:
        out = Msg("{chain}, under {rule} {title}", chain=out, rule=p.id,
                  title=ctx.titles.get(p.id, p.title))
    return say(out, tr)


def also_lines(shown: Shown, width: int, tr: Translator | None = None) -> list[str]:
    """The rule in one more language (`--also`): a heading naming the language, the title, the
    text and a policy's options."""
    from judge.lang import name

    r = shown.rule
    if shown.fallback:
        return wrap(say(Msg("{language} ({code}): no text for this rule yet",
                            language=name(shown.wanted, native=True), code=shown.wanted), tr),
                    width, INDENT, "")
    lines = wrap(f"{name(shown.lang, native=True)} ({shown.lang}): {r.title}", width, INDENT, "")
    lines += wrap(r.text, width)
    for option, text in r.options if r.kind == "policy" else ():
        lines += wrap(f"{option}: {text}", width, INDENT + "  ")
    return lines


def highlight(snippet: str, color: bool, width: int | None = None, indent: str = ""
              ) -> list[str]:
    """The snippet, wrapped to `width`, with its matches bold (colour terminal) or «marked».
    The rule's own text is made safe first, so only judge's own highlight codes reach the
    terminal; a highlight broken across lines is closed and reopened."""
    on, off = ("\x1b[1;33m", "\x1b[0m") if color else ("«", "»")
    pieces = re.split(f"([{MARK_ON}{MARK_OFF}])", snippet)
    text = "".join(p if p in (MARK_ON, MARK_OFF) else keep_ids(inline(p)) for p in pieces)
    rows = Wrapper(width=width or 10**6, initial_indent=indent, subsequent_indent=indent,
                   break_on_hyphens=False).wrap(text) or [indent]
    out, open_ = [], False
    for row in rows:
        line = on if open_ and color else ""
        for ch in row.replace(NBSP, " "):
            if ch == MARK_ON:
                open_ = True
                line += on
            elif ch == MARK_OFF:
                open_ = False
                line += off
            else:
                line += ch
        out.append(line + (off if open_ and color else ""))
    return out


def search_lines(res: Results, color: bool, width: int = 88,
                 tr: Translator | None = None) -> list[str]:
    """`judge search`'s answer; `tr`: the catalogue of the language to write in (None: English).
    Rule titles and a ruling's one-line answer come in that language from the index already (an
    answer the index has only in English is shown marked `[en: ...]`)."""
    from judge.msg import English

    n = len(res.hits)
    where = ", ".join(res.games)
    found: Msg = Msg("{n} rule", plural="{n} rules", n=n)
    if res.rulings:
        found = Msg("{rules} and {rulings}", rules=found,
                    rulings=Msg("{n} ruling", plural="{n} rulings", n=len(res.rulings)))
    head = Msg('{found} for "{query}" in {games} (no rule matches every term: rules matching '
               "some of them)", found=found, query=res.query, games=where) \
        if n and res.match == "any" else \
        Msg('{found} for "{query}" in {games}', found=found, query=res.query, games=where)
    lines = wrap(say(head, tr), width, INDENT, "")
    for t in res.terms:
        if len(t.variants) > 1:
            lines.append(clip(inline(f"  {t.text} = " + " = ".join(t.variants[1:])), width))
    if res.hits:
        lines.append("")
    pad = max((len(h.id) for h in res.hits), default=0)
    for i, h in enumerate(res.hits, 1):
        via = f"  [{'; '.join(via_said(v, tr) for v in h.via)}]" if h.via else ""
        game = f" ({h.game})" if len(res.games) > 1 else ""
        lines += wrap(f"{i:>2}. {h.id:<{pad}}  {h.title}{game}{via}", width, "    ", "")
        lines += highlight(h.snippet, color, width, "    ")
    if res.rulings:
        lines += ["", say(Msg("Rulings (scenarios judge rules on, matching some of the terms)")
                          if res.rulings_match == "any" else
                          Msg("Rulings (scenarios judge rules on)"), tr)]
    for i, h in enumerate(res.rulings, 1):
        game = f" ({h.game})" if len(res.games) > 1 else ""
        lines += wrap(f"R{i}. {h.title}{game}", width, "    ", f"{'':>0}")
        if h.question:
            lines += wrap(say(Msg("Question: {question}", question=h.question), tr), width,
                          "      ", "    ")
        answer = h.answer_said if tr is not None and h.answer_said else English(h.answer)
        lines += wrap(say(Msg("Answer: {answer}", answer=answer), tr), width,
                      "      ", "    ")
        cites = say(Msg("(cites {rules})", rules=", ".join(h.cites)), tr) if h.cites else ""
        lines += wrap(h.id + (f"  {cites}" if cites else ""), width, "      ", "    ")
    return lines


def via_said(via: str, tr: Translator | None) -> str:
    """A hit's `via` label (judge/lookup/search.py writes `glossary: WORD` or `synonyms: WORDS`,
    the English the JSON keeps) said in the language of `tr`; the word itself is the query's."""
    if tr is None:
        return via
    kind, _, words = via.partition(": ")
    if kind == "glossary":
        return say(Msg("glossary: {word}", word=words), tr)
    if kind == "synonyms":
        return say(Msg("synonyms: {words}", words=words), tr)
    return via


def why_lines(answer: Answer, rules: dict[str, Rule], width: int = 88,
              tr: Translator | None = None) -> list[str]:
    """`judge why`'s answer; `tr`: the catalogue of the language to write in (None: English,
    the answer's own text). In another language every sentence is said from its message
    (judge/lookup/why.py records one beside each); one without is shown marked `[en: ...]`."""
    from judge.msg import English, Msg, said_of, say

    def en(text: str) -> str:
        return text if tr is None else say(English(text), tr)

    label = answer.label if tr is None or answer.label_said is None else \
        cap(say(answer.label_said, tr))
    lines = wrap(say(Msg("Why: {subject} - {answer}", subject=label,
                         answer=said_of(answer.said or answer.verdict)), tr), width, INDENT,
                 "")
    if tr is not None and answer.message is not None:
        lines += wrap(cap(say(answer.message, tr)) + ".", width, "")
    else:
        lines += wrap(en(answer.answer), width, "")
    if answer.rules:
        lines += wrap(say(Msg("by {rules}", rules="; ".join(_titled(r, rules)
                                                           for r in answer.rules)), tr), width)
    said = answer.context_said if len(answer.context_said) == len(answer.context) else []
    for i, (sentence, cites) in enumerate(answer.context):
        text = en(sentence) if tr is None or not said else cap(say(said[i], tr))
        lines += wrap(text + (f" ({', '.join(cites)})" if cites else ""), width)
    if answer.chain:
        lines += ["", say(Msg("Chain of causes, nearest first:"), tr)
                  if answer.verdict != "taken" else say(Msg("What it led to:"), tr)]
        for link in answer.chain:
            # Each link by the step that recorded it, as `judge resolve` and `explain` number.
            where = say(Msg("step {step}", step=link.step), tr) if link.step else \
                say(Msg("start"), tr)
            sentence = en(link.sentence) if tr is None or link.said is None else \
                cap(say(link.said, tr))
            lines += wrap(f"{where}: {sentence}", width, "      ", "  - ")
            lines.append(inline(f"      {', '.join(link.rules) or say(Msg('no rule cited'), tr)}"))
    cited = answer.citations
    if cited:
        lines += ["", say(Msg("Rules:"), tr)]
        for rid in cited:
            rule = rules.get(rid)
            if rule is not None:
                lines += wrap(f"{rid}  {rule.title}. {rule.text}", width)
    return lines


def _titled(rule_id: str, rules: dict[str, Rule]) -> str:
    rule = rules.get(rule_id)
    return f"{rule_id} ({rule.title})" if rule else rule_id
