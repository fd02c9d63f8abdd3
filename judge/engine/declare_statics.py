"""More declarations of the plug-in contract (engine/declare.py has the first ones): what the
rules make true of objects and stack items by themselves (shields against targeting and
cancelling, a card that is another card for a while, what an attached card gives its host),
declared as data that the engine's default policies read (engine/policies.py: ObjectRules).

Each names the rule it stands for in its docstring's example, never a game: a game lists its
own on its `Rulebook`.
"""

from __future__ import annotations

from judge.model.cards import AbilityDef, CardDef
from judge.msg import Msg
from judge.record import dataclass


@dataclass(frozen=True)
class ItemGuard:
    """A note an item's play made (a key of its `extra`) that keeps spells and abilities from
    doing some things to it on the stack (ObjectRules.item_refusal), declared as data: FOW 712.2,
    an ordered resonator spell cannot be cancelled or moved. `says`: per thing forbidden
    ("cancel", "move", "target"), the refusal's message (`{item}`: the item), said in the
    user's language where a resolution step says it."""

    note: str
    rules: tuple[str, ...]
    says: tuple[tuple[str, Msg], ...]

    def refusal_words(self, what: str) -> Msg | None:
        return dict(self.says).get(what)


@dataclass(frozen=True)
class TargetShield:
    """A keyword that keeps its object from being the target of some spells and abilities
    (ObjectRules.target_refusal), declared as data; an effect may grant it (a keyword is no
    effect in force, so no `forbid` stands for it). Which spells and abilities:

    - `others`: any another player controls than the object's controller (FOW 1120.2
      [Barrier]);
    - `spells_with`: spells with that keyword, on the item or its card (FOW 1181.2 [Aegis]:
      [Quickcast]);
    - `abilities_of`: (card types, mark): abilities whose source is of those types, is
      controlled by another player than the object's controller and has that mark (FOW 1181.2:
      an entity that entered the field this turn).

    The last two need to know what targets; unknown, they forbid nothing. `says`: the refusal's
    words: `{name}` the object, `{by}` the player who targets, `{source}` the ability's source,
    `{controller}` the object's controller.

    `narrowed_by`: a card key that, printed beside the keyword, narrows it to the spells and
    abilities of those card types (FOW 1120.3 [Barrier] <information>: a spell's types are its
    card's, an ability's its source's); then it says `narrowed_says` (`{types}` the card types)
    and cites `narrowed_rules`. A grant of the plain keyword shields from all of them again
    (FOW 1120.6). Narrowed, it needs to know what targets too. `plain_value`: a value of that
    key which reads as the plain keyword, citing `plain_rules` too (FOW 1120.3a: [Barrier]
    <opponent> in a two-player game)."""

    keyword: str
    rules: tuple[str, ...]
    says: str
    others: bool = False
    spells_with: str = ""
    abilities_of: tuple[tuple[str, ...], str] | None = None
    narrowed_by: str = ""
    narrowed_says: str = ""
    narrowed_rules: tuple[str, ...] = ()
    plain_value: str = ""
    plain_rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class PrintedAgain:
    """A card that became another as it was played or turned, and holds the card it was under
    its card key `key` (at index `at` of the key's value, where that is a tuple): as a new
    object anywhere but `zones` it is that card again (ObjectRules.reset_object), declared as
    data: FOW 1302.2f-1, a Shift card is past side up again; FOW 1156.2, a [Fusion] addition is
    its printed card. `mark`: a key of the object's `extra` that notes the name it had, for the
    ruling to say so."""

    key: str
    zones: tuple[str, ...]
    at: int | None = None
    mark: str = ""

    def card_in(self, card: CardDef) -> CardDef | None:
        """The card an object of `card` is again, or None."""
        value = card.get(self.key)
        if self.at is not None:
            value = value[self.at] if isinstance(value, tuple) else None
        return value if isinstance(value, CardDef) else None


