"""The dependency graph of a ruling drawn as inline SVG (the HTML pages of `judge explain
--format html` and `judge site`). Laid out by judge/render/layout.py (Graphviz `dot` when it is
installed, else our own layered layout): every label whole, no node over another, no edge behind
a node. Colours come from classes (the page's stylesheet, dark mode included); each edge carries
its relations in `data-relation`, so a test can check the drawing has the edges of `judge graph`.
"""

from __future__ import annotations

from typing import Any

from judge.render.layout import LINE_H, PAD_Y, Box, Edge, Layout, label_text, layout
from judge.render.safe import xml


def to_svg(data: dict[str, Any], stack: list[str] | None = None,
           engine: str | None = None, laid: Layout | None = None,
           outcomes: dict[str, str] | None = None) -> str:
    """An <svg> element (no XML namespace: none is needed inline in HTML5, and the page names
    no outside address at all; the element is well-formed XML all the same). `outcomes`: how
    the game says each outcome (`resolved` -> `resulted`), when not `laid` out already."""
    if not data["nodes"]:
        return '<p class="empty">No dependencies to draw: nothing caused anything else.</p>'
    lay = laid or layout(data, stack, engine, outcomes)
    w, h = lay.width, lay.height
    parts = [f'<svg class="graph" role="img" '
             f'viewBox="0 0 {w:.0f} {h:.0f}" width="{w:.0f}" height="{h:.0f}" '
             f'data-layout="{lay.engine}" font-family="sans-serif" font-size="12">',
             "<title>Dependency graph of effects</title>",
             '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" '
             'markerHeight="7" orient="auto-start-reverse"><path class="arrowhead" '
             'd="M0,0 L10,5 L0,10 z"/></marker></defs>',
             f'<g transform="translate({lay.offset_x:.1f},0)">']
    parts += [_edge(e) for e in lay.edges]
    parts += [_node(b) for b in lay.boxes]
    parts += [_edge_label(e) for e in lay.edges]  # over the lines, never under a node
    parts.append("</g></svg>")
    return "\n".join(parts)


def _edge(e: Edge) -> str:
    dash = " dashed" if e.dashed else ""
    return (f'<path class="edge{dash}" data-source="{xml(e.source)}" '
            f'data-target="{xml(e.target)}" data-relation="{xml(" ".join(e.relations))}" '
            f'd="{e.path}" fill="none" marker-end="url(#arrow)"/>')


def _edge_label(e: Edge) -> str:
    return (f'<text class="edge-label" x="{e.label_x:.1f}" y="{e.label_y:.1f}" '
            f'text-anchor="middle" font-size="10">{xml(label_text(e))}</text>')


def _node(b: Box) -> str:
    kind = f"node kind-{b.kind}" + (f" state-{b.state}" if b.state else "")
    rx = 18 if b.kind == "event" else 6
    cx = b.x + b.w / 2
    texts = [f'<text x="{cx:.1f}" y="{b.y + PAD_Y + LINE_H * (i + 1) - 3:.1f}" '
             f'text-anchor="middle">{xml(line)}</text>' for i, line in enumerate(b.lines)]
    sub_y = b.y + PAD_Y + LINE_H * (len(b.lines) + 1) - 3
    texts.append(f'<text class="sub" x="{cx:.1f}" y="{sub_y:.1f}" text-anchor="middle" '
                 f'font-size="10">{xml(b.sub)}</text>')
    return (f'<g class="{kind}" data-id="{xml(b.id)}"><title>{xml(b.title)}</title>'
            f'<rect x="{b.x:.1f}" y="{b.y:.1f}" width="{b.w:.1f}" height="{b.h:.1f}" '
            f'rx="{rx}"/>' + "".join(texts) + "</g>")
