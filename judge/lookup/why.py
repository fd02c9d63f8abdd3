"""`judge why`: why something in a ruling is as it is: an item resolved, did not or still waits,
an action was allowed or rejected, an object ended where and as it is (its zone, damage, stats,
designation ...), a player has what they have, who holds priority, what is left on the stack.
The answer is the fact (engine/answer.py), then its chain of causes, nearest first, each link
with the step that recorded it (numbered as `judge resolve` and `judge explain` number them) and
its rule. Every sentence is read from the trace (see causes.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from judge.engine.resolution import Resolution
from judge.engine.roles import Role
from judge.engine.trace import Step, StepKind
from judge.fuzzy import ranked
from judge.lookup.causes import CauseLink, Causes
from judge.model.ask import Subject, action_index, action_node
from judge.msg import English, Items, Msg, phrase, said_of, say
from judge.msg import word as term

TYPE_CHECKING = False
if TYPE_CHECKING:
    from judge.engine.answer import Fact
    from judge.engine.rulebook import Vocabulary
    from judge.engine.words import Words
    from judge.model.scenario import Scenario


class UnknownSubject(LookupError):
    def __init__(self, text: str, known: list[str]) -> None:
        self.text = text
        self.known = known
        close = ranked(text, known, limit=5, cutoff=0.3)
        self.suggestions = close or known[:8]
        super().__init__(text)


@dataclass
class Answer:
    subject: str  # an item id, `action:N` (N: the index under `actions:`), or an ask: subject
    label: str
    verdict: str  # resolved fizzled cancelled countered waiting removed | rejected taken
    #               "not taken" | state
    answer: str  # the one-sentence answer
    step: int | None
    rules: tuple[str, ...]
    chain: list[CauseLink] = field(default_factory=list)
    context: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)  # sentence, rules
    #: How the verdict reads (`resulted` in Vandaria Wars); the JSON keeps `verdict`.
    said: str = ""
    #: The answer as a message (judge/msg.py), so `judge why --lang` says it in that language;
    #: None: English only.
    message: object = None
    #: `label` as a message (an action's words), and each context sentence as one.
    label_said: object = None
    context_said: list[object] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"schema": "judge.why/1", "subject": self.subject, "label": self.label,
                "verdict": self.verdict, "answer": self.answer, "step": self.step,
                "citations": list(self.rules),
                "chain": [c.to_json() for c in self.chain],
                "context": [{"sentence": s, "citations": list(c)} for s, c in self.context]}

    @property
    def citations(self) -> list[str]:
        out = list(self.rules)
        for c in self.chain:
            out += c.rules
        for _, cites in self.context:
            out += cites
        return list(dict.fromkeys(out))


# ----- naming the subject ------------------------------------------------------------------------
def subjects(res: Resolution, causes: Causes, actions: int) -> list[str]:
    """The items and actions `why` knows by name (objects and players are found too: see
    `find`)."""
    items = [n for n, d in causes.nodes.items() if d["kind"] == "item"]
    items += [i for i in (*res.resolved, *(f.item for f in res.fizzled), *res.final["stack"],
                          *res.initial["stack"]) if i not in items]
    return list(dict.fromkeys(items)) + [action_node(i) for i in range(actions)]


def find_subject(text: str, res: Resolution, causes: Causes, actions: int) -> str:
    """An item or an action: `shot`, `Gun Shot` (a unique card name), `action:0` (the index
    under `actions:`, as the JSON counts), or `action 1`, `#1`, `1` (as prose counts, from 1)."""
    known = subjects(res, causes, actions)
    t = text.strip()
    m = re.fullmatch(r"action:(\d+)", t, re.IGNORECASE)
    if m:
        t = action_node(int(m.group(1)))
    m = re.fullmatch(r"(?:action[\s#-]*|#)?(\d+)", t, re.IGNORECASE)
    if m:
        t = action_node(int(m.group(1)) - 1)  # "action 0" names none: action:-1 is unknown
    if t in known:
        return t
    by_name = [n for n in known if action_index(n) is None
               and str(causes.nodes.get(n, {}).get("label", "")).casefold() == t.casefold()]
    if len(by_name) == 1:
        return by_name[0]
    raise UnknownSubject(text, known)


#: Words that name a field of an object, as a question says them, in every game; the game's
#: zones and stats by their names, and its own words (Words.asked: Force of Will's "rested",
#: "astral") are added (`field_words`).
FIELD_WORDS = {
    "zone": r"\b(where|zone|surviv\w*|destroy\w*|die[sd]?|hand|deck)\b",
    "damage": r"\bdamage\b",
    "stats": r"\bstats?\b|\d+\s*/\s*\d+",
    "exhausted": r"\b(exhaust\w*|ready|readied|tapped)\b",
    "controller": r"\bcontrol\w*\b",
    "counters": r"\bcounters?\b",
    "attached_to": r"\b(added|attached)\b",
}


def field_words(vocab: Vocabulary, words: Words) -> dict[str, str]:
    """FIELD_WORDS with the game's: its zones and stats by name, and its Words.asked."""
    named = {"zone": [z.replace("_", "[ _]") for z in vocab.zones], "stats": list(vocab.stats)}
    out = {}
    for key, pattern in FIELD_WORDS.items():
        own = [*named.get(key, ()), *((words.asked[key],) if key in words.asked else ())]
        out[key] = pattern + (rf"|\b(?:{'|'.join(own)})\b" if own else "")
    return out


