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
being the first rule such an entry names, then by the sum of their bm25 scores. A lone phrase
found in more than half the documents ("a", "the") scores nothing: bm25 gives it no weight anyway
(FTS5 floors its IDF at 1e-6), so its ties stay in rulebook order and the query skips most of its
cost.

Rulings (scenario files, judge/lookup/index.py) are searched the same way, in the same tables,
and listed apart from the rules, only when they match every term: each with its question, its
one-line answer and its file.
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
from judge.lookup.normalize import query_words, stems, thai_display

#: Scripts written without spaces between words: Thai, Lao, Khmer, Myanmar, kana and CJK.
UNSPACED = "\u0e00-\u0e7f\u0e80-\u0eff\u1780-\u17ff\u1000-\u109f\u3040-\u30ff\u3400-\u9fff"
RUN = re.compile(rf"[{UNSPACED}]+|[^\W{UNSPACED}]+(?:['’\-.][^\W{UNSPACED}]+)*", re.UNICODE)
IS_UNSPACED = re.compile(rf"[{UNSPACED}]")
MARK_ON, MARK_OFF = "\x02", "\x03"  # highlight markers; renderers turn them into style or «»
#: Column weights for bm25: a word in a title or a glossary term says more than one in the text.
WEIGHTS = "10.0, 1.0, 4.0, 6.0, 10.0, 1.0"  # title, text, terms, glossary, ltitle, ltext
STEM_WEIGHTS = "10.0, 1.0, 6.0"  # title, text, glossary of the `stems` table
#: A rule's own words, in any language: every column but the glossary (which holds synonyms).
OWN_COLUMNS = "{title text terms ltitle ltext}"


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
    #: A ruling's question, one-line answer and the rules it cites (its file is `id`).
    question: str = ""
    answer: str = ""
    cites: list[str] = field(default_factory=list)
    #: The answer in the searcher's language, when that is not English (the index says each).
    answer_said: str = ""

    def to_json(self, rank: int) -> dict[str, Any]:
        if self.kind == RULING:
            return {"rank": rank, "game": self.game, "file": self.id, "title": self.title,
                    "kind": self.kind, "question": self.question, "answer": self.answer,
                    "cites": self.cites, "score": round(self.score, 3),
                    "snippet": marked(self.snippet),
                    # JSON keeps the English answer; the one shown comes beside it
                    **({"translated_answer": self.answer_said} if self.answer_said else {})}
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
        self._rulings: frozenset[int] | None = None
        self._phrases: set[str] | None = None
        self._by_game: dict[str, frozenset[int]] = {}
        #: The docs each FTS expression of the query being answered matches (`_fts`), read
        #: once: its scores are asked after every term's docs (`search`).
        self._matches: dict[tuple[str, str], list[int]] = {}
        self.lang = lang

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

    def game_docs(self, game: str) -> frozenset[int]:
        """The ids of one game's docs (rules and rulings)."""
        if game not in self._by_game:
            self._by_game[game] = frozenset(d for d, m in self.meta.items() if m[0] == game)
        return self._by_game[game]

    def thai_words(self) -> set[str]:
        """The Thai words of the glossaries and synonyms, to split Thai queries with."""
        if self._thai is None:
            rows = self.db.execute("SELECT folded FROM glossary UNION SELECT folded FROM synonyms")
            self._thai = {r[0] for r in rows if is_unspaced(r[0]) and " " not in r[0]}
        return self._thai

    def phrases(self) -> set[str]:
        """The glossary and synonym phrases of several words, read once."""
        if self._phrases is None:
            rows = self.db.execute("SELECT folded FROM glossary WHERE folded LIKE '% %' UNION "
                                   "SELECT folded FROM synonyms WHERE folded LIKE '% %'")
            self._phrases = {r[0] for r in rows}
        return self._phrases

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
        self._matches.clear()
        terms = [self.expand(t) for t in parse(query, self.phrases(), self.thai_words())]
        # Per doc: terms matched, of them as typed, by its own glossary entry, by an entry that
        # names it first (counted by Counter, in C: a one-letter query matches nearly every
        # doc), and each term's scores.
        matched: Counter[int] = Counter()
        typed: Counter[int] = Counter()
        owned: Counter[int] = Counter()
        leading: Counter[int] = Counter()
        per_term: list[dict[int, float]] = []
        via: dict[int, list[str]] = {}
        # Of several terms, which docs each matches first (sets, no scores), and then the
        # scores of the docs that can be listed only (`candidates`): bm25 is most of a query's
        # cost, and "does the attacker survive" scored the 2,159 docs with "does" to rank a few.
        several = len(terms) > 1
        for term in terms:
            scores, direct, own = self.match_term(term, ranked=not several)
            matched.update(scores.keys())
            typed.update(direct)
            owned.update(own & scores.keys())
            leading.update(term.lead & scores.keys())
            per_term.append(scores)
            for doc, found in term.glossary.items():
                via.setdefault(doc, []).append(found)
        rule_docs, ruling_docs = self.candidates(matched, len(terms), game, limit)
        if several:
            wanted = json.dumps([*rule_docs, *ruling_docs])
            per_term = [self.term_scores(term, within=wanted) for term in terms]
        # A FOW judge typing "chase" wants FOW's chase before VW's register (a synonym): rank
        # by terms matched, as typed, by own glossary entry, by an entry naming it first, then
        # score (keys sort ascending). (Counter's [] calls a Python __missing__ for every
        # absent doc: .get does not.)
        typed_of, owned_of, lead_of = typed.get, owned.get, leading.get
        score = per_term[0] if len(per_term) == 1 else {
            d: sum(sc.get(d, 0.0) for sc in per_term) for d in [*rule_docs, *ruling_docs]}

        def keys(docs: list[int]) -> list[tuple[float, float, float, float, float, int]]:
            return [(-matched[d], -typed_of(d, 0), -owned_of(d, 0), -lead_of(d, 0), -score[d], d)
                    for d in docs]

        rules, match = self.ranked(keys(rule_docs), via, len(terms), limit, sub_rules=True)
        # A ruling is listed only if it matches every term: one that matches some words of a
        # question only would be noise beside the rules.
        rulings, rulings_match = self.ranked(keys(ruling_docs), via, len(terms), limit)
        self.snippets([*rules, *rulings], terms)
        self.ruling_details(rulings)
        return Results(query, [game] if game else self.games(), terms, rules, match,
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

    def ranked(self, keys: Sequence[tuple[float, float, float, float, float, int]],
               via: dict[int, list[str]], n_terms: int, limit: int, sub_rules: bool = False
               ) -> tuple[list[Hit], str]:
        """The best `limit` docs by their rank keys (those matching every term, if any do) as
        hits, and how they match: all, any or none. `sub_rules`: a sub-rule the query singles
        out ranks right above its rule (`sub_rules_first`); only the best `limit` and the docs
        below them whose ids extend theirs (their possible sub-rules) can be listed then."""
        import heapq

        full = [k for k in keys if -k[0] == n_terms]
        pool = full or keys
        best = heapq.nsmallest(limit, pool)
        if sub_rules and len(pool) > limit and best:
            # Below the best, only a sub-rule of one of them matching as many terms, as many
            # as typed and as many by a leading entry can move up (sub_rules_first's test).
            meta = self.meta
            prefixes = tuple(meta[k[5]][1] for k in best)
            chosen_docs = {k[5] for k in best}
            extra = [k for k in pool if k[5] not in chosen_docs
                     and meta[k[5]][1].startswith(prefixes)
                     and any(meta[k[5]][0] == meta[t[5]][0]
                             and meta[k[5]][1].startswith(meta[t[5]][1])
                             and k[0] <= t[0] and k[1] <= t[1] and k[3] <= t[3]
                             for t in best)]
            best = sorted(best + extra)
        chosen = []
        for k in best:
            hit = self.hit(k[5])
            hit.terms, hit.direct, hit.glossary, hit.lead, hit.score = \
                int(-k[0]), int(-k[1]), int(-k[2]), int(-k[3]), -k[4]
            hit.via = list(via.get(k[5], []))
            chosen.append(hit)
        if sub_rules:
            chosen = sub_rules_first(chosen)[:limit]
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
        if self.lang != "en":
            for doc, answer in self.db.execute(
                    f"SELECT doc, answer FROM ruling_answers WHERE lang = ? AND doc IN ({marks})",
                    [self.lang, *by_doc]):
                by_doc[doc].answer_said = str(answer)
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
        if self.lang != "en":  # the title in the language judge speaks, where it is translated
            row = self.db.execute("SELECT title FROM titles WHERE doc = ? AND lang = ?",
                                  (doc, self.lang)).fetchone()
            if row:
                return Hit(game, rid, thai_display(str(row[0])), kind, doc=doc, en_title=title)
        return Hit(game, rid, title, kind, doc=doc)

    def match_term(self, term: Term, ranked: bool = True
                   ) -> tuple[dict[int, float], set[int], set[int]]:
        """For one term and its synonyms: doc id -> score (higher is better; every score 0
        unless `ranked`: the docs only); the docs that match the term as typed (in their own
        words, or by a glossary entry for exactly that word); and the docs of such glossary
        entries. A cross-game synonym is not the game's own word, so it lifts no game above
        another."""
        scores = self.term_scores(term, ranked=ranked)
        # As typed means in the rule's own words: the glossary column also holds every synonym.
        if term.variants == [term.text] and not is_unspaced(term.text):
            # The term alone: the docs it matches, but for those matching it only in their
            # glossary column (a short list, where the docs with "the" in their own words
            # are most of the index).
            only: dict[int, float] = {}
            phrase = fts_phrase(term.text)
            self._fts(only, "words", f"{{glossary}} : {phrase} NOT {OWN_COLUMNS} : {phrase}",
                      ranked=False)
            direct = set(scores).difference(only)
        else:
            direct = set(self.lookup([term.text], own_words=True))
        if term.stems:  # an Indonesian word: the inflections of its roots are its own words too
            direct |= set(self.stemmed(term.stems, own_words=True, ranked=False))
        own = term.own
        return scores, direct | own, own

    def term_scores(self, term: Term, ranked: bool = True, within: str | None = None
                    ) -> dict[int, float]:
        """Doc id -> the term's score (its best variant's, its roots', at least 0.1 by a
        glossary entry): of every doc it matches, or (`within`: a JSON array of doc ids) of
        those only, the same scores (bm25 weighs a doc against the whole index either way)."""
        scores = self.lookup(term.variants, ranked=ranked, within=within)
        if term.stems:
            for doc, score in self.stemmed(term.stems, ranked=ranked, within=within).items():
                scores[doc] = max(scores.get(doc, 0.0), score)
        for doc in term.glossary:
            scores.setdefault(doc, 0.1)
        return scores

    def stemmed(self, roots: list[str], own_words: bool = False, ranked: bool = True,
                within: str | None = None) -> dict[int, float]:
        """Doc id -> score for rules whose Indonesian words share a candidate root with the
        term (`own_words`: in their title and text, not their glossary terms)."""
        scores: dict[int, float] = {}
        columns = "{title text} : " if own_words else ""
        self._fts(scores, "stems", columns + "(" + " OR ".join(map(fts_phrase, roots)) + ")",
                  ranked=ranked, weights=STEM_WEIGHTS, within=within, lone=False)
        return scores

    def lookup(self, variants: list[str], own_words: bool = False, ranked: bool = True,
               within: str | None = None) -> dict[int, float]:
        """Doc id -> best score for any of `variants`: words by word, unspaced runs by trigram;
        `own_words`: in the title, text and keywords only, not the glossary column (the docs
        only, every score 0, as where not `ranked`; `within`: see term_scores)."""
        scores: dict[int, float] = {}
        spaced = [v for v in variants if not is_unspaced(v)]
        unspaced = [v for v in variants if is_unspaced(v)]
        columns = OWN_COLUMNS + " : " if own_words else ""
        ranked = ranked and not own_words
        if spaced:
            self._fts(scores, "words", columns + "(" + " OR ".join(map(fts_phrase, spaced)) + ")",
                      ranked=ranked, phrases=len(spaced), within=within)
        long_runs = [v for v in unspaced if len(v) >= 3]
        if long_runs:
            self._fts(scores, "grams",
                      columns + "(" + " OR ".join(map(fts_phrase, long_runs)) + ")",
                      ranked=ranked, phrases=len(long_runs), within=within)
        scanned = ("title || ' ' || text || ' ' || terms || ' ' || ltitle || ' ' || ltext"
                   + ("" if own_words else " || ' ' || glossary"))
        for v in unspaced:
            if len(v) < 3:  # a trigram index cannot hold 1-2 characters: scan (rulebooks are small)
                for (doc,) in self.db.execute(
                        f"SELECT id FROM docs WHERE instr({scanned}, ?) > 0", (v,)):
                    scores[doc] = max(scores.get(doc, 0.0), 0.1)
        return scores

    def _fts(self, scores: dict[int, float], table: str, expr: str, ranked: bool = True,
             phrases: int = 1, weights: str = WEIGHTS, within: str | None = None,
             lone: bool = True) -> None:
        """The docs `expr` matches, with their bm25 score (`ranked`), else only which they are
        (a score of 0: the caller needs the set, and bm25 is most of a query's cost).
        `phrases`: how many phrases `expr` ORs together; `within`: a JSON array of the docs
        to score (the others are left out); `lone`: a lone phrase in more than half the docs
        scores 0 (below)."""
        where = f"FROM {table} WHERE {table} MATCH ?"
        try:
            docs = self._matches.get((table, expr))
            if docs is None:
                # Which docs, as one JSON array: fetching "the"'s 3,000 rows one tuple at a
                # time costs several times what SQLite spends finding them.
                found = self.db.execute(f"SELECT json_group_array(rowid) {where}",
                                        (expr,)).fetchone()
                docs = json.loads(found[0]) if found and found[0] else []
                if len(self._matches) < 64:  # (a query has a few terms: bounded all the same)
                    self._matches[(table, expr)] = docs
            count = len(docs)
            # bm25 weighs a phrase in more than half the docs at nothing (FTS5 floors its IDF
            # at 1e-6): for a lone such phrase ("a", "the") the scores are all but zero, and
            # computing them would be most of the query's time.
            rows = None
            if ranked and count and not (lone and phrases == 1 and 2 * count > len(self.meta)):
                rows = self.db.execute(
                    f"SELECT rowid, -bm25({table}, {weights}) {where}" + (
                        " AND +rowid IN (SELECT value FROM json_each(?))" if within else ""),
                    (expr, within) if within else (expr,)).fetchall()
        except sqlite3.OperationalError:  # a term FTS cannot parse (only punctuation): no match
            return
        if rows is None:
            if within:
                return  # scores of 0, which a sum of scores leaves as it is
            # each doc not scored yet at 0 (setdefault a doc at a time was ~1 ms of a query
            # with "does" and "the": thousands of docs), in C
            unscored = dict.fromkeys(docs, 0.0)
            unscored.update(scores)
            scores.update(unscored)
            return
        get = scores.get
        scores.update({doc: max(get(doc, 0.0), float(rank)) for doc, rank in rows})

    def snippets(self, hits: list[Hit], terms: list[Term]) -> None:
        """Each hit's best highlighted piece: the words as typed in its paraphrase (English or
        translated) or title, else an inflection of an Indonesian word in its Indonesian text,
        else any synonym there, then its keywords, and last the glossary words that led to it.
        One query per place looked in, for every hit still without a piece (not one per hit:
        twenty hits would be a hundred queries)."""
        pending = {h.doc: h for h in hits}

        def take(found: dict[int, str]) -> None:
            for doc, piece in found.items():
                pending.pop(doc).snippet = piece

        def by_stems(roots: set[str]) -> None:
            for h in list(pending.values()):
                piece = self._stem_snippet(h, roots)
                if piece is not None:
                    pending.pop(h.doc).snippet = piece

        take(self._first_snippets(list(pending), [t.text for t in terms], (1, 5, 0, 4)))
        inflected = {r for t in terms if len(t.stems) > 1 for r in t.stems}
        if inflected and pending:
            by_stems(inflected)
        variants = [v for t in terms for v in t.variants]
        # text, translated text, title, translated title, keywords, glossary
        columns: tuple[int, ...] = (1, 5, 0, 4, 2, 3)
        if any(is_unspaced(t.text) for t in terms):
            # A Thai query: an English synonym in the rule's own words before the glossary.
            columns = (5, 4, 1, 0, 2)
        take(self._first_snippets(list(pending), variants, columns))
        if columns[-1] != 3:
            take(self._first_snippets(list(pending), variants, (3,)))
        if not inflected and pending and any(t.stems for t in terms):
            by_stems({r for t in terms for r in t.stems})
        short = [v for v in variants if is_unspaced(v)]
        for h in pending.values():
            h.snippet = self._plain_snippet(h, short)
        for h in hits:
            h.snippet = thai_display(one_language(h.snippet))

    def _first_snippets(self, docs: list[int], words: list[str], columns: tuple[int, ...]
                        ) -> dict[int, str]:
        """Doc -> its piece from the first column (in the order given) where one of `words` is
        highlighted: spaced words by the word index, unspaced ones (Thai) by the trigram
        index."""
        spaced = [v for v in words if not is_unspaced(v)]
        long_runs = [v for v in words if is_unspaced(v) and len(v) >= 3]
        out: dict[int, str] = {}
        sources = []
        for table, found_words, size in (("grams", long_runs, 60), ("words", spaced, 14)):
            if found_words:
                # Only the docs these words are in at all: a highlight query per column costs
                # about a millisecond on the trigram index even when no doc has the words.
                sources.append((table, found_words, size,
                                self._holding(table, found_words, docs)))
        # Every column's piece of every doc holding the words, one query per index: a MATCH is
        # evaluated over the whole index, whatever rows it is then cut to (a query per column
        # was most of a search's time).
        pieces = [(self._fts_snippets(table, columns, found_words, size, [
            d for d in docs if d in having]), having) for table, found_words, size, having
            in sources]
        for at in range(len(columns)):
            for found, having in pieces:
                for d in docs:
                    if d not in out and d in having and (text := found.get(d, {}).get(at)):
                        out[d] = text
        return out

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

    def _holding(self, table: str, words: list[str], docs: list[int]) -> set[int]:
        """Which of `docs` hold any of `words` in `table` (in any column)."""
        marks = ",".join("?" * len(docs))
        try:
            row = self.db.execute(
                f"SELECT json_group_array(rowid) FROM {table} WHERE {table} MATCH ? AND +rowid "
                f"IN ({marks})", (" OR ".join(map(fts_phrase, words)), *docs)).fetchone()
        except sqlite3.OperationalError:
            return set()
        return set(json.loads(row[0])) if row and row[0] else set()

    def _fts_snippets(self, table: str, columns: tuple[int, ...], words: list[str], size: int,
                      docs: list[int]) -> dict[int, dict[int, str]]:
        """Doc -> the position in `columns` of each column where one of `words` is
        highlighted -> its piece."""
        if not docs:
            return {}
        # snippet() counts trigram tokens and can end its window inside a Thai match, cutting
        # the highlight in two; for trigrams take highlight() and cut the window here.
        func = "snippet" if table == "words" else "highlight"
        extra = f", '…', {size}" if table == "words" else ""
        marks = ",".join("?" * len(docs))
        calls = ", ".join(f"{func}({table}, {column}, ?1, ?2{extra})" for column in columns)
        try:
            rows = self.db.execute(
                f"SELECT rowid, {calls} FROM {table} WHERE {table} MATCH ?3 AND +rowid IN "
                f"({marks})", (MARK_ON, MARK_OFF, " OR ".join(fts_phrase(v) for v in words),
                               *docs)).fetchall()
        except sqlite3.OperationalError:
            return {}
        out: dict[int, dict[int, str]] = {}
        for doc, *texts in rows:
            for at, text in enumerate(texts):
                text = str(text or "")
                if MARK_ON in text:
                    out.setdefault(int(doc), {})[at] = text if table == "words" else \
                        window(text, size)
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
                 and h.id.startswith(top.id)  # an ancestor's id is a prefix: cheap test first
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


def one_language(piece: str) -> str:
    """A snippet of the translated column kept to the language it matched in: the column holds
    each language's text joined by " ; " (index.py), so a piece in Indonesian does not run on
    into the Thai of the same rule (Vandaria Wars has both)."""
    parts = piece.split(" ; ")
    marked = [i for i, part in enumerate(parts) if MARK_ON in part]
    if len(parts) == 1 or not marked:
        return piece
    # a language's text ends (or starts) where it is cut: no "…" there
    return " ; ".join(parts[marked[0]:marked[-1] + 1])
