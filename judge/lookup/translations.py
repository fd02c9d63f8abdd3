"""Rules in the players' languages: a rule as shown in a language, English where it has no
translation (marked as such), and how much of each rulebook is translated.

Translations live beside the English rules, one file per language: `rulebook/<game>/rules.<lang>
.yaml`, `rules: {<id>: {en, title, text, options}}` (docs/languages.md). Each entry records the
stamp of the English it was written from (`en`, judge.model.rules.english_stamp); when the English
changes the translation is stale, and `judge rule` says so and shows the English with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.model.rules import Rule, Translation, english_stamp
from judge.record import replace
from judge.ruledata import GameData


@dataclass(frozen=True)
class Shown:
    """A rule as shown in one language: `rule` carries the title, text and options in `lang`
    (English when the wanted language has none for it: `fallback`)."""

    rule: Rule
    lang: str  # the language of the text shown
    wanted: str  # the language asked for
    fallback: bool = False  # no translation: the English is shown
    stale: bool = False  # translated from an earlier English text

    def to_json(self) -> dict[str, Any]:
        r = self.rule
        out: dict[str, Any] = {"lang": self.lang, "wanted": self.wanted, "title": r.title,
                               "text": r.text, "fallback": self.fallback, "stale": self.stale}
        if r.kind == "policy":
            out["options"] = {n: t for n, t in r.options}
        return out


def translated(rule: Rule, tr: Translation) -> Rule:
    """The rule with its title, text and options in the translation's language (an option the
    translation leaves out keeps its English)."""
    mine = dict(tr.options)
    options = tuple((n, mine.get(n) or t) for n, t in rule.options)
    return replace(rule, title=tr.title or rule.title, text=tr.text or rule.text,
                   options=options)


def localize(data: GameData, rule: Rule, lang: str) -> Shown:
    """`rule` in `lang`, or in English (marked `fallback`) when it has no translation there."""
    if lang == "en":
        return Shown(rule, "en", "en")
    tr = data.translation(lang).get(rule.id)
    if tr is None or not tr.text:
        return Shown(rule, "en", lang, fallback=True)
    return Shown(translated(rule, tr), lang, lang, stale=tr.en != english_stamp(rule))


def title(data: GameData, rule: Rule, lang: str) -> str:
    """The rule's title in `lang`, else its English title."""
    tr = data.translation(lang).get(rule.id) if lang != "en" else None
    return tr.title if tr is not None and tr.title else rule.title


@dataclass(frozen=True)
class Coverage:
    lang: str
    translated: int  # rules and policies with a text in this language
    total: int  # rules and policies in the rulebook
    stale: int  # of those translated, how many from an earlier English text

    @property
    def percent(self) -> float:
        return 100.0 * self.translated / self.total if self.total else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"lang": self.lang, "translated": self.translated, "total": self.total,
                "stale": self.stale, "percent": round(self.percent, 1)}


def coverage(data: GameData) -> list[Coverage]:
    """For each language of the rulebook, English first: how many of its rules and policies are
    written in it (translations of ids the rulebook does not have are not counted)."""
    rules = data.rules
    out = [Coverage("en", len(rules), len(rules), 0)]
    for lang in data.languages[1:]:
        texts = {rid: tr for rid, tr in data.translation(lang).items()
                 if rid in rules and tr.text}
        stale = sum(tr.en != english_stamp(rules[rid]) for rid, tr in texts.items())
        out.append(Coverage(lang, len(texts), len(rules), stale))
    return out


# ----- maintenance: `python -m judge.lookup.translations GAME LANG [--fill] [--restamp ID ...]` --
def stamps(data: GameData, lang: str) -> dict[str, tuple[str, str]]:
    """Rule id -> (recorded stamp, current English stamp) for every entry of the file."""
    rules = data.rules
    return {rid: (tr.en, english_stamp(rules[rid]) if rid in rules else "")
            for rid, tr in data.translation(lang).items()}


def write_stamps(path: str, wanted: dict[str, str]) -> int:
    """Set the `en:` stamp of the entries named in `wanted` (id -> stamp), in place, keeping
    every other line as it is; returns how many were written."""
    import re

    with open(path, encoding="utf-8") as fh:
        lines = fh.read().split("\n")
    out: list[str] = []
    done = 0
    i = 0
    while i < len(lines):
        line = lines[i]
        out.append(line)
        i += 1
        m = re.match(r"^  ([^\s#][^:]*):\s*$", line)
        if m and m.group(1).strip("'\"") in wanted:
            stamp = wanted[m.group(1).strip("'\"")]
            if i < len(lines) and re.match(r"^    en:", lines[i]):
                i += 1  # the old stamp
            out.append(f"    en: {stamp}")
            done += 1
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(out))
    return done


def main(argv: list[str] | None = None) -> int:
    """List the entries of a translation whose stamp is missing or stale; `--fill` stamps the
    ones with no stamp (new entries), `--restamp ID ...` the ones named (after reviewing them
    against the new English)."""
    import argparse
    import sys

    from judge.games import game_id

    ap = argparse.ArgumentParser(prog="python -m judge.lookup.translations")
    ap.add_argument("game")
    ap.add_argument("lang")
    ap.add_argument("--fill", action="store_true", help="stamp entries that have no stamp")
    ap.add_argument("--restamp", nargs="*", default=[], metavar="ID",
                    help="stamp these entries with the current English")
    args = ap.parse_args(argv)
    from judge.errors import InputError

    gid = game_id(args.game) or args.game
    data = GameData(gid)
    try:
        found = stamps(data, args.lang)
    except InputError as err:  # a translation being written: its problems, located, not a trace
        for problem in err.problems:
            print(problem, file=sys.stderr)
        return 2
    unknown = [rid for rid, (_, now) in found.items() if not now]
    missing = {rid: now for rid, (was, now) in found.items() if now and not was}
    stale = {rid: now for rid, (was, now) in found.items() if now and was and was != now}
    for rid in unknown:
        print(f"{rid}: no such rule in {gid}", file=sys.stderr)
    wanted: dict[str, str] = {}
    if args.fill:
        wanted.update(missing)
    for rid in args.restamp:
        if rid in found and found[rid][1]:
            wanted[rid] = found[rid][1]
    if wanted:
        n = write_stamps(data.translation_file(args.lang), wanted)
        print(f"stamped {n} entries", file=sys.stderr)
    for rid in missing:
        if rid not in wanted:
            print(f"{rid}: no stamp (--fill)")
    for rid in stale:
        if rid not in wanted:
            print(f"{rid}: stale: the English changed; review it, then --restamp {rid!r}")
    left = len(set(missing) - set(wanted)) + len(set(stale) - set(wanted))
    return 1 if unknown or left else 0


if __name__ == "__main__":
    raise SystemExit(main())
