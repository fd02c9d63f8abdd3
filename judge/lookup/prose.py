"""The prose of a ruling, shaped as judges write them: a Ruling paragraph that answers the
scenario's question, the Sequence with a citation on every sentence, and the Nuances (house
policies and edition the ruling depended on, and what would change the outcome).

Every sentence is made from the Resolution (its steps, summaries, citations, graph links and
final state) or from the traces of re-resolutions (variants.py): the prose cannot disagree with
`judge resolve`.
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


@dataclass(frozen=True)
class Sentence:
    text: str
    cites: tuple[str, ...] = ()


@dataclass
class Explanation:
    title: str
    question: str | None
    header: str  # game, rulebook version, edition, file
    ruling: list[Sentence]
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
    ruling = ruling_sentences(res, causes, ctx)
    sequence = sequence_sentences(res)
    nuances = nuance_sentences(res, ctx, variants)
    cited: dict[str, None] = {}
    for s in (*ruling, *sequence, *nuances):
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
    return Explanation(res.title, res.question, header, ruling, sequence, nuances, rules, graph)


# ----- the Ruling --------------------------------------------------------------------------------
def ruling_sentences(res: Resolution, causes: Causes, ctx: Context) -> list[Sentence]:
    out: list[Sentence] = []
    for s in res.steps:
        if s.kind == StepKind.REJECT:
            out.append(Sentence(sentence(s.summary), s.citations))
    if res.resolved:
        out.append(_resolved(res, causes, ctx))
    for e in causes.edges:
        if e["relation"] in ("prevents", "cancels") and not causes.is_event(e["source"]):
            link = causes.link(e)
            out.append(Sentence(link.sentence + ".", link.rules))
    for f in res.fizzled:
        if not f.cancelled:
            out.append(Sentence(f"{causes.label(f.item)} does not resolve: {f.text}.",
                                f.citations))
    for s in res.steps:
        if s.kind in (StepKind.STATE_CHECK, StepKind.GAME_OVER, StepKind.LOOP):
            out.append(Sentence(sentence(s.summary), s.citations))
    if res.final["stack"]:
        waiting = ", ".join(causes.label(i) for i in res.final["stack"])
        holder = res.final.get("priority") or "nobody"
        out.append(Sentence(f"Still on the {res.stack_word} (bottom first): {waiting}; {holder} "
                            "holds priority.", _role(ctx, Role.PRIORITY, res)))
    else:
        out += _turn_and_priority(res, ctx)
    out += final_state(res, ctx)
    if not out:
        out.append(Sentence("No item resolves, and nothing on the board changes."))
    return out


def _turn_and_priority(res: Resolution, ctx: Context) -> list[Sentence]:
    """Where the game stands when the stack is empty: the phase if it moved, and who holds
    priority if that changed or the question asks about it."""
    out = []
    start, end = res.initial["turn"], res.final["turn"]
    if (start.get("number"), start["phase"], start.get("step")) != \
            (end.get("number"), end["phase"], end.get("step")):
        step = f" ({end['step']})" if end.get("step") else ""
        out.append(Sentence(f"The game is now in {end['player']}'s {end['phase']} phase{step}, "
                            f"turn {end.get('number', 1)}.",
                            _last_cites(res, StepKind.PHASE)))
    holder = res.final.get("priority")
    asked = "priority" in (res.question or "").casefold()
    if holder and res.outcome not in ("win", "draw") and (
            asked or holder != res.initial.get("priority")):
        out.append(Sentence(f"{holder} holds priority.", _role(ctx, Role.PRIORITY, res)))
    return out


def _last_cites(res: Resolution, kind: StepKind) -> tuple[str, ...]:
    for s in reversed(res.steps):
        if s.kind == kind:
            return s.citations
    return ()


def _resolved(res: Resolution, causes: Causes, ctx: Context) -> Sentence:
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
    return Sentence(f"{text} resolve{'s' if len(names) == 1 else ''}{order}.", cites)


def _role(ctx: Context, role: Role, res: Resolution) -> tuple[str, ...]:
    rule = ctx.roles.get(role)
    return (rule,) if rule and rule in res.citations else ()


def involved(res: Resolution, ctx: Context) -> list[str]:
    """Objects the question names (by id, card name or a capitalised word of it) and objects
    whose state changed, except the cards that were only passing through the stack."""
    question = res.question or ""
    words = set(re.findall(r"[A-Z][\w'-]{2,}", question))
    items = {*res.resolved, *(f.item for f in res.fizzled), *res.final["stack"]}
    out: list[str] = []
    for oid, obj in res.final["objects"].items():
        start = res.initial["objects"].get(oid)
        named = (re.search(rf"\b{re.escape(oid)}\b", question, re.IGNORECASE) is not None
                 or obj["card"].casefold() in question.casefold()
                 or any(w in words for w in obj["card"].split()))
        if start is None or (start["zone"] == res.stack_word and not named):
            continue
        if obj["zone"] == res.stack_word:  # said by the "Still on the stack" sentence
            continue
        if named or (oid not in items and _state(start) != _state(obj)):
            out.append(oid)
    return out


def _state(obj: dict[str, Any]) -> tuple[Any, ...]:
    return (obj["zone"], obj["damage"], obj["exhausted"], obj.get("stats"),
            obj.get("controller"))


def final_state(res: Resolution, ctx: Context) -> list[Sentence]:
    out = []
    asked = {w.casefold() for w in re.findall(r"\w+", res.question or "")}
    for oid in involved(res, ctx):
        obj, start = res.final["objects"][oid], res.initial["objects"][oid]
        name = f"{obj['card']} ({oid})" if obj["card"] != oid else oid
        # Stats only when they changed or the question asks about one (ATK, hp ...).
        stats = obj.get("stats") != start.get("stats") or bool(
            asked & {k.casefold() for k in obj.get("stats") or {}})
        now = _where(obj, ctx, stats)
        if _state(start) == _state(obj):
            out.append(Sentence(f"{name} is still {now}."))
        else:
            out.append(Sentence(f"{name} ends {now} (it started {_where(start, ctx, stats)})."))
    for pid, values in res.final["players"].items():
        before = res.initial["players"].get(pid, {})
        changed = [f"{k} {v} (from {before.get(k)})" for k, v in values.items()
                   if before.get(k) != v]
        if changed:
            out.append(Sentence(f"{pid} ends with {', '.join(changed)}."))
    return out


def _where(obj: dict[str, Any], ctx: Context, stats: bool) -> str:
    zone = obj["zone"]
    place = f"on the {zone}" if zone in ctx.board_zones or zone == ctx.stack_word \
        else f"in {obj['owner']}'s {zone}"
    bits = []
    if obj["damage"] or obj.get("stats"):  # damage means nothing to a card without stats
        bits.append(f"{obj['damage']} damage" if obj["damage"] else "no damage")
    if obj["exhausted"]:
        bits.append("exhausted")
    if stats and obj.get("stats"):
        bits.append(" ".join(f"{k.upper()} {v}" for k, v in obj["stats"].items()))
    return f"{place} with {', '.join(bits)}" if bits else place


# ----- the Sequence ------------------------------------------------------------------------------
def sequence_sentences(res: Resolution) -> list[Sentence]:
    out: list[Sentence] = []
    passes: list[Step] = []
    for s in res.steps:
        if s.kind == StepKind.PASS:
            passes.append(s)
            continue
        if passes:
            out.append(_passes(passes))
            passes = []
        out.append(Sentence(sentence(s.summary), s.citations))
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
    return Sentence(cap(text) + ".", cites)


# ----- the Nuances -------------------------------------------------------------------------------
def nuance_sentences(res: Resolution, ctx: Context, variants: list[Variant]) -> list[Sentence]:
    default = "the default" if res.edition == ctx.default_edition else "chosen by the scenario"
    out = [Sentence(f"Ruled under edition {res.edition} ({default}) of the {res.game_name} "
                    f"rulebook {res.rulebook_version}.")]
    for rid in res.citations:
        rule = ctx.rules.get(rid)
        for edition, text in (rule.editions if rule else ()):
            if edition != res.edition:
                out.append(Sentence(f"In edition {edition}, {rid} differs: {text}.", (rid,)))
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
            out.append(Sentence(f"With {pid} set to {v.option}, the outcome would be the same.",
                                (pid,)))
        else:
            out.append(Sentence(f"With {pid} set to {v.option}, the outcome would change: "
                                + "; ".join(v.differences) + ".", (pid,)))
    return out


def cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def sentence(text: str) -> str:
    """A step summary as a sentence: capitalised, one full stop."""
    text = cap(text.strip())
    return text if text.endswith((".", "!", "?")) else text + "."
