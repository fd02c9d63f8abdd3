"""[Consensus] (A or B) (FOW 1172). On a chant (1172.3): "as you start resolving this card,
starting with the next player in clockwise order, each player chooses (A) or (B); then perform
only the effect chosen more times, or the tie's if (A) and (B) were chosen as often". On a
resonator, addition or regalia (1172.2): "as this card enters the field, starting with you, each
player in clockwise order chooses (A) or (B); then perform the following effects".

What a file writes: a chant with `keywords: [consensus]` and three `modes:` named `A`, `B` and
`Tie` (the votes choose the mode; nobody chooses one as it is played). Each player's vote is
`decisions: {<card id>: {choices: {<player>: A}}}`; without it judge takes `A` and says so.
Targets (1172.3a): the chant is played choosing its own `targets:` (chosen for whichever option
is voted), then the targets of every option, in the order A, B, Tie; after the vote only its own
and the chosen option's targets are its targets. In an option, `$1` on names the chant's own
targets, then the option's (Rulebook.modes_after_targets).
A resonator, addition or regalia writes the text after the vote under `consensus:` (effects),
done as it enters the field, after the vote; there, and in a chant's options, `{votes: A}` is
how many players chose A and the condition `{vote: A}` (or `B`, `Tie`) which was chosen more
times. On a card entering as a J-ruler or magic stone it is ignored (1172.2a).

Types 1172.2-1172.3 do not name: a rune that is neither a chant nor an addition is written as a
chant is, and resolves from the chase as one (711.2a): house policy FOW HP.30 (`consensus.rune`)
says whether it votes as a chant (the default) or ignores [Consensus]. A ruler, sub-ruler,
warden, order card, extension rule or token never enters the field as that type nor resolves
from the chase (321.1, 321.2, 321.6, 321.7), so its [Consensus] never votes (the opening note
NEVER_VOTES says so).
"""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.conditions import GameCondition, GameQuantity
from judge.engine.declare import EffectDecl
from judge.engine.declare_statics import OpeningNote
from judge.engine.trace import StepKind
from judge.model.args import Arg, optional, required
from judge.model.cards import CardDef, Mode
from judge.model.effects import Effect, arg
from judge.model.scenario import Scenario
from judge.model.state import GameObject, StackItem
from judge.msg import Items, Msg, phrase, phrases
from judge.record import dataclass, nested_records, replace, walked_records

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table

#: The card key (internal) where a [Consensus] chant's options wait for the vote.
OPTIONS = "consensus:options"
#: The card key (internal): how many targets a [Consensus] chant has outside its options.
SHARED = "consensus:shared"
#: The card key of a resonator's, addition's or regalia's text after the vote (FOW 1172.2).
AFTER_VOTE = "consensus"
#: The item key (internal) where the vote's count waits for the text that reads it.
VOTES = "consensus:votes"
NAMES = ("A", "B", "Tie")

CONSENSUS_CARD_KEYS: dict[str, Arg] = {
    AFTER_VOTE: optional("effects", "[Consensus] on a resonator, addition or regalia: the text "
                         "performed after the vote as it enters the field (FOW 1172.2)"),
}


#: The types whose [Consensus] votes as the card enters the field (FOW 1172.2).
PERMANENT_TYPES = ("resonator", "addition", "regalia")
#: FOW 1172.2-1172.3 name no other type; a ruler, sub-ruler, warden, order card or extension rule
#: never enters the field as that type nor resolves from the chase (FOW 321.1, 321.2, 321.6,
#: 321.7, 317.4), so its [Consensus] never votes: said of one on the starting board.
NEVER_VOTES = OpeningNote(
    "consensus", ("FOW 1172.2", "FOW 1172.3"), "{name} has [Consensus], which votes only as a "
    "resonator, addition or regalia enters the field or as a chant starts resolving; a card of "
    "its type where it is never does either, so its [Consensus] does nothing",
    zones=("ruler_area", "order_area", "extension_rule_area", "item_area"))


def played_as_a_spell(card: CardDef) -> bool:
    """A rune that is neither a chant nor an addition: its copy is played and resolves from the
    chase, its text performed as it resolves (FOW 711.2, 711.2a), as a chant's is."""
    return card.is_type("rune") and not card.is_type("chant", "addition")


