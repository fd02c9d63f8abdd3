"""`judge why`: why an item resolved, did not resolve or still waits, or why an action was
rejected, as a chain of causes through the dependency graph, each link with its rule. Every
sentence is read from the trace (see causes.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from judge.engine.resolution import Resolution
from judge.engine.roles import Role
from judge.engine.trace import Step, StepKind
from judge.fuzzy import ranked
from judge.lookup.causes import CauseLink, Causes


class UnknownSubject(LookupError):
    def __init__(self, text: str, known: list[str]) -> None:
        self.text = text
        self.known = known
        close = ranked(text, known, limit=5, cutoff=0.3)
        self.suggestions = close or known[:8]
        super().__init__(text)


@dataclass
class Answer:
    subject: str  # an item id or `action:N`
    label: str
    verdict: str  # resolved fizzled cancelled countered waiting removed | rejected taken
    #               "not taken"
    answer: str  # the one-sentence answer
    step: int | None
    rules: tuple[str, ...]
    chain: list[CauseLink] = field(default_factory=list)
    context: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)  # sentence, rules

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


def subjects(res: Resolution, causes: Causes, actions: int) -> list[str]:
    items = [n for n, d in causes.nodes.items() if d["kind"] == "item"]
    items += [i for i in (*res.resolved, *(f.item for f in res.fizzled), *res.final["stack"],
                          *res.initial["stack"]) if i not in items]
    return list(dict.fromkeys(items)) + [f"action:{i}" for i in range(actions)]


def find_subject(text: str, res: Resolution, causes: Causes, actions: int) -> str:
    """`shot`, `Gun Shot` (a unique card name), `action:2`, `action 2`, `#2` or `2`."""
    known = subjects(res, causes, actions)
    t = text.strip()
    m = re.fullmatch(r"(?:action[\s:#-]*|#)?(\d+)", t, re.IGNORECASE)
    if m:
        t = f"action:{int(m.group(1))}"
    if t in known:
        return t
    by_name = [n for n in known if not n.startswith("action:")
               and str(causes.nodes.get(n, {}).get("label", "")).casefold() == t.casefold()]
    if len(by_name) == 1:
        return by_name[0]
    raise UnknownSubject(text, known)


def why(res: Resolution, text: str, *, actions: int, then: str = "resolve",
        roles: dict[Role, str] | None = None) -> Answer:
    causes = Causes(res, roles)
    subject = find_subject(text, res, causes, actions)
    if subject.startswith("action:"):
        return _action(res, causes, int(subject[7:]))
    return _item(res, causes, subject, then)


def _step_of(res: Resolution, kinds: tuple[StepKind, ...], item: str) -> Step | None:
    for s in res.steps:
        if s.kind in kinds and s.item == item:
            return s
    return None


def _item(res: Resolution, causes: Causes, item: str, then: str) -> Answer:
    label = causes.label(item)
    chain = causes.backwards(item)
    for f in res.fizzled:
        if f.item == item:
            step = _step_of(res, (StepKind.FIZZLE,), item) or _canceller_step(res, causes, item)
            verdict = f.outcome  # the game's word: fizzled, cancelled, countered
            at = f" at step {step.index}" if step else ""
            return Answer(item, label, verdict, f"{label} did not resolve{at}: {f.text}.",
                          step.index if step else None, f.citations, chain)
    if item in res.resolved:
        step = _step_of(res, (StepKind.RESOLVE, StepKind.RESOURCE), item)
        what = (step.detail or step.summary) if step else f"{label} resolves"
        at = f"at step {step.index}" if step else ""
        return Answer(item, label, "resolved", f"{label} resolved {at}: {what}.",
                      step.index if step else None, step.citations if step else (), chain)
    if item in res.final["stack"]:
        return _waiting(res, causes, item, label, chain, then)
    last = next((s for s in reversed(res.steps) if any(n.id == item for n in s.nodes)
                 or s.item == item), None)
    what = last.summary if last else f"{label} never went on the {res.stack_word}"
    return Answer(item, label, "removed", f"{label} never resolved: {_cap(what)}.",
                  last.index if last else None, last.citations if last else (), chain)


def _canceller_step(res: Resolution, causes: Causes, item: str) -> Step | None:
    for e in causes.incoming.get(item, []):
        if e["relation"] == "cancels" and e.get("step"):
            return causes.steps.get(e["step"])
    return None


def _waiting(res: Resolution, causes: Causes, item: str, label: str, chain: list[CauseLink],
             then: str) -> Answer:
    stack = list(res.final["stack"])
    above = stack[stack.index(item) + 1:]
    order = causes.roles.get(Role.STACK_ORDER)
    prio = causes.roles.get(Role.PRIORITY)
    context: list[tuple[str, tuple[str, ...]]] = []
    if above:
        context.append((f"Above it, still to resolve first: "
                        f"{', '.join(causes.label(a) for a in reversed(above))}.",
                        (order,) if order else ()))
    holder = res.final.get("priority")
    context.append((f"{holder or 'Nobody'} holds priority when the ruling ends.",
                    (prio,) if prio else ()))
    if res.truncated:
        context.append(("The resolution was cut short by --steps.", ()))
    elif then == "stop":
        context.append(("The scenario stops after its last action (then: stop), before the "
                        "players pass.", ()))
    for f in res.findings:
        context.append((f"{_cap(f.message)}.", f.citations))
    last = res.steps[-1] if res.steps else None
    return Answer(item, label, "waiting",
                  f"{label} is still on the {res.stack_word}, waiting to resolve.",
                  last.index if last else None, (), chain, context)


def _action(res: Resolution, causes: Causes, index: int) -> Answer:
    subject = f"action:{index}"
    for r in res.rejected:
        i, reason, cites = r.action, r.text, r.citations
        if i == index:
            step = next((s for s in res.steps if s.kind == StepKind.REJECT and s.action == i),
                        None)
            label = f"action {i}"
            context: list[tuple[str, tuple[str, ...]]] = []
            before = [s for s in res.steps if step and s.index < step.index]
            if before:
                context.append((f"Just before it (step {before[-1].index}): "
                                f"{before[-1].summary}.", before[-1].citations))
            context.append(("A rejected action changes nothing; the game goes on with the next "
                            "action.", ()))
            summary = step.summary if step else f"{label} is rejected: {reason}"
            return Answer(subject, label, "rejected", f"{_cap(summary)}.",
                          step.index if step else None, cites, [], context)
    taken = [s for s in res.steps if s.action == index]
    if not taken:
        return Answer(subject, f"action {index}", "not taken",
                      f"Action {index} was never taken: the ruling ended before it.", None, ())
    first = taken[0]
    ctx = [(f"Step {s.index}: {s.summary}.", s.citations) for s in taken[1:]]
    return Answer(subject, causes.label(subject), "taken",
                  f"Action {index} was allowed (step {first.index}): {first.summary}.",
                  first.index, first.citations, causes.forwards(subject), ctx)


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
