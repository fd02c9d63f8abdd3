"""`dumps(obj)`: exactly `json.dumps(obj, ensure_ascii=False, indent=2)`, several times faster.

Why: `judge resolve FILE --json` prints the ruling indented, and the standard library encodes
indented JSON in pure Python (its C encoder serves only `indent=None`): for a 10,000-item
register that was a quarter of the whole process (bench/run.py, whole process).

How: the bulk of a ruling is lists and maps of flat records (steps, graph nodes and edges, the
objects of the final state), all of whose values are strings, numbers, booleans or null. Such a
container is encoded by the C encoder in one call, with a separator no JSON text can otherwise
hold (a raw control character: the encoder writes every one inside a string as an escape), and
the separators are then replaced by the newlines and indentation of their depth. Everything else
is encoded by a small recursive encoder; anything unusual (a float, a key that is not a string,
a subclass of a builtin) by `json.dumps` itself. tests/test_jsondump.py holds it to
`json.dumps` on every scenario's ruling and on generated values.
"""

from __future__ import annotations

from operator import itemgetter

from judge.lazyjson import encode_basestring, json

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Any

_SEP = "\x00"  # between items, in the C encoder's output (never raw inside a JSON string)
_OUTER = "\x01"  # between the records of a list of records, once found
_SCALARS = (str, int, bool, type(None))
_MANY = 16  # a container this long or longer is worth a call of the C encoder


class _Indents(dict[int, str]):
    """The newline and indentation of each depth, made when first needed (no depth limit)."""

    def __missing__(self, level: int) -> str:
        text = self[level] = "\n" + "  " * level
        return text


_INDENT = _Indents()


def _flat_encoder() -> Callable[[object, int], Any] | None:
    """The C encoder as `json.dumps` makes it, with `_SEP` between items; None without it."""
    try:
        from _json import make_encoder
    except ImportError:  # pragma: no cover - CPython always has it
        return None
    # typeshed types the first argument as a callable; json.encoder itself passes None there
    make: Any = make_encoder
    return make(None, None, encode_basestring, None, ": ", _SEP, False, False, True)  # type: ignore[no-any-return]


_C = _flat_encoder()


def dumps(obj: object, escape: Callable[[str], str] | None = None) -> str:
    """The same text as `json.dumps(obj, ensure_ascii=False, indent=2)`; `escape` (e.g.
    judge.render.safe.json_text) is applied to each piece of it that is not plain ASCII, as
    it is made: the same text as applying it to the whole when, as there, it changes single
    characters, without scanning a large ruling whole for one non-ASCII character in it (a
    10,000-item register: 10 MB for one `…`)."""
    return "".join(pieces(obj, escape))


def pieces(obj: object, escape: Callable[[str], str] | None = None) -> list[str]:
    """`dumps(obj, escape)` in pieces to be written one after another: each run of plain ASCII
    text is one piece, and each piece that is not ASCII one of its own. Why: a single `…` in
    a 10 MB ruling makes the whole text two bytes a character in memory (CPython stores a str
    in the width of its widest character), to be joined, widened and encoded back to UTF-8 as
    it is written; written in pieces, only that piece is."""
    parts: list[str] = []
    _encode(obj, 0, parts.append, {})
    out: list[str] = []
    start = 0
    for i, p in enumerate(parts):
        if p.isascii() and "\x7f" not in p:
            continue
        if i > start:
            out.append("".join(parts[start:i]))
        out.append(escape(p) if escape is not None else p)
        start = i + 1
    if start < len(parts) or not out:
        out.append("".join(parts[start:]))
    return out


def _flat(value: object) -> bool:
    """A non-empty dict or list whose values are all str, int, bool or None (exact types)."""
    t = type(value)
    if t is dict:
        values: Any = value.values()  # type: ignore[attr-defined]
    elif t is list:
        values = value
    else:
        return False
    if not values:
        return False
    for v in values:  # noqa: SIM110 - a plain loop: all() with a generator is slower here
        if type(v) not in _SCALARS:
            return False
    return True


def _c(value: object) -> str:
    assert _C is not None
    return "".join(_C(value, 0))


class Written:
    """A value that writes its own JSON text, at the depth it is found (see `ruling_pieces`)."""

    __slots__ = ("write",)

    def __init__(self, write: Callable[[int, Callable[[str], None]], None]) -> None:
        self.write = write


