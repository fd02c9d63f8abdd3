"""Card and ability definitions (scenario contract, section 3): pure data, no behaviour."""

from __future__ import annotations

from judge.model.effects import Effect
from judge.model.filters import Filter
from judge.record import dataclass, field, fields, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Mapping


@dataclass(frozen=True, slots=True)
class Cost:
    """What must be paid to play or activate something.

    `resources` maps a resource to an amount; `x` names resources paid X each (`{gold: x}`: X is
    chosen on playing, `choices: {x: n}`); `exhaust_self` is the `{exhaust: self}` cost;
    `sacrifice` / `discard` are additional costs that need a choice (`choices: {sacrifice: id}`,
    a list of ids where the cost sacrifices `sacrifice_count` objects);
    `from_graveyard` counts cards of the payer's graveyard the cost moves away (`choices:` under
    the game's word); `choose` names what the player chooses as a cost ("choose a job type":
    `choices: {job: ..}`, from the listed options when there are any).
    """

    resources: tuple[tuple[str, int], ...] = ()
    exhaust_self: bool = False
    sacrifice: Filter | None = None
    discard: int = 0
    x: tuple[str, ...] = ()
    choose: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: Cards from the payer's own graveyard moved away as a cost, under the game's word for it
    #: (Rulebook.graveyard_cost: FOW "expel a card from your graveyard", `expel: n`).
    from_graveyard: int = 0
    #: How many objects the `sacrifice:` cost asks for ("Korbankan 2 Follower": `count: 2` in
    #: the file; `choices: {sacrifice: [ids]}`), 1 unless the card says more.
    sacrifice_count: int = 1
    #: Further kinds the same cost sacrifices, each with how many ("Korbankan 1 Follower dan 1
    #: Relic": a list under `sacrifice:` in the file, its first entry in `sacrifice`), every one
    #: paid with its own object(s) from the one `choices: {sacrifice: [ids]}` list.
    sacrifice_more: tuple[tuple[Filter, int], ...] = ()

    @property
    def sacrifices(self) -> tuple[tuple[Filter, int], ...]:
        """Every kind of object the cost sacrifices, each with how many."""
        first = ((self.sacrifice, self.sacrifice_count),) if self.sacrifice is not None else ()
        return (*first, *self.sacrifice_more)

    def apart_from(self, oid: str | None) -> Cost:
        """This cost with its sacrifices' `other` filters bound to leave out `oid` ("sacrifice
        another resonator": not the card played, nor the object whose ability it is)."""
        if not any(spec.other for spec, _ in self.sacrifices):
            return self
        return replace(self, sacrifice=self.sacrifice.apart_from(oid)
                       if self.sacrifice is not None else None,
                       sacrifice_more=tuple((spec.apart_from(oid), n)
                                            for spec, n in self.sacrifice_more))

    @property
    def is_free(self) -> bool:
        return self.asks_only_its_card and not self.exhaust_self

    @property
    def asks_only_its_card(self) -> bool:
        """Nothing but (at most) exhausting the card whose ability it is: no resources, X,
        choice, sacrifice, discard or graveyard cards."""
        return not (self.resources or self.sacrifice or self.discard or self.x or self.choose
                    or self.from_graveyard)

    def describe(self) -> str:
        parts = [f"{n} {r}" for r, n in self.resources] + [f"X {r}" for r in self.x]
        parts += [f"choose a {name}" for name, _ in self.choose]
        if self.exhaust_self:
            parts.append("exhaust this")
        for spec, n in self.sacrifices:
            many = f"{n} x " if n > 1 else ""
            parts.append(f"sacrifice {many}{spec.describe()}")
        if self.discard:
            parts.append(f"discard {self.discard}")
        if self.from_graveyard:
            parts.append(f"{self.from_graveyard} from the graveyard")
        return ", ".join(parts) or "free"


@dataclass(frozen=True)
class When:
    """A trigger condition: `{event, object}` plus optional game keys (e.g. `phase`)."""

    event: str
    object: str | None = None  # self | an object id | None for any object
    phase: str | None = None  # for phase_started
    filter: Filter | None = None  # extension: the event's object must match
    player: str | None = None  # extension: you | opponent, whose event it is
    #: An "if" right after the condition (RB 383.2.a.1): checked as it would trigger.
    condition: Effect | None = None
    #: Only an event that happened this way (the game's word, Vocabulary.trigger_hows).
    how: str | None = None
    #: "The [Nth] time ... each turn" (RB 383.1): it triggers only on the Nth event this turn
    #: that meets the rest of its condition; several met at once count once (RB 383.1.b).
    nth: int | None = None
    #: `player`: the player whose event it is controls the ability, whoever controls its object
    #: (RB 190.6.c: a battlefield's "when a player plays a spell, they may ...").
    by: str | None = None
    #: A kill's credit (Event.credit, RB 428.5): `you` | `opponent`, the player credited, and
    #: `spell` | `ability` | `combat`, with what ("when you kill a unit with a spell").
    killer: str | None = None
    killed_with: str | None = None
    #: `when: {state: <condition>}`: a status automatic ability (FOW 906.9), watching a state of
    #: the game, not an event; its `event` is STATE_TRIGGER and `object` "self" (engine/core.py
    #: `status_triggers`: it triggers as the state comes to hold, FOW 906.9a).
    state: Effect | None = None


