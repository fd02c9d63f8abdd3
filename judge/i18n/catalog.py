"""Build-time tools for the message catalogues, standard library only (no Babel, no GNU gettext
needed): extract the messages judge's code says, update each language's `.po` from them, compile
the `.mo` the wheel ships, and check all of it.

    python -m judge.i18n.catalog update     # judge.pot from the code; new messages into each .po
    python -m judge.i18n.catalog compile    # every .po -> .mo
    python -m judge.i18n.catalog check      # exit 1 on a missing, fuzzy or stale message

A message is extracted from a call with literal strings: `Msg("...", plural="...",
context="...")`, `word("...")`, `gettext("...")`, `ngettext("...", "...", n)`,
`pgettext("ctx", "...")`. The `.mo` written here is byte-for-byte deterministic (sorted keys, no
hash table), so tests/test_i18n.py can compile each `.po` again and compare.
"""

from __future__ import annotations

import ast
import os
import re
import struct
import sys
from dataclasses import dataclass, field

from judge.i18n import CATALOGUED, LOCALE_DIR, mo_path, po_path
from judge.msg import WORD

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
POT = os.path.join(LOCALE_DIR, "judge.pot")
#: Both languages have one form for every number (Indonesian and Thai do not inflect nouns).
PLURAL_FORMS = {"id": "nplurals=1; plural=0;", "th": "nplurals=1; plural=0;"}
NAMES = {"id": "Indonesian", "th": "Thai"}
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")


@dataclass
class Entry:
    msgid: str
    context: str | None = None
    plural: str | None = None
    msgstr: list[str] = field(default_factory=lambda: [""])
    fuzzy: bool = False
    refs: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)  # translator comments (`# ...`)

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.context, self.msgid)


# ----- extraction ---------------------------------------------------------------------------------
def _literal(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _choices(node: ast.expr | None) -> list[str | None]:
    """The literal strings an argument may be: `"a" if x else "b"` is both."""
    if isinstance(node, ast.IfExp):
        return _choices(node.body) + _choices(node.orelse)
    return [_literal(node)]


#: `Words` fields that hold the words a question is read with (Words.asked, action_asked,
#: stack_verb, respond, nouns_asked), and rule ids (resource_rules): judge never says them as
#: words, so there is nothing to translate.
READ_NOT_SAID = frozenset({"asked", "action_asked", "stack_verb", "respond", "nouns_asked",
                           "resource_verbs", "resource_rules"})


def _table_words(node: ast.Call) -> list[Entry]:
    """The terms of a game's `Words(...)` table: every literal string among its arguments (a
    template such as `in {owner}'s base` keeps its placeholders)."""
    out = []
    for kw in node.keywords:
        if kw.arg in READ_NOT_SAID:
            continue
        values = kw.value.values if isinstance(kw.value, ast.Dict) else kw.value.elts if \
            isinstance(kw.value, ast.Tuple) else [kw.value]
        for v in values:
            text = _literal(v) if v is not None else None
            if text is not None:
                out.append(Entry(text, context=WORD))
    return out


def _messages(node: ast.AST) -> list[Entry]:
    """The messages of a call, one per literal its message id may be."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
            node.func.id == "Words":
        return _table_words(node)
    if not isinstance(node, ast.Call) or not node.args or not isinstance(node.args[0],
                                                                         ast.IfExp):
        found = _message(node)
        return [found] if found is not None else []
    out = []
    for choice in _choices(node.args[0]):
        if choice is not None:
            call = ast.Call(node.func, [ast.Constant(choice), *node.args[1:]], node.keywords)
            found = _message(call)
            if found is not None:
                out.append(found)
    return out


def extract(root: str = PACKAGE) -> list[Entry]:
    """Every message the package's code says, in file order, each once."""
    found: dict[tuple[str | None, str], Entry] = {}
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith((".", "__")))
        for name in sorted(files):
            if not name.endswith(".py"):
                continue
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, os.path.dirname(root)).replace(os.sep, "/")
            with open(path, encoding="utf-8") as fh:
                tree = ast.parse(fh.read(), path)
            for node in ast.walk(tree):
                for entry in _messages(node):
                    have = found.setdefault(entry.key, entry)
                    ref = f"{rel}:{getattr(node, 'lineno', 0)}"
                    if ref not in have.refs:
                        have.refs.append(ref)
    return sorted(found.values(), key=lambda e: (_first_ref(e), e.msgid))


def _first_ref(e: Entry) -> tuple[str, int]:
    path, _, line = e.refs[0].rpartition(":") if e.refs else ("", "", "0")
    return (path, int(line))