def _encode(o: object, level: int, out: Callable[[str], None], keys: dict[str, str]) -> None:
    t = type(o)
    if t is str:
        out(encode_basestring(o))  # type: ignore[arg-type]
        return
    if t is Written:
        o.write(level, out)  # type: ignore[attr-defined]
        return
    if t is dict or t is list:
        if not o:
            out("{}" if t is dict else "[]")
            return
        if _C is not None and len(o) >= _MANY and _records(o, level, out):  # type: ignore[arg-type]
            return
        inner, close = _INDENT[level + 1], _INDENT[level]
        if t is list:
            sep = "[" + inner
            for v in o:  # type: ignore[attr-defined]
                tv = type(v)
                if tv is str:
                    out(sep + encode_basestring(v))
                elif tv is int:
                    out(sep + int.__repr__(v))
                else:
                    out(sep)
                    _encode(v, level + 1, out, keys)
                sep = "," + inner
            out(close + "]")
            return
        for k in o:  # type: ignore[attr-defined]
            if type(k) is not str:
                _other(o, level, out)  # json.dumps turns such keys into text itself
                return
        sep = "{" + inner
        for k, v in o.items():  # type: ignore[attr-defined]
            key = keys.get(k)
            if key is None:
                key = keys[k] = encode_basestring(k) + ": "
            tv = type(v)
            if tv is str:
                out(sep + key + encode_basestring(v))
            elif tv is int:
                out(sep + key + int.__repr__(v))
            elif v is None:
                out(sep + key + "null")
            elif v is True:
                out(sep + key + "true")
            elif v is False:
                out(sep + key + "false")
            else:
                out(sep + key)
                _encode(v, level + 1, out, keys)
            sep = "," + inner
        out(close + "}")
        return
    if t is int:
        out(int.__repr__(o))
    elif o is None:
        out("null")
    elif o is True:
        out("true")
    elif o is False:
        out("false")
    else:
        _other(o, level, out)


def _other(o: object, level: int, out: Callable[[str], None]) -> None:
    """`json.dumps` itself, its lines indented to `level` (a raw newline is never inside a
    JSON string: the indentation is all it can be)."""
    out(json.dumps(o, ensure_ascii=False, indent=2).replace("\n", _INDENT[level]))


def _records(o: object, level: int, out: Callable[[str], None]) -> bool:
    """A flat container, or a list or map of records, in one call of the C encoder; False when
    `o` is neither. A record is a non-empty dict whose values are scalars or flat containers
    (a step and its citations, an object and its stats)."""
    if _flat(o):
        out(_flat_text(o, level))
        return True
    t = type(o)
    if t is list:
        values: Any = o
    elif t is dict:
        values = o.values()  # type: ignore[attr-defined]
        for k in o:  # type: ignore[attr-defined]
            if type(k) is not str:
                return False
    else:
        return False
    found = _rows(values, level + 2)
    if found is None:
        return False
    rows, nested = found
    text = _c(rows)
    if text.count("\\u0000") != len(nested):
        return False  # a value of the data holds the hole's text: the slow path says it
    # A raw separator after `}` ends a record: inside a record it follows a scalar, whose text
    # ends with a quote, a digit or a letter, or an empty container or a hole (no JSON string
    # holds a raw control character).
    outer, inner = _INDENT[level + 1], _INDENT[level + 2]
    text = text[2:-2].replace("}" + _SEP + "{", _OUTER).replace(_SEP, "," + inner)
    if nested:  # each hole, in order, becomes its container's indented text
        parts = text.split(_HOLE_TEXT)
        text = parts[0] + "".join([n + p for n, p in zip(nested, parts[1:], strict=True)])
    # the large text apart from its brackets: no second copy of it (`_records_text`)
    if t is list:
        out("[" + outer + "{" + inner)
        out(text.replace(_OUTER, outer + "}," + outer + "{" + inner))
        out(outer + "}" + _INDENT[level] + "]")
        return True
    bodies = text.split(_OUTER)
    out("{" + outer)
    out(("," + outer).join([encode_basestring(k) + ": {" + inner + body + outer + "}"
                            for k, body in zip(o, bodies, strict=True)]))  # type: ignore[call-overload]
    out(_INDENT[level] + "}")
    return True


#: What stands in a record for one of its flat containers while the C encoder writes the
#: record (written by it as `"\u0000"`), and that text.
_HOLE = "\x00"
_HOLE_TEXT = '"\\u0000"'


def _rows(values: Any, level: int) -> tuple[list[Any], list[str]] | None:
    """The records of `values`, each flat container in them (non-empty) replaced by a hole, and
    the indented texts of those containers at `level`, in order; None if a value is not a
    record."""
    rows: list[Any] = []
    nested: list[str] = []
    texts: dict[tuple[str, ...], str] = {}
    for v in values:
        if type(v) is not dict or not v:
            return None
        row = None
        for k, x in v.items():
            tx = type(x)
            if tx is str or tx is int or tx is bool or x is None:
                continue
            if tx is not list and tx is not dict:
                return None
            if not x:
                continue  # `[]` and `{}`: the C encoder writes them as json.dumps does
            if tx is list and _strings(x):  # most: citations, many alike, written once each
                key = tuple(x)
                text = texts.get(key)
                if text is None:
                    text = texts[key] = _flat_text(x, level)
            elif _flat(x):
                text = _flat_text(x, level)
            else:
                return None
            if row is None:
                row = dict(v)
            row[k] = _HOLE
            nested.append(text)
        rows.append(v if row is None else row)
    return rows, nested


