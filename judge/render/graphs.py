"""Graph exports of a ruling: tree (terminal), Graphviz dot, Mermaid, node-link JSON.
All are drawn from `engine.graph.graph_data`, itself built from the trace."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from judge.engine.graph import NOT_RESOLVED, graph_data
from judge.engine.resolution import Resolution
from judge.engine.words import Words
from judge.msg import English, Msg, say, word
from judge.render.safe import inline, json_text, mermaid

if TYPE_CHECKING:
    from judge.msg import Translator

PLAIN = Words()

#: Each relation of the graph in words (`makes_illegal` -> `makes illegal`): what the drawing
#: writes on an edge, in the reader's language; the JSON keeps the name.
RELATIONS = {
    "responds_to": Msg("responds to", context="graph"),
    "causes": Msg("causes", context="graph"),
    "triggers": Msg("triggers", context="graph"),
    "prevents": Msg("prevents", context="graph"),
    "makes_illegal": Msg("makes illegal", context="graph"),
    "cancels": Msg("cancels", context="graph"),
    "destroys": Msg("destroys", context="graph"),
    "enables": Msg("enables", context="graph"),
    "replaces": Msg("replaces", context="graph"),
    "copies": Msg("copies", context="graph"),
    "plays": Msg("plays", context="graph"),
    "modifies": Msg("modifies", context="graph"),
}


def outcome_said(outcome: str, words: Words = PLAIN) -> Msg:
    """An item's outcome in the game's words (`resulted`, `did not result`, `countered`)."""
    if outcome == "resolved":
        return word(words.resolved)
    if outcome == "fizzled":
        return Msg("did not {resolve}", resolve=word(words.resolve[0]))
    return word(outcome)


def label(node: dict[str, Any], words: Words = PLAIN, tr: Translator | None = None) -> str:
    """A node's label on one line, control characters shown (judge/render/safe.py), its outcome
    in the game's words (`[resulted]` in Vandaria Wars), in the language of `tr` (the label
    itself is said by graph_data)."""
    text = inline(node["label"])
    if node["kind"] == "item" and node["id"] != text:
        text = f"{text} ({inline(node['id'])})"
    outcome = node.get("outcome")
    if outcome:
        text += f" [{inline(say(outcome_said(outcome, words), tr))}]"
    return text


def relation_words(edge: dict[str, Any], tr: Translator | None = None) -> str:
    """An edge's relation in words (`makes_illegal` -> `makes illegal`) in the language of
    `tr`; the JSON keeps the name."""
    name = str(edge["relation"])
    said = RELATIONS.get(name) or English(name.replace("_", " "))
    return inline(say(said, tr))


def to_json(res: Resolution, tr: Translator | None = None) -> str:
    """The node-link JSON: keys, ids, relations and outcomes are names (English in every
    language); the labels are said in the language of `tr`."""
    return json_text(json.dumps(graph_data(res, tr), ensure_ascii=False, indent=2))


def to_dot(res: Resolution, tr: Translator | None = None) -> str:
    data = graph_data(res, tr)
    lines = ["digraph judge {", '  rankdir=LR;', '  node [fontname="Helvetica"];']
    shapes = {"item": "box", "action": "cds", "event": "ellipse", "object": "octagon",
              "ability": "hexagon"}
    for n in data["nodes"]:
        style = ' style=dashed' if n.get("outcome") in NOT_RESOLVED else ""
        shape = shapes.get(n["kind"], "box")
        lines.append(f'  {_q(n["id"])} [label={_q(label(n, res.words, tr))} '
                     f'shape={shape}{style}];')
    for e in data["edges"]:
        lines.append(f'  {_q(e["source"])} -> {_q(e["target"])} '
                     f'[label={_q(relation_words(e, tr))}];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _q(text: str) -> str:
    """A DOT string: one line, control characters shown, backslashes and quotes escaped."""
    return '"' + inline(text).replace("\\", "\\\\").replace('"', '\\"') + '"'


def to_mermaid(res: Resolution, tr: Translator | None = None) -> str:
    data = graph_data(res, tr)
    ids = {n["id"]: f"n{i}" for i, n in enumerate(data["nodes"])}
    lines = ["flowchart LR"]
    for n in data["nodes"]:
        text = mermaid(label(n, res.words, tr))
        shape = ("[", "]") if n["kind"] == "item" else ("([", "])") if n["kind"] == "event" \
            else ("{{", "}}") if n["kind"] == "ability" else ("[/", "/]")
        lines.append(f'  {ids[n["id"]]}{shape[0]}"{text}"{shape[1]}')
    for e in data["edges"]:
        lines.append(f'  {ids[e["source"]]} -->|{mermaid(relation_words(e, tr))}| '
                     f'{ids[e["target"]]}')
    return "\n".join(lines) + "\n"


def tree_lines(res: Resolution, tr: Translator | None = None) -> list[str]:
    """A plain-text tree: each root (an action, or an item nobody caused) with what followed;
    then whatever those trees did not reach (an event caused by a starting object, a trigger of
    such an event ...), so every node and every edge of the graph appears. In the language of
    `tr` (None: English)."""
    data = graph_data(res, tr)
    nodes = {n["id"]: n for n in data["nodes"]}
    out_edges: dict[str, list[dict[str, Any]]] = {}
    caused: set[str] = set()
    has_cause: set[str] = set()
    responds: dict[str, list[str]] = {}
    for e in data["edges"]:
        if e["relation"] == "responds_to":
            responds.setdefault(e["source"], []).append(e["target"])
            continue
        out_edges.setdefault(e["source"], []).append(e)
        has_cause.add(e["target"])
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
            resp = "  " + inline(say(Msg("(responds to {items})", items=", ".join(
                responds[nid])), tr))
        again = " ..." if nid in seen else ""
        lines.append(f"{prefix}{branch}{rel}{label(node, res.words, tr)}{resp}{again}")
        if nid in seen or depth > 50:
            return
        seen.add(nid)
        children = out_edges.get(nid, [])  # every relation but responds_to (a note above)
        child_prefix = prefix + ("" if relation is None else ("   " if last else "│  "))
        for i, e in enumerate(children):
            walk(e["target"], child_prefix, relation_words(e, tr), i == len(children) - 1,
                 depth + 1)

    for root in roots:
        walk(root, "", None, True, 0)
    # Not reached from an action or item: first what nothing points at, then the rest.
    for first in (True, False):
        for nid in nodes:
            if nid not in seen and (nid not in has_cause or not first):
                walk(nid, "", None, True, 0)
    return lines
