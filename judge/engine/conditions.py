"""Conditions and quantities of card text, read when the instruction carries them out.

A **quantity** is a whole number or an expression read at that moment (RB 359.3.f.2: "equal to
its Might" means its Might as the instruction executes): a card's stat, how many objects match a
filter, a player's resource, the X chosen as it was played, and sums, differences, products,
doubles and halves (rounded as the game says, `Rulebook.half_rounds`).

A **condition** is true or false at that moment: a quantity compared with a number
(`{count: {type: unit, controller: you}, at_least: 2}`), whether a referenced object matches a
filter (`{is: $1, matches: {zone: field}}`), whose turn or which phase it is, whether an earlier
instruction of the same item happened ("if you do": `{did: label}`), and `all` / `any` / `not`.

Each kind is declared once, as a record whose fields declare their types (`arg(...)`); the loader
(judge/scenario/cards.py) and the schema read the records, the functions here evaluate them.
"""

from __future__ import annotations

from judge.engine.characteristics import looks_in, matches, stat
from judge.engine.declare import EffectDecl
from judge.engine.refs import labels_used, names_what_it_moved, reads_as_it_was
from judge.engine.refs import refs as _refs
from judge.engine.roles import Role
from judge.engine.wording import said_filter, said_is, said_ref
from judge.engine.words import stat_word
from judge.model import effects as fx
from judge.model.args import Arg, list_of, optional, required
from judge.model.effects import Each, Effect, Ref, That, arg, declared_args
from judge.model.filters import Filter
from judge.model.state import GONE, GameObject, StackItem
from judge.msg import Items, Msg, Said, phrase, said_of, say, word
from judge.record import dataclass, fields, kept_by_identity, replace, rewrite_records

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.rulebook import Rulebook
    from judge.engine.table import Table
    from judge.model.cards import CardDef

COMPARATORS = ("at_least", "at_most", "equals", "more_than", "less_than")


# ----- quantities -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Quantity(Effect):
    """Base of a quantity expression (a record, like an effect, so it is declared the same way)."""


Amount = int | Quantity


@dataclass(frozen=True)
class StatOf(Quantity):
    """A stat of an object now (`damage` reads its marked damage)."""

    kind: ClassVar[str] = "stat"
    stat: str = arg(required("str", "the stat (or `damage`)"))
    of: Ref = arg(optional("target", "whose stat (default: the source)"), "self")


@dataclass(frozen=True)
class CountOf(Quantity):
    """How many objects match a filter now."""

    kind: ClassVar[str] = "count"
    count: Filter = arg(required("filter", "what to count"))


@dataclass(frozen=True)
class ResourceOf(Quantity):
    """How much of a resource (gold, life, points ...) a player has now."""

    kind: ClassVar[str] = "resource"
    resource: str = arg(required("str", "the resource"))
    of: Ref = arg(optional("player", "whose (default: the controller)"), "controller")


@dataclass(frozen=True)
class XValue(Quantity):
    """The X chosen as the card or ability was played (`choices: {x: 3}`)."""

    kind: ClassVar[str] = "x"
    x: bool = arg(required("bool", "true"))


@dataclass(frozen=True)
class Plus(Quantity):
    """The sum of quantities."""

    kind: ClassVar[str] = "plus"
    plus: tuple[Amount, ...] = arg(list_of(Arg("quantity"), "the quantities added",
                                           required=True))


@dataclass(frozen=True)
class Minus(Quantity):
    """The first quantity less the others (never below 0)."""

    kind: ClassVar[str] = "minus"
    minus: tuple[Amount, ...] = arg(list_of(Arg("quantity"), "the quantity, then what it is "
                                            "lessened by", required=True))


@dataclass(frozen=True)
class Times(Quantity):
    """The product of quantities."""

    kind: ClassVar[str] = "times"
    times: tuple[Amount, ...] = arg(list_of(Arg("quantity"), "the quantities multiplied",
                                            required=True))


@dataclass(frozen=True)
class Double(Quantity):
    """Twice a quantity."""

    kind: ClassVar[str] = "double"
    double: Amount = arg(required("quantity", "the quantity doubled"))


@dataclass(frozen=True)
class Half(Quantity):
    """Half a quantity, rounded as the game says (or as `round:` says)."""

    kind: ClassVar[str] = "half"
    half: Amount = arg(required("quantity", "the quantity halved"))
    round: str | None = arg(optional("str", "up or down (default: the game's rule)",
                                     choices=("up", "down")), None)


QUANTITIES: dict[str, type[Quantity]] = {
    q.kind: q for q in (StatOf, CountOf, ResourceOf, XValue, Plus, Minus, Times, Double, Half)}


@dataclass(frozen=True)
class GameQuantity(Quantity):
    """Base of a game's own quantity kind (`Rulebook.quantities`), written flat like the core's
    (`{played: {type: spell}}`): it reads itself (`value`) and says itself in words (`said`).
    Why: a quantity only one game's rules know (what a player has played this turn) is declared
    by that game once, and the loader, the schema and the steps read the declaration."""

    #: The game's rules for what it reads, cited wherever the engine cites a condition that
    #: reads it (condition_rules).
    rules: ClassVar[tuple[str, ...]] = ()

    def value(self, t: Table, item: StackItem) -> int:
        raise NotImplementedError

    def unmet_now(self, t: Table, item: StackItem) -> str:
        """The rule by which, as things are now, it counts less than one might read it to (RB
        185: a token played is no card played); '' where none (unmet_reasons)."""
        return ""

    def said(self) -> str:
        raise NotImplementedError


# ----- conditions -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Condition(Effect):
    """Base of a condition record."""


@dataclass(frozen=True)
class Compare(Condition):
    """A quantity compared with a number: `{count: {...}, at_least: 2}`."""

    kind: ClassVar[str] = "compare"
    quantity: Amount = arg(required("quantity", "what is measured"))
    op: str = arg(required("str", "how it compares", choices=COMPARATORS))
    value: Amount = arg(required("quantity", "what it is compared with"))


@dataclass(frozen=True)
class Is(Condition):
    """The referenced object matches a filter now (`{is: $1, matches: {zone: field}}`)."""

    kind: ClassVar[str] = "is"
    is_: Ref = arg(required("target", "the object"), key="is")
    matches: Filter = arg(required("filter", "what it must be (zone, type, traits, keywords, "
                                             "where it is ...)"))


@dataclass(frozen=True)
class TurnOf(Condition):
    """Whose turn it is, seen from the controller: `{turn: you}`."""

    kind: ClassVar[str] = "turn"
    turn: str = arg(required("str", "you or opponent", choices=("you", "opponent")))


@dataclass(frozen=True)
class PhaseIs(Condition):
    """Which phase or step the game is in: `{phase: main}`."""

    kind: ClassVar[str] = "phase"
    phase: str = arg(required("str", "a phase or step of the game"))


@dataclass(frozen=True)
class Did(Condition):
    """"If you do": the instruction labelled `did` happened (`cost`: the item's additional cost,
    or a triggered ability's cost, was paid)."""

    kind: ClassVar[str] = "did"
    did: str = arg(required("str", "the label (`as:`) of an earlier instruction, or `cost`"))


@dataclass(frozen=True)
class AllOf(Condition):
    kind: ClassVar[str] = "all"
    all: tuple[Condition, ...] = arg(list_of(Arg("condition"), "every one must hold",
                                             required=True))


def gate_abilities(card: CardDef, names: tuple[str, ...], gate: Condition) -> CardDef:
    """The card with its abilities named `names` working only while `gate` holds, beside their
    own `while:` if any (a keyword whose text exists only under a condition: FOW [Trinity],
    [Legend], [Upgrading], [Force Resonance]); gating twice changes nothing."""

    def gated(condition: object) -> Condition:
        if condition is None:
            return gate
        assert isinstance(condition, Condition)
        if condition == gate or (isinstance(condition, AllOf) and gate in condition.all):
            return condition
        return AllOf((gate, condition))

    return replace(card, abilities=tuple(
        replace(a, condition=gated(a.condition)) if a.name in names else a
        for a in card.abilities))


@dataclass(frozen=True)
class AnyOf(Condition):
    kind: ClassVar[str] = "any"
    any: tuple[Condition, ...] = arg(list_of(Arg("condition"), "at least one must hold",
                                             required=True))


@dataclass(frozen=True)
class Not(Condition):
    kind: ClassVar[str] = "not"
    not_: Condition = arg(required("condition", "what must not hold"), key="not")


