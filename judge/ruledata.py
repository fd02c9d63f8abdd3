"""Loading a game's rulebook data (`rulebook/<game>/`), each file only when it is needed.

`manifest.yaml` and `policies.yaml` are small and needed to resolve; `rules.yaml` (the paraphrased
rules) is read only to print rule text, look rules up or check citations; `cards.yaml` only when a
scenario uses a card it does not define inline; `rules.<lang>.yaml` (the rules in the players'
languages, docs/languages.md) only to print or search rules in that language.
"""

from __future__ import annotations

import os
import re
from functools import cached_property

from judge.errors import InputError, Problem
from judge.lazyre import LazyRe
from judge.model.rules import Rule, Translation, parent_candidates

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any

if TYPE_CHECKING:
    from pathlib import Path


def _root() -> str:
    """The rulebook data: inside the installed package, or the repository's top-level folder.
    (Plain strings: pathlib is not imported on the resolve path, which must start fast.)"""
    here = os.path.dirname(os.path.abspath(__file__))  # the judge package
    packaged = os.path.join(here, "rulebook")
    return packaged if os.path.isdir(packaged) else os.path.join(os.path.dirname(here),
                                                                   "rulebook")


def rulebook_root() -> Path:
    from pathlib import Path

    return Path(_root())


def _parse_yaml(path: str) -> Any:
    from judge.scenario.yamlsafe import load_file

    return load_file(path).data


def _load_yaml(path: str) -> Any:
    from judge.cache import cached_data

    return cached_data(path, _parse_yaml)


def _bad(path: str, message: str) -> InputError:
    return InputError([Problem(path, 0, 0, "", message)])


#: An edition note saying the rule is not in that edition ("not in v1.3", "not stated in v1.3").
#: Compiled when first read, not at import (bench: cold start, counted in instructions).
_ABSENT = LazyRe(r"not (?:stated )?in ")


#: The rules read from a rulebook's files (GameData.rules), by the game and the bytes they were
#: read from: each file's path, CRC-32 and size. Read only: the rules are frozen, the maps shared.
_RULES_READ: dict[tuple[object, ...], dict[str, Rule]] = {}


def _bytes_check(path: str) -> tuple[str, int, int] | None:
    """A file's real path, CRC-32 and size (None: it cannot be read; a missing policies file is
    its own check)."""
    import zlib

    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except FileNotFoundError:
        return (os.path.realpath(path), -1, -1)
    except OSError:
        return None
    return os.path.realpath(path), zlib.crc32(data), len(data)


