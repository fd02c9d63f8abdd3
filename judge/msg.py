"""Sentences as message ids with named arguments, so that a renderer can say them in the user's
language (docs/languages.md, "Messages").

The engine records what it generated as a `Msg`: an English template with named placeholders
(`"{item} {resolves} at step {step}"`, the message id of the catalogues in judge/i18n/) and the
values to put in it. `str(msg)` is the English, as before; `say(msg, translator)` looks the
template up in a gettext catalogue and fills it with the arguments said the same way, so a
translation may put them in any order. Nothing here parses prose, and nothing imports gettext:
the catalogues load only when a command prints prose in another language (judge/i18n), never on
`judge resolve --json`'s path (tests/architecture/test_startup.py).

Arguments are:
- plain `str`: data from a file or a rulebook (a card name, an id, a player) never translated;
- `int`: a number; with `plural=`, the argument `n` chooses the plural form (ngettext);
- `Msg`: a nested message, said in the same language (`word(...)` for a game's term);
- `Items`: a list, joined the way the language joins them (`a, b and c`);
- `English`: English prose judge has no message for yet: in another language it is shown as it
  is, marked `[en: ...]`, so a reader knows that part is not translated.
"""

from __future__ import annotations

import re

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence
    from typing import Protocol

    class Translator(Protocol):
        """What `say` needs of a gettext translations object."""

        def gettext(self, message: str, /) -> str: ...
        def ngettext(self, singular: str, plural: str, n: int, /) -> str: ...
        def pgettext(self, context: str, message: str, /) -> str: ...

#: The context of a game's terms (the stack's name, a zone, a resource) in the catalogues.
WORD = "word"
#: The attribute of a translator whose language writes a phrase's words without spaces (Thai).
TIGHT = "judge_tight"
#: How an untranslated English part is marked in another language (a catalogue message too).
FALLBACK = "[en: {text}]"  # said by `say` below, where the catalogue tools find it


class Msg:
    """One sentence or phrase: its English template (the message id), its plural template and
    its context (msgctxt) if any, and its named arguments."""

    __slots__ = ("args", "context", "en", "id", "plural")

    def __init__(self, id: str, /, *, plural: str | None = None, context: str | None = None,
                 **args: object) -> None:
        self.id = id
        self.plural = plural
        self.context = context
        self.args = args
        #: Its English, once `phrase` said it: a phrase is nested in the phrases and the step
        #: that carry it, and each would say it again (a 10,000-item register: 3 times each).
        self.en: str | None = None

    def __str__(self) -> str:
        return say(self)

    def __format__(self, spec: str) -> str:
        return format(say(self), spec)

    def __repr__(self) -> str:
        return f"Msg({self.id!r}, {self.args!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and (self.id, self.plural, self.context, self.args) == (
            other.id, other.plural, other.context, other.args)

    def __hash__(self) -> int:
        return hash((self.id, self.context))


#: The possessive pronoun said in place of an object's name in a "{object}'s ..." message
#: ("{object}'s Kindred does not apply" -> "its Kindred does not apply"): in English the
#: template's "'s" goes with it (_possessed); a catalogue says the pronoun in its own words.
ITS = Msg("its", context="possessive")


def _possessed(template: str, args: Mapping[str, object]) -> str:
    """`template` with the "'s" after each placeholder given the possessive pronoun (ITS)
    dropped: "{object}'s" said of ITS is "its", not "its's"."""
    for k, v in args.items():
        if v == ITS:
            template = template.replace("{" + k + "}'s ", "{" + k + "} ")
    return template


def word(text: str) -> Msg:
    """A game's term (`register`, `chain`, `hand`): translated where the catalogue has it (the
    term the players of that language use), else as it is. One message per term, shared: a
    message without arguments is the same wherever it is said (a 10,000-item register said
    `resolves` and `resolved` 20,000 times)."""
    said = _WORDS.get(text)
    if said is None:
        said = Msg(text, context=WORD)
        said.en = say(said)  # its English, said once: it has no arguments to change
        if len(_WORDS) < _WORDS_MAX:  # bounded: a long-running process meets many terms
            _WORDS[text] = said
    return said


_WORDS: dict[str, Msg] = {}
_WORDS_MAX = 4096


class Items:
    """A list said as one phrase: `a`, `a and b`, `a, b and c` (in the language's words);
    `commas`: `a, b, c` (a list of names, not a sentence's `and`)."""

    __slots__ = ("commas", "items")

    def __init__(self, items: Iterable[object], commas: bool = False) -> None:
        self.items = tuple(items)
        self.commas = commas

    def __str__(self) -> str:
        return say(self)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Items) and self.items == other.items

    def __hash__(self) -> int:
        return hash(self.items)


