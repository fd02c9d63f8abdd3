"""Object filters: what a target (or an `each:` effect, or a trigger) may refer to.

A filter may use `type`, `traits`, `controller` (`you` / `friendly` / `opponent`), `owner`, `zone`,
`keywords`, `exhausted`, `damaged`, `other`, `player` / `item` (a player, a stack item), `chosen`
(values named by the card's `choose:` costs, docs/scenario-format.md section 17), and the game's own
keys (`extra`, e.g. `attacking: true`). Without `zone` it means an object in play
(docs/scenario-format.md, section 12).
"""

from __future__ import annotations

from judge.record import dataclass, replace

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from judge.model.effects import Effect

#: A game's own filter keys said as what an object that matches one did or is, `{value}` its
#: value (engine/words.py Words.filters registers each game's): "that was played paying 1 or
#: more will" after a noun, not "(will paid: 1)".
FILTER_SAID: dict[str, str] = {}


@dataclass(frozen=True)
class TargetGroup:
    """A group target (RB 355.11): one target entry that takes any number of objects (at most
    `up_to`), which together must meet a limit: the sum of their `total` stat at most
    `at_most` ("any number of units with total Might 4 or less"). Only the last target of a card
    or ability may be a group; `$n` of it names every object chosen for it."""

    #: None: any number, zero included (RB 355.13); a quantity is read as the targets are
    #: chosen ("split among up to that many": RB 355.14.c, with Bonus Damage RB 715.3).
    up_to: int | Effect | None = None
    total: str | None = None  # the stat summed over the group
    at_most: int | None = None
    #: All of them in one zone: "any number of units at a battlefield" means at a single one
    #: (RB 355.11.b), chosen so and kept so as it resolves.
    one_zone: bool = False

    def describe(self, objects: str) -> str:
        """"any number of units with total might 4 or less", `objects` being the plural noun
        phrase of the filter."""
        count = "any number of" if self.up_to is None else f"up to {self.up_to}" \
            if isinstance(self.up_to, int) else "up to as many as its limit allows"
        limit = f" with total {self.total} {self.at_most} or less" \
            if self.total is not None and self.at_most is not None else ""
        return f"{count} {objects}{limit}"


def earlier_ref(value: object) -> int | None:
    """`$n` written as a filter's value: the n-th target of the same item, chosen before the
    target this filter describes ("choose a battlefield; deal 3 to an enemy unit there":
    `at: $1`), else None."""
    if isinstance(value, str) and value[:1] == "$" and value[1:].isdigit() and int(value[1:]):
        return int(value[1:])
    return None


@dataclass(frozen=True)
class EarlierTarget:
    """A filter value bound to an earlier target of the same item (`$n`, Filter.given): the
    object chosen for it, or None where there is none to read (not chosen yet, or illegal now:
    its information is null, RB 359.3.e.12). A game's filter function reads it (RB `at`)."""

    n: int
    id: str | None


