"""The prose of a ruling, shaped as judges write them: the answer first, then a Ruling paragraph
that tells why in causal order, the Sequence with a citation on every sentence, and the Nuances
(house policies and edition the ruling depended on, and what would change the outcome).

Every sentence is made from the Resolution (its answer, steps, summaries, citations, graph links
and final state) or from the traces of re-resolutions (variants.py): the prose cannot disagree
with `judge resolve`. Steps are numbered as the trace numbers them, so "step 6" here is step 6 of
`judge resolve` and of `judge why`; actions are numbered from 1, as players count them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from judge.engine.resolution import Resolution
from judge.engine.roles import Role
from judge.engine.trace import Step, StepKind
from judge.lookup.causes import Causes
from judge.lookup.variants import Variant
from judge.model.rules import Rule

MAX_NAMED = 6  # more resolved items than this are summarised in the Ruling
MAX_CAUSES = 3  # links of the chain behind each answer the Ruling tells
MAX_FACTS = 3  # further facts of the answer the Ruling tells


@dataclass(frozen=True)
class Sentence:
    text: str
    cites: tuple[str, ...] = ()
    #: In the Sequence: the trace steps the sentence tells (first, last); renderers number it so.
    steps: tuple[int, int] | None = None


@dataclass
class Explanation:
    title: str
    question: str | None
    header: str  # game, rulebook version, edition, file
    answer: list[Sentence]  # the answer to the question, first: one or two sentences
    ruling: list[Sentence]  # why, in causal order (the answer is not repeated)
    sequence: list[Sentence]
    nuances: list[Sentence]
    rules: list[Rule]  # every rule cited anywhere above, in rulebook order
    graph: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Context:
    """What the prose needs from the game besides the Resolution: data only, no rule logic."""

    rules: dict[str, Rule]
    roles: dict[Role, str]
    policies: dict[str, Rule]  # key -> policy
    board_zones: tuple[str, ...]
    stack_word: str
    default_edition: str
    scenario_policies: dict[str, str]


def explain(res: Resolution, ctx: Context, variants: list[Variant]) -> Explanation:
    from judge.engine.graph import graph_data

    causes = Causes(res, ctx.roles)
    answer = answer_sentences(res)
    ruling = ruling_sentences(res, causes, ctx)
    sequence = sequence_sentences(res)
    nuances = nuance_sentences(res, ctx, variants)
    cited: dict[str, None] = {}
    for s in (*answer, *ruling, *sequence, *nuances):
        for c in s.cites:
            cited.setdefault(c, None)
    order = {rid: i for i, rid in enumerate(ctx.rules)}
    rules = [ctx.rules[c] for c in sorted(cited, key=lambda c: order.get(c, len(order)))
             if c in ctx.rules]
    default = " (default)" if res.edition == ctx.default_edition else ""
    header = (f"{res.game_name} · rulebook {res.rulebook_version} · edition {res.edition}"
              f"{default} · {res.file}")
    # The graph drawn is the one `why` walks: the trace's links plus each play step's link from
    # its action to its item.
    graph = {**graph_data(res), "nodes": list(causes.nodes.values()), "edges": causes.edges}
    return Explanation(res.title, res.question, header, answer, ruling, sequence, nuances,
                       rules, graph)


# ----- the answer --------------------------------------------------------------------------------
def answer_sentences(res: Resolution) -> list[Sentence]:
    """The facts that lead the answer (engine/answer.py), each a sentence with its rules."""
    lead = [f for f in res.answer if f.lead]
    return [Sentence(f.sentence + ".", f.citations) for f in lead]


# ----- the Ruling --------------------------------------------------------------------------------
def ruling_sentences(res: Resolution, causes: Causes, ctx: Context) -> list[Sentence]:
    """Why, in causal order: what led to each answer's deciding step, nearest cause first; then
    the rest of what the ruling decided (refusals, state checks, what resolved and what did
    not) in the order it happened; then the other facts the answer states that the ruling
    changed, and where the game stands. Each step is told once."""
    w = res.words
    lead = [f for f in res.answer if f.lead]
    covered = {f.step for f in lead if f.step is not None}  # steps already told
    out: list[Sentence] = []
    seen: set[str] = set()

    def add(s: Sentence, *steps: int | None) -> None:
        if s.text not in seen:
            seen.add(s.text)
            out.append(s)
            covered.update(x for x in steps if x is not None)

    # 1. What led to each answer: the items and actions behind its deciding step.
    for fact in lead:
        step = causes.steps.get(fact.step) if fact.step is not None else None
        if step is None:
            continue
        told = 0
        for link in _chain(res, causes, step):
            if told >= MAX_CAUSES:
                break
            if link.step == step.index and link.relation in ("prevents", "destroys"):
                continue  # the answer says it
            at = f" at step {link.step}" if link.step and link.step not in covered else ""
            add(Sentence(f"{link.sentence}{at}.", link.rules), link.step)
            told += 1
        # What its player chose or paid as the item went on the stack decided what it did.
        items = {step.item, *(n.id for n in step.nodes if n.kind == "item")} - {None}
        for s in res.steps:
            if s.kind == StepKind.CHOICE and s.item in items and s.index not in covered:
                add(Sentence(f"{sentence(s.summary)[:-1]} at step {s.index}.", s.citations),
                    s.index)
    # 2. The rest of what the ruling decided, in the order it happened.
    resolve_steps = [s.index for s in res.steps if s.kind in (StepKind.RESOLVE,
                                                                StepKind.RESOURCE)]
    # A fact the answer states about a step says more than the step's summary: "Trader Male
    # is destroyed at step 7: Field Orders dealt it 2 damage ..." tells the state check.
    said_by = {f.step: f for f in res.answer if not f.lead and f.step is not None
               and f.subject.kind in ("object", "player")}
    for s in res.steps:
        if s.index in covered:
            continue
        if s.kind in (StepKind.REJECT, StepKind.STATE_CHECK, StepKind.GAME_OVER, StepKind.LOOP):
            by_fact = said_by.get(s.index) if s.kind == StepKind.STATE_CHECK else None
            add(Sentence(by_fact.sentence + ".", by_fact.citations) if by_fact is not None else
                Sentence(sentence(s.summary), s.citations), s.index)
    if res.resolved and not (set(resolve_steps) <= covered and len(resolve_steps) == 1) and \
            not any(f.subject.kind == "resolved" for f in lead):
        add(_resolved(res, causes, ctx), *resolve_steps)
    for e in causes.edges:
        if e["relation"] in ("prevents", "cancels") and not causes.is_event(e["source"]) \
                and e.get("step") not in covered:
            link = causes.link(e)
            add(Sentence(link.sentence + ".", link.rules), e.get("step"))
    for f in res.fizzled:
        fizzle = next((s for s in res.steps if s.item == f.item and s.kind == StepKind.FIZZLE),
                      None)
        if not f.cancelled and (fizzle is None or fizzle.index not in covered):
            add(Sentence(f"{causes.label(f.item)} {w.not_resolving}: {f.text}.", f.citations),
                fizzle.index if fizzle else None)
    # 3. The other facts of the answer that the ruling changed.
    told = 0
    lead_ids = {f.subject.id for f in lead if f.subject.id}
    for fact in res.answer:
        if fact.lead or fact.step is None or told >= MAX_FACTS or fact.subject.id in lead_ids:
            continue
        if fact.step in covered and fact.subject.kind not in ("object", "player"):
            continue
        add(Sentence(fact.sentence + ".", fact.citations), fact.step)
        told += 1
    # 4. Where the game stands.
    asked = {f.subject.kind for f in res.answer}
    if res.final["stack"] and "stack" not in asked:
        waiting = ", ".join(causes.label(i) for i in res.final["stack"])
        holder = res.final.get("priority") or "nobody"
        add(Sentence(f"Still on the {w.stack} (bottom first): {waiting}; {holder} holds "
                     f"{w.priority}.", _role(ctx, Role.PRIORITY, res)))
    elif not res.final["stack"]:
        for where in _turn_and_priority(res, ctx, asked):
            add(where)
    if not out and not lead:
        add(Sentence(f"No item {w.resolves}, and nothing on the board changes."))
    return out


def _chain(res: Resolution, causes: Causes, step: Step) -> list[Any]:
    """The links behind a step, nearest first, between items and actions (what responded to
    what, triggered, cancelled, made a target illegal ...): into the item it resolved, or into
    what caused the events it recorded."""
    starts = [step.item] if step.item else []
    starts += [n.id for n in step.nodes if n.kind == "event"]
    links: list[Any] = []
    keys: set[tuple[str, str, str]] = set()
    for start in starts:
        if start is None:
            continue
        for link in causes.backwards(start):
            key = (link.source, link.relation, link.target)
            # Between items and actions; an event only where it made a target illegal or
            # triggered something (what caused an event, the answer says).
            events = causes.is_event(link.source) or causes.is_event(link.target)
            if key in keys or link.relation == "plays" or (
                    events and link.relation not in ("makes_illegal", "triggers")):
                continue
            keys.add(key)
            links.append(link)
    return links


def _turn_and_priority(res: Resolution, ctx: Context, asked: set[str]) -> list[Sentence]:
    """Where the game stands when the stack is empty: the phase if it moved, and who holds
    priority if that changed (and the answer has not said so)."""
    out = []
    w = res.words
    start, end = res.initial["turn"], res.final["turn"]
    if "phase" not in asked and (start.get("number"), start["phase"], start.get("step")) != \
            (end.get("number"), end["phase"], end.get("step")):
        step = f" ({w.phase(end['step'])})" if end.get("step") else ""
        out.append(Sentence(f"The game is now in {end['player']}'s {w.phase(end['phase'])} "
                            f"phase{step}, turn {end.get('number', 1)}.",
                            _last_cites(res, StepKind.PHASE)))
    holder = res.final.get("priority")
    if holder and "priority" not in asked and res.outcome not in ("win", "draw") and \
            holder != res.initial.get("priority"):
        out.append(Sentence(f"{cap(holder)} holds {w.priority}.",
                            _role(ctx, Role.PRIORITY, res)))
    return out


def _last_cites(res: Resolution, kind: StepKind) -> tuple[str, ...]:
    for s in reversed(res.steps):
        if s.kind == kind:
            return s.citations
    return ()


def _resolved(res: Resolution, causes: Causes, ctx: Context) -> Sentence:
    w = res.words
    names = [causes.label(i) for i in res.resolved]
    text = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    order = " in that order" if len(names) > 1 else ""
    if len(names) > MAX_NAMED:  # a loop: the first few and the last say enough
        text = f"{len(names)} items, {', '.join(names[:3])} … {names[-1]},"
    steps = [s for s in res.steps if s.kind in (StepKind.RESOLVE, StepKind.RESOURCE)]
    rule = ctx.roles.get(Role.STACK_ORDER)
    cites: tuple[str, ...] = ()
    if rule and any(rule in s.citations for s in steps):
        cites = (rule,)
    elif steps and steps[0].citations:
        cites = steps[0].citations[:1]
    verb = w.resolves if len(names) == 1 else w.resolve[0]
    return Sentence(f"{text} {verb}{order}.", cites)


def _role(ctx: Context, role: Role, res: Resolution) -> tuple[str, ...]:
    rule = ctx.roles.get(role)
    return (rule,) if rule and rule in res.citations else ()


# ----- the Sequence ------------------------------------------------------------------------------
def sequence_sentences(res: Resolution) -> list[Sentence]:
    """One sentence a step (a run of passes is one sentence), numbered as the trace numbers
    them."""
    out: list[Sentence] = []
    passes: list[Step] = []
    for s in res.steps:
        if s.kind == StepKind.PASS:
            passes.append(s)
            continue
        if passes:
            out.append(_passes(passes))
            passes = []
        out.append(Sentence(sentence(s.summary), s.citations, (s.index, s.index)))
    if passes:
        out.append(_passes(passes))
    for f in res.findings:
        out.append(Sentence(sentence(f"{f.kind}: {f.message}"), f.citations))
    if res.truncated:
        out.append(Sentence("The resolution stops here, after the requested number of steps."))
    return out


def _passes(steps: list[Step]) -> Sentence:
    names = [s.actor or "?" for s in steps]
    text = names[0] + " passes" if len(names) == 1 else \
        ", then ".join(names[:-1]) + f", then {names[-1]} pass in succession"
    cites = tuple(dict.fromkeys(c for s in steps for c in s.citations))
    return Sentence(cap(text) + ".", cites, (steps[0].index, steps[-1].index))


# ----- the Nuances -------------------------------------------------------------------------------
RENUMBERED = re.compile(r"^numbered (\S+ [\w.]+) in (\S+?)(?P<rest>[,;].*)?$")


def nuance_sentences(res: Resolution, ctx: Context, variants: list[Variant]) -> list[Sentence]:
    default = "the default" if res.edition == ctx.default_edition else "chosen by the scenario"
    out = [Sentence(f"Ruled under edition {res.edition} ({default}) of the {res.game_name} "
                    f"rulebook {res.rulebook_version}.")]
    out += _editions(res, ctx)
    switched = set(res.policy_ids.values())
    # A policy can be cited without being switchable here (e.g. the reason for a rejection).
    cited = [ctx.rules[c] for c in res.citations
             if c in ctx.rules and ctx.rules[c].kind == "policy" and c not in switched]
    if not res.policies and not cited:
        out.append(Sentence("No house policy was needed: the ruling follows from the rules "
                            "cited alone."))
    for key, option in res.policies.items():
        out += _policy(res, ctx, key, option, [v for v in variants if v.key == key])
    for rule in cited:
        out.append(Sentence(f"The ruling also rests on house policy {rule.id} ({rule.title}), "
                            "judge's reading where the rules are silent.", (rule.id,)))
    if res.printed_text:
        names = res.printed_text
        whose = "its" if len(names) == 1 else "their"
        listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        out.append(Sentence(f"judge ruled on the effects of {listed} as written in the file, "
                            f"not on {whose} printed text: check that they say the same."))
    return out


def _editions(res: Resolution, ctx: Context) -> list[Sentence]:
    """What the other editions say of the rules this ruling cites: the rules they only number
    differently in one sentence per edition, each other difference in its own sentence."""
    renumbered: dict[str, list[str]] = {}
    differs: list[Sentence] = []
    for rid in dict.fromkeys(res.citations):
        rule = ctx.rules.get(rid)
        for edition, text in (rule.editions if rule else ()):
            if edition == res.edition:
                continue
            m = RENUMBERED.match(text.strip())
            if m is not None and not m.group("rest"):
                renumbered.setdefault(edition, []).append(f"{rid} is {m.group(1)}")
            else:
                differs.append(Sentence(f"In edition {edition}, {rid} differs: {text}.", (rid,)))
    out = [Sentence(f"Edition {edition} numbers {len(ids)} of the rules cited differently: "
                    + ", ".join(ids) + " there.") for edition, ids in renumbered.items()]
    return out + differs


def _policy(res: Resolution, ctx: Context, key: str, option: str, variants: list[Variant]
            ) -> list[Sentence]:
    policy = ctx.policies[key]
    pid = res.policy_ids[key]
    how = "set by the scenario" if key in ctx.scenario_policies else "the default"
    text = dict(policy.options).get(option, "")
    out = [Sentence(f"The ruling depends on house policy {pid} ({policy.title}): option "
                    f"{option} ({how}): {text}.", (pid,))]
    for v in variants:
        if v.error:
            out.append(Sentence(f"With {pid} set to {v.option}, judge cannot rule: {v.error}.",
                                (pid,)))
        elif not v.differences:
            out.append(Sentence(f"With {pid} set to {v.option}, the ruling would be the same "
                                "in every respect.", (pid,)))
        else:
            out.append(Sentence(f"With {pid} set to {v.option}, the ruling would change: "
                                + "; ".join(v.differences) + ".", (pid,)))
    return out


def cap(text: str) -> str:
    """Capitalised, unless it opens with an id a player would not capitalise (`bf-a`)."""
    first = text.split(" ", 1)[0]
    if any(c.isdigit() or c in "-_.#" for c in first):
        return text
    return text[:1].upper() + text[1:]


def sentence(text: str) -> str:
    """A step summary as a sentence: capitalised, one full stop."""
    text = cap(text.strip())
    return text if text.endswith((".", "!", "?")) else text + "."
