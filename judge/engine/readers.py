"""The question readers few rulings need: who draws, how many times something happened, which
ability triggered, the damage to a side, what a cost was paid with, what a player could do later,
and the like.

judge/engine/answer.py ranks the facts of a ruling for its question; where a question has the
words one of these readers needs, it asks the reader here for the fact and its yes or no. They
live apart from the answer module so that a ruling whose question needs none of them (most do
not: each is used by fewer than one ruling in ten of those bundled) does not load them: the
answer module is the largest part of judge's start-up (bench/run.py, cold start). answer.py
reaches them through `readers`, imported on first use; they read answer.py's facts and helpers.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from itertools import pairwise

from judge.engine.answer import (
    _NOT_PLAYED_SAID,
    AUX,
    BOTH,
    COMMON,
    COST_ROLES,
    DAMAGE_OR_LIFE,
    DAMAGE_UNDONE,
    DESIGNATIONS,
    DRAWS,
    EITHER,
    GRANT_GONE,
    HOW_MUCH_CHANGED,
    MAX_RULES,
    NO_DAMAGE_DEALT,
    NOT_TRIGGERED,
    PAYS,
    PERSON,
    PRONOUN,
    QUOTED,
    SKIPPED,
    TARGETS_ASKED,
    THE_ABILITY,
    Fact,
    _about,
    _asks_of,
    _drawn,
    _Facts,
    _forms,
    _ids_in,
    _item_name,
    _its_verdict,
    _mentions,
    _modal_clause,
    _named,
    _note_of,
    _own_sentence,
    _persons,
    _played_card,
    _quoted_trigger_undone,
    _refilled_and_drawn,
    _sentence_before,
    _someone_elses,
    _unquoted,
    _verdict,
    _which_of_them,
    _word,
    ability_items,
    action_words,
    asked_clause,
    made_kinds_named,
    names_taken_out,
    questions,
    said,
)
from judge.engine.characteristics import applied, stats_by_timestamp
from judge.engine.events import EventKind
from judge.engine.reasons import Reason
from judge.engine.resolution import deck_spot
from judge.engine.roles import Role
from judge.engine.trace import Finding, Relation, Step, StepKind
from judge.lazyre import LazyRe, RareRe, cached_pattern
from judge.model.ask import Subject
from judge.msg import English, Items, Msg, said_of, say, word
from judge.record import dataclass, nested_records, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from judge.engine.events import EventDecl
    from judge.engine.rulebook import Rulebook, Vocabulary
    from judge.engine.words import Words
    from judge.model.cards import AbilityDef
    from judge.model.scenario import Action, Scenario



#: "Does it still have Temporary?", "Does the copy keep [Flying]?", "Does it lose Tank?"
HAS_KEYWORD = (r"\b(?:have|has|had|keeps?|kept|loses?|lost|gains?|gained|gets?|got)\s+"
               r"(?:the\s+)?\[?(?:{name})\b")


@lru_cache(maxsize=4096)
def has_keyword(names: tuple[str, ...]) -> re.Pattern[str]:
    """HAS_KEYWORD of any of `names` (a vocabulary's keywords, or one), compiled once."""
    return re.compile(HAS_KEYWORD.format(name="|".join(
        re.escape(k).replace("_", r"[\s_]") for k in names)), re.I)


def with_keywords(s: Subject, scenario: Scenario, vocab: Vocabulary) -> Subject:
    """An object subject that reads its keywords too (printed and granted, as the resolution
    ran: `final.objects` holds none), where the question names it by its id or a card it is
    (as it starts, or as `expect:` says it ends: a copy), or it was made during the ruling (a
    token); not a card that starts off the board (a card in the deck is not what it asks of)."""
    start = next((o for o in scenario.objects if o.id == s.id), None)
    expected = ((scenario.expect.objects or {}) if scenario.expect else {}).get(s.id)
    cards = [c for c in (start.card if start else None, expected.get("card") if isinstance(
        expected, dict) else None) if c]
    named = start is None or any(_mentions(scenario.question or "", s.id, str(c))
                                 for c in cards) or any(
        _which_of_them(q) for q in questions(scenario.question or ""))  # of each card
    if not named or "keywords" in s.fields or (
            start is not None and start.zone not in vocab.board_zones):
        return s
    return replace(s, fields=(*s.fields, "keywords"))


def names_a_player(text: str, ctx: _Facts) -> bool:
    """Whether `text` names a player or what is a player's, in the game's words ("her life",
    "Bob's will": Words.pool, Words.resource)."""
    return any(_named(text.casefold(), thing.casefold()) for thing in players_things(ctx)) or \
        any(_named(text, p) for p in ctx.res.final.get("players", {}))


def players_things(ctx: _Facts) -> tuple[str, ...]:
    """The game's words for what a player has: the word for all they pay with (`will`), and
    each resource, life and point total, singular and plural (`points`, `point`)."""
    words = [ctx.w.pool, *(ctx.w.resource(k) for k in ctx.game.vocab.resources)]
    return tuple(dict.fromkeys(x for w in words if w for x in (w, w.removesuffix("s"))))


def owners_card_named(text: str, f: Fact, ctx: _Facts) -> int | None:
    """Where `text` names the object of fact `f` by its owner and its kind ("Carol's cards",
    "Alice's unit": a player's possessive, then "card" or the card's type), else None."""
    obj = next((o for o in ctx.scenario.objects if f.subject.kind == "object" and
                o.id == f.subject.id), None)
    spec = ctx.scenario.cards.get(obj.card) if obj is not None else None
    if obj is None or spec is None:
        return None
    kinds = "|".join(re.escape(t).replace("_", "[ _-]") for t in ("card", *spec.types,
                                                                    spec.type))
    m = re.search(rf"\b{re.escape(obj.owner)}(?:'s|’s)\s+(?:\w+\s+)?(?:{kinds})s?\b", text, re.I)
    return None if m is None else m.start()


def named_in_plural(text: str, f: Fact, ctx: _Facts) -> bool:
    """Whether `text` names the card of fact `f` in the plural, by a distinctive word of its
    name ("What happens to the Wraiths?" of two Bloom Wraiths)."""
    card = ctx.res.card_name(f.subject.id) if f.subject.kind == "object" else None
    words = _forms(text)[1]
    return bool(card) and any((f"{w}s" in words or f"{w}es" in words) and
                              w.casefold() not in COMMON for w in str(card).split())


def names_id(text: str, oid: str) -> bool:
    """Whether `text` names the id `oid` as a word of its own (not inside another id)."""
    return re.search(rf"(?<![\w-]){re.escape(oid)}(?![\w-])", text) is not None


def still_waiting(item: object, w: Words) -> Msg:
    """"Gun Shot is still on the chase / in the register, waiting to result": where the game
    says a waiting item is (Words.place_said: the register is one a card waits *in*)."""
    return Msg("{item} is still {where}, waiting to {resolve}", item=item,
               where=w.place_said(w.stack), resolve=word(w.resolve[0]))


def said_about(step: Step, name: str) -> Msg | English:
    """A resolution's summary told only as far as it concerns `name`: of its `a; b; c` what it
    did (`{item} resolves: {what}`), the clauses that name it, each with the `it ...` clauses
    after it (a return of every spell on the chase that an [Untouchable] one stays out of puts
    the resolving spell into its owner's hand too: that is not what was asked). Unchanged where
    every clause or none names it, or the summary is no such message."""
    msg = said(step)
    what = msg.args.get("what") if isinstance(msg, Msg) else None
    if not isinstance(msg, Msg) or not isinstance(what, Msg):
        return msg
    parts = clause_chain(what)
    kept: list[object] = []
    keep = False
    for part in parts:
        text = str(part)
        keep = name in text or (keep and text.startswith("it "))
        if keep:
            kept.append(part)
    if not kept or len(kept) == len(parts):
        return msg
    out: object = kept[0]
    for part in kept[1:]:
        out = Msg("{first}; {next}", first=out, next=part)
    return Msg(msg.id, plural=msg.plural, context=msg.context, **{**msg.args, "what": out})


def clause_chain(msg: Msg) -> list[object]:
    """`a; b; c` said as `joined` nests it, as its clauses in order."""
    if msg.id != "{first}; {next}":
        return [msg]
    first = msg.args.get("first")
    return [*(clause_chain(first) if isinstance(first, Msg) else [first]), msg.args.get("next")]


def named_together(facts: list[Fact], asked: str, ctx: _Facts) -> int:
    """How many of the objects the facts are about the clause `asked` names."""
    return len({f.subject.id for f in facts if f.subject.kind == "object" and
                _about(f, asked, ctx, False, keywords=False) > 0})


def ends_in(f: Fact, zone: str | None) -> bool:
    """Whether an object's fact says it ends in `zone`."""
    return zone is not None and f.subject.kind == "object" and isinstance(f.value, dict) and \
        f.value.get("zone") == zone


def joined_with_and(parts: list[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def quantity_named(text: str, field: str) -> bool:
    """Whether `text` names a player's quantity `field` (`points`, `life`, `gold` ...), in the
    singular or the plural."""
    word = field.removesuffix("s")
    return re.search(rf"\b{re.escape(word)}s?\b", text, re.I) is not None


def by_trait_asked(scored: list[tuple[int, int, int]], facts: list[Fact], asked: str,
                    ctx: _Facts) -> list[tuple[int, int, int]]:
    """"What is the Dinosaur's ATK?" of a board whose one Dinosaur is Little Raptor: the object
    the clause names by a trait (a race, a type word written with a capital), where it names
    no object by its card or id and exactly one object asked of has that trait; not the Plain
    Herder the sentence before names."""
    if any(facts[i].subject.kind == "object" and _mentions(
            asked, facts[i].subject.id, ctx.res.card_name(facts[i].subject.id))
           for _, _, i in scored):
        return scored
    _, words = _forms(asked)
    plain = {w.removesuffix("'s").removesuffix("’s") for w in words}
    by_trait = [x for x in scored if facts[x[2]].subject.kind == "object" and any(
        t in plain for t in (ctx.res.final["objects"].get(facts[x[2]].subject.id) or {}).get(
            "traits", ()))]
    if len(by_trait) != 1:
        return scored
    return [*by_trait, *(x for x in scored if x not in by_trait)]


#: "Which of her Followers get +1 ATK?", "Which units lose Might?": asked which objects a change
#: reached, not what each of them has.
WHICH_CHANGED = LazyRe(r"^\W*which\b[^?]*?\b(?:gets?|gains?|loses?)\b", re.I)

#: "What are their ATK and DEF once it resolves?", asked of several: those it changed first.
THEIR_STATS = LazyRe(r"\bwhat\s+(?:are|is)\s+their\b", re.I)


def changed_first(scored: list[tuple[int, int, int]], facts: list[Fact], asked: str
                   ) -> list[tuple[int, int, int]]:
    """"Which of her Followers get +1 ATK?" of a Drillmaster (named, unchanged) and a Squire
    (pumped): the objects whose stats a step changed come first, in the order scored; the
    Drillmaster that kept its ATK was the lead, though no step gave it anything."""
    if not (WHICH_CHANGED.match(asked) or THEIR_STATS.search(asked)):
        return scored
    changed = [x for x in scored if facts[x[2]].subject.kind == "object"
               and facts[x[2]].step is not None]
    return [*changed, *(x for x in scored if x not in changed)]


def how_much_changed(f: Fact, q: str, ctx: _Facts) -> Fact:
    """A player's fact said as the difference question `q` asks ("alice gains 500 life (3500
    from 3000)"), of the resources the question names (else of each in the fact), where `q`
    names the resource or the player; the fact unchanged where it holds no number ("How much
    damage does each take?" of units is not their controller's Energy)."""
    asked_how = HOW_MUCH_CHANGED.compiled.match(q)
    if not isinstance(f.value, dict) or asked_how is None:
        return f
    start = ctx.start_of(f.subject) or ctx.res.initial.get("players", {}).get(
        f.subject.id) or {}
    fields = [k for k, v in f.value.items() if isinstance(v, int) and not isinstance(v, bool)]

    def named(k: str, text: str) -> bool:
        return re.search(rf"\b{re.escape(ctx.w.resource(k))}\b", text, re.I) is not None
    # "How much XP does she gain, and how many points?": each resource the question names.
    asked = [k for k in fields if named(k, ctx.scenario.question or q)]
    if not any(named(k, q) for k in fields) and not _named(q, f.subject.id):
        return f
    changes: list[Msg] = []
    moved = False
    for k in asked or fields:
        now, was = f.value[k], start.get(k, 0)
        moved = moved or now != was
        name = ctx.w.resource(k)
        # 1 point, not 1 points; but 1 darkness (a mass noun ending in "ss")
        one = name[:-1] if name.endswith("s") and not name.endswith("ss") and \
            name.islower() else name
        if now > was:
            changes.append(Msg("gains {n} {resource} ({now} from {was})", n=now - was,
                               resource=word(one if now - was == 1 else name), now=now, was=was))
        elif now < was:
            changes.append(Msg("loses {n} {resource} ({now} from {was})", n=was - now,
                               resource=word(one if was - now == 1 else name), now=now, was=was))
        elif asked_how["gain"]:
            changes.append(Msg("gains no {resource} (still {now})", resource=word(name), now=now))
        else:
            changes.append(Msg("loses no {resource} (still {now})", resource=word(name), now=now))
    if not changes:
        return f
    text: Msg = Msg("{player} {changes}", player=f.subject.id, changes=Items(changes))
    hits = ctx.hits(f.subject, asked or fields) if f.step is not None else ()
    if hits:  # ("Bob loses 800 life ..., dealt 200 damage by Lancer at step 19 and ...")
        text = ctx.hits_said(text, hits, gained=True)
    elif f.step is not None and f.step in ctx.steps:
        text = Msg("{fact}, {when}", fact=text, when=ctx.when(ctx.steps[f.step]))
        made = ctx.dealt_by_a_made_stat(f.subject.id, ctx.steps[f.step])
        if made is not None:  # (what the source's ATK adds up from, FOW 904.1: as _player)
            text = Msg("{fact} ({object}: {adds_up})", fact=text, object=ctx.name(made[0]),
                       adds_up=made[1])
    elif not moved and not f.citations and DAMAGE_OR_LIFE.search(q):
        # "How much life does Bob lose?" of none: why none, where a step says (the damage
        # went to what [Protect] made the attacked object, FOW 1168.2)
        why = ctx.life_kept(f.subject.id)
        if why is not None:
            return replace(f, said=Msg("{fact}: {why}", fact=text, why=Msg(
                "at step {step}, {what}", step=why.index, what=said(why))), step=why.index,
                citations=ctx.why_rules(why))
    return replace(f, said=text)


def when_gained(f: Fact, q: str, ctx: _Facts) -> Fact:
    """A player's fact told by the first step at which they had more of what `q` names (else
    of any resource): the step the question asks when, not the last change (Bob got the gold
    and spent it again)."""
    before: dict[str, Any] = ctx.start_of(f.subject) or {}
    keys = [k for k in f.value if re.search(rf"\b{re.escape(ctx.w.resource(k))}\b", q, re.I)]
    for index, value in f.history:
        now = value if isinstance(value, dict) else {}
        if any(isinstance(now.get(k), int) and now[k] > before.get(k, 0)
               for k in keys or list(now)):
            if index == f.step:
                return f  # the fact is told by that step already
            step = ctx.steps[index]
            return replace(f, said=Msg("{fact} at step {step}", fact=said(step), step=index),
                           step=index, citations=ctx.rules(step))
        before = now
    return f


def cost_asked(facts: list[Fact], q: str, part: str, ctx: _Facts) -> tuple[int, Fact] | None:
    """The payer's fact told by the step question `q` asks the payment of (what is paid is
    what that step says: RB 357.1, FOW 903.2l, VW REG.13.b): the first cost step (or resolution
    that pays, as Weaponmaster's Equip) of the last card `part` names, else of the last one `q`
    names; else the last step at which the player it asks of spent a resource; else that
    player's first cost step. The player asked of is the one `part` (the question itself, not
    the sentence before) names other than as an owner ("Bob's Squire"), else the one the
    whole question names for she/he. Its index in `facts` (-1: a fact made for it)."""
    costs = [st for st in ctx.res.steps if st.actor and (st.kind == StepKind.COST or (
        st.kind == StepKind.RESOLVE and f"{st.actor} pays " in say(said(st))))]
    part = re.sub(r"\b[\w-]+'s\b", "", part)
    players = [p for p in ctx.res.final["players"] if asks_of_player(part, p, ctx)]
    named = next((steps for text in (part, q) if (steps := [
        st for st in costs if st.item and _mentions(text, st.item, _item_name(ctx, st.item))
        and (not players or st.actor in players)])), [])
    # the last card named; its first cost step (a Linkage or Mastery step follows the payment)
    step = next(st for st in named if st.item == named[-1].item) if named else None
    payers = [f for f in facts if f.subject.kind == "player" and (
        not players or f.subject.id in players)]
    if step is None and payers:
        spent = last_spent(payers[0], ctx)
        step = ctx.paid(ctx.steps.get(spent)) if spent is not None else None
    if step is None:
        step = next(iter([st for st in costs if st.actor in players] or costs), None)
    if step is None or not step.actor:
        return None
    at = next((i for i, f in enumerate(facts) if (f.subject.kind, f.subject.id) == (
        "player", step.actor)), None)
    payer = facts[at] if at is not None else ctx.fact(Subject("player", str(step.actor)))
    if payer is None:
        return None
    told = Msg("{fact} at step {step}", fact=said(step), step=step.index)
    return (-1 if at is None else at), replace(payer, said=told, step=step.index,
                                               citations=ctx.rules(step))


def discounted(paid: tuple[int, Fact], q: str, ctx: _Facts) -> tuple[int, Fact] | None:
    """A payment asked of as a discount ("Is Legion Footman's discount active?"), where it is
    the payment of the card the question names: the rules of the play that changed its cost
    first (RB 812.1.c Legion, RB HP.43), then the payment's own (RB 357.1); None where the
    payment found is another card's."""
    at, fact = paid
    step = ctx.steps.get(fact.step or 0)
    if step is None or not step.item or not _mentions(q, step.item, _item_name(ctx, step.item)):
        return None
    play = ctx.steps.get(step.index - 1)
    if play is None or play.item != step.item or play.kind == step.kind or \
            not reduced(fact, ctx):  # nothing changed it: the payment's own rules
        return paid
    changed = [c for c in ctx.rules(play) if c not in fact.citations]
    return at, replace(fact, citations=tuple(dict.fromkeys((*changed, *fact.citations)))[:3])


def cost_changed_first(paid: tuple[int, Fact], ctx: _Facts) -> tuple[int, Fact]:
    """A payment a reduction changed (`reduced`), asked what was paid ("What does the Ram
    cost?"): the rules of what changed the cost (_Facts.paying: a cost-change role's, RB 356.4,
    a keyword's, RB 812.1.c Legion, or a house policy), from its play step or its own, first,
    then the payment's own (RB 357.1)."""
    at, fact = paid
    step = ctx.steps.get(fact.step or 0)
    if step is None:
        return paid
    play = ctx.steps.get(step.index - 1)
    play = play if play is not None and play.item == step.item and play.kind != step.kind \
        else None
    changes = {ctx.game.roles.get(r) for r in COST_ROLES} - ctx.frame
    made = [c for st in (play, step) if st is not None for c in ctx.rules(st)
            if c in changes or c in ctx.policies or ctx.game.data.is_keyword_rule(c)]
    # the reduction's own sub-rule the payment cites (RB 356.4.f: a discount on the total pays
    # the Power of Accelerate too), which `rules` may leave out after a keyword's two
    reduction = ctx.game.roles.get(Role.COST_REDUCTION)
    sub = [c for st in (step, play) if st is not None and reduction for c in st.citations
           if c.startswith(f"{reduction}.") and c not in made]
    at_reduction = made.index(reduction) if reduction in made else len(made)
    made[at_reduction:at_reduction] = list(dict.fromkeys(sub))
    if not made:
        return paid
    # a house policy that decided how it was worked out first (VW HP.51), then a keyword's rule
    # (its first only: RB 805.1.a.1 Accelerate), then what changed the cost, before the
    # keyword's other rules: a cost the keyword added and a discount lowered names both
    keyword = [c for c in made if ctx.game.data.is_keyword_rule(c) and c not in ctx.policies]
    made.sort(key=lambda c: (c not in ctx.policies, c not in keyword[:1], c in keyword[1:]))
    return at, replace(fact, citations=tuple(dict.fromkeys((*made, *fact.citations)))[:3])


def reduced(fact: Fact, ctx: _Facts) -> bool:
    """Whether the payment of fact `fact` (or the play just before it) was reduced: it cites the
    game's rule for cost reductions (RB 356.4, FOW 903.2k-4)."""
    rule = ctx.game.roles.get(Role.COST_REDUCTION)
    return rule is not None and any(
        rule in st.citations for st in (ctx.steps.get(fact.step or 0),
                                        ctx.steps.get((fact.step or 0) - 1)) if st is not None)


def last_spent(f: Fact, ctx: _Facts) -> int | None:
    """The last step at which the player of fact `f` had less of a resource (not life or
    points) than before it."""
    before: dict[str, Any] = ctx.start_of(f.subject) or {}
    last = None
    for index, value in f.history:
        now = value if isinstance(value, dict) else {}
        if any(isinstance(v, int) and isinstance(before.get(k), int) and v < before[k]
               for k, v in now.items() if k not in ("life", "points")):
            last = index
        before = now
    return last


def item_did_it(f: Fact, q: str, ctx: _Facts) -> bool:
    """Whether "can <an ability or card> ...?" ("Can Weaponmaster attach it?", "May the
    Mixer's Deathknell return the Squire?") is answered by this card's fact: the step that
    decided it is the resolution of the item the words after "can" name (by its name or its
    card's). What it did, it could do; what it did not do, the file does not say it could not."""
    m = re.match(r"\W*(?:can|may|could)\s+((?:\S+\s+){1,3})", _modal_clause(q), re.I)
    step = ctx.steps.get(f.step) if f.step is not None else None
    if m is None or f.subject.kind != "object" or step is None or \
            step.kind != StepKind.RESOLVE or not step.item:
        return False
    source = step.item.split(".")[0]
    return _mentions(m[1], step.item, _item_name(ctx, step.item)) or (
        source != step.item and _mentions(m[1], source, ctx.res.card_name(source)))


#: "Can Bob rest it ...?": a player asked whether they may change a card's state, by the
#: event that change is.
CAN_CHANGE = LazyRe(r"\W*(?:can|may|could)\s+(?P<who>\w+)\s+(?:still\s+)?(?P<verb>rest|exhaust|"
                    r"recover|ready)\s+(?P<what>[^?]*)", re.I)

CHANGE_EVENTS = {"rest": "exhausted", "exhaust": "exhausted", "recover": "readied",
                 "ready": "readied"}


def player_did_it(q: str, question: str, facts: list[Fact], ctx: _Facts
                   ) -> tuple[Fact, str] | None:
    """"Can Bob rest it to take the attack?": Yes, said by the one step at which the player
    the question names did that to the card it names (or, for "it", the question names) as a
    choice the file made (no action of its own: [Protect], FOW 1168.2). What he did, he
    could do; what he did not, the file does not say he could not."""
    m = CAN_CHANGE.match(_modal_clause(q))
    if m is None or m["who"].casefold() not in ctx.res.final["players"]:
        return None
    pronoun = re.match(r"\s*(?:it|them)\b", m["what"], re.I) is not None
    event = CHANGE_EVENTS[m["verb"].casefold()]
    done = [(st, n.obj) for st in ctx.res.steps if st.kind == StepKind.COMBAT
            for n in st.nodes if n.event == event and n.player == m["who"].casefold()
            and _mentions(question if pronoun else m["what"], n.obj, ctx.res.card_name(n.obj))]
    if len(done) != 1:
        return None
    return yes_at_step(*done[0], facts, ctx)


def yes_at_step(step: Step, oid: str, facts: list[Fact], ctx: _Facts
                 ) -> tuple[Fact, str] | None:
    """Yes, said by the step at which the object `oid` did what the question asks: its fact as
    the file watches it (the value `expect` checks), else of what changed."""
    fact = next((f for f in facts if f.subject.kind == "object" and f.subject.id == oid),
                None) or ctx.fact(Subject("object", oid))
    if fact is None:
        return None
    return replace(fact, said=Msg("at step {step}, {what}", step=step.index, what=said(step)),
                   step=step.index, citations=ctx.rules(step)), "Yes"


def player_verb_asked(q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """"Does Alice (still) predict?": whether a player does what the game names with a verb
    of its own (Words.player_verbs: Riftbound's Predict, RB 436), Yes by the first step that
    says the one player the question names did it, in judge's own step words ("alice predicts
    1: looks at ..."), with that step's rules; No, the chain empty as the ruling ends, by the
    step that says another player did it. None where no step says so (no No: the file may not
    have gone so far), or the question names no one player."""
    own = _own_sentence(q)
    for verb, does in ctx.w.player_verbs.items():
        m = re.match(rf"^\W*(?:does|did|will)\s+(?P<who>.+?)\s+(?:still\s+|also\s+)?"
                     rf"{re.escape(verb)}\b", own, re.I)
        if m is None:
            continue
        players = list(ctx.res.final["players"])
        who = [p for p in players if _named(m["who"], p)]
        if not who and PERSON.search(m["who"]):  # "Does she predict?": the one the question names
            who = [p for p in players if _named(ctx.scenario.question or "", p)]
        if len(who) != 1:
            return None
        forms = (does,) if isinstance(does, str) else does  # (each way a step says it)

        done = _done_by(forms, who[0])
        step = next((st for st in ctx.res.steps if done.search(st.summary)), None)
        verdict = "Yes"
        if step is None and not ctx.res.final["stack"]:
            # "Does Bob predict?" of Alice's Vision, the chain empty as the ruling ends: No,
            # by the step that says another player did it
            others = [_done_by(forms, p) for p in players if p != who[0]]
            step = next((st for st in ctx.res.steps if any(o.search(st.summary)
                                                           for o in others)), None)
            verdict = "No"
        if step is None:
            return None
        fact = ctx.fact(Subject("player", who[0]))
        if fact is None:
            return None
        return replace(fact, said=Msg("at step {step}, {what}", step=step.index,
                                      what=said(step)),
                       step=step.index, citations=ctx.rules(step)), verdict
    return None


def _done_by(forms: tuple[str, ...], player: str) -> re.Pattern[str]:
    """Any of the ways judge's steps say `player` did a player verb (Words.player_verbs)."""
    return re.compile("|".join(rf"\b{re.escape(f.format(player=player))}\b" for f in forms))


#: A part asking whether a player may refuse what a triggered ability of theirs does: "May she
#: decline to deal the 2 damage?", "Can Alice refuse it?", "Could she opt out of it?" ("choose
#: not to" asks with a negation, which judge does not read)
DECLINE_ASKED = LazyRe(r"^\W*(?:may|can|could)\s+(?P<who>.+?)\s+(?:still\s+)?(?:decline|refuse|"
                       r"opt\s+out)\b", re.I)


#: Judge's own words for a "you may" trigger its controller declined (stackops.py).
DECLINED_TRIGGER = LazyRe(r"^.*?\((?P<id>[\w.-]+)\)'s (?P<name>.+?) triggered; \w+ declines it\b")


def decline_asked(q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """"May she decline to deal the 2 damage?" of the one triggered ability with targets the
    ruling put on the chain: a "you may" one its controller may decline as it is put on the
    chain (Yes, RB 402.1); any other must be played with legal targets where there are some, its
    controller cannot refuse to choose them (No, RB 402.4.b), said by the step that chose them.
    None where the part asks no such thing, the game has no rule for it, or no one such
    ability was put on the chain (a trigger with no targets: not for this reader)."""
    m = DECLINE_ASKED.match(_own_sentence(q))
    if m is None:
        return None
    from judge.engine.stackops import slug

    objects = {o.id: o for o in ctx.scenario.objects}
    declined = ctx.game.roles.get(Role.TRIGGER_DECLINED)
    put: list[tuple[Step, bool, str]] = []
    for st in ctx.res.steps:
        # one finalized on the chain names its item; one declined ("X (x)'s Shot triggered;
        # alice declines it") never became one and is told by its source and name
        gone = DECLINED_TRIGGER.match(st.summary) if declined in st.citations else None
        if st.kind != StepKind.TRIGGER or not (st.item or gone):
            continue
        source, _, name = st.item.split("#")[0].partition(".") if st.item else \
            (gone["id"], "", slug(gone["name"])) if gone else ("", "", "")
        obj = objects.get(source)
        spec = ctx.scenario.cards.get(obj.card) if obj is not None else None
        ability = next((a for a in (spec.abilities if spec is not None else ())
                        if a.kind == "triggered" and slug(a.name or "") == name), None)
        if ability is not None and ability.targets:
            put.append((st, ability.optional, source))
    if not put:
        return payment_decline_asked(_own_sentence(q)[m.end():], ctx)
    if len(put) != 1:
        return None
    step, optional, source = put[0]
    rule = ctx.game.roles.get(Role.TRIGGER_OPTIONAL if optional else Role.TRIGGER_MUST_CHOOSE)
    fact = ctx.fact(Subject("item", step.item) if step.item else Subject("object", source))
    if rule is None or fact is None:
        return None
    text = Msg("{player} may decline it: at step {step}, {what}", player=step.actor or "",
               step=step.index, what=said(step)) if optional else Msg(
        "{player} may not decline it: at step {step}, {what}", player=step.actor or "",
        step=step.index, what=said(step))
    return replace(fact, said=text, step=step.index,
                   citations=(rule, *ctx.rules(step))[:MAX_RULES]), \
        "Yes" if optional else "No"


def payment_decline_asked(rest: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """"May she decline to pay?" of Tithe's "pay [2] to draw 2", declined as it resolved: Yes,
    told by the one resolution where its player declined a payment the rules let them decline
    though it is not written "you may" (RB 444.2, RB 444.2.b: the payment's rule first), not
    by whether the spell could be played. None where no such payment, or more than one, was
    declined, or the part (`rest`, what follows "decline") asks of another deed than paying
    ("May Bob decline to block?")."""
    of_paying = re.match(r"\W*(?:(?:it|that|this)\b|$)", rest) is not None or \
        re.search(r"\bpa(?:y|ys|id|ying|yment)\b", rest, re.I) is not None
    bought = re.match(r"\W*to\s+(?P<verb>\w+)\b", rest) if not of_paying else None
    if not of_paying and bought is None:
        return None
    declinable = {rule for declined, _ in ctx.game.payment.declinable.values()
                  for rule in declined}
    steps = [st for st in ctx.res.steps if st.kind == StepKind.RESOLVE and st.item and
             says_declined(st.said, "pay") and declinable & set(st.citations)]
    if not steps:
        return payment_not_declined_asked(bought["verb"] if bought is not None else None, ctx)
    if len(steps) != 1:
        return None
    step = steps[0]
    kind = _bought_kind(step.said, bought["verb"]) if bought is not None else None
    if bought is not None and kind is None:
        # "May Bob decline to block?": no instruction the payment bought: the payment's own
        # resolution, with no Yes or No (it led with "Yes — Action 1 (alice plays Tithe) is
        # allowed", whether she may play it, not asked)
        fact = ctx.fact(Subject("item", step.item or ""))
        return (fact, "") if fact is not None else None
    fact = ctx.fact(Subject("item", step.item or ""))
    if fact is None:
        return None
    rules = [r for r in step.citations if r in declinable]
    text = Msg("{player} may decline it: at step {step}, {what}", player=step.actor or "",
               step=step.index, what=said(step)) if kind is None else Msg(
        "{player} may decline to pay, and then its {kind} instruction does not happen: at "
        "step {step}, {what}", player=step.actor or "", kind=kind, step=step.index,
        what=said(step))
    return replace(fact, said=text, step=step.index,
                   citations=tuple(dict.fromkeys((*rules, *ctx.rules(step))))[:MAX_RULES]), "Yes"


#: Judge's own words for a cost within instructions paid, or not payable in full (the game's
#: instruction costs): a payment its player could have declined (RB 444.2.b).
PAYMENT_MADE_OR_SHORT = (Msg("{player} pays {cost}, the cost within its instructions").id,
                         Msg("{player} cannot pay {cost} in full: a cost is paid whole or not at "
                             "all, so nothing is paid and what it pays for does not happen").id)


def _says_payment(m: object) -> bool:
    """Whether a step's message holds a cost within instructions paid or not payable in full
    (PAYMENT_MADE_OR_SHORT)."""
    if not isinstance(m, Msg):
        return False
    return m.id in PAYMENT_MADE_OR_SHORT or any(_says_payment(a) for a in m.args.values())


def payment_not_declined_asked(verb: str | None, ctx: _Facts) -> tuple[Fact, str] | None:
    """"May she decline to pay?" of Tithe's "pay [2] to draw 2" that she paid, or could not pay
    in full: Yes, the payment was hers to decline though it is not written "you may" (RB
    444.2.b, by the game's `declinable` rules of its card's payment), told by the one
    resolution that paid it or said it could not; with no Yes or No where the part asks of
    another deed than paying or what it buys ("May Bob decline to block?"). None where no such
    resolution, or several, or the payment is not one its player may decline (the edition's
    rules: v1.3 has no RB 444.2.b)."""
    found: list[tuple[Step, tuple[str, ...]]] = []
    for st in ctx.res.steps:
        if st.kind != StepKind.RESOLVE or not st.item or not _says_payment(st.said):
            continue
        spec = ctx.scenario.cards.get(_item_name(ctx, st.item))
        rules = next((r[0] for e in nested_records(getattr(spec, "effect", ()) or ())
                      if getattr(e, "kind", None) == "pay_cost" and
                      (r := ctx.game.payment.decline_rules(e)) is not None), None)
        if rules:
            found.append((st, rules))
    if len(found) != 1:
        return None
    step, rules = found[0]
    fact = ctx.fact(Subject("item", step.item or ""))
    if fact is None:
        return None
    if verb is not None and _bought_kind(step.said, verb) is None:
        return fact, ""  # "May Bob decline to block?": nothing the payment bought
    text = Msg("{player} may decline it: at step {step}, {what}", player=step.actor or "",
               step=step.index, what=said(step))
    return replace(fact, said=text, step=step.index,
                   citations=tuple(dict.fromkeys((*rules, *ctx.rules(step))))[:MAX_RULES]), "Yes"


#: Judge's own words for an instruction of a resolution whose condition was not met
#: (engine/conditions.py: "its draw instruction does not happen: its condition (...) is not
#: met"): what a declined payment did not buy.
UNMET_INSTRUCTION = Msg("its {kind} instruction does not happen: its condition ({condition}) is "
                        "not met").id
#: A verb a question asks with, by the instruction kind it names where the two differ
#: ("decline to deal the damage": the damage instruction).
VERB_KIND = {"deal": "damage"}


def _bought_kind(m: object, verb: str) -> str | None:
    """The kind of the instruction a step's message says did not happen for want of its
    condition (a payment declined: Tithe's "pay [2] to draw 2" draws nothing) that `verb`
    ("draw", "deal") names; None where the message says no such thing."""
    if not isinstance(m, Msg):
        return None
    verb = verb.casefold()
    kind = str(m.args.get("kind", ""))
    if m.id == UNMET_INSTRUCTION and kind in (verb, verb.removesuffix("s"),
                                              VERB_KIND.get(verb)):
        return kind
    return next((k for a in m.args.values() if (k := _bought_kind(a, verb)) is not None), None)


def action_verb_asked(q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """"Bob's Shieldbearer ... blocks Alice's Knight. Does it block?": a question whether a
    card does what an action of the file has it do (attack, block, move ...), answered by that
    one action: Yes where it is allowed, No where it is rejected."""
    own = _own_sentence(q)
    m = re.match(r"^\W*(?:does|did|will)\s+(?P<who>.+?)\s+(?P<verb>\w+)\b", own, re.I)
    if m is None:
        return None
    pronoun = re.search(r"\b(it|they)\b", m["who"]) is not None
    objects = ctx.res.initial.get("objects") or {}
    found = [a for a in ctx.scenario.actions if a.verb not in ("play", "activate", "pass") and
             (said := action_words(ctx).get(a.verb)) and re.fullmatch(said.removeprefix(r"\b"),
                                                                  m["verb"], re.I)
             and any(_mentions(m["who"], oid, (objects.get(oid) or {}).get("card")) or (
                 pronoun and _mentions(ctx.scenario.question or q, oid,
                                       (objects.get(oid) or {}).get("card")))
                 for oid in _ids_in(a.args, objects))]
    if len(found) != 1:
        return None
    fact = ctx.fact(Subject("action", str(found[0].index)))
    if fact is None or fact.value not in ("allowed", "rejected"):
        return None
    return fact, "Yes" if fact.value == "allowed" else "No"


#: "Is her Hawk still blocked?": whether an attacker was blocked (and stayed so).
BLOCKED = RareRe(r"^\W*(?:is|was|are|were)\s+(?P<who>.+?)\s+(?:still\s+)?blocked\s*\??$", re.I,
                 needs=("blocked",))

#: A step that says an attacker is blocked no more (FOW 804.4a, 1029.1b).
UNBLOCKED = LazyRe(r"\b(?:no longer|not) blocked\b")


def blocked_asked(q: str, question: str, facts: list[Fact], ctx: _Facts
                   ) -> tuple[Fact, str] | None:
    """"Alice's Gale Hawk attacks Bob, who blocks with his own Gale Hawk. ... Is her Hawk still
    blocked?": Yes, by the step at which the one attacker it names (or "it") was blocked, where
    no later step says it is blocked no more (then No, by that step); None where it names no
    attacker that was blocked, or several."""
    m = BLOCKED.match(_own_sentence(q))
    if m is None:
        return None
    pronoun = re.fullmatch(r"(?:it|they)", m["who"].strip(), re.I) is not None
    objects = ctx.res.final["objects"]
    done = [(st, oid) for st in ctx.res.steps for oid in objects
            if re.search(rf"\bblocks [^()]*\({re.escape(oid)}\) with\b", st.summary)
            and _mentions(question if pronoun else m["who"], oid, ctx.res.card_name(oid))]
    if len({oid for _, oid in done}) != 1:
        return None
    step, oid = done[0]
    undone = next((st for st in ctx.res.steps if st.index > step.index and UNBLOCKED.search(
        st.summary) and f"({oid})" in st.summary), None)
    if undone is None:
        return yes_at_step(step, oid, facts, ctx)
    found = yes_at_step(undone, oid, facts, ctx)
    return (found[0], "No") if found is not None else None


def in_play_at(moment: Step, subject: Subject, facts: list[Fact], ctx: _Facts, results: bool,
                also: Sequence[Step] = ()) -> tuple[Fact, str] | None:
    """Whether `subject` was on the board as the item of step `moment` triggered (`results`:
    resulted): Yes (and the step that later took it off), or No by the step that took it off
    before; None where it was never in play in the ruling. `also`: the steps of the other
    abilities of the name, each said beside it in a Yes."""
    oid = subject.id
    hist = ctx.watch.history(subject)
    # as the item results, its own step's changes come after the moment asked of
    before = [(i, v) for i, v in hist if i is None or i < moment.index]
    zone = str(before[-1][1].get("zone", "")) if before and isinstance(before[-1][1], dict) \
        else ""
    fact = next((f for f in facts if f.subject.kind == "object" and f.subject.id == oid),
                None) or ctx.fact(Subject("object", oid))
    if fact is None or not zone:
        return None
    item = ctx.name(str(moment.item))
    if ctx.game.vocab.is_board(zone):
        text = Msg("{object} is still {place} when {item} {resolves} at step {step}",
                   object=ctx.name(oid), place=ctx.w.place_said(zone, board=True), item=item,
                   resolves=word(ctx.w.resolves), step=moment.index) if results else Msg(
            "{object} is still {place} when {item} triggers at step {step}",
            object=ctx.name(oid), place=ctx.w.place_said(zone, board=True), item=item,
            step=moment.index)
        for other in also:  # two Thornbacks' Thorns: each named, with its step
            text = Msg("{fact} (and when {item} {resolves} at step {step})", fact=text,
                       item=ctx.name(str(other.item)), resolves=word(ctx.w.resolves),
                       step=other.index) if results else Msg(
                "{fact} (and when {item} triggers at step {step})", fact=text,
                item=ctx.name(str(other.item)), step=other.index)
        cites = ctx.rules(moment)
        left = next((i for i, v in hist if i is not None and i >= moment.index + (
            0 if results else 1) and not (isinstance(v, dict) and ctx.game.vocab.is_board(
                str(v.get("zone", ""))))), None)
        if left is not None and (gone := ctx.steps.get(left)) is not None:
            text = Msg("{fact}; it leaves at step {step}: {what}", fact=text, step=left,
                       what=said(gone))
            cites = tuple(dict.fromkeys((*cites, *ctx.rules(gone))))
        return replace(fact, said=text, step=moment.index, citations=cites), "Yes"
    moved = before[-1][0]
    gone = ctx.steps.get(moved) if moved is not None else None
    if gone is None:  # never in play in the ruling: what its fact says
        return None
    return replace(fact, said=Msg("at step {step}, before {item} {resolves} at step {at}: "
                                  "{what}", step=gone.index, item=item, at=moment.index,
                                  resolves=word(ctx.w.resolves), what=said(gone))
                   if results else Msg(
        "at step {step}, before {item} triggers at step {at}: {what}", step=gone.index,
        item=item, at=moment.index, what=said(gone)),
        step=gone.index, citations=ctx.rules(gone)), "No"


def of_type_named(q: str, item: str, ctx: _Facts) -> bool:
    """Whether `q` says "the <type>" of one of the card's types (the item of a played card)."""
    spec = ctx.scenario.cards.get(ctx.res.card_name(item))
    types = spec.every_type() if spec is not None else ()
    return any(re.search(rf"\bthe\s+{re.escape(t)}\b", q, re.I) for t in types if t)


def both(scored: list[tuple[int, int, int]], facts: list[Fact], said: str,
          ctx: _Facts) -> tuple[int, Fact, str] | None:
    """A yes/no question of "both" (or "all") of the cards it asks of: Yes by the first card's
    fact where it is true of every one, No by the first card it is not true of (each asked as
    "it"), never Yes of one card alone. The cards asked of are those of the card name the
    question is most about ("both Golems"), else every card it names whose fact says yes or no;
    None where fewer than two remain."""
    asked = BOTH.compiled.sub("it", said)
    cards = [i for score, _, i in scored if score > 0 and facts[i].subject.kind == "object"]
    if not cards:
        return None
    name = ctx.res.card_name(facts[cards[0]].subject.id)
    alike = [i for i in cards if ctx.res.card_name(facts[i].subject.id) == name]
    verdicts = [(i, v) for i in (alike if len(alike) > 1 else cards)
                if (v := _verdict(facts[i], asked, ctx))]
    if len(verdicts) < 2:
        return None
    i, verdict = next(((i, v) for i, v in verdicts if v == "No"), verdicts[0])
    return i, facts[i], verdict


def either(scored: list[tuple[int, int, int]], facts: list[Fact], said: str,
            ctx: _Facts) -> tuple[int, Fact, str] | None:
    """A yes/no question of "either" of the cards it asks of: Yes by the first card it is true
    of, No by the first card's fact where it is true of none (each asked as "it"); None where
    a card's fact says neither (or the question asks of fewer than two)."""
    asked = EITHER.compiled.sub("it", said)
    cards = [i for score, _, i in scored if score > 0 and facts[i].subject.kind == "object"]
    verdicts = [(i, _verdict(facts[i], asked, ctx)) for i in cards]
    if len(verdicts) < 2 or any(not v for _, v in verdicts):
        return None
    i, verdict = next(((i, v) for i, v in verdicts if v == "Yes"), verdicts[0])
    top = facts[scored[0][2]]
    if verdict == "No" and facts[i].step is None and top.subject.kind == "item" and \
            top.step is not None:
        # "Is either expelled?" of two J-rulers nothing moved: the resolution that says why
        # neither went (FOW HP.9) answers it, not that one of them is still there.
        return scored[0][2], top, verdict
    return i, facts[i], verdict


def fact_with_a_verdict(scored: list[tuple[int, int, int]], facts: list[Fact], said: str,
                         ctx: _Facts) -> tuple[int, Fact, str] | None:
    """The next fact the yes/no question `said` is about that answers it, where the one it is
    most about does not ("... returns the Adept to her hand. Does she draw?": the Adept's zone
    says nothing of a draw, the card that went from her deck to her hand does). Only a card's
    or an item's fact: a player's or an action's answers what it is about only where the
    question names it. Where the part names the card the top fact is of ("Is the Stone
    Sentinel destroyed?" of a file whose `expect:` checks only its damage), that card's whole
    fact answers it, and another card's never does (it was "No — Ember Squire (squire) is
    still on the field"; "Is the Ember Squire destroyed?" of a card in the deck was "Yes —
    Stone Sentinel (sentinel) is destroyed": a confident answer of another card)."""
    asked = asked_clause(said)
    top = facts[scored[0][2]] if scored else None
    named = top.subject.id if top is not None and top.subject.kind == "object" and _asks_of(
        asked, top.subject.id, ctx.res.card_name(top.subject.id), ctx.scenario) and \
        _card_is_asked_of(asked, top.subject.id, ctx) else None
    if top is not None and named is not None:
        whole = whole_fact(top, ctx)
        if whole is not None and (verdict := _verdict(whole, said, ctx)) and \
                whole.said != top.said:
            return -1, whole, verdict
    own = {facts[x[2]].subject.id for x in cards_asked_of_themselves(scored, facts, asked, ctx)}
    for score, _, i in scored[1:]:
        if score <= 0:
            break
        if named is not None and facts[i].subject.kind == "object" and (
                facts[i].subject.id not in own if own else not _asks_of(
                    asked, facts[i].subject.id, ctx.res.card_name(facts[i].subject.id),
                    ctx.scenario)):
            # another card the part does not ask of (nor one a word of the name asked also
            # names: "Is the Fire Drake destroyed?" was "No — Void Drake ends on the field")
            continue
        # a winner's fact says only whether someone won (`_verdict`): "... Has it won?"
        if facts[i].subject.kind not in ("object", "item", "stack", "winner") and not (
                facts[i].subject.kind == "player" and asks_of_player(said, facts[i].subject.id,
                                                                      ctx)):
            continue
        verdict = _verdict(facts[i], said, ctx)
        if verdict:
            return i, facts[i], verdict
    return None


def whole_fact(f: Fact, ctx: _Facts) -> Fact | None:
    """The fact of the object fact `f` is of, with where it is beside what `f` says (the fields
    `expect:` checks of it: its damage says why it was not destroyed, FOW 1204.1), where the
    ruling recorded it whole; else None."""
    oid = f.subject.id
    if f.subject.kind != "object" or not recorded_whole(oid, ctx):
        return None
    return ctx.fact(Subject("object", oid, tuple(dict.fromkeys(
        ("zone", *f.subject.fields))) if f.subject.fields else ()))


#: A verb of one thing destroying another ("Does the Brute destroy the Duelist?"), not of a
#: card's own fate ("Is it destroyed?", "Does it survive?").
ACTIVE_DESTRUCTION = LazyRe(r"\b(?:destroy|destroys|kill|kills)\b", re.I)


def cards_asked_of_themselves(scored: list[tuple[int, int, int]], facts: list[Fact],
                              asked: str, ctx: _Facts) -> list[tuple[int, int, int]]:
    """The entries of `scored` whose fact is of a card yes/no clause `asked` names and asks of
    itself (`_card_is_asked_of`: "Is the Fire Drake destroyed?"), in their order; where one
    of them is named whole, only those named whole (the Fire Drake, not the Void Drake its
    "Drake" also names). None where the clause's verb of destruction is active: "Does the
    Brute destroy the Duelist?" asks of the Duelist, which the card named first acts on."""
    if ACTIVE_DESTRUCTION.search(asked):
        return []
    own = [x for x in scored if facts[x[2]].subject.kind == "object" and _asks_of(
        asked, facts[x[2]].subject.id, ctx.res.card_name(facts[x[2]].subject.id),
        ctx.scenario) and _card_is_asked_of(asked, facts[x[2]].subject.id, ctx) and
        named_as_subject(asked, facts[x[2]].subject.id, ctx)]
    whole = [x for x in own if re.search(
        rf"\b{re.escape(ctx.res.card_name(facts[x[2]].subject.id))}\b", asked, re.I)]
    return whole or own


#: Words that end a clause's subject wherever they come: a verb of a card's fate, a
#: preposition (what follows is an agent, an instrument or a place: "destroyed by the
#: Watchtower", "attack with the Knight").
SUBJECT_ENDS = LazyRe(r"^(?:by|with|from|to|into|onto|against|than|after|before|during|"
                      r"destroy\w*|surviv\w*|dealt|deals?|dies?|died|kill\w*|finish\w*)$",
                      re.I)


def named_as_subject(asked: str, oid: str, ctx: _Facts) -> bool:
    """Whether yes/no clause `asked` names card `oid` as its subject: between the auxiliary
    that opens it ("Is", "Does", ...; or the clause's start where none comes before the card:
    "The Squire survives?") and its verb, where the card's own fate is asked. Not the verb's
    object ("Does the Squire survive her Aegis Ward?"), nor an agent after "by" ("Is the
    Militia destroyed by the battle damage or by the Watchtower?"), nor a card of a later
    clause ("Is the Trader dealt damage, where does Gun Shot go"), nor a possessor ("Does
    Ember Knight's Deathknell finish off the Sentinel?" asks of the Sentinel)."""
    name = ctx.res.card_name(oid)
    at = mentioned_at(asked, oid, name)
    if at is None:
        return False
    if re.match(rf"(?:{re.escape(name)}|{re.escape(oid)})['’]s\b" if name else
                rf"{re.escape(oid)}['’]s\b", asked[at:], re.I):
        return False  # "Ember Knight's Deathknell": the Knight owns the subject
    aux = AUX.search(asked)
    start = aux.end() if aux is not None and aux.end() <= at else 0
    head = False  # a word of the subject's noun (a name, a number) came
    for w in re.findall(r"[\w'’-]+|[,;:]", asked[start:at]):
        if w in ",;:" or SUBJECT_ENDS.match(w):
            return False  # another clause, the verb or a preposition came first
        if w.casefold() in ("and", "or"):
            head = False  # "Is the Militia or the Watchtower destroyed?": both subjects
        elif w[0].isupper() or w[0].isdigit():
            head = True
        elif head:
            return False  # a word after the subject's noun: its verb ("Is the Trader dealt")
    return True


def recorded_whole(oid: str, ctx: _Facts) -> bool:
    """Whether the ruling recorded object `oid` whole, as it starts and ends (`judge test`
    records only what `expect:` checks of it)."""
    return all("owner" in (states.get("objects") or {}).get(oid, {})
               for states in (ctx.res.initial, ctx.res.final))


#: A possessive just before a card's name ("Alice's ", "Bob’s "): whose card it is.
POSSESSOR_LAST = LazyRe(r"\b[\w-]+['’]s\s+$")


def _card_is_asked_of(asked: str, oid: str, ctx: _Facts) -> bool:
    """Whether yes/no clause `asked` asks of card `oid` itself: no player is named before it
    ("Is the Stone Sentinel destroyed?"), as one is where the card only says where or from what
    ("Does Alice attack with the Knight?" asks of her attack)."""
    at = mentioned_at(asked, oid, ctx.res.card_name(oid))
    if at is None or DRAWS.search(asked):
        # ("Does the Herald draw a card?" asks of a draw, which a card of the deck says)
        return False
    # (a player named only as the card's possessor asks of the card: "Does Alice's Duelist
    # survive the battle with Bob's Brute?" led with the Brute's "No", outsider round 79)
    before = POSSESSOR_LAST.compiled.sub("", asked[:at])
    return PERSON.search(before) is None and not any(
        re.search(rf"\b{re.escape(p)}\b", before, re.I) for p in ctx.scenario.players)


def no_with_last_step(f: Fact, ctx: _Facts, text: Msg, touched: list[Step]
                       ) -> tuple[Fact, str]:
    """A No said as `text`, followed by the last of the steps that `touched` the object (what
    happened to it instead), with that step's rules; `text` alone when none did."""
    if not touched:
        return replace(f, said=text, step=None, citations=()), "No"
    last = touched[-1]
    return replace(f, said=Msg("{fact}: at step {step}, {what}", fact=text, step=last.index,
                               what=said(last)), step=last.index,
                   citations=ctx.rules(last)), "No"


#: A combat step that says a combatant adds nothing to its side's damage ("Iron Colossus
#: (colossus) stunned: adds no Might", "... it deals and is dealt no combat damage"; judge's
#: own step words).
ADDS_NOTHING = LazyRe(r"\b(?:adds no|deals and is dealt no)\b")

#: The game's rule that a side's damage is the total of its attacking or defending units, by
#: the event that made the unit one (RB 465.2.a, RB 465.2.b).
SIDE_TOTAL = {"attacked": Role.ATTACKERS_TOTAL, "defended": Role.DEFENDERS_TOTAL}


def with_target_choice(f: Fact, ctx: _Facts) -> Fact:
    """A resolution's fact with the keyword's rule that narrowed the item's targets first,
    where the step that chose them (a trigger put on the stack, a card played) cites one the
    resolution does not (FOW 1181.3: [Aegis] left only Alice to choose): whom it affected was
    decided there. Not the general rules of playing or triggering."""
    step = ctx.steps.get(f.step) if f.step is not None else None
    item = step.item if step is not None and step.kind == StepKind.RESOLVE else None
    chose = next((st for st in ctx.res.steps if item and st.item == item and
                  st.kind in (StepKind.TRIGGER, StepKind.PLAY, StepKind.ACTIVATE)), None)
    if chose is None:
        return f
    first = ctx.deciding_keyword(chose)
    first = first if first not in f.citations else None
    return f if first is None else replace(f, citations=(first, *f.citations)[:MAX_RULES + 1])


def damage_asked_of(f: Fact, question: str, q: str, m: re.Match[str], ctx: _Facts
                     ) -> Fact | None:
    """_damage_asked's answer of the card that `m` (a DAMAGE_OF, DAMAGE_TAKEN or DAMAGED_WHOM
    match of `q`) names as the source."""
    sources = damage_sources(m["src"], question, q, ctx)
    if not sources:
        return None
    # "How much damage does Flame Lance deal?" of a chant copied on the chase: the card named
    # is the original, its copy another object (FOW 1017.3), whose damage names the card as
    # its source; where the original resolved, the copy's damage is not its (it led "Flame
    # Lance (lance.copy) resolves: deals 500 damage" of an original that dealt none, 903.3a)
    copies = set() if THE_COPY.compiled.search(m["src"]) else {
        i for i in sources if THE_COPY_ITEM.search(i)}
    copies = copies if (sources - copies) & set(ctx.res.resolved) else set()
    sources -= copies
    to = m.groupdict().get("to") or ""
    hit = {o.id for o in ctx.scenario.objects if to and _mentions(to, o.id, o.card)} | {
        p for p in ctx.scenario.players if to and re.search(rf"\b{re.escape(p)}\b", to, re.I)}
    dealt = [(i, n) for i, n in damage_events(ctx) if (
        n.source in sources or sources & set(ctx.causes.get(n.id, ()))) and (
        len(hit) != 1 or n.obj in hit or n.player in hit) and
        not copies & set(ctx.causes.get(n.id, ()))]
    name = next((ctx.name(x) for x in sorted(sources) if "." not in x), None) or ctx.name(
        sorted(sources)[0])
    if not dealt:
        names = {ctx.name(x) for x in sources}
        step = next((st for st in ctx.res.steps if st.kind in (
            StepKind.COMBAT, StepKind.STATE_CHECK, StepKind.RESOLVE) and NO_DAMAGE_DEALT.search(
            st.summary) and any(n in st.summary for n in names)), None) or (next((
                st for st in ctx.res.steps if st.item in sources and DAMAGE_UNDONE.search(
                    st.summary)), None) if copies else None)
        if step is None:
            return None
        # "What damage does the Knight deal?": none, and the battle step says why (FOW 806.2b:
        # what it attacked is gone)
        return replace(f, said=Msg("{source} deals no damage: at step {step}, {what}",
                                   source=name, step=step.index, what=said(step)),
                       step=step.index, citations=ctx.rules(step))
    steps = sorted({i for i, _ in dealt})
    if len(steps) != 1:
        return None
    if f.subject.kind == "item" and f.subject.id in sources and f.step == steps[0] and \
            all("." in x for x in sources):
        return None  # a skill named by its own name, whose own fact says it already
    if len(dealt) == 1 and not (ctx.steps[dealt[0][0]].kind == StepKind.RESOLVE and
                                ctx.steps[dealt[0][0]].item in sources):
        # (the resolution of the item asked of says it in its own words, with how the amount
        # adds up: "deals 4 damage to Big Golem (1 + 3 Bonus Damage from ...)", RB 715.1)
        at, node = dealt[0]
        step = ctx.steps[at]
        target = node.obj or node.player
        return replace(f, said=Msg("{source} deals {n} damage to {object} at step {step}",
                                   source=name, n=node.amount, object=ctx.name(target),
                                   step=at), step=at, citations=dealt_rules(step, ctx))
    return at_step(f, ctx.steps[steps[0]], ctx)


def at_step(f: Fact, step: Step, ctx: _Facts) -> Fact:
    """Fact `f` said as what step `step` did, with the step's rules (dealt_rules)."""
    return replace(f, said=Msg("at step {step}, {what}", step=step.index, what=said(step)),
                   step=step.index, citations=dealt_rules(step, ctx))


#: A step's amount read from X ("deals 3 damage ... (read now: X = 3)", judge's own words).
READS_X = LazyRe(r"\bread now: X\b")


def dealt_rules(step: Step, ctx: _Facts) -> tuple[str, ...]:
    """The rules that decided the damage a step dealt: where its amount is read from X, the rule
    that gave X its value first (the ruling's note that the item uses the X paid for its card,
    FOW 903.2h-4; else the game's rule on choosing X as it is played, VW REG.14.a), then the
    step's own."""
    cites = ctx.rules(step)
    if not READS_X.search(step.summary):
        return cites
    noted = [c for n in ctx.res.findings if n.kind == "note" and step.item and
             str(n.message).startswith(f"{step.item} uses X ") for c in n.citations]
    x = tuple(noted) or ctx.game.cite_optional(Role.CHOOSE_X)
    return tuple(dict.fromkeys((*x, *cites)))


def damage_events(ctx: _Facts) -> list[tuple[int, Any]]:
    """Every event of damage dealt (more than 0) in the ruling: (step index, event node)."""
    return sorted({(i, n.id): (i, n) for es in ctx.events.values() for i, n in es
                   if n.event == "damaged" and (n.amount or 0) > 0}.values(),
                  key=lambda e: e[0])


#: A question's name for the one copy made on the stack, and the id such a copy has
#: (engine/copies.py: "twin.copy").
THE_COPY = LazyRe(r"(?:the\s+)?copy", re.I)
THE_COPY_ITEM = LazyRe(r"\.copy(?![\w])")


def the_one_copy_asked(item: str, q: str, ctx: _Facts) -> bool:
    """Whether question part `q` asks of stack item `item` as "the copy": the one copy put on
    the stack in the ruling (FOW 1017.3: engine/copies.py names it "twin.copy"), where no copy
    was made as an object. "Is the Golem destroyed? Does the copy deal damage?" asked nothing
    of the copy: its resolution was not about that part (only the whole question named its
    card), and the part got no answer of its own (audit 58's leftover)."""
    if not THE_COPY_ITEM.search(item) or "copy" not in made_kinds_named(q) or any(
            kind == "copy" for kind in ctx.watch.made.values()):
        return False
    copies = {st.item for st in ctx.res.steps if st.item and THE_COPY_ITEM.search(st.item)}
    return copies == {item}


def damage_sources(src: str, question: str, q: str, ctx: _Facts) -> set[str]:
    """The card (and its abilities' items) a damage question names as the source: by its name,
    or for "it" the first card the sentence before names."""
    items = {st.item for st in ctx.res.steps if st.item}
    if PRONOUN.match(src.strip()) and len(src.split()) == 1:
        before = _sentence_before(question, q)
        named = sorted((at, o.id) for o in ctx.scenario.objects
                        if (at := mentioned_at(before, o.id, o.card)) is not None)
        if not named:
            return set()
        oid = named[0][1]
    else:
        found = [o.id for o in ctx.scenario.objects if _mentions(src, o.id, o.card)]
        copies = [i for i in sorted(items) if THE_COPY_ITEM.search(i)]
        if not found and THE_COPY.compiled.fullmatch(src.strip()) and len(copies) == 1:
            # "How much damage does the copy deal?": the one copy put on the chase (FOW
            # 1017.3d), not its original (audit 56's leftover: led by the original's damage)
            return set(copies)
        if not found:
            # "How much damage does Strike deal?": a used skill named by its own name (no
            # card's), the one item that is (its damage is that item's alone)
            skills = [i for i in sorted(items) if "." in i and _mentions(src, i, _item_name(
                ctx, i))]
            return set(skills) if len(skills) == 1 else set()
        if len(found) != 1:
            return set()
        oid = found[0]
    return {oid, *(i for i in items if i == oid or i.startswith(f"{oid}."))}


def mentioned_at(text: str, oid: str, card: str | None) -> int | None:
    """Where `text` first names an object (its id or its card's name, whole words), else
    None."""
    spots = [m.start() for name in (oid, card or "") if name
             for m in [re.search(rf"\b{re.escape(name)}\b", text, re.I)] if m]
    return min(spots) if spots else None


def side_damage_asked(f: Fact, src: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """Yes or No to "Does the exhausted Colossus deal combat damage?", asked of no one hit, of
    a unit whose side deals its damage as one total (damage events with no source of their
    own): Yes where it attacked or defended and its side's damage was then dealt to the other
    side, citing the game's rule that the total is its side's units' (RB 465.2.a: an exhausted
    unit adds its Might, not being stunned); No by the step that says it adds nothing. A
    damage event of its own says it as any other. None: no one unit named, or none of this."""
    found = [o.id for o in ctx.scenario.objects if _mentions(src, o.id, o.card)]
    if len(found) != 1:
        return None
    oid, name = found[0], ctx.name(found[0])
    own = [(i, n) for i, n in damage_events(ctx) if n.source == oid or oid in ctx.causes.get(
        n.id, ())]
    if own:
        return None  # damage of its own: the fact of what it dealt says it (as before)
    joined = next(((i, n) for i, n in ctx.events.get(oid, []) if n.event in SIDE_TOTAL), None)
    if joined is None:
        return None
    at, node = joined
    dealt = next(((i, n) for i, n in damage_events(ctx) if i > at and not n.source and
                  ctx.steps[i].kind == StepKind.COMBAT and n.player != node.player), None)
    if dealt is None:
        return None
    between = [st for st in ctx.res.steps if at < st.index <= dealt[0]]
    if any(st.kind != StepKind.COMBAT and any(n.obj == oid and n.event in (
            "left", "moved", "destroyed") for n in st.nodes) for st in between):
        return None  # it left before the damage: what became of it says why
    nothing = next((st for st in between if name in st.summary and
                    ADDS_NOTHING.search(st.summary.split(name, 1)[1])), None)
    # the fact of the unit asked of, whose sentence this is (it was said as the fact of the
    # question's other unit, the Shieldbearer its damage went to)
    # (one the ruling watches as it is watched; else by its zone, whatever the ruling kept of
    # its starting board: `judge resolve --json` keeps none)
    watched = next((w for w in ctx.watch.subjects if (w.kind, w.id) == ("object", oid)), None)
    f = f if (f.subject.kind, f.subject.id) == ("object", oid) else (
        ctx.fact(watched or Subject("object", oid, ("zone",))) or f)
    if nothing is not None:
        # why it adds nothing (RB 423.1.b: stunned), not how a side's damage is totalled and
        # assigned in general (the rules under the side-total rule's own heading, RB 465.2)
        heads = {r.rsplit(".", 1)[0] for role in SIDE_TOTAL.values()
                 for r in ctx.game.cite_optional(role)}
        why = tuple(c for c in nothing.citations if not any(
            c == h or c.startswith(f"{h}.") for h in heads))
        unaided = ctx.game.cite_optional(Role.ADDS_NO_MIGHT)
        if unaided and unaided[0] in why:
            # the rule of a unit adding nothing says it all: not the keyword that added Might
            # to a unit of either side (RB 814.1.c, the other side's Shield)
            why = unaided
        return replace(f, said=Msg("{object} adds nothing to {player}'s damage: at step {step}, "
                                   "{what}", object=name, player=node.player,
                                   step=nothing.index, what=said(nothing)),
                       step=nothing.index, citations=why[:MAX_RULES] or ctx.rules(nothing)
                       ), "No"
    step = ctx.steps[dealt[0]]
    rule = ctx.game.cite_optional(SIDE_TOTAL[node.event])
    return replace(f, said=Msg("{object} {is_designated} from step {at}: it adds to {player}'s "
                               "damage, dealt at step {step}: {what}", object=name,
                               is_designated=DESIGNATIONS["attacker" if node.event == "attacked"
                                                          else "defender"],
                               at=at, player=node.player, step=step.index, what=said(step)),
                   step=step.index, citations=tuple(dict.fromkeys(
                       (*rule, *ctx.rules(step))))[:MAX_RULES]), "Yes"


def undone_asked(facts: list[Fact], q: str, ctx: _Facts) -> tuple[int, Fact] | None:
    """The item whose resolution could not carry out the instruction the yes/no question `q`
    asks of by its verb ("Does Rite of the Old Grove transcend?", "Does she contract?": a
    `transcend` or `contract` instruction the resolve step records as undone, Step.undone):
    the one `q` names, else the last one. Its index in `facts` (-1: a fact made for it)."""
    own = _own_sentence(q)
    steps = [st for st in ctx.res.steps if st.kind == StepKind.RESOLVE and st.item and any(
        re.search(rf"\b{re.escape(k.replace('_', ' '))}s?\b", own, re.I) for k in st.undone)]
    named = [st for st in steps if _mentions(own, str(st.item), _item_name(ctx, str(st.item)))]
    if not steps:
        return None
    item = str((named or steps)[-1].item)
    at = next((i for i, f in enumerate(facts) if (f.subject.kind, f.subject.id) == (
        "item", item)), None)
    fact = facts[at] if at is not None else ctx.fact(Subject("item", item))
    return None if fact is None else ((-1 if at is None else at), fact)


#: A `can` question's own verb, right after its subject: "Can she transcend?", "May Alice
#: contract?" (the group: the verb).
CAN_VERB = LazyRe(r"^\W*(?:can|may|could)\s+\w+\s+(\w+)\b", re.I)


def done_as_it_resolved(fact: Fact, q: str, ctx: _Facts) -> Fact | None:
    """The resolution of the card a `can` question's allowed play put on the stack, where the
    question's own clause names by its verb an instruction of that card the resolution carried
    out (not one it could not: Step.undone, undone_asked): "... then plays Rite of the Old Grove
    to transcend the Sovereign. Can she transcend?" asks whether the transcend process is done
    (its resolve step, with the rules that let it), not whether the Rite may be played."""
    from judge.model.ask import Subject
    from judge.model.cards import card_effects

    played = ctx.steps.get(fact.step or 0)
    if played is None or not played.item:
        return None
    item = str(played.item)
    spec = next((o for o in ctx.scenario.objects if o.id == item), None)
    card = ctx.scenario.cards.get(spec.card) if spec is not None else None
    if card is None:
        return None
    verb = CAN_VERB.match(_own_sentence(q))
    # the clause's own verb ("Can she transcend?"), not one after it ("... to cancel the
    # Lance", "... makes Bob draw"); a payment is the play's own (cost_asked reads it)
    kinds = {k for e in card_effects(card) if (k := e.kind) not in ("instruction", "pay")
             and verb is not None and verb[1].casefold() == k.replace("_", " ")}
    step = next((st for st in ctx.res.steps if st.kind == StepKind.RESOLVE and st.item == item
                 and st.index > played.index), None)
    if not kinds or step is None or kinds & set(step.undone):
        return None
    done = ctx.fact(Subject("item", item))
    # what let it be done: a note of the ruling beside the process that names a bar the step
    # does not cite with the rule of the step that lifted it ("... has an astral counter but is
    # not astral: a Contract J-ruler cannot become astral", FOW 1024.2b beside 714.1c)
    cited = set(step.citations)
    lifted = [c for n in ctx.res.findings if set(n.citations) & cited and set(n.citations) - cited
              for c in n.citations if c in cited]
    if done is None or not lifted:
        return done
    return replace(done, citations=tuple(dict.fromkeys((*lifted, *done.citations)))[:MAX_RULES])


def resolved_in_order(item: str, clause: str, ctx: _Facts) -> str:
    """Yes or No to "Does <item> resolve before (after) <other>?" where both resolved, by the
    order they did; No where <item> left the stack without resolving; "" for any other
    question of order ("first", an `other` that never resolved or not named alone)."""
    asked = re.search(r"\b(before|after)\b", clause, re.I)
    if asked is None or not re.search(r"\b(resolv\w*|result\w*)\b", clause, re.I):
        return ""
    head, tail = clause[:asked.start()], clause[asked.end():]
    done = list(ctx.res.resolved)
    left = {f.item for f in ctx.res.fizzled}
    if item in left and item not in done and names_item(head, item, ctx) and any(
            i != item and names_item(tail, i, ctx) for i in (*done, *left)):
        # "Does Shelter result before (after) Grudge?" of a Shelter that left the register
        # without resulting (its target gone, VW REG.8.b): it results neither before nor
        # after anything (audit 50's leftover)
        return "No"
    waiting = list(ctx.res.final["stack"])
    if asked[1].casefold() == "before" and names_item(head, item, ctx) and (
            item in waiting and item not in done and any(
                i != item and names_item(tail, i, ctx) for i in done)):
        # "Does Alarm result before Bolt?" of an Alarm that still waits in a new register once
        # Bolt has resulted (VW REG.6.b): it has not resulted before it (the Yes or No was
        # said only where `expect:` named the register)
        return "No"
    if asked[1].casefold() == "before" and names_item(head, item, ctx) and \
            done.count(item) == 1 and any(i != item and names_item(tail, i, ctx) and
                                          i not in done for i in waiting):
        # "Does Bolt result before Alarm?" of a Bolt that resulted while Alarm still waits
        return "Yes"
    others = [i for i in done if i != item and names_item(tail, i, ctx)]
    if item not in done or not names_item(head, item, ctx) or len(others) != 1 or \
            done.count(item) != 1 or done.count(others[0]) != 1:
        return ""
    earlier = done.index(item) < done.index(others[0])
    return "Yes" if earlier == (asked[1].casefold() == "before") else "No"


def named_as_owner_only(clause: str, player: str, value: dict[str, Any], ctx: _Facts) -> bool:
    """Whether `clause` names `player` only as whose something is ("Does Alice's Banner ...?"),
    never alone nor before one of her own resources ("Alice's gold"): it asks of the thing."""
    said = {ctx.w.resource(k).casefold() for k in value if k != "lost"} | {"life", "hand",
                                                                           "deck", "turn"}
    found = list(re.finditer(rf"\b{re.escape(player)}\b(?P<own>['’]s?)?(?:\s+(?P<next>\w+))?",
                             clause, re.I))
    return bool(found) and all(m["own"] and (m["next"] or "").casefold() not in said
                               for m in found)


def asks_of_player(q: str, player: str, ctx: _Facts) -> bool:
    """Whether question `q` asks of this player: by name, or as she/he where the whole
    question names no other player ("Alice's only unit ... Does she hold bf-a?")."""
    if _named(q, player):
        return True
    person = PERSON.search(q)
    if person is None:
        return False
    question = ctx.scenario.question or ""
    named = [p for p in ctx.res.final["players"] if _named(question, p)]
    if named == [player]:
        return True
    # "How much gold does Alice have, and how many cards does she draw?": where the question
    # names both players, "she" after a clause whose subject is one player is that player
    who = person[1].casefold()
    if len(named) < 2 or who not in ("she", "he"):
        return False
    called = _persons(ctx.scenario).get(who) or called_so(question, who, named)
    # the player the question's other sentences already call so: whose cards it calls "her"
    # ("Bob kills her Squire ... How many cards does she draw?": Alice), or the subject of the
    # sentence before one that begins "She" ("Alice has 4 gold. She uses Deep Study ... Bob
    # answers ... How many cards does she draw?": Alice, not Bob); else the clause's subject,
    # where the question does not call that one by the other pronoun
    if called is not None:
        return called == player
    return subject_before(question, q, named, who) == player and \
        called_so(question, "he" if who == "she" else "she", named) != player


def called_so(question: str, who: str, players: list[str]) -> str | None:
    """The one player `question`'s sentences call "she" (or "he", `who`): the subject of the
    sentence just before one that begins with the pronoun ("Alice has 4 gold. She uses Deep
    Study"). None where none or several are."""
    sentences = [x for x in re.split(r"(?<=[.?!])\s+", _unquoted(question).strip()) if x]
    found = set()
    for before, sentence in pairwise(sentences):
        if before.rstrip().endswith("?") or not re.match(rf"\W*{who}\b", sentence, re.I):
            continue
        first = re.match(r"\W*(\w+)\b(?!['’])", before)
        found |= {p for p in players if first and p.casefold() == first[1].casefold()}
    return found.pop() if len(found) == 1 else None


#: A clause's end inside a sentence ("..., and", "; then"): where the clause before a part ends.
CLAUSE_END = LazyRe(r"[,;:]\s*(?:(?:and|but|then|so)\s+)?")


def subject_before(question: str, q: str, players: list[str], who: str) -> str | None:
    """The one player the clause just before part `q` of `question` has as its subject, which
    its pronoun `who` ("she", "he") may stand for: the clause of its own sentence before it
    ("How much gold does Alice have, and how many cards does she draw?": Alice), else the
    sentence before; named there not as an owner ("Alice uses Blood Oath on Bob's Knight":
    Alice, not Bob). None where none or several are, or where that clause says the pronoun of
    someone else ("Bob kills her Squire. How many cards does she draw?": not Bob)."""
    at = question.casefold().find(q.strip().casefold())
    if at <= 0:
        return None
    text = _unquoted(question[:at])
    sentences = [x for x in re.split(r"(?<=[.?!])\s+", text.strip()) if x]
    if not sentences:
        return None
    own = sentences[-1] if not re.search(r"[.?!]\s*$", text) else ""
    clauses = [c for c in CLAUSE_END.compiled.split(own) if re.sub(
        r"\b(?:and|but|then|so)\b", "", c).strip()] if own else []
    clause = clauses[-1] if clauses else sentences[-1]
    subjects = [p for p in players if re.search(
        rf"\b{re.escape(p)}\b(?!['’]s?\b)", clause, re.I)]
    other = r"\b(?:she|her|hers|herself)\b" if who == "she" else r"\b(?:he|his|him|himself)\b"
    return subjects[0] if len(subjects) == 1 and not re.search(other, clause, re.I) else None


def place_events(game: Rulebook) -> tuple[tuple[str, EventDecl], ...]:
    """The game's own events at a place that a question asks about with a verb of their own
    (EventDecl.asked: "Does she hold bf-a?")."""
    return tuple((e, d) for e, d in game.vocab.game_events.items() if d.asked)


@lru_cache(maxsize=32)
def asked_verb(verb: str) -> re.Pattern[str]:
    """A declared verb as a question asks with it ("hold", "holds", "for holding it")."""
    return re.compile(rf"\b{re.escape(verb)}(?:s|ing)?\b", re.I)


def place_event_asked(q: str, game: Rulebook) -> tuple[str, EventDecl] | None:
    """The event (and its declaration) whose verb `q` asks with first, if any."""
    found = [(m.start(), e, d) for e, d in place_events(game)
             for m in asked_verb(d.asked).finditer(q) if not _holds_a_state(q[m.end():], game)]
    return min(found, key=lambda x: x[0])[1:] if found else None


def _holds_a_state(after: str, game: Rulebook) -> bool:
    """Whether the verb's object, `after` it, is priority or a key of the game's own state
    ("Does she hold focus?": focus, RB 313, not a battlefield held, RB 315.2.b; it was a Yes
    by the battlefield she held)."""
    m = re.match(r"\s+(?:the\s+)?([\w-]+)", after)
    keys = {k.partition(":")[0].casefold() for k in game.words.facts} | {"priority"}
    return m is not None and m[1].casefold() in keys


def event_places(ctx: _Facts, decl: EventDecl) -> list[str]:
    """The places an event of `decl` may happen at: the keys of its game-state entry."""
    return [str(b) for b in ctx.res.final.get("game", {}).get(decl.places, {}) or ()]


def places_named(text: str, ctx: _Facts, decl: EventDecl) -> list[str]:
    """The places of `decl` that `text` names, by id or by the card the place is ("Does she
    conquer Sunken Plaza?" names bf-a where Sunken Plaza is the card at bf-a; it was read as
    naming no place, so that her conquer of bf-b answered Yes, RB 469.1)."""
    return [b for b in event_places(ctx, decl) if _named(text, b) or (
        (name := ctx.res.card_name(b)) != b and _named(text.casefold(), name.casefold()))]


def place_named(text: str, ctx: _Facts) -> str | None:
    """The one place of the game's place events (`EventDecl.places`) that `text` names, if
    just one ("Does she score at Sunken Plaza?": bf-a)."""
    named = {b for _, d in place_events(ctx.game) for b in places_named(text, ctx, d)}
    return next(iter(named)) if len(named) == 1 else None


def places_scored(player: str, ctx: _Facts) -> set[str]:
    """The places `player` scored at (RB 468, RB 469): those a scoring step names by an event
    of theirs that is not a place event asked by its own verb (a conquer that
    scored no point, RB 370.1.a.1, is no score)."""
    asked = {e for e, _ in place_events(ctx.game)}
    args = {d.place_arg for _, d in place_events(ctx.game)}
    return {str(n.label.args[a]) for st in ctx.res.steps if st.kind == StepKind.SCORE
            for n in st.nodes if n.player == player and n.event not in asked and
            isinstance(n.label, Msg) for a in args if a in n.label.args}


def done_at_place(f: Fact, verdict: str, q: str, ctx: _Facts, event: str,
                   decl: EventDecl) -> Fact:
    """A player's fact for "Does she hold bf-a?", told by the step that decided it: the one
    she held it at, or the last step of her Scoring Step that said why she held nothing (no
    battlefield, already scored); not by her points (RB 315.2.b.2: a hold scores a point, but
    the points do not say which battlefield was held, nor why none was). The event, its verb,
    its places and how a No is said are the game's (EventDecl.asked, places, denied)."""
    player = f.subject.id
    # the places the part asked names, else those of the whole question ("... moves it to
    # bf-b. Does she conquer bf-a?" asks of bf-a alone)
    places = places_named(q, ctx, decl) or places_named(ctx.scenario.question or "", ctx, decl)
    if len(places) != 1 or (decl.denied is None and verdict != "Yes"):
        # (a Yes is told by the step she did it at, whatever the game says of a No: "Does she
        # conquer bf-b?" by her conquer, RB 469.1, not by all she has as the ruling ends)
        return f
    steps = [st for st in ctx.res.steps if st.kind == StepKind.SCORE and st.said is not None
             and st.said.args.get("player") == player]
    done = [st for st in steps if any(n.event == event and n.player == player and isinstance(
        n.label, Msg) and n.label.args.get(decl.place_arg) == places[0] for n in st.nodes)]
    # a No where she did it elsewhere is told by where she did ("Does she conquer bf-a?" of one
    # who conquered bf-b: that conquer, RB 469.1, not the point it scored, which names bf-b alone)
    elsewhere = [st for st in steps if any(
        n.event == event and n.player == player and isinstance(n.label, Msg) and
        n.label.args.get(decl.place_arg) not in (None, places[0]) for n in st.nodes)]
    step = done[0] if verdict == "Yes" and done else (elsewhere or steps)[-1] \
        if verdict == "No" and steps else None
    if step is None and verdict == "No":
        # "Does Alice conquer bf-a?" of the one combat there, which she did not win (no result,
        # RB 466.3.d, or lost): by that combat's result, not her Energy
        return _by_the_combat_lost(f, player, places[0], ctx)
    if step is None:
        return f
    text = Msg("{fact} at step {step}", fact=said(step), step=step.index) \
        if verdict == "Yes" or decl.denied is None else \
        Msg(decl.denied.id, player=player, where=places[0], step=step.index, what=said(step))
    return replace(f, said=text, step=step.index, citations=step.citations[:2])


#: Judge's own words for a combat's result (RB 466.3), at the battlefield its `at` names.
COMBAT_RESULT = "combat at {at}: "


def _by_the_combat_lost(f: Fact, player: str, place: str, ctx: _Facts) -> Fact:
    """Player `player`'s fact `f` said by the result of the ruling's one combat, at `place`,
    that they attacked in and did not win (the game's own `combats` state), else `f` as it
    was."""
    combats: list[Any] = list((ctx.res.final.get("game") or {}).get("combats") or ())
    if len(combats) != 1 or not isinstance(combats[0], dict):
        return f
    c: dict[str, Any] = combats[0]
    if str(c.get("at")) != place or player != c.get("attacker") or c.get("winner") == player:
        return f  # (a defender conquers nothing by a combat: it held the battlefield already)
    # the step of its result (judge's own step words: "combat at bf-a: the combat has no
    # result, as ...", "combat at bf-a: bob wins the combat")
    result = next((st for st in reversed(ctx.res.steps) if st.said is not None and
                   st.said.id.startswith(COMBAT_RESULT) and st.said.args.get("at") == place),
                  None)
    if result is None:
        return f
    text = Msg("at step {step}, {what}", step=result.index, what=said(result))
    return replace(f, said=text, step=result.index, citations=ctx.rules(result))


def draws_in_all(scored: list[tuple[int, int, int]], facts: list[Fact], q: str,
                  ctx: _Facts) -> tuple[int, Fact] | None:
    """The fact of a card drawn (or left in the deck) that question `q` is most about, told by
    how many cards its owner drew in all by what the ruling resolved or replaced (not a draw
    phase's draw), or by what `q` names after "from" ("Who draws from Echo Hall?"): "alice
    draws 2 cards: Trainee Squire (a1) ends in alice's hand, ...". Who draws is the player `q`
    asks of, else (for "who") the one who drew."""
    steps = drawing_steps(q, ctx)
    asked = [p for p in ctx.res.final["players"] if asks_of_player(q, p, ctx)]
    if not asked and scored and (nobody := nobody_draws_from(q, steps, ctx)) is not None:
        # "Who draws from Echo Hall?" when it drew no one: its resolution says why (RB
        # 190.6.d: an uncontrolled battlefield's "you" is nobody), not another card's draw
        first = scored[0][2]
        return first, replace(facts[first], said=nobody[0], step=nobody[1].index,
                              citations=ctx.rules(nobody[1]))
    # (a card put into the deck during the ruling and drawn is one too: Stray Summons', FOW
    # 1305.2; a Burn Out's, RB 431.2: "Which card does she draw?" was told by the deck's top
    # card, still there)
    draws = [(i, f) for _, _, i in scored if (f := facts[i]).subject.kind == "object"
             and (_drawn(ctx, f.subject.id) is not None or _refilled_and_drawn(ctx, f))]
    at = {st.index for st in steps}
    # a card those steps drew, before one that left the deck otherwise (found and played)
    for i, f in sorted(draws, key=lambda d: (not (_drawn(ctx, d[1].subject.id) or
                                                  _refilled_and_drawn(ctx, d[1])),
                                             d[1].step not in at)):
        player = str((ctx.res.final["objects"].get(f.subject.id) or {}).get("owner", ""))
        if asked and asked != [player]:
            continue
        drew = [n for st in steps for n in st.nodes if n.event == "drawn" and n.player == player]
        if not drew and asked and f.step is not None:
            # "How many cards has he drawn?" where his only draw was his draw phase's (RB
            # 315.4.a), the step this card's fact tells: those are counted, never "bob draws 0
            # cards" beside the step that drew it
            drew = [n for n in ctx.res.steps[f.step - 1].nodes
                    if n.event == "drawn" and n.player == player]
        if not drew and not asked:
            continue  # "Who draws?": not a player who drew nothing
        undone = None if drew else _quoted_trigger_undone(ctx.scenario.question or q, ctx,
                                                           says_to_draw)
        if undone is not None and undone[2]:
            # "How many cards does Alice draw?" of a Blade whose "when I'm attached, draw 1"
            # never triggered: why (attached again to its own unit, nothing more happens: RB
            # 434.1.h), not where her deck's top card is
            reason, when, cites = undone
            return i, replace(f, said=Msg("{player} draws {n} card: {fact}",
                                          plural="{player} draws {n} cards: {fact}",
                                          player=player, n=0, fact=reason), step=when,
                              citations=cites)
        skipped = None if drew else _draw_not_done(player, ctx)
        if skipped is None and not drew and \
                (never := _drawing_item_never_resulted(player, ctx)) is not None:
            # "How many cards does she draw?" of her Deep Study that Bob's Dispel cancelled (or
            # whose target left play): none, and the step that stopped it says why, not where
            # her Action went (the question's second part led with its graveyard)
            gone, why = never
            return i, replace(f, said=Msg("{player} draws {n} card: {fact}",
                                          plural="{player} draws {n} cards: {fact}",
                                          player=player, n=0, fact=Msg(
                                              "at step {step}, {what}", step=gone.index,
                                              what=said(gone))),
                              step=gone.index, citations=tuple(dict.fromkeys(
                                  (*why, *ctx.rules(gone))))[:MAX_RULES])
        if skipped is not None:
            # "How many cards does Alice draw?" of her card whose draw did not happen ("if you
            # control a Territory", read as it resulted): that step says why, not her deck
            return i, replace(f, said=Msg("{player} draws {n} card: {fact}",
                                          plural="{player} draws {n} cards: {fact}",
                                          player=player, n=0, fact=Msg(
                                              "at step {step}, {what}", step=skipped.index,
                                              what=said(skipped))),
                              step=skipped.index, citations=ctx.rules(skipped))
        text = drawn_together(player, steps, f, ctx) or Msg(
            "{player} draws {n} card: {fact}", plural="{player} draws {n} cards: {fact}",
            player=player, n=len(drew), fact=f.said)
        drawn_at = ctx.res.steps[f.step - 1] if f.step is not None else None
        if drawn_at is not None and ctx.cited_elsewhere(drawn_at, f.subject.id):
            # how many she drew in all is the player's: an instruction's condition that
            # decided whether its draw happened decided it too (FOW 1137.2 [Rune]), though
            # not which card this one was
            f = replace(f, citations=ctx.rules(drawn_at, about=player))
        cites = draw_rule_first(deck_order_first(f, q, ctx), bool(drew), ctx)
        once = played_once(drawn_at.item, ctx) if drew and drawn_at is not None and \
            HOW_MANY.search(q) else None
        if once is not None:
            # "How many cards does she draw?" of a "when you play a spell, draw 1" that saw a
            # spell whose Repeat ran its instructions twice: it was played once (RB 820.3.a),
            # so it triggered once; that decided how many, before the draw's own rule
            cites = tuple(dict.fromkeys((once, *cites)))[:MAX_RULES]
        return i, replace(f, said=text, citations=cites)
    return None


#: "How many ...?"
HOW_MANY = LazyRe(r"\bhow\s+many\b", re.I)


def played_once(item: str | None, ctx: _Facts) -> str | None:
    """Of trigger `item` set off by an item's being played, where that item's instructions ran
    again by an option of its play (the game's `played_with`, `again`): the rule by which it
    was still played once (PlayedWith.played_once: RB 820.3.a), which its resolution cites;
    None else."""
    if not item:
        return None
    for cause in ctx.causes.get(item, ()):
        node = ctx.nodes.get(cause)
        at = ctx.steps.get(ctx.node_step.get(cause) or 0)
        # (its own play, completed as it resolved: not a token its instruction played, each
        # of which is a play of its own, RB 820.1.d.1)
        if node is None or node.event != "played" or at is None or node.obj != at.item:
            continue
        return next((o.played_once for o in ctx.game.played_with
                     if o.again and o.played_once and o.played_once in at.citations), None)
    return None


#: A resolution's words for its draw that did not happen (judge's own step words).
DRAW_NOT_DONE = "its draw instruction does not happen"


def _draw_not_done(player: str, ctx: _Facts) -> Step | None:
    """The last resolution of `player`'s item whose draw did not happen, where every draw its
    card says is its controller's (another player's would not be hers to miss)."""
    for st in reversed(ctx.res.steps):
        if st.kind != StepKind.RESOLVE or st.actor != player or not st.item or \
                DRAW_NOT_DONE not in st.summary:
            continue
        # its card's, or its source's card for a skill or a copy ("council.copy")
        card = ctx.scenario.cards.get(ctx.res.card_name(st.item.split(".")[0]))
        draws = [r for r in nested_records(card) if getattr(r, "kind", "") == "draw"] \
            if card is not None else []
        if draws and all(getattr(r, "player", "controller") in ("controller", "you")
                         for r in draws):
            return st
    return None


def _drawing_item_never_resulted(player: str, ctx: _Facts
                                 ) -> tuple[Step, tuple[str, ...]] | None:
    """The step that stopped the last item `player` put in the register whose card draws (every
    draw it says its controller's) and that left it without resulting (cancelled, VW REG.12.b;
    its target gone, VW REG.8.b), with the rules of why; None where there is none."""
    for fz in reversed(ctx.res.fizzled):
        played = next((st for st in ctx.res.steps if st.item == fz.item and
                       st.kind in (StepKind.PLAY, StepKind.ACTIVATE, StepKind.TRIGGER)), None)
        if played is None or played.actor != player:
            continue
        card = ctx.scenario.cards.get(ctx.res.card_name(fz.item.split(".")[0]))
        draws = [r for r in nested_records(card) if getattr(r, "kind", "") == "draw"] \
            if card is not None else []
        if not draws or any(getattr(r, "player", "controller") not in ("controller", "you")
                            for r in draws):
            continue
        # the item's own step that says it does not result, else the one that cancelled it
        gone = next((st for st in reversed(ctx.res.steps) if st.item == fz.item and st.kind in
                     (StepKind.RESOLVE, StepKind.FIZZLE, StepKind.CANCEL)), None) or next(
            (st for st in reversed(ctx.res.steps) if st.kind == StepKind.RESOLVE and fz.by and
             st.item == fz.by), None)
        if gone is not None:
            return gone, tuple(fz.citations)
    return None


def drawn_together(player: str, steps: list[Step], f: Fact, ctx: _Facts) -> Msg | None:
    """Several cards `player` drew at the one step a drawn card's fact tells, each named:
    "alice draws 3 cards: Tide Study (a1), Tide Study (a2) and Tide Study (a3), when Grave
    Reading (reading) resolves at step 5" (it named the first card alone, "alice draws 3
    cards: Tide Study (a1) ends in alice's hand, when ...", as if it were all she drew). None
    where one card was drawn, the draws were at several steps, or the card's fact says more
    than where it went and when (a replacement's "instead", another change)."""
    drew = [(st.index, n.obj) for st in steps for n in st.nodes
            if n.event == "drawn" and n.player == player]
    said = f.said
    if len(drew) < 2 or {at for at, _ in drew} != {f.step} or not isinstance(said, Msg) or \
            said.id != "{fact}, {when}" or not _where_alone(said.args.get("fact"), f):
        return None
    return Msg("{player} draws {n} card: {cards}, {when}",
               plural="{player} draws {n} cards: {cards}, {when}", player=player, n=len(drew),
               cards=Items([ctx.name(oid) for _, oid in drew]), when=said.args["when"])


def _where_alone(fact: object, f: Fact) -> bool:
    """Whether a card's fact says only where it went: asked of its zone alone, or asked of
    nothing in particular (no `expect:`) and said in one clause ("Tide Study (a1) ends in
    alice's hand")."""
    if f.subject.fields == ("zone",):
        return True
    clauses = fact.args.get("clauses") if isinstance(fact, Msg) else None
    return not f.subject.fields and isinstance(fact, Msg) and fact.id == "{object} {clauses}" \
        and isinstance(clauses, Items) and len(clauses.items) == 1


def by_a_keywords_trigger(cites: tuple[str, ...], steps: Iterable[Step], ctx: _Facts
                          ) -> tuple[str, ...]:
    """A draw (or another change) made by a triggered ability's resolution, where the rule of
    a keyword made the ability go as it triggered (RB 812.1.c: Legion held, so the Herald's
    draw triggered): that rule decided it, first, as it leads a stat the ability changed
    (answer._stats_by_a_keywords_item); the resolution's own rules (RB 413.2.b) after."""
    for st in steps:
        trigger = next((t for t in ctx.res.steps if t.kind == StepKind.TRIGGER and
                        t.item == st.item), None) if st.kind == StepKind.RESOLVE and st.item \
            else None
        keyword = ctx.deciding_keyword(trigger) if trigger is not None else None
        if keyword is not None and keyword not in cites:
            return tuple(dict.fromkeys((keyword, *cites)))[:MAX_RULES]
    return cites


def draw_rule_first(cites: tuple[str, ...], drew: bool, ctx: _Facts) -> tuple[str, ...]:
    """A draw's fact, where its player drew: the game's rule of what a draw is (Role.DRAW:
    FOW 1009.1, the top card of the deck into the hand) decided which card it was, before the
    chase's order or how an item resolves (FOW 605.1b, 707.3), which say only when: in their
    place, after the rules that decided more (FOW 105.3b: whose the draw was; 908.1: how many,
    read now; a house policy). Not where the game cites its own rule for a draw's resolution
    (Rulebook.effect_citations: RB 413.2.b), nor a house policy mapped to drawing (VW HP.17,
    from an empty deck), which a draw from a deck with cards in it does not read."""
    rule = ctx.game.roles.get(Role.DRAW)
    data = ctx.game.data.rules.get(rule or "")
    if not drew or rule is None or data is None or data.kind != "rule" or rule in cites or \
            "draw" in ctx.game.effect_citations:
        return cites
    # (and a kind of ability's own rule of resolving, FOW 717.3: the game's frame rules)
    frame = {ctx.game.roles.get(r) for r in (Role.STACK_ORDER, Role.ABILITY_RESOLVES,
                                             Role.CARD_DESTINATION)} | ctx.game.frame_rules
    decided = [c for c in cites if c not in frame]
    return tuple(dict.fromkeys((*decided[:MAX_RULES - 1], rule, *cites)))[:MAX_RULES] \
        if len(decided) < MAX_RULES else cites


#: "Which card does she draw?": the card, which the deck's order decided.
WHICH_CARD_DRAWN = LazyRe(r"\bwhich cards? (?:does|did|will|do) \w+ draw\b", re.I)


def deck_order_first(f: Fact, q: str, ctx: _Facts) -> tuple[str, ...]:
    """The citations of a drawn card's fact, where `q` asks which card is drawn: first the
    house policy that ordered the deck (a shuffle's outcome, Rulebook.deck_order_policies)
    where a step up to the draw cites it, as it decided which card was on top (FOW HP.4)."""
    if f.step is None or not WHICH_CARD_DRAWN.search(q):
        return f.citations
    ids = {ctx.res.policy_ids[k] for k in ctx.game.deck_order_policies
           if k in ctx.res.policy_ids}
    ordered = next((c for st in ctx.res.steps if st.index <= f.step for c in st.citations
                    if c in ids), None)
    if ordered is None or ordered in f.citations:
        return f.citations
    return (ordered, *f.citations)[:MAX_RULES + 1]


#: "Does she draw from it?", "Does Bob draw from Echo Hall?": of what it names, not her draw phase.
DRAWS_FROM = RareRe(r"\bdraws?\s+(?:\w+\s+)?from\b", re.I, needs=("from",))

#: "Does the Ledger draw both times?": the card asked of as the drawer, and a count of two.
CARD_DRAWS = LazyRe(r"^\W*(?:does|did|will|do)\s+(?P<card>(?:[\w'’-]+\s+){0,4}?[\w'’-]+)\s+"
                    r"draw\b", re.I)

TIMES = LazyRe(r"\b(?:(?P<n>\d+|[a-z]+) times|(?P<word>once|twice|both))\b", re.I)


def times_wanted(q: str) -> int:
    """How many times a yes/no question asks for ("both times", "twice", "three times", "draw
    2"): 1 where it says none."""
    m = TIMES.search(q)
    if m is not None and m["word"]:
        return {"once": 1, "twice": 2, "both": 2}[m["word"].casefold()]
    if m is not None and m["n"]:
        n = m["n"].casefold()
        if n.isdigit():
            return int(n)
        if n in NUMBER_WORDS:
            return NUMBER_WORDS.index(n)
    drawn = DRAWS.search(q)
    return int(drawn.group(1)) if drawn and drawn.group(1) else 1


def draws_of_card_asked(q: str, player: str, ctx: _Facts
                         ) -> tuple[str, list[Step], int] | None:
    """Of "Does the Ledger draw ...?", where the words before "draw" name a card (not a
    player) whose abilities resolved and drew for `player`: its name, the steps that drew and
    how many cards; where what the question makes the drawer (a card, an ability by its name,
    or what she draws "from") resolved and drew no one, its name, its resolutions and 0; None
    otherwise (a player asked of, or a source that never resolved: the other readers say
    why)."""
    clause = asked_clause(q)
    m = CARD_DRAWS.match(clause)
    drawer = m["card"] if m is not None and not any(
        _named(m["card"], p) for p in ctx.res.final["players"]) else None
    cards = {oid for oid, e in ctx.res.final["objects"].items()
             if _mentions(drawer, oid, str(e.get("card") or ""))} if drawer else set()
    if len(cards) == 1:
        card = cards.pop()
        own = [st for st in ctx.res.steps if st.kind == StepKind.RESOLVE and st.item and
               st.item.split(".")[0] == card]
        at = [st for st in own
              if any(n.event == "drawn" and n.player == player for n in st.nodes)]
        if at:
            n = sum(1 for st in at for node in st.nodes if node.event == "drawn" and
                    node.player == player)
            return ctx.name(card), at, n
        return _drew_no_one(ctx.name(card), own)
    # "Does Restock still draw her a card?", "Does she draw from the Scribe's ability?": an
    # ability by its name, or the source after "from", that resolved and drew no one
    source = drawer if drawer and not cards else (
        f[1] if (f := DRAWS_FROM_SOURCE.search(clause)) is not None else None)
    if not source:
        return None
    resolves = [st for st in ctx.res.steps if st.kind == StepKind.RESOLVE and st.item]
    items = {str(st.item) for st in resolves if "." in str(st.item) and _mentions(
        source, str(st.item), _item_name(ctx, str(st.item)))}  # (an ability, by its name)
    sources = {str(st.item).split(".")[0] for st in resolves if _mentions(
        source, str(st.item).split(".")[0], ctx.res.card_name(str(st.item).split(".")[0]))}
    if len(items) == 1:
        item = next(iter(items))
        return _drew_no_one(_item_name(ctx, item), [st for st in resolves if st.item == item])
    if not items and len(sources) == 1:
        card = next(iter(sources))
        return _drew_no_one(ctx.name(card), [st for st in resolves
                                             if str(st.item).split(".")[0] == card])
    return None


#: "Does she draw a card from the Scribe's ability?": the source named after "from".
DRAWS_FROM_SOURCE = LazyRe(r"\bdraws?\b[^?.;]*?\bfrom\s+(?P<source>[^?.;,]+)", re.I)


def _drew_no_one(name: str, own: list[Step]) -> tuple[str, list[Step], int] | None:
    """`own`, the resolutions of what a draw question makes the drawer, where they drew no one
    ("Does the Scribe's ability still draw her a card?" where its "if" was not met as it
    resolved, RB 383.2.b, and another card drew for her: its own resolution says why, not the
    other's draw); None where it never resolved or drew someone."""
    if any(n.event == "drawn" for st in own for n in st.nodes):
        return None
    # (only a resolution that says its draw did not happen: a unit's own resolution as it
    # entered, or an ability that never triggered, is told by the other readers)
    unmet = [st for st in own if st.detail is not None and UNMET_DRAW.search(st.detail)]
    return (name, unmet, 0) if unmet else None


def not_drawn_rules(why: Fact, ctx: _Facts) -> tuple[str, ...]:
    """The rules of `why`, the item a draw question names that did not draw (not_drawn_by)."""
    step = ctx.steps.get(why.step) if why.step is not None else None
    order = ctx.game.roles.get(Role.STACK_ORDER)
    # Resolved without its draw: every rule its step names says why, not the stack's order;
    # a house policy that decided it first (VW HP.35: X = 0 paid nothing), not where its
    # card went afterwards.
    where = ctx.game.roles.get(Role.CARD_DESTINATION)
    cites = tuple(c for c in step.citations if c not in (order, where)) or tuple(
        c for c in step.citations if c != where) if step is not None and \
        why.value == "resolved" else why.citations
    if step is not None and why.value == "resolved" and order is not None and \
            ctx.read_after_others(step, list(cites)):
        cites = (*cites, order)  # its "if" read what items resolved before it left
    if step is not None and why.value == "resolved" and decided_by_policy(step, ctx):
        cites = (*(c for c in cites if c in ctx.policies),
                 *(c for c in cites if c not in ctx.policies and
                   c != ctx.game.roles.get(Role.CARD_DESTINATION)))
    # its "if you do" asked of damage prevented in full, never dealt (RB 437.4): that decided
    # it, before the damage's and the draw's own rules
    undealt = tuple(c for c in cites if c in ctx.game.nothing_dealt_rules)
    return (*undealt, *(c for c in cites if c not in undealt))


def nobody_draws_from(q: str, steps: list[Step], ctx: _Facts) -> tuple[Msg, Step] | None:
    """"Who draws from Echo Hall?": where what `q` names after "from" resolved and drew no one,
    that it drew no one and its resolution's words; None where it drew, did not resolve, or
    `q` names no one item."""
    source = re.search(r"\bfrom\s+([^?]+)", q)
    own = [st for st in steps if st.kind == StepKind.RESOLVE and st.item]
    if source is None or not own or len(own) == len(
            [st for st in ctx.res.steps if st.kind == StepKind.RESOLVE and st.item]):
        return None  # it names no item of its own ("from her deck"): every draw answers
    if any(n.event == "drawn" for st in own for n in st.nodes):
        return None
    return Msg("nobody draws from {source}: at step {step}, {what}", source=source[1].strip(),
               step=own[-1].index, what=said(own[-1])), own[-1]


#: "Does anyone draw?", "Does anybody draw a card?": whether any player draws, not one.
ANYONE_DRAWS = LazyRe(r"\b(?:any|some)\s?(?:one|body)\b[^?.;]*\bdraws?\b", re.I)

#: A resolution that did nothing (judge's own step words: "nothing happens: ...").
NOTHING_HAPPENS = LazyRe(r"\bresolves: nothing happens\b")


def nobody_draws(q: str, ctx: _Facts) -> Step | None:
    """Asked whether anyone draws, where no player drew anything: the last resolution among
    those the question asks of that did nothing, whose words say why; None otherwise."""
    if not ANYONE_DRAWS.search(q) or any(
            n.event == "drawn" for st in ctx.res.steps for n in st.nodes):
        return None
    return next((st for st in reversed(drawing_steps(q, ctx)) if st.kind == StepKind.RESOLVE
                 and NOTHING_HAPPENS.search(st.summary)), None)


def drawing_steps(q: str, ctx: _Facts) -> list[Step]:
    """The steps whose draws the ruling made: what resolved or was replaced (not a draw phase's
    draw), only those of what `q` names after "from" ("Who draws from Echo Hall?")."""
    steps = [st for st in ctx.res.steps if st.item or st.kind == StepKind.REPLACE]
    source = re.search(r"\bfrom\s+(.+)$", q)
    if source is not None:
        own = [st for st in steps if st.item and (_mentions(
            source[1], st.item, _item_name(ctx, st.item)) or _mentions(
            source[1], st.item.split(".")[0], ctx.res.card_name(st.item.split(".")[0])))]
        steps = own or steps  # "from her deck" names no item: every draw
    return steps


def who_draws(f: Fact, q: str, ctx: _Facts) -> tuple[Fact, str]:
    """A yes/no question whether a player draws, answered by that player (the owner of the
    deck card the fact is about): how many cards they drew, or that they drew none and what
    the question names that did not make them draw (an item that did not resolve, or did
    without its draw: its own sentence says why); else the card's own fact."""
    entry = ctx.res.final["objects"].get(f.subject.id) or {}
    player = str(entry.get("owner", ""))
    # The draws of the step the card's fact tells (the sentence goes on to say that step), and
    # of every other step that drew by what resolved or was replaced, where that step is one:
    # two Alarms that each drew one are "bob draws 2 cards", not 1 (a draw phase's draw is
    # told alone).
    steps = drawing_steps(q, ctx)
    by_card = draws_of_card_asked(q, player, ctx)
    if by_card is not None:
        # "Does the Ledger draw both times?": the draws of the card the question makes the
        # drawer, at the steps its abilities resolved, not every draw of its player
        source, card_steps, n = by_card
        if not n:
            # (she may draw from something else: only the source asked of drew nothing)
            stopped = ctx._item(Subject("item", str(card_steps[-1].item)))
            return replace(f, said=Msg("{player} draws no card from {source}: {why}",
                                       player=player, source=source, why=stopped.said),
                           step=stopped.step, citations=not_drawn_rules(stopped, ctx)), "No"
        wanted = times_wanted(q)
        text = Msg("{player} draws {n} card from {source}, at step {steps}",
                   plural="{player} draws {n} cards from {source}, at steps {steps}",
                   player=player, n=n, source=source,
                   steps=Items([st.index for st in card_steps]))
        rules = tuple(dict.fromkeys(r for st in card_steps for r in ctx.rules(st)))[:MAX_RULES]
        return replace(f, said=text, step=card_steps[0].index, citations=by_a_keywords_trigger(
            draw_rule_first(rules, bool(n), ctx), card_steps, ctx)), \
            "Yes" if n >= wanted else "No"
    if f.step is None and DRAWS_FROM.search(q):
        pass  # "Does she draw from it?" of a card still in her deck: the draws of what resolved
    elif f.step is None or f.step not in {st.index for st in steps}:
        steps = [st for st in ctx.res.steps if f.step is None or st.index == f.step]
    drew = [n for st in steps for n in st.nodes if n.event == "drawn" and n.player == player]
    asked = DRAWS.search(q)
    wanted = int(asked.group(1)) if asked and asked.group(1) else 1
    not_it = card_drawn_asked(q, player, ctx) if drew else None
    if not_it is not None and not any(n.obj in not_it[1] for n in drew):
        # "Does she draw the Recruit?" when she drew another card: she draws, but not that
        # card (the question names a card of her deck, and no draw took it).
        text = Msg("{player} draws {n} card, not {card}: {fact}",
                   plural="{player} draws {n} cards, not {card}: {fact}",
                   player=player, n=len(drew), card=not_it[0], fact=f.said)
        # The rule of the step that drew decides it (what a draw takes: RB 413.2.b, FOW 402.1)
        # when the card's own fact is that it stayed where it was.
        drawing = next(st for st in steps for n in st.nodes if n in drew)
        cites = f.citations or drawing.citations
        return replace(f, said=text, citations=cites), "No"
    if drew:
        text = drawn_together(player, steps, f, ctx) or Msg(
            "{player} draws {n} card: {fact}", plural="{player} draws {n} cards: {fact}",
            player=player, n=len(drew), fact=f.said)
        drew_at = [st for st in steps if any(n in drew for n in st.nodes)]
        return replace(f, said=text, citations=by_a_keywords_trigger(
            draw_rule_first(f.citations, True, ctx), drew_at, ctx)), \
            "Yes" if len(drew) >= wanted else "No"
    nobody = nobody_draws(q, ctx)
    if nobody is not None:
        # "Does anyone draw?" where nothing drew: the resolution that drew no one and why
        # (RB 190.6.d: an uncontrolled battlefield's "you" is no player), not one player's deck
        return replace(f, said=Msg("nobody draws: at step {step}, {what}", step=nobody.index,
                                   what=said(nobody)),
                       step=nobody.index, citations=ctx.rules(nobody)), "No"
    why = not_drawn_by(ctx.scenario.question or q, ctx)
    if why is not None and not DRAW_SAID.search(str(why.said)) and \
            (declined := trigger_cost_declined(player, ctx)) is not None:
        # "... Panen ('gain 1 gold') waits below the Gun Shot. Does Alice draw?": her trigger's
        # cost that could not be paid as it triggered (VW REG.14.a), not the Panen the question
        # names, whose result says nothing of a draw
        return does_not_draw_at(f, player, declined, ctx.rules(declined))
    text = Msg("{player} does not draw: {why}", player=player,
               why=why.said if why is not None else f.said)
    if why is not None:
        return replace(f, said=text, step=why.step, citations=not_drawn_rules(why, ctx)), "No"
    skipped = next((st for st in ctx.res.steps if re.search(
        rf"(?<![\w-]){re.escape(player)}\b[^.;:]*\bdoes not draw\b|"
        rf"(?<![\w-]){re.escape(player)}'s\s+draw\s+phase\s+is\s+skipped\b", st.summary)),
        None)
    if skipped is not None:
        # "Does Alice draw in her first turn?": the step that says she does not, and its rule
        # (RB 489.7: the player who goes first skips that draw), not her deck's top card.
        return replace(f, said=Msg("at step {step}, {what}", step=skipped.index,
                                   what=said(skipped)),
                       step=skipped.index, citations=ctx.rules(skipped)), "No"
    moved = moved_off_unresolved(ctx.scenario.question or q, ctx)
    if moved is not None:
        # "Alice plays Quick Study. Bob answers with Recoil, returning it to her hand. Does
        # Alice still draw?": the step that took it off the chase, and it never resolved.
        return replace(f, said=Msg("{player} does not draw: {why}", player=player, why=Msg(
            "{fact}: it left the {stack} and never {resolves}", fact=Msg(
                "at step {step}, {what}", step=moved.index, what=said(moved)),
            stack=word(ctx.w.stack), resolves=word(ctx.w.resolves))),
            step=moved.index, citations=ctx.rules(moved)), "No"
    noted = item_noted(ctx.scenario.question or q, ctx)
    if noted is not None:
        # "Fleeting Insight says 'return me to your hand, then draw 1'. Does she draw?": the
        # note that its card left the chain as it resolved, so the rest was not carried out
        # (RB 359.3.e.15), not where her deck's top card is.
        return replace(f, said=Msg("{player} does not draw: {why}", player=player,
                                   why=said_of(noted.message)),
                       step=None, citations=tuple(noted.citations)[:MAX_RULES]), "No"
    unplayed = unplayed_drawer(ctx)
    if unplayed is not None:
        # "Bob rests his Echo Lamp ('play a copy of Quick Study'). Does Bob draw?" under a
        # restriction on playing chants: the step that says the card (the copy) was not played
        # and why (FOW 104.4, 1017.6d), not where his deck's top card is
        return does_not_draw_at(f, player, unplayed, ctx.rules(unplayed))
    trigger = _quoted_trigger_undone(ctx.scenario.question or q, ctx, says_to_draw)
    if trigger is not None:
        # "Gale Dancer ("when I move, draw 1") is played to bf-a. Does Alice draw?": No, and
        # why: the ability the question quotes did not trigger (a note says why: RB 812.1.c,
        # RB 383.3.e.1), or triggered and was not played (FOW 1146.3b), not where her deck's
        # top card is.
        reason, at, cites = trigger
        return replace(f, said=Msg("{player} does not draw: {why}", player=player, why=reason),
                       step=at, citations=cites), "No"
    declined = trigger_cost_declined(player, ctx)
    if declined is not None:
        # "... Alice does not pay the gold. Does she draw?": her triggered ability left unpaid
        # never joined the stack (VW REG.14.a, RB 404.2), not where her deck's top card is.
        return does_not_draw_at(f, player, declined, ctx.rules(declined))
    began = turn_began_asked(player, q, ctx)
    if began is not None:
        # "Does Bob draw a card as his turn begins?" where his turn's first phase drew nothing:
        # that phase's step and its rule (VW HP.1: no draw as a turn begins), not his deck
        return does_not_draw_at(f, player, began, ctx.rules(began))
    instead = draw_replaced_away(player, ctx)
    if instead is not None:
        # "... and does Bob draw?" where his Anchor's "draw instead" did not replace what the
        # Squire's own "instead" brought about (VW HP.55), or alice's Herald's "when a Follower
        # you control attacks, draw" where the attack was replaced (VW OV.1): that replacement,
        # under the rules that decided it (a house policy first), not her deck's top card
        cites = ctx.rules(instead)
        cites = (*(c for c in cites if c in ctx.policies), *(c for c in cites if c not in
                                                              ctx.policies))
        return does_not_draw_at(f, player, instead, cites[:MAX_RULES])
    mode = resolved_in_another_mode(player, q, ctx)
    if mode is not None:
        # "Does the copy draw a card?" of Twin Choice's copy, which keeps the mode chosen for
        # the original (FOW 1017.3d: it deals damage): that resolution and its rules, not
        # where her deck's top card is, citing nothing
        return does_not_draw_at(f, player, mode, ctx.rules(mode))
    chosen = mode_chosen_for_all(player, ctx)
    if chosen is not None:
        # "Does Alice draw a card?" where Twin Choice and its copy both dealt damage: neither
        # resolution alone says why she drew nothing; the mode chosen as the original was
        # played does (FOW 903.2g), which the copy keeps (FOW 1017.3d: what decided the
        # copies' resolutions that did not decide the original's)
        choice, original, copies = chosen
        own = set(ctx.rules(original))
        kept = tuple(dict.fromkeys((*ctx.rules(choice), *(
            c for st in copies for c in ctx.rules(st) if c not in own))))
        return does_not_draw_at(f, player, choice, kept[:MAX_RULES])
    others = [st for st in ctx.res.steps if any(
        n.event == "drawn" and n.player and n.player != player for n in st.nodes)]
    if others:
        # "Alice uses Profit. Does Bob draw?": the draw was another player's (its card's
        # controller's): the step that drew, under its rules, says whose it was, not his deck
        last = others[-1]
        return does_not_draw_at(f, player, last, ctx.rules(last))
    return replace(f, said=text), "No"


def does_not_draw_at(f: Fact, player: str, st: Step,
                     citations: tuple[str, ...]) -> tuple[Fact, str]:
    """"No — <player> does not draw: at step N, <what that step did>", under `citations`: the
    step that says why a player asked of drew nothing (who_draws)."""
    return replace(f, said=Msg("{player} does not draw: {why}", player=player, why=Msg(
        "at step {step}, {what}", step=st.index, what=said(st))),
        step=st.index, citations=citations), "No"


def resolved_in_another_mode(player: str, q: str, ctx: _Facts) -> Step | None:
    """The resolution of `player`'s card (or its copy) one of whose modes draws, that drew
    nothing: it resolved in another mode, the one chosen as it was played (a copy keeps the
    original's, FOW 1017.3d). Of several, the one copy question `q` asks of as "the copy";
    None where none, or several and the question does not single one out."""
    found = resolutions_in_another_mode(player, ctx)
    if len(found) > 1:
        found = [st for st in found if st.item and the_one_copy_asked(st.item, q, ctx)]
    return found[0] if len(found) == 1 else None


def mode_chosen_for_all(player: str, ctx: _Facts) -> tuple[Step, Step, list[Step]] | None:
    """Where several of `player`'s resolutions drew nothing for a mode that does not draw, all
    of one card (the original and its copies, which keep its mode: FOW 1017.3d), the step that
    chose that mode as the original was played (FOW 903.2g), with the original's resolution
    and the copies'; None where they are of several cards, the original did not resolve or no
    such choice step is in the ruling."""
    found = resolutions_in_another_mode(player, ctx)
    originals = {str(st.item).split(".")[0] for st in found}
    if len(found) < 2 or len(originals) != 1:
        return None
    (original,) = originals
    spec = ctx.scenario.cards.get(ctx.res.card_name(original))
    names = [m.name for m in (spec.modes if spec is not None else ())]
    choice = next((st for st in ctx.res.steps if st.kind == StepKind.CHOICE and
                   st.item == original and any(re.search(
                       rf"\b{re.escape(n)}\b", st.summary) for n in names)), None)
    resolved = next((st for st in found if st.item == original), None)
    if choice is None or resolved is None:
        return None
    return choice, resolved, [st for st in found if st.item != original]


def resolutions_in_another_mode(player: str, ctx: _Facts) -> list[Step]:
    """The resolutions of `player`'s cards (or their copies) one of whose modes draws, that
    drew nothing: each resolved in another mode."""
    found = []
    for st in ctx.res.steps:
        if st.kind != StepKind.RESOLVE or not st.item or st.actor != player or any(
                n.event == "drawn" for n in st.nodes):
            continue
        spec = ctx.scenario.cards.get(_item_name(ctx, st.item))
        modes = spec.modes if spec is not None else ()
        draws = [any(getattr(r, "kind", None) == "draw" for r in nested_records(m.effect))
                 for m in modes]
        if any(draws) and not all(draws):
            found.append(st)
    return found


def draw_replaced_away(player: str, ctx: _Facts) -> Step | None:
    """The last replacement step that names an object of `player`'s, where `player` has on the
    board an ability that would draw on such an event (a triggered one, or a replacement's
    "draw instead"): the event it waited for was replaced. None where no such ability or
    step."""
    objects = ctx.res.final["objects"]
    mine = [oid for oid, o in objects.items() if ctx.res.is_board(o.get("zone") or "") and
            (o.get("controller") or o.get("owner")) == player]
    instead = False  # a "draw instead" of hers, which another replacement may have forestalled
    stems: set[str] = set()  # the events her drawing triggers wait for ("attack", "destroy")
    for oid in mine:
        card = ctx.scenario.cards.get(ctx.res.card_name(oid))
        for ability in getattr(card, "abilities", ()) or ():
            if not says_to_draw(ability):
                continue
            if ability.kind == "triggered" and ability.when is not None:
                event = ability.when.event
                stems.add(event[:-2] if event.endswith("ed") else event)
            elif instructions(ability, "replace"):
                instead = True
    if not instead and not stems:
        return None
    names = {f"({oid})" for oid, o in objects.items()
             if (o.get("controller") or o.get("owner")) == player}
    waited = re.compile(rf"^instead of [^,]+\) (?:being )?(?:{'|'.join(map(re.escape, stems))})"
                        ) if stems else None
    return next((st for st in reversed(ctx.res.steps) if st.kind == StepKind.REPLACE and (
        (instead and any(n in st.summary for n in names)) or
        (waited is not None and waited.search(st.summary)))), None)


#: "... as his turn begins?", "at the start of her turn": a question asked of a turn's beginning.
TURN_BEGINS_ASKED = LazyRe(r"\bturn\s+(?:begins|starts|began|started)\b|"
                           r"\b(?:start|beginning)\s+of\s+(?:his|her|their|\w+'s)\s+turn\b", re.I)


def turn_began_asked(player: str, q: str, ctx: _Facts) -> Step | None:
    """Asked of a turn's beginning, the step at which the first phase of `player`'s turn
    began (judge's own words: "bob's start phase begins", after "turn 2 begins: bob is the
    turn player"); None where the question does not ask it or no turn of theirs began."""
    if not TURN_BEGINS_ASKED.search(q):
        return None
    turn = re.compile(rf"\bturn \d+ begins: {re.escape(player)} is the turn player\b")
    first = re.compile(rf"^{re.escape(player)}'s \w+ phase begins\b")
    steps = ctx.res.steps
    at = next((i for i, st in enumerate(steps) if st.kind == StepKind.PHASE and
               turn.search(st.summary)), None)
    if at is None:
        return None
    return next((st for st in steps[at + 1:] if st.kind == StepKind.PHASE and
                 first.search(st.summary)), None)


#: A trigger step saying its player left its cost unpaid, or could not pay it (judge's own
#: words: actions.py, stackops.py).
COST_LEFT_UNPAID = LazyRe(r"\btriggered; (\S+) does not pay its cost\b|"
                          r"\btriggered but its cost cannot be paid\b")


def unplayed_drawer(ctx: _Facts) -> Step | None:
    """The one resolution that says a card an effect told its player to play (or a copy of
    it) was not played (judge's own words, engine/copies.py: "Quick Study (study.copy) is not
    played: ..."), where that card's own instructions draw: why nobody drew by it. None where
    none or several."""
    found = []
    for st in ctx.res.steps:
        m = UNPLAYED.search(st.summary) if st.kind == StepKind.RESOLVE else None
        card = ctx.res.card_name(m["id"]) if m is not None else None
        spec = ctx.scenario.cards.get(card) if card else None
        if spec is not None and any(r.kind == "draw" for r in nested_records(spec.effect)
                                    if hasattr(r, "kind")):
            found.append(st)
    return found[0] if len(found) == 1 else None


def trigger_cost_declined(player: str, ctx: _Facts) -> Step | None:
    """The one step where `player` left a triggered ability's cost unpaid (or could not pay
    it), so it never joined the stack and did nothing (None: none, or several, which the
    question does not tell apart)."""
    found = [st for st in ctx.res.steps if st.kind == StepKind.TRIGGER
             and (m := COST_LEFT_UNPAID.search(st.summary)) is not None
             and (m[1] or st.actor) == player]
    return found[0] if len(found) == 1 else None


def watches_only_others(card: str, step: Step, oid: str, ctx: _Facts,
                         does: Callable[[AbilityDef], bool]) -> str | None:
    """The name of card `card`'s triggered ability that `does` what was asked and watches an
    event of the kind object `oid` had at `step` (it entered), but only of another object (its
    filter's `other`): why its own event did not trigger it. None where none such."""
    spec = ctx.scenario.cards.get(card)
    had = {n.event for n in step.nodes if n.kind == "event" and n.obj == oid}
    return next((a.name for a in (spec.abilities if spec is not None else ())
                 if a.kind == "triggered" and does(a) and a.when is not None
                 and a.when.event in had and a.when.object is None
                 and a.when.filter is not None and a.when.filter.other), None)


#: A step that says a card could not be played ("... cannot be played (it has no legal target)").
NOT_PLAYED = LazyRe(r"\b(?:cannot|could not|can't) be played\b", re.I)


#: "Can Bob play ...?", "May alice ...?": who a "can" part asks of, by name.
CAN_WHO = LazyRe(r"\b(?:can|could|may)\s+(?P<who>[\w-]+)\b", re.I)


def played_or_not(f: Fact, q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """Whether object `f` (asked in question `q`, "Can ... play it?", naming it) was played: the
    first step that played it (Yes) or that says it could not be played (No), with that step's
    rules; None where no step says either (nobody tried: the answer is not for us to guess)."""
    mark = f"({f.subject.id})"
    clause = QUOTED.sub("", q)
    others = [o for o in ctx.scenario.objects if o.id != f.subject.id and
              _mentions(clause, o.id, o.card)]
    obj = next((o for o in ctx.scenario.objects if o.id == f.subject.id), None)
    if obj is None or others or not (_mentions(clause, obj.id, obj.card) or
                                     PRONOUN.search(clause)):
        return None  # the clause asks of another card too, or of none: not for us to guess
    asker = CAN_WHO.search(clause)
    who = asker["who"].casefold() if asker is not None else ""
    player = who if who in ctx.scenario.players else None
    for st in ctx.res.steps:
        if mark not in st.summary:
            continue
        if player is not None and st.actor and st.actor != player:
            # "Can Bob play the Warden?" of a Warden Alice played: her play says nothing of
            # whether Bob could (it was "Yes — at step 1, alice plays Tithed Warden")
            continue
        if st.kind == StepKind.PLAY and st.item == f.subject.id:  # (any game's verb)
            verdict = "Yes"
        elif NOT_PLAYED.search(st.summary):
            verdict = "No"
        else:
            continue
        return replace(f, said=Msg("at step {step}, {what}", step=st.index, what=said(st)),
                       step=st.index, citations=ctx.rules(st)), verdict
    return None


def moved_off_unresolved(q: str, ctx: _Facts) -> Step | None:
    """Of the one card question `q` names that was played onto the stack and left it neither
    resolved nor fizzled (RB 359.3.f, FOW 703.3: moved to a hand), the resolution that moved it;
    None where none or several."""
    asked = QUOTED.sub("", q)
    played = {st.item for st in ctx.res.steps if st.kind == StepKind.PLAY and st.item}
    gone = {f.item for f in ctx.res.fizzled} | set(ctx.res.resolved) | set(
        ctx.res.final["stack"])
    items = [i for i in played - gone if _mentions(asked, i, _item_name(ctx, i))]
    if len(items) != 1:
        return None
    mark = f"({items[0]})"
    return next((st for st in reversed(ctx.res.steps) if st.kind == StepKind.RESOLVE and
                 st.item != items[0] and mark in st.summary), None)


def phase_skipped_for(oid: str, ctx: _Facts) -> Step | None:
    """The step that skipped the phase or step a triggered ability of object `oid` waits for
    ("at the beginning of your Ending Step": "alice's Ending Step is skipped"), where one did."""
    obj = next((o for o in ctx.scenario.objects if o.id == oid), None)
    spec = ctx.scenario.cards.get(obj.card) if obj is not None else None
    phases = {a.when.phase for a in (spec.abilities if spec is not None else ())
              if a.kind == "triggered" and a.when is not None and a.when.phase}
    return next((st for st in ctx.res.steps if st.kind == StepKind.REPLACE and
                 SKIPPED.search(st.summary) and any(
                     re.search(rf"\b{re.escape(ctx.w.phase(str(p)))}\b", st.summary, re.I)
                     for p in phases)), None)


def item_noted(q: str, ctx: _Facts) -> Finding | None:
    """The note about the one item question `q` names (by its card's name) that says the rest of
    its instructions were not carried out (RB 359.3.e.15); None where none or several do."""
    asked = QUOTED.sub("", q)
    items = [i for i in (*ctx.res.resolved, *(f.item for f in ctx.res.fizzled))
             if _mentions(asked, i, _item_name(ctx, i))]
    notes = [n for i in dict.fromkeys(items) if (n := _note_of(ctx, i, NOT_CARRIED)) is not None]
    return notes[0] if len(notes) == 1 else None


#: A note that the rest of an item's instructions were not carried out (RB 359.3.e.15).
NOT_CARRIED = LazyRe(r"\bthe rest of its instructions are not carried out\b")


def instructions(ability: AbilityDef, kind: str) -> list[Any]:
    """An ability's instructions of one kind, nested in modes and conditions too."""
    return [r for r in nested_records(ability.effect) if getattr(r, "kind", None) == kind]


def says_to_draw(ability: AbilityDef) -> bool:
    """Whether an ability's instructions say to draw."""
    return bool(instructions(ability, "draw"))


#: How such a step says it did not happen for the player (judge's own step words).
#: The game's own events add how its steps say one did not happen (EventDecl.not_done).
PLAYER_NOT_DONE = (r"cannot pay|pay nothing|pays nothing|declines to pay|cannot score|"
                   r"does not score|does not share|is skipped|"
                   r"draws a card instead|spends no \w+|would resolve; instead|"
                   r"instead of .+ being (?:activated|used)")


@lru_cache(maxsize=8)
def not_done_said(own: tuple[str, ...]) -> re.Pattern[str]:
    """PLAYER_NOT_DONE with a game's own ways of saying it (`own`)."""
    return re.compile(rf"\b(?:{'|'.join((*own, PLAYER_NOT_DONE))})\b", re.I)


#: What a draw question names as drawn: "draw the Recruit", "draws her Stone Warden".
DRAWS_WHAT = LazyRe(r"\bdraws?\s+([^?.!,;]+)", re.I)


def card_drawn_asked(q: str, player: str, ctx: _Facts) -> tuple[str, set[str]] | None:
    """The card a draw question names among those that started in `player`'s deck (its name,
    and the ids of that card's copies there), or None when it names none ("does she draw a
    card?", "draw 2")."""
    asked = DRAWS_WHAT.search(asked_clause(q))  # of the question asked, not a quoted text
    if asked is None:
        return None
    clause, deck = asked.group(1), ctx.game.vocab.deck_zone
    named: dict[str, set[str]] = {}
    for oid, start in (ctx.res.initial.get("objects") or {}).items():
        card = start.get("card") if isinstance(start, dict) else None
        owner = (ctx.res.final["objects"].get(oid) or {}).get("owner")  # not in every start
        if isinstance(card, str) and start.get("zone") == deck and str(owner) == player and \
                _mentions(clause, oid, card):
            named.setdefault(card, set()).add(oid)
    if len(named) != 1:  # none, or the words fit several cards: not a question of which card
        return None
    [(card, ids)] = named.items()
    return card, ids


def decided_by_policy(step: Step, ctx: _Facts) -> bool:
    """Whether a house policy the ruling applied is among the rules `step` cites."""
    return any(c in ctx.policies for c in step.citations)


def not_drawn_by(q: str, ctx: _Facts) -> Fact | None:
    """The item the question names that explains a draw that did not happen: one that did not
    resolve (cancelled, or its targets gone), else one that resolved without doing all it says
    (a target gone: RB 359.3.e)."""
    named = [i for i in (*(f.item for f in ctx.res.fizzled), *ctx.res.resolved)
             if _mentions(q, i, _item_name(ctx, i))]
    gone = {f.item for f in ctx.res.fizzled}
    partial = {st.item for st in ctx.res.steps if st.kind == StepKind.RESOLVE
               and st.reason == Reason.ILLEGAL_TARGETS}
    # or one whose resolution a house policy decided (VW HP.35: its "if you do" on a cost that
    # X = 0 did not pay)
    by_policy = {st.item for st in ctx.res.steps if st.kind == StepKind.RESOLVE and
                 decided_by_policy(st, ctx)}
    # or one whose draw's condition was not met as it resolved ("if you control a Holy
    # Follower, draw 2" after the Follower turned Dark): its step says so
    unmet = {st.item for st in ctx.res.steps if st.kind == StepKind.RESOLVE and
             st.detail is not None and UNMET_DRAW.search(st.detail)}
    # "Does the Watcher draw Alice a card?": an ability of the card the question names, whose
    # draw's condition was not met (RB 383.2.b), though its own name is not said
    named += [i for i in unmet if i is not None and i not in named and
              (src := item_source(ctx, i)) not in (None, i) and
              _mentions(QUOTED.sub("", q), str(src), ctx.res.card_name(str(src)))]
    # (a draw whose own condition was not met says so before a step a policy decided, which
    # may have decided something else of it: VW HP.59, what a Follower made Dark keeps)
    pick = next((i for i in named if i in gone), None) or next(
        (i for i in named if i in partial), None) or next(
        (i for i in named if i in unmet), None) or next(
        (i for i in named if i in by_policy), None)
    return ctx._item(Subject("item", pick)) if pick else None


#: Words that say something of a draw ("draws 1 card", "its draw instruction ...").
DRAW_SAID = LazyRe(r"\bdraw", re.I)
#: A resolve step's detail where its draw did not happen for its condition (conditions.py).
#: (or for the instruction it refers to, which did not happen: FOW 908.1, RB 359.3.e)
UNMET_DRAW = LazyRe(r"\bdraw instruction does not happen: (?:its condition|it refers to)\b")


def trigger_asked(facts: list[Fact], used: set[int], q: str, ctx: _Facts,
                  whole: bool = True) -> int | None:
    """The one card's fact whose triggered ability the yes/no question `q` asks of: a card
    with a triggered ability (or a keyword) that `q` names, by the card's name or the
    ability's; else (`whole`) the one such card the whole question names."""
    def asked(text: str) -> list[int]:
        out, by_ability = [], []
        for i, f in enumerate(facts):
            if i in used or f.subject.kind != "object":
                continue
            card = ctx.res.card_name(f.subject.id)
            spec = ctx.scenario.cards.get(card)
            if spec is None:
                continue
            names = [a.name for a in spec.abilities if a.kind == "triggered"] + [
                k.replace("_", " ") for k in spec.keywords]
            if any(re.search(rf"\b{re.escape(n)}\b", text, re.I) for n in names):
                by_ability.append(i)  # "Does Gale Step trigger?", "its [Revolution] ability"
            elif names and _mentions(text, f.subject.id, card):
                out.append(i)
        return by_ability or out
    found = asked(q)
    found = found if len(found) == 1 or not whole else asked(ctx.scenario.question or "")
    return found[0] if len(found) == 1 else None


def someone_elses_trigger(f: Fact, said: str, asked: str, ctx: _Facts) -> Fact | None:
    """Where fact `f` is of a triggered item whose card `asked` names only as another player's
    ("Bob's Tithe" of Alice's Tax Hall's Tithe): the fact of the card the question asks of
    (`trigger_object`), else None."""
    src = item_source(ctx, f.subject.id)
    if src is None or src == f.subject.id:
        return None
    name = f.subject.id.rpartition(".")[2].replace("-", " ")
    spec = ctx.scenario.cards.get(ctx.res.card_name(src))
    names = [a.name for a in spec.abilities if a.kind == "triggered"] if spec else []
    name = next((n for n in names if n.casefold() == name.casefold()), name)
    if not _someone_elses(asked, src, name, ctx.scenario):
        return None
    other = trigger_object(said, ctx)
    return other if other is not None and other.subject.id != src else None


@dataclass(frozen=True)
class CardOfRuling:
    """A card the file gives: an object, or a card it puts on the stack as it starts."""

    id: str
    card: str
    controller: str


def cards_of_ruling(ctx: _Facts) -> list[CardOfRuling]:
    """The cards the file gives, its objects' then the cards it puts on the stack (a card
    resolving there, whose ability may trigger as it enters: FOW's Cinder Herald)."""
    return [*(CardOfRuling(o.id, o.card, o.controller) for o in ctx.scenario.objects),
            *(CardOfRuling(i.id, i.card, i.controller) for i in ctx.scenario.stack if i.card)]


def trigger_object(q: str, ctx: _Facts) -> Fact | None:
    """The fact of the one object of the scenario whose triggered ability the yes/no question
    `q` names ("Does Prospect Peak's Strike Gold trigger?"), where no fact is about it; else
    the one card with a triggered ability `q` names ("Does Counterwatch trigger?", "Does the
    Totem trigger?"), else the one such card of the player `q` names ("Does Alice's
    trigger?")."""
    own = _own_sentence(q)
    found, named, theirs = [], [], []
    whose = re.search(r"\b([\w-]+)'s\s+trigger", own, re.I)
    by_name: dict[str, str] = {}
    triggered = {st.item for st in ctx.res.steps if st.kind == StepKind.TRIGGER and st.item}
    for obj in cards_of_ruling(ctx):
        spec = ctx.scenario.cards.get(obj.card)
        # its triggered abilities, and a keyword of its that triggered as an item of its own
        # ("Does the Sprite's Temporary trigger?": the game makes a triggered ability of it)
        names = [a.name for a in spec.abilities if a.kind == "triggered"] + [
            k.replace("_", " ") for k in spec.keywords if f"{obj.id}.{k}" in triggered
        ] if spec else []
        # (and an ability it gained that triggered: the Phoenix stacked on the Scout has the
        # Scout's Scouting, FOW 1045.2, though its own card has no such ability)
        names += [n for n in gained_triggers(obj.id, ctx) if n not in names]
        hit = next((n for n in names if re.search(rf"\b{re.escape(n)}\b", q, re.I)), None)
        if hit is not None:
            found.append(obj.id)
            by_name[obj.id] = hit
        elif names and _asks_of(own, obj.id, obj.card, ctx.scenario):
            named.append(obj.id)
        elif names and whose and whose[1].casefold() == obj.controller.casefold():
            theirs.append(obj.id)
    if len(found) > 1:
        # "Does Bob's Tithe trigger?" of two Tax Halls' Tithe: the one of the player the
        # possessive names ("Tithe milik Bob" reads the same)
        found = [o for o in found if not _someone_elses(own, o, by_name[o], ctx.scenario)]
    if len(found) > 1:
        # "Does Phoenix of the Second Dawn's Scouting trigger?": the card the question names
        # as the ability's, not another card with an ability of that name (the Scout below)
        found = [o for o in found if _asks_of(own, o, ctx.res.card_name(o), ctx.scenario)
                 ] or found
    pick = next((x for x in (found, named, theirs) if x), [])
    if len(pick) != 1:
        return None
    if not found and stacked_below(pick[0], ctx):
        # "Does Scout of Dawn trigger?" of the card stacked below another: the top card had its
        # name too as long as it was stacked (FOW 1045.2), so the name asks of either card:
        # no Yes or No by the card below alone (asked by its ability's name, it is one)
        return None
    # (a card the file put on the stack was on no board as the ruling began: its fact says
    # where it is, read alike with or without the starting board, `judge resolve --json`)
    fact = ctx.fact(Subject("object", pick[0]))
    if fact is not None and isinstance(fact.value, dict) and \
            all(o.id != pick[0] for o in ctx.scenario.objects):
        fact = replace(fact, value={k: v for k, v in fact.value.items() if k == "zone"})
    return fact


#: A step that stacks a card on top of another (FOW 1161.2 [Reincarnation]): the card below's
#: id; the top card then has that card's name besides its own (FOW 1045.2).
STACKED_ON_TOP_OF = LazyRe(r"\bis stacked on top of [^;:]*?\((?P<id>[\w.-]+)\)")


def stacked_below(oid: str, ctx: _Facts) -> bool:
    """Whether object `oid` was stacked below another card during the ruling (its name then
    the top card's too, FOW 1045.2)."""
    return any(m["id"] == oid for st in ctx.res.steps
               for m in STACKED_ON_TOP_OF.compiled.finditer(st.summary))


def gained_triggers(oid: str, ctx: _Facts) -> list[str]:
    """The names of the abilities of object `oid` that triggered as items of its own, as the
    trace names them ("Phoenix of the Second Dawn (phoenix)'s Scouting triggers")."""
    out: list[str] = []
    for st in ctx.res.steps:
        if st.kind == StepKind.TRIGGER and st.item and st.item.startswith(f"{oid}."):
            out += [n for n in _trigger_names(st, oid) if n not in out]
    return out


def _trigger_names(st: Step, oid: str) -> list[str]:
    """The name of object `oid`'s ability a trigger step says triggered (none if another's)."""
    mark = f"({oid})'s "
    at = st.summary.find(mark)
    name = st.summary[at + len(mark):].partition(" triggers")[0] if at >= 0 else ""
    return [name] if name else []


def never_registered(q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """No to "Does Levy result?", "Does Tax Office's skill result?" of the one card `q` names
    whose triggered ability triggered but never joined the stack (a "Bayar 1 gold. Jika
    demikian" it could not pay, VW REG.14.a; no legal target, VW HP.34): what was not put on
    the stack never resolves; its trigger step says why, under its rules. None where the
    card's ability joined the stack too (its item answers) or it names no such card."""
    f = trigger_object(q, ctx)
    if f is None:
        return None
    oid = f.subject.id
    if any(st.kind == StepKind.TRIGGER and st.item and st.item.startswith(f"{oid}.")
           for st in ctx.res.steps):
        return None
    # (its ability's, or the [Trigger] card's own as itself: "Ambush at the Ford (ford)
    # triggered but has moved since, so it cannot be played", FOW 906.10)
    removed = [st for st in ctx.res.steps if st.kind == StepKind.TRIGGER and st.item is None
               and (f"({oid})'s " in st.summary or f"({oid}) triggered but" in st.summary)
               and TRIGGERED_BUT.search(st.summary)]
    if not removed:
        return None
    first = removed[0]
    return replace(f, said=Msg("at step {step}, {what}", step=first.index, what=said(first)),
                   step=first.index, citations=ctx.rules(first)), "No"


def the_one_that_triggered(f: Fact, q: str, ctx: _Facts) -> Fact | None:
    """Where the card of fact `f` triggered nothing: the fact of the one card question `q`
    names whose ability did ("... her Trainee Squire ... Does the granted
    ability trigger?" of the Squire, not of the card of her deck of that name); else None."""
    oid = f.subject.id
    if any(st.kind == StepKind.TRIGGER and st.item and st.item.startswith(f"{oid}.")
           for st in ctx.res.steps):
        return None
    named = named_that_triggered(q, ctx, but=oid)
    return ctx.fact(Subject("object", named[0])) if len(named) == 1 else None


def named_that_triggered(q: str, ctx: _Facts, but: str = "") -> list[str]:
    """The cards (but `but`) that `q` names whose abilities triggered during the ruling."""
    sources = {str(st.item).split(".")[0] for st in ctx.res.steps
               if st.kind == StepKind.TRIGGER and st.item and "." in st.item}
    return [o for o in sorted(sources)
            if o != but and _asks_of(q, o, ctx.res.card_name(o), ctx.scenario)]


def steps_of_ability_named(q: str, kind: StepKind, ctx: _Facts) -> list[Step]:
    """The steps of `kind` (triggered, resolved) of the abilities whose name `q` says
    ("Temporary", "Quick-Draw": a keyword's triggered ability, named as its keyword)."""
    return [st for st in ctx.res.steps if st.kind == kind and st.item and "." in st.item and
            (node := ctx.nodes.get(st.item)) is not None and node.kind == "item" and
            re.search(rf"(?<![\w-]){re.escape(str(node.label))}(?![\w-])", q, re.I)]


def had_at_end(player: str, thing: str, ctx: _Facts) -> list[str] | None:
    """What `player` has of a kind of thing as the ruling ends: the cards in their hand, or the
    objects they control on the board whose card is of type `thing` or names it (a rune,
    Basic Rune); None where nothing of the ruling is of that kind (a word judge cannot read)."""
    objects = ctx.res.final["objects"]
    if thing == "card":
        return [o for o, e in objects.items() if e.get("owner") == player
                and e.get("zone") == ctx.game.vocab.hand_zone]
    kind = [o for o, e in objects.items() if is_a(str(e.get("card", "")), thing, ctx)]
    if not kind:
        return None
    return [o for o in kind if objects[o].get("controller") == player
            and ctx.res.is_board(str(objects[o].get("zone")))]


def is_a(card: str, thing: str, ctx: _Facts) -> bool:
    """Whether a card is a `thing`: of that type, or named so ("Basic Rune" is a rune)."""
    found = ctx.scenario.cards.get(card)
    return thing in (w.casefold() for w in card.split()) or (
        found is not None and found.is_type(thing))


def turn_of(step: Step, player: str, ctx: _Facts) -> tuple[int, int]:
    """The turn a step is in: its number (the file's, then each "turn N begins" step's) and
    which of `player`'s own turns in the ruling it is (1: the first; 0: another's turn)."""
    number, whose = ctx.scenario.turn_number, ctx.scenario.turn_player
    own = 1 if whose == player else 0
    for st in ctx.res.steps:
        if st.index > step.index:
            break
        if isinstance(st.said, Msg) and st.said.id.startswith("turn {n} begins: "):
            number = int(str(st.said.args.get("n", number)))
            whose = str(st.said.args.get("player", whose))
            own += whose == player
    return number, own if whose == player else 0


def trigger_told(first: Step, oid: str, ctx: _Facts) -> Step | None:
    """The step that said the ability of item `first` (the step that put it on the stack)
    triggered, as a game tells a trigger before it waits to be put there: the first step of
    triggers with no item of its own that names both its card and the ability and records
    what set it off (a node of the graph: a list of the triggers waiting records none)."""
    node = ctx.nodes.get(str(first.item))
    if node is None:
        return None
    card, ability = ctx.res.name(oid), str(node.label)
    return next((st for st in ctx.res.steps if st.index < first.index and st.kind ==
                 StepKind.TRIGGER and st.item is None and st.nodes and card in st.summary and
                 ability in st.summary), None)


def went_up(f: Fact, start: dict[str, Any], keys: list[str]) -> bool:
    """Whether a player's resource went up at some step of the ruling: "Does Bob get his gold
    back?" of gold paid and then given back (VW HP.8 `refund`) ends where it began, yet he got
    it back."""
    before = start
    for _, after in f.history or ((f.step or 0, f.value),):
        if isinstance(after, dict) and any(after.get(k, 0) > before.get(k, 0) for k in keys):
            return True
        before = after if isinstance(after, dict) else before
    return False


def went_down_by(f: Fact, start: dict[str, Any], key: str) -> set[int]:
    """How much a player's resource went down at each step of the ruling that lowered it (the
    watch's snapshots: two deals of one resolution are one step)."""
    return {-d for d in _changes(f, start, key) if d < 0}


def went_up_by(f: Fact, start: dict[str, Any], key: str) -> set[int]:
    """How much a player's resource went up at each step of the ruling that raised it."""
    return {d for d in _changes(f, start, key) if d > 0}


def _changes(f: Fact, start: dict[str, Any], key: str) -> list[int]:
    """A player's resource's change at each step the watch saw it change."""
    out: list[int] = []
    before = start
    for _, after in f.history or ((f.step or 0, f.value),):
        if isinstance(after, dict) and isinstance(after.get(key), int) and \
                isinstance(before.get(key), int) and after[key] != before[key]:
            out.append(after[key] - before[key])
        before = after if isinstance(after, dict) else before
    return out


def not_cancelled(fact: Fact, ctx: _Facts) -> Fact | None:
    """Of a played card's item that was not cancelled, the resolution aimed at it that says it
    could not be ("Ward resolves: Vanguard of the Uprising is not cancelled: ... it cannot be
    cancelled", FOW 712.2: an ordered spell), with its rules, instead of where its card ends;
    None where no such step is, or the fact already gives it (FOW 1167.2 [Untouchable])."""
    oid = fact.subject.id
    if not put_on_stack(ctx, oid):
        return None
    kept = ctx._left_alone(oid)
    if kept is None or kept.index == fact.step:
        return None
    return replace(fact, said=Msg("at step {step}, {what}", step=kept.index, what=said(kept)),
                   step=kept.index, citations=ctx.rules(kept, about=oid))


def hit_and_healed(fact: Fact, ctx: _Facts) -> Fact | None:
    """Of an object still on the board that was dealt damage and ends with the damage it had at
    the start (it wore off, or was removed): the last step that dealt it damage, as the fact
    that answers "Does it take damage?". None: its damage is the fact itself."""
    oid = fact.subject.id
    final = ctx.res.final["objects"].get(oid) or {}
    start = ctx.res.initial.get("objects", {}).get(oid) or {}
    gone = not ctx.res.is_board(str(final.get("zone", "")))
    if not gone and (final.get("damage") or 0) != (start.get("damage") or 0):
        return None
    hits = [(i, n) for i, n in ctx.events.get(oid, []) if n.event == "damaged"
            and (n.amount or 0) > 0]
    if not hits:
        return None
    at, node = hits[-1]
    step = ctx.steps.get(at)
    if gone:
        # "Does the Trader take damage from the Militia?" of a card the damage then destroyed:
        # the step that dealt it decides (VW REG.9.a: the battle damage dealt as distributed),
        # not the state check that destroyed it after (VW HP.7), which follows it.
        later = next(((i, n.event) for i, n in ctx.events.get(oid, []) if i > at and
                      n.event in ("destroyed", "left", "moved")), None)
        said = Msg("{object} is dealt {n} damage by {source} at step {step}",
                   object=ctx.name(oid), n=node.amount, source=ctx._damage_source(node),
                   step=at) if later is None else Msg(
            "{object} is dealt {n} damage by {source} at step {step}, and is destroyed at "
            "step {later}", object=ctx.name(oid), n=node.amount,
            source=ctx._damage_source(node), step=at, later=later[0]) \
            if later[1] == "destroyed" else Msg(
            "{object} is dealt {n} damage by {source} at step {step}, and leaves the board at "
            "step {later}", object=ctx.name(oid), n=node.amount,
            source=ctx._damage_source(node), step=at, later=later[0])
        return replace(fact, said=said, step=at, citations=step.citations if step else ())
    said = Msg("{object} is dealt {n} damage by {source} at step {step}; by the end of the "
               "ruling that damage is gone", object=ctx.name(oid), n=node.amount,
               source=ctx._damage_source(node), step=at)
    return replace(fact, said=said, step=at, citations=step.citations if step else ())


def cancel_of(oid: str, ctx: _Facts) -> Fact | None:
    """The fact of a played card's item another card cancelled ("Prayer is cancelled by Sample
    Dispel at step 10"), or None when its item was not cancelled so."""
    if not any(f.item == oid and f.cancelled for f in ctx.res.fizzled):
        return None
    item = ctx.fact(Subject("item", oid))
    return item if item is not None and item.value == "cancelled" else None


def item_triggered(f: Fact, ctx: _Facts) -> Fact:
    """A triggered item's fact told by the step it triggered at (its trigger's rules)."""
    step = next(st for st in ctx.res.steps if st.kind == StepKind.TRIGGER
                and st.item == f.subject.id)
    return replace(f, said=trigger_said(ctx, f.subject.id, step.index), step=step.index,
                   citations=ctx.rules(step))


def trigger_said(ctx: _Facts, item: str, step: int) -> Msg:
    """`Bow (duelist.bow) triggers at step 24`; where another object of the file has the same
    card, the ability's object is told apart by where it now is ("Which Duelist's ability
    triggers?" is not answered by an id alone): `..., the ability of Proud Duelist (duelist),
    now at Sunken Plaza (bf-a)`."""
    source, dot, _ = item.partition(".")
    objects = ctx.res.final["objects"]
    entry = objects.get(source) if dot else None
    if entry is not None:
        card = ctx.res.card_name(source)
        twins = [o for o in objects if o != source and ctx.res.card_name(o) == card]
        zone = str(entry.get("zone", ""))
        if twins and all(str((objects[o] or {}).get("zone", "")) != zone for o in twins):
            owner = str(entry.get("owner") or "") or None
            board = zone in ctx.game.vocab.board_zones
            return Msg("{item} triggers at step {step}: the ability of {object}, now {place}",
                       item=ctx.name(item), step=step, object=ctx.name(source),
                       place=ctx.w.place_said(zone, owner, board=board, name=ctx.name))
    return Msg("{item} triggers at step {step}", item=ctx.name(item), step=step)


#: "Does her Spell Watcher trigger for the copy?": what it is asked to trigger for.
TRIGGER_FOR = LazyRe(r"\btrigger\w*\s+for\s+(?P<what>[^?]+?)\W*$", re.I)

COPY = LazyRe(r"\bcop(?:y|ies)\b", re.I)


def triggered_for(put: list[Step], what: str, ctx: _Facts) -> list[Step]:
    """Those of the trigger steps `put` whose event (the trace's `triggers` link to the item)
    happened to what `what` names: an object by its name, or "the copy" to a copy the ruling
    made (the trace's `copies` link to it)."""
    copies = {target for (_, target), rel in ctx.relation.items() if rel == "copies"}

    def named(oid: str) -> bool:
        return oid in copies if COPY.search(what) else _mentions(what, oid,
                                                                  ctx.res.card_name(oid))
    return [st for st in put if any(
        rel == "triggers" and target == st.item and source in ctx.nodes and
        named(str(ctx.nodes[source].obj)) for (source, target), rel in ctx.relation.items())]


def triggered_asked(f: Fact, ctx: _Facts, asked: str = "") -> tuple[Fact, str]:
    """A yes/no question whether an object's ability triggers is answered by whether one did
    (the step that put it on the stack), or, when none did, by the last step that happened to
    the object (what it did instead): never by the object's state, which does not decide it.
    Asked whether it triggers for something (`asked`: "... trigger for the copy?"), by the
    steps it triggered at for that; No by the event it triggered for instead."""
    oid = f.subject.id
    # (an automatic card, a [Trigger] card, triggers as itself: its trigger step's item is the
    # card, revealed and played as a spell, FOW 708.2, 906.2)
    put = [st for st in ctx.res.steps if st.kind == StepKind.TRIGGER and st.item
           and (st.item.startswith(f"{oid}.") or st.item == oid)]
    asked_for = TRIGGER_FOR.search(asked)
    if put and asked_for is not None and not triggered_for(put, asked_for["what"], ctx):
        # FOW 1017.3: a copy of a spell is not played; the Watcher triggered for the card that
        # was (Echo Chant), which is no Yes to "for the copy".
        first = put[0]
        events = [ctx.nodes[source].label for (source, target), rel in ctx.relation.items()
                  if rel == "triggers" and target == first.item and source in ctx.nodes]
        if events:
            return replace(f, said=Msg("{item} triggers at step {step} for the event “{event}”",
                                       item=ctx.name(str(first.item)), step=first.index,
                                       event=events[0]),
                           step=first.index, citations=ctx.rules(first)), "No"
    put = triggered_for(put, asked_for["what"], ctx) or put if asked_for is not None else put
    # "Does Phoenix of the Second Dawn's Scouting trigger?": that ability's trigger, not the
    # card's first (its Rebirth)
    put = [st for st in put if any(re.search(rf"\b{re.escape(n)}\b", asked, re.I) for n in
                                   _trigger_names(st, oid))] or put
    if put:
        first = put[0]
        text = trigger_said(ctx, str(first.item), first.index)
        return replace(f, said=text, step=first.index, citations=ctx.rules(first)), "Yes"
    # A note that says why it did not trigger ("Ambush at the Ford does not trigger: it was put
    # into bob's standby area this turn", FOW 906.4a) answers it, with its rules; so does one
    # that says the ability it was granted ended (RB 317.2.c).
    why = _note_of(ctx, oid, NOT_TRIGGERED) or _note_of(ctx, oid, GRANT_GONE)
    if why is not None:
        return replace(f, said=said_of(why.message), step=None,
                       citations=tuple(why.citations)), "No"
    removed = [st for st in ctx.res.steps if st.kind == StepKind.TRIGGER and st.item is None
               and (f"({oid})'s " in st.summary or f"({oid}) triggered but" in st.summary)
               and TRIGGERED_BUT.search(st.summary)]
    if removed:
        # it triggered, then never joined the stack: no legal target (VW HP.34), a cost that
        # cannot be paid (VW REG.14.a); its step says so, and it is a Yes all the same
        first = removed[0]
        return replace(f, said=Msg("at step {step}, {what}", step=first.index,
                                   what=said(first)),
                       step=first.index, citations=ctx.rules(first)), "Yes"
    text = Msg("no ability of {object} triggers", object=ctx.name(oid))
    unattached = gives_attached_to_nothing(oid, ctx)
    if unattached is not None:
        # "Does the Blade's Effect Text trigger?" of Equipment attached to nothing: what its
        # text gives only the unit it is attached to has (RB 718.3), and there is none
        return replace(f, said=Msg("{fact}: {why}", fact=text, why=unattached[0]), step=None,
                       citations=unattached[1]), "No"
    unseen = [n for n in ctx.res.findings if n.kind == "note" and UNSEEN.search(str(n.message))]
    if len(unseen) == 1 and not steps_naming(ctx, oid):
        # "Does the Totem trigger?" when the chant cancelled was a copy: the note that says
        # what triggers on the card does not see its copy, and its rules (FOW 1017.3).
        return replace(f, said=Msg("{fact}: {why}", fact=text, why=said_of(unseen[0].message)),
                       step=None, citations=tuple(unseen[0].citations)[:MAX_RULES]), "No"
    undone = watched_event_not_done(oid, ctx) or (
        watched_event_replaced(oid, ctx) if not steps_naming(ctx, oid) else None)
    if undone is not None:
        # "Does Victor's Banner trigger?" ("when you win a combat") where the combat had no
        # result (RB 466.3.d): the step that says its event did not happen; "Does the Mourner
        # trigger?" where the destruction it waits for was replaced (VW OV.1): that replacement
        return replace(f, said=Msg("{fact}: at step {step}, {what}", fact=text,
                                   step=undone.index, what=said(undone)),
                       step=undone.index, citations=ctx.rules(undone)), "No"
    other = phase_of_another(oid, ctx)
    if other is not None:
        # "Does Bob's Tax Hall trigger?" ("at the start of your turn") as Alice's turn began:
        # the step that began her phase, not his, with its rules (VW HP.1)
        step, ability, player, phase = other
        waits = Msg("{ability} waits for {player}'s {phase} phase", ability=ability,
                  player=player, phase=phase) if player else Msg(
            "{ability} waits for an opponent's {phase} phase", ability=ability, phase=phase)
        return replace(f, said=Msg("{fact}: at step {step}, {what}; {why}", fact=text,
                                   step=step.index, what=said(step), why=waits),
                       step=step.index, citations=ctx.rules(step)), "No"
    unmet = event_not_watched(oid, ctx)
    if unmet is not None:
        # "Whenever a player plays a card without paying its cost" as Bob plays Sudden Gust
        # from his hand, paying it (FOW 708.4): the event it watches happened, but not as its
        # condition asks, so its trigger count never went up (FOW 906.4)
        step, ability = unmet
        count = ctx.game.cite_optional(Role.TRIGGER_COUNT)
        return replace(f, said=Msg("{fact}: at step {step}, {what}, which does not meet its "
                                   "{ability}'s trigger condition", fact=text, step=step.index,
                                   what=said(step), ability=ability), step=step.index,
                       citations=tuple(dict.fromkeys((
                           *(c for c in ctx.rules(step) if c in ctx.policies),  # FOW HP.57
                           *ctx.rules(step)[:1], *count)))[:MAX_RULES]), "No"
    return no_with_last_step(f, ctx, text, steps_naming(ctx, oid))


def gives_attached_to_nothing(oid: str, ctx: _Facts) -> tuple[Msg, tuple[str, ...]] | None:
    """Why no ability of a card that gives triggered abilities to what it is attached to
    (`gives:`, the game's Attachment.gives_abilities: an Equipment's Effect Text, RB 718.3)
    triggers when it was attached to nothing all the ruling: the abilities are had only by the
    card it is attached to, by the game's rule. None where it was attached at some point."""
    kind = ctx.game.attachment
    obj = next((o for o in ctx.scenario.objects if o.id == oid), None)
    spec = ctx.scenario.cards.get(obj.card) if obj is not None else None
    if kind is None or not kind.gives_abilities or not kind.gives_rule or spec is None or \
            not any(a.kind == "triggered" for a in spec.gives):
        return None
    ends = (ctx.res.initial.get("objects", {}).get(oid), ctx.res.final.get("objects", {}).get(oid))
    if any(not isinstance(e, dict) or e.get("attached_to") for e in ends) or any(
            "attach" in st.summary for st in steps_naming(ctx, oid)):
        return None
    return Msg("it is attached to nothing, and what its text gives is had only by what it is "
               "attached to"), (kind.gives_rule,)


def event_not_watched(oid: str, ctx: _Facts) -> tuple[Step, str] | None:
    """Of an object nothing happened to, whose triggered ability watches an event of any
    object matching a filter ("whenever a player plays a card without paying its cost"): the
    last step at which such an event happened, and the ability's name, where the game maps
    the rule that a trigger counts each time its condition is met (FOW 906.4): that event did
    not meet its condition. None where no such ability or event."""
    obj = next((o for o in ctx.scenario.objects if o.id == oid), None)
    spec = ctx.scenario.cards.get(obj.card) if obj is not None else None
    if spec is None or ctx.events.get(oid) or not ctx.game.cite_optional(Role.TRIGGER_COUNT):
        return None
    for ability in spec.abilities:
        when = ability.when if ability.kind == "triggered" else None
        if when is None or when.object is not None or when.filter is None:
            continue
        seen = [st for st in ctx.res.steps if any(
            n.kind == "event" and n.event == when.event for n in st.nodes)]
        if seen:
            return seen[-1], ability.name
    return None


def phase_of_another(oid: str, ctx: _Facts) -> tuple[Step, str, str, Msg] | None:
    """Where a triggered ability of object `oid` waits for a phase of one player's turn
    (`when: {event: phase_started, phase, player: you | opponent}`) and that phase began in the
    ruling only in another player's turn: the last step that began it, the ability's name, the
    player whose phase it waits for ("" for an opponent's) and the phase's word."""
    obj = next((o for o in ctx.scenario.objects if o.id == oid), None)
    spec = ctx.scenario.cards.get(obj.card) if obj is not None else None
    if obj is None or spec is None:
        return None
    controller = str((ctx.res.final["objects"].get(oid) or {}).get("controller")
                     or obj.controller)
    for a in spec.abilities:
        w = a.when
        if a.kind != "triggered" or w is None or w.event != EventKind.PHASE_STARTED.value or \
                not w.phase or w.player not in ("you", "opponent"):
            continue
        name = ctx.w.phase(w.phase)
        began = re.compile(rf"^(\S+)'s {re.escape(name)} phase\b")
        whose = [(st, m[1]) for st in ctx.res.steps if st.kind == StepKind.PHASE
                 and (m := began.match(st.summary)) is not None]
        if not whose:
            continue
        theirs = [st for st, p in whose if (p == controller) == (w.player == "you")]
        if not theirs:
            return whose[-1][0], a.name, controller if w.player == "you" else "", \
                word(name)
    return None


def names_another_source(summary: str, oid: str) -> bool:
    """Whether a trigger step's words name another card's ability ("Magpie Lantern
    (lantern)'s Pilfer triggers ..."), not one of object `oid`'s (judge's own step words)."""
    return any(m[1] != oid for m in re.finditer(r"\(([\w.#-]+)\)'s ", summary))


def taken_after_its_phase(oid: str, ctx: _Facts) -> tuple[Step, Step, str, Msg] | None:
    """Where a triggered ability of object `oid` waits for a phase of its controller's turn
    (`when: {event: phase_started, phase, player: you}`) and the player who controls it as the
    ruling ends gained control of it only after that phase of their turn began: the step that
    began the phase, the step that gave them control, that player and the phase's word (RB
    317.1.a: the phase's triggers were seen as it began). None else."""
    obj = next((o for o in ctx.scenario.objects if o.id == oid), None)
    spec = ctx.scenario.cards.get(obj.card) if obj is not None else None
    final = ctx.res.final["objects"].get(oid) or {}
    player = str(final.get("controller") or "")
    if obj is None or spec is None or not player or player == (obj.controller or obj.owner):
        return None
    taken = next((st for st in ctx.res.steps if re.search(
        rf"\b{re.escape(player)} gains control of [^;]*{re.escape(f'({oid})')}", st.summary)),
        None)
    if taken is None:
        return None
    for a in spec.abilities:
        w = a.when
        if a.kind != "triggered" or w is None or w.event != EventKind.PHASE_STARTED.value or \
                not w.phase or w.player != "you":
            continue
        name = ctx.w.phase(w.phase)
        began = re.compile(rf"^{re.escape(player)}'s {re.escape(name)} phase\b")
        phase = next((st for st in reversed(ctx.res.steps) if st.index < taken.index and
                      st.kind == StepKind.PHASE and began.match(st.summary)), None)
        # (and that phase of theirs did not begin again in a later turn: engine/board.py's
        # words for a turn's start)
        turns = [st.index for st in ctx.res.steps if st.index > taken.index and isinstance(
            st.said, Msg) and st.said.id.startswith("turn {n} begins: ")]
        if phase is not None and not any(
                st.kind == StepKind.PHASE and began.match(st.summary)
                for st in ctx.res.steps if turns and st.index > turns[0]):
            return phase, taken, player, word(name)
    return None


#: A sacrifice paid for a cost that is no destruction (actions.py `_sacrifice`, VW HP.39).
SACRIFICE_NOT_DESTROYED = LazyRe(r"\bwhich is not destroyed\b")


def watched_event_not_done(oid: str, ctx: _Facts) -> Step | None:
    """The last step that says an event a triggered ability of object `oid` waits for did not
    happen: one of the game's own, in the game's words (EventDecl.not_done: "the combat has no
    result" for "when you win a combat"), or an engine's event a step says did not happen by
    citing the game's rule for it (EVENT_ABSENT_ROLES: a countered card was never played, RB
    419.4.a.1, for "when you play a spell"); None where none does."""
    obj = next((o for o in ctx.scenario.objects if o.id == oid), None)
    spec = ctx.scenario.cards.get(obj.card) if obj is not None else None
    waits = {a.when.event for a in (spec.abilities if spec is not None else ())
             if a.kind == "triggered" and a.when is not None}
    events = ctx.game.vocab.game_events
    own = tuple(x for e in waits if e in events for x in events[e].not_done)
    saying = re.compile(rf"\b(?:{'|'.join(own)})\b", re.I) if own else None
    absent = {rule for event, roles in EVENT_ABSENT_ROLES.items() if event in waits
              for role in roles if (rule := ctx.game.roles.get(role)) is not None}
    # a Follower sacrificed for a cost, which the game's house policy does not count as
    # destroyed (VW HP.39 `not-destroyed`): for "when a Follower you control is destroyed"
    spared = SACRIFICE_NOT_DESTROYED if "destroyed" in waits and \
        ctx.game.sacrifice_destroys_policy is not None else None
    return next((st for st in reversed(ctx.res.steps) if (
        saying is not None and saying.search(st.summary)) or absent & set(st.citations) or (
        spared is not None and spared.search(st.summary))), None)


def watched_event_replaced(oid: str, ctx: _Facts) -> Step | None:
    """The last replacement step that replaced an event of the kind a triggered ability of
    object `oid` waits for, on any object ("instead of Timid Scout (scout) attacking" for "when
    a Follower you control attacks"): the event never happened. None where none did."""
    obj = next((o for o in ctx.scenario.objects if o.id == oid), None)
    spec = ctx.scenario.cards.get(obj.card) if obj is not None else None
    stems = {e[:-2] if e.endswith("ed") else e for a in (
        spec.abilities if spec is not None else ()) if a.kind == "triggered" and
        a.when is not None and (e := a.when.event)}
    if not stems:
        return None
    said_as = re.compile(rf"^instead of [^,]+\) (?:being )?(?:{'|'.join(map(re.escape, stems))})")
    return next((st for st in reversed(ctx.res.steps) if st.kind == StepKind.REPLACE and
                 said_as.search(st.summary)), None)


#: Events a trigger may wait for whose absence a step says by citing the game's rule of a role:
#: a countered card was never played (RB 419.4.a.1), nor a card an effect put onto the board
#: (FOW 1041.1); an ability granted for a while that ends is not lost (FOW 901.3); a card
#: exhausted (rested) or readied that was so already did not become so (RB 414.1.c,
#: RB 415.1.c, FOW 104.3).
EVENT_ABSENT_ROLES = {EventKind.PLAYED.value: (Role.UNPLAYED_NOT_SEEN, Role.PUT_NOT_PLAYED),
                      EventKind.LOST_ABILITY.value: (Role.GRANT_ENDED,),
                      EventKind.EXHAUSTED.value: (Role.SAME_STATE,),
                      EventKind.READIED.value: (Role.SAME_STATE_READY, Role.SAME_STATE)}


def steps_naming(ctx: _Facts, oid: str) -> list[Step]:
    """The steps that happened to object `oid`: its events and the steps that name it (a
    battlefield's last step may name it without an event of its own: "no conquer: alice has
    already scored bf-a this turn")."""
    seen = {i for i, _ in ctx.events.get(oid, []) if i in ctx.steps}
    return [st for st in ctx.res.steps if st.index in seen or any(
        n.obj == oid for n in st.nodes) or ctx.name(oid) in st.summary
        or re.search(rf"(?<![\w-]){re.escape(oid)}(?![\w-])", st.summary)]


#: A note saying an ability did not trigger (engine notes, e.g. FOW 906.4a).
#: A trigger step of an ability that triggered and then never joined the stack (judge's own
#: words: stackops.py).
TRIGGERED_BUT = LazyRe(r"\btriggered but\b")

#: A note saying what triggers on a card does not see its copy (FOW 1017.3, RB HP.31): why an
#: ability watching that card did not trigger, though the note names the card, not the ability's.
#: A card an effect told its player to play, said not to be played (engine/words.py
#: PLAY_NOW_SAID, "{object} is not played: {why}"): the id of the card in brackets.
UNPLAYED = LazyRe(rf"\((?P<id>[^()\s]+)\) (?:{'|'.join(sorted(set(_NOT_PLAYED_SAID)))}):")

UNSEEN = LazyRe(r"\bwhat triggers on .+ does not see it\b", re.I)


def never_in_play(ctx: _Facts, oid: str) -> bool:
    """Whether the card `oid` was never on the board during the ruling: not at its start, not
    at its end, and never entering it (a spell played from the hand and resolved)."""
    start = ctx.res.initial.get("objects", {}).get(oid) or {}
    final = ctx.res.final["objects"].get(oid) or {}
    if any(ctx.res.is_board(str(e.get("zone", ""))) for e in (start, final)):
        return False
    return not any(n.event == "entered" for _, n in ctx.events.get(oid, []))


#: Who a draw question asks of: "did she draw", "Does Bob draw?" (the words before "draw").
DRAWER = LazyRe(r"\b(?:does|did|do|will|can|may)\s+(?P<who>[\w'’]+)\s+(?:still\s+|also\s+)?"
                r"draws?\b", re.I)


def drawer_asked(clause: str, ctx: _Facts) -> str | None:
    """The player a draw question asks of: the one it names ("Does Bob draw?"), or, by "she" or
    "he", the player whose cards the question calls "her" or "his" ("... her Warden has 3
    damage. She ends her turn: did she draw, ... when Bob's Main Phase begins?" asks of Alice);
    None where it names no one."""
    m = DRAWER.search(clause)
    if m is None:
        return None
    players = [str(p) for p in ctx.res.final.get("players", {})]
    who = m["who"].casefold()
    named = [p for p in players if p.casefold() == who]
    if named:
        return named[0]
    return _persons(ctx.scenario).get(who)  # "she": whose cards the question calls "her"


#: "Is either played?", "Does either go to the graveyard?": a yes/no question of "either" of
#: the cards the sentence before names (not "Can either ...?", whose actions say it).
EITHER_ASKED = LazyRe(r"^\W*(?:is|was|does|did|will|has)\s+either\b(?!\s+player)", re.I)


def either_asked(q: str, question: str, facts: list[Fact], ctx: _Facts
                 ) -> tuple[Fact, str] | None:
    """Yes or No to "Is either played?" of the cards the sentence before names ("Her deck holds
    another Shieldmaiden and Valkyrie Queen. Is either played?"): Yes by the first of them of
    which it is so, No where it is so of none (each asked as if named alone); None where the
    question asks no such thing, names fewer than two such cards, or one of them does not say."""
    own = asked_clause(q)
    if not EITHER_ASKED.search(own):
        return None
    before = _sentence_before(question, q)
    named = [f for f in facts if f.subject.kind == "object" and isinstance(f.value, dict)
             and _mentions(before, f.subject.id, ctx.res.card_name(f.subject.id))]
    if len(named) < 2:
        return None
    verdicts = [_verdict(f, EITHER.compiled.sub(f"the {ctx.res.card_name(f.subject.id)}", own,
                                                count=1), ctx) for f in named]
    if "Yes" in verdicts:
        return named[verdicts.index("Yes")], "Yes"
    if any(v != "No" for v in verdicts):
        return None
    # No of each: said of the first that something happened to (the one just played), else
    # of the first
    return next((f for f in named if f.step is not None), named[0]), "No"


def is_place(ctx: _Facts, oid: str) -> bool:
    """Whether object `oid` is a place of the board (a battlefield, whose zone is itself),
    which is neither destroyed nor survives."""
    zone = str((ctx.res.final["objects"].get(oid) or {}).get("zone", ""))
    return zone.partition(":")[2] == oid


#: Words that ask of no card by name ("Is anything attached?", "Does either die?").
INDEFINITE = LazyRe(r"\b(?:either|each|both|any|anything|all|every|something|nothing)\b", re.I)


def asks_of_another(clause: str, oid: str, ctx: _Facts) -> bool:
    """Whether a yes/no clause names another card of the ruling and not `oid`, with no pronoun
    that could be it, and `oid` is a card the question names elsewhere or one the clause does
    not describe ("other unit"): what it asks is of that card."""
    if PRONOUN.search(clause) or INDEFINITE.search(clause):
        return False
    card = ctx.res.card_name(oid)
    if (_mentions(clause, oid, card) and not _word_of_anothers_name(clause, oid, card, ctx)) \
            or DRAWS.search(clause):
        return False  # (a card of a deck the question does not name answers who draws)
    if not _mentions(ctx.scenario.question or "", oid, card) and _describes(clause, ctx):
        return False  # "Does the Blow hit Bob's other unit instead?" of his Squire
    # (a card the question never names, nor describes, does not answer of one it names:
    # "Does Hex Tower have 0 ATK?" was "No — Trader Male (tm) has ATK 1")
    return any(_mentions(clause, o, ctx.res.card_name(o)) for o in ctx.res.final["objects"]
               if o != oid)


def _word_of_anothers_name(clause: str, oid: str, card: str | None, ctx: _Facts) -> bool:
    """Whether `clause` names object `oid` only by a word of its card's name that is each time
    part of another card's whole name ("Is Endless Dusk in Bob's graveyard?" of the Dusk
    Watcher: "Dusk" is Endless Dusk's)."""
    if not card or card.casefold() in clause.casefold():
        return False
    rest = names_taken_out(clause, card, (str(o.get("card") or "") for k, o in
                                          ctx.res.final["objects"].items() if k != oid))
    return rest != clause and not _mentions(rest, oid, card)


#: Words of a clause that may describe a card it does not name ("his other unit", "a card"),
#: beside the game's card types (`_describes`).
DESCRIBED = LazyRe(r"\b(?:other|another|one|ones|cards?|tokens?)\b", re.I)


def _describes(clause: str, ctx: _Facts) -> bool:
    """Whether `clause` may describe a card it does not name: "other", "one", a card type of
    the game in the singular or plural ("Bob's other unit")."""
    if DESCRIBED.search(clause) is not None:
        return True
    low = clause.casefold()
    return any(cached_pattern(rf"\b{re.escape(t.casefold())}s?\b", 0).search(low)
               for t in ctx.game.vocab.card_types)


def put_on_stack(ctx: _Facts, oid: str) -> bool:
    """Whether the card `oid` was put on the stack as an item during the ruling (played)."""
    return any(st.item == oid and st.kind == StepKind.PLAY for st in ctx.res.steps)


def one_change_gave(ctx: _Facts, oid: str, key: str, n: int, was: object, now: object
                     ) -> bool | None:
    """Whether one of the changes to an object's stat `key` adds just `n` to it, where its
    printed value is what it was at the start and its changes (Resolver.stat_makeup) add up to
    what it is now, none setting it; None where they do not say it all."""
    found = ctx.makeup(oid)
    if found is None or not isinstance(was, int) or not isinstance(now, int):
        return None
    base, parts, _ = found
    if base.get(key) != was or any(k == key for _, _, put in parts for k, _ in put) or \
            applied(was, parts, key, stats_by_timestamp(ctx.game, ctx.scenario.policies)) != now:
        return None
    return any(k == key and v == n for _, add, _ in parts for k, v in add)


def stat_change_kept(ctx: _Facts, oid: str, key: str, n: int) -> bool | None:
    """Whether an object has, as the ruling ends, a change that adds just `n` to its stat `key`
    (or its changes add up to that): True; no change to it at all (nothing changes its stats, as
    of a card that left the field and came back, FOW 302.3b), or changes that add other
    amounts and do not add up to it (Rally's +200 is not "+300 ATK"): False; None where one
    sets the stat (what it adds is not for a Yes or No to say)."""
    found = ctx.makeup(oid)
    if found is None:
        return False
    _, parts, _ = found
    if any(k == key for _, _, put in parts for k, _ in put):
        return None
    adds = [v for _, add, _ in parts for k, v in add if k == key]
    if not adds:
        return False
    return n in adds or sum(adds) == n


def deck_placed(position: dict[str, Any], deck: Msg) -> Msg:
    """`ends at the bottom of alice's Main Deck`: where a card put into its deck's order is."""
    spot = deck_spot(position)
    if isinstance(spot, int):
        return Msg("ends as card {n} from the top of {zone}", n=spot, zone=deck)
    return {"only": Msg("ends as the only card of {zone}", zone=deck),
            "top": Msg("ends on top of {zone}", zone=deck)}.get(
        spot, Msg("ends at the bottom of {zone}", zone=deck))


def deck_kept(position: dict[str, Any], deck: Msg) -> Msg:
    """`is still on top of alice's Main Deck`: where a card no step moved is in its deck."""
    spot = deck_spot(position)
    if isinstance(spot, int):
        return Msg("is still card {n} from the top of {zone}", n=spot, zone=deck)
    return {"only": Msg("is still the only card of {zone}", zone=deck),
            "top": Msg("is still on top of {zone}", zone=deck)}.get(
        spot, Msg("is still at the bottom of {zone}", zone=deck))


def item_source(ctx: _Facts, item: str) -> str | None:
    """The object a stack item is of: a card's own id, or the object an ability's derived id
    starts with (`seer.vision` is Mist Seer's, docs/scenario-format.md section 4)."""
    objects = ctx.res.final["objects"]
    head = item
    while head not in objects and "." in head:
        head = head.rpartition(".")[0]
    return head if head in objects else None


def names_its_ability(ctx: _Facts, action: Action, clause: str) -> bool:
    """Whether `clause` names the ability activation `action` activates, by the words of its
    name no other action's ability has ("can she play Dawn Ward" of God's Art Dawn Ward)."""
    ability = action.get("ability")
    if not ability:
        return False
    others = {str(a.get("ability")) for a in ctx.scenario.actions
              if a.get("ability") and a.get("ability") != ability}
    return names_a_mark(clause, {str(ability)}, others)


def asked_earlier(a: Fact, b: Fact, q: str, ctx: _Facts) -> bool:
    """Of two actions a question tells apart (`_other_half`), whether it names what only `a`
    has before what only `b` has."""
    acts = ctx.scenario.actions
    mine = action_marks(ctx, acts[int(a.subject.id)])
    theirs = action_marks(ctx, acts[int(b.subject.id)])

    def at(marks: set[str]) -> int:
        found = [m.start() for x in marks for m in [_word(x).search(q)] if m is not None]
        return min(found, default=len(q))
    return at(mine - theirs) < at(theirs - mine)


def verbless_modal(q: str, ctx: _Facts) -> bool:
    """Whether what follows the question's "can"/"may" is a subject with no verb of its own
    ("and may her Knight?", "Can the Hawk?"): a verb the actions use, or any word after the
    subject's noun, makes it a question of its own."""
    clause = _modal_clause(q)
    words = re.findall(r"[\w']+", clause)[1:]
    return bool(words) and len(words) <= 3 and not any(
        re.search(w, clause, re.I) for w in action_words(ctx).values())


def names_a_mark(q: str, marks: set[str], others: set[str]) -> bool:
    """Whether `q` names one of `marks` (`action_marks`), whole or by the words of it that none of
    `others` has ("Solar Flare" of God's Art Solar Flare beside God's Art Dawn Ward)."""
    shared = {w.casefold() for m in others for w in m.split()}
    for m in marks:
        own = [w for w in m.split() if w.casefold() not in shared]
        if _named(q, m) or (own and all(_named(q, w) for w in own)):
            return True
    return False


def action_marks(ctx: _Facts, action: Action) -> set[str]:
    """What tells an action from another in words: its ability, the card it plays, the cards
    it acts on, the places it chooses ("battlefield:bf-a": bf-a)."""
    objects = ctx.res.initial.get("objects") or {}
    out = {str((objects.get(oid) or {}).get("card") or oid) for oid in _ids_in(action.args,
                                                                              objects)}
    out |= {str(v).rsplit(":", 1)[-1] for v in action.mapping("choices").values()
            if isinstance(v, str)}
    # "May he play one from his hand, and one from his Champion Zone?": of two copies of one
    # card, where each is played from (RB 806.4.a reads it) tells one play from the other.
    played = (objects.get(str(action.get("card"))) or {}).get("zone") \
        if action.verb == "play" else None
    if played and not ctx.res.is_board(str(played)) and played != ctx.w.stack:
        out.add(ctx.w.zone(str(played)))
    return out | counted_targets(ctx, action) | {
        str(x) for x in (action.get("ability"), _played_card(ctx, action)) if x}


#: Numbers as a question writes them in words ("May she name three Recruits?").
NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten")


def counted_targets(ctx: _Facts, action: Action) -> set[str]:
    """How many targets of each card an action names, as a question says it: "three Recruits"
    and "3 Recruits" of three Drill Recruits (the last word of the card's name), which tells
    one try from another that names fewer of them."""
    objects = ctx.res.initial.get("objects") or {}
    counts: dict[str, int] = {}
    for oid in action.ids("targets"):
        card = str((objects.get(oid) or {}).get("card") or "")
        if card:
            counts[card.split()[-1]] = counts.get(card.split()[-1], 0) + 1
    out: set[str] = set()
    for noun, n in counts.items():
        said = noun if n == 1 else f"{noun}es" if noun.endswith(("s", "x", "ch", "sh")) \
            else f"{noun}s"
        out |= {f"{n} {said}", *((f"{NUMBER_WORDS[n]} {said}",) if n < len(NUMBER_WORDS)
                                  else ())}
    return out


def paid_as_it_resolved(facts: list[Fact], scored: list[tuple[int, int, int]], q: str,
                         ctx: _Facts) -> bool:
    """Whether "can <player> pay" asks of a payment made as an item resolved ("Cancel target
    chant unless its controller pays [1]. Can Alice pay?"): the player's resources say it, not
    the action she took before (her play of the chant)."""
    clause = _modal_clause(q)
    if not PAYS.search(clause):
        return False
    resolving = {st.index for st in ctx.res.steps if st.kind == StepKind.RESOLVE}
    return any(f.subject.kind == "player" and _named(clause, f.subject.id)
               and last_spent(f, ctx) in resolving for f in (facts[i] for _, _, i in scored))


def alike_tries(a: Action, b: Action, ctx: _Facts) -> bool:
    """Two tries of the same thing: one player, one verb, one card (or ability) played."""
    return a.by == b.by and a.verb == b.verb and a.get("ability") == b.get("ability") and \
        _played_card(ctx, a) == _played_card(ctx, b)


def who_acts(sentence: str, ctx: _Facts) -> list[str]:
    """The one player `sentence` names other than as an owner ("Bob blocks Alice's Knight":
    Bob), or none."""
    acting = actors(sentence, ctx)
    return acting if len(acting) == 1 else []


def actors(text: str, ctx: _Facts) -> list[str]:
    """The players `text` names other than as an owner ("Alice's Knight")."""
    return [p for p in ctx.res.final["players"] if re.search(
        rf"(?<![\w-]){re.escape(p)}(?![\w-])(?!'s?\b)", text, re.I)]


def asks_another_kind(ctx: _Facts, action: Action, q: str) -> bool:
    """Whether question `q` names another kind of action the player takes in the scenario
    ("May Alice put all 4 damage on Bob's unit?" of her move: she assigns damage too)."""
    verbs = {a.verb for a in ctx.scenario.actions if a.by == action.by}
    return any(verb != action.verb and verb in verbs and re.search(said, q, re.I)
               for verb, said in action_words(ctx).items() if verb not in ("play", "activate"))


def asks_another(ctx: _Facts, action: Action, q: str) -> bool:
    """Whether question `q` asks about something else than this action: it names another kind
    of action ("Can she pass?" of her attack), or a card the action neither plays nor acts on
    ("May she stack the Echo ...?" of her judgment process), in the clause asked ("..., while
    her Golem could pay instead?" names the Golem in no question), and of a question joined to
    the one before by "and" ("Can she hide the Trap, and can she play it?"), the last."""
    q = re.split(r",?\s+and\s+(?=(?:can|may|could)\b)", asked_clause(q), flags=re.I)[-1]
    if any(verb != action.verb and re.search(said, q, re.I)
           for verb, said in action_words(ctx).items() if verb not in ("play", "activate")):
        return True
    objects = ctx.res.initial.get("objects") or {}
    own = _ids_in(action.args, objects)
    return any(_mentions(q, oid, (entry or {}).get("card")) for oid, entry in objects.items()
               if oid not in own)


def names_item(q: str, item: str, ctx: _Facts) -> bool:
    """Whether question `q` names a stack item: by its id or name, or as "the <card type>"
    ("Does the chant resolve?") where no other item or card of the ruling is of that type."""
    if _mentions(q, item, _item_name(ctx, item)):
        return True
    if THE_ABILITY.search(q) and ability_items(ctx.res, ctx.scenario) == {item}:
        # "Is the ability cancelled?": the one ability of the ruling (as "the chant" is the one
        # chant, below); with two abilities, "the ability" does not say which
        return True
    spec = ctx.scenario.cards.get(ctx.res.card_name(item))
    types = spec.every_type() if spec is not None else ()
    asked = [t for t in types if re.search(rf"\bthe\s+{re.escape(t)}\b", q, re.I)]
    if not asked:
        return False
    items = {i.id for i in ctx.scenario.stack} | set(ctx.res.resolved) | set(
        ctx.res.final["stack"]) | {f.item for f in ctx.res.fizzled} | {
        o.id for o in ctx.scenario.objects}  # "Where does the chant go?" of a card in the graveyard
    for other in items - {item}:
        card = ctx.scenario.cards.get(ctx.res.card_name(other))
        if card is not None and any(t in card.every_type() for t in asked):
            return False
    return True


def answers_what_is_asked(index: int, clause: str, ctx: _Facts) -> bool:
    """Whether action `index` is one that answers what "Can Bob answer Spite?" names: False
    where the question asks of answering (responding to) an item and the item the action put
    on the stack was not put above that one."""
    asked = ANSWERS_ITEM.search(clause)
    if asked is None:
        return True
    # what it answers, up to what it answers with ("May Bob answer it with his Ward?")
    after = re.split(r"\b(?:with|by|using)\b|[,;?]", clause[asked.end():], maxsplit=1)[0]
    put = {st.item for st in ctx.res.steps if st.action == index and st.item}
    items = set(ctx.res.resolved) | {f.item for f in ctx.res.fizzled} | set(
        ctx.res.final["stack"])
    named = [i for i in items - put if names_item(after, i, ctx)]
    if not named:
        return True
    return any(ctx.relation.get((mine, n)) == "responds_to" for mine in put for n in named)


def without_card_names(low: str, ctx: _Facts) -> str:
    """A casefolded question without the names of the scenario's cards, longest first, so
    that a verb looked for in it is never part of a name ("Counterspell", "Resolve Shot")."""
    for name in sorted(ctx.scenario.cards, key=len, reverse=True):
        if len(name) > 2 and name.casefold() in low:
            low = low.replace(name.casefold(), " _ ")
    return low


def names_masked(text: str, ctx: _Facts) -> str:
    """`text` with each name of the scenario's cards in it (longest first, any case) written
    over by as many dots "·" (no word character: a name is not read as a player's one word,
    "Does Arcane Echo play ...?"): a verb a question is searched for is never a word of a
    card's name ("Is Echo Cast still on the chase?" asks no "cast"), and a span of the masked
    text is the same span of `text`, where the name is read."""
    low = text.casefold()
    if len(low) != len(text):  # (a casefold that changes the length: nothing to mask safely)
        return text
    out = text
    for name in sorted(ctx.scenario.cards, key=len, reverse=True):
        key = name.casefold()
        if len(key) <= 2 or key not in low:
            continue
        for m in re.finditer(rf"(?<![\w'’-]){re.escape(key)}(?![\w'’-])", low):
            out = out[:m.start()] + "·" * len(key) + out[m.end():]
            low = low[:m.start()] + "·" * len(key) + low[m.end():]
    return out


#: Possessives before a zone's name in a question: "in her hand", "to Bob's trash".
#: ("Does it return to its owner's hand?": the owner's, as "her hand" is hers)
WHOSE = r"(?:(?:the|its|their|her|his|[\w-]+['’]s)\s+owners?['’]s?|the|her|his|their|its|" \
    r"[\w-]+['’]s)\s+"

#: What may follow the zone a question ends with: "Is it in her hand now?", "Is it removed
#: from the game?".
AFTER_ZONE = r"(?:\s+from\s+(?:the\s+)?game)?(?:\s+(?:now|afterwards|again|this turn))?\s*\??\s*$"


def asked_arrival(q: str, oid: str, ctx: _Facts) -> str | None:
    """The zone a question about object `oid` (named, or `it`) asks whether it was sent to by
    the game's participle for it (Words.arrivals: "Is the Oak recalled?"), else None."""
    card = ctx.res.card_name(oid)
    for zone, verb in ctx.w.arrivals.items():
        m = re.search(rf"\b(?:is|are|was|were)\b(?P<who>[^?.,;]*?)\s{re.escape(verb)}"
                      rf"{AFTER_ZONE}", q, re.I)
        if m and (_mentions(m["who"], oid, card) or re.search(r"\b(it|they)\b", m["who"],
                                                               re.I)):
            return zone
    return None


def zone_player_asked(q: str, zones: Iterable[str], ctx: _Facts) -> str | None:
    """The player whose zone of `zones` question part `q` names by name ("Does the Golem go to
    Alice's graveyard?": alice), else None (no one named, or "its owner's", "her")."""
    players = list(ctx.res.final["players"])
    for zone in zones:
        for name in zone_names(zone, ctx):
            for m in re.finditer(rf"\b(?P<who>[\w-]+)['’]s\s+(?:own\s+)?{re.escape(name)}\b",
                                 q, re.I):
                named = [p for p in players if _named(m["who"], p)]
                if len(named) == 1:
                    return str(named[0])
    return None


def zone_names(zone: str, ctx: _Facts) -> list[str]:
    """The words a question names `zone` by: the game's name for it, and for the deck zone the
    plain word "deck" too (FOW 304.4: text that says "deck" means the main deck; "Is Lyra in
    Alice's deck?" had no Yes or No), never another deck of the game (its words before "deck"
    name it: "magic stone deck"). None for a zone named after a card (`{name}`)."""
    name = ctx.w.zones.get(zone, zone.replace("_", " "))
    if "{" in name:
        return []
    if zone == ctx.game.vocab.deck_zone and name.casefold() != "deck":
        return [name, "deck"]
    return [name]


def asked_zones(q: str, oid: str, ctx: _Facts) -> set[str]:
    """The zones a question about object `oid` asks whether it ends in, in the game's words,
    where the question ends with the zone and names the object (or `it`) before it: by the
    word its place is said with ("Is the Squire banished?", "Is Lyra expelled?"), or by its
    name after in/into/to ("Does it go to the graveyard?"). "Does the Warden in the graveyard
    get +500 DEF?" asks about its DEF, not its zone."""
    w, out = ctx.w, set()
    card = ctx.res.card_name(oid)
    # (a card's name with a comma in it is one name: "Is Lyra, Ember Queen in her deck?" asked
    # of nothing, the comma ending the words before the zone)
    q = _commas_out_of_names(q, ctx)
    for zone in ctx.game.vocab.zones:
        place = w.places.get(zone, "")
        first = place.split()[0] if place and place[0] != "{" and place.split()[0] not in (
            "in", "on", "at") else ""
        forms = [re.escape(first)] if first else []
        # ("... to their owners' hands?": the zone named in the plural, of each card; "her
        # deck", the deck zone by the plain word: `zone_names`)
        forms += [rf"(?:in|into|to)\s+(?:{WHOSE})?{re.escape(n)}(?:s|es)?"
                  for n in zone_names(zone, ctx)]
        for form in forms:
            m = cached_pattern(rf"\b(?:is|are|was|were|does|do|did)\b(?P<who>[^?.,;]*?)"
                               rf"(?:\b|\s){form}{AFTER_ZONE}", re.I).search(q)
            # (the subject of the verb nearest the zone: "What are the Duelist's ATK and DEF
            # once Lyra, Ember Queen is in the field?" asks where Lyra is, not the Duelist)
            who = AUX_VERB.compiled.split(m["who"])[-1] if m else ""
            if m and (_mentions(who, oid, card) or re.search(r"\b(it|they)\b", who, re.I)):
                out.add(zone)
    # "Is Quick Spark still on the chase?": the stack, in the game's word for it, where a card
    # played waits as an item (its zone is the stack's)
    stack = re.escape(str(w.stack))
    m = cached_pattern(rf"\b(?:is|are|was|were|does|do|did)\b(?P<who>[^?.,;]*?)\s(?:on|in|onto|"
                       rf"into)\s+(?:the\s+)?{stack}{AFTER_ZONE}", re.I).search(q)
    if m and (_mentions(m["who"], oid, card) or re.search(r"\b(it|they)\b", m["who"], re.I)):
        out.add(ctx.game.stack_zone)
    for place, entry in ctx.res.final["objects"].items():
        # "Does the Oak go to bf-a?": a place on the board that is an object of its own (a
        # battlefield), named by its id; the object ends there in the zone named after it.
        there = str((entry or {}).get("zone", "")).partition(":")[0]
        m = re.search(rf"\b(?:is|are|was|were|does|do|did)\b(?P<who>[^?.,;]*?)\s(?:in|into|to|"
                      rf"at)\s+{re.escape(place)}{AFTER_ZONE}", q, re.I) \
            if ctx.res.is_board(there) and _named(q, place) else None
        if m and (_mentions(m["who"], oid, card) or re.search(r"\b(it|they)\b", m["who"],
                                                               re.I)):
            out.add(f"{there}:{place}")
    return out


#: The verbs a zone question's subject follows ("Is it ...", "Does the Squire go ...").
AUX_VERB = LazyRe(r"\b(?:is|are|was|were|does|do|did)\b", re.I)


def _commas_out_of_names(q: str, ctx: _Facts) -> str:
    """`q` with the commas taken out of the names of the scenario's cards that have them
    ("Lyra, Ember Queen" -> "Lyra Ember Queen"), so a clause reads a name as one run of words."""
    for name in ctx.scenario.cards:
        if "," in name:
            q = re.sub(re.escape(name), name.replace(",", ""), q, flags=re.I)
    return q


#: "Is there a Husk in the field?", "Is there a token in her field afterwards?"
THERE_IS = LazyRe(r"^\W*(?:is|are) there (?:a|an|any)\s+(?P<what>.+?)"
                      r"(?:\s+(?:in|on|at)\b.*?)?(?:\s+(?:afterwards|now))?\s*\??$", re.I)


def there_is(q: str, ctx: _Facts) -> str:
    """Yes or No to "Is there a <card name or token> (in the field)?": whether an object of
    that name (a token: one the ruling made) ends on the board; "" if the ruling has none."""
    m = THERE_IS.match(q)
    if m is None:
        return ""
    what = m["what"].casefold()
    final, initial = ctx.res.final["objects"], ctx.res.initial.get("objects") or {}
    found = [o for oid, o in final.items() if isinstance(o, dict) and (
        oid not in initial if what in ("token", "tokens") else
        str(o.get("card", "")).casefold() == what)]
    if not found:
        return ""
    return "Yes" if any(ctx.res.is_board(str(o.get("zone", ""))) for o in found) else "No"


#: "... does Alice pay for it?", "Does she pay for the Maul?": what a payment is asked for.
PAID_FOR = RareRe(r"\bpa(?:y|ys|id)\s+(?:\w+\s+)?for\s+(?P<what>[^,?.;]+)", re.I,
                  needs=("pay", "paid"))


def paid_for(part: str, q: str, ctx: _Facts) -> list[str] | None:
    """The objects a payment is asked for ("pay for the Maul"; "Where is the Maul, and does
    Alice pay for it?": "it", the one object the rest of the question names), or None where it
    asks for none, or "it" names no one object."""
    m = PAID_FOR.search(part)
    if m is None:
        return None
    what, objects = m["what"].strip(), ctx.res.final["objects"]
    text = q.replace(part, " ") if re.fullmatch(r"(?:it|them)", what, re.I) else what
    named = [oid for oid in objects if _mentions(text, oid, ctx.res.card_name(oid))]
    return named if named and (len(named) == 1 or text is what) else None


def optional_cost_asked(part: str, player: str, ctx: _Facts) -> str | None:
    """"Does Alice pay for Accelerate?", "Is the Accelerate cost paid?": whether the player's
    one play that made a choice named by a keyword of the card played (an optional cost: RB
    805.1.a, Accelerate) chose it: Yes where it did and the play was allowed, No where it
    declined it (she paid the card's cost, not that one: it was "Yes" by the Energy she spent).
    None where the part names no such choice of one play of hers."""
    cards = {o.id: o.card for o in ctx.scenario.objects}
    found: list[tuple[int, bool]] = []
    for a in ctx.scenario.actions:
        choices = a.get("choices")
        spec = ctx.scenario.cards.get(cards.get(str(a.get("card")), ""))
        if a.verb != "play" or a.by != player or not isinstance(choices, dict) or spec is None:
            continue
        found += [(a.index, bool(chosen)) for key, chosen in choices.items()
                  if isinstance(chosen, bool) and key in spec.keywords and re.search(
                      rf"\b{re.escape(key.replace('_', ' '))}\b", part, re.I)]
    if len(found) != 1:
        return None
    index, chosen = found[0]
    done = ctx.fact(Subject("action", str(index)))
    return "Yes" if chosen and done is not None and done.value == "allowed" else "No"


def spent_as_asked(f: Fact, part: str, start: dict[str, Any], ctx: _Facts, q: str = "") -> str:
    """Yes if the player spent what the question asks (the resource it names, else any of the
    fact's; the amount it names, at one step) at some step of the ruling: a resource produced
    and then paid is paid though it ends where it began. "" for a fact of no resource. Asked
    what it was paid for ("does Alice pay for it?", `paid_for`), only a step of that object
    counts (its item's, or one naming it): not the Energy paid for the unit whose Weaponmaster
    would have paid for the Maul. An optional cost named by its keyword is asked of its choice
    (`optional_cost_asked`); a resource word that ends the names of others asks of them too
    ("Power": Fury Power is Power)."""
    if (chosen := optional_cost_asked(part, f.subject.id, ctx)) is not None:
        return chosen
    keys = [k for k in f.value if k not in ("lost", "life", "points") and isinstance(
        f.value[k], int)]
    named = [k for k in keys if re.search(rf"\b(?:{re.escape(ctx.w.resource(k))}|"
                                          rf"{re.escape(k)})\b", part, re.I)]
    # "Does she pay Power?": every resource whose name ends with the word named ("Fury Power")
    kinds = {ctx.w.resource(k).casefold() for k in named}
    named += [k for k in keys if k not in named and any(
        ctx.w.resource(k).casefold().endswith(f" {kind}") for kind in kinds)]
    if not named and any(re.search(rf"\b{re.escape(ctx.w.resource(k))}\b", part, re.I)
                         for k in ctx.game.vocab.resources if k not in keys):
        return ""  # "Does she pay Power?" of a fact holding only her Energy: not said by it
    keys = named or keys
    if not keys:
        return ""
    amount = re.search(r"\b(\d+)\s+(?:\w+\s+)?(?:" + "|".join(
        re.escape(ctx.w.resource(k)) for k in keys) + r")\b", part, re.I) if named else None
    if COSTS_LESS_OR_MORE.search(part):
        return ""  # "... cost 1 less?": a change of a cost, not what was spent (cost_asked)
    # "Does the second play cost 1?": the amount a cost names with no resource word is what
    # was paid at one step (it was "Yes" by anything spent)
    amount = amount or COSTS_AN_AMOUNT.search(part)
    spent: list[int] = []
    before = start
    asked = paid_for(part, q, ctx) if q else None

    def of_it(index: int) -> bool:
        step = ctx.steps.get(index)
        return asked is None or (step is not None and any(
            (step.item or "").split(".")[0] == oid or names_id(step.summary, oid)
            for oid in asked))

    for index, value in f.history:
        now = value if isinstance(value, dict) else {}
        spent += [before.get(k, 0) - now.get(k, 0) for k in keys
                  if isinstance(before.get(k), int) and isinstance(now.get(k), int)
                  and now[k] < before[k] and of_it(index)]
        before = now
    if amount is not None:
        return "Yes" if int(amount[1]) in spent else "No"
    return "Yes" if spent else "No"


#: "Does it cost 2 less?", "... cost 1 more?": a change of a cost asked, not an amount spent.
COSTS_LESS_OR_MORE = LazyRe(r"\bcosts?\s+(?:just\s+|only\s+)?\d+\s+(?:\w+\s+)?(?:less|more)\b",
                            re.I)
#: "Does the second play cost 1?": an amount a cost names, with no resource word after it.
COSTS_AN_AMOUNT = LazyRe(r"\bcosts?\s+(?:just\s+|only\s+)?(\d+)\b(?!\s+\w)", re.I)


def nothing_paid_for(f: Fact, q: str, ctx: _Facts) -> Fact | None:
    """"Where is the Maul, and does Alice pay for it?" answered No of her resources: the step of
    the object asked for that paid nothing (the Weaponmaster that could not attach the Maul,
    RB 821.1.c.5), not the Energy she paid for another object at its play; None where the
    question asks a payment for no one object, or no step of it is found."""
    asked = paid_for(asked_clause(q).casefold(), q, ctx) if f.subject.kind == "player" else None
    if not asked or len(asked) != 1:
        return None
    oid = asked[0]
    of_it = [st for st in ctx.steps.values() if (st.item or "").split(".")[0] == oid
             or names_id(st.summary, oid)]
    step = max(of_it, key=lambda st: (st.kind == StepKind.RESOLVE, st.index), default=None)
    if step is None:
        return None
    return replace(f, said=Msg("{player} pays nothing for {thing}, {when}", player=f.subject.id,
                               thing=ctx.name(oid), when=ctx.when(step)),
                   step=step.index, citations=ctx.rules(step, about=oid))


#: "Can Bob answer Spite?", "May she respond to the Gun Shot?": an item answered.
ANSWERS_ITEM = RareRe(r"\b(?:answer|respond)(?:s|ed|ing)?\b\s+(?:to\s+)?", re.I,
                      needs=("answer", "respond"))

CANNOT = ("{who} cannot {verb}", "{players} cannot {verb} with {things}")


def part_of(low: str) -> str:
    """The question's own clause, without the sentences before it that set it up."""
    return asked_clause(low)


def forbade(ctx: _Facts, item: str, verb: str, q: str) -> bool:
    """Whether `item` resolved forbidding `verb` to an object or player the question names
    ("target resonator cannot attack this turn", FOW 104.4), read from its step's words."""
    def cannot(m: object) -> bool:
        if not isinstance(m, Msg):
            return False
        said_verb = m.args.get("verb")
        if m.id in CANNOT and isinstance(said_verb, Msg) and \
                said_verb.id.casefold() == verb.casefold():
            who = f"{m.args.get('who', '')} {m.args.get('things', '')}"
            return any(_mentions(q, oid, ctx.res.card_name(oid)) for oid in
                       re.findall(r"\(([\w.-]+)\)", who))
        return any(cannot(a) for a in m.args.values())
    return any(st.kind == StepKind.RESOLVE and st.item == item and cannot(st.said)
               for st in ctx.res.steps)


def declined_as_resolved(ctx: _Facts, item: str, verb: str) -> bool:
    """Whether the file decided, and the rules let, that `item`'s player decline its `verb`
    as it resolved (`choices: {play: false}`, RB 128.6.a): its resolution says they declined."""
    choices = (ctx.scenario.decisions.get(item) or {}).get("choices") or {}
    return isinstance(choices, dict) and choices.get(verb) is False and any(
        st.kind == StepKind.RESOLVE and st.item == item and says_declined(st.said, verb)
        for st in ctx.res.steps)


def says_declined(m: object, verb: str) -> bool:
    """Whether a step's message holds a player's declining to `verb` ("... declines to play
    any of ...")."""
    if not isinstance(m, Msg):
        return False
    return m.id.startswith(f"{{player}} declines to {verb} ") or any(
        says_declined(a, verb) for a in m.args.values())


#: "Does anyone take battle damage?", "Does anything take damage?": of every object and player.
ANYONE_DAMAGED = RareRe(r"^\W*(?:does|do|did|will|is|was)\s+(?:anyone|anybody|anything|someone|"
                        r"something)\s+(?:still\s+)?(?:take|get|receive|suffer)\s+(?:any\s+)?"
                        r"(?P<kind>\w+\s+)?damage\b", re.I, needs=("damage",))


def anyone_damaged(asked: str, ctx: _Facts) -> str:
    """Yes or No to "Does anyone take (battle) damage?": No where nothing in the ruling was
    dealt damage and no player's life went down; Yes where something was dealt damage and the
    question names no kind of damage (which damage was battle damage is not for us to say);
    else "" ("Trader Male has no damage" alone does not answer for anyone)."""
    m = ANYONE_DAMAGED.search(asked)
    if m is None:
        return ""
    dealt = any(n.event == "damaged" and (n.amount or 0) > 0
                for events in ctx.events.values() for _, n in events)
    start = ctx.res.initial.get("players", {})
    lost = any(int(p.get("life") or 0) < int((start.get(pid) or {}).get("life") or 0)
               for pid, p in ctx.res.final["players"].items())
    if not dealt and not lost:
        return "No"
    return "Yes" if dealt and not m["kind"] else ""


#: "Does his Warding Elder Tree prevent it?", "Does the Shield still prevent the damage?"
PREVENTS = RareRe(r"^\W*(?:does|do|did|will|would)\s+(?P<src>.+?)\s+(?:still\s+)?prevents?\b",
                  re.I, needs=("prevent",))


def prevention_asked(f: Fact, q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """Yes or No to whether the one card the question names prevents damage: the step whose
    `prevented` event it caused (its replacement or its ability), else No, told by the fact of
    the damage that was dealt (nothing else was prevented of it). None: the question names no
    one card, or no damage was dealt and none prevented (then nothing says what it would do)."""
    m = PREVENTS.match(QUOTED.sub("", _own_sentence(q)))
    if m is None:
        return None
    cards = {o.id for o in ctx.scenario.objects if _mentions(m["src"], o.id, o.card)}
    if len(cards) != 1:
        return None
    card = next(iter(cards))

    def by_card(causes: list[str]) -> bool:
        return any(c == card or c.startswith(f"{card}.") for c in causes)

    # A prevention of damage to an object is its `prevented` event; one of damage to a player
    # is the step that cites a prevention rule, linked from the card's effect.
    roles = ctx.game.roles
    preventing = {roles.get(r) for r in (Role.PREVENT, Role.PREVENT_ALL, Role.PREVENT_APPLY)}
    prevented = sorted({at for events in ctx.events.values() for at, n in events
                        if n.event == "prevented" and by_card(ctx.causes.get(n.id, []))} | {
        st.index for st in ctx.res.steps if preventing & set(st.citations) and any(
            link.relation in (Relation.PREVENTS, Relation.REPLACES) and by_card([link.source])
            for link in st.links)})
    told = ctx.steps.get(f.step) if f.step is not None else None
    damaged = told is not None and any(n.event == "damaged" and (n.amount or 0) > 0
                                       for n in told.nodes)
    if prevented and not damaged:
        step = ctx.steps[prevented[0]]
        return replace(f, said=Msg("{fact} at step {step}", fact=said(step), step=step.index),
                       step=step.index, citations=ctx.rules(step)), "Yes"
    # Damage dealt where the card prevented nothing: No; where it prevented some other damage
    # too, which one the question means is not for us to say.
    return (f, "No") if damaged and not prevented else None


def dealt_damage(item: str, ctx: _Facts) -> bool:
    """Whether some damage came of a stack item (a `damaged` event it caused)."""
    return bool(damage_dealt_by(item, ctx))


def damage_dealt_by(item: str, ctx: _Facts) -> list[tuple[str, int]]:
    """Each deal of damage a stack item caused: (what took it, an object's id or a player's,
    how much), in step order."""
    return [(n.obj or n.player, n.amount or 0) for st in ctx.res.steps for n in st.nodes
            if n.event == "damaged" and (n.amount or 0) > 0 and item in ctx.causes.get(n.id, ())]


def damage_dealt_from(oid: str, ctx: _Facts) -> list[tuple[str, int]] | None:
    """Each deal of damage whose source was object `oid` (a resonator's battle damage, FOW
    806.2; a card's ability naming it the source), in step order; None where some damage of
    the ruling was dealt with no source recorded (Riftbound's combat damage: a side's total
    Might assigned by its player, RB 465.2), so which card dealt it is not for judge to say."""
    out: list[tuple[str, int]] = []
    for st in ctx.res.steps:
        # Not what a copy of it on the stack dealt (FOW 1017.3: "Does Flame Lance deal damage?"
        # of a chant whose copy destroyed its target first: the copy is another item, though
        # its damage names the card as its source; it was "Yes — Flame Lance (lance) ends in
        # alice's graveyard" of an original that dealt none, and No without `expect:`)
        copy = bool(st.item and st.item.split(".")[0] == oid and THE_COPY_ITEM.search(st.item))
        for n in st.nodes:
            if n.event != "damaged" or (n.amount or 0) <= 0:
                continue
            if not n.source:
                return None
            if n.source == oid and not copy:
                out.append((n.obj or n.player, n.amount or 0))
    return out


def dealt_as_asked(item: str, part: str, ctx: _Facts,
                   dealt: list[tuple[str, int]] | None = None) -> str:
    """Yes or No to "Does Grave Curse deal 300 damage?", "... deal damage to Alice?": whether
    the item's damage (or the deals `dealt`) was just that much (in all, to one recipient, or
    in one deal) and went to the player or card the part names after "to"; "" where it names
    a recipient judge cannot tell."""
    dealt = damage_dealt_by(item, ctx) if dealt is None else dealt
    m = DEALS_HOW.search(part)
    if m is None:
        return "Yes" if dealt else "No"
    if m["to"]:
        to = m["to"]
        players = [p for p in ctx.res.final["players"] if _named(to, p)]
        objects = [o for o in ctx.res.final["objects"] if _mentions(to, o, ctx.res.card_name(o))]
        targets = set(players) | set(objects)
        if not targets:
            return ""
        dealt = [(who, n) for who, n in dealt if who in targets]
    if m["n"]:
        n = int(m["n"])
        totals = {sum(a for _, a in dealt), *(a for _, a in dealt)}
        for who in {w for w, _ in dealt}:
            totals.add(sum(a for w, a in dealt if w == who))
        return "Yes" if dealt and n in totals else "No"
    return "Yes" if dealt else "No"


#: "deal 300 damage", "deal damage to Alice", "deal its 2 damage to the Squire": the amount and
#: the recipient a question asks an item's damage of.
DEALS_HOW = LazyRe(r"\bdeals?\b\s+(?:(?:its|any|the|all|of|her|his)\s+)*(?:(?P<n>\d+)\s+)?damage"
                   r"(?:\s+to\s+(?P<to>[^?,;]+?))?\s*(?:[?,;]|\band\b|$)", re.I)


def the_one_item_named(ctx: _Facts) -> str | None:
    """The one stack item of the ruling (resolved or not) the whole question names, else None."""
    question = QUOTED.sub("", ctx.scenario.question or "")
    items = set(ctx.res.resolved) | {f.item for f in ctx.res.fizzled} | set(
        ctx.res.final["stack"])
    named = [i for i in sorted(items) if names_item(question, i, ctx)]
    return named[0] if len(named) == 1 else None


def resources_held(part: str, v: dict[str, Any], ctx: _Facts,
                   final: dict[str, Any] | None = None) -> str | None:
    """Yes or No to "does she (still) have that will?", "has Alice the Energy?", "has he 2
    gold?": whether the player has, at the end, the resources the clause names by the game's
    word (any will, of Force of Will's pool word), or just that many; None where it names none
    of the fact's resources. The pool word ("Does Alice have 0 will?") asks of the whole pool
    the player has as the ruling ends (`final`, the player's final state), not only the kinds
    the fact says (those that changed): 2 fire and 1 water in her pool are 3 will (FOW 907.4)."""
    kinds = [k for k in v if k not in ("lost", "life") and re.search(
        rf"\b{re.escape(ctx.w.resource(k))}\b", part, re.I)]
    words = [ctx.w.resource(k) for k in kinds]
    if not kinds and ctx.w.pool and re.search(rf"\b{re.escape(ctx.w.pool)}\b", part, re.I):
        v = final if final is not None else v
        kinds = [k for k in v if k not in ("lost", "life", "points", "xp", "honor")
                 and isinstance(v[k], int) and not isinstance(v[k], bool)]
        words = [ctx.w.pool]
    values = [v[k] for k in kinds if isinstance(v[k], int)]
    if not values or len(values) != len(kinds):
        return None
    many = re.search(rf"\b(\d+)\s+(?:{'|'.join(re.escape(w) for w in words)})\b", part, re.I)
    if many is not None:
        return "Yes" if sum(values) == int(many[1]) else "No"
    return "Yes" if any(n > 0 for n in values) else "No"


def targets_chosen(q: str, ctx: _Facts) -> Fact | None:
    """"What does Alice target?", "What does the Bolt target?": the one play or activation of
    the player or card `q` names that chose targets, as a fact of that action ("Alice targets
    Trainee Squire (squire) with Spark Bolt (bolt), at step 1"), cited by the rule that targets
    are chosen as it goes on the stack (Role.TARGETS) and the step's own; None where `q` asks
    no such thing, or names no one such action."""
    m = TARGETS_ASKED.match(asked_clause(q))
    if m is None:
        return None
    who = m["who"]
    aiming = [st for st in ctx.res.steps if st.kind in (StepKind.PLAY, StepKind.ACTIVATE)
              and st.action is not None and isinstance(st.said, Msg)
              and "targets" in st.said.args]
    players = [p for p in ctx.res.final["players"] if asks_of_player(who, p, ctx)]
    aiming = [st for st in aiming if st.actor in players] if players else [
        st for st in aiming if st.item and names_item(who, st.item, ctx)]
    if len(aiming) != 1:
        return None
    step = aiming[0]
    args = step.said.args if step.said is not None else {}
    aimed = re.findall(r"\(([^()\s]+)\)", str(args["targets"]))
    rules = tuple(dict.fromkeys((*ctx.game.cite_optional(Role.TARGETS), *ctx.rules(step))))
    return Fact(Subject("action", str(step.action)), {"targets": aimed}, Msg(
        "{player} targets {targets} with {item}, at step {step}", player=step.actor,
        targets=args["targets"], item=args.get("item", step.item), step=step.index),
        step.index, rules[:MAX_RULES])


def asked_of_the_target(before: Fact | None, part_before: str, part: str, facts: list[Fact],
                        used: set[int], ctx: _Facts) -> tuple[int, str] | None:
    """The fact, and its Yes or No, of a yes/no part asking of "it" after a part answered by
    what an action targeted (`targets_chosen`): "What does Alice target, and does it die?"
    asks whether the one object targeted dies. None where it targeted more than one, or the
    part asks which ("or") or whether something triggers."""
    if before is None or before.verdict or before.subject.kind != "action" or \
            not isinstance(before.value, dict) or "targets" not in before.value:
        return None
    aimed = before.value["targets"]
    asked = asked_clause(part)
    if len(aimed) != 1 or not re.search(r"\b(?:it|they)\b", asked) or \
            re.search(r"\bor\b", asked):
        return None
    return _its_verdict(aimed[0], part, facts, used, ctx)