def find_state(text: str, res: Resolution, scenario: Scenario) -> tuple[Subject, Any] | None:
    """An object, a player or a word of the ruling a text names, and the value it asks about
    if it names one (`is Shieldbearer a defender`: the designation `defender`): `squire`,
    `squire.stats`, `the Squire 600/600`, `alice.gold`, `alice's life`, `priority`, `stack`."""
    from judge.engine.answer import _mentions, _named
    from judge.games import find_game
    from judge.model.ask import Known, Unknown, parse

    vocab = find_game(scenario.game).vocab
    known = Known(frozenset(res.final["objects"]), frozenset(res.final["players"]),
                  frozenset(), len(scenario.actions), (*vocab.stack_words, res.words.stack),
                  vocab.stats, vocab.resources, tuple(vocab.object_keys),
                  tuple(vocab.player_keys), tuple(vocab.expect_keys))
    t = text.strip()
    exact = parse(t, known)
    if not isinstance(exact, Unknown) and exact.kind not in ("item", "action"):
        return exact, None
    words = re.sub(r"[?!.]", " ", t)
    for oid, obj in res.final["objects"].items():
        start = (res.initial.get("objects") or {}).get(oid) or {}
        if not (_mentions(words, oid, obj.get("card")) or (
                start.get("card") and _mentions(words, oid, start["card"]))):
            continue
        # A value of one of the game's own keys (`defender` of a designation), or the key.
        for key, arg in vocab.object_keys.items():
            for choice in arg.choices:
                if _named(words, choice):
                    return Subject("object", oid, (key,)), choice
            if re.search(rf"\b{re.escape(res.words.key(key))}\b", words, re.I):
                return Subject("object", oid, (key,)), None
        fields = tuple(f for f, pattern in field_words(vocab, res.words).items()
                       if re.search(pattern, words, re.I))
        return Subject("object", oid, fields), None
    for pid in res.final["players"]:
        if _named(words, pid) or _named(words, f"{pid}'s"):
            fields = tuple(r for r in res.final["players"][pid]
                           if re.search(rf"\b{re.escape(r)}\b", words, re.I))
            return Subject("player", pid, fields), None
    for word in ("priority", "winner", "phase", *vocab.expect_keys):
        if re.search(rf"\b{re.escape(word)}\b", words, re.I):
            return (Subject("game", word) if word in vocab.expect_keys else Subject(word)), None
    if re.search(rf"\b(stack|{re.escape(res.words.stack)})\b", words, re.I):
        return Subject("stack"), None
    return None


