"""The moment a question's time clause names, and the game's own state read at it.

"Who has focus once the Bolt has resolved?" asks who held focus at that moment, not as the
ruling ends: by then the showdown may be over and nobody holds it (RB 340.2.a passed focus to
Bob as the chain emptied; RB 347.2.a ended the showdown later). A fact of the game's own state
(a key of it such as focus, the showdown or the chain's state; priority; what the stack holds)
is worked out as the ruling ends (answer._Facts), and the watch keeps every value it had
(Watch.history), so the value at the moment asked is read from there, as
`readers.in_play_at` reads where a card was as an item triggered.

The moment is found from the clause: an item it names (by name, or "it" of the sentence before
naming one) resolving, being played or triggering, at one step of the ruling. "once", "after",
"when" ... ask of the moment that step's consequences are over (the rules' own steps after it,
up to the next thing a player does: focus passing as the chain empties, RB 340.2.a, the cleanup
after it); "before" and "until" of the moment the round of passes that led to it began (who got
priority before it resolved: the player the rules gave it to, RB 340.4); "as" and "while" of
the moment just before it. A clause judge cannot place in the ruling, about a value that changed
during it, is not answered with confidence: the value as the ruling ends is said as such, with
no Yes or No. An object's state (exhausted, damage, Might ...) asked at a moment judge places
is answered Yes or No by its value then, where it changed after (`state_at_moment`).

Imported by the answer on first use (LaterModule), as the readers are.
"""

from __future__ import annotations

import re

from judge.engine.answer import (
    MAX_RULES,
    QUOTED,
    Fact,
    _antecedent_sentence,
    _item_name,
    _mentions,
    _sentence_before,
    _unquoted,
    asked_clause,
    questions,
    said,
)
from judge.engine.roles import Role
from judge.engine.trace import Step, StepKind
from judge.lazyre import LazyRe, RareRe
from judge.model.ask import Subject
from judge.msg import Items, Msg, said_of, word
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time (start-up)
if TYPE_CHECKING:
    from typing import Any

    from judge.engine.answer import _Facts

#: The kinds of subject that are the game's own state, read at the moment a time clause names.
MOMENT_KINDS = frozenset({"game", "priority", "stack"})

#: A time clause before what a part asks ("Once the Bolt has resolved, who has focus?") and
#: one ending it ("Who has focus once the Bolt has resolved?"): its conjunction and its words.
CLAUSE_FIRST = RareRe(r"^\W*(?P<conj>as soon as|by the time|after|once|when|whenever|before|until|"
                      r"as|while)\s+(?P<body>[^,;:?]+?)\s*[,;:]\s*(?=\w)", re.I,
                      needs=(",", ";", ":"))
CLAUSE_LAST = RareRe(r"(?:,\s*|\s+)(?P<conj>as soon as|by the time|after|once|when|whenever|"
                     r"before|until|while)\s+(?P<body>[\w'’-]+(?:\s+[\w'’-]+)*?)\s*[?.!]?\s*$",
                     re.I, needs=("as soon as", "by the time", "after", "once", "when",
                                  "before", "until", "while"))
#: A clause ending a part that names the combat itself as its moment ("What is the Guard's
#: Might in the combat?", "... during combat?", "... in its combat damage step?"): placed at the
#: step its combat damage was dealt (`combat_damage_step`). A showdown is no moment judge
#: places: the state asked may change within it (a spell played in it), so its words are read
#: here only to be told apart as unplaced.
IN_COMBAT = RareRe(r"\b(?P<conj>in|during)\s+(?P<body>(?:(?:the|this|that|its|their)\s+)?"
                   r"(?:combat|battle|showdown)(?:\s+damage)?(?:\s+step)?|"
                   r"(?:the|its|their)\s+damage\s+step)\s*[?.!]?\s*$",
                   re.I, needs=("combat", "battle", "showdown", "damage step"))
#: A relative clause "in combat" ends ("..., which took 3 in combat?"): it says what the card
#: is, not the moment the question asks of.
RELATIVE = LazyRe(r"\b(?:which|who|that|where)\b", re.I)
#: The body of an "after the combat" clause: the combat itself, named by nothing else.
THE_COMBAT = LazyRe(r"(?:the|this|that|its|their)\s+(?:combat|battle)", re.I)
#: Of an IN_COMBAT clause: the combat's own damage, which judge places (not a showdown).
COMBAT_BODY = LazyRe(r"\b(?:combat|battle|damage\s+step)\b", re.I)
#: The conjunctions of a moment within a combat (IN_COMBAT): the state as its damage is dealt.
DURING = frozenset({"in", "during"})
#: The conjunctions of a moment once the step is over.
AFTER = frozenset({"after", "once", "when", "whenever", "by the time", "as soon as"})

