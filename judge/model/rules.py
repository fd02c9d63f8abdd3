"""Rules as data: an id (the official number, or our stable section id), a title, and a
paraphrase in our own words. House policies are rules too: they have ids and can be cited."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from judge.record import dataclass, field


@dataclass(frozen=True)
class Rule:
    id: str
    title: str
    text: str
    game: str
    kind: str = "rule"  # rule | policy
    see: tuple[str, ...] = ()
    terms: tuple[str, ...] = ()
    source: str | None = None  # where the rule comes from (section of a guide, tag)
    editions: tuple[tuple[str, str], ...] = ()  # (edition, what differs there)
    #: (edition, the rules cited there instead) for a rule that edition does not have: the
    #: ids (of this rulebook) whose counterparts in that edition decide the same thing.
    cite_instead: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # For policies: the switch a scenario uses, its options and the default.
    key: str | None = None
    options: tuple[tuple[str, str], ...] = ()
    default: str | None = None
    extra: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Translation:
    """A rule's title and text (and a policy's options) in another language: our own paraphrase
    under the rule's id, from `rulebook/<game>/rules.<lang>.yaml`. `en` is the stamp of the
    English it was written from (english_stamp): a different stamp means the English has changed
    since and the translation is stale."""

    id: str
    lang: str
    title: str
    text: str
    options: tuple[tuple[str, str], ...] = ()
    en: str = ""


def english_stamp(rule: Rule) -> str:
    """A short check (CRC-32, hex) of a rule's English title, text and options, which a
    translation records to tell when the English it was written from has changed."""
    import zlib

    parts = [rule.title, rule.text, *(f"{k}: {v}" for k, v in rule.options)]
    return f"{zlib.crc32(chr(10).join(parts).encode('utf-8')):08x}"


_TAIL = (  # compiled on first use (judge/model is on the start-up path; these are not)
    r"-\d+$",  # FOW 903.2k-1 -> FOW 903.2k
    r"(?<=\d)[a-z]+$",  # FOW 605.1a -> FOW 605.1
    r"\.[^.\s]+$",  # RB 340.4.a -> RB 340.4 ; VW REG.4 -> VW REG
)


_TAILS: list[re.Pattern[str]] = []
#: Answers of parent_candidates by id: a resolution asks of the same few ids at every step (each
#: step's citations are put most specific first), and a ruling of 10,000 steps asked 180,000 times.
_PARENTS: dict[str, tuple[str, ...]] = {}


def parent_candidates(rule_id: str) -> tuple[str, ...]:
    """Ids that could be the parent of `rule_id`, nearest first, by stripping its last segment."""
    found = _PARENTS.get(rule_id)
    if found is None:
        found = _PARENTS[rule_id] = tuple(_strip_segments(rule_id))
    return found


def _strip_segments(rule_id: str) -> list[str]:
    if not _TAILS:
        _TAILS.extend(re.compile(tail) for tail in _TAIL)
    out: list[str] = []
    current = rule_id
    while True:
        for pattern in _TAILS:
            stripped = pattern.sub("", current)
            if stripped != current:
                current = stripped
                out.append(current)
                break
        else:
            return out


def normalize_id(text: str, prefixes: list[str]) -> str:
    """Accept `rb 340.4`, `RB340.4`, `rb-340.4` for `RB 340.4`."""
    t = text.strip()
    for prefix in prefixes:
        m = re.match(rf"^{re.escape(prefix)}[\s_-]*(.+)$", t, re.IGNORECASE)
        if m:
            return f"{prefix} {m.group(1)}"
    return t


#: Each rulebook's places of its rules (id -> its index), by the rulebook's dict, which is kept
#: beside them so that its id is never another's: a ruling's cited rules are put in rulebook
#: order by every view of it, and enumerating a rulebook of thousands of rules for each one cost
#: more than the rest of ordering them (a ruling's explanation, its text view: ~1 ms each).
_PLACES: dict[int, tuple[Mapping[str, object], dict[str, int]]] = {}
_PLACES_MAX = 64  # rulebooks in their languages; a caller making rulebooks anew starts it again


def in_rulebook_order(ids: Iterable[str], rules: Mapping[str, object]) -> list[str]:
    """`ids` in the order of the rulebook `rules`; an id it lacks comes after, by id."""
    known = _PLACES.get(id(rules))
    if known is None or known[0] is not rules or len(known[1]) != len(rules):
        if len(_PLACES) >= _PLACES_MAX:
            _PLACES.clear()
        known = _PLACES[id(rules)] = (rules, {rid: i for i, rid in enumerate(rules)})
    places, last = known[1], len(rules)
    return sorted(ids, key=lambda rid: (places.get(rid, last), rid))
