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
from typing import TYPE_CHECKING, Any

from judge.engine.answer import Fact, phase_said, resolved_said, said
from judge.engine.reasons import Reason
from judge.engine.resolution import Resolution
from judge.engine.roles import Role
from judge.engine.trace import Relation, Step, StepKind
from judge.lookup.causes import Causes
from judge.lookup.variants import Variant
from judge.model.rules import Rule, in_rulebook_order
from judge.msg import English, Items, Msg, cap, joined, said_of, word
from judge.msg import say as _say
from judge.record import replace

if TYPE_CHECKING:
    from judge.msg import Translator

MAX_NAMED = 6  # more resolved items than this are summarised in the Ruling
MAX_CAUSES = 3  # links of the chain behind each answer the Ruling tells
MAX_FACTS = 3  # further facts of the answer the Ruling tells
AT_STEP = re.compile(r" at steps? \d+(?:-\d+)?")  # "does not resolve at step 14: ..."


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


def explain(res: Resolution, ctx: Context, variants: list[Variant],
            tr: Translator | None = None) -> Explanation:
    """The prose of a ruling, every sentence said in the language of `tr` (None: English)."""
    from judge.engine.graph import graph_data, node_label

    causes = Causes(res, ctx.roles)
    answer = answer_sentences(res, tr)
    ruling = ruling_sentences(res, causes, ctx, tr)
    sequence = sequence_sentences(res, tr)
    nuances = nuance_sentences(res, ctx, variants, tr)
    cited: dict[str, None] = {}
    for s in (*answer, *ruling, *sequence, *nuances):
        for c in s.cites:
            cited.setdefault(c, None)
    rules = [ctx.rules[c] for c in in_rulebook_order(cited, ctx.rules) if c in ctx.rules]
    header = _say(Msg("{game} · rulebook {version} · edition {edition} (default) · {file}"
                      if res.edition == ctx.default_edition else
                      "{game} · rulebook {version} · edition {edition} · {file}",
                      game=res.game_name, version=res.rulebook_version,
                      edition=res.edition, file=res.file), tr)
    # The graph drawn is the one `why` walks: the trace's links plus each play step's link from
    # its action to its item.
    graph = {**graph_data(res), "nodes": [{**n, "label": node_label(n["kind"], n["label"], tr)}
                                          for n in causes.nodes.values()],
             "edges": causes.edges}
    return Explanation(res.title, res.question, header, answer, ruling, sequence, nuances,
                       rules, graph)


# ----- the answer --------------------------------------------------------------------------------
def answer_sentences(res: Resolution, tr: Translator | None = None) -> list[Sentence]:
    """The facts that lead the answer (engine/answer.py), each a sentence with its rules."""
    return [Sentence(f.say(tr) + ".", f.citations) for f in _lead(res)]


def _lead(res: Resolution) -> list[Fact]:
    """The facts that lead, each said once: a card's item and the card itself (a card played
    from the hand and sent back to it, VW HP.19) can be the same fact."""
    out: list[Fact] = []
    for f in (f for f in res.answer if f.lead):
        said_more = f.said.args.get("fact") if isinstance(f.said, Msg) else None
        same = next((i for i, g in enumerate(out) if g.said in (f.said, said_more)), None)
        if same is None:
            out.append(f)
        elif out[same].said != f.said:  # the later one says it and more: it takes the place
            out[same] = replace(f, verdict=out[same].verdict)
    return out


def told(message: object, tr: Translator | None) -> str:
    """A message as a sentence in the language of `tr`: capitalised, one full stop."""
    return sentence(_say(message, tr))