#: What the clause says its item does: resolves (results), is played, triggers; "does" after
#: "it" says the verb of the clause before ("... when it resolves, and ... before it does?").
RESOLVED = LazyRe(r"\b(?:resolv\w*|result\w*)\b", re.I)
PLAYED = LazyRe(r"\b(?:is|was|gets?|got)\s+played\b|\bplays\b|\bplayed\b|\bcasts?\b", re.I)
TRIGGERED = LazyRe(r"\btrigger\w*\b", re.I)
DOES = LazyRe(r"^\s*(?:it|that|this)\s+(?:does|did|has)\s*$", re.I)
PRONOUN_BODY = LazyRe(r"^\s*(?:it|that|this|that one|this one)\b", re.I)

#: The steps a player takes (what ends the consequences of the step before).
PLAYER_KINDS = frozenset({StepKind.PASS, StepKind.PLAY, StepKind.ACTIVATE, StepKind.ACTION,
                          StepKind.REJECT})


def clause_of(q: str) -> tuple[str, str] | None:
    """The time clause of question part `q` (its last sentence, without the card text it
    quotes): its conjunction, lower case, and its words; None where it has none."""
    last = re.split(r"(?<=[.!?])\s+", QUOTED.sub("", q).strip())[-1]
    m = CLAUSE_FIRST.match(last) or CLAUSE_LAST.search(last)
    if m is None:
        m = IN_COMBAT.search(last)
        if m is None or RELATIVE.search(last[:m.start()].split(",")[-1]):
            return None
        # its words with the preposition ("in the combat"), which event_step tells apart from
        # "after the combat" (placed where the combat ended: combat_end_step)
        return m["conj"].casefold(), f"{m['conj']} {m['body']}"
    conj, body = " ".join(m["conj"].casefold().split()), m["body"].strip()
    if conj in AFTER and THE_COMBAT.compiled.fullmatch(body):
        # "Who controls bf-a after the combat?": once the one combat that dealt damage is over
        # (event_step), not a moment left unplaced; "before the combat" stays unplaced
        return conj, f"after {body}"
    return conj, body


def _asked_event(body: str, before: str, ctx: _Facts, referred: str | None = None
                 ) -> tuple[StepKind, str] | None:
    """The kind of step the clause's words name (an item resolving, played, triggering) and the
    words that name the item (for "it": `referred`, what `referent` found it refers to, else
    the sentence before)."""
    kind = StepKind.RESOLVE if RESOLVED.search(body) else StepKind.PLAY if PLAYED.search(body) \
        else StepKind.TRIGGER if TRIGGERED.search(body) else None
    if kind is None and DOES.match(body):
        # "... when it resolves, and who gets priority before it does?": the verb said before
        kind = StepKind.RESOLVE if RESOLVED.search(before) else None
    if kind is None:
        return None
    if not PRONOUN_BODY.match(body):
        return kind, body
    return kind, (before if referred is None else referred)


#: A noun phrase pointing back at an item said before ("Bob answers with Sleight of Hand,
#: gaining control of that ability."), and the steps that put an item of that kind on the
#: stack (an ability activated or triggered; a spell played).
ITEM_ANAPHOR = LazyRe(r"\b(?:that|this|the\s+same)\s+(?P<kind>ability|spell|trigger)\b", re.I)
ANAPHOR_KINDS = {"ability": frozenset({StepKind.ACTIVATE, StepKind.TRIGGER}),
                 "trigger": frozenset({StepKind.TRIGGER}), "spell": frozenset({StepKind.PLAY})}
CAPITAL = LazyRe(r"\b[A-Z]")


def referent(question: str, q: str) -> tuple[str, str | None] | None:
    """For question part `q` whose time clause's item is "it": the words that name what "it"
    refers to, and the kind of item ("ability", "spell", "trigger") where the sentence before
    names it only by a phrase pointing back ("gaining control of that ability"); None where the
    clause is of no "it" (the sentence before names it, as `_asked_event` reads it).

    "it" of "... before it does?" is the "it" of the part before in the same sentence ("Who
    draws when it resolves, and who gets priority before it does?"). Where the sentence before
    ends on a phrase pointing back at an item, after every name it says ("Bob answers with
    Sleight of Hand, gaining control of that ability."), "it" is that item, not the card the
    sentence names: the item is named by the sentence before that one ("Alice exhausts her
    Archivist to draw a card."), and is of the kind the phrase says."""
    clause = clause_of(q)
    if clause is None or not PRONOUN_BODY.match(clause[1]):
        return None
    parts = questions(question)
    at = question.find(q)
    if q in parts and (i := parts.index(q)) > 0:
        prev, prev_at = parts[i - 1], question.find(parts[i - 1])
        if 0 <= prev_at < at and not re.search(r"[.!?]", question[prev_at + len(prev):at]) \
                and (pc := clause_of(prev)) is not None and PRONOUN_BODY.match(pc[1]):
            return referent(question, prev) or (
                f"{_antecedent_sentence(question, prev)} {_sentence_before(question, prev)} "
                f"{prev}", None)
    sentence = _antecedent_sentence(question, q)
    found = list(ITEM_ANAPHOR.compiled.finditer(_unquoted(sentence)))
    if not found or CAPITAL.compiled.search(_unquoted(sentence)[found[-1].end():]):
        return None
    head = question[:question.find(sentence)] if sentence and sentence in question else ""
    earlier = [p for p in re.split(r"(?<=[.?!])\s+", head.strip()) if p]
    return (earlier[-1] if earlier else ""), found[-1]["kind"].casefold()