# ----- answering ---------------------------------------------------------------------------------
def why(res: Resolution, text: str, *, actions: int, then: str = "resolve",
        roles: dict[Role, str] | None = None, scenario: Scenario | None = None) -> Answer:
    """Why `text` (an item, an action, or with `scenario` an object, a player or a word of the
    ruling) is as it is in the ruling `res`."""
    causes = Causes(res, roles)
    try:
        subject = find_subject(text, res, causes, actions)
    except UnknownSubject:
        found = find_state(text, res, scenario) if scenario is not None else None
        if found is None:
            raise
        return _state(res, causes, scenario, *found)  # type: ignore[arg-type]
    index = action_index(subject)
    if index is not None:
        return _action(res, causes, index)
    return _item(res, causes, subject, then)


def _step_of(res: Resolution, kinds: tuple[StepKind, ...], item: str) -> Step | None:
    for s in res.steps:
        if s.kind in kinds and s.item == item:
            return s
    return None


def _item(res: Resolution, causes: Causes, item: str, then: str) -> Answer:
    w = res.words
    label = causes.label(item)
    chain = causes.backwards(item)
    for f in res.fizzled:
        if f.item == item:
            step = _step_of(res, (StepKind.FIZZLE,), item) or _canceller_step(res, causes, item)
            verdict = f.outcome  # the game's word: fizzled, cancelled, countered
            at = f" at step {step.index}" if step else ""
            said = phrase(Msg("cancelled")) if f.cancelled else phrase(Msg(
                "did not {resolve}", resolve=term(w.resolve[0])))
            message = Msg("{item} did not {resolve} at step {step}: {why}", item=label,
                          resolve=term(w.resolve[0]), step=step.index, why=said_of(f.text)) \
                if step else Msg("{item} did not {resolve}: {why}", item=label,
                                 resolve=term(w.resolve[0]), why=said_of(f.text))
            return Answer(item, label, verdict, f"{label} did not {w.resolve[0]}{at}: {f.text}.",
                          step.index if step else None, f.citations, chain, said=said,
                          message=message)
    # A link from an event says again what the item itself did (Prayer prevented ...).
    told = {(c.relation, c.target, c.step) for c in chain if not causes.is_event(c.source)}
    chain = [c for c in chain if not (causes.is_event(c.source)
                                      and (c.relation, c.target, c.step) in told)]
    if item in res.resolved:
        step = _step_of(res, (StepKind.RESOLVE, StepKind.RESOURCE), item)
        what = (step.detail or step.summary) if step else f"{label} {w.resolves}"
        at = f"at step {step.index}" if step else ""
        return Answer(item, label, "resolved", f"{label} {w.resolved} {at}: {what}.",
                      step.index if step else None, step.citations if step else (), chain,
                      said=phrase(term(w.resolved)), message=_resolved(res, label, step))
    if item in res.final["stack"]:
        return _waiting(res, causes, item, label, chain, then)
    last = next((s for s in reversed(res.steps) if any(n.id == item for n in s.nodes)
                 or s.item == item), None)
    what = last.summary if last else f"{label} never went {w.onto_stack()}"
    what_said = _step_said(last) if last else Msg("{item} never went {where}",
                                                   item=label, where=w.onto_stack_said())
    return Answer(item, label, "removed", f"{label} never {w.resolved}: {_cap(what)}.",
                  last.index if last else None, last.citations if last else (), chain,
                  said=phrase(Msg("never {resolved}", resolved=term(w.resolved))),
                  message=Msg("{item} never {resolved}: {what}", item=label,
                              resolved=term(w.resolved), what=what_said))


def _step_said(step: Step) -> object:
    """A step's summary as its message (English where it has none: marked)."""
    return step.said if step.said is not None else English(step.summary)


def _resolved(res: Resolution, label: str, step: Step | None) -> Msg:
    """`X resolved at step N: what its effects did`, as a message: what they did is the
    resolution step's own `what` (engine/stackops.py), else the step as a whole."""
    w = res.words
    if step is None:
        return Msg("{item} {resolved}: {what}", item=label, resolved=term(w.resolved),
                   what=Msg("{item} {resolves}", item=label, resolves=term(w.resolves)))
    said = step.said
    what: object = said.args["what"] if said is not None and "what" in said.args and \
        step.detail is not None else _step_said(step)
    return Msg("{item} {resolved} at step {step}: {what}", item=label,
               resolved=term(w.resolved), step=step.index, what=what)