@dataclass(frozen=True)
class HostGrant:
    """A card attached to another on the board that gives it stats and keywords for as long as
    it stays attached, as a continuous effect (ObjectRules.makes_statics / game_statics),
    declared as data: FOW 1156.2-1156.3a, a [Fusion] addition gives its J/resonator its ATK,
    DEF and keywords. A card is one when its card key `key` is set. It gives the `stats` of the
    card `printed` reads from that key (a PrintedAgain: the card it was), else of its own card,
    and (`keywords`) its keywords other than `except_keywords`, even once it lost its own
    abilities; with `abilities_of` (a keyword), the abilities of its card too, as granted
    abilities (engine/granted.py), which a file of cards with that keyword and abilities turns
    on (Core.gives_abilities). `name`: the effect's id after the card's (`<id>.<name>`)."""

    key: str
    stats: tuple[str, ...]
    name: str
    printed: PrintedAgain | None = None
    keywords: bool = True
    except_keywords: tuple[str, ...] = ()
    abilities_of: str = ""

    def marks(self, card: CardDef) -> bool:
        return card.get(self.key) is not None


@dataclass(frozen=True)
class TriggersFrom:
    """A card whose triggered ability triggers off the board, from `zones` only
    (StateChecks.trigger_active), declared as data: FOW 708.2, an automatic [Trigger] card from
    its owner's hand or standby area; FOW 1114.2, a [Stealth] card's condition from the standby
    area. It covers a card with `keyword` printed and, where `ability` is given, only its
    ability of that name, else every triggered ability of a card that prints one. Not from a
    zone while the object has the mark `fresh` names for it (zone, mark: put there this turn,
    FOW 708.5, 1114.3); not again while a trigger of it from an earlier event waits to be put
    on the stack (FOW 708.2a). With `event` instead of a keyword, it covers every triggered
    ability on that event (FOW 502.1b: "at the beginning of the game" from the hand and the
    ruler area). With `key` instead, it covers the abilities a card key of that name maps to
    the zone each works from, from there only (RB 385.2: `works_from: {Rise: trash}`, "...
    return this from your trash to your hand"). `rules` are cited beside each trigger it
    covers; `waits_once`: False where nothing keeps it from triggering again while a trigger
    of it waits."""

    keyword: str
    zones: tuple[str, ...]
    ability: str = ""
    fresh: tuple[str, str] | None = None
    event: str = ""
    #: The rules a note cites where a fresh card's condition was met (FOW 708.5, 1114.3).
    fresh_rules: tuple[str, ...] = ()
    key: str = ""
    rules: tuple[str, ...] = ()
    waits_once: bool = True
    #: With `event`: only an ability on its own card's event (`object: self`: FOW 1019.3, "when
    #: this card is discarded" works as the card leaves the hand, and sees it where it went).
    own: bool = False
    #: With `key`: the card key may name a static ability of replacement effects too, which
    #: then works from that zone only (engine/replacements.py: static_replacements), and these
    #: rules are cited where one applies (RB 370.3: "while this is in your trash, if ... would
    #: ... instead"). Empty: a key names triggered abilities only.
    replacement_rules: tuple[str, ...] = ()
    #: (house policy key, option): it triggers from `zones` only while that option is in force,
    #: else not at all, and a note names the policy (VW HP.49: a card's own "when this card is
    #: summoned" from the register, where the card waits as it is summoned).
    policy: tuple[str, str] | None = None

    def covers(self, card: CardDef, ability: AbilityDef) -> bool:
        if self.key:
            return bool(self.zones_for(card, ability))
        if self.event:
            return ability.when is not None and ability.when.event == self.event and (
                not self.own or ability.when.object == "self")
        if self.keyword not in card.keywords:
            return False
        if self.ability:
            return ability.name == self.ability
        return any(a.kind == "triggered" for a in card.abilities)

    def zones_for(self, card: CardDef, ability: AbilityDef) -> tuple[str, ...]:
        """The zones the ability triggers from: `zones`, or the one its card's `key` names."""
        if not self.key:
            return self.zones
        named = card.get(self.key)
        zone = named.get(ability.name) if isinstance(named, dict) else None
        return (zone,) if isinstance(zone, str) else ()