#: Condition kinds by the key that names them in a file (`compare` is read from a quantity's key
#: plus a comparator).
CONDITIONS: dict[str, type[Condition]] = {
    "is": Is, "turn": TurnOf, "phase": PhaseIs, "did": Did, "all": AllOf, "any": AnyOf,
    "not": Not}


@dataclass(frozen=True)
class GameCondition(Condition):
    """Base of a game's own condition kind (`Rulebook.conditions`), written flat like the core's
    (`{legion: true}`): it checks itself (`check`, seen from the item's controller) and says
    itself in words (`said`). Why: a condition only one game's rules know (Riftbound's Legion,
    Level) is declared by that game once, not added to every game's vocabulary."""

    #: The game's rules for it, cited wherever the engine cites a condition that holds it
    #: (condition_rules): an instruction's `if:`, an ability's `while:`, a trigger's `if:`.
    rules: ClassVar[tuple[str, ...]] = ()
    #: Its rules where it is an ability's own condition (`while:`), where they differ from an
    #: instruction's `if:` (FOW 1144.3: [Revenge] *grants* the ability while it holds; 1144.2
    #: says how it modifies the text of a card played): empty, `rules`.
    ability_rules: ClassVar[tuple[str, ...]] = ()
    #: The rule saying what holds while it does not, where it is not the last of its rules
    #: (FOW 1308.2a: Solo Mode disabled, before 1308.3, whose J/rulers count): the one an
    #: answer names for an ability left off by it (unmet_last).
    unmet: ClassVar[str] = ""

    def cited(self, ability: bool) -> tuple[str, ...]:
        """Its rules (`ability`: as an ability's own condition); a condition whose forms have
        rules of their own says which (FOW 1179.4-1179.5: [Reunited] by race)."""
        return (self.ability_rules or self.rules) if ability else self.rules

    def check(self, t: Table, item: StackItem) -> bool:
        raise NotImplementedError

    def unmet_now(self, t: Table, item: StackItem) -> str:
        """The rule saying what holds while it does not, as things are now (`unmet` unless a
        house policy reads the case, FOW HP.61)."""
        return self.unmet

    def said(self) -> str:
        raise NotImplementedError


def condition_rules(c: object, *, ability: bool = False) -> tuple[str, ...]:
    """The rules a game's own conditions and quantities inside `c` name (GameCondition.rules,
    GameQuantity.rules), for the steps that say what the condition decided; `ability`: `c` is
    an ability's own condition (`while:`), cited by its GameCondition.ability_rules where it
    has them."""
    if isinstance(c, GameCondition):
        return c.cited(ability)
    if isinstance(c, GameQuantity):
        return c.rules
    if isinstance(c, Compare):
        return (*condition_rules(c.quantity), *condition_rules(c.value))
    if isinstance(c, (AllOf, AnyOf)):
        return tuple(r for part in (c.all if isinstance(c, AllOf) else c.any)
                     for r in condition_rules(part, ability=ability))
    if isinstance(c, Not):
        return condition_rules(c.not_, ability=ability)
    return ()


def unmet_last(c: object, rules: tuple[str, ...], t: Table | None = None,
               item: StackItem | None = None) -> tuple[str, ...]:
    """`rules` (of condition `c`) with the rule of each of its game conditions that says what
    holds while it does not (GameCondition.unmet; with `t` and `item`, as things are now:
    unmet_now) moved last, where the answer reads it."""
    unmet = unmet_rules(c, rules, t, item)
    return (*(r for r in rules if r not in unmet), *unmet) if unmet else rules


def met_rules(c: object, *, ability: bool = False) -> tuple[str, ...]:
    """The rules of condition `c` (condition_rules) where it holds: without the rule of each of
    its game conditions that says what holds while it does not (GameCondition.unmet: FOW
    1308.2a, Solo Mode disabled, decides nothing where the bottom box exists, 1308.2b)."""
    rules = condition_rules(c, ability=ability)
    parts = c.all if isinstance(c, AllOf) else (c,)
    drop = {p.unmet for p in parts if isinstance(p, GameCondition) and p.unmet}
    return tuple(r for r in rules if r not in drop) if drop else rules


def unmet_first(c: object, *, ability: bool = False, t: Table | None = None,
                item: StackItem | None = None) -> tuple[str, ...]:
    """The rules of condition `c` where it does not hold: the rule of each of its game
    conditions that says what holds then first (FOW 1308.2a: the bottom box does not exist;
    with `t` and `item`, as things are now: unmet_now), then its others (1308.2b, 1308.3)."""
    rules = condition_rules(c, ability=ability)
    unmet = unmet_rules(c, rules, t, item)
    return (*unmet, *(r for r in rules if r not in unmet)) if unmet else rules


def unmet_reasons(c: object, t: Table, item: StackItem) -> tuple[str, ...]:
    """The rules that, as things are now, kept condition `c` from holding, of its game
    conditions with no rule of what holds while they do not (GameCondition.unmet_now: RB 185
    where only a token was played, and a token is no card, so Legion does not hold): cited
    after the condition's own first rule, as why it does not hold."""
    parts = c.all if isinstance(c, AllOf) else (c,)
    # (a game's quantity compared with a number: "if you have played another card", RB 419.4.b)
    read = [q for p in parts if isinstance(p, Compare)
            for q in (p.quantity, p.value) if isinstance(q, GameQuantity)]
    return tuple(dict.fromkeys((
        *(r for p in parts if isinstance(p, GameCondition) and not p.unmet
          and (r := p.unmet_now(t, item))),
        *(r for q in read if (r := q.unmet_now(t, item))))))


def with_reasons(rules: tuple[str, ...], reasons: tuple[str, ...]) -> tuple[str, ...]:
    """`rules` of a condition that does not hold with `reasons` (unmet_reasons) after its first."""
    if not reasons or not rules:
        return (*rules, *reasons)
    return tuple(dict.fromkeys((rules[0], *reasons, *rules[1:])))


def unmet_cited(general: tuple[str, ...], rules: tuple[str, ...], reasons: tuple[str, ...]
                 ) -> tuple[str, ...]:
    """The rules an ability left off by its unmet condition cites: the game's rule that such an
    ability works only while its condition holds (`general`, RB 727.1.b.2), then the
    condition's (`rules`); where something now kept it from holding (`reasons`: RB 185, only a
    token was played), the condition's first rule and that reason lead, as what decided."""
    if reasons and rules:
        return tuple(dict.fromkeys((rules[0], *reasons, *general, *rules[1:])))
    return (*general, *rules)


def unmet_rules(c: object, rules: tuple[str, ...], t: Table | None = None,
                item: StackItem | None = None) -> list[str]:
    """Of condition `c` whose rules are `rules`, the rule of each of its game conditions that
    says what holds while it does not (GameCondition.unmet; with `t` and `item`, unmet_now)."""
    parts = c.all if isinstance(c, AllOf) else (c,)
    return [p.unmet_now(t, item) if t is not None and item is not None else p.unmet
            for p in parts if isinstance(p, GameCondition) and p.unmet in rules]


def condition_kinds(game: Rulebook) -> dict[str, type[Condition]]:
    """The condition kinds a file of `game` may write: the core's, then the game's own (each by
    the key that names it, its `kind`)."""
    return {**CONDITIONS, **{c.kind: c for c in game.conditions}}


def named_alone(record: type[Condition]) -> bool:
    """A condition kind a file may write by its name alone (`if: faith`): its one key, named as
    the kind, is a required yes/no, so the name says all there is to say (e.g. FOW 1141.2: what
    [Faith] asks is the rule's own, "you control an astral ruler"). One that reads a number, a
    name or an attribute the card prints ([Seal] 3) needs it written."""
    args = declared_args(record)
    only = args.get(record.kind)
    return len(args) == 1 and only is not None and only.kind == "bool" and only.required


def quantity_kinds(game: Rulebook) -> dict[str, type[Quantity]]:
    """The quantity kinds a file of `game` may write: the core's, then the game's own."""
    return {**QUANTITIES, **{q.kind: q for q in game.quantities}}


# ----- the instruction: an effect with a condition, a label, or "you may" ---------------------
@dataclass(frozen=True)
class Instruction(Effect):
    """One instruction of card text around its effect: carried out only `if` its condition
    holds when it executes, remembered under `as` for later instructions ("that unit", "if you
    do"), and optional ("you may") when `optional`."""

    kind: ClassVar[str] = "instruction"
    effect: Effect = arg(required("any", "the effect"))
    condition: Condition | None = arg(optional("condition", "carried out only if it holds"),
                                      None)
    label: str | None = arg(optional("str", "a name later instructions refer to"), None)
    optional: bool = arg(optional("bool", "you may: the controller decides"), False)