def _canceller_step(res: Resolution, causes: Causes, item: str) -> Step | None:
    for e in causes.incoming.get(item, []):
        if e["relation"] == "cancels" and e.get("step"):
            return causes.steps.get(e["step"])
    return None


def _waiting(res: Resolution, causes: Causes, item: str, label: str, chain: list[CauseLink],
             then: str) -> Answer:
    w = res.words
    stack = list(res.final["stack"])
    above = stack[stack.index(item) + 1:]
    order = causes.roles.get(Role.STACK_ORDER)
    prio = causes.roles.get(Role.PRIORITY)
    context: list[tuple[str, tuple[str, ...]]] = []
    said: list[object] = []
    if above:
        context.append((f"Above it, still to {w.resolve[0]} first: "
                        f"{', '.join(causes.label(a) for a in reversed(above))}.",
                        (order,) if order else ()))
        said.append(Msg("Above it, still to {resolve} first: {items}.",
                        resolve=term(w.resolve[0]),
                        items=Items([causes.label(a) for a in reversed(above)], commas=True)))
    holder = res.final.get("priority")
    if res.outcome in ("win", "draw"):  # a player lost: nothing more resolves, nobody plays
        context.append((f"The game is over: nothing more {w.resolves}.", ()))
        said.append(Msg("The game is over: nothing more {resolves}.", resolves=term(w.resolves)))
    else:
        context.append((f"{_cap(holder or 'nobody')} holds {w.priority} when the ruling ends.",
                        (prio,) if prio else ()))
        said.append(Msg("{player} holds {priority} when the ruling ends.", player=_cap(holder),
                        priority=term(w.priority)) if holder else
                    Msg("Nobody holds {priority} when the ruling ends.",
                        priority=term(w.priority)))
    if res.truncated:
        context.append(("The resolution was cut short by --steps.", ()))
        said.append(Msg("The resolution was cut short by --steps."))
    elif then == "stop":
        context.append(("The scenario stops after its last action (then: stop), before the "
                        "players pass.", ()))
        said.append(Msg("The scenario stops after its last action (then: stop), before the "
                        "players pass."))
    for f in res.findings:
        context.append((f"{_cap(f.message)}.", f.citations))
        said.append(Msg("{sentence}.", sentence=said_of(f.message)))
    last = res.steps[-1] if res.steps else None
    if res.outcome in ("win", "draw"):
        return Answer(item, label, "waiting",
                      f"{label} never {w.resolves}: the game ended with it {w.on_stack()}.",
                      last.index if last else None, (), chain, context,
                      said=phrase(Msg("waiting")),
                      message=Msg("{item} never {resolves}: the game ended with it {where}",
                                  item=label, resolves=term(w.resolves),
                                  where=w.on_stack_said()), context_said=said)
    return Answer(item, label, "waiting",
                  f"{label} is still {w.place(w.stack)}, waiting to {w.resolve[0]}.",
                  last.index if last else None, (), chain, context, said=phrase(Msg("waiting")),
                  message=Msg("{item} is still {where}, waiting to {resolve}", item=label,
                              where=w.place_said(w.stack), resolve=term(w.resolve[0])),
                  context_said=said)