def _message(node: ast.AST) -> Entry | None:
    if not isinstance(node, ast.Call):
        return None
    func = node.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(
        func, ast.Attribute) else ""
    args = node.args
    kw = {k.arg: k.value for k in node.keywords if k.arg}
    if name == "Words":  # a game's table of terms (judge/games/*/words.py): each is a word
        return None
    if name == "Msg" and args and (msgid := _literal(args[0])) is not None:
        return Entry(msgid, context=_literal(kw.get("context")), plural=_literal(kw.get("plural")))
    if name == "word" and args and (msgid := _literal(args[0])) is not None:
        return Entry(msgid, context=WORD)
    if name == "gettext" and args and (msgid := _literal(args[0])) is not None:
        return Entry(msgid)
    if name == "ngettext" and len(args) >= 2 and (msgid := _literal(args[0])) is not None:
        return Entry(msgid, plural=_literal(args[1]))
    if name == "pgettext" and len(args) >= 2 and (msgid := _literal(args[1])) is not None:
        context = _literal(args[0])
        return Entry(msgid, context=context) if context is not None else None
    return None


# ----- .po files ----------------------------------------------------------------------------------
def _unquote(text: str) -> str:
    return str(ast.literal_eval(text))


def _quote(text: str) -> str:
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace(
        "\t", "\\t")
    return f'"{out}"'


