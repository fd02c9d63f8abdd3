"""The dependency graph of effects, built from the trace alone (never a second analysis).

`graph_data` gives networkx's node-link form without importing networkx (the `--json` path stays
lean); `to_networkx` builds the real graph for `judge graph` and for analysis.
"""

from __future__ import annotations

from operator import itemgetter

from judge.model.ask import action_index
from judge.msg import English, Msg, say

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import Any


if TYPE_CHECKING:
    import networkx as nx

    from judge.engine.resolution import Resolution
    from judge.msg import Translator


#: The outcomes of an item that left the stack without resolving, in each game's own word
#: (Rulebook.cancel_words), or replaced (its resolution replaced): a graph draws them alike.
NOT_RESOLVED = frozenset({"fizzled", "cancelled", "countered", "replaced"})

def graph_parts(res: Resolution) -> tuple[dict[str, list[Any]], dict[str, str],
                                           dict[tuple[str, str, str], int]]:
    """What the ruling's graph shows, without its records: the nodes (id -> [id, kind, label
    as the trace holds it, step]) in order, each item's outcome (id -> the game's word), and
    the edges ((source, target, relation) -> the step that made it) in order. An edge may name
    a node no step introduced (a starting object: a node of its own); an event no edge touches
    is left out. `graph_data` makes its records of these, and the `--json` ruling writes them
    as text without making records (judge/render/jsondump.py)."""
    nodes: dict[str, list[Any]] = {}
    edges: dict[tuple[str, str, str], int] = {}
    events: list[str] = []  # the event nodes, to leave out those no edge touches
    for step in res.steps:
        index = step.index
        for n in step.nodes:
            node_id = n.id
            if node_id not in nodes:
                kind = n.kind
                nodes[node_id] = [node_id, kind, n.label, index]
                if kind == "event":
                    events.append(node_id)
        for link in step.links:
            # the relation's value, without the property's call; the first step making it
            edges.setdefault((link.source, link.target, str.__str__(link.relation)), index)
    # Every end of an edge, in one pass of C code each (a 10,000-item register: 20,000 edges)
    linked = set(map(itemgetter(0), edges))
    linked.update(map(itemgetter(1), edges))
    if not linked <= nodes.keys():  # an end no step introduced: a node of its own, in order
        for source, target, _ in edges:
            for end in (source, target):
                if end not in nodes:
                    nodes[end] = [end, "object", end, None]
    for node_id in events:
        if node_id not in linked:
            del nodes[node_id]  # the others keep their order
    outcomes: dict[str, str] = {}
    for f in res.fizzled:
        if f.item in nodes:
            outcomes[f.item] = f.outcome  # the game's word: fizzled, countered...
    for item_id in res.resolved:
        if item_id in nodes:
            outcomes[item_id] = "resolved"
    return nodes, outcomes, edges


def graph_data(res: Resolution, tr: Translator | None = None, *, said: bool = False
               ) -> dict[str, Any]:
    """The graph in node-link form, each node's label said in the language of `tr` (None:
    English, the `--json` ruling's); `said`: each label left as the trace holds it (a message,
    or a name), for a reader that puts it in sentences of its own (lookup/causes.py). Only the
    nodes shown are said: an event's words are never made on the resolve path."""
    parts, outcomes, edge_steps = graph_parts(res)
    nodes: list[dict[str, Any]] = []
    for node_id, kind, label, index in parts.values():
        if not said:
            label = shown_label(node_id, kind, label, tr)
        shown = {"id": node_id, "kind": kind, "label": label, "step": index}
        outcome = outcomes.get(node_id)
        if outcome is not None:
            shown["outcome"] = outcome
        nodes.append(shown)
    edges = [{"source": source, "target": target, "relation": relation, "step": index}
             for (source, target, relation), index in edge_steps.items()]
    return {"directed": True, "multigraph": False, "graph": {}, "nodes": nodes,
            "edges": edges}


def shown_label(node_id: str, kind: str, label: object, tr: Translator | None = None) -> str:
    """A node's label as every drawing of the graph and the JSON ruling show it (graph_data;
    render/jsondump.py writes the ruling's graph without its records), in the language of `tr`
    (None: English): a name as it is, a message said, an action's with its number."""
    text = node_label(kind, label, tr)
    return action_label(node_id, text, tr) if kind == "action" else text


def action_label(node_id: str, label: str, tr: Translator | None = None) -> str:
    """An action's node labelled with its number (`alice plays Squire (action 4)`), as `why`
    and the answer name it: the event of its play has the same words, and the two stood side
    by side in every drawing of the graph ("alice plays Squire, causes: alice plays Squire")."""
    index = action_index(node_id)
    if index is None:
        return label
    return say(Msg("{action} (action {n})", action=label, n=index + 1), tr)


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
