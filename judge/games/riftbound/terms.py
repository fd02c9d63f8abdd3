"""Riftbound's own condition and quantity kinds for card text (engine/conditions.py: GameCondition,
GameQuantity), and what they read: the cards each player has played this turn (RB 419.4.b).

- `{played: filter}` (a quantity; `other: true` leaves out the card itself): the cards its
  controller finalized this turn that match, countered ones too; tokens are not cards
  (RB 419.4.b, RB 185);
- `{legion: true}`: its controller has finalized another card this turn, so the text after
  Legion is active (RB 812.1.c);
- `{level: N}`: its controller has N XP or more, so the text after Level N is active
  (RB 824.1.c);
- `{empowered: true}`: its object is Empowered, so the text after Empowered is active
  (RB 828.1.c).

A dependent keyword's text (RB 727) is written with its condition: `while:` on a static,
triggered or activated ability (it applies, triggers or may be activated only while the condition
holds: RB 727.1.c), or `if:` on an instruction of a spell; the card lists the keyword too
(setup.py checks that the two go together).
"""

from __future__ import annotations

from judge.engine.characteristics import matches
from judge.engine.conditions import GameCondition, GameQuantity
from judge.engine.copies import GONE
from judge.engine.wording import said_filter
from judge.games.riftbound.split import DamageToSplit
from judge.games.riftbound.state import OPTIONAL_PAID, PLAYED_FROM, PlayedAs, ext
from judge.model.args import optional, required
from judge.model.effects import arg
from judge.model.filters import Filter
from judge.model.state import GameObject, StackItem
from judge.msg import Msg, phrase
from judge.record import dataclass
from judge.record import replace as changed

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from typing import ClassVar

    from judge.engine.table import Table


def cards_played(t: Table, player: str) -> list[str]:
    """The cards `player` has finalized this turn, oldest first (RB 419.4.b: a countered one
    too); tokens are not cards (RB 185), so a token played is not among them."""
    return [oid for who, oid, card in ext(t.state).finalized if who == player and card]


def _token_played(t: Table, player: str) -> bool:
    """Whether `player` has played (finalized) a token this turn (RB 185: not a card)."""
    return any(who == player and not card for who, _, card in ext(t.state).finalized)


def as_last_seen(t: Table, obj: GameObject) -> GameObject:
    """A played copy counted as a card (RB HP.22 `card`) has ceased to exist since: it is
    matched as it last was, on the chain."""
    return changed(obj, zone=t.game.stack_zone) if obj.zone == GONE else obj


@dataclass(frozen=True)
class Played(GameQuantity):
    """`{played: filter}`: how many cards its controller has played (finalized) this turn that
    match the filter now, wherever they are (RB 419.4.b: a countered card counts; v1.3: it was
    not played; RB 185: a token is no card). `other: true`: not counting the card itself."""

    kind: ClassVar[str] = "played"
    rules: ClassVar[tuple[str, ...]] = ("RB 419.4.b",)
    played: Filter = arg(required("filter", "what the cards must be ({} for any card)"))
    other: bool = arg(optional("bool", "leave out the card itself (\"another card\")"), False)

    def unmet_now(self, t: Table, item: StackItem) -> str:
        """RB 185 where its controller played a token this turn but it counts no card: a token
        is no card (what left "if you have played another card" unmet)."""
        if self.value(t, item):
            return ""
        return "RB 185" if _token_played(t, item.controller) else ""

    def value(self, t: Table, item: StackItem) -> int:
        from judge.games.riftbound.cleanup import cleanup_rules

        filt = self.played.anywhere()
        seen = dict.fromkeys(cards_played(t, item.controller))
        if not cleanup_rules(t).countered_was_played:  # v1.3 RB 419.4.b
            seen = dict.fromkeys(oid for oid in seen if oid not in ext(t.state).countered)
        return sum(1 for oid in seen if not (self.other and oid == item.source)
                   and (obj := t.state.objects.get(oid)) is not None
                   and matches(t.state, t.game, as_last_seen(t, obj), filt, item.controller))

    def said(self) -> str:
        what: str | Msg = said_filter(self.played, plural=True)
        what = Msg("cards") if str(what) in ("objects", "") else what
        if self.other:
            return phrase(Msg("the number of other {what} you have played this turn", what=what))
        return phrase(Msg("the number of {what} you have played this turn", what=what))