def read_po(path: str) -> tuple[str, list[Entry]]:
    """The header's msgstr and the entries of a `.po` file (obsolete `#~` entries are dropped)."""
    with open(path, encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    entries: list[Entry] = []
    header = ""
    cur: dict[str, list[str]] = {}
    flags: list[str] = []
    refs: list[str] = []
    comments: list[str] = []
    last = ""

    def flush() -> None:
        nonlocal cur, flags, refs, comments, header
        if "msgid" in cur:
            msgid = "".join(cur["msgid"])
            strs = [("".join(v)) for k, v in sorted(cur.items()) if k.startswith("msgstr")]
            if msgid == "" and "msgctxt" not in cur:
                header = strs[0] if strs else ""
            else:
                entries.append(Entry(
                    msgid, context="".join(cur["msgctxt"]) if "msgctxt" in cur else None,
                    plural="".join(cur["msgid_plural"]) if "msgid_plural" in cur else None,
                    msgstr=strs or [""], fuzzy="fuzzy" in flags, refs=refs, comments=comments))
        cur, flags, refs, comments = {}, [], [], []

    for raw in [*lines, ""]:
        line = raw.strip()
        if not line:
            flush()
            continue
        if line.startswith("#~"):
            continue
        if line.startswith("#,"):
            flags += [f.strip() for f in line[2:].split(",")]
        elif line.startswith("#:"):
            refs += line[2:].split()
        elif line.startswith("# ") or line == "#":
            comments.append(line[2:])
        elif line.startswith("#"):
            continue
        elif line.startswith('"'):
            cur.setdefault(last, []).append(_unquote(line))
        else:
            key, _, value = line.partition(" ")
            if key in ("msgctxt", "msgid") and key in cur and key != last and "msgid" in cur:
                flush()
            if key == "msgctxt" and "msgid" in cur:
                flush()
            last = key
            cur[key] = [_unquote(value)]
    return header, entries


def write_po(path: str, header: str, entries: list[Entry], *, template: bool = False) -> None:
    out = ['msgid ""', 'msgstr ""']
    out += [_quote(line + "\n") for line in header.rstrip("\n").split("\n")]
    for e in entries:
        out.append("")
        out += [f"# {c}" if c else "#" for c in e.comments]
        if e.refs:
            out.append("#: " + " ".join(e.refs[:4]))
        if e.fuzzy:
            out.append("#, fuzzy")
        if "{" in e.msgid:
            out.append("#, python-brace-format")
        if e.context is not None:
            out.append(f"msgctxt {_quote(e.context)}")
        out.append(f"msgid {_quote(e.msgid)}")
        if e.plural is not None:
            out.append(f"msgid_plural {_quote(e.plural)}")
            strs = e.msgstr if not template else ["", ""]  # a template shows two forms
            for i, s in enumerate(strs):
                out.append(f"msgstr[{i}] {_quote(s)}")
        else:
            out.append(f"msgstr {_quote('' if template else e.msgstr[0])}")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")


def po_header(lang: str) -> str:
    return (f"Project-Id-Version: judge\nLanguage: {lang}\n"
            "MIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\n"
            f"Content-Transfer-Encoding: 8bit\nPlural-Forms: {PLURAL_FORMS[lang]}\n")


def update(langs: tuple[str, ...] = CATALOGUED) -> list[Entry]:
    """Write judge.pot from the code and merge it into each language's `.po`: translations kept,
    new messages added untranslated, messages the code no longer says dropped."""
    pot = extract()
    write_po(POT, "Project-Id-Version: judge\nContent-Type: text/plain; charset=UTF-8\n", pot,
             template=True)
    for lang in langs:
        old = {e.key: e for e in read_po(po_path(lang))[1]} if os.path.exists(
            po_path(lang)) else {}
        merged = []
        for e in pot:
            have = old.get(e.key)
            # One form in each catalogued language (PLURAL_FORMS): msgstr[0] only.
            msgstr = have.msgstr[:1] if have else [""]
            merged.append(Entry(e.msgid, e.context, e.plural, msgstr,
                                have.fuzzy if have else False, e.refs,
                                have.comments if have else []))
        write_po(po_path(lang), po_header(lang), merged)
    return pot


# ----- .mo files ----------------------------------------------------------------------------------
def compile_po(path: str) -> bytes:
    """The `.mo` of a `.po` (GNU format, little-endian, no hash table); fuzzy and untranslated
    messages are left out, as msgfmt does."""
    header, entries = read_po(path)
    pairs: dict[bytes, bytes] = {b"": header.encode("utf-8")}
    for e in entries:
        if e.fuzzy or not all(e.msgstr) or not e.msgstr:
            continue
        key = e.msgid if e.plural is None else f"{e.msgid}\0{e.plural}"
        if e.context is not None:
            key = f"{e.context}\x04{key}"
        pairs[key.encode("utf-8")] = "\0".join(e.msgstr).encode("utf-8")
    keys = sorted(pairs)
    ids = b"".join(k + b"\0" for k in keys)
    strs = b"".join(pairs[k] + b"\0" for k in keys)
    n = len(keys)
    start = 7 * 4 + 16 * n  # header, then the two tables of (length, offset)
    id_table, str_table = [], []
    offset = start
    for k in keys:
        id_table += [len(k), offset]
        offset += len(k) + 1
    for k in keys:
        str_table += [len(pairs[k]), offset]
        offset += len(pairs[k]) + 1
    head = struct.pack("<7I", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, start)
    return head + struct.pack(f"<{2 * n}I", *id_table) + struct.pack(
        f"<{2 * n}I", *str_table) + ids + strs


def compile_all(langs: tuple[str, ...] = CATALOGUED) -> None:
    for lang in langs:
        with open(mo_path(lang), "wb") as fh:
            fh.write(compile_po(po_path(lang)))


# ----- checks -------------------------------------------------------------------------------------
def placeholders(text: str) -> set[str]:
    return {m.group(1) for m in PLACEHOLDER.finditer(text)}


def problems(lang: str) -> list[str]:
    """What is wrong with a language's catalogue: a message of the code missing, untranslated or
    fuzzy, a translation whose placeholders differ from the English, a stale `.mo`."""
    out: list[str] = []
    code = {e.key: e for e in extract()}
    _, entries = read_po(po_path(lang))
    have = {e.key: e for e in entries}
    for key, e in code.items():
        t = have.get(key)
        where = f"{po_path(lang)}: {e.msgid!r}" + (f" ({e.context})" if e.context else "")
        if t is None:
            out.append(f"{where}: missing (run `python -m judge.i18n.catalog update`)")
        elif t.fuzzy:
            out.append(f"{where}: fuzzy")
        elif not all(t.msgstr):
            out.append(f"{where}: not translated")
        else:
            want = placeholders(e.msgid) | placeholders(e.plural or "")
            for s in t.msgstr:
                if placeholders(s) != want:
                    out.append(f"{where}: placeholders {sorted(placeholders(s))}, the English "
                               f"has {sorted(want)}")
    for key in have.keys() - code.keys():
        out.append(f"{po_path(lang)}: {key[1]!r}: the code no longer says it (run update)")
    if not os.path.exists(mo_path(lang)):
        out.append(f"{mo_path(lang)}: missing (run `python -m judge.i18n.catalog compile`)")
    else:
        with open(mo_path(lang), "rb") as fh:
            if fh.read() != compile_po(po_path(lang)):
                out.append(f"{mo_path(lang)}: older than its .po (run `python -m "
                           "judge.i18n.catalog compile`)")
    return out


def main(argv: list[str]) -> int:
    what = argv[0] if argv else "check"
    if what == "update":
        print(f"{len(update())} messages in {POT}")
        return 0
    if what == "compile":
        compile_all()
        return 0
    if what == "check":
        found = [p for lang in CATALOGUED for p in problems(lang)]
        for p in found:
            print(p)
        return 1 if found else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