#: What a clause says of the stack itself: "once the chain is empty", "after the register is
#: done", "when the chase has resolved".
STACK_DONE = LazyRe(r"\b(?:done|empty|emptied|emptie[sd]|finish\w*|over|ends?|ended|clear\w*|"
                    r"resolv\w*|result\w*)\b", re.I)


def event_step(body: str, before: str, ctx: _Facts,
               refers: tuple[str, str | None] | None = None) -> Step | None:
    """The one step at which the item the clause names resolved (was played, triggered), or,
    of a clause saying the stack is done ("once the chain is empty"), the ruling's last
    resolution (as the stack emptied); None where it names none, or several items or steps
    fit. `refers`: what "it" of the clause refers to (`referent`)."""
    if body.casefold().startswith("after ") and THE_COMBAT.compiled.fullmatch(body[6:]):
        # "after the combat": the one combat that dealt damage, once it has ended (its cleanup,
        # result and control, its end of battle step's passes and the effects that lasted it)
        return combat_end_step(ctx)
    if IN_COMBAT.search(body) is not None:
        # "in the combat": as its damage was dealt, where a combat dealt it (not a showdown)
        return combat_damage_step(ctx) if COMBAT_BODY.search(body) is not None and \
            "showdown" not in body.casefold() else None
    words = {*ctx.game.vocab.stack_words, str(ctx.w.stack).casefold()}
    if any(re.search(rf"\b{re.escape(w)}\b", body, re.I) for w in words) and \
            STACK_DONE.search(body) and not ctx.res.final["stack"]:
        return next((st for st in reversed(ctx.res.steps) if st.kind == StepKind.RESOLVE), None)
    kind_chain = re.fullmatch(r"(?:the\s+)?(\w+)\s+(\w+)", body.strip(), re.I)
    if kind_chain is not None and kind_chain[2].casefold() in words:
        # "after the combat chain": the chain the steps of that kind opened (the triggers of
        # a combat's start), done as its last item left it
        return _chain_of_kind(kind_chain[1].casefold(), ctx)
    asked = _asked_event(body, before, ctx, None if refers is None else refers[0])
    if asked is None:
        return None
    kind, naming = asked
    if refers is not None and refers[1] is not None:
        return _anaphor_step(kind, naming, ANAPHOR_KINDS[refers[1]], ctx)
    steps = named_steps(kind, naming, ctx)
    return steps[0] if len(steps) == 1 else None


def named_steps(kind: StepKind, naming: str, ctx: _Facts) -> list[Step]:
    """The steps of kind `kind` of the items `naming` names (by a word of their names; by
    their whole names where a word is several items'; by a keyword the clause writes with its
    capital), in order."""
    steps = [st for st in ctx.res.steps if st.kind == kind and st.item and
             _mentions(naming, st.item, _item_name(ctx, st.item))]
    if not steps:
        # "after Alice's Action resolves": the one item whose card has the keyword the clause
        # names with its capital (RB Action), of the player it names
        steps = [st for st in ctx.res.steps if st.kind == kind and st.item and
                 _named_by_keyword(naming, st, ctx)]
    if len(steps) > 1:
        # "after Titan Hex resolves" of a Titan Hex and a Shrinking Hex: "Hex" is a word of
        # both names, the whole name only of one
        whole = [st for st in steps if (name := _item_name(ctx, str(st.item))) and
                 name.casefold() in naming.casefold()]
        steps = whole if len({st.item for st in whole}) == 1 else steps
    return steps


def resolutions_named(q: str, question: str, ctx: _Facts) -> list[Step]:
    """The resolutions of every item part `q`'s time clause names as resolving ("after Humble
    Blast resolves" of the spell and its copy: both), where it names no item by "it"."""
    clause = clause_of(q)
    if clause is None or referent(question, q) is not None:
        return []
    asked = _asked_event(clause[1], _before(question, q), ctx)
    if asked is None or asked[0] != StepKind.RESOLVE or PRONOUN_BODY.match(clause[1]):
        return []
    return named_steps(StepKind.RESOLVE, asked[1], ctx)