class NotDone(Said):
    """What an effect says when it could not be carried out at all (e.g. a payment a player
    cannot make): shown in the step, but the instruction did not happen ("if you do" fails).
    Said from its message (`not_done`), like any phrase."""


def not_done(msg: Msg) -> NotDone:
    """`msg` said in English, as what an effect that did not happen says."""
    out = NotDone(say(msg))
    out.msg = msg
    return out


# ----- evaluating -------------------------------------------------------------------------------
def last_known(t: Table, item: StackItem, q: StatOf, obj: GameObject) -> int | None:
    """A card's own stat read by its ability after the card left the board, or that of the
    object that triggered the ability ("its ATK" of a destroyed resonator): as it was there
    (FOW 911.1); or the stat of what an earlier instruction of the item moved off the board
    ("the killed unit's Might"), as it was there (RB 359.3.e.13; in Force of Will 911.1 again);
    None where that does not apply (it is on the board, moved on since, never was there, or the
    game has no such rule)."""
    roles = (Role.LAST_KNOWN,) if q.of in ("self", "trigger", "it") else \
        (Role.MOVED_LOOK_BACK, Role.LAST_KNOWN) if names_what_it_moved(t, q.of) else ()
    if q.of == "self" and _own_death(item):  # RB 808.1.d.3: noted as it died
        roles = (Role.DEATH_NOTED, *roles)
    role = next((r for r in roles if t.game.cite_optional(r)), None)
    if role is None or obj.left_as != obj.incarnation or t.game.vocab.is_board(obj.zone):
        return None
    if role is Role.LAST_KNOWN and not reads_as_it_was(t):
        return None  # read as it is now, where it went (VW HP.42 `as-it-is`)
    value = next((v for k, v in obj.left_stats if k == q.stat), None)
    if value is not None:
        t.cite_also_optional(role)
    return value


def _own_death(item: StackItem) -> bool:
    """Whether `item` is an ability that triggered on its own source dying ("when I die")."""
    when = item.ability.when if item.ability is not None else None
    return when is not None and when.event == "destroyed" and when.object == "self"


def paid_as_copy(t: Table, item: StackItem, filt: Filter, obj: GameObject) -> GameObject:
    """`obj` as a copy of its spell on the stack reads what was paid to play it ("if this card
    was played paying three or more will", `Rulebook.copy_paid_keys`): the copy was not played
    and paid nothing, so it reads none paid, unless the game's house policy says it keeps what
    was paid for the original (`Rulebook.copy_paid_policy`, FOW HP.54); the step cites the
    policy either way. Where the rules say it themselves ("played paying N will or less",
    `Rulebook.copy_paid_zero`, FOW 1017.3b) it reads zero paid and the step cites that rule.
    Anything else, and any other object, is read as it is."""
    asked = {name for name, _ in filt.extra}
    keys = [k for k in t.game.copy_paid_keys if k in asked]
    zero = [o for k, objs in t.game.copy_paid_zero.items() if k in asked for o in objs]
    if not (keys or zero) or not item.extra.get("copy") or item.kind == "ability" or \
            obj.id != item.source:
        return obj
    pol = t.game.copy_paid_policy
    if keys and pol is not None:
        t.cite_also_rule(t.policy_id(pol[0]))
        if t.policy_is(*pol):
            keys = []
    if zero and t.game.copy_paid_zero_rule is not None:
        # each key's own rule (FOW 1017.3a "without paying its cost", 1017.3b "N or less")
        for k in dict.fromkeys(k for k in t.game.copy_paid_zero if k in asked):
            t.cite_also_rule(t.game.copy_paid_zero_rules.get(k, t.game.copy_paid_zero_rule))
    if not (keys or zero):
        return obj
    import copy

    seen = copy.copy(obj)
    seen.extra = {**obj.extra, **dict.fromkeys([*keys, *zero], 0)}
    return seen


def source_as_it_was(t: Table, item: StackItem, c: Is) -> GameObject | None:
    """The item's own card as it was on the board, for a condition about "this card" (not its
    zone) once the card has left the board since the item went on the stack: a new object
    "this card" no longer names (FOW 302.3), whose information a condition still reads as it
    was there (FOW 911.1, last known information), in a game that reads it so; else None."""
    seen = item.extra.get("source_incarnation")
    obj = t.state.objects.get(item.source or "")
    if obj is None or not isinstance(seen, int) or c.matches.zone is not None:
        return None
    was = obj.left_board_as
    if was is None or was.incarnation != seen or obj.incarnation != seen + 1 or \
            t.game.vocab.is_board(obj.zone) or not t.game.cite_optional(Role.LAST_KNOWN) or \
            not reads_as_it_was(t):
        return None
    t.cite_also_optional(Role.LAST_KNOWN)
    return was


def as_last_known(t: Table, c: Is, obj: GameObject, controller: str) -> GameObject:
    """`obj` as a condition about it reads it: "if it was rested" of a card that has just left
    the field, of the trigger's object, the item's own card or what an earlier instruction moved,
    is read as it was there (FOW 911.1: status too); where it is, if the condition asks that
    (a zone), or if it did not just leave, or the game has no such rule, as it is now."""
    was = obj.left_board_as
    if was is None or c.matches.zone is not None or was.incarnation != obj.incarnation - 1 or \
            not (c.is_ in ("self", "trigger", "it") or names_what_it_moved(t, c.is_)) or \
            not t.game.cite_optional(Role.LAST_KNOWN) or not reads_as_it_was(t):
        return obj
    anywhere = c.matches.anywhere()
    if matches(t.state, t.game, was, anywhere, controller) != \
            matches(t.state, t.game, obj, anywhere, controller):
        t.cite_also_optional(Role.LAST_KNOWN)  # it decides
    return was


def amount(t: Table, item: StackItem, q: Amount) -> int:
    """The value of a quantity now, for an item resolving (or a trigger being checked)."""
    if isinstance(q, int):
        return q
    if isinstance(q, StatOf):
        ids = _objects(t, item, q.of)
        if not ids:
            # "this card's ATK" of a source that has left the board since (its ability no
            # longer names it, a new object): as it was there, where the game reads it so
            # (FOW 911.1; VW HP.42, a skill results whatever became of its source, VW REG.7)
            gone = t.state.objects.get(item.source or "") if q.of == "self" else None
            known = last_known(t, item, q, gone) if gone is not None else None
            return known if known is not None else 0
        obj = t.state.objects[ids[0]]
        known = last_known(t, item, q, obj)
        if q.stat == "damage" and known is None:
            return obj.damage
        value = known if known is not None else stat(t.state, t.game, obj, q.stat) or 0
        for read in t.game.objects.stat_readers if known is None else ():
            for rule in read(obj, q.stat):
                t.cite_also_rule(rule)
        if value < 0 and q.stat in t.game.stats_read_at_least_zero:
            if t.game.stats_read_at_least_zero_rule:  # RB 143.2.b: a negative Might reads 0
                t.cite_also_rule(t.game.stats_read_at_least_zero_rule)
            return 0
        return value
    if isinstance(q, CountOf):
        if q.count.extra or q.count.traits:  # (traits: those the game reads, FOW 209.5a)
            _cite_keys(t, q.count, q.count.zone)
        rule = t.game.objects.all_zones_rule
        if rule and q.count.zone is None and looks_in(t.game, q.count) == "any":
            t.cite_also_rule(rule)  # every zone, not in play (FOW 1102.6)
        counted = _refs(t, item, Each(q.count))
        _cite_matched(t, q.count, counted)
        return len(counted)
    if isinstance(q, ResourceOf):
        players = [p for p in _refs(t, item, q.of) if p in t.state.players]
        return t.state.players[players[0]].resources.get(q.resource, 0) if players else 0
    if isinstance(q, XValue):
        # X chosen as it was played, or (a triggered ability's) in its decision
        x = item.choices["x"] if "x" in item.choices else t.decision(item.id, "choices", "x",
                                                                     default=0)
        if item.extra.get(X_OVERRULED):  # not the X named: why decides what it reads
            t.cite_also_optional(Role.FREE_X)  # (FOW 903.2h-1: played free, X is 0)
        return x if isinstance(x, int) and not isinstance(x, bool) else 0
    if isinstance(q, Plus):
        return sum(amount(t, item, p) for p in q.plus)
    if isinstance(q, Minus):
        first, *rest = [amount(t, item, p) for p in q.minus]
        return max(0, first - sum(rest))
    if isinstance(q, Times):
        product = 1
        for p in q.times:
            product *= amount(t, item, p)
        return product
    if isinstance(q, Double):
        return 2 * amount(t, item, q.double)
    if isinstance(q, GameQuantity):
        return q.value(t, item)
    if isinstance(q, Half):
        whole = amount(t, item, q.half)
        up = (q.round or t.game.half_rounds) == "up"
        if whole % 2 and q.round is None:
            if t.game.half_rounds_rule:
                t.cite_also_rule(t.game.half_rounds_rule)
            else:
                t.note(f"half of {whole} is rounded {'up' if up else 'down'}: the rules do not "
                       "say which way, so this is judge's reading (write `round: up` or "
                       "`round: down` on the card if its text says)")
        return (whole + 1) // 2 if up else whole // 2
    raise TypeError(f"not a quantity: {q!r}")