def _options(card: CardDef) -> dict[str, Mode]:
    raw = card.get(OPTIONS)
    return {m.name: m for m in raw} if isinstance(raw, tuple) else {}


# ----- the vote ---------------------------------------------------------------------------------
def ballot(t: Table, card_id: str, first: str) -> tuple[dict[str, str], list[str]]:
    """Each player's vote, from `first` in turn order (FOW 1172.2, 1172.3), and the players
    whose vote judge took as A (the file does not say)."""
    state = t.state
    votes: dict[str, str] = {}
    defaulted: list[str] = []
    player = first
    for _ in state.players:
        chosen = t.decision(card_id, "choices", player)
        if chosen is None:
            chosen = "A"
            defaulted.append(player)
        if chosen not in ("A", "B"):
            t.bad_decision((card_id, "choices", player), f"{player} votes A or B, not "
                           f"{chosen!r} ([Consensus], FOW 1172.2-1172.3)")
        votes[player] = str(chosen)
        player = state.next_player(player)
    return votes, defaulted


def counted(votes: dict[str, str]) -> tuple[dict[str, int], str]:
    """How many chose A and B, and the option chosen more times (`Tie` when as often)."""
    a, b = sum(v == "A" for v in votes.values()), sum(v == "B" for v in votes.values())
    return {"A": a, "B": b}, outcome(a, b)


def outcome(a: int, b: int) -> str:
    """The option chosen more times, or `Tie` (FOW 1172.3)."""
    return "A" if a > b else "B" if b > a else "Tie"


def said_votes(votes: dict[str, str], defaulted: list[str], card_id: str
               ) -> tuple[Items, Msg | str]:
    """The votes as the step says them, and how to choose those judge took as A."""
    # a vote is said as the scenario writes it (`A`, `B`); the decisions key is file syntax
    said = Items([f"{p} {v}" for p, v in votes.items()], commas=True)
    chosen_by = Msg(" ({players}: A, judge's default; set `decisions: {{{source}: {{choices: "
                    "{{<player>: A or B}}}}}}` to choose)",
                    players=Items(defaulted, commas=True), source=card_id) \
        if defaulted else ""
    return said, chosen_by


def vote(t: Table, item: StackItem) -> str | None:
    """FOW 1172.3: the players vote as the chant starts resolving; its effect becomes the option
    chosen more times, or the tie's. What the step says, or None for another item."""
    obj = t.state.objects.get(item.source or "")
    options = _options(obj.card) if obj is not None and item.kind == "card" else {}
    if not options or obj is None:
        return None
    if played_as_a_spell(obj.card) and not a_rune_votes(t, item, obj):
        return None
    votes, defaulted = ballot(t, obj.id, t.state.next_player(item.controller))
    item.extra[VOTES], winner = counted(votes)
    shared = obj.card.get(SHARED)
    shared = shared if isinstance(shared, int) else 0
    keep_targets_of(item, list(options.values()), winner, shared)
    targeted = ("FOW 1172.3a",) if shared or any(m.targets for m in options.values()) else ()
    item.effect = options[winner].effect
    said, chosen_by = said_votes(votes, defaulted, obj.id)
    performed = Msg("the tie") if winner == "Tie" else Msg("option {winner}", winner=winner)
    t.step(StepKind.EFFECT, Msg("[Consensus] vote as {item} starts resolving, from the next "
                                "player: {votes}{chosen_by}; {performed} is performed",
                                item=t.item_label(item), votes=said, chosen_by=chosen_by,
                                performed=performed), ("FOW 1172.3", *targeted), item=item.id)
    return None


def a_rune_votes(t: Table, item: StackItem, obj: GameObject) -> bool:
    """A rune that is neither a chant nor an addition: FOW 1172.3 reads [Consensus] on chants,
    and such a rune resolves from the chase as a chant does (711.2a). House policy FOW HP.30
    (`consensus.rune`): by default it votes as a chant does; `ignored`: its [Consensus] does
    nothing, as 1172.2a ignores it on a card of a type the rule does not name, and none of its
    options is performed (the step says so)."""
    policy = t.policy_id("consensus.rune")
    t.cite_also_rule(policy)
    if not t.policy_is("consensus.rune", "ignored"):
        return True
    item.effect = ()
    item.targets = item.target_specs = ()
    t.step(StepKind.EFFECT, Msg("{item} is a rune, not a chant: its [Consensus] is ignored and "
                                "no option is performed (house policy {policy})",
                                item=t.item_label(item), policy=policy),
           ("FOW 1172.3", "FOW 711.2a", policy), item=item.id)
    return False


