"""Where each node and edge of a dependency graph goes, so the drawing is readable: every label
whole (wrapped, never cut), no node on top of another, no edge running behind a node, edge labels
apart from each other.

Two ways, the same result type: Graphviz `dot` lays the graph out when it is installed (`dot
-Tplain`, node sizes fixed from the wrapped labels); otherwise a layered layout of our own
(Sugiyama's scheme, simplified): ranks by the longest chain of causes, an edge longer than one
rank kept in a reserved lane of every rank it crosses (so it passes between nodes, never behind
one), nodes in a rank ordered by the mean place of their neighbours, and edge labels set in the
gaps between ranks, moved apart where they would overlap. Both lay the graph top to bottom: a
phone scrolls down, and a long chain of triggers stays one column wide. Responses (dashed) do not
place anything: a response prevents the item it answers as often as it follows it.
"""

from __future__ import annotations

import itertools
import re
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
GAP_RANK = 46  # between ranks: room for a line of edge labels
GAP_NODE = 28  # between the nodes of a rank
LANE = 14  # the width an edge crossing a rank keeps for itself there
TOP = 40  # above the first rank: room for the arcs of responses within a rank
SIDE = 8
DOT_PAD = 6
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


def boxes(data: dict[str, Any], stack: list[str] | None,
          outcomes: dict[str, str] | None = None) -> list[Box]:
    """The nodes as boxes; `outcomes`: how the game says each outcome (`resolved` -> `resulted`,
    engine/words.py), for the second line (the box's state stays the graph's own name)."""
    waiting = set(stack or [])
    out = []
    for n in data["nodes"]:
        text = inline(n["label"])
        title = text if n["kind"] != "item" or text == n["id"] else f"{text} ({inline(n['id'])})"
        state = n.get("outcome") or ("waiting" if n["id"] in waiting else None)
        sub = n["kind"] if n["kind"] != "item" else inline(n["id"])
        if state:
            sub += f" · {(outcomes or {}).get(state, state)}"
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
           engine: str | None = None, outcomes: dict[str, str] | None = None) -> Layout:
    """The graph laid out by `dot` if it is installed (or `engine="dot"`), else by
    `layered` (or `engine="layered"`)."""
    return layout_many([(data, stack)], engine, [outcomes or {}])[0]


def label_text(edge: Edge) -> str:
    return ", ".join(r.replace("_", " ") for r in edge.relations)


# ----- Graphviz ----------------------------------------------------------------------------------
def layout_many(graphs: list[tuple[dict[str, Any], list[str] | None]],
                engine: str | None = None,
                outcomes: list[dict[str, str]] | None = None) -> list[Layout]:
    """Several graphs laid out at once: one run of `dot` for all of them (starting `dot` costs
    more than laying out a ruling's graph). `outcomes`: for each graph, how its game says each
    outcome (engine/words.py: Words.outcomes)."""
    words = outcomes or [{} for _ in graphs]
    prepared = [(boxes(d, s, o), merged_edges(d))
                for (d, s), o in zip(graphs, words, strict=True)]
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


#: `dot -Tplain` of sources already laid out in this process (the same ruling's graph is drawn
#: by its page in each language and by its explain view): a graph is laid out once. Bounded.
_LAID_OUT: dict[str, str | None] = {}
_LAID_OUT_MAX = 2048


def _run_dot(sources: list[str]) -> list[str | None]:
    """`dot -Tplain` of each source, each laid out once a process (see _LAID_OUT)."""
    known = {s: _LAID_OUT[s] for s in sources if s in _LAID_OUT}
    new = [s for s in dict.fromkeys(sources) if s not in known]
    if new:
        known.update(zip(new, _run_dot_now(new), strict=True))
        if len(_LAID_OUT) + len(new) > _LAID_OUT_MAX:
            _LAID_OUT.clear()
        _LAID_OUT.update((s, known[s]) for s in new)
    return [known[s] for s in sources]


#: Graphs laid out by one `dot` run at most: each run has its own time limit (a hung Graphviz
#: must not hang judge), and a whole site's ~700 graphs in one run could pass that limit on a
#: loaded machine, turning every page to the fallback layout; a run of this many takes a second
#: or two.
DOT_BATCH = 100