def _strings(values: list[Any]) -> bool:
    """Whether every value is a str (exactly): then equal tuples mean equal text (1 == True)."""
    for v in values:  # noqa: SIM110 - a plain loop: all() with a generator is slower here
        if type(v) is not str:
            return False
    return True


def _flat_text(o: object, level: int) -> str:
    """A flat container (see `_flat`) at `level`."""
    text = _c(o).replace(_SEP, "," + _INDENT[level + 1])
    return text[0] + _INDENT[level + 1] + text[1:-1] + _INDENT[level] + text[-1]


# ----- the ruling ---------------------------------------------------------------------------
# A 10,000-item register's ruling is 10,000 steps and 40,000 graph nodes and edges: made as
# records and then encoded, that was as much as resolving the register. `ruling_pieces` writes
# those two parts from the resolution itself, a record's text at a time, with the same text
# (tests/test_jsondump.py holds it to json.dumps of `Resolution.to_json()` on every scenario).
if TYPE_CHECKING:
    from collections.abc import Sequence

    from judge.engine.resolution import Resolution
    from judge.engine.trace import Step


def ruling_pieces(res: Resolution, escape: Callable[[str], str] | None = None) -> list[str]:
    """`pieces(res.to_json(), escape)`, with the steps and the graph written directly."""
    return pieces(res.to_json(steps=Written(lambda level, out: write_steps(res.steps, level, out)),
                              graph=Written(lambda level, out: write_graph(res, level, out))),
                  escape)


def _scalar(value: object) -> str:
    """A scalar's JSON text (an exact str or int at once; anything else as json.dumps says)."""
    t = type(value)
    if t is str:
        return encode_basestring(value)  # type: ignore[arg-type]
    if t is int:
        return int.__repr__(value)
    if value is None:
        return "null"
    return json.dumps(value, ensure_ascii=False)


def write_steps(steps: Sequence[Step], level: int, out: Callable[[str], None]) -> None:
    """The `steps` of a ruling (Resolution.steps_json) at `level`."""
    if not steps:
        out("[]")
        return
    outer, inner, deep = _INDENT[level + 1], _INDENT[level + 2], _INDENT[level + 3]
    key = "," + inner + '"'
    cited: dict[tuple[str, ...], str] = {(): "[]"}
    sep = "[" + outer + "{" + inner
    enc, auto = encode_basestring, key + 'auto": true'
    for s in steps:  # each value an exact str or int written at once, without a call
        index, item, actor, action, summary = s.index, s.item, s.actor, s.action, s.summary
        text = f'{sep}"index": {int.__repr__(index) if type(index) is int else _scalar(index)}' \
            f'{key}kind": {enc(str.__str__(s.kind))}'
        if item is not None:
            text += key + 'item": ' + (enc(item) if type(item) is str else _scalar(item))
        if actor is not None:
            text += key + 'actor": ' + (enc(actor) if type(actor) is str else _scalar(actor))
        if action is not None:
            text += key + 'action": ' + _scalar(action)
        citations = s.citations
        cites = cited.get(citations)
        if cites is None:
            cites = cited[citations] = "[" + deep + ("," + deep).join(
                [_scalar(c) for c in citations]) + inner + "]"
        out(f'{text}{key}summary": {enc(summary) if type(summary) is str else _scalar(summary)}'
            f'{key}citations": {cites}{auto if s.auto else ""}')
        sep = outer + "}," + outer + "{" + inner
    out(outer + "}" + _INDENT[level] + "]")


def write_graph(res: Resolution, level: int, out: Callable[[str], None]) -> None:
    """The `graph` of a ruling (engine/graph.graph_data, in English) at `level`."""
    from judge.engine.graph import graph_parts, shown_label

    nodes, outcomes, edges = graph_parts(res)
    inner = _INDENT[level + 1]
    out("{" + inner + '"directed": true,' + inner + '"multigraph": false,' + inner +
        '"graph": {},' + inner + '"nodes": ')
    record = _INDENT[level + 3]
    rows = list(nodes.values())
    labels = [shown_label(node_id, kind, label)  # a message said now, an action's numbered
              for node_id, kind, label, _ in rows]
    ids = list(map(itemgetter(0), rows))
    indexes = list(map(itemgetter(3), rows))
    if not rows:
        out("[]")
    elif _exactly(str, ids, labels, map(itemgetter(1), rows)) and _exactly(int, indexes):
        _records_text(_node_texts(ids, labels, rows, indexes, outcomes, record), level + 1, out)
    else:  # an id, a label or a step of another type (e.g. a starting object's step: null)
        _write_nodes_slowly(rows, labels, outcomes, level + 1, out)
    out("," + inner + '"edges": ')
    if not edges:
        out("[]")
    else:
        _records_text(_edge_texts(edges, record), level + 1, out)
    out(_INDENT[level] + "}")


