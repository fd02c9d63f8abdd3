"""The dependency graph of a ruling as the look-ups read it: nodes, labelled links with the rules
behind them, and the walk backwards from an item or an action to its causes.

Everything here is read from the Resolution's trace (its steps, their nodes, links and
citations): nothing is re-analysed, so `why` and `explain` cannot disagree with `resolve`.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from judge.engine.graph import graph_data
from judge.engine.resolution import Resolution
from judge.engine.roles import Role
from judge.engine.trace import Node, Step, StepKind
from judge.engine.words import played_by_said
from judge.model.ask import action_index, action_node
from judge.msg import English, Msg, named, said_of, say, word

#: The game's rule for each kind of link (its roles map), preferred when the step cites it; a
#: response's link cites the game's Role.STACK_TOP where it maps one (`Causes.rules_of`).
RELATION_ROLE = {
    "responds_to": Role.STACK_ORDER, "triggers": Role.TRIGGER, "prevents": Role.PREVENT,
    "makes_illegal": Role.TARGET_RECHECK, "cancels": Role.CANCEL, "destroys": Role.LETHAL,
    "modifies": Role.STATIC_ABILITY,
}
#: How a link reads in a sentence: "<source> <phrase> <target>".
PHRASE = {
    "responds_to": "was put {place} in response to",
    "causes": "caused",
    "plays": "put",
    "triggers": "triggered",
    "prevents": "prevented damage from",
    "makes_illegal": "made the target of",
    "cancels": "{cancelled}",
    "destroys": "destroyed",
    "enables": "enabled",
    # What a replacement replaces is one event the item would cause (the kill, not the item:
    # "its controller draws 2" still happens, RB 359.3.e.14.b).
    "replaces": "replaces an event",
    "modifies": "modifies",
}
PHRASE_TAIL = {"makes_illegal": " illegal", "plays": " {onto}",
               "replaces": " would cause"}
#: The game's rule for what an item caused, by the kind of event.
EVENT_ROLE = {"prevented": Role.PREVENT, "drawn": Role.DRAW, "cancelled": Role.CANCEL}
MAX_LINKS = 40


@dataclass(frozen=True)
class CauseLink:
    source: str
    relation: str
    target: str
    step: int | None
    rules: tuple[str, ...]
    sentence: str
    #: The sentence as a message (judge/msg.py), for the other languages.
    said: Msg | None = None

    def to_json(self) -> dict[str, Any]:
        return {"source": self.source, "relation": self.relation, "target": self.target,
                "step": self.step, "rules": list(self.rules), "sentence": self.sentence}


class Causes:
    """The graph of one Resolution, with readable labels and the rule of every link."""

    def __init__(self, res: Resolution, roles: dict[Role, str] | None = None) -> None:
        self.res = res
        self.roles = roles or {}
        data = graph_data(res, said=True)  # labels as messages: said in the reader's language
        self.nodes: dict[str, dict[str, Any]] = {n["id"]: n for n in data["nodes"]}
        self.edges: list[dict[str, Any]] = list(data["edges"])
        self.steps: dict[int, Step] = {s.index: s for s in res.steps}
        #: Event node id -> its event kind (read from the trace's nodes, never from the id).
        self.events: dict[str, str] = {n.id: n.event for s in res.steps for n in s.nodes
                                       if n.event}
        self._add_play_links()
        self._add_chosen_links()
        # A specific link (destroys, prevents ...) says more than a plain `causes` between the
        # same two nodes: keep one sentence per pair.
        specific = {(e["source"], e["target"]) for e in self.edges if e["relation"] != "causes"}
        self.edges = [e for e in self.edges if e["relation"] != "causes"
                      or (e["source"], e["target"]) not in specific]
        self.incoming: dict[str, list[dict[str, Any]]] = {}
        self.outgoing: dict[str, list[dict[str, Any]]] = {}
        for e in self.edges:
            self.incoming.setdefault(e["target"], []).append(e)
            self.outgoing.setdefault(e["source"], []).append(e)

    def _add_play_links(self) -> None:
        """A played card's step names both its action and its item: that is a link too (the
        trace records it on the step rather than as a graph edge)."""
        have = {(e["source"], e["target"]) for e in self.edges}
        for s in self.res.steps:
            if s.kind in (StepKind.PLAY, StepKind.ACTIVATE, StepKind.ACTION) and s.item \
                    and s.action is not None:
                src = action_node(s.action)
                if (src, s.item) not in have:
                    self.edges.append({"source": src, "target": s.item, "relation": "plays",
                                       "step": s.index})
                    self.nodes.setdefault(src, {"id": src, "kind": "action",
                                                "label": s.summary, "step": s.index})
                    self.nodes.setdefault(s.item, {"id": s.item, "kind": "item",
                                                   "label": s.item, "step": s.index})

    def _add_chosen_links(self) -> None:
        """A triggered item that waited for a new stack and chose its targets only as it opened
        (VW HP.48 `as-it-opens`): its trigger step comes after the step it triggered at, and
        says when its targets were chosen. That is a link too, from that step."""
        triggered = {e["target"]: e["step"] for e in self.edges if e["relation"] == "triggers"}
        for s in self.res.steps:
            at = triggered.get(s.item) if s.kind == StepKind.TRIGGER and s.item else None
            if at is not None and at < s.index:
                src = f"step:{s.index}"
                self.edges.append({"source": src, "target": s.item, "relation": "chooses",
                                   "step": s.index})
                self.nodes.setdefault(src, {"id": src, "kind": "step", "label": s.summary,
                                            "step": s.index})

    def label(self, node_id: str) -> str:
        node = self.nodes.get(node_id)
        index = action_index(node_id)
        if index is not None:
            # Prose numbers actions from 1; the id keeps the index (`action:0`).
            text = self.res.actions[index] if index < len(self.res.actions) else (
                node["label"] if node else node_id)
            return f"action {index + 1} ({text})"
        ability = self.ability_of(node_id)
        if ability is not None:
            return f"{self.res.name(ability[0])}'s {ability[1]}"
        if node is None:
            return node_id
        label = node["label"]
        text = label if isinstance(label, str) else str(label)
        if node["kind"] == "item" and text != node_id:
            return named(text, node_id)
        return text

    def label_said(self, node_id: str) -> object:
        """`label` as a message: an action's words and an event's label are English only."""
        node = self.nodes.get(node_id)
        index = action_index(node_id)
        if index is not None:
            text = self.res.actions[index] if index < len(self.res.actions) else (
                node["label"] if node else node_id)
            said: object = self.res.actions_said[index] if index < len(
                self.res.actions_said) else English(str(text))
            return Msg("action {n} ({action})", n=index + 1, action=said)
        ability = self.ability_of(node_id)
        if ability is not None:  # a static ability: "Bulwark Golem (golem)'s Plating"
            return Msg("{object}'s {ability}", object=self.res.name(ability[0]),
                       ability=ability[1])
        if node is not None and node["kind"] not in ("item", "object") and \
                str(node["label"]) != node_id:
            # an event's or a combat's words: English where the label has no message
            return said_of(node["label"])
        return self.label(node_id)

    def ability_of(self, node_id: str) -> tuple[str, str] | None:
        """(object, ability name) of a link's source that is an object's ability rather than a
        graph node (a static ability's replacement links from `<object>.<ability>`), else None:
        prose names it as the object's ability, never by its id."""
        node = self.nodes.get(node_id)
        if node is not None and (node["kind"] != "object" or str(node["label"]) != node_id):
            return None
        oid, dot, ability = node_id.partition(".")
        known = self.res.final["objects"].keys() | (self.res.initial.get("objects") or {}).keys()
        return (oid, ability) if dot and ability and oid in known and node_id not in known \
            else None

    def together(self, edge: dict[str, Any]) -> bool:
        """Whether an item "above" another was put on the stack with it: both are triggers that
        joined the stack in one run of trigger steps (nobody had priority in between), so one
        does not respond to the other: simultaneous triggers go on together, in their
        controller's order (Role.TRIGGER_ORDER: FOW 603.2, RB 383.3.d)."""
        if edge["relation"] != "responds_to":
            return False
        if self.opened_with(edge):
            return True
        put = self.trigger_steps
        first, last = put.get(edge["target"]), put.get(edge["source"])
        if first is None or last is None or last < first:
            return False
        return all(self.steps[i].kind == StepKind.TRIGGER for i in range(first, last + 1)
                   if i in self.steps)

    def opened_with(self, edge: dict[str, Any]) -> bool:
        """Whether both items of a "responds_to" link went on a new stack as it opened, with
        the triggers that waited for it (VW REG.6.b: the Alarms of two Sparks, triggered as
        each resolved, open the next register together): neither answers the other."""
        step = self.steps.get(edge["step"]) if isinstance(edge.get("step"), int) else None
        if step is None or step.kind != StepKind.PRIORITY:
            return False
        opened = {n.id for n in step.nodes if n.kind == "item"}
        return edge["source"] in opened and edge["target"] in opened

    @cached_property
    def trigger_steps(self) -> dict[str, int]:
        """The step that put each triggered item on the stack."""
        return {s.item: s.index for s in self.res.steps
                if s.kind == StepKind.TRIGGER and s.item}

    def ability_node(self, node_id: str) -> Node | None:
        """The node of a static ability (kind `ability`), from the step that introduced it."""
        return next((n for s in self.res.steps for n in s.nodes
                     if n.id == node_id and n.kind == "ability"), None)

    def rules_of(self, edge: dict[str, Any]) -> tuple[str, ...]:
        """The rule behind a link: the game's rule for its kind when the trace cites it there
        (or anywhere for the same item), else what the step that recorded it cites."""
        step = self.steps.get(edge["step"]) if edge.get("step") else None
        cites = step.citations if step else ()
        role = RELATION_ROLE.get(edge["relation"])
        if edge["relation"] == "modifies" and step is not None:
            # the static ability's own rules (a keyword's, FOW 1194.2), which its node keeps:
            # the step that brought it in says when, not why it changes the object
            ability = next((n for n in step.nodes if n.id == edge["source"]), None) or \
                self.ability_node(str(edge["source"]))
            if ability is not None and ability.rules:
                return ability.rules[:2]
        if edge["relation"] == "chooses":  # the rules of the step it chose them at
            return tuple(cites[:2])
        if self.together(edge):
            # put on together as they triggered: their controller's order decides which is
            # above; opened with a new stack (VW REG.6.b), the opening's own rules say it
            order = self.roles.get(Role.TRIGGER_ORDER)
            return (order,) if order and not self.opened_with(edge) else tuple(
                c for c in cites if c != self.roles.get(Role.STACK_ORDER))
        if edge["relation"] == "causes":
            role = EVENT_ROLE.get(self.events.get(str(edge["target"]), ""))
            if role is Role.PREVENT and (rule := self._prevention_rule(edge)):
                return (rule,)
        # Above what it answers: the game's rule that an answer goes on top (VW REG), where it
        # has one; the link itself is what that rule decides, whatever the step cites.
        if edge["relation"] == "responds_to" and self.player_of(edge["source"]) is not None:
            play = next((s for s in self.res.steps if s.kind == StepKind.PLAY
                         and s.item == edge["source"]), None)
            if play is not None:  # the rules of the play the effect went on with
                return play.citations[:2]
        top = self.roles.get(Role.STACK_TOP) if edge["relation"] == "responds_to" else None
        if top:
            return (top,)
        rule = self.roles.get(role) if role else None
        if rule and (rule in cites or rule in self.res.citations):
            return (rule,)
        if edge["relation"] in ("makes_illegal", "cancels"):
            for f in self.res.fizzled:
                if f.item == edge["target"]:
                    return f.citations
        # Where the card went afterwards is not why the item did what it did.
        where = self.roles.get(Role.CARD_DESTINATION)
        return tuple(c for c in cites if c != where) or tuple(cites)

    def _prevention_rule(self, edge: dict[str, Any]) -> str | None:
        """The game's rule for the prevention behind a `prevented` event: all of the damage, an
        amount of it, or prevention at all (Role.PREVENT_ALL, PREVENT_APPLY, PREVENT), as cited
        by the step that recorded the event or by the step where its source replaced the
        damage (a replacement's own step comes before the step that deals what is left)."""
        at = edge.get("step") or 0
        replaced = [e["step"] for e in self.outgoing.get(edge["source"], [])
                    if e["relation"] == "replaces" and e.get("step") and e["step"] <= at]
        cited = [c for i in (at, max(replaced, default=0)) if i in self.steps
                 for c in self.steps[i].citations]
        for role in (Role.PREVENT_ALL, Role.PREVENT_APPLY, Role.PREVENT):
            rule = self.roles.get(role)
            if rule and rule in cited:
                return rule
        return None

    def is_event(self, node_id: str) -> bool:
        return self.nodes.get(node_id, {}).get("kind") == "event"

    def link(self, edge: dict[str, Any]) -> CauseLink:
        rel = edge["relation"]
        src, tgt = self.label(edge["source"]), self.label(edge["target"])
        phrase = PHRASE.get(rel, rel.replace("_", " ")).format(
            stack=self.res.words.stack, cancelled=self.res.cancelled_word,
            place=self.res.words.place(self.res.words.stack))
        if self.is_event(edge["source"]):
            src = f"the event “{src}”"
        played = self.played_by_effect(edge) or self.above_by_effect(edge)
        if played is not None:
            text = say(played)
        elif rel == "chooses":
            text = f"{tgt} chose its targets as it went {self.res.words.onto_stack(new=True)}"
        elif self.opened_with(edge):
            text = f"{src} and {tgt} went {self.res.words.onto_stack(new=True)} together as it " \
                "opened"
        elif self.together(edge):
            text = f"{src} and {tgt} triggered at the same time and went " \
                f"{self.res.words.onto_stack()} together, in their controllers' order"
        elif self.is_event(edge["target"]) and rel == "causes":
            text = f"{src} led to the event “{tgt}”"
        elif self.is_event(edge["target"]) and rel == "destroys":
            text = f"{src} was lethal: it led to the event “{tgt}”"
        else:
            tail = PHRASE_TAIL.get(rel, "").format(onto=self.res.words.onto_stack())
            text = f"{src} {phrase} {tgt}{tail}"
        return CauseLink(edge["source"], rel, edge["target"], self.step_of(edge),
                         self.rules_of(edge), text[:1].upper() + text[1:], self.said(edge))

    def step_of(self, edge: dict[str, Any]) -> int | None:
        """The step a link happened at. An item the scenario starts with on the stack was put
        there before the first step: the step its link was recorded with (a pass) is not when."""
        step = edge.get("step")
        if edge["relation"] == "responds_to" and \
                edge["source"] in (self.res.initial.get("stack") or ()):
            return None
        return step if isinstance(step, int) else None

    def played_by_effect(self, edge: dict[str, Any]) -> Msg | None:
        """An item whose effect played a card (RB 354.3, `play_now`): "Grave Echo (echo) plays
        a copy of Honest Trader (trader) as Honest Trader (trader.copy)", in the play step's
        own words for what it played; not "caused"."""
        if edge["relation"] != "causes" or self.nodes.get(edge["source"], {}).get("kind") != \
                "item" or self.nodes.get(edge["target"], {}).get("kind") != "item":
            return None
        play = next((s for s in self.res.steps if s.kind == StepKind.PLAY
                     and s.item == edge["target"]), None)
        if play is None:
            return None
        what = play.said.args.get("item") if play.said is not None else None
        # in the verb the play step used (VW: an effect summons a card, REG.12.a)
        return Msg(played_by_said(play.said.id if play.said is not None else None),
                   source=self.label_said(edge["source"]),
                   target=what if what is not None else self.label_said(edge["target"]))

    def player_of(self, item: str) -> str | None:
        """The item whose effect played this one (RB 354.3), if an effect played it."""
        return next((e["source"] for e in self.incoming.get(item, []) if e["relation"] ==
                     "causes" and self.played_by_effect(e) is not None), None)

    def above_by_effect(self, edge: dict[str, Any]) -> Msg | None:
        """A card an effect played, above an item already on the stack: no player put it there
        in response to that item; the effect's play went on after it (RB 354.3: pending until
        that resolution ended). "Deep Angler (angler) went on the chain above Last Peal
        (ringer.last-peal), played by Lure Line (lure)'s effect"."""
        if edge["relation"] != "responds_to":
            return None
        by = self.player_of(edge["source"])
        if by is None:
            return None
        return Msg("{source} went {where} above {target}, played by {by}'s effect",
                   source=self.label_said(edge["source"]), target=self.label_said(
                       edge["target"]), by=self.label_said(by),
                   where=self.res.words.onto_stack_said())

    def said(self, edge: dict[str, Any]) -> Msg:
        """The link's sentence as a message (the same words as `link`'s)."""
        played = self.played_by_effect(edge) or self.above_by_effect(edge)
        if played is not None:
            return played
        rel = edge["relation"]
        src, tgt = self.label_said(edge["source"]), self.label_said(edge["target"])
        if self.is_event(edge["source"]):
            src = Msg("the event “{event}”", event=src)
        onto, cancelled = self.res.words.onto_stack_said(), word(self.res.cancelled_word)
        if rel == "chooses":
            return Msg("{target} chose its targets as it went {where}", target=tgt,
                       where=self.res.words.onto_stack_said(new=True))
        if self.opened_with(edge):
            return Msg("{source} and {target} went {where} together as it opened",
                       source=src, target=tgt, where=self.res.words.onto_stack_said(new=True))
        if self.together(edge):
            return Msg("{source} and {target} triggered at the same time and went "
                       "{where} together, in their controllers' order", source=src, where=onto,
                       target=tgt)
        if self.is_event(edge["target"]) and rel == "causes":
            return Msg("{source} led to the event “{event}”", source=src, event=tgt)
        if self.is_event(edge["target"]) and rel == "destroys":
            return Msg("{source} was lethal: it led to the event “{event}”", source=src,
                       event=tgt)
        phrases = {
            "responds_to": Msg("{source} was put {where} in response to {target}",
                               source=src, where=self.res.words.place_said(
                                   self.res.words.stack), target=tgt),
            "causes": Msg("{source} caused {target}", source=src, target=tgt),
            "plays": Msg("{source} put {target} {where}", source=src, target=tgt,
                         where=onto),
            "triggers": Msg("{source} triggered {target}", source=src, target=tgt),
            "prevents": Msg("{source} prevented damage from {target}", source=src, target=tgt),
            "makes_illegal": Msg("{source} made the target of {target} illegal", source=src,
                                 target=tgt),
            "cancels": Msg("{source} {cancelled} {target}", source=src, cancelled=cancelled,
                           target=tgt),
            "destroys": Msg("{source} destroyed {target}", source=src, target=tgt),
            "enables": Msg("{source} enabled {target}", source=src, target=tgt),
            "replaces": Msg("{source} replaces an event {target} would cause", source=src,
                            target=tgt),
            "copies": Msg("{source} copies {target}", source=src, target=tgt),
            "modifies": Msg("{source} modifies {target}", source=src, target=tgt),
        }
        return phrases.get(rel) or Msg("{source} {relation} {target}", source=src,
                                       relation=English(rel.replace("_", " ")), target=tgt)

    def backwards(self, start: str) -> list[CauseLink]:
        """Links into `start`, then into their sources, breadth first (nearest cause first).
        `start`'s own responses outward are included once: what it was put above."""
        out: list[CauseLink] = []
        seen_edges: set[tuple[str, str, str]] = set()
        queue = deque([start])
        visited = {start}
        first = [e for e in self.outgoing.get(start, []) if e["relation"] == "responds_to"]
        while queue and len(out) < MAX_LINKS:
            node = queue.popleft()
            edges = self.incoming.get(node, []) + (first if node == start else [])
            # Causes before responses; the latest cause first (the nearest in time).
            for e in sorted(edges, key=lambda e: (e["relation"] == "responds_to",
                                                  -(e.get("step") or 0))):
                key = (e["source"], e["target"], e["relation"])
                if key in seen_edges:
                    continue
                seen_edges.add(key)
                out.append(self.link(e))
                nxt = e["source"] if e["target"] == node else e["target"]
                # Not through responses: what was put above an item explains its order, but
                # why the responder exists is another question.
                if nxt not in visited and e["relation"] != "responds_to":
                    visited.add(nxt)
                    queue.append(nxt)
        # The chain of causes reads first; what was put above the item (its order) after.
        return sorted(out, key=lambda c: c.relation == "responds_to")

    def forwards(self, start: str) -> list[CauseLink]:
        """What `start` led to, breadth first (for an action that was taken)."""
        out: list[CauseLink] = []
        queue, visited = deque([start]), {start}
        while queue and len(out) < MAX_LINKS:
            node = queue.popleft()
            for e in self.outgoing.get(node, []):
                if e["relation"] == "responds_to":
                    continue
                out.append(self.link(e))
                if e["target"] not in visited:
                    visited.add(e["target"])
                    queue.append(e["target"])
        return out
