"""Keyword abilities whose text exists only under a condition (CR 12.7 chapter 11): [Torrent]
(FOW 1124), [Seal] (1128), [Crest] (1131), [Null] (1134), [Rune] (1137), [Faith] (1141),
[Revenge] (1144), [Fallen] (1147), [Union Seven <Machine>] (1152), [Union Seven <New Twelve
Olympian Gods>] (1153), [Eclipse] (1173), [Depths] (1175), [Reunited] (1179), [Outnumber] (1184)
[Anathema] (1197) and [Limit Break] (1157).

Each keyword is one game condition (engine/conditions.py: GameCondition), written flat like
Riftbound's Legion: the card lists the keyword in `keywords:` and writes the text after it with
the keyword's condition (validation checks that the two go together):

- on an instruction of the card's own text, `if: {torrent: true}`: the keyword *modifies the
  effect text* (1124.2, 1128.2 ...): the condition is read once, as the card is played (judge:
  once it is on the chase with its costs paid), and the card is played with that text or
  without it whatever happens later; the play says which (a step citing the rule);
- on an ability, `while: {seal: 3}`: the keyword *grants the ability* (1124.3, 1128.3 ...): the
  card has it only as long as the condition holds (a static ability applies, a triggered one
  triggers, an activated one may be played), read whenever it matters.

Either way, text whose condition does not hold is non-existent (1128.5, 1131.4 ...).

The conditions (`you`: the card's controller):
- `{torrent: true}`: you played another spell this turn, resolved or not (1124.2-1124.4); an
  ability's only while its card is on the chase (1124.3);
- `{seal: N}`: you control N or more magic stones (the card type, not a magic stone type;
  1128.4);
- `{crest: fire}`: you control an entity (a card in the field, 307.6) of that attribute with the
  race or trait `Magic Crest` (1131; judge reads a race as a trait);
- `{"null": true}` (quoted: a bare `null` is YAML's "nothing"; the keyword too, `"null"`):
  there are no cards in your hand (1134);
- `{rune: N}`: N or more revealed runes are in your rune area; `{rune_of: [light, light]}`: a
  different revealed rune sharing an attribute with each will symbol (1137.2-1137.3a);
- `{faith: true}`: you control an astral ruler (1141, 1024);
- `{revenge: true}`: an entity you controlled was put into a graveyard from the field this
  turn (1144);
- `{fallen: true}`: an activate ability you controlled named `God's Art ...` (905.4) resolved
  this turn (1147);
- `{union_seven_machine: true}` / `{union_seven_new_twelve_olympian_gods: true}`: you control
  seven or more cards with different names and the trait `Machine` / `New Twelve Olympian Gods`
  in public zones (1152-1153);
- `{eclipse: true}`: your opponent's removed area holds thirteen or more face-down cards (1173);
- `{depths: true}`: your deck holds fifteen cards or fewer (1175);
- `{reunited: "Name"}` (`by: race` for a race or trait): you control a ruler, a J-ruler that is
  not ordered (712.3b) or an Extension Rule (1159.2) with that in its name, or of that race
  (1179.2-1179.5);
- `{outnumber: true}`: you control a resonator and more resonators than your opponent; an
  ability's needs *another* resonator than its own card (1184.2-1184.3);
- `{anathema: true}`: the cards in your graveyard have four or more different card types (1197);
- `{limit_break: true}`: you control a token with «Limit Break» sharing a name with this card in
  your item area (1157.2-1157.4): an object in `item_area` whose card is of type
  `limit_break_token` with `limit_break_of: <the card's name>` (1037; "Gain «Limit Break»
  (Name)" is `create: {card: <that token>, zone: item_area}`).

What a turn so far has done that these read is kept in `FowState` (spells played, entities put
into a graveyard from the field, God's Art resolved) and may be given by a file in `state:`.
"""

from __future__ import annotations

from judge.engine.characteristics import traits
from judge.engine.conditions import (
    AllOf,
    AnyOf,
    Condition,
    GameCondition,
    Instruction,
    Not,
    named_alone,
)
from judge.engine.declare import Refusal
from judge.engine.events import Event, EventKind
from judge.engine.trace import StepKind
from judge.games.force_of_will.state import ATTRIBUTES, attributes, ext
from judge.model.args import Arg, list_of, map_of, optional, required
from judge.model.cards import AbilityDef
from judge.model.effects import Effect, arg
from judge.model.state import GameObject, StackItem
from judge.msg import Items, Msg, phrase, said_of, word
from judge.record import dataclass, fields, nested_records

