"""The dependency graph of a ruling drawn as inline SVG (for the self-contained HTML page).

Layered left to right by cause: whatever caused, triggered, prevented or made illegal something
stands to its left. Responses (dashed) do not place anything: a response prevents the item it
answers as often as it follows it, and using both would make a cycle of every register. Layers
come from a longest-path pass over the graph's condensation (networkx, imported only here), so a
cycle cannot break the layout.
"""

from __future__ import annotations

from typing import Any

from judge.engine.graph import NOT_RESOLVED
from judge.render.safe import inline, xml

NODE_W, NODE_H, GAP_X, GAP_Y, PAD = 200, 46, 90, 24, 16
LEFT = 70  # room left of the first column for the response arcs
CHARS = 28  # label characters that fit in a node (11px sans-serif in 200px)
FILL = {"resolved": "#e3f4e1", "waiting": "#e1ecfa",
        **dict.fromkeys(NOT_RESOLVED, "#fde8d7")}
KIND_FILL = {"event": "#f2f2f2", "action": "#efe6f7", "object": "#fafafa"}


def layers(data: dict[str, Any]) -> dict[str, int]:
    """Node id -> column: the longest chain of causes leading to it."""
    import networkx as nx

    g: nx.DiGraph[str] = nx.DiGraph()
    g.add_nodes_from(n["id"] for n in data["nodes"])
    g.add_edges_from((e["source"], e["target"]) for e in data["edges"]
                     if e["relation"] != "responds_to")
    cond = nx.condensation(g)
    depth: dict[int, int] = {}
    for c in nx.topological_sort(cond):
        depth[c] = max((depth[p] + 1 for p in cond.predecessors(c)), default=0)
    mapping = cond.graph["mapping"]
    return {n: depth[mapping[n]] for n in g.nodes}


def positions(data: dict[str, Any]) -> dict[str, tuple[float, float]]:
    """Columns from `layers`; within a column, the first in the order of the trace, the others
    at the mean row of what points at them (fewer crossing lines)."""
    col = layers(data)
    preds: dict[str, list[str]] = {}
    for e in data["edges"]:
        if e["relation"] != "responds_to":
            preds.setdefault(e["target"], []).append(e["source"])
    row: dict[str, float] = {}
    out: dict[str, tuple[float, float]] = {}
    for c in range(max(col.values(), default=-1) + 1):
        nodes = [n for n in data["nodes"] if col[n["id"]] == c]

        def key(n: dict[str, Any]) -> tuple[float, int, str]:
            above = [row[p] for p in preds.get(n["id"], []) if p in row]
            return (sum(above) / len(above) if above else -1.0, n.get("step") or 0, n["id"])

        for r, n in enumerate(sorted(nodes, key=key)):
            row[n["id"]] = r
            out[n["id"]] = (LEFT + c * (NODE_W + GAP_X), PAD + r * (NODE_H + GAP_Y))
    return out


def to_svg(data: dict[str, Any], stack: list[str] | None = None,
           outcomes: dict[str, str] | None = None) -> str:
    """An <svg> element (no XML namespace needed inline in HTML5; no external references).
    `outcomes`: how the game says each outcome (`resolved` -> `resulted`)."""
    if not data["nodes"]:
        return '<p class="empty">No dependencies to draw: nothing caused anything else.</p>'
    pos = positions(data)
    width = max(x for x, _ in pos.values()) + NODE_W + 60
    height = max(y for _, y in pos.values()) + NODE_H + PAD
    parts = [f'<svg class="graph" role="img" viewBox="0 0 {width:.0f} {height:.0f}" '
             f'width="{width:.0f}" height="{height:.0f}" font-family="sans-serif" '
             'font-size="12">',
             "<title>Dependency graph of effects</title>",
             '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" '
             'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" '
             'fill="#555"/></marker></defs>']
    for e in data["edges"]:
        parts.append(_edge(e, pos))
    waiting = set(stack or [])
    for n in data["nodes"]:
        parts.append(_node(n, pos[n["id"]], "waiting" if n["id"] in waiting else None,
                           outcomes or {}))
    parts.append("</svg>")
    return "\n".join(parts)


def _edge(e: dict[str, Any], pos: dict[str, tuple[float, float]]) -> str:
    (x1, y1), (x2, y2) = pos[e["source"]], pos[e["target"]]
    response = e["relation"] == "responds_to"
    if x1 == x2:  # same column: an arc on the left (responses) or the right side
        side = x1 if response else x1 + NODE_W
        sx, sy, tx, ty = side, y1 + NODE_H / 2, side, y2 + NODE_H / 2
        mx, my = side + (-50 if response else 50), (sy + ty) / 2
        lx, ly = side + (-30 if response else 30), my
    else:
        forward = x2 > x1
        sx = x1 + NODE_W if forward else x1
        tx = x2 if forward else x2 + NODE_W
        sy, ty = y1 + NODE_H / 2, y2 + NODE_H / 2
        mx, my = (sx + tx) / 2, (sy + ty) / 2
        lx, ly = mx, my - 4
    dash = ' stroke-dasharray="4 3"' if response else ""
    label = xml(e["relation"].replace("_", " "))
    # Arc labels run along the arc; a white halo keeps a label readable over crossing lines.
    turn = f' transform="rotate(-90 {lx:.0f} {ly:.0f})"' if x1 == x2 else ""
    return (f'<path d="M{sx:.0f},{sy:.0f} Q{mx:.0f},{my:.0f} {tx:.0f},{ty:.0f}" fill="none" '
            f'stroke="#555"{dash} marker-end="url(#arrow)"/>'
            f'<text x="{lx:.0f}" y="{ly:.0f}" text-anchor="middle" fill="#333" font-size="10" '
            f'stroke="#fff" stroke-width="3" paint-order="stroke"{turn}>{label}</text>')


def _node(n: dict[str, Any], at: tuple[float, float], waiting: str | None,
          outcomes: dict[str, str]) -> str:
    x, y = at
    outcome = n.get("outcome") or waiting
    fill = FILL.get(outcome or "", KIND_FILL.get(n["kind"], "#ffffff"))
    rx = 22 if n["kind"] == "event" else 6
    dash = ' stroke-dasharray="5 3"' if outcome in NOT_RESOLVED else ""
    text = inline(n["label"])
    title = text if n["kind"] != "item" or text == n["id"] else f"{text} ({inline(n['id'])})"
    line1 = text if len(text) <= CHARS else text[:CHARS - 1] + "…"
    line2 = n["kind"] if n["kind"] != "item" else inline(n["id"])
    if outcome:
        line2 += f" · {outcomes.get(outcome, outcome)}"
    return (f'<g><title>{xml(title)}</title>'
            f'<rect x="{x:.0f}" y="{y:.0f}" width="{NODE_W}" height="{NODE_H}" rx="{rx}" '
            f'fill="{fill}" stroke="#444"{dash}/>'
            f'<text x="{x + NODE_W / 2:.0f}" y="{y + 19:.0f}" text-anchor="middle" '
            'font-size="11">'
            f'{xml(line1)}</text>'
            f'<text x="{x + NODE_W / 2:.0f}" y="{y + 35:.0f}" text-anchor="middle" '
            f'fill="#666" font-size="10">{xml(line2)}</text></g>')