def _run_dot_now(sources: list[str]) -> list[str | None]:
    """`dot -Tplain` of each source, in runs of DOT_BATCH (see there). A run's layouts are
    taken up to the first graph that can corrupt Graphviz's heap (_may_corrupt), and the graphs
    after it go in the next run: the bundled rulings' ~1,000 graphs in ~20 runs, where laying
    out again each run that failed (_run_dot_batch) took ~100, at ~15 ms of `dot`'s start-up
    each (most of the site's time in Graphviz). A run that fails in a way no such graph
    explains is laid out again as _run_dot_batch does."""
    out: list[str | None] = []
    rest = sources
    while rest:
        run = rest[:DOT_BATCH]
        taken = _run_dot_until_corrupting(run)
        if taken:
            out += taken
        else:  # a single graph, or a run that failed as _run_dot_batch's first run would
            out += [_run_dot_alone(run[0])] if len(run) == 1 else _laid_out_again(run)
        rest = rest[len(taken or run):]
    return out


def _run_dot_until_corrupting(sources: list[str]) -> list[str | None]:
    """The layouts of one run of `dot -Tplain` over `sources` up to and including the first
    graph that can corrupt Graphviz's heap (_may_corrupt; its own layout is right, what follows
    it may not be), each drawing exactly its graph's edges; all of them for a clean run with no
    such graph. Empty when the run fails before any such graph (a failure it does not explain:
    its graphs are laid out again by smaller runs) or for a single graph (laid out alone)."""
    if len(sources) < 2:
        return []
    try:
        done = _dot_plain("\n".join(sources), DOT_SECONDS + DOT_SECONDS_EACH * len(sources))
    except subprocess.TimeoutExpired:
        return []
    taken: list[str | None] = []
    for source, plain in zip(sources, done.stdout.split("\nstop\n")[:-1], strict=False):
        if not _draws(source, plain):
            return []
        taken.append(plain)
        if _may_corrupt(source, plain):
            return taken
    return taken if done.returncode == 0 and len(taken) == len(sources) else []


def _run_dot_batch(sources: list[str]) -> list[str | None]:
    """`dot -Tplain` of each source. One run lays them all out when it can; but Graphviz 2.4x
    (Debian's) corrupts its own heap on some runs of many graphs: it then aborts, and a layout
    it printed before aborting may already be wrong (a CI run drew a graph without one of its
    edges). So a run's layouts are used only when it exits cleanly with one layout per graph,
    each drawing exactly the graph's edges; otherwise each half of the run is laid out again by
    a run of its own, checked the same way, down to a graph alone (None if even that fails: our
    own layout draws it). A graph that upsets Graphviz (the bundled rulings have one, whichever
    graph runs with it) costs a few runs more, not a run for every graph of its batch."""
    if len(sources) == 1:
        return [_run_dot_alone(sources[0])]
    try:
        done = _dot_plain("\n".join(sources), DOT_SECONDS + DOT_SECONDS_EACH * len(sources))
    except subprocess.TimeoutExpired:  # a corrupted heap can hang it too: halves as below
        done = subprocess.CompletedProcess([], -1, "", "")
    pieces = done.stdout.split("\nstop\n")
    if (done.returncode == 0 and len(pieces) == len(sources) + 1
            and all(_draws(s, p) for s, p in zip(sources, pieces[:-1], strict=True))):
        return list[str | None](pieces[:len(sources)])
    return _laid_out_again(sources)


def _laid_out_again(sources: list[str]) -> list[str | None]:
    """The graphs of a failed run of several, laid out again by smaller runs (_run_dot_batch)."""
    if sum(_UNRANKED in s for s in sources) > 1:  # the likely cause: see _unranked_last
        return _run_dot_runs(sources, _unranked_last(sources))
    half = len(sources) // 2
    return _run_dot_batch(sources[:half]) + _run_dot_batch(sources[half:])