TYPE_CHECKING = False  # typing serves annotations only: not imported at run time
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import ClassVar

    from judge.engine.table import Table
    from judge.model.scenario import Scenario

#: Where an object is public (FOW 1152.2, 1153.2: "public zones"): everything but the hand,
#: the decks and a face-down card.
PUBLIC_ZONES = ("field", "ruler_area", "graveyard", "removed", "chase", "rune_area")
#: FOW 905.4: an activate ability worded "God's Art "Name" (Cost): (Effect)".
GODS_ART = "God's Art"


def gods_art(name: str) -> bool:
    return name.startswith(GODS_ART)


#: FOW 905.4a, 905.4c: the God's Art abilities each player played earlier in the game, before
#: the file starts (resolved or cancelled: either way played).
GODS_ARTS_PLAYED = "gods_arts_played"
GODS_ART_STATE_KEYS = {
    GODS_ARTS_PLAYED: map_of(Arg("strings"), keys=Arg("player_id"), doc="the God's Art "
                             "abilities each player played earlier in the game, by name, e.g. "
                             "{alice: [\"God's Art Solar Flare\"]}: each is played only once "
                             "per game (FOW 905.4a), even cancelled (905.4c)"),
}


def validate_gods_arts(scenario: Scenario,
                       problem: Callable[[tuple[str | int, ...], str], None]) -> None:
    """A name in `gods_arts_played` is a God's Art's (905.4: "God's Art ..."), else the file
    means another ability, which no rule limits to once per game."""
    raw = scenario.state.get(GODS_ARTS_PLAYED)
    for player, names in raw.items() if isinstance(raw, dict) else ():
        for i, name in enumerate(names if isinstance(names, (list, tuple)) else ()):
            if not gods_art(str(name)):
                problem(("state", GODS_ARTS_PLAYED, str(player), i),
                        f"{name!r} is not a God's Art: its name starts with \"{GODS_ART}\" "
                        "(FOW 905.4)")


@dataclass(frozen=True)
class ConditionalText(GameCondition):
    """Base of a conditional-text keyword's condition: read as the card is played for its own
    instructions (`play_rule`), read now for an ability it grants (`grant_rule`)."""

    keyword: ClassVar[str] = ""
    title: ClassVar[str] = ""
    play_rule: ClassVar[str] = ""
    grant_rule: ClassVar[str] = ""
    #: What else decides it: text whose condition fails does not exist (1128.5, 1131.4 ...).
    also: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls) -> None:
        """The rules cited wherever the condition is read: how it modifies the text of a card
        played, how it grants text, and the rest."""
        super().__init_subclass__()
        cls.rules = tuple(dict.fromkeys((cls.play_rule, cls.grant_rule, *cls.also)))
        # an ability's `while:`: the keyword grants it while the condition holds (1144.3 ...),
        # not how it modifies the text of a card as it is played (1144.2 ...)
        cls.ability_rules = tuple(dict.fromkeys((cls.grant_rule, *cls.also)))

    def check(self, t: Table, item: StackItem) -> bool:
        frozen = as_played(item, self)
        if frozen is not None:
            if item.extra.get("copy"):
                t.cite_also_rule("FOW 1017.3d")  # a copy keeps what its spell was played with
            return frozen
        return self.holds(t, item.controller, item.source, playing=False)

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        raise NotImplementedError

    def said(self) -> str:
        return phrase(Msg("{title}: {condition}", title=self.title,
                          condition=said_of(self.reads())))

    def reads(self) -> str:
        raise NotImplementedError


def _mine(t: Table, player: str, zone: str) -> list[GameObject]:
    """The objects `player` controls in `zone` (off the field: whose zone it is in, FOW 302.6a)."""
    return [o for o in t.state.objects.values() if o.zone == zone and (
        o.controller == player if zone in ("field", "ruler_area") else o.holder == player)]


def _attributes(obj: GameObject) -> tuple[str, ...]:
    return attributes(obj.card)


