"""Safe YAML loading that remembers where every value came from.

PyYAML's loaders forget positions and silently keep the last of two duplicate keys; a judge's tool
must do neither. We compose the node tree (libyaml when present), then build plain Python values
ourselves, recording `path -> (line, col)` for every key and item, rejecting duplicate keys, and
counting nodes so that an alias bomb ("billion laughs") fails fast instead of eating memory.
"""

from __future__ import annotations

import os
import stat
import sys

from judge.errors import InputError, Problem
from judge.errors import format_path as format_path  # re-exported: the loader's name for it
from judge.record import dataclass, field
from judge.scenario.lazyyaml import yaml

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any, BinaryIO

try:  # libyaml is ~10x faster; fall back to the pure-Python composer where it is missing
    from yaml import CSafeLoader as _Loader
    from yaml._yaml import CParser as _CParser
except ImportError:  # pragma: no cover - depends on the PyYAML build
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]
    _CParser = None  # type: ignore[misc, assignment]

#: Limits that turn hostile or broken input into a clear error instead of exhaustion.
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_NODES = 400_000
MAX_FLOW_DEPTH = 200

Path_ = tuple[str | int, ...]
_STR = "tag:yaml.org,2002:str"
_SEQ = "tag:yaml.org,2002:seq"
_MAP = "tag:yaml.org,2002:map"
_INT = "tag:yaml.org,2002:int"
_FLOAT = "tag:yaml.org,2002:float"
_BOOL = "tag:yaml.org,2002:bool"
_NULL = "tag:yaml.org,2002:null"
_TIMESTAMP = "tag:yaml.org,2002:timestamp"
_VALUE = "tag:yaml.org,2002:value"  # a plain `=`: YAML 1.1's "default value" key, just text here
_MERGE = "tag:yaml.org,2002:merge"  # a plain `<<`: a merge key (refused), or text as a value
_CORE_SCALARS = (_INT, _FLOAT, _BOOL, _NULL)
_NULLS = ("", "~", "null", "Null", "NULL")
#: A number written with more characters than this is refused before it is converted: Python
#: converts at most 4,300 decimal digits, and a long hexadecimal number converts but cannot be
#: printed in decimal. Scenario numbers are small (Checker.integer bounds them further).
MAX_NUMBER_CHARS = 40
#: What standard input is called in messages (`-` on the command line).
STDIN_NAME = "<stdin>"


class Marks:
    """Positions of key paths, found on demand in the composed node tree: a key path maps to
    the position of its key (of its item, in a list). Looking a position up only when a problem
    is reported keeps loading valid files fast. Reads like a dict: `path in marks`,
    `marks.get(path, default)`, `marks[path]`."""

    def __init__(self, root: yaml.Node | None, text: str | None = None) -> None:
        self._root = root
        #: The document's text, composed into nodes only when a position is first asked for
        #: (load_text's quick path builds the values without keeping a node tree).
        self._text = text

    @property
    def root(self) -> yaml.Node | None:
        if self._text is not None:
            self._root, self._text = _compose(self._text), None
        return self._root

    def _find(self, path: Path_) -> tuple[int, int] | None:
        node = self.root
        if node is None:
            return None
        mark = node.start_mark
        for part in path:
            if isinstance(node, yaml.MappingNode):
                for key_node, value_node in node.value:
                    if isinstance(key_node, yaml.ScalarNode) and key_node.value == str(part):
                        mark, node = key_node.start_mark, value_node
                        break
                else:
                    return None
            elif isinstance(node, yaml.SequenceNode) and isinstance(part, int):
                if part >= len(node.value):
                    return None
                node = node.value[part]
                mark = node.start_mark
            else:
                return None
        return mark.line + 1, mark.column + 1

    def nearest(self, path: Path_) -> tuple[int, int] | None:
        """The position of `path`, or of its nearest located ancestor (not the document
        itself); None where none is located."""
        p = tuple(path)
        while p:
            found = self._find(p)
            if found is not None:
                return found
            p = p[:-1]
        return None

    def __contains__(self, path: object) -> bool:
        return isinstance(path, tuple) and self._find(path) is not None

    def get(self, path: Path_, default: tuple[int, int] | None = None
            ) -> tuple[int, int] | None:
        found = self._find(tuple(path))
        return default if found is None else found

    def __getitem__(self, path: Path_) -> tuple[int, int]:
        found = self._find(tuple(path))
        if found is None:
            raise KeyError(path)
        return found