def keep_targets_of(item: StackItem, options: list[Mode], winner: str, shared: int = 0) -> None:
    """FOW 1172.3a: the targets were chosen for every option as the chant was played, after its
    own (`shared`); after the vote only its own and the chosen option's are checked and affected
    (FOW 903.3a skips an illegal one while its other effects are still performed), so they
    become the item's only targets."""
    start = shared
    for mode in options:
        end = start + len(mode.targets)
        if mode.name == winner:
            break
        start = end
    else:
        return
    kept = [*range(shared), *range(start, end)]
    skipped = item.extra.get("illegal_targets")
    if isinstance(skipped, tuple):
        item.extra["illegal_targets"] = tuple(kept.index(i) for i in skipped if i in kept)
    item.targets = tuple(item.targets[i] for i in kept)
    item.target_specs = tuple(item.target_specs[i] for i in kept)


@dataclass(frozen=True)
class ConsensusVote(Effect):
    """FOW 1172.2: as this card enters the field, starting with its controller, each player
    chooses A or B; then its text after the vote (`consensus:`) is performed (internal: only
    [Consensus] on a resonator, addition or regalia makes it). FOW 1172.2a: a card entering as a
    J-ruler or magic stone votes nothing."""

    kind: ClassVar[str] = "consensus_vote"


def run_vote(t: Table, item: StackItem, e: ConsensusVote) -> str | None:
    obj = t.state.objects.get(item.source or "")
    if obj is None:
        return None
    if obj.card.is_type("j_ruler", "magic_stone"):
        t.cite_also_rule("FOW 1172.2a")
        return phrase(Msg("its [Consensus] is ignored: it enters as a {type}",
                          type=Msg("J-ruler") if obj.card.is_type("j_ruler")
                          else Msg("magic stone")))
    votes, defaulted = ballot(t, obj.id, item.controller)
    item.extra[VOTES] = counted(votes)[0]
    said, chosen_by = said_votes(votes, defaulted, obj.id)
    t.step(StepKind.EFFECT, Msg("[Consensus] vote as {object} enters the field, from its "
                                "controller: {votes}{chosen_by}", object=t.name(obj.id),
                                votes=said, chosen_by=chosen_by), ("FOW 1172.2",),
           actor=obj.controller)
    after = obj.card.get(AFTER_VOTE)
    done = [d for d in t.run_effects(item, after) if d] if isinstance(after, tuple) else []
    return phrases(done)


VOTE = EffectDecl(ConsensusVote, run_vote, "[Consensus]: each player chooses A or B, then "
                  "the text after the vote", internal=True)


# ----- what the text after the vote reads ---------------------------------------------------
def _counts(item: StackItem) -> dict[str, int]:
    raw = item.extra.get(VOTES)
    return raw if isinstance(raw, dict) else {}


@dataclass(frozen=True)
class Votes(GameQuantity):
    """`{votes: A}`: how many players chose that option in the [Consensus] vote (FOW 1172.2,
    1172.3); read in the text after the vote and in a [Consensus] chant's options only."""

    kind: ClassVar[str] = "votes"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1172.2",)
    votes: str = arg(required("str", "the option: A or B", choices=("A", "B")))

    def value(self, t: Table, item: StackItem) -> int:
        return _counts(item).get(self.votes, 0)

    def said(self) -> str:
        return phrase(Msg("the number of players who chose {option}", option=self.votes))


@dataclass(frozen=True)
class Vote(GameCondition):
    """`{vote: A}`: that option was chosen more times in the [Consensus] vote (`Tie`: A and B as
    often; FOW 1172.2, 1172.3); read in the text after the vote and in a [Consensus] chant's
    options only."""

    kind: ClassVar[str] = "vote"
    rules: ClassVar[tuple[str, ...]] = ("FOW 1172.2",)
    vote: str = arg(required("str", "the outcome: A, B or Tie", choices=NAMES))

    def check(self, t: Table, item: StackItem) -> bool:
        counts = _counts(item)
        return bool(counts) and outcome(counts.get("A", 0), counts.get("B", 0)) == self.vote

    def said(self) -> str:
        if self.vote == "Tie":
            return phrase(Msg("A and B were chosen as often"))
        return phrase(Msg("{option} was chosen more times", option=self.vote))


