"""Where each node and edge of a dependency graph goes, so the drawing is readable: every label
whole (wrapped, never cut), no node on top of another, no edge running behind a node, edge labels
apart from each other.

Two ways, the same result type: Graphviz `dot` lays the graph out when it is installed (`dot
-Tplain`, node sizes fixed from the wrapped labels); otherwise a layered layout of our own
(Sugiyama's scheme, simplified): columns by the longest chain of causes, an edge longer than one
column broken at a reserved point in every column it crosses (so it passes between nodes, never
behind one), rows ordered by the mean row of the neighbours, and edge labels set in the gaps
between columns, pushed apart where they would overlap. Responses (dashed) do not place anything:
a response prevents the item it answers as often as it follows it.
"""

from __future__ import annotations

import itertools
import shlex
import shutil
import subprocess
from dataclasses import dataclass
from typing import Any

from judge.render.safe import inline

CHAR_W = 6.6  # mean width of a character at 12px sans-serif (generous: text never overflows)
LINE_H = 15
WRAP = 26  # characters per label line
PAD_X, PAD_Y = 10, 8
GAP_X = 130  # between columns: room for the edge labels
GAP_Y = 22
MARGIN = 60  # left of the first column: room for the arcs of responses within a column
LABEL_H = 13
LABEL_CHAR_W = 5.8  # 10px


@dataclass
class Box:
    id: str
    kind: str
    lines: list[str]  # the label, wrapped
    sub: str  # second line: the kind or the item id, and the outcome
    state: str | None  # resolved | fizzled | waiting | None
    title: str
    x: float = 0.0
    y: float = 0.0
    w: float = 0.0
    h: float = 0.0


@dataclass
class Edge:
    source: str
    target: str
    relations: list[str]  # one drawn edge may carry several relations between the same pair
    path: str = ""  # SVG path data
    label_x: float = 0.0
    label_y: float = 0.0
    dashed: bool = False


@dataclass
class Layout:
    boxes: list[Box]
    edges: list[Edge]
    width: float
    height: float
    engine: str  # dot | layered
    offset_x: float = 0.0  # drawn shifted right by this much (room for a label on the left)