@dataclass(frozen=True)
class Legion(GameCondition):
    """`{legion: true}`: the text after Legion is active: its controller has played (finalized)
    a card other than this one this turn (RB 812.1.c; RB 812.2: any one card satisfies every
    Legion; RB 419.4.b: a countered card counts; RB 185: a token is no card). "Another" is
    another than the card played or whose play triggers; an activated ability is not its card,
    so the card itself, played this turn, counts (riftlens Legion FAQ, Sun Disc)."""

    kind: ClassVar[str] = "legion"
    rules: ClassVar[tuple[str, ...]] = ("RB 812.1.c", "RB 419.4.b")
    legion: bool = arg(required("bool", "true"))

    def check(self, t: Table, item: StackItem) -> bool:
        from judge.games.riftbound.cleanup import cleanup_rules

        own = item.ability is not None and item.ability.kind == "activated"
        others = [oid for oid in cards_played(t, item.controller) if own or oid != item.source]
        if not others or cleanup_rules(t).countered_was_played:
            return bool(others)
        if any(oid not in ext(t.state).countered for oid in others):
            return True
        # v1.3: the only other cards were countered: finalized (its RB 812.1.c) yet not played
        # (its RB 812.1.b.1 with RB 425.1.b): RB HP.43 reads it
        t.cite_also_rule(t.policy_id("legion.v13_countered"))
        return t.policy_is("legion.v13_countered", "finalized")

    def unmet_now(self, t: Table, item: StackItem) -> str:
        """RB 185 where Legion does not hold though its controller played a token this turn: a
        token is no card, so it does not make Legion hold (what decided the No)."""
        own = item.ability is not None and item.ability.kind == "activated"
        if any(own or oid != item.source for oid in cards_played(t, item.controller)):
            return ""  # a card was played (v1.3: countered, RB HP.43 decides)
        return "RB 185" if _token_played(t, item.controller) else ""

    def said(self) -> str:
        return phrase(Msg("Legion: you have played another card this turn"))


@dataclass(frozen=True)
class Level(GameCondition):
    """`{level: N}`: the text after Level N is active: its controller has N XP or more
    (RB 824.1.c; the controller now, RB 824.1.c.1)."""

    kind: ClassVar[str] = "level"
    rules: ClassVar[tuple[str, ...]] = ("RB 824.1.c", "RB 824.1.c.1")
    level: int = arg(required("int", "N: the XP needed", minimum=1))

    def check(self, t: Table, item: StackItem) -> bool:
        player = t.state.players.get(item.controller)
        return player is not None and player.resources.get("xp", 0) >= self.level

    def said(self) -> str:
        return phrase(Msg("Level {n}: you have {n} XP or more", n=self.level))


@dataclass(frozen=True)
class Empowered(GameCondition):
    """`{empowered: true}`: the text after Empowered is active: its object is Empowered
    (RB 828.1.c, RB 441.2)."""

    kind: ClassVar[str] = "empowered"
    rules: ClassVar[tuple[str, ...]] = ("RB 828.1.c",)
    empowered: bool = arg(required("bool", "true"))

    def check(self, t: Table, item: StackItem) -> bool:
        obj = t.state.objects.get(item.source or "")
        return obj is not None and bool(obj.extra.get("empowered"))

    def said(self) -> str:
        return phrase(Msg("it is Empowered"))


@dataclass(frozen=True)
class PaidOptional(GameCondition):
    """`{paid_optional: true}`: "if you paid the additional cost": its card was played with its
    own optional additional cost chosen (`choices: {optional_cost: true}`, RB 356.2.b.1). Chosen
    means paid, whatever a discount left of it (RB 356.4.f.1). Read by the card's own
    instructions, or by its own Play Effect ("when you play me, if you paid ..."), which takes it
    from the play that triggered it (RB 383.4.a, RB 359.3.f.3); by another card's trigger on
    the play, as RB HP.36 says (play_read)."""

    kind: ClassVar[str] = "paid_optional"
    rules: ClassVar[tuple[str, ...]] = ("RB 356.2.b.1", "RB 356.4.f.1")
    paid_optional: bool = arg(required("bool", "true"))

    def check(self, t: Table, item: StackItem) -> bool:
        if item.kind == "card":
            return OPTIONAL_PAID in item.extra
        return play_read(t, item, self.kind, "\"if you paid the additional cost\"").optional_paid

    def said(self) -> str:
        return phrase(Msg("you paid its optional additional cost"))


#: Where a card may be played from, as `played_from` names it (RB 419.1.a: the hand or the
#: Champion Zone unless an effect says otherwise; `facedown`: from Hidden, RB 811.1.c.3).
PLAYED_FROM_ZONES = ("hand", "champion_zone", "facedown", "trash", "main_deck", "banishment")