def combat_damage_step(ctx: _Facts) -> Step | None:
    """The one step of the ruling at which a combat dealt its damage (a combat step with the
    damage events it caused: RB 465.2.d, all at once); None where no combat dealt damage or
    several did (which combat "the combat" is is then not said)."""
    steps = [st for st in ctx.res.steps if st.kind == StepKind.COMBAT and
             any(n.event == "damaged" for n in st.nodes)]
    return steps[0] if len(steps) == 1 else None


def combat_end_step(ctx: _Facts) -> Step | None:
    """The step at which the one combat that dealt damage (`combat_damage_step`) ended, citing
    the game's rule that ends a combat (Role.COMBAT_ENDS: FOW 807.4, RB 466.7.a): "after the
    battle" is once "until end of battle" effects are over (FOW 807.3a), which the passes of
    the end of battle step come before; None where it did not end within the ruling. A game
    that names no such rule: the damage step, what follows it by the rules alone."""
    damage = combat_damage_step(ctx)
    ends = ctx.game.cite_optional(Role.COMBAT_ENDS)
    if damage is None or not ends:
        return damage
    return next((st for st in ctx.res.steps if st.index > damage.index and
                 st.kind == StepKind.COMBAT and ends[0] in st.citations), None)


#: A clause of the combat's damage: "before it deals its damage to Bob", "after the battle damage".
DAMAGE_BODY = LazyRe(r"\bdamage\b", re.I)


def order_with_damage_unread(q: str, step: int, ctx: _Facts) -> bool:
    """Whether a Yes to yes/no part `q`, of a fact at step `step`, would leave out the order its
    clause asks: "before" or "after" the combat's damage ("Is the Berserker destroyed before it
    deals its damage to Bob?" of a Berserker destroyed at step 25, the damage dealt at 18), or
    of damage judge does not place (no one combat dealt it). Such a Yes answers whether it
    happened, not whether it happened then: no Yes or No is said instead."""
    clause = clause_of(q)
    if clause is None or clause[0] not in ("before", "after") or \
            DAMAGE_BODY.search(clause[1]) is None:
        return False
    damage = combat_damage_step(ctx)
    if damage is None or damage.index == step:
        return True
    return (step < damage.index) != (clause[0] == "before")


def order_with_damage_contradicted(q: str, step: int, ctx: _Facts) -> Step | None:
    """The combat damage step that says No to yes/no part `q`, of a fact at step `step`: its
    clause asks "before" or "after" the combat's damage and the fact came on the other side of
    it ("Is the Berserker destroyed before it deals its damage to Bob?" of a Berserker
    destroyed at step 25, the damage dealt at 18). Only where that combat's damage is the only
    damage of the ruling, so that "the damage" cannot be another (a spell's): None otherwise,
    and where the order agrees or cannot be read (`order_with_damage_unread` then leaves out
    the Yes)."""
    clause = clause_of(q)
    if clause is None or clause[0] not in ("before", "after") or \
            DAMAGE_BODY.search(clause[1]) is None:
        return None
    damage = combat_damage_step(ctx)
    if damage is None or damage.index == step or \
            (step < damage.index) == (clause[0] == "before"):
        return None
    dealt_elsewhere = any(n.event == "damaged" for st in ctx.res.steps
                          if st.index != damage.index for n in st.nodes)
    return None if dealt_elsewhere else damage


#: A clause's moment in the turn's structure: a phase or step, a turn, an attack, a block, a
#: battle or combat, a showdown (judge places none of them as a moment a Yes can be ordered by,
#: but "after the combat", the one combat's end: `combat_end_step`).
TURN_STRUCTURE = LazyRe(r"\b(?:phase|step|turn|attack\w*|block\w*|battle|combat|showdown)\b",
                        re.I)