def holds(t: Table, item: StackItem, c: Condition) -> bool:
    """Whether a condition is true now, seen from the item's controller."""
    if isinstance(c, Compare):
        left, right = amount(t, item, c.quantity), amount(t, item, c.value)
        return {"at_least": left >= right, "at_most": left <= right, "equals": left == right,
                "more_than": left > right, "less_than": left < right}[c.op]
    if isinstance(c, Is):
        ids = _refs(t, item, c.is_)
        anywhere = c.matches.anywhere()
        if not ids and c.is_ == "self":
            was = source_as_it_was(t, item, c)
            if was is not None:  # FOW 911.1: "if this card is a resonator" of a card gone since
                return matches(t.state, t.game, was, anywhere, item.controller)
        if (anywhere.extra or anywhere.traits) and ids and ids[0] in t.state.objects:
            _cite_keys(t, anywhere, t.state.objects[ids[0]].zone)
        held = bool(ids) and all(
            oid in t.state.objects and matches(t.state, t.game, paid_as_copy(t, item, anywhere, (
                as_last_known(t, c, t.state.objects[oid], item.controller))), anywhere,
                item.controller)
            for oid in ids)
        if held:
            _cite_matched(t, anywhere, ids)
        return held
    if isinstance(c, TurnOf):
        if c.turn == "you":
            return t.state.turn_player == item.controller
        return t.state.turn_player in t.state.opponents(item.controller)  # not a teammate's
    if isinstance(c, PhaseIs):
        return c.phase in (t.state.phase, t.state.step)
    if isinstance(c, Did):
        done = item.outcomes.get(c.did)
        if c.did in item.replaced and not t.game.replaced_action_done:
            return False  # RB 359.3.e.14.b: the action itself was replaced, so not done
        if c.did in nothing_dealt(item):
            return False  # RB 437.4: damage prevented in full was never dealt
        return done is not None and done[0]
    if isinstance(c, AllOf):
        return all(holds(t, item, x) for x in c.all)
    if isinstance(c, AnyOf):
        return any(holds(t, item, x) for x in c.any)
    if isinstance(c, Not):
        return not holds(t, item, c.not_)
    if isinstance(c, GameCondition):
        return c.check(t, item)
    raise TypeError(f"not a condition: {c!r}")


def _cite_matched(t: Table, filt: Filter, ids: list[str]) -> None:
    """The game's rules by which the objects a count or a condition found match `filt` where
    their own card would say otherwise (ObjectRules.matched_rules: FOW 1307.5a-1307.5c, an
    alternative card in the graveyard with both halves' names, total cost and types)."""
    if not t.game.objects.read_readers:  # (most games: nothing to ask of each object)
        return
    objects = t.state.objects
    for oid in ids:
        if oid in objects:
            for rule in t.game.objects.matched_rules(filt, objects[oid], chosen=False):
                t.cite_also_rule(rule)


def _cite_keys(t: Table, filt: Filter, zone: str | None) -> None:
    """The game's rules for its own filter keys a condition or count asks (RB 708-711: whether
    a unit is Mighty, by its current Might on the board or its printed Might elsewhere)."""
    for rule in t.game.objects.filter_rules(filt, zone):
        t.cite_also_rule(rule)


# ----- in plain words ---------------------------------------------------------------------------
def words(x: Amount | Condition) -> Said:
    """A quantity or a condition in plain words (explain, why and the steps read it aloud), said
    from its message (said_words) so another language can say it too."""
    return phrase(said_words(x))


def said_words(x: Amount | Condition) -> Msg:
    """What `conditions.words` says, as a message."""
    if isinstance(x, int):
        return Msg("{n}", context="number", n=x)
    if isinstance(x, StatOf):
        if x.stat == "damage":
            return Msg("the damage marked on {object}", object=said_ref(x.of))
        # the game's own word for the stat (RB: Might), not its key in capitals
        return Msg("the {stat} of {object}", stat=word(stat_word(x.stat)), object=said_ref(x.of))
    if isinstance(x, CountOf):
        return Msg("the number of {objects}", objects=said_filter(x.count, plural=True))
    if isinstance(x, ResourceOf):
        if x.of == "controller":
            return Msg("your {resource}", resource=word(x.resource))
        return Msg("{player}'s {resource}", player=said_ref(x.of), resource=word(x.resource))
    if isinstance(x, XValue):
        return Msg("X")
    if isinstance(x, (Plus, Minus, Times)):
        parts = x.plus if isinstance(x, Plus) else x.minus if isinstance(x, Minus) else \
            x.times
        out: Msg = said_words(parts[0])
        for p in parts[1:]:
            out = Msg("{a} + {b}", a=out, b=said_words(p)) if isinstance(x, Plus) else \
                Msg("{a} - {b}", a=out, b=said_words(p)) if isinstance(x, Minus) else \
                Msg("{a} × {b}", a=out, b=said_words(p))
        return Msg("({sum})", sum=out)
    if isinstance(x, Double):
        return Msg("twice {quantity}", quantity=said_words(x.double))
    if isinstance(x, Half):
        half = Msg("half {quantity}", quantity=said_words(x.half))
        return Msg("{half}, rounded {how}", half=half, how=word(x.round)) if x.round else half
    if isinstance(x, Compare):
        return _compare(x.op, said_words(x.quantity), said_words(x.value))
    if isinstance(x, Is):
        return said_is(x.is_, x.matches)
    if isinstance(x, TurnOf):
        return Msg("it is your turn") if x.turn == "you" else Msg("it is an opponent's turn")
    if isinstance(x, PhaseIs):
        return Msg("it is the {phase} phase", phase=word(x.phase))
    if isinstance(x, Did):
        return Msg("its cost was paid") if x.did == "cost" else \
            Msg("`{label}` happened", label=x.did)
    if isinstance(x, (AllOf, AnyOf)):
        conds = x.all if isinstance(x, AllOf) else x.any
        both: Msg = said_words(conds[0])
        for one in conds[1:]:
            both = Msg("{a} and {b}", a=both, b=said_words(one)) if isinstance(x, AllOf) \
                else Msg("{a} or {b}", a=both, b=said_words(one))
        return both
    if isinstance(x, Not):
        return Msg("not ({condition})", condition=said_words(x.not_))
    if isinstance(x, (GameCondition, GameQuantity)):
        return _said(x.said())
    raise TypeError(f"not a quantity or condition: {x!r}")


def _compare(op: str, quantity: Msg, value: Msg) -> Msg:
    if op == "at_least":
        return Msg("{quantity} is at least {value}", quantity=quantity, value=value)
    if op == "at_most":
        return Msg("{quantity} is at most {value}", quantity=quantity, value=value)
    if op == "equals":
        return Msg("{quantity} is exactly {value}", quantity=quantity, value=value)
    if op == "more_than":
        return Msg("{quantity} is more than {value}", quantity=quantity, value=value)
    return Msg("{quantity} is less than {value}", quantity=quantity, value=value)


def _said(text: str) -> Msg:
    """A game's own condition or quantity said (a message where it has one)."""
    if isinstance(text, Said):
        return text.msg
    return Msg("{text}", context="english", text=said_of(text))


def refers(effect: Effect) -> bool:
    """Whether an effect reads a referent as it is carried out (RB 359.3.f.2): an amount (its
    Might ...), whose an object is, what an earlier instruction affected, where its source is,
    what its trigger happened to."""
    if quantities(effect):
        return True
    return any(isinstance(ref, (fx.PlayerOf, fx.That)) or ref in ("here", "trigger", "it")
               for ref in reference_fields(effect))


