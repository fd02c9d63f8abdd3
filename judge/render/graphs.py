"""Graph exports of a ruling: tree (terminal), Graphviz dot, Mermaid, node-link JSON.
All are drawn from `engine.graph.graph_data`, itself built from the trace."""

from __future__ import annotations

import json
import re
from typing import Any

from judge.engine.graph import graph_data
from judge.engine.resolution import Resolution

#: Relations followed downward in the tree (cause -> effect); responds_to is shown as a note.
FORWARD = ("causes", "triggers", "prevents", "makes_illegal", "cancels", "destroys", "enables")


def label(node: dict[str, Any]) -> str:
    text = str(node["label"])
    if node["kind"] == "item" and node["id"] != text:
        text = f"{text} ({node['id']})"
    outcome = node.get("outcome")
    if outcome:
        text += f" [{outcome}]"
    return text


def to_json(res: Resolution) -> str:
    return json.dumps(graph_data(res), ensure_ascii=False, indent=2)


def to_dot(res: Resolution) -> str:
    data = graph_data(res)
    lines = ["digraph judge {", '  rankdir=LR;', '  node [fontname="Helvetica"];']
    shapes = {"item": "box", "action": "cds", "event": "ellipse", "object": "octagon"}
    for n in data["nodes"]:
        style = ' style=dashed' if n.get("outcome") == "fizzled" else ""
        lines.append(f'  {_q(n["id"])} [label={_q(label(n))} shape={shapes.get(n["kind"], "box")}'
                     f"{style}];")
    for e in data["edges"]:
        lines.append(f'  {_q(e["source"])} -> {_q(e["target"])} [label={_q(e["relation"])}];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _q(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def to_mermaid(res: Resolution) -> str:
    data = graph_data(res)
    ids = {n["id"]: f"n{i}" for i, n in enumerate(data["nodes"])}
    lines = ["flowchart LR"]
    for n in data["nodes"]:
        text = re.sub(r'["\[\]{}()<>|]', " ", label(n)).strip()
        shape = ("[", "]") if n["kind"] == "item" else ("([", "])") if n["kind"] == "event" \
            else ("[/", "/]")
        lines.append(f'  {ids[n["id"]]}{shape[0]}"{text}"{shape[1]}')
    for e in data["edges"]:
        lines.append(f'  {ids[e["source"]]} -->|{e["relation"]}| {ids[e["target"]]}')
    return "\n".join(lines) + "\n"


def tree_lines(res: Resolution) -> list[str]:
    """A plain-text tree: each root (an action, or an item nobody caused) with what followed."""
    data = graph_data(res)
    nodes = {n["id"]: n for n in data["nodes"]}
    out_edges: dict[str, list[dict[str, Any]]] = {}
    caused: set[str] = set()
    responds: dict[str, list[str]] = {}
    for e in data["edges"]:
        if e["relation"] == "responds_to":
            responds.setdefault(e["source"], []).append(e["target"])
            continue
        out_edges.setdefault(e["source"], []).append(e)
        if e["relation"] in ("causes", "triggers"):
            caused.add(e["target"])
    roots = [n for n in nodes if n not in caused and nodes[n]["kind"] in ("item", "action")]
    lines: list[str] = []
    seen: set[str] = set()

    def walk(nid: str, prefix: str, relation: str | None, last: bool, depth: int) -> None:
        node = nodes[nid]
        branch = "" if relation is None else ("└─ " if last else "├─ ")
        rel = f"{relation}: " if relation else ""
        resp = ""
        if nid in responds:
            resp = "  (responds to " + ", ".join(responds[nid]) + ")"
        again = " ..." if nid in seen else ""
        lines.append(f"{prefix}{branch}{rel}{label(node)}{resp}{again}")
        if nid in seen or depth > 50:
            return
        seen.add(nid)
        children = [e for e in out_edges.get(nid, []) if e["relation"] in FORWARD]
        child_prefix = prefix + ("" if relation is None else ("   " if last else "│  "))
        for i, e in enumerate(children):
            walk(e["target"], child_prefix, e["relation"], i == len(children) - 1, depth + 1)

    for root in roots:
        walk(root, "", None, True, 0)
    return lines