def works_off_board(rules: tuple[TriggersFrom, ...], card: CardDef, ability: AbilityDef
                    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The zones a static ability of replacement effects works from where a card key places
    it off the board (TriggersFrom.replacement_rules), and the rules to cite there; ((), ())
    for one that works on the board."""
    for rule in rules:
        if rule.key and rule.replacement_rules and (zones := rule.zones_for(card, ability)):
            return zones, rule.replacement_rules
    return (), ()


@dataclass(frozen=True)
class OpeningNote:
    """What the ruling says, before the first action, of a keyword on the starting board
    (TurnRules.start), declared as data: a keyword that acted before the game and does nothing
    more, so the board is as the file gives it (FOW 1145.1 [Tag]: once per game, `once`), or
    whether a keyword's text exists on an object as the file starts (FOW 1165.2-1165.4
    [Trinity]: while `count` (a key of the object's `extra`, at least how many) holds, `says`
    and `rules`, otherwise `else_says` and `else_rules`).

    It is said of an object whose card prints `keyword` and that is in one of `zones` (empty:
    anywhere), or whose card prints one of `or_with`. The `once` notes are said first, the
    others after them, each set in the order of the objects and of their cards' keywords.
    `shared`: said only of an object whose owner has at least that many objects so (FOW 320.2:
    more than one extension rule in a player's area); `{n}` is then how many.
    `says`: `{name}` the object, `{n}` the count, `{s}` "s" unless it is one, `{owner}`; a
    message where `message` is set."""

    keyword: str
    rules: tuple[str, ...]
    says: str
    zones: tuple[str, ...] = ()
    or_with: tuple[str, ...] = ()
    once: bool = False
    count: tuple[str, int] | None = None
    else_says: str = ""
    else_rules: tuple[str, ...] = ()
    shared: int = 0
    #: `says` is a message id (written `Msg(...).id`, so the catalogs translate it).
    message: bool = False


@dataclass(frozen=True)
class PaidApart:
    """A resource a cost may name that is paid on its own, in full or not at all, checked before
    the rest of the cost (Payment.cost_refusal), declared as data: FOW 105.4a, life. `says`:
    the refusal's words, `{player}`, `{n}` what the cost asks, `{has}` what the player has."""

    resource: str
    rules: tuple[str, ...]
    says: str


@dataclass(frozen=True)
class CannotPay:
    """What the refusal of a cost whose resources the player's pool cannot pay as a whole says
    (Payment.cost_refusal), declared as data: FOW 903.2l-1, 1003.4, 907.2. `says`: `{player}`,
    `{cost}` the cost's resources ("1 fire + 2 free", or `nothing`), `{pool}` what the player
    has of the payment's `pool` resources ("2 fire, 1 water", or `empty`)."""

    rules: tuple[str, ...]
    says: str
    nothing: str = "nothing"
    empty: str = "nothing"
    #: Where the pool holds enough in all but not of the kinds the cost's symbols ask (FOW
    #: 1003.2: a symbol needs will of its attribute, only the generic part takes any): what the
    #: refusal says instead (same keys) and the rule that decides it, cited before `rules`.
    wrong_kinds: tuple[str, tuple[str, ...]] | None = None
    #: Kinds of the pool that no symbol asks for and the rule saying why they pay none (FOW
    #: 907.6d: void will has a characteristic, not an attribute): cited after `wrong_kinds`'s
    #: rule where the pool that fell short held any of them.
    unasked_kinds: tuple[tuple[str, ...], tuple[str, ...]] | None = None


@dataclass(frozen=True)
class ResourceRound:
    """What the ruling says when a resource ability is taken after a pass, under the house
    policy `ResourceKinds.restarts_round` names (StackRules.resource_ability), declared as data:
    FOW HP.1 (FOW 605.1a vs 605.1b, 907.3), whether the pass before it still counts. Each of
    `restarted` (the run of passes starts afresh) and `kept` (it does not) is (message, rules),
    cited with the policy's id; `{player}`: who took it. `listed`: whether the ability is listed
    among the resolved items (FOW 907.3: a will ability is not a chase item)."""

    restarted: tuple[Msg, tuple[str, ...]]
    kept: tuple[Msg, tuple[str, ...]]
    listed: bool = True


__all__ = ["CannotPay", "HostGrant", "ItemGuard", "OpeningNote", "PaidApart", "PrintedAgain",
           "ResourceRound", "TargetShield", "TriggersFrom"]