def said(c: object) -> str:
    """A condition kept as a plain record (a trigger's `if`, a static ability's `while`) in
    plain words."""
    return words(c) if isinstance(c, Condition) else phrase(Msg("its condition"))


def quantities(effect: Effect) -> list[Quantity]:
    """The quantity expressions among an effect's arguments (read when it executes)."""
    names = _QUANTITY_FIELDS.get(type(effect))
    if names is None:
        names = _QUANTITY_FIELDS[type(effect)] = tuple(
            f.name for f in fields(type(effect)) if "arg" in f.metadata
            and "quantity" in (f.metadata["arg"].kind, getattr(f.metadata["arg"].of, "kind", "")))
    out: list[Quantity] = []
    for name in names:
        value = getattr(effect, name)
        for v in value if isinstance(value, tuple) else (value,):
            for part in v if isinstance(v, tuple) else (v,):  # a map's (key, quantity) pairs
                if isinstance(part, Quantity):
                    out.append(part)
    return out


_QUANTITY_FIELDS: dict[type[Effect], tuple[str, ...]] = {}


def reading(t: Table, item: StackItem, qs: list[Quantity]) -> Msg:
    """What the quantities read now, for the step: "(read now: ATK of its target = 3)"."""
    out = _read(t, item, qs[0])
    for q in qs[1:]:
        out = Msg("{first}; {next}", first=out, next=_read(t, item, q))
    return _that_said(t, item, out)


def read_note(t: Table, item: StackItem, qs: list[Quantity]) -> Msg:
    """What the quantities read, as the step's note: "read now: ATK of its target = 3"; a
    stat of what moved off the board, looked back at as it was there (RB 359.3.e.13, FOW
    911.1), is not read now: "as it was before it moved: the Might of ... = 2"."""
    said = reading(t, item, qs)
    if any(_looked_back(t, item, q) for q in qs):
        return Msg("as it was before it moved: {readings}", readings=said)
    return Msg("read now: {readings}", readings=said)


def _looked_back(t: Table, item: StackItem, q: Quantity) -> bool:
    """Whether `q` is a stat read from before its object left the board (`last_known`)."""
    if not isinstance(q, StatOf):
        return False
    ids = _objects(t, item, q.of)
    if not ids and q.of == "self" and item.source in t.state.objects:
        ids = [str(item.source)]  # its own source, gone from the board (VW HP.42's reading)
    return bool(ids) and last_known(t, item, q, t.state.objects[ids[0]]) is not None


#: How `said_ref` says a reference to what a labelled instruction affected (it knows no item).
THAT_AFFECTED = "what `{label}` affected"


def _that_said(t: Table, item: StackItem, said: Msg) -> Msg:
    """`said` with each "what `kill` affected" said by the kind of the instruction of `item`
    that the card file labels so ("what its kill instruction affected"): the label is the
    file's, no player's word."""
    if said.id == THAT_AFFECTED:
        kind = _instruction_named(t, item, str(said.args.get("label")))
        return said if kind is None else Msg("what its {kind} instruction affected", kind=kind)
    args = {k: _that_said(t, item, v) if isinstance(v, Msg) else v for k, v in said.args.items()}
    if all(args[k] is v for k, v in said.args.items()):
        return said
    return Msg(said.id, plural=said.plural, context=said.context, **args)


def null_read(t: Table, item: StackItem, q: Amount) -> bool:
    """Whether quantity `q` reads a stat of an object with no information to give: a target no
    longer legal, or, where the game has the rule (RB 359.3.e.12), the item's source gone from
    the board with nothing known of it as it left. A calculation using it is ignored."""
    if not isinstance(q, StatOf) or not isinstance(q.of, str):
        return False
    if q.of.startswith("$"):
        return not _objects(t, item, q.of)
    if q.of != "self" or _objects(t, item, q.of) or not t.game.cite_optional(Role.NULL_INFO):
        return False
    gone = t.state.objects.get(item.source or "")
    return gone is not None and last_known(t, item, q, gone) is None


def _read(t: Table, item: StackItem, q: Quantity) -> Msg:
    if isinstance(q, StatOf) and isinstance(q.of, str) and q.of.startswith("$") \
            and not _objects(t, item, q.of):
        t.cite_also_optional(Role.NULL_INFO)  # e.g. RB 359.3.e.12: its information is null
        return Msg("{quantity}: none, as the target is no longer legal (0)", quantity=_bare(q))
    if isinstance(q, StatOf) and q.of == "self" and not _objects(t, item, q.of) \
            and t.game.cite_optional(Role.NULL_INFO):
        gone = t.state.objects.get(item.source or "")
        if gone is not None and last_known(t, item, q, gone) is None:
            t.cite_also_optional(Role.NULL_INFO)  # e.g. RB 359.3.e.12: a unit gone has no Might
            return Msg("{quantity}: none, as it has left the board (0)", quantity=_bare(q))
    said = Msg("{quantity} = {n}", quantity=_bare(q), n=amount(t, item, q))
    waiting = _waiting_on_stack(t, item, q)
    if waiting:  # a summoned card still waiting enters play only as it resolves (VW REG.1.e)
        t.cite_also_optional(Role.ENTERS_BOARD)
        return Msg("{reading}, not counting {objects}, {where}, not in play", reading=said,
                   objects=Items([t.name(o.id) for o in waiting], commas=True),
                   where=t.game.words.on_stack_said())
    return said


def _waiting_on_stack(t: Table, item: StackItem, q: Quantity) -> list[GameObject]:
    """The cards a count of what is in play would take in, but for waiting on the stack, where
    the game has a summoned card enter play only as it resolves (`changes_reach_stack`)."""
    if not isinstance(q, CountOf) or q.count.zone is not None or t.game.changes_reach_stack \
            or not t.game.cite_optional(Role.ENTERS_BOARD):
        return []
    anywhere = q.count.anywhere()
    return [o for it in t.state.stack if (o := t.state.objects.get(it.id)) is not None
            and o.zone == t.game.stack_zone and matches(t.state, t.game, o, anywhere,
                                                       item.controller)]


def _bare(q: Quantity) -> Msg:
    """A quantity in words without the parentheses a sum has inside a larger expression."""
    said = said_words(q)
    inner = said.args.get("sum") if isinstance(q, (Plus, Minus, Times)) else None
    return inner if isinstance(inner, Msg) else said


def _objects(t: Table, item: StackItem, ref: fx.Ref) -> list[str]:
    return [i for i in _refs(t, item, ref) if i in t.state.objects]


#: `StackItem.extra` key: what of an item's cost was not paid, as a message naming the reading
#: that says so (VW HP.35: X = 0 gold pays nothing), where its `outcomes["cost"]` is unpaid and
#: cites that reading: an "if you do" on its cost says it as its reason.
COST_UNPAID = "cost_unpaid"
#: `StackItem.extra` key: its X is not the X its player named (a card played without paying a
#: cost with X: FOW 903.2h-1), so reading X cites why (Role.FREE_X).
X_OVERRULED = "x_overruled"


def after_cost(e: Effect) -> Effect:
    """The instruction `e` carried out only if its item's cost was paid ("[cost]. If so" /
    "Jika demikian"): what follows a mode's own cost that was not paid (VW HP.35, HP.46)."""
    if isinstance(e, Instruction):
        return replace(e, condition=Did("cost") if e.condition is None
                       else AllOf((Did("cost"), e.condition)))
    return Instruction(effect=e, condition=Did("cost"))


def _cost_unpaid(t: Table, item: StackItem, c: Condition | None) -> Msg | None:
    """Why an "if its cost was paid" condition failed, citing the rule that decided it (the
    house policy), or None."""
    done = item.outcomes.get("cost")
    why = item.extra.get(COST_UNPAID)
    if "cost" not in _did_labels(c) or done is None or done[0] or not isinstance(why, Msg):
        return None
    for rule in done[1]:
        t.cite_also_rule(rule)
    return why