# The graph's 40,000 records of a 10,000-item register written one Python loop turn each were
# two thirds of its JSON text (after the steps are said); each column is now encoded in one
# call of C code (`map`), and each record is made by one `%` of a template.
def _exactly(kind: type, *columns: Iterable[object]) -> bool:
    """Whether every value in the columns is exactly of type `kind` (not a subclass: `bool`
    for `int`, a `Said` for `str`, each of which the slow path writes as json.dumps would)."""
    return all({*map(type, column)} <= {kind} for column in columns)


def _node_texts(ids: list[str], labels: list[str], rows: list[list[Any]], indexes: list[int],
                outcomes: dict[str, str], record: str) -> list[str]:
    """Each node's record text (without its braces), as the slow path writes it."""
    key = "," + record + '"'
    kinds = {kind: encode_basestring(kind) for kind in {*map(itemgetter(1), rows)}}
    # an outcome (the game's word) for the items, nothing for the other nodes
    told: dict[str | None, str] = {None: ""}
    told.update({word: f'{key}outcome": {_scalar(word)}' for word in {*outcomes.values()}})
    template = '"id": %s' + key + 'kind": %s' + key + 'label": %s' + key + 'step": %s%s'
    return list(map(template.__mod__, zip(
        map(encode_basestring, ids), map(kinds.__getitem__, map(itemgetter(1), rows)),
        map(encode_basestring, labels), map(int.__repr__, indexes),
        map(told.__getitem__, map(outcomes.get, ids)), strict=True)))


def _edge_texts(edges: dict[tuple[str, str, str], int], record: str) -> list[str]:
    """Each edge's record text (without its braces); an end of another type than str, or a
    step of another than int, written as json.dumps writes it."""
    key = "," + record + '"'
    ends = list(edges)
    sources = list(map(itemgetter(0), ends))
    targets = list(map(itemgetter(1), ends))
    steps = list(edges.values())
    enc: Callable[[Any], str] = encode_basestring
    if not _exactly(str, sources, targets):
        enc = _scalar
    relations = {r: _scalar(r) for r in {*map(itemgetter(2), ends)}}
    template = '"source": %s' + key + 'target": %s' + key + 'relation": %s' + key + 'step": %s'
    return list(map(template.__mod__, zip(
        map(enc, sources), map(enc, targets), map(relations.__getitem__, map(itemgetter(2), ends)),
        map(int.__repr__ if _exactly(int, steps) else _scalar, steps), strict=True)))


def _records_text(texts: list[str], level: int, out: Callable[[str], None]) -> None:
    """A list at `level` of records from their texts (each without its braces): in one piece
    when it is plain ASCII, else a piece per record (`pieces`: only a piece that is not ASCII
    is widened and escaped)."""
    outer, record = _INDENT[level + 1], _INDENT[level + 2]
    first, between = "[" + outer + "{" + record, outer + "}," + outer + "{" + record
    last = outer + "}" + _INDENT[level] + "]"
    text = between.join(texts)
    if text.isascii() and "\x7f" not in text:
        # apart, not `first + text + last`: no second copy of megabytes of text (the pieces
        # are joined once, as they are written: `pieces`)
        out(first)
        out(text)
        out(last)
        return
    sep = first
    for t in texts:
        out(sep + t)
        sep = between
    out(last)


def _write_nodes_slowly(rows: list[list[Any]], labels: list[str], outcomes: dict[str, str],
                        level: int, out: Callable[[str], None]) -> None:
    """The nodes at `level`, one record at a time, each value as json.dumps writes it."""
    outer, record = _INDENT[level + 1], _INDENT[level + 2]
    key = "," + record + '"'
    sep = "[" + outer + "{" + record
    for (node_id, kind, _, index), label in zip(rows, labels, strict=True):
        text = f'{sep}"id": {_scalar(node_id)}{key}kind": {_scalar(kind)}{key}label": ' \
            f'{_scalar(label)}{key}step": {_scalar(index)}'
        outcome = outcomes.get(node_id)
        out(text if outcome is None else f"{text}{key}outcome\": {_scalar(outcome)}")
        sep = outer + "}," + outer + "{" + record
    out(outer + "}" + _INDENT[level] + "]")