@dataclass
class Located:
    """A loaded document plus the positions of its key paths (`marks`)."""

    data: Any
    file: str
    marks: Marks = field(default_factory=lambda: Marks(None))

    def where(self, path: Path_) -> tuple[int, int]:
        """The position of `path`, or of its nearest located ancestor."""
        return self.marks.nearest(path) or self.marks.get((), (1, 1)) or (1, 1)

    def problem(self, path: Path_, message: str) -> Problem:
        line, col = self.where(path)
        return Problem(self.file, line, col, format_path(path), message)


class _FastLoader(_Loader):
    """The safe loader with a shortcut in implicit typing: a plain scalar whose first character
    cannot start a YAML 1.1 number, bool, null, timestamp, merge or value key can only be a
    string, so PyYAML's regular expressions need not run for it (most ids and names)."""

    def resolve(self, kind: Any, value: Any, implicit: Any) -> Any:
        # As BaseResolver.resolve, minus the path resolvers (judge registers none).
        if kind is yaml.ScalarNode:
            if not implicit[0]:
                return _STR  # quoted: always a string
            if value and value[0] not in _MAYBE_TYPED:
                return _STR
            if value and value[0] in _WORD_TYPED and value not in _TYPED_WORDS:
                return _STR  # a word: only these few are YAML 1.1 bools or nulls ('targets')
            typed: Any = super().resolve
            return typed(kind, value, implicit)
        return _SEQ if kind is yaml.SequenceNode else _MAP

    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        pass  # no path resolvers: nothing to track per node

    def ascend_resolver(self) -> None:
        pass


_MAYBE_TYPED = frozenset("0123456789+-.~<=nNtTfFyYoO")
#: First letters PyYAML's resolver looks up only for YAML 1.1 bools and nulls, and those words.
_WORD_TYPED = frozenset("nNtTfFyYoO")
_TYPED_WORDS = frozenset(
    f(w) for w in ("yes", "no", "true", "false", "on", "off", "null", "y", "n")
    for f in (str.lower, str.title, str.upper))


def _too_deep_at(text: str) -> tuple[int, int] | None:
    """Deeply nested flow collections would overflow the C composer's stack: find where the
    nesting first goes too deep (line, column), before parsing; None if it never does."""
    if text.count("[") + text.count("{") <= MAX_FLOW_DEPTH:
        return None
    if _flow_depth_at_most(text, MAX_FLOW_DEPTH):
        return None  # the usual case, a long file of short flow collections: found quickly
    depth = 0
    for i, ch in enumerate(text):
        if ch in "[{":
            depth += 1
            if depth > MAX_FLOW_DEPTH:
                line = text.count("\n", 0, i) + 1
                return line, i - (text.rfind("\n", 0, i) + 1) + 1
        elif ch in "]}":
            depth = max(0, depth - 1)
    return None


def _flow_depth_at_most(text: str, limit: int) -> bool:
    """Whether no flow collection nests deeper than `limit`, decided without a loop over every
    character (a 10,000-line file is 600,000 of them): each pass removes the innermost brackets
    (a pair with no bracket inside) everywhere at once, so the passes count the depth; brackets
    still left when a pass removes nothing are unpaired, and each could add one level at most.
    False means "perhaps deeper": the exact walk then says where."""
    import re

    # The brackets alone, in order: ASCII, so never part of another character's UTF-8 bytes
    # (deleting bytes is some 25 times faster than a pattern over every character).
    shape = text.encode("utf-8", "surrogatepass").translate(None, _NOT_BRACKETS)
    innermost = re.compile(rb"\[\]|\{\}")
    passes = 0
    while passes <= limit:
        shape, removed = innermost.subn(b"", shape)
        if not removed:
            return passes + shape.count(b"[") + shape.count(b"{") <= limit
        passes += 1
    return False