def run_instruction(t: Table, item: StackItem, e: Instruction) -> str | None:
    """Carry out one instruction: skipped if an instruction it refers to did not happen (RB
    359.3.e.14.a) or its condition does not hold now; for "you may", as its controller decides
    (`decisions: {<item>: {choices: {<label>: false}}}`; by default they do)."""
    decl = t.game.effect_decls[e.effect.kind]
    fields = reference_fields(e.effect)
    for label in linked_labels(e.effect):
        done = item.outcomes.get(label)
        if done is None or not done[0]:
            _remember(item, e.label, False, ())
            _spare_players(t, item, e)
            t.cite_also_optional(Role.LINKED)
            return phrase(_refers_to_undone(t, item, decl.kind, label))
    stopped = _sequence_stopped(t, item, e)
    if stopped is not None:
        return stopped
    replaced = [x for x in (*linked_labels(e.effect), *_did_labels(e.condition))
                if x in item.replaced]
    if replaced:
        t.cite_also_optional(Role.LINKED_REPLACED)  # RB 359.3.e.14.b: does it still happen?
    # what the condition cites as it is read (FOW HP.61: a player neither 1308.2a nor 1308.2b
    # describes) is cited for it, as its own rules are (Step.instruction_rules)
    earlier = t.cited()
    met = e.condition is None or holds(t, item, e.condition)
    reading = t.cited()[len(earlier):]
    if e.condition is not None and not met:
        _remember(item, e.label, False, ())
        _spare_players(t, item, e)
        t.cite_also_optional(Role.CONDITION)
        # of several conditions that must all hold, those that do not decide it, each with
        # what holds while a game's condition does not first (FOW 1308.2a: the bottom text box
        # does not exist), then its other rules
        parts = e.condition.all if isinstance(e.condition, AllOf) else (e.condition,)
        cited = (*reading, *(rule for part in (
            (p for p in parts if not holds(t, item, p)) if len(parts) > 1 else parts)
            for rule in unmet_first(part, t=t, item=item)),
            *t.game.cite_optional(Role.READ_ON_EXECUTION),
            # a condition that reads the board is read as its item resolves (VW REG.1.c)
            *(t.game.cite_optional(Role.CONDITION_READ) if reads_the_board(e.condition) else ()))
        undealt = [x for x in _did_labels(e.condition) if x in nothing_dealt(item)]
        if undealt:  # RB 437.4: the damage it asks about was prevented in full, never dealt
            cited = (*t.game.nothing_dealt_rules, *cited)
        # of what it would have acted on (FOW 1308.2a: the bottom box's draw, not the Golem
        # its top box damaged); one cited before for another reason stays the step's
        cited_for(item, _shared(item, cited, earlier), None)
        cited_for(item, (*cited, *_own_kind_rule(t, item, e)),
                  tuple(i for ref in fields for i in _refs(t, item, ref)))
        for rule in cited:
            t.cite_also_rule(rule)
        unmet = Msg("its {kind} instruction does not happen: its condition ({condition}) is "
                    "not met", kind=t.game.words.instruction(decl.kind),
                    condition=_condition_said(t, item, e.condition))
        if (unpaid := _cost_unpaid(t, item, e.condition)) is not None:
            unmet = Msg("{unmet}: {why}", unmet=unmet, why=unpaid)
        other = _instruction_named(t, item, replaced[0]) if replaced else None
        if undealt:
            unmet = Msg("{unmet} (all of the damage its {other} instruction would have dealt "
                        "was prevented: none was dealt)", unmet=unmet,
                        other=_instruction_named(t, item, undealt[0]) or
                        t.game.words.instruction("damage"))
        elif replaced and not t.game.replaced_action_done and other:
            unmet = Msg("{unmet} (its {other} instruction was replaced by another event, and "
                        "this refers to that action itself)", unmet=unmet, other=other)
        elif replaced and not t.game.replaced_action_done:
            unmet = Msg("{unmet} (`{label}` was replaced by another event, and this refers to "
                        "that action itself)", unmet=unmet, label=replaced[0])
        return phrase(unmet)
    if e.condition is not None and "cost" in _did_labels(e.condition):
        # "[cost]. If so": its additional cost was paid as it went on the stack (VW REG.14.a)
        t.cite_also_optional(Role.ADDITIONAL_COST)
    declinable = t.game.payment.decline_rules(e.effect)  # RB 444.2: "you may" or not
    if not declinable and not e.optional and e.label is not None and \
            e.effect.kind in t.game.payment.declinable and \
            t.decision(item.id, "choices", e.label) is False:
        from judge.engine.lost import cannot_rule

        elsewhere = t.game.in_another_edition(
            lambda g: (g.payment.decline_rules(e.effect) or ((),))[0])
        cannot_rule(t, "a decision declining a payment no rule of this edition lets its player "
                       f"decline{elsewhere}", key=f"effect.{e.effect.kind}", silent=True)
    if (e.optional or declinable) and not _chosen(t, item, e.label):
        _remember(item, e.label, False, ())
        if declinable and not e.optional:
            return _payment_declined(t, item, e.effect, declinable[0])
        for rule in declinable[0] if declinable else ():
            t.cite_also_rule(rule)
        if item.ability is not None and item.ability.kind == "triggered":
            t.cite_also_optional(Role.MAY_AS_IT_RESOLVES)  # RB 383.3.a.3: decided now
            if _goes_round_a_loop(t, item):
                # FOW 1301.1a: its player could stop the loop, and stops it here
                t.cite_also_optional(Role.LOOP_STOPPED)
        return phrase(Msg("{player} chooses not to {kind}", player=_chooser(t, item, e.effect),
                          kind=Msg(decl.kind, context="effect")))
    if e.optional and e.label is not None and t.decision(item.id, "choices", e.label) is None:
        t.mays_by_default.append(_chooser(t, item, e.effect))  # judge took it: the default
    affected = tuple(i for ref in fields for i in _refs(t, item, ref))
    qs = quantities(e.effect)
    read = read_note(t, item, qs) if qs else None
    if refers(e.effect):
        t.cite_also_optional(Role.REFERENT)  # what it refers to is read now
    mark = len(t.state.replaced)
    made = len(t.state.objects)
    events = t.buffered_events()
    t.chosen_instruction = e.optional  # (a payment short of it: Payment.pays_short)
    try:
        result = decl.run(t, item, e.effect)
    finally:
        t.chosen_instruction = False
    for rule in declinable[1] if declinable else ():
        t.cite_also_rule(rule)  # RB 444.2: paid, though its payer might have declined
    happened = result is not None and not isinstance(result, NotDone)
    if not happened and result is None and _whole_hand_discarded(t, e.effect):
        happened = True  # FOW 1019.2a: an empty hand is discarded all the same
        result = phrase(Msg("{player}'s hand is empty: it is discarded all the same",
                            player=item.controller))
    if not fields and e.label is not None:
        affected = _made(t, made)  # an instruction that names nothing affects what it made
    stops = t.game.replaced_sequence_rule
    if e.label is not None and stops and affected and \
            not set(affected) <= set(t.state.replaced[mark:]):
        # FOW 910.2f: a card whose part of it was replaced is not what the rest is about
        kept = tuple(a for a in affected if a not in t.state.replaced[mark:])
        if kept != affected and _named_later(item, e.label):
            t.cite_also_rule(stops)
        affected = kept
    _remember(item, e.label, happened, affected)
    if happened:
        _note_nothing_dealt(t, item, e)
    if e.label is not None and affected and set(affected) <= set(t.state.replaced[mark:]):
        item.replaced.add(e.label)  # its action was replaced for everything it affected
    if result is not None and not isinstance(result, NotDone):
        if e.condition is not None:  # a game's own condition's rule decided it: first
            cited = (*reading, *met_rules(e.condition), *t.game.cite_optional(
                Role.READ_ON_EXECUTION), *(t.game.cite_optional(Role.CONDITION_READ)
                                           if reads_the_board(e.condition) else ()))
            part = item.extra.get(PART_DEALT, ())
            if isinstance(part, tuple) and set(_did_labels(e.condition)) & set(part):
                # RB 359.3.e.14.c: the damage it asks about was dealt, though part prevented
                cited = (*t.game.part_dealt_rules, *cited)
                for rule in t.game.part_dealt_rules:
                    t.cite_also_rule(rule)
            for rule in met_rules(e.condition):
                t.cite_also_rule(rule)
            t.cite_also_optional(Role.CONDITION)
            t.cite_also_optional(Role.READ_ON_EXECUTION)
            if reads_the_board(e.condition):
                t.cite_also_optional(Role.CONDITION_READ)
            # of what this instruction acted on (FOW 1308.2b: the draw of a Solo Mode chant's
            # bottom box, not the damage of its top box); one cited before for another
            # reason stays the step's for any fact
            touched = t.touched_since(events)
            cited_for(item, (*cited, *_own_kind_rule(t, item, e)),
                      None if touched is None else (*affected, *touched))
            cited_for(item, _shared(item, cited, earlier), None)
            result = phrase(Msg("{what} (since {condition})", what=said_of(result),
                                condition=_condition_said(t, item, e.condition)))
        if read is not None:
            t.cite_also_optional(Role.READ_ON_EXECUTION)
            t.cite_also_optional(Role.AMOUNT_READ)
            cited_for(item, t.game.cite_optional(Role.READ_ON_EXECUTION), None)
            result = phrase(Msg("{what} ({note})", what=said_of(result), note=read))
    return result