@dataclass(frozen=True)
class PlayedFrom(GameCondition):
    """`{played_from: hand}`: "if you played this from your hand": the zone its card's play
    took it from, as the play recorded it (RB 419.1.a; from Hidden is `facedown`, RB 811.1.c.3;
    an effect's play from where the effect took it, RB 419.3.b). Read by the card's own
    instructions, or by its own Play Effect, from the play that triggered it (RB 383.4.a,
    RB 359.3.f.3); by another card's trigger on the play, as RB HP.36 says (play_read)."""

    kind: ClassVar[str] = "played_from"
    rules: ClassVar[tuple[str, ...]] = ("RB 419.1.a",)
    played_from: str = arg(required("str", "the zone it was played from",
                                    choices=PLAYED_FROM_ZONES))

    def check(self, t: Table, item: StackItem) -> bool:
        if item.kind == "card":
            zone = item.extra.get(PLAYED_FROM)
        else:
            zone = play_read(t, item, self.kind, "\"if you played this from ...\"").came_from
        return isinstance(zone, str) and zone.split(":", 1)[0] == self.played_from

    def said(self) -> str:
        where = {"hand": Msg("your hand"), "champion_zone": Msg("your Champion Zone"),
                 "facedown": Msg("Hidden"), "trash": Msg("your trash"),
                 "main_deck": Msg("your Main Deck"), "banishment": Msg("banishment")}
        return phrase(Msg("it was played from {zone}", zone=where[self.played_from]))


def played_as(item: StackItem) -> PlayedAs:
    """What a card's play recorded as it was finalized (RB 419.1.a, RB 356.4.f.1)."""
    came_from = item.extra.get(PLAYED_FROM)
    return PlayedAs(item.source or item.id, came_from if isinstance(came_from, str) else None,
                    OPTIONAL_PAID in item.extra, item.controller)


def play_read(t: Table, item: StackItem, key: str, what: str) -> PlayedAs:
    """The play a triggered ability reads "you paid" or "you played this from" of: the play
    that triggered it, taken from that play's event (RB 359.3.f.3), or, as its trigger
    condition is checked (RB 383.2.a.1), the play completing now. Its own card's play: a Play
    Effect (RB 383.4.a.1). Another card's play ("when you play a unit, if you paid its
    additional cost"; no Play Effect, RB 383.4.a.4): house policy RB HP.36, by default that
    play as its controller made it (nothing was paid or played from anywhere by "you" if
    another player played it), or, by `own-card-only`, nothing (what a play chose is kept
    for its own card). A permanent's own passive ability: the play that put it on the board
    (_own_play). Anything else no play triggered names no play: exit 3."""
    x = ext(t.state)
    own = _own_play(t, item)
    if own is not None:  # its own passive ability, reading the play that put it there
        if own[1]:  # said as it enters, not at every later look
            for rule in (PaidOptional.rules if key == PaidOptional.kind else PlayedFrom.rules):
                t.cite_also_rule(rule)
        return own[0]
    play = item.caused_by if item.caused_by is not None else x.completing_play
    facts = x.played_as.get(play or "")
    if facts is None:
        from judge.errors import Problem, UnsupportedMechanic  # no guess

        raise UnsupportedMechanic(Problem(
            t.scenario.file, 0, 0, key, f"{what} read by {t.item_label(item)}, which no card's "
            "play triggered, is not implemented: no play is named for it to read"))
    t.cite_also_rule("RB 359.3.f.3")
    if facts.source == item.source:
        t.cite_also_rule("RB 383.4.a.1")
        return facts
    t.cite_also_rule("RB 383.4.a.4")
    t.cite_also_rule(t.policy_id("play.read_by_other"))  # RB HP.36
    if t.policy_is("play.read_by_other", "own-card-only") or facts.player != item.controller:
        return PlayedAs(facts.source, None, False, facts.player)  # nothing "you" did
    return facts


def _own_play(t: Table, item: StackItem) -> tuple[PlayedAs, bool] | None:
    """RB 419.1.a: the play a permanent's own passive ability reads ("if you played me from
    your Champion Zone, I have Action"): the play putting it on the board now, or the one that
    put it there, while it is still that object (RB 806.4.a, RB 813.4.a). None for anything
    else, and for a permanent no play put there (the file's board, an effect's put). With
    whether the play is putting it there now."""
    obj = t.state.objects.get(item.source or "")
    if item.kind != "ability" or item.caused_by is not None or obj is None or \
            not any(a.kind == "static" and a.name == item.name for a in obj.card.abilities):
        return None
    x = ext(t.state)
    entering = next((i for i, (_, source) in x.played.items() if source == obj.id), None)
    if entering is not None and entering in x.played_as:
        return x.played_as[entering], True
    entered = x.entered_played.get(obj.id)
    if entered is not None and entered[0] == obj.incarnation:
        return entered[1], False
    return None


CONDITIONS: tuple[type[GameCondition], ...] = (Legion, Level, Empowered, PaidOptional,
                                                PlayedFrom)
QUANTITIES: tuple[type[GameQuantity], ...] = (Played, DamageToSplit)
#: The condition each dependent keyword is written with (setup.py checks they go together).
DEPENDENT = {"legion": "legion", "level": "level", "empowered": "empowered"}