# ----- the Ruling --------------------------------------------------------------------------------
def ruling_sentences(res: Resolution, causes: Causes, ctx: Context,
                     tr: Translator | None = None) -> list[Sentence]:
    """Why, in causal order: what led to each answer's deciding step, nearest cause first; then
    the rest of what the ruling decided (refusals, state checks, what resolved and what did
    not) in the order it happened; then the other facts the answer states that the ruling
    changed, and where the game stands. Each step is told once."""
    w = res.words
    lead = _lead(res)
    covered = {f.step for f in lead if f.step is not None}  # steps already told
    links_seen: set[tuple[str, str, str]] = set()  # a link behind two answers is told once
    out: list[Sentence] = []
    seen: set[str] = set()

    def add(s: Sentence, *steps: int | None) -> None:
        if s.text not in seen:
            seen.add(s.text)
            out.append(s)
            covered.update(x for x in steps if x is not None)

    # 1. What led to each answer: the items and actions behind its deciding step. A link two
    # answers share is told once (the second time it would lack its "at step n" and so read
    # as another sentence: links_seen).
    for fact in lead:
        step = causes.steps.get(fact.step) if fact.step is not None else None
        if step is None:
            continue
        links_told = 0
        for link in _chain(res, causes, step):
            if links_told >= MAX_CAUSES:
                break
            if link.step == step.index and link.relation in ("prevents", "destroys"):
                continue  # the answer says it
            if (link.source, link.relation, link.target) in links_seen:
                continue
            links_seen.add((link.source, link.relation, link.target))
            text = Msg("{fact} at step {step}", fact=link.said, step=link.step) \
                if link.step and link.step not in covered else link.said
            add(Sentence(told(text, tr), link.rules), link.step)
            links_told += 1
        # What its player chose or paid as the item went on the stack decided what it did.
        items = {step.item, *(n.id for n in step.nodes if n.kind == "item")} - {None}
        for s in res.steps:
            if s.kind == StepKind.CHOICE and s.item in items and s.index not in covered:
                add(Sentence(told(Msg("{fact} at step {step}", fact=said(s), step=s.index),
                                  tr), s.citations), s.index)
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
        if s.kind in (StepKind.REJECT, StepKind.STATE_CHECK, StepKind.GAME_OVER,
                      StepKind.PLAYER_LOST, StepKind.LOOP):
            by_fact = said_by.get(s.index) if s.kind == StepKind.STATE_CHECK else None
            add(Sentence(by_fact.say(tr) + ".", by_fact.citations) if by_fact is not None
                else Sentence(told(said(s), tr), s.citations), s.index)
    for s in res.steps:  # an item that resolved without doing what it says of a target gone
        if s.kind == StepKind.RESOLVE and s.reason == Reason.ILLEGAL_TARGETS and \
                s.index not in covered:
            add(Sentence(told(Msg("at step {step}, {what}", step=s.index, what=said(s)), tr),
                         s.citations), s.index)
    # An answer that says why a card is unchanged may say it already ("Acolyte is still on the
    # field: Purge does not result: ...", "... has no damage: Counterspell results: cancels
    # Smite"), with no step of its own to cover: decided on the English, in every language.
    lead_said = " ".join(f.text for f in lead)
    if res.resolved and not (set(resolve_steps) <= covered and len(resolve_steps) == 1) and \
            not any(f.subject.kind == "resolved" for f in lead) and \
            _resolved(res, causes, ctx, None).text.rstrip(".") + ":" not in lead_said:
        add(_resolved(res, causes, ctx, tr), *resolve_steps)
    for e in causes.edges:
        if e["relation"] in ("prevents", "cancels") and not causes.is_event(e["source"]) \
                and e.get("step") not in covered:
            if e["relation"] == "cancels" and _say(causes.label_said(e["source"]), None) + \
                    " " in lead_said and "cancels " + _say(causes.label_said(e["target"]),
                                                           None) in lead_said:
                continue  # the answer said it: "Counterspell (cs) results: cancels Smite"
            link = causes.link(e)
            add(Sentence(told(link.said, tr), link.rules), e.get("step"))
    for f in res.fizzled:
        fizzle = next((s for s in res.steps if s.item == f.item and s.kind == StepKind.FIZZLE),
                      None)
        if not f.cancelled and (fizzle is None or fizzle.index not in covered):
            why = Msg("{item} does not {resolve}: {why}", item=causes.label_said(f.item),
                      resolve=word(w.resolve[0]), why=said_of(f.text))
            if _say(why, None) in lead_said:
                continue
            add(Sentence(told(why, tr), f.citations), fizzle.index if fizzle else None)
    # 3. The other facts of the answer that the ruling changed.
    facts_told = 0
    lead_ids = {f.subject.id for f in lead if f.subject.id}
    for fact in res.answer:
        if fact.lead or fact.step is None or facts_told >= MAX_FACTS or fact.subject.id in lead_ids:
            continue
        if fact.step in covered and fact.subject.kind not in ("object", "player"):
            continue
        if AT_STEP.sub("", fact.text) in lead_said:  # the answer said it, without its step
            continue
        add(Sentence(fact.say(tr) + ".", fact.citations), fact.step)
        facts_told += 1
    # 4. Where the game stands.
    asked = {f.subject.kind for f in res.answer}
    if res.final["stack"] and "stack" not in asked:
        waiting = ", ".join(_say(causes.label_said(i), tr) for i in res.final["stack"])
        holder = res.final.get("priority")
        if res.outcome in ("win", "draw"):  # the game is over: nothing waits to resolve
            add(Sentence(told(Msg("Left {where} when the game ended (bottom first): "
                                  "{items}; nothing more {resolves}.", where=w.on_stack_said(),
                                  items=waiting, resolves=word(w.resolves)), tr)))
        else:
            add(Sentence(told(Msg(
                "Still {where} (bottom first): {items}; {player} holds {priority}."
                if holder else
                "Still {where} (bottom first): {items}; nobody holds {priority}.",
                where=w.on_stack_said(), items=waiting, player=holder or "",
                priority=word(w.priority)), tr), _role(ctx, Role.PRIORITY, res)))
    elif not res.final["stack"]:
        for where in _turn_and_priority(res, ctx, asked, tr):
            add(where)
    if not out and not lead:
        add(Sentence(told(Msg("No item {resolves}, and nothing on the board changes.",
                              resolves=word(w.resolves)), tr)))
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


