"""One index of the rules of every registered game: look-up by id in any spelling a judge types
(`rb 340.4`, `RB340.4`, `fow-605.1a`, `vw reg.4`), nearest-id suggestions, and the context of a
rule (parents, children, the rules it refers to and that refer to it, edition notes)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

from judge.model.rules import Rule, parent_candidates
from judge.ruledata import GameData

if TYPE_CHECKING:
    from judge.lookup.translations import Shown

#: A rule id mentioned inside a paraphrase, e.g. "(see VW REG.15)" or "FOW 605.1a".
MENTION = re.compile(r"\b(?:VW|FOW|RB) [A-Z]*\.?[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*(?:-\d+)?")


def parts(rule_id: str) -> str:
    """An id's letters and numbers, in order, without its separators: `RB 309.1a`, `RB 309.1.a`
    and `rb-309-1-a` -> `rb.309.1.a`. Runs of digits are never joined (`RB 3.11` is not
    `RB 31.1`), so two ids with the same parts differ only in how they were typed."""
    return ".".join(re.findall(r"[0-9]+|[^\W\d_]+", rule_id.casefold()))


class UnknownRule(LookupError):
    """An id that names no rule; carries the nearest ids to suggest."""

    def __init__(self, text: str, suggestions: list[str], ambiguous: bool = False) -> None:
        self.text = text
        self.suggestions = suggestions
        self.ambiguous = ambiguous
        super().__init__(text)


@dataclass(frozen=True)
class RuleContext:
    """A rule with everything `judge rule` shows around it."""

    rule: Rule
    game_name: str
    version: str
    default_edition: str
    editions: list[dict[str, Any]]
    parents: list[Rule]  # nearest first
    children: list[Rule]
    refers_to: list[Rule]
    referred_by: list[Rule]
    terms: list[str] = field(default_factory=list)  # glossary terms that lead to this rule
    #: The bundled rulings that cite this rule (`expect.cites`, `rules:`): (file, title).
    rulings: list[tuple[str, str]] = field(default_factory=list)
    #: The rule in the languages asked for (`judge rule --lang th --also en`), the chosen one
    #: first; empty: English only, as the rule itself is.
    texts: list[Shown] = field(default_factory=list)
    #: Rule id -> its title in the chosen language, for the lists of related rules.
    titles: dict[str, str] = field(default_factory=dict)
    #: Edition -> the rules a ruling under it cites instead of this one, for each edition that
    #: does not have this rule (GameData.absent_in); empty: nothing stands in for it there.
    not_in: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: The edition asked for (`judge rule --edition E`), None for none.
    edition: str | None = None

    @property
    def chain(self) -> str:
        """Where the rule sits: `RB 315.1.b, under RB 315.1 Awaken Phase, under RB 315 ...`."""
        return ", ".join([self.rule.id, *(f"under {p.id} {p.title}" for p in self.parents)])

    def to_json(self) -> dict[str, Any]:
        r = self.rule
        out: dict[str, Any] = {
            "schema": "judge.rule/1", "game": r.game, "id": r.id, "kind": r.kind,
            "title": r.title, "text": r.text, "source": r.source,
            "rulebook": {"id": r.game, "name": self.game_name, "version": self.version,
                         "default_edition": self.default_edition,
                         "editions": [str(e.get("id")) for e in self.editions]},
            "edition_notes": [self._note(e, t) for e, t in r.editions],
            "parents": [_brief(p) for p in self.parents],
            "chain": self.chain,
            "children": [_brief(c) for c in self.children],
            "refers_to": [_brief(x) for x in self.refers_to],
            "referred_by": [_brief(x) for x in self.referred_by],
            "terms": list(self.terms),
            "rulings": [{"file": f, "title": t} for f, t in self.rulings],
        }
        if r.kind == "policy":
            out["policy"] = {"key": r.key, "default": r.default,
                             "options": [{"name": n, "text": t} for n, t in r.options]}
        if self.texts:  # the English above stays as it is; the languages asked for come here
            out["texts"] = [s.to_json() for s in self.texts]
        if self.edition is not None:
            out["edition"] = self._note(self.edition, dict(r.editions).get(self.edition))
        return out

    def _note(self, edition: str, differs: str | None) -> dict[str, Any]:
        """What the rule is in `edition`: whether it has it, how it differs there, and what a
        ruling under it cites instead when it has not."""
        note: dict[str, Any] = {"edition": edition, "differs": differs,
                                "in_edition": edition not in self.not_in}
        if edition in self.not_in:
            note["cited_instead"] = list(self.not_in[edition])
        return note

    def localized(self, texts: list[Shown], titles: dict[str, str]) -> RuleContext:
        """The same context shown in other languages."""
        from dataclasses import replace

        return replace(self, texts=texts, titles=titles)


def _brief(rule: Rule) -> dict[str, str]:
    return {"id": rule.id, "title": rule.title}


def registered_books() -> dict[str, GameData]:
    """The rulebook data of every game in the registry that has its rules on disk (a game whose
    data is still being written is left out rather than failing every look-up)."""
    from judge.games import GAMES

    books: dict[str, GameData] = {}
    for gid in GAMES:
        data = GameData(gid)
        if (data.dir / "manifest.yaml").is_file() and (data.dir / "rules.yaml").is_file():
            books[gid] = data
    return books


class RuleIndex:
    def __init__(self, books: dict[str, GameData] | None = None) -> None:
        self.books = registered_books() if books is None else books

    @cached_property
    def prefixes(self) -> dict[str, str]:
        """Rule-id prefix (`VW`, `FOW`, `RB`) -> game id."""
        return {str(d.manifest.get("prefix", "")).upper(): gid for gid, d in self.books.items()
                if d.manifest.get("prefix")}

    @cached_property
    def folded(self) -> dict[str, tuple[str, str]]:
        """Case-folded id -> (game, id): `vw reg.4` finds `VW REG.4`, `fow 605.1A` `FOW 605.1a`."""
        out: dict[str, tuple[str, str]] = {}
        for gid, data in self.books.items():
            for rid in data.rules:
                out.setdefault(rid.casefold(), (gid, rid))
        return out

    @cached_property
    def by_parts(self) -> dict[str, list[tuple[str, str]]]:
        """`parts(id)` -> ids: the same id whatever separators a judge types between its parts
        (`RB 309.1a` = `RB 309.1.a`, `VW REG 4` = `VW-REG-4` = `VW REG.4`)."""
        out: dict[str, list[tuple[str, str]]] = {}
        for key, hit in self.folded.items():
            out.setdefault(parts(key), []).append(hit)
        return out

    def split(self, text: str) -> list[str]:
        """Several ids typed in one go (`FOW 605.1b RB 340.4`): a new id starts at each word
        that begins with a rule-id prefix."""
        groups: list[list[str]] = []
        for word in text.split():
            starts = any(re.match(rf"^{re.escape(p)}(?![A-Za-z])", word, re.IGNORECASE)
                         for p in self.prefixes)
            if starts or not groups:
                groups.append([word])
            else:
                groups[-1].append(word)
        return [" ".join(g) for g in groups]

    def normalize(self, text: str) -> str:
        """`rb340.4`, `RB-340.4`, ` rb  340.4. ` -> `RB 340.4` (the case of the rest is kept)."""
        t = " ".join(text.split()).strip(" ,;:()[]").rstrip(".")
        t = re.sub(r"(?<=\d),(?=\d)", ".", t)  # `RB 340,4`: a decimal comma
        for prefix in sorted(self.prefixes, key=len, reverse=True):
            m = re.match(rf"^{re.escape(prefix)}[\s_\-]*(\S.*)$", t, re.IGNORECASE)
            if m:
                return f"{prefix} {m.group(1)}"
        return t

    def find(self, text: str, game: str | None = None) -> Rule:
        """The rule an id names, in any spelling; raises UnknownRule with suggestions."""
        wanted = self.normalize(text)
        hit = self.folded.get(wanted.casefold())
        if hit is not None and (game is None or hit[0] == game):
            return self.books[hit[0]].rules[hit[1]]
        same = [h for h in self.by_parts.get(parts(wanted), []) if game is None or h[0] == game]
        if len(same) == 1:  # the same parts, other separators: that id and no other
            return self.books[same[0][0]].rules[same[0][1]]
        if " " not in wanted:  # a bare number: try it under every game's prefix
            found = [h for p, g in self.prefixes.items() if game is None or g == game
                     for h in self.by_parts.get(parts(f"{p} {wanted}"), []) if h[0] == g]
            if len(found) == 1:
                return self.books[found[0][0]].rules[found[0][1]]
            if len(found) > 1:
                raise UnknownRule(text, [rid for _, rid in found], ambiguous=True)
        raise UnknownRule(text, self.nearest(wanted, game))

    def nearest(self, wanted: str, game: str | None = None, limit: int = 5) -> list[str]:
        """Ids that look most like `wanted`: its nearest existing ancestor and that ancestor's
        children first (a judge who typed `RB 340.9` wants the 340 family), then by spelling."""
        key = wanted.casefold()
        pool = [(g, rid) for g, rid in self.folded.values() if game is None or g == game]
        prefix = key.split(" ", 1)[0].upper()
        if prefix in self.prefixes:
            pool = [(g, rid) for g, rid in pool if g == self.prefixes[prefix]] or pool
        family: list[str] = []
        for cand in parent_candidates(wanted):
            hit = self.folded.get(cand.casefold())
            if hit is not None:
                data = self.books[hit[0]]
                family = [hit[1], *data.children.get(hit[1], [])]
                break
        from judge.fuzzy import similarity

        out: list[str] = []
        for rid in sorted(family, key=lambda r: -similarity(r.casefold(), key)):
            if rid not in out:
                out.append(rid)
        if len(out) < limit:  # then the best-spelt of the pool, those already shown skipped
            for rid in best_spelt(key, [rid for _, rid in pool], limit):
                if rid not in out:
                    out.append(rid)
        return out[:limit]

    def context(self, rule: Rule, terms: list[str] | None = None) -> RuleContext:
        data = self.books[rule.game]
        rules = data.rules
        parents: list[Rule] = []
        current = data.parent(rule.id)
        while current is not None:
            parents.append(rules[current])
            current = data.parent(current)
        children = [rules[c] for c in data.children.get(rule.id, [])]
        refers = [rules[s] for s in self.mentions(rule) if s in rules]
        referred = [r for r in rules.values() if r.id != rule.id and rule.id in self.mentions(r)]
        not_in = {e: data.absent_in(e)[rule.id] for e in data.editions
                  if e != data.default_edition and rule.id in data.absent_in(e)}
        return RuleContext(rule, str(data.manifest.get("name", rule.game)), data.version,
                           data.default_edition, list(data.manifest.get("editions", []) or []),
                           parents, children, refers, referred, list(terms or []),
                           not_in=not_in)

    @staticmethod
    def mentions(rule: Rule) -> list[str]:
        """The ids a rule refers to: its see-also list, then ids named in its paraphrase and
        (for a policy) its options, in order, without itself."""
        found = list(rule.see)
        texts = [rule.text, *(t for _, t in rule.options), *(t for _, t in rule.editions)]
        for text in texts:
            found += MENTION.findall(text)
        return [rid for rid in dict.fromkeys(found) if rid != rule.id]


def best_spelt(key: str, ids: list[str], n: int) -> list[str]:
    """The `n` ids most like `key` (judge/fuzzy.py's similarity of the case-folded id), best
    first, ties in the order given: the first `n` of the whole list sorted by similarity, found
    without scoring every id. An id is skipped unscored when even its bound cannot beat the
    n-th best so far (a later id loses a tie): difflib's ratio is at most its share of common
    letters, 2 * common / (both lengths); the sound-alike score only where the sounds match."""
    from collections import Counter
    from heapq import heappush, heapreplace

    from judge.fuzzy import SOUNDS_ALIKE, similarity, sound

    have = Counter(key)
    heard = sound(key) if len(key) >= 3 else ""
    kept: list[tuple[float, int, str]] = []  # a heap: its root is the worst kept
    for i, rid in enumerate(dict.fromkeys(ids)):
        folded = rid.casefold()
        if len(kept) == n:
            floor = kept[0][0]
            common = (Counter(folded) & have).total()
            if (2.0 * common / (len(key) + len(folded)) <= floor
                    and (floor >= SOUNDS_ALIKE or len(heard) < 2 or len(folded) < 3
                         or sound(folded) != heard)):
                continue
        item = (similarity(folded, key), -i, rid)
        if len(kept) < n:
            heappush(kept, item)
        elif item > kept[0]:
            heapreplace(kept, item)
    return [rid for _, _, rid in sorted(kept, reverse=True)]