#: The event word of a status trigger's `When` (no event of the game has it: engine/core.py).
STATE_TRIGGER = "state"


@dataclass(frozen=True)
class Mode:
    """One option of an `Option-` / "choose one" card, chosen when it is put on the stack.

    `cost`: the option's own additional cost ("Option-1: Bayar 1 gold: ..."), paid beside the
    card's or ability's when this option is the one chosen; None when it has none."""

    name: str
    targets: tuple[Filter, ...]
    effect: tuple[Effect, ...]
    cost: Cost | None = None


def mode_named(modes: tuple[Mode, ...], wanted: object) -> Mode | None:
    """The mode a `choices: {mode: ...}` names, by name or by number from 1; None if none."""
    for number, mode in enumerate(modes, 1):
        if mode.name == wanted or str(wanted) == str(number):
            return mode
    return None


@dataclass(frozen=True)
class AbilityDef:
    name: str
    kind: str  # activated | triggered | resource (a game may add more, e.g. static)
    cost: Cost = Cost()
    targets: tuple[Filter, ...] = ()
    effect: tuple[Effect, ...] = ()
    when: When | None = None
    keywords: tuple[str, ...] = ()
    optional: bool = False  # "you may": a triggered ability its controller may decline
    modes: tuple[Mode, ...] = ()
    #: `while:`: the ability works only while it holds: a static ability applies, a triggered
    #: one triggers (checked as its event happens), an activated one may be activated.
    condition: Effect | None = None
    #: "Once each turn" / "N times each turn" on a triggered ability (RB 383.3.e): it is
    #: performed at most that many times a turn; met again once used up, it does not trigger.
    each_turn: int | None = None


@dataclass(frozen=True)
class CardDef:
    name: str
    type: str
    types: tuple[str, ...] = ()  # every type of a multi-typed card (type is the first)
    cost: Cost = Cost()
    keywords: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    stats: tuple[tuple[str, int], ...] = ()
    targets: tuple[Filter, ...] = ()
    effect: tuple[Effect, ...] = ()
    abilities: tuple[AbilityDef, ...] = ()
    modes: tuple[Mode, ...] = ()
    requirements: tuple[tuple[str, object], ...] = ()  # e.g. honor, faction (checked on playing)
    additional_cost: Cost | None = None  # "[cost]. If so, [effect]": paid when put on the stack
    extra: tuple[tuple[str, object], ...] = field(default=())  # game-specific card keys
    #: The file gives the card's printed words (`text:`, on it or an ability or mode): never read
    #: as rules; the ruling says it ruled on the structured effects alone.
    has_text: bool = False
    #: `gives:` abilities written on the card that it does not have itself: it gives them to
    #: other objects, through an effect that grants abilities (`modify: {abilities: [...]}`) or,
    #: where the game declares it, while it is attached (RB 718.3: an equipment's Effect Text).
    gives: tuple[AbilityDef, ...] = ()

    def stat(self, name: str) -> int | None:
        for key, value in self.stats:
            if key == name:
                return value
        return None

    def every_type(self) -> tuple[str, ...]:
        """Every type of the card (most cards have one: `type`, and `types` is empty)."""
        return self.types or (self.type,)

    def is_type(self, *names: str) -> bool:
        if len(self.types) <= 1:  # nearly every card has one type
            return self.type in names
        return any(t in names for t in self.types)

    def ability(self, name: str) -> AbilityDef | None:
        for ab in self.abilities:
            if ab.name == name:
                return ab
        return None

    def given(self, name: str) -> AbilityDef | None:
        """The ability of its `gives:` named `name`, if any."""
        return next((ab for ab in self.gives if ab.name == name), None)

    def get(self, key: str, default: object = None) -> object:
        for k, v in self.extra:
            if k == key:
                return v
        return default


def given_ability(cards: Mapping[str, CardDef], name: str) -> AbilityDef | None:
    """An ability named `name` that some card of the file gives (`gives:`): an object may have
    it by a grant though its card does not list it (a file's chain may name it)."""
    return next((a for card in cards.values() if (a := card.given(name)) is not None), None)


def card_effects(card: CardDef) -> list[Effect]:
    """Every effect of a card: of its abilities and modes too, and inside instructions and
    replacements."""
    lists = [card.effect, *(m.effect for m in card.modes)]
    for ability in (*card.abilities, *card.gives):
        lists += [ability.effect, *(m.effect for m in ability.modes)]
    return [e for effects in lists for top in effects for e in nested(top)]


def nested(e: Effect) -> list[Effect]:
    """An effect and every effect inside it (an instruction's, a replacement's `instead`)."""
    out = [e]
    for f in fields(e):
        value = getattr(e, f.name)
        for v in value if isinstance(value, tuple) else (value,):
            if isinstance(v, Effect):
                out += nested(v)
    return out


def granted_costs(cards: Mapping[str, CardDef]) -> tuple[Cost, ...]:
    """The costs the file's grants carry (a `modify`'s `keyword_keys`: Riftbound's Repeat and
    Flow costs, RB 820.1.c, RB 829.1.c): a card played may have been given one, so a choice
    made paying it (`discard: [ids]`) is one it may ask for."""
    return tuple(c for card in cards.values() for e in card_effects(card)
                 for _, c in (getattr(e, "keyword_keys", None) or {}).items()
                 if isinstance(c, Cost))
