"""Glossaries: the words players use, mapped to rule ids.

Two sources: each game's `rulebook/<game>/glossary.yaml` (`terms: [{term, lang, rules, note}]`,
e.g. the Indonesian `prioritas` -> `VW REG.3.a`) and the cross-game `rulebook/glossary-common.yaml`
(`groups: [{concept, words, rules: {game: [ids]}}]`: stack = register = chase = chain). A query
word in a group is searched as every word of its group, in every game.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from judge.ruledata import GameData, rulebook_root

COMMON_FILE = "glossary-common.yaml"


def fold(text: str) -> str:
    """The form terms are compared in: NFKC (as the index, see index.nfc), case-folded, spaces
    collapsed."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


@dataclass(frozen=True)
class Term:
    game: str
    term: str
    lang: str
    rules: tuple[str, ...]
    note: str = ""


@dataclass(frozen=True)
class Group:
    concept: str
    words: tuple[str, ...]
    rules: tuple[tuple[str, tuple[str, ...]], ...]  # (game, rule ids)

    def rules_for(self, game: str) -> tuple[str, ...]:
        for gid, ids in self.rules:
            if gid == game:
                return ids
        return ()


def game_terms(data: GameData) -> list[Term]:
    """A game's glossary entries whose rule ids exist (unknown ids are a data error that the
    tests report; a look-up just leaves them out)."""
    out: list[Term] = []
    for entry in data.glossary:
        if not isinstance(entry, dict) or not entry.get("term"):
            continue
        rules = tuple(str(r) for r in entry.get("rules", []) or [] if str(r) in data.rules)
        out.append(Term(data.game, str(entry["term"]), str(entry.get("lang", "")), rules,
                        " ".join(str(entry.get("note", "") or "").split())))
    return out


def common_path(root: Path | None = None) -> Path:
    return (root or rulebook_root()) / COMMON_FILE


def load_groups(path: Path | None = None) -> list[Group]:
    from judge.scenario.yamlsafe import load_file

    p = path or common_path()
    if not p.is_file():
        return []
    raw: Any = load_file(p).data or {}
    groups: list[Group] = []
    for entry in raw.get("groups", []) or []:
        rules = tuple((str(g), tuple(str(r) for r in ids or []))
                      for g, ids in (entry.get("rules") or {}).items())
        groups.append(Group(str(entry["concept"]), tuple(str(w) for w in entry["words"]), rules))
    return groups


class Synonyms:
    """Query word (or phrase) -> every word of its cross-game groups."""

    def __init__(self, groups: list[Group]) -> None:
        self.groups = groups
        self.by_word: dict[str, list[Group]] = {}
        for g in groups:
            for w in g.words:
                self.by_word.setdefault(fold(w), []).append(g)

    def expand(self, word: str) -> list[str]:
        key = fold(word)
        out = [word]
        for g in self.by_word.get(key, []):
            out += [w for w in g.words if fold(w) not in {fold(o) for o in out}]
        return out

    def phrases(self) -> set[str]:
        """Multi-word entries, so a query `pemain aktif` is read as one term, not two."""
        return {w for w in self.by_word if " " in w}


TOKEN = re.compile(r"[\w'’-]+", re.UNICODE)