@dataclass(frozen=True)
class Torrent(ConditionalText):
    """`{torrent: true}`: its controller played another spell this turn (FOW 1124.2-1124.4)."""

    kind: ClassVar[str] = "torrent"
    keyword: ClassVar[str] = "torrent"
    title: ClassVar[str] = "[Torrent]"
    play_rule: ClassVar[str] = "FOW 1124.2"
    grant_rule: ClassVar[str] = "FOW 1124.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1124.4",)
    torrent: bool = arg(required("bool", "true"))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        obj = t.state.objects.get(source or "")
        if not playing and (obj is None or obj.zone != "chase"):
            return False  # FOW 1124.3: the granted text exists only while it is on the chase
        this = f"{obj.id}#{obj.incarnation}" if obj is not None else ""
        return any(key != this for key in ext(t.state).spells_played.get(player, ()))

    def reads(self) -> str:
        return phrase(Msg("you played another spell this turn"))


@dataclass(frozen=True)
class Seal(ConditionalText):
    """`{seal: N}`: its controller controls N or more magic stones (FOW 1128.2-1128.4)."""

    kind: ClassVar[str] = "seal"
    keyword: ClassVar[str] = "seal"
    title: ClassVar[str] = "[Seal]"
    play_rule: ClassVar[str] = "FOW 1128.2"
    grant_rule: ClassVar[str] = "FOW 1128.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1128.4", "FOW 1128.5")
    seal: int = arg(required("int", "N: the magic stones needed", minimum=1))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        return sum(1 for o in _mine(t, player, "field") if o.card.is_type("magic_stone")) \
            >= self.seal

    def reads(self) -> str:
        return phrase(Msg("you control {n} or more magic stones", n=self.seal))


@dataclass(frozen=True)
class Crest(ConditionalText):
    """`{crest: fire}`: its controller controls an entity of that attribute with the race
    Magic Crest (FOW 1131.2-1131.4, 307.6)."""

    kind: ClassVar[str] = "crest"
    keyword: ClassVar[str] = "crest"
    title: ClassVar[str] = "[Crest]"
    play_rule: ClassVar[str] = "FOW 1131.2"
    grant_rule: ClassVar[str] = "FOW 1131.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1131.4",)
    crest: str = arg(required("str", "the attribute", choices=ATTRIBUTES))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        return any("Magic Crest" in traits(o) and self.crest in _attributes(o)
                   for o in _mine(t, player, "field"))

    def reads(self) -> str:
        return phrase(Msg("you control a {attribute} Magic Crest entity",
                          attribute=word(self.crest)))


@dataclass(frozen=True)
class Null(ConditionalText):
    """`{"null": true}`: its controller has no cards in hand (FOW 1134.2-1134.4)."""

    kind: ClassVar[str] = "null"
    keyword: ClassVar[str] = "null"
    title: ClassVar[str] = "[Null]"
    play_rule: ClassVar[str] = "FOW 1134.2"
    grant_rule: ClassVar[str] = "FOW 1134.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1134.4",)
    null: bool = arg(required("bool", "true"))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        return not _mine(t, player, "hand")

    def reads(self) -> str:
        return phrase(Msg("there are no cards in your hand"))


def _revealed_runes(t: Table, player: str, source: str | None = None,
                   playing: bool = False) -> list[GameObject]:
    """The revealed runes in `player`'s rune area; read as a rune from there is played, the rune
    itself too: it is turned face up before its copy is played (FOW 711.2), though judge moves
    the card back only once it is on the chase (runes.play_a_copy)."""
    found = [o for o in _mine(t, player, "rune_area") if o.card.is_type("rune") and
             not o.face_down]
    played = t.state.objects.get(source or "") if playing else None
    if played is not None and played.zone == t.game.stack_zone and any(
            i.source == played.id and i.extra.get("rune_copy") for i in t.state.stack):
        found.append(played)
    return found


@dataclass(frozen=True)
class Rune(ConditionalText):
    """`{rune: N}`: N or more revealed runes in its controller's rune area (FOW 1137.2-1137.3)."""

    kind: ClassVar[str] = "rune"
    keyword: ClassVar[str] = "rune"
    title: ClassVar[str] = "[Rune]"
    play_rule: ClassVar[str] = "FOW 1137.2"
    grant_rule: ClassVar[str] = "FOW 1137.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1137.4",)
    rune: int = arg(required("int", "N: the revealed runes needed", minimum=1))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        return len(_revealed_runes(t, player, source, playing)) >= self.rune

    def reads(self) -> str:
        return phrase(Msg("there are {n} or more revealed runes in your rune area", n=self.rune))