class English:
    """Prose judge generates in English only (a step summary no message covers yet)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, English) and self.text == other.text

    def __hash__(self) -> int:
        return hash(self.text)


class Said(str):
    """English text that remembers the message it was said from: a phrase an effect returns,
    which older code joins and inspects as text (`startswith`), keeps its message for the
    renderers (`said_of`)."""

    msg: Msg


def phrase(msg: Msg) -> Said:
    """`msg` said in English, carrying `msg` (which keeps that English: its arguments are
    complete once it is said)."""
    text = say(msg)
    out = Said(text)
    out.msg = msg
    msg.en = text
    return out


def named(name: str, oid: str) -> str:
    """`Name (id)`: an object or item as prose names it; a name judge gave it (a phrase, e.g.
    `Judgment process of Lyra`) stays a phrase, said in the reader's language."""
    if isinstance(name, Said):
        return phrase(Msg("{name} ({id})", name=name, id=oid))
    return f"{name} ({oid})"


def said_of(text: str | Msg) -> Msg | English:
    """The message a text was said from (a message is its own), else the text as English."""
    if isinstance(text, Msg):
        return text
    return text.msg if isinstance(text, Said) else English(text)


def joined(texts: Sequence[str], separator: str = "; ") -> Msg | English:
    """Phrases one after another (`a; b`), each said from its message where it has one."""
    if not texts:
        return English("")
    out: Msg | English = said_of(texts[0])
    for text in texts[1:]:
        out = Msg("{first}; {next}" if separator == "; " else "{first}, {next}", first=out,
                  next=said_of(text))
    return out


def phrases(texts: Sequence[str]) -> str | None:
    """Phrases joined by `; ` as one text (None: nothing said), keeping their messages."""
    if len(texts) <= 1:
        return texts[0] if texts else None
    msg = joined(texts)
    return phrase(msg) if isinstance(msg, Msg) else "; ".join(texts)


def say(value: object, tr: Translator | None = None) -> str:
    """`value` in the language of `tr` (None: English, the message ids themselves)."""
    if isinstance(value, Msg):
        if tr is None:
            if value.en is not None:
                return value.en
            for v in value.args.values():  # names and numbers only: said once (_ENGLISH)
                if type(v) is not str and type(v) is not int:
                    break
            else:
                key = (value.id, value.plural, *value.args.items())
                text = _ENGLISH.get(key)
                if text is None:
                    text = _say_plain(value)
                    if len(_ENGLISH) < _ENGLISH_MAX:
                        _ENGLISH[key] = text
                return text
        # Most arguments are plain names, and numbers: said as they are, without a call (a
        # number is its digits in every language, as the last line below says it); in English,
        # a message said already (a phrase, a game's word) is its English, also without a call
        # (a 10,000-item register's steps: 20,000 calls).
        args = {k: v if type(v) is str else int.__repr__(v) if type(v) is int else
                v.en if tr is None and type(v) is Msg and v.en is not None else say(v, tr)
                for k, v in value.args.items()}
        n = value.args.get("n")
        count = n if isinstance(n, int) else 1
        if tr is None:
            template = value.plural if value.plural is not None and count != 1 else value.id
            if "}'s " in template:
                template = _possessed(template, value.args)
        elif value.plural is not None:
            template = tr.ngettext(value.id, value.plural, count)
        elif value.context is not None:
            template = tr.pgettext(value.context, value.id)
        else:
            template = tr.gettext(value.id)
        # a template without arguments may still hold braces, escaped (`{{`)
        if args and tr is not None and getattr(tr, TIGHT, False):
            return _tight(template, args)
        return template.format(**args) if args or "{{" in template else template
    if isinstance(value, Items):
        parts = [say(v, tr) for v in value.items]
        if len(parts) <= 1:
            return "".join(parts)
        if value.commas:
            return (", " if tr is None else tr.pgettext("list", ", ")).join(parts)
        if tr is None:
            return ", ".join(parts[:-1]) + " and " + parts[-1]
        sep = tr.pgettext("list", ", ")
        pair = {"items": sep.join(parts[:-1]), "last": parts[-1]}
        if getattr(tr, TIGHT, False):
            return _tight(tr.gettext("{items} and {last}"), pair)
        return tr.gettext("{items} and {last}").format(**pair)
    if isinstance(value, Said) and tr is not None:  # a phrase keeps its message
        return say(value.msg, tr)
    if isinstance(value, English):
        if tr is None or not value.text.strip():
            return value.text
        return tr.gettext("[en: {text}]").format(text=value.text.strip())
    return str(value)