def _turn_and_priority(res: Resolution, ctx: Context, asked: set[str],
                       tr: Translator | None = None) -> list[Sentence]:
    """Where the game stands when the stack is empty: the phase if it moved, and who holds
    priority if that changed (and the answer has not said so)."""
    out = []
    w = res.words
    start, end = res.initial["turn"], res.final["turn"]
    if "phase" not in asked and (start.get("number"), start["phase"], start.get("step")) != \
            (end.get("number"), end["phase"], end.get("step")):
        out.append(Sentence(told(Msg("{fact}.", fact=phase_said(w, end, now=True)), tr),
                            _last_cites(res, StepKind.PHASE)))
    holder = res.final.get("priority")
    if holder and "priority" not in asked and res.outcome not in ("win", "draw") and \
            holder != res.initial.get("priority"):
        out.append(Sentence(told(Msg("{player} holds {priority}.", player=holder,
                                     priority=word(w.priority)), tr),
                            _gave_priority(res, holder) or _role(ctx, Role.PRIORITY, res)))
    return out


def _gave_priority(res: Resolution, holder: str) -> tuple[str, ...]:
    """The rule by which `holder` last received priority (VW REG.3.b after a register has
    resulted, REG.9.b after battle damage), rather than the general rule on priority."""
    for s in reversed(res.steps):
        if s.kind == StepKind.PRIORITY and s.actor == holder:
            return s.citations
    return ()


def _last_cites(res: Resolution, kind: StepKind) -> tuple[str, ...]:
    for s in reversed(res.steps):
        if s.kind == kind:
            return s.citations
    return ()


def _resolved(res: Resolution, causes: Causes, ctx: Context,
              tr: Translator | None = None) -> Sentence:
    names = [causes.label(i) for i in res.resolved]
    steps = [s for s in res.steps if s.kind in (StepKind.RESOLVE, StepKind.RESOURCE)]
    rule = ctx.roles.get(Role.STACK_ORDER)
    cites: tuple[str, ...] = ()
    if rule and any(rule in s.citations for s in steps):
        cites = (rule,)
    elif steps and steps[0].citations:
        cites = steps[0].citations[:1]
    return Sentence(told(resolved_said(res, names, None, None), tr), cites)


def _role(ctx: Context, role: Role, res: Resolution) -> tuple[str, ...]:
    rule = ctx.roles.get(role)
    return (rule,) if rule and rule in res.citations else ()


