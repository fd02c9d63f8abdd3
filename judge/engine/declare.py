"""The declarations of the plug-in contract: an effect kind and a verb, each declared once.

An `EffectDecl` ties an effect record (its `arg(...)` fields: names, types, defaults, docs) to
the function that carries it out and to the phrase that describes it. A `Verb` is a player action
(`{by: p, do: verb, ...}`): its arguments and what it does. The engine's own (the core effects in
engine/effects.py, pass / play / activate in engine/actions.py) and every game's are the same kind
of record; the loader, the JSON Schema and the docs are generated from them, never from a second
list.
"""

from __future__ import annotations

from judge.model.args import Arg
from judge.model.cards import CardDef, Cost
from judge.model.effects import Effect, declared_args
from judge.msg import Msg
from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from judge.engine.table import Table
    from judge.model.scenario import Action
    from judge.model.state import GameObject, GameState, StackItem


@dataclass(frozen=True)
class CostPart:
    """A part of a cost a play may leave unpaid (`free: <name>`; RB 356.1.b.2: "without paying
    its Energy cost"), declared by the game (`Vocabulary.cost_parts`): the resources of the
    cost it covers, whether X is one of them, and how a step says it. (`free: all`, "ignoring
    any and all of its costs", and `free: true`, its cost, are every game's.)"""

    resources: tuple[str, ...]
    x: bool
    said: Msg  # "without paying its Energy cost"
    played: Msg  # "played without paying its Energy cost"


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is illegal now: the reason in plain words and the rules that forbid it."""

    reason: str
    citations: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PlayPlan:
    """What playing a card or activating an ability costs now, as the timing rules worked it
    out (a check returns it; it stashes nothing): the cost to pay (before a card's additional
    cost), and notes for the payment and the steps that follow (e.g. abilities its player will
    use while paying; copied into the stack item's `extra`). `citations`: the rules under which
    the timing rules allow it now, which the play step cites (empty: the reporting policy's
    `play_citations`). `extra`: additional costs the game's rules add to this play beyond the
    card's own (an optional additional cost its player chose to pay, a mandatory one another
    card imposes): paid with the card's additional cost, so still paid when the card is played
    without paying its cost (RB 356.1.b.3)."""

    cost: Cost
    notes: tuple[tuple[str, object], ...] = ()
    citations: tuple[str, ...] = ()
    extra: Cost | None = None
    #: The part of `extra` that is optional additional costs its player chose to pay (RB
    #: 356.2.b: Accelerate, Repeat): a reduction of only those reaches no other (RB 356.4.c).
    optional: Cost | None = None
    #: Reductions the game's own rules make to this play (a keyword that lowers the cost as the
    #: card is played, e.g. FOW 1162.2): applied with the other reductions, after every
    #: increase (FOW 903.2k-4), each with what the play step calls it.
    less: tuple[tuple[str, int, str], ...] = ()
    #: A cost paid beside the card's own that no cost change touches: neither an increase nor
    #: a reduction of the card's cost reaches it, and it is paid even when the card is played
    #: without paying its cost (FOW 712.2a, 712.2d: a Revolution Order's will).
    apart: Cost | None = None
    #: The card as it is played, when its player chose another face than the one up now (FOW
    #: 903.2b, 1117.2: a Shift card played future side up): from the choice on, its targets,
    #: text, costs and characteristics are that face's (FOW 1302.2e-1302.2f).
    face: CardDef | None = None

    def note(self, key: str, default: object = None) -> object:
        return dict(self.notes).get(key, default)


#: The note of a PlayPlan (copied into its stack item's `extra`) that holds the rules the plan
#: applied to the cost (a tuple of rule ids: a free play, a discount ...): the cost step cites
#: them after its own (Reporting.cost_citations).
PLAN_RULES = "why"
#: The note of a PlayPlan that holds the rules under which the timing rules allow the play now
#: (e.g. a keyword that lets it be played in response): the play step cites them after its own
#: (Reporting.play_citations).
PLAY_TIMING = "timing"


@dataclass(frozen=True)
class EffectDecl:
    """One effect kind: its record, what it does, and how it reads.

    `run(table, item, effect)` does it and returns a short phrase for the step ("deals 3 damage to
    Trader Male"), or None if it did nothing. `rest` names the argument that takes every key the
    others do not (`{gain: {gold: 1}}`: the resources). `phrase` describes the effect in the docs
    and in `explain` ("deal {amount} damage to {target}")."""

    record: type[Effect]
    run: Callable[[Table, StackItem, Any], str | None]
    phrase: str = ""
    rest: str | None = None
    internal: bool = False  # made by the game's own procedures only: no file may write it

    @property
    def kind(self) -> str:
        return self.record.kind

    @property
    def doc(self) -> str:
        return " ".join((self.record.__doc__ or "").split())

    #: Choices a game adds to one of the arguments (an argument name -> the extra choices), and
    #: those it removes.
    more: tuple[tuple[str, tuple[str, ...]], ...] = ()
    less: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: What the choices made for the effect as its card is played must be, checked then (an
    #: illegal one refuses the play, citing the rule): `check_played(table, item, effect)` with
    #: the item the play would make (its choices and targets), a Refusal or None. FOW
    #: 903.2j-1: a division of damage among targets, decided as it is played.
    check_played: Callable[[Table, StackItem, Any], Refusal | None] | None = None

    @property
    def args(self) -> dict[str, Arg]:
        """The arguments as this game takes them: the core's choices less those it removes, plus
        its own. An argument left with no choice at all is one the game does not have (a file
        writing it is an error), e.g. `forbid`'s `to`, which only a game whose plays choose a
        location takes."""
        declared = declared_args(self.record)
        for name, gone in self.less:
            declared[name] = replace(declared[name], choices=tuple(
                c for c in declared[name].choices if c not in gone))
        for name, extra in self.more:
            declared[name] = replace(declared[name], choices=declared[name].choices + extra)
        for name, _ in self.less:
            if not declared[name].choices:
                del declared[name]
        return declared

    def replacing(self, run: Callable[[Table, StackItem, Any], str | None],
                  phrase: str = "") -> EffectDecl:
        """The same effect kind carried out a game's own way (e.g. Force of Will's destroy)."""
        return EffectDecl(self.record, run, phrase or self.phrase, self.rest, self.internal,
                          self.more, self.less, self.check_played)

    def narrowing(self, arg: str, *choices: str) -> EffectDecl:
        """The same effect kind without some of the core's choices for one argument, where a
        game has no such thing (e.g. Riftbound has no attack or block to forbid)."""
        return EffectDecl(self.record, self.run, self.phrase, self.rest, self.internal,
                          self.more, (*self.less, (arg, choices)), self.check_played)

    def widening(self, arg: str, *choices: str) -> EffectDecl:
        """The same effect kind taking choices of a game's own for one argument (e.g. the things
        Force of Will's `forbid` may forbid beyond the core's)."""
        return EffectDecl(self.record, self.run, self.phrase, self.rest, self.internal,
                          (*self.more, (arg, choices)), self.less, self.check_played)


@dataclass(frozen=True)
class Verb:
    """A player action verb: its arguments and what it does on the table. `with_priority=False`:
    the verb is not taken with priority and checks its own timing (e.g. a battle declaration the
    non-turn player makes while the turn player holds priority); an open choice still gates it,
    unless `any_time`."""

    name: str
    doc: str
    args: dict[str, Arg]
    run: Callable[[Table, Action], None]
    with_priority: bool = True
    #: Taken even while another player's choice is open (e.g. conceding, which the rules allow
    #: at any time): the verb checks all its own conditions.
    any_time: bool = False


def effects_table(*decls: EffectDecl) -> dict[str, EffectDecl]:
    """Effect declarations by kind (each kind once)."""
    out: dict[str, EffectDecl] = {}
    for d in decls:
        if d.kind in out:
            raise ValueError(f"effect kind {d.kind!r} is declared twice")
        out[d.kind] = d
    return out


@dataclass(frozen=True)
class ResourceKinds:
    """Which abilities a game's rules make resource abilities (they take effect at once, off
    the stack), declared as data: the rules, not the author, decide it, so a file whose `kind:`
    says otherwise is refused with the message given here (StackRules.kind_contradiction).

    An ability is one when every way it can go (its effects, or each mode's) gains one of
    `gains`; where `untargeted` is set it must also need no target, unless its card is of a type
    in `targets_allowed_on`. `must_be_on` gives a card type's own message for "write
    `kind: resource`" (its rule differs)."""

    gains: tuple[str, ...]
    gains_none: str  # `kind: resource` of an ability that gains none of them
    must_be: str  # `kind: activated` of an ability that is one
    untargeted: bool = False
    targets_allowed_on: tuple[str, ...] = ()
    targets_message: str = ""  # `kind: resource` of a targeting one where untargeted applies
    must_be_on: tuple[tuple[str, str], ...] = ()
    #: The card types whose abilities are resource abilities though they gain only under a
    #: requirement (an instruction's `if:` or "you may": FOW 907.1b, a magic stone's), and why
    #: `kind: resource` of such an ability on another card is refused (FOW 907.1a); no message:
    #: the game's rules say nothing of such a requirement (it gains none unconditionally).
    requirements_allowed_on: tuple[str, ...] = ()
    requirement_message: str = ""
    requirement_rules: tuple[str, ...] = ()  # cited as one of those resolves (FOW 907.1b)
    #: Cited as an activated ability that gains one of `gains` but is no resource ability (it
    #: targets, or gains only under a requirement) is put on the stack: why it uses the stack
    #: and may be answered (FOW 907.1a).
    not_one_rules: tuple[str, ...] = ()
    #: What the step of one taking effect cites and says (StackRules.resource_ability; no
    #: rules: the game's Role.RESOURCE, "takes effect at once"), and a house policy option
    #: under which it starts the round of passes afresh.
    rules: tuple[str, ...] = ()
    verb: str = "takes effect at once"
    restarts_round: tuple[str, str] | None = None
    #: It still goes on the stack as it takes effect (VW REG.10.a): once done it is an item that
    #: has left the stack, so a target naming it is refused by the rule on what has left it
    #: (Role.ITEM_LEFT), not as one of the wrong kind.
    registered: bool = False


@dataclass(frozen=True)
class IllegalTargets:
    """What an item does on resolution when some of its targets are illegal, declared as data
    (StackRules.targets_fail). Default: it fails only if all of them are, citing the game's
    target rules (Role.TARGET_GONE / TARGET_RECHECK).

    - `partial`: it never fails for its targets: it resolves and skips the illegal ones (FOW
      903.3a, RB 359.3.e.1);
    - `rules`: cited after the game's target rules; `only_rules`: cited instead of them;
    - `several`: (policy key, option, rule) for an item with several targets: under that house
      policy option one illegal target fails the whole item; the rule is cited either way;
    - `whole_card`: (card type, rules): a card of that type that targets as it is played fails
      whole, citing those rules, whatever `partial` says (FOW 1002.1a addable additions);
    - `gone_from_play`: the game's rule for a target gone (Role.TARGET_GONE) speaks only of
      one that left play (VW REG.8.b); a target chosen off the board and the stack (a
      Follower in a graveyard) that moved on is one no longer legal (Role.TARGET_RECHECK, VW
      REG.8.a)."""

    partial: bool = False
    rules: tuple[str, ...] = ()
    only_rules: bool = False
    several: tuple[str, str, str] | None = None
    whole_card: tuple[str, tuple[str, ...]] | None = None
    gone_from_play: bool = False


@dataclass(frozen=True)
class Refund:
    """A house policy under which a failed or cancelled item's paid costs are given back
    (StackRules.after_fizzle): (policy key, option, rule cited)."""

    policy: str
    option: str
    rule: str


#: The mark of an item's second execution (`PlayedWith.again`): its "you may" instructions read
#: the file's `decisions: {<item>: {again: {<label>: true|false}}}` before the first ones.
AGAIN = "again"


@dataclass(frozen=True)
class PlayedWith:
    """What an item played with an option (a note its play made: an optional cost paid, e.g.
    RB 829 Flow, RB 820 Repeat) changes as it resolves, declared as data: it `leaves_to` a zone
    other than the graveyard as it leaves the stack, resolved or not (StackRules.leave_zone), or
    it carries out its instructions once more, `again`, with the same choices unless its play
    noted targets of their own under `own_targets` (then `own_targets_rule` is cited too) or a
    mode of its own under `own_mode` (StackRules.run_item); a "you may" of the second execution
    is decided apart, under `decisions: {<item>: {again: {<label>: ...}}}` (AGAIN). `rules` are
    cited; `says` is the ruling's words (`{name}`: the card;
    `{said}`: what the second time did; `{which}`: "the same choices" or "its own targets
    (...)"). `cost_key`: a triggered ability with the keyword `note` may be given the option
    too, its cost being its card's key `cost_key`, paid as it goes on the stack when the file's
    `decisions: {<item>: {choices: {<note>: true}}}` says so (`cost_rules` cited; RB 820.1.a)."""

    note: str
    rules: tuple[str, ...]
    says: str
    leaves_to: str | None = None
    again: bool = False
    own_targets: str = ""
    own_targets_rule: str = ""
    #: The play note holding targets of their own for each additional execution, in order (a
    #: tuple of target tuples; an empty one: the first execution's), where several instances
    #: of the option were paid (RB 820.2.a with RB 820.3); absent, `own_targets` serves them all.
    own_targets_each: str = ""
    #: A play choice naming the mode of the second execution (RB 820.2.a: a modal spell may
    #: choose another mode for it); absent, the first one's.
    own_mode: str = ""
    cost_key: str = ""
    cost_rules: tuple[str, ...] = ()
    #: The play note saying how many times its instructions run again (several instances of
    #: the option paid, e.g. RB 820.3); absent, once.
    times: str = ""
    #: Several instances of the option on a card: the card key listing one cost per instance,
    #: and the choice naming the instances paid, by number (a triggered ability's
    #: `decisions: {<item>: {choices: {<instances_choice>: [1, 2]}}}`).
    instances_key: str = ""
    instances_choice: str = ""
    #: (house policy key, option): whether an effect granting the keyword `note` to a card is
    #: one more instance for its abilities too, the rules not saying (RB HP.29: RB 820.1.a puts
    #: Repeat on spells and abilities); under that option it is (granted.ability_option_costs).
    source_grants: tuple[str, ...] = ()
    #: The rule by which an item whose instructions ran again is still played once (RB 820.3.a):
    #: what a "when you play" trigger that triggered once for it was decided by.
    played_once: str = ""


@dataclass(frozen=True)
class ItemShield:
    """A keyword that keeps an item on the stack from being targeted, cancelled or moved by
    spells and abilities (ObjectRules.item_refusal), declared as data: the item is shielded when
    its source has `keyword` (FOW 1167.2 [Untouchable]); an ability is when its source has it,
    wherever the source is, citing `ability_rules` too (FOW 1167.2a). `says` is the refusal's
    message (its template, the arguments filled in by the engine): `{item}`, `{whose}` (for an
    ability, `whose` with `{source}`), `{what}` (the verb: target, cancel or move)."""

    keyword: str
    rules: tuple[str, ...]
    says: Msg
    ability_rules: tuple[str, ...] = ()
    whose: Msg = Msg(" ({source}'s ability)")
    #: The rules by which a replacement still changes where the item's card goes as it
    #: finishes resolving (FOW 1167.3): cited when one did.
    moved_anyway: tuple[str, ...] = ()


@dataclass(frozen=True)
class StatBonus:
    """A bonus to a stat from an object's own state, beyond its printed value and modifiers
    (ObjectRules.stat_bonus), declared as data. Only on cards of `types` (empty: any). One of:

    - `counter`: while the object has one or more of that counter, `amount` (RB 426: a buff);
    - `extra`: (key, value): while the object's game state says so (e.g. its designation), the
      X of the numbered keyword `keyword` (characteristics.keyword_x: RB 807.1 Assault while
      Attacker);
    - `split`: counters named like "+A/+B" add A to `split[0]` and B to `split[1]`, each (FOW
      1022.3).

    `rule`: the rule that gives the bonus, cited where a stat no step changed holds it and
    nothing else says why it is what it is (RB 703: "Might 3" of a buffed 2-Might unit).
    `unmet_rule`: of an `extra` bonus, the rule that it needs that state, cited where the object
    has the keyword but not the state, so a stat no step changed stays without it (RB 807.1.d:
    Assault adds Might only to an attacker)."""

    stat: str = ""
    counter: str = ""
    amount: int = 1
    extra: tuple[str, object] | None = None
    keyword: str = ""
    split: tuple[str, str] | None = None
    types: tuple[str, ...] = ()
    rule: str = ""
    unmet_rule: str = ""

    @property
    def needs_counters(self) -> bool:
        """Whether it adds nothing to an object without counters (`counter`, `split`)."""
        return bool(self.counter) or self.split is not None


@dataclass(frozen=True)
class NeverSacrificed:
    """Objects of `types` that a `sacrifice:` cost, or an effect that does the same to them
    (e.g. Force of Will's banish effect), can never take, declared as data: `rule` says why
    (FOW 1011.1: rulers, sub-rulers, wardens and extension rules are never banished). A token
    (`but_tokens`), or a card whose definition has one of the keys `but_with` (FOW: an ordered
    J-ruler, a card a J-ruler only while stacked on one), is taken like any other card."""

    types: tuple[str, ...]
    rule: str
    but_tokens: bool = False
    but_with: tuple[str, ...] = ()

    def bars(self, obj: GameObject) -> bool:
        """Is `obj` one this declaration keeps from being sacrificed?"""
        if not obj.card.is_type(*self.types):
            return False
        if self.but_tokens and obj.token:
            return False
        return not any(obj.card.get(key) is not None for key in self.but_with)


def sacrifice_bar(bars: tuple[NeverSacrificed, ...], obj: GameObject) -> NeverSacrificed | None:
    """The declaration that keeps `obj` from being sacrificed (or banished), or None."""
    return next((b for b in bars if b.bars(obj)), None)


@dataclass(frozen=True)
class MovedInstead:
    """Where a card of printed type `types` goes when it would be put into one of the zones
    `into`, declared as data (FOW 321.4: a chant that would move to a magic stone deck, the
    field or a ruler area is expelled instead; `instead` empty: it does not move, FOW 321.3a).
    The engine sends it to `instead` after every
    replacement effect has had its say, since the rule holds wherever a move was bound; `rule`
    is cited. A card whose definition has one of the keys `but_with` is left alone (FOW: a
    regalia with a sub-ruler side); with `only_with`, only a card whose definition has one of
    those keys is concerned (FOW 1302.4e: a Contract chant, `contract`, is not moved into the
    field). `says`: the ruling's words for it (`{object}`, `{zone}`), else "by its card type".
    The rule speaks of cards, so a declaration must also name the rule that says a token of
    such a type is sent too, `tokens` (FOW 1303.2: tokens are treated as cards of the type
    their effect gave, 1303.1a); the token then ceases to exist if it ends off the board (FOW
    1303.3a). The first declaration that concerns a move decides it."""

    types: tuple[str, ...]
    into: tuple[str, ...]
    instead: str
    rule: str
    tokens: str
    but_with: tuple[str, ...] = ()
    only_with: tuple[str, ...] = ()
    says: str = ""
    #: Only while the card has, by an effect, one of these types its printed card lacks (FOW
    #: 321.5b: a magic stone that gained the resonator type).
    gained: tuple[str, ...] = ()
    #: A house policy's key whose reading this is (cited where it applies; FOW HP.11: what the
    #: rules do not say of a card put into an extension rule area) and, if given, the option
    #: it applies under (another option, another declaration).
    policy: str = ""
    option: str = ""

    def __post_init__(self) -> None:
        # A rule that names cards says nothing of a token of the type: without the rule that
        # treats tokens as cards the declaration would leave a token's move unruled.
        if not self.tokens:
            raise ValueError(f"MovedInstead for {self.rule}: name the rule by which a token of "
                             "its type is moved too (`tokens`)")

    def sends(self, obj: GameObject, zone: str, printed: CardDef | None = None) -> bool:
        """Does this declaration send `obj`, about to be put into `zone`, elsewhere? `printed`:
        the card whose printed types count, where it is not the card `obj` is now (a card that
        became a copy of another, Rulebook.copy_printed_policy)."""
        card = printed or obj.card
        return zone in self.into and zone != obj.zone and card.is_type(*self.types) and \
            not any(card.get(key) is not None for key in self.but_with) and \
            (not self.only_with or any(card.get(key) is not None for key in self.only_with)) and \
            (not self.gained or (obj.card.is_type(*self.gained) and
                                 not card.is_type(*self.gained)))


@dataclass(frozen=True)
class ObjectMark:
    """A key the ruling shows on an object that the game's own record (GameState.ext) names
    (Reporting.object_snapshot), declared as data. Only on cards of `types` (empty: any). One of:

    - `named_by`: a path of record attributes leading to an object id (`("battle",
      "attacker")`): the object it names shows `key: true` while it is in `zone` (if given);
    - `listed_in` and `table`: an object listed in that record field shows `key:` its entry in
      the record's mapping `table` (null if none), e.g. a battlefield's controller;
    - `read`: a function of the state and the object, worked out as the ruling is read (after
      every step the answer watches, not as some step last left it): the object shows `key:`
      its value where it is not None, e.g. whose base a taken unit stands in until a cleanup
      recalls it."""

    key: str
    named_by: tuple[str, ...] = ()
    zone: str | None = None
    listed_in: str = ""
    table: str = ""
    types: tuple[str, ...] = ()
    read: Callable[[GameState, GameObject], object] | None = None


@dataclass(frozen=True)
class EmptyDeck:
    """What happens to a player who must draw from an empty deck (TurnRules.draw_from_empty),
    declared as data; without one, nothing is drawn and nothing else happens.

    - `policy`: (key, option): only under this house policy option (else nothing happens);
    - `phase`: only in the player's own turn and in that phase; elsewhere nothing is drawn and
      the ruling says `elsewhere` under `elsewhere_rules`;
    - `marks`: a set field of the game's record that notes the player, who loses at the game's
      next state check (its own rule process); without it, the player loses at once.
    `says` and `elsewhere` are templates of `{player}`."""

    rules: tuple[str, ...]
    says: str
    policy: tuple[str, str] | None = None
    phase: str | None = None
    elsewhere: str = ""
    elsewhere_rules: tuple[str, ...] = ()
    marks: str = ""


@dataclass(frozen=True)
class Attachment:
    """A kind of card attached to another on the board without targeting it (RB 818
    equipment), declared as data (ObjectRules.attaches / makes_statics / text_active /
    game_statics): a card of one of `types` with one of `traits` or `keywords`. `text_inactive`:
    while attached its own text does not work (RB 718.2). While attached it gives the card it
    is attached to what its card keys `stat_keys` and `keywords_key` say (RB 718.3-718.4: its
    Might Bonus and the keywords of its Effect Text), as continuous effects the engine keeps
    current (ObjectRules.game_statics)."""

    types: tuple[str, ...]
    traits: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    text_inactive: bool = False

    #: Any card of `types` may be attached by an effect that attaches it, not only those with
    #: the traits or keywords (RB 434.1: any gear).
    attaches_any: bool = False
    #: Other card types a card of which may be attached too (RB 434.1: any two cards on the
    #: board), giving its host nothing: a file may start with one attached (`attached_to`).
    also_types: tuple[str, ...] = ()
    #: A card of `types` with one of these card keys gives its host something too, so it makes
    #: continuous effects like the matching ones (RB 718.3-718.4: a Might Bonus, Effect Text).
    bonus_keys: tuple[str, ...] = ()
    #: (card key, stat): an attached card adds the number its card key gives to that stat of
    #: the card it is attached to (RB 718.4: `might_bonus` to Might).
    stat_keys: tuple[tuple[str, str], ...] = ()
    #: A card key listing keywords an attached card gives the card it is attached to (RB
    #: 718.3: `effect_keywords`, its Effect Text).
    keywords_key: str = ""
    #: A card key giving the X of the numbered keywords among those (Rulebook.numbered_keywords),
    #: granted with them as a `modify`'s `keyword_keys` (RB 718.3: `effect_keyword_values:
    #: {assault: 2}`, an Effect Text with Assault 2).
    keyword_values_key: str = ""
    #: An attached card gives the card it is attached to the abilities of its `gives:` (RB
    #: 718.3: the abilities of an equipment's Effect Text; engine/granted.py).
    gives_abilities: bool = False
    #: The rule that says so, cited when such an ability triggers or is activated.
    gives_rule: str = ""

    def matches(self, card: CardDef) -> bool:
        return card.is_type(*self.types) and (any(t in card.traits for t in self.traits) or
                                              any(k in card.keywords for k in self.keywords))

    def may_attach(self, card: CardDef) -> bool:
        return self.matches(card) or (self.attaches_any and card.is_type(*self.types)) or \
            (bool(self.also_types) and card.is_type(*self.also_types))

    def gives_bonus(self, card: CardDef) -> bool:
        return self.matches(card) or (card.is_type(*self.types) and (
            any(card.get(k) for k in self.bonus_keys) or (self.gives_abilities
                                                          and bool(card.gives))))


@dataclass(frozen=True)
class Shown:
    """An entry of the ruling's `final.game` that no one field of the game's state record holds
    as it is shown (GameRecord.computed): its key and how it is read from the game state. It
    shows while `when` holds, whatever it reads; without `when`, always if `always`, else only
    when it reads something (like a `shown` field)."""

    key: str
    read: Callable[[GameState], object]
    always: bool = False
    when: Callable[[GameState], bool] | None = None

    def shows(self, state: GameState, value: object) -> bool:
        if self.when is not None:
            return self.when(state)
        return self.always or bool(value)