def _thai(c: str) -> bool:
    return "\u0e00" <= c <= "\u0e7f"


#: Placeholders whose value is a phrase in the catalogue's own words or in English: a zone
#: ("มือของ alice", "trash ของ alice"; `other`: the zone it goes to instead), a state word
#: ("ตะแคง") and an instruction's or card type's word (`kind`: "คำสั่งดาเมจ", "คำสั่ง recycle");
#: they join the Thai words beside them by the letters that touch, even with spaces of their own.
_PHRASES = ("zone", "other", "state", "kind")


def _tight(template: str, args: Mapping[str, str]) -> str:
    """`template` filled in a language that writes a phrase's words without spaces (Thai): a
    Thai template spaces its placeholders off for values in Latin letters ("ใน base ของ alice"),
    and the space goes where the value and the template's letters beside it are both Thai: an
    argument that is one Thai word ("ใน {zone} ของ {owner}" -> "ในมือของ alice", "อยู่ในสถานะ
    ตะแคง" -> "อยู่ในสถานะตะแคง"), or a zone or state phrase by its first and last letters ("ไปไว้ที่
    มือของ alice" -> "ไปไว้ที่มือของ alice"); a name, a number or a clause keeps its spaces."""
    if "{{" in template or not any(v and (_thai(v[0]) or _thai(v[-1])) for v in args.values()):
        return template.format(**args)  # no Thai letter to join: as it is (most of a ruling)
    out: list[str] = []
    at = 0
    for m in _PLACE.finditer(template):
        key = m.group(2)
        value = args.get(key)
        if value is None:
            return template.format(**args)
        word = bool(value) and all(map(_thai, value))
        phrase = bool(value) and key in _PHRASES
        start, end = m.start(), m.end()
        before = bool(m.group(1)) and start > 0 and _thai(template[start - 1]) and (
            word or (phrase and _thai(value[0])))
        after = bool(m.group(3)) and end < len(template) and _thai(template[end]) and (
            word or (phrase and _thai(value[-1])))
        out.append(template[at:start] + ("" if before else m.group(1)) + value +
                   ("" if after else m.group(3)))
        at = end
    out.append(template[at:])
    return "".join(out)


_PLACE = re.compile(r"( ?)\{(\w+)\}( ?)")


def _say_plain(value: Msg) -> str:
    """The English of a message whose arguments are all names and numbers (exactly a str or
    an int)."""
    args = {k: v if type(v) is str else int.__repr__(v) for k, v in value.args.items()}
    n = value.args.get("n")
    template = value.plural if value.plural is not None and isinstance(n, int) and n != 1 \
        else value.id
    return template.format(**args) if args or "{{" in template else template


#: The English of messages made of names and numbers, by what it depends on (its templates and
#: its arguments):
#: the same few sentences are said again and again with the same arguments (a 10,000-item
#: register: "1 damage to Wall (wall)" as each item's phrase, then as each event's label in the
#: graph). Bounded, so that a long-running process cannot grow it forever.
_ENGLISH: dict[tuple[object, ...], str] = {}
_ENGLISH_MAX = 4096


def cap(text: str) -> str:
    """Capitalised, unless it opens with an id a player would not capitalise (`bf-a`, `#3`). A
    reduplicated word is a word, not an id (Indonesian "alih-alih", "masing-masing")."""
    first = text.split(" ", 1)[0]
    if any(c.isdigit() or c in "_.#[" for c in first) or (
            "-" in first and len(set(first.rstrip(",:;").split("-"))) > 1):
        return text
    return text[:1].upper() + text[1:]


def amounts(pairs: Iterable[tuple[str, int]], names: Mapping[str, str]) -> Said:
    """Resources as a list (`1 fire, 2 free will`), each said with the game's word for it
    (`names`: the game's Words.resources, e.g. FOW 1003.2: a cost's number is free will; a
    count of one by `<resource>:one` where it has one: `1 point`, not `1 points`)."""
    return phrase(Msg("{amounts}", amounts=Items(
        [Msg("{n} {resource}", n=n, resource=word(names.get(f"{r}:one", names.get(r, r)) if
                                                   n == 1 else names.get(r, r)))
         for r, n in pairs],
        commas=True)))