def order_unplaced(q: str, question: str, ctx: _Facts) -> bool:
    """Whether yes/no part `q` asks an order its Yes cannot say: it ends on a "before" or
    "after" clause ("Does Rampage resolve after Bob declares blockers?", "Is the
    Sentinel destroyed after the declare block step?") whose moment judge does not place (no
    item's resolution, play or trigger, no stack emptied, no combat's end). A Yes of the fact
    alone (it resolved, it was destroyed) would leave the order out: at step 12, before the
    blockers were declared, it was a confident wrong "Yes". Only a moment of the turn's
    structure (TURN_STRUCTURE): "after that", "before Thorns chooses its target" or "after the
    Raider dies" are read as the Yes's own fact says (each a bundled ruling's right Yes). A
    clause that opens the part is read only if it is "before" ("Before the battle, is the
    Sentinel destroyed?" asks of the moment before the battle; "After Bob blocks, is the Knight
    destroyed?" sets the scene and asks whether it is, then); one of the combat's damage is
    `order_with_damage_unread`'s."""
    last = re.split(r"(?<=[.!?])\s+", QUOTED.sub("", q).strip())[-1]
    first = CLAUSE_FIRST.match(last)
    if (first is not None and first["conj"].casefold() != "before") or \
            (first is None and CLAUSE_LAST.search(last) is None):
        return False
    clause = clause_of(q)
    if clause is None or clause[0] not in ("before", "after") or \
            DAMAGE_BODY.search(clause[1]) is not None or \
            TURN_STRUCTURE.search(clause[1]) is None:
        return False
    return not placed(q, question, ctx)


def moment_at(conj: str, step: Step, ctx: _Facts) -> int:
    """The last step of the moment a clause of conjunction `conj` places at step `step`: once
    its consequences are over (after, once, when ...), before the passes that led to it (before,
    until), as it was done (in, during the combat: as its damage is dealt, before the cleanup
    that follows kills, heals and removes designations), just before it (as, while)."""
    if conj in DURING:
        return step.index
    if conj in AFTER:
        return moment_after(step, ctx)
    return moment_before(step, ctx) if conj in ("before", "until") else step.index - 1


def _anaphor_step(kind: StepKind, naming: str, put_on: frozenset[StepKind], ctx: _Facts
                  ) -> Step | None:
    """The one step of kind `kind` of the one item a step of kinds `put_on` put on the stack
    (an ability activated or triggered, for "that ability") that `naming` names, by its own
    name or by its source's ("Alice exhausts her Archivist to draw a card": the Archivist's
    ability); None where none or several fit."""
    from judge.engine import readers

    items = {str(st.item) for st in ctx.res.steps if st.kind in put_on and st.item}
    named = {i for i in items if _mentions(naming, i, _item_name(ctx, i)) or (
        (src := readers.item_source(ctx, i)) is not None and src != i and
        _mentions(naming, src, ctx.res.card_name(src)))}
    steps = [st for st in ctx.res.steps if st.kind == kind and str(st.item) in named]
    return steps[0] if len(named) == 1 and len(steps) == 1 else None


def _before(question: str, q: str) -> str:
    """The words before part `q`'s time clause that may name its item: the sentence "it"
    refers to, the sentence before and the part itself."""
    return f"{_antecedent_sentence(question, q)} {_sentence_before(question, q)} {q}"


def placed(q: str, question: str, ctx: _Facts) -> bool:
    """Whether question part `q` has a time clause naming a moment judge places in the ruling
    (an item resolving, played or triggering at one step; the stack done)."""
    clause = clause_of(q)
    if clause is None:
        return False
    return event_step(clause[1], _before(question, q), ctx, referent(question, q)) is not None


def _chain_of_kind(kind: str, ctx: _Facts) -> Step | None:
    """The step at which the stack items put on it from the first step of kind `kind` on (a
    combat's: the triggers its start put there) had all left it; None where no step is of that
    kind or they never all left."""
    if kind not in {k.value for k in StepKind}:
        return None
    first = next((st.index for st in ctx.res.steps if st.kind == kind), None)
    if first is None:
        return None
    on: set[str] = set()
    for st in ctx.res.steps:
        if st.index < first or not st.item:
            continue
        if st.kind in (StepKind.TRIGGER, StepKind.PLAY, StepKind.ACTIVATE):
            on.add(str(st.item))
        elif st.kind in (StepKind.RESOLVE, StepKind.FIZZLE, StepKind.CANCEL) and \
                str(st.item) in on:
            on.discard(str(st.item))
            if not on:
                return st
    return None


def _named_by_keyword(naming: str, step: Step, ctx: _Facts) -> bool:
    """Whether the words name step `step`'s item by a keyword of its card written as a name
    ("Alice's Action"), and by its player where they name one as its owner."""
    card = ctx.scenario.cards.get(ctx.res.card_name(str(step.item)))
    if card is None or not any(re.search(rf"\b{re.escape(k.capitalize())}\b", naming)
                               for k in card.keywords):
        return False
    owners = [p for p in ctx.scenario.players if re.search(rf"\b{re.escape(p)}['’]s\b",
                                                            naming, re.I)]
    card_entry = ctx.res.final["objects"].get(str(step.item)) or {}
    return not owners or step.actor in owners or str(card_entry.get("owner")) in owners


