"""Ranked full-text search over the index: query terms, synonym and glossary expansion, bm25
ranking and highlighted snippets.

A query is read as terms: quoted phrases, glossary phrases (`pemain aktif`), words, and runs of
Thai (or another script written without spaces). Each term is searched as itself and every
cross-game synonym; words go to the `words` table, unspaced runs to the `grams` (trigram) table,
which finds them inside an unspaced sentence. Only rules matching every term are listed (if no
rule does, rules matching any); they rank by how many terms they match as typed (in their own
words, or by the game's glossary entry for exactly that word) rather than only through a
synonym, then by such glossary entries, then by the sum of their bm25 scores. A lone phrase found
in more than half the documents ("a", "the") scores nothing: bm25 gives it no weight anyway (FTS5
floors its IDF at 1e-6), so its ties stay in rulebook order and the query skips most of its cost.

Rulings (scenario files, judge/lookup/index.py) are searched the same way, in the same tables,
and listed apart from the rules: each with its question, its one-line answer and its file.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from judge.lookup.glossary import fold
from judge.lookup.index import RULING, Index, nfc

#: Scripts written without spaces between words: Thai, Lao, Khmer, Myanmar, kana and CJK.
UNSPACED = "\u0e00-\u0e7f\u0e80-\u0eff\u1780-\u17ff\u1000-\u109f\u3040-\u30ff\u3400-\u9fff"
RUN = re.compile(rf"[{UNSPACED}]+|[^\W{UNSPACED}]+(?:['’\-.][^\W{UNSPACED}]+)*", re.UNICODE)
IS_UNSPACED = re.compile(rf"[{UNSPACED}]")
MARK_ON, MARK_OFF = "\x02", "\x03"  # highlight markers; renderers turn them into style or «»
#: Column weights for bm25: a word in a title or a glossary term says more than one in the text.
WEIGHTS = "10.0, 1.0, 4.0, 6.0"


@dataclass
class Term:
    text: str
    variants: list[str]
    rules: list[str] = field(default_factory=list)  # ids of the rules its glossary entries give
    glossary: dict[int, str] = field(default_factory=dict)  # doc -> via (which entry led there)


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
    via: list[str] = field(default_factory=list)
    snippet: str = ""
    doc: int = 0
    #: A ruling's question, one-line answer and the rules it cites (its file is `id`).
    question: str = ""
    answer: str = ""
    cites: list[str] = field(default_factory=list)

    def to_json(self, rank: int) -> dict[str, Any]:
        if self.kind == RULING:
            return {"rank": rank, "game": self.game, "file": self.id, "title": self.title,
                    "kind": self.kind, "question": self.question, "answer": self.answer,
                    "cites": self.cites, "score": round(self.score, 3),
                    "snippet": marked(self.snippet)}
        return {"rank": rank, "game": self.game, "id": self.id, "title": self.title,
                "kind": self.kind, "score": round(self.score, 3),
                "snippet": marked(self.snippet), "via": self.via}


@dataclass
class Results:
    query: str
    games: list[str]
    terms: list[Term]
    hits: list[Hit]
    match: str  # all | any | none
    rulings: list[Hit] = field(default_factory=list)  # scenario files, apart from the rules
    rulings_match: str = "none"  # all | any | none

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": "judge.search/1", "query": self.query, "games": self.games,
            "match": self.match,
            "terms": [{"term": t.text, "searched_as": t.variants, "glossary": t.rules}
                      for t in self.terms],
            "results": [h.to_json(i) for i, h in enumerate(self.hits, 1)],
            "rulings_match": self.rulings_match,
            "rulings": [h.to_json(i) for i, h in enumerate(self.rulings, 1)],
        }


def marked(snippet: str, on: str = "«", off: str = "»") -> str:
    return snippet.replace(MARK_ON, on).replace(MARK_OFF, off)


def is_unspaced(text: str) -> bool:
    return bool(IS_UNSPACED.search(text))


def parse(query: str, phrases: set[str]) -> list[str]:
    """Split a query into terms: "quoted phrases", known multi-word terms, words, Thai runs."""
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
    return [t for t in dict.fromkeys(out) if t.strip()]


class Searcher:
    def __init__(self, index: Index) -> None:
        self.db = index.db
        self.index = index
        self._meta: dict[int, tuple[str, str, str, str]] | None = None
        self._phrases: set[str] | None = None
        self._games: list[str] | None = None
        self._rulings: frozenset[int] | None = None
        self._by_game: dict[str, frozenset[int]] = {}

    @property
    def meta(self) -> dict[int, tuple[str, str, str, str]]:
        """Doc id -> (game, rule id, title, kind), read once: one query instead of one per hit."""
        if self._meta is None:
            self._meta = {row[0]: row[1:] for row in self.db.execute(
                "SELECT id, game, rule_id, title, kind FROM docs")}
        return self._meta

    @property
    def ruling_docs(self) -> frozenset[int]:
        """The ids of the docs that are rulings (not rules)."""
        if self._rulings is None:
            self._rulings = frozenset(d for d, m in self.meta.items() if m[3] == RULING)
        return self._rulings

    def phrases(self) -> set[str]:
        rows = self.db.execute("SELECT folded FROM glossary WHERE folded LIKE '% %' UNION "
                               "SELECT folded FROM synonyms WHERE folded LIKE '% %'")
        return {r[0] for r in rows}

    def games(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT id FROM games ORDER BY ord")]

    def expand(self, text: str) -> Term:
        key = fold(text)
        variants = [text]
        for (word,) in self.db.execute(
                "SELECT DISTINCT s2.word FROM synonyms s1 JOIN synonyms s2 "
                "ON s1.concept = s2.concept WHERE s1.folded = ? ORDER BY s2.rowid", (key,)):
            if fold(word) not in {fold(v) for v in variants}:
                variants.append(word)
        term = Term(text, variants)
        folded = [fold(v) for v in variants]
        marks = ",".join("?" * len(folded))
        # The entry for the word as typed first, so `via` names the judge's own word.
        for doc, word, via in self.db.execute(
                "SELECT d.id, g.term, g.via FROM glossary g JOIN docs d ON d.game = g.game AND "
                f"d.rule_id = g.rule_id WHERE g.folded IN ({marks}) "
                "ORDER BY g.folded = ? DESC, g.via = 'glossary' DESC, g.rowid", [*folded, key]):
            label = f"glossary: {word}" if via == "glossary" else f"synonyms: {via[7:]}"
            term.glossary.setdefault(doc, label)
        term.rules = sorted({self.meta[d][1] for d in term.glossary})
        return term

    def search(self, query: str, game: str | None = None, limit: int = 10) -> Results:
        if self._phrases is None:
            self._phrases = self.phrases()
        terms = [self.expand(t) for t in parse(query, self._phrases)]
        # Several words: the docs matching all of them first (FTS intersects them at once); if
        # a rule is among them, only those docs are scored (common words like "the" match
        # nearly every doc, and scoring them all is most of a query's time).
        within = self.full_match(terms) if len(terms) > 1 else None
        if within is not None and not any(self.meta[d][3] != RULING for d in within):
            within = None
        # Per doc: terms matched, of them as typed, by its own glossary entry (counted by
        # Counter, in C: a one-letter query matches nearly every doc), and each term's scores.
        matched: Counter[int] = Counter()
        typed: Counter[int] = Counter()
        owned: Counter[int] = Counter()
        per_term: list[dict[int, float]] = []
        via: dict[int, list[str]] = {}
        for term in terms:
            scores, direct, own = self.match_term(term, within)
            matched.update(scores.keys())
            typed.update(direct)
            owned.update(own)
            per_term.append(scores)
            for doc, found in term.glossary.items():
                via.setdefault(doc, []).append(found)
        rule_docs, ruling_docs = self.candidates(matched, len(terms), game, limit)
        # A FOW judge typing "chase" wants FOW's chase before VW's register (a synonym): rank
        # by terms matched, as typed, by own glossary entry, then score (keys sort ascending).
        # (Counter's [] calls a Python __missing__ for every absent doc: .get does not.)
        typed_of, owned_of, score = typed.get, owned.get, per_term[0] if terms else {}
        if len(per_term) > 1:
            score = {d: sum(sc.get(d, 0.0) for sc in per_term) for d in [*rule_docs, *ruling_docs]}
        rule_keys = [(-matched[d], -typed_of(d, 0), -owned_of(d, 0), -score[d], d)
                     for d in rule_docs]
        ruling_keys = [(-matched[d], -typed_of(d, 0), -owned_of(d, 0), -score[d], d)
                       for d in ruling_docs]
        rules, match = self.ranked(rule_keys, via, len(terms), limit)
        # A ruling is listed only if it matches every term: one that matches some words of a
        # question only would be noise beside the rules.
        rulings, rulings_match = self.ranked(ruling_keys, via, len(terms), limit)
        self.snippets([*rules, *rulings], terms)
        self.ruling_details(rulings)
        if self._games is None:
            self._games = self.games()
        return Results(query, [game] if game else list(self._games), terms, rules, match,
                       rulings, rulings_match)

    def candidates(self, matched: Counter[int], n_terms: int, game: str | None, limit: int
                   ) -> tuple[list[int], list[int]]:
        """The docs that can be listed, before ranking them fully: the rules matching every
        term if any does, else the rules matching the most terms down to the `limit`-th of
        them (terms matched is the first rank key, so no rule below can make the list); and
        the rulings matching every term. Set operations, in C: "a" matches nearly every doc."""
        docs = matched.keys() & self.game_docs(game) if game else set(matched)
        ruling_set = docs & self.ruling_docs
        rule_set = docs - ruling_set
        rulings = [d for d in ruling_set if matched[d] == n_terms]
        if n_terms == 1:
            return list(rule_set), rulings
        ordered = sorted(rule_set, key=matched.__getitem__, reverse=True)
        if len(ordered) > limit:
            cut = matched[ordered[limit - 1]]
            ordered = [d for d in ordered if matched[d] >= cut]
        return ordered, rulings

    def game_docs(self, game: str) -> frozenset[int]:
        """The ids of one game's docs (rules and rulings)."""
        if game not in self._by_game:
            self._by_game[game] = frozenset(d for d, m in self.meta.items() if m[0] == game)
        return self._by_game[game]

    def ranked(self, keys: Sequence[tuple[float, float, float, float, int]],
               via: dict[int, list[str]], n_terms: int, limit: int) -> tuple[list[Hit], str]:
        """The best `limit` docs by their rank keys (those matching every term, if any do) as
        hits, and how they match: all, any or none."""
        import heapq

        full = [k for k in keys if -k[0] == n_terms]
        chosen = []
        for k in heapq.nsmallest(limit, full or keys):
            hit = self.hit(k[4])
            hit.terms, hit.direct, hit.glossary, hit.score = int(-k[0]), int(-k[1]), \
                int(-k[2]), -k[3]
            hit.via = via.get(k[4], [])
            chosen.append(hit)
        return chosen, "none" if not chosen else "all" if full else "any"

    def ruling_details(self, hits: list[Hit]) -> None:
        """Ruling hits' questions, answers and cited rules, from the rulings tables."""
        if not hits:
            return
        by_doc = {h.doc: h for h in hits}
        marks = ",".join("?" * len(by_doc))
        for doc, question, answer in self.db.execute(
                f"SELECT doc, question, answer FROM rulings WHERE doc IN ({marks})", list(by_doc)):
            by_doc[doc].question, by_doc[doc].answer = str(question), str(answer)
        for doc, rid in self.db.execute(f"SELECT doc, rule_id FROM ruling_cites WHERE doc IN "
                                        f"({marks}) ORDER BY rowid", list(by_doc)):
            by_doc[doc].cites.append(str(rid))

    def citing(self, game: str, rule_id: str) -> list[Hit]:
        """The rulings that cite a rule (`expect.cites` or `rules:`), in file order."""
        out = []
        for doc, in self.db.execute("SELECT doc FROM ruling_cites WHERE game = ? AND "
                                    "rule_id = ? ORDER BY doc", (game, rule_id)):
            out.append(self.hit(doc))
        self.ruling_details(out)
        return out

    def hit(self, doc: int) -> Hit:
        game, rid, title, kind = self.meta[doc]
        return Hit(game, rid, title, kind, doc=doc)

    def full_match(self, terms: list[Term]) -> set[int] | None:
        """The docs every term matches (by its words or a synonym, or by a glossary entry), or
        None when that cannot be asked of the word index alone (a Thai term) or none does."""
        if any(is_unspaced(v) for t in terms for v in t.variants):
            return None
        exprs = ["(" + " OR ".join(map(fts_phrase, t.variants)) + ")" for t in terms]
        found: dict[int, float] = {}
        self._fts(found, "words", " AND ".join(exprs), ranked=False)
        full = set(found)
        glossary = set().union(*(t.glossary for t in terms)) - full
        if glossary:  # a doc some term reaches by a glossary entry only: check each term
            ok = set(glossary)
            for t, expr in zip(terms, exprs, strict=True):
                hit: dict[int, float] = {}
                self._fts(hit, "words", expr, ranked=False, within=ok)
                ok = {d for d in ok if d in hit or d in t.glossary}
            full |= ok
        return full or None

    def match_term(self, term: Term, within: set[int] | None = None
                   ) -> tuple[dict[int, float], set[int], set[int]]:
        """For one term and its synonyms: doc id -> score (higher is better); the docs that
        match the term as typed (in their own words, or by a glossary entry for exactly that
        word); and the docs of such glossary entries. A cross-game synonym is not the game's
        own word, so it lifts no game above another. `within`: only these docs."""
        scores = self.lookup(term.variants, within=within)
        # As typed means in the rule's own words: the glossary column also holds every synonym.
        if term.variants == [term.text] and not is_unspaced(term.text):
            # The term alone: the docs it matches, but for those matching it only in their
            # glossary column (a short list, where the docs with "the" in their own words
            # are most of the index).
            only: dict[int, float] = {}
            phrase = fts_phrase(term.text)
            self._fts(only, "words", f"{{glossary}} : {phrase} NOT {{title text terms}} : "
                      f"{phrase}", ranked=False, within=within)
            direct = set(scores).difference(only)
        else:
            direct = set(self.lookup([term.text], own_words=True, within=within))
        own = {doc for doc, via in term.glossary.items()
               if via.startswith("glossary: ") and fold(via[10:]) == fold(term.text)
               and (within is None or doc in within)}
        for doc in term.glossary:
            if within is None or doc in within:
                scores.setdefault(doc, 0.1)
        return scores, direct | own, own

    def lookup(self, variants: list[str], own_words: bool = False,
               within: set[int] | None = None) -> dict[int, float]:
        """Doc id -> best score for any of `variants`: words by word, unspaced runs by trigram;
        `own_words`: in the title, text and keywords only, not the glossary column; `within`:
        only these docs."""
        scores: dict[int, float] = {}
        spaced = [v for v in variants if not is_unspaced(v)]
        unspaced = [v for v in variants if is_unspaced(v)]
        columns = "{title text terms} : " if own_words else ""
        if spaced:
            self._fts(scores, "words", columns + "(" + " OR ".join(map(fts_phrase, spaced)) + ")",
                      ranked=not own_words, within=within, phrases=len(spaced))
        long_runs = [v for v in unspaced if len(v) >= 3]
        if long_runs:
            self._fts(scores, "grams",
                      columns + "(" + " OR ".join(map(fts_phrase, long_runs)) + ")",
                      ranked=not own_words, within=within, phrases=len(long_runs))
        scanned = "title || ' ' || text || ' ' || terms" + ("" if own_words else
                                                            " || ' ' || glossary")
        for v in unspaced:
            if len(v) < 3:  # a trigram index cannot hold 1-2 characters: scan (rulebooks are small)
                for (doc,) in self.db.execute(
                        f"SELECT id FROM docs WHERE instr({scanned}, ?) > 0", (v,)):
                    if within is None or doc in within:
                        scores[doc] = max(scores.get(doc, 0.0), 0.1)
        return scores

    def _fts(self, scores: dict[int, float], table: str, expr: str, ranked: bool = True,
             within: set[int] | None = None, phrases: int = 1) -> None:
        """The docs `expr` matches (only those `within`, if given), with their bm25 score
        (`ranked`), else only which they are (a score of 0: the caller needs the set, and
        bm25 is most of a query's cost). `phrases`: how many phrases `expr` ORs together."""
        only = ""
        args: list[object] = [expr]
        if within is not None:
            if not within:
                return
            only = f" AND rowid IN ({','.join('?' * len(within))})"
            args += sorted(within)
        where = f"FROM {table} WHERE {table} MATCH ?{only}"
        try:
            # Which docs, as one JSON array: fetching "the"'s 3,000 rows one tuple at a time
            # costs several times what SQLite spends finding them.
            found = self.db.execute(f"SELECT json_group_array(rowid) {where}", args).fetchone()
            docs: list[int] = json.loads(found[0]) if found and found[0] else []
            # bm25 weighs a phrase in more than half the docs at nothing (FTS5 floors its IDF
            # at 1e-6): for a lone such phrase ("a", "the") the scores are all but zero, and
            # computing them would be most of the query's time.
            if ranked and docs and not (phrases == 1 and 2 * len(docs) > len(self.meta)):
                rows = self.db.execute(f"SELECT rowid, -bm25({table}, {WEIGHTS}) {where}",
                                       args).fetchall()
            else:
                rows = None
        except sqlite3.OperationalError:  # a term FTS cannot parse (only punctuation): no match
            return
        if rows is None:
            if not scores:
                scores.update(dict.fromkeys(docs, 0.0))
            else:
                for doc in docs:
                    scores.setdefault(doc, 0.0)
            return
        if not scores:
            scores.update(rows)
            return
        get = scores.get
        scores.update({doc: max(get(doc, 0.0), float(rank)) for doc, rank in rows})

    def snippets(self, hits: list[Hit], terms: list[Term]) -> None:
        """Each hit's best highlighted piece: from its paraphrase if a term is there, else its
        title, its keywords, and last the glossary words that led to it. One query per place
        looked in, for every hit still without a snippet (not one per hit)."""
        variants = [v for t in terms for v in t.variants]
        spaced = [v for v in variants if not is_unspaced(v)]
        long_runs = [v for v in variants if is_unspaced(v) and len(v) >= 3]
        columns = (1, 0, 2, 3)  # text, title, terms, glossary
        tries = [(t, c) for c in columns for t in ("words", "grams")]
        if any(is_unspaced(t.text) for t in terms):
            # A Thai query: the Thai word in the rule's own words, then an English synonym
            # there, and only then the glossary column.
            own = columns[:3]
            tries = [("grams", c) for c in own] + [("words", c) for c in own] + \
                [("grams", 3), ("words", 3)]
        sources = {"words": (spaced, 14), "grams": (long_runs, 60)}
        pending = {h.doc: h for h in hits}
        for table, column in tries:
            words, size = sources[table]
            if words and pending:
                for doc, piece in self._fts_snippets(table, column, words, size, list(pending)):
                    pending.pop(doc).snippet = piece
        short = [v for v in variants if is_unspaced(v)]
        for h in pending.values():
            h.snippet = self._plain_snippet(h, short)

    def _fts_snippets(self, table: str, column: int, words: list[str], size: int,
                      docs: list[int]) -> list[tuple[int, str]]:
        # snippet() counts trigram tokens and can end its window inside a Thai match, cutting
        # the highlight in two; for trigrams take highlight() and cut the window here.
        func = "snippet" if table == "words" else "highlight"
        extra = f", '…', {size}" if table == "words" else ""
        marks = ",".join("?" * len(docs))
        try:
            rows = self.db.execute(
                f"SELECT rowid, {func}({table}, {column}, ?, ?{extra}) FROM {table} "
                f"WHERE {table} MATCH ? AND rowid IN ({marks})",
                (MARK_ON, MARK_OFF, " OR ".join(fts_phrase(v) for v in words), *docs)
            ).fetchall()
        except sqlite3.OperationalError:
            return []
        out = []
        for doc, text in rows:
            text = str(text or "")
            if MARK_ON in text:
                out.append((int(doc), text if table == "words" else window(text, size)))
        return out

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