@dataclass(frozen=True)
class RuneOf(ConditionalText):
    """`{rune_of: [light, light]}`: "[Rune] [Will Symbol]...": a different revealed rune in its
    controller's rune area sharing an attribute with each symbol (FOW 1137.3a)."""

    kind: ClassVar[str] = "rune_of"
    keyword: ClassVar[str] = "rune"
    title: ClassVar[str] = "[Rune]"
    play_rule: ClassVar[str] = "FOW 1137.3a"
    grant_rule: ClassVar[str] = "FOW 1137.3a"
    also: ClassVar[tuple[str, ...]] = ("FOW 1137.4",)
    rune_of: tuple[str, ...] = arg(list_of(required("str", choices=ATTRIBUTES),
                                           "one attribute per will symbol", required=True))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        return _each_has_its_own(self.rune_of, [set(_attributes(o)) for o in
                                                _revealed_runes(t, player, source, playing)])

    def reads(self) -> str:
        return phrase(Msg("your rune area has a revealed rune for each of {attributes}",
                          attributes=Items([word(a) for a in self.rune_of], commas=True)))


def _each_has_its_own(wanted: tuple[str, ...], have: list[set[str]]) -> bool:
    """A different one of `have` shares each attribute wanted (a small matching)."""
    if not wanted:
        return True
    first, rest = wanted[0], wanted[1:]
    return any(first in attrs and _each_has_its_own(rest, have[:i] + have[i + 1:])
               for i, attrs in enumerate(have))


@dataclass(frozen=True)
class Faith(ConditionalText):
    """`{faith: true}`: its controller controls an astral ruler (FOW 1141.2-1141.4, 1024)."""

    kind: ClassVar[str] = "faith"
    keyword: ClassVar[str] = "faith"
    title: ClassVar[str] = "[Faith]"
    play_rule: ClassVar[str] = "FOW 1141.2"
    grant_rule: ClassVar[str] = "FOW 1141.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1141.4",)
    faith: bool = arg(required("bool", "true"))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        from judge.games.force_of_will.state import is_astral

        return any(o.card.is_type("ruler") and is_astral(t, o)
                   for o in _mine(t, player, "ruler_area"))

    def reads(self) -> str:
        return phrase(Msg("you control an astral ruler"))


@dataclass(frozen=True)
class Revenge(ConditionalText):
    """`{revenge: true}`: an entity its controller controlled was put into a graveyard from the
    field this turn (FOW 1144.2-1144.4)."""

    kind: ClassVar[str] = "revenge"
    keyword: ClassVar[str] = "revenge"
    title: ClassVar[str] = "[Revenge]"
    play_rule: ClassVar[str] = "FOW 1144.2"
    grant_rule: ClassVar[str] = "FOW 1144.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1144.4",)
    revenge: bool = arg(required("bool", "true"))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        return player in ext(t.state).lost_entities

    def reads(self) -> str:
        return phrase(Msg("an entity you controlled was put into a graveyard from the field this "
                          "turn"))


@dataclass(frozen=True)
class Fallen(ConditionalText):
    """`{fallen: true}`: a God's Art ability its controller controlled resolved this turn
    (FOW 1147.2-1147.4, 905.4)."""

    kind: ClassVar[str] = "fallen"
    keyword: ClassVar[str] = "fallen"
    title: ClassVar[str] = "[Fallen]"
    play_rule: ClassVar[str] = "FOW 1147.2"
    grant_rule: ClassVar[str] = "FOW 1147.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1147.4",)
    fallen: bool = arg(required("bool", "true"))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        return player in ext(t.state).gods_art_resolved

    def reads(self) -> str:
        return phrase(Msg("a God's Art ability you controlled resolved this turn"))


def _union_seven(t: Table, player: str, trait: str) -> int:
    """How many different names the public cards with `trait` that `player` controls have."""
    return len({o.card.name for zone in PUBLIC_ZONES for o in _mine(t, player, zone)
                if not o.face_down and trait in traits(o)})