#: An edge that does not rank its nodes (a response: _dot_source). Graphviz 2.43 (Debian's)
#: corrupts its own heap on some graphs with one (a labelled edge between nodes it puts on one
#: rank): that graph's own layout is right, but the graphs after it in the same run abort or
#: may come out wrong. The bundled rulings' graphs in three languages failed 8 runs of 100 in
#: 11, and laying those out again by halves cost ~340 runs and ~7 s of CPU.
_UNRANKED = "constraint=false"

_SOURCE_UNRANKED = re.compile(r"^(n\d+) -> (n\d+) \[[^\]\n]*" + _UNRANKED, re.M)
_PLAIN_PLACE = re.compile(r"^node (n\d+) (\S+) (\S+) ", re.M)


def _may_corrupt(source: str, plain: str) -> bool:
    """Whether the layout draws an edge that does not rank (_UNRANKED) between two nodes of one
    rank with another node of that rank between them: the graphs after such a one in a run of
    Graphviz 2.43 (Debian's) abort or may come out wrong. Of the bundled rulings' 248 graphs
    with such an edge, 175 draw it within a rank; the 4 that spoil the graphs after them are
    among the 10 with a node between its ends."""
    if _UNRANKED not in source:
        return False
    at = {name: (float(x), y) for name, x, y in _PLAIN_PLACE.findall(plain)}
    for a, b in _SOURCE_UNRANKED.findall(source):
        if a not in at or b not in at:
            return True  # not read as expected: taken as the worst case
        (xa, ya), (xb, yb) = at[a], at[b]
        if ya == yb and any(y == ya and min(xa, xb) < x < max(xa, xb)
                            for x, y in at.values()):
            return True
    return False