_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")


def _line_col(text: str, index: int) -> tuple[int, int]:
    """1-based line and column of a character index."""
    return text.count("\n", 0, index) + 1, index - (text.rfind("\n", 0, index) + 1) + 1


def _control_character(text: str) -> Problem | None:
    """The first character YAML forbids (control characters, lone surrogates ...), located:
    the parser would name only an offset, on two lines."""
    from yaml.reader import Reader

    found = Reader.NON_PRINTABLE.search(text)
    if found is None:
        return None
    return Problem("", *_line_col(text, found.start()), "",
                   f"control character U+{ord(found.group()):04X} is not allowed in a YAML file "
                   "(write it as an escape inside double quotes if it is meant)")


def _tab_indent(text: str, line: int, col: int) -> bool:
    """Whether the parser stopped at a tab in a line's indentation."""
    lines = text.split("\n", line)
    if line < 1 or line > len(lines):
        return False
    here = lines[line - 1]
    return "\t" in here[:col] and not here[:col].strip(" \t")


def load_text(text: str, file: str) -> Located:
    """Parse one YAML document; every failure is an InputError with a location."""
    if len(text) > MAX_FILE_BYTES:
        raise InputError([Problem(file, 1, 1, "", f"file is larger than {MAX_FILE_BYTES} bytes")])
    deep = _too_deep_at(text)
    if deep is not None:
        raise InputError([Problem(file, *deep, "", f"nesting deeper than {MAX_FLOW_DEPTH} levels")])
    quick = _quick_values(text)
    if quick is not None:  # the usual file: values built straight from the parser's events
        return Located(quick[0], file, Marks(None, text))
    try:
        root = _compose(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        if _tab_indent(text, line, col):
            msg = "a tab is used for indentation; YAML indents with spaces only"
        else:
            msg = "invalid YAML: " + (" ".join(" ".join(str(x).split()) for x in
                                               (exc.context, exc.problem) if x) or "invalid")
        raise InputError([Problem(file, line, col, "", msg)]) from None
    except yaml.YAMLError as exc:
        bad = _control_character(text)
        if bad is not None:
            raise InputError([Problem(file, bad.line, bad.col, "", bad.message)]) from None
        raise InputError([Problem(file, 1, 1, "", "invalid YAML: " + " ".join(
            str(exc).split()))]) from None
    except RecursionError:
        raise InputError([Problem(file, 1, 1, "", "YAML nesting is too deep")]) from None
    located = Located(None, file, Marks(root))
    if root is None:
        return located
    builder = _Builder(file)
    located.data = builder.build(root, ())
    if builder.problems:
        raise InputError(builder.problems)
    return located


def _compose(text: str) -> yaml.Node | None:
    """The node tree of the one document in `text` (None for an empty stream)."""
    loader = _FastLoader(text)
    try:
        node: yaml.Node | None = loader.get_single_node()
        return node
    finally:
        loader.dispose()


class _NotQuick(Exception):
    """The document needs the full composer and builder (which locate every problem)."""


def _quick_values(text: str) -> tuple[Any] | None:
    """The document's values, built from libyaml's event stream without composing nodes,
    when the document is ordinary: one document of plain mappings, lists and scalars, no
    tags, anchors or aliases, no duplicate, merge or non-scalar keys, every scalar a value its
    implied tag reads, not nested deeper than _QUICK_DEPTH nor more than MAX_NODES values.
    Anything else (and any parse error) gives None: `load_text` then composes and builds as
    it always did, so the values, and the problems with their positions, are the same either
    way. The values equal `_Builder`'s: scalars are typed as `_FastLoader.resolve` and read by
    `_Builder._scalar`; keys become strings as there."""
    if _CParser is None:
        return None
    try:
        parser = _CParser(text)
    except Exception:  # the composer meets it again and reports it as before
        return None
    _LIGHT_EVENTS.swap_in()
    try:
        get: Any = parser.get_event
        if type(get()) is not _StreamStart or type(get()) is not _DocumentStart:
            return None
        quick = _Quick(get)
        value = quick.value(get(), 0)
        if type(get()) is not _DocumentEnd or type(get()) is not _StreamEnd:
            return None  # several documents: the composer says so, located
        if quick.count > MAX_NODES:
            return None
        return (value,)
    except Exception:  # _NotQuick, or any failure: the composer reports it
        return None
    finally:
        _LIGHT_EVENTS.swap_out()
        parser.dispose()


class _Event(BaseException):
    """A light stand-in for PyYAML's event classes while `_quick_values` reads the events:
    libyaml's binding makes each event by calling the class its module names (ScalarEvent ...)
    with the event's parts in order, and PyYAML's classes run Python code to store them (a
    fifth of the cost of reading a scenario). These, one class per kind of event, keep the
    parts as the `args` tuple BaseException's constructor stores in C: a scalar's are (anchor,
    tag, implicit, value, start_mark, end_mark, style), a mapping's or list's start (anchor,
    tag, implicit, start_mark, end_mark, flow_style), an alias's (anchor, start_mark,
    end_mark). Never raised."""


class _StreamStart(_Event):
    pass


class _StreamEnd(_Event):
    pass


class _DocumentStart(_Event):
    pass


class _DocumentEnd(_Event):
    pass


class _Alias(_Event):
    pass


class _Scalar(_Event):
    pass


class _SequenceStart(_Event):
    pass


class _SequenceEnd(_Event):
    pass


class _MappingStart(_Event):
    pass


class _MappingEnd(_Event):
    pass


class _EventClasses:
    """Puts the light event classes in the place of PyYAML's in libyaml's binding module for
    the length of one `_quick_values` (and puts PyYAML's back after it, whatever happens), so
    that nothing else that reads events, in judge or beside it, ever sees them. judge parses in
    one thread; a binding without these names (another PyYAML) keeps its own classes, and the
    quick path then gives None (the composer reads the file)."""

    def __init__(self) -> None:
        light: dict[str, type] = {
            "StreamStartEvent": _StreamStart, "StreamEndEvent": _StreamEnd,
            "DocumentStartEvent": _DocumentStart, "DocumentEndEvent": _DocumentEnd,
            "AliasEvent": _Alias, "ScalarEvent": _Scalar, "SequenceStartEvent": _SequenceStart,
            "SequenceEndEvent": _SequenceEnd, "MappingStartEvent": _MappingStart,
            "MappingEndEvent": _MappingEnd}
        module = sys.modules.get(_CParser.__module__) if _CParser is not None else None
        names = vars(module) if module is not None else {}
        self.namespace = names
        self.light = {k: v for k, v in light.items() if k in names}
        self.own = {k: names[k] for k in self.light}

    def swap_in(self) -> None:
        self.namespace.update(self.light)

    def swap_out(self) -> None:
        self.namespace.update(self.own)


_LIGHT_EVENTS = _EventClasses()
_NUMBER = (int, float)
#: Nesting past which the quick path leaves a document to the builder (below MAX_FLOW_DEPTH).
_QUICK_DEPTH = 100
#: Plain scalars the quick path types without PyYAML's resolver: the words its resolver reads
#: as YAML 1.1 bools and nulls (not `y` and `n`: those stay text), as `_Builder._scalar` reads
#: them.
_PLAIN_WORDS: dict[str, object] = {
    **{f(w): True for w in ("yes", "true", "on") for f in (str.lower, str.title, str.upper)},
    **{f(w): False for w in ("no", "false", "off") for f in (str.lower, str.title, str.upper)},
    **{w: None for w in _NULLS}}


class _Quick:
    """`_quick_values`' walk over the events: one call per mapping or list, scalars inline."""

    def __init__(self, get: Any) -> None:
        self.get = get
        self.count = 0
        self.builder: _Builder | None = None

    def value(self, ev: Any, depth: int) -> Any:
        cls = type(ev)
        if cls is _Scalar:
            self.count += 1
            return self.scalar(ev.args)
        args = ev.args
        if args[0] is not None or (cls is not _Alias and args[1] is not None) or \
                depth > _QUICK_DEPTH:
            raise _NotQuick  # an anchor or a tag
        self.count += 1  # as _Builder.build counts: every value, keys aside
        if cls is _MappingStart:
            return self.mapping(depth + 1)
        if cls is _SequenceStart:
            return self.sequence(depth + 1)
        raise _NotQuick  # an alias, or an event out of place

    def scalar(self, args: tuple[Any, ...]) -> Any:
        """A scalar's value from its event's parts (anchor, tag, implicit, value, ...)."""
        anchor, tag, implicit, v = args[:4]
        if anchor is not None or tag is not None:
            raise _NotQuick
        if not implicit[0]:
            return v  # quoted or a block scalar: always a string
        if v and (v[0] not in _MAYBE_TYPED or
                  (v[0] in _WORD_TYPED and v not in _TYPED_WORDS)):
            return v  # as _FastLoader.resolve: can only be a string
        if v.isdecimal() and v.isascii() and (v[0] != "0" or v == "0") and \
                len(v) <= MAX_NUMBER_CHARS:
            return int(v)  # a YAML 1.1 decimal int: digits, no leading zero (octal)
        if v in _PLAIN_WORDS:
            return _PLAIN_WORDS[v]
        implied = _implied_tag(v)
        if implied == _STR:
            return v
        builder = self.builder
        if builder is None:
            builder = self.builder = _Builder("")
        value = builder._scalar(yaml.ScalarNode(implied, v), ())
        if builder.problems:
            raise _NotQuick
        return value

    def mapping(self, depth: int) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        get, value, scalar = self.get, self.value, self.scalar
        n = 0
        while True:
            ev = get()
            cls = type(ev)
            if cls is _MappingEnd:
                self.count += n
                return out
            if cls is not _Scalar:
                raise _NotQuick  # a key that is not a plain value
            args = ev.args
            v = args[3]
            plain = args[2][0]
            if v == "<<" and plain:
                raise _NotQuick  # a merge key (refused)
            if v and v[0] not in _MAYBE_TYPED and args[0] is None and args[1] is None:
                key = v  # the usual key: a word (as `scalar` reads it, quoted or not)
            else:
                key = scalar(args)
                if key.__class__ is not str:
                    if key is None or not isinstance(key, _NUMBER):  # bool is an int
                        raise _NotQuick
                    key = str(key)
            if key in out:
                raise _NotQuick  # a duplicate key: the builder reports it
            ev = get()
            if type(ev) is _Scalar:
                n += 1
                args = ev.args
                v = args[3]
                if v and v[0] not in _MAYBE_TYPED and args[0] is None and args[1] is None:
                    out[key] = v  # the usual value: a word or a quoted text
                else:
                    out[key] = scalar(args)
            else:
                out[key] = value(ev, depth)

    def sequence(self, depth: int) -> list[Any]:
        out: list[Any] = []
        get, value, scalar = self.get, self.value, self.scalar
        n = 0
        while True:
            ev = get()
            cls = type(ev)
            if cls is _SequenceEnd:
                self.count += n
                return out
            if cls is _Scalar:
                n += 1
                args = ev.args
                v = args[3]
                if v and v[0] not in _MAYBE_TYPED and args[0] is None and args[1] is None:
                    out.append(v)
                else:
                    out.append(scalar(args))
            else:
                out.append(value(ev, depth))


def load_file(path: str | os.PathLike[str]) -> Located:
    """Read and parse a file (`-`: standard input), reading at most the size limit."""
    name, text = read_text(path)
    return load_text(text, name)


def read_text(path: str | os.PathLike[str]) -> tuple[str, str]:
    """(the name to show, the text) of a file, or of standard input for `-`. Only regular files
    are read (a device or a pipe could block or never end), and at most MAX_FILE_BYTES + 1
    bytes of anything: the size a file claims is not trusted."""
    name = os.fspath(path)
    if name == "-":
        import sys

        name = STDIN_NAME
        try:
            data = sys.stdin.buffer.read(MAX_FILE_BYTES + 1)
        except (OSError, ValueError, AttributeError) as exc:
            raise InputError([Problem(name, 1, 1, "", f"cannot read standard input: {exc}")]
                             ) from None
    else:
        try:
            info = os.stat(name)
        except OSError as exc:
            raise InputError([Problem(name, 1, 1, "", f"cannot read file: {exc.strerror}")]
                             ) from None
        mode = info.st_mode
        if stat.S_ISDIR(mode):
            raise InputError([Problem(name, 1, 1, "", "is a folder, not a file")])
        if not stat.S_ISREG(mode):
            raise InputError([Problem(name, 1, 1, "", "not a regular file (a device, pipe or "
                                      "socket); give a file, or `-` for standard input")])
        try:
            with open(name, "rb") as fh:
                data = _read_at_most(fh, info.st_size)
        except OSError as exc:
            raise InputError([Problem(name, 1, 1, "", f"cannot read file: {exc.strerror}")]
                             ) from None
    return name, decoded(name, data)


def decoded(name: str, data: bytes) -> str:
    """The text of a file's bytes, as read_text reads it (`name`: the file, for the messages)."""
    if len(data) > MAX_FILE_BYTES:
        raise InputError([Problem(name, 1, 1, "", f"file is larger than {MAX_FILE_BYTES} bytes")])
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError([not_utf8(name, data, exc)]) from None
    if "\r" in text:  # as text-mode reading did: \r\n and a lone \r end a line
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def _read_at_most(fh: BinaryIO, claimed: int) -> bytes:
    """The first MAX_FILE_BYTES + 1 bytes of a file (or all of a shorter one). The size the file
    claims only sizes the first read, one byte past it to see the end: asking for the whole
    limit at once had Python set aside 8 MiB (a fresh mapping, and a page fault) for every file
    read. A file longer than it claimed is read on, up to the limit."""
    first = min(max(claimed, 0), MAX_FILE_BYTES) + 1
    data = fh.read(first)
    if len(data) == first and first <= MAX_FILE_BYTES:
        data += fh.read(MAX_FILE_BYTES + 1 - first)
    return data


def not_utf8(name: str, data: bytes, exc: UnicodeDecodeError) -> Problem:
    """The first byte that is not UTF-8, located by line and column (in characters)."""
    start = exc.start
    line = data.count(b"\n", 0, start) + 1
    line_start = data.rfind(b"\n", 0, start) + 1
    col = len(data[line_start:start].decode("utf-8", "replace")) + 1
    return Problem(name, line, col, "", f"not UTF-8 text: byte 0x{data[start]:02x} "
                   f"({exc.reason}); save the file as UTF-8")


class _Builder:
    """Builds dict/list/scalars from nodes, tracking marks, duplicates and the node budget."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.count = 0
        self.problems: list[Problem] = []
        self._constructor = yaml.constructor.SafeConstructor()

    def _mark(self, node: yaml.Node) -> tuple[int, int]:
        return node.start_mark.line + 1, node.start_mark.column + 1

    def build(self, node: yaml.Node, path: Path_, depth: int = 0) -> Any:
        self.count += 1
        if self.count > MAX_NODES:
            line, col = self._mark(node)
            raise InputError([Problem(self.file, line, col, format_path(path),
                                      f"document expands to more than {MAX_NODES} values "
                                      "(YAML aliases expanding without bound?)")])
        if depth > MAX_FLOW_DEPTH:
            line, col = self._mark(node)
            raise InputError([Problem(self.file, line, col, format_path(path),
                                      f"nesting deeper than {MAX_FLOW_DEPTH} levels")])
        if isinstance(node, yaml.MappingNode):
            if node.tag != _MAP:
                self._bad_tag(node, path, "a mapping")
            return self._mapping(node, path, depth)
        if isinstance(node, yaml.SequenceNode):
            if node.tag != _SEQ:
                self._bad_tag(node, path, "a list")
            return [self.build(item, (*path, i), depth + 1) for i, item in enumerate(node.value)]
        return self._scalar(node, path)

    def _bad_tag(self, node: yaml.Node, path: Path_, what: str) -> None:
        line, col = self._mark(node)
        self.problems.append(Problem(self.file, line, col, format_path(path),
                                     f"the YAML tag {_short(node.tag)} is not supported on "
                                     f"{what}: judge reads plain values only"))

    def _mapping(self, node: yaml.MappingNode, path: Path_, depth: int) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            if key_node.tag == _MERGE:
                line, col = self._mark(key_node)
                self.problems.append(Problem(self.file, line, col, format_path(path),
                                             "merge keys (<<) are not supported"))
                continue
            before = len(self.problems)
            key = self._scalar(key_node, path) if isinstance(key_node, yaml.ScalarNode) else None
            if len(self.problems) > before:
                continue  # the key itself was refused, and said so
            if not isinstance(key, (str, int, bool, float)) or key is None:
                line, col = self._mark(key_node)
                self.problems.append(Problem(self.file, line, col, format_path(path),
                                             "a key must be a plain value"))
                continue
            key = str(key) if not isinstance(key, str) else key
            if key in out:
                line, col = self._mark(key_node)
                self.problems.append(Problem(self.file, line, col, format_path((*path, key)),
                                             "duplicate key (a later value would silently win)"))
                continue
            if value_node.__class__ is yaml.ScalarNode and value_node.tag == _STR:
                self.count += 1  # most values: a plain string, taken as it is
                out[key] = value_node.value
                continue
            out[key] = self.build(value_node, (*path, key), depth + 1)
        return out

    def _scalar(self, node: yaml.Node, path: Path_) -> Any:
        """A plain value. Only the core tags are read (str, int, float, bool, null, as written
        or implied); any other tag, or a value its tag cannot read (`!!int abc`), is refused."""
        tag = node.tag
        if tag == _STR:  # most scalars: skip PyYAML's generic constructor
            return node.value
        value = node.value
        if tag in (_TIMESTAMP, _VALUE, _MERGE):  # implied by the text: it stays text
            if _implied_tag(value) == tag:
                return value
        elif tag in _CORE_SCALARS:
            if tag in (_INT, _FLOAT) and len(value) > MAX_NUMBER_CHARS:
                return self._refuse(node, path, f"a number of {len(value)} characters is too "
                                                f"long (at most {MAX_NUMBER_CHARS})")
            if tag == _NULL and value not in _NULLS:
                return self._refuse(node, path, f"{value!r} is not a valid !!null value")
            try:
                return self._constructor.construct_object(node, deep=False)
            except (ValueError, KeyError, TypeError, OverflowError, yaml.YAMLError):
                return self._refuse(node, path, f"{value!r} is not a valid {_short(tag)} value")
        return self._refuse(node, path, f"the YAML tag {_short(tag)} is not supported: judge "
                                        "reads plain values only")

    def _refuse(self, node: yaml.Node, path: Path_, message: str) -> None:
        line, col = self._mark(node)
        self.problems.append(Problem(self.file, line, col, format_path(path), message))
        return None


def _short(tag: str) -> str:
    """`tag:yaml.org,2002:int` -> `!!int`; other tags as written."""
    prefix = "tag:yaml.org,2002:"
    return "!!" + tag[len(prefix):] if tag.startswith(prefix) else tag


_RESOLVER: list[Any] = []


def _implied_tag(value: str) -> str:
    """The tag YAML implies for a plain scalar (as if no tag had been written)."""
    if not _RESOLVER:
        _RESOLVER.append(yaml.resolver.Resolver())
    tag: str = _RESOLVER[0].resolve(yaml.ScalarNode, value, (True, False))
    return tag