@dataclass(frozen=True)
class UnionSevenMachine(ConditionalText):
    """`{union_seven_machine: true}`: seven or more Machine cards with different names in public
    zones (FOW 1152.2-1152.4)."""

    kind: ClassVar[str] = "union_seven_machine"
    keyword: ClassVar[str] = "union_seven_machine"
    title: ClassVar[str] = "[Union Seven <Machine>]"
    play_rule: ClassVar[str] = "FOW 1152.2"
    grant_rule: ClassVar[str] = "FOW 1152.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1152.4",)
    union_seven_machine: bool = arg(required("bool", "true"))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        return _union_seven(t, player, "Machine") >= 7

    def reads(self) -> str:
        return phrase(Msg("you control seven or more Machine cards with different names in public "
                          "zones"))


@dataclass(frozen=True)
class UnionSevenGods(ConditionalText):
    """`{union_seven_new_twelve_olympian_gods: true}`: seven New Twelve Olympian Gods cards with
    different names in public zones (FOW 1153.2-1153.4; more than seven holds seven)."""

    kind: ClassVar[str] = "union_seven_new_twelve_olympian_gods"
    keyword: ClassVar[str] = "union_seven_new_twelve_olympian_gods"
    title: ClassVar[str] = "[Union Seven <New Twelve Olympian Gods>]"
    play_rule: ClassVar[str] = "FOW 1153.2"
    grant_rule: ClassVar[str] = "FOW 1153.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1153.4",)
    union_seven_new_twelve_olympian_gods: bool = arg(required("bool", "true"))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        return _union_seven(t, player, "New Twelve Olympian Gods") >= 7

    def reads(self) -> str:
        return phrase(Msg("you control seven New Twelve Olympian Gods cards with different names "
                          "in public zones"))


@dataclass(frozen=True)
class Eclipse(ConditionalText):
    """`{eclipse: true}`: thirteen face-down cards in the opponent's removed area (FOW
    1173.2-1173.4)."""

    kind: ClassVar[str] = "eclipse"
    keyword: ClassVar[str] = "eclipse"
    title: ClassVar[str] = "[Eclipse]"
    play_rule: ClassVar[str] = "FOW 1173.2"
    grant_rule: ClassVar[str] = "FOW 1173.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1173.4",)
    eclipse: bool = arg(required("bool", "true"))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        return any(sum(1 for o in _mine(t, p, "removed") if o.face_down) >= 13
                   for p in t.state.opponents(player))

    def reads(self) -> str:
        return phrase(Msg("there are thirteen face-down cards in your opponent's removed area"))


@dataclass(frozen=True)
class Depths(ConditionalText):
    """`{depths: true}`: fifteen or fewer cards in its controller's deck (FOW 1175.2-1175.4)."""

    kind: ClassVar[str] = "depths"
    keyword: ClassVar[str] = "depths"
    title: ClassVar[str] = "[Depths]"
    play_rule: ClassVar[str] = "FOW 1175.2"
    grant_rule: ClassVar[str] = "FOW 1175.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1175.4",)
    depths: bool = arg(required("bool", "true"))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        return len(_mine(t, player, "main_deck")) <= 15

    def reads(self) -> str:
        return phrase(Msg("there are fifteen or fewer cards in your deck"))