# ----- the Sequence ------------------------------------------------------------------------------
def sequence_sentences(res: Resolution, tr: Translator | None = None) -> list[Sentence]:
    """One sentence a step (a run of passes is one sentence), numbered as the trace numbers
    them."""
    out: list[Sentence] = []
    passes: list[Step] = []
    replacing: list[Step] = []
    for s in res.steps:
        if s.kind == StepKind.PASS:
            passes.append(s)
            continue
        if passes:
            out.append(_passes(passes, tr))
            passes = []
        if s.kind == StepKind.REPLACE:
            replacing.append(s)  # told with the event it replaces, if that is next
            continue
        if replacing and _replaced_by(s, replacing):
            out.append(_replaced(s, replacing, tr))
            replacing = []
            continue
        out += [Sentence(told(said(r), tr), r.citations, (r.index, r.index)) for r in replacing]
        replacing = []
        out.append(Sentence(told(said(s), tr), s.citations, (s.index, s.index)))
    out += [Sentence(told(said(r), tr), r.citations, (r.index, r.index)) for r in replacing]
    if passes:
        out.append(_passes(passes, tr))
    for f in res.findings:
        out.append(Sentence(told(Msg("{kind}: {message}", kind=word(f.kind),
                                     message=said_of(f.message)), tr), f.citations))
    if res.truncated:
        out.append(Sentence(told(Msg("The resolution stops here, after the requested number "
                                     "of steps."), tr)))
    return out


def _replaced_by(step: Step, replacing: list[Step]) -> bool:
    """Whether `step` is the rule process whose event the replacement steps just before it
    replaced: the trace records a replacement as the event would happen (FOW 910.1), before the
    step that tells the event, but the rules' order is the event first, then what replaces it."""
    if step.kind != StepKind.STATE_CHECK:
        return False
    replaced = {link.target for r in replacing for link in r.links
                if link.relation == Relation.REPLACES}
    return any(link.source in replaced or link.target in replaced for link in step.links)


def _replaced(step: Step, replacing: list[Step], tr: Translator | None) -> Sentence:
    """The rule process, then the replacements of its event, as one numbered sentence."""
    text = " ".join(sentence(told(said(s), tr)) for s in (step, *replacing))
    cites = tuple(dict.fromkeys(c for s in (step, *replacing) for c in s.citations))
    return Sentence(text, cites, (replacing[0].index, step.index))


def _passes(steps: list[Step], tr: Translator | None = None) -> Sentence:
    names = [s.actor or "?" for s in steps]
    text = Msg("{player} passes", player=names[0]) if len(names) == 1 else Msg(
        "{players}, then {last} pass in succession", players=_then(names[:-1], tr),
        last=names[-1])
    cites = tuple(dict.fromkeys(c for s in steps for c in s.citations))
    return Sentence(told(text, tr), cites, (steps[0].index, steps[-1].index))


def _then(names: list[str], tr: Translator | None) -> str:
    """`alice, then bob`: names one after another, in the language of `tr`."""
    out = names[0]
    for name in names[1:]:
        out = _say(Msg("{first}, then {next}", first=out, next=name), tr)
    return out


# ----- the Nuances -------------------------------------------------------------------------------
RENUMBERED = re.compile(r"^numbered (\S+ [\w.]+) in (\S+?)(?P<rest>[,;].*)?$")


def nuance_sentences(res: Resolution, ctx: Context, variants: list[Variant],
                     tr: Translator | None = None) -> list[Sentence]:
    out = [Sentence(told(Msg(
        "Ruled under edition {edition} (the default) of the {game} rulebook {version}."
        if res.edition == ctx.default_edition else
        "Ruled under edition {edition} (chosen by the scenario) of the {game} rulebook "
        "{version}.", edition=res.edition, game=res.game_name,
                             version=res.rulebook_version), tr))]
    out += _editions(res, ctx, tr)
    switched = set(res.policy_ids.values())
    # A policy can be cited without being switchable here (e.g. the reason for a rejection).
    cited = [ctx.rules[c] for c in res.citations
             if c in ctx.rules and ctx.rules[c].kind == "policy" and c not in switched]
    if not res.policies and not cited:
        out.append(Sentence(told(Msg("No house policy was needed: the ruling follows from the "
                                     "rules cited alone."), tr)))
    for key, option in res.policies.items():
        out += _policy(res, ctx, key, option, [v for v in variants if v.key == key], tr)
    out += _unread_switches(res, ctx, tr)
    for rule in cited:
        out.append(Sentence(told(Msg("The ruling also rests on house policy {rule} ({title}), "
                                     "judge's reading where the rules are silent.", rule=rule.id,
                                     title=rule.title), tr), (rule.id,)))
    if res.printed_text:
        names = res.printed_text
        out.append(Sentence(_say(Msg(  # `judge` is a name: not capitalised
            "judge ruled on the effects of {cards} as written in the file, not on its printed "
            "text: check that they say the same.", plural="judge ruled on the effects of "
            "{cards} as written in the file, not on their printed text: check that they say "
            "the same.", n=len(names), cards=Items(names)), tr)))
    return out