def _action(res: Resolution, causes: Causes, index: int) -> Answer:
    subject = action_node(index)
    label = causes.label(subject)
    label = label[:1].upper() + label[1:]  # "Action 1 (alice plays Rush)"
    label_said = causes.label_said(subject)
    for r in res.rejected:
        i, reason, cites = r.action, r.text, r.citations
        if i == index:
            step = next((s for s in res.steps if s.kind == StepKind.REJECT and s.action == i),
                        None)
            context: list[tuple[str, tuple[str, ...]]] = []
            said: list[object] = []
            before = [s for s in res.steps if step and s.index < step.index]
            if before:
                context.append((f"Just before it (step {before[-1].index}): "
                                f"{before[-1].summary}.", before[-1].citations))
                said.append(Msg("Just before it (step {step}): {what}.", step=before[-1].index,
                                what=_step_said(before[-1])))
            context.append(("A rejected action changes nothing; the game goes on with the next "
                            "action.", ()))
            said.append(Msg("A rejected action changes nothing; the game goes on with the next "
                            "action."))
            summary = step.summary if step else f"{label} is rejected: {reason}"
            message = _step_said(step) if step else Msg("{action} is rejected: {why}",
                                                         action=label_said, why=said_of(reason))
            return Answer(subject, label, "rejected", f"{_cap(summary)}.",
                          step.index if step else None, cites, [], context,
                          said=phrase(Msg("rejected")), message=message, label_said=label_said,
                          context_said=said)
    taken = [s for s in res.steps if s.action == index]
    if not taken:
        return Answer(subject, label, "not taken",
                      f"{label} was never taken: the ruling ended before it.", None, (),
                      said=phrase(Msg("not taken")),
                      message=Msg("{action} was never taken: the ruling ended before it",
                                  action=label_said), label_said=label_said)
    first = taken[0]
    ctx = [(f"Step {s.index}: {s.summary}.", s.citations) for s in taken[1:]]
    return Answer(subject, label, "taken",
                  f"{label} was allowed (step {first.index}): {first.summary}.",
                  first.index, first.citations, causes.forwards(subject), ctx,
                  said=phrase(Msg("allowed")),
                  message=Msg("{action} was allowed (step {step}): {what}", action=label_said,
                              step=first.index, what=_step_said(first)),
                  label_said=label_said,
                  context_said=[Msg("Step {step}: {what}.", step=s.index, what=_step_said(s))
                                for s in taken[1:]])


def _state(res: Resolution, causes: Causes, scenario: Scenario, subject: Subject,
           named: Any) -> Answer:
    """An object, a player or a word of the ruling: the fact (resolved again with the subject
    asked, so every change of it is watched), then each change, nearest first, with what led
    to it."""
    from judge.app import resolve
    from judge.record import replace

    again = resolve(replace(scenario, ask=(subject,)), check_decisions=False)
    fact = next((f for f in again.answer if f.subject == subject), None)
    if fact is None:
        raise UnknownSubject(subject.name, [])
    causes = Causes(again, causes.roles)
    label = again.name(subject.id) if subject.kind == "object" else (subject.id or subject.kind)
    history = list(fact.history)
    if named is not None:  # "why is it a defender": from the step it became one
        key = subject.fields[0] if subject.fields else ""
        became = [i for i, (step, v) in enumerate(history)
                  if isinstance(v, dict) and v.get(key) == named]
        if became:
            history = history[:became[-1] + 1]
    chain = _changes(again, causes, fact, history)
    step = history[-1][0] if history else fact.step
    said = _cap(fact.text)  # the fact itself: a yes or no belongs to the file's question
    text = said + "."
    message: object = fact.said
    if named is not None and history and step != fact.step:
        key = subject.fields[0] if subject.fields else ""
        text = (f"{label}'s {res.words.key(key)} became {named} at step {step}. By the end of "
                f"the ruling: {said}.")
        # the value is the file's own word (a designation's name), said as it is written
        message = Msg("{object}'s {key} became {value} at step {step}. By the end of the "
                      "ruling: {fact}", object=label, key=term(res.words.key(key)),
                      value=str(named), step=step,
                      fact=fact.said if fact.said is not None else English(fact.text))
    context: list[tuple[str, tuple[str, ...]]] = []
    context_said: list[object] = []
    if subject.kind in ("object", "player") and history and isinstance(fact.value, dict) and (
            "damage" in fact.value if subject.kind == "object" else
            "life" in fact.value):  # (damage to a player is lost life: FOW 1018.1a)
        # What it has is what was dealt: a prevention that stopped damage to it (after, or
        # beside, what was dealt) is why it has no more (FOW 1018.1a, RB 437.1, VW OV.1).
        for sentence, rules in _prevented(again, causes, subject.id, subject.kind == "player"):
            context.append((f"{_cap(say(sentence))}.", rules))
            context_said.append(Msg("{sentence}.", sentence=sentence))
    return Answer(subject.name, label, "state", text, step, fact.citations, chain, context,
                  said=_said(res, fact), message=message, context_said=context_said)


