"""The dependency graph of effects, built from the trace alone (never a second analysis).

`graph_data` gives networkx's node-link form without importing networkx (the `--json` path stays
lean); `to_networkx` builds the real graph for `judge graph` and for analysis.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any


if TYPE_CHECKING:
    import networkx as nx

    from judge.engine.resolution import Resolution


#: The outcomes of an item that left the stack without resolving, in each game's own word
#: (Rulebook.cancel_words): a graph draws them alike.
NOT_RESOLVED = frozenset({"fizzled", "cancelled", "countered"})

def graph_data(res: Resolution) -> dict[str, Any]:
    nodes: dict[str, dict[str, Any]] = {}
    edges: list[dict[str, Any]] = []
    seen_edges: set[tuple[str, str, str]] = set()
    for step in res.steps:
        for n in step.nodes:
            if n.id not in nodes:
                nodes[n.id] = {"id": n.id, "kind": n.kind, "label": n.label, "step": step.index}
        for link in step.links:
            key = (link.source, link.target, link.relation.value)
            if key in seen_edges:
                continue
            seen_edges.add(key)
            edges.append({"source": link.source, "target": link.target,
                          "relation": link.relation.value, "step": step.index})
    for e in edges:  # an edge may name a node no step introduced: a starting object
        for end in (e["source"], e["target"]):
            if end not in nodes:
                nodes[end] = {"id": end, "kind": "object", "label": end, "step": None}
    linked = {e["source"] for e in edges} | {e["target"] for e in edges}
    nodes = {k: n for k, n in nodes.items() if n["kind"] != "event" or k in linked}
    for f in res.fizzled:
        if f.item in nodes:
            nodes[f.item]["outcome"] = f.outcome  # the game's word: fizzled, countered...
    for item_id in res.resolved:
        if item_id in nodes:
            nodes[item_id]["outcome"] = "resolved"
    return {"directed": True, "multigraph": False, "graph": {}, "nodes": list(nodes.values()),
            "edges": edges}


def to_networkx(res: Resolution) -> nx.MultiDiGraph[str]:
    import networkx as nx

    data = graph_data(res)
    g: nx.MultiDiGraph[str] = nx.MultiDiGraph()
    for n in data["nodes"]:
        g.add_node(n["id"], **{k: v for k, v in n.items() if k != "id"})
    for e in data["edges"]:
        g.add_edge(e["source"], e["target"], relation=e["relation"], step=e["step"])
    return g