@dataclass(frozen=True)
class Reunited(ConditionalText):
    """`{reunited: "Name"}` (`by: race`): its controller controls a ruler, a non-ordered J-ruler
    or an Extension Rule with that in its name, or of that race or trait (FOW 1179.2-1179.5,
    1179.10)."""

    kind: ClassVar[str] = "reunited"
    keyword: ClassVar[str] = "reunited"
    title: ClassVar[str] = "[Reunited]"
    play_rule: ClassVar[str] = "FOW 1179.2"
    grant_rule: ClassVar[str] = "FOW 1179.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1179.5", "FOW 1179.10")
    reunited: str = arg(required("str", "the name (part of it), or the race or trait"))
    by: str = arg(optional("str", "name (default) or race", choices=("name", "race")), "name")

    def cited(self, ability: bool) -> tuple[str, ...]:
        """By race or trait, its own forms' rules (FOW 1179.4 modifying, 1179.5 granting), not
        the name forms' (1179.2, 1179.3)."""
        if self.by != "race":
            return super().cited(ability)
        return ("FOW 1179.5", "FOW 1179.10") if ability else ("FOW 1179.4", "FOW 1179.5",
                                                               "FOW 1179.10")

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        """FOW 1179.2-1179.5: a ruler, a J-ruler that is not ordered (712.3b: an ordered one is
        the card its order card made a J-ruler) or an Extension Rule in their area (1159.2)."""
        from judge.games.force_of_will.extension import EXTENSION_AREA, EXTENSION_RULE
        from judge.games.force_of_will.revolution import is_ordered

        rulers = [o for o in _mine(t, player, "ruler_area") if o.card.is_type("ruler")] + \
            [o for o in _mine(t, player, "field") if o.card.is_type("j_ruler")
             and not is_ordered(o)] + \
            [o for o in _mine(t, player, EXTENSION_AREA) if o.card.is_type(EXTENSION_RULE)]
        if self.by == "race":
            return any(self.reunited in traits(o) for o in rulers)
        return any(self.reunited in o.card.name for o in rulers)

    def reads(self) -> str:
        if self.by == "race":
            return phrase(Msg("you control a ruler, a non-ordered J-ruler or an Extension Rule "
                              "with the race or trait {trait}", trait=self.reunited))
        return phrase(Msg("you control a ruler, a non-ordered J-ruler or an Extension Rule with "
                          "\"{name}\" in its name", name=self.reunited))


@dataclass(frozen=True)
class Outnumber(ConditionalText):
    """`{outnumber: true}`: as the card is played, its controller controls a resonator and more
    resonators than the opponent (FOW 1184.2); for granted text, another resonator than the
    card itself (1184.3)."""

    kind: ClassVar[str] = "outnumber"
    keyword: ClassVar[str] = "outnumber"
    title: ClassVar[str] = "[Outnumber]"
    play_rule: ClassVar[str] = "FOW 1184.2"
    grant_rule: ClassVar[str] = "FOW 1184.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1184.4",)
    outnumber: bool = arg(required("bool", "true"))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        def resonators(p: str) -> list[GameObject]:
            return [o for o in _mine(t, p, "field") if o.card.is_type("resonator")]

        mine = resonators(player)
        theirs = max((len(resonators(p)) for p in t.state.opponents(player)), default=0)
        others = mine if playing else [o for o in mine if o.id != source]
        return bool(others) and len(mine) > theirs

    def reads(self) -> str:
        return phrase(Msg("you control a resonator and more resonators than your opponent"))


@dataclass(frozen=True)
class Anathema(ConditionalText):
    """`{anathema: true}`: the cards in its controller's graveyard have four different card
    types (FOW 1197.2-1197.4)."""

    kind: ClassVar[str] = "anathema"
    keyword: ClassVar[str] = "anathema"
    title: ClassVar[str] = "[Anathema]"
    play_rule: ClassVar[str] = "FOW 1197.2"
    grant_rule: ClassVar[str] = "FOW 1197.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1197.4",)
    anathema: bool = arg(required("bool", "true"))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        return len(graveyard_types(t, player)) >= 4

    def reads(self) -> str:
        return phrase(Msg("the cards in your graveyard have four different card types"))


@dataclass(frozen=True)
class LimitBreak(ConditionalText):
    """`{limit_break: true}`: its controller controls a token with «Limit Break» sharing a name
    with this card in their item area (FOW 1157.2-1157.4, 1037.2)."""

    kind: ClassVar[str] = "limit_break"
    keyword: ClassVar[str] = "limit_break"
    title: ClassVar[str] = "[Limit Break]"
    play_rule: ClassVar[str] = "FOW 1157.2"
    grant_rule: ClassVar[str] = "FOW 1157.3"
    also: ClassVar[tuple[str, ...]] = ("FOW 1157.4", "FOW 1037.2")
    limit_break: bool = arg(required("bool", "true"))

    def holds(self, t: Table, player: str, source: str | None, *, playing: bool) -> bool:
        from judge.games.force_of_will.items import limit_break_names

        obj = t.state.objects.get(source or "")
        # 1157.3: "in all zones": the card's name is read wherever the card is
        return obj is not None and obj.card.name in limit_break_names(t.state, player)

    def reads(self) -> str:
        return phrase(Msg("you control a «Limit Break» token sharing its name in your item area"))