def _editions(res: Resolution, ctx: Context, tr: Translator | None = None) -> list[Sentence]:
    """What the other editions say of the rules this ruling cites: the rules they only number
    differently in one sentence per edition, each other difference in its own sentence."""
    renumbered: dict[str, list[object]] = {}
    differs: list[Sentence] = []
    for rid in dict.fromkeys(res.citations):
        rule = ctx.rules.get(rid)
        for edition, text in (rule.editions if rule else ()):
            if edition == res.edition:
                continue
            m = RENUMBERED.match(text.strip())
            if m is not None and not m.group("rest"):
                renumbered.setdefault(edition, []).append(
                    Msg("{rule} is {there}", rule=rid, there=m.group(1)))
            else:
                differs.append(Sentence(told(Msg("In edition {edition}, {rule} differs: {what}.",
                                                 edition=edition, rule=rid,
                                                 what=English(text)), tr), (rid,)))
    out = [Sentence(told(Msg("Edition {edition} numbers {n} of the rules cited differently: "
                             "{rules} there.", edition=edition, n=len(ids),
                             rules=", ".join(_say(i, tr) for i in ids)), tr))
           for edition, ids in renumbered.items()]
    return out + differs


def _unread_switches(res: Resolution, ctx: Context, tr: Translator | None = None
                     ) -> list[Sentence]:
    """A house policy the scenario switches that the ruling never read (res.policies holds
    those it read): the switch changed nothing here, said so rather than left for the reader
    to think it decided something."""
    out = []
    for key, option in ctx.scenario_policies.items():
        policy = ctx.policies.get(key)
        if policy is None or key in res.policies:
            continue
        out.append(Sentence(told(Msg(
            "The scenario sets house policy {rule} ({title}) to {option}, but this ruling "
            "never reads it: the switch changes nothing here.", rule=policy.id,
            title=policy.title, option=option), tr), (policy.id,)))
    return out


def _policy(res: Resolution, ctx: Context, key: str, option: str, variants: list[Variant],
            tr: Translator | None = None) -> list[Sentence]:
    policy = ctx.policies[key]
    pid = res.policy_ids[key]
    how = Msg("set by the scenario") if key in ctx.scenario_policies else Msg("the default")
    text = dict(policy.options).get(option, "")
    out = [Sentence(told(Msg("The ruling depends on house policy {rule} ({title}): option "
                             "{option} ({how}): {text}.", rule=pid, title=policy.title,
                             option=option, how=how, text=text), tr), (pid,))]
    for v in variants:
        if v.error:
            out.append(Sentence(told(Msg("With {rule} set to {option}, judge cannot rule: "
                                         "{why}.", rule=pid, option=v.option,
                                         why=English(v.error)), tr), (pid,)))
        elif not v.differences:
            out.append(Sentence(told(Msg("With {rule} set to {option}, the ruling would be the "
                                         "same in every respect.", rule=pid, option=v.option),
                                     tr), (pid,)))
        else:
            out.append(Sentence(told(Msg("With {rule} set to {option}, the ruling would change: "
                                         "{differences}.", rule=pid, option=v.option,
                                         differences=joined(v.differences)), tr),
                                (pid,)))
    return out


def sentence(text: str) -> str:
    """A step summary as a sentence: capitalised, one full stop."""
    text = cap(text.strip())
    return text if text.endswith((".", "!", "?")) else text + "."