def _unranked_last(sources: list[str]) -> list[list[int]]:
    """The sources (by index) in runs where a graph with an edge that does not rank
    (_UNRANKED) only ever comes last (what follows a graph is what it can spoil), the other
    graphs shared out over those runs: a run per such graph, each clean (the three languages'
    graphs: 223 runs and 3.6 s of CPU in all, the same layouts as each laid out alone)."""
    unranked = [i for i, s in enumerate(sources) if _UNRANKED in s]
    ranked = [i for i, s in enumerate(sources) if _UNRANKED not in s]
    each = -(-len(ranked) // len(unranked))
    return [[*ranked[k * each:(k + 1) * each], u] for k, u in enumerate(unranked)]


def _run_dot_runs(sources: list[str], runs: list[list[int]]) -> list[str | None]:
    """`dot -Tplain` of each source, by the runs given (lists of indices; each run checked and
    split again as _run_dot_batch does)."""
    out: list[str | None] = [None] * len(sources)
    for run in runs:
        for i, plain in zip(run, _run_dot_batch([sources[i] for i in run]), strict=True):
            out[i] = plain
    return out


#: The time limit of a `dot` run: a few seconds, and a little more for each graph (a batch of
#: DOT_BATCH takes a second or two even on a loaded machine). A run of many graphs that hangs
#: (Graphviz 2.43 did, in the test suite, until a 120 s limit stopped it and every graph of
#: the page fell back to our own layout) is split like one that aborts.
DOT_SECONDS, DOT_SECONDS_EACH = 10.0, 0.2


def _dot_plain(text: str, timeout: float) -> subprocess.CompletedProcess[str]:
    """`dot -Tplain` of `text`, what it prints read as UTF-8 with any other byte replaced: a run
    that corrupted Graphviz's heap may print bytes that are not UTF-8 before it dies (a CI run's
    did, and reading them raised UnicodeDecodeError out of the layout). Such a run's output is
    then refused as any broken run's is (its return code, _draws), never trusted or raised."""
    done = subprocess.run(["dot", "-Tplain"], input=text.encode("utf-8"), capture_output=True,
                          timeout=timeout, check=False)
    return subprocess.CompletedProcess(done.args, done.returncode,
                                       done.stdout.decode("utf-8", "replace"),
                                       done.stderr.decode("utf-8", "replace"))


def _run_dot_alone(source: str) -> str | None:
    try:
        done = _dot_plain(source, DOT_SECONDS)
    except subprocess.TimeoutExpired:
        return None
    plain = done.stdout.removesuffix("stop\n").removesuffix("\n")
    return plain if done.returncode == 0 and _draws(source, plain) else None


_SOURCE_EDGE = re.compile(r"\b(n\d+) -> (n\d+)\b")
_SOURCE_NODE = re.compile(r"(?<!-> )\bn\d+ \[")
_PLAIN_EDGE = re.compile(r"^edge (n\d+) (n\d+) ", re.M)
_PLAIN_NODE = re.compile(r"^node ", re.M)


def _draws(source: str, plain: str) -> bool:
    """Whether a layout has each node of its source once and exactly the source's edges."""
    return (len(_SOURCE_NODE.findall(source)) == len(_PLAIN_NODE.findall(plain))
            and sorted(_SOURCE_EDGE.findall(source)) == sorted(_PLAIN_EDGE.findall(plain)))


def _dot_source(bs: list[Box], es: list[Edge]) -> str:
    ids = {b.id: f"n{i}" for i, b in enumerate(bs)}
    lines = ["digraph g {", "rankdir=TB; nodesep=0.35; ranksep=0.5; splines=true;",
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


#: A line of `dot -Tplain` as it nearly always is: words and "quoted words" (no backslash, no
#: single quote) between blanks, which shlex.split reads as the words and the quotes' insides.
_PLAIN_LINE = re.compile(r'[ \t\r\n]*(?:(?:"[^"\\\']*"|[^ \t\r\n"\\\']+)(?:[ \t\r\n]+|$))*')
_PLAIN_FIELD = re.compile(r'"([^"]*)"|([^ \t\r\n]+)')


def plain_fields(row: str) -> list[str]:
    """shlex.split(row), without shlex for the lines above (most of the time spent reading a
    layout went to shlex, a character at a time); anything else is left to shlex."""
    if _PLAIN_LINE.fullmatch(row):
        return [quoted or bare for quoted, bare in _PLAIN_FIELD.findall(row)]
    return shlex.split(row)


def _dot_read(bs: list[Box], es: list[Edge], plain: str) -> Layout:
    """Positions from `dot -Tplain` (inches, y upwards) as SVG pixels (y downwards), with a
    margin of DOT_PAD all round."""
    names = {b.id: f"n{i}" for i, b in enumerate(bs)}
    by_name = {name: b for b in bs for name in (names[b.id],)}
    width = height = 0.0
    splines: dict[tuple[str, str], tuple[list[float], float, float]] = {}

    def px(v: str) -> float:
        return float(v) * 72

    for row in plain.strip().splitlines():
        f = plain_fields(row)  # a label with spaces is quoted
        if not f:
            continue
        if f[0] == "graph":
            width, height = px(f[2]), px(f[3])
        elif f[0] == "node":
            b = by_name[f[1]]
            b.x = px(f[2]) - b.w / 2 + DOT_PAD
            b.y = height - px(f[3]) - b.h / 2 + DOT_PAD
        elif f[0] == "edge":
            n = int(f[3])
            rest = f[4 + 2 * n:]
            label = (px(rest[1]), px(rest[2])) if len(rest) >= 5 else (0.0, 0.0)
            splines[(f[1], f[2])] = ([px(v) for v in f[4:4 + 2 * n]], *label)
    # One drawn edge per ordered pair (merged_edges): the pair names its spline.
    for e in es:
        pts, lx, ly = splines[(names[e.source], names[e.target])]
        coords = [(pts[i] + DOT_PAD, height - pts[i + 1] + DOT_PAD)
                  for i in range(0, len(pts), 2)]
        d = f"M{coords[0][0]:.1f},{coords[0][1]:.1f}"
        for i in range(1, len(coords) - 2, 3):
            (ax, ay), (bx, by), (cx, cy) = coords[i:i + 3]
            d += f" C{ax:.1f},{ay:.1f} {bx:.1f},{by:.1f} {cx:.1f},{cy:.1f}"
        e.path = d
        e.label_x, e.label_y = lx + DOT_PAD, height - ly + 3 + DOT_PAD
    separate_labels(es, bs)
    lowest = max((e.label_y for e in es), default=0.0)
    return Layout(bs, es, width + 2 * DOT_PAD, max(height + 2 * DOT_PAD, lowest + DOT_PAD), "dot")


def separate_labels(es: list[Edge], bs: list[Box] | None = None) -> None:
    """Graphviz may put the labels of two edges near one node on top of each other (an edge
    that does not rank, such as a copy's, gets little room): a label that would overlap one
    placed before it moves a line down or up, the nearest first, to where it overlaps no other
    label and no node; where there is no such place it stays."""
    nodes = [(b.x, b.y, b.w, b.h) for b in bs or ()]
    placed: list[tuple[float, float, float, float]] = []
    for e in es:
        w = len(label_text(e)) * LABEL_CHAR_W

        def box(y: float, x: float = e.label_x, w: float = w) -> tuple[float, float, float, float]:
            return (x - w / 2, y - LABEL_H, w, LABEL_H)

        if any(not _apart(box(e.label_y), other) for other in placed):
            for k in range(1, 2 * (len(es) + len(nodes)) + 8):  # past a node's height too
                y = e.label_y + LABEL_H * ((k + 1) // 2) * (1 if k % 2 else -1)
                if all(_apart(box(y), other) for other in (*placed, *nodes)):
                    e.label_y = y
                    break
        placed.append(box(e.label_y))


def _apart(a: tuple[float, float, float, float], b: tuple[float, float, float, float]
           ) -> bool:
    """Whether two label boxes are at least a pixel apart."""
    return a[0] + a[2] + 1 <= b[0] or b[0] + b[2] + 1 <= a[0] or a[1] + a[3] + 1 <= b[1] or \
        b[1] + b[3] + 1 <= a[1]


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
    """Top to bottom (a phone scrolls down): ranks by the longest chain of causes, each edge
    longer than one rank kept in a reserved lane of every rank it crosses, labels in the gaps
    between ranks, moved sideways where they would overlap."""
    rank = columns(bs, es)
    nranks = max(rank.values(), default=0) + 1
    by_id = {b.id: b for b in bs}
    chains: list[list[str]] = []
    lanes: dict[str, int] = {}  # reserved point -> its rank
    for i, e in enumerate(es):
        a, b = rank[e.source], rank[e.target]
        step = 1 if b > a else -1
        chain = [e.source]
        for k, r in enumerate(range(a + step, b, step)):
            d = f"\x00{i}.{k}"
            lanes[d] = r
            chain.append(d)
        chains.append([*chain, e.target])
    order = _order(bs, rank, lanes, chains, nranks)
    rank_of = {**rank, **lanes}
    # Coordinates: each rank as tall as its tallest node, nodes side by side from the left.
    ys: list[float] = []
    y = float(TOP)
    heights = [max((by_id[n].h for n in order[r] if n in by_id), default=10.0)
               for r in range(nranks)]
    for r in range(nranks):
        ys.append(y)
        y += heights[r] + GAP_RANK
    point: dict[str, tuple[float, float]] = {}
    width = 0.0
    for r in range(nranks):
        x = float(SIDE)
        for n in order[r]:
            if n in by_id:
                node = by_id[n]
                node.x, node.y = x, ys[r] + (heights[r] - node.h) / 2
                x += node.w + GAP_NODE
            else:
                point[n] = (x + LANE / 2, ys[r])
                x += LANE + GAP_NODE / 2
        width = max(width, x)
    labels: list[tuple[int, Edge, float, float]] = []
    for e, chain in zip(es, chains, strict=True):
        _route(e, chain, by_id, point, rank_of, heights, labels)
    _separate(labels)
    for e in es:
        width = max(width, e.label_x + len(label_text(e)) * LABEL_CHAR_W / 2 + 6)
    left = min([0.0, *(e.label_x - len(label_text(e)) * LABEL_CHAR_W / 2 - 6 for e in es)])
    return Layout(bs, es, width - left + 8, y - GAP_RANK + 12, "layered", offset_x=-left)


def _order(bs: list[Box], rank: dict[str, int], lanes: dict[str, int], chains: list[list[str]],
           nranks: int) -> list[list[str]]:
    """The nodes and reserved points of each rank, left to right: the order of the trace, then
    a few sweeps putting each at the mean place of its neighbours in the rank above (below)."""
    order: list[list[str]] = [[] for _ in range(nranks)]
    for box in bs:
        order[rank[box.id]].append(box.id)
    for d, r in lanes.items():
        order[r].append(d)
    of = {**rank, **lanes}
    up: dict[str, list[str]] = {}
    down: dict[str, list[str]] = {}
    for chain in chains:
        for u, v in itertools.pairwise(chain):
            if of[u] > of[v]:
                u, v = v, u
            if of[u] != of[v]:
                down.setdefault(u, []).append(v)
                up.setdefault(v, []).append(u)
    pos = {n: float(i) for row in order for i, n in enumerate(row)}
    for sweep in range(6):
        near = up if sweep % 2 == 0 else down
        for r in (range(1, nranks) if sweep % 2 == 0 else range(nranks - 2, -1, -1)):
            def mean(n: str, near: dict[str, list[str]] = near) -> float:
                ns = near.get(n, [])
                return sum(pos[m] for m in ns) / len(ns) if ns else pos[n]
            order[r].sort(key=mean)
            for i, n in enumerate(order[r]):
                pos[n] = float(i)
    return order


def _route(e: Edge, chain: list[str], by_id: dict[str, Box],
           point: dict[str, tuple[float, float]], rank_of: dict[str, int], heights: list[float],
           labels: list[tuple[int, Edge, float, float]]) -> None:
    """The edge's path down (or up) its chain of ranks, and where its label goes."""
    src, dst = by_id[e.source], by_id[e.target]
    if rank_of[e.source] == rank_of[e.target]:  # within a rank: an arc above it
        r = rank_of[e.source]
        sx, sy = src.x + src.w / 2, src.y
        tx, ty = dst.x + dst.w / 2, dst.y
        top = min(sy, ty) - 18 - min(16.0, abs(tx - sx) / 12)
        e.path = f"M{sx:.1f},{sy:.1f} C{sx:.1f},{top:.1f} {tx:.1f},{top:.1f} {tx:.1f},{ty:.1f}"
        labels.append((r - 1, e, (sx + tx) / 2, top + 10))
        return
    down = rank_of[e.target] > rank_of[e.source]
    pts: list[tuple[float, float]] = []
    for k, n in enumerate(chain):
        if n in by_id:
            b = by_id[n]
            leaves_below = down if k == 0 else not down
            pts.append((b.x + b.w / 2, b.y + b.h if leaves_below else b.y))
        else:  # a reserved lane: the edge crosses the whole rank there
            x, y = point[n]
            h = heights[rank_of[n]]
            pts += [(x, y), (x, y + h)] if down else [(x, y + h), (x, y)]
    d = f"M{pts[0][0]:.1f},{pts[0][1]:.1f}"
    for (x1, y1), (x2, y2) in itertools.pairwise(pts):
        if abs(x2 - x1) < 1e-6:
            d += f" L{x2:.1f},{y2:.1f}"
            continue
        my = (y1 + y2) / 2
        d += f" C{x1:.1f},{my:.1f} {x2:.1f},{my:.1f} {x2:.1f},{y2:.1f}"
    e.path = d
    (x1, y1), (x2, y2) = pts[0], pts[1]
    gap = min(rank_of[chain[0]], rank_of[chain[1]])
    labels.append((gap, e, (x1 + x2) / 2 + len(label_text(e)) * LABEL_CHAR_W / 2 + 4,
                   (y1 + y2) / 2 + 4))


def _separate(labels: list[tuple[int, Edge, float, float]]) -> None:
    """Set each label at its place, moved right where it would overlap a label of its gap."""
    by_gap: dict[int, list[tuple[int, Edge, float, float]]] = {}
    for lb in labels:
        by_gap.setdefault(lb[0], []).append(lb)
    for group in by_gap.values():
        group.sort(key=lambda lb: lb[2])
        last_right = -1e9
        for _, e, x, y in group:
            half = len(label_text(e)) * LABEL_CHAR_W / 2
            x = max(x, last_right + half + 6)
            e.label_x, e.label_y = x, y
            last_right = x + half