def moment_after(step: Step, ctx: _Facts) -> int:
    """The last step of what step `step` brought about by the rules alone: the steps after it up
    to the next thing a player does (the end of the ruling if none)."""
    steps = ctx.res.steps
    at = step.index
    for st in steps:
        if st.index <= step.index:
            continue
        if st.kind in PLAYER_KINDS or (st.action is not None and st.action != step.action):
            break
        at = st.index
    return at


def moment_before(step: Step, ctx: _Facts) -> int:
    """The last step before the round of passes that led to step `step` (a resolution): who
    held what as the players got their chance to answer; just before it where no pass did."""
    earlier = [st for st in ctx.res.steps if st.index < step.index]
    while earlier and earlier[-1].kind == StepKind.PASS:
        earlier.pop()
    return earlier[-1].index if earlier else 0


def value_at(hist: list[tuple[int | None, Any]], at: int) -> tuple[Any, int | None]:
    """The value after step `at` and the last step at or before it that changed it (None: as
    at the start)."""
    value, changed = hist[0][1], None
    for i, v in hist[1:]:
        if i is not None and i <= at:
            if v != value:
                changed = i
            value = v
    return value, changed


def _said(s: Subject, value: Any, ctx: _Facts) -> Msg | Any:
    """The value of a subject of the game's own state in the words its fact uses."""
    w = ctx.w
    if s.kind == "priority":
        return Msg("{player} holds {priority}", player=value, priority=word(w.priority)) \
            if value else Msg("nobody holds {priority}", priority=word(w.priority))
    if s.kind == "stack":
        items = list(value or ())
        if len(items) == 1:
            return Msg("the {stack} holds only {item}", stack=word(w.stack),
                       item=ctx.name(items[0]))
        if items:
            return Msg("the {stack} holds {items} (bottom first)", stack=word(w.stack),
                       items=Items([ctx.name(i) for i in items]))
        return Msg("the {stack} is empty", stack=word(w.stack))
    return w.fact_said(s.id, value)


def _given(holder: Any, changed: int | None, at: int, ctx: _Facts) -> int | None:
    """For priority: the step at or before `at` by which `holder` last received it, where a rule
    gave it later than the value last changed (as _Facts.given_priority reads the end)."""
    given = next((st.index for st in reversed(ctx.res.steps) if st.index <= at and
                  st.kind == StepKind.PRIORITY and st.actor == holder), None)
    if holder is None or given is None or (changed is not None and given <= changed):
        return changed
    return given


def at_moment(fact: Fact, q: str, question: str, ctx: _Facts
              ) -> tuple[Fact, Any, bool] | None:
    """Fact `fact` of the game's own state as question part `q`'s time clause asks it, its value
    at that moment (what a Yes or No reads) and whether it may be answered Yes or No: said with
    its value at that moment, the step that made it so and the moment's step; said as the ruling
    ends, with no Yes or No (False), where judge cannot place the moment and the value changed
    after the file's last action. None where the part has no such clause, or the value at the
    moment is the one the fact says."""
    s = fact.subject
    clause = clause_of(q)
    if s.kind not in MOMENT_KINDS or clause is None or s not in ctx.watch.changes:
        return None
    conj, body = clause
    hist = ctx.watch.history(s)
    step = event_step(body, _before(question, q), ctx, referent(question, q))
    if step is None:
        # A moment judge does not place ("after the combat chain"): a file that stops where it
        # asks (`then: stop`) ends at it, as the format says; one that judge played on past its
        # last action (every player passing until the stack is empty) may not: where the value
        # changed after that action, the value as the ruling ends is not said as the answer
        # (nor does a file stop at it where another part of the question asks of a moment
        # judge places: "who has focus after the combat chain, and who has it after Alice's
        # Action resolves?")
        last = max((st.index for st in ctx.res.steps if st.action is not None and not st.auto),
                   default=0)
        placed = any(p != q and (c := clause_of(p)) is not None and event_step(
            c[1], f"{_sentence_before(question, p)} {p}", ctx, referent(question, p)) is not None
            for p in questions(question))
        if not (placed and len(hist) > 1) and (ctx.scenario.then == "stop" or not any(
                i is not None and i > last for i, _ in hist[1:])):
            return None
        return replace(fact, said=Msg("{fact}; that is as the ruling ends: judge does not place "
                                      "the moment the question's time clause names, and it "
                                      "changed after the file's last action",
                                      fact=fact.said)), fact.value, False
    later = conj in AFTER or conj in DURING
    at = moment_at(conj, step, ctx)
    value, changed = value_at(hist, at)
    if not any(i is not None and i > at for i, _ in hist[1:]):
        return None  # nothing changed it after the moment: the fact as it is says it
    if s.kind == "priority":
        changed = _given(value, changed, at, ctx)
    elif s.kind == "game" and isinstance(value, str) and value in ctx.scenario.players:
        # "Who has focus after the combat chain?": the rule that kept it with its holder as the
        # chain emptied (RB 346.1: a chain a triggered ability opened), not the step long before
        # that gave it to her
        changed = next((st.index for st in ctx.res.steps if step.index < st.index <= at and
                        st.kind == StepKind.PRIORITY and st.actor == value), changed)
    text = Msg("{fact} once step {step} is over ({what})", fact=_said(s, value, ctx),
               step=step.index, what=said(step)) if later else Msg(
        "{fact} before step {step} ({what})", fact=_said(s, value, ctx), step=step.index,
        what=said(step))
    made = ctx.steps.get(changed) if changed is not None else None
    if made is not None:
        text = Msg("{fact}, {when}", fact=text, when=ctx.when(made))
        cites = ctx.rules(made)
    else:
        # as at the start: the ruling's note that says why it stayed ("bob has no units at
        # bf-a but still controls it: ... while a showdown is under way", RB 190.4.b), not the
        # rules of the moment's step (the Bolt's, which changed nothing of it)
        kept = ctx._entry_kept(s.id, value) if isinstance(value, dict) else \
            ctx._value_kept(s.id, value) if isinstance(value, str) else None
        text = Msg("{fact}: {why}", fact=text, why=said_of(kept.message)) if kept is not None \
            else Msg("{fact}, as at the start", fact=text)
        cites = tuple(kept.citations)[:MAX_RULES] if kept is not None else ()
    # (its value stays the one as the ruling ends, which `expect:` checks; the Yes or No reads
    # the value at the moment, returned beside it)
    return replace(fact, said=text, step=made.index if made is not None else step.index,
                   citations=cites), value, True