@dataclass(frozen=True)
class Filter:
    types: tuple[str, ...] = ()  # any of these card types
    traits: tuple[str, ...] = ()  # all of these traits
    controller: str | None = None  # you | friendly (yours or a teammate's) | opponent
    zone: str | None = None  # None: in play (the game's board zones)
    keywords: tuple[str, ...] = ()  # all of these keywords
    player: bool = False  # the target is a player, not an object
    item: bool = False  # the target is something on the stack (a card or an ability)
    #: With `item`: only an ability on the stack, of this kind (`activated`, `triggered`) or
    #: `any`; its `types` are then its source card's ("a resonator ability").
    ability: str | None = None
    extra: tuple[tuple[str, object], ...] = ()  # game-specific state keys that must match
    owner: str | None = None  # you | opponent
    exhausted: bool | None = None  # exhausted (true) or ready (false); None: either
    damaged: bool | None = None  # has damage marked (true) or none (false); None: either
    #: Names of choices made as the card was played (`choose:` costs) whose value the object
    #: must have as a trait ("a Follower of the chosen job"): bound by `bound` before matching.
    chosen: tuple[str, ...] = ()
    #: A group target (RB 355.11): this one entry takes several objects (TargetGroup).
    group: TargetGroup | None = None
    #: "Other", "another": not the object whose card or ability this is; bound to that object
    #: (`apart`) where the filter is read (apart_from); unbound, it cannot be ruled on (exit 3).
    other: bool = False
    apart: str | None = None

    def apart_from(self, oid: str | None) -> Filter:
        """This filter, an `other` one bound to leave out object `oid` (the card or the
        ability's object it is read for), unless it is bound already."""
        if not self.other or self.apart is not None or oid is None:
            return self
        return replace(self, apart=oid)

    def anywhere(self) -> Filter:
        """This filter looking in every zone unless it names one (for what an object *is*, not
        where: a trigger's object, a card in hand being played)."""
        if self.zone is not None:
            return self
        return replace(self, zone="any")

    def bound(self, choices: dict[str, object]) -> Filter:
        """This filter with the chosen values in place (an unmade choice matches nothing)."""
        if not self.chosen:
            return self
        values = [choices.get(name) for name in self.chosen]
        if any(not isinstance(v, str) for v in values):
            return Filter(types=("\0unchosen",))  # nothing has a type no file can name
        return replace(self, traits=(*self.traits, *(str(v) for v in values)), chosen=())

    def earlier(self) -> tuple[int, ...]:
        """The earlier targets (`$n`, numbered from 1) this filter's values name."""
        return tuple(n for _, v in self.extra if (n := earlier_ref(v)) is not None)

    def given(self, chosen: tuple[str | None, ...]) -> Filter:
        """This filter with each `$n` value bound to the n-th target chosen (`chosen`: the item's
        targets before this one, None for one with nothing to read)."""
        if not self.earlier():
            return self
        return replace(self, extra=tuple(
            (k, v if (n := earlier_ref(v)) is None else
             EarlierTarget(n, chosen[n - 1] if n <= len(chosen) else None))
            for k, v in self.extra))

    def describe(self, plural: bool = False) -> str:
        if self.group is not None:
            return self.group.describe(replace(self, group=None).describe(plural=True))
        if self.player:
            who = {"you": "you", "friendly": "you or a teammate",
                   "opponent": "an opponent"}.get(self.controller or "", "a player")
            return who
        if self.item:
            whose = {"you": "your ", "friendly": "a friendly ",
                     "opponent": "an opponent's "}.get(self.controller or "", "")
            what = "/".join(self.types) if self.types else "card or ability"
            if self.ability is not None:
                kind = "" if self.ability == "any" else f"{self.ability} "
                what = f"{kind}ability" + (f" of a {what}" if self.types else "")
            return f"{whose}{what} on the stack"
        parts = []
        if self.controller == "you":
            parts.append("your")
        elif self.controller == "friendly":
            parts.append("friendly")
        elif self.controller == "opponent":
            parts.append("an opponent's")
        if self.exhausted is not None:
            parts.append("exhausted" if self.exhausted else "ready")
        if self.other:
            parts.append("other")
        if self.damaged is not None:
            parts.append("damaged" if self.damaged else "undamaged")
        parts.extend(self.traits)
        parts.extend(f"(the chosen {name})" for name in self.chosen)
        noun = "/".join(self.types) if self.types else "object"
        if plural and len(noun) > 1 and noun.endswith("y") and noun[-2] not in "aeiou":
            parts.append(noun[:-1] + "ies")  # "territories" (engine/wording.py `_noun`)
        else:
            parts.append(noun + "s" if plural else noun)
        if self.keywords:
            parts.append("with " + ", ".join(self.keywords))
        if self.owner == "you":
            parts.append("you own")
        elif self.owner == "opponent":
            parts.append("an opponent owns")
        for key, value in self.extra:  # a game's own key, in words: `(equipped)`, `(not x)`
            if key == "at" and (earlier_ref(value) is not None or
                                isinstance(value, EarlierTarget)):  # RB 355: "there"
                n = value.n if isinstance(value, EarlierTarget) else earlier_ref(value)
                parts.append(f"at the same place as target {n}")
            elif key in FILTER_SAID:  # what the game says a matching object did or is
                parts.append("that " + FILTER_SAID[key].format(value=value))
            elif key == "at" and isinstance(value, str):  # a place (wording._at)
                parts.append("at a battlefield" if value == "battlefield" else "in its base"
                             if value == "base" else f"at {value.split(':', 1)[-1]}")
            elif isinstance(value, bool):
                parts.append(f"({key.replace('_', ' ')})" if value else
                             f"(not {key.replace('_', ' ')})")
            else:
                parts.append(f"({key.replace('_', ' ')}: {value})")
        if self.zone == "any":
            parts.append("anywhere")
        elif self.zone:  # a zone's words, never its key (`item area`, not `item_area`)
            parts.append(f"in {self.zone.replace('_', ' ')}")
        return " ".join(parts)