def wrap(text: str, width: int = WRAP) -> list[str]:
    """Words to lines of at most `width` characters; a longer word is split (never dropped)."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        while len(word) > width:
            if current:
                lines.append(current)
                current = ""
            lines.append(word[:width])
            word = word[width:]
        if not current:
            current = word
        elif len(current) + 1 + len(word) <= width:
            current += " " + word
        else:
            lines.append(current)
            current = word
    if current or not lines:
        lines.append(current)
    return lines


def boxes(data: dict[str, Any], stack: list[str] | None) -> list[Box]:
    waiting = set(stack or [])
    out = []
    for n in data["nodes"]:
        text = inline(n["label"])
        title = text if n["kind"] != "item" or text == n["id"] else f"{text} ({inline(n['id'])})"
        state = n.get("outcome") or ("waiting" if n["id"] in waiting else None)
        sub = n["kind"] if n["kind"] != "item" else inline(n["id"])
        if state:
            sub += f" · {state}"
        lines = wrap(text)
        chars = max(max(len(line) for line in lines), len(sub) * 10 / 12)
        w = max(110.0, chars * CHAR_W + 2 * PAD_X)
        h = (len(lines) + 1) * LINE_H + 2 * PAD_Y
        out.append(Box(n["id"], n["kind"], lines, sub, state, title, w=w, h=h))
    return out


def merged_edges(data: dict[str, Any]) -> list[Edge]:
    """One drawn edge per ordered pair; its relations in the order of the trace."""
    out: dict[tuple[str, str], Edge] = {}
    for e in data["edges"]:
        key = (e["source"], e["target"])
        if key not in out:
            out[key] = Edge(e["source"], e["target"], [])
        if e["relation"] not in out[key].relations:
            out[key].relations.append(e["relation"])
    for edge in out.values():
        edge.dashed = edge.relations == ["responds_to"]
    return list(out.values())


def layout(data: dict[str, Any], stack: list[str] | None = None,
           engine: str | None = None) -> Layout:
    """The graph laid out by `dot` if it is installed (or `engine="dot"`), else by
    `layered` (or `engine="layered"`)."""
    return layout_many([(data, stack)], engine)[0]


def label_text(edge: Edge) -> str:
    return ", ".join(r.replace("_", " ") for r in edge.relations)


# ----- Graphviz ----------------------------------------------------------------------------------
def layout_many(graphs: list[tuple[dict[str, Any], list[str] | None]],
                engine: str | None = None) -> list[Layout]:
    """Several graphs laid out at once: one run of `dot` for all of them (starting `dot` costs
    more than laying out a ruling's graph)."""
    prepared = [(boxes(d, s), merged_edges(d)) for d, s in graphs]
    if engine != "layered" and shutil.which("dot") and prepared:
        try:
            return _dot([p for p in prepared if p[0]], prepared)
        except (OSError, subprocess.SubprocessError, ValueError, KeyError, IndexError):
            if engine == "dot":
                raise
    return [layered(bs, es) for bs, es in prepared]


def _dot(drawn: list[tuple[list[Box], list[Edge]]],
         prepared: list[tuple[list[Box], list[Edge]]]) -> list[Layout]:
    plains = _run_dot([_dot_source(bs, es) for bs, es in drawn])
    laid = iter(_dot_read(bs, es, plain) if plain is not None else layered(bs, es)
                for (bs, es), plain in zip(drawn, plains, strict=True))
    return [next(laid) if bs else Layout(bs, es, 0, 0, "dot") for bs, es in prepared]


def _run_dot(sources: list[str]) -> list[str | None]:
    """`dot -Tplain` of each source, in as few runs as it takes: Graphviz 2.42 can crash on a
    graph of a long input that it lays out alone without trouble; the graph it stopped at is
    run alone (None if it fails even so: our own layout draws it), then the rest again."""
    out: list[str | None] = []
    while len(out) < len(sources):
        rest = sources[len(out):]
        done = subprocess.run(["dot", "-Tplain"], input="\n".join(rest), capture_output=True,
                              text=True, timeout=120, check=False)
        pieces = done.stdout.split("\nstop\n")
        complete = pieces[:-1] if done.returncode else pieces[:len(rest)]
        out += complete
        if done.returncode == 0:
            break
        alone = subprocess.run(["dot", "-Tplain"], input=rest[len(complete)],
                               capture_output=True, text=True, timeout=60, check=False)
        out.append(alone.stdout if alone.returncode == 0 else None)
    return out


def _dot_source(bs: list[Box], es: list[Edge]) -> str:
    ids = {b.id: f"n{i}" for i, b in enumerate(bs)}
    lines = ["digraph g {", "rankdir=LR; nodesep=0.3; ranksep=0.9; splines=true;",
             'node [shape=box fixedsize=true label=""]; edge [fontsize=10 fontname="Helvetica"];']
    for b in bs:
        lines.append(f"{ids[b.id]} [width={b.w / 72:.3f} height={b.h / 72:.3f}];")
    for e in es:
        # Responses do not rank (see the module docstring); labels are plain ASCII words.
        constraint = " constraint=false" if e.dashed else ""
        lines.append(f'{ids[e.source]} -> {ids[e.target]} [label="{label_text(e)}"'
                     f"{constraint}];")
    lines.append("}")
    return "\n".join(lines)


def dot_layout(bs: list[Box], es: list[Edge]) -> Layout:
    return _dot([(bs, es)], [(bs, es)])[0]


def _dot_read(bs: list[Box], es: list[Edge], plain: str) -> Layout:
    by_name = {f"n{i}": b for i, b in enumerate(bs)}
    width = height = 0.0
    parsed_edges: list[tuple[list[float], float, float]] = []
    for row in plain.strip().splitlines():
        f = shlex.split(row)  # a label with spaces is quoted
        if not f:
            continue
        if f[0] == "graph":
            width, height = float(f[2]) * 72, float(f[3]) * 72
        elif f[0] == "node":
            b = by_name[f[1]]
            b.x = float(f[2]) * 72 - b.w / 2
            b.y = height - float(f[3]) * 72 - b.h / 2
        elif f[0] == "edge":
            n = int(f[3])
            pts = [float(v) * 72 for v in f[4:4 + 2 * n]]
            rest = f[4 + 2 * n:]
            lx, ly = (float(rest[1]) * 72, float(rest[2]) * 72) if len(rest) >= 5 else (0, 0)
            parsed_edges.append((pts, lx, ly))
    # Edges come back in the order given (one per line): pair them by position.
    for e, (pts, lx, ly) in zip(es, parsed_edges, strict=True):
        coords = [(pts[i], height - pts[i + 1]) for i in range(0, len(pts), 2)]
        d = f"M{coords[0][0]:.1f},{coords[0][1]:.1f}"
        for i in range(1, len(coords) - 2, 3):
            (ax, ay), (bx, by), (cx, cy) = coords[i:i + 3]
            d += f" C{ax:.1f},{ay:.1f} {bx:.1f},{by:.1f} {cx:.1f},{cy:.1f}"
        e.path, e.label_x, e.label_y = d, lx, height - ly + 3
    return Layout(bs, es, width + 2, height + 2, "dot")


# ----- our own layered layout --------------------------------------------------------------------
def columns(bs: list[Box], es: list[Edge]) -> dict[str, int]:
    """Node id -> column: the longest chain of (non-response) causes leading to it; a cycle is
    cut where the trace met it (an edge back to a node already placed does not push it)."""
    order = {b.id: i for i, b in enumerate(bs)}
    preds: dict[str, list[str]] = {b.id: [] for b in bs}
    for e in es:
        if not e.dashed and e.source != e.target:
            preds[e.target].append(e.source)
    col: dict[str, int] = {}
    visiting: set[str] = set()

    def depth(n: str) -> int:
        if n in col:
            return col[n]
        visiting.add(n)
        best = 0
        for p in preds[n]:
            if p not in visiting:
                best = max(best, depth(p) + 1)
        visiting.discard(n)
        col[n] = best
        return best

    for b in sorted(bs, key=lambda b: order[b.id]):
        depth(b.id)
    return col


def layered(bs: list[Box], es: list[Edge]) -> Layout:
    col = columns(bs, es)
    ncols = max(col.values(), default=0) + 1
    by_id = {b.id: b for b in bs}
    # Chains: an edge spanning columns gets a reserved point (a "dummy") in each column between.
    chains: list[list[str]] = []
    dummies: dict[str, float] = {}  # dummy id -> height reserved
    dcol: dict[str, int] = {}
    for i, e in enumerate(es):
        a, b = col[e.source], col[e.target]
        chain = [e.source]
        step = 1 if b > a else -1
        for k, c in enumerate(range(a + step, b, step)):
            d = f"\x00{i}.{k}"
            dummies[d], dcol[d] = LABEL_H + 4, c
            chain.append(d)
        chain.append(e.target)
        chains.append(chain)
    layers: list[list[str]] = [[] for _ in range(ncols)]
    for box in bs:
        layers[col[box.id]].append(box.id)
    for d in dummies:
        layers[dcol[d]].append(d)
    # Neighbours in the next and previous column, for the barycentre sweeps.
    up: dict[str, list[str]] = {}
    down: dict[str, list[str]] = {}
    colof = {**col, **dcol}
    for chain in chains:
        for u, v in itertools.pairwise(chain):
            if colof[u] > colof[v]:
                u, v = v, u
            if colof[u] != colof[v]:
                down.setdefault(u, []).append(v)
                up.setdefault(v, []).append(u)
    pos = {n: float(i) for layer in layers for i, n in enumerate(layer)}
    for sweep in range(6):
        rng = range(1, ncols) if sweep % 2 == 0 else range(ncols - 2, -1, -1)
        near = up if sweep % 2 == 0 else down
        for c in rng:
            def bary(n: str, near: dict[str, list[str]] = near) -> float:
                ns = near.get(n, [])
                return sum(pos[m] for m in ns) / len(ns) if ns else pos[n]
            layers[c].sort(key=bary)
            for i, n in enumerate(layers[c]):
                pos[n] = float(i)
    # Coordinates: each column as wide as its widest node, rows stacked from the top.
    xs: list[float] = []
    x = float(MARGIN)
    for c in range(ncols):
        xs.append(x)
        widths = [by_id[n].w for n in layers[c] if n in by_id]
        x += max(widths, default=40.0) + GAP_X
    colw = [max((by_id[n].w for n in layers[c] if n in by_id), default=40.0)
            for c in range(ncols)]
    point: dict[str, tuple[float, float]] = {}  # dummy -> its y
    height = 0.0
    for c in range(ncols):
        y = 16.0
        for n in layers[c]:
            if n in by_id:
                node = by_id[n]
                node.x, node.y = xs[c] + (colw[c] - node.w) / 2, y
                y += node.h + GAP_Y
            else:
                point[n] = (xs[c], y + dummies[n] / 2)
                y += dummies[n] + GAP_Y / 2
        height = max(height, y)
    labels: list[tuple[int, Edge, float, float]] = []  # (gap, edge, x, y)
    for e, chain in zip(es, chains, strict=True):
        _route(e, chain, by_id, point, colof, xs, colw, labels)
    _separate(labels)
    # Whatever reaches left of the first column (an arc's label) moves everything right.
    left = min([0.0, *(e.label_x - len(label_text(e)) * LABEL_CHAR_W / 2 - 6 for e in es)])
    width = (xs[-1] + colw[-1] + 20 if xs else 100.0) - left
    bottom = max([height, *(e.label_y + LABEL_H for e in es)])
    return Layout(bs, es, width, bottom + 8, "layered", offset_x=-left)


def _route(e: Edge, chain: list[str], by_id: dict[str, Box],
           point: dict[str, tuple[float, float]], colof: dict[str, int], xs: list[float],
           colw: list[float], labels: list[tuple[int, Edge, float, float]]) -> None:
    """The edge's path through its chain of columns, and where its label goes."""
    src, dst = by_id[e.source], by_id[e.target]
    if colof[e.source] == colof[e.target]:  # within a column: an arc on its left side
        c = colof[e.source]
        left = xs[c]
        sx, sy = src.x, src.y + src.h / 2
        tx, ty = dst.x, dst.y + dst.h / 2
        bow = left - 24 - min(30.0, abs(ty - sy) / 8)
        e.path = f"M{sx:.1f},{sy:.1f} C{bow:.1f},{sy:.1f} {bow:.1f},{ty:.1f} {tx:.1f},{ty:.1f}"
        width = len(label_text(e)) * LABEL_CHAR_W
        labels.append((c - 1, e, bow - 6 - width / 2, (sy + ty) / 2))
        return
    forward = colof[e.target] > colof[e.source]
    pts: list[tuple[float, float]] = []
    for k, n in enumerate(chain):
        if n in by_id:
            b = by_id[n]
            out_right = forward if k == 0 else not forward
            pts.append((b.x + b.w if out_right else b.x, b.y + b.h / 2))
        else:  # a reserved point: the edge crosses the whole column there
            x, y = point[n]
            c = colof[n]
            first, second = (x, x + colw[c]) if forward else (x + colw[c], x)
            pts += [(first, y), (second, y)]
    d = f"M{pts[0][0]:.1f},{pts[0][1]:.1f}"
    for (x1, y1), (x2, y2) in itertools.pairwise(pts):
        if abs(x2 - x1) < 1e-6:
            continue
        if (x2 > x1) == forward and abs(y2 - y1) < 1e-6 and _inside_column(x1, x2, xs, colw):
            d += f" L{x2:.1f},{y2:.1f}"
            continue
        mx = (x1 + x2) / 2
        d += f" C{mx:.1f},{y1:.1f} {mx:.1f},{y2:.1f} {x2:.1f},{y2:.1f}"
    e.path = d
    (x1, y1), (x2, y2) = pts[0], pts[1]
    gap = min(colof[chain[0]], colof[chain[1]])
    labels.append((gap, e, (x1 + x2) / 2, (y1 + y2) / 2 - 3))


def _inside_column(x1: float, x2: float, xs: list[float], colw: list[float]) -> bool:
    lo, hi = min(x1, x2), max(x1, x2)
    return any(abs(lo - x) < 1e-6 and abs(hi - (x + w)) < 1e-6 for x, w in zip(xs, colw,
                                                                               strict=True))


def _separate(labels: list[tuple[int, Edge, float, float]]) -> None:
    """Set each label at its place, moved down where it would overlap a label of the same gap."""
    by_gap: dict[int, list[tuple[int, Edge, float, float]]] = {}
    for lb in labels:
        by_gap.setdefault(lb[0], []).append(lb)
    for group in by_gap.values():
        group.sort(key=lambda lb: lb[3])
        last = -1e9
        for _, e, x, y in group:
            y = max(y, last + LABEL_H)
            e.label_x, e.label_y = x, y
            last = y