#: The keys of an object's entry that say where it is or what it is, not its state: asked at a
#: moment ("Does Alice draw before Gun Shot results?"), they ask whether the change came before
#: it, which the fact's own step answers.
NOT_STATE = frozenset({"zone", "card", "attached_to", "position"})


@dataclass(frozen=True)
class StateThen:
    """An object's state at a moment a question's time clause names (`state_at_moment`)."""
    value: Any  #: its value then (what a Yes or No reads)
    at: int  #: the moment's last step
    changed: int | None  #: the last step at or before it that changed it (None: as at the start)
    event: Step  #: the step the clause names (Recall resolving)
    after: bool  #: the moment is once that step is over (else before it)
    #: the state then is the one as the ruling ends, which a later step of the card dates in its
    #: fact (its death): said at the moment alone (it has no "later" to tell)
    kept: bool = False


def state_at_moment(fact: Fact, q: str, question: str, ctx: _Facts) -> StateThen | None:
    """Where object fact `fact` says a state of the object (exhausted, damage, counters,
    controller, Might ...) that question part `q`'s time clause asks at a moment judge places,
    and that state was other at that moment than as the ruling ends: that state then; else
    None. "Is the Archivist exhausted once Recall has resolved?" of an Archivist readied later:
    its fact, "is ready", is no answer to what it was then."""
    clause = clause_of(q)
    value = fact.value
    if clause is not None and isinstance(value, dict) and (
            clause[0] in DURING or _asks_a_stat(q, ctx)):
        # "What is the Guard's Might in the combat?": where it is is no state asked then (it
        # moved there to attack); its state is. So is a stat asked at a moment before the
        # card moved ("Does the Squire have 3 Might before Mind Seize resolves?" of a Squire
        # killed later: 3 then, under its owner's "your units have +1 Might"; it was read as
        # the ruling ends, a confident wrong No)
        value = {k: v for k, v in value.items() if k not in NOT_STATE}
    if fact.subject.kind != "object" or clause is None or not isinstance(value, dict) or \
            not value or NOT_STATE & value.keys():
        return None
    step = event_step(clause[1], _before(question, q), ctx, referent(question, q))
    if step is None:
        return None
    conj = clause[0]
    after = conj in AFTER or conj in DURING
    at = moment_at(conj, step, ctx)
    hist = [(i, {k: v.get(k) for k in value} if isinstance(v, dict) else v)
            for i, v in ctx.watch.history(fact.subject)]
    if len(hist) < 2:
        return None
    then, changed = value_at(hist, at)
    # (of the fields the fact says: its ATK alone, not the whole stats the watch kept, which
    # made a state the same then and now look other: "has ATK 1 once step 11 is over; later,
    # ... has ATK 1")
    then = _shaped(then, value)
    if then != value and conj in WHEN and _made_by_its_trigger(hist, at, step, ctx):
        # "Does the Student get +1 Might when Alice plays Spark?" of "when you play a spell,
        # give me +1 Might": "when" names what sets off the ability that changed it, whose
        # change is the answer (it was "No — ... Might 2 once step 1 is over; later ... Might
        # 3", outsider round 79), not the state at that moment, which "after" or "once" asks
        return None
    if then != value:
        return StateThen(then, at, changed, step, after)
    if after and changed is not None and fact.step is not None and fact.step > at and \
            _asks_a_stat(q, ctx) and all(_shaped(v, value) == then for i, v in hist[1:]
                                          if i is not None and i > at):
        # "What is the Squire's Might after Mind Seize resolves?" of a Squire that lost its
        # owner's "+1 Might" as Bob took it (RB 364), killed later: 2 once the Seize is over,
        # dated by the control change that made it so, not by its death (its fact's step)
        return StateThen(then, at, changed, step, after, kept=True)
    return None