def what_it_reads(effect: Effect) -> tuple[bool, list[Quantity], bool]:
    """Of an effect about to be carried out (not an instruction): whether it names what a
    labelled instruction did (refers_to_labels), the quantities it reads (quantities) and
    whether it reads a referent (refers). All three depend on the frozen record alone, and a
    card's effects are the same records at every resolution (10,000 in a long register):
    remembered by the record's identity, kept with the record so that a reused id is never
    mistaken for it (`kept_by_identity`)."""
    return kept_by_identity(_READS, effect, _reads_of, EFFECTS_KEPT)


def _reads_of(effect: Effect) -> tuple[bool, list[Quantity], bool]:
    return refers_to_labels(effect), quantities(effect), refers(effect)


#: How many effect records the resolver's memos keep: bounded, since a long-running process
#: reads many files' cards.
EFFECTS_KEPT = 4096
_READS: dict[int, tuple[Effect, tuple[bool, list[Quantity], bool]]] = {}


def refers_to_labels(effect: Effect) -> bool:
    """Whether an effect's references name what a labelled instruction did (`{that: label}`):
    it is then carried out as an instruction, skipped if that did not happen."""
    return bool(linked_labels(effect))


def reads_the_board(c: Condition) -> bool:
    """Whether a condition reads anything but what the item itself did ("if it is exhausted",
    not "if its cost was paid" or "if you do"): what it reads is as it is carried out (VW
    REG.1.c), where what the item did is decided by that instruction's own rule (VW REG.14.a)."""
    if isinstance(c, Did):
        return False
    if isinstance(c, (AllOf, AnyOf)):
        return any(reads_the_board(part) for part in (c.all if isinstance(c, AllOf) else c.any))
    if isinstance(c, Not):
        return reads_the_board(c.not_)
    return True


def _did_labels(c: Condition | None) -> tuple[str, ...]:
    """The labels an "if you do" condition names (inside all / any / not too)."""
    if isinstance(c, Did):
        return (c.did,)
    if isinstance(c, (AllOf, AnyOf)):
        return tuple(x for part in (c.all if isinstance(c, AllOf) else c.any)
                     for x in _did_labels(part))
    if isinstance(c, Not):
        return _did_labels(c.not_)
    return ()


def linked_labels(effect: Effect) -> tuple[str, ...]:
    """The labels of earlier instructions an effect's own references name ("its controller" of
    `{that: kill}`): it is linked to them (RB 359.3.e.14)."""
    return tuple(x for ref in reference_fields(effect) for x in labels_used(ref))


def reference_fields(effect: Effect) -> list[Ref]:
    """The references an effect's own arguments make (its targets, players)."""
    out: list[Ref] = []
    for name in _reference_names(type(effect)):
        value = getattr(effect, name, None)
        if value is not None:
            out.append(value)
    return out


#: The fields of each effect record that hold references, found once per record class (every
#: instruction of every step asks).
_REFERENCE_NAMES: dict[type[Effect], tuple[str, ...]] = {}


def _reference_names(record: type[Effect]) -> tuple[str, ...]:
    found = _REFERENCE_NAMES.get(record)
    if found is None:
        found = _REFERENCE_NAMES[record] = tuple(
            _field(record, name) for name, spec in declared_args(record).items()
            if spec.kind in ("target", "player"))
    return found


def _field(record: type[Effect], key: str) -> str:
    return next(f.name for f in fields(record) if (f.metadata.get("key") or f.name) == key)


def _made(t: Table, before: int) -> tuple[str, ...]:
    """The objects an instruction made (a token it played or created, RB 350.2, RB 439), in
    the order made, that still exist: what a later `{that: label}` of it refers to ("play a
    Reflection token ... it becomes a copy of that unit"). Objects are only ever added, so the
    ones after the first `before` are new."""
    objects = t.state.objects
    if len(objects) == before:
        return ()
    return tuple(oid for oid in list(objects)[before:] if objects[oid].zone != GONE)


def _instruction_named(t: Table, item: StackItem, label: str) -> Msg | None:
    """The kind, in the game's words, of the instruction of `item` the card file labels `label`
    ("kill"), or None: a player reads the instruction, not the file's label."""
    other = next((e.effect.kind for e in item.effect if isinstance(e, Instruction)
                  and e.label == label), None)
    return t.game.words.instruction(t.game.effect_decls[other].kind) if other else None


def _condition_said(t: Table, item: StackItem, cond: Condition) -> Msg:
    """A condition of `item`'s instruction in words; "if you do" of an instruction is said by
    that instruction's kind ("its kill instruction happened"), not by the file's label."""
    did = _instruction_named(t, item, cond.did) if isinstance(cond, Did) else None
    if did:
        return Msg("its {other} instruction happened", other=did)
    # "if you don't": said as the instruction not done, not "not (`paid` happened)"
    undone = _instruction_named(t, item, cond.not_.did) if isinstance(cond, Not) and \
        isinstance(cond.not_, Did) else None
    if undone:
        return Msg("its {other} instruction did not happen", other=undone)
    return _that_said(t, item, said_words(cond))


def _refers_to_undone(t: Table, item: StackItem, kind: str, label: str) -> Msg:
    """"its draw instruction does not happen: it refers to its kill instruction, which did not
    happen" (RB 359.3.e.14.a): the instruction referred to by its kind in the game's words,
    not by the label the card file gives it."""
    words = t.game.words
    other = _instruction_named(t, item, label)
    if other is not None:
        return Msg("its {kind} instruction does not happen: it refers to its {other} "
                   "instruction, which did not happen", kind=words.instruction(kind),
                   other=other)
    return Msg("its {kind} instruction does not happen: it refers to what `{label}` did, "
               "which did not happen", kind=words.instruction(kind), label=label)


def _named_later(item: StackItem, label: str) -> bool:
    """Whether an instruction of `item` names what the one labelled `label` acted on."""
    return any(isinstance(ref, That) and ref.label == label for x in item.effect
               if isinstance(x, Instruction) for ref in reference_fields(x.effect))


def _sequence_stopped(t: Table, item: StackItem, e: Instruction) -> str | None:
    """FOW 910.2f: an instruction about the card of an earlier one a replacement effect
    replaced (`{that: label}` naming it, as the thing it acts on) does not happen: the rest of
    that sequence about that card is gone (`Rulebook.replaced_sequence_rule`). Its step, or
    None."""
    rule = t.game.replaced_sequence_rule
    if rule is None or not item.replaced:
        return None
    about = [ref.label for ref in reference_fields(e.effect)
             if isinstance(ref, That) and ref.label in item.replaced]
    if not about:
        return None
    _remember(item, e.label, False, ())
    t.cite_also_rule(rule)
    words = t.game.words
    other = _instruction_named(t, item, about[0])
    # "the ... before it", not "its ...": the two kinds are often the same word ("move")
    return phrase(Msg("its {kind} instruction does not happen: the {other} instruction before "
                      "it was replaced by another event, which ends the sequence for that card",
                      kind=words.instruction(t.game.effect_decls[
                          e.effect.kind].kind), other=other or about[0]))


def _whole_hand_discarded(t: Table, effect: Effect) -> bool:
    """Whether `effect` is "discard your hand" (every card of its controller's hand, none named,
    put into the graveyard) in a game where that is done even with an empty hand (the game's
    `empty_hand_discard_rule`, cited)."""
    rule = t.game.objects.empty_hand_discard_rule
    target = getattr(effect, "target", None)
    if not rule or effect.kind != "move_zone" or not isinstance(target, Each) or \
            getattr(effect, "to", None) != t.game.vocab.graveyard_zone:
        return False
    f = target.filter
    if f != Filter(zone="hand", controller="you"):
        return False
    t.cite_also_rule(rule)
    return True


#: StackItem.extra: the players named by its instructions that did not happen (Step.spared).
SPARED = "spared_players"


