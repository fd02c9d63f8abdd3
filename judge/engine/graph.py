"""The dependency graph of effects, built from the trace alone (never a second analysis).

`graph_data` gives networkx's node-link form without importing networkx (the `--json` path stays
lean); `to_networkx` builds the real graph for `judge graph` and for analysis.
"""

from __future__ import annotations

from judge.msg import English, say

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any


if TYPE_CHECKING:
    import networkx as nx

    from judge.engine.resolution import Resolution
    from judge.msg import Translator


#: The outcomes of an item that left the stack without resolving, in each game's own word
#: (Rulebook.cancel_words): a graph draws them alike.
NOT_RESOLVED = frozenset({"fizzled", "cancelled", "countered"})

def graph_data(res: Resolution, tr: Translator | None = None, *, said: bool = False
               ) -> dict[str, Any]:
    """The graph in node-link form, each node's label said in the language of `tr` (None:
    English, the `--json` ruling's); `said`: each label left as the trace holds it (a message,
    or a name), for a reader that puts it in sentences of its own (lookup/causes.py). Only the
    nodes shown are said: an event's words are never made on the resolve path."""
    nodes: dict[str, dict[str, Any]] = {}
    edges: list[dict[str, Any]] = []
    seen_edges: set[tuple[str, str, str]] = set()
    for step in res.steps:
        for n in step.nodes:
            if n.id not in nodes:
                nodes[n.id] = {"id": n.id, "kind": n.kind, "label": n.label, "step": step.index}
        for link in step.links:
            relation = str.__str__(link.relation)  # its value, without the property's call
            key = (link.source, link.target, relation)
            if key in seen_edges:
                continue
            seen_edges.add(key)
            edges.append({"source": link.source, "target": link.target,
                          "relation": relation, "step": step.index})
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
    if not said:
        for shown in nodes.values():
            if tr is not None or type(shown["label"]) is not str:  # a name is said as it is
                shown["label"] = node_label(shown["kind"], shown["label"], tr)
    return {"directed": True, "multigraph": False, "graph": {}, "nodes": list(nodes.values()),
            "edges": edges}


def node_label(kind: str, label: object, tr: Translator | None = None) -> str:
    """A node's label in the language of `tr`: a message said there; a name (an item's, an
    object's) as it is; other English words marked as such (`[en: ...]`) outside English."""
    if type(label) is str:
        if tr is None or kind in ("item", "object") or not label:
            return label
        return say(English(label), tr)
    return say(label, tr)  # a message, or a phrase that keeps its message (judge/msg.py)


def to_networkx(res: Resolution) -> nx.MultiDiGraph[str]:
    import networkx as nx

    data = graph_data(res)
    g: nx.MultiDiGraph[str] = nx.MultiDiGraph()
    for n in data["nodes"]:
        g.add_node(n["id"], **{k: v for k, v in n.items() if k != "id"})
    for e in data["edges"]:
        g.add_edge(e["source"], e["target"], relation=e["relation"], step=e["step"])
    return g