def reads_votes(value: object) -> bool:
    """Whether card text reads the vote (`votes`, `vote`) anywhere in `value`: a whole card's
    text walked once for every check of it (walked_records), a part of it walked here."""
    walk = walked_records if isinstance(value, CardDef) else nested_records
    return any(isinstance(r, (Votes, Vote)) for r in walk(value))


# ----- checking a file ----------------------------------------------------------------------------
def validate_card(scenario: Scenario, name: str, card: CardDef,
                  problem: Callable[[tuple[str | int, ...], str], None]) -> CardDef:
    if card.get(OPTIONS) is not None:
        return card  # already read
    has = "consensus" in card.keywords
    after = card.get(AFTER_VOTE)
    if not has:
        if after is not None:
            problem(("cards", name, AFTER_VOTE), "`consensus:` is the text after a [Consensus] "
                    "vote: the card needs `keywords: [consensus]` (FOW 1172.2)")
        elif reads_votes(card):
            problem(("cards", name), "`votes:` and `vote:` read a [Consensus] vote: only a card "
                    "with [Consensus] has one (FOW 1172.2-1172.3)")
        return card
    if card.is_type("chant") or played_as_a_spell(card):
        # FOW 1172.3; a rune that is neither a chant nor an addition resolves from the chase as
        # a chant does (711.2a): house policy FOW HP.30 says how it reads [Consensus]
        return _chant(name, card, problem)
    if card.is_type("j_ruler", "magic_stone"):
        # FOW 1172.2a: it votes nothing; the vote effect says so as it enters
        return _permanent(card)
    if not card.is_type(*PERMANENT_TYPES):
        # A ruler, sub-ruler, warden, order card, extension rule or token: it never enters the
        # field as that type nor resolves from the chase (FOW 321.1, 321.2, 321.6, 321.7), so
        # neither vote of 1172.2-1172.3 ever happens; the opening note says so (NEVER_VOTES).
        return card
    if not isinstance(after, tuple) or not after:
        problem(("cards", name), "[Consensus] on a resonator, addition or regalia needs its "
                "text after the vote: `consensus: [<effects>]` (FOW 1172.2)")
        return card
    if reads_votes((card.abilities, card.effect, card.modes, card.get("as_enters"))):
        problem(("cards", name), "`votes:` and `vote:` are read in the text after the vote "
                "(`consensus:`) only (FOW 1172.2)")
    return _permanent(card)


def _permanent(card: CardDef) -> CardDef:
    """FOW 1172.2: the vote and the text after it are done as the card enters the field, before
    anything sees it entered (engine/entering.py's `as_enters`)."""
    before = card.get("as_enters")
    rest = before if isinstance(before, tuple) else ()
    if any(isinstance(e, ConsensusVote) for e in rest):
        return card  # already read
    extra = tuple((k, v) for k, v in card.extra if k != "as_enters")
    return replace(card, extra=(*extra, ("as_enters", (ConsensusVote(), *rest))))


def _chant(name: str, card: CardDef,
           problem: Callable[[tuple[str | int, ...], str], None]) -> CardDef:
    if card.get(AFTER_VOTE) is not None:
        problem(("cards", name, AFTER_VOTE), "a [Consensus] chant performs the option voted "
                "(its modes A, B and Tie), not text after the vote (FOW 1172.3)")
        return card
    names = sorted(m.name for m in card.modes)
    if names != sorted(NAMES):
        problem(("cards", name, "modes"), "a [Consensus] chant has three modes named A, B and "
                "Tie: the options voted on and the tie's effect (FOW 1172.3)")
        return card
    if reads_votes((card.abilities, card.effect)):
        problem(("cards", name), "`votes:` and `vote:` are read in a [Consensus] chant's "
                "options only (FOW 1172.3)")
    # FOW 1172.3a: its own targets, then those of every option (A's, B's, the tie's), are
    # chosen as it is played
    options = tuple(sorted(card.modes, key=lambda m: NAMES.index(m.name)))
    targets = (*card.targets, *(f for m in options for f in m.targets))
    return replace(card, modes=(), targets=targets,
                   extra=(*card.extra, (OPTIONS, options), (SHARED, len(card.targets))))