def graveyard_types(t: Table, player: str) -> set[str]:
    return {kind for o in _mine(t, player, "graveyard")
            for kind in o.card.every_type()}


CONDITIONS: tuple[type[ConditionalText], ...] = (
    Torrent, Seal, Crest, Null, Rune, RuneOf, Faith, Revenge, Fallen, UnionSevenMachine,
    UnionSevenGods, Eclipse, Depths, Reunited, Outnumber, Anathema, LimitBreak)
#: The keywords, and the condition kinds each is written with.
CONDITIONAL: dict[str, tuple[str, ...]] = {}
for _c in CONDITIONS:
    CONDITIONAL.setdefault(_c.keyword, ())
    CONDITIONAL[_c.keyword] += (_c.kind,)
CONDITIONAL_KEYWORDS = tuple(CONDITIONAL)


# ----- read as the card is played ---------------------------------------------------------------
def conditions_in(value: object) -> list[Condition]:
    """Every conditional-text condition in card text (instructions, all / any / not)."""
    out: list[Condition] = []
    if isinstance(value, tuple):
        for v in value:
            out += conditions_in(v)
        return out
    if isinstance(value, ConditionalText):
        return [value]
    if isinstance(value, Instruction):
        return conditions_in(value.condition) + conditions_in(value.effect)
    if isinstance(value, (AllOf, AnyOf)):
        return conditions_in(value.all if isinstance(value, AllOf) else value.any)
    if isinstance(value, Not):
        return conditions_in(value.not_)
    if isinstance(value, Effect) and not isinstance(value, Condition):
        for f in fields(value):
            out += conditions_in(getattr(value, f.name))
    return out


#: The prefix of the item keys that keep what a conditional text read as the card was played.
AS_PLAYED = "as_played:"


def _key(c: Condition) -> str:
    return f"{AS_PLAYED}{c!r}"


def as_played(item: StackItem, c: ConditionalText) -> bool | None:
    """What the condition read as the card was played (None: not a card's own text)."""
    value = item.extra.get(_key(c))
    return value if isinstance(value, bool) else None


def record_play(t: Table, event: Event) -> None:
    """A card put on the chase, by its player or by an effect, is a spell played this turn (FOW
    1124.4: played, resolved or not); then each conditional-text condition of its own
    instructions is read once, as it is played (1124.2, 1128.2 ...)."""
    item = t.state.item(event.item or "")
    obj = t.state.objects.get(event.object or "")
    if item is None or item.kind != "card" or obj is None:
        return
    ext(t.state).spells_played.setdefault(item.controller, []).append(
        f"{obj.id}#{obj.incarnation}")
    for c in conditions_in(item.effect):
        if isinstance(c, ConditionalText) and _key(c) not in item.extra:
            item.extra[_key(c)] = c.holds(t, item.controller, obj.id, playing=True)


def say_as_played(t: Table, item: StackItem) -> None:
    """The play says whether the card has each conditional text it was played with, citing the
    rule (a card an effect plays says so as its text is carried out instead)."""
    if item.kind != "card":
        return
    seen: set[str] = set()
    for c in conditions_in(item.effect):
        met = as_played(item, c) if isinstance(c, ConditionalText) else None
        if met is None or _key(c) in seen or not isinstance(c, ConditionalText):
            continue
        seen.add(_key(c))
        rules = (c.cited(False)[0], *(() if met else _missing_rules(c)))
        name = t.name(item.source)
        if met:
            said = Msg("{card} is played with its {keyword} text ({condition})", card=name,
                       keyword=c.title, condition=said_of(c.reads()))
        else:
            said = Msg("{card} is played without its {keyword} text: it is not true that "
                       "{condition}, so that text does not exist", card=name, keyword=c.title,
                       condition=said_of(c.reads()))
        t.step(StepKind.EFFECT, said, tuple(dict.fromkeys(rules)), item=item.id)


def _missing_rules(c: ConditionalText) -> tuple[str, ...]:
    """The rule that text whose condition is not met does not exist (Torrent: the first spell
    of the turn, 1124.5)."""
    return ("FOW 1124.5",) if isinstance(c, Torrent) else c.also