#: The conjunctions of a time clause that may name what sets off a triggered ability ("when you
#: play a spell, ..."), not only a moment.
WHEN = frozenset({"when", "whenever"})


def _made_by_its_trigger(hist: list[tuple[int | None, Any]], at: int, event: Step,
                         ctx: _Facts) -> bool:
    """Whether the first change of the state after moment `at` is the resolution of a
    triggered ability put on the stack right after the `event` step (no other play, activation
    or resolution in between, but the resolution of the card the event plays): an ability that
    the event set off."""
    later = next((i for i, _ in hist[1:] if i is not None and i > at), None)
    done = ctx.steps.get(later) if later is not None else None
    if done is None or done.kind != StepKind.RESOLVE or done.item is None:
        return False
    for st in ctx.res.steps:
        if st.index <= event.index:
            continue
        if st.kind == StepKind.TRIGGER and st.item == done.item:
            return True
        if st.kind == StepKind.RESOLVE and event.kind == StepKind.PLAY and \
                st.item == event.item:
            continue  # (the play completes as it resolves: RB 419.4.a, "when you play")
        if st.kind in (StepKind.RESOLVE, StepKind.PLAY, StepKind.ACTIVATE) or \
                st.index >= done.index:
            return False
    return False


def _shaped(then: Any, like: Any) -> Any:
    """`then` with only the keys (nested) that `like` has, where both are maps."""
    if isinstance(then, dict) and isinstance(like, dict):
        return {k: _shaped(then.get(k), v) for k, v in like.items()}
    return then


def _asks_a_stat(q: str, ctx: _Facts) -> bool:
    """Whether question part `q`'s clause names a stat by the game's word for it ("Might")."""
    clause = asked_clause(q)
    return any(re.search(rf"\b{re.escape(ctx.w.stat(k))}\b", clause, re.I)
               for k in ctx.game.vocab.stats)


def stat_at_a_moment(q: str, ctx: _Facts) -> bool:
    """Whether question part `q` asks a stat by the game's word for it at a moment before the
    step its time clause names ("What is the Squire's Might before Mind Seize resolves?"; a
    moment after one, "... after the battle?", may be the end of what the step begins, which
    event_step does not tell from the step itself: as the ruling ends, as before)."""
    clause = clause_of(q)
    if clause is None or not _asks_a_stat(q, ctx):
        return False
    # "... after Mind Seize resolves?": an item's step is over once what it brought about by
    # the rules alone is (moment_after); "after the battle" is the combat's end, read as the
    # ruling ends, as before
    return clause[0] == "before" or (clause[0] in AFTER and _asked_event(clause[1], "", ctx)
                                     is not None)


def during(q: str) -> bool:
    """Whether question part `q` asks of a moment within a combat or a showdown (IN_COMBAT)."""
    clause = clause_of(q)
    return clause is not None and clause[0] in DURING


def unplaced_during(fact: Fact, q: str, question: str, ctx: _Facts) -> bool:
    """Whether question part `q` asks object fact `fact`'s state "in/during" a combat or a
    showdown that judge does not place (no combat dealt damage, several did, or a showdown,
    within which the state may change), while that state changed during the ruling: its value
    as the ruling ends is no answer to what it was then ("What is the Guard's Might during the
    showdown?" of a Guard whose Assault ended with the combat)."""
    clause = clause_of(q)
    value = fact.value
    if clause is None or clause[0] not in DURING or fact.subject.kind != "object" or \
            not isinstance(value, dict):
        return False
    value = {k: v for k, v in value.items() if k not in NOT_STATE}
    if not value or ctx.scenario.then == "stop":
        # a file that stops where it asks ends at its moment, as the format says ("What is
        # its Might in combat?" of a file stopped once the designations were given)
        return False
    if event_step(clause[1], _before(question, q), ctx, referent(question, q)) is not None:
        return False
    hist = [{k: v.get(k) for k in value} if isinstance(v, dict) else v
            for _, v in ctx.watch.history(fact.subject)]
    return any(v != hist[0] for v in hist[1:])