class GameData:
    def __init__(self, game: str, directory: str | None = None) -> None:
        self.game = game
        self._dir = directory or os.path.join(_root(), game)
        self.parsed_cards: dict[str, Any] = {}  # card name -> CardDef, filled by the loader
        self._translations: dict[str, dict[str, Translation]] = {}

    @property
    def dir(self) -> Path:
        """The game's rulebook folder."""
        from pathlib import Path

        return Path(self._dir)

    @dir.setter
    def dir(self, value: str | os.PathLike[str]) -> None:
        self._dir = os.fspath(value)

    def file(self, name: str) -> str:
        return os.path.join(self._dir, name)

    @cached_property
    def manifest(self) -> dict[str, Any]:
        data = _load_yaml(self.file("manifest.yaml"))
        if not isinstance(data, dict):
            raise _bad(self.file("manifest.yaml"), "manifest must be a mapping")
        return data

    @property
    def version(self) -> str:
        return str(self.manifest.get("version", "0"))

    @property
    def editions(self) -> list[str]:
        return [str(e["id"]) for e in self.manifest.get("editions", [])]

    @property
    def default_edition(self) -> str:
        return str(self.manifest.get("default_edition") or (self.editions or [""])[0])

    @cached_property
    def keyword_chapter(self) -> tuple[str, int] | None:
        """The chapter of the rules that defines the keywords one by one, as (prefix, the
        chapter's first number): the manifest's `keyword_chapter` (`FOW 1100`: FOW 1100-1199;
        `RB 800`: RB 800-899), the heading in rules.yaml whose terms say "keyword" (a test checks
        the two agree: tests/test_rulebook_data.py). None where the rules have no such chapter
        (Vandaria Wars' guide: IN, OV, REG). Read from the manifest, not rules.yaml, which
        resolving never loads."""
        chapter = self.manifest.get("keyword_chapter")
        if chapter is None:
            return None
        m = re.fullmatch(r"(\S+) (\d*00)", str(chapter))
        if m is None:
            raise _bad(self.file("manifest.yaml"), f"keyword_chapter: {chapter!r} is not a "
                       "chapter's heading id (a prefix and a number ending in 00: FOW 1100)")
        return m.group(1), int(m.group(2))

    def is_keyword_rule(self, rule_id: str) -> bool:
        """A rule of the keyword chapter (FOW 1103.2a of FOW 1100; RB 808.1.d.1 of RB 800)."""
        chapter = self.keyword_chapter
        if chapter is None:
            return False
        prefix, first = chapter
        head, _, rest = rule_id.partition(" ")
        digits = re.match(r"\d+", rest)
        return head == prefix and digits is not None and \
            int(digits.group()) // 100 * 100 == first

    @cached_property
    def keyword_headings(self) -> dict[str, str]:
        """Each keyword's own heading of the keyword chapter -> the keyword as a file writes it
        (the manifest's `keyword_headings`: `RB 814: shield`), derived from rules.yaml's titles
        (a test checks they agree) and named in the manifest because resolving never reads
        rules.yaml."""
        named = self.manifest.get("keyword_headings") or {}
        if not isinstance(named, dict) or not all(
                isinstance(k, str) and isinstance(v, str) and self.is_keyword_rule(k)
                for k, v in named.items()):
            raise _bad(self.file("manifest.yaml"), "keyword_headings: a map of the keyword "
                       "chapter's headings to keywords (RB 814: shield)")
        return named

    def keyword_of(self, rule_id: str) -> str | None:
        """The keyword a rule of the keyword chapter is about (RB 814.1.d: shield; FOW 1103.2a:
        pierce), or None: a rule of keywords in general (RB 801-804, FOW 1101-1102) or any
        other rule."""
        head, _, rest = rule_id.partition(" ")
        digits = re.match(r"\d+", rest)
        return self.keyword_headings.get(f"{head} {digits.group()}") if digits else None

    @cached_property
    def policies(self) -> dict[str, Rule]:
        """Policy key -> the policy (a citable rule with options and a default)."""
        path = self.file("policies.yaml")
        if not os.path.exists(path):
            return {}
        out: dict[str, Rule] = {}
        for entry in (_load_yaml(path) or {}).get("policies", []):
            rule = self._rule(entry, "policy")
            assert rule.key is not None, rule.id
            out[rule.key] = rule
        return out

    @cached_property
    def rules(self) -> dict[str, Rule]:
        """Rule id -> rule, for every rule and policy of the game, in file order. The rules of
        the same bytes are read once a process (_RULES_READ): `judge rule` and `judge search`
        read every game's rulebook afresh at each call (a new GameData each), which a process
        that calls them again and again (the tests, a server) paid in full each time."""
        files = (_bytes_check(self.file("rules.yaml")), _bytes_check(self.file("policies.yaml")))
        if None in files:
            return self._read_rules()
        key = (self.game, *files)  # each rule names its game
        known = _RULES_READ.get(key)
        if known is None:
            known = _RULES_READ[key] = self._read_rules()
        return known

    def _read_rules(self) -> dict[str, Rule]:
        out: dict[str, Rule] = {}
        path = self.file("rules.yaml")
        for entry in (_load_yaml(path) or {}).get("rules", []):
            rule = self._rule(entry, "rule")
            if rule.id in out:
                raise _bad(path, f"duplicate rule id {rule.id!r}")
            out[rule.id] = rule
        for rule in self.policies.values():
            if rule.id in out:
                raise _bad(path, f"policy id {rule.id!r} is also a rule id")
            out[rule.id] = rule
        return out

    @cached_property
    def cards(self) -> dict[str, Any]:
        """The sample card library: card name -> raw definition (parsed by the scenario loader)."""
        path = self.file("cards.yaml")
        if not os.path.exists(path):
            return {}
        data = _load_yaml(path) or {}
        cards = data.get("cards", {})
        return cards if isinstance(cards, dict) else {}

    @cached_property
    def glossary(self) -> list[dict[str, Any]]:
        path = self.file("glossary.yaml")
        if not os.path.exists(path):
            return []
        return list((_load_yaml(path) or {}).get("terms", []))

    @cached_property
    def languages(self) -> tuple[str, ...]:
        """The languages the rules are written in: English (rules.yaml), then the language of
        every `rules.<lang>.yaml` beside it, in code order."""
        try:
            names = os.listdir(self._dir)
        except OSError:
            names = []
        found = sorted({n[6:-5] for n in names if n.startswith("rules.") and n.endswith(".yaml")
                        and n.count(".") == 2 and 2 <= len(n[6:-5]) <= 3
                        and n[6:-5].isascii() and n[6:-5].isalpha() and n[6:-5].islower()})
        return ("en", *(lang for lang in found if lang != "en"))

    def translation_file(self, lang: str) -> str:
        return self.file(f"rules.{lang}.yaml")

    def translation(self, lang: str) -> dict[str, Translation]:
        """Rule id -> the rule in `lang` (rules and policies alike), empty for English or a
        language with no file. Read on first use and cached, like every data file."""
        if lang in self._translations:
            return self._translations[lang]
        path = self.translation_file(lang)
        out: dict[str, Translation] = {}
        if lang != "en" and os.path.exists(path):
            raw = _load_yaml(path) or {}
            if not isinstance(raw, dict) or not isinstance(raw.get("rules", {}), dict):
                raise _bad(path, "a translation file is a mapping with `rules: {id: {title, "
                                 "text}}`")
            if str(raw.get("language", lang)) != lang:
                raise _bad(path, f"says `language: {raw.get('language')}` but is named for "
                                 f"{lang!r}")
            for rid, entry in (raw.get("rules") or {}).items():
                if not isinstance(entry, dict):
                    raise _bad(path, f"{rid}: an entry is a mapping with title and text")
                options = entry.get("options") or {}
                out[str(rid)] = Translation(
                    id=str(rid), lang=lang,
                    title=" ".join(str(entry.get("title", "") or "").split()),
                    text=" ".join(str(entry.get("text", "") or "").split()),
                    options=tuple((str(k), " ".join(str(v).split()))
                                  for k, v in options.items()),
                    en=str(entry.get("en", "") or ""))
        self._translations[lang] = out
        return out

    def rule(self, rule_id: str) -> Rule | None:
        return self.rules.get(rule_id)

    def absent_in(self, edition: str) -> dict[str, tuple[str, ...]]:
        """The rules `edition` does not have (their note for it says `not in <edition>`), each
        with the rules cited instead under that edition (`cite_instead`); an empty tuple where
        the edition has nothing that decides it (a mechanic of the newer rules only). Empty for
        the default edition, whose numbers the ids are."""
        cache = self.__dict__.setdefault("_absent_in", {})
        if edition not in cache:
            cache[edition] = {
                r.id: dict(r.cite_instead).get(edition, ())
                for r in self.rules.values()
                if _ABSENT.match(dict(r.editions).get(edition, ""))}
        found: dict[str, tuple[str, ...]] = cache[edition]
        return found

    def parent(self, rule_id: str) -> str | None:
        for cand in parent_candidates(rule_id):
            if cand in self.rules:
                return cand
        return None

    @cached_property
    def children(self) -> dict[str, list[str]]:
        out: dict[str, list[str]] = {}
        for rid in self.rules:
            p = self.parent(rid)
            if p:
                out.setdefault(p, []).append(rid)
        return out

    def _rule(self, entry: dict[str, Any], kind: str) -> Rule:
        options = entry.get("options") or {}
        editions = entry.get("editions") or {}
        return Rule(
            id=str(entry["id"]),
            title=str(entry.get("title", "")),
            text=" ".join(str(entry.get("text", "")).split()),
            game=self.game,
            kind=str(entry.get("kind", kind)),
            see=tuple(str(s) for s in entry.get("see", []) or []),
            terms=tuple(str(t) for t in entry.get("terms", []) or []),
            source=entry.get("source"),
            editions=tuple((str(k), " ".join(str(v).split())) for k, v in editions.items()),
            cite_instead=tuple((str(k), tuple(str(i) for i in v or ()))
                               for k, v in (entry.get("cite_instead") or {}).items()),
            key=entry.get("key"),
            options=tuple((str(k), " ".join(str(v).split())) for k, v in options.items()),
            default=None if entry.get("default") is None else str(entry["default"]),
        )
