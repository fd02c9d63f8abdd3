"""Ranked full-text search over the index: query terms, synonym and glossary expansion, bm25
ranking and highlighted snippets.

A query is read as terms: quoted phrases, glossary phrases (`pemain aktif`), words, and runs of
Thai (or another script written without spaces), each split into the known words it is made of
(`จั่วการ์ดได้ไหม` -> `จั่วการ์ด`; judge/lookup/normalize.py). Each term is searched as itself and
every cross-game synonym; an Indonesian word also as its candidate roots (`dikorbankan` ->
`korban`), in the `stems` table and against the glossaries. Words go to the `words` table,
unspaced runs to the `grams` (trigram) table, which finds them inside an unspaced sentence. A
rule is found in English or in any language it is translated into. Only rules matching every term
are listed (if no rule does, rules matching any); they rank by how many terms they match as
typed (in their own words in any language, or by the game's glossary entry for that word or an
inflection of it) rather than only through a synonym, then by such glossary entries, then by
being the first rule such an entry names, then by the sum of their bm25 scores.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass, field
from typing import Any

from judge.lookup.glossary import fold
from judge.lookup.index import Index, nfc
from judge.lookup.normalize import query_words, stems, thai_display

#: Scripts written without spaces between words: Thai, Lao, Khmer, Myanmar, kana and CJK.
UNSPACED = "\u0e00-\u0e7f\u0e80-\u0eff\u1780-\u17ff\u1000-\u109f\u3040-\u30ff\u3400-\u9fff"
RUN = re.compile(rf"[{UNSPACED}]+|[^\W{UNSPACED}]+(?:['’\-.][^\W{UNSPACED}]+)*", re.UNICODE)
IS_UNSPACED = re.compile(rf"[{UNSPACED}]")
MARK_ON, MARK_OFF = "\x02", "\x03"  # highlight markers; renderers turn them into style or «»
#: Column weights for bm25: a word in a title or a glossary term says more than one in the text.
WEIGHTS = "10.0, 1.0, 4.0, 6.0, 10.0, 1.0"  # title, text, terms, glossary, ltitle, ltext
STEM_WEIGHTS = "10.0, 1.0, 6.0"  # title, text, glossary of the `stems` table


@dataclass
class Term:
    text: str
    variants: list[str]
    rules: list[str] = field(default_factory=list)  # ids of the rules its glossary entries give
    glossary: dict[int, str] = field(default_factory=dict)  # doc -> via (which entry led there)
    stems: list[str] = field(default_factory=list)  # an Indonesian word's candidate roots
    own: set[int] = field(default_factory=set)  # docs of glossary entries for the word (or its
    lead: set[int] = field(default_factory=set)  # inflections); the first rule each names


@dataclass
class Hit:
    game: str
    id: str
    title: str
    kind: str
    score: float = 0.0
    terms: int = 0  # how many query terms it matched
    direct: int = 0  # how many of them as typed (not only through a synonym)
    glossary: int = 0  # how many terms led to it by a glossary entry for exactly that word
    lead: int = 0  # how many of those entries name it first
    via: list[str] = field(default_factory=list)
    snippet: str = ""
    doc: int = 0
    en_title: str = ""  # the English title, when `title` is in another language

    def to_json(self, rank: int) -> dict[str, Any]:
        out = {"rank": rank, "game": self.game, "id": self.id,
               "title": self.en_title or self.title, "kind": self.kind,
               "score": round(self.score, 3), "snippet": marked(self.snippet), "via": self.via}
        if self.en_title:  # JSON keeps the English title; the one shown comes beside it
            out["translated_title"] = self.title
        return out


@dataclass
class Results:
    query: str
    games: list[str]
    terms: list[Term]
    hits: list[Hit]
    match: str  # all | any | none

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": "judge.search/1", "query": self.query, "games": self.games,
            "match": self.match,
            "terms": [{"term": t.text, "searched_as": t.variants, "glossary": t.rules}
                      for t in self.terms],
            "results": [h.to_json(i) for i, h in enumerate(self.hits, 1)],
        }


def marked(snippet: str, on: str = "«", off: str = "»") -> str:
    return snippet.replace(MARK_ON, on).replace(MARK_OFF, off)


def is_unspaced(text: str) -> bool:
    return bool(IS_UNSPACED.search(text))


def parse(query: str, phrases: set[str], thai: set[str] | None = None) -> list[str]:
    """Split a query into terms: "quoted phrases", known multi-word terms, words, Thai runs (split
    into the words of `thai`, function words left out, when it is given)."""
    q = nfc(query)
    out: list[str] = []
    for quoted in re.findall(r'"([^"]+)"', q):
        out.append(" ".join(quoted.split()))
    tokens = RUN.findall(re.sub(r'"[^"]*"', " ", q))
    i = 0
    longest = max((len(p.split()) for p in phrases), default=1)
    while i < len(tokens):
        for n in range(min(longest, len(tokens) - i), 0, -1):
            cand = " ".join(tokens[i:i + n])
            if n == 1 or fold(cand) in phrases:
                out.append(cand)
                i += n
                break
    if thai is not None:
        split = [w for t in out for w in
                 (query_words(t, thai) if is_unspaced(t) and " " not in t else [t])]
        out = split or out  # only function words: search them as typed
    return [t for t in dict.fromkeys(out) if t.strip()]


class Searcher:
    def __init__(self, index: Index, lang: str = "en") -> None:
        self.db = index.db
        self.index = index
        self._meta: dict[int, tuple[str, str, str, str]] | None = None
        self._thai: set[str] | None = None
        self.lang = lang

    @property
    def meta(self) -> dict[int, tuple[str, str, str, str]]:
        """Doc id -> (game, rule id, title, kind), read once: one query instead of one per hit."""
        if self._meta is None:
            self._meta = {row[0]: row[1:] for row in self.db.execute(
                "SELECT id, game, rule_id, title, kind FROM docs")}
        return self._meta

    def thai_words(self) -> set[str]:
        """The Thai words of the glossaries and synonyms, to split Thai queries with."""
        if self._thai is None:
            rows = self.db.execute("SELECT folded FROM glossary UNION SELECT folded FROM synonyms")
            self._thai = {r[0] for r in rows if is_unspaced(r[0]) and " " not in r[0]}
        return self._thai

    def phrases(self) -> set[str]:
        rows = self.db.execute("SELECT folded FROM glossary WHERE folded LIKE '% %' UNION "
                               "SELECT folded FROM synonyms WHERE folded LIKE '% %'")
        return {r[0] for r in rows}

    def games(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT id FROM games ORDER BY ord")]

    def inflections(self, key: str) -> tuple[list[str], list[str]]:
        """A Latin word's candidate Indonesian roots (the word first), and the glossary and
        synonym words that share one (`dikorbankan` -> `korbankan`); nothing for phrases and
        other scripts."""
        if " " in key or is_unspaced(key) or not key.isalpha():
            return [], []
        roots = stems(key)
        if len(roots) < 2:
            return roots, []
        marks = ",".join("?" * len(roots))
        words = [r[0] for r in self.db.execute(
            f"SELECT DISTINCT folded FROM stemmed WHERE stem IN ({marks}) AND folded != ? "
            "ORDER BY folded", [*roots, key])]
        return roots, words

    def expand(self, text: str) -> Term:
        key = fold(text)
        roots, alike = self.inflections(key)
        keys = [key, *alike]
        variants = [text]
        marks = ",".join("?" * len(keys))
        for (word,) in self.db.execute(
                "SELECT DISTINCT s2.word FROM synonyms s1 JOIN synonyms s2 "
                f"ON s1.concept = s2.concept WHERE s1.folded IN ({marks}) ORDER BY s2.rowid",
                keys):
            if fold(word) not in {fold(v) for v in variants}:
                variants.append(word)
        term = Term(text, variants, stems=roots)
        exact: set[int] = set()
        exact_lead: set[int] = set()
        folded = list(dict.fromkeys([*(fold(v) for v in variants), *alike]))
        marks = ",".join("?" * len(folded))
        # The entry for the word as typed first, so `via` names the judge's own word.
        for doc, word, via, folded_term, pos in self.db.execute(
                "SELECT d.id, g.term, g.via, g.folded, g.pos FROM glossary g JOIN docs d ON "
                f"d.game = g.game AND d.rule_id = g.rule_id WHERE g.folded IN ({marks}) "
                f"ORDER BY g.folded = ? DESC, g.folded IN ({','.join('?' * len(keys))}) DESC, "
                "g.via = 'glossary' DESC, g.rowid", [*folded, key, *keys]):
            label = f"glossary: {word}" if via == "glossary" else f"synonyms: {via[7:]}"
            term.glossary.setdefault(doc, label)
            if via == "glossary" and folded_term in keys:  # the word, or an inflection of it
                term.own.add(doc)
                if pos == 0:
                    term.lead.add(doc)
                if folded_term == key:
                    exact.add(doc)
                    if pos == 0:
                        exact_lead.add(doc)
        if exact:  # the word has entries of its own: those count, not its inflections'
            term.own, term.lead = exact, exact_lead
        term.rules = sorted({self.meta[d][1] for d in term.glossary})
        return term

    def search(self, query: str, game: str | None = None, limit: int = 10) -> Results:
        terms = [self.expand(t) for t in parse(query, self.phrases(), self.thai_words())]
        hits: dict[int, Hit] = {}
        for term in terms:
            scores, direct, own = self.match_term(term)
            for doc, score in scores.items():
                hit = hits.get(doc) or self.hit(doc)
                hits[doc] = hit
                hit.terms += 1
                hit.direct += doc in direct
                hit.score += score
                hit.glossary += doc in own
                hit.lead += doc in term.lead
                via = term.glossary.get(doc)
                if via is not None:
                    hit.via.append(via)
        if game is not None:
            hits = {d: h for d, h in hits.items() if h.game == game}
        full = [h for h in hits.values() if h.terms == len(terms)]
        chosen = full or list(hits.values())
        # A FOW judge typing "chase" wants FOW's chase before VW's register (a synonym).
        chosen.sort(key=lambda h: (-h.terms, -h.direct, -h.glossary, -h.lead, -h.score, h.doc))
        chosen = sub_rules_first(chosen)[:limit]
        for h in chosen:
            h.snippet = thai_display(self.snippet(h, terms))
        match = "none" if not chosen else "all" if full else "any"
        return Results(query, [game] if game else self.games(), terms, chosen, match)

    def hit(self, doc: int) -> Hit:
        game, rid, title, kind = self.meta[doc]
        if self.lang != "en":  # the title in the language judge speaks, where it is translated
            row = self.db.execute("SELECT title FROM titles WHERE doc = ? AND lang = ?",
                                  (doc, self.lang)).fetchone()
            if row:
                return Hit(game, rid, thai_display(str(row[0])), kind, doc=doc, en_title=title)
        return Hit(game, rid, title, kind, doc=doc)

    def match_term(self, term: Term) -> tuple[dict[int, float], set[int], set[int]]:
        """For one term and its synonyms: doc id -> score (higher is better); the docs that
        match the term as typed (in their own words, or by a glossary entry for exactly that
        word); and the docs of such glossary entries. A cross-game synonym is not the game's
        own word, so it lifts no game above another."""
        scores = self.lookup(term.variants)
        # As typed means in the rule's own words: the glossary column also holds every synonym.
        direct = set(self.lookup([term.text], own_words=True))
        if term.stems:  # an Indonesian word: the inflections of its roots are its own words too
            for doc, score in self.stemmed(term.stems).items():
                scores[doc] = max(scores.get(doc, 0.0), score)
            direct |= set(self.stemmed(term.stems, own_words=True))
        own = term.own
        for doc in term.glossary:
            scores.setdefault(doc, 0.1)
        return scores, direct | own, own

    def stemmed(self, roots: list[str], own_words: bool = False) -> dict[int, float]:
        """Doc id -> score for rules whose Indonesian words share a candidate root with the
        term (`own_words`: in their title and text, not their glossary terms)."""
        scores: dict[int, float] = {}
        columns = "{title text} : " if own_words else ""
        try:
            rows = self.db.execute(
                f"SELECT rowid, bm25(stems, {STEM_WEIGHTS}) FROM stems WHERE stems MATCH ?",
                (columns + "(" + " OR ".join(map(fts_phrase, roots)) + ")",)).fetchall()
        except sqlite3.OperationalError:
            return scores
        for doc, rank in rows:
            scores[doc] = max(scores.get(doc, 0.0), -float(rank))
        return scores

    def lookup(self, variants: list[str], own_words: bool = False) -> dict[int, float]:
        """Doc id -> best score for any of `variants`: words by word, unspaced runs by trigram;
        `own_words`: in the title, text and keywords only, not the glossary column."""
        scores: dict[int, float] = {}
        spaced = [v for v in variants if not is_unspaced(v)]
        unspaced = [v for v in variants if is_unspaced(v)]
        columns = "{title text terms ltitle ltext} : " if own_words else ""
        if spaced:
            self._fts(scores, "words", columns + "(" + " OR ".join(map(fts_phrase, spaced)) + ")")
        long_runs = [v for v in unspaced if len(v) >= 3]
        if long_runs:
            self._fts(scores, "grams",
                      columns + "(" + " OR ".join(map(fts_phrase, long_runs)) + ")")
        scanned = ("title || ' ' || text || ' ' || terms || ' ' || ltitle || ' ' || ltext"
                   + ("" if own_words else " || ' ' || glossary"))
        for v in unspaced:
            if len(v) < 3:  # a trigram index cannot hold 1-2 characters: scan (rulebooks are small)
                for (doc,) in self.db.execute(
                        f"SELECT id FROM docs WHERE instr({scanned}, ?) > 0", (v,)):
                    scores[doc] = max(scores.get(doc, 0.0), 0.1)
        return scores

    def _fts(self, scores: dict[int, float], table: str, expr: str) -> None:
        try:
            rows = self.db.execute(f"SELECT rowid, bm25({table}, {WEIGHTS}) FROM {table} "
                                   f"WHERE {table} MATCH ?", (expr,)).fetchall()
        except sqlite3.OperationalError:  # a term FTS cannot parse (only punctuation): no match
            return
        for doc, rank in rows:
            scores[doc] = max(scores.get(doc, 0.0), -float(rank))

    def snippet(self, hit: Hit, terms: list[Term]) -> str:
        """The best highlighted piece of the rule: the words as typed in its paraphrase (English
        or translated) or title, else an inflection of an Indonesian word in its Indonesian text,
        else any synonym there, then its keywords, and last the glossary words that led to it."""
        typed = [t.text for t in terms]
        piece = self._first_snippet(hit, typed, (1, 5, 0, 4))
        if piece is not None:
            return piece
        inflected = {r for t in terms if len(t.stems) > 1 for r in t.stems}
        if inflected:
            piece = self._stem_snippet(hit, inflected)
            if piece is not None:
                return piece
        variants = [v for t in terms for v in t.variants]
        # text, translated text, title, translated title, keywords, glossary
        columns: tuple[int, ...] = (1, 5, 0, 4, 2, 3)
        if any(is_unspaced(t.text) for t in terms):
            # A Thai query: an English synonym in the rule's own words before the glossary.
            columns = (5, 4, 1, 0, 2)
        piece = self._first_snippet(hit, variants, columns)
        if piece is None and columns[-1] != 3:
            piece = self._first_snippet(hit, variants, (3,))
        if piece is None and not inflected and any(t.stems for t in terms):
            piece = self._stem_snippet(hit, {r for t in terms for r in t.stems})
        return piece or self._plain_snippet(hit, [v for v in variants if is_unspaced(v)])

    def _first_snippet(self, hit: Hit, words: list[str], columns: tuple[int, ...]
                       ) -> str | None:
        """The first column (in the order given) where one of `words` is highlighted: spaced
        words by the word index, unspaced ones (Thai) by the trigram index."""
        spaced = [v for v in words if not is_unspaced(v)]
        long_runs = [v for v in words if is_unspaced(v) and len(v) >= 3]
        for column in columns:
            for table, found_words, size in (("grams", long_runs, 60), ("words", spaced, 14)):
                if found_words:
                    piece = self._fts_snippet(table, column, found_words, size, hit.doc)
                    if piece is not None:
                        return piece
        return None

    def _stem_snippet(self, hit: Hit, roots: set[str]) -> str | None:
        """The first word of the rule's Indonesian text that shares a root with the query,
        marked, with about seven words either side; None if there is none."""
        row = self.db.execute("SELECT ltext FROM docs WHERE id = ?", (hit.doc,)).fetchone()
        words = str(row[0] or "").split()
        for i, w in enumerate(words):
            core = re.sub(r"^\W+|\W+$", "", w)
            if any(roots & set(stems(part)) for part in re.findall(r"[^\W\d_]+", core)):
                left, right = max(0, i - 7), min(len(words), i + 8)
                marked_words = [*words[left:i], w.replace(core, MARK_ON + core + MARK_OFF, 1),
                                *words[i + 1:right]]
                return (("…" if left else "") + " ".join(marked_words)
                        + ("…" if right < len(words) else ""))
        return None

    def _fts_snippet(self, table: str, column: int, words: list[str], size: int, doc: int
                     ) -> str | None:
        # snippet() counts trigram tokens and can end its window inside a Thai match, cutting
        # the highlight in two; for trigrams take highlight() and cut the window here.
        func = "snippet" if table == "words" else "highlight"
        extra = f", '…', {size}" if table == "words" else ""
        try:
            row = self.db.execute(
                f"SELECT {func}({table}, {column}, ?, ?{extra}) FROM {table} "
                f"WHERE {table} MATCH ? AND rowid = ?",
                (MARK_ON, MARK_OFF, " OR ".join(fts_phrase(v) for v in words), doc)).fetchone()
        except sqlite3.OperationalError:
            return None
        text = str(row[0]) if row else ""
        if MARK_ON not in text:
            return None
        return text if table == "words" else window(text, size)

    def _plain_snippet(self, hit: Hit, short: list[str]) -> str:
        """No FTS highlight (a 1-2 character Thai term, or a glossary-only hit): the text's
        opening, with short terms marked by hand."""
        row = self.db.execute("SELECT text FROM docs WHERE id = ?", (hit.doc,)).fetchone()
        text = str(row[0])
        for v in short:
            at = text.find(v)
            if at >= 0:
                start = max(0, at - 30)
                piece = text[start:at + len(v) + 30]
                return ("…" if start else "") + piece.replace(v, MARK_ON + v + MARK_OFF, 1) + "…"
        words = text.split()
        return " ".join(words[:16]) + ("…" if len(words) > 16 else "")


def sub_rules_first(hits: list[Hit]) -> list[Hit]:
    """A sub-rule that matches as many of the query's terms as a rule above it, as many of them
    in its own words, ranks right above that rule when the query singles it out: the rules
    found under that rule all sit on one branch of it. The most specific rule is the one a
    judge cites (`whole register`: `VW REG.4.a` before `VW REG.4`); a query that matches many
    branches (`register`) is about the rule above them, which keeps its place."""
    from judge.model.rules import parent_candidates

    out = list(hits)
    i = 0
    while i < len(out):
        top = out[i]
        # a rule a glossary entry names first for the query (lead) keeps its place
        below = [h for h in out[i + 1:] if h.game == top.game and h.terms >= top.terms
                 and h.direct >= top.direct and h.lead >= top.lead
                 and top.id in parent_candidates(h.id)]
        branches = {_branch(h.id, top.id) for h in below}
        if len(branches) != 1:
            i += 1
            continue
        for h in below:
            out.remove(h)
        out[i:i] = below  # they may have sub-rules of their own further down: look again
    return out


def _branch(rule_id: str, ancestor: str) -> str:
    """The child of `ancestor` on the way down to `rule_id`."""
    from judge.model.rules import parent_candidates

    chain = [rule_id, *parent_candidates(rule_id)]
    return chain[chain.index(ancestor) - 1]


def window(text: str, size: int) -> str:
    """About `size` characters around the first highlight, never cutting a highlight."""
    start = text.index(MARK_ON)
    end = text.index(MARK_OFF, start)
    left = max(0, start - size // 2)
    right = max(end + 1, min(len(text), left + size))
    return ("…" if left else "") + text[left:right] + ("…" if right < len(text) else "")


def fts_phrase(text: str) -> str:
    """A term as an FTS5 string (phrase): quotes doubled, so no query syntax leaks through."""
    return '"' + text.replace('"', '""') + '"'
