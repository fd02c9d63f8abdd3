"""The answer first: what a ruling says to the scenario's question, in one or two sentences, each
naming the step that decided it and the rule of that step.

The subjects (judge/model/ask.py) come from the file's `ask:`, else from its `expect:`, else
from what its question names (its ids and card names). For each subject the answer states one
`Fact`: its value in the final state, the step that decided it and that step's rules. The step
is read as the resolution runs (`Watch`: after every step it reads each watched subject, and the
deciding step is the last one after which the value changed) or from the trace (the step an item
resolved, an action was rejected, damage to an object was prevented ...); causes are read from
the trace's events and links, never from its prose.

The facts are ranked by how directly the question asks about them (it names the object, the
player, the card; it asks about priority, the winner, the order ...); the best fact for each of
the question's first two questions opens the ruling (`Fact.lead`). A yes/no question ("Does ...
survive / resolve / get ... back?", "Can ...?") is answered yes or no when its subject allows;
otherwise the fact is stated without one.
"""

from __future__ import annotations

import re
from functools import cached_property, lru_cache
from itertools import pairwise, takewhile

from judge.engine.characteristics import applied, keywords, stats_by_timestamp
from judge.engine.events import EventKind
from judge.engine.question_language import language_of
from judge.engine.reasons import Reason
from judge.engine.resolution import deck_place, deck_spot, object_entry, player_entry
from judge.engine.roles import FRAME_ROLES, Role
from judge.engine.stackops import slug
from judge.engine.trace import Finding, Step, StepKind
from judge.engine.wording import type_said
from judge.engine.words import ACTIVATES_SAID, PLAY_NOW_SAID, PLAYS_SAID
from judge.lazyre import LaterModule, LazyRe, RareRe, cached_pattern, may_hold
from judge.model.ask import Subject
from judge.model.cards import mode_named
from judge.model.state import GONE
from judge.msg import ITS, English, Items, Msg, cap, named, said_of, say, word
from judge.record import dataclass, nested_records, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Any, NoReturn

    from judge.engine import moments, readers
    from judge.engine.characteristics import StatPart
    from judge.engine.core import Core
    from judge.engine.resolution import Resolution
    from judge.engine.rulebook import Rulebook, Vocabulary
    from judge.engine.words import Words
    from judge.model.cards import AbilityDef
    from judge.model.filters import Filter
    from judge.model.scenario import Action, Scenario
    from judge.model.state import GameObject
    from judge.msg import Translator

    #: An object's base stats, the changes to them, and the rules by which those a static
    #: ability makes apply, by source (Resolver.stat_makeup).
    Makeup = tuple[dict[str, int], tuple[StatPart, ...], dict[str, tuple[str, ...]]]
    #: The limits ("to a minimum of") of each change of a makeup, in its order
    #: (Resolver.stat_floors).
    Floors = tuple[tuple[tuple[str, int], ...], ...]
    #: A static ability whose condition does not hold: its object's name, its name, the rules
    #: of its condition, the condition in words (Resolver.gated_statics).
    Gated = tuple[str, str, tuple[str, ...], Msg | None]
    #: A static ability reading a value its object keeps that leaves an object out: its
    #: object's id, its name, the name read, the value kept, its rules (the naming's first:
    #: Resolver.left_out_by_the_name).
    Unnamed = tuple[str, str, str, str, tuple[str, ...]]

else:
    #: The readers of the questions few rulings ask, imported on first use (engine/readers.py).
    readers = LaterModule("judge.engine.readers")
    #: The moment a time clause names (engine/moments.py), imported on first use.
    moments = LaterModule("judge.engine.moments")

#: Object fields an answer reads when its subject names none: those that changed.
AUTO_FIELDS = ("zone", "damage", "exhausted", "controller", "stats", "counters", "card",
               "attached_to")
MAX_LEAD = 2
#: Object fields of its own state, not read from its card: an object that becomes another card
#: keeps them (_changed_earlier says each with the earlier step that changed it).
KEPT_STATE = frozenset({"damage", "exhausted", "controller", "counters", "attached_to"})
#: The fields of a card nothing changed that a question's words may ask alone
#: (`_unchanged_asked`): not its damage (asked otherwise, _damage_asked_of), nor its card
#: ("Does the Squire become a Dark Follower?" asks of its traits, which no field here holds:
#: "No, it is still Squire" would be wrong where it became Dark), nor what it is attached to.
UNCHANGED_ASKED = ("stats", "exhausted", "controller", "counters")
#: The rules a fact cites: those that decided it, at most two (as _Facts.rules gives a step's).
MAX_RULES = 2
#: The events of an object moving at a step (Answerer.rules).
MOVE_EVENTS = frozenset({"entered", "left", "destroyed", "moved"})
#: The most items an order the answer states names one by one (resolved_said): a longer one is
#: summarised by its first and last ("9 items, a, b, c … i,"), and the verdict lists it whole.
ORDER_SAID_WHOLE = 6
#: A question asked of each of several ("What is each Sentinel's ATK?") leads with up to this
#: many, one sentence each.
MAX_EACH = 3
#: The most cards a "which cards ...?" question with no `expect:` reads of (subjects).
MAX_WHICH = 24
AUX = LazyRe(r"(?:^|[,;:]\s+|\band\s+)(does|do|did|is|are|was|were|can|could|may|might|"
                 r"will|would|has|have|must)\b", re.I)
WH = LazyRe(r"^\W*(what|who|whom|whose|where|when|which|how|why|in what|at what)\b", re.I)
#: "Where does it go?", "Where does Ashen Bolt end (up)?": a card's zone is asked.
WHERE_GOES = LazyRe(r"^\W*where\s+(?:does|do|did|will)\b[^?]*\b(?:go(?:es)?|end\w*)\b", re.I)
#: "After it resolves, she does: what is on the chase?" asks what, not yes or no.
#: A question asking where a card is or goes: "Where does the Militia go?", "Where are both
#: afterwards?", "..., where does each card go?"; not "Where does the damage go?" nor "Where
#: does the Raider's damage go?" (whom it is dealt to).
WHERE_ASKED = LazyRe(r"^(?:.*[.;:,]\s+)?\W*(?:where|whose\s+(?!turn\b|priority\b)[\w-]+)\s+"
                     r"(?!(?:does|do|did|is|was|will)\s+(?:the\s+|its\s+)?"
                     r"(?:[\w-]+(?:\s[\w-]+){0,3}'s\s+)?(?:battle\s+|combat\s+)?damage\b)"
                     r"(?P<of>.*)",
                     re.I | re.S)  # ("Whose graveyard is it in?" asks where too)
#: Words of a where question that ask it of every card it is about ("Where do both go?").
WHERE_OF_ALL = LazyRe(r"\b(?:it|they|both|each|all|two|card|cards)\b", re.I)
WH_AFTER_COLON = LazyRe(r"[:;]\s*(what|who|whom|whose|where|when|which|how|why)\b", re.I)


@dataclass(frozen=True)
class Fact:
    """One thing the answer says: about `subject`, its `value` in the final state (plain data,
    as `expect:` would write it), the sentence saying it, the step that decided it (a trace step
    index; None: nothing in the ruling changed it) and that step's rules."""

    subject: Subject
    value: Any
    #: The sentence as a message (judge/msg.py): `text` is its English.
    said: Msg | English
    step: int | None
    citations: tuple[str, ...]
    verdict: str = ""  # "Yes" or "No" when a yes/no question asks about this fact
    lead: bool = False  # it opens the ruling
    #: Every change of the value as the resolution ran: (step, value after it), oldest first
    #: (`judge why` tells them, nearest first).
    history: tuple[tuple[int, Any], ...] = ()

    @property
    def text(self) -> str:
        """The fact in English, without a yes or no."""
        return say(self.said)

    @property
    def sentence(self) -> str:
        """The sentence, with its yes or no first: `No — Trader Male (trader) is destroyed ...`
        (no full stop: the renderers put the rules before it)."""
        return self.say(None)

    def say(self, tr: Translator | None) -> str:
        """The sentence in the language of `tr` (None: English); a sentence opens with a
        capital, unless it opens with an id (`bf-a is ...`)."""
        if self.verdict:
            verdict = VERDICTS[self.verdict]
            return say(Msg("{verdict} — {fact}", verdict=verdict, fact=self.said), tr)
        return cap(say(self.said, tr))

    def to_json(self) -> dict[str, Any]:
        return {"subject": self.subject.name, "fact": self.sentence + ".", "value": self.value,
                "step": self.step, "citations": list(self.citations)}


#: A unit's designation in combat as a clause (RB 464.2.c.3), not "has designation attacker".
DESIGNATIONS = {"attacker": Msg("is an attacker"), "defender": Msg("is a defender"),
                None: Msg("is neither an attacker nor a defender")}
#: A yes or no, as the catalogues say it.
VERDICTS = {"Yes": Msg("Yes"), "No": Msg("No")}


# ----- which subjects -----------------------------------------------------------------------------
def subjects(scenario: Scenario, vocab: Vocabulary | None = None,
             words: Words | None = None, game: Rulebook | None = None) -> tuple[Subject, ...]:
    """`ask:`, else what `expect:` checks, else what the question names. `vocab`: the game's;
    a question whether a card has a keyword of it ("Does the Reflection still have
    Temporary?") asks that of the cards it names (`readers.with_keywords`). `words`: the
    game's prose, whose words for what a player has a part asking of a player may name
    (`_players_asked`). `game`: the rulebook, whose traits and card types a question in another
    language is read with (`_read_in_english`)."""
    if scenario.ask:
        if vocab is None or not scenario.question:
            return scenario.ask
        # `ask: [dispel1]` of a card an action plays, asked "Does the Dispel she registered
        # earlier result?": the item it becomes, whether `expect:` names that item or not (the
        # id was read as the card in the graveyard without it, and the Yes or No was lost)
        asked = _read_in_english(scenario, game)
        return tuple(_played_spell(s, asked, vocab, RESULTS_OF) for s in scenario.ask)
    scenario = _read_in_english(scenario, game)
    found = _subjects(scenario)
    if vocab is not None and words is not None and scenario.expect is not None and \
            scenario.question:
        found = (*found, *_players_asked(scenario, found, vocab, words))
    if scenario.expect is not None and scenario.question:
        found = (*found, *_cards_asked(scenario, found))
    if vocab is not None and scenario.expect is not None and scenario.question and any(
            _which_of_them(q) for q in questions(scenario.question)):
        # "Which of Bob's Followers are returned to hand?" where `expect:` checks none of his:
        # each card the file has may be one of them, as without `expect:` (it led with the
        # step that returned them, naming every card, and no card's fact could say "not one"):
        # each card of the type it calls them by may be one of them, as without `expect:`
        named = {s.id for s in found if s.kind == "object"}
        found = (*found, *(Subject("object", oid) for oid in _of_the_type_called(
            scenario, vocab)[:MAX_WHICH] if oid not in named))
    if vocab is not None and scenario.expect is None and scenario.question and \
            not any(s.kind == "object" for s in found):
        # "Bob destroys Alice's Imperishable J-ruler. Is the ruler astral?"; also where the
        # question names only a spell that acts on it ("Wither takes Alice's Imperishable
        # J-ruler to DEF 0. Where does it go?": it led with her life, the J-ruler not asked of)
        found = (*(Subject("object", oid) for oid in _described_by_type(
            scenario, scenario.question, vocab)), *found)
    if vocab is not None and scenario.expect is None and scenario.question:
        # "... Bob defends with a 6-Might unit. Does Bob's unit die?": his one unit, asked of
        # by its type beside the cards the question names (Alice's Oak Shieldbearer)
        found = (*found, *(Subject("object", oid) for oid in _possessed_by_type(
            scenario, vocab, words) if Subject("object", oid) not in found))
        # "Does her 2-damage spell kill a 4-Might unit?": the one unit of 4 Might there
        found = (*found, *(Subject("object", oid) for oid in _described_by_stat(
            scenario, vocab) if Subject("object", oid) not in found))
    if vocab is not None and scenario.expect is None and scenario.question:
        found = (*found, *_entered_asked(scenario, found, vocab, words))
        # "She transcends it with Rite of the Old Grove. Is the J-ruler on top rested?": each
        # card of the type it names, the one that ends on top among them (`_on_top_first`; it
        # was answered of the J-ruler named, now below, with no Yes or No)
        found = (*found, *(Subject("object", oid) for oid in _of_the_type_on_top(
            scenario, vocab) if Subject("object", oid) not in found))
    if vocab is not None and scenario.expect is None and scenario.question:
        # "Alice pays Echo Shot's Repeat cost ... Does it deal its 2 damage twice?", "What does
        # the Cleave do?": a spell the actions play, asked what it does, is asked of as the
        # item it becomes (what it did as it resolved), not as the card that ends in the trash
        found = tuple(_played_spell(s, scenario, vocab) for s in found)
    if vocab is not None and scenario.expect is None and scenario.question and any(
            _which_of_them(q) for q in questions(scenario.question)):
        # "Which Followers get +1 ATK?": each card the file has may be one of them (rank
        # leads with those it is true of); the first few, on a large board
        named = {s.id for s in found if s.kind == "object"}
        found = (*found, *(Subject("object", o.id) for o in scenario.objects[:MAX_WHICH]
                           if o.id not in named))
    if vocab is not None and scenario.question and Subject("stack") not in found and any(
            _stack_state_asked(asked_clause(q), (*vocab.stack_words, "stack"))
            for q in questions(scenario.question)):
        found = (*found, Subject("stack"))  # "Is the chase empty?"
    if vocab is not None and scenario.expect is None and scenario.question and \
            DRAWS.search(scenario.question):
        found = (*found, *_deck_cards_asked(scenario, vocab, found))
    if words is not None and scenario.question:
        found = (*found, *_players_asked_who(scenario, found, words))
    if vocab is not None and scenario.question:
        found = (*found, *_held_cards_asked(scenario, found, vocab.stack_words))
    if scenario.expect is None and scenario.question and "target" in scenario.question:
        found = (*found, *_targets_asked(scenario, found))
    if scenario.expect is None and scenario.question and "other" in scenario.question:
        found = (*found, *(s for s in _the_other_asked(scenario) if s not in found))
    if vocab is not None and scenario.expect is not None and scenario.question:
        # "Who has focus once Dazzle has resolved?": a wh-part asking who holds a key of the
        # game's own state by its word, whatever `expect:` checks, as priority (it led with
        # Dazzle's resolution where `expect:` checked no focus, and with the focus without it)
        places = tuple(x for o in scenario.objects if o.zone.endswith(f":{o.id}")
                       for x in (o.id, o.card))
        found = (*found, *(Subject("game", k) for k in vocab.expect_keys
                           if Subject("game", k) not in found and any(
                               key_asked_who(k, p, places) for p in questions(scenario.question))))
    if vocab is not None and scenario.expect is None and scenario.question:
        # (the places a key of the game's state holds an entry for: "Who controls bf-a?")
        places = tuple(x for o in scenario.objects if o.zone.endswith(f":{o.id}")
                       for x in (o.id, o.card))
        found = (*found, *_game_keys_asked(scenario.question, vocab, found, places))
        if "combats" in vocab.expect_keys and Subject("game", "combats") not in found and (
                COMBAT_FATE_ASKED.search(scenario.question) or
                COMBAT_RESULT_ASKED.search(scenario.question)):
            # "Who wins the combat?" with no `expect:`: the combat's result, as `expect:`
            # checking anything makes it asked of (it led "Nobody wins: the game goes on")
            found = (*found, Subject("game", "combats"))
    if vocab is not None and scenario.question:
        # "Does she lose bf-a?", "Alice scored bf-a earlier this turn. Does she lose it ...?":
        # the game's own state by place (control), whatever `expect:` checks (the part was read
        # as losing the game: "No — alice still has 3 points", right by chance)
        places = tuple(x for o in scenario.objects if o.zone.endswith(f":{o.id}")
                       for x in (o.id, o.card))
        found = (*found, *(Subject("game", k) for k in dict.fromkeys(
            d.places for d in vocab.game_events.values() if d.places)
            if Subject("game", k) not in found and _place_loss_asked(scenario.question, places)))
    if vocab is not None and scenario.question:
        # "Is the chain closed?": the game's own state whose value words the question names,
        # whatever `expect:` checks (it led with the chain's items, or a card's move)
        states = [state_words_asked(q, vocab) for q in questions(scenario.question)]
        found = (*found, *(Subject("game", k) for k in dict.fromkeys(
            st[0] for st in states if st is not None) if Subject("game", k) not in found))
    if vocab is None or not keywords_asked(scenario.question or "", vocab.keywords):
        return found
    return tuple(readers.with_keywords(s, scenario, vocab) if s.kind == "object" else s
                 for s in found)


#: The fields of a card that entered the board a part may ask of it there (not of its play):
#: "Is the Sentinel dealt damage?" of a Sentinel that resolved from the chase.
ENTERED_FIELDS = ("damage", "counters", "stats", "exhausted")


def _entered_asked(scenario: Scenario, found: tuple[Subject, ...], vocab: Vocabulary,
                   words: Words | None) -> tuple[Subject, ...]:
    """With no `expect:`, the card of a permanent type on the stack the question names as an
    item, where a part asks of it a state it has once on the board (its damage, counters,
    stats, rest): the object it becomes too, as `expect:` checking that object makes it asked
    of ("... then Bob's Stone Sentinel enters; .... Is the Sentinel dealt damage?" was led by
    the Sentinel's resolution, "it enters the field", with no Yes or No)."""
    stack = {i.id: i for i in scenario.stack}
    patterns = _game_words(words)[0] if words is not None else OBJECT_WORDS
    out: list[Subject] = []
    for s in found:
        item = stack.get(s.id) if s.kind == "item" else None
        card = scenario.cards.get(item.card or "") if item is not None else None
        if item is None or card is None or Subject("object", s.id) in found or not any(
                t in vocab.permanent_types for t in card.every_type()):
            continue
        if any(_mentions(clause, s.id, item.card) and any(
                re.search(patterns[f], clause, re.I) for f in ENTERED_FIELDS if f in patterns)
               for clause in map(asked_clause, questions(scenario.question or ""))):
            out.append(Subject("object", s.id))
    return tuple(out)


def _played_spell(s: Subject, scenario: Scenario, vocab: Vocabulary,
                  asks: LazyRe | None = None) -> Subject:
    """An object subject that is a card of no permanent type an action plays, asked what it
    does (`asks`: DEEDS_OF, or RESULTS_OF asked of `ask:`'s subjects): that play's item (its
    id is the card's); any other subject as it is."""
    asks = asks or DEEDS_OF
    if s.kind != "object" or s.fields:
        return s
    obj = next((o for o in scenario.objects if o.id == s.id), None)
    card = scenario.cards.get(obj.card or "") if obj is not None else None
    if card is None or any(t in vocab.permanent_types for t in card.every_type()):
        return s
    if not any(a.verb == "play" and a.get("card") == s.id for a in scenario.actions):
        return s
    for part in questions(scenario.question or ""):
        if MUST_PLAY_ASKED.match(asked_clause(part)) and _played_spells(scenario, vocab) == [s.id]:
            # "Must she play one of them?" of the one spell played, whose instruction told her
            # to: what it did as it resolved (RB 128.6.a: she may have declined), not where
            # the card ends (it led "Call to Arms ends in alice's trash")
            return Subject("item", s.id)
        m = asks.match(asked_clause(part))
        if m is not None and obj is not None and (
                m["who"].casefold() in ("it", "that") or _mentions(m["who"], s.id, obj.card)):
            return Subject("item", s.id)
    return s


#: A part asking whether a player is bound to play a card: "Must she play one of them?",
#: "Does she have to play a unit?", "Is Alice required to play one?"
MUST_PLAY_ASKED = LazyRe(r"^\W*(?:must\s+\w+|(?:does|do|did)\s+\w+\s+ha(?:ve|s)\s+to|(?:is|are|was)"
                         r"\s+\w+\s+(?:required|obliged|forced)\s+to)\s+play\b", re.I)


def _played_spells(scenario: Scenario, vocab: Vocabulary) -> list[str]:
    """The objects the actions play that are cards of no permanent type (spells)."""
    found = []
    for a in scenario.actions:
        obj = next((o for o in scenario.objects if o.id == a.get("card")), None) \
            if a.verb == "play" else None
        card = scenario.cards.get(obj.card or "") if obj is not None else None
        if obj is not None and card is not None and not any(
                t in vocab.permanent_types for t in card.every_type()):
            found.append(obj.id)
    return list(dict.fromkeys(found))


#: A part asking what a card does, the card (or "it") after its verb: "Does it deal its 2
#: damage twice?", "What does the Cleave do?" (not "How much damage is the Golem dealt?").
DEEDS_OF = LazyRe(r"^\W*(?:what\s+)?(?:does|did|will)\s+(?P<who>[^?,]+?)\s+(?:still\s+|then\s+)?"
                  r"(?:deal|do)\b", re.I)


#: A word asking the order items resolved in ("Does Alarm result before Bolt?", "... result
#: first?"), not "first" naming which of two cards ("Does the first Dispel result?" asks
#: whether the one registered first results: its Yes or No was lost).
ORDER_WORD = LazyRe(r"\b(?:before|after)\b|(?<!\bthe\s)(?<!\bher\s)(?<!\bhis\s)(?<!\bits\s)"
                    r"(?<!\btheir\s)\bfirst\b", re.I)


def asks_order(clause: str, said: GameSaid) -> bool:
    """Whether `clause` asks the order items result in (ORDER_WORD), its card named by order
    ("the Dispel she registered first", GameSaid.ordinal_after) left out: that names which
    card."""
    return ORDER_WORD.search(said.ordinal_after.compiled.sub(" ", clause)) is not None


#: "the first Gun Shot", "the Dispel she registered earlier" is read by `_ordinal_names_another`
#: as which of several items of one name: the nth registered.
ORDINAL_NAMED = LazyRe(r"\bthe\s+(?P<nth>first|second|third|earlier|later|last)\s+"
                       r"(?P<rest>[^?,;]+)", re.I)
ORDINALS = {"first": 0, "earlier": 0, "second": 1, "third": 2, "later": -1, "last": -1}


def _ordinal_names_another(item: str, clause: str, ctx: _Facts) -> bool:
    """Whether `clause` names, by its order ("the first Gun Shot"), another stack item of the
    name of `item`: of two or more items of one name, the nth registered (those on the stack
    as the file begins first, bottom first, then as the ruling put them there)."""
    m = ORDINAL_NAMED.search(clause) or game_said(ctx).ordinal_after.search(clause)
    if m is None:
        return False
    name = _item_name(ctx, item)
    if not _mentions(m["rest"], item, name):
        return False
    put = [i.id for i in ctx.scenario.stack] + [
        str(st.item) for st in ctx.res.steps
        if st.kind in (StepKind.PLAY, StepKind.ACTIVATE, StepKind.TRIGGER) and st.item]
    same = [i for i in dict.fromkeys(put) if _item_name(ctx, i) == name]
    nth = ORDINALS[m["nth"].casefold()]
    if len(same) < 2 or nth >= len(same) or item not in same:
        return False
    return same[nth] != item


#: A part asking whether a card (or "it") results: "Does the Dispel she registered earlier
#: result?", "Does it still resolve?".
RESULTS_OF = LazyRe(r"^\W*(?:does|did|will)\s+(?P<who>[^?,]+?)\s+(?:still\s+|then\s+|ever\s+)?"
                    r"(?:results?|resolves?)\b", re.I)


#: The verb every match of HAS_KEYWORD starts with: a question without it asks of no keyword.
HAS_VERB = LazyRe(r"\b(?:have|has|had|keeps?|kept|loses?|lost|gains?|gained|gets?|got)\s", re.I)


def _players_asked(scenario: Scenario, found: tuple[Subject, ...], vocab: Vocabulary,
                   words: Words) -> tuple[Subject, ...]:
    """"Does he get the will?" where `expect:` checks nothing of his: the player a yes/no part
    asks of (player_asked), where it names what a player has (his will, her life: the game's
    words, as readers.players_things), as without `expect:` (his Quick Spark refused, or
    still in his hand, answered it "No": none of his facts was there to answer it)."""
    have = {s.id for s in found if s.kind == "player"}
    said = [w for w in (words.pool, *(words.resource(k) for k in vocab.resources)) if w]
    things = tuple(dict.fromkeys(x for w in said for x in (w, w.removesuffix("s"))))
    return tuple(dict.fromkeys(
        Subject("player", pid) for q in questions(scenario.question or "")
        if (pid := player_asked(q, scenario, words.resource_verbs.values())) is not None
        and pid not in have
        and (any(_named(asked_clause(q).casefold(), t.casefold()) for t in things) or
             _deed_said(asked_clause(q), words))))


def _deed_said(clause: str, words: Words) -> bool:
    """Whether `clause` says what only a player does, by one of the game's verbs of it
    (Words.resource_verbs: a player scores, RB 468), and not as a word of one of the game's
    phase names: "Does she lose it in her Scoring Step?" asks of a battlefield's control
    (RB 190.4.a), not of her points."""
    for phase in words.phases.values():
        if may_hold(clause, phase):
            clause = cached_pattern(rf"\b{re.escape(phase)}\b", re.I).sub(" ", clause)
    return any(re.search(verb, clause, re.I) for verb in words.resource_verbs.values())


def _players_asked_who(scenario: Scenario, found: tuple[Subject, ...],
                       words: Words) -> tuple[Subject, ...]:
    """"Who scores?", "Which units score?": every player, where a wh-part asks who changes a
    resource by the game's verb for it (Words.resource_verbs: a player scores, RB 468),
    whatever `expect:` checks (it led with a unit's death, no player being asked of where
    `expect:` checked none)."""
    if not words.resource_verbs or not any(
            re.match(rf"\W*(?:who\s+|which\s+(?:[\w'’-]+\s+){{1,3}}?)(?:will\s+)?(?:{verb})",
                     wh_clause(q), re.I)
            for q in questions(scenario.question or "")
            for verb in words.resource_verbs.values()):
        return ()
    have = {s.id for s in found if s.kind == "player"}
    return tuple(Subject("player", p) for p in scenario.players if p not in have)


#: A yes/no part whose subject is a card named after its auxiliary: "is the Squire destroyed?",
#: "does Bob's Ember Squire survive?" (the words written with a capital after "the" or a
#: possessive, the card's name or a distinctive word of it; not "the Watchtower's ability").
CARD_ASKED = LazyRe(r"^\W*(?i:does|did|will|is|was|has|had)\s+(?:still\s+)?(?P<whose>(?i:the|his|"
                    r"her|their|[\w-]+['’]s)\s+)?(?P<name>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3})"
                    r"\b(?![\w'’-])")
#: What such a part asks of its card, just after its name: its fate (it is destroyed, dies or
#: survives, or goes to a zone: "is Bob's Veteran returned to hand?"), not what it does to
#: another ("does his Gun Shot destroy the Knight?").
FATE_OF_SUBJECT = LazyRe(r"\s+(?:still\s+|also\s+|then\s+|be\s+|get\s+|ever\s+)?(?:destroyed|"
                         r"killed|dead|alive|die|dies|surviv\w*|(?:(?:stay|remain|enter|leave)s?\s+|"
                         r"comes?\s+into\s+)?(?:in\s+play|on\s+the\s+(?:field|board)|play|"
                         r"the\s+(?:field|board))|(?:returned|put|sent|moved|go|goes|returns?)\s+"
                         r"(?:back\s+)?(?:to|into)\b)\b", re.I)


#: A yes/no part asking whether what it names first destroys a card it names after the verb:
#: "does the Flare destroy the Squire?", "will Bob's Spark kill her Knight?" (the card destroyed
#: named as CARD_ASKED names its subject: a capital after "the" or a possessive).
#: A question that asks whether something is destroyed (English, Indonesian "hancur",
#: "dihancurkan", Thai "ถูกทำลาย"): of a Follower sacrificed for a cost, VW HP.39 decides it.
DESTRUCTION_ASKED = LazyRe(r"\b(?:destroy(?:s|ed)?|destruction|(?:di)?hancur(?:kan)?)\b|ทำลาย",
                           re.I)
DESTROYS_CARD = LazyRe(r"^\W*(?i:does|did|will)\s+(?:[\w'’-]+\s+){1,4}?"
                       r"(?i:still\s+|also\s+|then\s+)?(?i:destroy|kill)\s+(?P<whose>(?i:the|his|her|their|[\w-]+['’]s)\s+)?"
                       r"(?P<name>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3})\b(?![\w'’-])")


def _card_whose_fate_is_asked(clause: str, players: set[str]) -> str | None:
    """The words naming the card whose fate yes/no part `clause` asks: its subject where it
    asks whether that card is destroyed, dies or survives ("is the Squire destroyed?",
    CARD_ASKED then FATE_OF_SUBJECT), or the card it asks whether another destroys ("does the
    Flare destroy the Squire?", DESTROYS_CARD: the Squire's fate, not the Flare's); None where
    it asks neither, or names a player there."""
    m = CARD_ASKED.match(clause)
    if m is None or not FATE_OF_SUBJECT.compiled.match(clause, m.end()):
        m = DESTROYS_CARD.match(clause)
    if m is None or m["name"].split()[0].casefold() in players:
        return None
    return f"{m['whose'] or ''}{m['name']}"


def _cards_asked(scenario: Scenario, found: tuple[Subject, ...]) -> tuple[Subject, ...]:
    """"Is the Squire destroyed?", "Does the Flare destroy the Squire?" where `expect:` checks
    nothing of it: the one object a yes/no part asks the fate of (`_card_whose_fate_is_asked`),
    as without `expect:` (the part took the Yes or No
    of another subject, or none: with `expect:` naming only Bob's refused Quick Spark, the
    Squire the Flare destroyed was said neither way), as `_players_asked` does for players."""
    have = {s.id for s in found if s.kind in ("object", "item")}
    players = {p.casefold() for p in scenario.players}
    out: list[Subject] = []
    for q in questions(scenario.question or ""):
        if not _asks_yes_or_no(q) or _is_can(q):
            continue
        phrase = _card_whose_fate_is_asked(asked_clause(q), players)
        # "Are the Brute and Bob's Veteran returned to hand?": each card the list names
        for piece in [phrase] if phrase is not None else _cards_listed_fate_asked(
                asked_clause(q), players):
            named = [o.id for o in scenario.objects
                     if _asks_of(piece, o.id, o.card, scenario) and not _by_another_name(
                         piece, o.id, o.card, scenario)]
            # (a piece of a list naming two cards of one name, "Are Brute and Veteran ...?" of
            # two Veterans: each, so that the answer says each one's)
            out += [Subject("object", oid) for oid in named if oid not in have and Subject(
                "object", oid) not in out and (len(named) == 1 or phrase is None)]
    return tuple(out)


#: A yes/no part asking the fate of several cards it lists: "are the Brute and Bob's Veteran
#: returned to hand?", "were Alice's Squire, the Brute and the Veteran destroyed?"
CARDS_LISTED = LazyRe(r"^\W*(?i:are|were|do|did|will)\s+(?:both\s+)?(?P<names>(?:(?i:the|his|her|"
                      r"their|[\w-]+['’]s)\s+)?[A-Z][^?]*?)(?=\s+(?:both\s+|all\s+)?(?:be\s+)?"
                      r"(?:destroyed|killed|dead|alive|die|surviv|returned|put|sent|moved|go|stay|"
                      r"remain|in\s+play|on\s+the))")


def _cards_listed_fate_asked(clause: str, players: set[str]) -> list[str]:
    """The words naming each card a yes/no part listing several asks the fate of (CARDS_LISTED:
    "the Brute", "Bob's Veteran"), each a name with a capital; none where a piece names a
    player or no card."""
    m = CARDS_LISTED.match(clause)
    if m is None:
        return []
    pieces = [p.strip() for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", m["names"]) if p.strip()]
    if len(pieces) < 2 or any(not CARD_PIECE.compiled.fullmatch(p) or
                              p.split()[-1].casefold() in players for p in pieces):
        return []
    return pieces


def _each_listed(i: int, fact: Fact, facts: list[Fact], said: str, ctx: _Facts
                 ) -> tuple[int, Fact, str] | None:
    """A yes/no part listing several cards (`_cards_listed_fate_asked`) read of each: the first
    card's fact it says No of, with its No, where it says No of every card a piece names; the
    lead `fact` (at `i`) with no Yes or No where a piece's cards have no fact, or facts it says
    Yes of and No of (two Veterans, one returned); None where it says Yes of each (the lead
    stands), or the part lists no cards."""
    players = {p.casefold() for p in ctx.scenario.players}
    pieces = _cards_listed_fate_asked(asked_clause(said), players)
    if not pieces:
        return None
    first: dict[str, int] = {}
    for k, f in enumerate(facts):
        if f.subject.kind == "object":
            first.setdefault(f.subject.id, k)
    unknown = False
    for piece in pieces:
        oids = [o.id for o in ctx.scenario.objects if _asks_of(piece, o.id, o.card, ctx.scenario)
                and not _by_another_name(piece, o.id, o.card, ctx.scenario)]
        if not oids:
            return None
        verdicts = {_verdict(facts[first[oid]], said, ctx) if oid in first else ""
                    for oid in oids}
        if verdicts == {"No"}:
            k = first[oids[0]]
            return k, facts[k], "No"
        unknown = unknown or verdicts != {"Yes"}
    return (i, fact, "") if unknown else None


#: One card a list names: a name with a capital, after "the" or a possessive or neither.
CARD_PIECE = LazyRe(r"(?:(?i:the|his|her|their|[\w-]+['’]s)\s+)?[A-Z][\w-]*"
                    r"(?:\s+[A-Z][\w-]*){0,3}")


#: A yes/no clause asking what state something is in: "Is the chain closed?", "Is the game in
#: a Neutral Open state?", "Does the turn stay open?" (the words of a value after a copula).
STATE_ASKED = LazyRe(r"^\W*(?:is|are|was|were|does|do|did|will)\b[^?]*?\b(?:is|are|was|were|"
                     r"in|stays?|remains?|becomes?|still)?\s*(?:an?\s+|the\s+)?(?P<words>(?:"
                     r"[\w-]+\s+){0,2}[\w-]+)(?:\s+state)?\s*[?.]?\s*$", re.I)


def state_words_asked(part: str, vocab: Vocabulary) -> tuple[str, tuple[str, ...]] | None:
    """The key of the game's own state with word choices (RB `state`: neutral-open, ...) whose
    value words a yes/no part asks of ("Is the chain closed?": `state`, ("closed",)); not a
    word that is itself a key (`showdown`: the showdown's own entry says it). None: none."""
    clause = asked_clause(part)
    m = STATE_ASKED.match(clause)
    if m is None:
        return None
    said = [w.casefold() for w in re.split(r"[\s-]+", m["words"])]
    for key, arg in vocab.expect_keys.items():
        if arg.kind != "str" or not arg.choices:
            continue
        words = {w for c in arg.choices for w in c.split("-")}
        if said[-1] in words - set(vocab.expect_keys):
            # (every word of a choice it says: "Is it Showdown Open?" asks both)
            return key, tuple(w for w in said if w in words)
    return None


def keywords_asked(question: str, keywords: tuple[str, ...]) -> list[str]:
    """The game's keywords a yes/no question of `question` asks whether a card has (printed
    or granted): not "Bob's Duelist, which has [First Strike], blocks. What happens?"."""
    if not keywords:
        return []  # a game without keywords (Vandaria Wars): no pattern compiled at start-up
    # (and a "which cards ...?" question in its yes/no form: "Which resonators gain
    # [Flying]?" asks "Does it gain [Flying]?" of each card)
    asks = [own for q in questions(question) for own in (
        re.split(r"(?<=[.!?])\s+", q)[-1], _which_of_them(q) or "")
        if re.match(r"\W*(?:does|do|did|will|is|are)\b", own, re.I) and HAS_VERB.search(own)]
    # One pattern of every keyword first (it matches where any one does), and each keyword's
    # own only where it did: one pattern a keyword of the vocabulary for each question was
    # ~1,200 compiles a corpus pass, re's cache of 512 churning over three games' keywords.
    if not asks or not any(readers.has_keyword(keywords).search(own) for own in asks):
        return []
    return [k for k in keywords if any(readers.has_keyword((k,)).search(own) for own in asks)]


def _place_loss_asked(question: str, places: tuple[str, ...]) -> bool:
    """Whether a yes/no part of `question` asks of losing a place (`places`: the ids and names
    of the battlefields), or its control: "Does she lose bf-a?", "Does she lose control of
    it?", "... bf-a .... Does she lose it?" (one place named in the sentence before)."""
    for part in questions(question):
        m = LOSES_KEY.search(asked_clause(part)) if _asks_yes_or_no(part) else None
        if m is None:
            continue
        what = m["what"].casefold()
        if m[0].casefold().split()[1] == "control" or any(
                what == p.casefold() for p in places if p):
            return True
        context = f"{_antecedent_sentence(question, part)} {part}"
        if what == "it" and len({p.casefold() for p in places if p and re.search(
                rf"(?<![\w-]){re.escape(p)}(?![\w-])", context, re.I)}) == 1:
            return True
    return False


def key_asked_who(key: str, part: str, entries: Iterable[str] = ()) -> bool:
    """Whether a wh-part asks who holds a key of the game's own state by its word: "Who has
    focus now?", or by the key as a verb of one of its `entries` it names: "Who controls bf-a
    once the Bolt has resolved?" (not "Who controls the Squire?": a unit's controller is its
    own)."""
    clause = wh_clause(part)
    m = re.match(rf"\W*who\s+(?:now\s+|still\s+)?(?:(?:has|holds|gets)\s+(?:the\s+)?"
                 rf"{re.escape(key)}\b|(?P<verb>{re.escape(key)}s\b))", clause, re.I)
    return m is not None and (not m["verb"] or any(_named(clause[m.end():], e)
                                                   for e in entries if e))


def _game_keys_asked(question: str, vocab: Vocabulary, found: tuple[Subject, ...],
                     places: tuple[str, ...] = ()) -> tuple[Subject, ...]:
    """"Does she still control bf-a?", "Does the showdown end?" with no `expect:`: each key of
    the game's own state (Vocabulary.expect_keys) a yes/no question names by its word, as
    `expect:` checking it makes it asked of (it was answered "Sunken Plaza (bf-a) is
    controlled by alice", with no Yes, and the reason she still controls it said of her Energy)."""
    # "Who has focus now?": a wh-part asking who holds a key of the game's own state by its
    # word (it led with the move that began the showdown)
    held = tuple(Subject("game", k) for k in vocab.expect_keys if Subject("game", k) not in found
                 and any(key_asked_who(k, p, places) for p in questions(question)))
    found = (*found, *held)
    parts = [p for p in questions(question) if _asks_yes_or_no(p)]
    # the key as what is asked of ("the showdown", "she still controls", "Alice holds focus"),
    # not a card's own ("does it keep its damage, exhausted state and +2 Might?")
    players = "|".join(re.escape(s.id) for s in found if s.kind == "player")
    before = rf"\b(?:the|still|she|he|they|holds?|has|have|keeps?|gets?|retains?" \
        rf"{'|' + players if players else ''})\s+"
    return held + tuple(Subject("game", k) for k in vocab.expect_keys
                        if Subject("game", k) not in found and any(re.search(
                            rf"{before}{re.escape(k)}(?:s|led)?\b", p, re.I) for p in parts))


#: A question asking whether or what a player draws ("Does she still draw?", "How many cards
#: does she draw?"), not one naming the Draw Phase.
DRAW_ASKED = LazyRe(r"\bdraws?\b(?!\s+phase)", re.I)


def _deck_cards_asked(scenario: Scenario, vocab: Vocabulary,
                      found: tuple[Subject, ...]) -> tuple[Subject, ...]:
    """"Does Alice draw a card?" with no `expect:`: the cards of the deck of each player the
    question names (else of every player), whose facts the draw readers read (it was
    answered of the player's gold, "Alice still has 0 gold", as no drawn card was a subject)."""
    named = {s.id for s in found if s.kind == "player"} or set(scenario.players)
    # A player whose deck is empty draws what a Burn Out put back into it from their
    # graveyard (RB 431.2): those cards are asked of (it was answered of her points, "Alice
    # still has 3 points", as no card was in her deck)
    empty = {p for p in named if not any(o.zone == vocab.deck_zone and o.owner == p
                                         for o in scenario.objects)} \
        if DRAW_ASKED.search(scenario.question or "") else set()  # (not "her Draw Phase")
    return tuple(Subject("object", o.id) for o in scenario.objects
                 if (o.zone == vocab.deck_zone or (o.zone == vocab.graveyard_zone and
                                                   o.owner in empty)) and o.owner in named
                 and Subject("object", o.id) not in found)


def _held_cards_asked(scenario: Scenario, found: tuple[Subject, ...],
                      stack_words: tuple[str, ...]) -> tuple[Subject, ...]:
    """"What is in Bob's hand?": every card of the player it names (of every player, "What is
    in the field?"), so the cards that end there, drawn or moved there by the ruling too, are
    each a fact (it was answered of his Energy, or of one card of his hand `expect:` checks)."""
    held = [h for q in questions(scenario.question or "")
            if (h := zone_held(q, scenario, stack_words)) is not None]
    if not held:
        return ()
    have = {s.id for s in found if s.kind == "object"}
    return tuple(Subject("object", o.id) for o in scenario.objects if o.id not in have and any(
        p in (None, AMBIGUOUS) or p in (o.owner, o.controller) for _, p in held))


#: "What does Alice target?", "Which unit does the Bolt target?", "Whom does she target?": what
#: a play or an activation of the one it names targeted (readers.targets_chosen).
TARGETS_ASKED = RareRe(r"^\W*(?:what|which(?:\s+[\w-]+)?|whom?)\s+(?:does|did|will)\s+"
                       r"(?P<who>[^?,;]+?)\s+(?:first\s+)?target\b", re.I, needs=("target",))


def _targets_asked(scenario: Scenario, found: tuple[Subject, ...]) -> tuple[Subject, ...]:
    """"What does Alice target, and does it die?" with no `expect:`: each object an action of
    the file targets, so the one chosen has a fact (its fate) for the part after it (none was
    a subject: "one of Bob's units" names no card)."""
    if not any(TARGETS_ASKED.match(asked_clause(q)) for q in questions(scenario.question or "")):
        return ()
    have = {s.id for s in found if s.kind == "object"}
    ids = {o.id for o in scenario.objects}
    aimed = [t for a in scenario.actions for t in _listed(a.get("targets"))]
    return tuple(Subject("object", t) for t in dict.fromkeys(aimed) if t in ids and t not in have)


def _listed(value: object) -> list[str]:
    """The ids an action's `targets` lists (a list, or one id)."""
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value] if isinstance(value, (list, tuple)) else []


#: "Whose turn is it next?", "Who is the turn player now?", "Which phase is it?": where the
#: game is, its turn player and phase (a ruler who lost takes no turn, VW IN.1.a); such a
#: question without `ask:` or `expect: phase` was answered by a player's gold ("Alice still has
#: 0 gold") or "Nothing results".
WHOSE_TURN_ASKED = LazyRe(r"\bwhose\s+turn\b|\bwho\s+is\s+the\s+turn\s+player\b|"
                          r"\b(?:which|what)\s+phase\b", re.I)


def _turn_asked(question: str) -> bool:
    """Whether a question part itself (not the scene before it) asks whose turn it is."""
    return any(WHOSE_TURN_ASKED.search(asked_clause(q)) for q in questions(question))


def _subjects(scenario: Scenario) -> tuple[Subject, ...]:
    out: list[Subject] = []
    e = scenario.expect
    question = scenario.question or ""
    if e is not None:
        can = any(_is_can(q) for q in questions(question))
        listed = e.rejected or ()
        if can or listed:
            for a in scenario.actions:
                # ("May Alice pass at main timing?": the pass too, where a pass is asked of and
                # it is the file's one action, the window asked; `_allowed_pass`)
                if a.index in listed or (can and (a.verb != "pass" or (
                        len(scenario.actions) == 1 and PASS_ASKED.search(question)))):
                    out.append(Subject("action", str(a.index)))
        if e.resolved is not None and len(e.resolved) > 1:
            out.append(Subject("resolved"))
        out += [Subject("item", i) for i in (e.resolved or ()) if len(e.resolved or ()) == 1]
        out += [Subject("item", i) for i in (e.fizzled or ())]
        if e.stack is not None:
            out.append(Subject("stack"))
        if e.priority_given:
            out.append(Subject("priority"))
        if e.phase is not None:
            out.append(Subject("phase"))
        if e.winner_given or e.outcome is not None:
            out.append(Subject("winner"))
        for pid, want in (e.players or {}).items():
            out.append(Subject("player", pid, tuple(want)))
        for oid, want in (e.objects or {}).items():
            out.append(Subject("object", oid, tuple(want)))
        out += [Subject("game", k) for k in e.extra]
        # "Does Volley still deal its damage?": an item the question names, whatever `expect:`
        # checks of the order.
        # (an item on the stack as the file begins too, which `expect:` need not list: "Does
        # Gun Shot damage the Squire after Denial cancels it?" of a Gun Shot cancelled led with
        # Denial's resolution, no Yes or No; outsider round 79)
        out += [Subject("item", i) for i in dict.fromkeys((
            *(e.resolved or ()), *(e.fizzled or ()), *(i.id for i in scenario.stack)))
                if _asks_of_item(question, i, scenario)]
        if EACH_DEALS.search(question):
            # "How much damage does each deal?" of Gold Burst and its copy: each item of a
            # card the question names (a copy by the card it copies), whatever `expect:` checks
            cards = {o.id: o.card for o in scenario.objects}
            cards.update({i.id: i.card or i.ability or i.id for i in scenario.stack})
            out += [Subject("item", i) for i in e.resolved or () if (card := cards.get(
                i.split(".copy")[0])) and _mentions(QUOTED.sub("", question), i, card)]
        # "Who has priority ...?" asks about priority whatever `expect:` checks.
        if re.search(r"\bpriority\b", question, re.I):
            out.append(Subject("priority"))
        if _turn_asked(question):
            out.append(Subject("phase"))
        # "What becomes of the combat?", "what is the combat's result?" ask of the combat (its
        # result), whatever `expect:` checks: not of a unit still at its battlefield.
        if COMBAT_FATE_ASKED.search(question) or COMBAT_RESULT_ASKED.search(question):
            out.append(Subject("game", "combats"))
        return tuple(dict.fromkeys(out))
    # Neither: the objects, players and items the question names.
    names = {o.id: o.card for o in scenario.objects}
    names.update({i.id: i.card or i.ability or i.id for i in scenario.stack})
    items = {i.id for i in scenario.stack}
    # No question names nothing, but for an empty id (as `_mentions` finds it): a register of
    # 10,000 items without a question asked this 10,000 times.
    carded = {i.id for i in scenario.stack if i.card}
    for oid, card in names.items() if question or "" in names else ():
        if _asks_of(question, oid, card, scenario) and not _only_in_anothers_name(
                question, oid, card, names):
            if oid in carded and _where_of(question, oid, card):
                # "Where is Hex Bolt?" of a chant the file put on the chase: where its card
                # ends (the graveyard), not what its item did
                out.append(Subject("object", oid))
            out.append(Subject("item", oid) if oid in items else Subject("object", oid))
    out += [Subject("player", p) for p in scenario.players if _named(question, p)]
    # "Does she get the Energy?": the player "she" is, by the cards the question calls hers
    out += [Subject("player", p) for p in _persons(scenario).values()
            if Subject("player", p) not in out]
    if any(WHAT_HAPPENS.match(asked_clause(q)) for q in questions(question)):
        # "What happens, and in what order?": what happens to every player too, not only to
        # those the question names (Bob's point from Alice's Burn Out, RB 431.2.d, was no
        # fact, and the order part was led by "Alice still has 3 points")
        out += [Subject("player", p) for p in scenario.players
                if Subject("player", p) not in out]
        # ... and whether the game ended: a loop ruled a draw (FOW 1301.1c) is what happens,
        # not the first spell's resolution it began with (`_scored`: news only if it ended)
        out.append(Subject("winner"))
    if re.search(r"\bpriority\b", question, re.I):
        out.append(Subject("priority"))
    if _turn_asked(question):
        out.append(Subject("phase"))  # "Whose turn is it next?": where the game is
    if WIN_ASKED.search(question):
        out.append(Subject("winner"))  # "Does she win?", "Does the game end?"
    if ANYTHING_RESOLVES.search(question):
        out.append(Subject("stack"))  # "Does anything resolve?": what is left on the stack
    if ORDER_OF_RESOLVING.search(question):
        # "Which resolves first, the Ambush or the Herald's ability?": the order things
        # resolved in, as `expect: resolved` makes it asked of (it was answered by where the
        # Ambush ended)
        out.append(Subject("resolved"))
    if any(_is_can(q) for q in questions(question)) or DISCOUNT.search(question) or \
            ALLOWED_ASKED.search(question) or TRIED.search(question):
        # ("Does her Legion Footman cost 2 less?", "Is the order allowed?": the play that was
        # allowed or refused says it)
        # "Can she pass?", "Bob passes ... Does that count?": a pass too, where it is asked of
        passes = PASS_ASKED.search(question) is not None
        out += [Subject("action", str(a.index)) for a in scenario.actions
                if a.verb != "pass" or passes]
    return tuple(dict.fromkeys(out)) or (Subject("resolved"),)


def _only_in_anothers_name(question: str, oid: str, card: str, names: dict[str, str]) -> bool:
    """Whether `question` names object `oid` (by its id or a word of its card's name) only
    inside another card's whole name: "Where is Sprite Thief?" does not ask of the Ember
    Sprite (id `sprite`), though "Sprite" is a word of its name and its id."""
    if card and _says_name(question.casefold(), card.casefold()):
        return False
    rest = names_taken_out(question, card, (c for i, c in names.items() if i != oid),
                           whole=True)
    return rest != question and not _mentions(rest, oid, card)


def _where_of(question: str, oid: str, card: str) -> bool:
    """Whether a part of `question` asks where the card `card` (id `oid`) is or goes, or who
    controls it: of the card, not of what its item did."""
    return any(((m := WHERE_ASKED.match(q)) is not None or (
        m := WHO_CONTROLS_OF.match(asked_clause(q))) is not None or (
        m := IN_A_PLACE_ASKED.match(asked_clause(q))) is not None)
        and _mentions(m["of"], oid, card) for q in questions(question))


#: "Is Gun Shot still in the register?", "Does the Bolt go to the graveyard?": whether a card is
#: in (or goes to) a place, asked of the card (`of`)
IN_A_PLACE_ASKED = LazyRe(r"^\W*(?:is|was|does|did)\s+(?P<of>.+?)\s+(?:still\s+)?(?:in|on|"
                          r"(?:go|goes|put)\s+(?:in)?to)\s+(?!play\b)", re.I)


#: A part asking who or what ("Who controls Sample Knight?", "What is its ATK?").
WHO_OR_WHAT = LazyRe(r"^\W*(?:who|what)\b", re.I)


#: "Who controls Dawn Maiden?", "Who now controls it?"
WHO_CONTROLS_OF = LazyRe(r"^\W*who\s+(?:now\s+|still\s+|then\s+)?(?:controls|owns)\s+"
                         r"(?P<of>[^?]*)", re.I)


#: "How much life does Alice have?", "how many points ...", "how much damage and Might ...":
#: `what` (a word or two, or two joined by "and") is asked.
HOW_MUCH_OF = LazyRe(r"\bhow\s+(?:much|many)\s+(?P<what>[\w-]+(?:\s+and\s+(?!how\b)[\w-]+)?"
                     r"(?:\s+(?!does\b|do\b|did\b|has\b|have\b|is\b|are\b|how\b|and\b|of\b)"
                     r"[\w-]+)?)", re.I)

#: "What is the Squire's Might?", "What is the Might of the Squire?", "What Might does the
#: Squire have?": an amount of a card asked as "how much" asks it (it led with the damage a
#: later step dealt it, "has 2 damage, ...; it has Might 3").
WHAT_STAT_OF = LazyRe(r"\bwhat\s+(?:is|was)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?[\w-]+['’]s?\s+"
                      r"(?P<what>[\w-]+)\W*$|\bwhat\s+(?:is|was)\s+the\s+(?P<what2>[\w-]+)\s+of\b|"
                      r"\bwhat\s+(?P<what3>[\w-]+)\s+(?:does|do|did)\b", re.I)


#: A question whether a cost was paid or what is left of a pool ("Is it paid, and what is
#: left?", "Can she pay for it?").
PAID_ASKED = LazyRe(r"\b(?:paid|pays?|paying|spent|spends?|left over|what is left)\b", re.I)


def _gated_said(gated: Gated) -> tuple[Msg, tuple[str, ...]]:
    """That a static ability does not apply, its condition unmet (Resolver.gated_statics), and
    the rules of that condition (the last: what holds while it does not)."""
    source, ability, rules, condition = gated
    if condition is None:
        return Msg("{object}'s {ability} does not apply: its condition is not met",
                   ability=ability, object=source), rules
    return Msg("{object}'s {ability} does not apply: its condition ({condition}) is not met",
               ability=ability, object=source, condition=condition), rules


def _of_the_type_called(scenario: Scenario, vocab: Vocabulary) -> list[str]:
    """The objects of the card type a "which cards ...?" part of the question calls them by
    ("Which of Bob's Followers ...?": every Follower the file has), where that is a type of the
    game."""
    out: list[str] = []
    for q in questions(scenario.question or ""):
        m = WHICH_CARDS_DO.search(wh_clause(q))
        called = re.sub(r"[ _-]", "_", m["called"].casefold()) if m is not None else ""
        kind = next((t for t in vocab.card_types if t.casefold() == called), None)
        if kind is None:
            continue
        out += [o.id for o in scenario.objects if o.id not in out and (
            card := scenario.cards.get(o.card or "")) is not None and kind in card.every_type()]
    return out


def _described_by_type(scenario: Scenario, question: str, vocab: Vocabulary) -> list[str]:
    """The objects on the board a question that names no card describes by their card type
    ("Alice's Imperishable J-ruler", "the resonator"): for each type it names after "the" or a
    possessive, the one object of that type there, where there is exactly one (not a spell
    played from a hand: "Alice's spell says ..." names what acts, not what is asked of)."""
    by_type: dict[str, list[str]] = {}
    for o in scenario.objects:
        if not vocab.is_board(o.zone):
            continue
        card = scenario.cards.get(o.card or "")
        for t in card.every_type() if card is not None else ():
            by_type.setdefault(t, []).append(o.id)
    out: list[str] = []
    for t, ids in by_type.items():
        words = "|".join(re.escape(w) for w in {t, t.replace("_", "-"), t.replace("_", " ")})
        if len(ids) == 1 and re.search(rf"\b(?:the|her|his|their|its|[\w-]+['’]s)\s+(?:[\w-]+\s+)"
                                       rf"{{0,2}}(?:{words})s?\b", question, re.I):
            out += [i for i in ids if i not in out]
    return out


#: A card asked of as the one on top of a stack of cards: "the J-ruler on top", "the card on
#: top" (not "on top of her deck", a place in a deck: DECK_PLACE_ASKED); `type` is its type.
ON_TOP = RareRe(r"\bthe\s+(?P<type>[\w-]+)\s+(?:that\s+is\s+|now\s+)?on\s+top\b(?!\s+of\b)",
                re.I, needs=("top",))


def _of_the_type_on_top(scenario: Scenario, vocab: Vocabulary) -> list[str]:
    """The objects of the card type a question asks of as the one on top ("Is the J-ruler on
    top rested?"; "the card on top": of any type), outside a deck: the one that ends on top of
    the stack is among them (`_on_top_first`); the first few, on a large board."""
    out: list[str] = []
    for m in ON_TOP.compiled.finditer(QUOTED.sub("", scenario.question or "")):
        typ = m["type"].casefold().replace("-", "_").removesuffix("s")
        if typ != "card" and typ not in vocab.card_types:
            continue
        out += [o.id for o in scenario.objects if "deck" not in o.zone and o.id not in out and (
            typ == "card" or ((card := scenario.cards.get(o.card or "")) is not None and
                              typ in card.every_type()))]
    return out[:MAX_WHICH]


def _on_top_first(scored: list[tuple[int, int, int]], facts: list[Fact], q: str,
                  ctx: _Facts) -> list[tuple[int, int, int]]:
    """Of a part asking of "the <type> on top" (ON_TOP), the fact of the one object of that
    type that ends on top of a stack on the board (cards stacked below it, FOW 714.3c) first,
    and the facts of those of that type stacked below another left out: "Alice's J-ruler
    Grove Regent Awakened ... She transcends it .... Is the J-ruler on top rested?" asks of
    the J-ruler that came from outside the game, not of the Regent named, now below it (it
    led "Grove Regent Awakened ends stacked below a card", with no Yes or No)."""
    m = ON_TOP.search(QUOTED.sub("", asked_clause(q)))
    if m is None:
        return scored
    typ = m["type"].casefold().replace("-", "_").removesuffix("s")
    final = ctx.res.final["objects"]

    def of_type(oid: str) -> bool:
        card = ctx.scenario.cards.get(ctx.res.card_name(oid) or "")
        return typ == "card" or (card is not None and typ in card.every_type())

    tops = [oid for oid, o in final.items() if o.get("stacked") and of_type(oid)]
    if len(tops) != 1:
        return scored
    first = [x for x in scored if facts[x[2]].subject == Subject("object", tops[0])]
    if not first:
        return scored
    below = [x for x in scored if facts[x[2]].subject.kind == "object" and
             final.get(facts[x[2]].subject.id, {}).get("zone") == "stacked" and
             of_type(facts[x[2]].subject.id)]
    best = max(scored[0][0], first[0][0], 1)
    return [(best, *first[0][1:]), *(x for x in scored if x not in first and x not in below)]


#: A card described by a stat it has and its type: "a 4-Might unit", "the 3-Might units"
#: (`n`, `stat`, `type`).
BY_STAT = LazyRe(r"\b(?P<n>\d+)[- ](?P<stat>[A-Za-z]+)\s+(?P<type>[\w-]+?)s?\b")


def _described_by_stat(scenario: Scenario, vocab: Vocabulary) -> list[str]:
    """The object on the board a question describes by a stat and its card type ("Does her
    2-damage spell kill a 4-Might unit?"), where exactly one object of that type there has
    that stat as the file begins (its own, else its card's)."""
    out: list[str] = []
    for m in BY_STAT.compiled.finditer(QUOTED.sub("", scenario.question or "")):
        stat, typ = m["stat"].casefold(), m["type"].casefold().replace("-", "_")
        if typ not in vocab.card_types:
            continue
        fits = []
        for o in scenario.objects:
            card = scenario.cards.get(o.card or "")
            if card is None or not vocab.is_board(o.zone) or typ not in card.every_type():
                continue
            value = dict(o.stats).get(stat, card.stat(stat))
            if value == int(m["n"]):
                fits.append(o.id)
        if len(fits) == 1 and fits[0] not in out:
            out.append(fits[0])
    return out


def _possessed_by_type(scenario: Scenario, vocab: Vocabulary,
                       words_of: Words | None = None) -> list[str]:
    """The objects on the board a yes/no part asks of as "<player>'s [...] <card type>" ("Does
    Bob's unit die?"), or by a word the game calls several types by (Words.type_words: "Is
    Alice's ruler astral?" of her J-ruler): that player's one object of those types there,
    where there is one and no other of theirs outside a deck could be meant (not "Bob's
    ambushing unit" of a unit he plays from his hand)."""
    called = {t: (t,) for t in vocab.card_types}
    for name, types in (words_of.type_words.items() if words_of is not None else ()):
        called[name] = tuple(dict.fromkeys((*called.get(name, ()), *types)))
    # whose: a player by name ("Alice's"), or by "her"/"his" where the question's cards say who
    # that is (_persons: "Seren takes 1000 damage. Is her ruler astral?"); each with the word
    # that must be in the part, and the pattern of the possessive
    persons = _persons(scenario)
    owners = [*((p, p, rf"{re.escape(p)}['’]s") for p in scenario.players),
              *((persons[who], own, own) for who, own in (("she", "her"), ("he", "his"))
                if who in persons)]
    out: list[str] = []
    for part in questions(scenario.question or ""):
        if not _asks_yes_or_no(part):
            continue
        clause = asked_clause(part)
        for p, said, whose in owners:
            if not may_hold(clause, said):
                continue
            for t, types in called.items():
                words = "|".join(re.escape(w) for w in {t, t.replace("_", "-"),
                                                        t.replace("_", " ")})
                m = re.search(rf"\b{whose}\s+(?:[\w-]+\s+){{0,2}}?(?:{words})(?P<many>s)?\b",
                              clause, re.I)
                if m is None:
                    continue
                ids = [o.id for o in scenario.objects if "deck" not in o.zone and
                       (o.controller or o.owner) == p and
                       (card := scenario.cards.get(o.card or "")) is not None and
                       any(x in card.every_type() for x in types)]
                # "Are Alice's runes readied?": each of hers on the board (it led with her
                # Energy, her runes unread), the first few on a large board
                on_board = [i for i in ids if vocab.is_board(
                    next(o.zone for o in scenario.objects if o.id == i))]
                out += [i for i in on_board[:MAX_WHICH] if i not in out and (
                    len(ids) == 1 or m["many"] is not None)]
    return out


#: A question that asks of a pass ("Can she pass?", "Bob passes ... Does that count?").
PASS_ASKED = LazyRe(r"\bpass(?:es|ed|ing)?\b(?!\s+(?:its|their|her|his|the)\s+focus)", re.I)


#: "Does the game go on?", "Does the game continue?" (and nothing after: "... go on to Bob's
#: turn?" asks where it is): whether nobody has won yet, the Yes of "Is the game over?"'s No
#: (VW IN.1.a: a ruler lost, two play on). It had no Yes or No.
GAME_GOES_ON = r"\bgame\s+(?:\w+\s+)?(?:go(?:es)?\s+on|continues?|carr(?:y|ies)\s+on)\s*(?:\?|$)"
#: "Is the game a draw?", "Is it a drawn game?": whether the game ended with nobody winning (FOW
#: 1301.1c: a loop nobody can stop), not whether a card is drawn.
GAME_DRAWN = r"\bis\s+(?:the\s+game|it)\s+(?:a\s+)?draw(?:n)?\b|\b(?:a|the)\s+drawn\s+game\b"
#: A question whether the game is won or ends ("Does she win?", "Does the game end?", "Who
#: wins?"), not one of life lost.
WIN_ASKED = LazyRe(r"\b(?:wins?|won|winner|los(?:e|es|t)\s+the\s+game)\b|\bgame\s+"
                   r"(?:\w+\s+)?(?:ends?|over)\b|" + GAME_GOES_ON + "|" + GAME_DRAWN, re.I)


def _persons(scenario: Scenario) -> dict[str, str]:
    """The players "she" and "he" of the question are: for each, the owner of the cards it
    calls "her" (or "his"), where they are all one player's ("Bob kills her Squire")."""
    question = scenario.question or ""
    out: dict[str, str] = {}
    for person, own in (("she", "her"), ("he", "his")):
        if not re.search(rf"\b{person}\b", question, re.I):
            continue
        owners: set[str] = set()
        for m in re.finditer(rf"\b{own}\s+((?:[\w'’-]+\s+){{0,3}}[\w'’-]+)", question, re.I):
            named = [o for o in scenario.objects if _mentions(m[1], o.id, o.card)]
            whole = [o for o in named if o.card and o.card.casefold() in m[1].casefold()]
            owners |= {o.owner for o in whole or named if o.owner in scenario.players}
        if len(owners) == 1:
            out[person] = owners.pop()
    return out


#: "Is the order allowed?", "Is the second one allowed?", "Does that count?": whether an action
#: was allowed.
ALLOWED_ASKED = LazyRe(r"\b(?:is|was|are)\s+(?:the\s+|that\s+|it\s+|either\s+)?(?:[\w-]+\s+)?"
                       r"(?:one\s+)?(?:allowed|legal)\b|\bdoes\s+that\s+count\b", re.I)
#: "Bob tries to copy it with Echo Chant. Is it copied?": a play or an ability tried, which
#: may have been refused (its refusal answers what was tried).
TRIED = LazyRe(r"\b(?:tries|tried|attempts|attempted)\s+to\b", re.I)
#: "Does anything resolve?", "Does the chant resolve?" (an item named by its kind, which may
#: still wait on the stack as the ruling ends).
ANYTHING_RESOLVES = LazyRe(r"\b(?:does|did|will)\s+(?:anything|the\s+\w+)\s+(?:still\s+)?"
                           r"(?:resolve|result)\b", re.I)


#: "who has it ...?": a wh-part asking who holds "it", the game's state the part before named
WHO_HAS_IT = LazyRe(r"^\W*(?:and\s+)?who\s+(?:has|holds|gets|keeps|controls)\s+it\b", re.I)


#: "Whose Watcher ability resolves first?": which player's item of those it names came first.
WHOSE_FIRST = LazyRe(r"\bwhose\b(?P<what>(?:\s+[\w'’-]+){1,3}?)\s+(?:resolves|results)\s+"
                     r"first\b", re.I)


#: A question of the order items resolved in: "In what order do they resolve?", "Which
#: resolves first, ...?", "What resolves first?", "Whose (combat trigger) resolves first?" (of
#: two players' items: which player's came first).
ORDER_OF_RESOLVING = RareRe(r"\bin\s+(?:what|which)\s+order\b[^?]*\b(?:resolve|result)|"
                            r"\b(?:which|what)\b(?:\s+\w+)?\s+(?:resolves|results)\s+first\b|"
                            r"\bwhose(?:\s+\w+){1,2}\s+(?:resolves|results)\s+first\b|"
                            # "How much damage does it take, and in which order?": a part of its
                            # own, asking only the order the things before it were done in (not
                            # "What happens, and in what order?": the order of what happened,
                            # which the facts of what happened say, not the items' order)
                            r"(?<!happens)(?<!happened),\s+and\s+in\s+(?:what|which)\s+order\s*\?",
                            re.I, needs=("order", "first"))


def _asks_of_item(question: str, item: str, scenario: Scenario) -> bool:
    """Whether a yes/no question of `question` asks of a stack item, named by its card or
    ability name just after its verb ("Does Volley still deal its damage?")."""
    names = {o.id: o.card for o in scenario.objects}
    names.update({i.id: i.card or i.ability or i.id for i in scenario.stack})
    name = names.get(item) or (item.rsplit(".", 1)[-1].replace("-", " ").title()
                               if "." in item else None)
    if not name:
        return False
    if _asks_of_item_named(question, name):
        return True
    if "." in item and _asks_of_skill_of(question, item.rsplit(".", 1)[0], names, name):
        return True
    if not SPELL_DEEDS_ASKED.search(QUOTED.sub("", question)):
        return False  # (a short name asks of the card as much: "Is the Blaze cancelled?")
    # "Does the Bolt still deal its damage?" of Spark Bolt (bolt): its id, or a word of its
    # name written with a capital letter that no other card of the ruling's name has, names
    # it as much as its whole name does (as `_mentions` reads an object)
    others = {c.casefold() for i, c in names.items() if i != item and c and c != name}
    capitals = _forms(question)[1]
    short = [w for w in name.split() if len(name.split()) > 1 and w in capitals and
             w.casefold() not in COMMON and not any(w.casefold() in o.split() for o in others)]
    if re.fullmatch(r"[a-z]+", item) and item.capitalize() in capitals:
        short.append(item.capitalize())
    return any(_asks_of_item_named(question, n) for n in dict.fromkeys(short))


#: A card's skill asked of by the card's name, "Does Catapult's skill still result?", "Does the
#: skill of the Catapult result?" (and Indonesian "Apakah skill Catapult tetap result?", read
#: so by judge/engine/asked.py): `{name}` the card's name.
SKILL_OF_ASKED = (r"\b(?:does|did|do|is|was|will)\s+(?:still\s+)?(?:the\s+)?(?:[\w-]+'s\s+)?"
                  r"{name}'s\s+(?:skill|ability)\b|\b(?:does|did|do|is|was|will)\s+(?:still\s+)?"
                  r"the\s+(?:skill|ability)\s+of\s+(?:the\s+)?(?:[\w-]+'s\s+)?{name}\b(?!')")


def _asks_of_skill_of(question: str, source: str, names: dict[str, str], own: str) -> bool:
    """Whether a yes/no question asks of a skill of object `source` by the source's card name
    or id, or by the skill's own name `own`: "Does Catapult's skill still result?" is asked of
    the skill Catapult's item is, not of the Catapult (its lead was the Catapult's destruction,
    with no Yes or No, VW REG.7); "Does Hurl's skill result?" (Indonesian "skill Hurl") of
    Hurl. Only of a skill's item: an Action card's skill is its own item, which
    `_asks_of_item_named` reads by the card's name."""
    folded = question.casefold()
    said = [n for n in dict.fromkeys(x for x in (names.get(source), source, own) if x)
            if n.casefold() in folded]
    return bool(said) and any(
        not WH.match(q) and not ALTERNATIVES_ASKED.search(q) and SKILL_WORD.search(q)
        and cached_pattern(SKILL_OF_ASKED.format(name=re.escape(n)), re.I).search(q)
        for n in said for q in questions(question))


#: Every question SKILL_OF_ASKED matches says "skill" or "ability": one that does not is not
#: searched with a pattern compiled for each card name (~1,000 compiles a corpus pass).
SKILL_WORD = RareRe(r"\b(?:skill|ability)\b", re.I, needs=("skill", "abilit"))


#: A question asking which of two things happens ("Does the Well's ability resolve at once, or
#: go on the chase?"): no Yes or No answers it ("or not" still asks one).
ALTERNATIVES_ASKED = LazyRe(r"\bor\s+(?!not\b)\w", re.I)


#: What an item did as it resolved, asked of it by a short name ("Does the Bolt still deal its
#: damage?", "What does the Spark do?"): only its resolution says it.
SPELL_DEEDS_ASKED = LazyRe(r"\bdeals?\b[^?]*\bdamage\b|\bwhat\s+(?:does|did|will)\s+[^?]*\bdo\?",
                           re.I)


def _asks_of_item_named(question: str, name: str) -> bool:
    """`_asks_of_item` of one of the item's names."""
    if name.isascii() and question.isascii() and name.casefold() not in _forms(question)[0]:
        # Both patterns below name it: where it is not in the question, no pattern is compiled
        # for the item (~2,900 of them over the bundled rulings; re's cache holds 512). Only in
        # ASCII, where re.I matches what casefold finds (it also matches 'ı' with 'I').
        return False
    if not _may_ask_of(question, name):
        return False
    asks, does_what = _item_patterns(name)
    return any((not WH.match(q) and asks.search(q)) or does_what.search(q)
               for q in questions(question))


#: Where each of `_item_patterns`' patterns has its verb (both's verbs are among these).
ITEM_VERB = LazyRe(r"(?:does|did|do|is|was|will)\s+", re.I)
#: What either pattern allows between the verb and the name.
ITEM_PREFIX = LazyRe(r"(?:the\s+)?(?:[\w-]+'s\s+)?", re.I)


def _may_ask_of(question: str, name: str) -> bool:
    """False only where neither of `_item_patterns(name)` can match a part of `question`: in
    ASCII, each match has the name just after one of its verbs (and its whitespace) or after
    "the " or "X's " there, so a question with the name at no such place needs neither
    pattern compiled (~5 ms a name: 624 names, a sixth of the answer's time, in a pass over
    the bundled rulings in one process)."""
    if not (name.isascii() and question.isascii()) or not name or name[0].isspace():
        return True
    low, want = question.lower(), name.lower()
    for m in ITEM_VERB.compiled.finditer(question):
        at = m.end()
        if low.startswith(want, at):
            return True
        prefix = ITEM_PREFIX.compiled.match(question, at)
        if prefix is not None and low.startswith(want, prefix.end()):
            return True
    return False


@lru_cache(maxsize=2048)
def _item_patterns(name: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The patterns of a question asking of an item named `name` (_asks_of_item), compiled once
    a process: a site or `judge test` asks of some 1,100 names, more than re's cache of 512
    patterns keeps, so each was compiled again for every file (a tenth of `judge site`'s
    resolving)."""
    asks = re.compile(rf"\b(?:does|did|do|is|was|will)\s+(?:the\s+)?(?:[\w-]+'s\s+)?"
                      rf"{re.escape(name)}\b(?!')", re.I)
    # "What does Echo Chant do?" asks what the item did as it resolved, as much.
    does_what = re.compile(rf"^\W*what\s+(?:does|did|will)\s+(?:the\s+)?(?:[\w-]+'s\s+)?"
                           rf"{re.escape(name)}\s+do\b", re.I)
    return asks, does_what


#: A statement before a semicolon that a question follows ("X was countered; is Y active?").
STATED_FIRST = LazyRe(r"^.*;\s+(?=(?:who|what|where|when|how|which|whose|is|are|does|do|did|can|"
                      r"may|must|will)\b)", re.I)
#: A quoted text in a question, and the sentence stops inside it (not the one closing it).
QUOTE_SPAN = LazyRe(r'"[^"]*"|“[^”]*”')
INNER_STOP = LazyRe(r'[.?!](?=.*[^\s"”])')
INNER_MASK = {".": "\x00", "?": "\x01", "!": "\x02"}
INNER_UNMASK = {ord(v): k for k, v in INNER_MASK.items()}


#: A question opened by where, what, who, which or how, and a second one after its comma.
WH_FIRST = LazyRe(r"^\W*(?:where|what|who|whom|whose|which|how)\b", re.I)
WH_THEN_ASKS = LazyRe(r",\s+(?=(?:is|are|was|were|does|do|did|has|have|can|may|must|will)\s+"
                      r"(?!(?:it|they|he|she|them)\b))", re.I)  # ("..., is it ready?": of the same)
#: "Whose combat trigger resolves first, who has focus after the combat chain?": a question of
#: who after the comma of a wh-question, its verb that of a question and no comma after it (not a
#: relative clause: "Bob, who has focus, passes"). (Not "what" nor "where": "What is the
#: Vanguard once it resolves, where is her ruler, ...?" read on its own led with Alice's fire.)
WH_THEN_WH = LazyRe(r",\s+(?=(?:who|whose\s+[\w-]+)\s+(?:has|have|holds?|gets?|is|are|was|were|"
                    r"does|do|did|can|may|must|will|wins|controls?)\b[^,]*$)", re.I)


def questions(text: str) -> list[str]:
    """The question's questions: each part ending with `?` (its last sentence before it), or the
    whole text when it asks nothing with a question mark."""
    return list(_questions(text))


@lru_cache(maxsize=256)
def _questions(text: str) -> tuple[str, ...]:
    """`questions`, worked out once per question text: the answer's readers ask it of the same
    question for every subject and fact (~7,000 times a pass over the bundled rulings)."""
    # A card's text quoted in the question ('Dark Pact ("Korbankan 1 Follower. Jika demikian,
    # draw 2"), sacrificing her Militia?') does not end the question at its inner full stops;
    # one closing the quote still ends the sentence before ('"Draw a card." Does she draw?').
    masked = QUOTE_SPAN.compiled.sub(lambda m: INNER_STOP.compiled.sub(
        lambda s: INNER_MASK[s.group()], m.group()), text) if '"' in text or "“" in text \
        else text
    # A full stop inside a word or a number ends nothing: "with VW HP.22 set to ...?", "RB
    # 816.2.a" (the question was read as "22 set to ...?").
    masked = re.sub(r"\.(?=\w)", "\x00", masked) if "." in masked else masked
    parts = [p.strip().translate(INNER_UNMASK) for p in re.findall(r"[^.?!]*\?", masked)
             if p.strip()]
    # "Alice's Spark Bolt was countered; is Legion Footman's discount active?": what comes
    # before the semicolon says what happened, the question is after it.
    parts = [STATED_FIRST.compiled.sub("", p) if ";" in p else p for p in parts]
    # "What is left on the chase and who has priority?" asks two things; so does "Does the
    # will ability go on the chase, and in what order do the Sparks resolve?" (a wh-word after
    # a preposition: "in what order", "at what cost"; it was read into the yes/no part).
    # '... "draw a card". Does she draw?': a quote closing the sentence before is not the
    # question's ('" Does she draw?' asked nothing yes or no).
    # (Split only where " and " is: the pattern is not compiled for a question without it.)
    out = [q.strip(" ,\"'“”‘’") for p in parts for q in (re.split(
        r",? and (?=(?:who|what|where|when|how|which|whose|is|are|does|do|did|can|may|must)\b|"
        r"(?:in|at|to|for|from|on|by|with) (?:what|which|whose|whom)\b|"
        r"ha(?:s|ve) (?:[A-Z]|she\b|he\b|they\b))",
        p) if " and " in p else (p,)) if q.strip(" ,\"'“”‘’")]
    # "Where is Ember Note, is her fire will spent?": a question of its own after the comma of
    # one that asks where, what, who, which or how (not "When it resolves, is it destroyed?",
    # whose "when" says when the one question asks, nor "Where does the Squire end up, is it
    # ready?", which asks more of what the first asks of)
    out = [q.strip(" ,") for p in out for q in (
        WH_THEN_ASKS.compiled.split(p) if WH_FIRST.match(p) and "," in p else (p,))
        if q.strip(" ,")]
    # "Whose combat trigger resolves first, who has focus after the combat chain, and ...?":
    # each wh-question after a comma is a part of its own (it was read with the one before, and
    # got no answer of its own)
    out = [q.strip(" ,") for p in out for q in (
        WH_THEN_WH.compiled.split(p) if WH_FIRST.match(p) and "," in p else (p,))
        if q.strip(" ,")]
    return tuple(out) or ((text.strip(),) if text.strip() else ())


def _is_can(q: str) -> bool:
    """Whether question part `q` asks whether something may be done: its modal opens it ("May
    she ...?") or follows a comma, or, inverted before its subject, follows a phrase that sets
    the scene ("With 0 Energy may she play it?"). Not "Must she attack with it, or may she
    ...?", which asks first what she must do."""
    return re.search(r"(?:^|[,;:]\s+)(can|may|could|is (?:that|it) (?:legal|allowed))\b", q,
                     re.I) is not None or SCENE_THEN_MODAL.search(q) is not None


def _has_aux(q: str) -> bool:
    """Whether question part `q` has the auxiliary or modal of a question: opening it, after a
    comma, or after a phrase that sets the scene ("With 0 Energy may she play it?")."""
    return AUX.search(q) is not None or SCENE_THEN_MODAL.search(q) is not None


#: A question part opened by a phrase that sets the scene, then a modal before its subject (the
#: word order of a question, not "she may"): "With 3 XP may Alice's Gale Adept move ...?",
#: "After it resolves can she attack?".
SCENE_THEN_MODAL = LazyRe(
    r"^(?:with|without|after|before|during|in|on|at|now|then|once|still)\b[^,?]*?\s"
    r"(?:can|may|could)\s+(?:she|he|they|it|we|you|either|anyone|alice|bob|her|his|its|their|"
    r"the|a|an)\b", re.I)


def _named(text: str, word: str) -> bool:
    # Most words are not in the text at all: say so without compiling a pattern per word (a
    # register of 10,000 items asked about each id, and re's cache holds 512 patterns).
    if word.casefold() not in _forms(text)[0]:
        return False
    if word and text.isascii() and word.isascii():
        return _word_in_ascii(text.lower(), word.lower())
    return _word(word).search(text) is not None


def _word_in_ascii(text: str, word: str) -> bool:
    """Whether `word` is in `text` on its own, as `_word` finds it, for an ASCII text and word
    both lowered: looked for along the text rather than by a pattern compiled for the word
    (~900 words a pass over the bundled rulings are found in some question, each a compile)."""
    at = text.find(word)
    while at >= 0:
        end = at + len(word)
        if not (at and _joins_a_word(text[at - 1])) and \
                not (end < len(text) and _joins_a_word(text[end])):
            return True
        at = text.find(word, at + 1)
    return False


def _joins_a_word(char: str) -> bool:
    """An ASCII character `_word`'s bounds do not allow beside the word (`[\\w-]`)."""
    return char.isalnum() or char in "_-"


@lru_cache(maxsize=4096)
def _word(word: str) -> re.Pattern[str]:
    """`word` on its own (not part of a longer word or id), compiled once a process: `_about`
    asks it of every object, player and id for every fact (~9,000 searches a corpus pass, over
    more words than re's cache of 512 patterns keeps: each compiled again)."""
    return re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", re.I)


#: Words of card names too common to say which card the question means.
COMMON = {"the", "of", "and", "a", "an", "to", "at", "in", "on", "sample", "card", "stone",
          "magic", "spell", "unit", "bolt", "her", "his", "its"}


def _says_name(folded: str, name: str) -> bool:
    """Whether casefolded text `folded` says casefolded name `name` as words of their own, or
    their plural: "is stone warden in alice's trash?" does not say Ward (it was read as naming
    it), "both stone wardens" says Stone Warden."""
    at = folded.find(name)
    while at >= 0:
        end = at + len(name)
        end += 1 if folded.startswith("s", end) else 2 if folded.startswith("es", end) else 0
        if (at == 0 or not folded[at - 1].isalnum()) and \
                (end >= len(folded) or not folded[end].isalnum()):
            return True  # (or its plural: "both Stone Wardens")
        at = folded.find(name, at + 1)
    return False


def _mentions(text: str, oid: str, card: str | None) -> bool:
    """Whether the question names an object: its id, its card name, or a distinctive word of
    the card name written with a capital letter (`the Trader` for Trader Male)."""
    folded, words = _forms(text)
    if _named(text, oid) or (card and (card.casefold() in folded if "." in oid else
                                        _says_name(folded, card.casefold()))):
        # (an ability's item by its name within a word too: "Murmur" of the Murmuring Well's)
        return True
    if not card:
        return False
    return any(w in words and w.casefold() not in COMMON for w in card.split())


#: Words that end the words before a card's name ("Bob's Squire with Aegis Ward": "Bob's" is
#: not the Ward's); others may stand between a possessive and the name ("Bob's rested Stone
#: Warden", "Bob's 2-Might Trainee Squire").
NOT_A_MODIFIER = frozenset({
    "with", "on", "at", "to", "in", "from", "and", "or", "by", "the", "a", "an", "of", "into",
    "for", "as", "then", "is", "are", "was", "were", "does", "do", "did", "when", "if", "that",
    "which", "who", "it", "its", "against", "onto", "under", "than", "but", "not", "be"})
TOKEN = LazyRe(r"[\w'’-]+")


def _whose_mentions(text: str, card: str, between: int = 2) -> list[list[str]]:
    """For each place `text` names `card` (a run of its name's words), the possessives before it,
    lowercased and without "'s" ("Alice's and Bob's Ember Squires": alice, bob; "her Stone
    Warden": her); an empty list where none ("either Banner"). At most `between` words may stand
    between a possessive and the name ("Bob's rested Stone Warden")."""
    words = {w.casefold() for w in card.split() if w.casefold() not in COMMON} or {
        w.casefold() for w in card.split()}
    names = {w.casefold() for w in card.split()}
    # ("Knight-nya", Indonesian "his/her Knight": the name, then "-nya" said after it)
    tokens = [part for t in TOKEN.compiled.findall(text) for part in (
        (t[:-4].casefold(), "-nya") if t.casefold().endswith("-nya") and len(t) > 4 else (
            t.casefold().replace("’", "'"),))]

    def stem(t: str) -> str:  # "banners" of Banner, "retainers'" of Retainer
        return t.rstrip("'").removesuffix("s") if t not in words else t
    def started(i: int) -> bool:  # a word of the name's before it, in the same run, counted
        while i > 0 and stem(tokens[i - 1]) in names:
            i -= 1
            if stem(tokens[i]) in words:
                return True
        return False
    out: list[list[str]] = []
    for i, t in enumerate(tokens):
        # ("Alice's Stone Warden": its one distinctive word, Warden, after a common one,
        # Stone, which was passed over, so whose it is was never read)
        if stem(t) not in words or started(i):
            continue
        j = i - 1
        while j >= 0 and stem(tokens[j]) in names:
            j -= 1
        skipped = 0
        while j >= 0 and skipped < between and not tokens[j].endswith("'s") and \
                tokens[j] not in ("her", "his") and tokens[j] not in NOT_A_MODIFIER:
            j, skipped = j - 1, skipped + 1
        whose: list[str] = []
        while j >= 0 and (tokens[j].endswith("'s") or tokens[j] in ("her", "his")):
            whose.append(tokens[j].removesuffix("'s"))
            j -= 1
            if j >= 1 and tokens[j] in ("and", "or") and (tokens[j - 1].endswith("'s")
                                                          or tokens[j - 1] in ("her", "his")):
                j -= 1
            else:
                break
        # "Knight milik Bob" (Indonesian: Bob's Knight): whose it is, after the name
        end = i
        while end + 1 < len(tokens) and stem(tokens[end + 1]) in names:
            end += 1
        if not whose and end + 2 < len(tokens) and tokens[end + 1] == "milik":
            whose.append(tokens[end + 2])
        elif not whose and end + 1 < len(tokens) and tokens[end + 1] == "-nya":
            whose.append("his")  # read as "her"/"his": the one player the question names
        out.append(whose)
    return out


def _someone_elses(text: str, oid: str, card: str | None, scenario: Scenario) -> bool:
    """Whether `text` names the card of object `oid` only as another player's ("Does Bob's
    Warden die?" of Alice's Stone Warden): a possessive narrows which object of a shared name
    is asked of. Only where each place that names it says whose, by a player's name, or
    "her"/"his" where the question names one player, or "opponent's" of the one player it
    names ("Victor's Banner" is a card's name, no one's; "the Warden" may be anyone's)."""
    obj = next((o for o in scenario.objects if o.id == oid), None)
    if obj is None or not card:
        return False
    mentions = _whose_mentions(text, card)
    if mentions and not any(mentions):
        # A part that names the card only bare ("Is the Knight destroyed?") after sentences that
        # name it each time as one player's ("Alice uses War Cry on Bob's Knight. ...") means
        # that card: read whose it is from those sentences, by a possessive right before the
        # name ("Alice's Knight attacks Trader Male" does not make the Trader hers)
        question = scenario.question or ""
        at = question.find(text)
        earlier = _whose_mentions(question[:at], card, between=0) if at > 0 else []
        if earlier and all(earlier):
            mentions = earlier
    if not any(mentions):
        return False
    # "her"/"his" is the one player the whole question names ("... on her Sprout and Bob's
    # Wall?" names Bob in its clause, but "her" is Alice, named a sentence before).
    whole = f"{scenario.question or ''} {text}"
    named = [p for p in scenario.players if _named(whole, p)]
    everyone = {p.casefold(): p for p in scenario.players}
    theirs = {obj.owner.casefold(), obj.controller.casefold()}
    for whose in mentions:
        players: set[str] = set()
        for who in whose:
            if who in ("her", "his") and len(named) == 1:
                players.add(named[0].casefold())
            elif who == "opponent" and len(named) == 1 and len(everyone) == 2:
                players |= set(everyone) - {named[0].casefold()}
            elif who in everyone:
                players.add(who)
        if not players or players & theirs:
            return False  # a place that names it as anyone's, or as its player's
    return bool(mentions)


def _asks_of(text: str, oid: str, card: str | None, scenario: Scenario) -> bool:
    """Whether the question names object `oid` (`_mentions`), and not only as another
    player's card of its name (`_someone_elses`), nor only by a word of its name that is a word
    of another card's whole name there (`_by_another_name`)."""
    return _mentions(text, oid, card) and not _someone_elses(text, oid, card, scenario) and \
        not _by_another_name(text, oid, card, scenario) and not _only_as_a_turn(text, oid, card)


#: The game's word "turn" said of a turn ("Whose turn is it?", "on Bob's turn", "this turn",
#: "the turn player"), not a card's id.
TURN_SAID = LazyRe(r"\b(?:whose|this|next|that|the|same|each|every|her|his|their|its|your|"
                   r"my|our|[\w-]+['’]s)\s+(?:own\s+|first\s+|second\s+|next\s+)?turn\b|"
                   r"\bturn\s+player\b|\bend\s+of\s+turn\b", re.I)


def _only_as_a_turn(text: str, oid: str, card: str | None) -> bool:
    """Whether `text` names object `oid` only by its id said as the game's word for a turn
    ("Whose turn is it?" of Turnabout, id `turn`: it asks the turn player, RB 315, and was
    answered by where Turnabout ended, on the other player's turn)."""
    if "turn" not in oid.casefold() or not _named(text, oid) or (
            card and _says_name(_forms(text)[0], card.casefold())):
        return False
    return not _mentions(TURN_SAID.compiled.sub(" ", text), oid, card)


def _by_another_name(text: str, oid: str, card: str | None, scenario: Scenario) -> bool:
    """Whether `text` names object `oid` only by a distinctive word of its card's name
    (`_mentions`: "Blade" of Iron Blade) that is each time a word of another card of the
    scenario named in full ("Is the Guard Blade stunned?" names Guard Blade, not Iron Blade).
    A card the file puts on the stack as it starts is one of them ("Does Scout of Dawn
    trigger?" of a Scout on the chase does not name Phoenix of the Second Dawn by "Dawn")."""
    if not card or _says_name(_forms(text)[0], card.casefold()) or _named(text, oid):
        return False
    rest = names_taken_out(text, card, (*(o.card for o in scenario.objects),
                                        *(i.card for i in scenario.stack if i.card)))
    return rest != text and not _mentions(rest, oid, card)


def names_taken_out(text: str, card: str | None, others: Iterable[str | None],
                    whole: bool = False) -> str:
    """`text` with every other card's whole name in it taken out, the longest first (not one
    within `card`'s own name, "Sprite" of "Ember Sprite"; `whole`: only as whole words), to
    read what it says of `card` besides them (`_by_another_name`, `_only_in_anothers_name`,
    readers._word_of_anothers_name)."""
    rest = text
    for other in sorted({o for o in others if o}, key=len, reverse=True):
        if card and other.casefold() in card.casefold():
            continue
        escaped = re.escape(other)
        rest = re.sub(rf"(?<!\w){escaped}(?!\w)" if whole else escaped, " ", rest, flags=re.I)
    return rest


def _forms(text: str) -> tuple[str, frozenset[str]]:
    """A question casefolded, and its words written with a capital letter: worked out once per
    question, not once per object it is asked of (10,000 in a long register)."""
    found = _FORMS.get(text)
    if found is None:
        if len(_FORMS) >= 64:
            _FORMS.clear()
        found = _FORMS[text] = (text.casefold(),
                                frozenset(re.findall(r"\b[A-Z][\w'-]{2,}", text)))
    return found


_FORMS: dict[str, tuple[str, frozenset[str]]] = {}


@dataclass(frozen=True)
class Reach:
    """A static ability changing stats that reaches an object: its object's id, its name, the
    rules by which it applies (continuous.static_rules) and the stats it changes."""
    owner: str
    name: str
    rules: tuple[str, ...]
    stats: tuple[str, ...]
    #: The stats it lowers ("-1 HP").
    lowers: tuple[str, ...] = ()


@dataclass(frozen=True)
class Stopped:
    """A static ability that stopped reaching an object after step `index`; `left`: where its
    own object had gone (zone, owner) when it left the board then, None where it stayed and
    control of the one or the other changed."""
    index: int
    reach: Reach
    left: tuple[str, str] | None


# ----- watching the resolution --------------------------------------------------------------------
class Watch:
    """Reads the value of each subject at the start and after every step (Core.step calls it),
    keeping only the changes: the deciding step of a fact is the last change."""

    def __init__(self, subjects: tuple[Subject, ...], of: Scenario | None = None) -> None:
        #: Every subject of the scenario `of` (answer.subjects), kept for `compose`: working
        #: them out again read the question against every object once more.
        self.of, self.every = of, subjects
        #: The kinds of made object the question names ("What happens to the token?", "the
        #: copy"): each object of such a kind made during the ruling is a subject from the step
        #: that made it (its id was not known before), `made` its kind by its id.
        self._kinds = made_kinds_named((of.question or "") if of is not None and not of.ask
                                       else "")
        #: The cards the question names in full that no object has as the ruling begins (a
        #: token's card: "Is the Reflection still ...?"): an object made during the ruling with
        #: that card printed on it is a subject too, whatever it is a copy of by then (in a file
        #: with no `expect:`, whose subjects are the question's alone).
        self._made_names = _made_names_asked(of) if of is not None and not of.ask and \
            of.question and of.expect is None else frozenset()  # (`expect:` says its own)
        self.made: dict[str, str] = {}
        #: The game's worked-out flags the question names (`_derived_flags`), once known.
        self._derived: tuple[str, ...] | None = None
        self._fields_asked = {f for s in subjects if s.kind == "object" for f in s.fields}
        self.subjects = tuple(s for s in subjects if s.kind not in ("item", "action",
                                                                     "resolved"))
        self.start: dict[Subject, object] = {}
        self.last: dict[Subject, object] = {}
        self.changes: dict[Subject, list[tuple[int, object]]] = {s: [] for s in self.subjects}
        #: Each subject with its list of changes and (`_values`, by position) its last value:
        #: read after every step without hashing the subject (a record's hash builds a tuple
        #: of its fields: ~66,000 a corpus pass, a sixth of the watching).
        self._watching = [(s, self.changes[s]) for s in self.subjects]
        self._values: list[object] = []
        #: More than one subject of the game's own state (`__call__` takes its snapshot once).
        self._games = sum(s.kind == "game" for s in self.subjects) > 1
        #: The static abilities changing stats that reached each object after the last step
        #: (Core.static_covered): by object id, each ability by its source id
        #: ("captain.Banner").
        self._reached: dict[str, dict[str, tuple[Reach, str | None, str | None]]] = {}
        #: Each object a static ability changing its stats stopped reaching because its card
        #: left the board or control changed (VW HP.56, FOW 904.1), by object id.
        self.stopped: dict[str, list[Stopped]] = {}
        #: Each object a static ability lowering its stats began to reach after a step (its
        #: card came into play: "Followers your opponents control get -1 HP"), by object id.
        self.started: dict[str, list[Stopped]] = {}

    def read(self, r: Core, s: Subject) -> object:
        state = r.state
        if s.kind == "object":
            obj = state.objects.get(s.id)
            if obj is None:
                return None
            entry = object_entry(r, obj)
            if "keywords" in s.fields:  # printed and granted (not a key of `final.objects`)
                entry["keywords"] = list(keywords(obj))
            for key in self._derived_flags(r):
                # a flag the game works out, never stored ("Is the Adept Mighty?": 5 or more
                # Might, RB 708; "equipped": equipment attached, RB 818.3): as its filter
                # reads it now (absent: false, as a stored flag never set)
                if key not in entry and self._derived_flag(r, obj, key):
                    entry[key] = True
            return entry
        if s.kind == "player":
            p = state.players.get(s.id)
            return None if p is None else player_entry(r, p)
        if s.kind == "stack":
            return [it.id for it in state.stack]
        if s.kind == "priority":
            return state.priority
        if s.kind == "winner":
            return (state.outcome, state.winner)
        if s.kind == "phase":
            return (state.turn_number, state.turn_player, state.phase, state.step)
        if s.kind == "game":
            return r.game.report.state_snapshot(state).get(s.id)
        return None

    def _derived_flags(self, r: Core) -> tuple[str, ...]:
        """The game's true-or-false object keys its filters work out (ObjectRules.filters,
        rules_filters: RB `mighty`, `equipped`) that the question names by their word: the watch
        reads them of each object (they are no key of `final.objects`, so a question asking
        one was answered "is not mighty" of a unit with 5 Might)."""
        found = self._derived
        if found is None:
            objects, keys = r.game.objects, r.game.vocab.object_keys
            asked = " ".join(questions(self.of.question or "")) if self.of is not None else ""
            # (not a status an object holds, stored as it is set: RB `stunned`; nor `token`,
            # a kind of object rather than a state it is in)
            held = {*objects.statuses_lost, "token"}
            found = tuple(k for k in (*objects.filters, *objects.rules_filters)
                          if k not in held and (arg := keys.get(k)) is not None
                          and arg.kind == "bool" and asked
                          and flag_said(k, asked, self.of))
            self._derived = found
        return found

    @property
    def derived(self) -> tuple[str, ...]:
        """The worked-out flags the watch reads of each object (none before it began)."""
        return self._derived or ()

    @staticmethod
    def _derived_flag(r: Core, obj: GameObject, key: str) -> bool:
        objects = r.game.objects
        if key in objects.rules_filters:
            return objects.rules_filters[key](r.state, r.game, obj, True)
        return objects.filters[key](r.state, obj, True)

    def begin(self, r: Core) -> None:
        for s in self.subjects:
            self.start[s] = self.last[s] = self.read(r, s)
        self._values = [self.last[s] for s in self.subjects]
        self._reach(r, None)

    def _reach(self, r: Core, step: Step | None) -> None:
        """Which static abilities changing stats reach each object now, and each that reached
        one after the step before and no longer does because its own object left the board or
        control changed (`stopped`; not its own card's, nor one lost or switched off)."""
        covered = r.static_covered
        if not covered and not self._reached:
            return  # (the common case: no static ability changes anything)
        from judge.engine.continuous import static_rules

        objects = r.state.objects
        now: dict[str, dict[str, tuple[Reach, str | None, str | None]]] = {}
        for sid, (owner, ability, reached) in covered.items():
            stats = tuple(k for e in ability.effect for k, _ in (
                *getattr(e, "stats", ()), *getattr(e, "set_stats", ())))
            source = objects.get(owner)
            if not stats or source is None:
                continue
            lowers = tuple(k for e in ability.effect for k, v in getattr(e, "stats", ())
                           if isinstance(v, int) and v < 0)
            entry = Reach(owner, ability.name, static_rules(r.game, ability), stats, lowers)
            for each in reached:
                if each.id != owner:
                    now.setdefault(each.id, {})[sid] = (entry, each.controller,
                                                        source.controller)
        if step is not None:
            for oid, was in self._reached.items():
                obj = objects.get(oid)
                for sid, (reach, holder, ruler) in was.items():
                    src = objects.get(reach.owner)
                    if sid in now.get(oid, {}) or obj is None or src is None:
                        continue
                    left = not r.game.vocab.is_board(src.zone)
                    if left and src.zone != GONE:
                        self.stopped.setdefault(oid, []).append(
                            Stopped(step.index, reach, (src.zone, src.owner)))
                    elif not left and (obj.controller != holder or src.controller != ruler):
                        self.stopped.setdefault(oid, []).append(Stopped(step.index, reach, None))
            for oid, now_reached in now.items():
                was = self._reached.get(oid, {})
                for sid, (reach, _, _) in now_reached.items():
                    if reach.lowers and sid not in was:
                        self.started.setdefault(oid, []).append(Stopped(step.index, reach, None))
        self._reached = now

    def __call__(self, r: Core, step: Step) -> None:
        if self._kinds or self._made_names:
            self._watch_made(r)
        values = self._values
        # The game's own state is worked out once a step, not once per subject it holds (a
        # snapshot builds every entry of the game's record; reading changes nothing): taken
        # where its first subject is read, as before.
        game: dict[str, object] | None = None
        for at, (s, changes) in enumerate(self._watching):
            if s.kind == "game" and self._games:
                if game is None:
                    game = r.game.report.state_snapshot(r.state)
                value = game.get(s.id)
            else:
                value = self.read(r, s)
            if value != values[at]:
                changes.append((step.index, value))
                values[at] = self.last[s] = value
        self._reach(r, step)

    def _watch_made(self, r: Core) -> None:
        """Each object of a kind the question names (`_kinds`) that a step made, a subject of
        its zone from then on: it did not exist as the ruling began (its start is None). One
        made and gone within a step (its play replaced, RB 370.1.a.1) was never anywhere."""
        from judge.engine.copies import own_card

        known = {s.id for s in self.every if s.kind == "object"}
        for oid, obj in r.state.objects.items():
            kind = "token" if obj.token else "copy" if obj.copy_of is not None else None
            if kind is None or oid in known or oid in self.made or obj.zone == GONE or (
                    kind not in self._kinds and own_card(obj).name not in self._made_names):
                continue  # (one never seen anywhere, its making replaced, is no subject)
            # what the question asks of the cards it names, it asks of this one too (its
            # keywords: "Does the Reflection still have Temporary?")
            asked = "keywords" in self._fields_asked
            s = Subject("object", oid, ("zone", "keywords") if asked else ("zone",))
            self.made[oid] = kind
            self.every = (*self.every, s)
            self.subjects = (*self.subjects, s)
            self.start[s] = self.last[s] = None
            self.changes[s] = []
            self._watching.append((s, self.changes[s]))
            self._values.append(None)

    def history(self, s: Subject) -> list[tuple[int | None, object]]:
        """(step, value) from the start (step None) on."""
        return [(None, self.start.get(s)), *self.changes.get(s, [])]


#: A question naming a made object by its kind: "the token", "the tokens", "the copy".
MADE_KIND_NAMED = LazyRe(r"\bthe\s+(?:tokens?|cop(?:y|ies))\b(?!['’])", re.I)
#: ... by its kind in the plural: "the tokens", "the copies" (each such object is asked of).
MADE_KINDS_NAMED = LazyRe(r"\bthe\s+(?:tokens|copies)\b(?!['’])", re.I)


def _made_names_asked(scenario: Scenario) -> frozenset[str]:
    """The cards of `scenario` its question names in full that no object has as it begins."""
    folded = _forms(scenario.question or "")[0]
    held = {o.card for o in scenario.objects}
    return frozenset(name for name in scenario.cards
                     if name not in held and name.casefold() in folded)


def made_kinds_named(question: str) -> frozenset[str]:
    """The kinds of made object ("token", "copy") question `question` names with "the"."""
    if "token" not in question.casefold() and "cop" not in question.casefold():
        return frozenset()
    return frozenset("token" if "token" in m[0].casefold() else "copy"
                     for m in MADE_KIND_NAMED.compiled.finditer(question))


# ----- the facts ----------------------------------------------------------------------------------
def compose(res: Resolution, watch: Watch, game: Rulebook, actions: tuple[str, ...],
            scenario: Scenario, held: Callable[[str], tuple[str, ...]],
            makeup: Callable[[str], Makeup | None] = lambda oid: None,
            gated: Callable[[str], list[Gated]] = lambda oid: [],
            lost: Callable[[str], tuple[str, ...]] = lambda oid: (),
            bonus: Callable[[str, str], tuple[str, ...]] = lambda oid, stat: (),
            floors: Callable[[str], Floors | None] = lambda oid: None,
            own: Callable[[str, str], tuple[str, tuple[str, ...]] | None] = lambda oid, stat: None,
            unnamed: Callable[[str, str], Unnamed | None] = lambda oid, stat: None,
            printed: Callable[[str], str | None] = lambda oid: None,
            policy: Callable[[str], str] | None = None,
            quiet_priority: tuple[int, str, tuple[str, ...]] | None = None
            ) -> tuple[Fact, ...]:
    """The facts about every subject, ranked: the lead ones first. `held`: an object's keywords
    as the ruling ends (which keyword's rule may lead a fact about it: _Facts.deciding_keyword);
    `makeup`: what its stats are made of then (Resolver.stat_makeup); `gated`: the static
    abilities that would change them but whose condition does not hold (Resolver.gated_statics);
    `lost`: the rules of a loss of abilities that took what would change them
    (Resolver.loss_rules); `bonus`: the rules of the game's own bonuses that add to a stat
    (Resolver.bonus_rules: RB 703, a buff); `floors`: the limits of the changes of its makeup
    (Resolver.stat_floors: RB 477.3.b); `own`: its own static ability over "other" objects
    that leaves it out (Resolver.left_out_by_its_own); `unnamed`: a static ability reading
    the value its object keeps, named as its card was played, that leaves it out for not being
    of that value (Resolver.left_out_by_the_name); `printed`: the name printed on an object
    that is a copy of another card (Resolver.printed_name), which a question may call it by;
    `policy`: the option in force of a house policy the answer decides by, recorded as one the
    ruling depended on (Resolver.policy; else the scenario's option, not recorded);
    `quiet_priority`: the last priority given without a step (Resolver.quiet_priority)."""
    every = _subjects_of(watch, scenario, game)
    scenario = _read_in_english(scenario, game)
    if scenario.expect is None and not scenario.ask and scenario.question:
        every = _not_the_other(res, scenario, (*every, *_items_asked(res, scenario, every)))
    every = (*every, *_deeds_asked(res, scenario, every))
    facts = _Facts(res, watch, game, actions, scenario, held, makeup, gated, lost, bonus,
                   floors, own, unnamed, printed, policy, quiet_priority)
    found = [f for s in every if (f := facts.fact(s)) is not None]
    # a player "What happens?" asks of only as every player (`_subjects`): a fact of what
    # changed, not "Bob still has 4000 life"
    found = [f for f in found if f.step is not None or not _only_as_every_player(f, scenario)]
    return rank(found, scenario.question or "", facts)


def _deeds_asked(res: Resolution, scenario: Scenario, every: tuple[Subject, ...]
                 ) -> tuple[Subject, ...]:
    """The items "What does X do?" asks of (deeds_item_asked) that are no subject yet, with or
    without `expect:` (which may name the item only in the order of all that resolved)."""
    asked = (deeds_item_asked(q, res, scenario) for q in questions(scenario.question or ""))
    out = dict.fromkeys(Subject("item", i) for i in asked if i is not None)
    return tuple(s for s in out if s not in every)


def _only_as_every_player(f: Fact, scenario: Scenario) -> bool:
    """Whether fact `f` is of a player a question with no `expect:` asks of only as "What
    happens?" asks of every player (`_subjects`), not by name nor as "she"."""
    return f.subject.kind == "player" and scenario.expect is None and not scenario.ask and \
        bool(scenario.question) and not _named(scenario.question or "", f.subject.id) and \
        f.subject.id not in _persons(scenario).values()


#: "the ability", "the activate ability", "the automatic ability": a stack item that is an
#: ability, not a card (FOW 903.1: activating a resonator's ability is not playing it).
THE_ABILITY = LazyRe(r"\bthe\s+(?:(?:activate|activated|automatic|triggered)\s+)?ability\b"
                     r"(?!\s+(?:of|to)\b)", re.I)


def ability_items(res: Resolution, scenario: Scenario) -> set[str]:
    """The stack items of the ruling that are abilities: activated or triggered on the way, or
    an ability on the stack as the file begins."""
    put = {st.item for st in res.steps
           if st.kind in (StepKind.ACTIVATE, StepKind.TRIGGER) and st.item}
    return put | {i.id for i in scenario.stack if i.ability is not None}


def _items_asked(res: Resolution, scenario: Scenario, every: tuple[Subject, ...]
                 ) -> tuple[Subject, ...]:
    """With no `expect:`, the items of the ruling a yes/no question asks of by name ("Does
    Rebuke result?", "Does Volley still result?"): an ability's item does not exist as the
    ruling begins, so what the question named before it (the card, a player) answered it."""
    known = set(every)
    ids = dict.fromkeys([*res.resolved, *(f.item for f in res.fizzled), *res.final["stack"]])
    question = scenario.question or ""
    out = [Subject("item", i) for i in ids if Subject("item", i) not in known
           and _asks_of_item(question, i, scenario)]
    # "Does the chant resolve?": the one item of the ruling whose card is of the type named
    typed = ANYTHING_RESOLVES.search(question)
    kind = typed[0].split()[-2].casefold() if typed is not None and "anything" not in \
        typed[0].casefold() else ""
    if kind and not out:
        cards = {o.id: o.card for o in scenario.objects}
        cards.update({i.id: i.card for i in scenario.stack if i.card})
        of_kind = [i for i in ids if (card := scenario.cards.get(cards.get(i) or "")) is not None
                   and card.type.casefold() == kind]
        out += [Subject("item", i) for i in of_kind[:1] if len(of_kind) == 1
                and Subject("item", i) not in known]
    if not out and any(THE_DAMAGE_HAPPENS.search(asked_clause(q)) for q in questions(question)):
        # "Alice uses her Zealot's Last Stand ... at Bob's Trader Male. Does the damage
        # happen?": the one item of the ruling the question names, whose damage the Yes or No
        # reads (the Zealot sacrificed for it led, with no Yes or No, without `expect:`)
        unquoted = QUOTED.sub("", question)
        named = [i for i in ids if _mentions(unquoted, i, _item_label(res, i))]
        out += [Subject("item", i) for i in named if len(named) == 1
                and Subject("item", i) not in known]
    if not out and any(THE_ABILITY.search(q) for q in questions(question)):
        # "Is the ability cancelled?": the one ability of the ruling, as "the chant" above
        one = ability_items(res, scenario)
        out += [Subject("item", i) for i in one if len(one) == 1 and i in ids
                and Subject("item", i) not in known]
    return tuple(out)


#: "What does the judgment process do?", "What does the [Moontide] ability do?", "What does its
#: Vision do?": what an item did as it resolved, asked of it by what it is (`who`).
DEEDS_ASKED = LazyRe(r"^\W*what\s+(?:does|did|will)\s+(?P<who>[^?,;]+?)\s+do\b(?!\s+(?:to|with)\b)",
                     re.I)
#: Words before what a "What does X do?" names: determiners and possessives ("the", "her",
#: "Bob's"), and after it the kind of thing it is ("ability", "skill").
DEEDS_BEFORE = LazyRe(r"^(?:(?:the|a|an|its|his|her|their|[\w-]+'s)\s+)+", re.I)
DEEDS_KIND = LazyRe(r"\s+(?:ability|skill|abilities)$", re.I)
#: An item named by its kind alone: "the trigger", "the triggered ability".
TRIGGER_NAMED = LazyRe(r"^(?:triggered\s+ability|trigger)$", re.I)


def deeds_item_asked(q: str, res: Resolution, scenario: Scenario) -> str | None:
    """The one stack item of the ruling a "What does X do?" part asks of (`DEEDS_ASKED`): named
    by its card ("What does Void Lance do?", a short name: "the Lance"), by the name its ability
    or process has ("the [Moontide] ability", "its Vision", "the judgment process": the
    name the ruling's steps give it, before "of" and its card), or by its kind ("the trigger":
    the one triggered item). None where the part asks no such thing or names no one item: its
    answer is what the item did as it resolved (or why it did not), not the fate of its card
    nor what was paid for it ("Alice has 0 fire, at step 1: she plays the judgment process")."""
    m = DEEDS_ASKED.search(q)
    if m is None:
        return None
    who = DEEDS_KIND.compiled.sub("", DEEDS_BEFORE.compiled.sub("", m["who"].strip()))
    who = who.replace("[", "").replace("]", "").strip().casefold()
    if not who:
        return None
    ids = list(dict.fromkeys([*res.resolved, *(f.item for f in res.fizzled),
                              *res.final["stack"]]))
    if TRIGGER_NAMED.compiled.fullmatch(who):
        triggered = {st.item for st in res.steps if st.kind == StepKind.TRIGGER and st.item}
        found = [i for i in ids if i in triggered]
    else:
        found = [i for i in ids if who in _item_names(i, res, scenario)] or \
            [i for i in ids if _asks_of_item(f"What does {m['who']} do?", i, scenario)]
    return found[0] if len(found) == 1 else None


def _removed_trigger_asked(q: str, ctx: _Facts) -> Fact | None:
    """"What does the Deathknell do?" of a triggered ability removed for want of a legal target
    as it was put on the chain (RB 402.4, FOW 603.3, VW HP.34): it never became an item, so no
    resolution says what it did; the step that removed it does, as the fact of its card. Named
    by the ability's name ("the Last Spark") or a keyword it is ("its Deathknell"), or as "the
    trigger"; None where the part asks no such thing, names no one removed ability, or names an
    item of the ruling (`deeds_item_asked` answers that)."""
    m = DEEDS_ASKED.search(q)
    removal = ctx.game.roles.get(Role.TRIGGER_NO_TARGET)
    if m is None or removal is None:
        return None
    who = DEEDS_KIND.compiled.sub("", DEEDS_BEFORE.compiled.sub("", m["who"].strip()))
    who = who.replace("[", "").replace("]", "").strip().casefold()
    objects = {o.id: o for o in ctx.scenario.objects}
    found: list[tuple[Step, str]] = []
    for st in ctx.res.steps:
        if st.kind != StepKind.TRIGGER or removal not in st.citations or \
                not NO_TARGET_REMOVED.search(st.summary):
            continue
        for n in st.nodes:
            source, _, name = n.id.partition(".")
            obj = objects.get(source)
            spec = ctx.scenario.cards.get(obj.card) if n.kind == "item" and obj else None
            ability = next((a for a in (spec.abilities if spec is not None else ())
                            if a.kind == "triggered" and slug(a.name or "") == name), None)
            names = {(ability.name or "").casefold(), *(k.casefold().replace("_", " ")
                                                        for k in ability.keywords)} \
                if ability is not None else set()
            if who in names or (ability is not None and TRIGGER_NAMED.compiled.fullmatch(who)):
                found.append((st, source))
    if len({x[1] for x in found}) != 1:
        return None
    step, source = found[-1]
    fact = ctx.fact(Subject("object", source))
    if fact is None:
        return None
    return replace(fact, said=Msg("at step {step}, {what}", step=step.index, what=said(step)),
                   step=step.index, citations=ctx.rules(step), verdict="")


def _item_names(item: str, res: Resolution, scenario: Scenario) -> set[str]:
    """The names (case-folded) a question may call a stack item by: its card's, the label the
    ruling's steps give it and that label's head before "of" ("judgment process" of "Judgment
    process of Vessa, Ember Warden"), and an ability's own name, the last part of its id
    (`seer.vision`: "vision")."""
    names = {_item_label(res, item), res.card_name(item)}
    names |= {n.split(" of ", 1)[0] for n in names if " of " in n}
    if "." in item:
        names.add(item.rsplit(".", 1)[-1].replace("-", " "))
    cards = {o.id: o.card for o in scenario.objects}
    cards.update({i.id: i.card or i.ability or "" for i in scenario.stack})
    if cards.get(item):
        names.add(cards[item])
    return {n.casefold() for n in names if n and n != item}


#: "Is the other still hit?", "Does the other one take damage?", "... the other target?":
#: the one target of a card with two that did not leave play, the question says one did.
THE_OTHER = RareRe(r"\bthe\s+other(?:\s+(?:one|target))?\b", re.I, needs=("other",))


def _two_targets_named(scenario: Scenario) -> tuple[str, ...]:
    """With no `expect:`, "Twin Shot targets two Followers and one leaves play. Is the other
    still hit?": the two targets of the one card the question names with two (on the register
    as the file begins, or played by its actions); () where it asks of no "other"."""
    question = scenario.question or ""
    if scenario.expect is not None or scenario.ask or not any(
            THE_OTHER.search(asked_clause(q)) for q in questions(question)):
        return ()
    cards = {o.id: o.card for o in scenario.objects}
    targeted: list[tuple[str, str | None, tuple[str, ...]]] = [
        (i.id, i.card or i.ability or i.id, tuple(i.targets)) for i in scenario.stack]
    for a in scenario.actions:
        chosen = a.get("targets")
        if a.verb == "play" and a.get("card") and isinstance(chosen, (list, tuple)):
            targeted.append((str(a.get("card")), cards.get(str(a.get("card"))),
                             tuple(str(t) for t in chosen)))
    found = [targets for item, name, targets in targeted if len(targets) == 2 and
             len(set(targets)) == 2 and all(t in cards for t in targets) and
             _mentions(question, item, name)]
    return found[0] if len(found) == 1 else ()


def _the_other_asked(scenario: Scenario) -> tuple[Subject, ...]:
    """The two targets `_two_targets_named` finds, watched as the ruling runs (the one that
    stays is known only once it has: `_not_the_other` leaves out the one that left). "Is the
    other still hit?" asks of its damage, which no clause names it with for `_damage_asked_of`
    to read (`expect:` naming its damage said "No — ... has no damage"; without it the item led,
    with no Yes or No)."""
    two = _two_targets_named(scenario)
    question = scenario.question or ""
    hit = any(TAKES_DAMAGE.search(asked_clause(q)) for q in questions(question))
    return tuple(Subject("object", t, ("damage",) if hit else ()) for t in two)


def _not_the_other(res: Resolution, scenario: Scenario, every: tuple[Subject, ...]
                   ) -> tuple[Subject, ...]:
    """`every` without the target of the two `_the_other_asked` added that left where it was
    (the one the question says left play), where the other stayed; as it is otherwise."""
    two = _two_targets_named(scenario)
    if not two:
        return every
    start = {o.id: o.zone for o in scenario.objects}
    final = res.final["objects"]
    left = [t for t in two if t not in final or final[t].get("zone") != start.get(t)]
    if len(left) != 1 or _mentions(QUOTED.sub("", scenario.question or ""), left[0],
                                   {o.id: o.card for o in scenario.objects}.get(left[0])):
        return every
    added = set(_the_other_asked(scenario))
    return tuple(s for s in every if not (s in added and s.id == left[0]))


def _read_in_english(scenario: Scenario, game: Rulebook | None = None) -> Scenario:
    """The scenario as the readers below read it: its question, if asked in Indonesian or Thai,
    read into English (judge/engine/asked.py; the question is shown as it was written), with
    the words of `game`'s card library and rules (`_implied_and_types`) where it is given."""
    question = scenario.question or ""
    if language_of(question) == "en":
        said = plain_english(question)
        return scenario if said == question else replace(scenario, question=said)
    from judge.engine.asked import in_english  # its lexicons: only for such a question
    names = [*scenario.players, *scenario.cards,
             *(str(getattr(o, n) or "") for o in (*scenario.objects, *scenario.stack)
               for n in ("id", "card")),
             # the cards' abilities, which name their items ("Apakah Spite result?")
             *(a.name for card in scenario.cards.values() for a in card.abilities if a.name)]
    # "the Knight" names Sample Knight, as in an English question (`_mentions`): a distinctive
    # word of a card name, written with its capital letter
    words = [w for name in scenario.cards for w in name.split()
             if w[:1].isupper() and len(w) > 2 and w.casefold() not in COMMON]
    # a stat change as a card writes it ("+1 ATK", "-200 DEF"), kept as written: the same in
    # every language ("Apakah Banner Captain mendapat +1 ATK?" was left unread for it)
    amounts = SIGNED_STAT.compiled.findall(question)
    # its cards' traits, as a question writes them ("Apakah Squire menjadi Dark?")
    traits = [w for x in _card_traits(scenario) for w in (x, x.title())]
    # and those the game's rules find in them, with the card types a trait is asked with ("Apakah
    # Order Captain adalah Follower Human?": VW IN.2.b, Human by its Order faction)
    traits += _implied_and_types(scenario, game) if game is not None else []
    # and, in Thai, the game's words for its stack, kept as written ("register ว่างไหม": is the
    # register empty; the question was left unread). Not in Indonesian, whose lexicon reads
    # them in its own phrases ("register baru dibuka": a new register opens)
    stack = [*game.vocab.stack_words, game.stack_word] if game is not None and language_of(
        question) == "th" else []
    # a keyword in its brackets, kept as written ("Squire มี [Flying] ไหม": does it have
    # [Flying]; it was left unread, no Yes or No where the English has one)
    keyworded = re.findall(r"\[[^\[\]]{1,40}\]", question)
    english = in_english(question, [*names, *words, *amounts, *traits, *stack, *keyworded],
                         scenario.players)
    # and in the words the readers know ("Bisakah Alice menarik kartu?": "Can Alice draw?" asks
    # what "Does Alice draw?" asks, as an English question does)
    english = plain_english(english)
    return scenario if english == question else replace(scenario, question=english)


def _implied_and_types(scenario: Scenario, game: Rulebook) -> list[str]:
    """The traits of the game's card library and those the game's rules find in a scenario's
    cards' traits (VW IN.2.b: "Human" of an Order card), with the game's card types, each as
    written and capitalised: the words a question in another language asks what a card is by
    ("... adalah Follower Human?", "... masih Holy?" of the library's Sample Knight)."""
    library = _library_traits(game.data.cards)
    implied = game.objects.implied_by_traits(sorted(_card_traits(scenario) | library))
    return [w for x in (*sorted(library), *implied, *game.vocab.card_types)
            for w in (x, x.title())]


def _card_traits(scenario: Scenario) -> frozenset[str]:
    """The traits a scenario's cards print, give, set or ask for, casefolded."""
    out: set[str] = set()
    for card in scenario.cards.values():
        for r in (card, *nested_records(card)):
            for name in ("traits", "set_traits"):
                value = getattr(r, name, None)
                if isinstance(value, (tuple, list, frozenset)):
                    out.update(str(x).casefold() for x in value if isinstance(x, str))
    return frozenset(out)


#: The traits of each game's card library (`_library_traits`), by the library's id.
_LIBRARY_TRAITS: dict[int, tuple[object, frozenset[str]]] = {}


def _library_traits(cards: dict[str, Any]) -> frozenset[str]:
    """The traits a game's sample card library prints, gives, sets or asks for, casefolded:
    its raw definitions' `traits` and `set_traits` lists, however nested."""
    kept = _LIBRARY_TRAITS.get(id(cards))
    if kept is not None and kept[0] is cards:
        return kept[1]
    out: set[str] = set()
    todo: list[Any] = [cards]
    while todo:
        node = todo.pop()
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("traits", "set_traits") and isinstance(value, list):
                    out.update(str(x).casefold() for x in value if isinstance(x, str))
                else:
                    todo.append(value)
        elif isinstance(node, list):
            todo.extend(node)
    found = frozenset(out)
    _LIBRARY_TRAITS[id(cards)] = (cards, found)
    return found


#: A yes/no question asking what an object is or becomes: its trait ("Does the Squire become
#: Dark?", "Is the Knight still Holy?", "Does it lose Holy?").
TRAIT_ASKED = LazyRe(r"^\W*(?:is|are|was|were|does|do|did|will)\b.*\b(?:is|are|was|were|becomes?|"
                     r"became|turns?|turned|stays?|remains?|still|los[et]\w*|no longer)\b|"
                     r"^\W*(?:is|are|was|were)\b", re.I)
#: A signed amount of a stat written as cards write it: "+1 ATK", "-200 DEF", "+2 Might".
SIGNED_STAT = LazyRe(r"[+-]\d+\s+(?:[A-Z]{2,}|Might)\b")
#: A past participle after "get" ("get summoned", "get hit"): a regular one, or one of those
#: a card's text or a question says of a card.
PARTICIPLE = (r"(?:\w+ed|hit|put|taken|chosen|given|stolen|frozen|broken|drawn|shown|thrown|"
              r"beaten|bitten|struck|sent|shot)")
#: A yes/no question whose "get" says what is done to its subject ("Does Alice's Banner get
#: summoned?", "Did the Knight get destroyed?"): its auxiliary, its subject, its participle.
GETS_DONE_ASKED = LazyRe(rf"\b(does|did)\s+((?:[\w'’-]+\s+){{1,6}}?)get\s+({PARTICIPLE})\b"
                         r"(?=[^?]*\?)", re.I)


def _short_name_dropped(clause: str, card: str | None, others: frozenset[str]) -> str:
    """`clause`, casefolded, without the card called by a word of its name, written with its
    capital, the first time it is ("Is the Knight destroyed?" of Sample Knight, "Is Knight
    destroyed?"): a name, not the knight job asked of it; nor another card called so after
    "the" or a possessive (`others`: the words of the ruling's card names: "Are the Golem and
    the Knight destroyed?" asks no trait of the Golem). "Is the Knight still a knight?" (or
    "... a Knight?") keeps the job."""
    for w in (card or "").split():
        if _name_word(w):
            clause = re.sub(rf"(?<![\w-]){re.escape(w)}(?![\w-])", " _ ", clause, count=1)
    for w in others:
        clause = re.sub(rf"\b(the|[\w-]+['’]s)\s+{re.escape(w)}(?![\w-])", r"\1 _ ", clause)
    return clause.casefold()


def _name_word(w: str) -> bool:
    """Whether `w`, a word of a card's name, may call the card alone ("the Knight")."""
    return w[:1].isupper() and len(w) > 2 and w.casefold() not in COMMON


def plain_english(question: str) -> str:
    """An English question said in the words the readers know, its meaning kept: "Does the
    Banner get summoned?" is "Is the Banner summoned?" (the readers read "get" as what a player
    gets); "Judge, may she target it?" is "May she target it?" (a judge called on, not part of
    what is asked: the question's own word opens it again, and with it the readers' reading of
    a yes/no question); "Is Bob allowed to block with it?", "Is he able to ...", "Does Bob get
    to block ...?" ask what "Can Bob block with it?" asks (read as another yes/no question, a
    fact of the board led them, "No — the Sentinel is still on the field")."""
    said = GETS_DONE_ASKED.compiled.sub(_is_done, question) if " get" in question else question
    if " drawn by " in said:
        said = DRAWN_BY.compiled.sub(_draws_instead, said)
    if " given " in said:
        said = GIVEN_ASKED.compiled.sub(_gains_instead, said)
    if " go " in said:
        said = GOES_UP_OR_DOWN.compiled.sub(_gains_or_loses, said)
    if "player" in said:
        # "Which player has priority after the Bolt resolves?" asks who has it (it led with
        # the Bolt's resolution, the one thing it named)
        said = WHICH_PLAYER.compiled.sub(lambda m: "Who " if m[1] == "W" else "who ", said)
    if "udge" in said:
        said = JUDGE_CALLED.compiled.sub(_judge_left_out, said)
        said = JUDGE_CALLED_LAST.compiled.sub("?", said)
    if " to " in said:
        said = ALLOWED_TO.compiled.sub(_can_instead, said)
    if "draw" in said:
        said = CAN_DRAW.compiled.sub(_does_instead, said)
    if "damage" in said:
        said = RECEIVES_DAMAGE.compiled.sub(_takes_instead, said)
    if "effect" in said:
        said = TAKES_EFFECT.compiled.sub(lambda m: f"resolve{m['s']}", said)
    if "dealt" in said:
        said = DEALT_ASKED.compiled.sub(_dealt_taken, said)
    return said


def _dealt_taken(m: re.Match[str]) -> str:
    """"Is Bob dealt damage" -> "Does Bob take damage" ("Was" -> "Did"), its capital kept."""
    aux = "did" if m["aux"].casefold() == "was" else "does"
    return f"{_as_written(m['aux'], aux)} {m['who']} take " \
        f"{m['how'] or ''}damage"


#: "Does the Squire deal damage to the Warden?", "Does it still deal its 2 damage?": a card
#: asked of as the source of damage (`who`).
OBJECT_DEALS = LazyRe(r"^\W*(?:does|did|will|do)\s+(?P<who>.+?)\s+(?:still\s+|also\s+)?deals?\s+"
                      r"(?:(?:its|any|the|all|of|her|his)\s+)*(?:\d+\s+)?(?:\w+\s+)?damage\b", re.I)
#: "Does Bob gain 300 life?", "Does Mend give her 500 life?": the amount of a gain asked of.
GAINS_AN_AMOUNT = LazyRe(r"\b(?:gain\w*|get\w*|gives?)\b[^?]*?\b(?P<n>\d+)\s+(?P<what>[\w-]+)",
                         re.I)
#: "Does Gun Shot take effect?": what "Does Gun Shot resolve (result)?" asks (VW REG.1: a card
#: or skill that takes effect is said to result); read as no question the readers know, its
#: Yes or No was lost.
TAKES_EFFECT = LazyRe(r"\btake(?P<s>s?)\s+effect\b", re.I)


#: "Does the Militia receive damage?", "Does it suffer 2 damage?": what "Does the Militia take
#: damage?" asks, the readers' word (read as no question they know, the No was lost).
RECEIVES_DAMAGE = LazyRe(r"\b(?P<verb>receive|suffer)(?P<s>s?)\b(?=\s+(?:the\s+|its\s+|any\s+|"
                         r"battle\s+|\d+\s+|[\w-]+(?:'s|’s)\s+){0,3}damage\b)", re.I)


def _takes_instead(m: re.Match[str]) -> str:
    """"receive(s)" -> "take(s)", its capital kept."""
    return f"{'T' if m['verb'][0].isupper() else 't'}ake{m['s']}"


#: Where a yes/no part opens: the question's start, after a sentence (or a quote closing it), a
#: comma or "and".
_PART_OPENS = r"(?:^|(?<=[.?!,;:]\s)|(?<=[.?!,;:][\"”’']\s)|(?<=\band\s))"

#: "Is Bob dealt damage?", "Was the Golem dealt the damage?": what "Does Bob take damage?"
#: asks (of a player, and with "the", the readers gave no Yes or No).
DEALT_ASKED = LazyRe(_PART_OPENS + r"(?P<aux>is|was)\s+(?P<who>(?:(?!\b(?:and|or)\b)[^?.,;:])"
                     r"{1,60}?)\s+dealt\s+(?P<how>any\s+|the\s+)?damage\s*(?=\?)", re.I)


#: "Can she draw?", "May Alice draw a card?" (and "Does she get to draw?", "Is she allowed to
#: draw?", read into "Can she draw?" first): in no game judge knows is drawing an action a
#: player takes (a scenario's `actions:` have no draw: a draw is what a card's effect or the
#: turn does), so it asks whether she draws, as "Does she draw?" does. Read as an action
#: tried, it was answered by whatever action the ruling holds: "Yes — Action 1 (bob summons
#: Jab) is allowed", or "Yes — Gold Bounty results ...: its draw instruction does not happen".
CAN_DRAW = LazyRe(r"(?:^|(?<=[.?!,;:]\s)|(?<=\band\s))(?P<modal>can|may|could)\s+"
                  r"(?P<who>she|he|they|alice|bob)\s+(?=(?:still\s+|also\s+)?draw\b[^?]*\?)",
                  re.I)


def _does_instead(m: re.Match[str]) -> str:
    """"Can she draw" -> "Does she draw" ("Could": "Did"), its capital kept."""
    aux = "did" if m["modal"].casefold() == "could" else "does"
    return f"{_as_written(m['modal'], aux)} {m['who']} "


#: "Is Bob given 300 life?", "Was she given priority?": what "Does Bob get 300 life?" asks
#: (read as no question the readers know, its Yes or No was lost).
GIVEN_ASKED = LazyRe(r"(?:^|(?<=[.?!,;:]\s)|(?<=\band\s))(?P<aux>is|was)\s+(?P<who>[\w-]+)\s+"
                     r"given\s+(?=[^?]*\?)", re.I)
#: "Does Bob's life go up (down)?": what "Does Bob gain (lose) life?" asks.
GOES_UP_OR_DOWN = LazyRe(r"\b(?P<aux>does|did)\s+(?P<who>[\w-]+)['’]s\s+(?P<what>[\w-]+)\s+"
                         r"go\s+(?P<dir>up|down)\b", re.I)


#: "Is a card drawn by Alice?", "Are 2 cards drawn by her?": what "Does Alice draw a card?"
#: asks.
DRAWN_BY = LazyRe(r"(?:^|(?<=[.?!,;:]\s)|(?<=\band\s))(?P<aux>is|are|was|were)\s+(?P<what>(?:a|any|"
                  r"one|\d+)\s+cards?)\s+drawn\s+by\s+(?P<who>[\w-]+)(?=\s*\?)", re.I)


def _draws_instead(m: re.Match[str]) -> str:
    """"Is a card drawn by Alice" -> "Does Alice draw a card" ("Was" -> "Did")."""
    aux = "did" if m["aux"].casefold() in ("was", "were") else "does"
    return f"{_as_written(m['aux'], aux)} {m['who']} draw {m['what']}"


def _gains_instead(m: re.Match[str]) -> str:
    """"Is Bob given" -> "Does Bob get" ("Was" -> "Did"), its capital kept: what he gets,
    life or gold as priority ("Is Alice given priority?")."""
    aux = "did" if m["aux"].casefold() == "was" else "does"
    return f"{_as_written(m['aux'], aux)} {m['who']} get "


def _gains_or_loses(m: re.Match[str]) -> str:
    """"Does Bob's life go up" -> "Does Bob gain life" ("down": "lose")."""
    verb = "gain" if m["dir"].casefold() == "up" else "lose"
    return f"{m['aux']} {m['who']} {verb} {m['what']}"


#: "Which player has ...?", "... and which player holds focus?": what "Who has ...?" asks.
WHICH_PLAYER = LazyRe(r"\b([Ww])hich\s+player\s+(?=(?:has|holds|gets|wins|controls|keeps|"
                      r"takes|draws|loses|gains|scores|is|acts|passes)\b)")
#: "Judge, may she ...?", "Judge: is it ...?", "Hey judge, can ...?" opening a sentence: a
#: judge called on (the word after it, lower case there, opens the question itself).
JUDGE_CALLED = LazyRe(r"(?:^|(?<=[.?!]\s))\s*(?:(?:hey|hi|so|ok|okay|quick question),?\s+)?"
                      r"judge\s*[,:!\-\u2013\u2014]+\s*(?P<first>\w)", re.I)
#: "..., judge?" closing a question.
JUDGE_CALLED_LAST = LazyRe(r",\s*judge\s*\?", re.I)
#: "Is Bob allowed to block ...?", "Are they able to ...?", "Does Bob get to block ...?",
#: "Is it legal for Bob to ...?": what "Can Bob block ...?" asks ("Was/Were/Did": "Could").
ALLOWED_TO = LazyRe(r"(?:^|(?<=[.?!,;:]\s)|(?<=\band\s))(?P<aux>is|are|was|were)\s+"
                    r"(?:(?P<who>(?!it\s+(?:legal|possible|allowed)\b)[^?.,;:]{1,60}?)\s+(?:allowed|able|permitted)"
                    r"|it\s+(?:legal|possible|allowed)\s+for\s+(?P<for>[^?.,;:]{1,60}?))\s+to\s+"
                    r"(?=\w[^?]*\?)"
                    r"|(?:^|(?<=[.?!,;:]\s)|(?<=\band\s))(?P<does>does|do|did)\s+(?P<getter>[^?.,;:]{1,60}?)"
                    r"\s+get\s+to\s+(?!(?:the|a|an|her|his|their|its|my|your|that|this|[A-Z])"
                    r"\b)(?=\w[^?]*\?)", re.I)


def _judge_left_out(m: re.Match[str]) -> str:
    """The question without the judge called on, its first word with its capital."""
    return m["first"].upper()


def _can_instead(m: re.Match[str]) -> str:
    """"Is Bob allowed to" -> "Can Bob" (past: "Could"), its capital kept."""
    aux = m["aux"] or m["does"]
    past = aux.casefold() in ("was", "were", "did")
    modal = "could" if past else "can"
    who = m["who"] or m["for"] or m["getter"]
    return f"{_as_written(aux, modal)} {who} "


def _as_written(word: str, said: str) -> str:
    """`said` with a capital where the word it stands for (`word`) has one: the question's
    auxiliary said in the readers' words ("Is Bob given" -> "Does Bob get")."""
    return said.capitalize() if word[:1].isupper() else said


def _is_done(m: re.Match[str]) -> str:
    """"Does X get Yed" -> "Is X Yed" (and "Did" -> "Was"), its capital kept."""
    aux = {"does": "is", "did": "was"}[m[1].casefold()]
    return f"{_as_written(m[1], aux)} {m[2]}{m[3]}"


def _subjects_of(watch: Watch, scenario: Scenario, game: Rulebook) -> tuple[Subject, ...]:
    return watch.every if watch.of is scenario else subjects(scenario, game.vocab, game.words,
                                                             game)


def prevention_said(shield: str | None, source: str | None, n: int, step: int,
                    player: str | None = None) -> Msg:
    """What a prevention kept from an object, as a clause about it: `{shield} prevented the
    {n} damage {source} would have dealt it at step {step}` (the shield and the source named
    where the trace names them); of a player, naming them. The answer says it of an object no
    step changed, `judge why` of one (or a player) whose damage a prevention stopped."""
    if player is not None:
        if shield and source:
            return Msg("{shield} prevented the {n} damage {source} would have dealt {player} at "
                       "step {step}", shield=shield, n=n, source=source, player=player,
                       step=step)
        if shield:
            return Msg("{shield} prevented the {n} damage that would have been dealt to "
                       "{player} at step {step}", shield=shield, n=n, player=player, step=step)
        return Msg("prevention stopped the {n} damage that would have been dealt to {player} at "
                   "step {step}", n=n, player=player, step=step)
    if shield and source:
        return Msg("{shield} prevented the {n} damage {source} would have dealt it at step "
                   "{step}", shield=shield, n=n, source=source, step=step)
    if shield:
        return Msg("{shield} prevented the {n} damage that would have been dealt to it at "
                   "step {step}", shield=shield, n=n, step=step)
    if source:
        return Msg("prevention stopped the {n} damage {source} would have dealt it at step "
                   "{step}", n=n, source=source, step=step)
    return Msg("prevention stopped the {n} damage that would have been dealt to it at step "
               "{step}", n=n, step=step)


class _Facts:
    def __init__(self, res: Resolution, watch: Watch, game: Rulebook, actions: tuple[str, ...],
                 scenario: Scenario, held: Callable[[str], tuple[str, ...]],
                 makeup: Callable[[str], Makeup | None] = lambda oid: None,
                 gated: Callable[[str], list[Gated]] = lambda oid: [],
                 lost: Callable[[str], tuple[str, ...]] = lambda oid: (),
                 bonus: Callable[[str, str], tuple[str, ...]] = lambda oid, stat: (),
                 floors: Callable[[str], Floors | None] = lambda oid: None,
                 own: Callable[[str, str], tuple[str, tuple[str, ...]] | None] = (
                     lambda oid, stat: None),
                 unnamed: Callable[[str, str], Unnamed | None] = lambda oid, stat: None,
                 printed: Callable[[str], str | None] = lambda oid: None,
                 policy: Callable[[str], str] | None = None,
                 quiet_priority: tuple[int, str, tuple[str, ...]] | None = None
                 ) -> None:
        self.res = res
        self.quiet_priority = quiet_priority  # the last priority given without a step
        self._policy = policy  # a house policy's option, recorded (Resolver.policy)
        self.printed = printed  # the name printed on a copy, which a question may call it by
        self.unnamed = unnamed  # a static reading a named value that leaves it out
        self.own = own  # its own static ability over "other" objects, which leaves it out
        self.floors = floors  # the limits of the changes to its stats (RB 477.3.b)
        self.bonus = bonus  # the rules of the game's own bonuses to a stat (RB 703: a buff)
        self.lost = lost  # the rules of a loss of abilities that took what changes its stats
        self.gated = gated  # statics that would change its stats, their condition unmet
        self.held = held  # an object's keywords as the ruling ends (Resolver.keywords_held)
        self.makeup = makeup  # what its stats are made of then (Resolver.stat_makeup)
        self.watch = watch
        self.game = game
        self.w: Words = res.words
        self.actions = actions
        self.scenario = scenario
    @cached_property
    def described(self) -> frozenset[str]:
        """The objects a question with no `expect:` that names no card describes by their card
        type ("Alice's J-ruler"), asked of as if named (`_described_by_type`), whatever spell on
        the chase it names as what acts on them ("Wither takes Alice's Imperishable J-ruler to
        DEF 0. Where does it go?" led with her life, the J-ruler not asked of)."""
        sc = self.scenario
        if sc.expect is not None or sc.ask or not sc.question or any(
                _asks_of(sc.question, o.id, o.card, sc) for o in sc.objects):
            return frozenset()
        return frozenset(_described_by_type(sc, sc.question, self.game.vocab))

    @cached_property
    def possessed(self) -> frozenset[str]:
        """With no `expect:`, the objects a yes/no part asks of as a player's one card of a type
        (`_possessed_by_type`), whatever cards the question names elsewhere: "Alice's J-ruler
        Seren attacks ... Is Alice's ruler astral?" (it led with her life, the J-ruler's astral
        counter unread)."""
        sc = self.scenario
        if sc.expect is not None or sc.ask or not sc.question:
            return frozenset()
        return frozenset(_possessed_by_type(sc, self.game.vocab, self.w))

    @cached_property
    def it_referents(self) -> frozenset[str]:
        """With no `expect:`, the objects "it" is in a yes/no part (`it_referents`), or may be
        (`it_untold`), asked of as if named: "Is it rested?" of the "recovered Shieldbearer",
        whose rest no step changed."""
        sc = self.scenario
        if sc.expect is not None or sc.ask or not sc.question:
            return frozenset()
        words, question = object_words(self), sc.question
        # and each of the cards "it" may be where the question does not tell which
        # (`it_untold`): what each has of the state asked is said of it
        return it_referents(sc, words, self.in_play) | frozenset(
            oid for q in questions(question) if (_asks_yes_or_no(q) and not _is_can(q)) or
            WHERE_IT.search(asked_clause(q)) for oid in it_untold(q, question, sc, words,
                                                                 self.in_play)) | frozenset(
            oid for q in questions(question) if (oid := its_field_of(q, question, sc,
                                                                    self.in_play)))

    def in_play(self, oid: str) -> bool:
        """Whether object `oid` is on the board as the ruling starts or as it ends: one a state
        of the board (rested, damaged, with counters) may be asked of."""
        start = self.res.initial.get("objects", {}).get(oid) or {}
        final = self.res.final["objects"].get(oid) or {}
        return any(self.res.is_board(str(e.get("zone", ""))) for e in (start, final))

    # The indexes of the steps' graph are built when a fact first needs them: many answers
    # (a long register's "which resolved") read none, and building them walked every step.
    @cached_property
    def steps(self) -> dict[int, Step]:
        return {s.index: s for s in self.res.steps}

    @cached_property
    def nodes(self) -> dict[str, Any]:
        return {n.id: n for st in self.res.steps for n in st.nodes}

    @cached_property
    def trait_words(self) -> frozenset[str]:
        """The traits of the ruling, casefolded: those its objects have at the start or the
        end, and those its cards print, give, set or ask for ("Dark", "Holy", "knight")."""
        out = {str(t).casefold() for o in (*self.res.initial.get("objects", {}).values(),
                                           *self.res.final["objects"].values())
               for t in (o.get("traits") or ())}
        # and those the game's rules find in them (VW IN.2.b: "Human" of an Order Follower)
        out |= {t.casefold() for t in self.game.objects.implied_by_traits(sorted(out))}
        return frozenset(out | _card_traits(self.scenario) | _library_traits(
            self.game.data.cards))

    @cached_property
    def _card_names_called(self) -> frozenset[str]:
        """The words a card of the ruling may be called by alone ("the Knight")."""
        return frozenset(w for name in self.scenario.cards for w in name.split()
                         if _name_word(w))

    def traits_asked(self, oid: str) -> list[str]:
        """The traits a yes/no question asks of object `oid` by the game's words for them ("Does
        the Squire become Dark?", "Is the Knight still Holy?", "Is it a knight?"): a trait of
        the ruling named in a question that names the object (or "it") and asks what it is or
        becomes, its card names aside."""
        words = self.trait_words
        if not words:
            return []
        out: list[str] = []
        for q in questions(self.scenario.question or ""):
            clause = asked_clause(q)
            if not TRAIT_ASKED.search(clause) or not (
                    self._named_past_traits(clause, oid) or PRONOUN.search(clause)):
                continue
            low = readers.without_card_names(_short_name_dropped(
                clause, self.res.card_name(oid), self._card_names_called), self)
            out += [w for w in sorted(words) if re.search(rf"\b{re.escape(w)}\b", low)
                    and w not in out]
        return out

    def _named_past_traits(self, clause: str, oid: str) -> bool:
        """Whether `clause` names object `oid` (_mentions) by more than a word of its card's name
        that is a trait of the ruling: "Is the Order Knight still a Human Follower?" asks
        nothing of Human Rally, whose "Human" is the trait asked."""
        card = self.res.card_name(oid)
        if not _mentions(clause, oid, card):
            return False
        folded, words = _forms(clause)
        if _named(clause, oid) or not card or _says_name(folded, card.casefold()):
            return True
        return any(w in words and w.casefold() not in COMMON and
                   w.casefold() not in self.trait_words for w in card.split())

    def printed_types(self, card: str) -> tuple[str, ...]:
        """A card's own types, by its name (none for a card the file does not define)."""
        spec = self.scenario.cards.get(card)
        return spec.every_type() if spec is not None else ()

    def types_asked(self, oid: str) -> list[str]:
        """The card types a yes/no question asks of object `oid` ("Is the Bulwark still a
        resonator once her turn ends?", "Is it a J-ruler now?"): a type of the game after "is
        (still) a", in a part that names the object (or "it"), its card names aside."""
        found = game_said(self).type_asked
        types = self.game.vocab.card_types
        out: list[str] = []
        for q in questions(self.scenario.question or ""):
            clause = asked_clause(q)
            if not (_mentions(clause, oid, self.res.card_name(oid)) or PRONOUN.search(clause)):
                continue
            low = readers.without_card_names(clause.casefold(), self)
            for m in found.compiled.finditer(low):
                said = re.sub(r"[ _-]", "_", m["type"].casefold())
                kind = next((t for t in types if t.casefold() == said), None)
                if kind is not None and kind not in out:
                    out.append(kind)
        return out

    @cached_property
    def graph(self) -> tuple[dict[str, list[tuple[int, Any]]], dict[str, list[str]],
                             dict[tuple[str, str], str], dict[str, int]]:
        """Event nodes by the object they happened to ((step index, node)), the nodes that
        caused each node, the relation of each link, and the step that made each node."""
        events: dict[str, list[tuple[int, Any]]] = {}
        causes: dict[str, list[str]] = {}
        relation: dict[tuple[str, str], str] = {}
        node_step: dict[str, int] = {}
        for st in self.res.steps:
            for n in st.nodes:
                node_step.setdefault(n.id, st.index)
                if n.kind == "event" and (n.obj or n.player):
                    events.setdefault(n.obj or n.player, []).append((st.index, n))
            for link in st.links:
                causes.setdefault(link.target, []).append(link.source)
                relation[(link.source, link.target)] = link.relation.value
        return events, causes, relation, node_step

    @cached_property
    def joined(self) -> dict[str, tuple[str, ...]]:
        """For each item triggered while a stack resolved and put on a new stack opened after
        it, the rules by which it got there: its trigger step's and the opening step's (VW
        REG.6.a, REG.6.b, HP.5), without the general rules every trigger cites (Role.TRIGGER)
        and the stack's order. They decide when it resolved, where the stack's order alone
        says only "newest first". (An item triggered onto the stack it answers joins by the
        game's usual rules: none here.)"""
        general = {self.game.roles.get(Role.TRIGGER), self.game.roles.get(Role.STACK_ORDER)}
        triggered: dict[str, tuple[str, ...]] = {}
        out: dict[str, tuple[str, ...]] = {}
        for st in self.res.steps:
            if st.kind == StepKind.TRIGGER and st.item:
                triggered[st.item] = tuple(c for c in st.citations if c not in general)
            elif st.kind == StepKind.PRIORITY and triggered:  # a new stack opening with them
                for n in st.nodes:
                    if n.kind == "item" and n.id in triggered:
                        out[n.id] = tuple(dict.fromkeys((*triggered[n.id], *(
                            c for c in st.citations if c not in general))))
        return {item: rules for item, rules in out.items() if rules}

    @cached_property
    def opened_with(self) -> dict[str, Step]:
        """For each item of `joined`, the step that opened the new stack with it (VW REG.6.b:
        the one it waited for)."""
        out: dict[str, Step] = {}
        for st in self.res.steps:
            if st.kind == StepKind.PRIORITY:
                for n in st.nodes:
                    if n.kind == "item" and n.id in self.joined:
                        out.setdefault(n.id, st)
        return out

    @cached_property
    def ordered_by(self) -> dict[str, tuple[str, ...]]:
        """For each triggered item, the rules its trigger step cites that put it where it is
        among the triggers that joined the stack with it (Rulebook.trigger_order_rules: RB
        383.3.d.1, several players' in turn order)."""
        rules = self.game.trigger_order_rules
        return {st.item: found for st in self.res.steps
                if st.kind == StepKind.TRIGGER and st.item and
                (found := tuple(c for c in st.citations if c in rules))}

    def order_rules(self, items: Iterable[str]) -> tuple[str, ...]:
        """The rules that ordered triggers among `items` as they joined the stack together
        (`ordered_by`): each one that put two of them in their places, so it decides which of
        those resolved first (RB 383.3.d.1: the turn player's last), not one that ordered a
        trigger only among others."""
        counts: dict[tuple[str, int], int] = {}
        for item in items:
            for rule in self.ordered_by.get(item, ()):
                # (of one run of triggers put on the stack, with no pass or resolution between:
                # FOW 603.2 is cited on every trigger's step, and orders only those together)
                key = (rule, self.trigger_runs.get(item, 0))
                counts[key] = counts.get(key, 0) + 1
        return tuple(dict.fromkeys(rule for (rule, _), n in counts.items() if n > 1))

    @cached_property
    def trigger_runs(self) -> dict[str, int]:
        """For each triggered item, the step that began the run of steps it was put on the stack
        in: one that no pass nor resolution broke (the triggers played together)."""
        out: dict[str, int] = {}
        run = 0
        for st in self.res.steps:
            if st.kind in (StepKind.PASS, StepKind.RESOLVE):
                run = st.index
            elif st.kind == StepKind.TRIGGER and st.item:
                out[st.item] = run
        return out

    @cached_property
    def stack_of(self) -> dict[str, int]:
        """For each resolved item, the stack it resolved in: the index of the step that opened
        the new stack it joined (`joined`: VW REG.6.b), or of the last one opened before it was
        put on the stack (an answer to a new register), 0 for the stack the ruling began with.
        Only a game whose triggers wait for a new stack has more than one."""
        opened: dict[str, int] = {}
        for st in self.res.steps:
            if st.kind == StepKind.PRIORITY:
                for n in st.nodes:
                    if n.kind == "item" and n.id in self.joined:
                        opened.setdefault(n.id, st.index)
        openings = sorted(set(opened.values()))
        first: dict[str, int] = {}
        for st in self.res.steps:
            if st.item:
                first.setdefault(st.item, st.index)
        return {i: opened.get(i) or max((o for o in openings if o < first.get(i, 0)),
                                        default=0) for i in self.res.resolved}

    def stack_order_decides(self, item: str | None = None) -> bool:
        """Whether the stack's order (VW REG.4.b: top down, one register) decides an order
        among the resolved items (of `item`'s stack, if given): some stack resolved two of
        them. Items of different registers are ordered by how a new one opens (VW REG.6.b)."""
        stacks = list(self.stack_of.values()) if item is None else \
            [s for s in self.stack_of.values() if s == self.stack_of.get(item)]
        return any(stacks.count(s) > 1 for s in stacks)

    def read_after_others(self, step: Step, cites: list[str]) -> bool:
        """Whether `step` resolved an item whose condition on the board was read as it resolved
        (Role.CONDITION_READ among `cites`) after another item of the same stack had resolved,
        the stack's order not yet among `cites`: what it read, the others left."""
        roles = self.game.roles
        read, order = roles.get(Role.CONDITION_READ), roles.get(Role.STACK_ORDER)
        if read is None or order is None or read not in cites or order in cites or \
                step.kind != StepKind.RESOLVE or order not in step.citations or not step.item or \
                roles.get(Role.TARGET_RECHECK) in cites:
            # (a target an item above changed, still legal, VW REG.8.a: that rule says so)
            return False
        stack = self.stack_of.get(step.item)
        return any(other.kind == StepKind.RESOLVE and other.item not in (None, step.item) and
                   self.stack_of.get(other.item or "") == stack
                   for k, other in self.steps.items() if k < step.index)

    @cached_property
    def frame(self) -> frozenset[str]:
        """The rules that say only what kind of step it was (roles.FRAME_ROLES, the game's rule
        for every play, RB 354.2, and its own, Rulebook.frame_rules), unless a game maps one to
        another role too."""
        roles = self.game.roles
        other = {rule for role, rule in roles.items() if role not in FRAME_ROLES}
        return frozenset({roles[r] for r in FRAME_ROLES if r in roles}
                         | set(self.game.report_rules.play_rules) | self.game.frame_rules) - other

    @cached_property
    def kinds(self) -> frozenset[str]:
        """The rules that say what kind of instruction, item or card a step dealt with, cited
        wherever there is one (Rulebook.effect_citations: RB 428.2, what a kill does;
        item_citations: FOW 705.3a, a judgment; enter_citations, type_citations): after the
        rules that decided how this one went (RB 359.3.e.14.b: the draw linked to a replaced
        kill still happens), before the frame."""
        g = self.game
        return frozenset({*g.effect_citations.values(), *g.enter_citations.values(),
                          *g.type_citations.values(),
                          *(c for rules in g.item_citations.values() for c in rules)}) - self.frame

    @cached_property
    def policies(self) -> frozenset[str]:
        """The ids of the house policies the ruling applied."""
        return frozenset(self.res.policy_ids.values())

    @property
    def events(self) -> dict[str, list[tuple[int, Any]]]:
        return self.graph[0]

    @property
    def causes(self) -> dict[str, list[str]]:
        return self.graph[1]

    @property
    def relation(self) -> dict[tuple[str, str], str]:
        return self.graph[2]

    @property
    def node_step(self) -> dict[str, int]:
        return self.graph[3]

    # ----- helpers --------------------------------------------------------------------------------
    def name(self, oid: str) -> str:
        """An object or item as prose names it: `Trader Male (trader)`, `Alarm (sentry.alarm)`."""
        if oid not in self.res.final["objects"] and oid in self.nodes and \
                self.nodes[oid].kind == "item" and self.nodes[oid].label != oid:
            return named(self.nodes[oid].label, oid)
        source, dot, ability = oid.partition(".")
        if dot and oid not in self.res.final["objects"] and source in self.res.final["objects"]:
            # A static ability that prevented or replaced something: `Shelter (wall.Shelter)`,
            # as an item of an ability is named, not the bare id `wall.Shelter`.
            spec = self.scenario.cards.get(self.res.card_name(source))
            if spec is not None and any(a.name == ability for a in spec.abilities):
                return named(ability, oid)
        return self.res.name(oid)

    def item_name(self, iid: str) -> str:
        """An item as it was on the stack, by the name it resolved under (FOW 1307.3b: an
        alternative card's half, `Ember Rain (pact)`; 1302.2f: a Shift card's future side), not
        its card's name as the ruling ends (`Ember Pact`, whole again in the graveyard)."""
        node = self.nodes.get(iid)
        if node is not None and node.kind == "item" and isinstance(node.label, str) and \
                node.label not in ("", iid) and iid in self.res.final["objects"]:
            return named(node.label, iid)
        return self.name(iid)

    def sacrifice_asked_destroyed(self, step: Step, about: str) -> tuple[str, ...]:
        """The house policy that says whether a Follower sacrificed for a cost is destroyed
        (`Rulebook.sacrifice_destroys_policy`, VW HP.39), where cost step `step` sacrificed
        object `about` and the question asks whether something is destroyed: that reading, not
        the rule that the sacrifice is paid as the card is registered (VW REG.14.a), decides
        "Which Followers are destroyed?" of it. Listed with the policies the ruling applied."""
        pol = self.game.sacrifice_destroys_policy
        sacrifice = self.game.roles.get(Role.SACRIFICE)
        if pol is None or not self.destruction_asked_of(about) or \
                not any(r == sacrifice and touched and about in touched
                        for r, touched in step.instruction_rules):
            return ()
        # (a reading the answer depended on, though the resolution did not read it where
        # nothing waited for the destruction, actions.py `_sacrifice`: recorded)
        if self._policy is not None:
            self._policy(pol[0])
        return (self.game.data.policies[pol[0]].id,)

    def destruction_asked_of(self, oid: str) -> bool:
        """Whether a part of the question asks whether object `oid` is destroyed: "Which
        Followers are destroyed?", or "Is the Militia destroyed?" of it (not "Is the Knight
        destroyed?" beside the Militia sacrificed to damage it)."""
        players = {p.casefold() for p in self.scenario.players}
        card = next((o.card for o in self.scenario.objects if o.id == oid), None)
        for q in questions(self.scenario.question or ""):
            clause = asked_clause(q)
            if not DESTRUCTION_ASKED.search(clause):
                continue
            if WHICH_CARDS_DO.search(wh_clause(q)):
                return True
            phrase = _card_whose_fate_is_asked(clause, players)
            if phrase is not None and card is not None and \
                    _asks_of(phrase, oid, card, self.scenario):
                return True
        return False

    def cited_elsewhere(self, step: Step, about: str | None) -> set[str]:
        """The rules `step` cited only for the condition of an instruction that acted on
        other things than object `about` (Step.instruction_rules): the damage a Solo Mode chant's
        top box dealt is not why its bottom box's draw happened (FOW 1308.2b), nor why it did
        not (1308.2a)."""
        if about is None or not step.instruction_rules or about not in self.res.final["objects"]:
            return set()
        rules = {r for r, _ in step.instruction_rules}
        return {r for r in rules if all(touched is not None and about not in touched
                                        for x, touched in step.instruction_rules if x == r)}

    def no_stats_of(self, about: str | None) -> set[str]:
        """What a card gains to its ATK and DEF (FOW 1020.3) says nothing of a player (the
        draw of the step that also pumped a card): a player has no ATK or DEF."""
        rule = self.game.roles.get(Role.GAINS_STATS)
        return {rule} if rule and about in self.res.final["players"] else set()

    def entered_elsewhere(self, about: str | None) -> set[str]:
        """The rules of entering a zone (Rulebook.zone_entry_citations) of the zones object
        `about`, ending on the board, does not end in: a card removed from the game and put
        back into the field in one resolution ends in the field by 1041.1, not by FOW 1004.1
        (the removed area)."""
        final = self.res.final["objects"].get(about or "")
        if final is None or not self.game.vocab.is_board(final.get("zone", "")):
            return set()
        entries = self.game.zone_entry_citations
        kept = set(entries.get(final.get("zone", ""), ()))
        return {r for zone, rules in entries.items() if zone != final.get("zone") for r in rules
                } - kept

    def rules(self, step: Step | None, keep: tuple[str, ...] = (),
              about: str | None = None) -> tuple[str, ...]:
        """The rules that decided a step: its citations without the stack's order and where a
        card goes afterwards (unless `keep` names them), at most two, after the keyword's own
        rule where the step cites one (deciding_keyword; of a fact `about` an object, a rule of
        a keyword it or what acted on it has). A resolution that cites
        nothing else was decided by how its item joined the stack, where it was triggered
        (`joined`: VW REG.6.a-b); else by the stack's order."""
        if step is None:
            return ()
        roles = self.game.roles
        elsewhere = self.cited_elsewhere(step, about)
        drop = {roles.get(Role.STACK_ORDER), roles.get(Role.CARD_DESTINATION)} - set(keep) | \
            elsewhere | self.entered_elsewhere(about) | self.no_stats_of(about)
        cites = [c for c in step.citations if c not in drop] or list(
            self.joined.get(step.item or "", ()) if step.kind == StepKind.RESOLVE else ()) \
            or list(step.citations[:1])
        if about is not None and step.kind == StepKind.COST:
            # a cost step's rule cited for what it sacrificed alone (Step.instruction_rules):
            # the one that says whose graveyard a Follower taken and sacrificed goes to (VW
            # HP.39; FOW 302.5) decides where it went, before the sacrifice's own rule
            alone = [r for r, touched in step.instruction_rules
                     if touched and about in touched and r not in step.citations]
            cites = [*dict.fromkeys((*alone, *cites))]
        if about is not None and elsewhere:
            # where another instruction's condition was cited too, the rules of the condition of
            # the one that acted on it come first (FOW 1307.5b: the draw "if a card with total
            # cost 3 is in a graveyard", not 1307.5a, the draw before it by name); that a
            # condition is read as it is carried out (908.1) says no more of it
            read = roles.get(Role.READ_ON_EXECUTION)
            own = {r for r, touched in step.instruction_rules
                   if touched is not None and about in touched and r != read}
            cites.sort(key=lambda c: c not in own)
        if self.read_after_others(step, cites):
            # a condition read as its item resolved (VW REG.1.c) read what the items of its
            # stack that resolved before it left: the stack's order decided it too (VW REG.4.b)
            cites.append(roles[Role.STACK_ORDER])
        # What a triggered ability took from its trigger ("that battlefield", taken as it
        # triggered: RB 359.3.f.3) decided where and what it acted on: before why its item
        # resolved at all (RB 406.5) and the instruction's general rule (RB 449.1).
        # "Here", "my", "its" read as the instruction runs (RB 359.3.f.2) is cited wherever an
        # instruction reads one, and why something triggered beside it wherever something did
        # (RB 808.1.d.2: pending before the card moves): they come after what decided the step
        # (RB 370.1.a.1: the replaced event does not happen; RB 355.10.d.1: no target to
        # refuse) and what kind of instruction it was (`kinds`: RB 428.2, a kill).
        # What only says what kind of step it was comes last (`frame`: RB 354.2, playing puts
        # it on the chain, not RB 355.14.c, the group's limit read as chosen).
        # What a replacement made of the event (nothing happens, FOW 910.2d; the replaced
        # event never happens, RB 370.1.a.1) comes first, with
        # what the step took from its trigger, and says it more closely than that an event was
        # replaced (RB 370.1.b), which then goes with the kinds.
        outcome = {roles.get(r) for r in OUTCOME_ROLES} & set(cites)
        # Why the event was the triggered ability's (RB 466.3.c: a unit there shares its
        # controller's win) leads its trigger step, before how it joined the stack (RB 337.1).
        # So does the rule by which it triggers from where its card was (a declared
        # `triggers_from`: FOW 1019.3, a card's own discard ability; RB 385.2, from the trash).
        # So does the rule by which a status automatic ability triggers (FOW 906.9a), and how
        # its filter read the event's object (FOW 1017.6b: a played copy counts as played free).
        fits = {*(c for rules in self.game.trigger_event_rules.values() for c in rules),
                *(c for rules in self.game.phase_trigger_rules.values() for c in rules),
                *(c for tf in self.game.triggers_from for c in tf.rules),
                roles.get(Role.STATUS_TRIGGER), *self.game.trigger_reading_rules} \
            if step.kind == StepKind.TRIGGER else set()
        # A triggered ability removed for want of a legal target: the rule that removed it (FOW
        # 603.3) decided the step, not which player's was chosen first (FOW 603.2).
        removed = {roles.get(Role.TRIGGER_NO_TARGET)} if step.kind == StepKind.TRIGGER and \
            NO_TARGET_REMOVED.search(step.summary) else set()
        # A play a restriction forbids (FOW 104.4, RB 054.1: "... forbids it"): the restriction
        # decided the step, not how a play that cannot go on is undone (RB 358.5).
        # (Not before what a replacement made of the event, FOW 910.2d; and, of a fact about an
        # object, only where the step says that object is what cannot be acted on.)
        # So does a restriction that left a target no longer legal as its item resolved (RB
        # 054.1: "can't be chosen" beats the choice made; the recheck's own rule follows it).
        forbade = {roles.get(Role.RESTRICTION)} if (FORBIDS_IT.search(step.summary) or (
            about is None and TARGET_NO_LONGER_LEGAL.search(step.summary))) and \
            not outcome and (about is None or re.search(
                rf"\({re.escape(about)}\)[^:;]*\bcannot\b|\bcannot\b[^:;]*\({re.escape(about)}\)",
                step.summary)) else set()
        # A target that left the board and came back (RB 359.3.e.4): that it is another object
        # decided the step, before the general rule on illegal targets (RB 359.3.e.2).
        first = {roles.get(Role.TRIGGER_REFERENT), *outcome, *fits, *removed, *forbade}
        # So, first of all, does a target that left the board and came back (RB 359.3.e.4):
        # that it is another object decided the step, before RB 359.3.e.2.
        came_back = {roles.get(Role.TARGET_CAME_BACK), roles.get(Role.TARGET_MADE_UNTARGETABLE),
                     roles.get(Role.TARGET_LEGAL_AGAIN)}
        # Before them all, where "if you do" read damage prevented in full, never dealt (RB
        # 437.4), or in part, still dealt (RB 359.3.e.14.c): that decided whether it happened,
        # not how the prevention applied (RB 437.2); and where what a replacement did instead
        # inherited the replaced event's modifications (RB 375), not that it replaced it.
        dealt = {*self.game.nothing_dealt_rules, *self.game.part_dealt_rules,
                 *self.game.replacement_inherits}
        # Where a card entering a zone goes by that zone's own rule (FOW 1004.1: the removed
        # area) says what kind of move it was, after the rule that decided it (FOW 1030.3:
        # removed inverted, despair side up).
        kinds = self.kinds | ({roles.get(Role.REPLACEMENT)} if outcome else set()) | {
            r for zone in self.game.zone_entry_kinds
            for r in self.game.zone_entry_citations.get(zone, ())}
        # What an amount a card gains does to its ATK and DEF (FOW 1020.3) says only what kind
        # of change it was: last, after what decided its amount (909.1i, 908.1) and why the
        # item resolved at all (707.3: the effect of a resolved ability outlasts its source).
        gains = roles.get(Role.GAINS_STATS)
        beside = {roles.get(r) for r in (Role.REFERENT, Role.TRIGGER, Role.TRIGGER_AGAIN,
                                         Role.OWN_DEATH_TRIGGER)}
        # That an ability's item resolves though its source left (RB 406.5) says only that it
        # resolved at all: where the step says what the absence changed of what it did (a
        # unit gone is not Empowered, RB 441.2; a count read now, RB 359.3.f.2), that decided
        # it, and RB 406.5 comes after it (before what kind of step it was); elsewhere (the
        # Deathknell draws as it says) that it resolves at all stays where it is. So where an
        # instruction of it did not happen, its condition not met as it was read then (VW
        # REG.1.c: the Relic its "if you control a Relic" counted was the one shattered): that
        # it resolved at all did not decide what it did not do.
        gone = roles.get(Role.ABILITY_SOURCE) if ABSENCE_SAID.search(step.summary) or \
            CONDITION_NOT_MET.search(step.summary) else None
        # Of an object that itself moved at the step (destroyed, sent back to its ruler area):
        # that a leaving card's static abilities stop (FOW 902.1a) says nothing of where it
        # went; the rules of the move come first (FOW 1010.1: an ordered J-ruler to the
        # graveyard, its order card back).
        moved = about is not None and any(
            n.kind == "event" and n.obj == about and n.event in MOVE_EVENTS for n in step.nodes)
        statics = set(self.game.static_zone_rules.values()) if moved else set()
        # Of another object than the item's source destroyed at the step: that the item
        # resolves though its source left (FOW 906.10) says only that it resolved at all; the
        # rules of the move come first (FOW 1010.1a: the J-ruler [Bane] destroyed goes back
        # astral, the Venom Adder already gone).
        source_gone = roles.get(Role.ABILITY_SOURCE)
        if gone is None and source_gone in cites and step.item and \
                about != step.item.split(".")[0] and any(
                    n.kind == "event" and n.obj == about and n.event == EventKind.DESTROYED.value
                    for n in step.nodes):
            gone = source_gone
        # A target an item above changed, still legal (VW REG.8.a), beside a condition read as
        # the item resolved (VW REG.1.c): what it did to that target, not a frame, says why it
        # still did it ("Does Smite still deal its damage, and does Alice draw?")
        recheck = roles.get(Role.TARGET_RECHECK) if step.kind == StepKind.RESOLVE and \
            roles.get(Role.CONDITION_READ) in cites else None
        # Where a trigger went among the triggers that joined with it (RB 383.3.d.1: several
        # players' in turn order) says nothing of whether it triggered: after the rest of its
        # step, before the frame (`order_rules` cites it for the order they resolved in).
        placed = self.game.trigger_order_rules if step.kind == StepKind.TRIGGER else frozenset()
        cites.sort(key=lambda c: -1 if c in dealt or c in came_back else
                   0 if c in first else 5 if c == gains else
                   3.9 if c == recheck else
                   3.8 if c in placed else 4 if c in self.frame else
                   3.5 if c == gone else 3 if c in beside else 2.5 if c in statics else
                   2 if c in kinds else 1)
        # A house policy the step cites is a reading that decided it (a scenario may switch
        # it): never left out for a third general rule (FOW HP.21 beside 707.3, not 713.1).
        # (Not among how an item joined a new stack: VW HP.5 orders that stack, REG.6.a-b
        # put it there.)
        keyword = self.deciding_keyword(step, about)
        if keyword in cites:  # first, before the two the step would be cited by without it
            cites.remove(keyword)
            # the keyword's rule says its own condition ([Explode]'s "if this card is a
            # resonator", FOW 1106.2): that it was read as the item resolved (FOW 908.1) says
            # nothing more of it, where it was cited for conditions only (not for an amount
            # read as it resolved: "draws 3 cards (read now: ...)", noted for no object)
            read = roles.get(Role.READ_ON_EXECUTION)
            if read in cites and len(cites) > 1 and step.instruction_rules and all(
                    touched is not None for r, touched in step.instruction_rules if r == read):
                cites.remove(read)
        else:
            keyword = None
        kept = self.copy_kept(step, cites[0] if cites else None)
        if kept is not None:
            # the X its copy kept decided the amount, not that it was read as it resolved
            cites = [kept, *(c for c in cites if c != kept)]
        policy = next((c for c in cites[2:] if c in self.policies and c in step.citations),
                      None)
        if policy is not None and not any(c in self.policies for c in cites[:2]):
            return keyword_first(keyword, (cites[0], policy))
        if about is not None and step.kind == StepKind.COST and (
                spared := self.sacrifice_asked_destroyed(step, about)):
            # whether the card it sacrificed is destroyed is the policy's reading (VW HP.39),
            # before the rule that the sacrifice is paid as the card is registered
            return tuple(dict.fromkeys((*spared, *cites)))[:2]
        return keyword_first(keyword, tuple(cites[:2]))

    def _copy_dealt(self, oid: str, upto: int) -> tuple[str, ...]:
        """The rule that a copy on the stack keeps what was chosen for its original (FOW
        1017.3d), where a copy made so dealt object `oid` damage at or before step `upto` (a
        resolution of an item a step put on the stack "as <its id>", citing that rule); else
        nothing."""
        rule = self.game.roles.get(Role.COPY_KEEPS)
        if rule is None or re.fullmatch(r"\S+ HP\.\d+", rule):
            # (a game whose rules say nothing of copies reads them by a house policy, VW HP.40,
            # whose options are of what was paid, not of what the copy dealt: not cited here)
            return ()
        for st in self.res.steps:
            if st.index > upto:
                break
            if st.kind != StepKind.RESOLVE or not st.item or not any(
                    n.event == "damaged" and n.obj == oid and (n.amount or 0) > 0
                    for n in st.nodes):
                continue
            made = rf"\bas {re.escape(st.item)}(?![\w.-])"
            if any(rule in x.citations and re.search(made, x.summary)
                   for x in self.res.steps if x.index < st.index):
                return (rule,)
        return ()

    def copy_kept(self, step: Step, first: str | None = None) -> str | None:
        """The rule that a copy of a spell on the stack keeps the X, the mode and the targets
        chosen for it (FOW 1017.3d), where `step` resolves such a copy and reads X ("deals 300
        damage to Squire (squire) (read now: 100 × X = 300)"): the copy's X was not chosen for
        it, it is the original's, which decided the amount (the lead cited only that the amount
        was read as it resolved, FOW 908.1); or where it does what its kept mode and targets
        say and the rule leading so far (`first`) is only the frame of a resolution (605.1b).
        Else None. The copy is the one a resolution put on the stack "as fireball.copy", citing
        the rule."""
        rule = self.game.roles.get(Role.COPY_KEEPS)
        if rule is None or step.kind != StepKind.RESOLVE or not step.item:
            return None
        if re.search(r"\(read now: [^)]*\bX\b", step.summary) is None and (
                re.fullmatch(r"\S+ HP\.\d+", rule) or not step.nodes or
                (first is not None and first not in self.frame)):
            # Not of X: what the copy did was what it kept of its original (its mode, its
            # targets: the rule was cited as it was made only where it kept them), which
            # decided its resolution, not that two passes resolved it (605.1b; audit 56's
            # leftover), where that frame would lead: not before a rule of the step's own
            # (FOW 1302.4d: a copy cannot contract). Not a house policy of what was paid (VW
            # HP.40), nor a copy that did nothing.
            return None
        made = rf"\bas {re.escape(step.item)}(?![\w.-])"  # (not "as fireball.copy" of fireball)
        return rule if any(rule in st.citations and re.search(made, st.summary)
                           for st in self.res.steps if st.index < step.index) else None

    def deciding_keyword(self, step: Step, about: str | None = None) -> str | None:
        """The keyword's own rule where the step cites one (the game's keyword chapter: FOW
        1103.2a [Pierce] split the damage, not the battle's FOW 806.2a; RB 820.1.c.1 Repeat's
        cost, not the general payment RB 357.1): it decided the step, where the general rules
        cited before it say only what kind of step it was. Not a keyword rule the engine cites
        for every game as a general one (a role: RB 808.1.d.2, any own-death trigger is pending
        before the card moves), which says why something triggered, not what the step did.
        Of a fact `about` an object, only a rule of a keyword that concerns it (keyword_concerns:
        not the Defender's Shield, RB 814.1.d, for the Attacker's designation)."""
        general = set(self.game.roles.values())
        return next((c for c in step.citations if c not in general
                     and self.game.data.is_keyword_rule(c)
                     and self.keyword_concerns(c, step, about)), None)

    def keyword_concerns(self, rule: str, step: Step, about: str | None) -> bool:
        """Whether a keyword's rule the step cites may lead a fact about object `about`: not
        where the step shows another object with that keyword beside it, and neither it nor
        what acted on it at the step (the item's source, an event's source) has the keyword
        (the Defender's Shield, RB 814.1.d, beside the Attacker's designation). Where the step
        shows no other holder, the rule may still be the object's own (a will coin made by
        [Energize], FOW 1119.4; a target's [Barrier], FOW 1120.3). A rule of keywords in general
        (RB 801-804) and a fact of no object: yes."""
        keyword = self.game.data.keyword_of(rule)
        if about is None or keyword is None:
            return True
        events = [n for n in step.nodes if n.kind == "event" and n.obj]
        if not any(n.obj == about for n in events):
            return True  # the step shows nothing of it: nothing to tell it from another
        acted = {about, *(n.source for n in events if n.obj == about and n.source)}
        if step.item:
            acted.add(step.item.split(".")[0])  # an ability item is named after its source
        if any(keyword in self.held(oid) for oid in acted):
            return True
        return not any(keyword in self.held(n.obj) for n in events if n.obj not in acted)

    def when(self, step: Step) -> Msg:
        """What happened at a step, as a clause after a fact."""
        n = step.index
        if step.kind == StepKind.RESOLVE and step.item:
            return Msg("when {item} {resolves} at step {step}", item=self.item_name(step.item),
                       resolves=word(self.w.resolves), step=n)
        if step.kind == StepKind.FIZZLE and step.item:
            return Msg("when {item} does not {resolve} at step {step}",
                       item=self.item_name(step.item), resolve=word(self.w.resolve[0]), step=n)
        if step.kind == StepKind.PASS and step.actor:
            return Msg("when {player} passes at step {step}", player=step.actor, step=n)
        if step.kind in (StepKind.PLAY, StepKind.ACTIVATE) and step.item and step.actor:
            # in the verb the step used (Words.play_said, activate_said: VW summons, uses)
            told = step.said.id if step.said is not None else ""
            forms = next((f for f in (*PLAYS_SAID.values(), *ACTIVATES_SAID.values())
                          if told in f[1:3]), None)
            when = forms[3] if forms is not None else PLAYS_SAID["plays"][3] if \
                step.kind == StepKind.PLAY else ACTIVATES_SAID["activates"][3]
            return Msg(when, player=step.actor, item=self.name(step.item), step=n)
        return Msg("at step {step}: {what}", step=n, what=said(step))

    def changes(self, s: Subject, pick: Any = None) -> tuple[tuple[int, Any], ...]:
        """(step, value) for each step after which the value (or `pick` of it) changed."""
        hist = self.watch.history(s)
        if pick is not None:
            hist = [(i, pick(v)) for i, v in hist]
        return tuple((i, now) for (_, before), (i, now) in pairwise(hist)
                     if before != now and i is not None)

    def decided(self, s: Subject, pick: Any = None) -> Step | None:
        """The last step after which the subject's value (or `pick` of it) changed."""
        hist = self.watch.history(s)
        if pick is not None:
            hist = [(i, pick(v)) for i, v in hist]
        last = None
        for (_, before), (i, now) in pairwise(hist):
            if before != now:
                last = i
        if last is not None and s.kind == "object":
            last = self.reported(s.id, last, hist)
            # a later step that drew it again, having sent it away within itself (a mulligan
            # that shuffled a drawn card into the deck and drew it again, FOW 405.5a): that
            # step left it so (not its other moves: an entering step's parts, a replaced
            # destruction, are reported where they are)
            end = hist[-1][1][0] if isinstance(hist[-1][1], tuple) and hist[-1][1] else \
                hist[-1][1]  # (`_placed`: its fields, and whose zone)
            placed = isinstance(end, dict) and "zone" in end
            last = max((i for i, st in self.steps.items() if i > last and placed and any(
                n.kind == "event" and n.obj == s.id and n.event == "drawn"
                for n in st.nodes)), default=last)
        return self.steps.get(last) if last is not None else None

    def reported(self, oid: str, index: int, hist: list[tuple[int | None, Any]]) -> int:
        """The step that reports an object's change seen after step `index`: that step itself,
        unless what it reports is what the change caused to another object (its event only
        causes another's in that step: gear going with its unit, RB 719.3.a, is recorded as the
        unit moves, before the step that moves it), then the next step that names the object,
        its value unchanged until then (the recall of the Squire, not its sword's step)."""
        step = self.steps.get(index)
        if step is None:
            return index
        if (step.kind == StepKind.REPLACE or (step.kind == StepKind.EFFECT and any(
                n.kind == "event" and n.obj == oid and n.event == EventKind.DAMAGED.value
                for n in step.nodes))) and f"({oid})" not in step.summary:
            # A replacement's step within a resolution is recorded after what the resolution's
            # earlier instructions did to other objects (FOW 910.2c: a doubling of one share of
            # divided damage, the other share already dealt): the resolution reports those. So
            # is an effect the resolution's damage to it set off at once, naming other things
            # ([Drain] of a chant, FOW 1135.2: "bob gains 300 life", not the Golem's damage).
            for n in range(index + 1, index + 4):
                nxt = self.steps.get(n)
                if nxt is not None and nxt.kind == StepKind.RESOLVE and f"({oid})" in nxt.summary:
                    return n
        mine = {n.id: n.event for n in step.nodes if n.kind == "event" and n.obj == oid}
        others = {n.id for n in step.nodes if n.kind == "event" and n.obj != oid}
        if not mine or "destroyed" in mine.values() or not any(
                link.source in mine and link.target in others for link in step.links):
            return index  # (a destruction is dated by _destroyed, from its own event)
        later = next((i for i, _ in hist if i is not None and i > index), None)
        for n in range(index + 1, min(later or index + 4, index + 4)):  # the next few
            nxt = self.steps.get(n)
            if nxt is None:
                break
            # another card that went with it is reported in a step of the same kind
            if oid in (nxt.actor, nxt.item) or (nxt.kind != step.kind
                                                and f"({oid})" in nxt.summary):
                return n
        return index

    def start_of(self, s: Subject) -> Any:
        return self.watch.start.get(s)

    # ----- one fact per subject -------------------------------------------------------------------
    def fact(self, s: Subject) -> Fact | None:
        method = getattr(self, f"_{s.kind}", None)
        found: Fact | None = method(s) if method is not None else None
        if found is not None and s.kind == "object":
            found = self._passed_over(s, found)
            if not found.citations and (
                    noted := _note_of(self, s.id, NOT_TRIGGERED)) is not None:
                # "How many limit counters does it have?" of a unit whose [Limit] did not
                # trigger: its attack cites nothing that decided the counters; the note that
                # says why none came does (FOW 1118.2a)
                found = replace(found, citations=tuple(noted.citations)[:MAX_RULES])
            if not found.citations and found.step is None:
                # "Is it Empowered?" of a unit nothing empowered: no step decided it; the
                # game's rule of when an object has that state does (RB 441.2)
                found = replace(found, citations=self._flags_never_had(s, found.value))
            found = self._derived_flag_cited(s, found)
            found = self._damage_not_dealt(s, found)
            found = self._stats_not_changed(s, found)
            found = self._stats_by_a_keywords_item(s, found)
            found = self._made_and_gone(s, found)
        if found is None or s not in self.watch.changes:
            return found
        pick = None
        if s.kind in ("object", "player") and isinstance(found.value, dict):
            keys = list(found.value)
            pick = (lambda v: _fields(v, keys) if v else None) if s.kind == "object" else (
                lambda v: {k: (v or {}).get(k) for k in keys})
        return replace(found, history=self.changes(s, pick))

    def _made_and_gone(self, s: Subject, found: Fact) -> Fact:
        """A token or copy the ruling made, asked of by its kind ("What happens to the
        token?", Watch.made), that ceased to exist: the rule by which it ceased (FOW 1303.3a a
        token's, 1017.6a a played copy's) leads its citations, where its step cites it."""
        if s.id not in self.watch.made or found.step is None or \
                (self.res.final["objects"].get(s.id) or {}).get("zone") != GONE:
            return found
        roles = (Role.TOKEN_CEASES, Role.PLAYED_PERMANENT_COPY_GONE, Role.PLAYED_COPY_GONE,
                 Role.COPY)
        ceases = [r for role in roles for r in self.game.cite_optional(role)]
        step = self.steps.get(found.step)
        rule = next((r for r in ceases if step is not None and r in step.citations), None)
        if rule is None:
            return found
        return replace(found, citations=tuple(dict.fromkeys((rule, *found.citations)))[
            :MAX_RULES])

    def _derived_asked_of(self, oid: str) -> list[str]:
        """The worked-out flags (Watch.derived) a part of the question asks of object `oid`:
        the part names the flag by its word and names the card ("..., and is the Squire
        equipped?" asks it of the Squire, not of the Spear another part names)."""
        card = self.res.card_name(oid)
        return [k for k in self.watch.derived for part in questions(self.scenario.question or "")
                if flag_said(k, part, self.scenario)
                and _asks_of(part, oid, card, self.scenario)]

    def _derived_flag_cited(self, s: Subject, found: Fact) -> Fact:
        """"Is the Adept Mighty?" of a card the question names: the rule of what that flag is
        (ObjectRules.filter_key_rules: RB 708, 5 or more Might) first, then the step's, which
        says what made its stats what they are (a Weaponmaster attaching the Iron Blade)."""
        keyed = self.game.objects.filter_key_rules
        obj = self.res.final["objects"].get(s.id) or {}
        asked = self._derived_asked_of(s.id) if self.watch.derived else []
        if not asked:
            return found
        board = self.res.is_board(str(obj.get("zone")))
        rules = [r for k in dict.fromkeys(asked) if k in keyed
                 for r in keyed[k][0 if board else 1][:1]]
        if not rules:
            return found
        return replace(found, citations=tuple(dict.fromkeys((*rules, *found.citations)))[
            :MAX_RULES])

    def _damage_not_dealt(self, s: Subject, found: Fact) -> Fact:
        """"Is the Sentinel dealt damage?" of an object whose damage stayed as it was, where the
        question quotes a card's triggered ability that would have dealt it: why that ability
        did nothing (the note that it did not trigger, FOW 1015.1: "triggers only once per
        turn"), not the step that last moved the object (its entering, FOW 702.3a)."""
        obj = self.res.final["objects"].get(s.id) or {}
        start = self.start_of(s) or self.res.initial.get("objects", {}).get(s.id) or {}
        clause = asked_clause(self.scenario.question or "")
        spec = self.scenario.cards.get(str(obj.get("card")))
        if obj.get("damage") != start.get("damage", 0) or any(
                n.event == EventKind.DAMAGED.value and n.amount > 0
                for _, n in self.events.get(s.id, [])):
            # (its damage changed: the step that changed it says so; so did damage it was
            # dealt and lost as it died, which no trigger left undone explains: "How much
            # damage does the Warden take?" of one a repeated Jab killed)
            return found
        # ("Is Bob's Outrider destroyed?" of one still in play asks the same: no damage came)
        kept = DAMAGE_ASKED.search(clause) is not None or (
            self.res.is_board(str(obj.get("zone"))) and start.get("zone") == obj.get("zone")
            and DESTRUCTION.search(clause) is not None)
        if not kept or \
                not _asks_of(clause, s.id, obj.get("card"), self.scenario) or (
                    spec is not None and any(a.kind == "triggered" and _deals_damage(a)
                                             for a in spec.abilities)):
            return found  # (not of the card whose damage-dealing trigger the question quotes)
        trigger = _quoted_trigger_undone(self.scenario.question or "", self, _deals_damage,
                                         replaced_play=True)
        if trigger is None:
            return found
        reason, at, cites = trigger
        return replace(found, said=Msg("{fact}: {why}", fact=found.said, why=reason),
                       step=at if at is not None else found.step, citations=cites)

    def _stats_by_a_keywords_item(self, s: Subject, found: Fact) -> Fact:
        """The Might a triggered ability's "+1 Might this turn" gave, said at its resolution
        (which cites only that it resolved: RB 340.1): the rule of the keyword that made the
        ability go, cited where it triggered (RB 812.1.c: Legion, active as it triggered),
        leads, as the keyword's rule leads a damage it chose the target of
        (readers.with_target_choice). Only a stat the resolution changed, of an object it names."""
        step = self.steps.get(found.step) if found.step is not None else None
        if step is None or step.kind != StepKind.RESOLVE or not step.item or \
                "stats" not in _object_fields(found) or \
                self.name(s.id) not in step.summary or any(
                    self.game.data.is_keyword_rule(c) for c in found.citations):
            return found
        trigger = next((st for st in self.res.steps if st.item == step.item and
                        st.kind == StepKind.TRIGGER), None)
        keyword = self.deciding_keyword(trigger) if trigger is not None else None
        if keyword is None:
            return found
        return replace(found, citations=tuple(dict.fromkeys((keyword, *found.citations))
                                              )[:MAX_RULES])

    def _stats_not_changed(self, s: Subject, found: Fact) -> Fact:
        """"Does the Recruiter get +1 ATK?" of an object whose stats are as they were, where
        the question quotes a card's triggered ability that would change stats: why that
        ability did nothing (it triggered with no legal target and was removed, VW HP.34; its
        cost could not be paid), not the step that last moved the object (its coming into
        play, VW REG.1.e)."""
        obj = self.res.final["objects"].get(s.id) or {}
        start = self.start_of(s) or self.res.initial.get("objects", {}).get(s.id) or {}
        clause = asked_clause(self.scenario.question or "")
        if not obj.get("stats") or obj.get("stats") != start.get("stats") or \
                not STAT_CHANGE_ASKED.search(clause) or \
                not _asks_of(clause, s.id, obj.get("card"), self.scenario):
            return found
        trigger = _quoted_trigger_undone(self.scenario.question or "", self, _changes_stats)
        if trigger is None or trigger[1] is None:
            return found  # (only the step that says it did nothing answers why)
        reason, at, cites = trigger
        if at == found.step:
            return found  # the removal for want of a target leads already (_trigger_removed)
        # the rule or reading that removed it (VW HP.34, FOW 603.3) before where it would have
        # gone (VW REG.6.a) or whose trigger goes first (FOW 603.2)
        removed = {*self.game.cite_optional(Role.TRIGGER_NO_TARGET), *self.policies}
        cites = tuple(sorted(cites, key=lambda c: c not in removed))
        return replace(found, said=Msg("{fact}: {why}", fact=found.said, why=reason),
                       step=at, citations=cites)

    def _named_item_idle(self, about: str | None = None, changed: str | None = None
                         ) -> tuple[Step, tuple[str, ...]] | None:
        """The resolution of the one item the question names (not in quoted text) that did
        nothing ("Rally the Ranks (rally) results: nothing happens"), or (`about`: of an object
        whose stat is asked) nothing to that object, changing others ("Drill Call (drill)
        results: Squire (squire): ATK +1", its job named knight, the Paladin a mage by then),
        with the rules of the choices made for it as it was played (VW REG.14.a: a job named)
        and the game's rule that what an item does waits until it resolves (VW REG.1.c); None
        where no such item, or it made no choice (then nothing here says why it did nothing),
        unless an earlier resolution changed what object `changed` is (_changed_out_of_it)."""
        asked = QUOTED.sub("", self.scenario.question or "")
        passed = re.compile(rf"\({re.escape(about)}\)") if about is not None else None
        idle = [st for st in self.res.steps if st.kind == StepKind.RESOLVE and st.item and
                (IDLE_RESOLUTION.search(st.summary) or (
                    passed is not None and st.item != about and
                    passed.search(st.summary) is None and
                    STAT_CHANGED_SAID.search(st.summary) is not None)) and _mentions(
                    asked, st.item, self.res.card_name(st.item))]
        if len(idle) != 1:
            return None
        step = idle[0]
        chosen = tuple(c for st in self.res.steps if st.kind == StepKind.CHOICE and
                       st.item == step.item for c in st.citations)
        if not chosen:
            return self._changed_out_of_it(changed, step) if changed is not None else None
        return step, tuple(dict.fromkeys((*chosen, *self.game.cite_optional(
            Role.ITEM_WAITS))))[:MAX_RULES]

    def _changed_out_of_it(self, oid: str, idle: Step) -> tuple[Step, tuple[str, ...]] | None:
        """`idle` (an item that did nothing as it resolved) with the rules of an earlier
        resolution that changed what object `oid` is ("Order Knight (knight): becomes mage"):
        those rules say why it was no longer one the item reaches ("each Human Follower": a
        Knight of Order made a mage is of no faction under VW HP.59's default, VW IN.2.b)."""
        becomes = re.compile(rf"\({re.escape(oid)}\): becomes\b")
        made = next((st for st in reversed(self.res.steps) if st.index < idle.index and
                     st.kind == StepKind.RESOLVE and becomes.search(st.summary)), None)
        if made is None:
            return None
        rules = tuple(c for c in self.rules(made, about=oid) if c not in self.frame)
        return (idle, rules[:MAX_RULES]) if rules else None

    def _passed_over(self, s: Subject, found: Fact) -> Fact:
        """An item another item's resolution passed over by a keyword it has (FOW 1167.2
        [Untouchable]: not cancelled, not returned) was decided there, not where it ends: "No
        — Unstoppable Blaze ends in alice's graveyard" is said with the resolution that left it
        on the stack, under the keyword's rule."""
        held = set(self.held(s.id))
        shields = {r for sh in self.game.item_shields if sh.keyword in held
                   for r in (*sh.rules, *sh.ability_rules)}
        if not shields:
            return found
        name = self.name(s.id)
        for st in self.res.steps:
            if found.step is not None and st.index >= found.step:
                break
            if st.kind != StepKind.RESOLVE or st.item in (None, s.id) or name not in st.summary:
                continue
            rules = tuple(c for c in st.citations if c in shields)
            if rules:
                passed = Msg("at step {step}, {what}", step=st.index,
                             what=readers.said_about(st, name))
                return replace(found, said=Msg("{fact}; {why}", fact=passed, why=found.said),
                               step=st.index,
                               citations=tuple(dict.fromkeys((*rules, *found.citations)))[:2])
        return found

    def _object(self, s: Subject) -> Fact:
        return self._trait_by_rule(s, self._object_fact(s))

    def _trait_by_rule(self, s: Subject, found: Fact) -> Fact:
        """"Is the Order Captain a Human Follower?": a trait the question asks that the object
        has only by the game's rules on the traits it has (ObjectRules.implied_by_traits: VW
        IN.2.b, an Order card is a Human card) is said so, under that rule: its traits alone
        ("has the traits order") said Yes without a reason."""
        value = found.value
        if (s.fields and "traits" not in s.fields) or not isinstance(value, dict) or \
                not isinstance(value.get("traits"), list):
            return found
        have = [str(t) for t in value["traits"]]
        held = {t.casefold() for t in have}
        asked = {t for t in self.traits_asked(s.id) if t not in held}
        by = [t for t in self.game.objects.implied_by_traits(have) if t.casefold() in asked]
        if not by:
            return found
        return replace(found, said=Msg("{fact}, which makes it {traits}", fact=found.said,
                                       traits=Items(by)),
                       citations=tuple(dict.fromkeys((*self.game.objects.trait_rules(by),
                                                      *found.citations)))[:MAX_RULES])

    def _object_fact(self, s: Subject) -> Fact:
        res = self.res
        obj = res.final["objects"].get(s.id)
        last = self.watch.last.get(s)
        if obj is not None and "keywords" in s.fields and isinstance(last, dict):
            obj = {**obj, "keywords": last.get("keywords", [])}  # as the watch read them
        if obj is not None and isinstance(last, dict):
            # a flag the game works out (RB `mighty`), as the watch read it last
            obj = {**obj, **{k: True for k in self.watch.derived if last.get(k)}}
        start = self.start_of(s) or res.initial.get("objects", {}).get(s.id)
        # Named as it started: a card that turned into another says so in its clauses.
        name = self.name(s.id)
        if start is not None and start.get("card") and start["card"] != (obj or {}).get("card"):
            name = f"{start['card']} ({s.id})"
        if obj is None:
            gone = self.decided(s)
            return Fact(s, None, Msg("{object} no longer exists", object=name),
                        gone.index if gone else None, ())
        if not self.res.is_board(str(obj.get("zone"))) and self._controller_asked_of(s.id) and \
                (until_left := self._held_until_it_left(s, name, obj)) is not None:
            return until_left
        if self.res.is_board(str(obj.get("zone"))) and self._controller_asked_of(s.id) and \
                (returned := self._control_back(s, name, obj)) is not None:
            return returned
        # (in another player's zone of the same name is somewhere else: RB 323.7, FOW 302.6a)
        # "Does the Squire become Dark?": its traits, changed or not, where the question asks
        # them by their words (no field of AUTO_FIELDS holds them)
        traits = ["traits"] if not s.fields and self.traits_asked(s.id) else []
        # "Is the Bulwark still a resonator?": its types as it ends (its card's own unless an
        # effect changed them: final.objects gives them only then)
        traits += ["types"] if not s.fields and self.types_asked(s.id) else []
        if "types" in (*s.fields, *traits):
            obj, start = (e if e is None or "types" in e else
                          {**e, "types": list(self.printed_types(str(e.get("card"))))}
                          for e in (obj, start))
        # (a card that left the board is neither rested nor recovered: "Is the Wall destroyed?"
        # of a Wall rested as it began was "... is destroyed ...; it is recovered")
        off_board = not self.res.is_board(str(obj.get("zone")))
        fields = list(s.fields) or [f for f in AUTO_FIELDS if (start is None or
                                    _get(obj, f) != _get(start, f) or (
                                        f == "zone" and self._whose(obj) != self._whose(start)))
                                    and not (f == "exhausted" and off_board)
                                    ] + traits or self._unchanged_asked(obj) or ["zone"]
        by_name = _asks_of(" ".join(questions(self.scenario.question or "")), s.id,
                           self.res.card_name(s.id), self.scenario) or \
            s.id in self.described or s.id in self.it_referents
        if not s.fields and (by_name or s.id in self.possessed or self._one_of_which(s.id)):
            # "Does the Prowler get +2 Might?" of a Prowler that moved and whose Might did not
            # change: its Might too, which the question asks (its move alone gave no Yes or No)
            fields += [f for f in self._unchanged_asked(obj) if f not in fields]
            # "Is the Stalker stunned?", "Does the Warden still have 3 damage?" with no `ask:`
            # either: a state or field the question names by its words, as it is now
            # ("Does the Blade attach to the Adept?": whether it is attached, by the verb too,
            # of the card attached to nothing that part asks of: `_attach_asked_of`)
            fields += [f for f in dict.fromkeys((*self._fields_asked(), *self._flags_asked(), *(
                ("attached_to",) if self._attach_asked_of(s.id) else ())))
                       if f not in fields and f not in ("zone", "position", "card")
                       and (f in obj or f == "counters" or self._is_flag(f) or (
                           f == "attached_to" and self._attach_asked_of(s.id)))
                       # (not the damage a destruction question adds for a card asked of by
                       # its type, "Does Bob's unit die?": the damage it survived says why
                       # it lives, `_survived_damage`, not the heal that took it away)
                       and (by_name or f != "damage")
                and not self.scenario.ask and self.scenario.expect is None
                and self.res.is_board(obj["zone"])]  # (a card in a hand is not "ready")
        if s.fields and self.res.is_board(obj["zone"]):
            # "Is the Guard exhausted?", "Which units are exhausted?" of a card whose `expect:`
            # checks other fields: the state asked of it is said too (it was named by a fact
            # that did not say it is, with no Yes or No)
            fields += [f for f in dict.fromkeys((*self._fields_asked(), *self._flags_asked()))
                       if f not in fields and (f == "exhausted" or self._is_flag(f)) and
                       self._flag_asked_of(s.id, f)]
        if s.fields and not any(f.split(".")[0] == "stats" for f in fields) and \
                "stats" in obj and (self._amount_asked_of(s.id) or
                                    self._stat_asked_then_of(s.id)):
            # "Does the Squire have 3 Might before Mind Seize resolves?" of a Squire whose
            # `expect:` checks only its zone: its Might, which the Yes or No reads
            fields.append("stats")
        if self.watch.derived:
            # "Is the Adept Mighty?": a flag the game works out (RB 708), which no `expect:`
            # can name (it is a filter key), asked of a card in the same part of the question
            fields += [k for k in self._derived_asked_of(s.id) if k not in fields]
        if not s.fields and "damage" not in fields and self._damage_asked_of(s.id):
            # "Does the Knight take damage?" of a card whose damage stayed as it was, asked
            # with no `ask:` or `expect:` naming it: its damage, which is what is asked (else
            # the answer moves on to another card's damage for its Yes or No)
            fields.append("damage")
        if not s.fields and "zone" not in fields and (self._fate_asked_of(s.id) or
                                                      self._zone_asked_of(s.id) or (
                self._where_asked(s.id) and not str(obj["zone"]).endswith(f":{s.id}"))):
            # "Does Trader Male survive?" with no `expect:`: where it ends decides it, so it is
            # said ("is still on the field and has 1 damage"), not its damage alone, which
            # left the question without its Yes; so does "Does the Knight go to the graveyard?"
            # ("Apakah ... masuk graveyard?") of a Knight that stayed on the field: its No;
            # and "Where is the Knight?" of a Knight rested on the field: where it is, not
            # that it is rested (a battlefield is itself the place it is at)
            fields.insert(0, "zone")
        if not s.fields and "counters" in fields and by_name and \
                (kind := self._counter_kind_asked()) is not None:
            # "How many astral counters does the Keeper have?" of one with willpower counters
            # alone: the kind asked, 0 where it has none (it led with the 3 willpower counters)
            fields[fields.index("counters")] = f"counters.{kind}"
        if not s.fields and len(fields) > 1 and (how := self._how_much_of(s.id)):
            # "How much Might does Drill Recruit have?": its Might, with the step that made
            # it, not the damage a later step dealt it first ("has 1 damage, ...; it has Might
            # 4"), as an amount a player is asked is said alone
            # (where another part asks its fate or place, that too: "..., and does it
            # survive?" is answered by where it is)
            if self._fate_asked_of(s.id) or self._zone_asked_of(s.id) or \
                    self._where_asked(s.id):
                how = {*how, "zone"}
            # (and what another part asks by its words: "..., and does it get a counter?"; and
            # what card it now is, by which the question may name it: "is now Dawn Maiden")
            how = {*how, "card", *(f for f in self._fields_asked() if f != "zone")}
            only = [f for f in fields if f.split(".")[0] in how]
            made_at = self.decided(s, lambda v: self._placed(v, only)) if only else None
            if only and made_at is None:
                # (what is asked no step made: said first, the rest after it, as why: "What is
                # Loyal Bodyguard's DEF?" led "has 300 damage and has DEF 800")
                fields = only + [f for f in fields if f not in only]
            elif made_at is not None and made_at != self.decided(
                    s, lambda v: self._placed(v, fields)):
                # (only where a step made what is asked and another field's later step would
                # lead: the rest stays as why: "has 1 damage, ...; it has ATK 1", the Humble that
                # lowered the ATK its Strike read; a Lancer's ATK kept "as at the start" when
                # another player's Banner no longer applies to it)
                fields = only
        value = _fields(obj, fields)
        for f in fields:  # a state the game declares true or false, never set, is left out,
            if f in value and value[f] is None and self._is_flag(f):  # as the ruling's objects
                del value[f]  # leave it out: `expect` reads it false, or null (engine/expect.py)
        step = self.decided(s, lambda v: self._placed(v, fields))
        # (into another player's zone of the same name is a move too: FOW 302.6a; RB 323.7: a
        # permanent taken in its owner's base is recalled to its taker's)
        moved = start is not None and (start.get("zone") != obj["zone"]
                                       or self._whose(start) != self._whose(obj))
        # Played from where it ends (moved back while its item waited, VW HP.19), it is not
        # "still" there: what its item did says it.
        back = not moved and step is not None
        # So does one played during the ruling that the question asks what it deals ("Does Flame
        # Lance deal damage?" of a chant whose target was gone as it resolved: that its damage
        # did not happen and why, FOW 903.3a, not where it went).
        dealing = fields == ["zone"] and s.id in res.resolved and self._deals_asked_of(s.id)
        item = self._item(Subject("item", s.id)) if fields == ["zone"] and start is not None \
            and (start.get("zone") == self.w.stack or back or dealing) and (
                s.id in res.resolved or any(f.item == s.id for f in res.fizzled)) else None
        if item is not None and back and step is not None and item.step is not None \
                and step.index > item.step:
            item = None  # back after its item resolved (a unit returned): where it ends says it
        if item is not None and dealing and not back:
            # (what it dealt is asked, not where it went: its resolution's own rules)
            return Fact(s, value, item.said, item.step, item.citations)
        if item is not None:
            # A card that was on the stack: what it did says more than where it went.
            text: Msg | English = item.said
            cites = item.citations
            if (moved or (item.value == "resolved" and self.resolved_into_destination(item))
                    ) and (self._where_asked(s.id) or self._zone_asked_of(s.id)):
                # "Where is Hex Bolt?", "Is Holy Volley in Alice's graveyard?": where it went
                # first, then what it did
                text = Msg("{object} ends {place}; {fact}", object=self.name(s.id),
                           place=res.place_said(obj["zone"], self._whose(obj)), fact=item.said)
                cites = self.with_destination(cites, self.steps.get(item.step or 0))
                cites = self.moved_on_by(cites, s.id, obj, self.steps.get(item.step or 0))
            elif moved or (item.value == "resolved" and self.resolved_into_destination(item)):
                # Played from where it ends ([Remnant] from the graveyard, FOW 703.3 puts it
                # back there) and back as it resolved: it went there, not "still" is there.
                text = Msg("{fact}; it goes to {zone}", fact=item.said,
                           zone=res.into_said(obj["zone"], self._whose(obj)))
                cites = self.with_destination(cites, self.steps.get(item.step or 0))
                cites = self.moved_on_by(cites, s.id, obj, self.steps.get(item.step or 0))
            elif item.value != "resolved":  # a resolving item says where its card stays
                text = Msg("{fact}; its card is back {place}", fact=item.said,
                           place=res.place_said(obj["zone"], self._whose(obj)))
            return Fact(s, value, text, item.step, cites)
        fate = not moved and "zone" in fields and self._fate_asked_of(s.id)
        struck = self._struck_first(s.id, ["damage"]) if not moved and (
            fate or (not s.fields and self._damage_asked_of(s.id))) else None
        if struck is not None:
            # "Does the Brute destroy the Duelist?" (with no `expect:` too), of a [First Strike]
            # attacker whose damage destroyed its blocker before the normal damage step: it
            # survives as the keyword's damage came first (FOW 1105.2) and destroyed the other
            # (FOW 1204.1a), not by the step that rested it as it attacked (803.3), which
            # changed a field the part does not ask; so "Does the Duelist take damage?"
            first, gone = struck
            text = Msg("{object} {clauses}", object=name, clauses=Items([
                *([Msg("is still {place}", place=res.place_said(obj["zone"], self._whose(obj)))]
                  if fate else []),
                *(self._clauses(obj, start, ["damage"], name)
                  if not s.fields or "damage" in fields else [])]))
            return Fact(s, value, Msg("{fact}: at step {step}, {what}", fact=text,
                                      step=gone.index, what=said(gone)), None,
                        tuple(dict.fromkeys((first, *self.rules(gone))))[:MAX_RULES])
        stayed = self._stayed_through(s.id, fields, step)
        if stayed is not None and step is not None:
            # "Where is the Whelp?" of a [Fusion] addition that then lost its abilities: the
            # later step the game's rule says it stays through (FOW 1156.3) answers where it
            # is, not its entering (FOW 1156.2), which comes after
            # (asked only its stats, FOW 1156.3a, it is not said where it is)
            placed = any(f.split(".")[0] in ("zone", "attached_to") for f in fields)
            where = [*([Msg("is {place}", place=res.place_said(obj["zone"], self._whose(obj)))]
                       if placed else []),
                     *self._clauses(obj, start, [f for f in fields if f not in (
                         "zone", "damage")], name)]
            return Fact(s, value, Msg(
                "{object} {clauses}, as since step {since}, and stays so through step {step}: "
                "{what}", object=name, clauses=Items(where), step=stayed[0].index,
                what=said(stayed[0]), since=step.index), stayed[0].index,
                tuple(dict.fromkeys((stayed[1], *self.rules(step, about=s.id)[:1]))))
        # "Does Bob's Quick Spark destroy the Squire?" of a Squire the Flare destroyed: No, for
        # what it counts as destroyed by (FOW 1204.1a), said first, its destruction after it
        wrong = self._destroyer_asked_wrongly(s.id) if "zone" in fields and step else []
        destroyed = self._destroyed(s, step, named=not wrong) if "zone" in fields and step \
            else None
        others = [f for f in fields if f != "zone"]
        if destroyed is not None:
            dtext, dstep, held, lead = destroyed
            placed = False  # (where it went said, as the question asks where or whose)
            was = (self._before(s.id, dstep.index) or {}).get("card")  # as _destroyed names it
            rest = list(self._clauses(obj, start, [f for f in others if f != "damage"],
                                      str(was or self.res.card_name(s.id))))
            ceases = self.game.roles.get(Role.TOKEN_CEASES)
            ceased = obj["zone"] == GONE and start is None and ceases in dstep.citations
            if ceased:
                # A token destroyed ceases to exist (FOW 1303.3a, RB 186.1): that rule, not the
                # destruction's second, says where it is afterwards.
                rest.insert(0, Msg("ceases to exist"))
            elif not self.res.is_board(obj["zone"]) and (
                    obj["zone"] != self.game.vocab.graveyard_zone or (placed := bool(
                        (self._where_asked(s.id) or readers.zone_player_asked(" ".join(
                            questions(self.scenario.question or "")), [obj["zone"]], self))
                        and str(res.into_said(obj["zone"], self._whose(obj))) not in str(dtext)))):
                # (the graveyard goes without saying, unless the question asks where it went:
                # "Where does the Militia go?" is answered by the zone, not by "destroyed"; or
                # names whose it is: "Does the Golem go to Alice's graveyard?" of Bob's Golem)
                rest.insert(0, Msg("ends {place}", place=res.place_said(obj["zone"],
                                                                        self._whose(obj))))
            elif self.res.is_board(obj["zone"]):
                rest.insert(0, Msg("is {place}", place=res.place_said(obj["zone"],
                                                                      self._whose(obj))))
            asked = self._fields_asked()
            if rest and asked and not {"zone", "damage"} & set(asked):
                # "Is Alice's ruler astral afterwards?" asks what it is once destroyed, not
                # whether it was: that first, the destruction after it.
                dtext = Msg("{object} {clauses}, after {destroyed}",
                            object=f"{was} ({s.id})" if was else self.name(s.id),
                            clauses=Items(rest), destroyed=self.w.destroyed(dstep.index))
            elif rest:
                dtext = Msg("{fact}; it {clauses}", fact=dtext, clauses=Items(rest))
            cites = self._lethal_rule_first(self.rules(dstep, about=s.id), dstep, s.id)
            gone_to = self.game.roles.get(Role.DESTROYED_DESTINATION)
            if placed and gone_to in dstep.citations and gone_to not in cites and not any(
                    c in self.policies for c in cites):
                # "Whose graveyard does the Golem go to?" of Bob's Golem Alice took: the rule
                # that sends a destroyed card to its owner's graveyard (FOW 1010.1) decided it,
                # after why it was destroyed (1204.1), not that it counts as destroyed by the
                # damage's source (1204.1a); never in place of a house policy that decided where
                # it went (FOW HP.20)
                cites = (*cites[:1], str(gone_to), *cites[1:])[:MAX_RULES]
            impossible = self.game.roles.get(Role.IMPOSSIBLE_REPLACEMENT)
            if placed and impossible is not None and impossible not in cites and any(
                    st.kind == StepKind.REPLACE and st.index <= dstep.index and
                    impossible in st.citations and f"({s.id})" in st.summary
                    for st in self.res.steps):
                # "Where does the Sentinel go?" of one whose move was replaced by one that
                # cannot happen (removed from the game under Sealed Gate): that the replacement
                # is not applied and it goes where it would have (FOW 910.2d) decided it
                cites = (*cites[:1], str(impossible), *cites[1:])[:MAX_RULES]
            if wrong:
                # it counts as destroyed by the Flare, not by the card asked (FOW 1204.1a): the
                # reason for the No first, then that it is destroyed ("it is destroyed ...")
                dtext = Msg("{object} counts as destroyed by {by}, not by {asked}; {fact}",
                            object=f"{was} ({s.id})" if was else self.name(s.id), fact=dtext,
                            by=Items([self.name(o) for o in sorted(self.destroyed_by(s.id))]),
                            asked=Items([self.name(o) for o in wrong]))
            deciding = self.destroyer_policy_asked(s.id) or self._unpaid_instead_policy(dstep)
            if deciding is not None:
                # (or the house policy by which a "you may pay ... instead" she could not pay
                # was not applied, so it was destroyed: FOW HP.66, cited by its step)
                # which of several sources whose damage it had it counts as destroyed by, the
                # rules do not say (FOW 1204.1a): the house policy's reading decided it
                cites = tuple(dict.fromkeys((*cites[:1], deciding, *cites[1:])))
            if held:
                # lethal damage decided it (VW HP.7), and the rule by which the static ability
                # that held it alive applied only while it did (VW HP.56), or by which the
                # ability that dealt the damage resolved though its source had left (VW REG.7)
                cites = tuple(dict.fromkeys((*cites[:1], *held, *cites[1:2])))
            keyword = self._keyword_trigger(dstep.item) if dstep.kind == StepKind.RESOLVE \
                and dstep.item else None
            if keyword is not None:  # what the keyword does decided it (FOW 1106.2)
                cites = tuple(dict.fromkeys((keyword[1][0], *cites)))[:2]
            if ceased and ceases is not None and ceases not in cites:
                cites = (*cites[:1], ceases)
            if lead:
                cites = tuple(dict.fromkeys((*lead, *cites)))[:MAX_RULES]
            late = self._prevention_too_late(s.id, dstep) if not wrong else None
            if late is not None:
                # "Does Trader Male survive?" of one Gun Shot destroyed with Bob's Prayer below
                # it: the prevention aimed at it results after the damage, too late, and does
                # not result at all, its target gone (VW REG.8.b); the order that put the damage
                # first decided it (VW REG.4.b, or VW HP.5 among skills of a new register)
                gone, order, opened = late
                dtext = Msg("{fact}; {why}", fact=dtext, why=Msg(
                    "at step {step}, {what}", step=gone.index, what=said(gone))) \
                    if opened is None else Msg("{fact}; {why}", fact=dtext, why=Msg(
                        # a trigger aimed at it waited for a new stack (VW REG.6.b): say so
                        "{item}, aimed at it, waited for a new {stack}, which opened only at "
                        "step {opened}: at step {step}, {what}", item=self.name(gone.item or ""),
                        stack=word(self.w.stack), opened=opened.index, step=gone.index,
                        what=said(gone)))
                cites = tuple(dict.fromkeys((*cites[:1], *order)))[:MAX_RULES]
            return Fact(s, value, dtext, dstep.index, cites)
        alive = self._kept_alive(s.id, obj) if "zone" in fields else None
        if alive is not None:
            # "Does the Charger survive?" of an attacker dealt 3 at Might 3 with Assault 2: why
            # the damage was not lethal (RB 142.4.b, and the rule of what raised its Might then,
            # RB 807.1.c), not the combat cleanup's heal that later took the damage off
            note, at, source = alive
            return Fact(s, value, Msg(
                "{object} survives the damage {source} dealt it at step {step}, as {why}",
                object=name, source=source, step=at.index, why=said_of_it(note.message, name)),
                at.index, tuple(note.citations)[:MAX_RULES])
        clauses: list[Msg] = []
        if "zone" in fields and obj["zone"] == GONE and start is None:
            # made during the ruling (a played copy, a token) and gone: it ceased to exist
            # (RB HP.23 `ceases`, RB 186.1), not "out of the game" as a player's cards are
            clauses.append(Msg("ceases to exist"))
        elif "zone" in fields:
            place = res.place_said(obj["zone"], self._whose(obj))
            # A step that decided its zone without a net move took it away and back: it ends
            # there again; "still" only where nothing ever moved it.
            # So did one step that moved it out and back (a flicker: a new object,
            # which no watch between steps sees (FOW 302.3).
            flicked = any(n.event == "left" for _, n in self.events.get(s.id, []))
            away = not moved and (flicked or (step is not None and self.decided(
                s, lambda v: self._placed(v, ["zone"])) is not None))
            placed = isinstance(obj.get("position"), dict) and "position" in others and \
                self.decided(s, lambda v: _fields(v, ["position"], moved=True) if v else None) \
                is not None
            if placed:  # put on top or at the bottom of its deck (RB 416.1.a, RB 436.1)
                others = [f for f in others if f != "position"]
                clauses.append(readers.deck_placed(obj["position"], res.into_said(
                    obj["zone"], self._whose(obj))))
            elif not moved and not away and isinstance(obj.get("position"), dict) and \
                    DECK_PLACE_ASKED.search(asked_clause(self.scenario.question or "")):
                # "Is the Warden still on top of her deck?" of the card a Vision kept there:
                # where in its deck it still is, which the question asks
                others = [f for f in others if f != "position"]
                clauses.append(readers.deck_kept(obj["position"], res.into_said(
                    obj["zone"], self._whose(obj))))
            else:
                clauses.append(Msg("ends {place}", place=place) if moved or away
                               else Msg("is still {place}", place=place))
        # A field no step changed is not pinned on the step that changed another (a unit moved
        # keeps its damage: the move did not decide the damage). Not where a replacement
        # decided (what did not happen instead: FOW 910.1), nor of a card that entered or left
        # the board (a new object: what it had in the hand is nothing to keep).
        steady = [f for f in others if self._kept(s, step, start, obj) and self.decided(
            s, lambda v, f=f: (self._placed(v, [f]) if f == "types" else _fields(v, [f]))
            if v else None) is None]  # (types: the card's own where final.objects has none)
        named_as = self._card_named(s.id, start, obj)
        earlier = self._changed_earlier(s, step, start, obj,
                                        [f for f in others if f not in steady])
        split_off = {f for _, group in earlier for f in group}

        def done(fact: Fact) -> Fact:  # each field said with the step that changed it
            return self._said_earlier(fact, earlier, obj, start, named_as)
        clauses += self._clauses(obj, start, [f for f in others if f not in steady and
                                              f not in split_off], named_as) or (
            [Msg("is still {card}", card=obj["card"])] if not clauses and not steady else [])
        text = base = Msg("{object} {clauses}", object=name, clauses=Items(clauses))
        if step is None and "zone" in fields and (put_back := self._came_back(s.id)) is not None:
            # "Who controls the Squire afterwards?" of a unit removed and put back (FOW 307.7:
            # under its owner's control): where it ends is where the step that put it back put
            # it, not where it stayed
            return Fact(s, value, Msg("{fact}, {when}", fact=text, when=self.when(put_back)),
                        put_back.index, self.rules(put_back, about=s.id))
        if step is None:
            shield = self._shielded(s.id)
            if shield is not None:
                shielded, sstep = shield
                return Fact(s, value, Msg("{fact}: {why}", fact=text, why=shielded), sstep.index,
                            self.rules(sstep, about=s.id))
            never = self._never_made(s, start, fields)
            if never is not None:
                return replace(never, value=value, said=Msg("{fact}: {why}", fact=text,
                                                             why=never.said))
            waits = self.game.cite_optional(Role.ITEM_WAITS)
            waiting = (self._waiting_at(s.id) or self._static_waiting(s.id, fields)) \
                if waits else None
            if waiting is not None:
                # Untouched because what targets it has done nothing yet (VW REG.1.c).
                return Fact(s, value, Msg("{fact}: {why}", fact=text, why=readers.still_waiting(
                    self.name(waiting), self.w)), None, waits)
            spared = self._spared(s.id) or self._left_alone(
                s.id, fields) or self._trigger_removed(s.id, fields) or self._trigger_unpaid(
                s.id, fields)
            if spared is not None:
                # Untouched because what targeted it never resolved (its other target left,
                # it was countered): that step, and its rules, say why.
                # (No step decided it: nothing changed it. The step is the why, not the when.)
                return Fact(s, value, Msg("{fact}: {why}", fact=text, why=said(spared)),
                            None, self.alone_rules(spared, s.id))
            struck = self._struck_first(s.id, fields)
            if struck is not None:
                # "Does the Duelist survive?" of a [First Strike] resonator whose blocker its
                # damage destroyed before the normal damage step: the blocker dealt none, as
                # the keyword's damage came first (FOW 1105.2) and destroyed it (FOW 1204.1a)
                first, gone = struck
                return Fact(s, value, Msg("{fact}: at step {step}, {what}", fact=text,
                                          step=gone.index, what=said(gone)), None,
                            tuple(dict.fromkeys((first, *self.rules(gone))))[:MAX_RULES])
            made_of = self._made_of(s.id, obj, fields)
            if made_of is not None:
                # A value no step changed, made by continuous effects in force from the start
                # (a static ability, an extension rule): what it adds up from says why, and
                # the rules by which those abilities apply (FOW 1194.2, FOW 904.1) decide it.
                adds_up, by = made_of
                return Fact(s, value, Msg("{fact}: {why}", fact=text, why=adds_up), None,
                            by[:MAX_RULES])
            gated = self.gated(s.id) if any(f.startswith("stats") for f in fields) else []
            if gated:
                # A stat no step changed that a static ability would change, were its condition
                # met (FOW 1133.4: [Legend] not met, none of the text exists): that says why,
                # under the rule of the condition left unmet (its last: what holds while not).
                unmet, rules = _gated_said(gated[0])
                return Fact(s, value, Msg("{fact}: {why}", fact=text, why=said_of_it(
                    unmet, self.name(s.id))), None, rules[-1:])
            copied = self._copy_played_of(s.id, fields)
            if copied is not None:
                # "Where is the copy?" of a card an effect played a copy of: the card stayed
                # where it was, as what is played is a copy made there (FOW 1017.6)
                return Fact(s, value, Msg("{fact}: at step {step}, a copy of it was played, "
                                          "not the card itself", fact=text, step=copied.index),
                            None, tuple(dict.fromkeys((
                                *self.game.cite_optional(Role.PLAYED_COPY),
                                *self.rules(copied, about=s.id))))[:MAX_RULES])
            noted = _note_of(self, s.id, NOT_DONE, NOT_TRIGGERED, KEPT, NO_LONGER_APPLIES)
            if noted is not None:
                # Untouched, and a note of the ruling says why, with its rules: "Hearthbound
                # Keepsake (keepsake) stays attached to Lyra" (FOW 1032.3), "... cannot use
                # [Protect]: an effect took its [Protect] away" (FOW 909.1d).
                return Fact(s, value, Msg("{fact}: {why}", fact=text, why=said_of_it(
                    noted.message, self.name(s.id))), None, tuple(noted.citations)[:MAX_RULES])
            apart = self._left_out(s.id, fields)
            if apart is not None and not self.lost(s.id):
                # "Other friendly units have +1 Might" of its own: not of itself (RB 364)
                return Fact(s, value, Msg("{fact}: its own {ability} covers only the others",
                                          fact=text, ability=apart[0]), None,
                            apart[1][:MAX_RULES])
            other_job = self._left_out_by_the_name(s.id, fields)
            if other_job is not None and not self.lost(s.id):
                # "Followers you control of the named job get +1 ATK" of one of another job:
                # the Sergeant keeps the job named as it was summoned (VW REG.14.a), not this one
                src, ability, name, kept_value, kept_rules = other_job
                return Fact(s, value, Msg(
                    "{fact}: {object}'s {ability} reaches only those of the {name} named as its "
                    "card was played, {named}", fact=text, object=self.name(src),
                    ability=ability, name=name, named=kept_value), None,
                    kept_rules[:MAX_RULES])
            idle = self._named_item_idle(s.id, changed=s.id) if any(
                f.startswith("stats") for f in fields) \
                and STAT_CHANGE_ASKED.search(asked_clause(self.scenario.question or "")) else None
            if idle is not None:
                # "Does the Squire get +1 ATK?" of Rally the Ranks, which named knight as it was
                # registered and found no knight of hers as it resulted: that resolution, under
                # the rules of what was chosen then (VW REG.14.a) and of what it does being read
                # only as it results (VW REG.1.c)
                step, rules = idle
                return Fact(s, value, Msg("{fact}: at step {step}, {what}", fact=text,
                                          step=step.index, what=said(step)), step.index, rules)
            if any(f.startswith("stats") for f in fields):
                # a stat no step changed, which static abilities make what it is though their
                # parts do not add up to it (a limit: "-3, to a minimum of 1", RB 477.3.b), or
                # which a loss of abilities keeps from what its lost abilities would make it
                # (RB 477.2.a: "enemy units lose all abilities")
                return Fact(s, value, text, None, self._kept_by(s.id, fields))
            lethal = self._not_lethal(s.id, obj, fields)
            if lethal:
                # "Does it kill the Warden?" of a unit on the board that no step dealt damage
                # lethal to it: the rule by which damage kills says why it did not die (RB 323.5)
                return Fact(s, value, text, None, lethal)
            looked = self._looked_at_in_its_deck(s.id, obj) if "zone" in fields else None
            if looked is not None:
                # "Where is the Warden?" of the top card a Vision's predict looked at and kept
                # there: that step, and its rules (RB 436.1), say why it is still there
                return Fact(s, value, Msg("{fact}: at step {step}, {what}", fact=text,
                                          step=looked.index, what=said(looked)), None,
                            self.rules(looked, about=s.id))
            survived = self._survived_damage(s.id, obj)
            if survived is not None:
                # "Do both Golems die?" of one dealt 2 damage by combat and still there: the
                # step that dealt it damage that was not lethal, by the rule of lethal damage
                # (RB 323.5) and the step's own
                at, n, rules = survived
                return Fact(s, value, Msg("{fact}: it was dealt {n} damage at step {step}, not "
                                          "lethal damage", fact=text, n=n, step=at.index),
                            at.index, rules)
            return Fact(s, value, text, None, ())
        cites = self._ordered_over(s, step, fields, self.rules(step, about=s.id))
        if "damage" in fields and (copy_rule := self._copy_dealt(s.id, step.index)):
            # "Golem has 600 damage, when Scaled Blast resolves": 300 of it its copy dealt, by
            # the X the copy kept (FOW 1017.3d), which decided the total (not only 908.1)
            cites = tuple(dict.fromkeys((*copy_rule, *cites)))[:MAX_RULES]
        carried = self._carried_along(s.id, step)
        if carried is not None:
            # "Where is the gear?" of an Equipment whose unit died at the step: the note that
            # says what that did to it (it detaches and stays, RB 719.5), not the unit's death
            cites = tuple(dict.fromkeys((*carried.citations, *cites)))[:MAX_RULES]
        if "zone" in fields and moved and step.kind == StepKind.RESOLVE and step.item == s.id:
            cites = self.with_destination(cites, step)  # its own item put it there
        made = self.game.roles.get(Role.TOKEN)
        if start is None and made in step.citations and made not in cites[:1] and \
                {"controller", "owner"} & set(fields):
            # a token made at the step, asked whose it is: who gets it decided that (FOW
            # 1303.1c, not the ability's controller FOW 105.3b beside it); nothing is left out
            # for it (where or what it is: the rules that decided those stay first)
            cites = (made, *(c for c in cites if c != made))
        doubled = self._damage_replaced(s.id, step) if "damage" in fields else None
        if doubled is not None and not any(c in self.policies for c in cites):
            # (a house policy the resolution cites stays: it is a reading that decided it)
            # "Knight has 400 damage": a replacement changed the damage its resolution dealt
            # (FOW 910.2c: doubled), whose rules decided the amount before the resolution's
            cites = tuple(dict.fromkeys((*self.rules(doubled), *cites)))[:MAX_RULES]
        by_keyword = self._moved_by_a_keyword(s, step) if "zone" in fields and moved else None
        if by_keyword is not None:
            # "Where does Ember Echo go?": a keyword's replacement sent it there (FOW 1115.2
            # [Remnant]), not the spell whose resolution would have sent it elsewhere.
            return done(Fact(s, value, Msg("{fact}: at step {step}, {what}", fact=text,
                                           step=by_keyword.index, what=said(by_keyword)),
                             by_keyword.index, self.rules(by_keyword)))
        # (what a static ability makes a stat, said of the stats the last step changed)
        brought = self._static_brought(s.id, obj, [f for f in fields if f not in split_off],
                                       step, start)
        if brought is not None:
            # The step brought the object whose static ability makes the value (Roaring Rex
            # entered, and its [Primal Roar] pumps the Raptor): that ability's rule decided it
            # (FOW 1194.2), the step's says when (FOW 702.3a).
            # A keyword's own rule the step leads with stays first ([Awakening]: the card was
            # awakened, so its awakened text applies, FOW 1110.4).
            adds_up, by = brought
            text = Msg("{fact}: {why}", fact=text, why=adds_up)
            # A keyword's own rule for the ability (FOW 1194.2) comes first; the game's rule of
            # static abilities in general (FOW 904.1) only where the step's own rules leave
            # room, as they say more of why it applies now (FOW 909.1: the layers; FOW 1037.1:
            # the limit broke; a house policy, never left out).
            generic = self.game.cite_optional(Role.STATIC_ABILITY)
            # the value the ability's object keeps, named as its card was played, decided whom
            # it reaches (VW REG.14.a): said with the ability's rule, before the rule of a step
            # that made no part of the value itself (it brought the ability's card in, or
            # changed who controls it); a step's own part ("gets +1 ATK") keeps its rule first
            named = tuple(r for r in by if r in self.game.cite_optional(Role.NAMED_KEPT))
            makeup = self.makeup(s.id) if named else None
            if makeup is not None and any(src == step.item for src, _, _ in makeup[1]):
                named = ()
            own = tuple(r for r in by if r not in generic and
                        r not in self.game.cite_optional(Role.NAMED_KEPT))
            switched = self._switched_on(s.id) if not own else ()
            if switched and not (cites and self.game.data.is_keyword_rule(cites[0])):
                # its condition came to hold at the step ("as long as you control another fire
                # resonator": one entered): the rule that a static ability applies while its
                # condition holds decided it (FOW 904.1), not what the step read of the
                # condition's words (FOW 209.5a, "fire")
                cites = tuple(dict.fromkeys((*switched, *cites)))[:MAX_RULES]
            elif cites and cites[0] in self.game.cite_optional(Role.TOKEN) and not own and \
                    any(n.event == "entered" and n.obj not in self.res.initial.get(
                        "objects", {}) for n in step.nodes):
                # a token the step made ("Drill Recruit has Might 2: Might 1 printed and +1
                # Might from Command", or a count it raised: "+3 Might from Pack"): that a
                # passive ability applies decided the value (RB 364), the token's rule only
                # that the token is there with a printed Might (RB 182)
                cites = tuple(dict.fromkeys((*(r for r in by if r in generic), cites[0]))
                              )[:MAX_RULES]
            elif named and not own and not (cites and self.game.data.is_keyword_rule(cites[0])):
                cites = tuple(dict.fromkeys((*(r for r in by if r in generic), *named, *cites))
                              )[:MAX_RULES]
            elif not (cites and self.game.data.is_keyword_rule(cites[0])):
                cites = tuple(dict.fromkeys((*own, *cites, *(r for r in by if r in generic)))
                              )[:MAX_RULES]
            elif ordering := tuple(r for r in own if r in (
                    *self.game.stat_increases_first, *self.game.objects.stat_filter_rules)):
                # the keyword's rule says what the step did (RB 818.2: Equip attached it), the
                # rule that ordered a static reading the stat among its changes what it came to
                # (RB 477.3.e.2.a: an increase, read before the decreases)
                cites = tuple(dict.fromkeys((cites[0], *ordering, *cites[1:])))[:MAX_RULES]
        gated = self.gated(s.id) if start is None and brought is None and any(
            f.startswith("stats") for f in fields) else []
        if gated:
            # Made at the step (a token) with a stat a static ability of its own would change,
            # were its condition met (FOW 1308.2a: its controller's Solo Mode disabled, so no
            # bottom box): that says why the stat is its printed one, under the rule of the
            # condition left unmet, before the step's (FOW 1303.1c: that it was made)
            unmet, rules = _gated_said(gated[0])
            cites = tuple(dict.fromkeys((*rules[-1:], *cites)))[:MAX_RULES]
        # (what the step changed, with when, without the object's name: said after what
        # stayed where the part that leads asks only that, `_kept_asked_first`)
        changed = Msg("{fact}, {when}", fact=Items(clauses), when=self.when(step)) \
            if text is base else None
        text = plain = Msg("{fact}, {when}", fact=text, when=self.when(step))
        kept_in_play = _note_of(self, s.id, STAYS_IN_PLAY) if "zone" in fields and moved and \
            self.res.is_board(obj["zone"]) else None
        if kept_in_play is not None:
            # "Does the Honor Guard stay on the field?" of a card summoned whose requirement
            # its player no longer met afterwards (Bob's Disgrace took the honor): where it
            # went says only that it came into play (VW REG.1.e); the ruling's note says why it
            # stays, and that decided it: the policy (VW HP.16's default), then the rule it
            # keeps to (VW REG.13.a: requirements are checked as the card is summoned), not the
            # rule of its step, which says only when a card comes into play (audit 60)
            text = Msg("{fact}: {why}", fact=text, why=said_of_it(kept_in_play.message,
                                                                  self.name(s.id)))
            cites = tuple(dict.fromkeys((*kept_in_play.citations[:2], *cites)))[:MAX_RULES]
        for note_said in (n for oid, n in step.notes if oid == s.id) if "damage" in fields \
                else ():
            # why the amount is what it is, as the resolution said beside what it did ("no
            # Bonus Damage from Fire Sprite (sprite): gone from the board ...", RB 715.1)
            text = Msg("{what} ({why})", what=text, why=note_said)
        copy_gone = self.game.roles.get(Role.PLAYED_COPY_GONE)
        if "damage" in fields and step.kind == StepKind.RESOLVE and s.id != step.item and \
                copy_gone in cites:
            # the damage a played copy dealt another object: that the copy ceased to exist as
            # it left the chain (RB HP.22) is where the copy went, not what the damage came to
            cites = tuple(c for c in cites if c != copy_gone) or cites
        if gated:
            text = Msg("{fact}: {why}", fact=text, why=said_of_it(unmet, self.name(s.id)))
        stats = [k for f in fields if f.startswith("stats") and f not in split_off for k in (
            [f.partition(".")[2]] if "." in f else (obj.get("stats") or {}))]
        ended = self.static_stopped(s.id, stats, step.index, step.index - 1) if stats else None
        before = (self._before(s.id, step.index) or {}).get("stats") or {}
        if ended is not None and any(before.get(k) != (obj.get("stats") or {}).get(k)
                                     for k in ended.reach.stats):
            # "What is its ATK then?" of a Follower taken over: the step changed who controls
            # it, and so a static ability of its old side no longer reaches it (VW HP.56): that
            # says why the stat fell, under the rule by which the ability applied
            text = Msg("{fact}: {why}", fact=text, why=self.stopped_said(ended))
            # (control changed: the ability's rule says why it no longer reaches it; its card
            # left the board: the step's first rule says so, FOW 902.1, the ability's after)
            asked = self._fields_asked()  # (the question's words: read only here)
            stats_asked = not asked or any(f.startswith("stats") for f in asked)
            step_rule = tuple(c for c in cites[:1] if c not in self.frame)
            not_frame = tuple(c for c in cites if c not in self.frame)
            cites = tuple(dict.fromkeys((*ended.reach.rules, *not_frame) if stats_asked and (
                ended.left is None or not step_rule) else (*step_rule, *ended.reach.rules))
                          )[:MAX_RULES]
        off = self._switched_off(s.id) if stats and ended is None and \
            f"({s.id})" not in step.summary and not any(
                n.kind == "event" and n.obj == s.id for n in step.nodes) else None
        if off is not None:
            # its own static ability's condition stopped holding at a step that did nothing to
            # it ([Fallen]: no God's Art resolved this turn, as a new turn began): the rules of
            # that condition decided the value (FOW 904.1, 1147.3), not the step's own (FOW
            # 501.1, the turn began); where the step acted on it (RB 442.1: disempowered), its
            # own rules say more
            text = Msg("{fact}: {why}", fact=text, why=said_of_it(off.message, name))
            cites = tuple(off.citations)[:MAX_RULES]
        ignored = self._destruction_ignored(s.id, step, obj) if not moved else None
        if ignored is not None:
            # "Is the Golem destroyed?" of an [Eternal] blocker whose damage was dealt at one
            # step and whose destruction an [Explode] then tried: the resolution that could not
            # destroy it decides, under the rules its instruction was cited with for it (FOW
            # 1010.3, 1139.2), not the damage step that changed it last (FOW 806.2a)
            return done(Fact(s, value, Msg("{fact}; {why}", fact=text, why=Msg(
                "at step {step}, {what}", step=ignored.index, what=said(ignored))),
                ignored.index, tuple(dict.fromkeys((*(
                    r for r, touched in ignored.instruction_rules
                    if touched is not None and s.id in touched),
                    *self.rules(ignored, about=s.id))))[:MAX_RULES]))
        spared_after = self._damage_spared_after_leaving(s, step, start, obj, fields) \
            if moved else None
        if spared_after is not None:
            # "Does the Fort take damage?" of a Territory returned to the hand before the battle
            # damage resulted: the move says where it is, the later step that did not deal its
            # share says why it has none (VW REG.9.a, HP.9), and decides it
            return done(Fact(s, value, Msg("{fact}; {why}", fact=text, why=Msg(
                "at step {step}, {what}", step=spared_after.index, what=said(spared_after))),
                spared_after.index, self.alone_rules(spared_after, s.id)))
        report = self._control_reported(s, step) if "controller" in fields else None
        if report is not None:
            # "Who controls Lyra in the ruler area?": the move at step 5 changed it, and the
            # step right after says by which rule (FOW 308.6: a card put into a ruler area is
            # that player's), not the resolution's rules.
            why = self.rules(report, about=s.id)
            wanted = set(self._fields_asked())
            cites = why if wanted and wanted <= {"controller"} else tuple(dict.fromkeys(
                (*self.rules(step, about=s.id)[:1], *why[:1])))  # and where it went (FOW 1205.6)
            return done(Fact(s, value, Msg("{fact}: at step {step}, {what}", fact=text,
                                           step=report.index, what=said(report)),
                             step.index, cites))
        left = self._control_source_left(s, step) if "controller" in fields else None
        if left is not None:
            # FOW 909.8: control "as long as" its source is in the field ends as it leaves.
            text = Msg("{fact}: {source} left the board, so the control that lasted until it "
                       "left ends", fact=text, source=self.name(left))
        if steady and (kept_clauses := self._clauses(obj, start, steady, named_as)):
            kept = Msg("{clauses}, as at the start", clauses=Items(kept_clauses))
            swapped = self._source_swapped(s.id, steady)
            if swapped is not None:
                # the same number from another source: "as at the start" alone hid that the
                # static ability that gave it then no longer applies (FOW 904.1); what it adds
                # up from now, where the step's own clause does not say it (said alone, or
                # not brought by the step)
                now_of = self._made_of(s.id, obj, steady)
                no_longer = self.stopped_said(swapped, s.id)
                kept_alone = Msg("{fact}: {why}", fact=kept if now_of is None else Msg(
                    "{what} ({why})", what=kept, why=now_of[0]), why=no_longer)
                kept = kept_alone if brought is None else Msg("{fact}: {why}", fact=kept,
                                                             why=no_longer)
            else:
                kept_alone = kept
            if set(self._fields_asked()) & set(fields) <= set(steady) and \
                    self._fields_asked():
                # Asked only what no step changed: it is so from the start, decided by no step
                # (or by an effect that was never made: FOW 909.8).
                since = Msg("{object} {clauses}", object=name, clauses=kept_alone)
                never = self._never_made(s, start, steady)
                alone = self._spared(s.id) or self._left_alone(s.id, steady) \
                    if never is None else None
                noted = self._kept_noted(s.id, steady) if never is None and alone is None \
                    else None
                if never is not None:
                    since = Msg("{fact}: {why}", fact=since, why=never.said)
                elif noted is not None:
                    # a note says why it kept what was asked ("Guard Blade (blade) stays
                    # exhausted: attaching changes neither card's state", RB 434.5)
                    since = Msg("{fact}: {why}", fact=since, why=said_of_it(noted.message, name))
                elif alone is not None:
                    # the step that says why what was asked stayed ("Guard is no longer
                    # blocking, as it changed control": it takes no battle damage, FOW 804.4a)
                    since = Msg("{fact}: {why}", fact=since, why=said(alone))
                elif (replayed := self._played_again(s.id, steady)) is not None:
                    # "Its owner plays it": who controls it is who played it again (RB 191.1),
                    # no longer whoever controlled it at the start
                    since = Msg("{fact}: {player} played it again at step {step}", fact=since,
                                player=str(replayed[0].actor), step=replayed[0].index)
                    return done(Fact(s, value, Msg("{fact}; it {clauses}", fact=since,
                                                   clauses=Msg("{fact}, {when}", fact=Items(
                                                       clauses), when=self.when(step))),
                        replayed[0].index, replayed[1]))
                elif (apart := self._left_out(s.id, steady)) is not None:
                    # "Other friendly units have +1 Might" of its own: not of itself
                    since = Msg("{fact}: its own {ability} covers only the others", fact=since,
                                ability=apart[0])
                elif (idle_kw := self._keyword_untriggered(s.id, steady)) is not None:
                    # "Does the Golem lose its limit counter?" of one that only became the
                    # attacked object ([Protect]): the rule of its own keyword's trigger, the
                    # only thing that takes those counters, says when it triggers (FOW 1118.2:
                    # as it attacks or blocks), and it never did
                    since = Msg("{fact}: its [{keyword}] never triggered", fact=since,
                                keyword=idle_kw[0])
                    # and the first thing that happened to it, the event one might take for
                    # its trigger's (at step 9, it became the attacked object: FOW 1168.2)
                    met = next((st for st in self.res.steps if st.index < step.index and any(
                        n.kind == "event" and n.obj == s.id for n in st.nodes)), None)
                    if met is not None:
                        since = Msg("{fact}: at step {step}, {what}", fact=since,
                                    step=met.index, what=said(met))
                    return done(Fact(s, value, Msg("{fact}; it {clauses}", fact=since,
                                                   clauses=Msg("{fact}, {when}", fact=Items(
                                                       clauses), when=self.when(step))), None,
                        tuple(dict.fromkeys((idle_kw[1], *(
                            self.rules(met, about=s.id)[:1] if met is not None else ()))))))
                elif any(f.startswith("stats") for f in steady) and STAT_CHANGE_ASKED.search(
                        asked_clause(self.scenario.question or "")) and \
                        (idle := self._named_item_idle(changed=s.id)) is not None:
                    # "Does the Squire get +1 ATK?" of the knight Rally the Ranks named, taken
                    # in answer: the Rally found no knight of hers as it resulted (VW REG.14.a,
                    # REG.1.c), which says why, not the control change alone
                    since = Msg("{fact}: at step {step}, {what}", fact=since,
                                step=idle[0].index, what=said(idle[0]))
                    return done(Fact(s, value, Msg("{fact}; it {clauses}", fact=since,
                                                   clauses=Msg("{fact}, {when}", fact=Items(
                                                       clauses), when=self.when(step))),
                        idle[0].index, idle[1]))
                if alone is not None and alone.index > step.index and \
                        self._fields_asked() and set(self._fields_asked()) <= set(fields):
                    # "Does the Militia take damage from the Fort?": a later step says why what
                    # was asked stayed (a Territory strikes nothing back, VW REG.9.a, HP.9);
                    # what an earlier step changed that was not asked (its attacker's
                    # exhausting) is not said after the reason
                    return done(Fact(s, value, since, None, self.alone_rules(alone, s.id)))
                # (the step that says why is the one that changed the rest: said once)
                return done(Fact(s, value, Msg("{fact}; it {clauses}", fact=since,
                                               clauses=Items(clauses) if alone is not None
                                               and alone.index == step.index else Msg(
                    "{fact}, {when}", fact=Items(clauses), when=self.when(step))),
                    never.step if never else None, never.citations if never else
                    tuple(noted.citations)[:MAX_RULES] if noted is not None else
                    self.alone_rules(alone, s.id) if alone is not None else
                    self._kept_by(s.id, steady)))
            asked = self._fields_asked()
            alone = self._left_alone(s.id, [f for f in steady if f.split(".")[0] in asked]) \
                if any(f.split(".")[0] in asked for f in steady) and DESTRUCTION.search(
                    " ".join(questions(self.scenario.question or ""))) else None
            if alone is not None and alone.index > step.index:
                # "Is the Guard destroyed?" of one taken (the step that changed its controller)
                # that the spell aimed at it then left alone (its target no longer legal, FOW
                # 903.3a): that later step says why it has no damage, and its rule comes too
                kept = Msg("{fact}: at step {step}, {what}", fact=kept, step=alone.index,
                           what=said(alone))
                cites = tuple(dict.fromkeys((*self.rules(alone, about=s.id)[:1], *cites)))[
                    :MAX_RULES]
            elif (instead := self._state_replaced(s.id, steady, asked)) is not None:
                # "Is it rested, and who takes the damage?" of a [Protect] resonator whose rest
                # a replacement effect replaced: that step says why it is still recovered, and
                # its rule (FOW 910.1) leads, not the damage step's (806.2b)
                kept = Msg("{fact}: at step {step}, {what}", fact=kept, step=instead.index,
                           what=said(instead))
                cites = tuple(dict.fromkeys((*self.rules(instead, about=s.id)[:1], *cites)))[
                    :MAX_RULES]
            elif "damage" in steady and DESTRUCTION.search(" ".join(questions(
                    self.scenario.question or ""))) and \
                    (shield := self._prevented_kept(s.id)) is not None:
                # "Is the Golem destroyed?" of a blocker all of whose damage a prevention
                # stopped: "it has no damage, as at the start" hid why, and the block (804.3)
                # led; the prevention's step and rules (FOW 1018.1b) decide it (audit 54's
                # leftover)
                kept = Msg("{fact}: {why}", fact=kept, why=shield[0])
                cites = tuple(dict.fromkeys((*self.rules(shield[1], about=s.id), *cites)))[
                    :MAX_RULES]
            if text is plain and changed is not None and self._kept_asked_first(s.id, steady):
                # "Is it recovered, and what counters does it have?": the part that leads asks
                # only what stayed, so what stayed opens the fact its Yes or No rests on, and
                # what the step changed (asked by a later part) follows
                text = Msg("{fact}; it {clauses}", fact=Msg(
                    "{object} {clauses}", object=name, clauses=kept), clauses=changed)
            else:
                text = Msg("{fact}; it {clauses}", fact=text, clauses=kept)
            if not asked or any(f.startswith("stats") for f in asked):
                # what keeps a stat as it was is cited beside the rule of the step that changed
                # the rest (where the question asks the stats, or names no field)
                cites = tuple(dict.fromkeys((*cites[:1], *self._kept_by(s.id, steady),
                                             *cites[1:])))[:MAX_RULES]
        # (the question's words are read only where such a removal happened: reading them
        # compiles the patterns of every field's words, a start-up cost of every ruling)
        undone = self._trigger_removed(s.id, fields)
        if undone is not None:
            unchanged = [f for f in fields if f.split(".")[0] in self._fields_asked()]
            undone = self._trigger_removed(s.id, unchanged) if unchanged and not any(
                self.decided(s, lambda v, f=f: _fields(v, [f]) if v else None)
                for f in unchanged) else None
        if undone is not None and undone.index > step.index:
            # "Does the Herald gain +200 ATK?" of one that entered: what was asked no step
            # changed, and its own ability that would have changed it was removed for want of a
            # target (FOW 603.3): that says why, before the step that brought it (FOW 702.3a)
            return done(Fact(s, value, Msg("{fact}: at step {step}, {what}", fact=text,
                                           step=undone.index, what=said(undone)), undone.index,
                        tuple(dict.fromkeys((*self.rules(undone, about=s.id)[:1], *cites)))[
                            :MAX_RULES]))
        if not moved and "zone" in fields and DESTRUCTION.search(
                " ".join(questions(self.scenario.question or ""))) and \
                (spared := self._left_alone(s.id, ["zone"])) is not None and \
                spared.index > step.index and f"at step {spared.index}, " not in say(text):
            # "Is the Golem destroyed?" of one whose damage Mend removed (the step that changed
            # it) before Finish Off, aimed at it, found it no longer a legal target (FOW
            # 903.3a); of an [Eternal] attacker its own [Explode] could not destroy (1139.2);
            # of a Guard a house policy kept from the same damage again (VW HP.43): that later
            # step says why it is still there, and its rule leads (unless said already)
            text = Msg("{fact}: at step {step}, {what}", fact=text, step=spared.index,
                       what=said(spared))
            cites = tuple(dict.fromkeys((*self.rules(spared, about=s.id)[:1], *cites)))[
                :MAX_RULES]
        removed = self._damage_removed(s, step) if "damage" in fields else None
        if removed is not None:
            # What it had before was taken away (VW OV.2.b: at the end of the turn), so the
            # damage dealt since does not add up to it: that step decides the total.
            return done(Fact(s, value, Msg("{fact}; the damage it had before was removed at "
                                           "step {step}", fact=text, step=removed.index),
                             removed.index,
                        self.rules(removed, about=s.id)))
        return done(Fact(s, value, text, step.index, cites))

    def _said_earlier(self, fact: Fact, earlier: list[tuple[Step, list[str]]],
                      obj: dict[str, Any], start: dict[str, Any] | None,
                      named_as: str | None) -> Fact:
        """`fact` with each of the object's fields a step before its own changed said with that
        step, and that step's rule: "... is controlled by bob, when Seize results at step 15;
        it has ATK 3 (it had ATK 2), when Rally results at step 6" (the ATK is no part of the
        Seize). The rule comes first where the question asks only those fields, else after
        the fact's own (which it does not crowd out)."""
        text, cites = fact.said, fact.citations
        asked = set(self._fields_asked())
        for at, group in earlier:
            clauses = self._clauses(obj, start, group, named_as)
            if not clauses:
                continue
            # a stat a static ability makes, which the step brought or granted: what it adds
            # up from, under that ability's rule (FOW 904.1)
            brought = self._static_brought(fact.subject.id, obj, group, at, start) if any(
                f.startswith("stats") for f in group) else None
            said_now: Msg | Items = Items(clauses) if brought is None else Msg(
                "{fact}: {why}", fact=Items(clauses), why=brought[0])
            text = Msg("{fact}; it {clauses}", fact=text, clauses=Msg(
                "{fact}, {when}", fact=said_now, when=self.when(at)))
            # (not the stack's order where it only orders the steps and decides no field: VW
            # REG.4.b; FOW 605.1b, RB 340.1 say what resolving does too)
            order = self.game.roles.get(Role.STACK_ORDER) if \
                self.game.order_rule_only_orders else None
            own = brought[1][:1] if brought is not None and brought[1] else tuple(
                r for r in self.rules(at, about=fact.subject.id) if r != order)[:1]
            first = bool(asked) and asked <= {f.split(".")[0] for f in group}
            cites = tuple(dict.fromkeys((*own, *cites) if first else (*cites, *own)))[
                :MAX_RULES + 1]
        return replace(fact, said=text, citations=cites)

    def _ordered_over(self, s: Subject, step: Step, fields: list[str],
                      cites: tuple[str, ...]) -> tuple[str, ...]:
        """`cites` of the step that last changed an object's `fields`, with the stack's order
        first where another item of the same stack changed them before it did (a Purify in
        answer to a Corruption: the Corruption, resolving last, decides what the Knight is, VW
        REG.4.b), where the game's order rule only orders (else it is what resolves the item,
        cited as such). A house policy among `cites` is never left out for it."""
        order = self.game.roles.get(Role.STACK_ORDER)
        if order is None or not self.game.order_rule_only_orders or \
                step.kind != StepKind.RESOLVE or not step.item or order in cites[:MAX_RULES]:
            return cites
        stack = self.stack_of.get(step.item)

        def over(f: str) -> bool:
            """Whether the step undid what another item of its stack left of field `f` before
            it (what that left is gone, what it took is back, a value it set is not the end's),
            also where that item changed nothing, the Follower being Dark already as it was
            made Dark: not a number, which adds up whatever the order."""
            hist = [(i, _get(v, f) if isinstance(v, dict) else None)
                    for i, v in self.watch.history(s)]
            at = {i: (before, now) for (_, before), (i, now) in pairwise(hist)
                  if before != now and i is not None and i <= step.index}
            end = at.get(step.index, (None, None))[1]
            numbers = isinstance(end, (int, float, dict))
            if step.index not in at or (numbers and not f.startswith("stats")):
                return False
            # a stat one of the two set ("its ATK becomes 1") is no sum: the order decides
            # what stands (a set before an addition: the addition counts on it)
            sets = re.compile(rf"\({re.escape(s.id)}\)[^;]*?\b[A-Z][A-Za-z]* = -?\d") \
                if numbers else None

            def then(k: int) -> object:  # the field as step `k` left it
                return next(v for i, v in reversed(hist) if i is None or i <= k)

            def undone(before: object, now: object) -> bool:
                if isinstance(now, (list, tuple)) and isinstance(before, (list, tuple)) and \
                        isinstance(end, (list, tuple)):
                    return bool({*now} - {*end} or ({*before} - {*now}) & {*end})
                return now != end
            set_here = re.compile(rf"\({re.escape(s.id)}\)[^;]*\bbecomes\b") if f == "traits" \
                else None
            return any(
                other.kind == StepKind.RESOLVE and other.item not in (None, step.item) and
                self.stack_of.get(other.item or "") == stack and (k in at or (
                    set_here is not None and set_here.search(other.summary) is not None)) and
                undone(then(k - 1), then(k)) and (
                    sets is None or sets.search(other.summary) is not None or
                    sets.search(step.summary) is not None)
                for k, other in self.steps.items() if k < step.index)
        # (not where it is: a card moved is a new object, what moved it decides)
        if not any(over(f) for f in fields if f not in ("zone", "position")):
            return cites
        policy = next((c for c in cites if c in self.policies), None)
        out = tuple(dict.fromkeys((order, *cites)))[:MAX_RULES]
        return out if policy is None or policy in out else (order, policy)

    def _changed_earlier(self, s: Subject, step: Step | None, start: dict[str, Any] | None,
                         obj: dict[str, Any], fields: list[str]) -> list[tuple[Step, list[str]]]:
        """Of an object's `fields` that steps changed, those a step before the last (`step`,
        which changed the others) changed for the last time, grouped by that step, earliest
        first: each is said with its own step and rule, not pinned on the last. Only of an
        object that stayed where it was (a card that moved is a new object there) and where
        the last step changed a field of its own, not its card (which read the rest anew)."""
        if step is None or len(fields) < 2 or not self._kept(s, step, start, obj):
            return []
        at: dict[int, list[str]] = {}
        for f in fields:
            own = self.decided(s, lambda v, f=f: _fields(v, [f]) if v else None)
            if own is None:
                return []
            at.setdefault(own.index, []).append(f)
        if step.index not in at or any(i > step.index for i in at):
            return []
        if "card" in at[step.index] and start is not None and start.get("zone") != obj["zone"]:
            return []  # (moved as it became it: a new object, FOW 302.3, kept nothing)
        if "card" in at[step.index]:
            # A card it became at the last step read its stats (and all its card says) anew
            # there, but kept what an earlier step did to the object itself: rested as it
            # attacked, then inverted (FOW 1302.3c), is rested by the attack
            for i, group in at.items():
                if i != step.index:
                    at[step.index] += [f for f in group if f.split(".")[0] not in KEPT_STATE]
                    group[:] = [f for f in group if f.split(".")[0] in KEPT_STATE]
            at = {i: group for i, group in at.items() if group}
        if len(at) < 2:
            return []
        return [(self.steps[i], group) for i, group in sorted(at.items()) if i != step.index]

    def _damage_asked_of(self, oid: str) -> bool:
        """Whether a question asks whether object `oid` takes damage ("Does the Knight take
        damage?", "Is it dealt damage?"), naming it in that question's own clause."""
        card = self.res.card_name(oid)
        # (what the clause names after "from" or "by" is where the damage comes from: "Does
        # the Trader take damage from the Militia?" asks of the Trader, not the Militia)
        return any(TAKES_DAMAGE.search(clause) and _asks_of(
            DAMAGE_FROM.compiled.sub("", clause), oid, card, self.scenario)
            for clause in (asked_clause(q) for q in questions(self.scenario.question or "")))

    def _fate_asked_of(self, oid: str) -> bool:
        """Whether a question asks whether object `oid` survives or is destroyed ("Does Trader
        Male survive?", "Is it destroyed?"), of a card that was on the board (a spell ending in
        the graveyard was never in play to survive)."""
        start = self.start_of(Subject("object", oid)) or \
            self.res.initial.get("objects", {}).get(oid) or {}
        final = self.res.final["objects"].get(oid) or {}
        if not any(self.res.is_board(str(e.get("zone", ""))) for e in (start, final)):
            return False
        return any(DESTRUCTION.search(asked_clause(q))
                   for q in questions(self.scenario.question or ""))

    def _zone_asked_of(self, oid: str) -> bool:
        """Whether one of the question's questions asks whether object `oid` (named, or "it")
        ends in a zone, by the zone's words ("Does it go to the graveyard?", "Is it put into her
        hand?": readers.asked_zones), or is sent to one by the game's participle for it ("Is
        it recalled?": readers.asked_arrival); a "which cards ...?" question asks it of each
        card in its yes/no form ("Which units are recalled?": "Is it recalled?")."""
        asked = [asked_clause(q) for q in questions(self.scenario.question or "")]
        asked += [each for q in asked if (each := _which_of_them(q)) is not None]
        return any(readers.asked_zones(q, oid, self) or
                   readers.asked_arrival(q, oid, self) is not None for q in asked)

    def _destruction_ignored(self, oid: str, step: Step, obj: dict[str, Any]) -> Step | None:
        """Asked whether object `oid` is destroyed (a clause of the question naming it says
        so, or where it is), of one still on the board: a resolution after `step` (the last
        that changed it) whose instruction acted on it, with rules cited for it alone
        (Step.instruction_rules: "Golem (golem) cannot be destroyed ([Eternal])", FOW 1010.3),
        and changed nothing of it: the destruction it could not make is what the question asks
        of; None else."""
        if not self.res.is_board(str(obj.get("zone"))):
            return None
        later = [st for st in self.res.steps if st.index > step.index and
                 st.kind == StepKind.RESOLVE and any(
                     touched is not None and oid in touched and len(touched) < len(
                         self.res.final["objects"]) for _, touched in st.instruction_rules)]
        if not later:
            return None
        card = self.res.card_name(oid)
        question = QUOTED.sub("", self.scenario.question or "")
        if not self._where_asked(oid) and not any(
                DESTRUCTION.search(clause) and _asks_of(clause, oid, card, self.scenario)
                for clause in questions(question)):
            return None  # ("Where are both afterwards?": still on the field, as it said)
        own = {r for st in later for r, touched in st.instruction_rules
               if touched is not None and oid in touched}
        return next((st for st in reversed(later) if any(
            r in own and all(t is not None and oid in t for x, t in st.instruction_rules
                             if x == r) for r, _ in st.instruction_rules)), None)

    def _damage_spared_after_leaving(self, s: Subject, step: Step, start: Any,
                                     obj: dict[str, Any], fields: list[str]) -> Step | None:
        """Of an object that moved at `step` and had no damage before nor after, asked whether
        it takes damage: a later step that says the damage aimed at it was not dealt (the
        battle damage resulting once it had left play, VW HP.9), which is what the question
        asks of; None else."""
        if "damage" not in fields or "damage" not in self._fields_asked() or \
                obj.get("damage") or (start or {}).get("damage"):
            return None
        later = self._left_alone(s.id, ["damage"])
        if later is not None and later.index > step.index and later.kind == StepKind.RESOLVE:
            return later
        # a damage item aimed at it that did not result, its target gone (VW REG.8.b: "Does
        # the Militia take damage?" of a Follower returned to the hand before Last Rites
        # resulted; it led with the move, no No)
        aimed = self._aimed_at(s.id)
        return next((st for st in self.res.steps if st.kind == StepKind.FIZZLE and
                     st.index > step.index and st.item in aimed and
                     f"({s.id}) has left play" in st.summary and self._deals_damage(st.item)),
                    None)

    def _deals_damage(self, item: str) -> bool:
        """Whether stack item `item`'s card or skill, as the file writes it, deals damage."""
        cards = {o.id: o.card for o in self.scenario.objects}
        owner, dot, skill = item.partition(".")
        card = self.scenario.cards.get(cards.get(owner) or "")
        if card is None:
            return False
        parts: list[object] = [card.effect, *(m.effect for m in card.modes or ())] if not dot \
            else [a.effect for a in card.abilities if a.name and
                  a.name.casefold().replace(" ", "-") == skill.split("#")[0]]
        return any("damage(" in repr(p).casefold() for p in parts)

    def _static_brought(self, oid: str, obj: dict[str, Any], fields: list[str], step: Step,
                        start: dict[str, Any] | None = None
                        ) -> tuple[Items, tuple[str, ...]] | None:
        """What the stats asked of an object add up from, and the rules of the static abilities
        among it, where the step that decided them was a resolution that made none of the
        changes itself (it brought in the object with such an ability, or granted one: the
        ability applies now), or whose own change is less than the whole rise from the start
        (it made the object one a static ability reaches: "becomes a knight and gets +1 ATK"
        under "knights get +1 ATK", ATK 1 to 3, VW HP.56); else None."""
        if step.kind != StepKind.RESOLVE or not step.item:
            return None
        made_of = self._made_of(oid, obj, fields)
        if made_of is None:
            return None
        found = self.makeup(oid)
        if found is None or not found[2]:
            return None  # no static ability's part
        own = [(add, put) for src, add, put in found[1] if src == step.item]
        statics = [add for src, add, _ in found[1] if src in found[2] and src != step.item]
        if own and not _more_than_its_own(own, statics, obj, start, fields):
            return None  # the step's own change is a part, and says the whole rise
        return made_of

    def _switched_on(self, oid: str) -> tuple[str, ...]:
        """The rules of the ruling's note that a static ability among what object `oid`'s stats
        are made of applies again, its condition come to hold (engine/continuous.py: "Blaze
        Captain (blaze)'s Kindred applies again: ... holds", FOW 904.1); none where none
        does."""
        found = self.makeup(oid)
        marks = [f"({owner})'s {name} applies again" for source, _, _ in (found[1] if found
                                                                           else ())
                 for owner, dot, name in [source.partition(".")] if dot]
        note = next((n for n in self.res.findings if n.kind == "note" and any(
            m in str(n.message) for m in marks)), None)
        return tuple(note.citations)[:MAX_RULES] if note is not None else ()

    def _switched_off(self, oid: str) -> Finding | None:
        """The ruling's one note that a static ability of object `oid`'s own stopped applying,
        its condition no longer holding (engine/continuous.py: "Fallen Knight (knight)'s Dark
        Oath stops applying: ... no longer holds"), where no note says it applied again after;
        else None."""
        mine = [n for n in self.res.findings if n.kind == "note" and
                str(n.message).startswith(f"{self.name(oid)}'s ")]
        stops = [n for n in mine if " stops applying: " in str(n.message)]
        if len(stops) != 1 or mine[-1] is not stops[0]:
            return None
        return stops[0]

    def _stayed_through(self, oid: str, fields: list[str], step: Step | None
                        ) -> tuple[Step, str] | None:
        """Asked where object `oid` is (its zone, what it is attached to), which `step` last
        changed: a later step that acted on it and cites a rule of the game's
        `staying_rules` for one of those fields (FOW 1156.3: a [Fusion] addition stays added
        though it loses its abilities), and that rule; else None. Asked its stats, a step that
        acted on an object added to it counts (FOW 1156.3a: the J/resonator keeps what its
        addition gives through the addition's loss of its abilities)."""
        kept = self.game.staying_rules
        rules = {r for f in fields for r in kept.get(f.split(".")[0], ())}
        if not rules or step is None:
            return None
        about = {oid}
        if any(f.split(".")[0] not in ("zone", "attached_to") and kept.get(f.split(".")[0])
               for f in fields):
            about |= {k for k, v in self.res.final["objects"].items()
                      if isinstance(v, dict) and v.get("attached_to") == oid}
        for st in reversed(self.res.steps):
            if st.index <= step.index:
                return None
            rule = next((r for r in st.citations if r in rules), None)
            if rule is not None and any(n.kind == "event" and n.obj in about
                                        for n in st.nodes):
                return st, rule
        return None

    def _keyword_untriggered(self, oid: str, steady: list[str]) -> tuple[str, str] | None:
        """Of counters of object `oid` that no step changed (among `steady`): the keyword of
        its own named for that kind of counter whose triggered ability changes them (FOW 1118.2
        [Limit]: the counters named by the keyword), where it never triggered (no step cited
        its rule while naming the object): the keyword's name and that rule; else None."""
        obj = next((o for o in self.scenario.objects if o.id == oid), None)
        kinds = {sub or kind for f in steady for base, _, sub in [f.partition(".")]
                 if base == "counters" for kind in (
                     (k for k, _ in obj.counters) if obj is not None and not sub else (sub,))}
        spec = self.scenario.cards.get(obj.card) if obj is not None else None
        rules = self.game.keyword_resolution_citations
        found = [k for k in (spec.keywords if spec is not None else ()) if k in kinds and
                 k in rules]
        if len(found) != 1:
            return None
        rule, mark = rules[found[0]], f"({oid})"
        if any(rule in st.citations and mark in st.summary for st in self.res.steps):
            return None
        return found[0].replace("_", " ").title(), rule

    def _played_again(self, oid: str, steady: list[str]) -> tuple[Step, tuple[str, ...]] | None:
        """Of an object whose controller no step changed (`steady`) but that a player played
        again during the ruling (banished, then "its owner plays it"): the step of that play
        and the game's rule that who plays a card controls it (Role.PLAYED_CONTROL), then the
        play step's first rule; None where it was not played again or the game maps none."""
        rule = self.game.cite_optional(Role.PLAYED_CONTROL)
        start = self.res.initial.get("objects", {}).get(oid)
        if "controller" not in steady or not rule or not isinstance(start, dict) or \
                not self.res.is_board(str(start.get("zone"))):
            return None  # (played from the hand it was never on the board: not "again")
        play = next((st for st in reversed(self.res.steps) if st.kind == StepKind.PLAY and
                     st.item == oid and st.actor), None)
        if play is None:
            return None
        return play, tuple(dict.fromkeys((*rule, *self.rules(play, about=oid)[:1])))

    def _kept_by(self, oid: str, steady: list[str]) -> tuple[str, ...]:
        """The rules by which the static abilities that change the stats among `steady` (the
        fields no step changed) apply as the ruling ends: what keeps a stat as it was ("Might 5,
        as at the start": its "increased to 5" applies after the buff, RB 479.2, RB 364), and
        those of a loss of abilities that took what would have changed it (RB 477.2.a); where
        neither did, the rule of the game's own bonus that holds it above its printed value
        (RB 703: "Might 3" of a buffed 2-Might unit); else none."""
        asked = {sub for f in steady for base, _, sub in [f.partition(".")] if base == "stats"}
        if not asked:
            return ()
        found = self.makeup(oid)
        _, parts, part_rules = found if found is not None else ({}, (), {})
        kept = tuple(dict.fromkeys((*self.lost(oid), *(
            r for source, add, put in parts
            if any(k in asked or "" in asked for k, _ in (*add, *put))
            for r in part_rules.get(source, ())))))[:MAX_RULES]
        kept = kept or tuple(dict.fromkeys(r for stat in sorted(asked)
                                           for r in self.bonus(oid, stat)))[:MAX_RULES]
        apart = self._left_out(oid, steady) if not kept else None
        return apart[1][:MAX_RULES] if apart is not None else kept

    def _not_lethal(self, oid: str, obj: dict[str, Any], fields: list[str]) -> tuple[str, ...]:
        """Asked whether object `oid` dies (the question's clause naming it says so), of one
        still on the board with no damage that no step of the ruling named: the
        game's rule that lethal damage destroys (Role.LETHAL), which it did not have; else
        none."""
        rule = self.game.roles.get(Role.LETHAL)
        if rule is None or "damage" not in fields or not self.res.is_board(obj["zone"]):
            return ()
        card = self.res.card_name(oid)
        question = QUOTED.sub("", self.scenario.question or "")
        asked = any(DESTRUCTION.search(clause) and _asks_of(clause, oid, card, self.scenario)
                    for clause in questions(question))
        # (not of one a step of the ruling names: a blocker that did not strike back, an
        # attacker, says why by what happened to it, not by the rule it never came near)
        return (rule,) if asked and not obj.get("damage") and not readers.steps_naming(self, oid) \
            else ()

    def _survived_damage(self, oid: str, obj: dict[str, Any]
                         ) -> tuple[Step, int, tuple[str, ...]] | None:
        """Asked whether object `oid` dies (a clause of the question naming it says so), of one
        still on the board that a step dealt damage to: the last such step, the damage, and
        the game's rule that lethal damage destroys (Role.LETHAL) with the step's first rule;
        None where it was dealt none, or the question does not ask it."""
        rule = self.game.roles.get(Role.LETHAL)
        if rule is None or not self.res.is_board(str(obj.get("zone"))):
            return None
        dealt = [(st, n.amount) for st in self.res.steps for n in st.nodes
                 if n.kind == "event" and n.obj == oid and n.event == EventKind.DAMAGED.value
                 and n.amount > 0]
        if not dealt:
            return None
        card = self.res.card_name(oid)
        question = QUOTED.sub("", self.scenario.question or "")
        named = Subject("object", oid)
        if not any(DESTRUCTION.search(clause) and (
                _asks_of(clause, oid, card, self.scenario) or readers.named_in_plural(
                    clause, Fact(named, None, English(""), None, ()), self) or
                ((whose := _possessor_asked(asked_clause(clause), self)) is not None and
                 _theirs_of_kind(oid, whose, self)) or
                # "Which Followers are destroyed?" asks it of each card of the type it names
                # (the Knight Fortify let live through Gun Shot's 3 damage, audit 58)
                (_which_of_them(clause) is not None and _one_of_those_asked(oid, clause, self)))
                   for clause in questions(question)):
            return None
        at, n = dealt[-1]
        return at, n, tuple(dict.fromkeys((rule, *self.rules(at, about=oid)[:1])))

    def _looked_at_in_its_deck(self, oid: str, obj: dict[str, Any]) -> Step | None:
        """The last step that named object `oid`, a card still in its deck that no step moved
        (a predict that looked at the top card and kept it there, RB 436.1); None where it is
        elsewhere or no step names it."""
        if not isinstance(obj.get("position"), dict) or \
                obj.get("zone") != self.game.vocab.deck_zone:
            return None
        mark = f"({oid})"  # (its name's id, not a word: an id `top` is no "on top")
        return next((st for st in reversed(self.res.steps) if mark in str(st.summary)), None)

    def _kept_alive(self, oid: str, obj: dict[str, Any]
                    ) -> tuple[Finding, Step, object] | None:
        """Asked whether object `oid` survives (`_survived_damage`), of one a step dealt damage
        to: the ruling's note saying why that damage was not lethal then (the game's: a Might a
        designation raised, RB 807.1.c), with the last step that dealt it and that damage's
        source; None where no note says so."""
        if self._survived_damage(oid, obj) is None:
            return None
        note = _note_of(self, oid, NOT_LETHAL)
        dealt = [(index, n) for index, n in self.events.get(oid, [])
                 if n.event == EventKind.DAMAGED.value and n.amount > 0]
        if note is None or not dealt:
            return None
        index, node = dealt[-1]
        return note, self.steps[index], self._damage_source(node)

    def _kept_noted(self, oid: str, steady: list[str]) -> Finding | None:
        """The ruling's note about object `oid` that says it kept one of `steady` (the fields
        asked that no step changed) and why, in that field's words ("Stone Warden (warden)
        still has 3 damage: a showdown that is not a combat heals nobody", RB 143.3.b); None
        where no note does."""
        words = object_words(self)
        said = [re.compile(words[f.split(".")[0]], re.I) for f in steady
                if f.split(".")[0] in words]
        mark = f"({oid})"
        return next((n for n in self.res.findings if n.kind == "note" and n.citations
                     and mark in (text := str(n.message)) and KEPT.search(text)
                     and any(p.search(text.partition(mark)[2]) for p in said)), None)

    def _source_swapped(self, oid: str, steady: list[str]) -> Stopped | None:
        """Of stats among `steady` (the fields no step changed), a static ability changing one
        that stopped reaching object `oid` during the ruling (Watch.stopped): the value is as
        at the start, its source is not (Bob's Seize takes Alice's Lancer: the +200 ATK of her
        Banner no longer applies, his Banner's does, FOW 904.1); else None."""
        asked = [sub for f in steady for base, _, sub in [f.partition(".")] if base == "stats"]
        stats = asked if "" not in asked else list(self.res.final["objects"].get(oid, {}).get(
            "stats") or {})
        return self.static_stopped(oid, stats, len(self.res.steps) + 1) if stats else None

    def _left_out(self, oid: str, steady: list[str]) -> tuple[str, tuple[str, ...]] | None:
        """Its own static ability over "other" objects that would change a stat among
        `steady` (the fields no step changed) but leaves it out (Resolver.left_out_by_its_own),
        with that ability's rules; else None."""
        asked = {sub for f in steady for base, _, sub in [f.partition(".")] if base == "stats"}
        return next((found for stat in sorted(asked) if (found := self.own(oid, stat))), None)

    def _left_out_by_the_name(self, oid: str, steady: list[str]) -> Unnamed | None:
        """A static ability over the objects of a value its object keeps, named as its card was
        played, that would change a stat among `steady` (the fields no step changed) but for
        that value (Resolver.left_out_by_the_name); else None."""
        asked = {sub for f in steady for base, _, sub in [f.partition(".")] if base == "stats"}
        return next((found for stat in sorted(asked) if (found := self.unnamed(oid, stat))),
                    None)

    def _made_of(self, oid: str, obj: dict[str, Any], fields: list[str]
                 ) -> tuple[Items, tuple[str, ...]] | None:
        """The stats asked of an object as they add up: "ATK 400 printed, +100 ATK from
        Tempered Ranks of Law of the Forge (forge)", where changes make them and they alone make
        them (a game's own bonus, a counter or Assault, or its rounding, adds what no change
        says: then nothing is said rather than a sum that does not add up); with the rules by
        which the static abilities among those changes apply (Resolver.static_rules)."""
        asked = [sub for f in fields for base, _, sub in [f.partition(".")] if base == "stats"]
        found = self.makeup(oid) if asked else None
        if found is None:
            return None
        base, parts, part_rules = found
        now = obj.get("stats") or {}
        touched = {k for _, add, put in parts for k, _ in (*add, *put)}
        keys = [k for k in (now if "" in asked else asked) if k in touched]
        by_timestamp = stats_by_timestamp(self.game, self.scenario.policies)
        step, rounding = self.game.stat_multiple, self.game.stat_multiple_rule
        sums = {k: applied(base[k], parts, k, by_timestamp) for k in keys if k in base}
        # a limit that stopped a decrease ("-3 Might, to a minimum of 1": RB 477.3.b): the sum
        # read as the game reads it, increases first, and the part said to have stopped there
        stopped = self._stopped(oid, base, parts, keys, now, sums) if not by_timestamp else {}
        sums.update({k: now[k] for k in {k for _, k in stopped}})
        # the game's rounding after every change (FOW 909.1i: up to a multiple of 100), said as
        # the sum's last part where it is what makes the sum the value
        rounded = {k: v for k, v in sums.items() if step and rounding and v % step and
                   now.get(k) == v + step - v % step}
        if not keys or any(k not in base or (now.get(k) != sums[k] and k not in rounded)
                           for k in keys):
            return None
        w = self.w
        said: list[Msg] = [Msg("{stats} printed", stats=" ".join(
            f"{w.stat(k)} {base[k]}" for k in keys))]
        # where every setting applies before every addition, the settings are said first, in
        # the order the value is made up (an addition that began before a setting still
        # counts after it: VW HP.60 `settings-first`, RB 477)
        settings = said if by_timestamp else []
        for index, (source, add, put) in enumerate(parts):
            for k, v in put:
                if k in keys:
                    settings.append(Msg("{stat} set to {n} by {source}", stat=w.stat(k), n=v,
                                        source=self._ability_said(source)))
            change = " ".join(f"{v:+d} {w.stat(k)}" for k, v in add if k in keys and v)
            limit = next((n for (at, k), n in stopped.items() if at == index), None)
            if change and limit is not None:
                said.append(Msg("{change} from {source}, stopped at its minimum of {n}",
                                change=change, source=self._ability_said(source), n=limit))
            elif change:
                said.append(Msg("{change} from {source}", change=change,
                                source=self._ability_said(source)))
        if not by_timestamp:
            said[1:1] = settings
        if len(said) < 2:
            return None
        if rounded:
            said.append(Msg("rounded up to {stats}", stats=" ".join(
                f"{w.stat(k)} {now[k]}" for k in keys if k in rounded)))
        rules = tuple(dict.fromkeys((*(r for source, add, put in parts
                                       if any(k in keys for k, _ in (*add, *put))
                                       for r in part_rules.get(source, ())),
                                     *((rounding,) if rounded and rounding else ()))))
        return Items(said), rules

    def _stopped(self, oid: str, base: dict[str, int], parts: tuple[StatPart, ...],
                 keys: list[str], now: dict[str, Any], sums: dict[str, int]
                 ) -> dict[tuple[int, str], int]:
        """Where a change's limit ("to a minimum of": Resolver.stat_floors, RB 477.3.b) is
        what makes a stat its value rather than the plain sum: (the index of that change among
        `parts`, the stat) -> the limit it stopped at, read as characteristics._floored reads
        it (every increase, then the decreases in order, each lowering the value no further than
        its limit); empty where the sum adds up without them, or the limits do not make it."""
        floors = self.floors(oid)
        if not floors or len(floors) != len(parts):
            return {}
        out: dict[tuple[int, str], int] = {}
        for k in keys:
            if k not in base or now.get(k) == sums.get(k) or \
                    any(kk == k for _, _, put in parts for kk, _ in put):
                continue
            value = base[k] + sum(v for _, add, _ in parts for kk, v in add if kk == k and v > 0)
            stops: dict[tuple[int, str], int] = {}
            for index, ((_, add, _), limits) in enumerate(zip(parts, floors, strict=True)):
                floor = next((n for kk, n in limits if kk == k), None)
                for kk, v in add:
                    if kk != k or v >= 0:
                        continue
                    if floor is not None and value + v < min(value, floor):
                        stops[(index, k)] = floor
                        value = min(value, floor)
                    else:
                        value += v
            if stops and value == now.get(k):
                out.update(stops)
        return out

    def _ability_said(self, node: str) -> Msg | str:
        """A change's source as the makeup names it: an ability of an object, printed or
        granted, by its name and its object's ("Tempered Ranks of Law of the Forge (forge)");
        anything else (a resolved item) as prose names it."""
        source, dot, ability = node.partition(".")
        item = node in self.nodes and self.nodes[node].kind == "item"
        if dot and not item and source in self.res.final["objects"] and ability:
            return Msg("{ability} of {object}", ability=ability, object=self.name(source))
        return self.name(node)

    def _damage_replaced(self, oid: str, step: Step) -> Step | None:
        """The replacement step, just before the resolution `step`, that changed the damage it
        dealt to the object (its summary names it), or None."""
        if step.kind != StepKind.RESOLVE:
            return None
        i = step.index - 1
        while (rep := self.steps.get(i)) is not None and rep.kind == StepKind.REPLACE:
            if f"({oid})" in rep.summary and "damage" in rep.summary:
                return rep
            i -= 1
        return None

    def _moved_by_a_keyword(self, s: Subject, step: Step) -> Step | None:
        """The replacement step, just before the step that moved the object, at which a
        keyword's replacement effect sent it elsewhere (it cites the keyword's rule)."""
        name = self.name(s.id)
        i = step.index - 1
        while (rep := self.steps.get(i)) is not None and rep.kind == StepKind.REPLACE:
            if self.deciding_keyword(rep) is not None and name in rep.summary:
                return rep
            i -= 1
        return None

    def _never_made(self, s: Subject, start: dict[str, Any] | None,
                    fields: list[str]) -> Fact | None:
        """The resolution whose effect on this object was never made, its window over before
        it began (FOW 909.8): control "until its source leaves" with the source gone (of an
        object its controller did not control), or its own "as long as" stat change whose
        condition no longer held. It says why a field asked is as it was at the start
        ("Dominion (overlord.dominion) resolves at step 16: nothing: Iron Overlord has left
        the board ..."), not only that it is."""
        roles = self.game.roles
        over, as_long = roles.get(Role.DURATION_OVER), roles.get(Role.AS_LONG_AS)
        for st in self.res.steps:
            if st.kind != StepKind.RESOLVE or not st.item or st.said is None or \
                    "what" not in st.said.args:
                continue
            takes = "controller" in fields and over in st.citations and not st.undone and \
                self._controller_of(st) not in (None, (start or {}).get("controller"))
            own = "stats" in fields and as_long in st.citations and "modify" in st.undone \
                and st.item.split(".")[0] == s.id
            if takes or own:
                return Fact(s, None, Msg("{item} {resolves} at step {step}: {what}",
                                         item=self.name(st.item), resolves=word(self.w.resolves),
                                         step=st.index, what=st.said.args["what"]), st.index,
                            tuple(c for c in (over if takes else as_long,) if c))
        return None

    def _control_reported(self, s: Subject, step: Step) -> Step | None:
        """The step right after `step` that reports why the object's controller changed as it
        moved at `step` (an effect step of the same item that names it: FOW 308.6, a card put
        into a ruler area comes under that player's control), where `step` changed it."""
        nxt = self.steps.get(step.index + 1)
        if nxt is None or nxt.kind != StepKind.EFFECT or nxt.item != step.item or \
                f"({s.id})" not in nxt.summary:
            return None
        changed = self.decided(s, lambda v: _fields(v, ["controller"]) if v else None)
        return nxt if changed is step else None

    def _control_source_left(self, s: Subject, step: Step) -> str | None:
        """The object that left the board at the step that gave this object back, where that
        ended a control change lasting until it left (the step cites the game's rule for it:
        FOW 909.8); else None."""
        over = self.game.roles.get(Role.DURATION_OVER)
        if over not in step.citations or self.decided(
                s, lambda v: _fields(v, ["controller"]) if v else None) is not step:
            return None
        return next((n.obj for n in step.nodes if n.event == "left" and n.obj != s.id), None)

    def _controller_of(self, step: Step) -> str | None:
        """The player who controlled a resolving item: its `resolved` event's player."""
        return next((n.player for n in step.nodes if n.event == "resolved" and n.player), None)

    def _waiting_at(self, oid: str) -> str | None:
        """An item still on the stack at the end whose action targeted the object, or None."""
        waiting = set(self.res.final["stack"])
        actions = self.scenario.actions
        for st in self.res.steps:
            if st.item in waiting and st.kind in (StepKind.PLAY, StepKind.ACTIVATE) and \
                    st.action is not None and st.action < len(actions) and \
                    oid in actions[st.action].ids("targets"):
                return st.item
        return None

    def _static_waiting(self, oid: str, fields: list[str]) -> str | None:
        """Of a stat asked of object `oid`: the one card the question names still waiting on
        the stack at the end whose continuous ability would change that stat (a Rune summoned
        with "Followers you control get +1 ATK": it applies only once the card is in play, VW
        REG.1.e), or None."""
        asked = {f.partition(".")[2] for f in fields if f.startswith("stats")}
        if not asked or not self.res.final["stack"]:
            return None
        question = QUOTED.sub("", self.scenario.question or "")
        found = [item for item in self.res.final["stack"] if item != oid and (
            spec := self.scenario.cards.get(self.res.card_name(item))) is not None and any(
            a.kind == "static" and any(k in asked or "" in asked for e in a.effect
                                       for k, _ in getattr(e, "stats", ()))
            for a in spec.abilities) and _mentions(question, item, self.res.card_name(item))]
        return found[0] if len(found) == 1 else None

    def _kept(self, s: Subject, step: Step | None, start: dict[str, Any] | None,
              obj: dict[str, Any]) -> bool:
        """Whether the object's unchanged fields were kept from the start, by no step: it was
        on the board (or where it is) all along, and no replacement decided the change."""
        if step is None or start is None or step.kind == StepKind.REPLACE:
            return False
        board = self.res.is_board
        return start.get("zone") == obj["zone"] or (board(start.get("zone") or "")
                                                    and board(obj["zone"]))

    def _one_of_which(self, oid: str) -> bool:
        """Whether object `oid` is one of the cards a "which cards ...?" part asks of, with no
        `expect:` or `ask:` ("Which units are ready?" of a unit that stayed ready and took
        damage: its state too, which the part asks of each, else no unit's fact said Yes and
        the order two spells resolved in led; "Which units are exhausted?" of none: each says
        it is ready, so the lead says "Not one")."""
        if self.scenario.ask or self.scenario.expect is not None:
            return False
        return any(_which_of_them(q) is not None and _one_of_those_asked(oid, q, self)
                   for q in questions(self.scenario.question or ""))

    def _unchanged_asked(self, obj: dict[str, Any]) -> list[str]:
        """The fields of an object nothing changed that the question asks by their words ("What
        ATK does the Squire have?": its stats, not that it is still on the field), where it
        does not ask where the object is, and it is on the board (a card in a deck is neither
        ready nor exhausted). Only the fields UNCHANGED_ASKED names."""
        asked = self._fields_asked()
        if "zone" in asked or not self.res.is_board(obj["zone"]):
            return []
        return [f for f in UNCHANGED_ASKED if f in asked and _get(obj, f) is not None]

    def _how_much_of(self, oid: str) -> set[str]:
        """The object fields a "how much/many" part naming object `oid` asks by their words
        ("How much Might does Drill Recruit have?": stats), or a "who/what" part ("Who
        controls Sample Knight?": controller; "What is its ATK?": stats)."""
        words = object_words(self)
        out: set[str] = set()
        for q in questions(self.scenario.question or ""):
            own = _own_words(q)
            if not _mentions(own, oid, self.res.card_name(oid)):
                continue
            asked = [m[m.lastgroup or 0] for m in (*HOW_MUCH_OF.compiled.finditer(own),
                                                   *WHAT_STAT_OF.compiled.finditer(own))] or (
                [own] if WHO_OR_WHAT.match(own) else [])
            for what in asked:
                out |= {f for f, pattern in words.items() if f != "zone" and
                        cached_pattern(pattern, re.I).search(what)}
        return out

    def _where_asked(self, oid: str) -> bool:
        """Whether one of the question's questions asks where object `oid` is or goes, by its
        name or of all it asks about ("Where does the Militia go?", "Where are both
        afterwards?"), not where damage or another card goes."""
        def of(text: str) -> bool:  # named, or asked of all where it names no other card
            if _mentions(text, oid, self.res.card_name(oid)):
                return True
            return bool(WHERE_OF_ALL.search(text)) and not any(
                _mentions(text, other, self.res.card_name(other))
                for other in self.res.final["objects"] if other != oid)
        return any((m := WHERE_ASKED.match(q)) is not None and of(m["of"])
                   for q in questions(self.scenario.question or ""))

    def _kept_asked_first(self, oid: str, steady: Iterable[str]) -> bool:
        """Whether the question's first part asks yes or no of object `oid` (named, or "it")
        of fields all among `steady` (kept from the start) and a later part asks of others
        ("Is it recovered, and what counters does it have?"; not the Fort's damage asked
        after "Is the Militia exhausted, ...")."""
        parts = questions(self.scenario.question or "")
        if len(parts) < 2 or not _asks_yes_or_no(parts[0]) or not (
                IT_ASKED.search(asked_clause(parts[0])) or _asks_of(
                    parts[0], oid, self.res.card_name(oid), self.scenario)):
            return False
        words = object_words(self)
        first = {f for f, pattern in words.items()
                 if cached_pattern(pattern, re.I).search(parts[0])}
        later = {f for f, pattern in words.items() for q in parts[1:]
                 if cached_pattern(pattern, re.I).search(q)}
        kept = {f.split(".")[0] for f in steady}
        return bool(first) and first <= kept and bool(later - kept)

    def _counter_kind_asked(self) -> str | None:
        """The one kind of counter the question's questions ask of by its word before the noun
        ("How many astral counters ...?", "... an astral counter?", "... no willpower
        counters?"), outside the names of its cards; None where they name none or several."""
        asked = readers.without_card_names(
            " ".join(questions(self.scenario.question or "")).casefold(), self)
        kinds = {m["kind"] for m in COUNTER_KIND_ASKED.compiled.finditer(asked)
                 if m["kind"] not in NOT_A_COUNTER_KIND and not m["kind"].isdigit()}
        return kinds.pop() if len(kinds) == 1 else None

    def _fields_asked(self) -> tuple[str, ...]:
        """The object fields the question's questions (each part ending with `?`) ask about by
        their words (object_words); "destroyed" or "survive" asks of the damage too, which
        decides it; "move" asks of its zone."""
        key = (self.scenario.question or "", id(self.w))
        found = _FIELDS_ASKED.get(key)
        if found is None:
            asked = " ".join(questions(self.scenario.question or ""))
            found = tuple(f for f, pattern in object_words(self).items()
                          if cached_pattern(pattern, re.I).search(asked))
            if DESTRUCTION.search(asked) and "damage" not in found:
                # (not twice where its word asks it too: "Is the Militia destroyed by the battle
                # damage ...?" said the Watchtower "has no damage and has no damage")
                found = (*found, "damage")
            if "zone" not in found and re.search(r"\bmov\w*", asked, re.I):
                found = (*found, "zone")  # "May it move ...?" asks where it goes
            if len(_FIELDS_ASKED) >= 64:
                _FIELDS_ASKED.clear()
            _FIELDS_ASKED[key] = found
        return found

    def _damage_removed(self, s: Subject, last: Step) -> Step | None:
        """The step that last took damage away from the object before the damage it ends with
        was dealt (at or before `last`), or None."""
        hist = [(i, _get(v, "damage") or 0 if isinstance(v, dict) else 0)
                for i, v in self.watch.history(s) if i is None or i <= last.index]
        removed = dealt = None
        for (_, before), (i, now) in pairwise(hist):
            if now < before:
                removed = i
            elif now > before and removed is not None:
                dealt = i
        if removed is None or dealt is None or dealt < removed:
            return None
        return self.steps.get(removed)

    def _card_named(self, oid: str, start: dict[str, Any] | None,
                    obj: dict[str, Any] | None) -> str:
        """The card an object's sentence names it by (as `_object` names it)."""
        if start is not None and start.get("card") and start["card"] != (obj or {}).get("card"):
            return str(start["card"])
        return self.res.card_name(oid)

    def resolved_into_destination(self, item: Fact) -> bool:
        """Whether the step `item` resolved at cites the rule that says where a resolved card
        goes (Role.CARD_DESTINATION): its card went there as it resolved."""
        rule = self.game.roles.get(Role.CARD_DESTINATION)
        step = self.steps.get(item.step or 0)
        return rule is not None and step is not None and rule in step.citations

    def with_destination(self, cites: tuple[str, ...], step: Step | None) -> tuple[str, ...]:
        """`cites` with the rule that says where a resolved card goes (Role.CARD_DESTINATION,
        e.g. VW HP.8), where the fact says where its card went and its resolving step cites it
        (the stack's order alone does not decide that)."""
        roles = self.game.roles
        rule = roles.get(Role.CARD_DESTINATION)
        if step is None or rule is None or rule not in step.citations or rule in cites:
            return cites
        # nor does how one of its instructions read the board as it resolved (VW REG.1.c: "if
        # you have a Territory" read then), which says what it did, not where its card went
        said_else = {roles.get(r) for r in (Role.STACK_ORDER, Role.CONDITION_READ)}
        return (*[c for c in cites if c not in said_else][:1], rule)

    def moved_on_by(self, cites: tuple[str, ...], oid: str, obj: dict[str, Any],
                    step: Step | None) -> tuple[str, ...]:
        """`cites` with the rule that lets an effect follow a card it moved (FOW 302.3a), where
        another item's resolution took the card off the stack and, following it, put it
        somewhere other than the graveyard ("cancel target spell, then put it on top of its
        owner's deck"): that rule, not where a resolved card goes, says where it went."""
        rule = self.game.roles.get(Role.MOVER_TRACKS)
        if step is None or rule is None or rule not in step.citations or step.item == oid \
                or obj["zone"] == self.game.vocab.graveyard_zone:
            return cites
        return (*[c for c in cites if c != self.game.roles.get(Role.CARD_DESTINATION)], rule)

    def _flags_never_had(self, s: Subject, value: object) -> tuple[str, ...]:
        """The rules of the game's object flags (`Arg.rule`) among the fields of an object's
        fact that it had neither at the start nor at the end: what says when it would have had
        them."""
        if not isinstance(value, dict):
            return ()
        start = self.res.initial.get("objects", {}).get(s.id) or {}
        keys = self.game.vocab.object_keys
        return tuple(dict.fromkeys(
            arg.rule for k in s.fields if (arg := keys.get(k)) is not None and arg.rule
            and arg.kind == "bool" and not value.get(k) and not start.get(k)))[:MAX_RULES]

    def _flags_asked(self) -> tuple[str, ...]:
        """The states the game declares true or false (RB `stunned`, `empowered`) that the
        question's questions name by their word ("Is the Stalker stunned?")."""
        asked = " ".join(questions(self.scenario.question or ""))
        return tuple(k for k, arg in self.game.vocab.object_keys.items() if arg.kind == "bool"
                     and flag_said(k, asked, self.scenario))

    def _flag_asked_of(self, oid: str, flag: str) -> bool:
        """Whether a question's part asks state `flag` of object `oid`, the state ending the
        part: naming it ("Is the Guard exhausted?", "..., is the Channeler Empowered?"), or a
        "which cards ...?" question whose yes/no form asks it of each card it may mean ("Which
        units are exhausted?"); not a word describing a card ("his stunned Brute", "does the
        rested Wall deal damage?") nor another card's state in another part."""
        words = r"exhausted|rested|ready|readied|recovered" if flag == "exhausted" else \
            re.escape(flag)
        state = re.compile(rf"^\W*(?:and\s+)?(?:is|are|was|were)\b.*?\b(?:still\s+|now\s+)?"
                           rf"(?:{words})\W*$", re.I)
        card = self.res.card_name(oid)
        for q in questions(self.scenario.question or ""):
            clause = asked_clause(q)
            each = _which_of_them(clause)
            if each is not None:
                if state.search(each) and _one_of_those_asked(oid, clause, self):
                    return True
                continue
            part = _own_part(clause, oid, self) or clause
            if state.search(part) and _asks_of(part, oid, card, self.scenario):
                return True
        return False

    def _attach_asked_of(self, oid: str) -> bool:
        """Whether a part of the question asks whether object `oid`, attached to nothing, is
        or gets attached ("Is the rune attached?", "Does the Blade attach to the Adept?"): it
        names the card, and not as what another card is attached to (the Adept); not a card
        another part names ("..., and is the Squire equipped?")."""
        card = self.res.card_name(oid)
        # (the clause of the part that asks it: "Is the Spear attached, what is the Squire's
        # Might" asks it of the Spear)
        return any(ATTACH_PART.search(clause) is not None and
                   _asks_of(clause, oid, card, self.scenario) and
                   self._attached_onto(clause) != oid
                   for q in questions(self.scenario.question or "")
                   for clause in CLAUSES.compiled.split(asked_clause(q)))

    def _attached_onto(self, clause: str) -> str | None:
        """The one object clause `clause` says a card is attached to ("Does the Blade attach
        to the Adept?": the Adept), or None. Where the words after "to" may name several cards
        ("Blade Adept" of an Iron Blade too), the one its whole name says, else the one not
        named before the verb."""
        m = ATTACHED_ONTO.search(clause)
        if m is None:
            return None
        named = [o for o in self.res.final["objects"]
                 if _asks_of(m["onto"], o, self.res.card_name(o), self.scenario)]
        if len(named) > 1:
            named = [o for o in named if self.res.card_name(o).casefold() in
                     m["onto"].casefold()] or [
                o for o in named if not _asks_of(clause[:m.start()], o, self.res.card_name(o),
                                                 self.scenario)]
        return named[0] if len(named) == 1 else None

    def _controller_asked_of(self, oid: str) -> bool:
        """Whether a wh-part of the question asks who controls object `oid` ("Who controls the
        Squire?"; not "Who controls bf-a?", a place's control, the game's own)."""
        card = self.res.card_name(oid)
        return any(re.match(r"\W*who\s+(?:now\s+|still\s+)?controls?\b", clause, re.I) and
                   _asks_of(clause, oid, card, self.scenario)
                   for clause in (wh_clause(q) for q in questions(self.scenario.question or "")))

    def _held_until_it_left(self, s: Subject, name: str, obj: dict[str, Any]) -> Fact | None:
        """"Who controls the Squire?" of a unit Bob took and then killed: who controlled it
        until it left the board, from the step that gave it them, and where it is now (it
        led with its Might, or its death, and never said who held it). Only a permanent has a
        controller in play (RB 142.4.b: a control change moves it to its new controller's side);
        in a non-board zone it is its owner's card. None where it was never on the board."""
        hist = [(i, v) for i, v in self.watch.history(s) if isinstance(v, dict)]
        on = [k for k, (_, v) in enumerate(hist) if self.res.is_board(str(v.get("zone")))]
        if not on or on[-1] + 1 >= len(hist):
            return None
        last = on[-1]
        holder = hist[last][1].get("controller")
        left = hist[last + 1][0]
        if not isinstance(holder, str) or left is None:
            return None
        first = last
        while first > 0 and hist[first - 1][1].get("controller") == holder and \
                self.res.is_board(str(hist[first - 1][1].get("zone"))):
            first -= 1
        gained = hist[first][0] if first > 0 else None
        where = self.res.place_said(str(obj["zone"]), str(obj.get("owner") or "") or None)
        gave = self.steps.get(gained) if gained is not None else None
        gone = self.steps.get(left)
        # the rule that gave them control (RB 477.1.a), not the chain's order nor where the
        # spell that did it went (RB 340.1, RB 157); then why it left the board
        roles = self.game.roles
        said_else = {roles.get(r) for r in (Role.STACK_ORDER, Role.CARD_DESTINATION)}
        left_by = tuple(gone.citations) if gone else ()
        lethal = roles.get(Role.LETHAL)  # killed by lethal damage: that rule (RB 323.5)
        left_by = (lethal,) if lethal in left_by else left_by[:1]
        cites = tuple(dict.fromkeys(c for c in (*(gave.citations if gave else ()), *left_by)
                                    if c not in said_else))[:MAX_RULES]
        if gained is not None:
            text = Msg("{player} controlled {object} from step {gained} until it left the board "
                       "at step {left}; it is now {where}", player=holder, object=name,
                       gained=gained, left=left, where=where)
        else:
            text = Msg("{player} controlled {object} until it left the board at step {left}; it "
                       "is now {where}", player=holder, object=name, left=left, where=where)
        return Fact(s, _fields(obj, ["zone", "controller"]), text, left, cites)

    def _control_back(self, s: Subject, name: str, obj: dict[str, Any]) -> Fact | None:
        """"Who controls the Warden in Bob's turn?" of a unit Alice took for the turn: its
        controller as it started has it again from the step that ended her control (the
        Expiration Step's end of "this turn" effects, RB 317.2.c), which is said and cited,
        not the later step that moved it to his side (its recall, RB 323.7). None where its
        control did not change and come back, or where nothing changed it after that step."""
        hist = [(i, v) for i, v in self.watch.history(s) if isinstance(v, dict)]
        holder = obj.get("controller")
        if len(hist) < 3 or not isinstance(holder, str) or hist[0][1].get("controller") != holder:
            return None
        back = len(hist) - 1
        while back > 0 and hist[back - 1][1].get("controller") == holder:
            back -= 1
        at = hist[back][0] if back > 0 else None
        step = self.steps.get(at) if at is not None else None
        if step is None or hist[-1][0] == at:
            return None  # (dated by that step already: its own fact says why, FOW 909.8)
        where = self.res.place_said(str(obj["zone"]), self._whose(obj))
        return Fact(s, _fields(obj, ["zone", "controller"]), Msg(
            "{player} controls {object} again from step {step}: {what}; it is {where}",
            player=holder, object=name, step=step.index, what=said(step), where=where),
            step.index, tuple(self.rules(step, about=s.id))[:MAX_RULES])

    def _deals_asked_of(self, oid: str) -> bool:
        """Whether a part of the question asks whether object `oid` deals damage, naming it as
        the dealer ("Does Flame Lance deal damage?")."""
        return any((m := OBJECT_DEALS.match(q)) is not None and _mentions(
            m["who"], oid, self.res.card_name(oid))
            for q in questions(self.scenario.question or ""))

    def _stat_asked_then_of(self, oid: str) -> bool:
        """Whether a question's clause naming object `oid` asks its stat at a moment its time
        clause names ("What is the Squire's Might before Mind Seize resolves?" of a Squire
        whose `expect:` checks only its zone: its Might, read then)."""
        return any(self.stat_asked_then_of(q, oid) for q in questions(self.scenario.question or ""))

    def stat_asked_then_of(self, q: str, oid: str) -> bool:
        """Whether question part `q` asks object `oid`'s stat at a moment its time clause
        names, naming the card before that clause ("the Squire's Might before Mind Seize
        resolves": the Squire, not the Seize the clause names)."""
        when = moments.clause_of(q)
        if when is None or not moments.stat_at_a_moment(q, self):
            return False
        clause = asked_clause(q)
        cut = clause.casefold().rfind(f"{when[0]} ")
        head = clause[:cut] if cut > 0 else clause
        # (the card named as the stat's possessor: "the Squire's Might")
        return _asks_of(re.sub(r"['’]s\b", "", head), oid, self.res.card_name(oid),
                        self.scenario)

    def stat_possessed_by(self, q: str, oid: str) -> bool:
        """Whether question part `q` asks a stat of object `oid` by naming it as the stat's
        possessor, in the few words that say so: "the Adept's Might", "the Might of the
        Adept", "How much Might does the Adept have" ("... after she conquers bf-b?": the
        Adept, not the battlefield the time clause names)."""
        clause = asked_clause(q)
        stats = object_words(self)["stats"]
        heads = [" ".join(clause[:m.start()].split()[-4:]) for m in re.finditer(
            rf"['’]s\s+(?:{stats})", clause, re.I)]
        heads += [" ".join(clause[m.end():].split()[:4]) for m in re.finditer(
            rf"\b(?:{stats})\s+of\b", clause, re.I)]
        heads += [m["who"] for m in re.finditer(
            rf"\b(?:{stats})\s+(?:does|do|did|will)\s+(?P<who>(?:\S+\s+){{1,4}}?)ha(?:ve|s)\b",
            clause, re.I)]
        return any(_asks_of(head, oid, self.res.card_name(oid), self.scenario)
                   for head in heads)

    def _amount_asked_of(self, oid: str) -> bool:
        """Whether a question's clause naming object `oid` asks an amount of its stat ("Does
        the Squire have 3 Might ...?": _stat_amount_asked)."""
        card = self.res.card_name(oid)
        return any(_stat_amount_asked(clause.casefold(), self) is not None and
                   _asks_of(clause, oid, card, self.scenario)
                   for clause in (asked_clause(q) for q in questions(self.scenario.question or "")))

    def _is_flag(self, key: str) -> bool:
        """`key` is an object key the game declares true or false (RB `empowered`)."""
        arg = self.game.vocab.object_keys.get(key)
        return arg is not None and arg.kind == "bool"

    def _placed(self, entry: dict[str, Any] | None, fields: list[str]) -> object:
        """What a watch compares of an object's `fields` from step to step: with its zone, whose
        zone it is (RB 323.7: a unit taken in its owner's base is in its taker's once the
        cleanup recalls it, the zone's name unchanged; FOW 302.6a)."""
        if not entry:
            return None
        if "types" in fields and "types" not in entry:  # its card's own (final.objects)
            entry = {**entry, "types": list(self.printed_types(str(entry.get("card"))))}
        return (_fields(entry, fields, moved=True),
                self._whose(entry) if "zone" in fields else None)

    def _whose(self, obj: dict[str, Any]) -> str:
        """Whose zone the object is in: its controller's in a zone the game declares held by
        control (FOW 313.3, 1032.1: an item area), the player's an effect put it into (FOW
        302.6a-302.6b), else its owner's."""
        if obj.get("held_by"):
            return str(obj["held_by"])
        held = obj["zone"] in self.game.vocab.controlled_zones
        return str(obj.get("controller") or obj["owner"]) if held else str(obj["owner"])

    def _stats_named(self, now: dict[str, Any], was: dict[str, Any]) -> list[str]:
        """Of an object's stats, those the question names by the game's word for them ("What is
        the Knight's DEF?": DEF, not ATK and DEF), where it names some but not all, and the
        others are as they were (a sentence saying only the stats asked must not hang another
        stat's change on its step); else none (every stat is said)."""
        question = self.scenario.question or ""
        named = [k for k in now if _named(question, self.w.stat(k))]
        if not named or len(named) == len(now) or any(
                was.get(k) != now.get(k) for k in now if k not in named and was):
            return []
        return named

    def _clauses(self, obj: dict[str, Any], start: dict[str, Any] | None,
                 fields: list[str], named_as: str | None = None) -> list[Msg]:
        """Each field of an object as a clause with its verb: `has 300 damage`, `is rested`;
        its card only where it changed or is not `named_as`, the card its sentence names it by
        (not "Ember Phoenix (phoenix) ... is Ember Phoenix")."""
        w = self.w
        out: list[Msg] = []
        stats_done = False
        for f in fields:
            base, _, sub = f.partition(".")
            now = obj.get(base)
            if base == "damage":
                out.append(Msg("has {n} damage", n=now) if now else Msg("has no damage"))
            elif base == "exhausted":
                out.append(Msg("is {state}", state=word(w.exhausted if now else w.ready)))
            elif base == "stats":
                if stats_done and not sub:
                    continue
                stats = now or {}
                was = (start or {}).get("stats") or {}
                printed = _off_board(start, self.game.vocab.board_zones)
                if printed and (start or {}).get("card") != obj.get("card"):
                    was = {}  # it is now another card: the other card's stats tell nothing
                keys = [sub] if sub else self._stats_named(stats, was) or list(stats)
                if not keys:
                    continue  # a card with no stats (a J-ruler turned ruler): "has " said nothing
                said_now = " ".join(f"{w.stat(k)} {stats.get(k)}" for k in keys)
                if any(was.get(k) != stats.get(k) for k in keys) and was:
                    # Off the board it had only its printed stats: it never "had" them in play
                    # (entering already boosted is no rise of them), so say "printed".
                    out.append(Msg("has {stats} (printed {was})" if printed else
                                   "has {stats} (it had {was})", stats=said_now, was=" ".join(
                                       f"{w.stat(k)} {was.get(k)}" for k in keys)))
                else:
                    out.append(Msg("has {stats}", stats=said_now))
                stats_done = not sub
            elif base == "counters":
                counters = now or {}
                if sub:
                    n = counters.get(sub, 0)
                    out.append(Msg("has {n} {kind} counter", plural="has {n} {kind} counters",
                                   n=n, kind=sub) if n else
                               Msg("has no {kind} counters", kind=sub))
                elif counters:
                    out.append(Msg("has {counters}", counters=Items([
                        Msg("{n} {kind} counter", plural="{n} {kind} counters", n=n, kind=k)
                        for k, n in counters.items()])))
                else:
                    out.append(Msg("has no counters"))
            elif base == "controller":
                out.append(Msg("is controlled by {player}", player=now) if now
                           else Msg("is controlled by nobody"))
            elif base == "owner":
                out.append(Msg("is owned by {player}", player=now))
            elif base == "card":
                changed = start is not None and start.get("card") != now
                if changed:
                    out.append(Msg("is now {card}", card=now))
                elif now != named_as:  # else the name that leads the sentence says it
                    out.append(Msg("is {card}", card=now))
            elif base == "attached_to":
                out.append(Msg("is {attached} {object}", attached=word(w.key("attached_to")),
                               object=self.name(str(now))) if now
                           else Msg("is not {attached} anything",
                                    attached=word(w.key("attached_to"))))
            elif base == "designation" and now in DESIGNATIONS:
                out.append(DESIGNATIONS[now])  # RB 464.2.c.3: "is an attacker"
            elif base == "face_down":
                out.append(Msg("is face down") if now else Msg("is face up"))
            elif base == "position":
                if isinstance(now, dict):  # in its deck (a card elsewhere has no place there)
                    out.append(Msg("is {place}", place=deck_place(now)))
            elif base == "keywords":  # read by the watch: printed and granted
                out.append(Msg("has the keywords {keywords}", keywords=", ".join(
                    w.key(k) for k in now)) if now else Msg("has no keywords"))
            elif base == "traits":
                out.append(Msg("has the traits {traits}", traits=", ".join(now)) if now
                           else Msg("has the traits none"))
            elif base == "types" and isinstance(now, list):
                # "is a regalia and resonator card" (FOW 1129.3), in the game's words
                out.append(Msg("is a {types} card", types=Items([word(type_said(t))
                                                                 for t in now])))
            elif isinstance(now, bool) or (now is None and (
                    isinstance((start or {}).get(base), bool) or self._is_flag(base))):
                # a flag gone (RB: a unit replayed is no longer Empowered) or never set (a unit
                # never empowered) is "is not empowered", not "has no empowered"
                out.append(Msg("is {key}", key=word(w.key(base))) if now
                           else Msg("is not {key}", key=word(w.key(base))))
            elif now is None:
                out.append(Msg("has no {key}", key=word(w.key(base))))
            else:
                # a number is its digits in every language (not English marked `[en: 2]`)
                out.append(Msg("has {key} {value}", key=word(w.key(base)),
                               value=now if type(now) is int else English(w.value(now))))
        return out

    def _destroyed(self, s: Subject, step: Step, named: bool = True
                   ) -> tuple[Msg, Step, tuple[str, ...], tuple[str, ...]] | None:
        """`X is destroyed at step N: <why>` when the change of zone that decided the fact was
        a destruction (its event recorded at that step, or at one since the change before), with
        the rules of a static ability that stopped (or began) holding its toughness where that,
        not damage dealt since, is why (VW HP.56), and the rules the step that dealt it the
        damage cited for it alone, which lead (FOW 1308.2a). `named`: False says "it is
        destroyed ...", for a sentence that names it before."""
        oid = s.id
        hist = [i for i, _ in self.watch.history(s) if i is not None and i < step.index]
        since = hist[-1] if hist else 0
        node = next((n for i, n in reversed(self.events.get(oid, [])) if n.event == "destroyed"
                     and since < i <= step.index), None)
        if node is None:
            return None
        name, w = self.name(oid), self.w
        was = (self._before(oid, step.index) or {}).get("card")
        if was and was != (self.res.final["objects"].get(oid) or {}).get("card"):
            name = f"{was} ({oid})"  # named by the face it had when destroyed (a J-ruler)
        text = self.w.destroyed(step.index, name if named else None)
        for cause in self.causes.get(node.id, []):
            src = self.nodes.get(cause)
            if src is not None and src.event == "damaged":
                dealt = self._damage_source(src)
                tough = self.game.vocab.toughness_stat
                before = self._before(oid, step.index)
                stat = (before or {}).get("stats", {}).get(tough) if tough else None
                damage = (before or {}).get("damage", src.amount)
                at = self.node_step.get(src.id)
                # a rule a battle's damage step cited for this object alone
                # (Step.instruction_rules: FOW 1308.2a, the attacker without the [First Strike]
                # of a Solo Mode box it does not have, so the blocker's damage came back at once)
                # says why it was dealt it then: it leads (not a resolution's conditions, which
                # say why an instruction acted, not why the card was destroyed)
                dealt_at = self.steps.get(at or 0)
                own = tuple(r for r, touched in dealt_at.instruction_rules
                            if touched is not None and oid in touched) \
                    if dealt_at is not None and dealt_at.kind != StepKind.RESOLVE else ()
                sourceless = self._dealt_without_its_source(dealt_at)
                if sourceless:
                    # where its source was, which is why VW REG.7 is cited beside lethal damage
                    dealt = self._source_gone_aside(dealt_at, dealt)
                # the amount read as its source was before it moved (FOW 911.1) decided it
                # first: the Brute's Parting Blow dealt its ATK on the field, 1000
                sourceless = (*self._amount_read_as_it_was(dealt_at), *sourceless,
                              *self._amount_read_as_it_resulted(dealt_at, oid))
                # damage a copy on the stack dealt it, by what the copy kept of the original
                # (FOW 1017.3d: its X, mode, [Awakening], targets), is part of what destroyed
                # it: that rule comes first, not only the lethal damage's
                sourceless = (*self._copy_dealt(oid, step.index), *sourceless)
                read = self._amount_read_note(dealt_at, oid) \
                    if self._amount_read_as_it_resulted(dealt_at, oid) else None
                if read is not None:
                    # the amount it read as it resulted, which that rule (cited) is about, is
                    # said with its step: "at step 9 (read now: the number of your followers
                    # = 3)" (audit 50's leftover: the lead cited the reading, never said it)
                    at_said: int | Msg | None = Msg("{what} ({note})", what=at, note=read)
                else:
                    at_said = at
                if stat is not None and tough and damage != src.amount:
                    return Msg("{fact}: {source} dealt it {n} damage at step {step} ({total} in "
                               "all) and its {stat} is {value}", fact=text, source=dealt,
                               n=src.amount, step=at_said, total=damage, stat=w.stat(tough),
                               value=stat), step, sourceless, own
                if stat is not None and tough:
                    return Msg("{fact}: {source} dealt it {n} damage at step {step} and its "
                               "{stat} is {value}", fact=text, source=dealt, n=src.amount,
                               step=at_said, stat=w.stat(tough), value=stat), step, sourceless, own
                return Msg("{fact}: {source} dealt it {n} damage at step {step}", fact=text,
                           source=dealt, n=src.amount, step=at_said), step, sourceless, own
            if src is not None and src.kind == "item" and step.kind != StepKind.COST and \
                    self._hp_bonus_gone(oid, step, since) is None:
                # (not one sacrificed to pay for the item, VW HP.39 `destroyed`: destroyed as it
                # was paid for, said by its cost step, not "when <the item> results")
                lowered = self._lowered_under_its_damage(oid, step, src.id)
                if lowered is not None:
                    # "Wither gives it -0/-400" of a Squire with 300 damage: the item lowered
                    # its toughness to its damage, which the rule process then found lethal
                    # (FOW 1204.1, before 1205.1's DEF 0 in the order of 1201.1): that says
                    # why, not "when Wither resolves", two steps before
                    resolved, damage, tough, value = lowered
                    return Msg("{fact}: {why}, and its {damage} damage is at least its {stat} "
                               "{value}", fact=text, why=said(resolved), damage=damage,
                               stat=self.w.stat(tough), value=value), step, (), ()
                return self._by_item(text, src.id), step, (), ()
        gone = self._hp_bonus_gone(oid, step, since)
        if gone is not None:
            ended, before, tough = gone
            # nothing dealt it damage since: a static ability that held its toughness up no
            # longer does (VW HP.56: the Captain giving +1 HP left play, or the Militia was
            # taken from its side), so the damage it had is now enough
            return Msg("{fact}: {why}, and its {damage} damage is at least its {stat} {value}",
                       fact=text, why=self.stopped_said(ended, oid), damage=before.get("damage", 0),
                       stat=self.w.stat(tough), value=before["stats"][tough]), step, \
                ended.reach.rules, ()
        made = self.steps.get(self.node_step.get(node.id, 0))
        if made is not None and made.kind == StepKind.RESOLVE and made.item:
            return self._by_item(text, made.item), step, (), ()
        return Msg("{fact}: {why}", fact=text, why=said(step)), step, (), ()

    def _dealt_without_its_source(self, dealt_at: Step | None) -> tuple[str, ...]:
        """The rule that an ability resolves though its source left play (VW REG.7, FOW
        906.10, RB 406.5), where the damage was dealt by such an ability's resolution (the
        Archer returned to its hand before its Arrow results): without it, no damage would
        have been dealt, so it decided the destruction beside lethal damage; else nothing."""
        rule = self.game.roles.get(Role.ABILITY_SOURCE)
        if dealt_at is None or dealt_at.kind != StepKind.RESOLVE or rule is None or \
                rule not in dealt_at.citations:
            return ()
        # (said so on its step: a source that never was in play, a Follower's own summon skill
        # resolving above it in the register, left nothing: VW REG.7 did not decide that)
        from judge.engine.stackops import SOURCE_ABSENCE_SAID  # (compiled: not at import)

        summary = dealt_at.summary
        return (rule,) if SOURCE_ABSENCE_SAID.search(summary) or \
            ", though its source " in summary else ()

    def _amount_read_as_it_was(self, dealt_at: Step | None) -> tuple[str, ...]:
        """The rule of last known information (FOW 911.1), where the damage was dealt by a
        resolution whose amount was read of a card as it was before it moved ("deals 1000
        damage to Golem (golem) (as it was before it moved: the ATK of this card = 1000)"):
        the amount that was enough came from it, so it decided the destruction beside lethal
        damage (the lead cited only that the ability resolved though its card had left, FOW
        906.10); else nothing."""
        rule = self.game.roles.get(Role.LAST_KNOWN)
        if dealt_at is None or dealt_at.kind != StepKind.RESOLVE or rule is None or \
                rule not in dealt_at.citations or \
                "(as it was before it moved: " not in dealt_at.summary:
            return ()
        return (rule,)

    def _prevention_too_late(self, oid: str, destroyed: Step
                             ) -> tuple[Step, tuple[str, ...], Step | None] | None:
        """Where object `oid`, destroyed at step `destroyed` by damage an item dealt, was the
        target of an item that would prevent damage to it (Prayer) and did not resolve after
        that, its target gone (Fizzle.culprits): that item's fizzle step and the rules of the
        order that had the damage's item resolve first (the stack's, VW REG.4.b, or the one that
        ordered two triggers as they joined a new stack, VW HP.5), and the step that opened the
        new stack it waited for, where it was a trigger that did (VW REG.6.b); None else."""
        order = self.game.roles.get(Role.STACK_ORDER)
        damaged = next((self.nodes[c] for c in self.causes.get(next((
            n.id for i, n in reversed(self.events.get(oid, [])) if n.event == "destroyed"
            and i <= destroyed.index), ""), []) if c in self.nodes
            and self.nodes[c].event == "damaged"), None)
        dealt_at = self.steps.get(self.node_step.get(damaged.id, 0)) if damaged else None
        if order is None or dealt_at is None or dealt_at.kind != StepKind.RESOLVE or \
                not dealt_at.item:
            return None
        for f in self.res.fizzled:
            if f.reason is not Reason.ILLEGAL_TARGETS or oid not in f.culprits:
                continue
            gone = next((st for st in self.res.steps if st.item == f.item and st.kind ==
                         StepKind.FIZZLE and st.index > destroyed.index), None)
            if gone is None or not (self._prevents(f.item) or self._raises_toughness(f.item)):
                continue
            opened = self.opened_with.get(f.item)
            if opened is not None and dealt_at.item not in self.joined and \
                    opened.index > dealt_at.index:
                # a trigger aimed at it (Memorial Banner's +2 HP) that waited for a new stack,
                # active only once the one that dealt the damage had finished (VW REG.6.b):
                # that rule put it after the damage (audit 58's leftover)
                return gone, tuple(c for c in opened.citations
                                   if c in self.joined[f.item])[:1], opened
            ordered = self.order_rules((dealt_at.item, f.item))
            placed = self.game.roles.get(Role.TRIGGER_ORDER)
            if not ordered and placed is not None and \
                    self.trigger_runs.get(dealt_at.item) == self.trigger_runs.get(f.item) and all(
                        placed in self.joined.get(i, ()) for i in (dealt_at.item, f.item)):
                # both joined the new stack they resolved in as the rule that orders skills
                # opening one placed them (VW HP.5: the active player's first, so below)
                ordered = (placed,)
            return gone, ordered or (order,), None
        return None

    def _raises_toughness(self, item: str) -> bool:
        """Whether stack item `item` (a card's, or an ability's `source.ability`) has an
        instruction that adds to its target's toughness ("target Follower you control gets +2
        HP this turn"), which would have kept it alive through damage."""
        tough = self.game.vocab.toughness_stat
        source, dot, name = item.partition(".")
        card = self.scenario.cards.get(self.res.card_name(source if dot else item))
        if card is None or not tough:
            return False
        ability = next((a for a in card.abilities if slug(a.name or "") == name.split("#")[0]),
                       None) if dot else None
        effects = [nested_records(ability.effect)] if ability is not None else [] if dot \
            else [nested_records(card.effect), *(nested_records(m.effect) for m in card.modes)]
        return any(getattr(r, "kind", None) == "modify" and any(
            k == tough and isinstance(v, int) and v > 0 for k, v in getattr(r, "stats", ()))
            for group in effects for r in group)

    def _prevents(self, item: str) -> bool:
        """Whether stack item `item` (a card's, or an ability's `source.ability`) has an
        instruction that prevents damage."""
        source, dot, name = item.partition(".")
        card = self.scenario.cards.get(self.res.card_name(source if dot else item))
        if card is None:
            return False
        ability = next((a for a in card.abilities if slug(a.name or "") == name.split("#")[0]),
                       None) if dot else None
        effects = [nested_records(ability.effect)] if ability is not None else [] if dot \
            else [nested_records(card.effect), *(nested_records(m.effect) for m in card.modes)]
        return any(getattr(r, "kind", None) == "prevent" for group in effects for r in group)

    def _amount_read_as_it_resulted(self, dealt_at: Step | None, oid: str) -> tuple[str, ...]:
        """The game's rule that an amount is read as its item results (Role.AMOUNT_READ: VW
        REG.1.c), where object `oid` was destroyed by damage whose amount its resolution read
        then ("deals 3 damage to Sample Knight (knight) (read now: the number of your followers
        = 3)"): the number that was enough is what the board held as it resulted, after what
        resulted before it (Coup gave Alice a third Follower; Bounty's gold came at once), so
        it decided the destruction beside lethal damage, as it decides a survival ("No — ...
        has 2 damage, when Rally Cry results", VW REG.1.c); else nothing."""
        rule = self.game.roles.get(Role.AMOUNT_READ)
        if dealt_at is None or dealt_at.kind != StepKind.RESOLVE or rule is None or \
                rule not in dealt_at.citations:
            return ()
        mark = f"({oid}) (read now: "
        return (rule,) if mark in dealt_at.summary else ()

    @staticmethod
    def _amount_read_note(dealt_at: Step | None, oid: str) -> Msg | None:
        """The "read now: ..." note a resolution's words give the damage it dealt object `oid`
        ("deals 3 damage to Sample Knight (knight) (read now: the number of your followers =
        3)"), where its words hold one such note for that object alone; else None."""
        found: list[Msg] = []

        def names_it(value: object) -> bool:
            if isinstance(value, Msg):
                return any(names_it(v) for v in value.args.values())
            if isinstance(value, (list, tuple)):
                return any(names_it(v) for v in value)
            return isinstance(value, str) and f"({oid})" in value

        def walk(value: object) -> None:
            if isinstance(value, (list, tuple)):
                for v in value:
                    walk(v)
            if not isinstance(value, Msg):
                return
            note = value.args.get("note")
            if value.id == "{what} ({note})" and isinstance(note, Msg) and \
                    note.id == "read now: {readings}" and names_it(value.args.get("what")):
                found.append(note)
            for v in value.args.values():
                walk(v)
        if dealt_at is not None:
            walk(dealt_at.said)
        return found[0] if len(found) == 1 else None

    @staticmethod
    def _source_gone_aside(dealt_at: Step | None, dealt: object) -> object:
        """What dealt the damage, said with where its source was as its step says it ("Arrow
        (archer.arrow), whose source Sample Archer (archer) was in alice's hand by then,"):
        what the rule that it resolved all the same (VW REG.7) is cited for in a lead. As it
        was where the step said it another way."""
        found = _said_within(dealt_at.said if dealt_at is not None else None,
                             "{what}, though its source {object} is {where}")
        if found is None:
            return dealt
        return Msg("{item}, whose source {object} was {where} by then,", item=dealt,
                   object=found.args["object"], where=found.args["where"])

    def _hp_bonus_gone(self, oid: str, step: Step, since: int
                       ) -> tuple[Stopped, dict[str, Any], str] | None:
        """The static ability raising its toughness that stopped reaching an object since
        step `since` (its card left the board, or control changed: VW HP.56), with the object
        as it was before `step` and the toughness stat's name, where it had that stat then."""
        tough = self.game.vocab.toughness_stat
        if not tough or step.kind != StepKind.STATE_CHECK:
            return None  # (destroyed by a state check for its damage, not by an effect)
        before = self._before(oid, step.index) or {}
        ended = self.static_stopped(oid, (tough,), step.index, since - 1) or next((
            st for st in reversed(self.watch.started.get(oid, ()))
            if since - 1 < st.index <= step.index and tough in st.reach.lowers), None)
        value = (before.get("stats") or {}).get(tough)
        if ended is None or not isinstance(value, int) or \
                not 0 < value <= (before.get("damage") or 0):
            return None
        return ended, before, tough

    def static_stopped(self, oid: str, stats: Iterable[str], upto: int, since: int = -1
                       ) -> Stopped | None:
        """The last static ability changing one of `stats` of object `oid` that stopped
        reaching it after a step in (since, upto] (Watch.stopped), or None."""
        wanted = set(stats)
        return next((st for st in reversed(self.watch.stopped.get(oid, ()))
                     if since < st.index <= upto and wanted & set(st.reach.stats)), None)

    def stopped_said(self, st: Stopped, oid: str = "") -> Msg:
        """"Banner of Banner Captain (captain) no longer applies to it", and where its card
        left the board for, when it did: "..., as Shield Captain (captain) went to alice's
        graveyard at step 7"."""
        ability = Msg("{ability} of {object}", ability=st.reach.name,
                      object=self.name(st.reach.owner))
        if st in self.watch.started.get(oid, ()):
            return Msg("{ability} applies to it from step {step}", ability=ability,
                       step=st.index)
        if st.left is None:
            return Msg("{ability} no longer applies to it, as control changed at step {step}",
                       ability=ability, step=st.index)
        return Msg("{ability} no longer applies to it, as {object} went to {zone} at step "
                   "{step}", ability=ability, object=self.name(st.reach.owner),
                   zone=self.res.into_said(st.left[0], st.left[1]), step=st.index)

    def _lowered_under_its_damage(self, oid: str, step: Step, item: str
                                  ) -> tuple[Step, int, str, int] | None:
        """Where item `item` destroyed object `oid` at `step` by lowering its toughness to
        no more than the damage it already had (no damage of its own): the step the item
        resolved at, that damage, the stat and its value then. None otherwise."""
        tough = self.game.vocab.toughness_stat
        before = self._before(oid, step.index) or {}
        damage, value = before.get("damage") or 0, (before.get("stats") or {}).get(tough or "")
        if not tough or not isinstance(value, int) or not damage or damage < value:
            return None
        resolved = next((st for st in self.res.steps if st.index < step.index and st.kind ==
                         StepKind.RESOLVE and st.item == item), None)
        if resolved is None or any(n.event == "damaged" and n.obj == oid
                                   for n in resolved.nodes):
            return None
        return resolved, int(damage), tough, value

    def _by_item(self, text: Msg, item: str) -> Msg:
        """`X is destroyed ..., when <item> resolves`; for an ability a keyword's rule put on
        the stack (FOW 1106.2 [Explode]), with the event that triggered it: "..., when Explode
        (duelist.explode) resolves, triggered at step 20 by the event “500 damage to Stone
        Wall (wall)”" (the keyword's outcome, not only the ability's name)."""
        said = Msg("{fact}, when {item} {resolves}", fact=text, item=self.item_name(item),
                   resolves=word(self.w.resolves))
        trigger = self._keyword_trigger(item)
        event = next((self.nodes[c] for c in self.causes.get(item, ()) if c in self.nodes
                      and self.nodes[c].kind == "event"), None) if trigger else None
        if trigger is None or event is None:
            return said
        return Msg("{fact}, triggered at step {step} by the event “{event}”", fact=said,
                   step=trigger[0].index, event=said_of(event.label))

    def _keyword_trigger(self, item: str) -> tuple[Step, tuple[str, ...]] | None:
        """The step that put a triggered item on the stack and the rules it cites of what a
        keyword's ability does (Rulebook.keyword_trigger_rules: FOW 1106.2 [Explode]), which
        decided what it did; None for any other item."""
        step = next((st for st in self.res.steps if st.kind == StepKind.TRIGGER
                     and st.item == item), None)
        if step is None:
            return None
        own = tuple(c for c in step.citations if c in self.game.keyword_trigger_rules)
        return (step, own) if own else None

    def _lethal_rule_first(self, cites: tuple[str, ...], step: Step,
                           oid: str) -> tuple[str, ...]:
        """A destruction by lethal damage was decided by the game's rule that such damage
        destroys (Role.LETHAL: FOW 1204.1), not by its sub-rule saying what the card counts as
        destroyed by (FOW 1204.1a, cited first by specific_first), unless a part of the
        question asks what destroyed it ("Does the Flare destroy the Squire?"): that sub-rule
        answers it, and leads."""
        from judge.model.rules import parent_candidates
        lethal = self.game.roles.get(Role.LETHAL)
        if lethal is None or lethal not in step.citations or any(
                destroyers_named(asked_clause(q), oid, self)
                for q in questions(self.scenario.question or "") if _asks_yes_or_no(q)):
            return cites
        subs = [i for i, c in enumerate(cites) if lethal in parent_candidates(c)]
        if not subs or (lethal in cites and cites.index(lethal) < subs[0]):
            return cites
        out = [c for c in cites if c != lethal]
        out.insert(subs[0], lethal)
        return tuple(out[:len(cites)])

    def _destroyer_asked_wrongly(self, oid: str) -> list[str]:
        """The objects a yes/no part asks whether they destroyed object `oid`
        (destroyers_named) where none of them is what it counts as destroyed by (FOW 1204.1a:
        "Does Bob's Quick Spark destroy the Squire?" of a Squire the Flare destroyed)."""
        for q in questions(self.scenario.question or ""):
            if not _asks_yes_or_no(q):
                continue
            named = destroyers_named(asked_clause(q), oid, self)
            if named and (by := self.destroyed_by(oid, named)) and not named & by:
                return sorted(named)
        return []

    def policy_in_force(self, key: str) -> str:
        """The option of house policy `key` the scenario sets, else its default (not
        recorded: `policy_deciding` records one that decides a fact)."""
        return self.scenario.policies.get(key) or self.game.data.policies[key].default or ""

    def destroyed_by(self, oid: str, named: frozenset[str] = frozenset()) -> frozenset[str]:
        """The objects object `oid` counts as destroyed by (FOW 1204.1a): the source of the
        damage that destroyed it, or the one whose effect (its item) destroyed it. Which of
        several sources whose damage it had destroyed it the rule does not say: every one of
        them, or only the source of the last damage, as the game's house policy reads it
        (`Rulebook.destroyer_policy`, FOW HP.65; every one without such a policy). None of
        them where one is not known (a battle's damage recorded without its source, a
        destruction without its cause). Where the policy is `cannot-rule`: those both readings
        count (the last damage's), and exit 3 where the readings answer differently whether
        `named`, the cards a part names as its destroyer, destroyed it."""
        every, last = self._destroyers(oid)
        found = self.game.destroyer_policy
        if found is None or every == last:
            return every
        key, readings = found
        reading = readings.get(self.policy_in_force(key))
        if reading == "cannot":
            if bool(named & every) != bool(named & last):
                self._cannot_rule_destroyer(oid, key)
            return last
        return last if reading == "last" else every

    def _cannot_rule_destroyer(self, oid: str, key: str) -> NoReturn:
        """Exit 3 where the house policy of what a card dealt damage by several sources counts
        as destroyed by (FOW HP.65) is `cannot-rule` and decides what a part asks."""
        from judge.errors import Problem, UnsupportedMechanic

        policy = self.game.data.policies[key].id
        names = [self.name(o) for o in sorted(self._destroyers(oid)[0])]
        raise UnsupportedMechanic(Problem(
            self.scenario.file, 0, 0, "question",
            f"which of {', '.join(names)}, each of which dealt {self.name(oid)} damage before it "
            f"was destroyed, it counts as destroyed by: the rules do not say (house policy "
            f"{policy} is cannot-rule)"), silent=True)

    def _unpaid_instead_policy(self, step: Step) -> str | None:
        """The id of the game's house policy on a "you may pay ... instead" its controller
        cannot pay (`Rulebook.unpayable_instead_policy`, FOW HP.66), where `step` cites it
        and the ruling applied it; else None."""
        found = self.game.unpayable_instead_policy
        pid = self.game.data.policies[found[0]].id if found is not None else None
        return pid if pid is not None and pid in step.citations and pid in self.policies \
            else None

    def destroyer_policy_asked(self, oid: str) -> str | None:
        """The id of the house policy that decides what object `oid` counts as destroyed by
        (FOW HP.65), where a yes/no part names a card as what destroyed it and sources of
        damage dealt it differ by the policy's reading; recorded as one the ruling depended on.
        None otherwise."""
        found = self.game.destroyer_policy
        if found is None:
            return None
        every, last = self._destroyers(oid)
        if every == last or not any(
                bool(named & every) != bool(named & last)
                for q in questions(self.scenario.question or "") if _asks_yes_or_no(q)
                for named in (destroyers_named(asked_clause(q), oid, self),)):
            return None  # (no part's Yes or No depends on the reading: "does the Flare ...?")
        key = found[0]
        if self._policy is not None:
            self._policy(key)
        if found[1].get(self.policy_in_force(key)) == "cannot":
            self._cannot_rule_destroyer(oid, key)
        return self.game.data.policies[key].id

    def _destroyers(self, oid: str) -> tuple[frozenset[str], frozenset[str]]:
        """What object `oid` counts as destroyed by (FOW 1204.1a), read two ways: every source
        of damage dealt it before it was destroyed, and only the source(s) of the last damage
        (dealt at one step), which made it lethal; with the item whose effect destroyed it in
        both. Empty where a source or a cause is not known."""
        every: set[str] = set()
        last: set[str] = set()
        events = self.events.get(oid, [])
        for index, node in events:
            if node.event != "destroyed":
                continue
            dealt = [(i, n) for i, n in events if n.event == "damaged" and i <= index]
            causes = [self.nodes.get(c) for c in self.causes.get(node.id, [])]
            if not causes or any(not n.source for _, n in dealt):
                return frozenset(), frozenset()
            every.update(n.source for _, n in dealt)
            if dealt:
                at = max(i for i, _ in dealt)
                last.update(n.source for i, n in dealt if i == at)
            for src in causes:
                if src is not None and src.kind == "event" and src.event == "damaged":
                    continue  # (its source is among those dealt it damage)
                if src is None or src.kind != "item":
                    return frozenset(), frozenset()
                every.add(src.id.split(".")[0])
                last.add(src.id.split(".")[0])
        return frozenset(every), frozenset(last)

    def _damage_source(self, node: Any) -> object:
        for cause in self.causes.get(node.id, []):
            src = self.nodes.get(cause)
            if src is not None and src.kind != "event":
                if src.kind == "item":
                    return self.name(src.id)
                # an action's or a combat's words: their message where the label has one
                return said_of(src.label)
        return self.name(node.source) if node.source else Msg("damage")

    def _before(self, oid: str, index: int) -> Any:
        s = next((x for x in self.watch.subjects if x.kind == "object" and x.id == oid), None)
        if s is None:
            return None
        value = None
        for i, v in self.watch.history(s):
            if i is not None and i >= index:
                break
            value = v
        return value

    def _shielded(self, oid: str) -> tuple[Msg, Step] | None:
        """The last prevention or replacement that kept something from happening to it."""
        for index, node in reversed(self.events.get(oid, [])):
            # The prevention was decided where it replaced the damage (FOW 910.1 and the
            # shield's own rule), not by the resolution the damage would have come from: the
            # step the damage would have been dealt at, with the replacement's rules.
            step, by = self.steps[index], self._replaced_by(oid, index)
            if by is not None:
                step = replace(step, citations=by.citations)
            elif node.event == "prevented" and step.kind == StepKind.COMBAT:
                step = self._prevention_first(step)
            if node.event == "prevented":
                shield = next((self.name(c) for c in self.causes.get(node.id, [])
                               if self.nodes.get(c) is None or self.nodes[c].kind == "item"),
                              None)
                source = self.name(node.source) if node.source and node.source != oid else None
                return prevention_said(shield, source, node.amount, index), step
        last = self._replaced_by(oid)
        if last is not None:
            return Msg("at step {step}, {what}", step=last.index, what=said(last)), last
        return None

    def _prevented_kept(self, oid: str) -> tuple[Msg, Step] | None:
        """`_shielded`, only where what kept damage from `oid` was a prevention (an event of
        damage prevented), else None."""
        if not any(node.event == "prevented" for _, node in self.events.get(oid, [])):
            return None
        return self._shielded(oid)

    def _prevention_first(self, step: Step) -> Step:
        """`step`, a battle's damage in which a prevention stopped damage as it was dealt (no
        replacement step told before it, FOW 1018.1b), with the prevention's rules first:
        what kept the damage from the object decided it, not the rules of the battle's damage
        (audit 54: Explode's blocker with all its damage prevented cited 806.2a)."""
        rules = {c for r in (Role.PREVENT_ALL, Role.PREVENT_APPLY, Role.PREVENT)
                 for c in self.game.cite_optional(r)}
        first = [c for c in step.citations if c in rules]
        if not first:
            return step
        return replace(step, citations=(*first, *(c for c in step.citations if c not in rules)))

    def _state_replaced(self, oid: str, steady: list[str], asked: Iterable[str]
                        ) -> Step | None:
        """Of object `oid` whose state (rested or not) the question asks and no step changed: the
        replacement that replaced the event that would have changed it ("instead of Shieldbearer
        (bearer) becoming rested, ...", FOW 910.1), where one acted on it; else None."""
        if "exhausted" not in steady or "exhausted" not in set(asked):
            return None
        return self._replaced_by(oid)

    def _replaced_by(self, oid: str, index: int | None = None) -> Step | None:
        """The last replacement that acted on `oid`; with `index`, one of those recorded just
        before step `index` (what replaced its events: a replacement is told before the step
        whose event it replaced), not an older one that replaced another event."""
        steps = reversed(self.res.steps) if index is None else takewhile(
            lambda st: st.kind == StepKind.REPLACE,
            (self.steps[i] for i in range(index - 1, 0, -1) if i in self.steps))
        return next((st for st in steps if st.kind == StepKind.REPLACE and (
            any(n.obj == oid for n in st.nodes) or self.name(oid) in st.summary)), None)

    def _asked_if_lost(self, player: str) -> bool:
        """Whether the question asks whether `player` loses the game ("Does Alice lose the
        game?", "Does Bob lose?"), naming that player in the clause that asks, and not of their
        life ("Does Bob lose life?")."""
        for part in re.split(r"(?<=\?)\s+", self.scenario.question or ""):
            clause = asked_clause(part)
            if LOSES_GAME_ASKED.search(part) and LOSES_THE_GAME.search(clause) and \
                    "life" not in clause.lower() and _named(clause, player):
                return True
        return False

    def _asked_if_in_the_game(self, player: str) -> bool:
        """Whether a part of the question asks whether `player` is still in the game ("Is Bob
        still in the game?", "Is Bob out of the game?"; Indonesian "Apakah Bob masih dalam
        permainan?" and Thai "Bob ยังอยู่ในเกมไหม" read "Is Bob still in play?"), the player the
        subject of the clause (not "Is Bob's Trader still in play?": the card)."""
        for part in re.split(r"(?<=\?)\s+", self.scenario.question or ""):
            m = IN_THE_GAME_ASKED.search(asked_clause(part))
            if m is not None and m["who"].casefold() == player.casefold():
                return True
        return False

    def _player(self, s: Subject) -> Fact:
        res = self.res
        values = res.final["players"].get(s.id, {})
        start = self.start_of(s) or res.initial.get("players", {}).get(s.id) or {}
        fields = list(s.fields) or [k for k, v in values.items() if start.get(k) != v]
        # (what the question names, by its word or by the game's verb for a change of it:
        # "Does Alice score?" asks of her points, RB 468; it said her Energy)
        asked = [k for k in (*values, *self.w.resource_verbs) if k != "lost" and re.search(
            rf"\b{re.escape(self.w.resource(k))}\b|{self.w.resource_verbs.get(k, '(?!)')}",
            self.scenario.question or "", re.I)] if not s.fields else []
        asked = list(dict.fromkeys(asked))
        if not s.fields and (self._asked_if_lost(s.id) or self._asked_if_in_the_game(s.id)):
            # "Does Alice lose the game?" with no `expect:`: whether she lost, with the step
            # that says why not (FOW 1202.2: "not a loss" outside her draw phase); it was "No
            # — alice has 0 water (from 1)", the will the spell that drew cost
            fields = ["lost"]
        elif not s.fields and "life" in values and self._asked_of_life(s.id):
            # "Does Bob take battle damage?" with no `expect:`: his life alone (not the will he
            # spent, whose step would be said as the one that decided it)
            fields = asked = ["life"]
        if not fields and not s.fields and self.scenario.expect is None and (PAID_ASKED.search(
                self.scenario.question or "") or (self.w.pool and re.search(
                    rf"\b{re.escape(self.w.pool)}\b", self.scenario.question or "", re.I))):
            # "... plays a card costing fire + 1. Is it paid, and what is left?", "Does she still
            # have that will in her main phase?" with no `expect:`: what she produced and spent
            # or lost on the way, back where it began (it was "Alice still has 4000 life", of
            # what never moved)
            fields = [k for k in values if k != "lost" and any(
                isinstance(v, dict) and v.get(k) != start.get(k)
                for _, v in self.watch.history(s))][:3]
        if not s.fields and not asked and self.w.pool and re.search(
                rf"\b(?:how (?:much|many)|ha(?:ve|s))\b[^?.]*\b{re.escape(self.w.pool)}\b",
                _own_words(self.scenario.question or ""), re.I):
            # "How much will does Bob have?": the will in his pool (FOW 907.4), what of it
            # changed, else what he has; not his life (it was "Bob still has 4000 life", "Bob
            # has 3500 life (from 4000)" of a pool that never changed)
            pool = [k for k, v in values.items() if k not in NOT_PAID_WITH and
                    isinstance(v, int) and not isinstance(v, bool)]
            fields = [k for k in fields if k in pool] or [k for k in pool if values[k]][:3] \
                or pool[:1]
        if not s.fields and (how := self._how_much_asked(s.id, values)):
            # "How much life does Alice have?" of a player whose will changed too: her life
            # (it was "Alice has 0 darkness (from 1) and 400 life (from 300)")
            fields = how
        if not fields:  # nothing changed: what she has of what the question names, else any
            # ("How much life does Alice have?": her life, not "1 fire and 4000 life"; "How
            # much life and will ...?": the will in her pool too)
            # (named in a part that asks, not in what the question tells first: "Alice plays
            # Phoenix Rebirth ({fire}{fire}{2}) ... How much life does Bob have?" asks no fire)
            parts = " ".join(_own_words(p) for p in questions(self.scenario.question or ""))
            # (of the player a part names: not "bob still has 2 points and 0 XP" for "Does she
            # score, and does the Hunt give her XP?")
            mine = re.search(rf"\b{re.escape(s.id)}\b", parts, re.I) is not None
            named = [k for k in asked if mine and re.search(
                rf"\b{re.escape(self.w.resource(k))}\b|{self.w.resource_verbs.get(k, '(?!)')}",
                parts, re.I)]
            pooled = [k for k, v in values.items() if v and k not in NOT_PAID_WITH and
                      k not in named] if named and self.w.pool and re.search(
                rf"\b{re.escape(self.w.pool)}\b", parts, re.I) else []
            # ("Does she have 0 honor?" of 3 gold and no honor: her honor, not "Alice still
            # has 3 gold", which said nothing of what was asked, where none of what it names
            # is among what she has)
            own = _own_words(self.scenario.question or "")
            had = [k for k in asked if HAS_ASKED.search(own) and re.search(
                rf"\b{re.escape(self.w.resource(k))}\b|{self.w.resource_verbs.get(k, '(?!)')}",
                own, re.I)] if not named else []
            held = [k for k, v in values.items() if v]
            fields = [*named, *pooled][:3] or (
                had if had and not set(had) & set(held) else held)[:3] or \
                asked[:1] or list(self.game.vocab.resources[:1])
        elif asked and not set(asked) & set(fields) and (verbed := [
                k for k in asked if k in self.w.resource_verbs and re.search(
                    self.w.resource_verbs[k], self.scenario.question or "", re.I)]):
            # "Does Bob score?" of a player whose Energy changed and points did not: his
            # points alone (it was "No — bob has 0 points and 0 Energy (from 3), when bob
            # plays Spark Bolt", the step of the Energy, which the question does not ask)
            fields = verbed[:1]
        elif asked and not set(asked) & set(fields):
            # "Does she gain XP?" with no `expect:`, of a player whose points changed and XP
            # did not: her XP first, which the question asks ("alice has 0 XP and 2 points"),
            # not a Yes by the points she gained
            fields = [*asked[:1], *fields]
        value = {f: values.get(f, False if f == "lost" else 0) for f in fields}
        step = self.decided(s, lambda v: {f: (v or {}).get(f) for f in fields})
        amounts: list[Msg] = []
        lost: list[Msg] = []
        for f in fields:
            now, was = values.get(f, 0), start.get(f, 0)
            if f == "lost":
                lost.append(Msg("loses the game") if now else Msg("has not lost"))
                continue
            name = self.w.resource(f)
            # 1 point, not 1 points; but 1 darkness (a mass noun ending in "ss")
            if now == 1 and name.endswith("s") and not name.endswith("ss") and name.islower():
                name = name[:-1]
            if was != now and step is not None:
                amounts.append(Msg("{n} {resource} (from {was})", n=now, resource=word(name),
                                   was=was))
            else:
                amounts.append(Msg("{n} {resource}", n=now, resource=word(name)))
        if amounts and not lost and step is None:  # "Alice still has 0 gold"
            text = Msg("{player} still has {amounts}", player=s.id, amounts=Items(amounts))
        elif amounts and lost:
            text = Msg("{player} has {amounts} and {lost}", player=s.id, amounts=Items(amounts),
                       lost=Items(lost))
        elif amounts:
            text = Msg("{player} has {amounts}", player=s.id, amounts=Items(amounts))
        elif lost:
            text = Msg("{player} {lost}", player=s.id, lost=Items(lost))
        else:
            text = Msg("{player}", player=s.id)
        idle = self._untriggered_for(s.id, fields, values, start) if amounts and not lost \
            else None
        if idle is not None:
            # "Does Alice gain XP?" of a conquer her Hunt unit was not at: the note that Hunt
            # did not trigger (RB 383.4.c.2.a), not the point she scored
            return Fact(s, value, Msg("{fact}: {why}", fact=text, why=said_of(idle.message)),
                        None, tuple(idle.citations)[:MAX_RULES])
        hits = self.hits(s, fields) if step is not None and amounts and not lost else ()
        if hits:
            # "How much life does Bob have?" of a [Multi Strike] [Pierce] attacker that hit him
            # in the first strike step and again in the normal one: each damage that made it,
            # not the last alone (which left the 100 pierced at step 19 out)
            text = self.hits_said(text, hits)
        elif step is not None:
            text = Msg("{fact}, {when}", fact=text, when=self.when(step))
        elif lost and not amounts and not values.get("lost") and \
                (spared := self._loss_spared(s.id)) is not None:
            # "Does she lose?" after drawing from an empty deck outside her draw phase: the step
            # that says it is not a loss (FOW 1202.2), with its rules
            return Fact(s, value, Msg("{fact}: {why}", fact=text, why=Msg(
                "at step {step}, {what}", step=spared.index, what=said(spared))), spared.index,
                self.why_rules(spared))
        elif amounts and not lost:
            # (asked of their life, "How much life does Bob have after the battle?": also the
            # battle they were attacked in that dealt them nothing; asked how much it changed,
            # readers.how_much_changed says it so)
            clause = asked_clause(self.scenario.question or "")
            kept = self.life_kept(s.id) if DAMAGE_OR_LIFE.search(clause) and \
                not CHANGE_ASKED.search(clause) else \
                self._kept_from(s.id) or self._player_left_alone(s.id) or \
                self._spared_player(s.id) or self._resource_undone(s.id, fields)
            # (only of a player's amount the file or the question asks: "How much damage does
            # the Warden take?" asks nothing of Bob's Energy, which no trigger of the Duelist
            # the question names was ever going to change)
            trigger = _quoted_trigger_undone(self.scenario.question or "", self,
                                             lambda ability: True) \
                if (kept is None or SKIPPED.search(kept.summary)) and (
                    s.fields or asked) else None
            if kept is not None and trigger is None:
                # "No — alice still has 3000 life: at step 3, Aegis Wall ..." (a phase skipped
                # gives way to the trigger of the card the question quotes, which says it)
                return Fact(s, value, Msg("{fact}: {why}", fact=text, why=Msg(
                    "at step {step}, {what}", step=kept.index, what=said(kept))), kept.index,
                    self.why_rules(kept))
            if trigger is not None:
                # 'The Idol says "when this is destroyed, its controller loses 500 life". Does
                # Alice lose 500 life?' after a banish: No, and the Idol's ability never
                # triggered (FOW 1011.1: banishing is not destroying).
                reason, at, cites = trigger
                return Fact(s, value, Msg("{fact}: {why}", fact=text, why=reason), at, cites)
            unwatched = self._copy_unwatched() if kept is None and trigger is None else None
            if unwatched is not None:
                # "if a chant you control would be cancelled, instead you gain 200 life", and
                # the chant cancelled was a copy: the note that the replacement does not watch
                # it, by the game's reading (FOW HP.14, 1017.3)
                return Fact(s, value, Msg("{fact}: {why}", fact=text,
                                          why=said_of(unwatched.message)), None,
                            tuple(unwatched.citations)[:MAX_RULES])
            held = [n for n in self.res.findings if n.kind == "note" and STILL_CONTROLS.search(
                str(n.message)) and readers.names_id(str(n.message), s.id)] \
                if kept is None and trigger is None else []
            if len(held) == 1:
                # "Does Alice conquer bf-a and score a point?" of her only unit there banished
                # and played back: the note that she never lost control of it (RB 323.6: no
                # control check while the chain is not empty) says why nothing was scored
                return Fact(s, value, Msg("{fact}: {why}", fact=text,
                                          why=said_of(held[0].message)), None,
                            tuple(held[0].citations)[:MAX_RULES])
        cites = self.rules(self.paying(step)) if not hits else self.hits_rules(hits)
        if amounts and not lost and fields == ["life"] and values.get("life", 0) < start.get(
                "life", 0):
            cites = self.damage_lowered_life(s.id, (
                [at for at, _, _, _ in hits] if hits else [step] if step else []), cites)
        made = self.dealt_by_a_made_stat(s.id, step) if step is not None and not hits and \
            amounts and not lost else None
        if made is not None:
            # "How much damage does Bob take?" of a Lancer a static ability raised before the
            # battle: what its ATK adds up from says why the damage is what it is, under the
            # rule by which static abilities apply (FOW 904.1), after the step's own rule
            source, adds_up, by = made
            text = Msg("{fact} ({object}: {adds_up})", fact=text, object=self.name(source),
                       adds_up=adds_up)
            cites = tuple(dict.fromkeys((*cites[:1], *by[:1], *cites[1:])))[:MAX_RULES]
        if step is not None and amounts and not lost and (
                unpaid := self._not_given_back(step)) is not None:
            # "How much honor does Alice have?" of an Action cancelled after she paid: what she
            # paid for it, and the house policy that does not give it back (VW HP.8)
            cancelled, rule, item = unpaid[0], unpaid[1], self.name(unpaid[2])
            text = Msg("{fact}; {item} is cancelled, and what was paid for it is not given back",
                       fact=text, item=item) if cancelled else Msg(
                "{fact}; {item} does not {resolve}, and what was paid for it is not given back",
                fact=text, item=item, resolve=word(self.w.resolve[0]))
            cites = tuple(dict.fromkeys((*cites, rule)))
        if step is not None and amounts and not lost and (
                note := self._kept_past_the_turn(s.id, fields, step)) is not None:
            # "How much gold does Alice have on Bob's turn?": the gold she gained, and the
            # house policy that kept it as her turn ended (VW HP.53), said in its note only
            text = Msg("{fact}; {why}", fact=text, why=note.message)
            cites = tuple(dict.fromkeys((*cites, *note.citations)))
        return Fact(s, value, text, step.index if step else None, cites)

    def damage_lowered_life(self, pid: str, steps: list[Step], cites: tuple[str, ...]
                            ) -> tuple[str, ...]:
        """The rules of player `pid`'s life, lowered at `steps`, each a spell's or an ability's
        resolution that dealt them damage: the game's rule that damage to a player lowers their
        life (FOW 1007.2) first, where the rules the steps cite say only how an item of the chase
        resolved (605.1b, 703.3, 707.3: "How much life does Bob have after Burn?"); else
        `cites`, the rules of what decided it otherwise (908.1: an amount read as it resolves)."""
        rule = self.game.roles.get(Role.PLAYER_DAMAGE)
        frame = {self.game.roles.get(r) for r in (Role.STACK_ORDER, Role.CARD_DESTINATION,
                                                  Role.ABILITY_RESOLVES,
                                                  Role.PRIORITY_AFTER_RESOLVE)}
        if rule is None or not steps or not all(c in frame for c in cites) or not all(
                at.kind == StepKind.RESOLVE and any(
                    n.kind == "event" and not n.obj and n.player == pid and n.amount > 0 and
                    n.event == EventKind.DAMAGED.value for n in at.nodes) for at in steps):
            return cites
        return tuple(dict.fromkeys((rule, *cites)))[:MAX_RULES]

    def dealt_by_a_made_stat(self, pid: str, step: Step
                              ) -> tuple[str, Items, tuple[str, ...]] | None:
        """Of player `pid` dealt damage at `step` by one source still on the board whose
        damage stat (the game's one stat other than toughness: FOW's ATK) static abilities
        make what it is, with no other change (_made_of: "ATK 600 printed, +200 ATK from Rally
        of Banner of Might (banner)"): the source, that sum and the static abilities' rules
        (FOW 904.1); else None."""
        sources = {n.source for n in step.nodes if n.kind == "event" and not n.obj and
                   n.player == pid and n.event == EventKind.DAMAGED.value and n.amount > 0}
        power = [k for k in self.game.vocab.stats if k != self.game.vocab.toughness_stat]
        if len(sources) != 1 or len(power) != 1:
            return None
        source = next(iter(sources))
        obj = self.res.final["objects"].get(source)
        if not source or obj is None or not self.res.is_board(str(obj.get("zone"))):
            return None
        made = self._made_of(source, obj, [f"stats.{power[0]}"])
        generic = self.game.cite_optional(Role.STATIC_ABILITY)
        if made is None or not any(r in generic for r in made[1]):
            return None
        return source, made[0], made[1]

    def hits_said(self, fact: Msg, hits: tuple[tuple[Step, int, str, str], ...],
                  gained: bool = False) -> Msg:
        """`fact` said with each damage of `hits` ("..., dealt 100 damage by Twinblade
        (twinblade) at step 19 and 500 damage by Twinblade (twinblade) at step 24"), or each
        gain, where they are gains (`gains`: "..., gaining 200 when Drain (lancer.drain#2)
        resolves at step 25 and 400 when Drain (lancer.drain) resolves at step 29")."""
        if hits[0][3] == "gain":
            # (where `fact` already says it was gained, "Alice gains 300 life (...)": ": 200
            # when ... and 100 when ...")
            return Msg("{fact}: {gains}" if gained else "{fact}, gaining {gains}", fact=fact,
                       gains=Items([Msg(
                           "{n} when {item} {resolves} at step {step}", n=n, item=source,
                           resolves=word(self.w.resolves), step=at.index)
                           for at, n, source, _ in hits]))
        return Msg("{fact}, dealt {hits}", fact=fact, hits=Items([Msg(
            "{n} damage by {source} at step {step}", n=n, source=source, step=at.index)
            for at, n, source, _ in hits]))

    def hits_rules(self, hits: tuple[tuple[Step, int, str, str], ...]) -> tuple[str, ...]:
        """The rules of `hits`: the first of each step's (FOW 1103.2a, the pierce at step 19;
        FOW 1169.2, the second hit; one that says only what kind of step it was after the
        others), then the last step's others, to MAX_RULES."""
        firsts = tuple(sorted(dict.fromkeys(r for at, _, _, _ in hits for r in self.rules(at)[:1]),
                              key=lambda r: r in self.frame))  # (FOW 707.3 after FOW 1147.2)
        return tuple(dict.fromkeys((*firsts, *self.rules(hits[-1][0]))))[
            :max(MAX_RULES, len(firsts))]

    def hits(self, s: Subject, fields: list[str]) -> tuple[tuple[Step, int, str, str], ...]:
        """Of player subject `s` asked one resource (`fields`) that changed at several steps,
        each of them dealing damage to the player (a [Multi Strike] attacker's two hits, FOW
        1169.2): each step, the damage, its source and "damage", in order; or each a
        resolution that raised it (`_gains`); none where one step changed it, or the steps
        that changed it are neither all hits nor all gains (a cost paid, then a gain)."""
        if len(fields) != 1:
            return ()
        field, pid = fields[0], s.id
        changed = self.changes(s, lambda v: (v or {}).get(field))
        if len(changed) < 2:
            return ()
        gains = self._gains(s, field, changed)
        if gains:
            return gains
        hits: list[tuple[Step, int, str, str]] = []
        for index, _ in changed:
            step = self.steps.get(index)
            dealt = [n for n in step.nodes if n.kind == "event" and not n.obj and
                     n.player == pid and n.event == EventKind.DAMAGED.value and n.amount > 0] \
                if step is not None else []
            if step is None or len(dealt) != 1 or not dealt[0].source:
                return ()  # (damage from no source said: the step alone says it)
            hits.append((step, dealt[0].amount, self.name(dealt[0].source), "damage"))
        return tuple(hits)

    def _gains(self, s: Subject, field: str, changed: tuple[tuple[int, Any], ...]
               ) -> tuple[tuple[Step, int, str, str], ...]:
        """Of player subject `s`, whose `field` changed at the steps of `changed` (two or
        more): each step, how much it gained and the item whose resolution gained it, where
        every one of them was a resolution that raised it (two [Drain] triggers of one
        [Pierce] attack, FOW 1135.3); else none."""
        start = self.watch.history(s)[0][1]
        was = start.get(field, 0) if isinstance(start, dict) else 0
        gains: list[tuple[Step, int, str, str]] = []
        for index, now in changed:
            step = self.steps.get(index)
            if step is None or step.kind != StepKind.RESOLVE or not step.item or \
                    not isinstance(now, int) or not isinstance(was, int) or now <= was:
                return ()
            gains.append((step, now - was, self.item_name(step.item), "gain"))
            was = now
        return tuple(gains)

    def _untriggered_for(self, pid: str, fields: list[str], values: dict[str, Any],
                         start: dict[str, Any]) -> Finding | None:
        """Asked of a resource of player `pid` that stayed as it was ("Does Alice gain XP?"),
        the ruling's one note naming them that says an ability did not trigger ("Hunt does not
        trigger for Trail Hound (hound): not at bf-b as alice conquers it", RB 383.4.c.2.a): why
        it stayed, whatever else of theirs changed (the point scored). None where the question
        names no resource of theirs, one it names changed, or no note or several say so."""
        clause = asked_clause(self.scenario.question or "")
        asked = [f for f in fields if f in self.game.vocab.resources and re.search(
            rf"\b{re.escape(self.w.resource(f))}\b", clause, re.I)]
        if not asked or any(values.get(f, 0) != start.get(f, 0) for f in asked):
            return None
        notes = [n for n in self.res.findings if n.kind == "note" and UNTRIGGERED_NOTE.search(
            str(n.message)) and readers.names_id(str(n.message), pid)]
        return notes[0] if len(notes) == 1 else None

    def _copy_unwatched(self) -> Finding | None:
        """The ruling's one note that a replacement watching a card does not watch its copy
        (engine/unplayed.py: FOW HP.14), where a card of the file has a replacement whose
        "instead" gives a player something (a gain): why a player's amount stayed as it was.
        None where none, or several."""
        notes = [n for n in self.res.findings if n.kind == "note" and
                 COPY_UNWATCHED.search(str(n.message))]
        gives = any(a.kind == "static" and readers.instructions(a, "gain") and readers.instructions(
            a, "replace") for spec in self.scenario.cards.values() for a in spec.abilities)
        return notes[0] if len(notes) == 1 and gives else None

    def _not_given_back(self, step: Step) -> tuple[bool, str, str] | None:
        """Where `step` paid for an item that then did not resolve (cancelled, its target gone)
        and the game's house policy on refunds applied without giving costs back: whether it
        was cancelled, that policy's rule and the item. None otherwise."""
        refund = self.game.refund
        step = self.paid(step) or step  # the play's cost step ("when alice summons ...")
        if refund is None or step.kind != StepKind.COST or not step.item or \
                refund.policy not in self.res.policies or \
                self.res.policies[refund.policy] == refund.option:
            return None
        gone = next((f for f in self.res.fizzled if f.item == step.item), None)
        if gone is None:
            return None
        return gone.cancelled, refund.rule, step.item

    def _kept_past_the_turn(self, pid: str, fields: list[str], step: Step) -> Finding | None:
        """The note saying what `pid` had of `fields` was kept as a turn that began after
        `step` ended, by a house policy ("unspent gold and element stay into the next turn
        (alice: 1 gold)", VW HP.53), or None: a note citing a rule that names the player and one
        of the resources, where a later step begins a turn."""
        if not any(st.index > step.index and st.kind == StepKind.PHASE and
                   TURN_BEGINS.search(st.summary) for st in self.res.steps):
            return None
        words = [self.w.resource(f) for f in fields]
        notes = [n for n in self.res.findings if n.kind == "note" and n.citations and
                 TURN_KEPT.search(str(n.message)) and
                 re.search(rf"\b{re.escape(pid)}:", str(n.message)) and
                 any(re.search(rf"\b{re.escape(w)}\b", str(n.message), re.I) for w in words)]
        return notes[0] if len(notes) == 1 else None

    def _spared(self, oid: str) -> Step | None:
        """The step where an item that targeted `oid` left the stack without resolving (its
        targets gone, countered), when one did: why what it would have done to `oid` never
        happened. None when none did, or when it was `oid`'s own item."""
        targeted = self._aimed_at(oid)
        fizzles = [f for f in self.res.fizzled if f.item in targeted and f.item != oid]
        if not fizzles:
            return None
        gone = [f.item for f in fizzles]
        # an item another item cancelled left at that one's resolution ("Sample Dispel
        # results: cancels Gun Shot"), which says so (VW REG.12.b): no step of its own
        by = [f.by for f in fizzles if f.cancelled and f.by]
        return next((st for st in self.res.steps if (st.item in gone and st.kind in (
            StepKind.FIZZLE, StepKind.CANCEL)) or (st.item in by and st.kind == StepKind.RESOLVE)),
            None)

    def _aimed_at(self, oid: str) -> set[str]:
        """The items that targeted `oid`: on the stack as the file begins, played or used by its
        actions (an activation's item by the step that made it), or given it by a decision (a
        trigger's, a copy's); and the battles it fought in (an item made by an attack with it, or
        at it: judge's own step words, "alice attacks Sample Fort (fort) with ...")."""
        mark = f"({oid})"
        return {i.id for i in self.scenario.stack if oid in i.targets} | {
            str(a.get("card")) for a in self.scenario.actions
            if oid in a.ids("targets") and isinstance(a.get("card"), str)} | {
            key for key, d in self.scenario.decisions.items()
            if isinstance(given := d.get("targets"), (list, tuple)) and oid in given} | {
            st.item for st in self.res.steps if st.kind == StepKind.ACTIVATE
            and st.item is not None and mark in st.summary.partition(" targeting ")[2]} | {
            n.id for st in self.res.steps if st.kind == StepKind.ACTION and any(
                n.event == "attacked" and (n.obj == oid or mark in st.summary.partition(
                    " with ")[0]) for n in st.nodes) for n in st.nodes
            if n.kind == "item"}

    def _left_alone(self, oid: str, fields: Iterable[str] = ()) -> Step | None:
        """The last step that names `oid` as something it did not do to it ("alice may not
        expel Stone Sentinel, which bob controls, so it stays", "cannot discard Pebble: ...
        forbids it", "its damage instruction does not happen: its target Knight ... is no
        longer legal"), or the resolution of an item aimed at it that says so without naming it
        ("its damage instruction does not happen: its condition (its cost was paid) is not
        met": VW HP.35, HP.46): why an object nothing changed is as it was. A step that changed
        the object (an event on it) is not one."""
        mark = f"({oid})"
        aimed = self._aimed_at(oid)
        # its own ability whose instruction about what is asked of it did not happen ("How many
        # evolution counters does it have?": "its counter instruction does not happen: its
        # condition (this card has no evolution counter) is not met", FOW 1116.2)
        kinds = {OWN_INSTRUCTION.get(f.split(".")[0]) for f in fields} - {None}
        aimed |= {st.item for st in self.res.steps if st.item and st.item.startswith(
            f"{oid}.") and any(f"its {k} instruction does not happen" in st.summary
                               for k in kinds)}
        if any(f.startswith("attached_to") for f in fields):
            # its own ability that did nothing, asked where it is attached ("Where is the Guard
            # Blade after Equip resolves?": its Equip's target was gone, RB 359.3.e.2)
            aimed |= {st.item for st in self.res.steps if st.kind == StepKind.RESOLVE and
                      st.item and st.item.startswith(f"{oid}.") and
                      OWN_NOTHING.search(st.summary)}

        def about(st: Step) -> bool:
            # a step naming it; or the resolution of what was aimed at it, which need not
            # name it ("its move instruction does not happen: its condition ... is not met"),
            # or of a battle it was in ("no battle damage is dealt", VW REG.9.a: a step that
            # names it in a battle is of the damage it dealt, not of what it was dealt)
            return not any(n.kind == "event" and n.obj == oid and n.event not in OWN_RESOLVING
                           for n in st.nodes) and (
                mark in st.summary or st.item in aimed) and (
                NOT_DONE.search(st.summary) is not None
                or AIMED_UNDONE.search(st.summary) is not None or (
                    st.item in aimed and (NO_DAMAGE_DEALT.search(st.summary) is not None or
                                          OWN_NOTHING.search(st.summary) is not None)))
        def replaced(st: Step) -> bool:
            # "instead of Sniper (sniper)'s skill being used, alice draws 1 card": the use of
            # what was aimed at it was replaced (VW OV.1), so nothing of it reached the object
            head = st.summary.partition(",")[0]
            return st.kind == StepKind.REPLACE and head.startswith("instead of ") and any(
                f"({a})" in head for a in aimed | used)
        # the objects whose abilities were activated at it ("Snipe at Trader Male")
        used = {str(a.get("object")) for a in self.scenario.actions
                if a.verb == "activate" and oid in a.ids("targets") and a.get("object")}
        return next((st for st in reversed(self.res.steps) if st.kind in LEFT_ALONE_KINDS
                     and (about(st) or replaced(st))), None) or self._not_readied(
            oid, fields) or self._damage_undone(oid) or self._unaided_step(oid, fields) \
            or self._combat_without_damage(oid, fields) \
            or self._attack_passed_over(oid, fields) \
            or self._battle_left_out(oid, fields) or self._place_skipped(oid) \
            or self._place_left(oid, fields) or self._not_spent(oid, fields) \
            or self._others_moved(oid, fields)

    def _others_moved(self, oid: str, fields: Iterable[str]) -> Step | None:
        """Asked where it is, of an object nothing moved: the last resolution that moved other
        cards of a type it has out of the zone it is in ("Recall results: puts Brute (brute)
        into bob's hand ..." of Alice's Veteran, which Recall's "each Follower your opponent
        controls" did not reach): what it did, and did not do to it, says why it is still
        there. None where it moved, or no such resolution."""
        if any(f.split(".")[0] != "zone" for f in fields) or self.events.get(oid):
            return None
        start = str((self.res.initial.get("objects", {}).get(oid) or {}).get("zone", ""))
        end = self.res.final["objects"].get(oid) or {}
        if not self.res.is_board(start) or str(end.get("zone", "")) != start:
            return None  # (a card in a hand or out of the game: nothing there was reached)
        kinds = set(self.printed_types(str(end.get("card") or "")))
        initial = self.res.initial.get("objects", {})

        def of_kind(other: str, at: int) -> bool:
            # a card of its type that was where it is, and had not moved, until step `at`
            was = initial.get(other) or {}
            return str(was.get("zone", "")) == start and bool(kinds & set(
                self.printed_types(str(was.get("card") or "")))) and not any(
                i < at for i, _ in self.events.get(other, []))
        # (a resolution aimed at chosen targets reached those alone, by choice: "Snuff Out
        # destroys the Wisp" says nothing of why the Lich beside it stayed)
        targeted = {i.id for i in self.scenario.stack if i.targets} | {
            str(a.get("card") or a.get("object")) for a in self.scenario.actions
            if a.ids("targets")}
        return next((st for st in reversed(self.res.steps) if st.kind == StepKind.RESOLVE and
                     str(st.item).split(".")[0] not in targeted and st.item not in targeted and any(
            n.kind == "event" and n.event in ("moved", "left") and n.obj != oid and of_kind(
                n.obj, st.index) for n in st.nodes)), None)

    def _combat_without_damage(self, oid: str, fields: Iterable[str]) -> Step | None:
        """Asked of its damage, of a unit that attacked or defended and took none: the combat
        step after it that says no combat damage was dealt there (judge's own step words: "no
        combat damage at bf-a: only one side still has units there", RB 465.1, its only
        opponent killed in the showdown), where no damage was dealt between. None else."""
        if "damage" not in {f.split(".")[0] for f in fields} or any(
                n.event == "damaged" for _, n in self.events.get(oid, [])):
            return None
        at = next((i for i, n in self.events.get(oid, [])
                   if n.event in ("attacked", "defended")), None)
        if at is None:
            return None
        for st in self.res.steps:
            if st.index <= at or st.kind != StepKind.COMBAT:
                continue
            if any(n.event == "damaged" for n in st.nodes):
                return None  # damage was dealt in the combat, only not to it
            if NO_COMBAT_DAMAGE.search(st.summary):
                return st
        return None

    def _unaided_step(self, oid: str, fields: Iterable[str]) -> Step | None:
        """Asked of its damage: the step of `_side_added_nothing`, where there is one."""
        if "damage" not in {f.split(".")[0] for f in fields}:
            return None
        unaided = self._side_added_nothing(oid)
        return unaided[0] if unaided is not None else None

    def _carried_along(self, oid: str, step: Step) -> Finding | None:
        """Where the step that decided object `oid`'s fact was about another object only (no
        event of it is `oid`'s own but its detaching: the unit it was attached to died), the
        ruling's note that says what that did to `oid` ("Guard Blade (blade) detaches from
        Trainee Squire (squire) and stays in alice's base", RB 719.5); else None."""
        mark = f"({oid})"
        own = [n.event for n in step.nodes if n.kind == "event" and n.obj == oid]
        if mark in step.summary or any(e != "detached" for e in own):
            return None
        return next((n for n in self.res.findings if n.kind == "note" and n.citations and
                     str(n.message).startswith(self.name(oid)) and
                     DETACHED_NOTED.search(str(n.message))), None)

    def alone_rules(self, step: Step, oid: str) -> tuple[str, ...]:
        """The rules of a step that says why object `oid` was left alone (`_left_alone`): the
        step's (`rules`), but where it read what its instruction refers to as it ran (the
        game's REFERENT rule: "each unit there", RB 359.3.f.2), does not name the object and the
        object has left where it began, that rule first: it was not among what it read."""
        unaided = self._side_added_nothing(oid) if step.kind == StepKind.COMBAT else None
        if unaided is not None and unaided[0] is step:
            # the other side added nothing to its damage: why it has none (RB 423.1.b)
            return unaided[1]
        cites = self.rules(step, about=oid)
        referent = self.game.roles.get(Role.REFERENT)
        start = (self.res.initial.get("objects", {}).get(oid) or {}).get("zone")
        if referent is None or referent not in step.citations or f"({oid})" in step.summary \
                or start == (self.res.final["objects"].get(oid) or {}).get("zone"):
            return cites
        return tuple(dict.fromkeys((referent, *cites)))[:MAX_RULES]

    def _place_left(self, oid: str, fields: Iterable[str]) -> Step | None:
        """Asked of its damage, of an object that left the battlefield it stood at as the
        ruling began: the resolution, after it left, of an item aimed at that battlefield that
        does not name it ("deal 2 to each unit there" read as it resolves, RB 359.3.f.2): it was
        no longer there. None where no such item resolved, or the object came back."""
        if "damage" not in {f.split(".")[0] for f in fields}:
            return None
        start = str((self.res.initial.get("objects", {}).get(oid) or {}).get("zone", ""))
        final = str((self.res.final["objects"].get(oid) or {}).get("zone", ""))
        place = start.partition(":")[2] if start.startswith("battlefield:") else ""
        if not place or final == start:
            return None
        aimed = {str(a.get("card")) for a in self.scenario.actions
                 if place in a.ids("targets") and isinstance(a.get("card"), str)}
        left = next((i for i, n in self.events.get(oid, []) if n.event in ("moved", "left")),
                    None)
        mark = f"({oid})"
        return next((st for st in reversed(self.res.steps) if st.kind == StepKind.RESOLVE
                     and st.item in aimed and left is not None and st.index > left
                     and mark not in st.summary), None)

    def _place_skipped(self, oid: str) -> Step | None:
        """The resolution that skipped, as an illegal target, the place object `oid` is at
        (judge's own step words: "(illegal target skipped: Sunken Plaza (bf-a))"): what it would
        have done to each unit there never reached it (RB 359.3.e.12, "deal 2 to each unit
        there" of a battlefield that cannot be chosen any more). None where none did."""
        zone = str((self.res.final["objects"].get(oid) or {}).get("zone", ""))
        place = zone.partition(":")[2]
        if not place:
            return None
        skipped = re.compile(rf"\(illegal target skipped: [^)]*\({re.escape(place)}\)")
        return next((st for st in reversed(self.res.steps) if st.kind == StepKind.RESOLVE
                     and skipped.search(st.summary) and not any(
                         n.obj == oid for n in st.nodes)), None)

    def _trigger_removed(self, oid: str, fields: Iterable[str]) -> Step | None:
        """The step that removed object `oid`'s own triggered ability for want of a legal
        target (the game's rule for one that cannot be played: FOW 603.3), where that ability's
        instructions would have changed a field asked of it ("Does the Herald gain +200
        ATK?"): what it would have done never happened, and that step says why. None where no
        such step."""
        removal = self.game.roles.get(Role.TRIGGER_NO_TARGET)
        kinds = {REMOVED_INSTRUCTION[base] for f in fields
                 if (base := f.split(".")[0]) in REMOVED_INSTRUCTION}
        obj = next((o for o in self.scenario.objects if o.id == oid), None)
        card = self.scenario.cards.get(obj.card) if obj is not None else None
        if removal is None or not kinds or card is None:
            return None
        does = {slug(a.name) for a in card.abilities if a.kind == "triggered" and any(
            readers.instructions(a, k) for k in kinds)}
        return next((st for st in reversed(self.res.steps) if st.kind == StepKind.TRIGGER
                     and removal in st.citations and NO_TARGET_REMOVED.search(st.summary)
                     and any(
                         n.kind == "item" and n.id.partition(".")[0] == oid and
                         n.id.partition(".")[2] in does for n in st.nodes)), None)

    def _trigger_unpaid(self, oid: str, fields: Iterable[str]) -> Step | None:
        """The step where a triggered ability that could only have been aimed at object `oid`
        was not put on the stack, its cost not paid (FOW 906.6: "Is Bob's Squire dealt
        damage?" of the one resonator of Bob's a Herald's "[Enter] >>> pay one fire will: deal
        300 damage to target resonator your opponent controls" could target, with no will to
        pay): what it would have done never happened, and that step says why. Only where its
        instructions would have changed a field asked of `oid`, and `oid` is the one object on
        the board its target could have been. None where no such step."""
        kinds = {REMOVED_INSTRUCTION[base] for f in fields
                 if (base := f.split(".")[0]) in REMOVED_INSTRUCTION}
        if not kinds:
            return None
        for st in reversed(self.res.steps):
            if st.kind != StepKind.TRIGGER or not readers.COST_LEFT_UNPAID.search(st.summary):
                continue
            m = UNPAID_TRIGGER.search(st.summary)
            # (its source may have come from the stack: its card by the ruling's name of it)
            card = self.scenario.cards.get(self.res.card_name(m["source"])) if m else None
            ability = next((a for a in card.abilities if a.kind == "triggered" and m and
                            a.name == m["ability"]), None) if card is not None else None
            if ability is None or len(ability.targets) != 1 or not any(
                    readers.instructions(ability, k) for k in kinds):
                continue
            could = [o for o, _ in self._aimable(ability.targets[0], str(st.actor))]
            if could == [oid]:
                return st
        return None

    def _aimable(self, wanted: Filter, player: str) -> list[tuple[str, dict[str, Any]]]:
        """The objects on the board as the ruling ends that a target filter of `player`'s names
        by its card type and controller alone (a filter saying more names none: it is not read
        here)."""
        if wanted.player or wanted.item or wanted.traits or wanted.keywords or wanted.extra \
                or wanted.owner or wanted.exhausted is not None or wanted.damaged is not None \
                or wanted.zone is not None:
            return []
        out = []
        for oid, o in self.res.final.get("objects", {}).items():
            card = self.scenario.cards.get(str(o.get("card")))
            if card is None or not self.res.is_board(o.get("zone")) or (
                    wanted.types and not card.is_type(*wanted.types)):
                continue
            mine = o.get("controller") == player
            if (wanted.controller == "you" and not mine) or (
                    wanted.controller == "opponent" and mine):
                continue
            out.append((oid, o))
        return out

    def _struck_first(self, oid: str, fields: Iterable[str]) -> tuple[str, Step] | None:
        """Of an object dealt no damage, asked of its damage: the keyword's rule that made a
        battle damage step in which it damaged another come first (FOW 1105.2 [First Strike],
        cited by the step that opened it; FOW 1169.2), and the step that then destroyed that
        other before a later battle step: why the other never dealt it its damage. None where
        none such."""
        if "damage" not in {f.split(".")[0] for f in fields} or any(
                n.event == "damaged" for _, n in self.events.get(oid, [])):
            return None
        steps = self.res.steps
        for strike in steps:
            if strike.kind != StepKind.COMBAT:
                continue
            opened = next((st for st in reversed(steps[:strike.index - 1])
                           if st.kind == StepKind.PHASE), None)
            first = (self.deciding_keyword(opened) if opened is not None else None) or \
                self.deciding_keyword(strike, oid)
            if first is None:
                continue
            for hit in (n.obj for n in strike.nodes if n.event == "damaged" and n.source == oid):
                gone = next((st for st in steps if st.index > strike.index and any(
                    n.event == "destroyed" and n.obj == hit for n in st.nodes)), None)
                if gone is not None and any(
                        st.index > gone.index and st.kind == StepKind.COMBAT and (
                            NO_DAMAGE_DEALT.search(st.summary) or any(
                                n.event == "damaged" for n in st.nodes)) for st in steps):
                    return first, gone
        return None

    def _side_added_nothing(self, oid: str) -> tuple[Step, tuple[str, ...]] | None:
        """Of a unit in a combat that took no damage because every unit on the other side added
        nothing to that side's damage (stunned, RB 423.1.b): the step that totals the sides'
        damage and says so (judge's own step words, `readers.ADDS_NOTHING`), with the game's
        rule of a unit adding nothing, then its rule that the other side's damage is its units'
        total (RB 465.2.b, of the Defender's): not the damage step (RB 465.2.d), which dealt
        only the unit's own damage, nor the Might a keyword added to its own side. None where
        it was dealt damage, or one unit of the other side added to it."""
        rule = self.game.cite_optional(Role.ADDS_NO_MIGHT)
        if not rule or any(n.event == "damaged" for _, n in self.events.get(oid, [])):
            return None
        other = {"attacked": "defended", "defended": "attacked"}
        joined = next(((i, n) for i, n in self.events.get(oid, []) if n.event in other), None)
        if joined is None:
            return None
        at, node = joined
        # the other side's units, designated at the same step (not the battlefield, whose own
        # event says the player attacks or defends there)
        units = [n.obj for n in self.steps[at].nodes if n.kind == "event" and
                 n.event == other[node.event] and n.player != node.player and
                 (self.res.initial.get("objects", {}).get(n.obj) or {}).get("zone") !=
                 f"battlefield:{n.obj}"]
        names = [self.name(u) for u in units]
        totals = next((st for st in self.res.steps if st.index > at and
                       st.kind == StepKind.COMBAT and rule[0] in st.citations and all(
                           name in st.summary and readers.ADDS_NOTHING.search(
                               st.summary.split(name, 1)[1]) for name in names)), None) \
            if names else None
        if totals is None:
            return None
        total = self.game.cite_optional(
            Role.DEFENDERS_TOTAL if node.event == "attacked" else Role.ATTACKERS_TOTAL)
        return totals, (*rule, *total)[:MAX_RULES]

    def _battle_left_out(self, oid: str, fields: Iterable[str]) -> Step | None:
        """Of an attacker or a card attacked that took no damage in its battle, asked whether it
        did: the attack's step, whose distribution of the battle damage gives it none (judge's
        own step words, "the battle damage (2 from Sample Militia (militia) to Watchtower
        (tower)) goes on top ...": VW HP.9, a Territory does not strike back, a Follower strikes
        back at the first attacker only). None where its damage changed or no such step."""
        if "damage" not in {f.split(".")[0] for f in fields} or any(
                n.event == "damaged" for _, n in self.events.get(oid, [])):
            return None
        mark = f"({oid})"
        # the battle damage's own step, where it says why none came back (VW HP.9: "Sample
        # Militia (militia) is dealt nothing back: Sample Fort (fort) is a Territory, ...")
        back = next((st for st in self.res.steps if st.kind == StepKind.RESOLVE
                     and f"{mark} {NOTHING_BACK}" in st.summary), None)
        if back is not None:
            return back
        dealt_to = re.compile(rf"\bto [^;]*?{re.escape(mark)}")
        return next((st for st in self.res.steps if st.kind in (StepKind.ACTION, StepKind.COMBAT)
                     and any(n.event == "attacked" for n in st.nodes) and mark in st.summary
                     and (parts := BATTLE_SHARES.search(st.summary)) is not None
                     and not any(dealt_to.search(share) for share in parts[1].split(", "))),
                    None)

    def _attack_passed_over(self, oid: str, fields: Iterable[str]) -> Step | None:
        """Of an object attacked whose battle dealt its damage to others (a blocker: FOW
        806.2a; [Pierce] assigned all to the blocker, FOW 1103.2b), asked of what that damage
        would have changed (its damage, its counters: a warden's willpower, FOW 806.2c): the
        battle's damage step, which says where the damage went."""
        if not {"damage", "counters"} & {f.split(".")[0] for f in fields}:
            return None
        mark = f"({oid})"
        # judge's own step words: "alice attacks Keeper of the Ashen Gate (keeper) with ..."
        attacks = [i for i, st in self.steps.items() if st.kind == StepKind.COMBAT and any(
            n.event == "attacked" for n in st.nodes) and mark in st.summary.partition(" with ")[0]]
        if not attacks:
            return None
        damage = [st for st in self.res.steps if st.index > attacks[-1] and
                  st.kind == StepKind.COMBAT and any(n.event == "damaged" for n in st.nodes)]
        if not damage or any(n.event == "damaged" and n.obj == oid for n in damage[0].nodes):
            return None
        return damage[0]

    def _damage_undone(self, oid: str) -> Step | None:
        """Asked whether `oid` takes damage (the question names it and damage), the one
        resolution whose damage instruction did not happen, where there is just one ("[Enter]
        if awakened, 400 damage to a resonator" played without awakening: FOW 1110.3), though
        it names no object it would have damaged."""
        question = asked_clause(QUOTED.sub("", self.scenario.question or ""))
        if not DAMAGE_ASKED.search(question):
            return None
        undone = [st for st in self.res.steps if st.kind == StepKind.RESOLVE and
                  DAMAGE_UNDONE.search(f"{st.summary} {st.detail or ''}")]
        if len(undone) != 1:
            return None
        # the question names the object ("Does the Warden take damage?") or the item whose
        # damage did not happen ("Does the Blow hit Bob's other unit instead?": its target
        # became illegal and no other is chosen, RB 359.3.e.2)
        item = undone[0].item
        named = _mentions(question, oid, self.res.card_name(oid)) or (
            item is not None and _mentions(question, item, self.res.card_name(item)))
        return undone[0] if named else None

    def _not_readied(self, oid: str, fields: Iterable[str]) -> Step | None:
        """Of an object exhausted (rested) at the start and at the end, asked whether it is
        ready: the step that skipped its controller's phase (RB 443.2, FOW 1031.1, VW OV.1: the
        phase that readies is replaced), where one did; none else."""
        if "exhausted" not in fields:
            return None
        final = self.res.final["objects"].get(oid) or {}
        who = final.get("controller") or final.get("owner")
        # exhausted at the end, and no event of the ruling exhausted or readied it: so at the
        # start too (the JSON ruling carries no starting board to read it from)
        if not final.get("exhausted") or not who or any(
                n.event in ("readied", "exhausted") for _, n in self.events.get(oid, [])):
            return None
        return next((st for st in self.res.steps if st.kind == StepKind.REPLACE and
                     SKIPPED.search(st.summary) and re.match(
                         rf"^(?:instead of )?{re.escape(str(who))}'s ", st.summary)), None)

    def _not_spent(self, oid: str, fields: Iterable[str]) -> Step | None:
        """Of an object ready at the start and at the end whose card pays by exhausting itself
        (a resource ability with an `{exhaust: self}` cost: a rune's Energy), asked whether it is
        exhausted: the one step where its controller left a triggered ability's cost unpaid
        (RB 404.2: nothing was paid, so nothing was spent on it); none else."""
        if "exhausted" not in fields:
            return None
        final = self.res.final["objects"].get(oid) or {}
        spec = self.scenario.cards.get(str(final.get("card")))
        who = final.get("controller") or final.get("owner")
        if final.get("exhausted") or not who or spec is None or not any(
                a.kind == "resource" and a.cost is not None and a.cost.exhaust_self
                for a in spec.abilities) or any(
                n.event in ("readied", "exhausted") for _, n in self.events.get(oid, [])):
            return None
        return readers.trigger_cost_declined(str(who), self)

    def _player_left_alone(self, pid: str) -> Step | None:
        """The last step that says something did not happen for player `pid` ("no conquer:
        alice has already scored bf-a this turn", "instead of alice scoring a point, alice
        draws 1 card", "bob cannot pay 2 gold ..., so they pay nothing"): why what she has is
        what she had. A step by the rules' frame (a play, a pass) is not one."""
        named = re.compile(rf"\b{re.escape(pid)}\b")
        own = tuple(x for d in self.game.vocab.game_events.values() for x in d.not_done)
        # (a check saying it of nobody says it of every player: "no single player has units at
        # bf-b: control does not change and nobody conquers", RB 348.2.a)
        return self._last_saying(
            PLAYER_LEFT_ALONE_KINDS | {StepKind.STATE_CHECK}, readers.not_done_said(own),
            lambda st: named.search(st.summary) is not None if st.kind != StepKind.STATE_CHECK
            else NOBODY.search(st.summary) is not None)

    def _loss_spared(self, pid: str) -> Step | None:
        """The last step that names player `pid` and says, in judge's own step words, that
        what happened to them is no loss ("alice's deck is empty: no card is drawn, and outside
        their draw phase that is not a loss", FOW 1202.2)."""
        named = re.compile(rf"\b{re.escape(pid)}\b")
        return self._last_saying(LOSS_SPARING_KINDS, NO_LOSS,
                                 lambda st: named.search(st.summary) is not None)

    def _spared_player(self, pid: str) -> Step | None:
        """Why a life or point total the question asks of stayed as it was, where a step says
        so: the replacement that prevented damage to player `pid`; an item's instruction for
        them that did not happen ("its gain instruction does not happen: its condition ... is
        not met"); or, asked of damage or life after a battle, the battle's damage step (it
        says where the damage went: FOW 1103.2, [Pierce] on an unblocked attack) or the step
        that ended the battle before any damage (FOW 805.1: no attacker left)."""
        for index, node in self.events.get(pid, []):
            if node.event == "prevented":  # told by the replacement's own step, or before it
                step = self.steps[index]
                return step if step.kind == StepKind.REPLACE else self._replaced_by(pid, index)
        named = re.compile(rf"\b{re.escape(pid)}\b")
        # (a step that need not name them: "its damage instruction does not happen: its
        # condition ... is not met" of "deal 300 damage to your opponent", Step.spared)
        undone = next((st for st in reversed(self.res.steps) if st.kind == StepKind.RESOLVE
                       and st.detail is not None and PLAYER_INSTRUCTION_UNDONE.search(st.detail)
                       and (pid in st.spared or named.search(st.summary))), None)
        # an amount read as 0 ("deals 0 damage to bob (read now: the ATK of its target: none,
        # as the target is no longer legal)", FOW 903.3a): judge's own step words
        nothing = re.compile(rf"\bdeals 0 damage to {re.escape(pid)}\b")
        undone = undone or next((st for st in reversed(self.res.steps)
                                 if st.kind == StepKind.RESOLVE and nothing.search(st.summary)),
                                None)
        # a resolution that says what it would have done to them did not happen without an
        # instruction's words (Vision with an empty deck: no Burn Out, RB 436.4.a), and names
        # them among those it spared
        undone = undone or next((st for st in reversed(self.res.steps)
                                 if st.kind == StepKind.RESOLVE and pid in st.spared), None)
        if undone is not None:
            return undone
        cancelled = self._gain_cancelled(pid)
        if cancelled is not None or not self._asked_of_life(pid):
            return cancelled
        return self._battle_left_alone()

    def _came_back(self, oid: str) -> Step | None:
        """The last step at which object `oid` entered the board again after leaving it (a
        flicker: removed and returned), where it did; None otherwise."""
        seen = self.events.get(oid, [])
        left = [i for i, n in seen if n.event == "left"]
        back = [i for i, n in seen if n.event == "entered" and left and i >= left[0]]
        return self.steps.get(back[-1]) if back else None

    def _gain_cancelled(self, pid: str) -> Step | None:
        """The step that cancelled the one item of player `pid`'s ability whose instructions
        would have made them gain something ("Does Alice gain life?" after her Toll, "you gain
        300 life", was cancelled: FOW 1012.1), or their card whose ability would have as it
        entered (the Herald's [Enter]), where one was; None otherwise."""
        objects = self.res.final["objects"]
        found = []
        for fz in self.res.fizzled:
            source, dot, name = fz.item.partition(".")
            entry = objects.get(source) if fz.cancelled and fz.by else None
            card = self.scenario.cards.get(str(entry.get("card"))) if entry else None
            if entry is None or card is None or entry.get("controller") != pid:
                continue
            # its own ability's item, or, a card cancelled, what would have triggered as it
            # entered (FOW 702.3e: a cancelled resonator never enters)
            abilities = [a for a in card.abilities if slug(a.name) == slug(name)] if dot else [
                a for a in card.abilities if a.kind == "triggered" and a.when is not None
                and a.when.event == EventKind.ENTERED.value and a.when.object == "self"]
            if any(getattr(r, "player", None) == "controller"
                   for a in abilities for r in readers.instructions(a, "gain")):
                found.append(fz.by)
        if len(found) != 1:
            return None
        return next((st for st in self.res.steps if st.kind == StepKind.RESOLVE and
                     st.item == found[0]), None)

    def _resource_undone(self, pid: str, fields: list[str]) -> Step | None:
        """Asked of a resource of player `pid` that stayed as it was, the step where a resource
        ability of theirs left the chain without resolving (a step by them citing the game's
        rule of resource abilities: RB 429.2, an Add ability replaced and read as countered),
        where one did: what it would have added never came. None else."""
        rule = self.game.roles.get(Role.RESOURCE)
        if rule is None or not set(fields) & set(self.game.vocab.resources):
            return None
        return next((st for st in reversed(self.res.steps) if st.kind in (
            StepKind.FIZZLE, StepKind.CANCEL) and st.actor == pid and rule in st.citations),
            None)

    def why_rules(self, step: Step) -> tuple[str, ...]:
        """The rules of a step that says why something did not happen: `rules`, but where it
        says a target was no longer legal and `rules` left the rule that checks targets again
        out for the rules of what did happen, that rule leads (FOW 903.3a: nothing reads an
        illegal target's ATK). Where `rules` has it, or a rule that made the target illegal
        ([Barrier], FOW 1120.4), their order stands."""
        recheck = self.game.roles.get(Role.TARGET_RECHECK)
        cites = self.rules(step)
        if recheck is None or recheck in cites or recheck not in step.citations or \
                not TARGET_NO_LONGER_LEGAL.search(step.summary):
            return cites
        return (recheck, *cites)[:2]

    def life_kept(self, pid: str) -> Step | None:
        """Why player `pid`'s life stayed as it was, asked how much it changed: a replacement
        or an instruction that spared them, or the battle they were attacked in that dealt
        them nothing (its damage step, or the step that ended it without any)."""
        spared = self._kept_from(pid) or self._player_left_alone(pid) or self._spared_player(pid)
        if spared is not None:
            return spared
        named = re.compile(rf"\b{re.escape(pid)}\b")
        attacked = any(st.kind == StepKind.COMBAT and named.search(st.summary) and any(
            n.event == "attacked" for n in st.nodes) for st in self.res.steps)
        if attacked or not self._attacks():
            # attacked before the file's moment (a battle under way at its start): its end
            return self._battle_left_alone()
        return None

    def _how_much_asked(self, pid: str, values: dict[str, Any]) -> list[str]:
        """The keys of player `pid` a "how much/many" part naming them asks by their words
        ("How much life does Alice have?", "How many points has Bob?"); none else."""
        # (the parts read together: "How many points and how much Energy does Alice have?"
        # is read as two parts, the first naming no one)
        own = " ".join(_own_words(p) for p in questions(self.scenario.question or ""))
        if re.search(rf"\b{re.escape(pid)}\b", own, re.I) is None:
            return []
        out: list[str] = []
        for m in HOW_MUCH_OF.compiled.finditer(own):
            out += [k for k in values if k != "lost" and k not in out and re.search(
                rf"\b{re.escape(self.w.resource(k))}\b", m["what"], re.I)]
        if out and self.w.pool and re.search(
                rf"\bhow\s+(?:much|many)\b[^?]*\b{re.escape(self.w.pool)}\b", own, re.I):
            # "How much life and will does Alice have?": the will in her pool too (FOW 907.4)
            out += [k for k, v in values.items() if v and k not in NOT_PAID_WITH and
                    k not in out]
        return out

    def _asked_of_life(self, pid: str) -> bool:
        """Whether the question asks of player `pid`'s life or the damage they take ("Does Bob
        take damage?", "How much life does Bob lose?"), not whose card took it ("Who takes
        the damage?"). Not "how much" (the difference is the answer: readers.how_much_changed)."""
        clause = asked_clause(self.scenario.question or "")
        if re.search(r"\bhow (?:much|many)\b", clause, re.I):
            return False
        return re.search(rf"\b{re.escape(pid)}\b", clause, re.I) is not None and \
            DAMAGE_OR_LIFE.search(clause) is not None

    def _battle_left_alone(self) -> Step | None:
        """The step of the last battle that dealt its damage, or that said none was dealt or
        that the battle went to its end without any (judge's own step words)."""
        attacks = self._attacks()
        battle = [st for st in self.res.steps if st.index > (attacks[-1] if attacks else 0)
                  and st.kind == StepKind.COMBAT]
        if not attacks:  # a battle under way at the file's start: only one that dealt none
            return next((st for st in battle if BATTLE_WITHOUT_DAMAGE.search(st.summary)), None)
        return next((st for st in reversed(battle) if any(
            n.event == "damaged" for n in st.nodes)), None) or next(
            (st for st in battle if BATTLE_WITHOUT_DAMAGE.search(st.summary)), None)

    def _attacks(self) -> list[int]:
        """The steps that declared an attack."""
        return [i for i, st in self.steps.items() if st.kind == StepKind.COMBAT and any(
            n.event == "attacked" for n in st.nodes)]

    def _last_saying(self, kinds: frozenset[StepKind], pattern: LazyRe | re.Pattern[str],
                     about: Callable[[Step], bool]) -> Step | None:
        """The last step of `kinds` that is `about` its subject and says, in judge's own step
        words (`pattern`), that something did not happen."""
        return next((st for st in reversed(self.res.steps) if st.kind in kinds and about(st)
                     and pattern.search(st.summary)), None)

    def _kept_from(self, pid: str) -> Step | None:
        """The replacement that prevented all the damage an item of player `pid` would have
        dealt, where nothing of theirs changed: what the damage would have given them (FOW
        1135 [Drain]: life as much as it dealt) was decided there (FOW 910.1)."""
        objects = self.res.final["objects"]
        for index, node in (e for es in self.events.values() for e in es):
            source = objects.get(node.source or "") or {}
            if node.event == "prevented" and source.get("controller") == pid:
                return self._replaced_by(node.obj, index)
        return None

    def paying(self, step: Step | None) -> Step | None:
        """What decided what a play or activation cost: its cost step (`paid`), with what its
        plan made of the cost, cited on its play step: a change of the cost (COST_ROLES: RB
        356.4, a reduction), a keyword's rule (RB 812.1.c [Legion]) or a house policy."""
        cost = self.paid(step)
        if step is None or cost is None or cost is step:
            return cost
        roles = self.game.roles
        changes = {roles.get(r) for r in COST_ROLES} - self.frame
        made = tuple(c for c in step.citations if c in changes or c in self.policies
                     or self.game.data.is_keyword_rule(c))
        return replace(cost, citations=tuple(dict.fromkeys((*cost.citations, *made))))

    def paid(self, step: Step | None) -> Step | None:
        """A play or activation whose cost changed a player's resources: its cost step, which
        cites the rule on paying (VW REG.13.b), not the rules on playing."""
        if step is None or step.kind not in (StepKind.PLAY, StepKind.ACTIVATE):
            return step
        cost = self.steps.get(step.index + 1)
        while cost is not None and cost.kind == StepKind.CHOICE:  # choices come before paying
            cost = self.steps.get(cost.index + 1)
        return cost if cost is not None and cost.kind == StepKind.COST and \
            cost.item == step.item else step

    def _item(self, s: Subject) -> Fact:
        res, w = self.res, self.w
        label = self.name(s.id)
        for f in res.fizzled:
            if f.item == s.id:
                step = next((st for st in res.steps if st.item == s.id and st.kind in (
                    StepKind.FIZZLE, StepKind.CANCEL)), None)
                canceller = next((c for c in self.causes.get(s.id, [])
                                  if self.relation.get((c, s.id)) == "cancels"), None)
                if f.cancelled and canceller is not None:
                    cstep = self.steps.get(self.node_step.get(canceller, 0)) or step
                    when = next((st.index for st in res.steps if st.item == canceller
                                 and st.kind == StepKind.RESOLVE), None)
                    text = Msg("{item} is cancelled by {by} at step {step}", item=label,
                               by=self.name(canceller), step=when) if when else Msg(
                        "{item} is cancelled by {by}", item=label, by=self.name(canceller))
                    return Fact(s, "cancelled", text, when or (cstep.index if cstep else None),
                                f.citations)
                why = said_of(f.text)
                resolve = word(w.resolve[0])
                text = Msg("{item} does not {resolve} at step {step}: {why}", item=label,
                           resolve=resolve, step=step.index, why=why) if step else Msg(
                    "{item} does not {resolve}: {why}", item=label, resolve=resolve, why=why)
                # its resolution replaced: it neither resolved nor was cancelled (FOW HP.13)
                outcome = "replaced" if f.reason is Reason.REPLACED else "fizzled"
                return Fact(s, outcome, text, step.index if step else None, f.citations)
        if s.id in res.resolved:
            step = next((st for st in res.steps if st.item == s.id and st.kind in (
                StepKind.RESOLVE, StepKind.RESOURCE)), None)
            over = game_over(res)
            if step is None and over is not None:
                # resolved with no step of its own: the game ended as it resolved (RB 196, the
                # stack's resolve_item), at the game-over step, which names it (Core.step):
                # what the step says beside that is what ended the game
                inner = over.said.args.get("what") if over.item == s.id and \
                    isinstance(over.said, Msg) else None
                ended = inner if isinstance(inner, (Msg, English)) else said(over)
                return Fact(s, "resolved", Msg(
                    "{item} {resolves} until the game is over at step {step} ({what}): nothing "
                    "more happens", item=label, resolves=word(w.resolves), step=over.index,
                    what=ended), over.index, over.citations[:2])
            if step is None:
                return Fact(s, "resolved", Msg("{item} {resolves}", item=label,
                                               resolves=word(w.resolves)), None, ())
            order = self.game.roles.get(Role.STACK_ORDER)
            # what it did decided it ([Explode] destroys both; FOW 1007.4, no damage to a card
            # without DEF); that it resolved as the newest item only where nothing else did,
            # and only beside another item of its stack (alone in its register, top down
            # decides nothing: VW REG.4.b)
            alone = order is not None and self.game.order_rule_only_orders and \
                not self.stack_order_decides(s.id)
            cites = self.rules(step, keep=(order,) if order and not alone else ())
            if order and cites == (order,) and s.id in self.joined:  # when: how it joined
                # a new register's item: how it joined decides when it resolved (VW REG.6.b),
                # the order within its register (REG.4.b) only beside another of it
                joined = self.joined[s.id]
                cites = (joined[0], order) if self.stack_order_decides(s.id) else joined[:2]
            chose = self.untargeted_mode_chosen(s.id)
            if chose is not None and order is not None and self.stack_order_decides(s.id):
                # "Does Field Orders still result?" after Bob answered: its Option-2, chosen
                # as it was registered (VW REG.14.b), aims at nothing an answer could make
                # illegal (VW REG.8), so that choice decided it, and the order it resulted in
                cites = (chose, order)
            gone = self.game.roles.get(Role.COPY_GONE)
            if gone in step.citations:  # its copy not made: what it copied had left (FOW 1017.4)
                cites = (gone, *(c for c in step.citations if c not in (gone, order)))[:2]
            # The resolve step's message names what its effects did (`what`); else its text.
            what: object = step.said.args["what"] if step.said is not None and \
                "what" in step.said.args else English(step.detail) if step.detail else said(step)
            return Fact(s, "resolved", Msg("{item} {resolves} at step {step}: {what}",
                                           item=label, resolves=word(w.resolves),
                                           step=step.index, what=what), step.index, cites)
        over = game_over(res)
        if s.id in res.final["stack"] and over is not None:
            # FOW 103.2 / RB: a player lost (or the game is a draw): nothing more resolves.
            return Fact(s, "waiting", Msg(
                "{item} never {resolves}: the game is over at step {step} ({what}) and nothing "
                "more {resolves}", item=label, resolves=word(w.resolves), step=over.index,
                what=said(over)), over.index, over.citations[:2])
        opened = self.opened_with.get(s.id) if s.id in res.final["stack"] else None
        if opened is not None:
            # A trigger that waits in a new register (VW REG.6.b): the step that opened it with
            # this item, and the rule that made it wait for it, say why it has not resulted
            # ("Does Alarm result before Bolt?": No; it named no step and cited VW REG.1.c)
            return Fact(s, "waiting", Msg(
                "{waiting}: a new {stack} opened with it at step {step}",
                waiting=readers.still_waiting(label, w), stack=word(w.stack),
                step=opened.index), opened.index,
                tuple(c for c in opened.citations if c in self.joined[s.id])[:2])
        unpassed = self._unpassed() if res.final["stack"][-1:] == [s.id] else None
        if unpassed is not None:
            # The newest item, after passes: why it waits (not every player has passed in
            # succession since ..., FOW 605.1a-c, VW REG.4.a, VW HP.12), as the stack's fact
            # says it; "Does Gun Shot result?" lost it once the item itself led
            why, cites = unpassed
            return Fact(s, "waiting", Msg("{fact}: {why}", fact=readers.still_waiting(
                label, w), why=why), None, cites or self.game.cite_optional(Role.ITEM_WAITS))
        if s.id in res.final["stack"]:
            # Nothing of it has happened yet (VW REG.1.c): the rule that decides what waiting
            # means, where the game has one; no step decided it.
            return Fact(s, "waiting", readers.still_waiting(label, w), None,
                        self.game.cite_optional(Role.ITEM_WAITS))
        seen = next((st for st in res.steps if st.item == s.id), None)
        if seen is not None:
            return Fact(s, "removed", Msg("{item} leaves the {stack} at step {step}: {what}",
                                          item=label, stack=word(w.stack), step=seen.index,
                                          what=said(seen)), seen.index, seen.citations[:2])
        return Fact(s, "none", Msg("{item} never goes {where}", item=label,
                                   where=w.onto_stack_said()), None, ())

    def _action(self, s: Subject) -> Fact:
        res = self.res
        index = int(s.id)
        told: object = self.res.actions_said[index] if index < len(self.res.actions_said) \
            else English(self.actions[index]) if index < len(self.actions) else None
        label = Msg("Action {n} ({action})", n=index + 1, action=told) if told is not None \
            else Msg("Action {n}", n=index + 1)
        for r in res.rejected:
            if r.action == index:
                step = next((st for st in res.steps if st.kind == StepKind.REJECT
                             and st.action == index), None)
                text = Msg("{action} is rejected at step {step}: {why}", action=label,
                           step=step.index, why=said_of(r.text)) if step else Msg(
                    "{action} is rejected: {why}", action=label, why=said_of(r.text))
                return Fact(s, "rejected", text, step.index if step else None,
                            self.refused(r.citations, step))
        taken = [st for st in res.steps if st.action == index]
        if not taken:
            return Fact(s, "not taken", Msg("{action} is never taken: the ruling ends before "
                                            "it", action=label), None, ())
        own: tuple[StepKind, ...] = (StepKind.PLAY, StepKind.ACTIVATE, StepKind.ACTION,
                                     StepKind.RESOURCE, StepKind.COMBAT, StepKind.TRIGGER)
        if self.scenario.actions[index].verb == "pass":
            own = (StepKind.PASS,)
        first = next((st for st in taken if st.kind in own), taken[0])
        if first.kind == StepKind.COMBAT:
            # "bob may now block ... or not" asks; the declaration after it is the action
            first = [st for st in taken if st.kind == StepKind.COMBAT][-1]
        # A cost paid before the action's own step (a will ability's [Rest]) that a keyword
        # let it pay (FOW 1108.2 [Swiftness]: rested the turn it entered) decided that it is
        # allowed: the action is said by that payment, under the keyword's rule.
        first = next((st for st in taken if st.kind == StepKind.COST and st.index < first.index
                      and any(self.game.data.is_keyword_rule(c) for c in st.citations)), first)
        fed = self.fed_by(first)
        cites = (*fed.citations[:1], *self.rules(first)[:1]) if fed else self.rules(first)
        checked = self.requirement_fed(first, fed) if fed else None
        if fed is not None and checked is not None:
            # what the resource gave at once is what the card's requirement asks (honor, VW
            # REG.10.b), checked as it is summoned (VW REG.13.a): that rule, not the answer's
            cites = (*fed.citations[:1], checked)
        elif fed is None and (met := self.requirement_met_by_policy(first)) is not None:
            # a requirement met as the card is summoned (VW REG.13.a) under the house policy
            # that reading it decided (VW HP.10 `threshold`: the 2 honor a first Oath of Light
            # asked are still there for the second): those, not that it may answer (VW
            # REG.15.a), say why it is allowed
            cites = met
        text = Msg("{action} is allowed at step {step}: {what}", action=label, step=first.index,
                   what=said(first))
        answered = self._answered_as_no_resource_ability(first)
        if answered is not None and readers.ANSWERS_ITEM.search(
                asked_clause(self.scenario.question or "")):
            # "Can Bob answer it with Quick Spark?" of a will-producing ability that targets:
            # there is something to answer as it is no will ability and uses the chase (FOW
            # 907.1a), before the rule that lets the Spark be played then (1112.2)
            cites = (answered, *(c for c in cites if c != answered))[:MAX_RULES]
        yours = self.game.roles.get(Role.YOU_IS_CONTROLLER)
        if yours is not None and first.kind in (StepKind.PLAY, StepKind.ACTIVATE) and \
                yours in first.citations:
            # "Can she target it?" of a Shade ("cannot be targeted by your opponents") she took:
            # its "your" is its controller's (FOW 105.3, cited as the targeting passed it by:
            # Table.cite_taken_out_of_reach), which decided it, not the play's own rule
            cites = (yours, *(c for c in cites if c != yours))[:MAX_RULES]
        permit = next((c for c in self.game.timing_permission_rules if c in first.citations
                       and c not in cites), None)
        if permit is not None:
            # "May Alice play Ember Vow?" at main timing: the rule that allows it there (FOW
            # 717.1) decided it, before how it is paid (717.2b)
            cites = (permit, *cites)[:MAX_RULES]
        ended = self._restriction_ended(index, first)
        if ended is not None:
            # "May the Militia attack on Alice's next turn?" after Bob's "cannot attack this
            # turn": it may, as that restriction ended with his turn (VW OV.2.b, HP.15)
            return Fact(s, "allowed", Msg("{fact}; {why}", fact=text, why=Msg(
                "at step {step}, {what}", step=ended.index, what=said(ended))), first.index,
                        self.rules(ended))
        enabled = self._enabled_by(index, first)
        if enabled and not set(enabled) & set(cites):
            # "Can the Adept move there?": Yes by Ganking (RB 810.1.b), which its Level gave
            # it (RB 824.1.c); "Can the Boar move this turn?": Yes, as it entered ready by
            # paying Accelerate (RB 805.6), which the move's cost (exhausting it) needed
            cites = (*cites[:1], *enabled, *cites[1:])[:MAX_RULES]
        return Fact(s, "allowed", text, first.index, cites)

    def _answered_as_no_resource_ability(self, first: Step) -> str | None:
        """The game's rule that an ability gaining its resource is no resource ability and so
        uses the stack (`ResourceKinds.not_one_rules`: FOW 907.1a), where the step that put
        the last item on the stack before play `first` cites it (the item `first` answers, still
        there); else None."""
        kinds = self.game.resource_kinds
        if kinds is None or not kinds.not_one_rules or \
                first.kind not in (StepKind.PLAY, StepKind.ACTIVATE):
            return None
        put = [st for st in self.res.steps if st.index < first.index and st.item and
               st.kind in (StepKind.PLAY, StepKind.ACTIVATE, StepKind.TRIGGER)]
        if not put or any(st.item == put[-1].item and st.kind == StepKind.RESOLVE and
                          st.index < first.index for st in self.res.steps):
            return None
        return next((c for c in kinds.not_one_rules if c in put[-1].citations), None)

    def _enabled_by(self, index: int, first: Step) -> tuple[str, ...]:
        """The keyword rule that let action `index` (allowed at step `first`) be taken where its
        unit's printed card could not: a keyword the step cites that the card does not print,
        given by an ability of its own whose note cites the rule that turned it on (RB 824.1.c:
        Level 3 gave the Adept Ganking); or a cost exhausting a unit that entered ready this
        ruling by a keyword's rule (RB 805.6: Accelerate paid). () where none did."""
        action = self.scenario.actions[index]
        oids = [o for o in (*action.ids("units"), *action.ids("object"))]
        data = self.game.data
        out: list[str] = []
        for oid in oids:
            card = self.scenario.cards.get(self.res.card_name(oid))
            printed = set(card.keywords if card is not None else ())
            granted = [c for c in first.citations if data.is_keyword_rule(c) and
                       (kw := data.keyword_of(c)) is not None and kw not in printed]
            if granted:
                mark = f"({oid})'s "
                out += [c for n in self.res.findings if n.kind == "note" and mark in
                        str(n.message) for c in n.citations
                        if data.is_keyword_rule(c) and c not in granted][:1]
            if re.search(rf"\({re.escape(oid)}\)[^;]*exhausting it as the cost", first.summary):
                entered = next((st for st in self.res.steps if st.index < first.index and
                                st.kind == StepKind.RESOLVE and st.item == oid and
                                re.search(r"\bready\b", st.summary)), None)
                keyword = self.deciding_keyword(entered, oid) if entered is not None else None
                out += [keyword] if keyword is not None else []
        return tuple(dict.fromkeys(out))

    def _restriction_ended(self, index: int, first: Step) -> Step | None:
        """Of action `index` allowed at step `first`, the step at which a restriction on it made
        earlier ("Sample Militia (militia) cannot attack (until end of turn)", judge's own
        words) ended with its turn, where one did; None else."""
        action = self.scenario.actions[index]
        oids = [o for o in action.ids("attackers") or action.ids("object") or
                action.ids("card")]
        forbade = cached_pattern(rf"\(({'|'.join(map(re.escape, oids))})\) cannot "
                                 rf"{re.escape(action.verb)}\b[^;]*\(until end of turn\)") \
            if oids else None
        made = next((st for st in self.res.steps if forbade is not None and
                     st.index < first.index and st.kind == StepKind.RESOLVE and
                     forbade.search(st.summary)), None)
        return next((st for st in self.res.steps if made is not None and
                     made.index < st.index < first.index and st.kind == StepKind.EFFECT and
                     TURN_EFFECTS_END.search(st.summary)), None)

    def refused(self, refusal: tuple[str, ...], step: Step | None) -> tuple[str, ...]:
        """The rules of a refusal, each once (it may gather one from two checks), after what
        its step cites beside them, which made it a refusal here (FOW 903.2k-3: a cost raised
        beyond what the player has; RB 425.1.b: a countered card was not played), as many as
        the refusal's own or two; what says only what kind of step it was last (frame). (Not
        a keyword's rule first: a refusal cites one the card lacks, FOW 1108.2 [Swiftness].)"""
        own = tuple(dict.fromkeys(refusal))
        if step is None:
            return own
        added = [c for c in step.citations if c not in own]
        # A refusal that leads with the rule for choosing a mode refused for the mode chosen
        # (its own cost unpaid, VW REG.14.b, HP.46; none chosen): that rule decided it here,
        # though it only frames a play step elsewhere, so it stays first.
        modes = self.game.roles.get(Role.MODES)
        lead = own[:1] if own[:1] == (modes,) else ()
        return tuple(sorted((*added, *own), key=lambda c: c in self.frame and c not in lead)
                     [:max(len(own), 2)])

    def untargeted_mode_chosen(self, item: str) -> str | None:
        """The rule that a mode is chosen as its card is played (Role.MODES, VW REG.14.b), where
        an action played item `item`'s card choosing a mode with no target while another of
        its modes has one (Field Orders' Option-2, a draw, not Option-1's damage); None else."""
        rule = self.game.roles.get(Role.MODES)
        play = next((st for st in self.res.steps if st.item == item and st.kind == StepKind.PLAY
                     and st.action is not None), None)
        card = self.scenario.cards.get(self.res.card_name(item)) if play is not None else None
        if rule is None or play is None or card is None or not card.modes or \
                rule not in play.citations or play.action is None or \
                play.action >= len(self.scenario.actions):
            return None
        choices = self.scenario.actions[play.action].mapping("choices")
        mode = mode_named(card.modes, choices.get("mode"))
        if mode is None or mode.targets or not any(m.targets for m in card.modes):
            return None
        return rule

    def requirement_met_by_policy(self, step: Step) -> tuple[str, str] | None:
        """The rule that checks a card's requirements as it is played (Role.REQUIREMENTS, VW
        REG.13.a) and the house policy the check cited after it (VW HP.10, what honor is;
        cited only where its options part ways), where play step `step` cites both: the
        requirement was met under that reading, which decided that the play is allowed; None
        else."""
        rule = self.game.roles.get(Role.REQUIREMENTS)
        if rule is None or rule not in step.citations:
            return None
        after = step.citations[step.citations.index(rule) + 1:]
        policy = next((c for c in after if c in self.policies), None)
        return (rule, policy) if policy is not None else None

    def requirement_fed(self, step: Step, fed: Step) -> str | None:
        """The rule that checks a card's requirements as it is played (Role.REQUIREMENTS, VW
        REG.13.a), where play step `step` cites it and the resource ability of step `fed` gives
        what one of them asks (Tithe Hall's Levy, honor, before a second Oath of Light); None
        else. (A requirement met all along by what the player had before reads the same.)"""
        rule = self.game.roles.get(Role.REQUIREMENTS)
        if rule is None or rule not in step.citations or not step.item or not fed.item:
            return None
        card = self.scenario.cards.get(self.res.card_name(step.item))
        source, _, name = fed.item.partition(".")
        giver = self.scenario.cards.get(self.res.card_name(source))
        if card is None or giver is None:
            return None
        asked = {kind for kind, _ in card.requirements}
        gives = {kind for a in giver.abilities if slug(a.name or "") == name
                 for r in readers.instructions(a, "gain")
                 for kind, _ in getattr(r, "resources", ())}
        return rule if asked & gives else None

    def fed_by(self, step: Step) -> Step | None:
        """The step that gave a response what paid its cost, where that decided it could be
        paid: its player's resource ability that took effect at once, with the stack waiting,
        just before (VW REG.10.b: gold at once, even mid-register)."""
        if self.paid(step) is step or not step.item or not any(
                self.relation.get((step.item, below)) == "responds_to"
                for below in self.res.final["stack"] + list(self.res.resolved)):
            return None
        before = self.steps.get(step.index - 1)
        while before is not None and before.actor == step.actor and before.kind in (
                StepKind.COST, StepKind.RESOURCE):
            if before.kind == StepKind.RESOURCE:
                return before
            before = self.steps.get(before.index - 1)
        return None

    def _stack(self, s: Subject) -> Fact:
        stack = list(self.res.final["stack"])
        step = self.decided(s)
        w = self.w
        if len(stack) == 1:  # one item has no order to say: "(bottom first)" says nothing
            text = Msg("the {stack} holds only {item}", stack=word(w.stack),
                       item=self.name(stack[0]))
        elif stack:
            text = Msg("the {stack} holds {items} (bottom first)", stack=word(w.stack),
                       items=Items([self.name(i) for i in stack]))
        else:
            text = Msg("the {stack} is empty", stack=word(w.stack))
        if step is not None:
            text = Msg("{fact}, {when}", fact=text, when=self.when(step))
        waiting = self._unpassed() if stack and game_over(self.res) is None else None
        if waiting is not None:
            # "Does anything resolve?" after one pass: No, and why: the newest item resolves
            # only once every player has passed in succession (FOW 605.1c, VW REG.4.a); an
            # action since the first pass started the round again (FOW 605.1a, VW HP.12).
            why, cites = waiting
            return Fact(s, stack, Msg("{fact}: {why}", fact=text, why=why),
                        step.index if step else None, cites or self.rules(step))
        return Fact(s, stack, text, step.index if step else None, self.rules(step))

    def _unpassed(self) -> tuple[Msg, tuple[str, ...]] | None:
        """Why the stack still holds its newest item as the ruling ends: the passes since the
        last step that was not a pass, and that step (an action since which the round of
        passes began again) with its rules; None where the ruling ends on no pass."""
        steps = self.res.steps
        passes = list(takewhile(lambda st: st.kind == StepKind.PASS and st.actor, reversed(steps)))
        if not passes:
            return None
        passes.reverse()
        players = Items(dict.fromkeys(str(st.actor) for st in passes))
        at = Msg("at step {step}", step=passes[0].index) if len(passes) == 1 else \
            Msg("at steps {first}-{last}", first=passes[0].index, last=passes[-1].index)
        before = steps[len(steps) - len(passes) - 1] if len(steps) > len(passes) else None
        if before is None or before.kind in (StepKind.PASS, StepKind.RESOLVE):
            # what every player's pass would have done (FOW 605.1b, VW REG.4.a, RB 339.1),
            # beside the pass that handed priority on
            everyone = self.game.roles.get(Role.ALL_PASSED)
            return Msg("not every player has passed in succession: only {players} passed "
                       "({at})", players=players, at=at), tuple(dict.fromkeys(
                           (*((everyone,) if everyone else ()), *self.rules(passes[-1]))))[:2]
        return Msg("not every player has passed in succession since step {step} ({what}): "
                   "only {players} passed ({at})", step=before.index, what=said(before),
                   players=players, at=at), self.rules(before)

    def _priority(self, s: Subject) -> Fact:
        holder = self.res.final.get("priority")
        over = game_over(self.res)
        if over is not None:
            return Fact(s, holder, Msg("nobody plays on: the game is over at step {step} "
                                       "({what})", step=over.index, what=said(over)),
                        over.index, over.citations[:2])
        step = self.given_priority(holder, self.decided(s))
        if step is None and holder != self.res.initial.get("priority"):
            # moved by the last pass, after that step was recorded (a pass with others still to
            # pass hands priority on: RB 339.2): that pass decided it
            step = next((st for st in reversed(self.res.steps) if st.kind == StepKind.PASS),
                        None)
        if step is not None and step.kind == StepKind.PASS and _named(
                self.scenario.question or "", str(self.w.priority)) and \
                holder == self.res.final.get("turn", {}).get("player") and \
                (opened := next((st for st in reversed(self.res.steps) if st.index > step.index
                                 and st.kind == StepKind.PHASE), None)) is not None:
            # the passes ended a step and the next phase or step opened with the turn player's
            # priority, given quietly: that opening, and its rule, gave it ("Who gets priority
            # after the turn draw?": FOW 502.5, not the pass before it, 605.1b); asked of
            # priority only ("What happens?" keeps the phase's own fact beside it)
            step = opened
        given = self.given_quietly(holder, step, s) or self.kept_by_acting(holder, step, s)
        text = Msg("{player} holds {priority}", player=holder, priority=word(self.w.priority)) \
            if holder else Msg("nobody holds {priority}", priority=word(self.w.priority))
        if given is not None:
            step = given[0]
        if step is not None:
            text = Msg("{fact}, {when}", fact=text, when=self.when(step))
        role = self.game.roles.get(Role.PRIORITY)
        cites = given[1] if given is not None else self.rules(step) if step is not None else (
            (role,) if role and role in self.res.citations else ())
        return Fact(s, holder, text, step.index if step else None, cites)

    def given_quietly(self, holder: str | None, step: Step | None, s: Subject
                      ) -> tuple[Step, tuple[str, ...]] | None:
        """The step after which `holder` was last given priority without a step of its own, and
        the rule that gave it, where that came at or after the step `step` that would decide it
        (a pass, a declaration's wait, the opening of a phase or step) with no pass in between:
        "Who gets priority after Bob blocks?" is FOW 804.6, not the pass before the block
        (605.1b); in the beginning of battle step, 802.2, not what triggers as it begins (802.1);
        after battle damage, 806.3. Asked of priority only."""
        quiet = self.quiet_priority
        if quiet is None or holder is None or quiet[1] != holder or not quiet[2] or \
                s.kind != "priority" or not _named(self.scenario.question or "",
                                                   str(self.w.priority)):
            return None
        if step is None:  # the holder never changed hands: the opening that gave it
            step = self.steps.get(quiet[0])
        after = self.steps.get(quiet[0])
        if step is None or after is None or step.kind == StepKind.PRIORITY or \
                quiet[0] < step.index or (step.kind == StepKind.PASS and after is step):
            return None
        if any(st.kind in (StepKind.PASS, StepKind.PRIORITY, StepKind.RESOLVE)
               for i, st in self.steps.items() if step.index < i <= quiet[0]) or any(
                st.kind == StepKind.PRIORITY for i, st in self.steps.items() if i > quiet[0]):
            return None
        return after, quiet[2]

    def kept_by_acting(self, holder: str | None, step: Step | None, s: Subject
                       ) -> tuple[Step, tuple[str, ...]] | None:
        """Where `holder` held priority all along (no step changed it) and their own action,
        other than a pass, was the last thing that happened: that action, and the game's rule
        that the player who acts keeps priority ("Who gets priority after Alice plays Burn?":
        FOW 605.1a); asked of priority only."""
        rule = self.game.roles.get(Role.KEEPS_PRIORITY)
        if rule is None or step is not None or holder is None or s.kind != "priority" or \
                not _named(self.scenario.question or "", str(self.w.priority)):
            return None
        acted = next((st for st in reversed(self.res.steps)
                      if st.kind in (StepKind.PLAY, StepKind.ACTIVATE, StepKind.ACTION,
                                     StepKind.PASS, StepKind.PRIORITY, StepKind.PHASE)), None)
        if acted is None or acted.kind not in (StepKind.PLAY, StepKind.ACTIVATE,
                                               StepKind.ACTION) or acted.actor != holder:
            return None
        return acted, (rule,)

    def given_priority(self, holder: str | None, changed: Step | None) -> Step | None:
        """The step by which `holder` last received priority, when a rule gave it later than the
        holder last changed: after both pass and the newest item resolves, the player who passed
        last may be given priority again (RB 340.4), and that step, not the pass, decides."""
        given = next((st for st in reversed(self.res.steps)
                      if st.kind == StepKind.PRIORITY and st.actor == holder), None)
        if holder is None or given is None or (changed is not None and
                                                given.index <= changed.index):
            return changed
        return given

    def _winner(self, s: Subject) -> Fact:
        res = self.res
        # the step the game ended at, or where a player lost and the others played on
        over = next((st for st in reversed(res.steps) if st.kind in (
            StepKind.GAME_OVER, StepKind.PLAYER_LOST)), None)
        step = over or self.decided(s)
        at = step.index if step is not None else None
        team = res.team(res.winner) if res.winner else ()
        if res.outcome == "win" and len(team) > 1:
            # RB 489.6.a: in a game played in teams, the team wins, not the player alone.
            text = Msg("the team of {players} wins the game at step {step}",
                       players=Items(list(team)), step=at) if at else \
                Msg("the team of {players} wins the game", players=Items(list(team)))
        elif res.outcome == "win":
            text = Msg("{player} wins the game at step {step}", player=res.winner, step=at) \
                if at else Msg("{player} wins the game", player=res.winner)
        elif res.outcome == "draw":
            text = Msg("the game is a draw: nobody wins at step {step}", step=at) if at else \
                Msg("the game is a draw: nobody wins")
        else:
            text = Msg("nobody wins: the game goes on at step {step}", step=at) if at else \
                Msg("nobody wins: the game goes on")
            why = self._no_winner() if at is None else None
            if why is not None:
                # "Does she win?": No, and why: her final point was drawn instead (RB
                # 471.1.b.1), a loop was stopped (RB HP.5), players are tied (RB 194.2.b).
                said_why, at, cites = why
                return Fact(s, {"winner": res.winner, "outcome": res.outcome},
                            Msg("{fact}: {why}", fact=text, why=said_why), at, cites)
        cites = self.rules(step)
        if over is not None and self.game.standing_rules and res.outcome in ("win", "ongoing"):
            # a player lost at that step: whether the others' game goes on or one of them won
            # is the rule of who is left (VW IN.1.a: the one ruler left wins)
            cites = tuple(dict.fromkeys((*cites, *self.game.standing_rules)))[:MAX_RULES]
        return Fact(s, {"winner": res.winner, "outcome": res.outcome}, text,
                    step.index if step else None, cites)

    def _no_winner(self) -> tuple[Msg | English, int | None, tuple[str, ...]] | None:
        """Why a game that goes on has no winner, where the ruling says it: the last step that
        stopped a loop or withheld a win (a final point drawn instead, a player gone and the
        game going on without them), or else a note that nobody wins (a tie)."""
        stopped = self.game.roles.get(Role.LOOP_STOPPED)  # FOW 1301.1a: its player stopped it
        step = next((st for st in reversed(self.res.steps) if st.kind == StepKind.LOOP or (
            stopped is not None and stopped in st.citations) or (
            st.kind in (StepKind.SCORE, StepKind.STATE_CHECK) and NO_WINNER.search(st.summary))
            or (st.kind in (StepKind.RESOLVE, StepKind.EFFECT) and
                DECK_EMPTY_NOT_DRAWN.search(st.summary))), None)
        if step is not None:
            return Msg("at step {step}, {what}", step=step.index, what=said(step)), \
                step.index, self.rules(step)
        note = next((f for f in reversed(self.res.findings) if f.kind == "note"
                     and NO_WINNER.search(f.message)), None)
        return (English(note.message), None, note.citations[:2]) if note is not None else None

    def _phase(self, s: Subject) -> Fact:
        turn = self.res.final["turn"]
        step = self.decided(s)
        text = phase_said(self.w, turn)
        began = self.decided(s, lambda v: v[0] if v else None) if WHOSE_TURN.search(
            self.scenario.question or "") else None
        if began is not None and began is not step:
            # "Whose turn comes next?": the step that began this turn (the watch reads it as
            # (number, player, phase, step)), and why it is hers (FOW 1025.1:
            # an additional turn), not the rule of the phase it has reached
            return Fact(s, dict(turn), Msg("{fact}: at step {step}, {what}", fact=text,
                                           step=began.index, what=said(began)),
                        began.index, self.rules(began))
        if step is not None:
            text = Msg("{fact}, since step {step}", fact=text, step=step.index)
            return Fact(s, dict(turn), text, step.index, self.rules(step))
        # The phase the ruling began and ended in ("During the combat, which phase is it?"):
        # the rule of that phase (and step) says what it is (RB 316.1: the Main Phase).
        phase, at = str(turn.get("phase") or ""), turn.get("step")
        rules = (*self.game.turn.phase_citations(phase), *(
            self.game.turn.phase_citations(str(at)) if at else ()))
        return Fact(s, dict(turn), text, None, tuple(dict.fromkeys(
            r for r in rules if r in self.game.data.rules))[:MAX_RULES])

    def _copy_played_of(self, oid: str, fields: list[str]) -> Step | None:
        """The step an effect played a copy of `oid` at (a copy made where the card is, FOW
        1017.6), where its zone is asked and the game has a rule for playing a copy; else
        None."""
        if "zone" not in fields or not self.game.cite_optional(Role.PLAYED_COPY):
            return None
        return next((st for st in self.res.steps if st.kind == StepKind.PLAY and st.item
                     and st.item.startswith(f"{oid}.copy")), None)

    def _resolved(self, s: Subject) -> Fact:
        res, w = self.res, self.w
        names = [self.name(i) for i in res.resolved]
        order = self.game.roles.get(Role.STACK_ORDER)
        # the first resolution of an item it names: not a will ability's, which resolves at
        # once without using the chase (FOW 707.2) and is no item of the order told
        done = [st for st in res.steps if st.kind in (StepKind.RESOLVE, StepKind.RESOURCE)]
        first = next((st for st in done if st.item in res.resolved), done[0] if done else None)
        cites = (order,) if order and order in res.citations else (
            first.citations[:1] if first else ())
        # Items triggered as others resolved joined the stack by other rules (a new register
        # after this one, in an order a policy decides: VW REG.6.a-b, HP.5): they decide the
        # order too, and first: the registers result one after another (REG.6.b), each from
        # the top down (REG.4.b) only where one resolved two items.
        joined = dict.fromkeys(c for i in res.resolved for c in self.joined.get(i, ()))
        if joined:
            cites = (*joined, *(c for c in cites if c not in joined and (
                c != order or self.stack_order_decides())))
        cites = (*cites, *(c for c in joined if c not in cites))
        asked = self.order_asked()
        # Triggers that joined the stack together were put on it in an order a rule decides (RB
        # 383.3.d.1: several players' in turn order): that rule says why one resolved before
        # another, the stack's order (newest first) only that the order held.
        ordered = self.order_rules(i for i, _ in asked) if len(asked) == 2 else \
            self.order_rules(res.resolved)
        cites = (*ordered, *(c for c in cites if c not in ordered))
        if not names:
            return Fact(s, [], Msg("nothing {resolves}", resolves=word(w.resolves)), None, cites)
        whose = self.whose_first()
        if whose is not None:
            # "Whose Watcher ability resolves first?" of two players' Watchers, each named
            # Watch: whose came first, said by its player (it listed "Watch (b-watch.watch) and
            # Watch (a-watch.watch) resolve in that order", no one's; outsider round 79)
            (a, at), (b, bt) = whose
            return Fact(s, list(res.resolved), Msg(
                "{first} {resolves} first, at step {a}, before {second} at step {b}",
                first=Msg("{player}'s {object}", player=at.actor, object=self.name(a)),
                second=Msg("{player}'s {object}", player=bt.actor, object=self.name(b)),
                resolves=word(w.resolves), a=at.index, b=bt.index), at.index, cites)
        if len(asked) == 2:
            # "In what order do the Angler's play effect and the Ringer's Deathknell resolve?":
            # those two, first the one that resolved first; not every item of the ruling.
            (a, at), (b, bt) = asked
            return Fact(s, list(res.resolved), Msg(
                "{first} {resolves} at step {a}, before {second} at step {b}",
                first=self.name(a), second=self.name(b), resolves=word(w.resolves), a=at.index,
                b=bt.index), bt.index, cites)
        return Fact(s, list(res.resolved), resolved_said(res, names, first, _last(res)),
                    first.index if first else None, cites)

    def whose_first(self) -> tuple[tuple[str, Step], tuple[str, Step]] | None:
        """Of a part asking whose item resolved first (WHOSE_FIRST: "Whose Watcher ability
        resolves first?"), the first two resolved items it names (by their card, or an ability
        by its source card; "ability" or "trigger" alone: every resolved ability), with their
        resolve steps, where two players' items are among them; else None."""
        m = next((m for q in questions(self.scenario.question or "")
                  if (m := WHOSE_FIRST.search(q)) is not None), None)
        if m is None:
            return None
        what = m["what"]
        generic = all(x.casefold() in ABILITY_WORDS or x.casefold().rstrip("s") in ABILITY_WORDS
                      for x in what.split())
        out: list[tuple[str, Step]] = []
        for item in self.res.resolved:
            source = item.rsplit(".", 1)[0] if "." in item else ""
            named = (generic and bool(source)) or _mentions(what, item, _item_name(self, item)) \
                or (bool(source) and source in self.res.final["objects"] and _mentions(
                    what, source, self.res.card_name(source)))
            step = next((st for st in self.res.steps if st.item == item and
                         st.kind == StepKind.RESOLVE), None) if named else None
            if step is not None and step.actor:
                out.append((item, step))
        if len(out) < 2 or len({st.actor for _, st in out}) < 2:
            return None
        return out[0], out[1]

    def order_asked(self) -> list[tuple[str, Step]]:
        """The resolved items an order question names ("In what order do X and Y resolve?"),
        with their resolve steps, in the order they resolved: each by its name, or an ability by
        its card's name with 's ("the Ringer's Deathknell": an ability of the Ringer)."""
        q = next((q for q in questions(self.scenario.question or "")
                  if re.search(r"\border\b", q, re.I)), "")
        if not q:
            return []
        out: list[tuple[str, Step]] = []
        for item in self.res.resolved:
            owner = item.rsplit(".", 1)[0] if "." in item else ""
            card = self.res.card_name(owner) if owner else ""
            own = bool(owner) and any(re.search(rf"\b{re.escape(x)}'s\b", q, re.I) for x in
                                      (owner, card, *(card.split() if card else ()))
                                      if x and x.casefold() not in COMMON)
            named_as_owner = re.search(rf"\b{re.escape(item)}'s\b", q, re.I) or any(
                re.search(rf"\b{re.escape(x)}'s\b", q) for x in
                self.res.card_name(item).split() if x.casefold() not in COMMON)
            if own or (_mentions(q, item, _item_name(self, item)) and not named_as_owner):
                step = next((st for st in self.res.steps if st.item == item and st.kind in (
                    StepKind.RESOLVE, StepKind.RESOURCE)), None)
                if step is not None:
                    out.append((item, step))
        return out

    def _game(self, s: Subject) -> Fact:
        game = self.res.final.get("game") or {}
        value = game.get(s.id)
        named = self._entries_named(value)
        wanted = (self.scenario.expect.extra or {}).get(s.id) if self.scenario.expect else None
        if named and isinstance(wanted, dict):  # (the entries `expect:` checks are said too)
            named += [k for k in wanted if k not in named]
        if named and isinstance(value, dict):
            # "Who controls bf-b?" of a map holding every battlefield: the entries the question
            # names, and the step that last changed them (it listed bf-a's too)
            value = {k: v for k, v in value.items() if k in named}
            step = self.decided(s, lambda v: {k: v.get(k) for k in named}
                                if isinstance(v, dict) else v)
        else:
            step = self.decided(s)
        text: Msg | English = self.w.fact_said(s.id, value)
        told = step.said if step is not None else None
        if step is not None and told is not None and told.id.endswith(", as {why}"):
            # "What becomes of the combat?": the step that decided it ("combat at bf-b: the
            # combat has no result, as bob, in it, left the game") would only restate the fact
            # before its reason: the reason is what the fact needs (RB HP.9, RB 466.3.d)
            text = Msg("{fact} at step {step}, as {why}", fact=text, step=step.index,
                       why=told.args["why"])
        elif step is not None:
            text = Msg("{fact}, {when}", fact=text, when=self.when(step))
        elif isinstance(value, dict) and (kept := self._entry_kept(s.id, value)) is not None:
            # "Does she still control bf-a?" while the chain holds an item: the note that says
            # why nothing changed it (RB 323.6, RB 309.1: no control check in a Closed state)
            return Fact(s, value, Msg("{fact}: {why}", fact=text, why=said_of(kept.message)),
                        None, tuple(kept.citations)[:MAX_RULES])
        elif isinstance(value, str) and (kept := self._value_kept(s.id, value)) is not None:
            # "Who has focus?" after its holder passed priority: the note that says it stayed
            # (RB 313: passing priority does not lose focus)
            return Fact(s, value, Msg("{fact}: {why}", fact=text, why=said_of(kept.message)),
                        None, tuple(kept.citations)[:MAX_RULES])
        elif isinstance(value, dict) and (same := self._entry_unchanged(s.id, value)):
            # "Who controls bf-b?" after the showdown there ended with nobody's units: the step
            # that says control does not change (RB 348.2.a)
            return Fact(s, value, Msg("{fact}, {when}", fact=text, when=self.when(same)),
                        same.index, self.rules(same))
        if step is None and isinstance(value, dict) and value and all(
                isinstance(v, str) for v in value.values()) and s.id in {
                d.places for d in self.game.vocab.game_events.values() if d.places}:
            # "Who controls bf-a once the Blow has resolved?" of a battlefield its controller
            # kept: no step changed it, and the game's rule says why it is still theirs (RB
            # 190.4.a: while they have units there); it cited no rule
            return Fact(s, value, text, None, self.game.cite_optional(Role.PLACE_KEPT))
        arg = self.game.vocab.expect_keys.get(s.id)
        if step is None and value is None and arg is not None and arg.kind == "any" and \
                arg.rule and all(s.id not in (st or {}) for st in (
                    self.res.initial.get("game"), self.res.final.get("game"))):
            # "Does Alice have focus?" of a ruling no step gave focus: the rule that says
            # nobody holds it there (RB 313.5: only in a showdown), it cited none
            return Fact(s, value, text, None, (arg.rule,))
        deciding = self.game.key_deciding_rules.get(s.id, ())
        first = [r for r in (step.citations if step is not None else ()) if r in deciding]
        return Fact(s, value, text, step.index if step else None,
                    tuple(dict.fromkeys((*first, *self.rules(step))))[:MAX_RULES])

    def _entries_named(self, value: object) -> list[str]:
        """Of a game-state map of several entries by object (control by battlefield), those
        whose ids (or cards' names) the question's questions name, where they name some but
        not all."""
        objects = self.res.final["objects"]
        if not isinstance(value, dict) or len(value) < 2 or not all(
                k in objects for k in value):  # (entries by object: not a showdown's fields)
            return []
        asked = " ".join(questions(self.scenario.question or ""))
        named = [k for k in value if _mentions(asked, str(k), self.res.card_name(str(k)))]
        return named if 0 < len(named) < len(value) else []

    def _entry_kept(self, key: str, value: dict[str, Any]) -> Finding | None:
        """The ruling's note that says an entry of the game-state map `key` stayed as it was
        ("alice has no units at bf-a but still controls it: ..."): naming the entry's key and
        its value, and that it still is so. None where no note, or several, say it."""
        still = re.compile(rf"\bstill\s+{re.escape(key)}", re.I)
        notes = [n for n in self.res.findings if n.kind == "note" and still.search(str(n.message))
                 and any(isinstance(v, str) and readers.names_id(str(n.message), k)
                         and readers.names_id(str(n.message), v) and not self._has_there(v, k)
                         for k, v in value.items())]
        return notes[0] if len(notes) == 1 else None

    def _value_kept(self, key: str, value: str) -> Finding | None:
        """The ruling's one note that says a game-state value stayed as it was ("alice passes
        priority but still holds focus"): naming the value (a player or an id) and that it
        still holds, has or keeps `key`. None where no note, or several, say it."""
        still = re.compile(rf"\b(?:still\s+(?:holds?|has|have)|keeps?)\s+(?:the\s+)?"
                           rf"{re.escape(self.w.key(key))}\b", re.I)
        notes = [n for n in self.res.findings if n.kind == "note" and still.search(
            str(n.message)) and readers.names_id(str(n.message), value)]
        return notes[0] if len(notes) == 1 else None

    def _entry_unchanged(self, key: str, value: dict[str, Any]) -> Step | None:
        """The last step that says an entry of the game-state map `key` does not change ("no
        single player has units at bf-b: control does not change"), naming the entry's key:
        why it is as it was (nothing changed it, or `decided` would have found the step)."""
        # ("bob keeps control of bf-a (already its controller: no conquer)", RB 466.5: a step
        # that says it stays theirs, before the rule for keeping it, RB 190.4.a)
        # ("alice does not control bf-b, and bf-b stays uncontrolled", RB HP.14: the control a
        # replaced conquer would have brought is replaced too; its No cited nothing)
        unchanged = re.compile(rf"\b{re.escape(key)}\s+(?:does|do)\s+not\s+change\b|"
                               rf"\bkeeps?\s+{re.escape(key)}\b|"
                               rf"\b(?:does|do)\s+not\s+{re.escape(key)}\b", re.I)
        return next((st for st in reversed(self.res.steps) if unchanged.search(st.summary)
                     and any(readers.names_id(st.summary, k) for k in value)), None)

    def _has_there(self, pid: str, place: str) -> bool:
        """Whether player `pid` ends with an object at the place `place` names (a zone `place`
        or `<zone>:place`; not the place's own object, a battlefield): a note said while it had
        none there is no longer why (a unit played there later holds it)."""
        return any(oid != place and isinstance(o, dict) and o.get(
            "controller", o.get("owner")) == pid and (
            str(o.get("zone")) == place or str(o.get("zone")).endswith(f":{place}"))
            for oid, o in self.res.final["objects"].items())


#: The roles of what a replacement made of the event it replaced (answer: _Facts.rules).
#: (Not a replaced death, RB 808.1.d.1: it is about the object whose death was replaced,
#: not the one destroyed instead.)
OUTCOME_ROLES = (Role.IMPOSSIBLE_REPLACEMENT, Role.REPLACED_EVENT)
#: The roles of what changed a cost from the one printed (answer: _Facts.paying).
COST_ROLES = (Role.COST_CHANGE, Role.COST_INCREASE, Role.COST_REDUCTION, Role.FREE_PLAY,
              Role.FREE_PLAY_ADDED, Role.COMPONENT_DISCOUNT, Role.DISCOUNT_MINIMUM,
              Role.ADDITIONAL_COST, Role.OPTIONAL_ADDITIONAL_COST, Role.CHOOSE_X,
              Role.FREE_X)


def keyword_first(keyword: str | None, cites: tuple[str, ...]) -> tuple[str, ...]:
    """The keyword's rule that decided a step (_Facts.deciding_keyword) before the rules the
    step would be cited by without it: nothing is left out for it."""
    return cites if keyword is None else (keyword, *cites)


def game_over(res: Resolution) -> Step | None:
    """The step the game ended at (a player lost or the game is a draw), or None: it goes on."""
    if res.outcome not in ("win", "draw"):
        return None
    return next((st for st in reversed(res.steps) if st.kind == StepKind.GAME_OVER), None)


def said(step: Step) -> Msg | English:
    """A step's summary as a message: the one its code gave, else its English, marked so."""
    return step.said if step.said is not None else English(step.summary)


def _off_board(start: dict[str, Any] | None, board: tuple[str, ...]) -> bool:
    """The object began the ruling off the board (a card in hand, deck or graveyard)."""
    zone = str((start or {}).get("zone") or "")
    return bool(zone) and zone not in board and zone.partition(":")[0] not in board


def phase_said(w: Words, turn: dict[str, Any], now: bool = False) -> Msg:
    """`the game is in alice's Main phase (Beginning Step), turn 2` (`now`: `is now in`)."""
    if turn.get("step"):
        return Msg("the game is now in {player}'s {phase} phase ({step}), turn {turn}" if now
                   else "the game is in {player}'s {phase} phase ({step}), turn {turn}",
                   player=turn["player"], phase=word(w.phase(turn["phase"])),
                   step=word(w.phase(turn["step"])), turn=turn.get("number", 1))
    return Msg("the game is now in {player}'s {phase} phase, turn {turn}" if now else
               "the game is in {player}'s {phase} phase, turn {turn}", player=turn["player"],
               phase=word(w.phase(turn["phase"])), turn=turn.get("number", 1))


def resolved_said(res: Resolution, names: list[str], first: Step | None,
                  last: Step | None) -> Msg:
    """`A, B and C resolve in that order at steps 4-9` (a long loop summarised)."""
    w = res.words
    if len(names) == 1:
        if first is not None:
            return Msg("{item} {resolves} at step {step}", item=names[0],
                       resolves=word(w.resolves), step=first.index, )
        return Msg("{item} {resolves}", item=names[0], resolves=word(w.resolves))
    if len(names) > ORDER_SAID_WHOLE:
        items: object = Msg("{n} items, {first} … {last},", n=len(names),
                            first=", ".join(names[:3]), last=names[-1])
    else:
        items = Items(names)
    if first is not None and last is not None:
        return Msg("{items} {resolve} in that order at steps {first}-{last}", items=items,
                   resolve=word(w.resolve[0]), first=first.index, last=last.index)
    return Msg("{items} {resolve} in that order", items=items, resolve=word(w.resolve[0]))


def _last(res: Resolution) -> Step:
    """The step the last item resolved at: its resolution step, else (the game ended as it
    resolved, RB 196: no resolution step follows) the game-over step."""
    return next(st for st in reversed(res.steps) if st.kind in (
        StepKind.RESOLVE, StepKind.RESOURCE, StepKind.GAME_OVER))


def _get(entry: dict[str, Any], field: str) -> Any:
    base, _, sub = field.partition(".")
    value = entry.get(base)
    if sub:
        return (value or {}).get(sub) if isinstance(value, dict) else None
    return value


def _fields(entry: dict[str, Any], fields: list[str], moved: bool = False) -> dict[str, Any]:
    """The fields of an object entry, nested as `expect:` writes them (`stats.hp` -> stats:
    {hp: ...}); a flag or a map the entry leaves out reads as false or empty. `moved`: as a
    watch compares them from step to step (a deck's only card is where its bottom card was)."""
    out: dict[str, Any] = {}
    for f in fields:
        base, _, sub = f.partition(".")
        value = entry.get(base)
        if value is None and base in ("exhausted", "face_down"):
            value = False
        if value is None and base in ("counters", "stats"):
            value = {}
        if base == "position" and isinstance(value, dict):
            # where it is as a judge says it: on top, at the bottom, or the Nth from the top
            # (a card above it drawn does not move it "to the bottom"; compared step to step,
            # nor, the last card above it drawn, to "the only card": it stayed at the bottom)
            spot = deck_spot(value)
            value = {"from_bottom": 1} if spot == "bottom" or (moved and spot == "only") else \
                {"from_top": 1, "from_bottom": 1} if spot == "only" else \
                {"from_top": spot if isinstance(spot, int) else 1}
        if sub:
            out.setdefault(base, {})[sub] = (value or {}).get(sub)
        else:
            out[base] = value
    return out


#: A question asked of each of several: "What happens to each?", "How much life has each
#: player?", "Where do both cards go?"; a number of them is each of them ("What Might have the
#: two tokens?").
EACH = LazyRe(r"\b(?:each|both)\b(?! (?:time|turn|other)\b)|\bthe (?P<n>two|three|four) (?!(?:"
              r"times|turns)\b)\w+s\b", re.I)
#: How many "the two tokens" asks of: no more than that many lead.
NUMBERS = {"two": 2, "three": 3, "four": 4}
#: An item's resolution that dealt damage (judge's own step words: "deals 3 damage to").
ITEM_DEALT = LazyRe(r"\bdeals \d+ damage\b")
#: "How much damage does each deal?", "... do both of them deal?", "... does each Gun Shot
#: deal?": what each item dealt.
EACH_DEALS = RareRe(r"\bhow\s+much\s+damage\s+(?:does|do|did|will)\s+(?:each|both)\b"
                    r"(?:\s+of\s+them|\s+[\w'-]+(?:\s+[\w'-]+){0,3}?)?\s+deal\b", re.I,
                    needs=("each", "both"))


#: "Where do the Phoenix and Lyra go?", "What are the ATKs of her Sentinel and Squire?": a
#: where/what question of several things named together, each asked of.
NAMED_TOGETHER = RareRe(r"^\W*(?:where|what)\b[^?,;]*\w\s+and\s+(?!(?:is|are|does|do|did|"
                        r"what|where|who|how|can|may|will|would|has|have)\b)\w", re.I,
                        needs=("where", "what"))


def _namesakes(f: Fact, g: Fact, ctx: _Facts) -> bool:
    """Whether two facts are of two cards of one name ("What is each Rex's ATK?")."""
    return f.subject.kind == g.subject.kind == "object" and \
        ctx.res.card_name(f.subject.id) == ctx.res.card_name(g.subject.id)


#: "Which go to the graveyard?", "Which cards end up in her hand?": the zone asked of.
WHICH_GO = LazyRe(r"^\W*which\b[^?]*?\b(?:go|goes|went|end(?:s)?(?: up)?|are put|is put|are "
                  r"sent|is sent|move|moves)\s+(?:back\s+)?(?:to|in|into|onto)\s+(?:the\s+|"
                  r"their\s+|her\s+|his\s+|its\s+|\w+'s\s+)?(?P<zone>[\w ]+?)\s*\??$", re.I)


def _zone_asked(q: str, ctx: _Facts) -> str | None:
    """The zone a "which ... go to <zone>?" question asks of, by the game's name for it."""
    m = WHICH_GO.match(asked_clause(q))
    if m is None:
        return None
    asked = m["zone"].casefold()
    return next((z for z in ctx.game.vocab.zones
                 if asked in (z.replace("_", " "), ctx.w.zone(z).casefold())), None)


#: "What is in Bob's hand?", "What cards are in her trash?", "What is in the field?": what a
#: zone holds as the ruling ends (a player's zone: that player's cards there); "What units
#: ...": any one word of what it holds (no game's card types here).
ZONE_HELD = RareRe(r"^\W*(?:what|which)(?:\s+(?:other\s+)?[\w-]+)?\s+(?:is|are|remains?)\s+"
                   r"(?:still\s+|now\s+|left\s+)*(?:in|on)\s+(?P<whose>the|their|her|his|[\w-]+'s?)\s+"
                   r"(?P<zone>[\w ]+?)(?:\s+(?:now|then|afterwards?|at the end))?"
                   r"\s*(?:[?,;]|\band\b|$)", re.I, needs=("what", "which"))
#: "Which cards does Bob hold?", "What does Alice have in her hand?": a player's hand (or the
#: zone named after "in"); "What does Bob hold?" alone may ask of a battlefield, so "cards".
CARDS_HELD = RareRe(r"^\W*(?:what|which)(?P<cards>\s+cards?)?\s+(?:does|do|did)\s+"
                    r"(?P<who>[\w-]+)\s+(?:still\s+|now\s+)?(?:have|hold|keep)(?:\s+left)?"
                    r"(?:\s+in\s+(?:their|her|his|[\w-]+'s?)?\s*(?P<zone>[\w ]+?))?"
                    r"(?:\s+(?:now|then|afterwards?|at the end))?\s*(?:[?,;]|\band\b|$)", re.I,
                    needs=("what", "which"))

#: "Which cards make (up) her opening hand?", "What cards form Bob's hand?": what the zone
#: holds, asked with another verb (an opening or starting hand is the hand).
ZONE_MADE = RareRe(r"^\W*(?:what|which)\s+cards?\s+(?:make|makes|form|forms|compose|composes)"
                   r"(?:\s+up)?\s+(?P<whose>the|their|her|his|[\w-]+'s?)\s+"
                   r"(?:opening\s+|starting\s+)?(?P<zone>[\w ]+?)"
                   r"(?:\s+(?:now|then|afterwards?|at the end))?\s*(?:[?,;]|\band\b|$)", re.I,
                   needs=("what", "which"))


#: "Once the trigger resolves, which cards does Bob hold?", "Once the Bolt has resolved, who has
#: focus?": the time clause before a wh-question (TIME_BEFORE's, which `asked_clause` takes off
#: a yes/no question only).
TIME_BEFORE_WH = RareRe(r"^\W*(?:as|after|when|once|by the time|as soon as|then|now|finally)\b"
                        r"[^,;:?]*[,;:]\s*(?=(?:what|which|who|whom|whose|where|how)\b)", re.I,
                        needs=(",", ";", ":"))


def wh_clause(q: str) -> str:
    """The clause a question part asks (`asked_clause`), without a time clause before its wh-word
    ("Once the Bolt has resolved, who has focus?" asks who has focus)."""
    clause = asked_clause(q)
    when = TIME_BEFORE_WH.match(clause)
    return clause if when is None else clause[when.end():]
#: "Alice ... Bob's Squire. What is in her graveyard?": "her" of two players named; the player
#: whose card there the question is most about (`rank`), and that player's other cards.
AMBIGUOUS = "?"


def zone_held(q: str, scenario: Scenario, stack_words: tuple[str, ...] = ()
              ) -> tuple[str, str | None] | None:
    """What a question asking what a zone holds as the ruling ends asks of: the zone as it
    says it ("hand", "field") and the player whose zone it is (None: every player's, "the
    field"; "her hand" is the player the question names, where it names one, else AMBIGUOUS).
    Not of the stack (`stack_words`): "What is on the chain?" asks of its items."""
    clause = wh_clause(q)
    m = ZONE_HELD.match(clause)
    if m is not None:
        whose, zone = m["whose"], m["zone"]
    elif (m := CARDS_HELD.match(clause)) is not None and (m["zone"] or m["cards"]):
        whose, zone = m["who"], m["zone"] or "hand"
    elif (m := ZONE_MADE.match(clause)) is not None:
        whose, zone = m["whose"], m["zone"]
    else:
        return None
    if zone.casefold() in stack_words:
        return None
    named = [p for p in scenario.players if _named(scenario.question or q, p)]
    own = whose.casefold().removesuffix("'s").removesuffix("'")
    pronoun = own in ("her", "his", "their")
    player = own if own in scenario.players else (
        (named[0] if len(named) == 1 else AMBIGUOUS) if pronoun else None)
    if player is None and own != "the":
        return None  # "What is in the Knight's zone?": no player's
    return zone.casefold(), player


def _zone_held(q: str, ctx: _Facts) -> tuple[str, str | None] | None:
    """`zone_held` with the zone by the game's name for it (None: no zone of the game)."""
    held = zone_held(q, ctx.scenario, (*ctx.game.vocab.stack_words, ctx.w.stack.casefold()))
    if held is None:
        return None
    zone = next((z for z in ctx.game.vocab.zones if held[0] in (
        z.replace("_", " "), ctx.w.zone(z).casefold())), None)
    return (zone, held[1]) if zone is not None else None


def _held_in(f: Fact, held: tuple[str, str | None], ctx: _Facts) -> bool:
    """Whether the fact is of an object in the zone `held` asks of as the ruling ends (of its
    player's, where it names one: the owner, or the controller of a board's object)."""
    entry = ctx.res.final["objects"].get(f.subject.id) if f.subject.kind == "object" else None
    return isinstance(entry, dict) and entry.get("zone") == held[0] and (
        held[1] in (None, AMBIGUOUS) or held[1] in (entry.get("owner"), entry.get("controller")))


def _held_cited(f: Fact, held: tuple[str, str | None] | None, ctx: _Facts) -> Fact:
    """A card that was in the zone asked of all along: no step decided it, so the rule that
    says what that zone is (Vocabulary.zone_rules: RB 108.7.a, FOW 306.1) is cited."""
    if held is None or f.citations or f.step is not None or not _held_in(f, held, ctx):
        return f
    refused = [r for r in ctx.res.rejected if r.action < len(ctx.scenario.actions) and
               ctx.scenario.actions[r.action].verb == "play" and
               ctx.scenario.actions[r.action].get("card") == f.subject.id]
    if refused:
        # a card whose play was refused is still there because it was refused (RB 358.4: no
        # Reaction on a closed chain), not because of what the zone is: the refusal's rules
        step = next((st for st in ctx.res.steps if st.kind == StepKind.REJECT
                     and st.action == refused[-1].action), None)
        return replace(f, citations=ctx.refused(refused[-1].citations, step))
    rule = ctx.game.vocab.zone_rules.get(held[0])
    return replace(f, citations=(rule,)) if rule else f


def _zone_empty(held: tuple[str, str | None], facts: list[Fact], ctx: _Facts) -> Fact | None:
    """"What is in Bob's hand?" of a hand that ends empty: that nothing is there, with the step
    the last of its cards left it (and its rules), else none; None where anything ends there.
    "Her hand" of two players named (AMBIGUOUS), where neither has a card there: nothing is in
    either (the question cannot tell which is asked, and the answer is the same)."""
    zone, player = held
    players: list[str | None] = [player] if player != AMBIGUOUS else [
        p for p in ctx.scenario.players if _named(ctx.scenario.question or "", p)]
    if not players or any(
            isinstance(e, dict) and e.get("zone") == zone and (p is None or p in (
                e.get("owner"), e.get("controller")))
            for e in ctx.res.final["objects"].values() for p in players):
        return None
    were = {o.id for o in ctx.scenario.objects if o.zone == zone and any(
        p is None or p in (o.owner, o.controller) for p in players)}
    # the step each card that was there left it (the first change that puts it elsewhere)
    left = [next((at for at, v in f.history if isinstance(v, dict) and v.get("zone") not in (
        None, zone)), f.step) for f in facts if f.subject.kind == "object" and
        f.subject.id in were]
    # ... or the step that put a card there where it ceased to exist on the way (a token
    # returned to its owner's hand, RB 186.1; a rune's copy, FOW 1017.6a): "into alice's hand"
    intos = [ctx.res.into(zone, p) for p in players if p]
    ceased = [f.step for f in facts if f.subject.kind == "object" and f.step is not None and
              isinstance(f.value, dict) and f.value.get("zone") == GONE and
              (st := ctx.steps.get(f.step)) is not None and
              any(into and f"into {into}" in str(st.summary) for into in intos)]
    step = ctx.steps.get(max((at for at in (*left, *ceased) if at is not None), default=-1))
    places = [ctx.res.place_said(zone, p) for p in players]
    place: Msg | Items = places[0] if len(places) == 1 else Items(places)
    said = Msg("nothing is {place}, {when}", place=place, when=ctx.when(step)) \
        if step is not None else Msg("nothing is {place}", place=place)
    rule = ctx.game.vocab.zone_rules.get(zone)
    cites = ctx.rules(step) if step is not None else (rule,) if rule else ()
    if step is not None and step.index in ceased:
        # that it ceased to exist on the way decided it (RB 186.1; FOW 1017.6a, a played copy
        # leaving the chase), first: the step's rules of those roles' sections, most specific
        gone = {str(ctx.game.roles.get(r)).split(".")[0] for r in (Role.TOKEN_CEASES, Role.COPY)}
        ceases = sorted((c for c in step.citations if c.split(".")[0] in gone),
                        key=lambda c: -len(c))
        cites = tuple(dict.fromkeys((*ceases, *cites)))[:2]
    # of the zone (`bob.hand`), not of the player: his resources are no part of it
    whose = "+".join(p for p in players if p)
    return Fact(Subject("game", f"{whose}.{zone}" if whose else zone), [], said,
                step.index if step is not None else None, cites)


#: "Who survives?", "Which die?": asked of every card the fight touched, as "each" is.
WHO_SURVIVES = RareRe(r"^\W*(?:who|which(?: \w+)?)\s+(?:\w+\s+)?(?:surviv\w*|dies|die|is destroyed|"
                      r"are destroyed|is killed|are killed)\b", re.I, needs=("who", "which"))


def _outlasted(fact: Fact, asked: str, ctx: _Facts) -> str | None:
    """The rule by which what a counter the question asks of by the game's word makes an object
    outlasts the counter (ObjectRules.counters_outlasted: FOW 1024.4, astral), where the object
    had the counter as the ruling began and has it as it ends, with a step between leaving it
    none: "Is the Pactmaker astral?" of a ruler whose astral counter went onto its Contract
    J-ruler (713.3b) and came back as that was destroyed (1010.1)."""
    said = ctx.w.asked.get("counters")
    words = re.findall(rf"\b(?:{said})\b", asked.lower()) if said else []
    rule = ctx.game.objects.counters_outlasted.get(words[0]) if words else None
    if rule is None:
        return None

    def count(value: object) -> int:
        counters = value.get("counters") if isinstance(value, dict) else None
        return int(counters.get(words[0]) or 0) if isinstance(counters, dict) else 0

    start = ctx.watch.start.get(fact.subject)
    values = [v for _, v in fact.history]
    if count(start) and values and count(values[-1]) and any(not count(v) for v in values):
        return rule
    return None


#: Words a card is called by in a "which" question; what follows them is asked of each.
CARDS_CALLED = ("units", "followers", "resonators", "j/resonators", "objects", "cards",
                "creatures", "permanents", "runes", "gear", "things", "ones", "tokens", "rulers",
                "j-rulers", "territories", "relics", "regalia", "additions", "battlefields",
                "champions", "legends", "heroes", "knights", "squires", "monsters", "minions",
                "allies", "attackers", "blockers", "defenders")
#: "Which Followers get +1 ATK?", "Which of the exhausted objects are readied?", "Which of
#: Bob's units survive?", "..., which unit dies?", "What units die?": which cards, then what
#: they do or are (not "What card is it?").
#: Not "which player/rules/order/phase ..." (other readers) nor cards asked of ("Which cards
#: does Bob hold?": an auxiliary after the cards).
WHICH_CARDS_DO = LazyRe(
    r"(?:^\W*|[,;:]\s+)(?:which|what)\s+(?:of\s+(?P<whose>the|her|his|their|its|[\w-]+['’]s)"
    r"\s+)?(?:[\w-]+\s+){0,2}?(?P<called>" + "|".join(w.removesuffix("s") for w in CARDS_CALLED)
    + r")s?\s+"
    r"(?:(?P<be>is|are|was|were|will\s+be)\s+(?!(?:it|they|this|that|these|those)\b)"
    r"(?P<state>[^?,;]+?)|"
    r"(?P<verb>(?!(?:is|are|was|were|does|do|did|can|could|may|might|will|would|has|have|had|"
    r"must|should)\b)[a-z]+)\b(?P<rest>[^?,;]*?))\s*(?:[?,;]|$)", re.I)


def _which_of_them(q: str) -> str | None:
    """The yes/no question a "which cards ...?" question asks of each card it may mean
    ("Which Followers get +1 ATK?": "Does it get +1 ATK?"), else None (which cards it may mean:
    _one_of_those_asked)."""
    m = WHICH_CARDS_DO.search(wh_clause(q))
    if m is None:
        return None
    if m["be"]:
        form = f"Is it {m['state'].strip()}?"
    else:
        verb = m["verb"].casefold()
        if verb.endswith("es") and verb[:-2].endswith(("s", "x", "z", "ch", "sh", "o")):
            verb = verb[:-2]  # "Which unit goes ...": "go"
        elif verb.endswith("s") and not verb.endswith("ss"):
            verb = verb[:-1]  # "dies": "die"
        form = f"Does it {verb}{m['rest']}?"
    # "Which units don't die?", "Which are not destroyed?": the readers read the verb and not
    # the negation (_negations_unanswered), so the cards it is true of would be the opposite
    if re.search(r"n['’]t\b|\bcannot\b", m.group(0), re.I) or NEGATED_ASK.search(form):
        return None
    return form


def _which_said_yes(scored: list[tuple[int, int, int]], facts: list[Fact], q: str,
                    ctx: _Facts) -> list[int]:
    """Of a "which cards ...?" question, the cards' facts of which its yes/no form reads Yes,
    in the order scored ("Which Followers get +1 ATK?": the Acolyte whose ATK went up, not
    the Squire the effect left alone, which led as the first card of the file); empty when
    the question is not one or no fact says Yes. A fact of one card is read by what the
    question asks of it, of that card."""
    each = _which_of_them(q)
    if each is None:
        return []
    # each card asked of by its name where no other card has it ("Is the Golem removed from
    # the game?"), else by its id, not "it" or "their": the readers read a pronoun the
    # question before does not name as no card ("Is it returned to hand?", "Does it return to
    # their owner's hand?" of the Brute the Quake bounced)
    out = []
    for _, _, i in scored:
        if facts[i].subject.kind != "object" or not _one_of_those_asked(
                facts[i].subject.id, q, ctx):
            continue
        asked = _asked_of(each, facts[i].subject.id, ctx)
        verdict = _verdict(facts[i], asked, ctx)
        if not verdict and (whole := readers.whole_fact(facts[i], ctx)) is not None and \
                _verdict(whole, asked, ctx) == "Yes":
            # "Which resonators survive?" of a file whose `expect:` checks only a card's ATK:
            # its whole fact says it is still there (it led with a card destroyed, no Yes of
            # the one that survived: the yes/no form asked alone says Yes of it, audit 59)
            facts[i], verdict = whole, "Yes"
        if verdict == "Yes":
            out.append(i)
    return out


def _asked_of(each: str, oid: str, ctx: _Facts) -> str:
    """A "which cards ...?" question's yes/no form `each` asked of card `oid`: by its name
    where no other card has it, else by its id."""
    named = _of_the_card(each, oid, ctx)
    return re.sub(r"\b(?:its|their)\b", f"{oid}'s", re.sub(r"\bit\b", oid, named))


def _state_of_each(each: str, ctx: _Facts) -> bool:
    """Whether a "which cards ...?" question's yes/no form asks a state only a card on the
    board has ("Is it exhausted?", "Is it ready?", "Is it stunned?": RB 144.4, the game's
    declared true-or-false states), not an event ("Is it readied?")."""
    flags = [re.escape(k) for k, arg in ctx.game.vocab.object_keys.items() if arg.kind == "bool"]
    words = "|".join(["exhausted", "rested", "ready", "recovered", "tapped", "untapped",
                      re.escape(ctx.w.exhausted), re.escape(ctx.w.ready), *flags])
    return re.fullmatch(rf"Is it (?:still |now )?(?:{words})\?", each, re.I) is not None


def _which_none(facts: list[Fact], q: str, ctx: _Facts) -> Fact | None:
    """"Which of Bob's Followers get +1 ATK?" where it is true of no card: that none is, where
    each card it asks of (of the type and the player it names, _one_of_those_asked) has a fact
    whose No its yes/no form reads ("Not one of them: Squire (squire) is still on the field ...")
    or where no card of the ruling is one it asks of ("not one: bob has no follower"), with the
    rule that decided the first card's No. A card of that type left out by the house policy
    that says whose a card is (VW HP.62: Alice's Knight Bob took, his while in play) is named
    as not counted, and the policy cited. None where a card asked of has no fact or no Yes or
    No (judge cannot tell), where a card the ruling made is of no type the file gives, or where
    the question asks of no type of the game."""
    each = _which_of_them(q)
    m = WHICH_CARDS_DO.search(wh_clause(q))
    if each is None or m is None:
        return None
    called = re.sub(r"[ _-]", "_", m["called"].casefold())
    kind = next((t for t in ctx.game.vocab.card_types if t.casefold() == called), None)
    if kind is None:
        return None
    start = {o.id for o in ctx.scenario.objects}
    made = [oid for oid in ctx.res.final.get("objects", {}) if oid not in start]
    if len(start) + len(made) > MAX_WHICH or any(not ctx.printed_types(str(
            (ctx.res.final["objects"].get(oid) or {}).get("card") or "")) for oid in made):
        return None  # (a token of a card the file does not give: judge cannot tell its type)
    oids = [o.id for o in ctx.scenario.objects] + made
    asked = [oid for oid in oids if _one_of_those_asked(oid, q, ctx)]
    if _state_of_each(each, ctx):
        # "Which units are exhausted?": of the cards on the board as the ruling ends (a card
        # in a hand or a deck is neither ready nor exhausted, nor stunned: it said nothing of
        # the Squire in Alice's hand, so no "Not one" was said of the units that stayed ready)
        asked = [oid for oid in asked if ctx.res.is_board(str(
            (ctx.res.final.get("objects", {}).get(oid) or {}).get("zone") or ""))]
        if not asked:
            return None
    of = {f.subject.id: f for f in facts if f.subject.kind == "object"}
    for oid in asked:
        said_no = _said_no(oid, of.get(oid), _asked_of(each, oid, ctx), ctx)
        if said_no is None:
            return None
        of[oid] = said_no
    player = _which_player(m, q, ctx)
    # cards of the type whose player the policy decided ("Which of Alice's Followers ...?" of
    # her Knight Bob controls): not counted, said so
    others = [oid for oid in oids if oid not in asked and _whose_decided(q, ctx, oid) and
              _one_of_those_asked(oid, re.sub(r"\b(?:of\s+)?(?:[\w-]+['’]s|her|his)\s+", "", q,
                                              count=1), ctx)] if player else []
    whose = _whose_decided(q, ctx) if others or asked else None
    policy = (whose,) if whose else ()
    if not asked:
        said: Msg = Msg("not one of them") if others else Msg(
            "not one: {player} has no {kind}", player=player, kind=kind) if player else Msg(
            "not one: there is no {kind}", kind=kind)
        step, cites = None, policy
    else:
        # the cards the ruling changed, where it changed any (Bob's Brute destroyed, not his
        # Squire in the graveyard all along, to "Which of Bob's Followers survive?"): by a
        # step its fact names, else as the ruling ends against how it started (Rally's +1 ATK
        # read whole, not the Acolyte beside it that nothing touched); else those on the
        # board, else every one
        said_of = [oid for oid in asked if of[oid].step is not None] or [
            oid for oid in asked if _changed_by_the_ruling(oid, ctx)] or [
            oid for oid in asked if not readers.never_in_play(ctx, oid)] or asked
        if DESTRUCTION_ASKED.search(wh_clause(q)):
            # "Which Followers are destroyed?" of the Militia sacrificed to summon Blood
            # Knight: the Militia, not also the Knight that only entered the field undamaged,
            # which nothing could have destroyed (audit 58)
            said_of = [oid for oid in said_of if not _only_entered(oid, ctx)] or said_of
        first = of[said_of[0]]
        said = Msg("not one of them: {facts}", facts=Items([of[oid].said for oid in said_of]))
        step = first.step
        # (the rules of the first card whose fact has any: one read whole, of no subject the
        # ruling watched, cites none, _said_no)
        cited = next((of[oid] for oid in said_of if of[oid].citations), first)
        cites = tuple(dict.fromkeys((*cited.citations[:1], *policy, *cited.citations[1:])))[
            :MAX_RULES]
    if others and ctx.game.whose_asked_policy is not None:
        owner = ctx.policy_in_force(ctx.game.whose_asked_policy) == "owner"
        said = Msg("{fact}; not counted: {cards}, which {player} does not own" if owner else
                   "{fact}; not counted: {cards}, which {player} did not control the last time "
                   "it was in play", fact=said, cards=Items([ctx.name(o) for o in others]),
                   player=player)
    return Fact(Subject("game", "none"), [], said, step, cites)


def _only_entered(oid: str, ctx: _Facts) -> bool:
    """Whether object `oid` started off the board (in a hand, on the stack) and ends on it with
    no damage: the ruling only brought it into play."""
    obj = next((o for o in ctx.scenario.objects if o.id == oid), None)
    end = ctx.res.final.get("objects", {}).get(oid) or {}
    return obj is not None and not ctx.res.is_board(str(obj.zone)) and \
        ctx.res.is_board(str(end.get("zone"))) and not end.get("damage")


def _changed_by_the_ruling(oid: str, ctx: _Facts) -> bool:
    """Whether object `oid` ends otherwise than it started (where it is, its damage, its stats,
    ...), or was made during the ruling; False where the starting board was not kept whole
    for it (nothing to tell by)."""
    if all(o.id != oid for o in ctx.scenario.objects):
        return True
    try:
        was = ctx.res.initial.get("objects", {})[oid]
    except KeyError:
        return False
    return bool(was != ctx.res.final["objects"].get(oid))


def _said_no(oid: str, fact: Fact | None, asked: str, ctx: _Facts) -> Fact | None:
    """The fact of card `oid` whose No yes/no clause `asked` reads: `fact` itself, else, where it
    says neither Yes nor No or there is none, the card's whole fact, where the ruling recorded
    it whole ("Which Followers are destroyed?" of a file whose `expect:`, or whose question's
    card text, names the cards' ATK alone: where each one is and its damage say it was not, as
    the file without `expect:` does, not a fact of ATK led as though it answered); None where
    neither says No."""
    verdict = _verdict(fact, asked, ctx) if fact is not None else ""
    if verdict == "No":
        return fact
    if verdict or not readers.recorded_whole(oid, ctx) or \
            (whole := ctx.fact(Subject("object", oid))) is None or \
            _verdict(whole, asked, ctx) != "No":
        return None
    # (with the rules of the fact `expect:` asked for, where there is one, as the file without
    # `expect:` cites them: the whole fact, of no subject the ruling watched, has no step and
    # cites none; its sentence names no step, so it is given none)
    return whole if fact is None else replace(whole, citations=fact.citations)


def _one_of_those_asked(oid: str, q: str, ctx: _Facts) -> bool:
    """Whether object `oid` is one of the cards a "which cards ...?" question asks of: of the
    card type it calls them by, where that is a type of the game ("Which Followers go to the
    graveyard?" is not true of the Action that went there as it resulted, VW HP.8), and the
    player's its possessive names ("Which of Alice's Followers are destroyed?" not of Bob's
    Brute; "her" of the one player the question names): its controller as the ruling starts
    or ends (a Follower Bob took is his, VW HP.14)."""
    m = WHICH_CARDS_DO.search(wh_clause(q))
    if m is None:
        return True
    obj = next((o for o in ctx.scenario.objects if o.id == oid), None)
    end = ctx.res.final.get("objects", {}).get(oid) or {}
    # (a card made during the ruling, a token, by its card as the ruling ends)
    name = obj.card if obj is not None else str(end.get("card") or "")
    called = re.sub(r"[ _-]", "_", m["called"].casefold())
    kind = next((t for t in ctx.game.vocab.card_types if t.casefold() == called), None)
    # (or of a type an effect gave it, as the ruling starts or ends: "Which resonators are
    # rested?" of a regalia mobilized into a resonator, FOW 1129.3, is of it too)
    made = {*(end.get("types") or ()),
            *(ctx.res.initial.get("objects", {}).get(oid, {}).get("types") or ())}
    if kind is not None and (not name or (kind not in ctx.printed_types(name or "") and
                                          kind not in made)):
        return False
    player = _which_player(m, q, ctx)
    if player is None:
        return True  # "which of the ...", "their", or a pronoun of two players: anyone's
    return player in _whose_card(oid, ctx)


def _which_player(m: re.Match[str], q: str, ctx: _Facts) -> str | None:
    """The one player a "which cards ...?" question's possessive names ("Which of Alice's
    Followers ...?"; "her" of the one player the question names), else None."""
    whose = (m["whose"] or "").casefold().removesuffix("'s").removesuffix("’s")
    named = [p for p in ctx.scenario.players if _named(ctx.scenario.question or q, p)]
    return whose if whose in ctx.scenario.players else (
        named[0] if whose in ("her", "his") and len(named) == 1 else None)


def _whose_card(oid: str, ctx: _Facts, option: str | None = None) -> set[str | None]:
    """The players card `oid` counts as the card of, for a question asking of one player's
    cards. Where the game's house policy says whose a card is (Rulebook.whose_asked_policy,
    VW HP.62; `option`: one of its options, else the one in force): `owner`, its owner's;
    `controller`, the player's whose it was while in play (as the ruling ends where it is in
    play then, else as it starts where it was, else its owner's: a Follower Bob took that
    Recall returned to Alice's hand was his as it was returned). Without such a policy: its
    controller's as the ruling starts or as it ends, either."""
    obj = next((o for o in ctx.scenario.objects if o.id == oid), None)
    end = ctx.res.final.get("objects", {}).get(oid) or {}
    owner = obj.owner if obj is not None else end.get("owner")
    key = ctx.game.whose_asked_policy
    if key is None:
        return {obj.controller or obj.owner if obj is not None else None,
                end.get("controller") or end.get("owner")}
    if (option or ctx.policy_in_force(key)) == "owner":
        return {owner}
    if end and ctx.res.is_board(str(end.get("zone", ""))):
        return {end.get("controller") or end.get("owner") or owner}
    # (as it starts: the file's own board; a ruling that keeps no copy of its starting board
    # keeps each card's zone alone, resolution.lead_board)
    if obj is not None and ctx.res.is_board(obj.zone):
        return {obj.controller or owner}
    return {owner}


def _whose_decided(q: str, ctx: _Facts, oid: str | None = None) -> str | None:
    """The id of the house policy that says whose a card is (VW HP.62), where a "which cards
    ...?" question asks of one player's and a card of the ruling (`oid`, else any) is that
    player's under one of its options and not the other (a Follower Bob took from Alice);
    else None."""
    key = ctx.game.whose_asked_policy
    m = WHICH_CARDS_DO.search(wh_clause(q))
    if key is None or m is None or (player := _which_player(m, q, ctx)) is None:
        return None
    options = dict(ctx.game.data.policies[key].options)
    oids = {oid} if oid is not None else \
        {o.id for o in ctx.scenario.objects} | set(ctx.res.final.get("objects", {}))
    if any(len({player in _whose_card(oid, ctx, option) for option in options}) > 1
           for oid in oids):
        return ctx.game.data.policies[key].id
    return None


def _of_the_card(each: str, oid: str, ctx: _Facts) -> str:
    """A "which cards ...?" question's yes/no form asked of one card by its name, where no other
    card has it ("Is the Golem removed from the game?"): its "it" has no card before it to
    stand for, and readers that look for the card named before the zone or the state asked
    read it as no one ("Which resonators are removed from the game?" was led by the chant)."""
    name = ctx.res.card_name(oid)
    if not name or sum(o.card == name for o in ctx.scenario.objects) != 1:
        return each
    return re.sub(r"\bit\b", f"the {name}", each, count=1)


def _each_other(scored: list[tuple[int, int, int]], facts: list[Fact], lead: Fact,
                used: set[int], asked: str, question: str, ctx: _Facts) -> list[int]:
    """The other facts a question asked of each of several asks of (EACH): of the same kind as
    the one that leads (another player; another card, with a field of the same sort), that the
    question names (or of a card of the lead's name, or that a step changed) and is about at
    least half as much as the best, best first. (Only of the
    last of the question's questions: one before it keeps the next lead for the next one.) A
    where/what question of several things named together (NAMED_TOGETHER) asks of each of
    those it names."""
    kind = ctx.watch.made.get(lead.subject.id) if lead.subject.kind == "object" else None
    if kind is not None and MADE_KINDS_NAMED.search(asked):
        # "What happens to the tokens?": every token (copy) the ruling made, not the first
        # alone (Watch.made: each is a subject from the step that made it)
        return [i for _, _, i in scored if i not in used and facts[i] is not lead and
                facts[i].subject.kind == "object" and
                ctx.watch.made.get(facts[i].subject.id) == kind]
    counted = EACH.search(asked)
    each = bool(counted or WHO_SURVIVES.match(asked))
    most = NUMBERS[counted["n"].casefold()] - 1 if counted and counted["n"] else MAX_EACH
    if each and lead.subject.kind == "item" and EACH_DEALS.search(asked):
        # "How much damage does each deal?": every other item the question asks of, in turn
        return [i for _, _, i in scored if i not in used and facts[i] is not lead and
                facts[i].subject.kind == "item" and ITEM_DEALT.search(facts[i].sentence)]
    together = NAMED_TOGETHER.search(asked) and readers.named_together(facts, asked, ctx) > 1
    if not (each or together) or lead.subject.kind not in ("object", "player"):
        return []
    if not each:  # "Where do the Phoenix and Lyra go?": those it names, not the rest too
        return [i for _, _, i in scored if i not in used and facts[i] is not lead and
                facts[i].subject.kind == "object" and facts[i].subject.id != lead.subject.id
                and _about(facts[i], asked, ctx, False, keywords=False) > 0]
    sorts = {x.split(".")[0] for x in lead.subject.fields}
    best = scored[0][0] if scored else 0
    others = [i for score, _, i in scored if i not in used and 2 * score >= best > 0
              and facts[i] is not lead
              and facts[i].subject.kind == lead.subject.kind and facts[i].subject.id !=
              lead.subject.id and (_about(facts[i], QUOTED.sub("", question), ctx, False,
                                          keywords=False) > 0 or _namesakes(facts[i], lead, ctx)
                                      or facts[i].step is not None)
              and (lead.subject.kind == "player" or not sorts or sorts & {
                  x.split(".")[0] for x in facts[i].subject.fields})]
    # "What Might have the two tokens?": the lead and one other ("the two cards and the
    # Marshal", named together, asks of more)
    return others if together else others[:most]


# ----- which facts lead, and yes or no ------------------------------------------------------------
#: "Who gains (the) (500) life?", "Who loses will?": which player's resource went up or down.
WHO_GAINS = LazyRe(r"^\W*who\s+(?P<verb>gains?|gets?|loses?)\s+(?:the\s+)?(?:\d+\s+)?"
                   r"(?P<what>[\w-]+)\s*(?:\?|$)", re.I)


#: "Who scores?", "Which player scored?", "Which units score?" (a player scores, not a card).
WHO_SCORES = RareRe(r"^\W*(?:who|which\s+(?:of\s+)?(?:(?!(?:does|do|did|will|can)\b)"
                    r"[\w'’-]+\s+){0,2}?(?!(?:does|do|did|will|can)\b)[\w-]+)\s+"
                    r"(?:scores?|scored|will\s+score)\b", re.I, needs=("scor",))


def _player_scored(f: Fact, ctx: _Facts) -> bool:
    """Whether `f` is a player's fact whose points went up over the ruling."""
    if f.subject.kind != "player" or not isinstance(f.value, dict):
        return False
    now = f.value.get("points")
    start = (ctx.res.initial.get("players", {}).get(f.subject.id) or {}).get("points", 0)
    return isinstance(now, int) and isinstance(start, int) and now > start


def _player_moved(f: Fact, asked: re.Match[str], ctx: _Facts) -> bool:
    """Whether `f` is a player's fact whose resource `asked` names went the way it asks (up
    for "gains" / "gets", down for "loses") from the start of the ruling to its end."""
    if f.subject.kind != "player" or not isinstance(f.value, dict):
        return False
    what = asked["what"].casefold()
    now = f.value.get(what)
    start = (ctx.res.initial.get("players", {}).get(f.subject.id) or {}).get(what, 0)
    if not isinstance(now, int) or not isinstance(start, int):
        return False
    return now < start if asked["verb"].casefold().startswith("lose") else now > start


#: The verbs a yes/no part may join with "or" ("Does the copy draw a card or deal damage?"):
#: the base forms a "does" question asks with.
ALTERNATIVE_VERBS = frozenset({
    "draw", "deal", "take", "gain", "lose", "survive", "die", "resolve", "result", "trigger",
    "attack", "block", "get", "go", "enter", "leave", "stay", "remain", "return", "recover",
    "rest", "destroy", "banish", "remove", "win", "pay", "become", "have", "keep", "move",
    "cancel", "fizzle", "hit", "kill", "heal", "prevent", "discard", "search", "put", "play",
    "reveal", "score", "conquer", "end", "count", "fail", "produce", "call", "gather", "strike",
    "ready", "exhaust", "stun", "damage", "counter", "grant", "give", "add", "mill",
    "sacrifice", "recall", "awaken", "flip", "transform", "copy", "target", "use", "activate",
    "forfeit", "pass", "control", "respond", "answer", "choose", "declare", "attach", "equip",
    "summon"})
#: The states a yes/no part may join with "or" ("Is the Golem destroyed or banished?").
ALTERNATIVE_STATES = frozenset({"alive", "dead", "ready", "awake", "exhausted", "rested",
                                "recovered", "gone", "legal"})
DETERMINERS = frozenset({"the", "a", "an", "his", "her", "its", "their", "my", "your", "that",
                         "this", "each", "any", "another", "other"})
PARTICIPLE_WORD = LazyRe(rf"^{PARTICIPLE}$", re.I)
#: A yes/no clause asking with "or" after its subject: its auxiliary, what comes before "or"
#: (the subject, then the first verb or state) and what comes after (the other).
EITHER_OR = RareRe(r"^(?P<aux>\W*(?:does|do|did|will|can|could|may|might|is|are|was|were|has|"
                   r"have)\s+)(?P<left>[^?]+?),?\s+or\s+(?P<right>(?!not\b)[\w'’-]+[^?]*)\?*\s*$",
                   re.I, needs=(" or ",))


def _alternative_kind(word: str) -> str:
    """The kind of a word joined with "or": "verb" (a base form: "draw"), "state" (a participle
    or an adjective of state: "destroyed", "rested"), else ""."""
    low = word.casefold()
    if low in ALTERNATIVE_VERBS:
        return "verb"
    if low in ALTERNATIVE_STATES or PARTICIPLE_WORD.match(low):
        return "state"
    return ""


#: "Is the Knight destroyed by Bane or by the battle damage?", "... by the Lookout or the
#: battle?": a clause asking which of two agents (after "by") did a thing ("or not" asks Yes
#: or No).
AGENTS_OR = RareRe(r"\bby\s+[^?]+?,?\s+or\s+(?!not\b)[^?]+?\?*\s*$", re.I, needs=(" or ",))


def either_or(clause: str) -> tuple[str, ...] | bool | None:
    """The yes/no clauses a clause joining verbs or states with "or" asks, one each ("Does the
    copy draw a card or deal damage?": "Does the copy draw a card?", "Does the copy deal
    damage?"; "Does he exhaust it, pay, or draw?": three); True where it joins them but the
    subject they share is not found (no Yes or No can be said of it); None where it asks no
    such thing ("Does Bob take 300 or 400 damage?", "Is it destroyed or not?")."""
    m = EITHER_OR.match(clause.strip())
    if m is None or REFUSAL_ASKED.search(clause):
        return None  # ("refused or allowed?" asks which, not yes or no: `_verdict`)
    kind = _alternative_kind(m["right"].split()[0])
    if not kind:
        return None
    # "A, B, or C": the ones before "or" after commas, each opening with a verb (or a state)
    left, *listed = [p.strip() for p in m["left"].split(",")]
    while listed and not (listed[-1].split() and
                          _alternative_kind(listed[-1].split()[0]) == kind):
        last = listed.pop()
        left = f"{left}, {last}" if not listed else left
        if listed:
            listed[-1] = f"{listed[-1]}, {last}"
    if any(not p.split() or _alternative_kind(p.split()[0]) != kind for p in listed):
        return True
    words = left.split()
    # the first verb (or state) of the subject's: not a noun after its determiner ("the copy")
    first = next((i for i in range(1, len(words)) if _alternative_kind(words[i]) == kind and
                  words[i - 1].casefold() not in DETERMINERS and
                  not words[i - 1].casefold().endswith(("'s", "’s"))), None)
    if first is None:
        return True
    subject = [w for w in words[:first] if w.casefold() != "either"]
    if not subject:
        return True
    aux, who = m["aux"], " ".join(subject)
    return (f"{aux}{left}?", *(f"{aux}{who} {p}?" for p in (*listed, m["right"].strip())))


def _same_fact(a: Fact, b: Fact) -> bool:
    return a.subject == b.subject and a.value == b.value and a.text == b.text


def rank(facts: list[Fact], question: str, ctx: _Facts) -> tuple[Fact, ...]:
    """The facts in the order the answer gives them (`_rank`), where a yes/no part joins verbs
    or states with "or" ("Does the copy draw a card or deal damage?") read as any of them: Yes
    where one holds, No only where each is known not to hold, else neither (a No read of one
    of them was a confident wrong answer where the other held)."""
    if BEFORE_OR_AFTER.search(question):
        return _before_or_after(facts, question, ctx)
    ranked, spans = _rank_parts(facts, question, ctx)
    for qi, q in enumerate(questions(question)):
        if not _asks_yes_or_no(q):
            continue
        clause = asked_clause(q).strip()
        alternatives = either_or(clause)
        if alternatives is None and AGENTS_OR.search(clause) and qi < len(spans):
            # "Is the Knight destroyed by Bane or by the battle damage?" asks which of them did
            # it: its lead says which, not "Yes" (both were true of a Knight destroyed at all)
            a, b = spans[qi]
            ranked = tuple(replace(f, verdict="") if a <= i < b else f
                           for i, f in enumerate(ranked))
        if alternatives is None:
            continue
        at = question.rfind(clause.rstrip("?"))
        if not isinstance(alternatives, tuple) or at < 0:
            return _no_verdict(ranked, ())
        tail = question[at + len(clause.rstrip("?")):].lstrip("?")
        parts = tuple(_reading(facts, f"{question[:at]}{alt}{tail}", ctx)
                      for alt in alternatives)
        readings = tuple(r for r, _ in parts)
        if len(questions(question)) == 1:
            return _either_said(ranked, readings, True)
        return _either_part_said(ranked, parts, qi) or _either_said(ranked, readings, False)
    return ranked


#: "Does it resolve before or after Bob's Tax?": a part asking which, not yes or no.
BEFORE_OR_AFTER = LazyRe(r"\b(?:before\s+or\s+after|after\s+or\s+before)\b", re.I)


def _before_or_after(facts: list[Fact], question: str, ctx: _Facts) -> tuple[Fact, ...]:
    """The answer to a question a part of which asks whether one thing came before or after
    another: read as asking whether it came before, whose lead says when it came ("... only
    after Tax (tax)", or "... before ..."), without the Yes or No, which answers no "before or
    after" (it led "No —", outsider round 79)."""
    one = BEFORE_OR_AFTER.compiled.sub("before", question)
    ranked, spans = _reading(facts, one, ctx)
    for qi, q in enumerate(questions(question)):
        if BEFORE_OR_AFTER.search(q) and qi < len(spans):
            a, b = spans[qi]
            ranked = tuple(replace(f, verdict="") if a <= i < b else f
                           for i, f in enumerate(ranked))
    return ranked


def _reading(facts: list[Fact], question: str, ctx: _Facts
             ) -> tuple[tuple[Fact, ...], tuple[tuple[int, int], ...]]:
    """`_rank_parts` of `question`, one reading of an either/or part, with the scenario's own
    question read as it: what a part's pronoun stands for is read from the sentences around
    the part in the scenario's question ("Alice's Trail Hound moves to the empty bf-b. Does
    she control it, score, or gain XP?": "Does she control it?" read against the whole
    question, where it is not, found no "she" and got no Yes or No, and so the whole part)."""
    kept = ctx.scenario
    ctx.scenario = replace(kept, question=question)
    try:
        return _rank_parts(facts, question, ctx)
    finally:
        ctx.scenario = kept


def _leads(ranked: tuple[Fact, ...]) -> list[Fact]:
    return [f for f in ranked if f.lead]


def _no_verdict(ranked: tuple[Fact, ...], readings: tuple[tuple[Fact, ...], ...]
                ) -> tuple[Fact, ...]:
    """The ranking with no Yes or No to an either/or part: a lead keeps its verdict only where
    every reading puts the same fact there with the same verdict (another part's)."""
    leads = [_leads(r) for r in readings]
    out = []
    for i, f in enumerate(ranked):
        kept = f.lead and bool(leads) and all(
            i < len(lead) and _same_fact(f, lead[i]) and f.verdict == lead[i].verdict
            for lead in leads)
        out.append(f if kept or not f.verdict else replace(f, verdict=""))
    return tuple(out)


def _either_said(ranked: tuple[Fact, ...], readings: tuple[tuple[Fact, ...], ...],
                 alone: bool) -> tuple[Fact, ...]:
    """The answer to a part asking any of several things (`rank`): where it is the question's
    only part, the first reading whose lead says Yes, or each reading's lead where each says
    No; else no Yes or No of its own."""
    leads = [_leads(r) for r in readings]
    if alone and all(leads):
        for reading, lead in zip(readings, leads, strict=True):
            if lead[0].verdict == "Yes":
                return reading
        if all(lead[0].verdict == "No" for lead in leads):
            said: list[Fact] = []
            for lead in leads:
                if not any(_same_fact(lead[0], g) for g in said):
                    said.append(lead[0])
            # (a No that cites no rule is not said where another does: "No — Basic Rune
            # (rune) is ready" beside the rule that Bob paid nothing)
            said = [f for f in said if f.citations] or said
            rest = [f for f in ranked if not any(_same_fact(f, g) for g in said)]
            return (*said, *(replace(f, lead=False, verdict="") for f in rest))
    return _no_verdict(ranked, readings)


def _either_part_said(ranked: tuple[Fact, ...],
                      parts: tuple[tuple[tuple[Fact, ...], tuple[tuple[int, int], ...]], ...],
                      qi: int) -> tuple[Fact, ...] | None:
    """The answer to a question of several parts whose part `qi` asks any of several things
    (`rank`; audit 57's leftover: "Can she pass? In a battle, can she attack with the Squire,
    forfeit, or attack with the Champion?" got no Yes or No to its second part, though she may
    attack with the Champion): the whole question read with the clause that holds, where that
    part's own lead says Yes in one reading; where each reading's lead of that part says No,
    the first reading with each No said in that part's place; else None (no Yes or No of it:
    `_either_said`)."""
    own = [reading[a:b] for reading, spans in parts
           for a, b in ([spans[qi]] if qi < len(spans) else [(0, 0)])]
    for (reading, _), lead in zip(parts, own, strict=True):
        if lead and lead[0].verdict == "Yes":
            return reading
    if not own or not all(lead and lead[0].verdict == "No" for lead in own):
        return None
    said: list[Fact] = []
    for lead in own:
        if not any(_same_fact(lead[0], g) for g in said):
            said.append(lead[0])
    # (a No that cites no rule is not said where another does, as `_either_said`)
    said = [f for f in said if f.citations] or said
    # (the other parts' leads as the first reading gave them, this part's Nos in its place)
    first, spans = parts[0]
    a, b = spans[qi]
    out = [*first[:a], *said, *(f for f in first[b:] if f.lead)]
    rest = [f for f in ranked if not any(_same_fact(f, g) for g in out)]
    return (*out, *(replace(f, lead=False, verdict="") if f.lead else f for f in rest))


def _rank(facts: list[Fact], question: str, ctx: _Facts) -> tuple[Fact, ...]:
    """The facts in the order the answer gives them: for each of the question's questions (the
    first two), the fact it asks about most directly leads; the others follow in their order."""
    return _rank_parts(facts, question, ctx)[0]


def _rank_parts(facts: list[Fact], question: str, ctx: _Facts
                ) -> tuple[tuple[Fact, ...], tuple[tuple[int, int], ...]]:
    """`_rank`, with where each part's leads are in it (start, end): a part asked after the
    most leads were given, or answered on the lead of the part before, has none (start ==
    end)."""
    qs = questions(question)
    lead: list[Fact] = []
    used: set[int] = set()
    previous_yes_no = previous_can = previous_can_before = False
    said_before = ""
    starts: list[int] = []  # where each part's answer begins in `lead`
    for qi, q in enumerate(qs):
        starts.append(len(lead))
        if len(lead) >= max(MAX_LEAD, qi + 1):
            # (a third part asked gets its own lead where the two before took one each: "Whose
            # combat trigger resolves first, who has focus after the combat chain, and who has
            # it after Alice's Action resolves?")
            break
        # "Can she pass? Can she attack with her Squire instead?", and "... ? With her Hawk?":
        # a question with no verb of its own asks what the one before it asked.
        # "When it results, is the Trader destroyed?" asks yes or no: "when" opens a time clause
        # (asked_clause), not the question.
        wh = WH.match(wh_clause(q)) or WH_AFTER_COLON.search(q)
        fragment = qi > 0 and not _has_aux(q) and not wh
        yes_no = (_has_aux(q) and not wh) or (fragment and previous_yes_no)
        can = _is_can(q) or (fragment and previous_can)
        previous_can_before = previous_can
        previous_yes_no, previous_can = yes_no, can
        # "May the Militia attack? ..., and may her Knight?": a "may" with no verb after its
        # subject asks the verb of the question before (an ellipsis, not a question of its own)
        elliptic = qi > 0 and can and previous_can_before and not fragment and \
            readers.verbless_modal(q, ctx)
        # asks with the one before, as it was read ("... Disarm kills .... May it choose
        # Alice's Warden? Her Squire with the Blade?": "it" is still the Disarm)
        said = f"{said_before or qs[qi - 1]} {q}" if fragment or elliptic else q
        also: list[Fact] = []  # a further fact that answers it as much (`_which_triggered`)
        either_no: int | None = None  # "Can either ...?": the action refused, after the Yes
        tried_before: Fact | None = None  # a refused try a later one of the part tries again
        if not fragment and PRONOUN.search(q) and not _its_named_before(q, ctx):
            # "Where does it go?": what `it` is, is before
            antecedent = _where_it_named(question, q, ctx) or _antecedent_sentence(question, q)
            if not can and not _says(asked_clause(q), "outcome") and (
                    IT_ASKED.search(asked_clause(q)) or WHERE_IT.search(asked_clause(q))
                    or ITS_FIELD_ASKED.search(asked_clause(q))):
                # "Bob plays Star Exile (...) on Alice's Cinder Vigil Ascendant. Where is it
                # afterwards?": "it" is the card played on, not the spell (it led "Star Exile
                # ends in bob's graveyard"), unless the part asks what a spell does ("Does it
                # resolve?") or what may be done ("Can she target it?")
                antecedent = PLAYED_ON.compiled.sub(r"\g<verb> ", antecedent)
            said = f"{antecedent} {q}"
        asked = asked_clause(said)  # the clause the readers below read, as _verdict does
        ordered = _before_said_last(said, asked)  # the readers of an order: with its "before"
        said_before = said
        # A yes/no question asks of what it names, not of what the card text it quotes names:
        # 'Does Bob's Gatekeeper ("whenever ..., draw a card") trigger?' asks of no draw.
        whole = QUOTED.sub("", question) if yes_no else question
        of_it = _asked_again(lead[starts[-2]] if qi and starts[-2] < len(lead) else None,
                                qs[qi - 1] if qi else "", q, ctx, question) \
            if yes_no and not can and not fragment else None
        if of_it:
            # "How much damage does the Knight take, and does it survive?": the Knight the
            # part before answered, its Yes or No now, not another card's fate ("No — the
            # Militia ends in her hand")
            k = starts[-2]
            lead[k] = replace(lead[k], verdict=of_it,
                              citations=lead[k].citations or _touched_rules(lead[k], ctx))
            continue
        of_named = _asked_again_of_named(
            lead[starts[-2]] if qi and starts[-2] < len(lead) else None,
            qs[qi - 1] if qi else "", q, facts, used, ctx, question) \
            if yes_no and not can and not fragment else None
        if of_named is None and yes_no and not can and not fragment:
            of_named = readers.asked_of_the_target(
                lead[starts[-2]] if qi and starts[-2] < len(lead) else None,
                qs[qi - 1] if qi else "", q, facts, used, ctx)
        if of_named is not None:
            # "How much damage is the Squire dealt, and does it die?" answered first by the
            # spell's resolution: "it" is the Squire that part named, its fate and its Yes or
            # No now (the fate led with none)
            used.add(of_named[0])
            lead.append(replace(facts[of_named[0]], verdict=of_named[1], lead=True))
            continue
        # "Who has focus after the combat chain, and who has it after Alice's Action
        # resolves?": the game's own state, said for a part before, is asked again at another
        # moment judge places, read there (RB 340.2.a: Bob's once the Action's chain emptied),
        # not left without an answer
        read_again: frozenset[str] = moments.MOMENT_KINDS if not can and \
            moments.placed(q, question, ctx) else frozenset()
        # An action that was allowed answers only "can ...?"; one rejected answers any question.
        # "How many counters does it have, and what is its ATK?": "it" is a card the sentence
        # before names, not the player whose will that sentence also names
        of_a_thing = THING_HAS.search(asked) is not None
        scored = sorted(((_score(f, QUOTED.sub("", said) if yes_no else said, whole,
                                 ctx, can) + (2 * _about(
            f, q, ctx, can, keywords=False) if fragment else 0) - (
            6 if f.subject.kind == "player" and (of_a_thing or (
                yes_no and not can and not fragment and _owner_only_before_it(f, said, q)))
            else 0), -i, i)
            for i, f in enumerate(facts) if (i not in used or f.subject.kind in read_again) and (
                can or f.subject.kind != "action" or f.value == "rejected")), reverse=True)
        if yes_no and not can and not fragment and IT_ASKED.search(asked_clause(q)):
            scored = _described_first(scored, facts, q, question, ctx)
        if not fragment:
            scored = _on_top_first(scored, facts, q, ctx)
        untold = it_untold(q, question, ctx.scenario, object_words(ctx), ctx.in_play) \
            if ((yes_no and not can) or WHERE_IT.search(asked_clause(q))) and not fragment \
            else ()
        if can:
            # "Can Bob block?", "Could it do judgment?": only an action the question names (by
            # its verb, its card or its player) answers it; else the question is about a fact.
            actions = [(score, tie, i) for score, tie, i in scored
                       if facts[i].subject.kind == "action" and _asks_action(facts[i], said, ctx)
                       and not _allowed_pass(facts[i], ctx)]
            # What follows "can" names the action asked: "With her Quick Spark on the chase,
            # can Alice initiate a battle?" asks the battle, not the spell she played before.
            actions = [x for x in actions if _named_by_the_modal(
                ctx, ctx.scenario.actions[int(facts[x[2]].subject.id)], said)] or (
                [] if readers.paid_as_it_resolved(facts, scored, said, ctx) else actions)
            # "Can the Courier attack Bob?": the attack its verb names, not Bob's play of
            # Shackle that targeted the Courier (named only by what it acts on: a confident
            # "Yes — Action 5 (bob plays Shackle) is allowed" of an attack refused, FOW 104.4)
            actions = [x for x in actions if _verb_named_by_the_modal(
                ctx, ctx.scenario.actions[int(facts[x[2]].subject.id)], said)] or actions
            actions = _told_apart(actions, facts, q, ctx)
            if fragment and lead and (retried := _the_same_try_later(scored, facts, lead[-1],
                                                                    q, ctx)):
                actions, tried_before = retried, lead[-1]
            scored = actions or [x for x in scored if facts[x[2]].subject.kind != "action"]
            scored = _allowed_later(scored, facts, said, ctx)
            if EITHER.search(asked) and len({facts[x[2]].value for x in actions}) == 2:
                # "Can either target Alice's Knight?": Yes by the one that could, and No by
                # the one that could not, each with its rule (FOW 1181.2 [Aegis])
                allowed = [x for x in actions if facts[x[2]].value == "allowed"]
                refused = [x for x in actions if facts[x[2]].value == "rejected"]
                scored = [allowed[0], *(x for x in scored if x is not allowed[0])]
                either_no = refused[0][2]
        asked_player = player_asked(q, ctx.scenario, ctx.w.resource_verbs.values()) \
            if yes_no and not can else None
        if asked_player is not None:
            # "Does he get the will, and is Quick Spark played?": a part asking of a player is
            # answered by that player's fact, or an action of theirs, a card or an item it
            # names, before another player's or an action that is not (his Spark refused);
            # his own fact first where the part names what a player has ("his will"), or a
            # place event of theirs ("Does she conquer bf-b?": whether she did, which her fact
            # says, not her move to bf-b, an action naming that battlefield)
            others = [x for x in scored if facts[x[2]].subject.kind in ("player", "action")
                      and not _of_player(facts[x[2]], asked_player, q, ctx)]
            of_place = readers.place_event_asked(asked_clause(q), ctx.game) is not None
            own = [x for x in scored if (facts[x[2]].subject.kind, facts[x[2]].subject.id) == (
                "player", asked_player) and (of_place or (
                    facts[x[2]].subject == Subject("player", asked_player) and (any(
                        _named(asked_clause(q).casefold(), t.casefold())
                        for t in readers.players_things(ctx)) or
                        # ("Does she score?": what a player does, by the game's verb, RB 468)
                        _deed_said(asked_clause(q), ctx.w))))]
            scored = own + [x for x in scored if x not in others and x not in own] + others
            how = ctx.w.resource_rules.get("points")
            if how and scored and facts[scored[0][2]].subject == Subject(
                    "player", asked_player) and not facts[scored[0][2]].citations and re.search(
                    ctx.w.resource_verbs.get("points", "(?!)"), asked_clause(q), re.I) and \
                    not _player_scored(facts[scored[0][2]], ctx):
                # "Does Alice score?" where her points did not go up: the game's rule of how a
                # player scores says why not (Riftbound's conquer and hold, RB 469), as "Nobody
                # scores" cites it (it was a No citing no rule)
                facts[scored[0][2]] = replace(facts[scored[0][2]], citations=(how,))
        if yes_no and not can and MUST_PLAY_ASKED.match(asked_clause(q)) and \
                len(spells := _played_spells(ctx.scenario, ctx.game.vocab)) == 1:
            # "Must Alice play Stone Warden?" of the one spell played that told her to play a
            # unit: what it did as it resolved (RB 128.6.a: she may decline), as "Must she play
            # one of them?" reads it, not her Energy (the player named outranked the spell)
            bidden = [x for x in scored if facts[x[2]].subject == Subject("item", spells[0])]
            scored = bidden + [x for x in scored if x not in bidden]
        if not yes_no and not can:
            # "Who controls bf-a once the Bolt has resolved?": the game's key (read at the moment
            # asked), not the battlefield's own fact (as the ruling ends)
            whose = [x for x in scored if facts[x[2]].subject.kind == "game" and
                     key_asked_who(facts[x[2]].subject.id, q, [
                         n for k in v for n in (str(k), ctx.res.card_name(str(k)))]
                         if isinstance(v := facts[x[2]].value, dict) else ())]
            scored = whose + [x for x in scored if x not in whose]
        if not yes_no and not can and WHO_SCORES.match(wh_clause(q)) is not None:
            # "Who scores?", "Which units score?": the player whose points went up (a player
            # scores, RB 468; a card does not), not the battlefield whose control changed
            # (the game's own record of who scored what, where the file asks it, first)
            moved = [x for x in scored if facts[x[2]].subject == Subject("game", "scores")] + \
                [x for x in scored if _player_scored(facts[x[2]], ctx)]
            scored = moved + [x for x in scored if x not in moved]
            players = [x for x in scored if facts[x[2]].subject.kind == "player"]
            if not moved and players:
                # nobody's points went up (RB 471.1): said so, with each player's points, not
                # a unit's death (it led with the Squire killed, which scores nothing), citing
                # the game's rule of how a player scores (Words.resource_rules: Riftbound's
                # conquer and hold, RB 469; it cited no rule)
                how = ctx.w.resource_rules.get("points")
                facts[players[0][2]] = replace(facts[players[0][2]], said=Msg(
                    "nobody scores: {facts}", facts=Items([facts[x[2]].said for x in players])),
                    citations=tuple(dict.fromkeys((*facts[players[0][2]].citations,
                                                   *((how,) if how else ())))))
                scored = players[:1] + [x for x in scored if x is not players[0]]
            if moved and WHICH_CARDS_DO.search(wh_clause(q)) is not None:
                # "Which units score?" asks of cards what only players do: said so, no card
                # listed as scoring
                for x in moved:
                    facts[x[2]] = replace(facts[x[2]], said=Msg(
                        "{fact} (a player scores, not a card)", fact=facts[x[2]].said))
        if not yes_no and not can and (gains := WHO_GAINS.match(wh_clause(q))) is not None:
            # "Who gains 500 life?": the player whose life went up leads, not another player
            # whose will went down as she paid for the spell (the life of both is in the
            # question's words)
            moved = [x for x in scored if _player_moved(facts[x[2]], gains, ctx)]
            scored = moved + [x for x in scored if x not in moved]
        if not yes_no and lead and lead[-1].subject.kind in moments.MOMENT_KINDS and \
                WHO_HAS_IT.match(q):
            # "who has focus after the combat chain, and who has it after ...?": "it" is the
            # game's own state the part before asked (focus), not priority beside it
            keyed = [x for x in scored if facts[x[2]].subject == lead[-1].subject]
            scored = keyed + [x for x in scored if x not in keyed]
        state_asked = state_words_asked(said, ctx.game.vocab) if yes_no and not can else None
        if state_asked is not None:
            # "Is the chain closed?": the game's state, not the chain's items nor a card
            keyed = [x for x in scored if facts[x[2]].subject == Subject("game", state_asked[0])]
            scored = keyed + [x for x in scored if x not in keyed]
        if yes_no and not can and (held_key := _key_holder_asked(asked, ctx)) is not None:
            # "Does Alice still hold focus?": the key's fact, not her Energy (a player's fact
            # leads a part asking of her otherwise)
            keyed = [x for x in scored if facts[x[2]].subject == Subject("game", held_key)]
            scored = keyed + [x for x in scored if x not in keyed]
        if not yes_no and not can and re.search(object_words(ctx)["stats"], q, re.I):
            # "... on it. What is its ATK?": the stat asked leads, not the spell the sentence
            # before names (whose resolution changed it); among objects with it, as scored.
            scored = [x for x in scored if "stats" in _object_fields(facts[x[2]])] or scored
            if its := its_field_of(q, question, ctx.scenario, ctx.in_play):
                # "... on her Charger, then Charge! on it .... What is its Might?": "its" is
                # the Charger, not the spell played on it nor the battlefield it moved to
                of_its = [x for x in scored if facts[x[2]].subject == Subject("object", its)]
                scored = of_its + [x for x in scored if x not in of_its]
            scored = readers.by_trait_asked(scored, facts, asked, ctx)
            scored = readers.changed_first(scored, facts, asked)
            # "What is the Squire's Might before Mind Seize resolves?": the card whose stat it
            # asks leads, read then, not the spell its time clause names (which led)
            # "What is the Adept's Might after she conquers bf-b?": the card named as the
            # stat's possessor, not the battlefield the clause after it names (whose fact,
            # with every object's fields, came first)
            possessor = [x for x in scored if facts[x[2]].subject.kind == "object" and (
                ctx.stat_asked_then_of(q, facts[x[2]].subject.id) or
                ctx.stat_possessed_by(q, facts[x[2]].subject.id))]
            scored = possessor + [x for x in scored if x not in possessor]
        if not yes_no and not can and (HOW_MUCH.match(asked_clause(q)) or HOW_MUCH.match(q)):
            # "How many mana counters does it have?", "How much damage does each take?": the
            # quantity asked, not the resolution or the payment the sentence before names.
            scored = _quantity_asked(scored, facts, q, _sentence_before(question, q), ctx)
        deeds = deeds_item_asked(q, ctx.res, ctx.scenario) if not yes_no and not can else None
        if deeds is not None:
            # "What does the judgment process do?": what that item did as it resolved (or why
            # it did nothing), not the card a spell destroyed before it nor what was paid for it
            own = [x for x in scored if facts[x[2]].subject == Subject("item", deeds)]
            scored = own + [x for x in scored if x not in own]
        killer = WHAT_IT_KILLS.search(asked) if not yes_no and not can else None
        if killer is not None:
            # "What does the Cull kill?": what that item's resolution killed, not a unit Bob
            # killed himself in answer (the question names the killer, not the killed)
            scored = [x for x in scored if _killed_by(facts[x[2]], killer["who"], ctx)] or \
                scored
        zone_asked = _zone_asked(q, ctx) if not yes_no and not can else None
        if zone_asked is not None:
            # "Which go to the graveyard?": the cards that ended there, not one left in hand
            # (of the cards it calls them by: "Which Followers go to the graveyard?" is not
            # true of the Action that went there as it resulted, VW HP.8)
            there = [x for x in scored if readers.ends_in(facts[x[2]], zone_asked) and (
                facts[x[2]].subject.kind != "object" or
                _one_of_those_asked(facts[x[2]].subject.id, q, ctx))]
            scored = there + [x for x in scored if x not in there]
        held = _zone_held(q, ctx) if not yes_no and not can and zone_asked is None else None
        if held is not None:
            # "What is in Bob's hand?", "Which cards does Bob hold?": each card there as the
            # ruling ends, not his Energy nor who holds priority
            there = [x for x in scored if _held_in(facts[x[2]], held, ctx)]
            if there and held[1] == AMBIGUOUS:
                # "her graveyard" of Alice and Bob: of the player whose card there leads
                entry = ctx.res.final["objects"][facts[there[0][2]].subject.id]
                held = (held[0], str(entry.get("owner")))
                there = [x for x in there if _held_in(facts[x[2]], held, ctx)]
            scored = there + [x for x in scored if x not in there]
        if not yes_no and not can and WHERE_GOES.match(asked_clause(q)):
            # "Quick Spark resolves. Where does it go?": where the card ends (its zone, FOW
            # 703.3), not what its item did (the resolution the sentence before names).
            scored = [x for x in scored if "zone" in _object_fields(facts[x[2]])
                      and _about(facts[x[2]], said, ctx, can) > 0] or scored
        if not yes_no and not can and re.search(
                rf"\b(?:what|who)\b[^?]*\b(?:on|in)\s+the\s+{re.escape(str(ctx.w.stack))}\b",
                q, re.I):
            # "After it resolves, she does: what is on the chase?": the stack as it ends, not
            # the resolution the clause before names.
            scored = [x for x in scored if facts[x[2]].subject.kind == "stack"] or scored
        if yes_no and not can and _priority_asked_of(q, ctx) is not None:
            # "Does Alice get priority once the Bolt has resolved?": who holds priority, not
            # Alice's own Energy and points (a confident Yes read of her, whoever held it)
            scored = [x for x in scored if facts[x[2]].subject.kind == "priority"] or scored
        if not yes_no and not can and WHO_HOLDS_PRIORITY.match(wh_clause(q)):
            # "... both trigger. Who holds priority when it opens?": who holds it, not the item
            # the sentence before (read for the "it") names and says resulted.
            scored = [x for x in scored if facts[x[2]].subject.kind == "priority"] or scored
        if not yes_no and not can and (ORDER_ASKED.search(q) or WHOSE_FIRST.search(q)):
            # "In what order do they result?": the order, not one of them (the one it changed);
            # "Whose Watcher ability resolves first when her Squire enters?" too (it led with
            # the Squire's resolution the time clause names).
            # With no order of items to say ("What happens, and in what order?" of one spell),
            # what changed, at its step, not a total nothing changed ("Alice still has 3
            # points"), as "What happens?" reads it
            scored = [x for x in scored if facts[x[2]].subject.kind == "resolved"] or sorted(
                scored, key=lambda x: facts[x[2]].step is None)
        if yes_no and ctx.res.outcome in ("win", "draw") and LOSES_GAME_ASKED.search(q):
            # "Does Bob lose?" once the game ended: who won (FOW 1202.1, the rule process),
            # not the life total the resolution before left.
            scored = [x for x in scored if facts[x[2]].subject.kind == "winner"] or scored
        if not yes_no and not can and WHAT_HAPPENS.match(asked_clause(q)):
            # "She now draws a card and chooses to apply Lore first. What happens?": what the
            # ruling changed leads, not a total it left as it was ("Alice still has 4000 life"),
            # nor the order things resolved in when something else changed.
            # (a player it alone asks of follows what the question names: audit 51)
            # The game ended (a loop ruled a draw, FOW 1301.1c): that leads, whatever the
            # question names (it led with the spell the loop began with)
            scored = sorted(scored, key=lambda x: (
                not (facts[x[2]].subject.kind == "winner" and
                     ctx.res.outcome in ("win", "draw")),
                facts[x[2]].step is None, facts[x[2]].subject.kind == "resolved",
                _only_as_every_player(facts[x[2]], ctx.scenario)))
        happens_to = HAPPENS_TO.search(q) if not yes_no and not can else None
        if happens_to is not None and re.match(rf"\s*the\s+{re.escape(ctx.w.stack)}\b",
                                               happens_to[1], re.I):
            happens_to = None  # "What becomes of the chain?" asks of the chain, not a card
        if happens_to is not None and not readers.names_a_player(happens_to[1], ctx):
            # "What happens to it / the Wraiths?": a card's fate, not a player's life (unless
            # the question names the player: "... to her life").
            scored = [x for x in scored if facts[x[2]].subject.kind in ("object", "item")
                      and (_about(facts[x[2]], said, ctx, can) > 0 or readers.named_in_plural(
                          happens_to[1], facts[x[2]], ctx))] or scored
            # Its fate is where it ends (a Remnant card removed, a card's counters gone with
            # it), not that a spell resolved; a fizzle or a refusal still answers it.
            scored = [x for x in scored if facts[x[2]].value != "resolved"] or scored
        elif happens_to is not None and (owned := sorted(
                (at, n, x) for n, x in enumerate(scored) if (at := readers.owners_card_named(
                    happens_to[1], facts[x[2]], ctx)) is not None)):
            # "What becomes of Carol's cards, ... and Alice's unit on it?": the cards the
            # clause names by their owner, in the order it names them, not whether anyone won.
            scored = [x for _, _, x in owned] + [x for x in scored if x not in {
                x for _, _, x in owned}]
        if yes_no and game_said(ctx).other.search(asked):
            # "Is the other still hit?", "Does the Blow hit Bob's other unit instead?": the one
            # object the file checks that the question does not name.
            others = [x for x in scored if facts[x[2]].subject.kind == "object" and not
                      _mentions(question, facts[x[2]].subject.id,
                                ctx.res.card_name(facts[x[2]].subject.id))]
            scored = others + [x for x in scored if x not in others] if len(others) == 1 \
                else scored
        if yes_no and re.match(r"\W*(?:does|did|will)\s+anything\s+(?:resolve|result)\b",
                               asked, re.I):
            # "Does anything resolve?": what is left on the stack says it, not a player's life
            scored = [x for x in scored if facts[x[2]].subject.kind == "stack"] + \
                [x for x in scored if facts[x[2]].subject.kind != "stack"]
        if yes_no and DESTRUCTION.search(asked):
            # "Later Alice's Quick Spark deals 300 damage to it. Is it destroyed?": only a card
            # in play survives or is destroyed, so a card the question names that was in play
            # leads, not the spell the sentence before names (its fact, that it went to the
            # graveyard, answered No), nor a player
            in_play = [x for x in scored if facts[x[2]].subject.kind == "object"
                       and not readers.never_in_play(ctx, facts[x[2]].subject.id)
                       and not readers.is_place(ctx, facts[x[2]].subject.id)
                       and _about(facts[x[2]], question, ctx, can, keywords=False) > 0]
            # ... but "Is the Fire Drake destroyed?" asks of the Fire Drake the part names
            # (still in her hand), not of the Void Drake the sentence before put on the field
            # ("No — Void Drake ends on the field": another card's fact); a card the part
            # asks of itself leads, in play or not
            own = readers.cards_asked_of_themselves(scored, facts, asked, ctx)
            in_play = own + [x for x in in_play if x not in own] if own else in_play
            scored = in_play + [x for x in scored if x not in in_play]
        if not fragment and not PRONOUN.search(q) and \
                (typed := _the_one_of_its_type(facts, scored, question, q, ctx)) is not None:
            # "Bob cancels the Rune of Flame .... Where is the rune, and may she then play Rune
            # of Frost?": "the rune" is the one rune the sentence before names
            scored = [typed, *(x for x in scored if x != typed)]
        if not fragment and PRONOUN.search(q) and \
                (described := _described_referent(facts, scored, question, q, ctx)) is not None:
            # "She recycles the card she sees. Where is it?": `it` is the card the sentence
            # before describes without naming it, not the card it names (the Seer).
            scored = [described, *(x for x in scored if x != described)]
        which_yes = _which_said_yes(scored, facts, q, ctx) if not yes_no and not can else []
        for k in which_yes:
            # "Which of Bob's Followers are returned to hand?" of the Squire he took from Alice:
            # his by the house policy that says whose a card is (VW HP.62), after the rule of
            # what happened to it
            if (deciding := _whose_decided(q, ctx, facts[k].subject.id)) is not None:
                facts[k] = replace(facts[k], citations=tuple(dict.fromkeys((
                    *facts[k].citations[:1], deciding, *facts[k].citations[1:])))[:MAX_RULES])
        if not which_yes and not yes_no and not can and _which_of_them(q) is not None:
            # "Which of Bob's Followers are returned to hand?" where no card's fact says Yes:
            # not a card it does not ask of (Alice's Squire, hers under VW HP.62 `owner`) first
            scored = [x for x in scored if facts[x[2]].subject.kind != "object" or
                      _one_of_those_asked(facts[x[2]].subject.id, q, ctx)] + \
                [x for x in scored if facts[x[2]].subject.kind == "object" and
                 not _one_of_those_asked(facts[x[2]].subject.id, q, ctx)]
        if which_yes:
            # "Which Followers get +1 ATK?": the cards it says Yes of lead, each of them
            scored = [x for x in scored if x[2] in which_yes] + \
                [x for x in scored if x[2] not in which_yes]
        # "Which Followers are destroyed?" true of none of them (_which_none): said so, in a
        # part after another as in the first ("May she pay X = 3? ... Which Followers are
        # destroyed?" led with nothing where `expect:` checks only the Knight's damage, whose
        # fact the part's words are not about)
        none = _which_none(facts, q, ctx) if not yes_no and not can and not which_yes and \
            scored else None
        if not scored or (lead and none is None and _about(
                facts[scored[0][2]], said, ctx, can) <= 0 and not (
                asked_player is not None and (facts[scored[0][2]].subject.kind,
                                              facts[scored[0][2]].subject.id) == (
                    "player", asked_player))):
            # (a part asking of the player "he" or "she" is, whose own fact leads, asks of it:
            # "Can Alice answer with Dazzle? Does she conquer bf-b?")
            # a further question leads only with a fact it asks about itself; "Does the Bounty
            # Hunter trigger?" of a card nothing changed has none: whether it triggered
            named = readers.trigger_object(said, ctx) if yes_no and TRIGGERS.search(asked) else None
            if named is not None and named.subject not in {f.subject for f in lead}:
                fact, verdict = readers.triggered_asked(named, ctx, asked)
                lead.append(replace(fact, verdict=verdict, lead=True))
            continue
        i = scored[0][2]
        fact = facts[i]
        if held is not None and (empty := _zone_empty(held, facts, ctx)) is not None:
            i, fact = -1, empty  # "What is in Bob's hand?": nothing, not his Energy
        if none is not None:
            i, fact = -1, none  # "Which of Bob's Followers get +1 ATK?": none of them
        if not yes_no and HOW_MANY_DRAWN.match(q):
            # "How many cards does she draw?", "Who draws?": the draws, not a card's zone.
            i, fact = readers.draws_in_all(scored, facts, said, ctx) or (i, fact)
        if not yes_no and readers.WHICH_CARD_DRAWN.search(q) and \
                (turns := _drawn_for_the_turn(q, facts, ctx)) is not None:
            # "Which card does Alice draw for the turn?": the card the turn draw took (FOW
            # 502.4), not the one her draw-phase trigger drew before it
            i, fact = turns
        if not yes_no and not can and (which := _which_triggered(said, ctx, question) or (
                _which_triggered(q, ctx, question) if said != q else [])):
            # "Which Duelist's ability triggers?" of two Duelists: the one whose did, not
            # whether either is still on the field. ("Which of them trigger?": read with the
            # sentence before for "them", it no longer begins with "which": the part alone.)
            (i, fact), also = (-1, which[0]), which[1:]
        if not yes_no and (times := _times_asked(q, said, facts, ctx)) is not None:
            i, fact = times  # "How many times does the Bell trigger?": the count, not her life
        if not yes_no and not can and deeds is None and \
                (removed := _removed_trigger_asked(q, ctx)) is not None:
            # "What does the Deathknell do?" of one removed for want of a legal target: what
            # became of it (RB 402.4), not the spell that killed its card
            i, fact = -1, removed
        if not yes_no and not can and (aimed := readers.targets_chosen(q, ctx)) is not None:
            # "What does Alice target?": what her play targeted as she chose it, not her Energy
            i, fact = -1, aimed
        if not yes_no and (counted := _count_said(q, ctx)) is not None:
            i, fact = -1, counted  # "How many runes does Bob channel?": the step that says it
        if not yes_no and (had := _counts_had(q, ctx)):
            # "How many runes and cards does Bob have?": each count, with what made it so
            (i, fact), also = (-1, had[0]), had[1:]
        if not yes_no and WHEN_GAINED.match(q) and fact.subject.kind == "player":
            # "When does Bob get the gold?": the step he did
            fact = readers.when_gained(fact, q, ctx)
        if not yes_no and fact.subject.kind == "player" and HOW_MUCH_CHANGED.match(q):
            fact = readers.how_much_changed(fact, q, ctx)  # "How much life does Alice gain?": 500
        if not yes_no and not can and (dealt := _damage_asked(fact, question, q, ctx)) \
                is not None and dealt.step not in {x.step for x in lead}:
            # "What damage does the Knight deal?", "Who takes the Knight's damage?": the damage
            # it dealt and where, not its own damage or a player's will spent on it (unless a
            # sentence before says that step already)
            fact, i = dealt, -1
        discount = DISCOUNT.search(q) is not None
        if happens_to is None and ((not yes_no and WHAT_PAID.match(
                PARENTHESES.compiled.sub("", q).split(",")[0])) or discount):
            # "What does she pay?", "What does Gun Shot cost her?", "Is the Footman's discount
            # active?": the cost step, not her resources afterwards (nor the card's fate).
            paid = readers.cost_asked(
                facts, said if said != q else f"{_sentence_before(question, q)} {q}", q, ctx)
            if discount:
                # only the payment of the card it names (one refused keeps its refusal)
                # ("Does it cost 2 less?": the card "it" is, named in the sentence before)
                paid = readers.discounted(paid, said if PRONOUN.search(q) else q, ctx) \
                    if paid is not None else None
            elif paid is not None and readers.reduced(paid[1], ctx):
                # "What does the Ram cost?" of a Ram a discount made cheaper: the rules of
                # what changed its cost first (RB 356.4, RB 812.1.c), then the payment's
                paid = readers.cost_changed_first(paid, ctx)
            refused_play = [x[2] for x in scored if facts[x[2]].subject.kind == "action"
                            and facts[x[2]].value == "rejected"] if paid is None else []
            if paid is not None:
                i, fact = paid
            elif refused_play and yes_no:
                # "Alice's cost-reducing gear is attached to a unit. Does its discount still
                # apply?" where nothing was paid: the play refused for what it cost says No
                # (it led with her Energy, unspent), as the file's `expect:` made it
                i, fact = refused_play[0], facts[refused_play[0]]
            else:
                discount = False
        unplaced = False  # a moment the time clause names that judge could not place
        read_then = False  # an object's state read at the moment the time clause names
        read = fact  # the fact a Yes or No reads (its value at the moment asked)
        if not can and fact.subject.kind in ("game", "priority", "stack") and \
                (then := moments.at_moment(fact, q, question, ctx)) is not None:
            # "Who has focus once the Bolt has resolved?": who held it at that moment (Bob,
            # RB 340.2.a), not as the ruling ends (nobody: the showdown ended later)
            fact, unplaced = then[0], not then[2]
            read = replace(fact, value=then[1])
        verdict = _verdict(read, said, ctx) if yes_no else ""
        if verdict and not can and fact.subject.kind == "object" and \
                (listed := _each_listed(i, fact, facts, said, ctx)) is not None:
            # "Are the Brute and Alice's Veteran returned to hand?": Yes only where it is true
            # of each card the part lists (the Brute's Yes led alone); a card it is not true of
            # leads with its No, and no Yes or No where a card's fact cannot say
            i, fact, verdict = listed
            read = fact
        if can and not verdict and tried_before is not None and _rechecked(fact, tried_before):
            # "... may she pass at main timing? And after a second attack?": the same pass,
            # later, allowed by the rule that refused it before (FOW 718.2: the [Bloodlust]
            # card can no longer attack), which says its window is the one asked
            verdict = "Yes"
        if (verdict or (not can and (moments.during(q) or moments.stat_at_a_moment(q, ctx)))) \
                and fact.subject.kind == "object" and \
                (state_then := moments.state_at_moment(fact, q, question, ctx)) is not None:
            # "Is the Archivist exhausted once Recall has resolved?" of one readied later: its
            # state as the ruling ends is not its state then; the Yes or No reads it then.
            # "What is the Guard's Might in the combat?": 3 as its damage was dealt (RB 807.1.c,
            # Assault while it attacks), not the 2 it has once the combat is over
            read_then = True
            if verdict:
                verdict = _verdict(replace(read, value=state_then.value), said, ctx)
            # the Yes or No rests on the change before the moment (RB 414.4: exhausted for the
            # cost), not the one after it the fact's own step cites (RB 415.1: readied later)
            before = _change_step(state_then.changed, fact.subject.id, ctx) \
                if state_then.changed is not None else None
            fact = replace(fact, citations=(*ctx.rules(before, about=fact.subject.id),
                                            *_passive_by_controller(fact.subject, before, ctx))
                           if before is not None else
                           _static_made_it(fact.subject.id, state_then.value, ctx) or
                           fact.citations,
                           said=_state_then_said(fact, state_then, ctx))
            if state_then.kept:
                # (said at the moment alone: dated by the step that made it so, not by the
                # later step its fact as the ruling ends names, which it no longer says)
                fact = replace(fact, step=before.index if before is not None else
                               state_then.event.index)
        elif not can and fact.subject.kind == "object" and \
                moments.unplaced_during(fact, q, question, ctx):
            # "What is the Guard's Might during the showdown?": a moment judge does not place,
            # and the state changed during the ruling: its value as the ruling ends is said as
            # such, with no Yes or No (not as if it were its value then)
            fact, unplaced = replace(fact, said=Msg(
                "{fact}; that is as the ruling ends: judge does not place the moment the "
                "question's time clause names, and it changed during the ruling",
                fact=fact.said)), True
        elif verdict and fact.subject.kind == "object" and moments.clause_of(q) is None and \
                (amount := _stat_amount_asked(said.casefold(), ctx)) is not None and \
                _stat_changed(fact.subject, amount[0], ctx):
            # "Does the Guard have 3 Might?" with no time clause, of a Guard with 3 while it
            # attacked and 2 once the combat was over: read as the ruling ends, as every state
            # a question asks with no time clause is (the state the actions leave), and said
            # so, with when it had the amount asked (it was a bare "No" by its Might 2, where
            # the question may mean the combat)
            fact = replace(fact, said=_read_as_it_ends(fact, amount, ctx))
        if verdict == "No" and fact.subject.kind == "object" and \
                DAMAGE_TIMES.search(asked_clause(said)):
            # "Is the Golem dealt damage twice?": No, and why a deal asked did not happen
            fact = _deal_undone_first(fact, ctx)
        if not read_then and not unplaced and fact.subject.kind == "object":
            # "What is the Squire's ATK?" of one played after the change or played again:
            # the rule that decides its ATK before the rule it entered the field by
            fact = _stat_rule_first(fact, said, ctx)
        if yes_no and read.subject.kind == "priority" and \
                (priority_of := _priority_asked_of(said, ctx)) is not None and \
                moments.placed(q, question, ctx):
            # "Does Alice get priority once the Bolt has resolved?": one player holds it at a
            # moment judge places (RB 340.2.a gave it to Bob as the chain emptied), so the
            # player asked holds it or not, No as well as Yes (at no placed moment, another
            # may have had it on the way, and only a Yes is said)
            verdict = "Yes" if str(read.value or "").casefold() == priority_of else "No"
        if yes_no and discount:
            # Yes where a reduction changed what was paid (the game's rule for reductions is
            # cited at the play or the payment: RB 356.4), else No
            verdict = "Yes" if readers.reduced(fact, ctx) else "No"
        if yes_no and not can and (either := readers.either_asked(q, question, facts, ctx)) \
                is not None:
            # "Her deck holds another Shieldmaiden and a Valkyrie Queen. Is either played?":
            # of those two cards, not of the spell the sentence before that names
            (fact, verdict), i = either, facts.index(either[0])
        if yes_no and not can and (discards := _discard_asked(said, ctx)) is not None:
            # "Does Alice discard a card at the end of her turn?": a card of her hand put into
            # her graveyard, or No by the step that kept her hand (FOW 306.3); it was "Alice
            # still has 4000 life"
            (fact, verdict), i = discards, -1
        if yes_no and not can and (event := _event_verb_asked(q, question, facts, ctx)) \
                is not None:
            # "Does it attack, and how many cards does Alice draw?": whether it attacked (the
            # step it did), not the draw the sentence before names ("replaced with a draw").
            (fact, verdict), i = event, -1
        if yes_no and (declines := readers.decline_asked(said, ctx)) is not None:
            # "May she decline to deal the 2 damage?" of a trigger with targets: whether it is a
            # "you may" one (RB 402.1), not whether the card that triggered it was played
            (fact, verdict), i = declines, -1
        elif yes_no and can and fact.subject.kind == "action" and \
                readers.DECLINE_ASKED.match(_own_sentence(said)):
            # "May Alice decline to pay?" of a choice no reader finds (a v1.3 Tithe): an action
            # allowed is no Yes to declining (it was "Yes — Action 1 (alice plays Tithe) is
            # allowed": whether she may play it, not asked)
            verdict = ""
        if yes_no and not can and (entering := _enters_as_asked(said, question, facts, ctx)) \
                is not None:
            # "Does the Boar enter ready?": its state as it entered (RB 143.4, RB 805.1.a), not
            # whether it entered ("Yes — ... is exhausted")
            i, fact, verdict = entering
        if yes_no and not can and (fought := _combat_result_of(said, facts, ctx)) is not None:
            # "Does Alice win the combat?", "Does Bob lose the combat?": by the combat's result
            # (RB 466.3), not whether anyone won the game ("No — nobody wins": she had won it)
            i, fact, verdict = fought
        if yes_no and not can and (unpaid := _unpaid_countered_asked(said, ctx)) is not None:
            # "Is the ability countered?" of a trigger left unpaid: No, it was removed without
            # joining the chain, which is no countering (RB 404.2.a)
            (fact, verdict), i = unpaid, -1
        if yes_no and not can and (predicts := readers.player_verb_asked(said, ctx)) is not None:
            # "Does Alice still predict?": the step that says she did (RB 436.1), not the
            # resolution order or her unit's death
            (fact, verdict), i = predicts, -1
        if can and not verdict and readers.item_did_it(fact, said, ctx):
            verdict = "Yes"  # "Can Weaponmaster attach it?": it did, as it resolved
        if can and fact.subject.kind != "action" and (
                rested := readers.player_did_it(said, question, facts, ctx)) is not None:
            # "Can Bob rest it to take the attack?": the step he did, not the card's state
            # after the battle (FOW 1168.2: [Protect] is no action of the file, a choice).
            (fact, verdict), i = rested, -1
        if verdict == "No" and not can and PAYS.search(asked) and (
                nothing := readers.nothing_paid_for(fact, said, ctx)) is not None:
            # "... and does Alice pay for it?": the step of the Maul that paid nothing, not the
            # Energy she paid for the Adept (RB 821.1.c.5)
            fact, i = nothing, -1
        if yes_no and not can and (again := _paid_again(facts, question, q, ctx)) is not None:
            (fact, verdict), i = again, -1  # "Does Alice pay another gold for Gun Shot?"
        if yes_no and not can and (inplay := _in_play_when_triggered(q, facts, ctx)) is not None:
            (fact, verdict), i = inplay, -1  # "Is the Militia still in play when Thorns triggers?"
        elif yes_no and not can and (present := _presence_asked(q, facts, ctx)) is not None \
                and (fact.subject.id != present[1].subject.id or not verdict):
            # "Is the Lantern in play?", "Does it leave play?": the card's place, not a play
            # (a rejected one that targeted it was "No")
            i, fact, verdict = present
        if yes_no and not can and not verdict and (
                blocked := readers.blocked_asked(q, question, facts, ctx)) is not None:
            (fact, verdict), i = blocked, -1  # "Is her Hawk still blocked?"
        if yes_no and not can and not verdict and (
                done := readers.action_verb_asked(said, ctx)) is not None:
            (fact, verdict), i = done, -1  # "It blocks Alice's Knight. Does it block?"
        if yes_no and (window := _response_window(fact, q, ctx)) is not None:
            (fact, verdict), i = window, -1  # "Can Bob respond to the unit?" (RB 337.2)
        if yes_no and (played := _play_asked(said, ctx)) is not None and (
                not can or played[0].subject.kind == "object"):
            # "Is it registered?", "Does she use it?", "Is it played, and what is rested?":
            # the play, not a card's state the sentence before names ("her recovered Squire").
            (fact, verdict), i = played, -1
        if can and (gone := _target_gone_first(said, facts, ctx)) is not None:
            (i, fact), verdict = gone, "No"  # "Can the trigger target the Wall?"
        if yes_no and (stacked := _goes_on_stack(fact, question, q, ctx)) is not None:
            (fact, verdict), i = stacked, -1  # "Does the Well's Add wait on the chain?"
        if yes_no and (hit := _hit_asked(fact, question, q, ctx)) is not None:
            (fact, verdict), i = hit, i if hit[0] is fact else -1  # "Does Volley still hit X?"
        if yes_no and not verdict and (undone := readers.undone_asked(facts, q, ctx)) is not None:
            (i, fact), verdict = undone, "No"  # "Does Rite of the Old Grove transcend?"
        if yes_no and not can and (moment := _where_as_it_resolves(fact, said, ctx)) \
                is not None:
            # "She uses it. As it results, does it count itself as a card in her hand?": where
            # its card is at that moment (on the stack: VW REG.12.b), not where it ends.
            fact, verdict = moment
        if yes_no and not verdict and fact.subject.kind in ("item", "object"):
            verdict = readers.there_is(q, ctx)  # "Is there a Husk in the field?": of what made it
        if yes_no and not verdict and EITHER.search(asked) and not re.search(r"\bor\b", asked):
            i, fact, verdict = readers.either(scored, facts, said, ctx) or (i, fact, "")
        if yes_no and fact.subject.kind == "object" and BOTH.search(asked) and \
                not re.search(r"\bor\b", asked):
            i, fact, verdict = readers.both(scored, facts, said, ctx) or (i, fact, verdict)
        if yes_no and not verdict and not TRIGGERS.search(asked):
            i, fact, verdict = readers.fact_with_a_verdict(scored, facts, said, ctx) or (
                i, fact, "")
        if yes_no and not verdict and fact.subject.kind in ("object", "player"):
            verdict = readers.anyone_damaged(asked, ctx)  # "Does anyone take battle damage?"
        if yes_no and not verdict and (
                prevents := readers.prevention_asked(fact, q, ctx)) is not None:
            (fact, verdict), i = prevents, i if prevents[0] is fact else -1
        if yes_no and TRIGGERS.search(asked) and not verdict and fact.subject.kind != "object":
            # "... Bob's Thornback, whose ability triggers .... Does it trigger?": the card
            # whose ability it asks of, not the spell the fact it is most about is of.
            card = readers.trigger_asked(facts, used, said, ctx)
            if card is not None:
                i, fact = card, facts[card]
            elif (other := readers.trigger_object(said, ctx)) is not None:
                i, fact = -1, other  # "Does Prospect Peak's Strike Gold trigger?": no fact's
        if yes_no and TRIGGERS.search(asked) and fact.subject.kind == "item" and \
                (other := readers.someone_elses_trigger(fact, said, asked, ctx)) is not None:
            # "Does Bob's Tithe trigger?" where only Alice's Tithe did: of Bob's card, not of
            # the item of Alice's that bears the same name
            fact, i, verdict = other, -1, ""
        if yes_no and not verdict and (RESOLVES.search(asked) or _stacked_asked(asked, ctx)) \
                and not TRIGGERS.search(asked) \
                and (never := readers.never_registered(said, ctx)) is not None:
            # "Does Levy result?" of a skill that triggered but could not be paid for (VW
            # REG.14.a): never registered, it never results (no fact is of it: it is no item);
            # "Is Levy registered?", "Does it go into the register?" are answered by the same
            # step (audit 50's leftover)
            (fact, verdict), i = never, -1
        if yes_no and (anything := _anything_triggered(fact, q, ctx)) is not None:
            (fact, verdict), i = anything, -1
        elif yes_no and TRIGGERS.search(asked) and fact.subject.kind == "object":
            # "Does the Owl trigger?": whether it did, not whether the Owl is rested; of the
            # card the clause asked names ("Does Bob's Gatekeeper trigger?"), not of a card
            # its quoted text drew.
            asked_of = None if PRONOUN.search(asked) else readers.trigger_object(said, ctx)
            if asked_of is not None and asked_of.subject.id != fact.subject.id:
                fact, i = asked_of, -1
            elif asked_of is None and not _asks_of(
                    asked, fact.subject.id, ctx.res.card_name(fact.subject.id),
                    ctx.scenario) and (source := readers.the_one_that_triggered(
                                  fact, QUOTED.sub("", question), ctx)) is not None:
                # (not where the clause names the card itself: "Does the Bounty Hunter
                # trigger?" is of it, though another card the question names triggered)
                fact, i = source, -1
            elif asked_of is None and not PRONOUN.search(asked) and readers.trigger_asked(
                    [fact], set(), said, ctx, whole=False) is None and \
                    readers.triggered_asked(fact, ctx, asked)[1] != "Yes" and (
                    card := readers.trigger_asked(facts, used, said, ctx, whole=False)) \
                    is not None:
                # "Does Limit trigger?" where nothing of it triggered: of the one card whose
                # keyword (or triggered ability) the clause names, not of the card ranked
                # first, whose card has no such ability (the Knight the [Limit] Guard blocked)
                fact, i = facts[card], card
            fact, verdict = readers.triggered_asked(fact, ctx, asked)
        elif verdict == "Yes" and TRIGGERS.search(asked) and fact.subject.kind == "item":
            # "Does Last Rites trigger?": the step it triggered, not the one it resolved.
            fact = readers.item_triggered(fact, ctx)
        elif verdict == "No" and RESOLVES.search(asked) and fact.subject.kind == "object" and \
                readers.put_on_stack(ctx, fact.subject.id) and \
                fact.subject.id not in ctx.res.resolved and \
                fact.subject.id not in {f.item for f in ctx.res.fizzled} and \
                fact.subject.id not in ctx.res.final["stack"]:
            # Moved off the stack while it waited (RB 359.3.f): neither resolved nor fizzled.
            fact = replace(fact, said=Msg("{fact}: it left the {stack} and never {resolves}",
                                          fact=fact.said, stack=word(ctx.w.stack),
                                          resolves=word(ctx.w.resolves)))
        elif verdict == "Yes" and fact.subject.kind == "player" and \
                GIVEN_BACK.search(readers.without_card_names(asked.casefold(), ctx)) and \
                (step := ctx.steps.get(fact.step or 0)) is not None and \
                readers.decided_by_policy(step, ctx):
            # "Does Bob get his gold back?": the house policy that gave it back decided it
            # (VW HP.8 `refund`), not the rule of the step it was given back in.
            fact = replace(fact, citations=tuple(dict.fromkeys(
                (*(c for c in step.citations if c in ctx.policies), *fact.citations))))
        elif verdict == "Yes" and can and fact.subject.kind == "action" and \
                (did := readers.done_as_it_resolved(fact, q, ctx)) is not None:
            # "... then plays Rite of the Old Grove to transcend the Sovereign. Can she
            # transcend?": the transcend process its resolution did, not the play of the Rite
            fact = did
        elif verdict == "Yes" and fact.subject.kind == "object" and \
                (outlasted := _outlasted(fact, asked, ctx)) is not None:
            # "Is the Pactmaker astral?" of a ruler whose astral counter moved away and came
            # back: astral all along by the game's rule (FOW 1024.4), not by the step that
            # brought the counter back
            fact = replace(fact, citations=tuple(dict.fromkeys((outlasted, *fact.citations))))
        elif verdict == "Yes" and fact.subject.kind == "object" and TAKES_DAMAGE.search(asked) \
                and (healed := readers.hit_and_healed(fact, ctx)) is not None:
            # "Does the Fort take damage?" of damage since worn off: the step that dealt it,
            # not "it has no damage" nor "it is still on the field" beside a Yes.
            fact = healed
        elif verdict == "Yes" and CANCELLED.search(asked) and fact.subject.kind == "object" and \
                (cancel := readers.cancel_of(fact.subject.id, ctx)) is not None:
            # "Is the Prayer cancelled?": by what and when (VW REG.12.b), not where its card
            # ends (the graveyard says nothing of a cancel).
            fact = cancel
        elif verdict == "No" and CANCELLED.search(asked) and fact.subject.kind == "object" and \
                (kept := readers.not_cancelled(fact, ctx)) is not None:
            fact = kept  # "Null Ward targets the Vanguard. Is it cancelled?": what could not
        elif verdict and fact.subject.kind == "player" and \
                (place_event := readers.place_event_asked(asked, ctx.game)) is not None and \
                (place_event[1].denied is not None if verdict == "No" else not re.search(
                    ctx.w.resource_verbs.get("points", "(?!)"), asked, re.I)):
            # "Does she hold bf-a?": by the step she held it at, or the one that said why not;
            # "Does she conquer bf-b?": by her conquer (RB 469.1), not all her resources (but
            # "Does he conquer bf-a and score a point?" by the point he scored, which says both);
            # "Does she conquer bf-a?" of one who conquered bf-b: No, by that conquer
            fact = readers.done_at_place(fact, verdict, said, ctx, *place_event)
        elif not verdict and yes_no and ASKS_PLAY.search(asked_clause(q)) and \
                fact.subject.kind == "object" and \
                (played := readers.played_or_not(fact, q, ctx)) is not None and \
                played[0].step not in {x.step for x in lead}:
            # "Can Bob play Hidden Blade?": the step that played it (Yes) or said it could not
            # be played (No), with its rules, not where the card ends.
            fact, verdict = played
        elif verdict and DRAWS.search(asked) and fact.subject.kind == "object" and \
                (_drawn(ctx, fact.subject.id) is not None or _refilled_and_drawn(ctx, fact)):
            # "Does Bob draw?": who draws, not where a card of his deck is.
            fact, verdict = readers.who_draws(fact, said, ctx)
            if verdict == "Yes" and _not_the_turn_draw(fact, asked, ctx):
                # "Does Alice draw Ember for the turn?" of the card her Dawn Sight drew before
                # the turn draw (FOW 502.2, 502.4): not the turn's draw (it was "Yes")
                verdict = "No"
        order = _order_of_two_asked(re.split(r"(?<=[.!?])\s+", _unquoted(said).strip())[-1],
                                    ctx) if yes_no and not can else None
        opened = _new_stack_opened(asked, ctx) if yes_no and not can and not verdict else None
        if opened is not None:
            # "Is a new register opened?" ("Apakah register baru dibuka?"): Yes, by the step
            # that opened it (VW REG.6.b); No where the register resulted with nothing
            # triggered (VW REG.6); it had no Yes or No
            fact, verdict = opened, "Yes" if opened.value else "No"
        by_order = order is not None and (order[1] != verdict or
                                          fact.subject.id != order[0].subject.id)
        if by_order and order is not None:
            # "Does the battle damage result before Sample Blessing?" of a Blessing that
            # resulted first: No, by the order (it was "Yes — Sample Blessing ... results at
            # step 7", the Blessing's own resolution); "Does Echo result before Blood Pact?":
            # Yes, before the Pact and its copy (it was No, by the copy); the fact of the one
            # asked of, not of the other (where they agree, the readers below say the order)
            fact, verdict = order
        elif yes_no and not can and verdict in ("Yes", "No") and \
                (ordered_after := _event_after_the_moment_asked(fact, facts, q, question, asked,
                                                                ctx, verdict)) is not None:
            # "Does Ward resolve after Scatter Shot resolves?" of a Ward resolved at step 3,
            # the Shot at 9: No, and when the Shot did (it was a Yes of Ward's resolution
            # alone); "Does Stone Brace resolve after Heavy Lance resolves?" led with the
            # Lance's own resolution: the Brace's, Yes or No by the order
            fact, verdict = ordered_after
        elif yes_no and not can and not read_then and (
                (verdict == "Yes" and fact.subject.kind != "item") or (
                    verdict == "No" and fact.subject.kind == "item")) and \
                (later := _after_the_item_asked(fact, ordered, ctx)) is not None:
            # (not of a state read at the moment the "before" clause names: "Does the Squire
            # have 3 Might before Mind Seize resolves?" asks its Might then, not an order)
            # "Does Alice draw before Gun Shot results?" where she drew only after it: No, by
            # when each happened (VW REG.6.b: the skill that drew waited for a new register);
            # "Does Homeward result before Gun Shot?": No, and when Gun Shot did
            fact, verdict = later, "No"
        elif yes_no and not can and not verdict and \
                (neither := _results_before_one_that_never_did(ordered, ctx)) is not None:
            # "Does Grudge result before Shelter?" of a Shelter that never resulted: no Yes or
            # No (a house reading would be needed), the reason said
            fact = neither
        elif yes_no and not can and verdict == "Yes" and \
                (earlier := _before_the_item_asked(fact, ordered, ctx)) is not None:
            # "Does the Tithe result before Profit?": Yes, and when Profit did (VW REG.10.b put
            # the Tithe first), not the Tithe's step alone
            fact = earlier

        if asked_player is not None and verdict and i >= 0 and fact is facts[i] and \
                fact.subject.kind in ("player", "action", "object", "item") and \
                not _of_player(fact, asked_player, q, ctx):
            # Another subject's Yes or No is not the player's ("does Bob score?" was answered
            # "No — alice still has 2 points"): the next fact of theirs that says it, else the
            # one that leads without a Yes or No (never a confident wrong "No")
            mine = next(((j, v) for score, _, j in scored if score > 0 and j not in used
                         and j != i and _of_player(facts[j], asked_player, q, ctx)
                         and (v := _verdict(facts[j], said, ctx))), None)
            (i, verdict), fact = mine or (i, ""), facts[mine[0]] if mine else fact
        elif yes_no and not can and verdict and i >= 0 and fact is facts[i] and \
                fact.subject.kind == "action" and _asks_of_another_card(fact, q, ctx):
            # "Does Bob lose life, and is the Squire destroyed?" with only the refused Spark
            # checked: the refusal says nothing of the Squire (a wrong "No"): no Yes or No
            verdict = ""
        if unplaced and fact.subject.kind in ("game", "priority", "stack", "object"):
            verdict = ""  # its value as the ruling ends may not be its value then
        if verdict and state_asked is not None and \
                fact.subject == Subject("game", state_asked[0]):
            # the rule that says what the state it is in is (RB 310.4: Showdown Closed, a
            # showdown under way and a chain), before the step's own
            fact = _state_cited(fact, read.value if read.subject == fact.subject else
                                fact.value, ctx)
        if verdict and yes_no and (stranger := _stranger_asked(q, ctx)) is not None:
            # "Does the Golem survive?" where no card of the ruling is a Golem: a Yes or No of
            # the card the fact is of (the Warden) would answer another question
            fact, verdict = replace(fact, said=Msg(
                "the question names {name}, which is no card of this ruling: no Yes or No; "
                "{fact}", name=stranger, fact=fact.said)), ""
        if verdict and yes_no and not can and i >= 0 and fact is facts[i] and \
                (theirs := _possessor_other(fact, asked, ctx)) is not None:
            # "Bob defends with a 6-Might unit. Does Bob's unit die?" was answered "Yes — Oak
            # Shieldbearer (oak) is killed", Alice's card the question named before: the one
            # card of that player's the ruling tells of, else no Yes or No
            of_theirs = [j for j, g in enumerate(facts) if j not in used and
                         g.subject.kind == "object" and _theirs_of_kind(g.subject.id, theirs, ctx)]
            if len(of_theirs) == 1:
                i, fact = of_theirs[0], facts[of_theirs[0]]
                verdict = _verdict(fact, said, ctx)
            else:
                verdict = ""
        if order is not None and order[1]:
            pass  # the order of two that resulted, said above (not "damage" read as a moment)
        elif verdict == "Yes" and yes_no and not can and fact.step is not None and \
                moments.order_with_damage_unread(q, fact.step, ctx):
            # "Is the Berserker destroyed before it deals its damage to Bob?": destroyed, but at
            # step 25, after the damage at 18; a Yes of its destruction alone would be wrong.
            # The ruling's only damage placed on the other side of it: No, saying when the
            # damage was dealt and citing the rule that dealt it then; else no Yes or No.
            fact, verdict = _order_said_no(fact, moments.order_with_damage_contradicted(
                q, fact.step, ctx))
        elif verdict == "Yes" and yes_no and not can and not read_then and \
                moments.order_unplaced(q, question, ctx):
            # "Does Rampage resolve after Bob declares blockers?": it resolved, at step 12,
            # before any block; a moment judge does not place cannot say the order: no Yes or No
            verdict = ""
        if untold and (told := _untold_facts(untold, scored, facts, used, ctx,
                                             yes_no=yes_no)):
            # "Bob's Squire and his Sentinel are recovered .... Is it rested?": the question
            # does not tell which card "it" is, and a Yes or No of one would be a guess: said
            # so, with what each has, and no Yes or No
            (i, fact), verdict = told[0], ""
            also = [facts[j] for j, _ in told[1:]]
            used.update(j for j, _ in told)
        used.add(i)
        lead.append(replace(_held_cited(fact, held, ctx), verdict=verdict, lead=True))
        lead += [replace(f, lead=True) for f in also[:max(0, MAX_LEAD - len(lead))]]
        namesake = _namesake(fact, facts, used, said, ctx) if yes_no and not can and \
            not untold and len(lead) < MAX_LEAD and not (
                verdict == "Yes" and EITHER.search(asked)) else None
        if namesake is not None:
            # "Does the Warden die?" of two Stone Wardens: the question cannot tell which, so
            # the answer says each; one picked silently could be the other's fate.
            used.add(namesake)
            other, said_of = (readers.triggered_asked(facts[namesake], ctx, asked)
                              if TRIGGERS.search(asked)
                              else (facts[namesake], _verdict(facts[namesake], said, ctx)))
            if verdict and said_of and said_of != verdict and not EITHER.search(asked) and \
                    _named_as_each_players(question, q, lead[-1], other, ctx):
                # "Alice's Knight and Bob's Knight ... Is the Knight destroyed?": the bare name
                # is each one's, and one is destroyed, the other not: a Yes of one read aloud
                # would be a confident answer of a card the question may not mean; said so,
                # with each one's fact, and no Yes or No
                first = lead[-1]
                # (each said with whose it is: "Stone Warden (aw)" alone does not tell the
                # judge reading it aloud which player's card it is)
                objects = Items([Msg("{player}'s {object}", player=_holder_of(o, ctx),
                                     object=ctx.res.name(o))
                                 for o in (first.subject.id, other.subject.id)])
                lead[-1] = replace(first, verdict="", said=Msg(
                    "the question names {objects} by one name and does not tell which it asks "
                    "of: no Yes or No; {fact}", objects=objects, fact=first.said))
                said_of = ""
            lead.append(replace(other, verdict=said_of, lead=True))
        each_asked = [j for j in which_yes if j not in used and facts[j] is not fact] + [
            # then the other cards it asks of, as "each" does ("Which resonators are
            # destroyed?": the Squire, then the taken Brute that stays)
            j for j in _each_other(scored, facts, fact, used, asked, question, ctx)
            if j not in which_yes and (facts[j].subject.kind != "object" or
                                       _one_of_those_asked(facts[j].subject.id, q, ctx))] \
            if i in which_yes else [
                i for _, _, i in scored if i not in used and facts[i] is not fact and
                readers.ends_in(facts[i], zone_asked) and
                _one_of_those_asked(facts[i].subject.id, q, ctx)] if zone_asked is not None and \
            readers.ends_in(fact, zone_asked) else [
                i for _, _, i in scored if i not in used and facts[i] is not fact and
                _held_in(facts[i], held, ctx)] if held is not None and \
            _held_in(fact, held, ctx) else _each_other(scored, facts, fact, used, asked,
                                                       question, ctx)
        if killer is not None and _killed_by(fact, killer["who"], ctx):
            # "What does the Cull kill?" of a Cull that killed two: each it killed, not the
            # first alone (one named would read as all it did)
            each_asked = [i for _, _, i in scored if i not in used and facts[i] is not fact
                          and _killed_by(facts[i], killer["who"], ctx)]
        for each in each_asked if not yes_no and not can and qi == len(qs) - 1 else ():
            # "How much life does each have?", "Where does each card of the stack go?": the
            # others asked of as well, not the first alone
            if len(lead) >= MAX_EACH:
                break
            used.add(each)
            lead.append(replace(_held_cited(facts[each], held, ctx), lead=True))
        twin = _other_half(scored, facts, fact, q, ctx) if can and yes_no and \
            len(lead) < MAX_LEAD else None
        if either_no is not None and len(lead) < MAX_LEAD and \
                either_no not in used:
            twin = either_no
        if twin is None and can and yes_no and not EITHER.search(asked):
            # "... can Alice play an addition? A regalia? After the battle, can she?": the part
            # asks two things as much, one allowed and one refused (the regalia, the chase not
            # being empty, FOW 701.2); a lone "Yes" would read only the addition: each leads,
            # or, past the most leads, neither
            twin = _disagreeing_tie(scored, facts, fact, used, ctx)
            if twin is not None and len(lead) >= MAX_EACH:
                # no room for the other's lead (at most MAX_EACH lead): no Yes or No, which
                # would read one of the two; the refusal follows
                lead[-1], twin = replace(lead[-1], verdict=""), None
        if twin is not None:
            # "May Alice play Squires to bf-a and to bf-b?": one allowed, one rejected; a
            # lone "Yes" would answer both halves.
            used.add(twin)
            half = replace(facts[twin], verdict=_verdict(facts[twin], said, ctx), lead=True)
            # each half where the question asks it: "one from his hand, and one from his
            # Champion Zone" is answered hand first
            if readers.asked_earlier(half, lead[-1], q, ctx):
                lead.insert(-1, half)
            else:
                lead.append(half)
    if not lead and facts:
        best = max(range(len(facts)), key=lambda i: (_score(facts[i], question, question, ctx,
                                                             False), -i))
        f = facts[best]
        lead.append(replace(f, lead=True))
        used.add(best)
    lead = _negations_unanswered(lead, qs, starts)
    rest = [f for i, f in enumerate(facts) if i not in used]
    if HAPPENED_IN_ORDER.search(question):
        # "What happens, and in what order?": the facts after the lead say the order of what
        # happened, each at its step, before those that say nothing changed ("Alice still has
        # 3 points" came before Bob's point from her Burn Out at the step before, RB 431.2.d)
        rest.sort(key=lambda f: (f.step is None, f.step or 0))
    ends = [*starts[1:], len(lead)][:len(starts)]  # (no part: no question asked)
    spans = tuple((min(a, len(lead)), min(max(a, b), len(lead)))
                  for a, b in zip(starts, ends, strict=True))
    return (*lead, *rest), spans


#: "What happens, and in what order?": the order of what happened, which its facts say in the
#: order of their steps (not the order items resolved in: ORDER_OF_RESOLVING).
HAPPENED_IN_ORDER = RareRe(r"\bwhat\s+(?:happens|happened|will\s+happen),\s+and\s+in\s+"
                           r"(?:what|which)\s+order\s*\?", re.I, needs=("order",))


def _asked_again(before: Fact | None, part_before: str, part: str, ctx: _Facts,
                 question: str = "") -> str:
    """The Yes or No of a yes/no part of a sentence that asks of "it", the object the part of
    the same sentence before it was answered with (`before`, with no Yes or No of its own):
    "How much damage does the Knight take, and does it survive?" asks of the Knight, whose
    fact answered the first part, not of another card, whose fate got its "No" (the Militia
    recalled in answer); so does one naming that object alone ("..., and does the Knight
    survive?"), and one asking a player's deed of it ("Where is the Warden, and does she draw
    it?"). So does the question right after it (`_asked_right_after`: "How much damage does
    the Warden take? Does it survive?"). "" where the part asks of something else (named,
    "the other", "anything"), asks which ("astral or rested?") or whether something
    triggers."""
    asked = asked_clause(part)
    if before is None or before.verdict or before.subject.kind != "object" or \
            _asked_apart(part_before, part, question) or not (
                IT_ASKED.search(asked) or IT_DONE_TO.search(asked) or
                _names_only(asked, before.subject.id, ctx)) or \
            re.search(r"\bor\b", asked) or TRIGGERS.search(asked) or (
                part_before and not PRONOUN.search(part_before) and
                not _mentions(re.sub(r"['’]s\b", "", part_before), before.subject.id,
                              ctx.res.card_name(before.subject.id))):
        # (nor where the part before did not ask of that object: "How much damage does the
        # copy deal, and is the Golem destroyed?" was answered with the Golem's fact told as
        # the copy's resolution, which then took the Golem's Yes)
        return ""
    # ("it" read as the card: "does the Knight survive?")
    named = re.sub(r"\bit\b", ctx.res.card_name(before.subject.id), part, count=1)
    return _verdict(before, named, ctx) or _verdict(_with_fields_asked(before, part, ctx),
                                                    named, ctx)


def _with_fields_asked(f: Fact, part: str, ctx: _Facts) -> Fact:
    """An object's fact of the whole object (no `expect:` chose its fields) with the fields
    `part` asks of (object_words) as the ruling ends them, where it does not say them: "Where is
    it afterwards, and is it astral?" was answered with its zone alone (a question asking where
    leaves out what did not change), so "is it astral?" got no Yes or No without `expect:`."""
    final = ctx.res.final["objects"].get(f.subject.id)
    if f.subject.fields or not isinstance(f.value, dict) or not isinstance(final, dict):
        return f
    added = {k: final[k] for k, pattern in object_words(ctx).items()
             if k not in f.value and k in final and cached_pattern(pattern, re.I).search(part)}
    return replace(f, value={**f.value, **added}) if added else f


def _asked_apart(part_before: str, part: str, question: str) -> bool:
    """Whether yes/no part `part` is asked apart from the part before it: that part is a
    question of its own (it ends with "?") and something is said between them ("How much
    damage does the Warden take? Bob's Squire then attacks. Does it survive?": "it" may be
    another card). A question asked right after it (`_asked_right_after`) is not apart: "How
    much damage does the Warden take? Does it survive?" asks of the Warden, as "..., and does
    it survive?" does."""
    return part_before.rstrip().endswith("?") and not _asked_right_after(
        part_before, part, question)


def _asked_right_after(part_before: str, part: str, question: str) -> bool:
    """Whether `part` follows question `part_before` at once in `question`, nothing but
    spaces between them."""
    if not part_before or not part:
        return False
    at = question.find(part_before)
    if at < 0:
        return False
    rest = question[at + len(part_before):]
    return rest.lstrip().startswith(part)


def _touched_rules(f: Fact, ctx: _Facts) -> tuple[str, ...]:
    """The rules of the last step that names the object of fact `f` (a card no step moved or
    changed, "still in alice's Main Deck"): what its Yes or No rests on ("... and does she draw
    it?" of the top card a Vision looked at and kept there: RB 436.1); () where none names it."""
    if f.subject.kind != "object":
        return ()
    step = next((st for st in reversed(ctx.res.steps)
                 if readers.names_id(str(st.summary), f.subject.id)), None)
    return ctx.rules(step, about=f.subject.id) if step is not None else ()


def _asked_again_of_named(before: Fact | None, part_before: str, part: str, facts: list[Fact],
                          used: set[int], ctx: _Facts, question: str = ""
                          ) -> tuple[int, str] | None:
    """The fact, and its Yes or No, of a yes/no part asking of "it" where the part of the same
    sentence before it (or the question right before it, `_asked_right_after`) was answered
    with an item's resolution (`before`, no Yes or No of its own) and named one card alone:
    "How much damage is the Squire dealt, and does it die?" asks whether the Squire dies, not
    of the spell that dealt the damage. None where the part asks which ("or"), whether
    something triggers, or the card named has no fact to say it."""
    asked = asked_clause(part)
    if before is None or before.verdict or before.subject.kind != "item" or \
            _asked_apart(part_before, part, question) or not IT_ASKED.search(asked) or \
            re.search(r"\bor\b", asked) or TRIGGERS.search(asked):
        return None
    named = [o for o in ctx.res.final["objects"] if _names_only(part_before, o, ctx)]
    if len(named) != 1 or named[0] == before.subject.id:
        return None
    return _its_verdict(named[0], part, facts, used, ctx)


def _its_verdict(oid: str, part: str, facts: list[Fact], used: set[int], ctx: _Facts
                 ) -> tuple[int, str] | None:
    """The fact not yet said of object `oid`, and its Yes or No to yes/no part `part`, whose
    "it" is that object (its card's name read in its place); None where it has no such fact, or
    the fact says no Yes or No."""
    found = next((i for i, f in enumerate(facts) if i not in used and f.subject.kind == "object"
                  and f.subject.id == oid), None)
    if found is None:
        return None
    verdict = _verdict(facts[found], re.sub(r"\bit\b", ctx.res.card_name(oid), part, count=1),
                       ctx)
    return (found, verdict) if verdict else None


def _names_only(text: str, oid: str, ctx: _Facts) -> bool:
    """Whether `text` names object `oid` and no other object of the ruling, a namesake neither
    ("..., and does the Knight survive?" of the Knight the part before was answered with)."""
    card = ctx.res.card_name(oid)
    return _mentions(text, oid, card) and not any(  # (a namesake: which one it names is open)
        o != oid and _mentions(text, o, ctx.res.card_name(o)) for o in ctx.res.final["objects"])


HOW_MUCH = LazyRe(r"^\W*how\s+(?:much|many)\b", re.I)


def _quantity_asked(scored: list[tuple[int, int, int]], facts: list[Fact], q: str,
                    before: str = "", ctx: _Facts | None = None) -> list[tuple[int, int, int]]:
    """The facts that hold the quantity a "how many/much" question names: an object's counters
    or damage (for damage, a player's life too, "How much damage does Bob take?", and what an
    item did as it resolved, "How much damage does [Pantheon] deal?"), a player's points, life,
    gold ... (named in the question, or, where it names nothing, "How many does he have?", in
    the sentence `before` it); all of them, as scored, where none does or it names none."""
    # the quantity the "how many" clause names, not a later part's ("How many willpower
    # counters does the Keeper have, does Alice get water will, ...?" asks no will)
    named = before if ELIDED_QUANTITY.match(q) else re.split(r",|;|\band\b", q)[0]
    # (not a player the clause names only as an owner: "How much damage does Bob's Warden
    # take?" asks of the Warden, not of Bob's Energy)
    players = [x for x in scored if facts[x[2]].subject.kind == "player" and any(
        readers.quantity_named(named, field) for field in facts[x[2]].subject.fields)
        and not _owner_only(named, facts[x[2]].subject.id)]
    if players:
        return players + [x for x in scored if x not in players]
    if EACH_DEALS.search(q):
        # "How much damage does each deal?": what each item dealt as it resolved
        dealt = [x for x in scored if facts[x[2]].subject.kind == "item" and
                 ITEM_DEALT.search(facts[x[2]].sentence)]
        if dealt:
            return dealt + [x for x in scored if x not in dealt]
    for field in ("counters", "damage"):
        if _says(q, field):
            # (first a card the clause names whose fact says it: "How much damage is on the
            # Sentinel?" of one that entered from the chase, not its resolution, "it enters")
            # (not where the part asks of a player too: "How much damage does the Bodyguard
            # take, and Bob?" is led by both, as ranked)
            own = [x for x in scored if not _object_fields(facts[x[2]]) and _holds_field(
                facts[x[2]], field, named, ctx)] if ctx is not None and not any(
                _named(q, p) and not _owner_only(q, p) for p in ctx.scenario.players) else []
            keep = [x for x in scored if x not in own and (
                field in _object_fields(facts[x[2]]) or (
                    field == "damage" and (facts[x[2]].subject.kind == "item" or (
                        facts[x[2]].subject.kind == "player"
                        and "life" in facts[x[2]].subject.fields))))]
            # (a player named only as an owner comes after: "How much damage does Bob's
            # Warden take?" asks of the Warden, not of Bob's Energy, with no field asked)
            owners = [x for x in scored if facts[x[2]].subject.kind == "player"
                      and _owner_only(named, facts[x[2]].subject.id)]
            rest = keep or [x for x in scored if x not in owners] + owners
            return own + [x for x in rest if x not in own]
    return scored


def _holds_field(f: Fact, field: str, named: str = "", ctx: _Facts | None = None) -> bool:
    """Whether an object's fact says its `field`: one of the fields it is of, or, for a fact of
    the whole object (no `expect:` chose its fields) that the clause `named` names, one of those
    the ruling changed (its value's keys). "How much damage is on the Golem?" without `expect:`
    was led by the Guard that prevented part of it, the Golem's own "has no damage" passed over
    as of no field (not a card the clause does not name: "How much damage does Bob take?" of
    his blocker's)."""
    if field in _object_fields(f):
        return True
    return f.subject.kind == "object" and not f.subject.fields and isinstance(f.value, dict) \
        and field in f.value and ctx is not None and _mentions(
            named, f.subject.id, ctx.res.card_name(f.subject.id))


def _owner_only(text: str, pid: str) -> bool:
    """Whether `text` names player `pid` only as an owner ("Bob's Warden")."""
    who = re.escape(pid)
    return re.search(rf"\b{who}['’]s\b", text, re.I) is not None and \
        re.search(rf"\b{who}\b(?!['’])", text, re.I) is None


#: "How many does he have?": a count whose thing the sentence before names ("Bob has 1 point").
ELIDED_QUANTITY = LazyRe(r"^\W*how\s+(?:much|many)\s+(?:does|do|did|is|are|has|have|will)\b",
                         re.I)


def _order_said_no(fact: Fact, damage: Step | None) -> tuple[Fact, str]:
    """A fact the order of its question contradicts (moments.order_with_damage_contradicted):
    "No", the step of the combat's damage said after it and its rule cited; no Yes or No
    where that damage is not placed (`damage` None)."""
    if damage is None:
        return fact, ""
    said = Msg("{fact}; the damage is dealt at step {step}", fact=fact.said,
               step=damage.index)
    cites = (*fact.citations, *(c for c in damage.citations[:1] if c not in fact.citations))
    return replace(fact, said=said, citations=cites), "No"


def _stranger_asked(q: str, ctx: _Facts) -> str | None:
    """The card a yes/no part asks of (its subject: "Does the Golem survive?", "Does the Golem
    take damage?"; in a "can" part, the card acted on: "Can Alice play the Golem?") by a name no
    card, ability, player, word of the game or of its glossary in this ruling has: as it names
    it (`the Golem`); None where it names a known one, or no card."""
    clause = asked_clause(q)
    players = {p.casefold() for p in ctx.scenario.players}
    asked = CARD_ASKED.match(clause)
    # (the game's own verb for playing a card read as "play": Vandaria Wars summons)
    own_play = game_said(ctx).own_play
    acted = own_play.compiled.sub("play", clause) if own_play is not None else clause
    done_to = CARD_DONE_TO.search(acted) if _is_can(q) else None
    known = _known_words(ctx) | COMMON
    for m in (asked, done_to):
        if m is None or m["name"].split()[0].casefold() in players or \
                NOT_A_CARD_AFTER.compiled.match(m.string, m.end()):
            continue  # ("Does the Transcend process happen?": a process of the game)
        phrase = f"{m['whose'] or ''}{m['name']}"
        words = [w for w in (w.casefold() for w in re.split(r"\s+", phrase))
                 if w and w not in THE_WHOSE and not w.endswith(("'s", "’s"))]
        if words and not any(w in known or w.removesuffix("s") in known for w in words) and \
                not any(w in _game_terms(ctx.game) for w in words):
            return phrase
        if _someone_elses_card(m["whose"] or "", m["name"], players, known, ctx):
            return phrase
    return None


def _someone_elses_card(whose: str, name: str, players: set[str], known: frozenset[str],
                        ctx: _Facts) -> bool:
    """Whether "Bob's Warden" names a card of the ruling's by a player who neither owns nor
    controls any card of that name in it (the Warden is Alice's), or by a name no player of
    the ruling has ("Carol's Warden"): no card of the ruling is the one asked of."""
    owner = whose.strip().removesuffix("'s").removesuffix("’s").casefold()
    if not whose.strip().endswith(("'s", "’s")) or not owner or \
            whose.strip().casefold().replace("’", "'") in known:
        return False  # ("Hunter's Shot": a card's own name)
    if owner not in players:
        return owner not in known and owner not in _game_terms(ctx.game)
    objects = {**(ctx.res.initial.get("objects") or {}), **ctx.res.final["objects"]}
    named = [oid for oid in objects if _mentions(name, oid, ctx.res.card_name(oid))]
    entries = [e for oid in named for e in (ctx.res.initial.get("objects", {}).get(oid),
                                            ctx.res.final["objects"].get(oid)) if e]
    return bool(entries) and not any(owner in (str(e.get("owner", "")).casefold(),
                                               str(e.get("controller", "")).casefold())
                                     for e in entries)


#: "Can Alice play the Golem?", "May Bob target her Golem?": the card a "can" part would have
#: a player act on, named as CARD_ASKED names its subject.
CARD_DONE_TO = LazyRe(r"\b(?i:play|use|cast|target|block|attack|activate|equip|move)\s+"
                      r"(?P<whose>(?i:the|his|her|their|[\w-]+['’]s)\s+)?"
                      r"(?P<name>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3})\b(?![\w'’-])")


#: A word after a capitalised name that makes it the name of something of the game's, not a
#: card: "the Transcend process", "her Awaken Phase step", "the Burst ability".
NOT_A_CARD_AFTER = LazyRe(r"\s+(?:process|ability|abilities|phase|step|cost|counters?|effect|"
                          r"keyword|trigger|state|zone|area|deck|pile|token|order|timing)\b", re.I)


def _game_terms(game: Rulebook) -> frozenset[str]:
    """Every word (casefolded) of the game's glossary terms ("Awaken Phase", "J-ruler", "Energy"):
    what a question may name with a capital that is no card. Read once a game, and only where
    a question names a thing judge does not otherwise know."""
    found: frozenset[str] | None = game.__dict__.get("_glossary_words")
    if found is None:
        found = frozenset(w.casefold() for entry in game.data.glossary
                          for w in re.split(r"[\s/]+", str(entry.get("term", ""))) if w)
        game.__dict__["_glossary_words"] = found
    return found


#: The words before a card's name that are not of it ("the Golem", "her Golem").
THE_WHOSE = frozenset({"the", "her", "his", "their", "its", "my", "your", "our"})


def _known_words(ctx: _Facts) -> frozenset[str]:
    """Every word (casefolded) a question may name a thing of this ruling by: its cards' names,
    types, traits and abilities, its objects' and items' ids, its players, and the game's own
    words for its zones, stack, kinds of object and keywords."""
    sc = ctx.scenario
    names: list[str] = [*sc.players, *sc.cards, *_card_traits(sc)]
    for card in sc.cards.values():
        names += [str(card.type), *(a.name for a in card.abilities if a.name)]
    names += [str(getattr(o, n) or "") for o in (*sc.objects, *sc.stack) for n in ("id", "card")]
    names += [*ctx.res.final["objects"], *ctx.res.resolved]
    vocab = ctx.game.vocab
    names += [*vocab.zones, *(ctx.w.zone(z) for z in vocab.zones), *vocab.keywords,
              *vocab.stack_words, str(ctx.w.stack), *object_words(ctx)]
    split = NAME_PARTS.compiled.split
    return frozenset(w.casefold() for n in names for w in split(str(n)) if w)


#: What parts a name into its words for _known_words (compiled here, not looked up in re's
#: cache for each of the ~50 names of every ruling).
NAME_PARTS = LazyRe(r"[\s_/]+")


def _untold_facts(untold: tuple[str, ...], scored: list[tuple[int, int, int]], facts: list[Fact],
                  used: set[int], ctx: _Facts, yes_no: bool = True) -> list[tuple[int, Fact]]:
    """The fact of each object "it" may be (`it_untold`), best scored first, the first saying
    that the question does not tell which is "it" (and, of a yes/no part, that it gets no Yes
    or No; "Where is it?" asks none); [] where one of them has no fact."""
    told: list[int] = []
    for oid in untold:
        found = [n for n, (_, _, j) in enumerate(scored) if j not in used
                 and facts[j].subject.kind == "object" and facts[j].subject.id == oid]
        if not found:
            return []
        told.append(found[0])
    i, *rest = (scored[n][2] for n in sorted(told))
    # (the rules of what each has: the first's, else of the last step that names it)
    cites = tuple(dict.fromkeys(c for j in (i, *rest) for c in (
        facts[j].citations or _touched_rules(facts[j], ctx))))[:MAX_RULES]
    objects = ", ".join(ctx.res.name(oid) for oid in untold)
    first = replace(facts[i], citations=cites, said=Msg(
        "the question does not tell which of {objects} \"it\" is: no Yes or No; {fact}",
        objects=objects, fact=facts[i].said) if yes_no else Msg(
        "the question does not tell which of {objects} \"it\" is; {fact}",
        objects=objects, fact=facts[i].said))
    return [(i, first), *((j, facts[j]) for j in rest)]


def _holder_of(oid: str, ctx: _Facts) -> str:
    """The player whose card object `oid` is as the ruling ends: its controller on the board,
    else its owner."""
    obj = ctx.res.final["objects"].get(oid) or {}
    return str(obj.get("controller") or obj.get("owner") or "")


def _named_as_each_players(question: str, q: str, f: Fact, g: Fact, ctx: _Facts) -> bool:
    """Whether the sentences before part `q` name the card of facts `f` and `g` (two objects of
    one name) as one player's and as another's, each the player of one of them, by a
    possessive right before the name ("Alice's Knight and Bob's Knight are on the field",
    "Knight milik Alice dan Knight milik Bob"), so that the bare name `q` asks of may be
    either ("Is the Knight destroyed?"). Not a name set apart by a state word ("the silenced
    Mythic Dragon"), nor "each player's ... their", nor a card only one player's is named. So
    too where the sentences before never say whose a card of that name is and tell of none or
    of two ("Alice attacks with a Stone Warden, and a Stone Warden defends. Does the Warden
    die?" of one of Alice's and one of Bob's): the name is as much one player's as the
    other's (of one, "the Warden" says it again). Two cards of one player's are either where
    the sentences before tell of none, of both or of "another"."""
    at = question.find(q)
    card = ctx.res.card_name(f.subject.id)
    if at < 0 or not card or ctx.res.card_name(g.subject.id) != card:
        return False
    mentions = _whose_mentions(question[:at], card, between=0)
    named = {w for whose in mentions for w in whose}
    objects = {o.id: o for o in ctx.scenario.objects}
    players = []
    for fact in (f, g):
        obj = objects.get(fact.subject.id)
        if obj is None:
            return False
        players.append({obj.owner.casefold(), obj.controller.casefold()})
    # (one card of the name the sentences before tell of, "Bob's Gun Shot deals 3 damage to a
    # Stone Warden. Does the Warden die?", is the one "the Warden" says again, not either)
    if players[0] == players[1]:
        # two of one player's cards of the name ("Alice has a Lone Pup at bf-a and another in
        # her base. Does Lone Pup's Howl trigger?"): either, unless the sentences before tell
        # of one alone, the one the name says again, or the part sets one apart by a word
        # before its name ("the silenced Mythic Dragon")
        set_apart = re.search(rf"\b(?:the|this|that)\s+\w+\s+{re.escape(card)}", q, re.I)
        return set_apart is None and not EACH_PLAYERS.search(q) and (
            len(mentions) != 1 or ANOTHER.search(question[:at]) is not None)
    return all(p & named for p in players) or (
        not named and len(mentions) != 1 and not EACH_PLAYERS.search(q))


#: The sentences before tell of a second card of the name: "a Lone Pup at bf-a and another".
ANOTHER = LazyRe(r"\b(?:another|other|two|both)\b", re.I)


#: A part that asks of each player's card of a name ("Does each player recover their rested
#: Ember Squire?"), not of one card the name may be either.
EACH_PLAYERS = LazyRe(r"\b(?:their|theirs|each|both|every|all|either|any)\b", re.I)


def _namesake(f: Fact, facts: list[Fact], used: set[int], q: str, ctx: _Facts) -> int | None:
    """The index of the one other object's fact (not yet said) whose card has the name of
    fact `f`'s and that question `q` asks of as much as of `f`'s ("Does the Warden die?" of
    Alice's and Bob's Stone Wardens; not "Does Bob's Warden die?": `_someone_elses`)."""
    if f.subject.kind != "object":
        return None
    card = ctx.res.card_name(f.subject.id)
    if not _asks_of(q, f.subject.id, card, ctx.scenario) or any(_whose_mentions(q, card)):
        return None  # "Is her Hawk still blocked?": it says whose, even where judge cannot
    printed = ctx.printed(f.subject.id)
    clause = asked_clause(q)
    if printed and _mentions(clause, f.subject.id, printed) and \
            not _mentions(clause, f.subject.id, card):
        return None  # "Does the Reflection still ...?" of a Reflection now a copy of a Warden
    same = [j for j, g in enumerate(facts) if j not in used and g.subject.id != f.subject.id
            and _namesakes(g, f, ctx) and _asks_of(q, g.subject.id, card, ctx.scenario)]
    return same[0] if len(same) == 1 else None


#: "Does it trigger?", "Does Alice's trigger?": not the noun of "Can the trigger target the
#: Wall?", which asks what the triggered ability may target.
TRIGGERS = RareRe(r"(?<!\bthe )(?<!\ba )(?<!\bthat )(?<!\bthis )(?<!\bits )\btrigger\w*\b", re.I,
                  needs=("trigger",))
#: "When does Bob get the gold?", "When does she gain the Energy?".
#: "turn 2 begins: bob is the turn player": a step that begins a turn
TURN_BEGINS = LazyRe(r"\bturn \d+ begins\b", re.I)
#: "... stay into the next turn (alice: 1 gold)": a note that something is kept past a turn
TURN_KEPT = LazyRe(r"\b(?:stays?|kept)\b.*\bnext turn\b", re.I)
WHEN_GAINED = LazyRe(r"^\W*when\b.*\b(?:gets?|gains?|receives?|got|gained)\b", re.I)


#: "How much life does Alice gain?", "How many points does Bob lose?", "How much damage does
#: she take?": the difference asked, not the total after it.
HOW_MUCH_CHANGED = LazyRe(r"^\W*how\s+(?:much|many)\b[^?,;]*?\b(?:(?P<gain>gain(?:s|ed)?|get|gets|"
                          r"got)|lose|loses|lost|take|takes|took)\b", re.I)


#: A question (or part of one) asking how much something changed, wherever it begins ("Who
#: blocks, and how much life does Bob lose?").
CHANGE_ASKED = LazyRe(r"\bhow\s+(?:much|many)\b[^?,;]*?\b(?:gain(?:s|ed)?|gets?|got|loses?|"
                      r"lost|takes?|took)\b", re.I)


#: "In what order do they result?", "Which order ...?".
#: "Who holds priority?", "With ..., who gets priority then?": the priority asked, by who holds
#: it.
WHO_HOLDS_PRIORITY = LazyRe(r"^\W*(?:with\b[^,?]*,\s*)?who\s+(?:gets?|has|holds?|receives?|"
                            r"keeps?)\s+(?:the\s+)?priority\b", re.I)
ORDER_ASKED = LazyRe(r"^\W*(?:in\s+)?(?:what|which)\s+order\b", re.I)
#: A time clause ending a part ("... lose the game when Insight resolves with her deck
#: empty?"): when it asks, not what (it was read as no question of losing: "No — alice still has
#: 4000 life", outsider round 79).
TIME_TAIL = r"(?:,?\s+(?:when|once|after|as soon as|by the time|before|until)\b[^?]*)?"
#: "Does Bob lose?", "Does she lose the game?", "Did Alice win?": the game's end itself.
LOSES_GAME_ASKED = LazyRe(r"\b(?:lose|loses|lost|win|wins|won)(?:\s+the\s+game)?"
                          rf"{TIME_TAIL}\s*\?", re.I)
#: "Does Bob lose (the game)?": of a player losing, not winning.
LOSES_ASKED = LazyRe(rf"\b(?:lose|loses|lost)(?:\s+the\s+game)?{TIME_TAIL}\s*\?", re.I)
#: "What happens to ...?", what follows "to" (up to the question mark).
HAPPENS_TO = LazyRe(r"\b(?:happens? to|(?:becomes?|became) of)\b(?! the combat\b)([^?]*)", re.I)
#: "What happens?", "What happens next?": what the ruling did, asked of nothing it names.
WHAT_HAPPENS = LazyRe(r"^\W*what\s+(?:happens|will\s+happen|happened)\b(?!\s+(?:to|with)\b)",
                      re.I)
#: "What does she pay?", "How much will does Bob pay?", "What does Gun Shot cost her?".
WHAT_PAID = LazyRe(r"^\W*(?:what|how much)\b.*\b(?:pa(?:y|ys|id)|costs?)\b", re.I)
#: "Is Legion Footman's discount active?", "Does the Footman cost 2 less?", "Does Gun Shot cost
#: 1 gold less?": the payment asked (not "a spell that costs 2 or less", a card's text).
DISCOUNT = RareRe(r"\bdiscount\b|\bcosts? (?:(?!or\b)\w+ ){0,2}less\b", re.I,
                  needs=("discount", "cost"))
#: A parenthesis in a question ("What does Ember Colossus (4 Energy, 2 Fury) cost her?"): its
#: comma is not the end of the question's first clause.
PARENTHESES = LazyRe(r"\([^()]*\)")


#: "Does Alice pay another gold for Gun Shot?", "Does she have to pay more once the Ledger is
#: destroyed?", "Does she pay gold again?" (Indonesian "membayar gold lagi"): whether a second
#: payment of the card followed the first (VW REG.13.b: the cost is settled as it is
#: registered), not her gold afterwards. A word of more comes before "for" or "to" ("pay an
#: additional gold for Gun Shot", not "pay gold for another card"); one of a second time may
#: follow the card, in the same clause ("pay for Gun Shot again", "... a second time",
#: "pay twice"; Indonesian "membayar lagi", "membayar ulang", "dua kali"). ("add[i]tional": the
#: word, spelt so that no game's own word, Force of Will's addition, is read in the pattern.)
PAID_AGAIN = RareRe(r"^\W*(?:does|do|did|must|will|would|has|have)\s+(?P<who>[\w'-]+)\s+(?:(?:have|"
                    r"has|need)\s+to\s+)?pay\s+(?:(?:(?!for\b|to\b)[\w'-]+\s+){0,2}?(?:another|"
                    r"more|again|twice|any\s+more|an?\s+extra|extra|(?:an?\s+)?add[i]tional|"
                    r"a\s+second)\b|(?:(?!and\b|or\b|but\b|then\b|before\b|after\b|when\b|once\b|"
                    r"if\b)[\w'-]+\s+){1,6}?(?:again|twice|a\s+second\s+time|once\s+more)\b)",
                    re.I, needs=("pay",))


#: A yes/no part that asks with a negation in its own clause: "Does Gun Shot not result?", "Is
#: the Knight never destroyed?", "Does Gun Shot fail to result?", "Does it fail?", "Is she
#: unable to ...?", "Does it do nothing?", "Does she draw nothing?", "Does it take no damage?",
#: "Is it no longer Holy?", "Does [Imperishable] keep it from becoming astral?" (not "no"
#: describing a card: "a resonator with no cost"; not "prevent 300 damage from Spark"). Not a
#: negation in a clause of its own ("Does Bob draw, though it is not his turn?", "if she
#: chooses not to ...", "Under the house policy that new Followers cannot attack, ...").
NEGATED_ASK = LazyRe(
    r"^\W*(?:does|do|did|will|would|is|are|was|were|has|have|had|can|may|could|should)\s+"
    r"(?:(?!(?:though|although|if|when|whenever|while|that|which|who|because|unless|even|as|"
    r"since|after|before|once|until|or)\b)[^,;:?()\"\u201c\u201d]){0,60}?"
    r"\b(?:not|never|fails?\s+to|failed\s+to|fail\s*(?=\?)|unable\s+to|nothing|no\s+longer|"
    r"(?:takes?|deals?|dealt|draws?|gets?|gains?)\s+no|"
    # "Does [Imperishable] keep Seren from becoming astral?": whether she does not become it
    r"(?:keeps?|kept|stops?|stopped|prevents?|prevented|saves?|saved)\s+"
    r"(?:[^,;:?()\"\u201c\u201d]{1,60}?\s+)?from\s+\w+ing)\b", re.I)


def _negations_unanswered(lead: list[Fact], qs: list[str] | tuple[str, ...],
                          starts: list[int]) -> list[Fact]:
    """The lead with no Yes or No for a part that asks with a negation ("Does Gun Shot fail to
    result?", "Does Gun Shot not result?"): the readers read the verb and not the negation, so
    the Yes or No they gave answered the opposite question ("No — Gun Shot does not result"
    to "does it fail to result?"). As an Indonesian or Thai question with a negation is not read
    (asked.py), the facts are said with no Yes or No, and why."""
    out = list(lead)
    for qi, start in enumerate(starts):
        # (a negation the readers read as one word is no negation of the question: "Is it not
        # allowed?" asks whether it is refused, REFUSAL_ASKED, and is answered so)
        if not NEGATED_ASK.search(REFUSAL_ASKED.compiled.sub("refused", asked_clause(qs[qi]))):
            continue
        end = starts[qi + 1] if qi + 1 < len(starts) else len(out)
        for k in range(start, end):
            if out[k].verdict:
                out[k] = replace(out[k], verdict="", said=Msg(
                    "the question asks with a negation, which judge does not read: no Yes or No; "
                    "{fact}", fact=out[k].said))
    return out


def _paid_again(facts: list[Fact], question: str, q: str, ctx: _Facts
                ) -> tuple[Fact, str] | None:
    """Yes by the second payment of the card asked of by the player asked of, else No by its
    only one (what that step paid); None where the question does not ask it or no payment of
    the card is found."""
    if PAID_AGAIN.match(_own_sentence(q)) is None:
        return None
    paid = readers.cost_asked(facts, question, q, ctx)
    if paid is None:
        return None
    first = ctx.steps.get(paid[1].step or 0)
    # the card the clause names, else the one the whole question does ("Does Alice pay
    # another gold, and does Gun Shot result?")
    if first is None or not first.item:
        return None
    if not _mentions(question, first.item, _item_name(ctx, first.item)) and {
            st.item for st in ctx.res.steps if st.kind == StepKind.COST and
            st.actor == first.actor} != {first.item}:
        return None  # ("Does Alice pay again?" names no card: the one card she paid for)
    more = [st for st in ctx.res.steps if st.kind == StepKind.COST and st.item == first.item
            and st.actor == first.actor and st.index > first.index]
    if more:
        return replace(paid[1], said=Msg("{fact} at step {step}", fact=said(more[0]),
                                         step=more[0].index),
                       step=more[0].index, citations=ctx.rules(more[0])), "Yes"
    return replace(paid[1], said=Msg("{fact} at step {step}, and nothing more", fact=said(first),
                                     step=first.index)), "No"


#: "Does it attack?", "Does the Warden block?": a card asked whether it did what an event of
#: the trace says it did, where no action of the file has it do that.
EVENT_VERB = LazyRe(r"^\W*(?:does|did)\s+(?P<who>.+?)\s+(?:still\s+)?(?P<verb>attack|block|defend)"
                    r"(?:\s+(?P<whom>(?!(?:with|at|in|on|for|first|again|this|that|it|its|them)\b)"
                    r"[^?,;]+?))?\s*(?:\?|,|$)", re.I)
VERB_EVENTS = {"attack": "attacked", "block": "blocked", "defend": "defended"}


#: "... draw for the turn?", "... her turn draw": the draw the turn's rules make (Role.TURN_DRAW).
TURN_DRAW_ASKED = LazyRe(r"\bfor (?:the|her|his|their|this) turn\b|\bturn(?:'s)? draw\b", re.I)
def _drawn_for_the_turn(q: str, facts: list[Fact], ctx: _Facts) -> tuple[int, Fact] | None:
    """Of "Which card does she draw for the turn?": the fact of the card the turn draw's step
    drew (one citing Role.TURN_DRAW), with that step; None where `q` does not ask of the turn's
    draw or no such fact is found."""
    rule = ctx.game.roles.get(Role.TURN_DRAW)
    if rule is None or not TURN_DRAW_ASKED.search(q):
        return None
    for st in ctx.res.steps:
        if rule not in st.citations:
            continue
        for n in st.nodes:
            if n.event != EventKind.DRAWN.value or not n.obj:
                continue
            at = next((k for k, f in enumerate(facts) if f.subject.kind == "object"
                       and f.subject.id == n.obj), -1)
            fact = facts[at] if at >= 0 else ctx.fact(Subject("object", n.obj))
            if fact is not None:
                return at, replace(fact, said=Msg("at step {step}, {what}", step=st.index,
                                                  what=said(st)), step=st.index,
                                   citations=ctx.rules(st))
    return None


def _not_the_turn_draw(fact: Fact, asked: str, ctx: _Facts) -> bool:
    """Whether `asked` asks of the turn's own draw ("... draw Ember for the turn?") and the
    card of `fact` was drawn by a step that is not it (one not citing Role.TURN_DRAW)."""
    rule = ctx.game.roles.get(Role.TURN_DRAW)
    if rule is None or not TURN_DRAW_ASKED.search(asked) or fact.subject.kind != "object":
        return False
    came = next((i for i, x in fact.history if i is not None and isinstance(x, dict)
                 and x.get("zone") == ctx.game.vocab.hand_zone), None)
    if came is None:
        came = next((st.index for st in ctx.res.steps for n in st.nodes
                     if n.event == EventKind.DRAWN.value and n.obj == fact.subject.id), None)
    at = ctx.steps.get(came) if came is not None else None
    return at is not None and rule not in at.citations


#: "Does Alice discard a card?", "Must she discard at the end of her turn?", "Did Bob have to
#: discard?": whether a player discarded.
DISCARD_ASKED = RareRe(r"^\W*(?:does|did|will|must|do|has|had)\s+(?P<who>[\w-]+)\s+(?:still\s+)?"
                       r"(?:(?:have|has|had|need|needs)\s+to\s+)?discard(?:s|ed)?\b(?!\s+(?:it|"
                       r"the|this|that|her|his|their)\b)", re.I, needs=("discard",))


def _discard_asked(part: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """Yes or No to "Does Alice discard a card?" (no card named: a named one is asked of by its
    own fact): Yes by the first step at which she discarded (its event); No by the step that
    kept her hand at its maximum size (the game's Role.HAND_SIZE rule cited there), where the
    ruling has one; None otherwise (the file may not reach the end of her turn)."""
    m = DISCARD_ASKED.search(asked_clause(part))
    if m is None:
        return None
    who = m["who"].casefold()
    player = next((str(p) for p in ctx.res.final.get("players", {}) if str(p).casefold() == who),
                  None) or _persons(ctx.scenario).get(who)
    if player is None:
        return None
    done = next((st for st in ctx.res.steps for n in st.nodes
                 if n.event == EventKind.DISCARDED.value and n.player == player), None)
    if done is not None:
        return Fact(Subject("player", player), None, Msg(
            "at step {step}, {what}", step=done.index, what=said(done)), done.index,
            ctx.rules(done)), "Yes"
    rule = ctx.game.roles.get(Role.HAND_SIZE)
    kept = next((st for st in reversed(ctx.res.steps) if rule and rule in st.citations
                 and st.actor in (None, player) and re.search(
                     rf"\b{re.escape(player)}\b", st.summary, re.I)), None)
    if kept is None:
        return None
    text = Msg("{player} discards no card: at step {step}, {what}", player=player,
               step=kept.index, what=said(kept))
    return Fact(Subject("player", player), None, text, kept.index, ctx.rules(kept)), "No"


def _event_verb_asked(q: str, question: str, facts: list[Fact], ctx: _Facts
                      ) -> tuple[Fact, str] | None:
    """"... her Eager Squire moves to bf-a. Does it attack?": Yes, said by the first step at
    which the one card it asks of (named, or for "it" named by the question) attacked (its
    event), where no scripted action attacks. No attack is not a No: the file may not have
    gone so far."""
    m = EVENT_VERB.match(_own_sentence(q))
    if m is None or (m["whom"] is None and any(a.verb == m["verb"].casefold()
                                               for a in ctx.scenario.actions)):
        return None
    # "Does the Guard block the Knight?": whom it did that to, named, tells it (a block or
    # attack of the file's actions too: it got no Yes or No, where "Can the Guard block the
    # Knight?" was Yes by the action allowed, FOW 804.3)
    whom = [o.id for o in ctx.scenario.objects if _mentions(m["whom"] or "", o.id, o.card)] + [
        p for p in ctx.scenario.players if re.search(rf"\b{re.escape(p)}\b", m["whom"] or "",
                                                     re.I)]
    if m["whom"] is not None and len(whom) != 1:
        return None
    pronoun = re.fullmatch(r"(?:it|they)", m["who"].strip(), re.I) is not None
    event = VERB_EVENTS[m["verb"].casefold()]
    objects = ctx.res.final["objects"]
    # not a place ("alice attacks at bf-a": a battlefield is the zone it names itself)
    done = [(st, n.obj) for st in ctx.res.steps for n in st.nodes if n.event == event and
            n.obj in objects and not str(objects[n.obj].get("zone", "")).endswith(f":{n.obj}")
            and _mentions(question if pronoun else m["who"], n.obj, ctx.res.card_name(n.obj))
            and (not whom or (whom[0] not in (n.obj, st.actor) and re.search(
                rf"\b{re.escape(ctx.name(whom[0]) if whom[0] in objects else whom[0])}"
                rf"(?!\w)", st.summary, re.I) is not None))]
    verb = m["verb"].casefold()
    # "Does the Warden defend?" of a defending replaced (RB 370.1.a.1: it never happened): No,
    # by the step that replaced it; said first where it does so later (a new combat)
    instead = [(st, o.id) for st in ctx.res.steps if st.kind == StepKind.REPLACE
               for o in ctx.scenario.objects if _mentions(
                   question if pronoun else m["who"], o.id, o.card) and re.search(
                   rf"\binstead of {re.escape(ctx.name(o.id))} {verb}ing\b", st.summary)]
    if len({oid for _, oid in instead}) == 1 and (
            not done or instead[0][0].index < done[0][0].index) and (
            not done or done[0][1] == instead[0][1]):
        step, oid = instead[0]
        fact = next((f for f in facts if f.subject.kind == "object" and f.subject.id == oid),
                    None) or ctx.fact(Subject("object", oid))
        if fact is None:
            return None
        label = next((n.label for st, _ in done[:1] for n in st.nodes if n.event == event
                      and n.obj == oid), None)
        later = Msg("; later, at step {later}, {what}", later=done[0][0].index,
                    what=label) if done and label is not None else ""
        # (where it does so later, Yes, by the step it did, after the one replaced: RB 323.2.a
        # designates a unit whose attack was replaced at the next cleanup, RB HP.19)
        return replace(fact, said=Msg("at step {step}, {what}{later}", step=step.index,
                                      what=said(step), later=later),
                       step=done[0][0].index if later else step.index,
                       citations=tuple(dict.fromkeys((*ctx.game.cite_optional(
                           Role.REPLACED_EVENT), *ctx.rules(done[0][0] if later else step)))
                       )[:MAX_RULES]), "Yes" if later else "No"
    if len({oid for _, oid in done}) != 1:
        return None
    return readers.yes_at_step(*done[0], facts, ctx)


#: "Is the Militia still in play when Thorns triggers?", "When Thorns triggers, is the Militia
#: still in play?" (after a "With ...," clause too), "... when Thorns results?": whether a card
#: was on the board as an ability triggered (whether it may be chosen then, VW HP.48; not what
#: it became later) or as an item resulted.
IN_PLAY_WHEN = RareRe(
    r"^\W*(?:(?:with\b[^,?]*,\s*)?(?:is|was)\s+(?P<who>.+?)\s+(?:still\s+)?(?:in\s+play|on\s+the\s+"
    r"(?:field|board))\s+(?:when|as)\s+(?P<what>.+?)\s+(?P<verb>triggers?|results?|resolves?)|"
    r"(?:when|as)\s+(?P<what2>.+?)\s+(?P<verb2>triggers?|results?|resolves?)\s*,\s*(?:is|was)\s+"
    r"(?P<who2>.+?)\s+(?:still\s+)?(?:in\s+play|on\s+the\s+(?:field|board)))\W*$", re.I,
    needs=("trigger", "result", "resolve"))


#: "Is the Lantern (still) in play?", "... on the field / on the board (now)?", "Does it stay
#: (remain) in play?", "Does the Lantern leave play (the field)?", "Does it enter play (come into
#: play)?": whether the one card named is on the board (`how`: in, stay, leave, enter), asked of
#: the ruling's end (a time clause is `_in_play_when_triggered`'s or no reading of this one).
PRESENCE_ASKED = RareRe(
    r"^\W*(?:(?:is|are)\s+(?P<in>.+?)\s+(?:still\s+)?|(?:does|do|will)\s+(?P<stay>.+?)\s+"
    r"(?:still\s+)?(?:stay|remain)s?\s+|(?:does|do|did|will)\s+(?P<leave>.+?)\s+(?:ever\s+)?"
    r"(?:leave|leaves)\s+(?!in\b|on\b)|(?:does|do|did|will)\s+(?P<enter>.+?)\s+(?:still\s+)?"
    r"(?:enters?|comes?\s+into|gets?\s+into|is\s+put\s+into)\s+(?!in\b|on\b))(?:in\s+|on\s+)?"
    r"(?:play|the\s+(?:field|board))(?:\s+(?:now|afterwards?|at\s+the\s+end))?\W*$", re.I,
    needs=("play", "field", "board"))


#: "... on the field?": the zone a game calls its field, where its board has more than it.
ON_THE_FIELD = LazyRe(r"\bon\s+the\s+field\b", re.I)


def _on_what_is_asked(zone: str, asked: str, ctx: _Facts) -> bool:
    """Whether a card in `zone` is where `asked` says: "on the field" is the game's zone of
    that name where it has one (FOW 308: the ruler area is a zone of its own, no part of the
    field, FOW 302.3; a ruler in it is not on the field), "in play" or "on the board" every
    zone of its board (Vocabulary.board_zones)."""
    if ON_THE_FIELD.search(asked) and "field" in ctx.game.vocab.board_zones:
        return zone.partition(":")[0] == "field"
    return ctx.res.is_board(zone)


def _presence_asked(q: str, facts: list[Fact], ctx: _Facts) -> tuple[int, Fact, str] | None:
    """"Is the Lantern in play?", "Does it stay in play?", "Does it leave the field?", "Does
    it enter play?" of the one object named: Yes or No by where it is as the ruling ends and
    whether it left or entered the board on the way. The board is every zone the game counts as
    in play (Vocabulary.is_board: Riftbound's base and battlefields, the field). Read as
    anything else, "play" was the action of playing: a rejected play that targeted it led "No
    — Action 3 ... is rejected" of a Relic that resolved onto the field, and "leave the field"
    read as where it went ("Yes — ... ends on the field"). None where the part asks of a moment
    ("... when Thorns triggers"), names no single object, or a pronoun."""
    own = _own_sentence(q)
    if not own.rstrip().endswith("?") and "?" not in q:
        return None
    m = PRESENCE_ASKED.match(own)
    if m is None or own.strip() != re.split(r"(?<=[.!?])\s+", q.strip())[-1]:
        return None  # (a time clause taken off the part: "When Thorns triggers, is it ...?")
    how = next(k for k in ("in", "stay", "leave", "enter") if m[k] is not None)
    who = m[how]
    if PRONOUN.search(who) or NOT_ONLY_A_NAME.search(who):
        return None  # "Is the Keepsake still attached to the J-ruler in the field?"
    objects = {**(ctx.res.initial.get("objects") or {}), **ctx.res.final["objects"]}
    named = [oid for oid in objects if _mentions(who, oid, ctx.res.card_name(oid))]
    if len(named) > 1:
        named = [oid for oid in named if not readers.never_in_play(ctx, oid)]
    if len(named) != 1:
        return None
    oid = named[0]
    final = ctx.res.final["objects"].get(oid) or {}
    start = ctx.res.initial.get("objects", {}).get(oid) or {}
    on_board = _on_what_is_asked(str(final.get("zone", "")), own, ctx)
    was_on = _on_what_is_asked(str(start.get("zone", "")), own, ctx)
    events = [n.event for _, n in ctx.events.get(oid, [])]
    entered = "entered" in events or (on_board and not was_on)
    if how in ("in", "stay"):
        verdict = "Yes" if on_board else ("No" if was_on or entered or how == "in" else "")
    elif how == "leave":
        verdict = "Yes" if "left" in events or ((was_on or entered) and not on_board) else (
            "No" if on_board else "")
    else:
        verdict = "Yes" if entered else ("No" if not on_board else "")
    i = next((k for k, f in enumerate(facts) if f.subject.kind == "object" and
              f.subject.id == oid), -1)
    fact = facts[i] if i >= 0 else ctx.fact(Subject("object", oid))
    if fact is None or not verdict:
        return None
    return i, fact, verdict


#: "Is it in play?", "Is it (still) on the board / the field (now)?": whether it ends on the
#: board (not "Is there a Husk in the field?", which asks whether one is, of what made it).
IN_PLAY_ASKED = LazyRe(r"^\W*(?:is|are)\s+(?!there\b)[^?]*?\b(?:in\s+play|on\s+the\s+"
                       r"(?:field|board))(?:\s+(?:now|afterwards?|at\s+the\s+end))?\s*\??\s*$",
                       re.I)
#: "Does it leave play?", "... leaves the field?", "... left the board?": the board left.
LEAVES_PLAY = LazyRe(r"(?:^\W*|[:;,]\s*)(?:does|do|did|will|has|have|had)\s+[^?:;,]*?\b"
                     r"(?:leaves?|left)\s+(?:play|the\s+(?:field|board))\b", re.I)
#: Words that make the subject of PRESENCE_ASKED more than a card's name: "the Keepsake still
#: attached to the J-ruler (in the field)", "there a Husk (in the field)".
NOT_ONLY_A_NAME = LazyRe(r"\b(?:to|with|by|under|attached|added|from|of|there|a|an|any|all|"
                         r"both|each|every|anything|and|or)\b", re.I)



def _in_play_when_triggered(q: str, facts: list[Fact], ctx: _Facts) -> tuple[Fact, str] | None:
    """"Is the Militia still in play when Thorns triggers?": Yes where the one object it names
    was on the board as the ability it names triggered (and, where it left it later, the step
    that moved it); No by the step that took it off the board before. "... when Thorns
    results?" asks it of the step the item resulted at (a change that step made is later than
    the moment asked of). Several abilities of the name (two Thornbacks' Thorns): the answer of
    each, given where they all agree, else none. The question's "when" clause is no time to
    skip (asked_clause): it is what is asked. None where it names no single object, no
    ability that triggered (resulted), or the ruling does not watch the object."""
    m = IN_PLAY_WHEN.match(q)
    if m is None:
        return None
    who, what = m["who"] or m["who2"], m["what"] or m["what2"]
    results = not (m["verb"] or m["verb2"] or "").lower().startswith("trigger")
    kind = StepKind.RESOLVE if results else StepKind.TRIGGER
    moments = [st for st in ctx.res.steps if st.kind == kind and st.item
               and _mentions(what, st.item, _item_name(ctx, st.item))]
    # of the objects the ruling watches (a namesake in a deck is not the one asked of)
    watched = [s for s in ctx.watch.subjects if s.kind == "object"
               and _mentions(who, s.id, ctx.res.card_name(s.id))]
    if len({s.id for s in watched}) > 1:
        # with no `expect:`, every namesake the question names is watched: "still in play"
        # asks of the one that was ever in play, not a copy of its card in a deck or hand
        watched = [s for s in watched if not readers.never_in_play(ctx, s.id)]
    if not moments or len({s.id for s in watched}) != 1 or \
            len({_item_name(ctx, str(st.item)) for st in moments}) != 1:
        return None  # abilities of several names, or several objects
    told = [readers.in_play_at(st, watched[0], facts, ctx, results) for st in moments]
    if any(t is None for t in told) or len({t[1] for t in told if t is not None}) != 1:
        return None  # Yes for one, No for another: which is asked is not known
    return readers.in_play_at(moments[0], watched[0], facts, ctx, results, also=moments[1:])


#: "Can Bob respond to the unit?", "Does Bob get a chance to act?": a player's window to answer.
RESPONDS = RareRe(r"^\W*(?:can|could|may|does|do|did)\s+(?P<who>\w+)\s+(?:(?:still\s+)?get\s+"
                  r"(?:a|any)\s+chance\s+to\s+(?:act|respond)|respond)(?:\s+to\s+(?P<what>[^?]+))?"
                  r"\W*$", re.I, needs=("respond", "chance"))


def _response_window(f: Fact, q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """Yes or No to whether the one player the question names could answer the one item it
    asks of (named after "to", else the one the whole question names, else the ruling's only
    item): whether that player held priority, passed or acted between the item's first step
    and its resolution (RB 337.2: a unit or an Add ability resolves as it is finalized, with
    no window). Told by the step it resolved at. None: no one player or item, or it never
    resolved."""
    m = RESPONDS.match(_own_sentence(q))
    if m is None:
        return None
    who = [p for p in ctx.res.final["players"] if _named(m["who"], p)]
    items = set(ctx.res.resolved) | {x.item for x in ctx.res.fizzled} | set(ctx.res.final["stack"])
    named = [i for i in sorted(items) if readers.names_item(m["what"], i, ctx)] if m["what"] else []
    if m["what"] and not named:
        # "respond to the unit": the one card of the items (not its own abilities' items,
        # which are of its card too) whose type the question names
        named = [i for i in sorted(items)
                 if "." not in i and readers.of_type_named(m["what"], i, ctx)]
    if not m["what"]:
        one = readers.the_one_item_named(ctx)
        named = [one] if one is not None else sorted(items) if len(items) == 1 else []
    if len(who) != 1 or len(named) != 1:
        return None
    steps = [st for st in ctx.res.steps if st.item == named[0]]
    end = next((st for st in steps if st.kind in (StepKind.RESOLVE, StepKind.RESOURCE)), None)
    if end is None:
        return None
    # Told by the player's first step in the window (Yes), else by the resolution (No).
    told = next((st for st in ctx.res.steps if st.actor == who[0] and
                 steps[0].index < st.index < end.index and st.kind in (
                     StepKind.PRIORITY, StepKind.PASS, StepKind.PLAY, StepKind.ACTIVATE)), None)
    step = told or end
    return replace(f, said=Msg("{fact} at step {step}", fact=said(step), step=step.index),
                   step=step.index, citations=ctx.rules(step)), "No" if told is None else "Yes"


def _play_asked(q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """"Alice declares Mystic and uses Mystic Veil. Is it registered?", "Does she use it?": a
    question whether a card is played, answered by the one action that plays it (the card it
    names, or for "it" the one card the question names that an action plays): Yes where it is
    allowed, No where it is rejected."""
    own = _own_sentence(q)
    m = played_asked(own, ctx)
    if m is None:
        return _played_by_an_effect(own, ctx)
    who = m["who"] or m["what"] or ""
    pronoun = re.search(r"\b(it|they)\b", who) is not None
    plays = [a for a in ctx.scenario.actions if a.verb == "play" and (
        (card := _played_card(ctx, a)) and (_mentions(who, str(a.get("card")), card) or (
            pronoun and _mentions(q, str(a.get("card")), card))))]
    if len(plays) != 1:
        return None
    fact = ctx.fact(Subject("action", str(plays[0].index)))
    if fact is None or fact.value not in ("allowed", "rejected"):
        return None
    return fact, "Yes" if fact.value == "allowed" else "No"


def _played_by_asked(q: str, ctx: _Facts) -> re.Match[str] | None:
    """"Does Arcane Echo play Snare of Thorns?": whether an effect (`by`, named by its card)
    plays a card (`what`), in the game's own verb too (Words.plays: "Does Arcane Echo summon
    Oath Strike?")."""
    verbs = sorted({v.removesuffix("s") for v in ctx.w.plays.values()} | {"play"})
    return re.match(rf"^\W*(?:does|did|will)\s+(?P<by>[^?,;]+?)\s+(?:{'|'.join(verbs)})\s+"
                    r"(?P<what>[^?]*)", q, re.I)
#: Judge's own step words for a card an effect could not play at once, in each game's verb
#: (engine/words.py PLAY_NOW_SAID: "Snare of Thorns (snare) is not played: ...").
NOT_PLAYED_IDS = frozenset(said[1] for said in PLAY_NOW_SAID.values())


def _not_played_said(m: object, oid: str) -> bool:
    """Whether a step's message says that an effect could not play object `oid`."""
    if not isinstance(m, Msg):
        return False
    if m.id in NOT_PLAYED_IDS and f"({oid})" in say(m.args.get("object")):
        return True
    return any(_not_played_said(a, oid) for a in m.args.values())


def _played_by_an_effect(q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """"Can she play Ember Vow from her removed area?" where no action of the file plays it but
    an effect did ([Oath]): Yes, by the step that played it. "Can she play Snare of Thorns with
    Arcane Echo?", "Does Arcane Echo play Snare of Thorns?" where no action plays it and the
    effect that would have played it could not (an untriggered [Trigger] card, FOW 906.2a): No,
    by the step that says it is not played. (Where nothing played it nor tried to, the file
    does not say she could not: no answer.) Of the cards the part names, the one an effect
    played or tried to play ("with Arcane Echo" names the card that tried)."""
    m = game_said(ctx).can_play.search(q) or _played_by_asked(q, ctx)
    if m is None:
        return None
    objects = ctx.res.initial.get("objects") or {}
    cards = [oid for oid, entry in objects.items()
             if _mentions(m["what"], oid, (entry or {}).get("card"))]
    played = {st.item: st for st in ctx.res.steps if st.kind == StepKind.PLAY and st.item}
    refused = {oid: st for st in ctx.res.steps for oid in cards
               if st.kind == StepKind.RESOLVE and _not_played_said(st.said, oid)}
    if len(cards) > 1:
        cards = [oid for oid in cards if oid in played or oid in refused]
    if len(cards) != 1 or any(a.verb == "play" and a.get("card") == cards[0]
                              for a in ctx.scenario.actions):
        return None
    step = played.get(cards[0])
    if step is None and (step := refused.get(cards[0])) is not None:
        return Fact(Subject("object", cards[0]), "not played", Msg(
            "at step {step}: {what}", step=step.index, what=said(step)),
            step.index, ctx.rules(step)), "No"
    if step is None:
        return None
    return Fact(Subject("object", cards[0]), "played", Msg("at step {step}: {what}",
                                                             step=step.index, what=said(step)),
                step.index, ctx.rules(step)), "Yes"


#: "Is either expelled?", "Does either go to the graveyard?": of two cards, any of them.
EITHER = LazyRe(r"\beither\b(?:\s+of\s+them)?", re.I)


#: "Do both Golems die?", "Do all of them survive?": a yes/no question of every card it asks of.
BOTH = LazyRe(r"\b(?:both|all)\b(?:\s+of\s+them)?", re.I)


#: "Does the Well's ability go on the chase?", "... wait on the chain for passes?", "Does anything
#: wait for passes?" (not "... resolve at once, or go on the chase?": which of two).
ON_STACK = RareRe(r"\b(?:go(?:es)?|put|placed|wait\w*)\b[^?]*?\b(?:(?:on|onto)\s+the|"
                  r"for\s+a\s+new)\s+(\w+)\b|\bwait\w*\s+for\s+passes\b", re.I,
                  needs=("go", "put", "placed", "wait"))


#: "Does the will ability wait on the chase?": an ability named by its kind, of no card.
ABILITY_NAMED = LazyRe(r"\bthe\s+[\w-]+\s+ability\b", re.I)
#: Where a question part asking yes or no goes on with another that asks what, who, in what
#: order ...: ", and in what order do the Sparks resolve?"
WH_PART_AFTER = LazyRe(r",\s+(?:and\s+)?(?=(?:(?:in|at|to|for|from|on|by|with)\s+)?(?:what|which|"
                       r"who|whom|whose|where|when|how)\b)", re.I)
#: "Does the ability go on the chain?": the one ability of the ruling, of no name.
THE_ABILITY = RareRe(r"\b(?:the|that|this)\s+ability\b", re.I, needs=("ability",))


def _goes_on_stack(f: Fact, question: str, q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """Yes or No to whether an ability of the card the question names (by name, `its` of the
    sentence before, or `anything`) goes on the stack and waits there: Yes by the step that put
    it there (one that then resolved there, or waits still); No by the step it resolved at
    once, without the stack (a will ability, FOW 907.3; an Add as it finalizes, RB; a skill
    that results at once, VW), else by the last step that names the card (it never
    triggered, or its cost could not be paid). None: the question asks no such thing."""
    own = _own_sentence(q)
    # "Does the will ability go on the chase, and in what order do the Sparks resolve?": the
    # yes/no part alone (the cards the "what" part names are not whose ability it asks of)
    first = WH_PART_AFTER.compiled.split(own, maxsplit=1)[0] if "," in own else own
    own = first if ON_STACK.search(first) else own
    m = ON_STACK.search(own)
    if m is None or re.search(r"\bor\b", own) or (m[1] and m[1].casefold() != ctx.w.stack):
        return None
    anything = re.search(r"\b(anything|any ability)\b", own, re.I) is not None
    # "Her Ember Well gives 1 element when .... Does the element wait for a new register?":
    # "it", or "the element" that names no card, is of the sentence before.
    # (a card the file puts on the chase is a card of the ruling too: Cinder Herald resolving
    # there, whose Flare Up triggered as it entered the field)
    cards = readers.cards_of_ruling(ctx)
    where = f"{_sentence_before(question, q)} {own}" if PRONOUN.search(own) or not (
        anything or ABILITY_NAMED.search(own) or any(
            _mentions(own, o.id, o.card) for o in cards)) else own
    objects = [o.id for o in cards if anything or _mentions(where, o.id, o.card)]
    # "... does Study go on the chain?": the card whose ability the clause names by its name,
    # not a card of the sentence before
    by_ability = [o.id for o in cards if not anything and (
        spec := ctx.scenario.cards.get(o.card)) is not None and any(
        a.name and re.search(rf"\b{re.escape(a.name)}\b", own) for a in spec.abilities)]
    objects = by_ability if len(by_ability) == 1 else objects
    items = list(dict.fromkeys(st.item for st in ctx.res.steps if st.item and any(
        st.item.startswith(f"{o}.") for o in objects)))
    if not objects and ABILITY_NAMED.search(own):
        # "Does the will ability wait on the chase?": of no card by name, the one ability of
        # the ruling that resolved at once, if there is one.
        once = list(dict.fromkeys(st.item for st in ctx.res.steps
                                  if st.kind == StepKind.RESOURCE and st.item))
        objects, items = (once, once) if len(once) == 1 else (objects, items)
    if not objects and THE_ABILITY.search(own):
        # "... says 'at the start of your Beginning Phase, draw 1 ...'. Does the ability go on
        # the chain?": the one ability of the ruling that triggered, was activated or added.
        abilities = list(dict.fromkeys(st.item for st in ctx.res.steps if st.item and "." in
                                       st.item and st.kind in (StepKind.TRIGGER,
                                                               StepKind.ACTIVATE,
                                                               StepKind.RESOURCE)))
        objects, items = (abilities, abilities) if len(abilities) == 1 else (objects, items)
    if not objects or (not items and len(objects) > 1):
        return None
    onto, on = ctx.w.onto_stack_said(), ctx.w.on_stack_said()
    for item in items:
        kinds = {st.kind for st in ctx.res.steps if st.item == item}
        if kinds & {StepKind.RESOLVE, StepKind.FIZZLE} or item in ctx.res.final["stack"]:
            put = next(st for st in ctx.res.steps if st.item == item)
            return replace(f, said=Msg("{item} goes {where} at step {step}: {what}",
                                       item=ctx.name(item), where=onto, step=put.index,
                                       what=said(put)), step=put.index,
                           citations=ctx.rules(put)), "Yes"
    at_once = next((st for st in ctx.res.steps if st.item in items and
                    st.kind == StepKind.RESOURCE), None)
    if at_once is not None:
        return replace(f, said=Msg("{item} does not wait {where}: at step {step}, {what}",
                                   item=ctx.name(str(at_once.item)), where=on,
                                   step=at_once.index, what=said(at_once)),
                       step=at_once.index, citations=ctx.rules(at_once)), "No"
    if anything or len(objects) != 1:
        return None
    oid = objects[0]
    # A note that says why it did not trigger ("... does not trigger: its condition also needs
    # that this card is at a battlefield", RB 383.2.a.1) says why nothing went there, with its
    # rules, as it answers "Does it trigger?" (readers.triggered_asked).
    why = _note_of(ctx, oid, NOT_TRIGGERED)
    if why is not None:
        return replace(f, said=Msg("no ability of {object} goes {where}: {why}",
                                   object=ctx.name(oid), where=onto,
                                   why=said_of(why.message)),
                       step=None, citations=tuple(why.citations)[:MAX_RULES]), "No"
    text = Msg("no ability of {object} goes {where}", object=ctx.name(oid), where=onto)
    removed = next((st for st in ctx.res.steps if st.kind == StepKind.TRIGGER and
                    st.item is None and f"({oid})'s " in st.summary and
                    readers.TRIGGERED_BUT.search(st.summary)), None)
    if removed is not None:
        # "Does the Keeper's ability go on the chain?" of a trigger whose cost could not be
        # paid: the step that says so, under the rule for a trigger's cost (RB 383.3.b.1), not
        # the last step naming the card (the combat's heal, RB 466.1.a.1)
        return replace(f, said=Msg("{fact}: at step {step}, {what}", fact=text,
                                   step=removed.index, what=said(removed)),
                       step=removed.index, citations=ctx.rules(removed)), "No"
    touched = [st for st in ctx.res.steps if ctx.name(oid) in st.summary]
    return readers.no_with_last_step(f, ctx, text, touched)


#: "Does Volley still hit Trader Male?", "Does its Deathknell deal 2 to Alice's Squire?"
HITS = RareRe(r"^\W*(?:does|did|will)\s+(?P<src>.+?)\s+(?:still\s+)?(?:hits?\s+(?P<hit>.+?)|"
              r"damages?\s+(?P<dmg>(?:the|her|his|its|their|[\w-]+(?:'s|’s))\s+.+?)|"
              r"deals?\s+(?:(?P<n>\d+)\s+)?(?:(?:its|the)\s+)?(?:damage\s+)?to\s+(?P<to>.+?)|"
              r"(?P<any>deals?\s+(?:any\s+)?(?:(?:combat|battle)\s+)?damage|"
              # "Does the Charger's Assault add to Alice's combat damage?": what a unit adds to
              # its side's total (RB 465.2.a), asked as that side's damage
              r"adds?\s+(?:(?:its|any|anything|\d+)\s+)?(?:might\s+)?to\s+(?:(?:her|his|its|"
              r"their|the)\s+|[\w-]+(?:'s|’s)\s+)?(?:side(?:'s|’s)\s+)?"
              r"(?:(?:combat|battle)\s+)?damage))"
              r"(?:\s+(?:instead|again|now))?\W*$", re.I, needs=("hit", "deal", "damage"))


#: "Does the Golem take damage from Flame Lance?", "Does it take 500 damage by Flame Lance?"
#: "Is the Golem dealt damage by Flame Lance?": whether that source dealt damage to it, asked
#: of what took it.
TAKES_FROM = RareRe(r"^\W*(?:(?:does|did|will)\s+(?P<hit>.+?)\s+(?:still\s+)?takes?|"
                    r"(?:is|was)\s+(?P<hit_>.+?)\s+dealt)\s+(?:any\s+)?"
                    r"(?:(?P<n>\d+)\s+)?damage\s+(?:from|by)\s+(?P<src>.+?)\W*$", re.I,
                    needs=("damage",))


#: What damage a card deals, asked of the card: "What damage does the Knight deal?", "How much
#: damage does it deal (to Bob's Sentinel)?", "Who takes the Knight's damage?".
DAMAGE_OF = LazyRe(r"^\W*(?:(?:what|how much) (?:battle |combat )?damage|how much|what) "
                   r"(?:does|do|did|will) (?P<src>.+?) deal\b(?: to (?P<to>[^?]+))?", re.I)
DAMAGE_TAKEN = LazyRe(r"^\W*who takes (?:the )?(?P<src>[^?]+?)(?:'s|’s) (?:battle |combat )?"
                      r"damage\b", re.I)
#: How a player's combat damage was assigned: "How does judge assign Alice's damage?"
DAMAGE_ASSIGNED = LazyRe(r"(?:^|[,;:])\W*how (?:does|do|did|will) (?:\w+ )?assign "
                         r"(?P<who>[\w-]+)(?:'s|’s) (?:battle |combat )?damage\b", re.I)
#: A step in which a player assigns their combat damage (judge's own step words).
ASSIGNS = LazyRe(r"\bassigns\b (?:\w+ )?damage\b", re.I)


#: A battle step that made an object the attacked object in the place of another ([Protect]:
#: "bob rests Shieldbearer (bearer) ([Protect]): it becomes the attacked object instead of bob",
#: judge's own step words).
MADE_ATTACKED = LazyRe(r"\bit becomes the attacked object instead of\b")


def _made_the_attacked(step: Step, ctx: _Facts) -> Step | None:
    """The step before battle damage step `step` that made an object it damaged the attacked
    object in another's place (FOW 1168.2), where one did; else None."""
    damaged = {n.obj for n in step.nodes if n.kind == "event" and n.obj and
               n.event == EventKind.DAMAGED.value and n.amount > 0}
    return next((st for st in reversed(ctx.res.steps) if st.index < step.index and
                 st.kind == StepKind.COMBAT and MADE_ATTACKED.search(st.summary) and
                 any(f"({oid})" in st.summary.partition(":")[0] for oid in damaged)), None)


def _damage_asked(f: Fact, question: str, q: str, ctx: _Facts) -> Fact | None:
    """The damage a card dealt, where the question asks what it dealt or who took it (the step
    that dealt it, with its rules: the card's own name at one event, else the step's words), or
    the step that says it dealt none; how a player assigned their combat damage; how the
    damage was dealt, of the one step that dealt it. None: the question asks none of these,
    names no one card, or the damage was dealt over several steps (each fact says its own)."""
    own = _own_sentence(q)
    if (m := DAMAGE_ASSIGNED.search(own)) is not None:
        who = m["who"].casefold()
        step = next((st for st in ctx.res.steps if st.kind == StepKind.COMBAT and
                     str(st.actor).casefold() == who and ASSIGNS.search(st.summary)), None)
        return None if step is None else readers.at_step(f, step, ctx)
    if game_said(ctx).damage_how.search(own):
        steps = sorted({i for i, n in readers.damage_events(ctx)})
        if len(steps) != 1:
            return None
        dealt = readers.at_step(f, ctx.steps[steps[0]], ctx)
        made = _made_the_attacked(ctx.steps[steps[0]], ctx)
        if made is None:
            return dealt
        # "Who takes the damage?" of a [Protect] resonator: it took the damage because it
        # became the attacked object at that step (FOW 1168.2), then the damage step says it
        return replace(dealt, said=Msg("{fact}; {why}", fact=Msg(
            "at step {step}, {what}", step=made.index, what=said(made)), why=dealt.said),
            citations=tuple(dict.fromkeys((*ctx.rules(made)[:1], *dealt.citations)))[
                :MAX_RULES])
    whom = game_said(ctx).damaged_whom.match(own)
    m = DAMAGE_OF.match(own) or DAMAGE_TAKEN.match(own) or whom
    if m is None:
        return None
    if whom is not None:
        # "Whom does the Herald's ability damage?": what it dealt, decided where its target
        # was chosen (FOW 1181.3: [Aegis] left only Alice to choose)
        found = readers.damage_asked_of(f, question, q, m, ctx)
        return found if found is None or found.step is None else readers.with_target_choice(found,
                                                                                     ctx)
    return readers.damage_asked_of(f, question, q, m, ctx)


#: A resolution's words for what the absence of something it reads changed ("read now: the
#: Might of this card: none, as it has left the board", "Storm Herald (herald) is not on the
#: board: it does not become Empowered"; judge's own step words).
#: An instruction of a resolution that did not happen, its condition not met as it was read
#: (conditions.run_instruction: "its draw instruction does not happen: its condition (...) is
#: not met").
CONDITION_NOT_MET = RareRe(r"\binstruction does not happen: its condition \(",
                           needs=("instruction does not happen",))
ABSENCE_SAID = RareRe(r"\bread now\b|\b(?:is|are) (?:not|no longer) on the board\b|"
                      r"\bhas left the board\b",
                      needs=("read now", "on the board", "left the board"))
#: The roles of a step's rules that say why a card's own triggers did not trigger (a replaced
#: death is no death, RB 808.1.d.1): they decided it, before the step's own.
UNTRIGGERED_ROLES = (Role.REPLACED_DEATH, Role.LEFT_WITHOUT_DYING)
#: A battle step that says no damage was dealt, and why (judge's own step words).
#: A combat step that says no combat damage is dealt there (judge's own step words: "no combat
#: damage at bf-a: only one side still has units there", RB 465.1).
NO_COMBAT_DAMAGE = LazyRe(r"^no combat damage at\b")
#: Judge's own step words for an attacker an attacked card did not strike back at (VW HP.9:
#: a Territory), after the attacker's name.
NOTHING_BACK = "is dealt nothing back:"
NO_DAMAGE_DEALT = LazyRe(r"\bno (?:battle |combat )?damage is dealt\b", re.I)
#: An attack's distribution of its battle damage, in judge's own step words ("the battle damage
#: (2 from Sample Militia (militia) to Brute (brute), 3 from Brute (brute) to ...) goes on top").
BATTLE_SHARES = LazyRe(r"\bthe battle damage \(((?:[^()]|\([^()]*\))*)\) goes on top\b")


def _hit_asked(f: Fact, question: str, q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """Yes or No to whether what the question names (an item by its name, a card, or a card
    whose ability or keyword it names: "its Deathknell") dealt damage (that much, where it
    says) to the one card it names: by the damage events of the ruling and what caused them.
    The fact of that card (or of the source, where none was dealt) keeps its sentence; else
    the damage is said. None: the question
    names no such source or no one card hit ("Bob's other unit")."""
    own = _own_sentence(q)
    m = HITS.match(own)
    taken = TAKES_FROM.match(own) if m is None else None
    if m is None and taken is None:
        return None
    if taken is not None:
        # "Does the Golem take damage from Flame Lance?", "Is it dealt 500 damage by Flame
        # Lance?": what "Does Flame Lance deal damage to the Golem?" asks (it was Yes by the
        # damage of the Lance's copy, as that asked before audit 64)
        src, dst = taken["src"], taken["hit"] or taken["hit_"]
        amount, anyone = taken["n"], None
    elif m is not None:
        src, dst = m["src"], m["hit"] or m["to"] or m["dmg"]
        amount, anyone = m["n"], m["any"]
    else:
        return None
    where = f"{_sentence_before(question, q)} {src}" if PRONOUN.search(src) else src
    if anyone:
        side = where if PRONOUN.compiled.fullmatch(src.strip()) else src
        return readers.side_damage_asked(f, side, ctx)
    targets = [o.id for o in ctx.scenario.objects if _mentions(dst, o.id, o.card)]
    items = {st.item for st in ctx.res.steps if st.item}
    sources = {i for i in items if _mentions(src, i, _item_name(ctx, i))}
    for o in ctx.scenario.objects:
        spec = ctx.scenario.cards.get(o.card)
        abilities = [a.name for a in spec.abilities if a.name] + [
            k.replace("_", " ") for k in spec.keywords] if spec is not None else []
        if _mentions(src, o.id, o.card) or (_mentions(where, o.id, o.card) and any(
                re.search(rf"\b{re.escape(a)}\b", src, re.I) for a in abilities)):
            sources |= {o.id, *(i for i in items if i.startswith(f"{o.id}."))}
    copies_made = [i for i in sorted(items) if readers.THE_COPY_ITEM.search(i)]
    if not sources and readers.THE_COPY.compiled.fullmatch(src.strip()) and \
            len(copies_made) == 1:
        # "Does the copy deal damage to the Golem?": the one copy put on the chase (FOW
        # 1017.3), named by no card's name (it got no Yes or No, as damage_sources reads it)
        sources = set(copies_made)
    if len(targets) != 1 or not sources or targets[0] in sources:
        return None
    target = targets[0]
    # "Does Flame Lance deal damage to the Golem?" of a chant copied on the chase: the card the
    # question names is the original, its copy another object (FOW 1017.3); the copy's damage
    # is not the original's (which did nothing once its target was gone, FOW 903.3a)
    copies = set() if re.search(r"\bcop(?:y|ies)\b", src, re.I) else {
        i for i in sources if readers.THE_COPY_ITEM.search(i)}
    copies = copies if (sources - copies) & set(ctx.res.resolved) else set()
    sources -= copies
    # (the copy's damage names its card as the source: the copy that caused it tells it apart)
    dealt = [(i, n) for i, n in ctx.events.get(target, []) if n.event == "damaged" and (
        n.amount or 0) > 0 and (n.source in sources or sources & set(ctx.causes.get(n.id, ())))
        and not copies & set(ctx.causes.get(n.id, ()))
        and (amount is None or n.amount == int(amount))]
    if not dealt and any(n.event == "damaged" and (n.amount or 0) > 0 and not n.source and
                         not sources & set(ctx.causes.get(n.id, ()))
                         for _, n in ctx.events.get(target, [])):
        # "Does the Squire deal damage to the Warden?" of combat damage the Warden took with no
        # source recorded (a side's Might assigned by its player, RB 465.2): not "No"
        return None
    name = next((ctx.name(x) for x in sorted(sources) if "." not in x), None) or ctx.name(
        sorted(sources)[0])
    # the step that names both says why between them; else one that names either
    said_none = [] if dealt else [st for st in ctx.res.steps if st.kind in (
        StepKind.COMBAT, StepKind.STATE_CHECK) and NO_DAMAGE_DEALT.search(st.summary)]
    names = {x: ctx.name(x) for x in (target, *sources)}
    withheld = next((st for st in said_none if names[target] in st.summary and any(
        names[x] in st.summary for x in sources)), None) or next(
        (st for st in said_none if any(n in st.summary for n in names.values())), None) or (
        # "Does its Deathknell deal 2 to the Squire?" of a card whose death was replaced: the
        # step that says its triggers did not trigger says why (RB 808.1.d.1)
        None if dealt else next((st for st in ctx.res.steps if NOT_TRIGGERED.search(
            st.summary) and any(names[x] in st.summary for x in sources if "." not in x)),
            None))
    if withheld is None and not dealt and (copies or f.subject.id not in (target, *sources)):
        # (the original's own resolution says why it dealt none: its target was gone, FOW
        # 903.3a, where its copy's damage had destroyed it; so does the resolution of an item
        # asked of whether it hit another card than its target, gone: "Does Alice's Bolt hit
        # Bob's other unit after Bob returns the Brute to his hand?" led with no rule, RB
        # 359.3.e.5, outsider round 79)
        withheld = next((st for st in ctx.res.steps if st.item in sources and
                         DAMAGE_UNDONE.search(st.summary)), None)
    if withheld is not None:
        # "In the normal step, does the Wall deal damage to the Duelist?": No, by the step
        # that says no damage was dealt and why (FOW 806.2d, FOW HP.3: not battling any more),
        # not by where the Wall is.
        # (a death that was no death decided that its own death triggers did not trigger:
        # that rule before the replacement's, RB 808.1.d.1)
        why = [r for role in UNTRIGGERED_ROLES if (r := ctx.game.roles.get(role))
               in withheld.citations]
        return replace(f, said=Msg("{source} deals no damage to {object}: at step {step}, "
                                   "{what}", source=name, object=ctx.name(target),
                                   step=withheld.index, what=said(withheld)),
                       step=withheld.index, citations=tuple(dict.fromkeys(
                           (*why, *ctx.rules(withheld))))[:MAX_RULES]), "No"
    if f.subject.kind == "object" and (f.subject.id == target or (
            f.subject.id in sources and not dealt)):
        return f, "Yes" if dealt else "No"  # what became of it says why (recalled, not dead)
    if not dealt:
        return replace(f, said=Msg("{source} deals no damage to {object}", source=name,
                                   object=ctx.name(target)), step=None, citations=()), "No"
    at, node = dealt[0]
    step = ctx.steps[at]
    return replace(f, said=Msg("{source} deals {n} damage to {object} at step {step}",
                               source=ctx.name(step.item) if step.item in sources else name,
                               n=node.amount, object=ctx.name(target), step=at),
                   step=at, citations=ctx.rules(step)), "Yes"


#: A question asking whether an action is refused ("Is Snipe refused?", "... not allowed?").
REFUSAL_ASKED = LazyRe(r"\b(?:refused|rejected|illegal|forbidden|disallowed|not allowed|"
                       r"prohibited)\b", re.I)
#: "get" asking what is done to something ("Does the Banner get summoned?", "gets destroyed"),
#: not what a player gets.
GETS_DONE_TO = LazyRe(rf"\bget(?:s|ting)?\s+{PARTICIPLE}\b", re.I)


DRAWS = LazyRe(r"\bdraws?\b(?:\s+(\d+))?", re.I)
#: "Does Bob get his gold back?", "... refunded?": what was paid, given back.
GIVEN_BACK = LazyRe(r"\bback\b|\brefund", re.I)
#: "Does Bob get his Knight back?", "Does Alice get back Trader Male?": what is got back, said
#: between "get" and "back" (or after "get back").
GOT_BACK = LazyRe(r"\bget\w*\s+(?:back\s+)?(?P<what>.+?)\s*(?:\bback\b|$)", re.I)
#: Words of what a player pays or is paid, said as what is got back ("her 2 gold", "what he
#: paid", "anything"), besides the player's resources.
PAID_WORDS = frozenset({"payment", "cost", "costs", "what", "anything", "something",
                        "nothing", "money", "refund", "it", "them"})


def _a_card_got_back(low: str, resources: dict[str, object]) -> bool:
    """Whether "get ... back" asks of something other than what was paid: a card ("Does Bob
    get his Knight back?", returned to his hand), which the player's resources do not answer
    (it was "No — bob has 0 gold", of a Knight back in his hand)."""
    m = GOT_BACK.search(low.rstrip(" ?"))
    if m is None:
        return False
    words = set(re.findall(r"[\w-]+", m["what"].casefold()))
    return bool(words) and not words & (PAID_WORDS | {k.casefold() for k in resources})
#: "Does the Scout's draw result before the Gun Shot?": an order asked, not whether one draws.
RESULTS_BEFORE = LazyRe(r"\b(?:resolv|result)\w*\s+(?:before|after|first)\b", re.I)


#: "How many cards does she draw?", "Who draws from Echo Hall?", "Which Mourner draws?", "Whose
#: Scholar draws?", "How many cards has Alice drawn?": the number drawn, by whom (not "Which
#: card does she draw?", which asks of the card).
HOW_MANY_DRAWN = LazyRe(r"^\W*(?:(?:how many|who)\b.*\b(?:draws?|drawn|drew)|(?:which|whose)"
                            r"\s+\w+\s+(?:(?:does|did|do|will)\s+\w+\s+)?(?:draws?|drew))\b",
                            re.I)  # ("Which card does she draw?")


#: "... before Gun Shot results?" ending a yes/no question that asks of something else: when.
BEFORE_ITEM_RESULTS = RareRe(r"\bbefore\s+(?P<item>[\w'-]+(?:\s+[\w'-]+){0,4}?)(?:\s+"
                             r"(?:results?|resolves?))?\s*[?.!]?\s*$", re.I, needs=("before",))


#: A "before" clause opening the part ("Before Rampage resolves, is the Sentinel destroyed?"):
#: read as the clause ending it (BEFORE_ITEM_RESULTS), the same question.
BEFORE_FIRST = RareRe(r"^\W*before\s+(?P<clause>[^,;:?]+?)\s*,\s*(?P<rest>[^,;:]+?)\s*[?.!]?\s*$",
                      re.I, needs=("before",))


def _before_said_last(said: str, asked: str) -> str:
    """The clause `asked` of part `said` with the "before" clause that opens it put back at its
    end, where the readers of an order read it ("Before Rampage resolves, is the Sentinel
    destroyed?": "is the Sentinel destroyed before Rampage resolves?"; asked_clause leaves the
    opening clause out); else `asked` itself."""
    last = re.split(r"(?<=[.!?])\s+", _unquoted(said).strip())[-1]
    m = BEFORE_FIRST.match(last)
    return asked if m is None else f"{asked.rstrip(' ?.!')} before {m['clause']}?"


#: "Does Grudge result before Shelter?": the item asked of, before "result(s) before".
ITEM_RESULTS_BEFORE = RareRe(r"^\W*(?:does|did|will)\s+(?P<item>[\w'-]+(?:\s+[\w'-]+){0,4}?)\s+"
                             r"(?:results?|resolves?)\s+(?:first\s+)?before\b", re.I,
                             needs=("before",))


def _results_before_one_that_never_did(asked: str, ctx: _Facts) -> Fact | None:
    """"Does Grudge result before Shelter?" of a Grudge that resulted and a Shelter that left
    the register without resulting (its target gone, VW REG.8.b): a Yes would say Shelter
    resulted after it, a No that Grudge did not come first; neither is said. The fact says
    when the one resulted and why the other never did, and that the question presumes both
    result, with the rule that stopped the other. (The other way round, "Does Shelter result
    before Grudge?", is No: it results before nothing.) None where the question asks no such
    order, or both resulted, or neither did."""
    m, b = ITEM_RESULTS_BEFORE.search(asked), BEFORE_ITEM_RESULTS.search(asked)
    if m is None or b is None:
        return None
    steps = ctx.res.steps
    done = next((st for st in steps if st.item and st.kind == StepKind.RESOLVE and
                 readers.names_item(m["item"], st.item, ctx)), None)
    never = next((st for st in steps if st.item and st.kind in (
        StepKind.FIZZLE, StepKind.CANCEL) and readers.names_item(b["item"], st.item, ctx)), None)
    if done is None or never is None or done.item == never.item or any(
            st.kind in (StepKind.RESOLVE, StepKind.RESOURCE) and st.item == never.item
            for st in steps):
        return None
    said_now = Msg("at step {first}, {done}; at step {step}, {never}: the question presumes "
                   "that both result, and only {item} does", first=done.index, done=said(done),
                   step=never.index, never=said(never), item=ctx.name(str(done.item)))
    fact = Fact(Subject("item", str(done.item)), "resolved", said_now, done.index, ())
    # why the other never resulted (VW REG.8.b), then what put the one first (VW HP.5, where
    # one new register took both), else the rule of its step
    order = _order_chosen(fact, never, ctx) or done.citations[:1]
    return replace(fact, citations=tuple(dict.fromkeys((*never.citations[:1], *order)))[
        :MAX_RULES])


def _items_called(words: str, ctx: _Facts) -> list[str]:
    """The items of the ruling that resolved and `words` call by one of their whole names
    (`_item_names`: "the battle damage" of the battle's damage item, "Blood Pact" of the card
    and its copy); else those `readers.names_item` finds (an id, a distinctive word). Not
    "Double Spark" of the Sample Spark beside it (a word of its name only)."""
    folded = words.casefold()
    items = list(dict.fromkeys(st.item for st in ctx.res.steps if st.item and st.kind in (
        StepKind.RESOLVE, StepKind.RESOURCE)))
    whole = [i for i in items if any(_says_name(folded, n) for n in _item_names(
        i, ctx.res, ctx.scenario))]
    return whole or [i for i in items if readers.names_item(words, i, ctx)]


def _order_of_two_asked(asked: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """"Does Sample Blessing result before the battle damage?", "Does Echo result before Blood
    Pact?" (and "... after ..."): of two things that each resulted, by the steps they resulted
    at (VW REG.4.b: the register results from the top down), Yes or No, said as the first's
    resolution with when the other resulted. Where either resulted both before and after the
    other (a Follower summoned, recalled and summoned again), no Yes or No: the question does
    not say which time. None where the part asks no such order, or either names no item that
    resulted, or they name the same one."""
    m = ORDER_OF_TWO.search(asked)
    if m is None:
        return None
    head, tail = _items_called(m["item"], ctx), _items_called(m["other"], ctx)
    if not head or not tail or set(head) & set(tail):
        return None
    done = [st for st in ctx.res.steps if st.item and st.kind in (
        StepKind.RESOLVE, StepKind.RESOURCE)]
    mine = [st for st in done if st.item in head]
    theirs = [st for st in done if st.item in tail]
    first = mine[0]
    fact = Fact(Subject("item", str(first.item)), "resolved",
                Msg("at step {step}, {what}", step=first.index, what=said(first)), first.index,
                first.citations[:MAX_RULES])
    before = mine[-1].index < theirs[0].index
    after = mine[0].index > theirs[-1].index
    if not before and not after:
        return fact, ""
    if m["when"].casefold() == "after":
        yes_ = after
        moment = theirs[-1] if after else theirs[0]
    else:
        yes_ = before
        moment = theirs[0] if before else theirs[-1]
    if after:
        fact = replace(fact, step=mine[0].index)
    said_ = _ordered_said(fact, moment, before, ctx, only=not yes_)
    chose = _order_chosen(said_, moment, ctx)
    return replace(said_, citations=tuple(dict.fromkeys((*chose, *said_.citations)))[
        :MAX_RULES]), "Yes" if yes_ else "No"


#: "Does Sample Blessing result before the battle damage (results)?", "Did Echo resolve after
#: Blood Pact?": an order of two things asked, the one asked of (`item`) and the other.
ORDER_OF_TWO = RareRe(r"^\W*(?:does|did|will)\s+(?P<item>[\w'-]+(?:\s+[\w'-]+){0,5}?)\s+"
                      r"(?:results?|resolves?)\s+(?:first\s+)?(?P<when>before|after)\s+"
                      r"(?P<other>[\w'-]+(?:\s+[\w'-]+){0,5}?)(?:\s+(?:results?|resolves?|does))?"
                      r"\s*[?.!]?\s*$", re.I, needs=("before", "after"))


def _item_asked_resolved(asked: str, ctx: _Facts, *, skills: bool = False) -> Step | None:
    """The step at which the item a "before <item> results" clause names resolved (a card's
    item, or a skill that resulted at once, out of the stack's order: VW REG.10.b, a gold skill
    triggered as the register results; `skills`: any skill's item too); None where there is no
    such clause or it never did."""
    m = BEFORE_ITEM_RESULTS.search(asked)
    if m is None:
        return None
    return next((st for st in ctx.res.steps if st.item and readers.names_item(
        m["item"], st.item, ctx) and ((st.kind == StepKind.RESOLVE and (
            "." not in st.item or skills)) or st.kind == StepKind.RESOURCE)), None)


#: A yes/no clause asking whether something happens (an event, not a state): "does Ward
#: resolve", "does Bob lose life", "does the Oath trigger", not "does Bob have 3 life", "is the
#: Knight destroyed" (which may ask whether it is destroyed by then: a state).
ASKS_EVENT = LazyRe(r"^\W*(?:does|did|will)\s+(?!.*\b(?:have|has|had|hold|holds|control|"
                    r"controls|own|owns|keep|keeps|stay|stays|remain|remains|still)\b)", re.I)


def _event_after_the_moment_asked(f: Fact, facts: list[Fact], q: str, question: str, asked: str,
                                  ctx: _Facts, verdict: str = "Yes") -> tuple[Fact, str] | None:
    """Of a Yes (or No) to "does X happen after (before) Y resolves?", the clause opening or
    ending the part:
    - where the fact is Y's own resolution or card (the clause's item, not the one asked of:
      "Does Stone Brace resolve after Heavy Lance resolves?" led with the Lance's), X's
      resolution instead, its Yes or No by the order;
    - "after": where X came before Y resolved, the fact said with when Y did, and No (of every
      item the clause names: a spell and its copy, both named "Humble Blast").
    None where the part asks no such order, asks a state, Y is no item judge places as
    resolving, or the Yes already says the order asked ("before" is also read by
    _after_the_item_asked and _before_the_item_asked)."""
    clause = moments.clause_of(q)
    if clause is None or clause[0] not in ("after", "before") or not ASKS_EVENT.search(asked):
        return None
    moments_named = moments.resolutions_named(q, question, ctx)
    named = {st.item for st in moments_named}
    if not named:
        return None
    resolution = next((g for g in facts if g.subject.kind == "item" and g.step is not None and
                       g.subject.id not in named and g.value == "resolved" and
                       _step_items(g, ctx) == (g.subject.id,) and
                       _names_alone(asked, g.subject.id, ctx)), None) or \
        _resolution_named(asked, named, ctx)
    own = bool(named & {*_step_items(f, ctx), f.subject.id})
    head = re.split(r"\b(?:before|after)\b", asked.casefold(), maxsplit=1)[0]
    if own or (resolution is not None and resolution is not f and
               RESOLVES.search(readers.without_card_names(head, ctx))):
        # the clause's item's own fact, or ("Does Trader Male resolve before Flicker
        # resolves?" led with the Trader's damage) another fact of the item asked to resolve:
        # that item's resolution
        f = resolution or f
        if named & {*_step_items(f, ctx), f.subject.id} or f.step is None:
            return f, ""  # the item asked of is not told apart: no Yes or No of the other's
        step = f.step
        if len({step < st.index for st in moments_named}) != 1:
            return f, ""  # "before Rite resolves" of two Rites, one before it and one after
        first = step < moments_named[0].index
        moment = moments_named[0] if first else moments_named[-1]
        verdict = "Yes" if first == (clause[0] == "before") else "No"
        return _ordered_said(f, moment, first, ctx, only=verdict == "No"), verdict
    at = f.step
    if verdict != "Yes" or clause[0] != "after" or at is None or \
            any(at >= st.index for st in moments_named):
        return None
    return _ordered_said(f, moments_named[0], True, ctx), "No"


def _resolution_named(asked: str, named: set[str | None], ctx: _Facts) -> Fact | None:
    """The resolution of the one item `asked` names by its whole card name, none of `named`,
    as a fact (its step's words and first rules), where no fact of the ruling says it."""
    steps = [st for st in ctx.res.steps if st.kind == StepKind.RESOLVE and st.item and
             st.item not in named and "." not in st.item and
             _names_alone(asked, st.item, ctx)]
    if len({st.item for st in steps}) != 1:
        return None
    st = steps[0]
    return Fact(Subject("item", str(st.item)), "resolved",
                Msg("at step {step}, {what}", step=st.index, what=said(st)), st.index,
                st.citations[:MAX_RULES])


def _ordered_said(f: Fact, moment: Step, first: bool, ctx: _Facts, only: bool = False) -> Fact:
    """Fact `f` said with when the item of `moment` resolved, before or after it ("only after"
    where that is why the answer is No)."""
    if not first:
        return replace(f, said=Msg("{fact}, only after {item} {resolves} at step {step}" if only
                                   else "{fact}, after {item} {resolves} at step {step}",
                                   fact=f.said, resolves=word(ctx.w.resolves),
                                   item=ctx.name(str(moment.item)), step=moment.index))
    return replace(f, said=Msg("{fact}, before {item} {resolves} at step {step}", fact=f.said,
                               resolves=word(ctx.w.resolves), item=ctx.name(str(moment.item)),
                               step=moment.index))


def _names_alone(asked: str, item: str, ctx: _Facts) -> bool:
    """Whether clause `asked` names item `item` by its whole card name."""
    name = ctx.res.card_name(item)
    return bool(name) and _says_name(asked.casefold(), name.casefold())


def _before_the_item_asked(f: Fact, asked: str, ctx: _Facts) -> Fact | None:
    """Of a Yes whose step came before the resolution of the item a "before <item> results"
    clause names, that fact said with when the item resolved after it; None where the question
    has no such clause, the item never resolved or the fact did not come first."""
    if f.step is None:
        return None
    item = _item_asked_resolved(asked, ctx, skills=True)
    if item is None or f.step >= item.index or item.item in _step_items(f, ctx) or \
            not _names_only_the_item(asked, item, ctx):
        return None
    chose = _order_chosen(f, item, ctx)
    return replace(f, said=Msg("{fact}, before {item} {resolves} at step {step}", fact=f.said,
                               resolves=word(ctx.w.resolves),
                               item=ctx.name(str(item.item)), step=item.index),
                   citations=tuple(dict.fromkeys((*chose, *f.citations)))[:MAX_RULES])


def _names_only_the_item(asked: str, item: Step, ctx: _Facts) -> bool:
    """Whether the "before ..." clause names the item and nothing more ("before Profit", "before
    Profit results"), not something the item does ("before Thorns chooses its target", which
    its result does not date)."""
    m = BEFORE_ITEM_RESULTS.search(asked)
    if m is None:
        return False
    label = " ".join((ctx.name(str(item.item)), str(item.item))).lower()
    return all(w in label for w in re.findall(r"[\w-]+", m["item"].lower()) if w != "the")


def _order_chosen(f: Fact, item: Step, ctx: _Facts) -> tuple[str, ...]:
    """The house policies that ordered the fact's item and the `item` asked of, where both
    went into one new register together (skills of two players triggered on one event: VW
    HP.5 put one above the other): that reading decided which came first, before the rules of
    either's step; () elsewhere."""
    mine = _step_items(f, ctx)
    first = min(f.step or 0, item.index)
    opened = next((st for st in ctx.res.steps if st.index < first and mine and
                   st.kind == StepKind.PRIORITY and f"({mine[0]})" in st.summary and
                   f"({item.item})" in st.summary), None)
    return tuple(c for c in opened.citations if c in ctx.policies) if opened else ()


def _step_items(f: Fact, ctx: _Facts) -> tuple[str, ...]:
    """The item of the step a fact is dated by (none where it has no step or item)."""
    done = ctx.steps.get(f.step) if f.step is not None else None
    return (done.item,) if done is not None and done.item else ()


def _after_the_item_asked(f: Fact, asked: str, ctx: _Facts) -> Fact | None:
    """Of a Yes whose step came after the resolution of the item a "before <item> results"
    clause names (one that resolved), that fact said with when the item resolved first; None
    where the question has no such clause, the item never resolved or the fact came first."""
    if f.step is None:
        return None
    item = _item_asked_resolved(asked, ctx, skills=True)
    if item is None or f.step <= item.index:
        return None
    # a skill that triggered before the item resulted and waited for it: the rule of where it
    # went as it triggered decides the order (VW REG.6.a: a new register, after this one); an
    # item that resulted at once, the rule that it does (VW REG.10.b)
    done = ctx.steps.get(f.step)
    waited = next((st for st in ctx.res.steps if done is not None and done.item and
                   st.kind == StepKind.TRIGGER and st.item == done.item and
                   st.index < item.index), None) or (
        item if item.kind == StepKind.RESOURCE else None)
    cites = tuple(dict.fromkeys((*_order_chosen(f, item, ctx), *(
        waited.citations[:1] if waited is not None else ()), *f.citations)))[:MAX_RULES]
    return replace(f, said=Msg("{fact}, only after {item} {resolves} at step {step}", fact=f.said,
                               resolves=word(ctx.w.resolves),
                               item=ctx.name(str(item.item)), step=item.index), citations=cites)


#: The step that ends a turn's effects (judge's own words, engine/board.py).
TURN_EFFECTS_END = LazyRe(r"\beffects that last this turn end\b")


def _quoted_trigger_undone(q: str, ctx: _Facts, does: Callable[[AbilityDef], bool],
                           replaced_play: bool = False
                           ) -> tuple[Msg | English, int | None, tuple[str, ...]] | None:
    """Why the one card the question names with a triggered ability that `does` what was asked
    (draws; anything, of a player's life) did not do it: the note that says it did not trigger
    (or was not played), the step that says it could not be done, or, where it never
    triggered at all, that; None where the question names no such card, or several, or its
    ability triggered and nothing says why it did nothing. With `replaced_play` (damage asked
    of what it would have hit), a replacement that took the place of its play says why."""
    asked = QUOTED.sub("", q)
    cards = [o for o in ctx.scenario.objects if (spec := ctx.scenario.cards.get(o.card))
             is not None and any(a.kind == "triggered" and does(a) for a in spec.abilities)
             and _mentions(asked, o.id, o.card)]
    if len(cards) > 1:
        # "Alice's Ember Tutor has ... She plays it": the one she played, not a copy of it
        # waiting in her deck (its ability works from no deck)
        cards = [o for o in cards if o.zone != ctx.game.vocab.deck_zone] or cards
    if len(cards) > 1:
        # "Alice controls Mythic Phoenix and plays a second copy. Does the second copy's
        # ability let her draw?": the one something happened to, not the one that stayed as
        # it was (FOW 1205.8: the duplicate put into the graveyard)
        cards = [o for o in cards if ctx.events.get(o.id)] or cards
    if len(cards) != 1:
        return None
    oid = cards[0].id
    mark = f"({oid})"
    note = _note_of(ctx, oid, NOT_TRIGGERED, NOT_DONE)
    if note is not None:
        return said_of(note.message), None, tuple(note.citations)[:2]
    # (its own abilities' trigger steps: not another card's that targets it, "Magpie Lantern
    # (lantern)'s Pilfer triggers ... targeting Vesper Bell (bell)")
    own_said = f"{ctx.name(oid)}'s "
    put = [st for st in ctx.res.steps if st.kind == StepKind.TRIGGER and mark in st.summary
           and (own_said in st.summary or not readers.names_another_source(st.summary, oid))]
    # (or its player chose not to play it, a card's in a hidden zone: FOW 906.6b; or it was
    # removed for want of a legal target, VW HP.34)
    declined = ctx.game.roles.get(Role.TRIGGER_DECLINED)
    undone = next((st for st in put if NOT_DONE.search(st.summary) or
                   NO_TARGET_REMOVED.search(st.summary) or (
                       declined is not None and declined in st.citations)), None)
    if undone is not None:
        return Msg("at step {step}, {what}", step=undone.index, what=said(undone)), \
            undone.index, ctx.rules(undone)
    # (an item of its own that is no trigger that does it, its activated Empower, is not one)
    spec = ctx.scenario.cards[cards[0].card]
    own = {f"{oid}.{slug(a.name or '')}" for a in spec.abilities
           if a.kind == "triggered" and does(a)}
    resolved = any(st.kind == StepKind.RESOLVE and st.item and
                   st.item.split("#")[0] in (own | {oid}) for st in ctx.res.steps)
    replaced = next((st for st in ctx.res.steps if replaced_play and put and not resolved and
                     st.kind == StepKind.REPLACE and st.index > put[0].index and
                     mark in st.summary), None)
    if replaced is not None:
        # a [Trigger] card whose play a replacement took the place of (FOW 910.1: "instead
        # of Ambush at the Ford being played, alice gains 200 life") never resolved: that
        # replacement is why it did nothing, not the step that last moved what it would hit
        return Msg("at step {step}, {what}", step=replaced.index, what=said(replaced)), \
            replaced.index, ctx.rules(replaced)
    if put or any(st.item and st.item.split("#")[0] in own for st in ctx.res.steps):
        return None
    text = Msg("no ability of {object} triggers", object=ctx.name(oid))
    late = readers.taken_after_its_phase(oid, ctx)
    if late is not None:
        # "at the end of your turn, draw 1" of a gear taken once her Ending Step had begun: the
        # phase it waits for began before it was hers (RB 317.1.a), so it never saw it
        phase, taken, player, name = late
        return Msg("{fact}: {player}'s {phase} phase began at step {step}, before {player} "
                   "gained control of it at step {taken}", fact=text, player=player, phase=name,
                   step=phase.index, taken=taken.index), phase.index, ctx.rules(phase)
    told = next((st for st in reversed(ctx.res.steps) if mark in st.summary and
                 NOT_TRIGGERED.search(st.summary)), None)
    if told is not None:
        # "... recalled instead of dying. Does Bob draw?": the step that says its death
        # triggers did not trigger, by the rule that decided it first (RB 808.1.d.1: a
        # replaced death is no death), not the replacement's heal
        why = [r for role in UNTRIGGERED_ROLES if (r := ctx.game.roles.get(role))
               in told.citations]
        return Msg("{fact}: at step {step}, {what}", fact=text, step=told.index,
                   what=said(told)), told.index, tuple(dict.fromkeys(
                       (*why, *ctx.rules(told))))[:MAX_RULES]
    touched = readers.steps_naming(ctx, oid)
    skipped = (readers.phase_skipped_for(oid, ctx) or readers.watched_event_not_done(oid, ctx)
               if not touched else None)
    if skipped is not None:
        # "... at the end of your turn, draw 1" when her Ending Step was skipped (RB 443.2):
        # the step that skipped the phase it waits for; "when you win a combat, draw 1" when
        # the combat had no result (RB 466.3.d): the step that says so
        return Msg("{fact}: at step {step}, {what}", fact=text, step=skipped.index,
                   what=said(skipped)), skipped.index, ctx.rules(skipped)
    replaced = readers.watched_event_replaced(oid, ctx) if not touched else None
    if replaced is not None:
        # "when a Follower you control attacks, draw 1" where the only attack was replaced
        # ("instead of Timid Scout attacking, gain 1 gold", VW OV.1): the event it waits for
        # never happened, and that replacement says why
        return Msg("{fact}: at step {step}, {what}", fact=text, step=replaced.index,
                   what=said(replaced)), replaced.index, ctx.rules(replaced)
    if not touched:
        return text, None, ()
    # What happened to the card instead, which is why its ability did not trigger: banished,
    # not destroyed (FOW 1011.1); rested again, not becoming rested (FOW 104.3); played to a
    # battlefield, not moved there (RB 359.2.c), as `readers.triggered_asked` answers it.
    # What kind of event it was is the point ("enters", not "moves": RB 359.2.c), first.
    last = touched[-1]
    # an event of its replaced ("instead of Phoenix Guard (guard) being destroyed, ...": FOW
    # 910.1): the replacement says why, not the resolution that would have caused the event
    watched = {a.when.event for a in spec.abilities if a.kind == "triggered" and does(a)
               and a.when is not None} if (spec := ctx.scenario.cards.get(cards[0].card)) \
        else set()
    last = next((st for st in reversed(touched) if st.kind == StepKind.REPLACE and any(
        st.summary.startswith(f"instead of {ctx.name(oid)} being {e}") for e in watched)), last)
    cites = ctx.rules(last)
    kind = [c for c in last.citations if c in ctx.kinds and not any(  # not a heading of one
        r.startswith(f"{c}.") for r in cites)][:1]
    others_only = readers.watches_only_others(cards[0].card, last, oid, ctx, does)
    # (the game's rule that a trigger's count goes up each time its condition is met)
    condition = ctx.game.roles.get(Role.TRIGGER_COUNT)
    if others_only is not None and condition is not None:
        # "Whenever another resonator enters ...": the event at the step was its own card's,
        # which its trigger condition leaves out (`other`), so the condition was not met (FOW
        # 906.4); the step says what the event was (FOW 702.3a)
        return Msg("{fact}: at step {step}, {what}; its {ability} watches only others, not "
                   "{object} itself", fact=text, step=last.index, what=said(last),
                   ability=others_only,
                   object=ctx.name(oid)), last.index, tuple(dict.fromkeys((condition, *cites)))[:2]
    return Msg("{fact}: at step {step}, {what}", fact=text, step=last.index, what=said(last)), \
        last.index, tuple(dict.fromkeys((*kind, *cites)))[:2]


#: A resolution that did nothing, in any game's verb ("results: nothing happens").
IDLE_RESOLUTION = LazyRe(r"^[^:]*\b(?:resolves|results): nothing happens\b")


#: "Can Bob play Hidden Blade?", "Is that enough to play it?": whether a card could be played.
ASKS_PLAY = LazyRe(r"^\W*(?:can|could|may)\b[^?,;]*\bplay\b|\benough to play\b", re.I)


def _card_played_by(index: int, ctx: _Facts) -> str | None:
    """The card (object id) action `index` plays, or None (no such action, or it plays none)."""
    actions = ctx.scenario.actions
    card = actions[index].get("card") if 0 <= index < len(actions) and \
        actions[index].verb == "play" else None
    return card if isinstance(card, str) else None


def _played_again_and_resolved(index: int, ctx: _Facts) -> bool:
    """Whether the card action `index` tried to play was played by another action and its
    item resolved."""
    return _card_played_by(index, ctx) in ctx.res.resolved


def _zone_asked_of_its_card(index: int, clause: str, ctx: _Facts) -> bool:
    """Whether `clause` asks where the card action `index` plays ends ("Is Knight Tithe in
    Alice's graveyard?")."""
    card = _card_played_by(index, ctx)
    return card is not None and bool(readers.asked_zones(clause, card, ctx))


def _named_only_in_its_source(clause: str, item: str, ctx: _Facts) -> bool:
    """Whether `clause` says an ability item's name only inside its source card's whole name
    ("Vengeance" of "Vengeance Totem")."""
    source = ctx.res.card_name(item.split(".", 1)[0])
    own = _item_name(ctx, item)
    low = clause.casefold()
    if not source or not own or own.casefold() not in source.casefold() or \
            source.casefold() not in low:
        return False
    return own.casefold() not in low.replace(source.casefold(), " ")


#: Actions that play nothing: "Can Alice play Ward?" is not answered by one of them refused.
PLAYS_NOTHING = frozenset({"pass", "assign", "move", "block", "no_block", "concede", "forfeit"})


def _plays_a_card_asked(index: int, clause: str, ctx: _Facts) -> bool:
    """Whether action `index` may answer `clause`, a question whether a player can play a
    card: not an action that plays nothing (a damage assignment, a move, a pass) where the
    clause names a card of the ruling."""
    actions = ctx.scenario.actions
    if not 0 <= index < len(actions) or actions[index].verb not in PLAYS_NOTHING:
        return True
    return not any(_mentions(clause, o.id, o.card) for o in ctx.scenario.objects)


def _note_of(ctx: _Facts, oid: str, *patterns: LazyRe) -> Finding | None:
    """The ruling's note about object `oid` (named with its id in brackets) that says, in one of
    `patterns`, that something of it did not happen ("... (ledger) does not trigger: ...")."""
    mark = f"({oid})"
    return next((n for n in ctx.res.findings if n.kind == "note" and mark in str(n.message)
                 and any(p.search(str(n.message)) for p in patterns)), None)


def said_of_it(message: str | Msg, name: str) -> Msg | English:
    """A note said right after a fact about the object it is about: its name, said again at
    its head ("Guard Blade (blade) is exhausted, as at the start: Guard Blade (blade) stays
    exhausted: ..."), is "it" ("...: it stays exhausted: ...")."""
    why = said_of(message)
    if isinstance(why, Msg) and why.id.startswith(("{object} ", "{object}'s ")) and \
            str(why.args.get("object")) == name:
        # "Blaze Captain's Kindred does not apply" is "its Kindred ..." (ITS: the "'s" goes too)
        return Msg(why.id, plural=why.plural, context=why.context, **{
            **why.args, "object": ITS if why.id.startswith("{object}'s ") else Msg("it")})
    if isinstance(why, English) and why.text.startswith((f"{name} ", f"{name}'s ")):
        rest = why.text[len(name):]
        return English(f"its{rest[2:]}" if rest.startswith("'s ") else f"it{rest}")
    return why


def _deals_damage(ability: AbilityDef) -> bool:
    """Whether an ability's instructions say to deal damage."""
    return bool(readers.instructions(ability, "damage"))


def _changes_stats(ability: AbilityDef) -> bool:
    """Whether an ability's instructions change stats (a `modify` with stats to add or set)."""
    return any(getattr(m, "stats", ()) or getattr(m, "set_stats", ())
               for m in readers.instructions(ability, "modify"))


#: "Does the Recruiter get +1 ATK?", "Does it gain -2 HP?": a stat change asked of an object,
#: as cards write it.
#: A resolution that changed a stat of something ("Squire (squire): ATK +1"), as steps say it.
STAT_CHANGED_SAID = LazyRe(r"\): [A-Z][A-Za-z]* [+-]\d")
STAT_CHANGE_ASKED = RareRe(r"\b(?:gets?|gains?|got|gained|receives?)\s+[+-]\d+\s*\w", re.I,
                           needs=("+", "-"))


#: The instruction (judge's own word for it) that would have changed an object's field.
OWN_INSTRUCTION = {"counters": "counter", "damage": "damage", "stats": "stat change"}
#: The instruction that would have changed an object's field (an ability's `kind`), of an
#: ability removed before it was played (_Facts._trigger_removed).
REMOVED_INSTRUCTION = {"stats": "modify", "damage": "damage"}
#: A triggered ability removed for want of a legal target (FOW 603.3, VW HP.34; judge's own
#: step words, engine/stackops.py: "... triggered but has no legal target for ...: it is
#: removed", a note possibly after it).
#: A trigger step naming its ability's source and name, not put on the stack for its cost
#: (judge's own step words, engine/actions.py: "Cinder Herald (herald)'s Flare Up triggered
#: but its cost cannot be paid ...").
UNPAID_TRIGGER = LazyRe(r"\((?P<source>[^()\s]+)\)'s (?P<ability>.+?) triggered\b")
NO_TARGET_REMOVED = LazyRe(r"\bhas no legal target for\b.*: it is removed\b")
#: Events of an object's own ability resolving, which change nothing of the object.
OWN_RESOLVING = frozenset({"resolved", "activated"})


#: Steps that may say why an object was left as it was: an item resolving without doing all it
#: says to it, a rule process or replacement that spared it, a turn's own effect that passed
#: over it ("readies everything ...; not Stone Sleeper (...cannot ready...)", RB 315.1.b).
LEFT_ALONE_KINDS = frozenset({StepKind.RESOLVE, StepKind.STATE_CHECK, StepKind.REPLACE,
                              StepKind.EFFECT, StepKind.COMBAT, StepKind.TRIGGER})
#: "Whose turn is it?", "Whose turn comes next?": the turn player asked, not only the phase.
WHOSE_TURN = LazyRe(r"\bwhose turn\b", re.I)
#: "... is not played", "... is not summoned": how a card an effect plays at once is said not
#: to be played, in every verb the engine says playing with (engine/words.py PLAY_NOW_SAID).
_NOT_PLAYED_SAID = [m[1] for said in PLAY_NOW_SAID.values()
                    if (m := re.match(r"\{object\} (is not \w+):", said[1]))]
#: How such a step says it did not happen (judge's own step words, engine/effects.py).
NOT_DONE = LazyRe(r"(?<=\) )stays \(|"  # "Mythic Phoenix (phoenix) stays (the one ...)"
                  r"\b(?:cannot|may not|does not happen|is no longer legal|so it stays|"
                  r"stays where it is|forbids it|is prevented|"
                  rf"{'|'.join(sorted(set(_NOT_PLAYED_SAID)))}|"
                  r"deals 0 damage|deals no damage|does not destroy|does not change|"
                  r"does not reveal)\b", re.I)


#: Steps that may say what happened to a player is no loss: a turn's or an item's effect, a
#: rule process, a replacement (not a play, a pass or priority).
LOSS_SPARING_KINDS = frozenset({StepKind.EFFECT, StepKind.RESOLVE, StepKind.STATE_CHECK,
                                StepKind.REPLACE})
#: How a step says that what happened to a player is no loss (judge's own step words).
NO_LOSS = LazyRe(r"\b(?:is not a loss|does not lose|do not lose|is no loss)\b", re.I)
#: How a step or a note says that nobody won (judge's own words): a final point withheld,
#: the game going on without a player, a tie, points short of what wins.
NO_WINNER = LazyRe(r"\b(?:nobody wins|the game goes on|draws a card instead|short of)\b",
                   re.I)
#: A draw that found the deck empty and stopped, the game going on (VW HP.17 `nothing`).
DECK_EMPTY_NOT_DRAWN = LazyRe(r"\bdeck is empty: \d+ (?:more )?cards? (?:is|are) not drawn\b")
#: Steps that may say why a player's points, life or resources stayed as they were.
PLAYER_LEFT_ALONE_KINDS = frozenset({StepKind.SCORE, StepKind.REPLACE, StepKind.RESOLVE,
                                     StepKind.COST})
#: A state check saying that something happens to no player ("... and nobody conquers").
NOBODY = LazyRe(r"\bnobody\b")


#: A resolve step's detail where an instruction about a player's life or points did not happen
#: (judge/engine/conditions.py: "its gain instruction does not happen: its condition ...").
PLAYER_INSTRUCTION_UNDONE = LazyRe(r"\bits (?:gain|lose|score|damage) instruction does not "
                                   r"happen\b")
#: A question about damage or a life total.
DAMAGE_OR_LIFE = LazyRe(r"\b(?:damage|life)\b", re.I)
#: A step that says a target was no longer legal as its item resolved (judge's own words).
TARGET_NO_LONGER_LEGAL = LazyRe(r"\bno longer legal\b")
#: A battle step that says the battle dealt no damage (judge's own step words: FOW 805.1, the
#: battle goes to its end with no attacker; NO_DAMAGE_DEALT; FOW 806.2c, an attack at a warden
#: deals it none and takes willpower counters instead).
BATTLE_WITHOUT_DAMAGE = LazyRe(r"\bgoes straight to its end\b|\bno (?:battle |combat )?damage "
                               r"is dealt\b|^battle damage: .* deals no damage to\b", re.I)


def unwatched_subjects(scenario: Scenario, game: Rulebook | None = None) -> frozenset[str]:
    """The objects whose fact the answer may work out though it watches none of them (those of
    `readers.trigger_object`: cards with a triggered ability; and, where the question asks of a
    trigger, a target or a destruction, the cards it names: readers.the_one_that_triggered,
    _times_asked, _target_gone_first, readers.fact_with_a_verdict): a ruling that keeps no
    copy of its starting board keeps their whole starting entries (resolution.lead_board)."""
    cards = {name for name, spec in scenario.cards.items()
             if any(a.kind == "triggered" for a in spec.abilities)}
    question = QUOTED.sub("", _read_in_english(scenario, game).question or "")
    # (and where it asks whether a card is destroyed: the card it names answers it whole,
    # not another card's fact, readers.fact_with_a_verdict)
    named = question if TRIGGERED_OR_TARGET.search(question) or DESTRUCTION.search(question) \
        else ""
    # (and where it asks "which cards ...?": every card, which _which_none may read whole where
    # no fact the answer watches says Yes or No of it)
    which = len(scenario.objects) <= MAX_WHICH and any(
        WHICH_CARDS_DO.search(part) for part in re.split(r"(?<=[.?!])\s+", question))
    if not cards and not named and not which:
        return frozenset()  # a 10,000-item register's objects are not walked
    return frozenset(obj.id for obj in scenario.objects if which or obj.card in cards or (
        named and _mentions(named, obj.id, obj.card)))


#: A question that asks of a trigger or of a target, whose answer may be of a card it names.
TRIGGERED_OR_TARGET = RareRe(r"\btrigger|\btarget|\bhow\s+(?:many\s+times|often)\b", re.I,
                             needs=("trigger", "target", "how"))


#: "Which Duelist's ability triggers?", "Which Banner triggers?", "Whose Banner triggers?".
#: "When does Burn Out trigger?": the step it triggered at (FOW 807.1: "at the end of battle"),
#: not the step it resolved at.
WHICH_TRIGGERS = RareRe(r"^\W*(?:which|whose|when\s+(?:does|do|did|will))\b[^?,;]*?\btrigger\w*",
                        re.I, needs=("trigger",))
#: "Which trigger?", "Which abilities trigger?", "Which of them trigger?" (of the cards the
#: sentences before name): asked of nothing more than that.
WHICH_TRIGGER_ALONE = LazyRe(r"^\W*which\s+(?:of\s+(?:them|these|those|the\s+\w+)\s+|\w+\s+)?"
                             r"trigger\w*\W*$", re.I)


def _which_triggered(q: str, ctx: _Facts, question: str = "") -> list[Fact]:
    """Of "Which Banner's ability triggers?": the facts of the cards `q` names whose abilities
    triggered, each told by the step it did (`readers.triggered_asked`); where none did, No of
    each card it names (at most two). Of "Which trigger?", naming no card: those of the cards the
    whole `question` names whose abilities triggered (at most MAX_EACH). Empty where `q` asks no
    such question or no card is named."""
    if (m := WHICH_TRIGGERS.search(q)) is None:
        return []
    if m.group(0).lstrip(" \t\"'(").lower().startswith("when"):
        # "When does Burn Out trigger, and is ... Morning Bell's ...?": asked of what it names
        # before "trigger" only
        q = m.group(0)
    # "Which Duelist's ability triggers?" names the Duelist (`_mentions` reads "Duelist's" as
    # a word of its own).
    plain = re.sub(r"(?<=\w)['’]s\b", "", q)
    named = readers.named_that_triggered(q, ctx) or readers.named_that_triggered(plain, ctx) or \
        list(dict.fromkeys(str(st.item).split(".")[0] for st in readers.steps_of_ability_named(
            q, StepKind.TRIGGER, ctx)))[:MAX_LEAD] or [  # "When does Burn Out trigger?": its card
        o.id for o in ctx.scenario.objects if _asks_of(q, o.id, o.card, ctx.scenario)
        or _asks_of(plain, o.id, o.card, ctx.scenario)][:MAX_LEAD] or (
        # "Her Sentry says ..., her Lookout ..., her Steward .... Which trigger?" (not "Which
        # trigger joins the chain first?": that asks the order)
        readers.named_that_triggered(QUOTED.sub("", question), ctx)[:MAX_EACH]
        if question and WHICH_TRIGGER_ALONE.search(q) else [])
    facts = [ctx.fact(Subject("object", o)) for o in named]
    return [readers.triggered_asked(f, ctx)[0] for f in facts if f is not None]


#: "How many times does the Bell trigger?", "How often does her Scavenger trigger?", "How many
#: times does the Ringer's Deathknell resolve?": what is counted.
HOW_MANY_TIMES = LazyRe(r"^\W*how\s+(?:many\s+times|often)\b.*?\b(?P<verb>trigger\w*|resolv\w*|"
                        r"result\w*)\b", re.I)


#: "How many Quick-Draw triggers go on the chain?": a count of one ability's triggers.
HOW_MANY_TRIGGERS = LazyRe(r"^\W*how\s+many\s+(?:[\w'’-]+\s+){1,3}?(?P<verb>triggers)\b", re.I)


def _times_asked(q: str, said: str, facts: list[Fact], ctx: _Facts) -> tuple[int, Fact] | None:
    """"How many times does the Bell trigger?": the one card whose triggered ability `said`
    names (readers.trigger_object), told by how many times its abilities triggered (or resolved, as
    asked) and at which steps; no ability triggered: the last step that named it. Its index in
    `facts` (-1: a fact made for it); None where `q` asks no count of this or names no card."""
    m = HOW_MANY_TIMES.match(asked_clause(q)) or HOW_MANY_TRIGGERS.match(asked_clause(q))
    if m is None:
        return None
    unquoted = QUOTED.sub("", said)
    kind = StepKind.TRIGGER if m["verb"].casefold().startswith("trigger") else StepKind.RESOLVE
    # "Bob destroys the Wisp. How many times does its Deathknell trigger?": the one card named
    # whose abilities triggered, where the clause names no ability by name.
    named = readers.named_that_triggered(unquoted, ctx)
    card = readers.trigger_object(unquoted, ctx) or (
        ctx.fact(Subject("object", named[0])) if len(named) == 1 else None)
    if card is None:
        # "How many times does Temporary trigger?": a keyword's trigger, which no card's own
        # abilities name; the one card whose ability of that name triggered (or resolved)
        sources = {str(st.item).split(".")[0] for st in readers.steps_of_ability_named(
            unquoted, kind, ctx)}
        card = ctx.fact(Subject("object", sources.pop())) if len(sources) == 1 else None
    if card is None:
        return None
    oid = card.subject.id
    steps = [st for st in ctx.res.steps if st.kind == kind and st.item and
             st.item.startswith(f"{oid}.")]
    at = next((i for i, f in enumerate(facts) if (f.subject.kind, f.subject.id) == (
        "object", oid)), -1)
    fact = facts[at] if at >= 0 else card
    verb = word(ctx.w.resolves) if kind == StepKind.RESOLVE else Msg("triggers")
    if not steps:  # none triggered: what happened to it instead (none resolved: not said)
        return None if kind == StepKind.RESOLVE else (at, readers.triggered_asked(fact, ctx)[0])
    name = ctx.name(str(steps[0].item).split("#")[0])
    rules = ctx.rules(steps[0])
    if kind == StepKind.TRIGGER and (told := readers.trigger_told(steps[0], oid, ctx)) is not None:
        # the step that said it triggered, and how often (RB 816.2.a: Temporary once however
        # many times a unit has it), before the step that put it on the stack
        rules = tuple(dict.fromkeys((*ctx.rules(told), *rules)))[:MAX_RULES]
    count = ctx.game.roles.get(Role.TRIGGER_COUNT)
    if kind == StepKind.TRIGGER and len(steps) > 1:
        # how often: the trigger count's rule, cited by the step whose events met the condition
        # again (or the trigger steps), and the rule that made one draw of two cards two draws
        # (FOW 1009.2, Role.DRAW_EACH: "Insight triggers 2 times" cited only 603.3, 906.5)
        again = [rule for rule in (ctx.game.roles.get(Role.DRAW_EACH), count) if rule and any(
            rule in st.citations for st in ctx.res.steps if st.index <= steps[-1].index)]
        if again:
            rules = tuple(dict.fromkeys((*again, *rules)))[:MAX_RULES]
    text = Msg("{item} {verb} once, at step {step}", item=name, verb=verb,
               step=steps[0].index) if len(steps) == 1 else Msg(
        "{item} {verb} {n} times, at steps {steps}", item=name, verb=verb, n=len(steps),
        steps=Items([st.index for st in steps]))
    return at, replace(fact, said=text, step=steps[0].index, citations=rules)


#: "How many runes does Bob channel on turn 3?": a number of things a player does, which a step
#: of the ruling says of them ("bob channels 3 runes"); a draw is told by readers.draws_in_all. The
#: setting may come first ("In a three-player game, how many runes does Carol channel?"), and
#: the player be told apart ("does Bob, going second, channel", "does Dave (fourth) channel").
HOW_MANY_DOES = LazyRe(r"^\W*(?:in [^,?]+,\s*)?how many (?P<noun>[^\W\d_]+) (?:does|did|will) "
                       r"(?P<who>\w+)(?:\s*\([^)]*\)|,[^,?]+,)? (?P<verb>[^\W\d_]+)\b"
                       r"(?P<rest>[^?]*)", re.I)
#: "... on turn 3", "... on his first turn": which of the player's turns the count is asked of.
TURN_ASKED = LazyRe(r"\bon (?:turn (?P<n>\d+)|(?:his|her|their|\w+'s) (?P<nth>first|second|"
                    r"third) turn)\b", re.I)
NTH = {"first": 1, "second": 2, "third": 3}
#: "... in his first Main Phase", "... on turn 3": when it is asked, not where.
TURN_OR_PHASE = LazyRe(r"\b(?:in|on|at) (?:(?:her|his|their|\w+'s|the) )?(?:\w+ ){0,2}(?:turn|"
                       r"phase|step)\b", re.I)


def _count_said(q: str, ctx: _Facts) -> Fact | None:
    """"How many runes does Bob channel on turn 3?": the one step that says how many of the
    things asked the player asked of did ("{player} channels {n} rune ...", in the turn the
    question names, where it names one), as a fact of that player with the step's rules
    (RB 485.7 where the second player's first turn channels three); None where `q` asks no
    such count or no one step says it (a draw: readers.draws_in_all)."""
    m = HOW_MANY_DOES.match(asked_clause(q))
    if m is None or m["verb"].casefold().startswith("draw"):
        return None
    verb, noun = f"{m['verb'].casefold()}s", m["noun"].casefold().removesuffix("s")
    players = [p for p in ctx.res.final["players"] if readers.asks_of_player(q, p, ctx)]
    if len(players) != 1:
        return None
    player = players[0]
    counting = [st for st in ctx.res.steps if isinstance(st.said, Msg)
                and st.said.args.get("player") == player and "n" in st.said.args
                and f"{{player}} {verb} {{n}} {noun}" in st.said.id]
    turn = TURN_ASKED.search(m["rest"])
    if turn is not None:  # the turn's number, or which of the player's own turns it is
        which, wanted = (0, int(turn["n"])) if turn["n"] else (1, NTH[turn["nth"].casefold()])
        counting = [st for st in counting if readers.turn_of(st, player, ctx)[which] == wanted]
    base = ctx.fact(Subject("player", player))
    if len(counting) != 1 or base is None:
        return None
    step = counting[0]
    return replace(base, said=Msg("at step {step}: {what}", step=step.index, what=said(step)),
                   step=step.index, citations=ctx.rules(step))


#: "How many runes and cards does Bob have?": what a player has, counted, of each thing named.
HOW_MANY_HAS = LazyRe(r"^\W*how many (?P<things>[^\W\d_][\w ,]*?) (?:does|do|did|will) "
                      r"(?P<who>\w+) (?:have|hold|control)\b(?P<rest>[^?]*)", re.I)
#: "... have in her deck?", "... have left?": a place other than the hand or the board, which
#: this count does not read (the answer stays as it was, rather than count the hand).
ELSEWHERE = LazyRe(r"\b(?:left|remaining|(?:in|at|on) (?!(?:(?:her|his|their|the|\w+'s) )?"
                   r"hand\b)(?:(?:her|his|their|the|\w+'s) )?\w+)", re.I)
#: "How many cards are in Bob's hand?": the same count, asked of the place ("in her hand" read
#: as ELSEWHERE was: the possessive skipped, "her" taken for another place, and it led with her
#: gold).
HOW_MANY_IN_HAND = LazyRe(r"^\W*how many (?P<things>[^\W\d_][\w ,]*?) (?:are|is|were|will be|"
                          r"remain) (?:there )?(?:still )?(?:left )?in (?P<who>\w+)'s hand\b"
                          r"(?P<rest>[^?]*)", re.I)
#: "... at the start of her turn", "... before it resolves": another moment than the ruling's
#: end, which the count (of the final board) does not say.
ANOTHER_MOMENT = LazyRe(r"\b(?:start|beginning|before|after|end|until|then|when|while)\b", re.I)


def _counts_had(q: str, ctx: _Facts) -> list[Fact]:
    """"How many runes and cards does Bob have?": for each thing the question names, how many
    the player asked of has as the ruling ends, and the step that made it so (the last that
    brought one of them where it is): cards, those in their hand; anything else, the objects
    they control on the board whose card is of that type or has it in its name. A fact of the
    player each; none where `q` asks no such count or names no one player."""
    m = HOW_MANY_HAS.match(asked_clause(q)) or HOW_MANY_IN_HAND.match(asked_clause(q))
    rest = m["rest"].split(",")[0] if m is not None else ""
    if m is None or ANOTHER_MOMENT.search(rest) or (ELSEWHERE.search(rest) and not
                                                     TURN_OR_PHASE.search(rest)):
        return []
    players = [p for p in ctx.res.final["players"] if readers.asks_of_player(q, p, ctx)]
    base = ctx.fact(Subject("player", players[0])) if len(players) == 1 else None
    if base is None:
        return []
    out = []
    for asked in (t.strip() for t in re.split(r",|\band\b", m["things"]) if t.strip()):
        thing = asked.casefold().removesuffix("s")
        ids = readers.had_at_end(players[0], thing, ctx)
        if ids is None:
            return []  # a thing judge cannot count: the answer as it was
        steps = [f.step for oid in ids if (f := ctx.fact(Subject("object", oid, ("zone",))))
                 is not None and f.step is not None]
        step = ctx.steps.get(max(steps)) if steps else None
        zones = {str(ctx.res.final["objects"][o].get("zone")) for o in ids} or (
            {ctx.game.vocab.hand_zone} if thing == "card" else set())  # none in the hand
        zone = word(ctx.w.zone(zones.pop())) if len(zones) == 1 else None
        has = Msg("{player} has {n} {thing} in their {zone}", plural="{player} has {n} {thing}s "
                  "in their {zone}", player=players[0], n=len(ids), thing=word(thing),
                  zone=zone) if zone is not None else \
            Msg("{player} has {n} {thing}", plural="{player} has {n} {thing}s",
                player=players[0], n=len(ids), thing=word(thing))
        # what made it so, else which they are
        text = Msg("{had}, since step {step}: {what}", had=has, step=step.index,
                   what=said(step)) if step is not None else Msg(
            "{had}: {objects}", had=has, objects=Items([ctx.name(o) for o in ids], commas=True)
        ) if ids else has
        out.append(replace(base, said=text, step=step.index if step else None,
                           citations=ctx.rules(step) if step else ()))
    return out


#: "Can the trigger target the Wall?": `who` the triggered ability asked of, `what` its target.
CAN_TARGET = LazyRe(r"^\W*(?:can|could|may)\s+(?P<who>.+?)\s+(?:still\s+)?target\s+"
                    r"(?P<what>[^?]+)", re.I)


def _target_gone_first(q: str, facts: list[Fact], ctx: _Facts) -> tuple[int, Fact] | None:
    """"Can the trigger target the Wall?" of the one triggered ability the clause asked names
    (by its name or its card's, or as "the trigger" where one triggered), where the card it
    names had left the board before that ability was put on the stack, its targets chosen then
    (FOW 602.1b, 603.4: rule processes first): No, told by that card's fact (where it went,
    and when). Its index in `facts` (-1: a fact made for it); None otherwise."""
    m = CAN_TARGET.match(asked_clause(q))
    if m is None:
        return None
    put = [st for st in ctx.res.steps if st.kind == StepKind.TRIGGER and st.item]
    named = [st for st in put if _mentions(m["who"], str(st.item), _item_name(ctx, str(st.item)))
             or _mentions(m["who"], str(st.item).split(".")[0],
                          ctx.res.card_name(str(st.item).split(".")[0]))]
    asked = named or (put if re.search(r"\btrigger", m["who"], re.I) else [])
    objects = [o.id for o in ctx.scenario.objects if _mentions(m["what"], o.id, o.card)]
    if len(asked) != 1 or len(objects) != 1:
        return None
    item = str(asked[0].item)
    given = (ctx.scenario.decisions.get(item) or {}).get("targets")
    if isinstance(given, (list, tuple)) and objects[0] in given and item in ctx.res.resolved:
        # "Can the Mixer's Deathknell target the Squire?" of a Squire that died in the same
        # cleanup: the ability chose it where it was (its trash, RB 355.5.b) and resolved with
        # it, so it could (it was a confident No: "..., before Last Brew triggers")
        return None
    left = [at for at, n in ctx.events.get(objects[0], []) if n.event in ("destroyed", "left")
            and at < asked[0].index]
    if not left:
        return None
    at = next((i for i, f in enumerate(facts) if (f.subject.kind, f.subject.id) == (
        "object", objects[0])), None)
    fact = facts[at] if at is not None else ctx.fact(Subject("object", objects[0]))
    return None if fact is None else ((-1 if at is None else at), replace(
        fact, said=Msg("{fact}, before {item} triggers at step {step}", fact=fact.said,
                       item=ctx.name(str(asked[0].item)), step=asked[0].index)))


#: "Does anything trigger?"
ANYTHING_TRIGGERS = RareRe(r"^\W*(?:does|do|did|will)\s+(?:anything|any ability)\s+trigger",
                           re.I, needs=("trigger",))


def _anything_triggered(f: Fact, q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """"Does anything trigger?": Yes by the first triggered ability put on the stack (or
    resolved at once), No when none was; not where the file's `ask:` names the subjects."""
    own = _own_sentence(q)
    if not ANYTHING_TRIGGERS.match(own) or ctx.scenario.ask:
        return None  # `ask:` names what the answer is about: that says it, or nothing
    first = next((st for st in ctx.res.steps if st.kind == StepKind.TRIGGER and st.item), None)
    if first is None:
        # One that triggered and was removed at once (no legal target) did trigger: Yes, by
        # the step that says so and its rule, never "no ability triggers".
        gone = next((st for st in ctx.res.steps if st.kind == StepKind.TRIGGER
                     and any(n.kind == "item" for n in st.nodes)), None)
        if gone is not None:
            return replace(f, said=Msg("at step {step}: {what}", step=gone.index,
                                       what=said(gone)), step=gone.index,
                           citations=ctx.rules(gone)), "Yes"
        ended = [n for n in ctx.res.findings if n.kind == "note" and GRANT_GONE.search(
            str(n.message))]
        if len(ended) == 1:
            # "War Chant gives her Squire 'When I attack, draw 1' this turn. On her next turn
            # the Squire attacks": the note that the grant ended with its turn (RB 317.2.c)
            return replace(f, said=Msg("no ability triggers: {why}", why=said_of(
                ended[0].message)), step=None,
                citations=tuple(ended[0].citations)[:MAX_RULES]), "No"
        return replace(f, said=Msg("no ability triggers"), step=None, citations=()), "No"
    return replace(f, said=readers.trigger_said(ctx, str(first.item), first.index),
                   step=first.index, citations=ctx.rules(first)), "Yes"


NOT_TRIGGERED = LazyRe(r"\b(?:do not|does not|did not|cannot) trigger\b", re.I)
#: A resolution whose damage instruction did not happen (judge/engine/conditions.py words).
DAMAGE_UNDONE = LazyRe(r"\bits damage instruction does not happen\b")
#: A question asking whether damage is dealt ("take damage", "Does the Blow hit ...?").
DAMAGE_ASKED = LazyRe(r"\b(?:damage|hits?)\b", re.I)
#: A replacement step that says a phase or step is skipped (judge's own step words).
SKIPPED = LazyRe(r"\bis skipped\b")
#: An item's resolution that did nothing at all (judge's own step words).
OWN_NOTHING = LazyRe(r"\bresolves: nothing happens\b")
#: A note saying an object kept what it had ("... stays attached to Lyra", FOW 1032.3).
KEPT = LazyRe(r"\b(?:stays?|still)\b", re.I)
#: A note that a card stays in play though something would say otherwise (VW HP.16 `on-summon`:
#: "... no longer meets its requirements (...), but they are checked only as a card is summoned:
#: it stays in play").
STAYS_IN_PLAY = LazyRe(r"\bstays in play\b", re.I)
#: How a step says it did nothing to an object (judge's own step words), naming it or, of an
#: item aimed at it, not: "there is no J/ruler to attach it to: nothing is attached", "nothing
#: is removed from battle", "no willpower counters change", "its effect is not created",
#: "Drill Recruit (r1) ceased to be a target".
AIMED_UNDONE = LazyRe(r"\bnothing is \w+|\bno (?:\w+ ){1,3}change\b|\bis not created\b|"
                      r"\bceased to be a target\b|\b(?:attaches|moves|returns) nothing\b|"
                      r"\bdoes not move\b|\bis no longer (?:attacked|attacking|blocking)\b")
#: A note saying an attached card came off as what it was attached to left (engine words).
DETACHED_NOTED = LazyRe(r"\bdetaches from\b")
#: A note saying an effect was taken off an object it no longer fits (engine/continuous.py:
#: RB HP.25 `removed`): why its stat is what it was.
#: A note that damage on an object was not lethal, and why ("Raging Charger (charger)'s 3 damage
#: is not lethal: its Might is 5, with +2 from Assault while it is an attacker", RB 142.4.b).
NOT_LETHAL = LazyRe(r"\b\d+ damage is not lethal\b")
NO_LONGER_APPLIES = LazyRe(r"\bno longer applies to\b")
#: A note saying a player kept control of something nothing took from them (engine and game
#: words: "alice has no units at bf-a but still controls it").
STILL_CONTROLS = LazyRe(r"\bstill\s+controls?\b")
#: A note that an ability did not trigger (judge's own note words: "Hunt does not trigger for
#: ...", "... of Trader does not trigger: ..."), read by _Facts._untriggered_for.
UNTRIGGERED_NOTE = LazyRe(r"\bdoes not trigger\b")
#: A note saying an object no longer has abilities an effect granted it for a while (engine
#: words, Board.expire_turn_effects).
GRANT_GONE = LazyRe(r"\bno longer has\b.*\bthe effect that granted it\b")
#: A step saying a restriction forbade what it tells (judge's own words, engine/restrictions.py:
#: "bob cannot play Stone Warden (warden): Thundersong Oath (oath) forbids it").
FORBIDS_IT = RareRe(r"\bforbids it\b", needs=("forbids it",))
#: A note that a replacement watching a card does not watch its copy (engine/unplayed.py).
COPY_UNWATCHED = LazyRe(r"\bis a copy, not .+: a replacement effect watching .+ does not "
                        r"watch it\b")
PRONOUN = LazyRe(r"\b(it|its|they|them|their)\b", re.I)
RESOLVES = LazyRe(r"\b(resolv\w*|result\w*)\b", re.I)


#: "As it results, ...", "As Empty Hands resolves, ...": a question asked of the moment an item
#: resolves (not "After it resolves", when its card has gone on).
AS_IT_RESOLVES = LazyRe(r"^\W*as\s+[^,;:?]*\b(?:resolv|result)\w*[,;:]", re.I)


def _where_as_it_resolves(f: Fact, said_: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """Yes or No to "As it results, is it in her hand?" of a card whose item resolved: as it
    resolved, the card was on the stack, which is no other zone (`Rulebook.on_stack_citations`:
    VW REG.12.b, a used Action is neither in the hand nor in play), told with what its
    resolution did (a condition it read held or not); None where the question asks no zone of
    that moment."""
    oid = f.subject.id
    last = re.split(r"(?<=[.!?])\s+", QUOTED.compiled.sub("", said_).strip())[-1]
    step = next((st for st in ctx.res.steps if st.kind == StepKind.RESOLVE and st.item == oid),
                None)
    if f.subject.kind not in ("object", "item") or step is None or \
            not AS_IT_RESOLVES.search(last) or oid not in ctx.res.final["objects"]:
        return None
    asked = readers.asked_zones(asked_clause(said_), oid, ctx)
    stack = ctx.game.stack_zone
    if len(asked) != 1 or stack in asked:
        return None
    owner = str((ctx.res.final["objects"][oid] or {}).get("owner") or "") or None
    spec = ctx.scenario.cards.get(ctx.res.card_name(oid))
    rules = ctx.game.on_stack_citations.get(spec.type, ()) if spec is not None else ()
    # what it did, without its name again (as _Facts._item says it)
    what: object = step.said.args["what"] if step.said is not None and \
        "what" in step.said.args else said(step)
    text = Msg("as {object} {resolves} at step {step}, it is {place}, not {asked}: {what}",
               object=ctx.name(oid), resolves=word(ctx.w.resolves), step=step.index,
               place=ctx.res.place_said(stack), asked=ctx.res.place_said(
                   next(iter(asked)), owner), what=what)
    cites = tuple(dict.fromkeys((*rules, *ctx.rules(step))))
    return replace(f, said=text, step=step.index, citations=cites), "No"


#: "Does the Warden get +2 Might?", "... gain +500 DEF?", "Does Blessing give the Knight +2
#: ATK?": the amount and the stat asked.
STAT_GIVEN = RareRe(r"\b(?:gets?|gains?|gives?(?:\s+[\w'-]+){1,3}?)\s+([+-]\d+)\s+(\w+)", re.I,
                    needs=("+", "-"))  # (a signed amount: "+2 Might")
#: "Does the Squire still have +300 ATK?", "Does it keep the +2 Might?": a change the object
#: has as the ruling ends, the amount and the stat asked.
STAT_HAD = RareRe(r"\b(?:ha(?:ve|s)|keeps?|retains?)\s+(?:still\s+)?(?:the\s+|its\s+)?"
                  r"([+-]\d+)\s+(\w+)", re.I, needs=("+", "-"))
TEAM = LazyRe(r"\bteam\b", re.I)
#: "Does the game end?", "Is the game over?": whether anyone won, or it is a draw.
GAME_ENDS = r"\bgame\s+(?:\w+\s+)?(?:ends?|over)\b"
PERSON = LazyRe(r"\b(she|he|they)\b", re.I)
#: "Is that legal?": what the sentence before says a player does.
THAT_LEGAL = RareRe(r"\bis (?:that|it) (?:legal|allowed)\b", re.I, needs=("legal", "allowed"))


#: Card text quoted in a question ('... in hand: "if you have no cards in hand, draw 2"',
#: 'Does Bob's Gatekeeper ("whenever ..., draw a card") trigger?'): what the card says, not
#: what is asked; with the brackets around it, if that is all they hold.
QUOTED = RareRe(r"\s*\(\s*(?:\"[^\"]*\"|“[^”]*”)\s*\)|\"[^\"]*\"|“[^”]*”", needs=('"', "“"))
#: A time clause before what a question asks: "As it results, does ...", "After it resolves,
#: is ...", "When the Knight attacks, can ...", "Once both players pass, does ...", "In the
#: normal step, does ...", "Then, is ...".
TIME_BEFORE = RareRe(r"^\W*(?:as|after|when|whenever|once|while|until|before|by the time|"
                     r"as soon as|in|during|at|on|then|now|afterwards|next|later|finally)\b"
                     r"[^,;:?]*[,;:]\s*(?=(?:does|do|did|is|are|was|were|can|could|"
                     r"may|might|will|would|has|have|must|should)\b)", re.I,
                     needs=(",", ";", ":"))
#: ... and after it: "... once both players pass?", "... after it resolves?", "... when the
#: Knight attacks?" (a clause of two words or more: "Does Alarm result after Bolt?" asks the
#: order, and "before" always does).
TIME_AFTER = RareRe(r",?\s+(?:once|when|whenever|after|until|while|by the time|as soon as)"
                    r"\s+[\w'-]+(?:\s+[\w'-]+)+\s*(?=[?.!]?\s*$)", re.I,
                    needs=("once", "when", "after", "until", "while", "by the time", "as soon as"))
#: ... and a "before <item> results" after a may / can question: "May Alice answer with Rune
#: Bolt before Essence Draw results?" asks whether she may answer, not of Essence Draw (a
#: "Does Barter result before Gun Shot?" still asks the order: no modal verb leads it).
MODAL_BEFORE = RareRe(r"^(?P<asked>\W*(?:may|can|could|might)\b.*?),?\s+before\s+[\w'-]+(?:\s+"
                      r"[\w'-]+)*?\s+(?:results?|resolves?)\s*(?P<end>[?.!]?)\s*$", re.I,
                      needs=("before",))


@lru_cache(maxsize=1024)
def _unquoted(text: str) -> str:
    """`text` without the card text it quotes; a quote that ends a sentence ('Her Bargain reads
    "... gain 600 life." Does she lose the game?') still ends it, so that the sentence before the
    question is not read as part of it."""
    if not QUOTED.may_match(text):
        return text

    def cut(m: re.Match[str]) -> str:
        ends = re.search(r"[.!?][\"”]\s*\)?$", m.group(0)) and \
            re.match(r"\s+[A-Z]", text[m.end():])
        return "." if ends else ""
    return QUOTED.compiled.sub(cut, text)


@lru_cache(maxsize=1024)
def asked_clause(text: str) -> str:
    """The clause a yes/no question asks, which every reader of its words reads (`_verdict`
    and the readers that choose its fact): its last sentence, without the card text it quotes
    and without the time clauses that say when ("As it results, does it count itself as a
    card in her hand?" asks whether it counts, not whether it results, nor whether she draws
    the 2 its quoted text says). Names and pronouns are looked up in the whole question.
    Kept per text: `rank`'s readers ask it of the same few clauses for every fact (~15,000
    times a pass over the bundled rulings, three patterns each)."""
    # A sentence ends after a closing quote too ('... gain 600 life." Does she lose?')
    unquoted = _unquoted(text).strip()
    sentences = re.split(r"(?<=[.!?][\"”])\s+|(?<=[.!?])\s+" if '"' in unquoted or "”" in
                         unquoted else r"(?<=[.!?])\s+", unquoted)  # (the plain one, compiled
    # already, where no quote is left: the first costs a start-up ~1M instructions to compile)
    last = TIME_AFTER.sub("", TIME_BEFORE.sub("", sentences[-1], count=1), count=1)
    if (modal := MODAL_BEFORE.match(last)) is not None:
        last = modal["asked"] + modal["end"]
    if len(sentences) > 1 and sentences[-2].endswith("?") and not AUX.search(last):
        # "Does it put the Pactmaker under contract? And the Pact itself?": a question with no
        # verb of its own asks what the one before it asked.
        return f"{asked_clause(' '.join(sentences[:-1]))} {last}"
    return last


#: Where a question asking several things in one sentence begins its next: a comma (and "and")
#: before an auxiliary ("Is the Squire dealt damage, is the Tower rested, and is her will
#: spent?").
SUB_QUESTION = LazyRe(r",\s*(?:and\s+|or\s+)?(?=(?:is|are|was|were|does|do|did|has|have|had|"
                      r"will|can|may|where|what|who|which|how)\b)", re.I)


#: "Is the Archer exhausted and the Trader hit?": a second part that asks of another card with
#: the first part's verb left out, the card and then its participle ("the Trader hit"). The
#: first part ends in its own word of state, not a card's name ("Are the Golem and the Knight
#: destroyed?" asks one thing of both).
ELLIPTIC_PART = LazyRe(r"^((?i:is|are|was|were|has|have|had)\b.+?\s[a-z]+)\s+and\s+"
                       r"((?:the\s+)?\S.*?\s(?:\w+ed|\w+en|hit|dealt|put|set|cut|paid|sent|"
                       r"kept|left|lost|won|held)\W*)$")


def _asked_in_another_part(q: str, clause: str, oid: str, ctx: _Facts) -> bool:
    """Whether object `oid` is named only in a part of the question's last sentence that is not
    the yes/no clause it asks (`asked_clause` left it out: a "where"/"what" part after it)."""
    card = ctx.res.card_name(oid)
    if _mentions(clause, oid, card) or re.search(r"\b(?:she|he|they)\b", clause, re.I) or \
            any(_named(clause, p) for p in ctx.res.final["players"]):
        return False  # ("Where is the Squire, and does she draw?": her draw is asked of her)
    last = re.split(r"(?<=[.!?])\s+", _unquoted(ctx.scenario.question or q).strip())[-1]
    head, found, rest = last.partition(clause.strip())
    return bool(found) and _mentions(f"{head} {rest}", oid, card)


def _elliptic_parts(part: str) -> list[str]:
    """A part of a question with a second part whose verb is left out (ELLIPTIC_PART) as its
    two parts; any other, itself."""
    elliptic = ELLIPTIC_PART.search(part.strip())
    return [part] if elliptic is None else [elliptic[1], elliptic[2]]


def _own_part(clause: str, oid: str, ctx: _Facts) -> str | None:
    """The one part of a clause asking several things ("Is the Squire dealt damage, is the
    Tower rested, and ...?", "Is the Archer exhausted and the Trader hit?") that names object
    `oid`, where it names no other object the ruling knows; None where the clause asks one
    thing, or no single part names it alone."""
    parts = [piece for part in (SUB_QUESTION.compiled.split(clause) if "," in clause else
                                [clause])
             for piece in _elliptic_parts(part)]
    if len(parts) < 2:
        return None
    card = ctx.res.card_name(oid)
    mine = [p for p in parts if _mentions(p, oid, card)]
    if len(mine) != 1:
        return None
    others = [o for o in ctx.res.final["objects"] if o != oid and
              _mentions(mine[0], o, ctx.res.card_name(o)) and ctx.res.card_name(o) != card]
    return None if others else mine[0]


def _own_sentence(q: str) -> str:
    """The question itself, not the sentence before it that says what its "it" is: the
    clause it asks (`asked_clause`)."""
    return asked_clause(q)


#: A sentence ending in a card it describes but does not name, the nearest noun a pronoun after
#: it refers to: "... and recycles the card she sees.", "... puts the top card on the bottom."
DESCRIBED_LAST = LazyRe(r"\bthe\s+(?:top\s+|bottom\s+|first\s+|other\s+)?card(?:\s+(?:that|which))?"
                        r"(?:\s+(?:he|she|they|it)\s+\w+|\s+\w+ed)?\s*[.!;]?\s*$", re.I)


def _the_one_of_its_type(facts: list[Fact], scored: list[tuple[int, int, int]], question: str,
                         q: str, ctx: _Facts) -> tuple[int, int, int] | None:
    """The scored fact of the card "the <noun>" ending `q` names where `q` names no card
    itself: the one object the sentence before names whose card type, or a word of whose card's
    name, is that noun ("Bob cancels the Rune of Flame .... Where is the rune?", "Alice's
    Champion Legend starts attached .... Where is the legend?"); None where `q` ends with no
    such noun, or not exactly one object fits."""
    if any(_mentions(q, o.id, o.card) for o in ctx.scenario.objects):
        return None
    m = THE_NOUN_LAST.search(asked_clause(q))
    if m is None:
        return None
    noun = m[1].casefold()
    resources = ctx.game.vocab.resources
    if noun in {*resources, *(ctx.w.resource(r).casefold() for r in resources)}:
        return None  # "Who gets the gold?" asks of a resource, not of a Gold Miner
    before = _sentence_before(question, q)
    found = []
    named = {o.id for o in ctx.scenario.objects}  # (not a copy the ruling made of one)
    for x in scored:
        f = facts[x[2]]
        card = ctx.res.card_name(f.subject.id) if f.subject.kind == "object" and \
            f.subject.id in named else ""
        spec = ctx.scenario.cards.get(card) if card else None
        if spec is not None and (spec.is_type(noun) or noun in card.casefold().split()) and \
                _asks_of(before, f.subject.id, card, ctx.scenario):
            found.append(x)
    return found[0] if len(found) == 1 else None


#: "Where is the rune?", "... the legend, and ...": a noun ending the clause after "the".
THE_NOUN_LAST = LazyRe(r"\bthe ([a-z][\w-]*)\s*(?:[?,.;:!]|$)")


def _described_referent(facts: list[Fact], scored: list[tuple[int, int, int]], question: str,
                        q: str, ctx: _Facts) -> tuple[int, int, int] | None:
    """The scored fact of the card a pronoun in `q` refers to when the sentence before ends
    describing a card it does not name ("Alice plays Mist Seer and recycles the card she
    sees. Where is it?"): the one object the question never names whose fact was decided by
    an item of a card that sentence names (the Seer's Vision moved it); None when there is not
    exactly one."""
    before = _sentence_before(question, q)
    if not DESCRIBED_LAST.search(before):
        return None
    found = []
    for x in scored:
        f = facts[x[2]]
        step = ctx.steps.get(f.step) if f.step is not None else None
        if f.subject.kind != "object" or step is None or not step.item or _mentions(
                question, f.subject.id, ctx.res.card_name(f.subject.id)):
            continue
        source = readers.item_source(ctx, step.item)
        if source and _mentions(before, source, ctx.res.card_name(source)):
            found.append(x)
    if len(found) > 1:  # the one the step itself names (it saw and recycled it), not a card
        found = [x for x in found  # the recycle only moved up past it
                 if f"({facts[x[2]].subject.id})" in ctx.steps[facts[x[2]].step or 0].summary]
    return found[0] if len(found) == 1 else None


def _its_named_before(q: str, ctx: _Facts) -> bool:
    """Whether the one pronoun of question part `q` is an "its" after the one card the same
    clause names before it ("What is the Guard's Might in its combat damage step?", "Does the
    Guard have 3 Might in its combat damage step?"): "its" is that card's, not a card of the
    sentence before (bf-a, where the combat was, led)."""
    clause = asked_clause(q)
    found = PRONOUN.compiled.findall(clause)
    if len(found) != 1 or found[0].casefold() != "its":
        return False
    head = clause[:PRONOUN.compiled.search(clause).start()]  # type: ignore[union-attr]
    named = [o.id for o in ctx.scenario.objects
             if _asks_of(head, o.id, ctx.res.card_name(o.id), ctx.scenario)]
    return len(named) == 1


def _sentence_before(question: str, q: str) -> str:
    """The sentence of `question` just before its part `q` (what a pronoun in `q` refers to)."""
    at = question.find(q)
    before = question[:at] if at > 0 else ""
    parts = [p for p in re.split(r"(?<=[.?!])\s+", before.strip()) if p]
    return parts[-1] if parts else ""


#: "it" as the object of a sentence's verb or preposition: "Bob's Doom Lance destroys it.",
#: "... deals 300 damage to it.", "She plays it again.", 'Bob plays Hush on it: "..."'
IT_ACTED_ON = LazyRe(r"\b(?:\w+s|to|on|at)\s+it(?:\s+again)?\s*[.!:]?$", re.I)
#: "it" as the object of a verb inside a sentence, as the sentence's first "it": "She heals it
#: with Rekindle.", "Bob tries to copy it with Echo Chant." (not its subject: "as it enters")
IT_ACTED_ON_WITHIN = LazyRe(r"^(?:(?!\bit\b).)*\b(?!(?:as|is|was|has|does|this|thus|unless|its)\b)"
                            r"(?:\w+s|to\s+\w+)\s+it\s+(?:with|by|from|into|onto|to|in|at|on|for)\b",
                            re.I)
#: "it" as what a verb or a preposition acts on ("... on it", "hits it"), not as a subject.
IT_AS_OBJECT = LazyRe(r"\b(?!(?:as|is|was|has|does|this|thus|unless|its|when|whenever|if|"
                      r"and|but|then|so|until|while|after|before|because|since)\b)"
                      r"(?:on|at|to|onto|into|from|against|with|\w+s|\w+ed)\s+it\b", re.I)


def _acts_on_it_only(sentence: str) -> bool:
    """Whether a sentence acts on "it" more than once, each "it" what it acts on, never its
    subject: "Bob resolved Guard (...) on it, then Alice hits it with Quick Spark for 300."
    names no card "it" is (Guard and the Spark act on it), so a part asking of "it" after it
    reads the sentence before (it read the Guard: "Does it get a counter?" was "No — Guard
    resolves"). (One "it" acted on inside a sentence, "Alice deals 3 to it with Fire Lash.", is
    read so only where a state is asked: IT_ACTED_ON_WITHIN.)"""
    its = len(re.findall(r"\bit\b", sentence, re.I))
    return its > 1 and len(IT_AS_OBJECT.compiled.findall(sentence)) == its


#: A question whose subject is "it": "Is it destroyed?", "Does it keep its counters?"
IT_ASKED = LazyRe(r"^\W*(?:is|was|does|did|will|can|has)\s+it\b", re.I)
#: A part asking a field of "its" (or of "it"), in a wh-question: "What is its Might?", "How
#: much Might does it have?" ("it" is what the sentences before act on, as of IT_ASKED).
ITS_FIELD_ASKED = LazyRe(r"^\W*(?:what|how\s+(?:much|many))\b[^?]*?\b(?:(?:is|are|was|were)\s+"
                         r"its\b|(?:does|did|will)\s+it\s+(?:have|has|get)\b)", re.I)
#: A question asking where "it" is or goes: "Where is it?", "Where does it end up?" (its zone,
#: as "Is it destroyed?" asks it, but not yes or no).
WHERE_IT = LazyRe(r"^\W*where\s+(?:is|was|does|did|will)\s+it\b", re.I)
#: "Is it (still) in the field?", "Does it stay (remain) on the field / in play?": whether "it"
#: is on the board, its zone as "Is it destroyed?" asks it (PRESENCE_ASKED, of a name).
IT_ON_BOARD = LazyRe(r"^\W*(?:is|was|does|did|will)\s+it\s+(?:still\s+)?(?:(?:stay|remain)s?\s+)?"
                     r"(?:in|on)\s+(?:play|the\s+(?:field|board))\W*$", re.I)
#: "..., and does she draw it?": a player's deed asked of "it", the card said before (not "can
#: she play it?", which asks an action: `_is_can`).
IT_DONE_TO = LazyRe(r"^\W*(?:does|did|will)\s+(?:she|he|they)\s+\w+\s+it\s*\?*\s*$", re.I)


def _described_first(scored: list[tuple[int, int, int]], facts: list[Fact], q: str,
                     question: str, ctx: _Facts) -> list[tuple[int, int, int]]:
    """Of the objects tied at the top score for a yes/no part whose subject is "it", the one
    the sentence before it describes by the state the part asks (`described_as_asked`),
    first: "Her Knight attacks Bob, who uses the [Protect] of his recovered Shieldbearer. Is
    it rested?" asks of the Shieldbearer, whose rest a replacement took; it was answered of
    the Knight, named first and rested by its attack, where no `expect:` set the two apart."""
    top = [x for x in scored if x[0] == scored[0][0] and facts[x[2]].subject.kind == "object"] \
        if scored else []
    if len(top) < 2 or top[0] is not scored[0]:
        return scored
    found = described_as_asked(q, question, [facts[x[2]].subject.id for x in top], ctx.scenario,
                               object_words(ctx), ctx.in_play)
    return scored if found is None else [
        *(x for x in top if facts[x[2]].subject.id == found),
        *(x for x in scored if facts[x[2]].subject.id != found or x not in top)]


#: The fields a state word before a card's name may describe ("his recovered Shieldbearer"),
#: not where it is or what it is.
DESCRIBED_FIELDS = ("exhausted", "damage", "counters", "controller", "stats")
#: The fields a yes/no part asks of "it" that two cards named may both be asked of
#: (`it_untold`): a state, and where a card is ("Is it destroyed?", "Does it survive?"), which
#: no state word before a name tells apart.
UNTOLD_FIELDS = (*DESCRIBED_FIELDS, "zone")


def described_as_asked(q: str, question: str, oids: Iterable[str], scenario: Scenario,
                       words: dict[str, str], fits: Callable[[str], bool] | None = None,
                       any_state: bool = False) -> str | None:
    """Of objects `oids`, the one the sentence before yes/no part `q` (`_antecedent_sentence`)
    describes, in the words just before its name, by a word of a field `q` asks about (`words`:
    object_words; "his recovered 200/600 Shieldbearer" of "Is it rested?"; with `any_state`,
    of any state: "the exhausted Squire" of "Does it go to base?"), where exactly one is;
    else, where `fits` tells which objects that field is a state of (one in play, never a
    chant carried out from the chase), the one such object that sentence names ("Alice's
    ruler Lyra is rested ... She heals it with Rekindle. Is it recovered?": Lyra, not the
    Rekindle); else None."""
    clause = asked_clause(q)
    asked = [words[f] for f in DESCRIBED_FIELDS if f in words and (any_state or re.search(
        words[f], clause, re.I))]
    before = _unquoted(_antecedent_sentence(question, q, within=True))
    if not asked or not before:
        return None
    cards = {o.id: o.card for o in scenario.objects}
    found, named = [], []
    for oid in oids:
        card = cards.get(oid) or ""
        if not _asks_of(before, oid, card, scenario):
            continue
        named.append(oid)
        names = [card, oid, *(w for w in card.split() if w.casefold() not in COMMON
                              and w[:1].isupper())]
        spots = [m.start() for n in dict.fromkeys(names) if n for m in _word(n).finditer(before)]
        if any(re.search(rf"(?:{p})", " ".join(before[:at].split()[-3:]), re.I)
               for at in spots for p in asked):
            found.append(oid)
    if not found and fits is not None:
        # no state word before a name: the verb asks a state only a card in play has
        found = [oid for oid in named if fits(oid)]
    return found[0] if len(found) == 1 else None


def it_untold(q: str, question: str, scenario: Scenario, words: dict[str, str],
              fits: Callable[[str], bool]) -> tuple[str, ...]:
    """The objects "it" in yes/no part `q` may be where the question does not tell which:
    the part asks a state of "it" ("Is it rested?") or its zone ("Is it destroyed?"), no
    state word before a name sets one apart (`described_as_asked`), and the sentence that
    names "it" (`_antecedent_sentence`) names two or more cards in play (`fits`: "Bob's Ember
    Squire and his Stone Sentinel are recovered on the field. ... Is it rested?"); of those,
    only the ones `expect:` names, where it names any (the file tells which it asks of).
    Else ()."""
    clause = asked_clause(q)
    # "Where is it?", "Is it still in the field?", "Does it stay on the field?": its zone
    where = WHERE_IT.search(clause) is not None or (
        IT_ASKED.search(clause) is not None and IT_ON_BOARD.search(clause) is not None)
    if not where and (not IT_ASKED.search(clause) or not any(
            f in words and re.search(words[f], clause, re.I) for f in UNTOLD_FIELDS)):
        return ()
    ids = [o.id for o in scenario.objects]
    # (a zone asked: a state word before one name sets that card apart, whatever state it
    # names: "Bob chooses the exhausted Squire. Does it go to base?", RB 449)
    zone_only = where or not any(f in words and re.search(words[f], clause, re.I)
                                 for f in DESCRIBED_FIELDS)
    if described_as_asked(q, question, ids, scenario, words, fits,
                          any_state=zone_only) is not None:
        return ()
    before = _unquoted(_antecedent_sentence(question, q, within=True))
    if where and re.search(r"\bit\b", before, re.I):
        # "Alice's Vigil stands beside her ruler Captain; Bob's Smite would destroy it. Where
        # does it go?": the sentence that names the cards acts on "it" itself, whose subject
        # it is read as (not "Bob's Hawk and his Sentinel are on the field. ... Alice hits it")
        return ()
    named = [o.id for o in scenario.objects
             if fits(o.id) and _asks_of(before, o.id, o.card or "", scenario)]
    expected = set((scenario.expect.objects or {}) if scenario.expect is not None else ())
    if expected & set(named):
        named = [oid for oid in named if oid in expected]
    return tuple(named) if len(named) > 1 else ()


def it_referents(scenario: Scenario, words: dict[str, str],
                 fits: Callable[[str], bool] | None = None) -> frozenset[str]:
    """The objects a yes/no part whose subject is "it" refers to where the sentence before it
    describes one by the state the part asks, or names one only that state fits
    (`described_as_asked`)."""
    question = scenario.question or ""
    if not re.search(r"\bit\b", question, re.I):
        return frozenset()
    ids = [o.id for o in scenario.objects]
    return frozenset(found for q in questions(question)
                     if _asks_yes_or_no(q) and not _is_can(q) and IT_ASKED.search(
                         asked_clause(q)) and (found := described_as_asked(
                             q, question, ids, scenario, words, fits)) is not None)


def its_field_of(q: str, question: str, scenario: Scenario,
                 in_play: Callable[[str], bool]) -> str:
    """Of a wh-part asking a field of "its" (ITS_FIELD_ASKED: "What is its Might in
    combat?"), the one card in play the sentence that names "it" (`_antecedent_sentence`)
    names before "it", not a spell played on it ("She plays Disarm on her Recruit"):
    "Alice's Steadfast Recruit has .... She plays Disarm on it, then moves it to bf-b. What is
    its Might?" asks the Recruit's Might, which no step changed (it led with its move, its
    Might unsaid).
    Else ""."""
    if not ITS_FIELD_ASKED.search(asked_clause(q)):
        return ""
    sentence = _antecedent_sentence(question, q)
    if re.match(r"\W*it\b", sentence, re.I) and (at := question.find(sentence)) > 0:
        # "It moves to bf-b, where Bob's Warden is.": a sentence whose subject is "it" names
        # what "it" is in the one before (not the Warden it names after)
        sentence = _antecedent_sentence(f"{question[:at]} {q}", q)
    before = _unquoted(PLAYED_ON.compiled.sub(r"\g<verb> ", sentence))
    # (what "it" stands for is named before it: "plays Charge! on her Squire, then Silence on
    # it, then moves it to bf-b, where Bob's Warden is" names the Squire, not the Warden)
    before = re.split(r"\bit\b", before, maxsplit=1, flags=re.I)[0]
    named = [o.id for o in scenario.objects
             if in_play(o.id) and _asks_of(before, o.id, o.card or "", scenario)]
    return named[0] if len(named) == 1 else ""


def _where_it_named(question: str, q: str, ctx: _Facts) -> str:
    """Of "Where is it?" after a sentence acting on "it" with another card ("Alice hits it
    with Quick Spark."), the sentence before that names "it" (as `it_untold` reads it), where
    it names a card of the ruling ("Bob's Gale Hawk is on the field."): "it" is not the Spark.
    Else "" (the sentence just before is read, as of any other question)."""
    if not WHERE_IT.search(asked_clause(q)):
        return ""
    before = _antecedent_sentence(question, q, within=True)
    if before == _antecedent_sentence(question, q):
        return ""
    sc = ctx.scenario
    return before if any(_asks_of(_unquoted(before), o.id, o.card or "", sc)
                         for o in sc.objects) else ""


#: A card played on another ("plays Star Exile (...) on Alice's Ascendant", "casts Wither at
#: her J-ruler"): the verb and the card played, up to what it is played on (not "on it").
PLAYED_ON = LazyRe(r"\b(?P<verb>plays?|played|casts?|cast|uses?|used)\s+"
                   r"(?P<spell>[A-Z][^,.;()\"]*?)\s*(?:\([^)]*\)\s*)?"
                   r"(?=\b(?:on|at|targeting)\s+(?!it\b))")


def _antecedent_sentence(question: str, q: str, within: bool = False) -> str:
    """The sentence that names what "it" in `q` refers to: the one just before it, or, where
    `q` asks of "it" and that sentence acts on "it" too ("Bob's Doom Lance destroys it. Does
    it keep its counters?", "She heals it with Rekindle. Is it recovered?": "it" is not the
    Lance nor the Rekindle, which act on it), the one before that (as far back as such
    sentences go). "it" acted on inside a sentence ("She heals it with Rekindle.") is read so
    only with `within`: where the part asks a state (`described_as_asked`), which a card the
    sentence names for acting on "it" may not have."""
    at = question.find(q)
    before = question[:at] if at > 0 else ""
    # (a sentence may end inside a quote: 'Bob's Totem says "... to a minimum of 1." Alice's
    # Squire is at 1.' are two; a card's name may end in "!", which ends no sentence where
    # what follows goes on with it: "then Charge! (...) on it" is one with what is before)
    parts = [p for p in re.split(r"(?<=[.?!])\s+(?![a-z(])|(?<=[.?!][\"”])\s+", before.strip())
             if p]
    clause = asked_clause(q)
    if IT_ASKED.search(clause) or ITS_FIELD_ASKED.search(clause):
        # ("She plays Disarm on it, then moves it to bf-b. What is its Might?": a sentence
        # acting on "it" twice names no card "it" is, for a wh-part asking its field too)
        while len(parts) > 1 and (IT_ACTED_ON.search(_unquoted(parts[-1]).strip()) or
                                  _acts_on_it_only(_unquoted(parts[-1])) or (
                within and IT_ACTED_ON_WITHIN.search(_unquoted(parts[-1]).strip()))):
            parts.pop()
    elif within and WHERE_IT.search(clause):
        # "Where is it?" after "Alice hits it with Quick Spark.": "it" is not the Spark, which
        # acts on it; a sentence that ends on "it" ("Then she kills it.") names no other card
        # and still tells where it went, so it stays the one read
        while len(parts) > 1 and IT_ACTED_ON_WITHIN.search(_unquoted(parts[-1]).strip()):
            parts.pop()
    return parts[-1] if parts else ""


KEYWORDS: dict[str, str] = {
    "stack": r"\b(left|remains?|still on|what is on)\b",
    # "Who acts first?": who holds priority (VW REG.9.b: the active player, after it results)
    "priority": r"\bpriority\b|\bwho\s+(?:acts|may act|gets to act)\s+(?:first|next)\b",
    "winner": r"\b(wins?|won|winner|loses?|lost)\b|\bgame\s+(?:\w+\s+)?(?:ends?|over)\b|"
              + GAME_GOES_ON + "|" + GAME_DRAWN,
    "phase": r"\b(phase|step|turn begins)\b|\bwhose turn\b|\bwhere is the game\b|"
             r"\bwho is the turn player\b",
    "resolved": r"\b(order|first)\b",
}
#: The words a question asks about an object's field with, in every game; a game adds its own
#: (Words.asked: Force of Will's "graveyard" and "ATK", Riftbound's "trash" and "Might").
OBJECT_WORDS = {
    "zone": r"\b(surviv\w*|alive|destroy\w*|die|dies|dead|kill\w*|falls?|fell|where|go(es)?|hand|"
            r"leave\w*|left|return\w*|draws?)\b",
    "damage": r"\bdamage\b",
    "stats": r"\bstats?\b|\d+/\d+",
    "exhausted": r"\b(exhaust\w*|ready|readied|tapped)\b",
    "controller": r"\bcontrol\w*\b",
    "counters": r"\bcounters?\b",
    "card": r"\b(become|becomes|flip\w*)\b",
    "attached_to": r"\b(added|attached)\b",
    "position": r"\b(on\s+top|at\s+the\s+bottom|bottom)\b",
}
#: A part asking whether a card attaches or is attached ("Does the Blade attach to the
#: Adept?"; OBJECT_WORDS' "attached" reads no "attach": kept out of them, a question "where" a
#: card that attached itself is, asks more than whether it is attached).
ATTACH_PART = LazyRe(r"\battach(?:ed|es)?\b", re.I)
#: Where one clause of a question's part ends and the next begins ("Is anything attached, is
#: the Squire equipped").
CLAUSES = LazyRe(r",\s*(?:and\s+|or\s+)?|;\s*|\s+and\s+(?=(?:is|are|was|does|do|did|has|"
                 r"have|can|may|will|what|who|how|where)\b)", re.I)
#: What a question says a card is attached to: "Does the Blade attach to the Adept?", "Does
#: Weaponmaster attach the Blade to the Adept?" (`onto`: the Adept).
ATTACHED_ONTO = LazyRe(r"\battach(?:ed|es)?\s+(?:[^?,;]*?\s)?(?:on)?to\s+(?P<onto>[^?,;]+)",
                       re.I)
#: The object fields each question asks about (`_Facts._fields_asked`), by its text.
_FIELDS_ASKED: dict[tuple[str, int], tuple[str, ...]] = {}
#: A question about whether an object is destroyed asks what its damage decided.
#: "Does the Fort fall?": a Territory destroyed (not "Does her life fall to 2?").
DESTRUCTION = LazyRe(r"\b(surviv\w*|destroy\w*|die|dies|dead|alive|kill\w*|(?:falls?|fell)\b(?!\s+"
                     r"(?:to|below|under|by|off)\b))\b", re.I)
#: Verbs of actions as questions say them, in every game; a game adds its own actions'
#: (Words.action_asked: Force of Will's judgment, Riftbound's hide).
ACTION_WORDS = {"attack": r"\battack\w*", "block": r"\bblock\w*", "pass": r"\bpass\w*",
                "activate": r"\b(use|activate|ability|abilities)\b", "play": r"\bplay\w*"}
#: OBJECT_WORDS and ACTION_WORDS with a game's own words (by its Words, kept with them).
_GAME_WORDS: dict[int, tuple[Words, dict[str, str], dict[str, str]]] = {}


def _game_words(w: Words) -> tuple[dict[str, str], dict[str, str]]:
    """The words a question asks about an object's fields with, and names actions with, in
    the game whose words are `w`: the answer's own for every game and the game's (Words.asked,
    Words.action_asked)."""
    kept = _GAME_WORDS.get(id(w))
    if kept is None or kept[0] is not w:
        fields = {f: "|".join(p for p in (OBJECT_WORDS.get(f), rf"\b(?:{w.asked[f]})\b"
                                          if f in w.asked else "") if p)
                  for f in {**OBJECT_WORDS, **w.asked}}
        kept = _GAME_WORDS[id(w)] = (w, fields, {**ACTION_WORDS, **w.action_asked})
    return kept[1], kept[2]


def object_words(ctx: _Facts) -> dict[str, str]:
    """OBJECT_WORDS with the ruling's game's own (_game_words)."""
    return _game_words(ctx.w)[0]


def action_words(ctx: _Facts) -> dict[str, str]:
    """ACTION_WORDS with the ruling's game's own (_game_words)."""
    return _game_words(ctx.w)[1]


class GameSaid:
    """Patterns of questions that name what the game has its own words for: the verb it plays
    a card with (Words.plays: Vandaria Wars summons), puts one on its stack with
    (Words.stack_verb: "registered") or responds with (Words.respond: Force of Will's chase),
    and its kinds of object (its card types; Words.nouns_asked). Made once a game, from its
    declarations: the answer names no game's word."""

    def __init__(self, w: Words, card_types: tuple[str, ...]) -> None:
        stems = sorted({v.removesuffix("s") for v in w.plays.values()} - {"play"})
        #: The game's own verb for playing a card ("summon"), to read as "play" (or None).
        self.own_play = LazyRe(rf"\b(?:{'|'.join(map(re.escape, stems))})\b", re.I) \
            if stems else None
        put = [*stems, *((w.stack_verb,) if w.stack_verb else ())]
        done = "".join(f"|{_participle(v)}" for v in put)
        #: "Is the Lance played?", "Is it registered?", "Does she use it?": whether a card was
        #: played; `who` (or `what`) is what it asks of.
        self.played = LazyRe(
            rf"^\W*(?:is|was|are|were)\s+(?P<who>[^?]*?)\s*\b(?:played{done}|cast)\b|"
            rf"^\W*(?:does|did)\s+\w+\s+(?:play|use{''.join(f'|{v}' for v in put)})\s+"
            r"(?P<what>[^?]*)", re.I)
        #: "the Dispel she registered first", "the Gun Shot Bob played last": a card named by
        #: the order its player put it on the stack, the order word after the verb of the
        #: scene naming which card ("first" there asks no order of resolving: `asks_order`)
        self.ordinal_after = LazyRe(
            r"\bthe\s+(?P<rest>[^?,;]+?)\s+(?:(?:that|which)\s+)?(?:\w+\s+)?"
            rf"(?:played{done}|used|cast|activated|added|put\s+there)"
            r"\s+(?P<nth>first|second|third|earlier|later|last)\b", re.I)
        #: "Can she play Ember Vow from her removed area?": `what` is the card asked of.
        self.can_play = LazyRe(
            rf"^\W*(?:can|may|could)\s+\w+\s+(?:still\s+)?(?:play|use"
            rf"{''.join(f'|{v}' for v in stems)}|cast)\s+(?P<what>[^?]*)", re.I)
        nouns = "|".join(re.escape(t).replace("_", "[ _-]") for t in card_types)
        own = f"|{w.nouns_asked}" if w.nouns_asked else ""
        #: "Whom does the Herald's ability damage?", "Which unit does the Bolt hit?"
        self.damaged_whom = LazyRe(
            rf"^\W*(?:whom|who|which (?:\w+ )?(?:(?:player|target|{nouns})s?{own})) "
            r"(?:does|do|did|will) (?P<src>.+?) (?:damage|hit)\b", re.I)
        #: How damage was dealt, asked of no card: "How is the damage dealt?", "... split?",
        #: "How is her damage assigned?", "Which units take damage?", "Who is dealt damage?"
        self.damage_how = LazyRe(
            r"(?:^|[,;:])\W*(?:how (?:is|are|was|were) (?:the |its |their |her |his |"
            r"[\w-]+['’]s )?(?:battle |combat )?damage (?:dealt|split|divided|assigned)\W*$|which "
            rf"(?:of \w+ )?(?:\w+ )?(?:(?:card|{nouns})s{own}) "
            r"(?:take|took|are dealt|were dealt|get) (?:any )?damage\b|who (?:takes|took|"
            r"is dealt|was dealt|gets) (?:the |any |what )?(?:battle |combat )?damage\b)",
            re.I)
        #: A "can" clause asking whether something may be targeted ("Can she target it?", "Can
        #: it be targeted?"; not "target unit"): a play or activation that chose targets is
        #: what it asks of.
        self.target_asked = LazyRe(
            rf"\btarget(?:s|ed|ing)?\b(?!\s+(?:(?:card|player|{nouns})s?{own})\b)", re.I)
        #: "Is the other still hit?", "... Bob's other unit instead?": an object the question
        #: leaves unnamed.
        self.other = RareRe(rf"\bthe other\b|\bother (?:card|one|{nouns})\b", re.I,
                            needs=("other",))
        respond = f"|{w.respond}" if w.respond else ""
        #: "Is the Bulwark still a resonator?", "Does it stay a regalia?", "Is it a J-ruler
        #: now?": a card type asked of what the clause names (not "destroyed by a resonator":
        #: the word before "a" is no preposition).
        self.type_asked = LazyRe(
            r"(?:\b(?:is|are|was|were|be|becomes?|became|remains?|stays?|still|longer)\s+"
            r"(?:(?:still|only|also|now|again|then)\s+)*|^\W*(?:is|are|was|were)\s+"
            r"(?:(?!(?:by|of|to|from|with|at|for|than|into|on|in|under|as)\b)[\w'’()-]+\s+)+?)"
            rf"(?:an?\s+)(?P<type>{nouns})s?\b", re.I)
        #: "Must Alice attack with it?": the verb a player or a card is asked to be bound to.
        #: "Does she have to play one of them?", "Is she required to play one?" ask it too.
        self.must = LazyRe(
            rf"\b(?:must|ha(?:ve|s)\s+to|(?:required|obliged|forced)\s+to)\s+(?:\w+\s+){{0,3}}?"
            rf"(attack|block{respond}|play|activate)\b", re.I)


def played_asked(text: str, ctx: _Facts) -> dict[str, str | None] | None:
    """GameSaid.played of `text` read with its card names masked (readers.names_masked): a
    word of a card's name is no verb of playing ("Is Echo Cast cancelled?" asks nothing of
    "cast"); `who` and `what` are the spans of `text` itself, naming the card."""
    m = game_said(ctx).played.search(readers.names_masked(text, ctx))
    if m is None:
        return None
    return {k: (text[m.start(k):m.end(k)] if m.group(k) is not None else None)
            for k in ("who", "what")}


def _participle(verb: str) -> str:
    """"summon" -> "summoned", "use" -> "used": a play verb as "Is it ...?" says it."""
    return verb + ("d" if verb.endswith("e") else "ed")


#: Each game's GameSaid, by its Words (kept with them: an id is reused only once they are gone).
_GAME_SAID: dict[int, tuple[Words, GameSaid]] = {}


def game_said(ctx: _Facts) -> GameSaid:
    """The ruling's game's GameSaid."""
    kept = _GAME_SAID.get(id(ctx.w))
    if kept is None or kept[0] is not ctx.w:
        kept = _GAME_SAID[id(ctx.w)] = (ctx.w, GameSaid(ctx.w, ctx.game.vocab.card_types))
    return kept[1]


#: "Who wins the combat?", "Does Alice win the combat at bf-a?": asks the combat's result
COMBAT_RESULT_ASKED = RareRe(r"\b(?:wins?|won|winning|loses?|lost|result)\b[^?]*\bcombat"
                             r"|\bcombat\b[^?]*\b(?:wins?|won|winning|loses?|lost|result)\b"
                             r"|\b(?:becomes?|became) of the combat\b", re.I, needs=("combat",))
#: "Does Alice win the combat?", "Did Bob lose the combat at bf-a?": whether a player won or lost
#: a combat (`who`, a player by name or "she", "he").
PLAYER_COMBAT_RESULT = RareRe(r"^\W*(?:does|did|will)\s+(?P<who>[\w'’-]+)\s+(?:still\s+)?"
                              r"(?P<verb>win|lose)\s+(?:the\s+|this\s+|that\s+)?combat\b"
                              r"(?:\s+at\s+(?P<at>[\w-]+))?", re.I, needs=("combat",))


def _combat_result_of(q: str, facts: list[Fact], ctx: _Facts
                      ) -> tuple[int, Fact, str] | None:
    """Yes or No to "Does Alice win the combat?" or "... lose the combat?", by the fact of the
    combats (their results, RB 466.3): she won it where she is its winner; she lost it where
    another player is (RB 466.3.b: the one player without units left); a combat with no result
    (RB 466.3.d) she neither won nor lost. None where the part asks no such thing, names no
    one player of one combat of the ruling (at the battlefield it names), or no fact tells the
    combats."""
    m = PLAYER_COMBAT_RESULT.match(_own_sentence(q))
    if m is None:
        return None
    players = list(ctx.res.final["players"])
    who = [p for p in players if _named(m["who"], p)] or \
        [p for person, p in _persons(ctx.scenario).items() if person == m["who"].casefold()]
    combats = [c for c in (ctx.res.final.get("game") or {}).get("combats") or ()
               if isinstance(c, dict) and len(who) == 1 and who[0] in (
                   c.get("attacker"), c.get("defender")) and (
                   not m["at"] or str(c.get("at")).casefold() == m["at"].casefold())]
    at = next((k for k, f in enumerate(facts) if f.subject == Subject("game", "combats")), None)
    if len(combats) != 1 or at is None:
        return None
    winner = combats[0].get("winner")
    won = winner == who[0] if m["verb"].casefold() == "win" else \
        winner is not None and winner != who[0]
    return at, facts[at], "Yes" if won else "No"


#: "Who wins?", "Who lost?" not naming the game: of a ruling whose game goes on, the combat's
#: result (its winner), not a unit the combat killed.
WHO_WINS = RareRe(r"\bwho\s+(?:wins|won|loses|lost|will\s+(?:win|lose))\b(?!\s+the\s+game)",
                  re.I, needs=("who",))
#: "What becomes of the combat?": the combat's fate is asked (its result), not a unit's.
COMBAT_FATE_ASKED = RareRe(r"\bwhat\s+(?:becomes|became|will\s+become)\s+of\s+the\s+combat\b",
                           re.I, needs=("combat",))


def _score(f: Fact, q: str, question: str, ctx: _Facts, can: bool) -> int:
    """How directly question `q` (one of `question`'s) asks about a fact: what `q` names counts
    most, what the rest of the question names a little; a fact the ruling changed a little."""
    own = _about(f, q, ctx, can)
    if own and (can or _asks_yes_or_no(q)) and (
            source := _named_as_source_only(f, q, ctx)) is not None:
        # "May the Mixer's Deathknell return the Squire?" asks of the Squire, what the ability
        # does to it: the Mixer is named only as whose ability acts (it led with the Mixer's
        # death, with no Yes or No)
        own = _about(f, source, ctx, can)
    score = 3 * own + _about(f, question, ctx, can, keywords=False)
    if score and not can and _asks_yes_or_no(q) and \
            _possessor_other(f, asked_clause(q), ctx) is not None:
        # "... Does Bob's unit die?" asks of a card of Bob's, not of Alice's Oak Shieldbearer
        # the sentence before names
        return 0
    acts = ctx.scenario.actions
    if f.subject.kind == "action" and int(f.subject.id) < len(acts) and _names_its_object(
            ctx, acts[int(f.subject.id)], _so_far(question, q)):
        score += 1  # an object it acts on was named before (not by a later question)
    if f.subject.kind == "winner" and ctx.res.outcome in ("win", "draw"):
        score += 3  # the game ended: that is news whatever was asked
    return score + (1 if f.step is not None and score > 0 else 0)


#: Generic words for what a card's ability is called by ("the Mixer's ability").
ABILITY_WORDS = ("ability", "abilities", "trigger", "triggered ability", "effect")


def _named_as_source_only(f: Fact, q: str, ctx: _Facts) -> str | None:
    """Part `q` with the phrases naming object `f`'s ability by its card ("the Mixer's
    Deathknell", "Grave Mixer's Last Brew", "the Keeper's ability") left out, where that is
    the only way `q`'s own clause names the card and it names another object besides
    (what the ability acts on, which is asked of); else None."""
    if f.subject.kind != "object":
        return None
    oid, card = f.subject.id, ctx.res.card_name(f.subject.id)
    kind = ctx.scenario.cards.get(card)
    words = [*ABILITY_WORDS, *(kind.keywords if kind else ()),
             *(x for a in (kind.abilities if kind else ()) for x in (a.name, *a.keywords))]
    said = "|".join(re.escape(w).replace("_", "[ _-]").replace(r"\ ", r"\s+")
                    for w in sorted(dict.fromkeys(words), key=len, reverse=True) if w)
    # (the card's name in its capitals: not "May the Mixer's ...")
    whose = cached_pattern(rf"\b(?:[Tt]he\s+)?(?:[A-Z][\w-]*\s+){{0,3}}[\w-]+['’]s\s+"
                           rf"(?i:{said})\b", 0)
    clause = asked_clause(q)
    phrases = [m for m in whose.finditer(clause) if _asks_of(m[0], oid, card, ctx.scenario)]
    if not phrases:
        return None
    left = whose.sub(lambda m: " its ability " if _asks_of(m[0], oid, card, ctx.scenario)
                     else m[0], clause)
    if _asks_of(left, oid, card, ctx.scenario) or not any(
            _asks_of(left, o, ctx.res.card_name(o), ctx.scenario)
            for o in ctx.res.final["objects"] if o != oid):
        return None
    return q.replace(clause, left) if clause in q else left


def _object_fields(f: Fact) -> list[str]:
    """The fields of an object's fact, by their first part (`stats.atk` is `stats`)."""
    return [x.split(".")[0] for x in f.subject.fields] if f.subject.kind == "object" else []


#: A question of what a card ("it") has: "How many counters does it have?", "What is its ATK?"
THING_HAS = RareRe(r"\bhow (?:much|many) [^?]*?\b(?:does|did|will) it have\b|"
                   r"\bwhat (?:is|are) its\b", re.I, needs=("it have", "its"))
def _owner_only_before_it(f: Fact, said: str, q: str) -> bool:
    """Whether player fact `f` is named in `said` (part `q` read after the sentence that names
    what "it" is) only as the owner of a card, where `q` asks of "it", which is never a
    player: 'Bob's Golem says "...". ... Is it dealt damage?' asks of the Golem, not of Bob,
    whose life no damage changed (it led "No — bob still has 4000 life")."""
    clause = asked_clause(q)
    if not IT_ASKED.search(clause) or said == q:
        return False
    name = cached_pattern(rf"\b{re.escape(f.subject.id)}\b", re.I)
    if name.search(clause):
        return False
    said = QUOTED.sub("", said)
    owner = cached_pattern(rf"\b{re.escape(f.subject.id)}['’]s\s+(?=[A-Z])", re.I)
    found = [m.start() for m in name.finditer(said)]
    return bool(found) and all(owner.match(said, at) for at in found)


#: A player's fields that are not what they pay with (Words.pool).
NOT_PAID_WITH = frozenset({"life", "points", "lost", "xp", "honor"})
#: A time clause ending a question ("..., when her main phase starts?"): when it asks, not what.
#: A phase or step a question is asked within ("What happens in her Draw Phase?"): when, not
#: what, it asks.
WITHIN_PHASE = LazyRe(r"\b(?:in|during|at the (?:start|beginning|end) of) (?:her|his|their|its|"
                      r"the|\w+'s) (?:next |first |own )?(?:\w+ ){0,2}(?:phase|step)\b", re.I)
TRAILING_TIME = LazyRe(r"[,\s]+\b(?:when|once|as soon as|by the time|after|before|until)\b"
                       r"[^,;?]*(?=\?*\s*$)", re.I)


#: A time clause opening a question ("After Alice plays the Raider, is it at her base?"):
#: when, not what, it asks, as TRAILING_TIME.
LEADING_TIME = LazyRe(r"^\W*(?:when|once|as soon as|by the time|after|before|until)\b[^,;?]*,",
                      re.I)


def _untimed(q: str) -> str:
    """Part `q` without the time clause that ends or opens it (TRAILING_TIME, LEADING_TIME):
    a player named only there is not what it asks of (outsider round 79: "After Alice plays
    the Raider, is the Raider already at her base?" led with Alice's Energy)."""
    return LEADING_TIME.compiled.sub("", TRAILING_TIME.compiled.sub("", q))


def _about(f: Fact, q: str, ctx: _Facts, can: bool, keywords: bool = True) -> int:
    s = f.subject
    score = 0
    if s.kind in ("object", "item"):
        card: str = _item_name(ctx, s.id) if s.kind == "item" else ctx.res.card_name(s.id)
        start = (ctx.res.initial.get("objects") or {}).get(s.id) or {}
        # "Does the Trader take damage from the Militia?" asks of the Trader: the card named as
        # where the damage comes from is not what is asked of
        named = DAMAGE_FROM.compiled.sub("", q) if s.kind == "object" and \
            TAKES_DAMAGE.search(q) else q
        printed = ctx.printed(s.id) if s.kind == "object" else None
        if _asks_of(named, s.id, card, ctx.scenario) or (start.get("card") and _asks_of(
                named, s.id, start["card"], ctx.scenario)) or (printed and _asks_of(
                named, s.id, printed, ctx.scenario)) or s.id in ctx.described or \
                s.id in ctx.possessed or (
                s.kind == "item" and RESOLVES.search(q) and readers.names_item(q, s.id, ctx)) or (
                s.kind == "item" and readers.the_one_copy_asked(s.id, q, ctx)):
            # "Does the chant resolve?": the one chant on the chase; "Does the copy deal
            # damage?": the one copy put on it (FOW 1017.3). An item named only in the time
            # clause ending or opening the part says when, not what, it asks ("Does Gun Shot
            # still deal its damage after Recall returns the Squire?" led with the Recall,
            # outsider round 79), as a player named there (`_untimed`)
            score += 1 if keywords and s.kind == "item" and not _asks_of(
                _untimed(named), s.id, card, ctx.scenario) and _asks_of(
                named, s.id, card, ctx.scenario) else 2
        if s.kind == "object" and ctx.watch.made.get(s.id) in made_kinds_named(q):
            score += 2  # "What happens to the token?": the token made during the ruling
        if not keywords:
            return score
        # An item's fact is its outcome, not where it is: "where does it go" is not about it.
        fields = [x.split(".")[0] for x in s.fields] or (["zone"] if s.kind == "object" else [])
        score += sum(1 for field, said in object_words(ctx).items()
                     if field in fields and _says(q, field, said))
        if "keywords" in fields and keywords_asked(q, ctx.game.vocab.keywords):
            score += 1  # "Does the Reflection still have Temporary?": what it has, not where
        if s.kind == "object" and "zone" in fields and _says(q, "draws"):
            owner = (ctx.res.final["objects"].get(s.id) or {}).get("owner", "")
            if owner and _named(q, owner) and (_drawn(ctx, s.id) is not None or (
                    DRAW_ASKED.search(asked_clause(q)) and _refilled_and_drawn(ctx, s.id))):
                score += 2  # (a card a Burn Out put back and drawn: where the part asks it)
        if s.kind == "item" and _says(q, "outcome") and (
                not COUNTER_NAMED.search(q) or _says(COUNTER_NAMED.compiled.sub("", q), "outcome")):
            # (not "counters" as things a card has: "Does the Berserker have 2 limit counters?"
            # asks of the card played again, not whether its play was countered; without
            # `expect:` it was led "No — Berserker (berserker) resolves")
            score += 1
    elif s.kind == "player":
        if _named(q, s.id):
            # "How much gold does Bob have when Alice's turn begins?" asks of Bob: a player
            # named only in the time clause ending it ("when Alice's turn begins") counts less;
            # so does one named only as whose a card is ("Does Bob's Squire take damage?" asks
            # of the Squire: it was "No — bob still has 4000 life")
            score += 2 if not keywords or (
                _named(_untimed(q), s.id) and not (
                    isinstance(f.value, dict) and readers.named_as_owner_only(
                        _own_words(q), s.id, f.value, ctx))) else 1
        elif (m := PERSON.search(q)) is not None and \
                _persons(ctx.scenario).get(m[1].casefold()) == s.id:
            score += 2  # "Does she get the Energy?" of the player whose cards are "her" ones
        if not keywords:
            return score
        # the fields asked (`ask:`, `expect:`), else those the fact says, named by the question
        # itself: "Is her gold spent?" asks of her gold without a file naming it (a judge at the
        # table writes no `expect:`); not the sentence before it read for "her" ("She pays
        # wind 1 for its [Evolution]. How many counters does it have?", "Fire resonators ...
        # gain +200 ATK. What are their ATKs?"), nor a premise ("With 3 XP may ...?")
        told = s.fields or (tuple(f.value) if isinstance(f.value, dict) else ())
        words = [ctx.w.resource(r) for r in told] + list(told)
        asked = q if s.fields else _own_words(q)
        if not s.fields and isinstance(f.value, dict) and readers.named_as_owner_only(
                asked, s.id, f.value, ctx):
            asked = ""  # "Does Alice's Banner get 2 gold?" asks of the Banner, not her gold
        if any(re.search(rf"\b{re.escape(x)}\b", asked, re.I) for x in words if x) or (
                ctx.w.pool and set(told) - NOT_PAID_WITH and re.search(
                    rf"\b(?:how (?:much|many)|ha(?:ve|s))\b[^?.]*\b{re.escape(ctx.w.pool)}\b",
                    asked, re.I)):
            score += 2  # "How much will does she have?": her fire, water ... (not "the will
            #             she paid": what it was spent on is asked)
        if _says(q, "paid"):
            score += 1
    elif s.kind == "action":
        index = int(s.id)
        action = ctx.scenario.actions[index] if index < len(ctx.scenario.actions) else None
        if action is None:
            return 0
        played = _played_card(ctx, action)
        if played and played.casefold() in q.casefold():
            score += 2
        if _named(q, action.by):
            score += 1
        if keywords and _names_its_object(ctx, action, q):
            score += 1
        said = action_words(ctx).get(action.verb)
        if said and re.search(said, q, re.I):
            score += 1
        if keywords and ALLOWED_ASKED.search(q) and _the_nth_tried(ctx, action, q):
            score += 3  # "Is the second one allowed?" of the second thing she tried
        if can and keywords:
            score += 1 if action.verb != "pass" or re.search(r"\bpass", q, re.I) else 0
            score += _tried_again(ctx, action, q) + _choices_named(action, q, ctx)
            if action.ids("targets") and game_said(ctx).target_asked.search(asked_clause(q)):
                # "... takes it with Mass Seize, then plays Flame Lance at the Shade. Can she
                # target it?": the play that targets, not the one before that targets nothing
                score += 1
    elif not keywords:
        return 0
    elif s.kind == "game":
        # "How much will does she have when her main phase starts?" asks of her will: a phase
        # named in a time clause at the end is when, not what, it asks
        if re.search(rf"\b{re.escape(s.id)}(?!(?:s|ed)\s*(?:[,;?.]|\band\b|\bor\b|$))\w*",
                     _when_left_out(q), re.I) or _loses_a_key(
                _own_words(q).casefold(), (ctx.res.final.get("game") or {}).get(s.id), q) or (
                s.id == "combats" and (COMBAT_RESULT_ASKED.search(q) or (
                    WHO_WINS.search(q) and ctx.res.outcome not in ("win", "draw")))):
            # (not a verb that ends its clause with no object: "the unit she controls, ..."
            # describes a unit, it does not ask who controls what)
            score += 3
            own = _own_words(q)
            if _asks_yes_or_no(own) and _loses_a_key(
                    own.casefold(), (ctx.res.final.get("game") or {}).get(s.id), q):
                # "Does Alice lose bf-a?": what she loses is the key's entry, not the game
                # (her points, her "lost"), whoever the question names
                score += 2
            if _asks_yes_or_no(own) and re.search(rf"\b{re.escape(s.id)}", own, re.I):
                # "Alice controls bf-a ... Does Alice still control bf-a?": the yes/no question
                # itself asks it, not only the sentences before it (her Energy spent there)
                score += 1
    elif s.kind == "stack":
        if re.search(rf"\b{re.escape(ctx.w.stack)}\b", q, re.I):
            score += 1
        if _stack_state_asked(asked_clause(q), (str(ctx.w.stack), "stack")):
            score += 3  # "Is the stack empty?": what it holds is what is asked
        if any(readers.names_item(q, i, ctx) for i in ctx.res.final["stack"]):
            score += 2
        if re.search(KEYWORDS["stack"], q, re.I):
            score += 2
    elif s.kind in KEYWORDS and re.search(KEYWORDS[s.kind], _when_left_out(q) if s.kind in (
            "phase", "turn", "priority") else q, re.I):
        # "Alice ends her turn. Whose turn is it next?" asks where the game is, not of Alice
        score += 3 if s.kind in ("priority", "winner", "resolved") or (
            s.kind == "phase" and _turn_asked(q)) else 2
    return score


#: A premise of a question ("With 3 XP, may ...?"): what holds, not what is asked.
PREMISE = LazyRe(r"\bwith \d+ \w+", re.I)


def _own_words(q: str) -> str:
    """The question part `q` itself, as `asked_clause` reads it (not the sentence before it
    that `_about` reads with it for a pronoun), without a premise."""
    return PREMISE.compiled.sub("", asked_clause(q))


def _asks_yes_or_no(part: str) -> bool:
    """Whether a part of a question asks yes or no ("Does she still control bf-a?"), not what,
    who or how ("Who has focus ...?")."""
    return _has_aux(part) and not WH.match(asked_clause(part))


#: A yes/no part whose subject is a player, by name or as "he"/"she": "Does he get the will?",
#: "Is Bob dealt damage?", not "Does Bob's Squire survive?" (which asks of the Squire).
PLAYER_ASKED = LazyRe(r"^\W*(?:does|did|will|has|had|is|was)\s+(?P<who>\w+)\b(?!['’]|\s+or\b)",
                      re.I)


#: The verb a part asking of a player asks ("Does she transcend?": `transcend`).
PLAYER_DEED = LazyRe(r"^\W*(?:does|did|will)\s+\w+\s+(?:still\s+|also\s+)?(?P<verb>\w{3,})", re.I)


def _holders(oid: str, ctx: _Facts) -> set[str]:
    """The owner and the controller of object `oid` as the ruling ends."""
    entry = ctx.res.final["objects"].get(oid) or {}
    return {str(entry[k]) for k in ("owner", "controller") if entry.get(k)}


def _possessor_asked(clause: str, ctx: _Facts) -> tuple[str, str] | None:
    """The one player clause `clause` names with a possessive before a card type ("Does Bob's
    unit die?", "Bob's 6-Might unit", "Bob's card"), and that type; None otherwise (not
    "Bob's turn", nor a card by its name, which _mentions reads)."""
    types = (*ctx.game.vocab.card_types, *ctx.w.type_words, "card")
    kinds = "|".join(re.escape(t).replace("_", "[ _-]") for t in types)
    found = {(p, m["kind"].casefold()) for p in ctx.res.final["players"] for m in re.finditer(
        rf"\b{re.escape(p)}['’]s\s+(?:[\w-]+\s+){{0,2}}?(?P<kind>{kinds})s?\b", clause, re.I)}
    if len(found) != 1:
        return None
    player, said = found.pop()
    return player, next((t for t in types if re.sub(r"[ _-]", "_", said) == t.casefold()), said)


def _theirs_of_kind(oid: str, whose: tuple[str, str], ctx: _Facts) -> bool:
    """Whether object `oid` is the player's of `whose` and of its card type (any for "card",
    or where the type of its card is unknown)."""
    player, kind = whose
    # the card it is now and the one it was as the ruling began: "Alice's J-ruler" of a J-ruler
    # that went back to her ruler area as its ruler side (FOW 1109.2); a word the game calls
    # several types by covers each (Words.type_words: "Alice's ruler" of her J-ruler)
    start = ((ctx.res.initial.get("objects") or {}).get(oid) or {}).get("card")
    types = {t.casefold() for name in dict.fromkeys((ctx.res.card_name(oid), start)) if name
             for t in ctx.printed_types(str(name))}
    covered = {kind, *ctx.w.type_words.get(kind, ())}
    return player in _holders(oid, ctx) and (kind == "card" or not types or bool(types & covered))


def _possessor_other(f: Fact, clause: str, ctx: _Facts) -> tuple[str, str] | None:
    """Of object fact `f` not named by clause `clause`, the player and card type the clause asks
    of by a possessive ("Does Bob's unit die?": bob, unit) where the fact's card is not of
    theirs or not of that type (Alice's Oak Shieldbearer, Bob's battlefield); None otherwise."""
    if f.subject.kind != "object" or _mentions(clause, f.subject.id,
                                               ctx.res.card_name(f.subject.id)):
        return None
    whose = _possessor_asked(clause, ctx)
    return None if whose is None or _theirs_of_kind(f.subject.id, whose, ctx) else whose


def _asks_of_another_card(f: Fact, part: str, ctx: _Facts) -> bool:
    """Whether yes/no part `part` asks of a card other than the one action fact `f` plays (by
    its name: "is the Squire destroyed?" of the Spark's refused play), naming neither that
    card nor the action's verb: a refusal answers a part asking of what it tried, not of
    another card it may have aimed at."""
    index = int(f.subject.id)
    acts = ctx.scenario.actions
    if index >= len(acts):
        return False
    action = acts[index]
    clause = asked_clause(part)
    played = _played_card(ctx, action)
    verb = action_words(ctx).get(action.verb)
    if (played and played.casefold() in clause.casefold()) or (verb and re.search(verb, clause,
                                                                                   re.I)):
        return False
    return any(o.id != action.get("card") and _mentions(clause, o.id, o.card)
               for o in ctx.scenario.objects)


def player_asked(part: str, scenario: Scenario, deeds: Iterable[str] = ()) -> str | None:
    """The player yes/no part `part` asks of as its subject (not "can ...?", which an action
    answers): named, or "he"/"she" where the question's cards say who (`_persons`). `deeds`:
    the game's verbs of what only a player does (Words.resource_verbs: a player scores)."""
    if not _asks_yes_or_no(part) or _is_can(part):
        return None
    m = PLAYER_ASKED.match(asked_clause(part))
    if m is None:
        return None
    who = m["who"].casefold()
    if who in ("he", "she"):
        # whose cards the question calls "his" or "her", else the player the sentence just
        # before begins with, its subject ("Alice plays Sudden Flare at Bob's Squire. Does she
        # spend her fire will?": Alice; "her fire will" names no card), not one it begins with
        # as an owner ("Alice's Trail Hound moves ..."), unless the part asks what only a
        # player does ("... Does she score?": `_owner_first`)
        # ("Bob ends his turn. ... has she drawn?" is not of Bob: that sentence calls him "his")
        # A question before it has its subject after its auxiliary ("Can Alice answer with
        # Dazzle? Does she conquer bf-b?": Alice)
        before = _sentence_before(scenario.question or "", part)
        first = re.match(r"\W*(?:(?:can|could|may|might|must|does|did|do|is|was|will|would|"
                         r"has|had)\s+)?(\w+)\b(?!['’])", before, re.I)
        other = r"\b(?:he|his|him)\b" if who == "she" else r"\b(?:she|her|hers)\b"
        return _persons(scenario).get(who) or _pronoun_bound(scenario, who) or next(
            (p for p in scenario.players if first and p.casefold() == first[1].casefold()
             and not re.search(other, before, re.I)), None) or _owner_first(
            before, other, scenario, part, deeds)
    return next((p for p in scenario.players if p.casefold() == who), None)


def _owner_first(before: str, other: str, scenario: Scenario, part: str,
                 deeds: Iterable[str]) -> str | None:
    """"Alice's Trail Hound moves to the empty bf-b. Does she score?": where the part asks what
    only a player does (`deeds`: she scores points, RB 468), "she" is the one player the
    sentence before begins with as an owner, where it names no other player and calls no one
    by the other pronoun (a card may be "she", but a card does not score). The deed must be
    what "she" does in the part, its first verb ("Does she control it, score, or gain XP?"
    asks first whether she controls it, which a card may: unread, as before)."""
    if not any(re.match(rf"\W*\w+\s+(?:she|he)\s+(?:still\s+|also\s+|then\s+|ever\s+)?(?:{verb})",
                        asked_clause(part), re.I) for verb in deeds):
        return None
    first = re.match(r"\W*(\w+)['’]s\b", before)
    player = next((p for p in scenario.players if first and p.casefold() ==
                   first[1].casefold()), None)
    if player is None or re.search(other, before, re.I) or any(
            _named(before, p) for p in scenario.players if p != player):
        return None
    return player


def _pronoun_bound(scenario: Scenario, who: str) -> str | None:
    """The one player the question's own sentences call "she" (or "he"): a sentence beginning
    with that player that says "her"/"she" ("his"/"he") of them ("Alice moves her Trainee
    Squire to the empty bf-b. Bob plays Homeward Gust on the Squire. Does she conquer bf-b?":
    Alice, not Bob, whose sentence is the one just before). None where none or several are."""
    words = r"\b(?:she|her|hers|herself)\b" if who == "she" else r"\b(?:he|his|him|himself)\b"
    bound = set()
    for sentence in re.split(r"(?<=[.!?])\s+", _unquoted(scenario.question or "")):
        if sentence.rstrip().endswith("?"):
            continue
        first = re.match(r"\W*(\w+)\b(?!['’])", sentence)
        player = next((p for p in scenario.players if first and p.casefold() ==
                       first[1].casefold()), None)
        if player is not None and re.search(words, sentence[first.end():] if first else "",
                                            re.I) and not any(
                _named(sentence[first.end():] if first else "", p) for p in scenario.players
                if p != player):
            bound.add(player)
    return bound.pop() if len(bound) == 1 else None


def _of_player(f: Fact, pid: str, part: str, ctx: _Facts) -> bool:
    """Whether fact `f`, a player's, an action's, a card's or an item's, may answer yes/no part
    `part` asked of player `pid` (player_asked): that player's own fact, an action of theirs
    the part names by its verb, card or ability, or a card or item the part names itself (or
    calls "it"). Another subject's fact says nothing of the player: "Does he get the will?"
    was answered "No" by his Quick Spark refused, or still in his hand, where `expect:`
    named those and not him."""
    clause = asked_clause(part)
    kind = f.subject.kind
    if kind == "player":
        return f.subject.id == pid
    if kind == "action":
        index = int(f.subject.id)
        acts = ctx.scenario.actions
        if index >= len(acts) or acts[index].by != pid:
            return False
        action = acts[index]
        played = _played_card(ctx, action)
        verb = action_words(ctx).get(action.verb)
        ability = action.get("ability") if action.verb == "activate" else None
        return bool((played and _mentions(clause, str(action.get("card")), played)) or
                    (verb and re.search(verb, clause, re.I)) or
                    (isinstance(ability, str) and ability.casefold() in clause.casefold()))
    if kind in ("object", "item"):
        # a card or item the part names, or whose fact says the part's verb of the player ("Does
        # she transcend?": "Rite of the Old Grove resolves: ... they cannot transcend")
        deed = PLAYER_DEED.match(clause)
        return PRONOUN.search(clause) is not None or \
            _mentions(clause, f.subject.id, ctx.res.card_name(f.subject.id)) or (
                deed is not None and re.search(rf"\b{re.escape(deed['verb'])}", f.sentence,
                                               re.I) is not None) or (
                # "Is Alice required to play a unit?" of the one spell played that told her to
                # play one: what it did as it resolved is hers to answer (RB 128.6.a)
                kind == "item" and MUST_PLAY_ASKED.match(clause) is not None and
                _played_spells(ctx.scenario, ctx.game.vocab) == [f.subject.id])
    return True


def _when_left_out(q: str) -> str:
    """Question `q` without the phase it is asked within or the time clause ending it ("What
    happens in her Draw Phase?", "... when her main phase starts?"): when, not what, it asks."""
    return WITHIN_PHASE.compiled.sub("", TRAILING_TIME.compiled.sub("", q))


#: Counters named as things a card has ("2 limit counters", "a counter", "its counters"), not
#: an item countered.
COUNTER_NAMED = RareRe(r"\b(?:\d+|a|an|any|no|one|its|the|more|ha(?:ve|s))\s+(?:[\w-]+\s+)?"
                       r"counters?\b", re.I, needs=("counter",))
#: What `_about` reads in a question beside OBJECT_WORDS (`_says`): whether it says draws, an item's
#: outcome, what a player pays or loses.
ABOUT_WORDS = {"draws": r"\bdraws?\b",
               "outcome": r"\b(resolv\w*|result\w*|trigger\w*|fizzl\w*|cancel\w*|counter\w*|"
                          r"happen\w*)\b",
               "paid": r"\b(life|pay|paid|cost|back|lose|loses|take|takes|will)\b"}


def _says(q: str, field: str, pattern: str = "") -> bool:
    """Whether question `q` says the words of `field` (`pattern`: a game's, _game_words; else
    OBJECT_WORDS, ABOUT_WORDS), searched once a question and pattern: `_about` asked it of every
    fact (~14,000 searches a corpus pass). Only the fields asked are searched (each pattern
    compiled only where a fact reads it)."""
    pattern = pattern or OBJECT_WORDS.get(field) or ABOUT_WORDS[field]
    found = _SAID.get((q, pattern))
    if found is None:
        if len(_SAID) >= 1024:
            _SAID.clear()
        found = _SAID[q, pattern] = re.search(pattern, q, re.I) is not None
    return found


_SAID: dict[tuple[str, str], bool] = {}


def _played_card(ctx: _Facts, action: Action) -> str:
    """The name of the card a `play` action plays ("" for any other action): read from the
    ruling's objects, not from the action's words, which are the game's (VW: summons, uses)."""
    if action.verb != "play":
        return ""
    entry = ctx.res.final["objects"].get(str(action.get("card")))
    return str(entry["card"]) if isinstance(entry, dict) and entry.get("card") else ""


def _allowed_pass(f: Fact, ctx: _Facts) -> bool:
    """Whether `f` is of a pass that was allowed, in a ruling with no `expect:` or `ask:`: such
    a pass (in a battle, in answer to a spell) answers no "Can she pass?" of another window
    (`_verdict`), so it never leads a "can" question; a pass refused does (No)."""
    acts = ctx.scenario.actions
    if not (f.value == "allowed" and ctx.scenario.expect is None and not ctx.scenario.ask and
            int(f.subject.id) < len(acts) and acts[int(f.subject.id)].verb == "pass"):
        return False
    # (the one action of the file, a pass, is the window asked: "May Alice pass at main timing
    # without attacking?" of her [Bloodlust] card with nothing to attack, FOW 718.2c, led
    # with "No — Raging Brawler is still on the field")
    return len(acts) > 1


def _asks_action(f: Fact, q: str, ctx: _Facts) -> bool:
    """Whether question `q` asks about this action: it names the action's verb or card, or the
    player who takes it (and no other player)."""
    index = int(f.subject.id)
    action = ctx.scenario.actions[index] if index < len(ctx.scenario.actions) else None
    if action is None:
        return False
    own = _own_sentence(q)  # the question, not the sentence before
    asked_of = _modal_subject(own, ctx)
    if asked_of and action.by not in asked_of:
        # "Alice plays Sudden Strike ... May Bob answer it with Spark Bolt?": only what Bob
        # does answers it, never Alice's play the sentence before names (a wrong "Yes").
        return False
    played = _played_card(ctx, action)
    said = action_words(ctx).get(action.verb)
    if played and played.casefold() in q.casefold() and _a_later_try_asked(ctx, action, own,
                                                                           played):
        return False  # "Can Alice then play her other Rune of Embers?": the later play of two
    if (played and played.casefold() in q.casefold()) or (said and re.search(said, q, re.I)
                                                           and action.verb != "play"):
        return True
    if _plays_it(ctx, action, _modal_clause(own) or ""):
        return True  # "With 0 Energy may she play it?" of her one play
    if ORDINAL_TRY.search(own) is not None:
        return _the_nth_tried(ctx, action, own)
    ability = action.get("ability") if action.verb == "activate" else None
    if isinstance(ability, str) and re.search(rf"\b{re.escape(ability)}(?:s|ed|ing)?\b",
                                              _modal_clause(own) or "", re.I):
        # "Can she equip the Blade to her other Squire?": the activated ability's name said as
        # the verb after "can" (Equip, RB 818.1.c.2) asks its activation
        return True
    targeted = CAN_TARGET.search(asked_clause(own))
    if targeted is not None and action.verb in ("play", "activate") and any(
            _mentions(targeted["what"], oid, ctx.res.card_name(oid))
            for oid in action.ids("targets")):
        # "Can either target Alice's Knight?": a play or an activation that targets the card
        # named after "target", by whoever (the Knight's owner is not who acts)
        return True
    if played and (clause := _modal_clause(own)) and re.search(
            ACTION_WORDS["play"], clause, re.I) and {
            card for a in ctx.scenario.actions if (card := _played_card(ctx, a))
            and _mentions(clause, str(a.get("card")), card)} == {played}:
        # "With focus, can she play the Trap at Bob's Squire?": the play of the one card the
        # clause after "can" names, by a word of its name ("the Trap" of Veiled Trap)
        return True
    named = [p for p in ctx.res.final["players"] if _named(q, p)]
    if len(named) > 1:
        # "May Alice put all 4 damage on Bob's unit?": Alice acts, Bob only owns the unit;
        # "May Alice's spell choose Carol's unit?": the spell of the player asked of acts.
        named = _modal_subject(own, ctx) or readers.who_acts(own, ctx) or named
    pronoun = (PERSON.search(own) or THAT_LEGAL.search(own)) and not readers.actors(own, ctx) and \
        not _modal_subject(own, ctx)
    if pronoun and ctx.scenario.question and (not named or any(_named(own, p) for p in named)):
        # "... then tries to play the judgment process. May she?": she is the one player the
        # whole question names who takes an action ("Alice plays Grave Toll, choosing a card
        # in Bob's graveyard. Can she?", "Alice registers Field Orders without choosing an
        # option. Is that legal?"), not one the question names as an owner ("Can he target
        # Alice's Knight?"); what she may do is the last thing she tries.
        acting = {a.by for a in ctx.scenario.actions if a.verb != "pass"}
        named = [p for p in ctx.res.final["players"] if p in acting and
                 _named(ctx.scenario.question, p) and not _named(own, p)]
        if len(named) > 1:
            # "Bob blocks Alice's Knight ..., then tries to add his Squire. Can he?": the one
            # player the sentence before names as who acts (not as whose card it is).
            named = readers.who_acts(_sentence_before(ctx.scenario.question, q), ctx) or named
        tried = [a for a in ctx.scenario.actions if a.by == action.by and a.verb != "pass"]
        last = tried[-1:]
        if THAT_LEGAL.search(own) and last and not AGAIN.search(
                _sentence_before(ctx.scenario.question, q)):
            # "Alice plays Cinder Cull on both units. Is that allowed?": that play, the first
            # of its alike tries (not the one with fewer targets the file tries after it);
            # "... heals it, then plays its judgment. Is that allowed?": the first after the
            # heal; "... uses a second Spark. Is that allowed?": the second.
            last = list(takewhile(lambda a: readers.alike_tries(a, last[0], ctx),
                                  reversed(tried)))[-1:]
        # ... unless the question names a choice of an earlier one ("May she pay Repeat for
        # it?" of the Zap she tried with Repeat, refused, before the one without).
        # "She plays Solar Flare. Can she then play Dawn Ward, and Solar Flare again?": each
        # try whose ability it names by name answers its half (the later of alike tries where
        # it says "again"), not the last alone (FOW 905.4a: Dawn Ward is allowed).
        named_try = readers.names_its_ability(ctx, action, own) and not (AGAIN.search(own) and any(
            a.index > action.index and readers.alike_tries(a, action, ctx) for a in tried))
        # "May he play one from his hand, and one from his Champion Zone?": each of alike
        # tries the question tells apart by what only it has (where its card is played from)
        alike = [a for a in tried if a is not action and readers.alike_tries(a, action, ctx)]
        told_apart = False
        if alike:
            mine = readers.action_marks(ctx, action)
            told_apart = all(readers.names_a_mark(own, mine - readers.action_marks(ctx, a),
                                                  readers.action_marks(ctx, a)) for a in alike)
        return named == [action.by] and (last == [action] or named_try or told_apart or
                                         _choices_named(action, q, ctx) > 0) and \
            not readers.asks_another(ctx, action, q)
    return named == [action.by] and not readers.asks_another_kind(ctx, action, q)


def _a_later_try_asked(ctx: _Facts, action: Action, own: str, played: str) -> bool:
    """Whether the question part `own` asks of a later try of the card `action` plays, not of
    this one: it says "her other Rune of Embers" (or "second", "another", "next") or "again"
    (AGAIN), and the same player tries the same card (or another of its name) after this
    action. "She plays her Rune of Embers and Bob cancels the copy with Dispel. Can Alice then
    play her other Rune of Embers?" was answered by the first play ("Yes — Action 1 ... is
    allowed"), the first action that names the card; the other one is refused (FOW 711.4)."""
    if not (AGAIN.search(own) or re.search(
            rf"\b(?:other|second|another|next)\s+{re.escape(played)}", own, re.I)):
        return False
    return any(a.index > action.index and readers.alike_tries(a, action, ctx)
               for a in ctx.scenario.actions)


#: "Can she play the 1st form's judgment process the same turn?", "... a second Vanguard?": the
#: attempt asked of is a later one of alike actions, not the one the sentence before set up.
AGAIN = LazyRe(r"\b(?:second|again|another|twice|same turn|once more)\b", re.I)


def _modal_clause(q: str) -> str:
    """What follows the last "can", "may" or "could" of the clause asked (asked_clause), with
    it ("" if none): "May she kill the Squire itself to pay, while her Golem could pay
    instead?" asks whether she may kill the Squire, not what the Golem could do."""
    clause = asked_clause(q)
    found = list(re.finditer(r"\b(?:can|may|could)\b", clause, re.I))
    return clause[found[-1].start():] if found else ""


def _named_by_the_modal(ctx: _Facts, action: Action, q: str) -> bool:
    """Whether what follows the question's "can" or "may" names this action: its verb, its card
    or what it acts on ("With her Quick Spark on the chase, can Alice initiate a battle?" asks
    the battle, not the spell; "after her Spark Bolt is countered, may Alice play Siege Ram?"
    the Ram). Else an earlier step allowed reads as the answer to a later one refused."""
    clause = _modal_clause(q)
    if not clause:
        return False
    said = action_words(ctx).get(action.verb)
    card = str(action.get("card") or action.get("object") or "")
    return (said is not None and action.verb not in ("play", "activate")
            and re.search(said, clause, re.I) is not None) or _names_its_object(
        ctx, action, clause) or bool(card and _mentions(clause, card, _played_card(ctx, action)
                                                      or ctx.res.card_name(card))) or \
        readers.names_its_ability(ctx, action, clause) or _plays_it(ctx, action, clause)


def _verb_named_by_the_modal(ctx: _Facts, action: Action, q: str) -> bool:
    """Whether what follows the question's "can" or "may" says this action's own verb (not a
    play's or an activation's, which name a card: `_named_by_the_modal`)."""
    said = action_words(ctx).get(action.verb)
    clause = _modal_clause(q) if said is not None and action.verb not in (
        "play", "activate") else ""
    return bool(clause) and said is not None and re.search(said, clause, re.I) is not None


#: "Is the second one allowed?": the first, second ... or last thing a player does.
ORDINAL_TRY = LazyRe(r"\bthe\s+(first|second|third|last)\s+(?:one|try|attempt)\b", re.I)


def _the_nth_tried(ctx: _Facts, action: Action, q: str) -> bool:
    """"... then she tries Ashen Strike. Is the second one allowed?": whether `action` is the
    thing done that `q` counts to (a pass is none), when one player does them all."""
    nth = ORDINAL_TRY.search(q)
    tried = [a for a in ctx.scenario.actions if a.verb != "pass"]
    if nth is None or len({a.by for a in tried}) != 1:
        return False
    at = ORDINALS[nth[1].casefold()]  # (the order words' one table: its words are among them)
    return at < len(tried) and tried[at] is action


#: "may she play it?", "can he activate that?": the verb of a play with a pronoun for its object.
PLAY_IT = LazyRe(r"\b(?:play|cast|activate|use)\s+(?:it|them|that|this)\b", re.I)


def _plays_it(ctx: _Facts, action: Action, clause: str) -> bool:
    """"With 0 Energy may she play it?" names the play of the one card its player plays (the
    sentence before describes it, "her 1-Energy spell", by no name): the only play, or the only
    activation, in the file (of two players' plays "it" would be a guess)."""
    if action.verb not in ("play", "activate") or not PLAY_IT.search(clause):
        return False
    return sum(1 for a in ctx.scenario.actions if a.verb == action.verb) == 1


def _other_half(scored: list[tuple[int, int, int]], facts: list[Fact], fact: Fact,
                q: str, ctx: _Facts) -> int | None:
    """Of a "can ... and ...?" question whose leading action has a twin asked as much (the same
    score, or any where it asks of a try "again") with the other outcome, each named by what
    the other is not ("to bf-a and to bf-b", "Drill and Parry", "Dawn Ward, and Solar Flare
    again"), the twin's index: the question asks both halves."""
    if fact.subject.kind != "action" or not re.search(r"\band\b", q) or not scored:
        return None
    top, acts = scored[0][0], ctx.scenario.actions
    mine = readers.action_marks(ctx, acts[int(fact.subject.id)])
    for score, _, i in scored[1:]:
        other = facts[i]
        # Asked as much: the same score, or each named by what the other is not (below) where
        # one is a later try ("Dawn Ward, and Solar Flare again": "again" counts once more).
        if score <= 0 or (score != top and not AGAIN.search(q)) or \
                other.subject.kind != "action" or other is fact or \
                other.value not in ("allowed", "rejected") or other.value == fact.value:
            continue
        theirs = readers.action_marks(ctx, acts[int(other.subject.id)])
        if readers.names_a_mark(q, mine - theirs, theirs) and \
                readers.names_a_mark(q, theirs - mine, mine):
            return i
    return None


def _state_then_said(fact: Fact, then: moments.StateThen, ctx: _Facts) -> Msg:
    """An object's state at the moment a question's time clause names, in the game's words,
    then the fact as the ruling ends: "Archivist (arch) is exhausted once step 6 is over
    (Archivist's Recall resolves); later, Archivist (arch) is ready, when Invigorate (vig)
    resolves at step 11" (not "at step 6, ... was not as it is as the ruling ends")."""
    oid = fact.subject.id
    obj = {**(ctx.res.final["objects"].get(oid) or {}), **then.value}
    # (as the watch saw it: a ruling resolved without its starting board, as `judge resolve
    # --json` resolves it, says the same "(it had Might 2)" as the text view)
    start = ctx.start_of(fact.subject) or ctx.res.initial.get("objects", {}).get(oid)
    state = Msg("{object} {clauses}", object=ctx.name(oid),
                clauses=Items(ctx._clauses(obj, start, list(then.value))))
    step = then.event
    moment = Msg("{fact} once step {step} is over ({what})", fact=state, step=step.index,
                 what=said(step)) if then.after else \
        Msg("{fact} before step {step} ({what})", fact=state, step=step.index, what=said(step))
    if then.kept:
        return moment  # (as the ruling ends too: its later steps did not change it)
    return Msg("{state}; later, {fact}", state=moment, fact=fact.said)


def _deal_undone_first(fact: Fact, ctx: _Facts) -> Fact:
    """Object fact `fact` led No to a question of how many times it was dealt damage, with the
    rule that skipped a later deal to it cited first: an item that resolved after it was dealt
    damage and did nothing to it, its target no longer legal (FOW 903.3a: the original Flame
    Lance, whose copy destroyed the Golem first). Else `fact` as it is."""
    oid = fact.subject.id
    dealt = [i for i, n in ctx.events.get(oid, []) if n.event == "damaged" and (n.amount or 0) > 0]
    if not dealt:
        return fact
    recheck = ctx.game.cite_optional(Role.TARGET_RECHECK)
    undone = [r for st in ctx.res.steps if st.kind == StepKind.RESOLVE and
              st.index > min(dealt) and NOT_DONE.search(st.summary) and
              f"({oid})" in st.summary for r in st.citations if r in recheck]
    if not undone:
        return fact
    return replace(fact, citations=tuple(dict.fromkeys((*undone, *fact.citations))))


def _stat_rule_first(fact: Fact, q: str, ctx: _Facts) -> Fact:
    """Object fact `fact` whose stat question part `q` asks ("What is the Squire's ATK?",
    "Does it still have +300 ATK?"), dated by the step it entered the board at, with the rule
    that decides the stat cited first rather than only the rule it entered by (FOW 702.3a): an
    effect over "every X" made before it entered, which covers it too (FOW 909.4, the rule the
    effect's resolution cites); or, where nothing changes its stats now though they were changed
    as it was on the board before, that a card's effects stay behind as it changes zones (FOW
    302.3b). Else `fact` as it is."""
    s = fact.subject
    oid = s.id
    if (s.fields and ("stats" not in s.fields or "zone" not in s.fields)) or \
            fact.step is None or not (
            ctx.stat_possessed_by(q, oid) or (
                (STAT_HAD.search(q) or STAT_GIVEN.search(q)) and
                _mentions(asked_clause(q), oid, ctx.res.card_name(oid)))):
        return fact
    hist = [(i, v) for i, v in ctx.watch.history(s) if isinstance(v, dict)]
    at = next((k for k, (i, _) in enumerate(hist) if i == fact.step), None)
    if not at or not ctx.res.is_board(str(hist[at][1].get("zone", ""))) or \
            ctx.res.is_board(str(hist[at - 1][1].get("zone", ""))):
        return fact  # (not the step it entered the board at)
    found = ctx.makeup(oid)
    first: tuple[str, ...] = ()
    if found is not None:
        group = ctx.game.cite_optional(Role.GROUP_EFFECT)
        first = tuple(r for source, _, _ in found[1] for st in ctx.res.steps
                      if st.kind == StepKind.RESOLVE and st.item == source and
                      st.index < fact.step for r in st.citations if r in group)
    else:
        now = hist[at][1].get("stats")
        if any(ctx.res.is_board(str(v.get("zone", ""))) and v.get("stats") != now
               for _, v in hist[:at - 1]):
            first = ctx.game.cite_optional(Role.EFFECTS_LEFT_BEHIND)
    if not first:
        return fact
    return replace(fact, citations=tuple(dict.fromkeys((*first, *fact.citations)))[:MAX_RULES])


def _static_made_it(oid: str, value: object, ctx: _Facts) -> tuple[str, ...]:
    """The game's rule that a static ability applies its effect while it is active (RB 364),
    where object `oid`'s stats read at a moment no step before it changed differ from its
    card's printed ones and a card on the board at the start has a static ability: "Does the
    Squire have 3 Might before Mind Seize resolves?" of a Squire with 2 printed and Alice's
    "your units have +1 Might" is Yes by that passive (it cited the Squire's later death, RB
    323.5, the step its fact as the ruling ends names). Else ()."""
    stats = value.get("stats") if isinstance(value, dict) else None
    obj = ctx.res.initial.get("objects", {}).get(oid) or {}
    spec = ctx.scenario.cards.get(str(obj.get("card")))
    if not isinstance(stats, dict) or spec is None:
        return ()
    printed = dict(spec.stats)
    if all(printed.get(k) == v for k, v in stats.items()):
        return ()
    statics = any(a.kind == "static" for o in ctx.scenario.objects
                  if ctx.res.is_board(o.zone) and (card := ctx.scenario.cards.get(o.card or ""))
                  for a in card.abilities)
    return ctx.game.cite_optional(Role.STATIC_ABILITY)[:MAX_RULES] if statics else ()


def _passive_by_controller(s: Subject, step: Step, ctx: _Facts) -> tuple[str, ...]:
    """The game's rule that a static ability applies its effect while it is active (RB 364),
    where step `step` changed object `s`'s controller and its stats with it, a card on the
    board having a static ability: "What is the Squire's Might after Mind Seize resolves?" of
    a Squire Bob took from Alice, whose "your units have +1 Might" no longer counts it (the
    control change's rule, RB 477.1.a, alone does not say why its Might went down). Else ()."""
    hist = [(i, v) for i, v in ctx.watch.history(s) if isinstance(v, dict)]
    at = next((k for k, (i, _) in enumerate(hist) if i == step.index), None)
    if not at:
        return ()
    was, now = hist[at - 1][1], hist[at][1]
    if was.get("controller") == now.get("controller") or was.get("stats") == now.get("stats"):
        return ()
    statics = any(a.kind == "static" for o in ctx.scenario.objects
                  if ctx.res.is_board(o.zone) and (card := ctx.scenario.cards.get(o.card or ""))
                  for a in card.abilities)
    return ctx.game.cite_optional(Role.STATIC_ABILITY) if statics else ()


def _change_step(index: int, oid: str, ctx: _Facts) -> Step | None:
    """The step that changed object `oid` where its watched history dates the change at step
    `index`: a play or an activation is dated by its own step, by which its cost is paid, so
    the payment that names the object (RB 414.4: exhausted for the cost) is that change."""
    step = ctx.steps.get(index)
    if step is None or step.kind not in (StepKind.PLAY, StepKind.ACTIVATE):
        return step
    for later in (ctx.steps.get(n) for n in range(index + 1, index + 4)):
        if later is None or later.kind not in (StepKind.CHOICE, StepKind.COST):
            break
        if later.kind == StepKind.COST and readers.names_id(str(later.summary), oid):
            return later
    return step


def _disagreeing_tie(scored: list[tuple[int, int, int]], facts: list[Fact], fact: Fact,
                     used: set[int], ctx: _Facts) -> int | None:
    """Of a "can ...?" part led by an action, the index of another action it asks as much (the
    same score), tried right before or after it by the same player, with the other outcome, of
    another thing (not the same card tried again, which `_allowed_later` reads as the moment
    asked), or None: the part's Yes or No would read one of two things it asks."""
    if fact.subject.kind != "action" or fact.value not in ("allowed", "rejected") or not scored \
            or facts[scored[0][2]] is not fact:
        return None
    acts = ctx.scenario.actions
    mine = acts[int(fact.subject.id)]
    for score, _, i in scored[1:]:
        other = facts[i]
        if score != scored[0][0]:
            break
        if i in used or other.subject.kind != "action" or other.value == fact.value or \
                other.value not in ("allowed", "rejected"):
            continue
        theirs = acts[int(other.subject.id)]
        # one try right after the other, by the same player (the same moment: a pass or
        # another action between would be another window, which a time clause tells apart)
        if abs(int(other.subject.id) - int(fact.subject.id)) == 1 and theirs.by == mine.by \
                and not readers.alike_tries(mine, theirs, ctx):
            return i
    return None


def _allowed_later(scored: list[tuple[int, int, int]], facts: list[Fact], q: str,
                   ctx: _Facts) -> list[tuple[int, int, int]]:
    """`scored` with a later attempt first where it answers "can ...?" as asked: the leading
    action was rejected, and a later one of the same verb by the same player, asked as much,
    was allowed without something the rejected one had, which the question does not name,
    while it names what both acted with ("May Alice's Knight attack?" when the Knight's attack
    beside a Militia held back was refused and its attack alone then allowed: Yes, by the one
    allowed; "... with the Militia and the Knight?" asks the rejected one). A later attempt
    of the very same thing (the same cards, once the timing allows it) answers nothing: the
    question asks of the moment it sets ("With her Spark on the chase, can she ...?")."""
    if not scored or facts[scored[0][2]].subject.kind != "action" or \
            facts[scored[0][2]].value != "rejected":
        return scored
    acts = ctx.scenario.actions
    first = acts[int(facts[scored[0][2]].subject.id)]
    for x in scored[1:]:
        f = facts[x[2]]
        if f.subject.kind != "action" or f.value != "allowed" or x[0] < scored[0][0]:
            continue
        later = acts[int(f.subject.id)]
        if int(f.subject.id) < int(facts[scored[0][2]].subject.id) or \
                later.verb != first.verb or later.by != first.by:
            continue
        mine, theirs = readers.action_marks(ctx, first), readers.action_marks(ctx, later)
        clause = _modal_clause(q) or q
        if THERE.search(clause) and ctx.scenario.question:
            # "Alice controls bf-a, Sample Rockslide Pass. May she play a Trainee Squire
            # there?": "there" is the place the sentence before names (the play to bf-a)
            clause = f"{_sentence_before(ctx.scenario.question, q)} {clause}"
        if mine - theirs and not readers.names_a_mark(clause, mine - theirs, theirs) and \
                readers.names_a_mark(clause, mine & theirs, mine - theirs):
            return [x, *(y for y in scored if y is not x)]
    return scored


#: "May she play it there?": a place the question names only in the sentence before.
THERE = LazyRe(r"\bthere\b", re.I)


#: A part that is only a time clause, asking the "can" before it again at a later moment:
#: "Can she play it before Bob draws? After her Gift makes him draw?"
TIME_FRAGMENT = LazyRe(r"^\W*(?:and\s+)?(?:after|once|when|then|now|later)\b", re.I)


def _the_same_try_later(actions: list[tuple[int, int, int]], facts: list[Fact], before: Fact,
                        q: str,
                        ctx: _Facts) -> list[tuple[int, int, int]]:
    """Of the actions a "can" fragment that is only a time clause may ask of, the same try as
    the part before asked (the same player, verb and card, later): "Can she play it by
    [Ambush] before Bob draws? After her Gift makes him draw?" asks the Lurker's play again,
    not the play of the Gift its time clause names (which it was answered by). None where
    none is such a try."""
    if not TIME_FRAGMENT.match(q) or before.subject.kind != "action":
        return []
    acts = ctx.scenario.actions
    first = acts[int(before.subject.id)]

    def again(a: Action) -> bool:
        return a.by == first.by and a.verb == first.verb and a.get("card") == first.get(
            "card") and a.index > first.index

    found = [x for x in actions if facts[x[2]].subject.kind == "action" and again(
        acts[int(facts[x[2]].subject.id)]) and (not _allowed_pass(facts[x[2]], ctx) or _rechecked(
            facts[x[2]], before))]  # (a pass allowed may be another window's)
    if found or before.value != "rejected":
        return found
    # "After it attacks once, may she pass? And after a second attack?" with an `expect:` that
    # names only the refusal: the later pass has no fact of its own, and is read here
    for a in acts[first.index + 1:]:
        if again(a) and (f := ctx.fact(Subject("action", str(a.index)))) is not None and \
                f.value == "allowed" and _rechecked(f, before):
            facts.append(f)
            return [(0, 0, len(facts) - 1)]
    return []


def _rechecked(f: Fact, before: Fact) -> bool:
    """Whether action fact `f`, allowed, was checked by a rule that refused the try of
    `before` ("alice passes" at main timing once the [Bloodlust] card can no longer attack,
    FOW 718.2: the same window as the refused pass, not a pass in a battle)."""
    return f.value == "allowed" and before.value == "rejected" and \
        bool(set(f.citations) & set(before.citations))


def _told_apart(actions: list[tuple[int, int, int]], facts: list[Fact], q: str,
                ctx: _Facts) -> list[tuple[int, int, int]]:
    """Of alike tries a "can" question asks of, the one the part asked names by what only it
    has ("May she name three Recruits? And two?": the try with three Recruits, then the one
    with two, each a part of its own); all of them where the part names none or several."""
    if len(actions) < 2:
        return actions
    acts = [ctx.scenario.actions[int(facts[x[2]].subject.id)] for x in actions]
    if not all(readers.alike_tries(a, acts[0], ctx) for a in acts[1:]):
        return actions
    marks = [readers.action_marks(ctx, a) for a in acts]
    named = []
    for x, mine in zip(actions, marks, strict=True):
        theirs = set().union(*(m for m in marks if m is not mine))
        if readers.names_a_mark(q, mine - theirs, theirs):
            named.append(x)
    if len(named) != 1 and (aimed := TARGET_NAMED.search(q)) is not None:
        # "May she target the Drillmaster itself?" of two activations of the Drillmaster's
        # ability: what follows "target" names what one of them targets (the card whose
        # ability it is, named by both as what is activated, tells neither apart)
        objects = ctx.res.initial.get("objects") or {}
        named = [x for x, a in zip(actions, acts, strict=True) if any(
            _named(aimed.group(1), str((objects.get(oid) or {}).get("card") or oid))
            for oid in a.ids("targets"))]
    return named if len(named) == 1 else actions


#: What a "can" question asks to target: the words after "target" ("May she target the
#: Drillmaster itself?"), up to the end of its clause.
TARGET_NAMED = LazyRe(r"\btarget(?:s|ing)?\b([^?.;,]*)", re.I)


def _tried_again(ctx: _Facts, action: Action, q: str) -> bool:
    """Whether the question asks of a later try of an alike action ("a second Vanguard", "the
    same turn"), and this is one."""
    return AGAIN.search(_modal_clause(q)) is not None and any(
        readers.alike_tries(a, action, ctx) for a in ctx.scenario.actions if a.index < action.index)


def _choices_named(action: Action, q: str, ctx: _Facts) -> int:
    """How closely `q` names a choice the action makes ("pay Repeat": `repeat`; "two Repeat
    instances": `repeat_instances`, 2 as it says more; "kill the Squire itself to pay": the
    card it chose, named in the clause asked, not in "while her Golem could pay instead"): of
    two tries of one ability, the one with the choice the question asks of."""
    best = 0
    choices = action.mapping("choices")
    for key in choices:
        words = str(key).split("_")
        if all(re.search(rf"\b{re.escape(w)}\b", q, re.I) for w in words):
            best = max(best, len(words))
    objects = ctx.res.initial.get("objects") or {}
    clause = asked_clause(q)
    if any(isinstance(v, str) and v in objects and _mentions(clause, v, objects[v].get("card"))
           for v in choices.values()):
        best = max(best, 1)
    return best


def _modal_subject(q: str, ctx: _Facts) -> list[str]:
    """The player whose name, or whose card ("May Alice's spell ...?"), follows the question's
    "can" or "may": the one asked of (none if another word follows it)."""
    m = re.search(r"(?:^|[,;:]\s+)(?:can|may|could)\s+([\w-]+)", q, re.I)
    return [p for p in ctx.res.final["players"] if m and m[1].casefold() == p.casefold()]


def _so_far(question: str, q: str) -> str:
    """`question` up to the end of its part `q` (all of it if `q` is not a part of it)."""
    at = question.find(q)
    return question[:at + len(q)] if at >= 0 else question


def _asked_so_far(question: str, said: str) -> str:
    """`question` up to the end of the question `said` asks (its last sentence): what its
    pronouns may refer to, not what a later question names."""
    return _so_far(question, re.split(r"(?<=[.!?])\s+", said.strip())[-1])


def _names_its_object(ctx: _Facts, action: Action, q: str) -> bool:
    """Whether question `q` names an object the action acts on (a unit it moves, a target, a
    unit it assigns damage to): "May Alice put all 4 on the Golem?" asks about her damage
    assignment, not about her move, though its verb is none judge knows."""
    objects = ctx.res.initial.get("objects") or {}
    return any(_mentions(q, oid, (objects.get(oid) or {}).get("card"))
               for oid in _ids_in(action.args, objects))


def _ids_in(value: object, objects: dict[str, Any]) -> set[str]:
    """The object ids an action's arguments name, at any depth (ids and mapping keys)."""
    if isinstance(value, str):
        return {value} if value in objects else set()
    if isinstance(value, dict):
        return set().union(*(_ids_in(k, objects) | _ids_in(v, objects)
                             for k, v in value.items()))
    if isinstance(value, (tuple, list)):
        return set().union(*(_ids_in(v, objects) for v in value))
    return set()


def _refilled_and_drawn(ctx: _Facts, f: Fact | str) -> bool:
    """Whether object fact `f` is of a card that was not in its owner's deck as the ruling
    began and was drawn from it (a Burn Out put the trash back into the deck, RB 431.2): asked
    whether its owner draws, who drew (readers.who_draws) answers, not where the card ends."""
    oid = f if isinstance(f, str) else f.subject.id
    return any(n.event == "drawn" and n.obj == oid for st in ctx.res.steps for n in st.nodes)


def _drawn(ctx: _Facts, oid: str) -> bool | None:
    """Whether an object was drawn (it went from its owner's deck to their hand); None when it
    did not start in the deck."""
    vocab = ctx.game.vocab
    start: object = (ctx.res.initial.get("objects") or {}).get(oid)
    sub = next((x for x in ctx.watch.subjects if x.kind == "object" and x.id == oid), None)
    if sub is not None and ctx.watch.start.get(sub):
        start = ctx.watch.start[sub]
    if not isinstance(start, dict) or start.get("zone") != vocab.deck_zone:
        return None
    final = ctx.res.final["objects"].get(oid) or {}
    return bool(final.get("zone") == vocab.hand_zone)


def _item_name(ctx: _Facts, item: str) -> str:
    return _item_label(ctx.res, item)


def _item_label(res: Resolution, item: str) -> str:
    """The name of stack item `item` as the ruling's steps label it (an ability's name), else
    its card's name."""
    for st in res.steps:
        for n in st.nodes:
            if n.id == item:
                return str(n.label)
    return res.card_name(item)


def _asks_if_it_enters(q: str, oid: str, card: str) -> bool:
    """Whether question `q` asks if this object (named, `it` or `anything`) enters (or comes into
    play), and not which of two things happens ("Is it removed, or does it enter the field?"),
    nor how it enters ("Does the Boar enter ready?": `_enters_as_asked`)."""
    m = re.search(r"\b(?:does|did|do|will)\b(?P<who>[^?.,;]*?)\b(?:enters?|comes?\s+into\s+"
                  r"(?:play|the\s+field))\b(?P<how>[^?.,;]*)", q, re.I)
    return m is not None and not re.search(r"\bor\b", q) and not ENTERS_AS_STATE.search(
        m["how"]) and (_mentions(m["who"], oid, card) or
                       re.search(r"\b(it|anything)\b", m["who"]) is not None)


#: What follows "enter" that asks how a card enters, not whether: "ready", "exhausted" (or the
#: game's own words for them, `_enters_as_asked`), "tapped", "untapped".
ENTERS_AS_STATE = LazyRe(r"\b(?:ready|readied|exhausted|tapped|untapped|rested|recovered)\b", re.I)
#: "Does the Boar enter ready?", "Does it enter the base exhausted?": how a card enters.
ENTERS_AS = LazyRe(r"^\W*(?:does|did|will)\s+(?P<who>[^?.,;]+?)\s+(?:still\s+)?(?:enters?|"
                   r"comes?\s+into\s+play)\b(?P<where>[^?.,;]*?)\s+(?P<state>[\w-]+)\W*$", re.I)


def _enters_as_asked(q: str, question: str, facts: list[Fact], ctx: _Facts
                     ) -> tuple[int, Fact, str] | None:
    """Yes or No to "Does the Boar enter ready?" (or exhausted, in the game's words: Words.ready,
    Words.exhausted) of the one object named (or "it", the one object the question names that
    entered): by its state as it entered, at the step it did (RB 143.4: a unit enters
    exhausted; RB 805.1.a: ready with its Accelerate paid), not whether it entered ("Yes — ...
    is exhausted" said of "ready"). None where the part asks no such thing, or no one object
    named entered in the ruling."""
    m = ENTERS_AS.match(_own_sentence(q))
    if m is None:
        return None
    state = m["state"].casefold()
    readies = {ctx.w.ready.casefold(), "ready", "readied", "untapped"}
    exhausts = {ctx.w.exhausted.casefold(), "exhausted", "tapped"}
    if state not in readies | exhausts:
        return None
    pronoun = PRONOUN.search(m["who"]) is not None
    entered = {n.obj: st for st in reversed(ctx.res.steps) for n in st.nodes
               if n.event == "entered" and n.obj}
    named = [oid for oid in entered if _mentions(question if pronoun else m["who"], oid,
                                                 ctx.res.card_name(oid))]
    i = next((k for k, f in enumerate(facts) if len(named) == 1 and (
        f.subject.kind, f.subject.id) == ("object", named[0])), None)
    if i is None:
        return None
    step = entered[named[0]]
    then, _ = moments.value_at(list(facts[i].history), step.index)
    if not isinstance(then, dict) or "exhausted" not in then:
        return None
    fact = replace(facts[i], said=Msg("at step {step}, {what}", step=step.index,
                                      what=said(step)),
                   step=step.index, citations=ctx.rules(step))
    return i, fact, "Yes" if bool(then["exhausted"]) == (state in exhausts) else "No"


#: "Is the energy paid?", "Does she pay Power?", "Does it cost her a Power too?"
PAYS = LazyRe(r"\b(?:pay|pays|paid|costs?|spen[dt]|spends)\b", re.I)


#: "Does she lose bf-a?", "Does Bob lose control of it?": a key of the game's own state
#: (RB battlefield control) lost, not the game.
def _resource_lost_asked(part: str, v: dict[str, Any], ctx: _Facts) -> list[str]:
    """The player's resources a "does she lose ...?" part names by the game's word ("Does
    Alice lose her Energy?"): not life (asked by its own reader), not the game ("Does she
    lose?"), not control of a place or a card's keyword (asked of those)."""
    if not re.search(r"\blos(?:e|es|t|ing)\b", part) or re.search(r"\bcontrol\b", part):
        return []
    return [k for k in v if k not in ("lost", "life") and isinstance(v[k], int) and re.search(
        rf"\blos(?:e|es|t|ing)\s+(?:\w+\s+){{0,3}}?{re.escape(ctx.w.resource(k))}\b", part, re.I)]


LOSES_KEY = LazyRe(r"\blos(?:e|es|t|ing)\s+(?:control\s+of\s+)?(?P<what>[\w-]+)", re.I)


def _loses_a_key(low: str, state: object, context: str = "") -> bool:
    """Whether `low` asks of losing what the game's own state `state` (a mapping: RB control of
    each battlefield) holds an entry for, or its control: not the game. "it" is such an entry
    where `context` (the part with the sentence before it) names exactly one ("Alice scored
    bf-a earlier this turn. Does she lose it in her Scoring Step?": bf-a)."""
    m = LOSES_KEY.search(low)
    if m is None or not isinstance(state, dict):
        return False
    if m[0].casefold().split()[1] == "control":
        return True
    if m["what"].casefold() == "it":
        return len([k for k in state if re.search(
            rf"(?<![\w-]){re.escape(str(k))}(?![\w-])", context, re.I)]) == 1
    return any(str(k).casefold() == m["what"].casefold() for k in state)


#: "Is Bob still in the game?", "Is Bob out of the game?", "Is Carol eliminated?": whether a
#: player (`who`, the clause's subject) has lost (VW IN.1.a: the rulers left go on playing);
#: `out` asks the other way round.
IN_THE_GAME_ASKED = LazyRe(r"^\W*(?:is|are)\s+(?P<who>[\w-]+)\s+(?:still\s+)?(?:"
                           r"in\s+(?:the\s+game|play)|playing|(?P<out>out\s+of\s+the\s+game|"
                           r"eliminated|out))\s*\??\s*$", re.I)
def _new_stack_opened(asked: str, ctx: _Facts) -> Fact | None:
    """"Is a new register opened?", "Does a new register open?": the step at which one opened
    (skills that triggered as a register resulted, VW REG.6.b), as a fact; None where the
    clause asks no such thing or none opened (whether one could have is not said here)."""
    stack = str(ctx.w.stack)
    if not re.search(rf"^\W*(?:is|does|did|will)\s+(?:a\s+|the\s+)?new\s+{re.escape(stack)}\s+"
                     rf"(?:opens?|opened|begins?|begun|starts?|started)\s*\??\s*$", asked, re.I):
        return None
    step = next((st for st in ctx.res.steps if f"a new {stack} opens" in st.summary), None)
    if step is None:
        return _no_new_stack_opened(ctx)
    return Fact(Subject("stack", "stack"), True, Msg("at step {step}, {what}", step=step.index,
                                                     what=said(step)), step.index,
                step.citations[:MAX_RULES])


def _no_new_stack_opened(ctx: _Facts) -> Fact | None:
    """"Is a new register opened?" of a register that resulted, emptied, with nothing triggered
    or put into a register from its first resolution on: No, by the game's rule that only a
    trigger opens a new one (`Rulebook.new_stack_rule`, VW REG.6), said at the last
    resolution; None where the game has no such rule, nothing resolved, something still waits
    or something went in after (another register: not for a No to say)."""
    rule = ctx.game.new_stack_rule
    ends = (StepKind.RESOLVE, StepKind.FIZZLE, StepKind.CANCEL)
    first = next((i for i, st in enumerate(ctx.res.steps) if st.kind in ends), None)
    if not rule or first is None or ctx.res.final["stack"]:
        return None
    later = ctx.res.steps[first:]
    if any(st.kind in (StepKind.TRIGGER, StepKind.PLAY, StepKind.ACTIVATE) for st in later):
        return None
    last = next(st for st in reversed(later) if st.kind in ends)
    return Fact(Subject("stack", "stack"), False, Msg(
        "no new {stack} opens: nothing triggered as the {stack} resulted", stack=ctx.w.stack),
        last.index, (rule,))


#: "Is Martyr sacrificed?", "Does Bob sacrifice it?": whether a card was sacrificed.
SACRIFICED_ASKED = RareRe(r"\bsacrific(?:e|es|ed)\b", re.I, needs=("sacrific",))


def _sacrificed(oid: str, ctx: _Facts) -> bool:
    """Whether a step of the ruling sacrificed object `oid` (judge's own words for it, a cost or
    an effect: "sacrificing Martyr (martyr)"; not the Blood Altar whose cost it was)."""
    said = re.compile(rf"\bsacrific\w*\s+[^;:()]*?\({re.escape(oid)}\)")
    return any("sacrific" in st.summary and st.kind not in (StepKind.REJECT, StepKind.TRIGGER)
               and said.search(st.summary) for st in ctx.res.steps)


#: "Does Alice have 0 honor?", "How much gold has she?": what a player has, asked.
HAS_ASKED = LazyRe(r"\b(?:have|has|had)\b", re.I)
#: "Does Bob lose?", "Does she lose the game?": not "Does the Golem lose its counter?".
LOSES_THE_GAME = LazyRe(r"\blose[s]?\b(?!\s+(?:its|their|his|her|a|an|any|all|one|\d|"
                        r"the\s+(?!game)))", re.I)
#: "X cancels Y", "Does X counter Y?": the item named before the verb cancels; the verb's own
#: past participle ("Is X cancelled?") is the other way round.
CANCELS_SOMETHING = RareRe(r"\b(?:cancel|cancels|counter|counters|negate|negates)\s+(?=\w)",
                           re.I, needs=("cancel", "counter", "negate"))
#: "Does Alice get priority?", "Does Bob hold priority?": the player asked of.
PRIORITY_HOLDER = RareRe(r"\b(\w+)\s+(?:gets?|has|have|holds?|receives?|keeps?)\s+"
                         r"(?:the\s+)?priority\b", re.I, needs=("priority",))


def _priority_asked_of(q: str, ctx: _Facts) -> str | None:
    """The player (lower case) a yes/no part asks holds priority ("Does Alice get priority
    ...?"), named by name; None where it asks of none (or of "she", who may be either)."""
    holder = PRIORITY_HOLDER.search(asked_clause(q))
    if holder is None or holder[1].casefold() not in {p.casefold() for p in ctx.scenario.players}:
        return None
    return holder[1].casefold()
#: Where a damage question names the damage's source: "... take damage from the Militia?",
#: "Is it dealt damage by Gun Shot?" (what follows is not what is asked of).
DAMAGE_FROM = LazyRe(r"\bdamage\s+(?:from|by)\b.*$", re.I)
#: "Does the Fort take damage?", "Is it dealt damage?", "Is it hit?": damage dealt to it.
TAKES_DAMAGE = RareRe(r"\b(?:hit|damaged|takes? (?:the |its |any |battle |[\w-]+(?:'s|’s) )*damage|"
                      r"dealt (?:any )?damage)\b", re.I, needs=("hit", "damage"))
#: "Is the Golem dealt damage twice?", "... three times?": how many times damage is asked of (not
#: "both", which names two cards as often as two times).
DAMAGE_TIMES = LazyRe(r"\b(?:once|twice|both times|(?:\d+|two|three|four|five) times)\b", re.I)
#: "Does the Squire take 4 damage?", "Is it dealt 2 damage?", "Does it take the 1 damage?" (the
#: amount the card said): an amount of damage dealt to it.
TAKES_AN_AMOUNT = LazyRe(r"\b(?:takes?|taken|dealt|suffers?)\s+(?:just\s+|exactly\s+|only\s+)?"
                         r"(?:all\s+)?(?:the\s+|its\s+|their\s+)?(\d+)\s+(?:\w+\s+)?damage\b", re.I)


def _stat_amount_asked(part: str, ctx: _Facts) -> tuple[str, int] | None:
    """The stat and the amount a yes/no part asks an object has, in the game's word for the
    stat ("Does the Guard have 3 Might?", "... have Might 3?", "Is its Might 3?"), or None (a
    part asking "or", "at least" or a change ("get +2 Might": STAT_GIVEN) asks no one amount)."""
    if re.search(r"\b(?:or|at least|at most|more|less|fewer|over|under)\b|[+-]\d", part):
        return None
    for key in ctx.game.vocab.stats:
        name = re.escape(ctx.w.stat(key).casefold())
        asked = re.search(rf"\bha(?:ve|s)\s+(?:still\s+)?(?:a\s+|an\s+)?(\d+)\s+{name}\b", part) \
            or re.search(rf"\bha(?:ve|s)\s+(?:still\s+)?(?:a\s+)?{name}\s+(?:of\s+)?(\d+)\b",
                         part) \
            or re.search(rf"^\W*(?:is|was)\b[^?,;]*?\b{name}\s+(?:still\s+)?(\d+)\b", part)
        if asked is not None:
            return key, int(asked[1])
    return None


def _read_as_it_ends(fact: Fact, amount: tuple[str, int], ctx: _Facts) -> Msg:
    """Object fact `fact` said as read when the ruling ends, its stat `amount[0]` having
    changed during the ruling: with the first step after which it had the amount asked
    (`amount[1]`), where it ever had it."""
    key, n = amount
    now = (fact.value.get("stats") or {}).get(key) if isinstance(fact.value, dict) else None
    had = next((i for i, v in ctx.watch.history(fact.subject) if i is not None and
                isinstance(v, dict) and isinstance(v.get("stats"), dict) and
                v["stats"].get(key) == n), None) if n != now else None
    if had is None:
        return Msg("{fact}; that is as the ruling ends (the question names no moment, and its "
                   "{stat} changed during the ruling)", fact=fact.said, stat=word(ctx.w.stat(key)))
    return Msg("{fact}; that is as the ruling ends (the question names no moment): it had "
               "{stat} {n} once step {step} was over", fact=fact.said, stat=word(ctx.w.stat(key)),
               n=n, step=had)


def _stat_changed(s: Subject, key: str, ctx: _Facts) -> bool:
    """Whether object subject `s`'s stat `key` was not the same at every step of the ruling."""
    seen = {(v.get("stats") or {}).get(key) for _, v in ctx.watch.history(s)
            if isinstance(v, dict) and isinstance(v.get("stats"), dict)}
    return len(seen) > 1


def _amounts_dealt(oid: str, ctx: _Facts) -> set[int]:
    """The amounts of damage dealt to object `oid` over the ruling: each deal's, and all of them
    together (what "takes 4 damage" may mean of two deals of 2)."""
    each = [n.amount or 0 for _, n in ctx.events.get(oid, []) if n.event == "damaged"
            and (n.amount or 0) > 0]
    return {*each, sum(each)} if each else {0}


CANCELLED = RareRe(r"\b(?:fizzl\w*|cancel\w*|countered|negated)\b", re.I,
                   needs=("fizzl", "cancel", "countered", "negated"))


#: "Is the ability countered?", "Was Breaker cancelled?": whether an item was countered.
COUNTERED_ASKED = RareRe(r"^\W*(?:is|was)\s+(?P<who>[^?,;]+?)\s+(?:still\s+)?(?:countered|"
                         r"cancell?ed)\b", re.I, needs=("countered", "cancel"))
#: Judge's own step words for a trigger whose cost its controller did not pay (engine/actions.py,
#: Riftbound's Deflect): "... it leaves without joining the chain, and it was not countered".
UNPAID_LEFT = LazyRe(r"\bleaves without joining the [\w ]+, and it was not (?:countered|"
                     r"cancelled)$")
#: "the ability", "the trigger", "it": an ability asked of by what it is.
ABILITY_BY_KIND = LazyRe(r"^(?:(?:the|that|this|its|her|his)\s+)?(?:(?:triggered\s+)?ability|"
                         r"trigger|it)$", re.I)


def _unpaid_countered_asked(q: str, ctx: _Facts) -> tuple[Fact, str] | None:
    """"Is the ability countered?" of the one triggered ability whose controller did not pay
    its cost (RB 404.2: a Deflect Power declined): No, it left without joining the chain, and
    a trigger removed so was not countered (RB 404.2.a, the game's rule first), said by that
    step. Named by its name ("Is Breaker countered?"), or by its kind ("the ability", "it").
    None where the part asks no such thing, or no one such step names what it asks of."""
    m = COUNTERED_ASKED.match(_own_sentence(q))
    rule = ctx.game.roles.get(Role.UNPAID_NOT_COUNTERED)
    if m is None or rule is None:
        return None
    who = m["who"].strip()
    if who.casefold() == "it" and ctx.res.fizzled:
        return None  # "Was it countered?" may ask of an item that was
    left = [st for st in ctx.res.steps if st.kind == StepKind.TRIGGER and
            UNPAID_LEFT.search(st.summary) and (ABILITY_BY_KIND.match(who) or re.search(
                rf"\b{re.escape(DEEDS_BEFORE.compiled.sub('', who))}\b", st.summary, re.I))]
    source = re.search(r"\(([^()\s]+)\)", left[0].summary) if len(left) == 1 else None
    if source is None:
        return None
    step = left[0]
    fact = ctx.fact(Subject("object", source[1].partition(".")[0]))
    if fact is None:
        return None
    return replace(fact, said=Msg("at step {step}, {what}", step=step.index, what=said(step)),
                   step=step.index, citations=tuple(dict.fromkeys((
                       rule, *ctx.rules(step))))[:MAX_RULES]), "No"


#: "Does the damage happen?", "Is the damage still dealt?": of the damage the question told.
THE_DAMAGE_HAPPENS = LazyRe(r"^\W*(?:does|did|is|was)\s+(?:the|its)\s+damage\s+(?:still\s+)?"
                            r"(?:happen\w*|dealt)\b", re.I)


#: "Is the Warden still on top of her deck?", "... at the bottom of his Main Deck?": a place in
#: a deck asked (the group `top` or `bottom`).
DECK_PLACE_ASKED = RareRe(r"\b(?:on\s+(?:the\s+)?(?P<top>top)|at\s+the\s+(?P<bottom>bottom))"
                          r"\s+of\s+(?:the|their|her|his|its|[\w-]+'s?)\s+(?:main\s+)?deck\b",
                          re.I, needs=("deck",))


#: "Does Weaponmaster move her Maul?", "Does the Gust move it to base?": what is moved.
MOVES_IT = RareRe(r"^\W*(?:does|do|did|will)\s+(?P<who>.+?)\s+(?:still\s+)?moves?\s+"
                  r"(?P<what>[^?,;]+?)(?:\s+(?:to|into|from|onto)\b[^?]*)?\W*$", re.I,
                  needs=("move",))


#: "Is the Phoenix stacked on the Scout?", "Does it get stacked under the J-ruler?" (not "put
#: on top of her deck", a place off the board)
STACKED_ON = RareRe(r"^\W*(?:is|was|are|were|does|did)\s+(?P<who>.+?)\s+(?:still\s+)?(?:get\s+)?"
                    r"stacked\s+(?:on\s+top\s+of|on|onto|under|below)\b", re.I, needs=("stacked",))


#: "Does anything happen to the Keeper?", "Does something happen to it?"
ANYTHING_HAPPENS_TO = RareRe(r"^\W*(?:does|did|will)\s+(?:anything|something)\s+(?:at all\s+)?"
                             r"happen\s+to\s+(?P<who>[^?,;]+)", re.I, needs=("happen",))


#: "What does the Cull kill?", "What did Ember Scatter destroy?": the killer it names.
WHAT_IT_KILLS = RareRe(r"^\W*what\s+(?:does|did|will)\s+(?P<who>[^?,;]+?)\s+(?:kill|destroy)\b",
                       re.I, needs=("what",))


def _killed_by(f: Fact, who: str, ctx: _Facts) -> bool:
    """Whether fact `f` is of an object destroyed at the resolution of an item `who` names."""
    step = ctx.steps.get(f.step) if f.step is not None and f.subject.kind == "object" else None
    if step is None or step.kind != StepKind.RESOLVE or not step.item or \
            not any(n.kind == "event" and n.obj == f.subject.id and n.event ==
                    EventKind.DESTROYED.value for n in step.nodes):
        return False
    item = step.item.split("#")[0]
    return _mentions(who, item, ctx.res.card_name(item.split(".")[0]))


#: An active "kill" and what it kills: "does it kill the Warden", "destroys Bob's Squire".
KILLS_WHAT = LazyRe(r"\b(?:kills?|destroys?|finish(?:es)? off)\s+(?P<what>[^?.,;]+)", re.I)


#: "Is the Squire destroyed by the Flare?": what a part says destroyed the card it asks of.
DESTROYED_BY = LazyRe(r"\b(?:destroyed|killed|finished\s+off)\s+by\s+(?P<agent>[^?.,;]+)", re.I)


def destroyers_named(clause: str, oid: str, ctx: _Facts) -> frozenset[str]:
    """The objects yes/no part `clause` names as what would destroy object `oid`: before the
    verb of "does the Flare destroy the Squire?" (KILLS_WHAT naming `oid` after it), or after
    "is the Squire destroyed by ...?"; none where it names no card there ("does the attack
    kill it?", "does Bob destroy the Squire?")."""
    kills = KILLS_WHAT.search(clause)
    agent = ""
    if kills is not None and _mentions(kills["what"], oid, ctx.res.card_name(oid)):
        agent = clause[:kills.start()]
    elif (by := DESTROYED_BY.search(clause)) is not None and \
            _mentions(clause[:by.start()], oid, ctx.res.card_name(oid)):
        agent = by["agent"]
    if not agent:
        return frozenset()
    # (the file's objects too: `judge test` gives the final board of only those `expect:`
    # names, and its answer, which a missing cite is looked for in, must be `resolve`'s)
    every = dict.fromkeys((*ctx.res.final["objects"], *(o.id for o in ctx.scenario.objects)))
    return frozenset(o for o in every
                     if o != oid and _mentions(agent, o, ctx.res.card_name(o)))


def _kills_another(clause: str, oid: str, ctx: _Facts) -> bool:
    """Whether `clause` asks whether something kills a card it names that is not `oid`: "does
    it kill the Warden?", or "is the Brute destroyed by the Duelist?" of the Duelist (the card
    asked of is before "destroyed by", its destroyer after it)."""
    kills = KILLS_WHAT.search(clause)
    by = DESTROYED_BY.search(clause) if kills is None else None
    if by is not None:
        kills, what = by, clause[:by.start()]
    if kills is None:
        return False
    what = kills["what"] if by is None else what
    if _mentions(what, oid, ctx.res.card_name(oid)):
        return False
    return any(other != oid and _mentions(what, other, ctx.res.card_name(other))
               for other in ctx.res.final["objects"])


def _state_cited(f: Fact, value: object, ctx: _Facts) -> Fact:
    """Fact `f` of a key of the game's own state citing first the rule of the choice `value`
    is (`Arg.choice_rules`), where the game gives one."""
    arg = ctx.game.vocab.expect_keys.get(f.subject.id)
    rule = dict(arg.choice_rules).get(str(value)) if arg is not None else None
    if rule is None:
        return f
    return replace(f, citations=tuple(dict.fromkeys((rule, *f.citations)))[:MAX_RULES])


def _keys_held(ctx: _Facts) -> frozenset[str]:
    """The keys of the game's own state whose value is a player or nobody (RB focus), as the
    ruling begins or ends: "Does Alice hold focus?" asks whether it is hers."""
    players = set(ctx.res.final["players"])
    values = [(k, v) for state in (ctx.res.initial.get("game") or {}, ctx.res.final.get("game")
                                   or {}) for k, v in state.items()]
    keys = {k for k, v in values if v is None or (isinstance(v, str) and v in players)}
    # a key held by nobody all along (RB focus outside a showdown, RB 313.5) is one too: "Does
    # Alice have focus?" of a ruling with no showdown gave no Yes or No
    keys |= {k for k, arg in ctx.game.vocab.expect_keys.items() if arg.kind == "any" and
             arg.rule and not any(kk == k for kk, _ in values)}
    return frozenset(k for k in keys if k in ctx.game.vocab.expect_keys and not any(
        kk == k and v is not None and not (isinstance(v, str) and v in players)
        for kk, v in values))


@lru_cache(maxsize=64)
def _key_holder(key: str) -> re.Pattern[str]:
    """"Alice (still) holds focus", "does she have focus": the word before the verb."""
    return re.compile(rf"\b(\w+)\s+(?:still\s+)?(?:gets?|has|have|holds?|keeps?|retains?|"
                      rf"receives?)\s+(?:the\s+)?{re.escape(key)}\b", re.I)


def _key_holder_asked(asked: str, ctx: _Facts) -> str | None:
    """The key held by a player (`_keys_held`) that the yes/no clause `asked` asks whether a
    player holds ("Does Alice still hold focus?"), else None."""
    return next((k for k in sorted(_keys_held(ctx)) if _key_holder(k).search(asked)), None)


#: Counters asked of as a noun: "its counters", "a counter", "a [+100/+100] counter" (not the
#: verb: "Does Bob counter it?").
#: "an astral counter", "no willpower counters": the word before the noun, its kind where it
#: is not one of NOT_A_COUNTER_KIND.
KIND_OF_COUNTER = LazyRe(r"(?P<kind>[\w+/-]+)\s+counters?\b", re.I)
NOT_A_COUNTER_KIND = frozenset({"a", "an", "any", "one", "its", "the", "no", "zero", "more",
                                "of", "his", "her", "their", "those", "these", "that", "some",
                                "all", "many", "much", "still", "have", "has", "had", "keep",
                                "keeps", "get", "gets", "two", "three", "four", "five", "six",
                                "seven", "eight", "nine", "ten", "several", "both", "each",
                                "every", "own", "other", "such", "extra"})
#: A kind of counter asked of by its word after a count or an article: "how many astral
#: counters", "an astral counter", "no willpower counters" (not "Does it lose counters?").
COUNTER_KIND_ASKED = LazyRe(r"\b(?:how\s+many|an?|no|any|zero|\d+)\s+(?P<kind>[\w+/-]+)\s+"
                            r"counters?\b", re.I)
COUNTER_NOUN = LazyRe(r"\bcounters\b|(?:\b(?:a|an|any|one|its|the)|\])\s+counter\b", re.I)


def _stack_state_asked(clause: str, words: tuple[str, ...]) -> str:
    """"empty" where `clause` asks whether the stack (by one of the game's `words` for it) is
    empty, "waits" where it asks whether anything is (still, left) on it, else ""."""
    stack = "|".join(re.escape(w) for w in words if w)
    if not stack:
        return ""
    if cached_pattern(rf"\b(?:is|was|will)\s+(?:the\s+)?(?:{stack})\s+(?:be\s+)?(?:now\s+|"
                      rf"still\s+|then\s+)?empty\b", re.I).search(clause):
        return "empty"
    if cached_pattern(rf"\b(?:is|are)\s+(?:there\s+)?(?:anything|something)\s+(?:still\s+|left\s+"
                      rf"|else\s+)?(?:waiting\s+)?(?:on|in)\s+the\s+(?:{stack})\b", re.I
                      ).search(clause):
        return "waits"
    return ""


def _stacked_asked(asked: str, ctx: _Facts) -> bool:
    """Whether a clause asks whether something is put on the stack, in the game's word for it
    ("Is Levy registered?", "Does Levy go into the register?", "Is it put on the chain?")."""
    stack = re.escape(str(ctx.w.stack))
    return re.search(rf"\bregistered\b|\b(?:go|goes|went|put|placed|added)\s+(?:in|into|on|"
                     rf"onto|to)\s+the\s+{stack}\b", asked, re.I) is not None


def _still_on_the_stack_asked(asked: str, ctx: _Facts) -> bool:
    """Whether a clause asks whether an item is (still) on the stack, in the game's word for it
    ("Is Gun Shot still in the register?", "Does it stay on the chain?"), not whether it was
    put there (`_stacked_asked`)."""
    stack = "|".join(re.escape(w) for w in (str(ctx.w.stack), "stack"))
    return re.search(rf"^\W*(?:is|are|does\s+.+?\s+(?:stay|remain)|do\s+.+?\s+(?:stay|remain))"
                     rf"\b.*\b(?:in|on)\s+the\s+(?:{stack})\s*\??\s*$", asked, re.I) is not None


#: A verb of a card going to a zone ("Does it go to the graveyard?", "Is it put into her
#: hand?", "Is it returned to hand?"), not of being there ("Is it in the graveyard?").
GOES_THERE = LazyRe(r"\b(?:go|goes|went|gone|put|sent|sends?|returns?|returned|moves?|moved)"
                    r"\b", re.I)


#: "Does it have 2 limit counters?", "... still have 1 limit counter?": how many of one kind of
#: counter the object is asked to have.
COUNTERS_OF_A_KIND = RareRe(r"\bha(?:ve|s)\s+(?:still\s+)?(?:only\s+)?(?P<n>\d+)\s+"
                            r"(?P<kind>[\w-]+)\s+counters?\b", re.I, needs=("counter",))


def flag_said(flag: str, text: str, scenario: Scenario | None,
              flags: re.RegexFlag = re.I) -> bool:
    """Whether `text` names a true-or-false state `flag` by its word ("stunned", "raided"),
    outside the name of a card of `scenario` ("the Raider" is a card, not a raided one: a file
    whose Raider attacked said it "is not raided")."""
    # (the patterns of the game's words and the file's card names, compiled once a process)
    found = [m.span() for m in cached_pattern(
        rf"\b{re.escape(flag.removesuffix('ed'))}\w*", flags).finditer(text)]
    if not found or scenario is None:
        return bool(found)
    names = [m.span() for name in scenario.cards if name
             for m in cached_pattern(rf"\b{re.escape(name)}\b", re.I).finditer(text)]
    return any(not any(a <= start and end <= b for a, b in names) for start, end in found)


def _verdict(f: Fact, q: str, ctx: _Facts) -> str:
    """Yes or No to a yes/no question about this fact, or "" when its subject does not say."""
    s, v = f.subject, f.value
    # Every word read below is of the clause asked (asked_clause), not of the sentence before
    # it, a quoted card text or a time clause; names and "it" are still looked up in `q`.
    clause = asked_clause(q)
    low = part = clause.casefold()

    def yes(flag: bool) -> str:
        return "Yes" if flag else "No"

    if s.kind in ("item", "object") and _ordinal_names_another(s.id, clause, ctx):
        # "... does the first Gun Shot result?" of the second Gun Shot (its item, or its card
        # in the graveyard): the question asks of another of its name, not of this one (its
        # Yes or No would answer for the other)
        return ""
    if s.kind == "action":
        if re.search(r"\bmust\b", low):
            return ""
        if v == "allowed" and not readers.answers_what_is_asked(int(s.id), clause, ctx):
            return ""  # "Can Bob answer Spite?" is not answered by a play that answered nothing
        if v not in ("rejected", "allowed"):
            return ""
        if _zone_asked_of_its_card(int(s.id), clause, ctx):
            # "Is Knight Tithe in Alice's graveyard?" of a first summon refused and a second
            # that resulted: where the card is, its card's fact says (it was "No — Action 1
            # ... is rejected")
            return ""
        if ASKS_PLAY.search(clause) and not _plays_a_card_asked(int(s.id), clause, ctx):
            # "Can Alice play Ward?" of her refused damage assignment: it says nothing of
            # playing the Ward (it was "No — Action 7 (alice assigns combat damage) is rejected")
            return ""
        if v == "rejected" and RESOLVES.search(readers.without_card_names(low, ctx)) and \
                _played_again_and_resolved(int(s.id), ctx):
            # "Does Knight Tithe result?" of a first play refused and a second that resulted:
            # the refusal says nothing of it (it was "No — Action 1 ... is rejected")
            return ""
        if _allowed_pass(f, ctx):
            # "May she pass at main timing?" with no `expect:`: a pass allowed in one window
            # (in a battle, in answer to a spell) says nothing of another; one refused says No
            return ""
        if REFUSAL_ASKED.search(low):
            # "Is Snipe refused?" asks whether it was refused: Yes where it was (a Yes to
            # "may she?" read backwards was "No — ... is rejected"); "refused or allowed?"
            # asks which, not yes or no
            return "" if re.search(r"\bor\b", low) else yes(v == "rejected")
        return yes(v != "rejected")
    if s.kind == "priority" and isinstance(v, str) and \
            (holder := PRIORITY_HOLDER.search(low)) is not None and holder[1] == v.casefold() \
            and not re.search(r"\b(before|after|first|then|again|back|until|while|when)\b", low):
        # "Does Alice get priority?" of the player who holds it as the ruling ends: Yes (never
        # No: another may have had it on the way, as the question may mean)
        return "Yes"
    if s.kind == "stack" and re.search(r"\bbefore\b", low) and \
            re.search(r"\b(resolv\w*|result\w*)\b", low):
        # "Does Barter result before Gun Shot?" asks the order: No where Barter still waits,
        # Yes where it resulted and Gun Shot still waits (a gold skill that resulted at once,
        # VW REG.10.b), not No because the Gun Shot named waits.
        head, tail = re.split(r"\bbefore\b", clause, maxsplit=1, flags=re.I)
        stack = ctx.res.final["stack"]
        if any(readers.names_item(head, i, ctx) for i in stack):
            return "No"
        resulted = any(readers.names_item(head, i, ctx) for i in ctx.res.resolved)
        return "Yes" if resulted and any(readers.names_item(tail, i, ctx) for i in stack) else ""
    if s.kind == "stack" and re.search(r"\b(resolv\w*|result\w*)\b", low):
        waiting = [i for i in ctx.res.final["stack"] if readers.names_item(q, i, ctx)]
        # "Does anything resolve?", "Does the chant resolve?": nothing did, and it still waits.
        return "No" if waiting or (v and not ctx.res.resolved) else ""
    if s.kind == "stack" and (on_it := _stack_state_asked(clause, (str(ctx.w.stack), "stack"))):
        # "Is the chase empty?": Yes where nothing waits on it as the ruling ends; "Is anything
        # still on the chain?": Yes where something does
        return yes(not v) if on_it == "empty" else yes(bool(v))
    if s.kind == "item" and THE_DAMAGE_HAPPENS.search(low) and \
            readers.the_one_item_named(ctx) == s.id:
        # "Alice uses her Zealot's Last Stand ... Does the damage happen?": the damage of the
        # one item the question names (any other named, and it is not for us to say which).
        return yes(readers.dealt_damage(s.id, ctx))
    if s.kind == "item" and not readers.names_item(q, s.id, ctx) and \
            not re.search(r"\b(it|anything)\b", low) and \
            not _asks_of_item(q, s.id, ctx.scenario) and not (
                # "Must Alice play Stone Warden?" asks of the one spell played that told her
                # to play a unit, which it need not name
                MUST_PLAY_ASKED.match(asked_clause(q)) and
                _played_spells(ctx.scenario, ctx.game.vocab) == [s.id]):
        return ""
    must = game_said(ctx).must.search(readers.part_of(low)) if s.kind == "item" else None
    if must is not None and \
            (readers.forbade(ctx, s.id, must[1], q) or
             readers.declined_as_resolved(ctx, s.id, must[1])):
        # "Must Alice attack with it before her main phase ends?" after "... cannot attack"
        # resolved: a prohibition wins over an instruction (FOW 104.4), so she need not; "Must
        # she play one of them?" where she declined it as it resolved (RB 128.6.a): she need not
        return "No"
    if s.kind == "item" and asks_order(low, game_said(ctx)):
        # "Does Alarm result before Bolt?" asks the order, not whether it results: where both
        # resolved, the order they did; else not for us to say
        return readers.resolved_in_order(s.id, clause, ctx)
    if s.kind == "item":
        # the verbs asked, not a card's name that holds one ("Does Counterspell result?")
        said_verbs = readers.without_card_names(low, ctx)
        agent = CANCELS_SOMETHING.search(clause)
        if agent is not None and readers.names_item(clause[:agent.start()], s.id, ctx) and \
                not readers.names_item(clause[agent.end():], s.id, ctx):
            # "Does Last Word cancel Gun Shot?" asks what the item does, not whether it was
            # cancelled: No where it never resolved, Yes where it resolved and cancelled.
            if v in ("fizzled", "cancelled"):
                return "No"
            return "Yes" if any(f.by == s.id and f.cancelled for f in ctx.res.fizzled) else ""
        if re.search(r"\b(fizzl\w*|cancel\w*|counter\w*)\b", said_verbs):
            return yes(v in ("fizzled", "cancelled"))
        if _still_on_the_stack_asked(clause, ctx) and moments.clause_of(q) is None:
            # "Is Gun Shot still in the register?" ("Apakah Gun Shot masih di register?"): Yes
            # of an item waiting in it as the ruling ends (VW REG.1.c), No of one that resulted
            # or left it; it had no Yes or No ("Gun Shot ... is still in the register")
            return yes(s.id in ctx.res.final["stack"])
        if re.search(r"\btrigger\w*\b", said_verbs):
            # Only about a triggered ability: a card that resolved says nothing of triggers.
            triggered = any(st.kind == StepKind.TRIGGER and st.item == s.id
                            for st in ctx.res.steps)
            return "Yes" if triggered else ""
        if re.search(r"\b(resolv\w*|result\w*)\b", said_verbs):
            return yes(v == "resolved")
        if re.search(r"\bdeals?\b.*\bdamage\b", said_verbs):
            # "Does Volley still deal its damage?": whether damage came of it; "Does Grave
            # Curse deal 300 damage?", "... deal damage to Alice?": just that much, to that
            # one (it was "Yes" for any damage to anyone)
            return readers.dealt_as_asked(s.id, said_verbs, ctx)
        if readers.asked_zones(clause, s.id, ctx):
            # "Is Holy Volley in the graveyard?" of a Volley that did not result: where its card
            # is, which its card's fact says (it was "No" by its item, which did nothing)
            return ""
        if "." in s.id and _named_only_in_its_source(clause, s.id, ctx):
            # "Does Vengeance Totem have 0 damage?" of the Totem's Vengeance: the card is asked
            # of, not its ability (it was "No — Vengeance does not result")
            return ""
        if v in ("fizzled", "cancelled") and not DRAWS.search(low) and _asks_of_item(
                clause, s.id, ctx.scenario):
            # "Does Field Orders mend Alice's wounded Knight instead?" of an item that never
            # resolved: it did nothing of what it says (a draw is told by who draws).
            return "No"
        if _asks_if_it_enters(low, s.id, _item_name(ctx, s.id)):
            # "Does Trader Male still enter play?": whether its card ends on the board.
            card = ctx.res.final["objects"].get(s.id) or {}
            return yes(ctx.res.is_board(str(card.get("zone", ""))))
        return ""
    if s.kind == "object" and isinstance(v, dict) and _asked_in_another_part(q, clause, s.id, ctx):
        # "Does the attack kill a 5-Might defender, and where does the Blade end up?" of the
        # Blade: the yes/no part names no card; the Blade is asked where, not yes or no (it was
        # "No" by the Blade not killed)
        return ""
    if s.kind == "object" and isinstance(v, dict) and readers.asks_of_another(clause, s.id, ctx):
        # "Is the Sentinel rested, and who takes what damage?" of the Knight: the clause asks of
        # another card, so this one's state answers nothing (it was "Yes" by the Knight's rest)
        return ""
    if s.kind == "object" and isinstance(v, dict):
        own = _own_part(clause, s.id, ctx)
        if own is not None:
            # "Is the Squire dealt damage, is the Tower rested, and is her will spent?" of the
            # Tower: whether it is rested, the part that asks of it (not "No" by its damage)
            clause, low = own, own.casefold()
            part = low
        final = ctx.res.final["objects"].get(s.id) or {}
        on_board = ctx.res.is_board(str(final.get("zone", "")))
        start = ctx.start_of(s) or ctx.res.initial.get("objects", {}).get(s.id) or {}
        so_far = _asked_so_far(ctx.scenario.question or q, q)
        if not _mentions(so_far, s.id, ctx.res.card_name(s.id)) and not (
                start.get("card") and _mentions(so_far, s.id, start["card"])):
            # "She uses it. As it results, does it count itself as a card in her hand?": "it"
            # is a card the question names, not a card of her deck it never names (one she
            # drew, which did end in her hand); nor one a later question names ("Alice uses
            # Gun Shot. Is it in the register? And Trader Male?": "it" is the Gun Shot).
            low = part = PRONOUN.compiled.sub("_", low)
            clause = PRONOUN.compiled.sub("_", clause)
        stacked = STACKED_ON.search(part)
        if stacked is not None and "zone" in v and not on_board and _mentions(
                stacked["who"], s.id, ctx.res.card_name(s.id)):
            # "Is the Phoenix stacked on the Scout?" of a card that ends off the board (in her
            # hand): it is stacked on nothing; on the board, which card is below is not said.
            return "No"
        happens = ANYTHING_HAPPENS_TO.search(part)
        if happens is not None and (_mentions(happens["who"], s.id, ctx.res.card_name(s.id))
                                    or re.search(r"\b(it|them)\b", happens["who"])):
            # "Does anything happen to the Keeper?": Yes where it is not as it was; No only
            # where it is and no event of the ruling touched it (FOW 1007.4: no damage).
            if any(start.get(k) != final.get(k) for k in {*start, *final}):
                return "Yes"
            return "" if ctx.events.get(s.id) else "No"
        # "Bob destroys the Archer ... Does Volley still deal its damage?" asks no destruction.
        # (the verbs asked, not a card's name that holds one: "Is Iron Resolve in Alice's
        # hand?" asks where it is, not whether it resolved)
        named_out = readers.without_card_names(part, ctx)
        if RESOLVES.search(named_out) and readers.put_on_stack(ctx, s.id) and \
                _mentions(part, s.id, ctx.res.card_name(s.id)):
            # "Does Quick Study still resolve?" of a card played: whether its item resolved.
            return yes(s.id in ctx.res.resolved)
        if CANCELLED.search(named_out) and readers.put_on_stack(ctx, s.id) and (
                _mentions(part, s.id, ctx.res.card_name(s.id)) or PRONOUN.search(part)):
            # "Bob targets the Vanguard. Is it cancelled?" of a card played: whether its item
            # left the chase unresolved, not where the card ends.
            return yes(any(f.item == s.id for f in ctx.res.fizzled))
        if re.search(r"\bdraws?\b", low) and "zone" in v and not RESULTS_BEFORE.search(low):
            # (not "Does the Scout's draw result before the Gun Shot?": that asks the order)
            drawer = readers.drawer_asked(clause, ctx)
            if drawer is not None and final.get("owner") not in (None, drawer):
                # "... did she draw?" of Alice, said of a card of Bob's deck: his draw is not
                # what it asks (it was "Yes — bob draws 1 card")
                return ""
            drawn = _drawn(ctx, s.id)
            if drawn is None and _refilled_and_drawn(ctx, s.id):
                drawn = True  # put back into the deck by a Burn Out and drawn (RB 431.2)
            return "" if drawn is None else yes(drawn)
        has = keywords_asked(part, ctx.game.vocab.keywords) if "keywords" in v else []
        if has:
            # "Does the Reflection still have Temporary?": its keywords as the watch read them
            # at the end (printed and granted), "Does it lose Tank?" the other way round.
            kept = has[0] in (v["keywords"] or ())
            if re.search(r"\b(?:gain\w*|gets?|got)\b", part):
                # "Does the Brute gain [Flying]?": it has it now and had it not as it began;
                # one that had it already gained nothing, not for a Yes or a No to say
                began = ctx.start_of(s) or {}
                had_it = has[0] in (began.get("keywords") or ()) \
                    if isinstance(began, dict) and "keywords" in began else None
                return "No" if not kept else "" if had_it is None or had_it else "Yes"
            return yes(not kept if re.search(r"\blos[et]", part) else kept)
        gets = STAT_GIVEN.search(part)
        if gets and isinstance(v.get("stats"), dict):
            # "Does the Warden get +2 Might?": whether its Might is up by just that (Yes) or
            # unchanged (No); any other change is not for a Yes or a No to say.
            key, n = gets.group(2).casefold(), int(gets.group(1))
            now, was = v["stats"].get(key), (start.get("stats") or {}).get(key)
            if isinstance(now, int) and isinstance(was, int) and now - was in (n, 0):
                return yes(now - was == n)
            given = readers.one_change_gave(ctx, s.id, key, n, was, now)
            if given is not None:
                # "Does the Devotee get +1 Might?" at Might 6 from 3: the changes that make it
                # say whether one of them was that +1 (a +3 from its Maul is not)
                return yes(given)
        has_stat = STAT_HAD.search(part)
        if has_stat and isinstance(v.get("stats"), dict) and \
                isinstance(v["stats"].get(has_stat.group(2).casefold()), int):
            # "Does the Squire still have +300 ATK?": whether a change it has as the ruling ends
            # adds just that; one that left the field and came back is a new object (FOW
            # 302.3b) that has none of the old one's changes
            key, n = has_stat.group(2).casefold(), int(has_stat.group(1))
            change_kept = readers.stat_change_kept(ctx, s.id, key, n)
            if change_kept is not None and n < 0 and not change_kept and v["stats"][key] == n:
                # "Does the Thrower have -1 Might?" of one at Might -1 by a change of -3: read
                # as its Might, Yes; as a change it has, No: no Yes or No (it was "No")
                return ""
            if change_kept is not None:
                return yes(change_kept)
        if (re.search(r"\bsurviv\w*|\bstay\w* (on|in)\b|\bstill (?:in play|on the field)\b|"
                      r"\balive\b", low) or IN_PLAY_ASKED.search(low)) and "zone" in v:
            # ("Is the Captain still in play?", "Is the Squire still alive?": whether it ends on
            # the board, as "stay in")
            if not on_board and re.search(r"\bsurviv\w*|\balive\b", low) and \
                    readers.never_in_play(ctx, s.id):
                # "Does the Fire Drake survive?" of a card that stayed in her hand: it was
                # never on the field to survive or be destroyed (it was "No": as if destroyed)
                return ""
            if re.search(r"\bsurviv\w*|\balive\b", low) and \
                    any(n.event == "destroyed" for _, n in ctx.events.get(s.id, [])):
                # "Does Lyra survive?" of a J-ruler destroyed and back in the ruler area (FOW
                # 1010.1's J-ruler): it was destroyed, whatever board its card is on now (it
                # was "Yes — Lyra ... is destroyed at step 7")
                return "No"
            return yes(_on_what_is_asked(str(final.get("zone", "")), low, ctx))
        if re.search(r"\bsaves?\b", part) and "zone" in v and start.get("zone") and \
                ctx.res.is_board(str(start["zone"])):
            # "Does the Rescue save Trader Male from Gun Shot?": whether it stays on the board.
            return yes(on_board)
        if SACRIFICED_ASKED.search(readers.without_card_names(part, ctx)):
            # "Is Martyr sacrificed?" ("Apakah Martyr dikorbankan?"): Yes where a step
            # sacrificed it (a cost paid so, VW REG.14.a), No where it never left the board; it
            # had no Yes or No
            if _sacrificed(s.id, ctx):
                return "Yes"
            return "No" if on_board and not any(
                n.event == "left" for _, n in ctx.events.get(s.id, [])) else ""
        if re.search(r"\b(?:come|comes|came)\s+back\b", part) and "zone" in v:
            # "Does the Squire come back?": whether it ends where it was, having left it.
            return yes(final.get("zone") == start.get("zone") and any(
                n.event == "left" for _, n in ctx.events.get(s.id, [])))
        if "zone" in v and _asks_if_it_enters(part, s.id, ctx.res.card_name(s.id)):
            # "Does Trader Male still enter play?": whether it ends on the board, from elsewhere.
            return yes(on_board and start.get("zone") != final.get("zone"))
        deals = OBJECT_DEALS.match(part)
        if deals is not None and "zone" in v:
            # "Does the Squire deal damage to the Warden?": the damage it dealt (its source),
            # not its own (it was "No — ... has no damage" of a Squire that dealt 5); of a card
            # the part does not ask of, or where no source was recorded, no Yes or No
            if not (_mentions(deals["who"], s.id, ctx.res.card_name(s.id)) or
                    PRONOUN.search(deals["who"])):
                return ""
            from_it = readers.damage_dealt_from(s.id, ctx)
            return "" if from_it is None else readers.dealt_as_asked(s.id, part, ctx, from_it)
        if _kills_another(clause, s.id, ctx):
            # "Does it kill the Warden?" said of the Squire it killed: the question asks of the
            # card after the verb, and this one is not it.
            return ""
        if re.search(r"\b(destroy\w*|die|dies|killed|kill|finish(?:es)? off|(?:falls?|fell)\b"
                     r"(?!\s+(?:to|below|under|by|off)\b))\b",
                     readers.without_card_names(part, ctx)) and \
                ("zone" in v or (not s.fields and on_board)):
            # (the verb asked, not a card's name that holds one: "Is Fall Back in the trash?")
            # (a card whose zone did not change, and is on the board: not destroyed, even where
            # its fact states only what changed, its damage)
            if readers.never_in_play(ctx, s.id):
                # "Does her spell kill a 4-Might unit?" of the spell: a card never in play is
                # neither destroyed nor spared, and the verb is its deed, not its fate
                return ""
            destroyed = any(n.event == "destroyed" for _, n in ctx.events.get(s.id, []))
            by = destroyers_named(clause, s.id, ctx)
            if destroyed and by and (known := ctx.destroyed_by(s.id, by)) and not by & known:
                # "Does Bob's Quick Spark destroy the Squire?" of a Squire the Flare's damage
                # destroyed: it counts as destroyed by the source of the damage or by the
                # effect that destroyed it (FOW 1204.1a), and that is not the card asked (a
                # refused Spark was answered "Yes" by the Squire's destruction)
                return "No"
            return yes(destroyed)
        many = COUNTERS_OF_A_KIND.search(low) if isinstance(v.get("counters"), dict) else None
        if many is not None and not re.search(r"\blos[et]|\bspen[dt]|\bremov|\bget|\bgain|\bput",
                                              part):
            # "Does the Berserker still have 1 limit counter?" of one played again with 2 (FOW
            # 1118.2): just that many of that kind, not any (it was Yes)
            return yes(int(v["counters"].get(many["kind"]) or 0) == int(many["n"]))
        if isinstance(v.get("counters"), dict) and COUNTER_NOUN.search(low):
            # "Does it keep its counters in the graveyard?" (no kind named): whether it has any
            # now, not where it is ("in the graveyard" answered Yes of a card that had lost them);
            # "Does the Golem get a counter?" too, one counter asked of (no Yes or No was said)
            any_left = any(v["counters"].values())
            # "Does it have an astral counter?", "... no willpower counters?": of the kind named
            # just before the noun, where one is; "no" asks the other way round (it was "Yes —
            # ... has 3 willpower counters" to "Does it have no counters?")
            of_kind = KIND_OF_COUNTER.search(readers.without_card_names(low, ctx))
            if of_kind is not None and of_kind["kind"] not in NOT_A_COUNTER_KIND:
                any_left = bool(v["counters"].get(of_kind["kind"]))
            if re.search(r"\b(?:no|zero)\s+(?:[\w+/-]+\s+)?counters?\b", low):
                return yes(not any_left)
            return yes(not any_left if re.search(r"\blos[et]|\bremov", part) else any_left)
        flag = next((k for k, arg in ctx.game.vocab.object_keys.items() if arg.kind == "bool"
                     and k != "token"  # (a kind of object, not a state it is in)
                     and flag_said(k, part, ctx.scenario, re.NOFLAG)), None)
        if flag is not None and on_board and (
                not s.fields or flag in s.fields or flag in ctx.watch.derived or flag in v) and \
                not re.search(r"\b(?:los[et]|become|becomes|became|or)\b", part):
            # "Is the Guard still stunned in Bob's Main Phase?": the state as the ruling ends (a
            # state never set is false, and left out of the fact)
            return yes(bool(final.get(flag) or (isinstance(v, dict) and v.get(flag))))
        asked_as = re.search(r"\b(attacker|defender)\b", part) if "designation" in v else None
        if asked_as is not None:
            # "Is the Shieldbearer a defender?": its designation (RB 464.2.c.3).
            return yes(v["designation"] == asked_as[1])
        played = played_asked(part, ctx) if "zone" in v else None
        who = (played["who"] or played["what"] or "") if played is not None else ""
        if played is not None and (_mentions(who, s.id, ctx.res.card_name(s.id)) or
                                   re.search(r"\b(it|they)\b", who)):
            # "Is the Lance played?", "Is it registered?", "Does she use it?": whether the
            # card was played (a play step of it: by a player or by an effect; or the trigger
            # step of an automatic card, which is played as a spell as it triggers: FOW 708.3)
            return yes(any(st.kind in (StepKind.PLAY, StepKind.TRIGGER) and st.item == s.id
                           for st in ctx.res.steps))
        if re.search(r"\b(attach(?:es|ed)?|added to)\b", part) and "attached_to" in v:
            # "Is it attached?", and "Does the Pistol attach (to the Squire)?" asked as it is
            onto = re.search(r"\b(?:attach(?:es|ed)?|added)\s+(?:on)?to\s+(?P<what>[^?,;]+)",
                             part)
            host = str(v["attached_to"] or "")
            named = [o for o in ctx.res.final["objects"] if o != s.id and onto is not None and
                     _mentions(onto["what"], o, ctx.res.card_name(o))] if onto else []
            if named:
                # "Is the Mantle added to the Sentinel?" of one added to the Squire: whether it
                # is on the card the question names, not on any card.
                return yes(host in named)
            return yes(bool(host))
        attached = re.search(r"^\W*(?:is|was)\s+(?P<who>[^?,;]*?)\s+attached\b", part)
        if attached is not None and "zone" in v and _mentions(attached["who"], s.id,
                                                              ctx.res.card_name(s.id)):
            # "Is Unbound Insight attached?" of a card that went to the graveyard instead.
            return yes(bool(final.get("attached_to")))
        sent_to = readers.asked_arrival(clause, s.id, ctx) if "zone" in v else None
        if sent_to is not None:
            # "Is the Oak recalled?": whether it ends there, from somewhere else; or from the
            # board it had left there for ("Is Alice's Warden recalled?" of one that moved from
            # her base to attack and was recalled to it instead of dying, RB 370.1.b: it
            # started and ends in her base, and was recalled)
            went = [str(x.get("zone", "")) for _, x in ctx.watch.history(s)
                    if isinstance(x, dict) and x.get("zone")]
            return yes(str(final.get("zone", "")).partition(":")[0] == sent_to and (
                start.get("zone") != final.get("zone") or any(
                    z.partition(":")[0] != sent_to and ctx.res.is_board(z) for z in went)))
        deck_place = DECK_PLACE_ASKED.search(part) if "zone" in v else None
        if deck_place is not None and not re.search(r"\bor\b", low):
            # "Is the Warden still on top of her deck?": whether it ends in its deck just there
            spot = deck_spot(final.get("position") or {}) if final.get(
                "zone") == ctx.game.vocab.deck_zone else None
            return yes(spot in (("top", "only") if deck_place["top"] else ("bottom", "only")))
        if LEAVES_PLAY.search(part) and "zone" in v:
            # "Does the Squire leave play (the field)?": whether it left the board, not whether
            # it moved (from its base to a battlefield it stays in play; played from the hand
            # it entered), nor whether it went to the field the question names
            events = [n.event for _, n in ctx.events.get(s.id, [])]
            was_on = ctx.res.is_board(str(start.get("zone", "")))
            return yes("left" in events or (not on_board and (was_on or "entered" in events)))
        asked_zones = readers.asked_zones(clause, s.id, ctx) if "zone" in v and \
            not re.search(r"\bor\b", low) else set()
        if len(asked_zones) == 1:
            # "Is the Squire banished?", "Does it go to her hand?": whether it ends there; a
            # verb of going there asks whether it went, so a card there all along did not
            # ("Which Followers go to the graveyard?" of Bob's Squire already in it: audit 51)
            ends_there = final.get("zone") in asked_zones
            whose = readers.zone_player_asked(clause, asked_zones, ctx)
            if ends_there and whose is not None and whose != ctx._whose(final):
                # "Does the Golem go to Alice's graveyard?" of Bob's Golem she had taken and
                # destroyed: it went to its owner's (FOW 1010.1), not hers (it was "Yes")
                return "No"
            if ends_there and GOES_THERE.search(part) and \
                    final.get("zone") == start.get("zone") and not any(
                        isinstance(x, dict) and x.get("zone") not in (None, final.get("zone"))
                        for _, x in f.history):
                return "No"
            return yes(ends_there)
        if re.search(r"\bleaves?\b", low) and "zone" in v:
            return yes(start.get("zone") != final.get("zone"))
        moves = MOVES_IT.search(part)
        if moves is not None and ("zone" in v or "attached_to" in v) and (
                _mentions(moves["what"], s.id, ctx.res.card_name(s.id)) or
                re.search(r"\b(it|them)\b", moves["what"])):
            # "Does Weaponmaster move her Maul?": whether it is elsewhere now (another place or
            # another card it is attached to); No only where nothing ever moved it.
            where = ("zone", "attached_to")
            if any(start.get(k) != final.get(k) for k in where):
                return "Yes"
            return "" if any(n.event in ("moved", "left", "entered", "attached", "detached")
                             for _, n in ctx.events.get(s.id, [])) else "No"
        # (a counter's name asked, not a card's name that holds it: "Is Mana Well rested?"
        # asks its state, not its mana counters)
        unnamed = readers.without_card_names(low, ctx)
        for name in (v.get("counters") or {}) if isinstance(v.get("counters"), dict) else ():
            if re.search(rf"\b{re.escape(name)}\b", unnamed):
                if re.search(r"\blos[et]|\bspen[dt]|\bremov", part):
                    # "Does the Golem lose its limit counter?": fewer than it had, not any.
                    had = (start.get("counters") or {}).get(name, 0)
                    return yes(int(v["counters"][name] or 0) < int(had or 0))
                # "Does it have no mana counters?" asks the other way round (it was "Yes — ...
                # has 3 mana counters")
                none = re.search(rf"\b(?:no|zero)\s+(?:more\s+)?{re.escape(name)}\b", unnamed)
                return yes(bool(v["counters"][name]) != bool(none))
        if "counters" in v and isinstance(v["counters"], dict):
            # "Is Alice's ruler astral?": a counter the game's words name as what it makes
            # an object (Words.asked: Force of Will's astral), not as a counter
            said = ctx.w.asked.get("counters")
            asked = re.findall(rf"\b(?:{said})\b", unnamed) if said else []
            if asked:
                return yes(bool(v["counters"].get(asked[0])))
        if re.search(r"\bdamage\b.*\b(still there|still on (?:it|the \w+)|remains?|stays?|"
                     r"wears? off)\b",
                     part) and isinstance(v.get("damage"), int):
            # "Is the damage still there on Bob's next turn?": whether it is marked now.
            return yes(bool(v["damage"]) != bool(re.search(r"\bwears? off\b", part)))
        if re.search(r"\bha(?:ve|s)\s+(?:any\s+|that\s+|the\s+|its\s+)?damage\b", part) and \
                isinstance(v.get("damage"), int):
            # "In Bob's turn, does the Warden still have damage?", "... still have that
            # damage?": whether any is marked now.
            return yes(v["damage"] > 0)
        marked = re.search(r"\bha(?:ve|s)\s+(\d+)\s+damage\b", part)
        if marked is not None and isinstance(v.get("damage"), int):
            # "Does the Warden still have 3 damage?": whether it has just that much now.
            return yes(v["damage"] == int(marked[1]))
        stat_asked = _stat_amount_asked(part, ctx) if isinstance(v.get("stats"), dict) \
            else None
        if stat_asked is not None and isinstance(v["stats"].get(stat_asked[0]), int):
            # "Does the Guard have 3 Might (in the combat)?", "Is its Might 3?": whether its
            # stat is just that amount, as the fact (or the moment asked) reads it; not at a
            # moment judge does not place ("... when it attacks?") where the stat changed
            # during the ruling (its value as the ruling ends is no answer to it then)
            if moments.clause_of(q) is not None and \
                    not moments.placed(q, ctx.scenario.question or q, ctx) and \
                    _stat_changed(s, stat_asked[0], ctx):
                return ""
            return yes(v["stats"][stat_asked[0]] == stat_asked[1])
        taken = TAKES_AN_AMOUNT.search(part)
        if taken is not None and not re.search(r"\b(anyone|anybody|anything|someone|"
                                               r"something)\b", low):
            # "Does the Squire take 4 damage?": whether it was dealt just that much, by one
            # deal or by all of them together (a Repeat's two deals of 2); the amount, not any
            # damage ("take" read as a payment left it with no Yes or No)
            return yes(int(taken[1]) in _amounts_dealt(s.id, ctx))
        if re.search(r"\b(hit|damaged|takes? (?:the |its |any |battle |[\w-]+(?:'s|’s) )*damage|"
                     r"dealt (?:any )?damage)\b", low) and \
                not re.search(r"\b(anyone|anybody|anything|someone|something)\b", low):
            # Dealt damage at any step (it may have been healed or destroyed since); "Does
            # the Trader still take the damage?" too, but not "Does anyone take damage?",
            # which one object's No does not answer. A fact that does not watch its damage
            # (the Trader ends in the graveyard) says Yes by the step that dealt it, never No.
            hits = sum(1 for _, n in ctx.events.get(s.id, [])
                       if n.event == "damaged" and (n.amount or 0) > 0)
            if hits and DAMAGE_TIMES.search(part):
                # "Is the Golem dealt damage twice?" of a Golem a copy's damage destroyed before
                # the original resolved: how many times it was dealt damage, not whether it
                # was (it was "Yes — Golem (golem) is dealt 500 damage ... at step 11", once)
                wanted = readers.times_wanted(part)
                return yes(hits == 1 if wanted == 1 else hits >= wanted)
            if hits or "damage" in v:
                return yes(bool(hits))
        named_types = ctx.types_asked(s.id) if isinstance(v.get("types"), list) else []
        if named_types and not re.search(r"\bor\b", part):
            # "Is the Bulwark still a resonator once her turn ends?": the type asked, as it ends
            kind = named_types[0]
            if re.search(r"\blos[et]|\bno longer\b", part):
                return yes(kind not in v["types"])
            return yes(kind in v["types"])
        named_traits = ctx.traits_asked(s.id) if "traits" in v else []
        if named_traits and re.search(r"\bor\b", part):
            return ""  # "Is the Knight Holy or Dark?" asks which, not yes or no
        if named_traits:
            # "Does the Squire become Dark?", "Is the Knight still Holy?", "Does it lose Holy?":
            # the trait asked, as it ends; "become" of one it had all along is not for a Yes
            # (with those its traits give it by the game's rules: an Order Follower is a Human
            # one, VW IN.2.b)
            implied = ctx.game.objects.implied_by_traits
            now = {str(x).casefold() for traits in [[str(t) for t in v.get("traits") or ()]]
                   for x in (*traits, *implied(traits))}
            had = {str(x).casefold() for traits in [[str(t) for t in start.get("traits") or ()]]
                   for x in (*traits, *implied(traits))}
            trait = named_traits[0]
            if re.search(r"\blos[et]|\bno longer\b", part):
                return yes(trait not in now)
            if re.search(r"\b(becomes?|became|turns?|turned)\b", part):
                return "" if trait in had and trait in now else yes(trait in now)
            return yes(trait in now)
        ends_as = v.get("card") if "card" in v else (
            (ctx.res.final["objects"].get(s.id) or {}).get("card")
            if s.kind == "object" and not s.fields and re.search(
                r"\b(?:(?:turns?|turned|flips?|flipped) over|flips?)\b", low) else None)
        turned = re.search(r"\b(becomes?|turns? into|(?:turns?|turned|flips?|flipped) over|"
                           r"flips?)\b", low)
        if turned is not None and turned[1].startswith("become") and any(
                f not in ("card", "zone") and cached_pattern(pattern, re.I).search(
                    low[turned.end():]) for f, pattern in object_words(ctx).items()):
            # "Does it become astral?" asks of its astral counter (FOW 1024.2c), not of the
            # side it turned to ("Yes — ... is now Warden of the Cinder Vigil")
            turned = None
        if turned is not None and ends_as is not None and start.get("card"):
            # "Does the Covenant turn over?": whether it is another card now (its other side);
            # of a fact of the whole card too (no `expect:` chose its fields), whose card, not
            # changed, it leaves unsaid, where it asks of turning over (it got no Yes or No
            # without `expect:`; not "become", which may ask of stats)
            return yes(start.get("card") != ends_as)
        # A state the game declares true or false, never set, is left out of the fact: false.
        # With no `expect:` or `ask:`, the states the question names are watched of a card on
        # the board (`_Facts` adds them): "Is the Guard Blade stunned?" of one never stunned.
        # (only where the question asks of this card, as `_Facts` watches them: not of Bob's
        # Decree by "Is the token played?", nor of a card "it" is, whose state is not watched)
        flags = s.fields or (ctx._flags_asked() if on_board and not ctx.scenario.ask
                             and ctx.scenario.expect is None and _asks_of(
                                 " ".join(questions(ctx.scenario.question or "")), s.id,
                                 ctx.res.card_name(s.id), ctx.scenario) else ())
        unset = {k: False for k in flags if k not in v and ctx._is_flag(k)}
        for key, flag in {**unset, **v}.items():
            # "Is the Squire Empowered?", "Is the Stalker stunned?": the flag asked of it.
            was_flag = flag is None and isinstance(start.get(key), bool)
            if key != "exhausted" and (isinstance(flag, bool) or was_flag) and \
                    re.search(rf"\b{re.escape(key)}\b", part):
                return yes(bool(flag))
        if "exhausted" in v:
            # The last of the words is what is asked ("... on his recovered Sentinel. Is it
            # rested?" asks whether it is rested; "Does her rested Squire recover?" whether it
            # is recovered): a verb as much as a state.
            asked = re.findall(r"\b(recover(?:s|ed)?|read(?:y|ies|ied)|rest(?:s|ed)?|"
                               r"exhaust(?:s|ed)?)\b", low)
            # "Does each player recover their rested Ember Squire?": after "does", the verb is
            # asked, not a participle describing the card (the last word then)
            verbs = [w for w in asked if not w.endswith("ed")] if re.match(
                r"^\W*(?:does|do|did|will)\b", low) else []
            if asked:
                return yes(bool(v["exhausted"]) == (verbs or asked)[-1].startswith(
                    ("rest", "exhaust")))
        return ""
    if s.kind == "player" and isinstance(v, dict):
        final = ctx.res.final["players"].get(s.id, {})
        start = ctx.start_of(s) or ctx.res.initial.get("players", {}).get(s.id) or {}
        if LOSES_THE_GAME.search(low) and "life" not in low and not any(
                _loses_a_key(low, state, q)
                for state in (ctx.res.final.get("game") or {}).values()):
            # (not "Does she lose bf-a?": its control, the game's own state, is asked)
            return yes(bool(final.get("lost")))
        if (in_game := IN_THE_GAME_ASKED.search(clause)) is not None and \
                in_game["who"].casefold() == s.id.casefold():
            # "Is Bob still in the game?" (VW IN.1.a): No where he lost; of one who has not
            # lost, Yes while the game goes on (once it is over, nobody is still in it)
            if not final.get("lost") and ctx.res.outcome in ("win", "draw"):
                return ""
            return yes(bool(final.get("lost")) == bool(in_game["out"]))
        if re.search(r"\bsaves?\b", low) and "lost" in final and \
                _named(clause, s.id):
            return yes(not final["lost"])  # "Does Second Wind save Bob?": he has not lost
        if GIVEN_BACK.search(readers.without_card_names(low, ctx)):
            if _a_card_got_back(low, v):
                return ""  # a card got back: not the player's resources
            # (not "back" of a card's name: "Does Bob pay gold for Call Back?" was No, read as
            # whether his gold came back)
            return yes(readers.went_up(f, start, [k for k in v if k != "lost"]))
        if re.search(r"\btake\w* (?:\w+ ){0,2}damage\b|\blose\w* (?:\w+ ){0,2}life\b", part) \
                and "life" in v:
            # "Does Bob lose any life?", "Does Bob take battle damage?", "... lose 500 life?"
            amount = re.search(r"\b(\d+)\s+(?:life|damage)\b", part)
            lost = start.get("life", 0) - final.get("life", 0)
            if amount is None:
                return yes(lost > 0)
            # "... lose 200 life?" of 800 lost: just that much, in all or at one step (it was
            # "Yes" for any loss of at least 200)
            return yes(int(amount[1]) in {lost, *readers.went_down_by(f, start, "life")})
        place_event = readers.place_event_asked(part, ctx.game)
        if place_event is not None:
            # "Does she hold bf-a?", "Does she conquer bf-b this turn?": whether she did (the
            # game's own event the verb asks of: EventDecl.asked), not her points (a hold
            # already scored this turn, or replaced, is no hold).
            event, decl = place_event
            done = [n for st in ctx.res.steps for n in st.nodes
                    if n.event == event and n.player == s.id]
            places = {str(n.label.args.get(decl.place_arg, "")) for n in done
                      if isinstance(n.label, Msg)}
            # (a place named by id or by its card: "Does she conquer Sunken Plaza?")
            asked = readers.places_named(part, ctx, decl) if done else []
            return yes(bool(done) and (not asked or any(b in places for b in asked)))
        reach = re.search(r"\breach\w*\s+(\d+)\b", part)
        if reach is not None and "points" in v:
            return yes(final.get("points", 0) >= int(reach[1]))  # "Does she reach 8?"
        if re.search(r"\bscor\w*\b|\bgain\w* (?:a |the )?point\b", part) and "points" in v:
            # "Does her team score?", "Does she score again?": whether her points went up by
            # what the ruling did (a team's points are shared, RB 489.8.d).
            went_up = final.get("points", 0) > start.get("points", 0)
            scored_where = readers.place_named(part, ctx)
            scored_at = readers.places_scored(s.id, ctx) if scored_where is not None else set()
            if scored_where is not None:
                # "Does she score at Sunken Plaza?" of one who scored for bf-b alone, or whose
                # point came from elsewhere (an opponent's Burn Out, RB 431.2.d): No, by where
                # she scored (RB 469), not by her points; a teammate's point scored there and
                # shared (RB 489.8.d) is hers too
                return yes(scored_where in scored_at or (went_up and not scored_at and any(
                    scored_where in readers.places_scored(p, ctx)
                    for p in ctx.res.final["players"] if p != s.id)))
            return yes(went_up)
        lost_asked = _resource_lost_asked(part, v, ctx)
        if lost_asked:
            # "Does Alice lose her Energy?", "Does Bob lose 2 gold?": whether the resource the
            # question names went down at some step (by just that much, where it says how
            # much), not left without a Yes or No ("Alice still has 0 Energy")
            amount = re.search(r"\b(\d+)\s", part)
            return yes(any(
                (int(amount[1]) in readers.went_down_by(f, start, k)) if amount else
                bool(readers.went_down_by(f, start, k)) for k in lost_asked))
        if re.search(r"\blife\b.*\b(touched|changed?)\b", part) and "life" in v:
            return yes(final.get("life", 0) != start.get("life", 0))  # "Is Bob's life touched?"
        held = readers.resources_held(part, v, ctx, final) if re.search(
            r"\bha(?:ve|s)\b", part) and not re.search(
                r"\b(?:gain\w*|get\w*|los[et]\w*|pa(?:y|ys|id)|spen[dt]\w*)\b", part) else None
        if held is not None:
            return held
        if PAYS.search(part):
            return readers.spent_as_asked(f, part, start, ctx, q)
        if readers.named_as_owner_only(clause, s.id, v, ctx) or GETS_DONE_TO.search(low):
            # "Does Alice's Banner get summoned?" asks of the Banner, not of what Alice
            # gained (she paid gold for it): no Yes or No of her resources
            return ""
        if re.search(r"\b(gain\w*|get\w*)\b", low) or (
                re.search(r"\bgives?\b", part) and not re.search(r"\bor\b", part) and (
                    readers.asks_of_player(re.sub(r"\bher\b", "she", part), s.id, ctx) or any(
                        re.search(rf"\b{re.escape(ctx.w.resource(k))}\b", part, re.I)
                        for k in v if k not in ("lost", "life")))):
            # "Does Bob gain 300 life?", "Does Mend still give her 500 life?": whether what was
            # asked about went up: the resources the question names ("Does she gain XP?" is
            # not answered by her points), else any.
            asked = [k for k in v if k != "lost" and re.search(
                rf"\b{re.escape(ctx.w.resource(k))}\b", part, re.I)] or \
                [k for k in v if k != "lost"]
            gained = GAINS_AN_AMOUNT.search(part)
            counted = [k for k in asked if gained is not None and re.fullmatch(
                rf"{re.escape(ctx.w.resource(k))}s?", gained["what"], re.I)]
            if gained is not None and len(counted) == 1 and isinstance(final.get(counted[0]), int):
                # "Does Bob gain 500 life?" of 300 gained: just that much, in all or at one
                # step (it was "Yes" for any gain)
                key = counted[0]
                return yes(int(gained["n"]) in {final[key] - start.get(key, 0),
                                                *readers.went_up_by(f, start, key)})
            # at some step, not net: "Does Alice gain the gold at once?" of a gold skill that
            # resulted in the middle of the register after she paid for Gun Shot (VW REG.10.b)
            return yes(readers.went_up(f, start, asked))
        return ""
    if s.kind == "game" and re.search(rf"\b{re.escape(s.id)}\s+(?:\w+\s+)?(?:ends?|over)\b",
                                      low):
        # "Does the showdown end?", "Is the showdown over?": whether the game's own entry for
        # it is gone (nothing in progress), not what it holds.
        return yes(not v)
    if s.kind == "game" and not v and re.search(
            rf"\b(?:is|are)\s+(?:[\w-]+\s+){{0,3}}?(?:still\s+)?{re.escape(s.id)}\s*\?", low):
        # "Is it still contested?" of the game's own state that holds no entry as the ruling
        # ends (no battlefield contested): No, whichever it asks of
        return "No"
    if s.kind == "game" and isinstance(v, str) and (
            state := state_words_asked(q, ctx.game.vocab)) is not None and state[0] == s.id:
        # "Is the chain closed?": whether the state's value has each word asked (RB 309.1:
        # Closed while a chain exists), "Is it Neutral Open?" both
        return yes(all(w in v.split("-") for w in state[1]))
    if s.kind == "game" and s.id in _keys_held(ctx) and \
            (m := _key_holder(s.id).search(low)) is not None:
        # "Does Alice still hold focus?": the player the game's own key names now (focus
        # passed to Bob, RB 340.2.a: No), not her Energy ("No — alice has 0 Energy")
        who = m[1]
        if who in ("anyone", "anybody", "someone", "somebody"):
            return yes(v is not None)  # "Does anyone have focus?": whether any player holds it
        she = player_asked(q, ctx.scenario) if who in ("she", "he") else None
        players = [p for p in ctx.res.final["players"] if p.casefold() == who] or (
            [she] if she is not None else [])
        return yes(v == players[0]) if len(players) == 1 else ""
    if s.kind == "game" and isinstance(v, dict) and (
            re.search(rf"\b{re.escape(s.id)}\w*", low) or _loses_a_key(low, v, q)):
        # "Does Alice still control bf-a?": the entry of the game's own state (`control`) for
        # the key the question names, against the one player it names.
        keys = [k for k in v if _named(q, str(k))] or [
            k for k in v if _mentions(q, str(k), ctx.res.card_name(str(k)))]  # ("Sunken Plaza")
        # The player the question itself names, or she/he: the one the question names other
        # than as an owner ("Alice controls bf-a while Bob's Spark Bolt ... Does she?": not Bob)
        own = _own_sentence(q)
        players = readers.actors(own, ctx) or (readers.actors(q, ctx) if PERSON.search(own) else [])
        if not players and PERSON.search(own):
            # "Alice's only unit at bf-a ... Does she control bf-a?": the one player the whole
            # question names (as an owner too), as "Does she win?" reads it
            players = [p for p in ctx.res.final["players"]
                       if _named(ctx.scenario.question or q, p)]
        if len(players) > 1 and PERSON.search(own):
            # "Bob controls Border Writ (...). Alice's Trail Hound moves to the empty bf-b.
            # Does she control it?": she is the one player the sentence right before names
            # (as an owner too), not either of the two the whole question names
            before = _sentence_before(ctx.scenario.question or q, own)
            players = [p for p in players if _named(before, p)] or players
        if len(keys) == 1 and len(players) == 1:
            if LOSES_KEY.search(low):
                # "Does she lose (control of) bf-a?": it was hers and is not as the ruling
                # ends (RB 190.4.c: her last unit there gone), not whether she lost the game
                was = (ctx.start_of(s) or (ctx.res.initial.get("game") or {}).get(s.id) or {})
                return yes(was.get(keys[0]) == players[0] and v[keys[0]] != players[0])
            return yes(v[keys[0]] == players[0])
        return ""
    if s.kind == "winner" and isinstance(v, dict):
        if re.search(GAME_ENDS, part):
            return yes(v.get("outcome") in ("win", "draw"))  # "Does the game end?"
        if re.search(GAME_GOES_ON, part, re.I):
            return yes(v.get("outcome") == "ongoing")  # "Does the game go on?"
        if re.search(GAME_DRAWN, part, re.I):
            return yes(v.get("outcome") == "draw")  # "Is the game a draw?" (FOW 1301.1c)
        if re.search(r"\b(anyone|anybody|someone|somebody)\b", part) and \
                re.search(r"\bwins?\b", part):
            return yes(v.get("outcome") == "win")  # "Does anyone win?"
        if re.search(r"\b(?:wins?|won)\b", low):
            named = [p for p in ctx.res.final["players"] if _named(q, p)]
            if not named and PERSON.search(q) and ctx.scenario.question:
                # "Alice has 7 points, Bob 5. Alice's Triumph gives her 1 point. Does she
                # win?": she is the one player the sentence before names.
                before = _sentence_before(ctx.scenario.question, q)
                named = [p for p in ctx.res.final["players"] if _named(before, p)]
                named = named if len(named) == 1 else []
            if not named and (PERSON.search(q) or TEAM.search(q)) and ctx.scenario.question:
                # "Alice ... conquers bf-b. Does she win?", "... Does the team win?": she, or
                # her team, is the one the whole question names.
                named = [p for p in ctx.res.final["players"]
                         if _named(ctx.scenario.question, p)]
            teams = {ctx.res.team(p) for p in named}
            if TEAM.search(q) and len(teams) == 1:
                return yes(v.get("winner") in next(iter(teams)))  # RB 489.6.a: teams win
            if len(named) == 1:
                return yes(v.get("winner") == named[0])
        if LOSES_GAME_ASKED.search(part):
            # "Does Bob lose?": he lost where the game ended and he is not who won (or drew).
            named = [p for p in ctx.res.final["players"] if _named(clause, p)]
            if len(named) == 1 and v.get("outcome") in ("win", "draw"):
                return yes(v.get("winner") != named[0] or v.get("outcome") == "draw")
            if len(named) == 1 and v.get("outcome") == "ongoing" and LOSES_ASKED.search(part):
                # "Does Bob lose the game?" of a game that goes on: whether he is out of it
                # (a player may lose while the others play on), No where the ruling says why
                # ("bob's deck is empty: ... not drawn", VW HP.17)
                return yes(bool((ctx.res.final["players"].get(named[0]) or {}).get("lost")))
        return ""
    return ""


def _more_than_its_own(own: list[tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]],
                       statics: list[tuple[tuple[str, int], ...]], obj: dict[str, Any],
                       start: dict[str, Any] | None, fields: list[str]) -> bool:
    """Whether a stat asked changed from the start by the step's own change (`own`: what it
    added and set) and the static abilities' parts (`statics`: what each adds) together, these
    adding something: said with the step's change alone, the lead would credit the step with
    the static abilities' part ("ATK 3 (it had ATK 1), when Knighting results" of a +1 ATK
    that made the Acolyte a knight under "knights get +1 ATK"). Not where the step set a stat,
    or the object was another card at the start (nothing to rise from)."""
    if start is None or start.get("card") != obj.get("card") or any(put for _, put in own):
        return False
    was, now = start.get("stats") or {}, obj.get("stats") or {}
    asked = [sub for f in fields for base, _, sub in [f.partition(".")] if base == "stats"]
    keys = [k for k in (now if "" in asked else asked) if k in was and k in now]

    def added(parts: list[tuple[tuple[str, int], ...]], k: str) -> int:
        return sum(v for add in parts for kk, v in add if kk == k)

    mine = [add for add, _ in own]
    return any(added(statics, k) and now[k] - was[k] == added(mine, k) + added(statics, k)
               for k in keys)


def _said_within(said: object, template: str) -> Msg | None:
    """The message of `template` nested in `said` (a step's message and its arguments), or
    None."""
    if not isinstance(said, Msg):
        return None
    if said.id == template:
        return said
    for arg in said.args.values():
        found = _said_within(arg, template)
        if found is not None:
            return found
    return None