# ----- what the turn has done -------------------------------------------------------------------
def on_event(t: Table, event: Event) -> None:
    """FOW 1124.4: a spell played; FOW 1144.2: an entity put into a graveyard from the field
    counts for its controller."""
    if event.kind is EventKind.PLAYED:
        record_play(t, event)
    elif event.kind is EventKind.RESOLVED and event.item in ext(t.state).gods_art_items:
        ext(t.state).gods_art_resolved.add(event.player or "")  # FOW 1147.2
        played = ext(t.state).gods_art_items[event.item or ""]
        ext(t.state).gods_arts_played[played] = True  # FOW 905.4c: resolved, not cancelled
    elif event.kind is EventKind.LEFT and event.zone_from == "field" and \
            event.zone_to == "graveyard" and event.player is not None:
        ext(t.state).lost_entities.add(event.player)


def note_gods_art(t: Table, item: StackItem) -> None:
    """FOW 905.4: a God's Art ability put on the chase, whose resolution [Fallen] asks about;
    FOW 905.4a, 905.4c: played, its name is spent for its player for the game, even cancelled."""
    if item.ability is not None and gods_art(item.ability.name):
        played = (item.controller, item.ability.name)
        ext(t.state).gods_art_items[item.id] = played
        ext(t.state).gods_arts_played.setdefault(played, False)


def gods_art_refusal(t: Table, player: str, ability: AbilityDef) -> Refusal | None:
    """FOW 905.4a: a God's Art "Name" once per game for each player; 905.4b: another name is
    another God's Art."""
    played = ext(t.state).gods_arts_played
    resolved = played.get((player, ability.name))
    if not gods_art(ability.name):
        return None
    if resolved is None:
        if any(who == player for who, _ in played):
            t.cite_also_rule("FOW 905.4b")  # she played another: this one is another God's Art
        return None
    return Refusal(phrase(Msg("{player} already played {ability} this game: a God's Art of a "
                              "name is played only once per game",
                              player=player, ability=ability.name)),
                   ("FOW 905.4a",) if resolved else ("FOW 905.4a", "FOW 905.4c"))


# ----- the card and its text go together --------------------------------------------------------
def pairing_problems(name: str, card_keywords: tuple[str, ...], used: set[str]
                     ) -> list[tuple[tuple[str, ...], str]]:
    """A conditional-text keyword is its condition and the text after it: the card lists the
    keyword and writes that text with the keyword's condition; one without the other is an
    error (FOW 1124.1, 1128.1 ...: the keyword grants or modifies the card's text)."""
    out: list[tuple[tuple[str, ...], str]] = []
    for keyword, kinds in CONDITIONAL.items():
        with_it = keyword in card_keywords
        if with_it == bool(used & set(kinds)):
            continue  # the keyword and its text go together (or neither is there)
        written = " or ".join(f"`{{{k}: ...}}`" for k in kinds)
        if used & set(kinds) and keyword not in card_keywords:
            out.append((("cards", name), f"its text depends on [{keyword.replace('_', ' ')}] "
                        f"({written}), so the card has the keyword: add {keyword} to its "
                        "keywords"))
        if keyword in card_keywords and not used & set(kinds):
            if all(named_alone(c) for c in CONDITIONS if c.keyword == keyword):
                # FOW 1141.2-1141.3 ...: the rule gives the condition whole, but not which of
                # the card's text is the text after the keyword: only the file can say that
                said = f'"{keyword}"' if keyword == "null" else keyword  # YAML's "nothing"
                out.append((("cards", name, "keywords"), f"{keyword} adds text under a "
                            "condition its rule gives, but which of the card's text it is "
                            f"only the card says: mark that text `if: {said}` on an "
                            f"instruction (read as the card is played) or `while: {said}` "
                            "on an ability it grants"))
                continue
            out.append((("cards", name, "keywords"), f"{keyword} adds text under a condition: "
                        f"write that text with {written} (`if:` on an instruction, read as the "
                        "card is played; `while:` on an ability it grants)"))
    return out


def used_kinds(card: object) -> set[str]:
    """The conditional-text condition kinds a card's text uses anywhere (abilities' `while:`,
    instructions' `if:`, modes)."""
    return {r.kind for r in nested_records(card) if isinstance(r, ConditionalText)}