def _prevented(res: Resolution, causes: Causes, oid: str, player: bool = False
               ) -> list[tuple[Msg, tuple[str, ...]]]:
    """Each prevention of damage to object `oid` (or to a player, `player`), in step order:
    what it prevented (the answer's own words, engine/answer.py `prevention_said`), and the
    rule of the link from the prevention to what it stopped (the game's prevention rule, where
    the step cites it)."""
    from judge.engine.answer import prevention_said

    out = []
    for step in res.steps:
        for node in step.nodes:
            if node.kind != "event" or node.event != "prevented" or oid not in (node.obj,
                                                                                 node.player):
                continue
            edge = next((e for e in causes.incoming.get(node.id, [])
                         if e["relation"] == "causes"), None)
            shield = causes.label(edge["source"]) if edge else None
            source = node.source if node.source and node.source != oid else None
            by = (causes.label(source) if source in causes.nodes else res.name(source)) \
                if source else None
            out.append((prevention_said(shield, by, node.amount, step.index,
                                        oid if player else None),
                        causes.rules_of(edge) if edge else step.citations[:1]))
    return out


def _said(res: Resolution, fact: Fact) -> str:
    """What the question is about, in words: `where it is`, `its ATK and DEF`, `its gold`."""
    w = res.words
    keys = list(fact.value) if isinstance(fact.value, dict) else []
    named: dict[str, Msg] = {
        "zone": Msg("where it is"), "stats": Msg("its stats"), "damage": Msg("its damage"),
        "exhausted": Msg("whether it is {exhausted}", exhausted=term(w.exhausted)),
        "controller": Msg("who controls it"), "counters": Msg("its counters")}
    if fact.subject.kind == "player":
        return _both([term(w.resource(k)) for k in keys]) or phrase(Msg("what they have"))
    if fact.subject.kind != "object":
        return phrase(term(fact.subject.kind if fact.subject.kind != "game"
                           else w.key(fact.subject.id)))
    return _both([named.get(k) or term(w.key(k)) for k in keys]) or phrase(Msg("its state"))


def _both(parts: list[Msg]) -> str:
    """`a and b and c` (each part a game's word or a phrase), as one phrase; "" for none."""
    if not parts:
        return ""
    out = parts[0]
    for part in parts[1:]:
        out = Msg("{a} and {b}", a=out, b=part)
    return phrase(out)


def _changes(res: Resolution, causes: Causes, fact: Fact,
             history: list[tuple[int, Any]]) -> list[CauseLink]:
    """Each change of the fact's value, nearest first: the step that made it (its summary and
    rules), and what led to that step (responses, triggers, cancellations)."""
    out: list[CauseLink] = []
    roles = causes.roles
    drop = {roles.get(Role.CARD_DESTINATION)}
    for index, _ in reversed(history):
        step = causes.steps.get(index)
        if step is None:
            continue
        rules = tuple(c for c in step.citations if c not in drop)[:2] or step.citations[:1]
        out.append(CauseLink(step.item or "", "changes", fact.subject.name, step.index, rules,
                             _cap(step.summary), step.said))
        # A static ability that began to modify the object at that step (Relation.MODIFIES:
        # the Primal Roar of a Rex that entered) is a cause of the object's own, first.
        reached = [link for link in causes.backwards(fact.subject.id.partition(".")[0])
                   if link.relation == "modifies" and link.step == step.index]
        for link in [*reached, *_behind(causes, step)]:
            if link.step is not None and link.step > step.index:
                continue  # what came after the change did not cause it
            if all((c.source, c.relation, c.target) != (link.source, link.relation, link.target)
                   for c in out):
                out.append(link)
    return out


def _behind(causes: Causes, step: Step) -> list[CauseLink]:
    """What led to a step: the links into the item it resolved or the events it recorded,
    leaving out what the step itself says (its own `causes`)."""
    starts = [step.item] if step.item else []
    starts += [n.id for n in step.nodes if n.kind == "event"]
    out: list[CauseLink] = []
    for start in starts:
        for link in causes.backwards(start):
            if link.step == step.index and link.relation == "causes":
                continue
            out.append(link)
    return out[:6]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