def _spare_players(t: Table, item: StackItem, e: Instruction) -> None:
    """Note the players instruction `e`, which does not happen, names as its own references
    (`controller`, a lone `opponent`, a player by id): what it would have done to them is why
    their life or points stay as they were (Step.spared, read by the answer)."""
    players = t.state.players
    for ref in reference_fields(e.effect):
        if not isinstance(ref, str):
            continue
        if ref == "controller":
            named = [item.controller]
        elif ref == "opponent":  # (one of several is a choice this instruction never made)
            named = t.state.opponents(item.controller)
        else:
            named = [ref] if ref in players else []
        if len(named) == 1 and named[0] not in spared_players(item):
            item.extra[SPARED] = (*spared_players(item), named[0])


#: StackItem.extra: what its instructions said of an object beside what they did (Step.notes).
NOTES = "object_notes"
#: StackItem.extra: the rules cited for its instructions' conditions, each with what that
#: instruction acted on (Step.instruction_rules).
INSTRUCTION_RULES = "instruction_rules"


def cited_for(item: StackItem, rules: tuple[str, ...],
              touched: tuple[str, ...] | None) -> None:
    """Note that `rules` were cited for what an instruction of `item` acted on, `touched`
    (None: for anything the step says, as where a rule was also cited for another reason)."""
    if rules:
        item.extra[INSTRUCTION_RULES] = (*instruction_rules(item), *((r, touched) for r in rules))


def _shared(item: StackItem, cited: tuple[str, ...], earlier: tuple[str, ...]
            ) -> tuple[str, ...]:
    """Of the rules an instruction's condition cites, those its item's resolution cited
    before it for a reason not noted (cited_for): the step's for any fact."""
    noted = {r for r, _ in instruction_rules(item)}
    return tuple(r for r in cited if r in earlier and r not in noted)


def _own_kind_rule(t: Table, item: StackItem, e: Instruction) -> tuple[str, ...]:
    """The game's rule of the kind of instruction `e` (Rulebook.effect_citations: RB 413.2.b,
    a draw), which its item's resolution cites, where no other instruction of the item is of
    that kind (that one's would be cited for its own)."""
    kind = e.effect.kind
    rule = t.game.effect_citations.get(kind)
    if rule is None or any(x is not e and (x.effect.kind if isinstance(x, Instruction)
                                           else x.kind) == kind for x in item.effect):
        return ()
    return (rule,)


def instruction_rules(item: StackItem) -> tuple[tuple[str, tuple[str, ...] | None], ...]:
    """The rules `cited_for` noted so far (Step.instruction_rules)."""
    found = item.extra.get(INSTRUCTION_RULES, ())
    return found if isinstance(found, tuple) else ()


def note_object(item: StackItem, oid: str, note: Msg) -> None:
    """Note why what an instruction of `item` did to object `oid` is what it is (Step.notes:
    the answer says it after a fact of that object the resolution decided)."""
    item.extra[NOTES] = (*object_notes(item), (oid, note))


def object_notes(item: StackItem) -> tuple[tuple[str, Msg], ...]:
    """The notes `note_object` made so far."""
    found = item.extra.get(NOTES, ())
    return found if isinstance(found, tuple) else ()


def spared_players(item: StackItem) -> tuple[str, ...]:
    """The players noted by `_spare_players` so far."""
    found = item.extra.get(SPARED, ())
    return found if isinstance(found, tuple) else ()


def _remember(item: StackItem, label: str | None, happened: bool,
              affected: tuple[str, ...]) -> None:
    if label is not None:
        item.outcomes[label] = (happened, affected)


#: StackItem.extra: the damage its last damage instruction dealt in all, after prevention.
DAMAGE_DEALT = "damage_dealt"
#: StackItem.extra: what its last damage instruction would have dealt in all, before prevention.
DAMAGE_ASKED = "damage_asked"
#: StackItem.extra: the labels of its damage instructions that dealt no damage at all, every
#: bit prevented (RB 437.4): no "if you do" after them happens.
NOTHING_DEALT = "nothing_dealt"
#: StackItem.extra: the labels of its damage instructions part of whose damage was prevented:
#: an "if you do" after them still happens (RB 359.3.e.14.c), and cites the rule that says so.
PART_DEALT = "part_dealt"


def nothing_dealt(item: StackItem) -> tuple[str, ...]:
    """The labels of the item's damage instructions that were carried out but dealt nothing."""
    found = item.extra.get(NOTHING_DEALT, ())
    return found if isinstance(found, tuple) else ()


def _note_nothing_dealt(t: Table, item: StackItem, e: Instruction) -> None:
    """A labelled damage instruction carried out that dealt no damage to anything, prevented in
    full, where the game says such damage was never dealt (Rulebook.nothing_dealt_rules)."""
    dealt, asked = item.extra.get(DAMAGE_DEALT), item.extra.get(DAMAGE_ASKED)
    if e.label is None or e.effect.kind != "damage" or not isinstance(dealt, int) or \
            not isinstance(asked, int):
        return
    if dealt == 0 and t.game.nothing_dealt_rules:
        item.extra[NOTHING_DEALT] = (*nothing_dealt(item), e.label)
    elif dealt < asked and t.game.part_dealt_rules:
        found = item.extra.get(PART_DEALT, ())
        item.extra[PART_DEALT] = (*(found if isinstance(found, tuple) else ()), e.label)


#: The core instructions whose `player` is who does them (not whom they watch or bind).
ACTED_BY_PLAYER = frozenset({"pay", "draw", "gain"})


def _goes_round_a_loop(t: Table, item: StackItem) -> bool:
    """Whether triggered item `item` is its ability resolving again deeper in its own chain of
    triggers (it first resolved at a lower trigger generation): a loop its "you may" kept
    going."""
    first = t.first_resolved_depth.get((item.name, item.source))
    return first is not None and first < item.depth


def _chooser(t: Table, item: StackItem, effect: Effect) -> str:
    """Who decides a "you may" instruction: the one player a core payment, draw or gain names
    to do it ("its controller may pay [2]", "your opponent may draw 1"), else the item's
    controller."""
    who = getattr(effect, "player", None) if effect.kind in ACTED_BY_PLAYER else None
    named = [p for p in _refs(t, item, who) if p in t.state.players] if who is not None else []
    return named[0] if len(named) == 1 else item.controller


def _payment_declined(t: Table, item: StackItem, effect: Effect,
                      rules: tuple[str, ...]) -> str:
    """A payment its payer declines though it is not written "you may" (RB 444.2: the
    instruction is ignored; Payment.declinable): its "if you do" does not happen."""
    from judge.engine.lost import cannot_rule
    from judge.msg import amounts

    who = getattr(effect, "player", None)
    payers = [p for p in _refs(t, item, who) if p in t.state.players] if who is not None \
        else [item.controller]
    if len(payers) != 1:
        cannot_rule(t, "a payment several players are told to make, declined: each payer "
                       "decides for themselves whether to pay, and a file's decision names only "
                       "the instruction", key=f"effect.{effect.kind}", choice=True)
    for rule in rules:
        t.cite_also_rule(rule)
    asked = [(k, n) for k, n in getattr(effect, "resources", ())]
    return phrase(Msg("{player} declines to pay {amounts}, so the instruction is ignored",
                      player=payers[0], amounts=amounts(asked, t.game.words.resources)))


def _chosen(t: Table, item: StackItem, label: str | None) -> bool:
    """A "you may" instruction is carried out unless the file's decision says no; in an item's
    second execution (declare.AGAIN, e.g. RB 820.2.a) the file may decide it apart, under
    `again:`, else as the first time."""
    if label is None:
        return True
    first = bool(t.decision(item.id, "choices", label, default=True))
    if item.extra.get("again"):
        return bool(t.decision(item.id, "again", label, default=first))
    return first


INSTRUCTION = EffectDecl(Instruction, run_instruction, "{effect}", internal=True)


def bound_to_targets(r: Table, item: StackItem, condition: Condition) -> Condition:
    """A lasting `while:` whose count reads the item's targets ("while there are two or more
    units there": `{count: {at: $1}}`), bound to them as the effect is created (RB 359.3.f:
    "there" is read as the instruction executes; a target illegal by then has null
    information, so nothing is there, RB 359.3.e.12): read again once the item has left the
    stack, it still knows where "there" is."""
    def bind(node: object) -> object:
        if isinstance(node, CountOf) and (wanted := node.count.earlier()):
            r.cite_also_optional(Role.REFERENT)
            return replace(node, count=node.count.given(r.earlier_read(item, wanted,
                                                                      restrictions=True)))
        return node
    bound = rewrite_records(condition, bind)
    assert isinstance(bound, Condition)
    return bound
